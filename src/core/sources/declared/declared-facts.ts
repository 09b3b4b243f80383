// Ownership by field: in a system a source owns, the source owns which assets exist, their names,
// types and platform ids (`source_id`), `cyber_system`, the parent `systems` names and `prune`;
// people own every other key of the document (`impact`, `owners`, `erc`, `baselines`, a parent
// `systems` does not name, each asset's `class`, `baseline`, ...). The sync reads the file as
// reviewed and carries each declared key into the document it writes, in fmt's layout: the same
// rows and the same declared facts give the same bytes. An asset's entry is found by its platform
// id first, so a rename on the platform carries its facts to the new name; then by name (a file
// written before ids, or a source without them). An asset the source drops takes its facts with
// it, listed for the pull request. An asset the platform renames is written with
// `renamed_from: <its name in the file>`, so the plan renames the live asset in place (same id,
// its compliance history kept) rather than deleting it and creating another; like any
// `renamed_from`, people remove it once the rename is applied (the plan warns while it stays), and
// until then every sync carries it, as it carries the other keys people own.
import { isMap, isScalar, LineCounter, Pair, Scalar, type YAMLMap } from "yaml";
import { quote } from "../../shared/diagnostics.ts";
import { nameKey } from "../../shared/names.ts";
import { formatDocuments } from "../../inventory/writing/format-inventory.ts";
import { parseYamlDocuments } from "../../inventory/document/yaml-reader.ts";

/** The keys of a generated document the source writes; every other key is declared by people. */
const SOURCE_KEYS = new Set(["cyber_system", "prune", "assets"]);
/** The keys of an asset's entry the source writes, in their order, before every declared one. */
const SOURCE_ASSET_KEYS = ["type", "source_id"];
const PARENT_KEYS = ["facility", "control_center"];

/** An asset the source no longer gives, whose entry declared more than its type. */
export interface DroppedFacts {
  system: string;
  asset: string;
  /** The keys it declared besides `type`, as written. */
  keys: string[];
}

/**
 * An asset the platform renamed (the same source_id): written with `renamed_from`, and its
 * declared facts moved with it.
 */
export interface RenamedFacts {
  system: string;
  /** Its name in the file as it was. */
  from: string;
  /** Its name on the platform now. */
  to: string;
  /** The keys it declared besides the source's, as written (`renamed_from` not among them). */
  keys: string[];
}

export type CarriedDocument =
  | { content: string; dropped: DroppedFacts[]; renamed: RenamedFacts[] }
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
  const lines = current.split("\n");
  if (onlySourceKeys(generated, lines) && !renamedById(generated, lines))
    return { content: generated, dropped: [], renamed: [] };
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
  const byId = entriesById([...assets.values()]);
  if ("twice" in byId) {
    const { line, col } = lineCounter.linePos(byId.twice.offset);
    return {
      unreadable: `${path}:${line}:${col}: source_id ${quote(byId.twice.id)} is also asset ${quote(byId.twice.first)}'s; one platform asset has one entry, so the facts to carry are unclear and nothing was written: remove the entry (or its source_id line) that is not that asset's, and sync again`,
    };
  }
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
  const { kept, renamed } = carryAssetFacts(system, nextRoot.get("assets"), {
    byName: assets,
    byId: byId.entries,
  });
  const dropped = withFacts
    .filter((pair) => !kept.has(pair))
    .map((pair) => ({ system, asset: keyOf(pair), keys: assetFacts(pair) }));
  return { content: formatDocuments([next]), dropped, renamed };
}

/**
 * Each asset entry of the next document (`nextAssets`) given the facts its entry in the file
 * declared, found by the platform's id, or by name only where the file's entry has no id to
 * compare: the file's entries so kept, and those the platform renamed.
 */
function carryAssetFacts(
  system: string,
  nextAssets: unknown,
  file: { byName: ReadonlyMap<string, Pair>; byId: ReadonlyMap<string, Pair> },
): { kept: Set<Pair>; renamed: RenamedFacts[] } {
  const kept = new Set<Pair>();
  const renamed: RenamedFacts[] = [];
  if (!isMap(nextAssets)) return { kept, renamed };
  for (const pair of nextAssets.items) {
    const id = sourceIdOf(pair);
    const byName = file.byName.get(nameKey(keyOf(pair)));
    const before =
      (id === undefined ? undefined : file.byId.get(id)) ??
      (byName !== undefined && (id === undefined || sourceIdOf(byName) === undefined)
        ? byName
        : undefined);
    if (before === undefined || kept.has(before)) continue;
    kept.add(before);
    const moved = nameKey(keyOf(before)) !== nameKey(keyOf(pair));
    if (moved) {
      const keys = assetFacts(before).filter((key) => key !== RENAMED_FROM);
      renamed.push({ system, from: keyOf(before), to: keyOf(pair), keys });
    }
    // An entry with facts of its own is a map (assetFacts reads none of any other).
    if (isMap(before.value) && assetFacts(before).length > 0)
      pair.value = withSourceKeys(pair, before.value);
    // The live asset still has the file's name, unless an earlier rename is not applied yet
    // (the entry's own renamed_from, carried above, names it then).
    if (moved && isMap(pair.value) && !pair.value.has(RENAMED_FROM))
      pair.value.items.push(new Pair(new Scalar(RENAMED_FROM), new Scalar(keyOf(before))));
  }
  return { kept, renamed };
}

/**
 * The entry `before` declared (its map, flow or block, kept), under the source's keys as
 * `generated` gives them (`type`, and `source_id` where the platform has one), first and in that
 * order.
 */
function withSourceKeys(generated: Pair, before: YAMLMap): YAMLMap {
  const source = isMap(generated.value)
    ? generated.value.items
    : [new Pair(new Scalar("type"), generated.value)];
  before.items = [
    ...source,
    ...before.items.filter((pair) => !SOURCE_ASSET_KEYS.includes(keyOf(pair))),
  ];
  return before;
}

const RENAMED_FROM = "renamed_from";

/**
 * Whether an asset of `current` (the file's lines) is written under another name in `generated` with the same
 * source_id, judged on the text as the sync writes it (names as written, so a case or quoting
 * difference also counts and goes to the full reading, which compares the names' keys).
 */
function renamedById(generated: string, current: readonly string[]): boolean {
  if (!current.some((line) => line.startsWith(SOURCE_ID_LINE))) return false;
  const named = new Map<string, string>();
  for (const { id, asset } of assetIds(current)) named.set(id, asset);
  for (const { id, asset } of assetIds(generated.split("\n"))) {
    const was = named.get(id);
    if (was !== undefined && was !== asset) return true;
  }
  return false;
}

const SOURCE_ID_LINE = "    source_id: ";

/** Each `source_id:` line's id and the asset line above it, as written. */
function* assetIds(lines: readonly string[]): Generator<{ id: string; asset: string }> {
  let asset = "";
  for (const line of lines) {
    if (line.startsWith("  ") && !line.startsWith("   ")) asset = line;
    else if (line.startsWith(SOURCE_ID_LINE))
      yield { id: line.slice(SOURCE_ID_LINE.length), asset };
  }
}

/** The entries by their source_id, or the first id two entries give. */
function entriesById(
  entries: readonly Pair[],
): { entries: Map<string, Pair> } | { twice: { id: string; first: string; offset: number } } {
  const byId = new Map<string, Pair>();
  for (const pair of entries) {
    const id = sourceIdOf(pair);
    if (id === undefined) continue;
    const first = byId.get(id);
    if (first !== undefined) {
      const node = (pair.value as YAMLMap).get("source_id", true);
      return { twice: { id, first: keyOf(first), offset: node?.range?.[0] ?? 0 } };
    }
    byId.set(id, pair);
  }
  return { entries: byId };
}

/** The source_id an asset's entry gives, as text; undefined for none. */
function sourceIdOf(pair: Pair): string | undefined {
  if (!isMap(pair.value)) return undefined;
  const node = pair.value.get("source_id", true);
  return isScalar(node) ? String(node.source ?? node.value) : undefined;
}

/**
 * A line the sync writes itself: a comment, `cyber_system`, `prune`, `assets`, `name: type`, or an
 * asset's map of `type` and `source_id`.
 */
const SOURCE_LINE =
  /^(?:#.*|cyber_system: .*|prune: true|assets:(?: \{\})?| {2}\S.*: (?:hardware|software)| {2}\S.*:| {4}type: (?:hardware|software)| {4}source_id: .*|)$/;

/**
 * Whether `current` (the file's lines) holds nothing but what the source writes, judged line by line (a parent line
 * only where the generated document has the same): the usual file, which needs no YAML parse of
 * its 100,000 assets to find that it declares nothing.
 */
function onlySourceKeys(generated: string, current: readonly string[]): boolean {
  return current.every(
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

/** The keys an asset's entry declares besides the source's; none for `name: type`. */
function assetFacts(pair: Pair): string[] {
  return isMap(pair.value)
    ? pair.value.items.map(keyOf).filter((key) => !SOURCE_ASSET_KEYS.includes(key))
    : [];
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}
