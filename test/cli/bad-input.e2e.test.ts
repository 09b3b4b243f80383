// Bad input through the bundled CLI (dist/cli/index.js, started as a user starts it, with a clean
// environment). The table runs in-process in bad-input.test.ts; here one case is smoke that the
// bundle reads files, refuses, prints and exits the same way, and the deep-nesting case checks that
// a fresh process, with its own stack, reports it at the same place.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { runBundledCli } from "../support/cli.ts";
import { cases, expectRefused, prepareCase, seed } from "./bad-input-cases.ts";

const SMOKE_CASES = ["renamed_from naming an asset another document declares", "very deep nesting"];

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
  const bundled = cases.filter((entry) => SMOKE_CASES.includes(entry.name));
  it.each(bundled.map((entry, index) => [entry.name, entry, index] as const))(
    "%s",
    async (_name, entry, index) => {
      const caseDir = join(base, `case-${index}`);
      const { repo, env } = await prepareCase(entry, caseDir, emulator.url);

      const run = await runBundledCli(["apply", "--yes"], { cwd: repo, env });

      expectRefused(run, entry, caseDir, emulator);
    },
  );
});
