// Calendar days as the CIP Measures count them ("within 30 calendar days of the date of the
// completion of the change", "at least once every 35 calendar days"): an instant's date in the
// entity's time zone, and that date plus N days. A deadline is a date, met by anything dated on
// or before it in that time zone; so a change completed at 23:30 on 31 January in Chicago has
// until the end of 2 March there (30 days), whatever UTC says. Month lengths and leap years come
// from the calendar itself: dates are added as days, never as months.

export interface CalendarSettings {
  /** An IANA time zone ("America/Chicago"); default "UTC". */
  timeZone: string;
  /** An obligation is due soon from this many days before its due date; default 7. */
  dueSoonDays: number;
}

export const DEFAULT_CALENDAR: CalendarSettings = { timeZone: "UTC", dueSoonDays: 7 };

/** The rule every obligation records, so a reader knows how its dates were counted. */
export function calendarRule(settings: CalendarSettings): string {
  return `calendar days in ${settings.timeZone}: due by the end of the due date there`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) of an instant in the time zone. */
export function dateIn(instant: string | Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format.format(typeof instant === "string" ? new Date(instant) : instant);
}

/** A date plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
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
