// The planner's index of the live assets: by name key (names are unique regardless of case across
// the organization), and the assets an interrupted apply left under a temporary name, by the name
// they had before. With the rule for which live asset a name designates when several share its key.
import { getOrThrow, groupBy } from "../shared/collections.ts";
import type { CyberAsset, LiveInventory } from "../shared/live-records.ts";
import { compareCodePoints, nameKey } from "../shared/names.ts";
import { temporaryNameOrigin } from "./renames/rename-cycles.ts";

/**
 * The live assets by name key, and those an interrupted apply left under a temporary name. One
 * entry per key and no array per name: a key that several assets hold (which the service should
 * not allow) is the rare case, kept aside in `shared`.
 */
export interface LiveAssets {
  /** The name key of each live asset, in the order of the live list. */
  keys: string[];
  /** The asset holding each name key; for a key in `shared`, the first of them by id. */
  byKey: Map<string, CyberAsset>;
  /** The keys two or more live assets hold, each group sorted by id. */
  shared: Map<string, CyberAsset[]>;
  /** The name each parked asset had before (by asset id). */
  parkedOrigins: Map<string, string>;
  /** The parked assets by the key of the name they had before, each group sorted by id. */
  interrupted: Map<string, CyberAsset[]>;
}

const NO_HOLDERS: readonly CyberAsset[] = [];

/** `sameKey` gives the string to keep for a key (one already held elsewhere, if any). */
export function indexLiveAssets(
  live: LiveInventory,
  sameKey: (key: string) => string = (key) => key,
): LiveAssets {
  const byKey = new Map<string, CyberAsset>();
  const shared = new Map<string, CyberAsset[]>();
  const parkedOrigins = new Map<string, string>();
  const parked: CyberAsset[] = [];
  const keys: string[] = new Array(live.cyberAssets.length);
  for (const [index, asset] of live.cyberAssets.entries()) {
    const key = sameKey(nameKey(asset.name));
    keys[index] = key;
    const earlier = byKey.get(key);
    if (earlier === undefined) byKey.set(key, asset);
    else {
      const group = shared.get(key);
      if (group === undefined) shared.set(key, [earlier, asset]);
      else group.push(asset);
    }
    const origin = temporaryNameOrigin(asset);
    if (origin !== undefined) {
      parkedOrigins.set(asset.id, origin);
      parked.push(asset);
    }
  }
  const interrupted = groupBy(parked, (asset) =>
    nameKey(getOrThrow(parkedOrigins, asset.id, "a parked asset's origin")),
  );
  // Groups sorted by id so that nothing below depends on the order of the live list (everything
  // else built from it is sorted on its own). Only the shared keys are sorted: 100,000 assets do
  // not cost a full sort.
  for (const [key, group] of shared) {
    const [first] = group.sort(byId);
    // A shared key's group starts with two assets: it always has a first.
    if (first !== undefined) byKey.set(key, first);
  }
  for (const group of interrupted.values()) group.sort(byId);
  return { keys, byKey, shared, parkedOrigins, interrupted };
}

/** Every live asset holding `key`, sorted by id. */
export function holdersOf(assets: LiveAssets, key: string): readonly CyberAsset[] {
  const group = assets.shared.get(key);
  if (group !== undefined) return group;
  const holder = assets.byKey.get(key);
  return holder === undefined ? NO_HOLDERS : [holder];
}

/** The assets an interrupted apply parked away from `key`, sorted by id. */
export function parkedFrom(assets: LiveAssets, key: string): readonly CyberAsset[] {
  return assets.interrupted.get(key) ?? NO_HOLDERS;
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

function byId(a: CyberAsset, b: CyberAsset): number {
  return compareCodePoints(a.id, b.id);
}
