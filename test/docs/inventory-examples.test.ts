// The inventory documents the manual shows are valid: every YAML block of docs/inventory-format.md,
// docs/cip-obligations.md, the family pages under docs/obligations/ and README.md that declares a
// cyber system parses without a problem, and so does every `assets:` fragment of docs/plans.md once
// given a cyber system.
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../src/core/inventory/document/parse-inventory.ts";
import { repositoryRoot } from "../support/cli.ts";

/** The YAML blocks of a page, without the indentation of a block inside a list item. */
function yamlBlocks(page: string): string[] {
  const text = readFileSync(`${repositoryRoot}${page}`, "utf8");
  return [...text.matchAll(/^( *)```yaml\n([\s\S]*?)^ *```/gm)].map(([, indent, body]) =>
    body!
      .split("\n")
      .map((line) => (line.startsWith(indent!) ? line.slice(indent!.length) : line))
      .join("\n"),
  );
}

const pages = [
  "docs/inventory-format.md",
  "docs/cip-obligations.md",
  ...globSync("docs/obligations/*.md", { cwd: repositoryRoot }).sort(),
  "README.md",
];
const blocks = [
  ...pages.flatMap((page) =>
    yamlBlocks(page)
      // An assessment file names a system too (test/docs/assessment-file-examples.test.ts reads it).
      .filter(
        (text) =>
          /^cyber_system:/m.test(text) &&
          !/^#.*invalid/im.test(text) &&
          !/^# vulnerability-assessments\//m.test(text),
      )
      .map((text, index) => ({ name: `${page} block ${index + 1}`, text })),
  ),
  ...yamlBlocks("docs/plans.md")
    .filter((text) => /^assets:/m.test(text))
    .map((text, index) => ({
      name: `docs/plans.md fragment ${index + 1}`,
      text: `cyber_system: Protection System\n${text}`,
    })),
];

describe("inventory examples in the manual", () => {
  it("include the baseline example, the README's and the renames of docs/plans.md", () => {
    expect(blocks.some((block) => block.text.includes("baseline_ref:"))).toBe(true);
    expect(blocks.filter((block) => block.name.startsWith("README.md"))).toHaveLength(1);
    expect(blocks.filter((block) => block.name.startsWith("docs/plans.md"))).toHaveLength(2);
  });

  it.each(blocks)("$name parses without a problem", ({ name, text }) => {
    expect(parseInventoryText(text, name).diagnostics).toEqual([]);
  });
});
