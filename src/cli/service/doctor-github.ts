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
import { createGitHubClient, type GitHubClient, requestStatus } from "../../github/client.ts";
import { answerOf } from "../../github/branch-rules.ts";
import type { Repository } from "../../github/commit-range.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { readRequiredStatusFacts } from "../../github/notices/required-status.ts";
import { proxyForUrl } from "../../io/network/proxy.ts";
import type { GitHubRepositorySettings } from "../shared/github-settings.ts";
import type { CliIo } from "../shared/io.ts";
import { judgeWriterBinding } from "../../core/evidence/chain/writer-declaration.ts";
import { judgeWriterBoundary } from "../../core/evidence/chain/writer-boundary.ts";
import { readDeclarationAt } from "../../github/ledger/ledger-declarations.ts";
import { readBoundaryFacts } from "../../github/ledger/writer-environment.ts";

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
      "no GitHub repository and token given: whether cip-ledger.yaml binds the ledger's writer, and whether its key's environment allows the default branch alone, was not checked",
  },
];

/**
 * How long doctor keeps at a GitHub that does not answer: one retry a second after a failure, and
 * 12 s for all of its requests, so that it says so within 15 s (Octokit's defaults, three retries
 * 1, 4 and 9 s apart for each request, took 53 s).
 */
export const DOCTOR_GITHUB_BUDGET = { retries: 1, retryWaitMs: 1_000, deadlineMs: 12_000 } as const;

type Reached =
  | { kind: "reached"; branch: string | undefined }
  | { kind: "not-reached"; detail: string; fix: string };

/**
 * The repository's default branch, asked first: a GitHub that cannot be reached (no answer, a
 * server error, the deadline passed), that refuses the token, or that answers 404 for the
 * repository (not there, or not visible to the token) stops every check there, each saying why,
 * instead of each request failing alike. Another refusal is the checks' own to say: the branch is
 * then undefined.
 */
async function reachRepository(
  client: GitHubClient,
  repository: Repository,
  apiUrl: string,
  deadline: AbortSignal,
): Promise<Reached> {
  const request = `GET /repos/${repository.owner}/${repository.repo}`;
  try {
    return {
      kind: "reached",
      branch: (await client.rest.repos.get({ ...repository })).data.default_branch,
    };
  } catch (error) {
    const status = requestStatus(error);
    if (status === 404)
      return {
        kind: "not-reached",
        detail: `GitHub answered 404 for ${request}: not found or not visible to this token; ${NOT_CHECKED}`,
        fix: "check the name given to --repo OWNER/REPO (or GITHUB_REPOSITORY); if it is right, give GITHUB_TOKEN read access to that repository (a fine-grained token lists it under Repository access; a GitHub App must be installed on it), then run cip-sync doctor again",
      };
    if (status === 401)
      return {
        kind: "not-reached",
        detail: `GitHub refused the token in GITHUB_TOKEN (${request}: ${answerOf(error)}): ${NOT_CHECKED}`,
        fix: "set GITHUB_TOKEN to a token that is valid (not expired or revoked) and may read the repository (a fine-grained token with Metadata: read and Contents: read on it; classic branch protection also needs Administration: read), then run cip-sync doctor again",
      };
    // A request that got no answer (refused, dropped, aborted) is a RequestError without one.
    const answered =
      typeof error === "object" &&
      error !== null &&
      "response" in error &&
      error.response !== undefined;
    if (answered && (status === undefined || status < 500))
      return { kind: "reached", branch: undefined };
    const why = deadline.aborted
      ? `no answer within ${DOCTOR_GITHUB_BUDGET.deadlineMs / 1000} s`
      : answered
        ? answerOf(error)
        : errorMessage(error);
    return {
      kind: "not-reached",
      detail: `GitHub could not be reached at ${apiUrl} (${request}: ${why}): ${NOT_CHECKED}`,
      fix: "check that this machine reaches GitHub's API at that address (through a proxy: HTTPS_PROXY and NO_PROXY; GitHub Enterprise Server: GITHUB_API_URL=https://HOST/api/v3), then run cip-sync doctor again",
    };
  }
}

const NOT_CHECKED = "none of the repository's checks was made";

/**
 * The controls the gate relies on outside cip-sync: the status required, the evidence branch
 * protected, an approval required; each ok, or deviates (exit 2) with what to do; all skipped
 * without a repository and token.
 */
export async function gitHubChecks(
  github: GitHubRepositorySettings | undefined,
  ledgerEnvironment: string,
  io: CliIo,
): Promise<Check[]> {
  if (github === undefined) return SKIPPED_CHECKS;
  const log = {
    debug: () => {},
    warning: (line: string) => io.stderr(`warning: ${redactSecrets(line, [github.token])}\n`),
    error: (line: string) => io.stderr(`error: ${redactSecrets(line, [github.token])}\n`),
  };
  const { retries, retryWaitMs, deadlineMs } = DOCTOR_GITHUB_BUDGET;
  const deadline = AbortSignal.timeout(deadlineMs);
  const client = createGitHubClient(
    github.token,
    github.apiUrl,
    log,
    proxyForUrl(io.env, github.apiUrl),
    { retries, retryWaitMs, signal: deadline },
  );
  const repository = { owner: github.owner, repo: github.repo };
  const named = (text: string) =>
    redactSecrets(`${github.owner}/${github.repo}: ${text}`, [github.token]);
  const reached = await reachRepository(client, repository, github.apiUrl, deadline);
  if (reached.kind === "not-reached")
    return SKIPPED_CHECKS.map(({ name }) => ({
      name,
      outcome: "failed",
      detail: named(reached.detail),
      fix: reached.fix,
    }));
  const facts = await readRequiredStatusFacts(client, repository, reached.branch);
  const requirement = judgePolicyStatusRequirement(facts);
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
      : await writerCheck(client, repository, branch, ledgerEnvironment);
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

const SEVERITY = { ok: 0, deviates: 1, failed: 2 } as const;

/**
 * The check `writer`: cip-ledger.yaml on the default branch `branch` declares the writer, and the
 * environment that holds its key gives it to jobs of `branch` alone, the workflows that name it
 * listed, the evidence branch's protection bypassed by nobody. The worse of the two outcomes.
 */
async function writerCheck(
  client: GitHubClient,
  repository: Repository,
  branch: string,
  environment: string,
): Promise<Omit<Check, "name">> {
  const [binding, boundary] = await Promise.all([
    settled(async () =>
      judgeWriterBinding(branch, await readDeclarationAt(client, repository, branch)),
    ),
    settled(async () =>
      judgeWriterBoundary(
        await readBoundaryFacts(client, repository, {
          environment,
          defaultBranch: branch,
          evidenceBranch: DEFAULT_EVIDENCE_BRANCH,
        }),
      ),
    ),
  ]);
  const fixes = [binding.fix, boundary.fix].filter((fix) => fix !== undefined);
  return {
    outcome:
      SEVERITY[boundary.outcome] > SEVERITY[binding.outcome] ? boundary.outcome : binding.outcome,
    detail: `${binding.detail}; ${boundary.detail}`,
    ...(fixes.length === 0 ? {} : { fix: fixes.join("; ") }),
  };
}

/**
 * A part of a check whose reading of GitHub threw (a GraphQL call GitHub answered with an error,
 * say): failed, saying what GitHub answered, so that the other checks are still made and reported.
 */
async function settled<Judged extends { outcome: keyof typeof SEVERITY; fix?: string }>(
  judge: () => Promise<Judged>,
): Promise<Judged | { outcome: "failed"; detail: string; fix: string }> {
  try {
    return await judge();
  } catch (error) {
    return {
      outcome: "failed",
      // On one line: GitHub's list of GraphQL errors comes a line each.
      detail: `a request to GitHub failed (${errorMessage(error).replace(/\s*\n\s*/g, " ")})`,
      fix: "run cip-sync doctor again; if GitHub keeps failing there, see its status page (GitHub Enterprise Server: that GITHUB_API_URL is https://HOST/api/v3, whose GraphQL API is https://HOST/api/graphql)",
    };
  }
}
