// The lists below the family table that must follow it: core/evidence and core/plan sit below
// core/obligations, so the evidence record's reviewed-file sets are listed where its schema can
// read them. Each list holds the table's sets, in the table's order (the schemas' key order).
import { describe, expect, it } from "vitest";
import { REVIEWED_FILE_SETS } from "../../../src/core/evidence/records/in-force/reviewed-file-sets.ts";
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";

const tableSets = MERGE_JUDGED_FAMILIES.flatMap((family) =>
  family.reviewedFiles === undefined ? [] : [family.reviewedFiles],
);

describe("the family table's reviewed-file sets below it", () => {
  it("the evidence record's are the table's, in its order", () => {
    expect(REVIEWED_FILE_SETS).toEqual(tableSets);
    REVIEWED_FILE_SETS.forEach((set, index) => expect(set).toBe(tableSets[index]));
  });
});
