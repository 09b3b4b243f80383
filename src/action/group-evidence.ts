// The evidence of several pull requests at once, for a push that merged more than one or a merge
// queue's group: each one's plan comment (the operations reviewed in it), who approved its head
// commit and who merged it. Read one pull request at a time, before anything is applied.
import type { ReviewedOperations } from "../core/plan/operation-digest.ts";
import { shortSha } from "../core/shared/wording.ts";
import { approvalShortfallLine } from "./messages.ts";
import { MAX_RECORDED_OPERATIONS } from "./review-flow.ts";
import type { GitHubClient } from "../github/client.ts";
import { awaitsApply } from "../github/comment-body.ts";
import {
  type MergedPullRequest,
  type PullRequestReviews,
  readPullRequestReviews,
} from "../github/merge-evidence.ts";
import type { StickyComment } from "../github/sticky-comment.ts";

/** A pull request of the group: what its page says about its review, and its reviewed plan. */
export interface PullRequestEvidence extends PullRequestReviews {
  pullRequest: MergedPullRequest;
  /** The digests of the operations reviewed in it; absent when there is no reviewed plan. */
  reviewed?: readonly string[];
  /** Why there is no reviewed plan, when there is none. */
  unreviewed?: string;
}

/**
 * The evidence of each pull request, in the order given. A plan counts as reviewed when its
 * comment is a plan waiting to be applied, computed for the pull request's last commit (the one
 * merged, or queued), and records its operations.
 */
export async function readPullRequestsEvidence(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  pullRequests: readonly MergedPullRequest[],
  options: { workspace: string; author: string; merged: boolean },
): Promise<PullRequestEvidence[]> {
  const evidence: PullRequestEvidence[] = [];
  for (const pullRequest of pullRequests) {
    const reviews = await readPullRequestReviews(octokit, repository, pullRequest, options);
    const unreviewed = whyNotReviewed(pullRequest, reviews.sticky, options);
    evidence.push({
      pullRequest,
      ...reviews,
      ...(unreviewed === undefined
        ? { reviewed: reviews.sticky!.header.operations! }
        : { unreviewed }),
    });
  }
  return evidence;
}

function whyNotReviewed(
  pullRequest: MergedPullRequest,
  sticky: StickyComment | undefined,
  { workspace, author }: { workspace: string; author: string },
): string | undefined {
  const number = `#${pullRequest.number}`;
  if (sticky === undefined)
    return `${number} has no plan comment for workspace ${workspace} written by ${author}`;
  const { status, head, operations } = sticky.header;
  if (!awaitsApply(status))
    return `the plan comment on ${number} has status ${status}, not a plan waiting to be applied`;
  if (head !== pullRequest.headSha)
    return `the plan comment on ${number} was computed for commit ${shortSha(head)}, not for its last commit ${shortSha(pullRequest.headSha)}`;
  if (operations === undefined)
    return `the plan comment on ${number} does not record its operations (a plan of more than ${MAX_RECORDED_OPERATIONS} operations, or written by an earlier version)`;
  return undefined;
}

/** The reviewed operations of each pull request that has a reviewed plan. */
export function reviewedOperationsOf(
  evidence: readonly PullRequestEvidence[],
): ReviewedOperations[] {
  return evidence.flatMap(({ pullRequest, reviewed }) =>
    reviewed === undefined ? [] : [{ pullRequest: pullRequest.number, digests: reviewed }],
  );
}

/** The shortfall line of each pull request under `minimum` approvals. */
export function missingApprovals(
  evidence: readonly PullRequestEvidence[],
  minimum: number,
): string[] {
  return evidence
    .filter(({ approvedBy }) => approvedBy.length < minimum)
    .map(({ pullRequest, approvedBy }) =>
      approvalShortfallLine(pullRequest, approvedBy.length, minimum),
    );
}
