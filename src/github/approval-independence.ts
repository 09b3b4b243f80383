// Independent approval: a reviewer who authored or committed any commit of the pull request
// approved their own work, so they are listed apart (not_independent), not as an approver. The
// change record keeps both lists; the rule that an approval counts only on the merged head stays.
import { compareCodePoints } from "../core/shared/names.ts";
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

/** `approvedBy` split into independent approvers and those who worked on the commits. */
export function splitIndependent(
  approvedBy: readonly string[],
  participants: ReadonlySet<string>,
): { approvedBy: string[]; notIndependent: string[] } {
  const involved = (login: string) => participants.has(login.toLowerCase());
  return {
    approvedBy: approvedBy.filter((login) => !involved(login)).sort(compareCodePoints),
    notIndependent: approvedBy.filter(involved).sort(compareCodePoints),
  };
}
