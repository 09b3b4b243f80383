// CIP-007-6 R5 Part 5.6 over a ledger, in a table, in a zone behind UTC (America/Chicago): each
// password-only account type changed procedurally has its own clock, opened due the day an accepted
// merge first puts its access file in force, closed by a password-change record an accepted merge
// carries and run 15 calendar months from its performed_on by the calendar's month-end convention
// (last-day); a technical enforcement, a not-applicable answer or the account type's removal closes
// it on that merge's day; a refused merge, a break-glass apply, a day after the record or one not
// after the previous change closes nothing, listed with why. And the checkpoint, resumed after
// every record, judges as one pass.
import { describe, expect, it } from "vitest";
import type { HashedRecord } from "../../../../src/core/evidence/records/evidence-record.ts";
import { ObligationsPass } from "../../../../src/core/obligations/obligations.ts";
import type { Obligation } from "../../../../src/core/obligations/obligation-model.ts";
import type { CalendarSettings, MonthEnd } from "../../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import {
  breakGlassDraft,
  type ChangeDraft,
  chainOf,
  changeDraft,
} from "../../../support/evidence-records.ts";
import { hashed } from "../../../support/obligation-ledgers.ts";
import { populations } from "../../../support/populations.ts";
import { SYSTEM_ACCESS_FAMILY } from "../../../../src/core/obligations/system-access/system-access-family.ts";

const chicago = (monthEnd: MonthEnd = "last-day"): CalendarSettings => ({
  timeZone: "America/Chicago",
  dueSoonDays: 10,
  monthEnd,
});

/** An access file `id` covering EMS whose account types are `types` (`name: change`, or `name: -`). */
function accessText(types: Record<string, string>, id = "ems"): string {
  const entries = Object.entries(types).map(([name, change]) =>
    change === "-"
      ? `  - { name: ${name}, type: system, password_only: false }`
      : change === "technical"
        ? `  - { name: ${name}, type: generic, password_only: true, change: technical, max_age_months: 12, reference: GPO }`
        : change === "not-applicable"
          ? `  - { name: ${name}, type: generic, password_only: true, change: not-applicable, reason: TFE-7 }`
          : `  - { name: ${name}, type: generic, password_only: true, change: procedural }`,
  );
  return [
    "version: 1",
    `id: ${id}`,
    "by: system",
    "covers: [EMS Primary]",
    "account_types:",
    ...entries,
    "shared_accounts: []",
    "password_parameters:",
    "  - { assets: all, enforcement: technical, reference: GPO, min_length: 12, min_character_types: 3 }",
    "failed_authentication: []",
    "default_passwords: []",
    "",
  ].join("\n");
}

interface Merge {
  at: string;
  /** The later versions the merged policy's standards: put in force. */
  standards?: { version: string; from: string }[];
  /** The impact the merged inventory declares for its one system; absent: none recorded. */
  impact?: "high" | "medium" | "low";
  /** The access file's account types, when the merge carries it; null: it removes the file. */
  access?: Record<string, string> | null;
  /** The access file's id; absent: ems. */
  accessFile?: string;
  /** Password-change records: id, performed_on and the account types of `ems`. */
  changes?: { id: string; on: string; types: string[] }[];
  as?: "refused" | "break-glass";
}

const file = (path: string, text: string) => ({
  file: path,
  sha256: `sha256:${sha256Hex(text)}`,
  text,
});

function mergeOf(merge: Merge, run: number): ChangeDraft {
  const draft = changeDraft("grid-east", run, merge.as === "refused" ? "not-approved" : "applied");
  const files = [
    ...(merge.access
      ? [
          file(
            `system-access/${merge.accessFile ?? "ems"}.yaml`,
            accessText(merge.access, merge.accessFile),
          ),
        ]
      : []),
    ...(merge.changes ?? []).map(({ id, on, types }) =>
      file(
        `system-access/records/${id}.yaml`,
        `version: 1\nid: ${id}\nperformed_on: ${on}\naccess_files: [ems]\naccount_types: [${types.join(", ")}]\n`,
      ),
    ),
  ];
  // A merge that carries none of the family's files has no field for them, as the Action writes it.
  if (files.length > 0 || merge.access === null)
    Object.assign(draft.change, {
      system_access_files: {
        compared_with: "the commit in force",
        files,
        ...(merge.access === null ? { removed: ["system-access/ems.yaml"] } : {}),
      },
    });
  if (merge.standards !== undefined)
    Object.assign(draft.change, {
      calendar: {
        time_zone: "America/Chicago",
        due_soon_days: 10,
        month_end: "last-day",
        completion_grace_days: 30,
        standard_versions: merge.standards,
      },
    });
  if (merge.impact !== undefined)
    Object.assign(draft.change, {
      governance: {
        policy: null,
        senior_manager: { csm: null, last_approval: null },
        systems: [{ name: "EMS Primary", impact: merge.impact, owners: null }],
        source_commands: null,
      },
    });
  return merge.as === "break-glass" ? breakGlassDraft(draft) : draft;
}

function ledgerOf(merges: readonly Merge[]): HashedRecord[] {
  return hashed(
    chainOf(
      merges.map((merge, index) => ({ draft: mergeOf(merge, index + 1), at: new Date(merge.at) })),
    ),
  );
}

const AS_OF = new Date("2027-06-01T12:00:00Z");

function obligationsOf(
  records: readonly HashedRecord[],
  calendar: CalendarSettings,
  asOf = AS_OF,
): Obligation[] {
  const pass = new ObligationsPass(asOf, calendar);
  for (const entry of records) pass.add(entry);
  return pass.finish().obligations;
}

/** The 5.6 obligations, each as a line: account type, opened, due, status, closed by, not closed. */
const clocks = (obligations: readonly Obligation[]) =>
  obligations
    .filter((o) => o.kind === "CIP-007 R5.6")
    .map((o) =>
      [
        /account type (\S+)/.exec(o.subject.governance ?? "")?.[1],
        `#${o.opened_by.sequence}`,
        o.due,
        o.status,
        o.closed_by === undefined ? "" : `by #${o.closed_by.sequence}`,
        ...(o.not_closed_by ?? []).map(({ record, why }) => `not #${record.sequence}: ${why}`),
      ].join(" | "),
    )
    .sort();

// 03:00 UTC is the evening before in Chicago: the file's record is dated 2026-03-09 there.
const START = "2026-03-10T03:00:00Z";
const ROOT_AND_OPERATOR = { root: "procedural", operator: "procedural" };

describe("CIP-007 R5.6: each account type's clock, from the records accepted merges put in force", () => {
  it.each<[string, Merge[], string[], MonthEnd?]>([
    [
      "two access files: one carried again closes its own clock only, the other's stays open",
      [
        { at: START, access: { root: "procedural" } },
        { at: "2026-03-11T15:00:00Z", access: { operator: "procedural" }, accessFile: "scada" },
        { at: "2026-03-12T15:00:00Z", access: { root: "-" } },
      ],
      ["operator | #2 | 2026-03-11 | overdue | ", "root | #1 | 2026-03-09 | closed-late | by #3"],
    ],
    [
      "an access file without a change record: each procedural account type due that day in Chicago, overdue; one not password-only has none",
      [{ at: START, access: { root: "procedural", operator: "procedural", svc: "-" } }],
      ["operator | #1 | 2026-03-09 | overdue | ", "root | #1 | 2026-03-09 | overdue | "],
    ],
    [
      "two account types run apart: root's change closes root's clock only",
      [
        {
          at: START,
          access: ROOT_AND_OPERATOR,
          changes: [{ id: "r1", on: "2026-03-01", types: ["root"] }],
        },
      ],
      [
        "operator | #1 | 2026-03-09 | overdue | ",
        "root | #1 | 2026-03-09 | closed | by #1",
        "root | #1 | 2027-06-01 | due-soon | ",
      ],
    ],
    [
      "the 15th calendar month's last day is on time, from a month's end (last-day)",
      [
        {
          at: START,
          access: { root: "procedural" },
          changes: [{ id: "r1", on: "2026-01-31", types: ["root"] }],
        },
        { at: "2027-05-02T15:00:00Z", changes: [{ id: "r2", on: "2027-04-30", types: ["root"] }] },
      ],
      [
        "root | #1 | 2026-03-09 | closed | by #1",
        "root | #1 | 2027-04-30 | closed | by #2",
        "root | #2 | 2028-07-30 | open | ",
      ],
    ],
    [
      "a change in the 16th calendar month closes late",
      [
        {
          at: START,
          access: { root: "procedural" },
          changes: [{ id: "r1", on: "2026-01-31", types: ["root"] }],
        },
        { at: "2027-05-02T15:00:00Z", changes: [{ id: "r2", on: "2027-05-01", types: ["root"] }] },
      ],
      [
        "root | #1 | 2026-03-09 | closed | by #1",
        "root | #1 | 2027-04-30 | closed-late | by #2",
        "root | #2 | 2028-08-01 | open | ",
      ],
    ],
    [
      "roll-over: 15 months after the 31st of January is the 1st of May",
      [
        {
          at: START,
          access: { root: "procedural" },
          changes: [{ id: "r1", on: "2026-01-31", types: ["root"] }],
        },
      ],
      ["root | #1 | 2026-03-09 | closed | by #1", "root | #1 | 2027-05-01 | overdue | "],
      "roll-over",
    ],
    [
      "a leap day: 15 months after 2026-11-30 is 2028-02-29",
      [
        {
          at: "2026-12-01T15:00:00Z",
          access: { root: "procedural" },
          changes: [{ id: "r1", on: "2026-11-30", types: ["root"] }],
        },
      ],
      ["root | #1 | 2026-12-01 | closed | by #1", "root | #1 | 2028-02-29 | open | "],
    ],
    [
      "a refused merge and a break-glass apply close nothing, listed with why",
      [
        { at: START, access: { root: "procedural" } },
        {
          at: "2026-04-01T15:00:00Z",
          changes: [{ id: "r1", on: "2026-03-20", types: ["root"] }],
          as: "refused",
        },
        {
          at: "2026-04-02T15:00:00Z",
          changes: [{ id: "r2", on: "2026-03-21", types: ["root"] }],
          as: "break-glass",
        },
      ],
      [
        "root | #1 | 2026-03-09 | overdue |  | not #2: r1: it came from a merge the gate refused (outcome not-approved), and password-change may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed | not #3: r2: it came from a break-glass apply (cip-sync apply --record): no review, and password-change may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
      ],
    ],
    [
      "a change dated after its record, or not after the previous change, closes nothing",
      [
        {
          at: START,
          access: { root: "procedural" },
          changes: [{ id: "r1", on: "2026-03-01", types: ["root"] }],
        },
        { at: "2026-05-01T03:00:00Z", changes: [{ id: "r2", on: "2026-05-02", types: ["root"] }] },
        { at: "2026-05-03T15:00:00Z", changes: [{ id: "r3", on: "2026-02-15", types: ["root"] }] },
      ],
      [
        "root | #1 | 2026-03-09 | closed | by #1",
        "root | #1 | 2027-06-01 | due-soon |  | not #2: r2: it is dated 2026-05-02, after the record that carries it (2026-05-01T03:00:00.000Z) | not #3: r3, on 2026-02-15, is not after the previous change it would follow (r1, on 2026-03-01)",
      ],
    ],
    [
      "a technical enforcement closes the open clock on its merge's day, and opens none",
      [
        { at: START, access: ROOT_AND_OPERATOR },
        { at: "2026-03-20T15:00:00Z", access: { root: "technical", operator: "procedural" } },
      ],
      ["operator | #1 | 2026-03-09 | overdue | ", "root | #1 | 2026-03-09 | closed-late | by #2"],
    ],
    [
      "not applicable, or removed from the file or the file removed: the clock closes on that day",
      [
        {
          at: START,
          access: { root: "procedural", operator: "procedural", guest: "procedural" },
          changes: [{ id: "r1", on: "2026-03-01", types: ["root", "operator", "guest"] }],
        },
        { at: "2026-06-01T15:00:00Z", access: { root: "not-applicable", operator: "procedural" } },
        { at: "2026-07-01T15:00:00Z", access: null },
      ],
      [
        "guest | #1 | 2026-03-09 | closed | by #1",
        "guest | #1 | 2027-06-01 | closed | by #2",
        "operator | #1 | 2026-03-09 | closed | by #1",
        "operator | #1 | 2027-06-01 | closed | by #3",
        "root | #1 | 2026-03-09 | closed | by #1",
        "root | #1 | 2027-06-01 | closed | by #2",
      ],
    ],
  ])("%s", (_name, merges, expected, monthEnd) => {
    const calendar = chicago(monthEnd);
    const records = ledgerOf(merges);
    const whole = obligationsOf(records, calendar);
    expect(clocks(whole)).toStrictEqual([...expected].sort());
    // Resumed from a checkpoint after every record, the pass judges as one pass over them all
    // (what was closed before the cut is counted by the checkpoint, not listed again).
    const stillOpen = (obligations: readonly Obligation[]) =>
      clocks(obligations.filter((o) => o.closed_by === undefined));
    for (let cut = 1; cut < records.length; cut += 1) {
      const first = new ObligationsPass(AS_OF, calendar);
      for (const entry of records.slice(0, cut)) first.add(entry);
      const resumed = ObligationsPass.resume(
        JSON.parse(JSON.stringify(first.checkpoint())),
        AS_OF,
        calendar,
      );
      for (const entry of records.slice(cut)) resumed.add(entry);
      expect(stillOpen(resumed.finish().obligations), `cut at ${cut}`).toStrictEqual(
        stillOpen(whole),
      );
    }
  });
});

describe("CIP-007 R5.6 under CIP-007-7.1, from the day the policy's standards: puts it in force", () => {
  it("names the version judging a clock opened on or after that day, and none before", () => {
    const standards = [{ version: "CIP-007-7.1", from: "2028-07-01" }];
    const records = ledgerOf([
      {
        at: START,
        access: { root: "procedural" },
        changes: [{ id: "r1", on: "2026-03-01", types: ["root"] }],
        standards,
      },
      { at: "2028-07-02T15:00:00Z", changes: [{ id: "r2", on: "2028-07-01", types: ["root"] }] },
    ]);
    const reasons = obligationsOf(records, chicago(), new Date("2028-08-01T12:00:00Z"))
      .filter((o) => o.kind === "CIP-007 R5.6")
      .sort((a, b) => (a.due ?? "").localeCompare(b.due ?? ""))
      .map((o) => [o.due, o.reason?.includes("judged by CIP-007-7.1") ?? false]);
    expect(reasons).toEqual([
      ["2026-03-09", false],
      ["2027-06-01", false],
      ["2029-10-01", true],
    ]);
  });
});

describe("CIP-007 R5's populations and applicability", () => {
  const records = ledgerOf([
    {
      at: START,
      access: { root: "procedural", operator: "technical", svc: "-" },
      changes: [{ id: "r1", on: "2026-03-01", types: ["root"] }],
    },
    {
      at: "2026-04-01T15:00:00Z",
      changes: [{ id: "r2", on: "2026-03-20", types: ["root"] }],
      as: "refused",
    },
  ]);

  it("lists the account types in force and the 5.6 chain per account type, each row citing its record", () => {
    const found = obligationsOf(records, chicago());
    const rows = populations(
      records,
      { from: new Date("2026-01-01T00:00:00Z"), to: AS_OF },
      { obligations: found },
    );
    expect(
      rows.accountTypes.map((row) => [
        row.record_sequence,
        row.access_file,
        row.account_type,
        row.password_only,
        row.password_change,
        row.password_change_detail,
      ]),
    ).toEqual([
      [1, "system-access/ems.yaml", "root", true, "procedural", null],
      [
        1,
        "system-access/ems.yaml",
        "operator",
        true,
        "technical",
        "forced within 12 calendar months (GPO)",
      ],
      [1, "system-access/ems.yaml", "svc", false, null, null],
    ]);
    expect(
      rows.passwordChanges.map((row) => [
        row.record_sequence,
        row.account_type,
        row.due,
        row.status,
        row.closed_by_sequence,
        row.not_closed_by === null ? null : String(row.not_closed_by).slice(0, 51),
      ]),
    ).toEqual([
      [
        1,
        "account type root of access file ems (EMS Primary)",
        "2027-06-01",
        "due-soon",
        null,
        "record 2: r2: it came from a merge the gate refused",
      ],
      [1, "account type root of access file ems (EMS Primary)", "2026-03-09", "closed", 1, null],
    ]);
  });

  it("is not applicable where the inventory in force declares no High or Medium system, not judged where it does", () => {
    // Merges that declare the inventory and carry no access file: the family starts nowhere.
    const judgeOf = (impact: "low" | "medium") => {
      const ledger = ledgerOf([{ at: START, impact }]);
      const pass = new ObligationsPass(AS_OF, chicago());
      for (const entry of ledger) pass.add(entry);
      return pass;
    };
    expect(judgeOf("low").notApplicable).toContain(SYSTEM_ACCESS_FAMILY);
    expect(judgeOf("low").notJudged).not.toContain(SYSTEM_ACCESS_FAMILY);
    expect(judgeOf("medium").notApplicable).not.toContain(SYSTEM_ACCESS_FAMILY);
    expect(judgeOf("medium").notJudged).toContain(SYSTEM_ACCESS_FAMILY);
  });
});

// The VSL counts a late change in the months "of the last password change" (5.6): within 16
// calendar months Lower, 17 Moderate, 18 High, beyond Severe; a clock not yet closed is graded as
// of today. After 2026-01-31, by last-day month ends, in Chicago.
describe("CIP-007 R5.6: a late change's VSL band, in the reason", () => {
  it.each([
    ["2027-04-30", undefined],
    ["2027-05-01", "lower"],
    ["2027-05-31", "lower"],
    ["2027-06-01", "moderate"],
    ["2027-07-31", "high"],
    ["2027-08-01", "severe"],
  ])("a change on %s: %s", (on, band) => {
    const records = ledgerOf([
      {
        at: START,
        access: { root: "procedural" },
        changes: [{ id: "r1", on: "2026-01-31", types: ["root"] }],
      },
      { at: "2027-08-02T15:00:00Z", changes: [{ id: "r2", on, types: ["root"] }] },
    ]);
    const closed = obligationsOf(records, chicago(), new Date("2027-09-01T12:00:00Z")).find(
      (o) => o.kind === "CIP-007 R5.6" && o.closed_by?.sequence === 2,
    );
    expect(/5\.6's VSL band: (\w+)/.exec(closed?.reason ?? "")?.[1]).toBe(band);
  });

  it("an open clock past its 15 months is graded as of today", () => {
    const records = ledgerOf([
      {
        at: START,
        access: { root: "procedural" },
        changes: [{ id: "r1", on: "2026-01-31", types: ["root"] }],
      },
    ]);
    const open = obligationsOf(records, chicago(), new Date("2027-06-15T12:00:00Z")).find(
      (o) => o.kind === "CIP-007 R5.6" && o.closed_by === undefined,
    );
    expect(open?.status).toBe("overdue");
    expect(open?.reason).toContain("5.6's VSL band: moderate");
  });
});
