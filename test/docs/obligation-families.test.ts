// Found where it is looked for (issue 71, item 5): the README's opening and command list,
// docs/README.md (both generated, scripts/generate-family-docs.ts), `obligations --help`, `evidence report --help` and `--fail-on`'s help name every
// family of obligation the tool judges and every command it has. The families are derived from
// the requirement table (OBLIGATION_KINDS), not written here, so that a family added to the table
// and left out of any of these fails this test.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMAND_SPECS } from "../../src/cli/command-specs.ts";
import { EXIT_OBLIGATIONS } from "../../src/cli/compliance/obligations-command.ts";
import { OBLIGATION_KINDS } from "../../src/core/obligations/obligation-model.ts";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";
import {
  obligationFamilies,
  obligationFamiliesInWords,
} from "../../src/core/obligations/obligation-kinds.ts";
import { repositoryRoot, runCliInProcess } from "../support/cli.ts";

const families = obligationFamiliesInWords();
const readme = readFileSync(`${repositoryRoot}README.md`, "utf8");
const manual = readFileSync(`${repositoryRoot}docs/README.md`, "utf8");

/** The help `cip-sync ...args --help` prints. */
async function helpOf(...args: string[]): Promise<string> {
  const run = await runCliInProcess([...args, "--help"], { cwd: repositoryRoot });
  expect(run.code).toBe(0);
  return run.stdout;
}

describe("every family of obligation is named where it is looked for", () => {
  it("the words are derived from every obligation the tool judges", () => {
    for (const kind of OBLIGATION_KINDS) {
      const [standard, requirement] = kind.split(" ");
      expect(families).toMatch(
        new RegExp(`${standard} (R\\d, )*(R\\d and )?${requirement!.replace(/\..*$/, "")}\\b`),
      );
    }
  });

  it.each([
    ["the README's opening", readme.slice(0, readme.indexOf("\n## "))],
    ["docs/README.md", manual],
  ])("%s", (_, text) => {
    expect(text.replace(/\s+/g, " ")).toContain(families);
  });

  it("obligations --help and evidence report --help", async () => {
    for (const help of [await helpOf("obligations"), await helpOf("evidence", "report")])
      expect(help.replace(/\s+/g, " ")).toContain(families);
  });

  it("--fail-on's help names its exit code and what it counts: exceptions too", async () => {
    const help = (await helpOf("obligations")).replace(/\s+/g, " ");
    const failOn = help.slice(help.indexOf("--fail-on"), help.indexOf("--status"));
    expect(failOn).toContain(`exit ${EXIT_OBLIGATIONS}`);
    expect(failOn).toMatch(/exception/);
    expect(failOn).toMatch(/overdue/);
    expect(failOn).toMatch(/due-soon/);
  });
});

describe("each family judged from accepted merges names its page (Family.docs)", () => {
  it.each(MERGE_JUDGED_FAMILIES.map((family) => [family.name, family.docs]))(
    "%s: docs/%s, headed by the family's name and linked from docs/cip-obligations.md",
    (name, docs) => {
      const page = readFileSync(`${repositoryRoot}docs/${docs}`, "utf8");
      expect(page.split("\n")[0]).toMatch(new RegExp(`^# ${name} `));
      const index = readFileSync(`${repositoryRoot}docs/cip-obligations.md`, "utf8");
      expect(index).toContain(`(${docs})`);
    },
  );
});

describe("the README's command list", () => {
  it("names every command cip-sync has", () => {
    const list = /`cip-sync ((?:[a-z]+ \| ?\n?)+[a-z]+)`/.exec(readme)?.[1];
    expect(list).toBeDefined();
    expect(list!.split(/\s*\|\s*/).sort()).toEqual(COMMAND_SPECS.map((spec) => spec.name).sort());
  });
});

describe("docs/cip-obligations.md says when each family is judged (issue 69)", () => {
  const page = readFileSync(`${repositoryRoot}docs/cip-obligations.md`, "utf8");
  const heading = "## When each family is judged, and what the outputs show before\n";
  const start = page.indexOf(heading);
  const section = page.slice(start, page.indexOf("\n## ", start + heading.length));

  it("has the section", () => {
    expect(start).toBeGreaterThan(0);
  });

  // A family added to the requirement table without its bullet fails here.
  it.each(obligationFamilies())("%s has a bullet saying from which record", (family) => {
    const bullet = section
      .split("\n- ")
      .find((item) =>
        new RegExp(`^(\\*\\*[^*]+\\*\\*(, | and )?)*\\*\\*${family}\\*\\*`).test(item),
      );
    expect(bullet, family).toBeDefined();
    expect(bullet).toMatch(/^[^:]*: from /);
  });

  it.each(MERGE_JUDGED_FAMILIES.map((family) => family.name))(
    "%s, judged from accepted merges only, has every output's not-judged words listed",
    (name) => {
      const bullet = section.split("\n- ").find((item) => item.includes(`**${name}**`));
      for (const output of [
        "cip-sync obligations",
        "cip-sync evidence report",
        "cip-sync evidence populations",
        "drift check",
      ])
        expect(bullet, output).toContain(output);
    },
  );
});
