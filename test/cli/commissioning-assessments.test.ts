// CIP-010-4 R3.3 at review from the terminal (issue 70, item 4): `plan --base` lists each asset a
// change puts into service in a High system without an active assessment naming it, a like
// replacement whose existing asset's baseline it equals, or a CIP Exceptional Circumstance, as
// "R3.3: no assessment before commissioning" at its file:line:col (text, JSON);
// `vulnerability_assessments: require` refuses the plan and the apply, applying nothing; a Medium
// system is not checked; a system without impact is not judged, and the plan says so.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-commissioning-70";
const FILE = "inventory/alpha.yaml";
const FIRMWARE = (version: string) =>
  `{ os_firmware: [{ name: SEL-451 firmware, version: ${version} }], software: [], custom_software: [], ports: [], patches: [] }`;
/** The system with relay-01 in service, and relay-09 added (line 8) when `withNew`. */
const inventory = (impact: string, newFirmware?: string) =>
  [
    "cyber_system: Alpha Protection",
    "facility: Substation Alpha",
    // "none": the document declares no impact (the line left out keeps the others in place).
    impact === "none" ? "# no impact declared" : `impact: ${impact}`,
    "assets:",
    "  relay-01:",
    "    type: hardware",
    `    baseline: ${FIRMWARE("R320")}`,
    ...(newFirmware === undefined
      ? []
      : ["  relay-09:", "    type: hardware", `    baseline: ${FIRMWARE(newFirmware)}`]),
    "",
  ].join("\n");
const AT = `${FILE}:8:3`;
const assessment = (method: string) =>
  [
    "version: 1",
    "id: VA-2026-09",
    "kind: assessment",
    "systems: [Alpha Protection]",
    "assets: [relay-09]",
    `method: ${method}`,
    "environment: production",
    "controls_assessed: [ports and services, default accounts]",
    "results: no findings",
    "action_plan: no vulnerabilities found",
    "",
  ].join("\n");
const commissioning = (exception: string) =>
  [
    "version: 1",
    "id: C-2026-09",
    "kind: commissioning",
    "cyber_system: Alpha Protection",
    "asset: relay-09",
    exception,
    "",
  ].join("\n");

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

async function change(impact: string, newFirmware: string, files: Partial<Record<string, string>>) {
  await commitFiles(workdir, { [FILE]: inventory(impact) });
  await writeFile(join(workdir, FILE), inventory(impact, newFirmware));
  await mkdir(join(workdir, "vulnerability-assessments"), { recursive: true });
  for (const [name, text] of Object.entries(files))
    if (text !== undefined) await writeFile(join(workdir, "vulnerability-assessments", name), text);
  emulator.resetCounts();
}

async function plan(): Promise<{ text: string; json: Plan }> {
  const text = await runCliInProcess(["plan", "--base", "HEAD"], { cwd: workdir, env });
  expect(text.stderr).toBe("");
  expect(text.code).toBe(0);
  const json = await runCliInProcess(["plan", "--base", "HEAD", "--format", "json"], {
    cwd: workdir,
    env,
  });
  expect(json.code).toBe(0);
  expect(emulator.mutatingRequestCount()).toBe(0);
  return { text: text.stdout, json: JSON.parse(json.stdout) as Plan };
}

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-commissioning-");
  emulator = await startEmulator({
    seed: acmeSeed(KEY, [{ id: "ca_relay_01", name: "relay-01", asset_type: "hardware" }]),
  });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
  sealableCheckout(workdir);
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

describe("R3.3: a BCA created in a High system", () => {
  it.each([
    {
      name: "with an active assessment naming it",
      firmware: "R320",
      files: { "VA-2026-09.yaml": assessment("active") },
      line: `  . ${AT} BCA relay-09 in Alpha Protection: active assessment VA-2026-09`,
      evidence: [{ kind: "active-assessment", record: "VA-2026-09" }],
      gap: undefined,
    },
    {
      name: "with a paper assessment only (not enough)",
      firmware: "R320",
      files: { "VA-2026-09.yaml": assessment("paper") },
      line: `  ? ${AT} R3.3: no assessment before commissioning: BCA relay-09 in Alpha Protection (VA-2026-09 is a paper assessment (Part 3.3 asks for an active one))`,
      evidence: [{ kind: "paper-assessment", record: "VA-2026-09" }],
      gap: "VA-2026-09 is a paper assessment (Part 3.3 asks for an active one)",
    },
    {
      name: "as a like replacement whose baseline equals the existing asset's",
      firmware: "R320",
      files: { "C-2026-09.yaml": commissioning("like_replacement_of: relay-01") },
      line: `  . ${AT} BCA relay-09 in Alpha Protection: like replacement of relay-01 (C-2026-09), baselines equal`,
      evidence: [
        { kind: "like-replacement", record: "C-2026-09", of: "relay-01", differences: [] },
      ],
      gap: undefined,
    },
    {
      name: "as a like replacement whose baseline differs (flagged with the differences)",
      firmware: "R321",
      files: { "C-2026-09.yaml": commissioning("like_replacement_of: relay-01") },
      line: `  ? ${AT} R3.3: no assessment before commissioning: BCA relay-09 in Alpha Protection (C-2026-09 declares a like replacement of "relay-01", whose baseline differs: os_firmware adds SEL-451 firmware R321 and lacks SEL-451 firmware R320)`,
      evidence: [
        {
          kind: "like-replacement",
          record: "C-2026-09",
          of: "relay-01",
          differences: [
            {
              item: "os_firmware",
              added: ["SEL-451 firmware R321"],
              removed: ["SEL-451 firmware R320"],
            },
          ],
        },
      ],
      gap: 'C-2026-09 declares a like replacement of "relay-01", whose baseline differs: os_firmware adds SEL-451 firmware R321 and lacks SEL-451 firmware R320',
    },
    {
      name: "with a CIP Exceptional Circumstance",
      firmware: "R321",
      files: { "C-2026-09.yaml": commissioning("cip_exceptional_circumstance: CEC-2026-02") },
      line: `  . ${AT} BCA relay-09 in Alpha Protection: CIP Exceptional Circumstance CEC-2026-02 (C-2026-09)`,
      evidence: [
        { kind: "exceptional-circumstance", record: "C-2026-09", reference: "CEC-2026-02" },
      ],
      gap: undefined,
    },
    {
      name: "with none",
      firmware: "R320",
      files: {},
      line: `  ? ${AT} R3.3: no assessment before commissioning: BCA relay-09 in Alpha Protection (no assessment file names it)`,
      evidence: [],
      gap: "no assessment file names it",
    },
  ])("$name", async ({ firmware, files, line, evidence, gap }) => {
    await change("high", firmware, files);
    const { text, json } = await plan();
    expect(text.split("\n")).toContain(line);
    expect(json.commissioning_assessments).toEqual({
      setting: "flag",
      commissioned: [
        {
          cyber_system: "Alpha Protection",
          asset: "relay-09",
          class: "BCA",
          location: { file: FILE, line: 8, column: 3 },
          evidence,
          ...(gap === undefined ? {} : { gap }),
        },
      ],
    });
  });

  it.each([
    ["plan", "--base", "HEAD"],
    ["apply", "--yes", "--base", "HEAD"],
  ])(
    "vulnerability_assessments: require refuses %s at the asset, applying nothing",
    async (...args) => {
      await change("high", "R320", {});
      await writeFile(
        join(workdir, "cip-policy.yaml"),
        "version: 1\nvulnerability_assessments: require\n",
      );
      const run = await runCliInProcess(args, { cwd: workdir, env });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `${AT}: error: R3.3: no assessment before commissioning: BCA "relay-09" goes into service in High system "Alpha Protection" (no assessment file names it), and cip-policy.yaml sets vulnerability_assessments: require: add to vulnerability-assessments/ an active assessment whose systems and assets name it`,
      );
      expect(emulator.mutatingRequestCount()).toBe(0);
    },
  );

  it("require lets an asset with an active assessment through", async () => {
    await change("high", "R320", { "VA-2026-09.yaml": assessment("active") });
    await writeFile(
      join(workdir, "cip-policy.yaml"),
      "version: 1\nvulnerability_assessments: require\n",
    );
    const { json } = await plan();
    expect(json.commissioning_assessments?.commissioned.map((entry) => entry.gap)).toEqual([
      undefined,
    ]);
  });
});

describe("R3.3: a like replacement models an asset in service before the change", () => {
  // The ledger's rule too (test/core/obligations/vulnerability-assessments/asset-coverage.test.ts).
  it("two new relays, each the other's like replacement: both flagged, whatever their baselines", async () => {
    await change("high", "R320", {});
    const relay10 = ["  relay-10:", "    type: hardware", `    baseline: ${FIRMWARE("R320")}`];
    await writeFile(join(workdir, FILE), `${inventory("high", "R320")}${relay10.join("\n")}\n`);
    const like = (id: string, asset: string, of: string) =>
      commissioning(`like_replacement_of: ${of}`)
        .replace("id: C-2026-09", `id: ${id}`)
        .replace("asset: relay-09", `asset: ${asset}`);
    await writeFile(
      join(workdir, "vulnerability-assessments", "C-9.yaml"),
      like("C-9", "relay-09", "relay-10"),
    );
    await writeFile(
      join(workdir, "vulnerability-assessments", "C-10.yaml"),
      like("C-10", "relay-10", "relay-09"),
    );
    const { json } = await plan();
    const entering =
      "which the same change puts into service: the asset replaced must be in service before it, with its baseline";
    expect(
      json.commissioning_assessments?.commissioned.map(({ asset, evidence, gap }) => ({
        asset,
        evidence,
        gap,
      })),
    ).toEqual([
      {
        asset: "relay-09",
        evidence: [{ kind: "like-replacement", record: "C-9", of: "relay-10", of_entering: true }],
        gap: `C-9 declares a like replacement of "relay-10", ${entering}`,
      },
      {
        asset: "relay-10",
        evidence: [{ kind: "like-replacement", record: "C-10", of: "relay-09", of_entering: true }],
        gap: `C-10 declares a like replacement of "relay-09", ${entering}`,
      },
    ]);
  });
});

describe("R3.3: a Medium system", () => {
  it("is not checked: no commissioning_assessments, even under require", async () => {
    await change("medium", "R320", {});
    await writeFile(
      join(workdir, "cip-policy.yaml"),
      "version: 1\nvulnerability_assessments: require\n",
    );
    const { text, json } = await plan();
    expect(json.commissioning_assessments).toBeUndefined();
    expect(text).not.toContain("R3.3");
  });
});

describe("R3.3: a system without impact", () => {
  // Issue 80, item 5: what the ledger will record of it (CIP-010 R2.1 judged as for High, an
  // exception) is said before the merge, not only that R3.3 was not judged.
  it("is not judged, and the plan says so, why and what the merge records, refusing nothing under require", async () => {
    await change("none", "R320", {});
    await writeFile(
      join(workdir, "cip-policy.yaml"),
      "version: 1\nvulnerability_assessments: require\n",
    );
    const { text, json } = await plan();
    expect(json.commissioning_assessments?.commissioned).toEqual([
      expect.objectContaining({
        asset: "relay-09",
        evidence: [],
        not_judged:
          "its system declares no impact, so whether Part 3.3 applies (High only) is not known, and once merged its CIP-010 R2.1 configuration monitoring is judged as for High: an exception in the ledger (impact not declared); declare impact: in its document",
      }),
    ]);
    expect(json.commissioning_assessments?.commissioned[0]?.gap).toBeUndefined();
    expect(text).toContain(
      `  ~ ${AT} BCA relay-09 in Alpha Protection: not judged for R3.3: its system declares no impact, so whether Part 3.3 applies (High only) is not known, and once merged its CIP-010 R2.1 configuration monitoring is judged as for High: an exception in the ledger (impact not declared); declare impact: in its document`,
    );
  });
});
