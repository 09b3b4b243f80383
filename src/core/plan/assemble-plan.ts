// The planner's last phase: the ordered operations become the plan, with its counts, fingerprint,
// safety verdict, managed and unmanaged lists, and the warnings of every stage before it.
import { patchedItemsOf } from "../inventory/document/baseline-items.ts";
import type { BaselineRuleRead } from "../inventory/baselines/baseline-keeping.ts";
import { fingerprintPlan } from "./saved/fingerprint.ts";
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
import { compareCodePoints, nameKey } from "../shared/names.ts";
import { DEFAULT_ASSET_CLASS } from "../inventory/document/asset-class.ts";
import { evaluateSafety, safetyInputOf } from "./safety.ts";

export interface PlanOptions {
  /** Default DEFAULT_SAFETY_LIMITS. */
  limits?: SafetyLimits;
  /** The owner policy's `baselines:` as read; absent: any (inventory/baseline-keeping.ts). */
  baselines?: BaselineRuleRead | undefined;
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
  const declared = baselinesOf(resolved, live);
  const plan: Plan = {
    format_version: PLAN_FORMAT_VERSION,
    fingerprint: fingerprintPlan(operations, declared.baselines),
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
    ...declared,
    safety,
    warnings,
  };
  return { plan, diagnostics };
}

/**
 * The declared baselines, by system id then asset name, with what the requirement table reads of
 * each asset (keys in code-point order); nothing when none is declared.
 */
function baselinesOf(
  resolved: readonly ResolvedDocument[],
  live: LiveInventory,
): { baselines?: PlanBaseline[] } {
  const liveIds = new Map(live.cyberAssets.map((asset) => [nameKey(asset.name), asset.id]));
  const baselines = resolved.flatMap(({ document, system }) =>
    document.assets.flatMap((asset): PlanBaseline[] => {
      const baseline = asset.baseline;
      if (baseline === undefined) return [];
      // A rename already applied leaves renamed_from behind, naming an asset the service no longer
      // holds: the asset is then the one of its own name.
      const assetId =
        (asset.renamedFrom === undefined
          ? undefined
          : liveIds.get(nameKey(asset.renamedFrom.value))) ?? liveIds.get(nameKey(asset.name));
      return [
        {
          asset: asset.name,
          ...(assetId === undefined ? {} : { asset_id: assetId }),
          asset_type: asset.type,
          class: asset.class?.value ?? DEFAULT_ASSET_CLASS,
          ...(baseline.completedOn === undefined ? {} : { completed_on: baseline.completedOn }),
          cyber_system: system.name,
          cyber_system_id: system.id,
          digest: baseline.digest,
          ...(document.erc === undefined ? {} : { erc: document.erc.value }),
          ...(document.impact === undefined ? {} : { impact: document.impact.value }),
          ...(baseline.items === undefined ? {} : { items: baseline.items }),
          kind: baseline.kind,
          ...(baseline.content === undefined ? {} : { patched: patchedItemsOf(baseline.content) }),
        },
      ];
    }),
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
