// CSAF 2.0 advisories as vendors and CISA publish them: JSON files, given one by one or as folders
// (read through, every *.json in them, in name order). Each is parsed and checked by the reference
// validator (core/patches/csaf/csaf-validation.ts); one that is not JSON or that the validator
// refuses is returned with what is wrong, never read.
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { errorCode, errorMessage } from "../../../core/shared/errors.ts";
import { type CsafAdvisory, readAdvisory } from "../../../core/patches/csaf/csaf-advisory.ts";
import { csafProblems } from "../../../core/patches/csaf/csaf-validation.ts";

/** One advisory file: its facts, or why it was refused (each problem at its JSON pointer). */
export type AdvisoryFile =
  { file: string; advisory: CsafAdvisory } | { file: string; problems: string[] };

/** A path given that is neither a file nor a folder that can be read. */
export class AdvisoryPathError extends Error {
  override name = "AdvisoryPathError";
  readonly path: string;
  constructor(path: string, why: string) {
    super(why);
    this.path = path;
  }
}

/** The advisories at `paths` (files or folders, relative to `cwd`), each file named as given. */
export async function readAdvisoryFiles(
  paths: readonly string[],
  cwd: string,
): Promise<AdvisoryFile[]> {
  const files: string[] = [];
  for (const path of paths) files.push(...(await advisoryPaths(path, cwd)));
  const read: AdvisoryFile[] = [];
  for (const file of [...new Set(files)]) read.push(await readAdvisoryFile(file, cwd));
  return read;
}

async function advisoryPaths(path: string, cwd: string): Promise<string[]> {
  const absolute = resolve(cwd, path);
  let isFolder: boolean;
  try {
    isFolder = (await stat(absolute)).isDirectory();
  } catch (error) {
    const why = errorCode(error) === "ENOENT" ? "no such file or folder" : errorMessage(error);
    throw new AdvisoryPathError(path, why);
  }
  if (!isFolder) return [path];
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith(".json"))
    .map((entry) => relative(cwd, join(entry.parentPath, entry.name)))
    .sort();
}

function isCsafDocument(doc: unknown): boolean {
  if (typeof doc !== "object" || doc === null) return false;
  const document = (doc as { document?: unknown }).document;
  return typeof document === "object" && document !== null && "csaf_version" in document;
}

async function readAdvisoryFile(file: string, cwd: string): Promise<AdvisoryFile> {
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(resolve(cwd, file), "utf8"));
  } catch (error) {
    return { file, problems: [`is not a JSON file: ${errorMessage(error)}`] };
  }
  // Another JSON file (a package.json, an SBOM) is no advisory at all: said once, plainly, rather
  // than as the schema's "must NOT have additional properties" for each of its keys.
  if (!isCsafDocument(doc))
    return {
      file,
      problems: [
        'is not a CSAF document: it has no document.csaf_version (a CSAF 2.0 advisory starts {"document": {"csaf_version": "2.0", ...}}); leave it out of --advisories',
      ],
    };
  const problems = await csafProblems(doc);
  if (problems.length > 0)
    return {
      file,
      problems: problems.map(
        (problem) => `${problem.instancePath || "/"}: ${problem.message} (${problem.test})`,
      ),
    };
  return { file, advisory: readAdvisory(doc, file) };
}
