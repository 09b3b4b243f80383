// The safety rules over whole plans: the bypass of issue 15 (finding 2) reproduced, and the
// property that assets the plan cannot delete never change the verdict.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CyberAsset, LiveInventory } from "../../../src/core/shared/live-records.ts";
import { planInventory } from "../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import {
  cyberAsset,
  cyberSystem,
  type DocumentSpec,
  facility,
  inventoryDocument,
  liveInventory,
} from "../../support/fixtures.ts";

const SYSTEMS = Array.from({ length: 6 }, (_, index) =>
  cyberSystem(`cs_${index}`, `System ${index}`, { facility_id: "fac_1" }),
);

function assetsOf(system: number, count: number): CyberAsset[] {
  return Array.from({ length: count }, (_, index) =>
    cyberAsset(`ca_${system}_${index}`, `s${system}-asset-${index}`, `cs_${system}`),
  );
}

function live(assets: CyberAsset[]): LiveInventory {
  return liveInventory({
    facilities: [facility("fac_1", "Substation Alpha")],
    cyberSystems: SYSTEMS,
    cyberAssets: assets,
  });
}

function verdict(specs: DocumentSpec[], inventory: LiveInventory) {
  const resolution = resolveInventory(
    specs.map((spec) => inventoryDocument(spec)),
    inventory,
  );
  expect(resolution.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return planInventory(resolution.resolved, inventory).plan.safety.violations;
}

describe("issue 15 finding 2: the mass-delete rule and prune: false systems", () => {
  const twenty = assetsOf(0, 20);
  const hundred = assetsOf(1, 100);
  const placeholder = { cyberSystem: "System 0", assets: [twenty[0]!.name] };

  it("still refuses 19 deletes of 20 when a prune: false system with 100 assets is added", () => {
    const alone = verdict([placeholder], live([...twenty, ...hundred]));
    const diluted = verdict(
      [placeholder, { cyberSystem: "System 1", prune: false, assets: [] }],
      live([...twenty, ...hundred]),
    );
    expect(alone.map((violation) => violation.rule)).toEqual(["mass-delete"]);
    expect(diluted).toEqual(alone);
    expect(diluted[0]?.message).toContain("95% of the 20 live assets the plan could delete");
  });

  it("refuses 19 deletes of 20 in one system, naming it, when a pruned system dilutes the total", () => {
    const violations = verdict(
      [placeholder, { cyberSystem: "System 1", assets: hundred.map((asset) => asset.name) }],
      live([...twenty, ...hundred]),
    );
    expect(violations.map((violation) => violation.message)).toEqual([
      '19 deletes would remove 95% of the 20 live assets of cyber system "System 0" (cs_0) at facility "Substation Alpha" (fac_1) (limit 30% per system); re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended.',
    ]);
  });
});

/** One document: its system, prune, and how many of its live assets it declares. */
const documentArbitrary = fc.record({
  system: fc.integer({ min: 0, max: 5 }),
  prune: fc.boolean(),
  live: fc.integer({ min: 0, max: 40 }),
  declared: fc.integer({ min: 0, max: 40 }),
});

describe("safety verdict property", () => {
  it("never depends on assets that cannot be deleted (prune: false systems)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(documentArbitrary, { selector: (entry) => entry.system, maxLength: 6 }),
        fc.integer({ min: 0, max: 200 }),
        (documents, extra) => {
          const assets = documents.flatMap((entry) => assetsOf(entry.system, entry.live));
          const specs = documents.map((entry): DocumentSpec => ({
            cyberSystem: `System ${entry.system}`,
            prune: entry.prune,
            assets: assetsOf(entry.system, Math.min(entry.declared, entry.live)).map(
              (asset) => asset.name,
            ),
          }));
          const before = verdict(specs, live(assets));
          // More undeclared live assets in every prune: false system, or none at all.
          const grown = documents
            .filter((entry) => !entry.prune)
            .flatMap((entry) => assetsOf(entry.system, entry.live + extra).slice(entry.live));
          const shrunk = assets.filter(
            (asset) =>
              documents.find((entry) => `cs_${entry.system}` === asset.cyber_system_id)?.prune !==
                false || specs.some((spec) => spec.assets?.includes(asset.name)),
          );
          expect(verdict(specs, live([...assets, ...grown]))).toEqual(before);
          expect(verdict(specs, live(shrunk))).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });
});
