// The planner: what to create, update (rename, move, retype) and delete so that the live assets of
// the managed systems equal the declaration, in an order under which the organization-wide,
// case-insensitive uniqueness of asset names holds after every single operation.
//
// `planInventory` reads as its phases: index the live assets (live-assets.ts), collect the
// declarations, find the renames that take effect, match declarations to live assets, draft the
// operations, break rename cycles (rename-cycles.ts), order the drafts (schedule.ts), mark the
// deletes and creates that may be renames made in the service (possible-renames.ts) and assemble the
// plan (assemble-plan.ts).
import { assemblePlan, type PlanOptions } from "./assemble-plan.ts";
import { groupBy } from "../shared/collections.ts";
import { formatLocation, quote } from "../shared/diagnostics.ts";
import { createDraft, deleteDraft, type Draft, updateDraft } from "./drafts.ts";
import { holdersOf, indexLiveAssets, type LiveAssets, parkedFrom, pick } from "./live-assets.ts";
import type { CyberAsset, LiveInventory } from "../shared/live-records.ts";
import type { DeclaredAsset } from "../inventory/document/document.ts";
import type { Diagnostic } from "../shared/diagnostics.ts";
import type { Plan, ResolvedDocument, SystemRef, UnmanagedAsset } from "./plan-model.ts";
import { nameKey } from "../shared/names.ts";
import { Claims } from "./claims.ts";
import { breakRenameCycles, renameCycleWarnings } from "./renames/rename-cycles.ts";
import { describeSystem, indexLive, type LiveIndex, systemRefOf } from "./resolve.ts";
import { orderDrafts } from "./schedule.ts";
import { markPossibleRenames } from "./renames/possible-renames.ts";
import { commissioningProblems } from "./commissioning.ts";
import { baselineRuleProblems } from "../inventory/baselines/baseline-keeping.ts";

export function planInventory(
  resolved: ResolvedDocument[],
  live: LiveInventory,
  options: PlanOptions = {},
): { plan: Plan; diagnostics: Diagnostic[] } {
  const declarations = collectDeclarations(resolved);
  // The live index keeps the declared key strings: one string per name, not one per side.
  const sameKey = (key: string) => declarations.byKey.get(key)?.key ?? key;
  const planner = new Planner(resolved, live, indexLiveAssets(live, sameKey));
  planner.diagnostics.push(
    ...declarations.warnings,
    ...commissioningProblems(resolved, live),
    ...baselineRuleProblems(
      resolved.map(({ document }) => document),
      options.baselines,
    ),
  );
  const renames = planner.effectiveRenames(declarations);
  const matches = planner.matchDeclarations(declarations, renames);
  const drafted = planner.draftOperations(declarations, matches);
  breakRenameCycles(drafted.drafts, (key) => planner.reserved(key, declarations));
  const operations = orderDrafts(drafted.drafts);
  markPossibleRenames(operations);
  const { unmanaged } = drafted;
  return assemblePlan(
    { resolved, live, operations, unmanaged, diagnostics: planner.diagnostics },
    options,
  );
}

interface Declared {
  asset: DeclaredAsset;
  key: string;
  owner: ResolvedDocument;
  /** The live asset this declaration claims, once claimed. */
  match: CyberAsset | undefined;
}

/** The declared assets in document order, org-wide unique by name key. */
interface Declarations {
  list: Declared[];
  byKey: Map<string, Declared>;
  /** renamed_from entries that form a cycle. */
  warnings: Diagnostic[];
}

/**
 * The declared assets. Two declarations of one name key never get here: validateInventory
 * reports them to the user, and the engine stops on its errors.
 */
function collectDeclarations(resolved: readonly ResolvedDocument[]): Declarations {
  const list: Declared[] = [];
  const byKey = new Map<string, Declared>();
  for (const owner of resolved) {
    for (const asset of owner.document.assets) {
      const entry: Declared = { asset, key: nameKey(asset.name), owner, match: undefined };
      const earlier = byKey.get(entry.key);
      if (earlier) {
        throw new Error(
          `asset ${quote(asset.name)} is declared twice (also at ${formatLocation(earlier.asset.location)}); validateInventory rejects this before planning`,
        );
      }
      byKey.set(entry.key, entry);
      list.push(entry);
    }
  }
  return { list, byKey, warnings: renameCycleWarnings(list, byKey) };
}

interface RenameCandidate {
  declared: Declared;
  source: CyberAsset;
}

interface Renames {
  candidates: RenameCandidate[];
  /** The greatest set of candidates that can all take effect. */
  effective: Set<RenameCandidate>;
  /** Declarations whose renamed_from names no live asset. */
  unmatched: Set<Declared>;
  /** Whether an effective rename takes this live asset's name away. */
  renamedAway: (asset: CyberAsset) => boolean;
}

interface Matches {
  /** The declaration that claims each live asset. */
  claims: Claims<Declared>;
  /** Declarations that claim no live asset. */
  creates: Declared[];
}

interface Drafted {
  drafts: Draft[];
  unmanaged: UnmanagedAsset[];
}

/** The shared state of one planning run; each public method is one phase of `planInventory`. */
class Planner {
  /** What the phases found, in the order they found it. */
  readonly diagnostics: Diagnostic[] = [];
  readonly #live: LiveInventory;
  readonly #assets: LiveAssets;
  readonly #index: LiveIndex;
  readonly #managed: Map<string, ResolvedDocument>;
  readonly #systemRefs = new Map<string, SystemRef>();

  constructor(resolved: ResolvedDocument[], live: LiveInventory, assets: LiveAssets) {
    this.#live = live;
    this.#assets = assets;
    this.#index = indexLive(live);
    this.#managed = new Map(resolved.map((entry) => [entry.system.id, entry]));
  }

  /**
   * renamed_from candidates, then the greatest set of them that can all take effect: a rename
   * takes effect when every live holder of its new name is itself renamed away.
   */
  effectiveRenames(declarations: Declarations): Renames {
    const candidates: RenameCandidate[] = [];
    const unmatched = new Set<Declared>();
    for (const entry of declarations.list) {
      const from = entry.asset.renamedFrom;
      if (!from || nameKey(from.value) === entry.key) continue;
      // An asset parked under a temporary name of `from` is the one this rename was moving when
      // the apply stopped; a live holder of `from` itself may already be the next rename of the
      // cycle.
      const fromKey = nameKey(from.value);
      const parked = this.#assets.interrupted.get(fromKey);
      const source = pick(from.value, parked ?? holdersOf(this.#assets, fromKey));
      if (source === undefined) unmatched.add(entry);
      else if ("duplicates" in source)
        this.diagnostics.push(this.#duplicateError(from.value, source.duplicates, from.location));
      else candidates.push({ declared: entry, source });
    }
    const renamers = new Map<string, number>();
    for (const candidate of candidates) {
      renamers.set(candidate.source.id, (renamers.get(candidate.source.id) ?? 0) + 1);
    }
    const candidatesByTarget = groupBy(candidates, (candidate) => candidate.declared.key);
    const renamedAway = (asset: CyberAsset): boolean => (renamers.get(asset.id) ?? 0) > 0;
    const effective = new Set(candidates);
    const queue = [...candidates];
    // Bounded: a candidate is queued once at the start and again only when a live holder of its
    // new name stops being renamed away, which happens at most once per live asset.
    // for...of over an array also visits the items pushed onto it while it runs.
    for (const candidate of queue) {
      if (!effective.has(candidate)) continue;
      if (holdersOf(this.#assets, candidate.declared.key).every(renamedAway)) continue;
      effective.delete(candidate);
      const remaining = (renamers.get(candidate.source.id) ?? 1) - 1;
      renamers.set(candidate.source.id, remaining);
      if (remaining === 0) {
        queue.push(...(candidatesByTarget.get(nameKey(candidate.source.name)) ?? []));
      }
    }
    return { candidates, effective, unmatched, renamedAway };
  }

  /** Claims: effective renames first, then names; warns about renamed_from that has no effect. */
  matchDeclarations(declarations: Declarations, renames: Renames): Matches {
    const claims = new Claims(declarations.byKey);
    const stale = new Map<Declared, CyberAsset>();
    const renaming = new Set<Declared>();
    for (const candidate of renames.candidates) {
      if (renames.effective.has(candidate)) {
        renaming.add(candidate.declared);
        this.#claim(claims, candidate.declared, candidate.source, false);
      } else stale.set(candidate.declared, candidate.source);
    }
    const creates: Declared[] = [];
    for (const entry of declarations.list) {
      if (renaming.size > 0 && renaming.has(entry)) continue;
      const held = this.#held(entry, renames.renamedAway);
      const found = held ?? this.#parked(entry, claims);
      if (found !== undefined && "duplicates" in found) {
        this.diagnostics.push(
          this.#duplicateError(entry.asset.name, found.duplicates, entry.asset.location),
        );
        continue;
      }
      if (found) this.#claim(claims, entry, found, held !== undefined);
      else creates.push(entry);
      if (entry.asset.renamedFrom) {
        this.#renameWarning(entry, found, stale.get(entry), renames.unmatched.has(entry));
      }
    }
    return { claims, creates };
  }

  /** Deletes of unclaimed live assets, updates of claimed ones, creates of the rest. */
  draftOperations(declarations: Declarations, matches: Matches): Drafted {
    const drafted: Drafted = {
      drafts: [],
      unmanaged: [],
    };
    this.#draftDeletes(drafted, matches.claims);
    const systemOf = (asset: CyberAsset) => this.#currentSystem(asset);
    for (const { asset, key, owner, match } of declarations.list) {
      if (!match) continue;
      const draft = updateDraft(match, systemOf, asset, key, owner.system);
      if (draft) drafted.drafts.push(draft);
    }
    for (const { asset, key, owner } of matches.creates) {
      drafted.drafts.push(createDraft(asset, key, owner.system));
    }
    return drafted;
  }

  /** Whether a name key is held or declared: a temporary name must avoid it. */
  reserved(key: string, declarations: Declarations): boolean {
    return this.#assets.byKey.has(key) || declarations.byKey.has(key);
  }

  /**
   * The live asset a declaration's own name designates, leaving out the assets renamed away.
   * Asked of every declaration, so the usual case (one holder) builds nothing.
   */
  #held(entry: Declared, renamedAway: (asset: CyberAsset) => boolean): ReturnType<typeof pick> {
    const group = this.#assets.shared.size > 0 ? this.#assets.shared.get(entry.key) : undefined;
    if (group === undefined) {
      const holder = this.#assets.byKey.get(entry.key);
      return holder !== undefined && !renamedAway(holder) ? holder : undefined;
    }
    const holders = group.filter((holder) => !renamedAway(holder));
    return holders.length > 0 ? pick(entry.asset.name, holders) : undefined;
  }

  /** Else, one an interrupted apply parked away from that name and nothing has claimed. */
  #parked(entry: Declared, claims: Claims<Declared>): ReturnType<typeof pick> {
    const parked = parkedFrom(this.#assets, entry.key);
    if (parked.length === 0) return undefined;
    return pick(
      entry.asset.name,
      parked.filter((asset) => claims.claimantOf(asset) === undefined),
    );
  }

  /** `own`: the asset holds the declaration's own name key. */
  #claim(claims: Claims<Declared>, entry: Declared, asset: CyberAsset, own: boolean): void {
    const earlier = claims.claimantOf(asset, own ? entry.key : undefined);
    if (earlier) {
      this.diagnostics.push({
        severity: "error",
        message: `live asset ${this.#describeAsset(asset)} is claimed by two declarations: ${quote(entry.asset.name)} here and ${quote(earlier.asset.name)} at ${formatLocation(earlier.asset.location)}; keep one of them`,
        location: entry.asset.location,
        related: [earlier.asset.location],
      });
      return;
    }
    claims.add(entry, asset, own);
  }

  /** Why a declaration's renamed_from has no effect, when it has none. */
  #renameWarning(
    entry: Declared,
    found: CyberAsset | undefined,
    staleSource: CyberAsset | undefined,
    unmatched: boolean,
  ): void {
    const from = entry.asset.renamedFrom;
    if (!from) return;
    const oldName = quote(from.value);
    const newName = quote(entry.asset.name);
    if (staleSource && found) {
      this.diagnostics.push({
        severity: "warning",
        message: `renamed_from ${oldName} has no effect: both ${quote(staleSource.name)} (${staleSource.id}) and ${quote(found.name)} (${found.id}) exist, so ${newName} keeps its own record and ${oldName} is not renamed; remove renamed_from once the rename has been applied`,
        location: from.location,
      });
    } else if (unmatched) {
      this.diagnostics.push({
        severity: "warning",
        message: found
          ? `renamed_from ${oldName} is already applied: ${newName} exists (${found.id}) and ${oldName} does not; remove renamed_from`
          : `renamed_from ${oldName} matches no live asset, so ${newName} will be created as a new asset; correct renamed_from or remove it`,
        location: from.location,
      });
    }
  }

  /** Unclaimed live assets of managed systems: deleted when the document prunes, else listed. */
  #draftDeletes(drafted: Drafted, claims: Claims<Declared>): void {
    // Live lists come grouped by system, so the owner is looked up once per run of one system.
    let systemId: string | undefined;
    let owner: ResolvedDocument | undefined;
    const { keys } = this.#assets;
    const assets = this.#live.cyberAssets;
    for (let index = 0; index < assets.length; index += 1) {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- below the length; an index loop, not entries(), on the hot path of 1,000,000 assets
      const asset = assets[index]!;
      if (asset.cyber_system_id !== systemId) {
        systemId = asset.cyber_system_id;
        owner = this.#managed.get(systemId);
      }
      if (!owner) continue;
      if (claims.claimantOf(asset, keys[index]) !== undefined) continue;
      if (!owner.document.prune) {
        drafted.unmanaged.push({
          asset_id: asset.id,
          asset_type: asset.asset_type,
          cyber_system: owner.system,
          name: asset.name,
        });
        continue;
      }
      const origin = this.#assets.parkedOrigins.get(asset.id);
      if (origin !== undefined) {
        this.diagnostics.push({
          severity: "error",
          message: `live asset ${this.#describeAsset(asset)} holds the temporary name an interrupted apply gave it while renaming ${quote(origin)}, and no declaration names ${quote(origin)}; it is not deleted: declare it under the name it should have, with renamed_from: ${quote(asset.name)}`,
          location: owner.document.assetsLocation,
        });
        continue;
      }
      drafted.drafts.push(deleteDraft(asset, owner.system, owner.document.assetsLocation));
    }
  }

  /** The system a live asset is in now, as plans show it. */
  #currentSystem(asset: CyberAsset): SystemRef {
    const id = asset.cyber_system_id;
    let ref = this.#systemRefs.get(id) ?? this.#managed.get(id)?.system;
    if (!ref) {
      const system = this.#index.systems.get(id);
      ref = system ? systemRefOf(system, this.#index) : { id, name: id, parent: null };
    }
    this.#systemRefs.set(id, ref);
    return ref;
  }

  #describeAsset(asset: CyberAsset): string {
    return `${quote(asset.name)} (${asset.id}) in cyber system ${describeSystem(this.#currentSystem(asset))}`;
  }

  #duplicateError(
    name: string,
    duplicates: readonly CyberAsset[],
    at: DeclaredAsset["location"],
  ): Diagnostic {
    return {
      severity: "error",
      message: `${quote(name)} designates ${duplicates.length} live assets whose names differ at most in case: ${duplicates.map((asset) => this.#describeAsset(asset)).join("; ")}; asset names must be unique regardless of case: remove the duplicates in the service, then plan again`,
      location: at,
    };
  }
}
