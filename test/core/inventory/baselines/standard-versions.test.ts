// Which version of a standard judges a part on a day: the row's own until the day the policy
// names, the later version's row from that day on; a part whose row has no later version keeps its
// own whatever the policy says.
import { describe, expect, it } from "vitest";
import { requirementRow } from "../../../../src/core/inventory/baselines/requirements.ts";
import {
  TABLE_STANDARDS,
  versionOn,
  versionsOf,
} from "../../../../src/core/inventory/baselines/standard-versions.ts";

const SEVEN_FROM = [{ version: "CIP-007-7.1", from: "2028-07-01" }];
const R24_CHANGES = requirementRow("CIP-007 R2.4").laterVersions?.[0]?.changes;

describe("versionOn", () => {
  it.each([
    {
      what: "the day before",
      id: "CIP-007 R2.4",
      day: "2028-06-30",
      versions: SEVEN_FROM,
      expected: { standard: "CIP-007-6" },
    },
    {
      what: "the day",
      id: "CIP-007 R2.4",
      day: "2028-07-01",
      versions: SEVEN_FROM,
      expected: { standard: "CIP-007-7.1", changes: R24_CHANGES },
    },
    {
      what: "a year after",
      id: "CIP-007 R2.4",
      day: "2029-07-01",
      versions: SEVEN_FROM,
      expected: { standard: "CIP-007-7.1", changes: R24_CHANGES },
    },
    {
      what: "no version chosen",
      id: "CIP-007 R2.4",
      day: "2030-01-01",
      versions: [],
      expected: { standard: "CIP-007-6" },
    },
    {
      what: "a row without a later version",
      id: "CIP-007 R1.1",
      day: "2030-01-01",
      versions: SEVEN_FROM,
      expected: { standard: "CIP-007-6" },
    },
    {
      what: "another standard's row",
      id: "CIP-010 R1.2",
      day: "2030-01-01",
      versions: SEVEN_FROM,
      expected: { standard: "CIP-010-4" },
    },
    {
      what: "a version no row names",
      id: "CIP-007 R2.1",
      day: "2030-01-01",
      versions: [{ version: "CIP-007-8", from: "2020-01-01" }],
      expected: { standard: "CIP-007-6" },
    },
  ] as const)("$what: $id on $day is $expected.standard", ({ id, day, versions, expected }) => {
    expect(versionOn(id, day, versions)).toEqual(expected);
  });

  it.each([
    { day: "2029-12-31", expected: "CIP-010-4" },
    { day: "2030-01-01", expected: "CIP-010-5" },
  ])(
    "CIP-010 R3.2 on $day is judged by $expected, as CIP-007-7.1 is chosen",
    ({ day, expected }) => {
      const versions = [{ version: "CIP-010-5", from: "2030-01-01" }];
      expect(versionOn("CIP-010 R3.2", day, versions).standard).toBe(expected);
    },
  );

  it("reads the later version's row: CIP-007-7.1's R2.4 names the approval records as evidence", () => {
    expect(R24_CHANGES).toContain("approval records for mitigation plan revisions or extensions");
  });

  it("knows the standards of the table and their later versions", () => {
    expect(TABLE_STANDARDS).toEqual(["CIP-010", "CIP-007"]);
    expect(versionsOf("CIP-007")).toEqual({ quoted: ["CIP-007-6"], later: ["CIP-007-7.1"] });
    expect(versionsOf("CIP-010")).toEqual({ quoted: ["CIP-010-4"], later: ["CIP-010-5"] });
  });
});

describe("a version by the name an older record or checkpoint keeps", () => {
  it("judges CIP-007-7, as records before the rename keep it, as CIP-007-7.1", () => {
    const kept = [{ version: "CIP-007-7", from: "2028-07-01" }];
    expect(versionOn("CIP-007 R2.4", "2028-06-30", kept)).toEqual({ standard: "CIP-007-6" });
    expect(versionOn("CIP-007 R2.4", "2028-07-01", kept)).toEqual({
      standard: "CIP-007-7.1",
      changes: R24_CHANGES,
    });
  });
});
