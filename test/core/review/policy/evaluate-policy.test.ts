// The evaluator's decisions, table-driven: rules x operations x approvals x membership x freeze,
// each case with the exact result of every rule and freeze and the verdict.
import { describe, expect, it } from "vitest";
import { evaluatePolicy } from "../../../../src/core/review/policy/evaluate-policy.ts";
import type {
  ApprovalFact,
  MembershipFact,
} from "../../../../src/core/review/policy/policy-model.ts";
import { createOf, deleteOf } from "../../../support/sample-plans.ts";
import {
  ALPHA,
  approval,
  BASE,
  BEFORE_FREEZE,
  BRAVO,
  EMS,
  IN_FREEZE,
  issuePolicy,
  member,
  moveOf,
  notMember,
  type Operation,
  unverifiable,
} from "./policy-fixtures.ts";

const ALPHA_TEAM = "acme/alpha-protection";
const COMPLIANCE = "acme/cip-compliance";
const DELEGATES = "acme/cip-senior-manager-delegates";
const DELETE_ALPHA = deleteOf("alpha-relay-09", "ca_9", ALPHA);
const REASON = "/override-freeze relay replacement after storm damage";

interface Case {
  operations: Operation[];
  approvals: ApprovalFact[];
  memberships: MembershipFact[];
  now: number;
  /** rule id -> result, for the rules that apply. */
  rules: Record<string, string>;
  freezes: Record<string, string>;
  allowed: boolean;
}

const CASES: [string, Case][] = [
  [
    "a high delete with no approval",
    {
      operations: [DELETE_ALPHA],
      approvals: [],
      memberships: [],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unmet", "compliance-sees-deletes": "unmet" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "a high delete with one owner",
    {
      operations: [DELETE_ALPHA],
      approvals: [approval("alice"), approval("dave")],
      memberships: [member(COMPLIANCE, "dave"), notMember(ALPHA_TEAM, "dave")],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unmet", "compliance-sees-deletes": "met" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "a high delete with two distinct owners and compliance",
    {
      operations: [DELETE_ALPHA],
      approvals: [approval("alice"), approval("carol"), approval("dave")],
      memberships: [
        member(ALPHA_TEAM, "carol"),
        notMember(COMPLIANCE, "carol"),
        member(COMPLIANCE, "dave"),
        notMember(ALPHA_TEAM, "dave"),
      ],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "met", "compliance-sees-deletes": "met" },
      freezes: {},
      allowed: true,
    },
  ],
  [
    "one person satisfies two rules",
    {
      operations: [DELETE_ALPHA],
      approvals: [approval("alice"), approval("carol")],
      memberships: [member(ALPHA_TEAM, "carol"), member(COMPLIANCE, "carol")],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "met", "compliance-sees-deletes": "met" },
      freezes: {},
      allowed: true,
    },
  ],
  [
    "an org member outside the owner team does not count",
    {
      operations: [DELETE_ALPHA],
      approvals: [approval("alice"), approval("erin"), approval("dave")],
      memberships: [
        notMember(ALPHA_TEAM, "erin"),
        notMember(COMPLIANCE, "erin"),
        member(COMPLIANCE, "dave"),
        notMember(ALPHA_TEAM, "dave"),
      ],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unmet", "compliance-sees-deletes": "met" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "an owner who committed to the change does not count",
    {
      operations: [DELETE_ALPHA],
      approvals: [
        approval("alice", { authorOrCommitter: true }),
        approval("carol"),
        approval("dave"),
      ],
      memberships: [
        member(ALPHA_TEAM, "carol"),
        notMember(COMPLIANCE, "carol"),
        member(COMPLIANCE, "dave"),
        notMember(ALPHA_TEAM, "dave"),
      ],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unmet", "compliance-sees-deletes": "met" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "an approval on an older commit does not count",
    {
      operations: [DELETE_ALPHA],
      approvals: [approval("alice", { onHeadCommit: false }), approval("carol"), approval("dave")],
      memberships: [
        member(ALPHA_TEAM, "carol"),
        notMember(COMPLIANCE, "carol"),
        member(COMPLIANCE, "dave"),
        notMember(ALPHA_TEAM, "dave"),
      ],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unmet", "compliance-sees-deletes": "met" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "a bot never counts",
    {
      operations: [DELETE_ALPHA],
      approvals: [approval("alice"), approval("carol", { bot: true }), approval("dave")],
      memberships: [
        member(ALPHA_TEAM, "carol"),
        member(COMPLIANCE, "dave"),
        notMember(ALPHA_TEAM, "dave"),
      ],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unmet", "compliance-sees-deletes": "met" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "an unreadable membership fails closed",
    {
      operations: [DELETE_ALPHA],
      approvals: [approval("alice"), approval("carol")],
      memberships: [unverifiable(ALPHA_TEAM, "carol"), unverifiable(COMPLIANCE, "carol")],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unverifiable", "compliance-sees-deletes": "unverifiable" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "a membership never read fails closed",
    {
      operations: [DELETE_ALPHA],
      approvals: [approval("alice"), approval("carol")],
      memberships: [],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unverifiable", "compliance-sees-deletes": "unverifiable" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "a create is outside both rules",
    {
      operations: [createOf("alpha-rtu-09", ALPHA)],
      approvals: [],
      memberships: [],
      now: BEFORE_FREEZE,
      rules: {},
      freezes: {},
      allowed: true,
    },
  ],
  [
    "a delete in a low system needs compliance only",
    {
      operations: [deleteOf("bravo-hmi", "ca_b", BRAVO)],
      approvals: [approval("dave")],
      memberships: [member(COMPLIANCE, "dave")],
      now: BEFORE_FREEZE,
      rules: { "compliance-sees-deletes": "met" },
      freezes: {},
      allowed: true,
    },
  ],
  [
    "a move out of a low system into a high one needs the owners of both ends",
    {
      operations: [moveOf("plc", BRAVO, ALPHA)],
      approvals: [approval("alice"), approval("carol"), approval("bob")],
      memberships: [member(ALPHA_TEAM, "carol"), notMember(ALPHA_TEAM, "bob")],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unmet" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "a system without a base document has unknown impact and no owners",
    {
      operations: [deleteOf("ems-ws", "ca_e", EMS)],
      approvals: [approval("alice"), approval("dave")],
      memberships: [member(COMPLIANCE, "dave"), notMember(COMPLIANCE, "alice")],
      now: BEFORE_FREEZE,
      rules: { "high-impact-deletes": "unmet", "compliance-sees-deletes": "met" },
      freezes: {},
      allowed: false,
    },
  ],
  [
    "a freeze refuses a create",
    {
      operations: [createOf("alpha-rtu-09", ALPHA)],
      approvals: [approval("alice")],
      memberships: [],
      now: IN_FREEZE,
      rules: {},
      freezes: { "year-end": "frozen" },
      allowed: false,
    },
  ],
  [
    "a delegate's override with a reason lets it through",
    {
      operations: [createOf("alpha-rtu-09", ALPHA)],
      approvals: [approval("frank", { body: REASON })],
      memberships: [member(DELEGATES, "frank")],
      now: IN_FREEZE,
      rules: {},
      freezes: { "year-end": "overridden" },
      allowed: true,
    },
  ],
  [
    "an override with a short reason does not",
    {
      operations: [createOf("alpha-rtu-09", ALPHA)],
      approvals: [approval("frank", { body: "/override-freeze urgent" })],
      memberships: [member(DELEGATES, "frank")],
      now: IN_FREEZE,
      rules: {},
      freezes: { "year-end": "frozen" },
      allowed: false,
    },
  ],
  [
    "an override by a non-member does not",
    {
      operations: [createOf("alpha-rtu-09", ALPHA)],
      approvals: [approval("erin", { body: REASON })],
      memberships: [notMember(DELEGATES, "erin")],
      now: IN_FREEZE,
      rules: {},
      freezes: { "year-end": "frozen" },
      allowed: false,
    },
  ],
  [
    "an override whose membership cannot be read fails closed",
    {
      operations: [createOf("alpha-rtu-09", ALPHA)],
      approvals: [approval("frank", { body: REASON })],
      memberships: [unverifiable(DELEGATES, "frank")],
      now: IN_FREEZE,
      rules: {},
      freezes: { "year-end": "unverifiable" },
      allowed: false,
    },
  ],
  [
    "an override on an older commit does not count",
    {
      operations: [createOf("alpha-rtu-09", ALPHA)],
      approvals: [approval("frank", { body: REASON, onHeadCommit: false })],
      memberships: [member(DELEGATES, "frank")],
      now: IN_FREEZE,
      rules: {},
      freezes: { "year-end": "frozen" },
      allowed: false,
    },
  ],
  [
    "an override does not satisfy the rules",
    {
      operations: [DELETE_ALPHA],
      approvals: [approval("frank", { body: REASON })],
      memberships: [
        member(DELEGATES, "frank"),
        notMember(ALPHA_TEAM, "frank"),
        notMember(COMPLIANCE, "frank"),
      ],
      now: IN_FREEZE,
      rules: { "high-impact-deletes": "unmet", "compliance-sees-deletes": "unmet" },
      freezes: { "year-end": "overridden" },
      allowed: false,
    },
  ],
  [
    "the freeze ends at its 'to' instant",
    {
      operations: [createOf("alpha-rtu-09", ALPHA)],
      approvals: [],
      memberships: [],
      now: Date.parse("2027-01-05T00:00:00Z"),
      rules: {},
      freezes: {},
      allowed: true,
    },
  ],
];

describe("evaluatePolicy", () => {
  it.each(CASES)("%s", (_name, c) => {
    const evaluation = evaluatePolicy(issuePolicy(), {
      operations: c.operations,
      baseSystems: BASE,
      approvals: c.approvals,
      memberships: c.memberships,
      now: c.now,
    });
    expect(Object.fromEntries(evaluation.rules.map((rule) => [rule.id, rule.result]))).toEqual(
      c.rules,
    );
    expect(
      Object.fromEntries(evaluation.freezes.map((freeze) => [freeze.id, freeze.result])),
    ).toEqual(c.freezes);
    expect(evaluation.verdict.allowed).toBe(c.allowed);
    expect(evaluation.verdict.reasons.length === 0).toBe(c.allowed);
  });

  it("says who may satisfy a rule, who has and what is missing", () => {
    const evaluation = evaluatePolicy(issuePolicy(), {
      operations: [createOf("alpha-rtu-09", ALPHA), DELETE_ALPHA],
      baseSystems: BASE,
      approvals: [approval("alice"), approval("mallory", { authorOrCommitter: true })],
      memberships: [notMember(COMPLIANCE, "alice")],
      now: BEFORE_FREEZE,
    });
    expect(evaluation.rules[0]).toEqual({
      id: "high-impact-deletes",
      operations: [1],
      result: "unmet",
      requirements: [
        {
          system: { id: ALPHA.id, name: ALPHA.name },
          approvals: 2,
          eligible: ["alice", "acme/alpha-protection"],
          satisfiedBy: ["alice"],
          missing: 1,
          result: "unmet",
          problem: '1 more approval needed from the owners of "Alpha Protection"',
        },
      ],
    });
    expect(evaluation.ignored).toEqual([
      { login: "mallory", why: "wrote or committed to the change" },
    ]);
  });

  it("says plainly that a system without owners cannot satisfy from: owners", () => {
    const evaluation = evaluatePolicy(issuePolicy(), {
      operations: [deleteOf("ems-ws", "ca_e", EMS)],
      baseSystems: BASE,
      approvals: [],
      memberships: [],
      now: BEFORE_FREEZE,
    });
    expect(evaluation.rules[0]?.requirements[0]?.problem).toBe(
      'cyber system "EMS" has no owners (it has no document at the base), so nobody can approve for it; declare its owners on the base branch first',
    );
  });

  it("names the missing permission when membership cannot be read", () => {
    const evaluation = evaluatePolicy(issuePolicy(), {
      operations: [deleteOf("bravo-hmi", "ca_b", BRAVO)],
      baseSystems: BASE,
      approvals: [approval("dave")],
      memberships: [unverifiable(COMPLIANCE, "dave")],
      now: BEFORE_FREEZE,
    });
    expect(evaluation.verdict.reasons).toEqual([
      'rule "compliance-sees-deletes" is unverifiable: 1 more approval needed from acme/cip-compliance (cannot be verified: GitHub answered 403 for acme/cip-compliance: the policy-token needs Members: read)',
    ]);
  });

  it("records the override's author and reason", () => {
    const evaluation = evaluatePolicy(issuePolicy(), {
      operations: [createOf("alpha-rtu-09", ALPHA)],
      baseSystems: BASE,
      approvals: [approval("frank", { body: `  ${REASON}\n\nmore text` })],
      memberships: [member(DELEGATES, "frank")],
      now: IN_FREEZE,
    });
    expect(evaluation.freezes[0]?.override).toEqual({
      login: "frank",
      reason: "relay replacement after storm damage\n\nmore text",
    });
  });
});

describe("evaluatePolicy: the words and results of each requirement", () => {
  const facts = (extra: Partial<Parameters<typeof evaluatePolicy>[1]>) => ({
    operations: [],
    baseSystems: BASE,
    approvals: [],
    memberships: [],
    now: BEFORE_FREEZE,
    ...extra,
  });

  it("says that a system's base document names no owners, where it has one", () => {
    const ownerless = new Map(BASE);
    ownerless.set(ALPHA.id, { ...BASE.get(ALPHA.id)!, owners: [], ownersFrom: "none" });
    const evaluation = evaluatePolicy(
      issuePolicy(),
      facts({ operations: [DELETE_ALPHA], baseSystems: ownerless }),
    );
    expect(evaluation.rules[0]?.requirements[0]?.problem).toBe(
      'cyber system "Alpha Protection" has no owners (its document at the base declares no owners and no CODEOWNERS line names owners for its file), so nobody can approve for it; declare its owners on the base branch first',
    );
  });

  it("gives every reason an approval cannot be verified, each apart", () => {
    const evaluation = evaluatePolicy(
      issuePolicy(),
      facts({
        operations: [deleteOf("bravo-hmi", "ca_b", BRAVO)],
        approvals: [approval("dave"), approval("erin")],
        memberships: [unverifiable(COMPLIANCE, "dave"), unverifiable(COMPLIANCE, "erin")],
      }),
    );
    expect(evaluation.verdict.reasons).toEqual([
      'rule "compliance-sees-deletes" is unverifiable: 1 more approval needed from acme/cip-compliance (cannot be verified: GitHub answered 403 for acme/cip-compliance: the policy-token needs Members: read; GitHub answered 403 for acme/cip-compliance: the policy-token needs Members: read)',
    ]);
  });

  it("judges a change to the rules as a rule of its own: no operations, no system", () => {
    const evaluation = evaluatePolicy(
      issuePolicy(),
      facts({
        governance: [
          {
            id: "policy-change",
            governs: "cip-policy.yaml",
            wanted: [{ approvals: 1, principals: [{ kind: "user", login: "heidi" }] }],
          },
        ],
      }),
    );
    expect(evaluation.rules).toStrictEqual([
      {
        id: "policy-change",
        governs: "cip-policy.yaml",
        operations: [],
        requirements: [
          {
            approvals: 1,
            eligible: ["heidi"],
            satisfiedBy: [],
            missing: 1,
            result: "unmet",
            problem: "1 more approval needed from heidi",
          },
        ],
        result: "unmet",
      },
    ]);
  });

  it.each<[string, string[], string]>([
    [
      "one requirement met, one that cannot be verified: cannot be verified",
      ["heidi", "dave"],
      "unverifiable",
    ],
    ["both met: met", ["heidi", "carol"], "met"],
  ])("%s", (_case, approvers, result) => {
    const evaluation = evaluatePolicy(
      issuePolicy(),
      facts({
        approvals: approvers.map((login) => approval(login)),
        memberships: [unverifiable(COMPLIANCE, "dave"), member(COMPLIANCE, "carol")],
        governance: [
          {
            id: "policy-change",
            governs: "cip-policy.yaml",
            wanted: [
              { approvals: 1, principals: [{ kind: "user", login: "heidi" }] },
              { approvals: 1, principals: [{ kind: "team", org: "acme", slug: "cip-compliance" }] },
            ],
          },
        ],
      }),
    );
    expect(evaluation.rules.map((rule) => rule.result)).toStrictEqual([result]);
  });

  it("gives a freeze's problem as a reason when nobody overrode it", () => {
    const evaluation = evaluatePolicy(
      issuePolicy(),
      facts({ operations: [createOf("alpha-rtu-09", ALPHA)], now: IN_FREEZE }),
    );
    expect(evaluation.verdict.reasons).toStrictEqual(
      evaluation.freezes.map((freeze) => freeze.problem),
    );
    expect(evaluation.verdict.reasons).toHaveLength(1);
    expect(evaluation.verdict.reasons[0]).toMatch(/^freeze "year-end"/);
  });
});
