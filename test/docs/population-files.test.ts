// Every file `cip-sync evidence populations` writes is a row of the table of
// docs/audit-populations.md (preparing-for-an-audit.md's, until it was split), from the same names
// the help lists (POPULATION_FILES). The pages no longer count the files in words, which a family
// that joined had to edit (issue 97, item 3): they say a file per population, and
// docs/command-line/evidence.md's list of each family's files is generated (family-docs.test.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { POPULATION_FILES } from "../../src/render/evidence/populations.ts";
import { repositoryRoot } from "../support/cli.ts";

const page = (name: string) => readFileSync(`${repositoryRoot}docs/${name}`, "utf8");
const files = Object.values(POPULATION_FILES);
describe("the populations' files in the docs", () => {
  it("has a row per file in audit-populations.md's table, in the order written", () => {
    const rows = [...page("audit-populations.md").matchAll(/^\| `([\w.-]+\.csv)` +\|/gm)];
    expect(rows.map(([, file]) => file)).toEqual(files);
  });
});
