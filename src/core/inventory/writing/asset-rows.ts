// `cip-sync export`: the live inventory as one row per asset, with the service's ids, so that a
// CMDB can store them next to its own records. The other direction of a source.
import type { LiveInventory } from "../../shared/live-records.ts";
import { compareCodePoints } from "../../shared/names.ts";
import type { ServiceFields } from "../../shared/service-fields.ts";

export const ASSET_ROW_COLUMNS = [
  "asset_id",
  "asset_name",
  "asset_type",
  "cyber_system_id",
  "cyber_system_name",
  "parent_kind",
  "parent_id",
  "parent_name",
] as const;

export type AssetRow = Record<(typeof ASSET_ROW_COLUMNS)[number], string>;

/**
 * A row with the fields the service sent beyond the ones mapped (`created_at`, ...), always an
 * object so the JSON keeps one shape. The CSV writes the columns only: one flat sheet stays stable.
 */
export type ExportedAsset = AssetRow & { service_fields: ServiceFields };

/**
 * Every live asset, sorted by cyber system name, asset name and id, with its extra fields as
 * `serviceFieldsOf` gives them.
 */
export function assetRowsOf(
  live: LiveInventory,
  serviceFieldsOf: (assetId: string) => ServiceFields | undefined,
): ExportedAsset[] {
  const systems = new Map(live.cyberSystems.map((system) => [system.id, system]));
  const facilities = new Map(live.facilities.map((facility) => [facility.id, facility]));
  const centers = new Map(live.controlCenters.map((center) => [center.id, center]));
  const rows = live.cyberAssets.map((asset): ExportedAsset => {
    const system = systems.get(asset.cyber_system_id);
    const facility = system?.facility_id ? facilities.get(system.facility_id) : undefined;
    const center = system?.control_center_id ? centers.get(system.control_center_id) : undefined;
    const parent = facility ?? center;
    return {
      asset_id: asset.id,
      asset_name: asset.name,
      asset_type: asset.asset_type,
      cyber_system_id: asset.cyber_system_id,
      cyber_system_name: system?.name ?? "",
      parent_kind: facility ? "facility" : center ? "control_center" : "",
      parent_id: parent?.id ?? "",
      parent_name: parent?.name ?? "",
      service_fields: serviceFieldsOf(asset.id) ?? {},
    };
  });
  return rows.sort(
    (a, b) =>
      compareCodePoints(a.cyber_system_name, b.cyber_system_name) ||
      compareCodePoints(a.asset_name, b.asset_name) ||
      compareCodePoints(a.asset_id, b.asset_id),
  );
}
