// What a merge record carries of CIP-007 R2's reviewed files (cip-patch-sources.yaml, the
// evaluations under patch-evaluations/, the mitigation plans under patch-plans/), in the shape
// every family's reviewed files share (reviewed-files-record.ts); the obligations' pass parses
// them (core/obligations/patch-management/). Pure.
import {
  EVALUATIONS_FOLDER,
  PATCH_SOURCES_FILE,
  PLANS_FOLDER,
} from "../../../patches/patch-files.ts";
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

/** Where the patch files are: the sources file and the two folders. */
export const PATCH_FILE_ROOTS = [PATCH_SOURCES_FILE, EVALUATIONS_FOLDER, PLANS_FOLDER] as const;

/**
 * Whether `path` is a patch file: the sources file, a YAML file at any depth under the evaluations'
 * folder (filed by source), or one directly in the plans' folder.
 */
export function isPatchFile(path: string): boolean {
  if (path === PATCH_SOURCES_FILE) return true;
  if (!path.endsWith(".yaml")) return false;
  if (path.startsWith(`${EVALUATIONS_FOLDER}/`)) return true;
  return path.startsWith(`${PLANS_FOLDER}/`) && !path.slice(PLANS_FOLDER.length + 1).includes("/");
}

/** The record's patch files: those new or changed since `inForce`, and those removed. */
export function patchFilesEvidence(
  merged: ReadonlyMap<string, string>,
  inForce: ReadonlyMap<string, string>,
  comparedWith: string,
): PatchFilesEvidence | undefined {
  return reviewedFilesEvidence(merged, inForce, comparedWith, isPatchFile);
}
