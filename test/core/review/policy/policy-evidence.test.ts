// The owner policy's judgement as the change record keeps it, field by field: a policy that could
// not be judged is recorded as refused with why; a judged one with each rule, requirement and
// freeze as the evidence schema names them.
import { describe, expect, it } from "vitest";
import type { PolicyEvaluation } from "../../../../src/core/review/policy/evaluate-policy.ts";
import { policyEvidenceOf } from "../../../../src/core/review/policy/policy-evidence.ts";

const SOURCE = { file: "cip-policy.yaml", blobSha: "blob1", baseSha: "base1" };
const WHERE = { file: "cip-policy.yaml", blob_sha: "blob1", base_sha: "base1" };

const EVALUATION: PolicyEvaluation = {
  rules: [
    {
      id: "high-impact-deletes",
      operations: [0, 2],
      result: "unmet",
      requirements: [
        {
          system: { id: "sys_alpha", name: "Alpha Protection" },
          approvals: 2,
          eligible: ["alice", "acme/alpha-protection"],
          satisfiedBy: ["alice"],
          missing: 1,
          result: "unmet",
          problem: '1 more approval needed from the owners of "Alpha Protection"',
        },
      ],
    },
    {
      id: "policy-owners",
      governs: "the policy file",
      operations: [1],
      result: "met",
      requirements: [
        {
          approvals: 1,
          eligible: ["acme/cip-compliance"],
          satisfiedBy: ["carol"],
          missing: 0,
          result: "met",
          problem: "",
        },
      ],
    },
  ],
  freezes: [
    {
      id: "year-end",
      from: "2026-12-15T00:00:00.000Z",
      to: "2027-01-05T00:00:00.000Z",
      operations: [0],
      overrideFrom: ["acme/delegates"],
      result: "overridden",
      override: { login: "frank", reason: "relay replacement after storm damage" },
      problem: "",
    },
    {
      id: "storm",
      from: "2026-12-19T00:00:00.000Z",
      to: "2026-12-21T00:00:00.000Z",
      operations: [0],
      overrideFrom: [],
      result: "frozen",
      problem: "frozen",
    },
  ],
  ignored: [],
  verdict: { allowed: false, reasons: ["r1", "r2"] },
};

describe("policyEvidenceOf", () => {
  it("records a policy that could not be judged as refused, with why, and nothing else", () => {
    expect(policyEvidenceOf(SOURCE, { unjudged: "the policy is invalid" })).toStrictEqual({
      ...WHERE,
      allowed: false,
      reasons: ["the policy is invalid"],
      rules: [],
      freezes: [],
    });
  });

  it("records each rule, requirement and freeze of a judged policy", () => {
    expect(policyEvidenceOf(SOURCE, { evaluation: EVALUATION })).toStrictEqual({
      ...WHERE,
      allowed: false,
      reasons: ["r1", "r2"],
      rules: [
        {
          id: "high-impact-deletes",
          result: "unmet",
          operations: 2,
          requirements: [
            {
              system: "Alpha Protection",
              approvals: 2,
              eligible: ["alice", "acme/alpha-protection"],
              satisfied_by: ["alice"],
              problem: '1 more approval needed from the owners of "Alpha Protection"',
            },
          ],
        },
        {
          id: "policy-owners",
          governs: "the policy file",
          result: "met",
          operations: 1,
          requirements: [
            {
              system: null,
              approvals: 1,
              eligible: ["acme/cip-compliance"],
              satisfied_by: ["carol"],
              problem: null,
            },
          ],
        },
      ],
      freezes: [
        {
          id: "year-end",
          from: "2026-12-15T00:00:00.000Z",
          to: "2027-01-05T00:00:00.000Z",
          result: "overridden",
          override: { login: "frank", reason: "relay replacement after storm damage" },
        },
        {
          id: "storm",
          from: "2026-12-19T00:00:00.000Z",
          to: "2026-12-21T00:00:00.000Z",
          result: "frozen",
          override: null,
        },
      ],
    });
  });

  it("records an allowed judgement as allowed, with no reason", () => {
    const allowed = { ...EVALUATION, verdict: { allowed: true, reasons: [] } };
    expect(policyEvidenceOf(SOURCE, { evaluation: allowed })).toMatchObject({
      allowed: true,
      reasons: [],
    });
  });
});
