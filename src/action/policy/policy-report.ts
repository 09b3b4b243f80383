// What the Action says of a policy judgement: the run log's group, the cip-sync/policy commit
// status, and the plan comment's Policy section. It only reads the judgement.
import type { Plan } from "../../core/plan/plan-model.ts";
import type { PolicyJudgement } from "../../core/review/policy/judge-policy.ts";
import { policyStatusTarget } from "../../core/review/policy-status-target.ts";
import { shortSha } from "../../core/shared/wording.ts";
import { renderPolicySection } from "../../render/review/policy-markdown.ts";
import { renderPolicyText } from "../../render/review/policy-text.ts";
import type { RunScope } from "../run/run-scope.ts";
import type { PullRequestEvent } from "../settings/event-trigger.ts";

/** The judgement in the run's log, under the policy file and base commit it was read at. */
export function logJudgement(
  scope: RunScope,
  judgement: PolicyJudgement,
  plan: Plan | undefined,
): void {
  const { evaluation, base, verdict } = judgement;
  const title = `Owner policy ${base.source.file} at ${shortSha(base.source.baseSha)}`;
  if (evaluation === undefined || plan === undefined)
    scope.reporter.group(title, `Refused: ${verdict.reasons.join("; ")}.\n`);
  else scope.reporter.group(title, renderPolicyText(evaluation, plan.operations, base.source.file));
}

/**
 * The `cip-sync/policy` status on the pull request's head commit, when its base is the branch the
 * apply job serves (policy-status-target.ts); the run's log says what it was set to, or why not.
 */
export async function publishPolicyStatus(
  scope: RunScope,
  pullRequest: PullRequestEvent,
  sha: string,
  judgement: PolicyJudgement,
): Promise<void> {
  const target = policyStatusTarget(pullRequest);
  if (target.kind === "skip") {
    scope.reporter.info(`Did not set the commit status cip-sync/policy: ${target.reason}.`);
    return;
  }
  await scope.host.statuses.setPolicy(sha, judgement, scope.context.runUrl);
  const { allowed, reasons } = judgement.verdict;
  scope.reporter.info(
    `Set the commit status cip-sync/policy on ${shortSha(sha)}: ${allowed ? "success" : `failure (${reasons.join("; ")})`}.`,
  );
}

/** The plan comment's Policy section for the judgement. */
export function policySection(judgement: PolicyJudgement): string {
  return renderPolicySection({
    file: judgement.base.source.file,
    baseSha: judgement.base.source.baseSha,
    evaluation: judgement.evaluation,
    reasons: judgement.verdict.reasons,
    operations: judgement.operations,
    governance: judgement.evaluation === undefined ? [] : judgement.governance,
  });
}
