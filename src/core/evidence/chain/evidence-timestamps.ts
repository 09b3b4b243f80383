// RFC 3161 timestamps of the evidence ledger, decided: each record may have a token beside it
// (`<record>.json.tsr`, the TSA's response) whose time shows the record existed then. A token is
// checked (signature, certificate chain, extended key usage) in io/ledger/timestamps/timestamp-token.ts; here, what
// its facts mean for the record: its imprint must be the record's SHA-256, its time within
// [recorded_at - accuracy, recorded_at + max skew]. A token minted later than that is what a
// rewritten branch would carry, unless a timely-timestamped successor declared the record in its
// own sealed `untimestamped_predecessors` (a TSA outage, caught up later). Pure.
import { compareCodePoints } from "../../shared/names.ts";
import type { EvidenceRecord } from "../records/evidence-record.ts";
import { recordKey } from "./record-files.ts";

export const TOKEN_SUFFIX = ".tsr";

/** Where a record's timestamp token is kept: beside it, with `.tsr` appended. */
export function tokenPath(recordPath: string): string {
  return `${recordPath}${TOKEN_SUFFIX}`;
}

/** What a token states, once its signature and certificate chain were checked. */
export interface TokenFacts {
  /** The TSA's time (genTime). */
  time: Date;
  /** The accuracy the token states, in milliseconds; undefined when it states none. */
  accuracyMs: number | undefined;
  /** The TSA's name: the token's tsa field, else the signing certificate's subject. */
  tsa: string;
  /** Hex SHA-256 the token's message imprint holds. */
  imprintSha256: string;
}

/** A token as read: its facts, or why it is not a valid token of the trusted TSA. */
export type TokenReading = { valid: true; facts: TokenFacts } | { valid: false; reason: string };

export type TimestampStatus =
  | { status: "timestamped"; tsa: string; time: string }
  | { status: "late-after-outage"; tsa: string; time: string; declaredBy: number }
  | { status: "missing" }
  | { status: "invalid"; reason: string };

export interface RecordTimestamp {
  path: string;
  workspace: string;
  sequence: number;
  timestamp: TimestampStatus;
}

/** A record of one workspace's chain, in chain order, with the SHA-256 of its exact bytes. */
export interface ChainedRecord {
  path: string;
  /** What the checks here read of the record. */
  record: Pick<
    EvidenceRecord,
    "workspace" | "sequence" | "recorded_at" | "untimestamped_predecessors"
  >;
  sha256: string;
}

/** Why a token whose imprint is not the record's SHA-256 proves nothing about the record. */
export function imprintMismatch(imprint: string, sha256: string): string {
  return `the token is for other bytes (imprint ${imprint}, the record's SHA-256 is ${sha256}): the record was changed after it was timestamped, or the token belongs to another record`;
}

/** A TSA that gives whole seconds states no finer accuracy: allow at least this much. */
const MIN_ACCURACY_MS = 1000;
export const DEFAULT_MAX_SKEW_MINUTES = 60;

/**
 * Each record's timestamp, decided from its token's reading (undefined: no token). `records` are
 * every workspace's records in chain order (as LedgerChecker lists them).
 */
export function assessTimestamps(
  records: readonly ChainedRecord[],
  tokens: ReadonlyMap<string, TokenReading>,
  maxSkewMinutes: number,
): RecordTimestamp[] {
  const first = records.map((entry) => ({
    entry,
    decided: timelyOrNot(entry, tokens.get(tokenPath(entry.path)), maxSkewMinutes),
  }));
  // Who vouches for a late token: a timely-timestamped record of the same workspace declaring it.
  const declaredBy = new Map<string, number>();
  first.forEach(({ entry, decided }) => {
    if (decided.status !== "timestamped") return;
    for (const sequence of entry.record.untimestamped_predecessors ?? []) {
      if (sequence >= entry.record.sequence) continue;
      const key = recordKey(entry.record.workspace, sequence);
      if (!declaredBy.has(key)) declaredBy.set(key, entry.record.sequence);
    }
  });
  return first.map(({ entry, decided }) => {
    const timestamp: TimestampStatus =
      decided.status === "late"
        ? lateVerdict(
            decided,
            declaredBy.get(recordKey(entry.record.workspace, entry.record.sequence)),
          )
        : decided;
    return {
      path: entry.path,
      workspace: entry.record.workspace,
      sequence: entry.record.sequence,
      timestamp,
    };
  });
}

type FirstVerdict =
  | Exclude<TimestampStatus, { status: "late-after-outage" }>
  | { status: "late"; tsa: string; time: string; reason: string };

function timelyOrNot(
  entry: ChainedRecord,
  reading: TokenReading | undefined,
  maxSkewMinutes: number,
): FirstVerdict {
  if (reading === undefined) return { status: "missing" };
  if (!reading.valid) return { status: "invalid", reason: reading.reason };
  const { facts } = reading;
  if (facts.imprintSha256 !== entry.sha256) {
    return { status: "invalid", reason: imprintMismatch(facts.imprintSha256, entry.sha256) };
  }
  const recordedAt = Date.parse(entry.record.recorded_at);
  const time = facts.time.toISOString();
  const allowance = Math.max(facts.accuracyMs ?? 0, MIN_ACCURACY_MS);
  if (facts.time.getTime() < recordedAt - allowance) {
    return {
      status: "invalid",
      reason: `the token's time ${time} is before the record's recorded_at ${entry.record.recorded_at} (accuracy ${allowance} ms): the record claims a time after the one it was timestamped at`,
    };
  }
  const lateByMs = facts.time.getTime() - recordedAt;
  if (lateByMs > maxSkewMinutes * 60_000) {
    return {
      status: "late",
      tsa: facts.tsa,
      time,
      reason: `the token's time ${time} is ${Math.round(lateByMs / 60_000)} minutes after the record's recorded_at ${entry.record.recorded_at}, more than --max-skew ${maxSkewMinutes}, and no timely-timestamped later record declares it in untimestamped_predecessors: a token minted later, as for a rewritten record`,
    };
  }
  return { status: "timestamped", tsa: facts.tsa, time };
}

function lateVerdict(
  late: Extract<FirstVerdict, { status: "late" }>,
  declaredBy: number | undefined,
): TimestampStatus {
  if (declaredBy === undefined) return { status: "invalid", reason: late.reason };
  return { status: "late-after-outage", tsa: late.tsa, time: late.time, declaredBy };
}

/**
 * Why the timestamps fail verification: every invalid token; every record without one after its
 * workspace's first timestamped record (the TSA was in use, so a missing token is a gap); with
 * `requireTimestamps`, every record without one.
 */
export function timestampProblems(
  assessed: readonly RecordTimestamp[],
  requireTimestamps: boolean,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const stamped = new Set<string>();
  for (const entry of assessed) {
    const { timestamp } = entry;
    if (timestamp.status === "invalid") {
      problems.push({ path: entry.path, message: `invalid timestamp token: ${timestamp.reason}` });
    } else if (timestamp.status === "missing") {
      if (stamped.has(entry.workspace)) {
        problems.push({
          path: entry.path,
          message: `has no timestamp token (${tokenPath(entry.path)}), though an earlier record of workspace ${entry.workspace} has one: a token was deleted, or the record was added without the TSA`,
        });
      } else if (requireTimestamps) {
        problems.push({
          path: entry.path,
          message: `has no timestamp token (${tokenPath(entry.path)}), and --require-timestamps is set`,
        });
      }
    } else stamped.add(entry.workspace);
  }
  return problems;
}

/**
 * The records still waiting for a token, oldest first: those without one after the workspace's
 * first record that has one (before it, the TSA was not in use). `paths` are a workspace's record
 * and token files.
 */
export function untimestampedRecords(
  paths: readonly string[],
): { path: string; sequence: number }[] {
  const present = new Set(paths);
  const records = paths
    .filter((path) => path.endsWith(".json"))
    .sort((a, b) => compareCodePoints(a, b));
  const first = records.findIndex((path) => present.has(tokenPath(path)));
  if (first === -1) return [];
  // In an intact chain a record's sequence is its place in name order; verify checks that.
  return records
    .map((path, index) => ({ path, sequence: index + 1 }))
    .slice(first + 1)
    .filter(({ path }) => !present.has(tokenPath(path)));
}

/** A published chain head (`--expect-head SEQ:SHA256`). */
export interface ExpectedHead {
  sequence: number;
  sha256: string;
}

/**
 * Whether the ledger still holds the published head: a record with that sequence and SHA-256, in
 * any workspace. Undefined when it does, else the reason.
 */
export function missingExpectedHead(
  records: readonly ChainedRecord[],
  expected: ExpectedHead,
): string | undefined {
  if (
    records.some(
      (entry) => entry.sha256 === expected.sha256 && entry.record.sequence === expected.sequence,
    )
  ) {
    return undefined;
  }
  const same = records.filter((entry) => entry.record.sequence === expected.sequence);
  const found =
    same.length === 0
      ? `no workspace has a record with sequence ${expected.sequence}`
      : `${same.map((entry) => `${entry.path} has SHA-256 ${entry.sha256}`).join("; ")}`;
  return `the published head ${expected.sequence}:${expected.sha256} is not in the ledger (${found}): the chain was truncated or rewritten after that head was published`;
}
