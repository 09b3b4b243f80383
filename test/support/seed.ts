// Emulator seeds for tests, built instead of written out: each organization states only what the
// test needs (its keys, systems and assets), and the seed is checked by the emulator's own
// validator, as a seed file would be.
import {
  type EmulatorSeed,
  parseEmulatorSeed,
  type SeedOrganization,
} from "../../src/emulator/seed.ts";

/** An organization's records; what is left out is Grid East's, at Substation Alpha, with nothing in it. */
export type OrganizationSpec = Partial<SeedOrganization> & Pick<SeedOrganization, "api_keys">;

/** The organization `spec` describes, its unstated fields filled in. */
function organization(spec: OrganizationSpec): SeedOrganization {
  return {
    slug: "grid-east",
    name: "Grid East",
    facilities: [{ id: "fac_alpha", name: "Substation Alpha" }],
    control_centers: [],
    cyber_systems: [],
    cyber_assets: [],
    ...spec,
  };
}

/** A seed of these organizations, validated as `cip-sync emulator --data` validates its file. */
export function seed(...organizations: OrganizationSpec[]): EmulatorSeed {
  return parseEmulatorSeed(
    JSON.stringify({ organizations: organizations.map(organization) }),
    "test seed",
  );
}
