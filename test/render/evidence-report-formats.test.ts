// The audit report in its three formats (issue 25 item 4, issue 27 target 3): break-glass changes
// marked in each, the CSV carrying every fact the Markdown and HTML show, the Markdown and CSV made
// record by record, and the HTML page bounded whatever the size of the ledger.
import { describe, expect, it } from "vitest";
import { buildChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import {
  buildEvidenceReport,
  type EvidenceReport,
} from "../../src/core/evidence/report/evidence-report.ts";
import {
  BREAK_GLASS,
  type ChangeEntry,
  type MonitoringEntry,
} from "../../src/core/evidence/report/report-entries.ts";
import { evidenceCsvChunks } from "../../src/render/evidence/evidence-csv.ts";
import { HTML_OPERATION_LIMIT } from "../../src/render/evidence/evidence-html-records.ts";
import {
  HTML_EXCEPTION_LIMIT,
  HTML_RECORD_LIMIT,
} from "../../src/render/evidence/evidence-html.ts";
import { evidenceMarkdownChunks } from "../../src/render/evidence/evidence-markdown.ts";
import {
  renderEvidenceCsv,
  renderEvidenceHtml,
  renderEvidenceMarkdown,
  withTimeline,
} from "../support/evidence-text.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  monitoringDraft,
} from "../support/evidence-records.ts";
import { applyResultOf, samplePlan } from "../support/sample-plans.ts";

/** A break-glass apply of the sample plan (renames, moves, retypes), a drift, and a reviewed apply. */
function auditReport(): EvidenceReport {
  const plan = samplePlan();
  const glass = changeDraft("grid-east", 1);
  glass.change.change_record = buildChangeRecord(plan, applyResultOf(plan), {
    tool_version: "1.2.3",
    organization: "grid-east-utility",
    service: "https://cis.example.com",
  });
  glass.change.pull_request = null;
  return buildEvidenceReport(
    ledgerFilesOf(
      chainOf([
        { draft: breakGlassDraft(glass), at: day(1) },
        { draft: monitoringDraft("grid-east", 2, false), at: day(2) },
        { draft: changeDraft("grid-east", 3), at: day(3) },
      ]),
    ),
    { from: day(0), to: day(10) },
    day(11),
    { toolVersion: "1.2.3" },
  );
}

describe.each([
  ["Markdown", renderEvidenceMarkdown],
  ["CSV", renderEvidenceCsv],
  ["HTML", renderEvidenceHtml],
])("%s", (_, render) => {
  const text = render(auditReport());

  it("marks the break-glass change and lists it first among the exceptions", () => {
    expect(text).toContain(BREAK_GLASS);
    expect(text.indexOf(BREAK_GLASS)).toBeLessThan(text.indexOf("alpha-rtu-01b"));
  });

  it.each([
    ["organization", "grid-east-utility"],
    ["repository", "grid-east/inventory"],
    ["service", "https://cis.example.com"],
    ["version", "cip-sync 1.2.3"],
    ["old name", "ems-old"],
    ["new name", "ems-new"],
    ["old facility", "Substation Alpha"],
    ["new facility", "East Control Center"],
    ["new type", "software"],
    ["system by id", "Bravo SCADA (cs_bravo)"],
    ["drifted asset", "delete alpha-hmi-02 (ca_0042) in Alpha Protection"],
  ])("shows the %s", (_what, value) => {
    // Markdown escapes some characters; the CSV and HTML carry the text as it is.
    expect(text.replace(/\u200B|\\/g, "")).toContain(value);
  });
});

it("Markdown and CSV come record by record, a small piece at a time", () => {
  const monitoring = Array.from({ length: 40 }, (_, index) => ({
    draft: monitoringDraft("grid-east", index + 1, index % 2 === 0),
    at: day(index / 8),
  }));
  const report = buildEvidenceReport(
    ledgerFilesOf(chainOf(monitoring)),
    { from: day(0), to: day(10) },
    day(11),
  );
  for (const chunks of [evidenceMarkdownChunks(report), evidenceCsvChunks(report)]) {
    const pieces = [...chunks];
    expect(pieces.length).toBeGreaterThan(40);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(2_000);
  }
});

describe("the HTML page of a ledger of any size", () => {
  const run = (index: number): MonitoringEntry => ({
    file: `records/grid-east/run-${index}.json`,
    recorded_at: new Date(Date.UTC(2026, 0, 1) + index * 600_000).toISOString(),
    timestamp: "not timestamped",
    in_sync: index % 7 !== 0,
    differences: index % 7 === 0 ? 1 : 0,
    systems: [{ id: "cs_alpha", name: "Alpha Protection" }],
    live_fingerprint: `sha256:${"a".repeat(64)}`,
    run_url: "https://github.com/grid-east/inventory/actions/runs/1",
  });
  const change = (index: number, operations: number): ChangeEntry => ({
    file: `records/grid-east/change-${index}.json`,
    sequence: index,
    recorded_at: new Date(Date.UTC(2026, 0, 1) + index * 600_000 + 1).toISOString(),
    timestamp: "not timestamped",
    outcome: "failed",
    reason: "503",
    break_glass: false,
    exceptions: ["failed"],
    merge_sha: "e".repeat(40),
    pull_requests: [],
    reviewed_is_executed: true,
    reviewed_fingerprint: null,
    plan_fingerprint: null,
    policy: null,
    operations: Array.from({ length: operations }, (_, n) => ({
      action: "create",
      asset_id: `ca_${n}`,
      before: null,
      after: {
        name: `asset-${n}`,
        cyber_system: "Alpha Protection",
        asset_type: "hardware",
        facility: "Substation Alpha",
      },
      result: "failed",
      error: "503",
    })),
    baseline_deviations: null,
  });
  const changes = [
    change(0, 500),
    ...Array.from({ length: 3_000 }, (_, index) => change(index + 1, 3)),
  ];
  const YEAR = { from: "2026-01-01T00:00:00.000Z", to: "2027-01-01T00:00:00.000Z" };
  const report: EvidenceReport = {
    subject: { organizations: [], repositories: [], services: [], workspaces: ["grid-east"] },
    period: {
      ...YEAR,
      first_day: "2026-01-01",
      last_day: "2026-12-31",
      time_zone: "UTC",
    },
    generated_at: "2027-01-02T00:00:00.000Z",
    generated_by: "1.2.3",
    limit_days: 35,
    ledger: { records: 13_001, breaks: [] },
    exceptions: changes.map((entry) => ({
      workspace: "grid-east",
      at: entry.recorded_at,
      kind: "change",
      change: entry,
    })),
    workspaces: [
      {
        workspace: "grid-east",
        counts: { changes: changes.length, monitoring: 10_000, configuration_monitoring: 0 },
        ...withTimeline(YEAR, {
          changes,
          monitoring: Array.from({ length: 10_000 }, (_, index) => run(index)),
          configuration_monitoring: [],
        }),
        longest_gap: null,
        gaps_over_limit: [],
        drift_episodes: [],
        months: [],
      },
    ],
  };
  const html = renderEvidenceHtml(report);
  const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;

  it("shows the newest records only, and says where the rest are", () => {
    expect(count(/<tr class="record">/g) + count(/<section class="change">/g)).toBe(
      HTML_RECORD_LIMIT,
    );
    expect(html).toContain("This page shows the newest 1,000 of 13,001 records");
    expect(html).toContain(
      "cip-sync evidence report --dir &lt;evidence checkout&gt; --from 2026-01-01 --to 2026-12-31 --time-zone UTC --format csv",
    );
  });

  it("lists the exceptions up to a bound, and each change's operations up to a bound", () => {
    expect(count(/<tr class="exception /g)).toBe(HTML_EXCEPTION_LIMIT);
    expect(html).toContain(
      `${3_001 - HTML_EXCEPTION_LIMIT} more exception(s) are in the CSV report`,
    );
    const tinyReport = {
      ...report,
      workspaces: [
        {
          ...report.workspaces[0]!,
          counts: { changes: 1, monitoring: 0, configuration_monitoring: 0 },
          ...withTimeline(YEAR, {
            changes: [changes[0]!],
            monitoring: [],
            configuration_monitoring: [],
          }),
        },
      ],
    };
    const one = renderEvidenceHtml(tinyReport);
    expect(one.match(/<td>create<\/td>/g)?.length).toBe(HTML_OPERATION_LIMIT);
    expect(one).toContain(`${500 - HTML_OPERATION_LIMIT} more operation(s) of this change`);
  });

  it("draws at most a mark per row and bin of days, whatever the number of runs", () => {
    const threeYears = { from: "2026-01-01T00:00:00.000Z", to: "2029-01-01T00:00:00.000Z" };
    const report3: EvidenceReport = {
      ...report,
      period: { ...threeYears, first_day: "2026-01-01", last_day: "2028-12-31", time_zone: "UTC" },
      workspaces: [
        {
          ...report.workspaces[0]!,
          ...withTimeline(threeYears, {
            changes: [],
            monitoring: Array.from({ length: 10_000 }, (_, index) => ({
              ...run(index),
              recorded_at: new Date(Date.UTC(2026, 0, 1) + index * 9_000_000).toISOString(),
            })),
            configuration_monitoring: [],
          }),
        },
      ],
    };
    const chart = /<svg class="chart"[\s\S]*?<\/svg>/.exec(renderEvidenceHtml(report3))![0];
    // 1,096 days in bins of 3: 366 bins, each with an in-sync and a drift mark at most.
    expect(chart.match(/class="run in-sync"/g)?.length).toBeLessThanOrEqual(366);
    expect(chart.match(/class="run drift"/g)?.length).toBeLessThanOrEqual(366);
    expect(chart).toContain("one mark per 3 days");
  });

  it("stays far under 5 MB", () => {
    expect(Buffer.byteLength(html)).toBeLessThan(5_000_000);
  });
});
