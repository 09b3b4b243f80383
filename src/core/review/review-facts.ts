// The review facts of a merge or a merge-queue group, as the decision and the reports need them,
// whatever the code host: the change requests, who approved each one's head, its plan note, and
// the plan reviewed. A code host's adapter reads them (github/review/review-facts.ts) and may add its own
// objects (the comment to update, say).
import type { NotCounted } from "./approvals.ts";
import type { Reviewed } from "./gate.ts";
import type { ChangeRequest, MemberReview, PlanNoteHeader } from "./reviewed-plan.ts";

/** One change request's review facts: its plan note and who approved what was merged. */
export interface ChangeFacts {
  change: ChangeRequest;
  /** Its plan note for the workspace, written by this tool's account. */
  note?: { header: PlanNoteHeader } | undefined;
  /**
   * Reviewers whose approval stands on its last commit and who neither authored nor committed any
   * of its commits: the change record's independent approvals.
   */
  approvedBy: string[];
  /** Approvals of its last commit by someone who authored or committed one of its commits. */
  notIndependent: string[];
  /**
   * Independent approvals of its last commit that do not count: not a human account with write
   * access, or one whose access could not be read. Each with why.
   */
  notCounted: NotCounted[];
  /** Reviewers whose approval was given on an earlier commit: logged, not recorded as approvals. */
  approvedEarlierCommit: string[];
  /** When each approval of its last commit was given, by login, where the code host dates it. */
  approvedAt?: ReadonlyMap<string, string>;
  /**
   * The text of each reviewer's latest approving review, by login, read with the approvals: the
   * owner policy finds a freeze override there.
   */
  approvalBodies: ReadonlyMap<string, string>;
  /** Who merged it; asked only of a merged change. */
  mergedBy?: string;
  /** Its reviewed operations, as a member of a group (several merged or queued together). */
  review: MemberReview;
}

/** What the merge route knows about the commit it applies, or the queue about its group. */
export interface ReviewFacts<C extends ChangeFacts = ChangeFacts> {
  /** The pushed commit, or the group's head commit. */
  sha: string;
  /** The account our plan notes are written by; "" when there was no change to look at. */
  author: string;
  /** The changes merged (or queued); none for a commit pushed directly. */
  changes: C[];
  /** One change's reviewed fingerprint, or the operations reviewed in each of several. */
  reviewed: Reviewed;
  /** Why not every change of the range may have been found. */
  incomplete?: string;
}
