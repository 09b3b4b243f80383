// `cip-sync doctor`'s check of the control the gate relies on outside cip-sync: the default branch of
// the GitHub repository (--repo or GITHUB_REPOSITORY, read with GITHUB_TOKEN's own permissions)
// requires the status cip-sync/policy, else a refusal by the gate is only a record of one. Read by
// github/notices/required-status.ts, judged by core/review/required-policy-status.ts.
import type { Check } from "../../core/inventory/baselines/service-deviations.ts";
import { judgePolicyStatusRequirement } from "../../core/review/required-policy-status.ts";
import { redactSecrets } from "../../core/shared/text/redact.ts";
import { createGitHubClient } from "../../github/client.ts";
import { readRequiredStatusFacts } from "../../github/notices/required-status.ts";
import { proxyForUrl } from "../../io/network/proxy.ts";
import type { GitHubRepositorySettings } from "../shared/github-settings.ts";
import type { CliIo } from "../shared/io.ts";

const SKIPPED: Check = {
  name: "policy status",
  outcome: "skipped",
  detail:
    "no GitHub repository and token given: whether the default branch requires cip-sync/policy was not checked",
  fix: "set GITHUB_TOKEN to a token that may read the repository (classic branch protection also needs Administration: read) and give --repo OWNER/REPO (or set GITHUB_REPOSITORY)",
};

/** Required: ok; not required, or not known to be: deviates (exit 2), with what to do. */
export async function policyStatusCheck(
  github: GitHubRepositorySettings | undefined,
  io: CliIo,
): Promise<Check> {
  if (github === undefined) return SKIPPED;
  const log = {
    debug: () => {},
    warning: (line: string) => io.stderr(`warning: ${redactSecrets(line, [github.token])}\n`),
    error: (line: string) => io.stderr(`error: ${redactSecrets(line, [github.token])}\n`),
  };
  const client = createGitHubClient(
    github.token,
    github.apiUrl,
    log,
    proxyForUrl(io.env, github.apiUrl),
  );
  const facts = await readRequiredStatusFacts(
    client,
    { owner: github.owner, repo: github.repo },
    undefined,
  );
  const requirement = judgePolicyStatusRequirement(facts);
  return {
    name: "policy status",
    outcome: requirement.kind === "required" ? "ok" : "deviates",
    detail: redactSecrets(`${github.owner}/${github.repo}: ${requirement.text}`, [github.token]),
  };
}
