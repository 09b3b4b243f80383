// The evidence of several pull requests at once, for a push that merged more than one or a merge
// queue's group: each one's plan comment (the operations reviewed in it), who approved its head
// commit and who merged it. Read one pull request at a time, before anything is applied.
import type { ReviewedOperations } from "../core/operation-digest.ts";
import { MAX_RECORDED_OPERATIONS } from "./review-flow.ts";
import { commitParticipants, splitIndependent } from "../github/approval-independence.ts";
import type { GitHubClient } from "../github/client.ts";
import { awaitsApply } from "../github/comment-body.ts";
import { type MergedPullRequest, approvals, mergedBy } from "../github/merge-evidence.ts";
import { type IssueRef, type StickyComment, findStickyComment } from "../github/sticky-comment.ts";

export interface PullRequestEvidence {
  pullRequest: MergedPullRequest;
  issue: IssueRef;
  /** Its plan comment for the workspace, written by this token's login. */
  sticky?: StickyComment;
  /** The digests of the operations reviewed in it; absent when there is no reviewed plan. */
  reviewed?: readonly string[];
  /** Why there is no reviewed plan, when there is none. */
  unreviewed?: string;
  /** Independent approvals of its last commit (core of min-approvals and of the change record). */
  approvedBy: string[];
  /** Approvals of its last commit by someone who authored or committed one of its commits. */
  notIndependent: string[];
  approvedEarlierCommit: string[];
  mergedBy?: string;
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
    const issue = { ...repository, number: pullRequest.number };
    const [sticky, { approvedBy: approving, approvedEarlierCommit }, participants, merger] =
      await Promise.all([
        findStickyComment(octokit, issue, options.workspace, options.author),
        approvals(octokit, repository, pullRequest),
        commitParticipants(octokit, repository, pullRequest.number),
        options.merged ? mergedBy(octokit, repository, pullRequest.number) : undefined,
      ]);
    const unreviewed = whyNotReviewed(pullRequest, sticky, options);
    evidence.push({
      pullRequest,
      issue,
      ...(sticky === undefined ? {} : { sticky }),
      ...(unreviewed === undefined ? { reviewed: sticky!.header.operations! } : { unreviewed }),
      ...splitIndependent(approving, participants),
      approvedEarlierCommit,
      ...(merger === undefined ? {} : { mergedBy: merger }),
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
    return `the plan comment on ${number} was computed for commit ${head.slice(0, 7)}, not for its last commit ${pullRequest.headSha.slice(0, 7)}`;
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

/** "#21 (0 of 1 approvals on its last commit)" for each pull request under `minimum`. */
export function missingApprovals(
  evidence: readonly PullRequestEvidence[],
  minimum: number,
): string[] {
  return evidence
    .filter(({ approvedBy }) => approvedBy.length < minimum)
    .map(
      ({ pullRequest, approvedBy }) =>
        `#${pullRequest.number} (${approvedBy.length} of ${minimum} approval${minimum === 1 ? "" : "s"} on its last commit ${pullRequest.headSha.slice(0, 7)})`,
    );
}
