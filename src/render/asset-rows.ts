// The rows of `cip-sync export` as CSV (RFC 4180, the cells a spreadsheet would run as formulas
// defused as in the audit pack) or JSON (a list of objects with their `service_fields`, hidden
// characters escaped, in service text as in our own).
import {
  ASSET_ROW_COLUMNS,
  type AssetRow,
  type ExportedAsset,
} from "../core/inventory/writing/asset-rows.ts";
import { escapeHiddenCharactersInJson } from "../core/shared/text/reveal.ts";
import { csvCell } from "./shared/csv-cell.ts";

export function renderAssetRowsCsv(rows: readonly AssetRow[]): string {
  const lines = [
    ASSET_ROW_COLUMNS.join(","),
    ...rows.map((row) => ASSET_ROW_COLUMNS.map((column) => csvCell(row[column])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export function renderAssetRowsJson(rows: readonly ExportedAsset[]): string {
  return `${escapeHiddenCharactersInJson(JSON.stringify(rows, null, 2))}\n`;
}
