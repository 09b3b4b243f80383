// The owner policy judged: the base's policy, documents and CODEOWNERS, the changes the pull request
// makes to the rules themselves (governance.ts), a plan's operations and the approvals. The entry
// gathers the facts once (PolicyFacts: the base read, then `policyQuestions` says which team
// memberships to read, and those are read), and `judgePolicy` decides from them in one pure call,
// whose result the entry only reports and records. The Action (its status, the merge, the queue)
// and `cip-sync policy check` judge through these; an unjudgeable policy refuses with why
// (`unjudged`).
import type { PolicyEvidence } from "../../evidence/records/policy-record.ts";
import { type Principal, principalText } from "../../inventory/document/principals.ts";
import type { InventoryDocument } from "../../inventory/document/document.ts";
import type { PolicyVerdict } from "../gate.ts";
import { countedApprovals } from "./approvers.ts";
import { evaluatePolicy, type PolicyEvaluation } from "./evaluate-policy.ts";
import {
  type GovernanceChange,
  governanceChanges,
  governanceRequirements,
  type RuleFiles,
  type RuleSources,
} from "./governance/governance.ts";
import {
  type RecordedGovernance,
  withRecordedGovernance,
} from "./governance/recorded-governance.ts";
import { namedTeams } from "./offline-approvals.ts";
import { policyEvidenceOf } from "./policy-evidence.ts";
import type {
  ApprovalFact,
  BaseSystem,
  GovernanceRequirement,
  Judged,
  MembershipFact,
  Policy,
} from "./policy-model.ts";
import { baseSystemsOf } from "./policy-subjects.ts";
import { type BasePolicy, basePolicyOf, type PolicyFilesRead } from "./base-policy.ts";
import { lastApprovalDateProblem, seniorManagerSides } from "./governance/senior-manager.ts";
import { baselineReviewedProblems } from "./governance/baseline-dates.ts";

/** What the policy decided, for the gate, the status, the comment and the change record. */
export interface PolicyJudgement {
  base: BasePolicy;
  /** Undefined when the policy could not be judged. */
  evaluation: PolicyEvaluation | undefined;
  verdict: PolicyVerdict;
  evidence: PolicyEvidence;
  operations: readonly Judged[];
  /** The systems the operations touch, as the base's documents and CODEOWNERS describe them. */
  baseSystems: ReadonlyMap<string, BaseSystem>;
  /** What the change does to the rules themselves, each judged at the base (governance.ts). */
  governance: readonly GovernanceChange[];
}

/** What is judged, worked out before any membership is read, and what to ask about it. */
export interface PolicyQuestions {
  policy: Policy;
  baseSystems: ReadonlyMap<string, BaseSystem>;
  governance: readonly GovernanceChange[];
  requirements: GovernanceRequirement[];
  /** The teams whose membership of `logins` decides a rule; nothing to ask when either is empty. */
  teams: string[];
  logins: string[];
}

/**
 * The facts of the judgement, and the memberships to ask for; undefined when the policy at the
 * base is invalid. `recorded`: the changes to the rules a plan comment recorded (a review event),
 * judged with those the checkout shows, so that a checkout that does not show them cannot let
 * them through.
 */
export function policyQuestions(
  base: BasePolicy,
  operations: readonly Judged[],
  approvals: readonly ApprovalFact[],
  recorded: readonly RecordedGovernance[],
): PolicyQuestions | undefined {
  const { policy } = base;
  if (policy === undefined) return undefined;
  const atBase = {
    documents: base.documents,
    codeowners: base.codeowners,
    policyText: base.baseText,
    reviewText: base.baseReviewText,
    sourceCommands: base.baseSourceCommands,
    ledgerText: base.baseLedgerText,
  };
  const files = {
    policy: base.source.file,
    review: base.reviewFile,
    sources: base.sourcesFile,
    ledger: base.ledgerFile,
  };
  const sides = { atBase, head: base.head, files };
  return questionsOf(policy, sides, operations, approvals, recorded);
}

/**
 * The questions of `policy` read from `sides.atBase`, with the changes `sides.head` makes to the
 * rules; `cip-sync policy check` gives one checkout as both sides (it judges no change to them).
 */
export function questionsOf(
  policy: Policy,
  sides: { atBase: RuleSources; head: RuleSources; files: RuleFiles },
  operations: readonly Judged[],
  approvals: readonly ApprovalFact[],
  recorded: readonly RecordedGovernance[],
): PolicyQuestions {
  const { atBase } = sides;
  const baseSystems = baseSystemsOf(operations, atBase.documents, atBase.codeowners);
  const governance = withRecordedGovernance(
    governanceChanges(atBase, sides.head, sides.files),
    recorded,
    atBase,
  );
  const requirements = governanceRequirements(policy, governance, atBase);
  const governanceTeams = requirements.flatMap((requirement) =>
    requirement.wanted.flatMap((wanted) => wanted.principals.flatMap(teamText)),
  );
  const teams = [...new Set([...namedTeams(policy, baseSystems.values()), ...governanceTeams])];
  const logins = countedApprovals(approvals).counted.map((approval) => approval.login);
  return { policy, baseSystems, governance, requirements, teams, logins };
}

/**
 * What is judged: a plan's operations (or those a plan comment recorded, with the changes to the
 * rules it recorded) and the approvals; or why nothing can be (no valid plan, none recorded).
 */
export type PolicySubjects =
  | {
      operations: readonly Judged[];
      approvals: readonly ApprovalFact[];
      recorded?: readonly RecordedGovernance[];
    }
  | { unjudgeable: string };

/**
 * The judgement made ready from the files read, before the one read that depends on them: the
 * base's policy, what is judged, and the questions (which team memberships decide a rule).
 */
export interface PreparedJudgement {
  base: BasePolicy;
  operations: readonly Judged[];
  approvals: readonly ApprovalFact[];
  /** Undefined when the policy at the base is invalid (`base.problem` says why) or nothing is judged. */
  questions: PolicyQuestions | undefined;
  /** Why there is nothing to judge; undefined when there is. */
  unjudgeable: string | undefined;
}

export function prepareJudgement(
  files: PolicyFilesRead,
  subjects: PolicySubjects,
): PreparedJudgement {
  const base = basePolicyOf(files);
  if ("unjudgeable" in subjects)
    return {
      base,
      operations: [],
      approvals: [],
      questions: undefined,
      unjudgeable: subjects.unjudgeable,
    };
  const { operations, approvals, recorded = [] } = subjects;
  const questions = policyQuestions(base, operations, approvals, recorded);
  return { base, operations, approvals, questions, unjudgeable: undefined };
}

/** Everything the policy is judged from, gathered once: the prepared judgement and its answers. */
export type PolicyJudgementFacts = PreparedJudgement & JudgementFacts;

/** The one judgement of the owner policy, from the facts gathered for it. */
export function judgePolicy(facts: PolicyJudgementFacts): PolicyJudgement {
  const { base, questions, operations, unjudgeable } = facts;
  if (unjudgeable !== undefined) return unjudged(base, unjudgeable);
  if (questions === undefined) return unjudged(base, base.problem ?? "the policy is invalid");
  const { baseSystems, governance } = questions;
  const evaluation = evaluateQuestions(questions, operations, facts);
  const seniorManager = governance.some((change) => change.kind === "senior-manager");
  const head = { text: base.head.policyText, file: base.source.file };
  // Dates this change writes that the authority table forbids: each refuses it, at its place.
  const late = [
    ...(seniorManager ? [lastApprovalDateProblem(questions.policy, head, facts.now)] : []),
    ...baselineReviewedProblems(
      documentsOf(base.documents),
      documentsOf(base.head.documents),
      facts.now,
    ),
  ].filter((problem) => problem !== undefined);
  if (late.length > 0)
    evaluation.verdict = { allowed: false, reasons: [...evaluation.verdict.reasons, ...late] };
  const evidence = policyEvidenceOf(base.source, { evaluation });
  // A change to the CIP Senior Manager's keys keeps both sides, to date CIP-003 R3 and R4.
  if (seniorManager)
    evidence.senior_manager = seniorManagerSides(questions.policy, head.text, head.file);
  return {
    base,
    evaluation,
    verdict: evaluation.verdict,
    evidence,
    operations,
    baseSystems,
    governance,
  };
}

/** The approvals, the memberships read for the questions, and the time of the run. */
export interface JudgementFacts {
  approvals: readonly ApprovalFact[];
  memberships: readonly MembershipFact[];
  now: number;
}

/** The policy's evaluation of `operations`, from the questions and their answers. */
export function evaluateQuestions(
  questions: PolicyQuestions,
  operations: readonly Judged[],
  facts: JudgementFacts,
): PolicyEvaluation {
  const { policy, baseSystems, requirements } = questions;
  return evaluatePolicy(policy, { operations, baseSystems, ...facts, governance: requirements });
}

const documentsOf = (entries: readonly { document: InventoryDocument }[]) =>
  entries.map((entry) => entry.document);

const teamText = (principal: Principal): string[] =>
  principal.kind === "team" ? [principalText(principal)] : [];

/** The policy could not be judged: refused, with why. */
export function unjudged(base: BasePolicy, reason: string): PolicyJudgement {
  return {
    base,
    evaluation: undefined,
    verdict: { allowed: false, reasons: [reason] },
    evidence: policyEvidenceOf(base.source, { unjudged: reason }),
    operations: [],
    baseSystems: new Map(),
    governance: [],
  };
}
