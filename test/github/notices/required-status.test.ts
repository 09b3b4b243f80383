// The default branch's rules as GitHub answers them (github/notices/required-status.ts), against the
// fake GitHub, whose answers are checked against GitHub's published description: the rulesets
// first, classic protection only when no ruleset requires cip-sync/policy, and every refusal kept
// as what GitHub answered, never as "no protection".
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RequiredStatusFacts } from "../../../src/core/review/required-policy-status.ts";
import { gitHubCodeHost } from "../../../src/github/code-host.ts";
import type { FakeBranchRules } from "../../support/fake-github-git.ts";
import { type FakeGitHub, startFakeGitHub } from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";

const repository = { owner: "grid-east", repo: "inventory" };
let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({ ...repository, tokens: { ghs: { kind: "integration" } } });
  // The evidence branch's own rules must never be taken for the default branch's.
  github.git.branchRules = {
    rules: [{ requiredStatusChecks: ["cip-sync/policy"], rulesetId: 99 }],
    protection: { allowForcePushes: false, allowDeletions: false, requiredContexts: [] },
  };
});

afterEach(async () => {
  await github.close();
});

const read = (defaultBranch: string | undefined, repo = repository) =>
  gitHubCodeHost(unthrottledGitHubClient("ghs", github.url), repo).statuses.policyRequirement(
    defaultBranch,
  );

const paths = () => github.requests.map(({ method, path }) => `${method} ${path}`);

describe("readRequiredStatusFacts", () => {
  it.each<[string, FakeBranchRules, RequiredStatusFacts, string[]]>([
    [
      "a ruleset requires it: classic protection is not asked",
      {
        rules: ["deletion", { requiredStatusChecks: ["build", "cip-sync/policy"], rulesetId: 42 }],
        protection: "forbidden",
      },
      {
        kind: "branch",
        repository: "grid-east/inventory",
        branch: "main",
        rulesets: {
          kind: "read",
          value: [
            {
              rulesetId: 42,
              source: "grid-east/inventory",
              contexts: ["build", "cip-sync/policy"],
            },
          ],
        },
        classic: undefined,
      },
      ["GET /repos/grid-east/inventory/rules/branches/main"],
    ],
    [
      "classic protection requires it (contexts and checks)",
      {
        rules: [{ requiredStatusChecks: ["build"], rulesetId: 7, source: "grid-east" }],
        protection: {
          allowForcePushes: false,
          allowDeletions: false,
          requiredContexts: ["cip-sync/policy"],
        },
      },
      {
        kind: "branch",
        repository: "grid-east/inventory",
        branch: "main",
        rulesets: {
          kind: "read",
          value: [{ rulesetId: 7, source: "grid-east", contexts: ["build"] }],
        },
        classic: { kind: "read", value: { contexts: ["cip-sync/policy", "cip-sync/policy"] } },
      },
      [
        "GET /repos/grid-east/inventory/rules/branches/main",
        "GET /repos/grid-east/inventory/branches/main/protection",
      ],
    ],
    [
      "protection without required checks",
      { rules: [], protection: { allowForcePushes: false, allowDeletions: false } },
      {
        kind: "branch",
        repository: "grid-east/inventory",
        branch: "main",
        rulesets: { kind: "read", value: [] },
        classic: { kind: "read", value: { contexts: [] } },
      },
      [
        "GET /repos/grid-east/inventory/rules/branches/main",
        "GET /repos/grid-east/inventory/branches/main/protection",
      ],
    ],
    [
      "no protection: GitHub's 404 Branch not protected",
      { rules: ["deletion"], protection: null },
      {
        kind: "branch",
        repository: "grid-east/inventory",
        branch: "main",
        rulesets: { kind: "read", value: [] },
        classic: { kind: "absent" },
      },
      [
        "GET /repos/grid-east/inventory/rules/branches/main",
        "GET /repos/grid-east/inventory/branches/main/protection",
      ],
    ],
    [
      "a workflow token: 403 on classic protection",
      { rules: [], protection: "forbidden" },
      {
        kind: "branch",
        repository: "grid-east/inventory",
        branch: "main",
        rulesets: { kind: "read", value: [] },
        classic: { kind: "unreadable", why: "HTTP 403: Resource not accessible by integration" },
      },
      [
        "GET /repos/grid-east/inventory/rules/branches/main",
        "GET /repos/grid-east/inventory/branches/main/protection",
      ],
    ],
    [
      "a token GitHub answers 404 Not Found: unreadable, not absent",
      { rules: [], protection: "hidden" },
      {
        kind: "branch",
        repository: "grid-east/inventory",
        branch: "main",
        rulesets: { kind: "read", value: [] },
        classic: { kind: "unreadable", why: "HTTP 404: Not Found" },
      },
      [
        "GET /repos/grid-east/inventory/rules/branches/main",
        "GET /repos/grid-east/inventory/branches/main/protection",
      ],
    ],
  ])("%s", async (_case, rules, facts, requests) => {
    github.git.rulesByBranch.set("main", rules);
    expect(await read("main")).toEqual(facts);
    expect(paths()).toEqual(requests);
  });

  it("asks GitHub for the default branch when the event does not name it", async () => {
    github.defaultBranch = "trunk";
    github.git.rulesByBranch.set("trunk", {
      rules: [{ requiredStatusChecks: ["cip-sync/policy"], rulesetId: 3 }],
      protection: null,
    });
    expect(await read(undefined)).toMatchObject({ kind: "branch", branch: "trunk" });
    expect(paths()).toEqual([
      "GET /repos/grid-east/inventory",
      "GET /repos/grid-east/inventory/rules/branches/trunk",
    ]);
  });

  it("says why when GitHub does not name the default branch", async () => {
    expect(await read(undefined, { owner: "grid-east", repo: "elsewhere" })).toEqual({
      kind: "no-branch",
      repository: "grid-east/elsewhere",
      why: "GitHub did not name it (GET /repos/grid-east/elsewhere: HTTP 404: Not Found)",
    });
  });
});
