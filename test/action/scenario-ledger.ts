// What an auditor reads of the ledger a scenario's merges wrote (the fake GitHub's evidence
// branch): the populations of 2026, and the report the command line writes of it.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, onTestFinished } from "vitest";
import { computeObligations } from "../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../src/core/shared/calendar.ts";
import { runCliInProcess } from "../support/cli.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { populations } from "../support/populations.ts";
import { github } from "./scenario.ts";

/** The populations of 2026 from the ledger the merges wrote, as of `lastDay`. */
export async function populationsOf(lastDay: string) {
  const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
  return populations(
    records,
    { from: new Date("2026-01-01T00:00:00Z"), to: new Date("2027-01-01T00:00:00Z") },
    { obligations: computeObligations(records, lastDay, DEFAULT_CALENDAR) },
  );
}

/** `cip-sync evidence report --format json` of the ledger the merges wrote, run on `lastDay`. */
export async function reportOf(lastDay: string): Promise<string> {
  const ledger = await mkdtemp(join(tmpdir(), "cip-scenario-report-"));
  onTestFinished(() => rm(ledger, { recursive: true, force: true }));
  for (const file of github.git.filesOn("cip-sync-evidence")) {
    await mkdir(dirname(join(ledger, file.path)), { recursive: true });
    await writeFile(join(ledger, file.path), file.bytes);
  }
  const run = await runCliInProcess(
    [
      ...["evidence", "report", "--dir", ".", "--from", "2026-01-01", "--to", lastDay],
      ...["--format", "json"],
    ],
    { cwd: ledger, now: () => Date.parse(`${lastDay}T12:00:00Z`) },
  );
  expect(run.code).toBe(0);
  return run.stdout;
}
