// The assessment files of a checkout: every assessment file directly in vulnerability-assessments/
// (core/assessments/assessment-files.ts isAssessmentFile). Read whole for a merge's record, as
// the patch files are (patch-files.ts), and parsed for review, so that a broken file is refused at
// review, not first when the ledger reads it (where it would put nothing in force); a date in one
// is judged against the latest day any time zone has reached now. A file that cannot be read is
// an error at its path, never taken for an absent one.
import { join, relative, resolve, sep } from "node:path";
import {
  compareDiagnostics,
  type Diagnostic,
  hasErrors,
} from "../../../core/shared/diagnostics.ts";
import { parseAssessmentText } from "../../../core/assessments/parse-assessment.ts";
import type { AssessmentFile } from "../../../core/assessments/assessment-files.ts";
import { ASSESSMENT_FILES } from "../../../core/assessments/assessment-file-set.ts";
import type { PatchReference } from "../../../core/patches/patch-references.ts";
import { readTextIfPresent, reviewedFilePaths, unreadableFile } from "../optional-file.ts";

/** The assessment files of a checkout as review reads them: those that parse, and every problem. */
export interface AssessmentFilesRead {
  /** The files without errors, in path order. */
  files: AssessmentFile[];
  /** The cyber systems and assets those files name, each at its place (resolved at review). */
  references: PatchReference[];
  /** Every problem of every file, at its file:line:column; paths relative to `cwd`. */
  diagnostics: Diagnostic[];
}

/**
 * The assessment files under `root`, each problem at its file:line:column named from `cwd` as the
 * inventory files are; none when the checkout keeps no such file.
 */
export async function readAssessmentFiles(
  root: string,
  cwd: string,
  now: Date,
): Promise<AssessmentFilesRead> {
  const files: AssessmentFile[] = [];
  const references: PatchReference[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const path of await reviewedFilePaths(root, ASSESSMENT_FILES)) {
    const file = relative(resolve(cwd), join(root, path)).split(sep).join("/");
    try {
      const text = await readTextIfPresent(join(root, path));
      if (text === undefined) continue;
      const parsed = parseAssessmentText(text, file, { at: now });
      diagnostics.push(...parsed.diagnostics);
      if (parsed.value !== undefined && !hasErrors(parsed.diagnostics)) {
        files.push(parsed.value);
        references.push(...(parsed.references ?? []));
      }
    } catch (error) {
      diagnostics.push(unreadableFile(file, error));
    }
  }
  return { files, references, diagnostics: diagnostics.sort(compareDiagnostics) };
}
