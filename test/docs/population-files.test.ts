// Every file `cip-sync evidence populations` writes is a row of the table of
// docs/audit-populations.md (preparing-for-an-audit.md's, until it was split), and both pages count them as the command writes them (issue 91,
// item 2: low-impact-sites.csv joined them), from the same names the help lists (POPULATION_FILES).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { POPULATION_FILES } from "../../src/render/evidence/populations.ts";
import { repositoryRoot } from "../support/cli.ts";

const page = (name: string) => readFileSync(`${repositoryRoot}docs/${name}`, "utf8");
const files = Object.values(POPULATION_FILES);
const COUNTS = ["sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
const countWord = (n: number) => COUNTS[n - 16];

describe("the populations' files in the docs", () => {
  it("has a row per file in audit-populations.md's table, in the order written", () => {
    const rows = [...page("audit-populations.md").matchAll(/^\| `([\w.-]+\.csv)` +\|/gm)];
    expect(rows.map(([, file]) => file)).toEqual(files);
  });

  it("counts them in both pages", () => {
    expect(page("preparing-for-an-audit.md")).toContain(`${countWord(files.length)} CSV files`);
    expect(page("command-line/evidence.md")).toContain(
      `Writes ${countWord(files.length)} CSV files`,
    );
    expect(page("command-line/evidence.md")).toContain(
      `writes the other ${countWord(files.length - 1)} without \`ports.csv\``,
    );
  });
});
