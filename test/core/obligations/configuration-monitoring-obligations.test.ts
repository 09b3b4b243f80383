// CIP-010 R2.1 from sealed configuration-monitoring records only: an asset commissioned by a change
// record has 35 calendar days to its first monitoring; each complete record closes the interval and
// opens the next; without any record the status says so; a detected unauthorized change stays an
// exception until a reviewed note documents its investigation; drift checks and incomplete records
// close nothing; assets outside High BCS, EACMS and PCA are not judged.
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { inR21Scope } from "../../../src/core/obligations/configuration-monitoring/configuration-monitoring-assets.ts";
import { judgeR21, observedAt, R21_SYSTEM, type R21Step, r21Records } from "../../support/r21.ts";
import {
  type R21Decided,
  R21Pass,
} from "../../../src/core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import {
  chainOf,
  configurationMonitoringDraft,
  day,
  highImpactDeviation,
  type ObservedAsset,
} from "../../support/evidence-records.ts";

const SYSTEM = R21_SYSTEM;
const RTU: ObservedAsset = { cyber_system: SYSTEM, name: "alpha-rtu-09" };

function judge(steps: readonly R21Step[], asOf: number) {
  return judgeR21(r21Records(steps), {
    calendar: DEFAULT_CALENDAR,
    asOf: day(asOf).toISOString(),
  });
}

/** Each interval of the RTU as "opened..due: status (closed on)". */
function intervals(steps: readonly R21Step[], asOf: number): string[] {
  return judge(steps, asOf)
    .intervals.filter((interval) => interval.asset === RTU.name)
    .map(
      (interval) =>
        `${interval.opened_on}..${interval.due_on}: ${interval.status}${interval.closed_on === null ? "" : ` (${interval.closed_on})`}`,
    );
}

describe("CIP-010 R2.1 intervals", () => {
  it.each<[string, R21Step[], number, string[]]>([
    [
      "none: commissioned, never monitored",
      [{ at: 0, commission: true }],
      10,
      ["2026-01-01..2026-02-05: no configuration monitoring recorded"],
    ],
    [
      "none, past the first 35 days: still says no monitoring was recorded",
      [{ at: 0, commission: true }],
      40,
      ["2026-01-01..2026-02-05: no configuration monitoring recorded"],
    ],
    [
      "on time, twice, the next interval open",
      [
        { at: 0, commission: true },
        { at: 30, observe: [RTU] },
        { at: 60, observe: [RTU] },
      ],
      70,
      [
        "2026-01-01..2026-02-05: closed on time (2026-01-31)",
        "2026-01-31..2026-03-07: closed on time (2026-03-02)",
        "2026-03-02..2026-04-06: due",
      ],
    ],
    [
      "on the 35th day exactly",
      [
        { at: 0, commission: true },
        { at: 35, observe: [RTU] },
      ],
      36,
      ["2026-01-01..2026-02-05: closed on time (2026-02-05)", "2026-02-05..2026-03-12: due"],
    ],
    [
      "late, then overdue",
      [
        { at: 0, commission: true },
        { at: 36, observe: [RTU] },
      ],
      80,
      ["2026-01-01..2026-02-05: closed late (2026-02-06)", "2026-02-06..2026-03-13: overdue"],
    ],
    [
      "due soon",
      [
        { at: 0, commission: true },
        { at: 10, observe: [RTU] },
      ],
      42,
      ["2026-01-01..2026-02-05: closed on time (2026-01-11)", "2026-01-11..2026-02-15: due soon"],
    ],
    [
      "a drift check and an incomplete record close nothing",
      [
        { at: 0, commission: true },
        { at: 10, drift: true },
        { at: 20, observe: [{ ...RTU, missing: "patches" }] },
      ],
      30,
      ["2026-01-01..2026-02-05: no configuration monitoring recorded"],
    ],
    [
      "first seen in a monitoring record: commissioned and closed there",
      [{ at: 5, observe: [RTU] }],
      6,
      ["2026-01-06..2026-02-10: closed on time (2026-01-06)", "2026-01-06..2026-02-10: due"],
    ],
    [
      "the same observation sealed again (a collector file unchanged): the next interval stays open",
      [
        { at: 0, commission: true },
        { at: 30, observe: [RTU] },
        { at: 60, observe: [RTU], observedOn: 30 },
      ],
      70,
      ["2026-01-01..2026-02-05: closed on time (2026-01-31)", "2026-01-31..2026-03-07: overdue"],
    ],
    [
      "an observation older than the commissioning: nothing monitored since",
      [
        { at: 10, commission: true },
        { at: 20, observe: [RTU], observedOn: 5 },
      ],
      30,
      ["2026-01-11..2026-02-15: no configuration monitoring recorded"],
    ],
    [
      "deleted before its first interval was due: no obligation",
      [
        { at: 0, commission: true },
        { at: 20, retire: true },
      ],
      40,
      [],
    ],
    [
      "deleted once its first interval was overdue, never monitored: that interval stays",
      [
        { at: 0, commission: true },
        { at: 40, retire: true },
      ],
      50,
      ["2026-01-01..2026-02-05: no configuration monitoring recorded"],
    ],
    [
      "monitored, then deleted within the next interval: only the closed one",
      [
        { at: 0, commission: true },
        { at: 30, observe: [RTU] },
        { at: 50, retire: true },
      ],
      80,
      ["2026-01-01..2026-02-05: closed on time (2026-01-31)"],
    ],
    [
      "an observation from before its delete, sealed again after it: brings nothing back",
      [
        { at: 0, commission: true },
        { at: 30, observe: [RTU] },
        { at: 40, retire: true },
        { at: 50, observe: [RTU], observedOn: 30 },
      ],
      60,
      ["2026-01-01..2026-02-05: closed on time (2026-01-31)"],
    ],
    [
      "a software record (baseline content, not a Cyber Asset): not followed",
      [{ at: 0, commission: true, software: true }],
      40,
      [],
    ],
    [
      "first seen incomplete in a collector's record: an observation made after that one closes it, though before it was sealed",
      [
        { at: 5, observe: [{ ...RTU, missing: "patches" }] },
        // Read at 05:28 on day 5: after the first record's reading (05:00), before its seal (06:00).
        { at: 6, observe: [RTU], observedOn: 5.02 },
      ],
      7,
      ["2026-01-06..2026-02-10: closed on time (2026-01-07)", "2026-01-07..2026-02-11: due"],
    ],
    [
      "a software record observed by a collector (which states no type): still not followed",
      [
        { at: 0, commission: true, software: true },
        { at: 10, observe: [RTU] },
      ],
      20,
      [],
    ],
    [
      "deleted on the day its first interval was due: no obligation",
      [
        { at: 0, commission: true },
        { at: 35, retire: true },
      ],
      40,
      [],
    ],
    [
      "deleted, then observed after its delete: followed again from that observation",
      [
        { at: 0, commission: true },
        { at: 10, retire: true },
        { at: 20, observe: [RTU] },
      ],
      25,
      ["2026-01-21..2026-02-25: closed on time (2026-01-21)", "2026-01-21..2026-02-25: due"],
    ],
    [
      "judged on its due date: due soon, not yet overdue",
      [
        { at: 0, commission: true },
        { at: 10, observe: [RTU] },
      ],
      45,
      ["2026-01-01..2026-02-05: closed on time (2026-01-11)", "2026-01-11..2026-02-15: due soon"],
    ],
    [
      "judged on the first day of the due-soon days (7 before the due date): due soon",
      [
        { at: 0, commission: true },
        { at: 10, observe: [RTU] },
      ],
      38,
      ["2026-01-01..2026-02-05: closed on time (2026-01-11)", "2026-01-11..2026-02-15: due soon"],
    ],
    [
      "judged the day before: due",
      [
        { at: 0, commission: true },
        { at: 10, observe: [RTU] },
      ],
      37,
      ["2026-01-01..2026-02-05: closed on time (2026-01-11)", "2026-01-11..2026-02-15: due"],
    ],
    [
      "an older observation sealed after a newer one: closes nothing, the newer one stands",
      [
        { at: 0, commission: true },
        { at: 30, observe: [RTU] },
        { at: 40, observe: [RTU], observedOn: 20 },
      ],
      45,
      ["2026-01-01..2026-02-05: closed on time (2026-01-31)", "2026-01-31..2026-03-07: due"],
    ],
  ])("%s", (_, steps, asOf, expected) => {
    expect(intervals(steps, asOf)).toEqual(expected);
  });

  it("is judged as of a date in the calendar's time zone as of its instant", () => {
    const steps: R21Step[] = [
      { at: 0, commission: true },
      { at: 10, observe: [RTU] },
    ];
    const byDate = judgeR21(r21Records(steps), {
      calendar: { ...DEFAULT_CALENDAR, timeZone: "America/Chicago" },
      asOf: "2026-02-21",
    });
    expect(byDate.intervals.at(-1)).toMatchObject({ due_on: "2026-02-15", status: "overdue" });
  });

  // Monitored on 2026-01-11, due 2026-02-15; judged in America/Chicago (UTC-6).
  it.each([
    ["a date: that day, whatever the zone", "2026-02-16", "overdue"],
    [
      "an instant: its date in the zone (2026-02-15, 21:00 in Chicago)",
      "2026-02-16T03:00:00Z",
      "due soon",
    ],
    ["an instant with an expanded year: its date in the zone", "+002026-02-16", "due soon"],
  ])("is judged as of %s", (_, asOf, status) => {
    const steps: R21Step[] = [
      { at: 0, commission: true },
      { at: 10, observe: [RTU] },
    ];
    const found = judgeR21(r21Records(steps), {
      calendar: { ...DEFAULT_CALENDAR, timeZone: "America/Chicago" },
      asOf,
    });
    expect(found.intervals.at(-1)).toMatchObject({ due_on: "2026-02-15", status });
  });

  it("holds an observation made at the instant of its asset's delete as stale: it brings nothing back", () => {
    const records = r21Records([
      { at: 0, commission: true },
      { at: 10, retire: true },
      { at: 20, observe: [RTU] },
    ]);
    const observed = records[2]!.record;
    if (observed.kind !== "configuration-monitoring") throw new Error("not an observation");
    observed.configuration_monitoring.observed_at = records[1]!.record.recorded_at;
    const found = judgeR21(records, { calendar: DEFAULT_CALENDAR, asOf: day(25).toISOString() });
    expect(found.intervals).toEqual([]);
  });

  it("states of an interval only what it has: no asset id no record gave, no record that closed nothing", () => {
    const records = r21Records([{ at: 0, observe: [RTU] }]);
    const ref = {
      workspace: "grid-east",
      sequence: 1,
      sha256: records[0]!.sha256,
      recorded_at: "2026-01-01T06:00:00.000Z",
    };
    const key = { workspace: "grid-east", cyber_system: SYSTEM, asset: RTU.name };
    const found = judgeR21(records, { calendar: DEFAULT_CALENDAR, asOf: day(1).toISOString() });
    expect(found.intervals).toStrictEqual([
      {
        ...key,
        kind: "monitoring interval",
        opened_on: "2026-01-01",
        opened_by: ref,
        due_on: "2026-02-05",
        closed_on: "2026-01-01",
        closed_by: ref,
        status: "closed on time",
        calendar: DEFAULT_CALENDAR,
      },
      {
        ...key,
        kind: "monitoring interval",
        opened_on: "2026-01-01",
        opened_by: ref,
        due_on: "2026-02-05",
        closed_on: null,
        closed_by: null,
        status: "due",
        judged_on: "2026-01-02",
        calendar: DEFAULT_CALENDAR,
      },
    ]);
  });

  it("follows an asset renamed by a change record, named as the change names it", () => {
    const found = judge(
      [
        { at: 0, commission: true },
        { at: 10, rename: ["alpha-rtu-09", "alpha-rtu-10"] },
      ],
      20,
    );
    expect(found.intervals.map((i) => `${i.asset} ${i.opened_on}: ${i.status}`)).toEqual([
      "alpha-rtu-10 2026-01-01: no configuration monitoring recorded",
    ]);
  });
});

describe("CIP-010 R2.1 unauthorized changes", () => {
  it("opens an exception on a mismatch, which closes its interval all the same", () => {
    const steps: R21Step[] = [
      { at: 0, commission: true },
      { at: 10, observe: [{ ...RTU, changed: "ports" }] },
    ];
    const [open] = judge(steps, 12).exceptions;
    expect(open).toMatchObject({
      kind: "investigate unauthorized change",
      asset: RTU.name,
      item: "ports",
      detected_by: { sequence: 2 },
      detected_on: "2026-01-11",
      status: "open",
      investigated_by: null,
    });
    // The mismatching record was complete: it closed its interval all the same.
    expect(intervals(steps, 12)[0]).toBe("2026-01-01..2026-02-05: closed on time (2026-01-11)");
  });

  it("detects a change once: the same observation sealed again detects nothing more", () => {
    const resealed: R21Step[] = [
      { at: 0, commission: true },
      { at: 10, observe: [{ ...RTU, changed: "ports" }] },
      { at: 20, observe: [{ ...RTU, changed: "ports" }], observedOn: 10 },
    ];
    expect(judge(resealed, 21).exceptions.map((found) => found.detected_by.sequence)).toEqual([2]);
    // Observed again later, the change still there: detected again, by that observation.
    const observedAgain: R21Step[] = [
      ...resealed.slice(0, 2),
      { at: 20, observe: [{ ...RTU, changed: "ports" }] },
    ];
    expect(judge(observedAgain, 21).exceptions.map((found) => found.detected_by.sequence)).toEqual([
      2, 3,
    ]);
  });
});

// "Document and investigate detected unauthorized changes": the investigation is a reviewed fact
// (the authority table's investigation-note row), a counted approver's `/cip-010-investigated`
// line in a merged pull request that passed the gate, recorded after the detection and naming its
// record, item and asset; a collector's own `investigations` close nothing. Whatever claimed an
// investigation and closed nothing is listed with why.
describe("CIP-010 R2.1 investigations", () => {
  const DETECTED: R21Step[] = [
    { at: 0, commission: true },
    { at: 10, observe: [{ ...RTU, changed: "ports" }] },
  ];
  const note = (prefix: string) => `record #${prefix}: /cip-010-investigated by`;
  it.each<[string, R21Step[], string[]]>([
    ["a detected change, nothing more: an exception", DETECTED, ["open"]],
    [
      "the collector's own investigations: still an exception",
      [
        ...DETECTED,
        { at: 20, observe: [RTU], investigations: [{ item: "ports", detected_in: 2 }] },
      ],
      [
        "open",
        "record #3: the collector's file names an investigation (INC-7), and a collector's word closes nothing: a counted approver's /cip-010-investigated line in an approving review of a merged pull request does",
      ],
    ],
    [
      "a reviewed note by a counted approver: closed, with its reference",
      [...DETECTED, { at: 20, investigated: [{}] }],
      ["investigated by #3 (INC-7, dave)"],
    ],
    [
      "a reviewed note naming the asset by the inventory's name in another case: closed",
      [...DETECTED, { at: 20, investigated: [{ asset: "Alpha-RTU-09", reference: "INC-8" }] }],
      ["investigated by #3 (INC-8, dave)"],
    ],
    [
      "a note by someone the pull request did not count: still an exception",
      [...DETECTED, { at: 20, investigated: [{ login: "mallory" }] }],
      [
        "open",
        `${note("3")} mallory in pull request #22: it is not approved by min-approvals counted approvals of the pull request (the gate)`,
      ],
    ],
    [
      "a note in a merge the gate refused: still an exception",
      [...DETECTED, { at: 20, investigated: [{}], outcome: "not-approved" }],
      [
        "open",
        `${note("3")} dave in pull request #22: it came from a merge the gate refused (outcome not-approved), and investigation-note may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed`,
      ],
    ],
    [
      "a note approved before the detection: still an exception",
      [...DETECTED, { at: 20, investigated: [{}], approvedOn: 5 }],
      [
        "open",
        `${note("3")} dave in pull request #22: it is dated 2026-01-06T05:00:00.000Z, before the change was detected (record #2, 2026-01-11T06:00:00.000Z)`,
      ],
    ],
    [
      "a note dated after the record that carries it: still an exception",
      [...DETECTED, { at: 20, investigated: [{}], approvedOn: 30 }],
      [
        "open",
        `${note("3")} dave in pull request #22: it is dated 2026-01-31T05:00:00.000Z, after the record that carries it (2026-01-21T06:00:00.000Z)`,
      ],
    ],
    [
      "a note recorded before the detection, naming it ahead: still an exception",
      [
        { at: 0, commission: true },
        { at: 5, investigated: [{ detected_in: 3 }] },
        { at: 10, observe: [{ ...RTU, changed: "ports" }] },
      ],
      [
        "open",
        `${note("2")} dave in pull request #21: it was recorded before the change was detected (record #3)`,
      ],
    ],
    [
      "the collector's investigation of another item: nothing listed",
      [
        ...DETECTED,
        { at: 20, observe: [RTU], investigations: [{ item: "patches", detected_in: 2 }] },
      ],
      ["open"],
    ],
    [
      "the collector's investigation of another record's change: nothing listed",
      [
        ...DETECTED,
        { at: 20, observe: [RTU], investigations: [{ item: "ports", detected_in: 1 }] },
      ],
      ["open"],
    ],
    [
      "a reviewed merge noting no investigation: nothing listed",
      [...DETECTED, { at: 20, rename: ["alpha-rtu-09", "alpha-rtu-10"] }],
      ["open"],
    ],
    [
      "a note naming its own record, which detects nothing: listed on the asset's change",
      [...DETECTED, { at: 20, investigated: [{ detected_in: 3 }] }],
      [
        "open",
        `${note("3")} dave in pull request #22 names #3 ports alpha-rtu-09, not this change (#2 ports alpha-rtu-09)`,
      ],
    ],
    [
      "a note naming another record and another asset: nothing listed",
      [...DETECTED, { at: 20, investigated: [{ detected_in: 1, asset: "alpha-hmi-02" }] }],
      ["open"],
    ],
    [
      "a note recorded before the detection, naming another asset: nothing listed",
      [
        { at: 0, commission: true },
        { at: 5, investigated: [{ detected_in: 3, asset: "alpha-hmi-02" }] },
        { at: 10, observe: [{ ...RTU, changed: "ports" }] },
      ],
      ["open"],
    ],
    [
      "a note recorded ahead, naming a record still to come that detects nothing: nothing listed",
      [
        { at: 0, commission: true },
        { at: 5, investigated: [{ detected_in: 4 }] },
        { at: 10, observe: [{ ...RTU, changed: "ports" }] },
      ],
      ["open"],
    ],
    [
      "a note naming another record: still an exception",
      [...DETECTED, { at: 20, investigated: [{ detected_in: 1 }] }],
      [
        "open",
        `${note("3")} dave in pull request #22 names #1 ports alpha-rtu-09, not this change (#2 ports alpha-rtu-09)`,
      ],
    ],
    [
      "a note naming another item: still an exception",
      [...DETECTED, { at: 20, investigated: [{ item: "patches" }] }],
      [
        "open",
        `${note("3")} dave in pull request #22 names #2 patches alpha-rtu-09, not this change (#2 ports alpha-rtu-09)`,
      ],
    ],
    [
      "a note naming another asset: still an exception",
      [...DETECTED, { at: 20, investigated: [{ asset: "alpha-hmi-02" }] }],
      [
        "open",
        `${note("3")} dave in pull request #22 names #2 ports alpha-hmi-02, not this change (#2 ports alpha-rtu-09)`,
      ],
    ],
    [
      "a wrong note, then a right one: closed by the right one",
      [...DETECTED, { at: 20, investigated: [{ item: "patches" }, { reference: "INC-9" }] }],
      [
        "investigated by #3 (INC-9, dave)",
        `${note("3")} dave in pull request #22 names #2 patches alpha-rtu-09, not this change (#2 ports alpha-rtu-09)`,
      ],
    ],
  ])("%s", (_, steps, expected) => {
    const found = judge(steps, 40).exceptions.filter((exception) => exception.asset === RTU.name);
    expect(
      found.flatMap((exception) => [
        exception.investigated_by === null
          ? exception.status
          : `${exception.status} by #${exception.investigated_by.sequence} (${exception.investigated_by.reference}, ${exception.investigated_by.login})`,
        ...(exception.not_closed_by ?? []),
      ]),
    ).toEqual(expected);
  });
});

describe("CIP-010 R2.1 investigation notes at their edges", () => {
  const DETECTED: R21Step[] = [
    { at: 0, commission: true },
    { at: 10, observe: [{ ...RTU, changed: "ports" }] },
  ];

  it("closes the exception with a note approved at the very instant the change was recorded", () => {
    const records = r21Records([...DETECTED, { at: 20, investigated: [{}] }]);
    const merge = records[2]!.record;
    if (merge.kind !== "change") throw new Error("not a change");
    merge.change.pull_request!.approved_at = { dave: records[1]!.record.recorded_at };
    const found = judgeR21(records, { calendar: DEFAULT_CALENDAR, asOf: day(40).toISOString() });
    expect(found.exceptions).toEqual([
      expect.objectContaining({ status: "investigated", investigated_by: expect.anything() }),
    ]);
  });

  it("lists at most 10 claims that closed nothing on one exception", () => {
    const wrong = Array.from({ length: 12 }, (_, index) => ({
      item: "patches" as const,
      reference: `INC-${index}`,
    }));
    const [exception] = judge([...DETECTED, { at: 20, investigated: wrong }], 40).exceptions;
    expect(exception?.status).toBe("open");
    expect(exception?.not_closed_by).toHaveLength(10);
  });
});

// "Document and investigate detected unauthorized changes": a change a record shows never
// vanishes, whether or not its observation is newer than the asset's last or its interval's
// opening (it closes nothing then); a collector file sealed again detects it once.
describe("CIP-010 R2.1 unauthorized changes in a stale observation", () => {
  const PORTS = { ...RTU, changed: "ports" as const };
  it.each<[string, R21Step[], number[]]>([
    [
      "an observation older than the commissioning: its change detected",
      [
        { at: 10, commission: true },
        { at: 20, observe: [PORTS], observedOn: 5 },
      ],
      [2],
    ],
    [
      "an older observation sealed after a newer clean one: its change detected",
      [
        { at: 0, commission: true },
        { at: 30, observe: [RTU] },
        { at: 40, observe: [PORTS], observedOn: 20 },
      ],
      [3],
    ],
    [
      "an older observation sealed after a newer one, showing another change: that change detected",
      [
        { at: 0, commission: true },
        { at: 10, observe: [PORTS] },
        { at: 20, observe: [{ ...RTU, changed: "patches" }], observedOn: 5 },
      ],
      [2, 3],
    ],
    [
      "the same file sealed again after its change was investigated: nothing more",
      [
        { at: 0, commission: true },
        { at: 10, observe: [PORTS] },
        { at: 20, investigated: [{}] },
        { at: 30, observe: [PORTS], observedOn: 10 },
      ],
      [2],
    ],
  ])("%s", (_, steps, detectedBy) => {
    const found = judge(steps, 45);
    expect(found.exceptions.map((exception) => exception.detected_by.sequence)).toEqual(detectedBy);
  });

  it("closes nothing with it: the interval stays as it was", () => {
    const steps: R21Step[] = [
      { at: 10, commission: true },
      { at: 20, observe: [PORTS], observedOn: 5 },
    ];
    expect(intervals(steps, 30)).toEqual([
      "2026-01-11..2026-02-15: no configuration monitoring recorded",
    ]);
    expect(judge(steps, 30).exceptions[0]).toMatchObject({ item: "ports", status: "open" });
  });
});

/** First seen in a record (closed there), closed again 10 days on, and the next one open. */
const IN_SCOPE = ["closed on time", "closed on time", "due"];

describe("R2.1's Applicable Systems", () => {
  it.each([
    [{ impact: "high", class: "BCA" }, true],
    [{ impact: "high" }, true],
    [{ impact: "high", class: "EACMS" }, true],
    [{ impact: "high", class: "PCA" }, true],
    [{ impact: "high", class: "PACS" }, false],
    [{ impact: "medium", class: "BCA" }, false],
    [{ impact: "low" }, false],
    // No impact declared: judged as High (fail closed), its obligations exceptions.
    [{}, true],
  ] as const)("%o in scope: %s", (scope, expected) => {
    expect(inR21Scope(scope)).toBe(expected);
  });

  it.each<[string, Partial<ObservedAsset>, string[]]>([
    ["a BCA of a High system", { class: "BCA" }, IN_SCOPE],
    ["an EACMS of a High system", { class: "EACMS" }, IN_SCOPE],
    ["a PCA of a High system", { class: "PCA" }, IN_SCOPE],
    ["a PACS of a High system: not an Applicable System of R2.1", { class: "PACS" }, []],
    ["a BCA of a Medium system", { class: "BCA", impact: "medium" }, []],
    ["an EACMS of a Medium system", { class: "EACMS", impact: "medium" }, []],
    ["a record written before classes were: judged as a BCA", {}, IN_SCOPE],
    ["the same, of a Medium system", { impact: "medium" }, []],
  ])("judges the class the record states: %s", (_, asset, expected) => {
    const steps: R21Step[] = [
      { at: 0, observe: [{ ...RTU, ...asset }] },
      { at: 10, observe: [{ ...RTU, ...asset, changed: "ports" }] },
    ];
    const found = judge(steps, 11);
    expect(found.intervals.map((interval) => interval.status)).toEqual(expected);
    expect(found.exceptions.map((exception) => exception.item)).toEqual(
      expected.length === 0 ? [] : ["ports"],
    );
  });

  it("takes a commissioned asset's class from the change record's baseline of it", () => {
    const pacs = highImpactDeviation()[0];
    pacs.change.baselines = pacs.change.baselines!.map((b) => ({ ...b, class: "PACS" as const }));
    const steps = chainOf([{ draft: pacs, at: day(0) }]).map(({ record, text }) => ({
      record,
      sha256: sha256Hex(text),
    }));
    const options = { calendar: DEFAULT_CALENDAR, asOf: day(1).toISOString() };
    expect(judgeR21(steps, options).intervals).toEqual([]);
    // The class a later monitoring record states replaces it.
    const later = [
      { draft: pacs, at: day(0) },
      {
        draft: configurationMonitoringDraft(
          "grid-east",
          101,
          [{ ...RTU, class: "EACMS" }],
          observedAt(5),
        ),
        at: day(5),
      },
    ];
    const hashed = chainOf(later).map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
    expect(judgeR21(hashed, options).intervals.map((i) => i.status)).toEqual([
      "closed on time",
      "due",
    ]);
  });
});

// The authority table's configuration-observation row: a collector's file appended from the
// command line in a commit evidence verify flags (no operator key signed it), or observed after it
// was appended, closes nothing; each interval it would have closed lists it with why, and what it
// detects is an exception all the same.
describe("CIP-010 R2.1 observations without authority", () => {
  const UNSIGNED = "commit 0123456789ab is not signed by any key of --operator-keys";
  /** The records of `steps`, the one at `flagged` (an index) added by a commit verify flags. */
  function flaggedAt(steps: readonly R21Step[], flagged: number) {
    return r21Records(steps).map((entry, index) =>
      index === flagged ? { ...entry, unauthenticated: UNSIGNED } : entry,
    );
  }
  const judgeFlagged = (steps: readonly R21Step[], flagged: number, asOf: number) =>
    judgeR21(flaggedAt(steps, flagged), {
      calendar: DEFAULT_CALENDAR,
      asOf: day(asOf).toISOString(),
    });
  const WHY =
    "it came from a collector's file appended from the command line whose commit 0123456789ab is not signed by any key of --operator-keys, and configuration-observation may come only from the Action's drift check on the default branch; or cip-sync evidence append --monitoring, in a commit signed by an operator key that evidence verify --operator-keys accepts";

  it("closes no interval, which lists it with why, until an authenticated record closes it", () => {
    const steps: R21Step[] = [
      { at: 0, commission: true },
      { at: 10, observe: [RTU] },
      { at: 20, observe: [RTU] },
    ];
    const open = judgeFlagged(steps.slice(0, 2), 1, 12).intervals;
    expect(open).toEqual([
      expect.objectContaining({
        opened_on: "2026-01-01",
        status: "no configuration monitoring recorded",
        closed_by: null,
        not_closed_by: [{ record: expect.objectContaining({ sequence: 2 }), why: WHY }],
      }),
    ]);
    const closed = judgeFlagged(steps, 1, 22).intervals;
    expect(closed[0]).toMatchObject({
      status: "closed on time",
      closed_by: { sequence: 3 },
      not_closed_by: [{ record: { sequence: 2 }, why: WHY }],
    });
    expect(closed[1]?.not_closed_by).toBeUndefined();
  });

  it("moves no observation time: a later real observation still closes the interval", () => {
    const steps: R21Step[] = [
      { at: 0, commission: true },
      // Read "in 2099" by an unauthenticated file: were it believed, no later reading would count.
      { at: 10, observe: [RTU], observedOn: 27_000 },
      { at: 20, observe: [RTU] },
    ];
    expect(judgeFlagged(steps, 1, 22).intervals[0]).toMatchObject({
      status: "closed on time",
      closed_by: { sequence: 3 },
    });
  });

  it("closes nothing with an observation dated after its append, even when verify accepts it", () => {
    const steps: R21Step[] = [
      { at: 0, commission: true },
      { at: 10, observe: [RTU], observedOn: 12 },
    ];
    const [interval] = judge(steps, 11).intervals;
    expect(interval).toMatchObject({
      status: "no configuration monitoring recorded",
      closed_by: null,
    });
    expect(interval?.not_closed_by?.[0]?.why).toMatch(
      /^it was observed at 2026-01-13T05:00:00.000Z, after it was appended \(2026-01-11T06:00:00.000Z\), beyond the 5 minutes/,
    );
  });

  it("names no asset anew: one it never saw, it follows nothing of, whatever it detects", () => {
    const steps: R21Step[] = [{ at: 10, observe: [{ ...RTU, changed: "ports" }] }];
    expect(judgeFlagged(steps, 0, 12)).toEqual({ intervals: [], exceptions: [] });
  });

  it.each<[string, R21Step[], number[]]>([
    [
      "the same change in two such records: detected once",
      [
        { at: 0, commission: true },
        { at: 10, observe: [{ ...RTU, changed: "ports" }] },
        { at: 20, observe: [{ ...RTU, changed: "ports" }] },
      ],
      [2],
    ],
    [
      "another change in the second: each detected",
      [
        { at: 0, commission: true },
        { at: 10, observe: [{ ...RTU, changed: "ports" }] },
        { at: 20, observe: [{ ...RTU, changed: "patches" }] },
      ],
      [2, 3],
    ],
  ])("detects each change once: %s", (_, steps, detectedBy) => {
    const records = flaggedAt(steps, 1).map((entry, index) =>
      index === 2 ? { ...entry, unauthenticated: UNSIGNED } : entry,
    );
    const found = judgeR21(records, { calendar: DEFAULT_CALENDAR, asOf: day(22).toISOString() });
    expect(found.exceptions.map((exception) => exception.detected_by.sequence)).toEqual(detectedBy);
  });

  it("detects what it shows all the same: a detected change never vanishes", () => {
    const steps: R21Step[] = [
      { at: 0, commission: true },
      { at: 10, observe: [{ ...RTU, changed: "ports" }] },
    ];
    expect(judgeFlagged(steps, 1, 12).exceptions).toEqual([
      expect.objectContaining({
        item: "ports",
        detected_by: expect.objectContaining({ sequence: 2 }),
      }),
    ]);
  });
});

// finish() hands on everything still open and keeps nothing: a pass finished holds no asset, no
// delete, no detected change and no early note, so records added after it are judged afresh.
describe("R2.1 after finish", () => {
  /**
   * What one pass decided of the records of `steps`, per finish: it finishes before the record at
   * each index of `finishAt` (at their count: once more after them), and at the end.
   */
  function decidedIn(steps: readonly R21Step[], finishAt: readonly number[]): string[][] {
    const rounds: string[][] = [[]];
    const pass = new R21Pass({
      calendar: DEFAULT_CALENDAR,
      asOf: day(60).toISOString(),
      decided: (found: R21Decided) =>
        rounds
          .at(-1)!
          .push(
            found.kind === "monitoring interval"
              ? `${found.opened_on}: ${found.status}`
              : `#${found.detected_by.sequence} ${found.item}: ${found.status}${found.not_closed_by === undefined ? "" : " (claimed)"}`,
          ),
    });
    const finish = () => {
      pass.finish();
      rounds.push([]);
    };
    const records = r21Records(steps);
    records.forEach((entry: HashedRecord, index) => {
      if (finishAt.includes(index)) finish();
      pass.add(entry);
    });
    if (finishAt.includes(records.length)) finish();
    finish();
    return rounds.slice(0, -1);
  }

  it.each<[string, R21Step[], number[], string[][]]>([
    [
      "finished twice: nothing the second time",
      [{ at: 0, commission: true }],
      [1],
      [["2026-01-01: no configuration monitoring recorded"], []],
    ],
    [
      "a delete forgotten: an observation from before it, added after, is an asset first seen",
      [
        { at: 0, commission: true },
        { at: 10, retire: true },
        { at: 20, observe: [RTU], observedOn: 5 },
      ],
      [2],
      [[], ["2026-01-21: closed on time", "2026-01-21: overdue"]],
    ],
    [
      "a detected change forgotten: the same observation, stale, detects it again",
      [
        { at: 0, commission: true },
        { at: 10, observe: [{ ...RTU, changed: "ports" }] },
        { at: 15, observe: [RTU] },
        { at: 20, observe: [{ ...RTU, changed: "ports" }], observedOn: 10 },
      ],
      [2],
      [
        ["2026-01-01: closed on time", "2026-01-11: overdue", "#2 ports: open"],
        ["2026-01-16: closed on time", "2026-01-16: overdue", "#4 ports: open"],
      ],
    ],
    [
      "an early note forgotten: the record it named, added after, lists nothing",
      [
        { at: 0, commission: true },
        { at: 5, investigated: [{ detected_in: 3 }] },
        { at: 10, observe: [{ ...RTU, changed: "ports" }] },
      ],
      [2],
      [
        ["2026-01-01: no configuration monitoring recorded"],
        ["2026-01-11: closed on time", "2026-01-11: overdue", "#3 ports: open"],
      ],
    ],
  ])("%s", (_, steps, finishAt, expected) => {
    expect(decidedIn(steps, finishAt)).toEqual(expected);
  });
});
