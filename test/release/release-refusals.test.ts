// `npm run release` refuses, before it changes anything, what would make a release that is not
// exactly a commit: a malformed version, uncommitted changes, a stale dist/, a version already
// tagged elsewhere, a tag on a commit of another version. Each case runs the script on a small
// repository of its own (a child process: the script's subject is the git tree it lives in).
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceDigest } from "../../scripts/source-digest.ts";
import { repositoryRoot } from "../support/cli.ts";
import { directoryTemplate } from "../support/directory-template.ts";

let repo: string | undefined;

function gitIn(cwd: string | undefined, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();
}

/** git in the case's repository. */
const git = (...args: string[]): string => gitIn(repo, ...args);

/**
 * A committed tree with the release scripts, version 0.1.0 and a current dist/: made once for the
 * file (copying the scripts, a digest and three git processes), copied for each case.
 */
const template = directoryTemplate(async (dir) => {
  cpSync(join(repositoryRoot, "scripts"), join(dir, "scripts"), { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    '{ "name": "cip-inventory-sync", "version": "0.1.0", "type": "module" }\n',
  );
  writeFileSync(join(dir, "package-lock.json"), "{}\n");
  writeFileSync(join(dir, "CHANGELOG.md"), "# Changelog\n\n## [Unreleased]\n\n- A change.\n");
  mkdirSync(join(dir, "dist"));
  writeFileSync(join(dir, "dist", "source-digest.txt"), sourceDigest(dir));
  gitIn(dir, "init", "--quiet", "-b", "main");
  gitIn(dir, "add", "-A");
  gitIn(dir, "commit", "--quiet", "-m", "base");
});

/** The case's own copy of the committed tree, in `repo`. */
async function repository(): Promise<void> {
  repo = (await template()).dir;
}

function release(...args: string[]) {
  return spawnSync(process.execPath, ["scripts/release.ts", ...args], {
    cwd: repo,
    encoding: "utf8",
  });
}

describe("npm run release refuses, changing nothing", () => {
  it.each([
    [
      "a version that is not X.Y.Z",
      () => {},
      ["--version", "1.2"],
      'release: --version must be MAJOR.MINOR.PATCH (for example 0.2.0), not "1.2".\nusage: npm run release -- --version X.Y.Z [--dry-run] [--repository URL]\n',
    ],
    [
      "a dist/ built from other sources",
      () => {
        writeFileSync(join(repo!, "scripts", "build.ts"), "// changed\n");
        git("commit", "--quiet", "-am", "change a build input");
      },
      ["--version", "0.2.0", "--dry-run"],
      "release: dist/ was not built from the sources in this tree: run `npm run build` and commit dist/.\n",
    ],
    [
      "a version tagged on another commit",
      () => {
        git("tag", "v0.2.0");
        git("commit", "--quiet", "--allow-empty", "-m", "later");
      },
      ["--version", "0.2.0"],
      /^release: The tag v0\.2\.0 already names commit [0-9a-f]{12}, not HEAD: a released version is never built again\. Release the next version instead\.\n$/,
    ],
    [
      "a tag on a commit of another version",
      () => git("tag", "v0.2.0"),
      ["--version", "0.2.0"],
      'release: The tag v0.2.0 names this commit, but its package.json has version 0.1.0: tag the commit "npm run release -- --version 0.2.0" made.\n',
    ],
  ])("%s", async (_case, arrange, args, message) => {
    await repository();
    arrange();
    const run = release(...args);
    expect(run.status).toBe(1);
    if (typeof message === "string") expect(run.stderr).toBe(message);
    else expect(run.stderr).toMatch(message);
    expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
  });

  it("uncommitted changes, listing them", async () => {
    await repository();
    writeFileSync(join(repo!, "notes.txt"), "draft\n");
    const run = release("--version", "0.2.0", "--dry-run");
    expect([run.status, run.stderr]).toEqual([
      1,
      "release: The working tree has uncommitted changes; a release is built from a commit only. Commit or stash them first:\n?? notes.txt\n",
    ]);
  });
});
