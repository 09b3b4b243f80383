// The version of cip-inventory-sync that the README, the manual and the example workflows tell users
// to install, pin or expect: one version, and a released one. Issue 37: the docs said 0.2.0 while
// package.json and the CHANGELOG knew only 0.1.0, so every documented install failed.
//
// A released one, not package.json's: `npm run release` sets package.json and the CHANGELOG in its
// own commit and refuses a dirty tree, so the docs follow in the next commit; before the release
// they must keep naming the last one, which exists.
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** How the docs name a version of this project; an action's pin comment (`# v4.4.0`) is not one. */
const VERSION_FORMS = [
  /cip-inventory-sync(?:-action)?[@-]v?(\d+\.\d+\.\d+)/g, // packages, tarballs, `uses:`
  /(?<!# )\bv(\d+\.\d+\.\d+)\b/g, // tags: `--branch v0.2.0`, `rev: v0.2.0`
  /\bcip-sync (\d+\.\d+\.\d+)\b/g, // what `cip-sync --version` prints
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

describe("the version the docs name", () => {
  const pages = globSync(["README.md", "docs/*.md", "examples/**/*.{md,yml,yaml}"], { cwd: root });
  const named = pages.flatMap(versionsNamed);

  it("is one version, everywhere", () => {
    expect(pages).toEqual(expect.arrayContaining(["README.md", "docs/installing.md"]));
    const [first] = named;
    expect(first, "the docs name a version").toBeDefined();
    expect(named.filter(({ version }) => version !== first!.version)).toEqual([]);
  });

  it("is a released one: a dated CHANGELOG entry, and not ahead of package.json", () => {
    const { version } = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as {
      version: string;
    };
    const changelog = readFileSync(`${root}CHANGELOG.md`, "utf8");
    const released = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/gm)].map(
      ([, release]) => release,
    );
    const [first] = named;
    expect(released).toContain(first!.version);
    // package.json moves first, in the release commit; the docs are never ahead of it.
    expect([version, first!.version].toSorted(newestLast).at(-1)).toBe(version);
  });
});

/** Orders X.Y.Z versions oldest first. */
function newestLast(a: string, b: string): number {
  const [left, right] = [a, b].map((version) => version.split(".").map(Number));
  const index = left!.findIndex((part, position) => part !== right![position]);
  return index === -1 ? 0 : left![index]! - right![index]!;
}
