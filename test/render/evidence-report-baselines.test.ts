// The audit report's change entries show baseline deviations (issue 64, item 1): a break-glass
// apply whose only change is a patch added to a baseline three High assets share reads as three
// deviations with the parts they open in JSON, Markdown and HTML, never as a bare "no-changes".
import { describe, expect, it } from "vitest";
import { buildChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import { buildEvidenceReport } from "../../src/core/evidence/report/evidence-report.ts";
import type { BaselineComparison, Plan } from "../../src/core/plan/plan-model.ts";
import {
  listedReport,
  renderEvidenceHtml,
  renderEvidenceMarkdown,
} from "../support/evidence-text.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
} from "../support/evidence-records.ts";
import { applyResultOf } from "../support/sample-plans.ts";

const OPENS = [
  "CIP-010 R1.2",
  "CIP-010 R1.3",
  "CIP-010 R1.4",
  "CIP-010 R1.5",
  "CIP-010 R1.6",
] as const;
const DEVIATIONS: BaselineComparison = {
  compared_with: `commit ${"b".repeat(40)} (origin/main)`,
  deviations: ["ems-01", "ems-02", "ems-03"].map((asset, index) => ({
    asset,
    asset_id: `ca_${index + 1}`,
    cyber_system: "Alpha Protection",
    cyber_system_id: "cs_alpha",
    items: [{ item: "patches", added: ["RHSA-2026:2001"], removed: [] }],
    opens: [...OPENS],
  })),
};

/** A ledger of one break-glass apply with no operation, whose record carries `comparison`. */
function reportOf(comparison: BaselineComparison | undefined) {
  const plan: Plan = {
    format_version: 1,
    fingerprint: `sha256:${"c".repeat(64)}`,
    summary: { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 },
    operations: [],
    managed_systems: [],
    unmanaged: [],
    ...(comparison === undefined ? {} : { baseline_deviations: comparison }),
    safety: { managed_live_assets: 3, violations: [] },
    warnings: [],
  };
  const glass = changeDraft("grid-east", 1, "no-changes");
  glass.change.change_record = buildChangeRecord(plan, applyResultOf(plan), {
    tool_version: "1.2.3",
  });
  glass.change.pull_request = null;
  return buildEvidenceReport(
    ledgerFilesOf(chainOf([{ draft: breakGlassDraft(glass), at: day(1) }])),
    { from: day(0), to: day(10) },
    day(11),
    { toolVersion: "1.2.3" },
  );
}

const LINE = (asset: string, id: string) =>
  `${asset} (${id}) in Alpha Protection, opens ${OPENS.join(", ")}: 1.1.5 security patches applied: added RHSA-2026:2001`;

describe("a change whose only change is three baseline deviations", () => {
  const report = reportOf(DEVIATIONS);

  it("carries them in the JSON report's change entry", () => {
    const [change] = listedReport(report).workspaces[0]?.changes ?? [];
    expect(change?.outcome).toBe("no-changes");
    expect(change?.baseline_deviations).toEqual(DEVIATIONS);
  });

  it.each([
    ["Markdown", renderEvidenceMarkdown],
    ["HTML", renderEvidenceHtml],
  ])("names each in %s, its heading saying there was no service operation", (_, render) => {
    const text = render(report).replace(/\\|\u200B/g, "");
    expect(text).toContain("3 baseline deviations, no service operation (no-changes)");
    expect(text).toContain(
      `Baseline deviations from commit ${"b".repeat(40)} (origin/main): 3 assets, each a change CIP-010 R1.2 asks to authorize and document`,
    );
    for (const [asset, id] of [
      ["ems-01", "ca_1"],
      ["ems-02", "ca_2"],
      ["ems-03", "ca_3"],
    ] as const)
      expect(text).toContain(LINE(asset, id));
  });

  it("says when the apply did not compare its baselines, and shows nothing for a record without them", () => {
    const notCompared = renderEvidenceMarkdown(
      reportOf({ compared_with: null, not_compared: "not compared: no --base" }),
    );
    expect(notCompared).toContain("- Baselines (CIP-010 R1.1): not compared: no --base.");
    expect(notCompared).toContain(": no-changes, commit");
    const older = renderEvidenceMarkdown(reportOf(undefined));
    expect(older).not.toContain("Baseline");
  });
});
