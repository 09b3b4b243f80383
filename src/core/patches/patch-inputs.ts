// The assets CIP-007 R2 is judged over and their patched items: an asset with its baseline's
// os_firmware, software and patches, whether R2 applies to it, and the items patch sources must
// cover. What applies is the requirement table's: High and Medium BCS and their EACMS, PACS and
// PCA, a system without impact judged as High (fail closed). Read by the plan (items without a
// source) and by the obligations' pass over the ledger. Pure.
import { applies, requirementRow } from "../inventory/baselines/requirements.ts";
import type { AssetClass } from "../inventory/document/asset-class.ts";
import type { AssetType } from "../shared/live-records.ts";
import type { Impact } from "../inventory/document/principals.ts";
import type { PatchedBaseline } from "../inventory/document/baseline-items.ts";
import { nameKey } from "../shared/names.ts";
import { type ItemRef, itemKey, PATCHED_ITEMS } from "./patch-files.ts";

/** An asset of the workspace and its baseline, as a merge put them in force. */
export interface PatchAsset {
  cyber_system: string;
  cyber_system_id?: string;
  asset: string;
  asset_id?: string;
  class: AssetClass;
  /** The asset's type, when known (records written before plans kept it give none). */
  type?: AssetType;
  /** Undefined: the system's document declares none (judged as High). */
  impact: Impact | undefined;
  /** Its items; "ref": a baseline_ref, whose items the tool cannot see. */
  baseline: PatchedBaseline | "ref";
  /**
   * How the pass follows it when that is neither its id nor its system and name: the key it had
   * before the service gave it an id (the merge that creates an asset records no id yet, the next
   * one does), so that it stays one asset (core/obligations/patch-management/patch-merges.ts).
   */
  key?: string;
}

export type { PatchedBaseline };

/** An applicable asset's item, with its version and the asset it is on. */
export interface AssetItem {
  asset: PatchAsset;
  item: ItemRef;
  version: string;
}

/**
 * Whether CIP-007 R2 applies to the asset (the four parts share their Applicable Systems). A
 * software record is baseline content, not a Cyber Asset: R2 does not apply to it, as CIP-010 R1
 * does not (baseline-completeness.ts, deviation-obligations.ts).
 */
export function isApplicable(asset: Pick<PatchAsset, "class" | "impact" | "type">): boolean {
  if (asset.type === "software") return false;
  return applies(requirementRow("CIP-007 R2.1"), {
    class: asset.class,
    impact: asset.impact ?? "high",
  });
}

/** How an asset is followed: the key it kept, else its id, else its system and name. */
export function assetKey(asset: PatchAsset): string {
  return asset.key ?? asset.asset_id ?? namedAssetKey(asset);
}

/** An asset's key by its system and name: how one without an id yet is followed. */
export function namedAssetKey(asset: Pick<PatchAsset, "cyber_system" | "asset">): string {
  return `${asset.cyber_system}\u0000${nameKey(asset.asset)}`;
}

/** The key of an item or a patch on an asset, from the asset's key and the item's or patch's. */
export function onAssetKey(asset: string, key: string): string {
  return `${asset}\u0001${key}`;
}

/** Every os_firmware and software item of the applicable assets' baselines, by asset and item. */
export function applicableItems(assets: readonly PatchAsset[]): Map<string, AssetItem> {
  const items = new Map<string, AssetItem>();
  for (const asset of assets) {
    if (!isApplicable(asset) || asset.baseline === "ref") continue;
    for (const kind of PATCHED_ITEMS)
      for (const { name, version } of asset.baseline[kind]) {
        const item = { kind, name };
        items.set(onAssetKey(assetKey(asset), itemKey(item)), { asset, item, version });
      }
  }
  return items;
}
