// The state file: the seed format plus the id sequence, rewritten atomically after every change
// (temp file in the same directory, fsync, rename, fsync of the directory), so a kill leaves
// either the old or the new state, and a torn temp file is never read.
import { closeSync, fsyncSync, openSync, renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { errorCode, errorMessage } from "../core/shared/errors.ts";
import { parseJson, validateEmulatorSeed } from "./seed.ts";
import { type EmulatorSeed, EmulatorSeedError } from "./seed-model.ts";

export const STATE_FORMAT_VERSION = 1;

export interface EmulatorState {
  seed: EmulatorSeed;
  nextAssetSequence: number;
}

const STATE_KEYS = ["emulator_state_version", "next_asset_sequence"] as const;
const CORRUPT_FIX = "restore the file from a backup, or delete it to start again from the seed";

/** The state at `path`, or undefined when there is no such file yet. */
export async function loadState(path: string): Promise<EmulatorState | undefined> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw new EmulatorSeedError(
      `${path}: cannot read the emulator state file (${errorMessage(error)}); name a readable file, or one that does not exist yet.`,
    );
  }
  const value = parseJson(text, path, CORRUPT_FIX);
  const root =
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  if (root.emulator_state_version !== STATE_FORMAT_VERSION) {
    throw new EmulatorSeedError(
      `${path}: emulator_state_version is ${JSON.stringify(root.emulator_state_version) ?? "missing"}, not ${STATE_FORMAT_VERSION}; this is not an emulator state file of this version: ${CORRUPT_FIX}.`,
    );
  }
  const sequence = root.next_asset_sequence;
  if (typeof sequence !== "number" || !Number.isSafeInteger(sequence) || sequence < 0) {
    throw new EmulatorSeedError(
      `${path}: next_asset_sequence must be an integer >= 0; ${CORRUPT_FIX}.`,
    );
  }
  return { seed: validateEmulatorSeed(value, path, STATE_KEYS), nextAssetSequence: sequence };
}

/** Replaces the file at `path` with `state`, atomically and durably. */
export function writeStateSync(path: string, state: EmulatorState): void {
  const text = JSON.stringify({
    emulator_state_version: STATE_FORMAT_VERSION,
    next_asset_sequence: state.nextAssetSequence,
    organizations: state.seed.organizations,
  });
  // A temp file left by a kill is truncated and rewritten here; loadState never reads it.
  const temporary = `${path}.tmp`;
  try {
    const descriptor = openSync(temporary, "w", 0o600);
    try {
      writeFileSync(descriptor, text);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, path);
    fsyncDirectory(dirname(path));
  } catch (error) {
    throw new Error(
      `${path}: cannot write the emulator state file (${errorMessage(error)}); make sure its directory exists and is writable.`,
      { cause: error },
    );
  }
}

/** Makes the rename itself durable. Windows cannot open a directory for fsync; NTFS journals it. */
function fsyncDirectory(directory: string): void {
  if (process.platform === "win32") return;
  const descriptor = openSync(directory, "r");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
