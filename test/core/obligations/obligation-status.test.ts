// An obligation's status at its boundaries, which a mutation of statusOf would move: closed on its
// due date is closed (not late), the day after is late; due tomorrow with 7 due-soon days is due
// soon, and so is the first day of the window, the day before it is open; the due date itself is
// not yet overdue, the day after is.
import { describe, expect, it } from "vitest";
import { type Context, statusOf } from "../../../src/core/obligations/obligation-model.ts";
import { calendarRule, DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";

const context = (today: string, dueSoonDays = 7): Context => {
  const calendar = { ...DEFAULT_CALENDAR, dueSoonDays };
  return { calendar, today, rule: calendarRule(calendar), completionGraceDays: 30 };
};

describe("statusOf at its boundaries", () => {
  it.each<[string, string | undefined, string, string]>([
    ["closed on its due date", "2026-10-06", "2026-12-01", "closed"],
    ["closed the day before", "2026-10-05", "2026-12-01", "closed"],
    ["closed the day after its due date", "2026-10-07", "2026-12-01", "closed-late"],
    ["open on its due date", undefined, "2026-10-06", "due-soon"],
    ["open the day after its due date", undefined, "2026-10-07", "overdue"],
    ["the first day of the 7 due-soon days", undefined, "2026-09-29", "due-soon"],
    ["the day before the due-soon days", undefined, "2026-09-28", "open"],
  ])("%s: %s, today %s, is %s", (_case, closedOn, today, status) => {
    expect(statusOf("2026-10-06", closedOn, context(today))).toBe(status);
  });

  it("with no due-soon days, only the due date itself is due soon", () => {
    expect(statusOf("2026-10-06", undefined, context("2026-10-05", 0))).toBe("open");
    expect(statusOf("2026-10-06", undefined, context("2026-10-06", 0))).toBe("due-soon");
  });
});
