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
 * What an applied operation states of an asset: its record, the record that first named it, and
 * every fact, one it lacks undefined (which JSON leaves out, as it left out a field not held).
 */
export type AppliedStated = { by: Cited; first: Cited } & {
  [Fact in (typeof FACTS)[number]]: AppliedFacts[Fact];
};

/** The facts an asset shares with the others of its system, type and class (SharedFacts). */
const SHARED = [
  "cyber_system_id",
  "cyber_system",
  "parent_kind",
  "parent",
  "impact",
  "erc",
  "asset_type",
  "class",
  "baseline_kind",
] as const satisfies readonly (keyof AppliedFacts)[];

/** How many sets of shared facts a system holds to be shared (AppliedAssets.#sharedOf). */
const SHARED_SETS = 16;

/** The facts of SHARED, as one object the assets that state the same ones share. */
type SharedFacts = Pick<AppliedStated, (typeof SHARED)[number]>;

/**
 * An asset an applied operation named: its last and first operations' records, and what the last
 * states. One object of one shape per asset (a ledger's 100,000 are held at once): the facts its
 * system, type and class give it are one object shared with every asset that states the same (a
 * field each held 64 bytes an asset, 7 MB at 100,000 assets), read through the getters; changed in
 * place by a later operation.
 */
export class Applied {
  by: Cited;
  first: Cited;
  asset_id: string;
  name: string;
  deleted: boolean;
  /** Its baseline's digest, as its AppliedAssets holds it (baselineOf gives it back). */
  baseline: HeldDigest;
  shared: SharedFacts;

  constructor(stated: AppliedStated, baseline: HeldDigest, shared: SharedFacts) {
    this.by = stated.by;
    this.first = stated.first;
    this.asset_id = stated.asset_id;
    this.name = stated.name;
    this.deleted = stated.deleted;
    this.baseline = baseline;
    this.shared = shared;
  }

  get cyber_system_id(): string {
    return this.shared.cyber_system_id;
  }
  get cyber_system(): string {
    return this.shared.cyber_system;
  }
  get parent_kind(): string | undefined {
    return this.shared.parent_kind;
  }
  get parent(): string | undefined {
    return this.shared.parent;
  }
  get impact(): Impact | undefined {
    return this.shared.impact;
  }
  get erc(): boolean | undefined {
    return this.shared.erc;
  }
  get asset_type(): string | undefined {
    return this.shared.asset_type;
  }
  get class(): string | undefined {
    return this.shared.class;
  }
  get baseline_kind(): string | undefined {
    return this.shared.baseline_kind;
  }
}

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
  /** Each system's shared facts, by its id: a system's assets state few sets of them. */
  readonly #shared = new Map<string, SharedFacts[]>();

  get(workspace: string, id: string): Applied | undefined {
    return this.#byWorkspace.get(workspace)?.get(id);
  }

  /** A new asset, listed after those named before it, as `stated` states it. */
  add(stated: AppliedStated): void {
    const applied = new Applied(
      stated,
      this.#digests.held(undefined, stated.baseline),
      this.#sharedOf(stated),
    );
    const { workspace } = applied.by;
    let assets = this.#byWorkspace.get(workspace);
    if (assets === undefined) {
      assets = new Map();
      this.#byWorkspace.set(workspace, assets);
    }
    assets.set(applied.asset_id, applied);
    this.inOrder.push(applied);
  }

  /** What a later operation states of `applied`. */
  update(applied: Applied, stated: AppliedStated): void {
    applied.by = stated.by;
    applied.first = stated.first;
    applied.asset_id = stated.asset_id;
    applied.name = stated.name;
    applied.deleted = stated.deleted;
    applied.baseline = this.#digests.held(applied.baseline, stated.baseline);
    if (!sameShared(applied.shared, stated)) applied.shared = this.#sharedOf(stated);
  }

  /** The baseline's digest `applied` holds, as the record stated it. */
  baselineOf(applied: Applied): string | undefined {
    return this.#digests.text(applied.baseline);
  }

  /**
   * The shared facts `stated` states: those held when another asset of its system stated the same.
   * A system's first SHARED_SETS sets are held, and looked through; past them (a system renamed
   * again and again), a set is the asset's own, so no operation looks through more.
   */
  #sharedOf(stated: AppliedStated): SharedFacts {
    let sets = this.#shared.get(stated.cyber_system_id);
    if (sets === undefined) {
      sets = [];
      this.#shared.set(stated.cyber_system_id, sets);
    }
    const held = sets.find((set) => sameShared(set, stated));
    if (held !== undefined) return held;
    const shared = Object.fromEntries(SHARED.map((fact) => [fact, stated[fact]])) as SharedFacts;
    if (sets.length < SHARED_SETS) sets.push(shared);
    return shared;
  }
}

/** Whether `stated` states the facts of `set`: each compared by name (a record states many). */
function sameShared(set: SharedFacts, stated: AppliedStated): boolean {
  return (
    set.cyber_system_id === stated.cyber_system_id &&
    set.cyber_system === stated.cyber_system &&
    set.parent_kind === stated.parent_kind &&
    set.parent === stated.parent &&
    set.impact === stated.impact &&
    set.erc === stated.erc &&
    set.asset_type === stated.asset_type &&
    set.class === stated.class &&
    set.baseline_kind === stated.baseline_kind
  );
}
