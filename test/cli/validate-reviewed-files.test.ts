// `validate DIR` on a folder of reviewed files, `validate`'s verdict and `plan` without --base over
// them (issue 98, item 3): `validate low-impact/` read the site files as inventory documents (an
// "unknown key version" error for each of their keys) where it validates them as the site files
// they are; the verdict counts each kind of file it read (the inventory's, each family's reviewed
// files, cip-ledger.yaml, the policy), not the inventory's alone; and a plan without --base says
// in one line what it did not compare and the flag that would, and --detailed-exitcode refuses to
// answer "no changes" over it, where it answered "No changes" (exit 0) over a new site file.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-validate-reviewed-98";
const INVENTORY = [
  "cyber_system: Alpha Protection",
  "facility: Substation Alpha",
  "impact: low",
  "assets:",
  "  relay-01:",
  "    type: hardware",
  "",
].join("\n");
const SITE_FILE = "low-impact/substation-12.yaml";
/** Substation Alpha allows vendor remote access by oem-vpn, with a method for 6.1 only. */
const SITE = `version: 1
id: substation-12
sites: [Substation Alpha]
physical_access: { controls: [card key], access_control_assets: [fw-sub12] }
electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [oem-vpn] }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [ticket] }
`;

let workdir: string;
let emulator: RunningEmulator;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-validate-reviewed-");
  emulator = await startEmulator({
    seed: acmeSeed(KEY, [{ id: "ca_relay_01", name: "relay-01", asset_type: "hardware" }]),
  });
  sealableCheckout(workdir);
  await commitFiles(workdir, {
    "inventory/alpha.yaml": INVENTORY,
    "cip-policy.yaml": "version: 1\nvendor_remote_access: require\n",
  });
  await mkdir(join(workdir, "low-impact"));
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  runCliInProcess(args, {
    cwd: workdir,
    env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
    now: () => Date.parse("2026-05-01T12:00:00Z"),
  });

describe("validate DIR on a folder of reviewed files", () => {
  it.each(["low-impact/", "low-impact", SITE_FILE])(
    "validate %s reads the site file as a site file: valid, and counted as one",
    async (given) => {
      await writeFile(join(workdir, SITE_FILE), SITE);
      const validated = await run("validate", given);
      expect(validated.stderr).toBe("");
      expect(validated.code).toBe(0);
      expect(validated.stdout).toMatch(
        /^Valid: 0 inventory file\(s\) \(0 cyber system\(s\), 0 asset\(s\)\), 1 low-impact file\(s\), the owner policy cip-policy\.yaml[;.]/,
      );
    },
  );

  it("validate low-impact/ refuses a broken site file with its one error, no document's", async () => {
    await writeFile(join(workdir, SITE_FILE), SITE.replace("dial_up: none", "dial_up: maybe"));
    const validated = await run("validate", "low-impact/");
    expect(validated.code).toBe(1);
    expect(validated.stderr.split("\n").filter((line) => line.includes(": error: "))).toEqual([
      'low-impact/substation-12.yaml:6:10: error: dial_up must be a map ({ authentication: dial-back modem } or none), not the text "maybe"',
    ]);
  });
});

describe("validate's verdict counts each kind of file it read", () => {
  it("the inventory's, the low-impact files, cip-ledger.yaml and the policy: text and JSON", async () => {
    await writeFile(join(workdir, SITE_FILE), SITE);
    await mkdir(join(workdir, "low-impact", "records"));
    await writeFile(
      join(workdir, "low-impact", "records", "review-2026.yaml"),
      "version: 1\nid: review-2026\nkind: reinforcement\nperformed_on: 2026-03-10\nhow: spring security bulletin\n",
    );
    const validated = await run("validate");
    expect(validated.stderr).toBe("");
    expect(validated.code).toBe(0);
    expect(validated.stdout).toBe(
      "Valid: 1 inventory file(s) (1 cyber system(s), 1 asset(s)), 2 low-impact file(s), the owner policy cip-policy.yaml; every reference resolved.\n",
    );
    const json = JSON.parse((await run("validate", "--format", "json")).stdout) as {
      files: number;
      read: { kind: string; files: number }[];
    };
    expect(json.files).toBe(1);
    expect(json.read).toEqual([
      { kind: "inventory file", files: 1 },
      { kind: "low-impact file", files: 2 },
      { kind: "owner policy", files: 1, file: "cip-policy.yaml" },
    ]);
  });
});

describe("plan without --base over reviewed files", () => {
  it("says in one line what it did not compare and the flag that would; --detailed-exitcode refuses 0", async () => {
    await writeFile(join(workdir, SITE_FILE), SITE);
    const planned = await run("plan");
    expect(planned.code).toBe(0);
    expect(planned.stderr).toBe(
      "note: 1 low-impact file(s) in the checkout were not compared with any commit, so what this change adds, changes or removes there, and the gates on it, were not judged: pass --base REF (such as origin/main) to show them\n",
    );
    const detailed = await run("plan", "--detailed-exitcode");
    expect(detailed.code).toBe(1);
    expect(detailed.stderr).toMatch(/--detailed-exitcode cannot answer 0 \(no changes\)/);
    // With --base, the gate judges the new file: `require` refuses its Section 6 gap.
    const based = await run("plan", "--base", "HEAD");
    expect(based.code).toBe(1);
    expect(based.stderr).toContain("CIP-003-9 Section 6");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

// A site file naming a site neither the service nor the inventory knows (issue 96, item 6) is
// refused at its entry with did-you-mean, at validate and at the plan, which applies nothing;
// without the service, validate judges it against the inventory's declared sites and says so.
describe("a site no facility or control center is", () => {
  const MISSPELT = SITE.replace("sites: [Substation Alpha]", "sites: [Substation Alpah]");
  const WORDS =
    'did you mean "Substation Alpha"? Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)';
  const offline = (...args: string[]) =>
    runCliInProcess(args, { cwd: workdir, env: {}, now: () => Date.parse("2026-05-01T12:00:00Z") });

  it.each([
    {
      what: "validate without the service: judged against the inventory's sites, and said",
      command: () => offline("validate"),
      holder:
        "the inventory's documents declare (no service was read, so the inventory's declared sites judge it)",
    },
    {
      what: "validate with the service",
      command: () => run("validate"),
      holder: "the service holds",
    },
    {
      what: "the plan, compared with HEAD: refused, nothing applied",
      command: () => run("plan", "--base", "HEAD"),
      holder: "the service holds",
    },
  ])("$what", async ({ command, holder }) => {
    await writeFile(join(workdir, SITE_FILE), MISSPELT);
    const outcome = await command();
    expect(outcome.code).toBe(1);
    // The site's error (the plan's Section 6 gate, under require here, refuses the file too).
    const sites = (line: string) => line.includes(": error: site ");
    expect(outcome.stderr.split("\n").filter(sites)).toEqual([
      `low-impact/substation-12.yaml:3:9: error: site "Substation Alpah" is no facility or control center ${holder}; ${WORDS}`,
    ]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("the site spelt as the inventory and the service name it: valid", async () => {
    await writeFile(join(workdir, SITE_FILE), SITE);
    expect((await offline("validate")).code).toBe(0);
    expect((await run("validate")).code).toBe(0);
  });
});
