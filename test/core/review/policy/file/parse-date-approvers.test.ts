// cip-policy.yaml's assessment_date_approvers: who approves a moved planned date of a CIP-010 R3.4
// action item (the standard names no approver). `from: owners` (the default) or people by login;
// a team is refused at its place, since the ledger keeps the logins of who approved, never a
// team's members on the day. Each mistake at its line and column, with what to write.
import { describe, expect, it } from "vitest";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";

const FILE = "cip-policy.yaml";
const SHAPE = "{ from: owners } or { from: [rsmith, jdoe] }";

describe("assessment_date_approvers", () => {
  it.each([
    ["{ from: owners }", { kind: "owners" }],
    ["{ from: [rsmith, JDoe] }", { kind: "logins", logins: ["rsmith", "JDoe"] }],
  ])("reads %s", (value, expected) => {
    const parsed = parsePolicyText(`version: 1\nassessment_date_approvers: ${value}\n`, FILE);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.policy?.assessmentDateApprovers).toEqual(expected);
  });

  it("is absent when the policy leaves it out (each system's owners decide)", () => {
    expect(parsePolicyText("version: 1\n", FILE).policy?.assessmentDateApprovers).toBeUndefined();
  });

  it.each([
    [
      "[rsmith]",
      `cip-policy.yaml:2:28 assessment_date_approvers must be a map (${SHAPE}), not a list`,
    ],
    ["{}", 'cip-policy.yaml:2:28 assessment_date_approvers has no "from"; add it'],
    [
      "{ from: everyone }",
      'cip-policy.yaml:2:36 from must be owners or a list of GitHub logins (e.g. [rsmith]), not "everyone"',
    ],
    [
      "{ from: [acme/cip-compliance] }",
      "cip-policy.yaml:2:37 \"acme/cip-compliance\" is a team, but assessment_date_approvers names people (the ledger keeps who approved, not a team's members on the day): write each person's GitHub login, such as rsmith",
    ],
    [
      "{ from: [] }",
      "cip-policy.yaml:2:36 from is an empty list; write at least one of GitHub logins (e.g. [rsmith]), or remove the key",
    ],
    [
      "{ from: owners, approvals: 2 }",
      'cip-policy.yaml:2:44 unknown key "approvals"; the key of assessment_date_approvers is from',
    ],
  ])("refuses %s at its place", (value, problem) => {
    const parsed = parsePolicyText(`version: 1\nassessment_date_approvers: ${value}\n`, FILE);
    expect(parsed.policy).toBeUndefined();
    expect(
      parsed.diagnostics.map(
        (d) => `${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.message}`,
      ),
    ).toEqual([problem]);
  });
});
