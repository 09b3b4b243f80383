// What a merge record carries of a family's reviewed files (the patch files, the assessment
// files): each file the merged commit has that the commit in force did not, or has
// with another text, whole, with the SHA-256 of its text, so the ledger alone says what each
// accepted merge put in force, and the files removed since. The files are compared with the commit
// in force, the same the gate judges a change against: a refused change's files, merged anyway,
// are carried by the next accepted merge, whose reviewers saw them. One shape and one comparison
// for every family; each family names its files and describes its record field in its shape (core/families/, read by recorded-file-fields.ts).
// Pure.
import { z } from "zod";
import { compareCodePoints } from "../../../shared/names.ts";
import { SHA256_DIGEST, sha256Hex } from "../../../shared/sha256.ts";

/** One reviewed file as merged. */
export interface ReviewedFileText {
  /** Its path from the repository's root. */
  file: string;
  /** sha256:<hex> of its text (UTF-8). */
  sha256: string;
  text: string;
}

export interface ReviewedFilesEvidence {
  /** The commit the merged files were compared with: the one in force, else the base. */
  compared_with: string;
  /** The files new or changed since, in code-point order of their paths. */
  files: ReviewedFileText[];
  /** The files it had that the merged commit does not (absent: none). */
  removed?: string[];
}

/** The record field's schema, described as the family's. */
export function reviewedFilesEvidenceSchema(description: string) {
  return z
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
    .meta({ description });
}

/**
 * The record's files of a family (`belongs`): those of `merged` whose text `inForce` does not have
 * at the same path, and the paths `inForce` has that `merged` does not; undefined when nothing
 * differs.
 */
export function reviewedFilesEvidence(
  merged: ReadonlyMap<string, string>,
  inForce: ReadonlyMap<string, string>,
  comparedWith: string,
  belongs: (path: string) => boolean,
): ReviewedFilesEvidence | undefined {
  const files = [...merged]
    .filter(([path, text]) => belongs(path) && inForce.get(path) !== text)
    .sort(([a], [b]) => compareCodePoints(a, b))
    .map(([file, text]) => ({ file, sha256: `sha256:${sha256Hex(text)}`, text }));
  const removed = [...inForce.keys()]
    .filter((path) => belongs(path) && !merged.has(path))
    .sort(compareCodePoints);
  if (files.length === 0 && removed.length === 0) return undefined;
  return { compared_with: comparedWith, files, ...(removed.length === 0 ? {} : { removed }) };
}
