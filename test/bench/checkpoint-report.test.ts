// The benchmark's "Ledger commands from a checkpoint" section (bench/checkpoint-report.ts): each
// command's figures at 1,000 and 100,000 records beside its full fold, then issue 72's targets with
// their exact ratios, pass or fail. Rows -> text, over given figures.
import { describe, expect, it } from "vitest";
import type { CheckpointLedgerFigures, CommandFigures } from "../../bench/checkpoint-commands.ts";
import { renderCheckpointSection } from "../../bench/checkpoint-report.ts";
import type { RunFigures } from "../../bench/plan.ts";
import { renderReport } from "../../bench/report.ts";

const SECOND = 1000;

function run(wallMs: number, cpuMs: number, maxRssBytes: number): RunFigures {
  return { wallMs, cpuMs, maxRssBytes, busiestThreadMs: undefined, requests: [] };
}

function ledger(
  records: number,
  commands: CommandFigures[],
  verify: { with: RunFigures; without: RunFigures },
): CheckpointLedgerFigures {
  const small = records === 1_000;
  return {
    records,
    runs: 3,
    checkpoints: small ? 1 : 103,
    lastDay: small ? "2014-02-11" : "2025-05-29",
    month: small
      ? { from: "2014-02-01", to: "2014-02-28" }
      : { from: "2025-05-01", to: "2025-05-31" },
    commands,
    verify: verify.with,
    verifyWithout: verify.without,
  };
}

const SMALL = ledger(
  1_000,
  [
    {
      name: "obligations",
      run: { ...run(1.2 * SECOND, 1.15 * SECOND, 203e6), checkpoint: 800 },
      fromStart: run(1.3 * SECOND, 1.25 * SECOND, 206e6),
    },
    {
      name: "evidence populations",
      run: { ...run(2 * SECOND, 2.5 * SECOND, 210e6), checkpoint: undefined },
      fromStart: run(2 * SECOND, 2.5 * SECOND, 210e6),
    },
    {
      name: "evidence report",
      run: { ...run(1.5 * SECOND, 2 * SECOND, 190e6), checkpoint: 800 },
      fromStart: run(1.2 * SECOND, 1.6 * SECOND, 180e6),
    },
  ],
  { with: run(1 * SECOND, 1.4 * SECOND, 150e6), without: run(0.9 * SECOND, 1.2 * SECOND, 140e6) },
);

const LARGE = ledger(
  100_000,
  [
    {
      name: "obligations",
      run: { ...run(1.77 * SECOND, 1.77 * SECOND, 228e6), checkpoint: 99_800 },
      fromStart: run(6.7 * SECOND, 7.6 * SECOND, 244e6),
    },
    {
      name: "evidence populations",
      run: { ...run(25 * SECOND, 36 * SECOND, 356e6), checkpoint: undefined },
      fromStart: run(25 * SECOND, 36 * SECOND, 356e6),
    },
    {
      name: "evidence report",
      run: { ...run(3 * SECOND, 3.5 * SECOND, 401e6), checkpoint: 99_800 },
      fromStart: run(9 * SECOND, 9.5 * SECOND, 390e6),
    },
  ],
  { with: run(22 * SECOND, 30 * SECOND, 300e6), without: run(10 * SECOND, 14 * SECOND, 200e6) },
);

describe("the benchmark's ledger commands from a checkpoint", () => {
  const section = renderCheckpointSection([SMALL, LARGE]);

  it("lists each command beside its full fold, saying what each run read", () => {
    expect(section).toContain(
      [
        "| obligations --at 2025-05-29: 100,000 records (median of 3) | 1.77 s | 1.77 s | 228 MB | from the checkpoint through record #99,800 |",
        "| obligations --at 2025-05-29 --from-start: 100,000 records (median of 3) | 6.70 s | 7.60 s | 244 MB | every record |",
        "| evidence populations --from 2025-05-01 --to 2025-05-31: 100,000 records (median of 3) | 25.00 s | 36.00 s | 356 MB | every record (no checkpoint named on standard error) |",
        "| evidence populations --from 2025-05-01 --to 2025-05-31 --from-start: 100,000 records (median of 3) | 25.00 s | 36.00 s | 356 MB | every record |",
        "| evidence report --from 2025-05-01 --to 2025-05-31: 100,000 records (median of 3) | 3.00 s | 3.50 s | 401 MB | from the checkpoint through record #99,800 |",
        "| evidence report --from 2025-05-01 --to 2025-05-31 --from-start: 100,000 records (median of 3) | 9.00 s | 9.50 s | 390 MB | every record |",
        "| evidence verify, 103 checkpoints: 100,000 records (median of 3) | 22.00 s | 30.00 s | 300 MB | every record, every checkpoint recomputed |",
        "| evidence verify, the same records without checkpoints: 100,000 records (median of 3) | 10.00 s | 14.00 s | 200 MB | every record |",
      ].join("\n"),
    );
    expect(section).toContain(
      "| obligations --at 2014-02-11: 1,000 records (median of 3) | 1.20 s | 1.15 s | 203 MB | from the checkpoint through record #800 |",
    );
  });

  it("gives each target its exact ratios, and fails what is over", () => {
    const targets = section.slice(section.indexOf("| Target"));
    expect(targets).toBe(
      [
        "| Target (issue 72) | Measured | Result |",
        "| --- | --- | --- |",
        "| obligations: 100,000 records ≤ 2× the time of 1,000 | 1.48× (1.77 s / 1.20 s); CPU 1.54× (1.77 s / 1.15 s) | pass |",
        "| obligations, 100,000 records: peak RSS ≤ 400 MB | 228 MB | pass |",
        "| evidence populations: 100,000 records ≤ 2× the time of 1,000 | 12.50× (25.00 s / 2.00 s); CPU 14.40× (36.00 s / 2.50 s) | **FAIL** |",
        "| evidence populations, 100,000 records: peak RSS ≤ 400 MB | 356 MB | pass |",
        "| evidence report: 100,000 records ≤ 2× the time of 1,000 | 2.00× (3.00 s / 1.50 s); CPU 1.75× (3.50 s / 2.00 s) | pass |",
        "| evidence report, 100,000 records: peak RSS ≤ 400 MB | 401 MB | **FAIL** |",
        "| evidence verify, 100,000 records: with its 103 checkpoints ≤ 1.5× the same records without | 2.20× (22.00 s / 10.00 s); CPU 2.14× (30.00 s / 14.00 s) | **FAIL** |",
        "",
      ].join("\n"),
    );
  });

  it("judges no target whose sizes were not both measured", () => {
    expect(renderCheckpointSection([LARGE])).toContain(
      "| evidence verify, 100,000 records: with its 103 checkpoints ≤ 1.5× the same records without |",
    );
    expect(renderCheckpointSection([LARGE])).not.toContain("≤ 2× the time of 1,000");
  });

  it("is the whole report of `--only checkpoint`, with no empty table of the other sections", () => {
    const report = renderReport({
      plans: [],
      applies: [],
      ledgers: [],
      reports: [],
      starts: [],
      checkpoint: [SMALL, LARGE],
      machine: { cpus: 2, node: "v24.0.0", loadBefore: [1, 1, 1], loadAfter: [2, 2, 2] },
    });
    expect(report).toBe(
      `${section}\nNode v24.0.0, 2 CPUs; load average 1.00 1.00 1.00 before, 2.00 2.00 2.00 after.\n`,
    );
  });
});
