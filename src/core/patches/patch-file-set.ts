// The patch files as a set the family's row carries (Family.reviewedFiles): where they are, which
// paths are theirs, the merge record's field and what the plan shows of each; apart from
// patch-files.ts, which patch-file-changes.ts reads, so that neither imports the other. Pure.
import { PATCH_MANAGEMENT_SHAPE } from "../families/patch-management/patch-management-shape.ts";
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
export const PATCH_FILES: ReviewedFileSet = {
  ...PATCH_MANAGEMENT_SHAPE.reviewedFiles,
  roots: PATCH_FILE_ROOTS,
  patterns: [PATCH_SOURCES_FILE, `${EVALUATIONS_FOLDER}/**/*.yaml`, `${PLANS_FOLDER}/*.yaml`],
  belongs: isPatchFile,
  changes: patchFileChanges,
};
