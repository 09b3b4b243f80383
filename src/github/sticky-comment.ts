// One comment per pull request and workspace, updated in place. It is recognised by its hidden
// marker AND its author: anyone can paste the marker into a comment of their own, and such a
// comment must never be taken for the reviewed plan.
import type { ChangeRef, NoteSearch, PlanNote } from "../core/review/code-host.ts";
import { parseComment } from "../render/comment-body.ts";
import { type GitHubClient, requestStatus } from "./client.ts";
import { errorMessage } from "../core/shared/errors.ts";
import { MAX_NOTE_SEARCH_COMMENTS } from "../core/review/reviewed-plan.ts";

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

const COMMENTS_PER_PAGE = 100;
/** Comment pages read at most per pull request: a spammed pull request costs this many requests. */
export const MAX_COMMENT_PAGES = MAX_NOTE_SEARCH_COMMENTS / COMMENTS_PER_PAGE;

/**
 * Our comment for `workspace`: the oldest one by `author` wins. GitHub lists an issue's comments
 * oldest first (the REST list has no newest-first order), and our comment is written by the first
 * plan of the pull request and then updated in place, so it sits at the start: the search stops at
 * the first match, and reads at most MAX_COMMENT_PAGES pages. `bounded` says the search stopped at
 * that bound with more comments unread, so "not found" is not an answer to rely on.
 */
export async function searchStickyComment(
  octokit: GitHubClient,
  issue: ChangeRef,
  workspace: string,
  author: string,
  maxPages = MAX_COMMENT_PAGES,
): Promise<NoteSearch> {
  const authorKey = author.toLowerCase();
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: issue.owner,
    repo: issue.repo,
    issue_number: issue.number,
    per_page: COMMENTS_PER_PAGE,
  });
  let read = 0;
  for await (const { data: comments, headers } of pages) {
    for (const comment of comments) {
      if (comment.user?.login.toLowerCase() !== authorKey) continue;
      const parsed = parseComment(comment.body ?? "", workspace);
      if (parsed !== undefined) {
        const found = { id: comment.id, url: comment.html_url, header: parsed.header };
        return { comment: { ...found, body: comment.body ?? "" }, bounded: false };
      }
    }
    read++;
    if (read === maxPages)
      return { comment: undefined, bounded: /rel="next"/.test(headers.link ?? "") };
  }
  return { comment: undefined, bounded: false };
}

/** Our comment, or undefined when not found (within the bound: see searchStickyComment). */
export async function findStickyComment(
  octokit: GitHubClient,
  issue: ChangeRef,
  workspace: string,
  author: string,
): Promise<PlanNote | undefined> {
  return (await searchStickyComment(octokit, issue, workspace, author)).comment;
}

/** Updates `existing` in place, or creates the comment; returns its URL. */
export async function writeStickyComment(
  octokit: GitHubClient,
  issue: ChangeRef,
  existing: PlanNote | undefined,
  body: string,
): Promise<string> {
  if (existing !== undefined) {
    const { data } = await octokit.rest.issues.updateComment({
      owner: issue.owner,
      repo: issue.repo,
      comment_id: existing.id,
      body,
    });
    return data.html_url;
  }
  const { data } = await octokit.rest.issues.createComment({
    owner: issue.owner,
    repo: issue.repo,
    issue_number: issue.number,
    body,
  });
  return data.html_url;
}
