// The rules a change of the policy file removes or weakens, and who must approve lifting each: the
// approvals the rule itself requires, judged at the base (the authority table's `rule-approvers`).
// As a TUF delegated role can only delegate what it holds, the policy owners alone cannot lift a
// rule that asks more of others: whoever the rule protects with must agree to its going. A file
// deleted or no longer parseable lifts every rule. Pure.
import { authorityOf } from "../../../authority/authority-table.ts";
import { quote } from "../../../shared/diagnostics.ts";
import type { Codeowners } from "../codeowners.ts";
import type {
  BaseSystem,
  GovernanceRequirement,
  GovernanceWanted,
  Policy,
  PolicyRule,
} from "../policy-model.ts";
import { type BaseDocument, baseSystem } from "../policy-subjects.ts";

/**
 * The ids of the base rules `after` does not keep at least as strong: absent, or with fewer
 * approvals, fewer operations or impacts covered, or other approvers. Every one when `after` is
 * undefined (the file deleted or unparseable).
 */
export function liftedRuleIds(before: Policy, after: Policy | undefined): string[] {
  return before.rules
    .filter((rule) => {
      const kept = after?.rules.find((candidate) => candidate.id === rule.id);
      return kept === undefined || weaker(kept, rule);
    })
    .map((rule) => rule.id);
}

function weaker(now: PolicyRule, was: PolicyRule): boolean {
  const narrower = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined) =>
    a !== undefined && (b === undefined || b.some((item) => !a.includes(item)));
  return (
    now.approvals < was.approvals ||
    narrower(now.operations, was.operations) ||
    narrower(now.impact, was.impact) ||
    approversText(now) !== approversText(was)
  );
}

/** The rule's approvers, in an order that does not matter to the rule. */
function approversText(rule: PolicyRule): string {
  if (rule.from.kind === "owners") return "owners";
  return JSON.stringify(rule.from.principals.map((principal) => JSON.stringify(principal)).sort());
}

/** Whether `rule` covers a system of `impact` (a system without one: every rule does). */
export function coversImpact(rule: PolicyRule, impact: BaseSystem["impact"]): boolean {
  return !rule.impact || impact === undefined || rule.impact.includes(impact);
}

/** What `rule` asks of a change to the system named `name` at `file`, declared as `base`. */
export function ruleWanted(
  rule: PolicyRule,
  system: { name: string; file: string; base: BaseSystem },
  what: string,
): GovernanceWanted {
  if (rule.from.kind === "principals")
    return { approvals: rule.approvals, principals: rule.from.principals };
  const { owners } = system.base;
  const wanted: GovernanceWanted = {
    system: { id: system.file, name: system.name },
    approvals: rule.approvals,
    principals: owners,
  };
  if (owners.length === 0)
    wanted.nobody = `cyber system ${quote(system.name)} has no owners at the base, so nobody can approve a change of ${what}; ask the policy owners to declare its owners on the base branch first`;
  return wanted;
}

/**
 * Who must approve lifting the base rule `id`: what it requires of every base system it covers
 * (its approvers once when they are named principals). A rule that covers no base system protects
 * nobody yet, and asks nothing.
 */
function liftedRuleWanted(
  policy: Policy,
  id: string,
  documents: readonly BaseDocument[],
  codeowners: Codeowners | undefined,
): GovernanceWanted[] {
  const rule = policy.rules.find((candidate) => candidate.id === id);
  // A recorded id the base does not have lifts nothing there.
  if (rule === undefined) return [];
  const covered = documents
    .map((entry) => ({
      name: entry.document.cyberSystem.value,
      file: entry.file,
      base: baseSystem(entry, codeowners),
    }))
    .filter((system) => coversImpact(rule, system.base.impact));
  const [first] = covered;
  if (first === undefined) return [];
  if (rule.from.kind === "principals") return [ruleWanted(rule, first, "")];
  return covered.map((system) => ruleWanted(rule, system, `rule ${quote(rule.id)}`));
}

/** The rule id of lifting (removing or weakening) a base rule, in results. */
const LIFTED_RULE_ID = "rule-lifted";

/**
 * A change of the rules' own files, by the approvers the authority table gives them, judged at the
 * base: the policy owners, and each base rule it may lift by what that rule itself requires. A
 * change of the policy file lifts the rules it removes or weakens; a change of cip-ledger.yaml may
 * lift every rule, as the policy file deleted, since a key it adds signs the records that say which
 * merge is in force, so one approval could otherwise lift them all (docs/ledger-writer.md).
 */
export function ruleFileRequirements(
  policy: Policy,
  change:
    | { kind: "policy"; file: string; lifted: readonly string[] }
    | { kind: "ledger-declaration"; file: string },
  governs: string,
  base: { documents: readonly BaseDocument[]; codeowners: Codeowners | undefined },
  policyOwners: GovernanceWanted | undefined,
): GovernanceRequirement[] {
  const ledger = change.kind === "ledger-declaration";
  const { approvers } = authorityOf(ledger ? "ledger-declaration" : "policy-rules");
  const requirements: GovernanceRequirement[] = [];
  const id = ledger ? LEDGER_DECLARATION_RULE_ID : "policy-change";
  if (approvers.includes("policy-owners") && policyOwners !== undefined)
    requirements.push({ id, governs, wanted: [policyOwners] });
  if (!approvers.includes("rule-approvers")) return requirements;
  const lifted = ledger ? policy.rules.map((rule) => rule.id) : change.lifted;
  const how = ledger ? `a key ${change.file} adds could lift` : `${change.file} removes or weakens`;
  return [...requirements, ...everyRuleLifted(policy, lifted, how, base)];
}

/**
 * Lifting each base rule of `lifted`, by what that rule itself requires (`rule-lifted`); `how`
 * says what lifts it ("cip-policy.yaml removes or weakens"). A rule that asks nobody is left out.
 */
export function everyRuleLifted(
  policy: Policy,
  lifted: readonly string[],
  how: string,
  base: { documents: readonly BaseDocument[]; codeowners: Codeowners | undefined },
): GovernanceRequirement[] {
  return lifted.flatMap((ruleId): GovernanceRequirement[] => {
    const wanted = liftedRuleWanted(policy, ruleId, base.documents, base.codeowners);
    if (wanted.length === 0) return [];
    return [
      { id: LIFTED_RULE_ID, governs: `the base rule ${quote(ruleId)}, which ${how}`, wanted },
    ];
  });
}

/** The rule id of a change of cip-ledger.yaml, in results. */
export const LEDGER_DECLARATION_RULE_ID = "ledger-declaration-change";
