// An apply from uncommitted edits says so on the terminal (issue 80, item 6): its change record
// names the checkout's commit and `tree_dirty: true`, but the commit does not hold what was
// applied, which the operator should know before the change is made, not find in the record
// later. Decided: warned, not refused (a break-glass fix must not wait, and the record carries
// the operations and baselines themselves); a clean tree says nothing.
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, git, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-apply-dirty-tree-80";
const FILE = "inventory/alpha.yaml";
const document = (assets: string[]) =>
  `cyber_system: Alpha Protection\nfacility: Substation Alpha\nimpact: low\nassets:\n${assets.map((asset) => `  ${asset}: hardware\n`).join("")}`;
const DIRTY =
  /^warning: the working tree has changes not committed to [0-9a-f]{40}: the change record names that commit, which does not hold what this apply reads \(tree_dirty: true\); commit them first so that the record's commit shows what was applied\n/mu;

let workdir: string;
let emulator: RunningEmulator;
let env: Record<string, string>;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-apply-dirty-tree-");
  emulator = await startEmulator({ seed: acmeSeed(KEY, []) });
  env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
  sealableCheckout(workdir);
  await commitFiles(workdir, { [FILE]: document(["alpha-relay-01"]) });
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const apply = () =>
  runCliInProcess(["apply", "--yes", "--record", "change.json"], { cwd: workdir, env });

describe("apply --record", () => {
  it("from uncommitted edits warns once, before the change, and records tree_dirty", async () => {
    await writeFile(join(workdir, FILE), document(["alpha-relay-01", "alpha-relay-02"]));
    const run = await apply();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(DIRTY);
    expect(run.stderr.match(new RegExp(DIRTY.source, "gmu"))).toHaveLength(1);
    expect(run.stderr).toContain(git(workdir, "rev-parse", "HEAD"));
    expect(run.stderr.indexOf("warning: the working tree")).toBeLessThan(
      run.stderr.indexOf("Applying"),
    );
    const record = JSON.parse(await readFile(join(workdir, "change.json"), "utf8")) as ChangeRecord;
    expect(record.context?.tree_dirty).toBe(true);
  });

  it("from a clean tree says nothing of it", async () => {
    const run = await apply();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain("not committed");
  });
});
