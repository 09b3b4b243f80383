// Calendar months at month ends and in leap years, by each reading of "15 calendar months": the
// day-preserving ones (last-day, roll-over) and whole months (whole-month), as a table.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  calendarRule,
  dateIn,
  DEFAULT_CALENDAR,
  type MonthEnd,
  offsetAt,
} from "../../../src/core/shared/calendar.ts";

describe("addMonths by each month-end reading", () => {
  it.each<[from: string, months: number, lastDay: string, rollOver: string, wholeMonth: string]>([
    // The example: an approval any day in January 2026 is timely through April 2027.
    ["2026-01-01", 15, "2027-04-01", "2027-04-01", "2027-04-30"],
    ["2026-01-15", 15, "2027-04-15", "2027-04-15", "2027-04-30"],
    ["2026-01-31", 15, "2027-04-30", "2027-05-01", "2027-04-30"],
    // Into February of a leap year, and of a common year.
    ["2026-11-30", 15, "2028-02-29", "2028-03-01", "2028-02-29"],
    ["2027-11-30", 15, "2029-02-28", "2029-03-02", "2029-02-28"],
    ["2026-11-28", 15, "2028-02-28", "2028-02-28", "2028-02-29"],
    // From 29 February: the day exists fifteen months later.
    ["2028-02-29", 15, "2029-05-29", "2029-05-29", "2029-05-31"],
    // From the last day of a 31-day month to another 31-day month: every reading agrees but one.
    ["2026-10-31", 15, "2028-01-31", "2028-01-31", "2028-01-31"],
    ["2026-12-01", 15, "2028-03-01", "2028-03-01", "2028-03-31"],
    // Across a year end, and months other than 15.
    ["2026-12-31", 2, "2027-02-28", "2027-03-03", "2027-02-28"],
    ["2027-12-31", 2, "2028-02-29", "2028-03-02", "2028-02-29"],
    ["2026-03-31", 1, "2026-04-30", "2026-05-01", "2026-04-30"],
    ["2026-05-10", 0, "2026-05-10", "2026-05-10", "2026-05-31"],
  ])("%s plus %i months: last-day %s, roll-over %s, whole-month %s", (from, months, ...due) => {
    const readings: MonthEnd[] = ["last-day", "roll-over", "whole-month"];
    expect(readings.map((reading) => addMonths(from, months, reading))).toEqual(due);
  });

  it("whole months are never earlier than the day-preserving readings", () => {
    for (let day = 0; day < 4 * 366; day += 1) {
      const from = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const whole = addMonths(from, 15, "whole-month");
      expect(whole >= addMonths(from, 15, "last-day")).toBe(true);
      // Roll-over can pass the month's end; whole-month is the month reached's last day.
      expect(whole.slice(0, 7)).toBe(addMonths(from, 15, "last-day").slice(0, 7));
    }
  });

  it("says which reading an obligation was counted by", () => {
    expect(calendarRule({ ...DEFAULT_CALENDAR, monthEnd: "whole-month" })).toBe(
      "calendar days in UTC: due by the end of the due date there; calendar months are whole months, due by the last day of the month reached",
    );
  });
});

describe("offsetAt", () => {
  const HOUR = 3_600_000;
  it.each<[instant: string, timeZone: string, offset: number]>([
    ["2026-01-15T12:00:00.000Z", "America/Chicago", -6 * HOUR],
    ["2026-07-15T12:00:00.000Z", "America/Chicago", -5 * HOUR],
    ["2026-07-15T12:00:00.000Z", "America/St_Johns", -2.5 * HOUR],
    ["2026-01-15T12:00:00.000Z", "Pacific/Chatham", 13.75 * HOUR],
    ["2026-07-15T12:00:00.000Z", "UTC", 0],
    // A local mean time, to the second: New York before standard time (-4:56:02).
    ["1880-01-01T00:00:00.000Z", "America/New_York", -(4 * HOUR + 56 * 60_000 + 2_000)],
  ])("at %s in %s is %d ms", (instant, timeZone, offset) => {
    expect(offsetAt(Date.parse(instant), timeZone)).toBe(offset);
  });
});

describe("dateIn", () => {
  // Whole-hour, quarter-hour (Kathmandu +5:45, Chatham +12:45/+13:45) and half-hour offsets, and a
  // half-hour daylight-saving change (Lord Howe); and the zones of one offset, dated without asking
  // Intl (UTC, an alias of it, and the tz database's fixed Etc/GMT±N, whose sign is inverted).
  const FIXED_ZONES = ["UTC", "Etc/UTC", "Etc/GMT+5", "Etc/GMT-14"];
  const ZONES = [
    "America/Chicago",
    "America/St_Johns",
    "Asia/Kathmandu",
    "Australia/Lord_Howe",
    "Pacific/Chatham",
    ...FIXED_ZONES,
  ];
  const formats = new Map(
    ZONES.map((timeZone) => [
      timeZone,
      new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }),
    ]),
  );
  const dayOf = (instant: Date, timeZone: string) => formats.get(timeZone)!.format(instant);
  const offsetFormats = new Map(
    ZONES.map((timeZone) => [
      timeZone,
      new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }),
    ]),
  );
  /** "GMT-05:00": the zone's offset at the instant, as Intl names it. */
  const offsetName = (instant: Date, timeZone: string) =>
    offsetFormats
      .get(timeZone)!
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")!.value;

  it.each<[instant: string, timeZone: string, day: string]>([
    // Just after midnight UTC is still the day before west of UTC, and already the day east of it.
    ["2026-03-01T03:00:00.000Z", "America/Chicago", "2026-02-28"],
    ["2026-02-28T18:14:59.000Z", "Asia/Kathmandu", "2026-02-28"],
    ["2026-02-28T18:15:00.000Z", "Asia/Kathmandu", "2026-03-01"],
    // The night daylight saving time begins in Chicago (02:00 local is skipped).
    ["2026-03-08T05:59:59.000Z", "America/Chicago", "2026-03-07"],
    ["2026-03-08T06:00:00.000Z", "America/Chicago", "2026-03-08"],
    // Fixed offsets: Etc/GMT+5 is five hours behind UTC, Etc/GMT-14 fourteen ahead.
    ["2026-03-01T04:59:59.999Z", "Etc/GMT+5", "2026-02-28"],
    ["2026-03-01T05:00:00.000Z", "Etc/GMT+5", "2026-03-01"],
    ["2026-02-28T09:59:59.999Z", "Etc/GMT-14", "2026-02-28"],
    ["2026-02-28T10:00:00.000Z", "Etc/GMT-14", "2026-03-01"],
    ["2026-02-28T23:59:59.999Z", "Etc/UTC", "2026-02-28"],
  ])("%s in %s is %s", (instant, timeZone, day) => {
    expect(dateIn(instant, timeZone)).toBe(day);
    expect(dateIn(new Date(instant), timeZone)).toBe(day);
  });

  // The last instant a Date holds is past any Date fourteen hours ahead of UTC.
  it("throws past the range of a Date, as formatting that instant does", () => {
    const last = "+275760-09-13T00:00:00.000Z";
    expect(() => dateIn(last, "Etc/GMT-14")).toThrow(RangeError);
    expect(dateIn(last, "Etc/GMT+5")).toBe(
      new Date(Date.parse(last) - 5 * 3_600_000).toISOString().slice(0, 10),
    );
  });

  it("is the day Intl gives for any instant, however many quarter hours it remembers", () => {
    // More quarter hours than a zone remembers (4,096), so that forgetting is exercised too.
    const instants = fc.array(
      fc.date({ min: new Date("2020-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }),
      { minLength: 5000, maxLength: 5000 },
    );
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (dates, timeZone) => {
        const again = [...dates, ...dates.slice(0, 100)];
        expect(again.map((date) => dateIn(date.toISOString(), timeZone))).toEqual(
          again.map((date) => dayOf(date, timeZone)),
        );
      }),
      { numRuns: 3 },
    );
  });

  it("is the day Intl gives around every change of offset, to the millisecond", () => {
    // Each change of offset in 2025 and 2026 in each zone, found hour by hour, and every minute
    // (and the millisecond either side of each) within an hour of it: the quarter hours whose
    // offset changes within them, and those either side.
    for (const timeZone of ZONES) {
      const offset = (time: number) => offsetName(new Date(time), timeZone);
      let changes = 0;
      for (let hour = Date.UTC(2025, 0, 1); hour < Date.UTC(2027, 0, 1); hour += 3_600_000) {
        if (offset(hour) === offset(hour + 3_600_000)) continue;
        changes++;
        for (let at = hour - 3_600_000; at <= hour + 7_200_000; at += 60_000) {
          for (const time of [at - 1, at, at + 1]) {
            expect(dateIn(new Date(time), timeZone), new Date(time).toISOString()).toBe(
              dayOf(new Date(time), timeZone),
            );
          }
        }
      }
      // Four changes in two years where daylight saving time is kept; none elsewhere.
      expect(changes, timeZone).toBe(["Asia/Kathmandu", ...FIXED_ZONES].includes(timeZone) ? 0 : 4);
    }
  });
});
