// The decision of a merge (or a direct push) on the default branch, before and after the plan:
// `gate` says from the review facts whether anything may be applied and what the plan must be;
// `verdictOf` says, from the gate and what the engine did, what the attempt came to. Pure: the
// facts are gathered from the code host before, and the verdict is reported after. A new check
// (an owner policy, say) is one more entry in GATE_CHECKS, with its own refusal and outcome.
import { changeStatus, type ChangeStatus } from "../evidence/records/change-record.ts";
import {
  checkReviewedOperations,
  matchesReview,
  type ReviewCheck,
  type ReviewedOperations,
} from "../plan/saved/operation-digest.ts";
import type { ApplyResult, Plan } from "../plan/plan-model.ts";
import type { Diagnostic } from "../shared/diagnostics.ts";
import type { LiveInventory } from "../shared/live-records.ts";
import type { ChangeRequest } from "./reviewed-plan.ts";
import type { ChangeOutcome } from "../evidence/records/evidence-record.ts";

/** What the review of the commit (or of a merge-queue group) found, before any plan. */
export type Reviewed =
  /** One merged change: the fingerprint of the plan its note showed. */
  | { kind: "fingerprint"; value: string }
  /** Several changes together: the operations reviewed in each, and why the others have none. */
  | { kind: "operations"; perChange: ReviewedOperations[]; unreviewed: string[] }
  | { kind: "none"; why: string };

export interface GateFacts {
  /** The commit to apply. */
  sha: string;
  /** The changes it merged, each with its independent approvals of its head; none for a direct push. */
  changes: readonly { change: ChangeRequest; approvedBy: readonly string[] }[];
  reviewed: Reviewed;
  minApprovals: number;
  requireReviewedPlan: boolean;
  /** The owner policy's verdict (core/review/policy); undefined when there is no policy. */
  policy?: PolicyVerdict | undefined;
}

/** What the owner policy decided, with why it refuses; it fails closed, so `reasons` is never empty when refused. */
export interface PolicyVerdict {
  allowed: boolean;
  reasons: string[];
}

/** A change (or the direct push) with fewer approvals than min-approvals. */
export type Shortfall =
  { kind: "change"; change: ChangeRequest; approvals: number } | { kind: "direct"; sha: string };

export type Refusal =
  | { kind: "not-approved"; shortfalls: Shortfall[]; policy?: PolicyRefusal }
  | { kind: "unreviewed"; why: string; policy?: PolicyRefusal }
  | PolicyRefusal;

/**
 * The owner policy's refusal. Reported after the others when several hold, but kept on them
 * (`policy`): a merge with no operation is refused only by the policy (see refusedVerdict).
 */
export interface PolicyRefusal {
  kind: "policy";
  reasons: string[];
}

/** The outcome a change record gives each refusal (when the plan had something to apply). */
export const REFUSAL_OUTCOMES = {
  "not-approved": "not-approved",
  unreviewed: "no-reviewed-plan",
  policy: "policy",
} as const satisfies Record<Refusal["kind"], ChangeOutcome>;

/** What the plan at the merge must be to be applied. */
export type Expectation =
  | { kind: "fingerprint"; value: string }
  | { kind: "operations"; perChange: ReviewedOperations[]; unreviewed: string[] }
  /** require-reviewed-plan is false: the plan is applied as it is now. */
  | { kind: "anything" };

export type Gate = Refusal | { kind: "apply"; expect: Expectation };

function approvalCheck({ sha, changes, minApprovals }: GateFacts): Refusal | undefined {
  if (changes.length === 0)
    return minApprovals > 0
      ? { kind: "not-approved", shortfalls: [{ kind: "direct", sha }] }
      : undefined;
  const shortfalls: Shortfall[] = changes
    .filter(({ approvedBy }) => approvedBy.length < minApprovals)
    .map(({ change, approvedBy }) => ({ kind: "change", change, approvals: approvedBy.length }));
  return shortfalls.length === 0 ? undefined : { kind: "not-approved", shortfalls };
}

function reviewedCheck({ reviewed, requireReviewedPlan }: GateFacts): Refusal | undefined {
  return requireReviewedPlan && reviewed.kind === "none"
    ? { kind: "unreviewed", why: reviewed.why }
    : undefined;
}

function policyCheck({ policy }: GateFacts): PolicyRefusal | undefined {
  if (policy === undefined || policy.allowed) return undefined;
  const reasons =
    policy.reasons.length > 0 ? policy.reasons : ["the owner policy refused it without a reason"];
  return { kind: "policy", reasons };
}

/** The checks before the plan, in the order their refusals are reported. */
const GATE_CHECKS: readonly ((facts: GateFacts) => Refusal | undefined)[] = [
  approvalCheck,
  reviewedCheck,
  policyCheck,
];

export function gate(facts: GateFacts): Gate {
  for (const check of GATE_CHECKS) {
    const refusal = check(facts);
    if (refusal === undefined) continue;
    if (refusal.kind === "policy") return refusal;
    const policy = policyCheck(facts);
    return policy === undefined ? refusal : { ...refusal, policy };
  }
  const { reviewed } = facts;
  if (!facts.requireReviewedPlan || reviewed.kind === "none")
    return { kind: "apply", expect: { kind: "anything" } };
  return { kind: "apply", expect: reviewed };
}

/** What the engine did: planned only (after a refusal), or applied (or refused to). */
/** The files could not be read or are wrong: nothing was, or will be, changed. */
export interface InvalidResult {
  status: "invalid";
  diagnostics: Diagnostic[];
}
export type PlanResult = InvalidResult | { status: "planned"; plan: Plan };
export type ApplyResultOf =
  | InvalidResult
  | { status: "plan-changed"; plan: Plan; expectedFingerprint: string }
  | { status: "unsafe"; plan: Plan; message: string }
  /** `live`: the inventory the plan was made from (the change record names its organization). */
  | { status: "applied"; plan: Plan; result: ApplyResult; live: LiveInventory };

/** How the plan at the merge differs from what was reviewed. */
export type Difference =
  | { kind: "fingerprint"; reviewed: string }
  | { kind: "operations"; check: ReviewCheck; unreviewed: string[] };

export type Verdict =
  | { kind: "invalid"; outcome: "invalid"; diagnostics: Diagnostic[] }
  /** Refused, but the plan changes nothing, so there was nothing to refuse. */
  | { kind: "nothing-to-apply"; outcome: "no-changes"; plan: Plan; refusal: Refusal }
  | { kind: "refused"; outcome: "not-approved"; plan: Plan; shortfalls: Shortfall[] }
  | { kind: "refused"; outcome: "no-reviewed-plan"; plan: Plan; why: string }
  | { kind: "refused"; outcome: "policy"; plan: Plan; reasons: string[] }
  | { kind: "refused"; outcome: "plan-changed"; plan: Plan; difference: Difference }
  | { kind: "refused"; outcome: "unsafe"; plan: Plan; message: string }
  | {
      kind: "applied";
      outcome: ChangeStatus;
      plan: Plan;
      result: ApplyResult;
      live: LiveInventory;
    };

export type RefusedVerdict = Extract<Verdict, { kind: "refused" }>;

/** Several changes merged or queued together: the operations reviewed in each. */
export type OperationsExpectation = Extract<Expectation, { kind: "operations" }>;

/** The plan now is not what was reviewed in several changes: what differs, for each comment. */
export type OperationsDifference = Extract<Difference, { kind: "operations" }>;

/**
 * Before applying several changes (or letting a merge-queue group through): the plan now must be
 * exactly the union of the operations reviewed in them. `proceed` carries the fingerprint the
 * engine then holds the apply to, so that nothing is applied if the live inventory moves after
 * this check.
 */
export function checkBeforeApply(
  expect: OperationsExpectation,
  plan: Plan,
):
  | { kind: "proceed"; expectedFingerprint: string }
  | { kind: "refused"; outcome: "plan-changed"; plan: Plan; difference: OperationsDifference } {
  const difference = operationsDifference(expect, plan);
  return matchesReview(difference.check)
    ? { kind: "proceed", expectedFingerprint: plan.fingerprint }
    : { kind: "refused", outcome: "plan-changed", plan, difference };
}

/**
 * Whether `plan` is the one that was reviewed: the one place "the plan changed" is decided, for the
 * push (merge-route.ts), the merge queue (group-check.ts) and the engine's last check before it
 * applies (a reviewed fingerprint: the Action's, or the CLI's saved plan). `proceed` carries the
 * fingerprint the apply is then held to, when there is one to hold it to.
 */
export function checkPlan(
  expect: Expectation,
  plan: Plan,
):
  | { kind: "proceed"; expectedFingerprint: string | undefined }
  | { kind: "refused"; outcome: "plan-changed"; plan: Plan; difference: Difference } {
  switch (expect.kind) {
    case "anything":
      return { kind: "proceed", expectedFingerprint: undefined };
    case "fingerprint":
      return expect.value === plan.fingerprint
        ? { kind: "proceed", expectedFingerprint: plan.fingerprint }
        : {
            kind: "refused",
            outcome: "plan-changed",
            plan,
            difference: { kind: "fingerprint", reviewed: expect.value },
          };
    case "operations":
      return checkBeforeApply(expect, plan);
  }
}

function operationsDifference(expect: OperationsExpectation, plan: Plan): OperationsDifference {
  const check = checkReviewedOperations(plan.operations, expect.perChange);
  return { kind: "operations", check, unreviewed: expect.unreviewed };
}

/**
 * What the attempt came to, from the gate and what the engine did after it: after a refusal the
 * engine only plans (to tell a refusal from a merge that changes nothing); after `apply` it applies.
 */
export function verdictOf(decided: Refusal, engine: PlanResult): Verdict;
export function verdictOf(
  decided: Extract<Gate, { kind: "apply" }>,
  engine: ApplyResultOf,
): Verdict;
export function verdictOf(decided: Gate, engine: PlanResult | ApplyResultOf): Verdict {
  if (engine.status === "invalid")
    return { kind: "invalid", outcome: "invalid", diagnostics: engine.diagnostics };
  const { plan } = engine;
  if (decided.kind !== "apply") return refusedVerdict(decided, plan);
  switch (engine.status) {
    case "planned":
      throw new TypeError("verdictOf: an apply gate takes the apply's result, not a plan");
    case "plan-changed":
      return {
        kind: "refused",
        outcome: "plan-changed",
        plan,
        difference:
          decided.expect.kind === "operations"
            ? operationsDifference(decided.expect, plan)
            : { kind: "fingerprint", reviewed: engine.expectedFingerprint },
      };
    case "unsafe":
      return { kind: "refused", outcome: "unsafe", plan, message: engine.message };
    case "applied":
      return {
        kind: "applied",
        outcome: changeStatus(engine.result),
        plan,
        result: engine.result,
        live: engine.live,
      };
  }
}

/**
 * What a refusal comes to for `plan`: refused, or nothing to apply when it changes nothing. A
 * policy refusal is refused even then: with no operation, only a change to the rules themselves
 * can be unmet (a CIP-002 R2 review, the policy file, an owner: governance.ts), and that change is
 * merged with the commit, so the merge must fail and be recorded as refused, not as "no changes".
 */
export function refusedVerdict(
  refusal: Refusal,
  plan: Plan,
): Extract<Verdict, { kind: "refused" | "nothing-to-apply" }> {
  if (plan.operations.length === 0) {
    const policy = refusal.kind === "policy" ? refusal : refusal.policy;
    if (policy === undefined)
      return { kind: "nothing-to-apply", outcome: "no-changes", plan, refusal };
    return { kind: "refused", outcome: REFUSAL_OUTCOMES.policy, plan, reasons: policy.reasons };
  }
  switch (refusal.kind) {
    case "not-approved":
      return {
        kind: "refused",
        outcome: REFUSAL_OUTCOMES["not-approved"],
        plan,
        shortfalls: refusal.shortfalls,
      };
    case "unreviewed":
      return { kind: "refused", outcome: REFUSAL_OUTCOMES.unreviewed, plan, why: refusal.why };
    case "policy":
      return { kind: "refused", outcome: REFUSAL_OUTCOMES.policy, plan, reasons: refusal.reasons };
  }
}
