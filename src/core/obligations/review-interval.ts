// The first CIP-002 R2 interval of a workspace. CIP-002-5.1a R2.2: "Have its CIP Senior Manager
// or delegate approve the identifications required by Requirement R1 at least once every 15
// calendar months, even if it has no identified items in Requirement R1." The ledger cannot see
// the approval before it, so an entity adopting the tool 14 months after its last approval would
// otherwise be told "due in 15 months". The policy file's `cip_002_last_approval: { on, ref }` (a
// change to it is approved by the CIP Senior Manager) starts the first interval; without it the
// first interval's due date is unknown, and the obligation says so: "prior approval not
// recorded". Each approved review then opens the next interval from its own record, as before.
// Pure.
import { addMonths, type CalendarSettings } from "../shared/calendar.ts";

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
