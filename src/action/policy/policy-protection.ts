// Whether GitHub enforces the gate: a pull request, a merge and a drift check with an owner policy
// say loudly (a warning annotation and a line of the job summary) when the default branch does not
// require the status cip-sync/policy, or when that cannot be told, since a refusal GitHub does not
// enforce is only a record of one. A warning, never a failure; and never "required" unless a rule
// that was read says so (core/review/required-policy-status.ts). So do they when the evidence
// branch is not protected against deletion and force pushes, and a pull request and a merge when
// no approval is required anywhere (core/review/branch-guards.ts).
import {
  type GuardJudgement,
  judgeApprovalsRequired,
  judgeLedgerProtection,
} from "../../core/review/branch-guards.ts";
import { judgePolicyStatusRequirement } from "../../core/review/required-policy-status.ts";
import { escapeMarkdown } from "../../render/shared/escape-markdown.ts";
import type { RunScope } from "../run/run-scope.ts";

const TITLES = {
  "not-required": "cip-sync/policy is not required",
  unknown: "cip-sync/policy may not be required",
} as const;

export async function reportPolicyProtection(scope: RunScope): Promise<void> {
  // Without a policy file no status is ever set, so there is nothing for the branch to require. A
  // file that cannot be read is reported by the route that reads it; the branch is checked anyway.
  const policy = await scope.policyText().catch(() => "");
  if (policy === undefined) return;
  const facts = await scope.host.statuses.policyRequirement(scope.context.defaultBranch);
  const requirement = judgePolicyStatusRequirement(facts);
  await say(
    scope,
    requirement.text,
    requirement.kind === "required" ? undefined : TITLES[requirement.kind],
  );
}

// A guard whose rules could not be read is titled as unknown, never as missing.
const GUARD_TITLES = {
  ledger: {
    missing: "Evidence branch not protected",
    unknown: "Evidence branch protection unknown",
  },
  approvals: { missing: "No approval required", unknown: "Required approvals unknown" },
} as const;

/**
 * The evidence branch's protection, and (`approvals`) whether merging needs an approval: the rules
 * read first, then judged, then said.
 */
export async function reportGuards(
  scope: RunScope,
  { approvals }: { approvals: boolean },
): Promise<void> {
  const { evidenceBranch, minApprovals } = scope.settings;
  const branch = scope.context.defaultBranch;
  const ledgerRules =
    evidenceBranch === "" ? undefined : await scope.host.statuses.ruleTypes(evidenceBranch);
  const approvalRules =
    !approvals || branch === undefined
      ? undefined
      : minApprovals > 0
        ? ({ kind: "read", value: 0 } as const)
        : await scope.host.statuses.requiredApprovals(branch);
  const judged: (readonly [keyof typeof GUARD_TITLES, GuardJudgement])[] = [
    ...(ledgerRules === undefined
      ? []
      : [["ledger", judgeLedgerProtection(evidenceBranch, ledgerRules)] as const]),
    ...(approvalRules === undefined || branch === undefined
      ? []
      : [["approvals", judgeApprovalsRequired(branch, minApprovals, approvalRules)] as const]),
  ];
  for (const [guard, { kind, text }] of judged)
    await say(scope, text, kind === "ok" ? undefined : GUARD_TITLES[guard][kind]);
}

/** Where a control holds, a line of the log; else a warning annotation and a line of the summary. */
async function say(scope: RunScope, text: string, warning: string | undefined): Promise<void> {
  if (warning === undefined) {
    scope.reporter.info(text);
    return;
  }
  scope.reporter.warning(text, { title: warning });
  await scope.reporter.summary(`**${warning}.** ${escapeMarkdown(text)}\n\n`);
}
