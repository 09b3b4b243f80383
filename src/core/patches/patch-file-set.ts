// The patch files as a set the family's row carries (Family.reviewedFiles): where they are, which
// paths are theirs, the merge record's field and what the plan shows of each; apart from
// patch-files.ts, which patch-file-changes.ts reads, so that neither imports the other. Pure.
import type { ReviewedFileSet } from "../plan/reviewed-file-set.ts";
import { patchFileChanges } from "./patch-file-changes.ts";
import {
  EVALUATIONS_FOLDER,
  isPatchFile,
  PATCH_FILE_ROOTS,
  PATCH_SOURCES_FILE,
  PLANS_FOLDER,
} from "./patch-files.ts";

/**
 * The patch files as the family's row carries them: the plan and the merge gather them so, and
 * the plan shows each as `patchFileChanges` does.
 */
export const PATCH_FILES: ReviewedFileSet<"patch_files"> = {
  name: "patch files",
  field: "patch_files",
  recordDescription:
    "CIP-007 R2's reviewed files (cip-patch-sources.yaml, patch-evaluations/, patch-plans/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
  roots: PATCH_FILE_ROOTS,
  patterns: [PATCH_SOURCES_FILE, `${EVALUATIONS_FOLDER}/**/*.yaml`, `${PLANS_FOLDER}/*.yaml`],
  belongs: isPatchFile,
  changes: patchFileChanges,
};
