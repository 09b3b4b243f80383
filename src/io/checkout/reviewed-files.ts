// Every reviewed file of a checkout read for review, as the plan checks them: the patch files
// (patch-files.ts: the sources file kept for the R2.1 check) and the assessment files
// (assessment-files.ts), their problems together, each at its file:line:column named from
// `cwd`, so that a broken file of either family refuses the plan.
import type { AssessmentFile } from "../../core/assessments/assessment-files.ts";
import { MERGE_JUDGED_FAMILIES } from "../../core/obligations/family-table.ts";
import { compareDiagnostics } from "../../core/shared/diagnostics.ts";
import { readAssessmentFiles } from "./assessment-files.ts";
import { type PatchFilesRead, readPatchFiles } from "./patch-files.ts";

/** The patch files read, and the assessment files without errors (R3.3 at commissioning). */
export interface ReviewedFilesRead extends PatchFilesRead {
  /** Absent: the route read none. */
  assessments?: AssessmentFile[];
}

export async function readReviewedFiles(
  root: string,
  cwd: string,
  now: Date = new Date(),
): Promise<ReviewedFilesRead> {
  const patches = await readPatchFiles(root, cwd);
  const assessments = await readAssessmentFiles(root, cwd, now);
  return {
    ...patches,
    assessments: assessments.files,
    references: [...patches.references, ...assessments.references],
    diagnostics: [...patches.diagnostics, ...assessments.diagnostics].sort(compareDiagnostics),
  };
}

/**
 * The reviewed files of the commit a change is compared with, by path from the repository root:
 * every family's, which the plan shows apart.
 */
export interface ReviewedFilesAtBase {
  /** The commit in words; "nothing: …" when none could be read (every file is then shown). */
  comparedWith: string;
  files: ReadonlyMap<string, string>;
}

/** Every family's reviewed files, in the family table's order. */
export const REVIEWED_FILE_SETS = MERGE_JUDGED_FAMILIES.flatMap((family) =>
  family.reviewedFiles === undefined ? [] : [family.reviewedFiles],
);

/** Where a commit's reviewed files are listed from: every family's folders and files. */
export const REVIEWED_FILE_ROOTS = REVIEWED_FILE_SETS.flatMap((set) => set.roots);

/** Whether `path` is a reviewed file of any family of the table. */
export function isReviewedFile(path: string): boolean {
  return REVIEWED_FILE_SETS.some((set) => set.belongs(path));
}
