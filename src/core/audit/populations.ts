// The populations an auditor samples from, for a period, from the evidence ledger: the cyber assets
// and BES assets as of its end (asset-population.ts), every applied operation, every inventory
// reconciliation (the drift check: the files against the service, which is not configuration
// monitoring of any device), and the exceptions. Every row
// names the ledger record(s) it comes from (workspace, sequence, SHA-256), so that a sampled row is
// checked against the record, and the record against the chain (`evidence verify --expect-head`).
// Judged as of the period's end: only the records recorded by then, and the obligations judged
// from them as of its last day; what a later record closed appears only in `closed_after_period`,
// never as closed (on time or late) within the period. Made in two passes over the ledger, each
// population's rows written as they are made (population-passes.ts); `populations` makes them of
// records held in memory. Rows are in the ledger's name order (workspace by workspace, each in
// chain order), the obligations' rows in the obligations' order. Pure.
import type { HashedRecord } from "../evidence/evidence-record.ts";
import { recordPath } from "../evidence/record-files.ts";
import type { InventoryListing } from "../evidence/inventory-listing.ts";
import { ASSET_COLUMNS, BES_ASSET_COLUMNS } from "./asset-population.ts";
import { CITATION_COLUMNS, type Row } from "./citation.ts";
import { PORT_COLUMNS } from "./port-population.ts";
import { CONFIGURATION_MONITORING_COLUMNS, DEVIATION_COLUMNS } from "./obligation-populations.ts";
import type { Obligation } from "../obligations/obligations.ts";
import { compareCodePoints } from "../shared/names.ts";
import { type Period, type PopulationName, PopulationsFirstPass } from "./population-passes.ts";

export type { Period, PopulationName, RowSink } from "./population-passes.ts";
export { PopulationsFirstPass } from "./population-passes.ts";

export interface Populations extends Record<PopulationName, Row[]> {
  /** The Cyber Assets (hardware); `software` records are baseline content, never Cyber Assets. */
  assets: Row[];
  software: Row[];
  /** Every facility and control center of the last inventory listing (none without one). */
  besAssets: Row[];
  /** CIP-010 R1: one row per asset and deviation from its baseline opened in the period. */
  deviations: Row[];
  /** Each operation of the period's change records: what the inventory did (not a deviation). */
  inventoryChanges: Row[];
  /** CIP-010 R2.1: one row per asset and 35-day period, and per unauthorized change. */
  configurationMonitoring: Row[];
  /** Each inventory reconciliation (drift check): the files against the service, not a device. */
  reconciliation: Row[];
  exceptions: Row[];
  /** CIP-007 R1.1: one row per asset and declared port as of the period's end (port-population.ts). */
  ports: Row[];
}

export const POPULATION_NAMES = [
  "assets",
  "software",
  "besAssets",
  "deviations",
  "inventoryChanges",
  "configurationMonitoring",
  "reconciliation",
  "exceptions",
  "ports",
] as const satisfies readonly PopulationName[];

/** The columns of each population, in order: the CSV header and the JSON keys. */
export const POPULATION_COLUMNS: Readonly<Record<keyof Populations, readonly string[]>> = {
  assets: ASSET_COLUMNS,
  software: ASSET_COLUMNS,
  besAssets: BES_ASSET_COLUMNS,
  deviations: DEVIATION_COLUMNS,
  configurationMonitoring: CONFIGURATION_MONITORING_COLUMNS,
  inventoryChanges: [
    ...CITATION_COLUMNS,
    "timestamp",
    "outcome",
    "pull_request",
    "pull_request_url",
    "author",
    "approved_by",
    "merged_by",
    "policy_rules_met",
    "operation",
    "action",
    "name",
    "asset_id",
    "cyber_system_id",
    "cyber_system",
    "impact",
    "baseline_before",
    "baseline_after",
    "obligations_opened",
    "obligations_closed_by",
    "closed_after_period",
  ],
  reconciliation: [
    ...CITATION_COLUMNS,
    "timestamp",
    "in_sync",
    "differences",
    "cyber_systems",
    "run_url",
  ],
  exceptions: [...CITATION_COLUMNS, "kind", "detail"],
  ports: PORT_COLUMNS,
};

/** What the populations are judged with besides the records. */
export interface PopulationInputs {
  /** The obligations judged from the records as of the period's last day. */
  obligations: readonly Obligation[];
  /** The same judged from every record: only the closes after the period are read of them. */
  later?: readonly Obligation[];
  /** The timestamp of a record, as its token states. */
  stamp?: (record: HashedRecord["record"]) => string;
  /** The inventory listings beside reconciliation records, by record path (checked by the caller). */
  listings?: ReadonlyMap<string, InventoryListing>;
  /** The ports population, built from content read at commits (port-population.ts). */
  ports?: readonly Row[];
}

/** The populations of `period` from `records` held in memory (those recorded by its end). */
export function populations(
  records: readonly HashedRecord[],
  period: Period,
  inputs: PopulationInputs,
): Populations {
  const result: Populations = {
    assets: [],
    software: [],
    besAssets: [],
    deviations: [],
    inventoryChanges: [],
    configurationMonitoring: [],
    reconciliation: [],
    exceptions: [],
    ports: [...(inputs.ports ?? [])],
  };
  // The ledger's name order: a workspace's folder, then its chain.
  const sorted = [...records].sort(
    (a, b) =>
      compareCodePoints(`${a.record.workspace}/`, `${b.record.workspace}/`) ||
      a.record.sequence - b.record.sequence,
  );
  const first = new PopulationsFirstPass(
    period,
    (name, row) => result[name].push(row),
    inputs.stamp ?? (() => "not timestamped"),
    undefined,
    inputs.later !== undefined,
  );
  for (const entry of sorted) first.add(entry);
  for (const obligation of inputs.obligations) first.obligations.add(obligation);
  for (const obligation of inputs.later ?? []) first.obligations.addLater(obligation);
  const byPath = new Map(sorted.map((entry) => [recordPath(entry.record), entry]));
  first.finish(inputs.listings ?? new Map()).read(byPath.keys(), (path) => byPath.get(path));
  return result;
}
