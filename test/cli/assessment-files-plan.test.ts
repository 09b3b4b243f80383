// What the reviewer approves (issue 79, item 4): `plan --base` lists the CIP-010 R3 files a change
// adds, changes or removes (what each covers, its method, what it closes), in text and JSON, as
// it lists CIP-007 R2's; and `--detailed-exitcode` answers 2 (changes), never 0, for a plan that
// shows patch files or assessment files for approval, with no operation and no baseline change.
import { mkdir, rm, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-assessment-files-79";
const FILE = "inventory/alpha.yaml";
const INVENTORY = [
  "cyber_system: Alpha Protection",
  "facility: Substation Alpha",
  "impact: high",
  "assets:",
  "  relay-01:",
  "    type: hardware",
  "    baseline: { os_firmware: [{ name: SEL-451 firmware, version: R320 }], software: [], custom_software: [], ports: [], patches: [] }",
  "",
].join("\n");
const SOURCES =
  "version: 1\nsources:\n  - { id: sel, name: SEL notifications, covers: [{ os_firmware: SEL-451 firmware }] }\n";
const ASSESSMENT = [
  "version: 1",
  "id: VA-2026-09",
  "systems: [Alpha Protection]",
  "assets: [relay-01]",
  "method: active",
  "environment: production",
  "controls_assessed: [ports and services]",
  "results: telnet enabled on relay-01",
  "action_plan:",
  "  - id: AI-1",
  "    action: disable telnet on relay-01",
  "    planned_completion: 2026-06-30",
  "    status: [{ on: 2026-02-20, status: open }]",
  "",
].join("\n");
const FEASIBILITY = [
  "version: 1",
  "id: TF-2026-01",
  "kind: technical-feasibility",
  "systems: [Alpha Protection]",
  "reference: TFE-0042",
  "reason: the serial relays cannot be scanned actively",
  "",
].join("\n");
const EVALUATION = [
  "version: 1",
  "source: sel",
  "releases_since: 2026-01-01",
  "patches:",
  "  - { id: SEL-2026-004, released: 2026-01-10, item: { os_firmware: SEL-451 firmware }, applicable: true }",
  "",
].join("\n");
const NOW = () => Date.parse("2026-03-01T12:00:00Z");

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-assessment-files-");
  emulator = await startEmulator({
    seed: acmeSeed(KEY, [{ id: "ca_relay_01", name: "relay-01", asset_type: "hardware" }]),
  });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
  sealableCheckout(workdir);
  // The base: the system in service as declared, a patch source, and a feasibility record.
  await commitFiles(workdir, {
    [FILE]: INVENTORY,
    "cip-patch-sources.yaml": SOURCES,
    "vulnerability-assessments/TF-2026-01.yaml": FEASIBILITY,
  });
  emulator.resetCounts();
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const run = (...args: string[]) => runCliInProcess(args, { cwd: workdir, env, now: NOW });

describe("plan --detailed-exitcode with files for approval and nothing else", () => {
  it.each<[string, () => Promise<void>, number]>([
    ["nothing changed: 0", async () => {}, 0],
    [
      "a CIP-007 R2 evaluation added: 2",
      async () => {
        await mkdir(join(workdir, "patch-evaluations", "sel"), { recursive: true });
        await writeFile(join(workdir, "patch-evaluations/sel/2026-01.yaml"), EVALUATION);
      },
      2,
    ],
    [
      "a CIP-010 R3 assessment added: 2",
      () => writeFile(join(workdir, "vulnerability-assessments/VA-2026-09.yaml"), ASSESSMENT),
      2,
    ],
    [
      "a CIP-010 R3 record changed: 2",
      () =>
        writeFile(
          join(workdir, "vulnerability-assessments/TF-2026-01.yaml"),
          FEASIBILITY.replace("TFE-0042", "TFE-0043"),
        ),
      2,
    ],
  ])("%s", async (_what, change, code) => {
    await change();
    const planned = await run("plan", "--base", "HEAD", "--detailed-exitcode");
    expect(planned.stderr).toBe("");
    expect(planned.code).toBe(code);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

describe("plan --base shows the assessment files that change", () => {
  beforeEach(async () => {
    await writeFile(join(workdir, "vulnerability-assessments/VA-2026-09.yaml"), ASSESSMENT);
    await unlink(join(workdir, "vulnerability-assessments/TF-2026-01.yaml"));
  });

  it("in text: each file, what it covers, its method and what it closes", async () => {
    const planned = await run("plan", "--base", "HEAD");
    expect(planned.code).toBe(0);
    const lines = planned.stdout.split("\n");
    const from = lines.findIndex((line) => line.startsWith("CIP-010 R3 assessment files"));
    expect(lines.slice(from, from + 8)).toEqual([
      expect.stringMatching(
        /^CIP-010 R3 assessment files: 2 files added, changed or removed by this change \(compared with commit [0-9a-f]{40} \(HEAD\)\)\. Approving the change approves them as shown:$/,
      ),
      '  removed "vulnerability-assessments/TF-2026-01.yaml"',
      '  added "vulnerability-assessments/VA-2026-09.yaml": assessment "VA-2026-09", active, production, covers relay-01 of Alpha Protection',
      "      closes CIP-010 R3.1 for the applicable assets it covers",
      "      closes CIP-010 R3.2 for the BES Cyber Assets it covers",
      "      closes CIP-010 R3.3 for each asset it names that goes into service",
      "      opens CIP-010 R3.4 action item AI-1 (planned completion 2026-06-30, open)",
      "",
    ]);
    // No operation: the first line says what there is to approve, never "No changes".
    expect(lines[0]).toBe(
      "No service operation. The live inventory matches the declaration. 2 CIP-010 R3 assessment files added, changed or removed (below).",
    );
    expect(planned.stdout).not.toContain("No changes");
  });

  it("in JSON: assessment_files, compared with --base's commit", async () => {
    const planned = await run("plan", "--base", "HEAD", "--format", "json");
    expect(planned.code).toBe(0);
    const plan = JSON.parse(planned.stdout) as Plan;
    expect(plan.assessment_files?.compared_with).toMatch(/^commit [0-9a-f]{40} \(HEAD\)$/);
    expect(plan.assessment_files?.files).toEqual([
      { file: "vulnerability-assessments/TF-2026-01.yaml", change: "removed" },
      {
        file: "vulnerability-assessments/VA-2026-09.yaml",
        change: "added",
        record: {
          kind: "assessment",
          id: "VA-2026-09",
          covers: "relay-01 of Alpha Protection",
          method: "active",
          environment: "production",
          closes: [
            "closes CIP-010 R3.1 for the applicable assets it covers",
            "closes CIP-010 R3.2 for the BES Cyber Assets it covers",
            "closes CIP-010 R3.3 for each asset it names that goes into service",
            "opens CIP-010 R3.4 action item AI-1 (planned completion 2026-06-30, open)",
          ],
        },
      },
    ]);
  });
});

// Issue 79, item 5: the cyber systems and assets an assessment file names resolve against the
// inventory at file:line:column with the nearest names, in validate (online, where it says "every
// reference resolved") and in the plan; nothing is applied.
describe("an assessment's systems and assets resolved against the inventory", () => {
  const AT = "vulnerability-assessments/VA-2026-09.yaml";
  it.each<[string, [string, string], string[]]>([
    [
      "a misspelt system",
      ["systems: [Alpha Protection]", "systems: [Alpha Protecton]"],
      [
        `${AT}:3:11: error: systems names cyber system "Alpha Protecton", but no document of the inventory declares it (cyber_system:); did you mean "Alpha Protection"? Otherwise write the system as its document's cyber_system: names it`,
      ],
    ],
    [
      "a misspelt asset",
      ["assets: [relay-01]", "assets: [relay-10]"],
      [
        `${AT}:4:10: error: assets names asset "relay-10", but it is no asset of "Alpha Protection" in the inventory; did you mean "relay-01"? Otherwise write the asset as its system's document names it, or name its system in systems:`,
      ],
    ],
    [
      "an asset whose name only looks like one (a Cyrillic е)",
      ["assets: [relay-01]", "assets: [rеlay-01]"],
      [
        `${AT}:4:10: error: assets names asset "r\u0435lay-01", but it is no asset of "Alpha Protection" in the inventory; did you mean "relay-01"? (it is written r\\u0435lay-01: it only looks like it) Otherwise write the asset as its system's document names it, or name its system in systems:`,
      ],
    ],
    [
      "a system nothing resembles",
      ["systems: [Alpha Protection]", "systems: [Beta Control]"],
      [
        `${AT}:3:11: error: systems names cyber system "Beta Control", but no document of the inventory declares it (cyber_system:); write the system as its document's cyber_system: names it`,
      ],
    ],
  ])("%s", async (_what, [from, to], errors) => {
    await writeFile(join(workdir, AT), ASSESSMENT.replace(from, to));
    const validated = await run("validate");
    expect(validated.code).toBe(1);
    const said = validated.stderr.split("\n").filter((line) => line.includes(": error: "));
    expect(said).toEqual(errors);
    expect(validated.stderr + validated.stdout).not.toContain("every reference resolved");
    const planned = await run("plan", "--base", "HEAD");
    expect(planned.code).toBe(1);
    expect(planned.stderr.split("\n").filter((line) => line.includes(": error: "))).toEqual(errors);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("every name resolved: validate says so", async () => {
    await writeFile(join(workdir, AT), ASSESSMENT);
    const validated = await run("validate");
    expect(validated.code).toBe(0);
    expect(validated.stderr + validated.stdout).toContain("every reference resolved.");
  });
});
