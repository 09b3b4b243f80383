// docs/troubleshooting.md cannot go stale: every exit code the CLI defines and every failure-reason
// the Action can set is a row of its tables, and the tables hold no code or reason the code lacks.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as cliIo from "../../src/cli/shared/io.ts";
import { EXIT_OBLIGATIONS } from "../../src/cli/compliance/obligations-command.ts";
import { FAILURE_REASONS } from "../../src/core/review/outcomes.ts";
import { repositoryRoot } from "../support/cli.ts";

const page = readFileSync(`${repositoryRoot}docs/troubleshooting.md`, "utf8");

/** The first cells, in backticks, of the rows of the table under the heading `heading`. */
function firstCells(heading: string): string[] {
  const start = page.indexOf(`\n## ${heading}\n`);
  expect(start).toBeGreaterThan(-1);
  const section = page.slice(start + 1, page.indexOf("\n## ", start + 1));
  // The rows under the header's separator line.
  const body = section.slice(section.indexOf("\n| -"));
  return [...body.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1]!);
}

describe("docs/troubleshooting.md", () => {
  it("lists exactly the CLI's exit codes", () => {
    // Issue 64: obligations --fail-on's 3 is defined beside its command, and the table had left it out.
    const codes = [
      ...Object.entries(cliIo)
        .filter(([name]) => name.startsWith("EXIT_"))
        .map(([, value]) => String(value)),
      String(EXIT_OBLIGATIONS),
    ];
    expect(codes.length).toBeGreaterThan(3);
    expect(firstCells("Exit codes of `cip-sync`").sort()).toEqual([...new Set(codes)].sort());
  });

  it("lists exactly the Action's failure reasons, each with what to do", () => {
    expect(firstCells("The Action's `failure-reason`").sort()).toEqual([...FAILURE_REASONS].sort());
  });
});

describe("the EBADENGINE paragraph", () => {
  it("counts the warnings as npm prints them: one block per package, not a guessed number of lines", () => {
    // Issue 71, item 7: the page said "about forty" lines where npm ci on Node 20 printed 65
    // blocks of five lines.
    const paragraph = page.slice(page.indexOf("**EBADENGINE warnings"), page.indexOf("**A tab in"));
    expect(paragraph).toContain("one\n`npm warn EBADENGINE` block (five lines) per package");
    expect(paragraph).not.toMatch(/about forty/);
  });
});
