// Ledgers that keep checkpoints, as a drift check writes them: records sealed one by one, and at
// each carrier (a drift check's record) the checkpoint of its workspace's records before it, kept
// beside it as `<record>.checkpoint` with its SHA-256 and `through` in the record's draft. A
// forger is one that changes a checkpoint and re-seals consistently: the record's reference
// updated and every record after it chained on it, as a repository writer would.
import {
  type ChainHead,
  type SealedRecord,
  sealRecord,
} from "../../src/core/evidence/chain/record-files.ts";
import { checkpointPath } from "../../src/core/evidence/records/beside/checkpoint-reference.ts";
import type {
  EvidenceDraft,
  EvidenceRecord,
  HashedRecord,
} from "../../src/core/evidence/records/evidence-record.ts";
import {
  type LedgerCheckpoint,
  serializeCheckpoint,
  WorkspaceFold,
} from "../../src/core/checkpoint/ledger-checkpoint.ts";
import { type CalendarSettings, DEFAULT_CALENDAR } from "../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";

/** A file beside the records: a checkpoint's path and its exact text. */
export interface BesideFile {
  path: string;
  text: string;
}

/** The calendar and completion grace a checkpoint is judged with. */
export interface Judgement {
  calendar: CalendarSettings;
  completionGraceDays?: number | undefined;
}

export interface CheckpointOptions extends Partial<Judgement> {
  /** The indexes of `entries` that carry a checkpoint; each must be a monitoring draft. */
  carriers: ReadonlySet<number>;
  /** The judgement of the checkpoint entry `index` carries, when not `calendar` and its grace. */
  judgementAt?: (index: number) => Judgement;
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

/**
 * `entries` sealed in order as chainOf seals them, with the checkpoints `options` asks for, each
 * folded afresh from its workspace's records before it, as the next run reads them from their
 * files: an oracle that shares nothing with how verify folds.
 */
export function chainWithCheckpoints(
  entries: readonly { draft: EvidenceDraft; at: Date }[],
  options: CheckpointOptions,
): { sealed: SealedRecord[]; checkpoints: BesideFile[] } {
  const { calendar = DEFAULT_CALENDAR, completionGraceDays, edit } = options;
  const judgementAt = options.judgementAt ?? (() => ({ calendar, completionGraceDays }));
  const heads = new Map<string, ChainHead>();
  const read = new Map<string, HashedRecord[]>();
  const sealed: SealedRecord[] = [];
  const checkpoints: BesideFile[] = [];
  entries.forEach(({ draft, at }, index) => {
    const before = read.get(draft.workspace) ?? [];
    read.set(draft.workspace, before);
    let carrying = draft;
    let text: string | undefined;
    if (options.carriers.has(index)) {
      const judgement = judgementAt(index);
      const honest = foldOf(draft.workspace, before, judgement);
      if (draft.kind !== "monitoring" || honest === undefined)
        throw new Error(`entry ${index} cannot carry a checkpoint`);
      const earlier = edit && foldOf(draft.workspace, before.slice(0, -1), judgement);
      const kept = edit?.(honest, earlier, index) ?? honest;
      text = serializeCheckpoint(kept as LedgerCheckpoint);
      // The record stands on its head whatever the file says: sealRecord keeps no other reference.
      const reference = { sha256: sha256Hex(text), through: honest.through };
      carrying = { ...draft, monitoring: { ...draft.monitoring, checkpoint: reference } };
    }
    const record = sealRecord(carrying, heads.get(draft.workspace), at);
    heads.set(draft.workspace, { record: record.record, bytes: Buffer.from(record.text) });
    sealed.push(record);
    if (text !== undefined) checkpoints.push({ path: checkpointPath(record.path), text });
    // The record as the next run reads it from its file, as the drift check's fold is given it.
    before.push({
      record: JSON.parse(record.text) as EvidenceRecord,
      sha256: sha256Hex(record.text),
    });
  });
  return { sealed, checkpoints };
}

/** The checkpoint of `records`, one workspace's in chain order; none before the first. */
function foldOf(
  workspace: string,
  records: readonly HashedRecord[],
  { calendar, completionGraceDays }: Judgement,
): LedgerCheckpoint | undefined {
  const fold = WorkspaceFold.start(workspace, {
    asOf: "2000-01-01",
    calendar,
    options: { completionGraceDays },
  });
  for (const entry of records) fold.add(entry);
  return fold.checkpoint();
}
