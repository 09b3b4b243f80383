// The merge queue's check of a group: the same decisions as the push that the queue then makes
// (gate.ts: approvals, the reviewed plan, the owner policy and its freezes; then the plan against
// what was reviewed; then the safety rules the engine applies), with nothing applied. Whatever the
// push would refuse, the queue refuses first, so the default branch never receives files whose
// plan the apply then refuses. Pure: the facts and the plan are gathered by the route.
import type { Plan } from "../plan/plan-model.ts";
import { type SafetyAllowances, unsafeMessage } from "../plan/safety.ts";
import { checkPlan, type Gate, refusedVerdict, type Verdict } from "./gate.ts";

/** What the push would come to, short of applying: a refusal, nothing to apply, or it would apply. */
export type GroupVerdict =
  Exclude<Verdict, { kind: "applied" } | { kind: "invalid" }> | { kind: "would-apply"; plan: Plan };

export function checkGroup(decided: Gate, plan: Plan, allowed: SafetyAllowances): GroupVerdict {
  if (decided.kind !== "apply") return refusedVerdict(decided, plan);
  const checked = checkPlan(decided.expect, plan);
  if (checked.kind === "refused") return checked;
  const unsafe = unsafeMessage(plan.safety, allowed);
  if (unsafe !== undefined) return { kind: "refused", outcome: "unsafe", plan, message: unsafe };
  return { kind: "would-apply", plan };
}
