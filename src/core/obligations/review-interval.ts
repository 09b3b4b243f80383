// The first CIP-002 R2 interval of a workspace. CIP-002-5.1a R2.2: "Have its CIP Senior Manager
// or delegate approve the identifications required by Requirement R1 at least once every 15
// calendar months, even if it has no identified items in Requirement R1." The ledger cannot see
// the approval before it, so an entity adopting the tool 14 months after its last approval would
// otherwise be told "due in 15 months". The policy file's `cip_002_last_approval: { on, ref }` (a
// change to it is approved by the CIP Senior Manager) starts the first interval; without it the
// first interval's due date is unknown, and the obligation says so: "prior approval not
// recorded". Each approved review then opens the next interval from its own record, as before.
// What the pass holds of each workspace's chain (WorkspaceState) is here too: its open interval,
// the first one once closed, and the facts in force it folds (the prior approval, the calendar);
// and the obligation an interval becomes once closed, or open when the pass ends.
// Pure.
import { judgeDate } from "../authority/authority.ts";
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import { isAccepted } from "../evidence/records/in-force/facts-in-force.ts";
import { addMonths, type CalendarSettings, dateIn } from "../shared/calendar.ts";
import { IMPACT_LEVELS, type Impact } from "../inventory/document/principals.ts";
import {
  type Context,
  type Obligation,
  type RecordRef,
  REQUIREMENTS,
  statusOf,
} from "./obligation-model.ts";

/** CIP-002 R2's interval, in calendar months. */
export const REVIEW_INTERVAL_MONTHS = 15;

export const PRIOR_APPROVAL_NOT_RECORDED = "prior approval not recorded";

/** `cip_002_last_approval` as the policy model holds it. */
export interface PriorApprovalFacts {
  /** YYYY-MM-DD, a date in the calendar's time zone. */
  on: string;
  ref: string;
}

export type FirstReviewInterval =
  /** Opened by the approval the policy file records: due 15 calendar months after it. */
  | { kind: "seeded"; opened_on: string; ref: string; due: string }
  /**
   * No approval recorded: opened by the workspace's first record (as far as the ledger knows),
   * with no due date the tool can stand behind. Open, never overdue, until a review closes it.
   */
  | { kind: "not-recorded"; note: typeof PRIOR_APPROVAL_NOT_RECORDED; due: null };

/** The first interval, from the policy's `cip_002_last_approval` (undefined: none written). */
export function firstReviewInterval(
  prior: PriorApprovalFacts | undefined,
  calendar: Pick<CalendarSettings, "monthEnd">,
): FirstReviewInterval {
  if (prior === undefined)
    return { kind: "not-recorded", note: PRIOR_APPROVAL_NOT_RECORDED, due: null };
  return {
    kind: "seeded",
    opened_on: prior.on,
    ref: prior.ref,
    due: addMonths(prior.on, REVIEW_INTERVAL_MONTHS, calendar.monthEnd),
  };
}

/** An interval still open (CIP-002 R2 per workspace): who opened it, and the calendar then. */
export interface OpenInterval {
  opened: RecordRef;
  context: Context;
  subject: Obligation["subject"];
  /** The first CIP-002 R2 interval: dated by the prior approval in force when the pass ends. */
  first?: true;
}

/** What a workspace's chain has shown so far. */
export interface WorkspaceState {
  review: OpenInterval;
  /**
   * The first CIP-002 R2 interval once a review closed it, and the record that did: judged when
   * the pass ends, by the prior approval then in force (an accepted merge may record it later).
   */
  firstClosed?: { interval: OpenInterval; closer: RecordRef };
  /**
   * `cip_002_last_approval` in force: what the last merge the gate accepted declared
   * (facts-in-force.ts), never what a checkout's policy file says; undefined: none recorded.
   */
  priorApproval: PriorApprovalFacts | undefined;
  /** The calendar in force: the last a change record kept (contextAt), else the pass's. */
  inForce: Context;
  /**
   * The impact ratings of the systems the inventory in force declares: what the last merge the
   * gate accepted declared (its governance facts), an unrated system counted as High as every
   * obligation judges one; undefined: no accepted merge recorded them, so no family is known not
   * to apply.
   */
  impacts?: readonly Impact[];
  /** The last record of the chain the pass was given: where a checkpoint of it stands. */
  through: { sequence: number; sha256: string };
}

/**
 * `cip_002_last_approval` in force after `entry`: what an accepted merge's files declared, when it
 * is dated no later than that record (the authority row's not-after-record), else as before.
 */
export function priorApprovalAfter(
  entry: HashedRecord,
  before: PriorApprovalFacts | undefined,
): PriorApprovalFacts | undefined {
  const { record } = entry;
  if (record.kind !== "change" || !isAccepted(record)) return before;
  const { governance } = record.change;
  // A record written before merges recorded what they declared changes nothing in force.
  if (governance === undefined) return before;
  // A merged commit without a policy file, or whose file has none, declares none.
  const prior = governance.senior_manager?.last_approval ?? undefined;
  if (prior === undefined) return undefined;
  const dated = judgeDate("cip-002-last-approval", prior.on, record.recorded_at);
  return dated.authorized ? prior : before;
}

/** The impact ratings the inventory in force declares after `entry` (WorkspaceState.impacts). */
export function impactsAfter(
  entry: HashedRecord,
  before: readonly Impact[] | undefined,
): readonly Impact[] | undefined {
  const { record } = entry;
  if (record.kind !== "change" || !isAccepted(record)) return before;
  const systems = record.change.governance?.systems;
  if (systems === undefined) return before;
  const declared = new Set(systems.map(({ impact }) => impact ?? "high"));
  return IMPACT_LEVELS.filter((impact) => declared.has(impact));
}

/** The ratings every workspace's inventory in force declares; undefined when one is unknown. */
export function declaredImpacts(
  states: readonly Pick<WorkspaceState, "impacts">[],
): ReadonlySet<Impact> | undefined {
  if (states.length === 0 || states.some(({ impacts }) => impacts === undefined)) return undefined;
  return new Set(states.flatMap(({ impacts }) => impacts ?? []));
}

/** The first CIP-002 R2 interval's due date and why. */
export function firstDue(first: FirstReviewInterval): { due: string | null; reason: string } {
  return first.kind === "seeded"
    ? {
        due: first.due,
        reason: `first interval from the approval of ${first.opened_on} (${first.ref})`,
      }
    : { due: null, reason: first.note };
}

/** A CIP-002 R2 interval of 15 calendar months closed by `closer`, or open now. */
export function reviewObligation(
  interval: OpenInterval,
  closer: RecordRef | undefined,
  /** The first interval's due date and why: from the prior approval in force, or none. */
  first?: { due: string | null; reason: string },
): Obligation {
  const { context } = interval;
  const { timeZone, monthEnd } = context.calendar;
  const closedOn = closer === undefined ? undefined : dateIn(closer.recorded_at, timeZone);
  const due =
    first !== undefined
      ? first.due
      : addMonths(dateIn(interval.opened.recorded_at, timeZone), REVIEW_INTERVAL_MONTHS, monthEnd);
  return {
    kind: "CIP-002 R2",
    requirement: REQUIREMENTS["CIP-002 R2"],
    workspace: interval.opened.workspace,
    subject: interval.subject,
    opened_by: interval.opened,
    due,
    // Without a due date it is open until a review closes it, never overdue.
    status:
      due === null ? (closer === undefined ? "open" : "closed") : statusOf(due, closedOn, context),
    ...(closer === undefined ? {} : { closed_by: closer }),
    calendar: context.rule,
    ...(first === undefined ? {} : { reason: first.reason }),
  };
}
