// The ledger verified on the second core while the first judges it: `obligations` and `evidence
// populations` must verify every record before anything they judge counts (fail closed), and
// verifying (reading, hashing, parsing and schema-checking each file, the chain, the listings) is
// as much work as their judging. A verification thread does exactly what `evidence verify` does,
// with the same LedgerChecker, and hands the judging thread each valid record's bytes and SHA-256
// in name order; the judging thread parses them again without the schema (parseVerifiedRecord: the
// bytes are those the schema accepted) and judges as it did when it verified them itself. Bytes
// cross rather than the parsed record: a structured clone costs more to make and to rebuild than
// JSON.parse of the bytes. At most BATCHES_OUT batches are on their way, the verification thread
// waiting on a shared counter for the judging thread to take one (Atomics): a judging thread
// slower than the reading one holds a few hundred records' bytes, never the ledger's.
import { availableParallelism } from "node:os";
import { parentPort, Worker, workerData } from "node:worker_threads";
import { type ChainBreak, parseVerifiedRecord } from "../../core/evidence/chain/evidence-chain.ts";
import { LedgerChecker } from "../../core/evidence/chain/chain-check.ts";
import type { HashedRecord, InForce } from "../../core/evidence/records/evidence-record.ts";
import { visitLedgerFiles, walkLedgerDirectory } from "./ledger-files.ts";
import { RECORDS_DIR } from "../../core/evidence/chain/record-files.ts";
import type { VerifierRole } from "./ledger-thread-role.ts";
import { knownRecords } from "./verified-head-file.ts";

/** Records a batch carries: each batch is one message, one buffer. */
const BATCH_RECORDS = 64;
/** Batches sent and not yet judged before the verification thread waits. */
const BATCHES_OUT = 8;
/**
 * The verification thread's young generation, in MB: what it allocates (a file, its parse, its
 * schema check) dies with the file, and every MB of it is memory the ledger commands' target pays.
 * At 100,000 records, side by side: `obligations` 14.5 s with 16 MB against 16.0 s with 4 (its
 * scavenges shared the cores with the judging thread), peak 286 MB against 268; 32 MB no faster.
 * 8 MB since issue 82, item 5 (`evidence populations`' peak against its 400 MB bound).
 */
const VERIFIER_YOUNG_GENERATION_MB = 8;

/**
 * Where a reading from a checkpoint on starts: its workspace's records from the checkpoint's
 * record (`path`) on, chained from the record the checkpoint is of (LedgerChecker's `from`).
 */
export interface VerifiedFrom {
  path: string;
  workspace: string;
  through: { sequence: number; sha256: string };
  inForce: InForce | null;
}

interface VerifierData extends VerifierRole {
  /** The ledger checkout's root. */
  root: string;
  from: VerifiedFrom | undefined;
  /** The verified head whose records are not held to the schema again (verified-head-file.ts). */
  head: string | undefined;
  /** Int32 [0]: batches sent and not yet judged. */
  out: SharedArrayBuffer;
}

/** One batch: the records' bytes end to end, and each one's path, SHA-256 and end in `bytes`. */
interface RecordsMessage {
  kind: "records";
  bytes: ArrayBuffer;
  records: { path: string; sha256: string; end: number }[];
}

type VerifierMessage =
  | RecordsMessage
  | { kind: "done"; breaks: ChainBreak[] }
  | { kind: "failed"; message: string; code: string | undefined };

/**
 * Verifies the ledger checkout at `root`, whose files `paths` walks (walkLedgerDirectory), handing
 * `visit` each valid record with its SHA-256 and path, in name order, as LedgerChecker's visit
 * does; then the ledger's breaks (none: it verified). In a thread running the bin entry `entry`
 * when there is one and a second core (which walks the checkout itself); else in this thread,
 * where a second thread would only add copying. A file that cannot be read throws, at its turn,
 * what reading it here throws. With `from`, only its workspace's files from its record on. A record
 * file whose SHA-256 the verified head at `head` lists is hashed, parsed and chained, not held to
 * the schema again: this build found those bytes valid (knownRecords).
 */
export async function verifyLedger(
  root: string,
  paths: (under?: string, from?: string) => Iterable<string>,
  entry: URL | undefined,
  visit: (entry: HashedRecord, path: string) => void,
  from?: VerifiedFrom,
  head?: string,
): Promise<ChainBreak[]> {
  if (entry !== undefined && availableParallelism() > 1)
    return verifyInThread(entry, { root, from, head }, visit);
  const checker = checkerOf(from, visit, head);
  visitLedgerFiles(root, pathsOf(paths, from), (file) => checker.add(file));
  return checker.result().breaks;
}

function checkerOf(
  from: VerifiedFrom | undefined,
  visit: (entry: HashedRecord, path: string) => void,
  head: string | undefined,
): LedgerChecker {
  const known = head === undefined ? undefined : knownRecords(head);
  if (from === undefined) return new LedgerChecker({ keepRecords: false, visit, known });
  const { workspace, through, inForce } = from;
  return new LedgerChecker({
    keepRecords: false,
    visit,
    from: { workspace, through, inForce },
    known,
  });
}

function pathsOf(
  paths: (under?: string, from?: string) => Iterable<string>,
  from: VerifiedFrom | undefined,
): Iterable<string> {
  return from === undefined ? paths() : paths(`${RECORDS_DIR}/${from.workspace}`, from.path);
}

/** verifyLedger in a verification thread. */
function verifyInThread(
  entry: URL,
  { root, from, head }: { root: string; from: VerifiedFrom | undefined; head: string | undefined },
  visit: (entry: HashedRecord, path: string) => void,
): Promise<ChainBreak[]> {
  const out = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const counter = new Int32Array(out);
  const data: VerifierData = { role: "ledger-verifier", root, from, head, out };
  const worker = new Worker(entry, {
    workerData: data,
    resourceLimits: { maxYoungGenerationSizeMb: VERIFIER_YOUNG_GENERATION_MB },
  });
  return new Promise<ChainBreak[]>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
      void worker.terminate();
    };
    worker.on("message", (message: VerifierMessage) => {
      if (settled) return;
      try {
        if (message.kind === "records") {
          judgeBatch(message, visit);
          Atomics.sub(counter, 0, 1);
          Atomics.notify(counter, 0);
        } else if (message.kind === "done") settle(() => resolve(message.breaks));
        else
          settle(() => reject(Object.assign(new Error(message.message), { code: message.code })));
      } catch (error) {
        settle(() => reject(error as Error));
      }
    });
    worker.on("error", (error) => settle(() => reject(error)));
    // Node emits every message a worker sent before its 'exit': an exit not yet settled is a
    // thread that stopped before it said what it found.
    worker.on("exit", (code) =>
      settle(() =>
        reject(new Error(`the ledger's verification thread stopped (exit code ${code})`)),
      ),
    );
  });
}

/** Each record of a batch, parsed from its verified bytes, to `visit`. */
function judgeBatch(batch: RecordsMessage, visit: (entry: HashedRecord, path: string) => void) {
  let start = 0;
  for (const { path, sha256, end } of batch.records) {
    const record = parseVerifiedRecord(new Uint8Array(batch.bytes, start, end - start));
    visit({ record, sha256 }, path);
    start = end;
  }
}

/** The verification thread: verifies the ledger its data names, and says what it found. */
export async function runLedgerVerifier(): Promise<void> {
  const { root, from, head, out } = workerData as VerifierData;
  const port = parentPort;
  // A worker always has its parent's port.
  if (port === null) throw new Error("runLedgerVerifier runs in a verification thread only");
  const counter = new Int32Array(out);
  const post = (message: VerifierMessage, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  let batch: { bytes: Uint8Array; path: string; sha256: string }[] = [];
  const send = () => {
    if (batch.length === 0) return;
    // Wait while BATCHES_OUT are on their way: the judging thread takes them in order.
    for (let sent = Atomics.load(counter, 0); sent >= BATCHES_OUT; sent = Atomics.load(counter, 0))
      Atomics.wait(counter, 0, sent);
    Atomics.add(counter, 0, 1);
    const bytes = new Uint8Array(batch.reduce((size, record) => size + record.bytes.length, 0));
    const records: RecordsMessage["records"] = [];
    let end = 0;
    for (const record of batch) {
      bytes.set(record.bytes, end);
      end += record.bytes.length;
      records.push({ path: record.path, sha256: record.sha256, end });
    }
    post({ kind: "records", bytes: bytes.buffer, records }, [bytes.buffer]);
    batch = [];
  };
  try {
    const paths = await walkLedgerDirectory(root, "--dir");
    // The SHA-256 LedgerChecker hashed the file it was given with, told as it checks it.
    let hashed = "";
    const checker = checkerOf(from, ({ sha256 }) => (hashed = sha256), head);
    visitLedgerFiles(root, pathsOf(paths, from), (file) => {
      if (checker.add(file) === undefined) return;
      batch.push({ bytes: file.bytes, path: file.path, sha256: hashed });
      if (batch.length === BATCH_RECORDS) send();
    });
    send();
    post({ kind: "done", breaks: checker.result().breaks });
  } catch (error) {
    send();
    const { message, code } = error as NodeJS.ErrnoException;
    post({ kind: "failed", message, code });
  }
}
