// The names a vulnerability assessment file uses, resolved against the inventory (issue 79, item
// 5), per kind of record: an assessment's systems and assets, a technical-feasibility record's
// systems, a commissioning record's system and asset (not the asset it replaces, which the same
// change may retire). Each unknown name is an error at its place with the nearest name.
import { describe, expect, it } from "vitest";
import { assessmentReferenceProblems } from "../../../src/core/assessments/assessment-references.ts";
import { parseAssessmentText } from "../../../src/core/assessments/parse-assessment.ts";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";

const INVENTORY = parseInventoryText(
  [
    "cyber_system: Alpha Protection",
    "facility: Substation Alpha",
    "impact: high",
    "assets:",
    "  relay-01: hardware",
    "  pacs-01: hardware",
    "  hmi-suite: software",
    "",
  ].join("\n"),
  "inventory/alpha.yaml",
).documents;

function problems(id: string, ...lines: string[]): string[] {
  const file = `vulnerability-assessments/${id}.yaml`;
  const parsed = parseAssessmentText(`${lines.join("\n")}\n`, file, {
    at: new Date("2026-03-31T12:00:00Z"),
  });
  expect(parsed.diagnostics).toEqual([]);
  return assessmentReferenceProblems(parsed.references ?? [], INVENTORY).map(
    (d) => `${formatLocation(d.location!)}: ${d.message}`,
  );
}

const ASSESSMENT = (systems: string, assets: string) => [
  "version: 1",
  "id: VA-1",
  `systems: ${systems}`,
  `assets: ${assets}`,
  "method: paper",
  "controls_assessed: [ports]",
  "results: none",
  "action_plan: no vulnerabilities found",
];
const COMMISSIONING = (system: string, asset: string, of: string) => [
  "version: 1",
  "id: C-1",
  "kind: commissioning",
  `cyber_system: ${system}`,
  `asset: ${asset}`,
  `like_replacement_of: ${of}`,
];
const FEASIBILITY = (systems: string) => [
  "version: 1",
  "id: TF-1",
  "kind: technical-feasibility",
  `systems: ${systems}`,
  "reference: TFE-1",
  "reason: serial relays",
];

describe("the names an assessment file uses, against the inventory", () => {
  it.each<[string, () => string[], string[]]>([
    [
      "an assessment naming what the inventory holds, in another case",
      () => problems("VA-1", ...ASSESSMENT("[alpha protection]", "[RELAY-01, pacs-01]")),
      [],
    ],
    [
      "an assessment naming a software record as an asset: no Cyber Asset",
      () => problems("VA-1", ...ASSESSMENT("[Alpha Protection]", "[hmi-suite]")),
      [
        `vulnerability-assessments/VA-1.yaml:4:10: assets names asset "hmi-suite", but it is no asset of "Alpha Protection" in the inventory; write the asset as its system's document names it, or name its system in systems:`,
      ],
    ],
    [
      "a technical-feasibility record naming a misspelt system",
      () => problems("TF-1", ...FEASIBILITY("[Alpha Protektion]")),
      [
        `vulnerability-assessments/TF-1.yaml:4:11: systems names cyber system "Alpha Protektion", but no document of the inventory declares it (cyber_system:); did you mean "Alpha Protection"? Otherwise write the system as its document's cyber_system: names it`,
      ],
    ],
    [
      "a commissioning record of a misspelt asset, replacing one the inventory no longer holds",
      () => problems("C-1", ...COMMISSIONING("Alpha Protection", "relay-0l", "relay-old")),
      [
        `vulnerability-assessments/C-1.yaml:5:8: asset names asset "relay-0l", but it is no asset of "Alpha Protection" in the inventory; did you mean "relay-01"? Otherwise write the asset as its system's document names it, or name its system in systems:`,
      ],
    ],
    [
      "a commissioning record of an unknown system: its system named, not its asset again",
      () => problems("C-1", ...COMMISSIONING("Beta", "relay-01", "relay-old")),
      [
        `vulnerability-assessments/C-1.yaml:4:15: cyber_system names cyber system "Beta", but no document of the inventory declares it (cyber_system:); write the system as its document's cyber_system: names it`,
      ],
    ],
  ])("%s", (_what, found, expected) => {
    expect(found()).toEqual(expected);
  });
});
