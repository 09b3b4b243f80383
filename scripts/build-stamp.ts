// The stamp a build writes into its bundles: the commit of the sources they were built from. That
// is the last commit that changed a build input, not HEAD: a later commit that only rebuilt dist/
// or changed the docs builds the same bytes, so `.ci/run` can compare dist/ with a fresh build on
// any commit (with full history: in a shallow clone every file seems changed by its one commit).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_STAMP_MARKER, isReleaseVersion } from "../src/core/shared/tool-version.ts";
import { BUILD_INPUTS } from "./source-digest.ts";

/**
 * "release" for a release's version: the release commit builds its dist/ before it exists, and the
 * tag names it anyway. Else the commit's first 12 hex digits, ".modified" after them when an input
 * has uncommitted changes, or "no-git".
 */
export function buildStamp(root: string): string {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    version: string;
  };
  if (isReleaseVersion(version)) return "release";
  const pathspecs = BUILD_INPUTS.map((pattern) => `:(glob)${pattern}`);
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  let commit: string;
  let changed: string;
  try {
    commit = git("log", "-1", "--format=%H", "--", ...pathspecs).trim();
    changed = git("status", "--porcelain", "--", ...pathspecs).trim();
  } catch {
    return "no-git"; // no git, or not a checkout: a tree copied out of one
  }
  if (!/^[0-9a-f]{40}$/.test(commit)) return "no-git";
  return `${commit.slice(0, 12)}${changed === "" ? "" : ".modified"}`;
}

/**
 * Writes `stamp` over the sources' "unbuilt" in every bundle file under `folder`; refuses a bundle
 * without the marker, which would print "run from the sources" as a build.
 */
export function stampBundles(folder: string, stamp: string): void {
  const unbuilt = `${BUILD_STAMP_MARKER}unbuilt`;
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".js"),
  );
  let stamped = 0;
  for (const name of files) {
    const text = readFileSync(join(folder, name), "utf8");
    if (!text.includes(unbuilt)) continue;
    writeFileSync(join(folder, name), text.replaceAll(unbuilt, `${BUILD_STAMP_MARKER}${stamp}`));
    stamped += 1;
  }
  if (stamped === 0)
    throw new Error(`no bundle under ${folder} holds ${unbuilt}: nothing to stamp`);
}
