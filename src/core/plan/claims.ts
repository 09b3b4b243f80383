// Which declaration claims each live asset. Nearly every claim is of the live asset holding the
// declaration's own name key: such a claim is recorded on the declaration alone, and the asset's
// key finds it again, so 100,000 claims build no map of their own. Only the others (a rename's
// source, an asset an interrupted apply parked under a temporary name) are kept by asset id.
import type { CyberAsset } from "../shared/live-records.ts";
import { nameKey } from "../shared/names.ts";

/** A declaration as claims see it: its claimed live asset, once claimed. */
export interface Claimant {
  match: CyberAsset | undefined;
}

export class Claims<Declared extends Claimant> {
  /** The declarations by name key, each claiming at most once. */
  readonly #byKey: ReadonlyMap<string, Declared>;
  /** Claims of an asset holding another key than the declaration's, by asset id. */
  readonly #others = new Map<string, Declared>();

  constructor(byKey: ReadonlyMap<string, Declared>) {
    this.#byKey = byKey;
  }

  /** The declaration that claims `asset`; `key` is the asset's name key, when known. */
  claimantOf(asset: CyberAsset, key?: string): Declared | undefined {
    const other = this.#others.size > 0 ? this.#others.get(asset.id) : undefined;
    if (other !== undefined) return other;
    const own = this.#byKey.get(key ?? nameKey(asset.name));
    return own?.match === asset ? own : undefined;
  }

  /** `declared` claims `asset`; `own` when the asset holds the declaration's own name key. */
  add(declared: Declared, asset: CyberAsset, own: boolean): void {
    declared.match = asset;
    if (!own) this.#others.set(asset.id, declared);
  }
}
