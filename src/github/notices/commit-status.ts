// The `cip-sync/policy` commit status: success when the policy allows the change, failure with the
// first reason otherwise. Branch rules can require it; the Action sets it on the head commit.
import type { PolicyEvaluation } from "../../core/review/policy/evaluate-policy.ts";
import { POLICY_STATUS_CONTEXT } from "../../core/review/policy-status-target.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";

/** GitHub refuses a longer description. */
const MAX_DESCRIPTION = 140;

export function policyStatus(evaluation: Pick<PolicyEvaluation, "verdict">): {
  state: "success" | "failure";
  description: string;
} {
  const { allowed, reasons } = evaluation.verdict;
  const description = allowed
    ? "Every rule that applies is met; no freeze holds."
    : (reasons[0] ?? "Refused by the policy.");
  return {
    state: allowed ? "success" : "failure",
    description:
      description.length > MAX_DESCRIPTION
        ? `${description.slice(0, MAX_DESCRIPTION - 1)}…`
        : description,
  };
}

export async function setPolicyStatus(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  evaluation: Pick<PolicyEvaluation, "verdict">,
  targetUrl?: string,
): Promise<void> {
  const status = policyStatus(evaluation);
  await client.rest.repos.createCommitStatus({
    ...repository,
    sha,
    context: POLICY_STATUS_CONTEXT,
    ...status,
    ...(targetUrl === undefined ? {} : { target_url: targetUrl }),
  });
}
