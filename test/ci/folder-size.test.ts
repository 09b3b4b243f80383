// Issue 82, item 3: rooms within their size. No folder under src/ holds more than 16 modules
// directly (CONTRIBUTING's rule): a folder past it is split by concept, as core/obligations/ was
// into one folder per family.
import { readdir } from "node:fs/promises";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";

const MOST_MODULES = 16;

describe("the folders of src/", () => {
  it("each hold at most 16 modules directly", async () => {
    const entries = await readdir("src", { withFileTypes: true, recursive: true });
    const modules = new Map<string, number>();
    for (const entry of entries)
      if (entry.isFile() && entry.name.endsWith(".ts")) {
        const folder = relative("src", entry.parentPath).replaceAll("\\", "/") || ".";
        modules.set(folder, (modules.get(folder) ?? 0) + 1);
      }
    const over = [...modules]
      .filter(([, count]) => count > MOST_MODULES)
      .map(([folder, count]) => `src/${folder}: ${count} modules`);
    expect(modules.size).toBeGreaterThan(20);
    expect(over).toEqual([]);
  });
});
