// The merge-queue route (merge_group, in mode auto): the queue asks whether a group of pull requests
// may reach the default branch. It may when the plan of the group's head commit, against the live
// service, is exactly the union of the plans reviewed in its pull requests; otherwise the check
// fails, so the group leaves the queue, and each pull request's comment says what changed since its
// review. The owner policy of the group's base must allow the group's plan too (failure-reason
// policy). Nothing is applied here: the apply stays on the push the queue makes.
import { checkBeforeApply } from "../core/review/gate.ts";
import { planFromSource } from "../engine/engine.ts";
import type { GroupFacts } from "../core/review/code-host.ts";
import type { Plan } from "../core/plan/plan-model.ts";
import { escapeMarkdown } from "../render/escape-markdown.ts";
import { judgeGroup } from "./policy-route.ts";
import {
  notAppliedMark,
  pullRequestList,
  queueCheckMark,
  reviewDifferenceLine,
  reviewDifferenceMarkdown,
} from "../render/review-status.ts";
import { countOf, shortSha } from "../core/shared/wording.ts";
import { ActionFailure } from "./failure.ts";
import { describeGroup, policyRefusedMessage, queueCheckFailedMessage } from "./messages.ts";
import { markComments } from "./review-flow.ts";
import type { RunScope } from "./run-scope.ts";
import type { MergeGroupEvent } from "./settings.ts";

export async function checkMergeGroup(scope: RunScope, group: MergeGroupEvent): Promise<void> {
  const { workspace } = scope.settings;
  await scope.withService(async (client) => {
    const facts = await scope.host.facts.queueFacts(group, workspace);
    if (facts.incomplete !== undefined)
      scope.reporter.warning(
        `Not every pull request of the group may have been found: ${facts.incomplete}.`,
      );
    const head = shortSha(group.headSha);
    for (const line of describeGroup(facts.changes))
      scope.reporter.info(`Merge-queue group ${head} holds ${line}`);
    const outcome = await planFromSource(scope.planSettings(), client);
    scope.annotate(outcome.diagnostics);
    if (outcome.status === "invalid") return scope.failInvalid(outcome.diagnostics, undefined);
    const { plan } = outcome;
    await scope.reportPlan(plan);
    await refuseForPolicy(scope, facts, group, plan);
    const numbers = facts.changes.map(({ change }) => change.number);
    const title = `## Inventory merge-queue check: workspace \`${workspace}\``;
    if (!scope.settings.requireReviewedPlan) {
      await scope.reporter.summary(
        (cap) =>
          `${title}\n\nNot checked against the reviewed plans (require-reviewed-plan is false); the group's plan at \`${head}\`:\n\n${scope.summaryPlan(plan, cap)}`,
      );
      return;
    }
    const checked = checkBeforeApply(facts.reviewed, plan);
    if (checked.kind === "proceed") {
      await scope.reporter.summary(
        (cap) =>
          `${title}\n\n**Passed:** the plan of the group at \`${head}\` (${countOf(plan.operations.length, "operation")}) is exactly the union of the plans reviewed in ${pullRequestList(numbers)}. Nothing was applied; the apply runs on the push the queue makes.\n\n${scope.summaryPlan(plan, cap)}`,
      );
      return;
    }
    const { check, unreviewed } = checked.difference;
    const difference = reviewDifferenceLine(check, numbers);
    const message = queueCheckFailedMessage(difference, unreviewed);
    const details = reviewDifferenceMarkdown(plan, check);
    const summaryHead = `${title}\n\n**Failed.** ${message}\n\n${details}\n### The group's plan\n\n`;
    await scope.reporter.summary(
      (cap) => `${summaryHead}${scope.summaryPlan(plan, cap - summaryHead.length)}`,
    );
    await markComments(
      scope,
      facts.changes.map(({ issue, note }) => ({ issue, sticky: note })),
      queueCheckMark(scope.context.runUrl, difference, details),
    );
    throw new ActionFailure("plan-changed", message);
  });
}

/** The group's plan is the reviewed one: the owner policy of its base must allow it too. */
async function refuseForPolicy(
  scope: RunScope,
  facts: GroupFacts,
  group: MergeGroupEvent,
  plan: Plan,
): Promise<void> {
  const judgement = await judgeGroup(scope, facts, group.baseSha, plan);
  if (judgement === undefined || judgement.verdict.allowed) return;
  const message = policyRefusedMessage(judgement.verdict.reasons);
  await scope.reporter.summary(
    `## Inventory merge-queue check: workspace \`${scope.settings.workspace}\`\n\n**Failed.** ${escapeMarkdown(message)}`,
  );
  await markComments(
    scope,
    facts.changes.map(({ issue, note }) => ({ issue, sticky: note })),
    notAppliedMark(scope.context.runUrl, escapeMarkdown(message)),
  );
  throw new ActionFailure("policy", message);
}
