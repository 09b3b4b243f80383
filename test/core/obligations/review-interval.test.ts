// The first CIP-002 R2 interval: seeded by cip_002_last_approval, by each month-end reading, or
// "prior approval not recorded" without it.
import { describe, expect, it } from "vitest";
import { firstReviewInterval } from "../../../src/core/obligations/review-interval.ts";
import type { MonthEnd } from "../../../src/core/shared/calendar.ts";

describe("firstReviewInterval", () => {
  it.each<[string, MonthEnd, string]>([
    ["2025-01-14", "last-day", "2026-04-14"],
    ["2025-01-14", "whole-month", "2026-04-30"],
    ["2024-11-30", "last-day", "2026-02-28"],
    ["2024-11-30", "roll-over", "2026-03-02"],
    ["2026-11-30", "whole-month", "2028-02-29"],
  ])("an approval on %s, %s: due %s", (on, monthEnd, due) => {
    expect(firstReviewInterval({ on, ref: "memo" }, { monthEnd })).toEqual({
      kind: "seeded",
      opened_on: on,
      ref: "memo",
      due,
    });
  });

  it('reads "prior approval not recorded" without one', () => {
    expect(firstReviewInterval(undefined, { monthEnd: "last-day" })).toEqual({
      kind: "not-recorded",
      note: "prior approval not recorded",
      due: null,
    });
  });
});
