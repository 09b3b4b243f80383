// CIP-010 R1.1 at commissioning, as the plan refuses it: an asset going into service in a High or
// Medium system (a create, or a move into it) without a complete baseline is an error at its
// place; an asset already in service there is not asked again.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import { planInventory } from "../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import { cyberAsset, cyberSystem, facility, liveInventory } from "../../support/fixtures.ts";

const live = (...assets: ReturnType<typeof cyberAsset>[]) =>
  liveInventory({
    facilities: [facility("fac_1", "Substation Alpha")],
    controlCenters: [],
    cyberSystems: [
      cyberSystem("cs_1", "Protection System", { facility_id: "fac_1" }),
      cyberSystem("cs_2", "Telecom", { facility_id: "fac_1" }),
    ],
    cyberAssets: assets,
  });

const COMPLETE =
  "{ os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: [], patches: [] }";

function planErrors(asset: string, inventory: ReturnType<typeof live>, impact = "high"): string[] {
  const text = `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: ${impact}\nassets:\n  relay-01: ${asset}\n---\ncyber_system: Telecom\nfacility: Substation Alpha\nassets: {}\n`;
  const parsed = parseInventoryText(text, "a.yaml");
  expect(parsed.diagnostics).toEqual([]);
  const { resolved } = resolveInventory(parsed.documents, inventory);
  return planInventory(resolved, inventory)
    .diagnostics.filter((d) => d.severity === "error")
    .map((d) => `${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.message}`);
}

describe("the plan refuses an asset going into R1 scope without a complete baseline", () => {
  const missing =
    'a.yaml:5:3 asset "relay-01" (BCA of a high impact system) has no baseline configuration; CIP-010 R1.1 asks for one before it is in service: write baseline: with os_firmware ([{ name, version }]), software, custom_software, ports and patches ([] for none), the name of a shared baseline under baselines:, or baseline_ref: { uri, sha256 }';

  it.each<[string, string, ReturnType<typeof live>, string[]]>([
    ["a create", "hardware", live(), [missing]],
    [
      "a move into the High system",
      "hardware",
      live(cyberAsset("ca_1", "relay-01", "cs_2", "hardware")),
      [missing],
    ],
    [
      "an asset already in service there",
      "hardware",
      live(cyberAsset("ca_1", "relay-01", "cs_1", "hardware")),
      [],
    ],
    [
      "a rename already applied (renamed_from names an asset the service no longer holds)",
      "{ type: hardware, renamed_from: relay-00 }",
      live(cyberAsset("ca_1", "relay-01", "cs_1", "hardware")),
      [],
    ],
    [
      "a rename not yet applied, of an asset in service there",
      "{ type: hardware, renamed_from: relay-00 }",
      live(cyberAsset("ca_1", "relay-00", "cs_1", "hardware")),
      [],
    ],
    ["a create with a complete baseline", `{ type: hardware, baseline: ${COMPLETE} }`, live(), []],
    ["a create of a software record", "software", live(), []],
  ])("%s", (_case, asset, inventory, expected) => {
    expect(planErrors(asset, inventory)).toEqual(expected);
  });

  it("asks nothing of a Low system", () => {
    expect(planErrors("hardware", live(), "low")).toEqual([]);
  });
});
