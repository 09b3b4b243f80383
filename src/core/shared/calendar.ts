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

/** Per time zone: its formatter, and the days of the instants it dated last (see dateIn). */
const zones = new Map<string, { format: Intl.DateTimeFormat; days: Map<string, string> }>();
/** How many instants' days a zone remembers before it forgets them all: a bound, not a cache policy. */
const REMEMBERED_DAYS = 4096;

/**
 * The date (YYYY-MM-DD) of an instant in the time zone. A pass over a ledger dates each record's
 * `recorded_at` in several of its judgements, and Intl's formatting is most of the cost of that:
 * the day of an instant given as text is remembered, exactly (the same text, the same day).
 */
export function dateIn(instant: string | Date, timeZone: string): string {
  let zone = zones.get(timeZone);
  if (zone === undefined) {
    const format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    zone = { format, days: new Map() };
    zones.set(timeZone, zone);
  }
  if (typeof instant !== "string") return zone.format.format(instant);
  let day = zone.days.get(instant);
  if (day === undefined) {
    day = zone.format.format(new Date(instant));
    if (zone.days.size >= REMEMBERED_DAYS) zone.days.clear();
    zone.days.set(instant, day);
  }
  return day;
}

/** A date plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
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

/** Whether a time zone name is one Intl knows, for a setting's check. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
