// The rows `cip-sync export` writes (docs/sources.md): each asset's parent as the service shows it,
// and none where it shows none (a control center's systems, when the service leaves out
// control_center_id as its spec does).
import { describe, expect, it } from "vitest";
import { assetRowsOf } from "../../../../src/core/inventory/writing/asset-rows.ts";
import type { CyberSystem, LiveInventory } from "../../../../src/core/shared/live-records.ts";

const ORG = { organization_slug: "acme" };

function live(system: Partial<CyberSystem>): LiveInventory {
  return {
    facilities: [{ id: "fa_1", name: "Substation Alpha", ...ORG }],
    controlCenters: [{ id: "cc_1", name: "Primary Control Center", ...ORG }],
    cyberSystems: [{ id: "cs_1", name: "EMS", ...ORG, ...system }],
    cyberAssets: [
      { id: "ca_1", name: "hmi-01", cyber_system_id: "cs_1", asset_type: "hardware", ...ORG },
    ],
  };
}

describe("an exported asset's parent", () => {
  it.each([
    [{ facility_id: "fa_1" }, ["facility", "fa_1", "Substation Alpha"]],
    [{ control_center_id: "cc_1" }, ["control_center", "cc_1", "Primary Control Center"]],
    [{ facility_id: null }, ["", "", ""]],
    [{}, ["", "", ""]],
  ])("of a system with %j is %j", (system, parent) => {
    const [row] = assetRowsOf(live(system), () => undefined);
    expect([row?.parent_kind, row?.parent_id, row?.parent_name]).toEqual(parent);
  });
});
