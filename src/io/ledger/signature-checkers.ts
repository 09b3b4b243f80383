// The writer's signatures checked on every core (`evidence verify --ledger-declaration`): Ed25519
// verification is most of the signature check's time (about 4,400 a second on one core), each
// signature checked on its own, so a pool of checker threads (one per core, four at most) verifies
// batches of them ahead and hands back each one's verdict (signatureVerdict: which key signed it),
// and the judge (writer-proof.ts, keys-in-force.ts) reads the verdicts in chain order, as it would
// have verified them: the same problem for the same first record. The checkers run the bin entry
// again (its URL is given), which sees their role in its workerData (ledger-thread-role.ts).
// `evidence verify`'s readers verify most signatures as they read them (ledger-readers.ts); the
// checkers get those left: a key the readers did not know yet, or a signature that is none.
//
// Memory stays bounded: a batch carries each signature's record hash and signature file's text
// only, and at most BATCHES_PER_CHECKER batches a checker are out at once.
import type { KeyObject } from "node:crypto";
import { parentPort } from "node:worker_threads";
import {
  KeyRing,
  keySpki,
  type SignedEntry,
  signatureVerdict,
} from "../../core/evidence/chain/writer-proof.ts";
import { itemOrThrow } from "../../core/shared/collections.ts";
import { BatchWorkers } from "./batch-workers.ts";
import { readersFor } from "./ledger-readers.ts";
import type { SignatureCheckerRole } from "./ledger-thread-role.ts";

/** Signatures per batch: enough that a message's cost is small beside verifying them. */
const BATCH_SIGNATURES = 256;
/**
 * Fewer signatures than this are left to the judge's own thread: each checker is an isolate that
 * loads the bundle, about half a second, after which two check about 8,800 a second where the
 * judge checks 4,400, so below about 4,400 the judge is done first. The readers leave a few
 * hundred when a rotation's key becomes known (the batches they had in hand: 387 at 100,000
 * signed records), and more when reading the declaration that names it waits on a busy machine:
 * past 2,048 two checkers were started at the end of `evidence handover`'s reading, its peak, and
 * raised it by 20 MB (issue 99).
 */
export const IN_THREAD_SIGNATURES = 16 * BATCH_SIGNATURES;
/** Batches sent and not yet answered, per checker: each has the next one while its last is read. */
const BATCHES_PER_CHECKER = 4;

/** A batch to verify: the keys to try (keySpki), and each signature's record hash and file text. */
interface VerifyRequest {
  batch: number;
  keys: string[];
  signatures: { sha256: string; text: string }[];
}

/** Each signature's verdict, in the request's order. */
interface VerifyResult {
  batch: number;
  verdicts: (string | null)[];
}

/** The checker threads of one reading; close them when it is done. */
export class SignatureCheckers {
  readonly #entry: URL;
  readonly #count: number;
  /** Started with the first batch: each loads the bundle, which costs more than a few signatures. */
  #checkers: BatchWorkers<VerifyRequest, VerifyResult> | undefined;
  #sent = 0;

  /**
   * Checkers started from `entry` (the bin entry's URL), one per core, four at most; undefined
   * without an entry (a command run in process) or on one core: the judge then verifies in its
   * own thread.
   */
  static start(entry: URL | undefined, cores: number): SignatureCheckers | undefined {
    const count = readersFor(cores);
    return entry === undefined || count === 0 ? undefined : new SignatureCheckers(entry, count);
  }

  private constructor(entry: URL, count: number) {
    this.#entry = entry;
    this.#count = count;
  }

  /** The checker threads, started the first time they are asked for. */
  #started(): BatchWorkers<VerifyRequest, VerifyResult> {
    const role: SignatureCheckerRole = { role: "signature-checker" };
    this.#checkers ??= new BatchWorkers(
      this.#entry,
      this.#count,
      { workerData: role },
      "a signature checker",
    );
    return this.#checkers;
  }

  /**
   * `entries` with the verdict of each signature file (SignedEntry.verifiedBy) over `keys`, every
   * key the judge may ask of them; an entry without one is as it was. Walked as `entries` is, once
   * here and once each time the result is: a workspace's 30,000 entries, held whole, stood on the
   * heap of `evidence handover` at its peak (issue 99).
   */
  async verifyAhead<Entry extends SignedEntry>(
    entries: Iterable<Entry>,
    keys: readonly KeyObject[],
  ): Promise<Iterable<Entry>> {
    const spkis = [...new Set(keys.map(keySpki))];
    // A signature verified as it was read (ledger-readers.ts) keeps its verdict: no other key
    // verifies it (signatureVerdict with "the named key").
    const signed: { index: number; sha256: string; text: string }[] = [];
    let index = 0;
    for (const entry of entries) {
      if (entry.signature !== undefined && entry.verifiedBy === undefined)
        signed.push({ index, sha256: entry.sha256, text: entry.signature });
      index++;
    }
    if (signed.length < IN_THREAD_SIGNATURES) return entries;
    const verdicts = new Map<number, string | null>();
    const answers: { answer: Promise<VerifyResult>; from: number }[] = [];
    let next = 0;
    const send = () => {
      if (next >= signed.length) return false;
      const part = signed.slice(next, next + BATCH_SIGNATURES);
      answers.push({ answer: this.#post(spkis, part), from: next });
      next += part.length;
      return true;
    };
    while (answers.length < this.#count * BATCHES_PER_CHECKER && send());
    for (let taken = 0; taken < answers.length; taken++) {
      const { answer, from } = itemOrThrow(answers, taken, "the batches sent");
      const { verdicts: answered } = await answer;
      send();
      answered.forEach((verdict, offset) => {
        verdicts.set(itemOrThrow(signed, from + offset, "the signatures sent").index, verdict);
      });
    }
    return {
      *[Symbol.iterator]() {
        let at = 0;
        for (const entry of entries) {
          // A verdict of null (no key verified it) is one too.
          const verdict = verdicts.get(at++);
          yield verdict === undefined ? entry : { ...entry, verifiedBy: verdict };
        }
      },
    };
  }

  /** Sends one batch to the next checker in turn; its answer. */
  #post(keys: string[], part: readonly { sha256: string; text: string }[]): Promise<VerifyResult> {
    const signatures = part.map(({ sha256, text }) => ({ sha256, text }));
    return this.#started().ask({ batch: this.#sent++, keys, signatures });
  }

  async close(): Promise<void> {
    await this.#checkers?.close();
  }
}

/** A checker: answers each batch it is sent with each signature's verdict. */
export function serveSignatureChecks(): void {
  // A worker always has its parent's port.
  const port = parentPort;
  if (port === null) throw new Error("serveSignatureChecks runs in a checker thread only");
  const keys = new KeyRing();
  port.on("message", ({ batch, keys: spkis, signatures }: VerifyRequest) => {
    const tried = keys.of(spkis);
    const verdicts = signatures.map(({ sha256, text }) => signatureVerdict(tried, sha256, text));
    port.postMessage({ batch, verdicts } satisfies VerifyResult);
  });
}
