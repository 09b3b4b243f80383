// docs/obligations/authority.md ("Who may assert what") is the authority table: a section per row, in
// the table's order and words, each with the standard's words it cites, and no section for a fact
// the table lacks.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { AUTHORITY_TABLE, FACTS } from "../../src/core/authority/authority-table.ts";
import { authoritySection } from "../support/authority-docs.ts";

const docs = () =>
  readFile(new URL("../../docs/obligations/authority.md", import.meta.url), "utf8");

describe("the authority table in docs/obligations/authority.md", () => {
  it.each(AUTHORITY_TABLE.map((row) => [row.fact, row]))("%s", async (_fact, row) => {
    expect(await docs()).toContain(authoritySection(row).join("\n"));
  });

  it("has a section per fact, in the table's order, and no other", async () => {
    const headed = (await docs())
      .split("\n")
      .filter((line) => line.startsWith("#### "))
      .map((line) => line.slice("#### ".length));
    expect(headed).toEqual([...FACTS]);
  });
});
