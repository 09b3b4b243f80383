// CIP-007-6 R2 judged over reviewed records, table by table, each quoting the clock it holds. The
// calendar is America/Chicago, behind UTC: a record at 05:59Z is the day before there. A record
// that is no accepted merge (refused, break-glass) closes nothing and is listed with why.
import { describe, expect, it } from "vitest";
import type { CalendarSettings } from "../../../../src/core/shared/calendar.ts";
import { kindText, type Obligation } from "../../../../src/core/obligations/obligation-model.ts";
import { subjectText } from "../../../../src/core/obligations/obligation-subject.ts";
import type { PatchAsset } from "../../../../src/core/patches/patch-inputs.ts";
import type {
  PatchMerge,
  SeniorManagerInForce,
} from "../../../../src/core/obligations/patch-management/patch-merge.ts";
import type {
  MitigationPlan,
  PatchEvaluation,
  PatchSources,
} from "../../../../src/core/patches/patch-files.ts";
import { patchObligations } from "../../../../src/core/obligations/patch-management/patch-obligations.ts";
import { NO_SOURCE } from "../../../../src/core/obligations/patch-management/source-identification.ts";
import { lapseBand } from "../../../../src/core/obligations/patch-management/patch-obligation.ts";

const CHICAGO: CalendarSettings = {
  timeZone: "America/Chicago",
  dueSoonDays: 7,
  monthEnd: "last-day",
};

const RTAC = { name: "acSELerator RTAC", version: "1.32" };
const FIRMWARE = { name: "SEL-3555 firmware", version: "R135" };

function asset(name: string, over: Partial<PatchAsset> = {}, patches: string[] = []): PatchAsset {
  return {
    cyber_system: "Substation A",
    cyber_system_id: "cs_a",
    asset: name,
    asset_id: `ca_${name}`,
    class: "BCA",
    impact: "high",
    baseline: { os_firmware: [FIRMWARE], software: [RTAC], patches },
    ...over,
  };
}

const SEL: PatchSources = {
  sources: [
    {
      id: "sel",
      name: "SEL security notifications",
      covers: [
        { kind: "software", name: "acSELerator RTAC" },
        { kind: "os_firmware", name: "SEL-3555 firmware" },
      ],
    },
  ],
  noSource: [],
};

function evaluation(releasesSince: string, ...patches: [string, string][]): PatchEvaluation {
  return {
    file: `patch-evaluations/sel/${releasesSince}.yaml`,
    source: "sel",
    releasesSince,
    patches: patches.map(([id, item]) => ({
      id,
      released: releasesSince,
      item: {
        kind: item === "firmware" ? "os_firmware" : "software",
        name: item === "firmware" ? FIRMWARE.name : RTAC.name,
      },
      applicable: true,
    })),
  };
}

/** Records in ledger order, numbered from 1, each approved by alice when it is recorded. */
function ledger(...records: [string, Partial<PatchMerge>][]): PatchMerge[] {
  return records.map(([at, facts], index) => ({
    record: {
      workspace: "grid-east",
      sequence: index + 1,
      sha256: `${index + 1}`.padStart(64, "0"),
      recorded_at: at,
    },
    approvals: [{ login: "alice", at }],
    ...facts,
  }));
}

/** What a test reads of an obligation: its kind, subject, status, due, closing record and why. */
function seen(o: Obligation) {
  return {
    kind: o.kind,
    subject: subjectText(o),
    status: o.status,
    due: o.due,
    opened: o.opened_by.sequence,
    ...(o.closed_by === undefined ? {} : { closed: o.closed_by.sequence }),
    ...(o.reason === undefined ? {} : { reason: o.reason }),
    ...(o.patching?.lapse === undefined ? {} : { lapse: o.patching.lapse }),
    ...(o.not_closed_by === undefined
      ? {}
      : { not_closed_by: o.not_closed_by.map((n) => `#${n.record.sequence}: ${n.why}`) }),
  };
}

const of = (kind: string, obligations: Obligation[]) =>
  obligations.filter((o) => o.kind === kind).map(seen);

// 2026-01-02T03:00Z is 21:00 on 1 January in Chicago: the source is identified on 1 January.
const IDENTIFIED = "2026-01-02T03:00:00.000Z";
const START: [string, Partial<PatchMerge>] = [
  IDENTIFIED,
  { assets: [asset("RTU-1")], sources: SEL },
];

describe("CIP-007 R2.2: at least once every 35 calendar days, from the source's identification", () => {
  it.each<[string, string, Record<string, unknown>]>([
    [
      "the 35th day in Chicago, 23:59 there (05:59Z the next day)",
      "2026-02-06T05:59:00.000Z",
      { status: "closed", closed: 2 },
    ],
    [
      "the 36th day in Chicago, its first minute (06:00Z)",
      "2026-02-06T06:00:00.000Z",
      { status: "closed-late", closed: 2, lapse: "lower" },
    ],
    [
      "the 50th day",
      "2026-02-20T12:00:00.000Z",
      { status: "closed-late", closed: 2, lapse: "moderate" },
    ],
    [
      "the 65th day",
      "2026-03-07T12:00:00.000Z",
      { status: "closed-late", closed: 2, lapse: "high" },
    ],
  ])("evaluated on %s", (_case, at, expected) => {
    const obligations = patchObligations(
      ledger(START, [at, { evaluations: [evaluation("2026-01-01")] }]),
      "2026-03-10",
      CHICAGO,
    );
    expect(of("CIP-007 R2.2", obligations).find((o) => o.opened === 1)).toEqual({
      kind: "CIP-007 R2.2",
      subject: "patch source sel",
      due: "2026-02-05",
      opened: 1,
      ...expected,
    });
  });

  it.each<[string, string, string | undefined]>([
    ["2026-02-05", "due-soon", undefined],
    ["2026-02-06", "overdue", "lower"],
  ])("never evaluated, as of %s: %s", (asOf, status, lapse) => {
    const [first] = of("CIP-007 R2.2", patchObligations(ledger(START), asOf, CHICAGO));
    expect(first).toEqual({
      kind: "CIP-007 R2.2",
      subject: "patch source sel",
      status,
      due: "2026-02-05",
      opened: 1,
      ...(lapse === undefined ? {} : { lapse }),
    });
  });

  it("each evaluation opens the next interval from its own record; one that skips a release window is an exception naming it", () => {
    const obligations = patchObligations(
      ledger(
        START,
        ["2026-01-20T18:00:00.000Z", { evaluations: [evaluation("2025-12-01")] }],
        // The previous evaluation was on 20 January: releases from then to 1 February go unseen.
        ["2026-02-20T18:00:00.000Z", { evaluations: [evaluation("2026-02-02")] }],
      ),
      "2026-02-21",
      CHICAGO,
    );
    expect(of("CIP-007 R2.2", obligations)).toEqual([
      {
        kind: "CIP-007 R2.2",
        subject: "patch source sel",
        status: "exception",
        due: "2026-02-24",
        opened: 2,
        closed: 3,
        reason:
          "patch-evaluations/sel/2026-02-02.yaml covers releases since 2026-02-02, not since the previous evaluation on 2026-01-20: releases from 2026-01-20 to 2026-02-01 were not evaluated",
      },
      {
        kind: "CIP-007 R2.2",
        subject: "patch source sel",
        status: "open",
        due: "2026-03-27",
        opened: 3,
      },
      {
        kind: "CIP-007 R2.2",
        subject: "patch source sel",
        status: "closed",
        due: "2026-02-05",
        opened: 1,
        closed: 2,
      },
    ]);
    const gap = obligations.find((o) => o.status === "exception")?.patching?.releases_gap;
    expect(gap).toEqual({ from: "2026-01-20", to: "2026-02-01" });
  });

  it("an evaluation of releases still to come closes nothing", () => {
    const obligations = patchObligations(
      ledger(START, ["2026-01-20T18:00:00.000Z", { evaluations: [evaluation("2026-01-25")] }]),
      "2026-01-21",
      CHICAGO,
    );
    expect(of("CIP-007 R2.2", obligations)).toEqual([
      {
        kind: "CIP-007 R2.2",
        subject: "patch source sel",
        status: "open",
        due: "2026-02-05",
        opened: 1,
        not_closed_by: [
          "#2: patch-evaluations/sel/2026-01-25.yaml: it is dated 2026-01-25, after the record that carries it (2026-01-20T18:00:00.000Z)",
        ],
      },
    ]);
  });

  it("a refused merge's evaluation closes nothing and is listed with why", () => {
    const obligations = patchObligations(
      ledger(START, [
        "2026-01-20T18:00:00.000Z",
        {
          evaluations: [evaluation("2026-01-01")],
          notAccepted: "a merge the gate refused (outcome refused)",
        },
      ]),
      "2026-01-21",
      CHICAGO,
    );
    expect(of("CIP-007 R2.2", obligations)).toEqual([
      {
        kind: "CIP-007 R2.2",
        subject: "patch source sel",
        status: "open",
        due: "2026-02-05",
        opened: 1,
        not_closed_by: [
          "#2: it came from a merge the gate refused (outcome refused), and patch-evaluation may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
        ],
      },
    ]);
  });
});

describe("CIP-007 R2.1: a source for every os_firmware and software item of the baselines", () => {
  const legacy = asset("HMI-2", {
    baseline: {
      os_firmware: [FIRMWARE],
      software: [{ name: "Legacy HMI", version: "4.1" }],
      patches: [],
    },
  });
  const declared = (reason: string): PatchSources => ({
    ...SEL,
    noSource: [{ item: { kind: "software", name: "legacy hmi" }, kind: "not-updateable", reason }],
  });
  const upgraded = asset("HMI-2", {
    baseline: {
      os_firmware: [FIRMWARE],
      software: [{ name: "Legacy HMI", version: "5.0" }],
      patches: [],
    },
  });

  it.each<[string, [string, Partial<PatchMerge>][], ReturnType<typeof seen>[]]>([
    [
      "an item no source covers: an exception from the record that added it",
      [[IDENTIFIED, { assets: [legacy], sources: SEL }]],
      [
        {
          kind: "CIP-007 R2.1",
          subject: 'software "Legacy HMI" of HMI-2 in Substation A (cs_a)',
          status: "exception",
          due: null,
          opened: 1,
          reason: NO_SOURCE,
        },
      ],
    ],
    [
      "a declaration reviewed with it (names compared as the inventory does, case aside)",
      [[IDENTIFIED, { assets: [legacy], sources: declared("firmware locked by the vendor") }]],
      [
        {
          kind: "CIP-007 R2.1",
          subject: 'software "Legacy HMI" of HMI-2 in Substation A (cs_a)',
          status: "closed",
          due: null,
          opened: 1,
          closed: 1,
        },
      ],
    ],
    [
      "a software change reopens it: the declaration spoke of 4.1, so 5.0 is an exception until declared again",
      [
        [IDENTIFIED, { assets: [legacy], sources: declared("firmware locked by the vendor") }],
        ["2026-02-01T18:00:00.000Z", { assets: [upgraded] }],
      ],
      [
        {
          kind: "CIP-007 R2.1",
          subject: 'software "Legacy HMI" of HMI-2 in Substation A (cs_a)',
          status: "exception",
          due: null,
          opened: 2,
          reason: NO_SOURCE,
        },
        {
          kind: "CIP-007 R2.1",
          subject: 'software "Legacy HMI" of HMI-2 in Substation A (cs_a)',
          status: "closed",
          due: null,
          opened: 1,
          closed: 1,
        },
      ],
    ],
    [
      "declared again after the change: closed by that record",
      [
        [IDENTIFIED, { assets: [legacy], sources: declared("firmware locked by the vendor") }],
        ["2026-02-01T18:00:00.000Z", { assets: [upgraded] }],
        ["2026-02-03T18:00:00.000Z", { sources: declared("5.0 is still locked by the vendor") }],
      ],
      [
        {
          kind: "CIP-007 R2.1",
          subject: 'software "Legacy HMI" of HMI-2 in Substation A (cs_a)',
          status: "closed",
          due: null,
          opened: 1,
          closed: 1,
        },
        {
          kind: "CIP-007 R2.1",
          subject: 'software "Legacy HMI" of HMI-2 in Substation A (cs_a)',
          status: "closed",
          due: null,
          opened: 2,
          closed: 3,
        },
      ],
    ],
    [
      "a break-glass record's sources file closes nothing",
      [
        [IDENTIFIED, { assets: [legacy], sources: SEL }],
        [
          "2026-02-01T18:00:00.000Z",
          {
            sources: declared("locked"),
            notAccepted: "a break-glass apply (cip-sync apply --record): no review",
          },
        ],
      ],
      [
        {
          kind: "CIP-007 R2.1",
          subject: 'software "Legacy HMI" of HMI-2 in Substation A (cs_a)',
          status: "exception",
          due: null,
          opened: 1,
          reason: NO_SOURCE,
        },
      ],
    ],
  ])("%s", (_case, records, expected) => {
    const obligations = patchObligations(ledger(...records), "2026-02-10", CHICAGO);
    const legacyItems = of("CIP-007 R2.1", obligations).filter((o) => o.subject.includes("Legacy"));
    expect(legacyItems).toEqual(expected);
  });

  it("covers the items of High and Medium BCA, EACMS, PACS and PCA, never of a Low system", () => {
    const assets = [
      asset("RTU-1"),
      asset("PACS-3", { class: "PACS", impact: "medium" }),
      asset("RTU-9", { impact: "low" }),
    ];
    const obligations = patchObligations(
      ledger([IDENTIFIED, { assets, sources: SEL }]),
      "2026-01-02",
      CHICAGO,
    );
    expect(
      of("CIP-007 R2.1", obligations).map((o) => `${o.subject}: ${o.status}, ${o.closed}`),
    ).toEqual([
      'os_firmware "SEL-3555 firmware" of PACS-3 in Substation A (cs_a): closed, 1',
      'software "acSELerator RTAC" of PACS-3 in Substation A (cs_a): closed, 1',
      'os_firmware "SEL-3555 firmware" of RTU-1 in Substation A (cs_a): closed, 1',
      'software "acSELerator RTAC" of RTU-1 in Substation A (cs_a): closed, 1',
    ]);
  });
});

describe("CIP-007 R2.3: applied or mitigated within 35 calendar days of the evaluation", () => {
  // Evaluated on 10 January in Chicago: due 14 February. P1 and P2 patch the RTAC, P3 the firmware.
  const EVALUATED: [string, Partial<PatchMerge>] = [
    "2026-01-10T18:00:00.000Z",
    {
      evaluations: [
        evaluation("2026-01-01", ["SEL-P1", "rtac"], ["SEL-P2", "rtac"], ["SEL-P3", "firmware"]),
      ],
    },
  ];
  const plan: MitigationPlan = {
    id: "MP-7",
    patches: ["sel-p2"],
    actions: ["block TCP 443 at the substation firewall"],
    timeframe: { by: "2026-04-30" },
  };
  const low = asset("RTU-9", { impact: "low" });

  it("per patch and asset the baselines hold it for: closed by a baseline change, by a plan, or by nothing", () => {
    const obligations = patchObligations(
      ledger(
        [IDENTIFIED, { assets: [asset("RTU-1"), low], sources: SEL }],
        EVALUATED,
        ["2026-02-01T18:00:00.000Z", { assets: [asset("RTU-1", {}, ["SEL-P1"]), low] }],
        ["2026-02-16T18:00:00.000Z", { plans: [plan] }],
      ),
      "2026-02-20",
      CHICAGO,
    );
    expect(of("CIP-007 R2.3", obligations)).toEqual([
      {
        kind: "CIP-007 R2.3",
        subject: "patch SEL-P3 of RTU-1 in Substation A (cs_a)",
        status: "overdue",
        due: "2026-02-14",
        opened: 2,
        lapse: "lower",
      },
      {
        kind: "CIP-007 R2.3",
        subject: "patch SEL-P2 of RTU-1 in Substation A (cs_a)",
        status: "closed-late",
        due: "2026-02-14",
        opened: 2,
        closed: 4,
        lapse: "lower",
      },
      {
        kind: "CIP-007 R2.3",
        subject: "patch SEL-P1 of RTU-1 in Substation A (cs_a)",
        status: "closed",
        due: "2026-02-14",
        opened: 2,
        closed: 3,
      },
    ]);
    const byPlan = obligations.find((o) => o.patching?.patch === "SEL-P2");
    expect(byPlan?.patching?.plan).toBe("MP-7");
  });

  it("a refused merge adding the patch to the baseline closes nothing", () => {
    const obligations = patchObligations(
      ledger([IDENTIFIED, { assets: [asset("RTU-1")], sources: SEL }], EVALUATED, [
        "2026-02-01T18:00:00.000Z",
        {
          assets: [asset("RTU-1", {}, ["SEL-P1"])],
          notAccepted: "a merge the gate refused (outcome refused)",
        },
      ]),
      "2026-02-02",
      CHICAGO,
    );
    expect(
      of("CIP-007 R2.3", obligations).find((o) => o.subject.startsWith("patch SEL-P1"))
        ?.not_closed_by,
    ).toEqual([
      "#3: it came from a merge the gate refused (outcome refused), and baseline may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
    ]);
  });
});

const EVENT_PLAN: MitigationPlan = {
  id: "MP-7",
  patches: ["SEL-P2"],
  actions: ["block TCP 443 at the substation firewall"],
  timeframe: { event: "the next scheduled outage of at least two days" },
};

describe("CIP-007 R2.4: each plan implemented within its timeframe, unless a change is approved", () => {
  const RSMITH_R22 = { login: "rsmith", actions: ["cip-002-r2.2"], delegatedOn: "2025-06-01" };
  const csm = (...delegates: SeniorManagerInForce["delegates"]): SeniorManagerInForce => ({
    login: "jdoe",
    delegates,
  });
  const byDate = (by: string, over: Partial<MitigationPlan> = {}): MitigationPlan => ({
    id: "MP-7",
    patches: ["SEL-P2"],
    actions: ["block TCP 443 at the substation firewall"],
    timeframe: { by },
    ...over,
  });
  const CREATED: [string, Partial<PatchMerge>] = [
    "2026-02-16T18:00:00.000Z",
    { plans: [byDate("2026-04-30")] },
  ];
  const extension = (
    approver: string,
    at = "2026-04-20T15:00:00.000Z",
  ): [string, Partial<PatchMerge>] => [
    "2026-04-20T18:00:00.000Z",
    {
      plans: [byDate("2026-06-30")],
      approvals: [
        { login: "alice", at },
        { login: approver, at },
      ],
    },
  ];

  it.each<
    [string, SeniorManagerInForce, [string, Partial<PatchMerge>], Record<string, unknown>, string]
  >([
    [
      "an extension approved by a delegate whose delegation does not cover it: refused, the due date stays",
      csm(RSMITH_R22),
      extension("rsmith"),
      {
        status: "exception",
        due: "2026-04-30",
        reason:
          "a change of its timeframe was not approved by the CIP Senior Manager or a delegate holding cip-007-r2.4: the due date stays 2026-04-30",
        lapse: "severe",
      },
      "#3 to by 2026-06-30: it is not approved by the CIP Senior Manager or a delegate for the action (cip-002-r2.2 for a CIP-002 R2 approval, cip-007-r2.4 for a mitigation plan's revision or extension), as cip-policy.yaml names them in force, a delegation counting from its delegated_on: rsmith's delegation covers cip-002-r2.2, not cip-007-r2.4",
    ],
    [
      "approved by a delegate whose delegation covers it and was in force that day",
      csm({
        login: "rsmith",
        actions: ["cip-002-r2.2", "cip-007-r2.4"],
        delegatedOn: "2026-04-20",
      }),
      extension("rsmith"),
      { status: "open", due: "2026-06-30" },
      "#3 to by 2026-06-30: approved by rsmith (delegate for cip-007-r2.4 since 2026-04-20)",
    ],
    [
      "approved by a delegate the day before their delegation (in Chicago)",
      csm({ login: "rsmith", actions: ["cip-007-r2.4"], delegatedOn: "2026-04-20" }),
      extension("rsmith", "2026-04-20T04:00:00.000Z"),
      {
        status: "exception",
        due: "2026-04-30",
        reason:
          "a change of its timeframe was not approved by the CIP Senior Manager or a delegate holding cip-007-r2.4: the due date stays 2026-04-30",
        lapse: "severe",
      },
      "#3 to by 2026-06-30: it is not approved by the CIP Senior Manager or a delegate for the action (cip-002-r2.2 for a CIP-002 R2 approval, cip-007-r2.4 for a mitigation plan's revision or extension), as cip-policy.yaml names them in force, a delegation counting from its delegated_on: rsmith's delegation of cip-007-r2.4 dates from 2026-04-20, after their approval on 2026-04-19",
    ],
    [
      "approved by the CIP Senior Manager",
      csm(RSMITH_R22),
      extension("jdoe"),
      { status: "open", due: "2026-06-30" },
      "#3 to by 2026-06-30: approved by jdoe (CIP Senior Manager)",
    ],
  ])("%s", (_case, manager, change, expected, changeText) => {
    // A later merge of the plan (another action) says the same timeframe again: listed once.
    const restated: [string, Partial<PatchMerge>] = [
      "2026-04-20T20:00:00.000Z",
      { plans: [byDate("2026-06-30", { actions: ["isolate the RTAC", "block TCP 443"] })] },
    ];
    const obligations = patchObligations(
      ledger(
        [IDENTIFIED, { assets: [asset("RTU-1")], sources: SEL, seniorManager: manager }],
        CREATED,
        change,
        restated,
      ),
      "2026-04-21",
      CHICAGO,
    );
    const [planned] = obligations.filter((o) => o.kind === "CIP-007 R2.4");
    expect(seen(planned!)).toEqual({
      kind: "CIP-007 R2.4",
      subject: "mitigation plan MP-7",
      opened: 2,
      ...expected,
    });
    expect(
      planned!.patching?.timeframe_changes?.map(
        (c) =>
          `#${c.record.sequence} to ${c.to}: ${c.approved_by === undefined ? c.why : `approved by ${c.approved_by}`}`,
      ),
    ).toEqual([changeText]);
  });

  it.each<[string, [string, Partial<PatchMerge>][], string, Record<string, unknown>]>([
    [
      "an event-dated plan has no due date until the event is recorded",
      [],
      "2026-05-01",
      {
        status: "open",
        due: null,
        reason:
          'no due date until a reviewed change records the day the event occurred (event_occurred_on): at the event "the next scheduled outage of at least two days"',
      },
    ],
    [
      "the event recorded sets the due date; implemented that day, closed",
      [
        ["2026-05-12T20:00:00.000Z", { plans: [{ ...EVENT_PLAN, eventOccurredOn: "2026-05-12" }] }],
        [
          "2026-05-14T20:00:00.000Z",
          {
            plans: [{ ...EVENT_PLAN, eventOccurredOn: "2026-05-12", implementedOn: "2026-05-12" }],
          },
        ],
      ],
      "2026-05-20",
      { status: "closed", due: "2026-05-12", closed: 4 },
    ],
    [
      "implemented the day after the event: closed late, a severe lapse",
      [
        ["2026-05-12T20:00:00.000Z", { plans: [{ ...EVENT_PLAN, eventOccurredOn: "2026-05-12" }] }],
        [
          "2026-05-14T20:00:00.000Z",
          {
            plans: [{ ...EVENT_PLAN, eventOccurredOn: "2026-05-12", implementedOn: "2026-05-13" }],
          },
        ],
      ],
      "2026-05-20",
      { status: "closed-late", due: "2026-05-12", closed: 4, lapse: "severe" },
    ],
    [
      "the event's day moved later without the CIP Senior Manager: the first day stays the due date",
      [
        ["2026-05-12T20:00:00.000Z", { plans: [{ ...EVENT_PLAN, eventOccurredOn: "2026-05-12" }] }],
        ["2026-05-14T20:00:00.000Z", { plans: [{ ...EVENT_PLAN, eventOccurredOn: "2026-06-12" }] }],
      ],
      "2026-05-20",
      {
        status: "exception",
        due: "2026-05-12",
        lapse: "severe",
        reason:
          "a change of its timeframe was not approved by the CIP Senior Manager or a delegate holding cip-007-r2.4: the due date stays 2026-05-12",
      },
    ],
    [
      "an implementation dated after its record closes nothing",
      [
        [
          "2026-05-12T20:00:00.000Z",
          {
            plans: [{ ...EVENT_PLAN, eventOccurredOn: "2026-05-12", implementedOn: "2026-05-30" }],
          },
        ],
      ],
      "2026-05-20",
      {
        status: "overdue",
        due: "2026-05-12",
        lapse: "severe",
        not_closed_by: [
          "#3: it is dated 2026-05-30, after the record that carries it (2026-05-12T20:00:00.000Z)",
        ],
      },
    ],
    [
      "a break-glass record's implementation closes nothing",
      [
        ["2026-05-12T20:00:00.000Z", { plans: [{ ...EVENT_PLAN, eventOccurredOn: "2026-05-12" }] }],
        [
          "2026-05-12T21:00:00.000Z",
          {
            plans: [{ ...EVENT_PLAN, eventOccurredOn: "2026-05-12", implementedOn: "2026-05-12" }],
            notAccepted: "a break-glass apply (cip-sync apply --record): no review",
          },
        ],
      ],
      "2026-05-20",
      {
        status: "overdue",
        due: "2026-05-12",
        lapse: "severe",
        not_closed_by: [
          "#4: it came from a break-glass apply (cip-sync apply --record): no review, and plan-implemented may come only from a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
        ],
      },
    ],
  ])("%s", (_case, later, asOf, expected) => {
    const obligations = patchObligations(
      ledger(
        [IDENTIFIED, { assets: [asset("RTU-1")], sources: SEL }],
        ["2026-02-16T18:00:00.000Z", { plans: [EVENT_PLAN] }],
        ...later,
      ),
      asOf,
      CHICAGO,
    );
    expect(of("CIP-007 R2.4", obligations)).toEqual([
      { kind: "CIP-007 R2.4", subject: "mitigation plan MP-7", opened: 2, ...expected },
    ]);
  });
});

describe("CIP-007 R2.2 and R2.3 when what they follow leaves", () => {
  const UNTRACKED_AT: Record<string, string> = {
    "before the due date": "2026-02-01T18:00:00.000Z",
    "after the due date": "2026-02-10T18:00:00.000Z",
  };

  it.each<[string, ReturnType<typeof seen>[]]>([
    ["before the due date", []],
    [
      "after the due date",
      [
        {
          kind: "CIP-007 R2.2",
          subject: "patch source sel",
          status: "overdue",
          due: "2026-02-05",
          opened: 1,
          reason:
            "the source stopped being tracked for an applicable item (record #2) after its due date, never evaluated",
          lapse: "lower",
        },
      ],
    ],
  ])("a source no longer covering any applicable item, %s", (when, expected) => {
    const obligations = patchObligations(
      ledger(START, [UNTRACKED_AT[when]!, { sources: null }]),
      "2026-06-01",
      CHICAGO,
    );
    expect(of("CIP-007 R2.2", obligations)).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ["before the due date: nothing left to apply", "2026-02-01T18:00:00.000Z", []],
    ["after the due date: it stays as it stood", "2026-02-20T18:00:00.000Z", ["overdue lower"]],
  ])("the RTAC removed from the asset's baseline %s", (_case, at, expected) => {
    const removed = asset("RTU-1", {
      baseline: { os_firmware: [FIRMWARE], software: [], patches: [] },
    });
    const obligations = patchObligations(
      ledger(
        [IDENTIFIED, { assets: [asset("RTU-1")], sources: SEL }],
        [
          "2026-01-10T18:00:00.000Z",
          { evaluations: [evaluation("2026-01-01", ["SEL-P1", "rtac"])] },
        ],
        [at, { assets: [removed] }],
      ),
      "2026-06-01",
      CHICAGO,
    );
    expect(of("CIP-007 R2.3", obligations).map((o) => `${o.status} ${o.lapse}`)).toEqual(expected);
  });
});

describe("how late: the tool's reading of the VSL bands, by the calendar day the lapse reached", () => {
  it.each<[number, string | undefined]>([
    [35, undefined],
    [36, "lower"],
    [49, "lower"],
    [50, "moderate"],
    [64, "moderate"],
    [65, "high"],
  ])("day %i: %s", (days, band) => {
    expect(lapseBand(days)).toBe(band);
  });
});

describe("the calendar and the day a record counts for", () => {
  it("a calendar an accepted merge keeps counts from it; a refused merge's never does", () => {
    const records = (refused: boolean) =>
      ledger(
        [
          "2026-01-01T12:00:00.000Z",
          {
            calendar: CHICAGO,
            ...(refused ? { notAccepted: "a merge the gate refused (outcome refused)" } : {}),
          },
        ],
        // 03:00Z on 2 January: 1 January in Chicago, due 5 February; in UTC, due 6 February.
        [IDENTIFIED, { assets: [asset("RTU-1")], sources: SEL }],
        // 06:00Z on 6 February: the 36th day in Chicago, the 35th in UTC.
        ["2026-02-06T06:00:00.000Z", { evaluations: [evaluation("2026-01-01")] }],
      );
    const first = (merges: PatchMerge[]) =>
      patchObligations(merges, "2026-02-07", { ...CHICAGO, timeZone: "UTC" }).find(
        (o) => o.kind === "CIP-007 R2.2" && o.opened_by.sequence === 2,
      );
    expect([first(records(false))?.status, first(records(false))?.calendar]).toEqual([
      "closed-late",
      "calendar days in America/Chicago: due by the end of the due date there; a month after the 31st is the shorter month's last day",
    ]);
    expect(first(records(true))?.status).toBe("closed");
  });

  it("CIP-007-7.1 from 2026-01-02 judges what opens on that day in Chicago, and only from an accepted merge", () => {
    const versions = [{ version: "CIP-007-7.1", from: "2026-01-02" }];
    const records = (refused: boolean) =>
      ledger(
        [
          "2026-01-01T12:00:00.000Z",
          {
            calendar: CHICAGO,
            versions,
            ...(refused ? { notAccepted: "a merge the gate refused (outcome refused)" } : {}),
          },
        ],
        // 03:00Z on 2 January: still 1 January in Chicago.
        [IDENTIFIED, { assets: [asset("RTU-1")], sources: SEL }],
        // 06:00Z on 2 January: its first minute in Chicago.
        ["2026-01-02T06:00:00.000Z", { evaluations: [evaluation("2026-01-01")] }],
      );
    const judged = (merges: PatchMerge[]) =>
      patchObligations(merges, "2026-01-10", CHICAGO)
        .filter((o) => o.kind === "CIP-007 R2.2")
        .map((o) => `${kindText(o)} #${o.opened_by.sequence}`)
        .sort();
    expect(judged(records(false))).toEqual(["CIP-007 R2.2 #2", "CIP-007-7.1 R2.2 #3"]);
    expect(judged(records(true))).toEqual(["CIP-007 R2.2 #2", "CIP-007 R2.2 #3"]);
  });

  it("a source identified and evaluated by the same merge: the first interval closes on its first day", () => {
    const obligations = patchObligations(
      ledger([
        IDENTIFIED,
        { assets: [asset("RTU-1")], sources: SEL, evaluations: [evaluation("2025-12-01")] },
      ]),
      "2026-01-02",
      CHICAGO,
    );
    expect(of("CIP-007 R2.2", obligations).map((o) => `#${o.opened} ${o.status} ${o.due}`)).toEqual(
      ["#1 open 2026-02-05", "#1 closed 2026-02-05"],
    );
  });

  it("a patch the baseline already lists when it is evaluated is closed by the evaluation's record", () => {
    const obligations = patchObligations(
      ledger(
        [IDENTIFIED, { assets: [asset("RTU-1", {}, ["sel-p1"])], sources: SEL }],
        [
          "2026-01-10T18:00:00.000Z",
          { evaluations: [evaluation("2026-01-01", ["SEL-P1", "rtac"])] },
        ],
      ),
      "2026-01-11",
      CHICAGO,
    );
    expect(
      of("CIP-007 R2.3", obligations).map((o) => `${o.subject}: ${o.status} by #${o.closed}`),
    ).toEqual(["patch SEL-P1 of RTU-1 in Substation A (cs_a): closed by #2"]);
  });
});
