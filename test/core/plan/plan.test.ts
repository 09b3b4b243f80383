import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fingerprintPlan } from "../../../src/core/plan/saved/fingerprint.ts";
import type { CyberAsset, LiveInventory } from "../../../src/core/shared/live-records.ts";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";
import type { Operation, Plan } from "../../../src/core/plan/plan-model.ts";
import { compareCodePoints, nameKey } from "../../../src/core/shared/names.ts";
import type { PlanOptions } from "../../../src/core/plan/assemble-plan.ts";
import { planInventory } from "../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import {
  at,
  controlCenter,
  cyberAsset,
  cyberSystem,
  type DocumentSpec,
  facility,
  inventoryDocument,
  liveInventory,
} from "../../support/fixtures.ts";
import { simulatePlan } from "../../support/simulate.ts";

const world = {
  facilities: [facility("fac_1", "Substation Alpha")],
  controlCenters: [controlCenter("cc_1", "Main Control Center")],
  cyberSystems: [
    cyberSystem("cs_1", "Protection System", { facility_id: "fac_1" }),
    cyberSystem("cs_2", "EMS", { control_center_id: "cc_1" }),
    cyberSystem("cs_3", "Telecom", { facility_id: "fac_1" }),
  ],
};
const PROTECTION = {
  id: "cs_1",
  name: "Protection System",
  parent: { id: "fac_1", kind: "facility", name: "Substation Alpha" },
} as const;
const TELECOM = { ...PROTECTION, id: "cs_3", name: "Telecom" } as const;

function liveWith(...assets: CyberAsset[]): LiveInventory {
  return liveInventory({ ...world, cyberAssets: assets });
}

/** Resolves (which must succeed), plans, and applies the plan in memory when it has no errors. */
function planFor(specs: DocumentSpec[], live: LiveInventory, options?: PlanOptions) {
  const documents = specs.map((spec) => inventoryDocument(spec));
  const resolution = resolveInventory(documents, live);
  expect(resolution.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const { plan, diagnostics } = planInventory(resolution.resolved, live, options);
  const errors = diagnostics.filter((d) => d.severity === "error");
  const after = errors.length === 0 ? simulatePlan(plan, live) : undefined;
  return { plan, diagnostics, errors, after, documents };
}

/** One line per operation, in plan order, for readable assertions. */
function steps(plan: Plan): string[] {
  return plan.operations.map((operation) => {
    const after = operation.depends_on.length > 0 ? ` after ${operation.depends_on.join(",")}` : "";
    return `${describeOperation(operation)}${after}`;
  });
}

function describeOperation(operation: Operation): string {
  switch (operation.action) {
    case "create":
      return `create "${operation.name}" ${operation.asset_type} in ${operation.cyber_system.name}`;
    case "delete":
      return `delete ${operation.asset_id} "${operation.name}" from ${operation.cyber_system.name}`;
    case "update": {
      const { name, cyber_system: system, asset_type: type } = operation.changes;
      const parts = [
        name ? `rename "${name.from}" -> "${name.to}"` : "",
        system ? `move ${system.from.name} -> ${system.to.name}` : "",
        type ? `retype ${type.from} -> ${type.to}` : "",
      ].filter(Boolean);
      return `update ${operation.asset_id} ${parts.join(", ")}${operation.temporary ? " (temporary)" : ""}`;
    }
  }
}

function assetNames(live: LiveInventory | undefined, systemId: string): string[] {
  return (live?.cyberAssets ?? [])
    .filter((asset) => asset.cyber_system_id === systemId)
    .map((asset) => `${asset.id}:${asset.name}:${asset.asset_type}`)
    .sort(compareCodePoints);
}

const ZERO = { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };

describe("planInventory: basic differences", () => {
  it("plans nothing when the live system equals the declaration", () => {
    const live = liveWith(cyberAsset("ca_1", "RTU-1", "cs_1"), cyberAsset("ca_2", "HMI", "cs_1"));
    const { plan, diagnostics } = planFor(
      [{ cyberSystem: "Protection System", assets: ["HMI", "RTU-1"] }],
      live,
    );
    expect(diagnostics).toEqual([]);
    expect(plan.operations).toEqual([]);
    expect(plan.summary).toEqual(ZERO);
    expect(plan.fingerprint).toBe(`sha256:${createHash("sha256").update("[]").digest("hex")}`);
    expect(plan.managed_systems).toEqual([PROTECTION]);
    expect(plan.safety).toEqual({ managed_live_assets: 2, violations: [] });
  });

  it("deletes undeclared assets, retypes and creates, in that order", () => {
    const live = liveWith(
      cyberAsset("ca_1", "RTU-1", "cs_1"),
      cyberAsset("ca_2", "Old Relay", "cs_1"),
      cyberAsset("ca_3", "HMI", "cs_1"),
      cyberAsset("ca_4", "Switch", "cs_1"),
    );
    const { plan, after, diagnostics } = planFor(
      [
        {
          cyberSystem: "Protection System",
          assets: [
            "RTU-1",
            { name: "HMI", type: "software" },
            "Switch",
            { name: "Historian", type: "software" },
          ],
        },
      ],
      live,
    );
    expect(diagnostics).toEqual([]);
    expect(steps(plan)).toEqual([
      'delete ca_2 "Old Relay" from Protection System',
      "update ca_3 retype hardware -> software",
      'create "Historian" software in Protection System',
    ]);
    expect(plan.summary).toEqual({ ...ZERO, create: 1, update: 1, delete: 1, retype: 1 });
    expect(plan.operations[0]).toEqual({
      action: "delete",
      asset_id: "ca_2",
      asset_type: "hardware",
      cyber_system: PROTECTION,
      depends_on: [],
      name: "Old Relay",
      source: at("Protection System.yaml", 4, 1),
    });
    expect(plan.operations[2]).toEqual({
      action: "create",
      asset_type: "software",
      cyber_system: PROTECTION,
      depends_on: [],
      name: "Historian",
      source: at("Protection System.yaml", 8, 3),
    });
    expect(assetNames(after, "cs_1")).toEqual([
      "ca_1:RTU-1:hardware",
      "ca_3:HMI:software",
      "ca_4:Switch:hardware",
      "ca_sim_2:Historian:software",
    ]);
  });

  it("never touches live assets of systems no document declares", () => {
    const live = liveWith(
      cyberAsset("ca_1", "Router", "cs_3"),
      cyberAsset("ca_2", "RTU-1", "cs_1"),
    );
    const { plan, after } = planFor([{ cyberSystem: "Protection System", assets: [] }], live);
    expect(steps(plan)).toEqual(['delete ca_2 "RTU-1" from Protection System']);
    expect(after?.cyberAssets).toEqual([live.cyberAssets[0]]);
  });

  it("orders by kind, then system name, then asset name, by code point", () => {
    const live = liveWith(
      cyberAsset("ca_1", "b", "cs_2"),
      cyberAsset("ca_2", "a", "cs_2"),
      cyberAsset("ca_3", "é", "cs_1"),
      cyberAsset("ca_4", "Z", "cs_1"),
    );
    const { plan } = planFor(
      [
        { cyberSystem: "Protection System", assets: ["\u{1F600}", "\uE000"] },
        { cyberSystem: "EMS", assets: ["y", "X"] },
      ],
      live,
    );
    expect(steps(plan)).toEqual([
      'delete ca_2 "a" from EMS',
      'delete ca_1 "b" from EMS',
      'delete ca_4 "Z" from Protection System',
      'delete ca_3 "é" from Protection System',
      'create "X" hardware in EMS',
      'create "y" hardware in EMS',
      'create "\uE000" hardware in Protection System',
      'create "\u{1F600}" hardware in Protection System',
    ]);
    expect(plan.managed_systems.map((system) => system.name)).toEqual(["EMS", "Protection System"]);
  });
});

describe("planInventory: identity by name, organization-wide and case-insensitive", () => {
  it("moves a declared asset that lives in another system with one update, keeping its id", () => {
    const live = liveWith(cyberAsset("ca_7", "Firewall", "cs_3", "software"));
    const { plan, after } = planFor(
      [{ cyberSystem: "Protection System", assets: [{ name: "Firewall", type: "hardware" }] }],
      live,
    );
    expect(plan.operations).toEqual([
      {
        action: "update",
        asset_id: "ca_7",
        changes: {
          asset_type: { from: "software", to: "hardware" },
          cyber_system: { from: TELECOM, to: PROTECTION },
        },
        cyber_system: PROTECTION,
        depends_on: [],
        kinds: ["move", "retype"],
        name: "Firewall",
        source: at("Protection System.yaml", 5, 3),
        temporary: false,
      },
    ]);
    expect(plan.summary).toEqual({ ...ZERO, update: 1, move: 1, retype: 1 });
    expect(assetNames(after, "cs_1")).toEqual(["ca_7:Firewall:hardware"]);
  });

  it("moves between two managed systems without deleting", () => {
    const live = liveWith(cyberAsset("ca_1", "HMI", "cs_2"));
    const { plan } = planFor(
      [
        { cyberSystem: "EMS", assets: [] },
        { cyberSystem: "Protection System", assets: ["HMI"] },
      ],
      live,
    );
    expect(steps(plan)).toEqual(["update ca_1 move EMS -> Protection System"]);
    expect(plan.safety.violations).toEqual([]);
  });

  it("renames in place when only the case differs", () => {
    const live = liveWith(cyberAsset("ca_1", "rtu-1", "cs_1"));
    const { plan } = planFor([{ cyberSystem: "Protection System", assets: ["RTU-1"] }], live);
    expect(steps(plan)).toEqual(['update ca_1 rename "rtu-1" -> "RTU-1"']);
    expect(plan.summary).toEqual({ ...ZERO, update: 1, rename: 1 });
  });

  it("matches the exact spelling first when the service holds several case variants", () => {
    const live = liveWith(cyberAsset("ca_1", "rtu-1", "cs_1"), cyberAsset("ca_2", "RTU-1", "cs_1"));
    const { plan, diagnostics } = planFor(
      [{ cyberSystem: "Protection System", assets: ["RTU-1"] }],
      live,
    );
    expect(diagnostics).toEqual([]);
    expect(steps(plan)).toEqual(['delete ca_1 "rtu-1" from Protection System']);
  });

  it.each<[string, CyberAsset[], string]>([
    [
      "case variants and no exact spelling",
      [cyberAsset("ca_1", "rtu-1", "cs_1"), cyberAsset("ca_2", "Rtu-1", "cs_3")],
      '"RTU-1" designates 2 live assets whose names differ at most in case: "rtu-1" (ca_1) in cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1); "Rtu-1" (ca_2) in cyber system "Telecom" (cs_3) at facility "Substation Alpha" (fac_1); asset names must be unique regardless of case: remove the duplicates in the service, then plan again',
    ],
    [
      "the exact spelling twice",
      [cyberAsset("ca_1", "RTU-1", "cs_1"), cyberAsset("ca_2", "RTU-1", "cs_1")],
      '"RTU-1" designates 2 live assets whose names differ at most in case: "RTU-1" (ca_1) in cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1); "RTU-1" (ca_2) in cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1); asset names must be unique regardless of case: remove the duplicates in the service, then plan again',
    ],
  ])("rejects a name that designates %s", (_label, assets, message) => {
    const { errors } = planFor(
      [{ cyberSystem: "Protection System", assets: ["RTU-1"] }],
      liveWith(...assets),
    );
    expect(errors).toEqual([
      { severity: "error", message, location: at("Protection System.yaml", 5, 3) },
    ]);
  });

  // The user's error is validateInventory's ("is already declared at", validate-inventory.test.ts);
  // the engine stops on it, so a planner that sees a name twice was called out of order.
  it("refuses to plan a name declared twice across documents, regardless of case", () => {
    expect(() =>
      planFor(
        [
          { cyberSystem: "Protection System", assets: ["Gateway"] },
          { cyberSystem: "EMS", assets: ["Switch", "GATEWAY"] },
        ],
        liveWith(),
      ),
    ).toThrow(
      'asset "GATEWAY" is declared twice (also at Protection System.yaml:5:3); validateInventory rejects this before planning',
    );
  });
});

describe("planInventory: renamed_from", () => {
  it("renames in place, with a move and a retype in the same update", () => {
    const live = liveWith(cyberAsset("ca_1", "RTU-OLD", "cs_3"));
    const { plan, diagnostics, after } = planFor(
      [
        {
          cyberSystem: "Protection System",
          assets: [{ name: "RTU-NEW", type: "software", renamedFrom: "RTU-OLD" }],
        },
      ],
      live,
    );
    expect(diagnostics).toEqual([]);
    expect(steps(plan)).toEqual([
      'update ca_1 rename "RTU-OLD" -> "RTU-NEW", move Telecom -> Protection System, retype hardware -> software',
    ]);
    expect(plan.operations[0]).toMatchObject({
      kinds: ["rename", "move", "retype"],
      name: "RTU-NEW",
    });
    expect(plan.summary).toEqual({ ...ZERO, update: 1, rename: 1, move: 1, retype: 1 });
    expect(assetNames(after, "cs_1")).toEqual(["ca_1:RTU-NEW:software"]);
  });

  it("orders a chain so that each name is free before it is taken", () => {
    const live = liveWith(cyberAsset("ca_a", "a", "cs_1"), cyberAsset("ca_b", "b", "cs_1"));
    const { plan, after } = planFor(
      [
        {
          cyberSystem: "Protection System",
          assets: [
            { name: "b", renamedFrom: "a" },
            { name: "c", renamedFrom: "b" },
          ],
        },
      ],
      live,
    );
    expect(steps(plan)).toEqual([
      'update ca_b rename "b" -> "c"',
      'update ca_a rename "a" -> "b" after 0',
    ]);
    expect(assetNames(after, "cs_1")).toEqual(["ca_a:b:hardware", "ca_b:c:hardware"]);
  });

  it("swaps two names through a temporary name, counted once, and warns to remove renamed_from", () => {
    const live = liveWith(cyberAsset("ca_a", "a", "cs_1"), cyberAsset("ca_b", "b", "cs_1"));
    const { plan, diagnostics, after } = planFor(
      [
        {
          cyberSystem: "Protection System",
          assets: [
            { name: "b", renamedFrom: "a" },
            { name: "a", renamedFrom: "b" },
          ],
        },
      ],
      live,
    );
    const temporary = `a~cip-sync-${createHash("sha256").update("ca_a\n0").digest("hex").slice(0, 8)}`;
    expect(steps(plan)).toEqual([
      `update ca_a rename "a" -> "${temporary}" (temporary)`,
      'update ca_b rename "b" -> "a" after 0',
      `update ca_a rename "${temporary}" -> "b" after 0,1`,
    ]);
    expect(plan.operations[0]).toMatchObject({
      temporary: true,
      kinds: ["rename"],
      name: temporary,
    });
    expect(plan.summary).toEqual({ ...ZERO, update: 2, rename: 2 });
    expect(assetNames(after, "cs_1")).toEqual(["ca_a:b:hardware", "ca_b:a:hardware"]);
    expect(diagnostics).toEqual<Diagnostic[]>([
      {
        severity: "warning",
        message:
          'renamed_from entries form a cycle ("b" renamed_from "a", "a" renamed_from "b"); remove them once this plan has been applied: while they stay, every plan renames these assets again',
        location: at("Protection System.yaml", 5, 30),
        related: [at("Protection System.yaml", 6, 30)],
      },
    ]);
    expect(plan.warnings).toEqual(diagnostics);
  });

  it("rotates three names, moving one of them, with one temporary name", () => {
    const live = liveWith(
      cyberAsset("ca_1", "x", "cs_1"),
      cyberAsset("ca_2", "y", "cs_1"),
      cyberAsset("ca_3", "z", "cs_3"),
    );
    const { plan, after } = planFor(
      [
        {
          cyberSystem: "Protection System",
          assets: [
            { name: "y", renamedFrom: "x" },
            { name: "z", renamedFrom: "y" },
            { name: "x", renamedFrom: "z" },
          ],
        },
      ],
      live,
    );
    expect(
      plan.operations.filter((operation) => "temporary" in operation && operation.temporary),
    ).toHaveLength(1);
    expect(plan.summary).toEqual({ ...ZERO, update: 3, rename: 3, move: 1 });
    expect(assetNames(after, "cs_1")).toEqual([
      "ca_1:y:hardware",
      "ca_2:z:hardware",
      "ca_3:x:hardware",
    ]);
  });

  it.each([
    {
      cycle: "a swap",
      live: [cyberAsset("ca_a", "a", "cs_1"), cyberAsset("ca_b", "b", "cs_1")],
      assets: [
        { name: "b", renamedFrom: "a" },
        { name: "a", renamedFrom: "b" },
      ],
      settled: { cs_1: ["ca_a:b:hardware", "ca_b:a:hardware"], cs_3: [] },
    },
    {
      cycle: "a 3-cycle with a move",
      live: [
        cyberAsset("ca_1", "x", "cs_1"),
        cyberAsset("ca_2", "y", "cs_1"),
        cyberAsset("ca_3", "z", "cs_3"),
      ],
      assets: [
        { name: "y", renamedFrom: "x" },
        { name: "z", renamedFrom: "y" },
        { name: "x", renamedFrom: "z" },
      ],
      settled: { cs_1: ["ca_1:y:hardware", "ca_2:z:hardware", "ca_3:x:hardware"], cs_3: [] },
    },
  ])("finishes $cycle stopped after any step, renaming the same assets, deleting none", (c) => {
    const specs: DocumentSpec[] = [{ cyberSystem: "Protection System", assets: c.assets }];
    const { plan } = planFor(specs, liveWith(...c.live));
    // Once every step is applied the cycle plans its swap again; the warning says to remove it.
    for (let done = 0; done < plan.operations.length; done += 1) {
      const stopped = simulatePlan(
        { ...plan, operations: plan.operations.slice(0, done) },
        liveWith(...c.live),
      );
      const resumed = planFor(specs, stopped);
      expect(resumed.errors).toEqual([]);
      expect(resumed.plan.operations.filter((operation) => operation.action !== "update")).toEqual(
        [],
      );
      expect(assetNames(resumed.after, "cs_1")).toEqual(c.settled.cs_1);
      expect(assetNames(resumed.after, "cs_3")).toEqual(c.settled.cs_3);
    }
  });

  it("never deletes an asset parked under a temporary name that no declaration takes back", () => {
    const hex = createHash("sha256").update("ca_a\n0").digest("hex").slice(0, 8);
    const live = liveWith(
      cyberAsset("ca_a", `a~cip-sync-${hex}`, "cs_1"),
      cyberAsset("ca_b", "b", "cs_1"),
      // Looks alike, but its hash is not of its id: an ordinary name, deleted as undeclared.
      cyberAsset("ca_c", "c~cip-sync-00000000", "cs_1"),
    );
    const { plan, errors } = planFor([{ cyberSystem: "Protection System", assets: ["b"] }], live);
    expect(errors).toEqual<Diagnostic[]>([
      {
        severity: "error",
        message: `live asset "a~cip-sync-${hex}" (ca_a) in cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1) holds the temporary name an interrupted apply gave it while renaming "a", and no declaration names "a"; it is not deleted: declare it under the name it should have, with renamed_from: "a~cip-sync-${hex}"`,
        location: at("Protection System.yaml", 4, 1),
      },
    ]);
    expect(steps(plan)).toEqual(['delete ca_c "c~cip-sync-00000000" from Protection System']);
  });

  it("picks a temporary name that no live or declared asset holds", () => {
    const hex = (attempt: number) =>
      createHash("sha256").update(`ca_a\n${attempt}`).digest("hex").slice(0, 8);
    const live = liveWith(
      cyberAsset("ca_a", "a", "cs_1"),
      cyberAsset("ca_b", "b", "cs_1"),
      cyberAsset("ca_x", `A~CIP-SYNC-${hex(0).toUpperCase()}`, "cs_3"),
    );
    const { plan } = planFor(
      [
        {
          cyberSystem: "Protection System",
          assets: [
            { name: "b", renamedFrom: "a" },
            { name: "a", renamedFrom: "b" },
          ],
        },
      ],
      live,
    );
    expect(plan.operations[0]?.name).toBe(`a~cip-sync-${hex(1)}`);
  });

  it("renames an asset away and creates a new one under its old name, in that order", () => {
    const live = liveWith(cyberAsset("ca_1", "Gateway", "cs_1"));
    const { plan, diagnostics } = planFor(
      [
        {
          cyberSystem: "Protection System",
          assets: [{ name: "Gateway-2", renamedFrom: "Gateway" }, "gateway"],
        },
      ],
      live,
    );
    expect(diagnostics).toEqual([]);
    expect(steps(plan)).toEqual([
      'update ca_1 rename "Gateway" -> "Gateway-2"',
      'create "gateway" hardware in Protection System after 0',
    ]);
  });

  it("keeps both records when old and new names both exist, with a warning", () => {
    const live = liveWith(cyberAsset("ca_1", "Old", "cs_1"), cyberAsset("ca_2", "New", "cs_3"));
    const { plan, diagnostics } = planFor(
      [{ cyberSystem: "Protection System", assets: [{ name: "New", renamedFrom: "Old" }] }],
      live,
    );
    expect(diagnostics).toEqual<Diagnostic[]>([
      {
        severity: "warning",
        message:
          'renamed_from "Old" has no effect: both "Old" (ca_1) and "New" (ca_2) exist, so "New" keeps its own record and "Old" is not renamed; remove renamed_from once the rename has been applied',
        location: at("Protection System.yaml", 5, 30),
      },
    ]);
    expect(steps(plan)).toEqual([
      'delete ca_1 "Old" from Protection System',
      "update ca_2 move Telecom -> Protection System",
    ]);
  });

  it("says a rename is already applied when only the new name exists", () => {
    const live = liveWith(cyberAsset("ca_1", "New", "cs_1"));
    const { plan, diagnostics } = planFor(
      [{ cyberSystem: "Protection System", assets: [{ name: "New", renamedFrom: "Old" }] }],
      live,
    );
    expect(plan.operations).toEqual([]);
    expect(diagnostics).toEqual<Diagnostic[]>([
      {
        severity: "warning",
        message:
          'renamed_from "Old" is already applied: "New" exists (ca_1) and "Old" does not; remove renamed_from',
        location: at("Protection System.yaml", 5, 30),
      },
    ]);
  });

  it("creates the asset with a warning when renamed_from matches nothing", () => {
    const { plan, diagnostics } = planFor(
      [{ cyberSystem: "Protection System", assets: [{ name: "New", renamedFrom: "Olde" }] }],
      liveWith(),
    );
    expect(steps(plan)).toEqual(['create "New" hardware in Protection System']);
    expect(diagnostics).toEqual<Diagnostic[]>([
      {
        severity: "warning",
        message:
          'renamed_from "Olde" matches no live asset, so "New" will be created as a new asset; correct renamed_from or remove it',
        location: at("Protection System.yaml", 5, 30),
      },
    ]);
  });

  it("rejects two declarations that rename the same live asset", () => {
    const live = liveWith(cyberAsset("ca_1", "Old", "cs_1"));
    const { errors } = planFor(
      [
        { cyberSystem: "Protection System", assets: [{ name: "New-1", renamedFrom: "Old" }] },
        { cyberSystem: "EMS", assets: [{ name: "New-2", renamedFrom: "old" }] },
      ],
      live,
    );
    expect(errors).toEqual<Diagnostic[]>([
      {
        severity: "error",
        message:
          'live asset "Old" (ca_1) in cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1) is claimed by two declarations: "New-2" here and "New-1" at Protection System.yaml:5:3; keep one of them',
        location: at("EMS.yaml", 5, 3),
        related: [at("Protection System.yaml", 5, 3)],
      },
    ]);
  });

  it("rejects renamed_from that designates duplicate live assets", () => {
    const live = liveWith(cyberAsset("ca_1", "old", "cs_1"), cyberAsset("ca_2", "OLD", "cs_1"));
    const { errors } = planFor(
      [{ cyberSystem: "Protection System", assets: [{ name: "New", renamedFrom: "Old" }] }],
      live,
    );
    expect(errors).toEqual<Diagnostic[]>([
      {
        severity: "error",
        message:
          '"Old" designates 2 live assets whose names differ at most in case: "old" (ca_1) in cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1); "OLD" (ca_2) in cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1); asset names must be unique regardless of case: remove the duplicates in the service, then plan again',
        location: at("Protection System.yaml", 5, 30),
      },
    ]);
  });
});

describe("planInventory: prune, safety and warnings", () => {
  it("reports undeclared assets of a prune: false system as unmanaged and deletes nothing", () => {
    const live = liveWith(cyberAsset("ca_2", "b", "cs_1"), cyberAsset("ca_1", "a", "cs_1"));
    const { plan } = planFor(
      [{ cyberSystem: "Protection System", prune: false, assets: [] }],
      live,
    );
    expect(plan.operations).toEqual([]);
    expect(plan.unmanaged).toEqual([
      { asset_id: "ca_1", asset_type: "hardware", cyber_system: PROTECTION, name: "a" },
      { asset_id: "ca_2", asset_type: "hardware", cyber_system: PROTECTION, name: "b" },
    ]);
    expect(plan.safety.violations).toEqual([]);
  });

  it("flags a document whose assets list is empty while its system has assets", () => {
    const assets = Array.from({ length: 20 }, (_, i) =>
      cyberAsset(`ca_${i}`, `asset-${i}`, "cs_1"),
    );
    const keep = Array.from({ length: 100 }, (_, i) => cyberAsset(`cb_${i}`, `other-${i}`, "cs_2"));
    const { plan } = planFor(
      [
        { cyberSystem: "Protection System", assets: [] },
        { cyberSystem: "EMS", assets: keep.map((asset) => asset.name) },
      ],
      liveWith(...assets, ...keep),
    );
    expect(plan.safety.violations.map((violation) => violation.rule)).toEqual(["empty-system"]);
    expect(plan.safety.violations[0]?.message).toMatch(
      /^Protection System\.yaml:4:1: assets is empty, so the plan would delete the 20 live assets of cyber system "Protection System" \(cs_1\)/,
    );
  });

  it("flags mass deletes with the limits it is given", () => {
    const assets = Array.from({ length: 10 }, (_, i) =>
      cyberAsset(`ca_${i}`, `asset-${i}`, "cs_1"),
    );
    const declared = assets.slice(0, 6).map((asset) => asset.name);
    const spec = [{ cyberSystem: "Protection System", assets: declared }];
    expect(planFor(spec, liveWith(...assets)).plan.safety).toEqual({
      managed_live_assets: 10,
      violations: [
        {
          rule: "mass-delete",
          message:
            "4 deletes would remove 40% of the 10 live assets the plan could delete (in systems with prune: true; limit 30%); re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended.",
        },
      ],
    });
    const lenient = { maxChangeRatio: 0.5, minAssetsForRatio: 10, maxChanges: 500 };
    expect(planFor(spec, liveWith(...assets), { limits: lenient }).plan.safety.violations).toEqual(
      [],
    );
  });
});

describe("planInventory: determinism and fingerprint", () => {
  const live = liveWith(
    cyberAsset("ca_1", "a", "cs_1"),
    cyberAsset("ca_2", "b", "cs_1"),
    cyberAsset("ca_3", "gone", "cs_1"),
    cyberAsset("ca_4", "Moved", "cs_3"),
  );
  const specs: DocumentSpec[] = [
    {
      cyberSystem: "Protection System",
      assets: [{ name: "b", renamedFrom: "a" }, { name: "a", renamedFrom: "b" }, "moved", "new"],
    },
  ];

  it("is byte-identical for identical inputs and whatever the order of the live lists", () => {
    const first = JSON.stringify(planFor(specs, live).plan);
    const reversed: LiveInventory = {
      facilities: [...live.facilities].reverse(),
      controlCenters: [...live.controlCenters].reverse(),
      cyberSystems: [...live.cyberSystems].reverse(),
      cyberAssets: [...live.cyberAssets].reverse(),
    };
    expect(JSON.stringify(planFor(specs, live).plan)).toBe(first);
    expect(JSON.stringify(planFor(specs, reversed).plan)).toBe(first);
  });

  it("fingerprints what operations do, not where they are declared or how keys are ordered", () => {
    const { plan } = planFor(specs, live);
    expect(plan.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(plan.fingerprint).toBe(fingerprintPlan(plan.operations, plan.baselines));
    const moved = plan.operations.map((operation) => ({
      ...operation,
      source: at("elsewhere.yaml", 99, 9),
    }));
    expect(fingerprintPlan(moved, plan.baselines)).toBe(plan.fingerprint);
    const reordered = plan.operations.map(
      (operation) => Object.fromEntries(Object.entries(operation).reverse()) as Operation,
    );
    expect(fingerprintPlan(reordered, plan.baselines)).toBe(plan.fingerprint);
    const changed = plan.operations.map((operation, index) =>
      index === 0 ? { ...operation, depends_on: [7] } : operation,
    );
    expect(fingerprintPlan(changed, plan.baselines)).not.toBe(plan.fingerprint);
  });

  it("keeps hostile names as plain data", () => {
    const names = ["__proto__", "constructor", "toString", "a|b"];
    const { plan, after } = planFor(
      [{ cyberSystem: "Protection System", assets: names }],
      liveWith(cyberAsset("ca_1", "CONSTRUCTOR", "cs_1")),
    );
    expect(steps(plan)).toEqual([
      'update ca_1 rename "CONSTRUCTOR" -> "constructor"',
      'create "__proto__" hardware in Protection System',
      'create "a|b" hardware in Protection System',
      'create "toString" hardware in Protection System',
    ]);
    expect(after?.cyberAssets.map((asset) => asset.name).sort()).toEqual([...names].sort());
    expect(fingerprintPlan(plan.operations, plan.baselines)).toBe(plan.fingerprint);
  });
});

describe("names", () => {
  it.each([
    ["RTU-1", "rtu-1"],
    ["e\u0301", "\u00e9"],
    ["\u00c9", "\u00e9"],
    ["İ", "i\u0307"],
  ])("nameKey(%j) is %j", (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it("orders by code point, astral characters after the private use area", () => {
    expect(["\u{1F600}", "\uE000", "Z", "a", "é"].sort(compareCodePoints)).toEqual([
      "Z",
      "a",
      "é",
      "\uE000",
      "\u{1F600}",
    ]);
    expect(compareCodePoints("ab", "a")).toBeGreaterThan(0);
    expect(compareCodePoints("a", "a")).toBe(0);
  });
});
