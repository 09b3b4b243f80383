// Each record as the audit report shows it (report-entries.ts): whether the reviewed plan is the
// one executed (unknown when either side was not recorded), both sides of each operation as its
// record states them, and a configuration-monitoring record's counts.
import { describe, expect, it } from "vitest";
import type { EvidenceRecord } from "../../../../src/core/evidence/records/evidence-record.ts";
import {
  changeEntry,
  configurationMonitoringEntry,
} from "../../../../src/core/evidence/report/report-entries.ts";
import {
  chainOf,
  changeDraft,
  configurationMonitoringDraft,
  day,
} from "../../../support/evidence-records.ts";
import { ALPHA, ORPHAN } from "../../../support/sample-plans.ts";

type ChangeRecord = Extract<EvidenceRecord, { kind: "change" }>;

function sealedChange(edit: (record: ChangeRecord) => void): ChangeRecord {
  const [sealed] = chainOf([{ draft: changeDraft("grid-east", 1), at: day(1) }]);
  const record = structuredClone(sealed!.record) as ChangeRecord;
  edit(record);
  return record;
}

const A = `sha256:${"a".repeat(64)}`;
const B = `sha256:${"b".repeat(64)}`;

describe("changeEntry: the reviewed plan against the executed one", () => {
  it.each<[string, string | null, string | null, boolean | null]>([
    ["the same plan", A, A, true],
    ["another plan", A, B, false],
    ["no reviewed plan recorded", null, A, null],
    ["no executed plan recorded", A, null, null],
    ["neither", null, null, null],
  ])("%s", (_case, reviewed, planned, same) => {
    const record = sealedChange((record) => {
      record.change.reviewed_fingerprint = reviewed;
      record.change.plan_fingerprint = planned;
    });
    expect(changeEntry("f.json", record, "not timestamped").reviewed_is_executed).toBe(same);
  });
});

describe("changeEntry: both sides of an operation", () => {
  type Operation = NonNullable<ChangeRecord["change"]["change_record"]>["operations"][number];
  const base = { index: 0, name: "rtu-1", result: "succeeded" as const };

  it.each<[string, Operation, unknown]>([
    [
      "a create in a system without a parent: no facility, its type",
      { ...base, action: "create", cyber_system: ORPHAN, asset_type: "hardware" },
      {
        before: null,
        after: {
          name: "rtu-1",
          cyber_system: "Orphan System",
          asset_type: "hardware",
          facility: null,
        },
      },
    ],
    [
      "a delete without a recorded type",
      { ...base, action: "delete", cyber_system: ALPHA },
      {
        before: {
          name: "rtu-1",
          cyber_system: "Alpha Protection",
          asset_type: null,
          facility: "Substation Alpha",
        },
        after: null,
      },
    ],
    [
      "a rename: the old name before, the new after",
      {
        ...base,
        name: "rtu-new",
        action: "update",
        cyber_system: ALPHA,
        asset_type: "hardware",
        changes: { name: { from: "rtu-old", to: "rtu-new" } },
      },
      {
        before: {
          name: "rtu-old",
          cyber_system: "Alpha Protection",
          asset_type: "hardware",
          facility: "Substation Alpha",
        },
        after: {
          name: "rtu-new",
          cyber_system: "Alpha Protection",
          asset_type: "hardware",
          facility: "Substation Alpha",
        },
      },
    ],
  ])("%s", (_case, operation, sides) => {
    const record = sealedChange((record) => {
      record.change.change_record!.operations = [operation];
    });
    const [entry] = changeEntry("f.json", record, "not timestamped").operations;
    expect({ before: entry!.before, after: entry!.after }).toStrictEqual(sides);
  });
});

describe("configurationMonitoringEntry", () => {
  it("counts the assets observed, those that match and those that differ; an incomplete one is neither", () => {
    const [sealed] = chainOf([
      {
        draft: configurationMonitoringDraft(
          "grid-east",
          1,
          [
            { cyber_system: "Alpha Protection", name: "a-1" },
            { cyber_system: "Alpha Protection", name: "a-2" },
            { cyber_system: "Alpha Protection", name: "a-5" },
            { cyber_system: "Alpha Protection", name: "a-3", changed: "ports" },
            { cyber_system: "Alpha Protection", name: "a-4", missing: "patches" },
          ],
          day(1),
        ),
        at: day(1),
      },
    ]);
    const record = sealed!.record as Extract<EvidenceRecord, { kind: "configuration-monitoring" }>;
    const entry = configurationMonitoringEntry("f.json", record, "not timestamped");
    expect({
      collector: entry.collector,
      observed_at: entry.observed_at,
      assets: entry.assets,
      matching: entry.matching,
      mismatched: entry.mismatched,
    }).toStrictEqual({
      collector: "test-collector 1.0.0",
      observed_at: day(1).toISOString(),
      assets: 5,
      matching: 3,
      mismatched: 1,
    });
  });
});
