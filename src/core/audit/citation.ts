// How every row of every population cites the ledger record it comes from: its workspace,
// sequence, SHA-256, path in the ledger and time, in these columns, first in each file.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import { recordPath } from "../evidence/chain/record-files.ts";
import type { RecordRef } from "../obligations/obligations.ts";

export type Row = Record<string, string | number | boolean | null>;

export const CITATION_COLUMNS = [
  "workspace",
  "record_sequence",
  "record_sha256",
  "record_path",
  "recorded_at",
] as const;

/** A record as a row cites it. */
export function citationOf({ record, sha256 }: HashedRecord): Row {
  return {
    workspace: record.workspace,
    record_sequence: record.sequence,
    record_sha256: `sha256:${sha256}`,
    record_path: recordPath(record),
    recorded_at: record.recorded_at,
  };
}

/** Where a record cited by an obligation is in the ledger (null when it is not known). */
export type PathOf = (ref: RecordRef) => string | null;

/** A record an obligation names, as a row cites it. */
export function refCitation(ref: RecordRef, pathOf: PathOf): Row {
  return {
    workspace: ref.workspace,
    record_sequence: ref.sequence,
    record_sha256: `sha256:${ref.sha256}`,
    record_path: pathOf(ref),
    recorded_at: ref.recorded_at,
  };
}
