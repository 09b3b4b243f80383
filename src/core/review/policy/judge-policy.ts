// The owner policy judged: the base's policy, documents and CODEOWNERS, the changes the pull request
// makes to the rules themselves (governance.ts), a plan's operations and the approvals, in two pure
// steps around the one fact read mid-way, team membership: `policyQuestions` says which teams and
// logins to ask the code host about, `judgeOwnerPolicy` decides with the answers. The Action (its
// status, the merge, the queue) and `cip-sync policy check` judge through these; an unjudgeable
// policy refuses with why (`unjudged`).
import type { PolicyEvidence } from "../../evidence/policy-record.ts";
import { type Principal, principalText } from "../../inventory/principals.ts";
import type { PolicyVerdict } from "../gate.ts";
import { countedApprovals } from "./approvers.ts";
import type { Codeowners } from "./codeowners.ts";
import { evaluatePolicy, type PolicyEvaluation } from "./evaluate-policy.ts";
import {
  type GovernanceChange,
  governanceChanges,
  governanceRequirements,
  type RecordedGovernance,
  type RuleFiles,
  type RuleSources,
  withRecordedGovernance,
} from "./governance.ts";
import { namedTeams } from "./offline-approvals.ts";
import { policyEvidenceOf, type PolicySource } from "./policy-evidence.ts";
import type {
  ApprovalFact,
  BaseSystem,
  GovernanceRequirement,
  Judged,
  MembershipFact,
  Policy,
} from "./policy-model.ts";
import { type BaseDocument, baseSystemsOf } from "./policy-subjects.ts";
import { seniorManagerSides } from "./senior-manager.ts";

/** The policy as the base commit has it, with what its owners are judged from. */
export interface BasePolicy {
  source: PolicySource;
  /** Undefined when the file at the base has an error: `problem` says which, and where. */
  policy: Policy | undefined;
  problem: string | undefined;
  documents: BaseDocument[];
  codeowners: Codeowners | undefined;
  /** The documents, CODEOWNERS and the policy file of the checkout: a pull request may change them. */
  head: RuleSources;
  baseText: string;
  /** The review file at the base (undefined: none there), and where it is ("" for none). */
  baseReviewText?: string | undefined;
  reviewFile: string;
}

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
  recorded: readonly RecordedGovernance[] = [],
): PolicyQuestions | undefined {
  const { policy } = base;
  if (policy === undefined) return undefined;
  const atBase = {
    documents: base.documents,
    codeowners: base.codeowners,
    policyText: base.baseText,
    reviewText: base.baseReviewText,
  };
  const files = { policy: base.source.file, review: base.reviewFile };
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
  recorded: readonly RecordedGovernance[] = [],
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

/** The judgement, from the questions' facts and the memberships read for them, at `now`. */
export function judgeOwnerPolicy(
  base: BasePolicy,
  questions: PolicyQuestions,
  operations: readonly Judged[],
  facts: JudgementFacts,
): PolicyJudgement {
  const { baseSystems, governance } = questions;
  const evaluation = evaluateQuestions(questions, operations, facts);
  const evidence = policyEvidenceOf(base.source, { evaluation });
  // A change to the CIP Senior Manager's keys keeps both sides, to date CIP-003 R3 and R4.
  if (governance.some((change) => change.kind === "senior-manager"))
    evidence.senior_manager = seniorManagerSides(
      questions.policy,
      base.head.policyText,
      base.source.file,
    );
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
