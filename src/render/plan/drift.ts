// What a drift check found, as text (the terminal) and Markdown (the drift issue, `cip-sync drift
// --format markdown`): each drifted asset with what git declares and what the service holds.
import type {
  AssetState,
  Difference,
  DriftFindings,
} from "../../core/evidence/records/drift-findings.ts";
import { escapeMarkdown, markdownCodeSpan } from "../shared/escape-markdown.ts";
import { revealHiddenCharacters } from "../../core/shared/text/reveal.ts";
import { countOf } from "../../core/shared/wording.ts";
import type { AssetType } from "../../core/shared/live-records.ts";
import type { PossibleRename } from "../../core/plan/plan-model.ts";
import {
  adoptLiveNameWords,
  declaredAsWords,
  renameFixLine,
} from "../../core/plan/renames/possible-renames.ts";
import { POSSIBLY_RENAMED } from "./plan-view.ts";

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

/** "only in the service, possibly renamed in the service": what the Drift column and line say. */
function whatDiffers(difference: Difference): string {
  const what = WHAT[difference.action];
  return difference.possible_rename ? `${what}, ${POSSIBLY_RENAMED}` : what;
}

/** The live half of a possible rename, with its asset type: where the fix is given. */
function renamedLive(
  difference: Difference,
): { rename: PossibleRename; assetType: AssetType } | undefined {
  const { possible_rename: rename, live } = difference;
  if (rename === undefined || difference.action !== "delete" || live === null) return undefined;
  return { rename, assetType: live.asset_type };
}

export function renderDriftText(findings: DriftFindings): string {
  const lines = [driftHeadline(findings)];
  for (const difference of findings.differences) {
    lines.push(
      `  ${difference.asset_id ?? "(new)"}: ${whatDiffers(difference)}`,
      `    declared: ${stateText(difference.declared)}`,
      `    live:     ${stateText(difference.live)}`,
    );
    const renamed = renamedLive(difference);
    if (renamed === undefined) continue;
    const fix = renameFixLine(renamed.rename, renamed.assetType);
    lines.push(
      `    keep the record: ${revealHiddenCharacters(fix)}`,
      `    ${adoptLiveNameWords(renamed.rename, revealHiddenCharacters)}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The drifted assets as a Markdown table, then the fix of each possible rename made in the service,
 * one line each; "" when in sync.
 */
export function renderDriftTable(differences: readonly Difference[]): string {
  if (differences.length === 0) return "";
  const rows = differences.map(
    (difference) =>
      `| ${difference.asset_id === null ? "_new_" : markdownCodeSpan(difference.asset_id)} | ${whatDiffers(difference)} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`,
  );
  const fixes = differences.flatMap((difference) => {
    const renamed = renamedLive(difference);
    if (renamed === undefined) return [];
    const { rename, assetType } = renamed;
    return [
      `- ${escapeMarkdown(rename.live)} ${declaredAsWords(rename, escapeMarkdown)}, ${POSSIBLY_RENAMED}. Keep the record: ${markdownCodeSpan(renameFixLine(rename, assetType))}, ${adoptLiveNameWords(rename, escapeMarkdown)}.`,
    ];
  });
  return [
    "| Asset id | Drift | Declared in git | Held by the service |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
    ...(fixes.length === 0 ? [] : [...fixes, ""]),
  ].join("\n");
}

export function renderDriftMarkdown(findings: DriftFindings): string {
  const table = renderDriftTable(findings.differences);
  return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}
