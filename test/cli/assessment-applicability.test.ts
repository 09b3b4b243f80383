// Each family only where it applies (issue 98, item 4): an assessment file covering a system its
// document declares `impact: low` was planned as closing CIP-010 R3.1 to R3.3 and opening R3.4,
// with no word that R3 does not apply to low impact. The plan warns at the system's name in the
// file (file:line:column) that R3 applies to high and medium impact systems and the file closes
// nothing for it; the plan is never refused for it (exit 0, --detailed-exitcode 2 for the file
// shown), `validate` says the same as a warning (exit 0), and a high system's assessment gets no
// such warning. The service is asked to change nothing.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-assessment-applicability-98";
const inventory = (impact: string) =>
  [
    "cyber_system: Alpha Protection",
    "facility: Substation Alpha",
    `impact: ${impact}`,
    "assets:",
    "  relay-01:",
    "    type: hardware",
    "",
  ].join("\n");
const FILE = "vulnerability-assessments/VA-2026-09.yaml";
const ASSESSMENT = [
  "version: 1",
  "id: VA-2026-09",
  "systems: [Alpha Protection]",
  "method: paper",
  "environment: production",
  "controls_assessed: [ports and services]",
  "results: nothing found",
  "action_plan: no vulnerabilities found",
  "",
].join("\n");
const WARNING = `${FILE}:3:11: warning: systems names cyber system "Alpha Protection", whose document declares impact: low: CIP-010 R3 applies to high and medium impact BES Cyber Systems and their associated EACMS, PACS and PCA; this file closes nothing for it`;

let workdir: string;
let emulator: RunningEmulator;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-assessment-applicability-");
  emulator = await startEmulator({
    seed: acmeSeed(KEY, [{ id: "ca_relay_01", name: "relay-01", asset_type: "hardware" }]),
  });
  sealableCheckout(workdir);
  await mkdir(join(workdir, "vulnerability-assessments"));
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  runCliInProcess(args, {
    cwd: workdir,
    env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
    now: () => Date.parse("2026-03-01T12:00:00Z"),
  });

describe("an assessment of a system CIP-010 R3 does not reach", () => {
  it("is warned at its line in the plan and by validate, never refused", async () => {
    await commitFiles(workdir, { "inventory/alpha.yaml": inventory("low") });
    await writeFile(join(workdir, FILE), ASSESSMENT);
    const validated = await run("validate");
    expect(validated.code).toBe(0);
    expect(validated.stderr.split("\n")).toContain(WARNING);
    const planned = await run("plan", "--base", "HEAD", "--detailed-exitcode");
    expect(planned.code).toBe(2);
    expect(`${planned.stdout}${planned.stderr}`).toContain(
      "CIP-010 R3 applies to high and medium impact BES Cyber Systems",
    );
    const json = JSON.parse((await run("plan", "--base", "HEAD", "--format", "json")).stdout) as {
      warnings: { location: { file: string; line: number; column: number }; message: string }[];
    };
    expect(json.warnings).toContainEqual({
      severity: "warning",
      location: { file: FILE, line: 3, column: 11 },
      message: WARNING.slice(WARNING.indexOf("systems names")),
    });
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("a high system's assessment gets no such warning", async () => {
    await commitFiles(workdir, { "inventory/alpha.yaml": inventory("high") });
    await writeFile(join(workdir, FILE), ASSESSMENT);
    const validated = await run("validate");
    expect(validated.code, validated.stderr).toBe(0);
    expect(validated.stderr).not.toContain("CIP-010 R3 applies to");
  });
});

// The same for a baseline (item 4): declared on an asset of an impact: low system, it opens and
// closes no CIP-010 part; validate and the plan warn at the asset's line and refuse nothing.
describe("a baseline of an asset of a system CIP-010 R1 does not reach", () => {
  const BASELINE = `${inventory("low")}    baseline: { os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: [], patches: [] }\n`;
  const BASELINE_WARNING =
    'inventory/alpha.yaml:5:3: warning: asset "relay-01" declares a baseline, and its system "Alpha Protection" declares impact: low: CIP-010 R1 applies to high and medium impact BES Cyber Systems and their associated EACMS, PACS and PCA, so this baseline opens and closes no CIP-010 part (it stays the entity\'s own documentation); keep it, or rate the system where R1 applies';
  it("is warned at the asset's line by validate and the plan, never refused", async () => {
    await commitFiles(workdir, { "inventory/alpha.yaml": inventory("low") });
    await writeFile(join(workdir, "inventory/alpha.yaml"), BASELINE);
    const validated = await run("validate");
    expect(validated.code, validated.stderr).toBe(0);
    expect(validated.stderr.split("\n")).toContain(BASELINE_WARNING);
    const planned = await run("plan", "--base", "HEAD");
    expect(planned.code, planned.stderr).toBe(0);
    expect(`${planned.stdout}${planned.stderr}`.split("\n")).toContain(BASELINE_WARNING);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});
