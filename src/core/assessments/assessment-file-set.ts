// The assessment files as a set the family's row carries (Family.reviewedFiles): where they are,
// which paths are theirs, the merge record's field and what the plan shows of each; apart from
// assessment-files.ts, which assessment-file-changes.ts reads, so that neither imports the
// other. Pure.
import type { ReviewedFileSet } from "../plan/reviewed-file-set.ts";
import { assessmentFileChanges } from "./assessment-file-changes.ts";
import { ASSESSMENTS_FOLDER, isAssessmentFile } from "./assessment-files.ts";

/**
 * The assessment files as the family's row carries them: the plan and the merge gather them so,
 * and the plan shows each as `assessmentFileChanges` does.
 */
export const ASSESSMENT_FILES: ReviewedFileSet<"assessment_files"> = {
  name: "assessment files",
  field: "assessment_files",
  recordDescription:
    "CIP-010 R3's reviewed files (vulnerability-assessments/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
  roots: [ASSESSMENTS_FOLDER],
  patterns: [`${ASSESSMENTS_FOLDER}/*.yaml`],
  belongs: isAssessmentFile,
  changes: assessmentFileChanges,
};
