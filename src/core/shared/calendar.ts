// Calendar days as the CIP Measures count them ("within 30 calendar days of the date of the
// completion of the change", "at least once every 35 calendar days"): an instant's date in the
// entity's time zone, and that date plus N days. A deadline is a date, met by anything dated on
// or before it in that time zone; so a change completed at 23:30 on 31 January in Chicago has
// until the end of 2 March there (30 days), whatever UTC says. Days are added as days, so month
// lengths and leap years need no rule. Calendar months ("at least once every 15 calendar months",
// CIP-002 R2) do: 30 November plus 15 months has no 30 February. The month-end convention says
// which day it is: the last day of the shorter month (`last-day`, the earlier and so the safer
// date, by default) or the day the overflow rolls over to (`roll-over`, 2 or 3 March). Both are
// day-preserving readings. Several Regional Entities read "calendar months" as whole months
// instead (`whole-month`): an approval on any day of January 2026 is timely through the end of
// April 2027, the fifteenth month after January. The entity follows its Regional Entity's reading.

export const MONTH_END_CONVENTIONS = ["last-day", "roll-over", "whole-month"] as const;
export type MonthEnd = (typeof MONTH_END_CONVENTIONS)[number];

export interface CalendarSettings {
  /** An IANA time zone ("America/Chicago"); default "UTC". */
  timeZone: string;
  /** An obligation is due soon from this many days before its due date; default 7. */
  dueSoonDays: number;
  /**
   * What N calendar months after a date are: the same day, or the shorter month's last day
   * (`last-day`, the default) or the day it rolls over to (`roll-over`); or the last day of the
   * Nth month after the date's month (`whole-month`).
   */
  monthEnd: MonthEnd;
}

export const DEFAULT_CALENDAR: CalendarSettings = {
  timeZone: "UTC",
  dueSoonDays: 7,
  monthEnd: "last-day",
};

/** The calendar: each setting from the first layer that has it (flags, then the policy), else the default. */
export function resolveCalendar(
  ...layers: readonly (Partial<CalendarSettings> | undefined)[]
): CalendarSettings {
  const pick = <K extends keyof CalendarSettings>(key: K): CalendarSettings[K] =>
    layers.find((layer) => layer?.[key] !== undefined)?.[key] ?? DEFAULT_CALENDAR[key];
  return {
    timeZone: pick("timeZone"),
    dueSoonDays: pick("dueSoonDays"),
    monthEnd: pick("monthEnd"),
  };
}

const MONTH_END_RULES: Record<MonthEnd, string> = {
  "last-day": "a month after the 31st is the shorter month's last day",
  "roll-over": "a month after the 31st rolls over into the next month",
  "whole-month": "calendar months are whole months, due by the last day of the month reached",
};

/** The rule every obligation records, so a reader knows how its dates were counted. */
export function calendarRule(settings: CalendarSettings): string {
  const monthEnd = MONTH_END_RULES[settings.monthEnd];
  return `calendar days in ${settings.timeZone}: due by the end of the due date there; ${monthEnd}`;
}

/**
 * Per time zone: the formatter of its offset from UTC (making one costs far more than using it),
 * its one offset when it has only one, and its offset in each quarter hour it was asked about (see
 * dateIn).
 */
const zones = new Map<
  string,
  { offsetName: Intl.DateTimeFormat; fixedOffset: number | undefined; offsets: Map<number, number> }
>();
/** How many quarter hours' offsets a zone remembers before it forgets them all: a bound. */
const REMEMBERED_OFFSETS = 4096;
const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** A day in milliseconds: a UTC day, which has no daylight-saving change. */
export const DAY_MS = 86_400_000;

function zoneOf(timeZone: string) {
  let zone = zones.get(timeZone);
  if (zone === undefined) {
    const offsetName = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    const fixedOffset = FIXED_ZONE.test(offsetName.resolvedOptions().timeZone)
      ? offsetOf(offsetName.format(0), timeZone)
      : undefined;
    zone = { offsetName, fixedOffset, offsets: new Map() };
    zones.set(timeZone, zone);
  }
  return zone;
}

/**
 * The zones Intl resolves to one that never changes its offset: UTC (and its aliases, Etc/UTC,
 * GMT, Zulu...) and the tz database's Etc/GMT±N, defined as fixed offsets. Only these: any other
 * zone may change its offset, at dates only its rules know.
 */
const FIXED_ZONE = /^(?:UTC|Etc\/GMT[+-]\d{1,2})$/;

/** The end of a long offset's name: "GMT-05:00", "GMT+05:21:10" (a local mean time), or "GMT". */
const LONG_OFFSET = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms since the epoch), in ms. Read
 * from the offset's name, one formatted string, rather than by formatting the wall clock to parts
 * and counting back from it, which cost three times as much.
 */
export function offsetAt(instant: number, timeZone: string): number {
  return offsetOf(zoneOf(timeZone).offsetName.format(instant), timeZone);
}

/** The offset, in ms, a long offset's `name` gives (see offsetAt). */
function offsetOf(name: string, timeZone: string): number {
  const match = LONG_OFFSET.exec(name);
  // Intl names every offset this way; anything else is a runtime this code was not written for.
  if (match === null) throw new RangeError(`unexpected offset name ${name} in ${timeZone}`);
  const [, sign, hours = "0", minutes = "0", seconds = "0"] = match;
  const offset = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
  return sign === "-" ? -offset : offset;
}

/**
 * The date (YYYY-MM-DD) of an instant in the time zone. A pass over a ledger dates each record's
 * `recorded_at` in several of its judgements, and Intl's formatting was most of the cost of that.
 * A zone's offset changes on a quarter hour of UTC (every offset in use, and so every change of
 * one, is a whole number of quarter hours), so it is asked once for the quarter hour's start and
 * end: where both agree, every instant between has that offset and its date is plain arithmetic;
 * where they differ (the quarter hour of a daylight-saving change), the instant's own is asked.
 * A zone with one offset (UTC, the default) is never asked: hourly records are each in a new
 * quarter hour, and asking was a tenth of the obligations' judging at 100,000 records.
 */
export function dateIn(instant: string | Date, timeZone: string): string {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${String(instant)}`);
  const zone = zoneOf(timeZone);
  if (zone.fixedOffset !== undefined) return dayText(time + zone.fixedOffset);
  const quarter = Math.floor(time / QUARTER_HOUR_MS);
  let offset = zone.offsets.get(quarter);
  if (offset === undefined) {
    const start = offsetAt(quarter * QUARTER_HOUR_MS, timeZone);
    const end = offsetAt((quarter + 1) * QUARTER_HOUR_MS - 1, timeZone);
    // NaN marks a quarter hour whose offset changes within it.
    offset = start === end ? start : Number.NaN;
    if (zone.offsets.size >= REMEMBERED_OFFSETS) zone.offsets.clear();
    zone.offsets.set(quarter, offset);
  }
  if (Number.isNaN(offset)) offset = offsetAt(time, timeZone);
  return dayText(time + offset);
}

/** The greatest distance from the epoch a Date holds, in ms (ECMAScript's time value range). */
const MAX_TIME_MS = 8.64e15;

/** The last day dayText wrote: a ledger's records come in order, many on one day. */
let lastDay = { number: Number.NaN, text: "" };

/**
 * YYYY-MM-DD of a wall-clock time (ms since the epoch, its zone's offset added): written once a
 * day, not for every instant (formatting a Date was half of dateIn's cost in a pass over the
 * ledger). Beyond a Date's range it throws, as formatting that instant's Date does.
 */
function dayText(wallClock: number): string {
  if (!(Math.abs(wallClock) <= MAX_TIME_MS)) return new Date(wallClock).toISOString();
  const number = Math.floor(wallClock / DAY_MS);
  if (number !== lastDay.number)
    lastDay = { number, text: new Date(number * DAY_MS).toISOString().slice(0, 10) };
  return lastDay.text;
}

/** How far the time zone farthest ahead of UTC (UTC+14, Kiribati's Line Islands) is ahead of it. */
const FARTHEST_AHEAD_MS = 14 * 3_600_000;

/**
 * The latest calendar date any time zone has reached at `instant`: its date in UTC+14. A fact
 * dated after it names a day nobody has lived yet (a review done tomorrow, a change completed
 * tomorrow), wherever the writer sits; the next UTC day is such a day until 10:00Z.
 */
export function latestDateAt(instant: string | Date): string {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${String(instant)}`);
  return new Date(time + FARTHEST_AHEAD_MS).toISOString().slice(0, 10);
}

/**
 * "after today (D in UTC, L in UTC+14, the farthest ahead)" when `day` is later than the latest
 * date any time zone has reached at `instant`, for a message refusing it; undefined when someone
 * may have lived it.
 */
export function afterTodayWords(day: string, instant: Date): string | undefined {
  const latest = latestDateAt(instant);
  if (day <= latest) return undefined;
  return `after today (${instant.toISOString().slice(0, 10)} in UTC, ${latest} in UTC+14, the farthest ahead)`;
}

/** A date plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * A date plus `months` calendar months: its day kept where the month reached has it (`monthEnd`
 * says what if not), or that month's last day whatever the day (`whole-month`).
 */
export function addMonths(date: string, months: number, monthEnd: MonthEnd): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const length = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  if (monthEnd !== "whole-month" && (day <= length || monthEnd === "roll-over")) {
    // Date.UTC rolls a day past the month's end over into the next month by itself.
    return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day))
      .toISOString()
      .slice(0, 10);
  }
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), length))
    .toISOString()
    .slice(0, 10);
}

/**
 * A clock the tool counts, as data: so many calendar months (counted by the calendar in force's
 * month-end convention, as CIP-002 R2's 15 months are) or calendar days from the interval's start.
 */
export type Interval = { months: number } | { days: number };

/** `day` (YYYY-MM-DD) plus `every`: calendar days, or calendar months by `monthEnd`. */
export function addInterval(day: string, every: Interval, monthEnd: MonthEnd): string {
  return "days" in every ? addDays(day, every.days) : addMonths(day, every.months, monthEnd);
}

/** The bands of the Violation Severity Levels of a clock of calendar months, in the tool's words. */
export const LAPSE_BANDS = ["none", "lower", "moderate", "high", "severe"] as const;
export type LapseBand = (typeof LAPSE_BANDS)[number];

/**
 * How late an event on `day` is after one on `from`, against a clock of `months` calendar months,
 * as the VSLs of CIP-003-9 R1 and CIP-007-6 R5 Part 5.6 grade it (the tool's reading, not quoted):
 * within `months`, none; within one month more, lower; two, moderate; three, high; later, severe.
 */
export function lapseBand(
  from: string,
  day: string,
  months: number,
  monthEnd: MonthEnd,
): LapseBand {
  const band = [0, 1, 2, 3].findIndex((late) => day <= addMonths(from, months + late, monthEnd));
  return LAPSE_BANDS[band === -1 ? 4 : band] ?? "severe";
}

/** "15 calendar months", "180 calendar days". */
export function intervalWords(every: Interval): string {
  return "months" in every ? `${every.months} calendar months` : `${every.days} calendar days`;
}

/**
 * Whether `text` is a date written YYYY-MM-DD that the calendar has: 2026-02-30 and 2026-99-99
 * are refused, never rolled over into another day as Date's own parsing would.
 */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** UTC, or an IANA Area/Location name ("America/Chicago", "America/Argentina/Buenos_Aires"). */
export const CALENDAR_TIME_ZONE_PATTERN = /^(?:UTC|[A-Z][A-Za-z]*(?:\/[A-Za-z0-9_+-]+)+)$/;

/** What a calendar's time zone must be, for every message that refuses one. */
export const CALENDAR_TIME_ZONE_HINT =
  "an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)";

/**
 * Whether `name` may be a calendar's time zone: UTC, or an IANA Area/Location name that Intl
 * knows. Intl also takes offsets ("+05:00"), which keep no daylight-saving rules, and
 * abbreviations ("CST", "EST5EDT"), which name different zones to different readers: an
 * obligation's due date must mean one day to the entity and its auditor, so both are refused.
 */
export function isCalendarTimeZone(name: string): boolean {
  if (!CALENDAR_TIME_ZONE_PATTERN.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
