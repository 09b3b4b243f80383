// Which reviews count as approvals of what was merged: each reviewer by their latest deciding
// review, only when it approves the head commit, and only from someone who neither authored nor
// committed a commit of the change. The code host reads the reviews; the rules are here.
import { compareCodePoints } from "../shared/names.ts";

/** One submitted review, as the code host lists it, in the order the reviews were submitted. */
export interface SubmittedReview {
  /** The reviewer; undefined when the account is gone. */
  login: string | undefined;
  /** APPROVED, CHANGES_REQUESTED, DISMISSED, COMMENTED, ... */
  state: string;
  /** The commit the review was given on. */
  commit: string | null;
}

/** Who approved the change, split by the commit each approval was given on. */
export interface Approvals {
  /** Logins whose latest deciding review approves the head commit: the changes that were merged. */
  approvedBy: string[];
  /**
   * Logins whose latest deciding review approves an earlier commit: the change moved on after
   * they approved it, so they did not approve what was merged. Not counted as approvals.
   */
  approvedEarlierCommit: string[];
}

const DECIDING_STATES = new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);

/**
 * The approvals among `reviews` of a change whose head commit is `headSha`, sorted. Each reviewer
 * counts by their latest deciding review: a later "changes requested" or a dismissal withdraws an
 * approval; a plain comment review does not. An approval counts only when given on `headSha`: the
 * reviewed plan is the head's.
 */
export function approvalsOf(reviews: readonly SubmittedReview[], headSha: string): Approvals {
  const latest = new Map<string, { state: string; commit: string | null }>();
  for (const { login, state, commit } of reviews) {
    if (login !== undefined && DECIDING_STATES.has(state)) latest.set(login, { state, commit });
  }
  const approving = [...latest].filter(([, review]) => review.state === "APPROVED");
  const logins = (atHead: boolean) =>
    approving
      .filter(([, review]) => (review.commit === headSha) === atHead)
      .map(([login]) => login)
      .sort(compareCodePoints);
  return { approvedBy: logins(true), approvedEarlierCommit: logins(false) };
}

/**
 * `approvedBy` split into independent approvers and those who worked on the commits;
 * `participants` holds the lower-cased logins of every commit's author and committer.
 */
export function splitIndependent(
  approvedBy: readonly string[],
  participants: ReadonlySet<string>,
): { approvedBy: string[]; notIndependent: string[] } {
  const involved = (login: string) => participants.has(login.toLowerCase());
  return {
    approvedBy: approvedBy.filter((login) => !involved(login)).sort(compareCodePoints),
    notIndependent: approvedBy.filter(involved).sort(compareCodePoints),
  };
}
