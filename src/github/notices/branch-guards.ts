// The facts core/review/branch-guards.ts judges: the ruleset rules on the evidence branch, and the
// approving reviews a pull request rule requires on the default branch, each one read with the
// run's own token. Never throws: what could not be read is a fact the judgement names.
import type { RuleSource } from "../../core/review/required-policy-status.ts";
import { readBranchRules } from "../branch-rules.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";

/** The types of the active ruleset rules on `branch` ("deletion", "non_fast_forward", ...). */
export async function readRuleTypes(
  client: GitHubClient,
  repository: Repository,
  branch: string,
): Promise<RuleSource<string[]>> {
  const rules = await readBranchRules(client, repository, branch);
  return rules.kind === "read"
    ? { kind: "read", value: rules.value.map(({ type }) => type) }
    : rules;
}

/** The most approving reviews an active pull request rule on `branch` requires; 0 for none. */
export async function readRequiredApprovals(
  client: GitHubClient,
  repository: Repository,
  branch: string,
): Promise<RuleSource<number>> {
  const rules = await readBranchRules(client, repository, branch);
  if (rules.kind !== "read") return rules.kind === "absent" ? { kind: "read", value: 0 } : rules;
  const counts = rules.value
    .filter(({ type }) => type === "pull_request")
    .map(({ parameters }) => parameters?.required_approving_review_count ?? 0);
  return { kind: "read", value: Math.max(0, ...counts) };
}
