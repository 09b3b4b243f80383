// A file that may not exist: its text, or undefined when there is none. Any other failure (no
// permission, a directory) is an error, never read as absence. And a family's reviewed files of a
// checkout, each read so, found by the set its row carries (ReviewedFileSet: the patterns that
// find them, which paths are theirs): for a merge's record, and for the plan to compare with a
// commit's.
import { glob, readFile } from "node:fs/promises";
import { join, sep } from "node:path";
import type { ReviewedFileSet } from "../../core/plan/reviewed-file-set.ts";
import { errorCode, errorMessage } from "../../core/shared/errors.ts";
import type { Diagnostic } from "../../core/shared/diagnostics.ts";
import {
  declarationDiagnostics,
  LEDGER_DECLARATION_FILE,
} from "../../core/evidence/chain/writer-declaration.ts";
import { compareCodePoints } from "../../core/shared/names.ts";

export async function readTextIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

/** A reviewed file that could not be read, at its path: an error, never taken for an absent one. */
export function unreadableFile(file: string, error: unknown): Diagnostic {
  return {
    severity: "error",
    location: { file, line: 1, column: 1 },
    message: `${file} cannot be read (${errorMessage(error)}); make it a readable UTF-8 file, or remove it`,
  };
}

/** The checkout's file an input names, relative to `root`: a file named "" (the input empty) is none. */
export function readNamedFile(root: string, file: string): Promise<string | undefined> {
  return file === "" ? Promise.resolve(undefined) : readTextIfPresent(join(root, file));
}

/**
 * The problems of cip-ledger.yaml at `root` (the checkout's, or the working directory's), when
 * there is one, each at its line (a private key refused without being repeated): `validate` and
 * the pull request's plan list them with the inventory's; undefined when there is none.
 */
export async function declarationProblemsIn(root: string): Promise<Diagnostic[] | undefined> {
  const text = await readTextIfPresent(join(root, LEDGER_DECLARATION_FILE));
  return text === undefined ? undefined : declarationDiagnostics(text, LEDGER_DECLARATION_FILE);
}

/**
 * The set's files of the checkout at `root`, by path from `root`, in code-point order: what its
 * patterns find, each a path its rule (`belongs`) accepts, which a test of the table holds for
 * every set (test/core/obligations/family-table.test.ts), so none is filtered again here.
 */
export async function reviewedFilePaths(root: string, set: ReviewedFileSet): Promise<string[]> {
  const paths = new Set<string>();
  for (const pattern of set.patterns)
    for await (const path of glob(pattern, { cwd: root })) paths.add(path.split(sep).join("/"));
  return [...paths].sort(compareCodePoints);
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
