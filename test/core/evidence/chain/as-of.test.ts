// Judging as of a day: which records a day admits, and where a calendar day begins in a time zone.
import { describe, expect, it } from "vitest";
import { judgedOn, recordedBy, startOfDay } from "../../../../src/core/evidence/chain/as-of.ts";
import { dateIn } from "../../../../src/core/shared/calendar.ts";

describe("recordedBy", () => {
  it.each([
    ["2026-02-11T23:59:59.999Z", "2026-02-11", "UTC", true],
    ["2026-02-12T00:00:00.000Z", "2026-02-11", "UTC", false],
    ["2026-02-10T08:00:00.000Z", "2026-02-11", "UTC", true],
    // 05:59 UTC on the 12th is still the 11th in Chicago (UTC-6 in February).
    ["2026-02-12T05:59:59.999Z", "2026-02-11", "America/Chicago", true],
    ["2026-02-12T06:00:00.000Z", "2026-02-11", "America/Chicago", false],
  ])("%s on or before %s in %s: %s", (recordedAt, day, zone, expected) => {
    expect(recordedBy({ recorded_at: recordedAt }, day, zone)).toBe(expected);
  });
});

describe("judgedOn", () => {
  it.each([
    // A period still running is judged as of today: December's due dates are not overdue in November.
    ["2026-12-31", "2026-11-25T12:00:00Z", "UTC", "2026-11-25"],
    // An ended period, as of its last day.
    ["2026-12-31", "2027-01-05T12:00:00Z", "UTC", "2026-12-31"],
    ["2026-12-31", "2026-12-31T12:00:00Z", "UTC", "2026-12-31"],
    // Today is the calendar's: 03:00 UTC on 1 January is still 31 December in Chicago.
    ["2026-12-31", "2027-01-01T03:00:00Z", "America/Chicago", "2026-12-31"],
    ["2026-12-30", "2026-12-30T03:00:00Z", "America/Chicago", "2026-12-29"],
    ["2026-12-30", "2026-12-29T20:00:00Z", "Asia/Tokyo", "2026-12-30"],
  ])("a period ending %s, at %s in %s: %s", (lastDay, now, zone, expected) => {
    expect(judgedOn(lastDay, new Date(now), zone)).toBe(expected);
  });
});

describe("startOfDay", () => {
  it.each([
    ["2026-02-11", "UTC", "2026-02-11T00:00:00.000Z"],
    ["2026-02-11", "America/Chicago", "2026-02-11T06:00:00.000Z"],
    // Daylight saving time begins at 02:00 on 8 March: midnight is still UTC-6.
    ["2026-03-08", "America/Chicago", "2026-03-08T06:00:00.000Z"],
    ["2026-03-09", "America/Chicago", "2026-03-09T05:00:00.000Z"],
    ["2026-11-01", "America/Chicago", "2026-11-01T05:00:00.000Z"],
    ["2026-11-02", "America/Chicago", "2026-11-02T06:00:00.000Z"],
    ["2026-06-01", "Asia/Kolkata", "2026-05-31T18:30:00.000Z"],
    ["2026-06-01", "Pacific/Chatham", "2026-05-31T11:15:00.000Z"],
    // Santiago skips midnight when its summer time begins (6 September 2026): the day begins at 01:00.
    ["2026-09-06", "America/Santiago", "2026-09-06T04:00:00.000Z"],
  ])("%s in %s begins at %s", (day, zone, instant) => {
    expect(startOfDay(day, zone).toISOString()).toBe(instant);
  });

  it("is the first instant of the day in every zone, for every day of a year", () => {
    const zones = ["UTC", "America/Chicago", "America/Santiago", "Asia/Kolkata", "Europe/London"];
    for (const zone of zones) {
      for (let offset = 0; offset < 366; offset += 1) {
        const day = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
        const start = startOfDay(day, zone);
        expect(dateIn(start, zone)).toBe(day);
        expect(dateIn(new Date(start.getTime() - 1), zone) < day).toBe(true);
      }
    }
  });
});
