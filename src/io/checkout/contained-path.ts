// Where a path the command line reads or writes under a folder it was given (--root, --dir, --out)
// really is: the real path of its nearest existing ancestor, symbolic links followed, and the rest
// of it. git keeps symbolic links and a pull request can add one (patch-evaluations/SOURCE as a
// link to a folder outside the checkout): a writer that only joined paths would write through it.
// Every writer under such a folder asks this first, and writes nothing when the answer is outside.
import { lstat, realpath } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { isInside } from "./inventory-files.ts";

/** `path` as it resolves, or where it leads outside `root` (both absolute, links followed). */
export type Containment = { inside: string } | { outside: string };

/** Whether `path` (absolute, or relative to the process) resolves inside `root`, links included. */
export async function containedPath(root: string, path: string): Promise<Containment> {
  // A folder not made yet is where its nearest existing ancestor leads.
  const realRoot = (await resolvedPath(resolve(root))) ?? resolve(root);
  const resolved = await resolvedPath(resolve(path));
  // A link to nothing leads nowhere this can check: outside (fail closed).
  if (resolved === undefined) return { outside: resolve(path) };
  return isInside(realRoot, resolved) ? { inside: resolved } : { outside: resolved };
}

/** The real path of the nearest existing ancestor of `path` (itself included), then the rest. */
async function resolvedPath(path: string): Promise<string | undefined> {
  const rest: string[] = [];
  let at = path;
  for (;;) {
    const exists = await lstat(at).then(
      () => true,
      () => false,
    );
    if (exists) {
      const real = await realpath(at).catch(() => undefined);
      return real === undefined ? undefined : join(real, ...rest.reverse());
    }
    const parent = dirname(at);
    if (parent === at) return path;
    rest.push(basename(at));
    at = parent;
  }
}

/** The message every writer gives for a path outside its folder, naming both. */
export function outsideWords(shown: string, outside: string, folder: string): string {
  return `${shown} leads outside ${folder} (to ${outside}) through a symbolic link: nothing was written; replace the link with a folder or file of the checkout`;
}
