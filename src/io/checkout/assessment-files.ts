// The CIP-010 R3 files of a checkout: every assessment file directly in vulnerability-assessments/
// (core/assessments/assessment-files.ts isAssessmentFile). Read whole for a merge's record, as
// the patch files are (patch-files.ts); a file that cannot be read stops the read, never taken for
// an absent one.
import { glob } from "node:fs/promises";
import { join, sep } from "node:path";
import { compareCodePoints } from "../../core/shared/names.ts";
import { ASSESSMENTS_FOLDER, isAssessmentFile } from "../../core/assessments/assessment-files.ts";
import { readTextIfPresent } from "./optional-file.ts";

/** Each assessment file of the checkout at `root` and its text, by path from `root`, for a record. */
export async function readCheckoutAssessmentFiles(root: string): Promise<Map<string, string>> {
  const paths: string[] = [];
  for await (const path of glob(`${ASSESSMENTS_FOLDER}/*.yaml`, { cwd: root }))
    paths.push(path.split(sep).join("/"));
  const files = new Map<string, string>();
  for (const path of paths.filter(isAssessmentFile).sort(compareCodePoints)) {
    const text = await readTextIfPresent(join(root, path));
    if (text !== undefined) files.set(path, text);
  }
  return files;
}
