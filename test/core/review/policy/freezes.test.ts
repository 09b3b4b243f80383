// Freeze windows on their own: what reads as an override, when a window is active (from
// included, to excluded), which operations it holds, and the exact problem each refusal shows.
import { describe, expect, it } from "vitest";
import { parsePrincipal } from "../../../../src/core/inventory/document/principals.ts";
import { MembershipBook } from "../../../../src/core/review/policy/approvers.ts";
import {
  activeFreezes,
  evaluateFreezes,
  overrideReason,
} from "../../../../src/core/review/policy/freezes.ts";
import type {
  ApprovalFact,
  FreezeWindow,
  Judged,
  MembershipFact,
  PolicyOperation,
} from "../../../../src/core/review/policy/policy-model.ts";
import { createOf, deleteOf } from "../../../support/sample-plans.ts";
import {
  ALPHA,
  approval,
  BRAVO,
  member,
  moveOf,
  notMember,
  unverifiable,
} from "./policy-fixtures.ts";

const FROM = Date.parse("2026-12-15T00:00:00Z");
const TO = Date.parse("2027-01-05T00:00:00Z");
const INSIDE = Date.parse("2026-12-20T12:00:00Z");
const DELEGATES = "acme/cip-senior-manager-delegates";
const COMPLIANCE = "acme/cip-compliance";
const REASON = "/override-freeze relay replacement after storm damage";

function windowOf(
  operations: PolicyOperation[],
  overrideFrom?: string[],
  id = "year-end",
): FreezeWindow {
  return {
    id,
    location: { file: "cip-policy.yaml", line: 9, column: 5 },
    from: FROM,
    to: TO,
    operations,
    ...(overrideFrom ? { overrideFrom: overrideFrom.map((text) => parsePrincipal(text)!) } : {}),
  };
}

const CREATE = createOf("alpha-rtu-09", ALPHA);
const DELETE = deleteOf("alpha-relay-09", "ca_9", ALPHA);
/** An update whose kinds are update and move: held by a window on moves only. */
const MOVE = moveOf("alpha-plc-03", ALPHA, BRAVO);

describe("overrideReason", () => {
  it.each([
    ["the command and a reason", REASON, "relay replacement after storm damage"],
    [
      "leading blank space and a reason over lines",
      `  ${REASON}\n\nmore`,
      "relay replacement after storm damage\n\nmore",
    ],
    ["a reason of exactly 10 characters", "/override-freeze 0123456789", "0123456789"],
    ["a reason of 9 characters", "/override-freeze 012345678", undefined],
    ["the command alone", "/override-freeze", undefined],
    ["the command glued to a word", "/override-freezenow relay replacement", undefined],
    ["the command glued to a longer reason", "/override-freezeStryker was here!", undefined],
    [
      "another 16 characters then a reason",
      "Looks good to me and the relay is replaced",
      undefined,
    ],
    ["the command not at the start", `ok ${REASON}`, undefined],
  ])("%s", (_name, body, reason) => {
    expect(overrideReason(body)).toBe(reason);
  });
});

interface Case {
  windows: FreezeWindow[];
  operations: Judged[];
  approvals: ApprovalFact[];
  memberships: MembershipFact[];
  now: number;
  expected: unknown[];
}

const ALL: PolicyOperation[] = ["create", "update", "rename", "retype", "move", "delete"];
const FROZEN_TEXT = '"year-end" (2026-12-15T00:00:00.000Z to 2027-01-05T00:00:00.000Z) holds';
const HOW_TO_OVERRIDE = `can override it with an approving review on the head commit starting /override-freeze and a reason of at least 10 characters`;

const EVALUATIONS: [string, Case][] = [
  [
    "a window before its start holds nothing",
    {
      windows: [windowOf(ALL)],
      operations: [CREATE],
      approvals: [],
      memberships: [],
      now: FROM - 1,
      expected: [],
    },
  ],
  [
    "a window at its 'to' instant holds nothing",
    {
      windows: [windowOf(ALL)],
      operations: [CREATE],
      approvals: [],
      memberships: [],
      now: TO,
      expected: [],
    },
  ],
  [
    "an active window that holds none of the operations says nothing",
    {
      windows: [windowOf(["delete"])],
      operations: [CREATE],
      approvals: [],
      memberships: [],
      now: INSIDE,
      expected: [],
    },
  ],
  [
    "a window at its 'from' instant freezes, with no override: wait until it ends",
    {
      windows: [windowOf(["create", "move"])],
      operations: [CREATE, DELETE, MOVE],
      approvals: [approval("frank", { body: REASON })],
      memberships: [],
      now: FROM,
      expected: [
        {
          id: "year-end",
          from: "2026-12-15T00:00:00.000Z",
          to: "2027-01-05T00:00:00.000Z",
          operations: [0, 2],
          overrideFrom: [],
          result: "frozen",
          problem: `freeze ${FROZEN_TEXT} 2 operations; it has no override: wait until it ends`,
        },
      ],
    },
  ],
  [
    "a frozen move (an update whose kinds hold a move) says who can override it",
    {
      windows: [windowOf(["move"], [DELEGATES, "frank", DELEGATES])],
      operations: [MOVE],
      approvals: [approval("erin", { body: REASON })],
      memberships: [notMember(DELEGATES, "erin")],
      now: INSIDE,
      expected: [
        {
          id: "year-end",
          from: "2026-12-15T00:00:00.000Z",
          to: "2027-01-05T00:00:00.000Z",
          operations: [0],
          overrideFrom: [DELEGATES, "frank"],
          result: "frozen",
          problem: `freeze ${FROZEN_TEXT} 1 operation; a member of ${DELEGATES}, frank ${HOW_TO_OVERRIDE}`,
        },
      ],
    },
  ],
  [
    "overrides whose memberships cannot be read name every reason, of each approver",
    {
      windows: [windowOf(["create"], [DELEGATES, COMPLIANCE])],
      operations: [CREATE],
      approvals: [approval("frank", { body: REASON }), approval("grace", { body: REASON })],
      memberships: [unverifiable(DELEGATES, "frank")],
      now: INSIDE,
      expected: [
        {
          id: "year-end",
          from: "2026-12-15T00:00:00.000Z",
          to: "2027-01-05T00:00:00.000Z",
          operations: [0],
          overrideFrom: [DELEGATES, COMPLIANCE],
          result: "unverifiable",
          problem: `freeze ${FROZEN_TEXT} 1 operation; an override cannot be verified: GitHub answered 403 for ${DELEGATES}: the policy-token needs Members: read; the membership of frank in ${COMPLIANCE} was not read; the membership of grace in ${DELEGATES} was not read; the membership of grace in ${COMPLIANCE} was not read`,
        },
      ],
    },
  ],
  [
    "an override by a delegate, with no problem",
    {
      windows: [windowOf(["create"], [DELEGATES])],
      operations: [CREATE],
      approvals: [approval("frank", { body: REASON })],
      memberships: [member(DELEGATES, "frank")],
      now: INSIDE,
      expected: [
        {
          id: "year-end",
          from: "2026-12-15T00:00:00.000Z",
          to: "2027-01-05T00:00:00.000Z",
          operations: [0],
          overrideFrom: [DELEGATES],
          result: "overridden",
          override: { login: "frank", reason: "relay replacement after storm damage" },
          problem: "",
        },
      ],
    },
  ],
];

describe("evaluateFreezes", () => {
  it.each(EVALUATIONS)("%s", (_name, c) => {
    const facts = {
      operations: c.operations,
      baseSystems: new Map(),
      approvals: c.approvals,
      memberships: c.memberships,
      now: c.now,
    };
    expect(
      evaluateFreezes(c.windows, facts, c.approvals, new MembershipBook(c.memberships)),
    ).toStrictEqual(c.expected);
  });
});

describe("activeFreezes: what an apply from the terminal goes around", () => {
  it.each([
    ["before the window", FROM - 1, [CREATE], []],
    ["at its 'from' instant", FROM, [CREATE], [1]],
    ["inside it", INSIDE, [CREATE, DELETE, MOVE, CREATE], [3]],
    ["one millisecond before its end", TO - 1, [CREATE], [1]],
    ["at its 'to' instant", TO, [CREATE], []],
    ["holding none of the operations", INSIDE, [DELETE], []],
    ["with no operations", INSIDE, [], []],
  ] as const)("%s", (_name, now, operations, held) => {
    expect(activeFreezes([windowOf(["create", "move"])], operations, now)).toStrictEqual(
      held.map((count) => ({
        id: "year-end",
        from: "2026-12-15T00:00:00.000Z",
        to: "2027-01-05T00:00:00.000Z",
        operations: count,
      })),
    );
  });
});
