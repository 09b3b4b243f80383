// `cip-sync export`: the live inventory read once, as rows with the assets' extra service fields.
import { type ExportedAsset, assetRowsOf } from "../core/inventory/writing/asset-rows.ts";
import { type ApiClient, fetchLiveInventory } from "../io/service/api-client.ts";

export async function exportAssetRows(client: ApiClient): Promise<ExportedAsset[]> {
  const live = await fetchLiveInventory(client);
  return assetRowsOf(live, (assetId) => client.serviceFieldsOf(assetId));
}
