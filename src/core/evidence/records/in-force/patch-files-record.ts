// What a merge record carries of CIP-007 R2's reviewed files (cip-patch-sources.yaml, the
// evaluations under patch-evaluations/, the mitigation plans under patch-plans/): each file the
// merged commit has that the commit in force did not, or has with another text, whole, with the
// SHA-256 of its text, so the ledger alone says what each accepted merge put in force (the
// obligations' pass parses it: core/obligations/patch-management/), and the files removed since.
// The files are compared with the commit in force, the same the gate judges a change against: a
// refused change's files, merged anyway, are carried by the next accepted merge, whose reviewers
// saw them. Pure.
import { z } from "zod";
import {
  EVALUATIONS_FOLDER,
  PATCH_SOURCES_FILE,
  PLANS_FOLDER,
} from "../../../patches/patch-files.ts";
import { compareCodePoints } from "../../../shared/names.ts";
import { SHA256_DIGEST, sha256Hex } from "../../../shared/sha256.ts";

/** One patch file as merged. */
export interface PatchFileText {
  /** Its path from the repository's root. */
  file: string;
  /** sha256:<hex> of its text (UTF-8). */
  sha256: string;
  text: string;
}

export interface PatchFilesEvidence {
  /** The commit the merged files were compared with: the one in force, else the base. */
  compared_with: string;
  /** The files new or changed since, in code-point order of their paths. */
  files: PatchFileText[];
  /** The files it had that the merged commit does not (absent: none). */
  removed?: string[];
}

export const patchFilesEvidenceSchema = z
  .strictObject({
    compared_with: z.string(),
    files: z.array(
      z.strictObject({
        file: z.string(),
        sha256: z.string().regex(SHA256_DIGEST),
        text: z.string(),
      }),
    ),
    removed: z.array(z.string()).optional(),
  })
  .meta({
    description:
      "CIP-007 R2's reviewed files (cip-patch-sources.yaml, patch-evaluations/, patch-plans/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
  });

/** Where the patch files are: the sources file and the two folders. */
export const PATCH_FILE_ROOTS = [PATCH_SOURCES_FILE, EVALUATIONS_FOLDER, PLANS_FOLDER] as const;

/**
 * Whether `path` is a patch file: the sources file, a YAML file at any depth under the evaluations'
 * folder (filed by source), or one directly in the plans' folder.
 */
export function isPatchFile(path: string): boolean {
  if (path === PATCH_SOURCES_FILE) return true;
  if (!path.endsWith(".yaml")) return false;
  if (path.startsWith(`${EVALUATIONS_FOLDER}/`)) return true;
  return path.startsWith(`${PLANS_FOLDER}/`) && !path.slice(PLANS_FOLDER.length + 1).includes("/");
}

/**
 * The record's patch files: those of `merged` whose text `inForce` does not have at the same path,
 * and the paths `inForce` has that `merged` does not; undefined when nothing differs.
 */
export function patchFilesEvidence(
  merged: ReadonlyMap<string, string>,
  inForce: ReadonlyMap<string, string>,
  comparedWith: string,
): PatchFilesEvidence | undefined {
  const files = [...merged]
    .filter(([path, text]) => isPatchFile(path) && inForce.get(path) !== text)
    .sort(([a], [b]) => compareCodePoints(a, b))
    .map(([file, text]) => ({ file, sha256: `sha256:${sha256Hex(text)}`, text }));
  const removed = [...inForce.keys()]
    .filter((path) => isPatchFile(path) && !merged.has(path))
    .sort(compareCodePoints);
  if (files.length === 0 && removed.length === 0) return undefined;
  return { compared_with: comparedWith, files, ...(removed.length === 0 ? {} : { removed }) };
}
