import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commitParticipants } from "../../src/github/approval-independence.ts";
import { splitIndependent } from "../../src/core/review/approvals.ts";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github.ts";
import { unthrottledGitHubClient } from "../support/github-client.ts";

const repository = { owner: "grid-east", repo: "inventory" };
let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    ...repository,
    tokens: { ghs: { kind: "integration" } },
    pulls: [
      {
        number: 12,
        title: "Add alpha relays",
        author: "bob",
        headSha: "d".repeat(40),
        commits: [],
        mergeCommitSha: null,
        mergedBy: null,
        reviews: [],
        // 130 commits: the list spans two pages. Dave pushed a fix-up; Erin committed a suggestion.
        commitPeople: [
          ...Array.from({ length: 128 }, (_, index) => ({
            sha: index.toString(16).padStart(40, "0"),
            author: "bob",
            committer: "web-flow",
          })),
          { sha: "a".repeat(40), author: "Dave", committer: "Dave" },
          { sha: "b".repeat(40), author: null, committer: "erin" },
        ],
      },
    ],
  });
});

afterEach(async () => {
  await github.close();
});

describe("independent approval", () => {
  it("lists apart every approver who authored or committed a commit, on any page", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const participants = await commitParticipants(octokit, repository, 12);
    expect([...participants].sort()).toEqual(["bob", "dave", "erin", "web-flow"]);
    expect(splitIndependent(["frank", "erin", "dave", "carol"], participants)).toEqual({
      approvedBy: ["carol", "frank"],
      notIndependent: ["dave", "erin"],
    });
  });

  it("keeps every approver when nobody of them touched the commits", () => {
    expect(splitIndependent(["carol"], new Set(["bob"]))).toEqual({
      approvedBy: ["carol"],
      notIndependent: [],
    });
  });
});
