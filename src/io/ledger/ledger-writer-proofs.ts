// The writer's signatures of a checkout of the evidence branch, checked offline with the keys of a
// cip-ledger.yaml the auditor takes from the repository's default branch (`evidence verify
// --ledger-declaration`): in each workspace, every record from the first signed one on must be
// signed by one of them (core/evidence/chain/writer-proof.ts). The records are read again for it,
// a few at a time, so the check costs one more reading of the ledger, asked for only with the flag.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { KeyObject } from "node:crypto";
import {
  isCliRecordPath,
  isRecordPathOf,
  workspaceOfPath,
} from "../../core/evidence/chain/record-files.ts";
import {
  SIGNATURE_SUFFIX,
  recordSignatureProblem,
  type SignedEntry,
  writerProofProblem,
} from "../../core/evidence/chain/writer-proof.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import { mapBounded } from "./ledger-files.ts";

const READS_AT_ONCE = 16;

/** What the check found: a problem per workspace, and how many records carry a signature. */
export interface WriterProofs {
  problems: string[];
  signed: number;
}

/** The writer's signatures of the records under `dir` (`paths`: every file, in name order). */
export async function checkWriterProofs(
  dir: string,
  paths: readonly string[],
  keys: readonly KeyObject[],
): Promise<WriterProofs> {
  const listed = new Set(paths);
  const byWorkspace = new Map<string, string[]>();
  for (const path of paths) {
    const workspace = workspaceOfPath(path);
    if (workspace === undefined || !isRecordPathOf(path, workspace)) continue;
    byWorkspace.set(workspace, [...(byWorkspace.get(workspace) ?? []), path]);
  }
  const problems: string[] = [];
  let signed = 0;
  for (const [workspace, records] of byWorkspace) {
    const entries = await mapBounded(records, READS_AT_ONCE, (path) =>
      readSigned(dir, path, listed.has(`${path}${SIGNATURE_SUFFIX}`)),
    );
    signed += entries.filter((entry) => entry.signature !== undefined).length;
    const problem = writerProofProblem(entries, keys, workspace);
    if (problem !== undefined) problems.push(problem);
  }
  return { problems, signed };
}

/** Why the record at `path` is not signed by a key of `keys`; undefined when it is. */
export async function recordProofProblem(
  dir: string,
  path: string,
  keys: readonly KeyObject[],
): Promise<string | undefined> {
  const signed = await stat(join(dir, `${path}${SIGNATURE_SUFFIX}`)).catch(() => undefined);
  const entry = await readSigned(dir, path, signed !== undefined);
  return recordSignatureProblem(keys, entry.sha256, entry.signature);
}

/** The record at `path` as read, with its signature file's text when `signed` (it has one). */
async function readSigned(dir: string, path: string, signed: boolean): Promise<SignedEntry> {
  const bytes = await readFile(join(dir, path));
  const signature = signed
    ? await readFile(join(dir, `${path}${SIGNATURE_SUFFIX}`), "utf8")
    : undefined;
  const record = JSON.parse(bytes.toString("utf8")) as { sequence: number };
  const operator = isCliRecordPath(path);
  return { sequence: record.sequence, sha256: sha256Hex(bytes), signature, operator };
}
