// The terminal renderer on the sample plans: exact output, colour only when asked, hostile names
// made harmless, apply results and diagnostics.
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/core/shared/diagnostics.ts";
import { renderPlanText } from "../../src/render/plan/plan-text.ts";
import { renderDiagnosticsText } from "../../src/render/shared/diagnostics.ts";
import {
  renderApplyResultText,
  renderPlanDifferenceText,
} from "../../src/render/plan/apply-text.ts";
import { at } from "../support/fixtures.ts";
import {
  ALPHA,
  applyResultOf,
  BRAVO,
  createOf,
  deleteOf,
  EMS,
  emptyPlan,
  MASS_DELETE,
  ORPHAN,
  planOf,
  samplePlan,
  STALE_RENAME_WARNING,
  UNMANAGED,
} from "../support/sample-plans.ts";

const PLAIN = { color: false };
const ESC = "\u001B";

describe("renderPlanText", () => {
  it("shows the summary, every delete, moves and renames, changes per system, unmanaged assets, safety and warnings", () => {
    const plan = samplePlan({ violations: [MASS_DELETE] });
    expect(renderPlanText(plan, PLAIN).split("\n")).toEqual([
      "Plan: 3 to create, 6 to update (2 moves, 4 renames, 2 type changes), 1 to delete.",
      `Fingerprint: ${plan.fingerprint}`,
      "",
      "DELETE: 1 cyber asset will be permanently deleted.",
      "  Deletion cannot be undone through the API:",
      "  the asset record and its compliance history are lost.",
      "  Bravo SCADA (cs_bravo), facility Substation Bravo:",
      "    - alpha-hmi-02 (ca_0042), hardware",
      "",
      "Moves and renames, per cyber system they leave:",
      "  Alpha Protection (cs_alpha), facility Substation Alpha:",
      "    ~ rename sw-b -> sw-a (ca_0011), part of a swap",
      "    ~ rename sw-a -> sw-b (ca_0010), part of a swap",
      "      first renamed to the temporary name sw-a~cip-sync-0badf00d",
      "    ~ rename alpha-rtu-01 -> alpha-rtu-01b (ca_0001)",
      "    -> move alpha-plc-03 (ca_0003) to Bravo SCADA (facility Substation Bravo)",
      "    -> rename ems-old -> ems-new (ca_0007), move to EMS (control center East Control Center), type hardware -> software",
      "",
      "Creates and type changes, per cyber system:",
      "  Alpha Protection (cs_alpha), facility Substation Alpha:",
      "    + alpha-rtu-09 (hardware)",
      "    ~ alpha-fw (ca_0005): type hardware -> software",
      "  Bravo SCADA (cs_bravo), facility Substation Bravo:",
      "    + bravo-hmi-01 (software)",
      "  EMS (cs_ems), control center East Control Center:",
      "    + ems-ws-01 (hardware)",
      "",
      "Kept, not managed (prune: false): 1 live asset is not in the declaration and is left as it is:",
      "  Orphan System (cs_orphan), parent not shown by the service:",
      "    = orphan-ws-01 (ca_0099), software",
      "",
      "SAFETY: apply refuses this plan: it breaks 1 safety rule.",
      "  ! mass-delete: 12 deletes would remove 40% of the 30 live assets in the managed systems (limit 30%); re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended.",
      "",
      "1 warning:",
      'Alpha Protection.yaml:9:30: warning: renamed_from "old-rtu" matches no live asset, so "new-rtu" will be created as a new asset; correct renamed_from or remove it',
      "",
    ]);
  });

  it("says there are no changes, and still shows unmanaged assets and warnings", () => {
    const plan = emptyPlan({ unmanaged: [UNMANAGED, { ...UNMANAGED, asset_id: "ca_0100" }] });
    expect(renderPlanText(plan, PLAIN)).toBe(
      [
        "No changes. The live inventory matches the declaration.",
        "",
        "Kept, not managed (prune: false): 2 live assets are not in the declaration and are left as they are:",
        "  Orphan System (cs_orphan), parent not shown by the service:",
        "    = orphan-ws-01 (ca_0099), software",
        "    = orphan-ws-01 (ca_0100), software",
        "",
      ].join("\n"),
    );
    expect(renderPlanText(emptyPlan(), PLAIN)).toBe(
      "No changes. The live inventory matches the declaration.\n",
    );
  });

  it("orders systems by name whatever the order of the operations", () => {
    const operations = [createOf("e-1", EMS), createOf("b-1", BRAVO), createOf("a-1", ALPHA)];
    const summary = { create: 3, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };
    const forward = renderPlanText(planOf(operations, summary), PLAIN);
    const backward = renderPlanText(planOf([...operations].reverse(), summary), PLAIN);
    const headings = (output: string) => output.split("\n").filter((line) => /^ {2}\S/.test(line));
    expect(headings(forward)).toEqual([
      "  Alpha Protection (cs_alpha), facility Substation Alpha:",
      "  Bravo SCADA (cs_bravo), facility Substation Bravo:",
      "  EMS (cs_ems), control center East Control Center:",
    ]);
    expect(headings(backward)).toEqual(headings(forward));
  });

  it("colours only when asked: deletes red, creates green, safety bold red", () => {
    const plan = planOf(
      [deleteOf("old", "ca_1", ALPHA), createOf("new", ALPHA)],
      { create: 1, update: 0, delete: 1, move: 0, rename: 0, retype: 0 },
      { violations: [MASS_DELETE] },
    );
    const coloured = renderPlanText(plan, { color: true });
    expect(coloured).toContain(`${ESC}[31m    - old (ca_1), hardware${ESC}[0m`);
    expect(coloured).toContain(`${ESC}[32m+ new (hardware)${ESC}[0m`);
    expect(coloured).toContain(
      `${ESC}[1;31mSAFETY: apply refuses this plan: it breaks 1 safety rule.${ESC}[0m`,
    );
    expect(renderPlanText(plan, PLAIN)).not.toContain(ESC);
    expect(coloured.replace(/\u001B\[[0-9;]*m/g, "")).toBe(renderPlanText(plan, PLAIN));
  });

  it.each([
    ["a terminal escape sequence", "rtu\u001B[2J\u001B[31m-1", "rtu\\u001B[2J\\u001B[31m-1"],
    ["a forged line", "rtu-1\n  + fake (hardware)", "rtu-1\\u000A  + fake (hardware)"],
    ["a carriage return", "rtu-1\rfake", "rtu-1\\u000Dfake"],
    ["a bidirectional override", "rtu-\u202E1-cod", "rtu-\\u202E1-cod"],
    ["a zero-width space", "rtu\u200B-1", "rtu\\u200B-1"],
    ["a tag character", "rtu\u{E0041}-1", "rtu\\u{E0041}-1"],
    ["a line separator", "rtu\u2028-1", "rtu\\u2028-1"],
  ])("shows %s in a live name as a visible escape", (_what, name, shown) => {
    const plan = planOf([deleteOf(name, "ca_1", ORPHAN)], {
      create: 0,
      update: 0,
      delete: 1,
      move: 0,
      rename: 0,
      retype: 0,
    });
    const output = renderPlanText(plan, { color: true });
    expect(output).toContain(`    - ${shown} (ca_1), hardware`);
    // Only the renderer's own colour codes remain; no line break was forged.
    expect(output.replace(/\u001B\[[0-9;]*m/g, "")).not.toMatch(/[\u0000-\u0009\u000B-\u001F]/);
    expect(output.split("\n")).toHaveLength(9);
  });
});

describe("renderApplyResultText", () => {
  const plan = samplePlan();

  it("reports an apply in which every operation succeeded, with the ids creates produced", () => {
    const output = renderApplyResultText(
      plan,
      applyResultOf(plan, { 9: { asset_id: "ca_0200", adopted: true } }),
      PLAIN,
      "every",
    );
    expect(output.split("\n")).toEqual([
      "  ok      #1  delete alpha-hmi-02 (ca_0042) from Bravo SCADA (facility Substation Bravo)",
      "  ok      #2  rename sw-a -> sw-a~cip-sync-0badf00d (ca_0010) in Alpha Protection (facility Substation Alpha), a temporary name, to break a rename cycle",
      "  ok      #3  rename sw-b -> sw-a (ca_0011) in Alpha Protection (facility Substation Alpha)",
      "  ok      #4  rename sw-a~cip-sync-0badf00d -> sw-b (ca_0010) in Alpha Protection (facility Substation Alpha)",
      "  ok      #5  rename alpha-rtu-01 -> alpha-rtu-01b (ca_0001) in Alpha Protection (facility Substation Alpha)",
      "  ok      #6  move alpha-plc-03 (ca_0003) from Alpha Protection (facility Substation Alpha) to Bravo SCADA (facility Substation Bravo)",
      "  ok      #7  change type of alpha-fw (ca_0005) in Alpha Protection (facility Substation Alpha) from hardware to software",
      "  ok      #8  rename ems-old -> ems-new (ca_0007), move from Alpha Protection (facility Substation Alpha) to EMS (control center East Control Center), type hardware -> software",
      "  ok      #9  create alpha-rtu-09 (hardware) in Alpha Protection (facility Substation Alpha): created ca_new_8",
      "  ok      #10 create bravo-hmi-01 (software) in Bravo SCADA (facility Substation Bravo): adopted ca_0200 (the response was lost, but the asset had been created)",
      "  ok      #11 create ems-ws-01 (hardware) in EMS (control center East Control Center): created ca_new_10",
      "",
      "Applied: all 11 operations succeeded.",
      "",
    ]);
    expect(renderApplyResultText(plan, applyResultOf(plan), PLAIN, "problems").split("\n")).toEqual(
      // Every operation succeeded: the verdict says so, with no "not listed" line before it.
      ["Applied: all 11 operations succeeded.", ""],
    );
  });

  it("reports a partly applied plan: each failure and skip with its reason, and what was not run", () => {
    const result = applyResultOf(plan, {
      2: { status: "failed", error: "PATCH /cyber-assets/ca_0011 failed: 409 name taken" },
      3: {
        status: "skipped",
        error: 'skipped: depends on operation #3 (rename "sw-a" (ca_0011)), which failed',
        attempts: 0,
      },
      10: "not run",
    });
    const verdict = [
      "Partly applied: 8 of 11 operations succeeded; 1 failed, 1 skipped because it depends on a failed operation, 1 not run.",
      "Fix the cause and run apply again: the next plan contains only what is still missing.",
      "",
    ];
    const problems = [
      "  FAILED  #3  rename sw-b -> sw-a (ca_0011) in Alpha Protection (facility Substation Alpha)",
      "          PATCH /cyber-assets/ca_0011 failed: 409 name taken",
      "  skipped #4  rename sw-a~cip-sync-0badf00d -> sw-b (ca_0010) in Alpha Protection (facility Substation Alpha)",
      '          skipped: depends on operation #3 (rename "sw-a" (ca_0011)), which failed',
    ];
    const lines = renderApplyResultText(plan, result, PLAIN, "every").split("\n");
    expect(lines.slice(2, 6)).toEqual(problems);
    expect(lines.slice(-5)).toEqual([
      "  not run #11 create ems-ws-01 (hardware) in EMS (control center East Control Center)",
      "",
      ...verdict,
    ]);
    // Issue 52: the count line said "succeeded or did not run" of operations that all succeeded.
    expect(renderApplyResultText(plan, result, PLAIN, "problems").split("\n")).toEqual([
      ...problems,
      "  not run #11 create ems-ws-01 (hardware) in EMS (control center East Control Center)",
      "",
      "Not listed: 8 operations that succeeded (--verbose lists every operation).",
      ...verdict,
    ]);
  });

  it("reports a plan of which nothing was applied, colouring the verdict and the failure", () => {
    const single = planOf([createOf("rtu-1", ALPHA)], {
      create: 1,
      update: 0,
      delete: 0,
      move: 0,
      rename: 0,
      retype: 0,
    });
    const result = applyResultOf(single, {
      0: { status: "failed", error: "POST /cyber-assets failed: 503 ***\nretry later" },
    });
    expect(renderApplyResultText(single, result, PLAIN, "problems")).toBe(
      [
        "  FAILED  #1 create rtu-1 (hardware) in Alpha Protection (facility Substation Alpha)",
        "          POST /cyber-assets failed: 503 ***\\u000Aretry later",
        "",
        "Not applied: none of the 1 operation succeeded; 1 failed.",
        "Fix the cause and run apply again: the next plan contains only what is still missing.",
        "",
      ].join("\n"),
    );
    const coloured = renderApplyResultText(single, result, { color: true }, "every");
    expect(coloured).toContain(`${ESC}[1;31mNot applied: none of the 1 operation succeeded`);
    expect(coloured).toContain(`  ${ESC}[1;31mFAILED ${ESC}[0m #1 create rtu-1`);
  });

  it("says an empty plan was applied", () => {
    const empty = emptyPlan();
    expect(renderApplyResultText(empty, applyResultOf(empty), PLAIN, "problems")).toBe(
      "Applied: the plan had no changes.\n",
    );
  });
});

describe("renderDiagnosticsText", () => {
  it("writes file:line:column, the severity and the message, then each related place", () => {
    const diagnostics: Diagnostic[] = [
      {
        severity: "error",
        message: "asset name 'rtu-1' is declared twice (names are compared case-insensitively)",
        location: at("inventory/b.yaml", 7, 3),
        related: [at("inventory/a.yaml", 5, 3)],
      },
      STALE_RENAME_WARNING,
      { severity: "error", message: "no files match inventory/**/*.yaml; check --path" },
    ];
    expect(renderDiagnosticsText(diagnostics, PLAIN)).toBe(
      [
        "inventory/b.yaml:7:3: error: asset name 'rtu-1' is declared twice (names are compared case-insensitively)",
        "  inventory/a.yaml:5:3: note: related location",
        'Alpha Protection.yaml:9:30: warning: renamed_from "old-rtu" matches no live asset, so "new-rtu" will be created as a new asset; correct renamed_from or remove it',
        "error: no files match inventory/**/*.yaml; check --path",
        "",
      ].join("\n"),
    );
    expect(renderDiagnosticsText(diagnostics.slice(0, 1), { color: true })).toContain(
      `inventory/b.yaml:7:3: ${ESC}[1;31merror:${ESC}[0m asset name`,
    );
  });

  it("shows control characters in a path or message as escapes", () => {
    const output = renderDiagnosticsText(
      [{ severity: "warning", message: "bad\u001B[2Jname", location: at("a\nb.yaml", 1, 1) }],
      PLAIN,
    );
    expect(output).toBe("a\\u000Ab.yaml:1:1: warning: bad\\u001B[2Jname\n");
  });

  it("writes nothing for no diagnostics", () => {
    expect(renderDiagnosticsText([], PLAIN)).toBe("");
  });
});

describe("renderPlanDifferenceText", () => {
  const relay1 = createOf("relay-1", ALPHA);
  const relay2 = createOf("relay-2", ALPHA);
  const gone = deleteOf("old-rtu", "ca_old", BRAVO);
  const summary = { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };
  const ADDED_1 = "  + create relay-1 (hardware) in Alpha Protection (facility Substation Alpha)";
  const ADDED_2 = "  + create relay-2 (hardware) in Alpha Protection (facility Substation Alpha)";
  const GONE = "  - delete old-rtu (ca_old) from Bravo SCADA (facility Substation Bravo)";
  it.each([
    ["the same operations in another order", [relay1, gone], [gone, relay1], []],
    ["an operation reviewed twice, planned once", [relay1, relay1], [relay1], []],
    ["an operation planned twice, reviewed once", [relay1], [relay1, relay1], [ADDED_1]],
    [
      "one only in the plan now, one only in the reviewed plan",
      [relay1, gone],
      [relay1, relay2],
      [ADDED_2, GONE],
    ],
  ])("%s", (_case, reviewed, now, lines) => {
    const text = renderPlanDifferenceText(planOf(reviewed, summary), planOf(now, summary));
    if (lines.length === 0) expect(text).toBe("");
    else expect(text.split("\n").slice(1)).toEqual([...lines, ""]);
  });
});
