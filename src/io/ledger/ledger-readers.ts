// `evidence verify` on every core: a pool of reader threads (one per core, four at most), each
// reading, hashing, parsing and schema-checking batches of the ledger's files on its own
// (checkLedgerFile) and handing back each file's link in its chain (a checkpoint's SHA-256, not
// its bytes), while the thread that verifies takes them in name order and checks the chains and
// listings as they come (LedgerChecker.take). Reading and checking the files is most of verify's
// time (at 100,000 records about 8 s on one core; the chains a few milliseconds): a thread's own
// work, so it divides between cores. For the workspaces that keep checkpoints, a reader also
// hands back each valid record's bytes, one buffer a batch moved rather than copied, and the
// verifying thread folds them as it takes them (ledger-checkpoints.ts): the records are read once.
// With --ledger-declaration, a reader reads each record's signature file too and hands back its
// text beside the link, which carries what the writer's check reads of the record (its facts for
// the keys in force): the writer's check reads no record again. It verifies the signature there
// and then with the key the file names, when that key is among those known so far (the declared
// ones, and those of the declarations the records taken put in force: SignaturesTaker.keys), so
// that the signatures, most of verify's CPU, are checked on the readers' cores during the walk
// rather than after it; what it finds is a verdict only (the key that signed), judged later
// against the keys in force (keys-in-force.ts), and a signature it could not verify so is left to
// the signature checkers after the walk (signature-checkers.ts).
//
// The judging commands (`obligations`, `evidence populations`) do not use it: their judging thread
// has as much to do as verifying, so they verify on one other thread (ledger-verifier.ts).
//
// Memory stays bounded: at most BATCHES_PER_READER batches a reader are out (sent and not yet
// taken), so a slow taker holds the readers back instead of their results piling up; a taker that
// reads batches itself (checkWithReaders) reads one only when it takes one sent, so as many at most
// wait beside them. The readers run the bin entry again (its URL is given), which sees their role
// in its workerData (ledger-thread-role.ts) and serves reads (ledger-reader-thread.ts): the bundle
// needs no file of its own for them. They are started before the listing is read (LedgerReaders).
//
// Fail closed as in one thread: a file a reader could not read or check throws, when its turn in
// name order comes, the error reading it in this thread would have thrown; a reader that stops
// throws its error.
import { availableParallelism } from "node:os";
import { setImmediate } from "node:timers/promises";
import {
  type CheckedFile,
  checkLedgerFile,
  type LedgerChecker,
} from "../../core/evidence/chain/chain-check.ts";
import type { CarriedRead } from "../../core/obligations/carried-reads.ts";
import { visitLedgerFiles } from "./ledger-files.ts";
import type { ReaderRole } from "./ledger-thread-role.ts";
import { itemOrThrow } from "../../core/shared/collections.ts";
import { BatchWorkers } from "./batch-workers.ts";
import {
  type BatchFound,
  batchFound,
  BatchReading,
  type ReadRequest,
  type ReadResult,
  signatureText,
} from "./ledger-reader-thread.ts";

/**
 * Files per batch: enough that a message's cost is small beside checking them, few enough that a
 * batch's results (held until it is sent) mostly die in the reader's young generation. Each batch
 * is two messages and a wake-up of the thread it goes to; on a loaded machine a wake-up is where a
 * thread gives up its core, and at 16 files a batch a reader's profile showed postMessage as 4 to 9
 * per cent of its time (issue 99): 48 sends a third as many.
 */
const BATCH_FILES = 48;
/**
 * Batches sent and not yet taken, per reader: each has the next ones while its last is taken. With
 * BATCH_FILES, a reader has at most 192 files out (128 at 16 a batch and 8 batches).
 */
const BATCHES_PER_READER = 4;
/**
 * A reader's young generation, in MB: what it allocates dies with each file or batch. Since the
 * readers verify the signatures too (issue 99), a file leaves more behind; at 100,000 signed
 * records, side by side under the same load, verify's CPU was 34.7 s with 4 MB, 30.6 s with 8 and
 * 28.1 s with 16, its peak 318, 322 and 340 MB; later, with 48 files a batch, 35.2 and 34.4 s with
 * 16 MB and 32.2 and 30.2 s with 32 (alternated, load 10 to 14), the peak 34 to 38 MB higher.
 */
const READER_YOUNG_GENERATION_MB = 32;
/**
 * The young generation, in MB, of readers the taker's thread holds back (RecordsTaker.readersWait:
 * `evidence handover`'s, whose judging thread is its critical path): a reader's young generation is
 * all committed once it has filled, and at 32 MB it was more than half of each reader's heap. At
 * 100,000 signed records the handover's peak was 518 MB with 32, 488 with 16 and 472 with 8, its
 * CPU 71.0, 72.9 and 79.2 s (one run each, alternated, load 2.6 to 3.1). Since its one reader has
 * a core of its own and time to spare, 8 MB costs it no CPU: alternated in three rounds (the third
 * beside other work), the peak 397, 396 and 405 MB against 407, 410 and 407 with 16, CPU 53.5,
 * 53.7 and 55.5 s against 53.0, 55.8 and 54.3.
 */
const WAITING_READER_YOUNG_GENERATION_MB = 8;
/**
 * Readers at most, whatever the cores: each is an isolate with the bundle loaded, about 25 MB (at
 * 100,000 records verify's peak was 154 MB in one thread, 200 MB with two readers), and a runner
 * of 64 cores must not pay 1.6 GB for it; past a few readers the verifying thread's own share,
 * taking each file's link in order, is what is left.
 */
const MAX_READERS = 4;

/**
 * Who folds records beside the chain check (evidence verify's checkpoints): the valid records of
 * `workspaces`, each with its file's SHA-256 and bytes, in name order, as the checker takes them.
 */
export interface RecordsTaker {
  readonly workspaces: ReadonlySet<string>;
  /**
   * Whether the taker's thread is the one the readers wait on (`evidence handover`'s judging), not
   * one that waits on them (verify's checkpoints). While it is behind them (parsesAhead), readers
   * that wait parse the reviewed files each record carries and hand the values over
   * (carriedReadsOf), which would only slow readers that are waited on; and they keep a smaller
   * young generation (WAITING_READER_YOUNG_GENERATION_MB).
   */
  readonly readersWait: boolean;
  /**
   * `bytes` are good during the call only (a view of its batch's buffer, let go once the batch is
   * taken: takeRecords); `carried`: the record's carried files a reader parsed (keepCarriedReads);
   * absent: none.
   */
  take(path: string, sha256: string, bytes: Uint8Array, carried?: readonly CarriedRead[]): void;
}

/** No record taken beside the chain check. */
const NO_RECORDS: RecordsTaker = { workspaces: new Set(), readersWait: false, take: () => {} };

/** A valid record as the chain check found it. */
export type CheckedRecord = Extract<CheckedFile, { kind: "record" }>;

/**
 * Who takes each valid record beside the chain check with its signature file's text (the writer's
 * check of `evidence verify --ledger-declaration`), so that nobody reads the records again for it.
 */
export interface SignaturesTaker {
  /** Whether the record at `path` has a signature file beside it (the ledger's listing says). */
  signed(path: string): boolean;
  /** A valid record, in name order, as the chain check takes it, `signature` read when signed. */
  take(checked: CheckedRecord): void;
  /**
   * The keys (keySpki) known so far that may have signed the records: each signature the key it
   * names among them verifies is verified as it is read, on the readers' cores and during the
   * walk (CheckedRecord.verifiedBy); any other is left for the judge's checkers.
   */
  keys(): readonly string[];
}

/**
 * The reader threads of one walk of a ledger's files, started before what the walk waits on (the
 * declaration's history, the listing of every file): a reader's start, an isolate and the bundle,
 * about 0.2 s, is then done on the other cores meanwhile (issue 99). The walk closes them once it
 * is done; the command closes them too, when it stops before.
 */
export class LedgerReaders extends BatchWorkers<ReadRequest, ReadResult> {
  /**
   * Readers of `dir`'s files started from `entry`, as many as readersFor gives the machine's cores;
   * none without an entry (a command run in process) or on a single core (where readers would
   * only add the copying of what they hand back).
   */
  static start(
    entry: URL | undefined,
    dir: string,
    readersWait: boolean,
  ): LedgerReaders | undefined {
    const count = readersFor(availableParallelism(), readersWait);
    return entry === undefined || count === 0
      ? undefined
      : new LedgerReaders(entry, count, dir, readersWait);
  }

  /** `count` readers, whatever the cores; a smaller young generation when they wait (above). */
  constructor(entry: URL, count: number, dir: string, readersWait: boolean) {
    const role: ReaderRole = { role: "ledger-reader", dir };
    const youngMb = readersWait ? WAITING_READER_YOUNG_GENERATION_MB : READER_YOUNG_GENERATION_MB;
    const resourceLimits = { maxYoungGenerationSizeMb: youngMb };
    super(entry, count, { workerData: role, resourceLimits }, "a ledger reader");
  }
}

/**
 * Gives `checker` the files at `paths` (relative to `dir`, in name order) in that order, and
 * `records` the valid records it asks for as they are taken, checked by `readers`, which it closes;
 * in this thread without them, or when the checker takes records (the readers hand back links
 * only).
 */
export async function checkLedgerFiles(
  dir: string,
  paths: Iterable<string>,
  checker: LedgerChecker,
  readers: LedgerReaders | undefined,
  records: RecordsTaker = NO_RECORDS,
  signatures?: SignaturesTaker,
): Promise<void> {
  if (readers !== undefined && !checker.takesRecords)
    return checkWithReaders(readers, dir, paths, checker, records, signatures);
  await readers?.close();
  visitLedgerFiles(dir, paths, (file) => {
    const checked = checkLedgerFile(file, checker.takesRecords);
    if (checked.kind === "record" && signatures?.signed(checked.path) === true)
      checked.signature = signatureText(dir, checked.path);
    checker.take(checked);
    if (checked.kind !== "record") return;
    signatures?.take(checked);
    if (records.workspaces.has(checked.link.workspace))
      records.take(checked.path, checked.sha256, file.bytes);
  });
}

/**
 * How many readers `cores` cores get: none on one (read in this thread), at most MAX_READERS; a
 * core fewer when they wait on the taker's thread (RecordsTaker.readersWait), which then has a core
 * of its own (at 100,000 signed records the handover peaked 21 to 37 MB lower: docs/performance.md).
 */
export function readersFor(cores: number, readersWait = false): number {
  return cores <= 1 ? 0 : Math.min(readersWait ? cores - 1 : cores, MAX_READERS);
}

/** The next BATCH_FILES paths of `files` (fewer at its end; none once it is done). */
function nextBatch(files: Iterator<string>): string[] {
  const batch: string[] = [];
  for (let next = files.next(); !next.done; next = files.next()) {
    batch.push(next.value);
    if (batch.length === BATCH_FILES) break;
  }
  return batch;
}

/** A batch sent or read here, not yet taken, and whether its answer came. */
interface Outstanding {
  answer: Promise<ReadResult>;
  settled: boolean;
  /** Whether a reader was sent it (else it was read in this thread). */
  sent: boolean;
}

/**
 * checkLedgerFiles with `readers`, whatever the cores; they are closed once it is done. A taker
 * the readers wait on (RecordsTaker.readersWait) reads a batch itself when the one it takes next is
 * still being read, rather than wait: at 100,000 signed records `evidence handover`'s one reader
 * was its critical path while the judging thread waited on it (issue 99).
 */
export async function checkWithReaders(
  readers: LedgerReaders,
  dir: string,
  paths: Iterable<string>,
  checker: LedgerChecker,
  records: RecordsTaker = NO_RECORDS,
  signatures?: SignaturesTaker,
): Promise<void> {
  const requests = new BatchRequests(paths, records, signatures);
  // The batches sent (or read here) and not yet taken, in order: each let go once taken; and how
  // many of them were sent (see BATCHES_PER_READER).
  const outstanding: Outstanding[] = [];
  let sentOut = 0;
  const here = records.readersWait ? new BatchReading(dir) : undefined;
  /**
   * Sends the next batch while the readers have fewer than their share out (BATCHES_PER_READER)
   * and files are left. Batches read here are not in that share: in it, each would leave a reader
   * one fewer to read. A batch sent after every take, unchecked, was one more for each read here:
   * at 100,000 signed records the handover had 505 out, their answers waiting in memory.
   */
  const send = () => {
    if (sentOut === readers.count * BATCHES_PER_READER) return false;
    const request = requests.next();
    if (request === undefined) return false;
    const batch: Outstanding = { answer: readers.ask(request), settled: false, sent: true };
    const settle = () => {
      batch.settled = true;
    };
    batch.answer.then(settle, settle);
    outstanding.push(batch);
    sentOut++;
    return true;
  };
  try {
    while (send());
    for (let taken = outstanding.shift(); taken !== undefined; taken = outstanding.shift()) {
      if (taken.sent) sentOut--;
      const asked = performance.now();
      const readHere = here !== undefined && (await stillRead(taken));
      if (readHere) {
        // The batch after the last sent, read here (its carried files too, when the readers would
        // have parsed them) and taken at its turn.
        const request = requests.next();
        if (request !== undefined)
          outstanding.push({
            answer: Promise.resolve(here.read(request)),
            settled: true,
            sent: false,
          });
      }
      const result = await taken.answer;
      // A reader behind is not given the carried files' parsing too.
      requests.carriedAhead = !readHere && parsesAhead(records, performance.now() - asked);
      send();
      const found = batchFound(result);
      for (const checked of checkedOf(found, result.besides)) {
        checker.take(checked);
        if (checked.kind === "record") signatures?.take(checked);
      }
      takeRecords(result, found, records);
      if (result.failed !== undefined)
        throw Object.assign(new Error(result.failed.message), { code: result.failed.code });
    }
  } finally {
    await readers.close();
  }
}

/** The walk's batches in name order, each request as a reader (or the taker's thread) reads it. */
class BatchRequests {
  readonly #files: Iterator<string>;
  readonly #bytesOf: string[];
  readonly #signatures: SignaturesTaker | undefined;
  #numbered = 0;
  /** Whether the next batches' carried files are parsed by who reads them (parsesAhead). */
  carriedAhead = false;

  constructor(paths: Iterable<string>, records: RecordsTaker, signatures?: SignaturesTaker) {
    this.#files = paths[Symbol.iterator]();
    this.#bytesOf = [...records.workspaces];
    this.#signatures = signatures;
  }

  /** The next batch's request, if any files are left. */
  next(): ReadRequest | undefined {
    const batch = nextBatch(this.#files);
    if (batch.length === 0) return undefined;
    const signatures = this.#signatures;
    return {
      batch: this.#numbered++,
      paths: batch,
      ...(signatures === undefined
        ? {}
        : { signed: batch.map((path) => signatures.signed(path)), keys: signatures.keys() }),
      carriedAhead: this.carriedAhead,
      bytesOf: this.#bytesOf,
    };
  }
}

/**
 * Whether the batch is still being read once what has come in is taken in (a reader's answer
 * waits in the event loop while this thread works: setImmediate lets it be handled first).
 */
async function stillRead(batch: Outstanding): Promise<boolean> {
  if (batch.settled) return false;
  await setImmediate();
  return !batch.settled;
}

/**
 * How long, in milliseconds, the taker's thread may wait for a batch and still be behind the
 * readers: a batch back already reaches it within microseconds, one still read in milliseconds.
 */
const TAKER_BEHIND_MS = 1;

/**
 * Whether the readers parse ahead the files the next batch's records carry: for a taker they wait
 * on (RecordsTaker.readersWait) while it is behind them (it did not wait `waitedMs` for the last
 * batch). Else it would wait on readers busy with its work: with one reader on 2 cores that made
 * the reader the handover's critical path (issue 99); the taker parses what it is not handed.
 */
export function parsesAhead(records: RecordsTaker, waitedMs: number): boolean {
  return records.readersWait && waitedMs < TAKER_BEHIND_MS;
}

/** The files a batch checked, each listing with its bytes again. */
function checkedOf({ files }: BatchFound, besides: readonly Uint8Array[]): CheckedFile[] {
  let beside = 0;
  for (const file of files)
    if (file.kind === "beside") file.bytes = itemOrThrow(besides, beside++, "the listings");
  return files;
}

/**
 * Each record a batch handed back the bytes of, to `records`, in order; then the batch's buffer is
 * let go (detached), which makes each view of it empty. Left to the garbage collector, a buffer
 * outlived its batch: the message that brought it is promoted while the batch is judged, and its
 * memory, outside the heap, came back only at the next full collection, and its pressure brought
 * collections on. At 100,000 signed records, alternated over six rounds, the handover peaked at
 * 383 to 402 MiB against 387 to 413, with 57.2 to 61.8 s of CPU against 61.9 to 64.1.
 */
function takeRecords(
  { bytes, carried }: ReadResult,
  { records: taken }: BatchFound,
  records: RecordsTaker,
): void {
  const carriedAt = new Map(carried.map(({ at, reads }) => [at, reads]));
  let start = 0;
  for (const [at, { path, sha256, end }] of taken.entries()) {
    records.take(path, sha256, new Uint8Array(bytes, start, end - start), carriedAt.get(at));
    start = end;
  }
  bytes.transfer(0);
}
