// Reads the evidence branch's commits and protection through the API, for
// `cip-sync evidence verify --remote` (and its commits for the drift check's obligations, as
// ledger-records.ts reads them); judged in core/evidence/chain/evidence-remote.ts.
import type { RemoteLedgerFacts } from "../../core/evidence/chain/evidence-remote.ts";
import { readBranchRules, readClassicProtection } from "../branch-rules.ts";
import type { GitHubClient } from "../client.ts";
import type { LedgerTarget } from "./evidence-ledger.ts";

export async function readRemoteLedger(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<RemoteLedgerFacts> {
  const repository = { owner: target.owner, repo: target.repo };
  const rules = await readBranchRules(octokit, repository, target.branch);
  if (rules.kind === "unreadable")
    throw new Error(`the rulesets on ${target.branch} could not be read (${rules.why})`);
  return {
    branch: target.branch,
    commits: await readLedgerCommits(octokit, target),
    rules: rules.kind === "read" ? rules.value.map((rule) => rule.type) : [],
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
  return commits.reverse().map(ledgerCommitFact);
}

/** A commit as the REST API lists or compares it. */
type RestCommit = Awaited<ReturnType<GitHubClient["rest"]["repos"]["listCommits"]>>["data"][number];

/** A ledger commit's author, GitHub's verification and parents, as the judgement reads them. */
export function ledgerCommitFact(commit: RestCommit): RemoteLedgerFacts["commits"][number] {
  return {
    sha: commit.sha,
    author: commit.author?.login ?? null,
    verified: commit.commit.verification?.verified === true,
    reason: commit.commit.verification?.reason ?? "no verification",
    parents: commit.parents.map((parent) => parent.sha),
  };
}

async function readProtection(
  octokit: GitHubClient,
  target: LedgerTarget,
): Promise<RemoteLedgerFacts["protection"]> {
  const repository = { owner: target.owner, repo: target.repo };
  const protection = await readClassicProtection(octokit, repository, target.branch);
  if (protection.kind === "absent") return null;
  if (protection.kind === "unreadable")
    return `${protection.why}; reading branch protection needs a token with administration read`;
  return {
    allowForcePushes: protection.value.allow_force_pushes?.enabled === true,
    allowDeletions: protection.value.allow_deletions?.enabled === true,
  };
}
