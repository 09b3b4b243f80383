import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../../src/core/shared/diagnostics.ts";
import type { InventoryDocument } from "../../../../src/core/inventory/document/document.ts";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";
import { validateInventory } from "../../../../src/core/inventory/document/validate-inventory.ts";
import {
  commissioningBaselineProblems,
  lowImpactBaselineWarnings,
} from "../../../../src/core/inventory/baselines/baseline-completeness.ts";

/** Documents parsed from several files: { "a.yaml": "...", "b.yaml": "..." }. */
function documentsOf(files: Record<string, string>): InventoryDocument[] {
  return Object.entries(files).flatMap(([file, text]) => {
    const parsed = parseInventoryText(text, file);
    expect(parsed.diagnostics).toEqual([]);
    return parsed.documents;
  });
}

function shown(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((diagnostic) => {
    const { location, related } = diagnostic;
    const place = (l: typeof location) => `${l?.file}:${l?.line}:${l?.column}`;
    return `${place(location)} ${diagnostic.message} [related ${related?.map(place).join(", ")}]`;
  });
}

describe("validateInventory", () => {
  it("accepts an inventory without conflicts, including a swap of two names in one document", () => {
    const documents = documentsOf({
      "a.yaml":
        "cyber_system: A\nassets:\n  r1:\n    type: hardware\n    renamed_from: r2\n  r2:\n    type: hardware\n    renamed_from: r1\n",
      "b.yaml": "cyber_system: B\nassets:\n  r3: software\n---\ncyber_system: C\nassets: {}\n",
    });
    expect(validateInventory(documents)).toEqual([]);
  });

  it.each<[string, Record<string, string>, string[]]>([
    [
      "an asset name declared in two files, in another case",
      {
        "a.yaml": "cyber_system: A\nassets:\n  RTU-1: hardware\n",
        "b.yaml": "cyber_system: B\nassets:\n  other: software\n  rtu-1: hardware\n",
      },
      [
        'b.yaml:4:3 asset "rtu-1" is already declared at a.yaml:3:3 as "RTU-1"; asset names are unique across the inventory, ignoring case: rename or remove one [related a.yaml:3:3]',
      ],
    ],
    [
      "an asset name declared twice in one document, in another case",
      { "a.yaml": "cyber_system: A\nassets:\n  hmi: hardware\n  HMI: software\n" },
      [
        'a.yaml:4:3 asset "HMI" is already declared at a.yaml:3:3 as "hmi"; asset names are unique across the inventory, ignoring case: rename or remove one [related a.yaml:3:3]',
      ],
    ],
    [
      "an asset name declared in two documents, spelled alike",
      {
        "a.yaml":
          "cyber_system: A\nassets: {hmi: hardware}\n---\ncyber_system: B\nassets: {hmi: hardware}\n",
      },
      [
        'a.yaml:5:10 asset "hmi" is already declared at a.yaml:2:10; asset names are unique across the inventory, ignoring case: rename or remove one [related a.yaml:2:10]',
      ],
    ],
    [
      "names equal once normalized (NFC)",
      {
        "a.yaml": 'cyber_system: A\nassets:\n  "caf\\u00E9": hardware\n',
        "b.yaml": 'cyber_system: B\nassets:\n  "cafe\\u0301": hardware\n',
      },
      [
        'b.yaml:3:3 asset "cafe\u0301" is already declared at a.yaml:3:3 (the same text, in another Unicode normalization form); asset names are unique across the inventory, ignoring case: rename or remove one [related a.yaml:3:3]',
      ],
    ],
    [
      "one cyber system declared by two documents",
      {
        "a.yaml": "cyber_system: Alpha Protection\nassets: {}\n",
        "b.yaml": "# the same system again\ncyber_system: Alpha Protection\nassets: {}\n",
      },
      [
        'b.yaml:2:15 cyber system "Alpha Protection" is already declared by the document at a.yaml:1:15; a document declares the complete asset list of its system: merge the two documents [related a.yaml:1:15]',
      ],
    ],
    [
      "one cyber system declared by two documents, with the same facility",
      {
        "a.yaml": "cyber_system: Protection\nfacility: Alpha\nassets: {}\n",
        "b.yaml": "cyber_system: Protection\nfacility: Alpha\nassets: {}\n",
      },
      [
        'b.yaml:1:15 cyber system "Protection" is already declared by the document at a.yaml:1:15; a document declares the complete asset list of its system: merge the two documents [related a.yaml:1:15]',
      ],
    ],
    [
      "one live asset renamed twice",
      {
        "a.yaml": "cyber_system: A\nassets:\n  new-1:\n    type: hardware\n    renamed_from: old\n",
        "b.yaml": "cyber_system: B\nassets:\n  new-2:\n    type: hardware\n    renamed_from: OLD\n",
      },
      [
        'b.yaml:5:19 renamed_from "OLD" is also used by asset "new-1" at a.yaml:5:19; one live asset can take only one new name: remove one of the two [related a.yaml:5:19]',
      ],
    ],
    [
      "renamed_from naming an asset another document declares",
      {
        "a.yaml": "cyber_system: A\nassets:\n  rtu-01: hardware\n",
        "b.yaml":
          "cyber_system: B\nassets:\n  rtu-01b:\n    type: hardware\n    renamed_from: rtu-01\n",
      },
      [
        'b.yaml:5:19 renamed_from "rtu-01" names an asset that another document declares, at a.yaml:3:3; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from [related a.yaml:3:3]',
      ],
    ],
  ])("rejects %s, naming both places", (_case, files, expected) => {
    expect(shown(validateInventory(documentsOf(files)))).toEqual(expected);
  });

  it("compares cyber system references as written: other case or an id are not duplicates here", () => {
    const documents = documentsOf({
      "a.yaml":
        "cyber_system: Alpha\nassets: {}\n---\ncyber_system: alpha\nassets: {}\n---\ncyber_system: cs_1\nassets: {}\n",
    });
    expect(validateInventory(documents)).toEqual([]);
  });

  it("takes one system name under two parents as two systems", () => {
    const documents = documentsOf({
      "a.yaml":
        "cyber_system: Protection\nfacility: Alpha\nassets: {}\n---\ncyber_system: Protection\nfacility: Bravo\nassets: {}\n---\ncyber_system: Protection\ncontrol_center: Main\nassets: {}\n",
    });
    expect(validateInventory(documents)).toEqual([]);
  });

  it("reports each further duplicate against the first declaration", () => {
    const documents = documentsOf({
      "a.yaml":
        "cyber_system: A\nassets: {x: hardware}\n---\ncyber_system: B\nassets: {X: hardware}\n---\ncyber_system: C\nassets: {x: software}\n",
    });
    expect(
      validateInventory(documents).map((d) => [d.location?.line, d.related?.[0]?.line]),
    ).toEqual([
      [5, 2],
      [8, 2],
    ]);
  });
});

describe("applicable systems as data: class, erc, esp, psp and criteria", () => {
  it("reads them with their places", () => {
    const [document] = documentsOf({
      "a.yaml":
        "cyber_system: A\nimpact: medium\nerc: false\nesp: ESP-1\npsp: PSP-1\ncriteria: [2.5, 2.1]\nassets:\n  fw-01: { type: hardware, class: EACMS, baseline_ref: { uri: x, sha256: " +
        "b".repeat(64) +
        " } }\n",
    });
    expect(document?.erc).toEqual({
      value: false,
      location: { file: "a.yaml", line: 3, column: 6 },
    });
    expect(document?.esp?.value).toBe("ESP-1");
    expect(document?.psp?.value).toBe("PSP-1");
    expect(document?.criteria?.value).toEqual(["2.5", "2.1"]);
    expect(document?.assets[0]?.class?.value).toBe("EACMS");
  });

  it.each([
    [
      "erc: yes\n",
      '2:6 erc must be true or false (without quotes): whether the system has External Routable Connectivity, not the text "yes"',
    ],
    [
      "criteria: [4.2]\n",
      '2:12 criteria entry "4.2" is not a CIP-002 Attachment 1 criterion; write it as 1.1, 2.5 or 3.1',
    ],
  ])("refuses %j with how to fix it", (line, expected) => {
    const parsed = parseInventoryText(`cyber_system: A\n${line}assets: {}\n`, "a.yaml");
    expect(
      parsed.diagnostics.map((d) => `${d.location?.line}:${d.location?.column} ${d.message}`),
    ).toEqual([expected]);
  });

  it("refuses an unknown class with the closest one", () => {
    const parsed = parseInventoryText(
      "cyber_system: A\nassets:\n  fw: { type: hardware, class: EACM }\n",
      "a.yaml",
    );
    expect(parsed.diagnostics.map((d) => d.message)).toEqual([
      'unknown class "EACM"; did you mean "EACMS"?',
    ]);
  });
});

describe("CIP-010 R1.1: a complete baseline for an asset going into service in R1 scope", () => {
  const complete = (ports: string) =>
    `{ os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: ${ports}, patches: [] }`;
  const justified = complete("[{ port: 20000, protocol: tcp, justification: DNP3 }]");
  const unjustified = complete("[{ port: 20000, protocol: tcp }]");
  const problemsOf = (head: string, asset: string) =>
    commissioningBaselineProblems(
      documentsOf({ "a.yaml": `cyber_system: A\n${head}assets:\n  rtu-01: ${asset}\n` }),
      () => true,
    ).map((d) => `${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.message}`);

  it.each<[string, string, string, string[]]>([
    [
      "High, no baseline",
      "impact: high\n",
      "hardware",
      [
        'a.yaml:4:3 asset "rtu-01" (BCA of a high impact system) has no baseline configuration; CIP-010 R1.1 asks for one before it is in service: write baseline: with os_firmware ([{ name, version }]), software, custom_software, ports and patches ([] for none), the name of a shared baseline under baselines:, or baseline_ref: { uri, sha256 }',
      ],
    ],
    [
      "Medium PCA, two items missing",
      "impact: medium\n",
      "{ type: hardware, class: PCA, baseline: { os_firmware: [{ name: x, version: '1' }], software: [], custom_software: [] } }",
      [
        'a.yaml:4:3 asset "rtu-01" (PCA of a medium impact system) has an incomplete baseline: ports and patches are not written; CIP-010 R1.1 asks for all five items: write each, [] for none',
      ],
    ],
    [
      "High, a port without justification",
      "impact: high\n",
      `{ type: hardware, baseline: ${unjustified} }`,
      [
        'a.yaml:4:3 asset "rtu-01" (BCA of a high impact system) has 1 port without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port',
      ],
    ],
    [
      "Medium with ERC, a port without justification",
      "impact: medium\nerc: true\n",
      `{ type: hardware, baseline: ${unjustified} }`,
      [
        'a.yaml:5:3 asset "rtu-01" (BCA of a medium impact system) has 1 port without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port',
      ],
    ],
    [
      "High, an item missing and a port without justification: both, in one run",
      "impact: high\n",
      "{ type: hardware, baseline: { os_firmware: [{ name: x, version: '1' }], software: [], custom_software: [], ports: [{ port: 20000, protocol: tcp }] } }",
      [
        'a.yaml:4:3 asset "rtu-01" (BCA of a high impact system) has an incomplete baseline: patches is not written; CIP-010 R1.1 asks for all five items: write each, [] for none',
        'a.yaml:4:3 asset "rtu-01" (BCA of a high impact system) has 1 port without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port',
      ],
    ],
    [
      "Medium without ERC: ports need no justification",
      "impact: medium\nerc: false\n",
      `{ type: hardware, baseline: ${unjustified} }`,
      [],
    ],
    ["High, complete", "impact: high\n", `{ type: hardware, baseline: ${justified} }`, []],
    [
      "High, kept elsewhere",
      "impact: high\n",
      `{ type: hardware, baseline_ref: { uri: x, sha256: ${"c".repeat(64)} } }`,
      [],
    ],
    ["Low: optional", "impact: low\n", "hardware", []],
    ["no impact: nothing to judge here (obligations report it)", "", "hardware", []],
    ["High, software record: not a Cyber Asset", "impact: high\n", "software", []],
    [
      "High, an EAP: no CIP-010 row names it",
      "impact: high\n",
      "{ type: hardware, class: EAP }",
      [],
    ],
  ])("%s", (_case, head, asset, expected) => {
    expect(problemsOf(head, asset)).toEqual(expected);
  });
});

// Issue 98, item 4: "Each family only where it applies." A baseline declared on an asset of an
// impact: low system opens and closes no CIP-010 part: warned at the asset's line, never refused.
describe("CIP-010 R1: a baseline of an asset of a low impact system", () => {
  const BASELINE =
    "{ type: hardware, baseline: { os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: [], patches: [] } }";
  const warningsOf = (head: string, asset: string) =>
    lowImpactBaselineWarnings(
      documentsOf({ "a.yaml": `cyber_system: A\n${head}assets:\n  rtu-01: ${asset}\n` }),
    ).map(
      (d) =>
        `${d.severity} ${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.message}`,
    );
  it.each<[string, string, string, string[]]>([
    [
      "low, with a baseline",
      "impact: low\n",
      BASELINE,
      [
        'warning a.yaml:4:3 asset "rtu-01" declares a baseline, and its system "A" declares impact: low: CIP-010 R1 applies to high and medium impact BES Cyber Systems and their associated EACMS, PACS and PCA, so this baseline opens and closes no CIP-010 part (it stays the entity\'s own documentation); keep it, or rate the system where R1 applies',
      ],
    ],
    ["low, without a baseline", "impact: low\n", "hardware", []],
    ["medium, with a baseline", "impact: medium\n", BASELINE, []],
    ["no impact declared, with a baseline", "", BASELINE, []],
  ])("%s", (_case, head, asset, expected) => {
    expect(warningsOf(head, asset)).toEqual(expected);
  });
});
