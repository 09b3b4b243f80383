// The one list below the family table that must follow it: the families' shapes
// (core/families/family-shapes.ts), which core/plan and core/evidence read because they sit below
// core/obligations. Each row of the table carries its family's shape, in the table's order (the
// schemas' key order, and the order the fingerprint covers them in); the saved plan's fields and
// the record's are the shapes' fields.
import { matchesGlob } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REVIEWED_FILES_FIELD_SCHEMAS } from "../../../src/core/evidence/records/in-force/recorded-file-fields.ts";
import { FAMILY_SHAPES } from "../../../src/core/families/family-shapes.ts";
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";
import { READ_BY_THEIR_READERS } from "../../../src/io/checkout/reviewed-files.ts";
import { REVIEWED_FILE_FIELDS } from "../../../src/core/plan/saved/reviewed-file-fields.ts";

const tableSets = MERGE_JUDGED_FAMILIES.flatMap((family) =>
  family.reviewedFiles === undefined ? [] : [family.reviewedFiles],
);

describe("the families' shapes below the family table", () => {
  it("are the table's rows', in its order, each set carrying its shape's reviewed files", () => {
    expect(FAMILY_SHAPES.map((shape) => shape.name)).toEqual(
      MERGE_JUDGED_FAMILIES.map((family) => family.name),
    );
    FAMILY_SHAPES.forEach((shape, index) => {
      const set = MERGE_JUDGED_FAMILIES[index]?.reviewedFiles;
      const files = shape.reviewedFiles;
      expect(set === undefined, shape.name).toBe(files === undefined);
      if (set === undefined || files === undefined) return;
      for (const key of ["name", "noun", "field", "recordDescription", "shown", "lines"] as const)
        expect(set[key], `${shape.name}: ${key}`).toBe(files[key]);
    });
  });

  it("each set's files are read at review, by its problems or by a reader of their own", () => {
    for (const set of tableSets)
      expect(set.problems !== undefined || READ_BY_THEIR_READERS.has(set), set.name).toBe(true);
  });

  it("give the saved plan's fields and the evidence record's, in the table's order", () => {
    const fields = tableSets.map((set) => set.field);
    expect(Object.keys(REVIEWED_FILE_FIELDS)).toEqual(fields);
    expect(Object.keys(REVIEWED_FILES_FIELD_SCHEMAS)).toEqual(fields);
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
