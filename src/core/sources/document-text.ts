// The text of a generated document, in fmt's layout. Names that are plain words YAML writes as
// they are (most of a CMDB's) are written directly: building and re-formatting a YAML tree for
// 100,000 rows took 12 s. A document with any other name, or a platform id with any character
// beyond letters, digits, "_", "." and "-", goes through yaml and fmt, which choose its quoting; a
// test holds the two ways to the same text.
// Beside it, the digests its header and the snapshot carry: each SHA-256 over JSON lines in
// code-point order (the same set of rows, the same digest whatever their order), hashed a part at
// a time, never held as one text.
import { Document } from "yaml";
import type { AssetType } from "../shared/live-records.ts";
import { formatInventoryText, sortAssetNames } from "../inventory/writing/format-inventory.ts";
import type { OwnedSystem } from "./owned-systems.ts";
import { sha256HexOfParts } from "../shared/sha256.ts";
import { sortByCodePoints } from "../shared/names.ts";

/** Text YAML reads back as the same string, written without quotes. */
const PLAIN_WORDS = /^[A-Za-z][A-Za-z0-9_./()-]*(?: [A-Za-z0-9_./()-]+)*$/;
/** Plain words that YAML (1.2, or 1.1 readers) could take for something else. */
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n)$/i;
/** A platform id written directly: plain, or in double quotes where YAML would read a number. */
const PLAIN_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
/**
 * The plain texts of PLAIN_ID's characters that YAML 1.2's core schema reads as something other
 * than a string (integers, octal and hexadecimal, floats, null, booleans): fmt writes them quoted.
 * A sys_id of digits and one "e" is such a float.
 */
const CORE_SCALAR =
  /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

/** An asset of the document: its name, type and, from a platform, its id there. */
export interface AssetEntry {
  name: string;
  type: AssetType;
  id?: string | undefined;
}

export function documentText(
  header: readonly string[],
  system: OwnedSystem,
  assets: readonly AssetEntry[],
): string {
  const sorted = sortAssetNames([...assets], (asset) => asset.name);
  const plain = (text: string) => PLAIN_WORDS.test(text) && !RESERVED.test(text);
  if (
    !plain(system.name) ||
    (system.parent !== undefined && !plain(system.parent.name)) ||
    !sorted.every((asset) => plain(asset.name))
  ) {
    return documentTextThroughYaml(header, system, assets);
  }
  const lines = [
    ...header.map((line) => `#${line}`),
    "",
    `cyber_system: ${system.name}`,
    ...(system.parent === undefined ? [] : [`${system.parent.key}: ${system.parent.name}`]),
    "prune: true",
    sorted.length === 0 ? "assets: {}" : "assets:",
  ];
  for (const { name, type, id } of sorted) {
    if (id === undefined) {
      lines.push(`  ${name}: ${type}`);
      continue;
    }
    if (!PLAIN_ID.test(id)) return documentTextThroughYaml(header, system, assets);
    // One text an asset, its lines together: a third of the strings for the join to gather.
    const idText = CORE_SCALAR.test(id) ? `"${id}"` : id;
    lines.push(`  ${name}:${ID_LINES[type]}${idText}`);
  }
  return `${lines.join("\n")}\n`;
}

/** What follows an asset's name, by its type, up to its id. */
const ID_LINES: Record<AssetType, string> = {
  hardware: "\n    type: hardware\n    source_id: ",
  software: "\n    type: software\n    source_id: ",
};

/** The same document built as a YAML tree and laid out by fmt: right for any name and id. */
export function documentTextThroughYaml(
  header: readonly string[],
  system: OwnedSystem,
  assets: readonly AssetEntry[],
): string {
  const document = new Document({});
  document.commentBefore = header.join("\n");
  document.set("cyber_system", system.name);
  if (system.parent !== undefined) document.set(system.parent.key, system.parent.name);
  document.set("prune", true);
  const entries = assets.map(({ name, type, id }) => [
    name,
    id === undefined
      ? type
      : new Map([
          ["type", type],
          ["source_id", id],
        ]),
  ]);
  document.set("assets", document.createNode(new Map(entries as [string, unknown][])));
  const formatted = formatInventoryText(document.toString({ lineWidth: 0 }));
  if (formatted.status !== "formatted") throw new Error(formatted.message);
  return formatted.text;
}

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
