// Baseline changes are changes (issue 64, item 1): a patch added to a baseline three High assets
// share is a change with no service operation. `plan --base REF` lists each deviation (text,
// Markdown, JSON) with the CIP-010 parts it opens, `--detailed-exitcode` exits 2 for it alone,
// `apply` names it in its verdict and the change record carries it; without --base the plan says
// it did not compare rather than "No changes".
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, git, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-baseline-deviations-64";
const build = (patches: string) =>
  `{ os_firmware: [{ name: RHEL, version: "9.4" }], software: [], custom_software: [], ports: [{ port: 22, protocol: tcp, justification: admin }], patches: ${patches} }`;
const inventory = (patches: string) =>
  [
    "cyber_system: Alpha Protection",
    "facility: Substation Alpha",
    "impact: high",
    `baselines:\n  ems-build: ${build(patches)}`,
    "assets:",
    "  ems-01: { type: hardware, baseline: ems-build }",
    "  ems-02: { type: hardware, baseline: ems-build }",
    "  ems-03: { type: hardware, baseline: ems-build }",
    "",
  ].join("\n");
const ASSETS = ["ems-01", "ems-02", "ems-03"].map((name, index) => ({
  id: `ca_${index + 1}`,
  name,
  asset_type: "hardware" as const,
}));
const FILE = "inventory/alpha.yaml";

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;
/** The commit that declared the baseline without the patch. */
let base: string;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-baseline-deviations-");
  emulator = await startEmulator({ seed: acmeSeed(KEY, ASSETS) });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
  sealableCheckout(workdir);
  base = await commitFiles(workdir, { [FILE]: inventory("[]") });
  // The change: a patch added to the shared baseline, not yet committed.
  await writeFile(join(workdir, FILE), inventory("[RHSA-2026:2001]"));
  emulator.resetCounts();
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const OPENS = "opens CIP-010 R1.2, CIP-010 R1.3, CIP-010 R1.4, CIP-010 R1.5, CIP-010 R1.6";
/** The plan's CIP-007 R2.1 lines: the shared RHEL firmware of each asset, with no patch source. */
const patchSourceLines = (change: string, mark = ".") => [
  "Patch sources (CIP-007-6 R2.1, no cip-patch-sources.yaml): 3 baseline items of applicable assets have no patch source; flagged, not refused (the policy's patch_sources: require would refuse those a change adds or changes).",
  ...ASSETS.map(
    (asset) =>
      `  ${mark} os_firmware "RHEL" 9.4 on ${asset.name} (Alpha Protection), ${change}, at inventory/alpha.yaml:5:30`,
  ),
  "  To close a gap: add the item to a source's covers in cip-patch-sources.yaml, or declare it under no_source with kind: no-patching-source or not-updateable and a reason.",
  "",
];

describe("a patch added to a baseline three High assets share", () => {
  it("plan --base lists the three deviations and exits 2 with --detailed-exitcode", async () => {
    const run = await runCliInProcess(["plan", "--base", "HEAD", "--detailed-exitcode"], {
      cwd: workdir,
      env,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(2);
    const commit = git(workdir, "rev-parse", "HEAD");
    expect(run.stdout).toBe(
      [
        "No service operation, but 3 baseline deviations (CIP-010 R1.2). The live inventory matches the declaration.",
        "",
        `Baseline deviations from commit ${commit} (HEAD): 3 assets, each a change CIP-010 R1.2 asks to authorize and document:`,
        "  Alpha Protection (cs_alpha):",
        `    ~ ems-01 (ca_1): ${OPENS}`,
        "        1.1.5 security patches applied: added RHSA-2026:2001",
        `    ~ ems-02 (ca_2): ${OPENS}`,
        "        1.1.5 security patches applied: added RHSA-2026:2001",
        `    ~ ems-03 (ca_3): ${OPENS}`,
        "        1.1.5 security patches applied: added RHSA-2026:2001",
        "",
        ...patchSourceLines("an existing gap"),
      ].join("\n"),
    );
    expect(base).toBe(commit);
  });

  it("plan --format json and markdown carry the same deviations", async () => {
    const json = await runCliInProcess(["plan", "--base", base, "--format", "json"], {
      cwd: workdir,
      env,
    });
    expect(json.code).toBe(0);
    const plan = JSON.parse(json.stdout) as Plan;
    expect(plan.operations).toEqual([]);
    expect(plan.baseline_deviations).toEqual({
      compared_with: `commit ${base}`,
      deviations: ASSETS.map((asset) => ({
        asset: asset.name,
        asset_id: asset.id,
        cyber_system: "Alpha Protection",
        cyber_system_id: "cs_alpha",
        items: [{ item: "patches", added: ["RHSA-2026:2001"], removed: [] }],
        opens: ["CIP-010 R1.2", "CIP-010 R1.3", "CIP-010 R1.4", "CIP-010 R1.5", "CIP-010 R1.6"],
      })),
    });
    const markdown = await runCliInProcess(["plan", "--base", base, "--format", "markdown"], {
      cwd: workdir,
      env,
    });
    expect(markdown.stdout).toContain(
      "**No service operation, but 3 baseline deviations (CIP-010 R1.2). The live inventory matches the declaration.**",
    );
    expect(markdown.stdout).toContain(
      "| ems-02 | ca\\_2 | Alpha Protection | 1.1.5 security patches applied: added RHSA-2026:2001 | CIP-010 R1.2, CIP-010 R1.3, CIP-010 R1.4, CIP-010 R1.5, CIP-010 R1.6 |",
    );
  });

  it('plan without --base says it did not compare, never "No changes", and --detailed-exitcode refuses to answer 0', async () => {
    // Issue 71, item 3: it exited 0 after this baseline change.
    const run = await runCliInProcess(["plan", "--detailed-exitcode"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      "error: --detailed-exitcode cannot answer 0 (no changes): there is no service operation, but the baselines were not compared with the existing baselines, so whether one deviates (a change CIP-010 R1.2 counts) is unknown: pass --base REF, the commit the live baselines were declared at (such as origin/main), to answer 0 or 2\n",
    );
    const plain = await runCliInProcess(["plan"], { cwd: workdir, env });
    expect([plain.code, plain.stdout]).toEqual([0, run.stdout]);
    expect(run.stdout).not.toContain("No changes");
    expect(run.stdout).toBe(
      [
        "No service operation. The live inventory matches the declaration. Whether a baseline deviates was not checked (below).",
        "",
        "Baselines (CIP-010 R1.1): not compared with the existing baselines: pass --base REF, the commit the live baselines were declared at (such as origin/main), to list the deviations CIP-010 R1.2 counts.",
        "",
        ...patchSourceLines("not compared with the existing baselines", "?"),
      ].join("\n"),
    );
  });

  it("apply --base names the deviations in its verdict and its change record, changing nothing in the service", async () => {
    git(workdir, "add", "-A");
    git(workdir, "commit", "-q", "-m", "patch RHSA-2026:2001");
    const run = await runCliInProcess(
      ["apply", "--base", "HEAD~1", "--yes", "--record", "change.json"],
      { cwd: workdir, env },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`    ~ ems-03 (ca_3): ${OPENS}\n`);
    expect(run.stdout).toMatch(
      /Applied: no service operation was needed; the change is 3 baseline deviations \(CIP-010 R1\.2\)\.\n$/,
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
    const record = JSON.parse(await readFile(join(workdir, "change.json"), "utf8")) as ChangeRecord;
    expect(record.status).toBe("no-changes");
    expect(
      record.baseline_deviations?.compared_with === null
        ? []
        : record.baseline_deviations?.deviations.map((deviation) => deviation.asset),
    ).toEqual(["ems-01", "ems-02", "ems-03"]);
  });

  it("apply on a terminal asks for a baseline-only change and records it, where it used to stop at no operation", async () => {
    git(workdir, "add", "-A");
    git(workdir, "commit", "-q", "-m", "patch RHSA-2026:2001");
    const run = await runCliInProcess(["apply", "--base", "HEAD~1", "--record", "change.json"], {
      cwd: workdir,
      env,
      stdinIsTTY: true,
      answer: "yes",
    });
    expect(run.code).toBe(0);
    expect(run.asked).toHaveLength(1);
    const record = JSON.parse(await readFile(join(workdir, "change.json"), "utf8")) as ChangeRecord;
    expect(record.status).toBe("no-changes");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("refuses a --base git cannot name, before any request that changes the service", async () => {
    const run = await runCliInProcess(["plan", "--base", "no-such-branch"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      `--base no-such-branch: the git repository at ${workdir} has no commit of that name`,
    );
    expect(run.stderr).toContain("such as origin/main");
  });
});
