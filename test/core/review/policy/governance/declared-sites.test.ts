// A merge's record keeps each system's site (issue 96, item 6: CIP-003-9 R2's scope follows the
// inventory in force): the facility or control center its document names, none where it names
// neither. The site is no governance fact: a record kept before sites were (none on its systems)
// and a branch that declares them do not differ, so no "Not in force" warning follows the upgrade.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../../src/core/inventory/document/parse-inventory.ts";
import { governanceDifferences } from "../../../../../src/core/evidence/records/in-force/facts-in-force.ts";
import { declaredGovernance } from "../../../../../src/core/review/policy/governance/declared-facts.ts";

const documents = (texts: Record<string, string>) =>
  Object.entries(texts).flatMap(([file, text]) =>
    parseInventoryText(text, file).documents.map((document) => ({ file, document })),
  );

describe("each system's site, as a merge's record keeps it", () => {
  const declared = declaredGovernance({
    policyFile: "cip-policy.yaml",
    policyText: undefined,
    sourceCommands: undefined,
    documents: documents({
      "a.yaml": "cyber_system: RTU\nfacility: Substation 12\nimpact: low\nassets: {}\n",
      "b.yaml": "cyber_system: EMS\ncontrol_center: Primary Control Center\nassets: {}\n",
      "c.yaml": "cyber_system: Loose\nimpact: low\nassets: {}\n",
    }),
  });

  it("names its facility or control center, none where the document names neither", () => {
    expect(declared.systems).toEqual([
      {
        name: "EMS",
        impact: null,
        owners: null,
        site: { kind: "control_center", name: "Primary Control Center" },
      },
      { name: "Loose", impact: "low", owners: null },
      {
        name: "RTU",
        impact: "low",
        owners: null,
        site: { kind: "facility", name: "Substation 12" },
      },
    ]);
  });

  it("is no governance fact: a record without sites does not differ from the branch", () => {
    const before = {
      ...declared,
      systems: declared.systems.map(({ site: _, ...system }) => system),
    };
    expect(governanceDifferences(before, declared)).toEqual([]);
    const rerated = {
      ...declared,
      systems: declared.systems.map((system) => ({ ...system, impact: "medium" })),
    };
    expect(governanceDifferences(before, rerated)).toHaveLength(3);
  });
});
