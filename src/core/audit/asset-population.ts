// The Cyber Asset population and the BES assets of a period, as of its end. Complete where the
// ledger has an inventory listing (inventory-listing.ts: what the service held at an inventory
// reconciliation, vouched for by its record's SHA-256: a drift check's, or a listing read from the
// terminal beside a collector's configuration monitoring): every asset of the last authenticated
// listing at or before the period's end (unauthenticated-listings.ts), assets the tool never
// created or changed included, then what the applied changes recorded after that listing did
// (created, changed, deleted). Without a listing, only the assets the applied changes named, then
// those the workspace's last change record with baselines declares (last-baselines.ts), and the
// population says so in `source`. Every row cites the record that shows its state: the listing's
// record, or the change after it.
// The fold (add) never reads a listing's content, nor the period: rows() takes both. So it is the
// same for every period, and is held (held(), resume()) as the population fold holds it
// (population-fold.ts). Pure; fed the records of one ledger in chain order, each workspace's on
// its own.
import type { InventoryListing } from "../evidence/records/beside/inventory-listing.ts";
import type { ListingReference } from "../evidence/records/beside/inventory-listing.ts";
import {
  type EvidenceRecord,
  type HashedRecord,
  listingOf,
} from "../evidence/records/evidence-record.ts";
import { CITATION_COLUMNS, type Cited, citationOfCited, citedOf, type Row } from "./citation.ts";
import type { Naming, Numbering } from "./held-tables.ts";
import { assetKey, type DeclaredBaseline, type LastBaselines } from "./last-baselines.ts";
import { besAssetRows } from "./bes-asset-rows.ts";
import { type HeldUnauthenticated, UnauthenticatedListings } from "./unauthenticated-listings.ts";
import { TextTable } from "../shared/collections.ts";
import {
  type Applied,
  AppliedAssets,
  type AppliedFacts,
  type AppliedStated,
  FACTS,
} from "./applied-assets.ts";

/** Where an asset row's state comes from. */
const FROM_LISTING = "inventory listing";
const FROM_CHANGES = "applied changes only (no inventory listing yet)";
const FROM_CHANGE = "applied change after the listing";
/** An asset no applied operation named, whose baseline a change record declares (no listing). */
const FROM_BASELINES =
  "declared in a change record's baselines only (no inventory listing yet; no record created it)";

export const ASSET_COLUMNS = [
  ...CITATION_COLUMNS,
  "source",
  "parent_kind",
  "parent",
  "cyber_system_id",
  "cyber_system",
  "impact",
  "erc",
  "esp",
  "psp",
  "asset_type",
  "class",
  "name",
  "asset_id",
  "baseline",
  "baseline_kind",
  "first_applied_sequence",
  "first_applied_at",
  "deleted",
] as const;

export const BES_ASSET_COLUMNS = [
  ...CITATION_COLUMNS,
  "kind",
  "bes_asset_id",
  "name",
  "cyber_systems",
  "workspace_cyber_systems",
  "highest_impact",
  "criteria",
  "no_bes_cyber_system",
] as const;

/** A workspace's last record that keeps an inventory listing beside it, and the listing's digest. */
interface Listed {
  by: Cited;
  listing: ListingReference;
}

/** The asset population's state as the population fold holds it, each record by number. */
export interface HeldAssets {
  /** In the order each workspace last kept a listing. */
  listed: { by: number; listing: ListingReference }[];
  /** Each asset an applied operation named, in the order first named: [by, first, facts]. */
  applied: [number, number, Omit<AppliedFacts, "baseline"> & { baseline?: number }][];
  /** The listings not taken since each workspace's last taken one; left out when none. */
  unauthenticated?: HeldUnauthenticated[];
}

type ChangeRecord = Extract<EvidenceRecord, { kind: "change" }>;

/** One workspace's assets as the records up to the period's end show them. */
export class AssetPopulation {
  /** By workspace. */
  readonly #listed: Map<string, Listed>;
  readonly #applied: AppliedAssets;
  /** Each workspace's last declared baselines: the ports population's (one fact, one fold). */
  readonly #declared: LastBaselines;
  /** The listings not taken: beside records the history flags. */
  readonly #unauthenticated: UnauthenticatedListings;
  /** The system and parent names every asset's facts hold, each once (100,000 copies otherwise). */
  readonly #texts = new TextTable();

  constructor(
    declared: LastBaselines,
    listed = new Map<string, Listed>(),
    applied = new AppliedAssets(),
    unauthenticated = new UnauthenticatedListings(),
  ) {
    this.#declared = declared;
    this.#listed = listed;
    this.#applied = applied;
    this.#unauthenticated = unauthenticated;
  }

  /**
   * A record recorded by the period's end, in chain order. A listing beside a record the history
   * flags never replaces the workspace's last authenticated one (unauthenticated-listings.ts).
   */
  add(entry: HashedRecord): void {
    const { record } = entry;
    const listing = listingOf(record);
    const { workspace } = record;
    if (listing !== undefined && entry.unauthenticated !== undefined)
      this.#unauthenticated.skip(citedOf(entry), entry.unauthenticated);
    else if (listing !== undefined) {
      // In the order of each workspace's last listing, as the rows list them.
      this.#listed.delete(workspace);
      this.#listed.set(workspace, { by: citedOf(entry), listing });
      this.#unauthenticated.taken(workspace);
    }
    if (record.kind === "change") this.#addChange(entry, record);
  }

  /** Each workspace's last record that keeps a listing, whose content rows() reads. */
  listings(): Listed[] {
    return [...this.#listed.values()];
  }

  #addChange(entry: HashedRecord, record: ChangeRecord): void {
    const operations = record.change.change_record?.operations ?? [];
    if (!operations.some((op) => op.result === "succeeded" && op.asset_id !== undefined)) return;
    const baselines = new Map((record.change.baselines ?? []).map((b) => [assetKey(b), b]));
    // One citation for the record's assets: each holding its own would hold the same strings anew.
    const by = citedOf(entry);
    for (const operation of operations) {
      if (operation.result !== "succeeded" || operation.asset_id === undefined) continue;
      const seen = this.#applied.get(record.workspace, operation.asset_id);
      const system = operation.cyber_system;
      // What the change record states of the asset's class and system: its baseline's entry.
      const baseline = baselines.get(
        assetKey({ cyber_system_id: system.id, asset: operation.name }),
      );
      const parent = system.parent ?? undefined;
      const facts: AppliedStated = {
        by,
        first: seen?.first ?? by,
        asset_id: operation.asset_id,
        name: operation.name,
        cyber_system_id: system.id,
        cyber_system: this.#texts.of(system.name),
        parent_kind: parent?.kind,
        parent: parent === undefined ? undefined : this.#texts.of(parent.name),
        impact: system.impact,
        erc: baseline?.erc,
        asset_type: operation.asset_type ?? seen?.asset_type,
        class: baseline?.class,
        baseline: baseline?.digest,
        baseline_kind: baseline?.kind,
        deleted: operation.action === "delete",
      };
      if (seen === undefined) this.#applied.add(facts);
      else this.#applied.update(seen, facts);
    }
  }

  /**
   * The Cyber Assets and the BES assets, each workspace's, as of the period's end (the records
   * added are those recorded by then), an asset deleted before `periodStart` left out; `listingAt`
   * the content of the listing kept beside the record at a path (listings()). A workspace whose
   * listing is not given is shown as one without a listing. `unauthenticated`: the exceptions'
   * row of each listing not taken since its workspace's last taken one (add).
   */
  rows(
    periodStart: Date,
    listingAt: (path: string) => InventoryListing | undefined,
  ): { assets: Iterable<Row>; besAssets: Row[]; unauthenticated: Row[] } {
    const listed = new Map<string, { by: Cited; listing: InventoryListing }>();
    for (const [workspace, { by }] of this.#listed) {
      const listing = listingAt(by.path);
      if (listing !== undefined) listed.set(workspace, { by, listing });
    }
    const besAssets = [...listed.values()].flatMap(({ by, listing }) => besAssetRows(by, listing));
    const unauthenticated = this.#unauthenticated.rows((w) => listed.get(w)?.by.sequence);
    const assets = notDeletedBefore(this.#assetRows(listed), periodStart.getTime());
    return { assets, besAssets, unauthenticated };
  }

  /**
   * The asset rows, made as they are taken: not the period's 100,000 rows held at once beside the
   * fold and the obligations' rows.
   */
  *#assetRows(listed: Map<string, { by: Cited; listing: InventoryListing }>): Generator<Row> {
    for (const { by, listing } of listed.values()) yield* this.#fromListing(by, listing);
    // A workspace without a listing: the assets its applied changes named, then those its last
    // change record's baselines declare that no applied operation named.
    const declared = new Map<string, Map<string, DeclaredBaseline>>();
    for (const [workspace] of this.#declared.workspaces())
      if (!listed.has(workspace)) declared.set(workspace, this.#declared.byAsset(workspace));
    const named = new Set<string>();
    for (const applied of this.#applied.inOrder) {
      const { workspace } = applied.by;
      if (listed.has(workspace)) continue;
      yield appliedRow(applied, FROM_CHANGES, this.#applied.baselineOf(applied));
      const key = assetKey({ cyber_system_id: applied.cyber_system_id, asset: applied.name });
      if (declared.get(workspace)?.has(key) === true) named.add(`${workspace}/${key}`);
    }
    for (const [workspace, declaring] of this.#declared.workspaces()) {
      if (listed.has(workspace)) continue;
      const cited = citationOfCited(declaring.by);
      for (const [key, baseline] of declared.get(workspace) ?? [])
        if (!named.has(`${workspace}/${key}`)) yield declaredRow(cited, baseline);
    }
  }

  /** The listing's assets, each replaced by what an applied change after the listing made of it. */
  *#fromListing(by: Cited, listing: InventoryListing): Generator<Row> {
    const { workspace } = by;
    /** Applied after the listing: recorded after it in the workspace's chain. */
    const after = (applied: Applied | undefined) =>
      applied !== undefined && applied.by.sequence > by.sequence;
    const systems = new Map(listing.cyber_systems.map((system) => [system.id, system]));
    const besAssets = new Map(listing.bes_assets.map((asset) => [asset.id, asset]));
    const listedIds = new Set<string>();
    for (const asset of listing.cyber_assets) {
      listedIds.add(asset.id);
      const applied = this.#applied.get(workspace, asset.id);
      if (applied !== undefined && after(applied)) {
        yield appliedRow(applied, FROM_CHANGE, this.#applied.baselineOf(applied));
        continue;
      }
      const system = systems.get(asset.cyber_system_id);
      const parent = system?.parent_id == null ? undefined : besAssets.get(system.parent_id);
      yield {
        ...citationOfCited(by),
        source: FROM_LISTING,
        parent_kind: system?.parent_kind ?? null,
        parent: parent?.name ?? null,
        cyber_system_id: asset.cyber_system_id,
        cyber_system: system?.name ?? null,
        impact: system?.impact ?? null,
        erc: system?.erc ?? null,
        esp: system?.esp ?? null,
        psp: system?.psp ?? null,
        asset_type: asset.asset_type,
        class: asset.class ?? null,
        name: asset.name,
        asset_id: asset.id,
        baseline: asset.baseline ?? null,
        baseline_kind: asset.baseline_kind ?? null,
        first_applied_sequence: applied?.first.sequence ?? null,
        first_applied_at: applied?.first.recorded_at ?? null,
        deleted: false,
      };
    }
    // Created after the listing: not in it.
    for (const applied of this.#applied.inOrder)
      if (applied.by.workspace === workspace && after(applied) && !listedIds.has(applied.asset_id))
        yield appliedRow(applied, FROM_CHANGE, this.#applied.baselineOf(applied));
  }

  /** As the population fold holds it, each record by its number (`number`). */
  held(numbers: Numbering): HeldAssets {
    return {
      listed: [...this.#listed.values()].map(({ by, listing }) => ({
        by: numbers.record(by),
        listing,
      })),
      applied: this.#applied.inOrder.map((applied) => [
        numbers.record(applied.by),
        numbers.record(applied.first),
        Object.fromEntries(
          FACTS.flatMap((fact) => {
            const held =
              fact === "baseline"
                ? mapped(this.#applied.baselineOf(applied), numbers.digest)
                : applied[fact];
            return held === undefined ? [] : [[fact, held]];
          }),
        ) as HeldAssets["applied"][number][2],
      ]),
      // Only where a listing was not taken: other checkpoints' bytes are as before.
      ...mapped(this.#unauthenticated.held(numbers), (held) => ({ unauthenticated: held })),
    };
  }

  /** The population `held` holds, its parts taken as they are, each record from `recordAt`. */
  static resume(held: HeldAssets, names: Naming, declared: LastBaselines): AssetPopulation {
    const listed = new Map<string, Listed>();
    for (const { by, listing } of held.listed) {
      const cited = names.record(by);
      listed.set(cited.workspace, { by: cited, listing });
    }
    const applied = new AppliedAssets();
    for (const [by, first, facts] of held.applied) {
      const cited = { by: names.record(by), first: names.record(first) };
      const all = Object.fromEntries(FACTS.map((fact) => [fact, facts[fact]]));
      applied.add({
        ...cited,
        ...all,
        baseline: mapped(facts.baseline, names.digest),
      } as AppliedStated);
    }
    const unauthenticated = UnauthenticatedListings.resume(held.unauthenticated, names);
    return new AssetPopulation(declared, listed, applied, unauthenticated);
  }
}

/** The rows of assets not deleted before the period began (`from`): those are not in its population. */
function* notDeletedBefore(rows: Iterable<Row>, from: number): Generator<Row> {
  for (const row of rows)
    if (row.deleted !== true || Date.parse(String(row.recorded_at)) >= from) yield row;
}

/** `value` mapped, or undefined (which JSON leaves out). */
function mapped<A, B>(value: A | undefined, map: (value: A) => B): B | undefined {
  return value === undefined ? undefined : map(value);
}

/** An asset's row as its last applied operation shows it, `source` saying where from. */
function appliedRow(facts: Applied, source: string, baseline: string | undefined): Row {
  // Each fact read by name: the shared ones are getters, which a spread would not copy.
  const { by, first } = facts;
  return {
    ...citationOfCited(by),
    source,
    parent_kind: facts.parent_kind ?? null,
    parent: facts.parent ?? null,
    cyber_system_id: facts.cyber_system_id,
    cyber_system: facts.cyber_system,
    impact: facts.impact ?? null,
    erc: facts.erc ?? null,
    esp: null,
    psp: null,
    asset_type: facts.asset_type ?? null,
    class: facts.class ?? null,
    name: facts.name,
    asset_id: facts.asset_id,
    baseline: baseline ?? null,
    baseline_kind: facts.baseline_kind ?? null,
    first_applied_sequence: first.sequence,
    first_applied_at: first.recorded_at,
    deleted: facts.deleted,
  };
}

/** An asset no applied operation named, as its workspace's last declared baselines declare it. */
function declaredRow(cited: Row, baseline: DeclaredBaseline): Row {
  return {
    ...cited,
    source: FROM_BASELINES,
    parent_kind: null,
    parent: null,
    cyber_system_id: baseline.cyber_system_id,
    cyber_system: baseline.cyber_system ?? null,
    impact: baseline.impact ?? null,
    erc: baseline.erc ?? null,
    esp: null,
    psp: null,
    asset_type: baseline.asset_type ?? null,
    class: baseline.class ?? null,
    name: baseline.asset,
    asset_id: baseline.asset_id ?? null,
    baseline: baseline.digest,
    baseline_kind: baseline.kind ?? null,
    first_applied_sequence: null,
    first_applied_at: null,
    deleted: false,
  };
}
