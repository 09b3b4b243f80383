// Judging as of a day: what an auditor samples on a day is the state the records of that day and
// before it show, never what a record written later says (a close in April does not make a March
// obligation "closed late" in March's populations: in March it was overdue). Every judgement as of
// a day or a period reads the records this admits, and only them. Pure.
import { addDays, dateIn, offsetAt } from "../../shared/calendar.ts";
import type { EvidenceRecord } from "../records/evidence-record.ts";

/**
 * Whether `record` was recorded on or before `day` (YYYY-MM-DD) in `timeZone`: by the end of that
 * day there, as the obligations' due dates are counted.
 */
export function recordedBy(
  record: Pick<EvidenceRecord, "recorded_at">,
  day: string,
  timeZone: string,
): boolean {
  return dateIn(record.recorded_at, timeZone) <= day;
}

/**
 * The day a period is judged as of: its last day (YYYY-MM-DD) once it has ended, and today in
 * `timeZone` while it runs, since an obligation due in a month still to come is not overdue yet.
 * The report and the populations both judge by it, so the same period reads the same in both.
 */
export function judgedOn(lastDay: string, now: Date, timeZone: string): string {
  const today = dateIn(now, timeZone);
  return today < lastDay ? today : lastDay;
}

/**
 * A period of calendar days in one time zone, as every output of it reads it: `evidence report`
 * and `evidence populations` with the same --from, --to and zone cover the same instants and
 * judge the obligations as of the same day.
 */
export interface CalendarPeriod {
  /** The first and last days (YYYY-MM-DD), as --from and --to name them. */
  firstDay: string;
  lastDay: string;
  timeZone: string;
  /** The first instant of the first day in `timeZone`. */
  from: Date;
  /** The first instant after the last day in `timeZone`. */
  to: Date;
  /** The day the obligations are judged as of (`judgedOn`): the last day, or today while it runs. */
  asOf: string;
}

/** The period from `firstDay` to `lastDay` (YYYY-MM-DD, inclusive) in `timeZone`, judged at `now`. */
export function calendarPeriod(
  firstDay: string,
  lastDay: string,
  timeZone: string,
  now: Date,
): CalendarPeriod {
  return {
    firstDay,
    lastDay,
    timeZone,
    from: startOfDay(firstDay, timeZone),
    to: startOfDay(addDays(lastDay, 1), timeZone),
    asOf: judgedOn(lastDay, now, timeZone),
  };
}

/**
 * The first instant of `day` (YYYY-MM-DD) in `timeZone`: where a period of calendar days there
 * begins. Found from the zone's offset at that day's UTC midnight, then once more at the instant
 * found, so a change of offset that night (daylight saving time) lands on the right side.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  let instant = midnightUtc - offsetAt(midnightUtc, timeZone);
  instant = midnightUtc - offsetAt(instant, timeZone);
  // Where the clock skips midnight (it jumps from 23:59:59 to 01:00), the instant found is still
  // the day before, and the day begins at the jump: the offset after it says where.
  if (dateIn(new Date(instant), timeZone) < day)
    instant = midnightUtc - offsetAt(instant + 2 * 60 * 60 * 1000, timeZone) + 60 * 60 * 1000;
  return new Date(instant);
}
