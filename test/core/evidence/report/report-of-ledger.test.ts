// The audit report of a whole ledger (evidence-report.ts reportOfLedger): its header (period,
// version, subject, the ledger's count and breaks), which files it reads, how each record's
// timestamp reads, which records each list gives (the period's, of the list's kind, valid), the
// exceptions in time order and counted in their months, and the JSON workspace's keys.
import { describe, expect, it } from "vitest";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import {
  buildEvidenceReport,
  jsonWorkspace,
  reportOfLedger,
} from "../../../../src/core/evidence/report/evidence-report.ts";
import type { LedgerFile } from "../../../../src/core/evidence/chain/evidence-chain.ts";
import {
  chainOf,
  changeDraft,
  configurationMonitoringDraft,
  day,
  ledgerFilesOf,
  monitoringDraft,
} from "../../../support/evidence-records.ts";

const PERIOD = { from: day(0), to: day(30) };
type Sealed = { draft: EvidenceDraft; at: Date };
const at = (draft: EvidenceDraft, days: number): Sealed => ({ draft, at: day(days) });
const inRepository = (draft: EvidenceDraft, repository: string): EvidenceDraft => {
  const copy = structuredClone(draft);
  copy.run.repository = repository;
  return copy;
};

describe("the report's header", () => {
  it("states the period, its time, the version (unknown when not given) and the ledger's count", () => {
    const report = buildEvidenceReport(
      ledgerFilesOf(chainOf([at(monitoringDraft("grid-east", 1, true), 1)])),
      PERIOD,
      day(31),
    );
    expect({
      period: report.period,
      generated_at: report.generated_at,
      generated_by: report.generated_by,
      ledger: report.ledger,
    }).toStrictEqual({
      period: {
        from: day(0).toISOString(),
        to: day(30).toISOString(),
        // The periods' instants here start at 06:00 UTC: the days they fall in.
        first_day: "2026-01-01",
        last_day: "2026-01-31",
        time_zone: "UTC",
      },
      generated_at: day(31).toISOString(),
      generated_by: "unknown",
      ledger: { records: 1, breaks: [] },
    });
  });

  it("names each repository, organization and service once, sorted, whatever the records' order", () => {
    const report = buildEvidenceReport(
      ledgerFilesOf(
        chainOf([
          at(inRepository(monitoringDraft("grid-east", 1, true), "zeta/inventory"), 1),
          at(inRepository(monitoringDraft("grid-east", 2, true), "alpha/inventory"), 2),
          at(inRepository(monitoringDraft("grid-east", 3, true), "zeta/inventory"), 3),
        ]),
      ),
      PERIOD,
      day(31),
    );
    expect(report.subject.repositories).toStrictEqual(["alpha/inventory", "zeta/inventory"]);
    expect(report.subject.workspaces).toStrictEqual(["grid-east"]);
  });
});

describe("which files the report reads", () => {
  const files = () =>
    ledgerFilesOf(
      chainOf([
        at(changeDraft("grid-east", 1), 1),
        at(monitoringDraft("grid-east", 2, true), 2),
        at(configurationMonitoringDraft("grid-east", 3, [], day(3)), 3),
      ]),
    );

  it("only those under records/: another folder of the branch is no record", () => {
    const listing: LedgerFile = { path: "listings/grid-east.json", bytes: Buffer.from("not json") };
    const report = buildEvidenceReport([...files(), listing], PERIOD, day(31));
    expect(report.ledger).toStrictEqual({ records: 3, breaks: [] });
  });

  it("skips a record file it cannot read in every list, and says the ledger breaks there", () => {
    const [change, ...rest] = files();
    const broken = { path: change!.path, bytes: Buffer.from("{ not json") };
    const report = buildEvidenceReport([broken, ...rest], PERIOD, day(31));
    expect(report.ledger.records).toBe(2);
    expect(report.ledger.breaks.length).toBeGreaterThan(0);
    const [east] = report.workspaces;
    expect([...east!.changes]).toStrictEqual([]);
    expect([...east!.monitoring]).toHaveLength(1);
  });

  it("lists a record in the list its content names, not the one its file name claims", () => {
    const [change, monitoring, configuration] = files();
    // A monitoring record's bytes under a change record's name.
    const renamed = { path: change!.path, bytes: monitoring!.bytes };
    const report = buildEvidenceReport([renamed, configuration!], PERIOD, day(31));
    const east = report.workspaces.find((workspace) => workspace.workspace === "grid-east");
    expect([...east!.changes]).toStrictEqual([]);
  });

  it("gives each kind's list its records: configuration monitoring too", () => {
    const [east] = buildEvidenceReport(files(), PERIOD, day(31)).workspaces;
    expect([...east!.changes]).toHaveLength(1);
    expect([...east!.monitoring]).toHaveLength(1);
    expect([...east!.configuration_monitoring]).toHaveLength(1);
  });

  it("lists the period's records only: from its first instant, up to the next period's", () => {
    const report = buildEvidenceReport(
      ledgerFilesOf(
        chainOf([
          { draft: changeDraft("grid-east", 1), at: new Date(day(0).getTime() - 1) },
          at(changeDraft("grid-east", 2), 0),
          at(changeDraft("grid-east", 3), 30),
        ]),
      ),
      PERIOD,
      day(31),
    );
    const [east] = report.workspaces;
    expect([...east!.changes].map((change) => change.recorded_at)).toStrictEqual([
      day(0).toISOString(),
    ]);
  });

  it("reads each record's timestamp as its source gives it, and says when there is none", () => {
    const sealed = files();
    const stamped = new Map([[sealed[0]!.path, "FreeTSA, 2026-01-02T06:00:05Z"]]);
    const [east] = buildEvidenceReport(sealed, PERIOD, day(31), { timestamps: stamped }).workspaces;
    expect([...east!.changes].map((change) => change.timestamp)).toStrictEqual([
      "FreeTSA, 2026-01-02T06:00:05Z",
    ]);
    expect([...east!.monitoring].map((run) => run.timestamp)).toStrictEqual(["not timestamped"]);
  });

  it("shows each valid record to the caller's visit, in the first pass", () => {
    const sealed = files();
    const byPath = new Map(sealed.map((file) => [file.path, file.bytes]));
    const visited: string[] = [];
    reportOfLedger(
      {
        paths: () => [...byPath.keys()].sort(),
        read: (path) => byPath.get(path)!,
        stamp: () => undefined,
      },
      PERIOD,
      day(31),
      "1.2.3",
      (_entry, path) => visited.push(path),
    );
    expect(visited).toStrictEqual([...byPath.keys()].sort());
  });
});

describe("the exceptions", () => {
  it("in time order across workspaces, each counted in its month, a month only they fall in too", () => {
    // No run before day 40 in either workspace: a gap from each one's first record (the east's
    // collector observation at the period's start, the west's failed change on day 5).
    const report = buildEvidenceReport(
      ledgerFilesOf(
        chainOf([
          at(configurationMonitoringDraft("grid-east", 0, [], day(0)), 0),
          at(changeDraft("grid-west", 1, "failed"), 5),
          at(monitoringDraft("grid-east", 2, true), 40),
          at(monitoringDraft("grid-west", 3, true), 45),
        ]),
      ),
      { from: day(0), to: day(60) },
      day(61),
    );
    expect(report.exceptions.map(({ kind, workspace, at }) => [kind, workspace, at])).toStrictEqual(
      [
        ["gap", "grid-east", day(0).toISOString()],
        ["change", "grid-west", day(5).toISOString()],
        ["gap", "grid-west", day(5).toISOString()],
      ],
    );
    expect(report.workspaces.map((workspace) => workspace.months)).toStrictEqual([
      [
        {
          month: "2026-01",
          changes: 0,
          monitoring_runs: 0,
          drift_runs: 0,
          flagged_changes_gaps_drift: 1,
        },
        {
          month: "2026-02",
          changes: 0,
          monitoring_runs: 1,
          drift_runs: 0,
          flagged_changes_gaps_drift: 0,
        },
      ],
      [
        {
          month: "2026-01",
          changes: 1,
          monitoring_runs: 0,
          drift_runs: 0,
          flagged_changes_gaps_drift: 2,
        },
        {
          month: "2026-02",
          changes: 0,
          monitoring_runs: 1,
          drift_runs: 0,
          flagged_changes_gaps_drift: 0,
        },
      ],
    ]);
  });
});

describe("jsonWorkspace", () => {
  it("writes a workspace's keys in the report's order, without its counts", () => {
    const [east] = buildEvidenceReport(
      ledgerFilesOf(chainOf([at(monitoringDraft("grid-east", 1, true), 1)])),
      PERIOD,
      day(31),
    ).workspaces;
    const json = jsonWorkspace(east!);
    expect(Object.keys(json)).toStrictEqual([
      "workspace",
      "changes",
      "monitoring",
      "configuration_monitoring",
      "longest_gap",
      "gaps_over_limit",
      "drift_episodes",
      "months",
    ]);
    expect(json.workspace).toBe("grid-east");
    expect(json.longest_gap).toStrictEqual(east!.longest_gap);
    expect(json.months).toStrictEqual(east!.months);
    expect(json.drift_episodes).toStrictEqual([]);
    expect([...json.monitoring]).toHaveLength(1);
  });
});
