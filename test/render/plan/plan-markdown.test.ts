// The Markdown renderer: exact output on the sample plans, hostile names, collapsing, the length
// cap (2,000-asset plans, every delete kept), apply results and diagnostics.
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";
import type { Operation, SystemRef } from "../../../src/core/plan/plan-model.ts";
import { escapeMarkdown } from "../../../src/render/shared/escape-markdown.ts";
import { renderApplyResultMarkdown } from "../../../src/render/plan/apply-markdown.ts";
import {
  renderDiagnosticsMarkdown,
  renderPlanMarkdown,
} from "../../../src/render/plan/plan-markdown.ts";
import { at } from "../../support/fixtures.ts";
import {
  ALPHA,
  applyResultOf,
  createOf,
  deleteOf,
  emptyPlan,
  HOSTILE_NAME,
  largePlan,
  MASS_DELETE,
  planOf,
  samplePlan,
  STALE_RENAME_WARNING,
  UNMANAGED,
} from "../../support/sample-plans.ts";
import { injections, tablePipeCounts } from "../markdown-support.ts";

const COMMENT_LIMIT = 65_536;
const POINTER = "The complete plan is in the [job summary](https://example.test/run/1).";

const CREATES_ONLY = { create: 1, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };

describe("renderPlanMarkdown", () => {
  it("shows the status line, safety rules, every delete, moves and renames, changes per system, unmanaged assets, warnings and the fingerprint", () => {
    const plan = samplePlan({ violations: [MASS_DELETE] });
    expect(renderPlanMarkdown(plan).split("\n")).toEqual([
      "**Plan: 3 to create, 6 to update (2 moves, 4 renames, 2 type changes), 1 to delete.** As it stands, apply refuses this plan: it breaks 1 safety rule (below).",
      "",
      "> [!WARNING]",
      "> **Safety rules broken.** Each says how to fix the cause or override the rule:",
      ">",
      "> - **mass-delete:** 12 deletes would remove 40% of the 30 live assets in the managed systems (limit 30%); re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended.",
      "",
      "> [!CAUTION]",
      "> **1 cyber asset will be permanently deleted.** Deletion cannot be undone through the API: the asset record and its compliance history are lost.",
      ">",
      "> | Asset | Id | Type | Cyber system |",
      "> |---|---|---|---|",
      "> | alpha-hmi-02 | ca\\_0042 | hardware | Bravo SCADA — facility Substation Bravo |",
      "",
      "#### Moves and renames",
      "",
      "| Change | Asset | Id | Cyber system |",
      "|---|---|---|---|",
      "| rename (part of a swap) | sw-b → sw-a | ca\\_0011 | Alpha Protection — facility Substation Alpha |",
      "| rename (part of a swap, via the temporary name sw-a\\~cip-sync-0badf00d) | sw-a → sw-b | ca\\_0010 | Alpha Protection — facility Substation Alpha |",
      "| rename | alpha-rtu-01 → alpha-rtu-01b | ca\\_0001 | Alpha Protection — facility Substation Alpha |",
      "| move | alpha-plc-03 | ca\\_0003 | Alpha Protection — facility Substation Alpha → Bravo SCADA — facility Substation Bravo |",
      "| rename, move, type change (hardware → software) | ems-old → ems-new | ca\\_0007 | Alpha Protection — facility Substation Alpha → EMS — control center East Control Center |",
      "",
      "#### Creates and type changes",
      "",
      "##### Alpha Protection — facility Substation Alpha",
      "",
      "| Change | Asset | Id | Type |",
      "|---|---|---|---|",
      "| create | alpha-rtu-09 | (new) | hardware |",
      "| type change | alpha-fw | ca\\_0005 | hardware → software |",
      "",
      "##### Bravo SCADA — facility Substation Bravo",
      "",
      "| Change | Asset | Id | Type |",
      "|---|---|---|---|",
      "| create | bravo-hmi-01 | (new) | software |",
      "",
      "##### EMS — control center East Control Center",
      "",
      "| Change | Asset | Id | Type |",
      "|---|---|---|---|",
      "| create | ems-ws-01 | (new) | hardware |",
      "",
      "#### Kept, not managed (`prune: false`)",
      "",
      "1 live asset of `prune: false` systems is not in the declaration and is left as it is.",
      "",
      "| Asset | Id | Type | Cyber system |",
      "|---|---|---|---|",
      "| orphan-ws-01 | ca\\_0099 | software | Orphan System (cs\\_orphan, parent not shown by the service) |",
      "",
      "#### 1 warning",
      "",
      '- `Alpha Protection.yaml:9:30` **warning:** renamed\\_from "old-rtu" matches no live asset, so "new-rtu" will be created as a new asset; correct renamed\\_from or remove it',
      "",
      `Plan fingerprint: \`${plan.fingerprint}\``,
      "",
    ]);
  });

  it("says there are no changes, without a fingerprint, and still shows unmanaged assets", () => {
    expect(renderPlanMarkdown(emptyPlan({ unmanaged: [UNMANAGED] })).split("\n")).toEqual([
      "**No changes.** The live inventory matches the declaration.",
      "",
      "#### Kept, not managed (`prune: false`)",
      "",
      "1 live asset of `prune: false` systems is not in the declaration and is left as it is.",
      "",
      "| Asset | Id | Type | Cyber system |",
      "|---|---|---|---|",
      "| orphan-ws-01 | ca\\_0099 | software | Orphan System (cs\\_orphan, parent not shown by the service) |",
      "",
    ]);
    expect(renderPlanMarkdown(emptyPlan())).toBe(
      "**No changes.** The live inventory matches the declaration.\n",
    );
  });

  it("collapses a table of more than 20 rows, but never the deletes", () => {
    const plan = largePlan(21, 21, 1);
    const markdown = renderPlanMarkdown(plan);
    expect(markdown).toContain(
      "##### Generation Station 0 Protection System — facility Generating Facility 0\n\n<details><summary>21 changes</summary>\n\n| Change | Asset | Id | Type |\n|---|---|---|---|\n| create | new-protective-relay-00000 | (new) | hardware |\n",
    );
    expect(markdown).toContain(
      "| create | new-protective-relay-00020 | (new) | hardware |\n\n</details>\n",
    );
    expect(markdown.match(/<details>/g)).toHaveLength(1);
    expect(markdown.match(/^> \| decommissioned-relay-/gm)).toHaveLength(21);
  });

  describe("hostile names", () => {
    const HOSTILE_SYSTEM: SystemRef = {
      id: "cs_@evil",
      name: "<img src=x onerror=alert(1)> @org/team",
      parent: { kind: "control_center", id: "cc_#1", name: "CC | :warning: ```" },
    };
    const names: [string, string][] = [
      ["the sample hostile name", HOSTILE_NAME],
      ["a mention and an issue reference", "@octocat fixes #42 and GH-7 and org/repo#9"],
      ["HTML and an HTML comment", '<script>alert("x")</script><!-- hidden -->'],
      ["an entity that would become @", "&#64;octocat &commat;octocat"],
      ["a link and an image", "[click](https://evil.example) ![x](http://evil/x.png)"],
      ["autolinks", "www.evil.example http://evil.example mailto:someone@evil.example"],
      ["a table break and a heading", "| --- | # Title"],
      ["emphasis, code and math", "**bold** _it_ ~~gone~~ `code` $x^2$"],
      ["an emoji shortcode", ":rotating_light: deleted :+1:"],
      ["a list marker and a numbered list", "- 1. item"],
      ["a forged line", "rtu\n\n# Approved by @security"],
      ["bidi and zero-width characters", "rtu\u202E1-cod\u200B\u2066x\u2069"],
    ];

    it.each(names)("renders %s as text everywhere it appears", (_what, name) => {
      const operations: Operation[] = [
        deleteOf(name, `ca_del_${name}`, HOSTILE_SYSTEM),
        {
          action: "update",
          depends_on: [],
          asset_id: "ca_1",
          name,
          cyber_system: HOSTILE_SYSTEM,
          kinds: ["rename", "move"],
          temporary: false,
          changes: {
            name: { from: `${name}-old`, to: name },
            cyber_system: { from: ALPHA, to: HOSTILE_SYSTEM },
          },
        },
        createOf(`${name}-new`, HOSTILE_SYSTEM),
      ];
      const plan = planOf(
        operations,
        { create: 1, update: 1, delete: 1, move: 1, rename: 1, retype: 0 },
        {
          unmanaged: [{ ...UNMANAGED, name, cyber_system: HOSTILE_SYSTEM }],
          warnings: [{ severity: "warning", message: name, location: at(`${name}.yaml`, 1, 1) }],
          violations: [{ rule: "mass-delete", message: name }],
        },
      );
      const markdown = renderPlanMarkdown(plan);
      expect(injections(markdown)).toEqual([]);
      // Every table line keeps its column count: 4 columns, 5 pipes.
      expect(tablePipeCounts(markdown)).toEqual(Array(12).fill(5));
      expect(markdown).toContain(
        `> | ${escapeMarkdown(name)} | ${escapeMarkdown(`ca_del_${name}`)} |`,
      );
      expect(markdown).toContain(`| ${escapeMarkdown(`${name}-old`)} → ${escapeMarkdown(name)} |`);
      // Nothing starts a line but the renderer's own structure.
      for (const line of markdown.split("\n")) {
        expect(line).toMatch(
          /^(|> .*|>|\*\*.*|#{4,5} .*|\|.*|- `.*|1 live asset of .*|Plan fingerprint: .*)$/,
        );
      }
    });

    it("escapes the result of an apply: reasons, names and created ids", () => {
      const plan = planOf([createOf(HOSTILE_NAME, ALPHA), deleteOf(HOSTILE_NAME, "ca_1", ALPHA)], {
        ...CREATES_ONLY,
        delete: 1,
      });
      const markdown = renderApplyResultMarkdown(
        plan,
        applyResultOf(plan, {
          0: { asset_id: "ca_@new" },
          1: { status: "failed", error: `DELETE /cyber-assets/ca_1 failed: 500 ${HOSTILE_NAME}` },
        }),
      );
      expect(injections(markdown)).toEqual([]);
      expect(tablePipeCounts(markdown)).toEqual([5, 5, 5, 8, 8, 8, 8]);
      expect(markdown).toContain(`created ca\\_@\u200Bnew`);
    });
  });

  describe("under a length cap", () => {
    function deleteRows(markdown: string): string[] {
      return markdown.split("\n").filter((line) => line.startsWith("> | decommissioned-"));
    }

    it("returns the plan unchanged when it fits", () => {
      const plan = samplePlan();
      const whole = renderPlanMarkdown(plan);
      expect(renderPlanMarkdown(plan, { maxLength: whole.length, truncatedNote: POINTER })).toBe(
        whole,
      );
    });

    it("caps at GitHub's comment limit by default", () => {
      const plan = largePlan(1_800, 200);
      const capped = renderPlanMarkdown(plan);
      expect(capped.length).toBeLessThanOrEqual(COMMENT_LIMIT);
      expect(capped).toContain("**Truncated to fit:** not shown here: ");
      const whole = renderPlanMarkdown(plan, { maxLength: Number.POSITIVE_INFINITY });
      expect(whole.length).toBeGreaterThan(COMMENT_LIMIT);
      expect(whole).not.toContain("Truncated to fit");
    });

    it("keeps every delete of a 2,000-asset plan in its table and cuts creates after whole rows", () => {
      const plan = largePlan(1_800, 200);
      const markdown = renderPlanMarkdown(plan, {
        maxLength: COMMENT_LIMIT,
        truncatedNote: POINTER,
      });
      expect(markdown.length).toBeLessThanOrEqual(COMMENT_LIMIT);
      expect(deleteRows(markdown)).toHaveLength(200);
      const shownCreates =
        markdown.match(/^\| create \| new-protective-relay-\d{5} \| \(new\) \| hardware \|$/gm) ??
        [];
      expect(shownCreates.length).toBeGreaterThan(0);
      expect(markdown).toContain(
        `\n\n**Truncated to fit:** not shown here: ${1_800 - shownCreates.length} creates. ${POINTER}\n\nPlan fingerprint: \`${plan.fingerprint}\`\n`,
      );
      // A collapsed table cut short is still closed.
      expect(markdown.match(/<details>/g)?.length).toBe(markdown.match(/<\/details>/g)?.length);
      expect(tablePipeCounts(markdown).every((pipes) => pipes === 5)).toBe(true);
    });

    it("lists the deletes per cyber system when their table does not fit, keeping every name and id", () => {
      const plan = largePlan(1_500, 500);
      const markdown = renderPlanMarkdown(plan, {
        maxLength: COMMENT_LIMIT,
        truncatedNote: POINTER,
      });
      expect(markdown.length).toBeLessThanOrEqual(COMMENT_LIMIT);
      expect(deleteRows(markdown)).toEqual([]);
      for (const operation of plan.operations.filter((entry) => entry.action === "delete")) {
        expect(markdown).toContain(
          `${escapeMarkdown(operation.name)} (${escapeMarkdown(operation.asset_id)})`,
        );
      }
      expect(markdown).toContain(
        "> - **Generation Station 0 Protection System — facility Generating Facility 0**: decommissioned-relay-00000 (ca\\_del\\_00000), decommissioned-relay-00010 (ca\\_del\\_00010), ",
      );
      expect(markdown).toMatch(/\*\*Truncated to fit:\*\* not shown here: \d+ creates\. /);
    });

    it("shows as many deletes as fit, in order, and counts the rest, when not even the compact list fits", () => {
      const plan = largePlan(100, 3_000);
      const markdown = renderPlanMarkdown(plan, {
        maxLength: COMMENT_LIMIT,
        truncatedNote: POINTER,
      });
      expect(markdown.length).toBeLessThanOrEqual(COMMENT_LIMIT);
      const shown = markdown.match(/^> - decommissioned-relay-\d{5} \(ca\\_del\\_\d{5}\)$/gm) ?? [];
      expect(shown.length).toBeGreaterThan(1_000);
      expect(shown).toEqual(
        plan.operations
          .slice(0, shown.length)
          .map(
            (operation) =>
              `> - decommissioned-relay-${operation.name.slice(-5)} (ca\\_del\\_${operation.name.slice(-5)})`,
          ),
      );
      expect(
        markdown.startsWith(
          "**Plan: 100 to create, 0 to update, 3000 to delete.**\n\n> [!CAUTION]\n> **3000 cyber assets will be permanently deleted.** Deletion cannot be undone through the API: the asset record and its compliance history are lost.\n>\n> - decommissioned-relay-00000 (ca\\_del\\_00000)\n",
        ),
      ).toBe(true);
      expect(markdown).toContain(
        `\n\n**Truncated to fit:** not shown here: ${3_000 - shown.length} deletes, 100 creates. ${POINTER}\n`,
      );
    });

    it("keeps a safety violation, before the deletes, even when the deletes are cut", () => {
      const plan = {
        ...largePlan(0, 3_000),
        safety: { managed_live_assets: 3_000, violations: [MASS_DELETE] },
      };
      const fits = renderPlanMarkdown(plan, { maxLength: 1_000_000 });
      expect(fits).toContain("> - **mass-delete:** 12 deletes");
      const cut = renderPlanMarkdown(plan, { maxLength: COMMENT_LIMIT });
      expect(cut).toMatch(
        /^\*\*Plan: 0 to create, 0 to update, 3000 to delete\.\*\* As it stands, apply refuses this plan: it breaks 1 safety rule \(below\)\.\n/,
      );
      expect(cut).toContain("> - **mass-delete:** 12 deletes");
      expect(cut.indexOf("**mass-delete:**")).toBeLessThan(cut.indexOf("[!CAUTION]"));
      expect(cut).toMatch(/\*\*Truncated to fit:\*\* not shown here: \d+ deletes\.\n/);
    });

    it.each([0, 1, 60, 100, 200, 700, 1_000])(
      "returns whole sections within a cap of %i characters, the status line first",
      (maxLength) => {
        const markdown = renderPlanMarkdown(samplePlan(), { maxLength, truncatedNote: POINTER });
        expect(markdown.length).toBeLessThanOrEqual(maxLength);
        expect(markdown === "" || markdown.endsWith("\n")).toBe(true);
        if (maxLength >= 100) expect(markdown).toMatch(/^\*\*Plan: 3 to create, /);
        if (maxLength >= 700) expect(markdown).toContain("**Truncated to fit:** not shown here: ");
      },
    );

    it("counts characters beyond the BMP as two, so a cap in code units is never exceeded", () => {
      const name = "🔌".repeat(200);
      const plan = planOf(
        Array.from({ length: 50 }, (_, index) => createOf(`${name}-${index}`, ALPHA)),
        { ...CREATES_ONLY, create: 50 },
      );
      const markdown = renderPlanMarkdown(plan, { maxLength: 10_000 });
      expect(markdown.length).toBeLessThanOrEqual(10_000);
      expect([...markdown].length).toBeLessThan(markdown.length);
    });
  });
});

describe("renderApplyResultMarkdown", () => {
  const plan = samplePlan();

  it("reports a partly applied plan: counts, each failure with its reason, every operation's outcome", () => {
    const result = applyResultOf(plan, {
      2: { status: "failed", error: "PATCH /cyber-assets/ca_0011 failed: 409 name taken" },
      3: {
        status: "skipped",
        error: 'skipped: depends on operation #3 (rename "sw-a" (ca_0011)), which failed',
        attempts: 0,
      },
      10: "not run",
    });
    expect(renderApplyResultMarkdown(plan, result).split("\n")).toEqual([
      "**Partly applied: 8 of 11 operations succeeded; 1 failed, 1 skipped because it depends on a failed operation, 1 not run.** Fix the cause and run apply again: the next plan contains only what is still missing.",
      "",
      "| Succeeded | Failed | Skipped | Not run |",
      "|---:|---:|---:|---:|",
      "| 8 | 1 | 1 | 1 |",
      "",
      "> [!CAUTION]",
      "> **1 operation failed:**",
      ">",
      "> - **Operation 3** (rename sw-b → sw-a (ca\\_0011) in Alpha Protection — facility Substation Alpha): PATCH /cyber-assets/ca\\_0011 failed: 409 name taken",
      "",
      "#### Operations",
      "",
      "| # | Change | Asset | Id | Cyber system | Outcome | Details |",
      "|---|---|---|---|---|---|---|",
      "| 1 | **delete** | alpha-hmi-02 | ca\\_0042 | Bravo SCADA — facility Substation Bravo | succeeded |  |",
      "| 2 | rename (a temporary name, to break a rename cycle) | sw-a → sw-a\\~cip-sync-0badf00d | ca\\_0010 | Alpha Protection — facility Substation Alpha | succeeded |  |",
      "| 3 | rename | sw-b → sw-a | ca\\_0011 | Alpha Protection — facility Substation Alpha | **failed** | PATCH /cyber-assets/ca\\_0011 failed: 409 name taken |",
      '| 4 | rename | sw-a\\~cip-sync-0badf00d → sw-b | ca\\_0010 | Alpha Protection — facility Substation Alpha | skipped | skipped: depends on operation #\u200b3 (rename "sw-a" (ca\\_0011)), which failed |',
      "| 5 | rename | alpha-rtu-01 → alpha-rtu-01b | ca\\_0001 | Alpha Protection — facility Substation Alpha | succeeded |  |",
      "| 6 | move | alpha-plc-03 | ca\\_0003 | Alpha Protection — facility Substation Alpha → Bravo SCADA — facility Substation Bravo | succeeded |  |",
      "| 7 | type change (hardware → software) | alpha-fw | ca\\_0005 | Alpha Protection — facility Substation Alpha | succeeded |  |",
      "| 8 | rename, move, type change (hardware → software) | ems-old → ems-new | ca\\_0007 | Alpha Protection — facility Substation Alpha → EMS — control center East Control Center | succeeded |  |",
      "| 9 | create (hardware) | alpha-rtu-09 | (new) | Alpha Protection — facility Substation Alpha | succeeded | created ca\\_new\\_8 |",
      "| 10 | create (software) | bravo-hmi-01 | (new) | Bravo SCADA — facility Substation Bravo | succeeded | created ca\\_new\\_9 |",
      "| 11 | create (hardware) | ems-ws-01 | (new) | EMS — control center East Control Center | not run |  |",
      "",
      `Plan fingerprint: \`${plan.fingerprint}\``,
      "",
    ]);
  });

  it("reports an applied plan, with adopted creates", () => {
    const markdown = renderApplyResultMarkdown(
      plan,
      applyResultOf(plan, { 8: { asset_id: "ca_0300", adopted: true } }),
    );
    expect(markdown.split("\n").slice(0, 6)).toEqual([
      "**Applied: all 11 operations succeeded.**",
      "",
      "| Succeeded | Failed | Skipped | Not run |",
      "|---:|---:|---:|---:|",
      "| 11 | 0 | 0 | 0 |",
      "",
    ]);
    expect(markdown).not.toContain("[!CAUTION]");
    expect(markdown).toContain(
      "| succeeded | adopted ca\\_0300 (the response was lost, but the asset had been created) |",
    );
  });

  it("reports a plan of which nothing was applied", () => {
    const single = planOf([createOf("rtu-1", ALPHA)], CREATES_ONLY);
    const markdown = renderApplyResultMarkdown(
      single,
      applyResultOf(single, {
        0: { status: "failed", error: "POST /cyber-assets failed: 401 ***" },
      }),
    );
    expect(markdown.split("\n").slice(0, 10)).toEqual([
      "**Not applied: none of the 1 operation succeeded; 1 failed.** Fix the cause and run apply again: the next plan contains only what is still missing.",
      "",
      "| Succeeded | Failed | Skipped | Not run |",
      "|---:|---:|---:|---:|",
      "| 0 | 1 | 0 | 0 |",
      "",
      "> [!CAUTION]",
      "> **1 operation failed:**",
      ">",
      "> - **Operation 1** (create (hardware) rtu-1 in Alpha Protection — facility Substation Alpha): POST /cyber-assets failed: 401 \\*\\*\\*",
    ]);
  });

  it("keeps the failures before the operations table under a cap", () => {
    const large = largePlan(2_000, 0);
    const outcomes = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [
        index * 50,
        { status: "failed" as const, error: `POST /cyber-assets failed: 503 attempt ${index}` },
      ]),
    );
    const markdown = renderApplyResultMarkdown(large, applyResultOf(large, outcomes), {
      maxLength: 20_000,
      truncatedNote: POINTER,
    });
    expect(markdown.length).toBeLessThanOrEqual(20_000);
    expect(markdown.match(/^> - \*\*Operation \d+\*\*/gm)).toHaveLength(40);
    const rows = markdown.match(/^\| \d+ \| create/gm) ?? [];
    expect(markdown).toContain(
      `**Truncated to fit:** not shown here: ${2_000 - rows.length} operations. ${POINTER}\n`,
    );
  });
});

describe("renderDiagnosticsMarkdown", () => {
  const diagnostics: Diagnostic[] = [
    {
      severity: "error",
      message: "asset name 'rtu_1' is declared twice",
      location: at("inventory/b.yaml", 7, 3),
      related: [at("inventory/a`b.yaml", 5, 3)],
    },
    STALE_RENAME_WARNING,
    { severity: "error", message: "no files match inventory/**/*.yaml; check --path" },
  ];

  it("lists each problem with its file:line:column in a code span", () => {
    expect(renderDiagnosticsMarkdown(diagnostics)).toBe(
      [
        "- `inventory/b.yaml:7:3` **error:** asset name 'rtu\\_1' is declared twice",
        "  - ``inventory/a`b.yaml:5:3`` related location",
        '- `Alpha Protection.yaml:9:30` **warning:** renamed\\_from "old-rtu" matches no live asset, so "new-rtu" will be created as a new asset; correct renamed\\_from or remove it',
        "- **error:** no files match inventory/\\*\\*/\\*.yaml; check --path",
        "",
      ].join("\n"),
    );
    expect(renderDiagnosticsMarkdown([])).toBe("");
  });

  it("cuts after whole problems under a cap and counts them by severity", () => {
    const many: Diagnostic[] = Array.from({ length: 500 }, (_, index) => ({
      severity: index % 5 === 0 ? "warning" : "error",
      message: `problem number ${index}`,
      location: at("inventory/big.yaml", index + 1, 1),
    }));
    const markdown = renderDiagnosticsMarkdown(many, { maxLength: 5_000, truncatedNote: POINTER });
    expect(markdown.length).toBeLessThanOrEqual(5_000);
    const shown = markdown.split("\n").filter((line) => line.startsWith("- `"));
    expect(shown.length).toBeGreaterThan(10);
    // Counted in the order the first of each kind was cut.
    const counts = new Map<string, number>();
    for (const { severity } of many.slice(shown.length)) {
      counts.set(severity, (counts.get(severity) ?? 0) + 1);
    }
    const listed = [...counts].map(([severity, count]) => `${count} ${severity}s`).join(", ");
    expect(
      markdown.endsWith(`\n\n**Truncated to fit:** not shown here: ${listed}. ${POINTER}\n`),
    ).toBe(true);
  });
});
