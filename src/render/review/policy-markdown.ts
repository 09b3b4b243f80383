// The "Policy" section of the plan comment: each rule that applies, which operations it covers,
// who may satisfy it, who has and what is missing; the freezes that hold; the verdict. Every name
// (rule ids, systems, logins, teams, reasons) comes from files or GitHub and is escaped. The section
// sits between two markers, so that a review event replaces it without the rest of the comment.
import type { PolicyEvaluation, RuleEvaluation } from "../../core/review/policy/evaluate-policy.ts";
import {
  type GovernanceChange,
  governanceWords,
} from "../../core/review/policy/governance/governance.ts";
import type { Judged } from "../../core/review/policy/policy-model.ts";
import { operationKinds } from "../../core/review/policy/policy-subjects.ts";
import { countOf, shortSha } from "../../core/shared/wording.ts";
import { escapeMarkdown as escape, markdownCodeSpan } from "../shared/escape-markdown.ts";
import { tableRow } from "../shared/markdown-layout.ts";

const START = "<!-- cip-sync:policy -->\n";
const END = "<!-- cip-sync:policy-end -->\n";
/** The section's room in the comment; the plan needs the rest. */
export const POLICY_SECTION_MAX_LENGTH = 12_000;

export interface PolicySectionInput {
  file: string;
  baseSha: string;
  /** Undefined when the policy could not be judged; `reasons` then says why. */
  evaluation: PolicyEvaluation | undefined;
  reasons: readonly string[];
  operations: readonly Judged[];
  /** What the pull request changes of the rules themselves (each judged in the table). */
  governance: readonly GovernanceChange[];
}

export function renderPolicySection(input: PolicySectionInput): string {
  const lines = [
    "#### Policy",
    "",
    `Judged by ${markdownCodeSpan(input.file)} as the base commit \`${shortSha(input.baseSha)}\` has it, with the owners and impact declared there.`,
  ];
  const ruleChanges = input.governance.filter(
    (change) => change.kind !== "baseline" && change.kind !== "review",
  );
  const baselines = input.governance.filter((change) => change.kind === "baseline");
  const reviews = input.governance.filter((change) => change.kind === "review");
  lines.push(
    ...changeList(
      "**This pull request changes the rules it is judged by**, so each change is judged by the base's owners and policy below; the new rules apply from the next change:",
      ruleChanges,
    ),
    ...changeList(
      "**Baselines changed** (CIP-010 R1.1). The service holds no baseline, so the plan has no operation for these: each is judged as an update of its asset by the base's owners and rules below, and the change record dates it:",
      baselines,
    ),
  );
  for (const review of reviews) {
    lines.push(
      "",
      `**This pull request records ${escape(governanceWords(review))}**: the CIP Senior Manager or a delegate (\`cip_senior_manager\` at the base) approves it below, and its merge dates the review in the ledger.`,
    );
  }
  const { evaluation } = input;
  if (evaluation !== undefined) lines.push(...ruleLines(evaluation, input.operations));
  const { reasons } = input;
  lines.push(
    "",
    reasons.length === 0
      ? "**Allowed:** every rule that applies is met and no freeze holds."
      : `**Not allowed yet:** ${reasons.map(escape).join("; ")}.`,
  );
  let body = `${lines.join("\n")}\n`;
  const room = POLICY_SECTION_MAX_LENGTH - START.length - END.length;
  if (body.length > room) {
    const note = "\n… (cut here: the run's log lists every rule and requirement)\n";
    body = `${body.slice(0, room - note.length)}${note}`;
  }
  return `${START}${body}${END}\n`;
}

/** A paragraph of `heading` and a bullet for each of `changes`; nothing when there are none. */
function changeList(heading: string, changes: readonly GovernanceChange[]): string[] {
  return changes.length === 0
    ? []
    : ["", heading, "", ...changes.map((change) => `- ${escape(governanceWords(change))}`)];
}

function ruleLines(evaluation: PolicyEvaluation, operations: readonly Judged[]): string[] {
  const lines: string[] = [];
  if (evaluation.rules.length === 0) lines.push("", "No rule applies to this plan.");
  else {
    lines.push("", tableRow(["Rule", "Covers", "May approve", "Approved by", "Missing"]).trimEnd());
    lines.push("|---|---|---|---|---|");
    for (const rule of evaluation.rules) lines.push(...ruleRows(rule, operations));
  }
  for (const freeze of evaluation.freezes) {
    const state = freeze.override
      ? `overridden by ${escape(freeze.override.login)}: ${escape(freeze.override.reason)}`
      : escape(freeze.problem);
    lines.push(
      "",
      `Freeze ${markdownCodeSpan(freeze.id)} (${freeze.from} to ${freeze.to}) holds ${countOf(freeze.operations.length, "operation")}: ${state}`,
    );
  }
  if (evaluation.ignored.length > 0) {
    const ignored = evaluation.ignored.map(({ login, why }) => `${escape(login)} (${escape(why)})`);
    lines.push("", `Not counted: ${ignored.join(", ")}.`);
  }
  return lines;
}

function ruleRows(rule: RuleEvaluation, operations: readonly Judged[]): string[] {
  const kinds = new Set(
    rule.operations.flatMap((index) => {
      const operation = operations[index];
      return operation === undefined ? [] : operationKinds(operation);
    }),
  );
  const covers =
    rule.governs === undefined
      ? `${countOf(rule.operations.length, "operation")} (${[...kinds].join(", ")})`
      : escape(rule.governs);
  return rule.requirements.map((requirement) => {
    const who = requirement.eligible.map(escape).join(", ") || "nobody";
    const eligible = requirement.system
      ? `${requirement.approvals} of the owners of ${escape(requirement.system.name)}: ${who}`
      : `${requirement.approvals} of ${who}`;
    return tableRow([
      markdownCodeSpan(rule.id),
      covers,
      eligible,
      requirement.satisfiedBy.map(escape).join(", ") || "nobody yet",
      requirement.result === "met" ? "nothing" : escape(requirement.problem),
    ]).trimEnd();
  });
}

/** `rendered` with its policy section replaced by `section` (or `section` first, when it has none). */
export function replacePolicySection(rendered: string, section: string): string {
  const start = rendered.indexOf(START);
  const end = rendered.indexOf(END, start);
  if (start < 0 || end < 0) return `${section}${rendered}`;
  let after = end + END.length;
  if (rendered[after] === "\n") after += 1;
  return `${rendered.slice(0, start)}${section}${rendered.slice(after)}`;
}
