// The handover of docs/preparing-for-an-audit.md works as printed (issue 71, item 1): the entity's
// commands, run in a new directory against a repository whose default branch declares a port and
// whose evidence branch records it, make the two files the page says to send; the auditor's
// commands, run in a directory holding those two files and nothing else, verify the ledger, list
// the obligations, write every population (ports.csv included) and the HTML report. An entity that
// keeps no operators' keys (issue 80, item 1) sends an empty keys file: every command then reads
// it as "no operator keys", says so once, and never shows a library's message. The repository is
// the documented, bound setup (docs/ledger-writer.md): main declares the writer's key in
// cip-ledger.yaml and the Action signed each record; the handover sends that declaration, and the
// auditor's commands check every record against it (issue 88, item 7), so a record signed by a
// key the declaration does not name fails every one of them; they read the declaration in force
// before each record from the bundle, which carries the default branch (issue 88, item 1).
// Read after the period, the obligations are judged as of its last day, as the report is (issue
// 90, item 1). verify leaves its verified head beside the bundle, and the three commands after it
// check the signatures from it on (issue 99, item 2).
import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
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
const [entitySide, handoverSide, auditorSide] = [
  ...section.matchAll(/^```sh\n([\s\S]*?)^```/gm),
].map((match) => match[1]!);
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

/** The writer's key the repository declares, and another job's key it does not. */
const WRITER = generateKeyPairSync("ed25519");
const OTHER = generateKeyPairSync("ed25519");

/** The files the entity's side makes, and sends to the auditor. */
const SENT = ["cip-ledger.yaml", "cip-sync-operators.asc", "ledger.bundle"];

/**
 * The entity's block of the page as printed, in a new directory under `root` (the placeholder
 * replaced by `repository`), then a directory holding only the files it sends: the auditor's.
 */
async function handOver(root: string, repository: string): Promise<string> {
  const entity = join(root, "entity");
  await mkdir(entity);
  execFileSync("sh", ["-e", "-c", entitySide!.replace(PLACEHOLDER, repository)], {
    cwd: entity,
    env: { PATH: process.env.PATH ?? "", HOME: root, GIT_CONFIG_NOSYSTEM: "1" },
    stdio: "pipe",
  });
  const auditor = join(root, "auditor");
  await mkdir(auditor);
  for (const file of SENT) await copyFile(join(entity, file), join(auditor, file));
  expect((await readdir(auditor)).sort()).toEqual(SENT);
  return auditor;
}

/** The auditor's commands as printed, one line each. */
const auditorLines = () => auditorSide!.split("\n").filter((line) => line.trim() !== "");

it.each([
  { keys: "with operators' keys", operatorKeys: true },
  { keys: "without operators' keys", operatorKeys: false },
])(
  "the handover of preparing-for-an-audit.md, $keys, gives the auditor every population and the report",
  async ({ operatorKeys }) => {
    expect(entitySide).toContain(PLACEHOLDER);
    const root = await mkdtemp(join(tmpdir(), "cip-handover-"));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    const repository = await entityRepository(root, {
      operatorKeys,
      writer: { declared: WRITER, signers: [WRITER, WRITER] },
    });
    // The entity's side as printed; the auditor's holds only the files the entity sends.
    const auditor = await handOver(root, repository);
    expect((await readFile(join(auditor, "cip-sync-operators.asc"), "utf8")) === "").toBe(
      !operatorKeys,
    );

    const lines = auditorLines();
    expect(lines.map((line) => cipSyncArgs(line).slice(0, 2).join(" "))).toEqual([
      "evidence verify",
      "obligations --dir",
      "evidence populations",
      "evidence report",
    ]);
    // Issue 90, item 1: the auditor reads the year after it ended, when obligations judged as of
    // today said 3 overdue where the report, as of the period's last day, said none.
    const afterThePeriod = () => Date.parse("2027-03-01T12:00:00Z");
    // Issue 99, item 2: the handover in one command, first, as the page prints it.
    const handover = cipSyncArgs(handoverSide!.trim());
    expect(handover.slice(0, 2)).toEqual(["evidence", "handover"]);
    const once = await runCliInProcess(handover, { cwd: auditor, now: afterThePeriod });
    expect(once.code, `${once.stdout}${once.stderr}`).toBe(0);
    expect(once.stdout).toContain("Verified head written to ledger.bundle.verified-head.json (#");
    expect(once.stderr.match(NO_OPERATOR_KEYS) ?? []).toHaveLength(operatorKeys ? 0 : 1);
    for (const line of lines) {
      const run = await runCliInProcess(cipSyncArgs(line), { cwd: auditor, now: afterThePeriod });
      expect(run.code, `${line}\n${run.stdout}${run.stderr}`).toBe(0);
      expect(run.stderr).not.toContain("readKeys");
      // Every record checked against the declaration sent: no warning that it was not.
      expect(run.stderr).not.toContain("signatures were not checked");
      expect(run.stderr.match(NO_OPERATOR_KEYS) ?? []).toHaveLength(operatorKeys ? 0 : 1);
      if (line.startsWith("cip-sync obligations"))
        expect(run.stdout).toMatch(/^Obligations as of 2026-12-31 /u);
      // Verify once, judge many: verify leaves its head beside the bundle, the others resume.
      if (line.startsWith("cip-sync evidence verify"))
        expect(run.stdout).toContain(
          "Verified head written to ledger.bundle.verified-head.json (#",
        );
      else
        expect(run.stderr).toContain(
          "Signatures checked from the verified head ledger.bundle.verified-head.json on: ",
        );
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
    // What the handover wrote is, byte for byte, what the four commands wrote.
    const handedOver = join(auditor, "handover-2026");
    expect(await readFile(join(handedOver, "report.html"), "utf8")).toBe(report);
    for (const file of written)
      expect(await readFile(join(handedOver, "populations", file), "utf8"), file).toBe(
        await readFile(join(auditor, "populations", file), "utf8"),
      );
    const markdown = await runCliInProcess([...cipSyncArgs(lines[1]!), "--format", "markdown"], {
      cwd: auditor,
      now: afterThePeriod,
    });
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(await readFile(join(handedOver, "obligations.md"), "utf8")).toBe(markdown.stdout);
  },
);

it("the handover's commands fail on a record signed by a key cip-ledger.yaml does not declare", async () => {
  const root = await mkdtemp(join(tmpdir(), "cip-handover-"));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  // The second record signed by another job's key, which the default branch never declared.
  const repository = await entityRepository(root, {
    writer: { declared: WRITER, signers: [WRITER, OTHER] },
  });
  const auditor = await handOver(root, repository);
  for (const line of auditorLines()) {
    const run = await runCliInProcess(cipSyncArgs(line), { cwd: auditor });
    expect(run.code, `${line}\n${run.stdout}${run.stderr}`).toBe(1);
    // Given the repository's history, each names the declaration in force before the record.
    expect(run.stderr).toContain(
      "record #2 of workspace grid-east: its signature is not by any key the cip-ledger.yaml in force before it declares (at commit ",
    );
  }
  // The handover writes nothing of a ledger that does not verify.
  const once = await runCliInProcess(cipSyncArgs(handoverSide!.trim()), { cwd: auditor });
  expect(once.code, `${once.stdout}${once.stderr}`).toBe(1);
  expect(once.stderr).toContain(
    "record #2 of workspace grid-east: its signature is not by any key the cip-ledger.yaml in force before it declares (at commit ",
  );
  expect(once.stderr).toContain("Nothing of the handover was written");
  // The command it names for what can be read runs as printed.
  const named = /'(cip-sync evidence report [^']+)'/u.exec(once.stderr)?.[1];
  expect(named).toBe(
    "cip-sync evidence report --dir ledger.bundle --from 2026-01-01 --to 2026-12-31 --operator-keys cip-sync-operators.asc --ledger-declaration cip-ledger.yaml --repository ledger.bundle",
  );
  const shown = await runCliInProcess(cipSyncArgs(named!), { cwd: auditor });
  expect(shown.code).toBe(1);
  expect(shown.stdout).toMatch(/^# Evidence report\n/u);
  expect(shown.stderr).toContain(
    "record #2 of workspace grid-east: its signature is not by any key",
  );
  // No population was written, nor the handover's directory left; the report written beside the
  // failure judges no obligation.
  expect((await readdir(auditor)).sort()).toEqual([...SENT, "report.html"]);
  expect(await readFile(join(auditor, "report.html"), "utf8")).toContain(
    "CIP obligations not judged in this report",
  );
});
