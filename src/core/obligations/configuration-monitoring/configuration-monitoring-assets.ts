// The assets CIP-010 R2.1 follows, as records name them, and the key each is followed by: its live
// id (asset_id), as the deviation obligations key theirs, so that a rename or a move keeps its
// intervals and exceptions. The id is the one the record gives (the tool fills it from the
// service's inventory), else the one the workspace's change records gave the name (a create's new
// id, a rename's old and new names, a baseline's asset_id). Only an asset no record ever gave an id
// (never created through the service, and named without one) is followed by its system and name:
// a rename of it starts anew, and its obligations say so. Pure.
import type { EvidenceRecord } from "../../evidence/records/evidence-record.ts";
import { type AssetClass, DEFAULT_ASSET_CLASS } from "../../inventory/document/asset-class.ts";
import { applies, requirementRow } from "../../inventory/baselines/requirements.ts";
import type { PlanBaseline } from "../../plan/plan-model.ts";
import type { Impact } from "../../inventory/document/principals.ts";
import type { AssetType } from "../../shared/live-records.ts";
import { nameKey } from "../../shared/names.ts";
import { AssetKeys } from "../baseline-changes/deviations.ts";

/**
 * R2.1's Applicable Systems, as the requirement table states them; a system that declares no
 * impact is judged as High (fail closed), and its obligations are exceptions (r21Obligation).
 */
export function inR21Scope(scope: { impact?: Impact; class?: AssetClass }): boolean {
  const row = requirementRow("CIP-010 R2.1");
  return applies(row, {
    impact: scope.impact ?? "high",
    class: scope.class ?? DEFAULT_ASSET_CLASS,
  });
}

/** An asset as a record names it: the live id when the record has it. */
export interface NamedAsset {
  cyber_system: string;
  name: string;
  asset_id?: string;
}

/** What a record says of an asset it names. */
export interface Seen extends NamedAsset {
  impact?: Impact;
  /** Absent in a record written before it, and in a change that declares no baseline of it. */
  class?: AssetClass;
  /** All five R1.1 items observed and compared. */
  complete: boolean;
  /** Created by this record's operation: a new asset, whatever an earlier one of its name was. */
  created?: true;
  /** Deleted by this record's operation: out of service from its date. */
  retired?: true;
  /**
   * Its type where the record states it: a `software` record is baseline content, never a Cyber
   * Asset, so R2.1 follows none.
   */
  asset_type?: AssetType;
}

/** The assets a record names, with their system's impact, their class, and whether compared. */
export function assetsNamed(record: EvidenceRecord): Seen[] {
  switch (record.kind) {
    case "configuration-monitoring":
      return record.configuration_monitoring.assets.map((asset) => ({
        cyber_system: asset.cyber_system,
        name: asset.name,
        ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
        ...(asset.impact === undefined ? {} : { impact: asset.impact }),
        ...(asset.class === undefined ? {} : { class: asset.class }),
        complete: asset.complete,
      }));
    case "change":
      return [...operatedAssets(record), ...declaredInService(record)];
    case "monitoring":
      return []; // inventory reconciliation: never a device's configuration
  }
}

type ChangeRecord = Extract<EvidenceRecord, { kind: "change" }>;

/**
 * An asset created (or first named) by an applied operation appears: it is commissioned. Its
 * class is the one the record's baseline of it declares. One deleted is retired.
 */
function operatedAssets(record: ChangeRecord): Seen[] {
  const classOf = baselineClasses(record.change.baselines ?? []);
  return (record.change.change_record?.operations ?? [])
    .filter((operation) => operation.result === "succeeded")
    .map((operation) => {
      const system = operation.changes?.cyber_system?.to ?? operation.cyber_system;
      const name = operation.changes?.name?.to ?? operation.name;
      const id = operation.asset_id;
      const declared = classOf(id, name);
      const type = operation.changes?.asset_type?.to ?? operation.asset_type;
      return {
        cyber_system: system.name,
        name,
        ...(id === undefined ? {} : { asset_id: id }),
        ...(system.impact === undefined ? {} : { impact: system.impact }),
        ...(declared === undefined ? {} : { class: declared }),
        complete: false,
        ...(operation.action === "create" ? { created: true as const } : {}),
        ...(operation.action === "delete" ? { retired: true as const } : {}),
        ...(type === undefined ? {} : { asset_type: type }),
      };
    });
}

/**
 * The class the record's baselines declare of an operated asset: the first baseline that names its
 * id, or, for one without an id on either side, its name. Indexed once per record, not searched per
 * operation: a merge that creates thousands of assets declares as many baselines.
 */
function baselineClasses(
  baselines: readonly PlanBaseline[],
): (id: string | undefined, name: string) => AssetClass | undefined {
  // The first index of each id, of each name, and of each name among baselines without an id.
  const byId = new Map<string, number>();
  const byName = new Map<string, number>();
  const byNameWithoutId = new Map<string, number>();
  const first = (map: Map<string, number>, key: string, index: number) => {
    if (!map.has(key)) map.set(key, index);
  };
  for (const [index, baseline] of baselines.entries()) {
    const key = nameKey(baseline.asset);
    first(byName, key, index);
    if (baseline.asset_id === undefined) first(byNameWithoutId, key, index);
    else first(byId, baseline.asset_id, index);
  }
  return (id, name) => {
    const index =
      id === undefined
        ? byName.get(nameKey(name))
        : Math.min(byId.get(id) ?? Infinity, byNameWithoutId.get(nameKey(name)) ?? Infinity);
    return index === undefined || index === Infinity ? undefined : baselines[index]?.class;
  };
}

/**
 * An asset the service already held (its baseline names its live id) whose baseline a change
 * declares, though no operation touched it: in service before the tool knew it, it appears here,
 * so that its first R2.1 interval opens at the first record that shows it in scope rather than
 * at its first configuration-monitoring record (which would never come for an unmonitored one).
 */
function declaredInService(record: ChangeRecord): Seen[] {
  // An operation without an id adds undefined, which no baseline asked about below has.
  const operated = new Set(
    (record.change.change_record?.operations ?? []).map((operation) => operation.asset_id),
  );
  return (record.change.baselines ?? []).flatMap((baseline): Seen[] =>
    baseline.asset_id === undefined ||
    baseline.cyber_system === undefined ||
    operated.has(baseline.asset_id)
      ? []
      : [
          {
            cyber_system: baseline.cyber_system,
            name: baseline.asset,
            asset_id: baseline.asset_id,
            asset_type: baseline.asset_type,
            ...(baseline.impact === undefined ? {} : { impact: baseline.impact }),
            ...(baseline.class === undefined ? {} : { class: baseline.class }),
            complete: false,
          },
        ],
  );
}

/** An asset's key in the pass, and the key it had while known by system and name only. */
export interface ResolvedKey {
  workspace: string;
  key: string;
  byName: string;
  asset_id?: string;
}

/** Each workspace's asset ids as its change records gave them, and every asset's key. */
export class R21AssetKeys {
  readonly #workspaces = new Map<string, AssetKeys>();

  /** The ids a change record gives names: its operations' and its baselines'. */
  learn(record: EvidenceRecord): void {
    if (record.kind !== "change") return;
    const keys = this.#keysOf(record.workspace);
    keys.learn(record);
    for (const baseline of record.change.baselines ?? [])
      if (baseline.asset_id !== undefined) keys.keyOf(baseline);
  }

  /** Each workspace's keys, the map itself: a checkpoint reads it, a resumed pass fills it. */
  held(): Map<string, AssetKeys> {
    return this.#workspaces;
  }

  /**
   * The asset known as `name` is `id` from now on: a collector's record gave the id of an asset
   * known by name until then, so a later record naming it without the id means it too.
   */
  adopt(workspace: string, name: string, id: string): void {
    this.#keysOf(workspace).keyOf({ asset: name, asset_id: id });
  }

  #keysOf(workspace: string): AssetKeys {
    let keys = this.#workspaces.get(workspace);
    if (keys === undefined) {
      keys = new AssetKeys();
      this.#workspaces.set(workspace, keys);
    }
    return keys;
  }

  keyOf(workspace: string, asset: NamedAsset): ResolvedKey {
    // The id as the workspace's keys hold it when equal: one string, not the record's copy.
    const known = this.#workspaces.get(workspace)?.idOf(asset.name);
    const id = asset.asset_id === undefined || asset.asset_id === known ? known : asset.asset_id;
    const byName = JSON.stringify([workspace, "name", asset.cyber_system, nameKey(asset.name)]);
    return id === undefined
      ? { workspace, key: byName, byName }
      : { workspace, key: JSON.stringify([workspace, "id", id]), byName, asset_id: id };
  }
}
