// The HTML report's second reading of a ledger (issue 99): the page reads again only the records it
// may show (each workspace's latest of each kind, which the report's first pass kept), never every
// record of the period; its timeline was counted in the first pass, every record in it.
import { describe, expect, it } from "vitest";
import {
  type LedgerSource,
  reportOfLedger,
} from "../../../src/core/evidence/report/evidence-report.ts";
import type { LedgerFile } from "../../../src/core/evidence/chain/evidence-chain.ts";
import { RECORDS_DIR } from "../../../src/core/evidence/chain/record-files.ts";
import { LATEST_RECORDS_KEPT } from "../../../src/core/evidence/report/report-timeline.ts";
import { compareCodePoints } from "../../../src/core/shared/names.ts";
import { renderEvidenceHtml } from "../../support/evidence-text.ts";
import {
  chainOf,
  changeDraft,
  ledgerFilesOf,
  monitoringDraft,
} from "../../support/evidence-records.ts";

const hour = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000);
const RUNS = LATEST_RECORDS_KEPT + 200;
const CHANGES = 30;
const PERIOD = { from: hour(0), to: hour(24 * 90) };

/** Hourly runs, one in five finding drift, then a change a day: RUNS + CHANGES records. */
function ledger(): LedgerFile[] {
  const runs = Array.from({ length: RUNS }, (_, index) => ({
    draft: monitoringDraft("grid-east", index + 1, index % 5 !== 0),
    at: hour(index),
  }));
  const changes = Array.from({ length: CHANGES }, (_, index) => ({
    draft: changeDraft("grid-east", RUNS + index + 1, index % 3 === 0 ? "failed" : "applied"),
    at: hour(RUNS + 24 * index),
  }));
  return ledgerFilesOf(chainOf([...runs, ...changes]));
}

/**
 * The report's first pass over `files`, then the HTML page of it, with the paths the page read;
 * each path `unreadable` names fails to read once the first pass is over (a file gone since).
 */
function pageOf(files: readonly LedgerFile[], unreadable: (path: string) => boolean) {
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  const sorted = [...byPath.keys()].sort(compareCodePoints);
  let firstPassOver = false;
  const read: string[] = [];
  const source: LedgerSource = {
    paths: (under = RECORDS_DIR, from = "") =>
      sorted.filter((path) => path.startsWith(`${under}/`) && compareCodePoints(path, from) >= 0),
    read: (path) => {
      if (firstPassOver) {
        read.push(path);
        if (unreadable(path)) throw new Error(`${path} is gone`);
      }
      return byPath.get(path)!;
    },
    stamp: () => undefined,
  };
  const report = reportOfLedger(source, PERIOD, hour(24 * 100), "1.2.3");
  firstPassOver = true;
  return { html: renderEvidenceHtml(report), read };
}

describe("the HTML page's second reading", () => {
  const files = ledger();
  const everyRead = pageOf(files, () => false);
  const runPaths = files.map(({ path }) => path).filter((path) => path.includes("monitoring"));

  it("reads the latest records of each kind alone, once each", () => {
    expect(runPaths).toHaveLength(RUNS);
    const latestRuns = runPaths.slice(-LATEST_RECORDS_KEPT);
    expect(everyRead.read.filter((path) => path.includes("monitoring")).sort()).toEqual(
      latestRuns.sort(),
    );
    expect(everyRead.read).toHaveLength(LATEST_RECORDS_KEPT + CHANGES);
  });

  it("renders the same page when the records it does not show cannot be read again", () => {
    const oldest = new Set(runPaths.slice(0, RUNS - LATEST_RECORDS_KEPT));
    expect(pageOf(files, (path) => oldest.has(path)).html).toBe(everyRead.html);
  });

  it("still counts every record of the period on the timeline", () => {
    const chart = /<svg class="chart"[\s\S]*?<\/svg>/.exec(everyRead.html)![0];
    const counted = (pattern: RegExp) =>
      [...chart.matchAll(pattern)].reduce((sum, [, count]) => sum + Number(count), 0);
    expect(counted(/: (\d+) run\(s\) in sync</g)).toBe(RUNS - RUNS / 5);
    expect(counted(/: (\d+) run\(s\) found drift</g)).toBe(RUNS / 5);
    expect(counted(/: (\d+) change\(s\) failed, partly applied or interrupted</g)).toBe(
      CHANGES / 3,
    );
    expect(counted(/: (\d+) change\(s\) applied</g)).toBe(CHANGES - CHANGES / 3);
  });
});
