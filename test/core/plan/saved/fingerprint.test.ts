import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changedBaselines, fingerprintPlan } from "../../../../src/core/plan/saved/fingerprint.ts";
import type { PlanBaseline } from "../../../../src/core/plan/plan-model.ts";

const A = `sha256:${"a".repeat(64)}`;
const B = `sha256:${"b".repeat(64)}`;

function baseline(asset: string, digest: string, system = "cs_1"): PlanBaseline {
  return { asset, cyber_system_id: system, digest, kind: "content" };
}

const EMPTY = fingerprintPlan([], undefined);

describe("fingerprintPlan", () => {
  it.each<[string, PlanBaseline[] | undefined, "same as no baselines" | "differs"]>([
    ["no baselines", undefined, "same as no baselines"],
    ["an empty list", [], "same as no baselines"],
    ["baseline A", [baseline("rtu-1", A)], "differs"],
    ["baseline B", [baseline("rtu-1", B)], "differs"],
  ])("a no-op plan with %s: %s", (_name, baselines, expected) => {
    const same = fingerprintPlan([], baselines) === EMPTY;
    expect(same ? "same as no baselines" : "differs").toBe(expected);
  });

  it("tells apart a no-op plan over baseline A from one over baseline B", () => {
    expect(fingerprintPlan([], [baseline("rtu-1", A)])).not.toBe(
      fingerprintPlan([], [baseline("rtu-1", B)]),
    );
  });

  it("ignores what a baseline carries beside its system, asset and digest", () => {
    const plain = baseline("rtu-1", A);
    expect(fingerprintPlan([], [{ ...plain, impact: "high", cyber_system: "EMS" }])).toBe(
      fingerprintPlan([], [plain]),
    );
  });

  it("changes whenever a baseline's digest, asset or system changes (property)", () => {
    const arbitrary = fc.record({
      asset: fc.string({ maxLength: 4 }),
      system: fc.constantFrom("cs_1", "cs_2"),
      digest: fc.constantFrom(A, B),
    });
    fc.assert(
      fc.property(arbitrary, arbitrary, (one, other) => {
        const first = fingerprintPlan([], [baseline(one.asset, one.digest, one.system)]);
        const second = fingerprintPlan([], [baseline(other.asset, other.digest, other.system)]);
        const equal =
          one.asset === other.asset && one.system === other.system && one.digest === other.digest;
        expect(first === second).toBe(equal);
      }),
    );
  });
});

describe("changedBaselines", () => {
  it.each<[string, PlanBaseline[] | undefined, PlanBaseline[] | undefined, string[]]>([
    ["none either side", undefined, undefined, []],
    ["the same", [baseline("rtu-1", A)], [baseline("rtu-1", A)], []],
    ["a changed digest", [baseline("rtu-1", A)], [baseline("rtu-1", B)], ["rtu-1 (cs_1)"]],
    ["a new baseline", undefined, [baseline("rtu-1", A)], ["rtu-1 (cs_1)"]],
    ["a removed baseline", [baseline("rtu-1", A)], [], ["rtu-1 (cs_1)"]],
    [
      "one moved to another system",
      [baseline("rtu-1", A)],
      [baseline("rtu-1", A, "cs_2")],
      ["rtu-1 (cs_2)", "rtu-1 (cs_1)"],
    ],
  ])("%s", (_name, reviewed, now, expected) => {
    expect(changedBaselines(reviewed, now)).toEqual(expected);
  });
});
