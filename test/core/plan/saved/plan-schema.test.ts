import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { Plan } from "../../../../src/core/plan/plan-model.ts";
import {
  parsePlanJson,
  PlanFileError,
  planSchema,
} from "../../../../src/core/plan/saved/plan-schema.ts";
import { fingerprintPlan } from "../../../../src/core/plan/saved/fingerprint.ts";

const SYSTEM = {
  id: "cs_alpha",
  name: "Alpha Protection",
  parent: { kind: "facility", id: "fac_alpha", name: "Substation Alpha" },
} as const;
const OTHER_SYSTEM = { id: "cs_cc", name: "EMS", parent: null };

const BASELINE = {
  asset: "alpha-rtu-01",
  cyber_system_id: "cs_alpha",
  digest: `sha256:${"cd".repeat(32)}`,
  kind: "content",
} as const;

/** A realistic plan, its fingerprint the one of its operations and baselines. */
function realisticPlan(): Plan {
  const plan = unfingerprinted();
  return { ...plan, fingerprint: fingerprintPlan(plan.operations, plan.baselines) };
}

function unfingerprinted(): Plan {
  return {
    format_version: 1,
    fingerprint: `sha256:${"ab".repeat(32)}`,
    summary: { create: 1, update: 2, delete: 1, move: 1, rename: 1, retype: 0 },
    operations: [
      {
        action: "update",
        depends_on: [],
        source: { file: "inventory/alpha.yaml", line: 8, column: 3 },
        asset_id: "ca_1",
        name: "alpha-rtu-01b",
        cyber_system: SYSTEM,
        kinds: ["rename"],
        temporary: false,
        changes: { name: { from: "alpha-rtu-01", to: "alpha-rtu-01b" } },
      },
      {
        action: "create",
        depends_on: [0],
        source: { file: "inventory/alpha.yaml", line: 6, column: 3 },
        name: "alpha-rtu-01",
        asset_type: "hardware",
        cyber_system: SYSTEM,
      },
      {
        action: "update",
        depends_on: [],
        asset_id: "ca_2",
        name: "ems-hmi",
        cyber_system: OTHER_SYSTEM,
        kinds: ["move"],
        temporary: false,
        changes: { cyber_system: { from: SYSTEM, to: OTHER_SYSTEM } },
      },
      {
        action: "delete",
        depends_on: [],
        asset_id: "ca_3",
        name: "old-historian",
        asset_type: "software",
        cyber_system: SYSTEM,
      },
    ],
    managed_systems: [SYSTEM, OTHER_SYSTEM],
    baselines: [BASELINE],
    unmanaged: [{ asset_id: "ca_9", name: "kept", asset_type: "software", cyber_system: SYSTEM }],
    safety: {
      managed_live_assets: 12,
      violations: [
        { rule: "mass-delete", message: "4 deletes are 33% of 12 managed assets (limit 30%)" },
      ],
    },
    warnings: [
      {
        severity: "warning",
        message: "control_center cannot be checked",
        location: { file: "inventory/ems.yaml", line: 2, column: 17 },
        related: [{ file: "inventory/ems.yaml", line: 1, column: 1 }],
      },
    ],
  };
}

describe("planSchema", () => {
  it("has exactly the Plan type of model.ts, both ways", () => {
    expectTypeOf<z.infer<typeof planSchema>>().toEqualTypeOf<Plan>();
    expectTypeOf<Plan>().toEqualTypeOf<z.infer<typeof planSchema>>();
  });

  it("accepts a realistic plan unchanged", () => {
    const plan = realisticPlan();
    expect(planSchema.parse(plan)).toEqual(plan);
  });
});

describe("parsePlanJson", () => {
  it("reads back a plan written as JSON", () => {
    const plan = realisticPlan();
    expect(parsePlanJson(JSON.stringify(plan, null, 2), "plan.json")).toEqual(plan);
  });

  const mutate = (change: (plan: Record<string, unknown> & Plan) => void) => {
    const plan = realisticPlan() as Record<string, unknown> & Plan;
    change(plan);
    return JSON.stringify(plan);
  };

  it.each([
    [
      "an unknown action",
      mutate((plan) => {
        (plan.operations[3] as unknown as Record<string, unknown>).action = "destroy";
      }),
      "plan.json is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n  at $.operations[3].action: Invalid discriminator value. Expected 'create' | 'update' | 'delete'",
    ],
    [
      "a bad fingerprint",
      mutate((plan) => {
        plan.fingerprint = "md5:abc";
      }),
      "plan.json is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n  at $.fingerprint: Invalid string: must match pattern /^sha256:[0-9a-f]{64}$/",
    ],
    [
      "a wrong asset type deep inside",
      mutate((plan) => {
        (plan.operations[1] as { asset_type: string }).asset_type = "firmware";
      }),
      'plan.json is not a valid plan; pass the file written by \'cip-sync plan --out FILE\', unedited:\n  at $.operations[1].asset_type: Invalid option: expected one of "hardware"|"software"',
    ],
    [
      "an extra key",
      mutate((plan) => {
        plan.extra = true;
      }),
      "plan.json is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n  at $: Unrecognized key: \"extra\"",
    ],
    [
      "another format version",
      mutate((plan) => {
        (plan as { format_version: number }).format_version = 2;
      }),
      "plan.json has plan format_version 2, and this cip-sync reads version 1; run 'cip-sync plan --out FILE' again with this version",
    ],
    [
      "a fingerprint that leaves the baselines out (an older cip-sync)",
      mutate((plan) => {
        plan.fingerprint = fingerprintPlan(plan.operations, undefined);
      }),
      `plan.json at $.fingerprint: ${fingerprintPlan(realisticPlan().operations, undefined)} is not the fingerprint of the plan's operations and baselines (${realisticPlan().fingerprint}); the file was edited, or saved by a cip-sync whose fingerprint left the baselines out. Run 'cip-sync plan --out FILE' again, review that plan and apply it`,
    ],
    [
      "an edited baseline",
      mutate((plan) => {
        plan.baselines = [{ ...BASELINE, digest: `sha256:${"ef".repeat(32)}` }];
      }),
      expect.stringMatching(
        /^plan\.json at \$\.fingerprint: sha256:[0-9a-f]{64} is not the fingerprint of the plan's operations and baselines \(sha256:[0-9a-f]{64}\); the file was edited/,
      ),
    ],
    [
      "not JSON",
      "{ nope",
      expect.stringMatching(
        /^plan\.json is not valid JSON \(.+\); pass the file written by 'cip-sync plan --out FILE'$/,
      ),
    ],
  ])("rejects %s, naming the file and the JSON path", (_case, text, message) => {
    expect(() => parsePlanJson(text, "plan.json")).toThrow(
      expect.objectContaining({ name: "PlanFileError", message }),
    );
    expect(() => parsePlanJson(text, "plan.json")).toThrow(PlanFileError);
  });

  it("lists at most five problems and counts the rest", () => {
    const text = JSON.stringify({ ...realisticPlan(), operations: Array(8).fill({ action: "x" }) });
    const message = (() => {
      try {
        parsePlanJson(text, "p.json");
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message.split("\n").filter((line) => line.startsWith("  at "))).toHaveLength(5);
    expect(message).toContain("  ... and 3 more");
  });
});
