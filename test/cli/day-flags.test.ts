// Every day flag is read by one parser (flag-values.ts dayFlag): a day the calendar does not have is
// refused alike by `obligations --at`, `evidence report` and `evidence populations` (--from, --to)
// and `review --on`, with the flag named and the form to write, before anything is read or written.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";

const COMMANDS: readonly (readonly [string, (day: string) => string[]])[] = [
  ["obligations --at", (day) => ["obligations", "--at", day, "--out", "obligations.txt"]],
  [
    "evidence report --from",
    (day) => ["evidence", "report", "--from", day, "--to", "2026-12-31", "--out", "report.md"],
  ],
  [
    "evidence populations --to",
    (day) => ["evidence", "populations", "--from", "2026-01-01", "--to", day, "--out", "audit"],
  ],
  ["review --on", (day) => ["review", "--offline", "--on", day, "--out", "review.yaml"]],
];

const IMPOSSIBLE_DAYS = ["2026-99-99", "2026-02-30", "0000-00-00", "31/12/2026"];

const cases = COMMANDS.flatMap(([command, args]) =>
  IMPOSSIBLE_DAYS.map((day) => [command, day, args(day)] as const),
);

describe("a day the calendar does not have", () => {
  it.each(cases)("is refused by %s %s, writing nothing", async (command, day, args) => {
    const dir = await mkdtemp(join(tmpdir(), "cip-day-flags-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const flag = command.split(" ").at(-1);

    const run = await runCliInProcess(args, { cwd: dir });

    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 1,
      stdout: "",
      stderr: `error: ${flag} ${day} is not a day that exists: write it as YYYY-MM-DD, e.g. 2026-11-24\n`,
    });
    expect(await readdir(dir)).toEqual([]);
  });
});
