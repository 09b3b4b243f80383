// How every output says the CIP-010 R3 files a change adds, changes or removes, as CIP-007 R2's
// are said (patch-file-words.ts): what the reviewer approves for R3.1 to R3.4 (what each file
// covers, its method and environment, and what it closes). Text and Markdown pass their own
// escaping: `code` for paths and ids, `words` for free text; both treat every value as data.
import type {
  AssessmentFileChanges,
  AssessmentFileShown,
} from "../../core/plan/patch-file-model.ts";
import { changedFilesHeading, changedFilesStatusWords } from "./patch-file-words.ts";

/** The section's heading, with what the files were compared with. */
export function assessmentFilesHeading(
  changes: AssessmentFileChanges,
  words: (text: string) => string,
): string {
  return changedFilesHeading("CIP-010 R3 assessment files", changes, words);
}

/** The status line's addition when the plan shows assessment files. */
export function assessmentFilesStatusWords(changes: AssessmentFileChanges | undefined): string {
  return changedFilesStatusWords("CIP-010 R3 assessment file", changes);
}

/** One file: its line, then a line per part it closes. */
export function assessmentFileLines(
  shown: AssessmentFileShown,
  code: (text: string) => string,
  words: (text: string) => string,
): { line: string; details: string[] } {
  const file = `${shown.change} ${code(shown.file)}`;
  const { record } = shown;
  if (record === undefined) return { line: file, details: [] };
  const how = [record.method, record.environment].flatMap((word) => word ?? []).join(", ");
  return {
    line: `${file}: ${record.kind} ${code(record.id)}${how === "" ? "" : `, ${how}`}, covers ${words(record.covers)}`,
    details: record.closes.map(words),
  };
}
