// Which base's judgement may write cip-sync/policy on a head commit: the default branch's only.
import { describe, expect, it } from "vitest";
import {
  type PolicyStatusTarget,
  policyStatusTarget,
  type PullRequestBase,
} from "../../../src/core/review/policy-status-target.ts";

describe("policyStatusTarget", () => {
  it.each<[string, PullRequestBase, PolicyStatusTarget["kind"], string?]>([
    ["into the default branch", { baseRef: "main", defaultBranch: "main" }, "set"],
    [
      "into another branch (a second pull request from the same head)",
      { baseRef: "sandbox", defaultBranch: "main" },
      "skip",
      "the pull request's base is sandbox, not the default branch main that the apply job serves",
    ],
    [
      "a base that only differs in case",
      { baseRef: "Main", defaultBranch: "main" },
      "skip",
      "the pull request's base is Main, not the default branch main",
    ],
    [
      "no base named by the event",
      { baseRef: undefined, defaultBranch: "main" },
      "skip",
      "cip-sync/policy is left unset (a required check stays pending)",
    ],
    [
      "no default branch named by the event",
      { baseRef: "main", defaultBranch: undefined },
      "skip",
      "cip-sync/policy is left unset",
    ],
  ])("%s: %s", (_case, base, kind, reason) => {
    const target = policyStatusTarget(base);
    expect(target.kind).toBe(kind);
    if (reason !== undefined)
      expect(target).toMatchObject({ reason: expect.stringContaining(reason) });
  });
});
