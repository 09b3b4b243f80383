// The change record's context: where and why the apply ran, and the review facts of the pull
// request (or of each of the pull requests) it merged. Pure.
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import type {
  ChangeContext,
  PullRequestContext,
} from "../../core/evidence/records/change-record.ts";
import type { ChangeFacts, ReviewFacts } from "../../core/review/review-facts.ts";
import type { RunContext } from "../settings/settings.ts";

/**
 * One merged pull request is `pull_request`, with the reviewed fingerprint when there was one;
 * several merged together are `pull_requests`; a direct push has neither.
 */
export function buildChangeContext(
  context: RunContext,
  workspace: string,
  facts: ReviewFacts,
): ChangeContext {
  const { changes, reviewed } = facts;
  const [only] = changes;
  if (changes.length > 1)
    return { ...runContext(context, workspace), pull_requests: changes.map(pullRequestContext) };
  return {
    ...runContext(context, workspace),
    ...(only === undefined ? {} : { pull_request: pullRequestContext(only) }),
    ...(reviewed.kind === "fingerprint" ? { reviewed_fingerprint: reviewed.value } : {}),
  };
}

function runContext(context: RunContext, workspace: string): ChangeContext {
  const { owner, repo, sha, ref, runUrl, actor } = context;
  return {
    tool_version: TOOL_VERSION,
    workspace,
    repository: `${owner}/${repo}`,
    commit: sha,
    ref,
    run_url: runUrl,
    actor,
  };
}

function pullRequestContext(facts: ChangeFacts): PullRequestContext {
  const { change, approvedBy, notIndependent, notCounted, approvedEarlierCommit, mergedBy } = facts;
  return {
    number: change.number,
    url: change.url,
    title: change.title,
    author: change.author,
    approved_by: approvedBy,
    ...(notIndependent.length === 0 ? {} : { not_independent: notIndependent }),
    ...(notCounted.length === 0 ? {} : { not_counted: notCounted }),
    ...(approvedEarlierCommit.length === 0
      ? {}
      : { approved_earlier_commit: approvedEarlierCommit }),
    ...(mergedBy === undefined ? {} : { merged_by: mergedBy }),
    ...(change.source === undefined ? {} : { source: change.source }),
    ...(change.sourceRefused === undefined ? {} : { source_not_counted: change.sourceRefused }),
  };
}
