// Issue 82, item 1, and issue 91, item 1: a family costs its folders and a few places, not 25.
// Each family of the table (MERGE_JUDGED_FAMILIES) names the folders that hold it; outside them, a
// file of src/ (module or README) touches the family when it says its words (its name, as in "CIP-007
// R2.1", its checkpoint key, its reviewed files' field) or imports a module of its folders (its
// types, its constants, its parsers). Generic code reaches a family through the table and the
// families' shapes (core/families/), so a family added now touches at most 8 files outside its
// folders. The two families judged before the registry also reach the plan's own checks (CIP-007
// R2.1's sources, CSAF drafts; CIP-010 R3.3 at commissioning, the policy's settings): each is held
// to what it touches today, a number that may only go down.
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

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir("src", { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|md)$/.test(entry.name))
    .map((entry) => relative("src", join(entry.parentPath, entry.name)).replaceAll("\\", "/"))
    .sort();
}

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The files of src/ outside `folders` that say one of `words` or import a module inside them. */
async function touching(folders: readonly string[], words: readonly string[]): Promise<string[]> {
  const inside = (file: string) => folders.some((folder) => file.startsWith(`${folder}/`));
  const found: string[] = [];
  for (const file of await sourceFiles()) {
    if (inside(file)) continue;
    const text = await readFile(join("src", file), "utf8");
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
