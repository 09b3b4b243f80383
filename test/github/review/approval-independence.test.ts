// Independence of an approver from a pull request's commits, read from the fake GitHub: every
// commit (past the 250 GitHub's pull request commits endpoint lists, through the compare API), by
// login, by e-mail only for a commit whose author has no account, and failing closed past the
// bound of 10,000 commits.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CommitPeople } from "../../support/fake-github-commits.ts";
import {
  commitParticipants,
  MAX_INDEPENDENCE_COMMITS,
} from "../../../src/github/review/approval-independence.ts";
import { ApproverAccounts } from "../../../src/github/review/approver-accounts.ts";
import { readChangeFacts } from "../../../src/github/review/review-facts.ts";
import { commitChain } from "../../support/fake-github-commits.ts";
import { type FakeGitHub, startFakeGitHub } from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";

const repository = { owner: "grid-east", repo: "inventory" };
const BASE = "0b".repeat(20);
const BOB: CommitPeople = { author: "bob", committer: "web-flow" };
let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({ ...repository, tokens: { ghs: { kind: "integration" } } });
});

afterEach(async () => {
  await github.close();
});

/**
 * Pull request 40 of `count` commits from BASE, each by `people(index)`, approved on its head by
 * dave; what its facts say of dave's approval.
 */
async function approvalOfDave(count: number, people: (index: number) => CommitPeople) {
  const commits = commitChain(BASE, count, people);
  github.commits.push(...commits);
  const headSha = commits.at(-1)!.sha;
  github.pulls.push({
    number: 40,
    title: "Relabel every relay",
    author: "bob",
    headSha,
    baseSha: BASE,
    commits: [],
    mergeCommitSha: null,
    mergedBy: null,
    reviews: [{ user: "dave", state: "APPROVED" }],
  });
  const octokit = unthrottledGitHubClient("ghs", github.url);
  const change = { number: 40, url: "", title: "", author: "bob", headSha };
  const facts = await readChangeFacts(octokit, repository, change, {
    workspace: "default",
    merged: false,
    accounts: new ApproverAccounts(octokit, repository),
  });
  return {
    approvedBy: facts.approvedBy,
    notIndependent: facts.notIndependent,
    notCounted: facts.notCounted,
  };
}

const comparePages = () => github.requests.filter(({ path }) => path.includes("/compare/")).length;

describe("independence past 250 commits, by login", () => {
  it("does not count an approver who authored commit 280 of 300", async () => {
    const dave = await approvalOfDave(300, (index) =>
      index === 280 ? { author: "Dave", committer: "web-flow" } : BOB,
    );
    expect(dave).toEqual({ approvedBy: [], notIndependent: ["dave"], notCounted: [] });
    // 300 commits: the pull request's list stops at 250, compare is read in 3 pages of 100.
    expect(comparePages()).toBe(3);
  });

  it("counts the approval of the same 300 commits when nobody of them is the approver", async () => {
    const dave = await approvalOfDave(300, () => BOB);
    expect(dave).toEqual({ approvedBy: ["dave"], notIndependent: [], notCounted: [] });
  });

  it("matches by login, whatever e-mail the commit carries", async () => {
    github.emails.set("dave", "dave@grid-east.example");
    const dave = await approvalOfDave(300, (index) =>
      index === 280
        ? { author: "dave", committer: "dave", authorEmail: "d.other@personal.example" }
        : BOB,
    );
    expect(dave).toEqual({ approvedBy: [], notIndependent: ["dave"], notCounted: [] });
  });

  it("fails closed past 10,000 commits: the approval does not count, with why", async () => {
    const dave = await approvalOfDave(MAX_INDEPENDENCE_COMMITS + 1, () => BOB);
    expect(dave.approvedBy).toEqual([]);
    expect(dave.notIndependent).toEqual([]);
    expect(dave.notCounted).toEqual([
      {
        login: "dave",
        why: expect.stringMatching(
          /^independence could not be checked: the pull request has more than 10,000 commits \(0b0b0b0\.\.\.[0-9a-f]{7}\), more than are read$/,
        ) as unknown as string,
      },
    ]);
    // The first page says how many there are: no more is read.
    expect(comparePages()).toBe(1);
  });
});

describe("a commit whose author has no account", () => {
  it.each<[string, CommitPeople, string | undefined, Record<string, string[]>]>([
    [
      "matches the approver's public e-mail, in any case",
      { author: null, committer: "web-flow", authorEmail: "Dave@Grid-East.example" },
      "dave@grid-east.example",
      { notIndependent: ["dave"], approvedBy: [] },
    ],
    [
      "names the approver by a GitHub no-reply address",
      { author: null, committer: null, committerEmail: "1234+dave@users.noreply.github.com" },
      undefined,
      { notIndependent: ["dave"], approvedBy: [] },
    ],
    [
      "names nobody when the approver shows another e-mail",
      { author: null, committer: "web-flow", authorEmail: "contractor@vendor.example" },
      "dave@grid-east.example",
      { notIndependent: [], approvedBy: ["dave"] },
    ],
    [
      "names nobody when the approver shows no e-mail",
      { author: null, committer: "web-flow", authorEmail: "contractor@vendor.example" },
      undefined,
      { notIndependent: [], approvedBy: ["dave"] },
    ],
  ])("%s", async (_, unlinked, email, expected) => {
    if (email !== undefined) github.emails.set("dave", email);
    const dave = await approvalOfDave(3, (index) => (index === 2 ? unlinked : BOB));
    expect(dave).toEqual({ ...expected, notCounted: [] });
    // The pull request's own list holds all 3: compare is not needed.
    expect(comparePages()).toBe(0);
  });
});

describe("commitParticipants", () => {
  it("reads every author and committer of the pull request's list, on any page", async () => {
    github.pulls.push({
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
          ...BOB,
        })),
        { sha: "a".repeat(40), author: "Dave", committer: "Dave" },
        { sha: "b".repeat(40), author: null, committer: "erin", authorEmail: "x@vendor.example" },
      ],
    });
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const participants = await commitParticipants(octokit, repository, 12);
    expect(participants).toEqual({
      kind: "read",
      logins: new Set(["bob", "web-flow", "dave", "erin"]),
      unlinkedEmails: new Set(["x@vendor.example"]),
    });
  });
});
