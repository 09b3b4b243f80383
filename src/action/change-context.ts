// The change record's context: where and why the apply ran, and the merge evidence. Pure.
import packageJson from "../../package.json" with { type: "json" };
import type { ChangeContext, PullRequestContext } from "../core/evidence/change-record.ts";
import type { MergeEvidence } from "../github/merge-evidence.ts";
import type { PullRequestEvidence } from "./group-evidence.ts";
import type { RunContext } from "./settings.ts";

export function buildChangeContext(
  context: RunContext,
  workspace: string,
  merge: MergeEvidence,
): ChangeContext {
  const { pullRequest } = merge;
  return {
    ...runContext(context, workspace),
    ...(pullRequest === undefined
      ? {}
      : { pull_request: pullRequestContext({ ...merge, pullRequest }) }),
    ...(merge.reviewed === undefined ? {} : { reviewed_fingerprint: merge.reviewed }),
  };
}

/** The change record's context of a push that merged several pull requests. */
export function buildGroupChangeContext(
  context: RunContext,
  workspace: string,
  evidence: readonly PullRequestEvidence[],
): ChangeContext {
  return { ...runContext(context, workspace), pull_requests: evidence.map(pullRequestContext) };
}

function runContext(context: RunContext, workspace: string): ChangeContext {
  const { owner, repo, sha, ref, runUrl, actor } = context;
  return {
    tool_version: packageJson.version,
    workspace,
    repository: `${owner}/${repo}`,
    commit: sha,
    ref,
    run_url: runUrl,
    actor,
  };
}

function pullRequestContext(
  evidence: Pick<
    PullRequestEvidence,
    "pullRequest" | "approvedBy" | "notIndependent" | "approvedEarlierCommit" | "mergedBy"
  >,
): PullRequestContext {
  const { pullRequest, approvedBy, notIndependent, approvedEarlierCommit, mergedBy } = evidence;
  return {
    number: pullRequest.number,
    url: pullRequest.url,
    title: pullRequest.title,
    author: pullRequest.author,
    approved_by: approvedBy,
    ...(notIndependent.length === 0 ? {} : { not_independent: notIndependent }),
    ...(approvedEarlierCommit.length === 0
      ? {}
      : { approved_earlier_commit: approvedEarlierCommit }),
    ...(mergedBy === undefined ? {} : { merged_by: mergedBy }),
  };
}
