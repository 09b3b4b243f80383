// Issue 82, item 3: a merge record's reviewed files come from each family's row (Family.reviewedFiles),
// not from a list of families in the merge's code: a set given to changeRecordFactsOf comes out
// under its own field, the real families' as their record modules compute them, and a family whose
// files did not change has no field at all.
import { isAssessmentFile } from "../../../../src/core/assessments/assessment-files.ts";
import { isPatchFile } from "../../../../src/core/patches/patch-files.ts";
import { describe, expect, it } from "vitest";
import { reviewedFilesEvidence } from "../../../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import { changedFilesSchema } from "../../../../src/core/families/family-shape.ts";
import { MERGE_JUDGED_FAMILIES } from "../../../../src/core/obligations/family-table.ts";
import type { ReviewedFileSet } from "../../../../src/core/plan/reviewed-file-set.ts";
import {
  changeRecordFactsOf,
  type FamilyFilesRead,
} from "../../../../src/core/review/policy/governance/merged-facts.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";

const TOY_FILES: ReviewedFileSet = {
  name: "toy files",
  noun: "toy file",
  field: "toy_files",
  recordDescription: "The toy files the merged commit has new or changed.",
  roots: ["toy-files"],
  patterns: ["toy-files/*.yaml"],
  belongs: (path) => path.startsWith("toy-files/") && path.endsWith(".yaml"),
  // The merge records files; what a plan shows of them is not asked here.
  shown: changedFilesSchema({}),
  shownTitle: "Toy files changed",
  shownDescription: "The toy files, as the plan shows them.",
  lines: ({ change, file }) => ({ line: `${change} ${file}`, details: [] }),
  changes: () => undefined,
};

const BASE = "b".repeat(40);

function reviewedFilesOf(reads: readonly FamilyFilesRead[]) {
  return changeRecordFactsOf({
    declared: {
      policyFile: "cip-policy.yaml",
      policyText: undefined,
      sourceCommands: undefined,
      documents: [],
    },
    timeZone: undefined,
    merged: undefined,
    atBase: {},
    reviewedFiles: reads,
  }).reviewedFiles;
}

const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("a merge record's reviewed files, by each family's row", () => {
  it("carries a set's new, changed and removed files under its field, and nothing else of it", () => {
    const toy: FamilyFilesRead = {
      set: TOY_FILES,
      merged: files({
        "toy-files/a.yaml": "a: 2\n",
        "toy-files/same.yaml": "s\n",
        "toy-files/notes.md": "n\n",
      }),
      inForce: files({
        "toy-files/a.yaml": "a: 1\n",
        "toy-files/same.yaml": "s\n",
        "toy-files/gone.yaml": "g\n",
      }),
      comparedWith: BASE,
    };
    expect(reviewedFilesOf([toy])).toEqual({
      toy_files: {
        compared_with: BASE,
        files: [
          { file: "toy-files/a.yaml", sha256: `sha256:${sha256Hex("a: 2\n")}`, text: "a: 2\n" },
        ],
        removed: ["toy-files/gone.yaml"],
      },
    });
  });

  it.each([
    ["nothing read", []],
    [
      "files unchanged",
      [
        {
          set: TOY_FILES,
          merged: files({ "toy-files/a.yaml": "x" }),
          inForce: files({ "toy-files/a.yaml": "x" }),
          comparedWith: BASE,
        },
      ],
    ],
    [
      "only files not the set's",
      [
        {
          set: TOY_FILES,
          merged: files({ "elsewhere.yaml": "x" }),
          inForce: files({}),
          comparedWith: BASE,
        },
      ],
    ],
  ] as const)("has no field for a family when %s", (_, reads) => {
    expect(reviewedFilesOf(reads)).toEqual({});
  });

  it("gives the table's families what their record modules give, under their fields, in order", () => {
    const merged = files({
      "cip-patch-sources.yaml": "sources\n",
      "patch-plans/MP-1.yaml": "plan\n",
      "patch-plans/nested/MP-2.yaml": "not a plan\n",
      "vulnerability-assessments/VA-1.yaml": "assessment\n",
    });
    const inForce = files({ "patch-evaluations/vendor/E-1.yaml": "evaluation\n" });
    const reads = MERGE_JUDGED_FAMILIES.flatMap((family) =>
      family.reviewedFiles === undefined
        ? []
        : [{ set: family.reviewedFiles, merged, inForce, comparedWith: BASE }],
    );
    const found = reviewedFilesOf(reads);
    expect(Object.keys(found)).toEqual(["patch_files", "assessment_files"]);
    expect(found).toEqual({
      patch_files: reviewedFilesEvidence(merged, inForce, BASE, isPatchFile),
      assessment_files: reviewedFilesEvidence(merged, inForce, BASE, isAssessmentFile),
    });
  });
});
