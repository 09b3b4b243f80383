// How every row of every population cites the ledger record it comes from: its workspace,
// sequence, SHA-256, path in the ledger and time, in these columns, first in each file; and a
// record as the population folds hold it (Cited: what a citation needs, never the record).
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
  const { workspace, sequence, recorded_at } = record;
  return citationOfCited({ workspace, sequence, sha256, path: recordPath(record), recorded_at });
}

/**
 * A record as the population folds hold it (population-fold.ts): what a row's citation needs, and
 * a change record's commit (its merge_sha), where the ports population reads the inventory.
 */
export interface Cited {
  workspace: string;
  sequence: number;
  /** Hex, without the `sha256:` a row writes. */
  sha256: string;
  path: string;
  recorded_at: string;
  commit?: string;
}

/** `entry` as the folds hold it. */
export function citedOf({ record, sha256 }: HashedRecord): Cited {
  const { workspace, sequence, recorded_at } = record;
  const path = recordPath(record);
  return record.kind === "change"
    ? { workspace, sequence, sha256, path, recorded_at, commit: record.change.merge_sha }
    : { workspace, sequence, sha256, path, recorded_at };
}

/**
 * A record as a row cites it, from what the folds hold of it (its path null where the ledger's is
 * not known): the one maker of every row's citation cells.
 */
export function citationOfCited({
  workspace,
  sequence,
  sha256,
  path,
  recorded_at,
}: Omit<Cited, "path"> & { path: string | null }): Row {
  return {
    workspace,
    record_sequence: sequence,
    record_sha256: `sha256:${sha256}`,
    record_path: path,
    recorded_at,
  };
}

/** Where a record cited by an obligation is in the ledger (null when it is not known). */
export type PathOf = (ref: RecordRef) => string | null;

/** A record an obligation names, as a row cites it. */
export function refCitation(ref: RecordRef, pathOf: PathOf): Row {
  return citationOfCited({ ...ref, path: pathOf(ref) });
}
