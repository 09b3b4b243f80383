// The merge decision as tables: every combination of approvals, reviewed plan,
// require-reviewed-plan, owner policy, empty plan, fingerprint match and safety, through `gate` and `verdictOf`,
// against the rules written out once in the order they apply.
import { describe, expect, it } from "vitest";
import { operationDigests } from "../../../src/core/plan/saved/operation-digest.ts";
import type { ApplyResult, Plan } from "../../../src/core/plan/plan-model.ts";
import {
  type ApplyResultOf,
  checkBeforeApply,
  checkPlan,
  type Expectation,
  gate,
  type GateFacts,
  verdictOf,
} from "../../../src/core/review/gate.ts";
import type { ChangeRequest } from "../../../src/core/review/reviewed-plan.ts";
import { ALPHA, BRAVO, createOf, emptyPlan, planOf } from "../../support/sample-plans.ts";

const HEAD = "1".repeat(40);
const SHA = "2".repeat(40);
const CHANGE: ChangeRequest = { number: 7, url: "u", title: "t", author: "a", headSha: HEAD };
const ONE_CREATE = planOf([createOf("rtu-1", ALPHA)], {
  create: 1,
  update: 0,
  delete: 0,
  move: 0,
  rename: 0,
  retype: 0,
});

const NO_LIVE = { facilities: [], controlCenters: [], cyberSystems: [], cyberAssets: [] };

function resultOf(plan: Plan): ApplyResult {
  return {
    fingerprint: plan.fingerprint,
    started_at: "2026-01-01T00:00:00Z",
    finished_at: "2026-01-01T00:00:01Z",
    results: plan.operations.map((_, index) => ({
      index,
      status: "succeeded" as const,
      attempts: 1,
    })),
    summary: { succeeded: plan.operations.length, failed: 0, skipped: 0 },
  };
}

interface Case {
  approved: boolean;
  reviewed: boolean;
  requireReviewedPlan: boolean;
  empty: boolean;
  matches: boolean;
  safe: boolean;
  /** The owner policy's verdict: none at the base, allowed, or refused. */
  policy: "none" | "allowed" | "refused";
}

const flags = [true, false];
const CASES: Case[] = flags.flatMap((approved) =>
  flags.flatMap((reviewed) =>
    flags.flatMap((requireReviewedPlan) =>
      flags.flatMap((empty) =>
        flags.flatMap((matches) =>
          flags.flatMap((safe) =>
            (["none", "allowed", "refused"] as const).map((policy) => ({
              approved,
              reviewed,
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
  ),
);

/** The rules, in the order they apply: the oracle the module is held to. */
function expectedOutcome(c: Case): string {
  // A refusal is a refusal whatever the plan holds: an empty plan still merges facts (a baseline,
  // a completion note, the rules) that the obligations read.
  if (!c.approved) return "not-approved";
  if (c.requireReviewedPlan && !c.reviewed) return "no-reviewed-plan";
  if (c.policy === "refused") return "policy";
  if (c.requireReviewedPlan && !c.matches) return "plan-changed";
  if (!c.safe) return "unsafe";
  return c.empty ? "no-changes" : "applied";
}

/** One merged pull request with the case's facts, and the engine as it would answer. */
function decide(c: Case) {
  const plan = c.empty ? emptyPlan() : ONE_CREATE;
  const facts: GateFacts = {
    sha: SHA,
    changes: [{ change: CHANGE, approvedBy: c.approved ? ["carol"] : [] }],
    reviewed: c.reviewed
      ? { kind: "fingerprint", value: c.matches ? plan.fingerprint : "sha256:reviewed" }
      : { kind: "none", why: "no plan comment" },
    minApprovals: 1,
    requireReviewedPlan: c.requireReviewedPlan,
    ...(c.policy === "none"
      ? {}
      : {
          policy:
            c.policy === "allowed"
              ? { allowed: true, reasons: [] }
              : { allowed: false, reasons: ['rule "owners" is unmet'] },
        }),
  };
  const decided = gate(facts);
  if (decided.kind !== "apply")
    return { decided, verdict: verdictOf(decided, { status: "planned", plan }) };
  const expected = decided.expect.kind === "fingerprint" ? decided.expect.value : undefined;
  const engine: ApplyResultOf =
    expected !== undefined && expected !== plan.fingerprint
      ? { status: "plan-changed", plan, expectedFingerprint: expected }
      : !c.safe
        ? { status: "unsafe", plan, message: "over the limit" }
        : { status: "applied", plan, result: resultOf(plan), live: NO_LIVE };
  return { decided, verdict: verdictOf(decided, engine) };
}

/** Which of the route's three paths each outcome takes. */
const KIND_OF_OUTCOME: Record<string, string> = {
  "not-approved": "refused",
  "no-reviewed-plan": "refused",
  policy: "refused",
  "plan-changed": "refused",
  unsafe: "refused",
  "no-changes": "applied",
  applied: "applied",
};

describe("gate and verdictOf over every combination", () => {
  it.each(CASES.map((c) => [expectedOutcome(c), c] as const))("%s when %o", (outcome, c) => {
    const { decided, verdict } = decide(c);
    expect(verdict.outcome).toBe(outcome);
    // The kind is what the route concludes on: a wrong one would record and report nothing.
    expect(verdict.kind).toBe(KIND_OF_OUTCOME[outcome]);
    // Nothing is applied unless the gate let it through: a refusal only plans.
    if (verdict.kind === "applied") expect(decided.kind).toBe("apply");
    if (!c.approved) expect(decided.kind).toBe("not-approved");
    // A policy that refuses never lets anything through, whatever else holds.
    if (c.policy === "refused") expect(verdict.kind).not.toBe("applied");
    if (verdict.outcome === "policy")
      expect(verdict).toMatchObject({ reasons: ['rule "owners" is unmet'] });
  });

  it("holds the apply to the reviewed fingerprint only when require-reviewed-plan is true", () => {
    const facts: GateFacts = {
      sha: SHA,
      changes: [{ change: CHANGE, approvedBy: [] }],
      reviewed: { kind: "fingerprint", value: "sha256:x" },
      minApprovals: 0,
      requireReviewedPlan: false,
    };
    expect(gate(facts)).toEqual({ kind: "apply", expect: { kind: "anything" } });
    expect(gate({ ...facts, requireReviewedPlan: true })).toEqual({
      kind: "apply",
      expect: { kind: "fingerprint", value: "sha256:x" },
    });
  });
});

describe("gate's refusals", () => {
  const base: GateFacts = {
    sha: SHA,
    changes: [],
    reviewed: { kind: "none", why: "pushed directly" },
    minApprovals: 1,
    requireReviewedPlan: true,
  };

  it.each([
    [
      "a direct push short of approvals",
      base,
      { kind: "not-approved", shortfalls: [{ kind: "direct", sha: SHA }] },
    ],
    [
      "a direct push without min-approvals",
      { ...base, minApprovals: 0 },
      { kind: "unreviewed", why: "pushed directly" },
    ],
    [
      "each pull request of a group short of approvals, in order",
      {
        ...base,
        changes: [
          { change: { ...CHANGE, number: 1 }, approvedBy: [] },
          { change: { ...CHANGE, number: 2 }, approvedBy: ["x", "y"] },
          { change: { ...CHANGE, number: 3 }, approvedBy: ["x"] },
        ],
        minApprovals: 2,
      },
      {
        kind: "not-approved",
        shortfalls: [
          { kind: "change", change: { ...CHANGE, number: 1 }, approvals: 0 },
          { kind: "change", change: { ...CHANGE, number: 3 }, approvals: 1 },
        ],
      },
    ],
    [
      "a policy that refuses, after approvals and the reviewed plan",
      {
        ...base,
        minApprovals: 0,
        requireReviewedPlan: false,
        policy: { allowed: false, reasons: ["r1", "r2"] },
      },
      { kind: "policy", reasons: ["r1", "r2"] },
    ],
    [
      "a policy that refuses without a reason still refuses (fail closed)",
      {
        ...base,
        minApprovals: 0,
        requireReviewedPlan: false,
        policy: { allowed: false, reasons: [] },
      },
      { kind: "policy", reasons: ["the owner policy refused it without a reason"] },
    ],
    [
      "approvals are reported before the policy, which is kept for a merge with nothing to apply",
      { ...base, policy: { allowed: false, reasons: ["r1"] } },
      {
        kind: "not-approved",
        shortfalls: [{ kind: "direct", sha: SHA }],
        policy: { kind: "policy", reasons: ["r1"] },
      },
    ],
  ] as const)("%s", (_, facts, expected) => {
    // Strict: a refusal carries no `policy` key at all when the policy did not refuse.
    expect(gate(facts as GateFacts)).toStrictEqual(expected);
  });
});

describe("several pull requests: the plan must be the union of their reviewed operations", () => {
  const second = createOf("rtu-2", BRAVO);
  const plan = planOf([createOf("rtu-1", ALPHA), second], {
    create: 2,
    update: 0,
    delete: 0,
    move: 0,
    rename: 0,
    retype: 0,
  });
  const [first, other] = operationDigests(plan.operations) as [string, string];

  it.each([
    [
      "both reviewed",
      [
        [1, [first]],
        [2, [other]],
      ],
      true,
    ],
    ["one operation unreviewed", [[1, [first]]], false],
    [
      "an operation reviewed that is not planned",
      [
        [1, [first]],
        [2, [other, "AAAAAAAAAAAAAAAAAAAAAA"]],
      ],
      false,
    ],
  ] as const)("%s", (_, reviewed, proceeds) => {
    const expect_ = {
      kind: "operations" as const,
      perChange: reviewed.map(([pullRequest, digests]) => ({ pullRequest, digests: [...digests] })),
      unreviewed: [],
    };
    const checked = checkBeforeApply(expect_, plan);
    expect(checked.kind).toBe(proceeds ? "proceed" : "refused");
    if (checked.kind === "proceed") expect(checked.expectedFingerprint).toBe(plan.fingerprint);
    // After the apply, a changed plan is told by what differs from the reviewed operations.
    const decided = { kind: "apply" as const, expect: expect_ };
    const verdict = verdictOf(decided, { status: "plan-changed", plan, expectedFingerprint: "x" });
    expect(verdict).toMatchObject({ outcome: "plan-changed", difference: { kind: "operations" } });
  });

  it("an invalid inventory is the invalid verdict, with its diagnostics", () => {
    const decided = gate({
      sha: SHA,
      changes: [],
      reviewed: { kind: "none", why: "" },
      minApprovals: 0,
      requireReviewedPlan: false,
    });
    if (decided.kind !== "apply") throw new Error("expected apply");
    expect(verdictOf(decided, { status: "invalid", diagnostics: [] })).toEqual({
      kind: "invalid",
      outcome: "invalid",
      diagnostics: [],
    });
  });
});

describe("checkPlan: the one decision of whether the plan changed since review", () => {
  const digests = operationDigests(ONE_CREATE.operations);
  it.each<[string, Expectation, string, unknown]>([
    ["nothing reviewed to hold it to", { kind: "anything" }, "proceed", undefined],
    [
      "the reviewed fingerprint",
      { kind: "fingerprint", value: ONE_CREATE.fingerprint },
      "proceed",
      ONE_CREATE.fingerprint,
    ],
    [
      "another fingerprint",
      { kind: "fingerprint", value: "sha256:reviewed" },
      "refused",
      { kind: "fingerprint", reviewed: "sha256:reviewed" },
    ],
    [
      "the union of the reviewed operations",
      { kind: "operations", perChange: [{ pullRequest: 7, digests }], unreviewed: [] },
      "proceed",
      ONE_CREATE.fingerprint,
    ],
    [
      "operations nobody reviewed",
      { kind: "operations", perChange: [{ pullRequest: 7, digests: [] }], unreviewed: [] },
      "refused",
      expect.objectContaining({ kind: "operations" }),
    ],
  ])("%s: %s", (_case, expectation, kind, detail) => {
    const checked = checkPlan(expectation, ONE_CREATE);
    expect(checked.kind).toBe(kind);
    if (checked.kind === "proceed") expect(checked.expectedFingerprint).toEqual(detail);
    else expect(checked.difference).toEqual(detail);
  });
});

describe("a merge with nothing to apply is refused as any other: approvals first, then the policy", () => {
  const REVIEW_UNMET = 'rule "cip-002-review" is unmet: 1 more approval needed from jdoe';
  it.each([
    ["the CSM did not approve the review", true, false, "policy"],
    ["nobody approved it at all", false, false, "not-approved"],
    ["the CSM approved it", true, true, "no-changes"],
    ["min-approvals unmet, the policy met", false, true, "not-approved"],
  ] as const)("%s: %s", (_, approved, policyAllowed, outcome) => {
    const plan = emptyPlan();
    const decided = gate({
      sha: SHA,
      changes: [{ change: CHANGE, approvedBy: approved ? ["carol"] : [] }],
      reviewed: { kind: "fingerprint", value: plan.fingerprint },
      minApprovals: 1,
      requireReviewedPlan: true,
      policy: { allowed: policyAllowed, reasons: policyAllowed ? [] : [REVIEW_UNMET] },
    });
    const verdict =
      decided.kind === "apply"
        ? verdictOf(decided, { status: "applied", plan, result: resultOf(plan), live: NO_LIVE })
        : verdictOf(decided, { status: "planned", plan });
    expect(verdict.outcome).toBe(outcome);
    // A refusal only plans: the engine was never asked to apply.
    if (outcome === "policy") {
      expect(decided.kind).not.toBe("apply");
      expect(verdict).toMatchObject({ kind: "refused", reasons: [REVIEW_UNMET] });
    }
  });
});

describe("each verdict, whole: what the route records and reports", () => {
  const apply = (expect_: Expectation) => ({ kind: "apply" as const, expect: expect_ });
  const reviewed = { kind: "fingerprint", value: "sha256:reviewed" } as const;

  it.each<[string, ReturnType<typeof apply>, ApplyResultOf, unknown]>([
    [
      "a fresh plan that is not the reviewed fingerprint",
      apply(reviewed),
      { status: "plan-changed", plan: ONE_CREATE, expectedFingerprint: "sha256:reviewed" },
      {
        kind: "refused",
        outcome: "plan-changed",
        plan: ONE_CREATE,
        difference: { kind: "fingerprint", reviewed: "sha256:reviewed" },
      },
    ],
    [
      "a plan over a safety limit",
      apply({ kind: "anything" }),
      { status: "unsafe", plan: ONE_CREATE, message: "over the limit" },
      { kind: "refused", outcome: "unsafe", plan: ONE_CREATE, message: "over the limit" },
    ],
    [
      "an apply that succeeded",
      apply({ kind: "anything" }),
      {
        status: "applied",
        plan: ONE_CREATE,
        result: resultOf(ONE_CREATE),
        live: NO_LIVE,
      },
      {
        kind: "applied",
        outcome: "applied",
        plan: ONE_CREATE,
        result: resultOf(ONE_CREATE),
        live: NO_LIVE,
      },
    ],
  ])("%s", (_, decided, engine, expected) => {
    expect(verdictOf(decided, engine)).toEqual(expected);
  });

  it("a refusal for an unreviewed merge carries why", () => {
    const decided = gate({
      sha: SHA,
      changes: [],
      reviewed: { kind: "none", why: "pushed directly" },
      minApprovals: 0,
      requireReviewedPlan: true,
    });
    expect(verdictOf(decided as never, { status: "planned", plan: ONE_CREATE })).toEqual({
      kind: "refused",
      outcome: "no-reviewed-plan",
      plan: ONE_CREATE,
      why: "pushed directly",
    });
  });

  it("a refusal for approvals is refused, with its shortfalls, whatever the plan holds", () => {
    const decided = gate({
      sha: SHA,
      changes: [],
      reviewed: { kind: "none", why: "pushed directly" },
      minApprovals: 1,
      requireReviewedPlan: true,
    });
    expect(verdictOf(decided as never, { status: "planned", plan: emptyPlan() })).toEqual({
      kind: "refused",
      outcome: "not-approved",
      plan: emptyPlan(),
      shortfalls: [{ kind: "direct", sha: SHA }],
    });
  });

  it("an apply gate given a plan instead of the apply's result is a bug, said at once", () => {
    expect(() =>
      verdictOf(apply({ kind: "anything" }) as never, { status: "planned", plan: ONE_CREATE }),
    ).toThrow(new TypeError("verdictOf: an apply gate takes the apply's result, not a plan"));
  });

  it("checkPlan's refusal of another fingerprint is the plan-changed outcome", () => {
    expect(checkPlan(reviewed, ONE_CREATE)).toMatchObject({
      kind: "refused",
      outcome: "plan-changed",
    });
  });
});
