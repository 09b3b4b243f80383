// Issue 82, item 1, and issue 91, item 1: a family costs its folders and a few places, not 25.
// Each family of the table (MERGE_JUDGED_FAMILIES) names the folders that hold it; outside them, a
// file of src/ (module or README) touches the family when it says its words (its name, as in "CIP-007
// R2.1", its checkpoint key, its reviewed files' field) or imports a module of its folders (its
// types, its constants, its parsers). Generic code reaches a family through the table and the
// families' shapes (core/families/), so a family added now touches at most 8 files outside its
// folders. The two families judged before the registry also reach the plan's own checks (CIP-007
// R2.1's sources, CSAF drafts; CIP-010 R3.3 at commissioning, the policy's settings): each is held
// to what it touches today, a number that may only go down.
// The same holds in test/ (issue 97, item 2): a family's tests live in the mirrors of its folders
// there, and what the cross-family tests draw of it beside its shape's mirror
// (test/core/families/<folder>/); outside them at most 2 files of test/ touch it (the row of its
// checkpoint fixture in test/fixtures/checkpoints/README.md, and family-outputs.test.ts, whose
// digests it moves and which say no family's words). The families before the registry are held to
// what they touch today.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";

const MOST_FILES_OUTSIDE = 8;

/** What each family judged before the registry touches outside its folders today. */
const TOUCHED_TODAY: Readonly<Record<string, number>> = {
  "CIP-007 R2": 28,
  "CIP-010 R3": 25,
};

/** What each family judged before the registry touches outside its folders in test/ today. */
const TEST_FILES_TOUCHED_TODAY: Readonly<Record<string, number>> = {
  "CIP-007 R2": 37,
  "CIP-010 R3": 39,
  "CIP-003 R2": 13,
};

const MOST_TEST_FILES_OUTSIDE = 2;

/** The files under `root` (src or test) that a family may touch, ledgers' record files aside. */
async function sourceFiles(root = "src"): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() && (root === "src" ? /\.(ts|md)$/ : /\.(ts|md|json)$/).test(entry.name),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).replaceAll("\\", "/"))
    .filter((file) => !/^fixtures\/checkpoints\/ledger-/.test(file))
    .sort();
}

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The files of src/ outside `folders` that say one of `words` or import a module inside them. */
async function touching(
  folders: readonly string[],
  words: readonly string[],
  root = "src",
): Promise<string[]> {
  const inside = (file: string) => folders.some((folder) => file.startsWith(`${folder}/`));
  const found: string[] = [];
  for (const file of await sourceFiles(root)) {
    if (inside(file)) continue;
    const text = await readFile(join(root, file), "utf8");
    const imports = [...text.matchAll(IMPORT)].map(([, path]) =>
      normalize(join(dirname(file), path!)).replaceAll("\\", "/"),
    );
    if (words.some((word) => text.includes(word)) || imports.some(inside)) found.push(file);
  }
  return found;
}

describe("what each family touches in src/", () => {
  it.each(MERGE_JUDGED_FAMILIES.map((family) => [family.name, family] as const))(
    "%s: at most its cap of files outside the folders that hold it",
    async (name, family) => {
      expect(family.folders.length).toBeGreaterThan(0);
      const words = [name, family.checkpointKey, family.reviewedFiles?.field ?? []].flat();
      const files = await touching(family.folders, words);
      expect(files.length, files.join("\n")).toBeLessThanOrEqual(
        TOUCHED_TODAY[name] ?? MOST_FILES_OUTSIDE,
      );
    },
  );

  it("counts a file that imports a family's module or says its field, not only its name", async () => {
    const files = await touching(["core/patches"], ["patch_files"]);
    expect(files).toContain("io/checkout/families/patch-files.ts");
    expect(files).toContain("core/authority/authority-table.ts");
    expect(files).not.toContain("core/patches/patch-file-set.ts");
  });

  it("holds each folder it names", async () => {
    const files = await sourceFiles();
    for (const family of MERGE_JUDGED_FAMILIES)
      for (const folder of family.folders)
        expect(
          files.some((file) => file.startsWith(`${folder}/`)),
          folder,
        ).toBe(true);
  });
});

describe("what each family touches in test/", () => {
  it.each(MERGE_JUDGED_FAMILIES.map((family) => [family.name, family] as const))(
    "%s: at most its cap of files outside the mirrors of its folders",
    async (name, family) => {
      const words = [name, family.checkpointKey, family.reviewedFiles?.field ?? []].flat();
      const mirrors = [...family.folders, ...family.folders.map((folder) => `../src/${folder}`)];
      const files = await touching(mirrors, words, "test");
      expect(files.length, files.join("\n")).toBeLessThanOrEqual(
        TEST_FILES_TOUCHED_TODAY[name] ?? MOST_TEST_FILES_OUTSIDE,
      );
    },
  );
});
