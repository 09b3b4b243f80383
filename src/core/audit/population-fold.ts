// What the populations of any period need of the records before it, folded record by record: the
// asset population (asset-population.ts: each workspace's last inventory listing's record and the
// assets the applied changes named), the ports population (port-population.ts: each asset's port
// changes) and each workspace's last declared baselines (last-baselines.ts, which the ports
// population keeps and the others read). Nothing in it reads a listing's content or the period,
// so the same fold serves every period, and a fold resumed from its held state (a checkpoint's)
// and fed the records after it is the fold fed every record. held() is plain JSON, each record
// the rows cite and each digest written once in a table and named by its number (held-tables.ts;
// the same state, the same bytes); it shares the fold's objects, to be serialised at once. resume()
// takes what it is given, not a copy. Pure; fed the records of a ledger in chain order, each
// workspace's on its own.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import { AssetPopulation, type HeldAssets } from "./asset-population.ts";
import { type HeldTables, naming, numbering } from "./held-tables.ts";
import { type HeldPorts, PortPopulation } from "./port-population.ts";
import { type FamilyPopulationName, FOLDED_POPULATIONS } from "./families/family-populations.ts";
import type { RecordFold } from "./families/family-rows.ts";

/**
 * The version of what the fold holds of its own (the assets, the ports, the tables; each family's
 * folded population keeps its own, FoldedPopulation.heldVersion): one more whenever that, or how
 * resume() reads it, changes, which moves the drift check's checkpoint format
 * (core/checkpoint/ledger-checkpoint.ts).
 */
export const HELD_POPULATIONS_VERSION = 1;

/** The population fold as a checkpoint holds it. */
export interface HeldPopulations extends HeldTables {
  assets: HeldAssets;
  ports: HeldPorts;
  /** Each family's population made of the records, by its name. */
  families: Partial<Record<FamilyPopulationName, unknown>>;
}

export class PopulationFold {
  readonly ports: PortPopulation;
  readonly assets: AssetPopulation;
  /** Each family's population made of the records, by its name, in FOLDED_POPULATIONS' order. */
  readonly families: ReadonlyMap<FamilyPopulationName, RecordFold>;

  constructor(
    ports = new PortPopulation(),
    assets = new AssetPopulation(ports.lastBaselines),
    families = new Map(
      FOLDED_POPULATIONS.map((population) => [population.name, population.start()]),
    ),
  ) {
    this.ports = ports;
    this.assets = assets;
    this.families = families;
  }

  /** A record, in chain order: the caller gives those recorded by the period's end. */
  add(entry: HashedRecord): void {
    // The ports first: they keep the last baselines the assets read.
    this.ports.add(entry);
    this.assets.add(entry);
    for (const fold of this.families.values()) fold.add(entry);
  }

  /** The workspace's last declared baselines' digests by assetKey; undefined before any. */
  baselineDigests(workspace: string): Map<string, string> | undefined {
    return this.ports.lastBaselines.digests(workspace);
  }

  held(): HeldPopulations {
    const numbers = numbering();
    const assets = this.assets.held(numbers);
    const ports = this.ports.held(numbers);
    const families = Object.fromEntries(
      [...this.families].map(([name, fold]) => [name, fold.held(numbers)]),
    );
    return { ...numbers.tables, assets, ports, families };
  }

  /** The fold `held` holds, its parts taken as they are (not copied). */
  static resume(held: HeldPopulations): PopulationFold {
    const names = naming(held);
    const ports = PortPopulation.resume(held.ports, names);
    const families = new Map(
      FOLDED_POPULATIONS.map((population) => {
        const folded = held.families[population.name];
        const fold = folded === undefined ? population.start() : population.resume(folded, names);
        return [population.name, fold];
      }),
    );
    return new PopulationFold(
      ports,
      AssetPopulation.resume(held.assets, names, ports.lastBaselines),
      families,
    );
  }
}
