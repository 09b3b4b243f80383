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

describe("the base's baseline, whole", () => {
  const BASE = file(
    `  relay-1:\n    type: hardware\n    baseline:\n      os_firmware: [{ name: RTOS, version: "4.2" }]\n      software: []\n      custom_software: []\n      ports: []\n      patches: [KB1]\n      completed_on: 2026-03-02\n  hmi-1:\n    type: hardware\n    baseline_ref: { uri: "https://vault.example/hmi", sha256: "${"a".repeat(64)}" }\n  plain-1: hardware\n`,
  );
  const atBase = parseInventoryText(BASE, "inventory/alpha.yaml").documents[0]!.assets;
  const relayAtBase = atBase.find((asset) => asset.name === "relay-1")!.baseline!;
  const hmiAtBase = atBase.find((asset) => asset.name === "hmi-1")!.baseline!;
  const documents = [
    { path: "inventory/other.yaml", text: file("  rtu-9: hardware\n", "EMS") },
    { path: "inventory/alpha.yaml", text: BASE },
  ];

  it("keeps the merged entry's names and facts, with the base's digest, items, kind and completion date", () => {
    const full: PlanBaseline = {
      ...MERGED,
      asset_type: "hardware",
      class: "EACMS",
      erc: true,
      impact: "high",
      completed_on: "2026-04-01",
    };
    expect(baseBaselines(documents, [full])).toStrictEqual([
      {
        asset: "relay-1",
        asset_id: "ca_1",
        asset_type: "hardware",
        class: "EACMS",
        completed_on: "2026-03-02",
        cyber_system: "Protection System",
        cyber_system_id: "cs_1",
        digest: relayAtBase.digest,
        erc: true,
        impact: "high",
        items: relayAtBase.items,
        kind: "content",
      },
    ]);
  });

  it("leaves out what neither the merged entry nor the base says", () => {
    const bare: PlanBaseline = {
      asset: "HMI-1",
      cyber_system_id: "Protection System",
      digest: `sha256:${"0".repeat(64)}`,
    };
    expect(baseBaselines(documents, [bare])).toStrictEqual([
      {
        asset: "HMI-1",
        cyber_system_id: "Protection System",
        digest: hmiAtBase.digest,
        kind: "ref",
      },
    ]);
  });

  it("keeps a baseline the base declared of an asset that another of its files declares without one", () => {
    const twice = [
      { path: "inventory/alpha.yaml", text: BASE },
      { path: "inventory/alpha-more.yaml", text: file("  relay-1: hardware\n") },
    ];
    expect(baseBaselines(twice, [MERGED]).map((entry) => entry.digest)).toStrictEqual([
      relayAtBase.digest,
    ]);
  });

  it("finds each merged entry by its system's name and its own, not by the two run together", () => {
    const entries: PlanBaseline[] = [
      { ...MERGED, cyber_system: "protection system", asset: "RELAY-1" },
      { ...MERGED, cyber_system: "Protection Systemr", asset: "elay-1" },
      { ...MERGED, cyber_system: "EMS", asset: "rtu-9" },
    ];
    expect(baseBaselines(documents, entries).map((entry) => entry.asset)).toStrictEqual([
      "RELAY-1",
    ]);
  });
});
