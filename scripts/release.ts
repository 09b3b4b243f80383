// `npm run release -- --version X.Y.Z [--dry-run] [--repository URL]`: releases X.Y.Z from a clean
// tree. It sets the version in package.json and the lock file, moves CHANGELOG.md's Unreleased
// entries under X.Y.Z, rebuilds dist/ when that made it stale, commits "Release X.Y.Z" and tags
// vX.Y.Z (locally: pushing the tag starts .github/workflows/release.yml, which publishes), then
// writes the four assets into release/. On the tagged commit (the release workflow) nothing is left
// to set, so it only builds the assets. --dry-run does the same but commits and tags nothing and puts
// every file back as it found it; only release/ stays.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildReleaseAssets, npm, SBOM_FILE } from "./release-assets.ts";
import { changelogForRelease } from "./release-changelog.ts";
import { staleBundlesProblem } from "./source-digest.ts";

const root = fileURLToPath(new URL("..", import.meta.url)).replace(/[\\/]$/, "");
const RELEASE_FOLDER = "release";
// What a release changes; a dry run puts exactly these back.
const RELEASE_FILES = ["package.json", "package-lock.json", "CHANGELOG.md", "dist"];
const USAGE = "usage: npm run release -- --version X.Y.Z [--dry-run] [--repository URL]";

class ReleaseRefused extends Error {}

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
}

function options(): { version: string; dryRun: boolean; repository: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        version: { type: "string" },
        "dry-run": { type: "boolean", default: false },
        repository: { type: "string" },
      },
    }).values;
  } catch (error) {
    throw new ReleaseRefused(`${(error as Error).message}\n${USAGE}`);
  }
  const version = parsed.version ?? "";
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    throw new ReleaseRefused(
      `--version must be MAJOR.MINOR.PATCH (for example 0.2.0), not "${version}".\n${USAGE}`,
    );
  }
  return { version, dryRun: parsed["dry-run"], repository: parsed.repository };
}

function requireCleanTree(): void {
  const changes = git("status", "--porcelain", "--untracked-files=all");
  if (changes !== "") {
    throw new ReleaseRefused(
      `The working tree has uncommitted changes; a release is built from a commit only. Commit or stash them first:\n${changes}`,
    );
  }
}

/** Refuses a tag that names another commit, or the tagged commit when it is not the version. */
function requireUnreleasedTag(tag: string, version: string): void {
  if (git("tag", "--list", tag) === "") return;
  const tagged = git("rev-parse", `${tag}^{commit}`);
  if (tagged !== git("rev-parse", "HEAD")) {
    throw new ReleaseRefused(
      `The tag ${tag} already names commit ${tagged.slice(0, 12)}, not HEAD: a released version is never built again. Release the next version instead.`,
    );
  }
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    version: string;
  };
  if (manifest.version !== version) {
    throw new ReleaseRefused(
      `The tag ${tag} names this commit, but its package.json has version ${manifest.version}: tag the commit "npm run release -- --version ${version}" made.`,
    );
  }
}

/** Sets the version and the changelog entry; true when a file changed. */
function setVersion(version: string): boolean {
  const changelogPath = join(root, "CHANGELOG.md");
  const outcome = changelogForRelease(
    readFileSync(changelogPath, "utf8"),
    version,
    new Date().toISOString().slice(0, 10),
  );
  if ("problem" in outcome) throw new ReleaseRefused(outcome.problem);
  if (outcome.moved) writeFileSync(changelogPath, outcome.text);
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    version: string;
  };
  const versionChanged = manifest.version !== version;
  if (versionChanged) {
    npm(["version", version, "--no-git-tag-version", "--allow-same-version"], root, true);
  }
  // The CLI prints its version and the lock file is a build input: dist/ follows the version.
  if (staleBundlesProblem(root) !== undefined) npm(["run", "--silent", "build"], root, true);
  return outcome.moved || versionChanged;
}

function restoreReleaseFiles(): void {
  git("checkout", "HEAD", "--", ...RELEASE_FILES);
  git("clean", "-fdq", "--", "dist");
}

function commitAndTag(version: string, tag: string): void {
  git("add", "--", ...RELEASE_FILES);
  git("commit", "--quiet", "-m", `Release ${version}`);
  git("tag", "-a", tag, "-m", tag);
}

function main(): void {
  const { version, dryRun, repository } = options();
  const tag = `v${version}`;
  requireCleanTree();
  const stale = staleBundlesProblem(root);
  if (stale !== undefined) throw new ReleaseRefused(stale.replace("first", "and commit dist/"));
  requireUnreleasedTag(tag, version);
  try {
    const changed = setVersion(version);
    if (!dryRun && changed) commitAndTag(version, tag);
    else if (!dryRun && git("tag", "--list", tag) === "") git("tag", "-a", tag, "-m", tag);
    const assets = buildReleaseAssets({
      root,
      version,
      outDir: join(root, RELEASE_FOLDER),
      timestamp: git("log", "-1", "--format=%cI", "HEAD"),
      ...(repository === undefined ? {} : { repositoryUrl: repository }),
    });
    const sbom = JSON.parse(readFileSync(join(root, RELEASE_FOLDER, SBOM_FILE), "utf8")) as {
      components: unknown[];
    };
    process.stdout.write(
      [
        `${dryRun ? "Dry run of" : "Built"} ${version}'s assets into ${RELEASE_FOLDER}/:`,
        ...assets.map((asset) => `  ${asset.name}  ${asset.bytes} bytes`),
        `The SBOM lists ${sbom.components.length} bundled package(s).`,
        dryRun
          ? "Nothing was committed or tagged, and the tree is as it was."
          : `Next: git push origin HEAD ${tag} (the release workflow publishes ${tag}).`,
        "",
      ].join("\n"),
    );
  } finally {
    // The tree was clean: until the release commit exists, putting these back loses nothing.
    if (dryRun || git("tag", "--list", tag) === "") restoreReleaseFiles();
  }
}

try {
  main();
} catch (error) {
  const message = error instanceof ReleaseRefused ? error.message : String(error);
  process.stderr.write(`release: ${message}\n`);
  process.exitCode = 1;
}
