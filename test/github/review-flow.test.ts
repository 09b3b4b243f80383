// The GitHub side of the review flow against the fake GitHub: which pull requests a push or a
// merge-queue group brings in, open pull requests read with a bound, labels, plan comments.
import { afterEach, describe, expect, it } from "vitest";
import { createGitHubClient, requestStatus } from "../../src/github/client.ts";
import { buildCommentBody } from "../../src/render/review/comment-body.ts";
import {
  MAX_RANGE_COMMITS,
  findMergeGroupPullRequests,
  findPullRequestsMergedBy,
} from "../../src/github/commit-range.ts";
import { setLabel } from "../../src/github/notices/labels.ts";
import { listOpenPullRequests } from "../../src/github/review/review-facts.ts";
import { ACTIONS_BOT_LOGIN } from "../../src/github/notices/sticky-comment.ts";
import { readPlanNote } from "../../src/github/change-query.ts";
import {
  type FakeCommit,
  type FakeGitHub,
  type FakePullRequest,
  startFakeGitHub,
} from "../support/fake-github.ts";
import { unthrottledGitHubClient } from "../support/github-client.ts";

const repository = { owner: "grid-east", repo: "inventory" };
const SILENT = { debug: () => {}, warning: () => {}, error: () => {} };
const sha = (digit: string) => digit.repeat(40);
// The default branch before the push.
const BASE = sha("a");
const H21 = sha("1");
const H22 = sha("2");
const H30 = sha("3");
const M1 = sha("4");
const M2 = sha("5");

function pull(number: number, extra: Partial<FakePullRequest>): FakePullRequest {
  return {
    number,
    title: `PR ${number}`,
    author: "alice",
    headSha: sha("f"),
    commits: [],
    mergeCommitSha: null,
    mergedBy: null,
    reviews: [],
    ...extra,
  };
}

let github: FakeGitHub | undefined;

async function start(pulls: FakePullRequest[], commits: FakeCommit[] = []) {
  github = await startFakeGitHub({
    ...repository,
    tokens: { ghs: { kind: "integration" }, fork: { kind: "integration", readOnly: true } },
    pulls,
    commits,
  });
  return { github, octokit: unthrottledGitHubClient("ghs", github.url) };
}

afterEach(async () => {
  await github?.close();
  github = undefined;
});

/** Two branches off BASE merged with merge commits M1 (PR 21) then M2 (PR 22). */
const MERGED_GRAPH: FakeCommit[] = [
  { sha: BASE, parents: [] },
  { sha: H21, parents: [BASE] },
  { sha: H22, parents: [BASE] },
  { sha: H30, parents: [H21] },
  { sha: M1, parents: [BASE, H21] },
  { sha: M2, parents: [M1, H22] },
];

describe("findPullRequestsMergedBy", () => {
  it("finds every pull request whose merge commit the push brought, not their open descendants", async () => {
    const { octokit } = await start(
      [
        pull(21, { headSha: H21, commits: [H21, M1], mergeCommitSha: M1 }),
        pull(22, { headSha: H22, commits: [H22, M2], mergeCommitSha: M2 }),
        // Open, built on PR 21's branch: GitHub associates it with H21 and M1 too.
        pull(30, { headSha: H30, commits: [H21, H30, M1] }),
        // Merged earlier elsewhere, but also associated with M1.
        pull(11, { commits: [M1], mergeCommitSha: sha("9") }),
      ],
      MERGED_GRAPH,
    );
    const found = await findPullRequestsMergedBy(octokit, repository, {
      before: BASE,
      after: M2,
      branch: "main",
    });
    expect(found.pullRequests.map(({ number, headSha }) => [number, headSha])).toEqual([
      [21, H21],
      [22, H22],
    ]);
    expect(found.incomplete).toBeUndefined();
  });

  it("leaves out a pull request merged into another branch whose merge commit reached the pushed one", async () => {
    const { octokit } = await start(
      [
        pull(21, { headSha: H21, commits: [H21, M1], mergeCommitSha: M1 }),
        pull(22, { headSha: H22, commits: [H22, M2], mergeCommitSha: M2, base: "develop" }),
      ],
      MERGED_GRAPH,
    );
    const found = await findPullRequestsMergedBy(octokit, repository, {
      before: BASE,
      after: M2,
      branch: "main",
    });
    expect(found.pullRequests.map(({ number }) => number)).toEqual([21]);
  });

  it("finds squash merges along the branch", async () => {
    const { octokit } = await start(
      [
        pull(21, { headSha: H21, commits: [M1], mergeCommitSha: M1 }),
        pull(22, { headSha: H22, commits: [M2], mergeCommitSha: M2 }),
      ],
      [
        { sha: BASE, parents: [] },
        { sha: M1, parents: [BASE] },
        { sha: M2, parents: [M1] },
      ],
    );
    const found = await findPullRequestsMergedBy(octokit, repository, {
      before: BASE,
      after: M2,
      branch: "main",
    });
    expect(found.pullRequests.map(({ number }) => number)).toEqual([21, 22]);
  });

  it("reads the pushed commit alone for a new branch, and says so when GitHub lost the base", async () => {
    const { octokit } = await start(
      [pull(22, { headSha: H22, commits: [M2], mergeCommitSha: M2 })],
      MERGED_GRAPH,
    );
    const created = await findPullRequestsMergedBy(octokit, repository, {
      before: sha("0"),
      after: M2,
      branch: "main",
    });
    const { atHead, ...found } = created;
    expect(found).toEqual({ pullRequests: [expect.objectContaining({ number: 22 })] });
    // Kept for findMergedPullRequest, which asks about the same commit.
    expect(atHead?.map(({ number }) => number)).toContain(22);
    const forced = await findPullRequestsMergedBy(octokit, repository, {
      before: sha("e"),
      after: M2,
      branch: "main",
    });
    expect(forced.pullRequests.map(({ number }) => number)).toEqual([22]);
    expect(forced.incomplete).toBe(
      "GitHub cannot compare eeeeeee...5555555 (404); only 5555555 was read",
    );
  });

  it("reads at most MAX_RANGE_COMMITS commits and says the range was cut", async () => {
    const commits: FakeCommit[] = [{ sha: BASE, parents: [] }];
    for (let index = 1; index <= MAX_RANGE_COMMITS + 20; index++) {
      commits.push({ sha: index.toString(16).padStart(40, "c"), parents: [commits.at(-1)!.sha] });
    }
    const { octokit, github: fake } = await start([], commits);
    const found = await findPullRequestsMergedBy(octokit, repository, {
      before: BASE,
      after: commits.at(-1)!.sha,
      branch: "main",
    });
    expect(found.incomplete).toMatch(/more than 300 commits; only the first were read/);
    expect(fake.requests.filter((request) => request.path.includes("/compare/"))).toHaveLength(3);
  });
});

describe("findMergeGroupPullRequests", () => {
  const Q1 = sha("6");
  const Q2 = sha("7");
  const headRef = `refs/heads/gh-readonly-queue/main/pr-22-${BASE}`;

  it("finds the pull request the queue branch names and those whose heads the group merged", async () => {
    const { octokit } = await start(
      [
        pull(21, { headSha: H21, commits: [H21] }),
        pull(22, { headSha: H22, commits: [H22] }),
        pull(30, { headSha: H30, commits: [H21, H30] }),
      ],
      [
        { sha: BASE, parents: [] },
        { sha: H21, parents: [BASE] },
        { sha: H22, parents: [BASE] },
        { sha: H30, parents: [H21] },
        { sha: Q1, parents: [BASE, H21] },
        { sha: Q2, parents: [Q1, H22] },
      ],
    );
    const found = await findMergeGroupPullRequests(octokit, repository, {
      baseSha: BASE,
      headSha: Q2,
      headRef,
    });
    expect(found).toEqual({
      pullRequests: [
        expect.objectContaining({ number: 21, headSha: H21 }),
        expect.objectContaining({ number: 22, headSha: H22 }),
      ],
    });
  });

  it("ignores a named pull request that is no longer open", async () => {
    const { octokit } = await start(
      [pull(22, { headSha: H22, state: "closed" })],
      [
        { sha: BASE, parents: [] },
        { sha: Q1, parents: [BASE] },
      ],
    );
    const found = await findMergeGroupPullRequests(octokit, repository, {
      baseSha: BASE,
      headSha: Q1,
      headRef,
    });
    expect(found.pullRequests).toEqual([]);
  });
});

describe("listOpenPullRequests", () => {
  const pulls = Array.from({ length: 130 }, (_, index) =>
    pull(index + 1, {
      headSha: sha("1"),
      ...(index % 10 === 9 ? { state: "closed" as const } : {}),
      labels: index === 0 ? ["inventory-deletes"] : [],
    }),
  );

  it("reads pages up to the bound and says more were left", async () => {
    const { octokit, github: fake } = await start(pulls);
    const first = await listOpenPullRequests(octokit, repository, 110);
    expect(first.pullRequests).toHaveLength(110);
    expect(first.pullRequests[0]).toEqual({
      number: 1,
      headSha: sha("1"),
      labels: ["inventory-deletes"],
    });
    expect(first.more).toBe(true);
    expect(fake.requests.filter((request) => request.path.endsWith("/pulls"))).toHaveLength(2);
  });

  it("says nothing was left when all fit", async () => {
    const { octokit } = await start(pulls);
    const all = await listOpenPullRequests(octokit, repository, 117);
    expect(all).toEqual({ pullRequests: expect.any(Array), more: false });
    expect(all.pullRequests).toHaveLength(117);
  });
});

describe("setLabel", () => {
  const style = { color: "b60205", description: "The inventory plan deletes cyber assets" };
  const issue = { ...repository, number: 21 };

  it("creates the label, adds it once, removes it once", async () => {
    const { octokit, github: fake } = await start([pull(21, {})]);
    expect(await setLabel(octokit, issue, "inventory-deletes", true, style)).toBe("added");
    expect(fake.labels.get("inventory-deletes")).toEqual({ name: "inventory-deletes", ...style });
    expect(fake.pulls[0]!.labels).toEqual(["inventory-deletes"]);
    const writes = fake.writes().length;
    expect(await setLabel(octokit, issue, "inventory-deletes", true, style)).toBe("unchanged");
    expect(fake.writes()).toHaveLength(writes);
    expect(await setLabel(octokit, issue, "inventory-deletes", false, style)).toBe("removed");
    expect(fake.pulls[0]!.labels).toEqual([]);
    expect(await setLabel(octokit, issue, "inventory-deletes", false, style, [])).toBe("unchanged");
  });

  it("keeps a label the repository already has as it is", async () => {
    const { octokit, github: fake } = await start([pull(21, {})]);
    fake.labels.set("inventory-deletes", {
      name: "inventory-deletes",
      color: "000000",
      description: "ours",
    });
    expect(await setLabel(octokit, issue, "inventory-deletes", true, style)).toBe("added");
    expect(fake.labels.get("inventory-deletes")?.color).toBe("000000");
  });

  it("surfaces a token that may not write labels", async () => {
    const { github: fake } = await start([pull(21, {})]);
    const error = await setLabel(
      createGitHubClient("fork", fake.url, SILENT),
      issue,
      "x",
      true,
      style,
    ).catch((caught: unknown) => caught);
    expect(requestStatus(error)).toBe(403);
  });
});

describe("readPlanNote on several pull requests", () => {
  it("finds each pull request's plan comment by this token's login", async () => {
    const { octokit, github: fake } = await start([pull(21, {}), pull(22, {}), pull(23, {})]);
    const body = buildCommentBody({
      workspace: "default",
      fingerprint: undefined,
      head: H21,
      status: "planned",
      statusLine: "plan",
      render: () => "",
    });
    fake.addComment(21, ACTIONS_BOT_LOGIN, body);
    fake.addComment(22, "mallory", body);
    const found: number[] = [];
    for (const number of [21, 22, 23]) {
      const issue = { ...repository, number };
      if ((await readPlanNote(octokit, issue, "default")).search.comment !== undefined)
        found.push(number);
    }
    expect(found).toEqual([21]);
  });
});
