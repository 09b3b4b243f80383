// The policy as the base commit has it: an invalid file kept as a problem naming where and why,
// documents that could not all be listed leaving it unjudgeable, and CODEOWNERS parsed at the
// base and in the checkout, each from its own file.
import { describe, expect, it } from "vitest";
import {
  basePolicyOf,
  type PolicyFilesRead,
} from "../../../../src/core/review/policy/base-policy.ts";
import { ISSUE_POLICY_TEXT, POLICY_KEYS_IN_WORDS } from "./policy-fixtures.ts";

const BASE_SHA = "0123456789abcdef0123456789abcdef01234567";
const FIX = "fix it on the base branch, since a pull request is judged by the base's policy";

function read(policyText: string, extra: Partial<PolicyFilesRead["atBase"]> = {}): PolicyFilesRead {
  return {
    baseSha: BASE_SHA,
    policyFile: "cip-policy.yaml",
    reviewFile: "",
    sources: { file: "", atBase: undefined, checkout: undefined },
    ledger: { file: "", atBase: undefined, checkout: undefined },
    atBase: {
      policy: { path: "cip-policy.yaml", text: policyText, sha: "blob1" },
      documents: [],
      ...extra,
    },
    checkout: {
      documents: [],
      codeowners: undefined,
      policyText: undefined,
      reviewText: undefined,
    },
  };
}

describe("basePolicyOf: the policy and why it cannot be judged", () => {
  it.each([
    ["a valid policy, all documents listed", ISSUE_POLICY_TEXT, undefined, true, undefined],
    [
      "an invalid policy names the place and the message of its error",
      "version: 1\nrules: []\nfoo: 1\n",
      undefined,
      false,
      `the owner policy cip-policy.yaml:3:1 at the base commit 0123456 is invalid (unknown key "foo"; the keys of the policy are ${POLICY_KEYS_IN_WORDS}): ${FIX}`,
    ],
    [
      "an invalid policy is named invalid even when documents are unlisted",
      "version: 2\n",
      "a path differs only in case",
      false,
      `the owner policy cip-policy.yaml:1:10 at the base commit 0123456 is invalid (version "2" is not supported; this cip-sync reads version 1): ${FIX}`,
    ],
    [
      "a valid policy with documents not all listed is not judged",
      ISSUE_POLICY_TEXT,
      "inventory/ holds more than 1000 files",
      false,
      "the inventory documents at the base commit 0123456 could not all be read: inventory/ holds more than 1000 files",
    ],
  ] as const)("%s", (_name, text, unlisted, judged, problem) => {
    const base = basePolicyOf(read(text, unlisted === undefined ? {} : { unlisted }));
    expect(base.policy !== undefined).toBe(judged);
    expect(base.problem).toBe(problem);
  });
});

describe("basePolicyOf: CODEOWNERS at the base and in the checkout", () => {
  it("parses each from its own file", () => {
    const files = read(ISSUE_POLICY_TEXT, {
      codeowners: { path: ".github/CODEOWNERS", text: "* @acme/platform\n" },
    });
    files.checkout.codeowners = { path: "CODEOWNERS", text: "* @acme/other\n/x @bob\n" };
    const base = basePolicyOf(files);
    expect(base.codeowners?.file).toBe(".github/CODEOWNERS");
    expect(base.codeowners?.lines.map((line) => line.pattern)).toStrictEqual(["*"]);
    expect(base.head.codeowners?.file).toBe("CODEOWNERS");
    expect(base.head.codeowners?.lines.map((line) => line.pattern)).toStrictEqual(["*", "/x"]);
  });

  it("has none where there is no file", () => {
    const base = basePolicyOf(read(ISSUE_POLICY_TEXT));
    expect(base.codeowners).toBeUndefined();
    expect(base.head.codeowners).toBeUndefined();
  });
});
