// examples/inventory/ is what a new adopter copies first: it validates, and it shows a rated
// system (`impact:`, `erc:`, `criteria:`) and a shared CIP-010 baseline that assets name (issue 52:
// it showed neither, so the first real file was written without them).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { startEmulator } from "../../src/emulator/server.ts";
import { loadInventory } from "../../src/io/checkout/inventory-files.ts";
import { repositoryRoot, runCliInProcess } from "../support/cli.ts";

/** The plan `npm run demo` runs (scripts/demo.ts): examples/ is the example repository's root. */
const DEMO_PLAN = ["plan", "--root", "examples", "--path", "examples/inventory"];

/** examples/inventory/, read as the plan reads it. */
function exampleInventory() {
  return loadInventory({
    patterns: ["examples/inventory/"],
    cwd: repositoryRoot,
    root: repositoryRoot,
  });
}

describe("the example inventory", () => {
  it("validates, and rates the EMS High with a shared baseline both servers name", async () => {
    const inventory = await exampleInventory();
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

// Issue 80, item 5: the example is compliant as given. Every document declares its impact (an
// unrated system's assets become CIP-010 R2.1 exceptions in the ledger), and the demo's plan
// (`npm run demo`: examples/inventory/ against the example seed) has no "not judged" line that
// a newcomer did not cause; README's first example declares its impact too.
describe("the example inventory, planned as the demo plans it", () => {
  it("rates every system, and its plan judges every commissioning", async () => {
    const inventory = await exampleInventory();
    expect(
      inventory.documents
        .filter((document) => document.impact === undefined)
        .map((document) => document.cyberSystem.value),
    ).toEqual([]);
    const seedFile = "examples/emulator-seed.json";
    const emulator = await startEmulator({
      seed: parseEmulatorSeed(await readFile(join(repositoryRoot, seedFile), "utf8"), seedFile),
    });
    onTestFinished(() => emulator.close());
    const key = emulator.apiKeys().find(({ organization }) => organization === "grid-east")?.key;
    const run = await runCliInProcess(DEMO_PLAN, {
      cwd: repositoryRoot,
      env: { CIP_API_URL: emulator.url, CIP_API_KEY: key! },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Plan: 3 to create");
    expect(run.stdout).not.toMatch(/not judged/u);
    // Issue 98, item 2: the newcomer's first command raised three CIP-003-9 site reminders and four
    // CIP-007 R2.1 patch-source gaps about the project's own examples; examples/ is now a whole
    // repository root (its site files, patch sources and policy), so the demo warns of nothing.
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/warning/iu);
    expect(run.stdout).toContain(
      "Patch sources (CIP-007-6 R2.1, cip-patch-sources.yaml): every os_firmware and software item",
    );
    const readme = await readFile(join(repositoryRoot, "README.md"), "utf8");
    const example = /```yaml\n {3}# inventory\/[^\n]*\n([\s\S]*?) {3}```/u.exec(readme)?.[1];
    expect(example).toMatch(/^ {3}impact: (?:high|medium|low)\b/mu);
  });
});
