// The manual's lists of the families are generated from the registry (issue 97, item 3): each page
// scripts/generate-family-docs.ts writes holds exactly what it writes, so a family added to the
// table fails here until `npm run family-docs` names and links it, and no page is edited by hand.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FAMILY_DOCS, renderFamilyDocs } from "../../scripts/generate-family-docs.ts";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";
import { repositoryRoot } from "../support/cli.ts";

const read = (page: string) => readFileSync(`${repositoryRoot}${page}`, "utf8");

describe("the families' lists in the manual", () => {
  it.each(Object.entries(FAMILY_DOCS))("%s is as generated", async (page, sections) => {
    const text = read(page);
    expect(await renderFamilyDocs(text, `${repositoryRoot}${page}`, sections)).toBe(text);
  });

  it.each(MERGE_JUDGED_FAMILIES.map((family) => [family.name, family.docs]))(
    "%s: its page is linked from docs/README.md and docs/cip-obligations.md",
    (_, docs) => {
      for (const page of ["docs/README.md", "docs/cip-obligations.md"])
        expect(read(page)).toContain(`](${docs})`);
    },
  );
});
