// examples/inventory/ is what a new adopter copies first: it validates, and it shows a rated
// system (`impact:`, `erc:`, `criteria:`) and a shared CIP-010 baseline that assets name (issue 52:
// it showed neither, so the first real file was written without them).
import { describe, expect, it } from "vitest";
import { loadInventory } from "../../src/io/checkout/inventory-files.ts";
import { repositoryRoot } from "../support/cli.ts";

describe("the example inventory", () => {
  it("validates, and rates the EMS High with a shared baseline both servers name", async () => {
    const inventory = await loadInventory({
      patterns: ["examples/inventory/"],
      cwd: repositoryRoot,
      root: repositoryRoot,
    });
    expect(inventory.diagnostics).toEqual([]);
    const ems = inventory.documents.find((document) => document.cyberSystem.value === "EMS");
    expect(ems?.impact?.value).toBe("high");
    expect(ems?.erc?.value).toBe(true);
    expect(ems?.criteria?.value).toEqual(["1.3"]);
    const baselines = (ems?.assets ?? []).map((asset) => [
      asset.name,
      asset.baseline?.group,
      asset.baseline?.missing,
      asset.baseline?.unjustifiedPorts,
    ]);
    expect(baselines).toEqual([
      ["ems-server-01", "ems-server-build", undefined, undefined],
      ["ems-server-02", "ems-server-build", undefined, undefined],
      ["ems-scada-app", undefined, undefined, undefined],
    ]);
  });
});
