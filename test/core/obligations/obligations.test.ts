// CIP obligations from the ledger, with a fixed clock: each kind opened, closed in time, closed
// late, due soon and overdue; month ends and a leap year in a time zone west of UTC; and, over
// generated ledgers, that no record closes an obligation opened after it, that computing again
// gives the same, and that the order of the records on disk does not matter.
import fc from "fast-check";
import type { PriorApprovalFacts } from "../../../src/core/obligations/review-interval.ts";
import { describe, expect, it } from "vitest";
import type {
  EvidenceDraft,
  RecordedCalendar,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { addMonths, DEFAULT_CALENDAR, type MonthEnd } from "../../../src/core/shared/calendar.ts";
import {
  computeObligations,
  newlyIn,
  OBLIGATION_STATUSES,
  type Obligation,
  ObligationsPass,
  recordedCalendar,
} from "../../../src/core/obligations/obligations.ts";
import { REQUIREMENTS } from "../../../src/core/obligations/obligation-model.ts";
import { UNDECLARED_IMPACT } from "../../../src/core/obligations/obligation-model.ts";
import {
  breakGlassDraft,
  chainOf,
  type ChangeDraft,
  changeDraft,
  configurationMonitoringDraft,
  day,
  highImpactChange,
} from "../../support/evidence-records.ts";
import {
  baselineOnly,
  change,
  check,
  declaringMerge,
  hashed,
  type Impact,
  PRIOR,
  review,
} from "../../support/obligation-ledgers.ts";

function obligationsOf(
  entries: { draft: EvidenceDraft; at: Date }[],
  now: Date,
  timeZone = "UTC",
  monthEnd: MonthEnd = "last-day",
  /** null: the policy file records none. */
  lastApproval: PriorApprovalFacts | null = PRIOR,
) {
  // The approval is in force from an accepted merge whose policy file declares it, last.
  const seeded =
    lastApproval === null || entries.length === 0
      ? entries
      : [...entries, { draft: declaringMerge(lastApproval), at: entries.at(-1)!.at }];
  return computeObligations(hashed(chainOf(seeded)), now, {
    ...DEFAULT_CALENDAR,
    timeZone,
    monthEnd,
  });
}

const brief = (o: Obligation) =>
  `${o.kind} ${o.subject.asset ?? o.subject.cyber_system ?? "workspace"} #${o.opened_by.sequence} due ${o.due ?? "-"} ${o.status}${o.closed_by ? ` by #${o.closed_by.sequence}` : ""}`;

describe("CIP-010 R1: opened by deviations from a baseline, never by inventory operations", () => {
  it.each([
    {
      // Before issue 43 a create opened R1.3 "due in 30 days": the wrong event.
      case: "a create (and a delete) in a High system, with no baseline: nothing",
      entries: [{ draft: change("high"), at: day(0) }],
      now: day(31),
      expected: [],
    },
    {
      case: "a create with its baseline, declared again unchanged: nothing",
      entries: [
        { draft: change("high", 1), at: day(0) },
        { draft: baselineOnly(1), at: day(5) },
      ],
      now: day(40),
      expected: [],
    },
    {
      case: "the baseline changed by a reviewed merge: R1.2 closed by it, R1.3 waits for the completion",
      entries: [
        { draft: change("high", 1), at: day(0) },
        { draft: baselineOnly(2), at: day(5) },
      ],
      now: day(20),
      expected: [
        "CIP-010 R1.2 alpha-rtu-09 #2 due 2026-01-06 closed by #2",
        "CIP-010 R1.3 alpha-rtu-09 #2 due 2026-02-05 open",
        "CIP-010 R1.4 alpha-rtu-09 #2 due - reminder",
        "CIP-010 R1.5 alpha-rtu-09 #2 due - reminder",
        "CIP-010 R1.6 alpha-rtu-09 #2 due - reminder",
      ],
    },
    {
      case: "a Low impact system: nothing",
      entries: [
        { draft: change("low", 1), at: day(0) },
        { draft: baselineOnly(2, "low"), at: day(5) },
      ],
      now: day(60),
      expected: [],
    },
  ])("$case", ({ entries, now, expected }) => {
    const changes = obligationsOf(entries, now).filter((o) => o.kind.startsWith("CIP-010 R1"));
    expect(changes.map(brief).sort()).toEqual(expected);
  });

  it.each([
    // 23:30 on 31 January in Chicago is 1 February in UTC: the date is Chicago's.
    { at: "2026-02-01T05:30:00Z", due: "2026-03-02" },
    // A leap year: 31 January plus 30 days is 1 March.
    { at: "2028-02-01T05:30:00Z", due: "2028-03-01" },
    // The last day of a 31-day month.
    { at: "2026-08-01T04:00:00Z", due: "2026-08-30" },
  ])(
    "counts calendar days in the entity's time zone: authorized $at, completion due to be recorded by $due",
    ({ at, due }) => {
      const first = obligationsOf(
        [
          { draft: change("high", 1), at: new Date(Date.parse(at) - 86_400_000 * 3) },
          { draft: baselineOnly(2), at: new Date(at) },
        ],
        new Date(at),
        "America/Chicago",
      ).find((o) => o.kind === "CIP-010 R1.3");
      expect(first?.due).toBe(due);
      expect(first?.calendar).toBe(
        "calendar days in America/Chicago: due by the end of the due date there; a month after the 31st is the shorter month's last day",
      );
    },
  );
});

it("lists the approvers' CIP-010 R1.4 notes with the reminder, and never closes it", () => {
  const draft = baselineOnly(2);
  if (draft.kind !== "change") throw new Error("a change draft");
  draft.change.pull_request!.verification_notes = [{ login: "dave", note: "CHG-1234" }];
  const reminders = obligationsOf(
    [
      { draft: change("high", 1), at: day(-1) },
      { draft, at: day(0) },
    ],
    day(90),
  ).filter((o) => o.kind === "CIP-010 R1.4");
  expect(reminders).toMatchObject([
    { status: "reminder", notes: [{ login: "dave", note: "CHG-1234" }] },
  ]);
  expect(reminders[0]?.closed_by).toBeUndefined();
});

describe("CIP-010 R2.1: per asset, closed only by configuration monitoring", () => {
  it("is never closed, nor opened, by a drift check: an inventory reconciliation reads no device", () => {
    const entries = [
      { draft: check(), at: day(0) },
      { draft: check(), at: day(35) },
      { draft: check(), at: day(71) },
    ];
    expect(obligationsOf(entries, day(120)).filter((o) => o.kind === "CIP-010 R2.1")).toEqual([]);
  });

  it("starts at a High asset's commissioning and says when no configuration monitoring was recorded", () => {
    const r21 = obligationsOf([{ draft: change("high"), at: day(0) }], day(40)).filter(
      (o) => o.kind === "CIP-010 R2.1",
    );
    expect(r21.map(brief)).toEqual(["CIP-010 R2.1 alpha-rtu-09 #1 due 2026-02-05 overdue"]);
    expect(r21[0]?.reason).toBe("no configuration monitoring recorded");
  });

  it("starts at the first record that declares the baseline of an asset already in service", () => {
    // alpha-rtu-09 was in service before the tool: no operation names it, its baseline does.
    const draft = baselineOnly(1) as ChangeDraft;
    draft.change.baselines = draft.change.baselines!.map((b) => ({ ...b, asset_id: "ca_9" }));
    const r21 = obligationsOf([{ draft, at: day(0) }], day(10)).filter(
      (o) => o.kind === "CIP-010 R2.1",
    );
    expect(r21.map(brief)).toEqual(["CIP-010 R2.1 alpha-rtu-09 #1 due 2026-02-05 open"]);
    // A baseline of an asset not yet created (no live id) is not in service: nothing opens.
    expect(
      obligationsOf([{ draft: baselineOnly(1), at: day(0) }], day(10)).filter(
        (o) => o.kind === "CIP-010 R2.1",
      ),
    ).toEqual([]);
  });

  it("judges an asset of a system without impact: as High, an exception that says why", () => {
    const unrated = change("high") as ChangeDraft;
    for (const operation of unrated.change.change_record!.operations)
      operation.cyber_system = { ...operation.cyber_system, impact: undefined };
    const r21 = obligationsOf([{ draft: unrated, at: day(0) }], day(10)).filter(
      (o) => o.kind === "CIP-010 R2.1",
    );
    expect(r21.map(brief)).toEqual(["CIP-010 R2.1 alpha-rtu-09 #1 due 2026-02-05 exception"]);
    expect(r21[0]?.reason).toBe(UNDECLARED_IMPACT);
  });
});

describe("CIP-002 R2: the identifications reviewed, and approved by the CIP Senior Manager, every 15 calendar months", () => {
  const reviews = (
    entries: { draft: EvidenceDraft; at: Date }[],
    now: Date,
    lastApproval: PriorApprovalFacts | null = PRIOR,
  ) =>
    obligationsOf(entries, now, "UTC", "last-day", lastApproval)
      .filter((o) => o.kind === "CIP-002 R2")
      .map(brief);

  it.each([
    {
      case: "without cip_002_last_approval: open with no due date, never overdue",
      entries: [{ draft: check(), at: day(0) }],
      now: day(800),
      lastApproval: null,
      expected: ["CIP-002 R2 workspace #1 due - open"],
    },
    {
      case: "without cip_002_last_approval, closed by the first approved review",
      entries: [
        { draft: check(), at: day(0) },
        { draft: review(), at: day(700) },
      ],
      now: day(710),
      lastApproval: null,
      expected: [
        "CIP-002 R2 workspace #2 due 2029-03-02 open",
        "CIP-002 R2 workspace #1 due - closed by #2",
      ],
    },
    {
      // An entity adopting the tool 14 months after its last approval is due in a month, not in 15.
      case: "seeded by an approval 14 months before the ledger: due a month on, then overdue",
      entries: [{ draft: check(), at: day(0) }],
      now: day(50),
      lastApproval: { on: "2024-11-15", ref: "CSM approval 2024-11-15" },
      expected: ["CIP-002 R2 workspace #1 due 2026-02-15 overdue"],
    },
    {
      case: "the policy's last approval starts the first interval; 10 months on: open",
      entries: [{ draft: check(), at: day(0) }],
      now: day(300),
      expected: ["CIP-002 R2 workspace #1 due 2027-04-01 open"],
    },
    {
      case: "15 months on, with no review: overdue, whatever the schedule",
      entries: [{ draft: check(), at: day(0) }],
      now: day(460),
      expected: ["CIP-002 R2 workspace #1 due 2027-04-01 overdue"],
    },
    {
      case: "a review approved by the CIP Senior Manager closes it and opens the next",
      entries: [
        { draft: check(), at: day(0) },
        { draft: review(), at: day(400) },
      ],
      now: day(420),
      expected: [
        "CIP-002 R2 workspace #2 due 2028-05-05 open",
        "CIP-002 R2 workspace #1 due 2027-04-01 closed by #2",
      ],
    },
    {
      case: "a review merged after the due date: closed late",
      entries: [
        { draft: check(), at: day(0) },
        { draft: review(), at: day(470) },
      ],
      now: day(480),
      expected: [
        "CIP-002 R2 workspace #1 due 2027-04-01 closed-late by #2",
        "CIP-002 R2 workspace #2 due 2028-07-16 open",
      ],
    },
    {
      case: "a review approved by anyone else (cip-002-review unmet) closes nothing",
      entries: [
        { draft: check(), at: day(0) },
        { draft: review({ approved: false, outcome: "policy" }), at: day(400) },
      ],
      now: day(460),
      expected: ["CIP-002 R2 workspace #1 due 2027-04-01 overdue"],
    },
    {
      case: "a review of another inventory than the one merged closes nothing",
      entries: [
        { draft: check(), at: day(0) },
        { draft: review({ matches: false }), at: day(400) },
      ],
      now: day(460),
      expected: ["CIP-002 R2 workspace #1 due 2027-04-01 overdue"],
    },
    {
      case: "a review whose merge was refused for another reason closes nothing",
      entries: [
        { draft: check(), at: day(0) },
        { draft: review({ outcome: "not-approved" }), at: day(400) },
      ],
      now: day(460),
      expected: ["CIP-002 R2 workspace #1 due 2027-04-01 overdue"],
    },
  ])("$case", ({ entries, now, expected, ...seed }) => {
    const lastApproval = "lastApproval" in seed ? seed.lastApproval : PRIOR;
    expect(reviews(entries, now, lastApproval)).toEqual(expected);
  });

  // CIP-002-5.1a R2.2: "Have its CIP Senior Manager or delegate approve the identifications
  // required by Requirement R1 at least once every 15 calendar months". The approval before the
  // ledger is in force from the accepted merge that declared it (authority row
  // cip-002-last-approval), never from a refused merge or a checkout (issue 61).
  it.each([
    {
      case: "a refused merge declaring a later approval moves nothing: still overdue",
      entries: [
        { draft: declaringMerge({ on: "2024-10-14", ref: "memo" }), at: day(0) },
        { draft: declaringMerge({ on: "2026-02-28", ref: "forged" }, "policy"), at: day(60) },
      ],
      now: day(61),
      expected: ["CIP-002 R2 workspace #1 due 2026-01-14 overdue"],
    },
    {
      case: "an accepted merge declaring an approval after its own record: not in force",
      entries: [{ draft: declaringMerge({ on: "2026-01-03", ref: "memo" }), at: day(0) }],
      now: day(5),
      expected: ["CIP-002 R2 workspace #1 due - open"],
    },
    {
      case: "an accepted merge declaring an approval dated the day UTC+14 has reached: in force",
      entries: [{ draft: declaringMerge({ on: "2026-01-02", ref: "memo" }), at: day(0.5) }],
      now: day(5),
      expected: ["CIP-002 R2 workspace #1 due 2027-04-02 open"],
    },
    {
      case: "a later accepted merge whose policy no longer declares one takes it out of force",
      entries: [
        { draft: declaringMerge({ on: "2024-10-14", ref: "memo" }), at: day(0) },
        { draft: declaringMerge(null), at: day(10) },
      ],
      now: day(61),
      expected: ["CIP-002 R2 workspace #1 due - open"],
    },
    {
      case: "a break-glass record declaring one puts nothing in force",
      entries: [
        { draft: check(), at: day(0) },
        {
          draft: breakGlassDraft(declaringMerge({ on: "2025-12-01", ref: "memo" }) as ChangeDraft),
          at: day(1),
        },
      ],
      now: day(61),
      expected: ["CIP-002 R2 workspace #1 due - open"],
    },
  ])("$case", ({ entries, now, expected }) => {
    expect(reviews(entries, now, null)).toEqual(expected);
  });

  it("says why an unseeded first interval has no due date", () => {
    const [first] = obligationsOf(
      [{ draft: check(), at: day(0) }],
      day(10),
      "UTC",
      "last-day",
      null,
    ).filter((o) => o.kind === "CIP-002 R2");
    expect(first?.reason).toBe("prior approval not recorded");
  });

  it.each<{ at: string; monthEnd: MonthEnd; due: string }>([
    // 30 November plus 15 months: February has no 30th.
    { at: "2026-11-30T12:00:00Z", monthEnd: "last-day", due: "2028-02-29" },
    { at: "2026-11-30T12:00:00Z", monthEnd: "roll-over", due: "2028-03-01" },
    { at: "2027-11-30T12:00:00Z", monthEnd: "last-day", due: "2029-02-28" },
    { at: "2027-11-30T12:00:00Z", monthEnd: "roll-over", due: "2029-03-02" },
    // 31 October plus 15 months is 31 January: every convention agrees.
    { at: "2026-10-31T12:00:00Z", monthEnd: "last-day", due: "2028-01-31" },
    // 23:30 on 31 December in Chicago is 1 January in UTC: the date is Chicago's.
    { at: "2027-01-01T05:30:00Z", monthEnd: "last-day", due: "2028-03-31" },
  ])(
    "counts calendar months by the month-end convention: $at, $monthEnd, due $due",
    ({ at, monthEnd, due }) => {
      // The interval an approved review at `at` opens, dated by the review's record.
      const [next] = obligationsOf(
        [
          { draft: check(), at: new Date(Date.parse(at) - 86_400_000) },
          { draft: review(), at: new Date(at) },
        ],
        new Date(at),
        "America/Chicago",
        monthEnd,
      ).filter((o) => o.kind === "CIP-002 R2" && o.opened_by.sequence === 2);
      expect(next?.due).toBe(due);
      expect(next?.calendar).toContain(
        monthEnd === "last-day" ? "the shorter month's last day" : "rolls over into the next month",
      );
    },
  );

  it("adds months from every day of a year, never earlier than the same day 15 months on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 366 }), (offset) => {
        const date = new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const lastDay = addMonths(date, 15, "last-day");
        const rollOver = addMonths(date, 15, "roll-over");
        expect(lastDay <= rollOver).toBe(true);
        // The same day of the month, or the month's last when it has no such day.
        expect(Number(lastDay.slice(8))).toBe(
          Math.min(
            Number(date.slice(8)),
            new Date(
              Date.UTC(Number(lastDay.slice(0, 4)), Number(lastDay.slice(5, 7)), 0),
            ).getUTCDate(),
          ),
        );
      }),
      { numRuns: 300 },
    );
  });
});

// The authority table's calendar row (in-force-from-record): each obligation is judged with the
// calendar in force when the record that opened it was written, the last one a change record kept.
// A later calendar: (a merge keeping another) and the run's own calendar re-date nothing.
describe("the calendar in force at the record that opened R2.1 and CIP-002 R2", () => {
  const CHICAGO: RecordedCalendar = {
    time_zone: "America/Chicago",
    due_soon_days: 7,
    month_end: "last-day",
    completion_grace_days: 30,
  };
  const keeping = <T extends EvidenceDraft>(draft: T, calendar: RecordedCalendar): T => {
    if (draft.kind === "change") draft.change.calendar = calendar;
    return draft;
  };
  /** A merge that applied nothing and keeps a later calendar: UTC, due soon 60 days before. */
  const later = () =>
    keeping(changeDraft("grid-east", 9, "no-changes"), {
      ...CHICAGO,
      time_zone: "UTC",
      due_soon_days: 60,
    });
  /** Judged by a run whose own calendar says the same as the later one. */
  const judged = (entries: { draft: EvidenceDraft; at: Date }[], now: Date) =>
    computeObligations(hashed(chainOf(entries)), now, {
      ...DEFAULT_CALENDAR,
      dueSoonDays: 60,
    }).map((o) => `${brief(o)} (${o.calendar.split(":")[0]})`);

  it("R2.1: an interval a collector's record opened keeps the calendar in force then", () => {
    const observed = configurationMonitoringDraft(
      "grid-east",
      2,
      [{ cyber_system: "Alpha Protection", name: "alpha-rtu-09" }],
      new Date(day(10).getTime() - 3_600_000),
    );
    const found = judged(
      [
        { draft: keeping(highImpactChange(), CHICAGO), at: day(0) },
        { draft: observed, at: day(10) },
        { draft: later(), at: day(12) },
      ],
      day(25),
    ).filter((line) => line.startsWith("CIP-010 R2.1"));
    // Due 2026-02-15, ten days on: open by the 7 due-soon days in force, not due soon by 60.
    expect(found).toEqual([
      "CIP-010 R2.1 alpha-rtu-09 #2 due 2026-02-15 open (calendar days in America/Chicago)",
      "CIP-010 R2.1 alpha-rtu-09 #1 due 2026-02-05 closed by #2 (calendar days in America/Chicago)",
    ]);
  });

  it("CIP-002 R2: the interval an approved review opened keeps the calendar in force then", () => {
    const found = judged(
      [
        { draft: check(), at: day(0) },
        { draft: keeping(review(), CHICAGO), at: day(10) },
        { draft: later(), at: day(12) },
      ],
      day(430),
    ).filter((line) => line.startsWith("CIP-002 R2"));
    // Opened on 2026-01-11 in Chicago, due 15 months on; 30 days away: open by the 7 in force.
    expect(found).toEqual([
      "CIP-002 R2 workspace #2 due 2027-04-11 open (calendar days in America/Chicago)",
      "CIP-002 R2 workspace #1 due - closed by #2 (calendar days in UTC)",
    ]);
  });
});

describe("obligations over generated ledgers", () => {
  const draft = fc.oneof(
    fc.constantFrom<Impact>("high", "medium", "low").map((impact) => change(impact)),
    fc.integer({ min: 1, max: 3 }).map((n) => change("high", n)),
    fc.integer({ min: 1, max: 3 }).map((n) => baselineOnly(n)),
    // A break-glass apply and a refused merge that change the baseline: they close nothing.
    fc.integer({ min: 1, max: 3 }).map((n) => breakGlassDraft(baselineOnly(n) as ChangeDraft)),
    fc.integer({ min: 1, max: 3 }).map((n) => {
      const draft = baselineOnly(n) as ChangeDraft;
      draft.change.outcome = "not-approved";
      return draft;
    }),
    fc.constant(null).map(check),
    fc.boolean().map((approved) => review({ approved })),
  );
  const ledger = fc
    .array(fc.tuple(draft, fc.integer({ min: 1, max: 40 })), { maxLength: 12 })
    .map((items) => {
      let at = 0;
      return hashed(chainOf(items.map(([entry, gap]) => ({ draft: entry, at: day((at += gap)) }))));
    });

  it("never closes an obligation by a record older than the one that opened it", () => {
    fc.assert(
      fc.property(ledger, (records) => {
        for (const obligation of computeObligations(records, day(600), DEFAULT_CALENDAR)) {
          if (obligation.closed_by !== undefined)
            expect(obligation.closed_by.sequence).toBeGreaterThanOrEqual(
              obligation.opened_by.sequence,
            );
        }
      }),
      { numRuns: 200 },
    );
  });

  it("closes CIP-010 R1 only by a change that passed the gate with counted approvals", () => {
    fc.assert(
      fc.property(ledger, (records) => {
        for (const obligation of computeObligations(records, day(600), DEFAULT_CALENDAR)) {
          if (obligation.closed_by === undefined || !obligation.kind.startsWith("CIP-010 R1"))
            continue;
          const closer = records.find(
            ({ record }) => record.sequence === obligation.closed_by!.sequence,
          )!.record;
          expect(closer.kind === "change" && closer.origin !== "cli").toBe(true);
          if (closer.kind === "change") expect(closer.change.outcome).not.toBe("not-approved");
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keeps, in one pass, exactly those a filter asks for up to a limit, and counts every one", () => {
    const attention = new Set(["overdue", "closed-late", "due-soon", "open"]);
    fc.assert(
      fc.property(ledger, fc.integer({ min: 1, max: 6 }), (records, limit) => {
        const all = computeObligations(records, day(300), DEFAULT_CALENDAR);
        const pass = new ObligationsPass(day(300), DEFAULT_CALENDAR, {
          keep: (o) => attention.has(o.status),
          limit,
        });
        for (const entry of records) pass.add(entry);
        const found = pass.finish();
        expect(found.obligations).toEqual(
          all.filter((o) => attention.has(o.status)).slice(0, limit),
        );
        expect(found.counts).toStrictEqual(
          Object.fromEntries(
            OBLIGATION_STATUSES.map((status) => [
              status,
              all.filter((o) => o.status === status).length,
            ]),
          ),
        );
      }),
      { numRuns: 200 },
    );
  });

  it("gives the same obligations whatever the order of the records, and again when computed again", () => {
    fc.assert(
      fc.property(
        ledger.chain((records) =>
          fc.tuple(
            fc.constant(records),
            fc.shuffledSubarray(records, { minLength: records.length }),
          ),
        ),
        ([records, shuffled]) => {
          const first = computeObligations(records, day(300), DEFAULT_CALENDAR);
          expect(computeObligations(shuffled, day(300), DEFAULT_CALENDAR)).toEqual(first);
          expect(computeObligations(records, day(300), DEFAULT_CALENDAR)).toEqual(first);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("which obligations are new in a state, for notifications", () => {
  it("names those overdue now that were not at the previous check, once", () => {
    const entries = [
      { draft: change("high", 1), at: day(-1) },
      { draft: baselineOnly(2), at: day(0) },
      { draft: check(), at: day(1) },
    ];
    const sealed = hashed(chainOf(entries));
    const at = (days: number) => computeObligations(sealed, day(days), DEFAULT_CALENDAR);
    // Day 32: R1.3's completion, not recorded 30 days after authorization, is newly an exception.
    expect(newlyIn("exception", at(32), at(20)).map(brief)).toEqual([
      "CIP-010 R1.3 alpha-rtu-09 #2 due 2026-01-31 exception",
    ]);
    expect(newlyIn("exception", at(40), at(32))).toEqual([]);
    // Day 40: R2.1 newly overdue: alpha-rtu-09, commissioned by #1, never monitored.
    expect(newlyIn("overdue", at(40), at(32)).map(brief)).toEqual([
      "CIP-010 R2.1 alpha-rtu-09 #1 due 2026-02-04 overdue",
    ]);
    expect(newlyIn("due-soon", at(32), at(20)).map((o) => o.kind)).toEqual(["CIP-010 R2.1"]);
  });
});

describe("what the pass states of itself (obligations.ts)", () => {
  it("the first CIP-002 R2 interval counts from the approval the policy records, and says so", () => {
    const r2 = obligationsOf([{ draft: change("high"), at: day(0) }], day(10)).find(
      (o) => o.kind === "CIP-002 R2",
    );
    expect(r2?.requirement).toBe(REQUIREMENTS["CIP-002 R2"]);
    expect(r2?.requirement.length).toBeGreaterThan(0);
    expect(r2?.reason).toBe(
      "first interval from the approval of 2026-01-01 (CIP-002 approval memo 2026-01)",
    );
  });

  it("an as-of date is that day in the calendar's time zone, not UTC midnight", () => {
    // authorized 2 January in Chicago: 30 grace days end 1 February.
    const entries = hashed(
      chainOf([
        { draft: change("high", 1), at: day(0) },
        { draft: baselineOnly(2), at: day(1) },
      ]),
    );
    const chicago = { ...DEFAULT_CALENDAR, timeZone: "America/Chicago" };
    const r13 = (asOf: string) =>
      computeObligations(entries, asOf, chicago).find((o) => o.kind === "CIP-010 R1.3");
    expect(r13("2026-02-01")).toMatchObject({ due: "2026-02-01", status: "open" });
    expect(r13("2026-02-02")).toMatchObject({ due: "2026-02-01", status: "exception" });
  });

  it.each<[string, string | undefined, Parameters<typeof recordedCalendar>[1], RecordedCalendar]>([
    [
      "the run's time zone, the defaults",
      "America/Chicago",
      {},
      {
        time_zone: "America/Chicago",
        due_soon_days: 7,
        month_end: "last-day",
        completion_grace_days: 30,
      },
    ],
    [
      "the policy's calendar and grace days",
      undefined,
      { calendar: { timeZone: "Europe/Paris", dueSoonDays: 3 }, completionGraceDays: 10 },
      {
        time_zone: "Europe/Paris",
        due_soon_days: 3,
        month_end: "last-day",
        completion_grace_days: 10,
      },
    ],
    [
      "the versions of the standards the policy chose, beside the calendar",
      "America/Chicago",
      { standardVersions: [{ version: "CIP-007-7.1", from: "2028-07-01" }] },
      {
        time_zone: "America/Chicago",
        due_soon_days: 7,
        month_end: "last-day",
        completion_grace_days: 30,
        standard_versions: [{ version: "CIP-007-7.1", from: "2028-07-01" }],
      },
    ],
    [
      "none chosen: nothing kept, every row's own version",
      "UTC",
      { standardVersions: [] },
      { time_zone: "UTC", due_soon_days: 7, month_end: "last-day", completion_grace_days: 30 },
    ],
  ])("records the calendar in force: %s", (_case, timeZone, fromPolicy, recorded) => {
    expect(recordedCalendar(timeZone, fromPolicy)).toStrictEqual(recorded);
  });
});
