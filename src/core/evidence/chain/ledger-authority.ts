// What is in force, decided from an authenticated reading of the evidence ledger: the one
// judgement the gate, the merge, the merge queue and the drift check make before any decision.
// The bytes come from github/ledger/ledger-authority-read.ts (commits by the writer, verified, one
// line; the chain checked from the last checkpoint or the first record); this module folds them.
//
// Three states the gate used to collapse into "nothing in force, judge at the base":
// - never started: no ledger and no kept head. Only then is the base judged as it stands, and the
//   run says so (a repository adopting the tool);
// - started, nothing accepted yet: the genesis is in force, the commit the ledger's first record
//   was judged or read at (a merge's base, a drift check's commit), never the base as it stands,
//   so a refused change merged before the first accepted merge takes no force;
// - gone or rewound: the kept head (the chain head the Action last wrote, kept as a commit status
//   on the default branch, where deleting or force-pushing the evidence branch does not reach) is
//   missing from the ledger read: nothing is judged.
// The in-force pointer is recomputed by the fold (facts-in-force.ts) from the reading's start and
// compared with the head's, never taken as written.
// Once cip-ledger.yaml declares the ledger's writer (writer-declaration.ts), the records and kept
// heads count only with the writer's signature (the readers check the records'; the kept head
// handed here is the highest signed one), and a workspace whose start it declares has begun: a
// missing branch or record is then refused, never "not started", and the declared record is a
// floor the ledger must hold whether or not a kept head was found.
// Models: Certificate Transparency's monitors (a new head only as a consistent extension of the last
// one seen, kept outside the log) and TUF's trusted root (trust starts at a recorded genesis). Pure.
import type { KeyObject } from "node:crypto";
import type { HashedRecord, InForce } from "../records/evidence-record.ts";
import { foldInForce, sameInForce } from "../records/in-force/facts-in-force.ts";
import { commitsNamed, PointerLine } from "../records/in-force/pointer-line.ts";
import { headSignedBy, parseSignedHead } from "./writer-proof.ts";
import { type DeclarationsAt, judgedAt } from "./keys-in-force.ts";

/**
 * The commit status that keeps a workspace's chain head on the default branch's commits: one per
 * evidence branch, so that a ledger re-started under a new branch name (a reviewed change of the
 * workflow's input) is not held to the lost one's head.
 */
export function keptHeadContext(branch: string, workspace: string): string {
  return `cip-sync/ledger (${branch}, ${workspace})`;
}

/** A workspace's chain head as the Action last wrote it, read back from a commit status. */
export interface KeptHead {
  sequence: number;
  sha256: string;
  /** The default branch's commit that carries it; undefined: cip-ledger.yaml declares it. */
  commit: string | undefined;
}

/**
 * Who the ledger's records must be by: the login the run's token writes as (its commits), and,
 * where cip-ledger.yaml declares them, the keys every record from the first signed one on is
 * signed with (writer-proof.ts).
 */
export interface LedgerWriter {
  login: string;
  /** cip-ledger.yaml's keys at the commit judged from: the kept head's, and whether it is bound. */
  keys?: readonly KeyObject[] | undefined;
  /**
   * cip-ledger.yaml's keys at each of `commits` (undefined where it declares none): each record is
   * checked with the declaration in force before it (keys-in-force.ts). Absent: no record is
   * checked but with `keys`.
   */
  declarationsAt?: ((commits: readonly string[]) => Promise<DeclarationsAt>) | undefined;
  /**
   * cip-ledger.yaml's operator_keys (armored OpenPGP): a record sealed from the command line counts
   * only in a commit one of them signed; none declared, none counts.
   */
  operatorKeys?: readonly string[] | undefined;
}

const KEPT_HEAD_DESCRIPTION = /^record #([1-9][0-9]{0,15}) sha256 ([0-9a-f]{64})$/;

/** The status description that keeps `head` (at most 140 characters, as GitHub allows). */
export function keptHeadDescription(head: { sequence: number; sha256: string }): string {
  return `record #${head.sequence} sha256 ${head.sha256}`;
}

/** The head a status description keeps; undefined when it is not one this tool writes. */
export function parseKeptHead(
  description: string | null | undefined,
  commit: string,
): KeptHead | undefined {
  const match = KEPT_HEAD_DESCRIPTION.exec(description ?? "");
  if (match === null) return undefined;
  return { sequence: Number(match[1]), sha256: String(match[2]), commit };
}

/** A commit status as the host lists it: what the kept head is read from. */
export interface HeadStatus {
  context: string;
  description: string | null;
  creator?: { login: string } | null;
}

/**
 * The highest head the writer kept among one commit's `statuses`, and a line for each status in
 * the kept head's context that does not count. Where cip-ledger.yaml binds the writer (its keys),
 * a status counts only with a key's signature over the head, its context and the commit, whoever
 * posted it; otherwise only the writer's login's statuses count, as before the binding.
 */
export function keptHeadAmong(
  statuses: readonly HeadStatus[],
  at: { branch: string; workspace: string; writer: LedgerWriter; commit: string },
): { head: KeptHead | undefined; ignored: string[] } {
  const context = keptHeadContext(at.branch, at.workspace);
  const { keys, login } = at.writer;
  const ignored: string[] = [];
  let head: KeptHead | undefined;
  for (const status of statuses) {
    if (status.context !== context) continue;
    const found =
      keys === undefined
        ? status.creator?.login === login
          ? parseKeptHead(status.description, at.commit)
          : undefined
        : bySignature(keys, status.description, at);
    if (found === undefined)
      ignored.push(
        `Ignored a status in ${context} on ${at.commit} by ${status.creator?.login ?? "an unknown account"}: ${keys === undefined ? `not by the ledger's writer ${login}` : "not signed by a key cip-ledger.yaml declares"}, so it keeps no head.`,
      );
    else if (head === undefined || found.sequence > head.sequence) head = found;
  }
  return { head, ignored };
}

function bySignature(
  keys: readonly KeyObject[],
  description: string | null,
  at: { branch: string; workspace: string; commit: string },
): KeptHead | undefined {
  const signed = parseSignedHead(description);
  if (signed === undefined) return undefined;
  const where = { branch: at.branch, workspace: at.workspace, commit: at.commit };
  if (!headSignedBy(keys, signed, where)) return undefined;
  return { sequence: signed.sequence, sha256: signed.sha256, commit: at.commit };
}

/** The facts in force, as the authenticated reading decides them. */
export type LedgerAuthority =
  /** No ledger, no kept head: the base is judged as it stands, and the run says so. */
  | { kind: "not-started" }
  /** In force from an accepted merge, or from the genesis while none is recorded. */
  | { kind: "in-force"; inForce: InForce; from: "accepted-merge" | "genesis" }
  /** Nothing may be decided from this ledger: why, naming the commit or record, and the way back. */
  | { kind: "refused"; why: string };

/** What the reading gives the judgement. */
export interface LedgerReading {
  branch: string;
  workspace: string;
  /** The branch's head commit; undefined when the branch does not exist. */
  branchCommit: string | undefined;
  /**
   * The records read, in chain order, each by the writer and chain-checked: every record, or those
   * from a checkpoint's record on (then `start` is the pointer that record was sealed after).
   */
  records: readonly HashedRecord[];
  /**
   * Where the fold starts: the first record, or a checkpoint's record with what was in force before
   * it and, when the checkpoint carries it, the ledger's genesis (null: no record names one).
   */
  start: "first-record" | { before: InForce | null; genesis?: InForce | null };
  /** The head the Action last kept for the workspace, found from the run's commit; undefined: none. */
  kept: KeptHead | undefined;
  /** The record cip-ledger.yaml declares the workspace's ledger holds (it has begun); undefined: none. */
  declaredStart?: { sequence: number; sha256: string } | undefined;
}

/** The way back a refusal names (docs/evidence-ledger.md). */
export const LEDGER_WAY_BACK =
  "restore the evidence branch from a clone or bundle that holds the kept head (git push origin <sha>:refs/heads/<branch>), then run again; a re-start needs a reviewed decision (docs/evidence-ledger.md, 'When the ledger is lost')";

/** The facts in force the reading establishes, or why none can be. */
export function judgeLedgerAuthority(reading: LedgerReading): LedgerAuthority {
  const { branch, workspace, records } = reading;
  const kept = floorOf(reading.kept, reading.declaredStart);
  const head = records.at(-1);
  if (reading.branchCommit === undefined || head === undefined) {
    if (kept === undefined) return { kind: "not-started" };
    const where =
      reading.branchCommit === undefined
        ? `the evidence branch ${branch} does not exist`
        : `the evidence branch ${branch} holds no record of workspace ${workspace}`;
    return {
      kind: "refused",
      why: `${where}, but ${keeper(kept)}: the ledger was deleted or rewound, so nothing is judged from it; ${LEDGER_WAY_BACK}`,
    };
  }
  if (kept !== undefined) {
    const missing = keptHeadMissing(records, kept);
    if (missing !== undefined)
      return {
        kind: "refused",
        why: `the evidence branch ${branch} (at ${reading.branchCommit}) ${missing}, the head ${kept.commit === undefined ? "cip-ledger.yaml declares" : `commit ${kept.commit} keeps`} for workspace ${workspace}: the ledger was rewound or rewritten, so nothing is judged from it; ${LEDGER_WAY_BACK}`,
      };
  }
  const { inForce, backwards } = foldedInForce(reading);
  if (backwards !== undefined)
    return {
      kind: "refused",
      why: `record #${backwards.sequence} of workspace ${workspace} on ${branch} moves what is in force backwards: ${backwards.problem}; nothing is judged from a ledger whose writer applied an old merge again (docs/evidence-ledger.md, 'When the ledger is lost', says how to re-start it by a reviewed decision)`,
    };
  const written = head.record.in_force;
  if (written !== undefined && !sameInForce(written, inForce))
    return {
      kind: "refused",
      why: `record #${head.record.sequence} of workspace ${workspace} on ${branch} names ${pointerText(written)} in force, but its records put ${pointerText(inForce)} in force: a pointer not recomputed from the records is not trusted; run 'cip-sync evidence verify' on a checkout of the branch`,
    };
  if (inForce !== null) return { kind: "in-force", inForce, from: "accepted-merge" };
  if (reading.start !== "first-record" && reading.start.genesis === undefined)
    return {
      kind: "refused",
      why: `the reading of ${branch} started at a checkpoint before any accepted merge, so its genesis was not read`,
    };
  const genesis =
    reading.start === "first-record" ? genesisOf(records) : (reading.start.genesis ?? undefined);
  if (genesis === undefined)
    return {
      kind: "refused",
      why: `no record of workspace ${workspace} on ${branch} names the commit it was judged or read at, so the ledger has no genesis to judge from; run the drift check (its record names the commit it read) or merge a reviewed pull request`,
    };
  return { kind: "in-force", inForce: genesis, from: "genesis" };
}

/** The higher of the kept head found and the record cip-ledger.yaml declares: what the ledger must hold. */
function floorOf(
  kept: KeptHead | undefined,
  declared: LedgerReading["declaredStart"],
): KeptHead | undefined {
  if (declared === undefined) return kept;
  if (kept !== undefined && kept.sequence >= declared.sequence) return kept;
  return { ...declared, commit: undefined };
}

/** Who vouches that the ledger held `kept`, for a refusal's words. */
function keeper(kept: KeptHead): string {
  const head = `its head at record #${kept.sequence} (sha256 ${kept.sha256})`;
  return kept.commit === undefined
    ? `cip-ledger.yaml, a reviewed declaration, declares ${head}`
    : `commit ${kept.commit} keeps ${head}, written by the Action`;
}

/**
 * The pointer the reading's records put in force, from its start, and the first record that moves
 * it backwards (pointer-line.ts).
 */
function foldedInForce(reading: Pick<LedgerReading, "records" | "start">): {
  inForce: InForce | null;
  backwards?: { sequence: number; problem: string };
} {
  let inForce = reading.start === "first-record" ? null : reading.start.before;
  const line = new PointerLine(inForce);
  let backwards: { sequence: number; problem: string } | undefined;
  for (const { record } of reading.records) {
    inForce = foldInForce(inForce, record);
    const problem = line.step(commitsNamed(record), inForce);
    if (problem !== undefined) backwards ??= { sequence: record.sequence, problem };
  }
  return backwards === undefined ? { inForce } : { inForce, backwards };
}

/**
 * Whether a reading from a checkpoint on cannot decide alone: no accepted merge is in force at its
 * end, and the checkpoint was not read for the genesis it carries (then it is, or, from a
 * checkpoint that does not carry one, the ledger is read whole).
 */
export function needsGenesis(reading: Pick<LedgerReading, "records" | "start">): boolean {
  return (
    reading.start !== "first-record" &&
    reading.start.genesis === undefined &&
    foldedInForce(reading).inForce === null
  );
}

/**
 * The ledger's genesis: the first record that names the commit it was judged or read at (a merge's
 * base, a drift check's commit). What it was judged at is what stood when the ledger began.
 */
export function genesisOf(records: readonly HashedRecord[]): InForce | undefined {
  for (const { record } of records) {
    const commit = judgedAt(record);
    if (commit !== undefined) return { sequence: record.sequence, commit };
  }
  return undefined;
}

/** Why the records read do not hold the kept head; undefined when they do. */
function keptHeadMissing(records: readonly HashedRecord[], kept: KeptHead): string | undefined {
  const last = records.at(-1);
  if (last !== undefined && last.record.sequence < kept.sequence)
    return `ends at record #${last.record.sequence}, before record #${kept.sequence}`;
  const found = records.find(({ record }) => record.sequence === kept.sequence);
  if (found === undefined) return `does not show record #${kept.sequence}`;
  if (found.sha256 !== kept.sha256)
    return `holds another record #${kept.sequence} (sha256 ${found.sha256}) than the one (sha256 ${kept.sha256})`;
  return undefined;
}

function pointerText(pointer: InForce | null): string {
  return pointer === null
    ? "no accepted merge"
    : `record #${pointer.sequence} (commit ${pointer.commit})`;
}
