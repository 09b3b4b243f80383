// The patch files of a checkout: cip-patch-sources.yaml at the repository root (when there
// is one), every evaluation under patch-evaluations/ and every mitigation plan in patch-plans/
// (core/patches/patch-files.ts isPatchFile). Read for review, each parsed with
// positions (core/patches), so that a broken file is refused at review, not first when the ledger
// reads it; and read whole for a merge's record. A file that cannot be read is an error at its
// path, never taken for an absent one.
import { glob } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import type { Diagnostic } from "../../../core/shared/diagnostics.ts";
import { compareDiagnostics } from "../../../core/shared/diagnostics.ts";
import { compareCodePoints } from "../../../core/shared/names.ts";
import {
  EVALUATIONS_FOLDER,
  type MitigationPlan,
  isPatchFile,
  PATCH_SOURCES_FILE,
  type PatchEvaluation,
  type PatchSources,
  PLANS_FOLDER,
} from "../../../core/patches/patch-files.ts";
import type { PatchReference } from "../../../core/patches/patch-references.ts";
import type { ParsedPatchFile } from "../../../core/patches/patch-file-reader.ts";
import { parsePatchSourcesText } from "../../../core/patches/parse-patch-sources.ts";
import { parsePatchEvaluationText } from "../../../core/patches/parse-patch-evaluation.ts";
import { parseMitigationPlanText } from "../../../core/patches/parse-mitigation-plan.ts";
import { readTextIfPresent, unreadableFile } from "../optional-file.ts";

export interface PatchFilesRead {
  /** The sources file without errors; undefined: there is none, or it has errors. */
  sources: PatchSources | undefined;
  /** The evaluations and plans without errors, in path order. */
  evaluations: PatchEvaluation[];
  plans: MitigationPlan[];
  /** What the files without errors name in each other and the dates they write. */
  references: PatchReference[];
  /** Every problem of every file, at its file:line:column; paths relative to `cwd`. */
  diagnostics: Diagnostic[];
}

type Parse = (text: string, file: string) => ParsedPatchFile<unknown>;

/** The patch files under `root`, named relative to `cwd` as the inventory files are. */
export async function readPatchFiles(root: string, cwd: string): Promise<PatchFilesRead> {
  const shown = (path: string) => relative(resolve(cwd), join(root, path)).split(sep).join("/");
  const diagnostics: Diagnostic[] = [];
  const references: PatchReference[] = [];
  const read = async <T>(path: string, parse: Parse): Promise<T | undefined> => {
    const file = shown(path);
    try {
      const text = await readTextIfPresent(join(root, path));
      if (text === undefined) return undefined;
      const parsed = parse(text, file);
      diagnostics.push(...parsed.diagnostics);
      references.push(...(parsed.references ?? []));
      return parsed.value as T | undefined;
    } catch (error) {
      diagnostics.push(unreadableFile(file, error));
      return undefined;
    }
  };
  const sources = await read<PatchSources>(PATCH_SOURCES_FILE, parsePatchSourcesText);
  const evaluations: PatchEvaluation[] = [];
  for (const path of await filesUnder(root, EVALUATIONS_PATTERN)) {
    const evaluation = await read<PatchEvaluation>(path, parsePatchEvaluationText);
    if (evaluation !== undefined) evaluations.push(evaluation);
  }
  const plans: MitigationPlan[] = [];
  for (const path of await filesUnder(root, PLANS_PATTERN)) {
    const plan = await read<MitigationPlan>(path, parseMitigationPlanText);
    if (plan !== undefined) plans.push(plan);
  }
  return {
    sources,
    evaluations,
    plans,
    references,
    diagnostics: diagnostics.sort(compareDiagnostics),
  };
}

const EVALUATIONS_PATTERN = `${EVALUATIONS_FOLDER}/**/*.yaml`;
const PLANS_PATTERN = `${PLANS_FOLDER}/*.yaml`;

/** The files `pattern` matches under `root`, with forward slashes, in code-point order. */
async function filesUnder(root: string, pattern: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const path of glob(pattern, { cwd: root })) paths.push(path.split(sep).join("/"));
  return paths.filter(isPatchFile).sort(compareCodePoints);
}
