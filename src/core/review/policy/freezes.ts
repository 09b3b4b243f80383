// Freeze windows: an operation inside an active window is refused unless a member of the
// window's `override.from` approved the head commit with a review starting `/override-freeze`
// followed by a reason of at least 10 characters. The time is the run's, in UTC.
import { quote } from "../../shared/diagnostics.ts";
import { countOf } from "../../shared/wording.ts";
import type { MembershipBook } from "./approvers.ts";
import { operationKinds } from "./policy-subjects.ts";
import type { ApprovalFact, FreezeWindow, Judged, PolicyFacts } from "./policy-model.ts";
import { principalsText } from "./approvers.ts";

export const OVERRIDE_COMMAND = "/override-freeze";
export const MIN_OVERRIDE_REASON = 10;

export interface FreezeEvaluation {
  id: string;
  /** ISO 8601 UTC, as the policy wrote them. */
  from: string;
  to: string;
  operations: number[];
  /** Who may override it, as written; empty: nobody. */
  overrideFrom: string[];
  result: "overridden" | "frozen" | "unverifiable";
  override?: { login: string; reason: string };
  /** Why it refuses the change; "" when overridden. */
  problem: string;
}

/** The reason of an override review, or undefined when the body is not one. */
export function overrideReason(body: string): string | undefined {
  const text = body.trimStart();
  if (!text.startsWith(OVERRIDE_COMMAND)) return undefined;
  const rest = text.slice(OVERRIDE_COMMAND.length);
  if (rest !== "" && !/^\s/.test(rest)) return undefined;
  const reason = rest.trim();
  return [...reason].length >= MIN_OVERRIDE_REASON ? reason : undefined;
}

export function evaluateFreezes(
  windows: readonly FreezeWindow[],
  facts: PolicyFacts,
  counted: readonly ApprovalFact[],
  book: MembershipBook,
): FreezeEvaluation[] {
  return windows.flatMap((window) => {
    if (facts.now < window.from || facts.now >= window.to) return [];
    const covered = facts.operations.flatMap((operation, index) =>
      operationKinds(operation).some((kind) => window.operations.includes(kind)) ? [index] : [],
    );
    return covered.length === 0 ? [] : [judgeWindow(window, covered, counted, book)];
  });
}

/** A freeze window that holds operations of a plan applied where no review can override it. */
export interface ActiveFreeze {
  id: string;
  /** ISO 8601 UTC. */
  from: string;
  to: string;
  /** How many of the plan's operations it holds. */
  operations: number;
}

/**
 * The windows active at `now` that hold any of `operations`: what an apply from the terminal,
 * which no review overrides, must say it goes around, and record.
 */
export function activeFreezes(
  windows: readonly FreezeWindow[],
  operations: readonly Judged[],
  now: number,
): ActiveFreeze[] {
  return windows.flatMap((window) => {
    if (now < window.from || now >= window.to) return [];
    const held = operations.filter((operation) =>
      operationKinds(operation).some((kind) => window.operations.includes(kind)),
    ).length;
    if (held === 0) return [];
    const from = new Date(window.from).toISOString();
    return [{ id: window.id, from, to: new Date(window.to).toISOString(), operations: held }];
  });
}

function judgeWindow(
  window: FreezeWindow,
  covered: number[],
  counted: readonly ApprovalFact[],
  book: MembershipBook,
): FreezeEvaluation {
  const evaluation: FreezeEvaluation = {
    id: window.id,
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
    operations: covered,
    overrideFrom: principalsText(window.overrideFrom ?? []),
    result: "frozen",
    problem: "",
  };
  const unknown: string[] = [];
  for (const approval of counted) {
    const reason = overrideReason(approval.body);
    if (reason === undefined || !window.overrideFrom) continue;
    const eligibility = book.eligibility(approval.login, window.overrideFrom);
    if (eligibility.state === "yes") {
      return { ...evaluation, result: "overridden", override: { login: approval.login, reason } };
    }
    if (eligibility.state === "unverifiable") unknown.push(eligibility.reason);
  }
  const refused = `freeze ${quote(window.id)} (${evaluation.from} to ${evaluation.to}) holds ${countOf(covered.length, "operation")}`;
  if (unknown.length > 0) {
    return {
      ...evaluation,
      result: "unverifiable",
      problem: `${refused}; an override cannot be verified: ${unknown.join("; ")}`,
    };
  }
  const how = window.overrideFrom
    ? `a member of ${evaluation.overrideFrom.join(", ")} can override it with an approving review on the head commit starting ${OVERRIDE_COMMAND} and a reason of at least ${MIN_OVERRIDE_REASON} characters`
    : "it has no override: wait until it ends";
  return { ...evaluation, problem: `${refused}; ${how}` };
}
