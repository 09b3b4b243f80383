// A file that may not exist: its text, or undefined when there is none. Any other failure (no
// permission, a directory) is an error, never read as absence.
import { readFile } from "node:fs/promises";
import { errorCode } from "../../core/shared/errors.ts";

export async function readTextIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}
