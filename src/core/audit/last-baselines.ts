// Each workspace's last change record with baselines, and the baselines it declares: the one fact
// the asset population (an asset no record created, declared only), the ports population (each
// asset's facts as the last record declares them) and the inventory changes (an asset's baseline
// before a change) read. The record's baselines are held as given, never copied; held() writes
// each without its item digests, patches and completion date, which none of them reads. Pure.
import type { PlanBaseline } from "../plan/plan-model.ts";
import type { Cited } from "./citation.ts";
import type { Naming, Numbering } from "./held-tables.ts";

/** A baseline as these readers read it. */
export type DeclaredBaseline = Omit<PlanBaseline, "items" | "patched" | "completed_on">;

/** A workspace's last change record with baselines, and its baselines in the record's order. */
export interface Declaring {
  by: Cited;
  baselines: readonly DeclaredBaseline[];
}

/** A declared baseline as held: its digest by number in the held tables (held-tables.ts). */
type HeldBaseline = Omit<DeclaredBaseline, "digest"> & { digest: number };

/** A workspace's declaring record as held, by number (its workspace is the record's). */
export interface HeldDeclaring {
  by: number;
  baselines: HeldBaseline[];
}

/** An asset's key within its workspace: its system's id and its name. */
export const assetKey = (baseline: Pick<PlanBaseline, "cyber_system_id" | "asset">): string =>
  `${baseline.cyber_system_id}/${baseline.asset}`;

export class LastBaselines {
  /** By workspace, in the order each first declared baselines. */
  readonly #byWorkspace = new Map<string, Declaring>();

  /** A change record's baselines, each workspace's records in chain order. */
  add(by: Cited, baselines: readonly DeclaredBaseline[]): void {
    this.#byWorkspace.set(by.workspace, { by, baselines });
  }

  of(workspace: string): Declaring | undefined {
    return this.#byWorkspace.get(workspace);
  }

  workspaces(): IterableIterator<[string, Declaring]> {
    return this.#byWorkspace.entries();
  }

  /** The workspace's declared baselines by assetKey (a key written twice: its last). */
  byAsset(workspace: string): Map<string, DeclaredBaseline> {
    const baselines = this.#byWorkspace.get(workspace)?.baselines ?? [];
    return new Map(baselines.map((baseline) => [assetKey(baseline), baseline]));
  }

  /** The workspace's declared baselines' digests by assetKey; undefined before any. */
  digests(workspace: string): Map<string, string> | undefined {
    const declaring = this.#byWorkspace.get(workspace);
    return declaring === undefined
      ? undefined
      : new Map(declaring.baselines.map((baseline) => [assetKey(baseline), baseline.digest]));
  }

  /** As the population fold holds it, each record and digest by its number. */
  held(numbers: Numbering): HeldDeclaring[] {
    return [...this.#byWorkspace.values()].map(({ by, baselines }) => ({
      by: numbers.record(by),
      baselines: baselines.map((baseline) => declared(baseline, numbers)),
    }));
  }

  /** The baselines `held` holds, each record and digest from its number. */
  static resume(held: readonly HeldDeclaring[], names: Naming): LastBaselines {
    const resumed = new LastBaselines();
    for (const { by, baselines } of held)
      resumed.add(
        names.record(by),
        baselines.map((baseline) => ({ ...baseline, digest: names.digest(baseline.digest) })),
      );
    return resumed;
  }
}

/**
 * A baseline without what no reader of the last baselines reads, its digest by number, its
 * fields in their order.
 */
function declared(baseline: PlanBaseline, numbers: Numbering): HeldBaseline {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(baseline))
    if (field === "digest") kept[field] = numbers.digest(baseline.digest);
    else if (field !== "items" && field !== "patched" && field !== "completed_on")
      kept[field] = value;
  return kept as unknown as HeldBaseline;
}
