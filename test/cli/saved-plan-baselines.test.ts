// A saved plan holds its baselines (issue 51, item 5): `apply --plan` refuses a plan saved over one
// baseline once the inventory declares another, saying the baselines changed (not the live
// inventory), changing nothing and writing no record; and a no-op plan's fingerprint is not the
// digest of no operations once it declares a baseline.
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { fingerprintPlan } from "../../src/core/plan/saved/fingerprint.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-saved-plan-baselines-5a";
const baselineWith = (ports: string) =>
  `{ os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: ${ports}, patches: [] }`;
const A = baselineWith("[]");
const B = baselineWith(
  "[{ port: 3389, protocol: tcp, service: rdp, justification: vendor support }]",
);
const inventory = (baseline: string) =>
  `cyber_system: Alpha Protection\nfacility: Substation Alpha\nimpact: high\nassets:\n  relay-1:\n    type: hardware\n    baseline: ${baseline}\n`;

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-saved-plan-baselines-");
  emulator = await startEmulator({ seed: acmeSeed(KEY) });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

async function declare(baseline: string): Promise<void> {
  await writeFile(join(workdir, "inventory", "alpha.yaml"), inventory(baseline));
}

/** Baseline A applied, then a no-op plan saved over it. */
async function savedNoOpPlan(): Promise<Plan> {
  await declare(A);
  expect((await runCliInProcess(["apply", "--yes"], { cwd: workdir, env })).code).toBe(0);
  const saved = await runCliInProcess(["plan", "--out", "plan.json"], { cwd: workdir, env });
  expect(saved.code).toBe(0);
  return JSON.parse(await readFile(join(workdir, "plan.json"), "utf8")) as Plan;
}

describe("a saved plan and the baselines it was saved over", () => {
  it("fingerprints a no-op plan by its baselines, not as the digest of no operations", async () => {
    const plan = await savedNoOpPlan();
    expect(plan.operations).toEqual([]);
    expect(plan.baselines?.map((baseline) => baseline.asset)).toEqual(["relay-1"]);
    expect(plan.fingerprint).not.toBe(fingerprintPlan([], undefined));
  });

  it("refuses it over another baseline, saying the baselines changed, applying and recording nothing", async () => {
    const plan = await savedNoOpPlan();
    const systemId = plan.baselines?.[0]?.cyber_system_id;
    sealableCheckout(workdir);
    await declare(B);
    emulator.resetCounts();
    const run = await runCliInProcess(["apply", "--plan", "plan.json", "--record", "record.json"], {
      cwd: workdir,
      env,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `error: the baselines of relay-1 (${systemId}) changed since this plan was reviewed: the reviewed plan has fingerprint ${plan.fingerprint}, the plan now is `,
    );
    expect(run.stderr).not.toContain("the live inventory changed");
    expect(emulator.mutatingRequestCount()).toBe(0);
    await expect(stat(join(workdir, "record.json"))).rejects.toThrow(/ENOENT/);
  });

  it("says both when the files' assets changed too", async () => {
    const plan = await savedNoOpPlan();
    const systemId = plan.baselines?.[0]?.cyber_system_id;
    await writeFile(
      join(workdir, "inventory", "alpha.yaml"),
      `${inventory(B)}  relay-2:\n    type: hardware\n    baseline: ${A}\n`,
    );
    emulator.resetCounts();
    const run = await runCliInProcess(["apply", "--plan", "plan.json"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `error: the baselines of relay-1 (${systemId}), relay-2 (${systemId}), and the assets the inventory files declare, changed since this plan was reviewed`,
    );
    expect(run.stderr).toContain("  + create relay-2 (hardware) in Alpha Protection");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("applies it while the baselines are the ones it was saved over", async () => {
    await savedNoOpPlan();
    emulator.resetCounts();
    const run = await runCliInProcess(["apply", "--plan", "plan.json"], { cwd: workdir, env });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("refuses a saved plan whose fingerprint leaves its baselines out, naming the field", async () => {
    const plan = await savedNoOpPlan();
    const older = { ...plan, fingerprint: fingerprintPlan(plan.operations, undefined) };
    await writeFile(join(workdir, "plan.json"), JSON.stringify(older));
    emulator.resetCounts();
    const run = await runCliInProcess(["apply", "--plan", "plan.json"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `--plan plan.json at $.fingerprint: ${older.fingerprint} is not the fingerprint of the plan's operations and baselines (${plan.fingerprint})`,
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});
