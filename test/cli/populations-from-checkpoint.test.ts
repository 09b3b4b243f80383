// `cip-sync evidence populations` from the nearest checkpoint (issue 72, item 2): for a period
// that starts after a drift check's record that keeps a checkpoint, on a clone whose history from
// that record's commit on vouches for it, the populations read only that record and those after
// it, and take what they need of the records before it (the obligations' state, the assets and
// their ports as of the checkpoint, where each cited record is) from the checkpoint and the file
// names. Their files are the full reading's byte for byte (--from-start), from any checkpoint, for
// any period, in every format; a period that starts before the checkpoint's record, and a
// checkpoint that cannot stand, are read from every record.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { cloneOf, dayOf } from "../support/checkpoint-clones.ts";
import { day } from "../support/evidence-records.ts";
import { type LedgerStep, ledgerStep } from "../support/obligation-ledgers.ts";

const FORMATS = ["csv", "xlsx-safe-csv", "json"] as const;

interface Case {
  steps: LedgerStep[];
  cut: number;
  /** --from: this many days after the checkpoint's record (before it when negative). */
  fromDay: number;
  /** --to: this many days after --from. */
  days: number;
  format: (typeof FORMATS)[number];
  withoutPorts: boolean;
  /** Whether each drift check keeps an inventory listing. */
  listed: boolean;
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
      withoutPorts: fc.boolean(),
      listed: fc.boolean(),
    }),
  );

/** Each file the populations wrote into `out`, by name, with its bytes as text. */
async function filesOf(out: string): Promise<Record<string, string>> {
  const names = await readdir(out).catch(() => []);
  const files: Record<string, string> = {};
  for (const name of names.sort()) files[name] = await readFile(join(out, name), "utf8");
  return files;
}

let runs = 0;

/** The populations of `dir` for the days given, at a fixed time, and the files they wrote. */
async function populations(
  dir: string,
  from: string,
  to: string,
  options: { format?: Case["format"]; withoutPorts?: boolean; fromStart?: boolean } = {},
) {
  const out = `out-${++runs}`;
  const args = ["evidence", "populations", "--dir", ".", "--from", from, "--to", to, "--out", out];
  const run = await runCliInProcess(
    [
      ...args,
      "--format",
      options.format ?? "csv",
      ...(options.withoutPorts === true ? ["--without-ports"] : []),
      ...(options.fromStart === true ? ["--from-start"] : []),
    ],
    { cwd: dir, now: () => day(400).getTime() },
  );
  // The files name their folder only in the standard output's lines: compared without it.
  return {
    ...run,
    stdout: run.stdout.replaceAll(`${out}/`, ""),
    files: await filesOf(join(dir, out)),
  };
}

/** The day the checkpoint's record is sealed on: the drift check seals on its step's day. */
const carrierDay = (steps: readonly LedgerStep[], cut: number) =>
  steps.slice(0, cut).reduce((days, { gap }) => days + gap, 0);

describe("cip-sync evidence populations from the nearest checkpoint", () => {
  it("writes what the full reading writes, byte for byte, from any checkpoint, for any period", async () => {
    let resumedRuns = 0;
    await fc.assert(
      fc.asyncProperty(cases, async (given) => {
        const { steps, cut, fromDay, days, listed } = given;
        const { dir } = await cloneOf(steps, cut, { listed });
        const from = carrierDay(steps, cut) + fromDay;
        const [first, last] = [dayOf(from), dayOf(from + days)];
        const resumed = await populations(dir, first, last, given);
        const full = await populations(dir, first, last, { ...given, fromStart: true });
        expect(full.stderr).not.toContain("checkpoint");
        if (resumed.stderr.includes("Judged from records/")) resumedRuns++;
        expect({ code: resumed.code, stdout: resumed.stdout, files: resumed.files }).toEqual({
          code: full.code,
          stdout: full.stdout,
          files: full.files,
        });
      }),
      { numRuns: 30 },
    );
    // About half the cases start from the checkpoint; the others ask of a period that starts
    // before it. None doing so would be a regression, not a draw.
    expect(resumedRuns).toBeGreaterThan(0);
  }, 180_000);
});
