// The lists below the family table that must follow it: core/evidence and core/plan sit below
// core/obligations, so the evidence record's reviewed-file sets are listed where its schema can
// read them, and the saved plan's fields (each with the shape its family shows) where the plan's
// schema and fingerprint can. Each list holds the table's sets, in the table's order (the schemas'
// key order, and the order the fingerprint covers them in).
import { describe, expect, it } from "vitest";
import { RECORDED_FILE_SETS } from "../../../src/core/evidence/records/in-force/recorded-file-sets.ts";
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";
import { REVIEWED_FILE_FIELDS } from "../../../src/core/plan/saved/patch-file-schema.ts";

const tableSets = MERGE_JUDGED_FAMILIES.flatMap((family) =>
  family.reviewedFiles === undefined ? [] : [family.reviewedFiles],
);

describe("the family table's reviewed-file sets below it", () => {
  it("the evidence record's are the table's, in its order", () => {
    expect(RECORDED_FILE_SETS).toEqual(tableSets);
    RECORDED_FILE_SETS.forEach((set, index) => expect(set).toBe(tableSets[index]));
  });

  it("the saved plan's fields are the table's sets' fields, in its order", () => {
    expect(Object.keys(REVIEWED_FILE_FIELDS)).toEqual(tableSets.map((set) => set.field));
  });
});
