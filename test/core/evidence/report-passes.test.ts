// The audit report reads its ledger in passes instead of holding it (issue 27): one pass to check
// the chain and sum up each workspace, then the period's records of a kind again each time a
// renderer iterates them. Counted on an in-memory ledger whose every read is recorded.
import { describe, expect, it } from "vitest";
import {
  buildEvidenceReport,
  reportOfLedger,
} from "../../../src/core/evidence/report/evidence-report.ts";
import { listedReport } from "../../support/evidence-text.ts";
import { compareCodePoints } from "../../../src/core/shared/names.ts";
import {
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  monitoringDraft,
} from "../../support/evidence-records.ts";

function ledger() {
  const files = ledgerFilesOf(
    chainOf([
      { draft: changeDraft("grid-east", 101), at: day(0) },
      { draft: monitoringDraft("grid-east", 102, false), at: day(1) },
      { draft: monitoringDraft("grid-west", 103, true), at: day(1) },
      { draft: monitoringDraft("grid-east", 104, true), at: day(2) },
      { draft: changeDraft("grid-east", 105, "plan-changed"), at: day(3) },
      { draft: monitoringDraft("grid-east", 106, true), at: day(40) },
    ]),
  );
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  const reads: string[] = [];
  const sorted = [...byPath.keys()].sort(compareCodePoints);
  const source = {
    paths: (under = "records") => sorted.filter((path) => path.startsWith(`${under}/`)),
    read: (path: string) => {
      reads.push(path);
      return byPath.get(path)!;
    },
    stamp: () => undefined,
  };
  return { files, source, reads, sorted };
}

const PERIOD = { from: day(0), to: day(30) };

describe("reportOfLedger", () => {
  it("reads every file once to build the report, and keeps no record's entry", () => {
    const { source, reads, sorted } = ledger();
    const report = reportOfLedger(source, PERIOD, day(31), "1.2.3");
    expect(reads).toEqual(sorted);
    expect(report.workspaces.map(({ workspace, counts }) => [workspace, counts])).toEqual([
      ["grid-east", { changes: 2, monitoring: 2, configuration_monitoring: 0 }],
      ["grid-west", { changes: 0, monitoring: 1, configuration_monitoring: 0 }],
    ]);
  });

  it("reads a workspace's records of one kind in the period again each time its list is iterated", () => {
    const { source, reads } = ledger();
    const east = reportOfLedger(source, PERIOD, day(31), "1.2.3").workspaces[0]!;
    reads.length = 0;
    const changes = [...east.changes];
    expect(changes.map(({ outcome }) => outcome)).toEqual(["applied", "plan-changed"]);
    expect(reads).toEqual(changes.map(({ file }) => file));
    expect([...east.changes]).toHaveLength(2);
    expect(reads).toHaveLength(4);
    reads.length = 0;
    // The run of day 40 is not read: its file is named after the period.
    expect([...east.monitoring].map(({ in_sync }) => in_sync)).toEqual([false, true]);
    expect(reads).toHaveLength(2);
    expect(
      reads.some((file) => file.includes(day(40).toISOString().slice(0, 10).replaceAll("-", ""))),
    ).toBe(false);
  });

  it("gives the report buildEvidenceReport gives of the same files held in memory", () => {
    const { files, source } = ledger();
    const streamed = reportOfLedger(source, PERIOD, day(31), "1.2.3");
    const held = buildEvidenceReport(files.reverse(), PERIOD, day(31), { toolVersion: "1.2.3" });
    expect(listedReport(streamed)).toEqual(listedReport(held));
    expect(listedReport(held).workspaces[0]!.monitoring).toHaveLength(2);
  });
});

// The report's lists read only the month folders (UTC, as records are filed) the period touches:
// a period of local days reaches into the UTC month before or after it.
describe("the period's records, by the months they are filed in", () => {
  const at = (iso: string) => new Date(iso);
  const files = ledgerFilesOf(
    chainOf([
      { draft: changeDraft("grid-east", 201), at: at("2026-01-31T14:59:59.000Z") },
      { draft: changeDraft("grid-east", 202), at: at("2026-01-31T15:00:00.000Z") },
      { draft: changeDraft("grid-east", 203), at: at("2026-02-28T14:59:59.999Z") },
      { draft: changeDraft("grid-east", 204), at: at("2026-02-28T15:00:00.000Z") },
      { draft: changeDraft("grid-east", 205), at: at("2026-03-15T00:00:00.000Z") },
    ]),
  );
  it.each([
    // February in Tokyo (UTC+9): from 31 January 15:00 UTC to 28 February 15:00 UTC.
    {
      zone: "Asia/Tokyo",
      from: "2026-01-31T15:00:00.000Z",
      to: "2026-02-28T15:00:00.000Z",
      runs: [202, 203],
    },
    // February in Chicago (UTC-6): into 1 March UTC.
    {
      zone: "America/Chicago",
      from: "2026-02-01T06:00:00.000Z",
      to: "2026-03-01T06:00:00.000Z",
      runs: [203, 204],
    },
  ])("lists February's changes in $zone", ({ zone, from, to, runs }) => {
    const report = buildEvidenceReport(
      files,
      { from: at(from), to: at(to), timeZone: zone },
      at("2026-04-01T00:00:00Z"),
    );
    const changes = [...report.workspaces[0]!.changes].map(({ file }) =>
      Number(/-change-(\d+)-/.exec(file)![1]),
    );
    expect(changes).toEqual(runs);
  });
});
