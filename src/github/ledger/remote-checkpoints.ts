// `evidence verify --remote`'s proof of the checkpoints the evidence branch keeps, as GitHub holds
// it: for each workspace that has checkpoints, its records and checkpoint files read at the
// branch's head (the records a hundred per GraphQL query, each checkpoint as a blob), the chain
// checked from its first record, and each checkpoint recomputed from the records before it
// (core/checkpoint/checkpoint-recompute.ts), as verify recomputes them in a clone. A
// branch without checkpoints costs the one listing of its tree.
import { LedgerChecker } from "../../core/evidence/chain/chain-check.ts";
import { isRecordPathOf } from "../../core/evidence/chain/record-files.ts";
import { CHECKPOINT_SUFFIX } from "../../core/evidence/records/beside/checkpoint-reference.ts";
import {
  type CheckpointsRecomputed,
  recomputeWorkspace,
} from "../../core/checkpoint/checkpoint-recompute.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import type { GitHubClient } from "../client.ts";
import { readFilesAtCommit } from "../files/files-at-commit.ts";
import { readBranch } from "./evidence-ledger.ts";
import { ledgerWorkspaces, type LedgerTarget, readBlob, workspaceFiles } from "./ledger-tree.ts";
import { getOrThrow } from "../../core/shared/collections.ts";

/** Every checkpoint on the branch, recomputed from the records before it. */
export async function recomputeRemoteCheckpoints(
  client: GitHubClient,
  target: LedgerTarget,
): Promise<CheckpointsRecomputed> {
  const head = await readBranch(client, target);
  const result: CheckpointsRecomputed = { recomputed: 0, problems: [], older: [] };
  if (head === undefined) return result;
  for (const workspace of await ledgerWorkspaces(client, target, head.tree)) {
    const files = await workspaceFiles(client, target, head.tree, workspace);
    const checkpoints = files.filter(({ path }) => path.endsWith(CHECKPOINT_SUFFIX));
    if (checkpoints.length === 0) continue;
    const texts = new Map<string, Buffer>();
    for (const { path, sha } of checkpoints) texts.set(path, await readBlob(client, target, sha));
    const found = await readAndRecompute(client, target, {
      workspace,
      head: head.commit,
      files,
      texts,
    });
    result.recomputed += found.recomputed;
    result.problems.push(...found.problems);
    result.older.push(...found.older);
  }
  return result;
}

async function readAndRecompute(
  client: GitHubClient,
  target: LedgerTarget,
  read: {
    workspace: string;
    head: string;
    files: readonly { path: string }[];
    texts: ReadonlyMap<string, Buffer>;
  },
): Promise<CheckpointsRecomputed> {
  const { workspace, texts } = read;
  const paths = read.files
    .map(({ path }) => path)
    .filter((path) => isRecordPathOf(path, workspace));
  const repository = { owner: target.owner, repo: target.repo };
  const records = await readFilesAtCommit(client, repository, read.head, paths);
  // The chain first, in name order: a checkpoint is recomputed only from an intact chain, as in
  // a clone. Its bytes are held to its fold, not to its record's digest alone.
  const checker = new LedgerChecker({ keepRecords: false, readsListings: false });
  const entries = paths.flatMap((path, index) => {
    const bytes = Buffer.from(records[index]?.text ?? "");
    const record = checker.add({ path, bytes });
    return record === undefined ? [] : [{ path, entry: { record, sha256: sha256Hex(bytes) } }];
  });
  const breaks = checker.result().breaks;
  if (breaks.length > 0)
    return { recomputed: 0, problems: breaks.map((found) => found.message), older: [] };
  // Each checkpoint's blob is read with the tree, and hashed: the chain check here holds no
  // checkpoint to its record's SHA-256. It is parsed only where it is not its fold's text.
  return recomputeWorkspace(workspace, [...texts.keys()].sort(compareCodePoints), () => entries, {
    bytesOf: (path) => getOrThrow(texts, path, "the checkpoints read"),
    vouchedByRecords: false,
  });
}
