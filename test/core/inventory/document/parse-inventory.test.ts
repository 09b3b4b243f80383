import { describe, expect, it } from "vitest";
import type { InventoryDocument } from "../../../../src/core/inventory/document/document.ts";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";

const FILE = "inventory/alpha.yaml";

/** Each diagnostic as "line:column message", the way a reader sees it. */
function problems(text: string): string[] {
  return parseInventoryText(text, FILE).diagnostics.map((diagnostic) => {
    expect(diagnostic.severity).toBe("error");
    expect(diagnostic.location?.file).toBe(FILE);
    return `${diagnostic.location?.line}:${diagnostic.location?.column} ${diagnostic.message}`;
  });
}

function only(text: string): InventoryDocument {
  const { documents, diagnostics } = parseInventoryText(text, FILE);
  expect(diagnostics).toEqual([]);
  expect(documents).toHaveLength(1);
  return documents[0] as InventoryDocument;
}

const at = (line: number, column: number) => ({ file: FILE, line, column });

describe("parseInventoryText: the format", () => {
  it("reads the example of the issue, with the position of every name", () => {
    const text = `# yaml-language-server: $schema=../../schemas/inventory.schema.json
cyber_system: Alpha Protection   # required: name or id (cs_...) of an existing cyber system
facility: Substation Alpha       # optional; name or id
# control_center: Primary Control Center   # optional, for systems owned by a control center (not both)
prune: true                      # optional boolean, default true
assets:                          # required map, may be {}: asset name -> asset_type, or details
  alpha-relay-01: hardware
  alpha-historian: software
  alpha-rtu-01b:
    type: hardware
    renamed_from: alpha-rtu-01   # rename the live asset alpha-rtu-01 in place
`;
    expect(only(text)).toEqual({
      location: at(2, 1),
      cyberSystem: { value: "Alpha Protection", location: at(2, 15) },
      facility: { value: "Substation Alpha", location: at(3, 11) },
      prune: true,
      assetsLocation: at(6, 1),
      assets: [
        { name: "alpha-relay-01", type: "hardware", location: at(7, 3) },
        { name: "alpha-historian", type: "software", location: at(8, 3) },
        {
          name: "alpha-rtu-01b",
          type: "hardware",
          location: at(9, 3),
          renamedFrom: { value: "alpha-rtu-01", location: at(11, 19) },
        },
      ],
    });
  });

  it("accepts a source's source_id and keeps it out of what is planned (never sent to the service)", () => {
    const text =
      "cyber_system: a\nassets:\n  r1:\n    type: hardware\n    source_id: 00000000-0000-4000-8000-000000000001\n  r2:\n    type: software\n    source_id: '12345'\n";
    expect(only(text).assets).toEqual([
      { name: "r1", type: "hardware", location: at(3, 3) },
      { name: "r2", type: "software", location: at(6, 3) },
    ]);
  });

  it("reads control_center, prune: false and an empty asset map", () => {
    const document = only("cyber_system: cs_01H\ncontrol_center: EMS\nprune: false\nassets: {}\n");
    expect(document.controlCenter).toEqual({ value: "EMS", location: at(2, 17) });
    expect(document.facility).toBeUndefined();
    expect(document.prune).toBe(false);
    expect(document.assets).toEqual([]);
  });

  it("defaults prune to true", () => {
    expect(only("cyber_system: a\nassets: {}\n").prune).toBe(true);
  });

  it("reads several documents of one file in order", () => {
    const { documents, diagnostics } = parseInventoryText(
      "cyber_system: A\nassets: {a1: hardware}\n---\ncyber_system: B\nassets:\n  b1: software\n",
      FILE,
    );
    expect(diagnostics).toEqual([]);
    expect(documents.map((document) => document.cyberSystem.value)).toEqual(["A", "B"]);
    expect(documents[1]?.location).toEqual(at(4, 1));
    expect(documents[1]?.assets[0]).toEqual({ name: "b1", type: "software", location: at(6, 3) });
  });

  it("accepts an explicit %YAML 1.2 directive and a byte order mark", () => {
    expect(only("\uFEFF%YAML 1.2\n---\ncyber_system: a\nassets: {}\n").cyberSystem.value).toBe("a");
  });
});

describe("parseInventoryText: a name is exactly the text written", () => {
  it.each([
    ["0x1F", "0x1F"],
    ["012", "012"],
    ["1e3", "1e3"],
    ["1_000", "1_000"],
    ["no", "no"],
    ["yes", "yes"],
    ["off", "off"],
    ["true", "true"],
    ["~", "~"],
    ["null", "null"],
    ["NULL", "NULL"],
    [".inf", ".inf"],
    ["-.NaN", "-.NaN"],
    ["2001-12-14", "2001-12-14"],
    ["12:30:00", "12:30:00"],
    ['"012"', "012"],
    ["'~'", "~"],
    ['"tab\\there"', null],
    ["__proto__", "__proto__"],
    ["constructor", "constructor"],
    ["hasOwnProperty", "hasOwnProperty"],
  ])("as an asset name, a cyber_system and a renamed_from: %s", (written, expected) => {
    const text = `cyber_system: ${written}\nfacility: ${written}\nassets:\n  ${written}: hardware\n  other:\n    type: software\n    renamed_from: ${written}\n`;
    if (expected === null) {
      expect(problems(text)).toHaveLength(4);
      return;
    }
    const document = only(text);
    expect(document.cyberSystem.value).toBe(expected);
    expect(document.facility?.value).toBe(expected);
    expect(document.assets[0]?.name).toBe(expected);
    expect(document.assets[1]?.renamedFrom?.value).toBe(expected);
  });

  it("keeps asset names as a list in file order, with no prototype surprises", () => {
    const document = only(
      "cyber_system: a\nassets:\n  __proto__: hardware\n  constructor: software\n  toString: hardware\n",
    );
    expect(document.assets.map((asset) => asset.name)).toEqual([
      "__proto__",
      "constructor",
      "toString",
    ]);
  });

  it("reads a multi-line plain name folded, as YAML defines", () => {
    expect(only("cyber_system: Alpha\n  Protection\nassets: {}\n").cyberSystem.value).toBe(
      "Alpha Protection",
    );
  });
});

describe("parseInventoryText: problems, each with its position and how to fix it", () => {
  it.each<[string, string, string[]]>([
    [
      "an unknown key near a known one",
      "cyber_system: a\nasets: {}\n",
      [
        '1:1 missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
        '2:1 unknown key "asets"; did you mean "assets"?',
      ],
    ],
    [
      "an unknown key far from any",
      "cyber_system: a\nsteward: me\nassets: {}\n",
      [
        '2:1 unknown key "steward"; the keys of a document are cyber_system, facility, control_center, impact, erc, esp, psp, criteria, owners, baselines, prune and assets',
      ],
    ],
    [
      "a key in the wrong case",
      "Cyber_System: a\nassets: {}\n",
      [
        '1:1 unknown key "Cyber_System"; did you mean "cyber_system"?',
        '1:1 missing key "cyber_system": write the name or id (cs_...) of the existing cyber system whose assets this document declares',
      ],
    ],
    [
      "an unknown key of an asset",
      "cyber_system: a\nassets:\n  r1:\n    types: hardware\n",
      [
        '3:3 asset "r1" has no type; add "type: hardware" or "type: software"',
        '4:5 unknown key "types"; did you mean "type"?',
      ],
    ],
    [
      "an unknown key of an asset, far from any",
      "cyber_system: a\nassets:\n  r1:\n    type: hardware\n    serial: 42\n",
      [
        '5:5 unknown key "serial"; an asset written as a map has the keys type, class, renamed_from, source_id, baseline and baseline_ref',
      ],
    ],
    [
      "an unknown asset type",
      "cyber_system: a\nassets:\n  r1: firmware\n",
      ['3:7 unknown asset type "firmware"; write hardware or software'],
    ],
    [
      "an asset type in the wrong case",
      "cyber_system: a\nassets:\n  r1:\n    type: Software\n",
      ['4:11 unknown asset type "Software"; did you mean "software"?'],
    ],
    [
      "an asset without a type",
      "cyber_system: a\nassets:\n  r1:\n",
      ['3:3 asset "r1" has no type; write hardware or software'],
    ],
    [
      "an asset type that is a list",
      "cyber_system: a\nassets:\n  r1:\n    type: [hardware]\n",
      ['4:11 the type of asset "r1" must be hardware or software, not a list'],
    ],
    [
      "an asset that is a list",
      "cyber_system: a\nassets:\n  r1: [hardware]\n",
      [
        '3:7 asset "r1" must be hardware, software, or a map with type (and renamed_from), not a list',
      ],
    ],
    [
      "missing cyber_system and assets",
      "facility: x\n",
      [
        '1:1 missing key "cyber_system": write the name or id (cs_...) of the existing cyber system whose assets this document declares',
        '1:1 missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
      ],
    ],
    [
      "assets with no value",
      "cyber_system: a\nassets:\n",
      [
        '2:1 assets has no value; list the assets (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
      ],
    ],
    [
      "assets as a list",
      "cyber_system: a\nassets:\n  - r1\n",
      ["3:3 assets must be a map of asset name to type (name: hardware or software), not a list"],
    ],
    [
      "assets as text",
      "cyber_system: a\nassets: r1\n",
      [
        '2:9 assets must be a map of asset name to type (name: hardware or software), not the text "r1"',
      ],
    ],
    [
      "cyber_system with no value",
      "cyber_system:\nassets: {}\n",
      ["1:1 cyber_system has no value; write the name or id (cs_...) of an existing cyber system"],
    ],
    [
      "cyber_system as a map",
      "cyber_system: {name: a}\nassets: {}\n",
      [
        "1:15 cyber_system must be a name, not a map; write the name or id (cs_...) of an existing cyber system",
      ],
    ],
    [
      "facility and control_center both set",
      "cyber_system: a\nfacility: F\ncontrol_center: C\nassets: {}\n",
      [
        "3:1 facility and control_center are both set; a cyber system belongs to one of them: remove the other",
      ],
    ],
    [
      "prune as text",
      "cyber_system: a\nprune: yes\nassets: {}\n",
      ['2:8 prune must be true or false (without quotes), not the text "yes"'],
    ],
    [
      "prune quoted",
      "cyber_system: a\nprune: 'false'\nassets: {}\n",
      ['2:8 prune must be true or false (without quotes), not the text "false"'],
    ],
    [
      "prune with no value",
      "cyber_system: a\nprune:\nassets: {}\n",
      ["2:1 prune has no value; write true or false"],
    ],
    [
      "a document that is a list",
      "- cyber_system: a\n",
      [
        "1:1 a document must be a map with the keys cyber_system and assets, not a list; see docs/inventory-format.md",
      ],
    ],
    [
      "a document that is a scalar",
      "hello\n",
      [
        '1:1 a document must be a map with the keys cyber_system and assets, not the text "hello"; see docs/inventory-format.md',
      ],
    ],
    [
      "an empty document after a good one",
      "cyber_system: a\nassets: {}\n---\n# nothing here\n",
      [
        '3:1 empty YAML document; declare a cyber system here (cyber_system and assets) or remove the extra "---"',
      ],
    ],
    [
      "an empty file",
      "",
      [
        "1:1 this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory",
      ],
    ],
    [
      "a file of comments",
      "# cyber_system: a\n\n# assets: {}\n",
      [
        "1:1 this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory",
      ],
    ],
  ])("%s", (_case, text, expected) => {
    expect(problems(text)).toEqual(expected);
  });

  it("names both positions of a duplicate key", () => {
    const { diagnostics } = parseInventoryText(
      "cyber_system: a\nassets:\n  r1: hardware\n  r2: software\n  r1: software\n",
      FILE,
    );
    expect(diagnostics).toEqual([
      {
        severity: "error",
        message: `duplicate key "r1" (first written at ${FILE}:3:3); keep one`,
        location: at(5, 3),
        related: [at(3, 3)],
      },
    ]);
  });

  it("names both positions of a duplicate document key, and of facility with control_center", () => {
    const { diagnostics } = parseInventoryText(
      "control_center: C\ncyber_system: a\nfacility: F\ncyber_system: b\nassets: {}\n",
      FILE,
    );
    expect(diagnostics.map((d) => [d.location, d.related])).toEqual([
      [at(3, 1), [at(1, 1)]],
      [at(4, 1), [at(2, 1)]],
    ]);
    expect(diagnostics[1]?.message).toBe(
      `duplicate key "cyber_system" (first written at ${FILE}:2:1); keep one`,
    );
  });

  it("reports every problem of a file, across documents", () => {
    const text = "cyber_system: a\nassets:\n  r1: hw\n---\ncyber_system: b\nasets: {}\n---\n- x\n";
    expect(problems(text)).toEqual([
      '3:7 unknown asset type "hw"; write hardware or software',
      '5:1 missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
      '6:1 unknown key "asets"; did you mean "assets"?',
      "8:1 a document must be a map with the keys cyber_system and assets, not a list; see docs/inventory-format.md",
    ]);
  });

  it("keeps the documents and assets that are fine next to those that are not", () => {
    const { documents } = parseInventoryText(
      "cyber_system: a\nassets:\n  r1: hw\n  r2: hardware\n---\ncyber_system: [b]\nassets: {}\n",
      FILE,
    );
    expect(documents).toHaveLength(1);
    expect(documents[0]?.assets.map((asset) => asset.name)).toEqual(["r2"]);
  });
});

describe("parseInventoryText: names", () => {
  const asset = (name: string) => `cyber_system: a\nassets:\n  ${JSON.stringify(name)}: hardware\n`;

  it.each<[string, string, string]>([
    [
      "a right-to-left override",
      "rtu\u202E10",
      '3:3 asset name "rtu\\u202E10" contains U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control: it can make a name display as another) at character 4; remove it',
    ],
    [
      "a left-to-right isolate",
      "\u2066rtu",
      '3:3 asset name "\\u2066rtu" contains U+2066 LEFT-TO-RIGHT ISOLATE (a bidirectional control: it can make a name display as another) at character 1; remove it',
    ],
    [
      "an Arabic letter mark",
      "rtu\u061C",
      '3:3 asset name "rtu\\u061C" contains U+061C ARABIC LETTER MARK (a bidirectional control: it can make a name display as another) at character 4; remove it',
    ],
    [
      "a right-to-left mark",
      "rtu\u200F1",
      '3:3 asset name "rtu\\u200F1" contains U+200F RIGHT-TO-LEFT MARK (a bidirectional control: it can make a name display as another) at character 4; remove it',
    ],
    [
      "a zero-width space",
      "rtu\u200B1",
      '3:3 asset name "rtu\\u200B1" contains U+200B ZERO WIDTH SPACE (an invisible zero-width character) at character 4; remove it',
    ],
    [
      "a word joiner",
      "rtu\u20601",
      '3:3 asset name "rtu\\u20601" contains U+2060 WORD JOINER (an invisible zero-width character) at character 4; remove it',
    ],
    [
      "a zero-width no-break space",
      "rtu\uFEFF1",
      '3:3 asset name "rtu\\uFEFF1" contains U+FEFF ZERO WIDTH NO-BREAK SPACE (an invisible zero-width character) at character 4; remove it',
    ],
    [
      "a C0 control",
      "rtu\u00071",
      '3:3 asset name "rtu\\u00071" contains U+0007 (a control character) at character 4; remove it',
    ],
    [
      "a tab",
      "rtu\t1",
      '3:3 asset name "rtu\\t1" contains U+0009 CHARACTER TABULATION (a control character) at character 4; remove it',
    ],
    [
      "a C1 control",
      "rtu\u00851",
      '3:3 asset name "rtu\\u00851" contains U+0085 NEXT LINE (a control character) at character 4; remove it',
    ],
    [
      "an unpaired surrogate",
      "rtu\uD8001",
      '3:3 asset name "rtu\\uD8001" contains U+D800 (an unpaired surrogate) at character 4; remove it',
    ],
    [
      "an astral character before the problem (counted as one character)",
      "😀\u202E",
      '3:3 asset name "😀\\u202E" contains U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control: it can make a name display as another) at character 2; remove it',
    ],
    ["an empty name", "", "3:3 asset name is empty; write the asset's name before the colon"],
    ["a blank name", "   ", "3:3 asset name is empty; write the asset's name before the colon"],
    [
      "a leading space",
      " rtu",
      '3:3 asset name " rtu" has leading or trailing whitespace; remove it (quotes keep spaces)',
    ],
    [
      "a trailing no-break space",
      "rtu\u00A0",
      '3:3 asset name "rtu\u00A0" has leading or trailing whitespace; remove it (quotes keep spaces)',
    ],
    [
      "256 characters",
      "é".repeat(256),
      "3:3 asset name is 256 characters long; the limit is 255: shorten it",
    ],
  ])("rejects %s", (_case, name, expected) => {
    expect(problems(asset(name))).toEqual([expected]);
  });

  it("accepts 255 characters, counted as code points", () => {
    expect(only(asset("😀".repeat(255))).assets[0]?.name).toBe("😀".repeat(255));
  });

  it.each<[string, string, string]>([
    [
      "cyber_system",
      'cyber_system: "Alpha\\u202E"\nassets: {}\n',
      '1:15 cyber_system "Alpha\\u202E" contains U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control: it can make a name display as another) at character 6; remove it',
    ],
    [
      "facility",
      "cyber_system: a\nfacility: ''\nassets: {}\n",
      "2:11 facility is empty; write the name or id (fac_...) of the facility that owns the cyber system",
    ],
    [
      "control_center",
      "cyber_system: a\ncontrol_center: ' EMS'\nassets: {}\n",
      '2:17 control_center " EMS" has leading or trailing whitespace; remove it (quotes keep spaces)',
    ],
    [
      "renamed_from",
      "cyber_system: a\nassets:\n  r2:\n    type: hardware\n    renamed_from:\n",
      "5:5 renamed_from has no value; write the current name of the live asset to rename",
    ],
    [
      "source_id",
      'cyber_system: a\nassets:\n  r2:\n    type: hardware\n    source_id: " 4f2c"\n',
      '5:16 source_id " 4f2c" has leading or trailing whitespace; remove it (quotes keep spaces)',
    ],
  ])("applies the same rules to %s", (_field, text, expected) => {
    expect(problems(text)).toEqual([expected]);
  });
});

describe("parseInventoryText: YAML safety", () => {
  it.each<[string, string, string[]]>([
    [
      "a %YAML 1.1 directive",
      "%YAML 1.1\n---\ncyber_system: a\nassets: {}\n",
      [
        "1:1 %YAML 1.1 is not supported: inventory files are YAML 1.2 (where yes, no, on and off are text and 012 is not an octal number); remove the %YAML directive",
      ],
    ],
    [
      "a %YAML 1.3 directive on a second document",
      "cyber_system: a\nassets: {}\n...\n%YAML 1.3\n---\ncyber_system: b\nassets: {}\n",
      [
        "4:1 %YAML 1.3 is not supported: inventory files are YAML 1.2 (where yes, no, on and off are text and 012 is not an octal number); remove the %YAML directive",
      ],
    ],
    [
      "an anchor and an alias",
      "cyber_system: a\nassets:\n  r1: &t hardware\n  r2: *t\n",
      [
        "3:7 anchors and aliases are not supported; write the value out",
        "4:7 anchors and aliases are not supported; write the value out",
      ],
    ],
    [
      "an anchored map and an alias as a document key",
      "cyber_system: a\nassets: &all {}\n*all : x\n",
      [
        "2:9 anchors and aliases are not supported; write the value out",
        "3:1 anchors and aliases are not supported; write the value out",
      ],
    ],
    [
      "a merge key",
      "cyber_system: a\nassets:\n  <<: {r1: hardware}\n",
      ["3:3 merge keys are not supported; write the keys out"],
    ],
    [
      "a tag",
      "cyber_system: !!int 12\nassets: {}\n",
      [
        '1:15 YAML tags are not supported (found "!!int"); remove the tag, and quote the value to make it text',
      ],
    ],
    [
      "a key that is a list",
      "cyber_system: a\nassets:\n  ? [r1, r2]\n  : hardware\n",
      [
        "3:5 a key must be plain text, not a list, a map or a tagged value; write the name as text before the colon",
      ],
    ],
    [
      "a syntax error",
      "cyber_system: a\nassets:\n\t r1: hardware\n",
      ["3:1 invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)"],
    ],
    [
      "a tab as the whole indentation, once, not with the parser's echoes on its line",
      "cyber_system: a\nassets:\n\tr1: hardware\n  r2: hardware\n",
      ["3:1 invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)"],
    ],
    // Issue 90: the parser misreads the lines after a tab too; its echoes there are not reported.
    [
      "a tab-indented asset between space-indented ones, once, not with the parser's echoes after it",
      "cyber_system: a\nfacility: Substation Alpha\nassets:\n  r1: hardware\n\tr2: hardware\n  r3: hardware\n  r4: software\n",
      ["5:1 invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)"],
    ],
    [
      "a tab inside an asset's map, once, not with the parser's echoes after it",
      "cyber_system: a\nassets:\n  r1:\n    type: hardware\n\t  class: EACMS\n  r2: hardware\n  r3: hardware\n",
      ["5:1 invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)"],
    ],
    [
      "two tab-indented lines: each said once",
      "cyber_system: a\nassets:\n\tr1: hardware\n\tr2: hardware\n",
      [
        "3:1 invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)",
        "4:1 invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)",
      ],
    ],
  ])("rejects %s", (_case, text, expected) => {
    expect(problems(text)).toEqual(expected);
  });

  it("reports a syntax error alone, and still checks the other documents of the file", () => {
    const text = "cyber_system: a\nassets:\n\t r1: hardware\n---\ncyber_system: b\nasets: {}\n";
    expect(problems(text)).toEqual([
      "3:1 invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)",
      '5:1 missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
      '6:1 unknown key "asets"; did you mean "assets"?',
    ]);
  });

  it("reports an unknown custom tag once", () => {
    expect(problems("cyber_system: !vault a\nassets: {}\n")).toEqual([
      '1:15 YAML tags are not supported (found "!vault"); remove the tag, and quote the value to make it text',
    ]);
  });

  it('reads a quoted "<<" as an ordinary asset name', () => {
    expect(only("cyber_system: a\nassets:\n  '<<': hardware\n").assets[0]?.name).toBe("<<");
  });

  it("does not expand an alias bomb", () => {
    const levels = Array.from({ length: 30 }, (_, index) =>
      index === 0
        ? "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"
        : `a${index}: &a${index} [${Array(10)
            .fill(`*a${index - 1}`)
            .join(", ")}]`,
    );
    const text = `cyber_system: a\nbomb:\n${levels.map((line) => `  ${line}`).join("\n")}\nassets: {}\n`;
    expect(problems(text)).toEqual([
      '2:1 unknown key "bomb"; the keys of a document are cyber_system, facility, control_center, impact, erc, esp, psp, criteria, owners, baselines, prune and assets',
    ]);
  });

  it.each([
    ["10,000 nested flow sequences", "[".repeat(10_000), "1:7"],
    [
      "10,000 nested flow maps as an asset",
      `cyber_system: a\nassets:\n  r1: ${"{a: ".repeat(10_000)}`,
      "3:23",
    ],
    [
      "5,000 nested block maps",
      Array.from({ length: 5_000 }, (_, depth) => `${" ".repeat(depth)}k${depth}:`).join("\n"),
      "7:7",
    ],
  ])("reports %s as too deep at the first level too many, without crashing", (_case, text, at) => {
    // Parsed twice: the place must not move once the parser's code is optimised.
    for (let round = 0; round < 2; round++) {
      expect(problems(text)).toEqual([
        `${at} the YAML nests too deeply to be read; no file cip-sync reads needs more than six levels (an inventory's deepest: the document, assets, an asset, its baseline, an item's list, an entry of it)`,
      ]);
    }
  });
});
