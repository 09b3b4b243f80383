// What the CIP-007 R2 pass reads: a workspace's ledger records in order, each with what an accepted
// merge put in force (the applicable assets' baselines, the sources file, the evaluations and plans
// it added or changed, the CIP Senior Manager and delegates, the calendar) and who approved it.
// Typed, never read from the ledger here: the merge record that will carry the files is the next
// step. What applies is the requirement table's: High and Medium BCS and their EACMS, PACS and PCA,
// a system without impact judged as High (fail closed). Pure.
import { applies, requirementRow } from "../inventory/baselines/requirements.ts";
import type { AssetClass } from "../inventory/document/asset-class.ts";
import type { Impact } from "../inventory/document/principals.ts";
import type { CalendarSettings } from "../shared/calendar.ts";
import { nameKey } from "../shared/names.ts";
import type { Obligation, RecordRef } from "../obligations/obligation-model.ts";
import {
  type ItemRef,
  itemKey,
  type MitigationPlan,
  PATCHED_ITEMS,
  type PatchEvaluation,
  type PatchSources,
} from "./patch-files.ts";

/** An asset of the workspace and its baseline, as a merge put them in force. */
export interface PatchAsset {
  cyber_system: string;
  cyber_system_id?: string;
  asset: string;
  asset_id?: string;
  class: AssetClass;
  /** Undefined: the system's document declares none (judged as High). */
  impact: Impact | undefined;
  /** Its items; "ref": a baseline_ref, whose items the tool cannot see. */
  baseline: PatchedBaseline | "ref";
}

export interface PatchedBaseline {
  os_firmware: readonly { name: string; version: string }[];
  software: readonly { name: string; version: string }[];
  patches: readonly string[];
}

/** The CIP Senior Manager and the delegates, as the policy model holds them (logins). */
export interface SeniorManagerInForce {
  login: string;
  delegates: readonly { login: string; actions: readonly string[]; delegatedOn: string }[];
}

export interface PatchMerge {
  record: RecordRef;
  /** Why the record puts nothing in force (facts-in-force.ts notAccepted); undefined: accepted. */
  notAccepted?: string;
  /** The calendar the record keeps in force from it. */
  calendar?: CalendarSettings;
  /**
   * Every asset of the workspace after the merge; undefined: unchanged. An asset given as the very
   * object the previous merge gave is taken as unchanged without being read again (patch-state.ts):
   * pass a new object for an asset whose baseline changed.
   */
  assets?: readonly PatchAsset[];
  /** cip-patch-sources.yaml after the merge; null: removed; undefined: unchanged. */
  sources?: PatchSources | null;
  /** The evaluation files the merge added or changed. */
  evaluations?: readonly PatchEvaluation[];
  /** The plan files the merge added or changed. */
  plans?: readonly MitigationPlan[];
  /** The pull requests' counted approvers, each with when they approved (an ISO instant). */
  approvals: readonly { login: string; at: string }[];
  /** The CIP Senior Manager and delegates the merge put in force; undefined: unchanged. */
  seniorManager?: SeniorManagerInForce | null;
}

/** An applicable asset's item, with its version and the asset it is on. */
export interface AssetItem {
  asset: PatchAsset;
  item: ItemRef;
  version: string;
}

/** Whether CIP-007 R2 applies to the asset (the four parts share their Applicable Systems). */
export function isApplicable(asset: Pick<PatchAsset, "class" | "impact">): boolean {
  return applies(requirementRow("CIP-007 R2.1"), {
    class: asset.class,
    impact: asset.impact ?? "high",
  });
}

/** How an asset is followed: its id, else its system and name. */
export function assetKey(asset: PatchAsset): string {
  return asset.asset_id ?? `${asset.cyber_system}\u0000${nameKey(asset.asset)}`;
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

/** The obligation's subject for an asset. */
export function assetSubject(asset: PatchAsset): Obligation["subject"] {
  return {
    cyber_system: asset.cyber_system,
    ...(asset.cyber_system_id === undefined ? {} : { cyber_system_id: asset.cyber_system_id }),
    asset: asset.asset,
    ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
  };
}
