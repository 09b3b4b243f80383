// docs/cip-obligations.md maps every row of the requirement table to its text: each row is there,
// with its Applicable Systems exactly as the table (and the standard) states them.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { REQUIREMENT_TABLE } from "../../src/core/inventory/requirements.ts";

describe("the requirement table in docs/cip-obligations.md", () => {
  it.each(REQUIREMENT_TABLE.map((row) => [row.id, row]))("%s", async (id, row) => {
    const text = await readFile(new URL("../../docs/cip-obligations.md", import.meta.url), "utf8");
    const line = text.split("\n").find((candidate) => candidate.startsWith(`| ${id} `));
    expect(line).toBeDefined();
    const cells = line!.split("|").map((cell) => cell.trim());
    expect(cells[3]).toBe(row.applicableSystems);
  });
});
