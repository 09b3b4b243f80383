// The assessment files as a set the family's row carries (Family.reviewedFiles): where they are,
// which paths are theirs, the merge record's field and what the plan shows of each; apart from
// assessment-files.ts, which assessment-file-changes.ts reads, so that neither imports the
// other. Pure.
import { VULNERABILITY_ASSESSMENT_SHAPE } from "../families/vulnerability-assessments/vulnerability-assessment-shape.ts";
import type { ReviewedFileSet } from "../plan/reviewed-file-set.ts";
import { assessmentFileChanges } from "./assessment-file-changes.ts";
import { ASSESSMENTS_FOLDER, isAssessmentFile } from "./assessment-files.ts";

/**
 * The assessment files as the family's row carries them: the plan and the merge gather them so,
 * and the plan shows each as `assessmentFileChanges` does.
 */
export const ASSESSMENT_FILES: ReviewedFileSet = {
  ...VULNERABILITY_ASSESSMENT_SHAPE.reviewedFiles,
  roots: [ASSESSMENTS_FOLDER],
  patterns: [`${ASSESSMENTS_FOLDER}/*.yaml`],
  belongs: isAssessmentFile,
  changes: assessmentFileChanges,
};
