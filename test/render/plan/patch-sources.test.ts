// The plan's CIP-007-6 R2.1 check in the three formats (issue 62, item 1): the items this change
// adds or changes first, marked as such, then the existing gaps, each with its place and the fix;
// the baseline_ref assets said to be unseen; JSON in the schema's order, read back unchanged.
import { describe, expect, it } from "vitest";
import type { PatchSourceCheck } from "../../../src/core/plan/plan-model.ts";
import { parsePlanJson } from "../../../src/core/plan/saved/plan-schema.ts";
import { renderPlanJson } from "../../../src/render/plan/plan-json.ts";
import { renderPlanMarkdown } from "../../../src/render/plan/plan-markdown.ts";
import { renderPlanText } from "../../../src/render/plan/plan-text.ts";
import { emptyPlan } from "../../support/sample-plans.ts";

const at = (line: number) => ({ file: "inventory/alpha.yaml", line, column: 9 });
const CHECK: PatchSourceCheck = {
  sources_file: "cip-patch-sources.yaml",
  setting: "flag",
  missing: [
    {
      cyber_system: "Alpha Protection",
      asset: "rtac-01",
      item: "os_firmware",
      name: "SEL-3555 firmware",
      version: "R148",
      location: at(7),
      change: "existing",
    },
    {
      cyber_system: "Alpha Protection",
      asset: "rtac-01",
      item: "software",
      name: "acSELerator RTAC",
      version: "1.33",
      location: at(8),
      change: "changed",
    },
  ],
  not_seen: [{ cyber_system: "Alpha Protection", asset: "hmi-01", location: at(12) }],
};
const plan = { ...emptyPlan(), patch_sources: CHECK };

describe("the plan's patch sources", () => {
  it("text: the change's gap first and marked, then the existing one, the fix and the unseen", () => {
    const text = renderPlanText(plan, { color: false });
    const start = text.indexOf("Patch sources");
    expect(text.slice(start).split("\n").slice(0, 5)).toEqual([
      "Patch sources (CIP-007-6 R2.1, cip-patch-sources.yaml): 2 baseline items of applicable assets have no patch source; flagged, not refused (the policy's patch_sources: require would refuse those a change adds or changes).",
      '  ? software "acSELerator RTAC" 1.33 on rtac-01 (Alpha Protection), version changed by this change, at inventory/alpha.yaml:8:9',
      '  . os_firmware "SEL-3555 firmware" R148 on rtac-01 (Alpha Protection), an existing gap, at inventory/alpha.yaml:7:9',
      "  To close a gap: add the item to a source's covers in cip-patch-sources.yaml, or declare it under no_source with kind: no-patching-source or not-updateable and a reason.",
      "  Not seen: 1 applicable asset with a baseline_ref, whose items are kept outside the repository (hmi-01 (Alpha Protection)): identify their sources where the baseline is kept.",
    ]);
  });

  it("Markdown: a table, the change's gap first and in bold, then the unseen", () => {
    const markdown = renderPlanMarkdown(plan);
    expect(markdown).toContain(
      "#### Patch sources missing\n\nPatch sources (CIP-007-6 R2.1, cip-patch-sources.yaml): 2 baseline items",
    );
    const rows = markdown.split("\n").filter((line) => line.startsWith("| "));
    expect(rows).toEqual([
      "| Item | Version | Asset | Cyber system | Change | Where |",
      "| software acSELerator RTAC | 1.33 | rtac-01 | Alpha Protection | **version changed by this change** | `inventory/alpha.yaml:8:9` |",
      "| os_firmware SEL-3555 firmware | R148 | rtac-01 | Alpha Protection | an existing gap | `inventory/alpha.yaml:7:9` |",
    ]);
    expect(markdown).toContain("Not seen: 1 applicable asset with a baseline\\_ref");
  });

  it("Markdown and text: one line when every item has a source", () => {
    const covered = { ...emptyPlan(), patch_sources: { ...CHECK, missing: [], not_seen: [] } };
    const line =
      "every os_firmware and software item of the applicable assets' baselines has a source or a no_source declaration.";
    expect(renderPlanText(covered, { color: false })).toContain(line);
    expect(renderPlanMarkdown(covered)).not.toContain("#### Patch sources missing");
  });

  it("JSON: patch_sources in the schema's order, read back as written", () => {
    const json = renderPlanJson(plan);
    expect(JSON.parse(json).patch_sources).toEqual(CHECK);
    expect(Object.keys(JSON.parse(json).patch_sources.missing[0])).toEqual([
      "cyber_system",
      "asset",
      "item",
      "name",
      "version",
      "location",
      "change",
    ]);
    const read = parsePlanJson(json, "plan.json");
    expect(renderPlanJson(read)).toBe(json);
  });

  it("a plan without the check renders none of it", () => {
    const none = emptyPlan();
    expect(renderPlanText(none, { color: false })).not.toContain("Patch sources");
    expect(renderPlanMarkdown(none)).not.toContain("Patch sources");
    expect(renderPlanJson(none)).not.toContain("patch_sources");
  });
});
