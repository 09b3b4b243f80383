// Likely renames made in the service: compliance staff rename an asset in the service's own web
// application, and the next plan shows the live asset deleted and the declared one created. Applied,
// that pair destroys the record's id and its compliance history where a `renamed_from` would have
// kept both. The planner pairs such deletes and creates so that renderers can say so and apply can
// refuse the replacement unless it is explicitly allowed (`--allow-replace`).
import type { CreateOperation, DeleteOperation, Operation, PossibleRename } from "./plan-model.ts";
import { groupBy } from "../shared/collections.ts";
import { compareCodePoints, editDistance, nameKey } from "../shared/names.ts";

/** Two names are similar when at most this share of the longer one must change (after folding). */
export const RENAME_SIMILARITY = 0.75;

/**
 * Beyond this many delete-create comparisons in one cyber system and asset type, only names equal
 * after folding are paired: a plan of 100,000 operations stays fast.
 */
export const MAX_RENAME_COMPARISONS = 40_000;

/** A delete of a live asset and a create of a declared one that may be one asset renamed. */
export interface RenamePair {
  /** The create of the declared name. */
  declared: CreateOperation;
  /** The delete of the live asset. */
  live: DeleteOperation;
}

/**
 * A name as the comparison sees it: its name key without spaces, dashes, underscores, dots,
 * slashes and colons, so that "RTU-01", "rtu_01" and "RTU 01" are one name.
 */
export function foldedName(name: string): string {
  const folded = nameKey(name).replace(/[\s\-_.:/]+/gu, "");
  return folded === "" ? nameKey(name) : folded;
}

/** Whether two names are similar: an edit distance of at most a quarter of the longer folded name. */
export function similarNames(a: string, b: string): boolean {
  return similarity(foldedName(a), foldedName(b)) >= RENAME_SIMILARITY;
}

/** 1 for equal folded names, down to 0 when every character must change. */
function similarity(a: string, b: string): number {
  const longest = Math.max([...a].length, [...b].length);
  if (longest === 0) return 1;
  const max = Math.floor(longest * (1 - RENAME_SIMILARITY));
  return 1 - editDistance(a, b, max) / longest;
}

/**
 * The possible renames among `operations`: in each cyber system, deletes and creates of one asset
 * type are paired when there is exactly one of each, or when their names are similar (most similar
 * first; ties by declared name, then live asset id). Each operation is in at most one pair, and the
 * pairs do not depend on the order of `operations`. Sorted by declared name, then live asset id.
 */
export function pairPossibleRenames(operations: readonly Operation[]): RenamePair[] {
  const deletes = operations.filter((operation) => operation.action === "delete");
  const creates = operations.filter((operation) => operation.action === "create");
  const groupOf = (operation: CreateOperation | DeleteOperation) =>
    JSON.stringify([operation.cyber_system.id, operation.asset_type]);
  const deletesByGroup = groupBy(deletes, groupOf);
  const pairs: RenamePair[] = [];
  for (const [group, declared] of groupBy(creates, groupOf)) {
    const live = deletesByGroup.get(group);
    if (live !== undefined) pairs.push(...pairGroup(declared, live));
  }
  return pairs.sort(comparePairs);
}

interface Candidate extends RenamePair {
  score: number;
}

function pairGroup(declared: CreateOperation[], live: DeleteOperation[]): RenamePair[] {
  const [onlyDeclared] = declared;
  const [onlyLive] = live;
  if (declared.length === 1 && live.length === 1 && onlyDeclared && onlyLive) {
    return [{ declared: onlyDeclared, live: onlyLive }];
  }
  const candidates: Candidate[] = [];
  const compareAll = declared.length * live.length <= MAX_RENAME_COMPARISONS;
  const liveByFolded = groupBy(live, (operation) => foldedName(operation.name));
  for (const create of declared) {
    const folded = foldedName(create.name);
    const others = compareAll ? live : (liveByFolded.get(folded) ?? []);
    for (const remove of others) {
      const score = similarity(folded, foldedName(remove.name));
      if (score >= RENAME_SIMILARITY) candidates.push({ declared: create, live: remove, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score || comparePairs(a, b));
  const taken = new Set<Operation>();
  const pairs: RenamePair[] = [];
  for (const candidate of candidates) {
    if (taken.has(candidate.declared) || taken.has(candidate.live)) continue;
    taken.add(candidate.declared);
    taken.add(candidate.live);
    pairs.push({ declared: candidate.declared, live: candidate.live });
  }
  return pairs;
}

function comparePairs(a: RenamePair, b: RenamePair): number {
  return (
    compareCodePoints(a.declared.name, b.declared.name) ||
    compareCodePoints(a.live.asset_id, b.live.asset_id)
  );
}

/**
 * The operations with both halves of each possible rename marked `possible_rename`, in place (the
 * indexes of `depends_on` stay valid). Each marked operation is rebuilt with its keys in code-point
 * order, as the planner builds every operation (see fingerprint.ts).
 */
export function markPossibleRenames(operations: Operation[]): void {
  const marks = new Map<Operation, PossibleRename>();
  for (const { declared, live } of pairPossibleRenames(operations)) {
    const mark = { declared: declared.name, live: live.name };
    marks.set(declared, mark);
    marks.set(live, mark);
  }
  operations.forEach((operation, index) => {
    const mark = marks.get(operation);
    if (mark === undefined || operation.action === "update") return;
    const { source, ...rest } = operation;
    operations[index] = { ...rest, possible_rename: mark, ...(source ? { source } : {}) };
  });
}

/** How `name` is written in a YAML flow map: plain when that is safe, else double-quoted. */
function yamlScalar(name: string): string {
  return /^[A-Za-z0-9][A-Za-z0-9 ._\-/()]*$/u.test(name) && !name.endsWith(" ")
    ? name
    : JSON.stringify(name);
}

/** The line to write in the inventory file to keep the live record: `<declared>: {type, renamed_from}`. */
/** A delete the planner paired with a create as a possible rename made in the service. */
export type RenamedDelete = DeleteOperation & { possible_rename: PossibleRename };

/** The deletes among `operations` that may be renames made in the service, in their order. */
export function renamedDeletes(operations: readonly Operation[]): RenamedDelete[] {
  return operations.filter(
    (operation): operation is RenamedDelete =>
      operation.action === "delete" && operation.possible_rename !== undefined,
  );
}

export function renameFixLine(rename: PossibleRename, assetType: string): string {
  return `${yamlScalar(rename.declared)}: {type: ${assetType}, renamed_from: ${yamlScalar(rename.live)}}`;
}
