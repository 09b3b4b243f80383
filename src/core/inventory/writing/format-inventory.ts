// `cip-sync fmt`: one canonical layout for inventory files, so that diffs show changes and not
// style. Top-level keys in the order readers look for them, assets sorted by name, two-space
// indentation, quotes only where YAML needs them. Comments, the schema modeline and flow maps
// stay. Formatting never changes what a file declares (a property test holds it to that).
import {
  Document,
  isMap,
  isPair,
  isScalar,
  LineCounter,
  parseAllDocuments,
  type Pair,
  Scalar,
  visit,
} from "yaml";
import { PARSE_OPTIONS } from "../document/yaml-reader.ts";

/**
 * YAML 1.1's implicit types (yaml.org/type), which readers still in wide use (PyYAML, Ruby's Psych,
 * go-yaml v2, SnakeYAML) give a plain scalar: booleans, null, integers (binary, octal, with `_`,
 * base 60), floats, timestamps, and the merge and value keys. A quoted string that such a reader
 * would take for one of them when plain keeps its quotes, as YAML 1.2's octal `0o17` does; the
 * writer quotes the other YAML 1.2 look-alikes (`1e3`, `0x1F`) anyway.
 */
const YAML_1_1_IMPLICIT = [
  /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
  /^(?:~|null|Null|NULL)$/,
  /^[-+]?(?:0b[01_]+|0o?[0-7_]+|0|[1-9][0-9_]*|0x[0-9a-fA-F_]+|[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
  /^[-+]?(?:[0-9][0-9_]*\.[0-9_]*|\.[0-9_]+)(?:[eE][-+]?[0-9]+)?$/,
  /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
  /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?$/,
  /^(?:<<|=)$/,
];

function isYaml11Lookalike(text: string): boolean {
  return YAML_1_1_IMPLICIT.some((pattern) => pattern.test(text));
}

/** The order of the top-level keys; keys not listed (errors for validate) follow, as written. */
const KEY_ORDER = [
  "cyber_system",
  "facility",
  "control_center",
  "impact",
  "erc",
  "esp",
  "psp",
  "criteria",
  "owners",
  "baselines",
  "prune",
  "assets",
];

type FormatResult =
  | { status: "formatted"; text: string }
  /** The YAML cannot be read: nothing is rewritten. Line and column are 1-based. */
  | { status: "unreadable"; message: string; line: number; column: number };

export function formatInventoryText(text: string): FormatResult {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter });
  if (!Array.isArray(docs)) return { status: "formatted", text };
  for (const doc of docs) {
    const error = doc.errors[0];
    if (error !== undefined) {
      const { line, col } = lineCounter.linePos(error.pos[0]);
      return { status: "unreadable", message: error.message, line, column: col };
    }
  }
  return { status: "formatted", text: formatDocuments(docs) };
}

/** Parsed documents (edited or not) as one file's text in the canonical layout. */
export function formatDocuments(docs: readonly Document[]): string {
  const parts = docs.map((doc, index) => {
    canonicalize(doc);
    if (doc.directives) doc.directives.docStart = index > 0 ? true : null;
    return doc.toString({
      indent: 2,
      indentSeq: true,
      lineWidth: 0,
      minContentWidth: 0,
      flowCollectionPadding: false,
    });
  });
  return parts.join("");
}

function canonicalize(doc: Document): void {
  // Every string chooses its own quoting again: plain unless YAML needs quotes to read it back.
  // Quoted YAML 1.1 look-alikes stay quoted: older readers would take `no` for false, `12:30` for
  // 750 and an asset named `<<` for a merge key.
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== "string" || isBlockScalar(node)) return;
      if (node.type !== Scalar.PLAIN && isYaml11Lookalike(node.value)) return;
      node.type = undefined;
    },
  });
  const root = doc.contents;
  if (!isMap(root)) return;
  // A comment above the first key is the file's header (the schema modeline): it stays on top.
  const header = root.items[0]?.key;
  if (isScalar(header) && header.commentBefore) {
    root.commentBefore = [root.commentBefore, header.commentBefore].filter(Boolean).join("\n");
    header.commentBefore = undefined;
  }
  root.items.sort((a, b) => rank(a) - rank(b));
  const assets = root.items.find((pair) => keyText(pair) === "assets")?.value;
  if (isMap(assets)) assets.items.sort(byAssetName);
}

function isBlockScalar(node: Scalar): boolean {
  return node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
}

function rank(pair: Pair): number {
  const index = KEY_ORDER.indexOf(keyText(pair) ?? "");
  return index === -1 ? KEY_ORDER.length : index;
}

function keyText(pair: unknown): string | undefined {
  if (!isPair(pair)) return undefined;
  const { key } = pair;
  return isScalar(key) ? String(key.value) : typeof key === "string" ? key : undefined;
}

function byAssetName(a: Pair, b: Pair): number {
  return compareAssetNames(keyText(a) ?? "", keyText(b) ?? "");
}

const ENGLISH = new Intl.Collator("en");

/** fmt's order of assets: case-insensitively, then by code unit so that names differing only in case keep one order. */
export function compareAssetNames(left: string, right: string): number {
  const folded = ENGLISH.compare(left.toLowerCase(), right.toLowerCase());
  if (folded !== 0) return folded;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * `items` in fmt's order of their names (compareAssetNames), each name folded to lower case once
 * rather than at every comparison: 100,000 names are 1.7 million comparisons.
 */
export function sortAssetNames<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return items
    .map((item) => {
      const name = nameOf(item);
      return { item, name, folded: name.toLowerCase() };
    })
    .sort(
      (a, b) =>
        ENGLISH.compare(a.folded, b.folded) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .map((entry) => entry.item);
}
