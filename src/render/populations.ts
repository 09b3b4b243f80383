// The populations as files: one CSV per population (every cell through csvCell, so none becomes a
// formula), the same with a UTF-8 byte order mark for Excel ("xlsx-safe-csv": Excel reads a CSV
// without one in the machine's legacy code page, which garbles names with accents), or one JSON.
import {
  POPULATION_COLUMNS,
  POPULATION_NAMES,
  type Populations,
} from "../core/audit/populations.ts";
import { csvCell } from "./csv-cell.ts";
import { renderJson } from "./json.ts";

export const POPULATION_FORMATS = ["csv", "xlsx-safe-csv", "json"] as const;
export type PopulationFormat = (typeof POPULATION_FORMATS)[number];

/** The file names each population is written to. */
export const POPULATION_FILES: Readonly<Record<(typeof POPULATION_NAMES)[number], string>> = {
  assets: "cyber-assets.csv",
  software: "software.csv",
  besAssets: "bes-assets.csv",
  deviations: "changes.csv",
  inventoryChanges: "inventory-changes.csv",
  configurationMonitoring: "configuration-monitoring.csv",
  reconciliation: "reconciliation.csv",
  exceptions: "exceptions.csv",
  ports: "ports.csv",
};

const BYTE_ORDER_MARK = "\uFEFF";

/** Each file's name and content, for `format`. */
export function populationFiles(
  populations: Populations,
  format: PopulationFormat,
): { name: string; content: string; rows: number }[] {
  if (format === "json") {
    const rows = POPULATION_NAMES.reduce((sum, name) => sum + populations[name].length, 0);
    return [{ name: "populations.json", content: renderJson(populations), rows }];
  }
  return POPULATION_NAMES.map((name) => {
    const columns = POPULATION_COLUMNS[name];
    const lines = [
      columns.join(","),
      ...populations[name].map((row) =>
        columns.map((column) => csvCell(cellText(row[column]))).join(","),
      ),
    ];
    const text = `${lines.join("\r\n")}\r\n`;
    return {
      name: POPULATION_FILES[name],
      content: format === "xlsx-safe-csv" ? `${BYTE_ORDER_MARK}${text}` : text,
      rows: populations[name].length,
    };
  });
}

function cellText(value: string | number | boolean | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
}
