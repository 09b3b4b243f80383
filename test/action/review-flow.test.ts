// The review flow of a busy repository, in process against the emulator and the fake GitHub: two
// pull requests merged by one push, a merge-queue group, stale marks on a sibling's plan, the delete
// label, the apply in progress, min-approvals.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openServiceClient } from "../../src/action/main.ts";
import type { ChangeRecord } from "../../src/core/change-record.ts";
import { parseComment } from "../../src/github/comment-body.ts";
import { type FakePullRequest, mergeGroupEvent } from "../support/fake-github.ts";
import { runInProcess, type ActionRun, workspaceOf } from "./run-action.ts";
import {
  ALPHA,
  dir,
  emulator,
  expectNoSecrets,
  github,
  OWNER,
  REPO,
  SERVICE_INPUTS,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const BASE = "0b".repeat(20);
const HEAD_21 = "21".repeat(20);
const HEAD_22 = "22".repeat(20);
const HEAD_23 = "23".repeat(20);
const MERGE_21 = "a21".repeat(13) + "a";
const MERGE_22 = "a22".repeat(13) + "a";

/** The live inventory as main declares it before any of the pull requests. */
const ALPHA_MAIN = `cyber_system: Protection System
facility: Substation Alpha
assets:
  alpha-relay-01: hardware
  alpha-rtu-01: hardware
  old-hmi: hardware
`;
const BULK = `cyber_system: Bulk System
facility: Substation Alpha
assets:
  bulk-meter-01: hardware
`;

function pullRequest(number: number, headSha: string, extra: Partial<FakePullRequest> = {}) {
  const pull: FakePullRequest = {
    number,
    title: `Inventory change ${number}`,
    author: "bob",
    headSha,
    commits: [headSha],
    mergeCommitSha: null,
    mergedBy: null,
    reviews: [{ user: "dave", state: "APPROVED" }],
    ...extra,
  };
  github.pulls.push(pull);
  return pull;
}

/** Marks `pull` merged as `merge` (a merge commit with the pull request's head as second parent). */
function merge(pull: FakePullRequest, merge: string, parent: string): void {
  pull.mergeCommitSha = merge;
  pull.mergedBy = "carol";
  pull.commits.push(merge);
  github.commits.push({ sha: merge, parents: [parent, pull.headSha] });
}

async function files(alpha: string, bulk?: string): Promise<void> {
  await writeInventory("alpha.yaml", alpha);
  const bulkFile = join(workspaceOf(dir), "inventory", "bulk.yaml");
  if (bulk === undefined) await rm(bulkFile, { force: true });
  else await writeInventory("bulk.yaml", bulk);
}

function plan(
  number: number,
  head: string,
  inputs: Record<string, string> = {},
  labels: string[] = [],
) {
  return runInProcess({
    dir,
    inputs: { ...SERVICE_INPUTS(), ...inputs },
    eventName: "pull_request",
    event: {
      action: "synchronize",
      number,
      pull_request: {
        number,
        head: { sha: head, repo: { full_name: `${OWNER}/${REPO}` } },
        base: { repo: { full_name: `${OWNER}/${REPO}` } },
        labels: labels.map((name) => ({ name })),
      },
      repository: { full_name: `${OWNER}/${REPO}`, default_branch: "main" },
    },
    githubApiUrl: github.url,
    sha: "d4".repeat(20),
    ref: `refs/pull/${number}/merge`,
  });
}

function push(before: string, after: string, inputs: Record<string, string> = {}, entry = {}) {
  return runInProcess(
    {
      dir,
      inputs: { ...SERVICE_INPUTS(), ...inputs },
      eventName: "push",
      event: { ref: "refs/heads/main", before, after, repository: { default_branch: "main" } },
      githubApiUrl: github.url,
      sha: after,
      ref: "refs/heads/main",
    },
    entry,
  );
}

function queue(head: string, last: number) {
  return runInProcess({
    dir,
    inputs: SERVICE_INPUTS(),
    eventName: "merge_group",
    event: mergeGroupEvent({ headSha: head, baseSha: BASE, pullRequest: last }),
    githubApiUrl: github.url,
    sha: head,
    ref: `refs/heads/gh-readonly-queue/main/pr-${last}-${BASE}`,
  });
}

function commentOf(number: number) {
  const [comment, ...others] = github.commentsOn(number);
  expect(others).toEqual([]);
  return { ...comment!, parsed: parseComment(comment!.body, "default")! };
}

function recordOf(run: ActionRun): ChangeRecord {
  const path = run.outputs["change-record"]!;
  return JSON.parse(run.tempFiles.get(path.slice(run.runnerTemp.length + 1))!) as ChangeRecord;
}

/** PR 21 (alpha: a create, a rename, a delete) and PR 22 (bulk: a create), each planned on its own. */
async function planTwoPullRequests() {
  github.commits.push(
    { sha: BASE, parents: [] },
    { sha: HEAD_21, parents: [BASE] },
    { sha: HEAD_22, parents: [BASE] },
  );
  const first = pullRequest(21, HEAD_21);
  const second = pullRequest(22, HEAD_22);
  await files(ALPHA);
  expect((await plan(21, HEAD_21)).code).toBe(0);
  await files(ALPHA_MAIN, BULK);
  expect((await plan(22, HEAD_22)).code).toBe(0);
  expect(commentOf(21).parsed.header.operations).toHaveLength(3);
  expect(commentOf(22).parsed.header).toMatchObject({ systems: ["cs_bulk"], deletes: 0 });
  return { first, second };
}

describe("a push that merges two pull requests", () => {
  it("applies when the plan is the union of both reviewed plans, and records both", async () => {
    const { first, second } = await planTwoPullRequests();
    merge(first, MERGE_21, BASE);
    merge(second, MERGE_22, MERGE_21);
    await files(ALPHA, BULK);
    const run = await push(BASE, MERGE_22);
    expectNoSecrets(run);
    expect(run.code).toBe(0);
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
      "**Passed:** the plan of the group at `c2c2c2c` (4 operations) is exactly the union of the plans reviewed in #21 and #22.",
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(github.writes()).toHaveLength(writes);
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

describe("after an apply", () => {
  it("marks a sibling's plan that touches a changed system stale, and its next plan clears it", async () => {
    github.commits.push({ sha: BASE, parents: [] }, { sha: HEAD_21, parents: [BASE] });
    const applied = pullRequest(21, HEAD_21);
    pullRequest(23, HEAD_23);
    pullRequest(24, "24".repeat(20));
    await files(`${ALPHA_MAIN}  alpha-relay-05: hardware\n`);
    await plan(23, HEAD_23);
    await files(ALPHA_MAIN, BULK);
    await plan(24, "24".repeat(20));
    await files(ALPHA);
    await plan(21, HEAD_21);
    merge(applied, MERGE_21, BASE);
    const run = await push(BASE, MERGE_21);
    expect(run.code).toBe(0);
    const sibling = commentOf(23);
    expect(sibling.parsed.header.status).toBe("planned");
    expect(sibling.parsed.statusLine).toContain(
      `**Stale plan:** the live inventory changed after this plan was made ([apply run](https://github.com/${OWNER}/${REPO}/actions/runs/`,
    );
    expect(commentOf(24).body).not.toContain("Stale plan");
    expect(run.stdout).toContain(
      "Marked stale the plans of #23: they touch cyber systems this apply changed (cs_prot_a).",
    );

    await files(`${ALPHA}  alpha-relay-05: hardware\n`);
    await plan(23, HEAD_23);
    expect(commentOf(23).body).not.toContain("Stale plan");
  });
});

describe("delete label", () => {
  it("is added while the plan deletes and removed when it no longer does", async () => {
    const pull = pullRequest(21, HEAD_21);
    await files(ALPHA);
    expect((await plan(21, HEAD_21)).code).toBe(0);
    expect(pull.labels).toEqual(["inventory-deletes"]);
    expect(github.labels.get("inventory-deletes")).toMatchObject({ color: "b60205" });
    expect(commentOf(21).body.split("\n")[1]).toBe(
      "### Inventory plan: workspace `default` · deletes 1 cyber asset",
    );

    await files(`${ALPHA}  old-hmi: hardware\n`);
    expect((await plan(21, HEAD_21, {}, ["inventory-deletes"])).code).toBe(0);
    expect(pull.labels).toEqual([]);
    expect(commentOf(21).body.split("\n")[1]).toBe(
      "### Inventory plan: workspace `default` · no deletes",
    );
  });

  it("is not touched when the input is empty", async () => {
    pullRequest(21, HEAD_21);
    await files(ALPHA);
    expect((await plan(21, HEAD_21, { "delete-label": "" })).code).toBe(0);
    expect(github.requests.filter((request) => request.path.includes("labels"))).toEqual([]);
  });
});

describe("apply in progress", () => {
  it("shows on the comment while the apply runs, and the final status replaces it", async () => {
    github.commits.push({ sha: BASE, parents: [] }, { sha: HEAD_21, parents: [BASE] });
    const pull = pullRequest(21, HEAD_21);
    await files(ALPHA);
    await plan(21, HEAD_21);
    merge(pull, MERGE_21, BASE);
    let duringApply: string | undefined;
    const run = await push(
      BASE,
      MERGE_21,
      { concurrency: "1" },
      {
        openServiceClient: (settings: Parameters<typeof openServiceClient>[0]) => {
          const client = openServiceClient(settings);
          const deleteAsset = client.deleteCyberAsset.bind(client);
          // Stopped here, after the first operations: what a run killed half-way leaves.
          client.deleteCyberAsset = async (...args) => {
            duringApply = github.commentsOn(21)[0]!.body;
            return deleteAsset(...args);
          };
          return client;
        },
      },
    );
    expect(run.code).toBe(0);
    const during = parseComment(duringApply!, "default")!;
    expect(during.header).toMatchObject({
      status: "applying",
      fingerprint: run.outputs.fingerprint,
    });
    expect(during.statusLine).toMatch(
      /^\*\*Apply in progress\*\* at merge commit `a21a21a` since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\. If this line stays, the run stopped before it finished: the next plan shows what is left to apply\. \[Run\]\(https:\/\/github\.com\/grid-east\/inventory\/actions\/runs\/\d+\)\.$/,
    );
    expect(during.rendered).toContain("old-hmi");
    expect(commentOf(21).parsed.header.status).toBe("applied");
  });
});

describe("min-approvals", () => {
  it("applies nothing with fewer approvals of the merged head commit, and keeps the reviewed plan", async () => {
    github.commits.push({ sha: BASE, parents: [] }, { sha: HEAD_21, parents: [BASE] });
    const pull = pullRequest(21, HEAD_21, {
      reviews: [
        { user: "dave", state: "APPROVED" },
        { user: "erin", state: "APPROVED", commitId: "e5".repeat(20) },
      ],
    });
    await files(ALPHA);
    await plan(21, HEAD_21);
    merge(pull, MERGE_21, BASE);
    const refused = await push(BASE, MERGE_21, { "min-approvals": "2" });
    expectNoSecrets(refused);
    expect(refused.code).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("not-approved");
    expect(emulator.mutatingRequestCount()).toBe(0);
    const { parsed } = commentOf(21);
    expect(parsed.header.status).toBe("planned");
    expect(parsed.statusLine).toContain(
      "Nothing was applied: min-approvals is 2, and #21 (1 of 2 approvals on its last commit 2121212) has fewer approvals given on the merged commit.",
    );

    const applied = await push(BASE, MERGE_21, { "min-approvals": "1" });
    expect(applied.code).toBe(0);
    expect(commentOf(21).parsed.header.status).toBe("applied");
  });
});
