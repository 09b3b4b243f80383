// CIP obligations from the ledger, with a fixed clock: each kind opened, closed in time, closed
// late, due soon and overdue; month ends and a leap year in a time zone west of UTC; and, over
// generated ledgers, that no record closes an obligation opened after it, that computing again
// gives the same, and that the order of the records on disk does not matter.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type {
  EvidenceDraft,
  SealedRecord,
  HashedRecord,
} from "../../../src/core/evidence/evidence-record.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/obligations/calendar.ts";
import {
  computeObligations,
  newlyIn,
  type Obligation,
} from "../../../src/core/obligations/obligations.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { chainOf, changeDraft, day, monitoringDraft } from "../../support/evidence-records.ts";

type Impact = "high" | "medium" | "low";
const DIGEST = (n: number) => `sha256:${String(n).padStart(64, "0")}`;

/** A change creating alpha-rtu-09 (and deleting alpha-hmi-02) in Alpha, of `impact`. */
function change(impact: Impact, baseline?: number): EvidenceDraft {
  const draft = changeDraft("grid-east", 1);
  // A copy per draft: the sample plan's system is one object shared by every record.
  for (const operation of draft.change.change_record!.operations) {
    operation.cyber_system = { ...operation.cyber_system, impact };
  }
  if (baseline !== undefined) {
    draft.change.baselines = [
      { asset: "alpha-rtu-09", cyber_system_id: "cs_alpha", digest: DIGEST(baseline) },
    ];
  }
  return draft;
}

/** A merge that applied nothing and declares alpha-rtu-09's baseline `baseline`. */
function baselineOnly(baseline: number): EvidenceDraft {
  const draft = changeDraft("grid-east", 2, "no-changes");
  draft.change.baselines = [
    { asset: "alpha-rtu-09", cyber_system_id: "cs_alpha", digest: DIGEST(baseline) },
  ];
  return draft;
}

/** A drift check that covered Alpha, declared High. */
function check(): EvidenceDraft {
  const draft = monitoringDraft("grid-east", 3, true);
  if (draft.kind === "monitoring")
    draft.monitoring.systems = [{ id: "cs_alpha", name: "Alpha Protection", impact: "high" }];
  return draft;
}

function hashed(sealed: readonly SealedRecord[]): HashedRecord[] {
  return sealed.map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
}

function obligationsOf(entries: { draft: EvidenceDraft; at: Date }[], now: Date, timeZone = "UTC") {
  return computeObligations(hashed(chainOf(entries)), now, { ...DEFAULT_CALENDAR, timeZone });
}

const brief = (o: Obligation) =>
  `${o.kind} ${o.subject.asset ?? o.subject.cyber_system} #${o.opened_by.sequence} due ${o.due ?? "-"} ${o.status}${o.closed_by ? ` by #${o.closed_by.sequence}` : ""}`;

describe("CIP-010 R1.3 and R1.4: baseline documentation within 30 calendar days", () => {
  it.each([
    {
      case: "a change in a High system with no baseline, 10 days on: open",
      entries: [{ draft: change("high"), at: day(0) }],
      now: day(10),
      expected: [
        "CIP-010 R1.3 alpha-rtu-09 #1 due 2026-01-31 open",
        "CIP-010 R1.4 alpha-rtu-09 #1 due - reminder",
      ],
    },
    {
      case: "the same, 25 days on: due soon (7 days before)",
      entries: [{ draft: change("medium"), at: day(0) }],
      now: day(25),
      expected: [
        "CIP-010 R1.3 alpha-rtu-09 #1 due 2026-01-31 due-soon",
        "CIP-010 R1.4 alpha-rtu-09 #1 due - reminder",
      ],
    },
    {
      case: "the same, 31 days on: overdue",
      entries: [{ draft: change("high"), at: day(0) }],
      now: day(31),
      expected: [
        "CIP-010 R1.3 alpha-rtu-09 #1 due 2026-01-31 overdue",
        "CIP-010 R1.4 alpha-rtu-09 #1 due - reminder",
      ],
    },
    {
      case: "the change and its baseline in one merge: closed by that record",
      entries: [{ draft: change("high", 1), at: day(0) }],
      now: day(60),
      expected: [
        "CIP-010 R1.4 alpha-rtu-09 #1 due - reminder",
        "CIP-010 R1.3 alpha-rtu-09 #1 due 2026-01-31 closed by #1",
      ],
    },
    {
      case: "the baseline updated 30 days later, on the due date: closed in time",
      entries: [
        { draft: change("high", 1), at: day(-5) },
        { draft: change("high"), at: day(0) },
        { draft: baselineOnly(2), at: day(30) },
      ],
      now: day(60),
      expected: [
        "CIP-010 R1.4 alpha-rtu-09 #1 due - reminder",
        "CIP-010 R1.4 alpha-rtu-09 #2 due - reminder",
        "CIP-010 R1.3 alpha-rtu-09 #1 due 2026-01-26 closed by #1",
        "CIP-010 R1.3 alpha-rtu-09 #2 due 2026-01-31 closed by #3",
      ],
    },
    {
      case: "the baseline updated 31 days later: closed late",
      entries: [
        { draft: change("high"), at: day(0) },
        { draft: baselineOnly(2), at: day(31) },
      ],
      now: day(60),
      expected: [
        "CIP-010 R1.3 alpha-rtu-09 #1 due 2026-01-31 closed-late by #2",
        "CIP-010 R1.4 alpha-rtu-09 #1 due - reminder",
      ],
    },
    {
      case: "the baseline declared again unchanged: not an update, still overdue",
      entries: [
        { draft: change("high", 1), at: day(-1) },
        { draft: change("high", 1), at: day(0) },
      ],
      now: day(40),
      expected: [
        "CIP-010 R1.3 alpha-rtu-09 #2 due 2026-01-31 overdue",
        "CIP-010 R1.4 alpha-rtu-09 #1 due - reminder",
        "CIP-010 R1.4 alpha-rtu-09 #2 due - reminder",
        "CIP-010 R1.3 alpha-rtu-09 #1 due 2026-01-30 closed by #1",
      ],
    },
    {
      case: "a Low impact system: nothing",
      entries: [{ draft: change("low"), at: day(0) }],
      now: day(60),
      expected: [],
    },
  ])("$case", ({ entries, now, expected }) => {
    const changes = obligationsOf(entries, now).filter((o) => o.kind !== "CIP-010 R2.1");
    expect(changes.map(brief)).toEqual(expected);
  });

  it.each([
    // 23:30 on 31 January in Chicago is 1 February in UTC: the date is Chicago's.
    { at: "2026-02-01T05:30:00Z", due: "2026-03-02" },
    // A leap year: 31 January plus 30 days is 1 March.
    { at: "2028-02-01T05:30:00Z", due: "2028-03-01" },
    // The last day of a 31-day month.
    { at: "2026-08-01T04:00:00Z", due: "2026-08-30" },
  ])("counts calendar days in the entity's time zone: opened $at, due $due", ({ at, due }) => {
    const [first] = obligationsOf(
      [{ draft: change("high"), at: new Date(at) }],
      new Date(at),
      "America/Chicago",
    );
    expect(first?.due).toBe(due);
    expect(first?.calendar).toBe(
      "calendar days in America/Chicago: due by the end of the due date there",
    );
  });
});

describe("CIP-010 R2.1: a High system compared at least every 35 calendar days", () => {
  it("closes each interval with the next check, late when the gap was longer, and is overdue without one", () => {
    const entries = [
      { draft: check(), at: day(0) },
      { draft: check(), at: day(35) },
      { draft: check(), at: day(71) },
    ];
    expect(
      obligationsOf(entries, day(120))
        .filter((o) => o.kind === "CIP-010 R2.1")
        .map(brief),
    ).toEqual([
      "CIP-010 R2.1 Alpha Protection #3 due 2026-04-17 overdue",
      "CIP-010 R2.1 Alpha Protection #2 due 2026-03-12 closed-late by #3",
      "CIP-010 R2.1 Alpha Protection #1 due 2026-02-05 closed by #2",
    ]);
  });

  it("starts the clock at the first record that shows the system as High, with no check at all", () => {
    expect(
      obligationsOf([{ draft: change("high"), at: day(0) }], day(40))
        .filter((o) => o.kind === "CIP-010 R2.1")
        .map(brief),
    ).toEqual(["CIP-010 R2.1 Alpha Protection #1 due 2026-02-05 overdue"]);
  });
});

describe("obligations over generated ledgers", () => {
  const draft = fc.oneof(
    fc.constantFrom<Impact>("high", "medium", "low").map((impact) => change(impact)),
    fc.integer({ min: 1, max: 3 }).map((n) => change("high", n)),
    fc.integer({ min: 1, max: 3 }).map(baselineOnly),
    fc.constant(null).map(check),
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
      { draft: change("high"), at: day(0) },
      { draft: check(), at: day(1) },
    ];
    const sealed = hashed(chainOf(entries));
    const at = (days: number) => computeObligations(sealed, day(days), DEFAULT_CALENDAR);
    // Day 32: R1.3 (due day 30) is newly overdue; R2.1 (due day 36) is not yet.
    expect(newlyIn("overdue", at(32), at(20)).map(brief)).toEqual([
      "CIP-010 R1.3 alpha-rtu-09 #1 due 2026-01-31 overdue",
    ]);
    // Day 40: R2.1 newly overdue; R1.3 was already overdue at day 32, so not again.
    expect(newlyIn("overdue", at(40), at(32)).map(brief)).toEqual([
      "CIP-010 R2.1 Alpha Protection #2 due 2026-02-06 overdue",
    ]);
    expect(newlyIn("due-soon", at(25), at(20)).map((o) => o.kind)).toEqual(["CIP-010 R1.3"]);
  });
});
