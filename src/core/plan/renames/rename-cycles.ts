// Rename cycles (a->b, b->a). In the declaration, renamed_from entries that name each other are
// warned about (they never go stale). In the plan, renames that wait on each other's names can
// never start, so the planner breaks each cycle with one rename to a temporary name. The temporary
// name is derived from the asset id, so that plans are reproducible and the next plan recognises
// an asset an interrupted apply left under one.
import { cyclesOf } from "./cycles.ts";
import type { CyberAsset } from "../../shared/live-records.ts";
import type { DeclaredAsset } from "../../inventory/document/document.ts";
import type { Diagnostic } from "../../shared/diagnostics.ts";
import type { UpdateOperation } from "../plan-model.ts";
import { missingEntry } from "../../shared/collections.ts";
import { compareCodePoints, nameKey } from "../../shared/names.ts";
import { sha256Hex } from "../../shared/sha256.ts";
import { quote } from "../../shared/diagnostics.ts";
import type { Draft } from "../drafts.ts";

/**
 * renamed_from entries that name each other in a cycle (b from a, a from b) can never become
 * stale: after the swap every old name exists again, so each plan would swap once more. The plan
 * itself is right; the user must remove them once it has been applied.
 */
export function renameCycleWarnings<Declared extends { asset: DeclaredAsset; key: string }>(
  declared: Declared[],
  declaredByKey: Map<string, Declared>,
): Diagnostic[] {
  const renamedFrom = (entry: Declared): Declared | undefined => {
    const from = entry.asset.renamedFrom;
    if (!from || nameKey(from.value) === entry.key) return undefined;
    return declaredByKey.get(nameKey(from.value));
  };
  // Only a declaration with renamed_from can be in a cycle; walking the others (nearly all of them
  // in a large inventory) would mark 100,000 entries to find none.
  const renaming = declared.filter((entry) => entry.asset.renamedFrom !== undefined);
  // Every entry of a cycle came from `renaming`: each has its renamed_from.
  const fromOf = (entry: Declared) =>
    entry.asset.renamedFrom ?? missingEntry(`renamed_from of ${entry.asset.name}`);
  return cyclesOf(renaming, renamedFrom).map((cycle) => {
    const steps = cycle.map(
      (entry) => `${quote(entry.asset.name)} renamed_from ${quote(fromOf(entry).value)}`,
    );
    const [first, ...others] = cycle.map((entry) => fromOf(entry).location);
    return {
      severity: "warning",
      message: `renamed_from entries form a cycle (${steps.join(", ")}); remove them once this plan has been applied: while they stay, every plan renames these assets again`,
      location: first ?? missingEntry("a cycle's first entry"),
      related: others,
    };
  });
}

/** The first half of breaking a rename cycle; the other half is the cycle's own update. */
const TEMPORARY_SUFFIX = "~cip-sync-";

// Few: recognising a temporary name hashes the asset id once per attempt, for every live name that
// looks like one, and a name is taken only by a collision or on purpose.
const TEMPORARY_NAME_ATTEMPTS = 16;

/**
 * Renames that wait on each other in a cycle (a->b, b->a) can never start. Each update takes at
 * most one key that only it takes, so every cycle is simple and one temporary rename per cycle
 * breaks it: the chosen asset first moves to a fresh name, freeing its old one.
 */
export function breakRenameCycles(drafts: Draft[], reserved: (key: string) => boolean): void {
  const renames = drafts.filter((draft) => draft.rank === 1 && draft.takes !== undefined);
  const takerOf = new Map(renames.map((draft) => [draft.takes, draft]));
  const cycles = cyclesOf(renames, (draft) =>
    draft.vacates === undefined ? undefined : takerOf.get(draft.vacates),
  );

  const temporaryKeys = new Set<string>();
  for (const cycle of cycles) {
    const chosen = cycle.reduce((best, draft) =>
      compareRenameSources(draft, best) < 0 ? draft : best,
    );
    const final = chosen.operation as UpdateOperation;
    const rename = renameOf(final);
    const temporaryName = freshTemporaryName(
      rename.from,
      final.asset_id,
      (key) => reserved(key) || temporaryKeys.has(key),
    );
    const temporaryKey = nameKey(temporaryName);
    temporaryKeys.add(temporaryKey);
    const temporary: UpdateOperation = {
      action: "update",
      asset_id: final.asset_id,
      changes: { name: { from: rename.from, to: temporaryName } },
      cyber_system: final.changes.cyber_system?.from ?? final.cyber_system,
      depends_on: [],
      kinds: ["rename"],
      name: temporaryName,
      ...(final.source ? { source: final.source } : {}),
      temporary: true,
    };
    const temporaryDraft: Draft = {
      operation: temporary,
      rank: 1,
      takes: temporaryKey,
      vacates: chosen.vacates,
      dependencies: [],
    };
    drafts.push(temporaryDraft);
    final.changes.name = { from: temporaryName, to: rename.to };
    // The final rename frees only the temporary name, which nothing else takes.
    chosen.vacates = undefined;
    chosen.dependencies.push(temporaryDraft);
  }
}

/** The name change of a rename's update: a draft that takes a key (`takes`) renames. */
function renameOf(update: UpdateOperation): { from: string; to: string } {
  return update.changes.name ?? missingEntry(`the rename of ${update.asset_id}`);
}

function compareRenameSources(a: Draft, b: Draft): number {
  const left = a.operation as UpdateOperation;
  const right = b.operation as UpdateOperation;
  return (
    compareCodePoints(renameOf(left).from, renameOf(right).from) ||
    compareCodePoints(left.asset_id, right.asset_id)
  );
}

/** The 8 hex digits of `<old>~cip-sync-<8 hex>`, derived from the asset id and the attempt. */
function temporaryNameHex(assetId: string, attempt: number): string {
  return sha256Hex(`${assetId}\n${attempt}`).slice(0, 8);
}

/**
 * The name an asset had before a rename cycle parked it under a temporary name, or undefined when
 * its name is not one this planner gives that asset (the hash ties it to the asset's id, so a
 * user's name that merely looks alike is not taken for one).
 */
export function temporaryNameOrigin(asset: CyberAsset): string | undefined {
  const at = asset.name.lastIndexOf(TEMPORARY_SUFFIX);
  if (at <= 0) return undefined;
  const hex = asset.name.slice(at + TEMPORARY_SUFFIX.length);
  if (!/^[0-9a-f]{8}$/.test(hex)) return undefined;
  for (let attempt = 0; attempt < TEMPORARY_NAME_ATTEMPTS; attempt += 1) {
    if (temporaryNameHex(asset.id, attempt) === hex) return asset.name.slice(0, at);
  }
  return undefined;
}

/** `<old>~cip-sync-<8 hex>`: the first attempt whose name no one holds, declares or was given. */
function freshTemporaryName(
  oldName: string,
  assetId: string,
  taken: (key: string) => boolean,
): string {
  for (let attempt = 0; attempt < TEMPORARY_NAME_ATTEMPTS; attempt += 1) {
    const name = `${oldName}${TEMPORARY_SUFFIX}${temporaryNameHex(assetId, attempt)}`;
    if (!taken(nameKey(name))) return name;
  }
  throw new Error(
    `no free temporary name for asset ${assetId} after ${TEMPORARY_NAME_ATTEMPTS} attempts; rename ${quote(oldName)} in two steps`,
  );
}
