import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGitHubClient, requestStatus } from "../../../src/github/client.ts";
import { buildCommentBody } from "../../../src/render/review/comment-body.ts";
import { approvals, findMergedPullRequest } from "../../../src/github/review/review-facts.ts";
import { readPlanNote } from "../../../src/github/change-query.ts";
import {
  ACTIONS_BOT_LOGIN,
  tokenLogin,
  writeStickyComment,
} from "../../../src/github/notices/sticky-comment.ts";
import {
  DEFAULT_REVIEW_TIME,
  type FakeGitHub,
  startFakeGitHub,
} from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";

const FINGERPRINT = `sha256:${"ab".repeat(32)}`;
const HEAD = "d".repeat(40);
const MERGE = "e".repeat(40);
const repository = { owner: "grid-east", repo: "inventory" };
const issue = { ...repository, number: 12 };

function planComment(workspace: string, fingerprint = FINGERPRINT): string {
  return buildCommentBody({
    workspace,
    fingerprint,
    head: HEAD,
    status: "planned",
    statusLine: "plan",
    render: () => "body\n",
  });
}

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    ...repository,
    tokens: {
      pat: { kind: "user", login: "sync-bot" },
      ghs: { kind: "integration" },
      fork: { kind: "integration", readOnly: true },
      app: { kind: "integration", login: "grid-sync[bot]" },
      "no-viewer": { kind: "integration", login: "grid-sync[bot]", viewer: false },
    },
    pulls: [
      {
        number: 11,
        title: "Older PR containing the commit",
        author: "alice",
        headSha: "1".repeat(40),
        commits: [MERGE],
        mergeCommitSha: "2".repeat(40),
        mergedBy: "carol",
        reviews: [],
      },
      {
        number: 12,
        title: "Add alpha relays",
        author: "bob",
        headSha: HEAD,
        commits: [MERGE, HEAD],
        mergeCommitSha: MERGE,
        mergedBy: "carol",
        reviews: [
          { user: "dave", state: "APPROVED" },
          { user: "erin", state: "APPROVED" },
          { user: "erin", state: "CHANGES_REQUESTED" },
          { user: "frank", state: "CHANGES_REQUESTED" },
          { user: "frank", state: "APPROVED" },
          { user: "grace", state: "APPROVED" },
          { user: "grace", state: "COMMENTED" },
          { user: "heidi", state: "COMMENTED" },
        ],
      },
    ],
  });
});

afterEach(async () => {
  await github.close();
});

const ignore = () => {};
const silent = { debug: ignore, warning: ignore, error: ignore };

// Most tests here take the client without plugin-throttling (see test/support/github-client.ts);
// tokenLogin's failure paths keep the Action's own client, whose plugins see those errors first.
describe("tokenLogin", () => {
  it("is the user of a personal access token", async () => {
    expect(await tokenLogin(createGitHubClient("pat", github.url, silent))).toBe("sync-bot");
  });

  it("asks GraphQL's viewer for an installation token, which GET /user refuses with 403", async () => {
    expect(await tokenLogin(unthrottledGitHubClient("ghs", github.url))).toBe(ACTIONS_BOT_LOGIN);
    expect(await tokenLogin(unthrottledGitHubClient("app", github.url))).toBe("grid-sync[bot]");
    expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /user",
      "POST /graphql",
      "GET /user",
      "POST /graphql",
    ]);
  });

  it("fails when neither GET /user nor GraphQL's viewer names the token's account, instead of guessing", async () => {
    await expect(tokenLogin(createGitHubClient("no-viewer", github.url, silent))).rejects.toThrow(
      /^Could not read which account the github-token belongs to: GET \/user answered 403 and GraphQL's viewer failed \([\s\S]*Resource not accessible by integration\)\. Give the token/,
    );
  });

  it("surfaces any other failure of GET /user", async () => {
    const error = await tokenLogin(createGitHubClient("unknown", github.url, silent)).catch(
      (caught: unknown) => caught,
    );
    expect(requestStatus(error)).toBe(401);
  });
});

describe("readPlanNote: our comment", () => {
  it("finds our comment in one request among the first 100, ignoring forged and foreign markers", async () => {
    for (let index = 0; index < 90; index++)
      github.addComment(12, `user${index % 7}`, `comment ${index}`);
    // Pasted by a reviewer: the same marker, another fingerprint.
    github.addComment(12, "mallory", planComment("grid-east", `sha256:${"66".repeat(32)}`));
    // Ours, for another workspace.
    github.addComment(12, ACTIONS_BOT_LOGIN, planComment("grid-west"));
    const ours = github.addComment(12, ACTIONS_BOT_LOGIN, planComment("grid-east"));

    const found = (
      await readPlanNote(unthrottledGitHubClient("ghs", github.url), issue, "grid-east")
    ).search.comment;

    expect(found).toEqual({
      id: ours.id,
      url: `https://github.com/grid-east/inventory/pull/12#issuecomment-${ours.id}`,
      header: { workspace: "grid-east", fingerprint: FINGERPRINT, head: HEAD, status: "planned" },
      body: ours.body,
    });
    expect(github.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /graphql",
    ]);
  });

  it("finds nothing when only someone else wrote the marker", async () => {
    github.addComment(12, "mallory", planComment("grid-east"));
    const octokit = unthrottledGitHubClient("ghs", github.url);
    expect((await readPlanNote(octokit, issue, "grid-east")).search.comment).toBeUndefined();
  });

  it("takes GitHub's word for who wrote a comment: another token's comment is not ours", async () => {
    const ours = github.addComment(12, "sync-bot", planComment("grid-east"));
    const pat = unthrottledGitHubClient("pat", github.url);
    expect((await readPlanNote(pat, issue, "grid-east")).search.comment?.id).toBe(ours.id);
    const app = unthrottledGitHubClient("app", github.url);
    expect((await readPlanNote(app, issue, "grid-east")).search.comment).toBeUndefined();
  });

  it("names the token's login, the merger and the reviews with the note, as REST names them", async () => {
    github.pulls[1]!.mergedBy = "merge-bot[bot]";
    const read = await readPlanNote(unthrottledGitHubClient("app", github.url), issue, "grid-east");
    expect(read.login).toBe("grid-sync[bot]");
    expect(read.mergedBy).toBe("merge-bot[bot]");
    expect(read.reviews?.slice(0, 2)).toEqual([
      { login: "dave", state: "APPROVED", commit: HEAD, at: DEFAULT_REVIEW_TIME, body: "" },
      { login: "erin", state: "APPROVED", commit: HEAD, at: DEFAULT_REVIEW_TIME, body: "" },
    ]);
    expect(read.search).toEqual({ comment: undefined, bounded: false });
  });
});

describe("writeStickyComment", () => {
  it("creates the comment once, then updates it in place", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const url = await writeStickyComment(octokit, issue, undefined, planComment("grid-east"));
    const created = github.commentsOn(12);
    expect(created).toHaveLength(1);
    expect(url).toBe(
      `https://github.com/grid-east/inventory/pull/12#issuecomment-${created[0]!.id}`,
    );

    const existing = (await readPlanNote(octokit, issue, "grid-east")).search.comment;
    const next = planComment("grid-east", `sha256:${"cd".repeat(32)}`);
    expect(await writeStickyComment(octokit, issue, existing, next)).toBe(url);
    expect(github.commentsOn(12)).toEqual([{ ...created[0], body: next }]);
    expect(github.writes().map((request) => request.method)).toEqual(["POST", "PATCH"]);
  });

  it("surfaces a read-only token's 403 for the caller to turn into a warning", async () => {
    const octokit = unthrottledGitHubClient("fork", github.url);
    const error = await writeStickyComment(octokit, issue, undefined, "x").catch(
      (caught: unknown) => caught,
    );
    expect(requestStatus(error)).toBe(403);
    expect(github.commentsOn(12)).toEqual([]);
  });
});

describe("pull requests", () => {
  it("finds the pull request whose merge commit is the pushed commit", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    expect(
      await findMergedPullRequest(octokit, repository, { sha: MERGE, branch: "main" }),
    ).toEqual({
      number: 12,
      url: "https://github.com/grid-east/inventory/pull/12",
      title: "Add alpha relays",
      author: "bob",
      headSha: HEAD,
    });
    expect(
      await findMergedPullRequest(octokit, repository, { sha: "f".repeat(40), branch: "main" }),
    ).toBeUndefined();
  });

  it("takes a fast-forwarded commit's only merged pull request, and guesses nothing among several", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    expect(
      (await findMergedPullRequest(octokit, repository, { sha: HEAD, branch: "main" }))?.number,
    ).toBe(12);
    const shared = "3".repeat(40);
    for (const pull of github.pulls) pull.commits.push(shared);
    expect(
      await findMergedPullRequest(octokit, repository, { sha: shared, branch: "main" }),
    ).toBeUndefined();
  });

  it("counts a reviewer as approving when their latest deciding review approves", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    expect(await approvals(octokit, repository, { number: 12, headSha: HEAD })).toEqual({
      approvedBy: ["dave", "frank", "grace"],
      approvedEarlierCommit: [],
      // REST's submitted_at, a minute apart in the fake.
      approvedAt: expect.any(Map),
      // Read with them, for the owner policy: the text of each latest approval.
      bodies: new Map([
        ["dave", ""],
        ["frank", ""],
        ["grace", ""],
      ]),
    });
  });

  it("counts only approvals given on the head commit; a later push leaves earlier ones apart", async () => {
    const earlier = "9".repeat(40);
    const pull = github.pulls.find((candidate) => candidate.number === 12)!;
    pull.reviews = [
      // Approved the first version only.
      { user: "dave", state: "APPROVED", commitId: earlier },
      // Approved the first version, then the head again.
      { user: "erin", state: "APPROVED", commitId: earlier },
      { user: "erin", state: "APPROVED" },
      // Approved the head, then commented on it: still approving.
      { user: "frank", state: "APPROVED" },
      { user: "frank", state: "COMMENTED" },
      // Approved the head, then the approval was dismissed.
      { user: "grace", state: "APPROVED" },
      { user: "grace", state: "DISMISSED" },
      // Approved the head, then asked for changes on an earlier commit's thread: not approving.
      { user: "heidi", state: "APPROVED" },
      { user: "heidi", state: "CHANGES_REQUESTED", commitId: earlier },
      // Asked for changes, then approved an earlier commit: approving, but not what was merged.
      { user: "ivan", state: "CHANGES_REQUESTED" },
      { user: "ivan", state: "APPROVED", commitId: earlier },
    ];
    const octokit = unthrottledGitHubClient("ghs", github.url);
    expect(await approvals(octokit, repository, { number: 12, headSha: HEAD })).toEqual({
      approvedBy: ["erin", "frank"],
      approvedEarlierCommit: ["dave", "ivan"],
      approvedAt: expect.any(Map),
      bodies: new Map([
        ["dave", ""],
        ["erin", ""],
        ["frank", ""],
        ["ivan", ""],
      ]),
    });
    const reviews = github.requests.filter((request) => request.path.endsWith("/pulls/12/reviews"));
    expect(reviews).toHaveLength(1);
  });

  it("reads reviews across pages", async () => {
    const pull = github.pulls.find((candidate) => candidate.number === 12)!;
    pull.reviews = Array.from({ length: 150 }, (_, index) => ({
      user: `reviewer${String(index).padStart(3, "0")}`,
      state: "APPROVED" as const,
    }));
    const found = await approvals(unthrottledGitHubClient("ghs", github.url), repository, {
      number: 12,
      headSha: HEAD,
    });
    expect(found.approvedBy).toHaveLength(150);
    expect(found.approvedBy.at(-1)).toBe("reviewer149");
  });
});
