// The pull request a merge commit came from, and who approved it: the approval evidence of the
// change record.
import { compareCodePoints } from "../core/names.ts";
import type { GitHubClient } from "./client.ts";

export interface MergedPullRequest {
  number: number;
  url: string;
  title: string;
  author: string;
  headSha: string;
}

/**
 * The pull request merged as `sha`: the one whose merge commit is `sha`, else (a fast-forward) the
 * only merged one containing it; undefined when the commit was pushed directly, or when several
 * merged pull requests contain it and none was merged as it (the approvals would be a guess).
 */
export async function findMergedPullRequest(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  sha: string,
): Promise<MergedPullRequest | undefined> {
  const pulls = await octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
    ...repository,
    commit_sha: sha,
    per_page: 100,
  });
  const merged = pulls.filter((pull) => pull.merged_at !== null);
  const found =
    merged.find((pull) => pull.merge_commit_sha === sha) ??
    (merged.length === 1 ? merged[0] : undefined);
  if (found === undefined) return undefined;
  return {
    number: found.number,
    url: found.html_url,
    title: found.title,
    author: found.user?.login ?? "",
    headSha: found.head.sha,
  };
}

/** Who merged the pull request; the commit list does not say. */
export async function mergedBy(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  number: number,
): Promise<string | undefined> {
  const { data } = await octokit.rest.pulls.get({ ...repository, pull_number: number });
  return data.merged_by?.login;
}

/**
 * Logins whose latest deciding review approves the pull request, sorted. A later "changes
 * requested" or a dismissal withdraws an approval; a plain comment review does not (as on GitHub).
 */
export async function approvers(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  number: number,
): Promise<string[]> {
  const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
    ...repository,
    pull_number: number,
    per_page: 100,
  });
  const latest = new Map<string, string>();
  // The API lists reviews in the order they were submitted.
  for (const review of reviews) {
    const login = review.user?.login;
    if (login === undefined) continue;
    if (
      review.state === "APPROVED" ||
      review.state === "CHANGES_REQUESTED" ||
      review.state === "DISMISSED"
    ) {
      latest.set(login, review.state);
    }
  }
  return [...latest]
    .filter(([, state]) => state === "APPROVED")
    .map(([login]) => login)
    .sort(compareCodePoints);
}
