// What a drift check found, decided: each create, delete and update of the plan as one difference
// with both sides (the service's named by its system's name, else its id), a possible rename kept,
// the systems compared with their impact, the live counts, and the live fingerprint, whatever
// order the service listed each kind of record in and changed by any of them.
import { describe, expect, it } from "vitest";
import { canonical } from "../../../../src/core/plan/saved/fingerprint.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import { driftFindings } from "../../../../src/core/evidence/records/drift-findings.ts";
import type { Operation } from "../../../../src/core/plan/plan-model.ts";
import type { LiveInventory } from "../../../../src/core/shared/live-records.ts";
import {
  controlCenter,
  cyberAsset,
  cyberSystem,
  facility,
  liveInventory,
} from "../../../support/fixtures.ts";
import {
  ALPHA,
  BRAVO,
  createOf,
  deleteOf,
  emptyPlan,
  planOf,
} from "../../../support/sample-plans.ts";

const SUMMARY = { create: 2, update: 1, delete: 3, move: 0, rename: 1, retype: 0 };

const LIVE = liveInventory({
  facilities: [facility("fac_alpha", "Substation Alpha")],
  cyberSystems: [cyberSystem(ALPHA.id, ALPHA.name), cyberSystem(BRAVO.id, BRAVO.name)],
  cyberAssets: [
    cyberAsset("ca_1", "rtu-old", ALPHA.id),
    cyberAsset("ca_2", "hmi-1", BRAVO.id, "software"),
    cyberAsset("ca_3", "relay", "cs_unlisted"),
    cyberAsset("ca_4", "fep", "cs_unlisted"),
  ],
});

describe("driftFindings, whole", () => {
  it("lists each operation once with both sides, and a possible rename as the plan saw it", () => {
    const rename = (
      create: Operation & { action: "create" | "delete" },
      candidates?: string[],
    ): Operation => ({
      ...create,
      possible_rename: {
        declared: "rtu-new",
        live: "rtu-old",
        ...(candidates ? { candidates } : {}),
      },
    });
    const plan = planOf(
      [
        rename(createOf("rtu-new", ALPHA)),
        rename(deleteOf("rtu-old", "ca_1", ALPHA), ["rtu-new", "rtu-9"]),
        deleteOf("relay", "ca_3", ALPHA),
        deleteOf("gone", "ca_9", ALPHA),
        {
          action: "update",
          depends_on: [],
          asset_id: "ca_2",
          name: "hmi-2",
          cyber_system: BRAVO,
          kinds: ["rename"],
          temporary: false,
          changes: { name: { from: "hmi-1", to: "hmi-2" } },
        },
        createOf("plain", BRAVO),
      ],
      SUMMARY,
      { managed_systems: [{ ...ALPHA, impact: "high" }, BRAVO] },
    );
    const found = driftFindings(plan, LIVE);
    expect({ ...found, live_fingerprint: "" }).toStrictEqual({
      in_sync: false,
      plan_fingerprint: plan.fingerprint,
      systems: [
        { id: ALPHA.id, impact: "high", name: ALPHA.name },
        { id: BRAVO.id, name: BRAVO.name },
      ],
      live_counts: { cyber_systems: 2, cyber_assets: 4, managed_assets: 2 },
      live_fingerprint: "",
      differences: [
        {
          action: "create",
          asset_id: null,
          declared: { name: "rtu-new", cyber_system: ALPHA.name, asset_type: "hardware" },
          live: null,
          possible_rename: { declared: "rtu-new", live: "rtu-old" },
        },
        {
          action: "delete",
          asset_id: "ca_1",
          declared: null,
          live: { name: "rtu-old", cyber_system: ALPHA.name, asset_type: "hardware" },
          possible_rename: {
            declared: "rtu-new",
            live: "rtu-old",
            candidates: ["rtu-new", "rtu-9"],
          },
        },
        {
          action: "delete",
          asset_id: "ca_3",
          declared: null,
          live: { name: "relay", cyber_system: "cs_unlisted", asset_type: "hardware" },
        },
        { action: "delete", asset_id: "ca_9", declared: null, live: null },
        {
          action: "update",
          asset_id: "ca_2",
          declared: { name: "hmi-2", cyber_system: BRAVO.name, asset_type: "software" },
          live: { name: "hmi-1", cyber_system: BRAVO.name, asset_type: "software" },
        },
        {
          action: "create",
          asset_id: null,
          declared: { name: "plain", cyber_system: BRAVO.name, asset_type: "hardware" },
          live: null,
        },
      ],
    });
  });

  it("finds an empty plan in sync", () => {
    const found = driftFindings(emptyPlan({ managed_systems: [] }), LIVE);
    expect([found.in_sync, found.differences, found.systems, found.live_counts]).toStrictEqual([
      true,
      [],
      [],
      { cyber_systems: 2, cyber_assets: 4, managed_assets: 0 },
    ]);
  });

  it("refuses an update of an asset the service does not hold: the planner updates only those it read", () => {
    const plan = planOf(
      [
        {
          action: "update",
          depends_on: [],
          asset_id: "ca_9",
          name: "x",
          cyber_system: ALPHA,
          kinds: ["rename"],
          temporary: false,
          changes: { name: { from: "w", to: "x" } },
        },
      ],
      SUMMARY,
    );
    expect(() => driftFindings(plan, LIVE)).toThrow(new Error("update of ca_9, which is not live"));
  });
});

describe("the live fingerprint", () => {
  const fingerprint = (live: LiveInventory) => driftFindings(emptyPlan(), live).live_fingerprint;
  const FULL = liveInventory({
    facilities: [facility("fac_1", "F1"), facility("fac_2", "F2")],
    controlCenters: [controlCenter("cc_1", "C1"), controlCenter("cc_2", "C2")],
    cyberSystems: [cyberSystem("cs_1", "S1"), cyberSystem("cs_2", "S2")],
    cyberAssets: [cyberAsset("ca_1", "a", "cs_1"), cyberAsset("ca_2", "b", "cs_2")],
  });
  const reversed = (key: keyof LiveInventory): LiveInventory => ({
    ...FULL,
    [key]: [...FULL[key]].reverse(),
  });
  const renamed = (key: keyof LiveInventory): LiveInventory => ({
    ...FULL,
    [key]: FULL[key].map((record, index) => (index === 0 ? { ...record, name: "other" } : record)),
  });
  const KINDS = ["facilities", "controlCenters", "cyberSystems", "cyberAssets"] as const;

  it.each(KINDS)("does not change with the order of the %s", (key) => {
    expect(fingerprint(reversed(key))).toBe(fingerprint(FULL));
  });

  it.each(KINDS)("changes with any of the %s", (key) => {
    expect(fingerprint(renamed(key))).not.toBe(fingerprint(FULL));
  });

  it("is the SHA-256 of the canonical JSON of each kind's records in id order", () => {
    const state = {
      facilities: FULL.facilities,
      control_centers: FULL.controlCenters,
      cyber_systems: FULL.cyberSystems,
      cyber_assets: FULL.cyberAssets,
    };
    const expected = `sha256:${sha256Hex(JSON.stringify(canonical(state)))}`;
    expect(KINDS.map((key) => fingerprint(reversed(key)))).toStrictEqual(KINDS.map(() => expected));
  });

  it("keeps each kind apart: the same records under another kind change it", () => {
    const moved = { ...FULL, facilities: FULL.controlCenters, controlCenters: FULL.facilities };
    expect(fingerprint(moved)).not.toBe(fingerprint(FULL));
    expect(fingerprint(FULL)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
