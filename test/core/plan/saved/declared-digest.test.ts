// Why a saved plan is stale, from what the two plans record (issue 52): the files' declarations
// tell a change of the files from one of the live inventory; a plan saved without them says it
// cannot tell; baselines are named as before.
import { describe, expect, it } from "vitest";
import { whyPlanChanged } from "../../../../src/core/plan/saved/declared-digest.ts";
import type { Plan } from "../../../../src/core/plan/plan-model.ts";
import { ALPHA, createOf, emptyPlan } from "../../../support/sample-plans.ts";

const FILES_A = `sha256:${"a".repeat(64)}`;
const FILES_B = `sha256:${"b".repeat(64)}`;

function plan(declared: string | undefined, operations: Plan["operations"] = []): Plan {
  return {
    ...emptyPlan(),
    operations,
    inputs: {
      patterns: ["inventory/"],
      root: ".",
      ...(declared === undefined ? {} : { declared }),
    },
  };
}

describe("whyPlanChanged", () => {
  const create = [createOf("rtu-02", ALPHA)];
  it.each([
    ["the same declarations", plan(FILES_A), plan(FILES_A, create), "the live inventory changed"],
    [
      "other declarations",
      plan(FILES_A),
      plan(FILES_B, create),
      "the assets the inventory files declare changed",
    ],
    [
      "a plan saved without them",
      plan(undefined),
      plan(FILES_A, create),
      "the inventory files or the live inventory changed",
    ],
    [
      "no saved plan, only its fingerprint",
      undefined,
      plan(FILES_A, create),
      "the inventory files or the live inventory changed",
    ],
  ])("%s", (_, reviewed, now, expected) => {
    expect(whyPlanChanged(reviewed, now)).toBe(expected);
  });
});
