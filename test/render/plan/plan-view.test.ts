// How renderers see a plan: every operation accounted for, temporary renames folded into the
// rename they make possible, and rename cycles told apart from renames of letter case only.
import { describe, expect, it } from "vitest";
import type { Operation, UpdateOperation } from "../../../src/core/plan/plan-model.ts";
import { viewPlan } from "../../../src/render/plan/plan-view.ts";
import { ALPHA, planOf, samplePlan } from "../../support/sample-plans.ts";
import { plannedPlan } from "../planned-plan.ts";

/** The view as "action name" lines, cycle sizes and temporary names included. */
function summarize(operations: Operation[]) {
  const view = viewPlan(
    planOf(operations, { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 }),
  );
  return {
    deletes: view.deletes.map((operation) => operation.name),
    relocations: view.relocations.map(
      (update) =>
        `${update.nameBefore} -> ${update.operation.name} cycle=${update.cycleSize}${update.temporaryName ? ` via ${update.temporaryName}` : ""}`,
    ),
    retypes: view.retypes.map((update) => update.operation.name),
    creates: view.creates.map((operation) => operation.name),
  };
}

describe("viewPlan", () => {
  it("accounts for every operation of a planner-built plan, folding the temporary rename", () => {
    const plan = plannedPlan();
    expect(summarize(plan.operations)).toEqual({
      deletes: ["retired-7"],
      relocations: [
        "rtu-4 -> RTU-4 cycle=0",
        "hmi-5 -> hmi-5 cycle=0",
        "z -> x cycle=3",
        "y -> z cycle=3",
        `x -> y cycle=3 via ${plan.operations.find((operation) => operation.action === "update" && operation.temporary)!.name}`,
      ],
      retypes: ["historian"],
      creates: ["ems-new-1"],
    });
  });

  it("marks both halves of a swap", () => {
    expect(summarize(samplePlan().operations).relocations.slice(0, 2)).toEqual([
      "sw-b -> sw-a cycle=2",
      "sw-a -> sw-b cycle=2 via sw-a~cip-sync-0badf00d",
    ]);
  });

  it("shows a temporary rename that has no final rename as the rename it is", () => {
    const orphanTemporary: UpdateOperation = {
      action: "update",
      depends_on: [],
      asset_id: "ca_1",
      name: "a~cip-sync-00000000",
      cyber_system: ALPHA,
      kinds: ["rename"],
      temporary: true,
      changes: { name: { from: "a", to: "a~cip-sync-00000000" } },
    };
    expect(summarize([orphanTemporary]).relocations).toEqual(["a -> a~cip-sync-00000000 cycle=0"]);
  });
});
