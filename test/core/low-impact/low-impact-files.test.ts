// The family's reviewed files as one set: the site files (low-impact/ID.yaml) and the program
// records (low-impact/records/ID.yaml). Which paths are theirs; each file read by its own parser
// at review, however far above the root the command runs; and what a merge's record carries read
// apart, a site file never taken for a record nor a record for a site file; and the reminder of an
// update that follows no test record of the checkout, which would close nothing.
import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import {
  LOW_IMPACT_FILES,
  programRecordsCarried,
  siteFilesCarried,
} from "../../../src/core/low-impact/low-impact-files.ts";
import {
  LOW_IMPACT_SHAPE,
  type LowImpactFileShown,
} from "../../../src/core/families/low-impact/low-impact-shape.ts";

const RECORD =
  "version: 1\nid: r-1\nkind: reinforcement\nperformed_on: 2026-03-01\nhow: bulletin\n";
const SITE = `version: 1
id: substation-12
sites: [Substation 12]
physical_access: { controls: [card key], access_control_assets: [] }
electronic_access: { routable: false }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: none
`;
const NOW = new Date("2026-11-27T12:00:00Z");

describe("the low-impact files", () => {
  it.each([
    ["low-impact/substation-12.yaml", true],
    ["low-impact/records/r-1.yaml", true],
    ["low-impact/records/2026/r-1.yaml", false],
    ["low-impact/records.yaml", true],
    ["patch-plans/low-impact/r-1.yaml", false],
    ["low-impact/substation-12.yml", false],
  ])("%s belongs: %s", (path, belongs) => {
    expect(LOW_IMPACT_FILES.belongs(path)).toBe(belongs);
  });

  it.each([
    ["low-impact/records/r-2.yaml", "the repository root"],
    ["inventory-repo/low-impact/records/r-2.yaml", "a directory above the root"],
  ])("reads %s as a program record, named from %s", (file) => {
    expect(LOW_IMPACT_FILES.problems?.(RECORD, file, NOW).map((d) => d.message)).toStrictEqual([
      `program record id "r-1" is not its file's name (${file}); rename the file to low-impact/records/r-1.yaml, or write id: r-2`,
    ]);
  });

  it("reads a site file as a site file", () => {
    expect(LOW_IMPACT_FILES.problems?.(SITE, "low-impact/substation-12.yaml", NOW)).toStrictEqual(
      [],
    );
  });

  it("warns at review of a Section 3.1 flow that states no need, and refuses nothing for it", () => {
    const withFlows = SITE.replace(
      "electronic_access: { routable: false }",
      "electronic_access:\n  routable: true\n  devices: [fw-sub12]\n  rule_set: { file: r }\n  flows:\n    - { direction: inbound, peer: ems-fep-01, need: DNP3 polling by the EMS }\n    - { direction: outbound, peer: historian }",
    ).replace("access_control_assets: []", "access_control_assets: [fw-sub12]");
    expect(
      LOW_IMPACT_FILES.problems?.(withFlows, "low-impact/substation-12.yaml", NOW),
    ).toStrictEqual([
      {
        severity: "warning",
        location: { file: "low-impact/substation-12.yaml", line: 11, column: 7 },
        message:
          'CIP-003-9 Section 3.1: the outbound flow to "historian" states no need, and Section 3.1 says "Permit only necessary inbound and outbound electronic access as determined by the Responsible Entity": write need: with why the Responsible Entity determined it necessary (a warning: nothing is refused for it)',
      },
    ]);
    const needed = withFlows.replace(
      "peer: historian }",
      "peer: historian, need: plant data for the business network }",
    );
    expect(LOW_IMPACT_FILES.problems?.(needed, "low-impact/substation-12.yaml", NOW)).toStrictEqual(
      [],
    );
  });

  it("reads what a merge carries apart: the site files, and the program records", () => {
    const carried = {
      files: [
        { file: "low-impact/records/r-1.yaml", text: RECORD },
        { file: "low-impact/substation-12.yaml", text: SITE },
      ],
      removed: ["low-impact/records/r-0.yaml", "low-impact/substation-9.yaml"],
    };
    expect([...siteFilesCarried(carried).keys()]).toStrictEqual([
      "low-impact/substation-12.yaml",
      "low-impact/substation-9.yaml",
    ]);
    expect(programRecordsCarried(carried).map((record) => record.id)).toStrictEqual(["r-1"]);
  });

  it("shows a site file's parts without a method, and each part's paths its narrowed methods leave", () => {
    const before = `version: 1
id: substation-12
sites: [Substation 12]
physical_access: { controls: [card key], access_control_assets: [fw-sub12] }
electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: r }, vendor_paths: [oem-vpn, jump-1] }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }, { id: jump-1, kind: jump host, device: fw-sub12 }], determine: [ticket] }
`;
    const after = before.replace(
      "determine: [ticket] }",
      "determine: [{ method: ticket, paths: [jump-1] }], disable: [account disabled] }",
    );
    const changes = LOW_IMPACT_FILES.changes(
      new Map([["low-impact/substation-12.yaml", after]]),
      new Map([["low-impact/substation-12.yaml", before]]),
      "origin/main",
      { seniorManager: undefined, calendar: DEFAULT_CALENDAR },
    );
    const answers = {
      id: "substation-12",
      sites: ["Substation 12"],
      routable: true,
      vendor_remote_access: "allowed" as const,
      paths: ["oem-vpn", "jump-1"],
    };
    const shown: LowImpactFileShown = {
      file: "low-impact/substation-12.yaml",
      change: "changed",
      site: {
        ...answers,
        missing: ["6.3"],
        unreached: [{ part: "6.1", path: "oem-vpn" }],
        before: { ...answers, missing: ["6.2", "6.3"] },
      },
    };
    expect(changes?.files).toStrictEqual([shown]);
    const code = (text: string) => `"${text}"`;
    expect(LOW_IMPACT_SHAPE.reviewedFiles.lines(shown, code, (text) => text)).toStrictEqual({
      line: 'changed "low-impact/substation-12.yaml": Substation 12; routable communications; vendor remote access by "oem-vpn", "jump-1"',
      details: [
        'changed: Section 6 gap: no method for 6.2, 6.3 -> Section 6 gap: no method for 6.3, no 6.1 method reaching "oem-vpn"',
        'Section 6: no method for 6.3, no 6.1 method reaching "oem-vpn"',
      ],
    });
  });

  const UPDATE =
    "version: 1\nid: u-1\nkind: incident-plan-update\nperformed_on: 2026-08-27\nfollows: test-1\noutcome: updated\nnote: contacts\n";
  const TEST =
    "version: 1\nid: test-1\nkind: incident-plan-test\nperformed_on: 2026-03-01\nmethod: tabletop\nplans: [plans/ir.md]\n";

  it.each([
    ["an update following no test record", { "low-impact/records/u-1.yaml": UPDATE }, 1],
    [
      "a test record of another id only",
      {
        "low-impact/records/u-1.yaml": UPDATE,
        "low-impact/records/test-2.yaml": TEST.replace("id: test-1", "id: test-2"),
      },
      1,
    ],
    [
      "the test it follows",
      { "low-impact/records/u-1.yaml": UPDATE, "low-impact/records/test-1.yaml": TEST },
      0,
    ],
  ])("reminds of %s: %i warning(s)", (_name, files, count) => {
    const head = new Map(Object.entries(files));
    const reminders = LOW_IMPACT_FILES.reminders?.(head, [], []) ?? [];
    expect(reminders).toStrictEqual(
      Array.from({ length: count }, () => ({
        severity: "warning",
        location: { file: "low-impact/records/u-1.yaml", line: 5, column: 10 },
        message:
          'CIP-003-9 Section 4.6: update "u-1" follows "test-1", which no incident-plan-test record in low-impact/records/ declares, so it closes nothing: write follows: with the id of the test it updates the plan(s) after, or add low-impact/records/test-1.yaml',
      })),
    );
  });
});

// Issue 98, item 2: "nothing local shows which clocks a merge would open." Each program record's
// plan line says what its merge opens and when that falls due: the part's interval after the
// record's day, by the calendar of the policy at the commit compared with, as the obligations will
// count it once merged (program-clocks-pass.ts, the same addInterval). At the edges: a month end
// under each month-end convention, a leap day, 180 days.
describe("what a program record's merge opens, due when", () => {
  const record = (kind: string, day: string, keys: string) =>
    `version: 1\nid: r-1\nkind: ${kind}\nperformed_on: ${day}\n${keys}`;
  const TOPICS = "policies: [POL-A]\ntopics: [awareness]\n";
  const TEST = "method: tabletop\nplans: [IR-1, IR-2]\n";
  it.each([
    ["policy-review", "2026-01-31", TOPICS, "last-day", { next_due: "2027-04-30" }],
    ["policy-review", "2026-01-31", TOPICS, "roll-over", { next_due: "2027-05-01" }],
    ["policy-review", "2026-01-15", TOPICS, "whole-month", { next_due: "2027-04-30" }],
    ["reinforcement", "2026-03-01", "how: bulletin\n", "last-day", { next_due: "2027-06-01" }],
    [
      "incident-plan-test",
      "2028-02-29",
      TEST,
      "last-day",
      { next_due: "2031-02-28", update_due: "2028-08-27" },
    ],
    [
      "incident-plan-test",
      "2028-02-29",
      TEST,
      "roll-over",
      { next_due: "2031-03-01", update_due: "2028-08-27" },
    ],
    [
      "incident-plan-update",
      "2026-06-01",
      "follows: t-1\noutcome: updated\nnote: contacts\n",
      "last-day",
      { follows: "t-1" },
    ],
  ] as const)("%s on %s, month ends %s: %o", (kind, day, keys, monthEnd, due) => {
    const file = "low-impact/records/r-1.yaml";
    const changes = LOW_IMPACT_FILES.changes(
      new Map([[file, record(kind, day, keys)]]),
      new Map(),
      "abc123",
      {
        seniorManager: undefined,
        calendar: { timeZone: "America/Chicago", dueSoonDays: 7, monthEnd },
      },
    );
    const shown = changes?.files[0];
    const read = shown && "record" in shown ? shown.record : undefined;
    expect(read).toMatchObject({ kind, performed_on: day, ...due });
    // Nothing opens that the kind does not open: an update opens no clock, a review no 4.6.
    const opened = Object.keys(read ?? {}).filter((key) =>
      ["next_due", "update_due", "follows"].includes(key),
    );
    expect(opened.sort()).toEqual(Object.keys(due).sort());
  });
});
