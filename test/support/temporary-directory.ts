// Every test removes what it makes in the system's temporary directory (issue 90, item 5): a run
// of the tests gets a temporary directory of its own (TMPDIR, which os.tmpdir() reads, and every
// child process the tests start), and what is left in it when the run ends fails the run, named.
// The directory is removed either way, so nothing of a run stays in the system's.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Node's module compile cache, which the bundles turn on where it lives by default (src/cli/index.ts,
 * docs/corporate-networks.md): what every run of a bundle shares, not a file a test made.
 */
const NODE_COMPILE_CACHE = "node-compile-cache";

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), "cip-sync-tests-"));
  process.env.TMPDIR = dir;
  return () => {
    const left = readdirSync(dir)
      .filter((name) => name !== NODE_COMPILE_CACHE)
      .sort();
    rmSync(dir, { recursive: true, force: true });
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    if (left.length > 0)
      throw new Error(
        `the tests left ${left.length} file(s) in the temporary directory: ${left.join(", ")}; make the test that makes each remove it (rm in onTestFinished or afterEach)`,
      );
  };
}
