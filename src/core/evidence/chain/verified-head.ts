// The verified head `evidence verify --ledger-declaration --repository` leaves for the auditor's
// later commands (`obligations`, `evidence populations`, `evidence report`): verify once, judge
// many, as a Certificate Transparency monitor keeps the tree head it verified and checks only what
// was appended since. The head says which record of each workspace verify reached with every
// record through it signed by a key of the cip-ledger.yaml in force before it, and binds that to
// what the verdict rested on: the tool that judged (its version), the declaration given (the
// SHA-256 of --ledger-declaration's text), and the declarations read from --repository (each
// commit read and the SHA-256 of its cip-ledger.yaml, with one digest over them). A later command
// re-hashes the whole chain as it always does, so a record changed before the head breaks the
// chain or the head's own SHA-256; checks with the head only that nothing it binds differs; and
// checks every record after it exactly as verify would, resuming the keys-in-force walk from the
// state the head holds (in force, the genesis, the first signed record). Anything that differs
// refuses the head, with why, and every signature is checked again (fail closed).
//
// Not a ledger checkpoint (core/checkpoint/): a checkpoint is the writer's fold kept inside the
// ledger, vouched for by its record and its commit; the head is the auditor's own note of a check
// made on their machine, outside the ledger, which nothing in the ledger vouches for. Pure.
import { z } from "zod";
import type { InForce } from "../records/evidence-record.ts";
import { createHash } from "node:crypto";
import { sha256Hex } from "../../shared/sha256.ts";

/** The head file's format: a head of another format is refused, never read. */
export const VERIFIED_HEAD_FORMAT = 1;

/** The file name suffix of the default head beside --dir: `<dir>.verified-head.json`. */
export const VERIFIED_HEAD_SUFFIX = ".verified-head.json";

/** Each commit whose cip-ledger.yaml verify read, with its text's SHA-256 (null: none there). */
export interface DeclarationRead {
  commit: string;
  sha256: string | null;
}

/** One workspace as verify left it: its last record, and the keys-in-force walk after it. */
export interface WorkspaceHead {
  workspace: string;
  /** The last record's path (records/...), sequence and file SHA-256. */
  path: string;
  sequence: number;
  sha256: string;
  /** How many records of the workspace there are through it. */
  records: number;
  /** What was in force after it (null: no accepted merge yet). */
  in_force: InForce | null;
  /** The commit the workspace's first records were judged at, when one had been read; else null. */
  genesis: string | null;
  /** The sequence of its first record with a signature file; null: none yet. */
  first_signed: number | null;
  /**
   * signedRecordsDigest of its records through it that have a signature file: which records were
   * found signed (their signature files' contents are not read again).
   */
  signed_sha256: string;
  /**
   * The SHA-256 of each of its records through it, in chain order, end to end (64 hex digits
   * each): bytes that hash to one are bytes this build found to be a valid record, which a later
   * reading chains again but does not hold to the schema again (trustedRecordsOf).
   */
  records_sha256: string;
}

/**
 * A workspace's head as a reading resumes from it: without its records' SHA-256, which the
 * verification thread reads from the file for itself (trustedRecordsOf), and which (6.4 MB at
 * 100,000 records) would otherwise stay on the judging thread's heap while the signatures after
 * it are checked, at its peak.
 */
export type ResumedHead = Omit<WorkspaceHead, "records_sha256">;

export interface VerifiedHead {
  format: typeof VERIFIED_HEAD_FORMAT;
  /** The build that verified (TOOL_VERSION): another build's head is refused. */
  tool_version: string;
  verified_at: string;
  /** Every record of the ledger through the heads (the sum of the workspaces'). */
  records: number;
  workspaces: WorkspaceHead[];
  declaration: {
    /** SHA-256 of --ledger-declaration's text. */
    sha256: string;
    /** declarationHistoryDigest of `read`. */
    history_sha256: string;
    read: DeclarationRead[];
  };
}

const SHA256 = /^[0-9a-f]{64}$/;
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

const headSchema = z.strictObject({
  format: z.literal(VERIFIED_HEAD_FORMAT),
  tool_version: z.string().min(1),
  verified_at: z.string(),
  records: z.int().nonnegative(),
  workspaces: z.array(
    z.strictObject({
      workspace: z.string().min(1),
      path: z.string().startsWith("records/"),
      sequence: z.int().positive(),
      sha256: z.string().regex(SHA256),
      records: z.int().positive(),
      in_force: z.strictObject({ sequence: z.int().positive(), commit: z.string() }).nullable(),
      genesis: z.string().nullable(),
      first_signed: z.int().positive().nullable(),
      signed_sha256: z.string().regex(SHA256),
      records_sha256: z.string().regex(/^[0-9a-f]*$/),
    }),
  ),
  declaration: z.strictObject({
    sha256: z.string().regex(SHA256),
    history_sha256: z.string().regex(SHA256),
    read: z.array(
      z.strictObject({
        commit: z.string().regex(COMMIT),
        sha256: z.string().regex(SHA256).nullable(),
      }),
    ),
  }),
});

/** One digest over the declarations read, whatever the order they were read in. */
export function declarationHistoryDigest(read: readonly DeclarationRead[]): string {
  const lines = read.map(({ commit, sha256 }) => `${commit} ${sha256 ?? "none"}\n`).sort();
  return sha256Hex(Buffer.from(`cip-sync declarations read v1\n${lines.join("")}`));
}

/**
 * One digest over the paths of the records that have a signature file beside them, in order: fed
 * a path at a time as the ledger's listing goes by, where the text of a workspace's 30,000 paths
 * (2 MB, and its bytes again), then the paths themselves, stood on the heap of a reading at its
 * peak, beside every record's state.
 */
export class SignedRecordsDigest {
  readonly #hash = createHash("sha256").update("cip-sync signed records v1\n");

  add(path: string): void {
    this.#hash.update(`${path}\n`);
  }

  digest(): string {
    return this.#hash.digest("hex");
  }
}

/** How JSON writes a workspace's records_sha256 when it is empty (verifiedHeadParts). */
const NO_RECORDS_SHA256 = '"records_sha256": ""';

/**
 * The head's file text (JSON indented by 2, and a newline) in parts, for a file written a part at
 * a time: each workspace's records_sha256 (64 hex digits a record, 2 MB for 30,000) a part of its
 * own, the rest as JSON writes the head without them. Written whole, the text and its bytes stood
 * on the heap of a reading at its peak, beside every record's state (issue 99). Only a key's
 * quotes are bare in JSON's text, so the n-th match of NO_RECORDS_SHA256 is the n-th workspace's.
 */
export function* verifiedHeadParts(head: VerifiedHead): Generator<string> {
  const without = head.workspaces.map((workspace) => ({ ...workspace, records_sha256: "" }));
  const text = JSON.stringify({ ...head, workspaces: without }, null, 2);
  let at = 0;
  for (const { records_sha256 } of head.workspaces) {
    // Between the field's quotes.
    const value = text.indexOf(NO_RECORDS_SHA256, at) + NO_RECORDS_SHA256.length - 1;
    yield text.slice(at, value);
    // Hex digits, which JSON writes as they are (parseVerifiedHead refuses any other).
    yield records_sha256;
    at = value;
  }
  yield `${text.slice(at)}\n`;
}

/** The head `text` holds; why it holds none this version reads, worded to follow "it". */
export function parseVerifiedHead(text: string): VerifiedHead | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: "is not JSON" };
  }
  const format = (value as { format?: unknown } | null)?.format;
  if (format !== VERIFIED_HEAD_FORMAT)
    return {
      problem: `is of format ${String(format)}, and this version reads format ${VERIFIED_HEAD_FORMAT}`,
    };
  const parsed = headSchema.safeParse(value);
  if (!parsed.success) return { problem: "is not a verified head this version reads" };
  const head = parsed.data as VerifiedHead;
  if (declarationHistoryDigest(head.declaration.read) !== head.declaration.history_sha256)
    return { problem: "holds a digest of the declarations read that is not theirs" };
  if (head.workspaces.reduce((sum, { records }) => sum + records, 0) !== head.records)
    return { problem: "counts other records than its workspaces' heads" };
  if (head.workspaces.some((at) => at.records_sha256.length !== at.records * 64))
    return { problem: "holds another number of records' SHA-256 than it counts" };
  return head;
}

/**
 * Whether a record file's SHA-256 is one of those `head` lists: undefined when `head` is none this
 * build reads or another build verified (then every record is held to the schema again). The
 * schema's verdict on a file is its bytes' and the build's alone, so whatever else the head binds
 * (the declaration, the repository) is not asked here.
 */
export function trustedRecordsOf(
  text: string,
  toolVersion: string,
): ((sha256: string) => boolean) | undefined {
  const head = parseVerifiedHead(text);
  if ("problem" in head || head.tool_version !== toolVersion) return undefined;
  const verified = new DigestSet(head.workspaces.map(({ records_sha256: hashes }) => hashes));
  return (sha256) => verified.has(sha256);
}

/**
 * SHA-256 digests held as their 32 bytes each, end to end in one buffer, and found by an
 * open-addressed table of their first four bytes (uniform, as a digest's are): at 100,000 records
 * 4 MB, where a set of their hex strings (each a slice of the head's text, which it kept whole)
 * held some 12 MB through a judging command's whole reading. Given and asked as lowercase hex (the
 * head's are checked to be: parseVerifiedHead), so a digest is found exactly when its text is.
 */
class DigestSet {
  readonly #digests: Buffer;
  /** Each slot: a digest's index plus one, or 0 where empty; at most half full. */
  readonly #slots: Uint32Array;
  readonly #mask: number;

  /** `hexes`: digests end to end, 64 hex digits each. */
  constructor(hexes: readonly string[]) {
    this.#digests = Buffer.from(hexes.join(""), "hex");
    const count = this.#digests.length / 32;
    let size = 2;
    while (size < count * 2) size *= 2;
    this.#slots = new Uint32Array(size);
    this.#mask = size - 1;
    for (let index = 0; index < count; index++) {
      let slot = this.#digests.readUInt32BE(index * 32) & this.#mask;
      while (this.#slots[slot] !== 0) slot = (slot + 1) & this.#mask;
      this.#slots[slot] = index + 1;
    }
  }

  has(sha256: string): boolean {
    const digest = Buffer.from(sha256, "hex");
    if (digest.length !== 32) return false;
    for (let slot = digest.readUInt32BE(0) & this.#mask; ; slot = (slot + 1) & this.#mask) {
      const entry = this.#slots[slot] ?? 0;
      if (entry === 0) return false;
      const at = (entry - 1) * 32;
      if (this.#digests.compare(digest, 0, 32, at, at + 32) === 0) return true;
    }
  }
}

/**
 * Why `head` does not bind this reading, before the ledger is read: another build, another
 * --ledger-declaration; undefined when neither differs.
 */
export function headBindingProblem(
  head: VerifiedHead,
  reading: { toolVersion: string; declarationSha256: string },
): string | undefined {
  if (head.tool_version !== reading.toolVersion)
    return `it was verified by cip-sync ${head.tool_version}, and this is ${reading.toolVersion}: a head binds the build that checked it`;
  if (head.declaration.sha256 !== reading.declarationSha256)
    return "it was verified with another --ledger-declaration (its text's SHA-256 differs)";
  return undefined;
}

/**
 * Why the declarations read from --repository now (`texts`, at the head's commits) are not those
 * the head was verified with; undefined when each is.
 */
export function declarationsReadProblem(
  head: VerifiedHead,
  texts: ReadonlyMap<string, string | undefined>,
): string | undefined {
  for (const { commit, sha256 } of head.declaration.read) {
    const text = texts.get(commit);
    const now = text === undefined ? null : sha256Hex(Buffer.from(text));
    if (now !== sha256)
      return `the cip-ledger.yaml --repository holds at commit ${commit} is not the one it was verified with (${sha256 === null ? "there was none" : `SHA-256 ${sha256}`}, now ${now === null ? "none" : `SHA-256 ${now}`})`;
  }
  return undefined;
}
