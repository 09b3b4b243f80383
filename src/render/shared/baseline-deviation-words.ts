// How every output says a baseline deviation (CIP-010 R1.2): an R1.1 item with the entries added
// and removed, and the requirement parts it opens. Shared by the plan (render/plan/) and the audit
// report (render/evidence/), so that the same fact reads the same in both; each passes its own
// escaping for the entries, which come from the inventory files.
import type { ItemDifference } from "../../core/inventory/baselines/baseline-differences.ts";
import { R1_1_PART } from "../../core/inventory/document/baseline-items.ts";
import type { RequirementId } from "../../core/inventory/baselines/requirements.ts";
import type { BaselineComparison } from "../../core/plan/plan-model.ts";
import { countOf } from "../../core/shared/wording.ts";

/** "1.1.5 security patches applied: added RHSA-2026:2001; removed RHSA-2025:0990", `show` escaping entries. */
export function itemChangeWords(
  difference: ItemDifference,
  show: (entry: string) => string,
): string {
  const { item, added, removed } = difference;
  if (item === "unknown") return "items unknown (a baseline_ref: its content is kept elsewhere)";
  const changes = [
    ...(added.length === 0 ? [] : [`added ${added.map(show).join(", ")}`]),
    ...(removed.length === 0 ? [] : [`removed ${removed.map(show).join(", ")}`]),
  ];
  // Same entries, another order or layout: the item's digest changed all the same.
  return `${R1_1_PART[item]}: ${changes.length === 0 ? "the same entries, written differently" : changes.join("; ")}`;
}

/** "opens CIP-010 R1.2, CIP-010 R1.3", or why it opens none. */
export function opensWords(opens: readonly RequirementId[]): string {
  return opens.length === 0
    ? "opens no CIP-010 part (outside the requirement table's Applicable Systems)"
    : `opens ${opens.join(", ")}`;
}

/** The heading of a plan's (or a change record's) baselines against the existing ones. */
export function baselineComparisonWords(comparison: BaselineComparison): string {
  if (comparison.compared_with === null)
    return `Baselines (CIP-010 R1.1): ${comparison.not_compared}.`;
  const deviations = comparison.deviations.length;
  if (deviations === 0)
    return `Baselines: none deviates from those at ${comparison.compared_with}.`;
  return `Baseline deviations from ${comparison.compared_with}: ${countOf(deviations, "asset")}, each a change CIP-010 R1.2 asks to authorize and document`;
}
