// `cip-sync emulator --help` and the flags table of docs/emulator.md say the same: every flag the
// help shows is a row of the table and every row a flag, each taking a value in both or in
// neither, and a default the help states is the table's default.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { repositoryRoot, runCliInProcess } from "../support/cli.ts";

interface FlagFacts {
  takesValue: boolean;
  /** The default as stated, without backticks; undefined when none is. */
  default: string | undefined;
}

/** The options of the help text, joined with their continuation lines; -h/--help left out. */
function helpFlags(help: string): Map<string, FlagFacts> {
  const options = help.slice(help.indexOf("Options:\n"), help.indexOf("\nExamples:"));
  const flags = new Map<string, FlagFacts>();
  for (const [, flag = "", value, text = ""] of options
    .replace(/\n {20,}/g, " ")
    .matchAll(/^ {2}(?:-\w, )?(--[\w-]+)( <\w+>)? +(.*)$/gm)) {
    if (flag === "--help") continue;
    flags.set(flag, {
      takesValue: value !== undefined,
      default: /\(default: ([^)]+)\)$/.exec(text)?.[1],
    });
  }
  return flags;
}

/** The rows of the page's table headed "| Flag | Default | Meaning |". */
function tableFlags(page: string): Map<string, FlagFacts> {
  const table = page.slice(page.indexOf("| Flag "));
  const flags = new Map<string, FlagFacts>();
  for (const [, flag = "", value, fallback = ""] of table
    .slice(0, table.indexOf("\n\n"))
    .matchAll(/^\| `(--[\w-]+)( [A-Z/]+)?` +\| ([^|]+?) +\|/gm)) {
    flags.set(flag, { takesValue: value !== undefined, default: fallback.replace(/`/g, "") });
  }
  return flags;
}

describe("docs/emulator.md and cip-sync emulator --help", () => {
  it("list the same flags, with the same defaults", async () => {
    const run = await runCliInProcess(["emulator", "--help"], { cwd: repositoryRoot });
    expect(run.code).toBe(0);
    const help = helpFlags(run.stdout);
    const table = tableFlags(readFileSync(`${repositoryRoot}docs/emulator.md`, "utf8"));
    expect(help.size).toBeGreaterThan(10);
    expect([...table.keys()].sort()).toEqual([...help.keys()].sort());
    for (const [flag, facts] of help) {
      const row = table.get(flag)!;
      expect({ flag, takesValue: row.takesValue }).toEqual({ flag, takesValue: facts.takesValue });
      if (facts.default !== undefined) {
        expect({ flag, default: row.default }).toEqual({
          flag,
          default: expect.stringContaining(facts.default),
        });
      }
    }
  });
});
