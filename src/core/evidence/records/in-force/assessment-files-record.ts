// What a merge record carries of CIP-010 R3's reviewed files (vulnerability-assessments/ID.yaml),
// in the shape every family's reviewed files share (reviewed-files-record.ts); the obligations'
// pass parses them (core/obligations/vulnerability-assessments/). Pure.
import { isAssessmentFile } from "../../../assessments/assessment-files.ts";
import {
  type ReviewedFilesEvidence,
  reviewedFilesEvidence,
  reviewedFilesEvidenceSchema,
} from "./reviewed-files-record.ts";

export const assessmentFilesEvidenceSchema = reviewedFilesEvidenceSchema(
  "CIP-010 R3's reviewed files (vulnerability-assessments/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
);

/** The record's assessment files: those new or changed since `inForce`, and those removed. */
export function assessmentFilesEvidence(
  merged: ReadonlyMap<string, string>,
  inForce: ReadonlyMap<string, string>,
  comparedWith: string,
): ReviewedFilesEvidence | undefined {
  return reviewedFilesEvidence(merged, inForce, comparedWith, isAssessmentFile);
}
