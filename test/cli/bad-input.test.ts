// Bad input, in-process: each case runs `cip-sync apply --yes` (runCli, as the bundle runs it, with
// only the variables the case sets) against the emulator and must fail with exactly the expected
// message and without a single request that changes anything. The exact wording of each message is
// unit-tested where it is made; this suite proves that the whole command stops before writing,
// whatever the cause. bad-input.e2e.test.ts runs one case through the bundle as smoke, and the
// cases whose message depends on the state of the process.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { runCliInProcess } from "../support/cli.ts";
import { cases, expectRefused, KEY, prepareCase, seed, VALID } from "./bad-input-cases.ts";

let emulator: RunningEmulator;
let base: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), "cip-sync-bad-input-"));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

beforeEach(async () => {
  emulator = await startEmulator({ seed: seed });
});

afterEach(async () => {
  await emulator.close();
});

describe("bad input never reaches the service as a change", () => {
  it.each(cases.map((entry, index) => [entry.name, entry, index] as const))(
    "%s",
    async (_name, entry, index) => {
      const caseDir = join(base, `case-${index}`);
      const { repo, env } = await prepareCase(entry, caseDir, emulator.url);

      const run = await runCliInProcess(["apply", "--yes", ...(entry.args ?? [])], {
        cwd: repo,
        env,
      });

      expectRefused(run, entry, caseDir, emulator);
    },
  );

  it("reads only the variables the run is given, as the bundle started with a clean environment", async () => {
    // This process's own settings must not stand in for the missing key.
    vi.stubEnv("CIP_API_KEY", KEY);
    vi.stubEnv("CIP_API_URL", emulator.url);
    const entry = cases.find((candidate) => candidate.name === "a missing API key")!;
    const caseDir = join(base, "process-env");
    const { repo, env } = await prepareCase(entry, caseDir, emulator.url);

    const run = await runCliInProcess(["apply", "--yes"], { cwd: repo, env });

    expectRefused(run, entry, caseDir, emulator);
  });
});

describe("names that other YAML readers would turn into numbers, booleans or null", () => {
  it("creates them as the exact text written, and __proto__ as plain data", async () => {
    const names = ["0x1F", "1e3", "012", "no", "~", "__proto__", "constructor"];
    const repo = join(base, "implicit-types");
    await mkdir(join(repo, "inventory"), { recursive: true });
    await writeFile(
      join(repo, "inventory", "alpha.yaml"),
      `${VALID}${names.map((name) => `  ${name}: software\n`).join("")}`,
    );
    const env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };

    const applied = await runCliInProcess(["apply", "--yes", "--quiet"], { cwd: repo, env });
    expect([applied.code, applied.stderr]).toEqual([0, ""]);
    expect(
      emulator
        .inventory("acme")
        .cyberAssets.map((asset) => [asset.name, asset.asset_type])
        .sort(),
    ).toEqual([["relay-01", "hardware"], ...names.map((name) => [name, "software"])].sort());

    const replanned = await runCliInProcess(["plan", "--detailed-exitcode"], { cwd: repo, env });
    expect(replanned.code).toBe(0);
  });
});
