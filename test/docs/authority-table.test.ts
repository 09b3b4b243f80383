// docs/obligations/authority.md ("Who may assert what") is the authority table: a section per row, in
// the table's order and words, each with the standard's words it cites, and no section for a fact
// the table lacks; a row citing a part a family declares is on that family's page instead, under
// its own "Who may assert what", held the same way.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { AUTHORITY_TABLE, FACTS } from "../../src/core/authority/authority-table.ts";
import { authorityPageOf, authoritySection } from "../../scripts/authority-docs.ts";

const docs = (page: string) => readFile(new URL(`../../docs/${page}`, import.meta.url), "utf8");
const pages = [...new Set(AUTHORITY_TABLE.map(authorityPageOf))];

describe("the authority table in docs/obligations/authority.md and the families' pages", () => {
  it.each(AUTHORITY_TABLE.map((row) => [row.fact, row]))("%s", async (_fact, row) => {
    expect(await docs(authorityPageOf(row))).toContain(authoritySection(row).join("\n"));
  });

  it("keeps a family's rows on its page: CIP-003-9 low impact's, CIP-007-6 R5's", () => {
    expect(pages).toEqual([
      "obligations/authority.md",
      "obligations/cip-003-low-impact.md",
      "obligations/cip-007-r5.md",
    ]);
  });

  it.each(pages)(
    "%s has a section per fact of its rows, in the table's order, and no other",
    async (page) => {
      const headed = (await docs(page))
        .split("\n")
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
