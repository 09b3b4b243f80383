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
} from "../../patches/patch-files.ts";
import {
  type AssetItem,
  applicableItems,
  assetKey,
  onAssetKey,
  type PatchAsset,
} from "../../patches/patch-inputs.ts";
import type { PatchMerge, SeniorManagerInForce } from "./patch-merge.ts";
import { getOrThrow } from "../../shared/collections.ts";

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
  /** Each asset by assetKey, and the keys of its applicable items in `items`. */
  byAsset: ReadonlyMap<string, PatchAsset>;
  itemKeys: ReadonlyMap<string, readonly string[]>;
  /** How many applicable items have each item key. */
  present: ReadonlyMap<string, number>;
  /** The assets the merge added, changed or removed (an asset object not the one before). */
  changedAssets: ReadonlySet<string>;
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
  byAsset: new Map(),
  itemKeys: new Map(),
  present: new Map(),
  changedAssets: new Set(),
};

/** What is in force after an accepted merge: what it changed, over what was. */
export function patchStateAfter(before: PatchState, merge: PatchMerge): PatchState {
  const sources = merge.sources === undefined ? before.sources : (merge.sources ?? undefined);
  const plans =
    merge.plans === undefined
      ? before.plans
      : new Map([...before.plans, ...merge.plans.map((plan) => [plan.id, plan] as const)]);
  const assets =
    merge.assets === undefined ? unchangedAssets(before) : assetsAfter(before, merge.assets);
  const changed = merge.assets !== undefined || merge.sources !== undefined;
  return {
    ...assets,
    sources,
    plans,
    seniorManager:
      merge.seniorManager === undefined ? before.seniorManager : (merge.seniorManager ?? undefined),
    declaredAt:
      merge.sources === undefined
        ? before.declaredAt
        : declaredAt(before, sources?.noSource ?? [], merge.record.sequence),
    planned: merge.plans === undefined ? before.planned : plannedPatches(plans),
    covered: merge.sources === undefined ? before.covered : coveredBy(sources),
    tracked: changed ? trackedSources(assets.present, sources) : before.tracked,
  };
}

type AssetFacts = Pick<
  PatchState,
  "assets" | "items" | "applied" | "byAsset" | "itemKeys" | "present" | "changedAssets"
>;

function unchangedAssets(before: PatchState): AssetFacts {
  const { assets, items, applied, byAsset, itemKeys, present } = before;
  return { assets, items, applied, byAsset, itemKeys, present, changedAssets: new Set() };
}

/**
 * The assets after a merge that states them all: only those whose object differs from the one
 * in force (added, changed or removed) are read again, the rest kept as they were.
 */
function assetsAfter(before: PatchState, assets: readonly PatchAsset[]): AssetFacts {
  const byAsset = new Map(assets.map((asset) => [assetKey(asset), asset]));
  const changedAssets = new Set<string>();
  for (const [key, asset] of byAsset) if (before.byAsset.get(key) !== asset) changedAssets.add(key);
  for (const key of before.byAsset.keys()) if (!byAsset.has(key)) changedAssets.add(key);
  const items = new Map(before.items);
  const itemKeys = new Map(before.itemKeys);
  const present = new Map(before.present);
  const applied = new Set(before.applied);
  const count = (key: string, by: number) => present.set(key, (present.get(key) ?? 0) + by);
  for (const key of changedAssets) {
    for (const onAsset of before.itemKeys.get(key) ?? []) {
      count(itemKey(getOrThrow(items, onAsset, "the items in force").item), -1);
      items.delete(onAsset);
    }
    // An asset new in this merge had nothing applied before.
    const was = before.byAsset.get(key);
    if (was !== undefined) for (const patch of appliedPatches([was])) applied.delete(patch);
    const asset = byAsset.get(key);
    if (asset === undefined) {
      itemKeys.delete(key);
      continue;
    }
    const own = applicableItems([asset]);
    for (const [onAsset, entry] of own) {
      items.set(onAsset, entry);
      count(itemKey(entry.item), 1);
    }
    itemKeys.set(key, [...own.keys()]);
    for (const patch of appliedPatches([asset])) applied.add(patch);
  }
  return { assets, items, applied, byAsset, itemKeys, present, changedAssets };
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
  present: ReadonlyMap<string, number>,
  sources: PatchSources | undefined,
): Set<string> {
  return new Set(
    (sources?.sources ?? [])
      .filter((source) => source.covers.some((item) => (present.get(itemKey(item)) ?? 0) > 0))
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
