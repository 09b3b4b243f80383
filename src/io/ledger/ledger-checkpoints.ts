// `evidence verify`'s proof of the checkpoints a checkout of the ledger keeps, once the chain check
// found every record and every checkpoint's bytes as their records vouch for them: each checkpoint
// recomputed from its workspace's records (core/obligations/checkpoint/checkpoint-recompute.ts).
// Two walks, only for a ledger that has checkpoints: first each checkpoint file, parsed one at a
// time, keeping what the fold needs of it (its calendar is known only from the file); then each
// workspace with checkpoints, its records read again in chain order (name order) and folded once
// per calendar its checkpoints were judged with. A ledger without checkpoints costs one walk of
// the names, which the chain check made anyway.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseVerifiedRecord } from "../../core/evidence/chain/evidence-chain.ts";
import { RECORDS_DIR, workspaceOfPath } from "../../core/evidence/chain/record-files.ts";
import { CHECKPOINT_SUFFIX } from "../../core/evidence/records/beside/checkpoint-reference.ts";
import {
  type CheckpointClaim,
  checkpointClaim,
  type OlderCheckpoint,
  recomputeWorkspace,
} from "../../core/obligations/checkpoint/checkpoint-recompute.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";

export interface CheckpointsRecomputed {
  /** Checkpoints found to be the fold of the records before them. */
  recomputed: number;
  /** One line each, naming the checkpoint file: none when every checkpoint is its records' fold. */
  problems: string[];
  /** Checkpoints of an older format, not recomputed and used by no run of this version. */
  older: OlderCheckpoint[];
}

/**
 * Every checkpoint of the checkout `dir`, whose files `paths` walks (walkLedgerDirectory, all of
 * them or those under a folder), recomputed from the records before it. The chain check must have
 * passed: the records are read without their schema (parseVerifiedRecord), as verified.
 */
export function recomputeCheckpoints(
  dir: string,
  paths: (under?: string) => Iterable<string>,
): CheckpointsRecomputed {
  const problems: string[] = [];
  const older: OlderCheckpoint[] = [];
  const claims = new Map<string, CheckpointClaim[]>();
  for (const path of paths()) {
    const workspace = workspaceOfPath(path);
    if (workspace === undefined || !path.endsWith(CHECKPOINT_SUFFIX)) continue;
    try {
      const claim = checkpointClaim(readFileSync(join(dir, path)), path);
      if ("olderFormat" in claim) {
        older.push(claim);
        continue;
      }
      const workspaceClaims = claims.get(workspace) ?? [];
      workspaceClaims.push(claim);
      claims.set(workspace, workspaceClaims);
    } catch (error) {
      problems.push(errorMessage(error));
    }
  }
  let recomputed = 0;
  for (const [workspace, workspaceClaims] of claims) {
    const found = recomputeWorkspace(
      workspace,
      workspaceClaims,
      recordsOf(dir, paths(`${RECORDS_DIR}/${workspace}`), workspace),
      (path) => readFileSync(join(dir, path), "utf8"),
    );
    recomputed += found.recomputed;
    problems.push(...found.problems);
  }
  return { recomputed, problems, older };
}

/** The workspace's records under `paths`, read one at a time: what the chain check took for one. */
function* recordsOf(dir: string, paths: Iterable<string>, workspace: string) {
  for (const path of paths) {
    if (workspaceOfPath(path) !== workspace || !path.endsWith(".json")) continue;
    const bytes = readFileSync(join(dir, path));
    yield { path, entry: { record: parseVerifiedRecord(bytes), sha256: sha256Hex(bytes) } };
  }
}
