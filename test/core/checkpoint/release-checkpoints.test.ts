// The checkpoints earlier versions wrote (test/fixtures/checkpoints/, each folder the same ledger
// as the commit named in its README wrote it) are read by every build as each reader must read
// them (issue 97, item 1): evidence verify recomputes one of this version's format and says an
// older one is not recomputed, never that the ledger was altered; obligations and the drift
// check's reader resume from one of this version's format and judge from every record, saying
// why, from an older one, with the same obligations either way.
import { readdirSync, readFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ledgerCheckpointFormat,
  parseCheckpoint,
  WorkspaceFold,
} from "../../../src/core/checkpoint/ledger-checkpoint.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { temporaryDirectory } from "../../emulator/support.ts";
import { repositoryRoot, runCliInProcess } from "../../support/cli.ts";
import { BOT, git } from "../../support/ledger-clone.ts";

const FIXTURES = `${repositoryRoot}test/fixtures/checkpoints/`;
/** A day after every record of the fixtures' ledger. */
const AT = "2026-03-01";

/** Every file of `dir`, by its path under it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length));
}

const fixtures = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const dir = `${FIXTURES}${name}/`;
    const checkpoints = filesOf(dir)
      .filter((path) => path.endsWith(".checkpoint"))
      .sort();
    const text = readFileSync(`${dir}${checkpoints[1]!}`, "utf8");
    const format = (JSON.parse(text) as { format: number }).format;
    return { name, dir, checkpoints, last: { path: checkpoints[1]!, text }, format };
  })
  .sort((a, b) => b.format - a.format);

/** A git clone of the fixture's ledger in one commit, as the Action's writer commits. */
async function cloneOf(dir: string): Promise<string> {
  const clone = await temporaryDirectory();
  await cp(dir, clone, { recursive: true });
  git(clone, BOT, "init", "-q", "-b", "cip-sync-evidence");
  git(clone, BOT, "add", "-A");
  git(clone, BOT, "commit", "-q", "-m", "ledger");
  return clone;
}

/** What the reader says of a checkpoint of `format` that it does not start from. */
const notRead = (path: string, format: number) =>
  `${path} is a checkpoint of format ${format}, and this version reads format ${ledgerCheckpointFormat()}: judge from every record (the next drift check writes a checkpoint this version reads)`;

describe("the checkpoints earlier versions wrote", () => {
  it("are found: one of this version's format and older ones, down to format 1", () => {
    expect(fixtures.map(({ format }) => format)).toContain(ledgerCheckpointFormat());
    expect(fixtures.map(({ format }) => format)).toContain(1);
    for (const { checkpoints } of fixtures) expect(checkpoints).toHaveLength(2);
  });

  describe.each(fixtures)("$name", ({ dir, checkpoints, last, format }) => {
    const current = format === ledgerCheckpointFormat();

    it(
      current
        ? "evidence verify recomputes both checkpoints: exit 0"
        : "evidence verify says both are of an older format, not recomputed: exit 0",
      async () => {
        const run = await runCliInProcess(["evidence", "verify", "--dir", await cloneOf(dir)], {
          cwd: "/",
        });
        // It warns that the writer is known by its name only (no --writer-key), of nothing else.
        expect(run.stderr).not.toContain("checkpoint");
        expect(run.code).toBe(0);
        expect(run.stdout).toContain(
          current
            ? "each of the 2 checkpoint(s) is the fold of the records before it"
            : `2 checkpoint(s) of an older format (${format}; this cip-sync writes ${ledgerCheckpointFormat()}) not recomputed: no run of this version starts from one, each judging from every record until a drift check writes a checkpoint of format ${ledgerCheckpointFormat()} (${checkpoints.join(", ")})`,
        );
      },
    );

    it(
      current
        ? "obligations resumes from the last checkpoint, as judged from every record"
        : "obligations judges from every record and says why, as from every record",
      async () => {
        const args = (at: string) => ["obligations", "--dir", at, "--at", AT, "--status", "open"];
        const run = await runCliInProcess(args(await cloneOf(dir)), { cwd: "/" });
        // A copy without git history: no checkpoint can be vouched for, every record is read.
        const everyRecord = await runCliInProcess(args(dir), { cwd: "/" });
        expect(run.code).toBe(0);
        expect(everyRecord.code).toBe(0);
        // The same obligations, less the copy's line that no history was checked.
        expect(run.stdout).toBe(everyRecord.stdout.replace(/^History not checked: .*\n/m, ""));
        expect(run.stderr).toContain(
          current
            ? `Judged from ${last.path} (the state through record #5) and the records after it`
            : `warning: ${notRead(last.path, format)}: judged from every record\n`,
        );
      },
    );

    it(
      current
        ? "the drift check's reader resumes from the last checkpoint"
        : "the drift check's reader refuses it, saying to judge from every record",
      () => {
        // What the drift check does with the checkpoint it reads (action/obligations/ledger-fold.ts).
        const resume = () =>
          WorkspaceFold.start(
            "grid-east",
            { asOf: AT, calendar: DEFAULT_CALENDAR },
            parseCheckpoint(last.text, last.path),
          );
        if (current) expect(resume().through?.sequence).toBe(5);
        else expect(resume).toThrow(notRead(last.path, format));
      },
    );
  });
});
