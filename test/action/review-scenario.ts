// Pull requests, merges and events of the review-flow tests (review-flow.test.ts and
// review-marks.test.ts), on top of the Action's scenario (scenario.ts).
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "vitest";
import type { ChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import { parseComment } from "../../src/render/review/comment-body.ts";
import { type FakePullRequest, mergeGroupEvent } from "../support/fake-github.ts";
import { type ActionRun, type ActionRunOptions, runInProcess, workspaceOf } from "./run-action.ts";
import { ALPHA, dir, github, OWNER, REPO, SERVICE_INPUTS, writeInventory } from "./scenario.ts";

export const BASE = "0b".repeat(20);
export const HEAD_21 = "21".repeat(20);
export const HEAD_22 = "22".repeat(20);
export const HEAD_23 = "23".repeat(20);
export const MERGE_21 = "a21".repeat(13) + "a";
export const MERGE_22 = "a22".repeat(13) + "a";

/** The live inventory as main declares it before any of the pull requests. */
export const ALPHA_MAIN = `cyber_system: Protection System
facility: Substation Alpha
assets:
  alpha-relay-01: hardware
  alpha-rtu-01: hardware
  old-hmi: hardware
`;
export const BULK = `cyber_system: Bulk System
facility: Substation Alpha
assets:
  bulk-meter-01: hardware
`;

export function pullRequest(number: number, headSha: string, extra: Partial<FakePullRequest> = {}) {
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
export function merge(pull: FakePullRequest, merge: string, parent: string): void {
  pull.mergeCommitSha = merge;
  pull.mergedBy = "carol";
  pull.commits.push(merge);
  github.commits.push({ sha: merge, parents: [parent, pull.headSha] });
}

export async function files(alpha: string, bulk?: string): Promise<void> {
  await writeInventory("alpha.yaml", alpha);
  const bulkFile = join(workspaceOf(dir), "inventory", "bulk.yaml");
  if (bulk === undefined) await rm(bulkFile, { force: true });
  else await writeInventory("bulk.yaml", bulk);
}

export function plan(
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
        base: { ref: "main", repo: { full_name: `${OWNER}/${REPO}` } },
        labels: labels.map((name) => ({ name })),
      },
      repository: { full_name: `${OWNER}/${REPO}`, default_branch: "main" },
    },
    githubApiUrl: github.url,
    sha: "d4".repeat(20),
    ref: `refs/pull/${number}/merge`,
  });
}

export function push(
  before: string,
  after: string,
  inputs: Record<string, string> = {},
  entry = {},
) {
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

/** The merge queue's check of its group up to `last`; in process unless `run` says otherwise. */
export function queue(
  head: string,
  last: number,
  run: (options: ActionRunOptions) => Promise<ActionRun> = runInProcess,
  inputs: Record<string, string> = {},
) {
  return run({
    dir,
    inputs: { ...SERVICE_INPUTS(), ...inputs },
    eventName: "merge_group",
    event: mergeGroupEvent({ headSha: head, baseSha: BASE, pullRequest: last }),
    githubApiUrl: github.url,
    sha: head,
    ref: `refs/heads/gh-readonly-queue/main/pr-${last}-${BASE}`,
  });
}

export function commentOf(number: number) {
  const [comment, ...others] = github.commentsOn(number);
  expect(others).toEqual([]);
  return { ...comment!, parsed: parseComment(comment!.body, "default")! };
}

export function recordOf(run: ActionRun): ChangeRecord {
  const path = run.outputs["change-record"]!;
  return JSON.parse(run.tempFiles.get(path.slice(run.runnerTemp.length + 1))!) as ChangeRecord;
}

/** PR 21 (alpha: a create, a rename, a delete) and PR 22 (bulk: a create), each planned on its own. */
export async function planTwoPullRequests() {
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
