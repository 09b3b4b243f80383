// Ownership by field: in a system a source owns, the source owns which assets exist, their names
// and types, `cyber_system`, the parent `systems` names and `prune`; people own every other key
// of the document (`impact`, `owners`, `erc`, `baselines`, a parent `systems` does not name, each
// asset's `class`, `baseline`, ...). The sync reads the file as reviewed and carries each declared
// key into the document it writes, in fmt's layout: the same rows and the same declared facts give
// the same bytes. An asset the source drops takes its facts with it, listed for the pull request.
import { isMap, isScalar, LineCounter, type Pair, type YAMLMap } from "yaml";
import { nameKey } from "../../shared/names.ts";
import { formatDocuments } from "../../inventory/writing/format-inventory.ts";
import { parseYamlDocuments } from "../../inventory/document/yaml-reader.ts";

/** The keys of a generated document the source writes; every other key is declared by people. */
const SOURCE_KEYS = new Set(["cyber_system", "prune", "assets"]);
const PARENT_KEYS = ["facility", "control_center"];

/** An asset the source no longer gives, whose entry declared more than its type. */
export interface DroppedFacts {
  system: string;
  asset: string;
  /** The keys it declared besides `type`, as written. */
  keys: string[];
}

export type CarriedDocument =
  | { content: string; dropped: DroppedFacts[] }
  /** The file as it is cannot be read: its facts cannot be carried, so nothing is written. */
  | { unreadable: string };

/**
 * The generated document `generated` (its text from the rows alone) with every key people declared
 * in `current` (the file at its path as it is) carried over. `system` is the document's label.
 */
export function carryDeclaredFacts(
  system: string,
  path: string,
  generated: string,
  current: string,
): CarriedDocument {
  if (onlySourceKeys(generated, current)) return { content: generated, dropped: [] };
  const lineCounter = new LineCounter();
  const docs = parseYamlDocuments(current, lineCounter);
  const error = docs.flatMap((doc) => doc.errors)[0];
  if (error !== undefined) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    return {
      unreadable: `${path}:${line}:${col}: ${error.message}; the facts it declares cannot be carried into the next sync, so nothing was written: correct the YAML (cip-sync validate shows it) and sync again`,
    };
  }
  const root = docs[0]?.contents;
  if (docs.length !== 1 || !isMap(root)) {
    return {
      unreadable: `${path}:1:1: a generated file holds one document, a map with cyber_system and assets; nothing was written: put it back to one document (or remove the file to start afresh) and sync again`,
    };
  }
  const declared = declaredPairs(root);
  const assets = assetEntries(root);
  const withFacts = [...assets.values()].filter((pair) => assetFacts(pair).length > 0);
  if (declared.length === 0 && withFacts.length === 0) return { content: generated, dropped: [] };
  const [next] = parseYamlDocuments(generated, new LineCounter()) as [
    (typeof docs)[number],
    ...unknown[],
  ];
  const nextRoot = next.contents as YAMLMap;
  const hasParent = PARENT_KEYS.some((key) => nextRoot.has(key));
  for (const pair of declared) {
    if (hasParent && PARENT_KEYS.includes(keyOf(pair))) continue;
    nextRoot.items.push(pair);
  }
  const kept = new Set<string>();
  const nextAssets = nextRoot.get("assets");
  if (isMap(nextAssets)) {
    for (const pair of nextAssets.items) {
      const key = nameKey(keyOf(pair));
      const before = assets.get(key);
      if (before === undefined || assetFacts(before).length === 0) continue;
      kept.add(key);
      const value = before.value as YAMLMap;
      value.set("type", pair.value);
      pair.value = value;
    }
  }
  const dropped = withFacts
    .filter((pair) => !kept.has(nameKey(keyOf(pair))))
    .map((pair) => ({ system, asset: keyOf(pair), keys: assetFacts(pair) }));
  return { content: formatDocuments([next]), dropped };
}

/** A line the sync writes itself: a comment, `cyber_system`, `prune`, `assets`, `name: type`. */
const SOURCE_LINE =
  /^(?:#.*|cyber_system: .*|prune: true|assets:(?: \{\})?| {2}\S.*: (?:hardware|software)|)$/;

/**
 * Whether `current` holds nothing but what the source writes, judged line by line (a parent line
 * only where the generated document has the same): the usual file, which needs no YAML parse of
 * its 100,000 assets to find that it declares nothing.
 */
function onlySourceKeys(generated: string, current: string): boolean {
  return current
    .split("\n")
    .every(
      (line) =>
        SOURCE_LINE.test(line) ||
        (/^(?:facility|control_center): /.test(line) && generated.includes(`\n${line}\n`)),
    );
}

/** The top-level pairs people declared: all but the source's own keys. */
function declaredPairs(root: YAMLMap): Pair[] {
  return root.items.filter((pair) => !SOURCE_KEYS.has(keyOf(pair)));
}

/** The file's assets by their name's key. */
function assetEntries(root: YAMLMap): Map<string, Pair> {
  const assets = root.get("assets");
  if (!isMap(assets)) return new Map();
  return new Map(assets.items.map((pair) => [nameKey(keyOf(pair)), pair as Pair]));
}

/** The keys an asset's entry declares besides its type; none for `name: type`. */
function assetFacts(pair: Pair): string[] {
  return isMap(pair.value) ? pair.value.items.map(keyOf).filter((key) => key !== "type") : [];
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}
