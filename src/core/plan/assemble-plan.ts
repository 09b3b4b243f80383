// The planner's last phase: the ordered operations become the plan, with its counts, fingerprint,
// safety verdict, managed and unmanaged lists, and the warnings of every stage before it.
import { fingerprintOperations } from "./fingerprint.ts";
import {
  DEFAULT_SAFETY_LIMITS,
  type Operation,
  PLAN_FORMAT_VERSION,
  type Plan,
  type PlanBaseline,
  type PlanSummary,
  type ResolvedDocument,
  type SafetyLimits,
  type UnmanagedAsset,
} from "./plan-model.ts";
import { type Diagnostic } from "../shared/diagnostics.ts";
import { type LiveInventory } from "../shared/live-records.ts";
import { compareCodePoints } from "../shared/names.ts";
import { evaluateSafety, safetyInputOf } from "./safety.ts";

export interface PlanOptions {
  /** Default DEFAULT_SAFETY_LIMITS. */
  limits?: SafetyLimits;
}

/** What the phases before produced. */
interface PlannedOperations {
  resolved: ResolvedDocument[];
  live: LiveInventory;
  /** In the order they run. */
  operations: Operation[];
  unmanaged: UnmanagedAsset[];
  /** The planner's own diagnostics. */
  diagnostics: Diagnostic[];
}

// Every object of a plan is built with its keys in code-point order: fingerprinting then needs no
// copy (see fingerprint.ts), and the JSON plan reads the same whoever wrote it.
export function assemblePlan(
  planned: PlannedOperations,
  options: PlanOptions,
): { plan: Plan; diagnostics: Diagnostic[] } {
  const { resolved, live, operations, diagnostics } = planned;
  const summary = summarize(operations);
  const safety = evaluateSafety(
    safetyInputOf(resolved, live, operations, summary.update),
    options.limits ?? DEFAULT_SAFETY_LIMITS,
  );
  const warnings = diagnostics.filter((diagnostic) => diagnostic.severity === "warning");
  const plan: Plan = {
    format_version: PLAN_FORMAT_VERSION,
    fingerprint: fingerprintOperations(operations),
    summary,
    operations,
    managed_systems: resolved
      .map((entry) => entry.system)
      .sort((a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id)),
    unmanaged: planned.unmanaged.sort(
      (a, b) =>
        compareCodePoints(a.cyber_system.name, b.cyber_system.name) ||
        compareCodePoints(a.name, b.name) ||
        compareCodePoints(a.asset_id, b.asset_id),
    ),
    ...baselinesOf(resolved),
    safety,
    warnings,
  };
  return { plan, diagnostics };
}

/** The declared baselines, by system id then asset name; nothing when none is declared. */
function baselinesOf(resolved: readonly ResolvedDocument[]): { baselines?: PlanBaseline[] } {
  const baselines = resolved.flatMap(({ document, system }) =>
    document.assets.flatMap((asset) =>
      asset.baseline === undefined
        ? []
        : [{ asset: asset.name, cyber_system_id: system.id, digest: asset.baseline.digest }],
    ),
  );
  baselines.sort(
    (a, b) =>
      compareCodePoints(a.cyber_system_id, b.cyber_system_id) ||
      compareCodePoints(a.asset, b.asset),
  );
  return baselines.length === 0 ? {} : { baselines };
}

function summarize(operations: Operation[]): PlanSummary {
  const summary: PlanSummary = { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };
  for (const operation of operations) {
    if (operation.action !== "update") summary[operation.action] += 1;
    else if (!operation.temporary) {
      summary.update += 1;
      for (const kind of operation.kinds) summary[kind] += 1;
    }
  }
  return summary;
}
