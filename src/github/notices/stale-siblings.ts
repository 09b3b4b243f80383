// After an apply, the plans of other open pull requests that touch the same cyber systems were
// computed against a live inventory that no longer exists: their comments get a mark saying so,
// until their next plan replaces them. Bounded both ways: the open pull requests read, and the
// comments updated per run (the rest are named in the log). The siblings' plan comments are read
// SIBLINGS_PER_QUERY pull requests to a GraphQL query, whatever the number of their comments.
import type {
  HostLog,
  PlanNote,
  StaleSiblings,
  StaleSiblingsRequest,
} from "../../core/review/code-host.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import { type GitHubClient, requestStatus } from "../client.ts";
import { listOpenPullRequests } from "../review/review-facts.ts";
import { markComment, staleMark } from "../../render/review/review-status.ts";
import { COMMENT_PAGE, type CommentPage, noteInPage } from "../change-query.ts";
import { writeStickyComment } from "./sticky-comment.ts";
import type { Repository } from "../commit-range.ts";

/** Open pull requests read at most. */
export const MAX_OPEN_PULL_REQUESTS = 100;
/** Pull requests whose comments one GraphQL query reads: a page of comments each. */
export const SIBLINGS_PER_QUERY = 10;
/** Comments marked at most per run: GitHub paces comment writes at about one a second. */
export const MAX_STALE_MARKS = 20;

/** The host-neutral request, with the repository. */
type SiblingsOnGitHub = StaleSiblingsRequest & { repository: Repository };

/** Marks the sibling plans; a token that may not write comments ends it with a warning. */
export async function markStaleSiblings(
  octokit: GitHubClient,
  request: SiblingsOnGitHub,
  log: HostLog,
): Promise<StaleSiblings> {
  const result: StaleSiblings = { marked: [], overLimit: [], unknown: [], more: false };
  const changed = new Set(request.changedSystems);
  if (changed.size === 0) return result;
  const limits = request.limits ?? {
    openPullRequests: MAX_OPEN_PULL_REQUESTS,
    marks: MAX_STALE_MARKS,
  };
  const open = await listOpenPullRequests(octokit, request.repository, limits.openPullRequests);
  result.more = open.more;
  const mark = staleMark(request.runUrl, request.appliedAt);
  const siblings = open.pullRequests
    .map(({ number }) => number)
    .filter((number) => !request.exclude.includes(number));
  const notes = await siblingNotes(octokit, request.repository, siblings, request.workspace);
  for (const number of siblings) {
    const issue = { ...request.repository, number };
    const sticky = notes.get(number);
    if (sticky === undefined || sticky.header.status !== "planned") continue;
    const { systems } = sticky.header;
    if (systems === undefined) {
      result.unknown.push(number);
      continue;
    }
    if (!systems.some((system) => changed.has(system))) continue;
    if (result.marked.length === limits.marks) {
      result.overLimit.push(number);
      continue;
    }
    const body = markComment(sticky.body, mark);
    if (body === sticky.body) continue;
    try {
      await writeStickyComment(octokit, issue, sticky, body);
    } catch (error) {
      if (requestStatus(error) !== 403) throw error;
      log.warning(
        `Could not mark the plan of #${number} stale (403: this token may not write comments).`,
      );
      break;
    }
    result.marked.push(number);
  }
  logStaleSiblings(result, [...changed].sort(compareCodePoints), limits, log);
  return result;
}

/**
 * Our plan note on each of `numbers` (when among its first comments), SIBLINGS_PER_QUERY pull
 * requests to a GraphQL query: written by this token (viewerDidAuthor) with the workspace's marker.
 */
async function siblingNotes(
  octokit: GitHubClient,
  repository: Repository,
  numbers: readonly number[],
  workspace: string,
): Promise<Map<number, PlanNote>> {
  const notes = new Map<number, PlanNote>();
  for (let start = 0; start < numbers.length; start += SIBLINGS_PER_QUERY) {
    const chunk = numbers.slice(start, start + SIBLINGS_PER_QUERY);
    // Numbers from GitHub's own listing: integers, safe as aliases and arguments.
    const fields = chunk.map(
      (number) => `p${number}: pullRequest(number: ${number}) { ${COMMENT_PAGE} }`,
    );
    const answer = await octokit.graphql<{
      repository: Record<string, { comments: CommentPage } | null>;
    }>(
      `query SiblingNotes($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { ${fields.join(" ")} } }`,
      { owner: repository.owner, repo: repository.repo },
    );
    for (const number of chunk) {
      const pull = answer.repository[`p${number}`];
      const note = pull == null ? undefined : noteInPage(pull.comments, workspace).comment;
      if (note !== undefined) notes.set(number, note);
    }
  }
  return notes;
}

function logStaleSiblings(
  result: StaleSiblings,
  systems: string[],
  limits: { openPullRequests: number; marks: number },
  log: HostLog,
): void {
  const list = (numbers: number[]) => numbers.map((number) => `#${number}`).join(", ");
  log.info(
    result.marked.length === 0
      ? `No other open pull request's plan touches the cyber systems this apply changed (${systems.join(", ")}).`
      : `Marked stale the plans of ${list(result.marked)}: they touch cyber systems this apply changed (${systems.join(", ")}).`,
  );
  if (result.overLimit.length > 0) {
    log.warning(
      `Not marked stale, over the limit of ${limits.marks} per run, although their plans touch changed cyber systems: ${list(result.overLimit)}. Push to them or re-run their plans.`,
    );
  }
  if (result.unknown.length > 0) {
    log.info(
      `Not checked: the plan comments of ${list(result.unknown)} do not record their cyber systems (an earlier version wrote them).`,
    );
  }
  if (result.more) {
    log.info(
      `Only the ${limits.openPullRequests} oldest open pull requests were checked for stale plans.`,
    );
  }
}
