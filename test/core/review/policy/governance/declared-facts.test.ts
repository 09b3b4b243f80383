// What a merge's change record keeps of the owner policy's assessment_date_approvers (CIP-010 R3.4):
// the logins it names, or nothing where it names the owners or is left out (the owners decide).
import { describe, expect, it } from "vitest";
import { declaredGovernance } from "../../../../../src/core/review/policy/governance/declared-facts.ts";

const of = (policyText: string | undefined) =>
  declaredGovernance({
    policyFile: "cip-policy.yaml",
    policyText,
    documents: [],
    sourceCommands: undefined,
  }).assessment_date_approvers;

describe("declaredGovernance: assessment_date_approvers", () => {
  it.each([
    [
      "people by login",
      "version: 1\nassessment_date_approvers: { from: [rsmith, jdoe] }\n",
      ["rsmith", "jdoe"],
    ],
    ["from: owners", "version: 1\nassessment_date_approvers: { from: owners }\n", undefined],
    ["the key left out", "version: 1\n", undefined],
    ["no policy file", undefined, undefined],
    [
      "a policy that does not parse (the gate refused it)",
      "version: 1\nassessment_date_approvers: { from: [acme/x] }\n",
      undefined,
    ],
  ])("%s", (_what, text, expected) => {
    expect(of(text)).toEqual(expected);
  });
});
