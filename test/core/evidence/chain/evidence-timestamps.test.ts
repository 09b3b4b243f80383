// RFC 3161 timestamps, decided from their tokens' facts: a token proves a record existed when it is
// for the record's bytes and its time is within [recorded_at - accuracy, recorded_at + max skew]; a
// later one is accepted only when a timely-timestamped later record of the workspace declared it.
// Then what fails verification, which records still wait for a token (declared by the next record,
// caught up by its run): those without one after the workspace's first record that has one, and
// whether a published chain head is still in the ledger.
import { describe, expect, it } from "vitest";
import {
  assessTimestamps,
  type ChainedRecord,
  DEFAULT_MAX_SKEW_MINUTES,
  imprintMismatch,
  missingExpectedHead,
  type RecordTimestamp,
  type TimestampStatus,
  timestampProblems,
  type TokenReading,
  tokenPath,
  untimestampedRecords,
} from "../../../../src/core/evidence/chain/evidence-timestamps.ts";

const record = (n: number) => `records/w/2026/01/2026010${n}T000000.000Z-monitoring-${n}-1.json`;
const token = (n: number) => `${record(n)}.tsr`;

describe("untimestampedRecords", () => {
  it.each([
    ["no record has a token (the TSA was never in use)", [record(1), record(2)], []],
    ["every record has one", [record(1), token(1), record(2), token(2)], []],
    ["records before the first token", [record(1), record(2), token(2), record(3), token(3)], []],
    [
      "an outage after the first token",
      [record(1), token(1), record(2), record(3), token(3), record(4)],
      [2, 4],
    ],
  ])("%s", (_, paths, sequences) => {
    expect(untimestampedRecords(paths).map(({ sequence }) => sequence)).toEqual(sequences);
  });

  it("numbers the records in name order, whatever the order given, files of other kinds aside", () => {
    const paths = [record(4), `${record(2)}.listing`, token(1), record(2), record(1), record(3)];
    expect(untimestampedRecords([...paths, token(3)])).toEqual([
      { path: record(2), sequence: 2 },
      { path: record(4), sequence: 4 },
    ]);
  });
});

const SHA = "a".repeat(64);
const AT = "2026-01-01T06:00:00.000Z";
const TSA = "CN=Example TSA";

function chained(
  sequence: number,
  more: { workspace?: string; sha256?: string; untimestamped?: number[]; name?: string } = {},
): ChainedRecord {
  const workspace = more.workspace ?? "grid-east";
  return {
    path: `records/${workspace}/2026/01/${more.name ?? sequence}.json`,
    record: {
      workspace,
      sequence,
      recorded_at: AT,
      ...(more.untimestamped === undefined
        ? {}
        : { untimestamped_predecessors: more.untimestamped }),
    },
    sha256: more.sha256 ?? SHA,
  };
}

/** A valid token's reading, its time `ms` after AT. */
function stamped(ms: number, more: { accuracyMs?: number; imprint?: string } = {}): TokenReading {
  return {
    valid: true,
    facts: {
      time: new Date(Date.parse(AT) + ms),
      accuracyMs: more.accuracyMs,
      tsa: TSA,
      imprintSha256: more.imprint ?? SHA,
    },
  };
}

const MINUTE = 60_000;
const timeAt = (ms: number) => new Date(Date.parse(AT) + ms).toISOString();
const timely = (ms: number): TimestampStatus => ({
  status: "timestamped",
  tsa: TSA,
  time: timeAt(ms),
});

describe("assessTimestamps: one record's token", () => {
  const early = (ms: number, accuracy: number): TimestampStatus => ({
    status: "invalid",
    reason: `the token's time ${timeAt(ms)} is before the record's recorded_at ${AT} (accuracy ${accuracy} ms): the record claims a time after the one it was timestamped at`,
  });
  const late = (ms: number, minutes: number, skew: number): TimestampStatus => ({
    status: "invalid",
    reason: `the token's time ${timeAt(ms)} is ${minutes} minutes after the record's recorded_at ${AT}, more than --max-skew ${skew}, and no timely-timestamped later record declares it in untimestamped_predecessors: a token minted later, as for a rewritten record`,
  });

  it.each<[string, TokenReading | undefined, number, TimestampStatus]>([
    ["no token", undefined, 60, { status: "missing" }],
    [
      "a token not valid",
      { valid: false, reason: "the signature does not verify" },
      60,
      { status: "invalid", reason: "the signature does not verify" },
    ],
    [
      "a token for other bytes",
      stamped(0, { imprint: "b".repeat(64) }),
      60,
      { status: "invalid", reason: imprintMismatch("b".repeat(64), SHA) },
    ],
    ["a token at the record's time", stamped(0), 60, timely(0)],
    ["a token a second before it, stating no accuracy", stamped(-1000), 60, timely(-1000)],
    ["a millisecond more", stamped(-1001), 60, early(-1001, 1000)],
    [
      "a token stating a finer accuracy than a second: a second allowed",
      stamped(-1000, { accuracyMs: 10 }),
      60,
      timely(-1000),
    ],
    [
      "a token before it by its stated accuracy",
      stamped(-5000, { accuracyMs: 5000 }),
      60,
      timely(-5000),
    ],
    [
      "a millisecond more than its accuracy",
      stamped(-5001, { accuracyMs: 5000 }),
      60,
      early(-5001, 5000),
    ],
    ["a token as late as the skew allows", stamped(60 * MINUTE), 60, timely(60 * MINUTE)],
    [
      "a token later than that, declared by no record",
      stamped(60 * MINUTE + 1),
      60,
      late(60 * MINUTE + 1, 60, 60),
    ],
    [
      "a token late by a shorter skew, in rounded minutes",
      stamped(6.5 * MINUTE),
      5,
      late(6.5 * MINUTE, 7, 5),
    ],
  ])("%s", (_, reading, skew, expected) => {
    const entry = chained(1);
    const tokens = new Map(reading === undefined ? [] : [[tokenPath(entry.path), reading]]);
    expect(assessTimestamps([entry], tokens, skew)).toEqual([
      { path: entry.path, workspace: "grid-east", sequence: 1, timestamp: expected },
    ]);
  });

  it("says why a token for other bytes proves nothing, and where a token is kept", () => {
    expect(imprintMismatch("b", "a")).toBe(
      "the token is for other bytes (imprint b, the record's SHA-256 is a): the record was changed after it was timestamped, or the token belongs to another record",
    );
    expect(tokenPath("records/w/x.json")).toBe("records/w/x.json.tsr");
    expect(DEFAULT_MAX_SKEW_MINUTES).toBe(60);
  });
});

describe("assessTimestamps: a late token, vouched for by a later record", () => {
  const HOUR = 60 * MINUTE;
  const lateReason = `the token's time ${timeAt(2 * HOUR)} is 120 minutes after the record's recorded_at ${AT}, more than --max-skew 60, and no timely-timestamped later record declares it in untimestamped_predecessors: a token minted later, as for a rewritten record`;
  const afterOutage = (declaredBy: number): TimestampStatus => ({
    status: "late-after-outage",
    tsa: TSA,
    time: timeAt(2 * HOUR),
    declaredBy,
  });
  const invalid: TimestampStatus = { status: "invalid", reason: lateReason };

  it.each<[string, ChainedRecord[], Record<number, TokenReading>, TimestampStatus[]]>([
    [
      "declared by the next, timely record: late after an outage",
      [chained(1), chained(2, { untimestamped: [1] })],
      { 1: stamped(2 * HOUR), 2: stamped(0) },
      [afterOutage(2), timely(0)],
    ],
    [
      "declared by the first timely record that declares it",
      [chained(1), chained(2, { untimestamped: [1] }), chained(3, { untimestamped: [1] })],
      { 1: stamped(2 * HOUR), 2: stamped(0), 3: stamped(0) },
      [afterOutage(2), timely(0), timely(0)],
    ],
    [
      "declared by a record whose own token is late: vouched for by nothing",
      [chained(1), chained(2, { untimestamped: [1] })],
      { 1: stamped(2 * HOUR), 2: stamped(2 * HOUR) },
      [invalid, { status: "invalid", reason: lateReason }],
    ],
    [
      "declared by a record without a token",
      [chained(1), chained(2, { untimestamped: [1] })],
      { 1: stamped(2 * HOUR) },
      [invalid, { status: "missing" }],
    ],
    [
      "declared by an earlier record: a record declares only its predecessors",
      [chained(1, { untimestamped: [2] }), chained(2)],
      { 1: stamped(0), 2: stamped(2 * HOUR) },
      [timely(0), invalid],
    ],
    [
      "declared by a record of its own sequence (a duplicate in a broken chain): no predecessor",
      [chained(2, { untimestamped: [2] }), chained(2, { name: "2-again" })],
      { 1: stamped(0), 2: stamped(2 * HOUR) },
      [timely(0), invalid],
    ],
    [
      "declared by another workspace's record of the same sequence",
      [chained(1), chained(2, { workspace: "grid-west", untimestamped: [1] })],
      { 1: stamped(2 * HOUR), 2: stamped(0) },
      [invalid, timely(0)],
    ],
  ])("%s", (_, records, byIndex, expected) => {
    const tokens = new Map(
      Object.entries(byIndex).map(([index, reading]) => [
        tokenPath(records[Number(index) - 1]!.path),
        reading,
      ]),
    );
    expect(assessTimestamps(records, tokens, 60)).toEqual(
      records.map((entry, index) => ({
        path: entry.path,
        workspace: entry.record.workspace,
        sequence: entry.record.sequence,
        timestamp: expected[index],
      })),
    );
  });
});

describe("timestampProblems", () => {
  const assessed = (workspace: string, sequence: number, timestamp: TimestampStatus) => ({
    path: `records/${workspace}/${sequence}.json`,
    workspace,
    sequence,
    timestamp,
  });
  const gap = (workspace: string, sequence: number) => ({
    path: `records/${workspace}/${sequence}.json`,
    message: `has no timestamp token (records/${workspace}/${sequence}.json.tsr), though an earlier record of workspace ${workspace} has one: a token was deleted, or the record was added without the TSA`,
  });
  const required = (workspace: string, sequence: number) => ({
    path: `records/${workspace}/${sequence}.json`,
    message: `has no timestamp token (records/${workspace}/${sequence}.json.tsr), and --require-timestamps is set`,
  });
  const ok: TimestampStatus = { status: "timestamped", tsa: TSA, time: AT };
  const missing: TimestampStatus = { status: "missing" };

  it.each<[string, RecordTimestamp[], boolean, { path: string; message: string }[]]>([
    [
      "records before the TSA was in use, then timestamped ones",
      [assessed("e", 1, missing), assessed("e", 2, ok)],
      false,
      [],
    ],
    [
      "the same, with timestamps required",
      [assessed("e", 1, missing), assessed("e", 2, ok)],
      true,
      [required("e", 1)],
    ],
    [
      "a record without a token after a timestamped one",
      [assessed("e", 1, ok), assessed("e", 2, missing), assessed("e", 3, missing)],
      false,
      [gap("e", 2), gap("e", 3)],
    ],
    [
      "a record late after an outage counts as timestamped",
      [
        assessed("e", 1, { status: "late-after-outage", tsa: TSA, time: AT, declaredBy: 2 }),
        assessed("e", 2, missing),
      ],
      true,
      [gap("e", 2)],
    ],
    [
      "another workspace's timestamped record says nothing of this one's",
      [assessed("e", 1, ok), assessed("w", 1, missing)],
      false,
      [],
    ],
    [
      "an invalid token, wherever it is",
      [assessed("e", 1, { status: "invalid", reason: "the signature does not verify" })],
      false,
      [
        {
          path: "records/e/1.json",
          message: "invalid timestamp token: the signature does not verify",
        },
      ],
    ],
    [
      "an invalid token does not start the workspace's use of the TSA",
      [assessed("e", 1, { status: "invalid", reason: "x" }), assessed("e", 2, missing)],
      false,
      [{ path: "records/e/1.json", message: "invalid timestamp token: x" }],
    ],
  ])("%s", (_, entries, requireTimestamps, expected) => {
    expect(timestampProblems(entries, requireTimestamps)).toEqual(expected);
  });
});

describe("missingExpectedHead", () => {
  const records = [
    chained(1, { sha256: "1".repeat(64) }),
    chained(2, { sha256: "2".repeat(64) }),
    chained(1, { workspace: "grid-west", sha256: "3".repeat(64) }),
  ];
  const gone = (expected: string, found: string) =>
    `the published head ${expected} is not in the ledger (${found}): the chain was truncated or rewritten after that head was published`;

  it.each<[string, { sequence: number; sha256: string }, string | undefined]>([
    ["the head, in its workspace", { sequence: 2, sha256: "2".repeat(64) }, undefined],
    ["the head, in another workspace", { sequence: 1, sha256: "3".repeat(64) }, undefined],
    [
      "no record of that sequence",
      { sequence: 3, sha256: "2".repeat(64) },
      gone(`3:${"2".repeat(64)}`, "no workspace has a record with sequence 3"),
    ],
    [
      "records of that sequence with other bytes",
      { sequence: 1, sha256: "2".repeat(64) },
      gone(
        `1:${"2".repeat(64)}`,
        `records/grid-east/2026/01/1.json has SHA-256 ${"1".repeat(64)}; records/grid-west/2026/01/1.json has SHA-256 ${"3".repeat(64)}`,
      ),
    ],
  ])("%s", (_, expected, verdict) => {
    expect(missingExpectedHead(records, expected)).toBe(verdict);
  });
});
