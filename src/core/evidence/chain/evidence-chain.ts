// The chain check of the evidence ledger: every file is a valid record filed where its content
// says, and each workspace's records, in file-name (time) order, count 1, 2, 3... with each naming
// the SHA-256 of the exact bytes of the one before. The first break of each workspace is reported
// with its file and what it means: a record deleted, edited, reordered, or not a record at all.
import { compareCodePoints } from "../../shared/names.ts";
import { type EvidenceRecord } from "../records/evidence-record.ts";
import { type ChainHead, isRecordPathOf, recordPath } from "./record-files.ts";
import { sha256Hex } from "../../shared/sha256.ts";
import { parseRecordValue } from "../records/record-file-schema.ts";
import { jsonPath } from "../../plan/saved/plan-schema.ts";

export interface LedgerFile {
  /** Relative to the ledger's root, with "/": records/<workspace>/<YYYY>/<MM>/<name>.json. */
  path: string;
  bytes: Uint8Array;
}

type BreakKind =
  "invalid" | "misplaced" | "deleted" | "edited" | "reordered" | "future-dated" | "in-force";

export interface ChainBreak {
  kind: BreakKind;
  /** The file where the break shows. */
  file: string;
  message: string;
}

/** A break as every command lists it: "FILE: MESSAGE". */
export function breakLine(found: ChainBreak): string {
  return `${found.file}: ${found.message}`;
}

const MAX_REPORTED_ISSUES = 3;

/**
 * One decoder for every record file, made once rather than per file: `evidence verify` decodes
 * each of a ledger's files in its readers (issue 99). Without `stream`, each decode starts afresh,
 * so sharing it carries nothing from one file to the next.
 */
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
/** As STRICT_UTF8, for bytes already found valid (parseVerifiedRecord). */
const UTF8 = new TextDecoder("utf-8");

/** Parses and checks one file: the record, or the reason it is not one. */
export function parseRecordFile(file: LedgerFile): EvidenceRecord | ChainBreak {
  const invalid = (why: string): ChainBreak => ({
    kind: "invalid",
    file: file.path,
    message: `${file.path} is not a valid evidence record: ${why}`,
  });
  let value: unknown;
  try {
    value = JSON.parse(STRICT_UTF8.decode(file.bytes));
  } catch (error) {
    return invalid(`not UTF-8 JSON (${(error as Error).message})`);
  }
  const parsed = parseRecordValue(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, MAX_REPORTED_ISSUES);
    return invalid(
      issues.map((issue) => `at ${jsonPath(issue.path)}: ${issue.message}`).join("; "),
    );
  }
  return placed(parsed.data, file.path);
}

/** `record` read at `path`, or the break of a record that belongs elsewhere. */
function placed(record: EvidenceRecord, path: string): EvidenceRecord | ChainBreak {
  const expected = recordPath(record);
  if (expected !== path) {
    return {
      kind: "misplaced",
      file: path,
      message: `${path} holds the record that belongs at ${expected} (workspace, time, kind and run): a record was renamed or moved`,
    };
  }
  return record;
}

/**
 * parseRecordFile of a file whose bytes this build found valid before (a verified head lists
 * their SHA-256, verified-head.ts): parsed, not held to the schema again, and still filed where
 * its content says.
 */
export function parseKnownRecordFile(file: LedgerFile): EvidenceRecord | ChainBreak {
  return placed(parseVerifiedRecord(file.bytes), file.path);
}

/**
 * The record in bytes that parseRecordFile accepted before (the caller compared their SHA-256 with
 * the one the record verified with): parsed, not checked again. The record schemas transform
 * nothing (strict objects, no defaults, no coercion), so the value they accepted is the parsed
 * JSON itself; a test holds them to that.
 */
export function parseVerifiedRecord(bytes: Uint8Array): EvidenceRecord {
  return JSON.parse(UTF8.decode(bytes)) as EvidenceRecord;
}

/** `path` holds `sequence` where `expected` belongs, and `misfiled` (later in name order) holds `expected`. */
export function reorderedBreak(
  path: string,
  sequence: number,
  expected: number,
  misfiled: string,
): ChainBreak {
  return {
    kind: "reordered",
    file: path,
    message: `${path} has sequence ${sequence} where sequence ${expected} belongs, and ${misfiled} has sequence ${expected}: records were reordered`,
  };
}

/** `path` holds `sequence` where `expected` belongs, and no record holds `expected`. */
export function deletedBreak(
  path: string,
  sequence: number,
  expected: number,
  previous: string | undefined,
): ChainBreak {
  const after = previous ?? "the start of the chain";
  return {
    kind: "deleted",
    file: path,
    message: `${path} has sequence ${sequence}, but the record before it is ${after}: record ${expected}${sequence > expected + 1 ? `-${sequence - 1}` : ""} was deleted`,
  };
}

/** `path` names `recorded` as its predecessor's SHA-256, which `previous` (if any) does not have. */
export function editedBreak(
  path: string,
  recorded: string | null,
  previous: { path: string; sha256: string } | undefined,
): ChainBreak {
  return {
    kind: "edited",
    file: previous?.path ?? path,
    message:
      previous === undefined
        ? `${path} is sequence 1 but names a previous record (previous_sha256 ${recorded}): the chain's start was edited`
        : `${previous.path} has SHA-256 ${previous.sha256}, but ${path} recorded ${recorded} for it: ${previous.path} was edited after ${path} was written`,
  };
}

/** What the chain needs of one record: where it is, its place, its link and its own hash. */
export interface ChainLink {
  path: string;
  sequence: number;
  previous_sha256: string | null;
  /** Hex SHA-256 of the file's exact bytes. */
  sha256: string;
}

/** One workspace's chain as checked so far. */
export interface ChainState {
  /** The sequence the next record must have. */
  readonly next: number;
  /** The last record that kept the chain: what the next one must name. */
  readonly head: { readonly path: string; readonly sha256: string } | undefined;
  /** The first break, once it is known. */
  readonly broken: ChainBreak | undefined;
  /**
   * The first record out of sequence, while it is unknown whether a later record holds the
   * sequence it should have had (then records were reordered) or none does (then deleted).
   */
  readonly outOfSequence:
    | { readonly path: string; readonly sequence: number; readonly after: string | undefined }
    | undefined;
}

/** A workspace's chain before its first record. */
export const CHAIN_START: ChainState = {
  next: 1,
  head: undefined,
  broken: undefined,
  outOfSequence: undefined,
};

/** `state` after `link`, the workspace's next record in name order. */
export function advanceChain(state: ChainState, link: ChainLink): ChainState {
  if (state.broken !== undefined) return state;
  const pending = state.outOfSequence;
  if (pending !== undefined) {
    if (link.sequence !== state.next) return state;
    const broken = reorderedBreak(pending.path, pending.sequence, state.next, link.path);
    return { ...state, broken, outOfSequence: undefined };
  }
  if (link.sequence !== state.next) {
    const outOfSequence = { path: link.path, sequence: link.sequence, after: state.head?.path };
    return { ...state, outOfSequence };
  }
  if (link.previous_sha256 !== (state.head?.sha256 ?? null))
    return { ...state, broken: editedBreak(link.path, link.previous_sha256, state.head) };
  return { ...state, next: state.next + 1, head: { path: link.path, sha256: link.sha256 } };
}

/** The first break of a chain whose every record was given to advanceChain. */
export function chainBreak(state: ChainState): ChainBreak | undefined {
  const pending = state.outOfSequence;
  if (pending === undefined) return state.broken;
  return deletedBreak(pending.path, pending.sequence, state.next, pending.after);
}

/** How far ahead of the writer's clock a record may be stamped: clocks of runners differ a little. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Checks the head of a workspace's chain before a record is appended to it: the head is a valid
 * record filed where it belongs, links to `previous` (its predecessor, undefined when the head is
 * the first record), and is not stamped in the future. A future-dated head would push every later
 * record's time (each is stamped after its predecessor) past the real one.
 */
export function headBreak(
  head: LedgerFile,
  previous: LedgerFile | undefined,
  now: Date,
): ChainBreak | undefined {
  const before = previous === undefined ? undefined : parseRecordFile(previous);
  if (before !== undefined && "message" in before) return before;
  const headRecord = parseRecordFile(head);
  if ("message" in headRecord) return headRecord;
  // Without a predecessor the head must be sequence 1; with one, the chain is taken up from it
  // (its own link cannot be checked here: its predecessor is not read).
  const from: ChainState =
    previous === undefined || before === undefined
      ? CHAIN_START
      : {
          ...CHAIN_START,
          next: before.sequence + 1,
          head: { path: previous.path, sha256: sha256Hex(previous.bytes) },
        };
  const broken = chainBreak(
    advanceChain(from, {
      path: head.path,
      sequence: headRecord.sequence,
      previous_sha256: headRecord.previous_sha256,
      sha256: sha256Hex(head.bytes),
    }),
  );
  if (broken !== undefined) return broken;
  if (Date.parse(headRecord.recorded_at) > now.getTime() + MAX_CLOCK_SKEW_MS) {
    return {
      kind: "future-dated",
      file: head.path,
      message: `${head.path} is recorded at ${headRecord.recorded_at}, more than 5 minutes after this run's clock (${now.toISOString()}): a record from the future was added or a runner's clock is wrong`,
    };
  }
  return undefined;
}

/**
 * The head of `workspace`'s chain among the files of a checkout, checked as the Action's writer
 * checks it before appending (headBreak): only record-shaped paths count, the last in name order
 * is the head. `head` is undefined for a workspace without records.
 */
export function checkedHead(
  files: readonly LedgerFile[],
  workspace: string,
  now: Date,
): { head: ChainHead | undefined } | { broken: ChainBreak } {
  const chain = files
    .filter((file) => isRecordPathOf(file.path, workspace))
    .sort((a, b) => compareCodePoints(a.path, b.path));
  const head = chain.at(-1);
  if (head === undefined) return { head: undefined };
  const broken = headBreak(head, chain.at(-2), now);
  if (broken !== undefined) return { broken };
  const record = JSON.parse(new TextDecoder().decode(head.bytes)) as EvidenceRecord;
  return { head: { record, bytes: head.bytes } };
}
