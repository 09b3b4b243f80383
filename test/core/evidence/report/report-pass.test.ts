// One workspace of the audit report summed up in one pass (report-pass.ts): which records the
// period counts (from its first instant, up to but not including the first instant after it), the
// gaps between monitoring runs that touch the period (from the last run before it, or the
// workspace's first record when none came before and it is later than the period's start, to the
// period's end or now: judged as of its end, no run after it counts, issue 90), which gap is the longest and which are over the limit,
// the drift episodes that overlap the period, and the months in order.
import { describe, expect, it } from "vitest";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import {
  MONITORING_LIMIT_DAYS,
  WorkspacePass,
} from "../../../../src/core/evidence/report/report-pass.ts";
import {
  changeDraft,
  chainOf,
  configurationMonitoringDraft,
  day,
  monitoringDraft,
} from "../../../support/evidence-records.ts";

const WORKSPACE = "grid-east";
const PERIOD = { from: day(0), to: day(30) };

type Entry = [kind: "change" | "in-sync" | "drift" | "configuration", at: Date];

function summary(entries: Entry[], now: Date, period = PERIOD) {
  const drafts = entries.map(([kind, at], index): { draft: EvidenceDraft; at: Date } => {
    const run = 100 + index;
    if (kind === "change") return { draft: changeDraft(WORKSPACE, run), at };
    if (kind === "configuration")
      return { draft: configurationMonitoringDraft(WORKSPACE, run, [], at), at };
    return { draft: monitoringDraft(WORKSPACE, run, kind === "in-sync"), at };
  });
  const pass = new WorkspacePass(WORKSPACE, period, () => "not timestamped");
  // Each record at its own time: sealing keeps a chain's times rising, and the pass must not
  // rely on it (a hand-sealed ledger need not).
  chainOf(drafts).forEach((sealed, index) =>
    pass.add(sealed.path, { ...sealed.record, recorded_at: entries[index]![1].toISOString() }),
  );
  return pass.finish(now);
}

const gap = (from: Date, to: Date, days: number) => ({
  from: from.toISOString(),
  to: to.toISOString(),
  days,
  over_limit: days > MONITORING_LIMIT_DAYS,
});

describe("WorkspacePass: the gaps between monitoring runs", () => {
  it.each<
    [
      string,
      Entry[],
      Date,
      ReturnType<typeof gap> | null,
      ReturnType<typeof gap>[],
      { from: Date; to: Date }?,
    ]
  >([
    ["no run: the whole period", [], day(31), gap(day(0), day(30), 30), []],
    ["no run, the period not ended: up to now", [], day(10), gap(day(0), day(10), 10), []],
    [
      "a run long before the period: from it, over the limit",
      [
        ["in-sync", day(-40)],
        ["in-sync", day(20)],
      ],
      day(31),
      gap(day(-40), day(20), 60),
      [gap(day(-40), day(20), 60)],
    ],
    [
      "the longest is the first of two as long",
      [
        ["change", day(0)],
        ["in-sync", day(10)],
        ["in-sync", day(20)],
      ],
      day(31),
      gap(day(0), day(10), 10),
      [],
    ],
    [
      "the workspace's first record after the period's start: from that record, not before it",
      [["change", day(10)]],
      day(31),
      gap(day(10), day(30), 20),
      [],
    ],
    [
      "a ledger begun 330 days after --from: no gap before its first record",
      [
        ["change", day(330)],
        ["in-sync", day(331)],
      ],
      day(340),
      gap(day(331), day(340), 9),
      [],
      { from: day(0), to: day(365) },
    ],
    [
      "the longest stays the longest when a shorter gap follows",
      [
        ["in-sync", day(-40)],
        ["in-sync", day(20)],
        ["in-sync", day(25)],
      ],
      day(31),
      gap(day(-40), day(20), 60),
      [gap(day(-40), day(20), 60)],
    ],
    [
      "to the period's end, whatever run comes after it: judged as of the period's end",
      [
        ["in-sync", day(5)],
        ["in-sync", day(35)],
        ["in-sync", day(50)],
      ],
      day(60),
      gap(day(5), day(30), 25),
      [],
    ],
    [
      "no gap over the limit that only a run after the period would show (issue 90)",
      [
        ["in-sync", day(0)],
        ["in-sync", day(10)],
        ["in-sync", day(60)],
      ],
      day(61),
      gap(day(10), day(30), 20),
      [],
    ],
    [
      `exactly ${MONITORING_LIMIT_DAYS} days: not over the limit`,
      [["in-sync", day(-5)]],
      day(31),
      gap(day(-5), day(30), 35),
      [],
    ],
    [
      `${MONITORING_LIMIT_DAYS + 1} days: over the limit`,
      [["in-sync", day(-6)]],
      day(31),
      gap(day(-6), day(30), 36),
      [gap(day(-6), day(30), 36)],
    ],
    [
      "a run at the period's first instant, judged then: no gap at all",
      [["in-sync", day(0)]],
      day(0),
      null,
      [],
    ],
    [
      "none between two runs before the period, however far apart",
      [
        ["in-sync", day(-100)],
        ["in-sync", day(-40)],
        ["in-sync", day(20)],
      ],
      day(31),
      gap(day(-40), day(20), 60),
      [gap(day(-40), day(20), 60)],
    ],
    [
      "none between two runs after the period, however far apart",
      [
        ["change", day(0)],
        ["in-sync", day(20)],
        ["in-sync", day(35)],
        ["in-sync", day(80)],
      ],
      day(90),
      gap(day(0), day(20), 20),
      [],
    ],
    [
      "other records are no runs",
      [
        ["change", day(0)],
        ["change", day(10)],
        ["configuration", day(20)],
      ],
      day(31),
      gap(day(0), day(30), 30),
      [],
    ],
  ])("%s", (_case, entries, now, longest, overLimit, period = PERIOD) => {
    const result = summary(entries, now, period);
    expect(result.longest_gap).toStrictEqual(longest);
    expect(result.gaps_over_limit).toStrictEqual(overLimit);
  });
});

describe("WorkspacePass: what the period counts", () => {
  it.each<
    [string, Entry[], { changes: number; monitoring: number; configuration_monitoring: number }]
  >([
    [
      "a record at the period's first instant",
      [["change", day(0)]],
      { changes: 1, monitoring: 0, configuration_monitoring: 0 },
    ],
    [
      "a record just before it",
      [["change", new Date(day(0).getTime() - 1)]],
      { changes: 0, monitoring: 0, configuration_monitoring: 0 },
    ],
    [
      "a record at the first instant after it",
      [
        ["change", day(30)],
        ["in-sync", day(30)],
        ["configuration", day(30)],
      ],
      { changes: 0, monitoring: 0, configuration_monitoring: 0 },
    ],
    [
      "each kind in the period",
      [
        ["change", day(1)],
        ["drift", day(2)],
        ["in-sync", day(3)],
        ["configuration", day(4)],
      ],
      { changes: 1, monitoring: 2, configuration_monitoring: 1 },
    ],
  ])("%s", (_case, entries, counts) => {
    expect(summary(entries, day(31)).counts).toStrictEqual(counts);
  });

  it("sums each month, oldest first, whatever order the records came in", () => {
    const months = summary(
      [
        ["drift", day(40)],
        ["in-sync", day(41)],
        ["change", day(2)],
        ["drift", day(3)],
        ["change", day(-3)],
      ],
      day(61),
      { from: day(0), to: day(60) },
    ).months;
    expect(months).toStrictEqual([
      {
        month: "2026-01",
        changes: 1,
        monitoring_runs: 1,
        drift_runs: 1,
        flagged_changes_gaps_drift: 0,
      },
      {
        month: "2026-02",
        changes: 0,
        monitoring_runs: 2,
        drift_runs: 1,
        flagged_changes_gaps_drift: 0,
      },
    ]);
  });
});

describe("WorkspacePass: the drift episodes that overlap the period", () => {
  it.each<[string, Entry[], [string, string | null][]]>([
    [
      "one before the period, resolved before it",
      [
        ["drift", day(-20)],
        ["in-sync", day(-10)],
      ],
      [],
    ],
    [
      "one resolved at the period's first instant",
      [
        ["drift", day(-20)],
        ["in-sync", day(0)],
      ],
      [[day(-20).toISOString(), day(0).toISOString()]],
    ],
    [
      "one still open from before the period",
      [["drift", day(-20)]],
      [[day(-20).toISOString(), null]],
    ],
    ["one first seen at the first instant after it", [["drift", day(30)]], []],
    [
      "one first seen in it, resolved after it",
      [
        ["drift", day(29)],
        ["in-sync", day(31)],
      ],
      [[day(29).toISOString(), day(31).toISOString()]],
    ],
  ])("%s", (_case, entries, episodes) => {
    expect(
      summary(entries, day(40)).drift_episodes.map((episode) => [
        episode.first_seen,
        episode.resolved_at,
      ]),
    ).toStrictEqual(episodes);
  });
});
