// Baseline changes are changes at the merge too (issue 64, item 1, the Action half): a merge that
// changes only baselines records `no-changes` with each deviation listed in its change record, the
// same for a merge-queue batch, and the merge-queue check shows them. They are compared with the
// commit in force (the one the last merge the gate accepted merged, as the owner policy is judged),
// so a baseline change the ledger never accepted shows again in the next accepted merge; the
// reviewed plan still matches, since its fingerprint leaves the comparison out. In process against
// the emulator and the fake GitHub.
import { describe, expect, it } from "vitest";
import type { ChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import {
  BASE,
  HEAD_21,
  HEAD_22,
  MERGE_21,
  MERGE_22,
  merge,
  plan,
  pullRequest,
  push,
  queue,
} from "./review-scenario.ts";
import { runInProcess } from "./run-action.ts";
import {
  emulator,
  github,
  MERGE,
  planFileOf,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const baseline = (patches: string) =>
  `{ os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [${patches}] }`;
/** Every asset the service holds, so that no plan has an operation: the baselines differ only. */
const alpha = (rtu: string, relay = "KB7") =>
  [
    "cyber_system: Protection System",
    "facility: Substation Alpha",
    "impact: high",
    "assets:",
    `  alpha-rtu-01: { type: hardware, baseline: ${baseline(rtu)} }`,
    `  alpha-relay-01: { type: hardware, baseline: ${baseline(relay)} }`,
    "  old-hmi: hardware",
    "",
  ].join("\n");
const OPENS = ["CIP-010 R1.2", "CIP-010 R1.3", "CIP-010 R1.4", "CIP-010 R1.5", "CIP-010 R1.6"];
const FILE = "inventory/alpha.yaml";

function changes(): Extract<EvidenceRecord, { kind: "change" }>["change"][] {
  const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
  return records.flatMap(({ record }) => (record.kind === "change" ? [record.change] : []));
}

/** What a change record lists of its deviations: compared with what, and each asset's items. */
function deviationsOf(record: ChangeRecord | null) {
  const compared = record?.baseline_deviations;
  return {
    comparedWith: compared?.compared_with,
    deviations: (compared?.compared_with === null ? [] : (compared?.deviations ?? [])).map(
      ({ asset, asset_id, items, opens }) => ({ asset, asset_id, items, opens }),
    ),
  };
}

const patches = (added: string[]) => [{ item: "patches", added, removed: [] }];

describe("a merge that changes only a baseline", () => {
  it("records no-changes with the deviation from the base, the reviewed plan matching", async () => {
    github.policy.addFile(BASE, FILE, alpha("KB1"));
    await writeInventory("alpha.yaml", alpha("KB1, KB2"));
    // The pull request's plan is compared with its own base (nothing declared there): another
    // comparison than the merge's, and the same plan fingerprint.
    const planned = await planPullRequest();
    expect(planned.code).toBe(0);
    expect(planFileOf(planned).baseline_deviations?.compared_with).toBe(
      `the base commit ${UNLISTED_PARENT}`,
    );
    const run = await pushToMain(MERGE, {}, BASE);
    expect(run.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
    const [change] = changes();
    expect(change?.outcome).toBe("no-changes");
    expect(change?.plan_fingerprint).toBe(change?.reviewed_fingerprint);
    expect(change?.change_record?.status).toBe("no-changes");
    expect(deviationsOf(change!.change_record)).toEqual({
      comparedWith: `the base commit ${BASE}`,
      deviations: [
        { asset: "alpha-rtu-01", asset_id: "ca_2", items: patches(["KB2"]), opens: OPENS },
      ],
    });
  });

  it("is compared with the commit in force, so a change the gate never accepted shows again", async () => {
    // Accepted: the merge of pull request 7 puts its files in force (record #1).
    github.policy.addFile(BASE, FILE, alpha("KB1"));
    await writeInventory("alpha.yaml", alpha("KB1"));
    expect((await planPullRequest()).code).toBe(0);
    expect((await pushToMain(MERGE, {}, BASE)).code).toBe(0);
    github.policy.addFile(MERGE, FILE, alpha("KB1"));
    // A direct push puts KB2 on the default branch, never recorded; then pull request 8 adds KB3.
    const direct = "f5".repeat(20);
    github.policy.addFile(direct, FILE, alpha("KB1, KB2"));
    const [head, merged] = ["f6".repeat(20), "f7".repeat(20)];
    pullRequest(8, head, { commits: [head, merged], mergeCommitSha: merged, mergedBy: "carol" });
    await writeInventory("alpha.yaml", alpha("KB1, KB2, KB3"));
    const run = await pushToMain(merged, { "require-reviewed-plan": "false" }, direct);
    expect(run.code).toBe(0);
    const [, change] = changes();
    expect(change?.outcome).toBe("no-changes");
    expect(deviationsOf(change!.change_record)).toEqual({
      comparedWith: `the commit in force ${MERGE} (merged by the change the gate accepted in record #1 of cip-sync-evidence)`,
      deviations: [
        { asset: "alpha-rtu-01", asset_id: "ca_2", items: patches(["KB2", "KB3"]), opens: OPENS },
      ],
    });
  });
});

describe("a merge-queue batch that changes only baselines", () => {
  /** Pull request 21 adds KB2 to alpha-rtu-01, 22 adds KB8 to alpha-relay-01, over BASE. */
  async function twoBaselineChanges() {
    github.commits.push(
      { sha: BASE, parents: [] },
      { sha: HEAD_21, parents: [BASE] },
      { sha: HEAD_22, parents: [BASE] },
    );
    github.policy.addFile(BASE, FILE, alpha("KB1"));
    const first = pullRequest(21, HEAD_21);
    const second = pullRequest(22, HEAD_22);
    await writeInventory("alpha.yaml", alpha("KB1, KB2"));
    expect((await plan(21, HEAD_21)).code).toBe(0);
    await writeInventory("alpha.yaml", alpha("KB1", "KB7, KB8"));
    expect((await plan(22, HEAD_22)).code).toBe(0);
    await writeInventory("alpha.yaml", alpha("KB1, KB2", "KB7, KB8"));
    return { first, second };
  }

  it("shows the group's deviations from the commit in force in the queue's check", async () => {
    await twoBaselineChanges();
    const run = await queue("9c".repeat(20), 22);
    expect(run.code).toBe(0);
    expect(run.summary).toContain("2 baseline deviations");
    expect(run.summary).toContain("1.1.5 security patches applied: added KB8");
  });

  it("records no-changes for the push, listing both pull requests' deviations", async () => {
    const { first, second } = await twoBaselineChanges();
    merge(first, MERGE_21, BASE);
    merge(second, MERGE_22, MERGE_21);
    const run = await push(BASE, MERGE_22);
    expect(run.code).toBe(0);
    const [change] = changes();
    expect(change?.pull_requests?.map(({ number }) => number)).toEqual([21, 22]);
    expect(change?.outcome).toBe("no-changes");
    expect(deviationsOf(change!.change_record)).toEqual({
      comparedWith: `the base commit ${BASE}`,
      deviations: [
        { asset: "alpha-relay-01", asset_id: "ca_1", items: patches(["KB8"]), opens: OPENS },
        { asset: "alpha-rtu-01", asset_id: "ca_2", items: patches(["KB2"]), opens: OPENS },
      ],
    });
  });
});
