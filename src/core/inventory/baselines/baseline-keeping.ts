// Where baselines may be kept: the owner policy's `baselines:` option. `any` (the default) takes
// a baseline inline, shared by name or as a baseline_ref; `ref-only` refuses baseline content in
// the files of High and Medium systems, for entities that keep BES Cyber System Information off
// the repository host: there each asset's baseline is a baseline_ref. Low systems stay optional. A
// system without `impact:` is held to it too (it may be High or Medium). Asked of every asset, not
// only those going into service: content in the repository is the problem wherever it is. Pure.
import type { Diagnostic } from "../../shared/diagnostics.ts";
import { quote } from "../../shared/diagnostics.ts";
import type { InventoryDocument } from "../document/document.ts";

export const BASELINE_KEEPING = ["any", "ref-only"] as const;
export type BaselineKeeping = (typeof BASELINE_KEEPING)[number];

/** The policy's `baselines:` as messages name it, with its file. */
export interface BaselineRule {
  keeping: BaselineKeeping;
  /** The policy file that sets it, as the user wrote its path. */
  file: string;
}

/** The rule as read from the policy file: the rule (none: the file sets none), or why not. */
export type BaselineRuleRead = { rule: BaselineRule | undefined } | { diagnostics: Diagnostic[] };

/**
 * What the rule read refuses in `documents`. A policy file that cannot be read leaves the rule
 * unknown: its diagnostics refuse exactly when `ref-only` would refuse something (fail closed),
 * and nothing when no baseline is written where it could matter.
 */
export function baselineRuleProblems(
  documents: readonly InventoryDocument[],
  read: BaselineRuleRead | undefined,
): Diagnostic[] {
  if (read === undefined) return [];
  if (!("diagnostics" in read)) return inlineBaselineProblems(documents, read.rule);
  const refOnly = { keeping: "ref-only" as const, file: "" };
  return inlineBaselineProblems(documents, refOnly).length === 0 ? [] : read.diagnostics;
}

/** The rule a policy sets (`baselines:`), or none when it sets none. */
export function baselineRuleOf(
  policy: { baselines?: BaselineKeeping } | undefined,
  file: string,
): BaselineRule | undefined {
  return policy?.baselines === undefined ? undefined : { keeping: policy.baselines, file };
}

const FIX =
  "write baseline_ref: { uri, sha256 } naming where the baseline is kept instead of baseline:";

/** Each asset of a High, Medium or unrated system whose baseline is written in the files. */
export function inlineBaselineProblems(
  documents: readonly InventoryDocument[],
  rule: BaselineRule | undefined,
): Diagnostic[] {
  if (rule?.keeping !== "ref-only") return [];
  const diagnostics: Diagnostic[] = [];
  for (const document of documents) {
    const impact = document.impact?.value;
    if (impact === "low") continue;
    const system = impact === undefined ? "a system without impact:" : `a ${impact} impact system`;
    for (const asset of document.assets) {
      const baseline = asset.baseline;
      if (baseline?.kind !== "content") continue;
      const how =
        baseline.group === undefined
          ? "an inline baseline"
          : `the shared baseline ${quote(baseline.group)}`;
      diagnostics.push({
        severity: "error",
        location: asset.location,
        message: `asset ${quote(asset.name)} (in ${system}) has ${how}, but ${rule.file} sets baselines: ref-only, which keeps the baselines of High and Medium systems off the repository host: ${FIX}${impact === undefined ? ", or declare the system's impact:" : ""}`,
      });
    }
  }
  return diagnostics;
}
