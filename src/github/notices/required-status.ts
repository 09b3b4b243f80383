// Whether the default branch requires the status cip-sync/policy: its rulesets' required status
// checks, then (only when no ruleset requires it) classic branch protection's, each read with the
// run's own token; judged in core/review/required-policy-status.ts. Never throws: what could not be
// read is a fact the judgement names, so that a run is never failed for it and never told "protected".
import {
  judgePolicyStatusRequirement,
  type RequiredStatusFacts,
  type RulesetStatusRule,
} from "../../core/review/required-policy-status.ts";
import {
  answerOf,
  type BranchRule,
  readBranchRules,
  readClassicProtection,
} from "../branch-rules.ts";
import type { GitHubClient } from "../client.ts";
import type { Repository } from "../commit-range.ts";

/** `defaultBranch`: as the event names it; undefined: asked of GitHub (`GET /repos/{owner}/{repo}`). */
export async function readRequiredStatusFacts(
  client: GitHubClient,
  repository: Repository,
  defaultBranch: string | undefined,
): Promise<RequiredStatusFacts> {
  const name = `${repository.owner}/${repository.repo}`;
  let branch = defaultBranch;
  if (branch === undefined) {
    try {
      branch = (await client.rest.repos.get({ ...repository })).data.default_branch;
    } catch (error) {
      return {
        kind: "no-branch",
        repository: name,
        why: `GitHub did not name it (GET /repos/${name}: ${answerOf(error)})`,
      };
    }
  }
  const rules = await readBranchRules(client, repository, branch);
  const facts: RequiredStatusFacts = {
    kind: "branch",
    repository: name,
    branch,
    rulesets: rules.kind === "read" ? { kind: "read", value: statusRules(rules.value) } : rules,
    classic: undefined,
  };
  // An administration read a workflow's token is refused: asked only when it can change the answer.
  if (judgePolicyStatusRequirement(facts).kind === "required") return facts;
  const classic = await readClassicProtection(client, repository, branch);
  if (classic.kind !== "read") return { ...facts, classic };
  const checks = classic.value.required_status_checks;
  const contexts = [
    ...(checks?.contexts ?? []),
    ...(checks?.checks ?? []).map((check) => check.context),
  ];
  return { ...facts, classic: { kind: "read", value: { contexts } } };
}

/** The rules of type required_status_checks, each with its ruleset and contexts. */
function statusRules(rules: readonly BranchRule[]): RulesetStatusRule[] {
  return rules
    .filter((rule) => rule.type === "required_status_checks")
    .map((rule) => ({
      rulesetId: rule.ruleset_id,
      source: rule.ruleset_source,
      contexts: (rule.parameters?.required_status_checks ?? []).map((check) => check.context),
    }));
}
