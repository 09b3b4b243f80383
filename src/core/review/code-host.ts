// The roles a code host plays for the Action, as ports: types only, no host's words. The routes
// (src/action/) call them through `RunScope.host`; src/github/code-host.ts implements them with
// GitHub's API, and a second host (GitLab, say) would implement the same roles in a folder of its
// own. The rules that decide what the facts mean stay in core/review/; a host only reads and writes.
import type { DriftFindings } from "../evidence/records/drift-findings.ts";
import type { PublishedHead } from "../evidence/chain/record-files.ts";
import type { EvidenceStore } from "./evidence-store.ts";
import type { CommentStatus } from "./outcomes.ts";
import type { OperationsExpectation } from "./gate.ts";
import type { PolicyEvaluation } from "./policy/evaluate-policy.ts";
import type { MembershipFact } from "./policy/policy-model.ts";
import type { ChangeFacts, ReviewFacts } from "./review-facts.ts";
import type { RecordedSubjects } from "./policy/recorded-subjects.ts";
import type { RequiredStatusFacts, RuleSource } from "./required-policy-status.ts";

/** A change request (a pull request, a merge request) of a repository. */
export interface ChangeRef {
  owner: string;
  repo: string;
  number: number;
}

/** What a plan note's hidden header records (render/review/comment-body.ts writes and reads it). */
export interface CommentHeader {
  workspace: string;
  /** "sha256:<hex>"; undefined when no plan could be computed. */
  fingerprint: string | undefined;
  /** The commit the plan was computed for. */
  head: string;
  status: CommentStatus;
  /** The digests of the plan's operations (core/operation-digest.ts), sorted; absent when not recorded. */
  operations?: string[];
  /** The ids of the cyber systems the plan changes, sorted; absent when not recorded. */
  systems?: string[];
  /** How many assets the plan deletes, which the title says; absent after the merge. */
  deletes?: number;
  /** What the owner policy judges of the plan, so that a review is judged without the service. */
  policy?: RecordedSubjects;
}

/** The plan note of a change request and workspace: one comment, updated in place. */
export interface PlanNote {
  id: number;
  url: string;
  header: CommentHeader;
  body: string;
}

/** A note, or why it was not found: absent, or not among the comments the search may read. */
export type NoteSearch =
  { comment: PlanNote; bounded: false } | { comment: undefined; bounded: boolean };

/** One change request's review facts, with the host's objects behind them. */
export interface ChangeReviewFacts extends ChangeFacts {
  issue: ChangeRef;
  /** Its plan note for the workspace, written by the token's login. */
  note?: PlanNote;
  /** No note was found within the bounded search: the change has more comments unread. */
  noteSearchBounded?: true;
}

/** The review facts of a push or a merge-queue group, as read from the host. */
export type MergeFacts = ReviewFacts<ChangeReviewFacts>;

/** The review facts of several change requests checked together. */
export type GroupFacts = MergeFacts & { reviewed: OperationsExpectation };

/** Facts only: who this run writes as, and what a push or a queue group brings in. */
export interface ReviewFactsSource {
  /** The account this run's token writes as: our notes are the ones it wrote. Asked once. */
  whoAmI(): Promise<string>;
  /** The facts of commit `sha` pushed to `branch` over `before`. */
  mergeFacts(push: {
    sha: string;
    before: string | undefined;
    branch: string;
    workspace: string;
  }): Promise<MergeFacts>;
  /** The facts of a merge queue's group. */
  queueFacts(
    group: { headSha: string; baseSha: string; headRef: string },
    workspace: string,
  ): Promise<GroupFacts>;
}

/** What marking the other open changes' plans stale came to. */
export interface StaleSiblings {
  marked: number[];
  /** Their plans touch a changed system, but the run had marked as many as it may. */
  overLimit: number[];
  /** Their notes do not record which systems they touch (written by an earlier version). */
  unknown: number[];
  /** Open changes were left unread beyond the bound. */
  more: boolean;
}

export interface StaleSiblingsRequest {
  workspace: string;
  /** Cyber systems the apply changed (ids). */
  changedSystems: readonly string[];
  /** Changes not to mark: those the apply came from. */
  exclude: readonly number[];
  /** The applying run, linked from the mark. */
  runUrl: string;
  appliedAt: string;
  /** Default: the host's bounds. */
  limits?: { openPullRequests: number; marks: number };
}

export interface HostLog {
  info(line: string): void;
  warning(message: string): void;
}

/** The sticky plan note of a change request: found, written, and marked stale on siblings. */
export interface PlanNotes {
  /** Our note for `workspace`, searched within the host's bound. */
  search(change: ChangeRef, workspace: string): Promise<NoteSearch>;
  /** Updates `existing` in place, or creates the note; returns its URL. */
  write(change: ChangeRef, existing: PlanNote | undefined, body: string): Promise<string>;
  /** After an apply: marks the open changes whose plans touch a system it changed. */
  markStaleSiblings(request: StaleSiblingsRequest, log: HostLog): Promise<StaleSiblings>;
}

/** Six hex digits, no "#", and what the label means. */
export interface LabelStyle {
  color: string;
  description: string;
}

export type LabelChange = "added" | "removed" | "unchanged";

export interface Labels {
  /** Makes `name` present on the change, or absent; `current` is its labels when known. */
  set(
    change: ChangeRef,
    name: string,
    present: boolean,
    style: LabelStyle,
    current?: readonly string[],
  ): Promise<LabelChange>;
}

export interface DriftIssue {
  number: number;
  url: string;
  /** When the drift it documents was first seen (from its marker). */
  firstSeen: string;
}

export type DriftIssueAction =
  { action: "none" } | { action: "opened" | "updated" | "closed"; issue: DriftIssue };

export interface DriftCheck {
  /** When the check ran. */
  at: Date;
  runUrl: string;
  /** The evidence ledger's head after this check's monitoring record, when it was appended. */
  evidenceHead?: PublishedHead | undefined;
  /**
   * The apply that brought the inventory back in sync, when one is known: asked only when an open
   * issue is to be closed, with the time its drift was first seen.
   */
  resolvedBy?: (firstSeen: string) => Promise<{ number: number; url: string }[] | undefined>;
}

export interface DriftIssues {
  /** Opens, updates or closes the workspace's drift issue for this check's findings. */
  report(workspace: string, findings: DriftFindings, check: DriftCheck): Promise<DriftIssueAction>;
}

/** What a drift check did to the workspace's CIP obligations issue. */
export type ObligationsIssueAction =
  { action: "none" } | { action: "opened" | "updated" | "closed"; url: string };

export interface ObligationsIssues {
  /** Opens, updates or closes it: `needing` (none: closed), and what is `notJudged`, said always. */
  report(
    workspace: string,
    text: { needing: string | undefined; notJudged: string },
    runUrl: string,
  ): Promise<ObligationsIssueAction>;
}

/** The statuses of commits that branch rules can require. */
export interface CommitStatuses {
  /** The owner policy's verdict on `sha`, linking to `targetUrl` when given. */
  setPolicy(
    sha: string,
    evaluation: Pick<PolicyEvaluation, "verdict">,
    targetUrl?: string,
  ): Promise<void>;
  /**
   * What the default branch's rules say of that status, read with the run's own token; never
   * throws (what could not be read is a fact). `defaultBranch`: as the event names it, else asked.
   */
  policyRequirement(defaultBranch: string | undefined): Promise<RequiredStatusFacts>;
  /** The ruleset rules' types on `branch`, and the approvals its pull request rule requires. */
  ruleTypes(branch: string): Promise<RuleSource<string[]>>;
  requiredApprovals(branch: string): Promise<RuleSource<number>>;
}

/** The files the owner policy is judged with, as one commit has them. */
export interface PolicyFilesAtCommit {
  /** Undefined: no policy file at the commit. `sha` is its blob's digest, as the host names it. */
  policy?: { path: string; text: string; sha: string };
  /** The first of the host's CODEOWNERS places that exists. */
  codeowners?: { path: string; text: string };
  /**
   * The inventory documents that exist at the commit: the paths asked for, and the files the
   * commit itself has under the roots that `matches` accepts (a document moved or deleted since).
   */
  documents: { path: string; text: string }[];
  /** The CIP-002 R2 review file, when asked for and present. */
  review?: { path: string; text: string };
  /** The sources file, when asked for and present. */
  sources?: { path: string; text: string };
  /** The ledger writer's declaration (cip-ledger.yaml), when asked for and present. */
  ledger?: { path: string; text: string };
  /**
   * Why the commit's own inventory files could not be listed whole (then `documents` may lack
   * some): what could not be read and how to fix it. The judgement refuses with it.
   */
  unlisted?: string;
}

/** Which inventory documents to read at a commit, relative to the repository's root. */
export interface DocumentPaths {
  /** Read whether or not a listing shows them: the checkout's files. */
  paths: readonly string[];
  /** Listed at the commit: a folder's files at any depth, a file itself ("" the whole root). */
  roots: readonly string[];
  /** Whether a file listed under `roots` is one the checkout's inventory patterns name. */
  matches(path: string): boolean;
}

/** What the owner policy is judged from: files at the base commit, approvals, team membership. */
export interface PolicyFacts {
  /**
   * The policy file at `commit`; CODEOWNERS and the documents (the `documents` paths, and the files
   * the commit has under their roots that they match), the review and the sources file are read
   * only when it exists, unless `withoutPolicy` asks for them anyway: what a commit declares (its
   * governance facts) does not depend on its having a policy, what the gate judges by does.
   */
  filesAt(
    commit: string,
    paths: {
      policy: string;
      documents: () => Promise<DocumentPaths>;
      review?: string;
      sources?: string;
      ledger?: string;
      withoutPolicy?: boolean;
    },
  ): Promise<PolicyFilesAtCommit>;
  /** The first parent of `sha`: the base of a push whose previous head is not known. */
  firstParent(sha: string): Promise<string>;
  /** How `head` stands to `base` in the commit graph ("ahead": `base` is its ancestor). */
  compare(base: string, head: string): Promise<"ahead" | "behind" | "identical" | "diverged">;
  /** The commit change `number` is based on. */
  baseOf(number: number): Promise<string>;
  /** The review facts of open change `number`, with its plan note for `workspace`. */
  changeFacts(number: number, workspace: string): Promise<ChangeReviewFacts>;
  /**
   * Each login's membership of each team, read with the policy's own credential alone (never the
   * run's): without one, or when the host will not show it, unverifiable, so the rule fails closed.
   */
  memberships(teams: readonly string[], logins: readonly string[]): Promise<MembershipFact[]>;
}

/** A file a proposal writes (`content`) or removes (`content` null), relative to the root. */
export interface FileChange {
  path: string;
  content: string | null;
}

export interface BranchHead {
  sha: string;
  /** Its first parent: the base commit it was made on. */
  parent: string | undefined;
  message: string;
}

/** The open change request of a proposal branch. */
export interface OpenProposal {
  number: number;
  url: string;
  body: string;
}

/**
 * A bot branch of files and its one change request (a source's proposal): written without a
 * checkout. A host's refusal is an error whose message says what the token needs.
 */
export interface ProposalBranches {
  /** The open change request from `branch` into `base` (the oldest, should there be several). */
  findOpen(branch: string, base: string): Promise<OpenProposal | undefined>;
  /** The branch's head commit, or undefined when the branch does not exist. */
  head(branch: string): Promise<BranchHead | undefined>;
  /** A commit of `files` on top of commit `base`; returns its SHA. */
  commit(base: string, files: readonly FileChange[], message: string): Promise<string>;
  /** Points `branch` at `sha`: creates it, or force-updates it when it `exists`. */
  point(branch: string, sha: string, exists: boolean): Promise<void>;
  /** Opens the change request from `branch`, or updates the open one's title and body. */
  write(
    proposal: { branch: string; base: string; title: string; body: string },
    open: OpenProposal | undefined,
  ): Promise<OpenProposal & { created: boolean }>;
  /** Says why on the change request, then closes it. */
  close(open: OpenProposal, comment: string): Promise<void>;
  /** Whether what this run's token writes starts no workflow run (GitHub's job token). */
  writesStartNoRuns(): Promise<boolean>;
}

/** The inventory files at a commit (the base of a merge), read from the host. */
export interface InventoryAtCommit {
  /** Each of the files `paths` names (asked for, or listed under its roots) that exists at `commit`. */
  documentsAt(commit: string, paths: DocumentPaths): Promise<{ path: string; text: string }[]>;
  /** Every file at `commit` under each of `roots` (a file, or a folder at any depth), and its text. */
  filesUnder(commit: string, roots: readonly string[]): Promise<{ path: string; text: string }[]>;
}

/** Every role of one code host, for one repository. */
export interface CodeHost {
  readonly facts: ReviewFactsSource;
  readonly inventory: InventoryAtCommit;
  readonly notes: PlanNotes;
  readonly labels: Labels;
  readonly evidence: EvidenceStore;
  readonly driftIssues: DriftIssues;
  readonly obligationsIssues: ObligationsIssues;
  readonly statuses: CommitStatuses;
  readonly policy: PolicyFacts;
  readonly proposals: ProposalBranches;
  /** The HTTP status of a failed host request (403: not permitted), or undefined for any other error. */
  statusOf(error: unknown): number | undefined;
}
