// The bundled CLI (dist/cli/index.js) in a child process, as a user runs it. Only what needs the
// process stays here: `--version`, answered by the bin entry before the engine loads, and one plan
// and apply against the emulator as smoke that the bundle, started with a clean environment,
// carries the whole command. The command line's behaviour is tested in-process in cli.test.ts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEVELOPMENT_VERSION_LINE, runBundledCli } from "../support/cli.ts";
import {
  expectApplyConverges,
  startSystemsFixture,
  type SystemsFixture,
} from "./systems-fixture.ts";

let fixture: SystemsFixture;

beforeEach(async () => {
  fixture = await startSystemsFixture();
});

afterEach(async () => {
  await fixture.close();
});

describe("cip-sync plan and apply against the emulator (bundled)", () => {
  it("applies the plan, converges, and touches nothing outside the managed scope", async () => {
    await expectApplyConverges(fixture, runBundledCli);
  });
});

describe("cip-sync usage (bundled)", () => {
  it("prints the version", async () => {
    const run = await runBundledCli(["--version"], { cwd: fixture.workdir });
    expect(run.stdout).toMatch(DEVELOPMENT_VERSION_LINE);
  });
});
