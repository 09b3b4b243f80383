// The checkout's inventory as the draft sees it: each asset with its system's impact (none
// declared: undefined, which R2 judges as High), its class, and the os_firmware, software and
// patches of its baseline, inline or shared; a baseline_ref's items are out of sight ("ref"),
// and an asset without a baseline has no items.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";
import { inventoryPatchAssets } from "../../../../src/core/patches/csaf/inventory-assets.ts";

const TEXT = `cyber_system: Alpha Protection
facility: Substation Alpha
impact: medium
baselines:
  rtu-standard:
    os_firmware: [{ name: SEL-3555 firmware, version: R145 }]
    software: [{ name: acSELerator RTAC, version: "1.2.0" }]
    custom_software: []
    ports: []
    patches: [GV-2026-001]
assets:
  alpha-rtu-01: { type: hardware, baseline: rtu-standard }
  alpha-fw-01:
    type: hardware
    class: EACMS
    baseline:
      os_firmware: [{ name: FortiOS, version: "7.4.3" }]
      software: []
      custom_software: []
      ports: []
      patches: []
  alpha-hmi-01:
    type: hardware
    baseline_ref:
      uri: https://cmdb.example.internal/baselines/alpha-hmi
      sha256: 9f2c6b1e0d4a8c7f3b5e2d9a1c6f8e0b4d7a2c5e9f1b3d6a8c0e2f4b6d8a0c1e
  alpha-app: software
`;

describe("inventoryPatchAssets", () => {
  it("reads each asset's class, type, impact and the items of its baseline as written", () => {
    const { documents, diagnostics } = parseInventoryText(TEXT, "inventory/alpha.yaml");
    expect(diagnostics).toEqual([]);
    const at = { cyber_system: "Alpha Protection", impact: "medium" };
    expect(inventoryPatchAssets(documents)).toEqual([
      {
        ...at,
        asset: "alpha-rtu-01",
        class: "BCA",
        type: "hardware",
        baseline: {
          os_firmware: [{ name: "SEL-3555 firmware", version: "R145" }],
          software: [{ name: "acSELerator RTAC", version: "1.2.0" }],
          patches: ["GV-2026-001"],
        },
      },
      {
        ...at,
        asset: "alpha-fw-01",
        class: "EACMS",
        type: "hardware",
        baseline: {
          os_firmware: [{ name: "FortiOS", version: "7.4.3" }],
          software: [],
          patches: [],
        },
      },
      { ...at, asset: "alpha-hmi-01", class: "BCA", type: "hardware", baseline: "ref" },
      {
        ...at,
        asset: "alpha-app",
        class: "BCA",
        // A software record: its type keeps it out of R2 (isApplicable).
        type: "software",
        baseline: { os_firmware: [], software: [], patches: [] },
      },
    ]);
  });

  it("leaves the impact undefined where the document declares none", () => {
    const { documents } = parseInventoryText(
      TEXT.replace("impact: medium\n", ""),
      "inventory/alpha.yaml",
    );
    expect(inventoryPatchAssets(documents).map((asset) => asset.impact)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
