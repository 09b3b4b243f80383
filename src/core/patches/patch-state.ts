// What is in force after each accepted merge, for the CIP-007 R2 pass: what the merges put there
// (assets, sources, plans, the CIP Senior Manager) and what the parts look up at every record,
// derived once when its input changes rather than at each look-up: the applicable items, which
// patches each asset's baseline lists, which plan names each patch, which source covers each item
// and which sources are tracked. A ledger of thousands of merges over thousands of assets is
// judged in one pass without reading every baseline at every record. Pure.
import {
  itemKey,
  type MitigationPlan,
  type NoSourceDeclaration,
  patchKey,
  type PatchSources,
} from "./patch-files.ts";
import {
  type AssetItem,
  applicableItems,
  assetKey,
  onAssetKey,
  type PatchAsset,
  type PatchMerge,
  type SeniorManagerInForce,
} from "./patch-inputs.ts";

export interface PatchState {
  assets: readonly PatchAsset[];
  sources: PatchSources | undefined;
  plans: ReadonlyMap<string, MitigationPlan>;
  seniorManager: SeniorManagerInForce | undefined;
  /** Per item key, the sequence of the record that last added or changed its no_source entry. */
  declaredAt: ReadonlyMap<string, number>;
  /** The applicable assets' os_firmware and software items, by onAssetKey(asset, item). */
  items: ReadonlyMap<string, AssetItem>;
  /** onAssetKey(asset, patch) of every patch an asset's baseline lists. */
  applied: ReadonlySet<string>;
  /** Per patch key, the id of a plan in force that names it. */
  planned: ReadonlyMap<string, string>;
  /** Per item key, the id of the first source in force that covers it. */
  covered: ReadonlyMap<string, string>;
  /** The sources that cover an item of an applicable asset's baseline. */
  tracked: ReadonlySet<string>;
}

export const NOTHING_IN_FORCE: PatchState = {
  assets: [],
  sources: undefined,
  plans: new Map(),
  seniorManager: undefined,
  declaredAt: new Map(),
  items: new Map(),
  applied: new Set(),
  planned: new Map(),
  covered: new Map(),
  tracked: new Set(),
};

/** What is in force after an accepted merge: what it changed, over what was. */
export function inForceAfter(before: PatchState, merge: PatchMerge): PatchState {
  const sources = merge.sources === undefined ? before.sources : (merge.sources ?? undefined);
  const assets = merge.assets ?? before.assets;
  const plans =
    merge.plans === undefined
      ? before.plans
      : new Map([...before.plans, ...merge.plans.map((plan) => [plan.id, plan] as const)]);
  const items = merge.assets === undefined ? before.items : applicableItems(assets);
  const covered = merge.sources === undefined ? before.covered : coveredBy(sources);
  const changed = merge.assets !== undefined || merge.sources !== undefined;
  return {
    assets,
    sources,
    plans,
    seniorManager:
      merge.seniorManager === undefined ? before.seniorManager : (merge.seniorManager ?? undefined),
    declaredAt:
      merge.sources === undefined
        ? before.declaredAt
        : declaredAt(before, sources?.noSource ?? [], merge.record.sequence),
    items,
    applied: merge.assets === undefined ? before.applied : appliedPatches(assets),
    planned: merge.plans === undefined ? before.planned : plannedPatches(plans),
    covered,
    tracked: changed ? trackedSources(items, sources) : before.tracked,
  };
}

/** The items a sources file covers, by item key, each with the first source covering it. */
export function coveredBy(sources: PatchSources | undefined): Map<string, string> {
  const covered = new Map<string, string>();
  for (const source of sources?.sources ?? [])
    for (const item of source.covers)
      if (!covered.has(itemKey(item))) covered.set(itemKey(item), source.id);
  return covered;
}

/** The patches the assets' baselines list, each as onAssetKey(asset, patch). */
export function appliedPatches(assets: readonly PatchAsset[]): Set<string> {
  const applied = new Set<string>();
  for (const asset of assets)
    if (asset.baseline !== "ref")
      for (const patch of asset.baseline.patches)
        applied.add(onAssetKey(assetKey(asset), patchKey(patch)));
  return applied;
}

/** Per patch key, a plan that names it. */
export function plannedPatches(
  plans: ReadonlyMap<string, MitigationPlan> | readonly MitigationPlan[],
): Map<string, string> {
  const planned = new Map<string, string>();
  for (const plan of plans.values())
    for (const patch of plan.patches)
      if (!planned.has(patchKey(patch))) planned.set(patchKey(patch), plan.id);
  return planned;
}

function trackedSources(
  items: ReadonlyMap<string, AssetItem>,
  sources: PatchSources | undefined,
): Set<string> {
  const present = new Set([...items.values()].map(({ item }) => itemKey(item)));
  return new Set(
    (sources?.sources ?? [])
      .filter((source) => source.covers.some((item) => present.has(itemKey(item))))
      .map((source) => source.id),
  );
}

/** Per declared item, the record that last added or changed its declaration. */
function declaredAt(
  before: PatchState,
  declarations: readonly NoSourceDeclaration[],
  sequence: number,
): Map<string, number> {
  const words = (declaration: NoSourceDeclaration) =>
    `${declaration.kind}\u0000${declaration.reason}`;
  const was = new Map((before.sources?.noSource ?? []).map((d) => [itemKey(d.item), words(d)]));
  return new Map(
    declarations.map((declaration) => {
      const key = itemKey(declaration.item);
      const same = was.get(key) === words(declaration);
      return [key, same ? (before.declaredAt.get(key) ?? sequence) : sequence];
    }),
  );
}
