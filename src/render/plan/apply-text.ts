// What an apply did, for terminals: one line per operation with its outcome, the verification's
// problems, the verdict last; and how the plan now differs from the reviewed one. Every name and
// message goes through revealHiddenCharacters, so none can restyle the terminal.
import * as planModel from "../../core/plan/plan-model.ts";
import {
  checkReviewedOperations,
  operationDigest,
} from "../../core/plan/saved/operation-digest.ts";
import { countOf } from "../../core/shared/wording.ts";
import { revealHiddenCharacters as reveal } from "../../core/shared/text/reveal.ts";
import { paint, type TextStyle } from "../shared/ansi.ts";
import { applyAdvice, applyVerdict, createdWords, TEMPORARY_RENAME_WORDS } from "./plan-view.ts";
import { baselineLines, describeUpdate, systemLabel } from "./plan-text.ts";
import { deviationsOf } from "../../core/plan/baseline-deviations.ts";

/**
 * Which operations an apply result lists: "every" one, or only the "problems" (failed, skipped
 * and not run, with their reasons), those that succeeded counted in one line: a long apply's
 * outcome stays short.
 */
export type ApplyListing = "every" | "problems";

/**
 * One line per operation listed with its outcome and reason, the verification's problems, then
 * the verdict last, where a terminal leaves it in view.
 */
export function renderApplyResultText(
  plan: planModel.Plan,
  result: planModel.ApplyResult,
  style: TextStyle,
  listing: ApplyListing,
): string {
  const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
  const verdict = applyVerdict(plan, result);
  const lines: string[] = [];
  const numberWidth = `#${planModel.operationNumber(plan.operations.length - 1)}`.length;
  const indent = " ".repeat(2 + OUTCOME_WIDTH + 1);
  // Only succeeded operations go unlisted: the count line then says exactly what it leaves out.
  let unlisted = 0;
  plan.operations.forEach((operation, index) => {
    const entry = byIndex.get(index);
    if (listing === "problems" && entry?.status === "succeeded") {
      unlisted += 1;
      return;
    }
    const number = `#${planModel.operationNumber(index)}`.padEnd(numberWidth, " ");
    const created =
      operation.action === "create" && entry?.status === "succeeded" && entry.asset_id
        ? `: ${createdWords(reveal(entry.asset_id), entry.adopted)}`
        : "";
    lines.push(
      `  ${outcomeLabel(entry, style)} ${number} ${describeOperation(operation)}${created}`,
    );
    if (entry?.error !== undefined) lines.push(`${indent}${reveal(entry.error)}`);
  });
  const problems = result.verification?.problems ?? [];
  if (problems.length > 0) {
    if (lines.length > 0) lines.push("");
    lines.push(
      paint(style, "boldRed", `Verification after apply: ${countOf(problems.length, "problem")}:`),
    );
    for (const problem of problems) lines.push(`  - ${reveal(problem.message)}`);
  }
  // The baseline deviations the verdict counts, right above it (the service has no operation for them).
  if (deviationsOf(plan.baseline_deviations).length > 0 && plan.baseline_deviations !== undefined) {
    if (lines.length > 0) lines.push("");
    lines.push(...baselineLines(plan.baseline_deviations, style));
  }
  if (lines.length > 0) lines.push("");
  // After a wholly successful apply the verdict says it all ("all N operations succeeded").
  if (unlisted > 0 && verdict.outcome !== "applied") {
    lines.push(
      `Not listed: ${countOf(unlisted, "operation")} that succeeded (--verbose lists every operation).`,
    );
  }
  lines.push(paint(style, verdict.outcome === "applied" ? "bold" : "boldRed", verdict.sentence));
  const advice = applyAdvice(verdict.outcome);
  if (advice !== undefined) lines.push(advice);
  return `${lines.join("\n")}\n`;
}

/**
 * The operations in which the plan now differs from the reviewed one: "+" only in the plan now,
 * "-" only in the reviewed plan (compared as sets, by what each operation does).
 */
export function renderPlanDifferenceText(reviewed: planModel.Plan, now: planModel.Plan): string {
  const byDigest = new Map(
    reviewed.operations.map((operation) => [operationDigest(operation), operation]),
  );
  const check = checkReviewedOperations(now.operations, [
    { pullRequest: 0, digests: [...byDigest.keys()] },
  ]);
  const lines = [
    ...check.unreviewed.flatMap((index) => {
      const operation = now.operations[index];
      return operation === undefined ? [] : [`  + ${describeOperation(operation)}`];
    }),
    ...check.gone.flatMap(({ digest }) => {
      const operation = byDigest.get(digest);
      return operation === undefined ? [] : [`  - ${describeOperation(operation)}`];
    }),
  ];
  if (lines.length === 0) return "";
  const heading = `${countOf(lines.length, "operation")} differ${lines.length === 1 ? "s" : ""} (+ only in the plan now, - only in the reviewed plan):`;
  return `${[heading, ...lines].join("\n")}\n`;
}

/**
 * What a second interrupt leaves behind: the operations that succeeded before it, which no change
 * record will hold, one line each as the verbose outcome lists them; then what to do.
 */
export function renderAppliedBeforeExit(
  applied: readonly { result: planModel.OperationResult; operation: planModel.Operation }[],
): string {
  const lines = applied.map(({ result, operation }) => {
    const created =
      operation.action === "create" && result.asset_id
        ? `: ${createdWords(reveal(result.asset_id), result.adopted)}`
        : "";
    return `  #${planModel.operationNumber(result.index)} ${describeOperation(operation)}${created}\n`;
  });
  const inFlight =
    "operations still in flight may have been applied too: run 'cip-sync plan' to see what the live inventory holds now.\n";
  return lines.length === 0
    ? `No operation had succeeded yet; ${inFlight}`
    : `Applied before the exit, and in no change record (${countOf(lines.length, "operation")}; note them with the change):\n${lines.join("")}Besides these, ${inFlight}`;
}

function describeOperation(operation: planModel.Operation): string {
  switch (operation.action) {
    case "create":
      return `create ${reveal(operation.name)} (${operation.asset_type}) in ${systemLabel(operation.cyber_system)}`;
    case "delete":
      return `delete ${reveal(operation.name)} (${reveal(operation.asset_id)}) from ${systemLabel(operation.cyber_system)}`;
    case "update": {
      const line = describeUpdate(operation, operation.changes.name?.from ?? operation.name);
      return operation.temporary ? `${line}, ${TEMPORARY_RENAME_WORDS}` : line;
    }
  }
}

const OUTCOME_WIDTH = 7;

function outcomeLabel(entry: planModel.OperationResult | undefined, style: TextStyle): string {
  const [paintName, word] = outcomeStyle(entry);
  return paint(style, paintName, word.padEnd(OUTCOME_WIDTH, " "));
}

function outcomeStyle(
  entry: planModel.OperationResult | undefined,
): ["green" | "boldRed" | "yellow", string] {
  switch (entry?.status) {
    case undefined:
      return ["yellow", "not run"];
    case "succeeded":
      return ["green", "ok"];
    case "failed":
      return ["boldRed", "FAILED"];
    case "skipped":
      return ["yellow", "skipped"];
  }
}
