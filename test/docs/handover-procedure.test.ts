// The handover of docs/preparing-for-an-audit.md works as printed (issue 71, item 1): the entity's
// commands, run in a new directory against a repository whose default branch declares a port and
// whose evidence branch records it, make the two files the page says to send; the auditor's
// commands, run in a directory holding those two files and nothing else, verify the ledger, list
// the obligations, write every population (ports.csv included) and the HTML report. An entity that
// keeps no operators' keys (issue 80, item 1) sends an empty keys file: every command then reads
// it as "no operator keys", says so once, and never shows a library's message. Read after the
// period, the obligations are judged as of its last day, as the report is (issue 90, item 1).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { POPULATION_FILES } from "../../src/render/evidence/populations.ts";
import { repositoryRoot, runCliInProcess } from "../support/cli.ts";
import { csvRows } from "../support/csv-rows.ts";
import { entityRepository } from "../support/handover-repository.ts";

const page = readFileSync(`${repositoryRoot}docs/preparing-for-an-audit.md`, "utf8");
const section = page.slice(page.indexOf("## Handing over the ledger with its history"));
const [entitySide, auditorSide] = [...section.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map(
  (match) => match[1]!,
);
/** The repository the page's clone names, a placeholder the test replaces with its own. */
const PLACEHOLDER = "https://github.com/OWNER/REPOSITORY.git";

/** The words of a `cip-sync` line (no quoting in these), without the program's name. */
function cipSyncArgs(line: string): string[] {
  const words = line.split(/\s+/).filter((word) => word !== "");
  expect(words[0]).toBe("cip-sync");
  return words.slice(1);
}

/** What each auditor's command says once of an empty operators' keys file. */
const NO_OPERATOR_KEYS =
  /^warning: --operator-keys cip-sync-operators\.asc is empty: no operator keys, so no break-glass or collector's record appended from the command line is authenticated, and each closes nothing$/gmu;

it.each([
  { keys: "with operators' keys", operatorKeys: true },
  { keys: "without operators' keys", operatorKeys: false },
])(
  "the handover of preparing-for-an-audit.md, $keys, gives the auditor every population and the report",
  async ({ operatorKeys }) => {
    expect(entitySide).toContain(PLACEHOLDER);
    const root = await mkdtemp(join(tmpdir(), "cip-handover-"));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    const repository = await entityRepository(root, { operatorKeys });

    // The entity's side: the block as printed, in a new directory, the placeholder replaced.
    const entity = join(root, "entity");
    await mkdir(entity);
    execFileSync("sh", ["-e", "-c", entitySide!.replace(PLACEHOLDER, repository)], {
      cwd: entity,
      env: { PATH: process.env.PATH ?? "", HOME: root, GIT_CONFIG_NOSYSTEM: "1" },
      stdio: "pipe",
    });

    // The auditor's side: only the two files the entity sends.
    const auditor = join(root, "auditor");
    await mkdir(auditor);
    for (const file of ["ledger.bundle", "cip-sync-operators.asc"])
      await copyFile(join(entity, file), join(auditor, file));
    expect((await readdir(auditor)).sort()).toEqual(["cip-sync-operators.asc", "ledger.bundle"]);
    expect((await readFile(join(auditor, "cip-sync-operators.asc"), "utf8")) === "").toBe(
      !operatorKeys,
    );

    const lines = auditorSide!.split("\n").filter((line) => line.trim() !== "");
    expect(lines.map((line) => cipSyncArgs(line).slice(0, 2).join(" "))).toEqual([
      "evidence verify",
      "obligations --dir",
      "evidence populations",
      "evidence report",
    ]);
    // Issue 90, item 1: the auditor reads the year after it ended, when obligations judged as of
    // today said 3 overdue where the report, as of the period's last day, said none.
    const afterThePeriod = () => Date.parse("2027-03-01T12:00:00Z");
    for (const line of lines) {
      const run = await runCliInProcess(cipSyncArgs(line), { cwd: auditor, now: afterThePeriod });
      expect(run.code, `${line}\n${run.stdout}${run.stderr}`).toBe(0);
      expect(run.stderr).not.toContain("readKeys");
      expect(run.stderr.match(NO_OPERATOR_KEYS) ?? []).toHaveLength(operatorKeys ? 0 : 1);
      if (line.startsWith("cip-sync obligations"))
        expect(run.stdout).toMatch(/^Obligations as of 2026-12-31 /u);
    }
    if (!operatorKeys) {
      // The entity sent no keys file at all: the same as an empty one, said as absent.
      await rm(join(auditor, "cip-sync-operators.asc"));
      const run = await runCliInProcess(cipSyncArgs(lines[1]!), { cwd: auditor });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain(
        "warning: --operator-keys cip-sync-operators.asc is absent: no operator keys,",
      );
    }
    const written = await readdir(join(auditor, "populations"));
    expect(written.sort()).toEqual(Object.values(POPULATION_FILES).sort());
    expect(await csvRows(join(auditor, "populations", "ports.csv"))).toEqual([
      expect.objectContaining({ asset: "alpha-rtu-09", port: "20000", service: "dnp3" }),
    ]);
    const report = await readFile(join(auditor, "report.html"), "utf8");
    expect(report).toContain("alpha-rtu-09");
    expect(report).toContain("CIP obligations as of 2026-12-31");
  },
);
