// One emulator per state file: two would each hold their own copy and overwrite each other's
// changes. A lock file beside the state (`FILE.lock`) holds the owner's pid and, once it listens,
// its URL; a second emulator refuses to start and names the first. A lock whose process is gone
// (killed, crashed) is taken over.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { EmulatorSeedError } from "./seed-model.ts";

export interface StateLock {
  /** Records where the owner listens, for the message a second emulator prints. */
  listening: (url: string) => void;
  release: () => void;
}

interface LockContent {
  pid: number;
  url?: string;
}

export function lockState(statePath: string): StateLock {
  const path = `${statePath}.lock`;
  const write = (content: LockContent, flag: "wx" | "w") =>
    writeFileSync(path, `${JSON.stringify(content)}\n`, { flag });
  try {
    write({ pid: process.pid }, "wx");
  } catch (error) {
    // A path that cannot take the lock cannot take the state either: writing the state says why.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST")
      return { listening: () => {}, release: () => {} };
    const owner = readOwner(path);
    if (owner !== undefined && isAlive(owner.pid)) {
      const where = owner.url === undefined ? "" : ` at ${owner.url}`;
      throw new EmulatorSeedError(
        `${statePath}: another emulator (pid ${owner.pid}${where}) is using this state file; stop it first, or choose another state file (--state FILE).`,
      );
    }
    write({ pid: process.pid }, "w");
  }
  return {
    listening: (url) => write({ pid: process.pid, url }, "w"),
    release: () => rmSync(path, { force: true }),
  };
}

function readOwner(path: string): LockContent | undefined {
  try {
    const value = JSON.parse(readFileSync(path, "utf8")) as Partial<LockContent>;
    return typeof value.pid === "number" ? { pid: value.pid, url: value.url } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
