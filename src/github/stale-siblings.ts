// After an apply, the plans of other open pull requests that touch the same cyber systems were
// computed against a live inventory that no longer exists: their comments get a mark saying so,
// until their next plan replaces them. Bounded both ways: the open pull requests read, and the
// comments updated per run (the rest are named in the log).
import type { HostLog, StaleSiblings, StaleSiblingsRequest } from "../core/review/code-host.ts";
import { compareCodePoints } from "../core/shared/names.ts";
import { type GitHubClient, requestStatus } from "./client.ts";
import { listOpenPullRequests } from "./review-facts.ts";
import { markComment, staleMark } from "../render/review-status.ts";
import { findStickyComment, writeStickyComment } from "./sticky-comment.ts";

/** Open pull requests read at most: each costs a request for its comments. */
export const MAX_OPEN_PULL_REQUESTS = 100;
/** Comments marked at most per run: GitHub paces comment writes at about one a second. */
export const MAX_STALE_MARKS = 20;

/** The host-neutral request, with the repository and the login our plan comments are written by. */
type SiblingsOnGitHub = StaleSiblingsRequest & {
  repository: { owner: string; repo: string };
  author: string;
};

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
  for (const { number } of open.pullRequests) {
    if (request.exclude.includes(number)) continue;
    const issue = { ...request.repository, number };
    const sticky = await findStickyComment(octokit, issue, request.workspace, request.author);
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
