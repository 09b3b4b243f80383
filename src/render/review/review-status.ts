// What the pull-request comments say about the review flow of a busy repository: how the plan at
// a merge (or in a merge queue) differs from the plans reviewed in its pull requests, the marks on
// a plan (stale after another apply changed the same cyber systems; its queue group failed), and
// the apply in progress. Pure text; the runner writes it.
import type { Plan } from "../../core/plan/plan-model.ts";
import type { ReviewCheck } from "../../core/plan/saved/operation-digest.ts";
import { describeOperation } from "../plan/operation-cells.ts";
import { countOf, listOf, shortSha } from "../../core/shared/wording.ts";
import { COMMENT_MAX_LENGTH, renderedPartOf } from "./comment-body.ts";

/** Operations listed by name in each part of a difference; the rest are counted. */
const LISTED_OPERATIONS = 30;

/** "#21, #22 and #30" */
export function pullRequestList(numbers: readonly number[]): string {
  return numbers.length === 0 ? "none" : listOf(numbers.map((number) => `#${number}`));
}

/** One line for logs and failure messages: the counts of each side of the difference. */
export function reviewDifferenceLine(check: ReviewCheck, pullRequests: readonly number[]): string {
  const of =
    pullRequests.length === 0
      ? "(no pull request was found)"
      : `of ${pullRequestList(pullRequests)}`;
  return `${countOf(check.unreviewed.length, "operation")} of the plan now ${check.unreviewed.length === 1 ? "is" : "are"} in no reviewed plan ${of}, and ${countOf(check.gone.length, "reviewed operation")} ${check.gone.length === 1 ? "is" : "are"} no longer in it`;
}

/**
 * The difference as Markdown: each operation nobody reviewed, by what it does, and each reviewed
 * one that is gone, by its digest and the pull request that reviewed it (the comment there shows
 * it in full).
 */
export function reviewDifferenceMarkdown(plan: Plan, check: ReviewCheck): string {
  const parts: string[] = [];
  if (check.unreviewed.length > 0) {
    const lines = check.unreviewed
      .slice(0, LISTED_OPERATIONS)
      .flatMap((index) => plan.operations[index] ?? [])
      .map((operation) => `- ${describeOperation(operation)}`);
    parts.push(
      `**Not reviewed** (${countOf(check.unreviewed.length, "operation")} in no pull request's reviewed plan):\n\n${lines.join("\n")}${moreLine(check.unreviewed.length)}`,
    );
  }
  if (check.gone.length > 0) {
    const lines = check.gone
      .slice(0, LISTED_OPERATIONS)
      .map(
        ({ digest, pullRequests }) =>
          `- operation \`${digest}\` reviewed in ${pullRequestList(pullRequests)}`,
      );
    parts.push(
      `**Reviewed but gone** (${countOf(check.gone.length, "operation")} no longer in the plan; the reviewed plans show them):\n\n${lines.join("\n")}${moreLine(check.gone.length)}`,
    );
  }
  return `${parts.join("\n\n")}\n`;
}

function moreLine(count: number): string {
  return count > LISTED_OPERATIONS ? `\n- … and ${count - LISTED_OPERATIONS} more` : "";
}

// --- Marks on a plan comment --------------------------------------------------------------------
// A mark sits above a plan's status line without changing the plan or its header: the plan stays
// the one reviewed, and the pull request's next plan, which rewrites the comment, clears it.

const MARK_START = "<!-- cip-sync:mark -->";
const MARK_END = "<!-- cip-sync:mark-end -->";

function markBlock(lines: string[]): string {
  const quoted = lines.map((line) => (line === "" ? ">" : `> ${line}`));
  return [MARK_START, "> [!WARNING]", ...quoted, MARK_END].join("\n");
}

/** Why the plan below may no longer be what a merge would apply. */
export function staleMark(applyRunUrl: string, appliedAt: string): string {
  return markBlock([
    `**Stale plan:** the live inventory changed after this plan was made ([apply run](${applyRunUrl}), ${appliedAt}), in cyber systems this plan touches; push or re-run the plan.`,
  ]);
}

/** An apply that applied nothing, for a reason that leaves the reviewed plan as it is. */
export function notAppliedMark(runUrl: string, message: string): string {
  return markBlock([`**Not applied** ([run](${runUrl})): ${message}`]);
}

/**
 * A merge-queue group holding this pull request failed its check: what differed (`details`,
 * Markdown from reviewDifferenceMarkdown), and where.
 */
export function queueCheckMark(runUrl: string, difference: string, details: string): string {
  return markBlock([
    `**Merge queue check failed** ([run](${runUrl})): the group's plan is not the union of the plans reviewed in its pull requests (${difference}), so it left the queue. This plan is unchanged; push or re-run the plan if the live inventory changed.`,
    "",
    ...details.trimEnd().split("\n"),
  ]);
}

const CUT_FOR_MARK =
  "_The plan was cut here to make room for the mark above; push or re-run the plan to see it again._\n";

/**
 * `body` with `mark` above its status line (below the hidden header and the title, which identify
 * the comment), replacing an earlier mark. A body the mark would push over GitHub's limit loses
 * its rendered plan instead.
 */
export function markComment(body: string, mark: string): string {
  const lines = withoutMark(body).split("\n");
  const title = lines.findIndex((line) => line.startsWith("### "));
  const at = title < 0 ? 0 : title + 2;
  const marked = [...lines.slice(0, at), mark, "", ...lines.slice(at)].join("\n");
  if (marked.length <= COMMENT_MAX_LENGTH) return marked;
  const rendered = renderedPartOf(marked);
  const kept = rendered === undefined ? marked : marked.slice(0, marked.length - rendered.length);
  return `${kept}${CUT_FOR_MARK}`.slice(0, COMMENT_MAX_LENGTH);
}

export function withoutMark(body: string): string {
  const start = body.indexOf(`${MARK_START}\n`);
  const endMarker = `${MARK_END}\n\n`;
  const end = body.indexOf(endMarker, start);
  if (start < 0 || end < 0) return body;
  return body.slice(0, start) + body.slice(end + endMarker.length);
}

// --- Apply in progress ---------------------------------------------------------------------------

/** The status line while an apply runs; a run killed mid-apply leaves it, not the old plan. */
export function applyInProgressLine(mergeCommit: string, startedAt: string): string {
  return `**Apply in progress** at merge commit \`${shortSha(mergeCommit)}\` since ${startedAt}. If this line stays, the run stopped before it finished: the next plan shows what is left to apply.`;
}
