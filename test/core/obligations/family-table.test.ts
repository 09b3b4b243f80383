// The lists below the family table that must follow it: core/evidence and core/plan sit below
// core/obligations, so the evidence record's reviewed-file sets are listed where its schema can
// read them, and the saved plan's fields (each with the shape its family shows) where the plan's
// schema and fingerprint can. Each list holds the table's sets, in the table's order (the schemas'
// key order, and the order the fingerprint covers them in).
import { matchesGlob } from "node:path";
import fc from "fast-check";
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

// What a checkout's glob of a set's patterns finds is read as the set's files without a second
// filter (io/checkout/optional-file.ts reviewedFilePaths): so every path the patterns match must
// be one the set's own rule (belongs) accepts, as a commit's listing is filtered by it.
const SEGMENTS = [
  "cip-patch-sources.yaml",
  "patch-evaluations",
  "patch-plans",
  "vulnerability-assessments",
  "a.yaml",
  ".b.yaml",
  "c.yml",
  "d",
  "e.yaml.txt",
];

describe("each set's glob patterns", () => {
  it("match only paths the set's rule accepts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 4 }),
        (parts) => {
          const path = parts.join("/");
          for (const set of tableSets)
            if (set.patterns.some((pattern) => matchesGlob(path, pattern)))
              expect(set.belongs(path), `${set.name}: ${path}`).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("match the files each set is for", () => {
    const found = (path: string) =>
      tableSets.filter((set) => set.patterns.some((pattern) => matchesGlob(path, pattern)));
    expect(found("cip-patch-sources.yaml").map((set) => set.field)).toEqual(["patch_files"]);
    expect(found("patch-evaluations/vendor/a.yaml").map((set) => set.field)).toEqual([
      "patch_files",
    ]);
    expect(found("patch-plans/a.yaml").map((set) => set.field)).toEqual(["patch_files"]);
    expect(found("vulnerability-assessments/a.yaml").map((set) => set.field)).toEqual([
      "assessment_files",
    ]);
    expect(found("patch-plans/d/a.yaml")).toEqual([]);
  });
});
