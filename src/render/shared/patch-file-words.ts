// How every output says the CIP-007 R2 files a change adds, changes or removes: what the reviewer
// approves for R2.1 to R2.4 (a source's coverage, an evaluation's patches with their applicability
// and reason, a mitigation plan's patches, actions and timeframe). Text and Markdown pass their
// own escaping: `code` for names and ids, `words` for free text; both treat every value as data.
import type { PatchFileChanges, PatchFileShown } from "../../core/plan/plan-model.ts";
import { countOf } from "../../core/shared/wording.ts";

/** A family's changed files as a plan holds them: what the heading and status words count. */
interface ChangedFiles {
  compared_with: string;
  files: readonly unknown[];
}

/** A family's section heading (`title`: "CIP-007 R2 patch files"), with what it was compared with. */
export function changedFilesHeading(
  title: string,
  changes: ChangedFiles,
  words: (text: string) => string,
): string {
  return `${title}: ${countOf(changes.files.length, "file")} added, changed or removed by this change (compared with ${words(changes.compared_with)}). Approving the change approves them as shown:`;
}

/** The status line's addition when the plan shows a family's files (`noun`: one of them). */
export function changedFilesStatusWords(noun: string, changes: ChangedFiles | undefined): string {
  return changes === undefined
    ? ""
    : ` ${countOf(changes.files.length, noun)} added, changed or removed (below).`;
}

/** The section's heading, with what the files were compared with. */
export function patchFilesHeading(changes: PatchFileChanges, words: (text: string) => string) {
  return changedFilesHeading("CIP-007 R2 patch files", changes, words);
}

/** The status line's addition when the plan shows patch files. */
export function patchFilesStatusWords(changes: PatchFileChanges | undefined): string {
  return changedFilesStatusWords("CIP-007 R2 patch file", changes);
}

/** One file: its line, then a line per source, patch, action. */
export function patchFileLines(
  shown: PatchFileShown,
  code: (text: string) => string,
  words: (text: string) => string,
): { line: string; details: string[] } {
  const file = `${shown.change} ${code(shown.file)}`;
  if (shown.evaluation !== undefined) {
    const { evaluation } = shown;
    return {
      line: `${file}: evaluation of source ${code(evaluation.source)}, releases since ${words(evaluation.releases_since)}, ${evaluation.patches.length === 1 ? "1 patch" : `${evaluation.patches.length} patches`}`,
      details: evaluation.patches.map(
        (patch) =>
          `${code(patch.id)} (${words(patch.item)}, released ${words(patch.released)}): ${patch.applicable ? "applicable" : `not applicable: ${words(patch.reason ?? "")}`}`,
      ),
    };
  }
  if (shown.plan !== undefined) {
    const { plan } = shown;
    const dates = [
      plan.event_occurred_on === undefined
        ? ""
        : `, event occurred on ${words(plan.event_occurred_on)}`,
      plan.implemented_on === undefined ? "" : `, implemented on ${words(plan.implemented_on)}`,
    ].join("");
    return {
      line: `${file}: mitigation plan ${code(plan.id)}, timeframe ${words(plan.timeframe)}${dates}`,
      details: [
        `patches: ${plan.patches.map(code).join(", ")}`,
        ...plan.actions.map((action) => `action: ${words(action)}`),
      ],
    };
  }
  if (shown.sources !== undefined || shown.no_source !== undefined) {
    return {
      line: `${file}: the patch sources`,
      details: [
        ...(shown.sources ?? []).map(
          (source) =>
            `source ${code(source.id)} (${words(source.name)}) covers ${source.covers.map(words).join(", ")}`,
        ),
        ...(shown.no_source ?? []).map(
          (declaration) =>
            `no source for ${words(declaration.item)} (${words(declaration.kind)}): ${words(declaration.reason)}`,
        ),
      ],
    };
  }
  return { line: file, details: [] };
}
