// CIP-007 R2's reviewed files in a checkout: cip-patch-sources.yaml and every YAML file under
// patch-evaluations/ and patch-plans/ (core/evidence/records/patch-files-record.ts isPatchFile),
// by path from `root` with "/" separators, in code-point order. A folder that is absent holds
// none; anything else that cannot be read is an error, never read as absence.
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { isPatchFile, PATCH_FILE_ROOTS } from "../../core/evidence/records/patch-files-record.ts";
import { errorCode } from "../../core/shared/errors.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import { readTextIfPresent } from "./optional-file.ts";

/** Each patch file of the checkout at `root` and its text. */
export async function readCheckoutPatchFiles(root: string): Promise<Map<string, string>> {
  const paths: string[] = [];
  for (const entry of PATCH_FILE_ROOTS) {
    const listed = await readdir(join(root, entry), { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        // The sources file is a file, not a folder; a folder not there holds no file.
        if (errorCode(error) === "ENOENT" || errorCode(error) === "ENOTDIR") return undefined;
        throw error;
      },
    );
    if (listed === undefined) {
      paths.push(entry);
      continue;
    }
    for (const dirent of listed)
      if (dirent.isFile())
        paths.push(relative(root, join(dirent.parentPath, dirent.name)).split(sep).join("/"));
  }
  const files = new Map<string, string>();
  for (const path of paths.filter(isPatchFile).sort(compareCodePoints)) {
    const text = await readTextIfPresent(join(root, path));
    if (text !== undefined) files.set(path, text);
  }
  return files;
}
