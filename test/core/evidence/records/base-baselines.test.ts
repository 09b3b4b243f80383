// What the base commit declared of the baselines a merge changed: found by system name and asset
// name, kept only where it differs, under the merged baseline's system id and asset.
import { describe, expect, it } from "vitest";
import { baseBaselines } from "../../../../src/core/evidence/records/base-baselines.ts";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";
import type { PlanBaseline } from "../../../../src/core/plan/plan-model.ts";

const content = (patches: string) =>
  `{ os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [${patches}] }`;
const file = (assets: string, system = "Protection System") =>
  `cyber_system: ${system}\nfacility: Substation Alpha\nimpact: high\nassets:\n${assets}`;
const relay = (patches: string) => `  relay-1: { type: hardware, baseline: ${content(patches)} }\n`;

/** The merged baseline of relay-1 as a plan declares it from `text`. */
function merged(text: string): PlanBaseline {
  const asset = parseInventoryText(text, "inventory/alpha.yaml").documents[0]!.assets[0]!;
  return {
    asset: asset.name,
    asset_id: "ca_1",
    cyber_system: "Protection System",
    cyber_system_id: "cs_1",
    digest: asset.baseline!.digest,
    ...(asset.baseline!.items === undefined ? {} : { items: asset.baseline!.items }),
    kind: asset.baseline!.kind,
  };
}

const MERGED = merged(file(relay("KB1, KB2")));

describe("baseBaselines", () => {
  it.each<[string, string | undefined, string[]]>([
    ["a base that declared another baseline", file(relay("KB1")), ["relay-1 cs_1 ca_1"]],
    ["a base that declared the same", file(relay("KB1, KB2")), []],
    ["a base without the asset's baseline", file("  relay-1: hardware\n"), []],
    ["a base without the asset", file("  rtu-1: hardware\n"), []],
    ["the asset in another system at the base", file(relay("KB1"), "EMS"), []],
    ["a base file that does not parse", "cyber_system: [", []],
    ["no base file", undefined, []],
  ])("%s", (_case, text, expected) => {
    const documents = text === undefined ? [] : [{ path: "inventory/alpha.yaml", text }];
    const found = baseBaselines(documents, [MERGED]);
    expect(found.map((b) => `${b.asset} ${b.cyber_system_id} ${b.asset_id}`)).toEqual(expected);
    for (const entry of found) expect(entry.digest).toBe(merged(text!).digest);
  });
});
