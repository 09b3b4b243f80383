// cip-policy.yaml's calendar (how CIP obligations count their dates, and the grace days of an
// unrecorded completion): each key's bounds read as written, each mistake refused at its place.
import { describe, expect, it } from "vitest";
import { policyProblems } from "../policy-fixtures.ts";
import { parsePolicyText } from "../../../../../src/core/review/policy/file/parse-policy.ts";

const FILE = "cip-policy.yaml";

const SHAPE =
  '{ time_zone: "America/Chicago", month_end: last-day, due_soon_days: 7, completion_grace_days: 30 }';

describe("calendar", () => {
  it.each([
    ["{}", {}],
    ["{ time_zone: UTC, month_end: whole-month }", { timeZone: "UTC", monthEnd: "whole-month" }],
    // The bounds, each included.
    [
      "{ due_soon_days: 0, completion_grace_days: 365 }",
      { dueSoonDays: 0, completionGraceDays: 365 },
    ],
    [
      "{ due_soon_days: 365, completion_grace_days: 1 }",
      { dueSoonDays: 365, completionGraceDays: 1 },
    ],
    ["{ due_soon_days: 014 }", { dueSoonDays: 14 }],
  ])("reads %s", (calendar, expected) => {
    const { policy, diagnostics } = parsePolicyText(`version: 1\ncalendar: ${calendar}\n`, FILE);
    expect(diagnostics).toEqual([]);
    expect(policy?.calendar).toEqual(expected);
  });

  it.each([
    [
      "{ due_soon_days: 366 }",
      '2:28 due_soon_days must be a whole number of days from 0 to 365, not "366"',
    ],
    [
      "{ due_soon_days: -1 }",
      '2:28 due_soon_days must be a whole number of days from 0 to 365, not "-1"',
    ],
    [
      "{ due_soon_days: +5 }",
      '2:28 due_soon_days must be a whole number of days from 0 to 365, not "+5"',
    ],
    [
      "{ due_soon_days: 5e1 }",
      '2:28 due_soon_days must be a whole number of days from 0 to 365, not "5e1"',
    ],
    [
      "{ due_soon_days: 1000 }",
      '2:28 due_soon_days must be a whole number of days from 0 to 365, not "1000"',
    ],
    [
      "{ due_soon_days: }",
      "2:13 due_soon_days has no value; write a whole number of days from 0 to 365",
    ],
    [
      "{ time_zone: }",
      "2:13 time_zone has no value; write an IANA time zone such as America/Chicago",
    ],
    [
      "{ time_zone: [UTC] }",
      "2:24 time_zone must be an IANA time zone such as America/Chicago, not a list",
    ],
    ["{ month_end: }", "2:13 month_end has no value; write last-day, roll-over or whole-month"],
    [
      "{ zzz: 1 }",
      '2:13 unknown key "zzz"; the keys of calendar are time_zone, month_end, due_soon_days and completion_grace_days',
    ],
    ["", `2:10 calendar must be a map (${SHAPE}), not nothing`],
    [
      "!!map { time_zone: UTC }",
      '2:11 YAML tags are not supported (found "!!map"); remove the tag, and quote the value to make it text',
    ],
  ])("refuses %j", (calendar, expected) => {
    expect(
      policyProblems(`version: 1\ncalendar: ${calendar}\n`.replace("calendar: \n", "calendar:\n")),
    ).toEqual([`${FILE}:${expected}`]);
  });

  it("refuses an alias for the calendar, once, rather than also reading it as a value", () => {
    expect(policyProblems("version: 1\nbaselines: &b any\ncalendar: *b\n")).toEqual([
      `${FILE}:2:12 anchors and aliases are not supported; write the value out`,
      `${FILE}:3:11 anchors and aliases are not supported; write the value out`,
    ]);
  });
});
