// What the plan comment's header records for the policy: round trips to the same judgement as the
// plan's operations, and anything malformed reads as absent (a review then judges nothing).
import { describe, expect, it } from "vitest";
import {
  changeApprovals,
  groupApprovals,
} from "../../../../src/core/review/policy/change-approvals.ts";
import { evaluatePolicy } from "../../../../src/core/review/policy/evaluate-policy.ts";
import {
  MAX_RECORDED_SUBJECTS_LENGTH,
  recordedSubjectsOf,
  recordSubjects,
} from "../../../../src/core/review/policy/recorded-subjects.ts";
import { createOf, deleteOf, EMS, HOSTILE_NAME } from "../../../support/sample-plans.ts";
import {
  ALPHA,
  approval,
  BASE,
  BRAVO,
  IN_FREEZE,
  issuePolicy,
  member,
  moveOf,
} from "./policy-fixtures.ts";

const OPERATIONS = [
  deleteOf("alpha-relay-09", "ca_9", ALPHA),
  moveOf("bravo-rtu", BRAVO, ALPHA),
  createOf("ems-1", EMS),
];

describe("recorded subjects", () => {
  it("judge exactly as the plan's operations do", () => {
    const recorded = JSON.parse(JSON.stringify(recordSubjects(OPERATIONS)));
    const subjects = recordedSubjectsOf(recorded);
    expect(subjects).toBeDefined();
    const facts = {
      baseSystems: BASE,
      approvals: [approval("alice"), approval("carol")],
      memberships: [member("acme/alpha-protection", "carol")],
      now: IN_FREEZE,
    };
    expect(evaluatePolicy(issuePolicy(), { ...facts, operations: subjects! })).toEqual(
      evaluatePolicy(issuePolicy(), { ...facts, operations: OPERATIONS }),
    );
  });

  it("records each system once, a move's both ends", () => {
    expect(recordSubjects(OPERATIONS)?.operations).toEqual([
      [["delete"], [0]],
      [
        ["update", "move"],
        [1, 0],
      ],
      [["create"], [2]],
    ]);
  });

  it("records nothing for a plan too large for the comment", () => {
    const many = Array.from({ length: 400 }, (_, index) =>
      createOf(`a${index}`, {
        ...EMS,
        id: `cs_${index}`,
        name: `${HOSTILE_NAME}${"x".repeat(60)}${index}`,
      }),
    );
    expect(JSON.stringify(many).length).toBeGreaterThan(MAX_RECORDED_SUBJECTS_LENGTH);
    expect(recordSubjects(many)).toBeUndefined();
  });

  it.each([
    ["not an object", "x"],
    ["an unknown kind", { systems: [["cs", "n", null]], operations: [[["drop"], [0]]] }],
    ["no kinds", { systems: [["cs", "n", null]], operations: [[[], [0]]] }],
    ["an index out of range", { systems: [["cs", "n", null]], operations: [[["delete"], [1]]] }],
    ["no system", { systems: [["cs", "n", null]], operations: [[["delete"], []]] }],
    ["a bad parent", { systems: [["cs", "n", ["site", "f", "F"]]], operations: [] }],
    ["a number for a name", { systems: [["cs", 3, null]], operations: [] }],
  ])("reads %s as absent", (_, value) => {
    expect(recordedSubjectsOf(value)).toBeUndefined();
  });
});

describe("approvals of merged changes", () => {
  const facts = (
    approvedBy: string[],
    notIndependent: string[] = [],
    earlier: string[] = [],
    approvalBodies = new Map<string, string>(),
  ) => ({ approvedBy, notIndependent, approvedEarlierCommit: earlier, approvalBodies });

  it("keep who wrote the change and who approved an older commit apart", () => {
    expect(
      changeApprovals(
        facts(["dave"], ["grace"], ["frank"], new Map([["dave", "/override-freeze why not now"]])),
      ),
    ).toEqual([
      approval("dave", { body: "/override-freeze why not now" }),
      approval("grace", { authorOrCommitter: true }),
      approval("frank", { onHeadCommit: false }),
    ]);
  });

  it.each([
    ["one change: its approvals", [[approval("a"), approval("b")]], ["a", "b"]],
    [
      "two changes: only who approved both",
      [[approval("a"), approval("b")], [approval("B")]],
      ["b"],
    ],
    [
      "an approval of an older commit vouches for nothing",
      [[approval("a")], [approval("a", { onHeadCommit: false })]],
      [],
    ],
    ["no changes: no approvals", [], []],
  ])("%s", (_, perChange, logins) => {
    expect(groupApprovals(perChange).map((fact) => fact.login)).toEqual(logins);
  });

  it("keeps an override only when it overrides in every change", () => {
    const override = { body: "/override-freeze storm damage repair" };
    expect(groupApprovals([[approval("h", override)], [approval("h", override)]])[0]?.body).toBe(
      override.body,
    );
    expect(groupApprovals([[approval("h", override)], [approval("h")]])[0]?.body).toBe("");
  });
});
