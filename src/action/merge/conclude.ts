// What a push's apply attempt reports, whatever it came to: one path for every verdict of
// core/review/gate.ts. The change record first (the audit evidence), then the job summary, the
// merged pull requests' comments (or a mark on them), and the failure. The words of each refusal
// are in refusal.ts; the name of each outcome in every vocabulary is core/review/outcomes.ts.
import {
  type ChangeContext,
  buildChangeRecord,
} from "../../core/evidence/records/change-record.ts";
import { serviceContext } from "../../core/evidence/records/service-context.ts";
import type { Gate, RefusedVerdict, Verdict } from "../../core/review/gate.ts";
import { OUTCOMES } from "../../core/review/outcomes.ts";
import { truncatedNote } from "../../render/review/comment-body.ts";
import { renderJson } from "../../render/plan/plan-json.ts";
import { renderApplyResultMarkdown } from "../../render/plan/apply-markdown.ts";
import { renderApplyResultText } from "../../render/plan/apply-text.ts";
import type { ChangeNote } from "../evidence/evidence.ts";
import { ActionFailure } from "../run/failure.ts";
import { applyFailure, appliedSentence, SUMMARY_TRUNCATED_NOTE } from "../run/messages.ts";
import type { CommentTarget } from "../run/plan-comment.ts";
import { refusalText } from "../run/refusal.ts";
import { markComments, markSiblingsStale } from "../run/review-flow.ts";
import type { RunScope } from "../run/run-scope.ts";

/** What the apply of one push reports to: its change record's context and the comments. */
export interface MergeTargets {
  sha: string;
  changeContext: ChangeContext;
  /** The merged pull requests' comments, each with the head commit its plan was for. */
  comments: (CommentTarget & { head: string })[];
  /** The merged pull requests' numbers: their own plans are not marked stale. */
  pullRequests: number[];
  /** The comment that lists the errors of invalid files: one merged pull request's, if any. */
  invalidNote: (CommentTarget & { head: string; fingerprint: string | undefined }) | undefined;
  /** Adds this apply attempt to the evidence ledger; returns the ledger's failure, if any. */
  record: (note: ChangeNote) => Promise<ActionFailure | undefined>;
}

export async function conclude(
  scope: RunScope,
  decided: Gate,
  verdict: Verdict,
  targets: MergeTargets,
): Promise<void> {
  switch (verdict.kind) {
    case "invalid":
      await targets.record({ outcome: "invalid", reason: "the inventory is invalid" });
      // Refused for approvals before the files were read: the comment keeps its reviewed plan.
      return scope.failInvalid(
        verdict.diagnostics,
        decided.kind === "not-approved" ? undefined : targets.invalidNote,
      );
    case "refused":
      return refuse(scope, verdict, targets);
    case "applied":
      return reportApplied(scope, verdict, targets);
  }
}

/** Nothing applied: the plan, the record, the summary, the comments or their marks, the failure. */
async function refuse(
  scope: RunScope,
  verdict: RefusedVerdict,
  targets: MergeTargets,
): Promise<never> {
  const { plan, outcome } = verdict;
  const names = OUTCOMES[outcome];
  const text = refusalText(scope, verdict, targets.pullRequests);
  await scope.reportPlan(plan);
  await targets.record({ outcome, reason: text.message, plan });
  await scope.reporter.summary(
    (cap) => `## Inventory apply: ${names.heading}\n\n${text.summary(cap)}`,
  );
  if (names.comment === undefined) {
    const notes = targets.comments.map(({ issue, existing }) => ({ issue, sticky: existing }));
    await markComments(scope, notes, text.mark);
  } else {
    for (const target of targets.comments) {
      await scope.comment(target, {
        fingerprint: plan.fingerprint,
        head: target.head,
        status: names.comment,
        statusLine: text.statusLine,
        render: text.render(target),
      });
    }
  }
  throw new ActionFailure(names.failure, text.message);
}

/** Applied, wholly or not: the change record, the summary, the stale marks, the comments. */
async function reportApplied(
  scope: RunScope,
  verdict: Extract<Verdict, { kind: "applied" }>,
  targets: MergeTargets,
): Promise<void> {
  const { reporter, context } = scope;
  const { plan, result, outcome } = verdict;
  await scope.reportPlan(plan);
  const sentence = appliedSentence(outcome, plan, result, targets.sha);
  // The service and its organization are known once the live inventory was read.
  const changeContext = {
    ...targets.changeContext,
    ...serviceContext(scope.settings.apiUrl, verdict.live),
  };
  const record = buildChangeRecord(plan, result, changeContext);
  reporter.group("Apply result", renderApplyResultText(plan, result, { color: false }, "every"));
  const recordPath = scope.outputPath("change-record.json");
  await reporter.writeFile(recordPath, renderJson(record));
  reporter.setOutput("change-record", recordPath);

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
      `## Inventory apply: workspace \`${scope.settings.workspace}\`\n\n${sentence}\n\nChange record: \`${recordPath}\`\n\n${renderApplyResultMarkdown(plan, result, { maxLength: cap, truncatedNote: SUMMARY_TRUNCATED_NOTE, verdict: false })}`,
  );
  // Other pull requests' reviewed plans no longer hold: marked before this one's comment is
  // written, so a comment that cannot be written leaves no sibling looking applicable.
  await markSiblingsStale(scope, plan, result, targets.pullRequests);
  for (const target of targets.comments) {
    await scope.comment(target, {
      fingerprint: plan.fingerprint,
      head: target.head,
      status: OUTCOMES[outcome].comment,
      statusLine: sentence,
      render: (maxLength) =>
        renderApplyResultMarkdown(plan, result, {
          maxLength,
          truncatedNote: truncatedNote(context.runUrl),
          verdict: false,
        }),
    });
  }
  const failure = OUTCOMES[outcome].failure;
  if (failure !== undefined) throw new ActionFailure(failure, applyFailure(outcome, result));
  if (evidenceFailure !== undefined) throw evidenceFailure;
}
