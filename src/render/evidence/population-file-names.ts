// The populations' formats and the files each is written to. Apart from populations.ts, whose
// layouts bring the audit's columns and passes, so that the command line's help can name the files
// without loading what makes them.
import type { PopulationName } from "../../core/audit/population-passes.ts";
import { FAMILY_POPULATION_FILES } from "../../core/families/family-shapes.ts";

export const POPULATION_FORMATS = ["csv", "xlsx-safe-csv", "json"] as const;
export type PopulationFormat = (typeof POPULATION_FORMATS)[number];

/** The file names each population is written to. */
export const POPULATION_FILES: Readonly<Record<PopulationName, string>> = {
  assets: "cyber-assets.csv",
  software: "software.csv",
  besAssets: "bes-assets.csv",
  // Named for the set each holds (issue 90): a row is a deviation, or an operation, never a
  // change record, which the report's "Change records" counts.
  deviations: "baseline-deviations.csv",
  inventoryChanges: "inventory-operations.csv",
  configurationMonitoring: "configuration-monitoring.csv",
  reconciliation: "reconciliation.csv",
  exceptions: "exceptions.csv",
  ports: "ports.csv",
  // Each family judged from accepted merges names its populations' files on its shape.
  ...FAMILY_POPULATION_FILES,
};
