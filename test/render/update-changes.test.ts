// Every field an update can change is shown by every renderer: the reviewed plan must show what
// the fingerprint covers. A field added to the plan model's `changes` fails to compile here (the
// sample is `Required` of it) and at each renderer (`everyChangeShown`, the JSON table) until shown.
import { describe, expect, it } from "vitest";
import type { FieldChange, UpdateOperation } from "../../src/core/plan/plan-model.ts";
import { renderPlanJson } from "../../src/render/plan/plan-json.ts";
import { renderPlanMarkdown } from "../../src/render/plan/plan-markdown.ts";
import { describeOperation } from "../../src/render/plan/operation-cells.ts";
import { everyChangeShown } from "../../src/render/plan/plan-view.ts";
import { renderPlanText } from "../../src/render/plan/plan-text.ts";
import { renderApplyResultText } from "../../src/render/plan/apply-text.ts";
import { ALPHA, applyResultOf, BRAVO, planOf } from "../support/sample-plans.ts";

/** One of each change, in the plan schema's key order. */
const EVERY_CHANGE: Required<UpdateOperation["changes"]> = {
  name: { from: "rtu-old", to: "rtu-new" },
  cyber_system: { from: ALPHA, to: BRAVO },
  asset_type: { from: "hardware", to: "software" },
};

const update: UpdateOperation = {
  action: "update",
  depends_on: [],
  asset_id: "ca_9",
  name: "rtu-new",
  cyber_system: BRAVO,
  kinds: ["rename", "move", "retype"],
  temporary: false,
  changes: EVERY_CHANGE,
};
const plan = planOf([update], { create: 0, update: 1, delete: 0, move: 1, rename: 1, retype: 1 });

/** What each change must show, wherever it is rendered: its value before and after. */
const SHOWN: Record<keyof UpdateOperation["changes"], [string, string]> = {
  name: ["rtu-old", "rtu-new"],
  cyber_system: [ALPHA.name, BRAVO.name],
  asset_type: ["hardware", "software"],
};

describe("an update's changes", () => {
  it.each([
    ["text plan", () => renderPlanText(plan, { color: false })],
    ["Markdown plan", () => renderPlanMarkdown(plan)],
    ["JSON plan", () => renderPlanJson(plan)],
    [
      "text apply result",
      () => renderApplyResultText(plan, applyResultOf(plan), { color: false }, "every"),
    ],
    ["Markdown operation line", () => describeOperation(update)],
  ])("are all shown, before and after, by the %s", (_, render) => {
    const output = render();
    for (const [from, to] of Object.values(SHOWN)) {
      expect(output).toContain(from);
      expect(output).toContain(to);
    }
  });

  it("are written to JSON in the schema's key order, every one", () => {
    const written = JSON.parse(renderPlanJson(plan)) as { operations: UpdateOperation[] };
    expect(Object.keys(written.operations[0]!.changes)).toEqual(Object.keys(EVERY_CHANGE));
  });

  it("refuses to render a change no renderer knows, at compile time and at run time", () => {
    const unknown: { impact?: FieldChange<string> } = { impact: { from: "Low", to: "High" } };
    // @ts-expect-error a change left over after a renderer's destructuring does not compile
    expect(() => everyChangeShown(unknown)).toThrow(/changes impact, which this renderer cannot/);
    expect(() => everyChangeShown({})).not.toThrow();
  });
});
