// Issue 98, item 2: "Day one is overdue, unwarned." Every program clock opens due on the family's
// first accepted merge with a site file, so a checkout whose site files have no record of a
// clock's last event is reminded of each such clock, at the first site file, on every plan; the
// reminder never refuses.
import { describe, expect, it } from "vitest";
import { LOW_IMPACT_FILES } from "../../../src/core/low-impact/low-impact-files.ts";

const SITE = `version: 1
id: substation-12
sites: [Substation 12]
physical_access: { controls: [card key], access_control_assets: [] }
electronic_access: { routable: false }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: none
`;
const REVIEW = `version: 1
id: review-1
kind: policy-review
performed_on: 2026-03-10
policies: [POL-A]
topics: [awareness]
`;
const REINFORCEMENT = `version: 1
id: reinforcement-1
kind: reinforcement
performed_on: 2026-03-01
how: bulletin
`;
const TEST = `version: 1
id: test-1
kind: incident-plan-test
performed_on: 2026-02-01
method: tabletop
plans: [IR-1]
`;

const WORDS = {
  review:
    "CIP-003-9 R1 Part 1.2: no policy-review record in low-impact/records/, so the review and approval clocks the family's first merge opens are due that day and overdue from then: add low-impact/records/ID.yaml with kind: policy-review, the day of the last review (performed_on) and every policy it reviewed (policies)",
  reinforcement:
    "CIP-003-9 Attachment 1 Section 1: no reinforcement record in low-impact/records/, so the clock the family's first merge opens is due that day and overdue from then: add low-impact/records/ID.yaml with kind: reinforcement, the day of the last reinforcement (performed_on)",
  test: "CIP-003-9 Attachment 1 Section 4.5: no incident-plan-test record in low-impact/records/, so the clock the family's first merge opens is due that day and overdue from then: add low-impact/records/ID.yaml with kind: incident-plan-test, the day of the last test (performed_on) and every plan it tested (plans)",
};
const at = { file: "low-impact/substation-12.yaml", line: 1, column: 1 };

describe("the reminder of a program clock without its record", () => {
  it.each([
    ["no low-impact file", {}, []],
    ["records only, no site file", { "low-impact/records/review-1.yaml": REVIEW }, []],
    [
      "a site file without records",
      { "low-impact/substation-12.yaml": SITE },
      [WORDS.review, WORDS.reinforcement, WORDS.test],
    ],
    [
      "a site file with the review only",
      { "low-impact/substation-12.yaml": SITE, "low-impact/records/review-1.yaml": REVIEW },
      [WORDS.reinforcement, WORDS.test],
    ],
    [
      "a site file with a record that does not parse in place of the test",
      {
        "low-impact/substation-12.yaml": SITE,
        "low-impact/records/review-1.yaml": REVIEW,
        "low-impact/records/reinforcement-1.yaml": REINFORCEMENT,
        "low-impact/records/test-1.yaml": TEST.replace("method: tabletop", "method: rehearsal"),
      },
      [WORDS.test],
    ],
    [
      "a site file with the three records",
      {
        "low-impact/substation-12.yaml": SITE,
        "low-impact/records/review-1.yaml": REVIEW,
        "low-impact/records/reinforcement-1.yaml": REINFORCEMENT,
        "low-impact/records/test-1.yaml": TEST,
      },
      [],
    ],
  ])("%s", (_name, files, messages) => {
    const reminders = LOW_IMPACT_FILES.reminders?.(new Map(Object.entries(files)), [], []) ?? [];
    expect(reminders).toStrictEqual(
      messages.map((message) => ({ severity: "warning", location: at, message })),
    );
  });
});

// Issue 98, item 2: the plan says what a merge "leaves overdue". A record whose own clock ran
// out before today closes it and leaves it overdue from the same merge: warned at its
// performed_on (never refused), by every month-end convention (the latest of their due days), past in every time zone.
describe("a record whose next event was already due before today", () => {
  const NOW = new Date("2026-11-28T12:00:00Z");
  const file = "low-impact/records/r-1.yaml";
  const record = (kind: string, day: string, keys: string) =>
    `version: 1\nid: r-1\nkind: ${kind}\nperformed_on: ${day}\n${keys}`;
  it.each([
    [
      "reinforcement",
      "2025-07-31",
      "how: bulletin\n",
      "CIP-003 R2 Section 1: the next reinforcement after performed_on 2025-07-31 was due by 2026-10-31 at the latest (15 calendar months later), before today, so merged this record leaves its clock overdue from its merge: add the record of the latest reinforcement, if there was a later one",
    ],
    // Due 2026-11-27 by last-day, but by 2026-11-30 where calendar months are whole months.
    ["reinforcement", "2025-08-27", "how: bulletin\n", undefined],
    // Due 2026-11-30 by last-day, 2026-12-01 by roll-over: not yet.
    ["policy-review", "2025-08-31", "policies: [POL-A]\ntopics: [awareness]\n", undefined],
    [
      "policy-review",
      "2025-01-31",
      "policies: [POL-A, POL-B]\ntopics: [awareness]\n",
      "CIP-003 R1.2: the next policy-review after performed_on 2025-01-31 was due by 2026-05-01 at the latest (15 calendar months later), before today, so merged this record leaves the review clock of POL-A, POL-B overdue from its merge: add the record of the latest policy-review, if there was a later one",
    ],
    [
      "incident-plan-test",
      "2023-10-25",
      "method: tabletop\nplans: [IR-1]\n",
      "CIP-003 R2 Section 4.5: the next incident-plan-test after performed_on 2023-10-25 was due by 2026-10-31 at the latest (36 calendar months later), before today, so merged this record leaves the test clock of IR-1 overdue from its merge: add the record of the latest incident-plan-test, if there was a later one",
    ],
    [
      "incident-plan-update",
      "2020-01-10",
      "follows: t-1\noutcome: updated\nnote: contacts\n",
      undefined,
    ],
  ])("%s performed on %s", (kind, day, keys, message) => {
    const problems = LOW_IMPACT_FILES.problems?.(record(kind, day, keys), file, NOW) ?? [];
    expect(problems).toEqual(
      message === undefined
        ? []
        : [{ severity: "warning", location: { file, line: 4, column: 15 }, message }],
    );
  });
});
