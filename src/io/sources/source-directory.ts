// A source's directory in the repository: the YAML files there as they are (what a sync compares
// with and guards against), and writing what a sync decided. Files are replaced, never written
// through, so a link in the repository cannot redirect a write.
import { glob, mkdir, readFile, realpath, rm } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import { compareCodePoints } from "../../core/shared/names.ts";
import { directoryOf } from "../../core/sources/parse-sources.ts";
import type { CurrentFile, SyncPlan } from "../../core/sources/sync-plan.ts";
import { replaceFile } from "../checkout/replace-file.ts";

/**
 * Every .yaml and .yml file under `out`, relative to the root with forward slashes, as it is: the
 * plan parses those it must (sync-plan.ts).
 */
export async function readSourceDirectory(root: string, out: string): Promise<CurrentFile[]> {
  const directory = directoryOf(out);
  const paths: string[] = [];
  for await (const path of glob(`${directory}**/*.{yaml,yml}`, { cwd: root })) {
    paths.push(path.split("\\").join("/"));
  }
  paths.sort(compareCodePoints);
  return Promise.all(
    paths.map(async (path): Promise<CurrentFile> => {
      const content = await readFile(join(root, path), "utf8");
      return { path, content };
    }),
  );
}

/**
 * Writes the plan's files and removes the ones it drops, and writes the configuration-monitoring
 * file of what the platform observed when there is one (`observed`), refusing a directory that a
 * symbolic link leads out of the repository.
 */
export async function writeSyncPlan(
  root: string,
  out: string,
  plan: SyncPlan,
  observed?: { path: string; content: string },
): Promise<void> {
  await directoryInRepository(root, directoryOf(out), `out ${out}`);
  if (observed !== undefined) {
    await directoryInRepository(root, dirname(observed.path), `monitoring's file ${observed.path}`);
  }
  for (const document of plan.writes)
    await replaceFile(join(root, document.path), document.content);
  for (const path of plan.removals) await rm(join(root, path), { force: true });
  if (observed !== undefined) await replaceFile(join(root, observed.path), observed.content);
}

/** Makes `directory` (relative to `root`) and fails when a symbolic link leads it outside `root`. */
async function directoryInRepository(root: string, directory: string, what: string): Promise<void> {
  const at = join(root, directory);
  await mkdir(at, { recursive: true });
  const [realRoot, realDirectory] = await Promise.all([realpath(root), realpath(at)]);
  if (realDirectory !== realRoot && !realDirectory.startsWith(realRoot + sep)) {
    throw new Error(
      `${what} leads outside the repository (through a symbolic link); nothing was written: make it a directory in the repository`,
    );
  }
}
