// CIP-003-9's low-impact rows as data: a row per part, in order; each clock where the standard
// gives one; the versions keyed by day as CIP-007's and CIP-010's are (CIP-003-10 from
// 2028-07-01, CIP-003-11 from 2029-07-01, whose Section 3.1 takes Section 6's place), judged by what the policy's
// standards: puts in force; and every row's words quoted on its docs page, beside its rule.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { LOW_IMPACT_SHAPE } from "../../../../src/core/families/low-impact/low-impact-shape.ts";
import {
  LOW_IMPACT_PART_IDS,
  LOW_IMPACT_ROWS,
  lowImpactRow,
  lowImpactVersionOn,
} from "../../../../src/core/obligations/low-impact/low-impact-rows.ts";

const BOTH = [
  { version: "CIP-003-10", from: "2028-07-01" },
  { version: "CIP-003-11", from: "2029-07-01" },
];

describe("the low-impact rows", () => {
  it("have a row per part, in order, each quoting CIP-003-9 from 2026-04-01", () => {
    expect(LOW_IMPACT_ROWS.map((row) => row.id)).toEqual([...LOW_IMPACT_PART_IDS]);
    for (const row of LOW_IMPACT_ROWS) {
      expect(row.standard).toBe("CIP-003-9");
      expect(row.enforceableFrom).toBe("2026-04-01");
      expect(row.laterVersions.map((later) => [later.standard, later.enforceableFrom])).toEqual([
        ["CIP-003-10", "2028-07-01"],
        ["CIP-003-11", "2029-07-01"],
      ]);
    }
  });

  it("give a clock where the standard does, and none where a change of the site file is the event", () => {
    expect(Object.fromEntries(LOW_IMPACT_ROWS.map((row) => [row.id, row.every ?? null]))).toEqual({
      "CIP-003 R1.2": { months: 15 },
      "CIP-003 R2 Section 1": { months: 15 },
      "CIP-003 R2 Section 2": null,
      "CIP-003 R2 Section 3": null,
      "CIP-003 R2 Section 4.5": { months: 36 },
      "CIP-003 R2 Section 4.6": { days: 180 },
      "CIP-003 R2 Section 5": null,
      "CIP-003 R2 Section 6": null,
    });
  });
});

describe("the family's standard, as the policy's standards: names it", () => {
  it("is the versions the rows quote and name, in order", () => {
    expect(LOW_IMPACT_SHAPE.standard).toStrictEqual({
      standard: "CIP-003",
      quoted: [...new Set(LOW_IMPACT_ROWS.map((row) => row.standard))],
      later: [
        ...new Set(LOW_IMPACT_ROWS.flatMap((row) => row.laterVersions.map((l) => l.standard))),
      ],
      enforceableFrom: Object.fromEntries(
        LOW_IMPACT_ROWS.flatMap((row) => row.laterVersions).map((l) => [
          l.standard,
          l.enforceableFrom,
        ]),
      ),
    });
  });
});

describe("lowImpactVersionOn", () => {
  it.each([
    { day: "2028-06-30", versions: BOTH, expected: "CIP-003-9" },
    { day: "2028-07-01", versions: BOTH, expected: "CIP-003-10" },
    { day: "2029-06-30", versions: BOTH, expected: "CIP-003-10" },
    { day: "2029-07-01", versions: BOTH, expected: "CIP-003-11" },
    // Nothing chosen: the row's own, whatever the day (the tool chooses no day for the entity).
    { day: "2030-01-01", versions: [], expected: "CIP-003-9" },
    // CIP-003-11 chosen alone, straight from CIP-003-9.
    { day: "2029-07-01", versions: [BOTH[1]!], expected: "CIP-003-11" },
  ])("Section 6 on $day is judged by $expected", ({ day, versions, expected }) => {
    expect(lowImpactVersionOn("CIP-003 R2 Section 6", day, versions).standard).toBe(expected);
  });

  // Issue 96, item 4: Section 6 is never dropped, but judged as CIP-003-11's parts.
  it("from CIP-003-11's day, Section 6 is judged as 3.1.5, 3.1.6 and 3.1.2, and R1.2 drops the vendor topic", () => {
    const six = lowImpactVersionOn("CIP-003 R2 Section 6", "2029-07-01", BOTH);
    expect(six).toMatchObject({ standard: "CIP-003-11" });
    expect("changes" in six && six.changes).toContain(
      "determining (6.1) as 3.1.5 and disabling (6.2) as 3.1.6",
    );
    const r12 = lowImpactVersionOn("CIP-003 R1.2", "2029-07-01", BOTH);
    expect("changes" in r12 && r12.changes).toContain(
      "drops the vendor electronic remote access topic",
    );
  });
});

describe("the docs page", () => {
  it("quotes every row's words, beside its rule", async () => {
    const page = (await readFile("docs/obligations/cip-003-low-impact.md", "utf8")).replace(
      /\s+/g,
      " ",
    );
    for (const row of LOW_IMPACT_ROWS)
      expect(page, `${row.id}'s words`).toContain(`"${row.requirementText}"`);
    expect(lowImpactRow("CIP-003 R2 Section 6").operationalEvidence).toContain("session logs");
  });
});
