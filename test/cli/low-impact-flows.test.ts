// CIP-003-9 Attachment 1 Section 3.1's permitted flows in a low-impact site file, through the
// command line against the emulator (issue 96, item 3): a flow that states no need is a warning at
// its line, from `validate` (the whole checkout, and `validate low-impact/`) and from the plan,
// which both still succeed (exit 0), never a refusal; a flow with its need says nothing; and the
// service is never asked to change anything.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-low-impact-flows-96";
const INVENTORY = [
  "cyber_system: Alpha Protection",
  "facility: Substation Alpha",
  "impact: high",
  "assets:",
  "  relay-01:",
  "    type: hardware",
  "",
].join("\n");
const SITE_FILE = "low-impact/substation-12.yaml";
/** Substation Alpha's Section 3.1 permits two flows; the second states no need. */
const SITE = `version: 1
id: substation-12
sites: [Substation Alpha]
physical_access: { controls: [card key], access_control_assets: [fw-sub12] }
electronic_access:
  routable: true
  devices: [fw-sub12]
  rule_set: { file: firewall/sub12.rules }
  flows:
    - { direction: inbound, peer: ems-fep-01, need: DNP3 polling by the EMS }
    - { direction: outbound, peer: historian }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: none
`;
const WARNING =
  'low-impact/substation-12.yaml:11:7: warning: CIP-003-9 Section 3.1: the outbound flow to "historian" states no need, and Section 3.1 says "Permit only necessary inbound and outbound electronic access as determined by the Responsible Entity": write need: with why the Responsible Entity determined it necessary (a warning: nothing is refused for it)';

let workdir: string;
let emulator: RunningEmulator;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-low-impact-flows-");
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

describe("CIP-003-9 Section 3.1's permitted flows at review", () => {
  it.each([[], ["low-impact/"]])(
    "validate %s warns of a flow without its need at its line, and succeeds",
    async (...given) => {
      await writeFile(join(workdir, SITE_FILE), SITE);
      const validated = await run("validate", ...given);
      expect(validated.code).toBe(0);
      expect(`${validated.stdout}${validated.stderr}`).toContain(WARNING);
      expect(emulator.mutatingRequestCount()).toBe(0);
    },
  );

  it("the plan lists the warning and is not refused for it", async () => {
    await writeFile(join(workdir, SITE_FILE), SITE);
    const planned = await run("plan", "--base", "HEAD");
    expect(planned.code).toBe(0);
    expect(`${planned.stdout}${planned.stderr}`).toContain(WARNING);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("a flow with its need says nothing", async () => {
    await writeFile(
      join(workdir, SITE_FILE),
      SITE.replace("peer: historian }", "peer: historian, need: plant data to the business LAN }"),
    );
    const validated = await run("validate");
    expect(validated.code).toBe(0);
    expect(`${validated.stdout}${validated.stderr}`).not.toContain("Section 3.1");
    const planned = await run("plan", "--base", "HEAD");
    expect(planned.code).toBe(0);
    expect(`${planned.stdout}${planned.stderr}`).not.toContain("Section 3.1");
  });
});
