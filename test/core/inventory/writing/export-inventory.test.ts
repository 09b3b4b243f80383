// `cip-sync import` writes the live inventory as files; planning those files against the same live
// inventory must find nothing to do, and must never delete what the files could not hold.
import { describe, expect, it } from "vitest";
import { exportInventory } from "../../../../src/core/inventory/writing/export-inventory.ts";
import type { Diagnostic } from "../../../../src/core/shared/diagnostics.ts";
import type { LiveInventory } from "../../../../src/core/shared/live-records.ts";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";
import { planInventory } from "../../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../../src/core/plan/resolve.ts";
import { validateInventory } from "../../../../src/core/inventory/document/validate-inventory.ts";
import {
  controlCenter,
  cyberAsset,
  cyberSystem,
  facility,
  liveInventory,
} from "../../../support/fixtures.ts";

/** Imports `live`, then plans the files against it: every problem, and the plan. */
function roundTrip(live: LiveInventory) {
  const files = exportInventory(live);
  const diagnostics: Diagnostic[] = [];
  const documents = files.flatMap((file) => {
    const parsed = parseInventoryText(file.content, file.path);
    diagnostics.push(...parsed.diagnostics);
    return parsed.documents;
  });
  diagnostics.push(...validateInventory(documents));
  const { resolved, diagnostics: resolution } = resolveInventory(documents, live);
  const { plan, diagnostics: planning } = planInventory(resolved, live);
  diagnostics.push(...resolution, ...planning);
  return { files, plan, errors: diagnostics.filter((d) => d.severity === "error") };
}

describe("exportInventory", () => {
  it.each([
    {
      case: "a cyber system named like another system's id",
      live: liveInventory({
        facilities: [facility("fac_1", "Alpha"), facility("fac_2", "Bravo")],
        cyberSystems: [
          cyberSystem("cs_1", "EMS", { facility_id: "fac_1" }),
          cyberSystem("cs_2", "cs_1", { facility_id: "fac_2" }),
        ],
        cyberAssets: [cyberAsset("ca_1", "rtu-1", "cs_1"), cyberAsset("ca_2", "rtu-2", "cs_2")],
      }),
      references: ["cyber_system: EMS", "cyber_system: cs_2"],
    },
    {
      case: "a facility named like a control center's id",
      live: liveInventory({
        facilities: [facility("fac_1", "cc_1")],
        controlCenters: [controlCenter("cc_1", "Main")],
        cyberSystems: [
          cyberSystem("cs_1", "EMS", { facility_id: "fac_1" }),
          cyberSystem("cs_2", "EMS", { control_center_id: "cc_1" }),
        ],
        cyberAssets: [cyberAsset("ca_1", "rtu-1", "cs_1"), cyberAsset("ca_2", "rtu-2", "cs_2")],
      }),
      references: ["facility: fac_1", "control_center: Main"],
    },
    {
      case: "cyber systems and facilities whose names a file cannot hold",
      live: liveInventory({
        facilities: [facility("fac_1", "Alpha\u202E")],
        cyberSystems: [cyberSystem("cs_1", " EMS", { facility_id: "fac_1" })],
        cyberAssets: [cyberAsset("ca_1", "rtu-1", "cs_1")],
      }),
      references: ["cyber_system: cs_1", "facility: fac_1"],
    },
  ])(
    "writes ids where names would resolve elsewhere or not at all: $case",
    ({ live, references }) => {
      const { files, plan, errors } = roundTrip(live);
      expect(errors).toEqual([]);
      expect(plan.operations).toEqual([]);
      const contents = files.map((file) => file.content).join("\n");
      for (const reference of references) expect(contents).toContain(`\n${reference}\n`);
    },
  );

  it("leaves out assets whose names a file cannot hold, and keeps them with prune: false", () => {
    const live = liveInventory({
      facilities: [facility("fac_1", "Alpha")],
      cyberSystems: [
        cyberSystem("cs_1", "EMS", { facility_id: "fac_1" }),
        cyberSystem("cs_2", "SCADA", { facility_id: "fac_1" }),
      ],
      cyberAssets: [
        cyberAsset("ca_1", "rtu-1", "cs_1"),
        cyberAsset("ca_2", "bell\u0007", "cs_1"),
        cyberAsset("ca_3", "trailing ", "cs_1"),
        cyberAsset("ca_4", "x".repeat(256), "cs_1"),
        cyberAsset("ca_5", "hmi\u200B", "cs_1"),
        cyberAsset("ca_6", "hmi-1", "cs_2"),
      ],
    });
    const { files, plan, errors } = roundTrip(live);
    expect(errors).toEqual([]);
    expect(plan.operations).toEqual([]);
    expect(plan.unmanaged.map((asset) => asset.asset_id).sort()).toEqual([
      "ca_2",
      "ca_3",
      "ca_4",
      "ca_5",
    ]);
    const ems = files.find((file) => file.path === "alpha/ems.yaml")!.content;
    expect(ems).toBe(
      [
        "# yaml-language-server: $schema=../inventory.schema.json",
        '# Imported from the live inventory: cyber system "EMS" ("cs_1").',
        "# Not declared, because an inventory file cannot hold their names (control, invisible or",
        "# bidirectional characters, spaces at either end, or over 255 characters); prune: false keeps",
        "# them. Rename them in the service, then declare them and remove prune: false:",
        '#   "bell\\u0007" ("ca_2")',
        '#   "hmi\\u200B" ("ca_5")',
        '#   "trailing " ("ca_3")',
        `#   "${"x".repeat(256)}" ("ca_4")`,
        "cyber_system: EMS",
        "facility: Alpha",
        "prune: false",
        "assets:",
        "  rtu-1: hardware",
        "",
      ].join("\n"),
    );
    // A system whose every name fits is written as before, without prune.
    expect(files.find((file) => file.path === "alpha/scada.yaml")!.content).not.toContain("prune");
  });
});
