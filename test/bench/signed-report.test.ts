// The benchmark's signed section (bench/signed-report.ts): each command's ratio is to the floor
// run just before and after it in its round (floorBetween: their mean), not to the median of
// every floor run, since a shared machine's speed moves within a run. Table-driven over what a
// run measured.
import { describe, expect, it } from "vitest";
import type { ChildRun } from "../../bench/measure.ts";
import type { RunFigures } from "../../bench/plan.ts";
import {
  type BesideFloor,
  floorBetween,
  type SignedMeasurement,
} from "../../bench/signed-evidence.ts";
import { renderSignedSection } from "../../bench/signed-report.ts";

const SECOND = 1000;

function run(wallMs: number, cpuMs = wallMs, maxRssBytes = 300e6): RunFigures {
  return { wallMs, maxRssBytes, requests: [], cpuMs, busiestThreadMs: undefined };
}

/** 100,000 records whose every floor run took 10 s but for those beside verify and the handover. */
function measured(beside: Partial<Record<BesideFloor, RunFigures>>): SignedMeasurement {
  const floor = run(10 * SECOND);
  return {
    records: 100_000,
    signed: 90_002,
    runs: 1,
    floor,
    floorBeside: {
      verify: floor,
      obligations: floor,
      populations: floor,
      report: floor,
      four: floor,
      handover: floor,
      ...beside,
    },
    commands: {
      verify: run(15 * SECOND, 20 * SECOND),
      obligations: run(20 * SECOND),
      populations: run(30 * SECOND),
      report: run(25 * SECOND),
    },
    four: run(90 * SECOND),
    handover: run(45 * SECOND, 80 * SECOND, 450e6),
  };
}

/** The target line of `name` in the section. */
function targetLine(section: string, name: string): string {
  const line = section.split("\n").find((row) => row.startsWith(`| ${name}`));
  if (line === undefined) throw new Error(`no target line starting ${name}`);
  return line;
}

const VERIFY = "evidence verify --ledger-declaration --repository, 100,000 records: ≤ 1.5×";
const HANDOVER = "the handover as printed, evidence handover, 100,000 records: ≤ 4×";

describe("the signed section's ratios to the floor beside each command", () => {
  it.each([
    {
      what: "the floor beside them as every run's",
      beside: {},
      verify:
        "1.50× (15.00 s / 10.00 s, the floor just before and after it); its CPU time (20.00 s) on 2 cores allows no less than 1.00× | pass |",
      handover:
        "4.50× (45.00 s / 10.00 s, the floor just before and after it); its CPU time (80.00 s) on 2 cores allows no less than 4.00× | **FAIL** |",
    },
    {
      what: "a slower hour beside the handover, a faster one beside verify",
      beside: { verify: run(9 * SECOND), handover: run(12 * SECOND) },
      verify:
        "1.67× (15.00 s / 9.00 s, the floor just before and after it); its CPU time (20.00 s) on 2 cores allows no less than 1.11× | **FAIL** |",
      handover:
        "3.75× (45.00 s / 12.00 s, the floor just before and after it); its CPU time (80.00 s) on 2 cores allows no less than 3.33× | pass |",
    },
  ])("$what", ({ beside, verify, handover }) => {
    const section = renderSignedSection([measured(beside)], 2);
    expect(targetLine(section, VERIFY)).toBe(`| ${VERIFY} the signed floor | ${verify}`);
    expect(targetLine(section, HANDOVER)).toBe(`| ${HANDOVER} the signed floor | ${handover}`);
  });

  it("shows each command's floor beside its ratio, and every floor run's in the floor's row", () => {
    const section = renderSignedSection([measured({ handover: run(12 * SECOND) })], 2);
    expect(section).toContain("| 45.00 s | 3.75× (12.00 s) |");
    expect(section).toContain(
      "| signed floor (every run): 100,000 records, 90,002 signed (median of 1) | 10.00 s | 1.00× (10.00 s) |",
    );
  });
});

describe("floorBetween", () => {
  const floorRun = (wallMs: number, busiestThreadMs: number | undefined): ChildRun => ({
    wallMs,
    cpuMs: wallMs * 2,
    maxRssBytes: wallMs * 1000,
    busiestThreadMs,
    exitCode: 0,
    stderr: "",
  });
  it.each([
    [
      floorRun(8000, 4000),
      floorRun(12000, 6000),
      { wallMs: 10000, cpuMs: 20000, maxRssBytes: 12e6, busiestThreadMs: 5000 },
    ],
    [
      floorRun(12000, 6000),
      floorRun(8000, undefined),
      { wallMs: 10000, cpuMs: 20000, maxRssBytes: 12e6, busiestThreadMs: undefined },
    ],
  ])("the mean of %o and %o, the higher peak", (before, after, expected) => {
    expect(floorBetween(before, after)).toEqual({ ...after, ...expected });
  });
});
