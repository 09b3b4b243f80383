// What a row of the authority table is (authority-table.ts, whose header says what the table
// decides): the facts, the origins a record of one may come from, the approvers and date rules,
// and the row's shape. A module of its own so that a family's rows
// (vulnerability-assessment-authority.ts) can be written beside the table without an import cycle.
import type { DeclaredKind } from "../families/family-shape.ts";
import type { RequirementId } from "../inventory/baselines/requirements.ts";
import type { GovernanceRequirementKind } from "./governance-requirements.ts";

export const FACTS = [
  "inventory-operation",
  "baseline",
  "baseline-reviewed",
  "baseline-completed-on",
  "completion-note",
  "verification-note",
  "configuration-observation",
  "investigation-note",
  "policy-rules",
  "policy-owners",
  "system-owners",
  "system-impact",
  "cip-senior-manager",
  "delegates",
  "cip-002-last-approval",
  "calendar",
  "standard-versions",
  "source-commands",
  "ledger-declaration",
  "patch-sources",
  "patch-evaluation",
  "mitigation-plan",
  "plan-timeframe-change",
  "plan-event-occurred",
  "plan-implemented",
  "vulnerability-assessment",
  "assessed-assets",
  "technical-feasibility",
  "commissioning-exception",
  "action-item-status",
  "action-item-date-change",
  "low-impact-site-file",
  "low-impact-program-file",
  "low-impact-policy-review",
  "low-impact-policy-approval",
  "low-impact-reinforcement",
  "incident-plan-test",
  "incident-plan-update",
  "system-access-file",
  "password-change-enforcement",
  "password-change",
  "default-passwords-answer",
] as const;
export type Fact = (typeof FACTS)[number];

/**
 * Where a record of a fact may come from. Anything else (a drift check on another branch, a record
 * appended by someone other than the ledger's writer, a break-glass record or a collector's file
 * no operator key signed) is no origin at all: what it carries closes nothing.
 */
export const ORIGINS = {
  "reviewed-merge":
    "a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
  "default-branch-drift-check": "the Action's drift check on the default branch",
  "operator-signed-append":
    "cip-sync evidence append --monitoring, in a commit signed by an operator key that evidence verify --operator-keys accepts",
  "signed-break-glass":
    "a break-glass record (cip-sync apply --record) in a commit signed by an operator key that evidence verify --operator-keys accepts",
} as const;
export type Origin = keyof typeof ORIGINS;

/** Whose approval a change of a fact needs, each as the facts in force name them, all of a row's together. */
export const APPROVERS = {
  "counted-approvals": "min-approvals counted approvals of the pull request (the gate)",
  "system-owners": "the owners the system's document names in force (owner policy)",
  "policy-owners": "the policy owners cip-policy.yaml names in force",
  "rule-approvers":
    "the approvals each rule the change removes or weakens itself requires, in force",
  "cip-senior-manager": "the CIP Senior Manager cip-policy.yaml names in force",
  "senior-manager-or-delegate":
    "the CIP Senior Manager or a delegate for the action (cip-002-r2.2 for a CIP-002 R2 approval, cip-007-r2.4 for a mitigation plan's revision or extension), as cip-policy.yaml names them in force, a delegation counting from its delegated_on",
  "action-plan-approvers":
    "one of the people cip-policy.yaml's assessment_date_approvers names in force before the merge, or, where it names none, one of the owners the system's document names in force before the merge, among its counted approvers (CIP-010 R3.4 names no approver; a team among the owners is not matched)",
  "deviation-approvers":
    "a counted approver of the pull request that authorized the deviation the fact is about",
} as const;
export type Approver = keyof typeof APPROVERS;

/** How far a collector's clock may run ahead of the one that appends its file. */
export const MAX_OBSERVATION_SKEW_MINUTES = 5;

/** The dates a fact may carry, against the record that carries it. */
export const DATE_RULES = {
  "recorded-at": "none of its own: it is dated by the record that carries it",
  "not-after-record":
    "never after the latest day any time zone has reached when the record that carries it is written: that instant's date in UTC+14, the zone farthest ahead (so the next UTC day only from 10:00 UTC)",
  "not-before-authorization":
    "not before the day its deviation was authorized; an earlier date is an R1.2 exception",
  "observed-before-append": `observed_at never after the moment it is appended, beyond the clock-skew allowance of ${MAX_OBSERVATION_SKEW_MINUTES} minutes (MAX_OBSERVATION_SKEW_MINUTES)`,
  "performed-on":
    "its own performed_on, when written (never after the record that carries it), is the day it counts from: performed before the interval it would close opened, it closes nothing of it and is listed beside it with why; performed within it, the next interval runs from that day; without performed_on, the day of the record that carries it",
  "after-previous-event":
    "its own performed_on (never after the record that carries it) is the day it counts from, before the merge or not: one not after the previous event of its clock closes nothing and is listed beside the clock's obligation with why; the first record of a clock may date the last event before the family started",
  "approved-at":
    "the day its approver approved the merged pull request, as GitHub dates the approval, in the policy's time zone (the record's own instant where GitHub gives none)",
  "in-force-from-record":
    "in force from the record that carries it: obligations opened before keep the rule they were judged by",
} as const;
export type DateRule = keyof typeof DATE_RULES;

/**
 * A date rule a family declares beside its rows (its authority module) where none of DATE_RULES
 * says how its facts are dated (a calendar quarter's review, say): its name and its words, which
 * the docs give as the rule. Its pass judges it, as the passes judge "performed-on".
 */
export interface DeclaredDateRule {
  rule: string;
  words: string;
}

/** A row's date rule in the table's words. */
export function dateRuleWords(rule: DateRule | DeclaredDateRule): string {
  return typeof rule === "string" ? DATE_RULES[rule] : rule.words;
}

/**
 * The part a row cites: a row of the requirement table, a governance kind, or a part a family
 * declares (its words and source on its shape, core/families/).
 */
export type Cited = RequirementId | GovernanceRequirementKind | DeclaredKind;

export interface AuthorityRow {
  fact: Fact;
  /** Where the fact is written: a file and its field, or a review command. */
  assertedIn: string;
  origins: readonly Origin[];
  approvers: readonly Approver[];
  dates: readonly (DateRule | DeclaredDateRule)[];
  /** What a record of the fact without that authority gets. */
  without: string;
  /** The requirement part whose words the docs quote beside the rule. */
  cites: Cited;
  /** Where the code holds the row; what it does not hold yet is said, not hidden. */
  held: string;
}

export const CLOSES_NOTHING = "closes nothing, and is listed as an exception that says why";
