// The audit pack's renderers with hostile text in the ledger: asset names, pull-request titles and
// logins render literally in Markdown and HTML, and no CSV cell becomes a spreadsheet formula.
import { describe, expect, it } from "vitest";
import type { EvidenceDraft } from "../../src/core/evidence/records/evidence-record.ts";
import { buildEvidenceReport } from "../../src/core/evidence/report/evidence-report.ts";
import { evidenceRecordSchema } from "../../src/core/evidence/records/evidence-schema.ts";
import { escapeHtml } from "../../src/render/shared/escape-html.ts";
import {
  renderEvidenceCsv,
  renderEvidenceHtml,
  renderEvidenceMarkdown,
} from "../support/evidence-text.ts";
import {
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  monitoringDraft,
} from "../support/evidence-records.ts";

const HOSTILE_TITLE =
  '<img src=x onerror="alert(1)"> @team #12 [x](http://evil) =HYPERLINK("http://evil")';

function hostileReport() {
  const draft = changeDraft("grid-east", 1) as Extract<EvidenceDraft, { kind: "change" }>;
  draft.change.pull_request!.title = HOSTILE_TITLE;
  draft.change.pull_request!.approved_by = ["=cmd|' /C calc'!A0"];
  draft.change.change_record!.operations[0]!.name = "<script>alert(1)</script>";
  const sealed = chainOf([{ draft, at: day(1) }]);
  return buildEvidenceReport(ledgerFilesOf(sealed), { from: day(0), to: day(10) }, day(20));
}

describe("issue 22 item 9: reports link only where links are safe", () => {
  function validChange() {
    const draft = changeDraft("grid-east", 1) as Extract<EvidenceDraft, { kind: "change" }>;
    const sealed = chainOf([{ draft, at: day(1) }]);
    const report = buildEvidenceReport(
      ledgerFilesOf(sealed),
      { from: day(0), to: day(10) },
      day(20),
    );
    // The lists read into memory once, so that a test can change the model it renders.
    const workspaces = report.workspaces.map((workspace) => {
      const changes = [...workspace.changes];
      return { ...workspace, changes, latest: { ...workspace.latest, changes } };
    });
    return { record: sealed[0]!.record, report: { ...report, workspaces } };
  }

  it.each([
    "javascript:alert(document.domain)",
    "JavaScript:alert(1)",
    "data:text/html,<b>x</b>",
    " javascript:x",
    "//evil.example/pull/1",
  ])("the pull request URL %j is refused by the record schema, and no link in HTML", (url) => {
    const { record, report } = validChange();
    const hostile = structuredClone(record) as typeof record & {
      change: { pull_request: { url: string } };
    };
    hostile.change.pull_request.url = url;
    expect(evidenceRecordSchema.safeParse(hostile).success).toBe(false);
    // The renderer does not rely on the schema: a report model with such a URL links nothing.
    report.workspaces[0]!.changes[0]!.pull_requests[0]!.url = url;
    const html = renderEvidenceHtml(report);
    expect(html).not.toMatch(/href="(?!https?:\/\/)/i);
    const { number } = report.workspaces[0]!.changes[0]!.pull_requests[0]!;
    expect(html).toContain(`#${number} (${escapeHtml(url)})`);
  });

  it("an https URL is a link, and the record is schema-valid", () => {
    const { record, report } = validChange();
    expect(evidenceRecordSchema.safeParse(record).success).toBe(true);
    const { url, number } = report.workspaces[0]!.changes[0]!.pull_requests[0]!;
    expect(renderEvidenceHtml(report)).toContain(`<a href="${url}">#${number}</a>`);
  });
});

describe("evidence renderers with hostile ledger text", () => {
  it("HTML: escapes every text, so nothing becomes markup", () => {
    const html = renderEvidenceHtml(hostileReport());
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).toContain(escapeHtml(HOSTILE_TITLE));
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("Markdown: no HTML, mention, issue reference or link survives", () => {
    const markdown = renderEvidenceMarkdown(hostileReport());
    expect(markdown).not.toContain("<img");
    expect(markdown).not.toContain("<script>");
    expect(markdown).not.toContain("@team");
    expect(markdown).not.toContain("[x](http");
  });

  it("CSV: a cell starting like a formula is kept as text", () => {
    const csv = renderEvidenceCsv(hostileReport());
    const change = csv.split("\r\n").find((row) => row.startsWith("change,"))!;
    expect(change).toContain(",'=cmd|' /C calc'!A0,");
    expect(csv).not.toMatch(/(^|,)=/m);
  });
});

/** An apply of two pull requests merged together (a merge-queue batch), each with its approvals. */
function batchDraft() {
  const draft = changeDraft("grid-east", 1) as Extract<EvidenceDraft, { kind: "change" }>;
  const single = draft.change.pull_request!;
  draft.change.pull_request = null;
  draft.change.pull_requests = [
    { ...single, number: 21, url: single.url.replace("/12", "/21"), title: "Alpha relays" },
    {
      ...single,
      number: 22,
      url: single.url.replace("/12", "/22"),
      title: "Bulk meter",
      approved_by: ["erin", "frank"],
      not_independent: [],
      not_counted: [{ login: "renovate[bot]", why: "a bot" }],
    },
  ];
  return draft;
}

function batchReport() {
  const sealed = chainOf([{ draft: batchDraft(), at: day(1) }]);
  return buildEvidenceReport(ledgerFilesOf(sealed), { from: day(0), to: day(10) }, day(20));
}

describe("evidence renderers with pull requests merged together", () => {
  it("names both pull requests as what ended a drift episode", () => {
    const sealed = chainOf([
      { draft: monitoringDraft("grid-east", 1, false), at: day(1) },
      { draft: batchDraft(), at: day(2) },
      { draft: monitoringDraft("grid-east", 3, true), at: day(3) },
    ]);
    const report = buildEvidenceReport(
      ledgerFilesOf(sealed),
      { from: day(0), to: day(10) },
      day(20),
    );
    const markdown = renderEvidenceMarkdown(report);
    expect(markdown).toContain("by the apply of pull requests #21 and #22 (");
    const episode = renderEvidenceCsv(report)
      .split("\r\n")
      .find((row) => row.startsWith("drift-episode,"));
    expect(episode).toContain(
      ",https://github.com/grid-east/inventory/pull/21 https://github.com/grid-east/inventory/pull/22,",
    );
  });

  it("Markdown: names both, each with its own approvals", () => {
    const lines = renderEvidenceMarkdown(batchReport()).split("\n");
    const heading = lines.findIndex((line) => line.startsWith("#### "));
    expect(lines[heading]).toMatch(/: applied, pull requests #21, #22, merged together$/);
    expect(lines.slice(heading + 2, heading + 11)).toEqual([
      "- #21 Alpha relays:",
      "  - Approved by (independent): dave",
      "  - Not independent (authored or committed a commit): bob",
      "  - Author: bob; merged by: carol",
      "- #22 Bulk meter:",
      "  - Approved by (independent): erin, frank",
      "  - Not independent (authored or committed a commit): none",
      "  - Not counted: renovate\\[bot\\] (a bot)",
      "  - Author: bob; merged by: carol",
    ]);
  });

  it("HTML: links both, each with its own approvals", () => {
    const html = renderEvidenceHtml(batchReport());
    expect(html).toContain(
      'pull requests <a href="https://github.com/grid-east/inventory/pull/21">#21</a>, <a href="https://github.com/grid-east/inventory/pull/22">#22</a>, merged together',
    );
    expect(html).toContain("<li>Approved by (independent): erin, frank</li>");
    expect(html).toContain("<li>Not counted: renovate[bot] (a bot)</li>");
  });

  it("CSV: the links, and the approvers in the same order, one group per pull request", () => {
    const csv = renderEvidenceCsv(batchReport());
    const change = csv.split("\r\n").find((row) => row.startsWith("change,"))!;
    expect(change).toContain(
      ',https://github.com/grid-east/inventory/pull/21 https://github.com/grid-east/inventory/pull/22,"Alpha relays; Bulk meter","bob; bob","carol; carol","dave; erin frank","bob; ",',
    );
  });
});

describe("a period with no monitoring run", () => {
  // Only a change in the period: "no gap over 35 days" would read as a cadence kept; and a drift
  // check is no CIP-010 R2.1 configuration monitoring, so the words must not name it as one.
  const sealed = chainOf([{ draft: changeDraft("grid-east", 1), at: day(1) }]);
  const report = () =>
    buildEvidenceReport(ledgerFilesOf(sealed), { from: day(0), to: day(10) }, day(20));
  const words =
    "No monitoring run in the period: no drift check compared the inventory with the service, which the report expects at least every 35 days (this is not CIP-010 R2.1 configuration monitoring: see the obligations).";

  it("says so in Markdown and HTML, and claims no gap kept", () => {
    const markdown = renderEvidenceMarkdown(report());
    expect(markdown).toContain(`**${words}**`);
    expect(markdown).not.toContain("No gap over 35 days");
    const html = renderEvidenceHtml(report());
    expect(html).toContain(`<p class="bad">${words}</p>`);
    expect(html).not.toContain("No gap over 35 days");
  });
});

describe("web addresses in the Markdown report", () => {
  it("are code spans a reader can copy, with no zero-width space inside, and never links", () => {
    const draft = changeDraft("grid-east", 1) as Extract<EvidenceDraft, { kind: "change" }>;
    draft.change.change_record!.context.service = "https://inventory.example.com/api";
    const sealed = chainOf([{ draft, at: day(1) }]);
    const markdown = renderEvidenceMarkdown(
      buildEvidenceReport(ledgerFilesOf(sealed), { from: day(0), to: day(10) }, day(20)),
    );
    expect(markdown).toContain("- **Service:** `https://inventory.example.com/api`");
    const addresses = [...markdown.matchAll(/`(https?:\/\/[^`]*)`/g)].map((match) => match[1]);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).not.toContain("\u200B");
    expect(markdown).not.toMatch(/https?:\u200B/);
    expect(markdown).not.toMatch(/\]\(https?:/);
  });
});

describe("the HTML report's timeline", () => {
  it("hangs a month label from the chart's edge instead of clipping it there", () => {
    // A period that starts on the 1st: its first tick, "Jan 2026", is at the chart's left edge.
    const start = new Date(Date.UTC(2026, 0, 1));
    const at = (days: number) => new Date(start.getTime() + days * 86_400_000);
    const sealed = chainOf([
      { draft: monitoringDraft("grid-east", 1, true), at: at(2) },
      { draft: changeDraft("grid-east", 2), at: at(40) },
    ]);
    const html = renderEvidenceHtml(
      buildEvidenceReport(ledgerFilesOf(sealed), { from: start, to: at(80) }, at(90)),
    );
    const labels = [
      ...html.matchAll(/<text class="month" x="([\d.]+)"[^>]*text-anchor="(\w+)"[^>]*>([^<]+)</g),
    ];
    expect(labels[0]?.slice(1)).toEqual(["20", "start", "Jan 2026"]);
    expect(labels.slice(1).map((label) => label[2])).toEqual(["middle", "middle"]);
  });
});
