// `cip-sync import --update`: one existing inventory file rewritten so that each of its documents
// declares what the service holds for its cyber system. The document keeps its place, its other
// keys (`facility`, `prune`, `owners`...) and the comments of what stays; the assets map is edited
// in place (names to their live spelling, types to the live type, assets gone removed, live ones
// added), then the file is written in fmt's layout.
import { isMap, isPair, isScalar, LineCounter, type Pair, type YAMLMap } from "yaml";
import type { CyberAsset } from "../../shared/live-records.ts";
import { nameKey } from "../../shared/names.ts";
import { formatDocuments } from "./format-inventory.ts";
import { isDeclarableName } from "../document/inventory-schema.ts";
import { parseYamlDocuments } from "../document/yaml-reader.ts";

/** A document of the file, by where its first key is, and what the service holds for its system. */
export interface DocumentUpdate {
  line: number;
  column: number;
  /** The live assets the document is to declare. */
  assets: readonly CyberAsset[];
  /** Whether to add live assets it does not declare (false for `prune: false`: they stay unmanaged). */
  addUndeclared: boolean;
}

/**
 * The file's text with each document in `updates` declaring its live assets, in fmt's layout.
 * A document not in `updates` is only formatted. The text must parse (the loader checked it).
 */
export function updateInventoryText(text: string, updates: readonly DocumentUpdate[]): string {
  const lineCounter = new LineCounter();
  const docs = parseYamlDocuments(text, lineCounter);
  for (const doc of docs) {
    const root = doc.contents;
    if (!isMap(root)) continue;
    const first = root.items[0]?.key;
    const offset = isScalar(first) ? first.range?.[0] : undefined;
    if (offset === undefined) continue;
    const { line, col } = lineCounter.linePos(offset);
    const update = updates.find((entry) => entry.line === line && entry.column === col);
    if (update === undefined) continue;
    const assets = root.items.find((pair) => isScalar(pair.key) && pair.key.value === "assets");
    if (!isMap(assets?.value)) continue;
    const keepsAll = updateAssets(assets.value, update, (value) => doc.createNode(value));
    if (!keepsAll) doc.set("prune", false);
  }
  return formatDocuments(docs);
}

/**
 * Edits the assets map to declare `update.assets`; false when a live asset's name cannot be
 * declared, so that the document must not prune (it would delete that asset).
 */
function updateAssets(
  assets: YAMLMap,
  update: DocumentUpdate,
  createNode: (value: unknown) => unknown,
): boolean {
  const wasEmpty = assets.items.length === 0;
  const live = new Map(update.assets.map((asset) => [nameKey(asset.name), asset]));
  const declared = new Set<string>();
  assets.items = assets.items.filter((pair) => {
    const key = isPair(pair) && isScalar(pair.key) ? pair.key : undefined;
    const asset = key === undefined ? undefined : live.get(nameKey(String(key.value)));
    if (key === undefined || asset === undefined) return false;
    declared.add(asset.id);
    key.value = asset.name;
    setType(pair, asset, createNode);
    return true;
  });
  let keepsAll = true;
  for (const asset of update.assets) {
    if (declared.has(asset.id)) continue;
    if (!isDeclarableName(asset.name)) keepsAll = false;
    else if (update.addUndeclared) assets.set(createNode(asset.name), asset.asset_type);
  }
  // An empty `{}` that gains assets is written as a block map, as import writes one.
  if (wasEmpty && assets.items.length > 0) assets.flow = false;
  return keepsAll;
}

/** The live type as the value: a map (`{type, renamed_from}`) becomes the plain type. */
function setType(pair: Pair, asset: CyberAsset, createNode: (value: unknown) => unknown): void {
  if (isScalar(pair.value)) pair.value.value = asset.asset_type;
  else pair.value = createNode(asset.asset_type);
}
