// docs/obligations/authority.md ("Who may assert what") is the authority table: a section per row, in
// the table's order and words, each with the standard's words it cites, and no section for a fact
// the table lacks; a row citing a part a family of the table judges is on that family's page
// instead, under its own "Who may assert what", held the same way.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { AUTHORITY_TABLE, FACTS } from "../../src/core/authority/authority-table.ts";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";
import { authorityPageOf, authoritySection } from "../../scripts/authority-docs.ts";

/**
 * The lines of a page that hold authority rows: a family page's "Who may assert what" section (its
 * parts' own headings are elsewhere on it), or the whole of the table's page.
 */
function authorityLines(lines: string[]): string[] {
  const start = lines.indexOf("## Who may assert what");
  if (start === -1) return lines;
  const end = lines.findIndex((line, index) => index > start && line.startsWith("## "));
  return lines.slice(start, end === -1 ? undefined : end);
}

const docs = (page: string) => readFile(new URL(`../../docs/${page}`, import.meta.url), "utf8");
const pages = [...new Set(AUTHORITY_TABLE.map(authorityPageOf))];

describe("the authority table in docs/obligations/authority.md and the families' pages", () => {
  it.each(AUTHORITY_TABLE.map((row) => [row.fact, row]))("%s", async (_fact, row) => {
    expect(await docs(authorityPageOf(row))).toContain(authoritySection(row).join("\n"));
  });

  it("keeps each family's rows on its page, the others on the table's", () => {
    expect(pages).toEqual([
      "obligations/authority.md",
      ...MERGE_JUDGED_FAMILIES.filter((family) =>
        AUTHORITY_TABLE.some((row) => family.kinds.includes(row.cites)),
      ).map((family) => family.docs),
    ]);
  });

  it.each(pages)(
    "%s has a section per fact of its rows, in the table's order, and no other",
    async (page) => {
      const headed = authorityLines((await docs(page)).split("\n"))
        .filter((line) => line.startsWith("#### "))
        .map((line) => line.slice("#### ".length));
      expect(headed).toEqual(
        FACTS.filter((fact) =>
          AUTHORITY_TABLE.some((row) => row.fact === fact && authorityPageOf(row) === page),
        ),
      );
    },
  );
});
