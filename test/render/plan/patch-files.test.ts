// The CIP-007 R2 files a change adds, changes or removes, as the plan shows them to the reviewer
// (issue 69, item 2): each evaluation's patches with applicability and reason, each plan's
// patches, actions and timeframe, each source's coverage; a file left as it was says nothing; the
// fingerprint covers what is shown (a saved plan whose shown files were edited is refused); and
// untrusted text stays inert in Markdown.
import { describe, expect, it } from "vitest";
import { patchFileChanges } from "../../../src/core/patches/patch-file-changes.ts";
import type { Plan } from "../../../src/core/plan/plan-model.ts";
import { fingerprintPlan } from "../../../src/core/plan/saved/fingerprint.ts";
import { parsePlanJson } from "../../../src/core/plan/saved/plan-schema.ts";
import { renderPlanJson } from "../../../src/render/plan/plan-json.ts";
import { renderPlanMarkdown } from "../../../src/render/plan/plan-markdown.ts";
import { renderPlanText } from "../../../src/render/plan/plan-text.ts";
import { emptyPlan, HOSTILE_NAME } from "../../support/sample-plans.ts";
import { injections } from "../markdown-support.ts";

const SOURCES = `version: 1
sources:
  - { id: sel, name: SEL notifications, covers: [{ software: RTAC }] }
no_source:
  - { software: Legacy HMI, kind: not-updateable, reason: vendor gone }
`;
const EVALUATION = (applicable: boolean) => `version: 1
source: sel
releases_since: 2026-10-01
patches:
  - id: SEL-1
    released: 2026-10-02
    item: { software: RTAC }
    applicable: ${applicable}${applicable ? "" : "\n    reason: the web interface is disabled"}
`;
const PLAN = (action: string) => `version: 1
id: MP-1
patches: [SEL-1]
actions: [${JSON.stringify(action)}]
timeframe: { by: 2027-01-31 }
`;
const EVALUATION_FILE = "patch-evaluations/sel/2026-10.yaml";

/** The empty plan with the patch files of `head` against `base`, fingerprinted as the engine does. */
function planWith(head: Record<string, string>, base: Record<string, string>): Plan {
  const plan = emptyPlan();
  const changes = patchFileChanges(
    new Map(Object.entries(head)),
    new Map(Object.entries(base)),
    "the base commit 0c0c",
  );
  if (changes === undefined) return plan;
  return {
    ...plan,
    patch_files: changes,
    fingerprint: fingerprintPlan(plan.operations, plan.baselines, { patch_files: changes }),
  };
}

describe("the patch files a change adds, changes or removes", () => {
  it("lists each added, changed or removed file, never one left as it was", () => {
    const plan = planWith(
      {
        "cip-patch-sources.yaml": SOURCES,
        [EVALUATION_FILE]: EVALUATION(false),
        "patch-plans/MP-1.yaml": PLAN("block TCP 443"),
      },
      {
        "cip-patch-sources.yaml": SOURCES,
        [EVALUATION_FILE]: EVALUATION(true),
        "patch-plans/MP-0.yaml": PLAN("block TCP 443").replace("MP-1", "MP-0"),
      },
    );
    expect(renderPlanText(plan, { color: false }).split("\n")).toEqual([
      "No service operation. The live inventory matches the declaration. 3 CIP-007 R2 patch files added, changed or removed (below).",
      "",
      "CIP-007 R2 patch files: 3 files added, changed or removed by this change (compared with the base commit 0c0c). Approving the change approves them as shown:",
      '  changed "patch-evaluations/sel/2026-10.yaml": evaluation of source "sel", releases since 2026-10-01, 1 patch',
      '      "SEL-1" (software "RTAC", released 2026-10-02): not applicable: the web interface is disabled',
      '  removed "patch-plans/MP-0.yaml"',
      '  added "patch-plans/MP-1.yaml": mitigation plan "MP-1", timeframe by 2027-01-31',
      '      patches: "SEL-1"',
      "      action: block TCP 443",
      "",
    ]);
    const json = JSON.parse(renderPlanJson(plan)) as Plan;
    expect(json.patch_files?.files.map((file) => [file.file, file.change])).toEqual([
      [EVALUATION_FILE, "changed"],
      ["patch-plans/MP-0.yaml", "removed"],
      ["patch-plans/MP-1.yaml", "added"],
    ]);
    expect(json.patch_files?.files[0]?.evaluation?.patches).toEqual([
      {
        id: "SEL-1",
        released: "2026-10-02",
        item: 'software "RTAC"',
        applicable: false,
        reason: "the web interface is disabled",
      },
    ]);
  });

  it("shows a source's coverage and the items declared to have none", () => {
    const plan = planWith({ "cip-patch-sources.yaml": SOURCES }, {});
    expect(renderPlanMarkdown(plan)).toContain(
      '- added `cip-patch-sources.yaml`: the patch sources\n  - source `sel` (SEL notifications) covers software "RTAC"\n  - no source for software "Legacy HMI" (not-updateable): vendor gone\n',
    );
  });

  it("says nothing when every file is as it was", () => {
    const plan = planWith(
      { [EVALUATION_FILE]: EVALUATION(true) },
      { [EVALUATION_FILE]: EVALUATION(true) },
    );
    expect(plan.patch_files).toBeUndefined();
    expect(plan.fingerprint).toBe(emptyPlan().fingerprint);
    expect(renderPlanMarkdown(plan)).not.toContain("patch file");
  });
});

describe("the fingerprint covers what the plan shows", () => {
  it("differs when an applicability the plan shows differs, and a saved plan edited there is refused", () => {
    const applicable = planWith({ [EVALUATION_FILE]: EVALUATION(true) }, {});
    const notApplicable = planWith({ [EVALUATION_FILE]: EVALUATION(false) }, {});
    expect(applicable.fingerprint).not.toBe(notApplicable.fingerprint);
    expect(applicable.fingerprint).not.toBe(emptyPlan().fingerprint);
    // Saved and read back, it is the same plan; edited to show another judgement, it is refused.
    const saved = renderPlanJson(applicable);
    expect(parsePlanJson(saved, "plan.json").fingerprint).toBe(applicable.fingerprint);
    const edited = saved.replace('"applicable": true', '"applicable": false');
    expect(edited).not.toBe(saved);
    expect(() => parsePlanJson(edited, "plan.json")).toThrow(/is not the fingerprint/);
  });
});

it("untrusted text in a patch file stays inert in Markdown", () => {
  const markdown = renderPlanMarkdown(
    planWith(
      { "patch-plans/MP-1.yaml": PLAN(HOSTILE_NAME), [EVALUATION_FILE]: EVALUATION(true) },
      {},
    ),
  );
  expect(markdown).toContain("  - action: a\\|b &lt;b&gt;x&lt;/b&gt; @\u200Bteam #\u200B12");
  expect(injections(markdown)).toEqual([]);
});
