import { describe, expect, it } from "vitest";
import { DEFAULT_SAFETY_LIMITS, type SafetyViolation } from "../../../src/core/plan/plan-model.ts";
import { evaluateSafety, type SafetyInput, unsafeMessage } from "../../../src/core/plan/safety.ts";
import { at } from "../../support/fixtures.ts";

const OVERRIDE =
  "re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended.";

const PROTECTION = {
  id: "cs_1",
  name: "Protection System",
  parent: { id: "fac_1", kind: "facility" as const, name: "Substation Alpha" },
};

interface Totals {
  /** Live assets the plan could delete, all in one system. */
  managedLiveAssets?: number;
  deletes?: number;
  updates?: number;
}

function input(totals: Totals): SafetyInput {
  const system = {
    system: PROTECTION,
    deletableLiveAssets: totals.managedLiveAssets ?? 30,
    deletes: totals.deletes ?? 0,
  };
  return { systems: [system], updates: totals.updates ?? 0, possibleRenames: [] };
}

describe("evaluateSafety", () => {
  it.each<[string, Totals, SafetyViolation[]]>([
    ["no changes", {}, []],
    ["deletes at exactly the ratio", { deletes: 9 }, []],
    ["updates at exactly the ratio", { updates: 9 }, []],
    [
      "deletes above the ratio",
      { deletes: 12 },
      [
        {
          rule: "mass-delete",
          message: `12 deletes would remove 40% of the 30 live assets the plan could delete (in systems with prune: true; limit 30%); ${OVERRIDE}`,
        },
      ],
    ],
    [
      "updates above the ratio",
      { updates: 10 },
      [
        {
          rule: "mass-update",
          message: `10 updates would change 33.3% of the 30 live assets the plan could delete (in systems with prune: true; limit 30%); ${OVERRIDE}`,
        },
      ],
    ],
    ["a large share of a small inventory", { managedLiveAssets: 9, deletes: 9, updates: 9 }, []],
    [
      "the ratio once the inventory reaches the minimum",
      { managedLiveAssets: 10, deletes: 4 },
      [
        {
          rule: "mass-delete",
          message: `4 deletes would remove 40% of the 10 live assets the plan could delete (in systems with prune: true; limit 30%); ${OVERRIDE}`,
        },
      ],
    ],
    [
      "deletes above the absolute cap",
      { managedLiveAssets: 10_000, deletes: 501 },
      [
        {
          rule: "mass-delete",
          message: `501 deletes exceed the limit of 500 deletes per apply; ${OVERRIDE}`,
        },
      ],
    ],
    [
      "both limits, and updates too",
      { managedLiveAssets: 1000, deletes: 600, updates: 301 },
      [
        {
          rule: "mass-delete",
          message: `600 deletes would remove 60% of the 1000 live assets the plan could delete (in systems with prune: true; limit 30%) and exceed the limit of 500 deletes per apply; ${OVERRIDE}`,
        },
        {
          rule: "mass-update",
          message: `301 updates would change 30.1% of the 1000 live assets the plan could delete (in systems with prune: true; limit 30%); ${OVERRIDE}`,
        },
      ],
    ],
  ])("%s", (_label, overrides, expected) => {
    expect(evaluateSafety(input(overrides), DEFAULT_SAFETY_LIMITS)).toEqual({
      managed_live_assets: overrides.managedLiveAssets ?? 30,
      violations: expected,
    });
  });

  it("uses the limits it is given", () => {
    const limits = { maxChangeRatio: 0.5, minAssetsForRatio: 2, maxChanges: 3 };
    expect(evaluateSafety(input({ managedLiveAssets: 4, deletes: 2 }), limits).violations).toEqual(
      [],
    );
    expect(evaluateSafety(input({ managedLiveAssets: 4, deletes: 3 }), limits).violations).toEqual([
      {
        rule: "mass-delete",
        message: `3 deletes would remove 75% of the 4 live assets the plan could delete (in systems with prune: true; limit 50%); ${OVERRIDE}`,
      },
    ]);
    expect(evaluateSafety(input({ managedLiveAssets: 1, deletes: 1 }), limits).violations).toEqual(
      [],
    );
  });

  it("names the file, the system and the count of an emptied system", () => {
    const emptied = {
      system: PROTECTION,
      deletableLiveAssets: 1,
      deletes: 1,
      emptyAssetsLocation: at("alpha/protection.yaml", 4, 1),
    };
    const others = { system: { ...PROTECTION, id: "cs_2" }, deletableLiveAssets: 99, deletes: 0 };
    const report = evaluateSafety(
      { systems: [emptied, others], updates: 0, possibleRenames: [] },
      DEFAULT_SAFETY_LIMITS,
    );
    expect(report.violations).toEqual([
      {
        rule: "empty-system",
        message: `alpha/protection.yaml:4:1: assets is empty, so the plan would delete the 1 live asset of cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1); declare its assets, set prune: false to keep them, or ${OVERRIDE}`,
      },
    ]);
  });

  it("issue 15 finding 2: refuses one system losing more than the ratio, naming it, however many assets others hold", () => {
    const losing = { system: PROTECTION, deletableLiveAssets: 20, deletes: 19 };
    const kept = {
      system: { ...PROTECTION, id: "cs_2", name: "EMS" },
      deletableLiveAssets: 200,
      deletes: 0,
    };
    const report = evaluateSafety(
      { systems: [losing, kept], updates: 0, possibleRenames: [] },
      DEFAULT_SAFETY_LIMITS,
    );
    expect(report).toEqual({
      managed_live_assets: 220,
      violations: [
        {
          rule: "mass-delete",
          message: `19 deletes would remove 95% of the 20 live assets of cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1) (limit 30% per system); ${OVERRIDE}`,
        },
      ],
    });
  });

  it("applies the per-system ratio only from the minimum number of assets", () => {
    const small = { system: PROTECTION, deletableLiveAssets: 9, deletes: 9 };
    const kept = { system: { ...PROTECTION, id: "cs_2" }, deletableLiveAssets: 200, deletes: 0 };
    const report = evaluateSafety(
      { systems: [small, kept], updates: 0, possibleRenames: [] },
      DEFAULT_SAFETY_LIMITS,
    );
    expect(report.violations).toEqual([]);
  });
});

describe("unsafeMessage", () => {
  it("is undefined for a safe plan", () => {
    expect(unsafeMessage({ managed_live_assets: 3, violations: [] })).toBeUndefined();
  });

  it("lists every violation", () => {
    const report = evaluateSafety(
      input({ managedLiveAssets: 20, deletes: 10, updates: 7 }),
      DEFAULT_SAFETY_LIMITS,
    );
    expect(unsafeMessage(report)).toBe(
      [
        "apply refused: the plan breaks 2 safety rules; nothing was changed.",
        `  - 10 deletes would remove 50% of the 20 live assets the plan could delete (in systems with prune: true; limit 30%); ${OVERRIDE}`,
        `  - 7 updates would change 35% of the 20 live assets the plan could delete (in systems with prune: true; limit 30%); ${OVERRIDE}`,
      ].join("\n"),
    );
  });

  it("says rule in the singular for one violation", () => {
    const report = {
      managed_live_assets: 1,
      violations: [{ rule: "mass-delete" as const, message: "m" }],
    };
    expect(unsafeMessage(report)).toBe(
      "apply refused: the plan breaks 1 safety rule; nothing was changed.\n  - m",
    );
  });
});
