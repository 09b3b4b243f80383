// One comment per pull request and workspace, updated in place. It is recognised by its hidden
// marker AND its author: anyone can paste the marker into a comment of their own, and such a
// comment must never be taken for the reviewed plan. GitHub says which comments the token wrote
// (GraphQL's `viewerDidAuthor`), so one query of a page of comments finds ours (change-query.ts
// reads it with the rest of a pull request's facts), whatever the number of comments.
import type { ChangeRef, PlanNote } from "../../core/review/code-host.ts";
import { type GitHubClient, requestStatus } from "../client.ts";
import { errorMessage } from "../../core/shared/errors.ts";

/** The author of comments written with a workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT_LOGIN = "github-actions[bot]";

/**
 * The login comments made with this token are written by. GET /user answers for a personal access
 * token; an installation token (the workflow's GITHUB_TOKEN, or a GitHub App's) gets 403 there, and
 * GraphQL's `viewer` names its bot instead (github-actions[bot], or <app-slug>[bot]). Should that
 * fail too, the run fails: our plan comment is recognised by its author, and a guessed author could
 * take another account's comment for the reviewed plan.
 */
export async function tokenLogin(
  octokit: GitHubClient,
  options: { installation?: boolean } = {},
): Promise<string> {
  // An installation token (prefix ghs_) always gets 403 at GET /user: one request saved.
  if (options.installation !== true) {
    try {
      const { data } = await octokit.rest.users.getAuthenticated();
      return data.login;
    } catch (error) {
      if (requestStatus(error) !== 403) throw error;
    }
  }
  try {
    const { viewer } = await octokit.graphql<{ viewer: { login: string } }>(
      "query { viewer { login } }",
    );
    return viewer.login;
  } catch (error) {
    throw new Error(
      `Could not read which account the github-token belongs to: GET /user answered 403 and GraphQL's viewer failed (${errorMessage(error)}). Give the token read access to its own user (a personal access token), or use the workflow's GITHUB_TOKEN or a GitHub App's installation token, whose viewer GitHub answers.`,
      { cause: error },
    );
  }
}

/** Updates `existing` in place, or creates the comment; returns its URL. */
export async function writeStickyComment(
  octokit: GitHubClient,
  issue: ChangeRef,
  existing: PlanNote | undefined,
  body: string,
): Promise<string> {
  const { owner, repo } = issue;
  const { data } =
    existing === undefined
      ? await octokit.rest.issues.createComment({ owner, repo, issue_number: issue.number, body })
      : await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
  return data.html_url;
}
