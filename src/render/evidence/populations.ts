// The populations as files: one CSV per population (every cell through csvCell, so none becomes a
// formula), the same with a UTF-8 byte order mark for Excel ("xlsx-safe-csv": Excel reads a CSV
// without one in the machine's legacy code page, which garbles names with accents), or one JSON.
// Written row by row as the rows are made: each population's text is its start, its rows and its
// end (populationLayout), whichever file holds it.
import {
  familyRecord,
  POPULATION_COLUMNS,
  POPULATION_NAMES,
  type PopulationName,
} from "../../core/audit/populations.ts";
import type { Row } from "../../core/audit/citation.ts";
import { escapeHiddenCharactersInJson } from "../../core/shared/text/reveal.ts";
import { csvCell } from "../shared/csv-cell.ts";
import { whole } from "../shared/json-chunks.ts";
import { missingEntry } from "../../core/shared/collections.ts";

export const POPULATION_FORMATS = ["csv", "xlsx-safe-csv", "json"] as const;
export type PopulationFormat = (typeof POPULATION_FORMATS)[number];

/** The file names each population is written to. */
export const POPULATION_FILES: Readonly<Record<PopulationName, string>> = {
  assets: "cyber-assets.csv",
  software: "software.csv",
  besAssets: "bes-assets.csv",
  deviations: "changes.csv",
  inventoryChanges: "inventory-changes.csv",
  configurationMonitoring: "configuration-monitoring.csv",
  reconciliation: "reconciliation.csv",
  exceptions: "exceptions.csv",
  ports: "ports.csv",
  // Each family judged from accepted merges names its populations' files (core/audit/families/family-populations.ts).
  ...familyRecord(({ file }) => file),
};

const BYTE_ORDER_MARK = "\uFEFF";

/** How the populations are laid out in files of one format. */
export interface PopulationLayout {
  /** Each file, with the populations it holds in their order. */
  files: { name: string; populations: readonly PopulationName[] }[];
  /** The text before a population's rows. */
  start: (population: PopulationName) => string;
  /** The text of its `index`-th row (from 0). */
  row: (population: PopulationName, row: Row, index: number) => string;
  /** The text after its `rows` rows. */
  end: (population: PopulationName, rows: number) => string;
}

export function populationLayout(
  format: PopulationFormat,
  names: readonly PopulationName[] = POPULATION_NAMES,
): PopulationLayout {
  if (format === "json") {
    // As JSON.stringify(populations, null, 2) writes it (renderJson), a row at a time.
    const last = names.at(-1);
    return {
      files: [{ name: "populations.json", populations: names }],
      start: (population) =>
        `${population === names[0] ? "{\n" : ""}  ${JSON.stringify(population)}: [`,
      // Each row as the JSON helpers write a list's item two levels deep (json-chunks.ts).
      row: (_, row, index) =>
        // A row is an object: whole() writes it as one item.
        `${index === 0 ? "" : ","}\n    ${escapeHiddenCharactersInJson((whole(row, 2) ?? missingEntry("a row's JSON"))[0])}`,
      end: (population, rows) =>
        `${rows === 0 ? "]" : "\n  ]"}${population === last ? "\n}\n" : ",\n"}`,
    };
  }
  return {
    files: names.map((population) => ({
      name: POPULATION_FILES[population],
      populations: [population],
    })),
    start: (population) =>
      `${format === "xlsx-safe-csv" ? BYTE_ORDER_MARK : ""}${POPULATION_COLUMNS[population].join(",")}\r\n`,
    row: (population, row) =>
      `${POPULATION_COLUMNS[population].map((column) => csvCell(cellText(row[column]))).join(",")}\r\n`,
    end: () => "",
  };
}

function cellText(value: string | number | boolean | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
}
