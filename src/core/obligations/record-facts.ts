// What a ledger record shows for the CIP obligations: whether it is a reviewed change (one that
// passed the gate with counted approvals: only such a record authorizes a deviation or closes an
// obligation), who authorized it and when, the completion notes its approvers wrote, and whether
// it is a CIP-002 R2 review approved as the policy asks.
import type { CompletionNote } from "../evidence/records/completion-note.ts";
import type { EvidenceRecord, HashedRecord } from "../evidence/records/evidence-record.ts";
import { notAccepted, PASSED_THE_GATE } from "../evidence/records/in-force/facts-in-force.ts";
import { pullRequestsOf } from "../evidence/records/evidence-record.ts";
import { REVIEW_RULE_ID } from "../evidence/records/review-record.ts";
import { type Authority, judgeAuthority } from "../authority/authority.ts";
import type { Approver } from "../authority/authority-table.ts";

/** A change that passed the gate with counted approvals, or why a record is not one. */
export type Review =
  | {
      reviewed: true;
      /** When it was authorized (the latest counted approval, else the merge) and by whom. */
      authorized: { at: string; by: string[] };
      pullRequests: number[];
      completions: CompletionNote[];
    }
  | { reviewed: false; why: string };

type ChangeRecordOf = Extract<EvidenceRecord, { kind: "change" }>;

/** A change record, and why verify flags its commit, when it does. */
type ChangeEntry = { record: ChangeRecordOf; unauthenticated?: string | undefined };

export function reviewOf({ record, unauthenticated }: ChangeEntry): Review {
  // The same test as what a merge puts in force (facts-in-force.ts): reviewed is accepted.
  const refused = notAccepted(record);
  if (refused !== undefined) {
    const flagged =
      record.origin === "cli" && unauthenticated !== undefined
        ? `, and its ${unauthenticated}`
        : "";
    return { reviewed: false, why: `${refused}${flagged}` };
  }
  const pulls = pullRequestsOf(record.change);
  const by = [...new Set(pulls.flatMap((pull) => pull.approved_by))].sort();
  const approvedAt = pulls.flatMap((pull) =>
    pull.approved_by.flatMap((login) => pull.approved_at?.[login] ?? []),
  );
  // Approved before it merged: the latest counted approval authorized it; without dates, the merge.
  // Every counted approver is dated here, and there is one at least (checked above).
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every counted approver is dated here, and there is one at least (checked above)
  const at = approvedAt.length === by.length ? approvedAt.sort().at(-1)! : record.recorded_at;
  return {
    reviewed: true,
    authorized: { at, by },
    pullRequests: pulls.map((pull) => pull.number),
    completions: pulls.flatMap((pull) => pull.completion_notes ?? []),
  };
}

/** A date a record's baseline carries, and the approvers the record shows for it. */
export type Dated = { on: string; approvedBy: readonly Approver[] };

/**
 * The approvers a reviewed change record shows for a fact about an asset of cyber system `system`
 * (by name, as the record's owner-policy judgement names systems): its counted approvals, and
 * that system's owners only where the judgement it keeps shows them approving (a count of that
 * system's owners, met, of one approval at least). Never a kind of approver the record does not
 * hold: where no rule asked the owners (no policy file, or rules that cover other operations),
 * they approved nothing, whatever a rule could have asked.
 */
export function approversShown(
  review: Review,
  record: ChangeRecordOf,
  system: string | undefined,
): Approver[] {
  if (!review.reviewed) return [];
  // A record from before baselines named their system shows no owner of it.
  const ownersApproved = (record.change.policy?.rules ?? []).some((rule) =>
    rule.requirements.some(
      (asked) =>
        system !== undefined &&
        asked.system === system &&
        asked.satisfied_by.length >= Math.max(1, asked.approvals),
    ),
  );
  return ownersApproved ? ["counted-approvals", "system-owners"] : ["counted-approvals"];
}

/**
 * Whether a configuration-monitoring record may close anything (authority row
 * configuration-observation): a collector's file appended from the command line only in a commit
 * verify accepts (signed by an operator key), observed no later than it was appended.
 */
export function observationAuthority({
  record,
  unauthenticated,
}: {
  record: Extract<EvidenceRecord, { kind: "configuration-monitoring" }>;
  unauthenticated?: string | undefined;
}): Authority {
  const origin =
    unauthenticated !== undefined
      ? { outside: `a collector's file appended from the command line whose ${unauthenticated}` }
      : record.origin === "cli"
        ? ("operator-signed-append" as const)
        : ("default-branch-drift-check" as const);
  return judgeAuthority({
    fact: "configuration-observation",
    origin,
    approvedBy: [],
    dated: record.configuration_monitoring.observed_at,
    recordedAt: record.recorded_at,
  });
}

/** The `/cip-010-r1.4` notes of a change's pull requests. */
export function verificationNotesOf(record: ChangeRecordOf): { login: string; note: string }[] {
  return pullRequestsOf(record.change).flatMap((pull) => pull.verification_notes ?? []);
}

/** A CIP-002 R2 review a merge recorded, approved as the policy asks, of what it merged. */
export function isApprovedReview({ record }: HashedRecord): boolean {
  if (record.kind !== "change") return false;
  const { outcome, review, policy } = record.change;
  // A refused merge's approvals did not count; one the gate let through merged what was reviewed,
  // whatever its apply then did (a review alone applies nothing).
  if (!PASSED_THE_GATE.has(outcome)) return false;
  if (review?.matches !== true || policy === undefined) return false;
  const rule = policy.rules.find((candidate) => candidate.id === REVIEW_RULE_ID);
  return (
    rule !== undefined &&
    rule.result === "met" &&
    rule.requirements.every(
      (requirement) => requirement.satisfied_by.length >= requirement.approvals,
    )
  );
}
