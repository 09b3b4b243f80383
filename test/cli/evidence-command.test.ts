import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import type { listedReport } from "../support/evidence-text.ts";
import { runCli } from "../../src/cli/main.ts";
import { emulatorWith, EAST_KEY, temporaryDirectory } from "../emulator/support.ts";
import {
  chainOf,
  changeDraft,
  day,
  monitoringDraft,
  writeLedgerCheckout,
  withoutHistory,
} from "../support/evidence-records.ts";
import { WITHOUT_HISTORY } from "../../src/core/evidence/chain/evidence-history.ts";

interface Output {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[], cwd: string, env: Record<string, string> = {}): Promise<Output> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, {
    env,
    cwd,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    stdinIsTTY: false,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    waitForStop: async () => {},
  });
  return { code, stdout, stderr };
}

const writeLedger = writeLedgerCheckout;

/** grid-east: runs on days 0, 10, 50 (a 40-day gap), a drift from day 10 resolved by an apply. */
function ledgerWithGap(): SealedRecord[] {
  return chainOf([
    { draft: monitoringDraft("grid-east", 1, true), at: day(0) },
    { draft: monitoringDraft("grid-east", 2, false), at: day(10) },
    { draft: changeDraft("grid-east", 3, "applied", 17), at: day(12) },
    { draft: monitoringDraft("grid-east", 4, true), at: day(52) },
    { draft: changeDraft("grid-east", 5, "plan-changed", 18), at: day(55) },
  ]);
}

let dir: string;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe("cip-sync evidence verify", () => {
  it("accepts an intact ledger", async () => {
    dir = await temporaryDirectory();
    await writeLedger(dir, ledgerWithGap());
    const { code, stdout, stderr } = await cli(["evidence", "verify", "--dir", dir], "/");
    expect(code).toBe(0);
    // A folder without git history: verify says it did not check who added the records.
    expect(stderr).toBe(withoutHistory(dir));
    expect(stdout).toBe(
      `Verified 5 record(s) in 1 workspace(s) (grid-east): every record matches the schema and every chain is intact; the history was not checked: ${WITHOUT_HISTORY.notice}.\n`,
    );
  });

  it.each([
    [
      "edited",
      (files: SealedRecord[]) => ({
        edit: files[1]!,
        text: files[1]!.text.replace('"in_sync": false', '"in_sync": true'),
      }),
      1,
    ],
    ["deleted", (files: SealedRecord[]) => ({ edit: files[1]!, text: undefined }), 2],
  ] as const)("fails naming the file of a %s record", async (kind, change, named) => {
    dir = await temporaryDirectory();
    const files = ledgerWithGap();
    await writeLedger(dir, files);
    const { edit, text } = change(files);
    if (text === undefined) await rm(join(dir, edit.path));
    else await writeFile(join(dir, edit.path), text);
    const { code, stderr } = await cli(["evidence", "verify", "--dir", "."], dir);
    expect(code).toBe(1);
    expect(stderr).toContain(
      `The evidence ledger in . is broken (1 problem(s)):\n  ${files[named]!.path}: `,
    );
    expect(stderr).toContain(kind === "edited" ? "was edited" : "record 2 was deleted");
  });

  it("fails naming the files of a reordered record", async () => {
    dir = await temporaryDirectory();
    const files = ledgerWithGap();
    await writeLedger(dir, files);
    // Record 2 refiled after record 3, under a time that puts it there.
    const moved = files[1]!.text.replace(
      '"recorded_at": "2026-01-11T06:00:00.000Z"',
      '"recorded_at": "2026-01-14T06:00:00.000Z"',
    );
    await rm(join(dir, files[1]!.path));
    const path = files[1]!.path.replace("20260111T060000", "20260114T060000");
    await writeFile(join(dir, path), moved);
    const { code, stderr } = await cli(["evidence", "verify", "--dir", dir], "/");
    expect(code).toBe(1);
    expect(stderr).toContain(
      `${files[2]!.path} has sequence 3 where sequence 2 belongs, and ${path} has sequence 2: records were reordered`,
    );
  });

  it("says what --dir must be when it is not a checkout of the evidence branch", async () => {
    dir = await temporaryDirectory();
    const { code, stderr } = await cli(["evidence", "verify", "--dir", dir], "/");
    expect(code).toBe(1);
    expect(stderr).toBe(
      `error: --dir ${dir} has no records/ directory: pass a checkout of the evidence branch (git clone --branch cip-sync-evidence --single-branch <repository> evidence)\n`,
    );
  });
});

describe("cip-sync evidence report", () => {
  it("flags a 40-day gap between monitoring runs and names the apply that ended the drift", async () => {
    dir = await temporaryDirectory();
    await writeLedger(dir, ledgerWithGap());
    const args = ["evidence", "report", "--dir", dir, "--from", "2026-01-01", "--to", "2026-03-31"];
    const json = await cli([...args, "--format", "json"], "/");
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as ReturnType<typeof listedReport>;
    const [workspace] = report.workspaces;
    expect(workspace?.gaps_over_limit).toEqual([
      {
        from: "2026-01-11T06:00:00.000Z",
        to: "2026-02-22T06:00:00.000Z",
        days: 42,
        over_limit: true,
      },
      {
        from: "2026-02-22T06:00:00.000Z",
        to: "2026-04-01T00:00:00.000Z",
        days: 38,
        over_limit: true,
      },
    ]);
    expect(workspace?.drift_episodes).toEqual([
      {
        first_seen: "2026-01-11T06:00:00.000Z",
        last_seen: "2026-01-11T06:00:00.000Z",
        resolved_at: "2026-02-22T06:00:00.000Z",
        resolved_by: {
          pull_requests: [{ number: 17, url: "https://github.com/grid-east/inventory/pull/17" }],
          recorded_at: "2026-01-13T06:00:00.000Z",
        },
        max_differences: 2,
        assets: [
          {
            action: "create",
            asset_id: null,
            name: "alpha-rtu-09",
            cyber_system: "Alpha Protection",
          },
          {
            action: "delete",
            asset_id: "ca_0042",
            name: "alpha-hmi-02",
            cyber_system: "Alpha Protection",
          },
        ],
      },
    ]);
    expect(
      workspace?.changes.map((change) => [
        change.outcome,
        change.reviewed_is_executed,
        change.pull_requests.map((pull) => [pull.number, pull.approved_by, pull.not_independent]),
      ]),
    ).toEqual([
      ["applied", true, [[17, ["dave"], ["bob"]]]],
      ["plan-changed", true, [[18, ["dave"], ["bob"]]]],
    ]);
    // Each operation with both sides: what it found and what it left, system and facility.
    const alpha = {
      cyber_system: "Alpha Protection",
      asset_type: "hardware",
      facility: "Substation Alpha",
    };
    expect(workspace?.changes[0]?.operations).toEqual([
      {
        action: "create",
        asset_id: "ca_new_0",
        before: null,
        after: { name: "alpha-rtu-09", ...alpha },
        result: "succeeded",
        error: null,
      },
      {
        action: "delete",
        asset_id: "ca_0042",
        before: { name: "alpha-hmi-02", ...alpha },
        after: null,
        result: "succeeded",
        error: null,
      },
    ]);

    const markdown = await cli(args, "/");
    expect(markdown.stdout).toContain(
      "**Gaps over 35 days:** 42 days, 2026-01-11 06:00 UTC to 2026-02-22 06:00 UTC (over 35)",
    );
    expect(markdown.stdout).toContain(
      "resolved 2026-02-22 06:00 UTC by the apply of pull request #17 (2026-01-13 06:00 UTC)",
    );
  });

  it("writes every format, the CSV with one row per change, operation, run, gap and episode", async () => {
    dir = await temporaryDirectory();
    await writeLedger(dir, ledgerWithGap());
    const args = ["evidence", "report", "--dir", dir, "--from", "2026-01-01", "--to", "2026-03-31"];
    const csv = await cli([...args, "--format", "csv", "--out", "out/report.csv"], dir);
    expect(csv).toMatchObject({
      code: 0,
      stderr: `${withoutHistory(dir)}Wrote the csv report to out/report.csv.\n`,
    });
    const rows = (await readFile(join(dir, "out/report.csv"), "utf8")).trimEnd().split("\r\n");
    expect(rows.map((row) => row.split(",")[0])).toEqual([
      "row",
      // The header facts, then that the CSV report judges no obligation (issue 69).
      ...Array<string>(8).fill("report"),
      "ledger",
      // A folder without git history: the report says the history was not checked.
      "ledger-history",
      // The refused change (plan-changed), the two gaps over 35 days, and the history not
      // checked, an exception as exceptions.csv's row is (issue 90).
      ...Array<string>(4).fill("exception"),
      "change",
      "operation",
      "operation",
      "change",
      "monitoring",
      "monitoring",
      "monitoring",
      "gap-over-limit",
      "gap-over-limit",
      "drift-episode",
    ]);
    const html = await cli([...args, "--format", "html"], "/");
    expect(html.stdout).toMatch(/^<!DOCTYPE html>/);
    expect(html.stdout).not.toMatch(/<script|<link|src=|url\(/i);
  });

  it.each([
    [
      ["--from", "2026-02-30", "--to", "2026-03-01"],
      "--from 2026-02-30 is not a day that exists: write it as YYYY-MM-DD, e.g. 2026-11-24",
    ],
    [
      ["--to", "2026-03-01"],
      "--from is missing: give the period's first day as YYYY-MM-DD (in the policy calendar's time zone: the policy file's time_zone, else UTC)",
    ],
    [
      ["--from", "2026-03-02", "--to", "2026-03-01"],
      "--to 2026-03-01 is before --from 2026-03-02: give the period's last day after its first",
    ],
    [
      ["--from", "2026-03-01", "--to", "2026-03-02", "--format", "pdf"],
      "--format must be one of markdown, csv, html, json; got 'pdf'.",
    ],
  ])("refuses %j with a message naming the flag, writing nothing", async (flags, message) => {
    dir = await temporaryDirectory();
    const { code, stdout, stderr } = await cli(
      ["evidence", "report", ...flags, "--out", "report.md"],
      dir,
    );
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(`error: ${message}\n`);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("cip-sync evidence: words it does not take", () => {
  it.each([
    [
      ["evidence", "verify", "--from", "2026-01-01"],
      "'evidence verify' does not take --from. Run 'cip-sync evidence verify --help' for usage.",
    ],
    [
      ["evidence", "verify", "records"],
      "unexpected argument 'records' for 'evidence verify': it takes no paths. Run 'cip-sync evidence verify --help' for usage.",
    ],
    [["evidence", "audit"], "unknown command 'audit'. Run 'cip-sync evidence --help' for usage."],
    [
      ["drift", "--out", "x.json"],
      "'drift' does not take --out. Run 'cip-sync drift --help' for usage.",
    ],
  ])("refuses %j naming what to run instead", async (args, message) => {
    dir = await temporaryDirectory();
    const { code, stdout, stderr } = await cli(args, dir);
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: "",
      stderr: `error: ${message}\n`,
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it("shows the evidence commands when none is given", async () => {
    const { code, stdout } = await cli(["evidence"], "/");
    expect(code).toBe(0);
    expect(stdout).toContain("Usage: cip-sync evidence [options] [command]");
    expect(stdout).toContain("verify [options]");
    expect(stdout).toContain("report [options]");
  });
});

describe("cip-sync drift", () => {
  it("exits 2 on drift and lists each drifted asset; 0 when in sync", async () => {
    const emulator = await emulatorWith();
    dir = await temporaryDirectory();
    await mkdir(join(dir, "inventory"));
    const inventory = (relays: string) =>
      `cyber_system: EMS\ncontrol_center: Primary Control Center\nassets:\n  EMS-Server-01: hardware\n${relays}`;
    await writeFile(join(dir, "inventory", "ems.yaml"), inventory("  ems-hmi-09: software\n"));
    const env = { CIP_API_URL: emulator.url, CIP_API_KEY: EAST_KEY };
    const drifted = await cli(["drift", "--format", "json"], dir, env);
    expect(drifted.code).toBe(2);
    expect(JSON.parse(drifted.stdout)).toMatchObject({
      in_sync: false,
      differences: [
        {
          action: "create",
          asset_id: null,
          declared: { name: "ems-hmi-09", cyber_system: "EMS", asset_type: "software" },
          live: null,
        },
      ],
    });
    const text = await cli(["drift"], dir, env);
    expect(text.stdout).toBe(
      "Drift: 1 asset differs between the files and the live inventory.\n  (new): only in the files\n    declared: ems-hmi-09 (software) in EMS\n    live:     (none)\n",
    );
    await writeFile(join(dir, "inventory", "ems.yaml"), inventory(""));
    const inSync = await cli(["drift", "--format", "markdown"], dir, env);
    expect(inSync).toMatchObject({
      code: 0,
      stdout: "**No drift: the live inventory matches the files.**\n",
    });
  });
});
