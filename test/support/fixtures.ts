// Small builders of live inventories and inventory documents for tests. Documents get the
// locations their YAML would have (see `inventoryDocument`), so tests can assert exact messages.
import type {
  AssetType,
  ControlCenter,
  CyberAsset,
  CyberSystem,
  Facility,
  LiveInventory,
} from "../../src/core/shared/live-records.ts";
import type {
  DeclaredAsset,
  InventoryDocument,
} from "../../src/core/inventory/document/document.ts";
import type { SourceLocation } from "../../src/core/shared/diagnostics.ts";

export const ORGANIZATION = "acme-power";

export function at(file: string, line: number, column = 1): SourceLocation {
  return { file, line, column };
}

export function facility(id: string, name: string): Facility {
  return { id, name, organization_slug: ORGANIZATION };
}

export function controlCenter(id: string, name: string): ControlCenter {
  return { id, name, organization_slug: ORGANIZATION };
}

/** `parent` as the service shows it: `facility_id`, our emulator's `control_center_id`, or neither. */
export function cyberSystem(
  id: string,
  name: string,
  parent: { facility_id?: string | null; control_center_id?: string | null } = {},
): CyberSystem {
  return { id, name, ...parent, organization_slug: ORGANIZATION };
}

export function cyberAsset(
  id: string,
  name: string,
  cyberSystemId: string,
  assetType: AssetType = "hardware",
): CyberAsset {
  return {
    id,
    name,
    cyber_system_id: cyberSystemId,
    asset_type: assetType,
    organization_slug: ORGANIZATION,
  };
}

export function liveInventory(parts: Partial<LiveInventory> = {}): LiveInventory {
  return {
    facilities: parts.facilities ?? [],
    controlCenters: parts.controlCenters ?? [],
    cyberSystems: parts.cyberSystems ?? [],
    cyberAssets: parts.cyberAssets ?? [],
  };
}

export interface AssetSpec {
  name: string;
  type?: AssetType;
  renamedFrom?: string;
}

export interface DocumentSpec {
  /** Default `<cyberSystem>.yaml`. */
  file?: string;
  cyberSystem: string;
  facility?: string;
  controlCenter?: string;
  prune?: boolean;
  assets?: (AssetSpec | string)[];
}

/**
 * A document located as if written like this (one line per key, assets from line 5):
 *
 *     cyber_system: <name>          line 1, value at column 15
 *     facility: <name>              line 2, value at column 11 (control_center: column 17)
 *     prune: false                  line 3
 *     assets:                       line 4, column 1
 *       <name>: <type>              line 5 + i, column 3; renamed_from's value at column 30
 */
export function inventoryDocument(spec: DocumentSpec): InventoryDocument {
  const file = spec.file ?? `${spec.cyberSystem}.yaml`;
  const assets: DeclaredAsset[] = (spec.assets ?? []).map((entry, index) => {
    const asset = typeof entry === "string" ? { name: entry } : entry;
    const line = 5 + index;
    return {
      name: asset.name,
      type: asset.type ?? "hardware",
      location: at(file, line, 3),
      ...(asset.renamedFrom !== undefined
        ? { renamedFrom: { value: asset.renamedFrom, location: at(file, line, 30) } }
        : {}),
    };
  });
  return {
    location: at(file, 1, 1),
    cyberSystem: { value: spec.cyberSystem, location: at(file, 1, 15) },
    ...(spec.facility !== undefined
      ? { facility: { value: spec.facility, location: at(file, 2, 11) } }
      : {}),
    ...(spec.controlCenter !== undefined
      ? { controlCenter: { value: spec.controlCenter, location: at(file, 2, 17) } }
      : {}),
    prune: spec.prune ?? true,
    assets,
    assetsLocation: at(file, 4, 1),
  };
}
