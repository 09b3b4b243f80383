// Counts the files this process opens, by real path: a test asserts that a run reads each file no
// more often than it should. node:fs/promises' `open` is wrapped on the builtin module itself, and
// the named imports of every module follow it (syncBuiltinESMExports), until `restore`.
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
  const original = fsPromises.open;
  const counts = new Map<string, number>();
  fsPromises.open = ((path: Parameters<typeof original>[0], ...rest: unknown[]) => {
    const key = String(path);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return (original as (...args: unknown[]) => ReturnType<typeof original>)(path, ...rest);
  }) as typeof original;
  syncBuiltinESMExports();
  return {
    of: (path) => counts.get(path) ?? 0,
    reset: () => counts.clear(),
    restore: () => {
      fsPromises.open = original;
      syncBuiltinESMExports();
    },
  };
}
