// The ledger-reading commands run in a worker thread of the bundled CLI (src/cli/ledger-worker.ts):
// their output, exit codes and errors must be what the same command gives in a single thread, and
// a reader that goes away (`cip-sync obligations | head`) must neither crash the process nor leave
// the worker waiting on a pipe nobody reads.
import { spawn } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  bundledCli,
  requireCurrentBundles,
  runBundledCli,
  runCliInProcess,
} from "../support/cli.ts";
import { highImpactDeviationLedger, withoutHistory } from "../support/evidence-records.ts";

describe("ledger-reading commands in the bundle's worker thread", () => {
  it("obligations: the listing on standard output, and --fail-on's exit code 3", async () => {
    const dir = await highImpactDeviationLedger("cip-ledger-worker-");
    const listed = await runBundledCli(["obligations", "--dir", ".", "--at", "2026-02-10"], {
      cwd: dir,
    });
    // A folder without git history, as highImpactDeviationLedger writes one: said once.
    expect(listed).toMatchObject({ code: 0, stderr: withoutHistory(".") });
    // CIP-010 R3.1 and R3.2 open for the High system since its commissioning record, and R3.3 an
    // exception: the record that created its asset carried no assessment.
    expect(listed.stdout).toMatch(/^Obligations as of 2026-02-10 .*: 10 obligations, 2 exception,/);

    const failing = await runBundledCli(
      ["obligations", "--dir", ".", "--at", "2026-02-10", "--fail-on", "overdue"],
      { cwd: dir },
    );
    expect(failing.code).toBe(3);
    expect(failing.stderr).toBe(
      `${withoutHistory(".")}3 obligation(s) exceptions or overdue (--fail-on overdue).\n`,
    );
  });

  it("evidence verify: the ledger's verdict, and exit code 0", async () => {
    const dir = await highImpactDeviationLedger("cip-ledger-worker-");
    const verified = await runBundledCli(["evidence", "verify", "--dir", "."], { cwd: dir });
    expect(verified).toMatchObject({ code: 0, stderr: withoutHistory(".") });
    expect(verified.stdout).toMatch(/2 record\(s\)/);
  });

  it("evidence verify of a broken ledger: read by the bundle's readers, the breaks one thread finds", async () => {
    const dir = await highImpactDeviationLedger("cip-ledger-worker-");
    const [first] = (await readdir(join(dir, "records"), { recursive: true })).filter((path) =>
      path.endsWith(".json"),
    );
    await writeFile(join(dir, "records", first!), "{ not json");
    const bundled = await runBundledCli(["evidence", "verify", "--dir", "."], { cwd: dir });
    const alone = await runCliInProcess(["evidence", "verify", "--dir", "."], { cwd: dir });
    expect(bundled.code).toBe(1);
    expect(bundled.stderr).toMatch(/is not a valid evidence record: not UTF-8 JSON/);
    expect(bundled).toMatchObject({
      code: alone.code,
      stdout: alone.stdout,
      stderr: alone.stderr,
    });
  });

  it("a refusal on standard error with exit code 1, as in a single thread", async () => {
    const dir = await highImpactDeviationLedger("cip-ledger-worker-");
    const refused = await runBundledCli(["obligations", "--dir", "no-such-checkout"], { cwd: dir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^error: --dir \S+\/no-such-checkout has no records\/ directory/,
    );
    expect(refused.stdout).toBe("");
  });

  it("evidence populations and report write their files", async () => {
    const dir = await highImpactDeviationLedger("cip-ledger-worker-");
    const populations = await runBundledCli(
      [
        "evidence",
        "populations",
        "--dir",
        ".",
        "--from",
        "2026-01-01",
        "--to",
        "2026-02-10",
      ].concat(["--out", "populations", "--without-ports"]),
      { cwd: dir },
    );
    expect(populations.code, populations.stderr).toBe(0);
    const changes = await readFile(join(dir, "populations", "baseline-deviations.csv"), "utf8");
    // The header and the deviation's row.
    expect(changes.trimEnd().split("\n")).toHaveLength(2);
    const report = await runBundledCli(
      ["evidence", "report", "--dir", ".", "--from", "2026-01-01", "--to", "2026-02-10"].concat([
        "--format",
        "csv",
        "--out",
        "report.csv",
      ]),
      { cwd: dir },
    );
    expect(report.code, report.stderr).toBe(0);
    const rows = (await readFile(join(dir, "report.csv"), "utf8")).split("\n");
    // The two change records' rows, after the report's heading rows.
    expect(rows.filter((row) => row.startsWith("change,grid-east,"))).toHaveLength(2);
  });

  it("evidence handover: the readers hand every record to the judging passes, whose files are the commands' own", async () => {
    const dir = await highImpactDeviationLedger("cip-ledger-worker-");
    const period = ["--dir", ".", "--from", "2026-01-01", "--to", "2026-02-10"];
    const handover = await runBundledCli(
      ["evidence", "handover", ...period, "--out", "handover", "--without-ports"],
      { cwd: dir },
    );
    expect(handover.code, handover.stderr).toBe(0);
    expect(handover.stdout).toMatch(/^Verified \d+ record\(s\) in 1 workspace\(s\)/u);
    const alone = [
      ["evidence", "populations", ...period, "--out", "populations", "--without-ports"],
      ["evidence", "report", ...period, "--format", "json", "--out", "report.json"],
      ["obligations", "--dir", ".", "--at", "2026-02-10", "--format", "markdown", "--out", "o.md"],
    ];
    // The handover's report in JSON, to compare it but for when and by which build it was made.
    const again = await runBundledCli(
      ["evidence", "handover", ...period, "--out", "json", "--without-ports"].concat([
        "--report-format",
        "json",
      ]),
      { cwd: dir },
    );
    expect(again.code, again.stderr).toBe(0);
    for (const args of alone) {
      const run = await runCliInProcess(args, { cwd: dir });
      expect(run.code, run.stderr).toBe(0);
    }
    const read = (path: string) => readFile(join(dir, path), "utf8");
    const madeAt = (text: string) =>
      ({ ...JSON.parse(text), generated_at: "", generated_by: "" }) as unknown;
    expect(madeAt(await read("json/report.json"))).toEqual(madeAt(await read("report.json")));
    expect(await read("handover/obligations.md")).toBe(await read("o.md"));
    for (const file of await readdir(join(dir, "populations")))
      expect(await read(`handover/populations/${file}`), file).toBe(
        await read(`populations/${file}`),
      );
  });

  it("a reader that goes away ends nothing early: the command finishes with its exit code", async () => {
    const dir = await highImpactDeviationLedger("cip-ledger-worker-");
    requireCurrentBundles();
    const child = spawn(
      process.execPath,
      [bundledCli, "obligations", "--dir", ".", "--at", "2026-02-10", "--fail-on", "overdue"],
      {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    // The reader reads nothing and closes its end at once, as `head -0` would.
    child.stdout.destroy();
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toBe(
      `${withoutHistory(".")}3 obligation(s) exceptions or overdue (--fail-on overdue).\n`,
    );
    expect(code).toBe(3);
  });
});
