// Who worked on a pull request's commits, for the independence rule of core/review/approvals.ts:
// a reviewer who authored or committed any commit approved their own work, so they are listed
// apart (not_independent), not as an approver.
import type { GitHubClient } from "./client.ts";

/**
 * Lower-cased logins of everyone who authored or committed a commit of the pull request. GitHub
 * lists at most 250 commits of a pull request; a commit whose e-mail matches no account has no
 * login and names nobody here.
 */
export async function commitParticipants(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  number: number,
): Promise<Set<string>> {
  const commits = await octokit.paginate(octokit.rest.pulls.listCommits, {
    ...repository,
    pull_number: number,
    per_page: 100,
  });
  const logins = new Set<string>();
  for (const commit of commits) {
    for (const login of [commit.author?.login, commit.committer?.login])
      if (login !== undefined) logins.add(login.toLowerCase());
  }
  return logins;
}
