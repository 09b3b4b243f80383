// Whether GitHub enforces the gate: a pull request, a merge and a drift check with an owner policy
// say loudly (a warning annotation and a line of the job summary) when the default branch does not
// require the status cip-sync/policy, or when that cannot be told, since a refusal GitHub does not
// enforce is only a record of one. A warning, never a failure; and never "required" unless a rule
// that was read says so (core/review/required-policy-status.ts).
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
  if (requirement.kind === "required") {
    scope.reporter.info(requirement.text);
    return;
  }
  const title = TITLES[requirement.kind];
  scope.reporter.warning(requirement.text, { title });
  await scope.reporter.summary(`**${title}.** ${escapeMarkdown(requirement.text)}\n\n`);
}
