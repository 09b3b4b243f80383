// An in-memory apply: runs a plan's operations in order against a copy of a live inventory the way
// the service would, and fails loudly on anything a real apply would trip over: a dependency that
// is not earlier, a stale `from`, an unknown id, or two assets sharing a name key at any moment.
import type { CyberAsset, LiveInventory } from "../../src/core/shared/live-records.ts";
import type { Operation, Plan } from "../../src/core/plan/plan-model.ts";
import { nameKey } from "../../src/core/shared/names.ts";

export const SIMULATED_ID_PREFIX = "ca_sim_";

export function simulatePlan(plan: Plan, live: LiveInventory): LiveInventory {
  const systems = new Set(live.cyberSystems.map((system) => system.id));
  const assets = new Map(live.cyberAssets.map((asset) => [asset.id, { ...asset }]));
  const holders = new Map<string, Set<string>>();
  const hold = (asset: CyberAsset): void => {
    const key = nameKey(asset.name);
    const set = holders.get(key) ?? new Set<string>();
    set.add(asset.id);
    holders.set(key, set);
  };
  const release = (asset: CyberAsset): void => {
    holders.get(nameKey(asset.name))?.delete(asset.id);
  };
  for (const asset of assets.values()) hold(asset);

  plan.operations.forEach((operation, index) => {
    const fail = (problem: string): never => {
      throw new Error(`operation ${index} (${describe(operation)}): ${problem}`);
    };
    for (const dependency of operation.depends_on) {
      if (!(dependency < index)) fail(`depends on operation ${dependency}, which is not earlier`);
    }
    const mustBeSoleHolder = (asset: CyberAsset): void => {
      const others = [...(holders.get(nameKey(asset.name)) ?? [])].filter((id) => id !== asset.id);
      if (others.length > 0)
        fail(`name key of ${JSON.stringify(asset.name)} is also held by ${others.join(", ")}`);
    };
    const knownSystem = (id: string): void => {
      if (!systems.has(id)) fail(`cyber system ${id} does not exist`);
    };

    if (operation.action === "create") {
      knownSystem(operation.cyber_system.id);
      const created: CyberAsset = {
        id: `${SIMULATED_ID_PREFIX}${index}`,
        name: operation.name,
        cyber_system_id: operation.cyber_system.id,
        asset_type: operation.asset_type,
        organization_slug: "simulated",
      };
      assets.set(created.id, created);
      hold(created);
      mustBeSoleHolder(created);
      return;
    }

    const asset =
      assets.get(operation.asset_id) ?? fail(`asset ${operation.asset_id} does not exist`);
    if (operation.action === "delete") {
      if (asset.name !== operation.name) fail(`asset is named ${JSON.stringify(asset.name)}`);
      if (asset.asset_type !== operation.asset_type) fail(`asset is ${asset.asset_type}`);
      if (asset.cyber_system_id !== operation.cyber_system.id) {
        fail(`asset is in ${asset.cyber_system_id}`);
      }
      release(asset);
      assets.delete(asset.id);
      return;
    }

    const { name, cyber_system: system, asset_type: assetType } = operation.changes;
    if (name && name.from !== asset.name)
      fail(`name is ${JSON.stringify(asset.name)}, not ${JSON.stringify(name.from)}`);
    if (system && system.from.id !== asset.cyber_system_id) {
      fail(`asset is in ${asset.cyber_system_id}, not ${system.from.id}`);
    }
    if (assetType && assetType.from !== asset.asset_type) fail(`asset is ${asset.asset_type}`);
    if (!name && !system && !assetType) fail("changes nothing");
    release(asset);
    if (name) asset.name = name.to;
    if (system) {
      knownSystem(system.to.id);
      asset.cyber_system_id = system.to.id;
    }
    if (assetType) asset.asset_type = assetType.to;
    hold(asset);
    if (asset.name !== operation.name) fail(`leaves the asset named ${JSON.stringify(asset.name)}`);
    if (asset.cyber_system_id !== operation.cyber_system.id) {
      fail(`leaves the asset in ${asset.cyber_system_id}`);
    }
    mustBeSoleHolder(asset);
  });

  return { ...live, cyberAssets: [...assets.values()] };
}

function describe(operation: Operation): string {
  return `${operation.action} ${JSON.stringify(operation.name)}`;
}
