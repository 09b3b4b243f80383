// The merge route: a push to the default branch applies the plan reviewed in the pull request it
// merged, or refuses (too few approvals, no reviewed plan, a plan that changed, a plan over the
// safety limits), and leaves the change record, the job summary and the updated comment. A push
// that merged several pull requests goes to group-merge-route.ts.
import type { Plan } from "../core/plan/plan-model.ts";
import { planFromSource } from "../engine/engine.ts";
import type { ApiClient } from "../io/api-client.ts";
import { collapsedBlock, renderedPartOf } from "../github/comment-body.ts";
import { findPullRequestsMergedBy } from "../github/commit-range.ts";
import { type MergeEvidence, readMergeEvidence } from "../github/merge-evidence.ts";
import { countOf, shortSha } from "../core/shared/wording.ts";
import { applyWithProgress } from "./apply-progress.ts";
import { type MergeTargets, refuseUnsafe, reportApplied } from "./apply-report.ts";
import { buildChangeContext } from "./change-context.ts";
import { type ChangeNote, changeDraft, mergeOrigin, recordEvidence } from "./evidence.ts";
import { ActionFailure } from "./failure.ts";
import { applyGroupMerge, refuseUnapproved } from "./group-merge-route.ts";
import {
  approvalShortfallLine,
  describeMerge,
  nothingToReviewSummary,
  planChangedMessage,
  unreviewedMessage,
  whyUnreviewed,
} from "./messages.ts";
import type { CommentTarget } from "./plan-comment.ts";
import { type ApplyTarget, announceApply } from "./review-flow.ts";
import type { RunScope } from "./run-scope.ts";

const PLAN_NOW_HEADING = "#### The plan now\n\n";

export async function applyMerge(scope: RunScope): Promise<void> {
  // Opened first: a wrong api-url or api-key fails the step before any request, GitHub's too.
  await scope.withService(async (client) => {
    const { owner, repo, sha, before } = scope.context;
    const repository = { owner, repo };
    // Several pull requests merged by one push (a merge-queue batch) are checked as a group.
    const merged = await findPullRequestsMergedBy(scope.github, repository, { before, after: sha });
    if (merged.pullRequests.length > 1) return applyGroupMerge(scope, client, merged);
    const merge = await readMergeEvidence(
      scope.github,
      repository,
      { sha, workspace: scope.settings.workspace },
      () => scope.login(),
    );
    for (const line of describeMerge(merge)) scope.reporter.info(line);
    const targets = mergeTargets(scope, merge);
    if (merge.approvedBy.length < scope.settings.minApprovals)
      return refuseUnapproved(scope, client, targets, [approvalShortfall(merge, scope)]);
    const { requireReviewedPlan } = scope.settings;
    if (requireReviewedPlan && merge.reviewed === undefined)
      return applyUnreviewed(scope, client, merge);
    const outcome = await applyWithProgress(scope, client, {
      expectedFingerprint: requireReviewedPlan ? merge.reviewed : undefined,
      beforeApply: () => announceApply(scope, applyTargets(merge), sha),
      recordStopped: (reason) => recordChange(scope, merge, { outcome: "failed", reason }),
    });
    scope.annotate(outcome.diagnostics);
    switch (outcome.status) {
      case "invalid":
        await recordChange(scope, merge, {
          outcome: "invalid",
          reason: "the inventory is invalid",
        });
        return scope.failInvalid(outcome.diagnostics, commentTarget(merge, merge.reviewed));
      case "plan-changed":
        return refuseChangedPlan(scope, outcome.plan, outcome.expectedFingerprint, merge);
      case "unsafe":
        return refuseUnsafe(scope, outcome.plan, outcome.message, targets);
      case "applied":
        return reportApplied(scope, outcome.plan, outcome.result, targets);
    }
  });
}

function mergeTargets(scope: RunScope, merge: MergeEvidence): MergeTargets {
  const target = commentTarget(merge, undefined);
  return {
    sha: merge.sha,
    changeContext: buildChangeContext(scope.context, scope.settings.workspace, merge),
    comments: target === undefined ? [] : [target],
    pullRequests: merge.pullRequest === undefined ? [] : [merge.pullRequest.number],
    record: (note) => recordChange(scope, merge, note),
  };
}

function applyTargets(merge: MergeEvidence): ApplyTarget[] {
  return merge.issue === undefined || merge.sticky === undefined
    ? []
    : [{ issue: merge.issue, sticky: merge.sticky }];
}

function approvalShortfall(merge: MergeEvidence, scope: RunScope): string {
  const { pullRequest, approvedBy, sha } = merge;
  const { minApprovals } = scope.settings;
  return pullRequest === undefined
    ? `commit ${shortSha(sha)} was pushed directly (0 of ${countOf(minApprovals, "approval")})`
    : approvalShortfallLine(pullRequest, approvedBy.length, minApprovals);
}

/** The change evidence of this apply attempt; the ledger's failure, if any, for the caller. */
function recordChange(
  scope: RunScope,
  merge: MergeEvidence,
  note: ChangeNote,
): Promise<ActionFailure | undefined> {
  return recordEvidence(scope, changeDraft(scope, mergeOrigin(merge), note));
}

/** The merged pull request's comment, when the commit came from one. */
function commentTarget(
  merge: MergeEvidence,
  fingerprint: string | undefined,
): (CommentTarget & { head: string; fingerprint: string | undefined }) | undefined {
  if (merge.issue === undefined) return undefined;
  return { issue: merge.issue, existing: merge.sticky, head: merge.head, fingerprint };
}

/**
 * No reviewed plan and require-reviewed-plan: applies nothing. That is a failure only when the
 * fresh plan would change something; a merge that changes nothing in the inventory passes.
 */
async function applyUnreviewed(
  scope: RunScope,
  client: ApiClient,
  merge: MergeEvidence,
): Promise<void> {
  const outcome = await planFromSource(scope.planSettings(), client);
  scope.annotate(outcome.diagnostics);
  if (outcome.status === "invalid") {
    await recordChange(scope, merge, { outcome: "invalid", reason: "the inventory is invalid" });
    return scope.failInvalid(outcome.diagnostics, commentTarget(merge, undefined));
  }
  const { plan } = outcome;
  await scope.reportPlan(plan);
  const why = whyUnreviewed(merge, scope.settings.workspace);
  if (plan.operations.length === 0) {
    const failure = await recordChange(scope, merge, { outcome: "no-changes", reason: why, plan });
    await scope.reporter.summary(nothingToReviewSummary(merge.sha, why));
    if (failure !== undefined) throw failure;
    return;
  }
  const message = unreviewedMessage(why);
  await recordChange(scope, merge, { outcome: "no-reviewed-plan", reason: message, plan });
  await scope.reporter.summary(
    (cap) =>
      `## Inventory apply: no reviewed plan\n\n${message}\n\n${scope.summaryPlan(plan, cap)}`,
  );
  await scope.comment(commentTarget(merge, undefined), {
    fingerprint: plan.fingerprint,
    head: merge.head,
    status: "no-reviewed-plan",
    statusLine: `**Not applied: no reviewed plan.** ${message}`,
    render: (maxLength) => scope.commentPlan(plan, maxLength),
  });
  throw new ActionFailure("no-reviewed-plan", message);
}

/** The live inventory changed after the review: applies nothing, shows both plans. */
async function refuseChangedPlan(
  scope: RunScope,
  plan: Plan,
  reviewed: string,
  merge: MergeEvidence,
): Promise<never> {
  await scope.reportPlan(plan);
  const message = planChangedMessage(reviewed, plan.fingerprint);
  await recordChange(scope, merge, { outcome: "plan-changed", reason: message, plan });
  await scope.reporter.summary(
    (cap) =>
      `## Inventory apply: plan changed\n\n${message}\n\n### The plan now\n\n${scope.summaryPlan(plan, cap)}`,
  );
  const reviewedMarkdown =
    merge.sticky === undefined ? undefined : renderedPartOf(merge.sticky.body);
  await scope.comment(commentTarget(merge, undefined), {
    fingerprint: plan.fingerprint,
    head: merge.head,
    status: "plan-changed",
    statusLine: `**Not applied: the plan changed after review.** ${message}`,
    render: (maxLength) => {
      // The plan now comes first and whole (every delete); the reviewed one gets what is left.
      const now = `${PLAN_NOW_HEADING}${scope.commentPlan(plan, maxLength - PLAN_NOW_HEADING.length)}`;
      if (reviewedMarkdown === undefined) return now;
      return `${now}${collapsedBlock(
        "The plan that was reviewed",
        reviewedMarkdown,
        maxLength - now.length,
        "The reviewed plan continues in this comment's edit history.",
      )}`;
    },
  });
  throw new ActionFailure("plan-changed", message);
}
