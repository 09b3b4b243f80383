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
