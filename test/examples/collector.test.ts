// examples/collector/: the example script turns the sample device facts into a file the
// configuration-monitoring schema accepts, whose assets the example inventory declares, and its
// header says it is an example, not a collector.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs example without type declarations
import { collectorFile } from "../../examples/collector/collect.mjs";
import { configurationMonitoringInputSchema } from "../../src/core/evidence/monitoring/configuration-monitoring.ts";
import {
  compareMonitoring,
  declaredBaselines,
} from "../../src/core/evidence/monitoring/configuration-monitoring-record.ts";
import { loadInventory } from "../../src/io/checkout/inventory-files.ts";
import { repositoryRoot } from "../support/cli.ts";

const example = (name: string) => `${repositoryRoot}examples/collector/${name}`;

describe("the example collector", () => {
  it("writes a file the schema accepts from the sample facts, for assets the inventory declares", async () => {
    const facts = JSON.parse(await readFile(example("device-facts.json"), "utf8"));
    const parsed = configurationMonitoringInputSchema.safeParse(collectorFile(facts));
    expect(parsed.error).toBeUndefined();
    const inventory = await loadInventory({
      patterns: ["examples/inventory/"],
      cwd: repositoryRoot,
      root: repositoryRoot,
    });
    const compared = compareMonitoring(parsed.data!, declaredBaselines(inventory.documents), {
      commit: "c".repeat(40),
      inputSha256: "d".repeat(64),
    });
    expect(compared).toHaveProperty("evidence");
  });

  it("passes on the SHA-256 of a fetched baseline_ref document, and writes none otherwise", async () => {
    const facts = JSON.parse(await readFile(example("device-facts.json"), "utf8"));
    const [device] = facts.devices;
    const fetched = "a".repeat(64);
    const file = collectorFile({
      ...facts,
      devices: [{ ...device, baseline_ref_sha256: fetched }],
    });
    expect(file.assets[0].baseline_ref_sha256).toBe(fetched);
    expect(collectorFile(facts).assets[0]).not.toHaveProperty("baseline_ref_sha256");
  });

  it("says in its header that it is an example, not a collector", async () => {
    const text = await readFile(example("collect.mjs"), "utf8");
    expect(text.split("\n").slice(0, 3).join("\n")).toContain("AN EXAMPLE, NOT A COLLECTOR");
  });
});
