// The policy judged against a plan: which rules apply to which operations, who may satisfy each,
// who has, what is missing, which freeze windows hold, and one verdict that fails closed (a rule
// unmet or unverifiable, or a freeze not overridden, refuses the change). Pure: every fact (the
// base's owners and impact, approvals, team membership, the time) is a parameter.
import type { SystemRef } from "../../plan/plan-model.ts";
import { countOf, listOf } from "../../shared/wording.ts";
import { quote } from "../../shared/diagnostics.ts";
import {
  countedApprovals,
  type IgnoredApproval,
  MembershipBook,
  principalsText,
} from "./approvers.ts";
import { evaluateFreezes, type FreezeEvaluation } from "./freezes.ts";
import { operationKinds, touchedSystems } from "./policy-subjects.ts";
import type {
  BaseSystem,
  GovernanceWanted,
  Judged,
  Policy,
  PolicyFacts,
  PolicyRule,
} from "./policy-model.ts";

export type RuleResult = "met" | "unmet" | "unverifiable";

/** One count a rule asks for: from its list, or from the owners of one system. */
export interface Requirement {
  /** Set for `from: owners`: whose owners. */
  system?: { id: string; name: string };
  approvals: number;
  /** Who may satisfy it, as written (logins and org/team). */
  eligible: string[];
  /** Logins that did, distinct. */
  satisfiedBy: string[];
  missing: number;
  result: RuleResult;
  /** What is missing, or why it cannot be known; "" when met. */
  problem: string;
}

export interface RuleEvaluation {
  id: string;
  /** Set for a change to the rules themselves (governance.ts): what it changes. */
  governs?: string;
  /** Indexes into the plan's operations. */
  operations: number[];
  requirements: Requirement[];
  result: RuleResult;
}

export interface PolicyEvaluation {
  /** Only the rules that apply to at least one operation. */
  rules: RuleEvaluation[];
  /** Only the windows active now that cover at least one operation. */
  freezes: FreezeEvaluation[];
  /** Approvals that do not count for any rule, with why. */
  ignored: IgnoredApproval[];
  verdict: { allowed: boolean; reasons: string[] };
}

export function evaluatePolicy(policy: Policy, facts: PolicyFacts): PolicyEvaluation {
  const { counted, ignored } = countedApprovals(facts.approvals);
  const book = new MembershipBook(facts.memberships);
  const logins = counted.map((approval) => approval.login);
  const rules = policy.rules.flatMap((rule): RuleEvaluation[] => {
    const covered = facts.operations.flatMap((operation, index) =>
      ruleCovers(rule, operation, facts.baseSystems) ? [index] : [],
    );
    if (covered.length === 0) return [];
    const requirements = requirementsOf(rule, covered, facts).map((wanted) =>
      judge(wanted, logins, book),
    );
    return [{ id: rule.id, operations: covered, requirements, result: worst(requirements) }];
  });
  for (const change of facts.governance ?? []) {
    const requirements = change.wanted.map((wanted) => judge(wanted, logins, book));
    rules.push({
      id: change.id,
      governs: change.governs,
      operations: [],
      requirements,
      result: worst(requirements),
    });
  }
  const freezes = evaluateFreezes(policy.freezes, facts, counted, book);
  const reasons = [
    ...rules
      .filter((rule) => rule.result !== "met")
      .map(
        (rule) =>
          `rule ${quote(rule.id)} is ${rule.result}: ${rule.requirements
            .map((r) => r.problem)
            .filter(Boolean)
            .join("; ")}`,
      ),
    ...freezes.filter((freeze) => freeze.result !== "overridden").map((freeze) => freeze.problem),
  ];
  return { rules, freezes, ignored, verdict: { allowed: reasons.length === 0, reasons } };
}

function ruleCovers(
  rule: PolicyRule,
  operation: Judged,
  baseSystems: PolicyFacts["baseSystems"],
): boolean {
  const kinds = operationKinds(operation);
  const { operations, impact: impacts } = rule;
  if (operations && !kinds.some((kind) => operations.includes(kind))) return false;
  if (!impacts) return true;
  // A system without an impact at the base could be any: the rule applies (fail closed).
  return touchedSystems(operation).some((system) => {
    const impact = baseSystems.get(system.id)?.impact;
    return impact === undefined || impacts.includes(impact);
  });
}

type Wanted = GovernanceWanted;

function requirementsOf(rule: PolicyRule, covered: number[], facts: PolicyFacts): Wanted[] {
  if (rule.from.kind === "principals") {
    return [{ approvals: rule.approvals, principals: rule.from.principals }];
  }
  const systems = new Map<string, SystemRef>();
  const operations = covered.flatMap((index) => facts.operations[index] ?? []);
  for (const system of operations.flatMap(touchedSystems)) systems.set(system.id, system);
  return [...systems.values()].map((system) => {
    const base = facts.baseSystems.get(system.id);
    const wanted: Wanted = {
      system: { id: system.id, name: system.name },
      approvals: rule.approvals,
      principals: base?.owners ?? [],
    };
    if (wanted.principals.length === 0) wanted.nobody = noOwners(system, base);
    return wanted;
  });
}

function noOwners(system: SystemRef, base: BaseSystem | undefined): string {
  const where =
    base === undefined
      ? "it has no document at the base"
      : "its document at the base declares no owners and no CODEOWNERS line names owners for its file";
  return `cyber system ${quote(system.name)} has no owners (${where}), so nobody can approve for it; declare its owners on the base branch first`;
}

function judge(wanted: Wanted, logins: string[], book: MembershipBook): Requirement {
  const satisfiedBy: string[] = [];
  const unknown: string[] = [];
  for (const login of logins) {
    const eligibility = book.eligibility(login, wanted.principals);
    if (eligibility.state === "yes") satisfiedBy.push(login);
    else if (eligibility.state === "unverifiable") unknown.push(eligibility.reason);
  }
  const missing = Math.max(0, wanted.approvals - satisfiedBy.length);
  const result: RuleResult = missing === 0 ? "met" : unknown.length > 0 ? "unverifiable" : "unmet";
  const eligible = principalsText(wanted.principals);
  const whose = wanted.system ? `the owners of ${quote(wanted.system.name)}` : listOf(eligible);
  const problem =
    result === "met"
      ? ""
      : (wanted.nobody ??
        `${countOf(missing, "more approval")} needed from ${whose}${result === "unverifiable" ? ` (cannot be verified: ${unknown.join("; ")})` : ""}`);
  const requirement: Requirement = {
    approvals: wanted.approvals,
    eligible,
    satisfiedBy,
    missing,
    result,
    problem,
  };
  if (wanted.system) requirement.system = wanted.system;
  return requirement;
}

function worst(requirements: Requirement[]): RuleResult {
  if (requirements.some((requirement) => requirement.result === "unmet")) return "unmet";
  if (requirements.some((requirement) => requirement.result === "unverifiable"))
    return "unverifiable";
  return "met";
}
