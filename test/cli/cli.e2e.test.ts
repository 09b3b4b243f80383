// End-to-end: the bundled CLI against the emulator over loopback, as a user runs it.
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Plan } from "../../src/core/model.ts";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { runBundledCli } from "../support/cli.ts";

const KEY = "test-key-acme-5f1c";
const OTHER_KEY = "test-key-other-9a2b";

const seed = {
  organizations: [
    {
      slug: "acme",
      name: "Acme Power",
      api_keys: [KEY],
      facilities: [
        { id: "fac_alpha", name: "Substation Alpha" },
        { id: "fac_bravo", name: "Substation Bravo" },
      ],
      control_centers: [
        { id: "cc_main", name: "Primary Control Center", facility_ids: ["fac_alpha"] },
      ],
      cyber_systems: [
        { id: "cs_prot_a", name: "Protection System", facility_id: "fac_alpha" },
        { id: "cs_prot_b", name: "Protection System", facility_id: "fac_bravo" },
        { id: "cs_ems", name: "EMS", control_center_id: "cc_main" },
        { id: "cs_untouched", name: "Physical Access", facility_id: "fac_bravo" },
      ],
      cyber_assets: [
        {
          id: "ca_1",
          name: "alpha-relay-01",
          cyber_system_id: "cs_prot_a",
          asset_type: "hardware",
        },
        { id: "ca_2", name: "alpha-rtu-01", cyber_system_id: "cs_prot_a", asset_type: "hardware" },
        {
          id: "ca_3",
          name: "alpha-historian",
          cyber_system_id: "cs_prot_a",
          asset_type: "hardware",
        },
        {
          id: "ca_4",
          name: "bravo-relay-01",
          cyber_system_id: "cs_prot_b",
          asset_type: "hardware",
        },
        { id: "ca_5", name: "old-hmi", cyber_system_id: "cs_prot_b", asset_type: "hardware" },
        { id: "ca_6", name: "EMS-Server-01", cyber_system_id: "cs_ems", asset_type: "hardware" },
        {
          id: "ca_7",
          name: "badge-reader-01",
          cyber_system_id: "cs_untouched",
          asset_type: "hardware",
        },
      ],
    },
    {
      slug: "other",
      name: "Other Utility",
      api_keys: [OTHER_KEY],
      facilities: [{ id: "fac_x", name: "Substation Alpha" }],
      control_centers: [],
      cyber_systems: [{ id: "cs_x", name: "Protection System", facility_id: "fac_x" }],
      cyber_assets: [
        { id: "ca_x1", name: "alpha-relay-01", cyber_system_id: "cs_x", asset_type: "hardware" },
      ],
    },
  ],
};

const declaration = `# yaml-language-server: $schema=../schemas/inventory.schema.json
cyber_system: Protection System
facility: Substation Alpha
assets:
  alpha-relay-01: hardware        # unchanged
  alpha-rtu-01b:                  # rename in place
    type: hardware
    renamed_from: alpha-rtu-01
  alpha-historian: software       # type change
  bravo-relay-01: hardware        # moved here from Bravo
  alpha-gateway-01: hardware      # create
---
cyber_system: Protection System
facility: Substation Bravo
assets:
  bravo-meter-01: hardware        # create
---
cyber_system: EMS
control_center: Primary Control Center
assets:
  ems-server-01: hardware         # case-only rename
`;

let emulator: RunningEmulator;
let workdir: string;
let env: Record<string, string>;

beforeEach(async () => {
  emulator = await startEmulator({ seed: parseEmulatorSeed(JSON.stringify(seed), "test seed") });
  workdir = await mkdtemp(join(tmpdir(), "cip-sync-cli-"));
  await mkdir(join(workdir, "inventory"));
  await writeFile(join(workdir, "inventory", "systems.yaml"), declaration);
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

async function planJson(extraArgs: string[] = []): Promise<Plan> {
  const run = await runBundledCli(["plan", "--format", "json", ...extraArgs], {
    cwd: workdir,
    env,
  });
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Plan;
}

function liveByName(organization: string) {
  return new Map(emulator.inventory(organization).cyberAssets.map((asset) => [asset.name, asset]));
}

describe("cip-sync plan and apply against the emulator", () => {
  it("plans every kind of change with a constant number of requests", async () => {
    emulator.resetCounts();
    const plan = await planJson();
    expect(plan.summary).toEqual({
      create: 2,
      update: 4,
      delete: 1,
      move: 1,
      rename: 2,
      retype: 1,
    });
    expect(plan.operations.map((operation) => [operation.action, operation.name])).toEqual(
      expect.arrayContaining([
        ["delete", "old-hmi"],
        ["update", "alpha-rtu-01b"],
        ["update", "alpha-historian"],
        ["update", "bravo-relay-01"],
        ["update", "ems-server-01"],
        ["create", "alpha-gateway-01"],
        ["create", "bravo-meter-01"],
      ]),
    );
    expect(plan.operations[0]).toMatchObject({ action: "delete", asset_id: "ca_5" });
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect([...emulator.requestCounts().values()].reduce((a, b) => a + b, 0)).toBe(4);
  });

  it("applies the plan, converges, and touches nothing outside the managed scope", async () => {
    const other = emulator.inventory("other");
    const untouched = emulator.inventory("acme").cyberAssets.find((asset) => asset.id === "ca_7");

    const run = await runBundledCli(["apply", "--yes"], { cwd: workdir, env });
    expect(run.code).toBe(0);

    const live = liveByName("acme");
    expect(live.get("alpha-rtu-01b")).toMatchObject({ id: "ca_2", cyber_system_id: "cs_prot_a" });
    expect(live.get("alpha-historian")).toMatchObject({ id: "ca_3", asset_type: "software" });
    expect(live.get("bravo-relay-01")).toMatchObject({ id: "ca_4", cyber_system_id: "cs_prot_a" });
    expect(live.get("ems-server-01")).toMatchObject({ id: "ca_6" });
    expect(live.get("alpha-gateway-01")).toMatchObject({ cyber_system_id: "cs_prot_a" });
    expect(live.has("old-hmi")).toBe(false);
    expect(live.get("badge-reader-01")).toEqual(untouched);
    expect(emulator.inventory("other")).toEqual(other);

    const again = await runBundledCli(["plan", "--detailed-exitcode"], { cwd: workdir, env });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("No changes");
  });

  it("exits 2 with --detailed-exitcode when there are changes, and saves the plan with --out", async () => {
    const run = await runBundledCli(["plan", "--detailed-exitcode", "--out", "out/plan.json"], {
      cwd: workdir,
      env,
    });
    expect(run.code).toBe(2);
    const saved = JSON.parse(await readFile(join(workdir, "out", "plan.json"), "utf8")) as Plan;
    expect(saved.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(run.stderr).toContain(saved.fingerprint);
  });

  it("refuses a reviewed plan once the live inventory changed, changing nothing", async () => {
    const saved = await runBundledCli(["plan", "--out", "plan.json"], { cwd: workdir, env });
    expect(saved.code).toBe(0);

    // Someone changes the service after the review.
    const response = await fetch(`${emulator.url}/cyber-assets/ca_1`, {
      method: "PATCH",
      headers: { "X-API-Key": KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ asset_type: "software" }),
    });
    expect(response.status).toBe(200);
    const before = emulator.inventory("acme");
    emulator.resetCounts();

    const run = await runBundledCli(["apply", "--plan", "plan.json"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("the live inventory changed since this plan was reviewed");
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(emulator.inventory("acme")).toEqual(before);
  });

  it("applies a reviewed plan that still matches, and writes a change record", async () => {
    await runBundledCli(["plan", "--out", "plan.json"], { cwd: workdir, env });
    const run = await runBundledCli(["apply", "--plan", "plan.json", "--record", "record.json"], {
      cwd: workdir,
      env,
    });
    expect(run.code).toBe(0);
    const record = JSON.parse(await readFile(join(workdir, "record.json"), "utf8"));
    expect(record.status).toBe("applied");
    expect(record.operations).toHaveLength(7);
    expect(record.operations.every((op: { result: string }) => op.result === "succeeded")).toBe(
      true,
    );
  });

  it("imports the live inventory as files that plan to no changes", async () => {
    const imported = await runBundledCli(["import", "--out", "imported"], { cwd: workdir, env });
    expect(imported.code).toBe(0);
    const alpha = await readFile(
      join(workdir, "imported", "substation-alpha", "protection-system.yaml"),
      "utf8",
    );
    expect(alpha).toContain("$schema=../inventory.schema.json");
    expect(alpha).toContain("facility: Substation Alpha");

    const run = await runBundledCli(["plan", "--path", "imported", "--detailed-exitcode"], {
      cwd: workdir,
      env,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("No changes");
  });

  it("refuses to empty a system without --allow-mass-delete", async () => {
    await writeFile(
      join(workdir, "inventory", "systems.yaml"),
      "cyber_system: Protection System\nfacility: Substation Bravo\nassets: {}\n",
    );
    const refused = await runBundledCli(["apply", "--yes"], { cwd: workdir, env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--allow-mass-delete");
    expect(emulator.mutatingRequestCount()).toBe(0);

    const allowed = await runBundledCli(["apply", "--yes", "--allow-mass-delete"], {
      cwd: workdir,
      env,
    });
    expect(allowed.code).toBe(0);
    expect(
      emulator.inventory("acme").cyberAssets.filter((a) => a.cyber_system_id === "cs_prot_b"),
    ).toEqual([]);
  });

  it("never prints the API key, even when the service rejects it", async () => {
    const wrongKey = "wrong-key-3c9d-secret";
    const run = await runBundledCli(["plan"], {
      cwd: workdir,
      env: { CIP_API_URL: emulator.url, CIP_API_KEY: wrongKey },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^error: GET \/(facilities|control-centers|cyber-systems|cyber-assets) failed: 401 Unauthorized: .*; check the API key in CIP_API_KEY\n$/,
    );
    expect(`${run.stdout}${run.stderr}`).not.toContain(wrongKey);
  });

  it("names the URL setting when the service cannot be reached", async () => {
    const closed = await startEmulator({
      seed: parseEmulatorSeed(JSON.stringify(seed), "test seed"),
    });
    const url = closed.url;
    await closed.close();
    const run = await runBundledCli(["plan", "--api-url", url], {
      cwd: workdir,
      env: { CIP_API_KEY: KEY },
    });
    expect(run.code).toBe(1);
    expect(run.stderr.replace(/^error: GET \/[a-z-]+ failed/, "error: GET /... failed")).toBe(
      `error: GET /... failed: could not connect (connect ECONNREFUSED ${new URL(url).host}) (after 5 attempts); check the service URL in --api-url\n`,
    );
  });
});

describe("cip-sync validate", () => {
  it("accepts a valid inventory offline and makes no request", async () => {
    const run = await runBundledCli(["validate"], { cwd: workdir });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("Valid: 1 file(s), 3 cyber system(s), 7 asset(s)");
    expect([...emulator.requestCounts().values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("reports every problem as file:line:column and exits 1", async () => {
    await writeFile(
      join(workdir, "inventory", "broken.yaml"),
      "cyber_system: EMS\nasets: {}\n---\ncyber_system: X\nassets:\n  a: firmware\n",
    );
    const run = await runBundledCli(["validate"], { cwd: workdir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^inventory\/broken\.yaml:2:1: error: unknown key "asets"/m);
    expect(run.stderr).toMatch(/^inventory\/broken\.yaml:6:6: error: /m);
  });

  it("resolves the references of the valid files when other files have errors", async () => {
    await writeFile(join(workdir, "inventory", "broken.yaml"), "cyber_system: EMS\nasets: {}\n");
    await writeFile(
      join(workdir, "inventory", "alpha-unknown.yaml"),
      "cyber_system: Protection Sistem\nfacility: Substation Alpha\nassets: {}\n",
    );
    const run = await runBundledCli(["validate"], { cwd: workdir, env });
    // Sorted by file, line and column, whether found offline or against the service.
    expect({ code: run.code, stderr: run.stderr }).toEqual({
      code: 1,
      stderr: [
        'inventory/alpha-unknown.yaml:1:15: error: cyber_system "Protection Sistem" matches no cyber system (by id or name); did you mean "Protection System"?',
        'inventory/broken.yaml:1:1: error: missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
        'inventory/broken.yaml:2:1: error: unknown key "asets"; did you mean "assets"?',
        "",
      ].join("\n"),
    });
  });

  it("still shows the problems of the files when the service refuses the key", async () => {
    await writeFile(join(workdir, "inventory", "broken.yaml"), "cyber_system: EMS\nasets: {}\n");
    const run = await runBundledCli(["validate"], {
      cwd: workdir,
      env: { ...env, CIP_API_KEY: "wrong-key-7e0a" },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^inventory\/broken\.yaml:1:1: error: missing key "assets".*\ninventory\/broken\.yaml:2:1: error: unknown key "asets".*\nerror: GET \/[a-z-]+ failed: 401 Unauthorized: .*; check the API key in CIP_API_KEY\n$/,
    );
  });

  it("resolves references against the service when connected", async () => {
    await writeFile(
      join(workdir, "inventory", "systems.yaml"),
      "cyber_system: Protection System\nassets: {}\n",
    );
    const run = await runBundledCli(["validate"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("inventory/systems.yaml:1:15: error:");
    expect(run.stderr).toContain("cs_prot_a");
    expect(run.stderr).toContain("cs_prot_b");
  });
});

describe("cip-sync usage", () => {
  it("names an unknown flag and exits 1", async () => {
    const run = await runBundledCli(["plan", "--frmat", "json"], { cwd: workdir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("--frmat");
  });

  it("refuses to plan without a key, naming the variable", async () => {
    const run = await runBundledCli(["plan"], { cwd: workdir, env: { CIP_API_URL: emulator.url } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("CIP_API_KEY");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("prints the version", async () => {
    const run = await runBundledCli(["--version"], { cwd: workdir });
    expect(run.stdout).toMatch(/^cip-sync \d+\.\d+\.\d+\n$/);
  });
});
