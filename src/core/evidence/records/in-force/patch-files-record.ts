// What a merge record carries of CIP-007 R2's reviewed files (cip-patch-sources.yaml, the
// evaluations under patch-evaluations/, the mitigation plans under patch-plans/), in the shape
// every family's reviewed files share (reviewed-files-record.ts); the obligations' pass parses
// them (core/obligations/patch-management/). Pure.
import { isPatchFile } from "../../../patches/patch-files.ts";
import {
  type ReviewedFilesEvidence,
  reviewedFilesEvidence,
  reviewedFilesEvidenceSchema,
} from "./reviewed-files-record.ts";

export type { ReviewedFileText as PatchFileText } from "./reviewed-files-record.ts";
export type PatchFilesEvidence = ReviewedFilesEvidence;

export const patchFilesEvidenceSchema = reviewedFilesEvidenceSchema(
  "CIP-007 R2's reviewed files (cip-patch-sources.yaml, patch-evaluations/, patch-plans/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
);

/** The record's patch files: those new or changed since `inForce`, and those removed. */
export function patchFilesEvidence(
  merged: ReadonlyMap<string, string>,
  inForce: ReadonlyMap<string, string>,
  comparedWith: string,
): PatchFilesEvidence | undefined {
  return reviewedFilesEvidence(merged, inForce, comparedWith, isPatchFile);
}
