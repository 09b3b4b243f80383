// `baselines: ref-only` from the terminal: plan, apply and validate read it from cip-policy.yaml at
// the repository root and refuse baseline content in a High system at the asset's place, applying
// nothing; a policy file that does not parse refuses it too (fail closed); a baseline_ref passes,
// even then.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";

const KEY = "test-key-baseline-keeping-7d21";
const CONTENT =
  "{ os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: [], patches: [] }";
const REF = `{ uri: "https://cmdb.example/relay", sha256: ${"b".repeat(64)} }`;
const inventory = (baseline: string) =>
  `cyber_system: Alpha Protection\nfacility: Substation Alpha\nimpact: high\nassets:\n  relay-1:\n    type: hardware\n    ${baseline}\n`;
const REFUSAL =
  'inventory/alpha.yaml:5:3: error: asset "relay-1" (in a high impact system) has an inline baseline, but cip-policy.yaml sets baselines: ref-only, which keeps the baselines of High and Medium systems off the repository host: write baseline_ref: { uri, sha256 } naming where the baseline is kept instead of baseline:';

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-baseline-keeping-");
  emulator = await startEmulator({ seed: acmeSeed(KEY) });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

async function write(baseline: string, policy: string | undefined): Promise<void> {
  await writeFile(join(workdir, "inventory", "alpha.yaml"), inventory(baseline));
  if (policy !== undefined) await writeFile(join(workdir, "cip-policy.yaml"), policy);
}

describe("baselines: ref-only from the terminal", () => {
  it.each([["plan"], ["apply", "--yes"], ["validate"]])(
    "%s refuses an inline baseline of a High system, applying nothing",
    async (...args) => {
      await write(`baseline: ${CONTENT}`, "version: 1\nbaselines: ref-only\n");
      const run = await runCliInProcess(args, { cwd: workdir, env });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(REFUSAL);
      expect(emulator.mutatingRequestCount()).toBe(0);
    },
  );

  it("applies a baseline_ref under it, and an inline baseline without it", async () => {
    await write(`baseline_ref: ${REF}`, "version: 1\nbaselines: ref-only\n");
    expect((await runCliInProcess(["apply", "--yes"], { cwd: workdir, env })).code).toBe(0);
    await write(`baseline: ${CONTENT}`, "version: 1\nbaselines: any\n");
    const run = await runCliInProcess(["plan"], { cwd: workdir, env });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  it("refuses an inline baseline when the policy file does not parse: ref-only is unknown", async () => {
    await write(`baseline: ${CONTENT}`, "version: 1\nbaselines: refonly\n");
    const run = await runCliInProcess(["apply", "--yes"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'cip-policy.yaml:2:12: error: unknown baselines "refonly"; did you mean "ref-only"?',
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("applies a baseline_ref when the policy file does not parse: ref-only would not refuse it", async () => {
    await write(`baseline_ref: ${REF}`, "version: 1\nbaselines: refonly\n");
    // relay-1 goes into service in a High system: with the policy unread, CIP-010 R3.3 refuses it
    // unless an assessment file stands for it (core/assessments/commissioning-assessments.ts).
    await mkdir(join(workdir, "vulnerability-assessments"));
    await writeFile(
      join(workdir, "vulnerability-assessments", "C-1.yaml"),
      "version: 1\nid: C-1\nkind: commissioning\ncyber_system: Alpha Protection\nasset: relay-1\ncip_exceptional_circumstance: CEC-1\n",
    );
    expect((await runCliInProcess(["apply", "--yes"], { cwd: workdir, env })).code).toBe(0);
  });
});
