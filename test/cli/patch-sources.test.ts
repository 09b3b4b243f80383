// CIP-007-6 R2.1 at review from the terminal (issue 62, item 1): `plan --base` lists the software a
// change adds without a patch source apart from the existing gaps (text and JSON); a broken patch
// file is refused at its line; `patch_sources: require` in cip-policy.yaml refuses the plan and the
// apply, applying nothing; `validate` warns at each item and refuses nothing for it.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-patch-sources-62";
const FILE = "inventory/alpha.yaml";
const inventory = (software: string) =>
  [
    "cyber_system: Alpha Protection",
    "facility: Substation Alpha",
    "impact: high",
    "assets:",
    "  rtac-01:",
    "    type: hardware",
    `    baseline: { os_firmware: [{ name: SEL-3555 firmware, version: R148 }], software: [${software}], custom_software: [], ports: [], patches: [] }`,
    "",
  ].join("\n");
const RTAC = "{ name: acSELerator RTAC, version: '1.32' }";
const SOURCES =
  "version: 1\nsources:\n  - { id: sel, name: SEL notifications, covers: [{ os_firmware: SEL-3555 firmware }] }\n";

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-patch-sources-");
  emulator = await startEmulator({ seed: acmeSeed(KEY) });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
  sealableCheckout(workdir);
  // The base: the firmware, covered by a source, and no software yet.
  await commitFiles(workdir, { [FILE]: inventory(""), "cip-patch-sources.yaml": SOURCES });
  // The change: the RTAC software added, without a source.
  await writeFile(join(workdir, FILE), inventory(RTAC));
  emulator.resetCounts();
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

describe("software added without a patch source", () => {
  it("plan --base flags it as added by this change, at its line, and exits 0", async () => {
    const run = await runCliInProcess(["plan", "--base", "HEAD"], { cwd: workdir, env });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "Patch sources (CIP-007-6 R2.1, cip-patch-sources.yaml): 1 baseline item of applicable assets has no patch source; flagged, not refused",
    );
    expect(run.stdout).toContain(
      `  ? software "acSELerator RTAC" 1.32 on rtac-01 (Alpha Protection), added by this change, at ${FILE}:7:87`,
    );
  });

  it("plan --format json carries it in patch_sources", async () => {
    const run = await runCliInProcess(["plan", "--base", "HEAD", "--format", "json"], {
      cwd: workdir,
      env,
    });
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as Plan;
    expect(plan.patch_sources).toEqual({
      sources_file: "cip-patch-sources.yaml",
      setting: "flag",
      missing: [
        {
          cyber_system: "Alpha Protection",
          asset: "rtac-01",
          item: "software",
          name: "acSELerator RTAC",
          version: "1.32",
          location: { file: FILE, line: 7, column: expect.any(Number) as number },
          change: "added",
        },
      ],
      not_seen: [],
    });
  });

  it.each([
    ["plan", "--base", "HEAD"],
    ["apply", "--yes", "--base", "HEAD"],
  ])("patch_sources: require refuses %s at the item, applying nothing", async (...args) => {
    await writeFile(join(workdir, "cip-policy.yaml"), "version: 1\npatch_sources: require\n");
    const run = await runCliInProcess(args, { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `${FILE}:7:\\d+: error: software "acSELerator RTAC" "1.32" of asset "rtac-01" in "Alpha Protection" has no patch source \\(CIP-007-6 R2.1\\), added by this change, and cip-policy.yaml sets patch_sources: require: add the item to a source's covers in cip-patch-sources.yaml`,
      ),
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("require passes once a no_source declaration names the item", async () => {
    await writeFile(join(workdir, "cip-policy.yaml"), "version: 1\npatch_sources: require\n");
    await writeFile(
      join(workdir, "cip-patch-sources.yaml"),
      `${SOURCES}no_source:\n  - { software: acSELerator RTAC, kind: not-updateable, reason: "only with new hardware" }\n`,
    );
    const run = await runCliInProcess(["plan", "--base", "HEAD"], { cwd: workdir, env });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "every os_firmware and software item of the applicable assets' baselines has a source or a no_source declaration",
    );
  });

  it("a broken evaluation file refuses the plan at its line, whatever the policy", async () => {
    await mkdir(join(workdir, "patch-evaluations", "sel"), { recursive: true });
    await writeFile(
      join(workdir, "patch-evaluations", "sel", "2026-03.yaml"),
      "version: 1\nsource: sel\nreleases_since: 2026-02-30\npatches: []\n",
    );
    const run = await runCliInProcess(["plan", "--base", "HEAD"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "patch-evaluations/sel/2026-03.yaml:3:17: error: releases_since must be a date",
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("validate warns at the item and exits 0, even under require", async () => {
    await writeFile(join(workdir, "cip-policy.yaml"), "version: 1\npatch_sources: require\n");
    const run = await runCliInProcess(["validate"], { cwd: workdir, env: {} });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      new RegExp(`${FILE}:7:\\d+: warning: software "acSELerator RTAC" "1.32" of asset "rtac-01"`),
    );
  });
});

// Issue 69: the terminal's plan shows the patch files the checkout adds, changes or removes
// against --base, as the Action's plan shows them against the commit in force (the engine's
// patchFileChanges): each evaluation's patches with their applicability and reason; an unchanged
// file says nothing.
describe("plan --base shows the patch files that change", () => {
  const EVALUATION = [
    "version: 1",
    "source: sel",
    "releases_since: 2026-01-01",
    "patches:",
    "  - { id: SEL-2026-004, released: 2026-01-10, item: { os_firmware: SEL-3555 firmware }, applicable: true }",
    "  - { id: SEL-2026-005, released: 2026-01-12, item: { os_firmware: SEL-3555 firmware }, applicable: false, reason: 'only the HMI module, not installed' }",
    "",
  ].join("\n");
  const PATH = "patch-evaluations/sel/2026-01.yaml";

  beforeEach(async () => {
    await mkdir(join(workdir, "patch-evaluations", "sel"), { recursive: true });
    await writeFile(join(workdir, PATH), EVALUATION);
  });

  it("in text: the evaluation added, each patch with its applicability and reason", async () => {
    const run = await runCliInProcess(["plan", "--base", "HEAD"], {
      cwd: workdir,
      env,
      now: () => Date.parse("2026-03-01T12:00:00Z"),
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const from = run.stdout.indexOf("CIP-007 R2");
    const block = run.stdout.slice(from, run.stdout.indexOf("\n\n", from));
    expect(block).toContain(PATH);
    expect(block).toContain("SEL-2026-004");
    expect(block).toMatch(
      /SEL-2026-005[^\n]*not applicable[^\n]*only the HMI module, not installed/,
    );
    // The sources file is the same at HEAD: not shown.
    expect(block).not.toContain("cip-patch-sources.yaml");
  });

  it("in JSON: patch_files, compared with --base's commit, the unchanged file left out", async () => {
    const run = await runCliInProcess(["plan", "--base", "HEAD", "--format", "json"], {
      cwd: workdir,
      env,
      now: () => Date.parse("2026-03-01T12:00:00Z"),
    });
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as Plan & {
      patch_files?: {
        compared_with: string;
        files: {
          file: string;
          change: string;
          evaluation?: { patches: { id: string; applicable: boolean; reason?: string }[] };
        }[];
      };
    };
    expect(plan.patch_files?.compared_with).toMatch(/^commit [0-9a-f]{40} \(HEAD\)$/);
    expect(plan.patch_files?.files.map(({ file, change }) => [file, change])).toEqual([
      [PATH, "added"],
    ]);
    expect(
      plan.patch_files?.files[0]?.evaluation?.patches.map(({ id, applicable, reason }) => ({
        id,
        applicable,
        reason,
      })),
    ).toEqual([
      { id: "SEL-2026-004", applicable: true, reason: undefined },
      { id: "SEL-2026-005", applicable: false, reason: "only the HMI module, not installed" },
    ]);
  });

  it("apply --plan of such a plan needs the same --base: refused without it, nothing applied", async () => {
    const now = () => Date.parse("2026-03-01T12:00:00Z");
    const planned = await runCliInProcess(["plan", "--base", "HEAD", "--out", "plan.json"], {
      cwd: workdir,
      env,
      now,
    });
    expect(planned.code).toBe(0);
    const refused = await runCliInProcess(["apply", "--plan", "plan.json", "--yes"], {
      cwd: workdir,
      env,
      now,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^error: --plan plan\.json shows the CIP-007 R2 patch files compared with commit [0-9a-f]{40} \(HEAD\), which 'plan --base' compared: pass the same --base to apply, so that the plan it checks is compared alike\. Nothing was changed\.\n$/,
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
    const applied = await runCliInProcess(
      ["apply", "--plan", "plan.json", "--yes", "--base", "HEAD"],
      { cwd: workdir, env, now },
    );
    expect(applied.stderr).not.toContain("error");
    expect(applied.code).toBe(0);
  });

  it("without --base, compares nothing and shows none", async () => {
    const run = await runCliInProcess(["plan", "--format", "json"], { cwd: workdir, env });
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { patch_files?: unknown }).patch_files).toBeUndefined();
  });
});
