// The command lines docs/command-line.md, its pages by command group (docs/command-line/) and
// docs/sources.md show are ones the CLI accepts: every
// example (in a shell, console or workflow block, or a code span without placeholders) parses to
// its command's settings, and every flag (and format) a synopsis names is one of its command's.
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMAND_SPECS } from "../../src/cli/command-specs.ts";
import type { CommandSpec } from "../../src/cli/command-spec.ts";
import { parseCliArgs } from "../../src/cli/shared/settings.ts";
import { repositoryRoot } from "../support/cli.ts";

const COMMAND_LINE_PAGES = [
  "docs/command-line.md",
  ...globSync("docs/command-line/*.md", { cwd: repositoryRoot }).sort(),
];
const PAGES = [...COMMAND_LINE_PAGES, "docs/sources.md"];

const ENVIRONMENT = { env: {}, cwd: repositoryRoot, stdoutIsTTY: false, stderrIsTTY: false };

function pageText(page: string): string {
  return readFileSync(`${repositoryRoot}${page}`, "utf8");
}

/** The fenced blocks of a page whose info string is one of `languages`. */
function blocks(text: string, languages: readonly string[]): string[] {
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)]
    .filter((match) => languages.includes(match[1]!))
    .map((match) => match[2]!);
}

/** The words of one shell line up to a comment, pipe, redirection or `&&`: quotes removed. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (const part of line.matchAll(/'([^']*)'|"([^"]*)"|(\s+)|([|>#]|&&)|([^\s'"|>#&]+|&)/g)) {
    if (part[4] !== undefined) break;
    if (part[3] !== undefined) {
      if (word !== undefined) words.push(word);
      word = undefined;
      continue;
    }
    word = (word ?? "") + (part[1] ?? part[2] ?? part[5] ?? "");
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The arguments after `cip-sync` of a line that runs it; undefined for any other line. */
function cipSyncArguments(line: string): string[] | undefined {
  const words = shellWords(withoutPackage(line).replace(/^\s*(?:\$ |- run: )/, ""));
  const at = words.indexOf("cip-sync");
  return at === -1 ? undefined : words.slice(at + 1);
}

/**
 * The line without the package npx runs, which is not cip-sync's words:
 * `npx --package github:OWNER/cip-inventory-sync#COMMIT_SHA cip-sync validate`.
 */
function withoutPackage(line: string): string {
  return line.replace(/--package \S+/, "");
}

/** "COMMAND", "FILE", "[--check]", "...": a line that stands for commands rather than being one. */
const PLACEHOLDER = /\b[A-Z]{3,}\b|\[|\.\.\./;

function examples(page: string): string[] {
  const text = pageText(page);
  // A code span that is only a command's name ("`cip-sync review`") names the command; it is not
  // a command line to run.
  const spans = [...text.matchAll(/`(cip-sync [^`]*)`/g)]
    .map((match) => match[1]!)
    .filter((span) => specOf(span.split(" ").slice(1))?.name !== span.slice("cip-sync ".length));
  const lines = [
    ...blocks(text, ["sh", "console", "yaml"]).flatMap((block) => block.split("\n")),
    ...spans,
  ];
  return lines.filter(
    (line) => cipSyncArguments(line) !== undefined && !PLACEHOLDER.test(withoutPackage(line)),
  );
}

function synopses(page: string): string[] {
  return blocks(pageText(page), ["text"])
    .flatMap((block) => block.replace(/\n\s+\[/g, " [").split("\n"))
    .filter((line) => line.startsWith("cip-sync "));
}

/** The command a synopsis is of ("evidence verify"), and its options' long flags. */
function specOf(
  words: readonly string[],
): { name: string; flags: string[]; formats: string } | undefined {
  const [first, second] = words;
  const top = COMMAND_SPECS.find((spec) => spec.name === first);
  const sub: CommandSpec | undefined = top?.subcommands?.find((spec) => spec.name === second);
  const spec = sub ?? top;
  if (spec === undefined) return undefined;
  const flags = spec.options.flatMap((option) => /--[a-z-]+/.exec(option.flags)?.[0] ?? []);
  const formats = spec.options.find((option) => option.flags.startsWith("--format "));
  return {
    name: sub ? `${first} ${second}` : first!,
    flags: [...flags, "--help"],
    formats: formats?.description ?? "",
  };
}

describe.each(PAGES)("the command lines of %s", (page) => {
  it.each(examples(page))("%s is accepted", async (line) => {
    await expect(parseCliArgs(cipSyncArguments(line)!, ENVIRONMENT)).resolves.toBeDefined();
  });

  it.each(synopses(page))("%s names only the command's flags", (line) => {
    const words = line.split(/\s+/).slice(1);
    const spec = specOf(words);
    expect(spec, `${line} names a command`).toBeDefined();
    const named = [...line.matchAll(/--[a-z-]+/g)].map((match) => match[0]);
    expect(named.filter((flag) => !spec!.flags.includes(flag))).toEqual([]);
    // "--format text|markdown|json": each a format the command's help names.
    const formats = /--format ([a-z|-]+)/.exec(line)?.[1]?.split("|") ?? [];
    const offered = spec!.formats.split(/[\s,]+/);
    expect(formats.filter((format) => !offered.includes(format))).toEqual([]);
  });
});

describe("the examples the pages show", () => {
  it("are found: the test reads the pages it means to", () => {
    expect(COMMAND_LINE_PAGES).toEqual(
      expect.arrayContaining(["docs/command-line/inventory.md", "docs/command-line/evidence.md"]),
    );
    expect(COMMAND_LINE_PAGES.flatMap(examples)).toEqual(
      expect.arrayContaining([
        "cip-sync validate inventory/alpha.yaml 'inventory/**/*.yaml'",
        "$ cip-sync apply --plan plan.json --record change-record.json",
        "- run: npx --yes --package github:OWNER/cip-inventory-sync#COMMIT_SHA cip-sync validate --format sarif > cip-sync.sarif",
      ]),
    );
    expect(synopses("docs/sources.md")).toHaveLength(2);
  });
});
