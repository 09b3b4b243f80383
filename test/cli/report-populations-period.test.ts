// One calendar for every output (issue 64, item 3): `evidence report` and `evidence populations`
// with the same --from, --to and --time-zone cover the same instants, the zone's days, and judge
// the obligations as of the same day. Records sit a minute either side of the zone's day edges,
// for a zone behind UTC (America/Chicago, UTC-6 in January) and one ahead (Asia/Tokyo, UTC+9).
// `evidence handover` writes the same populations from its one reading.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { calendarPeriod, startOfDay } from "../../src/core/evidence/chain/as-of.ts";
import { runCliInProcess } from "../support/cli.ts";
import { csvRows } from "../support/csv-rows.ts";
import {
  chainOf,
  changeDraft,
  withoutHistory,
  writeLedgerCheckout,
} from "../support/evidence-records.ts";

const MINUTE = 60_000;
const DAY = "2026-01-10";

/**
 * A ledger of four changes, a minute before and after the start of DAY in `timeZone` and a minute
 * before and after its end: the second and third are DAY's.
 */
async function edgeLedger(timeZone: string): Promise<{ dir: string; inside: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), "cip-period-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const start = startOfDay(DAY, timeZone).getTime();
  const end = startOfDay("2026-01-11", timeZone).getTime();
  const times = [start - MINUTE, start, end - MINUTE, end].map((time) => new Date(time));
  const sealed = chainOf(
    times.map((at, index) => ({ draft: changeDraft("grid-east", index + 1), at })),
  );
  await writeLedgerCheckout(dir, sealed);
  return { dir, inside: [times[1]!, times[2]!].map((time) => time.toISOString()) };
}

const PERIOD = ["--from", DAY, "--to", DAY];

describe.each(["America/Chicago", "Asia/Tokyo"])("a day in %s", (timeZone) => {
  it("is the same records in the report and the populations, judged as of the same day", async () => {
    const { dir, inside } = await edgeLedger(timeZone);
    // While the day runs there: judged as of it, though UTC may already be on the next or still
    // on the one before.
    const now = () => startOfDay(DAY, timeZone).getTime() + 23 * 60 * MINUTE;
    const zone = ["--time-zone", timeZone];
    const report = await runCliInProcess(
      ["evidence", "report", "--dir", ".", ...PERIOD, ...zone, "--format", "json"],
      { cwd: dir, now },
    );
    // A folder without .git: the history is not checked, and both say so once.
    expect(report.stderr).toBe(withoutHistory("."));
    const parsed = JSON.parse(report.stdout) as {
      period: { first_day: string; last_day: string; time_zone: string };
      workspaces: { changes: { recorded_at: string }[] }[];
      obligations: { at: string };
    };
    expect(parsed.period).toMatchObject({ first_day: DAY, last_day: DAY, time_zone: timeZone });
    expect(
      parsed.workspaces.flatMap((workspace) => workspace.changes.map((c) => c.recorded_at)),
    ).toEqual(inside);
    expect(parsed.obligations.at).toBe(DAY);

    const populations = await runCliInProcess(
      ["evidence", "populations", "--dir", ".", ...PERIOD, ...zone, "--out", "out"],
      { cwd: dir, now },
    );
    expect(populations.stderr).toBe(withoutHistory("."));
    expect(populations.code).toBe(0);
    const rows = await csvRows(join(dir, "out", "inventory-operations.csv"));
    expect([...new Set(rows.map((row) => row.recorded_at))]).toEqual(inside);
    // The handover's populations, whose obligations as of the day are its report's pass's, and
    // whose closes after the day (a record follows it) are judged apart: the command's, byte for
    // byte.
    const handover = await runCliInProcess(
      ["evidence", "handover", "--dir", ".", ...PERIOD, ...zone, "--out", "handover"],
      { cwd: dir, now },
    );
    expect(handover.code, handover.stderr).toBe(0);
    for (const file of await readdir(join(dir, "out")))
      expect(await readFile(join(dir, "handover", "populations", file), "utf8"), file).toBe(
        await readFile(join(dir, "out", file), "utf8"),
      );
    // The Markdown report says the zone its days are counted in.
    const markdown = await runCliInProcess(
      ["evidence", "report", "--dir", ".", ...PERIOD, ...zone, "--format", "markdown"],
      { cwd: dir, now },
    );
    expect(markdown.stdout).toContain(`${DAY} to ${DAY} (${timeZone})`);
    expect(markdown.stdout).toContain(`CIP obligations as of ${DAY}`);
  });
});

describe("calendarPeriod", () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    // Chicago is UTC-6 in January: its 10th runs from 06:00 UTC to 06:00 UTC on the 11th.
    {
      zone: "America/Chicago",
      now: "2026-01-11T05:59:00Z",
      from: "2026-01-10T06:00:00.000Z",
      to: "2026-01-11T06:00:00.000Z",
      asOf: "2026-01-10",
    },
    // Tokyo is UTC+9: its 10th runs from 15:00 UTC on the 9th; on its 11th the period has ended.
    {
      zone: "Asia/Tokyo",
      now: "2026-01-10T15:00:00Z",
      from: "2026-01-09T15:00:00.000Z",
      to: "2026-01-10T15:00:00.000Z",
      asOf: "2026-01-10",
    },
    // Kiritimati is UTC+14: the period not yet begun there is judged as of today, the day before.
    {
      zone: "Pacific/Kiritimati",
      now: "2026-01-09T09:00:00Z",
      from: "2026-01-09T10:00:00.000Z",
      to: "2026-01-10T10:00:00.000Z",
      asOf: "2026-01-09",
    },
  ])("$zone at $now", ({ zone, now, from, to, asOf }) => {
    expect(calendarPeriod(DAY, DAY, zone, at(now))).toEqual({
      firstDay: DAY,
      lastDay: DAY,
      timeZone: zone,
      from: at(from),
      to: at(to),
      asOf,
    });
  });
});
