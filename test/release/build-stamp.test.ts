// The commit a build names: the last one that changed a build input, so that a commit of dist/ or
// of the docs alone keeps dist/ equal to a fresh build; uncommitted input changes are said; a
// release's version names no commit (its release commit builds dist/ before the commit exists).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildStamp, stampBundles } from "../../scripts/build-stamp.ts";
import { directoryTemplate } from "../support/directory-template.ts";

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();
}

/** A repository with one commit of sources, then one of dist/ and the docs only. */
const template = directoryTemplate(async (dir) => {
  mkdirSync(join(dir, "src", "cli"), { recursive: true });
  writeFileSync(join(dir, "src", "cli", "index.ts"), "export {};\n");
  writeFileSync(join(dir, "package.json"), '{ "version": "0.3.0-dev" }\n');
  git(dir, "init", "--quiet", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "-m", "sources");
  const sources = git(dir, "rev-parse", "HEAD");
  mkdirSync(join(dir, "dist"));
  writeFileSync(join(dir, "dist", "index.js"), "built\n");
  writeFileSync(join(dir, "README.md"), "docs\n");
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "-m", "dist and docs");
  return { sources };
});

describe("buildStamp", () => {
  it("names the last commit that changed a build input, not a later commit of dist/ or docs", async () => {
    const { dir, built } = await template();
    expect(buildStamp(dir)).toBe(built.sources.slice(0, 12));
  });

  it("says when an input has changes that were not committed, and ignores others", async () => {
    const { dir, built } = await template();
    writeFileSync(join(dir, "README.md"), "docs, edited\n");
    expect(buildStamp(dir)).toBe(built.sources.slice(0, 12));
    writeFileSync(join(dir, "src", "cli", "new.ts"), "export {};\n");
    expect(buildStamp(dir)).toBe(`${built.sources.slice(0, 12)}.modified`);
  });

  it('is "release" for a release version, and "no-git" outside a checkout', async () => {
    const { dir } = await template();
    writeFileSync(join(dir, "package.json"), '{ "version": "0.3.0" }\n');
    expect(buildStamp(dir)).toBe("release");
    const copy = mkdtempSync(join(tmpdir(), "cip-no-git-"));
    onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
    writeFileSync(join(copy, "package.json"), '{ "version": "0.3.0-dev" }\n');
    expect(buildStamp(copy)).toBe("no-git");
  });
});

describe("stampBundles", () => {
  it("writes the stamp over the marker in every bundle file, and refuses bundles without it", () => {
    const folder = mkdtempSync(join(tmpdir(), "cip-stamp-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    mkdirSync(join(folder, "cli"));
    writeFileSync(join(folder, "index.js"), 'const a = "cip-sync:build-stamp:unbuilt";\n');
    writeFileSync(join(folder, "cli", "1.index.js"), 'x("cip-sync:build-stamp:unbuilt");\n');
    writeFileSync(join(folder, "cli", "2.index.js"), "unrelated\n");
    stampBundles(folder, "1a2b3c4d5e6f");
    expect(readFileSync(join(folder, "index.js"), "utf8")).toBe(
      'const a = "cip-sync:build-stamp:1a2b3c4d5e6f";\n',
    );
    expect(readFileSync(join(folder, "cli", "1.index.js"), "utf8")).toBe(
      'x("cip-sync:build-stamp:1a2b3c4d5e6f");\n',
    );
    expect(() => stampBundles(folder, "1a2b3c4d5e6f")).toThrow(
      `no bundle under ${folder} holds cip-sync:build-stamp:unbuilt: nothing to stamp`,
    );
  });
});
