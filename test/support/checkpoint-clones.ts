// A git clone of a generated one-workspace ledger whose drift check keeps a checkpoint, as the
// Action writes it: each record committed on its own with the checkpoint beside it, folded from
// the records before it as the drift check folds them (and verify recomputes it). What the tests
// of the commands that start from a checkpoint read (obligations, evidence report).
import type { PrivateKey } from "openpgp";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { type CheckpointOptions, chainWithCheckpoints } from "./checkpoint-ledgers.ts";
import { day } from "./evidence-records.ts";
import { BOT, commit, git, signedCommit } from "./ledger-clone.ts";
import { check, type LedgerStep, stepDrafts } from "./obligation-ledgers.ts";

export const WORKSPACE = "grid-east";

/** `days` after the ledgers' first day, as YYYY-MM-DD. */
export const dayOf = (days: number) => day(days).toISOString().slice(0, 10);

/** How the clone is written: the checkpoint's edit, a second workspace, who commits each entry. */
export interface CloneOptions {
  edit?: CheckpointOptions["edit"];
  otherWorkspace?: boolean;
  /** The author of entry `index`'s commit (the checkpoint's record is entry `cut`); BOT else. */
  authorOf?: (index: number) => string;
  /** The key that signs entry `index`'s commit, if any. */
  signerOf?: (index: number) => PrivateKey | undefined;
}

/**
 * A git clone of the ledger, each record committed on its own with the checkpoint beside it,
 * folded from the records before it as the drift check folds them (and verify recomputes it).
 */
export async function cloneOf(
  steps: readonly LedgerStep[],
  cut: number,
  options: CloneOptions = {},
): Promise<{ dir: string; checkpoint: string; sealed: SealedRecord[] }> {
  const drafts = stepDrafts(WORKSPACE, steps);
  // The drift check seals on the same day as the record before it.
  const entries = [
    ...drafts.slice(0, cut),
    { draft: { ...check(), workspace: WORKSPACE }, at: drafts[cut - 1]!.at },
    ...drafts.slice(cut),
    ...(options.otherWorkspace === true ? stepDrafts("grid-west", steps.slice(0, 1)) : []),
  ];
  const { sealed, checkpoints } = chainWithCheckpoints(entries, {
    carriers: new Set([cut]),
    ...(options.edit === undefined ? {} : { edit: options.edit }),
  });
  const dir = await temporaryDirectory();
  git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
  const authorOf = options.authorOf ?? (() => BOT);
  for (const [index, record] of sealed.entries()) {
    const beside = checkpoints.filter(({ path }) => path === `${record.path}.checkpoint`);
    const files = [record, ...(beside as SealedRecord[])];
    const key = options.signerOf?.(index);
    if (key === undefined) await commit(dir, authorOf(index), files);
    else await signedCommit(dir, authorOf(index), files, key);
  }
  return { dir, checkpoint: checkpoints[0]!.path, sealed };
}
