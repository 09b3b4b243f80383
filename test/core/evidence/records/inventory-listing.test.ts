// The inventory listing kept beside a reconciliation's record: every BES asset and cyber system
// the service holds, with each managed system's declared facts, and every asset of the workspace's
// systems with what its document declares of it (found by name, or by the name it is renamed
// from); written one entry a line; read back only when its bytes are the ones its record vouches for.
import { describe, expect, it } from "vitest";
import {
  type InventoryListing,
  inventoryListing,
  type ListedDocument,
  listingPath,
  listingReference,
  readListing,
  serializeListing,
} from "../../../../src/core/evidence/records/beside/inventory-listing.ts";
import type { DeclaredAsset } from "../../../../src/core/inventory/document/document.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import { cyberAsset, cyberSystem, liveInventory } from "../../../support/fixtures.ts";

const at = { file: "inventory/alpha.yaml", line: 1, column: 1 };
const located = <T>(value: T) => ({ value, location: at });
const ORG = { organization_slug: "grid-east" };
const COMMIT = "c".repeat(40);
const REF = `sha256:${"a".repeat(64)}`;
const CONTENT = `sha256:${"b".repeat(64)}`;

function asset(name: string, more: Partial<DeclaredAsset> = {}): DeclaredAsset {
  return { name, type: "hardware", location: at, ...more };
}

/** Alpha declares every fact; Beta none; Gamma and Delta are another workspace's. */
const declared: ListedDocument[] = [
  {
    system: { id: "cs_alpha", impact: "high" },
    document: {
      erc: located(true),
      esp: located("ESP-ALPHA"),
      psp: located("PSP-ALPHA"),
      criteria: located(["2.5", "2.1"]),
      assets: [
        asset("alpha-rtu", {
          class: located("EACMS"),
          baseline: { digest: REF, kind: "ref" },
        }),
        asset("alpha-hmi", { baseline: { digest: CONTENT, kind: "content" } }),
        // Renamed in git, not yet in the service: the live asset still has the old name.
        asset("alpha-new", { renamedFrom: located("Alpha-Old"), class: located("PCA") }),
        // Renamed from a name another asset is declared under: that asset keeps its name.
        asset("alpha-swap", { renamedFrom: located("alpha-hmi"), class: located("PACS") }),
      ],
    },
  },
  { system: { id: "cs_beta", impact: undefined }, document: { assets: [asset("beta-1")] } },
];

const live = liveInventory({
  facilities: [
    { id: "fac_b", name: "Substation B", ...ORG },
    { id: "fac_a", name: "Substation A", ...ORG },
  ],
  controlCenters: [{ id: "cc_1", name: "Control Center 1", ...ORG }],
  cyberSystems: [
    cyberSystem("cs_gamma", "Gamma", { facility_id: null, control_center_id: "cc_1" }),
    cyberSystem("cs_beta", "Beta", { facility_id: "fac_b" }),
    cyberSystem("cs_delta", "Delta"),
    cyberSystem("cs_alpha", "Alpha", { facility_id: "fac_a", control_center_id: "cc_1" }),
  ],
  cyberAssets: [
    cyberAsset("ca_6", "gamma-1", "cs_gamma"),
    cyberAsset("ca_5", "alpha-rtu", "cs_beta", "software"),
    cyberAsset("ca_4", "alpha-undeclared", "cs_alpha"),
    cyberAsset("ca_3", "alpha-old", "cs_alpha"),
    cyberAsset("ca_2", "Alpha-HMI", "cs_alpha"),
    cyberAsset("ca_1", "alpha-rtu", "cs_alpha", "software"),
    cyberAsset("ca_7", "beta-1", "cs_beta"),
  ],
});

const expected: InventoryListing = {
  format_version: 2,
  workspace: "grid-east",
  commit: COMMIT,
  bes_assets: [
    { kind: "control-center", id: "cc_1", name: "Control Center 1" },
    { kind: "facility", id: "fac_a", name: "Substation A" },
    { kind: "facility", id: "fac_b", name: "Substation B" },
  ],
  cyber_systems: [
    {
      id: "cs_alpha",
      name: "Alpha",
      parent_kind: "facility",
      parent_id: "fac_a",
      managed: true,
      impact: "high",
      erc: true,
      esp: "ESP-ALPHA",
      psp: "PSP-ALPHA",
      criteria: ["2.5", "2.1"],
    },
    {
      id: "cs_beta",
      name: "Beta",
      parent_kind: "facility",
      parent_id: "fac_b",
      managed: true,
    },
    {
      id: "cs_delta",
      name: "Delta",
      parent_kind: null,
      parent_id: null,
      managed: false,
    },
    {
      id: "cs_gamma",
      name: "Gamma",
      parent_kind: "control-center",
      parent_id: "cc_1",
      managed: false,
    },
  ],
  cyber_assets: [
    {
      id: "ca_1",
      name: "alpha-rtu",
      cyber_system_id: "cs_alpha",
      asset_type: "software",
      class: "EACMS",
      baseline: REF,
      baseline_kind: "ref",
    },
    {
      id: "ca_2",
      name: "Alpha-HMI",
      cyber_system_id: "cs_alpha",
      asset_type: "hardware",
      class: "BCA",
      baseline: CONTENT,
      baseline_kind: "content",
    },
    {
      id: "ca_3",
      name: "alpha-old",
      cyber_system_id: "cs_alpha",
      asset_type: "hardware",
      class: "PCA",
    },
    { id: "ca_4", name: "alpha-undeclared", cyber_system_id: "cs_alpha", asset_type: "hardware" },
    { id: "ca_5", name: "alpha-rtu", cyber_system_id: "cs_beta", asset_type: "software" },
    {
      id: "ca_7",
      name: "beta-1",
      cyber_system_id: "cs_beta",
      asset_type: "hardware",
      class: "BCA",
    },
  ],
};

describe("inventoryListing", () => {
  it("lists what the service holds, sorted by id, with what the workspace's documents declare", () => {
    expect(inventoryListing("grid-east", COMMIT, declared, live)).toStrictEqual(expected);
  });

  it("lists an empty service as empty lists", () => {
    expect(inventoryListing("grid-west", COMMIT, [], liveInventory())).toStrictEqual({
      format_version: 2,
      workspace: "grid-west",
      commit: COMMIT,
      bes_assets: [],
      cyber_systems: [],
      cyber_assets: [],
    });
  });
});

describe("serializeListing", () => {
  it("writes one entry a line inside each list, and an empty list on its key's line", () => {
    const listing: InventoryListing = {
      ...expected,
      bes_assets: expected.bes_assets.slice(0, 2),
      cyber_systems: [],
      cyber_assets: expected.cyber_assets.slice(3, 4),
    };
    expect(serializeListing(listing)).toBe(
      [
        "{",
        '  "format_version": 2,',
        '  "workspace": "grid-east",',
        `  "commit": "${COMMIT}",`,
        '  "bes_assets": [',
        '    {"kind":"control-center","id":"cc_1","name":"Control Center 1"},',
        '    {"kind":"facility","id":"fac_a","name":"Substation A"}',
        "  ],",
        '  "cyber_systems": [],',
        '  "cyber_assets": [',
        '    {"id":"ca_4","name":"alpha-undeclared","cyber_system_id":"cs_alpha","asset_type":"hardware"}',
        "  ]",
        "}",
        "",
      ].join("\n"),
    );
  });
});

describe("listingPath and listingReference", () => {
  it("files the listing beside its record, and the record keeps its SHA-256 and its asset count", () => {
    expect(listingPath("records/w/2026/01/x-monitoring-1-1.json")).toBe(
      "records/w/2026/01/x-monitoring-1-1.json.listing",
    );
    const text = serializeListing(expected);
    expect(listingReference(text, expected)).toEqual({ sha256: sha256Hex(text), cyber_assets: 6 });
  });
});

describe("readListing", () => {
  const path = "records/w/2026/01/x-monitoring-1-1.json.listing";
  const vouched = (text: string) => ({ sha256: sha256Hex(text), cyber_assets: 0 });

  it("reads a listing whose bytes are the ones its record vouches for, of either format", () => {
    const text = serializeListing(expected);
    expect(readListing(Buffer.from(text), vouched(text), path)).toStrictEqual(expected);
    const first = {
      format_version: 1,
      workspace: "w",
      commit: COMMIT,
      bes_assets: [],
      cyber_systems: [
        { id: "cs_1", name: "One", parent_kind: null, parent_id: null, managed: true },
      ],
      cyber_assets: [],
    };
    const old = JSON.stringify(first);
    expect(readListing(Buffer.from(old), vouched(old), path)).toStrictEqual(first);
  });

  it.each<[string, string, { sha256: string; cyber_assets: number } | undefined, string]>([
    [
      "edited after it was sealed",
      serializeListing(expected),
      { sha256: "0".repeat(64), cyber_assets: 6 },
      `${path} has SHA-256 ${sha256Hex(serializeListing(expected))}, but its record says ${"0".repeat(64)}: the listing was changed after it was sealed`,
    ],
    [
      "not JSON",
      '{"format_version": 2',
      undefined,
      `${path} is not JSON, though its record vouches for its bytes`,
    ],
    [
      "JSON, but not a listing",
      JSON.stringify({ ...expected, workspace: 7 }),
      undefined,
      `${path} is not an inventory listing (Invalid input: expected string, received number)`,
    ],
    [
      "a listing with a field it does not have",
      JSON.stringify({ ...expected, extra: true }),
      undefined,
      `${path} is not an inventory listing (Unrecognized key: "extra")`,
    ],
  ])("refuses a listing %s, saying so", (_, text, reference, problem) => {
    expect(readListing(Buffer.from(text), reference ?? vouched(text), path)).toStrictEqual({
      problem,
    });
  });
});
