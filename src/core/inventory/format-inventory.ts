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
import { PARSE_OPTIONS } from "./yaml-reader.ts";

const YAML_1_1_BOOLEAN = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;

/** The order of the top-level keys; keys not listed (errors for validate) follow, as written. */
const KEY_ORDER = ["cyber_system", "facility", "control_center", "prune", "assets"];

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
  const parts = docs.map((doc, index) => {
    canonicalize(doc);
    doc.directives.docStart = index > 0 ? true : null;
    return doc.toString({
      indent: 2,
      indentSeq: true,
      lineWidth: 0,
      minContentWidth: 0,
      flowCollectionPadding: false,
    });
  });
  return { status: "formatted", text: parts.join("") };
}

function canonicalize(doc: Document): void {
  // Every string chooses its own quoting again: plain unless YAML needs quotes to read it back.
  // Quoted YAML 1.1 booleans stay quoted: older readers would take `no` for false.
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== "string" || isBlockScalar(node)) return;
      if (node.type !== Scalar.PLAIN && YAML_1_1_BOOLEAN.test(node.value)) return;
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

/** Case-insensitively, then by code point so that names differing only in case keep one order. */
function byAssetName(a: Pair, b: Pair): number {
  const left = keyText(a) ?? "";
  const right = keyText(b) ?? "";
  const folded = left.toLowerCase().localeCompare(right.toLowerCase(), "en");
  if (folded !== 0) return folded;
  return left < right ? -1 : left > right ? 1 : 0;
}
