// Ledgers that keep checkpoints, as a drift check writes them: records sealed one by one, and at
// each carrier (a drift check's record) the checkpoint of its workspace's records before it, kept
// beside it as `<record>.checkpoint` with its SHA-256 and `through` in the record's draft. A
// forger is one that changes a checkpoint and re-seals consistently: the record's reference
// updated and every record after it chained on it, as a repository writer would.
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import { sealRecord, type ChainHead } from "../../src/core/evidence/chain/record-files.ts";
import { checkpointPath } from "../../src/core/evidence/records/checkpoint-reference.ts";
import type {
  EvidenceDraft,
  EvidenceRecord,
} from "../../src/core/evidence/records/evidence-record.ts";
import {
  type LedgerCheckpoint,
  serializeCheckpoint,
  WorkspaceFold,
} from "../../src/core/obligations/checkpoint/ledger-checkpoint.ts";
import { type CalendarSettings, DEFAULT_CALENDAR } from "../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";

/** A file beside the records: a checkpoint's path and its exact text. */
export interface BesideFile {
  path: string;
  text: string;
}

export interface CheckpointOptions {
  /** The indexes of `entries` that carry a checkpoint; each must be a monitoring draft. */
  carriers: ReadonlySet<number>;
  calendar?: CalendarSettings;
  completionGraceDays?: number;
  /**
   * What the writer keeps instead of the honest checkpoint carried by entry `index` (a forger's
   * edit, made before the record is sealed), e.g. `earlier`, the state one record before it;
   * undefined keeps the honest one.
   */
  edit?: (
    checkpoint: LedgerCheckpoint,
    earlier: LedgerCheckpoint | undefined,
    index: number,
  ) => unknown;
}

/** `entries` sealed in order as chainOf seals them, with the checkpoints `options` asks for. */
export function chainWithCheckpoints(
  entries: readonly { draft: EvidenceDraft; at: Date }[],
  options: CheckpointOptions,
): { sealed: SealedRecord[]; checkpoints: BesideFile[] } {
  const { calendar = DEFAULT_CALENDAR, completionGraceDays, edit } = options;
  const heads = new Map<string, ChainHead>();
  const folds = new Map<string, WorkspaceFold>();
  const earlier = new Map<string, LedgerCheckpoint | undefined>();
  const sealed: SealedRecord[] = [];
  const checkpoints: BesideFile[] = [];
  entries.forEach(({ draft, at }, index) => {
    const fold =
      folds.get(draft.workspace) ??
      WorkspaceFold.start(draft.workspace, {
        asOf: "2000-01-01",
        calendar,
        options: { completionGraceDays },
      });
    folds.set(draft.workspace, fold);
    let carrying = draft;
    let text: string | undefined;
    if (options.carriers.has(index)) {
      const honest = fold.checkpoint();
      if (draft.kind !== "monitoring" || honest === undefined)
        throw new Error(`entry ${index} cannot carry a checkpoint`);
      const kept = edit?.(honest, earlier.get(draft.workspace), index) ?? honest;
      text = serializeCheckpoint(kept as LedgerCheckpoint);
      // The record stands on its head whatever the file says: sealRecord keeps no other reference.
      const reference = { sha256: sha256Hex(text), through: honest.through };
      carrying = { ...draft, monitoring: { ...draft.monitoring, checkpoint: reference } };
    }
    const record = sealRecord(carrying, heads.get(draft.workspace), at);
    heads.set(draft.workspace, { record: record.record, bytes: Buffer.from(record.text) });
    sealed.push(record);
    if (text !== undefined) checkpoints.push({ path: checkpointPath(record.path), text });
    if (edit !== undefined) earlier.set(draft.workspace, fold.checkpoint());
    // The record as the next run reads it from its file, as the drift check's fold is given it.
    fold.add({ record: JSON.parse(record.text) as EvidenceRecord, sha256: sha256Hex(record.text) });
  });
  return { sealed, checkpoints };
}
