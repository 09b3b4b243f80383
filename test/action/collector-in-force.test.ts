// The collector's file a drift check seals (input monitoring-file) is the one in force, never what
// a refused merge left on the default branch (issue 88, item 6, "a refused merge's collector
// file"): the drift check reads the file at the commit the last accepted record put in force, and
// seals nothing when the checkout's differs from it, saying why, so that the file cannot close
// CIP-010 R2.1. The same file, in force, is sealed. In process against the emulator and the fake
// GitHub.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { verifyLedger } from "../support/ledger-check.ts";
import { pullRequest } from "./review-scenario.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import { checkDrift, dir, github, pushToMain, useScenario, writeInventory } from "./scenario.ts";

useScenario(runInProcess);

const BASELINE =
  '{ os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [KB1] }';
/** The one asset's five R1.1 items, observed as declared: the file would close R2.1. */
const ALPHA = [
  "cyber_system: Protection System",
  "facility: Substation Alpha",
  "impact: high",
  "assets:",
  `  alpha-rtu-01: { type: hardware, baseline: ${BASELINE} }`,
  `  alpha-relay-01: { type: hardware, baseline: ${BASELINE} }`,
  "  old-hmi: hardware",
  "",
].join("\n");
const COLLECTOR = JSON.stringify({
  format_version: 1,
  workspace: "default",
  observed_at: "2026-11-20T10:00:00Z",
  collector: { name: "site-collector", version: "1.0" },
  assets: ["alpha-rtu-01", "alpha-relay-01"].map((name) => ({
    cyber_system: "Protection System",
    name,
    observed: {
      os_firmware: [{ name: "RTOS", version: "4.2" }],
      software: [],
      custom_software: [],
      ports: [],
      patches: ["KB1"],
    },
  })),
});
const [genesis, head, refused] = ["e1".repeat(20), "e2".repeat(20), "e3".repeat(20)] as const;

/** The genesis (in force), then a merge nobody approved that brings the collector's file. */
async function refusedMergeBringsCollector(): Promise<void> {
  github.policy.addFile(genesis, "inventory/alpha.yaml", ALPHA);
  await writeInventory("alpha.yaml", ALPHA);
  expect((await checkDrift({}, genesis)).code).toBe(0);
  pullRequest(9, head, {
    commits: [head, refused],
    mergeCommitSha: refused,
    mergedBy: "carol",
    reviews: [],
  });
  await writeFile(join(workspaceOf(dir), "collector.json"), COLLECTOR);
  const merge = await pushToMain(refused, { "min-approvals": "1" }, genesis);
  expect(merge.code).toBe(1);
  expect(merge.outputs["failure-reason"]).toBe("not-approved");
}

function kinds(): string[] {
  return verifyLedger(github.git.filesOn("cip-sync-evidence")).records.map(
    ({ record }) => record.kind,
  );
}

describe("the collector's file of a drift check is the one in force (issue 88, item 6)", () => {
  it("seals nothing from a file a refused merge brought, and the log says why", async () => {
    await refusedMergeBringsCollector();
    const before = kinds();
    const drift = await checkDrift({ "monitoring-file": "collector.json" }, refused);
    expect(drift.stdout).toContain(
      `::warning title=Collector's file not in force::input monitoring-file collector.json was not sealed: it differs from the one at commit ${genesis}, the commit in force (the ledger's genesis put it there), which has no such file. A change the gate did not accept (a refused merge, a direct push) brought it, so it closes nothing of CIP-010 R2.1. Merge the collector's file in a pull request the gate accepts; the next drift check then seals it`,
    );
    expect(drift.code).toBe(0);
    expect(drift.stdout).not.toContain("asset(s) compared");
    // The drift check's own record, and no configuration-monitoring record: nothing of R2.1 closed.
    expect(kinds()).toEqual([...before, "monitoring"]);
  });

  it("seals the same file when it is the one in force", async () => {
    await refusedMergeBringsCollector();
    github.policy.addFile(genesis, "collector.json", COLLECTOR);
    const before = kinds();
    const drift = await checkDrift({ "monitoring-file": "collector.json" }, refused);
    expect(drift.stdout).toContain("2 asset(s) compared, 0 unauthorized change(s) detected");
    expect(kinds()).toEqual([...before, "monitoring", "configuration-monitoring"]);
  });
});
