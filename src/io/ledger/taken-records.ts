// The records verify's readers hand SignaturesRead (ledger-writer-proofs.ts), one workspace's in
// chain order, held until the workspace is judged.
import { createHash, type Hash } from "node:crypto";
import type { SignedRecord } from "../../core/evidence/chain/keys-in-force.ts";
import { SIGNATURE_NOT_KEPT } from "../../core/evidence/chain/writer-proof.ts";
import type { InForce } from "../../core/evidence/records/evidence-record.ts";
import { DigestColumn } from "../../core/shared/sha256.ts";

/** A record's bits in TakenRecords: its facts' booleans, and whether an operator sealed it. */
const CARRIES = 1;
const CLI = 2;
const OPERATOR = 4;
/** Its proof is the key that verified it ahead, not its signature file's text. */
const VERIFIED_AHEAD = 8;

/**
 * One workspace's records as SignaturesRead took them, in chain order, in columns, given back as
 * SignedRecords when the workspace is judged: at 100,000 signed records, held as objects (an entry,
 * its facts, its digest in hex), they were 31 MB of `evidence handover`'s judging heap when its
 * reading ended, the most any one holder held then (issue 99). A digest is held as its 32 bytes,
 * the booleans as bits, an accepted merge's pointer by its index (most records put nothing in
 * force), and the strings records repeat once: the key that verified a signature (the caller's
 * copy), the commit a record was judged at where the one before it named it too. Their paths
 * are held as a digest of them in order (not the paths, which the listing holds already), for
 * entriesAt to ask whether they are those judged.
 */
export class TakenRecords {
  readonly #paths = new PathsDigest();
  readonly #sequences: number[] = [];
  readonly #digests = new DigestColumn();
  #bits = new Uint8Array(1024);
  readonly #judgedAt: (string | undefined)[] = [];
  /** A signature file's text (undefined: none), or the key that verified it (VERIFIED_AHEAD). */
  readonly #proofs: (string | undefined)[] = [];
  readonly #puts = new Map<number, InForce>();

  /**
   * The next record, at `path`: verified ahead by the key `verifiedBy` names, or not checked
   * ahead.
   */
  push(
    path: string,
    {
      facts,
      sequence,
      sha256,
      operator,
      signature,
      verifiedBy,
    }: SignedRecord & { verifiedBy?: string },
  ): void {
    this.#paths.add(path);
    const index = this.#sequences.length;
    if (index === this.#bits.length) {
      const grown = new Uint8Array(2 * index);
      grown.set(this.#bits);
      this.#bits = grown;
    }
    const ahead = verifiedBy !== undefined;
    this.#bits[index] =
      (facts.carries ? CARRIES : 0) |
      (facts.cli ? CLI : 0) |
      (operator === true ? OPERATOR : 0) |
      (ahead ? VERIFIED_AHEAD : 0);
    this.#sequences.push(sequence);
    this.#digests.set(index, sha256);
    // A drift check with nothing merged since the one before names its commit: one string held.
    const before = this.#judgedAt.at(-1);
    this.#judgedAt.push(facts.judgedAt === before ? before : facts.judgedAt);
    this.#proofs.push(ahead ? verifiedBy : signature);
    if (facts.puts !== null) this.#puts.set(index, facts.puts);
  }

  /** Each record's SHA-256 in chain order, end to end in hex (a verified head's records_sha256). */
  digestsHex(): string {
    return this.#digests.hex(this.#sequences.length);
  }

  /**
   * Each record as it was pushed, when `listed` digests the paths pushed, in order (asked once,
   * after the last record); undefined when it does not. Each is made as it is walked to: a
   * workspace's 30,000, held at once, were 7 MB of `evidence handover`'s heap at its peak, each
   * workspace's in turn (issue 99).
   */
  entriesAt(listed: PathsDigest): Iterable<SignedRecord> | undefined {
    const same =
      listed.count === this.#sequences.length && listed.digest() === this.#paths.digest();
    return same ? { [Symbol.iterator]: () => this.#entries() } : undefined;
  }

  *#entries(): Generator<SignedRecord> {
    for (const [index, sequence] of this.#sequences.entries()) {
      const bits = this.#bits[index] ?? 0;
      const proof = this.#proofs[index];
      yield {
        facts: {
          puts: this.#puts.get(index) ?? null,
          carries: (bits & CARRIES) !== 0,
          cli: (bits & CLI) !== 0,
          judgedAt: this.#judgedAt[index],
        },
        sequence,
        sha256: this.#digests.get(index),
        operator: (bits & OPERATOR) !== 0,
        ...((bits & VERIFIED_AHEAD) === 0
          ? { signature: proof }
          : { signature: SIGNATURE_NOT_KEPT, verifiedBy: proof }),
      };
    }
  }
}

/**
 * A workspace's record paths in order, as one SHA-256 and how many: what TakenRecords took, and
 * what the listing names, compared without holding either's paths.
 */
export class PathsDigest {
  readonly #hash: Hash = createHash("sha256");
  #count = 0;

  add(path: string): void {
    // NUL, which no path holds, ends each.
    this.#hash.update(`${path}\0`);
    this.#count++;
  }

  get count(): number {
    return this.#count;
  }

  /** The digest of the paths added so far; more may be added after. */
  digest(): string {
    return this.#hash.copy().digest("hex");
  }
}
