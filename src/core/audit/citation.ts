// How every row of every population cites the ledger record it comes from: its workspace,
// sequence, SHA-256, path in the ledger and time, in these columns, first in each file.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import { recordPath } from "../evidence/chain/record-files.ts";

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
