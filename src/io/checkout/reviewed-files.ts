// Every reviewed file of a checkout read for review, as the plan checks them: CIP-007 R2's patch
// files (patch-files.ts: the sources file kept for the R2.1 check) and CIP-010 R3's assessment
// files (assessment-files.ts), their problems together, each at its file:line:column named from
// `cwd`, so that a broken file of either family refuses the plan.
import { compareDiagnostics } from "../../core/shared/diagnostics.ts";
import { assessmentFileProblems } from "./assessment-files.ts";
import { type PatchFilesRead, readPatchFiles } from "./patch-files.ts";

export async function readReviewedFiles(
  root: string,
  cwd: string,
  now: Date = new Date(),
): Promise<PatchFilesRead> {
  const patches = await readPatchFiles(root, cwd);
  const assessments = await assessmentFileProblems(root, cwd, now);
  if (assessments.length === 0) return patches;
  return {
    ...patches,
    diagnostics: [...patches.diagnostics, ...assessments].sort(compareDiagnostics),
  };
}
