// The populations checked against the ledger they come from, over generated ledgers and periods:
// every row resolves to a record of the ledger, in the period, by its sequence and SHA-256; every
// operation of the period's change records appears exactly once; every drift check of the period
// once; and the files' cells never become formulas.
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import type { SortOf } from "../../../src/core/audit/row-sort.ts";
import type { Row } from "../../../src/core/audit/citation.ts";
import { SpilledSort } from "../../../src/io/sort/spilled-sort.ts";
import { POPULATION_NAMES, PopulationsFirstPass } from "../../../src/core/audit/populations.ts";
import { FAMILY_SHAPES } from "../../../src/core/families/family-shapes.ts";
import { populationFiles, type Populations, populations } from "../../support/populations.ts";
import {
  type EvidenceDraft,
  type HashedRecord,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { recordPath, sealRecord } from "../../../src/core/evidence/chain/record-files.ts";
import { calendarRule, DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { computeObligations } from "../../../src/core/obligations/obligations.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { chainOf, changeDraft, day, monitoringDraft } from "../../support/evidence-records.ts";

function highChange(
  outcome: "applied" | "partly-applied" | "not-approved",
  name: string,
  assetType: "hardware" | "software" = "hardware",
): EvidenceDraft {
  const draft = changeDraft("grid-east", 1, outcome);
  for (const operation of draft.change.change_record?.operations ?? []) {
    operation.cyber_system = { ...operation.cyber_system, impact: "high" };
    if (operation.action === "create") {
      operation.name = name;
      operation.asset_type = assetType;
    }
  }
  return draft;
}

const drafts = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("applied", "partly-applied", "not-approved" as const),
      fc.constantFrom("rtu-1", "=cmd|' /C calc'!A0", "relay;=1+1"),
      fc.constantFrom("hardware", "software" as const),
    )
    .map(([outcome, name, assetType]) => highChange(outcome, name, assetType)),
  fc.boolean().map((inSync) => monitoringDraft("grid-east", 2, inSync)),
);
const ledgers = fc
  .array(fc.tuple(drafts, fc.integer({ min: 1, max: 20 })), { maxLength: 14 })
  .map((items) => {
    let at = 0;
    const sealed = chainOf(items.map(([draft, gap]) => ({ draft, at: day((at += gap)) })));
    return sealed.map(({ record, text }): HashedRecord => ({ record, sha256: sha256Hex(text) }));
  });
const periods = fc
  .tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 1, max: 150 }))
  .map(([start, length]) => ({
    from: day(start),
    to: day(start + length),
  }));

describe("populations of a period", () => {
  it("are the same rows whether the obligations' rows are held or spilled to disk a row a run", () => {
    const parent = mkdtempSync(join(tmpdir(), "cip-populations-sort-"));
    onTestFinished(() => rmSync(parent, { recursive: true, force: true }));
    fc.assert(
      fc.property(ledgers, periods, (records, period) => {
        const obligations = computeObligations(records, day(400), DEFAULT_CALENDAR);
        const sorts: { discard(): void }[] = [];
        const spilled: SortOf = (order) => {
          const sort = new SpilledSort(order, { runLength: 1, directory: parent });
          sorts.push(sort);
          return sort;
        };
        try {
          expect(populations(records, period, { obligations, sortOf: spilled })).toEqual(
            populations(records, period, { obligations }),
          );
        } finally {
          for (const sort of sorts) sort.discard();
        }
      }),
      { numRuns: 60 },
    );
  });

  it("hold each operation and drift check of the period once, every row resolving to its record", () => {
    fc.assert(
      fc.property(ledgers, periods, (records, period) => {
        const obligations = computeObligations(records, day(400), DEFAULT_CALENDAR);
        const result = populations(records, period, { obligations });
        const inPeriod = records.filter(({ record }) => {
          const at = Date.parse(record.recorded_at);
          return at >= period.from.getTime() && at < period.to.getTime();
        });
        const bySource = new Map(
          records.map((entry) => [`${entry.record.workspace}#${entry.record.sequence}`, entry]),
        );
        for (const row of [...result.inventoryChanges, ...result.reconciliation]) {
          const entry = bySource.get(`${row.workspace}#${row.record_sequence}`);
          expect(entry, "the row's record").toBeDefined();
          expect(row.record_sha256).toBe(`sha256:${entry!.sha256}`);
          expect(inPeriod).toContain(entry);
        }
        // Every row of every population cites its record, with the record's path in the ledger;
        // but the exceptions no one record is (a gap without drift checks, drift unresolved),
        // which cite their workspace alone.
        for (const name of POPULATION_NAMES) {
          for (const row of result[name]) {
            if (name === "exceptions" && row.record_sequence === null) {
              expect(["monitoring gap", "unresolved drift"]).toContain(row.kind);
              expect(records.map(({ record }) => record.workspace)).toContain(row.workspace);
              continue;
            }
            const entry = bySource.get(`${row.workspace}#${row.record_sequence}`);
            expect(entry, `the ${name} row's record`).toBeDefined();
            expect(row.record_sha256).toBe(`sha256:${entry!.sha256}`);
            expect(row.record_path).toBe(recordPath(entry!.record));
          }
        }
        // Software records are baseline content, never Cyber Assets: they have their own file.
        expect(result.assets.every((row) => row.asset_type !== "software")).toBe(true);
        expect(result.software.every((row) => row.asset_type === "software")).toBe(true);
        const operations = inPeriod.flatMap(({ record }) =>
          record.kind === "change"
            ? (record.change.change_record?.operations ?? []).map(
                (o) => `${record.sequence}/${o.index}`,
              )
            : [],
        );
        expect(
          result.inventoryChanges.map((row) => `${row.record_sequence}/${row.operation}`).sort(),
        ).toEqual(operations.sort());
        expect(result.reconciliation).toHaveLength(
          inPeriod.filter(({ record }) => record.kind === "monitoring").length,
        );
        for (const file of populationFiles(result, "csv")) {
          expect(file.content).not.toMatch(/(^|[,;\t])[=+\-@]/m);
        }
      }),
      { numRuns: 150 },
    );
  });

  // Issue 52: a ledger kept from the command line has no inventory listing (only the Action's drift
  // check writes one); cyber-assets.csv then lists what applied changes created, and each row says
  // that is its source, instead of an empty file that says nothing.
  it("list the assets of applied changes, saying so, where the ledger has no inventory listing", () => {
    const sealed = sealRecord(highChange("applied", "rtu-9"), undefined, day(1));
    const records = [{ record: sealed.record, sha256: sha256Hex(sealed.text) }];
    const result = populations(records, { from: day(0), to: day(2) }, { obligations: [] });
    // The sample change creates rtu-9 and updates alpha-hmi-02: both applied, both listed.
    expect(result.assets.map((row) => [row.name, row.source])).toEqual([
      ["rtu-9", "applied changes only (no inventory listing yet)"],
      ["alpha-hmi-02", "applied changes only (no inventory listing yet)"],
    ]);
  });

  it("list refusals and partly applied changes as exceptions, each with its record", () => {
    const sealed = chainOf([
      { draft: highChange("not-approved", "rtu-1"), at: day(1) },
      { draft: highChange("partly-applied", "rtu-2"), at: day(2) },
    ]);
    const records = sealed.map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
    const result = populations(records, { from: day(0), to: day(10) }, { obligations: [] });
    expect(result.exceptions.map((row) => [row.record_sequence, row.kind])).toEqual([
      [1, "refused (not-approved)"],
      [2, "partly-applied"],
    ]);
    const [, second] = records;
    expect(result.exceptions[1]?.record_sha256).toBe(`sha256:${second!.sha256}`);
  });

  it("list a record a later one declares untimestamped (a TSA outage) as a late timestamp", () => {
    const first = sealRecord(highChange("applied", "rtu-1"), undefined, day(1));
    const head = { record: first.record, bytes: Buffer.from(first.text) };
    const second = sealRecord(monitoringDraft("grid-east", 2, true), head, day(2), [1]);
    const records = [first, second].map(({ record, text }) => ({
      record,
      sha256: sha256Hex(text),
    }));
    const result = populations(records, { from: day(0), to: day(10) }, { obligations: [] });
    expect(result.exceptions).toEqual([
      {
        workspace: "grid-east",
        record_sequence: 1,
        record_sha256: `sha256:${records[0]!.sha256}`,
        record_path: first.path,
        recorded_at: first.record.recorded_at,
        kind: "timestamp late (TSA outage)",
        detail: "no timestamp when recorded; declared untimestamped by record 2",
      },
    ]);
    // Outside the period, the record is not the period's exception.
    expect(
      populations(records, { from: day(2), to: day(10) }, { obligations: [] }).exceptions,
    ).toEqual([]);
  });

  it("words an exception without a due date as such, never as an empty date", () => {
    const sealed = sealRecord(highChange("applied", "rtu-1"), undefined, day(1));
    const records = [{ record: sealed.record, sha256: sha256Hex(sealed.text) }];
    const opened = {
      workspace: "grid-east",
      sequence: 1,
      sha256: records[0]!.sha256,
      recorded_at: sealed.record.recorded_at,
    };
    const reminder = {
      kind: "CIP-010 R1.4" as const,
      requirement: "verify the CIP-005 and CIP-007 controls the change could affect",
      workspace: "grid-east",
      subject: { cyber_system_id: "cs_alpha", cyber_system: "Alpha", asset: "rtu-1" },
      opened_by: opened,
      calendar: calendarRule(DEFAULT_CALENDAR),
      due: null,
      status: "exception" as const,
      reason: "impact not declared",
    };
    const { exceptions } = populations(
      records,
      { from: day(0), to: day(10) },
      { obligations: [reminder] },
    );
    expect(exceptions.map((row) => row.detail)).toEqual([
      "rtu-1 in Alpha (cs_alpha): no due date, opened by record 1: impact not declared",
    ]);
  });

  // Closed late before the period is history the period's exceptions do not list, as the audit
  // report does not: no checkpoint before the period carries it (issue 72).
  it.each([
    ["before the period", 1, []],
    ["within it", 5, ["CIP-010 R1.4 closed-late"]],
  ])("list an obligation closed late %s: %j", (_, closedOn, kinds) => {
    const sealed = chainOf([
      { draft: highChange("applied", "rtu-1"), at: day(0) },
      { draft: highChange("applied", "rtu-2"), at: day(closedOn) },
    ]);
    const records = sealed.map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
    const ref = ({ record, sha256 }: HashedRecord) => ({
      workspace: record.workspace,
      sequence: record.sequence,
      sha256,
      recorded_at: record.recorded_at,
    });
    const late = {
      kind: "CIP-010 R1.4" as const,
      requirement: "verify the CIP-005 and CIP-007 controls the change could affect",
      workspace: "grid-east",
      subject: { cyber_system_id: "cs_alpha", cyber_system: "Alpha", asset: "rtu-1" },
      opened_by: ref(records[0]!),
      closed_by: ref(records[1]!),
      calendar: calendarRule(DEFAULT_CALENDAR),
      due: "2000-01-01",
      status: "closed-late" as const,
    };
    const { exceptions } = populations(
      records,
      { from: day(3), to: day(10) },
      { obligations: [late] },
    );
    expect(exceptions.map((row) => row.kind)).toEqual(kinds);
  });

  // The families' populations come from their shapes (FAMILY_SHAPES), so that a family that joins
  // is written here with no edit.
  it("writes xlsx-safe CSV with a byte order mark, and JSON with every population", () => {
    const familyPopulations = FAMILY_SHAPES.flatMap((shape) =>
      Object.entries(shape.populationFiles ?? {}),
    );
    const empty = {} as Populations;
    for (const name of POPULATION_NAMES) empty[name] = [];
    const files = populationFiles(empty, "xlsx-safe-csv");
    expect(files.map((file) => file.name)).toEqual([
      "cyber-assets.csv",
      "software.csv",
      "bes-assets.csv",
      "baseline-deviations.csv",
      "inventory-operations.csv",
      "configuration-monitoring.csv",
      "reconciliation.csv",
      "exceptions.csv",
      "ports.csv",
      ...familyPopulations.map(([, file]) => file),
    ]);
    expect(files.every((file) => file.content.startsWith("\uFEFF"))).toBe(true);
    const [json] = populationFiles(empty, "json");
    expect(JSON.parse(json!.content)).toEqual(empty);
  });
});

describe("the changes population", () => {
  it("gives each approver with the time of the approval, where the record dates it", () => {
    const draft = highChange("applied", "rtu-1");
    if (draft.kind === "change")
      draft.change.pull_request!.approved_at = { dave: "2026-01-01T09:30:00Z" };
    const sealed = chainOf([{ draft, at: day(1) }]);
    const records = sealed.map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
    const [row] = populations(
      records,
      { from: day(0), to: day(10) },
      { obligations: [] },
    ).inventoryChanges;
    expect(row?.approved_by).toBe("dave (2026-01-01T09:30:00Z)");
  });
});

describe("the second pass reads only what the first verified", () => {
  // A change record a drift check declares untimestamped: the second pass reads the change record
  // again for its TSA outage only; its operations' rows were made from the bytes verified.
  const first = sealRecord(highChange("applied", "rtu-1"), undefined, day(1));
  const head = { record: first.record, bytes: Buffer.from(first.text) };
  const second = sealRecord(monitoringDraft("grid-east", 2, true), head, day(2), [1]);
  const entries = [first, second].map(({ record, text }): HashedRecord => ({
    record,
    sha256: sha256Hex(text),
  }));
  const changePath = recordPath(entries[0]!.record);

  it.each<[string, (entry: HashedRecord) => HashedRecord | "changed", boolean]>([
    ["the same bytes", (entry) => entry, false],
    ["a file gone or unreadable", () => "changed", true],
    ["other bytes (another SHA-256)", (entry) => ({ ...entry, sha256: "0".repeat(64) }), true],
    // Another record at the path: were its operations' rows made from it, they would name it.
    ["another change record", () => ({ ...entries[0]!, record: otherChange() }), false],
  ])("%s: refused %s", (_case, reread, refused) => {
    const rows: [string, Row][] = [];
    const pass = new PopulationsFirstPass(
      { from: day(0), to: day(30) },
      (population, row) => rows.push([population, row]),
      () => "not timestamped",
    );
    for (const entry of entries) pass.add(entry);
    const asked: string[] = [];
    const result = pass.finish(new Map()).read((path, sha256) => {
      asked.push(path);
      const entry = entries.find((e) => recordPath(e.record) === path)!;
      expect(sha256).toBe(entry.sha256);
      return reread(entry);
    });
    // Only the record declared untimestamped is read again, never the drift check.
    expect(asked).toEqual([changePath]);
    expect(result).toEqual(refused ? { changed: changePath } : undefined);
    // Refused: no row of the operations, nor of the assets as of the period's end.
    const operations = rows.filter(([population]) => population === "inventoryChanges");
    expect(operations.map(([, row]) => row.name)).toEqual(refused ? [] : ["rtu-1", "alpha-hmi-02"]);
    expect(rows.some(([population]) => population === "assets")).toBe(!refused);
  });
});

/** A change record other than the test's, at its sequence: another asset's. */
function otherChange() {
  return sealRecord(highChange("applied", "rtu-9"), undefined, day(1)).record;
}
