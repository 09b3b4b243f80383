// Which keys may sign each record: those of the cip-ledger.yaml in force before it, never the one
// at the commit being judged. The declaration binds only as a fact in force, so the keys that
// verify record n are those at the commit in force after record n-1 (the last accepted merge's, or
// the ledger's genesis before any), as TUF verifies each root with the keys of the one before.
// A refused change that adds a key and is merged anyway cannot then sign the record that would
// put itself in force: that record is checked with the keys in force before it, which the refused
// change never touched. The one record checked with its own commit's declaration is the binding
// record: an accepted merge that adds cip-ledger.yaml where none was in force, signed by a key it
// declares (docs/ledger-writer.md, "Moving a ledger to the bound writer"). The declaration at the
// commit judged from is only compared with the one in force (ledger-authority-read.ts). Pure: the
// declarations at the commits `declarationCommits` names are read by the caller.
import type { KeyObject } from "node:crypto";
import type { EvidenceRecord, InForce } from "../records/evidence-record.ts";
import { foldInForce, isAccepted } from "../records/in-force/facts-in-force.ts";
import { notTheWritersRecord, recordSignatureProblem, type SignedEntry } from "./writer-proof.ts";

/** A record as read, with its signature file's text, and whether it was sealed from the command line. */
export interface SignedRecord extends SignedEntry {
  record: EvidenceRecord;
}

/** Where the walk starts: what was in force before the first record read, and the genesis. */
export interface KeysStart {
  /** The pointer in force before the first record (null: no accepted merge recorded before it). */
  before: InForce | null;
  /** The commit the ledger's first record was judged or read at; undefined: not known. */
  genesis: string | undefined;
}

/** The cip-ledger.yaml keys at each commit read; a commit mapped to undefined declares none. */
export type DeclarationsAt = ReadonlyMap<string, readonly KeyObject[] | undefined>;

/**
 * The commits whose declaration decides which keys sign the records: the one in force before the
 * first record (or the genesis), and each accepted merge's (the commit it puts in force, whose
 * declaration also verifies it when it is the binding record). Computed from the records'
 * contents, before any signature is checked: a forged record only makes its commit read.
 */
export function declarationCommits(records: readonly EvidenceRecord[], start: KeysStart): string[] {
  const commits = new Set<string>();
  const first = start.before?.commit ?? start.genesis;
  if (first !== undefined) commits.add(first);
  for (const record of records)
    if (record.kind === "change" && isAccepted(record)) commits.add(record.change.merge_sha);
  return [...commits];
}

/**
 * Why the records read (chain order) are not each signed by a key in force before it; undefined
 * when they are. Records before the first signed one were written before the binding and count by
 * the login's rules; from it on, every record is signed, except those sealed from the command
 * line without a signature file (an operator's, judged by their commit's signature).
 */
export function keysInForceProblem(
  entries: readonly SignedRecord[],
  start: KeysStart,
  declarations: DeclarationsAt,
  workspace: string,
): string | undefined {
  let inForce = start.before;
  let firstSigned: number | undefined;
  for (const entry of entries) {
    const at = { inForce, genesis: start.genesis, firstSigned };
    const problem = entryProblem(entry, at, declarations);
    if (problem !== undefined) return notTheWritersRecord(entry.sequence, workspace, problem);
    if (entry.signature !== undefined) firstSigned ??= entry.sequence;
    inForce = foldInForce(inForce, entry.record);
  }
  return undefined;
}

function entryProblem(
  entry: SignedRecord,
  at: { inForce: InForce | null; genesis: string | undefined; firstSigned: number | undefined },
  declarations: DeclarationsAt,
): string | undefined {
  if (entry.signature === undefined) {
    if (at.firstSigned === undefined || entry.operator === true) return undefined;
    return `it has no signature file beside it, but its records from #${at.firstSigned} on are the bound writer's`;
  }
  const commit = at.inForce?.commit ?? at.genesis;
  const keys = commit === undefined ? undefined : declarations.get(commit);
  if (keys !== undefined) {
    const before = "the cip-ledger.yaml in force before it";
    const problem = recordSignatureProblem(
      keys,
      entry.sha256,
      entry.signature,
      before,
      entry.verifiedBy,
    );
    if (problem === undefined) return undefined;
    return `${problem} (at commit ${commit}, ${at.inForce === null ? "the ledger's genesis" : `put in force by record #${at.inForce.sequence}`}): a key takes force only from the accepted merge that adds it`;
  }
  return bindingProblem(entry, commit, declarations);
}

/**
 * Why a signed record with no declaration in force before it is not the binding record: an
 * accepted merge signed by a key its own merged commit declares.
 */
function bindingProblem(
  entry: SignedRecord,
  inForce: string | undefined,
  declarations: DeclarationsAt,
): string | undefined {
  const { record } = entry;
  const none =
    inForce === undefined
      ? "no commit was in force before it"
      : `no cip-ledger.yaml was in force before it (commit ${inForce})`;
  if (record.kind !== "change" || !isAccepted(record))
    return `it is signed, but ${none}, and it is not a merge the gate accepted that binds the writer`;
  const own = declarations.get(record.change.merge_sha);
  if (own === undefined)
    return `it is signed, but ${none}, and the commit it merged (${record.change.merge_sha}) declares no writer either`;
  const merged = "the cip-ledger.yaml it merged";
  const problem = recordSignatureProblem(
    own,
    entry.sha256,
    entry.signature,
    merged,
    entry.verifiedBy,
  );
  return problem === undefined ? undefined : `${problem}, and ${none}`;
}
