// What a push's apply reports to, shared by the merge of one pull request and the merge of several:
// the change record, the job summary, each merged pull request's comment, and the stale marks on
// other pull requests' plans; and the refusal of a plan over the safety limits.
import { type ChangeContext, buildChangeRecord } from "../core/evidence/change-record.ts";
import type { ApplyResult, Plan } from "../core/plan/plan-model.ts";
import { truncatedNote } from "../github/comment-body.ts";
import { renderJson } from "../render/json.ts";
import { renderApplyResultMarkdown } from "../render/apply-markdown.ts";
import { renderApplyResultText } from "../render/text.ts";
import type { ChangeNote } from "./evidence.ts";
import { ActionFailure } from "./failure.ts";
import { applyFailure, applyVerdict, SUMMARY_TRUNCATED_NOTE, UNSAFE_STATUS } from "./messages.ts";
import type { CommentTarget } from "./plan-comment.ts";
import { markSiblingsStale } from "./review-flow.ts";
import type { RunScope } from "./run-scope.ts";

/** What the apply of one push reports to: its change record's context and the comments. */
export interface MergeTargets {
  sha: string;
  changeContext: ChangeContext;
  /** The merged pull requests' comments, each with the head commit its plan was for. */
  comments: (CommentTarget & { head: string })[];
  /** The merged pull requests' numbers: their own plans are not marked stale. */
  pullRequests: number[];
  /** Adds this apply attempt to the evidence ledger; returns the ledger's failure, if any. */
  record: (note: ChangeNote) => Promise<ActionFailure | undefined>;
}

export async function refuseUnsafe(
  scope: RunScope,
  plan: Plan,
  unsafe: string,
  targets: MergeTargets,
): Promise<never> {
  await scope.reportPlan(plan);
  await targets.record({ outcome: "unsafe", reason: unsafe, plan });
  const block = `\`\`\`text\n${unsafe.replace(/```/g, "'''")}\n\`\`\``;
  await scope.reporter.summary(
    (cap) => `## Inventory apply: refused\n\n${block}\n\n${scope.summaryPlan(plan, cap)}`,
  );
  for (const target of targets.comments) {
    await scope.comment(target, {
      fingerprint: plan.fingerprint,
      head: target.head,
      status: "unsafe",
      statusLine: UNSAFE_STATUS,
      render: (maxLength) => scope.commentPlan(plan, maxLength),
    });
  }
  throw new ActionFailure("unsafe", unsafe);
}

/**
 * The change record first (the audit evidence), then the summary, the comments, and the stale
 * marks on the plans of other pull requests.
 */
export async function reportApplied(
  scope: RunScope,
  plan: Plan,
  result: ApplyResult,
  targets: MergeTargets,
): Promise<void> {
  const { reporter, context } = scope;
  await scope.reportPlan(plan);
  const record = buildChangeRecord(plan, result, targets.changeContext);
  reporter.group("Apply result", renderApplyResultText(plan, result, { color: false }));
  const recordPath = scope.outputPath("change-record.json");
  await reporter.writeFile(recordPath, renderJson(record));
  reporter.setOutput("change-record", recordPath);

  const verdict = applyVerdict(plan, result, targets.sha);
  const failedOperations = result.summary.failed + result.summary.skipped;
  const evidenceFailure = await targets.record({
    outcome: record.status,
    ...(failedOperations === 0
      ? {}
      : { reason: `${failedOperations} operation(s) failed or were skipped` }),
    plan,
    changeRecord: record,
  });
  await reporter.summary(
    (cap) =>
      `## Inventory apply: workspace \`${scope.settings.workspace}\`\n\n${verdict.sentence}\n\nChange record: \`${recordPath}\`\n\n${renderApplyResultMarkdown(plan, result, { maxLength: cap, truncatedNote: SUMMARY_TRUNCATED_NOTE, verdict: false })}`,
  );
  for (const target of targets.comments) {
    await scope.comment(target, {
      fingerprint: plan.fingerprint,
      head: target.head,
      status: verdict.status,
      statusLine: verdict.sentence,
      render: (maxLength) =>
        renderApplyResultMarkdown(plan, result, {
          maxLength,
          truncatedNote: truncatedNote(context.runUrl),
          verdict: false,
        }),
    });
  }
  await markSiblingsStale(scope, plan, result, targets.pullRequests);
  if (verdict.status !== "applied" && verdict.status !== "no-changes")
    throw new ActionFailure("apply-failed", applyFailure(verdict, result));
  if (evidenceFailure !== undefined) throw evidenceFailure;
}
