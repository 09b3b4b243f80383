// Issue 82, item 1: a family costs one row, not 25 places. Each family of the table
// (MERGE_JUDGED_FAMILIES) names the folders that hold it; outside them, at most 15 files under
// src/ (modules and READMEs) say its name by hand: generic code says it through the family's row.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";

const MOST_FILES_OUTSIDE = 15;

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir("src", { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|md)$/.test(entry.name))
    .map((entry) => relative("src", join(entry.parentPath, entry.name)).replaceAll("\\", "/"))
    .sort();
}

describe("each family's name in src/", () => {
  it.each(MERGE_JUDGED_FAMILIES.map((family) => [family.name, family] as const))(
    "%s is said by hand in at most 15 files outside the folders that hold it",
    async (name, family) => {
      expect(family.folders.length).toBeGreaterThan(0);
      const inside = (file: string) =>
        family.folders.some((folder) => file.startsWith(`${folder}/`));
      const naming: string[] = [];
      for (const file of await sourceFiles())
        if (!inside(file) && (await readFile(join("src", file), "utf8")).includes(name))
          naming.push(file);
      expect(naming.length, naming.join("\n")).toBeLessThanOrEqual(MOST_FILES_OUTSIDE);
    },
  );

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
