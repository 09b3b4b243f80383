// Counts the files this process opens, by real path: a test asserts that a run reads each file no
// more often than it should. node:fs/promises' `open` and `readFile` (given a path, it opens the
// file itself) are wrapped on the builtin module itself, and the named imports of every module
// follow them (syncBuiltinESMExports), until `restore`.
import fsPromises from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";

export interface FileOpens {
  /** How many times `path` was opened since the count began. */
  of(path: string): number;
  /** Counts from zero again. */
  reset(): void;
  restore(): void;
}

export function countFileOpens(): FileOpens {
  const { open, readFile } = fsPromises;
  const counts = new Map<string, number>();
  const count = (path: unknown) => {
    // A file handle read by readFile was counted when it was opened.
    if (typeof path !== "string" && !(path instanceof URL) && !Buffer.isBuffer(path)) return;
    const key = String(path);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  fsPromises.open = ((path: Parameters<typeof open>[0], ...rest: unknown[]) => {
    count(path);
    return (open as (...args: unknown[]) => ReturnType<typeof open>)(path, ...rest);
  }) as typeof open;
  fsPromises.readFile = ((path: Parameters<typeof readFile>[0], ...rest: unknown[]) => {
    count(path);
    return (readFile as (...args: unknown[]) => ReturnType<typeof readFile>)(path, ...rest);
  }) as typeof readFile;
  syncBuiltinESMExports();
  return {
    of: (path) => counts.get(path) ?? 0,
    reset: () => counts.clear(),
    restore: () => {
      Object.assign(fsPromises, { open, readFile });
      syncBuiltinESMExports();
    },
  };
}
