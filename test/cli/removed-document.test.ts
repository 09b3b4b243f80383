// A document removed while its system's assets are live (issue 80, item 3): the system leaves
// management and its assets stay, and every plan output says so (text, JSON, Markdown), never
// "No changes"; `--detailed-exitcode` answers 2. Without --base the plan cannot know what the
// files declared before, and a plan of some paths does not take the others' systems for removed.
import { rm, unlink } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, git, sealableCheckout } from "../support/inventory-repository.ts";
import { seed, TWO_SUBSTATIONS } from "../support/seed.ts";

const KEY = "test-key-removed-document-80";
const ALPHA =
  "cyber_system: Alpha Protection\nfacility: Substation Alpha\nassets:\n  alpha-rtu-01: hardware\n";
const BETA =
  "cyber_system: Beta Protection\nfacility: Substation Alpha\nassets:\n  beta-rtu-01: hardware\n  beta-rtu-02: hardware\n";

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-removed-document-");
  emulator = await startEmulator({
    seed: seed({
      slug: "acme",
      name: "Acme Power",
      api_keys: [KEY],
      cyber_systems: [
        { id: "cs_alpha", name: "Alpha Protection", facility_id: "fac_alpha" },
        { id: "cs_beta", name: "Beta Protection", facility_id: "fac_alpha" },
      ],
      cyber_assets: [
        { id: "ca_1", name: "alpha-rtu-01", asset_type: "hardware", cyber_system_id: "cs_alpha" },
        { id: "ca_2", name: "beta-rtu-01", asset_type: "hardware", cyber_system_id: "cs_beta" },
        { id: "ca_3", name: "beta-rtu-02", asset_type: "hardware", cyber_system_id: "cs_beta" },
      ],
    }),
  });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
  sealableCheckout(workdir);
  await commitFiles(workdir, { "inventory/alpha.yaml": ALPHA, "inventory/beta.yaml": BETA });
  // The change: Beta Protection's whole document removed, not yet committed.
  await unlink(join(workdir, "inventory/beta.yaml"));
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const plan = (args: string[]) => runCliInProcess(["plan", ...args], { cwd: workdir, env });
const HEADING =
  "Leaving management: 1 cyber system whose document was removed; its live assets stay in the service as they are, no longer compared with any file. To delete them instead, keep the document and take the assets out of it (the delete rules apply):";

describe("a document removed while its two assets are live", () => {
  it("plan --base says the system leaves management, its assets kept, and exits 2", async () => {
    const run = await plan(["--base", "HEAD", "--detailed-exitcode"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(2);
    expect(run.stdout).toBe(
      [
        "No service operation. The live inventory matches the declaration. 1 cyber system leaves management, its document removed and live assets kept (below).",
        "",
        HEADING,
        "  ~ Beta Protection (cs_beta), declared in inventory/beta.yaml at the base: 2 live assets stay",
        "",
      ].join("\n"),
    );
    expect(run.stdout).not.toContain("No changes");
  });

  it("the JSON and the Markdown comment say the same", async () => {
    const json = await plan(["--base", "HEAD", "--format", "json"]);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as Plan;
    expect(parsed.operations).toEqual([]);
    expect(parsed.released_systems).toEqual([
      {
        cyber_system: { id: "cs_beta", name: "Beta Protection" },
        file: "inventory/beta.yaml",
        live_assets: 2,
      },
    ]);
    const markdown = await plan(["--base", "HEAD", "--format", "markdown"]);
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toContain(
      "**No service operation. The live inventory matches the declaration. 1 cyber system leaves management, its document removed and live assets kept (below).**",
    );
    expect(markdown.stdout).toContain(
      "#### Leaving management\n\nLeaving management: 1 cyber system whose document was removed;",
    );
    expect(markdown.stdout).toContain(
      "- `Beta Protection` (`cs_beta`), declared in `inventory/beta.yaml` at the base: 2 live assets stay\n",
    );
    expect(markdown.stdout).not.toContain("No changes");
  });

  it("a plan of another path does not take the document for removed", async () => {
    git(workdir, "checkout", "-q", "--", "inventory/beta.yaml");
    const run = await plan(["--base", "HEAD", "--detailed-exitcode", "inventory/alpha.yaml"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("No changes. The live inventory matches the declaration.\n");
    expect(run.code).toBe(0);
  });

  it("a saved plan carries it, and apply --plan reads it back and changes nothing", async () => {
    const saved = await plan(["--base", "HEAD", "--out", "plan.json", "--format", "json"]);
    expect(saved.code, saved.stderr).toBe(0);
    const run = await runCliInProcess(["apply", "--plan", "plan.json", "--base", "HEAD", "--yes"], {
      cwd: workdir,
      env,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("nothing is deleted: apply leaves both assets live", async () => {
    const run = await runCliInProcess(["apply", "--yes", "--base", "HEAD"], { cwd: workdir, env });
    expect(run.code, run.stderr).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(
      emulator
        .inventory("acme")
        .cyberAssets.map((asset) => asset.name)
        .sort(),
    ).toEqual(["alpha-rtu-01", "beta-rtu-01", "beta-rtu-02"]);
  });
});

// Issue 90, item 2: the base's system is the one its document declared, by its parent and name (or
// id), as the plan binds the head's: never the first live system of the name, which another
// facility may hold. Substation Bravo's "Protection System" leaves management even though
// Substation Alpha keeps one of the same name.
describe("a removed document whose system name another facility shares", () => {
  const SHARED_KEY = "test-key-removed-shared-name-90";
  const AT_ALPHA =
    "cyber_system: Protection System\nfacility: Substation Alpha\nassets:\n  alpha-relay-01: hardware\n";
  const AT_BRAVO =
    "cyber_system: Protection System\nfacility: Substation Bravo\nassets:\n  bravo-relay-01: hardware\n  bravo-relay-02: hardware\n";
  let shared: RunningEmulator;
  let dir: string;
  let sharedEnv: Record<string, string>;

  beforeEach(async () => {
    dir = await workdirWithInventory("cip-sync-removed-shared-name-");
    shared = await startEmulator({
      seed: seed({
        slug: "acme",
        name: "Acme Power",
        api_keys: [SHARED_KEY],
        ...TWO_SUBSTATIONS,
        cyber_assets: [
          {
            id: "ca_a1",
            name: "alpha-relay-01",
            asset_type: "hardware",
            cyber_system_id: "cs_prot_a",
          },
          {
            id: "ca_b1",
            name: "bravo-relay-01",
            asset_type: "hardware",
            cyber_system_id: "cs_prot_b",
          },
          {
            id: "ca_b2",
            name: "bravo-relay-02",
            asset_type: "hardware",
            cyber_system_id: "cs_prot_b",
          },
        ],
      }),
    });
    sharedEnv = { CIP_API_URL: shared.url, CIP_API_KEY: SHARED_KEY };
    sealableCheckout(dir);
    await commitFiles(dir, { "inventory/alpha.yaml": AT_ALPHA, "inventory/bravo.yaml": AT_BRAVO });
  });

  afterEach(async () => {
    await shared.close();
    await rm(dir, { recursive: true, force: true });
  });

  const sharedPlan = (args: string[]) =>
    runCliInProcess(["plan", ...args], { cwd: dir, env: sharedEnv });

  it("removing Bravo's document releases Bravo's system, and --detailed-exitcode exits 2", async () => {
    await unlink(join(dir, "inventory/bravo.yaml"));
    const run = await sharedPlan(["--base", "HEAD", "--detailed-exitcode"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(
      "  ~ Protection System (cs_prot_b), declared in inventory/bravo.yaml at the base: 2 live assets stay\n",
    );
    expect(run.stdout).not.toContain("No changes");
    expect(run.code).toBe(2);
  });

  it("removing Alpha's document releases Alpha's system, not Bravo's", async () => {
    await unlink(join(dir, "inventory/alpha.yaml"));
    const json = await sharedPlan(["--base", "HEAD", "--format", "json"]);
    expect(json.code, json.stderr).toBe(0);
    expect((JSON.parse(json.stdout) as Plan).released_systems).toEqual([
      {
        cyber_system: { id: "cs_prot_a", name: "Protection System" },
        file: "inventory/alpha.yaml",
        live_assets: 1,
      },
    ]);
  });
});
