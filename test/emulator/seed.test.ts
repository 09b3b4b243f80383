import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  EmulatorSeedError,
  findDuplicateAssetName,
  parseEmulatorSeed,
} from "../../src/emulator/seed.ts";

type Json = Record<string, unknown>;

function validSeed(): { organizations: Json[] } {
  return {
    organizations: [
      {
        slug: "acme",
        name: "Acme Power",
        api_keys: ["key-acme-1"],
        facilities: [{ id: "fac_a", name: "Substation Alpha" }],
        control_centers: [{ id: "cc_main", name: "Control", facility_ids: ["fac_a"] }],
        cyber_systems: [
          { id: "cs_prot", name: "Protection", facility_id: "fac_a" },
          { id: "cs_ems", name: "EMS", control_center_id: "cc_main" },
        ],
        cyber_assets: [
          { id: "ca_1", name: "relay-01", cyber_system_id: "cs_prot", asset_type: "hardware" },
        ],
      },
      {
        slug: "other",
        name: "Other Utility",
        api_keys: ["key-other-1"],
        facilities: [{ id: "fac_o", name: "Yard" }],
        cyber_systems: [{ id: "cs_o", name: "Protection", facility_id: "fac_o" }],
        cyber_assets: [
          { id: "ca_o1", name: "relay-01", cyber_system_id: "cs_o", asset_type: "software" },
        ],
      },
    ],
  };
}

function org(seed: { organizations: Json[] }, index: number): Json {
  const found = seed.organizations[index];
  if (found === undefined) throw new Error(`no organization ${index}`);
  return found;
}

function records(seed: { organizations: Json[] }, index: number, list: string): Json[] {
  return org(seed, index)[list] as Json[];
}

const acmeAssets = (seed: { organizations: Json[] }) => records(seed, 0, "cyber_assets");
const acmeSystems = (seed: { organizations: Json[] }) => records(seed, 0, "cyber_systems");

const cases: [string, (seed: { organizations: Json[] }) => unknown, string][] = [
  [
    "root not an object",
    () => [],
    '(root) is not an object; write a JSON object such as {"organizations": [...]}.',
  ],
  [
    "unknown root key",
    (s) => ({ ...s, version: 2 }),
    '(root) has an unknown field "version"; remove it (known fields: organizations).',
  ],
  ["organizations missing", () => ({}), "organizations is missing; set it to an array."],
  [
    "no organizations",
    () => ({ organizations: [] }),
    "organizations is empty; list at least one organization.",
  ],
  [
    "bad slug",
    (s) => {
      org(s, 0).slug = "Acme Power";
    },
    'organizations[0].slug "Acme Power" is not a slug; use lowercase letters, digits and inner hyphens, e.g. "grid-east".',
  ],
  [
    "duplicate slug",
    (s) => {
      org(s, 1).slug = "acme";
    },
    'organizations[1].slug "acme" is already the slug of organizations[0]; give each organization its own slug.',
  ],
  [
    "unknown organization field",
    (s) => {
      org(s, 0).apiKeys = [];
    },
    'organizations[0] has an unknown field "apiKeys"; remove it (known fields: slug, name, api_keys, expired_api_keys, facilities, control_centers, cyber_systems, cyber_assets).',
  ],
  [
    "empty organization name",
    (s) => {
      org(s, 0).name = "  ";
    },
    "organizations[0].name is empty; give the record a name.",
  ],
  [
    "no keys",
    (s) => {
      org(s, 0).api_keys = [];
    },
    "organizations[0].api_keys is empty; give the organization at least one API key.",
  ],
  [
    "key with a space",
    (s) => {
      org(s, 0).api_keys = ["has space"];
    },
    "organizations[0].api_keys[0] is not a usable API key; use a non-empty string of visible ASCII characters without spaces.",
  ],
  [
    "key shared by two organizations",
    (s) => {
      org(s, 1).api_keys = ["key-other-1", "key-acme-1"];
    },
    'organizations[1].api_keys[1] this key is already a key of organization "acme" (organizations[0].api_keys[0]); a key belongs to exactly one organization and is listed once: use a different key.',
  ],
  [
    "wrong facility prefix",
    (s) => {
      records(s, 0, "facilities")[0]!.id = "f_a";
    },
    'organizations[0].facilities[0].id "f_a" is not a valid id here; start it with "fac_" followed by letters, digits, "_" or "-", e.g. "fac_1".',
  ],
  [
    "duplicate id across organizations",
    (s) => {
      records(s, 1, "facilities")[0]!.id = "fac_a";
    },
    'organizations[1].facilities[0].id "fac_a" is already the id at organizations[0].facilities[0]; ids must be unique across the whole seed.',
  ],
  [
    "control center oversees an unknown facility",
    (s) => {
      records(s, 0, "control_centers")[0]!.facility_ids = ["fac_o"];
    },
    'organizations[0].control_centers[0].facility_ids[0] "fac_o" is not the id of a facility of organization "acme"; use the id of one of its facilities, declared before this record.',
  ],
  [
    "control center lists a facility twice",
    (s) => {
      records(s, 0, "control_centers")[0]!.facility_ids = ["fac_a", "fac_a"];
    },
    'organizations[0].control_centers[0].facility_ids lists "fac_a" twice; list each facility once.',
  ],
  [
    "system with two parents",
    (s) => {
      acmeSystems(s)[0]!.control_center_id = "cc_main";
    },
    "organizations[0].cyber_systems[0] has both facility_id and control_center_id; a cyber system belongs to exactly one parent: keep one of them.",
  ],
  [
    "system without parent",
    (s) => {
      delete acmeSystems(s)[0]!.facility_id;
    },
    'organizations[0].cyber_systems[0] has no parent; add "facility_id" (a facility of this organization) or "control_center_id" (a control center of it).',
  ],
  [
    "system under another organization's facility",
    (s) => {
      acmeSystems(s)[0]!.facility_id = "fac_o";
    },
    'organizations[0].cyber_systems[0].facility_id "fac_o" is not the id of a facility of organization "acme"; use the id of one of its facilities, declared before this record.',
  ],
  [
    "system under an unknown control center",
    (s) => {
      acmeSystems(s)[1]!.control_center_id = "cc_nope";
    },
    'organizations[0].cyber_systems[1].control_center_id "cc_nope" is not the id of a control center of organization "acme"; use the id of one of its control_centers, declared before this record.',
  ],
  [
    "dangling asset reference",
    (s) => {
      acmeAssets(s)[0]!.cyber_system_id = "cs_gone";
    },
    'organizations[0].cyber_assets[0].cyber_system_id "cs_gone" is not the id of a cyber system of organization "acme"; use the id of one of its cyber_systems, declared before this record.',
  ],
  [
    "unknown asset type",
    (s) => {
      acmeAssets(s)[0]!.asset_type = "firmware";
    },
    'organizations[0].cyber_assets[0].asset_type is "firmware"; use "hardware" or "software".',
  ],
  [
    "missing asset type",
    (s) => {
      delete acmeAssets(s)[0]!.asset_type;
    },
    'organizations[0].cyber_assets[0].asset_type is missing; use "hardware" or "software".',
  ],
  [
    "asset id with the wrong prefix",
    (s) => {
      acmeAssets(s)[0]!.id = "cs_9";
    },
    'organizations[0].cyber_assets[0].id "cs_9" is not a valid id here; start it with "ca_" followed by letters, digits, "_" or "-", e.g. "ca_1".',
  ],
  [
    "whitespace-only asset name",
    (s) => {
      acmeAssets(s)[0]!.name = " \t";
    },
    "organizations[0].cyber_assets[0].name must not be empty or only whitespace; give the asset its name or hostname.",
  ],
  [
    "numeric name",
    (s) => {
      acmeAssets(s)[0]!.name = 7;
    },
    "organizations[0].cyber_assets[0].name is 7, not a string; set it to a string.",
  ],
  [
    "record of another organization",
    (s) => {
      acmeAssets(s)[0]!.organization_slug = "other";
    },
    'organizations[0].cyber_assets[0].organization_slug is "other" but the record is listed under organization "acme"; set it to "acme" or remove it.',
  ],
  [
    "unknown record field",
    (s) => {
      acmeAssets(s)[0]!.impact = "high";
    },
    'organizations[0].cyber_assets[0] has an unknown field "impact"; remove it (known fields: id, name, organization_slug, cyber_system_id, asset_type).',
  ],
  [
    "records not an array",
    (s) => {
      org(s, 0).facilities = {};
    },
    "organizations[0].facilities is not an array; set it to an array or remove it.",
  ],
];

describe("parseEmulatorSeed", () => {
  it.each(cases)("rejects %s with a precise message", (_label, mutate, message) => {
    const seed = validSeed();
    const replaced = mutate(seed);
    const text = JSON.stringify(replaced ?? seed);
    expect(() => parseEmulatorSeed(text, "seed.json")).toThrow(
      new EmulatorSeedError(`seed.json: ${message}`),
    );
  });

  it("never quotes an API key in its messages", () => {
    const seed = validSeed();
    org(seed, 1).api_keys = ["key-acme-1"];
    expect(() => parseEmulatorSeed(JSON.stringify(seed), "seed.json")).toThrow(/already a key/);
    try {
      parseEmulatorSeed(JSON.stringify(seed), "seed.json");
    } catch (error) {
      expect(String(error)).not.toContain("key-acme-1");
    }
  });

  it.each([
    ['{"organizations": [}', 'data/seed.json:1:20: not valid JSON (unexpected character "}")'],
    [
      '{\n  "organizations": [\n    {"slug": "a",}\n',
      'data/seed.json:3:18: not valid JSON (unexpected character "}")',
    ],
    ['{"organizations": [', "data/seed.json:1:20: not valid JSON (unexpected end of input)"],
    [
      '{"api_keys": ["secret-key-1" "x"]}',
      'data/seed.json:1:30: not valid JSON (unexpected character "\\"")',
    ],
    ["", "data/seed.json:1:1: not valid JSON (unexpected end of input)"],
  ])(
    "names file:line:column of a JSON syntax error in %j, never quoting the text",
    (text, message) => {
      expect(() => parseEmulatorSeed(text, "data/seed.json")).toThrow(
        new EmulatorSeedError(`${message}; fix the syntax there.`),
      );
    },
  );

  it("normalizes records: drops organization_slug, treats a null parent as absent, defaults lists", () => {
    const seed = validSeed();
    acmeSystems(seed)[1]!.facility_id = null;
    acmeAssets(seed)[0]!.organization_slug = "acme";
    delete org(seed, 1).control_centers;
    const parsed = parseEmulatorSeed(JSON.stringify(seed), "seed.json");
    expect(parsed.organizations[0]?.cyber_systems[1]).toEqual({
      id: "cs_ems",
      name: "EMS",
      control_center_id: "cc_main",
    });
    expect(parsed.organizations[0]?.cyber_assets[0]).toEqual({
      id: "ca_1",
      name: "relay-01",
      cyber_system_id: "cs_prot",
      asset_type: "hardware",
    });
    expect(parsed.organizations[1]?.control_centers).toEqual([]);
  });

  it("accepts duplicate asset names (the server decides), and findDuplicateAssetName finds them ignoring case", () => {
    const seed = validSeed();
    acmeAssets(seed).push({
      id: "ca_2",
      name: "RELAY-01",
      cyber_system_id: "cs_ems",
      asset_type: "software",
    });
    const parsed = parseEmulatorSeed(JSON.stringify(seed), "seed.json");
    expect(findDuplicateAssetName(parsed)).toEqual({
      first: "organizations[0].cyber_assets[0].name",
      second: "organizations[0].cyber_assets[1].name",
      name: "RELAY-01",
    });
    expect(
      findDuplicateAssetName(parseEmulatorSeed(JSON.stringify(validSeed()), "seed.json")),
    ).toBeUndefined();
  });

  it("parses the example seed: two organizations with their demo keys", async () => {
    const path = new URL("../../examples/emulator-seed.json", import.meta.url);
    const seed = parseEmulatorSeed(await readFile(path, "utf8"), "examples/emulator-seed.json");
    expect(seed.organizations.map((o) => [o.slug, o.api_keys])).toEqual([
      ["grid-east", ["demo-key-grid-east"]],
      ["grid-west", ["demo-key-grid-west"]],
    ]);
    expect(findDuplicateAssetName(seed)).toBeUndefined();
  });
});
