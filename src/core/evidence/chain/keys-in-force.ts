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
import { inForceAfter, inForceFollowing } from "../records/in-force/facts-in-force.ts";
import { notTheWritersRecord, recordSignatureProblem, type SignedEntry } from "./writer-proof.ts";

/**
 * What the walk reads of a record, not the record: what it puts in force itself (an accepted
 * merge's own pointer, its merged commit), whether it carries `in_force`, whether it was sealed from
 * the command line, and the commit it was judged or read at. A ledger's records are judged by
 * these few facts each, never held whole.
 */
export interface KeysFacts {
  puts: InForce | null;
  carries: boolean;
  cli: boolean;
  judgedAt: string | undefined;
}

/**
 * The commit a record names as the one it was judged or read at (a merge's base, a drift check's
 * commit): the first such is the ledger's genesis (ledger-authority.ts, genesisOf).
 */
export function judgedAt(record: EvidenceRecord): string | undefined {
  switch (record.kind) {
    case "change":
      // The owner policy's base is the commit the gate judged at; else the push's previous head.
      return record.change.policy?.base_sha ?? record.change.base_sha ?? undefined;
    case "monitoring":
      return record.monitoring.commit;
    case "configuration-monitoring":
      return undefined;
  }
}

/** The walk's facts of `record`. */
export function keysFactsOf(record: EvidenceRecord): KeysFacts {
  return {
    puts: inForceAfter(record, record.sequence, null),
    carries: record.in_force !== undefined,
    cli: record.origin === "cli",
    judgedAt: judgedAt(record),
  };
}

/** What is in force after a record with `facts`, `before` in force before it (foldInForce). */
export function foldKeysFacts(before: InForce | null, facts: KeysFacts): InForce | null {
  return inForceFollowing(before, {
    puts: facts.puts,
    carries: facts.carries,
    operator: facts.cli,
  });
}

/** The commit the first of `entries` judged at one names (genesisOf of their records). */
export function genesisOfFacts(entries: Iterable<{ facts: KeysFacts }>): string | undefined {
  for (const { facts } of entries) if (facts.judgedAt !== undefined) return facts.judgedAt;
  return undefined;
}

/** The sequence of the first of `entries` with a signature file; undefined: none has one. */
export function firstSignedOf(entries: Iterable<SignedEntry>): number | undefined {
  for (const entry of entries) if (entry.signature !== undefined) return entry.sequence;
  return undefined;
}

/**
 * A record as read, with its signature file's text, whether it was sealed from the command line,
 * and its facts for the walk.
 */
export interface SignedRecord extends SignedEntry {
  facts: KeysFacts;
}

/** Where the walk starts: what was in force before the first record read, and the genesis. */
export interface KeysStart {
  /** The pointer in force before the first record (null: no accepted merge recorded before it). */
  before: InForce | null;
  /** The commit the ledger's first record was judged or read at; undefined: not known. */
  genesis: string | undefined;
  /**
   * The sequence of the first record read with a signature file, when the walk resumes after it
   * (a verified head, verified-head.ts); undefined: none yet, or the walk starts at the first.
   */
  firstSigned?: number | undefined;
}

/** The cip-ledger.yaml keys at each commit read; a commit mapped to undefined declares none. */
export type DeclarationsAt = ReadonlyMap<string, readonly KeyObject[] | undefined>;

/**
 * The commits whose declaration decides which keys sign the records: the one in force before the
 * first record (or the genesis), and each accepted merge's (the commit it puts in force, whose
 * declaration also verifies it when it is the binding record). Computed from the records'
 * contents, before any signature is checked: a forged record only makes its commit read.
 */
export function declarationCommits(records: Iterable<KeysFacts>, start: KeysStart): string[] {
  const commits = new Set<string>();
  const first = start.before?.commit ?? start.genesis;
  if (first !== undefined) commits.add(first);
  for (const { puts } of records) if (puts !== null) commits.add(puts.commit);
  return [...commits];
}

/**
 * Why the records read (chain order) are not each signed by a key in force before it; undefined
 * when they are. Records before the first signed one were written before the binding and count by
 * the login's rules; from it on, every record is signed, except those sealed from the command
 * line without a signature file (an operator's, judged by their commit's signature).
 */
export function keysInForceProblem(
  entries: Iterable<SignedRecord>,
  start: KeysStart,
  declarations: DeclarationsAt,
  workspace: string,
): string | undefined {
  let inForce = start.before;
  let firstSigned = start.firstSigned;
  for (const entry of entries) {
    const at = { inForce, genesis: start.genesis, firstSigned };
    const problem = entryProblem(entry, at, declarations);
    if (problem !== undefined) return notTheWritersRecord(entry.sequence, workspace, problem);
    if (entry.signature !== undefined) firstSigned ??= entry.sequence;
    inForce = foldKeysFacts(inForce, entry.facts);
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
  const { puts } = entry.facts;
  const none =
    inForce === undefined
      ? "no commit was in force before it"
      : `no cip-ledger.yaml was in force before it (commit ${inForce})`;
  if (puts === null)
    return `it is signed, but ${none}, and it is not a merge the gate accepted that binds the writer`;
  const own = declarations.get(puts.commit);
  if (own === undefined)
    return `it is signed, but ${none}, and the commit it merged (${puts.commit}) declares no writer either`;
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
