// Likely renames made in the service: compliance staff rename an asset in the service's own web
// application, and the next plan shows the live asset deleted and the declared one created. Applied,
// that pair destroys the record's id and its compliance history where a `renamed_from` would have
// kept both. The planner pairs such deletes and creates so that renderers can say so and apply can
// refuse the replacement unless it is explicitly allowed (`--allow-replace`). A delete that cannot be
// paired one to one (a rename in the service plus another new asset of the same type in the system)
// is marked all the same, with the names it may have become: a rename must never pass as a plain
// delete because the planner could not tell which create it became.
import type { CreateOperation, DeleteOperation, Operation, PossibleRename } from "../plan-model.ts";
import { groupBy } from "../../shared/collections.ts";
import { compareCodePoints, editDistance, nameKey } from "../../shared/names.ts";

/** Two names are similar when at most this share of the longer one must change (after folding). */
export const RENAME_SIMILARITY = 0.75;

/**
 * Beyond this many delete-create comparisons in one cyber system and asset type, only names equal
 * after folding are paired: a plan of 100,000 operations stays fast.
 */
export const MAX_RENAME_COMPARISONS = 40_000;

/** At most this many declared names are offered for a delete that could not be paired. */
export const MAX_RENAME_CANDIDATES = 3;

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
  return renameSuspects(operations).pairs;
}

/** A delete in a cyber system and type that also has creates, which no create could be paired with. */
export interface UnpairedDelete {
  live: DeleteOperation;
  /** The creates of its system and type it may have become, most similar first (at most 3). */
  candidates: CreateOperation[];
}

/** The pairs, and the deletes of the same systems and types that stayed unpaired. */
function renameSuspects(operations: readonly Operation[]): {
  pairs: RenamePair[];
  unpaired: UnpairedDelete[];
} {
  const deletes = operations.filter((operation) => operation.action === "delete");
  const creates = operations.filter((operation) => operation.action === "create");
  const groupOf = (operation: CreateOperation | DeleteOperation) =>
    JSON.stringify([operation.cyber_system.id, operation.asset_type]);
  const deletesByGroup = groupBy(deletes, groupOf);
  const pairs: RenamePair[] = [];
  const unpaired: UnpairedDelete[] = [];
  for (const [group, declared] of groupBy(creates, groupOf)) {
    const live = deletesByGroup.get(group);
    if (live === undefined) continue;
    const grouped = pairGroup(declared, live);
    pairs.push(...grouped);
    const paired = new Set(grouped.map((pair) => pair.live));
    const byName = [...declared].sort((a, b) => compareCodePoints(a.name, b.name));
    const compareAll = declared.length * live.length <= MAX_RENAME_COMPARISONS;
    for (const remove of live) {
      if (paired.has(remove)) continue;
      const candidates = compareAll
        ? closest(remove, byName)
        : byName.slice(0, MAX_RENAME_CANDIDATES);
      unpaired.push({ live: remove, candidates });
    }
  }
  return { pairs: pairs.sort(comparePairs), unpaired };
}

/**
 * The creates most similar to `remove`'s name, from `byName` (in code-point order of their names):
 * called only within the comparison bound, past which the first names are offered.
 */
function closest(remove: DeleteOperation, byName: CreateOperation[]): CreateOperation[] {
  const folded = foldedName(remove.name);
  const scored = byName.map((create) => ({
    create,
    score: similarity(folded, foldedName(create.name)),
  }));
  // A stable sort keeps equal scores in code-point order of the declared names.
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, MAX_RENAME_CANDIDATES).map((entry) => entry.create);
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
 * The operations with both halves of each possible rename marked `possible_rename`, and each delete
 * that could not be paired marked with the names it may have become, in place (the indexes of
 * `depends_on` stay valid). Each marked operation is rebuilt with its keys in code-point order, as
 * the planner builds every operation (see fingerprint.ts).
 */
export function markPossibleRenames(operations: Operation[]): void {
  const marks = new Map<Operation, PossibleRename>();
  const { pairs, unpaired } = renameSuspects(operations);
  for (const { declared, live } of pairs) {
    const mark = { declared: declared.name, live: live.name };
    marks.set(declared, mark);
    marks.set(live, mark);
  }
  for (const { live, candidates } of unpaired) {
    const names = candidates.map((create) => create.name);
    const [declared = ""] = names;
    marks.set(live, { candidates: names, declared, live: live.name });
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

/**
 * What the delete's live asset is declared as, in `show`'s words: "is declared as a" for a pair,
 * "may be declared as a, b or c" for a delete that could not be paired one to one.
 */
export function declaredAsWords(rename: PossibleRename, show: (name: string) => string): string {
  if (rename.candidates === undefined) return `is declared as ${show(rename.declared)}`;
  return `may be declared as ${namesOrWords(rename.candidates.map(show))} (it could not be paired one to one with a new asset of its type)`;
}

/** "or adopt the live name: declare b instead of a" */
export function adoptLiveNameWords(rename: PossibleRename, show: (name: string) => string): string {
  return `or adopt the live name: declare ${show(rename.live)} instead of ${show(rename.declared)}`;
}

/** "a", "a or b", "a, b or c". */
function namesOrWords(names: readonly string[]): string {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

export function renameFixLine(rename: PossibleRename, assetType: string): string {
  return `${yamlScalar(rename.declared)}: {type: ${assetType}, renamed_from: ${yamlScalar(rename.live)}}`;
}
