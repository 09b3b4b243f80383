// The workspace's CIP obligations issue (issue 69): opened with what needs someone, and closed by a
// comment that says nothing needs anyone now, and, once, each family not judged from the ledger, so
// that the closing is no all-clear for what was never judged.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reportObligationsIssue } from "../../../src/github/notices/obligations-issue.ts";
import { type FakeGitHub, INTEGRATION_LOGIN, startFakeGitHub } from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";
import { PATCH_MANAGEMENT_FAMILY } from "../../../src/core/obligations/patch-management/patch-family.ts";
import { notJudgedMarkdown } from "../../../src/render/evidence/obligations.ts";

const target = { owner: "grid-east", repo: "inventory", workspace: "grid-east", author: "" };
const RUN = "https://github.com/grid-east/inventory/actions/runs/7";

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    owner: target.owner,
    repo: target.repo,
    tokens: { ghs: { kind: "integration" } },
  });
  target.author = INTEGRATION_LOGIN;
});

afterEach(async () => {
  await github.close();
});

describe("the CIP obligations issue", () => {
  it("closes with a comment that says what was not judged, once", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const notJudged = notJudgedMarkdown([PATCH_MANAGEMENT_FAMILY]);
    const opened = await reportObligationsIssue(octokit, target, "| overdue | … |", RUN, notJudged);
    expect(opened.action).toBe("opened");
    const closed = await reportObligationsIssue(octokit, target, undefined, RUN, notJudged);
    expect(closed.action).toBe("closed");
    const [issue] = github.issues.issues;
    expect(issue?.state).toBe("closed");
    expect(github.commentsOn(issue?.number ?? 0).map((comment) => comment.body)).toEqual([
      `**No CIP obligation is overdue or due soon** ([run](${RUN})).\n\n${notJudged}`,
    ]);
  });
});
