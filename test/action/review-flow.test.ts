// The review flow of a busy repository, in process against the emulator and the fake GitHub: two
// pull requests merged by one push, and merge-queue groups.
import { describe, expect, it } from "vitest";
import { verifyLedger } from "../support/ledger-check.ts";
import { runInProcess } from "./run-action.ts";
import {
  BASE,
  BULK,
  commentOf,
  files,
  HEAD_21,
  HEAD_22,
  MERGE_21,
  MERGE_22,
  merge,
  plan,
  planTwoPullRequests,
  push,
  queue,
  recordOf,
  ALPHA_MAIN,
} from "./review-scenario.ts";
import { ALPHA, emulator, expectNoSecrets, github, useScenario } from "./scenario.ts";

useScenario(runInProcess);

/** The pull requests the newest ledger record names, with each one's independent approvers. */
function ledgerPullRequests() {
  const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
  const { record } = records.at(-1)!;
  if (record.kind !== "change") throw new Error(`the newest record is ${record.kind}`);
  return {
    pullRequest: record.change.pull_request,
    pullRequests: record.change.pull_requests?.map((pull) => [pull.number, pull.approved_by]),
  };
}

describe("a push that merges two pull requests", () => {
  it("applies when the plan is the union of both reviewed plans, and records both", async () => {
    const { first, second } = await planTwoPullRequests();
    merge(first, MERGE_21, BASE);
    merge(second, MERGE_22, MERGE_21);
    await files(ALPHA, BULK);
    const before = github.requests.length;
    const run = await push(BASE, MERGE_22);
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    // dave approved both: his permission is read once for the run.
    const lookups = github.requests
      .slice(before)
      .filter(({ path }) => path.endsWith("/permission"));
    expect(lookups.map(({ path }) => path)).toEqual([
      "/repos/grid-east/inventory/collaborators/dave/permission",
    ]);
    expect(run.stdout).toContain(
      `Commit ${MERGE_22} merged #21 (last commit ${HEAD_21}): reviewed plan of 3 operation(s)`,
    );
    expect(emulator.mutatingRequestCount()).toBe(4);
    for (const number of [21, 22]) expect(commentOf(number).parsed.header.status).toBe("applied");
    const record = recordOf(run);
    expect(record.context.pull_request).toBeUndefined();
    expect(
      record.context.pull_requests?.map(({ number, approved_by }) => [number, approved_by]),
    ).toEqual([
      [21, ["dave"]],
      [22, ["dave"]],
    ]);
    expect(ledgerPullRequests()).toEqual({
      pullRequest: null,
      pullRequests: [
        [21, ["dave"]],
        [22, ["dave"]],
      ],
    });
  });

  it("refuses an operation neither reviewed, naming it, and applies nothing", async () => {
    const { first, second } = await planTwoPullRequests();
    merge(first, MERGE_21, BASE);
    merge(second, MERGE_22, MERGE_21);
    await files(`${ALPHA}  alpha-relay-09: hardware\n`, BULK);
    const run = await push(BASE, MERGE_22);
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("plan-changed");
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(run.stdout).toContain(
      "1 operation of the plan now is in no reviewed plan of #21 and #22, and 0 reviewed operations are no longer in it",
    );
    for (const number of [21, 22]) {
      const { parsed } = commentOf(number);
      expect(parsed.header.status).toBe("plan-changed");
      expect(parsed.rendered).toContain(
        "**Not reviewed** (1 operation in no pull request's reviewed plan):\n\n- create (hardware) alpha-relay-09 in Protection System",
      );
    }
    expect(run.summary).toContain("- create (hardware) alpha-relay-09 in Protection System");
    // Nothing was applied, so there is no change record: the ledger names the pull requests.
    expect(ledgerPullRequests()).toEqual({
      pullRequest: null,
      pullRequests: [
        [21, ["dave"]],
        [22, ["dave"]],
      ],
    });
  });
});

describe("a push that merges two pull requests, one pushed to after its plan", () => {
  it("counts the later commit's operations as unreviewed and says why", async () => {
    const { first, second } = await planTwoPullRequests();
    // PR 22 got a last commit whose plan never ran: its comment is for the earlier one.
    second.headSha = "2f".repeat(20);
    merge(first, MERGE_21, BASE);
    merge(second, MERGE_22, MERGE_21);
    await files(ALPHA, BULK);
    const run = await push(BASE, MERGE_22);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("plan-changed");
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(run.stdout).toContain(
      "1 operation of the plan now is in no reviewed plan of #21 and #22, and 0 reviewed operations are no longer in it (the plan comment on #22 was computed for commit 2222222, not for its last commit 2f2f2f2)",
    );
  });
});

describe("merge_group", () => {
  const QUEUE_1 = "c1".repeat(20);
  const QUEUE_2 = "c2".repeat(20);

  async function queueTwo() {
    await planTwoPullRequests();
    github.commits.push(
      { sha: QUEUE_1, parents: [BASE, HEAD_21] },
      { sha: QUEUE_2, parents: [QUEUE_1, HEAD_22] },
    );
  }

  it("passes a group whose plan is the union of its reviewed plans, applying nothing", async () => {
    await queueTwo();
    await files(ALPHA, BULK);
    const writes = github.writes().length;
    const run = await queue(QUEUE_2, 22);
    expectNoSecrets(run);
    expect(run.code).toBe(0);
    expect(run.summary).toContain(
      "**Passed:** the plan of the group at `c2c2c2c` (4 operations) is exactly the union of the plans reviewed in #21 and #22, and the push would apply it: approvals, the owner policy and the safety rules allow it.",
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(github.writes()).toHaveLength(writes);
  });

  // Issue 34: the queue refuses what the push after it would refuse. Each row runs the queue's
  // check and, on a fresh scenario, the push of the same group, with the same inputs.
  it.each<[string, Record<string, string>, string]>([
    ["a plan that breaks a safety rule", { "max-changes": "0" }, "unsafe"],
    ["too few approvals", { "min-approvals": "2" }, "not-approved"],
  ])("fails a group the push would refuse: %s", async (_case, inputs, reason) => {
    await queueTwo();
    await files(ALPHA, BULK);
    const checked = await queue(QUEUE_2, 22, runInProcess, inputs);
    expectNoSecrets(checked);
    expect([checked.code, checked.outputs["failure-reason"]]).toEqual([1, reason]);
    expect(checked.summary).toContain("**Failed:** the push would refuse this group");
    expect(emulator.mutatingRequestCount()).toBe(0);
    for (const number of [21, 22]) expect(commentOf(number).body).toContain("**Not applied**");
  });

  it.each<[string, Record<string, string>, string]>([
    ["a plan that breaks a safety rule", { "max-changes": "0" }, "unsafe"],
    ["too few approvals", { "min-approvals": "2" }, "not-approved"],
  ])("the push of that group refuses it the same way: %s", async (_case, inputs, reason) => {
    const { first, second } = await planTwoPullRequests();
    merge(first, MERGE_21, BASE);
    merge(second, MERGE_22, MERGE_21);
    await files(ALPHA, BULK);
    const pushed = await push(BASE, MERGE_22, inputs);
    expect([pushed.code, pushed.outputs["failure-reason"]]).toEqual([1, reason]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("fails a group whose plan changed since review, and says so on each pull request", async () => {
    await queueTwo();
    // The queue's merge declares bulk-meter-02 where pull request 22 reviewed bulk-meter-01.
    await files(ALPHA, BULK.replace("bulk-meter-01", "bulk-meter-02"));
    const run = await queue(QUEUE_2, 22);
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("plan-changed");
    expect(emulator.mutatingRequestCount()).toBe(0);
    for (const number of [21, 22]) {
      const { body, parsed } = commentOf(number);
      expect(parsed.header.status).toBe("planned");
      expect(body).toContain("**Merge queue check failed**");
      expect(body).toContain(
        "1 operation of the plan now is in no reviewed plan of #21 and #22, and 1 reviewed operation is no longer in it",
      );
      expect(body).toContain("> - create (hardware) bulk-meter-02 in Bulk System");
    }
    // The next plan of a pull request clears the mark.
    await files(ALPHA_MAIN, BULK);
    await plan(22, HEAD_22);
    expect(commentOf(22).body).not.toContain("Merge queue check failed");
  });
});
