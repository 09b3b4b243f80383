// What the Action says: the status sentences of the comment, the job summary and the failures,
// in one place so that each outcome has one wording. Pure functions.
import type { ChangeStatus } from "../../core/evidence/records/change-record.ts";
import type { ApplyResult, Plan } from "../../core/plan/plan-model.ts";
import type { Shortfall } from "../../core/review/gate.ts";
import type { ChangeRequest } from "../../core/review/reviewed-plan.ts";
import { countOf, shortSha } from "../../core/shared/wording.ts";
import type { ChangeFacts, ReviewFacts } from "../../core/review/review-facts.ts";
import { applyVerdict as countsVerdict } from "../../render/plan/plan-view.ts";
import { deviationsOf } from "../../core/plan/baseline-deviations.ts";

/** "#21 (0 of 1 approval on its last commit 2121212)": a pull request short of min-approvals. */
function approvalShortfallLine(change: ChangeRequest, approvals: number, minimum: number): string {
  return `#${change.number} (${approvals} of ${countOf(minimum, "approval")} on its last commit ${shortSha(change.headSha)})`;
}

/** A pull request, or a direct push, short of min-approvals. */
export function shortfallLine(shortfall: Shortfall, minimum: number): string {
  return shortfall.kind === "direct"
    ? `commit ${shortSha(shortfall.sha)} was pushed directly (0 of ${countOf(minimum, "approval")})`
    : approvalShortfallLine(shortfall.change, shortfall.approvals, minimum);
}

export const SUMMARY_TRUNCATED_NOTE =
  "The rest does not fit in the job summary: the complete plan is the JSON file named by the plan-file output, which the example workflows upload as this run's artifact `cip-sync-plan-…`.";

export function planStatus(plan: Plan, head: string): string {
  const at = `\`${shortSha(head)}\``;
  if (plan.operations.length > 0)
    return `**Plan for ${at}.** Merging this pull request applies exactly these operations; if the live inventory or the files change before the merge, the apply changes nothing and asks for a new review.`;
  // No operation is not "no changes" while a baseline deviates, or may (CIP-010 R1.2).
  const deviations = deviationsOf(plan.baseline_deviations).length;
  if (deviations > 0)
    return `**${countOf(deviations, "baseline deviation")}** for ${at}, and no service operation: merging this pull request changes baselines only, each a change CIP-010 R1.2 asks to authorize (below).`;
  if (plan.baseline_deviations?.compared_with === null)
    return `**No service operation** for ${at}: the live inventory already matches the files; whether a baseline deviates was not checked (below).`;
  const released = plan.released_systems?.length ?? 0;
  if (released > 0)
    return `**No service operation** for ${at}, but ${countOf(released, "cyber system")} ${released === 1 ? "leaves" : "leave"} management: ${released === 1 ? "its" : "their"} document removed, ${released === 1 ? "its" : "their"} live assets stay as they are (below).`;
  return `**No changes** for ${at}: the live inventory already matches the files.`;
}

export function driftStatus(plan: Plan): string {
  const count = plan.operations.length;
  return count === 0
    ? "**No drift:** the live inventory matches the files."
    : `**Drift:** the live inventory differs from the files; applying them would take ${countOf(count, "operation")}.`;
}

export function driftFailure(plan: Plan): string {
  return `the live inventory differs from the files (${countOf(plan.operations.length, "operation")}; see the job summary) and fail-on-drift is true`;
}

export function invalidMessage(errors: number): string {
  return `The inventory is invalid: ${countOf(errors, "error")}, annotated on the files. Nothing was planned or changed; fix them and push again.`;
}

export const FORK_WITHOUT_KEY =
  "this pull request comes from a fork, and GitHub does not give secrets (api-key) to workflows run for forks";

export function noPlanMessage(why: string): string {
  return `No plan could be computed: ${why}. The files were validated offline only. To review a plan, open the same commits as a pull request from a branch of this repository; merged without a reviewed plan, the change is applied only by a run with require-reviewed-plan: false.`;
}

export function validSummary(files: number, systems: number, assets: number): string {
  return `**Valid:** ${files} file(s), ${systems} cyber system(s), ${assets} asset(s). References to the live service were not checked (mode validate).`;
}

export function unreviewedMessage(why: string): string {
  return `Nothing was applied: ${why}, and require-reviewed-plan is true. Review the plan below in a pull request, or re-run with require-reviewed-plan: false to apply it without review.`;
}

export function planChangedMessage(reviewed: string, now: string): string {
  return `Nothing was applied: the plan computed at the merge differs from the reviewed one, because the live inventory, the inventory files or the baselines they declare (which the fingerprint covers) changed after the review. Reviewed plan: ${reviewed}; plan now: ${now}. Review the plan now in a new pull request (or re-run with require-reviewed-plan: false to apply it without review).`;
}

export const UNSAFE_STATUS =
  "**Not applied: the plan breaks the safety limits.** Nothing was changed; the job summary says which limit and how to override it (input allow-mass-delete, or allow-replace for an asset possibly renamed in the service).";

/** The log lines that say what the review facts of one merged commit are, before anything is applied. */
export function describeMerge(facts: ReviewFacts): string[] {
  const { sha, author, reviewed, changes } = facts;
  const [merged] = changes;
  if (merged === undefined) return [`Commit ${sha} was not merged from a pull request.`];
  const { change, note, approvedBy, notIndependent, notCounted, approvedEarlierCommit } = merged;
  const fingerprint = reviewed.kind === "fingerprint" ? reviewed.value : "none";
  const lines = [
    `Commit ${sha} merged pull request #${change.number}; reviewed plan: ${fingerprint} (comment by ${author}); approved by: ${approvedBy.join(", ") || "nobody"} (on its last commit ${change.headSha}).`,
  ];
  if (notIndependent.length > 0) {
    lines.push(
      `Not independent, approved by someone who authored or committed a commit of the pull request: ${notIndependent.join(", ")}.`,
    );
  }
  if (notCounted.length > 0) {
    const each = notCounted.map(({ login, why }) => `${login} (${why})`);
    lines.push(`Not counted as approvals: ${each.join(", ")}.`);
  }
  if (approvedEarlierCommit.length > 0) {
    lines.push(
      `Not counted as approvals, given on an earlier commit than ${change.headSha}: ${approvedEarlierCommit.join(", ")}.`,
    );
  }
  if (note !== undefined && note.header.head !== change.headSha) {
    // Not a reason to refuse: the fingerprint alone says whether the operations are the reviewed ones.
    lines.push(
      `The plan comment was computed for commit ${note.header.head}, not for the pull request's last commit ${change.headSha}.`,
    );
  }
  return lines;
}

/** One log line per pull request of a group: its reviewed plan (or why none) and its approvals. */
export function describeGroup(changes: readonly ChangeFacts[]): string[] {
  return changes.map(({ change, review, approvedBy }) => {
    const plan =
      review.kind === "unreviewed"
        ? `no reviewed plan: ${review.why}`
        : `reviewed plan of ${review.operations.length} operation(s)`;
    return `#${change.number} (last commit ${change.headSha}): ${plan}; approved by: ${approvedBy.join(", ") || "nobody"}.`;
  });
}

const APPLY_WHAT_IS_MISSING =
  "apply what is missing: review it in a new pull request, or re-run this job with require-reviewed-plan: false.";

const RETRY_AFTER_MERGE = `Fix the cause, then ${APPLY_WHAT_IS_MISSING}`;

/** A cancelled job failed at nothing, so there is no cause to fix. */
const RESUME_AFTER_CANCEL = `The job was cancelled: the operations that had started finished, and none after them was started. To finish, ${APPLY_WHAT_IS_MISSING}`;

/**
 * The one sentence of an applied verdict, used by the comment and the job summary (Markdown: the
 * verdict with its counts, the merge commit, and what to do when not everything was applied).
 */
export function appliedSentence(
  status: ChangeStatus,
  plan: Plan,
  result: ApplyResult,
  sha: string,
): string {
  const at = `At merge commit \`${shortSha(sha)}\`.`;
  const counts = countsVerdict(plan, result).sentence;
  return {
    applied: `**${counts}** ${at}`,
    "no-changes": `**Nothing to apply:** the live inventory already matched. ${at}`,
    "partly-applied": `**${counts}** ${at} ${RETRY_AFTER_MERGE}`,
    failed: `**${counts}** Nothing was changed. ${at} ${RETRY_AFTER_MERGE}`,
    interrupted: `**${counts}** ${at} ${RESUME_AFTER_CANCEL}`,
  }[status];
}

export function applyFailure(status: ChangeStatus, result: ApplyResult): string {
  const { succeeded, failed, skipped } = result.summary;
  const problems = result.verification?.problems.length ?? 0;
  const verification =
    problems === 0
      ? ""
      : `, and the verification after apply found ${countOf(problems, "problem")}`;
  return `apply ${status}: ${succeeded} succeeded, ${failed} failed, ${skipped} skipped${verification}; the job summary and the change record list each failed operation and problem with its reason`;
}

/** Why nothing was applied: pull requests without the approvals min-approvals asks for. */
export function notApprovedMessage(shortfalls: readonly string[], minimum: number): string {
  return `Nothing was applied: min-approvals is ${minimum}, and ${shortfalls.join(", ")} ${shortfalls.length === 1 ? "has" : "have"} fewer approvals given on the merged commit. Approve the pull request's last commit and re-run this job, or lower min-approvals.`;
}

/** Why nothing was applied: the owner policy, read at the base commit, is not satisfied. */
export function policyRefusedMessage(reasons: readonly string[]): string {
  return `Nothing was applied: the owner policy (read at the base commit) is not satisfied: ${reasons.join("; ")}. Have the owners it names approve the pull request's last commit (or override the freeze as the policy allows) and re-run this job.`;
}

/** Why nothing was applied: a push that merged several pull requests, whose plan is not their union. */
export function groupPlanChangedMessage(difference: string, unreviewed: readonly string[]): string {
  const why = unreviewed.length === 0 ? "" : ` (${unreviewed.join("; ")})`;
  return `Nothing was applied: the plan computed at the merge is not the union of the plans reviewed in the pull requests it merged: ${difference}${why}. Review the plan now in a new pull request (or re-run with require-reviewed-plan: false to apply it without review).`;
}

/** The queue's check failed: the group's plan is not the union of its reviewed plans. */
export function queueCheckFailedMessage(difference: string, unreviewed: readonly string[]): string {
  const why = unreviewed.length === 0 ? "" : ` (${unreviewed.join("; ")})`;
  return `The merge-queue group's plan is not the union of the plans reviewed in its pull requests: ${difference}${why}. Nothing was applied; the group leaves the queue. Push to the pull requests or re-run their plans, then queue them again.`;
}
