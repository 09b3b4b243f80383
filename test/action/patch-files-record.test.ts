// What a merge's change record carries of CIP-007 R2's reviewed files: those the merged commit has
// new or changed since the commit its files are compared with, whole, with the SHA-256 of each
// text; every one, compared with nothing, when that commit's files cannot be read (the
// obligations take a file as new only where its text differs from the one in force). In process
// against the emulator and the fake GitHub.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import {
  dir,
  github,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const BASE = "d5".repeat(20);
const SOURCES = `version: 1
sources:
  - id: sel-advisories
    name: SEL security notifications
    covers:
      - { os_firmware: "RTOS" }
`;
const EVALUATION = `version: 1
source: sel-advisories
releases_since: 2026-01-01
patches: []
`;
const EVALUATION_FILE = "patch-evaluations/sel-advisories/2026-01.yaml";
const INVENTORY =
  'cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01: { type: hardware, baseline: { os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [KB1] } }\n  old-hmi: hardware\n';

async function checkoutFile(path: string, text: string): Promise<void> {
  const file = join(workspaceOf(dir), path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function mergedRecord() {
  await writeInventory("alpha.yaml", INVENTORY);
  await checkoutFile("cip-patch-sources.yaml", SOURCES);
  await checkoutFile(EVALUATION_FILE, EVALUATION);
  expect((await planPullRequest()).code).toBe(0);
  const run = await pushToMain(undefined, {}, BASE);
  const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
  const record = records.at(-1)!.record;
  return { run, change: record.kind === "change" ? record.change : undefined };
}

describe("a merge record carries the CIP-007 R2 files it changed", () => {
  it("carries the evaluation the base had not, not the sources file the base had as it is", async () => {
    github.policy.addFile(BASE, "cip-patch-sources.yaml", SOURCES);
    // The pull request's base is that commit too, as on GitHub: its plan showed the evaluation
    // alone, which the merge's plan then shows again (the fingerprint covers it).
    github.policy.addFile(UNLISTED_PARENT, "cip-patch-sources.yaml", SOURCES);
    const { run, change } = await mergedRecord();
    expect(run.code).toBe(0);
    expect(change?.patch_files).toEqual({
      compared_with: BASE,
      files: [
        {
          file: EVALUATION_FILE,
          sha256: `sha256:${sha256Hex(EVALUATION)}`,
          text: EVALUATION,
        },
      ],
    });
    // What the obligations read of the baseline: its items, not only their digests.
    expect(change?.baselines?.find((b) => b.asset === "alpha-rtu-01")?.patched).toEqual({
      os_firmware: [{ name: "RTOS", version: "4.2" }],
      software: [],
      patches: ["KB1"],
    });
  });

  it("carries every file, compared with nothing, when the base's cannot be read, and says so", async () => {
    github.policy.failing.add(`${BASE}:cip-patch-sources.yaml`);
    const { run, change } = await mergedRecord();
    expect(change?.patch_files?.files.map((file) => file.file)).toEqual([
      "cip-patch-sources.yaml",
      EVALUATION_FILE,
    ]);
    expect(change?.patch_files?.compared_with).toMatch(
      new RegExp(`^nothing: the patch files at commit ${BASE} could not be read`),
    );
    expect(run.stdout).toContain(`The CIP-007 R2 patch files at commit ${BASE} could not be read`);
  });
});
