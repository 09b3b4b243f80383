// `cip-sync obligations` on a checkout of the evidence branch: the list as of a day, exceptions
// first; --fail-on's exit code; a broken ledger refused (fail closed); CSV cells that cannot become
// formulas; and wrong flags named with what they accept.
import { isPatchFile } from "../../src/core/patches/patch-files.ts";
import type { EvidenceDraft } from "../../src/core/evidence/records/evidence-record.ts";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { reviewedFilesEvidence } from "../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import { recordedCalendar } from "../../src/core/obligations/obligations.ts";
import { baselineOf, patchMerge } from "../support/obligation-ledgers.ts";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";
import { PATCH_MANAGEMENT_FAMILY } from "../../src/core/obligations/patch-management/patch-family.ts";

const R2_NOT_JUDGED = PATCH_MANAGEMENT_FAMILY.notJudged;
import {
  breakGlassDraft,
  type ChangeDraft,
  chainOf,
  changeDraft,
  day,
  highImpactChange,
  highImpactDeviation,
  ledgerFilesOf,
  ownersApproved,
  withoutHistory,
  writeLedgerCheckout,
} from "../support/evidence-records.ts";
import { WITHOUT_HISTORY } from "../../src/core/evidence/chain/evidence-history.ts";

async function ledger(entries: { draft: EvidenceDraft; at: Date }[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-obligations-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await writeLedgerCheckout(dir, chainOf(entries));
  return dir;
}

/** What every output says of each family no record of `entries` starts, in the table's order. */
const notJudgedBy = (entries: { draft: EvidenceDraft; at: Date }[]) => {
  const records = chainOf(entries).map(({ record }) => record);
  return MERGE_JUDGED_FAMILIES.filter((family) => !records.some(family.starts)).map(
    (family) => family.notJudged,
  );
};

const run = (dir: string, ...flags: string[]) =>
  runCliInProcess(["obligations", "--dir", dir, ...flags], { cwd: dir });

describe("--at a day after today (issue 90, item 1)", () => {
  it("judges as of today, as the report of a period still running does, and says so", async () => {
    const [commissioned, deviated] = highImpactDeviation();
    const dir = await ledger([
      { draft: commissioned, at: day(0) },
      { draft: deviated, at: day(1) },
    ]);
    const now = () => Date.parse("2026-01-20T12:00:00Z");
    const listed = await runCliInProcess(["obligations", "--dir", dir, "--at", "2026-01-31"], {
      cwd: dir,
      now,
    });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^Obligations as of 2026-01-20 /u);
    expect(listed.stderr).toContain(
      "warning: --at 2026-01-31 is after today (2026-01-20 in UTC): judged as of today, as evidence report and evidence populations judge a period still running; nothing after today is known yet",
    );
    const today = await runCliInProcess(["obligations", "--dir", dir], { cwd: dir, now });
    expect(today.stdout).toBe(listed.stdout);
  });
});

describe("a completed_on: dated after the record that carries it (the authority table)", () => {
  it("closes no R1.3, and the obligation names the record and why", async () => {
    const [commissioned, deviated] = highImpactDeviation();
    const later = structuredClone(deviated);
    if (later.kind !== "change") throw new Error("a change record");
    later.run.run_id += 1;
    later.change.pull_request!.number += 1;
    later.change.pull_request!.completion_notes = [];
    later.change.policy = ownersApproved();
    later.change.baselines = later.change.baselines!.map((b) => ({
      ...b,
      completed_on: "2062-01-09",
    }));
    const dir = await ledger([
      { draft: commissioned, at: day(0) },
      { draft: deviated, at: day(1) },
      { draft: later, at: day(5) },
    ]);
    const listed = await run(dir, "--at", "2026-01-10", "--format", "json", "--fail-on", "overdue");
    // The create commissioned alpha-rtu-09 with no assessment: R3.3's exception, not R1.3's.
    expect(listed.stderr).toBe(
      `${withoutHistory(dir)}1 obligation(s) exceptions or overdue (--fail-on overdue).\n`,
    );
    const { obligations } = JSON.parse(listed.stdout) as {
      obligations: {
        kind: string;
        status: string;
        closed_by?: unknown;
        not_closed_by?: { record: { sequence: number }; why: string }[];
      }[];
    };
    const r13 = obligations.find((o) => o.kind === "CIP-010 R1.3");
    expect(r13?.status).toBe("open");
    expect(r13?.closed_by).toBeUndefined();
    expect(r13?.not_closed_by).toEqual([
      {
        record: expect.objectContaining({ sequence: 3 }),
        why: "its completed_on: 2062-01-09 has no authority: it is dated 2062-01-09, after the record that carries it (2026-01-06T06:00:00.000Z)",
      },
    ]);
    expect(listed.code).toBe(3);
  });
});

describe("cip-sync obligations", () => {
  it("lists them as of a day, exceptions first, and exits 3 with --fail-on overdue", async () => {
    const [commissioned, deviated] = highImpactDeviation();
    const entries = [
      { draft: commissioned, at: day(0) },
      { draft: deviated, at: day(1) },
    ];
    const dir = await ledger(entries);
    const listed = await run(dir, "--at", "2026-02-10", "--all");
    expect(listed.code).toBe(0);
    const lines = listed.stdout.split("\n");
    // A folder without git history, and each family no record starts not judged: said once
    // each, under the heading.
    const notJudged = notJudgedBy(entries).map((words) => `Not judged: ${words}`);
    expect(lines.splice(1, 1 + notJudged.length)).toEqual([
      `History not checked: ${WITHOUT_HISTORY.notice}.`,
      ...notJudged,
    ]);
    expect(lines[0]).toBe(
      "Obligations as of 2026-02-10 (calendar days in UTC: due by the end of the due date there; a month after the 31st is the shorter month's last day): 10 obligations, 2 exception, 1 overdue, 3 open, 3 reminder, 1 closed.",
    );
    // The create (#1) put alpha-rtu-09 into service in the High system with no assessment: R3.3.
    expect(lines[1]).toBe(
      '  exception   CIP-010 R3.3  alpha-rtu-09 in Alpha Protection (cs_alpha) [grid-east]: due 2026-01-01; opened by #1 2026-01-01T06:00:00.000Z sha256:dd00bba8fe71; R3.3: no assessment before commissioning: BCA "alpha-rtu-09" went into service in High system "Alpha Protection" (no assessment file names it)',
    );
    // The deviation (#2, a change of patches), not the create (#1), opened CIP-010 R1.
    expect(lines[2]).toMatch(
      /^ {2}exception {3}CIP-010 R1\.3 {2}alpha-rtu-09 in Alpha Protection \(cs_alpha\) \[grid-east\]: due 2026-02-01; opened by #2 2026-01-02T06:00:00\.000Z sha256:[0-9a-f]{12}; completion not recorded$/,
    );
    expect(lines[3]).toMatch(
      /^ {2}overdue {5}CIP-010 R2\.1 {2}alpha-rtu-09 in Alpha Protection \[grid-east\]: due 2026-02-05; .*; no configuration monitoring recorded$/,
    );
    // The High system, never assessed: CIP-010 R3.1 and R3.2 open from its commissioning (#1).
    expect(lines[4]).toMatch(
      /^ {2}open {8}CIP-010 R3\.1 {2}Alpha Protection \(cs_alpha\) \[grid-east\]: due 2027-04-01; opened by #1 .*; never assessed: open since its commissioning record of 2026-01-01$/,
    );
    expect(lines[5]).toMatch(/^ {2}open {8}CIP-010 R3\.2 {2}Alpha Protection .*: due 2029-01-01;/);
    expect(lines[6]).toMatch(
      /^ {2}open {8}CIP-002 R2 {4}the identifications of workspace grid-east \[grid-east\]: no due date; opened by #1 .*; prior approval not recorded$/,
    );
    expect(lines.slice(7, 10).map((line) => line.slice(0, 28))).toEqual([
      "  reminder    CIP-010 R1.4  ",
      "  reminder    CIP-010 R1.5  ",
      "  reminder    CIP-010 R1.6  ",
    ]);
    expect(lines[10]).toMatch(/^ {2}closed {6}CIP-010 R1\.2 .*closed by #2 /);

    const failing = await run(
      dir,
      "--at",
      "2026-02-10",
      "--fail-on",
      "overdue",
      "--format",
      "json",
    );
    expect(failing.code).toBe(3);
    expect(failing.stderr).toBe(
      `${withoutHistory(dir)}3 obligation(s) exceptions or overdue (--fail-on overdue).\n`,
    );
    // Before R1.3's due date, only R3.3's exception (of the commissioning, #1) fails the run.
    const early = await run(dir, "--at", "2026-01-10", "--fail-on", "due-soon");
    expect(early.stderr).toBe(
      `${withoutHistory(dir)}1 obligation(s) exceptions, overdue or due soon (--fail-on due-soon).\n`,
    );
    expect(early.code).toBe(3);
  });

  describe("what needs attention first (issue 64, item 7)", () => {
    const deviationEntries = () => {
      const [commissioned, deviated] = highImpactDeviation();
      return [
        { draft: commissioned, at: day(0) },
        { draft: deviated, at: day(1) },
      ];
    };
    const deviationLedger = () => ledger(deviationEntries());
    const statusesOf = (text: string) =>
      text
        .split("\n")
        .filter((line) => line.startsWith("  "))
        .map((line) => line.trim().split(" ")[0]);

    it("text lists what still needs someone, says how many it left out and how to see them", async () => {
      const listed = await run(await deviationLedger(), "--at", "2026-02-10");
      expect(listed.code).toBe(0);
      const lines = listed.stdout.split("\n");
      // The counts are of every obligation; the closed and the reminders are named, not listed.
      expect(lines[0]).toMatch(
        /: 10 obligations, 2 exception, 1 overdue, 3 open, 3 reminder, 1 closed\.$/,
      );
      const notJudged = notJudgedBy(deviationEntries()).map((words) => `Not judged: ${words}`);
      expect(lines.slice(2, 2 + notJudged.length)).toEqual(notJudged);
      expect(lines[2 + notJudged.length]).toBe(
        "Listed: exception, overdue, due soon, open. Not listed: 3 reminder, 1 closed; --all lists every one, --status chooses.",
      );
      expect(statusesOf(listed.stdout)).toEqual([
        "exception",
        "exception",
        "overdue",
        "open",
        "open",
        "open",
      ]);
    });

    it("Markdown does too, with the flags as code", async () => {
      const listed = await run(
        await deviationLedger(),
        "--at",
        "2026-02-10",
        "--format",
        "markdown",
      );
      expect(listed.stdout).toContain(
        "Listed: exception, overdue, due soon, open. Not listed: 3 reminder, 1 closed; `--all` lists every one, `--status` chooses.\n",
      );
      expect(listed.stdout.match(/^\| (\S+) \| CIP/gm)?.map((row) => row.split(" ")[1])).toEqual([
        "exception",
        "exception",
        "overdue",
        "open",
        "open",
        "open",
      ]);
    });

    it("--status overdue --format json lists only the overdue, and says so", async () => {
      const listed = await run(
        await deviationLedger(),
        ...[
          "--at",
          "2026-02-10",
          "--status",
          "overdue",
          "--format",
          "json",
          "--fail-on",
          "overdue",
        ],
      );
      const json = JSON.parse(listed.stdout) as {
        statuses: string[];
        obligations: { status: string; kind: string }[];
      };
      expect(json.statuses).toEqual(["overdue"]);
      expect(json.obligations.map((o) => [o.status, o.kind])).toEqual([
        ["overdue", "CIP-010 R2.1"],
      ]);
      // --fail-on judges every obligation, whatever is listed: the exception counts too.
      expect(listed.code).toBe(3);
      expect(listed.stderr).toContain("3 obligation(s) exceptions or overdue (--fail-on overdue).");
    });

    it.each([
      { flags: ["--format", "json"], statuses: undefined, listed: 10 },
      { flags: ["--format", "csv"], statuses: undefined, listed: 10 },
      { flags: ["--all"], statuses: undefined, listed: 10 },
      {
        flags: ["--status", "reminder", "--status", "closed"],
        statuses: ["reminder", "closed"],
        listed: 4,
      },
      { flags: ["--status", "closed, exception"], statuses: ["exception", "closed"], listed: 3 },
    ])("$flags lists $listed", async ({ flags, statuses, listed }) => {
      const dir = await deviationLedger();
      const json = await run(
        dir,
        "--at",
        "2026-02-10",
        ...flags,
        ...(flags.includes("--format") ? [] : ["--format", "json"]),
      );
      if (flags.includes("csv")) {
        // The header, a "not judged" row for each family of the table but CIP-010 R3 (the
        // commissioning starts it; no record keeps patched items or carries another family's
        // file), in the table's order, then each listed.
        const rows = json.stdout.trimEnd().split("\r\n");
        const notJudged = MERGE_JUDGED_FAMILIES.filter((family) => family.name !== "CIP-010 R3");
        expect(rows).toHaveLength(1 + notJudged.length + listed);
        expect(
          rows.slice(1, 1 + notJudged.length).map((row) => row.split(",", 2).join(",")),
        ).toEqual(notJudged.map((family) => `not judged,${family.name}`));
        return;
      }
      const parsed = JSON.parse(json.stdout) as { statuses?: string[]; obligations: unknown[] };
      expect(parsed.statuses).toEqual(statuses);
      expect(parsed.obligations).toHaveLength(listed);
    });

    it("says nothing was left out when nothing was", async () => {
      const listed = await run(
        await deviationLedger(),
        "--at",
        "2026-02-10",
        "--status",
        "overdue,exception,open,reminder,closed",
      );
      expect(listed.stdout).not.toContain("Not listed");
      expect(statusesOf(listed.stdout)).toHaveLength(10);
    });
  });

  it("counts the dates by the policy file's calendar, and flags override it", async () => {
    // The last approval is in force from the accepted merge that declared it: the checkout's file
    // saying another (a direct push, a refused change merged anyway) moves nothing.
    const merged = highImpactChange();
    merged.change.governance = {
      policy: { file: "cip-policy.yaml", sha256: "c".repeat(64) },
      senior_manager: { csm: null, last_approval: { on: "2026-11-30", ref: "CIP-002 memo" } },
      systems: [],
      source_commands: null,
    };
    const dir = await ledger([{ draft: merged, at: new Date("2026-11-30T12:00:00Z") }]);
    const policy = join(dir, "cip-policy.yaml");
    await writeFile(
      policy,
      "version: 1\ncalendar: { time_zone: America/Chicago, month_end: roll-over, due_soon_days: 3 }\ncip_002_last_approval: { on: 2026-11-01, ref: CIP-002 approval memo }\n",
    );
    // Judged on 2 December: a day after --at's, so that --at's day is judged as of.
    const now = () => Date.parse("2026-12-02T12:00:00Z");
    const json = async (...flags: string[]) => {
      const listed = await runCliInProcess(
        ["obligations", "--dir", dir, "--at", "2026-12-01", "--format", "json", ...flags],
        { cwd: dir, now },
      );
      expect(listed.stderr).toBe(withoutHistory(dir));
      return JSON.parse(listed.stdout) as {
        calendar: string;
        obligations: { kind: string; due: string }[];
      };
    };
    const byPolicy = await json();
    expect(byPolicy.calendar).toBe(
      "calendar days in America/Chicago: due by the end of the due date there; a month after the 31st rolls over into the next month",
    );
    expect(byPolicy.obligations.find((o) => o.kind === "CIP-002 R2")?.due).toBe("2028-03-01");
    const overridden = await json("--time-zone", "UTC", "--policy", "cip-policy.yaml");
    expect(overridden.calendar).toMatch(/^calendar days in UTC: .*rolls over/);
    // Without a policy file there is no calendar but the default; the last approval in force is
    // still the record's (15 months after 30 November 2026, the last day of February in UTC).
    const none = await json("--policy", "");
    expect(none.obligations.find((o) => o.kind === "CIP-002 R2")?.due).toBe("2028-02-29");

    await writeFile(policy, "version: 1\ncalendar: { time_zone: Mars/Olympus }\n");
    const invalid = await run(dir, "--at", "2026-12-01");
    expect(invalid.code).toBe(2);
    expect(invalid.stdout).toBe("");
    expect(invalid.stderr).toContain(
      'cip-policy.yaml:2:24: error: time_zone "Mars/Olympus" is not a calendar\'s time zone',
    );
  });

  it.each([
    { policy: undefined, at: "2026-02-01", status: "open", due: "2026-02-01" },
    { policy: undefined, at: "2026-02-02", status: "exception", due: "2026-02-01" },
    { policy: 10, at: "2026-01-12", status: "open", due: "2026-01-12" },
    { policy: 10, at: "2026-01-13", status: "exception", due: "2026-01-12" },
    { policy: 365, at: "2026-06-01", status: "open", due: "2027-01-02" },
  ])(
    "counts an unrecorded completion by calendar.completion_grace_days $policy, as of $at: $status",
    async ({ policy, at, status, due }) => {
      const [commissioned, deviated] = highImpactDeviation();
      const dir = await ledger([
        { draft: commissioned, at: day(0) },
        { draft: deviated, at: day(1) },
      ]);
      if (policy !== undefined)
        await writeFile(
          join(dir, "cip-policy.yaml"),
          `version: 1\ncalendar: { completion_grace_days: ${policy} }\n`,
        );
      const listed = await run(dir, "--at", at, "--format", "json");
      expect(listed.stderr).toBe(withoutHistory(dir));
      const { obligations } = JSON.parse(listed.stdout) as {
        obligations: { kind: string; due: string; status: string; reason?: string }[];
      };
      expect(obligations.find((o) => o.kind === "CIP-010 R1.3")).toMatchObject({
        status,
        due,
        reason: "completion not recorded",
      });
    },
  );

  it("refuses a ledger whose chain is broken, writing nothing", async () => {
    const dir = await ledger([
      { draft: highImpactChange(), at: day(0) },
      { draft: highImpactChange("alpha-rtu-10"), at: day(1) },
    ]);
    const [first] = ledgerFilesOf(chainOf([{ draft: highImpactChange(), at: day(0) }]));
    await writeFile(
      join(dir, first!.path),
      Buffer.from(first!.bytes.toString().replace("alpha-rtu-09", "alpha-rtu-99")),
    );
    const refused = await run(dir);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toMatch(
      /^warning: history: .*\nThe evidence ledger in .* is broken, so no obligation can be judged from it \(\d+ problem\(s\)\)/,
    );
  });

  it("writes CSV whose cells cannot become formulas", async () => {
    const [commissioned, deviated] = highImpactDeviation("=HYPERLINK(x)");
    const dir = await ledger([
      { draft: commissioned, at: day(0) },
      { draft: deviated, at: day(1) },
    ]);
    const csv = await run(dir, "--at", "2026-01-05", "--format", "csv");
    expect(csv.code).toBe(0);
    expect(csv.stdout.split("\r\n")[0]).toBe(
      "status,kind,workspace,cyber_system_id,cyber_system,asset,due,opened_by_sequence,opened_by_sha256,opened_at,closed_by_sequence,closed_by_sha256,closed_at,requirement,notes,subject,reason",
    );
    // The reason, last: R2.1 of the asset commissioned on day 0, never monitored.
    expect(csv.stdout).toContain(",no configuration monitoring recorded\r\n");
    expect(csv.stdout).toContain(",'=HYPERLINK(x),");
    expect(csv.stdout).not.toMatch(/(^|,)=/m);
  });

  it.each([
    ...["Mars/Olympus", "+05:00", "CST", "EST5EDT"].map((zone) => ({
      flags: ["--time-zone", zone],
      // Issue 52: 2, as the same mistake in the policy's time_zone: exits.
      code: 2,
      message: `error: --time-zone ${zone} is not a calendar's time zone: give an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)`,
    })),
    {
      flags: ["--at", "31/12/2026"],
      code: 1,
      message:
        "error: --at 31/12/2026 is not a day that exists: write it as YYYY-MM-DD, e.g. 2026-11-24",
    },
    {
      flags: ["--fail-on", "late"],
      code: 1,
      message: "error: --fail-on must be one of overdue, due-soon; got 'late'.",
    },
    ...[
      ["--status", "late"],
      ["--status", "overdue,late", "--format", "json"],
      ["--status", "overdue", "--status", "late"],
    ].map((flags) => ({
      flags,
      code: 2,
      message:
        "error: --status late is not an obligation's status: give one or more of exception, overdue, closed-late, due-soon, open, reminder, closed, repeated or comma-separated (e.g. --status overdue,due-soon)",
    })),
    {
      flags: ["--status", "overdue", "--all"],
      code: 2,
      message:
        "error: --all and --status cannot be given together: --all lists every status; leave it out to list only --status's",
    },
  ])("names a wrong $flags.0 $flags.1, writing nothing", async ({ flags, code, message }) => {
    const dir = await ledger([]);
    const refused = await run(dir, ...flags, "--out", "obligations.txt");
    expect({ code: refused.code, stdout: refused.stdout, stderr: refused.stderr }).toEqual({
      code,
      stdout: "",
      stderr: `${message}\n`,
    });
    expect(existsSync(join(dir, "obligations.txt"))).toBe(false);
  });
});

// Issue 52: report and populations read cip-policy.yaml only from the working directory and
// refused --policy and --time-zone, which obligations takes; they share its flags now.
describe.each([
  ["report", "--out", "report.md"],
  ["populations", "--out", "populations"],
])("cip-sync evidence %s", (command, ...out) => {
  const period = ["--from", "2026-01-01", "--to", "2026-12-31"];

  it("refuses a wrong --time-zone as obligations does: exit 2, nothing written", async () => {
    const dir = await ledger([]);
    const refused = await runCliInProcess(
      ["evidence", command, "--dir", ".", ...period, ...out, "--time-zone", "Mars/Olympus"],
      { cwd: dir },
    );
    expect({ code: refused.code, stdout: refused.stdout, stderr: refused.stderr }).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "error: --time-zone Mars/Olympus is not a calendar's time zone: give an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)\n",
    });
    await expect(readdir(dir)).resolves.not.toContain(out[1]);
  });

  it.runIf(command === "populations")(
    "reads the policy file --policy names, reporting its mistakes at their place (exit 2)",
    async () => {
      const dir = await ledger([]);
      await writeFile(
        join(dir, "team-policy.yaml"),
        "version: 1\ncalendar:\n  time_zone: Mars/Olympus\n",
      );
      const refused = await runCliInProcess(
        ["evidence", command, "--dir", ".", ...period, ...out, "--policy", "team-policy.yaml"],
        { cwd: dir },
      );
      expect({ code: refused.code, stderr: refused.stderr }).toEqual({
        code: 2,
        stderr:
          'team-policy.yaml:3:14: error: time_zone "Mars/Olympus" is not a calendar\'s time zone; write an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)\n',
      });
    },
  );
});

describe("the version of the standard each obligation is judged by (the policy's standards:)", () => {
  const SOURCES =
    'version: 1\nsources:\n  - id: sel\n    name: SEL security notifications\n    covers:\n      - { software: "acSELerator RTAC" }\n      - { os_firmware: "SEL-3555 firmware" }\n';
  // CIP-007-7.1 from 21 January in Chicago, kept by each merge with its calendar.
  const calendar = recordedCalendar("America/Chicago", {
    standardVersions: [{ version: "CIP-007-7.1", from: "2026-01-21" }],
  });
  /** A reviewed merge keeping alpha-rtu-09's patched items, the calendar, and `files`. */
  function merge(n: number, files: Record<string, string>): EvidenceDraft {
    const draft = changeDraft("grid-east", n, "no-changes");
    draft.change.calendar = calendar;
    draft.change.baselines = [
      {
        ...baselineOf(n, "high"),
        patched: {
          os_firmware: [{ name: "SEL-3555 firmware", version: "R145" }],
          software: [{ name: "acSELerator RTAC", version: "1.2.0" }],
          patches: [],
        },
      },
    ];
    const carried = reviewedFilesEvidence(
      new Map(Object.entries(files)),
      new Map(),
      "c".repeat(40),
      isPatchFile,
    );
    if (carried !== undefined) draft.change.patch_files = carried;
    return draft;
  }

  it("lists what opened before the day as CIP-007 and what opened on it as CIP-007-7.1, in every format", async () => {
    const dir = await ledger([
      // 2026-01-20 in Chicago: the source identified, its first R2.2 interval opened.
      { draft: merge(1, { "cip-patch-sources.yaml": SOURCES }), at: day(19) },
      // 2026-01-21 in Chicago: the evaluation closes it and opens the next, under CIP-007-7.
      {
        draft: merge(2, {
          "patch-evaluations/sel/2026-01.yaml":
            "version: 1\nsource: sel\nreleases_since: 2026-01-01\npatches: []\n",
        }),
        at: day(20),
      },
    ]);
    const flags = ["--at", "2026-01-25", "--all", "--time-zone", "America/Chicago"];
    const text = await run(dir, ...flags);
    const r22 = text.stdout.split("\n").filter((line) => line.includes("R2.2"));
    expect(r22.map((line) => line.trim().split(/\s+/).slice(0, 3).join(" "))).toEqual([
      "open CIP-007-7.1 R2.2",
      "closed CIP-007 R2.2",
    ]);
    const markdown = await run(dir, ...flags, "--format", "markdown");
    expect(markdown.stdout.match(/^\| \S+ \| CIP-007\S* R2\.2 /gm)).toEqual([
      "| open | CIP-007-7.1 R2.2 ",
      "| closed | CIP-007 R2.2 ",
    ]);
    const json = await run(dir, ...flags, "--format", "json");
    const { obligations } = JSON.parse(json.stdout) as {
      obligations: { kind: string; version?: { standard: string; changes: string } }[];
    };
    expect(
      obligations.filter((o) => o.kind === "CIP-007 R2.2").map((o) => o.version?.standard),
    ).toEqual(["CIP-007-7.1", undefined]);
  });
});

describe("a ledger kept from the command line (issue 69)", () => {
  it("says once, in text and JSON, that CIP-007 R2 was not judged from it, and why", async () => {
    const operator = breakGlassDraft(patchMerge(1, []) as ChangeDraft);
    const entries = [{ draft: operator, at: day(10) }];
    const dir = await ledger(entries);
    const text = await run(dir, "--all");
    expect(text.code).toBe(0);
    expect(
      text.stdout.split("\n").filter((line) => line.includes("CIP-007 R2 was not judged")),
    ).toEqual([`Not judged: ${R2_NOT_JUDGED}`]);
    const json = JSON.parse((await run(dir, "--all", "--format", "json")).stdout) as {
      not_judged?: string[];
    };
    // Nor was any other family: a break-glass record is no accepted merge.
    expect(json.not_judged).toEqual(MERGE_JUDGED_FAMILIES.map((family) => family.notJudged));
    // A ledger with an accepted merge that opened R2 obligations says so of the others only.
    const mergedEntries = [{ draft: patchMerge(1, []), at: day(10) }];
    const merged = await ledger(mergedEntries);
    expect(notJudgedBy(mergedEntries)).not.toContain(R2_NOT_JUDGED);
    expect(
      (await run(merged, "--all")).stdout.split("\n").filter((line) => line.includes("not judged")),
    ).toEqual(notJudgedBy(mergedEntries).map((words) => `Not judged: ${words}`));
  });
});
