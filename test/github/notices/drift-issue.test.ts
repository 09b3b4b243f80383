import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type DriftFindings,
  driftFindings,
} from "../../../src/core/evidence/records/drift-findings.ts";
import {
  DRIFT_LABEL,
  driftIssueTitle,
  reportDriftIssue,
} from "../../../src/github/notices/drift-issue.ts";
import { type FakeGitHub, INTEGRATION_LOGIN, startFakeGitHub } from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";
import { LIVE, day, driftPlan } from "../../support/evidence-records.ts";
import { ALPHA, HOSTILE_NAME, createOf, emptyPlan, planOf } from "../../support/sample-plans.ts";

const target = {
  owner: "grid-east",
  repo: "inventory",
  workspace: "grid-east",
  author: INTEGRATION_LOGIN,
};
const runUrl = (id: number) => `https://github.com/grid-east/inventory/actions/runs/${id}`;

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    owner: target.owner,
    repo: target.repo,
    tokens: { ghs: { kind: "integration" } },
  });
});

afterEach(async () => {
  await github.close();
});

const drifted = (): DriftFindings => driftFindings(driftPlan(), LIVE);
const inSync = (): DriftFindings => driftFindings(emptyPlan(), LIVE);

describe("reportDriftIssue", () => {
  it("opens one issue, updates it in place, then comments how and closes it when in sync", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const opened = await reportDriftIssue(octokit, target, drifted(), {
      at: day(1),
      runUrl: runUrl(1),
    });
    expect(opened).toMatchObject({
      action: "opened",
      issue: { number: 100, firstSeen: "2026-01-02T06:00:00.000Z" },
    });
    const [issue] = github.issues.issues;
    expect(issue).toMatchObject({
      title: driftIssueTitle("grid-east"),
      user: INTEGRATION_LOGIN,
      labels: [DRIFT_LABEL],
      state: "open",
    });
    expect(issue!.body).toContain("- First seen: 2026-01-02T06:00:00.000Z\n");
    expect(issue!.body).toContain(
      "| _new_ | only in the files | alpha-rtu-09 (hardware) in Alpha Protection | _none_ |",
    );
    expect(issue!.body).toContain(
      "| `ca_0042` | only in the service | _none_ | alpha-hmi-02 (hardware) in Alpha Protection |",
    );

    const updated = await reportDriftIssue(octokit, target, drifted(), {
      at: day(2),
      runUrl: runUrl(2),
    });
    expect(updated).toMatchObject({ action: "updated", issue: { number: 100 } });
    expect(github.issues.issues).toHaveLength(1);
    expect(issue!.body).toContain("- First seen: 2026-01-02T06:00:00.000Z\n");
    expect(issue!.body).toContain(`- Last checked: 2026-01-03T06:00:00.000Z ([run](${runUrl(2)}))`);

    const closed = await reportDriftIssue(octokit, target, inSync(), {
      at: day(3),
      runUrl: runUrl(3),
      resolvedBy: async (firstSeen) => {
        expect(firstSeen).toBe("2026-01-02T06:00:00.000Z");
        return [{ number: 17, url: "https://github.com/grid-east/inventory/pull/17" }];
      },
    });
    expect(closed).toMatchObject({ action: "closed", issue: { number: 100 } });
    expect(issue!.state).toBe("closed");
    expect(github.commentsOn(100).map((comment) => comment.body)).toEqual([
      `**Back in sync** at 2026-01-04T06:00:00.000Z ([run](${runUrl(3)})). The live inventory matches the files again, after the apply of pull request #17 (https://github.com/grid-east/inventory/pull/17). Drift first seen 2026-01-02T06:00:00.000Z.`,
    ]);

    // The next drift is a new episode: a new issue.
    const next = await reportDriftIssue(octokit, target, drifted(), {
      at: day(9),
      runUrl: runUrl(9),
    });
    expect(next).toMatchObject({
      action: "opened",
      issue: { number: 101, firstSeen: "2026-01-10T06:00:00.000Z" },
    });
  });

  it("finds its issue after someone removed the label, and opens no second one", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    await reportDriftIssue(octokit, target, drifted(), { at: day(1), runUrl: runUrl(1) });
    const [issue] = github.issues.issues;
    issue!.labels = [];
    const updated = await reportDriftIssue(octokit, target, drifted(), {
      at: day(2),
      runUrl: runUrl(2),
    });
    expect(updated).toMatchObject({ action: "updated", issue: { number: issue!.number } });
    expect(github.issues.issues).toHaveLength(1);
    const closed = await reportDriftIssue(octokit, target, inSync(), {
      at: day(3),
      runUrl: runUrl(3),
    });
    expect(closed).toMatchObject({ action: "closed", issue: { number: issue!.number } });
  });

  it("names every pull request of the batch whose apply ended the drift", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    await reportDriftIssue(octokit, target, drifted(), { at: day(1), runUrl: runUrl(1) });
    const pull = (number: number) => ({
      number,
      url: `https://github.com/grid-east/inventory/pull/${number}`,
    });
    await reportDriftIssue(octokit, target, inSync(), {
      at: day(2),
      runUrl: runUrl(2),
      resolvedBy: async () => [pull(21), pull(22)],
    });
    expect(github.commentsOn(100).map((comment) => comment.body)).toEqual([
      `**Back in sync** at 2026-01-03T06:00:00.000Z ([run](${runUrl(2)})). The live inventory matches the files again, after the apply of pull requests #21 (https://github.com/grid-east/inventory/pull/21) and #22 (https://github.com/grid-east/inventory/pull/22). Drift first seen 2026-01-02T06:00:00.000Z.`,
    ]);
  });

  it("writes nothing when in sync and no drift issue is open", async () => {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    expect(
      await reportDriftIssue(octokit, target, inSync(), { at: day(1), runUrl: runUrl(1) }),
    ).toEqual({
      action: "none",
    });
    expect(github.writes()).toEqual([]);
  });

  it("ignores a marker pasted by someone else, and another workspace's issue", async () => {
    const forged = `<!-- cip-sync:drift workspace=grid-east first-seen=2020-01-01T00:00:00.000Z -->\nforged`;
    github.issues.add({
      title: "x",
      body: forged,
      user: "mallory",
      labels: [DRIFT_LABEL],
      state: "open",
    });
    github.issues.add({
      title: "y",
      body: forged.replace("grid-east", "grid-west"),
      user: INTEGRATION_LOGIN,
      labels: [DRIFT_LABEL],
      state: "open",
    });
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const result = await reportDriftIssue(octokit, target, drifted(), {
      at: day(1),
      runUrl: runUrl(1),
    });
    expect(result).toMatchObject({ action: "opened", issue: { number: 102 } });
    expect(github.issues.issues.slice(0, 2).map((issue) => issue.body)).toEqual([
      forged,
      forged.replace("grid-east", "grid-west"),
    ]);
  });

  const SHA = "ab".repeat(32);
  it.each([
    {
      head: { workspace: "grid-east", sequence: 7, sha256: SHA, tsaTime: undefined },
      line: `- Evidence chain head: workspace \`grid-east\`, record 7, sha256 \`${SHA}\`, not timestamped\n`,
    },
    {
      head: {
        workspace: "grid-east",
        sequence: 8,
        sha256: SHA,
        tsaTime: "2026-01-02T06:00:01.000Z",
      },
      line: `- Evidence chain head: workspace \`grid-east\`, record 8, sha256 \`${SHA}\`, timestamped by TSA at \`2026-01-02T06:00:01.000Z\`\n`,
    },
    {
      head: { workspace: "a`b@team", sequence: 1, sha256: SHA, tsaTime: undefined },
      line: `- Evidence chain head: workspace \`\`a\`b@team\`\`, record 1, sha256 \`${SHA}\`, not timestamped\n`,
    },
  ])(
    "names the evidence chain head of record $head.sequence, and still finds the issue by its marker",
    async ({ head, line }) => {
      const octokit = unthrottledGitHubClient("ghs", github.url);
      const check = { at: day(1), runUrl: runUrl(1), evidenceHead: head };
      expect(await reportDriftIssue(octokit, target, drifted(), check)).toMatchObject({
        action: "opened",
      });
      const issue = github.issues.issues[0]!;
      expect(issue.body).toContain(`- Live state: \``);
      expect(issue.body).toContain(`\n${line}`);
      const updated = await reportDriftIssue(octokit, target, drifted(), {
        ...check,
        at: day(2),
        evidenceHead: undefined,
      });
      expect(updated).toMatchObject({ action: "updated", issue: { number: issue.number } });
      expect(github.issues.issues).toHaveLength(1);
      expect(issue.body).not.toContain("Evidence chain head");
      expect(issue.body).toContain("- First seen: 2026-01-02T06:00:00.000Z\n");
    },
  );

  it("escapes names from the service and the files, so none becomes a mention, link or HTML", async () => {
    const plan = planOf([createOf(HOSTILE_NAME, ALPHA)], {
      create: 1,
      update: 0,
      delete: 0,
      move: 0,
      rename: 0,
      retype: 0,
    });
    const octokit = unthrottledGitHubClient("ghs", github.url);
    await reportDriftIssue(octokit, target, driftFindings(plan, LIVE), {
      at: day(1),
      runUrl: runUrl(1),
    });
    const body = github.issues.issues[0]!.body;
    expect(body).not.toContain("<b>");
    expect(body).not.toContain("@team");
    expect(body).not.toContain("[x](http");
    expect(body).toContain("&lt;b&gt;");
  });
});
