// The BES assets of a workspace's inventory listing (asset-population.ts), as the populations list
// them: each facility and control center, how many cyber systems it has and how many are the
// workspace's, the highest impact they declare and their CIP-002 Attachment 1 criteria. Pure.
import type { InventoryListing } from "../evidence/records/beside/inventory-listing.ts";
import type { Impact } from "../inventory/document/principals.ts";
import { compareCodePoints } from "../shared/names.ts";
import { type Cited, citationOfCited, type Row } from "./citation.ts";

const IMPACT_ORDER: readonly Impact[] = ["low", "medium", "high"];

/** Each facility and control center of the listing, with its systems and highest declared impact. */
export function besAssetRows(by: Cited, listing: InventoryListing): Row[] {
  return listing.bes_assets.map((asset) => {
    const systems = listing.cyber_systems.filter((system) => system.parent_id === asset.id);
    const impacts = systems.flatMap((system) =>
      system.impact === undefined ? [] : [system.impact],
    );
    const highest = IMPACT_ORDER.filter((impact) => impacts.includes(impact)).at(-1);
    const criteria = [...new Set(systems.flatMap((system) => system.criteria ?? []))].sort(
      compareCodePoints,
    );
    return {
      ...citationOfCited(by),
      kind: asset.kind,
      bes_asset_id: asset.id,
      name: asset.name,
      cyber_systems: systems.length,
      workspace_cyber_systems: systems.filter((system) => system.managed).length,
      highest_impact: highest ?? null,
      criteria: criteria.join("; "),
      no_bes_cyber_system: systems.length === 0,
    };
  });
}
