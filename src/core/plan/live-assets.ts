// The planner's index of the live assets: by name key (names are unique regardless of case across
// the organization), and the assets an interrupted apply left under a temporary name, by the name
// they had before. With the rule for which live asset a name designates when several share its key.
import { getOrThrow, groupBy } from "../shared/collections.ts";
import type { CyberAsset, LiveInventory } from "../shared/live-records.ts";
import { compareCodePoints, nameKey } from "../shared/names.ts";
import { temporaryNameOrigin } from "./rename-cycles.ts";

/** The live assets by name key, and those an interrupted apply left under a temporary name. */
export interface LiveAssets {
  holdersByKey: Map<string, CyberAsset[]>;
  /** The name each parked asset had before (by asset id). */
  parkedOrigins: Map<string, string>;
  /** The parked assets by the key of the name they had before. */
  interrupted: Map<string, CyberAsset[]>;
}

export function indexLiveAssets(live: LiveInventory): LiveAssets {
  const holdersByKey = groupBy(live.cyberAssets, (asset) => nameKey(asset.name));
  const parkedOrigins = new Map<string, string>();
  for (const asset of live.cyberAssets) {
    const origin = temporaryNameOrigin(asset);
    if (origin !== undefined) parkedOrigins.set(asset.id, origin);
  }
  const interrupted = groupBy(
    live.cyberAssets.filter((asset) => parkedOrigins.has(asset.id)),
    (asset) => nameKey(getOrThrow(parkedOrigins, asset.id, "the parked origins")),
  );
  // Groups sorted by id so that nothing below depends on the order of the live list (everything
  // else built from it is sorted on its own). Sorting only the shared keys keeps 100,000 assets
  // from costing a full sort.
  for (const groups of [holdersByKey, interrupted]) {
    for (const group of groups.values()) {
      if (group.length > 1) group.sort((a, b) => compareCodePoints(a.id, b.id));
    }
  }
  return { holdersByKey, parkedOrigins, interrupted };
}

/** The live asset a name designates among `holders` (one name key): exact text first. */
export function pick(
  name: string,
  holders: readonly CyberAsset[],
): CyberAsset | { duplicates: readonly CyberAsset[] } | undefined {
  if (holders.length <= 1) return holders[0];
  const exact = holders.filter((holder) => holder.name === name);
  if (exact.length === 1) return exact[0];
  return { duplicates: exact.length > 1 ? exact : holders };
}
