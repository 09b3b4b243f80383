// `cip-sync evidence report` from the nearest checkpoint (issue 72, item 2): for a period that
// starts after a drift check's record that keeps a checkpoint, on a clone whose history from that
// record's commit on vouches for it, the report reads only that record and those after it, and
// takes what it needs of the records before it (the obligations' state, whose inventory it is,
// the drift episode still open, how many records there are, the R2 and R3 parts' counts) from the
// checkpoint. Its output is the full reading's byte for byte (--from-start), from any checkpoint,
// for any period, in every format; a period that starts before the checkpoint's record, and a
// checkpoint that cannot stand, are read from every record.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LedgerCheckpoint } from "../../src/core/checkpoint/ledger-checkpoint.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  carrierDay,
  cloneOf,
  COMMISSIONED,
  dayOf,
  READ_FROM_EVERY_RECORD,
} from "../support/checkpoint-clones.ts";
import { day } from "../support/evidence-records.ts";
import { type LedgerStep, ledgerStep } from "../support/obligation-ledgers.ts";

/** What verify warns of a clone whose writer is named by no key: once a reading. */
const WRITER_WARNING = "warning: history: the ledger's writer is recognised by its author name";

const FORMATS = ["json", "markdown", "csv", "html"] as const;

interface Case {
  steps: LedgerStep[];
  cut: number;
  /** --from: this many days after the checkpoint's record (before it when negative). */
  fromDay: number;
  /** --to: this many days after --from. */
  days: number;
  format: (typeof FORMATS)[number];
}

const cases: fc.Arbitrary<Case> = fc
  .array(ledgerStep, { minLength: 1, maxLength: 8 })
  .chain((steps) =>
    fc.record({
      steps: fc.constant(steps),
      cut: fc.integer({ min: 1, max: steps.length }),
      fromDay: fc.integer({ min: -3, max: 60 }),
      days: fc.integer({ min: 0, max: 90 }),
      format: fc.constantFrom(...FORMATS),
    }),
  );

/** The report of `dir` for the days given, at a fixed time: the output is compared byte for byte. */
function report(dir: string, from: string, to: string, format: string, flags: string[] = []) {
  const args = ["evidence", "report", "--dir", ".", "--from", from, "--to", to];
  return runCliInProcess([...args, "--format", format, ...flags], {
    cwd: dir,
    now: () => day(400).getTime(),
  });
}

describe("cip-sync evidence report from the nearest checkpoint", () => {
  it("writes what the full reading writes, byte for byte, from any checkpoint, for any period", async () => {
    let resumedRuns = 0;
    await fc.assert(
      fc.asyncProperty(cases, async ({ steps, cut, fromDay, days, format }) => {
        const { dir } = await cloneOf(steps, cut);
        const from = carrierDay(steps, cut) + fromDay;
        const [first, last] = [dayOf(from), dayOf(from + days)];
        const resumed = await report(dir, first, last, format);
        const full = await report(dir, first, last, format, ["--from-start"]);
        expect(full.stderr).not.toContain("checkpoint");
        if (resumed.stderr.includes("Judged from records/")) resumedRuns++;
        expect({ code: resumed.code, stdout: resumed.stdout }).toEqual({
          code: full.code,
          stdout: full.stdout,
        });
      }),
      { numRuns: 30 },
    );
    // About half the cases start from the checkpoint (300 runs: 150); the others ask of a period
    // that starts before it. None doing so would be a regression, not a draw.
    expect(resumedRuns).toBeGreaterThan(0);
  }, 180_000);

  it("says which checkpoint it started from, and reads from every record for a period before it", async () => {
    const steps = [{ gap: 0, commission: "high", baseline: 1 }] as LedgerStep[];
    const { dir, checkpoint } = await cloneOf(steps, 1);
    const after = await report(dir, dayOf(1), dayOf(30), "json");
    expect(after.code).toBe(0);
    expect(after.stderr).toContain(
      `Judged from ${checkpoint} (the state through record #1) and the records after it: the records before it were taken as the checkpoint's writer vouched for them in commit `,
    );
    // The checkpoint's record is sealed on day 0: a period from that day may hold records
    // before it.
    const before = await report(dir, dayOf(0), dayOf(30), "json");
    expect(before.stderr).not.toContain("Judged from");
    expect(before.stdout).toBe(
      (await report(dir, dayOf(0), dayOf(30), "json", ["--from-start"])).stdout,
    );
  });

  it("names a checkpoint it cannot resume and reads from every record", async () => {
    const steps = [{ gap: 0, commission: "high", baseline: 1 }] as LedgerStep[];
    const chicago = (honest: LedgerCheckpoint): LedgerCheckpoint => {
      const copy = structuredClone(honest);
      copy.obligations.judged_with.calendar.timeZone = "America/Chicago";
      return copy;
    };
    const { dir, checkpoint } = await cloneOf(steps, 1, { edit: chicago });
    const resumed = await report(dir, dayOf(1), dayOf(30), "json");
    const full = await report(dir, dayOf(1), dayOf(30), "json", ["--from-start"]);
    expect(resumed.stderr).toContain(`warning: ${checkpoint}: `);
    expect(resumed.stderr).toContain("judged from every record");
    expect(resumed.stdout).toBe(full.stdout);
  });

  const AGAIN = { gap: 2, commission: "high", baseline: 1 } as LedgerStep;
  const UNSIGNED = { gap: 2, observe: { withId: true }, back: 0, unsigned: true } as LedgerStep;

  // Each reading the checkpoint cannot stand for gives the full reading's report, exit code
  // included: a break after the checkpoint is shown as the full reading shows it.
  it.each(READ_FROM_EVERY_RECORD)(
    "reads every record with %s",
    async (_, steps, cut, options, spoil, warning) => {
      const clone = await cloneOf(steps, cut, options);
      await spoil(clone);
      const from = dayOf(carrierDay(steps, cut) + 1);
      const resumed = await report(clone.dir, from, dayOf(90), "json");
      const full = await report(clone.dir, from, dayOf(90), "json", ["--from-start"]);
      expect(resumed.stderr).not.toContain("Judged from");
      expect(resumed.stderr).toContain(warning);
      // The history's warnings are said once, by the reading of every record, not by both.
      expect(resumed.stderr.split(WRITER_WARNING)).toHaveLength(2);
      expect({ code: resumed.code, stdout: resumed.stdout }).toEqual({
        code: full.code,
        stdout: full.stdout,
      });
      if (warning.startsWith("a record after it")) expect(full.code).toBe(1);
    },
  );

  it("starts from the checkpoint past a collector's record after it, listing its warning as the full reading does", async () => {
    const clone = await cloneOf([COMMISSIONED, UNSIGNED], 1);
    const from = dayOf(1);
    const resumed = await report(clone.dir, from, dayOf(90), "json");
    const full = await report(clone.dir, from, dayOf(90), "json", ["--from-start"]);
    expect(resumed.stderr).toContain(`Judged from ${clone.checkpoint}`);
    expect(JSON.parse(resumed.stdout).history_warnings).toHaveLength(1);
    expect(resumed.stdout).toBe(full.stdout);
  });

  // What a reading from the checkpoint trusts, and verify proves: the report's part of it too.
  it("trusts the checkpoint's report state as its writer sealed it, which verify recomputes", async () => {
    const raised = (honest: LedgerCheckpoint): LedgerCheckpoint => {
      const forged = structuredClone(honest);
      forged.report.records += 5;
      return forged;
    };
    const clone = await cloneOf([COMMISSIONED, AGAIN], 1, { edit: raised });
    const resumed = await report(clone.dir, dayOf(1), dayOf(90), "json");
    const full = await report(clone.dir, dayOf(1), dayOf(90), "json", ["--from-start"]);
    const records = (run: { stdout: string }) =>
      (JSON.parse(run.stdout) as { ledger: { records: number } }).ledger.records;
    expect(resumed.stderr).toContain(`Judged from ${clone.checkpoint}`);
    expect([records(resumed), records(full)]).toEqual([8, 3]);
    const verify = await runCliInProcess(["evidence", "verify", "--dir", "."], { cwd: clone.dir });
    expect(verify.code).toBe(1);
    expect(verify.stderr).toContain(
      `${clone.checkpoint} is not the fold of the records before it (recomputed with the calendar and grace it says it was judged with): its report differs from what those records give.`,
    );
  });
});
