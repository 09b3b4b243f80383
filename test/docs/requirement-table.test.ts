// docs/cip-obligations.md maps every row of the requirement table to its text: each row is there,
// with its Applicable Systems exactly as the table (and the standard) states them, and under "The
// standard's words" a section per row that quotes its Requirements and Measures columns exactly
// as the table holds them, and nothing else as a quote.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { REQUIREMENT_TABLE } from "../../src/core/inventory/requirements.ts";

const docs = () => readFile(new URL("../../docs/cip-obligations.md", import.meta.url), "utf8");

/** The lines of the section headed `#### id`, up to the next heading. */
function section(text: string, id: string): string[] | undefined {
  const lines = text.split("\n");
  const start = lines.indexOf(`#### ${id}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith("#"));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

describe("the requirement table in docs/cip-obligations.md", () => {
  it.each(REQUIREMENT_TABLE.map((row) => [row.id, row]))("%s", async (id, row) => {
    const text = await docs();
    const line = text.split("\n").find((candidate) => candidate.startsWith(`| ${id} `));
    expect(line).toBeDefined();
    const cells = line!.split("|").map((cell) => cell.trim());
    expect(cells[3]).toBe(row.applicableSystems);
  });
});

describe("the standard's words in docs/cip-obligations.md", () => {
  it.each(REQUIREMENT_TABLE.map((row) => [row.id, row]))("%s", async (id, row) => {
    const text = await docs();
    const lines = section(text, id);
    expect(lines, `no section #### ${id}`).toBeDefined();
    // The row's quotes, in order and exactly, and no other quote.
    const quotes = lines!.filter((line) => line.startsWith(">"));
    const expected = [row.requirementText, row.measures].filter((quote) => quote !== undefined);
    expect(quotes).toEqual(expected.map((quote) => `> ${quote}`));
    expect(lines!.join("\n")).toContain(`**Requirements** (${row.source}):`);
    expect(lines!.join("\n")).toContain(
      row.measures === undefined ? "**Measures**: not quoted here" : "**Measures**:\n\n>",
    );
  });

  it("has a section for no row the table lacks", async () => {
    const headed = (await docs())
      .split("\n")
      .filter((line) => /^#### CIP-0\d\d R/.test(line))
      .map((line) => line.slice("#### ".length));
    expect(headed).toEqual(REQUIREMENT_TABLE.map((row) => row.id));
  });
});
