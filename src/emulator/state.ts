// The state file: the seed format plus the id sequence, rewritten atomically after every change
// (temp file in the same directory, fsync, rename), so a kill leaves either the old or the new
// state, and a torn temp file is never read.
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { type EmulatorSeed, EmulatorSeedError, parseJson, validateEmulatorSeed } from "./seed.ts";

export const STATE_FORMAT_VERSION = 1;

export interface EmulatorState {
  seed: EmulatorSeed;
  nextAssetSequence: number;
}

const STATE_KEYS = ["emulator_state_version", "next_asset_sequence"] as const;

/** The state at `path`, or undefined when there is no such file yet. */
export async function loadState(path: string): Promise<EmulatorState | undefined> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const value = parseJson(text, path);
  const fix = "restore the file from a backup, or delete it to start again from the seed";
  const root =
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  if (root.emulator_state_version !== STATE_FORMAT_VERSION) {
    throw new EmulatorSeedError(
      `${path}: emulator_state_version is ${JSON.stringify(root.emulator_state_version) ?? "missing"}, not ${STATE_FORMAT_VERSION}; this is not an emulator state file of this version: ${fix}.`,
    );
  }
  const sequence = root.next_asset_sequence;
  if (typeof sequence !== "number" || !Number.isSafeInteger(sequence) || sequence < 0) {
    throw new EmulatorSeedError(`${path}: next_asset_sequence must be an integer >= 0; ${fix}.`);
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
  const temporary = `${path}.tmp`;
  const descriptor = openSync(temporary, "w", 0o600);
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  renameSync(temporary, path);
}
