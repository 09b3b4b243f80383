// The shape of an emulator seed (organizations, their API keys and records), shared by the seed's
// validator, the store and the state file; and the error every seed or state problem raises.
import type { AssetType } from "../core/shared/live-records.ts";

export interface SeedFacility {
  id: string;
  name: string;
}

export interface SeedControlCenter {
  id: string;
  name: string;
  /** The facilities this control center oversees. Kept in the seed and state, not served. */
  facility_ids: string[];
}

/** Exactly one of `facility_id` and `control_center_id` is set. */
export type SeedCyberSystem =
  | { id: string; name: string; facility_id: string }
  | { id: string; name: string; control_center_id: string };

export interface SeedCyberAsset {
  id: string;
  name: string;
  cyber_system_id: string;
  asset_type: AssetType;
}

export interface SeedOrganization {
  slug: string;
  name: string;
  api_keys: string[];
  /** Keys past their expiry: the documented profile answers them 401 "API key has expired". */
  expired_api_keys?: string[];
  facilities: SeedFacility[];
  control_centers: SeedControlCenter[];
  cyber_systems: SeedCyberSystem[];
  cyber_assets: SeedCyberAsset[];
}

export interface EmulatorSeed {
  organizations: SeedOrganization[];
}

export class EmulatorSeedError extends Error {
  override name = "EmulatorSeedError";
}
