// `cip-sync export`: the live inventory read once, as rows.
import { type AssetRow, assetRowsOf } from "../core/inventory/asset-rows.ts";
import { type ApiClient, fetchLiveInventory } from "../io/api-client.ts";

export async function exportAssetRows(client: ApiClient): Promise<AssetRow[]> {
  return assetRowsOf(await fetchLiveInventory(client));
}
