// A ledger read without its git history (a copy of the evidence branch's files, no .git: a ZIP
// download, the folder an auditor is handed) proves nobody added its records: a collector's file
// appended from the command line closes no R2.1 interval there, and is listed with why; every
// output says once that the history was not checked; --operator-keys is refused, saying what to
// give instead; and a git bundle of the branch, which carries the history, is read as its clone.
// In process, on a clone built once and copied (issue 61, item 4).
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { directoryTemplate } from "../support/directory-template.ts";
import { BOT, commit, git } from "../support/ledger-clone.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  configurationMonitoringDraft,
  day,
  highImpactChange,
} from "../support/evidence-records.ts";
import { judgedEntry } from "../../src/cli/shared/ledger/verified-records.ts";

/**
 * A clone: the Action's record commissioning alpha-rtu-09 (High) on day 0, then Dana's unsigned
 * commit of a collector's file that observed it on day 10 (complete, all items matching).
 */
const template = directoryTemplate(async (dir) => {
  git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
  const [commissioned, observed] = chainOf([
    { draft: highImpactChange(), at: day(0) },
    {
      draft: configurationMonitoringDraft(
        "grid-east",
        2,
        [{ cyber_system: "Alpha Protection", name: "alpha-rtu-09" }],
        new Date(day(10).getTime() - 3_600_000),
      ),
      at: day(10),
    },
  ]);
  await commit(dir, BOT, [commissioned!]);
  await commit(dir, "Dana", [observed!]);
});

/** The clone. */
async function clone(): Promise<string> {
  return (await template()).dir;
}

/** The same files without .git: the branch as a folder. */
async function folder(): Promise<string> {
  const dir = await clone();
  await rm(join(dir, ".git"), { recursive: true });
  return dir;
}

const NOTICE =
  "the ledger was read without its git history (no .git: a copy of the branch's files), so who added each record was not checked, and every record sealed from the command line (a break-glass change, a collector's file) is unauthenticated and closes nothing; give a git clone of the evidence branch, or a git bundle of it, to check them";
const WARNING = `warning: history: .: ${NOTICE}\n`;
const WHY_NO_COMMIT = "commit is unknown: the ledger was read without its git history";
const WHY =
  "it came from a collector's file appended from the command line whose commit is unknown: the ledger was read without its git history, and configuration-observation may come only from the Action's drift check on the default branch; or cip-sync evidence append --monitoring, in a commit signed by an operator key that evidence verify --operator-keys accepts";

const run = (dir: string, ...args: string[]) => runCliInProcess(args, { cwd: dir });
const PERIOD = ["--from", "2026-01-01", "--to", "2026-01-20"];

describe("a ledger folder without its git history", () => {
  it("obligations: the collector's file closes no R2.1 interval, which is an exception saying why; stderr and JSON say the history was not checked", async () => {
    const dir = await folder();
    const listed = await run(dir, "obligations", "--dir", ".", "--at", "2026-01-20");
    expect(listed.stderr).toBe(WARNING);
    expect(listed.code).toBe(0);
    const r21 = listed.stdout.split("\n").filter((line) => line.includes("CIP-010 R2.1"));
    expect(r21).toHaveLength(1);
    expect(r21[0]).toMatch(/^ {2}exception +CIP-010 R2\.1 .*: due 2026-02-05; opened by #1 /);
    expect(r21[0]).not.toContain(", closed by #2");
    expect(r21[0]).toContain(`; not closed by #2: ${WHY}`);
    expect(listed.stdout.split("\n")[1]).toBe(`History not checked: ${NOTICE}.`);

    const json = await run(
      dir,
      "obligations",
      "--dir",
      ".",
      "--at",
      "2026-01-20",
      "--format",
      "json",
    );
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as {
      history_not_checked?: string;
      obligations: { kind: string; status: string; not_closed_by?: { why: string }[] }[];
    };
    expect(parsed.history_not_checked).toBe(NOTICE);
    expect(parsed.obligations.filter((o) => o.kind === "CIP-010 R2.1")).toEqual([
      expect.objectContaining({
        status: "exception",
        not_closed_by: [expect.objectContaining({ why: WHY })],
      }),
    ]);
  });

  it("populations, report and verify say once that the history was not checked", async () => {
    const dir = await folder();
    const csv = await run(dir, "evidence", "populations", "--dir", ".", ...PERIOD);
    expect(csv.stderr).toBe(WARNING);
    expect(csv.code).toBe(0);
    const exceptions = await readFile(join(dir, "populations", "exceptions.csv"), "utf8");
    expect(exceptions.split(NOTICE)).toHaveLength(2);
    expect(exceptions).toContain(`,,,,,history not checked,${csvQuoted(NOTICE)}\r\n`);
    expect(exceptions).toMatch(/CIP-010 R2\.1 exception/);

    const populationsJson = await run(
      dir,
      ...["evidence", "populations", "--dir", ".", ...PERIOD, "--format", "json", "--out", "j"],
    );
    expect(populationsJson.code).toBe(0);
    const populations = JSON.parse(await readFile(join(dir, "j", "populations.json"), "utf8")) as {
      exceptions: Record<string, unknown>[];
    };
    expect(populations.exceptions).toContainEqual({
      workspace: null,
      record_sequence: null,
      record_sha256: null,
      record_path: null,
      recorded_at: null,
      kind: "history not checked",
      detail: NOTICE,
    });

    const report = await run(
      dir,
      "evidence",
      "report",
      "--dir",
      ".",
      ...PERIOD,
      "--format",
      "json",
    );
    expect(report.stderr).toBe(WARNING);
    expect(report.code).toBe(0);
    const { ledger } = JSON.parse(report.stdout) as { ledger: { history_not_checked?: string } };
    expect(ledger.history_not_checked).toBe(NOTICE);
    const markdown = await run(dir, "evidence", "report", "--dir", ".", ...PERIOD);
    // No accepted merge started any family of the table: each is not judged, read from the table.
    const families = MERGE_JUDGED_FAMILIES.length;
    expect(markdown.stdout).toContain(
      `**Ledger flagged:** 2 record(s); every chain verifies (sequence and SHA-256 of the previous record), but the report flags ${families + 2} exceptions (1 obligation exception, history not checked, ${families} families not judged), listed under Exceptions. The history was not checked: ${NOTICE}.`,
    );

    const verified = await run(dir, "evidence", "verify", "--dir", ".");
    expect(verified.stderr).toBe(WARNING);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toBe(
      `Verified 2 record(s) in 1 workspace(s) (grid-east): every record matches the schema and every chain is intact; the history was not checked: ${NOTICE}.\n`,
    );
  });

  it.each([
    ["obligations", "--operator-keys"],
    ["evidence populations", "--operator-keys"],
    ["evidence report", "--operator-keys"],
    ["evidence verify", "--operator-keys"],
    ["evidence verify", "--writer-key"],
    ["evidence verify", "--writer"],
  ])(
    "%s refuses %s (exit 2), saying what to give instead, writing nothing",
    async (command, flag) => {
      const dir = await folder();
      const period =
        command === "evidence populations" || command === "evidence report" ? PERIOD : [];
      const refused = await run(
        dir,
        ...command.split(" "),
        "--dir",
        ".",
        ...period,
        flag,
        "keys.asc",
      );
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toBe(
        `error: ${flag} needs the ledger's git history, and --dir . has none (no .git: a copy of the branch's files): give --dir a git clone of the evidence branch (git clone --branch cip-sync-evidence <repository> evidence) or a git bundle of it (git bundle create ledger.bundle cip-sync-evidence origin/main, then --dir ledger.bundle)\n`,
      );
      expect(refused.code).toBe(2);
      expect(existsSync(join(dir, "populations"))).toBe(false);
    },
  );
});

describe("judgedEntry without a history: whose authority rests on its commit is unauthenticated", () => {
  const unread = { refusals: [], unauthenticated: new Map<string, string>(), unread: true };
  const read = { ...unread, unread: false };
  const observed = configurationMonitoringDraft("grid-east", 2, [], day(1));
  const [merged, breakGlass, collected] = chainOf([
    { draft: highImpactChange(), at: day(0) },
    { draft: breakGlassDraft(changeDraft("grid-east", 7)), at: day(1) },
    { draft: observed, at: day(2) },
  ]);
  it.each([
    ["the Action's merge, without a history", merged!, unread, undefined],
    [
      "a break-glass record (apply --record), without a history",
      breakGlass!,
      unread,
      WHY_NO_COMMIT,
    ],
    [
      "a collector's file (append --monitoring), without a history",
      collected!,
      unread,
      WHY_NO_COMMIT,
    ],
    ["a collector's file in a clone verify does not flag", collected!, read, undefined],
  ])("%s", (_case, sealed, history, why) => {
    const entry = { record: sealed.record, sha256: "0".repeat(64) };
    expect(judgedEntry(history, entry, sealed.path).unauthenticated).toBe(why);
  });
});

describe("a git bundle of the evidence branch", () => {
  /** The clone, and a bundle of its branch beside it. */
  async function bundled(): Promise<{ dir: string; bundle: string }> {
    const dir = await clone();
    const bundle = join(dir, "..", `${dir.split("/").at(-1)!}.bundle`);
    execFileSync("git", ["-C", dir, "bundle", "create", "-q", bundle, "cip-sync-evidence"]);
    // Removed with the test's directory's sibling: nothing left behind.
    return { dir, bundle };
  }

  it("verifies as its clone does, and the obligations read from it are the clone's", async () => {
    const { dir, bundle } = await bundled();
    try {
      for (const args of [
        ["evidence", "verify"],
        ["obligations", "--at", "2026-01-20", "--format", "json"],
      ]) {
        const fromClone = await run(dir, ...args, "--dir", ".");
        const fromBundle = await run(dir, ...args, "--dir", bundle);
        expect(fromClone.code).toBe(0);
        expect(fromBundle.code).toBe(fromClone.code);
        expect(fromBundle.stdout).toBe(fromClone.stdout);
        expect(fromBundle.stderr).toBe(fromClone.stderr);
        expect(fromBundle.stderr).not.toContain("without its git history");
      }
    } finally {
      await rm(bundle, { force: true });
    }
  });

  it("refuses a file that is no bundle, naming it and saying how to make one", async () => {
    const dir = await clone();
    await writeFile(join(dir, "README.bundle"), "not a bundle\n");
    const refused = await run(dir, "evidence", "verify", "--dir", "README.bundle");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^error: --dir README\.bundle is not a git bundle of the evidence branch \(git: .+\): make one with git bundle create ledger\.bundle cip-sync-evidence origin\/main in a clone of the repository\n$/,
    );
  });
});

/** A CSV cell as csvCell writes text with commas: quoted. */
function csvQuoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
