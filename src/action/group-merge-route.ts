// A push that merged several pull requests at once (a merge-queue batch, or merges pushed
// together): applied only when the fresh plan's operations are exactly the union of the operations
// reviewed in those pull requests, each on the commit that was merged. Also the refusal shared with
// the one-pull-request merge: too few approvals for min-approvals.
import {
  checkReviewedOperations,
  matchesReview,
  type ReviewCheck,
} from "../core/plan/operation-digest.ts";
import type { Diagnostic } from "../core/shared/diagnostics.ts";
import type { Plan } from "../core/plan/plan-model.ts";
import { planFromSource } from "../engine/engine.ts";
import type { ApiClient } from "../io/api-client.ts";
import type { RangePullRequests } from "../github/commit-range.ts";
import {
  notAppliedMark,
  reviewDifferenceLine,
  reviewDifferenceMarkdown,
} from "../github/review-status.ts";
import { buildGroupChangeContext } from "./change-context.ts";
import { changeDraft, pullRequestRecord, recordEvidence } from "./evidence.ts";
import { ActionFailure } from "./failure.ts";
import {
  type PullRequestEvidence,
  missingApprovals,
  readPullRequestsEvidence,
  reviewedOperationsOf,
} from "./group-evidence.ts";
import { applyWithProgress } from "./apply-progress.ts";
import { type MergeTargets, refuseUnsafe, reportApplied } from "./apply-report.ts";
import { groupPlanChangedMessage, notApprovedMessage, nothingToReviewSummary } from "./messages.ts";
import { announceApply, markComments } from "./review-flow.ts";
import type { RunScope } from "./run-scope.ts";

export async function applyGroupMerge(
  scope: RunScope,
  client: ApiClient,
  merged: RangePullRequests,
): Promise<void> {
  const { owner, repo, sha } = scope.context;
  const { workspace, minApprovals, requireReviewedPlan } = scope.settings;
  if (merged.incomplete !== undefined)
    scope.reporter.warning(
      `Not every merged pull request may have been found: ${merged.incomplete}.`,
    );
  const evidence = await readPullRequestsEvidence(
    scope.github,
    { owner, repo },
    merged.pullRequests,
    {
      workspace,
      author: await scope.login(),
      merged: true,
    },
  );
  for (const line of describeGroup(evidence)) scope.reporter.info(`Commit ${sha} merged ${line}`);
  const targets = groupTargets(scope, evidence);
  const shortfalls = missingApprovals(evidence, minApprovals);
  if (shortfalls.length > 0) return refuseUnapproved(scope, client, targets, shortfalls);

  let expectedFingerprint: string | undefined;
  if (requireReviewedPlan) {
    const outcome = await planFromSource(scope.planSettings(), client);
    scope.annotate(outcome.diagnostics);
    if (outcome.status === "invalid") return failInvalid(scope, outcome.diagnostics, targets);
    const check = checkReviewedOperations(outcome.plan.operations, reviewedOperationsOf(evidence));
    if (!matchesReview(check))
      return refuseGroupChanged(scope, outcome.plan, check, evidence, targets);
    // Applied only if the live inventory has not changed since this check.
    expectedFingerprint = outcome.plan.fingerprint;
  }
  const outcome = await applyWithProgress(scope, client, {
    expectedFingerprint,
    beforeApply: () =>
      announceApply(
        scope,
        evidence.flatMap(({ issue, sticky }) => (sticky === undefined ? [] : [{ issue, sticky }])),
        sha,
      ),
    recordStopped: (reason) => targets.record({ outcome: "failed", reason }),
  });
  scope.annotate(outcome.diagnostics);
  switch (outcome.status) {
    case "invalid":
      return failInvalid(scope, outcome.diagnostics, targets);
    case "plan-changed": {
      const check = checkReviewedOperations(
        outcome.plan.operations,
        reviewedOperationsOf(evidence),
      );
      return refuseGroupChanged(scope, outcome.plan, check, evidence, targets);
    }
    case "unsafe":
      return refuseUnsafe(scope, outcome.plan, outcome.message, targets);
    case "applied":
      return reportApplied(scope, outcome.plan, outcome.result, targets);
  }
}

function groupTargets(scope: RunScope, evidence: readonly PullRequestEvidence[]): MergeTargets {
  return {
    sha: scope.context.sha,
    changeContext: buildGroupChangeContext(scope.context, scope.settings.workspace, evidence),
    comments: evidence.map(({ issue, sticky, pullRequest }) => ({
      issue,
      existing: sticky,
      head: pullRequest.headSha,
    })),
    pullRequests: evidence.map(({ pullRequest }) => pullRequest.number),
    record: (note) =>
      recordEvidence(
        scope,
        changeDraft(
          scope,
          {
            sha: scope.context.sha,
            pullRequests: evidence.map((member) => pullRequestRecord(member.pullRequest, member)),
          },
          note,
        ),
      ),
  };
}

async function failInvalid(
  scope: RunScope,
  diagnostics: Diagnostic[],
  targets: MergeTargets,
): Promise<never> {
  await targets.record({ outcome: "invalid", reason: "the inventory is invalid" });
  return scope.failInvalid(diagnostics, undefined);
}

/** One log line per pull request: its reviewed plan (or why none) and its approvals. */
export function describeGroup(evidence: readonly PullRequestEvidence[]): string[] {
  return evidence.map(({ pullRequest, reviewed, unreviewed, approvedBy }) => {
    const plan =
      reviewed === undefined
        ? `no reviewed plan: ${unreviewed}`
        : `reviewed plan of ${reviewed.length} operation(s)`;
    return `#${pullRequest.number} (last commit ${pullRequest.headSha}): ${plan}; approved by: ${approvedBy.join(", ") || "nobody"}.`;
  });
}

/** Not the union of the reviewed plans: nothing applied; each comment shows what differs. */
async function refuseGroupChanged(
  scope: RunScope,
  plan: Plan,
  check: ReviewCheck,
  evidence: readonly PullRequestEvidence[],
  targets: MergeTargets,
): Promise<never> {
  await scope.reportPlan(plan);
  const difference = reviewDifferenceLine(check, targets.pullRequests);
  const message = groupPlanChangedMessage(
    difference,
    evidence.flatMap(({ unreviewed }) => unreviewed ?? []),
  );
  await targets.record({ outcome: "plan-changed", reason: message, plan });
  const summaryHead = `## Inventory apply: plan changed\n\n${message}\n\n${reviewDifferenceMarkdown(plan, check)}\n### The plan now\n\n`;
  await scope.reporter.summary(
    (cap) => `${summaryHead}${scope.summaryPlan(plan, cap - summaryHead.length)}`,
  );
  const commentHead = `${reviewDifferenceMarkdown(plan, check)}\n#### The plan now\n\n`;
  for (const target of targets.comments) {
    await scope.comment(target, {
      fingerprint: plan.fingerprint,
      head: target.head,
      status: "plan-changed",
      statusLine: `**Not applied: the plan is not what was reviewed.** ${message}`,
      render: (maxLength) =>
        `${commentHead}${scope.commentPlan(plan, maxLength - commentHead.length)}`,
    });
  }
  throw new ActionFailure("plan-changed", message);
}

/**
 * Too few approvals: nothing applied, unless there is nothing to apply. The plan comments keep
 * their reviewed plans under a mark, so that the job can be re-run once the approvals are given.
 */
export async function refuseUnapproved(
  scope: RunScope,
  client: ApiClient,
  targets: MergeTargets,
  shortfalls: readonly string[],
): Promise<void> {
  const outcome = await planFromSource(scope.planSettings(), client);
  scope.annotate(outcome.diagnostics);
  if (outcome.status === "invalid") return failInvalid(scope, outcome.diagnostics, targets);
  const { plan } = outcome;
  await scope.reportPlan(plan);
  const message = notApprovedMessage(shortfalls, scope.settings.minApprovals);
  if (plan.operations.length === 0) {
    const failure = await targets.record({ outcome: "no-changes", reason: message, plan });
    await scope.reporter.summary(nothingToReviewSummary(targets.sha, message));
    if (failure !== undefined) throw failure;
    return;
  }
  await targets.record({ outcome: "not-approved", reason: message, plan });
  await scope.reporter.summary(
    (cap) => `## Inventory apply: not approved\n\n${message}\n\n${scope.summaryPlan(plan, cap)}`,
  );
  await markComments(
    scope,
    targets.comments.map(({ issue, existing }) => ({ issue, sticky: existing })),
    notAppliedMark(scope.context.runUrl, message),
  );
  throw new ActionFailure("not-approved", message);
}
