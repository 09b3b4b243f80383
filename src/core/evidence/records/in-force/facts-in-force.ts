// What is in force: the governance facts (the owner policy, each system's owners and impact, the
// CIP Senior Manager and delegates, cip_002_last_approval, the calendar, the sources' commands, the
// baselines) are in force from the last merge the gate accepted, never from what a branch or a
// folder holds. It is a fold over each workspace's chain: an accepted merge's record puts in force
// what its merged commit declared (the record carries those facts, `change.governance`, and the
// calendar and baselines it already kept); any other record (a refused merge, a drift check, a
// break-glass apply, a collector's file) changes nothing in force. Every record the writer seals
// carries where the facts in force after it were put there (`in_force`: the accepting record's
// sequence and merged commit), so a run reads them from the chain's head alone, and evidence
// verify recomputes the fold at every record (evidence-chain.ts), so a forged pointer is a break.
// Models: Certificate Transparency's checked head, and event-sourced snapshots. Pure.
import {
  type ChangeOutcome,
  type EvidenceRecord,
  type GovernanceFacts,
  type InForce,
  pullRequestsOf,
} from "../evidence-record.ts";
import { compareCodePoints } from "../../../shared/names.ts";

/** The outcomes of a merge the gate let through: what it merged was judged and allowed. */
export const PASSED_THE_GATE: ReadonlySet<ChangeOutcome> = new Set([
  "applied",
  "partly-applied",
  "failed",
  "no-changes",
  "interrupted",
]);

type ChangeRecordOf = Extract<EvidenceRecord, { kind: "change" }>;
type Sealable = Pick<EvidenceRecord, "kind" | "origin"> & Partial<Pick<ChangeRecordOf, "change">>;

/**
 * Why a record put nothing in force, or undefined when it is a merge the gate accepted: written by
 * the Action (never the command line), an outcome the gate let through, of pull requests each with
 * counted approvals.
 */
export function notAccepted(record: Sealable): string | undefined {
  if (record.kind !== "change" || record.change === undefined) return `a ${record.kind} record`;
  if (record.origin === "cli") return "a break-glass apply (cip-sync apply --record): no review";
  const { outcome } = record.change;
  if (!PASSED_THE_GATE.has(outcome)) return `a merge the gate refused (outcome ${outcome})`;
  const pulls = pullRequestsOf(record.change);
  if (pulls.length === 0 || pulls.some((pull) => pull.approved_by.length === 0))
    return "a push without a pull request with counted approvals";
  return undefined;
}

/** Whether `record` is a merge the gate accepted: what it merged is in force from it. */
export function isAccepted(record: Sealable): boolean {
  return notAccepted(record) === undefined;
}

/** The facts in force after `record` at `sequence`: its own when accepted, else `before`'s. */
export function inForceAfter(
  record: Sealable,
  sequence: number,
  before: InForce | null,
): InForce | null {
  return isAccepted(record) && record.change !== undefined
    ? { sequence, commit: record.change.merge_sha }
    : before;
}

/**
 * The one fold of what is in force, step by step, that the writer, `evidence verify`'s checker, the
 * checkpoint's fold and the gate each take: after a record, what it puts in force itself (`puts`:
 * its own pointer when it is an accepted merge), else what was in force before it; a record sealed
 * before records carried `in_force` (`carries` false) starts the fold afresh, as the writer that
 * sealed the record after it did, reading that record alone (inForceOf). A record sealed from the
 * command line (`operator`) is passed over whatever it carries: it puts nothing in force, and an
 * unauthenticated one must not restart the fold either (the chain check calls a record without
 * `in_force` after one that carries it a break, unless it is such a record).
 */
export function inForceFollowing(
  before: InForce | null,
  record: { puts: InForce | null; carries: boolean; operator: boolean },
): InForce | null {
  if (record.operator) return before;
  return record.puts ?? (record.carries ? before : null);
}

/** inForceFollowing of a sealed record, its own pointer judged from its content. */
export function foldInForce(before: InForce | null, record: EvidenceRecord): InForce | null {
  return inForceFollowing(before, {
    puts: inForceAfter(record, record.sequence, null),
    carries: record.in_force !== undefined,
    operator: record.origin === "cli",
  });
}

/**
 * The facts in force after a sealed record: the pointer it carries, else (a record written before
 * records carried one) its own when it is accepted, else none recorded. A ledger that predates
 * `in_force` so establishes its first facts in force at its first accepted merge.
 */
export function inForceOf(record: EvidenceRecord): InForce | null {
  if (record.in_force !== undefined) return record.in_force;
  return inForceAfter(record, record.sequence, null);
}

/** Whether two pointers name the same record and commit. */
export function sameInForce(a: InForce | null, b: InForce | null): boolean {
  return (
    a === b || (a !== null && b !== null && a.sequence === b.sequence && a.commit === b.commit)
  );
}

/**
 * How the governance facts a branch declares differ from those in force, one line each in words;
 * none when they agree. What differs was never accepted: a refused change merged anyway, or a
 * direct push.
 */
export function governanceDifferences(
  inForce: GovernanceFacts,
  declared: GovernanceFacts,
): string[] {
  const differences: string[] = [];
  const differ = (what: string, was: unknown, is: unknown) => {
    const [a, b] = [JSON.stringify(was), JSON.stringify(is)];
    if (a !== b) differences.push(`${what}: ${a} in force, ${b} on the branch`);
  };
  differ("the owner policy file (its SHA-256)", inForce.policy, declared.policy);
  differ(
    "cip_senior_manager",
    inForce.senior_manager?.csm ?? null,
    declared.senior_manager?.csm ?? null,
  );
  differ(
    "cip_002_last_approval",
    inForce.senior_manager?.last_approval ?? null,
    declared.senior_manager?.last_approval ?? null,
  );
  const systems = new Set([...inForce.systems, ...declared.systems].map(({ name }) => name));
  for (const name of [...systems].sort(compareCodePoints)) {
    // Its impact and owners only: its site is no governance fact (records before it keep none).
    const [was, is] = [inForce, declared].map((facts) => {
      const system = facts.systems.find((candidate) => candidate.name === name);
      return system === undefined
        ? null
        : { name: system.name, impact: system.impact, owners: system.owners };
    });
    differ(`the impact and owners of cyber system ${JSON.stringify(name)}`, was, is);
  }
  differ("the sources' commands", inForce.source_commands, declared.source_commands);
  return differences;
}
