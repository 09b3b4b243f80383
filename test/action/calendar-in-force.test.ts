// The calendar in force when a record was written (issue 51, item 6): a merge's change record keeps
// the merged policy file's calendar, and the obligations it opens are judged by it, not by a
// calendar: changed later. In process against the emulator and the fake GitHub.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { computeObligations } from "../../src/core/obligations/obligations.ts";
import { resolveCalendar } from "../../src/core/shared/calendar.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import {
  dir,
  github,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const BASE = "d4".repeat(20);
const baseline = (patches: string) =>
  `{ os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [${patches}] }`;
const inventory = (patches: string) =>
  `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01: { type: hardware, baseline: ${baseline(patches)} }\n  old-hmi: hardware\n`;

describe("a merge's change record keeps the calendar in force", () => {
  it("and its R1.3 is judged by it after the policy's calendar changed", async () => {
    github.policy.addFile(BASE, "inventory/alpha.yaml", inventory("KB1"));
    await writeInventory("alpha.yaml", inventory("KB1, KB2"));
    await writeFile(
      join(workspaceOf(dir), "cip-policy.yaml"),
      "version: 1\ncalendar: { time_zone: America/Chicago, due_soon_days: 3, completion_grace_days: 10 }\n",
    );
    expect((await planPullRequest()).code).toBe(0);
    const run = await pushToMain(undefined, {}, BASE);
    expect(run.code).toBe(0);
    const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
    const change = records[0]!.record.kind === "change" ? records[0]!.record.change : undefined;
    expect(change?.outcome).toBe("applied");
    expect(change?.calendar).toEqual({
      time_zone: "America/Chicago",
      due_soon_days: 3,
      month_end: "last-day",
      completion_grace_days: 10,
    });
    // The policy later says UTC and 60 grace days: the deviation's R1.3 keeps its 10, in Chicago.
    const later = resolveCalendar({ timeZone: "UTC" });
    const authorized = new Date(Date.parse(records[0]!.record.recorded_at) + 40 * 86_400_000);
    const r13 = computeObligations(records, authorized, later, { completionGraceDays: 60 }).find(
      (o) => o.kind === "CIP-010 R1.3",
    );
    expect(r13?.status).toBe("exception");
    expect(r13?.reason).toBe("completion not recorded");
    expect(r13?.calendar).toMatch(/^calendar days in America\/Chicago:/);
  });
});
