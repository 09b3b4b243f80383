// The sources files docs/sources.md shows are valid, so a newcomer who copies one starts from no
// error: the whole file of the three kinds, and the `systems:` list of a name that repeats, whose
// rows in the page's CSV are each declared.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSourcesText } from "../../src/core/sources/parse-sources.ts";
import { buildSnapshot } from "../../src/core/sources/source-documents.ts";
import { repositoryRoot } from "../support/cli.ts";

const PAGE = "docs/sources.md";
const text = readFileSync(`${repositoryRoot}${PAGE}`, "utf8");
const blocks = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!);

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

  it("the CSV rows naming a system with its parent are declared, each in its own file", () => {
    const systems = blocks.find((block) => /^systems:\n {2}- \{ cyber_system:/.test(block))!;
    const csv = /```csv\n([\s\S]*?)```/.exec(text)?.[1];
    expect(csv, "the page shows the rows of such systems").toBeDefined();
    const [, ...rows] = csv!.trim().split("\n");
    const file = `version: 1\nsources:\n  - name: cmdb\n    kind: csv\n    file: exports/ot-assets.csv\n    columns: { name: hostname, system: cip_system, type: asset_class }\n    types: { Relay: hardware }\n    out: inventory/cmdb/\n${systems.replace(/^/gm, "    ")}`;
    const [source] = parseSourcesText(file, PAGE).sources;
    const snapshot = buildSnapshot(
      source!.definition,
      rows.map((row, index) => {
        const [name = "", system = "", type = ""] = row.split(",");
        return { place: `row ${index + 2}`, name, system, type };
      }),
    );
    expect(snapshot.problems).toEqual([]);
    expect(
      snapshot.documents
        .filter((document) => document.assets.size > 0)
        .map((document) => document.path),
    ).toEqual([
      "inventory/cmdb/substation-alpha-protection-system.yaml",
      "inventory/cmdb/substation-bravo-protection-system.yaml",
    ]);
  });
});

// Each platform kind's page shows one whole sources file of its kind, which must be valid as shown.
describe.each(["servicenow", "tenable-ot", "nozomi"])(
  "the sources file of docs/sources-%s.md",
  (kind) => {
    const page = `docs/sources-${kind}.md`;
    const pageText = readFileSync(`${repositoryRoot}${page}`, "utf8");
    const files = [...pageText.matchAll(/```yaml\n(version: 1\n[\s\S]*?)```/g)].map(
      (match) => match[1]!,
    );

    it("is valid, and of its kind", () => {
      expect(files, "the page shows one whole sources file").toHaveLength(1);
      const parsed = parseSourcesText(files[0]!, page);
      expect(parsed.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([]);
      expect(parsed.sources.map((source) => source.definition.kind)).toEqual([kind]);
    });

    it("its monitoring settings are valid in that file", () => {
      const monitoring = [...pageText.matchAll(/```yaml\n(monitoring:\n[\s\S]*?)```/g)].map(
        (match) => match[1]!,
      );
      expect(monitoring, "the page shows its monitoring settings").toHaveLength(1);
      const file = `${files[0]!}${monitoring[0]!.replace(/^(?=.)/gm, "    ")}`;
      const parsed = parseSourcesText(file, page);
      expect(parsed.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([]);
      const [source] = parsed.sources.map((entry) => entry.definition);
      expect(source && "monitoring" in source ? source.monitoring?.file : undefined).toMatch(
        /^observed\/.+\.json$/,
      );
    });
  },
);
