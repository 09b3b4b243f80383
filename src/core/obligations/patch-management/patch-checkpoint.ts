// One workspace's CIP-007 R2 pass written down as plain JSON for the obligations checkpoint
// (../checkpoint/obligations-checkpoint.ts): what the records put in force (each patch file's
// SHA-256 by path, the assets with their patched items, the sources, plans, CIP Senior Manager and
// no_source declarations' records) with what the pass derived of it, and what each part holds
// still open. Every map is kept as its entries in the pass's own order, never re-derived: the order
// in which a later record opens and closes obligations follows it, and a resumed pass must decide
// exactly as one pass over every record. An asset is written once; the items, the fold's reading
// of the records and the state in force name it by its key, and the same object is restored to
// each, as the pass takes an asset given again as the same object as unchanged. Pure.
import type { MitigationPlan, PatchedItem, PatchSources } from "../../patches/patch-files.ts";
import { assetKey, type PatchAsset } from "../../patches/patch-inputs.ts";
import type { Interval } from "./evaluation-intervals.ts";
import type { PlanDue } from "./mitigation-plans.ts";
import type { ApplicablePatchesHeld } from "./applicable-patches.ts";
import type { SourceIdentificationHeld } from "./source-identification.ts";
import type { SeniorManagerInForce } from "./patch-merge.ts";
import type { PatchFilesInForce } from "./patch-merges.ts";
import type { PatchState } from "./patch-state.ts";
import { getOrThrow } from "../../shared/collections.ts";

/** An applicable item on an asset, the asset named by its key. */
interface HeldItem {
  asset: string;
  item: { kind: PatchedItem; name: string };
  version: string;
}

export interface PatchManagementCheckpoint {
  workspace: string;
  /** The SHA-256 of each patch file's text in force, by path. */
  files: [string, string][];
  /** Each asset in force, with what the fold read it from. */
  assets: { asset: PatchAsset; from: string }[];
  sources: PatchSources | null;
  plans: [string, MitigationPlan][];
  senior_manager: SeniorManagerInForce | null;
  declared_at: [string, number][];
  items: [string, HeldItem][];
  applied: string[];
  planned: [string, string][];
  covered: [string, string][];
  tracked: string[];
  item_keys: [string, readonly string[]][];
  present: [string, number][];
  parts: {
    r21: SourceIdentificationHeld;
    r22: [string, Interval][];
    r23: ApplicablePatchesHeld;
    r24: [string, PlanDue][];
  };
}

/** What the checkpoint keeps of the state in force and the fold's reading of the records. */
export function heldInForce(
  state: PatchState,
  read: PatchFilesInForce,
): Omit<PatchManagementCheckpoint, "workspace" | "parts"> {
  return {
    files: [...read.files],
    assets: state.assets.map((asset) => ({
      asset,
      from: read.assets.get(assetKey(asset))?.from ?? "",
    })),
    sources: state.sources ?? null,
    plans: [...state.plans],
    senior_manager: state.seniorManager ?? null,
    declared_at: [...state.declaredAt],
    items: [...state.items].map(([key, { asset, item, version }]) => [
      key,
      { asset: assetKey(asset), item, version },
    ]),
    applied: [...state.applied],
    planned: [...state.planned],
    covered: [...state.covered],
    tracked: [...state.tracked],
    item_keys: [...state.itemKeys],
    present: [...state.present],
  };
}

/** The state in force and the fold's reading `held` keeps, each asset one object again. */
export function restoreInForce(held: PatchManagementCheckpoint): {
  state: PatchState;
  read: PatchFilesInForce;
} {
  const byAsset = new Map(held.assets.map(({ asset }) => [assetKey(asset), asset]));
  const state: PatchState = {
    assets: held.assets.map(({ asset }) => asset),
    sources: held.sources ?? undefined,
    plans: new Map(held.plans),
    seniorManager: held.senior_manager ?? undefined,
    declaredAt: new Map(held.declared_at),
    items: new Map(
      held.items.map(([key, { asset, item, version }]) => [
        key,
        { asset: getOrThrow(byAsset, asset, "the checkpoint's assets"), item, version },
      ]),
    ),
    applied: new Set(held.applied),
    planned: new Map(held.planned),
    covered: new Map(held.covered),
    tracked: new Set(held.tracked),
    byAsset,
    itemKeys: new Map(held.item_keys),
    present: new Map(held.present),
    // What the last merge changed is read at that merge's step only.
    changedAssets: new Set(),
  };
  const read: PatchFilesInForce = {
    files: new Map(held.files),
    assets: new Map(
      held.assets.map(({ asset, from }) => [assetKey(asset), { from, asset }] as const),
    ),
  };
  return { state, read };
}
