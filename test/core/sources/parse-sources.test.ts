// cip-sources.yaml: every mistake reported at its file:line:column with what to do.
import { describe, expect, it } from "vitest";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";
import { parseSourcesText } from "../../../src/core/sources/parse-sources.ts";
import { CSV_SOURCES_FILE } from "../../support/source-repository.ts";

const COMMAND = `  - name: discovery
    kind: command
    run: [node, scripts/export-assets.mjs]
    systems: [Delta Substation]
    out: inventory/discovery/
`;

function problems(text: string): string[] {
  return parseSourcesText(text, "cip-sources.yaml").diagnostics.map(
    (diagnostic) => `${formatLocation(diagnostic.location!)}: ${diagnostic.message}`,
  );
}

describe("parseSourcesText", () => {
  it("reads the three kinds, with their defaults", () => {
    const netbox = `  - name: netbox
    kind: netbox
    url: https://netbox.example.internal
    filters: { tag: cip }
    system: custom_fields.cip_system
    type: { field: role.slug, map: { rtu: hardware } }
    systems: [Echo EMS]
    out: inventory/netbox/
`;
    const parsed = parseSourcesText(`${CSV_SOURCES_FILE}${netbox}${COMMAND}`, "cip-sources.yaml");
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.sources.map((source) => [source.definition.name, source.location.line])).toEqual([
      ["cmdb", 3],
      ["netbox", 11],
      ["discovery", 19],
    ]);
    const [, box, command] = parsed.sources.map((source) => source.definition);
    expect(box).toMatchObject({ name: "netbox", asset_name: "name" });
    expect(command).toMatchObject({ timeout_seconds: 120 });
  });

  it.each([
    {
      case: "an unknown key",
      text: `version: 1\nsources:\n${COMMAND}    colums: x\n`,
      expected: [
        'cip-sources.yaml:8:5: sources[0]: unknown key "colums"; remove it (see docs/sources.md for the keys of each kind)',
      ],
    },
    {
      case: "an unknown kind",
      text: `version: 1\nsources:\n${COMMAND.replace("kind: command", "kind: excel")}`,
      expected: ["cip-sources.yaml:4:11: sources[0].kind: must be csv, netbox or command"],
    },
    {
      case: "a missing key",
      text: `version: 1\nsources:\n${COMMAND.replace("    out: inventory/discovery/\n", "")}`,
      expected: [
        'cip-sources.yaml:3:5: missing key "out" at sources[0]; add it (see docs/sources.md)',
      ],
    },
    {
      case: "a wrong version",
      text: `version: 2\nsources: []\n`,
      expected: ["cip-sources.yaml:1:10: version: expected 1; fix the value"],
    },
    {
      case: "an out directory outside the repository",
      text: `version: 1\nsources:\n${COMMAND.replace("inventory/discovery/", "../elsewhere")}`,
      expected: ["cip-sources.yaml:7:10: sources[0].out: must not contain ..; fix the value"],
    },
    {
      case: "the repository root as out",
      text: `version: 1\nsources:\n${COMMAND.replace("inventory/discovery/", "./")}`,
      expected: [
        "cip-sources.yaml:7:10: sources[0].out: must name a directory inside the repository, not its root; fix the value",
      ],
    },
    {
      case: "a system owned twice",
      text: `version: 1\nsources:\n${COMMAND}${COMMAND.replace("name: discovery", "name: other").replace("inventory/discovery/", "inventory/other/")}`,
      expected: [
        'cip-sources.yaml:11:15: cyber system "Delta Substation" is already owned by source "discovery" (cip-sources.yaml:6:15); a system has one source: remove it from one of them',
      ],
    },
    {
      case: "two sources with one name and one directory",
      text: `version: 1\nsources:\n${COMMAND}${COMMAND.replace("Delta Substation", "Foxtrot")}`,
      expected: [
        'cip-sources.yaml:8:5: two sources are named "discovery" (first at cip-sources.yaml:3:5); rename one',
        'cip-sources.yaml:8:5: out "inventory/discovery/" of source "discovery" overlaps out "inventory/discovery/" of source "discovery" (cip-sources.yaml:3:5); give each source its own directory',
      ],
    },
    {
      case: "a YAML syntax error",
      text: `version: 1\nsources: [\n`,
      expected: [expect.stringMatching(/^cip-sources\.yaml:\d+:\d+: invalid YAML: /)],
    },
  ])("reports $case at its place", ({ text, expected }) => {
    expect(problems(text)).toEqual(expected);
  });
});
