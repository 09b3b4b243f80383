import { describe, expect, it } from "vitest";
import { RecordDeviations } from "../../../src/core/obligations/baseline-changes/record-deviations.ts";
import { REQUIREMENT_IDS } from "../../../src/core/inventory/baselines/requirements.ts";
import type { Obligation } from "../../../src/core/obligations/obligation-model.ts";

/** A CIP-010 R1 part an obligation of record `sequence` opened for `asset`. */
function part(kind: string, sequence: number, asset: string | undefined, items?: string[]) {
  return {
    kind,
    workspace: "grid-east",
    opened_by: { sequence },
    subject: { cyber_system_id: "cs_alpha", cyber_system: "Alpha", asset, asset_id: asset },
    items,
  } as unknown as Obligation;
}

describe("RecordDeviations: each record's deviation per asset, and the parts it opens", () => {
  it("keeps each record's and asset's deviation apart, its parts in the table's order", () => {
    const deviations = new RecordDeviations();
    const parts = [
      part("CIP-010 R1.3", 7, "ca_1", ["software"]),
      part("CIP-010 R1.1", 7, "ca_1", ["software"]),
      part("CIP-010 R1.1", 7, "ca_2", ["ports"]),
      part("CIP-010 R1.1", 8, "ca_1", ["os_firmware"]),
      part("CIP-010 R1.3", 7, "ca_1", ["software"]),
      // Not a deviation's: no items, no asset, not a part of the requirements' table.
      part("CIP-010 R1.2", 7, "ca_1"),
      part("CIP-010 R1.1", 7, undefined, ["software"]),
      part("CIP-005 R2.1", 7, "ca_1", ["patches"]),
    ];
    for (const each of parts) deviations.add(each);
    expect(deviations.list()).toEqual([
      {
        workspace: "grid-east",
        record_sequence: 7,
        asset: "ca_1",
        asset_id: "ca_1",
        cyber_system: "Alpha",
        items: ["software"],
        opens: ["CIP-010 R1.1", "CIP-010 R1.3"],
      },
      {
        workspace: "grid-east",
        record_sequence: 7,
        asset: "ca_2",
        asset_id: "ca_2",
        cyber_system: "Alpha",
        items: ["ports"],
        opens: ["CIP-010 R1.1"],
      },
      {
        workspace: "grid-east",
        record_sequence: 8,
        asset: "ca_1",
        asset_id: "ca_1",
        cyber_system: "Alpha",
        items: ["os_firmware"],
        opens: ["CIP-010 R1.1"],
      },
    ]);
  });

  it("has a bit for every part a deviation can open", () => {
    // The parts are held as the bits of a number (a small integer up to 31 of them).
    expect(REQUIREMENT_IDS.length).toBeLessThanOrEqual(31);
    const deviations = new RecordDeviations();
    for (const kind of REQUIREMENT_IDS) deviations.add(part(kind, 1, "ca_1", ["software"]));
    expect(deviations.list()[0]?.opens).toEqual([...REQUIREMENT_IDS]);
  });
});
