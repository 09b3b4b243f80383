// The versions of cip-inventory-sync that the README, the manual and the example workflows tell
// users to install, pin or expect must exist: each one a tag of this repository, which only
// `npm run release` makes (issue 37: the docs named a version no one had released; issue 52: they
// named v0.2.0, a tag the repository never held). Until the first release the docs name none and
// pin a commit instead. Between releases, package.json says the next version with "-dev", so
// `cip-sync --version` and change records name a development build, never a release.
import { execFileSync } from "node:child_process";
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { VERSION_LINE } from "../../src/cli/version.ts";
import { isReleaseVersion } from "../../src/core/shared/tool-version.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * How the docs name a released version of this project; an action's pin comment (`# v4.4.0`) is
 * not one, nor a development version (`0.3.0-dev+...`), which no tag names.
 */
const VERSION_FORMS = [
  /cip-inventory-sync(?:-action)?[@-]v?(\d+\.\d+\.\d+)(?![-\w])/g, // packages, tarballs, `uses:`
  /(?<!# )\bv(\d+\.\d+\.\d+)(?![-\w])/g, // tags: `--branch v0.2.0`, `rev: v0.2.0`
  /\bcip-sync (\d+\.\d+\.\d+)(?![-\w])/g, // what `cip-sync --version` prints
  /"name": "cip-inventory-sync", "version": "(\d+\.\d+\.\d+)"/g, // a change record's tool
];

/** Each version named in the file at `path`, with its line: "0.2.0 at docs/installing.md:92". */
function versionsNamed(path: string): { version: string; at: string }[] {
  const lines = readFileSync(`${root}${path}`, "utf8").split("\n");
  return lines.flatMap((line, index) =>
    VERSION_FORMS.flatMap((form) =>
      [...line.matchAll(form)].map(([, version = ""]) => ({
        version,
        at: `${path}:${index + 1}`,
      })),
    ),
  );
}

function git(...args: string[]): string[] {
  return execFileSync("git", args, { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
}

const { version: packageVersion } = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as {
  version: string;
};

describe("the versions the docs name", () => {
  const pages = globSync(["README.md", "docs/**/*.md", "examples/**/*.{md,yml,yaml}"], {
    cwd: root,
  });

  it("are each a tag of this repository (none before the first release)", () => {
    expect(pages).toEqual(expect.arrayContaining(["README.md", "docs/installing.md"]));
    const tags = new Set(git("tag", "--list"));
    const missing = pages
      .flatMap(versionsNamed)
      .filter(({ version }) => !tags.has(`v${version}`))
      .map(({ version, at }) => `v${version} at ${at}`);
    expect(missing, "run `git fetch --tags` if the tags exist elsewhere").toEqual([]);
  });
});

describe("the version this tree builds", () => {
  it("is a release only on the commit tagged with it, and a development version otherwise", () => {
    if (isReleaseVersion(packageVersion)) {
      expect(git("tag", "--points-at", "HEAD")).toContain(`v${packageVersion}`);
    } else {
      expect(packageVersion).toMatch(/^\d+\.\d+\.\d+-dev$/);
    }
  });

  it("names a development build in `cip-sync --version` when it is not a release", () => {
    if (isReleaseVersion(packageVersion)) return;
    expect(VERSION_LINE).toMatch(/^cip-sync \d+\.\d+\.\d+-dev\+\S+ \(.*, not a release\)\n$/);
  });
});
