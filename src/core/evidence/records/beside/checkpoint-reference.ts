// A checkpoint of the judged state kept beside a drift check's record (`<record>.checkpoint`): the
// state after every record of the workspace up to `through` (the record before the one carrying
// it), so that a routine run reads the checkpoint and the records after it, never the whole
// ledger. The record holds the file's SHA-256, so the chain vouches for its bytes as for a
// listing's; what the state says is recomputed by `evidence verify` from the records before it
// (core/obligations), so a checkpoint that is not the fold of its records fails verify. Pure.
import { z } from "zod";
import { sha256Hex } from "../../../shared/sha256.ts";

/** A checkpoint's file: its record's path with this appended (not .json: no record). */
export const CHECKPOINT_SUFFIX = ".checkpoint";

export function checkpointPath(recordPath: string): string {
  return `${recordPath}${CHECKPOINT_SUFFIX}`;
}

/** What a drift check's record keeps of the checkpoint beside it. */
export interface CheckpointReference {
  /** Hex SHA-256 of the checkpoint file's exact bytes. */
  sha256: string;
  /** The record whose state it is: the workspace's records up to it, each judged. */
  through: { sequence: number; sha256: string };
}

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

export const checkpointReferenceSchema = z.strictObject({
  sha256: hex64,
  through: z.strictObject({ sequence: z.int().positive(), sha256: hex64 }),
});

/** Why the checkpoint file's bytes are not those its record vouches for; undefined when they are. */
export function checkpointBytesProblem(
  bytes: Uint8Array,
  reference: CheckpointReference,
  path: string,
): string | undefined {
  return checkpointDigestProblem(sha256Hex(bytes), reference, path);
}

/** checkpointBytesProblem of a file whose bytes' SHA-256 is `sha256`. */
export function checkpointDigestProblem(
  sha256: string,
  reference: CheckpointReference,
  path: string,
): string | undefined {
  return sha256 === reference.sha256
    ? undefined
    : `${path} has SHA-256 ${sha256}, but its record says ${reference.sha256}: the checkpoint was changed after it was sealed`;
}
