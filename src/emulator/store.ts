// The emulator's data: per organization, records indexed by id (and assets by name key), with
// list responses serialized once and reused until the list changes.
import type * as live from "../core/shared/live-records.ts";
import { nameKey } from "../core/shared/names.ts";
import type {
  EmulatorSeed,
  SeedControlCenter,
  SeedCyberSystem,
  SeedOrganization,
} from "./seed-model.ts";

export interface StoreOptions {
  enforceUniqueNames: boolean;
  exposeControlCenterParent: boolean;
  /** Assets carry `created_at` and `updated_at` (the documented profile); the spec shows neither. */
  assetTimestamps?: boolean;
  /** Now, as an ISO 8601 time, for those timestamps. */
  timestamp?: () => string;
}

/** What a failed mutation answers: an HTTP status, an error code and a message. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export type MutationResult =
  | { ok: true; asset: live.CyberAsset | undefined; undo: () => void }
  | { ok: false; refusal: Refusal };

/** A read-only kind of record: served from precomputed JSON, never changed through the API. */
class ReadOnlyCollection<T extends { id: string }> {
  readonly #byId: Map<string, T>;
  readonly #json: Map<string, string>;
  readonly listJson: string;

  constructor(records: T[]) {
    this.#byId = new Map(records.map((record) => [record.id, record]));
    this.#json = new Map(records.map((record) => [record.id, JSON.stringify(record)]));
    this.listJson = JSON.stringify(records);
  }

  json(id: string): string | undefined {
    return this.#json.get(id);
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  records(): T[] {
    return [...this.#byId.values()].map((record) => ({ ...record }));
  }
}

export class Organization {
  readonly slug: string;
  readonly name: string;
  readonly apiKeys: readonly string[];
  readonly expiredApiKeys: readonly string[];
  readonly facilities: ReadOnlyCollection<live.Facility>;
  readonly controlCenters: ReadOnlyCollection<live.ControlCenter>;
  readonly cyberSystems: ReadOnlyCollection<live.CyberSystem>;
  /** Records exactly as served; replaced, never mutated, so handed-out copies stay valid. */
  readonly assets = new Map<string, live.CyberAsset>();
  /** nameKey -> asset id; maintained only while names are unique. */
  readonly assetIdByName: Map<string, string> | undefined;
  readonly #seedFacilities: SeedOrganization["facilities"];
  readonly #seedControlCenters: SeedControlCenter[];
  readonly #seedCyberSystems: SeedCyberSystem[];
  #assetListJson: string | undefined;
  /** The time of a change, when assets carry timestamps; undefined otherwise. */
  readonly #timestamp: (() => string) | undefined;

  constructor(seed: SeedOrganization, options: StoreOptions) {
    this.slug = seed.slug;
    this.name = seed.name;
    this.apiKeys = [...seed.api_keys];
    this.expiredApiKeys = [...(seed.expired_api_keys ?? [])];
    this.#timestamp = options.assetTimestamps
      ? (options.timestamp ?? (() => new Date().toISOString()))
      : undefined;
    this.#seedFacilities = seed.facilities;
    this.#seedControlCenters = seed.control_centers;
    this.#seedCyberSystems = seed.cyber_systems;
    const slug = seed.slug;
    this.facilities = new ReadOnlyCollection(
      seed.facilities.map(({ id, name }) => ({ id, name, organization_slug: slug })),
    );
    this.controlCenters = new ReadOnlyCollection(
      seed.control_centers.map(({ id, name }) => ({ id, name, organization_slug: slug })),
    );
    this.cyberSystems = new ReadOnlyCollection(
      seed.cyber_systems.map((system) => systemAsServed(system, slug, options)),
    );
    this.assetIdByName = options.enforceUniqueNames ? new Map() : undefined;
    const seeded = this.#timestamp?.();
    for (const asset of seed.cyber_assets) {
      const times = seeded === undefined ? {} : { created_at: seeded, updated_at: seeded };
      this.#put({ ...asset, organization_slug: slug, ...times });
    }
  }

  assetListJson(): string {
    this.#assetListJson ??= JSON.stringify([...this.assets.values()]);
    return this.#assetListJson;
  }

  /** The asset holding `name` (ignoring case), other than `exceptId`, when names are unique. */
  nameHolder(name: string, exceptId?: string): live.CyberAsset | undefined {
    const id = this.assetIdByName?.get(nameKey(name));
    return id === undefined || id === exceptId ? undefined : this.assets.get(id);
  }

  /** Inserts or replaces an asset (a replacement keeps its place in list order). */
  #put(asset: live.CyberAsset): void {
    const previous = this.assets.get(asset.id);
    if (previous !== undefined) this.assetIdByName?.delete(nameKey(previous.name));
    this.assets.set(asset.id, asset);
    this.assetIdByName?.set(nameKey(asset.name), asset.id);
    this.#assetListJson = undefined;
  }

  #remove(id: string): void {
    const previous = this.assets.get(id);
    if (previous === undefined) return;
    this.assets.delete(id);
    this.assetIdByName?.delete(nameKey(previous.name));
    this.#assetListJson = undefined;
  }

  /** `newId` is called only once the asset is accepted, so refusals use up no ids. */
  create(newId: () => string, fields: live.CyberAssetCreate): MutationResult {
    const refusal = this.#check(fields.name, fields.cyber_system_id, undefined);
    if (refusal !== undefined) return { ok: false, refusal };
    const id = newId();
    const now = this.#timestamp?.();
    const times = now === undefined ? {} : { created_at: now, updated_at: now };
    const asset: live.CyberAsset = { id, ...fields, organization_slug: this.slug, ...times };
    this.#put(asset);
    return { ok: true, asset, undo: () => this.#remove(id) };
  }

  patch(id: string, fields: live.CyberAssetPatch): MutationResult {
    const current = this.assets.get(id);
    if (current === undefined) return { ok: false, refusal: assetNotFound(id) };
    const refusal = this.#check(fields.name, fields.cyber_system_id, id);
    if (refusal !== undefined) return { ok: false, refusal };
    const now = this.#timestamp?.();
    const asset: live.CyberAsset = {
      ...current,
      ...fields,
      ...(now === undefined ? {} : { updated_at: now }),
    };
    this.#put(asset);
    return { ok: true, asset, undo: () => this.#put(current) };
  }

  delete(id: string): MutationResult {
    const current = this.assets.get(id);
    if (current === undefined) return { ok: false, refusal: assetNotFound(id) };
    this.#remove(id);
    // Undoing puts the asset back at the end of the list: order is not part of the contract.
    return { ok: true, asset: undefined, undo: () => this.#put(current) };
  }

  /** The unknown-system refusal (422) comes before the name conflict (409). */
  #check(
    name: string | undefined,
    systemId: string | undefined,
    selfId: string | undefined,
  ): Refusal | undefined {
    if (systemId !== undefined && !this.cyberSystems.has(systemId)) {
      return {
        status: 422,
        code: "unknown_cyber_system",
        message: `cyber_system_id ${JSON.stringify(systemId)} is not a cyber system of this organization; use an id from GET /cyber-systems.`,
      };
    }
    const holder = name === undefined ? undefined : this.nameHolder(name, selfId);
    if (holder !== undefined) {
      return {
        status: 409,
        code: "name_conflict",
        message: `A cyber asset named ${JSON.stringify(holder.name)} already exists in this organization (${holder.id}); asset names are unique per organization, ignoring case.`,
      };
    }
    return undefined;
  }

  inventory(): live.LiveInventory {
    return {
      facilities: this.facilities.records(),
      controlCenters: this.controlCenters.records(),
      cyberSystems: this.cyberSystems.records(),
      cyberAssets: [...this.assets.values()].map((asset) => ({ ...asset })),
    };
  }

  /** This organization in seed form, as the state file stores it. */
  toSeed(): SeedOrganization {
    return {
      slug: this.slug,
      name: this.name,
      api_keys: [...this.apiKeys],
      ...(this.expiredApiKeys.length > 0 ? { expired_api_keys: [...this.expiredApiKeys] } : {}),
      facilities: this.#seedFacilities,
      control_centers: this.#seedControlCenters,
      cyber_systems: this.#seedCyberSystems,
      cyber_assets: [...this.assets.values()].map(({ id, name, cyber_system_id, asset_type }) => ({
        id,
        name,
        cyber_system_id,
        asset_type,
      })),
    };
  }
}

export function assetNotFound(id: string): Refusal {
  // The same answer whether the id is unknown or another organization's: existence is not revealed.
  return {
    status: 404,
    code: "not_found",
    message: `No cyber asset with id ${JSON.stringify(id)} in this organization; list them with GET /cyber-assets.`,
  };
}

function systemAsServed(
  system: SeedCyberSystem,
  slug: string,
  options: StoreOptions,
): live.CyberSystem {
  const facilityId = "facility_id" in system ? system.facility_id : null;
  if (!options.exposeControlCenterParent) {
    return { id: system.id, name: system.name, facility_id: facilityId, organization_slug: slug };
  }
  const controlCenterId = "control_center_id" in system ? system.control_center_id : null;
  return {
    id: system.id,
    name: system.name,
    facility_id: facilityId,
    control_center_id: controlCenterId,
    organization_slug: slug,
  };
}

/** All organizations, with the lookups the server needs and the asset id sequence. */
export class InventoryStore {
  readonly organizations: Organization[];
  readonly #bySlug: Map<string, Organization>;
  readonly #byKey = new Map<string, Organization>();
  readonly #expiredKeys = new Set<string>();
  /** Next value fed to the id permutation; persisted so ids are never reissued after a restart. */
  nextAssetSequence: number;

  constructor(seed: EmulatorSeed, nextAssetSequence: number, options: StoreOptions) {
    this.organizations = seed.organizations.map(
      (organization) => new Organization(organization, options),
    );
    this.#bySlug = new Map(
      this.organizations.map((organization) => [organization.slug, organization]),
    );
    for (const organization of this.organizations) {
      for (const key of organization.apiKeys) this.#byKey.set(key, organization);
      for (const key of organization.expiredApiKeys) this.#expiredKeys.add(key);
    }
    this.nextAssetSequence = nextAssetSequence;
  }

  organizationForKey(key: string): Organization | undefined {
    return this.#byKey.get(key);
  }

  /** A key the seed lists under an organization's `expired_api_keys`. */
  isExpiredKey(key: string): boolean {
    return this.#expiredKeys.has(key);
  }

  organization(slug: string): Organization {
    const found = this.#bySlug.get(slug);
    if (found === undefined) {
      const known = this.organizations.map((organization) => organization.slug).join(", ");
      throw new RangeError(`No organization "${slug}" in the emulator; known: ${known}.`);
    }
    return found;
  }

  /**
   * A fresh asset id: "ca_" and 8 hex digits, a bijective scramble of the sequence number, so
   * ids look random yet are deterministic and distinct; ids already taken (seeded) are skipped.
   */
  newAssetId(): string {
    for (;;) {
      const id = `ca_${scramble32(this.nextAssetSequence).toString(16).padStart(8, "0")}`;
      this.nextAssetSequence += 1;
      // Terminates: each taken id is skipped at most once, and there are finitely many.
      if (!this.organizations.some((organization) => organization.assets.has(id))) return id;
    }
  }

  toSeed(): EmulatorSeed {
    return { organizations: this.organizations.map((organization) => organization.toSeed()) };
  }
}

/**
 * lowbias32 (C. Wellons) after adding a constant: both steps are invertible on 32 bits, so no two
 * inputs collide (the constant keeps sequence 0 from mapping to 0).
 */
function scramble32(value: number): number {
  let x = (value + 0x9e3779b9) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}
