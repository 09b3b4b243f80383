// The assets the applied operations named, as the asset population (asset-population.ts) holds
// them: one object per asset, each workspace's by its live id, all of them in the order first
// named. Pure.
import type { Impact } from "../inventory/document/principals.ts";
import type { Cited } from "./citation.ts";
import { type HeldDigest, Sha256Texts } from "../shared/sha256.ts";

/** What an asset's last applied operation, and the record's baselines, state of it. */
export interface AppliedFacts {
  asset_id: string;
  name: string;
  cyber_system_id: string;
  cyber_system: string;
  parent_kind?: string;
  parent?: string;
  impact?: Impact;
  erc?: boolean;
  asset_type?: string;
  class?: string;
  baseline?: string;
  baseline_kind?: string;
  deleted: boolean;
}

/** The facts in the order a checkpoint lists them, a fact not held left out. */
export const FACTS = [
  "asset_id",
  "name",
  "cyber_system_id",
  "cyber_system",
  "parent_kind",
  "parent",
  "impact",
  "erc",
  "asset_type",
  "class",
  "baseline",
  "baseline_kind",
  "deleted",
] as const satisfies readonly (keyof AppliedFacts)[];

/**
 * An asset an applied operation named: its last and first operations' records, and what the last
 * states. One object of one shape per asset (a ledger's 100,000 are held at once): its facts
 * beside its records, not in an object of their own; a fact it lacks undefined, which JSON leaves
 * out as it left out a field not held; changed in place by a later operation.
 */
export type Applied = { by: Cited; first: Cited } & {
  [Fact in Exclude<keyof AppliedFacts, "baseline">]-?: AppliedFacts[Fact];
} & { baseline: HeldDigest };

/**
 * The assets the applied operations named: each workspace's by asset id, and all of them in the
 * order first named (the rows' and the checkpoint's order). Keyed by the id each asset holds, not
 * by a key made of workspace and id (which V8 held as a concatenation and its flat copy).
 */
export class AppliedAssets {
  readonly #byWorkspace = new Map<string, Map<string, Applied>>();
  readonly inOrder: Applied[] = [];
  /** The baselines' digests: each asset's place its own, kept while it holds a SHA-256. */
  readonly #digests = new Sha256Texts();

  get(workspace: string, id: string): Applied | undefined {
    return this.#byWorkspace.get(workspace)?.get(id);
  }

  /** A new asset, listed after those named before it; its baseline given as the record states it. */
  add(applied: Applied): void {
    applied.baseline = this.#digests.held(undefined, applied.baseline);
    const { workspace } = applied.by;
    let assets = this.#byWorkspace.get(workspace);
    if (assets === undefined) {
      assets = new Map();
      this.#byWorkspace.set(workspace, assets);
    }
    assets.set(applied.asset_id, applied);
    this.inOrder.push(applied);
  }

  /** What a later operation states of `applied`, its baseline as the record states it. */
  update(applied: Applied, facts: Applied): void {
    Object.assign(applied, facts, {
      baseline: this.#digests.held(applied.baseline, facts.baseline),
    });
  }

  /** The baseline's digest `applied` holds, as the record stated it. */
  baselineOf(applied: Applied): string | undefined {
    return this.#digests.text(applied.baseline);
  }
}
