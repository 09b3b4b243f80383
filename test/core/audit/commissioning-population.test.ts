// The CIP-010 R3.3 population (`vulnerability-commissioning.csv`): each asset an accepted merge put
// into service in a High system, with its R3.3 evidence (assessment, like replacement, CIP
// Exceptional Circumstance, none) or "not judged" where its system declares no impact, each row
// citing the merge's record and naming the asset_id as cyber-assets.csv has it.
import { isAssessmentFile } from "../../../src/core/assessments/assessment-files.ts";
import { describe, expect, it } from "vitest";
import type { EvidenceDraft } from "../../../src/core/evidence/records/evidence-record.ts";
import type { Impact } from "../../../src/core/inventory/document/principals.ts";
import { recordPath } from "../../../src/core/evidence/chain/record-files.ts";
import { reviewedFilesEvidence } from "../../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import { computeObligations } from "../../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { chainOf, day } from "../../support/evidence-records.ts";
import { change, hashed } from "../../support/obligation-ledgers.ts";
import { populations } from "../../support/populations.ts";

const ASSESSED = `version: 1
id: VA-7
systems: [Alpha Protection]
assets: [alpha-rtu-09]
method: active
controls_assessed: [ports and services]
results: no finding
action_plan: no vulnerabilities found
`;

/** The merge that creates alpha-rtu-09 in Alpha, of `impact` (none: undeclared), with `files`. */
function commissioning(impact: Impact | undefined, files: Record<string, string> = {}) {
  const draft = change(impact ?? "high", 1);
  if (draft.kind !== "change") throw new Error("a change record");
  if (impact === undefined) {
    for (const operation of draft.change.change_record!.operations)
      delete operation.cyber_system.impact;
    for (const baseline of draft.change.baselines ?? []) delete baseline.impact;
  }
  const carried = reviewedFilesEvidence(
    new Map(Object.entries(files)),
    new Map(),
    "c".repeat(40),
    isAssessmentFile,
  );
  if (carried !== undefined) draft.change.assessment_files = carried;
  return draft;
}

function commissioned(draft: EvidenceDraft) {
  const records = hashed(chainOf([{ draft, at: day(1) }]));
  const obligations = computeObligations(records, "2026-06-30", DEFAULT_CALENDAR);
  const found = populations(records, { from: day(0), to: day(181) }, { obligations });
  return {
    rows: found.commissionedAssets!,
    assets: found.assets!,
    path: recordPath(records[0]!.record),
  };
}

describe("the CIP-010 R3.3 population", () => {
  it.each<[string, EvidenceDraft, unknown[]]>([
    [
      "an asset with an active assessment merged with it",
      commissioning("high", { "vulnerability-assessments/VA-7.yaml": ASSESSED }),
      ["closed", "assessment", "VA-7", null],
    ],
    [
      "an asset with none",
      commissioning("high"),
      [
        "exception",
        "none",
        "",
        'R3.3: no assessment before commissioning: BCA "alpha-rtu-09" went into service in High system "Alpha Protection" (no assessment file names it)',
      ],
    ],
    [
      "an asset of a system without impact: not judged, and why",
      commissioning(undefined),
      [
        "exception",
        "not judged",
        "",
        "not judged for R3.3: Alpha Protection (cs_alpha) declares no impact, so whether Part 3.3 applies (High only) is not known; declare impact: in its document",
      ],
    ],
  ])("%s", (_what, draft, [status, evidence, records, reason]) => {
    const { rows, assets, path } = commissioned(draft);
    expect(rows).toEqual([
      expect.objectContaining({
        record_sequence: 1,
        record_path: path,
        cyber_system: "Alpha Protection",
        cyber_system_id: "cs_alpha",
        asset: "alpha-rtu-09",
        asset_id: "ca_new_0",
        class: "BCA",
        status,
        evidence,
        evidence_records: records,
        reason,
      }),
    ]);
    // The asset_id as cyber-assets.csv has it.
    expect(assets.map((row) => row.asset_id)).toContain(rows[0]!.asset_id);
  });

  it("lists no asset of a Medium system (Part 3.3 is High only)", () => {
    expect(commissioned(commissioning("medium")).rows).toEqual([]);
  });
});
