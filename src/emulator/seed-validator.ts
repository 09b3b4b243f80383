// Checks a parsed seed field by field, strictly: every unknown key, bad id, dangling reference or
// reused API key is refused with its JSON path and the fix. Kept apart from seed.ts, which parses
// the text and offers the entry points, because the checks are most of the seed's code.
import { ASSET_TYPES, type AssetType } from "../core/shared/live-records.ts";
import { assetNameProblem } from "./asset-name.ts";
import {
  type EmulatorSeed,
  EmulatorSeedError,
  type SeedControlCenter,
  type SeedCyberAsset,
  type SeedCyberSystem,
  type SeedFacility,
  type SeedOrganization,
} from "./seed-model.ts";

type JsonObject = Record<string, unknown>;

/** The seed list that holds each kind of record another record refers to. */
const RECORD_LISTS = {
  facility: "facilities",
  "control center": "control_centers",
  "cyber system": "cyber_systems",
} as const;

const ORGANIZATION_KEYS = [
  "slug",
  "name",
  "api_keys",
  "expired_api_keys",
  "facilities",
  "control_centers",
  "cyber_systems",
  "cyber_assets",
];
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Visible ASCII only: a key must survive as an HTTP header value unchanged. */
const API_KEY_PATTERN = /^[\x21-\x7e]+$/;
const ID_SUFFIX_PATTERN = /^[A-Za-z0-9_-]+$/;

export class SeedValidator {
  readonly #source: string;
  /** Every id seen so far, whatever its kind or organization, with the path that declared it. */
  readonly #ids = new Map<string, string>();
  readonly #keys = new Map<string, { organization: string; path: string }>();

  constructor(source: string) {
    this.#source = source;
  }

  seed(value: unknown, extraRootKeys: readonly string[]): EmulatorSeed {
    const root = this.#object(value, "(root)", 'a JSON object such as {"organizations": [...]}');
    this.#onlyKeys(root, "(root)", ["organizations", ...extraRootKeys]);
    const list = this.#array(root.organizations, "organizations", true);
    if (list.length === 0) {
      this.#fail("organizations", "is empty", "list at least one organization");
    }
    const slugs = new Map<string, string>();
    return {
      organizations: list.map((item, index) => {
        const path = `organizations[${index}]`;
        const organization = this.#organization(item, path);
        const earlier = slugs.get(organization.slug);
        if (earlier !== undefined) {
          this.#fail(
            `${path}.slug`,
            `"${organization.slug}" is already the slug of ${earlier}`,
            "give each organization its own slug",
          );
        }
        slugs.set(organization.slug, path);
        return organization;
      }),
    };
  }

  #organization(value: unknown, path: string): SeedOrganization {
    const raw = this.#object(value, path, "an object with slug, name, api_keys and records");
    this.#onlyKeys(raw, path, ORGANIZATION_KEYS);
    const slug = this.#string(raw.slug, `${path}.slug`);
    if (!SLUG_PATTERN.test(slug)) {
      this.#fail(
        `${path}.slug`,
        `"${slug}" is not a slug`,
        'use lowercase letters, digits and inner hyphens, e.g. "grid-east"',
      );
    }
    const name = this.#name(raw.name, `${path}.name`);
    const apiKeys = this.#array(raw.api_keys, `${path}.api_keys`, true).map((key, index) =>
      this.#apiKey(key, `${path}.api_keys[${index}]`, slug),
    );
    if (apiKeys.length === 0) {
      this.#fail(`${path}.api_keys`, "is empty", "give the organization at least one API key");
    }
    const expiredApiKeys = (
      raw.expired_api_keys === undefined
        ? []
        : this.#array(raw.expired_api_keys, `${path}.expired_api_keys`, false)
    ).map((key, index) => this.#apiKey(key, `${path}.expired_api_keys[${index}]`, slug));

    const facilities = this.#records(raw.facilities, `${path}.facilities`, (item, at) =>
      this.#facility(item, at, slug),
    );
    const facilityIds = new Set(facilities.map((facility) => facility.id));
    const controlCenters = this.#records(
      raw.control_centers,
      `${path}.control_centers`,
      (item, at) => this.#controlCenter(item, at, slug, facilityIds),
    );
    const controlCenterIds = new Set(controlCenters.map((center) => center.id));
    const cyberSystems = this.#records(raw.cyber_systems, `${path}.cyber_systems`, (item, at) =>
      this.#cyberSystem(item, at, slug, facilityIds, controlCenterIds),
    );
    const systemIds = new Set(cyberSystems.map((system) => system.id));
    const cyberAssets = this.#records(raw.cyber_assets, `${path}.cyber_assets`, (item, at) =>
      this.#cyberAsset(item, at, slug, systemIds),
    );

    return {
      slug,
      name,
      api_keys: apiKeys,
      ...(expiredApiKeys.length > 0 ? { expired_api_keys: expiredApiKeys } : {}),
      facilities,
      control_centers: controlCenters,
      cyber_systems: cyberSystems,
      cyber_assets: cyberAssets,
    };
  }

  #facility(item: unknown, at: string, slug: string): SeedFacility {
    const record = this.#record(item, at, slug, []);
    return {
      id: this.#id(record.id, `${at}.id`, "fac_"),
      name: this.#name(record.name, `${at}.name`),
    };
  }

  #controlCenter(
    item: unknown,
    at: string,
    slug: string,
    facilityIds: Set<string>,
  ): SeedControlCenter {
    const record = this.#record(item, at, slug, ["facility_ids"]);
    const id = this.#id(record.id, `${at}.id`, "cc_");
    const overseen =
      record.facility_ids === undefined
        ? []
        : this.#array(record.facility_ids, `${at}.facility_ids`, false);
    const facilityIdsOfCenter = overseen.map((facilityId, index) => {
      const where = `${at}.facility_ids[${index}]`;
      return this.#reference(facilityId, where, facilityIds, "facility", slug);
    });
    const duplicate = facilityIdsOfCenter.find(
      (item, index) => facilityIdsOfCenter.indexOf(item) !== index,
    );
    if (duplicate !== undefined) {
      this.#fail(`${at}.facility_ids`, `lists "${duplicate}" twice`, "list each facility once");
    }
    return {
      id,
      name: this.#name(record.name, `${at}.name`),
      facility_ids: facilityIdsOfCenter,
    };
  }

  #cyberSystem(
    item: unknown,
    at: string,
    slug: string,
    facilityIds: Set<string>,
    controlCenterIds: Set<string>,
  ): SeedCyberSystem {
    const record = this.#record(item, at, slug, ["facility_id", "control_center_id"]);
    const id = this.#id(record.id, `${at}.id`, "cs_");
    const name = this.#name(record.name, `${at}.name`);
    const facility = record.facility_id ?? undefined;
    const center = record.control_center_id ?? undefined;
    if (facility !== undefined && center !== undefined) {
      this.#fail(
        at,
        "has both facility_id and control_center_id",
        "a cyber system belongs to exactly one parent: keep one of them",
      );
    }
    if (facility !== undefined) {
      const where = `${at}.facility_id`;
      const ids = facilityIds;
      return { id, name, facility_id: this.#reference(facility, where, ids, "facility", slug) };
    }
    if (center !== undefined) {
      const where = `${at}.control_center_id`;
      const ids = controlCenterIds;
      return {
        id,
        name,
        control_center_id: this.#reference(center, where, ids, "control center", slug),
      };
    }
    return this.#fail(
      at,
      "has no parent",
      'add "facility_id" (a facility of this organization) or "control_center_id" (a control center of it)',
    );
  }

  #cyberAsset(item: unknown, at: string, slug: string, systemIds: Set<string>): SeedCyberAsset {
    const record = this.#record(item, at, slug, ["cyber_system_id", "asset_type"]);
    const id = this.#id(record.id, `${at}.id`, "ca_");
    const name = this.#string(record.name, `${at}.name`);
    const problem = assetNameProblem(name);
    if (problem !== undefined)
      this.#fail(`${at}.name`, problem, "give the asset its name or hostname");
    const where = `${at}.cyber_system_id`;
    const system = this.#reference(record.cyber_system_id, where, systemIds, "cyber system", slug);
    return {
      id,
      name,
      cyber_system_id: system,
      asset_type: this.#assetType(record.asset_type, `${at}.asset_type`),
    };
  }

  /** An optional array of records (absent means none), each checked by `read`. */
  #records<T>(value: unknown, path: string, read: (item: unknown, path: string) => T): T[] {
    if (value === undefined) return [];
    return this.#array(value, path, false).map((item, index) => read(item, `${path}[${index}]`));
  }

  /** A record object with id, name, an optional matching organization_slug, and `keys`. */
  #record(value: unknown, path: string, slug: string, keys: string[]): JsonObject {
    const record = this.#object(value, path, "an object");
    this.#onlyKeys(record, path, ["id", "name", "organization_slug", ...keys]);
    if (record.organization_slug !== undefined && record.organization_slug !== slug) {
      this.#fail(
        `${path}.organization_slug`,
        `is ${JSON.stringify(record.organization_slug)} but the record is listed under organization "${slug}"`,
        `set it to "${slug}" or remove it`,
      );
    }
    return record;
  }

  #id(value: unknown, path: string, prefix: string): string {
    const id = this.#string(value, path);
    if (!id.startsWith(prefix) || !ID_SUFFIX_PATTERN.test(id.slice(prefix.length))) {
      this.#fail(
        path,
        `"${id}" is not a valid id here`,
        `start it with "${prefix}" followed by letters, digits, "_" or "-", e.g. "${prefix}1"`,
      );
    }
    const earlier = this.#ids.get(id);
    if (earlier !== undefined) {
      this.#fail(
        path,
        `"${id}" is already the id at ${earlier}`,
        "ids must be unique across the whole seed",
      );
    }
    this.#ids.set(id, path.slice(0, -".id".length));
    return id;
  }

  #reference(
    value: unknown,
    path: string,
    known: Set<string>,
    kind: keyof typeof RECORD_LISTS,
    slug: string,
  ): string {
    const id = this.#string(value, path);
    if (!known.has(id)) {
      this.#fail(
        path,
        `"${id}" is not the id of a ${kind} of organization "${slug}"`,
        `use the id of one of its ${RECORD_LISTS[kind]}, declared before this record`,
      );
    }
    return id;
  }

  #apiKey(value: unknown, path: string, slug: string): string {
    // Messages about keys never quote the key: seeds are shared, logs are not private.
    if (typeof value !== "string" || !API_KEY_PATTERN.test(value)) {
      this.#fail(
        path,
        "is not a usable API key",
        "use a non-empty string of visible ASCII characters without spaces",
      );
    }
    const earlier = this.#keys.get(value);
    if (earlier !== undefined) {
      this.#fail(
        path,
        `this key is already a key of organization "${earlier.organization}" (${earlier.path})`,
        "a key belongs to exactly one organization and is listed once: use a different key",
      );
    }
    this.#keys.set(value, { organization: slug, path });
    return value;
  }

  #assetType(value: unknown, path: string): AssetType {
    const found = ASSET_TYPES.find((type) => type === value);
    if (found === undefined) {
      this.#fail(path, `is ${JSON.stringify(value) ?? "missing"}`, 'use "hardware" or "software"');
    }
    return found;
  }

  #name(value: unknown, path: string): string {
    const name = this.#string(value, path);
    if (name.trim() === "") this.#fail(path, "is empty", "give the record a name");
    return name;
  }

  #string(value: unknown, path: string): string {
    if (typeof value !== "string") {
      this.#fail(
        path,
        value === undefined ? "is missing" : `is ${JSON.stringify(value)}, not a string`,
        "set it to a string",
      );
    }
    return value;
  }

  #array(value: unknown, path: string, required: boolean): unknown[] {
    if (!Array.isArray(value)) {
      const found = value === undefined ? "is missing" : "is not an array";
      this.#fail(path, found, required ? "set it to an array" : "set it to an array or remove it");
    }
    return value;
  }

  #object(value: unknown, path: string, expected: string): JsonObject {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.#fail(path, "is not an object", `write ${expected}`);
    }
    return value as JsonObject;
  }

  #onlyKeys(value: JsonObject, path: string, allowed: readonly string[]): void {
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) {
        this.#fail(
          path,
          `has an unknown field "${key}"`,
          `remove it (known fields: ${allowed.join(", ")})`,
        );
      }
    }
  }

  #fail(path: string, problem: string, fix: string): never {
    throw new EmulatorSeedError(`${this.#source}: ${path} ${problem}; ${fix}.`);
  }
}
