// Each outcome of an apply attempt has one name, and this table says what every other vocabulary
// calls it: the plan comment's status, the Action's failure-reason output and the job summary's
// heading. A new outcome (a policy refusal, say) is one entry here, and the compiler finds the rest.
import { CHANGE_OUTCOMES, type ChangeOutcome } from "../evidence/records/evidence-record.ts";

/** The outcomes whose comments keep their reviewed plan under a mark. */
export type MarkedOutcome = "not-approved" | "policy";

/**
 * The plan comment's status: on a pull request (planned, invalid, no-plan), while applying, then
 * the outcome of the merge, by the outcome's own name.
 */
export type CommentStatus =
  "planned" | "no-plan" | "applying" | Exclude<ChangeOutcome, MarkedOutcome>;

const isCommentOutcome = (
  outcome: ChangeOutcome,
): outcome is Exclude<ChangeOutcome, MarkedOutcome> =>
  outcome !== "not-approved" && outcome !== "policy";

export const COMMENT_STATUSES: readonly CommentStatus[] = [
  "planned",
  "no-plan",
  "applying",
  ...CHANGE_OUTCOMES.filter(isCommentOutcome),
];

/** Why a run failed, as the failure-reason output names it. */
export const FAILURE_REASONS = [
  "invalid",
  "plan-changed",
  "no-reviewed-plan",
  "not-approved",
  "policy",
  "unsafe",
  "apply-failed",
  "drift",
  "evidence",
  "evidence-timestamp",
  "connection",
  "settings",
  "error",
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The outcomes of a run that succeeds: everything was applied, or nothing needed to be. */
export type SucceededOutcome = "applied" | "no-changes";

export interface OutcomeNames<O extends ChangeOutcome = ChangeOutcome> {
  /**
   * The status the merged pull requests' comments take; undefined when they keep their reviewed
   * plan and get a mark instead, so that the job can be re-run once the refusal is resolved.
   */
  comment: O extends MarkedOutcome ? undefined : CommentStatus;
  /** The failure-reason output; undefined when the run succeeds. */
  failure: O extends SucceededOutcome ? undefined : FailureReason;
  /** The job summary's heading after "Inventory apply: ". */
  heading: string;
}

export const OUTCOMES: { readonly [O in ChangeOutcome]: OutcomeNames<O> } = {
  applied: { comment: "applied", failure: undefined, heading: "applied" },
  "no-changes": { comment: "no-changes", failure: undefined, heading: "nothing to apply" },
  "partly-applied": {
    comment: "partly-applied",
    failure: "apply-failed",
    heading: "partly applied",
  },
  failed: { comment: "failed", failure: "apply-failed", heading: "failed" },
  interrupted: { comment: "interrupted", failure: "apply-failed", heading: "interrupted" },
  "plan-changed": { comment: "plan-changed", failure: "plan-changed", heading: "plan changed" },
  unsafe: { comment: "unsafe", failure: "unsafe", heading: "refused" },
  "no-reviewed-plan": {
    comment: "no-reviewed-plan",
    failure: "no-reviewed-plan",
    heading: "no reviewed plan",
  },
  "not-approved": { comment: undefined, failure: "not-approved", heading: "not approved" },
  policy: { comment: undefined, failure: "policy", heading: "refused by the owner policy" },
  invalid: { comment: "invalid", failure: "invalid", heading: "invalid" },
};
