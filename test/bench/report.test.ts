// The benchmark's report (bench/report.ts): each time target beside the least ratio the measured
// command's CPU time allows, the larger of its CPU time spread over the cores and its busiest
// thread's (docs/performance.md, "What the cores allow"). Table-driven over what a run measured.
import { describe, expect, it } from "vitest";
import type { LedgerMeasurement } from "../../bench/evidence.ts";
import type { RunFigures } from "../../bench/plan.ts";
import { type BenchResults, renderReport } from "../../bench/report.ts";

const SECOND = 1000;

function run(wallMs: number, cpuMs: number, busiestThreadMs?: number): RunFigures {
  return { wallMs, maxRssBytes: 200e6, requests: [], cpuMs, busiestThreadMs };
}

function results(ledger: Omit<LedgerMeasurement, "records" | "runs">, cpus = 2): BenchResults {
  return {
    plans: [],
    applies: [],
    ledgers: [{ records: 100_000, runs: 3, ...ledger }],
    reports: [],
    starts: [],
    machine: { cpus, node: "v24.0.0", loadBefore: [0, 0, 0], loadAfter: [0, 0, 0] },
  };
}

/** The target line of `name` in the report. */
function targetLine(report: string, name: string): string {
  const line = report.split("\n").find((row) => row.startsWith(`| ${name}`));
  if (line === undefined) throw new Error(`no target line starting ${name}`);
  return line;
}

describe("the benchmark's time targets beside what the CPU time allows", () => {
  const floor = run(8 * SECOND, 11 * SECOND, 6 * SECOND);
  const verify = run(8 * SECOND, 15 * SECOND, 6 * SECOND);
  const populations = { ...run(20 * SECOND, 30 * SECOND, 16 * SECOND), outputBytes: 1e6 };

  it.each([
    {
      what: "the CPU time spread over the cores is the larger",
      obligations: run(20 * SECOND, 30 * SECOND, 14 * SECOND),
      cpus: 2,
      expected:
        "2.50× (20.00 s / 8.00 s, verify); its CPU time (30.00 s, busiest thread 14.00 s) on 2 cores allows no less than 1.88× | **FAIL** |",
    },
    {
      what: "the busiest thread's CPU time is the larger",
      obligations: run(20 * SECOND, 30 * SECOND, 18 * SECOND),
      cpus: 2,
      expected:
        "2.50× (20.00 s / 8.00 s, verify); its CPU time (30.00 s, busiest thread 18.00 s) on 2 cores allows no less than 2.25× | **FAIL** |",
    },
    {
      what: "more cores lower the spread, not the busiest thread",
      obligations: run(20 * SECOND, 30 * SECOND, 14 * SECOND),
      cpus: 8,
      expected:
        "2.50× (20.00 s / 8.00 s, verify); its CPU time (30.00 s, busiest thread 14.00 s) on 8 cores allows no less than 1.75× | **FAIL** |",
    },
    {
      what: "where threads are not measured, the spread alone",
      obligations: run(10 * SECOND, 20 * SECOND),
      cpus: 2,
      expected:
        "1.25× (10.00 s / 8.00 s, verify); its CPU time (20.00 s) on 2 cores allows no less than 1.25× | pass |",
    },
  ])("$what", ({ obligations, cpus, expected }) => {
    const report = renderReport(
      results(
        { floor, verify, obligations: { ...obligations, outputBytes: 1e6 }, populations },
        cpus,
      ),
    );
    expect(targetLine(report, "obligations (json), 100,000 records: ≤ 1.5× evidence verify")).toBe(
      `| obligations (json), 100,000 records: ≤ 1.5× evidence verify | ${expected}`,
    );
  });

  it("gives each ledger command's CPU time, and its busiest thread's where measured", () => {
    const report = renderReport(
      results({
        floor,
        verify: run(8 * SECOND, 15 * SECOND),
        obligations: populations,
        populations,
      }),
    );
    expect(report).toContain("| 1.00× the floor; CPU 15.00 s |");
    expect(report).toContain("| CPU 11.00 s (busiest thread 6.00 s) |");
    expect(report).toContain("; 1.00 MB written; CPU 30.00 s (busiest thread 16.00 s) |");
  });
});
