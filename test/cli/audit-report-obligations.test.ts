// The audit report (`cip-sync evidence report`) lists the CIP obligations that need someone as of
// the period's last day and those closed late within it, exceptions first, each with the records that opened and closed it, and
// counts the rest, in Markdown, HTML and JSON; a broken ledger's report judges none.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { addDays } from "../../src/core/shared/calendar.ts";
import { cloneOf } from "../support/checkpoint-clones.ts";
import type { LedgerStep } from "../support/obligation-ledgers.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  chainOf,
  day,
  highImpactChange,
  highImpactDeviationLedger,
  ledgerFilesOf,
  writeLedgerCheckout,
} from "../support/evidence-records.ts";

const ledgerDir = () => highImpactDeviationLedger("cip-audit-obligations-");

const report = (dir: string, format: string, now?: string) =>
  runCliInProcess(
    [
      "evidence",
      "report",
      "--dir",
      ".",
      "--from",
      "2026-01-01",
      "--to",
      "2026-02-28",
      "--format",
      format,
    ],
    { cwd: dir, ...(now === undefined ? {} : { now: () => Date.parse(now) }) },
  );

describe("the audit report's CIP obligations", () => {
  it("lists them as of the period's last day, exceptions first, in Markdown, HTML and JSON", async () => {
    const dir = await ledgerDir();
    const markdown = await report(dir, "markdown");
    expect(markdown.code).toBe(0);
    const from = markdown.stdout.indexOf("## CIP obligations");
    const section = markdown.stdout.slice(from, markdown.stdout.indexOf("\n## ", from + 1));
    expect(section).toMatch(/^## CIP obligations as of 2026-02-28\n/);
    const rows = section
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| Status"));
    // The asset commissioned with no assessment, and the deviation's completion never recorded:
    // exceptions, first.
    expect(rows.map((row) => row.split(" | ").slice(0, 2).join(" | "))).toEqual([
      "| exception | CIP-010 R3.3",
      "| exception | CIP-010 R1.3",
      "| overdue | CIP-010 R2.1",
      // The High system, never assessed since its commissioning.
      "| open | CIP-010 R3.1",
      "| open | CIP-010 R3.2",
      "| open | CIP-002 R2",
    ]);
    // Each row ends with its reason: why it is an exception, what it waits for.
    expect(rows.map((row) => row.split(" | ").at(-1))).toEqual([
      'R3.3: no assessment before commissioning: BCA "alpha-rtu-09" went into service in High system "Alpha Protection" (no assessment file names it) |',
      "completion not recorded |",
      "no configuration monitoring recorded |",
      "never assessed: open since its commissioning record of 2026-01-01 |",
      "never assessed: open since its commissioning record of 2026-01-01 |",
      "prior approval not recorded |",
    ]);
    // The reminders and the closed ones are counted, not listed: the report stays bounded.
    // The command that lists the rest is code, not escaped backticks (issue 64, item 8).
    expect(section).toContain(
      "10 obligations, 2 exception, 1 overdue, 3 open, 3 reminder, 1 closed; 6 listed here, exceptions first (`cip-sync obligations --all` lists every one).",
    );

    const html = await report(dir, "html");
    expect(html.stdout).toContain('<h2 id="obligations">CIP obligations as of 2026-02-28</h2>');
    // No raw Markdown in the page: the command is <code>, and no backtick is left in the text.
    expect(html.stdout).toContain(
      "6 listed here, exceptions first (<code>cip-sync obligations --all</code> lists every one).</p>",
    );
    expect(html.stdout.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, "")).not.toContain("`");
    expect(html.stdout).toMatch(
      /<tr><td class="bad">exception<\/td><td>CIP-010 R1\.3<\/td>.*<td>completion not recorded<\/td><\/tr>/,
    );

    const json = JSON.parse((await report(dir, "json")).stdout) as {
      obligations: {
        at: string;
        obligations: { kind: string; status: string }[];
        counts: Record<string, number>;
      };
    };
    expect(json.obligations.at).toBe("2026-02-28");
    expect(json.obligations.obligations.map((o) => `${o.status} ${o.kind}`)).toEqual([
      "exception CIP-010 R3.3",
      "exception CIP-010 R1.3",
      "overdue CIP-010 R2.1",
      "open CIP-010 R3.1",
      "open CIP-010 R3.2",
      "open CIP-002 R2",
    ]);
    expect(json.obligations.counts).toEqual({
      exception: 2,
      overdue: 1,
      "closed-late": 0,
      "due-soon": 0,
      open: 3,
      reminder: 3,
      closed: 1,
    });
  });

  // --to names the period's last day; the obligations are judged as of it in the calendar's time
  // zone, whichever side of UTC that is, or as of today there while the period runs.
  it.each([
    { zone: "America/Chicago", now: "2026-06-01T12:00:00Z", at: "2026-02-28" },
    { zone: "UTC", now: "2026-06-01T12:00:00Z", at: "2026-02-28" },
    { zone: "Asia/Tokyo", now: "2026-06-01T12:00:00Z", at: "2026-02-28" },
    { zone: "Pacific/Kiritimati", now: "2026-06-01T12:00:00Z", at: "2026-02-28" },
    { zone: "Asia/Tokyo", now: "2026-02-10T20:00:00Z", at: "2026-02-11" },
    { zone: "America/Chicago", now: "2026-03-01T03:00:00Z", at: "2026-02-28" },
  ])("judges them in $zone as of $at when it is $now", async ({ zone, now, at }) => {
    const dir = await ledgerDir();
    await writeFile(join(dir, "cip-policy.yaml"), `version: 1\ncalendar: { time_zone: ${zone} }\n`);
    const json = JSON.parse((await report(dir, "json", now)).stdout) as {
      obligations: { at: string; calendar: string };
    };
    expect(json.obligations.at).toBe(at);
    expect(json.obligations.calendar).toContain(`calendar days in ${zone}:`);
  });

  it("judges none from a broken ledger", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cip-audit-obligations-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const entries = [
      { draft: highImpactChange(), at: day(0) },
      { draft: highImpactChange(), at: day(1) },
    ];
    await writeLedgerCheckout(dir, chainOf(entries));
    // The first record edited: the second no longer chains to it.
    const [first] = ledgerFilesOf(chainOf(entries));
    await writeFile(
      join(dir, first!.path),
      Buffer.from(first!.bytes.toString().replace("Add alpha relays", "Add beta relays")),
    );
    const broken = await report(dir, "markdown");
    expect(broken.code).toBe(1);
    expect(broken.stdout).not.toContain("## CIP obligations");
  });
});

// A late closing is listed in the report of the period it happened in: a later period's report
// counts it and lists it no more, as it lists no record before the period (and no checkpoint
// before the period carries it: report-from-checkpoint.test.ts).
describe("the audit report's obligations closed late", () => {
  it("lists those closed late within the period, and counts the ones closed before it", async () => {
    // A merge documents a CIP Senior Manager change of a month before: CIP-003 R3 (and R4 for the
    // delegation), closed late by that record.
    const steps = [{ gap: 0, seniorManager: "met", since: "2025-12-01" }] as LedgerStep[];
    const { dir, sealed } = await cloneOf(steps, 1);
    const closedOn = sealed[0]!.record.recorded_at.slice(0, 10);
    const lateOnes = async (from: string) => {
      const run = await runCliInProcess(
        ["evidence", "report", "--dir", ".", "--from", from, "--to", "2026-12-31"],
        { cwd: dir },
      );
      const json = await runCliInProcess(
        [
          "evidence",
          "report",
          "--dir",
          ".",
          "--from",
          from,
          "--to",
          "2026-12-31",
          "--format",
          "json",
          "--from-start",
        ],
        { cwd: dir },
      );
      const { obligations } = JSON.parse(json.stdout) as {
        obligations: {
          obligations: { status: string; kind: string }[];
          counts: Record<string, number>;
        };
      };
      expect(run.code).toBe(0);
      return {
        listed: obligations.obligations
          .filter((o) => o.status === "closed-late")
          .map((o) => o.kind),
        counted: obligations.counts["closed-late"],
      };
    };
    expect(await lateOnes(closedOn)).toEqual({ listed: ["CIP-003 R3", "CIP-003 R4"], counted: 2 });
    expect(await lateOnes(addDays(closedOn, 1))).toEqual({ listed: [], counted: 2 });
  });
});
