// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw, operations and
// baselines alike (a baseline has no service operation, yet its change is what CIP-010 R1.2 asks
// to authorize).
import { sha256Hex } from "../../shared/sha256.ts";
import type { Operation, PlanBaseline, PossibleRename } from "../plan-model.ts";
import { compareCodePoints } from "../../shared/names.ts";
import {
  changedFilesOf,
  REVIEWED_FILE_SHAPES,
  type ReviewedFilePlanFields,
} from "../../families/family-shapes.ts";

/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations and, when the plan declares any, of its baselines: each as
 * its system id, asset name and digest; and, when the plan shows any, of each family's reviewed
 * files the change adds, changes or removes, as shown (what R2.2 and R2.3 approvals rest on; the
 * commit they were compared with, only words, is left out), field by field in the order of the
 * families' shapes (core/families/family-shapes.ts, the family table's), so that a plan without a
 * later family's files keeps its fingerprint. `source` (where a declaration is written) is left out: moving or reformatting
 * lines in the inventory files does not change what an apply does, so it must not invalidate a
 * review. A plan without baselines or reviewed files keeps the fingerprint of its operations.
 */
export function fingerprintPlan(
  operations: Operation[],
  baselines: readonly PlanBaseline[] | undefined,
  reviewed: ReviewedFilePlanFields = {},
): string {
  const effects = operations.map(({ source: _source, ...effect }) =>
    JSON.stringify(canonical(withoutWhereRenamed(effect))),
  );
  const done = `[${effects.join(",")}]`;
  const hasBaselines = baselines !== undefined && baselines.length > 0;
  const shown = REVIEWED_FILE_SHAPES.flatMap((shape) => {
    const files = changedFilesOf(reviewed, shape)?.files;
    return files === undefined || files.length === 0
      ? []
      : [`,${JSON.stringify(shape.field)}:${JSON.stringify(canonical(files))}`];
  });
  if (!hasBaselines && shown.length === 0) return `sha256:${sha256Hex(done)}`;
  const declared = hasBaselines
    ? `"baselines":[${baselines.map((baseline) => JSON.stringify(baselineKey(baseline))).join(",")}],`
    : "";
  return `sha256:${sha256Hex(`{${declared}"operations":${done}${shown.join("")}}`)}`;
}

/**
 * The baselines whose digest differs between two plans, or that only one of them declares, as
 * "asset (system id)", in the order of the plan now: why a plan saved with one baseline is not the
 * plan of another.
 */
export function changedBaselines(
  reviewed: readonly PlanBaseline[] | undefined,
  now: readonly PlanBaseline[] | undefined,
): string[] {
  const digests = (baselines: readonly PlanBaseline[] | undefined): Map<string, string> =>
    new Map((baselines ?? []).map((baseline) => [labelOf(baseline), baseline.digest]));
  const before = digests(reviewed);
  const after = digests(now);
  const changed = [...after].filter(([label, digest]) => before.get(label) !== digest);
  const gone = [...before.keys()].filter((label) => !after.has(label));
  return [...changed.map(([label]) => label), ...gone];
}

function baselineKey(baseline: PlanBaseline): [string, string, string] {
  return [baseline.cyber_system_id, baseline.asset, baseline.digest];
}

function labelOf(baseline: PlanBaseline): string {
  return `${baseline.asset} (${baseline.cyber_system_id})`;
}

/**
 * The value with every object's keys in code-point order, so that `JSON.stringify` writes it
 * canonically. Values already in that order are returned as they are: the planner builds its
 * operations that way, which keeps fingerprinting 100k operations cheap.
 */
export function canonical(value: unknown): unknown {
  if (isCanonical(value)) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const canonicalItem = canonical(item);
      if (canonicalItem === item) return;
      copy ??= [...value];
      copy[index] = canonicalItem;
    });
    return copy ?? value;
  }
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value);
  let unchanged = true;
  const canonicalEntries = entries.map(([key, field], index) => {
    const canonicalField = field === undefined ? undefined : canonical(field);
    const previous = entries[index - 1];
    if (
      canonicalField !== field ||
      field === undefined ||
      (previous !== undefined && compareCodePoints(previous[0], key) >= 0)
    ) {
      unchanged = false;
    }
    return [key, canonicalField] as const;
  });
  if (unchanged) return value;
  // No prototype, so that a key such as "__proto__" stays an ordinary field.
  const sorted: Record<string, unknown> = Object.create(null);
  canonicalEntries.sort(([a], [b]) => compareCodePoints(a, b));
  for (const [key, field] of canonicalEntries) if (field !== undefined) sorted[key] = field;
  return sorted;
}

/**
 * Whether `value` is canonical already: every object's keys in code-point order, none undefined.
 * Asked first of each operation, and allocates nothing: the planner's operations always are.
 */
function isCanonical(value: unknown): boolean {
  if (value === null || typeof value !== "object") return true;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) if (!isCanonical(item)) return false;
    return true;
  }
  let previous: string | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined || !isCanonical(field)) return false;
    if (previous !== undefined && compareCodePoints(previous, key) >= 0) return false;
    previous = key;
  }
  return true;
}

/**
 * The operation without where its possible rename was made: words the base gives (file-renames.ts),
 * not what apply does, so that a plan with or without a base has one fingerprint.
 */
function withoutWhereRenamed<T extends object>(effect: T): T {
  const rename = (effect as { possible_rename?: PossibleRename }).possible_rename;
  if (rename?.renamed_in_file === undefined) return effect;
  const kept: PossibleRename = { ...rename };
  delete kept.renamed_in_file;
  return { ...effect, possible_rename: kept };
}
