// The requirement table against the standards' Applicable Systems columns: every class × impact ×
// erc combination, for every row. The expectations are written from the standards' text, apart
// from the table, so a row that drifts from its column fails here.
import { describe, expect, it } from "vitest";
import { ASSET_CLASSES } from "../../../../src/core/inventory/document/asset-class.ts";
import { IMPACT_LEVELS } from "../../../../src/core/inventory/document/principals.ts";
import {
  applies,
  REQUIREMENT_IDS,
  REQUIREMENT_TABLE,
  requirementRow,
  type RequirementId,
} from "../../../../src/core/inventory/baselines/requirements.ts";

/** "impact class" pairs each column names; "medium+erc" for Medium with ERC only. */
const COLUMNS = {
  // "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium
  // Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA"
  "CIP-010 R1.1": [
    "high BCA",
    "high EACMS",
    "high PACS",
    "high PCA",
    "medium BCA",
    "medium EACMS",
    "medium PACS",
    "medium PCA",
  ],
  "CIP-010 R1.2": [
    "high BCA",
    "high EACMS",
    "high PACS",
    "high PCA",
    "medium BCA",
    "medium EACMS",
    "medium PACS",
    "medium PCA",
  ],
  "CIP-010 R1.3": [
    "high BCA",
    "high EACMS",
    "high PACS",
    "high PCA",
    "medium BCA",
    "medium EACMS",
    "medium PACS",
    "medium PCA",
  ],
  "CIP-010 R1.4": [
    "high BCA",
    "high EACMS",
    "high PACS",
    "high PCA",
    "medium BCA",
    "medium EACMS",
    "medium PACS",
    "medium PCA",
  ],
  // "High Impact BES Cyber Systems"
  "CIP-010 R1.5": ["high BCA"],
  // "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PACS. Medium Impact BES
  // Cyber Systems and their associated 1. EACMS; and 2. PACS"
  "CIP-010 R1.6": [
    "high BCA",
    "high EACMS",
    "high PACS",
    "medium BCA",
    "medium EACMS",
    "medium PACS",
  ],
  // "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PCA"
  "CIP-010 R2.1": ["high BCA", "high EACMS", "high PCA"],
  // "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium
  // Impact BES Cyber Systems with External Routable Connectivity and their associated ..."
  "CIP-007 R1.1": [
    "high BCA",
    "high EACMS",
    "high PACS",
    "high PCA",
    "medium+erc BCA",
    "medium+erc EACMS",
    "medium+erc PACS",
    "medium+erc PCA",
  ],
  // CIP-007-6 R2.1 to R2.4: "High Impact BES Cyber Systems and their associated: 1. EACMS; 2.
  // PACS; and 3. PCA" and "Medium Impact BES Cyber Systems and their associated: 1. EACMS; 2.
  // PACS; and 3. PCA", with no External Routable Connectivity qualifier.
  ...Object.fromEntries(
    (["CIP-007 R2.1", "CIP-007 R2.2", "CIP-007 R2.3", "CIP-007 R2.4"] as const).map((id) => [
      id,
      ["BCA", "EACMS", "PACS", "PCA"].flatMap((name) => [`high ${name}`, `medium ${name}`]),
    ]),
  ),
  // CIP-010-4 R3.1 and R3.4: "High Impact BES Cyber Systems and their associated: 1. EACMS; 2.
  // PACS; and 3. PCA / Medium Impact BES Cyber Systems and their associated: 1. EACMS; 2. PACS;
  // and 3. PCA" (R3.4: "same as 3.1").
  ...Object.fromEntries(
    (["CIP-010 R3.1", "CIP-010 R3.4"] as const).map((id) => [
      id,
      ["BCA", "EACMS", "PACS", "PCA"].flatMap((name) => [`high ${name}`, `medium ${name}`]),
    ]),
  ),
  // R3.2: "High Impact BES Cyber Systems (only: no EACMS, PACS, PCA, no Medium)"
  "CIP-010 R3.2": ["high BCA"],
  // R3.3: "High Impact BES Cyber Systems and their associated: 1. EACMS; and 2. PCA (no PACS, no Medium)"
  "CIP-010 R3.3": ["high BCA", "high EACMS", "high PCA"],
};

const ERC = [true, false, undefined] as const;

it("has a column for every row of the table", () => {
  expect(Object.keys(COLUMNS).sort()).toEqual([...REQUIREMENT_IDS].sort());
});

const cases = REQUIREMENT_IDS.flatMap((id) =>
  IMPACT_LEVELS.flatMap((impact) =>
    ASSET_CLASSES.flatMap((assetClass) =>
      ERC.map((erc) => {
        const column: string[] = (COLUMNS as Partial<Record<RequirementId, string[]>>)[id] ?? [];
        const named =
          column.includes(`${impact} ${assetClass}`) ||
          // Medium without erc: declared is judged as with it (fail closed).
          (impact === "medium" && erc !== false && column.includes(`medium+erc ${assetClass}`));
        return { id, impact, assetClass, erc: String(erc), expected: named };
      }),
    ),
  ),
);

describe("the requirement table against the standards' columns", () => {
  it("has one row per requirement part, each quoting its column", () => {
    expect(REQUIREMENT_TABLE.map((row) => row.id)).toEqual([...REQUIREMENT_IDS]);
    for (const row of REQUIREMENT_TABLE)
      expect(row.applicableSystems).toMatch(/^High Impact BES Cyber Systems/);
  });

  it.each(cases)(
    "$id: $impact $assetClass, erc $erc -> $expected",
    ({ id, impact, assetClass, erc, expected }) => {
      const scope = {
        class: assetClass,
        impact,
        ...(erc === "undefined" ? {} : { erc: erc === "true" }),
      };
      expect(applies(requirementRow(id), scope)).toBe(expected);
    },
  );

  it("keeps as data the clock each row's quoted words count in calendar months or days", () => {
    const counted = REQUIREMENT_TABLE.filter((row) => row.every !== undefined).map((row) => {
      const every = row.every!;
      const [n, unit] = "months" in every ? [every.months, "months"] : [every.days, "days"];
      expect(row.requirementText?.toLowerCase()).toContain(
        `at least once every ${n} calendar ${unit}`,
      );
      return row.id;
    });
    expect(counted).toEqual(["CIP-010 R3.1", "CIP-010 R3.2"]);
  });

  it("names each row's version of the standard as its source does", () => {
    for (const row of REQUIREMENT_TABLE)
      expect(row.source.startsWith(`${row.standard} `)).toBe(true);
    expect(requirementRow("CIP-007 R2.4").laterVersions?.map((later) => later.standard)).toEqual([
      "CIP-007-7.1",
    ]);
  });

  it("names EAP in no CIP-010 or CIP-007 R1.1 row, and no Low system anywhere", () => {
    expect(
      cases.filter((c) => (c.assetClass === "EAP" || c.impact === "low") && c.expected),
    ).toEqual([]);
  });
});
