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

/**
 * Substations Alpha and Bravo, each with a "Protection System" (two systems of one name), and the
 * control center over Alpha with its EMS: the layout the CLI and emulator contract tests share.
 */
export const TWO_SUBSTATIONS = {
  facilities: [
    { id: "fac_alpha", name: "Substation Alpha" },
    { id: "fac_bravo", name: "Substation Bravo" },
  ],
  control_centers: [{ id: "cc_main", name: "Primary Control Center", facility_ids: ["fac_alpha"] }],
  cyber_systems: [
    { id: "cs_prot_a", name: "Protection System", facility_id: "fac_alpha" },
    { id: "cs_prot_b", name: "Protection System", facility_id: "fac_bravo" },
    { id: "cs_ems", name: "EMS", control_center_id: "cc_main" },
  ],
} as const satisfies Partial<SeedOrganization>;

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
