// The plan's CIP-010-4 R3.3 check in the three formats (issue 70, item 4): the assets without
// evidence first, each at its place as "R3.3: no assessment before commissioning" with why, then
// those with the record that stands; the Markdown comment a table; JSON read back unchanged.
import { describe, expect, it } from "vitest";
import type { CommissioningAssessmentCheck } from "../../../src/core/plan/plan-model.ts";
import { parsePlanJson } from "../../../src/core/plan/saved/plan-schema.ts";
import { renderPlanJson } from "../../../src/render/plan/plan-json.ts";
import { renderPlanMarkdown } from "../../../src/render/plan/plan-markdown.ts";
import { renderPlanText } from "../../../src/render/plan/plan-text.ts";
import { emptyPlan } from "../../support/sample-plans.ts";

const at = (line: number) => ({ file: "inventory/alpha.yaml", line, column: 3 });
const CHECK: CommissioningAssessmentCheck = {
  setting: "flag",
  commissioned: [
    {
      cyber_system: "Alpha Protection",
      asset: "relay-08",
      class: "PCA",
      location: at(8),
      evidence: [{ kind: "active-assessment", record: "VA-2026-08" }],
    },
    {
      cyber_system: "Alpha Protection",
      asset: "relay-09",
      class: "BCA",
      location: at(11),
      evidence: [
        {
          kind: "like-replacement",
          record: "C-2026-09",
          of: "relay-01",
          differences: [{ item: "ports", added: ["23/tcp"], removed: [] }],
        },
      ],
      gap: 'C-2026-09 declares a like replacement of "relay-01", whose baseline differs: ports adds 23/tcp',
    },
  ],
};
const plan = { ...emptyPlan(), commissioning_assessments: CHECK };

/** An asset of a system whose document declares no impact: not judged, and said so. */
const UNRATED: CommissioningAssessmentCheck = {
  setting: "require",
  commissioned: [
    {
      cyber_system: "Beta Control",
      asset: "beta-rtu-02",
      class: "BCA",
      location: at(14),
      evidence: [],
      not_judged:
        "its system declares no impact, so whether Part 3.3 applies (High only) is not known, and once merged its CIP-010 R2.1 configuration monitoring is judged as for High: an exception in the ledger (impact not declared); declare impact: in its document",
    },
  ],
};

describe("the plan's commissioning assessments", () => {
  it("text: the asset without evidence first and marked, then the one with, and the fix", () => {
    const text = renderPlanText(plan, { color: false });
    const start = text.indexOf("Commissioning assessments");
    expect(text.slice(start).split("\n").slice(0, 4)).toEqual([
      "Commissioning assessments (CIP-010-4 R3.3, vulnerability-assessments/): 1 asset of 2 put into service in a High system without an assessment before commissioning; flagged, not refused (the policy's vulnerability_assessments: require would refuse them).",
      '  ? inventory/alpha.yaml:11:3 R3.3: no assessment before commissioning: BCA relay-09 in Alpha Protection (C-2026-09 declares a like replacement of "relay-01", whose baseline differs: ports adds 23/tcp)',
      "  . inventory/alpha.yaml:8:3 PCA relay-08 in Alpha Protection: active assessment VA-2026-08",
      "  To close one: add to vulnerability-assessments/ an active assessment whose systems and assets name it, or a kind: commissioning record with like_replacement_of: EXISTING-ASSET (whose baseline it models) or cip_exceptional_circumstance: REFERENCE.",
    ]);
  });

  it("Markdown: a table, the asset without evidence first and in bold", () => {
    const markdown = renderPlanMarkdown(plan);
    expect(markdown).toContain(
      "#### Commissioning assessments\n\nCommissioning assessments (CIP-010-4 R3.3, vulnerability-assessments/): 1 asset of 2",
    );
    const rows = markdown
      .split("\n")
      .filter((line) => line.startsWith("| ") && line.includes("relay-0"));
    expect(rows).toEqual([
      '| relay-09 | BCA | Alpha Protection | **R3.3: no assessment before commissioning: C-2026-09 declares a like replacement of "relay-01", whose baseline differs: ports adds 23/tcp** | `inventory/alpha.yaml:11:3` |',
      "| relay-08 | PCA | Alpha Protection | PCA relay-08 in Alpha Protection: active assessment VA-2026-08 | `inventory/alpha.yaml:8:3` |",
    ]);
  });

  it("JSON: carried as is and read back unchanged", () => {
    const json = renderPlanJson(plan);
    const read = parsePlanJson(json, "plan.json");
    expect(read.commissioning_assessments).toEqual(CHECK);
    expect(renderPlanJson(read)).toBe(json);
  });

  it("says an asset of a system without impact was not judged, and why, in the three formats", () => {
    const unrated = { ...emptyPlan(), commissioning_assessments: UNRATED };
    const text = renderPlanText(unrated, { color: false });
    const start = text.indexOf("Commissioning assessments");
    expect(text.slice(start).split("\n").slice(0, 2)).toEqual([
      "Commissioning assessments (CIP-010-4 R3.3, vulnerability-assessments/): 0 assets put into service in a High system, each with an active assessment or an exception; 1 asset of a system without impact not judged.",
      "  ~ inventory/alpha.yaml:14:3 BCA beta-rtu-02 in Beta Control: not judged for R3.3: its system declares no impact, so whether Part 3.3 applies (High only) is not known, and once merged its CIP-010 R2.1 configuration monitoring is judged as for High: an exception in the ledger (impact not declared); declare impact: in its document",
    ]);
    const rows = renderPlanMarkdown(unrated)
      .split("\n")
      .filter((line) => line.startsWith("| beta-rtu-02"));
    expect(rows).toEqual([
      "| beta-rtu-02 | BCA | Beta Control | not judged for R3.3: its system declares no impact, so whether Part 3.3 applies (High only) is not known, and once merged its CIP-010 R2.1 configuration monitoring is judged as for High: an exception in the ledger (impact not declared); declare impact: in its document | `inventory/alpha.yaml:14:3` |",
    ]);
    const json = renderPlanJson(unrated);
    expect(parsePlanJson(json, "plan.json").commissioning_assessments).toEqual(UNRATED);
  });
});
