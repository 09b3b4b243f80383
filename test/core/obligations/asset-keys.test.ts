// Each asset's key in a workspace's chain (deviations.ts AssetKeys): the live id the records'
// succeeded operations gave its name, kept when a later operation names it without one; a name no
// record gave an id is keyed by its name, and no id can pass for such a name key.
import { describe, expect, it } from "vitest";
import type { EvidenceRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { AssetKeys } from "../../../src/core/obligations/baseline-changes/deviations.ts";
import { chainOf, changeDraft, day } from "../../support/evidence-records.ts";
import { ALPHA } from "../../support/sample-plans.ts";

type ChangeRecord = Extract<EvidenceRecord, { kind: "change" }>;
type Operation = NonNullable<ChangeRecord["change"]["change_record"]>["operations"][number];

function recordOf(...operations: Partial<Operation>[]): ChangeRecord {
  const [sealed] = chainOf([{ draft: changeDraft("grid-east", 1), at: day(1) }]);
  const record = structuredClone(sealed!.record) as ChangeRecord;
  record.change.change_record!.operations = operations.map((operation, index) => ({
    index,
    action: "update",
    name: "alpha-rtu-01",
    cyber_system: ALPHA,
    result: "succeeded",
    ...operation,
  }));
  return record;
}

describe("AssetKeys", () => {
  it.each<[string, ChangeRecord[], string, string | undefined, string]>([
    [
      "a create's new id",
      [recordOf({ action: "create", asset_id: "ca_1" })],
      "alpha-rtu-01",
      "ca_1",
      "ca_1",
    ],
    [
      "kept when a later operation names the asset without an id",
      [recordOf({ action: "create", asset_id: "ca_1" }), recordOf({})],
      "alpha-rtu-01",
      "ca_1",
      "ca_1",
    ],
    [
      "not from an operation that failed",
      [recordOf({ action: "create", asset_id: "ca_1", result: "failed" })],
      "alpha-rtu-01",
      undefined,
      "name:alpha-rtu-01",
    ],
    [
      "a rename's old name keeps the id",
      [
        recordOf({
          name: "alpha-rtu-02",
          asset_id: "ca_1",
          changes: { name: { from: "alpha-rtu-01", to: "alpha-rtu-02" } },
        }),
      ],
      "alpha-rtu-01",
      "ca_1",
      "ca_1",
    ],
    [
      "an id written as a name key is no id",
      [recordOf({ action: "create", asset_id: "name:alpha-rtu-09" })],
      "alpha-rtu-01",
      undefined,
      "name:alpha-rtu-09",
    ],
  ])("%s", (_case, records, name, id, key) => {
    const keys = new AssetKeys();
    for (const record of records) keys.learn(record);
    // The key first: it keys an unknown name by the name, which idOf must still call no id.
    expect(keys.keyOf({ asset: name })).toBe(key);
    expect(keys.idOf(name)).toBe(id);
  });
});
