// CIP-003-9 low impact's program file (low-impact/program.yaml) at review, through the command line
// against the emulator (issue 96, items 1 and 2): once the checkout declares the program's
// policies, `validate` refuses a review record naming one it does not declare, at the name, with
// the nearest declared one (exit 1), and so does the plan; the service is never asked to change
// anything. The same record naming a declared policy validates.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { workdirWithInventory } from "../support/acme-service.ts";
import { seed } from "../support/seed.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-low-impact-96-program";
const INVENTORY = [
  "cyber_system: Alpha Protection",
  "facility: Substation Alpha",
  "impact: high",
  "assets:",
  "  relay-01:",
  "    type: hardware",
  "",
].join("\n");
const PROGRAM = `version: 1
policies:
  - id: POL-A
    topics: [awareness, physical_security, electronic_access, incident_response]
  - id: POL-B
    topics: [transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]
plans:
  - id: IR-1
    sites: [Substation Alpha]
`;
/** Substation Alpha with no vendor remote access. */
const SITE = `version: 1
id: substation-alpha
sites: [Substation Alpha]
physical_access: { controls: [card key], access_control_assets: [fw-sub12] }
electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [] }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: none
`;
const REVIEW_FILE = "low-impact/records/policy-review-2026.yaml";
const review = (policies: string) => `version: 1
id: policy-review-2026
kind: policy-review
performed_on: 2026-03-10
policies: ${policies}
topics: [awareness, physical_security, electronic_access, incident_response]
`;

let workdir: string;
let emulator: RunningEmulator;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-low-impact-program-");
  // Acme Power with a second facility, Substation Bravo, for a plan to cover.
  emulator = await startEmulator({
    seed: seed({
      slug: "acme",
      name: "Acme Power",
      api_keys: [KEY],
      facilities: [
        { id: "fac_alpha", name: "Substation Alpha" },
        { id: "fac_bravo", name: "Substation Bravo" },
      ],
      cyber_systems: [{ id: "cs_alpha", name: "Alpha Protection", facility_id: "fac_alpha" }],
      cyber_assets: [
        {
          id: "ca_relay_01",
          name: "relay-01",
          asset_type: "hardware",
          cyber_system_id: "cs_alpha",
        },
      ],
    }),
  });
  sealableCheckout(workdir);
  await commitFiles(workdir, { "inventory/alpha.yaml": INVENTORY });
  await mkdir(join(workdir, "low-impact/records"), { recursive: true });
  await writeFile(join(workdir, "low-impact/program.yaml"), PROGRAM);
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

describe("CIP-003-9 low-impact program file at review", () => {
  it("validate and the plan refuse a review naming a policy the program file does not declare", async () => {
    await writeFile(join(workdir, REVIEW_FILE), review("[POL-A, POL-C]"));
    const validated = await run("validate");
    expect(validated.code).toBe(1);
    expect(validated.stderr).toContain(
      'low-impact/records/policy-review-2026.yaml:5:19: error: policy "POL-C" is not one low-impact/program.yaml declares; did you mean "POL-A"? Otherwise name "POL-A" or "POL-B", or declare it under policies (its id and topics) in low-impact/program.yaml',
    );
    const planned = await run("plan", "--base", "HEAD");
    expect(planned.code).toBe(1);
    expect(planned.stderr).toContain('policy "POL-C" is not one low-impact/program.yaml declares');
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("validate accepts the same review naming declared policies", async () => {
    await writeFile(join(workdir, REVIEW_FILE), review("[POL-A]"));
    const validated = await run("validate");
    expect(validated.stderr).toBe("");
    expect(validated.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  // Item 4: the plan lists the program file like the other low-impact files: what it declares,
  // what changed against the commit compared with, and a warning line for each site the
  // checkout's site files name that no declared plan covers (Attachment 1 Section 4).
  it("the plan shows the program file: its policies and plans, what changed, the sites no plan covers", async () => {
    await commitFiles(workdir, {
      "low-impact/program.yaml": PROGRAM,
      "low-impact/substation-alpha.yaml": SITE,
    });
    await writeFile(
      join(workdir, "low-impact/program.yaml"),
      PROGRAM.replace("sites: [Substation Alpha]", "sites: [Substation Bravo]").replace(
        "  - id: POL-B",
        "  - id: POL-C\n    topics: [awareness]\n  - id: POL-B",
      ),
    );
    const validated = await run("validate");
    expect(validated.stderr).toBe("");
    expect(validated.code).toBe(0);
    const planned = await run("plan", "--base", "HEAD");
    expect(planned.stderr).toBe("");
    expect(planned.code).toBe(0);
    const lines = planned.stdout.split("\n");
    const from = lines.findIndex((line) => line.startsWith("CIP-003 R2 low-impact files"));
    expect(lines.slice(from + 1, from + 4)).toEqual([
      '  changed "low-impact/program.yaml": policies POL-A, POL-C, POL-B; incident response plans IR-1',
      "      changed: policy POL-C added; plan IR-1 changed",
      '      warning: no declared plan covers Substation Alpha (Attachment 1 Section 4: plans "either by asset or group of assets"); once merged, a gap while a low impact system is at it',
    ]);
    const plan = JSON.parse((await run("plan", "--base", "HEAD", "--format", "json")).stdout);
    expect(plan.low_impact_files.files).toEqual([
      {
        file: "low-impact/program.yaml",
        change: "changed",
        program: {
          policies: ["POL-A", "POL-C", "POL-B"],
          plans: ["IR-1"],
          changed: ["policy POL-C added", "plan IR-1 changed"],
          uncovered: ["Substation Alpha"],
        },
      },
    ]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("validate refuses a plan covering a site no facility or control center is, with the nearest", async () => {
    await writeFile(
      join(workdir, "low-impact/program.yaml"),
      PROGRAM.replace("sites: [Substation Alpha]", "sites: [Substation Alpa]"),
    );
    const validated = await run("validate");
    expect(validated.code).toBe(1);
    expect(validated.stderr).toContain(
      'low-impact/program.yaml:9:13: error: site "Substation Alpa" is no facility or control center the service holds; did you mean "Substation Alpha"?',
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});
