// Ctrl-C during apply, end to end: the bundled CLI gets a real SIGINT while operations are in
// flight against a slow emulator. It must finish those, start no other, write the change record
// as interrupted with exactly what the service holds, and exit 130. A child process because the
// subject is the signal reaching the process's own handler and the exit status the shell sees;
// the stop itself is tested in-process in command-line.test.ts.
import { spawn } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { ChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { bundledCli, requireCurrentBundles } from "../support/cli.ts";
import { sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-interrupt-4b8e";
const ASSETS = 60;

const seed = acmeSeed(KEY);

let emulator: RunningEmulator;
let workdir: string;

beforeEach(async () => {
  emulator = await startEmulator({
    seed: seed,
    faults: { latencyMs: 40 },
  });
  workdir = await workdirWithInventory("cip-sync-interrupt-");
  sealableCheckout(workdir);
  const assets = Array.from({ length: ASSETS }, (_, index) => `  relay-${index}: hardware`);
  await writeFile(
    join(workdir, "inventory", "alpha.yaml"),
    `cyber_system: Alpha Protection\nassets:\n${assets.join("\n")}\n`,
  );
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

it("SIGINT: in-flight finish, the rest is skipped, the record says interrupted, exit 130", async () => {
  requireCurrentBundles();
  const child = spawn(
    process.execPath,
    [bundledCli, "apply", "--yes", "--concurrency", "2", "--record", "record.json"],
    {
      cwd: workdir,
      env: { PATH: process.env.PATH ?? "", CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  let interrupted = false;
  child.stdout.resume();
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
    // The first progress line (10%) means operations are running: interrupt then, once.
    if (!interrupted && stderr.includes("Applying: ")) {
      interrupted = true;
      child.kill("SIGINT");
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));

  expect(stderr).toContain("Stopping: no new operation starts");
  expect(code).toBe(130);
  const record = JSON.parse(await readFile(join(workdir, "record.json"), "utf8")) as ChangeRecord;
  expect(record.status).toBe("interrupted");
  const live = emulator.inventory("acme").cyberAssets;
  expect(record.result_summary.succeeded).toBe(live.length);
  expect(record.result_summary.failed).toBe(0);
  expect(record.result_summary.skipped).toBe(ASSETS - live.length);
  expect(record.result_summary.skipped).toBeGreaterThan(0);
  const succeeded = record.operations.filter((operation) => operation.result === "succeeded");
  expect(succeeded.map((operation) => operation.asset_id).sort()).toEqual(
    live.map((asset) => asset.id).sort(),
  );
});
