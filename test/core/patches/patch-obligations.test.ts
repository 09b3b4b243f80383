// CIP-007-6 R2 judged over reviewed records, table by table, each quoting the clock it holds. The
// calendar is America/Chicago, behind UTC: a record at 05:59Z is the day before there. A record
// that is no accepted merge (refused, break-glass) closes nothing and is listed with why.
import { describe, expect, it } from "vitest";
import type { CalendarSettings } from "../../../src/core/shared/calendar.ts";
import { type Obligation, subjectText } from "../../../src/core/obligations/obligation-model.ts";
import type {
  PatchAsset,
  PatchMerge,
  SeniorManagerInForce,
} from "../../../src/core/patches/patch-inputs.ts";
import type {
  MitigationPlan,
  PatchEvaluation,
  PatchSources,
} from "../../../src/core/patches/patch-files.ts";
import { patchObligations } from "../../../src/core/patches/patch-obligations.ts";
import { NO_SOURCE } from "../../../src/core/patches/source-identification.ts";

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
