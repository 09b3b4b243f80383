// The pull request route: the plan of the pull request's head against the live service, in the
// job summary and the sticky comment, with the owner policy judged at the base (its status and the
// comment's Policy section) and the delete label kept in step. A pull request from a fork, which
// GitHub gives no secrets, has its files validated offline instead.
import { reportGuards } from "../policy/policy-protection.ts";
import { compareDiagnostics, hasErrors } from "../../core/shared/diagnostics.ts";
import { planFromSource } from "../../engine/engine.ts";
import type { Plan } from "../../core/plan/plan-model.ts";
import type { ChangeRef } from "../../core/review/code-host.ts";
import { judgePolicy } from "../../core/review/policy/judge-policy.ts";
import {
  type RecordedSubjects,
  recordSubjects,
} from "../../core/review/policy/recorded-subjects.ts";
import { recordGovernance } from "../../core/review/policy/governance/recorded-governance.ts";
import { gatherPolicyFacts, pullRequestBase, pullRequestFacts } from "../policy/policy-facts.ts";
import { logJudgement, policySection, publishPolicyStatus } from "../policy/policy-report.ts";
import { reviewHeaderOf, syncDeleteLabel } from "../run/review-flow.ts";
import { FORK_WITHOUT_KEY, noPlanMessage, planStatus } from "../run/messages.ts";
import type { RunScope } from "../run/run-scope.ts";
import { existingBaselinesAt, reviewedFilesAtBaseOf } from "../evidence/change-record-facts.ts";
import type { PullRequestEvent } from "../settings/settings.ts";
import { declarationProblemsIn } from "../../io/checkout/optional-file.ts";

function issueOf(scope: RunScope, number: number): ChangeRef {
  return { owner: scope.context.owner, repo: scope.context.repo, number };
}

export async function planPullRequest(
  scope: RunScope,
  pullRequest: PullRequestEvent,
): Promise<void> {
  const target = { issue: issueOf(scope, pullRequest.number) };
  const head = pullRequest.headSha;
  if (pullRequest.fromFork) return validateWithoutPlan(scope, target, head);

  await scope.withService(async (client) => {
    await reportGuards(scope, { approvals: true });
    // Its baselines against those in force (else the base's): a deviation is a change reviewers
    // must see (CIP-010 R1.2), as the merge's change record will list it.
    const outcome = await planFromSource(
      {
        ...scope.planSettings(),
        sources: scope.sourcesFile,
        existingBaselines: existingBaselinesAt(scope, pullRequestBase(scope, pullRequest)),
        // The patch sources check (R2.1): the items without a patch source, those this pull request adds first.
        patchSources: scope.patchSources,
        // What the reviewer approves for R2.2 and R2.3: the patch files this pull request changes.
        reviewedFilesAtBase: reviewedFilesAtBaseOf(scope, pullRequestBase(scope, pullRequest)),
      },
      client,
    );
    // The change's cip-ledger.yaml is refused at its line with the files (a private key in it too).
    const declaration = (await declarationProblemsIn(scope.context.workspaceDir)) ?? [];
    scope.annotate([...declaration, ...outcome.diagnostics]);
    if (outcome.status === "invalid" || hasErrors(declaration))
      return scope.failInvalid([...declaration, ...outcome.diagnostics].sort(compareDiagnostics), {
        ...target,
        head,
        fingerprint: undefined,
      });
    const { plan } = outcome;
    await scope.reportPlan(plan);
    const policy = await pullRequestPolicy(scope, pullRequest, plan);
    const statusLine = planStatus(plan, head);
    await scope.reporter.summary(
      (cap) =>
        `## Inventory plan: workspace \`${scope.settings.workspace}\`\n\n${statusLine}\n\n${scope.summaryPlan(plan, cap)}`,
    );
    for (const violation of plan.safety.violations)
      scope.reporter.warning(violation.message, { title: "Safety limit" });
    await scope.comment(target, {
      fingerprint: plan.fingerprint,
      head,
      status: "planned",
      ...reviewHeaderOf(plan),
      ...policy?.header,
      statusLine,
      render: (maxLength) => {
        const section = policy?.section ?? "";
        return `${section}${scope.commentPlan(plan, maxLength - section.length)}`;
      },
    });
    await syncDeleteLabel(scope, target.issue, plan.summary.delete, pullRequest.labels);
  });
}

/** A pull request from a fork, without the key: the files are checked offline, without failing for that. */
async function validateWithoutPlan(
  scope: RunScope,
  target: { issue: ChangeRef },
  head: string,
): Promise<void> {
  const loaded = await scope.validatedOffline();
  const message = noPlanMessage(FORK_WITHOUT_KEY);
  scope.reporter.warning(message, { title: "No plan" });
  if (hasErrors(loaded.diagnostics)) {
    return scope.failInvalid(
      loaded.diagnostics,
      { ...target, head, fingerprint: undefined },
      message,
    );
  }
  await scope.reporter.summary(
    `## Inventory plan: workspace \`${scope.settings.workspace}\`\n\n${message}\n\nThe files are valid.`,
  );
  await scope.comment(target, {
    fingerprint: undefined,
    head,
    status: "no-plan",
    statusLine: `**No plan.** ${message}`,
    render: () => "The files are valid.\n",
  });
}

/** What a pull request's plan comment gets from the policy: the header's record and the section. */
interface PullRequestPolicy {
  header: { policy?: RecordedSubjects };
  section: string;
}

/**
 * After the plan: the policy judged, the status set on the head commit, and the comment's part.
 * Undefined when there is no policy at the base.
 */
async function pullRequestPolicy(
  scope: RunScope,
  pullRequest: PullRequestEvent,
  plan: Plan,
): Promise<PullRequestPolicy | undefined> {
  const { operations } = plan;
  const gathered = await gatherPolicyFacts(scope, pullRequestBase(scope, pullRequest), async () => {
    const { approvals } = await pullRequestFacts(scope, pullRequest.number);
    return { read: undefined, subjects: { operations, approvals } };
  });
  if (gathered === undefined) return undefined;
  const judgement = judgePolicy(gathered.facts);
  // The header records the changes to the rules too: a review judges them from the comment.
  const recorded = recordSubjects(operations, recordGovernance(judgement.governance));
  logJudgement(scope, judgement, plan);
  await publishPolicyStatus(scope, pullRequest, pullRequest.headSha, judgement);
  return {
    header: recorded === undefined ? {} : { policy: recorded },
    section: policySection(judgement),
  };
}
