// What a drift check found, as text (the terminal) and Markdown (the drift issue, `cip-sync drift
// --format markdown`): each drifted asset with what git declares and what the service holds.
import type { AssetState, Difference, DriftFindings } from "../core/evidence/evidence-record.ts";
import { escapeMarkdown, markdownCodeSpan } from "./escape-markdown.ts";
import { revealHiddenCharacters } from "../core/shared/reveal.ts";
import { countOf } from "../core/shared/wording.ts";

const WHAT = {
  create: "only in the files",
  delete: "only in the service",
  update: "differs",
} as const;

function stateText(state: AssetState | null): string {
  if (state === null) return "(none)";
  return `${revealHiddenCharacters(state.name)} (${state.asset_type}) in ${revealHiddenCharacters(state.cyber_system)}`;
}

function stateMarkdown(state: AssetState | null): string {
  if (state === null) return "_none_";
  return `${escapeMarkdown(state.name)} (${state.asset_type}) in ${escapeMarkdown(state.cyber_system)}`;
}

/** "Drift: N assets differ ...", or "No drift: ...": the text output's first line and the Action's log line. */
export function driftHeadline(findings: DriftFindings): string {
  const count = findings.differences.length;
  return findings.in_sync
    ? "No drift: the live inventory matches the files."
    : `Drift: ${countOf(count, "asset")} differ${count === 1 ? "s" : ""} between the files and the live inventory.`;
}

export function renderDriftText(findings: DriftFindings): string {
  const lines = [driftHeadline(findings)];
  for (const difference of findings.differences) {
    lines.push(
      `  ${difference.asset_id ?? "(new)"}: ${WHAT[difference.action]}`,
      `    declared: ${stateText(difference.declared)}`,
      `    live:     ${stateText(difference.live)}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** The drifted assets as a Markdown table; "" when in sync. */
export function renderDriftTable(differences: readonly Difference[]): string {
  if (differences.length === 0) return "";
  const rows = differences.map(
    (difference) =>
      `| ${difference.asset_id === null ? "_new_" : markdownCodeSpan(difference.asset_id)} | ${WHAT[difference.action]} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`,
  );
  return [
    "| Asset id | Drift | Declared in git | Held by the service |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

export function renderDriftMarkdown(findings: DriftFindings): string {
  const table = renderDriftTable(findings.differences);
  return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}
