// CIP-003-9's low-impact clocks as data and pure functions on the calendar engine
// (core/shared/calendar.ts): the day an event is due after the one before it, counted in the
// policy's time zone by its month-end convention (addMonths and addDays over dateIn's day).
//   - R1 (Part 1.2's policies): "review and obtain CIP Senior Manager approval at least once every
//     15 calendar months"; two clocks, since the VSL counts the review and the approval apart
//     ("of the previous review", "of the previous approval"), each with its bands;
//   - Attachment 1 Section 1: "reinforce, at least once every 15 calendar months, cyber security
//     practices";
//   - Section 4.5: test the incident response plan(s) "at least once every 36 calendar months",
//     an actual Reportable Cyber Security Incident counting as a test;
//   - Section 4.6: update the plan(s), "if needed, within 180 calendar days after completion of a
//     Cyber Security Incident response plan(s) test or actual Reportable Cyber Security Incident".
// Which records carry the events, and who may assert them, is the family's pass's
// (program-clocks-pass.ts); these functions take the events, each an instant (a CIP Senior
// Manager's approval, as GitHub dates it) or a day in the policy's zone (a record's performed_on),
// and judge nothing else. Pure.
import { partDueAfter } from "../../low-impact/program-record-reminders.ts";
import {
  type CalendarSettings,
  dateIn,
  type Interval,
  type LapseBand,
  lapseBand,
} from "../../shared/calendar.ts";
import { LOW_IMPACT_RECORD_PARTS } from "../../families/low-impact/low-impact-shape.ts";
import { type LowImpactPartId, lowImpactRow } from "./low-impact-rows.ts";

/**
 * The clocks of the low-impact program, each the clock of its part's row (`every`,
 * low-impact-rows.ts) counted from the previous event of its kind.
 */
export const LOW_IMPACT_CLOCKS = {
  /** R1 Part 1.2: the policies reviewed, from the previous review. */
  "policy-review": { part: LOW_IMPACT_RECORD_PARTS["policy-review"], from: "the previous review" },
  /** R1 Part 1.2: the CIP Senior Manager's approval, from the previous approval. */
  "policy-approval": { part: "CIP-003 R1.2", from: "the previous CIP Senior Manager approval" },
  /** Attachment 1 Section 1: cyber security practices reinforced. */
  reinforcement: {
    part: LOW_IMPACT_RECORD_PARTS.reinforcement,
    from: "the previous reinforcement",
  },
  /** Attachment 1 Section 4.5: the incident response plan(s) tested. */
  "incident-plan-test": {
    part: LOW_IMPACT_RECORD_PARTS["incident-plan-test"],
    from: "the previous test or actual Reportable Cyber Security Incident",
  },
  /** Attachment 1 Section 4.6: the plan(s) updated, if needed. */
  "incident-plan-update": {
    part: LOW_IMPACT_RECORD_PARTS["incident-plan-update"],
    from: "the completion of a test, or an actual Reportable Cyber Security Incident",
  },
} as const satisfies Record<string, { part: LowImpactPartId; from: string }>;
export type LowImpactClock = keyof typeof LOW_IMPACT_CLOCKS;

/** An event of a clock: an instant, or a day (YYYY-MM-DD) already in the calendar's time zone. */
export type ClockEvent = { at: string } | { on: string };

/** The day of `event` in `timeZone`. */
export function dayOfEvent(event: ClockEvent, timeZone: string): string {
  return "on" in event ? event.on : dateIn(event.at, timeZone);
}

/** How long `clock` runs: its part's row's `every`. */
export function intervalOf(clock: LowImpactClock): Interval {
  const every = lowImpactRow(LOW_IMPACT_CLOCKS[clock].part).every;
  if (every === undefined) throw new Error(`The row of ${clock}'s part has no clock.`);
  return every;
}

/**
 * The last day the next event of `clock` is on time, after the previous one: its day in the
 * calendar's time zone, plus its part's interval, as the plan counts a record's due day.
 */
export function dueAfter(
  clock: LowImpactClock,
  previous: ClockEvent,
  calendar: CalendarSettings,
): string {
  const day = dayOfEvent(previous, calendar.timeZone);
  return partDueAfter(day, LOW_IMPACT_CLOCKS[clock].part, calendar.monthEnd);
}

/**
 * How late an R1 review or approval `done` is after the previous one, in R1's VSL bands (none,
 * lower, moderate, high, severe: lapseBand). Not done yet: judged as of `today`, a band only once
 * its months have passed.
 */
export function r1Lapse(
  clock: "policy-review" | "policy-approval",
  previous: ClockEvent,
  done: ClockEvent | { today: string },
  calendar: CalendarSettings,
): LapseBand {
  const from = dayOfEvent(previous, calendar.timeZone);
  const day = "today" in done ? done.today : dayOfEvent(done, calendar.timeZone);
  const every = intervalOf(clock);
  if (!("months" in every)) throw new Error(`R1's ${clock} clock counts calendar months.`);
  return lapseBand(from, day, every.months, calendar.monthEnd);
}
