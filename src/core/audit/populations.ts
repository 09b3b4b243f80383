// The populations an auditor samples from, for a period, from the evidence ledger: the cyber assets
// and BES assets as of its end (asset-population.ts), every applied operation, every inventory
// reconciliation (the drift check: the files against the service, which is not configuration
// monitoring of any device), and the exceptions. Every row
// names the ledger record(s) it comes from (workspace, sequence, SHA-256), so that a sampled row is
// checked against the record, and the record against the chain (`evidence verify --expect-head`).
// Judged as of the period's end: only the records recorded by then, and the obligations judged
// from them as of its last day; what a later record closed appears only in `closed_after_period`,
// never as closed (on time or late) within the period. Made in two passes over the ledger, each
// population's rows written as they are made (population-passes.ts). Rows are in the ledger's name
// order (workspace by workspace, each in chain order), the obligations' rows in the obligations'
// order. This module names the populations and their columns. Pure.
import { ASSET_COLUMNS, BES_ASSET_COLUMNS } from "./asset-population.ts";
import { CITATION_COLUMNS, type Row } from "./citation.ts";
import { WITHOUT_HISTORY } from "../evidence/chain/evidence-history.ts";
import { PORT_COLUMNS } from "./port-population.ts";
import {
  CONFIGURATION_MONITORING_COLUMNS,
  DEVIATION_COLUMNS,
} from "./obligations/obligation-populations.ts";
import type { PopulationName } from "./population-passes.ts";
import {
  FAMILY_POPULATION_LIST,
  type FamilyPopulationName,
} from "./families/family-populations.ts";
import type { FamilyPopulation, FoldedPopulation } from "./families/family-rows.ts";

export type { Period, PopulationName, Reread, RowSink } from "./population-passes.ts";
export { PopulationsFirstPass } from "./population-passes.ts";

/**
 * The populations, in the order they are written:
 * - assets: the Cyber Assets (hardware); `software` records are baseline content, never Cyber
 *   Assets, and are `software`;
 * - besAssets: every facility and control center of the last inventory listing (none without one);
 * - deviations: CIP-010 R1, one row per asset and deviation from its baseline opened in the period;
 * - inventoryChanges: each operation of the period's change records (what the inventory did, not a
 *   deviation);
 * - configurationMonitoring: CIP-010 R2.1, one row per asset and 35-day period, and per
 *   unauthorized change;
 * - reconciliation: each inventory reconciliation (drift check): the files against the service,
 *   not a device;
 * - exceptions;
 * - ports: CIP-007 R1.1, one row per asset and declared port as of the period's end
 *   (port-population.ts);
 * - then each family judged from accepted merges' populations, made of its obligations (or of the
 *   records, folded), in the
 *   family table's order (families/family-populations.ts): patchSources, patchEvaluations,
 *   applicablePatches, mitigationPlans (R2.1 to R2.4, families/patch-management/patch-populations.ts);
 *   assessmentIntervals, commissionedAssets, actionItems (R3.1 and R3.2, R3.3 and R3.4,
 *   families/vulnerability-assessments/assessment-populations.ts); lowImpactSites (CIP-003-9 R2's
 *   site file states in force during the period with their Section 3 and 6 answers, made of the
 *   records and folded in population-fold.ts, families/low-impact/).
 */
export const POPULATION_NAMES: readonly PopulationName[] = [
  "assets",
  "software",
  "besAssets",
  "deviations",
  "inventoryChanges",
  "configurationMonitoring",
  "reconciliation",
  "exceptions",
  "ports",
  ...FAMILY_POPULATION_LIST.map(({ name }) => name),
];

/** The columns of each population, in order: the CSV header and the JSON keys. */
export const POPULATION_COLUMNS: Readonly<Record<PopulationName, readonly string[]>> = {
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
  ...familyRecord(({ columns }) => columns),
};

/** A value for each population of the families judged from accepted merges, by its name. */
export function familyRecord<T>(
  valueOf: (
    population: FamilyPopulation<FamilyPopulationName> | FoldedPopulation<FamilyPopulationName>,
  ) => T,
): Record<FamilyPopulationName, T> {
  return Object.fromEntries(
    FAMILY_POPULATION_LIST.map((population) => [population.name, valueOf(population)]),
  ) as Record<FamilyPopulationName, T>;
}

/**
 * The exceptions' row of a ledger read without its git history (WITHOUT_HISTORY): once, citing no
 * record, since it is about all of them.
 */
export function historyNotCheckedRow(): Row {
  const cited = Object.fromEntries(CITATION_COLUMNS.map((column) => [column, null]));
  return { ...cited, kind: "history not checked", detail: WITHOUT_HISTORY.notice };
}
