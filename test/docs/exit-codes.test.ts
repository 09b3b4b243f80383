// The exit codes, said twice: in `cip-sync --help` (generated from EXIT_CODE_ROWS) and in the table
// "Exit codes, all commands" of docs/command-line.md, which must hold the same rows in the same
// order. Issue 52: the help had left out 3, and the table 130.
import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { EXIT_CODE_ROWS } from "../../src/cli/exit-codes-table.ts";
import { repositoryRoot, runCliInProcess } from "../support/cli.ts";

it("docs/command-line.md's exit-code table holds the rows --help prints", async () => {
  const page = await readFile(`${repositoryRoot}docs/command-line.md`, "utf8");
  const section = page.slice(page.indexOf("## Exit codes, all commands"));
  const rows = section
    .split("\n")
    .filter((line) => /^\| [\d, ]+ +\|/.test(line))
    .map((line) => {
      const [code, meaning] = line
        .split("|")
        .slice(1, 3)
        .map((cell) => cell.trim());
      return { code, meaning };
    });
  expect(rows).toEqual(EXIT_CODE_ROWS);
});

it("cip-sync --help lists every exit code, 3 and 130 included", async () => {
  const run = await runCliInProcess(["--help"], { cwd: repositoryRoot });
  const listed = run.stdout
    .slice(run.stdout.indexOf("Exit codes:\n"))
    .split("\n")
    .flatMap((line) => /^ {2}(\d[\d, ]*?) {2,}/.exec(line)?.[1] ?? []);
  expect(listed).toEqual(EXIT_CODE_ROWS.map((row) => row.code));
});
