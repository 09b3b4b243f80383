// `cip-sync evidence verify --remote` against the fake GitHub: the ledger's commits (writer,
// verification) and the branch's protection, read through the API.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendEvidence } from "../../src/github/ledger/evidence-ledger.ts";
import { runCliInProcess } from "../support/cli.ts";
import { day, monitoringDraft } from "../support/evidence-records.ts";
import type { FakeBranchRules } from "../support/fake-github-git.ts";
import { type FakeGitHub, INTEGRATION_LOGIN, startFakeGitHub } from "../support/fake-github.ts";
import { serializeCheckpoint, WorkspaceFold } from "../../src/core/checkpoint/ledger-checkpoint.ts";
import { resolveCalendar } from "../../src/core/shared/calendar.ts";
import { compareCodePoints } from "../../src/core/shared/names.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
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

describe("evidence verify --remote, the checkpoints", () => {
  /** A third drift check keeping the checkpoint of the first two records: its path and text. */
  async function withCheckpoint(): Promise<{ path: string; text: string }> {
    const octokit = unthrottledGitHubClient("ghs", github.url);
    const fold = WorkspaceFold.start("grid-east", {
      asOf: "2026-01-10",
      calendar: resolveCalendar({}, undefined),
    });
    const records = github.git
      .filesOn(target.branch)
      .filter(({ path }) => path.endsWith(".json"))
      .sort((a, b) => compareCodePoints(a.path, b.path));
    for (const { bytes } of records)
      fold.add({
        record: JSON.parse(Buffer.from(bytes).toString("utf8")),
        sha256: sha256Hex(bytes),
      });
    const checkpoint = fold.checkpoint()!;
    const text = serializeCheckpoint(checkpoint);
    const draft = monitoringDraft("grid-east", 3, true);
    if (draft.kind === "monitoring")
      draft.monitoring.checkpoint = { sha256: sha256Hex(text), through: checkpoint.through };
    const sealed = await appendEvidence(octokit, target, draft, {
      now: () => day(3),
      beside: { checkpoint: text },
    });
    return { path: `${sealed.path}.checkpoint`, text };
  }

  it("recomputes each checkpoint from the records before it", async () => {
    await withCheckpoint();
    const verified = await verifyRemote();
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain(
      "; each of the 1 checkpoint(s) is the fold of the records before it.",
    );
  });

  it("names a checkpoint its writer replaced with a state the records do not give", async () => {
    const { path, text } = await withCheckpoint();
    const forged = text.replace('"exception":0', '"exception":1');
    expect(forged).not.toBe(text);
    github.git.commitFiles(target.branch, { [path]: forged }, [], {
      message: "ledger",
      author: INTEGRATION_LOGIN,
      verified: true,
    });
    const verified = await verifyRemote();
    expect(verified.code).toBe(1);
    expect(verified.stdout).toBe("");
    expect(verified.stderr).toContain(
      `${path} is not the fold of the records before it (recomputed with the calendar and grace it says it was judged with): its obligations.counts differs`,
    );
  });
});
