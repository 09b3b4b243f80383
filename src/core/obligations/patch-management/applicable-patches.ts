// CIP-007-6 R2.3: "For applicable patches identified in Part 2.2, within 35 calendar days of the
// evaluation completion, take one of the following actions: • Apply the applicable patches; or •
// Create a dated mitigation plan; or • Revise an existing mitigation plan." Per patch an accepted
// evaluation marks applicable, per applicable asset whose baseline holds the item it patches (the
// assets are the baselines', never typed): 35 calendar days from the evaluation's record. Closed by
// the first accepted record after which the asset's baseline lists the patch under `patches` (an
// install the baseline declares: whether it is on the device only a collector's observation
// shows), or a mitigation plan in force names it (created, or revised to add it). An asset whose
// item leaves its baseline ends the obligation: one already due stays as it stood. Pure.
import type { Context, Obligation } from "../obligation-model.ts";
import {
  type EvaluatedPatch,
  itemKey,
  patchKey,
  type PatchEvaluation,
} from "../../patches/patch-files.ts";
import { appliedPatches, plannedPatches } from "./patch-state.ts";
import { type AssetItem, assetKey, onAssetKey } from "../../patches/patch-inputs.ts";
import { assetSubject } from "./patch-merge.ts";
import * as judgement from "./patch-obligation.ts";
import { addDays } from "../../shared/calendar.ts";
import { getOrThrow } from "../../shared/collections.ts";

export interface PatchDue {
  obligation: Obligation;
  asset: string;
  patch: string;
  itemKey: string;
  start: string;
  closedOn?: string;
  /** The day the item left the asset's baseline, after the due date. */
  leftOn?: string;
}

export interface ApplicablePatchesHeld {
  open: [string, PatchDue][];
  by_asset: [string, string[]][];
  /** Every patch and asset an evaluation has opened an obligation for. */
  seen: string[];
}

/** A patch's obligation judged: as of the day its item left the baseline, if it did. */
function judgedDue(due: PatchDue, context: Context): Obligation {
  const asOf = due.leftOn === undefined ? context : { ...context, today: due.leftOn };
  judgement.intervalStatus(due.obligation, due.start, due.closedOn, asOf);
  return due.obligation;
}

export class ApplicablePatches {
  readonly #open = new Map<string, PatchDue>();
  /** The keys of the open obligations of each asset. */
  readonly #byAsset = new Map<string, Set<string>>();
  readonly #done: PatchDue[] = [];
  readonly #seen = new Set<string>();

  accept(step: judgement.PatchStep): void {
    const { items } = step.after;
    const opened = (step.merge.evaluations ?? []).flatMap((evaluation) =>
      evaluation.patches
        .filter((entry) => entry.applicable)
        .flatMap((patch) => this.#found(step, evaluation, patch, items)),
    );
    // What just opened; any open, when plans changed; else those of the assets the merge changed.
    const keys = new Set(opened);
    if (step.merge.plans !== undefined) for (const key of this.#open.keys()) keys.add(key);
    else
      for (const asset of step.after.changedAssets)
        for (const key of this.#byAsset.get(asset) ?? []) keys.add(key);
    for (const key of keys) {
      const due = getOrThrow(this.#open, key, "the open patches");
      if (!items.has(onAssetKey(due.asset, due.itemKey))) this.#left(key, due, step);
      else this.#close(key, due, step);
    }
  }

  refuse(step: judgement.PatchStep): void {
    const applied = step.merge.assets === undefined ? undefined : appliedPatches(step.merge.assets);
    const planned = plannedPatches(step.merge.plans ?? []);
    for (const due of this.#open.values()) {
      if (applied?.has(onAssetKey(due.asset, due.patch)) === true)
        judgement.notClosedBy(
          due.obligation,
          step.merge,
          judgement.refusedWhy(step.merge, "baseline"),
        );
      else if (planned.has(due.patch))
        judgement.notClosedBy(
          due.obligation,
          step.merge,
          judgement.refusedWhy(step.merge, "mitigation-plan"),
        );
    }
  }

  /**
   * The obligations decided since the last call, judged: each closed, or ended by its item leaving
   * the baseline, so judged by its own days, never by `context`'s.
   */
  drain(context: Context): Obligation[] {
    return this.#done.splice(0).map((due) => judgedDue(due, context));
  }

  finish(context: Context): Obligation[] {
    return [...this.drain(context), ...[...this.#open.values()].map((d) => judgedDue(d, context))];
  }

  /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
  held(): ApplicablePatchesHeld {
    return {
      open: [...this.#open],
      by_asset: [...this.#byAsset].map(([asset, keys]) => [asset, [...keys]]),
      seen: [...this.#seen],
    };
  }

  restore(held: ApplicablePatchesHeld): void {
    for (const [key, due] of held.open) this.#open.set(key, due);
    for (const [asset, keys] of held.by_asset) this.#byAsset.set(asset, new Set(keys));
    for (const key of held.seen) this.#seen.add(key);
  }

  #found(
    step: judgement.PatchStep,
    evaluation: PatchEvaluation,
    patch: EvaluatedPatch,
    items: ReadonlyMap<string, AssetItem>,
  ): string[] {
    const opened: string[] = [];
    for (const entry of items.values()) {
      if (itemKey(entry.item) !== itemKey(patch.item)) continue;
      const key = onAssetKey(assetKey(entry.asset), patchKey(patch.id));
      // One obligation per patch and asset: a later evaluation listing it again opens none.
      if (this.#seen.has(key)) continue;
      this.#seen.add(key);
      const due = this.#due(step, evaluation, patch, entry);
      this.#open.set(key, due);
      const ofAsset = this.#byAsset.get(due.asset) ?? new Set<string>();
      this.#byAsset.set(due.asset, ofAsset.add(key));
      opened.push(key);
    }
    return opened;
  }

  #due(
    step: judgement.PatchStep,
    evaluation: PatchEvaluation,
    patch: EvaluatedPatch,
    entry: AssetItem,
  ): PatchDue {
    const item = { ...entry.item, version: entry.version };
    const obligation = judgement.patchObligation(
      "CIP-007 R2.3",
      step.merge.record,
      assetSubject(entry.asset),
      {
        item,
        source: evaluation.source,
        patch: patch.id,
        evaluation: judgement.evaluationFacts(evaluation),
      },
      step.context,
    );
    return {
      obligation,
      asset: assetKey(entry.asset),
      patch: patchKey(patch.id),
      itemKey: itemKey(entry.item),
      start: step.on,
    };
  }

  #close(key: string, due: PatchDue, step: judgement.PatchStep): void {
    const byBaseline = step.after.applied.has(onAssetKey(due.asset, due.patch));
    const plan = byBaseline ? undefined : step.after.planned.get(due.patch);
    if (!byBaseline && plan === undefined) return;
    const o = due.obligation;
    o.closed_by = step.merge.record;
    if (plan !== undefined) o.patching = { ...o.patching, plan };
    due.closedOn = step.on;
    this.#forget(key, due);
    this.#done.push(due);
  }

  #forget(key: string, due: PatchDue): void {
    this.#open.delete(key);
    this.#byAsset.get(due.asset)?.delete(key);
  }

  /** The item left the asset's baseline: not yet due, nothing to apply; due, it stays. */
  #left(key: string, due: PatchDue, step: judgement.PatchStep): void {
    this.#forget(key, due);
    if (step.on <= addDays(due.start, judgement.PATCH_INTERVAL_DAYS)) return;
    due.leftOn = step.on;
    due.obligation.reason = `the item left the asset's baseline (record #${step.merge.record.sequence}) after the due date, neither applied nor mitigated`;
    this.#done.push(due);
  }
}
