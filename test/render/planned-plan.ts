// A plan built by the real planner (not by hand), for renderer tests that must agree with it: a
// rotation of three names (one temporary rename), a rename of letter case only, a move, a retype,
// a delete and a create, over a facility and a control center.
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { planInventory } from "../../src/core/plan/plan.ts";
import { resolveInventory } from "../../src/core/plan/resolve.ts";
import {
  controlCenter,
  cyberAsset,
  cyberSystem,
  facility,
  inventoryDocument,
  liveInventory,
} from "../support/fixtures.ts";

export function plannedPlan(): Plan {
  const live = liveInventory({
    facilities: [facility("fac_1", "Substation Alpha")],
    controlCenters: [controlCenter("cc_1", "Main Control Center")],
    cyberSystems: [
      cyberSystem("cs_1", "Protection System", { facility_id: "fac_1" }),
      cyberSystem("cs_2", "EMS", { control_center_id: "cc_1" }),
    ],
    cyberAssets: [
      cyberAsset("ca_1", "x", "cs_1"),
      cyberAsset("ca_2", "y", "cs_1"),
      cyberAsset("ca_3", "z", "cs_1"),
      cyberAsset("ca_4", "rtu-4", "cs_1"),
      cyberAsset("ca_5", "hmi-5", "cs_2"),
      cyberAsset("ca_6", "historian", "cs_1", "hardware"),
      cyberAsset("ca_7", "retired-7", "cs_2"),
    ],
  });
  const documents = [
    inventoryDocument({
      cyberSystem: "Protection System",
      facility: "Substation Alpha",
      assets: [
        { name: "y", renamedFrom: "x" },
        { name: "z", renamedFrom: "y" },
        { name: "x", renamedFrom: "z" },
        "RTU-4",
        "hmi-5",
        { name: "historian", type: "software" },
      ],
    }),
    inventoryDocument({
      cyberSystem: "EMS",
      controlCenter: "Main Control Center",
      assets: ["ems-new-1"],
    }),
  ];
  const resolution = resolveInventory(documents, live);
  if (resolution.diagnostics.some((diagnostic) => diagnostic.severity === "error")) {
    throw new Error(`fixture does not resolve: ${JSON.stringify(resolution.diagnostics)}`);
  }
  return planInventory(resolution.resolved, live).plan;
}
