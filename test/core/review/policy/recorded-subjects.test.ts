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
  recordedGovernanceOf,
  recordedSubjectsOf,
  recordSubjects,
} from "../../../../src/core/review/policy/recorded-subjects.ts";
import type { RecordedGovernance } from "../../../../src/core/review/policy/governance/recorded-governance.ts";
import { MAX_RECORDED_OPERATIONS } from "../../../../src/core/review/reviewed-plan.ts";
import { createOf, deleteOf, EMS, HOSTILE_NAME, ORPHAN } from "../../../support/sample-plans.ts";
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

  it("records each system's id, name and parent, or null for a system without one", () => {
    expect(recordSubjects([createOf("ems-1", EMS), deleteOf("lost-1", "ca_1", ORPHAN)])).toEqual({
      systems: [
        ["cs_ems", "EMS", ["control_center", "cc_east", "East Control Center"]],
        ["cs_orphan", "Orphan System", null],
      ],
      operations: [
        [["create"], [0]],
        [["delete"], [1]],
      ],
    });
  });

  it("records the changes to the rules only when there are some", () => {
    const change: RecordedGovernance = ["policy", "cip-policy.yaml", "cip-policy.yaml", ["rules"]];
    expect(recordSubjects([], [change])).toEqual({
      systems: [],
      operations: [],
      governance: [change],
    });
    expect(recordSubjects([])).toStrictEqual({ systems: [], operations: [] });
  });

  it("records a plan of exactly the most operations it may, and not one more", () => {
    const creates = (count: number) =>
      Array.from({ length: count }, (_, index) => createOf(`a${index}`, EMS));
    expect(recordSubjects(creates(MAX_RECORDED_OPERATIONS))?.operations).toHaveLength(
      MAX_RECORDED_OPERATIONS,
    );
    expect(recordSubjects(creates(MAX_RECORDED_OPERATIONS + 1))).toBeUndefined();
  });

  it("records a record exactly as long as its room, and not one character longer", () => {
    // One system whose name fills the room: the record's JSON is the name plus a fixed frame.
    const sized = (length: number) => {
      const frame = JSON.stringify(recordSubjects([createOf("a", { ...ORPHAN, name: "" })])).length;
      return recordSubjects([createOf("a", { ...ORPHAN, name: "n".repeat(length - frame) })]);
    };
    expect(JSON.stringify(sized(MAX_RECORDED_SUBJECTS_LENGTH)).length).toBe(
      MAX_RECORDED_SUBJECTS_LENGTH,
    );
    expect(sized(MAX_RECORDED_SUBJECTS_LENGTH + 1)).toBeUndefined();
  });

  it("reads back each system's parent, or none", () => {
    expect(
      recordedSubjectsOf({
        systems: [
          ["cs_ems", "EMS", ["control_center", "cc_east", "East Control Center"]],
          ["cs_orphan", "Orphan System", null],
        ],
        operations: [
          [
            ["update", "move"],
            [1, 0],
          ],
        ],
      }),
    ).toEqual([{ kinds: ["update", "move"], systems: [ORPHAN, EMS] }]);
  });

  it.each([
    ["null", null],
    ["a function with a record's fields", Object.assign(() => 0, { systems: [], operations: [] })],
    ["an array of systems alone", [["cs", "n", null]]],
    ["no systems", { operations: [] }],
    ["no operations", { systems: [] }],
    ["operations that are no list", { systems: [], operations: {} }],
    ["a system that is no list", { systems: [{ length: 3 }], operations: [] }],
    ["a system of two fields", { systems: [["cs", "n"]], operations: [] }],
    ["a system of four fields", { systems: [["cs", "n", null, "x"]], operations: [] }],
    ["a number for an id", { systems: [[7, "n", null]], operations: [] }],
    ["a parent that is no list", { systems: [["cs", "n", { length: 3 }]], operations: [] }],
    ["a parent of two fields", { systems: [["cs", "n", ["facility", "f"]]], operations: [] }],
    [
      "a parent of four fields",
      { systems: [["cs", "n", ["facility", "f", "F", "x"]]], operations: [] },
    ],
    [
      "a number for a parent's id",
      { systems: [["cs", "n", ["facility", 1, "F"]]], operations: [] },
    ],
    [
      "a number for a parent's name",
      { systems: [["cs", "n", ["facility", "f", 1]]], operations: [] },
    ],
    ["an operation that is no list", { systems: [["cs", "n", null]], operations: [{ length: 2 }] }],
    ["an operation of one field", { systems: [["cs", "n", null]], operations: [[["delete"]]] }],
    [
      "an operation of three fields",
      { systems: [["cs", "n", null]], operations: [[["delete"], [0], []]] },
    ],
    [
      "one unknown kind beside a known one",
      { systems: [["cs", "n", null]], operations: [[["delete", "drop"], [0]]] },
    ],
    [
      "one index out of range beside one in range",
      { systems: [["cs", "n", null]], operations: [[["delete"], [0, 1]]] },
    ],
  ])("reads %s as absent", (_, value) => {
    expect(recordedSubjectsOf(value)).toBeUndefined();
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

describe("recorded changes to the rules", () => {
  const change = ["policy", "cip-policy.yaml", "cip-policy.yaml", ["rules", "owners"]];

  it("reads each change back, and none from a comment that records none", () => {
    expect(recordedGovernanceOf({ governance: [change] })).toEqual([change]);
    expect(recordedGovernanceOf({ systems: [], operations: [] })).toEqual([]);
  });

  it.each([
    ["not an object", "x"],
    ["null", null],
    ["a function with a record's fields", Object.assign(() => 0, { governance: [] })],
    ["changes that are no list", { governance: { length: 1 } }],
    ["a change that is no list", { governance: [{ length: 4 }] }],
    ["a change of three fields", { governance: [change.slice(0, 3)] }],
    ["a change of five fields", { governance: [[...change, "x"]] }],
    ["an unknown kind", { governance: [["rules", ...change.slice(1)]] }],
    ["a number for a name", { governance: [["policy", 1, "cip-policy.yaml", []]] }],
    ["a number for a file", { governance: [["policy", "p", 1, []]] }],
    ["no file", { governance: [["policy", "p", "", []]] }],
    ["words that are no list", { governance: [["policy", "p", "f", "rules"]] }],
    ["a word that is no string", { governance: [["policy", "p", "f", ["rules", 2]]] }],
  ])("reads %s as malformed", (_, value) => {
    expect(recordedGovernanceOf(value)).toBeUndefined();
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
      "one change: every approval as given, those the policy will not count too (it says why)",
      [[approval("a", { onHeadCommit: false }), approval("w", { authorOrCommitter: true })]],
      ["a", "w"],
    ],
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
