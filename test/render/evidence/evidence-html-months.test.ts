// The HTML report's newest records, month by month: which records a page of HTML_RECORD_LIMIT shows
// when two workspaces together hold more (the newest across both, a tie going to the workspace
// listed first), and how each workspace's months are headed, newest first; each list read once.
import { describe, expect, it } from "vitest";
import {
  buildEvidenceReport,
  type EvidenceReport,
} from "../../../src/core/evidence/report/evidence-report.ts";
import type { EvidenceDraft } from "../../../src/core/evidence/records/evidence-record.ts";
import { HTML_RECORD_LIMIT } from "../../../src/render/evidence/evidence-html.ts";
import { renderEvidenceHtml } from "../../support/evidence-text.ts";
import {
  chainOf,
  changeDraft,
  ledgerFilesOf,
  monitoringDraft,
} from "../../support/evidence-records.ts";

const hour = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000);
const FEBRUARY = 31 * 24;
const MARCH = FEBRUARY + 28 * 24;
const TIE = 103;

/**
 * alpha: 700 hourly runs in January, then changes on 2 and 3 February. bravo: a change at the
 * time of alpha's run TIE, 400 hourly runs from 1 February, a change on 1 March. 1,104 records.
 */
function twoWorkspaces(): EvidenceReport {
  const at = (draft: EvidenceDraft, hours: number) => ({ draft, at: hour(hours) });
  const alpha = [
    ...Array.from({ length: 700 }, (_, index) =>
      at(monitoringDraft("alpha", index + 1, true), index),
    ),
    at(changeDraft("alpha", 701), FEBRUARY + 24),
    at(changeDraft("alpha", 702), FEBRUARY + 48),
  ];
  const bravo = [
    at(changeDraft("bravo", 1), TIE),
    ...Array.from({ length: 400 }, (_, index) =>
      at(monitoringDraft("bravo", index + 2, true), FEBRUARY + index + 0.5),
    ),
    at(changeDraft("bravo", 402), MARCH),
  ];
  return buildEvidenceReport(
    ledgerFilesOf(chainOf([...alpha, ...bravo])),
    { from: hour(0), to: hour(MARCH + 31 * 24) },
    hour(MARCH + 32 * 24),
  );
}

/** The page's workspace, month and record headings, in order. */
const headings = (html: string) =>
  [
    ...html.matchAll(/<h2>Workspace <code>(\w+)<\/code>|<h3 class="month">([^<]+)<|<h4>([^<]+)</g),
  ].map(([, workspace, month, records]) => workspace ?? month ?? records);

describe("the HTML report's newest records", () => {
  const html = renderEvidenceHtml(twoWorkspaces());
  const [alpha = "", bravo = ""] = html.split("<h2>Workspace ").slice(1);

  it("are the newest across workspaces, shown month by month, newest month first", () => {
    expect(HTML_RECORD_LIMIT).toBe(1_000);
    expect(html).toContain("This page shows the newest 1,000 of 1,104 records");
    expect(headings(html)).toEqual([
      "alpha",
      "2026-02",
      "Change records (2)",
      "2026-01",
      "Inventory reconciliations (597 of 700)",
      "bravo",
      "2026-03",
      "Change records (1)",
      "2026-02",
      "Inventory reconciliations (400)",
    ]);
  });

  it("give a tie at the limit to the workspace listed first, and keep each month in chain order", () => {
    const times = [...alpha.matchAll(/<tr class="record"><td>([^<]+)</g)].map(([, time]) => time);
    expect(times).toHaveLength(597);
    expect(times[0]).toBe("2026-01-05 07:00 UTC");
    expect(times.at(-1)).toBe("2026-01-30 03:00 UTC");
    expect(bravo.match(/<section class="change">/g)).toHaveLength(1);
  });

  it("come from one read of each workspace's latest records, never of every one", () => {
    const report = twoWorkspaces();
    const reads: string[] = [];
    const counted = <T>(name: string, entries: Iterable<T>): Iterable<T> => ({
      [Symbol.iterator]: () => {
        reads.push(name);
        return entries[Symbol.iterator]();
      },
    });
    const once: EvidenceReport = {
      ...report,
      workspaces: report.workspaces.map((workspace) => ({
        ...workspace,
        changes: counted(`${workspace.workspace} every change`, workspace.changes),
        monitoring: counted(`${workspace.workspace} every run`, workspace.monitoring),
        latest: {
          changes: counted(`${workspace.workspace} changes`, workspace.latest.changes),
          monitoring: counted(`${workspace.workspace} runs`, workspace.latest.monitoring),
          configuration_monitoring: workspace.latest.configuration_monitoring,
        },
      })),
    };
    expect(renderEvidenceHtml(once)).toBe(html);
    expect(reads.sort()).toEqual(["alpha changes", "alpha runs", "bravo changes", "bravo runs"]);
  });
});
