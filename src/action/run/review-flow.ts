// The steps of the review flow every route shares: what a plan comment's header records about the
// plan, the delete label, the comment that says an apply is in progress, marks on plan comments,
// and the stale marks on sibling pull requests after an apply. A failure of any of these to talk to
// GitHub is a warning: none may stop an apply, or fail one that succeeded.
import type { ApplyResult, Plan } from "../../core/plan/plan-model.ts";
import { operationDigests, touchedSystemIds } from "../../core/plan/saved/operation-digest.ts";
import { MAX_RECORDED_OPERATIONS } from "../../core/review/reviewed-plan.ts";
import {
  type CommentHeader,
  renderedPartOf,
  truncatedNote,
} from "../../render/review/comment-body.ts";
import { applyInProgressLine, markComment } from "../../render/review/review-status.ts";
import type { ChangeRef, PlanNote } from "../../core/review/code-host.ts";
import type { RunScope } from "./run-scope.ts";
import { errorMessage } from "../../core/shared/errors.ts";

const DELETE_LABEL_STYLE = {
  color: "b60205",
  description: "The inventory plan of this pull request deletes cyber assets",
};

/** What a plan comment's header says about the plan, besides its fingerprint. */
export function reviewHeaderOf(
  plan: Plan,
): Pick<CommentHeader, "operations" | "systems" | "deletes"> {
  return {
    ...(plan.operations.length <= MAX_RECORDED_OPERATIONS
      ? { operations: operationDigests(plan.operations) }
      : {}),
    systems: touchedSystemIds(plan.operations),
    deletes: plan.summary.delete,
  };
}

/** The delete label on the pull request while its plan deletes, and only then. */
export async function syncDeleteLabel(
  scope: RunScope,
  issue: ChangeRef,
  deletes: number,
  current: readonly string[],
): Promise<void> {
  const label = scope.settings.deleteLabel;
  if (label === "") return;
  await warnOnFailure(
    scope,
    `Could not update the label ${label} of #${issue.number}`,
    async () => {
      const change = await scope.host.labels.set(
        issue,
        label,
        deletes > 0,
        DELETE_LABEL_STYLE,
        current,
      );
      if (change !== "unchanged")
        scope.reporter.info(
          `Label ${label} ${change} on #${issue.number} (the plan deletes ${deletes}).`,
        );
    },
  );
}

/** A merged pull request whose plan is about to be applied. */
export interface ApplyTarget {
  issue: ChangeRef;
  sticky: PlanNote;
}

/**
 * The fewest operations whose apply is announced on the comment. A smaller apply ends within
 * seconds, before anyone reads the announcement, and the update would cost a comment write that
 * GitHub spaces a second from the next: its result replaces the plan at once instead.
 */
export const ANNOUNCED_APPLY_OPERATIONS = 200;

/**
 * Before the first operation of an apply of ANNOUNCED_APPLY_OPERATIONS or more: each comment says
 * the apply is in progress, since when, with the run's link (added by the comment writer), still
 * showing the plan being applied and keeping its header's record of it.
 */
export async function announceApply(
  scope: RunScope,
  targets: readonly ApplyTarget[],
  apply: { sha: string; plan: Plan },
): Promise<void> {
  if (apply.plan.operations.length < ANNOUNCED_APPLY_OPERATIONS) return;
  const { sha } = apply;
  const startedAt = new Date().toISOString();
  for (const { issue, sticky } of targets) {
    const rendered = renderedPartOf(sticky.body) ?? "";
    await warnOnFailure(
      scope,
      `Could not say on #${issue.number} that the apply is in progress`,
      () =>
        scope.comment(
          { issue, existing: sticky },
          {
            ...sticky.header,
            status: "applying",
            statusLine: applyInProgressLine(sha, startedAt),
            render: (maxLength) =>
              rendered.length <= maxLength ? rendered : truncatedNote(scope.context.runUrl),
          },
        ),
    );
  }
}

/** `mark` at the top of each pull request's plan comment; the plan and its header stay. */
export async function markComments(
  scope: RunScope,
  comments: readonly { issue: ChangeRef; sticky: PlanNote | undefined }[],
  mark: string,
): Promise<void> {
  for (const { issue, sticky } of comments) {
    if (sticky === undefined) continue;
    await warnOnFailure(scope, `Could not mark the plan comment of #${issue.number}`, async () => {
      await scope.host.notes.write(
        issue,
        sticky,
        scope.reporter.redact(markComment(sticky.body, mark)),
      );
    });
  }
}

/** After an apply: marks the open pull requests whose plans touch a system it changed. */
export async function markSiblingsStale(
  scope: RunScope,
  plan: Plan,
  result: ApplyResult,
  applied: readonly number[],
): Promise<void> {
  const changed = result.results.flatMap((entry) => {
    const operation = plan.operations[entry.index];
    return entry.status === "succeeded" && operation !== undefined ? [operation] : [];
  });
  if (changed.length === 0) return;
  const { runUrl } = scope.context;
  await warnOnFailure(scope, "Could not mark the plans of other pull requests stale", async () => {
    await scope.host.notes.markStaleSiblings(
      {
        workspace: scope.settings.workspace,
        changedSystems: touchedSystemIds(changed),
        exclude: applied,
        runUrl,
        appliedAt: result.finished_at,
      },
      {
        info: (line) => scope.reporter.info(line),
        warning: (message) => scope.reporter.warning(message, { title: "Stale plans" }),
      },
    );
  });
}

async function warnOnFailure(
  scope: RunScope,
  what: string,
  step: () => Promise<void>,
): Promise<void> {
  try {
    await step();
  } catch (error) {
    const status = scope.host.statusOf(error);
    scope.reporter.warning(
      `${what}${status === undefined ? "" : ` (${status})`}: ${errorMessage(error)}`,
    );
  }
}
