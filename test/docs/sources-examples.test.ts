// The sources files docs/sources.md shows are valid, so a newcomer who copies one starts from no
// error: the whole file of the three kinds, and the `systems:` list of a name that repeats.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSourcesText } from "../../src/core/sources/parse-sources.ts";
import { repositoryRoot } from "../support/cli.ts";

const PAGE = "docs/sources.md";
const blocks = [
  ...readFileSync(`${repositoryRoot}${PAGE}`, "utf8").matchAll(/```yaml\n([\s\S]*?)```/g),
].map((match) => match[1]!);

function problems(text: string): string[] {
  return parseSourcesText(text, PAGE).diagnostics.map((diagnostic) => diagnostic.message);
}

describe("the sources files of docs/sources.md", () => {
  it("the sources file of the three kinds is valid", () => {
    const file = blocks.find((block) => block.startsWith("version: 1\n"));
    expect(file, "the page shows a whole sources file").toBeDefined();
    expect(problems(file!)).toEqual([]);
  });

  it("the systems of a name that repeats at another facility are valid in a source", () => {
    const systems = blocks.find((block) => /^systems:\n {2}- \{ cyber_system:/.test(block));
    expect(systems, "the page shows systems named with their parent").toBeDefined();
    const source = `version: 1\nsources:\n  - name: cmdb\n    kind: command\n    run: [node, export.mjs]\n    out: inventory/cmdb/\n${systems!.replace(/^/gm, "    ")}`;
    expect(problems(source)).toEqual([]);
  });
});
