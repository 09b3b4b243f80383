// One word for one thing, family by family (issue 90, item 1): over generated ledgers holding every
// kind of record (CIP-007 R2 and CIP-010 R3 merges among them), the audit report's count of each
// part of a family of the table (its tally of every obligation decided, as the report's section
// counts them: cli/evidence/report-reading.ts) equals the rows of the population made of that
// part's obligations. A CIP-007 R2.2 interval is a row of patch-evaluations.csv only when an
// evaluation closed it, so that population is held to the closed R2.2 count.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";
import { partTally } from "../../../src/core/obligations/part-counts.ts";
import type { PopulationName } from "../../../src/core/audit/populations.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { computeObligations } from "../../../src/core/obligations/obligations.ts";
import { day } from "../../support/evidence-records.ts";
import { generatedLedger } from "../../support/obligation-ledgers.ts";
import { populations } from "../../support/populations.ts";

/** Each family population, and the report's parts whose obligations are its rows. */
const COUNTED_AS: readonly [PopulationName, readonly string[], "all" | "closed"][] = [
  ["patchSources", ["CIP-007 R2.1"], "all"],
  ["patchEvaluations", ["CIP-007 R2.2"], "closed"],
  ["applicablePatches", ["CIP-007 R2.3"], "all"],
  ["mitigationPlans", ["CIP-007 R2.4"], "all"],
  ["assessmentIntervals", ["CIP-010 R3.1", "CIP-010 R3.2"], "all"],
  ["commissionedAssets", ["CIP-010 R3.3"], "all"],
  ["actionItems", ["CIP-010 R3.4"], "all"],
];

/** For each family population: its rows in `records`' populations, and the report's count of them. */
function familyCounts(records: Parameters<typeof computeObligations>[0]) {
  const obligations = computeObligations(records, day(400), DEFAULT_CALENDAR);
  const tallies = MERGE_JUDGED_FAMILIES.map((family) => partTally(family.kinds));
  for (const o of obligations) for (const tally of tallies) tally.add(o);
  const counts: Record<string, Record<string, number>> = Object.assign(
    {},
    ...tallies.map((tally) => tally.counts),
  );
  const found = populations(records, { from: day(0), to: day(401) }, { obligations });
  return COUNTED_AS.map(([name, parts, which]) => {
    const counted = parts.reduce((sum, part) => {
      const byStatus = counts[part] ?? {};
      const all = Object.values(byStatus).reduce((a, b) => a + b, 0);
      const closed = (byStatus.closed ?? 0) + (byStatus["closed-late"] ?? 0);
      return sum + (which === "all" ? all : closed);
    }, 0);
    return { name, rows: found[name], counted };
  });
}

describe("the report's family counts and the family populations of generated ledgers", () => {
  it("count each part's obligations alike, family by family", () => {
    fc.assert(
      fc.property(generatedLedger, (records) => {
        for (const { name, rows, counted } of familyCounts(records))
          expect(rows, name).toHaveLength(counted);
      }),
      { numRuns: 80 },
    );
  });

  // The generated ledgers reach every family population, so that none of the above was passed
  // over empty (patch-evaluations.csv only in some: few generated evaluations close an R2.2
  // interval, and test/cli/one-exception-count.test.ts holds that file to the closed R2.2 count
  // on the sample and a command-line ledger). A property of the generator, checked on a fixed
  // sample: checked beside the random runs above, it failed once in CI when those 80 ledgers held
  // no CIP-007 R2.3 obligation.
  it("are reached, every one, by a fixed sample of the generated ledgers", () => {
    const reached = new Set<string>();
    for (const records of fc.sample(generatedLedger, { numRuns: 80, seed: 99 }))
      for (const { name, counted } of familyCounts(records)) if (counted > 0) reached.add(name);
    const expected = COUNTED_AS.map(([name]) => name).filter((name) => name !== "patchEvaluations");
    expect([...reached]).toEqual(expect.arrayContaining(expected));
  });
});
