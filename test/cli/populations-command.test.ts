// `cip-sync evidence populations`: the four files of a period from a checkout of the evidence
// branch, each row naming its record; a broken ledger refused; flags named when wrong.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { csvRows } from "../support/csv-rows.ts";
import {
  alphaInventory,
  baselinesOf,
  commitFiles,
  initRepository,
  withPorts,
} from "../support/inventory-repository.ts";
import {
  chainOf,
  changeDraft,
  day,
  highImpactChange,
  highImpactDeviation,
  highImpactDeviationLedger,
  monitoringDraft,
  ownersApproved,
  runOf,
  withoutHistory,
  writeLedgerCheckout,
} from "../support/evidence-records.ts";
import { POPULATION_FILES } from "../../src/render/evidence/populations.ts";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";

/** Every population's file, in the order the command writes them. */
const FILES = Object.values(POPULATION_FILES);

async function ledgerDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-populations-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const sealed = chainOf([
    { draft: changeDraft("grid-east", 1), at: day(1) },
    { draft: monitoringDraft("grid-east", 2, true), at: day(2) },
    { draft: changeDraft("grid-east", 3, "not-approved"), at: day(40) },
  ]);
  await writeLedgerCheckout(dir, sealed);
  return dir;
}

describe("cip-sync evidence populations", () => {
  it("writes the sixteen populations of the period, each row naming its record", async () => {
    const dir = await ledgerDir();
    const run = await runCliInProcess(
      [
        "evidence",
        "populations",
        "--dir",
        ".",
        "--from",
        "2026-01-01",
        "--to",
        "2026-01-31",
        "--out",
        "audit",
      ],
      { cwd: dir },
    );
    expect(run.stderr).toBe(withoutHistory("."));
    expect(run.code).toBe(0);
    // The change creates an asset in a system that declares no impact: its R2.1 is judged as for
    // High, an exception (impact not declared), in both files.
    // The rows of each file the ledger gives any: exceptions.csv holds the history not checked,
    // each family not judged and the R2.1 exception.
    const rows: Record<string, number> = {
      "cyber-assets.csv": 2,
      "inventory-operations.csv": 2,
      "configuration-monitoring.csv": 1,
      "reconciliation.csv": 1,
      "exceptions.csv": 2 + MERGE_JUDGED_FAMILIES.length,
    };
    expect(run.stdout).toBe(
      `Wrote the populations of . for the period:\n${FILES.map((file) => `  audit/${file}: ${rows[file] ?? 0} row(s)\n`).join("")}` +
        // No family started (no accepted merge keeps baselines or carries a family's files): each
        // said, and in exceptions.csv.
        MERGE_JUDGED_FAMILIES.map((family) => `Not judged: ${family.notJudged}\n`).join(""),
    );
    // A folder without git history: the exceptions say so first, citing no record; then each
    // family not judged, citing none either (issue 69).
    const [history, ...others] = await csvRows(join(dir, "audit", "exceptions.csv"));
    expect(history).toMatchObject({ record_path: "", kind: "history not checked" });
    // (their words, which hold commas, are compared whole by not-judged-outputs.test.ts)
    expect(others.slice(0, -1)).toMatchObject(
      MERGE_JUDGED_FAMILIES.map((family) => ({
        record_path: "",
        kind: `${family.name} not judged`,
      })),
    );
    expect(others.at(-1)?.kind).toBe("CIP-010 R2.1 exception");
    expect((await readdir(join(dir, "audit"))).sort()).toEqual([...FILES].sort());
    const changes = (await readFile(join(dir, "audit", "inventory-operations.csv"), "utf8")).split(
      "\r\n",
    );
    expect(changes[1]).toMatch(
      /^grid-east,1,sha256:[0-9a-f]{64},records\/grid-east\/2026\/01\/[\w.-]+\.json,2026-01-02T06:00:00\.000Z,not timestamped,applied,12,/,
    );
  });

  it("names each exception's record in the population and in the HTML report alike", async () => {
    const dir = await ledgerDir();
    const period = ["--from", "2026-01-01", "--to", "2026-03-31"];
    await runCliInProcess(["evidence", "populations", ...period, "--out", "audit"], { cwd: dir });
    // The first row after the header says the folder has no git history; the second is the record's.
    const [, , row] = (await readFile(join(dir, "audit", "exceptions.csv"), "utf8")).split("\r\n");
    const path = row!.split(",")[3]!;
    expect(path).toMatch(/^records\/grid-east\/2026\/02\/[\w.-]+-change-3-1\.json$/);
    const html = await runCliInProcess(["evidence", "report", ...period, "--format", "html"], {
      cwd: dir,
    });
    expect(html.stdout).toContain(`<td><code>${path}</code></td></tr>`);
  });

  it("refuses an --out directory that is not empty, writing nothing; --force writes there", async () => {
    const dir = await ledgerDir();
    await mkdir(join(dir, "inventory"));
    await writeFile(join(dir, "inventory", "alpha.yaml"), "cyber_system: Alpha\nassets: {}\n");
    const args = ["evidence", "populations", "--from", "2026-01-01", "--to", "2026-01-31"];

    const refused = await runCliInProcess([...args, "--out", "inventory"], { cwd: dir });
    expect({ code: refused.code, stdout: refused.stdout, stderr: refused.stderr }).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "error: --out inventory is not empty; choose an empty or new directory, or pass --force to overwrite files there.\n",
    });
    expect(await readdir(join(dir, "inventory"))).toEqual(["alpha.yaml"]);

    const forced = await runCliInProcess([...args, "--out", "inventory", "--force"], { cwd: dir });
    expect(forced.code).toBe(0);
    // Its file, then every population's.
    expect(await readdir(join(dir, "inventory"))).toHaveLength(1 + FILES.length);
  });

  // The populations count their days in the policy calendar's time zone, not UTC (issue 52): the
  // help and a missing day's refusal say the zone used, or where it comes from.
  it.each([
    [
      [] as string[],
      "error: --from is missing: give the period's first day as YYYY-MM-DD (in the policy calendar's time zone: the policy file's time_zone, else UTC)\n",
    ],
    [
      ["--time-zone", "America/Chicago"],
      "error: --from is missing: give the period's first day as YYYY-MM-DD (in America/Chicago, as --time-zone says)\n",
    ],
  ])("refuses a missing --from with %j, naming the zone its days are in", async (flags, stderr) => {
    const dir = await ledgerDir();
    const before = await readdir(dir, { recursive: true });
    const run = await runCliInProcess(["evidence", "populations", "--to", "2026-01-01", ...flags], {
      cwd: dir,
    });
    expect([run.code, run.stdout, run.stderr]).toEqual([1, "", stderr]);
    expect(await readdir(dir, { recursive: true })).toEqual(before);
  });

  it("--help names the zone of --from and --to", async () => {
    const help = (await runCliInProcess(["evidence", "populations", "--help"], { cwd: "/" }))
      .stdout;
    // Help wraps its descriptions: read it as one line.
    const line = help.replace(/\s+/g, " ");
    const zone = "(in the policy calendar's time zone, as --time-zone says)";
    expect(line).toContain(`--from <day> first day of the period, YYYY-MM-DD ${zone}`);
    expect(line).toContain(`--to <day> last day of the period, included ${zone}`);
  });

  it("refuses a period whose end is before its start", async () => {
    const dir = await ledgerDir();
    const run = await runCliInProcess(
      ["evidence", "populations", "--from", "2026-02-01", "--to", "2026-01-01", "--format", "json"],
      { cwd: dir },
    );
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n")[0]).toBe(
      "error: --to 2026-01-01 is before --from 2026-02-01: give the period's last day after its first",
    );
  });
});

const DNP3 = "{ port: 20000, protocol: tcp, service: dnp3, justification: DNP3 to the EMS }";

/** A git repository whose commit declares alpha-rtu-09's DNP3 port; that port item's digest. */
async function repositoryWithPorts(): Promise<{ dir: string; commit: string; ports: string }> {
  const dir = await mkdtemp(join(tmpdir(), "cip-populations-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  initRepository(dir);
  const text = alphaInventory({ "alpha-rtu-09": withPorts(`[${DNP3}]`) });
  const commit = await commitFiles(dir, { "inventory/alpha.yaml": text });
  return { dir, commit, ports: baselinesOf(text)[0]!.items!.ports! };
}

/**
 * highImpactDeviation() in a git repository whose commit declares alpha-rtu-09's ports: the records
 * name that commit and vouch for its ports item, as a merge's records do.
 */
async function deviationInRepository(): Promise<{ dir: string; commit: string }> {
  const { dir, commit, ports } = await repositoryWithPorts();
  const [commissioned, deviated] = highImpactDeviation();
  for (const draft of [commissioned, deviated]) {
    draft.change.merge_sha = commit;
    for (const baseline of draft.change.baselines!) baseline.items!.ports = ports;
  }
  await writeLedgerCheckout(
    dir,
    chainOf([
      { draft: commissioned, at: day(0) },
      { draft: deviated, at: day(1) },
    ]),
  );
  return { dir, commit };
}

describe("the CIP-010 populations", () => {
  it("lists a deviation with its items, authorization and R1.3 status, and each asset's R2.1 period", async () => {
    const { dir } = await deviationInRepository();
    const run = await runCliInProcess(
      ["evidence", "populations", "--from", "2026-01-01", "--to", "2026-03-31", "--out", "audit"],
      { cwd: dir },
    );
    expect(run.code).toBe(0);
    const rows = (file: string) => csvRows(join(dir, "audit", file));
    // The create (#1) is commissioning, not a deviation: only the change of patches (#2) is.
    const deviations = await rows("baseline-deviations.csv");
    expect(deviations).toHaveLength(1);
    expect(deviations[0]).toMatchObject({
      record_sequence: "2",
      asset: "alpha-rtu-09",
      items_changed: "patches",
      r1_3_status: "exception",
      r1_3_reason: "completion not recorded",
      r1_5: "reminder",
    });
    expect(deviations[0]!.authorized_by).not.toBe("");
    const monitoring = await rows("configuration-monitoring.csv");
    expect(monitoring).toMatchObject([
      {
        asset: "alpha-rtu-09",
        kind: "35-day period",
        status: "overdue",
        reason: "no configuration monitoring recorded",
      },
    ]);
  });
});

describe("a period that has not ended", () => {
  // On 20 January the R2.1 period opened by the deviation of 2 January (due in February) is open:
  // judged as of its last day, 31 December, the populations called it overdue while the report
  // for the same period judged as of today (issue 51, item 6).
  const period = ["--from", "2026-01-01", "--to", "2026-12-31"];
  const now = () => Date.parse("2026-01-20T12:00:00Z");

  it("is judged as of today in the populations, as in the report", async () => {
    const { dir } = await deviationInRepository();
    const run = await runCliInProcess(["evidence", "populations", ...period, "--out", "audit"], {
      cwd: dir,
      now,
    });
    expect(run.code).toBe(0);
    const monitoring = await csvRows(join(dir, "audit", "configuration-monitoring.csv"));
    expect(monitoring.map(({ asset, status }) => ({ asset, status }))).toEqual([
      { asset: "alpha-rtu-09", status: "open" },
    ]);
    const report = await runCliInProcess(
      ["evidence", "report", "--dir", ".", ...period, "--format", "json"],
      { cwd: dir, now },
    );
    expect(report.code).toBe(0);
    const { obligations } = JSON.parse(report.stdout) as {
      obligations: { at: string; obligations: { kind: string; status: string }[] };
    };
    expect(obligations.at).toBe("2026-01-20");
    expect(obligations.obligations.filter((o) => o.kind === "CIP-010 R2.1")).toMatchObject([
      { status: "open" },
    ]);
  });
});

describe("the CIP-007 R1.1 ports population", () => {
  it("lists each declared port with the record that introduced it, read at its commit", async () => {
    const { dir } = await deviationInRepository();
    const run = await runCliInProcess(
      ["evidence", "populations", "--from", "2026-01-01", "--to", "2026-03-31", "--out", "audit"],
      { cwd: dir },
    );
    // A git clone is read through verify's walk of its history, with verify's warning.
    expect(run.stderr).toBe(
      "warning: history: the ledger's writer is recognised by its author name, which anyone can set on a commit: pass --writer-key with the writer's public signing key (GitHub's web-flow key for the commits the Action makes) to authenticate every record\n",
    );
    expect(run.stdout).toContain("  audit/ports.csv: 1 row(s)\n");
    expect(await csvRows(join(dir, "audit", "ports.csv"))).toEqual([
      expect.objectContaining({
        workspace: "grid-east",
        record_sequence: "1",
        record_path: expect.stringMatching(/^records\/grid-east\/2026\/01\/.*-change-1-/),
        asset: "alpha-rtu-09",
        cyber_system: "Alpha Protection",
        impact: "high",
        class: "BCA",
        port: "20000",
        protocol: "tcp",
        service: "dnp3",
        justification: "DNP3 to the EMS",
      }),
    ]);
  });

  it("writes nothing when a record's commit is not in the clone, saying how to fetch it", async () => {
    const dir = await highImpactDeviationLedger("cip-populations-");
    const run = await runCliInProcess(
      ["evidence", "populations", "--from", "2026-01-01", "--to", "2026-03-31", "--out", "audit"],
      { cwd: dir },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(
      /^warning: history: \.: .*\nThe populations were not written: record 1 of workspace grid-east \(records\/grid-east\/2026\/01\/[^)]+\) names commit e{40}, which the git repository at .+ cannot show \(.+\); the populations read the ports from the inventory files at that commit: fetch the repository's history \(git fetch --unshallow, or git fetch origin with the default branch\) and run again from a clone that has it\. To write the others without ports\.csv, pass --without-ports\.\n$/,
    );
    expect(await readdir(dir)).not.toContain("audit");
  });

  it("writes the other populations with --without-ports, and says ports.csv was not", async () => {
    const dir = await highImpactDeviationLedger("cip-populations-");
    for (const format of ["csv", "json"]) {
      const run = await runCliInProcess(
        ["evidence", "populations", ...["--from", "2026-01-01", "--to", "2026-03-31"]].concat([
          "--format",
          format,
          "--out",
          format,
          "--without-ports",
        ]),
        { cwd: dir },
      );
      expect(run.stderr).toBe(withoutHistory("."));
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/\n {2}ports: not written \(--without-ports\)\n/);
      expect(await readdir(join(dir, format))).not.toContain("ports.csv");
    }
    const json = JSON.parse(
      await readFile(join(dir, "json", "populations.json"), "utf8"),
    ) as object;
    expect(Object.keys(json)).not.toContain("ports");
    expect(Object.keys(json)).toContain("exceptions");
  });
});

describe("an obligation a record after the period closed", () => {
  it("is open in the period's rows and named in closed_after_period, in CSV and JSON alike", async () => {
    // A deviation carried by a merge with an operation on the asset (#2, in January), whose
    // completion a merge in February (#3) records: R1.3 closes after the period. In a repository
    // whose commit declares the ports the records vouch for, as the ports population reads them.
    const { dir, commit, ports } = await repositoryWithPorts();
    const [commissioned, deviated] = highImpactDeviation();
    for (const draft of [commissioned, deviated]) {
      draft.change.merge_sha = commit;
      for (const baseline of draft.change.baselines!) baseline.items!.ports = ports;
    }
    const carrying = highImpactChange();
    carrying.run = runOf(2);
    carrying.change.pull_request!.number = 13;
    carrying.change.baselines = deviated.change.baselines;
    const completing = changeDraft("grid-east", 3, "no-changes", 14);
    completing.change.baselines = deviated.change.baselines!.map((baseline) => ({
      ...baseline,
      digest: `sha256:${"c".repeat(64)}`,
      completed_on: "2026-02-09",
    }));
    completing.change.policy = ownersApproved();
    const sealed = chainOf([
      { draft: commissioned, at: day(0) },
      { draft: carrying, at: day(1) },
      { draft: completing, at: day(40) },
    ]);
    await writeLedgerCheckout(dir, sealed);
    const notJudged = MERGE_JUDGED_FAMILIES.filter(
      (family) => !sealed.some(({ record }) => family.starts(record)),
    );
    const period = ["--from", "2026-01-01", "--to", "2026-01-31"];
    const csv = await runCliInProcess(["evidence", "populations", ...period, "--out", "csv"], {
      cwd: dir,
    });
    expect(csv.code).toBe(0);
    const json = await runCliInProcess(
      ["evidence", "populations", ...period, "--format", "json", "--out", "json"],
      { cwd: dir },
    );
    // Nine rows, and the High system's two CIP-010 R3 intervals, never assessed, open; R3.3 of
    // each create of alpha-rtu-09 in it (#1, #2) with no assessment: a row and an exception each;
    // an exception row of each family no record started: not judged.
    expect(json.stdout).toBe(
      `Wrote the populations of . for the period:\n  json/populations.json: ${15 + notJudged.length} row(s)\n${notJudged.map((family) => `Not judged: ${family.notJudged}\n`).join("")}`,
    );
    // The JSON holds the same rows as the CSV files, and nothing else is left in its directory.
    expect(await readdir(join(dir, "json"))).toEqual(["populations.json"]);
    const populations = JSON.parse(
      await readFile(join(dir, "json", "populations.json"), "utf8"),
    ) as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(populations)).toEqual(Object.keys(POPULATION_FILES));
    expect(
      populations.commissionedAssets!.map((row) => [row.record_sequence, row.evidence]),
    ).toEqual([
      [1, "none"],
      [2, "none"],
    ]);
    const rows = await csvRows(join(dir, "csv", "inventory-operations.csv"));
    expect(populations.inventoryChanges).toHaveLength(rows.length);
    // As of 31 January R1.3 waits for the completion; the February record that records it closes
    // it (as of its authorizing record #2), which only closed_after_period says.
    const carried = populations.inventoryChanges!.filter(
      (row) => row.record_sequence === 2 && row.action === "create",
    );
    expect(
      carried.map(({ obligations_opened, obligations_closed_by, closed_after_period }) => ({
        obligations_opened,
        obligations_closed_by,
        closed_after_period,
      })),
    ).toEqual([
      {
        obligations_opened:
          "CIP-010 R3.3; CIP-010 R1.3; CIP-010 R1.4; CIP-010 R1.5; CIP-010 R1.6; CIP-010 R1.2",
        obligations_closed_by:
          "CIP-010 R3.3: exception; CIP-010 R1.3: open; CIP-010 R1.4: reminder; CIP-010 R1.5: reminder; CIP-010 R1.6: reminder; CIP-010 R1.2: record 2",
        closed_after_period: "CIP-010 R1.3: record 2 (2026-01-02T06:00:00.000Z)",
      },
    ]);
  });
});
