// How every output says the reviewed files a change adds, changes or removes, one section per
// family that keeps such files (core/families/family-shapes.ts, in the family table's order), each
// file's lines as its family's shape writes them. Text and Markdown pass their own escaping: `code`
// for names, paths and ids, `words` for free text; both treat every value as data.
import type { Escape, FileLines, ReviewedFileShape } from "../../core/families/family-shape.ts";
import {
  changedFilesOf,
  FAMILY_SHAPES,
  type ReviewedFilePlanFields,
} from "../../core/families/family-shapes.ts";
import type { Plan } from "../../core/plan/plan-model.ts";
import { countOf } from "../../core/shared/wording.ts";

/** A family's reviewed files in a plan, as every output shows them. */
export interface ReviewedFileSection {
  /** The family's name and the files' noun ("patch files"): the section's title. */
  title: string;
  /** "patch file": one of them, as the counts say it. */
  noun: string;
  /** The section's heading, with what the files were compared with; undefined: the plan has none. */
  heading(plan: Plan, words: Escape): string | undefined;
  /** Each file's lines; none when the plan has no file of the family. */
  files(plan: Plan, code: Escape, words: Escape): FileLines[];
  /** The status line's addition ("" when the plan shows none of them). */
  statusWords(plan: ReviewedFilePlanFields): string;
  /** What the files were compared with; undefined: the plan shows none of them. */
  comparedWith(plan: ReviewedFilePlanFields): string | undefined;
}

function section(family: string, files: ReviewedFileShape): ReviewedFileSection {
  const title = `${family} ${files.noun}s`;
  const of = (plan: ReviewedFilePlanFields) => changedFilesOf(plan, files);
  return {
    title,
    noun: files.noun,
    heading(plan, words) {
      const changes = of(plan);
      return changes === undefined
        ? undefined
        : `${title}: ${countOf(changes.files.length, "file")} added, changed or removed by this change (compared with ${words(changes.compared_with)}). Approving the change approves them as shown:`;
    },
    files: (plan, code, words) =>
      (of(plan)?.files ?? []).map((shown) => files.lines(shown, code, words)),
    statusWords(plan) {
      const changes = of(plan);
      return changes === undefined
        ? ""
        : ` ${countOf(changes.files.length, `${family} ${files.noun}`)} added, changed or removed (below).`;
    },
    comparedWith: (plan) => of(plan)?.compared_with,
  };
}

/** The reviewed-file sections of a plan, in the family table's order. */
export const REVIEWED_FILE_SECTIONS: readonly ReviewedFileSection[] = FAMILY_SHAPES.flatMap(
  (family) =>
    family.reviewedFiles === undefined ? [] : [section(family.name, family.reviewedFiles)],
);

/** The first family's reviewed files the plan shows, in the table's order; none: undefined. */
export function reviewedFilesShown(
  plan: ReviewedFilePlanFields,
): { title: string; comparedWith: string } | undefined {
  for (const section of REVIEWED_FILE_SECTIONS) {
    const comparedWith = section.comparedWith(plan);
    if (comparedWith !== undefined) return { title: section.title, comparedWith };
  }
  return undefined;
}
