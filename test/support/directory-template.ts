// A directory built once for the tests of a file and copied for each test: building a git
// repository takes a process per step (init, add, commit), copying one takes none, and each test
// still gets a repository of its own to change.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, onTestFinished } from "vitest";

export interface DirectoryCopy<T> {
  /** The copy: the template's files at the same paths under another root. */
  dir: string;
  /** What the build returned (commit ids, records): the same for every copy. */
  built: T;
}

/**
 * Builds the template with `build` (given an empty directory) before the file's tests, and returns
 * a function that copies it into a fresh directory for a test, removed after that test. Call it at
 * the top of a test file; `build` must not record its directory's path in what it writes.
 */
export function directoryTemplate<T>(
  build: (dir: string) => Promise<T>,
): () => Promise<DirectoryCopy<T>> {
  let template: string | undefined;
  let built: T;
  beforeAll(async () => {
    template = await mkdtemp(join(tmpdir(), "cip-template-"));
    built = await build(template);
  });
  afterAll(async () => {
    if (template !== undefined) await rm(template, { recursive: true, force: true });
  });
  return async () => {
    if (template === undefined) throw new Error("directoryTemplate: the template is not built");
    const dir = await mkdtemp(join(tmpdir(), "cip-copy-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await cp(template, dir, { recursive: true });
    return { dir, built };
  };
}
