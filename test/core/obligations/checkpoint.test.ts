// A checkpoint of the obligations pass is an event-sourced snapshot: over generated ledgers (two
// workspaces interleaved; commissioning, deviations with every kind of completion, baseline_refs,
// break-glass and refused changes, drift checks, CIP-002 R2 reviews, merges that declare the prior
// approval and a calendar, CIP Senior Manager changes, observations signed or not with detected
// changes and checked baseline_refs, reviewed and collector's investigations, renames, deletes),
// resuming the checkpoint taken at ANY cut point and adding the records after it judges as one
// pass over every record; it survives a file; it is the same bytes however the pass got there and
// whatever day it ran. Then what one checkpoint holds, and what resume refuses.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import {
  compareObligations,
  type Obligation,
  ObligationsPass,
  type ObligationStatus,
  type PassOptions,
} from "../../../src/core/obligations/obligations.ts";
import {
  type ObligationsCheckpoint,
  obligationsCheckpointFormat,
} from "../../../src/core/obligations/checkpoint/obligations-checkpoint.ts";
import { kindText, REQUIREMENTS } from "../../../src/core/obligations/obligation-model.ts";
import { calendarRule, DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { canonicalJson } from "../../../src/core/shared/sha256.ts";
import { day } from "../../support/evidence-records.ts";
import { chainRecords, DIGEST, generatedLedger, PRIOR } from "../../support/obligation-ledgers.ts";

/** The day the properties judge as of: after every generated record. */
const AS_OF = day(800);

/** Decided and never to change, counted by a checkpoint but not carried (CARRIED). */
const HISTORY: ReadonlySet<ObligationStatus> = new Set(["closed", "closed-late", "reminder"]);

function passOver(
  records: readonly HashedRecord[],
  asOf: Date = AS_OF,
  options?: PassOptions,
): ObligationsPass {
  const pass = new ObligationsPass(asOf, DEFAULT_CALENDAR, options);
  for (const entry of records) pass.add(entry);
  return pass;
}

function resumed(
  checkpoint: ObligationsCheckpoint,
  records: readonly HashedRecord[],
  asOf: Date = AS_OF,
  options?: PassOptions,
): ObligationsPass {
  const pass = ObligationsPass.resume(checkpoint, asOf, DEFAULT_CALENDAR, options);
  for (const entry of records) pass.add(entry);
  return pass;
}

/**
 * One pass over every record, and what a pass resumed at cut `k` must find: the same counts, and
 * the same obligations but those decided before the cut as history (closed, closed late, a
 * reminder), which the checkpoint counts and does not carry. Nothing else may differ: not an
 * obligation's status, due date, closer or reason, nor the order of the list.
 */
function oracle(records: readonly HashedRecord[], asOf: Date = AS_OF) {
  // How many records the pass had been given when it decided each obligation.
  const givenWhenDecided = new Map<Obligation, number>();
  let given = 0;
  const pass = passOver([], asOf, { decided: (o) => givenWhenDecided.set(o, given) });
  for (const entry of records) {
    pass.add(entry);
    given += 1;
  }
  given = Infinity;
  const full = pass.finish();
  return {
    counts: full.counts,
    after: (k: number) =>
      full.obligations.filter((o) => !(givenWhenDecided.get(o)! < k && HISTORY.has(o.status))),
  };
}

const cuts = (records: readonly unknown[]) => [...Array(records.length + 1).keys()];

describe("a checkpoint resumed with the records after it", () => {
  it("judges as one pass over every record, from every cut point", () => {
    fc.assert(
      fc.property(generatedLedger, (records) => {
        const expected = oracle(records);
        for (const k of cuts(records)) {
          const checkpoint = passOver(records.slice(0, k)).checkpoint();
          const seen: Obligation[] = [];
          const found = resumed(checkpoint, records.slice(k), AS_OF, {
            decided: (o) => seen.push(o),
          }).finish();
          expect(found.counts).toStrictEqual(expected.counts);
          expect(found.obligations).toEqual(expected.after(k));
          // What a caller that holds nothing sees (cip-sync obligations): the same, once each.
          expect(seen.sort(compareObligations)).toEqual(expected.after(k));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("keeps what a filter asks for up to a limit, as one pass does", () => {
    const attention = new Set<ObligationStatus>(["exception", "overdue", "closed-late", "open"]);
    const keep = (o: Obligation) => attention.has(o.status);
    fc.assert(
      fc.property(generatedLedger, fc.integer({ min: 1, max: 5 }), (records, limit) => {
        const expected = oracle(records);
        for (const k of cuts(records)) {
          const checkpoint = passOver(records.slice(0, k), AS_OF, { keep, limit }).checkpoint();
          const found = resumed(checkpoint, records.slice(k), AS_OF, { keep, limit }).finish();
          expect(found.obligations).toEqual(expected.after(k).filter(keep).slice(0, limit));
          expect(found.counts).toStrictEqual(expected.counts);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("is a file: written as JSON and read back, it resumes the same", () => {
    fc.assert(
      fc.property(
        generatedLedger.chain((records) =>
          fc.tuple(fc.constant(records), fc.integer({ min: 0, max: records.length })),
        ),
        ([records, k]) => {
          const checkpoint = passOver(records.slice(0, k)).checkpoint();
          const read = JSON.parse(JSON.stringify(checkpoint)) as ObligationsCheckpoint;
          expect(read).toStrictEqual(checkpoint);
          expect(resumed(read, records.slice(k)).finish()).toStrictEqual(
            resumed(checkpoint, records.slice(k)).finish(),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it("is the same byte for byte however the pass reached it: in one pass, or resumed on the way", () => {
    fc.assert(
      fc.property(generatedLedger, (records) => {
        for (const k of cuts(records)) {
          const direct = JSON.stringify(passOver(records.slice(0, k)).checkpoint());
          for (let j = 0; j <= k; j++) {
            const earlier = passOver(records.slice(0, j)).checkpoint();
            const via = resumed(earlier, records.slice(j, k)).checkpoint();
            expect(JSON.stringify(via)).toBe(direct);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("holds no date of the run: taken one day and resumed another, it judges as a full pass that day", () => {
    fc.assert(
      fc.property(
        generatedLedger.chain((records) =>
          fc.tuple(
            fc.constant(records),
            fc.integer({ min: 0, max: records.length }),
            // Before, among and after the records' days.
            fc.integer({ min: 0, max: 500 }),
          ),
        ),
        ([records, k, taken]) => {
          const checkpoint = passOver(records.slice(0, k), day(taken)).checkpoint();
          expect(canonicalJson(checkpoint)).toBe(
            canonicalJson(passOver(records.slice(0, k), AS_OF).checkpoint()),
          );
          const expected = oracle(records, AS_OF);
          const found = resumed(checkpoint, records.slice(k), AS_OF).finish();
          expect(found.obligations).toEqual(expected.after(k));
          expect(found.counts).toStrictEqual(expected.counts);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("the versions of the standards in force", () => {
  // CIP-007-7.1 put in force by the first merge (its calendar keeps it), then R2 merges keeping no
  // calendar of their own: judged by what is in force, which a checkpoint must carry.
  const records = chainRecords("grid-east", [
    { gap: 0, declares: PRIOR, accepted: true, chicago: true },
    { gap: 2, patching: "sources", accepted: true },
    { gap: 3, patching: "evaluation", accepted: true },
    { gap: 4, patching: "plan", accepted: true },
  ]);

  it("are kept by a checkpoint and judge the records after it as one pass does", () => {
    const expected = oracle(records);
    expect(
      expected.after(0).map((o) => `${kindText(o)} #${o.opened_by.sequence} ${o.status}`),
    ).toEqual([
      "CIP-007-7.1 R2.4 #4 overdue",
      "CIP-007-7.1 R2.2 #3 overdue",
      "CIP-002 R2 #1 overdue",
      // A High system never assessed: R3.1 is 15 months, R3.2 36, from its commissioning.
      "CIP-010 R3.1 #2 overdue",
      "CIP-010 R3.2 #2 open",
      "CIP-007-7.1 R2.2 #2 closed",
      "CIP-007-7.1 R2.3 #3 closed",
      "CIP-007-7.1 R2.1 #2 closed",
      "CIP-007-7.1 R2.1 #2 closed",
    ]);
    for (const k of cuts(records)) {
      const checkpoint = JSON.parse(JSON.stringify(passOver(records.slice(0, k)).checkpoint()));
      expect(resumed(checkpoint, records.slice(k)).finish().obligations).toEqual(expected.after(k));
    }
  });

  it("reads a checkpoint written before CIP-007-7 was named CIP-007-7.1, naming it CIP-007-7.1", () => {
    const expected = oracle(records);
    for (const k of cuts(records)) {
      // What an earlier cip-sync wrote: the same state, the version under its former name.
      const written = JSON.stringify(passOver(records.slice(0, k)).checkpoint());
      const older = JSON.parse(written.replaceAll("CIP-007-7.1", "CIP-007-7"));
      expect(resumed(older, records.slice(k)).finish().obligations).toEqual(expected.after(k));
    }
  });
});

describe("what a checkpoint holds", () => {
  // The approval before the ledger put in force, alpha-rtu-09 commissioned (its R2.1 interval
  // opens), a deviation completed before it was authorized (R1.2 an exception, R1.3 closed), and
  // one not completed yet (its R1.2 and R1.3 wait).
  const records = chainRecords("grid-east", [
    { gap: 0, declares: PRIOR, accepted: true, chicago: false },
    { gap: 1, commission: "high", baseline: 1 },
    { gap: 2, deviate: 2, ref: false, undeclared: false, completion: "before-authorization" },
    { gap: 2, deviate: 3, ref: false, undeclared: false, completion: "none" },
  ]);
  const ref = (sequence: number) => ({
    workspace: "grid-east",
    sequence,
    sha256: records[sequence - 1]!.sha256,
    recorded_at: `2026-01-0${[1, 2, 4, 6][sequence - 1]}T06:00:00.000Z`,
  });
  const UTC = { calendar: 0, completion_grace_days: 30 };
  const subject = {
    cyber_system_id: "cs_alpha",
    cyber_system: "Alpha Protection",
    asset: "alpha-rtu-09",
    asset_id: "ca_new_0",
  };
  const keys: [string, string][] = [
    ["alpha-rtu-09", "ca_new_0"],
    ["alpha-hmi-02", "ca_0042"],
  ];

  it("the chain point, the counts, the exception, the facts in force and every open clock", () => {
    expect(passOver(records).checkpoint()).toStrictEqual({
      // Summed from the families' held versions: a new family moves it, and this file with it not.
      format: obligationsCheckpointFormat(),
      through: [{ workspace: "grid-east", sequence: 4, sha256: records[3]!.sha256 }],
      judged_with: { calendar: DEFAULT_CALENDAR, completion_grace_days: 30 },
      // R1.3 of record 3 closed, R1.4 to R1.6 of both deviations: counted, not carried.
      counts: {
        exception: 2,
        overdue: 0,
        "closed-late": 0,
        "due-soon": 0,
        open: 0,
        reminder: 6,
        closed: 1,
      },
      // Each carried obligation names its requirement and calendar rule (in `texts`) and its
      // records (in `records`) by number, its fields in the order the pass decided them.
      carried: [
        // CIP-010 R3.3: alpha-rtu-09 went into service in the High system with no assessment.
        {
          kind: "CIP-010 R3.3",
          requirement: 0,
          workspace: "grid-east",
          subject,
          opened_by: 1,
          due: "2026-01-02",
          status: "exception",
          calendar: 1,
          reason:
            'R3.3: no assessment before commissioning: BCA "alpha-rtu-09" went into service in High system "Alpha Protection" (no assessment file names it)',
          assessment: {
            key: "cs_alpha\u0000ca_new_0",
            commissioned: { asset: "alpha-rtu-09", class: "BCA", evidence: "none", records: [] },
          },
        },
        {
          kind: "CIP-010 R1.2",
          requirement: 2,
          workspace: "grid-east",
          subject,
          opened_by: 2,
          calendar: 1,
          items: ["patches"],
          completed: { on: "2025-12-30", by: ref(3) },
          due: "2026-01-04",
          status: "exception",
          reason:
            "completed before authorization: the change was completed on 2025-12-30, authorized on 2026-01-04",
          authorized: { at: "2026-01-04T06:00:00.000Z", by: ["dave"] },
        },
      ],
      calendars: [DEFAULT_CALENDAR],
      // alpha-rtu-09's items as record 4 declared them: four as commissioned, patches of variant 3.
      digests: [91, 92, 93, 94, 103].map(DIGEST),
      // The records that opened the CIP-002 R2 interval and the R2.1 one, and the R1.2 deviation,
      // named by number.
      records: [ref(1), ref(2), ref(3)],
      texts: [
        REQUIREMENTS["CIP-010 R3.3"],
        calendarRule(DEFAULT_CALENDAR),
        REQUIREMENTS["CIP-010 R1.2"],
      ],
      workspaces: [
        {
          workspace: "grid-east",
          in_force: UTC,
          prior_approval: PRIOR,
          // The impact ratings the accepted merge's inventory declares: none (its systems: []).
          impacts: [],
          // The first CIP-002 R2 interval, dated at the end by the prior approval then in force.
          review: { opened_by: 0, judged_by: UTC, first: true },
          first_closed: null,
        },
      ],
      deviations: [
        {
          workspace: "grid-east",
          in_force: UTC,
          asset_keys: keys,
          declared: [
            {
              key: "ca_new_0",
              items: { os_firmware: 0, software: 1, custom_software: 2, ports: 3, patches: 4 },
              kind: "content",
            },
          ],
          // Record 4's deviation: authorized, its completion not recorded yet.
          pending: [
            {
              opened: ref(4),
              key: "ca_new_0",
              subject,
              items: ["patches"],
              review: {
                reviewed: true,
                authorized: { at: "2026-01-06T06:00:00.000Z", by: ["dave"] },
                pullRequests: [12],
                completions: [],
              },
              ref: false,
              digest: DIGEST(3),
              notClosedBy: [],
              judged_by: UTC,
            },
          ],
          unverified: [],
        },
      ],
      configuration_monitoring: {
        asset_keys: [{ workspace: "grid-east", keys }],
        // alpha-rtu-09's first R2.1 interval, from its commissioning; never observed.
        assets: [
          {
            key: JSON.stringify(["grid-east", "id", "ca_new_0"]),
            workspace: "grid-east",
            cyber_system: "Alpha Protection",
            asset: "alpha-rtu-09",
            asset_id: "ca_new_0",
            impact: "high",
            class: "BCA",
            opened_on: "2026-01-02",
            opened_by: 1,
            opened_at: Date.parse(ref(2).recorded_at),
            last_observed: null,
            monitored: false,
            software: false,
            calendar: 0,
          },
        ],
        // The commissioning change also deleted alpha-hmi-02.
        retired: [[JSON.stringify(["grid-east", "id", "ca_0042"]), Date.parse(ref(2).recorded_at)]],
        detected: [],
        open_changes: [],
        early_notes: [],
      },
      // CIP-010 R3: the High system its commissioning declared, never assessed: both clocks open.
      vulnerability_assessments: [
        {
          format: 4,
          workspace: "grid-east",
          files: [],
          systems: [
            {
              id: "cs_alpha",
              name: "Alpha Protection",
              impact: "high",
              assets: [{ name: "alpha-rtu-09", class: "BCA" }],
              r31: {
                by: "commissioning",
                inForce: { calendar: DEFAULT_CALENDAR },
                opened: {
                  workspace: "grid-east",
                  sequence: 2,
                  sha256: records[1]!.sha256,
                  recorded_at: ref(2).recorded_at,
                },
              },
              r32: {
                by: "commissioning",
                inForce: { calendar: DEFAULT_CALENDAR },
                opened: {
                  workspace: "grid-east",
                  sequence: 2,
                  sha256: records[1]!.sha256,
                  recorded_at: ref(2).recorded_at,
                },
              },
            },
          ],
          items: [],
          counted: [],
          owners: [],
          commissioning_files: [],
        },
      ],
    });
  });
});

describe("what resume refuses", () => {
  const records = chainRecords("grid-east", [
    { gap: 1, commission: "high", baseline: 1 },
    { gap: 2, drift: true },
    { gap: 2, drift: true },
  ]);
  const other = chainRecords("grid-east", [
    { gap: 1, commission: "high", baseline: 2 },
    { gap: 3, drift: true },
  ]);
  const checkpoint = passOver(records.slice(0, 1)).checkpoint();

  it.each<[string, () => unknown, RegExp]>([
    [
      "a checkpoint of another format: rebuilt from the records, never migrated",
      // Format 9: it holds no CIP-003-9 impacts of the inventory in force, nor any later state.
      () => ObligationsPass.resume({ ...checkpoint, format: 9 }, AS_OF, DEFAULT_CALENDAR),
      new RegExp(
        `^The obligations checkpoint is of format 9, and this cip-sync reads format ${obligationsCheckpointFormat()} only: judge the obligations from every record`,
      ),
    ],
    [
      "a pass of another calendar: records that keep none would be judged otherwise",
      () =>
        ObligationsPass.resume(checkpoint, AS_OF, {
          ...DEFAULT_CALENDAR,
          timeZone: "America/Chicago",
        }),
      /judged with time zone UTC, due soon 7 days, month end last-day, completion grace 30 days; this pass judges with time zone America\/Chicago, .* judge the obligations from every record instead\.$/,
    ],
    [
      "a pass of another completion grace",
      () =>
        ObligationsPass.resume(checkpoint, AS_OF, DEFAULT_CALENDAR, { completionGraceDays: 10 }),
      /this pass judges with .*completion grace 10 days/,
    ],
    [
      "a record after a gap: record 3 where 2 comes next",
      () => resumed(checkpoint, records.slice(2)),
      /^Record 3 of workspace grid-east does not continue the obligations checkpoint, which stands at record 1 \(SHA-256 [0-9a-f]{64}\): give the records after it in chain order, or judge from every record\.$/,
    ],
    [
      "a record the checkpoint already holds",
      () => resumed(checkpoint, records.slice(0, 1)),
      /^Record 1 of workspace grid-east does not continue/,
    ],
    [
      "the next sequence of another chain: it does not link to the record the checkpoint stands at",
      () => resumed(checkpoint, other.slice(1)),
      /^Record 2 of workspace grid-east does not continue/,
    ],
    [
      "a checkpoint of a finished pass, whose state is handed on and cleared",
      () => {
        const pass = passOver(records);
        pass.finish();
        return pass.checkpoint();
      },
      /^An obligations pass has no checkpoint once finished\.$/,
    ],
  ])("%s", (_, attempt, message) => {
    expect(attempt).toThrow(message);
  });

  // resume takes the checkpoint it is given (a large one is not held twice): a caller resumes
  // from a copy when it resumes from the same checkpoint again, as the drift check does.
  it("takes the record that continues the chain, and resumes from a copy as from the original", () => {
    // A deviation no review authorized waits; the next break-glass change and an unsigned
    // observation are listed on what they could not close: the resumed pass's own lists.
    const chain = chainRecords("grid-east", [
      { gap: 1, commission: "high", baseline: 1 },
      { gap: 2, unreviewed: 2, how: "break-glass" },
      { gap: 2, unreviewed: 3, how: "break-glass" },
      { gap: 2, observe: { withId: true }, back: 0, unsigned: true },
    ]);
    const taken = passOver(chain.slice(0, 2)).checkpoint();
    const fromCopy = resumed(structuredClone(taken), chain.slice(2)).finish();
    const found = resumed(taken, chain.slice(2)).finish();
    expect(found.obligations).toEqual(oracle(chain).after(2));
    expect(found.obligations.filter((o) => o.not_closed_by !== undefined)).toHaveLength(2);
    expect(fromCopy).toEqual(found);
  });
});

describe("the generated ledgers", () => {
  it("reach every part of a checkpoint's state, so that the properties above hold it all", () => {
    const reached = new Set<string>();
    for (const records of fc.sample(generatedLedger, { numRuns: 200, seed: 63 }))
      for (const k of cuts(records)) {
        const c = passOver(records.slice(0, k)).checkpoint();
        const parts: [string, boolean][] = [
          ["two workspaces", c.through.length === 2],
          ["a carried exception", c.carried.some((o) => o.status === "exception")],
          ["a carried overdue interval", c.carried.some((o) => o.status === "overdue")],
          ["closed late counted", c.counts["closed-late"] > 0],
          ["a prior approval in force", c.workspaces.some((w) => w.prior_approval !== null)],
          ["a first interval closed", c.workspaces.some((w) => w.first_closed !== null)],
          ["a second calendar", c.calendars.length > 1],
          ["a pending deviation", c.deviations.some((d) => d.pending.length > 0)],
          [
            "a completed deviation pending",
            c.deviations.some((d) => d.pending.some((p) => p.completed)),
          ],
          [
            "a pending deviation listing records",
            c.deviations.some((d) => d.pending.some((p) => p.notClosedBy.length > 0)),
          ],
          ["an unverified R1.3", c.deviations.some((d) => d.unverified.length > 0)],
          ["an asset monitored", c.configuration_monitoring.assets.some((a) => a.monitored)],
          [
            "an asset first named by a collector",
            c.configuration_monitoring.assets.some((a) => a.opened_at === null),
          ],
          [
            "an interval listing records",
            c.configuration_monitoring.assets.some((a) => a.not_closed_by),
          ],
          ["a delete", c.configuration_monitoring.retired.length > 0],
          ["a change detected", c.configuration_monitoring.detected.length > 0],
          ["a change to investigate", c.configuration_monitoring.open_changes.length > 0],
          [
            "a claim listed on it",
            c.configuration_monitoring.open_changes.some((o) => o.exception.not_closed_by),
          ],
          ["a note naming a record to come", c.configuration_monitoring.early_notes.length > 0],
          ["a CIP-007 R2 pass", (c.patch_management ?? []).length > 0],
          ["a CIP-010 R3 pass", (c.vulnerability_assessments ?? []).length > 0],
          [
            "an R3.3 file in force",
            (c.vulnerability_assessments ?? []).some((v) => v.commissioning_files.length > 0),
          ],
          [
            "an R3.4 item held",
            (c.vulnerability_assessments ?? []).some((v) => v.items.length > 0),
          ],
          [
            "approvers of a moved date held",
            (c.vulnerability_assessments ?? []).some((v) => v.date_approvers !== undefined),
          ],
          ["an R3.3 obligation carried", c.carried.some((o) => o.kind === "CIP-010 R3.3")],
          [
            "an R2.1 identification held",
            (c.patch_management ?? []).some((p) => p.parts.r21.current.length > 0),
          ],
          ["an R2.2 interval open", (c.patch_management ?? []).some((p) => p.parts.r22.length > 0)],
          [
            "an R2.3 patch open",
            (c.patch_management ?? []).some((p) => p.parts.r23.open.length > 0),
          ],
          ["an R2.4 plan", (c.patch_management ?? []).some((p) => p.parts.r24.length > 0)],
          ["an R2 obligation carried", c.carried.some((o) => o.kind.startsWith("CIP-007"))],
          ["a later version of a standard in force", (c.standard_versions ?? []).length > 0],
          [
            "an R2 obligation held under CIP-007-7.1",
            (c.patch_management ?? []).some((p) => JSON.stringify(p.parts).includes("CIP-007-7.1")),
          ],
        ];
        for (const [part, here] of parts) if (here) reached.add(part);
      }
    expect([...reached].sort()).toEqual(
      [
        "two workspaces",
        "a carried exception",
        "a carried overdue interval",
        "closed late counted",
        "a prior approval in force",
        "a first interval closed",
        "a second calendar",
        "a pending deviation",
        "a completed deviation pending",
        "a pending deviation listing records",
        "an unverified R1.3",
        "an asset monitored",
        "an asset first named by a collector",
        "an interval listing records",
        "a delete",
        "a change detected",
        "a change to investigate",
        "a claim listed on it",
        "a note naming a record to come",
        "a CIP-007 R2 pass",
        "a CIP-010 R3 pass",
        "an R3.3 file in force",
        "an R3.4 item held",
        "approvers of a moved date held",
        "an R3.3 obligation carried",
        "an R2.1 identification held",
        "an R2.2 interval open",
        "an R2.3 patch open",
        "an R2.4 plan",
        "an R2 obligation carried",
        "a later version of a standard in force",
        "an R2 obligation held under CIP-007-7.1",
      ].sort(),
    );
  });
});
