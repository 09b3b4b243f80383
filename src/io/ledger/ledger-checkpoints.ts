// `evidence verify`'s proof of the checkpoints a checkout of the ledger keeps: each checkpoint
// recomputed from its workspace's records (core/checkpoint/checkpoint-recompute.ts)
// inside the chain check's own walk, not in a second reading of the records. The readers
// (ledger-readers.ts) hand back, beside each record's link, the bytes of the records of the
// workspaces that have checkpoints; this thread parses them without the schema (the readers
// checked it) and folds them in name order, which along an intact chain is chain order. The fold
// runs before the chain check has found whether the chain is intact: its findings count only
// when the ledger verified (finish), and a fold over a broken chain is dropped. A checkpoint is
// read only before the walk (the first of each workspace, for the calendar to fold with) and
// where its SHA-256, which its record vouches for, is not the fold's. A ledger without
// checkpoints costs one walk of the names, which the chain check made anyway.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseVerifiedRecord } from "../../core/evidence/chain/evidence-chain.ts";
import { RECORDS_DIR, workspaceOfPath } from "../../core/evidence/chain/record-files.ts";
import { CHECKPOINT_SUFFIX } from "../../core/evidence/records/beside/checkpoint-reference.ts";
import {
  type CheckpointsRecomputed,
  WorkspaceCheckpoints,
} from "../../core/checkpoint/checkpoint-recompute.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import type { EvidenceRecord, HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import type { RecordsTaker } from "./ledger-readers.ts";

/**
 * The checkpoints of the checkout `dir`, whose files `paths` walks (walkLedgerDirectory, all of
 * them or those under a folder), recomputed from the records the chain check takes: give it to
 * checkLedgerFiles, then, only if the ledger verified, finish.
 */
export class LedgerCheckpoints implements RecordsTaker {
  readonly #dir: string;
  readonly #paths: (under?: string) => Iterable<string>;
  readonly #recomputes = new Map<string, WorkspaceCheckpoints>();
  /** The workspaces whose records are folded: those that have checkpoints. */
  readonly workspaces: ReadonlySet<string>;
  /** Verify's readers are what it waits on: the files a record carries are parsed here. */
  readonly readersWait = false;
  /** Why a fold stopped: thrown by finish, which a ledger that verified reaches. */
  #failed: unknown;

  constructor(dir: string, paths: (under?: string) => Iterable<string>) {
    this.#dir = dir;
    this.#paths = paths;
    const checkpoints = new Map<string, string[]>();
    for (const path of paths()) {
      const workspace = workspaceOfPath(path);
      if (workspace === undefined || !path.endsWith(CHECKPOINT_SUFFIX)) continue;
      const workspacePaths = checkpoints.get(workspace) ?? [];
      workspacePaths.push(path);
      checkpoints.set(workspace, workspacePaths);
    }
    // finish is reached only when the chain check found each file's bytes as its record says.
    const files = {
      bytesOf: (path: string) => readFileSync(join(dir, path)),
      vouchedByRecords: true,
    };
    for (const [workspace, paths] of checkpoints)
      this.#recomputes.set(workspace, new WorkspaceCheckpoints(workspace, paths, files));
    this.workspaces = new Set(checkpoints.keys());
  }

  /** A record the chain check took as valid, with its file's SHA-256, in name order. */
  take(path: string, sha256: string, bytes: Uint8Array): void {
    if (this.#failed !== undefined) return;
    let record: EvidenceRecord;
    try {
      record = parseVerifiedRecord(bytes);
    } catch (error) {
      this.#failed = error;
      return;
    }
    this.takeParsed(path, { record, sha256 });
  }

  /** take, of a record already parsed (by whoever else takes the records of the same walk). */
  takeParsed(path: string, entry: HashedRecord): void {
    if (this.#failed !== undefined) return;
    try {
      this.#recomputes.get(entry.record.workspace)?.add(entry, path);
    } catch (error) {
      // A chain out of order may stop a fold; one the chain check passed is reported by finish.
      this.#failed = error;
    }
  }

  /** What was found, once the chain check found the ledger intact: never for a broken one. */
  finish(): CheckpointsRecomputed {
    if (this.#failed !== undefined) throw this.#failed;
    const found: CheckpointsRecomputed = { recomputed: 0, problems: [], older: [] };
    for (const [workspace, recompute] of this.#recomputes) {
      const again = () =>
        recordsOf(this.#dir, this.#paths(`${RECORDS_DIR}/${workspace}`), workspace);
      const { recomputed, problems, older } = recompute.finish(again);
      found.recomputed += recomputed;
      found.problems.push(...problems);
      found.older.push(...older);
    }
    return found;
  }
}

/** The workspace's records under `paths`, read again one at a time, for a second calendar. */
function* recordsOf(dir: string, paths: Iterable<string>, workspace: string) {
  for (const path of paths) {
    if (workspaceOfPath(path) !== workspace || !path.endsWith(".json")) continue;
    const bytes = readFileSync(join(dir, path));
    yield { path, entry: { record: parseVerifiedRecord(bytes), sha256: sha256Hex(bytes) } };
  }
}
