// Who worked on a pull request's commits, for the independence rule of core/review/approvals.ts:
// a reviewer who authored or committed any commit approved their own work, so they are listed
// apart (not_independent), not as an approver. Every commit is read: GitHub lists at most 250 of a
// pull request, so a longer one is read through the compare API, up to a bound past which nobody's
// approval counts.
import type { CommitParticipants } from "../../core/review/approvals.ts";
import { shortSha } from "../../core/shared/wording.ts";
import { type GitHubClient, requestStatus } from "../client.ts";
import type { Repository } from "../commit-range.ts";

/** GitHub's pull request commits endpoint lists at most this many commits. */
export const PULL_REQUEST_COMMITS_LISTED = 250;
/** Commits of one pull request read at most; past it, independence cannot be checked. */
export const MAX_INDEPENDENCE_COMMITS = 10_000;

const PAGE = 100;

/** A commit as GitHub lists it: its author's and committer's accounts (null or {}: none) and e-mails. */
interface ListedCommit {
  author: { login?: string } | null;
  committer: { login?: string } | null;
  commit: { author: { email?: string } | null; committer: { email?: string } | null };
}

/** A GitHub no-reply address (`login@` or `id+login@users.noreply.github.com`) names its login. */
const NOREPLY = /^(?:\d+\+)?([^@+]+)@users\.noreply\.github\.com$/i;

/**
 * Who authored or committed the commits: by login where GitHub links an account; else by the
 * login a no-reply address names, else by e-mail (matched against the approvers' e-mails).
 */
export function participantsOf(commits: readonly ListedCommit[]): CommitParticipants {
  const logins = new Set<string>();
  const unlinkedEmails = new Set<string>();
  for (const { author, committer, commit } of commits) {
    const people = [
      [author, commit.author?.email],
      [committer, commit.committer?.email],
    ] as const;
    for (const [account, email] of people) {
      if (account?.login !== undefined) logins.add(account.login.toLowerCase());
      else if (email !== undefined && email !== "") {
        const named = NOREPLY.exec(email)?.[1];
        if (named === undefined) unlinkedEmails.add(email.toLowerCase());
        else logins.add(named.toLowerCase());
      }
    }
  }
  return { kind: "read", logins, unlinkedEmails };
}

/**
 * Everyone who authored or committed a commit of the pull request. The pull request's own list
 * when it holds fewer than 250 commits; else every commit from its base to its head through the
 * compare API, page by page, at most MAX_INDEPENDENCE_COMMITS (more: unreadable, with why).
 */
export async function commitParticipants(
  octokit: GitHubClient,
  repository: Repository,
  number: number,
): Promise<CommitParticipants> {
  const listed = await octokit.paginate(octokit.rest.pulls.listCommits, {
    ...repository,
    pull_number: number,
    per_page: PAGE,
  });
  if (listed.length < PULL_REQUEST_COMMITS_LISTED) return participantsOf(listed);
  const { data: pull } = await octokit.rest.pulls.get({ ...repository, pull_number: number });
  return comparedParticipants(octokit, repository, { base: pull.base.sha, head: pull.head.sha });
}

async function comparedParticipants(
  octokit: GitHubClient,
  repository: Repository,
  { base, head }: { base: string; head: string },
): Promise<CommitParticipants> {
  const range = `${shortSha(base)}...${shortSha(head)}`;
  const commits: ListedCommit[] = [];
  for (let page = 1; page <= MAX_INDEPENDENCE_COMMITS / PAGE; page += 1) {
    let data;
    try {
      ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
        ...repository,
        basehead: `${base}...${head}`,
        per_page: PAGE,
        page,
      }));
    } catch (error) {
      // 404: a commit GitHub no longer has; 422: no common history. Anything else fails the run.
      const status = requestStatus(error);
      if (status !== 404 && status !== 422) throw error;
      return { kind: "unreadable", why: `GitHub cannot compare ${range} (HTTP ${status})` };
    }
    if (data.total_commits > MAX_INDEPENDENCE_COMMITS) break;
    commits.push(...data.commits);
    if (commits.length >= data.total_commits || data.commits.length < PAGE)
      return participantsOf(commits);
  }
  return {
    kind: "unreadable",
    why: `the pull request has more than ${MAX_INDEPENDENCE_COMMITS.toLocaleString("en-US")} commits (${range}), more than are read`,
  };
}
