// The Cyber Asset population and the BES assets of a period, as of its end. Complete where the
// ledger has an inventory listing (inventory-listing.ts: what the service held at an inventory
// reconciliation, vouched for by its record's SHA-256: a drift check's, or a listing read from the
// terminal beside a collector's configuration monitoring): every asset of the last listing at or
// before the period's end, assets the tool never created or changed included, then what the
// applied changes recorded after that listing did (created, changed, deleted). Without a listing,
// only the assets the applied changes named, and the population says so in `source`. Every row
// cites the record that shows its state: the listing's record, or the change after it. Pure; fed
// the records of one ledger in chain order, each workspace's on its own.
import type { InventoryListing } from "../evidence/records/beside/inventory-listing.ts";
import type { EvidenceRecord, HashedRecord } from "../evidence/records/evidence-record.ts";
import { CITATION_COLUMNS, citationOf, type Row } from "./citation.ts";
import type { Impact } from "../inventory/document/principals.ts";
import { compareCodePoints } from "../shared/names.ts";

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

interface Listed {
  entry: HashedRecord;
  listing: InventoryListing;
}

const IMPACT_ORDER: readonly Impact[] = ["low", "medium", "high"];

/** One workspace's assets as the records up to the period's end show them. */
export class AssetPopulation {
  readonly #listed = new Map<string, Listed>();
  /** By workspace/asset id: the state the applied changes gave, and whether after the listing. */
  readonly #changed = new Map<string, { row: Row; afterListing: boolean }>();
  /**
   * By workspace: the assets its last change record with baselines declares, as rows, by cyber
   * system id and name; read only where the workspace has no listing, so that an asset whose
   * baseline the populations read (its ports) is a row even when no record created it.
   */
  readonly #declared = new Map<string, Map<string, Row>>();
  readonly #periodStart: number;

  constructor(periodStart: Date) {
    this.#periodStart = periodStart.getTime();
  }

  /** A record recorded by the period's end, in chain order; `listing` the one kept beside it. */
  add(entry: HashedRecord, listing?: InventoryListing): void {
    const { record } = entry;
    if (listing !== undefined) {
      this.#listed.set(record.workspace, { entry, listing });
      for (const [key, changed] of this.#changed)
        if (key.startsWith(`${record.workspace}/`)) changed.afterListing = false;
    }
    if (record.kind === "change") {
      this.#addChange(entry, record);
      this.#addDeclared(entry, record);
    }
  }

  #addDeclared(entry: HashedRecord, record: Extract<EvidenceRecord, { kind: "change" }>): void {
    const { baselines } = record.change;
    if (baselines === undefined) return;
    const cited = citationOf(entry);
    const declared = new Map<string, Row>();
    for (const baseline of baselines)
      declared.set(`${baseline.cyber_system_id}/${baseline.asset}`, {
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
      });
    this.#declared.set(record.workspace, declared);
  }

  #addChange(entry: HashedRecord, record: Extract<EvidenceRecord, { kind: "change" }>): void {
    const baselines = new Map(
      (record.change.baselines ?? []).map((b) => [`${b.cyber_system_id}/${b.asset}`, b]),
    );
    // One citation for the record's rows: each row holding its own would hold the same strings anew.
    const cited = citationOf(entry);
    for (const operation of record.change.change_record?.operations ?? []) {
      if (operation.result !== "succeeded" || operation.asset_id === undefined) continue;
      const key = `${record.workspace}/${operation.asset_id}`;
      const seen = this.#changed.get(key)?.row;
      const system = operation.cyber_system;
      // What the change record states of the asset's class and system: its baseline's entry.
      const baseline = baselines.get(`${system.id}/${operation.name}`);
      const row: Row = {
        ...cited,
        source: FROM_CHANGES,
        parent_kind: system.parent?.kind ?? null,
        parent: system.parent?.name ?? null,
        cyber_system_id: system.id,
        cyber_system: system.name,
        impact: system.impact ?? null,
        erc: baseline?.erc ?? null,
        esp: null,
        psp: null,
        asset_type: operation.asset_type ?? (seen?.asset_type as string | undefined) ?? null,
        class: baseline?.class ?? null,
        name: operation.name,
        asset_id: operation.asset_id,
        baseline: baseline?.digest ?? null,
        baseline_kind: baseline?.kind ?? null,
        first_applied_sequence:
          (seen?.first_applied_sequence as number | undefined) ?? record.sequence,
        first_applied_at: (seen?.first_applied_at as string | undefined) ?? record.recorded_at,
        deleted: operation.action === "delete",
      };
      this.#changed.set(key, { row, afterListing: this.#listed.has(record.workspace) });
    }
  }

  /** The Cyber Assets and the BES assets, each workspace's, as of the period's end. */
  rows(): { assets: Row[]; besAssets: Row[] } {
    const assets: Row[] = [];
    for (const { entry, listing } of this.#listed.values())
      assets.push(...this.#fromListing(entry, listing));
    // A workspace without a listing: the assets its applied changes named, then those its last
    // change record's baselines declare that no applied operation named.
    const named = new Set<string>();
    for (const [key, { row }] of this.#changed) {
      const workspace = key.slice(0, key.indexOf("/"));
      if (this.#listed.has(workspace)) continue;
      assets.push(row);
      named.add(`${workspace}/${String(row.cyber_system_id)}/${String(row.name)}`);
    }
    for (const [workspace, declared] of this.#declared) {
      if (this.#listed.has(workspace)) continue;
      for (const [key, row] of declared) if (!named.has(`${workspace}/${key}`)) assets.push(row);
    }
    const besAssets = [...this.#listed.values()].flatMap(({ entry, listing }) =>
      besAssetRows(entry, listing),
    );
    return { assets: assets.filter(this.#inPeriod), besAssets };
  }

  /** The listing's assets, each replaced by what an applied change after the listing made of it. */
  #fromListing(entry: HashedRecord, listing: InventoryListing): Row[] {
    const { workspace } = entry.record;
    const systems = new Map(listing.cyber_systems.map((system) => [system.id, system]));
    const besAssets = new Map(listing.bes_assets.map((asset) => [asset.id, asset]));
    const rows: Row[] = [];
    const listedIds = new Set<string>();
    for (const asset of listing.cyber_assets) {
      listedIds.add(asset.id);
      const changed = this.#changed.get(`${workspace}/${asset.id}`);
      if (changed?.afterListing === true) {
        rows.push({ ...changed.row, source: FROM_CHANGE });
        continue;
      }
      const system = systems.get(asset.cyber_system_id);
      const parent = system?.parent_id == null ? undefined : besAssets.get(system.parent_id);
      rows.push({
        ...citationOf(entry),
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
        first_applied_sequence: (changed?.row.first_applied_sequence as number | undefined) ?? null,
        first_applied_at: (changed?.row.first_applied_at as string | undefined) ?? null,
        deleted: false,
      });
    }
    // Created after the listing: not in it.
    for (const [key, { row, afterListing }] of this.#changed) {
      if (!afterListing || !key.startsWith(`${workspace}/`)) continue;
      if (!listedIds.has(String(row.asset_id))) rows.push({ ...row, source: FROM_CHANGE });
    }
    return rows;
  }

  /** An asset deleted before the period began is not in its population. */
  #inPeriod = (row: Row): boolean =>
    row.deleted !== true || Date.parse(String(row.recorded_at)) >= this.#periodStart;
}

/** Each facility and control center of the listing, with its systems and highest declared impact. */
function besAssetRows(entry: HashedRecord, listing: InventoryListing): Row[] {
  return listing.bes_assets.map((asset) => {
    const systems = listing.cyber_systems.filter((system) => system.parent_id === asset.id);
    const impacts = systems.flatMap((system) =>
      system.impact === undefined ? [] : [system.impact],
    );
    const highest = IMPACT_ORDER.filter((impact) => impacts.includes(impact)).at(-1);
    const criteria = [...new Set(systems.flatMap((system) => system.criteria ?? []))].sort(
      compareCodePoints,
    );
    return {
      ...citationOf(entry),
      kind: asset.kind,
      bes_asset_id: asset.id,
      name: asset.name,
      cyber_systems: systems.length,
      workspace_cyber_systems: systems.filter((system) => system.managed).length,
      highest_impact: highest ?? null,
      criteria: criteria.join("; "),
      no_bes_cyber_system: systems.length === 0,
    };
  });
}
