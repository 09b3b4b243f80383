// What the report's first pass keeps of a workspace for its timeline and its newest records
// (issue 99): bounded by the bins and LATEST_RECORDS_KEPT, however many records it is fed.
import { describe, expect, it } from "vitest";
import {
  LATEST_RECORDS_KEPT,
  TIMELINE_MAX_BINS,
  TimelinePass,
  timelineBins,
} from "../../../../src/core/evidence/report/report-timeline.ts";
import {
  changeExceptions,
  changeMark,
} from "../../../../src/core/evidence/report/report-entries.ts";
import { CHANGE_OUTCOMES } from "../../../../src/core/evidence/records/evidence-record.ts";

const DAY_MS = 86_400_000;
const THREE_YEARS = {
  from: new Date("2026-01-01T00:00:00Z"),
  to: new Date("2029-01-01T00:00:00Z"),
};

describe("TimelinePass", () => {
  it("keeps at most a count per bin and key, and the paths of the last records of each kind", () => {
    const pass = new TimelinePass(THREE_YEARS);
    const at = (index: number) =>
      new Date(THREE_YEARS.from.getTime() + index * 3 * 3_600_000).toISOString();
    const runs = 8_000;
    for (let index = 0; index < runs; index++) {
      pass.addRun(`run-${index}`, at(index), index % 4 !== 0);
      if (index % 2 === 0) pass.addChange(`change-${index}`, at(index), "applied");
    }
    const { runs: runBins, changes } = pass.timeline();
    expect(runBins.length).toBeLessThanOrEqual(2 * TIMELINE_MAX_BINS);
    expect(runBins.reduce((sum, { count }) => sum + count, 0)).toBe(runs);
    expect(changes.reduce((sum, { count }) => sum + count, 0)).toBe(runs / 2);
    const latest = pass.latest();
    expect(latest.monitoring).toEqual(
      Array.from(
        { length: LATEST_RECORDS_KEPT },
        (_, n) => `run-${runs - LATEST_RECORDS_KEPT + n}`,
      ),
    );
    expect(latest.change).toHaveLength(LATEST_RECORDS_KEPT);
    expect(latest.change.at(-1)).toBe(`change-${runs - 2}`);
    expect(latest["configuration-monitoring"]).toEqual([]);
  });

  it("bins a period of over a year in bins of several days, at most TIMELINE_MAX_BINS", () => {
    const { binDays, binOf } = timelineBins(THREE_YEARS);
    expect(binDays).toBe(3);
    expect(binOf(new Date(THREE_YEARS.to.getTime() - 1).toISOString())).toBe(TIMELINE_MAX_BINS - 1);
    expect(binOf(new Date(THREE_YEARS.from.getTime() + 3 * DAY_MS).toISOString())).toBe(1);
  });
});

it("changeMark: an incomplete or refused change is marked so, break-glass or not", () => {
  const marks = CHANGE_OUTCOMES.map((outcome) => [
    outcome,
    changeMark(outcome, false),
    changeMark(outcome, true),
  ]);
  expect(marks).toEqual([
    ["applied", "applied", "break-glass"],
    ["partly-applied", "incomplete", "incomplete"],
    ["failed", "incomplete", "incomplete"],
    ["no-changes", "applied", "break-glass"],
    ["interrupted", "incomplete", "incomplete"],
    ["plan-changed", "refused", "refused"],
    ["unsafe", "refused", "refused"],
    ["no-reviewed-plan", "refused", "refused"],
    ["not-approved", "refused", "refused"],
    ["policy", "refused", "refused"],
    ["invalid", "refused", "refused"],
  ]);
});

it("changeMark: every change but one marked applied is an exception the report lists", () => {
  for (const outcome of CHANGE_OUTCOMES)
    for (const breakGlass of [false, true])
      expect({
        outcome,
        breakGlass,
        exception: changeMark(outcome, breakGlass) !== "applied",
      }).toEqual({
        outcome,
        breakGlass,
        exception: changeExceptions(outcome, breakGlass).length > 0,
      });
});
