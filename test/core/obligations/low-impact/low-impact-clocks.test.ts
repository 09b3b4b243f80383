// CIP-003-9's low-impact clocks at their edges, in a zone behind UTC (America/Chicago): the 15th
// and 16th calendar month after a review, approval or reinforcement, month ends under each
// month-end convention, a leap day, 36 calendar months between tests, 180 calendar days to update
// a plan after a test or a Reportable incident; and R1's VSL bands, the review and the approval
// counted apart.
import { describe, expect, it } from "vitest";
import {
  type ClockEvent,
  dayOfEvent,
  dueAfter,
  intervalOf,
  LOW_IMPACT_CLOCKS,
  type LowImpactClock,
  r1Lapse,
} from "../../../../src/core/obligations/low-impact/low-impact-clocks.ts";
import type { CalendarSettings, MonthEnd } from "../../../../src/core/shared/calendar.ts";

const chicago = (monthEnd: MonthEnd = "last-day"): CalendarSettings => ({
  timeZone: "America/Chicago",
  dueSoonDays: 7,
  monthEnd,
});
/** Noon in Chicago on `day` (18:00Z in winter, 17:00Z in summer: either is that day there). */
const noon = (day: string) => ({ at: `${day}T17:30:00Z` });

describe("dueAfter", () => {
  it.each([
    // 15 calendar months: R1's review and approval, Section 1's reinforcement.
    {
      clock: "policy-review",
      previous: noon("2026-01-15"),
      monthEnd: "last-day",
      due: "2027-04-15",
    },
    {
      clock: "policy-approval",
      previous: noon("2026-01-15"),
      monthEnd: "last-day",
      due: "2027-04-15",
    },
    {
      clock: "reinforcement",
      previous: noon("2026-01-15"),
      monthEnd: "last-day",
      due: "2027-04-15",
    },
    // 03:00Z on 1 February is still 31 January in Chicago: 15 months after the 31st of January,
    // April has no 31st.
    {
      clock: "reinforcement",
      previous: { at: "2026-02-01T03:00:00Z" },
      monthEnd: "last-day",
      due: "2027-04-30",
    },
    {
      clock: "reinforcement",
      previous: { at: "2026-02-01T03:00:00Z" },
      monthEnd: "roll-over",
      due: "2027-05-01",
    },
    {
      clock: "reinforcement",
      previous: { at: "2026-02-01T03:00:00Z" },
      monthEnd: "whole-month",
      due: "2027-04-30",
    },
    // Whole months: any day of January 2026 is timely through the end of April 2027.
    {
      clock: "policy-review",
      previous: noon("2026-01-02"),
      monthEnd: "whole-month",
      due: "2027-04-30",
    },
    // 30 November plus 15 months is February 2028, a leap year: its 29th.
    {
      clock: "policy-review",
      previous: noon("2026-11-30"),
      monthEnd: "last-day",
      due: "2028-02-29",
    },
    {
      clock: "policy-review",
      previous: noon("2027-11-30"),
      monthEnd: "last-day",
      due: "2029-02-28",
    },
    {
      clock: "policy-review",
      previous: noon("2027-11-30"),
      monthEnd: "roll-over",
      due: "2029-03-02",
    },
    // 36 calendar months between tests, from a leap day.
    {
      clock: "incident-plan-test",
      previous: noon("2026-04-01"),
      monthEnd: "last-day",
      due: "2029-04-01",
    },
    {
      clock: "incident-plan-test",
      previous: noon("2028-02-29"),
      monthEnd: "last-day",
      due: "2031-02-28",
    },
    {
      clock: "incident-plan-test",
      previous: noon("2028-02-29"),
      monthEnd: "roll-over",
      due: "2031-03-01",
    },
    {
      clock: "incident-plan-test",
      previous: noon("2028-02-29"),
      monthEnd: "whole-month",
      due: "2031-02-28",
    },
    // 180 calendar days, whatever the month-end convention; across 29 February 2028.
    {
      clock: "incident-plan-update",
      previous: noon("2026-04-01"),
      monthEnd: "last-day",
      due: "2026-09-28",
    },
    {
      clock: "incident-plan-update",
      previous: noon("2026-04-01"),
      monthEnd: "roll-over",
      due: "2026-09-28",
    },
    {
      clock: "incident-plan-update",
      previous: noon("2027-12-01"),
      monthEnd: "last-day",
      due: "2028-05-29",
    },
    {
      clock: "incident-plan-update",
      previous: noon("2026-12-01"),
      monthEnd: "last-day",
      due: "2027-05-30",
    },
    // 04:30Z on 2 April is 23:30 on 1 April in Chicago (UTC-5): counted from the 1st.
    {
      clock: "incident-plan-update",
      previous: { at: "2026-04-02T04:30:00Z" },
      monthEnd: "last-day",
      due: "2026-09-28",
    },
  ] as const)(
    "$clock after $previous ($monthEnd): due $due",
    ({ clock, previous, monthEnd, due }) => {
      expect(dueAfter(clock, previous, chicago(monthEnd))).toBe(due);
    },
  );

  it("counts each clock by its part's row, as data", () => {
    expect(
      Object.fromEntries(
        Object.keys(LOW_IMPACT_CLOCKS).map((clock) => [clock, intervalOf(clock as LowImpactClock)]),
      ),
    ).toEqual({
      "policy-review": { months: 15 },
      "policy-approval": { months: 15 },
      reinforcement: { months: 15 },
      "incident-plan-test": { months: 36 },
      "incident-plan-update": { days: 180 },
    });
  });
});

/** Whether an event at `done` met `clock` after `previous`: its day in Chicago, by the due day. */
function onTime(
  clock: LowImpactClock,
  previous: ClockEvent,
  done: ClockEvent,
  calendar: CalendarSettings,
): boolean {
  return dayOfEvent(done, calendar.timeZone) <= dueAfter(clock, previous, calendar);
}

describe("an event's day against its due day, in the policy's zone", () => {
  const previous = noon("2026-01-15");
  it.each([
    // The last day of the 15th calendar month, late in the evening in Chicago (04:00Z the 16th).
    { done: { at: "2027-04-16T04:00:00Z" }, expected: true },
    // Midnight in Chicago: the first day of the 16th month.
    { done: { at: "2027-04-16T05:00:00Z" }, expected: false },
    { done: noon("2027-04-15"), expected: true },
    { done: noon("2027-04-16"), expected: false },
  ])("a reinforcement at $done after 15 January 2026: $expected", ({ done, expected }) => {
    expect(onTime("reinforcement", previous, done, chicago())).toBe(expected);
  });

  it.each([
    // 180 days after a tabletop completed on 1 April 2026: 28 September, to its last minute there.
    { done: { at: "2026-09-29T04:59:00Z" }, expected: true },
    { done: { at: "2026-09-29T05:00:00Z" }, expected: false },
  ])("a plan update at $done after a test on 1 April 2026: $expected", ({ done, expected }) => {
    expect(onTime("incident-plan-update", noon("2026-04-01"), done, chicago())).toBe(expected);
  });
});

describe("r1Lapse", () => {
  const previous = noon("2026-01-15");
  it.each([
    { done: noon("2027-04-15"), lapse: "none" },
    // The 16th calendar month begins: more than 15, at most 16.
    { done: noon("2027-04-16"), lapse: "lower" },
    { done: noon("2027-05-15"), lapse: "lower" },
    { done: noon("2027-05-16"), lapse: "moderate" },
    { done: noon("2027-06-15"), lapse: "moderate" },
    { done: noon("2027-06-16"), lapse: "high" },
    { done: noon("2027-07-15"), lapse: "high" },
    { done: noon("2027-07-16"), lapse: "severe" },
    // 04:00Z on 16 April is still the 15th in Chicago.
    { done: { at: "2027-04-16T04:00:00Z" }, lapse: "none" },
  ] as const)("a review at $done after 15 January 2026: $lapse", ({ done, lapse }) => {
    expect(r1Lapse("policy-review", previous, done, chicago())).toBe(lapse);
  });

  it.each([
    { today: "2027-04-15", lapse: "none" },
    { today: "2027-04-16", lapse: "lower" },
    { today: "2027-08-01", lapse: "severe" },
  ] as const)("not done yet, as of $today: $lapse", ({ today, lapse }) => {
    expect(r1Lapse("policy-approval", previous, { today }, chicago())).toBe(lapse);
  });

  it("counts the review and the CIP Senior Manager's approval apart, as the VSL does", () => {
    const both = noon("2027-05-20");
    // Reviewed on 15 January 2026, approved on 1 March 2026: one event in May 2027 is a moderate
    // lapse of the review and a timely approval.
    expect(r1Lapse("policy-review", noon("2026-01-15"), both, chicago())).toBe("moderate");
    expect(r1Lapse("policy-approval", noon("2026-03-01"), both, chicago())).toBe("none");
  });
});
