// Reads the evidence branch's commits and protection through the API, for
// `cip-sync evidence verify --remote` (and its commits for the drift check's obligations, as
// ledger-records.ts reads them); judged in core/evidence/chain/evidence-remote.ts.
import type { RemoteLedgerFacts } from "../../core/evidence/chain/evidence-remote.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { type GitHubClient, requestStatus } from "../client.ts";
import type { LedgerTarget } from "./evidence-ledger.ts";

export async function readRemoteLedger(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<RemoteLedgerFacts> {
  const repository = { owner: target.owner, repo: target.repo };
  const { data: rules } = await octokit.request(
    "GET /repos/{owner}/{repo}/rules/branches/{branch}",
    {
      ...repository,
      branch: target.branch,
    },
  );
  return {
    branch: target.branch,
    commits: await readLedgerCommits(octokit, target),
    rules: (rules as { type: string }[]).map((rule) => rule.type),
    protection: await readProtection(octokit, target),
  };
}

/** The branch's commits, oldest first, with their author and GitHub's verification. */
export async function readLedgerCommits(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<RemoteLedgerFacts["commits"]> {
  const commits = await octokit.paginate(octokit.rest.repos.listCommits, {
    owner: target.owner,
    repo: target.repo,
    sha: target.branch,
    per_page: 100,
  });
  return commits.reverse().map((commit) => ({
    sha: commit.sha,
    author: commit.author?.login ?? null,
    verified: commit.commit.verification?.verified === true,
    reason: commit.commit.verification?.reason ?? "no verification",
    parents: commit.parents.map((parent) => parent.sha),
  }));
}

async function readProtection(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<RemoteLedgerFacts["protection"]> {
  try {
    const { data } = await octokit.rest.repos.getBranchProtection({
      owner: target.owner,
      repo: target.repo,
      branch: target.branch,
    });
    return {
      allowForcePushes: data.allow_force_pushes?.enabled === true,
      allowDeletions: data.allow_deletions?.enabled === true,
    };
  } catch (error) {
    const status = requestStatus(error);
    if (status === 404) return null;
    return `HTTP ${status ?? "error"}: ${errorMessage(error)}; reading branch protection needs a token with administration read`;
  }
}
