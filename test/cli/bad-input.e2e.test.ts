// Bad input through the bundled CLI, as smoke: the whole table runs in-process in
// bad-input.test.ts; this one case proves that the bundle (dist/cli/index.js, started as a user
// starts it, with a clean environment) reads files, refuses, prints and exits the same way.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { runBundledCli } from "../support/cli.ts";
import { cases, expectRefused, prepareCase, seed } from "./bad-input-cases.ts";

const SMOKE_CASE = "renamed_from naming an asset another document declares";

let emulator: RunningEmulator;
let base: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), "cip-sync-bad-input-e2e-"));
  emulator = await startEmulator({ seed: seed });
});

afterAll(async () => {
  await emulator.close();
  await rm(base, { recursive: true, force: true });
});

describe("bad input never reaches the service as a change (bundled)", () => {
  it(SMOKE_CASE, async () => {
    const entry = cases.find((candidate) => candidate.name === SMOKE_CASE)!;
    const { repo, env } = await prepareCase(entry, base, emulator.url);

    const run = await runBundledCli(["apply", "--yes"], { cwd: repo, env });

    expectRefused(run, entry, base, emulator);
  });
});
