// Section 6 from CIP-003-11's day (issue 96, item 4), in a table, over ledgers whose merges keep
// the policy's standards: (CIP-003-11 from 2029-07-01): CIP-003-11 has no Section 6, so a site's
// 6.1 methods are judged as 3.1.5, 6.2's as 3.1.6 and 6.3's as 3.1.2 (which asks detection of all
// Section 3.1 access, vendor or not: electronic_access.detect), never silently dropped. An open
// Section 6 gap on that day closes "carried into CIP-003-11 3.1.x" on that day, and the part it
// became opens the same day; a site file in force before the day opens what CIP-003-11 finds
// unmet in it from that day, though no merge touches it then; a merge on or after the day opens
// CIP-003-11's gaps, each naming the version judging it. Before the day, CIP-003-9 judges as before.
// The checkpoint, resumed after every record, judges as one pass.
import { describe, expect, it } from "vitest";
import type { HashedRecord } from "../../../../src/core/evidence/records/evidence-record.ts";
import type { Obligation } from "../../../../src/core/obligations/obligation-model.ts";
import { ObligationsPass } from "../../../../src/core/obligations/obligations.ts";
import { elevenCarry } from "../../../../src/core/obligations/low-impact/section-six-carry.ts";
import { DEFAULT_CALENDAR } from "../../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import { chainOf, changeDraft } from "../../../support/evidence-records.ts";
import { hashed } from "../../../support/obligation-ledgers.ts";

const PATH = "low-impact/substation-12.yaml";
const SITE = [
  "version: 1",
  "id: substation-12",
  "sites: [Substation 12]",
  "physical_access: { controls: [card key], access_control_assets: [fw-sub12] }",
  "dial_up: none",
  "transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }",
];
const ROUTABLE = (paths: string, detect = "") =>
  `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [${paths}]${detect} }`;
const VENDOR = "paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }]";

/** The site files by what they leave unmet. */
const TEXTS = {
  /** 6.1 and 6.2's methods, none for 6.3, no detection of all access: 6.3 under -9, 3.1.2 under -11. */
  noDetect: [
    ...SITE,
    ROUTABLE("oem-vpn"),
    `vendor_remote_access: { ${VENDOR}, determine: [ticket], disable: [account disabled] }`,
  ],
  /** 6.1's method only, and detection of all access: 6.2 under -9, 3.1.6 under -11. */
  noDisable: [
    ...SITE,
    ROUTABLE("oem-vpn", ", detect: [IDS on the station LAN]"),
    `vendor_remote_access: { ${VENDOR}, determine: [ticket] }`,
  ],
  /** No vendor access, routable, no detection: nothing under -9, 3.1.2 under -11. */
  routableOnly: [...SITE, ROUTABLE(""), "vendor_remote_access: none"],
  /** No vendor access, routable, with detection: nothing under either. */
  detected: [
    ...SITE,
    ROUTABLE("", ", detect: [IDS on the station LAN]"),
    "vendor_remote_access: none",
  ],
};

const STANDARDS = [{ version: "CIP-003-11", from: "2029-07-01" }];

/** Merges of grid-east on each day (noon UTC), each carrying the site file as `TEXTS` says. */
function ledgerOf(steps: readonly [keyof typeof TEXTS, string][]): HashedRecord[] {
  return hashed(
    chainOf(
      steps.map(([name, day], index) => {
        const draft = changeDraft("grid-east", index + 1);
        const text = `${TEXTS[name].join("\n")}\n`;
        Object.assign(draft.change, {
          low_impact_files: {
            compared_with: "the commit in force",
            files: [{ file: PATH, sha256: `sha256:${sha256Hex(text)}`, text }],
          },
          calendar: {
            time_zone: "UTC",
            due_soon_days: 7,
            month_end: "last-day",
            completion_grace_days: 30,
            standard_versions: STANDARDS,
          },
        });
        return { draft, at: new Date(`${day}T12:00:00Z`) };
      }),
    ),
  );
}

const ELEVEN = "judged by CIP-003-11 (the policy's standards:), which changes it: ";
const DETECT_ALL =
  "Section 3.1 communications without a 3.1.2 method detecting known or suspected malicious communications, inbound and outbound (electronic_access.detect)";

/** Section 6's rows by due day: opened by, status, due, closed by, subject and reason (up to the version's words). */
function sectionSix(obligations: readonly Obligation[]) {
  return obligations
    .filter((o) => o.kind === "CIP-003 R2 Section 6")
    .map((o) => ({
      opened: o.opened_by.sequence,
      status: o.status,
      due: o.due,
      closed: o.closed_by?.sequence,
      subject: o.subject.governance?.replace(`site file ${PATH} (Substation 12): `, ""),
      reason: o.reason?.replace(/which changes it: .*$/, "which changes it: "),
    }))
    .sort((a, b) => `${a.due}${a.subject}`.localeCompare(`${b.due}${b.subject}`));
}

const JUDGED_ON = new Date("2030-01-01T00:00:00Z");
type Row = ReturnType<typeof sectionSix>[number];

describe("Section 6 from CIP-003-11's day: judged as 3.1.5, 3.1.6 and 3.1.2, never dropped", () => {
  it.each<[string, [keyof typeof TEXTS, string][], Row[]]>([
    [
      "a 6.3 gap open on the day: carried into 3.1.2, which opens that day",
      [["noDetect", "2029-06-01"]],
      [
        {
          opened: 1,
          status: "closed-late",
          due: "2029-06-01",
          closed: 1,
          subject: "Section 6.3 for vendor path oem-vpn",
          reason:
            'vendor electronic remote access allowed by vendor path "oem-vpn" without a 6.3 method reaching it; carried into CIP-003-11 3.1.2 from 2029-07-01',
        },
        {
          opened: 1,
          status: "overdue",
          due: "2029-07-01",
          closed: undefined,
          subject: "Section 3.1.2 for its Section 3.1 access",
          reason: `${DETECT_ALL}; ${ELEVEN}`,
        },
      ],
    ],
    [
      "a 6.2 gap open on the day: carried into 3.1.6 for its vendor path",
      [["noDisable", "2029-06-01"]],
      [
        {
          opened: 1,
          status: "closed-late",
          due: "2029-06-01",
          closed: 1,
          subject: "Section 6.2 for vendor path oem-vpn",
          reason:
            'vendor electronic remote access allowed by vendor path "oem-vpn" without a 6.2 method reaching it; carried into CIP-003-11 3.1.6 from 2029-07-01',
        },
        {
          opened: 1,
          status: "overdue",
          due: "2029-07-01",
          closed: undefined,
          subject: "Section 3.1.6 for vendor path oem-vpn",
          reason: `vendor electronic remote access allowed by vendor path "oem-vpn" without a 3.1.6 method reaching it; ${ELEVEN}`,
        },
      ],
    ],
    [
      "a merge on the day: CIP-003-11's 3.1.2 opens, naming its version",
      [["noDetect", "2029-07-01"]],
      [
        {
          opened: 1,
          status: "overdue",
          due: "2029-07-01",
          closed: undefined,
          subject: "Section 3.1.2 for its Section 3.1 access",
          reason: `${DETECT_ALL}; ${ELEVEN}`,
        },
      ],
    ],
    [
      "a routable site without vendor access, merged before the day: 3.1.2 opens on the day",
      [["routableOnly", "2029-06-01"]],
      [
        {
          opened: 1,
          status: "overdue",
          due: "2029-07-01",
          closed: undefined,
          subject: "Section 3.1.2 for its Section 3.1 access",
          reason: `${DETECT_ALL}; ${ELEVEN}`,
        },
      ],
    ],
    [
      "a routable site detecting all its access: nothing, on either side",
      [["detected", "2029-06-01"]],
      [],
    ],
    [
      "carried, then met by a merge after the day: 3.1.2 closed late by it",
      [
        ["noDetect", "2029-06-01"],
        ["detected", "2029-08-01"],
      ],
      [
        {
          opened: 1,
          status: "closed-late",
          due: "2029-06-01",
          closed: 1,
          subject: "Section 6.3 for vendor path oem-vpn",
          reason:
            'vendor electronic remote access allowed by vendor path "oem-vpn" without a 6.3 method reaching it; carried into CIP-003-11 3.1.2 from 2029-07-01',
        },
        {
          opened: 1,
          status: "closed-late",
          due: "2029-07-01",
          closed: 2,
          subject: "Section 3.1.2 for its Section 3.1 access",
          reason: `${DETECT_ALL}; ${ELEVEN}`,
        },
      ],
    ],
  ])("%s", (_case, steps, rows) => {
    const records = ledgerOf(steps);
    const pass = new ObligationsPass(JUDGED_ON, DEFAULT_CALENDAR);
    for (const entry of records) pass.add(entry);
    expect(sectionSix(pass.finish().obligations)).toEqual(rows);
    // Resumed from a checkpoint after each record (nothing here closes before the last record,
    // since the carry is on the day, after the first): the same rows.
    for (let cut = 1; cut < records.length; cut += 1) {
      const before = new ObligationsPass(JUDGED_ON, DEFAULT_CALENDAR);
      for (const entry of records.slice(0, cut)) before.add(entry);
      const checkpoint = JSON.parse(JSON.stringify(before.checkpoint()));
      const resumed = ObligationsPass.resume(checkpoint, JUDGED_ON, DEFAULT_CALENDAR);
      for (const entry of records.slice(cut)) resumed.add(entry);
      expect(sectionSix(resumed.finish().obligations)).toEqual(rows);
    }
  });

  it("before the day, CIP-003-9 judges: the 6.3 gap stays open, nothing carried", () => {
    const pass = new ObligationsPass(new Date("2029-06-15T00:00:00Z"), DEFAULT_CALENDAR);
    for (const entry of ledgerOf([["noDetect", "2029-06-01"]])) pass.add(entry);
    expect(sectionSix(pass.finish().obligations)).toEqual([
      {
        opened: 1,
        status: "overdue",
        due: "2029-06-01",
        closed: undefined,
        subject: "Section 6.3 for vendor path oem-vpn",
        reason:
          'vendor electronic remote access allowed by vendor path "oem-vpn" without a 6.3 method reaching it',
      },
    ]);
  });
});

// A checkpoint of version 3 holds Section 6's gaps and no site file's CIP-003-11 gaps: each gap
// still persists as the part it became, never closed by nobody (elevenCarry, pure).
describe("elevenCarry, from the gaps alone", () => {
  const REF = {
    workspace: "grid-east",
    sequence: 4,
    sha256: "ab".repeat(32),
    recorded_at: "2029-05-02T12:00:00Z",
  };
  const open = (part: string) => ({
    path: PATH,
    sites: ["Substation 12"],
    vendor_path: "oem-vpn",
    part,
    opened_by: REF,
    due: "2029-05-02",
    calendar: "calendar days in UTC",
    not_closed_by: [],
  });
  const context = (versions: { version: string; from: string }[]) => ({
    calendar: DEFAULT_CALENDAR,
    today: "2030-01-01",
    rule: "calendar days in UTC",
    completionGraceDays: 30,
    versions,
  });

  it.each<[string, string, { version: string; from: string }[], string[] | undefined]>([
    ["the day before CIP-003-11's: nothing carried", "2029-06-30", STANDARDS, undefined],
    ["no CIP-003-11 day in force: nothing carried", "2031-01-01", [], undefined],
    [
      "CIP-003-11's day: 6.1 -> 3.1.5 for its path, 6.2 -> 3.1.6, 6.3 -> 3.1.2 for the site",
      "2029-07-01",
      STANDARDS,
      ["3.1.5 oem-vpn", "3.1.6 oem-vpn", "3.1.2 (the site)"],
    ],
  ])("%s", (_case, day, versions, opened) => {
    const carry = elevenCarry([open("6.1"), open("6.2"), open("6.3")], [], day, context(versions));
    if (opened === undefined) return expect(carry).toBeUndefined();
    expect(carry?.carried.map(({ gap, on, why }) => [gap.part, on, why])).toEqual([
      ["6.1", "2029-07-01", "carried into CIP-003-11 3.1.5 from 2029-07-01"],
      ["6.2", "2029-07-01", "carried into CIP-003-11 3.1.6 from 2029-07-01"],
      ["6.3", "2029-07-01", "carried into CIP-003-11 3.1.2 from 2029-07-01"],
    ]);
    expect(carry?.opened.map((gap) => `${gap.part} ${gap.vendor_path ?? "(the site)"}`)).toEqual(
      opened,
    );
    // Each opens the day it became a CIP-003-11 part, opened by the record the gap was opened by.
    expect(carry?.opened.map((gap) => [gap.due, gap.opened_by.sequence])).toEqual(
      opened.map(() => ["2029-07-01", 4]),
    );
  });
});
