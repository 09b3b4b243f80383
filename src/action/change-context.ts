// The change record's context: where and why the apply ran, and the merge evidence. Pure.
import packageJson from "../../package.json" with { type: "json" };
import type { ChangeContext } from "../core/change-record.ts";
import type { MergeEvidence } from "../github/merge-evidence.ts";
import type { RunContext } from "./settings.ts";

export function buildChangeContext(
  context: RunContext,
  workspace: string,
  merge: MergeEvidence,
): ChangeContext {
  const { owner, repo, sha, ref, runUrl, actor } = context;
  const { pullRequest } = merge;
  return {
    tool_version: packageJson.version,
    workspace,
    repository: `${owner}/${repo}`,
    commit: sha,
    ref,
    run_url: runUrl,
    actor,
    ...(pullRequest === undefined
      ? {}
      : {
          pull_request: {
            number: pullRequest.number,
            url: pullRequest.url,
            title: pullRequest.title,
            author: pullRequest.author,
            approved_by: merge.approvedBy,
            ...(merge.approvedEarlierCommit.length === 0
              ? {}
              : { approved_earlier_commit: merge.approvedEarlierCommit }),
            ...(merge.mergedBy === undefined ? {} : { merged_by: merge.mergedBy }),
          },
        }),
    ...(merge.reviewed === undefined ? {} : { reviewed_fingerprint: merge.reviewed }),
  };
}
