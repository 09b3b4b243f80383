// A ledger record as every obligation cites it: its workspace, sequence, hash and time. One type
// for every requirement's pass (obligation-model.ts re-exports it). Pure.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";

/** A ledger record as obligations cite it. */
export interface RecordRef {
  workspace: string;
  sequence: number;
  sha256: string;
  recorded_at: string;
}

export const refOf = ({ record, sha256 }: HashedRecord): RecordRef => ({
  workspace: record.workspace,
  sequence: record.sequence,
  sha256,
  recorded_at: record.recorded_at,
});
