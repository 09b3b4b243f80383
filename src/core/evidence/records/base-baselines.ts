// What the base commit declared of the baselines a merge changes: the existing baseline CIP-010
// R1.2 counts a change from. A repository that declared baselines before its ledger's first record
// would otherwise have its first recorded change of each read as a first declaration (no
// deviation). Read from the base's inventory files as the plan reads them, and kept as digests
// under the merged baseline's system id and asset. An asset is found at the base by its system's
// name and its own: one renamed or moved by the same merge is not found, and its change reads as a
// first declaration unless the ledger has seen it.
import type { AssetBaseline } from "../../inventory/document/document.ts";
import { parseInventoryText } from "../../inventory/document/parse-inventory.ts";
import type { PlanBaseline } from "../../plan/plan-model.ts";
import { nameKey } from "../../shared/names.ts";

/** An inventory file at the base commit. */
export interface BaseDocument {
  path: string;
  text: string;
}

/**
 * For each of `merged` whose asset the base declared a different baseline of: the merged entry
 * with the base's digest, items, kind and completion date. A base file that does not parse
 * declares nothing (the merge's own plan refused what it could not read).
 */
export function baseBaselines(
  documents: readonly BaseDocument[],
  merged: readonly PlanBaseline[],
): PlanBaseline[] {
  const atBase = new Map<string, AssetBaseline>();
  for (const { path, text } of documents)
    for (const document of parseInventoryText(text, path).documents)
      for (const asset of document.assets)
        if (asset.baseline !== undefined)
          atBase.set(keyOf(document.cyberSystem.value, asset.name), asset.baseline);
  return merged.flatMap((entry): PlanBaseline[] => {
    const base = atBase.get(keyOf(entry.cyber_system ?? entry.cyber_system_id, entry.asset));
    if (base === undefined || base.digest === entry.digest) return [];
    return [
      {
        asset: entry.asset,
        ...(entry.asset_id === undefined ? {} : { asset_id: entry.asset_id }),
        ...(entry.asset_type === undefined ? {} : { asset_type: entry.asset_type }),
        ...(entry.class === undefined ? {} : { class: entry.class }),
        ...(base.completedOn === undefined ? {} : { completed_on: base.completedOn }),
        ...(entry.cyber_system === undefined ? {} : { cyber_system: entry.cyber_system }),
        cyber_system_id: entry.cyber_system_id,
        digest: base.digest,
        ...(entry.erc === undefined ? {} : { erc: entry.erc }),
        ...(entry.impact === undefined ? {} : { impact: entry.impact }),
        ...(base.items === undefined ? {} : { items: base.items }),
        kind: base.kind,
      },
    ];
  });
}

/** How an asset is found at the base: its system's name and its own. */
function keyOf(cyberSystem: string, asset: string): string {
  return `${nameKey(cyberSystem)}/${nameKey(asset)}`;
}
