// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.

export const ASSET_TYPES = ["hardware", "software"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

// The service may add fields at any time (spec 9.3); these interfaces name only what we use.

export interface Facility {
  id: string;
  name: string;
  organization_slug: string;
}

export interface ControlCenter {
  id: string;
  name: string;
  organization_slug: string;
}

export interface CyberSystem {
  id: string;
  name: string;
  /** Shown by the spec; null or absent for a system owned by a control center. */
  facility_id?: string | null;
  /**
   * Not in the spec (2.1: "not shown"). Our emulator sends it; a real service may not, in which
   * case a `control_center:` claim in a document cannot be checked and becomes a warning.
   */
  control_center_id?: string | null;
  organization_slug: string;
}

export interface CyberAsset {
  id: string;
  name: string;
  cyber_system_id: string;
  asset_type: AssetType;
  organization_slug: string;
}

export interface LiveInventory {
  facilities: Facility[];
  controlCenters: ControlCenter[];
  cyberSystems: CyberSystem[];
  cyberAssets: CyberAsset[];
}

export interface CyberAssetCreate {
  name: string;
  cyber_system_id: string;
  asset_type: AssetType;
}

export type CyberAssetPatch = Partial<CyberAssetCreate>;
