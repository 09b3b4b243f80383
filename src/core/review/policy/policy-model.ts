// The policy (cip-policy.yaml) as the evaluator reads it, and the facts it is judged with: pure
// types. Owners, impact and the policy itself are read from the base commit, never from the change.
import type { SourceLocation } from "../../shared/diagnostics.ts";
import type { Impact, Principal } from "../../inventory/document/principals.ts";
import type { Operation, SystemRef } from "../../plan/plan-model.ts";
import type { CalendarSettings } from "../../shared/calendar.ts";
import type { BaselineKeeping } from "../../inventory/baselines/baseline-keeping.ts";
import type { PatchSourceSetting, VulnerabilityAssessmentSetting } from "../../plan/plan-model.ts";
import type { VersionsInForce } from "../../inventory/baselines/standard-versions.ts";

/** What a rule or a freeze can name: an update matches `update` and each of its kinds. */
export const POLICY_OPERATIONS = [
  "create",
  "update",
  "rename",
  "retype",
  "move",
  "delete",
] as const;
export type PolicyOperation = (typeof POLICY_OPERATIONS)[number];

export const POLICY_VERSION = 1;

/** The policy file, relative to the repository root, when none is named (CLI and Action). */
export const DEFAULT_POLICY_FILE = "cip-policy.yaml";

/**
 * What the policy needs of one operation: its kinds and the systems it touches (both ends of a
 * move). The plan comment's header records these, so that a review is judged without the service.
 */
export interface PolicySubject {
  kinds: PolicyOperation[];
  systems: SystemRef[];
}

/** An operation of a plan, or what the plan comment recorded of it. */
export type Judged = Operation | PolicySubject;

/** `from: owners`: the owners of each system an operation touches (both ends of a move). */
export type ApproverSource = { kind: "owners" } | { kind: "principals"; principals: Principal[] };

export interface PolicyRule {
  id: string;
  location: SourceLocation;
  /** Absent: every operation. */
  operations?: PolicyOperation[];
  /** Absent: every impact. */
  impact?: Impact[];
  approvals: number;
  from: ApproverSource;
}

export interface FreezeWindow {
  id: string;
  location: SourceLocation;
  /** Epoch milliseconds, UTC: the window is [from, to). */
  from: number;
  to: number;
  operations: PolicyOperation[];
  /** Who may override it; absent: nobody can. */
  overrideFrom?: Principal[];
}

/**
 * Who must approve a change to the rules themselves (the policy file, or a document the base does
 * not have at that path): `policy_owners`, by default one approval from anyone the policy protects.
 */
export interface PolicyOwners {
  approvals: number;
  /** `owners`: the union of every owner the policy protects and every principal it names. */
  from: ApproverSource;
}

/** A person the policy names: a GitHub login, and the name and title the documents use. */
export interface NamedPerson {
  login: string;
  name: string;
  title: string;
}

/**
 * A delegation of the CIP Senior Manager's authority (CIP-003-9 R4: "These delegations shall be
 * documented, including the name or title of the delegate, the specific actions delegated, and
 * the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of
 * any change to the delegation").
 */
export interface Delegate extends NamedPerson {
  /** The specific actions delegated, as requirement ids: `cip-002-r2.2` approves a CIP-002 R2 review. */
  actions: string[];
  /** YYYY-MM-DD: the date of the delegation. */
  delegatedOn: string;
  /** Where the delegation is documented (a document id or address). */
  delegationRef: string;
}

/**
 * `cip_senior_manager`: the one CIP Senior Manager, by name (CIP-003-9 R3: "Each Responsible
 * Entity shall identify a CIP Senior Manager by name and document any change within 30 calendar
 * days of the change"), and the delegates. Only people: a team would let whoever manages it make
 * delegates.
 */
export interface CipSeniorManager extends NamedPerson {
  /** YYYY-MM-DD: since when this person is the CIP Senior Manager. */
  since: string;
  delegates: Delegate[];
}

/** `cip_002_last_approval`: the last CIP-002 R2 approval before this ledger, which seeds the first interval. */
export interface PriorApproval {
  /** YYYY-MM-DD. */
  on: string;
  /** Where that approval is documented. */
  ref: string;
  /** Where the policy file writes it. */
  location: SourceLocation;
}

export interface Policy {
  version: typeof POLICY_VERSION;
  rules: PolicyRule[];
  freezes: FreezeWindow[];
  /** Absent: the default (see PolicyOwners). */
  policyOwners?: PolicyOwners;
  /** Absent: nobody can approve a review, so none closes CIP-002 R2. */
  cipSeniorManager?: CipSeniorManager;
  /** Absent: the first CIP-002 R2 interval's start is unknown ("prior approval not recorded"). */
  cip002LastApproval?: PriorApproval;
  /** How obligations count their dates (`calendar`); each absent field is the default's. */
  calendar?: PolicyCalendarSettings;
  /** Where baselines may be kept (`baselines`); absent: any (inventory/baseline-keeping.ts). */
  baselines?: BaselineKeeping;
  /** The patch sources check (R2.1) in the plan (`patch_sources`); absent: flag (core/patches/plan-sources.ts). */
  patchSources?: PatchSourceSetting;
  /** The commissioning check (R3.3) in the plan (`vulnerability_assessments`); absent: flag (core/assessments/commissioning-assessments.ts). */
  vulnerabilityAssessments?: VulnerabilityAssessmentSetting;
  /**
   * Each family's plan-time gate setting by its policy key (core/families/: its reviewed files'
   * `gateSetting`); a key absent: that gate's first setting (ReviewedFileSet.gate).
   */
  gates?: Readonly<Record<string, string>>;
  /** Who approves a moved planned date of an assessment's action item; absent: each system's owners. */
  assessmentDateApprovers?: DateApprovers;
  /**
   * `standards`: the later versions of the standards the entity is judged by, each from its day
   * (inventory/baselines/standard-versions.ts); absent: every row's own version.
   */
  standards?: VersionsInForce;
}

/**
 * `assessment_date_approvers`: `owners` (each system's owners in force), or people by login. Never
 * a team: the ledger keeps the logins of who approved, not a team's members on the day.
 */
export type DateApprovers = { kind: "owners" } | { kind: "logins"; logins: string[] };

/** `calendar`: how obligations count their dates, and how long a completion may go unrecorded. */
export interface PolicyCalendarSettings extends Partial<CalendarSettings> {
  /**
   * `completion_grace_days`: days after a deviation's authorization before "completion not
   * recorded" is an exception (CIP-010 R1.3); absent: DEFAULT_COMPLETION_GRACE_DAYS.
   */
  completionGraceDays?: number;
}

/** A system as the base commit declares it: what the evaluator needs of its document. */
export interface BaseSystem {
  impact?: Impact;
  owners: Principal[];
  /** Where the owners came from: the document's `owners:`, CODEOWNERS, or nowhere. */
  ownersFrom: "document" | "codeowners" | "none";
  /** The document's file, relative to the repository root with forward slashes. */
  file?: string;
}

/** One reviewer's latest deciding review that approves. */
export interface ApprovalFact {
  login: string;
  /** Submitted on the head commit of the change; an older commit's approval does not count. */
  onHeadCommit: boolean;
  /** Wrote or committed to the change: never counts, as for `min-approvals`. */
  authorOrCommitter: boolean;
  bot: boolean;
  /** The review's text, for `/override-freeze <reason>`. */
  body: string;
}

export type MembershipState =
  { state: "member" } | { state: "not-member" } | { state: "unverifiable"; reason: string };

/** Whether `login` is an active member of the team `org/slug`, as read from GitHub. */
export interface MembershipFact {
  team: string;
  login: string;
  membership: MembershipState;
}

export interface PolicyFacts {
  /** The plan's operations, in order; their indexes name them in the result. */
  operations: readonly Judged[];
  /** Each system's base declaration, by system id; absent: no document at the base. */
  baseSystems: ReadonlyMap<string, BaseSystem>;
  approvals: readonly ApprovalFact[];
  memberships: readonly MembershipFact[];
  /** The time of the run, epoch milliseconds (UTC). */
  now: number;
  /** The changes to the rules themselves, with who must approve each (governance.ts). */
  governance?: readonly GovernanceRequirement[];
}

/** A change to the rules (an owner, an impact, a document, the policy) and who must approve it. */
export interface GovernanceRequirement {
  /** A rule-like id: owners-or-impact-change, document-change, document-removed, policy-change, ... */
  id: string;
  /** What changes, in words (names as written; renderers escape them). */
  governs: string;
  wanted: GovernanceWanted[];
}

export interface GovernanceWanted {
  system?: { id: string; name: string };
  approvals: number;
  principals: Principal[];
  /** Why nobody can satisfy it, when nobody can. */
  nobody?: string;
}
