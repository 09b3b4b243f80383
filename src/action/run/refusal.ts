// The words of each refusal of a push's apply (a refused verdict of core/review/gate.ts): the
// failure message, the job summary under its heading, and the comment's status line and body (or
// the mark left on it). Pure, apart from reading the run's settings; conclude.ts acts on them.
import type { RefusedVerdict } from "../../core/review/gate.ts";
import { OUTCOMES } from "../../core/review/outcomes.ts";
import { renderedPartOf } from "../../render/review/comment-body.ts";
import { collapsedBlock } from "../../render/shared/markdown-layout.ts";
import { escapeMarkdown } from "../../render/shared/escape-markdown.ts";
import {
  notAppliedMark,
  reviewDifferenceLine,
  reviewDifferenceMarkdown,
} from "../../render/review/review-status.ts";
import {
  groupPlanChangedMessage,
  notApprovedMessage,
  planChangedMessage,
  policyRefusedMessage,
  shortfallLine,
  UNSAFE_STATUS,
  unreviewedMessage,
} from "./messages.ts";
import type { CommentTarget } from "./plan-comment.ts";
import type { RunScope } from "./run-scope.ts";

export interface RefusalText {
  /** The failure's message, and the change record's reason. */
  message: string;
  /** The job summary under its heading, in at most `cap` characters (about). */
  summary: (cap: number) => string;
  /** The comment's status line, for the outcomes that rewrite the comments. */
  statusLine: string;
  /** The comment's body for `target`, in at most `maxLength` characters. */
  render: (target: CommentTarget) => (maxLength: number) => string;
  /** The mark on each comment, for the outcomes that keep the reviewed plan (not approved). */
  mark: string;
}

const PLAN_NOW_HEADING = "#### The plan now\n\n";

export function refusalText(
  scope: RunScope,
  verdict: RefusedVerdict,
  pullRequests: readonly number[],
): RefusalText {
  const { plan } = verdict;
  // Every refusal but a changed plan: `head` above the plan in the summary, the plan in the comment.
  const abovePlan = (said: Omit<RefusalText, "summary" | "render"> & { head: string }) => {
    const { head, ...text } = said;
    const summary = (cap: number) => `${head}\n\n${scope.summaryPlan(plan, cap)}`;
    const render = () => (maxLength: number) => scope.commentPlan(plan, maxLength);
    return { ...text, summary, render } satisfies RefusalText;
  };
  switch (verdict.outcome) {
    case "unsafe": {
      const block = `\`\`\`text\n${verdict.message.replace(/```/g, "'''")}\n\`\`\``;
      return abovePlan({
        message: verdict.message,
        head: block,
        statusLine: UNSAFE_STATUS,
        mark: "",
      });
    }
    case "not-approved": {
      const { minApprovals } = scope.settings;
      const lines = verdict.shortfalls.map((shortfall) => shortfallLine(shortfall, minApprovals));
      const message = notApprovedMessage(lines, minApprovals);
      const mark = notAppliedMark(scope.context.runUrl, message);
      return abovePlan({ message, head: message, statusLine: "", mark });
    }
    case "no-reviewed-plan": {
      const message = unreviewedMessage(verdict.why);
      const statusLine = `**Not applied: no reviewed plan.** ${message}`;
      return abovePlan({ message, head: message, statusLine, mark: "" });
    }
    case "policy": {
      // The reasons name rules, systems and people from the policy and the documents: escaped.
      const message = policyRefusedMessage(verdict.reasons);
      const shown = escapeMarkdown(message);
      const mark = notAppliedMark(scope.context.runUrl, shown);
      return abovePlan({ message, head: shown, statusLine: "", mark });
    }
    case "plan-changed":
      return planChangedText(scope, verdict, pullRequests);
  }
}

function planChangedText(
  scope: RunScope,
  verdict: Extract<RefusedVerdict, { outcome: "plan-changed" }>,
  pullRequests: readonly number[],
): RefusalText {
  const { plan, difference } = verdict;
  if (difference.kind === "operations") {
    // Several pull requests: the plan now is not the union of the reviewed ones; each comment says what differs.
    const line = reviewDifferenceLine(difference.check, pullRequests);
    const message = groupPlanChangedMessage(line, difference.unreviewed);
    const details = reviewDifferenceMarkdown(plan, difference.check);
    const summaryHead = `${message}\n\n${details}\n### The plan now\n\n`;
    // The heading conclude.ts writes above counts against the summary's room too.
    const room =
      summaryHead.length + `## Inventory apply: ${OUTCOMES["plan-changed"].heading}\n\n`.length;
    const commentHead = `${details}\n${PLAN_NOW_HEADING}`;
    return {
      message,
      summary: (cap) => `${summaryHead}${scope.summaryPlan(plan, cap - room)}`,
      statusLine: `**Not applied: the plan is not what was reviewed.** ${message}`,
      render: () => (maxLength) =>
        `${commentHead}${scope.commentPlan(plan, maxLength - commentHead.length)}`,
      mark: "",
    };
  }
  // One pull request: the live inventory changed after the review; the comment shows both plans.
  const message = planChangedMessage(difference.reviewed, plan.fingerprint);
  return {
    message,
    summary: (cap) => `${message}\n\n### The plan now\n\n${scope.summaryPlan(plan, cap)}`,
    statusLine: `**Not applied: the plan changed after review.** ${message}`,
    render: (target) => (maxLength) => {
      const reviewedMarkdown =
        target.existing === undefined ? undefined : renderedPartOf(target.existing.body);
      // The plan now comes first and whole (every delete); the reviewed one gets what is left.
      const now = `${PLAN_NOW_HEADING}${scope.commentPlan(plan, maxLength - PLAN_NOW_HEADING.length)}`;
      if (reviewedMarkdown === undefined) return now;
      return `${now}${collapsedBlock(
        "The plan that was reviewed",
        reviewedMarkdown,
        maxLength - now.length,
        "The reviewed plan continues in this comment's edit history.",
      )}`;
    },
    mark: "",
  };
}
