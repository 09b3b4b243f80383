// A possible rename made in the service as every renderer shows it: the plan's text, Markdown and
// JSON, and the drift check's text and Markdown (the drift issue), each with the line that keeps the
// record. Names are hostile: none becomes Markdown or a terminal sequence.
import { describe, expect, it } from "vitest";
import { driftFindings } from "../../src/core/evidence/records/drift-findings.ts";
import type { Operation } from "../../src/core/plan/plan-model.ts";
import { parsePlanJson } from "../../src/core/plan/saved/plan-schema.ts";
import { renameFixLine } from "../../src/core/plan/renames/possible-renames.ts";
import { markdownCodeSpan } from "../../src/render/shared/escape-markdown.ts";
import { renderDriftMarkdown, renderDriftText } from "../../src/render/plan/drift.ts";
import { renderPlanJson } from "../../src/render/plan/plan-json.ts";
import { renderPlanMarkdown } from "../../src/render/plan/plan-markdown.ts";
import { renderPlanText } from "../../src/render/plan/plan-text.ts";
import { cyberAsset, cyberSystem, facility, liveInventory } from "../support/fixtures.ts";
import { ALPHA, createOf, deleteOf, HOSTILE_NAME, planOf } from "../support/sample-plans.ts";

const mark = { declared: "alpha-rtu-01", live: "Alpha RTU 1" };
const operations: Operation[] = [
  { ...deleteOf("Alpha RTU 1", "ca_2", ALPHA), possible_rename: mark },
  { ...createOf("alpha-rtu-01", ALPHA), possible_rename: mark },
];
const plan = planOf(operations, { create: 1, update: 0, delete: 1, move: 0, rename: 0, retype: 0 });

const live = liveInventory({
  facilities: [facility(ALPHA.parent!.id, ALPHA.parent!.name)],
  cyberSystems: [cyberSystem(ALPHA.id, ALPHA.name, { facility_id: ALPHA.parent!.id })],
  cyberAssets: [cyberAsset("ca_2", "Alpha RTU 1", ALPHA.id)],
});

describe("a possible rename made in the service", () => {
  it("text: on the delete and create lines, and in its own block with both ways out", () => {
    const text = renderPlanText(plan, { color: false });
    expect(text).toContain(
      "    - Alpha RTU 1 (ca_2), hardware, possibly renamed in the service from alpha-rtu-01\n",
    );
    expect(text).toContain(
      [
        "POSSIBLY RENAMED IN THE SERVICE: 1 asset.",
        "  Applying would replace each live record with a new one: a new id, and its compliance history lost. Apply refuses them without --allow-replace (Action input allow-replace: true).",
        "  - Alpha RTU 1 (ca_2), hardware, in Alpha Protection (facility Substation Alpha), is declared as alpha-rtu-01",
        "    keep the record: alpha-rtu-01: {type: hardware, renamed_from: Alpha RTU 1}",
        "    or adopt the live name: declare Alpha RTU 1 instead of alpha-rtu-01",
      ].join("\n"),
    );
    expect(text).toContain(
      "+ alpha-rtu-01 (hardware), possibly renamed in the service to Alpha RTU 1",
    );
  });

  it("Markdown: marked in the delete table and the creates, with the fix as code", () => {
    const markdown = renderPlanMarkdown(plan);
    expect(markdown).toContain("| Alpha RTU 1 (possibly renamed in the service) | ca\\_2 |");
    expect(markdown).toContain("| create (possibly renamed in the service) | alpha-rtu-01 |");
    expect(markdown).toContain(
      "#### Possibly renamed in the service\n\nApplying would replace each live record with a new one",
    );
    expect(markdown).toContain(
      "Keep the record: `alpha-rtu-01: {type: hardware, renamed_from: Alpha RTU 1}`, or adopt the live name: declare Alpha RTU 1 instead of alpha-rtu-01.",
    );
  });

  it("JSON: both operations carry possible_rename and read back as the same plan", () => {
    const json = renderPlanJson(plan);
    const read = parsePlanJson(json, "plan.json");
    expect(
      read.operations.map(
        (operation) => "possible_rename" in operation && operation.possible_rename,
      ),
    ).toEqual([mark, mark]);
    expect(renderPlanJson(read)).toBe(json);
  });

  it("drift: text and Markdown mark both differences and give the fix once", () => {
    const findings = driftFindings(plan, live);
    expect(findings.differences.map((difference) => difference.possible_rename)).toEqual([
      mark,
      mark,
    ]);
    const text = renderDriftText(findings);
    expect(text).toContain("  ca_2: only in the service, possibly renamed in the service\n");
    expect(text).toContain("  (new): only in the files, possibly renamed in the service\n");
    expect(
      text.match(/keep the record: alpha-rtu-01: \{type: hardware, renamed_from: Alpha RTU 1\}/g),
    ).toHaveLength(1);
    const markdown = renderDriftMarkdown(findings);
    expect(markdown).toContain(
      "- Alpha RTU 1 is declared as alpha-rtu-01, possibly renamed in the service. Keep the record: `alpha-rtu-01: {type: hardware, renamed_from: Alpha RTU 1}`, or adopt the live name: declare Alpha RTU 1 instead of alpha-rtu-01.",
    );
  });

  it("a delete that could not be paired one to one: every format names the creates it may have become", () => {
    const unpaired = {
      candidates: ["relay-07", "relay-08"],
      declared: "relay-07",
      live: "Relay 7",
    };
    const unpairedPlan = planOf(
      [
        { ...deleteOf("Relay 7", "ca_7", ALPHA), possible_rename: unpaired },
        createOf("relay-07", ALPHA),
        createOf("relay-08", ALPHA),
      ],
      { create: 2, update: 0, delete: 1, move: 0, rename: 0, retype: 0 },
    );
    const text = renderPlanText(unpairedPlan, { color: false });
    expect(text).toContain("    - Relay 7 (ca_7), hardware, possibly renamed in the service\n");
    expect(text).toContain(
      "  - Relay 7 (ca_7), hardware, in Alpha Protection (facility Substation Alpha), may be declared as relay-07 or relay-08 (it could not be paired one to one with a new asset of its type)",
    );
    expect(renderPlanMarkdown(unpairedPlan)).toContain(
      "may be declared as relay-07 or relay-08 (it could not be paired one to one with a new asset of its type). Keep the record: `relay-07: {type: hardware, renamed_from: Relay 7}`",
    );
    const read = parsePlanJson(renderPlanJson(unpairedPlan), "plan.json");
    expect(read.operations[0]).toMatchObject({ possible_rename: unpaired });
    const drift = driftFindings(
      unpairedPlan,
      liveInventory({
        facilities: [facility(ALPHA.parent!.id, ALPHA.parent!.name)],
        cyberSystems: [cyberSystem(ALPHA.id, ALPHA.name, { facility_id: ALPHA.parent!.id })],
        cyberAssets: [cyberAsset("ca_7", "Relay 7", ALPHA.id)],
      }),
    );
    expect(renderDriftMarkdown(drift)).toContain(
      "- Relay 7 may be declared as relay-07 or relay-08 (it could not be paired one to one with a new asset of its type), possibly renamed in the service.",
    );
  });

  it("never lets a hostile name become Markdown structure or a terminal sequence", () => {
    const hostile = { declared: "alpha-rtu-01", live: HOSTILE_NAME };
    const hostilePlan = planOf(
      [
        { ...deleteOf(HOSTILE_NAME, "ca_2", ALPHA), possible_rename: hostile },
        { ...createOf("alpha-rtu-01", ALPHA), possible_rename: hostile },
      ],
      plan.summary,
    );
    // The fix is a code span, which renders literally; everything else is escaped.
    const fix = markdownCodeSpan(renameFixLine(hostile, "hardware"));
    const rendered = renderPlanMarkdown(hostilePlan);
    expect(rendered).toContain(fix);
    const markdown = rendered.split(fix).join("");
    expect(markdown).not.toContain("<b>");
    expect(markdown).not.toContain("[x](http://evil)");
    expect(markdown).not.toMatch(/@team|#12/);
    expect(renderPlanText(hostilePlan, { color: false })).not.toContain("\nz");
  });
});
