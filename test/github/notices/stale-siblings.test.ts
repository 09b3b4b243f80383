// Stale marks on sibling pull requests' plans, against the fake GitHub.
import { afterEach, describe, expect, it } from "vitest";
import { markStaleSiblings } from "../../../src/github/notices/stale-siblings.ts";
import { buildCommentBody, parseComment } from "../../../src/render/review/comment-body.ts";
import type { CommentStatus } from "../../../src/core/review/outcomes.ts";
import { ACTIONS_BOT_LOGIN } from "../../../src/github/notices/sticky-comment.ts";
import {
  type FakeGitHub,
  type FakePullRequest,
  startFakeGitHub,
} from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";

const repository = { owner: "grid-east", repo: "inventory" };
const RUN = "https://github.com/grid-east/inventory/actions/runs/500";
const AT = "2026-11-23T15:30:00.000Z";

function pull(number: number, state: "open" | "closed" = "open"): FakePullRequest {
  return {
    number,
    title: `PR ${number}`,
    author: "alice",
    headSha: "b".repeat(40),
    commits: [],
    mergeCommitSha: null,
    mergedBy: null,
    reviews: [],
    state,
  };
}

function planBody(systems: string[] | undefined, status: CommentStatus = "planned"): string {
  return buildCommentBody({
    workspace: "default",
    fingerprint: `sha256:${"ab".repeat(32)}`,
    head: "b".repeat(40),
    status,
    ...(systems === undefined ? {} : { systems, operations: [] }),
    statusLine: "**Plan for `bbbbbbb`.**",
    render: () => "the plan\n",
  });
}

let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (line: string) => lines.push(`info: ${line}`),
    warning: (line: string) => lines.push(`warning: ${line}`),
  };
}

describe("markStaleSiblings", () => {
  it("marks the open plans that touch a changed system, and names those over the limit", async () => {
    github = await startFakeGitHub({
      ...repository,
      tokens: { ghs: { kind: "integration" } },
      pulls: [
        pull(21),
        pull(22),
        pull(23),
        pull(24),
        pull(25),
        pull(26),
        pull(27),
        pull(28, "closed"),
      ],
    });
    github.addComment(21, ACTIONS_BOT_LOGIN, planBody(["cs_alpha"])); // the applied one: excluded
    github.addComment(22, ACTIONS_BOT_LOGIN, planBody(["cs_alpha", "cs_bravo"]));
    github.addComment(23, ACTIONS_BOT_LOGIN, planBody(["cs_ems"])); // another system
    github.addComment(24, ACTIONS_BOT_LOGIN, planBody(["cs_bravo"]));
    github.addComment(25, ACTIONS_BOT_LOGIN, planBody(["cs_bravo"], "invalid")); // no plan
    github.addComment(26, ACTIONS_BOT_LOGIN, planBody(undefined)); // an earlier version's
    github.addComment(27, "mallory", planBody(["cs_bravo"])); // not ours
    github.addComment(28, ACTIONS_BOT_LOGIN, planBody(["cs_bravo"])); // closed
    const before = new Map(github.comments.map((comment) => [comment.issue, comment.body]));
    const log = recordingLog();

    const result = await markStaleSiblings(
      unthrottledGitHubClient("ghs", github.url),
      {
        repository,
        workspace: "default",
        changedSystems: ["cs_bravo", "cs_alpha"],
        exclude: [21],
        runUrl: RUN,
        appliedAt: AT,
        limits: { openPullRequests: 100, marks: 1 },
      },
      log,
    );

    expect(result).toEqual({ marked: [22], overLimit: [24], unknown: [26], more: false });
    const marked = github.commentsOn(22)[0]!.body;
    expect(marked).toContain(
      `**Stale plan:** the live inventory changed after this plan was made ([apply run](${RUN}), ${AT})`,
    );
    // Still the reviewed plan: same header, same rendered part.
    expect(parseComment(marked, "default")?.header).toEqual(
      parseComment(before.get(22)!, "default")?.header,
    );
    expect(parseComment(marked, "default")?.rendered).toBe("the plan\n");
    for (const number of [21, 23, 24, 25, 26, 27, 28])
      expect(github.commentsOn(number)[0]!.body).toBe(before.get(number));
    expect(log.lines).toEqual([
      "info: Marked stale the plans of #22: they touch cyber systems this apply changed (cs_alpha, cs_bravo).",
      "warning: Not marked stale, over the limit of 1 per run, although their plans touch changed cyber systems: #24. Push to them or re-run their plans.",
      "info: Not checked: the plan comments of #26 do not record their cyber systems (an earlier version wrote them).",
    ]);
  });

  it("reads only up to the bound of open pull requests, and reads nothing when no system changed", async () => {
    github = await startFakeGitHub({
      ...repository,
      tokens: { ghs: { kind: "integration" } },
      pulls: [pull(31), pull(32), pull(33)],
    });
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const request = {
      repository,
      workspace: "default",
      exclude: [],
      runUrl: RUN,
      appliedAt: AT,
      limits: { openPullRequests: 2, marks: 20 },
    };
    const nothing = await markStaleSiblings(
      octokit,
      { ...request, changedSystems: [] },
      recordingLog(),
    );
    expect(nothing).toEqual({ marked: [], overLimit: [], unknown: [], more: false });
    expect(github.requests).toEqual([]);

    const log = recordingLog();
    const bounded = await markStaleSiblings(
      octokit,
      { ...request, changedSystems: ["cs_alpha"] },
      log,
    );
    expect(bounded.more).toBe(true);
    // The two pull requests' comments in one GraphQL query, none through REST.
    const queries = github.requests.filter((request) => request.path === "/graphql");
    expect(
      queries.map(({ body }) => String((body as { query: string }).query).match(/p\d+:/g)),
    ).toEqual([["p31:", "p32:"]]);
    expect(github.requests.filter((request) => request.path.includes("/comments"))).toEqual([]);
    expect(log.lines.at(-1)).toBe(
      "info: Only the 2 oldest open pull requests were checked for stale plans.",
    );
  });
});
