// Where a command that judges from records may start instead of the first record: the last
// checkpoint a drift check kept beside its record (core/evidence/records/beside/) that the
// question admits, in a git clone, so that the command folds only the records after it. The
// checkpoint is taken on trust from its record, as the drift check takes it: the chain check
// (visitVerified, which still reads every record) proves its bytes are those its record vouches
// for, and the history check that the commit that added that record is the writer's (or an
// operator key's); evidence verify, and --from-start, recompute it from every record.
//
// What a checkpoint cannot stand for is found as the records go by (CheckpointStart.covers): a
// record before it that the question does not admit (recorded after --at's day) or that verify
// flags (its commit vouches for nothing), or a record of another workspace. The command then
// judges from every record again and says why (fail closed to the full fold, never to other
// bytes). Only a ledger of one workspace starts from a checkpoint: a checkpoint is one workspace's
// state, and the pass is resumed from one.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { recordedBy } from "../../core/evidence/chain/as-of.ts";
import { RECORDS_DIR, workspaceOfPath } from "../../core/evidence/chain/record-files.ts";
import { CHECKPOINT_SUFFIX } from "../../core/evidence/records/beside/checkpoint-reference.ts";
import type { EvidenceRecord, HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import {
  type LedgerCheckpoint,
  parseCheckpoint,
} from "../../core/obligations/checkpoint/ledger-checkpoint.ts";
import { walkLedgerDirectory } from "../../io/ledger/ledger-files.ts";

/** The day a question is asked as of, in the calendar's time zone: records after it are not read. */
export interface AsOfDay {
  day: string;
  timeZone: string;
}

/**
 * The last checkpoint of the one workspace of the clone at `root` whose record was recorded by
 * `asOf`'s day, as its file holds it; undefined when the ledger has none, or more than one
 * workspace. Throws an Error naming the file when it is no checkpoint this version reads.
 */
export async function nearestCheckpoint(
  root: string,
  asOf: AsOfDay,
): Promise<CheckpointStart | undefined> {
  const entries = await readdir(join(root, RECORDS_DIR), { withFileTypes: true }).catch(() => []);
  const workspaces = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  if (workspaces.length !== 1) return undefined;
  const paths = await walkLedgerDirectory(root, "--dir");
  const checkpoints: string[] = [];
  for (const path of paths(`${RECORDS_DIR}/${workspaces[0]}`))
    if (path.endsWith(CHECKPOINT_SUFFIX) && workspaceOfPath(path) !== undefined)
      checkpoints.push(path);
  for (const path of checkpoints.reverse()) {
    const carrier = await readCarrier(root, path.slice(0, -CHECKPOINT_SUFFIX.length));
    // One that is not a record fails the chain check, which refuses the whole ledger.
    if (carrier === undefined || !recordedBy(carrier, asOf.day, asOf.timeZone)) continue;
    const text = await readFile(join(root, path), "utf8");
    return new CheckpointStart(path, parseCheckpoint(text, path), carrier.sequence, asOf);
  }
  return undefined;
}

async function readCarrier(root: string, path: string): Promise<EvidenceRecord | undefined> {
  try {
    return JSON.parse(await readFile(join(root, path), "utf8")) as EvidenceRecord;
  } catch {
    return undefined;
  }
}

/** A checkpoint started from, and whether it still stands for the records before it. */
export class CheckpointStart {
  /** Why the checkpoint does not stand for the records before it; undefined while it does. */
  #spoiled: string | undefined;

  /** The checkpoint file's path in the checkout. */
  readonly path: string;
  readonly checkpoint: LedgerCheckpoint;
  /** The sequence of the record that keeps it. */
  readonly carrier: number;
  readonly asOf: AsOfDay;

  constructor(path: string, checkpoint: LedgerCheckpoint, carrier: number, asOf: AsOfDay) {
    this.path = path;
    this.checkpoint = checkpoint;
    this.carrier = carrier;
    this.asOf = asOf;
  }

  get spoiled(): string | undefined {
    return this.#spoiled;
  }

  /** Records that the checkpoint does not stand for: the full fold is the answer. */
  spoil(why: string): void {
    this.#spoiled ??= why;
  }

  /**
   * Whether the checkpoint holds `entry` (a record of the verified ledger, in chain order, as
   * visitVerified gives it) already, so that it is not folded again; notes the first record it
   * cannot stand for.
   */
  covers({ record, sha256, unauthenticated }: HashedRecord): boolean {
    const { workspace, through } = this.checkpoint;
    const name = `record #${record.sequence} of workspace ${record.workspace}`;
    if (record.workspace !== workspace) {
      this.spoil(`${name} is of another workspace than the checkpoint's`);
      return false;
    }
    if (unauthenticated !== undefined && record.sequence <= this.carrier)
      this.spoil(`${name} is not vouched for: ${unauthenticated}`);
    if (record.sequence > through.sequence) return false;
    if (!recordedBy(record, this.asOf.day, this.asOf.timeZone))
      this.spoil(`${name}, before it, was recorded after ${this.asOf.day}`);
    if (record.sequence === through.sequence && sha256 !== through.sha256)
      this.spoil(`${name} is not the record it stands at (SHA-256 ${through.sha256})`);
    return true;
  }
}
