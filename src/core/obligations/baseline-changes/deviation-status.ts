// The R1.2 and R1.3 obligations of one deviation, as what the ledger has shown of it decides them
// (see deviation-obligations.ts for when each is settled), and whether a completion note has the
// authority to settle one.
import { judgeAuthority } from "../../authority/authority.ts";
import type { CompletionNote } from "../../evidence/records/completion-note.ts";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { addDays, dateIn } from "../../shared/calendar.ts";
import type { ChangedItem } from "./deviations.ts";
import {
  type Context,
  dateOf,
  type Obligation,
  type JudgedRequirement,
  openedObligation,
  type RecordRef,
  statusOf,
} from "../obligation-model.ts";

/** A deviation whose R1.2 and R1.3 are not decided yet. */
export interface Pending {
  opened: RecordRef;
  /** The asset's key: its live id, or "name:" and its name before the id is known. */
  key: string;
  subject: Obligation["subject"];
  items: ChangedItem[];
  /** Authorized by a reviewed change, or why it was not. */
  review: { authorized: { at: string; by: string[] }; pullRequests: number[] } | { why: string };
  /** The baseline is a baseline_ref: the tool cannot see what it says. */
  ref: boolean;
  /** The baseline's digest at the deviation (for a baseline_ref, over the reference). */
  digest: string;
  completed?: { on: string; by: RecordRef; reference?: string };
  /** The completion note said the field change differs from the merged baseline. */
  differs?: boolean;
  notClosedBy: { record: RecordRef; why: string }[];
  /** The calendar in force at the record that opened it (contextAt): what it is judged by. */
  context: Context;
}

const NOT_VERIFIED = { closed_as: "digest not verified" } as const;

/** A reviewed baseline change that closes a deviation's R1.3: its record and baseline. */
export interface Closer {
  by: RecordRef;
  ref: boolean;
  digest: string;
}

/** R1.2 and R1.3 of `pending`, closed by `closer` (a reviewed baseline change) or as they stand. */
export function settleDeviation(pending: Pending, closer: Closer | undefined): Obligation[] {
  const { context } = pending;
  return [authorization(pending, context), baselineUpdate(pending, closer, context)];
}

function base(kind: JudgedRequirement, pending: Pending, context: Context) {
  return {
    ...openedObligation(kind, pending.opened, pending.subject, context),
    calendar: context.rule,
    items: pending.items,
    ...(pending.completed === undefined ? {} : { completed: pending.completed }),
  };
}

/** R1.2: closed by the reviewed record that carried the deviation, unless it was not one. */
function authorization(pending: Pending, context: Context): Obligation {
  const opened = dateOf(pending.opened, context);
  const review = pending.review;
  if (!("authorized" in review))
    return {
      ...base("CIP-010 R1.2", pending, context),
      due: opened,
      status: "exception",
      reason: `not authorized: ${review.why}`,
    };
  const authorizedOn = dateIn(review.authorized.at, context.calendar.timeZone);
  const early = pending.completed !== undefined && pending.completed.on < authorizedOn;
  return {
    ...base("CIP-010 R1.2", pending, context),
    due: authorizedOn,
    status: early ? "exception" : "closed",
    ...(early
      ? {
          // `early` is true only for a completion dated before the authorization: there is one.
          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `early` is true only for a completion dated before the authorization, so there is one
          reason: `completed before authorization: the change was completed on ${pending.completed!.on}, authorized on ${authorizedOn}`,
        }
      : { closed_by: pending.opened }),
    authorized: review.authorized,
  };
}

/** R1.3: see deviation-obligations.ts for each path. */
function baselineUpdate(
  pending: Pending,
  closer: Closer | undefined,
  context: Context,
): Obligation {
  const head = base("CIP-010 R1.3", pending, context);
  const reviewed = "authorized" in pending.review;
  const completed = pending.completed;
  const listed = pending.notClosedBy.length === 0 ? {} : { not_closed_by: pending.notClosedBy };
  // Until completed, a reviewed deviation counts from its authorization; one not reviewed, from
  // the record that made it.
  const due =
    completed !== undefined
      ? addDays(completed.on, 30)
      : addDays(dateOf(pending.opened, context), 30);
  // Closed by a reviewed baseline change; or, once completed as authorized, by the baseline merged
  // at authorization, which already describes the completed change.
  const closing =
    closer ??
    (reviewed && completed !== undefined && pending.differs !== true
      ? { by: pending.opened, ref: pending.ref }
      : undefined);
  if (closing !== undefined) {
    return {
      ...head,
      due,
      status: statusOf(due, dateOf(closing.by, context), context),
      closed_by: closing.by,
      ...(closing.ref ? NOT_VERIFIED : {}),
      ...listed,
    };
  }
  if (reviewed && completed === undefined) {
    const authorized = (pending.review as { authorized: { at: string } }).authorized.at;
    const grace = addDays(
      dateIn(authorized, context.calendar.timeZone),
      context.completionGraceDays,
    );
    return {
      ...head,
      due: grace,
      status: context.today > grace ? "exception" : "open",
      reason: "completion not recorded",
      ...listed,
    };
  }
  const why = reviewed
    ? "the field change differs from the merged baseline: a reviewed baseline change closes it"
    : "the baseline was changed by a record no review authorized: a reviewed baseline change closes it";
  return { ...head, due, status: statusOf(due, undefined, context), reason: why, ...listed };
}

/** A deviation that only a later reviewed baseline change can close. */
export function waitsForBaseline(pending: Pending): boolean {
  return !("authorized" in pending.review) || pending.differs === true;
}

/**
 * A completion note counts (the authority table's completion-note row) when one of the counted
 * approvers who authorized the deviation wrote it, dated no later than the record that carries it:
 * an approver of a later, unrelated pull request cannot close another change's R1.3, and a date in
 * the future cannot close it "on time".
 */
export function completionAuthority(note: CompletionNote, pending: Pending, entry: HashedRecord) {
  const authorizers = "authorized" in pending.review ? pending.review.authorized.by : [];
  return judgeAuthority({
    fact: "completion-note",
    origin: "reviewed-merge",
    approvedBy: authorizers.includes(note.login) ? ["deviation-approvers"] : [],
    dated: note.completed_on,
    recordedAt: entry.record.recorded_at,
  });
}
