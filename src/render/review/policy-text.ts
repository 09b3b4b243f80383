// A policy evaluation for terminals: each rule that applies, the operations it covers, who may
// satisfy it, who has and what is missing; the freezes that hold; approvals that do not count; the
// verdict last. Every name goes through revealHiddenCharacters, so none can restyle the terminal.
import type { PolicyEvaluation, Requirement } from "../../core/review/policy/evaluate-policy.ts";
import type { Operation } from "../../core/plan/plan-model.ts";
import { revealHiddenCharacters as reveal } from "../../core/shared/text/reveal.ts";
import { countOf } from "../../core/shared/wording.ts";

export function renderPolicyText(
  evaluation: PolicyEvaluation,
  operations: readonly Operation[],
  policyFile: string,
): string {
  const lines: string[] = [
    `Policy ${reveal(policyFile)}: ${countOf(evaluation.rules.length, "rule")} ${evaluation.rules.length === 1 ? "applies" : "apply"} to this plan.`,
  ];
  for (const rule of evaluation.rules) {
    const covers =
      rule.governs === undefined
        ? countOf(rule.operations.length, "operation")
        : `a change judged at the base: ${reveal(rule.governs)}`;
    lines.push(`  ${reveal(rule.id)}: ${rule.result}, for ${covers}`);
    for (const operation of rule.operations.flatMap((index) => operations[index] ?? []))
      lines.push(`    - ${operationWords(operation)}`);
    for (const requirement of rule.requirements) lines.push(`    ${requirementLine(requirement)}`);
  }
  for (const freeze of evaluation.freezes) {
    lines.push(
      `  freeze ${reveal(freeze.id)} (${freeze.from} to ${freeze.to}): ${freeze.result}, for ${countOf(freeze.operations.length, "operation")}`,
    );
    if (freeze.override) {
      lines.push(
        `    overridden by ${reveal(freeze.override.login)}: ${reveal(freeze.override.reason)}`,
      );
    } else lines.push(`    ${reveal(freeze.problem)}`);
  }
  for (const ignored of evaluation.ignored) {
    lines.push(`  not counted: ${reveal(ignored.login)} (${ignored.why})`);
  }
  const { verdict } = evaluation;
  lines.push(
    verdict.allowed
      ? "Allowed: every rule that applies is met and no freeze holds."
      : `Refused: ${verdict.reasons.map(reveal).join("; ")}.`,
  );
  return `${lines.join("\n")}\n`;
}

function requirementLine(requirement: Requirement): string {
  const from = requirement.system
    ? `owners of ${reveal(requirement.system.name)} (${requirement.eligible.map(reveal).join(", ") || "none"})`
    : requirement.eligible.map(reveal).join(", ");
  const by =
    requirement.satisfiedBy.length > 0
      ? requirement.satisfiedBy.map(reveal).join(", ")
      : "nobody yet";
  const problem = requirement.problem ? `; ${reveal(requirement.problem)}` : "";
  return `${requirement.approvals} from ${from}: approved by ${by}${problem}`;
}

function operationWords(operation: Operation): string {
  const system = reveal(operation.cyber_system.name);
  if (operation.action !== "update")
    return `${operation.action} ${reveal(operation.name)} in ${system}`;
  const from = operation.changes.cyber_system?.from;
  const where = from ? `from ${reveal(from.name)} to ${system}` : `in ${system}`;
  return `${operation.kinds.join(", ")} ${reveal(operation.name)} ${where}`;
}
