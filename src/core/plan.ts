// The planner: what to create, update (rename, move, retype) and delete so that the live assets of
// the managed systems equal the declaration, in an order under which the organization-wide,
// case-insensitive uniqueness of asset names holds after every single operation.
import { createHash } from "node:crypto";
import { cyclesOf } from "./cycles.ts";
import { fingerprintOperations } from "./fingerprint.ts";
import {
  type CreateOperation,
  type CyberAsset,
  DEFAULT_SAFETY_LIMITS,
  type DeclaredAsset,
  type DeleteOperation,
  type Diagnostic,
  type LiveInventory,
  type Operation,
  PLAN_FORMAT_VERSION,
  type Plan,
  type PlanSummary,
  type ResolvedDocument,
  type SafetyLimits,
  type SystemRef,
  type UnmanagedAsset,
  type UpdateKind,
  type UpdateOperation,
} from "./model.ts";
import { compareCodePoints, nameKey } from "./names.ts";
import { describeSystem, formatLocation, groupBy, indexLive, systemRefOf } from "./resolve.ts";
import { evaluateSafety, safetyInputOf } from "./safety.ts";

export interface PlanOptions {
  /** Default DEFAULT_SAFETY_LIMITS. */
  limits?: SafetyLimits;
  /** Diagnostics of earlier stages (loading, resolution): their warnings go into plan.warnings. */
  priorDiagnostics?: readonly Diagnostic[];
}

interface Declared {
  asset: DeclaredAsset;
  key: string;
  owner: ResolvedDocument;
  /** The live asset this declaration claims, once claimed. */
  match?: CyberAsset;
}

interface RenameCandidate {
  declared: Declared;
  source: CyberAsset;
}

// Every object of a plan is built with its keys in code-point order: fingerprinting then needs no
// copy (see fingerprint.ts), and the JSON plan reads the same whoever wrote it.

/** An operation before ordering, with the name keys it frees and takes. */
interface Draft {
  operation: Operation;
  /** 0 delete, 1 update, 2 create: deletes first, then updates, then creates. */
  rank: number;
  takes?: string;
  vacates?: string;
  dependencies: Draft[];
}

const NO_HOLDERS: readonly CyberAsset[] = [];

export function planInventory(
  resolved: ResolvedDocument[],
  live: LiveInventory,
  options: PlanOptions = {},
): { plan: Plan; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const index = indexLive(live);
  const managed = new Map(resolved.map((entry) => [entry.system.id, entry]));

  const holdersByKey = groupBy(live.cyberAssets, (asset) => nameKey(asset.name));
  // Assets an interrupted apply left under a temporary name: the name each had before (by asset
  // id), and the assets by that name's key.
  const parkedOrigins = new Map<string, string>();
  for (const asset of live.cyberAssets) {
    const origin = temporaryNameOrigin(asset);
    if (origin !== undefined) parkedOrigins.set(asset.id, origin);
  }
  const interrupted = groupBy(
    live.cyberAssets.filter((asset) => parkedOrigins.has(asset.id)),
    (asset) => nameKey(parkedOrigins.get(asset.id)!),
  );
  // Groups sorted by id so that nothing below depends on the order of the live list (everything
  // else built from it is sorted on its own). Sorting only the shared keys keeps 100,000 assets
  // from costing a full sort.
  for (const groups of [holdersByKey, interrupted]) {
    for (const group of groups.values()) {
      if (group.length > 1) group.sort((a, b) => compareCodePoints(a.id, b.id));
    }
  }
  const systemRefs = new Map<string, SystemRef>();
  const currentSystem = (asset: CyberAsset): SystemRef => {
    const id = asset.cyber_system_id;
    let ref = systemRefs.get(id) ?? managed.get(id)?.system;
    if (!ref) {
      const system = index.systems.get(id);
      ref = system ? systemRefOf(system, index) : { id, name: id, parent: null };
    }
    systemRefs.set(id, ref);
    return ref;
  };
  const describeAsset = (asset: CyberAsset): string =>
    `${JSON.stringify(asset.name)} (${asset.id}) in cyber system ${describeSystem(currentSystem(asset))}`;

  // Declarations, org-wide unique by name key.
  const declared: Declared[] = [];
  const declaredByKey = new Map<string, Declared>();
  for (const owner of resolved) {
    for (const asset of owner.document.assets) {
      const entry = { asset, key: nameKey(asset.name), owner };
      const earlier = declaredByKey.get(entry.key);
      if (earlier) {
        diagnostics.push({
          severity: "error",
          message: `asset ${JSON.stringify(asset.name)} is declared twice (also as ${JSON.stringify(earlier.asset.name)} at ${formatLocation(earlier.asset.location)}); asset names are unique across the organization regardless of case: remove or rename one`,
          location: asset.location,
          related: [earlier.asset.location],
        });
        continue;
      }
      declaredByKey.set(entry.key, entry);
      declared.push(entry);
    }
  }

  diagnostics.push(...renameCycleWarnings(declared, declaredByKey));

  /** The live asset a name designates among `holders` (one name key): exact text first. */
  const pick = (
    name: string,
    holders: readonly CyberAsset[],
  ): CyberAsset | { duplicates: readonly CyberAsset[] } | undefined => {
    if (holders.length <= 1) return holders[0];
    const exact = holders.filter((holder) => holder.name === name);
    if (exact.length === 1) return exact[0];
    return { duplicates: exact.length > 1 ? exact : holders };
  };
  const duplicateError = (
    name: string,
    duplicates: readonly CyberAsset[],
    at: DeclaredAsset["location"],
  ): Diagnostic => ({
    severity: "error",
    message: `${JSON.stringify(name)} designates ${duplicates.length} live assets whose names differ at most in case: ${duplicates.map(describeAsset).join("; ")}; asset names must be unique regardless of case: remove the duplicates in the service, then plan again`,
    location: at,
  });

  // renamed_from candidates, then the greatest set of them that can all take effect: a rename
  // takes effect when every live holder of its new name is itself renamed away.
  const candidates: RenameCandidate[] = [];
  const unmatchedRenames = new Set<Declared>();
  for (const entry of declared) {
    const from = entry.asset.renamedFrom;
    if (!from || nameKey(from.value) === entry.key) continue;
    // An asset parked under a temporary name of `from` is the one this rename was moving when the
    // apply stopped; a live holder of `from` itself may already be the next rename of the cycle.
    const parked = interrupted.get(nameKey(from.value));
    const source = parked
      ? pick(from.value, parked)
      : pick(from.value, holdersByKey.get(nameKey(from.value)) ?? NO_HOLDERS);
    if (source === undefined) unmatchedRenames.add(entry);
    else if ("duplicates" in source)
      diagnostics.push(duplicateError(from.value, source.duplicates, from.location));
    else candidates.push({ declared: entry, source });
  }
  const renamers = new Map<string, number>();
  const candidatesByTarget = new Map<string, RenameCandidate[]>();
  for (const candidate of candidates) {
    renamers.set(candidate.source.id, (renamers.get(candidate.source.id) ?? 0) + 1);
    const group = candidatesByTarget.get(candidate.declared.key);
    if (group) group.push(candidate);
    else candidatesByTarget.set(candidate.declared.key, [candidate]);
  }
  const renamedAway = (asset: CyberAsset): boolean => (renamers.get(asset.id) ?? 0) > 0;
  const effective = new Set(candidates);
  const queue = [...candidates];
  // Bounded: a candidate is queued once at the start and again only when a live holder of its
  // new name stops being renamed away, which happens at most once per live asset.
  for (let next = 0; next < queue.length; next += 1) {
    const candidate = queue[next]!;
    if (!effective.has(candidate)) continue;
    const holders = holdersByKey.get(candidate.declared.key) ?? NO_HOLDERS;
    if (holders.every(renamedAway)) continue;
    effective.delete(candidate);
    const remaining = (renamers.get(candidate.source.id) ?? 1) - 1;
    renamers.set(candidate.source.id, remaining);
    if (remaining === 0) {
      queue.push(...(candidatesByTarget.get(nameKey(candidate.source.name)) ?? []));
    }
  }

  // Claims: effective renames first, then names.
  const claims = new Map<string, Declared>();
  const claim = (entry: Declared, asset: CyberAsset): void => {
    const earlier = claims.get(asset.id);
    if (earlier) {
      diagnostics.push({
        severity: "error",
        message: `live asset ${describeAsset(asset)} is claimed by two declarations: ${JSON.stringify(entry.asset.name)} here and ${JSON.stringify(earlier.asset.name)} at ${formatLocation(earlier.asset.location)}; keep one of them`,
        location: entry.asset.location,
        related: [earlier.asset.location],
      });
      return;
    }
    claims.set(asset.id, entry);
    entry.match = asset;
  };
  const stale = new Map<Declared, CyberAsset>();
  const renaming = new Set<Declared>();
  for (const candidate of candidates) {
    if (effective.has(candidate)) {
      renaming.add(candidate.declared);
      claim(candidate.declared, candidate.source);
    } else stale.set(candidate.declared, candidate.source);
  }
  const creates: Declared[] = [];
  for (const entry of declared) {
    if (renaming.has(entry)) continue;
    const allHolders = holdersByKey.get(entry.key) ?? NO_HOLDERS;
    const holders = allHolders.some(renamedAway)
      ? allHolders.filter((holder) => !renamedAway(holder))
      : allHolders;
    const parked = (interrupted.get(entry.key) ?? NO_HOLDERS).filter(
      (asset) => !claims.has(asset.id),
    );
    const found = pick(entry.asset.name, holders.length > 0 ? holders : parked);
    if (found !== undefined && "duplicates" in found) {
      diagnostics.push(duplicateError(entry.asset.name, found.duplicates, entry.asset.location));
      continue;
    }
    if (found) claim(entry, found);
    else creates.push(entry);
    const from = entry.asset.renamedFrom;
    if (!from) continue;
    const oldName = JSON.stringify(from.value);
    const newName = JSON.stringify(entry.asset.name);
    const staleSource = stale.get(entry);
    if (staleSource && found) {
      diagnostics.push({
        severity: "warning",
        message: `renamed_from ${oldName} has no effect: both ${JSON.stringify(staleSource.name)} (${staleSource.id}) and ${JSON.stringify(found.name)} (${found.id}) exist, so ${newName} keeps its own record and ${oldName} is not renamed; remove renamed_from once the rename has been applied`,
        location: from.location,
      });
    } else if (unmatchedRenames.has(entry)) {
      diagnostics.push({
        severity: "warning",
        message: found
          ? `renamed_from ${oldName} is already applied: ${newName} exists (${found.id}) and ${oldName} does not; remove renamed_from`
          : `renamed_from ${oldName} matches no live asset, so ${newName} will be created as a new asset; correct renamed_from or remove it`,
        location: from.location,
      });
    }
  }

  // Drafts.
  const drafts: Draft[] = [];
  const unmanaged: UnmanagedAsset[] = [];
  for (const asset of live.cyberAssets) {
    const owner = managed.get(asset.cyber_system_id);
    if (!owner) continue;
    if (claims.has(asset.id)) continue;
    const base = {
      asset_id: asset.id,
      asset_type: asset.asset_type,
      cyber_system: owner.system,
      name: asset.name,
    };
    if (!owner.document.prune) {
      unmanaged.push(base);
      continue;
    }
    const origin = parkedOrigins.get(asset.id);
    if (origin !== undefined) {
      diagnostics.push({
        severity: "error",
        message: `live asset ${describeAsset(asset)} holds the temporary name an interrupted apply gave it while renaming ${JSON.stringify(origin)}, and no declaration names ${JSON.stringify(origin)}; it is not deleted: declare it under the name it should have, with renamed_from: ${JSON.stringify(asset.name)}`,
        location: owner.document.assetsLocation,
      });
      continue;
    }
    const operation: DeleteOperation = {
      action: "delete",
      asset_id: asset.id,
      asset_type: asset.asset_type,
      cyber_system: owner.system,
      depends_on: [],
      name: asset.name,
      source: owner.document.assetsLocation,
    };
    drafts.push({ operation, rank: 0, vacates: nameKey(asset.name), dependencies: [] });
  }
  for (const entry of declared) {
    const asset = entry.match;
    if (!asset) continue;
    const from = currentSystem(asset);
    const renamed = asset.name !== entry.asset.name;
    const moved = asset.cyber_system_id !== entry.owner.system.id;
    const retyped = asset.asset_type !== entry.asset.type;
    const kinds: UpdateKind[] = [];
    if (renamed) kinds.push("rename");
    if (moved) kinds.push("move");
    if (retyped) kinds.push("retype");
    const changes: UpdateOperation["changes"] = {
      ...(retyped ? { asset_type: { from: asset.asset_type, to: entry.asset.type } } : {}),
      ...(moved ? { cyber_system: { from, to: entry.owner.system } } : {}),
      ...(renamed ? { name: { from: asset.name, to: entry.asset.name } } : {}),
    };
    if (kinds.length === 0) continue;
    const operation: UpdateOperation = {
      action: "update",
      asset_id: asset.id,
      changes,
      cyber_system: entry.owner.system,
      depends_on: [],
      kinds,
      name: entry.asset.name,
      source: entry.asset.location,
      temporary: false,
    };
    const oldKey = nameKey(asset.name);
    const draft: Draft = { operation, rank: 1, dependencies: [] };
    if (oldKey !== entry.key) {
      draft.takes = entry.key;
      draft.vacates = oldKey;
    }
    drafts.push(draft);
  }
  for (const entry of creates) {
    const operation: CreateOperation = {
      action: "create",
      asset_type: entry.asset.type,
      cyber_system: entry.owner.system,
      depends_on: [],
      name: entry.asset.name,
      source: entry.asset.location,
    };
    drafts.push({ operation, rank: 2, takes: entry.key, dependencies: [] });
  }

  const reserved = (key: string): boolean => holdersByKey.has(key) || declaredByKey.has(key);
  breakRenameCycles(drafts, reserved);
  const operations = orderDrafts(drafts);

  const summary = summarize(operations);
  const safety = evaluateSafety(
    safetyInputOf(resolved, live, operations, summary.update),
    options.limits ?? DEFAULT_SAFETY_LIMITS,
  );

  const warnings = [...(options.priorDiagnostics ?? []), ...diagnostics].filter(
    (diagnostic) => diagnostic.severity === "warning",
  );
  const plan: Plan = {
    format_version: PLAN_FORMAT_VERSION,
    fingerprint: fingerprintOperations(operations),
    summary,
    operations,
    managed_systems: resolved
      .map((entry) => entry.system)
      .sort((a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id)),
    unmanaged: unmanaged.sort(
      (a, b) =>
        compareCodePoints(a.cyber_system.name, b.cyber_system.name) ||
        compareCodePoints(a.name, b.name) ||
        compareCodePoints(a.asset_id, b.asset_id),
    ),
    safety,
    warnings,
  };
  return { plan, diagnostics };
}

/**
 * renamed_from entries that name each other in a cycle (b from a, a from b) can never become
 * stale: after the swap every old name exists again, so each plan would swap once more. The plan
 * itself is right; the user must remove them once it has been applied.
 */
function renameCycleWarnings(
  declared: Declared[],
  declaredByKey: Map<string, Declared>,
): Diagnostic[] {
  const renamedFrom = (entry: Declared): Declared | undefined => {
    const from = entry.asset.renamedFrom;
    if (!from || nameKey(from.value) === entry.key) return undefined;
    return declaredByKey.get(nameKey(from.value));
  };
  return cyclesOf(declared, renamedFrom).map((cycle) => {
    const steps = cycle.map(
      (entry) =>
        `${JSON.stringify(entry.asset.name)} renamed_from ${JSON.stringify(entry.asset.renamedFrom!.value)}`,
    );
    const [first, ...others] = cycle.map((entry) => entry.asset.renamedFrom!.location);
    return {
      severity: "warning",
      message: `renamed_from entries form a cycle (${steps.join(", ")}); remove them once this plan has been applied: while they stay, every plan renames these assets again`,
      location: first!,
      related: others,
    };
  });
}

/** The first half of breaking a rename cycle; the other half is the cycle's own update. */
const TEMPORARY_SUFFIX = "~cip-sync-";

/**
 * Renames that wait on each other in a cycle (a->b, b->a) can never start. Each update takes at
 * most one key that only it takes, so every cycle is simple and one temporary rename per cycle
 * breaks it: the chosen asset first moves to a fresh name, freeing its old one.
 */
function breakRenameCycles(drafts: Draft[], reserved: (key: string) => boolean): void {
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
    const rename = final.changes.name!;
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

function compareRenameSources(a: Draft, b: Draft): number {
  const left = a.operation as UpdateOperation;
  const right = b.operation as UpdateOperation;
  return (
    compareCodePoints(left.changes.name!.from, right.changes.name!.from) ||
    compareCodePoints(left.asset_id, right.asset_id)
  );
}

/** `<old>~cip-sync-<8 hex>`, derived from the asset id so that plans are reproducible. */
// Few: recognising a temporary name hashes the asset id once per attempt, for every live name that
// looks like one, and a name is taken only by a collision or on purpose.
const TEMPORARY_NAME_ATTEMPTS = 16;

function temporaryNameHex(assetId: string, attempt: number): string {
  return createHash("sha256").update(`${assetId}\n${attempt}`).digest("hex").slice(0, 8);
}

/**
 * The name an asset had before a rename cycle parked it under a temporary name, or undefined when
 * its name is not one this planner gives that asset (the hash ties it to the asset's id, so a
 * user's name that merely looks alike is not taken for one).
 */
function temporaryNameOrigin(asset: CyberAsset): string | undefined {
  const at = asset.name.lastIndexOf(TEMPORARY_SUFFIX);
  if (at <= 0) return undefined;
  const hex = asset.name.slice(at + TEMPORARY_SUFFIX.length);
  if (!/^[0-9a-f]{8}$/.test(hex)) return undefined;
  for (let attempt = 0; attempt < TEMPORARY_NAME_ATTEMPTS; attempt += 1) {
    if (temporaryNameHex(asset.id, attempt) === hex) return asset.name.slice(0, at);
  }
  return undefined;
}

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
    `no free temporary name for asset ${assetId} after ${TEMPORARY_NAME_ATTEMPTS} attempts; rename ${JSON.stringify(oldName)} in two steps`,
  );
}

/**
 * Execution order: each draft after the drafts that free the name key it takes, and otherwise by
 * kind (deletes, updates, creates), target system name, asset name and id, in code-point order.
 */
function orderDrafts(drafts: Draft[]): Operation[] {
  const vacatersOf = new Map<string, Draft[]>();
  for (const draft of drafts) {
    if (draft.vacates === undefined) continue;
    const group = vacatersOf.get(draft.vacates);
    if (group) group.push(draft);
    else vacatersOf.set(draft.vacates, [draft]);
  }
  for (const draft of drafts) {
    if (draft.takes !== undefined) draft.dependencies.push(...(vacatersOf.get(draft.takes) ?? []));
    draft.dependencies.sort(compareDrafts);
  }

  const ordered: Draft[] = [];
  const placed = new Set<Draft>();
  const visiting = new Set<Draft>();
  for (const root of [...drafts].sort(compareDrafts)) {
    if (placed.has(root)) continue;
    const stack = [{ draft: root, next: 0 }];
    visiting.add(root);
    // Bounded: a draft is pushed only while neither placed nor on the stack.
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const dependency = top.draft.dependencies[top.next];
      if (dependency) {
        top.next += 1;
        if (!placed.has(dependency) && !visiting.has(dependency)) {
          visiting.add(dependency);
          stack.push({ draft: dependency, next: 0 });
        }
        continue;
      }
      stack.pop();
      visiting.delete(top.draft);
      placed.add(top.draft);
      ordered.push(top.draft);
    }
  }

  const position = new Map(ordered.map((draft, index) => [draft, index]));
  return ordered.map((draft) => {
    const dependsOn = [
      ...new Set(draft.dependencies.map((dependency) => position.get(dependency)!)),
    ];
    draft.operation.depends_on = dependsOn.sort((a, b) => a - b);
    return draft.operation;
  });
}

function compareDrafts(a: Draft, b: Draft): number {
  return (
    a.rank - b.rank ||
    compareCodePoints(a.operation.cyber_system.name, b.operation.cyber_system.name) ||
    compareCodePoints(a.operation.name, b.operation.name) ||
    compareCodePoints(assetIdOf(a.operation), assetIdOf(b.operation))
  );
}

function assetIdOf(operation: Operation): string {
  return operation.action === "create" ? "" : operation.asset_id;
}

function summarize(operations: Operation[]): PlanSummary {
  const summary: PlanSummary = { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };
  for (const operation of operations) {
    if (operation.action !== "update") summary[operation.action] += 1;
    else if (!operation.temporary) {
      summary.update += 1;
      for (const kind of operation.kinds) summary[kind] += 1;
    }
  }
  return summary;
}
