// The inventory documents the manual shows are valid: every YAML block of docs/inventory-format.md
// and docs/cip-obligations.md that declares a cyber system parses without a problem.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../src/core/inventory/parse-inventory.ts";
import { repositoryRoot } from "../support/cli.ts";

const pages = ["docs/inventory-format.md", "docs/cip-obligations.md"];
const blocks = pages.flatMap((page) =>
  [...readFileSync(`${repositoryRoot}${page}`, "utf8").matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .filter((text) => /^cyber_system:/m.test(text) && !/^#.*invalid/im.test(text))
    .map((text, index) => ({ name: `${page} block ${index + 1}`, text })),
);

describe("inventory examples in the manual", () => {
  it("include the baseline example", () => {
    expect(blocks.some((block) => block.text.includes("baseline_ref:"))).toBe(true);
  });

  it.each(blocks)("$name parses without a problem", ({ name, text }) => {
    expect(parseInventoryText(text, name).diagnostics).toEqual([]);
  });
});
