// What a drift check found: each asset on which the files and the service disagree, with both
// sides in full, and the fingerprints of the plan and of the live inventory it compared. Pure.
import { sha256Hex } from "../../shared/sha256.ts";
import { canonical } from "../../plan/saved/fingerprint.ts";
import type { AssetType, LiveInventory } from "../../shared/live-records.ts";
import type {
  CreateOperation,
  DeleteOperation,
  Plan,
  PossibleRename,
} from "../../plan/plan-model.ts";
import type { Impact } from "../../inventory/document/principals.ts";
import { compareCodePoints } from "../../shared/names.ts";
import { missingEntry } from "../../shared/collections.ts";

/** An asset as one side (the files, or the service) has it. */
export interface AssetState {
  name: string;
  cyber_system: string;
  asset_type: AssetType;
}

/** One asset on which the files and the service disagree. */
export interface Difference {
  action: "create" | "update" | "delete";
  /** The live asset's id; null for an asset that exists only in the files. */
  asset_id: string | null;
  /** What git declares; null when the files do not declare the asset. */
  declared: AssetState | null;
  /** What the service holds; null when the service does not have it. */
  live: AssetState | null;
  /** This create or delete and another may be one asset renamed in the service (see the plan). */
  possible_rename?: PossibleRename;
}

/** What a drift check found, wherever it ran. */
export interface DriftFindings {
  in_sync: boolean;
  plan_fingerprint: string;
  /** The managed cyber systems compared, by id and name, with the impact their document declares. */
  systems: { id: string; name: string; impact?: Impact }[];
  live_counts: { cyber_systems: number; cyber_assets: number; managed_assets: number };
  /** "sha256:<hex>" of the canonical JSON of the live inventory, sorted by id. */
  live_fingerprint: string;
  differences: Difference[];
}

/** "sha256:<hex>" of the live inventory, independent of the order the service listed it in. */
function liveFingerprint(live: LiveInventory): string {
  const byId = <T extends { id: string }>(items: T[]) =>
    [...items].sort((a, b) => compareCodePoints(a.id, b.id));
  const state = {
    facilities: byId(live.facilities),
    control_centers: byId(live.controlCenters),
    cyber_systems: byId(live.cyberSystems),
    cyber_assets: byId(live.cyberAssets),
  };
  return `sha256:${sha256Hex(JSON.stringify(canonical(state)))}`;
}

function renameOf(
  operation: CreateOperation | DeleteOperation,
): Pick<Difference, "possible_rename"> {
  const rename = operation.possible_rename;
  if (rename === undefined) return {};
  const { candidates, declared, live } = rename;
  return { possible_rename: { declared, live, ...(candidates ? { candidates } : {}) } };
}

/** An asset's state in the service by its id, its system named; null: the service has none. */
function liveStates(live: LiveInventory): (id: string) => AssetState | null {
  const systemNames = new Map(live.cyberSystems.map((system) => [system.id, system.name]));
  const liveAssets = new Map(live.cyberAssets.map((asset) => [asset.id, asset]));
  return (id) => {
    const asset = liveAssets.get(id);
    if (asset === undefined) return null;
    const system = systemNames.get(asset.cyber_system_id) ?? asset.cyber_system_id;
    return { name: asset.name, cyber_system: system, asset_type: asset.asset_type };
  };
}

/**
 * Each asset the plan's operations change, once, with the files' side and the service's: an
 * update's changes folded into one difference per asset, its declared side the live one changed.
 */
function differencesOf(plan: Plan, live: LiveInventory): Difference[] {
  const liveState = liveStates(live);
  const differences: Difference[] = [];
  const updated = new Map<string, Difference>();
  for (const operation of plan.operations) {
    if (operation.action === "create") {
      const declared = {
        name: operation.name,
        cyber_system: operation.cyber_system.name,
        asset_type: operation.asset_type,
      };
      differences.push({
        action: "create",
        asset_id: null,
        declared,
        live: null,
        ...renameOf(operation),
      });
    } else if (operation.action === "delete") {
      const before = liveState(operation.asset_id);
      differences.push({
        action: "delete",
        asset_id: operation.asset_id,
        declared: null,
        live: before,
        ...renameOf(operation),
      });
    } else {
      let difference = updated.get(operation.asset_id);
      if (difference === undefined) {
        const before = liveState(operation.asset_id);
        // The planner updates only assets it read from the service.
        if (before === null) throw new Error(`update of ${operation.asset_id}, which is not live`);
        difference = {
          action: "update",
          asset_id: operation.asset_id,
          declared: before,
          live: before,
        };
        updated.set(operation.asset_id, difference);
        differences.push(difference);
      }
      const { changes } = operation;
      // An update is of an asset the files declare: its difference has a declared side.
      const current = difference.declared ?? missingEntry("an updated asset's declared side");
      difference.declared = {
        name: changes.name?.to ?? current.name,
        cyber_system: changes.cyber_system?.to.name ?? current.cyber_system,
        asset_type: changes.asset_type?.to ?? current.asset_type,
      };
    }
  }
  return differences;
}

/**
 * What a drift check found: each asset on which the files and the service disagree, once (the two
 * halves of a rename cycle are one difference), with both sides in full.
 */
export function driftFindings(plan: Plan, live: LiveInventory): DriftFindings {
  const differences = differencesOf(plan, live);
  const managed = new Set(plan.managed_systems.map((system) => system.id));
  return {
    in_sync: plan.operations.length === 0,
    plan_fingerprint: plan.fingerprint,
    systems: plan.managed_systems.map(({ id, name, impact }) =>
      impact === undefined ? { id, name } : { id, impact, name },
    ),
    live_counts: {
      cyber_systems: live.cyberSystems.length,
      cyber_assets: live.cyberAssets.length,
      managed_assets: live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id)).length,
    },
    live_fingerprint: liveFingerprint(live),
    differences,
  };
}
