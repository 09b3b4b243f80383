// Every reviewed file of a checkout read for review, as the plan checks them: the patch files
// (patch-files.ts: the sources file kept for the R2.1 check) and the assessment files
// (assessment-files.ts: those kept for R3.3 at commissioning), each read by a reader of its own
// for what the plan checks besides their problems, and every other family's by the table, each
// file's problems as its set finds them (ReviewedFileSet.problems); all problems together, each
// at its file:line:column named from `cwd`, so that a broken file of any family refuses the plan.
import { join, relative, resolve, sep } from "node:path";
import { ASSESSMENT_FILES } from "../../core/assessments/assessment-file-set.ts";
import type { AssessmentFile } from "../../core/assessments/assessment-files.ts";
import { MERGE_JUDGED_FAMILIES } from "../../core/obligations/family-table.ts";
import { PATCH_FILES } from "../../core/patches/patch-file-set.ts";
import { knownParentsOf, type ReviewedFileSet } from "../../core/plan/reviewed-file-set.ts";
import type { InventoryDocument } from "../../core/inventory/document/document.ts";
import type { LiveInventory } from "../../core/shared/live-records.ts";
import { compareDiagnostics, type Diagnostic } from "../../core/shared/diagnostics.ts";
import { readAssessmentFiles } from "./families/assessment-files.ts";
import {
  readTextIfPresent,
  reviewedFilePaths,
  reviewedFileTexts,
  unreadableFile,
} from "./optional-file.ts";
import { type PatchFilesRead, readPatchFiles } from "./families/patch-files.ts";

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
  const others: Diagnostic[] = [];
  for (const set of REVIEWED_FILE_SETS)
    if (!READ_BY_THEIR_READERS.has(set)) others.push(...(await problemsOf(set, root, cwd, now)));
  return {
    ...patches,
    assessments: assessments.files,
    references: [...patches.references, ...assessments.references],
    diagnostics: [...patches.diagnostics, ...assessments.diagnostics, ...others].sort(
      compareDiagnostics,
    ),
  };
}

/** The sets whose files the readers above read for review (their `problems` is not asked). */
export const READ_BY_THEIR_READERS: ReadonlySet<ReviewedFileSet> = new Set([
  PATCH_FILES,
  ASSESSMENT_FILES,
]);

/**
 * Every problem of `set`'s files under `root`, each named from `cwd`, and those one makes of
 * another; an unreadable file is one.
 */
async function problemsOf(
  set: ReviewedFileSet,
  root: string,
  cwd: string,
  now: Date,
): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const texts = new Map<string, string>();
  for (const path of await reviewedFilePaths(root, set)) {
    const file = relative(resolve(cwd), join(root, path)).split(sep).join("/");
    try {
      const text = await readTextIfPresent(join(root, path));
      if (text === undefined) continue;
      texts.set(file, text);
      diagnostics.push(...(set.problems?.(text, file, now) ?? []));
    } catch (error) {
      diagnostics.push(unreadableFile(file, error));
    }
  }
  return [...diagnostics, ...(set.problemsAmong?.(texts) ?? [])];
}

/**
 * Each family's files' names of a facility or control center no inventory knows
 * (ReviewedFileSet.unknownParents), each at its file:line:column named from `source.cwd`: validate
 * asks them once the inventory is read, against the service's facilities and control centers
 * (`live`) or, where no service was read, against those the documents declare (and says so).
 * With neither (`validate low-impact/` reads no document, and no service where it resolves none),
 * nothing is known to judge a site by: none is refused.
 */
export async function unknownParentProblems(
  source: { root: string; cwd: string },
  documents: readonly InventoryDocument[],
  live?: Pick<LiveInventory, "facilities" | "controlCenters">,
): Promise<Diagnostic[]> {
  if (live === undefined && documents.length === 0) return [];
  const known = knownParentsOf(documents, live);
  const root = resolve(source.cwd, source.root);
  const diagnostics: Diagnostic[] = [];
  for (const set of REVIEWED_FILE_SETS) {
    if (set.unknownParents === undefined) continue;
    for (const diagnostic of set.unknownParents(await reviewedFileTexts(root, set), known)) {
      const { location } = diagnostic;
      if (location === undefined) diagnostics.push(diagnostic);
      else {
        const file = relative(resolve(source.cwd), join(root, location.file)).split(sep).join("/");
        diagnostics.push({ ...diagnostic, location: { ...location, file } });
      }
    }
  }
  return diagnostics;
}

/**
 * The reviewed files of the commit a change is compared with, by path from the repository root:
 * every family's, which the plan shows apart.
 */
export interface ReviewedFilesAtBase {
  /** The commit in words; "nothing: …" when none could be read (every file is then shown). */
  comparedWith: string;
  files: ReadonlyMap<string, string>;
  /**
   * The owner policy's text at that commit, and its name there ("cip-policy.yaml at commit …"):
   * each family's gate judges by the stricter of its setting and the checkout's, so a change
   * cannot lower the setting that judges it. Text undefined: no policy file there. Absent: the
   * route read none (no commit, or no policy input).
   */
  policy?: { text: string | undefined; file: string };
}

/** Every family's reviewed files, in the family table's order. */
export const REVIEWED_FILE_SETS = MERGE_JUDGED_FAMILIES.flatMap((family) =>
  family.reviewedFiles === undefined ? [] : [family.reviewedFiles],
);

/** Where a commit's reviewed files are listed from: every family's folders and files. */
export const REVIEWED_FILE_ROOTS = REVIEWED_FILE_SETS.flatMap((set) => set.roots);

/** How many files of each family's set the checkout at `root` has, those it has none of left out. */
export async function reviewedFileCounts(
  root: string,
): Promise<{ set: ReviewedFileSet; files: number }[]> {
  const counts = [];
  for (const set of REVIEWED_FILE_SETS) {
    const files = (await reviewedFilePaths(root, set)).length;
    if (files > 0) counts.push({ set, files });
  }
  return counts;
}

/** Whether `path` is a reviewed file of any family of the table. */
export function isReviewedFile(path: string): boolean {
  return REVIEWED_FILE_SETS.some((set) => set.belongs(path));
}
