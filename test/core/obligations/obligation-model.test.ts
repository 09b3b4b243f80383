// What every output says of an obligation, at the edges a mutation would move: its subject and due
// date in words, the counts of each status, the order obligations are listed in, the kinds judged,
// and which obligations are newly in a state (what a notice is sent for).
import { describe, expect, it } from "vitest";
import {
  compareObligations,
  contextAt,
  type Context,
  countStatuses,
  dueText,
  OBLIGATION_KINDS,
  type Obligation,
  OBLIGATION_STATUSES,
} from "../../../src/core/obligations/obligation-model.ts";
import { newlyIn, subjectText } from "../../../src/core/obligations/obligation-subject.ts";
import { changeDraft, chainOf, day, monitoringDraft } from "../../support/evidence-records.ts";

const OPENED = { workspace: "grid-east", sequence: 4, sha256: "a".repeat(64), recorded_at: "x" };

function obligation(change: Partial<Obligation> = {}): Obligation {
  return {
    kind: "CIP-010 R1.3",
    requirement: "r",
    workspace: "grid-east",
    subject: { cyber_system_id: "cs_1", cyber_system: "Protection System", asset: "rtu-1" },
    opened_by: OPENED,
    due: "2026-10-06",
    status: "open",
    calendar: "c",
    ...change,
  };
}

describe("an obligation in words", () => {
  it.each<[string, Obligation["subject"], string]>([
    [
      "a governance fact",
      { governance: "the CIP Senior Manager jdoe" },
      "the CIP Senior Manager jdoe",
    ],
    ["a workspace's identifications", {}, "the identifications of workspace grid-east"],
    ["a system known by name only", { cyber_system: "Protection System" }, "Protection System"],
    [
      "a system with its id",
      { cyber_system: "Protection System", cyber_system_id: "cs_1" },
      "Protection System (cs_1)",
    ],
    [
      "an asset in its system",
      { cyber_system: "Protection System", cyber_system_id: "cs_1", asset: "rtu-1" },
      "rtu-1 in Protection System (cs_1)",
    ],
    [
      "an asset no record gave an id",
      { cyber_system: "Protection System", asset: "rtu-1", keyed_by: "cyber_system and name" },
      "rtu-1 in Protection System (no asset id)",
    ],
  ])("%s", (_, subject, words) => {
    expect(subjectText(obligation({ subject }))).toBe(words);
  });

  it.each<[string, Partial<Obligation>, string]>([
    [
      "a CIP-007 R2.1 baseline item of an asset",
      { patching: { item: { kind: "software", name: "RTAC", version: "1.3" } } },
      'software "RTAC" of rtu-1 in Protection System (cs_1)',
    ],
    [
      "a CIP-007 R2.3 patch of an asset, whatever item and source it names",
      { patching: { patch: "SEL-1", source: "sel", item: { kind: "software", name: "RTAC" } } },
      "patch SEL-1 of rtu-1 in Protection System (cs_1)",
    ],
    ["a CIP-007 R2.2 source", { subject: {}, patching: { source: "sel" } }, "patch source sel"],
    ["a CIP-007 R2.4 plan", { subject: {}, patching: { plan: "MP-7" } }, "mitigation plan MP-7"],
  ])("names %s", (_case, change, words) => {
    expect(subjectText(obligation(change))).toBe(words);
  });

  it("says a due date, or that a reminder has none", () => {
    expect(dueText({ due: "2026-10-06" })).toBe("due 2026-10-06");
    expect(dueText({ due: null })).toBe("no due date");
  });
});

describe("counts and order", () => {
  it("counts each status, every status present even at zero", () => {
    const counts = countStatuses([
      obligation({ status: "overdue" }),
      obligation({ status: "overdue" }),
      obligation({ status: "closed" }),
    ]);
    expect(counts).toEqual({
      ...Object.fromEntries(OBLIGATION_STATUSES.map((status) => [status, 0])),
      overdue: 2,
      closed: 1,
    });
  });

  it("lists what names no system or asset before what does, whatever the names' letters", () => {
    const listed = [
      obligation({ subject: { cyber_system_id: "ABC", asset: "A-relay" } }),
      obligation({ subject: { cyber_system_id: "ABC" } }),
      obligation({ subject: {} }),
    ];
    // Both ways round: each side of the comparison meets the missing name.
    for (const input of [listed, listed.toReversed()]) {
      const sorted = input.toSorted(compareObligations);
      expect(
        sorted.map((o) => `${o.subject.cyber_system_id ?? "-"}/${o.subject.asset ?? "-"}`),
      ).toEqual(["-/-", "ABC/-", "ABC/A-relay"]);
    }
  });

  it("sorts by status, due date, workspace, kind, system, asset, then the opening record", () => {
    const sorted = [
      obligation({ opened_by: { ...OPENED, sequence: 9 } }),
      obligation({ opened_by: { ...OPENED, sequence: 2 } }),
      obligation({ subject: { cyber_system_id: "cs_1" } }),
      obligation({ subject: { cyber_system_id: "cs_1", asset: "aaa" } }),
      obligation({ subject: { cyber_system_id: "cs_0", asset: "zzz" } }),
      obligation({ subject: {} }),
    ].toSorted(compareObligations);
    expect(
      sorted.map(
        (o) =>
          `${o.subject.cyber_system_id ?? "-"}/${o.subject.asset ?? "-"}/${o.opened_by.sequence}`,
      ),
    ).toEqual(["-/-/4", "cs_0/zzz/4", "cs_1/-/4", "cs_1/aaa/4", "cs_1/rtu-1/2", "cs_1/rtu-1/9"]);
  });
});

describe("the kinds judged as obligations", () => {
  it("leaves out CIP-010 R1.1 (checked at commissioning) and CIP-007 R1.1 (a population)", () => {
    expect(OBLIGATION_KINDS).not.toContain("CIP-010 R1.1");
    expect(OBLIGATION_KINDS).not.toContain("CIP-007 R1.1");
    expect(OBLIGATION_KINDS).toEqual(
      expect.arrayContaining(["CIP-002 R2", "CIP-010 R1.2", "CIP-010 R1.3", "CIP-010 R2.1"]),
    );
  });
});

describe("newlyIn: an obligation newly in a state, once", () => {
  const overdue = obligation({ status: "overdue" });

  it.each<[string, Obligation[], Obligation[], number]>([
    ["overdue now, open before", [overdue], [obligation()], 1],
    ["overdue now and before", [overdue], [overdue], 0],
    [
      "overdue before under another opening record",
      [overdue],
      [{ ...overdue, opened_by: { ...OPENED, sequence: 5 } }],
      1,
    ],
    [
      "overdue before for another asset",
      [overdue],
      [{ ...overdue, subject: { ...overdue.subject, asset: "rtu-2" } }],
      1,
    ],
    [
      "overdue before for another system",
      [overdue],
      [{ ...overdue, subject: { ...overdue.subject, cyber_system_id: "cs_2" } }],
      1,
    ],
    ["overdue before in another kind", [overdue], [{ ...overdue, kind: "CIP-010 R1.4" }], 1],
    ["overdue before in another workspace", [overdue], [{ ...overdue, workspace: "grid-west" }], 1],
    [
      "the same asset known by id before and now, renamed since",
      [{ ...overdue, subject: { ...overdue.subject, asset_id: "ca_1", asset: "rtu-1b" } }],
      [{ ...overdue, subject: { ...overdue.subject, asset_id: "ca_1" } }],
      0,
    ],
    [
      "another asset id, the same name",
      [{ ...overdue, subject: { ...overdue.subject, asset_id: "ca_2" } }],
      [{ ...overdue, subject: { ...overdue.subject, asset_id: "ca_1" } }],
      1,
    ],
    [
      "another CIP-007 R2.3 patch of the same asset, opened by the same evaluation",
      [{ ...overdue, kind: "CIP-007 R2.3", patching: { patch: "P-2" } }],
      [{ ...overdue, kind: "CIP-007 R2.3", patching: { patch: "P-1" } }],
      1,
    ],
    [
      "another CIP-007 R2.1 item of the same asset",
      [{ ...overdue, kind: "CIP-007 R2.1", patching: { item: { kind: "software", name: "B" } } }],
      [{ ...overdue, kind: "CIP-007 R2.1", patching: { item: { kind: "software", name: "A" } } }],
      1,
    ],
    [
      "the same CIP-007 R2.1 item, its name in another case",
      [
        {
          ...overdue,
          kind: "CIP-007 R2.1",
          patching: { item: { kind: "software", name: "RTAC" } },
        },
      ],
      [
        {
          ...overdue,
          kind: "CIP-007 R2.1",
          patching: { item: { kind: "software", name: "rtac" } },
        },
      ],
      0,
    ],
    [
      "another CIP-007 R2.2 patch source opened by the same record",
      [{ ...overdue, kind: "CIP-007 R2.2", subject: {}, patching: { source: "b" } }],
      [{ ...overdue, kind: "CIP-007 R2.2", subject: {}, patching: { source: "a" } }],
      1,
    ],
    [
      "another CIP-003 subject opened by the same record",
      [{ ...overdue, kind: "CIP-003 R4", subject: { governance: "delegate b" } }],
      [{ ...overdue, kind: "CIP-003 R4", subject: { governance: "delegate a" } }],
      1,
    ],
  ])("%s: %i", (_, now, before, count) => {
    expect(newlyIn("overdue", now, before)).toHaveLength(count);
  });
});

describe("contextAt: the calendar an obligation is judged in", () => {
  const pass: Context = {
    calendar: { timeZone: "UTC", dueSoonDays: 7, monthEnd: "roll-over" },
    today: "2026-11-25",
    rule: "r",
    completionGraceDays: 30,
  };
  const [sealed] = chainOf([{ draft: monitoringDraft("grid-east", 1, true), at: day(0) }]);

  it("is the pass's own for a record that is not a change, which keeps no calendar", () => {
    expect(contextAt(sealed!.record, pass)).toBe(pass);
  });

  it("is the one a change record kept, with its completion grace", () => {
    const [change] = chainOf([{ draft: changeDraft("grid-east", 1), at: day(0) }]);
    const record = structuredClone(change!.record);
    if (record.kind !== "change") throw new Error("expected a change record");
    record.change.calendar = {
      time_zone: "America/Chicago",
      due_soon_days: 14,
      month_end: "whole-month",
      completion_grace_days: 10,
    };
    expect(contextAt(record, pass)).toMatchObject({
      calendar: { timeZone: "America/Chicago", dueSoonDays: 14, monthEnd: "whole-month" },
      completionGraceDays: 10,
      today: "2026-11-25",
    });
  });
});
