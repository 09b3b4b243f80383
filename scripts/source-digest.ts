// A digest of everything the bundles in dist/ are built from. The build writes it beside the
// bundles; the test run compares it with the tree, so an end-to-end test never runs a dist/ that
// no longer matches src/ (the runner executes dist/, so that is what the tests run too).
import { createHash } from "node:crypto";
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const SOURCE_DIGEST_FILE = "source-digest.txt";

/** What the bundles are built from; package.json too, since they print its version. */
export const BUILD_INPUTS = [
  "src/**/*",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "scripts/build.ts",
  "scripts/bundled-packages.ts",
];

export function sourceDigest(root: string): string {
  const files = BUILD_INPUTS.flatMap((pattern) =>
    globSync(pattern, { cwd: root, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)),
  ).sort();
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update("\0");
  return `sha256:${hash.digest("hex")}\n`;
}

/** Why dist/ under `root` may not be run as the tree's code, or undefined when it may. */
export function staleBundlesProblem(root: string): string | undefined {
  let built = "(no digest)";
  try {
    built = readFileSync(join(root, "dist", SOURCE_DIGEST_FILE), "utf8");
  } catch {
    // A dist/ without a digest was not built by scripts/build.ts: stale as well.
  }
  return built === sourceDigest(root)
    ? undefined
    : "dist/ was not built from the sources in this tree: run `npm run build` first.";
}
