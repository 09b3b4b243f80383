// The merge-queue route (merge_group, in mode auto): the queue asks whether a group of pull requests
// may reach the default branch. It runs the push's own decisions on the group, short of applying
// (core/review/group-check.ts: approvals, the reviewed plan, the owner policy and its freezes of
// the group's base, the plan against the union of the reviewed plans, the safety rules), so that
// the group leaves the queue whenever the push after it would refuse, and each pull request's
// comment says why. Nothing is applied here: the apply stays on the push the queue makes.
import { checkGroup, type GroupVerdict } from "../../core/review/group-check.ts";
import { gate, type RefusedVerdict } from "../../core/review/gate.ts";
import { OUTCOMES } from "../../core/review/outcomes.ts";
import { planFromSource } from "../../engine/engine.ts";
import type { GroupFacts } from "../../core/review/code-host.ts";
import type { Plan } from "../../core/plan/plan-model.ts";
import { escapeMarkdown } from "../../render/shared/escape-markdown.ts";
import { judgePolicy, type PolicyJudgement } from "../../core/review/policy/judge-policy.ts";
import { gatherPolicyFacts, mergedApprovals } from "../policy/policy-facts.ts";
import { logJudgement } from "../policy/policy-report.ts";
import {
  notAppliedMark,
  pullRequestList,
  queueCheckMark,
  reviewDifferenceLine,
  reviewDifferenceMarkdown,
} from "../../render/review/review-status.ts";
import { countOf, shortSha } from "../../core/shared/wording.ts";
import { ActionFailure } from "../run/failure.ts";
import { describeGroup, queueCheckFailedMessage } from "../run/messages.ts";
import { refusalText } from "../run/refusal.ts";
import { markComments } from "../run/review-flow.ts";
import type { RunScope } from "../run/run-scope.ts";
import type { MergeGroupEvent } from "../settings/settings.ts";
import { existingBaselinesAt, reviewedFilesAtBaseOf } from "../evidence/change-record-facts.ts";

export async function checkMergeGroup(scope: RunScope, group: MergeGroupEvent): Promise<void> {
  const { workspace, minApprovals, requireReviewedPlan } = scope.settings;
  await scope.withService(async (client) => {
    const facts = await scope.host.facts.queueFacts(group, workspace);
    if (facts.incomplete !== undefined)
      scope.reporter.warning(
        `Not every pull request of the group may have been found: ${facts.incomplete}.`,
      );
    const head = shortSha(group.headSha);
    for (const line of describeGroup(facts.changes))
      scope.reporter.info(`Merge-queue group ${head} holds ${line}`);
    // Its baselines against those in force, as the push after it will record them (CIP-010 R1.2).
    const outcome = await planFromSource(
      {
        ...scope.planSettings(),
        existingBaselines: existingBaselinesAt(scope, group.baseSha),
        reviewedFilesAtBase: reviewedFilesAtBaseOf(scope, group.baseSha),
      },
      client,
    );
    scope.annotate(outcome.diagnostics);
    if (outcome.status === "invalid") return scope.failInvalid(outcome.diagnostics, undefined);
    const { plan } = outcome;
    await scope.reportPlan(plan);
    const judgement = await judgeGroup(scope, facts, group.baseSha, plan);
    const decided = gate({
      ...facts,
      minApprovals,
      requireReviewedPlan,
      policy: judgement?.verdict,
    });
    const allowed = {
      massDelete: scope.settings.allowMassDelete,
      replace: scope.settings.allowReplace,
    };
    return concludeGroup(scope, facts, head, checkGroup(decided, plan, allowed));
  });
}

/** The check's summary and, when the push would refuse, the marks on the comments and the failure. */
async function concludeGroup(
  scope: RunScope,
  facts: GroupFacts,
  head: string,
  verdict: GroupVerdict,
): Promise<void> {
  const title = `## Inventory merge-queue check: workspace \`${scope.settings.workspace}\``;
  const numbers = facts.changes.map(({ change }) => change.number);
  const { plan } = verdict;
  switch (verdict.kind) {
    case "would-apply":
      return scope.reporter.summary(
        (cap) =>
          `${title}\n\n**Passed:** ${passedWords(scope, plan, head, numbers)}\n\n${scope.summaryPlan(plan, cap)}`,
      );
    case "refused":
      if (verdict.outcome === "plan-changed" && verdict.difference.kind === "operations")
        return refusePlanChanged(scope, facts, verdict.difference, plan, title);
      return refuseGroup(scope, facts, verdict, title);
  }
}

function passedWords(scope: RunScope, plan: Plan, head: string, numbers: number[]): string {
  const checked = scope.settings.requireReviewedPlan
    ? `the plan of the group at \`${head}\` (${countOf(plan.operations.length, "operation")}) is exactly the union of the plans reviewed in ${pullRequestList(numbers)}`
    : `the plan of the group at \`${head}\` (${countOf(plan.operations.length, "operation")}) was not checked against the reviewed plans (require-reviewed-plan is false)`;
  return `${checked}, and the push would apply it: approvals, the owner policy and the safety rules allow it. Nothing was applied; the apply runs on the push the queue makes.`;
}

/** What the push would refuse, refused here: the summary, a mark on each comment, the failure. */
async function refuseGroup(
  scope: RunScope,
  facts: GroupFacts,
  verdict: RefusedVerdict,
  title: string,
): Promise<never> {
  const numbers = facts.changes.map(({ change }) => change.number);
  const text = refusalText(scope, verdict, numbers);
  await scope.reporter.summary(
    (cap) =>
      `${title}\n\n**Failed:** the push would refuse this group (${OUTCOMES[verdict.outcome].heading}).\n\n${text.summary(cap - title.length - 80)}`,
  );
  await markComments(
    scope,
    facts.changes.map(({ issue, note }) => ({ issue, sticky: note })),
    notAppliedMark(scope.context.runUrl, escapeMarkdown(text.message)),
  );
  throw new ActionFailure(OUTCOMES[verdict.outcome].failure, text.message);
}

async function refusePlanChanged(
  scope: RunScope,
  facts: GroupFacts,
  difference: Extract<RefusedVerdict, { outcome: "plan-changed" }>["difference"] & {
    kind: "operations";
  },
  plan: Plan,
  title: string,
): Promise<never> {
  const numbers = facts.changes.map(({ change }) => change.number);
  const { check, unreviewed } = difference;
  const line = reviewDifferenceLine(check, numbers);
  const message = queueCheckFailedMessage(line, unreviewed);
  const details = reviewDifferenceMarkdown(plan, check);
  const summaryHead = `${title}\n\n**Failed.** ${message}\n\n${details}\n### The group's plan\n\n`;
  await scope.reporter.summary(
    (cap) => `${summaryHead}${scope.summaryPlan(plan, cap - summaryHead.length)}`,
  );
  await markComments(
    scope,
    facts.changes.map(({ issue, note }) => ({ issue, sticky: note })),
    queueCheckMark(scope.context.runUrl, line, details),
  );
  throw new ActionFailure("plan-changed", message);
}

/**
 * The group judged by the policy of the group's base: the group's plan and the approvals of its
 * pull requests together; undefined when there is no policy there.
 */
async function judgeGroup(
  scope: RunScope,
  facts: GroupFacts,
  baseSha: string,
  plan: Plan,
): Promise<PolicyJudgement | undefined> {
  const gathered = await gatherPolicyFacts(scope, baseSha, async () => ({
    read: undefined,
    subjects: { operations: plan.operations, approvals: mergedApprovals(facts) },
  }));
  if (gathered === undefined) return undefined;
  const judgement = judgePolicy(gathered.facts);
  logJudgement(scope, judgement, plan);
  return judgement;
}
