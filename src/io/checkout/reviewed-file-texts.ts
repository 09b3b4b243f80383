// A family's reviewed files in a checkout, whole, by the set its row carries (ReviewedFileSet:
// the patterns that find them, which paths are theirs): for a merge's record and for the plan to
// compare with a commit's. A file that cannot be read is an error at its path, never taken for an
// absent one.
import { glob } from "node:fs/promises";
import { join, sep } from "node:path";
import { compareCodePoints } from "../../core/shared/names.ts";
import { MERGE_JUDGED_FAMILIES } from "../../core/obligations/family-table.ts";
import type { ReviewedFileSet } from "../../core/plan/reviewed-file-set.ts";
import { readTextIfPresent } from "./optional-file.ts";

/** The set's files of the checkout at `root`, by path from `root`, in code-point order. */
export async function reviewedFilePaths(root: string, set: ReviewedFileSet): Promise<string[]> {
  const paths = new Set<string>();
  for (const pattern of set.patterns)
    for await (const path of glob(pattern, { cwd: root })) paths.add(path.split(sep).join("/"));
  return [...paths].filter((path) => set.belongs(path)).sort(compareCodePoints);
}

/** Each of the set's files of the checkout at `root` and its text, by path from `root`. */
export async function reviewedFileTexts(
  root: string,
  set: ReviewedFileSet,
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const path of await reviewedFilePaths(root, set)) {
    const text = await readTextIfPresent(join(root, path));
    if (text !== undefined) files.set(path, text);
  }
  return files;
}

/** Every family's reviewed files, in the family table's order. */
const REVIEWED_FILE_SETS = MERGE_JUDGED_FAMILIES.flatMap((family) =>
  family.reviewedFiles === undefined ? [] : [family.reviewedFiles],
);

/** Where a commit's reviewed files are listed from: every family's folders and files. */
export const REVIEWED_FILE_ROOTS = REVIEWED_FILE_SETS.flatMap((set) => set.roots);

/** Whether `path` is a reviewed file of any family of the table. */
export function isReviewedFile(path: string): boolean {
  return REVIEWED_FILE_SETS.some((set) => set.belongs(path));
}
