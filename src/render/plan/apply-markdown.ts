// An apply's result as GitHub-flavoured Markdown, for the job summary and the merged pull request's
// comment: the verdict and counts, what failed and why, what the read-back found, and every
// operation's outcome. Escaped and capped as the plan is (markdown.ts).
import * as planModel from "../../core/plan/plan-model.ts";
import { countOf } from "../../core/shared/wording.ts";
import { escapeMarkdown, markdownCodeSpan } from "../shared/escape-markdown.ts";
import * as layout from "../shared/markdown-layout.ts";
import { describeOperation, operationCells } from "./operation-cells.ts";
import { applyAdvice, applyVerdict, createdWords } from "./plan-view.ts";

/** The verdict and counts, the failures with their reasons, then every operation's outcome. */
export function renderApplyResultMarkdown(
  plan: planModel.Plan,
  result: planModel.ApplyResult,
  options: layout.MarkdownOptions & {
    /** False when the caller states the verdict itself (the Action's status line). */
    verdict?: boolean;
  } = {},
): string {
  const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
  const verdict = applyVerdict(plan, result);
  const { succeeded, failed, skipped } = result.summary;
  const advice = applyAdvice(verdict.outcome);
  const stated =
    options.verdict === false
      ? ""
      : `**${verdict.sentence}**${advice === undefined ? "" : ` ${advice}`}\n\n`;
  const heading = layout.text(
    `${stated}| Succeeded | Failed | Skipped | Not run |\n|---:|---:|---:|---:|\n${layout.tableRow([
      String(succeeded),
      String(failed),
      String(skipped),
      String(verdict.notRun),
    ])}`,
  );
  const operations =
    plan.operations.length === 0
      ? []
      : [
          layout.table(
            "#### Operations",
            countOf(plan.operations.length, "operation"),
            ["#", "Change", "Asset", "Id", "Cyber system", "Outcome", "Details"],
            plan.operations.map((operation, index) => {
              const entry = byIndex.get(index);
              const cells = operationCells(operation);
              return layout.row("operation", [
                String(planModel.operationNumber(index)),
                cells.change,
                cells.asset,
                cells.id,
                cells.system,
                ...outcomeCells(operation, entry),
              ]);
            }),
          ),
        ];
  const footer = layout.text(`Plan fingerprint: ${markdownCodeSpan(result.fingerprint)}\n`);
  return layout.fitLayouts(
    [
      {
        essential: [heading],
        rest: [...failureSections(plan, result), ...verificationSections(result), ...operations],
        dropped: [],
        footer: [footer],
      },
    ],
    options,
  );
}

/** The failed operations with their reasons, in a caution block; none when nothing failed. */
function failureSections(plan: planModel.Plan, result: planModel.ApplyResult): layout.Section[] {
  const failures = result.results
    .filter((entry) => entry.status === "failed")
    .sort((a, b) => a.index - b.index);
  return failures.length === 0
    ? []
    : [
        {
          head: `> [!CAUTION]\n> **${countOf(failures.length, "operation")} failed:**\n>\n`,
          rows: failures.map((entry) => {
            const operation = plan.operations[entry.index];
            const what = operation ? describeOperation(operation) : "an unknown operation";
            return layout.row(
              "failure",
              `> - **Operation ${planModel.operationNumber(entry.index)}** (${what}): ${escapeMarkdown(entry.error ?? "no reason given")}\n`,
            );
          }),
          tail: "",
        },
      ];
}

/** What the read-back after the apply found, in a caution block; none when it found nothing. */
function verificationSections(result: planModel.ApplyResult): layout.Section[] {
  const problems = result.verification?.problems ?? [];
  return problems.length === 0
    ? []
    : [
        {
          head: `> [!CAUTION]\n> **Verification after apply found ${countOf(problems.length, "problem")}:**\n>\n`,
          rows: problems.map((problem) =>
            layout.row("problem", `> - ${escapeMarkdown(problem.message)}\n`),
          ),
          tail: "",
        },
      ];
}

/** The outcome word and its details: the reason, or the id a create produced. */
function outcomeCells(
  operation: planModel.Operation,
  entry: planModel.OperationResult | undefined,
): [string, string] {
  const reason = entry?.error === undefined ? "" : escapeMarkdown(entry.error);
  switch (entry?.status) {
    case undefined:
      return ["not run", ""];
    case "failed":
      return ["**failed**", reason];
    case "skipped":
      return ["skipped", reason];
    case "succeeded": {
      const created =
        operation.action === "create" && entry.asset_id
          ? createdWords(escapeMarkdown(entry.asset_id), entry.adopted)
          : "";
      return ["succeeded", created];
    }
  }
}
