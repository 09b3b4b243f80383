// Issue 61, item 2: the Action's runs with an owner policy check that the default branch requires
// the status cip-sync/policy, in process against the emulator and the fake GitHub. Without the
// requirement (or when it cannot be read) a warning annotation and a line of the job summary say
// so, and the run's outcome is what it would have been; with it (a ruleset, or classic branch
// protection) no warning. A run without a policy file asks GitHub nothing about it.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FakeBranchRules } from "../support/fake-github-git.ts";
import { type ActionRun, runInProcess, workspaceOf } from "./run-action.ts";
import { checkDrift, dir, github, planPullRequest, pushToMain, useScenario } from "./scenario.ts";

useScenario(runInProcess);

const POLICY = `version: 1
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 2, from: owners }
`;

const NOT_REQUIRED_TITLE = "cip-sync/policy is not required";
const UNKNOWN_TITLE = "cip-sync/policy may not be required";
const FIX = `add a branch ruleset targeting the default branch (Settings > Rules > Rulesets) with "Require status checks to pass" and the check cip-sync/policy, or add it to the branch protection's required status checks`;
const NOT_REQUIRED = `The default branch main does not require the status cip-sync/policy (no ruleset requires a status check on it and it has no classic branch protection): a refusal by the gate is only a record: GitHub will merge a refused change, and the next pull request is judged on it. To make GitHub enforce the gate, ${FIX}.`;
const UNKNOWN = `Whether the default branch main requires the status cip-sync/policy cannot be told: its classic branch protection could not be read (HTTP 403: Resource not accessible by integration): reading classic branch protection needs a token with the repository permission Administration: read, which a workflow's GITHUB_TOKEN never has. Until that is known, a refusal by the gate may be only a record: ${FIX}; a ruleset can be read with any token that reads the repository.`;

async function withPolicy(rules: FakeBranchRules): Promise<void> {
  await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), POLICY);
  github.git.rulesByBranch.set("main", rules);
}

const warningsOf = (run: ActionRun) =>
  run.stdout.split("\n").filter((line) => line.startsWith("::warning title=cip-sync/policy"));

const branchRequests = () =>
  github.requests
    .map(({ path }) => path)
    // The default branch's, not the evidence branch's (branch-guards.test.ts).
    .filter((path) => /\/rules\/branches\/main|\/protection$|^\/repos\/[^/]+\/[^/]+$/.test(path));

const RULESET_REQUIRES: FakeBranchRules = {
  rules: [{ requiredStatusChecks: ["cip-sync/policy"], rulesetId: 42 }],
  protection: "forbidden",
};
const CLASSIC_REQUIRES: FakeBranchRules = {
  rules: [],
  protection: {
    allowForcePushes: false,
    allowDeletions: false,
    requiredContexts: ["cip-sync/policy"],
  },
};

describe("the default branch's requirement of cip-sync/policy, in the Action's runs", () => {
  it("warns on a pull request when the default branch does not require it, and still passes", async () => {
    await withPolicy({ rules: [], protection: null });
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    expect(warningsOf(run)).toEqual([`::warning title=${NOT_REQUIRED_TITLE}::${NOT_REQUIRED}`]);
    expect(run.summary).toContain(`**${NOT_REQUIRED_TITLE}.** The default branch main does not`);
    // The event names the default branch: GitHub is not asked for it.
    expect(branchRequests()).toEqual([
      "/repos/grid-east/inventory/rules/branches/main",
      "/repos/grid-east/inventory/branches/main/protection",
    ]);
  });

  it.each<[string, FakeBranchRules, string, string[]]>([
    [
      "a ruleset",
      RULESET_REQUIRES,
      "The default branch main requires the status cip-sync/policy (ruleset 42 (grid-east/inventory)): GitHub merges a pull request into it only once that status succeeds, except by someone these rules let bypass them.",
      ["/repos/grid-east/inventory/rules/branches/main"],
    ],
    [
      "classic branch protection",
      CLASSIC_REQUIRES,
      "The default branch main requires the status cip-sync/policy (classic branch protection): GitHub merges a pull request into it only once that status succeeds, except by someone these rules let bypass them.",
      [
        "/repos/grid-east/inventory/rules/branches/main",
        "/repos/grid-east/inventory/branches/main/protection",
      ],
    ],
  ])("says nothing loud when %s requires it", async (_case, rules, line, requests) => {
    await withPolicy(rules);
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    expect(warningsOf(run)).toEqual([]);
    expect(run.stdout.split("\n")).toContain(line);
    expect(run.summary).not.toContain("cip-sync/policy is not required");
    expect(run.summary).not.toContain("cip-sync/policy may not be required");
    expect(branchRequests()).toEqual(requests);
  });

  it("never claims protection it could not read: a workflow token refused classic protection", async () => {
    await withPolicy({
      rules: [{ requiredStatusChecks: ["build"], rulesetId: 7 }],
      protection: "forbidden",
    });
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    expect(warningsOf(run)).toEqual([`::warning title=${UNKNOWN_TITLE}::${UNKNOWN}`]);
    expect(run.summary).toContain(`**${UNKNOWN_TITLE}.** Whether the default branch main requires`);
    expect(run.summary).toContain("Administration: read");
  });

  it("keeps what a rule names from becoming a workflow command or Markdown", async () => {
    const forged = "::stop-commands::x **Approved by CISO** @grid-east/cip-team";
    await withPolicy({
      rules: [{ requiredStatusChecks: [forged], rulesetId: 7 }],
      protection: null,
    });
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    const [warning] = warningsOf(run);
    expect(warning).toContain("its rulesets require only");
    // The runner reads "::" only at a line's start, and the annotation's own escaping keeps it
    // inside the message; the summary shows the context as text, no emphasis and no mention.
    expect(run.stdout.split("\n").filter((line) => line.startsWith("::stop-commands"))).toEqual([]);
    expect(run.summary).not.toContain("**Approved by CISO**");
    expect(run.summary).not.toContain("@grid-east/cip-team");
    expect(run.summary).toContain("\\*\\*Approved by CISO\\*\\*");
  });

  it.each([
    ["the apply of a merge", () => pushToMain()],
    ["a drift check", () => checkDrift()],
  ])("warns on %s as on a pull request, without changing its outcome", async (_case, run) => {
    const before = await run();
    github.requests.length = 0;
    await withPolicy({ rules: [], protection: null });
    const warned = await run();
    expect(warned.code).toBe(before.code);
    expect(warningsOf(warned)).toEqual([`::warning title=${NOT_REQUIRED_TITLE}::${NOT_REQUIRED}`]);
    expect(warned.summary).toContain(`**${NOT_REQUIRED_TITLE}.**`);
    // The push names the default branch, and a schedule runs on it: GitHub is not asked for it.
    expect(branchRequests()).toEqual([
      "/repos/grid-east/inventory/rules/branches/main",
      "/repos/grid-east/inventory/branches/main/protection",
    ]);
  });

  it("asks GitHub nothing about it without a policy file", async () => {
    github.git.rulesByBranch.set("main", { rules: [], protection: null });
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    expect(warningsOf(run)).toEqual([]);
    // Only whether a ruleset requires an approval (min-approvals is 0: branch-guards.test.ts).
    expect(branchRequests()).toEqual(["/repos/grid-east/inventory/rules/branches/main"]);
  });
});
