// A plan compares its base with its head system by system (issue 90, item 2): the base's documents
// are bound to the live systems they declared as the head's are, by id or by name and parent, so
// that a name another facility's system shares never stands for the wrong system. Substations
// Alpha and Bravo each hold a "Protection System".
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import { compareBaselines, deviationsOf } from "../../../src/core/plan/baseline-deviations.ts";
import { planInventory } from "../../../src/core/plan/plan.ts";
import { releasedSystems } from "../../../src/core/plan/released/released-systems.ts";
import { withFileRenames } from "../../../src/core/plan/renames/file-renames.ts";
import { bindBase, resolveInventory } from "../../../src/core/plan/resolve.ts";
import { cyberAsset, cyberSystem, facility, liveInventory } from "../../support/fixtures.ts";

const LIVE = liveInventory({
  facilities: [
    facility("fac_alpha", "Substation Alpha"),
    facility("fac_bravo", "Substation Bravo"),
  ],
  cyberSystems: [
    cyberSystem("cs_prot_a", "Protection System", { facility_id: "fac_alpha" }),
    cyberSystem("cs_prot_b", "Protection System", { facility_id: "fac_bravo" }),
  ],
  cyberAssets: [
    cyberAsset("ca_a1", "alpha-relay-01", "cs_prot_a"),
    cyberAsset("ca_b1", "bravo-relay-01", "cs_prot_b"),
    cyberAsset("ca_b2", "bravo-relay-02", "cs_prot_b"),
  ],
});

/** A document of the Protection System at `facility` (or `system`, as written), with `assets`. */
function text(facilityName: string, assets: string[], system = "Protection System"): string {
  return [
    `cyber_system: ${system}`,
    `facility: ${facilityName}`,
    "assets:",
    ...assets.map((asset) => `  ${asset}`),
    "",
  ].join("\n");
}

function documents(files: Record<string, string>) {
  return Object.entries(files).flatMap(([file, written]) => {
    const read = parseInventoryText(written, file);
    expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    return read.documents;
  });
}

const AT_ALPHA = text("Substation Alpha", ["alpha-relay-01: hardware"]);
const AT_BRAVO = text("Substation Bravo", ["bravo-relay-01: hardware", "bravo-relay-02: hardware"]);

/** The systems that leave management when the base declared `base` and the head `head`. */
function released(base: Record<string, string>, head: Record<string, string>) {
  const { resolved } = resolveInventory(documents(head), LIVE);
  return releasedSystems(bindBase(documents(base), LIVE), resolved, LIVE).map(
    (system) => `${system.cyber_system.id} from ${system.file}: ${system.live_assets}`,
  );
}

describe("releasedSystems: the base's system by its parent and name", () => {
  const BOTH = { "alpha.yaml": AT_ALPHA, "bravo.yaml": AT_BRAVO };
  it("Bravo's document removed while Alpha keeps a system of the same name: Bravo's leaves", () => {
    expect(released(BOTH, { "alpha.yaml": AT_ALPHA })).toEqual(["cs_prot_b from bravo.yaml: 2"]);
  });
  it("Alpha's document removed: Alpha's leaves, not Bravo's", () => {
    expect(released(BOTH, { "bravo.yaml": AT_BRAVO })).toEqual(["cs_prot_a from alpha.yaml: 1"]);
  });
  it("a base document that named its system by id is found by it", () => {
    const base = {
      ...BOTH,
      "bravo.yaml": text("Substation Bravo", ["bravo-relay-01: hardware"], "cs_prot_b"),
    };
    expect(released(base, { "alpha.yaml": AT_ALPHA })).toEqual(["cs_prot_b from bravo.yaml: 2"]);
  });
  it("a base document that left its shared name ambiguous declared no one system: none leaves", () => {
    const ambiguous = "cyber_system: Protection System\nassets:\n  bravo-relay-01: hardware\n";
    expect(released({ "bravo.yaml": ambiguous }, { "alpha.yaml": AT_ALPHA })).toEqual([]);
  });
  it("both kept: none leaves", () => {
    expect(released(BOTH, BOTH)).toEqual([]);
  });
});

describe("withFileRenames: the base's asset in the same live system", () => {
  it("a rename made in Bravo's file is told as one when the base named the system by id", () => {
    const base = documents({
      "bravo.yaml": text(
        "Substation Bravo",
        ["bravo-relay-01: hardware", "bravo-relay-02: hardware"],
        "cs_prot_b",
      ),
    });
    const head = documents({
      "bravo.yaml": text("Substation Bravo", [
        "bravo-relay-01: hardware",
        "bravo-relay-02b: hardware",
      ]),
    });
    const { resolved } = resolveInventory(head, LIVE);
    const { plan } = planInventory(resolved, LIVE, {});
    const marked = withFileRenames(plan.operations, bindBase(base, LIVE), resolved);
    expect(
      marked.map((operation) =>
        operation.action === "update" ? undefined : operation.possible_rename,
      ),
    ).toEqual([
      { declared: "bravo-relay-02b", live: "bravo-relay-02", renamed_in_file: "bravo.yaml" },
      { declared: "bravo-relay-02b", live: "bravo-relay-02", renamed_in_file: "bravo.yaml" },
    ]);
  });
});

describe("compareBaselines: each asset against its own system's existing baseline", () => {
  const relay = (system: string, version: string) =>
    text(
      "Substation Alpha",
      [
        `alpha-relay-01: { type: hardware, baseline: { os_firmware: [{ name: SEL-451, version: "${version}" }], software: [], custom_software: [], ports: [], patches: [] } }`,
      ],
      system,
    );

  function deviations(base: Record<string, string>, head: Record<string, string>) {
    const { resolved } = resolveInventory(documents(head), LIVE);
    const { plan } = planInventory(resolved, LIVE, {});
    const comparison = compareBaselines(
      resolved,
      plan.baselines,
      { comparedWith: "commit base", documents: documents(base) },
      LIVE,
    );
    return deviationsOf(comparison).map(
      (deviation) =>
        `${deviation.cyber_system_id} ${deviation.asset}: ${deviation.items.map((item) => `${item.item} +${item.added.join(",")} -${item.removed.join(",")}`).join("; ")}`,
    );
  }

  it("the base named the system by id, the head by name: the change is still a deviation", () => {
    const base = { "alpha.yaml": relay("cs_prot_a", "R1") };
    const head = { "alpha.yaml": relay("Protection System", "R3") };
    expect(deviations(base, head)).toEqual([
      "cs_prot_a alpha-relay-01: os_firmware +SEL-451 R3 -SEL-451 R1",
    ]);
  });
  it("Bravo's system of the same name declared the asset's name at the base: not Alpha's baseline", () => {
    // The asset moved from Bravo's Protection System to Alpha's: Alpha had no baseline of it.
    const base = {
      "bravo.yaml": text("Substation Bravo", [
        `alpha-relay-01: { type: hardware, baseline: { os_firmware: [{ name: SEL-451, version: "R1" }], software: [], custom_software: [], ports: [], patches: [] } }`,
      ]),
    };
    const head = { "alpha.yaml": relay("Protection System", "R3") };
    expect(deviations(base, head)).toEqual([]);
  });
});
