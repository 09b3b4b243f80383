// Monotonicity of the verdict, over random approvals and membership facts: adding an approval
// never turns a met rule unmet (nor an allowed change refused), and taking a member out of a team
// never turns an unmet rule met.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluatePolicy } from "../../../../src/core/review/policy/evaluate-policy.ts";
import type {
  ApprovalFact,
  MembershipFact,
  MembershipState,
} from "../../../../src/core/review/policy/policy-model.ts";
import { createOf, deleteOf } from "../../../support/sample-plans.ts";
import {
  ALPHA,
  BASE,
  BRAVO,
  EMS,
  IN_FREEZE,
  BEFORE_FREEZE,
  issuePolicy,
  moveOf,
} from "./policy-fixtures.ts";

const LOGINS = ["alice", "bob", "carol", "dave", "erin", "frank"];
const TEAMS = ["acme/alpha-protection", "acme/cip-compliance", "acme/cip-senior-manager-delegates"];
const OPERATIONS = [
  deleteOf("alpha-relay", "ca_1", ALPHA),
  deleteOf("bravo-hmi", "ca_2", BRAVO),
  deleteOf("ems-ws", "ca_3", EMS),
  moveOf("plc", BRAVO, ALPHA),
  createOf("alpha-rtu", ALPHA),
];

const approvalArb = (login: string) =>
  fc.record({
    login: fc.constant(login),
    onHeadCommit: fc.boolean(),
    authorOrCommitter: fc.boolean(),
    bot: fc.boolean(),
    body: fc.constantFrom("", "/override-freeze storm damage to relay 4", "/override-freeze no"),
  });

const stateArb: fc.Arbitrary<MembershipState> = fc.constantFrom(
  { state: "member" as const },
  { state: "not-member" as const },
  { state: "unverifiable" as const, reason: "403" },
);

const scenarioArb = fc.record({
  operations: fc.subarray(OPERATIONS, { minLength: 1 }),
  reviewers: fc.shuffledSubarray(LOGINS, { maxLength: LOGINS.length - 1 }),
  memberships: fc.array(
    fc.record({
      team: fc.constantFrom(...TEAMS),
      login: fc.constantFrom(...LOGINS),
      membership: stateArb,
    }),
    { maxLength: 12 },
  ),
  now: fc.constantFrom(BEFORE_FREEZE, IN_FREEZE),
});

/** Deep-frozen: a verdict that changed the policy it judges by would throw, not pass. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

// Parsed once for the 1,200 verdicts below, instead of once per verdict: the YAML parse was nine
// tenths of this file's time.
const POLICY = frozen(issuePolicy());

function results(
  scenario: fc.Arbitrary<unknown> extends never
    ? never
    : { operations: typeof OPERATIONS; now: number },
  approvals: ApprovalFact[],
  memberships: MembershipFact[],
) {
  const evaluation = evaluatePolicy(POLICY, {
    operations: scenario.operations,
    baseSystems: BASE,
    approvals,
    memberships,
    now: scenario.now,
  });
  return {
    rules: new Map(evaluation.rules.map((rule) => [rule.id, rule.result])),
    allowed: evaluation.verdict.allowed,
  };
}

describe("evaluatePolicy is monotone", () => {
  it("adding an approval never turns met into unmet, nor allowed into refused", () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((scenario) =>
          fc.tuple(
            fc.constant(scenario),
            fc.tuple(...scenario.reviewers.map(approvalArb)),
            fc
              .constantFrom(...LOGINS)
              .filter((login) => !scenario.reviewers.includes(login))
              .chain(approvalArb),
          ),
        ),
        ([scenario, approvals, extra]) => {
          const before = results(scenario, approvals, scenario.memberships);
          const after = results(scenario, [...approvals, extra], scenario.memberships);
          for (const [id, result] of before.rules) {
            if (result === "met") expect(after.rules.get(id)).toBe("met");
          }
          if (before.allowed) expect(after.allowed).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("removing a member never turns unmet into met", () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((scenario) =>
          fc.tuple(
            fc.constant(scenario),
            fc.tuple(...scenario.reviewers.map(approvalArb)),
            fc.nat(),
          ),
        ),
        ([scenario, approvals, pick]) => {
          const members = scenario.memberships.filter((fact) => fact.membership.state === "member");
          fc.pre(members.length > 0);
          const removed = members[pick % members.length]!;
          const memberships = scenario.memberships.map((fact) =>
            fact === removed ? { ...fact, membership: { state: "not-member" as const } } : fact,
          );
          const before = results(scenario, approvals, scenario.memberships);
          const after = results(scenario, approvals, memberships);
          for (const [id, result] of before.rules) {
            if (result !== "met") expect(after.rules.get(id)).not.toBe("met");
          }
          if (!before.allowed) expect(after.allowed).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
