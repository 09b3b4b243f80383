// Drift episodes, decided: from the first drift check that found drift to the first back in sync,
// resolved by the apply recorded in between (only one that applied something, only while the
// episode was open), with the most differences seen and every asset seen drifted, once.
import { describe, expect, it } from "vitest";
import {
  type DriftEpisode,
  DriftEpisodes,
} from "../../../../src/core/evidence/monitoring/drift-episodes.ts";
import type { Difference } from "../../../../src/core/evidence/records/drift-findings.ts";
import type {
  ChangeOutcome,
  EvidenceRecord,
} from "../../../../src/core/evidence/records/evidence-record.ts";
import { changeDraft, monitoringDraft, REPOSITORY } from "../../../support/evidence-records.ts";

const at = (hour: number) => `2026-01-01T${String(hour).padStart(2, "0")}:00:00.000Z`;
const sealed = { sequence: 1, previous_sha256: null };

function check(hour: number, differences: Difference[]): EvidenceRecord {
  const draft = monitoringDraft("grid-east", hour, differences.length === 0);
  if (draft.kind !== "monitoring") throw new Error(draft.kind);
  return {
    ...draft,
    ...sealed,
    recorded_at: at(hour),
    monitoring: { ...draft.monitoring, in_sync: differences.length === 0, differences },
  };
}

function apply(hour: number, outcome: ChangeOutcome, pullRequest = 12): EvidenceRecord {
  return {
    ...changeDraft("grid-east", hour, outcome, pullRequest),
    ...sealed,
    recorded_at: at(hour),
  };
}

const side = (name: string, cyber_system = "Alpha") => ({
  name,
  cyber_system,
  asset_type: "hardware" as const,
});
const CREATE_X: Difference = { action: "create", asset_id: null, declared: side("x"), live: null };
const DELETE_Y: Difference = {
  action: "delete",
  asset_id: "ca_y",
  declared: null,
  live: side("y", "Bravo"),
};
const UPDATE_Z: Difference = {
  action: "update",
  asset_id: "ca_z",
  declared: side("z-new"),
  live: side("z"),
};
const X = { action: "create", asset_id: null, name: "x", cyber_system: "Alpha" };
const Y = { action: "delete", asset_id: "ca_y", name: "y", cyber_system: "Bravo" };
const Z = { action: "update", asset_id: "ca_z", name: "z-new", cyber_system: "Alpha" };
const PR = (number: number) => ({ number, url: `https://github.com/${REPOSITORY}/pull/${number}` });

function episodesOf(records: EvidenceRecord[]): DriftEpisode[] {
  const episodes = new DriftEpisodes();
  for (const record of records) episodes.add(record);
  return episodes.episodes;
}

describe("drift episodes", () => {
  it("opens at the first drift, lists each asset once, and is resolved by the apply in between", () => {
    expect(
      episodesOf([
        check(1, []),
        check(2, [CREATE_X, DELETE_Y]),
        apply(3, "applied", 12),
        check(4, [DELETE_Y, UPDATE_Z, CREATE_X]),
        check(5, [UPDATE_Z]),
        check(6, []),
        check(7, []),
      ]),
    ).toStrictEqual([
      {
        first_seen: at(2),
        last_seen: at(5),
        resolved_at: at(6),
        resolved_by: { pull_requests: [PR(12)], recorded_at: at(3) },
        max_differences: 3,
        assets: [X, Y, Z],
      },
    ]);
  });

  it.each<[ChangeOutcome, boolean]>([
    ["applied", true],
    ["partly-applied", true],
    ["interrupted", true],
    ["failed", false],
    ["no-changes", false],
    ["not-approved", false],
  ])("counts an apply of outcome %s as resolving it: %s", (outcome, counted) => {
    const [episode] = episodesOf([check(1, [CREATE_X]), apply(2, outcome, 7), check(3, [])]);
    expect(episode!.resolved_by).toStrictEqual(
      counted ? { pull_requests: [PR(7)], recorded_at: at(2) } : null,
    );
  });

  it("names the last apply of the episode, not one before it, nor one of an earlier episode", () => {
    expect(
      episodesOf([
        apply(1, "applied", 1),
        check(2, [CREATE_X]),
        apply(3, "applied", 3),
        apply(4, "partly-applied", 4),
        apply(5, "failed", 5),
        check(6, []),
        check(7, [CREATE_X]),
        check(8, []),
        apply(9, "applied", 9),
        check(10, [DELETE_Y]),
      ]),
    ).toStrictEqual([
      {
        first_seen: at(2),
        last_seen: at(2),
        resolved_at: at(6),
        resolved_by: { pull_requests: [PR(4)], recorded_at: at(4) },
        max_differences: 1,
        assets: [X],
      },
      {
        first_seen: at(7),
        last_seen: at(7),
        resolved_at: at(8),
        resolved_by: null,
        max_differences: 1,
        assets: [X],
      },
      {
        first_seen: at(10),
        last_seen: at(10),
        resolved_at: null,
        resolved_by: null,
        max_differences: 1,
        assets: [Y],
      },
    ]);
  });

  it("is resolved by a direct push's apply with no pull request", () => {
    const push = apply(2, "applied");
    if (push.kind !== "change") throw new Error(push.kind);
    push.change.pull_request = null;
    const [episode] = episodesOf([check(1, [CREATE_X]), push, check(3, [])]);
    expect(episode!.resolved_by).toStrictEqual({ pull_requests: [], recorded_at: at(2) });
  });

  it("keeps apart one asset's different differences, and names a side the files lack by the service's", () => {
    const deleteX: Difference = {
      action: "delete",
      asset_id: "ca_x",
      declared: null,
      live: side("x"),
    };
    const createX2: Difference = { ...CREATE_X, declared: side("x2") };
    const neither: Difference = { action: "update", asset_id: "ca_q", declared: null, live: null };
    const [episode] = episodesOf([check(1, [CREATE_X, deleteX, createX2, neither, CREATE_X])]);
    expect(episode!.assets).toStrictEqual([
      X,
      { action: "delete", asset_id: "ca_x", name: "x", cyber_system: "Alpha" },
      { action: "create", asset_id: null, name: "x2", cyber_system: "Alpha" },
      { action: "update", asset_id: "ca_q", name: "", cyber_system: "" },
    ]);
  });

  it("neither opens, extends nor resolves an episode by a collector's configuration monitoring", () => {
    const collector: EvidenceRecord = {
      format_version: 1,
      workspace: "grid-east",
      ...sealed,
      recorded_at: at(2),
      tool_version: "0.1.0",
      origin: "cli",
      run: { repository: REPOSITORY, run_id: "cli-0", run_attempt: 1, actor: "dana" },
      kind: "configuration-monitoring",
      configuration_monitoring: {
        commit: "c".repeat(40),
        observed_at: at(2),
        collector: { name: "c", version: "1" },
        input_sha256: "d".repeat(64),
        assets: [],
        unauthorized_changes: [],
        investigations: [],
      },
    };
    expect(episodesOf([collector])).toStrictEqual([]);
    expect(episodesOf([check(1, [CREATE_X]), collector, check(3, [])])).toStrictEqual([
      {
        first_seen: at(1),
        last_seen: at(1),
        resolved_at: at(3),
        resolved_by: null,
        max_differences: 1,
        assets: [X],
      },
    ]);
  });

  it("refuses a record of a kind it does not know, naming it", () => {
    const unknown = { kind: "audit" } as unknown as EvidenceRecord;
    expect(() => episodesOf([unknown])).toThrow(
      new Error('unhandled case {"kind":"audit"}: a consumer misses a member of its union'),
    );
  });
});
