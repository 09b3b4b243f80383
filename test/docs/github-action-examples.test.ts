// docs/github-action.md shows examples/workflows/cip-sync.yml and drift.yml "without their
// explanatory comments": parsed, each block is the file it copies, key for key.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { workflowBlocks } from "../../scripts/lint-workflows.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, "utf8");
const PAGE = "docs/github-action.md";

function shownWorkflow(name: string): unknown {
  const blocks = workflowBlocks(read(PAGE), PAGE).map((block) => parse(block.text) as unknown);
  const found = blocks.filter((workflow) => (workflow as { name?: unknown }).name === name);
  expect(found).toHaveLength(1);
  return found[0];
}

describe(`the workflows ${PAGE} shows`, () => {
  it.each([
    { name: "Inventory", file: "examples/workflows/cip-sync.yml" },
    { name: "Inventory drift", file: "examples/workflows/drift.yml" },
  ])("$name is $file without its comments", ({ name, file }) => {
    expect(shownWorkflow(name)).toEqual(parse(read(file)));
  });
});
