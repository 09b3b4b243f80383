// docs/obligations/requirements.md maps every row of the requirement table to its text: each row is
// there, with the summary its obligations print and its Applicable Systems exactly as the table (and
// the standard) states them. Under "The standard's words", each family's page (and the requirement
// table's, for the row no family holds) has a section per row that quotes its Requirements and
// Measures columns exactly as the table holds them, and nothing else as a quote. The governance
// obligations (CIP-002 R2, CIP-003 R3 and R4) have such a section too, on their pages, quoting what
// governance-requirements.ts holds.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { REQUIREMENT_TABLE } from "../../src/core/inventory/baselines/requirements.ts";
import { GOVERNANCE_REQUIREMENT_TABLE } from "../../src/core/authority/governance-requirements.ts";

const page = (name: string) =>
  readFile(new URL(`../../docs/obligations/${name}`, import.meta.url), "utf8");

/** The pages that quote the standard's words, in the order of the tables' rows they quote. */
const QUOTING_PAGES = [
  "cip-010-r1-r2.md",
  "requirements.md",
  "cip-007-r2.md",
  "cip-010-r3.md",
  "cip-002-r2.md",
  "cip-003.md",
];
const docs = async () => (await Promise.all(QUOTING_PAGES.map(page))).join("\n");

/** The lines of the section headed `#### id`, up to the next heading. */
function section(text: string, id: string): string[] | undefined {
  const lines = text.split("\n");
  const start = lines.indexOf(`#### ${id}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith("#"));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

describe("the requirement table in docs/obligations/requirements.md", () => {
  it.each(REQUIREMENT_TABLE.map((row) => [row.id, row]))("%s", async (id, row) => {
    const text = await page("requirements.md");
    const line = text.split("\n").find((candidate) => candidate.startsWith(`| ${id} `));
    expect(line).toBeDefined();
    const cells = line!.split("|").map((cell) => cell.trim());
    // The summary each obligation prints, and the standard's Applicable Systems column.
    expect(cells[2]).toBe(row.summary);
    expect(cells[3]).toBe(row.applicableSystems);
  });
});

/** What a section quotes: a requirement table row, or a governance obligation's entry. */
interface Quoted {
  source: string;
  requirementText?: string;
  measures?: string;
}

const quoted: [string, Quoted][] = [
  ...REQUIREMENT_TABLE.map((row): [string, Quoted] => [row.id, row]),
  ...GOVERNANCE_REQUIREMENT_TABLE.map((entry): [string, Quoted] => [entry.kind, entry]),
];

describe("the standard's words in docs/obligations/", () => {
  it.each(quoted)("%s", async (id, entry) => {
    const text = await docs();
    const lines = section(text, id);
    expect(lines, `no section #### ${id}`).toBeDefined();
    // The entry's quotes, in order and exactly, and no other quote.
    const quotes = lines!.filter((line) => line.startsWith(">"));
    const expected = [entry.requirementText, entry.measures].filter((quote) => quote !== undefined);
    expect(quotes).toEqual(expected.map((quote) => `> ${quote}`));
    expect(lines!.join("\n")).toContain(`**Requirements** (${entry.source}):`);
    expect(lines!.join("\n")).toContain(
      entry.measures === undefined ? "**Measures**: not quoted here" : "**Measures**:\n\n>",
    );
  });

  it("has a section for nothing the tables lack, in the tables' order", async () => {
    const headed = (await docs())
      .split("\n")
      .filter((line) => /^#### CIP-0\d\d R/.test(line))
      .map((line) => line.slice("#### ".length));
    expect(headed).toEqual(quoted.map(([id]) => id));
  });
});
