// The patch files of a checkout a draft starts from: the patch sources file, a source's
// evaluations (patch-evaluations/SOURCE/*.yaml), and the day an evaluation was last committed,
// read in the earliest time zone (UTC-12) so that it is never later than the day its merge is
// recorded in any calendar: a commit comes before its merge.
import { EVALUATIONS_FOLDER } from "../../../core/patches/patch-files.ts";
import { PATCH_FILES } from "../../../core/patches/patch-file-set.ts";
import { reviewedFileTexts } from "../optional-file.ts";
import { runGit } from "../git.ts";

const EARLIEST_OFFSET_MS = -12 * 60 * 60 * 1000;

/** The source's evaluation files, relative to `root`, in code-point order; none without a folder. */
export async function evaluationFiles(
  root: string,
  source: string,
): Promise<{ file: string; text: string }[]> {
  const folder = `${EVALUATIONS_FOLDER}/${source}/`;
  return [...(await reviewedFileTexts(root, PATCH_FILES))]
    .filter(([file]) => file.startsWith(folder))
    .map(([file, text]) => ({ file, text }));
}

/** The day `file` (relative to `root`) was last committed, in UTC-12; undefined: never committed. */
export async function lastCommitDay(root: string, file: string): Promise<string | undefined> {
  const answer = await runGit(root, ["log", "-1", "--format=%ct", "--", file]);
  const seconds = Number(answer.stdout.trim());
  if (answer.code !== 0 || answer.stdout.trim() === "" || !Number.isFinite(seconds))
    return undefined;
  return new Date(seconds * 1000 + EARLIEST_OFFSET_MS).toISOString().slice(0, 10);
}
