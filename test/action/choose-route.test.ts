// Which route each mode takes for each kind of event, and the event data the route carries.
import { describe, expect, it } from "vitest";
import { chooseRoute } from "../../src/action/run.ts";
import type { ActionMode, Trigger } from "../../src/action/settings/settings.ts";
import { defaultBranchOf, refCheckOf } from "../../src/action/settings/event-trigger.ts";

const PULL_REQUEST = { number: 7, headSha: "b".repeat(40), fromFork: false, labels: [] };
const GROUP = {
  headSha: "d".repeat(40),
  baseSha: "c".repeat(40),
  headRef: "gh-readonly-queue/main/pr-9",
};
const BEFORE = "c".repeat(40);

const TRIGGERS = {
  "pull request": { kind: "pull-request", pullRequest: PULL_REQUEST },
  "push to the default branch": { kind: "push", before: BEFORE, toDefaultBranch: true },
  "push to another branch": { kind: "push", before: BEFORE, toDefaultBranch: false },
  "merge group": { kind: "merge-group", group: GROUP },
  review: { kind: "pull-request-review", pullRequest: PULL_REQUEST },
  schedule: { kind: "other", eventName: "schedule" },
} satisfies Record<string, Trigger>;

describe("chooseRoute", () => {
  it.each([
    ["auto", "pull request", { kind: "pull-request", pullRequest: PULL_REQUEST }],
    ["auto", "push to the default branch", { kind: "merge", before: BEFORE }],
    ["auto", "push to another branch", { kind: "drift" }],
    ["auto", "merge group", { kind: "merge-group", group: GROUP }],
    ["auto", "schedule", { kind: "drift" }],
    ["auto", "review", { kind: "policy-review", pullRequest: PULL_REQUEST }],
    ["plan", "review", { kind: "policy-review", pullRequest: PULL_REQUEST }],
    ["apply", "review", { kind: "merge", before: undefined }],
    ["validate", "review", { kind: "validate" }],
    ["plan", "pull request", { kind: "pull-request", pullRequest: PULL_REQUEST }],
    ["plan", "push to the default branch", { kind: "drift" }],
    ["plan", "merge group", { kind: "drift" }],
    ["plan", "schedule", { kind: "drift" }],
    ["apply", "push to another branch", { kind: "merge", before: BEFORE }],
    ["apply", "schedule", { kind: "merge", before: undefined }],
    ["apply", "pull request", { kind: "merge", before: undefined }],
    ["validate", "pull request", { kind: "validate" }],
    ["validate", "push to the default branch", { kind: "validate" }],
    ["source-sync", "schedule", { kind: "source-sync" }],
    ["source-sync", "push to the default branch", { kind: "source-sync" }],
  ] as const)("mode %s on a %s", (mode, trigger, route) => {
    expect(chooseRoute(mode as ActionMode, TRIGGERS[trigger])).toEqual(route);
  });
});

// Whether a run is on the default branch: R2.1 evidence comes from nowhere else (fail closed).
describe("refCheckOf", () => {
  const MAIN = { repository: { default_branch: "main" } };
  it.each([
    ["schedule", "refs/heads/main", {}, { defaultBranch: true }],
    ["workflow_dispatch", "refs/heads/main", MAIN, { defaultBranch: true }],
    [
      "workflow_dispatch",
      "refs/heads/feature/x",
      MAIN,
      {
        defaultBranch: false,
        why: "it runs on refs/heads/feature/x, not on the default branch main",
      },
    ],
    [
      "push",
      "refs/tags/v1",
      MAIN,
      { defaultBranch: false, why: "it runs on refs/tags/v1, not on the default branch main" },
    ],
    [
      "repository_dispatch",
      "refs/heads/main",
      {},
      {
        defaultBranch: false,
        why: "the repository_dispatch event names no default branch (repository.default_branch), so refs/heads/main is not taken for it",
      },
    ],
  ])("%s on %s", (eventName, ref, payload, expected) => {
    expect(refCheckOf(eventName, ref, payload)).toEqual(expected);
  });
});

// The branch whose rules must require cip-sync/policy: the event's, a schedule's ref, else GitHub's.
describe("defaultBranchOf", () => {
  it.each([
    ["pull_request", "refs/pull/7/merge", { repository: { default_branch: "trunk" } }, "trunk"],
    ["push", "refs/heads/feature/x", { repository: { default_branch: "main" } }, "main"],
    ["schedule", "refs/heads/main", {}, "main"],
    ["schedule", "", {}, undefined],
    // Named by neither the payload nor a schedule's ref: asked of GitHub.
    ["repository_dispatch", "refs/heads/main", {}, undefined],
  ])("%s on %s", (eventName, ref, payload, expected) => {
    expect(defaultBranchOf(eventName, ref, payload)).toBe(expected);
  });
});
