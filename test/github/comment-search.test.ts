// The search for our plan comment is bounded: one GraphQL request reads a pull request's first
// MAX_NOTE_SEARCH_COMMENTS comments, however many thousands it has, and a comment not found within
// the bound is "not found, search bounded", which fails the review closed with that reason.
import { ApproverAccounts } from "../../src/github/review/approver-accounts.ts";
import { gitHubCodeHost } from "../../src/github/code-host.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PlanComments } from "../../src/action/run/plan-comment.ts";
import { type RunnerSink, RunnerReporter } from "../../src/action/run/reporter.ts";
import { buildCommentBody } from "../../src/render/review/comment-body.ts";
import { readChangeFacts } from "../../src/github/review/review-facts.ts";
import { readPlanNote } from "../../src/github/change-query.ts";
import { MAX_NOTE_SEARCH_COMMENTS } from "../../src/core/review/reviewed-plan.ts";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github.ts";
import { unthrottledGitHubClient } from "../support/github-client.ts";

const BOT = "sync-bot";
const HEAD = "d".repeat(40);
const repository = { owner: "grid-east", repo: "inventory" };
const SPAM = 3000;

const planComment = buildCommentBody({
  workspace: "grid-east",
  fingerprint: `sha256:${"ab".repeat(32)}`,
  head: HEAD,
  status: "planned",
  statusLine: "plan",
  render: () => "body\n",
  operations: [],
});

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    ...repository,
    tokens: { pat: { kind: "user", login: BOT } },
    pulls: [21, 22, 23, 24, 25].map((number) => ({
      number,
      title: `Change ${number}`,
      author: "bob",
      headSha: HEAD,
      commits: [HEAD],
      mergeCommitSha: null,
      mergedBy: null,
      reviews: [],
    })),
  });
});

afterEach(async () => {
  await github.close();
});

/** `count` comments on `issue`, our plan comment at `ours` (an index) when given. */
function spam(issue: number, count: number, ours?: number) {
  for (let index = 0; index < count; index++) {
    if (index === ours) github.addComment(issue, BOT, planComment);
    else github.addComment(issue, "spammer", `spam ${index}`);
  }
}

/** Requests that read comments: GraphQL queries, and any REST listing (none expected). */
const commentReads = () =>
  github.requests.filter(
    (request) =>
      request.path === "/graphql" || /^\/repos\/.+\/issues\/\d+\/comments$/.test(request.path),
  ).length;

function change(number: number) {
  return {
    number,
    url: `https://github.com/grid-east/inventory/pull/${number}`,
    title: `Change ${number}`,
    author: "bob",
    headSha: HEAD,
  };
}

describe("the bounded search for the plan comment", () => {
  it("reads one request per pull request for 4 pull requests with 3,000 comments each", async () => {
    const octokit = unthrottledGitHubClient("pat", github.url);
    spam(21, SPAM, 0);
    spam(22, SPAM, 99);
    spam(23, SPAM);
    spam(24, SPAM, 2500);
    const accounts = new ApproverAccounts(octokit, repository);
    const options = { workspace: "grid-east", merged: false, accounts };
    const facts = [];
    for (const number of [21, 22, 23, 24])
      facts.push(await readChangeFacts(octokit, repository, change(number), options));

    expect(commentReads()).toBe(4);
    expect(facts.map(({ review }) => review.kind)).toEqual([
      "reviewed",
      "reviewed",
      "unreviewed",
      "unreviewed",
    ]);
    for (const { review } of facts.slice(2)) {
      expect(review).toMatchObject({
        why: expect.stringContaining(
          "among its first 100 comments (not found, search bounded",
        ) as unknown,
      });
    }
  });

  it.each([
    ["exactly the bound, none ours", MAX_NOTE_SEARCH_COMMENTS, undefined, false],
    ["one past the bound, none ours", MAX_NOTE_SEARCH_COMMENTS + 1, undefined, true],
    ["a short thread, none ours", 40, undefined, false],
    ["ours at the last place read", SPAM, MAX_NOTE_SEARCH_COMMENTS - 1, false],
  ])("%s: bounded %s", async (_, count, ours, bounded) => {
    const octokit = unthrottledGitHubClient("pat", github.url);
    spam(25, count, ours);
    const search = (await readPlanNote(octokit, { ...repository, number: 25 }, "grid-east")).search;

    expect(search.bounded).toBe(bounded);
    expect(search.comment === undefined).toBe(ours === undefined);
    expect(commentReads()).toBe(1);
  });
});

describe("the plan job on a pull request past the bound", () => {
  it.each([
    ["more than 100 comments, none ours: no comment written, a warning", 101, true],
    ["100 comments, none ours: the comment is written", 100, false],
  ])("%s", async (_, count, refused) => {
    const octokit = unthrottledGitHubClient("pat", github.url);
    spam(25, count);
    const warnings: string[] = [];
    const ignore = () => undefined;
    const sink: RunnerSink = {
      info: ignore,
      debug: ignore,
      warning: (message) => warnings.push(message),
      error: ignore,
      startGroup: ignore,
      endGroup: ignore,
      setOutput: ignore,
      appendSummary: () => Promise.resolve(),
      setFailed: ignore,
    };
    const host = gitHubCodeHost(octokit, repository, { login: BOT });
    const comments = new PlanComments(host, new RunnerReporter(sink, []), {
      workspace: "grid-east",
      runUrl: "https://github.com/grid-east/inventory/actions/runs/1",
    });
    await comments.write(
      { issue: { ...repository, number: 25 } },
      {
        fingerprint: undefined,
        head: HEAD,
        status: "planned",
        statusLine: "plan",
        render: () => "body\n",
      },
    );

    expect(github.writes()).toHaveLength(refused ? 0 : 1);
    expect(warnings).toEqual(
      refused ? [expect.stringContaining("(not found, search bounded)") as unknown] : [],
    );
  });
});
