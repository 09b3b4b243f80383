// cip-sync import and import --update against the emulator, in process: import's files pass
// fmt --check; --update rewrites the files in place to match the service (each system in its file,
// its comments and keys kept where they still apply, new systems in new files), after which the
// plan has no changes and fmt --check passes; a wrong file stops it, positioned, writing nothing.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { startSystemsFixture, type SystemsFixture } from "./systems-fixture.ts";

let fixture: SystemsFixture;

beforeEach(async () => {
  fixture = await startSystemsFixture();
});

afterEach(async () => {
  await fixture.close();
});

function cli(args: string[]) {
  return runCliInProcess(args, { cwd: fixture.workdir, env: fixture.env });
}

describe("cip-sync import", () => {
  it("writes files that pass fmt --check", async () => {
    expect((await cli(["import", "--out", "imported"])).code).toBe(0);
    const check = await cli(["fmt", "--check", "imported"]);
    expect([check.code, check.stdout, check.stderr]).toEqual([0, "", ""]);
  });
});

describe("cip-sync import --update", () => {
  it("rewrites the files in place to match the service, keeping what still applies", async () => {
    const run = await cli(["import", "--update"]);
    expect(run.stderr).toBe(
      "Updated 1 file(s) and created 2 in inventory/ (0 already matched the service); review the changes with git diff, then commit them in a pull request.\n",
    );
    expect(run.code).toBe(0);
    const systems = await readFile(join(fixture.workdir, "inventory", "systems.yaml"), "utf8");
    expect(systems).toBe(`# yaml-language-server: $schema=../schemas/inventory.schema.json
cyber_system: Protection System
facility: Substation Alpha
assets:
  alpha-historian: hardware # type change
  alpha-relay-01: hardware # unchanged
  alpha-rtu-01: hardware
---
cyber_system: Protection System
facility: Substation Bravo
assets:
  bravo-relay-01: hardware
  old-hmi: software
---
cyber_system: EMS
control_center: Primary Control Center
assets:
  EMS-Server-01: hardware # case-only rename
`);
    const created = await readFile(
      join(fixture.workdir, "inventory", "substation-bravo", "physical-access.yaml"),
      "utf8",
    );
    expect(created).toContain("cyber_system: Physical Access\n");
    expect(created).toContain("  badge-reader-01: hardware\n");

    const plan = await cli(["plan", "--detailed-exitcode"]);
    expect([plan.code, plan.stderr]).toEqual([0, ""]);
    expect(plan.stdout).toContain("No changes");
    const check = await cli(["fmt", "--check"]);
    expect([check.code, check.stdout]).toEqual([0, ""]);
    const again = await cli(["import", "--update"]);
    expect(again.stderr).toContain("Updated 0 file(s) and created 0 in inventory/ (2 already");
  });

  it("keeps prune: false and adds no undeclared asset to such a system", async () => {
    await writeFile(
      join(fixture.workdir, "inventory", "systems.yaml"),
      "cyber_system: Protection System\nfacility: Substation Alpha\nprune: false # vendor-owned\nassets: {}\n",
    );
    expect((await cli(["import", "--update"])).code).toBe(0);
    const systems = await readFile(join(fixture.workdir, "inventory", "systems.yaml"), "utf8");
    expect(systems).toBe(
      "cyber_system: Protection System\nfacility: Substation Alpha\nprune: false # vendor-owned\nassets: {}\n",
    );
  });

  it("says to import first when --out holds nothing", async () => {
    const run = await cli(["import", "--update", "--out", "absent"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "--out absent holds no inventory files to update; write them first with 'cip-sync import --out absent' (without --update).",
    );
  });

  it("stops on a wrong file, naming its place, and writes nothing", async () => {
    const path = join(fixture.workdir, "inventory", "systems.yaml");
    const wrong = "cyber_system: Protection Sistem\nfacility: Substation Alpha\nassets: {}\n";
    await writeFile(path, wrong);
    const run = await cli(["import", "--update"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^inventory\/systems\.yaml:1:15: error: /m);
    expect(run.stderr).toContain(
      "Nothing was written: fix the errors above, then run import --update again.",
    );
    expect(await readFile(path, "utf8")).toBe(wrong);
  });
});
