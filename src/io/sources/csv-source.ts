// Reads a `csv` source: a spreadsheet export in the repository. UTF-8 with or without a byte order
// mark, comma or semicolon (whichever the header line uses), quoted fields; csv-parse does the
// parsing. The header names the columns; each row is reported by its line in the file.
import { readFile, realpath } from "node:fs/promises";
import { relative, resolve, sep } from "node:path";
import { type Options, parse } from "csv-parse/sync";
import { quote } from "../../core/shared/diagnostics.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import type { SourceRow } from "../../core/sources/source-documents.ts";
import type { CsvSource } from "../../core/sources/sources-schema.ts";
import { SourceReadError } from "./source-error.ts";

const MAX_CSV_BYTES = 256 * 1024 * 1024;

interface ParsedRecord {
  record: string[];
  line: number;
}

export async function readCsvRows(source: CsvSource, root: string): Promise<SourceRow[]> {
  const file = source.file;
  const fail = (problem: string): never => {
    throw new SourceReadError(`source ${quote(source.name)}: ${file} ${problem}`);
  };
  const text = await readInside(root, file).catch((error: unknown) =>
    fail(`cannot be read (${errorMessage(error)}); check "file" in the sources file`),
  );
  if (text === undefined) return fail("is not UTF-8 text; export the CSV as UTF-8");
  let records: ParsedRecord[];
  try {
    const options: Options<ParsedRecord, string[]> = {
      bom: true,
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      // The line each record ends on; `info: true` copies the whole parser state per record,
      // which was two thirds of the parse.
      on_record: (record: string[], context) => ({ record, line: context.lines }),
    };
    records = parse(text, options as unknown as Options) as unknown as ParsedRecord[];
  } catch (error) {
    throw new SourceReadError(`source ${quote(source.name)}: ${file}${csvProblem(text, error)}`);
  }
  const header = records[0]?.record ?? [];
  const index = new Map(header.map((column, position) => [column.trim(), position]));
  const positionOf = (column: string): number =>
    index.get(column) ??
    fail(
      `has no column ${quote(column)} (its header: ${header.map(quote).join(", ") || "none"}); fix "columns" or "where" in the sources file`,
    );
  // Checked in this order, "columns" before "where": the first missing column is the one named.
  const name = positionOf(source.columns.name);
  const system = positionOf(source.columns.system);
  const type = positionOf(source.columns.type);
  const keep = Object.entries(source.where ?? {}).map(
    ([column, value]) => [positionOf(column), value] as const,
  );
  const rows: SourceRow[] = [];
  for (const { record, line } of records.slice(1)) {
    if (!keep.every(([position, value]) => (record[position] ?? "") === value)) continue;
    rows.push({
      place: `${file}:${line}`,
      name: record[name] ?? "",
      system: record[system] ?? "",
      type: record[type] ?? "",
    });
  }
  return rows;
}

/** The file's text; undefined when it is not UTF-8. Refuses a path that leaves the repository. */
async function readInside(root: string, file: string): Promise<string | undefined> {
  const realRoot = await realpath(root);
  const path = await realpath(resolve(realRoot, file));
  if (path !== realRoot && !path.startsWith(realRoot + sep)) {
    throw new Error(`it resolves outside the repository, to ${relative(realRoot, path)}`);
  }
  const bytes = await readFile(path);
  if (bytes.length > MAX_CSV_BYTES) throw new Error("it is over 256 MiB");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** ":LINE: what is wrong" for a parse failure, at the line that causes it: for a quote never closed, the line it opens on. */
function csvProblem(text: string, error: unknown): string {
  const { code, lines } = error as { code?: string; lines?: number };
  if (code === "CSV_QUOTE_NOT_CLOSED") {
    return `:${openingQuoteLine(text)}: a quoted cell starts here and its closing quote is missing; close it (a quote inside a quoted cell is written twice: "")`;
  }
  const where = typeof lines === "number" ? `:${lines}:` : "";
  return `${where} is not valid CSV: ${errorMessage(error)}; fix the file or its export`;
}

/** The line where the last quoted cell that is still open at the end of the text begins. */
function openingQuoteLine(text: string): number {
  let line = 1;
  let openedOn = 1;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === "\n") line += 1;
    else if (character === '"' && quoted && text[index + 1] === '"') index += 1;
    else if (character === '"') {
      quoted = !quoted;
      if (quoted) openedOn = line;
    }
  }
  return openedOn;
}

/** Semicolon when the header line has more of them than commas (European spreadsheets). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (character: string) => firstLine.split(character).length - 1;
  return count(";") > count(",") ? ";" : ",";
}
