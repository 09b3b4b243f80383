// A file that may not exist: its text, or undefined when there is none. Any other failure (no
// permission, a directory) is an error, never read as absence.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { errorCode } from "../../core/shared/errors.ts";

export async function readTextIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

/** The checkout's file an input names, relative to `root`: a file named "" (the input empty) is none. */
export function readNamedFile(root: string, file: string): Promise<string | undefined> {
  return file === "" ? Promise.resolve(undefined) : readTextIfPresent(join(root, file));
}
