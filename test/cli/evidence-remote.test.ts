// `cip-sync evidence verify --remote` against the fake GitHub: the ledger's commits (writer,
// verification) and the branch's protection, read through the API.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendEvidence } from "../../src/github/ledger/evidence-ledger.ts";
import { runCliInProcess } from "../support/cli.ts";
import { day, monitoringDraft } from "../support/evidence-records.ts";
import type { FakeBranchRules } from "../support/fake-github-git.ts";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github.ts";
import { unthrottledGitHubClient } from "../support/github-client.ts";

const target = { owner: "grid-east", repo: "inventory", branch: "cip-sync-evidence" };
let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    owner: target.owner,
    repo: target.repo,
    tokens: { ghs: { kind: "integration" } },
  });
  const octokit = unthrottledGitHubClient("ghs", github.url);
  for (const run of [1, 2]) {
    await appendEvidence(octokit, target, monitoringDraft("grid-east", run, true), {
      now: () => day(run),
    });
  }
});

afterEach(async () => {
  await github.close();
});

function verifyRemote(...flags: string[]) {
  return runCliInProcess(["evidence", "verify", "--remote", ...flags], {
    cwd: ".",
    env: {
      GITHUB_TOKEN: "ghs",
      GITHUB_REPOSITORY: `${target.owner}/${target.repo}`,
      GITHUB_API_URL: github.url,
    },
  });
}

const RULESET: FakeBranchRules = { rules: ["deletion", "non_fast_forward"], protection: null };
const UNPROTECTED: FakeBranchRules = { rules: [], protection: null };
const FORCE_PUSHES: FakeBranchRules = {
  rules: [],
  protection: { allowForcePushes: true, allowDeletions: false },
};
const UNREADABLE: FakeBranchRules = { rules: ["deletion"], protection: "forbidden" };

describe("evidence verify --remote", () => {
  it.each([
    ["a ruleset blocks deletion and force pushes", RULESET, [], 0, "the branch is protected"],
    ["unprotected: a warning", UNPROTECTED, [], 0, "warning evidence-branch-unprotected"],
    [
      "unprotected, --require-protection",
      UNPROTECTED,
      ["--require-protection"],
      1,
      "error evidence-branch-unprotected: cip-sync-evidence: no active ruleset rule blocks deletion and force pushes, and the branch has no branch protection",
    ],
    [
      "protection allows force pushes, --require-protection",
      FORCE_PUSHES,
      ["--require-protection"],
      1,
      "its branch protection allows deletion or force pushes",
    ],
    [
      "protection unreadable, --require-protection",
      UNREADABLE,
      ["--require-protection"],
      1,
      "its branch protection could not be read (HTTP 403",
    ],
  ])("%s", async (_, rules, flags, code, shown) => {
    github.git.branchRules = rules;
    const run = await verifyRemote(...flags);
    expect(run.code).toBe(code);
    expect(`${run.stdout}${run.stderr}`).toContain(shown);
    expect(`${run.stdout}${run.stderr}`).not.toContain("ghs");
  });

  it("fails on a commit by another identity, not verified by GitHub", async () => {
    github.git.branchRules = RULESET;
    const forged = github.git.commitFiles(target.branch, { "records/grid-east/x.json": "{}" });
    const run = await verifyRemote();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `commit ${forged} on cip-sync-evidence was made by no GitHub account, not by the ledger's writer github-actions[bot] (the author of its first commit)`,
    );
    expect(run.stderr).toContain(`commit ${forged} on cip-sync-evidence is not verified by GitHub`);
  });

  it("needs GITHUB_TOKEN", async () => {
    const run = await runCliInProcess(["evidence", "verify", "--remote", "--repo", "a/b"], {
      cwd: ".",
      env: {},
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("--remote needs GITHUB_TOKEN");
  });
});
