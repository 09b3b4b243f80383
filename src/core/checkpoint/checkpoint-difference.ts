// Why a checkpoint whose bytes are not its fold's text is, or is not, its records' fold: the
// order of an object's keys may differ, the state may not. evidence verify reads a checkpoint
// file for this only where its SHA-256 is not that of the fold's text (checkpoint-recompute.ts).
// Pure.
import { canonicalJson } from "../shared/sha256.ts";
import type { LedgerCheckpoint } from "./ledger-checkpoint.ts";

/**
 * Why the checkpoint `text` at `path`, whose bytes are not those of `expected` (the fold of the
 * records before it), is not their fold: the first top-level field that differs (within
 * `obligations`, the first of its fields). Undefined when its content is theirs: the order of an
 * object's keys follows the objects the writer's fold was given (a record read from its file, or
 * one just sealed in memory), and the same state is the same checkpoint whatever its key order.
 */
export function checkpointDifference(
  text: string,
  path: string,
  expected: LedgerCheckpoint,
): string | undefined {
  const found = JSON.parse(text) as Record<string, unknown>;
  const field = firstDifferentField(found, expected as unknown as Record<string, unknown>);
  if (field === undefined) return undefined;
  return `${path} is not the fold of the records before it (recomputed with the calendar and grace it says it was judged with): its ${field} differs from what those records give. The drift check writes a checkpoint from the records alone, so this one was written by something else or by a faulty version, and a routine run that started from it judged from a state the records do not give: treat the ledger as altered, and judge the obligations from every record ('cip-sync obligations --dir' reads them all)`;
}

function firstDifferentField(
  found: Record<string, unknown>,
  expected: Record<string, unknown>,
  prefix = "",
): string | undefined {
  const keys = new Set([...Object.keys(expected), ...Object.keys(found)]);
  for (const key of keys) {
    const [a, b] = [found[key], expected[key]];
    if (canonicalJson(a) === canonicalJson(b)) continue;
    if (prefix === "" && key === "obligations" && isObject(a) && isObject(b))
      return firstDifferentField(a, b, "obligations.") ?? "obligations";
    return `${prefix}${key}`;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
