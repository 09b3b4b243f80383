// The digests of a source's snapshot: a system's over its rows (the `# Rows` line of its file),
// the snapshot's over its systems' digests. Each is SHA-256 over JSON lines in code-point order,
// so the same set of rows gives the same digest whatever their order; the lines are hashed a part
// at a time, never held as one text.
import { sha256HexOfParts } from "../shared/sha256.ts";
import { sortByCodePoints } from "../shared/names.ts";

/** What a row's line holds. */
export interface DigestedRow {
  name: string;
  type: string;
  id: string | undefined;
}

/** SHA-256 over the rows as sorted JSON lines: the same set of rows, the same digest. */
export function digestOf(rows: string[][]): string {
  return digestOfLines(rows.map((row) => JSON.stringify(row)));
}

/** SHA-256 over rows' JSON lines, sorted: the same set of lines, the same digest. */
function digestOfLines(lines: string[]): string {
  return `sha256:${sha256HexOfParts(linesInParts(sortByCodePoints(lines, (line) => line)))}`;
}

/**
 * A name that sorts among others as its row's line sorts among theirs: JSON writes it as it is,
 * and no character of it sorts before the line's closing quote (`"`, 0x22), so that a name that
 * is another's start sorts first in both.
 */
const SORTS_AS_ITS_LINE = /^[^\0-\x22\\]*$/u;

/**
 * The digest of a system's rows (`rows` in code-point order of their names): each row's line as
 * JSON.stringify([label, name, type, id?]) writes it, the lines in code-point order. Where every
 * name sorts as its line (most sources' names), the rows' order is the lines' and they are hashed
 * as they are written, a part at a time: no line sorted, no text of them all held.
 */
export function digestOfRows(label: string, rows: readonly DigestedRow[]): string {
  if (!rows.every((row) => SORTS_AS_ITS_LINE.test(row.name))) {
    return digestOfLines(
      rows.map((row) =>
        JSON.stringify(
          row.id === undefined ? [label, row.name, row.type] : [label, row.name, row.type, row.id],
        ),
      ),
    );
  }
  return `sha256:${sha256HexOfParts(rowLinesInParts(JSON.stringify(label), rows))}`;
}

/**
 * The rows' lines, each ending in a line feed, a part at a time ("\n" for none). A name that sorts
 * as its line is one JSON writes as it is, between quotes; an id is, unless it holds a quote or a
 * backslash (its other characters, as a name's, are none JSON escapes).
 */
function* rowLinesInParts(labelText: string, rows: readonly DigestedRow[]): Generator<string> {
  if (rows.length === 0) yield "\n";
  let part = "";
  for (let index = 0; index < rows.length; index++) {
    const { name, type, id } = rows[index] as DigestedRow;
    const idText =
      id === undefined
        ? ""
        : id.includes('"') || id.includes("\\")
          ? `,${JSON.stringify(id)}`
          : `,"${id}"`;
    part += `[${labelText},"${name}","${type}"${idText}]\n`;
    if (index % LINES_PER_PART === LINES_PER_PART - 1) {
      yield part;
      part = "";
    }
  }
  if (part !== "") yield part;
}

/** Lines per part handed to the hash: a part, not the whole text, is held at a time. */
const LINES_PER_PART = 4096;

/** Sorted lines, each ending in a line feed, a part at a time; "\n" for none. */
function* linesInParts(lines: readonly string[]): Generator<string> {
  if (lines.length === 0) yield "\n";
  for (let start = 0; start < lines.length; start += LINES_PER_PART) {
    yield `${lines.slice(start, start + LINES_PER_PART).join("\n")}\n`;
  }
}
