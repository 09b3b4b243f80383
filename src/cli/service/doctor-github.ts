// `cip-sync doctor`'s checks of the controls the gate relies on outside cip-sync, in the GitHub
// repository (--repo or GITHUB_REPOSITORY, read with GITHUB_TOKEN's own permissions): the default
// branch requires the status cip-sync/policy, else a refusal by the gate is only a record of one;
// the evidence branch is protected against deletion and force pushes; a ruleset requires an
// approval (core/review/branch-guards.ts). Read by
// github/notices/required-status.ts, judged by core/review/required-policy-status.ts.
import type { Check } from "../../core/inventory/baselines/service-deviations.ts";
import { judgePolicyStatusRequirement } from "../../core/review/required-policy-status.ts";
import { judgeApprovalsRequired, judgeLedgerProtection } from "../../core/review/branch-guards.ts";
import { DEFAULT_EVIDENCE_BRANCH } from "../../core/evidence/records/evidence-record.ts";
import { readRequiredApprovals, readRuleTypes } from "../../github/notices/branch-guards.ts";
import { redactSecrets } from "../../core/shared/text/redact.ts";
import { createGitHubClient } from "../../github/client.ts";
import { readRequiredStatusFacts } from "../../github/notices/required-status.ts";
import { proxyForUrl } from "../../io/network/proxy.ts";
import type { GitHubRepositorySettings } from "../shared/github-settings.ts";
import type { CliIo } from "../shared/io.ts";
import { judgeWriterBinding } from "../../core/evidence/chain/writer-declaration.ts";
import { readDeclarationAt } from "../../github/ledger/ledger-declarations.ts";

const SKIPPED: Check = {
  name: "policy status",
  outcome: "skipped",
  detail:
    "no GitHub repository and token given: whether the default branch requires cip-sync/policy was not checked",
  fix: "set GITHUB_TOKEN to a token that may read the repository (classic branch protection also needs Administration: read) and give --repo OWNER/REPO (or set GITHUB_REPOSITORY)",
};

/** Each check of the repository, skipped: no repository and token were given. */
const SKIPPED_CHECKS: Check[] = [
  SKIPPED,
  {
    ...SKIPPED,
    name: "ledger",
    detail:
      "no GitHub repository and token given: whether the evidence branch is protected was not checked",
  },
  {
    ...SKIPPED,
    name: "approvals",
    detail:
      "no GitHub repository and token given: whether a ruleset requires an approval was not checked",
  },
  {
    ...SKIPPED,
    name: "writer",
    detail:
      "no GitHub repository and token given: whether cip-ledger.yaml binds the ledger's writer was not checked",
  },
];

/**
 * The controls the gate relies on outside cip-sync: the status required, the evidence branch
 * protected, an approval required; each ok, or deviates (exit 2) with what to do; all skipped
 * without a repository and token.
 */
export async function gitHubChecks(
  github: GitHubRepositorySettings | undefined,
  io: CliIo,
): Promise<Check[]> {
  if (github === undefined) return SKIPPED_CHECKS;
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
  const repository = { owner: github.owner, repo: github.repo };
  const named = (text: string) =>
    redactSecrets(`${github.owner}/${github.repo}: ${text}`, [github.token]);
  const ledger = judgeLedgerProtection(
    DEFAULT_EVIDENCE_BRANCH,
    await readRuleTypes(client, repository, DEFAULT_EVIDENCE_BRANCH),
  );
  const branch = facts.kind === "branch" ? facts.branch : undefined;
  // The workflow's min-approvals is not known here: only a ruleset's requirement is judged.
  const approvals =
    branch === undefined
      ? { kind: "unknown" as const, text: "the default branch could not be named" }
      : judgeApprovalsRequired(
          branch,
          "not read",
          await readRequiredApprovals(client, repository, branch),
        );
  const writer =
    branch === undefined
      ? { outcome: "deviates" as const, detail: "the default branch could not be named" }
      : judgeWriterBinding(branch, await readDeclarationAt(client, repository, branch));
  return [
    {
      name: "policy status",
      outcome: requirement.kind === "required" ? "ok" : "deviates",
      detail: named(requirement.text),
    },
    {
      name: "ledger",
      outcome: ledger.kind === "ok" ? "ok" : "deviates",
      detail: named(ledger.text),
    },
    {
      name: "approvals",
      outcome: approvals.kind === "ok" ? "ok" : "deviates",
      detail: named(approvals.text),
    },
    { name: "writer", ...writer, detail: named(writer.detail) },
  ];
}
