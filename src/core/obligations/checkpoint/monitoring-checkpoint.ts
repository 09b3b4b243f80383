// What an obligations checkpoint holds of CIP-010 R2.1 (configuration-monitoring-obligations.ts):
// each workspace's asset keys, each asset followed with its open interval (opened when and by
// which record, observed last when, by which calendar) and the observations without authority it
// lists, the deletes (an older observation sealed again brings no deleted asset back), every change
// detected (a stale observation detects it once), the unauthorized changes not yet investigated,
// and the investigation notes that named a record still to come. Each list is in the pass's own
// order, which decides the order intervals are handed on in. Pure.
import type { AssetClass } from "../../inventory/document/asset-class.ts";
import type { Impact } from "../../inventory/document/principals.ts";
import { TextTable } from "../../shared/collections.ts";
import { AssetKeys } from "../baseline-changes/deviations.ts";
import type { NotClosedBy } from "../configuration-monitoring/configuration-monitoring-obligation.ts";
import type { R21Pass } from "../configuration-monitoring/configuration-monitoring-obligations.ts";
import {
  AssetState,
  FirstFacts,
  type IntervalOpening,
  type StatedFacts,
} from "../configuration-monitoring/asset-state.ts";
import type {
  EarlyNote,
  OpenException,
} from "../configuration-monitoring/configuration-monitoring-investigations.ts";
import type { TablesReader, TablesWriter } from "./checkpoint-tables.ts";

/** What R21Pass holds, each container its own (R21Pass.held). */
type R21Held = ReturnType<R21Pass["held"]>;

export interface MonitoringCheckpoint {
  /** Each workspace's asset names and their keys, in the order learnt. */
  asset_keys: { workspace: string; keys: [string, string][] }[];
  assets: AssetCheckpoint[];
  /** When each deleted asset was deleted (milliseconds since 1970), by key. */
  retired: [string, number][];
  /** Each change detected: its asset's key, item and observed digest, a line each. */
  detected: string[];
  /** The unauthorized changes detected and not yet investigated, each with its asset's key. */
  open_changes: OpenException[];
  /** Investigation notes that named a record still to come, by workspace and that sequence. */
  early_notes: { at: string; notes: EarlyNote[] }[];
}

/** An asset R2.1 follows, under its key: as the records last named it, and its open interval. */
export interface AssetCheckpoint {
  key: string;
  workspace: string;
  cyber_system: string;
  asset: string;
  asset_id?: string;
  impact?: Impact;
  class?: AssetClass;
  opened_on: string;
  /** The record that opened it: its index in `records`. */
  opened_by: number;
  /** The instant (ms) its monitoring must be observed after; null: any (first named observed). */
  opened_at: number | null;
  /** The newest instant (ms) a record says it was observed at; null: never. */
  last_observed: number | null;
  monitored: boolean;
  software: boolean;
  not_closed_by?: readonly NotClosedBy[];
  /** The calendar in force at the record that opened the interval: its index in `calendars`. */
  calendar: number;
}

export function monitoringCheckpoint(held: R21Held, tables: TablesWriter): MonitoringCheckpoint {
  return {
    asset_keys: [...held.keys.held()].map(([workspace, keys]) => ({
      workspace,
      keys: keys.entries(),
    })),
    assets: [...held.assets.entries()].map(([key, state]) => assetCheckpoint(key, state, tables)),
    retired: [...held.retired],
    detected: [...held.detected],
    open_changes: held.changes.open.map(({ key, exception }) => ({ key, exception })),
    early_notes: [...held.changes.early].map(([at, notes]) => ({ at, notes })),
  };
}

function assetCheckpoint(key: string, state: AssetState, tables: TablesWriter): AssetCheckpoint {
  const { asset_id, impact, class: assetClass, not_closed_by } = state;
  return {
    key,
    workspace: state.workspace,
    cyber_system: state.cyber_system,
    asset: state.asset,
    ...(asset_id === undefined ? {} : { asset_id }),
    ...(impact === undefined ? {} : { impact }),
    ...(assetClass === undefined ? {} : { class: assetClass }),
    opened_on: state.opened_on,
    opened_by: tables.record(state.opened_by),
    // JSON has no infinity: -Infinity, "before any instant", is null.
    opened_at: Number.isFinite(state.opened_at) ? state.opened_at : null,
    last_observed: Number.isFinite(state.last_observed) ? state.last_observed : null,
    monitored: state.monitored,
    software: state.software,
    ...(not_closed_by === undefined ? {} : { not_closed_by }),
    calendar: tables.calendar(state.calendar),
  };
}

/** Fills a new pass's `held` (R21Pass.held) with what `checkpoint` holds. */
export function restoreMonitoring(
  checkpoint: MonitoringCheckpoint,
  tables: TablesReader,
  held: R21Held,
): void {
  const keys = held.keys.held();
  for (const { workspace, keys: entries } of checkpoint.asset_keys)
    keys.set(workspace, AssetKeys.of(entries));
  const shared = new SharedStates(tables);
  for (const asset of checkpoint.assets) held.assets.setKeyed(asset.key, shared.state(asset));
  for (const [key, at] of checkpoint.retired) held.retired.set(key, at);
  for (const line of checkpoint.detected) held.detected.add(line);
  held.changes.open.push(...checkpoint.open_changes);
  for (const { at, notes } of checkpoint.early_notes) held.changes.early.set(at, notes);
}

/**
 * The states a checkpoint's assets restore to, as R21Pass makes them (asset-state.ts): each name
 * one string, the assets that state the same facts one StatedFacts, those an interval was opened
 * for by one record at one instant one IntervalOpening.
 */
class SharedStates {
  readonly #tables: TablesReader;
  readonly #texts = new TextTable();
  readonly #facts = new FirstFacts();
  readonly #openings = new Map<string, IntervalOpening>();

  constructor(tables: TablesReader) {
    this.#tables = tables;
  }

  state(asset: AssetCheckpoint): AssetState {
    const named = { asset: asset.asset, asset_id: asset.asset_id };
    const last = asset.last_observed ?? Number.NEGATIVE_INFINITY;
    return new AssetState(
      this.#factsOf(asset),
      this.#openingOf(asset),
      named,
      last,
      asset.not_closed_by,
    );
  }

  #factsOf(asset: AssetCheckpoint): StatedFacts {
    return this.#facts
      .of(this.#texts.of(asset.workspace))
      .with("cyber_system", this.#texts.of(asset.cyber_system))
      .with("impact", asset.impact)
      .with("class", asset.class)
      .with("software", asset.software)
      .with("monitored", asset.monitored);
  }

  #openingOf(asset: AssetCheckpoint): IntervalOpening {
    const key = [asset.opened_by, asset.opened_at, asset.opened_on, asset.calendar].join("\u0000");
    let opening = this.#openings.get(key);
    if (opening === undefined) {
      opening = {
        on: asset.opened_on,
        ref: this.#tables.record(asset.opened_by),
        at: asset.opened_at ?? Number.NEGATIVE_INFINITY,
        calendar: this.#tables.calendar(asset.calendar),
      };
      this.#openings.set(key, opening);
    }
    return opening;
  }
}
