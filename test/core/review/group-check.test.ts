// The merge queue decides as the push does (issue 34): every combination of approvals, reviewed
// plans, require-reviewed-plan, owner policy, empty plan, plan against the reviews and safety,
// through `gate` then `checkGroup`, against the push's rules written once. A row the push refuses is
// refused by the queue with the same outcome; what the push would apply, the queue lets through.
import { describe, expect, it } from "vitest";
import { operationDigests } from "../../../src/core/plan/saved/operation-digest.ts";
import type { Plan } from "../../../src/core/plan/plan-model.ts";
import { gate, type GateFacts } from "../../../src/core/review/gate.ts";
import { checkGroup } from "../../../src/core/review/group-check.ts";
import type { ChangeRequest } from "../../../src/core/review/reviewed-plan.ts";
import { ALPHA, BRAVO, createOf, emptyPlan, planOf } from "../../support/sample-plans.ts";

const CHANGE: ChangeRequest = {
  number: 7,
  url: "u",
  title: "t",
  author: "a",
  headSha: "1".repeat(40),
};
const SUMMARY = { create: 1, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };

interface Case {
  approved: boolean;
  requireReviewedPlan: boolean;
  empty: boolean;
  matches: boolean;
  safe: boolean;
  policy: "none" | "allowed" | "refused";
}

const flags = [true, false];
const CASES: Case[] = flags.flatMap((approved) =>
  flags.flatMap((requireReviewedPlan) =>
    flags.flatMap((empty) =>
      flags.flatMap((matches) =>
        flags.flatMap((safe) =>
          (["none", "allowed", "refused"] as const).map((policy) => ({
            approved,
            requireReviewedPlan,
            empty,
            matches,
            safe,
            policy,
          })),
        ),
      ),
    ),
  ),
);

/** The push's rules for a group, in the order it applies them; "applied" is what it would do. */
function pushOutcome(c: Case): string {
  // A refusal is a refusal whatever the plan holds (gate.ts refusedVerdict).
  if (!c.approved) return "not-approved";
  if (c.policy === "refused") return "policy";
  // An empty group's reviews are empty too: its plan matches them.
  if (c.requireReviewedPlan && !c.matches && !c.empty) return "plan-changed";
  if (c.empty) return "no-changes";
  return c.safe ? "applied" : "unsafe";
}

function planOfCase(c: Case): Plan {
  const plan = c.empty ? emptyPlan() : planOf([createOf("rtu-1", ALPHA)], SUMMARY);
  // A plan that changes nothing breaks no safety rule.
  if (c.safe || c.empty) return plan;
  const violation = { rule: "mass-create" as never, message: "over the limit" };
  return { ...plan, safety: { ...plan.safety, violations: [violation] } };
}

function queueOutcome(c: Case): string {
  const plan = planOfCase(c);
  const reviewedPlan = c.matches || c.empty ? plan : planOf([createOf("rtu-9", BRAVO)], SUMMARY);
  const facts: GateFacts = {
    sha: "2".repeat(40),
    changes: [{ change: CHANGE, approvedBy: c.approved ? ["carol"] : [] }],
    reviewed: {
      kind: "operations",
      perChange: [{ pullRequest: 7, digests: operationDigests(reviewedPlan.operations) }],
      unreviewed: [],
    },
    minApprovals: 1,
    requireReviewedPlan: c.requireReviewedPlan,
    ...(c.policy === "none"
      ? {}
      : {
          policy: { allowed: c.policy === "allowed", reasons: c.policy === "allowed" ? [] : ["r"] },
        }),
  };
  const verdict = checkGroup(gate(facts), plan, { massDelete: false, replace: false });
  if (verdict.kind !== "would-apply") return verdict.outcome;
  return plan.operations.length === 0 ? "no-changes" : "applied";
}

describe("the merge queue refuses exactly what the push refuses", () => {
  it.each(CASES.map((c) => [pushOutcome(c), c] as const))("%s when %o", (outcome, c) => {
    expect(queueOutcome(c)).toBe(outcome);
  });
});

describe("checkGroup's verdict", () => {
  it("refuses an unsafe plan as refused, with the safety's message", () => {
    const plan = planOfCase({
      approved: true,
      requireReviewedPlan: false,
      empty: false,
      matches: true,
      safe: false,
      policy: "none",
    });
    const facts: GateFacts = {
      sha: "2".repeat(40),
      changes: [{ change: CHANGE, approvedBy: ["carol"] }],
      reviewed: { kind: "none", why: "no plan comment" },
      minApprovals: 1,
      requireReviewedPlan: false,
    };
    const verdict = checkGroup(gate(facts), plan, { massDelete: false, replace: false });
    expect({
      kind: verdict.kind,
      outcome: "outcome" in verdict ? verdict.outcome : undefined,
    }).toStrictEqual({
      kind: "refused",
      outcome: "unsafe",
    });
  });
});
