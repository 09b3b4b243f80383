// Which plan counts as reviewed: the plan note (the pull request's plan comment) of the workspace,
// written by this tool's own account, whose status says the plan waits to be applied. For one
// merged change the note's fingerprint is the reviewed plan; for several merged or queued together
// each note must also be for the change's head commit and record its operations' digests.
import type { SourceOrigin } from "../evidence/records/change-record.ts";
import type { ReviewedOperations } from "../plan/saved/operation-digest.ts";
import { shortSha } from "../shared/wording.ts";
import type { CommentStatus } from "./outcomes.ts";

/** Digests a plan note records at most (about 25 characters each). */
export const MAX_RECORDED_OPERATIONS = 1000;

/** A change request (a pull request) as the review needs it, whatever the code host. */
export interface ChangeRequest {
  number: number;
  url: string;
  title: string;
  author: string;
  /** Its last commit: the one merged, or queued. */
  headSha: string;
  /**
   * The source whose sync proposed it, read from its branch and body's marker, when a bot account
   * opened it from a branch of the repository (core/sources/source-proposal.ts `sourceClaim`).
   */
  source?: SourceOrigin;
  /** Why its branch and marker's claim of a source did not count; absent when it made none. */
  sourceRefused?: string;
}

/** What a plan note says about the plan it shows. */
export interface PlanNoteHeader {
  status: CommentStatus;
  /** The commit the plan was computed for. */
  head: string;
  /** "sha256:<hex>"; undefined when no plan could be computed. */
  fingerprint: string | undefined;
  /** The digests of the plan's operations, sorted; absent when not recorded. */
  operations?: readonly string[] | undefined;
}

/**
 * A plan waiting to be applied: planned, or being applied by a run that may have been stopped
 * before its first operation (a re-run then applies it, checked as ever against the live service).
 */
export function awaitsApply(status: CommentStatus): boolean {
  return status === "planned" || status === "applying";
}

/** Whose note is looked for: the workspace's, written by `author` (the tool's own login). */
export interface NoteOwner {
  workspace: string;
  author: string;
  /** The search for the note stopped at its page bound with comments unread. */
  searchBounded?: boolean;
}

/** Why `change` has no note: none was written, or none among the comments the search may read. */
function noNote(number: string, { workspace, author, searchBounded }: NoteOwner): string {
  const missing = `${number} has no plan comment for workspace ${workspace} written by ${author}`;
  return searchBounded === true
    ? `${missing} among its first ${MAX_NOTE_SEARCH_COMMENTS} comments (not found, search bounded: the plan comment is written by the first plan of a pull request; delete the spam before it, or plan again in a new pull request)`
    : missing;
}

/**
 * The comments a search for the note reads at most: one page, the most a host lists in one
 * request, so that a run's requests do not grow with a spammed pull request's comments.
 */
export const MAX_NOTE_SEARCH_COMMENTS = 100;

/** The fingerprint reviewed in the one change a commit merged, when its note awaits apply. */
export function reviewedFingerprint(note: PlanNoteHeader | undefined): string | undefined {
  return note !== undefined && awaitsApply(note.status) ? note.fingerprint : undefined;
}

/** Why the commit `sha`, merged from `change` (if any), has no reviewed plan. */
export function whyUnreviewed(
  sha: string,
  change: ChangeRequest | undefined,
  note: PlanNoteHeader | undefined,
  owner: NoteOwner,
): string {
  if (change === undefined)
    return `commit ${sha} was not merged from a pull request, so no plan was reviewed`;
  if (note === undefined) return `pull request ${noNote(`#${change.number}`, owner)}`;
  return `the plan comment on pull request #${change.number} has status ${note.status}, not a plan waiting to be applied`;
}

/** A change merged or queued with others: the operations reviewed in it, or why none were. */
export type MemberReview =
  { kind: "reviewed"; operations: readonly string[] } | { kind: "unreviewed"; why: string };

/**
 * The review of one change of a group: its note must await apply, be computed for the change's
 * last commit, and record its operations.
 */
export function memberReview(
  change: ChangeRequest,
  note: PlanNoteHeader | undefined,
  owner: NoteOwner,
): MemberReview {
  const number = `#${change.number}`;
  const unreviewed = (why: string): MemberReview => ({ kind: "unreviewed", why });
  if (note === undefined) return unreviewed(noNote(number, owner));
  const { status, head, operations } = note;
  if (!awaitsApply(status))
    return unreviewed(
      `the plan comment on ${number} has status ${status}, not a plan waiting to be applied`,
    );
  if (head !== change.headSha)
    return unreviewed(
      `the plan comment on ${number} was computed for commit ${shortSha(head)}, not for its last commit ${shortSha(change.headSha)}`,
    );
  if (operations === undefined)
    return unreviewed(
      `the plan comment on ${number} does not record its operations (a plan of more than ${MAX_RECORDED_OPERATIONS} operations, or written by an earlier version)`,
    );
  return { kind: "reviewed", operations };
}

/** The reviewed operations of each change of a group that has a reviewed plan. */
export function reviewedOperationsOf(
  members: readonly { change: ChangeRequest; review: MemberReview }[],
): ReviewedOperations[] {
  return members.flatMap(({ change, review }) =>
    review.kind === "reviewed" ? [{ pullRequest: change.number, digests: review.operations }] : [],
  );
}

/** Why each change of a group without a reviewed plan has none. */
export function unreviewedReasons(members: readonly { review: MemberReview }[]): string[] {
  return members.flatMap(({ review }) => (review.kind === "unreviewed" ? [review.why] : []));
}
