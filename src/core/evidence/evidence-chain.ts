// The chain check of the evidence ledger: every file is a valid record filed where its content
// says, and each workspace's records, in file-name (time) order, count 1, 2, 3... with each naming
// the SHA-256 of the exact bytes of the one before. The first break of each workspace is reported
// with its file and what it means: a record deleted, edited, reordered, or not a record at all.
import { compareCodePoints } from "../shared/names.ts";
import {
  type ChainHead,
  type EvidenceRecord,
  isRecordPathOf,
  recordPath,
  workspaceOfPath,
} from "./evidence-record.ts";
import { sha256Hex } from "../shared/sha256.ts";
import { evidenceRecordSchema } from "./evidence-schema.ts";
import { jsonPath } from "../plan/plan-schema.ts";

export interface LedgerFile {
  /** Relative to the ledger's root, with "/": records/<workspace>/<YYYY>/<MM>/<name>.json. */
  path: string;
  bytes: Uint8Array;
}

type BreakKind = "invalid" | "misplaced" | "deleted" | "edited" | "reordered" | "future-dated";

export interface ChainBreak {
  kind: BreakKind;
  /** The file where the break shows. */
  file: string;
  message: string;
}

interface VerifiedRecord {
  path: string;
  record: EvidenceRecord;
  /** Hex SHA-256 of the file's exact bytes: what its successor and its timestamp token name. */
  sha256: string;
}

export interface LedgerVerification {
  /** Valid records in chain order, workspace by workspace (also when a chain is broken). */
  records: VerifiedRecord[];
  workspaces: string[];
  /** At most one per workspace (its first), plus every file that is not a valid record. */
  breaks: ChainBreak[];
}

const MAX_REPORTED_ISSUES = 3;

/** Parses and checks one file: the record, or the reason it is not one. */
export function parseRecordFile(file: LedgerFile): EvidenceRecord | ChainBreak {
  const invalid = (why: string): ChainBreak => ({
    kind: "invalid",
    file: file.path,
    message: `${file.path} is not a valid evidence record: ${why}`,
  });
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(file.bytes));
  } catch (error) {
    return invalid(`not UTF-8 JSON (${(error as Error).message})`);
  }
  const parsed = evidenceRecordSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, MAX_REPORTED_ISSUES);
    return invalid(
      issues.map((issue) => `at ${jsonPath(issue.path)}: ${issue.message}`).join("; "),
    );
  }
  const record = parsed.data;
  const expected = recordPath(record);
  if (expected !== file.path) {
    return {
      kind: "misplaced",
      file: file.path,
      message: `${file.path} holds the record that belongs at ${expected} (workspace, time, kind and run): a record was renamed or moved`,
    };
  }
  return record;
}

/**
 * Checks every file of a ledger held in memory, `files` in any order: the whole-ledger form of the
 * check that LedgerChecker (chain-check.ts) makes file by file, and is held to by its tests.
 */
export function verifyLedger(files: readonly LedgerFile[]): LedgerVerification {
  const breaks: ChainBreak[] = [];
  const byWorkspace = new Map<
    string,
    { path: string; record: EvidenceRecord; bytes: Uint8Array }[]
  >();
  const sorted = [...files].sort((a, b) => compareCodePoints(a.path, b.path));
  for (const file of sorted) {
    const workspace = workspaceOfPath(file.path);
    if (workspace === undefined || !file.path.endsWith(".json")) continue;
    const parsed = parseRecordFile(file);
    if ("message" in parsed) {
      breaks.push(parsed);
      continue;
    }
    const chain = byWorkspace.get(workspace) ?? [];
    chain.push({ path: file.path, record: parsed, bytes: file.bytes });
    byWorkspace.set(workspace, chain);
  }
  const records: VerifiedRecord[] = [];
  for (const [, chain] of byWorkspace) {
    const first = firstBreak(chain);
    if (first !== undefined) breaks.push(first);
    for (const { path, record, bytes } of chain)
      records.push({ path, record, sha256: sha256Hex(bytes) });
  }
  return { records, workspaces: [...byWorkspace.keys()], breaks };
}

/** The first break of `chain`, a workspace's records from sequence `firstSequence` on. */
function firstBreak(
  chain: readonly { path: string; record: EvidenceRecord; bytes: Uint8Array }[],
  firstSequence = 1,
): ChainBreak | undefined {
  for (const [index, { path, record }] of chain.entries()) {
    const expected = firstSequence + index;
    const previous = chain[index - 1];
    if (record.sequence !== expected) {
      const misfiled = chain.find((entry) => entry.record.sequence === expected);
      return misfiled !== undefined
        ? reorderedBreak(path, record.sequence, expected, misfiled.path)
        : deletedBreak(path, record.sequence, expected, previous?.path);
    }
    // A chain read from its middle cannot check its first record's link: its predecessor is unread.
    if (previous === undefined && expected > 1) continue;
    const previousLink =
      previous === undefined
        ? undefined
        : { path: previous.path, sha256: sha256Hex(previous.bytes) };
    if (record.previous_sha256 !== (previousLink?.sha256 ?? null))
      return editedBreak(path, record.previous_sha256, previousLink);
  }
  return undefined;
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
  const links: { path: string; record: EvidenceRecord; bytes: Uint8Array }[] = [];
  for (const file of previous === undefined ? [head] : [previous, head]) {
    const parsed = parseRecordFile(file);
    if ("message" in parsed) return parsed;
    links.push({ path: file.path, record: parsed, bytes: file.bytes });
  }
  // Without a predecessor the head must be sequence 1; with one, the pair is checked from it on.
  const broken = firstBreak(links, previous === undefined ? 1 : links[0]!.record.sequence);
  if (broken !== undefined) return broken;
  const headRecord = links.at(-1)!.record;
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
