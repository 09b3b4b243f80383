// The plan's baselines against the existing ones: each asset whose declared baseline changes an
// R1.1 item is a deviation (CIP-010 R1.2: "changes that deviate from the existing baseline
// configuration"), with what was added and removed and the parts it opens, read from the
// requirement table as the obligations read it. Computed once here; renderers only read it.
// As in the obligations: a first declaration (no baseline before), a removed baseline and a
// `software` record (baseline content, not a Cyber Asset) are no deviation; an asset is found
// among the existing ones in the base's document of its live system (resolve.ts bindBase: by id, or
// by name and parent, never by a name another facility's system may share), by its own name or
// the name it is renamed from.
import { DEFAULT_ASSET_CLASS } from "../inventory/document/asset-class.ts";
import type {
  AssetBaseline,
  DeclaredAsset,
  InventoryDocument,
} from "../inventory/document/document.ts";
import { baselineDifferences } from "../inventory/baselines/baseline-differences.ts";
import { partsOpenedBy } from "../inventory/baselines/requirements.ts";
import type { LiveInventory } from "../shared/live-records.ts";
import { nameKey } from "../shared/names.ts";
import type {
  BaselineComparison,
  BaselineDeviation,
  Plan,
  PlanBaseline,
  ResolvedDocument,
} from "./plan-model.ts";
import { bindBase } from "./resolve.ts";

/** The existing baselines: the documents of the commit they were declared at, or why none. */
export type ExistingBaselines =
  { comparedWith: string; documents: readonly InventoryDocument[] } | { notCompared: string };

/**
 * The comparison of the plan's `baselines` (declared by `resolved`) with `existing`, whose
 * documents are bound to `live` as the plan's are; undefined when the plan declares none.
 */
export function compareBaselines(
  resolved: readonly ResolvedDocument[],
  baselines: readonly PlanBaseline[] | undefined,
  existing: ExistingBaselines,
  live: LiveInventory,
): BaselineComparison | undefined {
  if (baselines === undefined || baselines.length === 0) return undefined;
  if ("notCompared" in existing) return { compared_with: null, not_compared: existing.notCompared };
  const existingBaseline = existingBaselineOf(resolved, existing.documents, live);
  const now = new Map<string, { document: InventoryDocument; asset: DeclaredAsset }>();
  for (const { document, system } of resolved)
    for (const asset of document.assets)
      if (asset.baseline !== undefined && asset.type !== "software")
        now.set(`${system.id}/${nameKey(asset.name)}`, { document, asset });
  const deviations = baselines.flatMap((entry): BaselineDeviation[] => {
    const declared = now.get(`${entry.cyber_system_id}/${nameKey(entry.asset)}`);
    const system = entry.cyber_system ?? entry.cyber_system_id;
    const was =
      declared === undefined ? undefined : existingBaseline(declared.document, declared.asset);
    if (declared?.asset.baseline === undefined || was === undefined) return [];
    const items = baselineDifferences(was, declared.asset.baseline);
    if (items.length === 0) return [];
    // A system without `impact:` is judged as High, as the obligations judge it (fail closed).
    const scope = {
      class: entry.class ?? DEFAULT_ASSET_CLASS,
      impact: entry.impact ?? "high",
      ...(entry.erc === undefined ? {} : { erc: entry.erc }),
    };
    const deviation: BaselineDeviation = {
      asset: entry.asset,
      ...(entry.asset_id === undefined ? {} : { asset_id: entry.asset_id }),
      cyber_system: system,
      cyber_system_id: entry.cyber_system_id,
      items,
      opens: partsOpenedBy(
        scope,
        items.map((difference) => difference.item),
      ),
    };
    return [deviation];
  });
  return { compared_with: existing.comparedWith, deviations };
}

/** The existing baseline of a head document's asset; undefined: it had none. */
export type ExistingBaselineOf = (
  document: InventoryDocument,
  asset: DeclaredAsset,
) => AssetBaseline | undefined;

/**
 * The existing baseline of each asset of `resolved` (the head's documents bound to their live
 * systems): in the `base` document that declared the same live system, the asset found by its
 * name or the name it is renamed from.
 */
export function existingBaselineOf(
  resolved: readonly ResolvedDocument[],
  base: readonly InventoryDocument[],
  live: LiveInventory,
): ExistingBaselineOf {
  const atBase = new Map(bindBase(base, live).map(({ document, system }) => [system.id, document]));
  const before = new Map<InventoryDocument, Map<string, AssetBaseline>>();
  for (const { document, system } of resolved) {
    const was = atBase.get(system.id);
    if (was === undefined) continue;
    const baselines = new Map<string, AssetBaseline>();
    for (const asset of was.assets)
      if (asset.baseline !== undefined) baselines.set(nameKey(asset.name), asset.baseline);
    before.set(document, baselines);
  }
  return (document, asset) => {
    const baselines = before.get(document);
    const former = asset.renamedFrom?.value;
    return (
      baselines?.get(nameKey(asset.name)) ??
      (former === undefined ? undefined : baselines?.get(nameKey(former)))
    );
  };
}

/**
 * Whether the plan changes anything: an operation, or a baseline that deviates from the existing
 * one (the service holds no baseline, yet CIP-010 R1.2 counts its change). What `plan
 * --detailed-exitcode` exits 2 for.
 */
export function planChanges(
  plan: Pick<Plan, "operations" | "baseline_deviations" | "released_systems">,
): boolean {
  return (
    plan.operations.length > 0 ||
    deviationsOf(plan.baseline_deviations).length > 0 ||
    // A system leaving management changes what the files manage (released-systems.ts).
    (plan.released_systems?.length ?? 0) > 0
  );
}

/** The deviations of a plan, none when its baselines were not compared. */
export function deviationsOf(comparison: BaselineComparison | undefined): BaselineDeviation[] {
  return comparison === undefined || comparison.compared_with === null ? [] : comparison.deviations;
}
