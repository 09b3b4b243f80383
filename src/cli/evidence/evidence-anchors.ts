// What `cip-sync evidence verify` checks beyond the hash chain: each record's RFC 3161 timestamp
// token (with --tsa-ca), the published chain head (--expect-head) and, when --dir is a git clone,
// its history (append-only, by the ledger's writer; without one, verify says it was not checked).
// All offline, from the checkout and the TSA authority's certificate alone.
import {
  assessTimestamps,
  type ChainedRecord,
  missingExpectedHead,
  type RecordTimestamp,
  timestampProblems,
} from "../../core/evidence/chain/evidence-timestamps.ts";
import { resolve } from "node:path";
import { errorMessage } from "../../core/shared/errors.ts";
import { readFromLedger } from "../../io/ledger/ledger-files.ts";
import { readLedgerTokens } from "../../io/ledger/timestamps/ledger-timestamps.ts";
import { readPemCertificates } from "../../io/ledger/timestamps/timestamp-token.ts";
import { flagPath, readFlagFile } from "../shared/flag-files.ts";
import type { CliIo } from "../shared/io.ts";
import { type HistoryJudged, judgeHistory } from "../shared/ledger/verified-records.ts";
import type { EvidenceVerifySettings } from "../shared/settings.ts";
import { UsageError } from "../shared/usage-error.ts";

/**
 * The problems found, one line each (file: why); printed per record on standard output. And the
 * history as judged: the records it flags, or that there was none to check (--dir is no git clone);
 * `judged` when the caller judged it before the records were read (the handover, whose judging
 * passes must know, as each record is read, whether verify flags it).
 */
export async function verifyAnchors(
  settings: EvidenceVerifySettings,
  paths: Iterable<string>,
  verified: { records: readonly ChainedRecord[] },
  io: CliIo,
  judged?: HistoryJudged,
): Promise<{ problems: string[]; history: HistoryJudged }> {
  const dir = resolve(io.cwd, settings.dir);
  const history = judged ?? (await judgeHistory(io, settings));
  const problems = [...history.refusals];
  if (settings.expectHead !== undefined) {
    const missing = missingExpectedHead(verified.records, settings.expectHead);
    if (missing !== undefined) problems.push(`--expect-head: ${missing}`);
  }
  if (settings.tsaCa === undefined) return { problems, history };
  const assessed = assessTimestamps(
    verified.records,
    await readLedgerTokens(paths, readFromLedger(dir), await readTrusted(settings.tsaCa, io)),
    settings.maxSkewMinutes,
  );
  io.stdout(assessed.map((entry) => `${entry.path}: ${describeTimestamp(entry)}\n`).join(""));
  const late = assessed.filter((entry) => entry.timestamp.status === "late-after-outage").length;
  if (late > 0) {
    io.stdout(
      `${late} record(s) were timestamped late, after a recorded TSA outage: exceptions for the audit.\n`,
    );
  }
  for (const problem of timestampProblems(assessed, settings.requireTimestamps)) {
    problems.push(`${problem.path}: ${problem.message}`);
  }
  return { problems, history };
}

async function readTrusted(file: string, io: CliIo) {
  const fix = "give the PEM file of the certificate authority that issued the TSA's certificate";
  const pem = await readFlagFile(flagPath("--tsa-ca", file, fix, io));
  try {
    return readPemCertificates(pem, `--tsa-ca ${file}`);
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
}

/** "timestamped (TSA, time)", "missing", "timestamped late, after a recorded outage", "invalid (why)". */
export function describeTimestamp(entry: RecordTimestamp): string {
  const { timestamp } = entry;
  switch (timestamp.status) {
    case "timestamped":
      return `timestamped (${timestamp.tsa}, ${timestamp.time})`;
    case "late-after-outage":
      return `timestamped late, after a recorded outage (${timestamp.tsa}, ${timestamp.time}; declared by sequence ${timestamp.declaredBy})`;
    case "missing":
      return "not timestamped";
    case "invalid":
      return `invalid timestamp (${timestamp.reason})`;
  }
}
