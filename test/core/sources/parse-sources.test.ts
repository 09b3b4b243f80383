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

  it("reads a tenable-ot source's filter in the shape of the assets query's, hidden assets left out", () => {
    const text = `version: 1\nsources:\n  - name: ot\n    kind: tenable-ot\n    url: https://ot.example.internal\n    filter:\n      op: And\n      expressions:\n        - { op: In, field: type, values: [Plc, Rtu] }\n        - { op: NotEqual, field: purdueLevel, values: Level3 }\n    system: customField1\n    type: { field: type, map: { Plc: hardware, Rtu: hardware } }\n    systems: [Golf EMS]\n    out: inventory/ot/\n`;
    const parsed = parseSourcesText(text, "cip-sources.yaml");
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.sources[0]!.definition).toMatchObject({
      include_hidden: false,
      filter: {
        op: "And",
        expressions: [
          { op: "In", field: "type", values: ["Plc", "Rtu"] },
          { op: "NotEqual", field: "purdueLevel", values: "Level3" },
        ],
      },
    });
  });

  it.each([
    {
      case: "a tenable-ot filter that is not an expression of the assets query",
      text: `version: 1\nsources:\n  - name: ot\n    kind: tenable-ot\n    url: https://ot.example.internal\n    filter:\n      op: And\n      expressions:\n        - { op: equal, field: type, values: Plc }\n        - { op: In, field: type }\n        - { op: Or, field: type, values: Plc }\n        - { op: Equal, field: "custom field", values: x }\n    system: customField1\n    type: { field: type, map: { Plc: hardware } }\n    systems: [Golf EMS]\n    out: inventory/ot/\n`,
      expected: [
        'cip-sources.yaml:9:17: sources[0].filter.expressions[0].op: must be one of Tenable OT Security\'s operators (ExprOp), a capitalised word such as Equal, NotEqual, In, Contains, And or Or, not the text "equal"; fix the value',
        "cip-sources.yaml:10:11: sources[0].filter.expressions[1]: an expression other than And or Or takes a field and its values, for example { op: Equal, field: type, values: Plc }",
        "cip-sources.yaml:11:11: sources[0].filter.expressions[2]: an And or Or expression takes expressions (a list of expressions) and no field or values, for example { op: And, expressions: [{ op: Equal, field: type, values: Plc }] }",
        'cip-sources.yaml:12:31: sources[0].filter.expressions[3].field: must be a field of an asset (a name such as type or customField1), not the text "custom field"; fix the value',
      ],
    },
    {
      case: "an unknown key",
      text: `version: 1\nsources:\n${COMMAND}    colums: x\n`,
      expected: ['cip-sources.yaml:8:5: sources[0]: unknown key "colums"; did you mean "columns"?'],
    },
    {
      case: "a misspelt key, not also as the key it misses",
      text: `version: 1\nsources:\n${COMMAND.replace("systems:", "sytems:")}`,
      expected: ['cip-sources.yaml:6:5: sources[0]: unknown key "sytems"; did you mean "systems"?'],
    },
    {
      case: "an unknown kind",
      text: `version: 1\nsources:\n${COMMAND.replace("kind: command", "kind: excel")}`,
      expected: [
        "cip-sources.yaml:4:11: sources[0].kind: must be csv, netbox, servicenow, tenable-ot, nozomi or command",
      ],
    },
    {
      case: "a missing key",
      text: `version: 1\nsources:\n${COMMAND.replace("    out: inventory/discovery/\n", "")}`,
      expected: [
        'cip-sources.yaml:3:5: missing key "out" at sources[0]; add it (the sources page of the manual lists the keys of each kind)',
      ],
    },
    {
      case: "no version, and sources written as a map",
      text: `sources:\n  cmdb:\n    kind: csv\n`,
      expected: [
        'cip-sources.yaml:1:1: missing key "version" at the top; add version: 1 as the first line',
        "cip-sources.yaml:2:3: sources: must be a list, not a map; write a list, each source starting with - name: (see docs/sources.md)",
      ],
    },
    {
      case: "a wrong version",
      text: `version: 2\nsources: []\n`,
      expected: ["cip-sources.yaml:1:10: version: must be 1, not number 2; fix the value"],
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
      case: "run given as a text, not a list",
      text: `version: 1\nsources:\n${COMMAND.replace(/run: .*\n/, "run: node export.mjs\n")}`,
      expected: [
        'cip-sources.yaml:5:10: sources[0].run: must be a list, not the text "node export.mjs"; write the program and its arguments as a list, for example run: [node, scripts/export-assets.mjs]',
      ],
    },
    {
      case: "a misspelt type, with the value it was meant to be",
      text: `version: 1\nsources:\n${COMMAND.replace("    out:", "    types: { RTU: hardwear }\n    out:")}`,
      expected: [
        'cip-sources.yaml:7:19: sources[0].types.RTU: the text "hardwear" is not one of "hardware", "software"; did you mean "hardware"?',
      ],
    },
    {
      // zod stops at a kind it cannot match; the rest of the entry is checked as the kind meant.
      case: "every problem of an entry with a misspelt kind at once, as the kind it means",
      text: `version: 1\nsources:\n${COMMAND.replace(
        "[Delta Substation]",
        "[{ cyber_system: P, facilty: A }, 7]",
      )
        .replace("kind: command", "kind: comand")
        .replace(/run: .*\n/, "run: node export.mjs\n")}`,
      expected: [
        'cip-sources.yaml:4:11: sources[0].kind: must be csv, netbox, servicenow, tenable-ot, nozomi or command; did you mean "command"?',
        'cip-sources.yaml:5:10: sources[0].run: must be a list, not the text "node export.mjs"; write the program and its arguments as a list, for example run: [node, scripts/export-assets.mjs]',
        "cip-sources.yaml:6:15: sources[0].systems[0]: give exactly one of facility and control_center: the one the cyber system belongs to",
        'cip-sources.yaml:6:34: sources[0].systems[0]: unknown key "facilty"; did you mean "facility"?',
        "cip-sources.yaml:6:48: sources[0].systems[1]: a system is its name (or id), or { cyber_system: NAME, facility: NAME } (or control_center: NAME) where the name repeats at another facility or control center; not number 7",
      ],
    },
    {
      case: "a missing kind, with the kind its keys tell, and the entry's other problems",
      text: `version: 1\nsources:\n${COMMAND.replace("    kind: command\n", "").replace("[Delta Substation]", "Delta Substation").replace("    out:", "    timeout_seconds: soon\n    out:")}`,
      expected: [
        'cip-sources.yaml:3:5: missing key "kind" at sources[0]; add kind: command (its other keys are those of a command source)',
        'cip-sources.yaml:5:14: sources[0].systems: must be a list, not the text "Delta Substation"; write a list, for example systems: [Alpha Protection]',
        'cip-sources.yaml:6:22: sources[0].timeout_seconds: must be a number, not the text "soon"; write a whole number of seconds from 1 to 3600, or leave the key out for 120',
      ],
    },
    {
      case: "an unknown kind and the keys every kind has",
      text: `version: 1\nsources:\n${COMMAND.replace("kind: command", "kind: excel").replace("name: discovery", "name: Discovery")}`,
      expected: [
        'cip-sources.yaml:3:11: sources[0].name: must be lower-case letters, digits and dashes, starting with a letter or digit, not the text "Discovery"; fix the value',
        "cip-sources.yaml:4:11: sources[0].kind: must be csv, netbox, servicenow, tenable-ot, nozomi or command",
      ],
    },
    {
      case: "a system owned twice, beside another entry's mistake",
      text: `version: 1\nsources:\n${COMMAND}${COMMAND.replace("name: discovery", "name: other").replace("inventory/discovery/", "inventory/other/")}${COMMAND.replace(
        "name: discovery",
        "name: third",
      )
        .replace("inventory/discovery/", "inventory/third/")
        .replace("[Delta Substation]", "[Echo]")
        .replace(/run: .*\n/, "run: x\n")}`,
      expected: [
        'cip-sources.yaml:15:10: sources[2].run: must be a list, not the text "x"; write the program and its arguments as a list, for example run: [node, scripts/export-assets.mjs]',
        'cip-sources.yaml:11:15: cyber system "Delta Substation" is already owned by source "discovery" (cip-sources.yaml:6:15); a system has one source: remove it from one of them',
      ],
    },
    {
      case: "a qualified system with a misspelt key and no parent, and one that is not a name",
      text: `version: 1\nsources:\n${COMMAND.replace("[Delta Substation]", "[{ cyber_system: P, facilty: A }, 7]")}`,
      expected: [
        "cip-sources.yaml:6:15: sources[0].systems[0]: give exactly one of facility and control_center: the one the cyber system belongs to",
        'cip-sources.yaml:6:34: sources[0].systems[0]: unknown key "facilty"; did you mean "facility"?',
        "cip-sources.yaml:6:48: sources[0].systems[1]: a system is its name (or id), or { cyber_system: NAME, facility: NAME } (or control_center: NAME) where the name repeats at another facility or control center; not number 7",
      ],
    },
    {
      case: "one system at two facilities owned twice, by its qualified name",
      text: `version: 1\nsources:\n${COMMAND.replace("[Delta Substation]", "[{ cyber_system: P, facility: A }, { cyber_system: P, facility: B }, { cyber_system: p, facility: a }]")}`,
      expected: [
        'cip-sources.yaml:6:83: cyber system "a/p" is already owned by source "discovery" (cip-sources.yaml:6:15); a system has one source: remove it from one of them',
      ],
    },
    {
      case: "limits and formats, each with how to write the value",
      text: `version: 1\nsources:\n${COMMAND.replace("[Delta Substation]", '["Delta\\tSubstation"]').replace("run: [node, scripts/export-assets.mjs]", "run: []\n    env: [SNOW-INSTANCE]\n    timeout_seconds: 0")}`,
      expected: [
        "cip-sources.yaml:5:10: sources[0].run: must list at least one, not an empty list; write the program and its arguments as a list, for example run: [node, scripts/export-assets.mjs]",
        'cip-sources.yaml:6:11: sources[0].env[0]: must be an environment variable\'s name (letters, digits and _, not starting with a digit), not the text "SNOW-INSTANCE"; write a list of variable names, for example env: [CLAROTY_URL]',
        "cip-sources.yaml:7:22: sources[0].timeout_seconds: must be at least 1, not number 0; write a whole number of seconds from 1 to 3600, or leave the key out for 120",
        "cip-sources.yaml:8:15: sources[0].systems[0]: must be a name an inventory file can hold: no space at either end, no control or invisible character, at most 255 characters (the name rules: docs/inventory-format.md); fix the value",
      ],
    },
    {
      case: "a CSV source's map given as a list, an empty file and no systems",
      text: `version: 1\nsources:\n  - name: cmdb\n    kind: csv\n    file: ""\n    columns: [hostname, cip_system, asset_class]\n    types: { RTU: hardware }\n    systems: []\n    out: inventory/cmdb/\n`,
      expected: [
        "cip-sources.yaml:5:11: sources[0].file: must not be empty; write the CSV file's path in the repository, for example file: exports/ot-assets.csv",
        "cip-sources.yaml:6:14: sources[0].columns: must be a map, not a list; name the header of each column, for example columns: { name: hostname, system: cip_system, type: asset_class }",
        "cip-sources.yaml:8:14: sources[0].systems: must list at least one, not an empty list; write a list, for example systems: [Alpha Protection]",
      ],
    },
    {
      case: "a NetBox address without its scheme",
      text: `version: 1\nsources:\n  - name: netbox\n    kind: netbox\n    url: netbox.example.internal\n    system: custom_fields.cip_system\n    type: { field: role.slug, map: { rtu: hardware } }\n    systems: [Echo EMS]\n    out: inventory/netbox/\n`,
      expected: [
        'cip-sources.yaml:5:10: sources[0].url: must be a web address starting with https:// (or http:// on loopback), not the text "netbox.example.internal"; write the platform\'s base address, for example url: https://netbox.example.internal',
      ],
    },
    {
      case: "a NetBox address over plain http:// to another machine (loopback is allowed)",
      text: `version: 1\nsources:\n  - name: netbox\n    kind: netbox\n    url: http://netbox.example.internal\n    system: custom_fields.cip_system\n    type: { field: role.slug, map: { rtu: hardware } }\n    systems: [Echo EMS]\n    out: inventory/netbox/\n  - name: lab\n    kind: netbox\n    url: http://127.0.0.1:8000\n    system: custom_fields.cip_system\n    type: { field: role.slug, map: { rtu: hardware } }\n    systems: [Lab EMS]\n    out: inventory/lab/\n`,
      expected: [
        "cip-sources.yaml:5:10: sources[0].url: uses http:// to another machine, where NetBox's credentials would cross the network in plain text; write its https:// address (http:// is for loopback only)",
      ],
    },
    {
      // The credential comes from the environment only; one written into the address is refused
      // at its place, and never shown, whatever else is wrong with the address.
      case: "a url holding a user and a password, over https://, another scheme, or none",
      text: `version: 1\nsources:\n  - name: netbox\n    kind: netbox\n    url: https://admin:pw-9f8e7d6c@netbox.example.internal\n    system: custom_fields.cip_system\n    type: { field: role.slug, map: { rtu: hardware } }\n    systems: [Echo EMS]\n    out: inventory/netbox/\n  - name: cmdb\n    kind: servicenow\n    url: ftp://admin:pw-9f8e7d6c@example.service-now.com\n    system: u_cip_system\n    type: { field: u_device_type, map: { PLC: hardware } }\n    systems: [Foxtrot SCADA]\n    out: inventory/cmdb/\n  - name: ot\n    kind: tenable-ot\n    url: "admin:pw-9f8e7d6c@ot.example.internal"\n    system: customField1\n    type: { field: type, map: { Plc: hardware } }\n    systems: [Golf EMS]\n    out: inventory/ot/\n`,
      expected: [
        "cip-sources.yaml:5:10: sources[0].url: holds a user name or password (before @); remove it and write the address alone: NetBox's credential is read from NETBOX_TOKEN only, never from the sources file",
        "cip-sources.yaml:12:10: sources[1].url: holds a user name or password (before @); remove it and write the address alone: ServiceNow's credential is read from SERVICENOW_USER and SERVICENOW_PASSWORD (auth: basic) or SERVICENOW_TOKEN (auth: oauth) only, never from the sources file",
        "cip-sources.yaml:19:10: sources[2].url: holds a user name or password (before @); remove it and write the address alone: Tenable OT Security's credential is read from TENABLE_OT_API_KEY only, never from the sources file",
      ],
    },
    {
      // Each sync would overwrite the other's observation: one file per source.
      case: "two sources writing one monitoring file, however its path is spelt",
      text: `version: 1\nsources:\n  - name: cmdb\n    kind: servicenow\n    url: https://example.service-now.com\n    system: u_cip_system\n    type: { field: u_device_type, map: { PLC: hardware } }\n    systems: [Echo EMS]\n    out: inventory/cmdb/\n    monitoring: { file: observed/platform.json }\n  - name: ot\n    kind: tenable-ot\n    url: https://ot.example.internal\n    system: customField1\n    type: { field: type, map: { Plc: hardware } }\n    systems: [Foxtrot SCADA]\n    out: inventory/ot/\n    monitoring:\n      file: ./observed//platform.json\n`,
      expected: [
        'cip-sources.yaml:19:13: monitoring file "./observed//platform.json" of source "ot" is the one source "cmdb" writes (cip-sources.yaml:10:25); each sync would overwrite the other\'s observation: give each source its own file',
      ],
    },
    {
      // "types" is a csv or command source's key: a platform kind maps its values under type.
      case: "a platform source's type map written as types, and a misspelt monitoring",
      text: `version: 1\nsources:\n  - name: cmdb\n    kind: servicenow\n    url: https://example.service-now.com\n    system: u_cip_system\n    types: { PLC: hardware }\n    systems: [Echo EMS]\n    out: inventory/cmdb/\n    monitorng: { file: observed/cmdb.json }\n`,
      expected: [
        'cip-sources.yaml:7:5: sources[0]: unknown key "types"; did you mean "type"? A servicenow source maps its type values as type: { field: FIELD, map: { VALUE: hardware } }',
        'cip-sources.yaml:10:5: sources[0]: unknown key "monitorng"; did you mean "monitoring"?',
      ],
    },
    {
      case: "a csv source's types written as a platform's type",
      text: `version: 1\nsources:\n  - name: cmdb\n    kind: csv\n    file: exports/ot-assets.csv\n    columns: { name: hostname, system: cip_system, type: asset_class }\n    type: { RTU: hardware }\n    systems: [Echo EMS]\n    out: inventory/cmdb/\n`,
      expected: ['cip-sources.yaml:7:5: sources[0]: unknown key "type"; did you mean "types"?'],
    },
    {
      case: "a ServiceNow query that orders the records",
      text: `version: 1\nsources:\n  - name: cmdb\n    kind: servicenow\n    url: https://example.service-now.com\n    query: operational_status=1^ORDERBYname\n    system: u_cip_system\n    type: { field: u_device_type, map: { PLC: hardware } }\n    systems: [Echo EMS]\n    out: inventory/cmdb/\n`,
      expected: [
        "cip-sources.yaml:6:12: sources[0].query: must not order the records: the sync orders them by sys_id itself, so that no page repeats or skips a record; remove ORDERBY; fix the value",
      ],
    },
    {
      case: "a Nozomi condition with a pipe, a Tenable OT page size over its limit and a field path with a space",
      text: `version: 1\nsources:\n  - name: guardian\n    kind: nozomi\n    url: https://guardian.example.internal\n    condition: level == 1 | head 5\n    system: custom_fields.cip_system\n    type: { field: type, map: { PLC: hardware } }\n    systems: [Echo EMS]\n    out: inventory/guardian/\n  - name: ot\n    kind: tenable-ot\n    url: https://ot.example.internal\n    page_size: 5000\n    system: custom field 1\n    type: { field: type, map: { PlcType: hardware } }\n    systems: [Foxtrot SCADA]\n    out: inventory/ot/\n`,
      expected: [
        "cip-sources.yaml:6:16: sources[0].condition: must be one where condition, without | or a line break: the sync adds its own sort, paging and count; fix the value",
        "cip-sources.yaml:14:16: sources[1].page_size: must be at most 1000, not number 5000; fix the value",
        'cip-sources.yaml:15:13: sources[1].system: must be a field name, or names joined by dots (for example custom_fields.cip_system), not the text "custom field 1"; fix the value',
      ],
    },
    {
      case: "a misspelt platform kind",
      text: `version: 1\nsources:\n  - name: cmdb\n    kind: servicenw\n    url: https://example.service-now.com\n    system: u_cip_system\n    type: { field: u_device_type, map: { PLC: hardware } }\n    systems: [Echo EMS]\n    out: inventory/cmdb/\n`,
      expected: [
        'cip-sources.yaml:4:11: sources[0].kind: must be csv, netbox, servicenow, tenable-ot, nozomi or command; did you mean "servicenow"?',
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
