// A baseline's `reviewed:` date, held to the authority table's baseline-reviewed row: never after
// the merge that carries it (the latest day any time zone has then), at the asset's file, line and
// column; a date the base already has is not this merge's, and a baseline without one has none.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../../src/core/inventory/document/parse-inventory.ts";
import { baselineReviewedProblems } from "../../../../../src/core/review/policy/governance/baseline-dates.ts";

// The merge at 2026-11-25T23:00Z: some time zone already has 2026-11-26, none 2026-11-27.
const MERGE = Date.parse("2026-11-25T23:00:00Z");
const BASELINE =
  "os_firmware: [{ name: RTOS, version: '4.2' }], software: [], custom_software: [], ports: [], patches: []";
const inventory = (reviewed?: string) =>
  parseInventoryText(
    `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01: { type: hardware, baseline: { ${BASELINE}${reviewed === undefined ? "" : `, reviewed: ${reviewed}`} } }\n`,
    "inventory/alpha.yaml",
  ).documents;
const LATE = (date: string) =>
  `inventory/alpha.yaml:5:3: asset alpha-rtu-01: baseline reviewed: it is dated ${date}, after the record that carries it (2026-11-25T23:00:00.000Z); write the day the baseline was confirmed, which cannot be after this merge`;

describe("a baseline's reviewed: date is never after the merge that carries it", () => {
  it.each<[string, string | undefined, string | undefined, string[]]>([
    ["confirmed on the day of the merge", "2026-10-01", "2026-11-25", []],
    ["dated the day a time zone ahead already has", "2026-10-01", "2026-11-26", []],
    ["dated the day after any time zone has", "2026-10-01", "2026-11-27", [LATE("2026-11-27")]],
    ["first written, in 2062", undefined, "2062-01-01", [LATE("2062-01-01")]],
    ["a future date the base already has: not this merge's", "2062-01-01", "2062-01-01", []],
    ["none written", "2026-10-01", undefined, []],
  ])("%s", (_case, atBase, atHead, problems) => {
    const documents = inventory(atHead);
    expect(documents).toHaveLength(1);
    expect(baselineReviewedProblems(inventory(atBase), documents, MERGE)).toEqual(problems);
  });
});

describe("which baseline a reviewed: date belongs to", () => {
  const two = (first: string, second: string) =>
    parseInventoryText(
      `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01: { type: hardware, baseline: { ${BASELINE}, reviewed: ${first} } }\n  alpha-rtu-02: { type: hardware, baseline: { ${BASELINE}, reviewed: ${second} } }\n`,
      "inventory/alpha.yaml",
    ).documents;

  it("a date the base already has for this asset is not this merge's, whatever another asset has", () => {
    expect(
      baselineReviewedProblems(
        two("2062-01-01", "2026-01-01"),
        two("2062-01-01", "2026-01-01"),
        MERGE,
      ),
    ).toEqual([]);
  });

  it("a baseline kept elsewhere (baseline_ref) has no reviewed: date to judge", () => {
    const documents = parseInventoryText(
      `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01: { type: hardware, baseline_ref: { uri: "https://cmdb.example/rtu", sha256: ${"a".repeat(64)} } }\n`,
      "inventory/alpha.yaml",
    ).documents;
    expect(documents[0]?.assets[0]?.baseline?.kind).toBe("ref");
    expect(baselineReviewedProblems([], documents, MERGE)).toEqual([]);
  });

  it("a reviewed: that is no date (a number, as YAML reads 20620101) carries no date", () => {
    const [document] = inventory("2026-10-01");
    const asset = document!.assets[0]!;
    const numbered = {
      ...document!,
      assets: [{ ...asset, baseline: { ...asset.baseline!, content: { reviewed: 20620101 } } }],
    };
    expect(baselineReviewedProblems([], [numbered], MERGE)).toEqual([]);
  });
});
