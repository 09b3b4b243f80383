// The plan's baselines against the existing ones (issue 64, item 1): each deviation with the
// entries added and removed and the CIP-010 parts the requirement table opens for it; nothing for
// what the obligations do not count as a deviation either.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import { compareBaselines, deviationsOf } from "../../../src/core/plan/baseline-deviations.ts";
import { planInventory } from "../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import { cyberAsset, cyberSystem, facility, liveInventory } from "../../support/fixtures.ts";

const BUILD = (patches: string, ports = "[{ port: 22, protocol: tcp, justification: admin }]") =>
  `{ os_firmware: [{ name: RHEL, version: "9.4" }], software: [], custom_software: [], ports: ${ports}, patches: ${patches} }`;

/** A system of three assets sharing `build`, written for `impact`, with `extra` lines after. */
function document(impact: string, build: string, assets = SHARED): string {
  return [
    "cyber_system: EMS",
    "facility: Substation Alpha",
    `impact: ${impact}`,
    `baselines:\n  ems-build: ${build}`,
    `assets:\n${assets}`,
  ].join("\n");
}
const SHARED = [
  "  ems-01: { type: hardware, baseline: ems-build }",
  "  ems-02: { type: hardware, baseline: ems-build }",
  "  ems-03: { type: hardware, baseline: ems-build }",
  "",
].join("\n");

const LIVE = liveInventory({
  facilities: [facility("fac_1", "Substation Alpha")],
  controlCenters: [],
  cyberSystems: [cyberSystem("cs_1", "EMS", { facility_id: "fac_1" })],
  cyberAssets: ["ems-01", "ems-02", "ems-03", "ems-00"].map((name, index) =>
    cyberAsset(`ca_${index + 1}`, name, "cs_1", "hardware"),
  ),
});

function deviations(before: string, after: string) {
  const parsed = (text: string) => {
    const read = parseInventoryText(text, "ems.yaml");
    expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    return read.documents;
  };
  const { resolved } = resolveInventory(parsed(after), LIVE);
  const { plan } = planInventory(resolved, LIVE, {});
  const comparison = compareBaselines(
    resolved,
    plan.baselines,
    { comparedWith: "commit base", documents: parsed(before) },
    LIVE,
  );
  return deviationsOf(comparison).map((deviation) => ({
    asset: `${deviation.asset} (${deviation.asset_id ?? "new"})`,
    items: deviation.items,
    opens: deviation.opens,
  }));
}

const ALL_HIGH_BCA = [
  "CIP-010 R1.2",
  "CIP-010 R1.3",
  "CIP-010 R1.4",
  "CIP-010 R1.5",
  "CIP-010 R1.6",
];

describe("compareBaselines", () => {
  it("lists each of three High assets sharing a baseline a patch is added to, with the five parts it opens", () => {
    const patch = [{ item: "patches", added: ["RHSA-2026:2001"], removed: [] }];
    expect(
      deviations(document("high", BUILD("[]")), document("high", BUILD("[RHSA-2026:2001]"))),
    ).toEqual([
      { asset: "ems-01 (ca_1)", items: patch, opens: ALL_HIGH_BCA },
      { asset: "ems-02 (ca_2)", items: patch, opens: ALL_HIGH_BCA },
      { asset: "ems-03 (ca_3)", items: patch, opens: ALL_HIGH_BCA },
    ]);
  });

  const PORT_3389 =
    "[{ port: 22, protocol: tcp, justification: admin }, { port: 3389, protocol: tcp, service: rdp, justification: support }]";
  it.each([
    {
      case: "a port added in a Medium system: no R1.5 (High BCA only), no R1.6 (not 1.1.1, 1.1.2 or 1.1.5)",
      before: document("medium", BUILD("[]")),
      after: document("medium", BUILD("[]", PORT_3389)),
      expected: {
        items: [{ item: "ports", added: ["3389/tcp (rdp): support"], removed: [] }],
        opens: ["CIP-010 R1.2", "CIP-010 R1.3", "CIP-010 R1.4"],
      },
    },
    {
      case: "a Low system's change: a deviation, opening no part",
      before: document("low", BUILD("[A]")),
      after: document("low", BUILD("[B]")),
      expected: { items: [{ item: "patches", added: ["B"], removed: ["A"] }], opens: [] },
    },
  ])("$case", ({ before, after, expected }) => {
    expect(deviations(before, after)).toEqual(
      ["ems-01 (ca_1)", "ems-02 (ca_2)", "ems-03 (ca_3)"].map((asset) => ({ asset, ...expected })),
    );
  });

  it.each([
    {
      case: "only reviewed: changes",
      before: document("high", BUILD("[]")),
      after: document("high", `${BUILD("[]").slice(0, -2)}, reviewed: 2026-11-20 }`),
    },
    {
      case: "a first declaration",
      before: document(
        "high",
        BUILD("[]"),
        "  ems-01: hardware\n  ems-02: hardware\n  ems-03: hardware\n",
      ),
      after: document("high", BUILD("[A]")),
    },
  ])("none when $case", ({ before, after }) => {
    expect(deviations(before, after)).toEqual([]);
  });

  it("finds a renamed asset by the name it is renamed from, and a baseline_ref's change is items unknown", () => {
    const ref = (sha: string) =>
      `{ type: hardware, baseline_ref: { uri: "https://cmdb.example/ems", sha256: ${sha.repeat(64)} } }`;
    const before = document("high", BUILD("[]"), `  ems-00: ${ref("a")}\n`);
    const after = document(
      "high",
      BUILD("[]"),
      `  ems-04: { type: hardware, renamed_from: ems-00, baseline_ref: { uri: "https://cmdb.example/ems", sha256: ${"b".repeat(64)} } }\n`,
    );
    expect(deviations(before, after)).toEqual([
      {
        asset: "ems-04 (ca_4)",
        items: [{ item: "unknown", added: [], removed: [] }],
        opens: ALL_HIGH_BCA,
      },
    ]);
  });

  it("says why when the existing baselines could not be read, and nothing when no baseline is declared", () => {
    expect(compareBaselines([], [], { notCompared: "no --base" }, LIVE)).toBeUndefined();
    const why = { notCompared: "no --base" };
    const { resolved } = resolveInventory(
      parseInventoryText(document("high", BUILD("[]")), "ems.yaml").documents,
      LIVE,
    );
    const { plan } = planInventory(resolved, LIVE, {});
    expect(compareBaselines(resolved, plan.baselines, why, LIVE)).toEqual({
      compared_with: null,
      not_compared: "no --base",
    });
  });
});

describe("the plan's baselines keep what CIP-007 R2 reads", () => {
  it("each content baseline names its os_firmware and software with versions, and its patches", () => {
    const { resolved } = resolveInventory(
      parseInventoryText(document("high", BUILD("[RHSA-2026:0042]")), "ems.yaml").documents,
      LIVE,
    );
    const { plan } = planInventory(resolved, LIVE, {});
    expect(plan.baselines?.map((baseline) => [baseline.asset, baseline.patched])).toEqual(
      ["ems-01", "ems-02", "ems-03"].map((asset) => [
        asset,
        {
          os_firmware: [{ name: "RHEL", version: "9.4" }],
          software: [],
          patches: ["RHSA-2026:0042"],
        },
      ]),
    );
  });
});

describe("a baseline's asset after its rename was applied", () => {
  it("is the live asset of its own name, though renamed_from still names the old one", () => {
    const text = [
      "cyber_system: EMS",
      "facility: Substation Alpha",
      "impact: high",
      `assets:\n  ems-01b: { type: hardware, renamed_from: ems-01, baseline: ${BUILD("[]")} }`,
      "",
    ].join("\n");
    const live = liveInventory({
      facilities: [facility("fac_1", "Substation Alpha")],
      controlCenters: [],
      cyberSystems: [cyberSystem("cs_1", "EMS", { facility_id: "fac_1" })],
      // The rename is done: the service holds ca_1 under its new name.
      cyberAssets: [cyberAsset("ca_1", "ems-01b", "cs_1", "hardware")],
    });
    const { resolved } = resolveInventory(parseInventoryText(text, "ems.yaml").documents, live);
    const { plan } = planInventory(resolved, live, {});
    expect(plan.baselines?.map((baseline) => [baseline.asset, baseline.asset_id])).toEqual([
      ["ems-01b", "ca_1"],
    ]);
  });
});
