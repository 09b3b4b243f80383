export const id = 7567;
export const ids = [7567];
export const modules = {

/***/ 67567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runEmulatorCommand: () => (/* binding */ runEmulatorCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./examples/emulator-seed.json
const emulator_seed_namespaceObject = /*#__PURE__*/JSON.parse('{"organizations":[{"slug":"grid-east","name":"Grid East Transmission","api_keys":["demo-key-grid-east"],"facilities":[{"id":"fac_sub_alpha","name":"Substation Alpha"},{"id":"fac_sub_bravo","name":"Substation Bravo"},{"id":"fac_riverside","name":"Riverside Generating Station"}],"control_centers":[{"id":"cc_primary","name":"Primary Control Center","facility_ids":["fac_sub_alpha","fac_sub_bravo"]}],"cyber_systems":[{"id":"cs_alpha_protection","name":"Protection System","facility_id":"fac_sub_alpha"},{"id":"cs_alpha_automation","name":"Station Automation","facility_id":"fac_sub_alpha"},{"id":"cs_bravo_protection","name":"Protection System","facility_id":"fac_sub_bravo"},{"id":"cs_riverside_dcs","name":"Plant DCS","facility_id":"fac_riverside"},{"id":"cs_riverside_pacs","name":"Physical Access Control","facility_id":"fac_riverside"},{"id":"cs_pcc_ems","name":"EMS","control_center_id":"cc_primary"},{"id":"cs_pcc_iccp","name":"ICCP Communications","control_center_id":"cc_primary"}],"cyber_assets":[{"id":"ca_e0101","name":"alpha-relay-01","cyber_system_id":"cs_alpha_protection","asset_type":"hardware"},{"id":"ca_e0102","name":"alpha-relay-02","cyber_system_id":"cs_alpha_protection","asset_type":"hardware"},{"id":"ca_e0103","name":"alpha-rtu-01","cyber_system_id":"cs_alpha_protection","asset_type":"hardware"},{"id":"ca_e0104","name":"alpha-relay-settings","cyber_system_id":"cs_alpha_protection","asset_type":"software"},{"id":"ca_e0201","name":"alpha-hmi-01","cyber_system_id":"cs_alpha_automation","asset_type":"hardware"},{"id":"ca_e0202","name":"alpha-historian","cyber_system_id":"cs_alpha_automation","asset_type":"hardware"},{"id":"ca_e0203","name":"alpha-switch-01","cyber_system_id":"cs_alpha_automation","asset_type":"hardware"},{"id":"ca_e0301","name":"bravo-relay-01","cyber_system_id":"cs_bravo_protection","asset_type":"hardware"},{"id":"ca_e0302","name":"bravo-relay-02","cyber_system_id":"cs_bravo_protection","asset_type":"hardware"},{"id":"ca_e0303","name":"bravo-hmi-old","cyber_system_id":"cs_bravo_protection","asset_type":"software"},{"id":"ca_e0401","name":"rs-dcs-server-01","cyber_system_id":"cs_riverside_dcs","asset_type":"hardware"},{"id":"ca_e0402","name":"rs-dcs-eng-ws-01","cyber_system_id":"cs_riverside_dcs","asset_type":"hardware"},{"id":"ca_e0403","name":"rs-dcs-control-suite","cyber_system_id":"cs_riverside_dcs","asset_type":"software"},{"id":"ca_e0404","name":"rs-legacy-plc-07","cyber_system_id":"cs_riverside_dcs","asset_type":"hardware"},{"id":"ca_e0501","name":"rs-badge-reader-01","cyber_system_id":"cs_riverside_pacs","asset_type":"hardware"},{"id":"ca_e0502","name":"rs-pacs-server","cyber_system_id":"cs_riverside_pacs","asset_type":"hardware"},{"id":"ca_e0601","name":"EMS-Server-01","cyber_system_id":"cs_pcc_ems","asset_type":"hardware"},{"id":"ca_e0602","name":"ems-server-02","cyber_system_id":"cs_pcc_ems","asset_type":"hardware"},{"id":"ca_e0603","name":"ems-scada-app","cyber_system_id":"cs_pcc_ems","asset_type":"software"},{"id":"ca_e0604","name":"iccp-gateway-01","cyber_system_id":"cs_pcc_ems","asset_type":"hardware"},{"id":"ca_e0701","name":"iccp-router-01","cyber_system_id":"cs_pcc_iccp","asset_type":"hardware"}]},{"slug":"grid-west","name":"Grid West Power","api_keys":["demo-key-grid-west"],"facilities":[{"id":"fac_mesa","name":"Mesa Substation"}],"control_centers":[],"cyber_systems":[{"id":"cs_mesa_protection","name":"Protection System","facility_id":"fac_mesa"}],"cyber_assets":[{"id":"ca_w0101","name":"alpha-relay-01","cyber_system_id":"cs_mesa_protection","asset_type":"hardware"},{"id":"ca_w0102","name":"mesa-rtu-01","cyber_system_id":"cs_mesa_protection","asset_type":"hardware"}]}]}');
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
;// CONCATENATED MODULE: ./src/emulator/faults.ts
/** The PRNG seed when `FaultOptions.seed` is not given: fault runs are reproducible by default. */
const DEFAULT_FAULT_SEED = 1;
/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** Decides, per request, which fault (if any) hits it. One instance per `setFaults` call. */
class FaultInjector {
    options;
    #random;
    /** Fixed one-second windows on the monotonic clock. */
    #windowStart = Number.NEGATIVE_INFINITY;
    #windowCount = 0;
    constructor(options) {
        checkFaultOptions(options);
        this.options = { ...options };
        this.#random = mulberry32(options.seed ?? DEFAULT_FAULT_SEED);
    }
    /** Before any effect: the rate limit first (a rejected request does not count), then errors. */
    beforeRequest(now) {
        const limit = this.options.rateLimitPerSecond;
        if (limit !== undefined) {
            if (now - this.#windowStart >= 1000) {
                this.#windowStart = now;
                this.#windowCount = 0;
            }
            if (this.#windowCount >= limit) {
                const remainingMs = this.#windowStart + 1000 - now;
                return {
                    kind: "rate-limited",
                    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
                };
            }
            this.#windowCount += 1;
        }
        if (this.#chance(this.options.errorRate))
            return { kind: "unavailable" };
        return { kind: "pass" };
    }
    /** After a committed mutation: whether to destroy the socket instead of answering. */
    dropAfterCommit() {
        return this.#chance(this.options.dropAfterCommitRate);
    }
    /** Draws only when the rate is set, so enabling one fault does not shift another's sequence. */
    #chance(rate) {
        if (rate === undefined || rate <= 0)
            return false;
        return this.#random() < rate;
    }
}
function checkFaultOptions(options) {
    const rates = [
        ["errorRate", options.errorRate],
        ["dropAfterCommitRate", options.dropAfterCommitRate],
    ];
    for (const [name, rate] of rates) {
        if (rate !== undefined && !(rate >= 0 && rate <= 1)) {
            throw new RangeError(`faults.${name} must be a number from 0 to 1; got ${rate}.`);
        }
    }
    if (options.latencyMs !== undefined &&
        !(options.latencyMs >= 0 && Number.isFinite(options.latencyMs))) {
        throw new RangeError(`faults.latencyMs must be a finite number >= 0; got ${options.latencyMs}.`);
    }
    const limit = options.rateLimitPerSecond;
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1)) {
        throw new RangeError(`faults.rateLimitPerSecond must be an integer >= 1; got ${limit}.`);
    }
    if (options.seed !== undefined && !Number.isInteger(options.seed)) {
        throw new RangeError(`faults.seed must be an integer; got ${options.seed}.`);
    }
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/emulator/json-syntax.ts
// Where JSON text first breaks, as line:column. V8's JSON.parse messages give no position for
// some errors and quote the surrounding text for others, which in a seed or state file can be
// an API key; this scanner reports a position and the offending character only.
/** The first syntax error in `text`, or undefined when it is valid JSON. */
function findJsonSyntaxError(text) {
    const scanner = new Scanner(text);
    const offset = scanner.document();
    if (offset === undefined)
        return undefined;
    const before = text.slice(0, offset);
    const line = before.split("\n").length;
    const column = offset - before.lastIndexOf("\n");
    const character = text[offset];
    const reason = character === undefined
        ? "unexpected end of input"
        : `unexpected character ${JSON.stringify(character)}`;
    return { line, column, reason };
}
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/y;
const WHITESPACE = /[ \t\n\r]*/y;
/** Each method consumes one production and returns false, leaving `position` at the error. */
class Scanner {
    #text;
    position = 0;
    constructor(text) {
        this.#text = text;
    }
    /** The error offset, or undefined. */
    document() {
        this.#skip(WHITESPACE);
        if (!this.#value())
            return this.position;
        this.#skip(WHITESPACE);
        return this.position === this.#text.length ? undefined : this.position;
    }
    #value() {
        const character = this.#text[this.position];
        if (character === "{")
            return this.#sequence("}", () => this.#member());
        if (character === "[")
            return this.#sequence("]", () => this.#value());
        if (character === '"')
            return this.#string();
        for (const literal of ["true", "false", "null"]) {
            if (this.#text.startsWith(literal, this.position)) {
                this.position += literal.length;
                return true;
            }
        }
        return this.#skip(NUMBER) > 0;
    }
    #member() {
        if (!this.#string())
            return false;
        this.#skip(WHITESPACE);
        if (this.#text[this.position] !== ":")
            return false;
        this.position += 1;
        this.#skip(WHITESPACE);
        return this.#value();
    }
    /** An object or array: the opening bracket, items separated by commas, `close`. */
    #sequence(close, item) {
        this.position += 1;
        this.#skip(WHITESPACE);
        if (this.#text[this.position] === close) {
            this.position += 1;
            return true;
        }
        // Each pass consumes at least one character or returns, so this ends with the text.
        for (;;) {
            if (!item())
                return false;
            this.#skip(WHITESPACE);
            const character = this.#text[this.position];
            if (character === close) {
                this.position += 1;
                return true;
            }
            if (character !== ",")
                return false;
            this.position += 1;
            this.#skip(WHITESPACE);
        }
    }
    #string() {
        if (this.#text[this.position] !== '"')
            return false;
        this.position += 1;
        this.#skip(STRING_BODY);
        if (this.#text[this.position] !== '"')
            return false;
        this.position += 1;
        return true;
    }
    #skip(pattern) {
        pattern.lastIndex = this.position;
        const length = pattern.exec(this.#text)?.[0].length ?? 0;
        this.position += length;
        return length;
    }
}

;// CONCATENATED MODULE: ./src/emulator/seed-model.ts
class EmulatorSeedError extends Error {
    name = "EmulatorSeedError";
}

// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(37368);
// EXTERNAL MODULE: ./src/core/inventory/document/inventory-schema.ts
var inventory_schema = __webpack_require__(63990);
;// CONCATENATED MODULE: ./src/emulator/asset-name.ts
// The one rule for an asset's name, shared by the seed (seed-validator.ts) and the API's request
// bodies (request-body.ts), so that both refuse the same names in the same words.
// The spec shows no limit on names; a real service has one, and the emulator takes the inventory's.

/**
 * Checks an asset name as both the seed and the API do; returns what is wrong with it, or
 * undefined when it is acceptable.
 */
function assetNameProblem(name) {
    if (name.trim() === "")
        return "must not be empty or only whitespace";
    if (name.length > inventory_schema/* MAX_NAME_LENGTH */.EM) {
        return `must be at most ${inventory_schema/* MAX_NAME_LENGTH */.EM} characters (it has ${name.length})`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/emulator/seed-validator.ts
// Checks a parsed seed field by field, strictly: every unknown key, bad id, dangling reference or
// reused API key is refused with its JSON path and the fix. Kept apart from seed.ts, which parses
// the text and offers the entry points, because the checks are most of the seed's code.



/** The seed list that holds each kind of record another record refers to. */
const RECORD_LISTS = {
    facility: "facilities",
    "control center": "control_centers",
    "cyber system": "cyber_systems",
};
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
class SeedValidator {
    #source;
    /** Every id seen so far, whatever its kind or organization, with the path that declared it. */
    #ids = new Map();
    #keys = new Map();
    constructor(source) {
        this.#source = source;
    }
    seed(value, extraRootKeys) {
        const root = this.#object(value, "(root)", 'a JSON object such as {"organizations": [...]}');
        this.#onlyKeys(root, "(root)", ["organizations", ...extraRootKeys]);
        const list = this.#array(root.organizations, "organizations", true);
        if (list.length === 0) {
            this.#fail("organizations", "is empty", "list at least one organization");
        }
        const slugs = new Map();
        return {
            organizations: list.map((item, index) => {
                const path = `organizations[${index}]`;
                const organization = this.#organization(item, path);
                const earlier = slugs.get(organization.slug);
                if (earlier !== undefined) {
                    this.#fail(`${path}.slug`, `"${organization.slug}" is already the slug of ${earlier}`, "give each organization its own slug");
                }
                slugs.set(organization.slug, path);
                return organization;
            }),
        };
    }
    #organization(value, path) {
        const raw = this.#object(value, path, "an object with slug, name, api_keys and records");
        this.#onlyKeys(raw, path, ORGANIZATION_KEYS);
        const slug = this.#string(raw.slug, `${path}.slug`);
        if (!SLUG_PATTERN.test(slug)) {
            this.#fail(`${path}.slug`, `"${slug}" is not a slug`, 'use lowercase letters, digits and inner hyphens, e.g. "grid-east"');
        }
        const name = this.#name(raw.name, `${path}.name`);
        const apiKeys = this.#array(raw.api_keys, `${path}.api_keys`, true).map((key, index) => this.#apiKey(key, `${path}.api_keys[${index}]`, slug));
        if (apiKeys.length === 0) {
            this.#fail(`${path}.api_keys`, "is empty", "give the organization at least one API key");
        }
        const expiredApiKeys = (raw.expired_api_keys === undefined
            ? []
            : this.#array(raw.expired_api_keys, `${path}.expired_api_keys`, false)).map((key, index) => this.#apiKey(key, `${path}.expired_api_keys[${index}]`, slug));
        const facilities = this.#records(raw.facilities, `${path}.facilities`, (item, at) => this.#facility(item, at, slug));
        const facilityIds = new Set(facilities.map((facility) => facility.id));
        const controlCenters = this.#records(raw.control_centers, `${path}.control_centers`, (item, at) => this.#controlCenter(item, at, slug, facilityIds));
        const controlCenterIds = new Set(controlCenters.map((center) => center.id));
        const cyberSystems = this.#records(raw.cyber_systems, `${path}.cyber_systems`, (item, at) => this.#cyberSystem(item, at, slug, facilityIds, controlCenterIds));
        const systemIds = new Set(cyberSystems.map((system) => system.id));
        const cyberAssets = this.#records(raw.cyber_assets, `${path}.cyber_assets`, (item, at) => this.#cyberAsset(item, at, slug, systemIds));
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
    #facility(item, at, slug) {
        const record = this.#record(item, at, slug, []);
        return {
            id: this.#id(record.id, `${at}.id`, "fac_"),
            name: this.#name(record.name, `${at}.name`),
        };
    }
    #controlCenter(item, at, slug, facilityIds) {
        const record = this.#record(item, at, slug, ["facility_ids"]);
        const id = this.#id(record.id, `${at}.id`, "cc_");
        const overseen = record.facility_ids === undefined
            ? []
            : this.#array(record.facility_ids, `${at}.facility_ids`, false);
        const facilityIdsOfCenter = overseen.map((facilityId, index) => {
            const where = `${at}.facility_ids[${index}]`;
            return this.#reference(facilityId, where, facilityIds, "facility", slug);
        });
        const duplicate = facilityIdsOfCenter.find((item, index) => facilityIdsOfCenter.indexOf(item) !== index);
        if (duplicate !== undefined) {
            this.#fail(`${at}.facility_ids`, `lists "${duplicate}" twice`, "list each facility once");
        }
        return {
            id,
            name: this.#name(record.name, `${at}.name`),
            facility_ids: facilityIdsOfCenter,
        };
    }
    #cyberSystem(item, at, slug, facilityIds, controlCenterIds) {
        const record = this.#record(item, at, slug, ["facility_id", "control_center_id"]);
        const id = this.#id(record.id, `${at}.id`, "cs_");
        const name = this.#name(record.name, `${at}.name`);
        const facility = record.facility_id ?? undefined;
        const center = record.control_center_id ?? undefined;
        if (facility !== undefined && center !== undefined) {
            this.#fail(at, "has both facility_id and control_center_id", "a cyber system belongs to exactly one parent: keep one of them");
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
        return this.#fail(at, "has no parent", 'add "facility_id" (a facility of this organization) or "control_center_id" (a control center of it)');
    }
    #cyberAsset(item, at, slug, systemIds) {
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
    #records(value, path, read) {
        if (value === undefined)
            return [];
        return this.#array(value, path, false).map((item, index) => read(item, `${path}[${index}]`));
    }
    /** A record object with id, name, an optional matching organization_slug, and `keys`. */
    #record(value, path, slug, keys) {
        const record = this.#object(value, path, "an object");
        this.#onlyKeys(record, path, ["id", "name", "organization_slug", ...keys]);
        if (record.organization_slug !== undefined && record.organization_slug !== slug) {
            this.#fail(`${path}.organization_slug`, `is ${JSON.stringify(record.organization_slug)} but the record is listed under organization "${slug}"`, `set it to "${slug}" or remove it`);
        }
        return record;
    }
    #id(value, path, prefix) {
        const id = this.#string(value, path);
        if (!id.startsWith(prefix) || !ID_SUFFIX_PATTERN.test(id.slice(prefix.length))) {
            this.#fail(path, `"${id}" is not a valid id here`, `start it with "${prefix}" followed by letters, digits, "_" or "-", e.g. "${prefix}1"`);
        }
        const earlier = this.#ids.get(id);
        if (earlier !== undefined) {
            this.#fail(path, `"${id}" is already the id at ${earlier}`, "ids must be unique across the whole seed");
        }
        this.#ids.set(id, path.slice(0, -".id".length));
        return id;
    }
    #reference(value, path, known, kind, slug) {
        const id = this.#string(value, path);
        if (!known.has(id)) {
            this.#fail(path, `"${id}" is not the id of a ${kind} of organization "${slug}"`, `use the id of one of its ${RECORD_LISTS[kind]}, declared before this record`);
        }
        return id;
    }
    #apiKey(value, path, slug) {
        // Messages about keys never quote the key: seeds are shared, logs are not private.
        if (typeof value !== "string" || !API_KEY_PATTERN.test(value)) {
            this.#fail(path, "is not a usable API key", "use a non-empty string of visible ASCII characters without spaces");
        }
        const earlier = this.#keys.get(value);
        if (earlier !== undefined) {
            this.#fail(path, `this key is already a key of organization "${earlier.organization}" (${earlier.path})`, "a key belongs to exactly one organization and is listed once: use a different key");
        }
        this.#keys.set(value, { organization: slug, path });
        return value;
    }
    #assetType(value, path) {
        const found = live_records/* ASSET_TYPES */.D.find((type) => type === value);
        if (found === undefined) {
            this.#fail(path, `is ${JSON.stringify(value) ?? "missing"}`, 'use "hardware" or "software"');
        }
        return found;
    }
    #name(value, path) {
        const name = this.#string(value, path);
        if (name.trim() === "")
            this.#fail(path, "is empty", "give the record a name");
        return name;
    }
    #string(value, path) {
        if (typeof value !== "string") {
            this.#fail(path, value === undefined ? "is missing" : `is ${JSON.stringify(value)}, not a string`, "set it to a string");
        }
        return value;
    }
    #array(value, path, required) {
        if (!Array.isArray(value)) {
            const found = value === undefined ? "is missing" : "is not an array";
            this.#fail(path, found, required ? "set it to an array" : "set it to an array or remove it");
        }
        return value;
    }
    #object(value, path, expected) {
        if (typeof value !== "object" || value === null || Array.isArray(value)) {
            this.#fail(path, "is not an object", `write ${expected}`);
        }
        return value;
    }
    #onlyKeys(value, path, allowed) {
        for (const key of Object.keys(value)) {
            if (!allowed.includes(key)) {
                this.#fail(path, `has an unknown field "${key}"`, `remove it (known fields: ${allowed.join(", ")})`);
            }
        }
    }
    #fail(path, problem, fix) {
        throw new EmulatorSeedError(`${this.#source}: ${path} ${problem}; ${fix}.`);
    }
}

;// CONCATENATED MODULE: ./src/emulator/seed.ts
// The emulator's seed: the organizations, keys and records it starts with. Parsed strictly, because
// a typo in a seed would otherwise surface as a confusing test failure far from its cause. The
// seed's types live in seed-model.ts and its field-by-field checks in seed-validator.ts; this
// module holds the entry points: parsing a seed, checking a parsed one, finding duplicate names.





/** Parses and checks a seed file's text; `sourceName` (a path, usually) starts every message. */
function parseEmulatorSeed(text, sourceName) {
    return validateEmulatorSeed(parseJson(text, sourceName), sourceName, []);
}
/** Parses JSON text, or throws an EmulatorSeedError naming `sourceName`:line:column and `fix`. */
function parseJson(text, sourceName, fix = "fix the syntax there") {
    try {
        return JSON.parse(text);
    }
    catch {
        const problem = findJsonSyntaxError(text);
        const where = problem === undefined ? sourceName : `${sourceName}:${problem.line}:${problem.column}`;
        throw new EmulatorSeedError(`${where}: not valid JSON (${problem?.reason ?? "syntax error"}); ${fix}.`);
    }
}
/**
 * Checks an already parsed seed. `extraRootKeys` are top-level keys the caller handles itself
 * (the state file adds its own); any other unknown key is an error.
 */
function validateEmulatorSeed(value, sourceName, extraRootKeys) {
    return new SeedValidator(sourceName).seed(value, extraRootKeys);
}
/**
 * The first pair of assets of one organization whose names are equal ignoring case, as JSON paths,
 * or undefined. The emulator refuses such a seed while it enforces unique names.
 */
function findDuplicateAssetName(seed) {
    for (const [orgIndex, organization] of seed.organizations.entries()) {
        const seen = new Map();
        for (const [index, asset] of organization.cyber_assets.entries()) {
            const earlier = seen.get((0,names/* nameKey */.Rc)(asset.name));
            if (earlier !== undefined) {
                const base = `organizations[${orgIndex}].cyber_assets`;
                return {
                    first: `${base}[${earlier}].name`,
                    second: `${base}[${index}].name`,
                    name: asset.name,
                };
            }
            seen.set((0,names/* nameKey */.Rc)(asset.name), index);
        }
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/emulator/profile.ts
var emulator_profile = __webpack_require__(63518);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/emulator/request-body.ts




/** Largest request body accepted (the spec shows no limit). */
const MAX_BODY_BYTES = 1024 * 1024;
const ASSET_FIELDS = ["name", "cyber_system_id", "asset_type"];
function validation(message) {
    return { ok: false, refusal: { status: 422, code: "validation_failed", message } };
}
/** The body of a POST or PATCH: JSON media type (415), size (413), UTF-8 and syntax (400). */
async function readJsonBody(request) {
    const contentType = request.headers["content-type"] ?? "";
    const [mediaType = "", ...parameters] = contentType
        .split(";")
        .map((part) => part.trim().toLowerCase());
    const charset = parameters.find((parameter) => parameter.startsWith("charset="));
    if (mediaType !== "application/json" ||
        (charset !== undefined && !/^charset="?utf-8"?$/.test(charset))) {
        return {
            ok: false,
            refusal: {
                status: 415,
                code: "unsupported_media_type",
                message: `Content-Type must be application/json (UTF-8); got ${JSON.stringify(contentType || "none")}.`,
            },
        };
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
            return {
                ok: false,
                refusal: {
                    status: 413,
                    code: "payload_too_large",
                    message: `The request body exceeds ${MAX_BODY_BYTES} bytes.`,
                },
            };
        }
        chunks.push(chunk);
    }
    let text;
    try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
    }
    catch {
        return invalidJson("it is not valid UTF-8");
    }
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        const problem = findJsonSyntaxError(text);
        return invalidJson(problem === undefined
            ? "syntax error"
            : `${problem.reason} at line ${problem.line}, column ${problem.column}`);
    }
}
function invalidJson(reason) {
    return {
        ok: false,
        refusal: {
            status: 400,
            code: "invalid_json",
            message: `The request body is not valid JSON: ${reason}.`,
        },
    };
}
/** Checks a create (all fields required) or patch (any, at least one) body; 422 otherwise. */
function assetFields(body, create) {
    const expected = create
        ? "a JSON object with name, cyber_system_id and asset_type"
        : "a JSON object with any of name, cyber_system_id, asset_type";
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return validation(`The request body must be ${expected}.`);
    }
    const record = body;
    const unknown = Object.keys(record).filter((field) => !(0,collections/* isOneOf */.EK)(ASSET_FIELDS, field));
    if (unknown.length > 0) {
        return validation(`Unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((field) => JSON.stringify(field)).join(", ")}; the body may hold only name, cyber_system_id and asset_type.`);
    }
    const fields = {};
    for (const field of ASSET_FIELDS) {
        const value = record[field];
        if (value === undefined) {
            if (create)
                return validation(`"${field}" is required.`);
            continue;
        }
        if (typeof value !== "string")
            return validation(`"${field}" must be a string; got ${JSON.stringify(value)}.`);
        if (field === "asset_type") {
            const type = live_records/* ASSET_TYPES */.D.find((candidate) => candidate === value);
            if (type === undefined) {
                return validation(`"asset_type" must be "hardware" or "software"; got ${JSON.stringify(value)}.`);
            }
            fields.asset_type = type;
        }
        else if (field === "name") {
            const problem = assetNameProblem(value);
            if (problem !== undefined)
                return validation(`"name" ${problem}.`);
            fields.name = value;
        }
        else {
            fields.cyber_system_id = value;
        }
    }
    if (!create && Object.keys(fields).length === 0) {
        return validation(`The body is empty; send ${expected}.`);
    }
    return { ok: true, value: fields };
}

;// CONCATENATED MODULE: ./src/emulator/responses.ts

function sendRecord(response, json, kind, id, list, profile) {
    if (json === undefined) {
        const message = `No ${kind} with id ${JSON.stringify(id)} in this organization; list them with GET ${list}.`;
        sendError(response, { status: 404, code: "not_found", message }, {}, profile);
        return;
    }
    sendJson(response, 200, json);
}
function sendError(response, refusal, headers = {}, profile = "spec") {
    sendJson(response, refusal.status, (0,emulator_profile/* errorBody */.t4)(refusal, profile), headers);
}
function sendJson(response, status, body, headers = {}) {
    if (response.headersSent || response.destroyed)
        return;
    response.writeHead(status, {
        ...headers,
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(body),
    });
    response.end(body);
}

;// CONCATENATED MODULE: ./src/emulator/routes.ts
// The service's path templates (spec 4.2 and 4.3) and how a request path finds one.
/** Operations API keys may call (spec 4.2), by "METHOD /template". */
const AVAILABLE_OPERATIONS = [
    "GET /facilities",
    "GET /facilities/{id}",
    "GET /control-centers",
    "GET /control-centers/{id}",
    "GET /cyber-systems",
    "GET /cyber-systems/{id}",
    "GET /cyber-assets",
    "POST /cyber-assets",
    "GET /cyber-assets/{id}",
    "PATCH /cyber-assets/{id}",
    "DELETE /cyber-assets/{id}",
];
/** Planned operations (spec 4.3): [method, template, operation name]. API keys get 403. */
const PLANNED_OPERATIONS = [
    ["GET", "/cyber-assets/import/template", "getCyberAssetsImportTemplate"],
    ["GET", "/cyber-systems/{cyberSystemId}/cyber-assets", "getCyberAssetsBySystem"],
    ["POST", "/cyber-systems/{cyberSystemId}/cyber-assets/import", "importCyberAssets"],
    ["GET", "/facilities/{facilityId}/cyber-assets", "getCyberAssetsByFacility"],
    ["GET", "/facilities/{facilityId}/cyber-assets/export", "exportCyberAssetsCsv"],
    ["GET", "/facilities/{facilityId}/cyber-assets/export-low", "exportLowCyberAssetsCsv"],
    ["GET", "/control-centers/{controlCenterId}/cyber-assets", "getCyberAssetsByControlCenter"],
    [
        "GET",
        "/control-centers/{controlCenterId}/cyber-assets/export",
        "exportControlCenterCyberAssetsCsv",
    ],
    [
        "GET",
        "/control-centers/{controlCenterId}/cyber-assets/export-low",
        "exportControlCenterLowCyberAssetsCsv",
    ],
    ["POST", "/cyber-systems", "createCyberSystem"],
    ["PATCH", "/cyber-systems/{id}", "updateCyberSystem"],
    ["DELETE", "/cyber-systems/{id}", "deleteCyberSystem"],
    ["GET", "/facilities/{facilityId}/cyber-systems", "getCyberSystemsByFacility"],
    ["GET", "/control-centers/{controlCenterId}/cyber-systems", "getCyberSystemsByControlCenter"],
    ["POST", "/facilities", "createFacility"],
    ["PATCH", "/facilities/{id}", "updateFacility"],
    ["DELETE", "/facilities/{id}", "deleteFacility"],
    ["POST", "/control-centers", "createControlCenter"],
    ["PUT", "/control-centers/{id}", "updateControlCenter"],
    ["DELETE", "/control-centers/{id}", "deleteControlCenter"],
    ["GET", "/control-centers/{id}/facilities", "getControlCenterFacilities"],
    ["POST", "/control-centers/{id}/assign-facilities", "assignFacilitiesToControlCenter"],
    ["POST", "/control-centers/{id}/unassign-facilities", "unassignFacilitiesFromControlCenter"],
    ["POST", "/control-centers/{id}/preview-impact", "previewControlCenterImpact"],
    ["GET", "/training-modules", "getTrainingModules"],
    ["POST", "/training-modules", "createTrainingModule"],
    ["GET", "/training-modules/{id}", "getTrainingModule"],
    ["PATCH", "/training-modules/{id}", "updateTrainingModule"],
    ["DELETE", "/training-modules/{id}", "deleteTrainingModule"],
    ["GET", "/training-assignments", "getTrainingAssignments"],
    ["POST", "/training-assignments", "createTrainingAssignment"],
    ["GET", "/training-assignments/export", "exportTrainingAssignments"],
    ["GET", "/training-assignments/{id}", "getTrainingAssignment"],
    ["PATCH", "/training-assignments/{id}", "updateTrainingAssignment"],
    ["POST", "/training-assignments/{id}/complete", "completeTrainingAssignment"],
    ["DELETE", "/training-assignments/{id}", "deleteTrainingAssignment"],
    [
        "GET",
        "/training-assignments/{trainingAssignmentId}/facilities",
        "getTrainingAssignmentFacilities",
    ],
    ["POST", "/training-assignments/{trainingAssignmentId}/facilities", "addFacilitiesToAssignment"],
    [
        "DELETE",
        "/training-assignments/{trainingAssignmentId}/facilities/{facilityId}",
        "removeFacilityFromAssignment",
    ],
    ["GET", "/tasks", "getTasks"],
    ["POST", "/tasks", "createTask"],
    ["POST", "/tasks/bulk", "bulkCreateTasks"],
    ["GET", "/tasks/{id}", "getTask"],
    ["PUT", "/tasks/{id}", "updateTask"],
    ["DELETE", "/tasks/{id}", "deleteTask"],
    ["PUT", "/tasks/{parentTaskId}/{dueDate}", "updateTaskInstance"],
    ["POST", "/tasks/reassign-from-csm", "reassignTasksFromCsm"],
    ["POST", "/evidence", "createEvidence"],
    ["GET", "/evidence/{id}", "getEvidenceById"],
    ["GET", "/evidence/by-resource/{resourceId}", "listEvidenceByResource"],
    ["DELETE", "/evidence/{id}", "deleteEvidence"],
    ["GET", "/policy-documents", "listPolicyDocuments"],
    ["POST", "/policy-documents", "createPolicyDocument"],
    ["POST", "/policy-documents/upload", "uploadPolicyDocumentFile"],
    ["POST", "/policy-documents/create-from-processed", "createPolicyDocumentFromProcessed"],
    ["GET", "/policy-documents/processing-files", "getProcessingFiles"],
    ["GET", "/policy-documents/{id}/with-sections", "getPolicyDocumentWithSections"],
    ["PATCH", "/policy-documents/{id}", "updatePolicyDocument"],
    ["DELETE", "/policy-documents/{id}", "deletePolicyDocument"],
    ["PATCH", "/policy-documents/{id}/assets", "updatePolicyDocumentAssets"],
    ["PATCH", "/policy-documents/{id}/sections/reorder", "reorderDocumentSections"],
    ["POST", "/policy-documents/{id}/submit", "submitPolicyDocument"],
    ["POST", "/policy-documents/{id}/approve", "approvePolicyDocument"],
    ["POST", "/policy-documents/{id}/revert", "revertPolicyDocument"],
    ["POST", "/policy-documents/{id}/log-pdf-export", "logPdfExport"],
    ["GET", "/policy-documents/{id}/versions", "listDocumentVersions"],
    ["GET", "/policy-documents/{id}/versions/latest", "getLatestDocumentVersion"],
    ["GET", "/policy-documents/{id}/versions/{versionNumber}", "getDocumentVersionByNumber"],
    ["GET", "/users", "listUsers"],
    ["POST", "/users", "createUser"],
    ["GET", "/users/me", "getCurrentUser"],
    ["GET", "/users/me/organizations", "getMyOrganizations"],
    ["GET", "/users/me/check-access", "checkAccess"],
    ["GET", "/users/{id}", "getUser"],
    ["PATCH", "/users/{id}", "updateUser"],
    ["DELETE", "/users/{id}", "deleteUser"],
    ["GET", "/invitations", "listInvitations"],
    ["POST", "/invitations", "createInvitation"],
    ["GET", "/invitations/validate", "validateInvitation"],
    ["POST", "/invitations/accept", "acceptInvitation"],
    ["DELETE", "/invitations/{id}", "cancelInvitation"],
    ["POST", "/invitations/{id}/resend", "resendInvitation"],
    ["GET", "/cip-senior-manager-assignments/current", "getCurrentCipSeniorManager"],
    ["POST", "/cip-senior-manager-assignments", "createCipSeniorManagerAssignment"],
    ["PATCH", "/cip-senior-manager-assignments/{id}", "updateCipSeniorManagerAssignment"],
    ["GET", "/access-control", "listAccessControls"],
    ["POST", "/access-control", "createAccessControl"],
    ["GET", "/access-control/{id}", "getAccessControl"],
    ["PUT", "/access-control/{id}", "updateAccessControl"],
    ["DELETE", "/access-control/{id}", "deleteAccessControl"],
    ["GET", "/access-control/user/{userId}", "getUserApprovedAccessControlItemIds"],
    ["POST", "/access-control/user/{userId}/grant", "grantRaptorComplyAccess"],
    ["POST", "/access-control/user/{userId}/revoke", "revokeRaptorComplyAccess"],
    ["GET", "/activity", "listActivityLogs"],
    ["GET", "/activity/by-resource-type/{resourceType}/{resourceId}", "getActivityLogsByEntity"],
];
/** Templates grouped by "first segment/segment count", most specific first within a group. */
const templatesByShape = buildIndex();
function buildIndex() {
    const byTemplate = new Map();
    const templateFor = (template) => {
        let entry = byTemplate.get(template);
        if (entry === undefined) {
            const segments = template
                .slice(1)
                .split("/")
                .map((segment) => (segment.startsWith("{") ? null : segment));
            entry = { template, segments, available: new Map(), planned: new Map() };
            byTemplate.set(template, entry);
        }
        return entry;
    };
    for (const operation of AVAILABLE_OPERATIONS) {
        const [method, template] = operation.split(" ");
        templateFor(template).available.set(method, operation);
    }
    for (const [method, template, name] of PLANNED_OPERATIONS) {
        templateFor(template).planned.set(method, name);
    }
    const index = new Map();
    for (const entry of byTemplate.values()) {
        const shape = `${entry.segments[0]}/${entry.segments.length}`;
        index.set(shape, [...(index.get(shape) ?? []), entry]);
    }
    for (const group of index.values())
        group.sort(bySpecificity);
    return index;
}
/** A literal segment outranks a parameter at the first position where two templates differ. */
function bySpecificity(a, b) {
    for (let position = 0; position < a.segments.length; position += 1) {
        const left = a.segments[position] === null;
        const right = b.segments[position] === null;
        if (left !== right)
            return left ? 1 : -1;
    }
    return 0;
}
/**
 * Finds the operation for a method and a path relative to the base path (starting with "/").
 * When several templates fit the path, the most specific one with that method wins, as in
 * `/users/me` over `/users/{id}`.
 */
function matchRoute(method, path) {
    const segments = splitPath(path);
    if (segments === undefined)
        return { kind: "unmatched" };
    const candidates = (templatesByShape.get(`${segments[0]}/${segments.length}`) ?? []).filter((entry) => entry.segments.every((segment, index) => segment === null || segment === segments[index]));
    const first = candidates[0];
    if (first === undefined)
        return { kind: "unmatched" };
    for (const entry of candidates) {
        const operation = entry.available.get(method);
        if (operation !== undefined) {
            const parameter = entry.segments.indexOf(null);
            const id = parameter === -1 ? undefined : segments[parameter];
            return { kind: "available", template: entry.template, operation, id };
        }
        const operationName = entry.planned.get(method);
        if (operationName !== undefined) {
            return { kind: "planned", template: entry.template, operationName };
        }
    }
    return {
        kind: "method-not-allowed",
        template: first.template,
        allowedForApiKeys: [...first.available.keys()],
    };
}
/** Decoded, non-empty segments; undefined for an empty segment or a malformed escape. */
function splitPath(path) {
    if (!path.startsWith("/"))
        return undefined;
    const segments = [];
    for (const raw of path.slice(1).split("/")) {
        if (raw === "")
            return undefined;
        try {
            segments.push(decodeURIComponent(raw));
        }
        catch {
            return undefined;
        }
    }
    return segments;
}

;// CONCATENATED MODULE: ./src/emulator/store.ts

/** A read-only kind of record: served from precomputed JSON, never changed through the API. */
class ReadOnlyCollection {
    #byId;
    #json;
    listJson;
    constructor(records) {
        this.#byId = new Map(records.map((record) => [record.id, record]));
        this.#json = new Map(records.map((record) => [record.id, JSON.stringify(record)]));
        this.listJson = JSON.stringify(records);
    }
    json(id) {
        return this.#json.get(id);
    }
    has(id) {
        return this.#byId.has(id);
    }
    records() {
        return [...this.#byId.values()].map((record) => ({ ...record }));
    }
}
class Organization {
    slug;
    name;
    apiKeys;
    expiredApiKeys;
    facilities;
    controlCenters;
    cyberSystems;
    /** Records exactly as served; replaced, never mutated, so handed-out copies stay valid. */
    assets = new Map();
    /** nameKey -> asset id; maintained only while names are unique. */
    assetIdByName;
    #seedFacilities;
    #seedControlCenters;
    #seedCyberSystems;
    #assetListJson;
    /** The time of a change, when assets carry timestamps; undefined otherwise. */
    #timestamp;
    constructor(seed, options) {
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
        this.facilities = new ReadOnlyCollection(seed.facilities.map(({ id, name }) => ({ id, name, organization_slug: slug })));
        this.controlCenters = new ReadOnlyCollection(seed.control_centers.map(({ id, name }) => ({ id, name, organization_slug: slug })));
        this.cyberSystems = new ReadOnlyCollection(seed.cyber_systems.map((system) => systemAsServed(system, slug, options)));
        this.assetIdByName = options.enforceUniqueNames ? new Map() : undefined;
        const seeded = this.#timestamp?.();
        for (const asset of seed.cyber_assets) {
            const times = seeded === undefined ? {} : { created_at: seeded, updated_at: seeded };
            this.#put({ ...asset, organization_slug: slug, ...times });
        }
    }
    assetListJson() {
        this.#assetListJson ??= JSON.stringify([...this.assets.values()]);
        return this.#assetListJson;
    }
    /** The asset holding `name` (ignoring case), other than `exceptId`, when names are unique. */
    nameHolder(name, exceptId) {
        const id = this.assetIdByName?.get((0,names/* nameKey */.Rc)(name));
        return id === undefined || id === exceptId ? undefined : this.assets.get(id);
    }
    /** Inserts or replaces an asset (a replacement keeps its place in list order). */
    #put(asset) {
        const previous = this.assets.get(asset.id);
        if (previous !== undefined)
            this.assetIdByName?.delete((0,names/* nameKey */.Rc)(previous.name));
        this.assets.set(asset.id, asset);
        this.assetIdByName?.set((0,names/* nameKey */.Rc)(asset.name), asset.id);
        this.#assetListJson = undefined;
    }
    #remove(id) {
        const previous = this.assets.get(id);
        if (previous === undefined)
            return;
        this.assets.delete(id);
        this.assetIdByName?.delete((0,names/* nameKey */.Rc)(previous.name));
        this.#assetListJson = undefined;
    }
    /** `newId` is called only once the asset is accepted, so refusals use up no ids. */
    create(newId, fields) {
        const refusal = this.#check(fields.name, fields.cyber_system_id, undefined);
        if (refusal !== undefined)
            return { ok: false, refusal };
        const id = newId();
        const now = this.#timestamp?.();
        const times = now === undefined ? {} : { created_at: now, updated_at: now };
        const asset = { id, ...fields, organization_slug: this.slug, ...times };
        this.#put(asset);
        return { ok: true, asset, undo: () => this.#remove(id) };
    }
    patch(id, fields) {
        const current = this.assets.get(id);
        if (current === undefined)
            return { ok: false, refusal: assetNotFound(id) };
        const refusal = this.#check(fields.name, fields.cyber_system_id, id);
        if (refusal !== undefined)
            return { ok: false, refusal };
        const now = this.#timestamp?.();
        const asset = {
            ...current,
            ...fields,
            ...(now === undefined ? {} : { updated_at: now }),
        };
        this.#put(asset);
        return { ok: true, asset, undo: () => this.#put(current) };
    }
    delete(id) {
        const current = this.assets.get(id);
        if (current === undefined)
            return { ok: false, refusal: assetNotFound(id) };
        this.#remove(id);
        // Undoing puts the asset back at the end of the list: order is not part of the contract.
        return { ok: true, asset: undefined, undo: () => this.#put(current) };
    }
    /** The unknown-system refusal (422) comes before the name conflict (409). */
    #check(name, systemId, selfId) {
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
    inventory() {
        return {
            facilities: this.facilities.records(),
            controlCenters: this.controlCenters.records(),
            cyberSystems: this.cyberSystems.records(),
            cyberAssets: [...this.assets.values()].map((asset) => ({ ...asset })),
        };
    }
    /** This organization in seed form, as the state file stores it. */
    toSeed() {
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
function assetNotFound(id) {
    // The same answer whether the id is unknown or another organization's: existence is not revealed.
    return {
        status: 404,
        code: "not_found",
        message: `No cyber asset with id ${JSON.stringify(id)} in this organization; list them with GET /cyber-assets.`,
    };
}
function systemAsServed(system, slug, options) {
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
class InventoryStore {
    organizations;
    #bySlug;
    #byKey = new Map();
    #expiredKeys = new Set();
    /** Next value fed to the id permutation; persisted so ids are never reissued after a restart. */
    nextAssetSequence;
    constructor(seed, nextAssetSequence, options) {
        this.organizations = seed.organizations.map((organization) => new Organization(organization, options));
        this.#bySlug = new Map(this.organizations.map((organization) => [organization.slug, organization]));
        for (const organization of this.organizations) {
            for (const key of organization.apiKeys)
                this.#byKey.set(key, organization);
            for (const key of organization.expiredApiKeys)
                this.#expiredKeys.add(key);
        }
        this.nextAssetSequence = nextAssetSequence;
    }
    organizationForKey(key) {
        return this.#byKey.get(key);
    }
    /** A key the seed lists under an organization's `expired_api_keys`. */
    isExpiredKey(key) {
        return this.#expiredKeys.has(key);
    }
    organization(slug) {
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
    newAssetId() {
        for (;;) {
            const id = `ca_${scramble32(this.nextAssetSequence).toString(16).padStart(8, "0")}`;
            this.nextAssetSequence += 1;
            // Terminates: each taken id is skipped at most once, and there are finitely many.
            if (!this.organizations.some((organization) => organization.assets.has(id)))
                return id;
        }
    }
    toSeed() {
        return { organizations: this.organizations.map((organization) => organization.toSeed()) };
    }
}
/**
 * lowbias32 (C. Wellons) after adding a constant: both steps are invertible on 32 bits, so no two
 * inputs collide (the constant keeps sequence 0 from mapping to 0).
 */
function scramble32(value) {
    let x = (value + 0x9e3779b9) >>> 0;
    x ^= x >>> 16;
    x = Math.imul(x, 0x7feb352d);
    x ^= x >>> 15;
    x = Math.imul(x, 0x846ca68b);
    x ^= x >>> 16;
    return x >>> 0;
}

;// CONCATENATED MODULE: ./src/emulator/request-handler.ts








const MUTATING_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);
/** The records served by id: the organization's collection, a record's kind in words, its list. */
const RECORDS = {
    "GET /facilities/{id}": { collection: "facilities", kind: "facility", list: "/facilities" },
    "GET /control-centers/{id}": {
        collection: "controlCenters",
        kind: "control center",
        list: "/control-centers",
    },
    "GET /cyber-systems/{id}": {
        collection: "cyberSystems",
        kind: "cyber system",
        list: "/cyber-systems",
    },
};
/**
 * Answers the requests of one running emulator: counts them, applies the injected faults,
 * authenticates the API key, routes, serves from the store and persists each change.
 */
class RequestHandler {
    counts = new Map();
    mutatingCount = 0;
    faults;
    #store;
    #basePath;
    #persist;
    #clock;
    #profile;
    /** Cuts injected latency short on close, so no timer outlives the server. */
    #closing = new AbortController();
    constructor(store, basePath, persist, faults, clock, profile = "spec") {
        this.#store = store;
        this.#basePath = basePath;
        this.#persist = persist;
        this.faults = new FaultInjector(faults);
        this.#clock = clock;
        this.#profile = profile;
    }
    /** An error answer in this emulator's profile. */
    #refuse = (response, refusal, headers = {}) => sendError(response, refusal, headers, this.#profile);
    get closed() {
        return this.#closing.signal.aborted;
    }
    close() {
        this.#closing.abort();
    }
    async handle(request, response) {
        const answerAt = this.#clock() + (this.faults.options.latencyMs ?? 0);
        const method = request.method ?? "GET";
        const pathname = new URL(request.url ?? "/", "http://emulator.invalid").pathname;
        const route = matchRoute(method, this.#relativePath(pathname));
        const countKey = `${method} ${route.kind === "unmatched" ? "(unmatched)" : route.template}`;
        this.counts.set(countKey, (this.counts.get(countKey) ?? 0) + 1);
        if (MUTATING_METHODS.has(method))
            this.mutatingCount += 1;
        // Read during the latency; judged only after the key and the route, as before.
        const body = route.kind === "available" ? startBody(route.operation, request) : undefined;
        if (!(await this.#passFaults(response, answerAt)))
            return;
        const key = request.headers["x-api-key"];
        const organization = typeof key === "string" ? this.#store.organizationForKey(key) : undefined;
        if (organization === undefined) {
            // The key itself is never repeated.
            const standing = typeof key !== "string" ? "missing" : this.#store.isExpiredKey(key) ? "expired" : "unknown";
            return this.#refuse(response, (0,emulator_profile/* unauthenticated */.JK)(standing, this.#profile));
        }
        if (route.kind !== "available") {
            const { refusal, headers } = routeRefusal(method, pathname, route);
            return this.#refuse(response, refusal, headers);
        }
        return this.#serve(route.operation, route.id ?? "", organization, { request, body }, response);
    }
    /**
     * Waits until `answerAt` (the arrival plus the injected latency, to the millisecond of the
     * timer), then applies the injected rate limit and outage. False when the request must go no
     * further: answered with the fault, or dropped because the server closed.
     */
    async #passFaults(response, answerAt) {
        const faults = this.faults;
        const left = Math.round(answerAt - this.#clock());
        if (left > 0) {
            // Closing rejects the wait; the request is then dropped with its connection.
            const waited = await (0,external_node_timers_promises_.setTimeout)(left, true, { signal: this.#closing.signal }).catch(() => false);
            if (!waited)
                return false;
        }
        const decision = faults.beforeRequest(this.#clock());
        if (decision.kind === "rate-limited") {
            const seconds = decision.retryAfterSeconds;
            const message = this.#profile === "spec"
                ? `Too many requests; retry after ${seconds} s.`
                : "Rate limit exceeded. Please retry after a short delay.";
            this.#refuse(response, { status: 429, code: "rate_limited", message }, (0,emulator_profile/* rateLimitHeaders */._w)(seconds, this.#profile));
            return false;
        }
        if (decision.kind === "unavailable") {
            this.#refuse(response, {
                status: 503,
                code: "service_unavailable",
                message: "The service is temporarily unavailable (injected fault); retry later.",
            });
            return false;
        }
        return true;
    }
    #relativePath(pathname) {
        if (this.#basePath === "")
            return pathname;
        return pathname.startsWith(`${this.#basePath}/`) ? pathname.slice(this.#basePath.length) : "";
    }
    async #serve(operation, id, organization, received, response) {
        switch (operation) {
            case "GET /facilities":
                return sendJson(response, 200, organization.facilities.listJson);
            case "GET /control-centers":
                return sendJson(response, 200, organization.controlCenters.listJson);
            case "GET /cyber-systems":
                return sendJson(response, 200, organization.cyberSystems.listJson);
            case "GET /cyber-assets":
                return sendJson(response, 200, organization.assetListJson());
            case "GET /facilities/{id}":
            case "GET /control-centers/{id}":
            case "GET /cyber-systems/{id}": {
                const { collection, kind, list } = RECORDS[operation];
                const json = organization[collection].json(id);
                return sendRecord(response, json, kind, id, list, this.#profile);
            }
            case "GET /cyber-assets/{id}": {
                const asset = organization.assets.get(id);
                if (asset === undefined)
                    return this.#refuse(response, assetNotFound(id));
                return sendJson(response, 200, JSON.stringify(asset));
            }
            case "DELETE /cyber-assets/{id}":
                return this.#commit(response, 204, organization.delete(id));
            case "POST /cyber-assets": {
                const body = await (received.body ?? readJsonBody(received.request));
                if (!body.ok)
                    return this.#refuse(response, body.refusal);
                const fields = assetFields(body.value, true);
                if (!fields.ok)
                    return this.#refuse(response, fields.refusal);
                // With `create`, assetFields has required every field.
                const create = fields.value;
                const result = organization.create(() => this.#store.newAssetId(), create);
                return this.#commit(response, 201, result);
            }
            case "PATCH /cyber-assets/{id}": {
                const body = await (received.body ?? readJsonBody(received.request));
                if (!body.ok)
                    return this.#refuse(response, body.refusal);
                const fields = assetFields(body.value, false);
                if (!fields.ok)
                    return this.#refuse(response, fields.refusal);
                return this.#commit(response, 200, organization.patch(id, fields.value));
            }
        }
    }
    /** Persists a successful mutation (undoing it if that fails), then answers or drops. */
    #commit(response, status, result) {
        if (this.closed) {
            if (result.ok)
                result.undo();
            return;
        }
        if (!result.ok) {
            this.#refuse(response, result.refusal);
            return;
        }
        try {
            this.#persist();
        }
        catch (error) {
            result.undo();
            const reason = (0,errors/* errorMessage */.g)(error);
            this.#refuse(response, {
                status: 500,
                code: "internal_error",
                message: `The change was not stored: ${reason}`,
            });
            return;
        }
        if (this.faults.dropAfterCommit()) {
            response.socket?.destroy();
            return;
        }
        if (result.asset === undefined) {
            response.writeHead(status).end();
            return;
        }
        sendJson(response, status, JSON.stringify(result.asset));
    }
}
/**
 * The body of a create or an update, read from now on; a rejection (the client went away) is
 * marked handled, for a request refused before its body is looked at, and rethrown to a reader.
 */
function startBody(operation, request) {
    if (operation !== "POST /cyber-assets" && operation !== "PATCH /cyber-assets/{id}")
        return;
    const body = readJsonBody(request);
    body.catch(() => { });
    return body;
}
/** The answer to an authenticated request no operation available to API keys matches. */
function routeRefusal(method, pathname, route) {
    switch (route.kind) {
        case "unmatched":
            return {
                refusal: {
                    status: 404,
                    code: "route_not_found",
                    message: `No endpoint ${method} ${pathname}; the API-key endpoints are /facilities, /control-centers, /cyber-systems and /cyber-assets (spec 4.2).`,
                },
            };
        case "planned":
            return {
                refusal: {
                    status: 403,
                    code: "not_available_to_api_keys",
                    message: `${route.operationName} (${method} ${route.template}) is a planned operation that is not available to API keys.`,
                },
            };
        case "method-not-allowed": {
            const allowed = route.allowedForApiKeys;
            const hint = allowed.length === 0
                ? "this path has no operation available to API keys"
                : `API keys may use ${allowed.join(", ")}`;
            return {
                refusal: {
                    status: 405,
                    code: "method_not_allowed",
                    message: `${method} is not allowed on ${route.template}; ${hint}.`,
                },
                headers: { allow: allowed.join(", ") },
            };
        }
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/emulator/state-lock.ts
// One emulator per state file: two would each hold their own copy and overwrite each other's
// changes. A lock file beside the state (`FILE.lock`) holds the owner's pid and, once it listens,
// its URL; a second emulator refuses to start and names the first. A lock whose process is gone
// (killed, crashed) is taken over.


function lockState(statePath) {
    const path = `${statePath}.lock`;
    const write = (content, flag) => (0,external_node_fs_.writeFileSync)(path, `${JSON.stringify(content)}\n`, { flag });
    try {
        write({ pid: process.pid }, "wx");
    }
    catch (error) {
        // A path that cannot take the lock cannot take the state either: writing the state says why.
        if (error.code !== "EEXIST")
            return { listening: () => { }, release: () => { } };
        const owner = readOwner(path);
        if (owner !== undefined && isAlive(owner.pid)) {
            const where = owner.url === undefined ? "" : ` at ${owner.url}`;
            throw new EmulatorSeedError(`${statePath}: another emulator (pid ${owner.pid}${where}) is using this state file; stop it first, or choose another state file (--state FILE).`);
        }
        write({ pid: process.pid }, "w");
    }
    return {
        listening: (url) => write({ pid: process.pid, url }, "w"),
        release: () => (0,external_node_fs_.rmSync)(path, { force: true }),
    };
}
function readOwner(path) {
    try {
        const value = JSON.parse((0,external_node_fs_.readFileSync)(path, "utf8"));
        return typeof value.pid === "number" ? { pid: value.pid, url: value.url } : undefined;
    }
    catch {
        return undefined;
    }
}
function isAlive(pid) {
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: the process exists but belongs to someone else.
        return error.code === "EPERM";
    }
}

;// CONCATENATED MODULE: ./src/emulator/state.ts
// The state file: the seed format plus the id sequence, rewritten atomically after every change
// (temp file in the same directory, fsync, rename, fsync of the directory), so a kill leaves
// either the old or the new state, and a torn temp file is never read.






const STATE_FORMAT_VERSION = 1;
const STATE_KEYS = ["emulator_state_version", "next_asset_sequence"];
const CORRUPT_FIX = "restore the file from a backup, or delete it to start again from the seed";
/** The state at `path`, or undefined when there is no such file yet. */
async function loadState(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,errors/* errorCode */.C)(error) === "ENOENT")
            return undefined;
        throw new EmulatorSeedError(`${path}: cannot read the emulator state file (${(0,errors/* errorMessage */.g)(error)}); name a readable file, or one that does not exist yet.`);
    }
    const value = parseJson(text, path, CORRUPT_FIX);
    const root = typeof value === "object" && value !== null ? value : {};
    if (root.emulator_state_version !== STATE_FORMAT_VERSION) {
        throw new EmulatorSeedError(`${path}: emulator_state_version is ${JSON.stringify(root.emulator_state_version) ?? "missing"}, not ${STATE_FORMAT_VERSION}; this is not an emulator state file of this version: ${CORRUPT_FIX}.`);
    }
    const sequence = root.next_asset_sequence;
    if (typeof sequence !== "number" || !Number.isSafeInteger(sequence) || sequence < 0) {
        throw new EmulatorSeedError(`${path}: next_asset_sequence must be an integer >= 0; ${CORRUPT_FIX}.`);
    }
    return { seed: validateEmulatorSeed(value, path, STATE_KEYS), nextAssetSequence: sequence };
}
/** Replaces the file at `path` with `state`, atomically and durably. */
function writeStateSync(path, state) {
    const text = JSON.stringify({
        emulator_state_version: STATE_FORMAT_VERSION,
        next_asset_sequence: state.nextAssetSequence,
        organizations: state.seed.organizations,
    });
    // A temp file left by a kill is truncated and rewritten here; loadState never reads it.
    const temporary = `${path}.tmp`;
    try {
        const descriptor = (0,external_node_fs_.openSync)(temporary, "w", 0o600);
        try {
            (0,external_node_fs_.writeFileSync)(descriptor, text);
            (0,external_node_fs_.fsyncSync)(descriptor);
        }
        finally {
            (0,external_node_fs_.closeSync)(descriptor);
        }
        (0,external_node_fs_.renameSync)(temporary, path);
        fsyncDirectory((0,external_node_path_.dirname)(path));
    }
    catch (error) {
        throw new Error(`${path}: cannot write the emulator state file (${(0,errors/* errorMessage */.g)(error)}); make sure its directory exists and is writable.`, { cause: error });
    }
}
/** Makes the rename itself durable. Windows cannot open a directory for fsync; NTFS journals it. */
function fsyncDirectory(directory) {
    if (process.platform === "win32")
        return;
    const descriptor = (0,external_node_fs_.openSync)(directory, "r");
    try {
        (0,external_node_fs_.fsyncSync)(descriptor);
    }
    finally {
        (0,external_node_fs_.closeSync)(descriptor);
    }
}

;// CONCATENATED MODULE: ./src/emulator/server.ts
// A local Compliance Inventory Service over node:http: the API-key surface of the spec (4.2, 5, 7),
// tenancy, validation, an optional state file, request counting and injectable faults. This module
// starts and stops the server and opens its store; request-handler.ts answers each request.











async function startEmulator(options) {
    const lock = options.statePath === undefined ? undefined : lockState(options.statePath);
    try {
        return await listen(options, lock);
    }
    catch (error) {
        lock?.release();
        throw error;
    }
}
async function listen(options, lock) {
    const basePath = normalizeBasePath(options.basePath ?? "");
    const { store, persist, restoredState } = await openStore(options);
    const handler = new RequestHandler(store, basePath, persist, options.faults ?? {}, options.clock ?? (() => external_node_perf_hooks_.performance.now()), options.profile);
    const server = (0,external_node_http_.createServer)((request, response) => {
        handler.handle(request, response).catch((error) => {
            // Only a bug reaches here; answer rather than leave the client hanging.
            const message = (0,errors/* errorMessage */.g)(error);
            const refusal = {
                status: 500,
                code: "internal_error",
                message: `Emulator error: ${message}`,
            };
            sendError(response, refusal, {}, options.profile);
        });
    });
    await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
            server.off("error", reject);
            resolve();
        });
    });
    const address = server.address();
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    let closing;
    const url = `http://${host}:${address.port}${basePath}`;
    lock?.listening(url);
    return {
        url,
        restoredState,
        close: () => {
            // Idempotent: a test may close early and its cleanup close again.
            closing ??= new Promise((resolve, reject) => {
                handler.close();
                lock?.release();
                server.close((error) => (error === undefined ? resolve() : reject(error)));
                server.closeAllConnections();
            });
            return closing;
        },
        requestCounts: () => new Map(handler.counts),
        mutatingRequestCount: () => handler.mutatingCount,
        resetCounts: () => {
            handler.counts.clear();
            handler.mutatingCount = 0;
        },
        setFaults: (faults) => {
            handler.faults = new FaultInjector(faults);
        },
        inventory: (slug) => store.organization(slug).inventory(),
        apiKeys: () => store.organizations.flatMap((organization) => organization.apiKeys.map((key) => ({ organization: organization.slug, key }))),
    };
}
/**
 * The store, from the state file when one exists (else the seed), and how to persist it. The state
 * is written at once, so that a bad state path fails here rather than on the first change.
 */
async function openStore(options) {
    const enforceUniqueNames = options.enforceUniqueNames ?? true;
    const storeOptions = {
        enforceUniqueNames,
        exposeControlCenterParent: options.exposeControlCenterParent ?? true,
        assetTimestamps: options.profile === "documented",
    };
    const saved = options.statePath === undefined ? undefined : await loadState(options.statePath);
    const seed = saved?.seed ?? options.seed;
    const duplicate = enforceUniqueNames ? findDuplicateAssetName(seed) : undefined;
    if (duplicate !== undefined) {
        const source = saved === undefined ? "seed" : options.statePath;
        throw new EmulatorSeedError(`${source}: ${duplicate.second} ${JSON.stringify(duplicate.name)} repeats ${duplicate.first} ignoring case, but the emulator enforces unique asset names; rename one, or turn unique names off (enforceUniqueNames: false, --no-unique-names).`);
    }
    const store = new InventoryStore(seed, saved?.nextAssetSequence ?? 0, storeOptions);
    const statePath = options.statePath;
    const persist = statePath === undefined
        ? () => { }
        : () => writeStateSync(statePath, {
            seed: store.toSeed(),
            nextAssetSequence: store.nextAssetSequence,
        });
    persist();
    return { store, persist, restoredState: saved !== undefined };
}
/** What is wrong with a base path, or undefined when it is usable. */
function basePathProblem(basePath) {
    const trimmed = basePath.replace(/\/+$/, "");
    if (trimmed !== "" && (!trimmed.startsWith("/") || /[?#\s]/.test(trimmed))) {
        return `must be empty or a path starting with "/" such as "/api"; got ${JSON.stringify(basePath)}`;
    }
    return undefined;
}
function normalizeBasePath(basePath) {
    const problem = basePathProblem(basePath);
    if (problem !== undefined)
        throw new RangeError(`basePath ${problem}.`);
    return basePath.replace(/\/+$/, "");
}

// EXTERNAL MODULE: ./src/cli/shared/settings.ts + 8 modules
var shared_settings = __webpack_require__(38698);
;// CONCATENATED MODULE: ./src/cli/service/emulator-command.ts
// `cip-sync emulator`: the local Compliance Inventory Service. Without --data it serves the
// example seed embedded in the bundle, so `cip-sync emulator` works anywhere with no files.








const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;
async function runEmulatorCommand(settings, io) {
    const basePath = basePathProblem(settings.basePath);
    if (basePath !== undefined)
        throw new shared_settings/* UsageError */.eb(`--base-path ${basePath}.`);
    const seed = settings.dataFile === undefined
        ? parseEmulatorSeed(JSON.stringify(emulator_seed_namespaceObject), "the built-in example seed")
        : parseEmulatorSeed(await readSeedFile(settings.dataFile, io.cwd), settings.dataFile);
    const statePath = settings.stateFile === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, settings.stateFile);
    const emulator = await startEmulator({
        seed,
        host: settings.host,
        port: settings.port,
        basePath: settings.basePath,
        ...(statePath !== undefined ? { statePath } : {}),
        enforceUniqueNames: settings.enforceUniqueNames,
        exposeControlCenterParent: settings.exposeControlCenterParent,
        profile: settings.profile,
        faults: settings.faults,
    }).catch((error) => {
        throw listenProblem(error, settings) ?? error;
    });
    const keys = emulator
        .apiKeys()
        .map(({ organization, key }) => `  ${organization}: ${key}`)
        .join("\n");
    const state = statePath === undefined
        ? "in memory, lost on exit (--state FILE keeps it)"
        : emulator.restoredState
            ? `${statePath}, restored (the seed is not used while this file exists; delete it to start again from the seed)`
            : `${statePath}, new, from the seed`;
    const faults = describeFaults(settings.faults);
    if (!LOOPBACK_HOST.test(settings.host)) {
        io.stderr(`warning: --host ${settings.host} lets other machines reach the emulator and its published keys; it is for tests and rehearsals only.\n`);
    }
    // These are the emulator's own keys (from the seed), printed so a newcomer can connect.
    io.stdout(`Compliance Inventory Service emulator listening on ${emulator.url}\n` +
        `Seed: ${settings.dataFile ?? "the built-in example seed"}\n` +
        `State: ${state}\n` +
        (settings.profile === "spec"
            ? ""
            : "Profile: documented (errors, expired keys, 429 and timestamps as the service's documentation shows them)\n") +
        (faults === undefined ? "" : `Injected faults: ${faults}\n`) +
        `API keys by organization:\n${keys}\n` +
        // Commands that work wherever cip-sync is installed: no example files needed.
        "Try, in an empty folder:\n" +
        `  export CIP_API_URL=${emulator.url} CIP_API_KEY=<a key above>\n` +
        "  cip-sync import --out inventory   # the live inventory as files\n" +
        "  cip-sync plan inventory           # no changes yet: edit a file and plan again\n" +
        "Stop with Ctrl-C.\n");
    await io.waitForStop();
    await emulator.close();
    return 0;
}
async function readSeedFile(file, cwd) {
    try {
        return await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, file), "utf8");
    }
    catch (error) {
        throw new shared_settings/* UsageError */.eb(`--data ${file}: cannot read the seed file (${error.message}); pass the path of a JSON seed file, or leave out --data to serve the built-in example seed.`);
    }
}
/** A failure to listen, in terms of --host and --port; undefined for any other error. */
function listenProblem(error, settings) {
    const { code, syscall } = error;
    if (syscall !== "listen" && syscall !== "getaddrinfo")
        return undefined;
    const { host, port } = settings;
    switch (code) {
        case "EADDRINUSE":
            return new shared_settings/* UsageError */.eb(`--port ${port}: the port is already in use on ${host}; choose another with --port N, or --port 0 for any free port.`);
        case "EACCES":
            return new shared_settings/* UsageError */.eb(`--port ${port}: not permitted to listen on this port on ${host}; choose a port from 1024 up, or --port 0 for any free port.`);
        default:
            return new shared_settings/* UsageError */.eb(`--host ${host}: cannot listen on this address (${code}); use an address of this machine, such as 127.0.0.1 (the default) or 0.0.0.0 for every interface.`);
    }
}
/** The active faults in words, or undefined when none is on. */
function describeFaults(faults) {
    const active = [
        faults.latencyMs ? `${faults.latencyMs} ms latency` : undefined,
        faults.errorRate ? `503 on ${(0,wording/* percent */.KN)(faults.errorRate)} of requests` : undefined,
        faults.dropAfterCommitRate
            ? `connection dropped after ${(0,wording/* percent */.KN)(faults.dropAfterCommitRate)} of committed changes`
            : undefined,
        faults.rateLimitPerSecond !== undefined
            ? `429 above ${faults.rateLimitPerSecond} requests per second`
            : undefined,
    ].filter((item) => item !== undefined);
    if (active.length === 0)
        return undefined;
    return `${active.join(", ")} (fault seed ${faults.seed ?? DEFAULT_FAULT_SEED})`;
}


/***/ }),

/***/ 63990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ MAX_NAME_LENGTH),
/* harmony export */   Js: () => (/* binding */ isDeclarableName),
/* harmony export */   _P: () => (/* binding */ inventoryJsonSchema),
/* harmony export */   pg: () => (/* binding */ DOCUMENT_KEYS),
/* harmony export */   qD: () => (/* binding */ ASSET_DETAIL_KEYS)
/* harmony export */ });
/* unused harmony export inventoryDocumentSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98439);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37368);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _principals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49513);
/* harmony import */ var _asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18453);
// The inventory document format as one zod schema: the source of the published JSON Schema (editor
// completion and checks) and of the key lists and name rules the position-aware parser enforces.
// The parser does not run zod on the hot path: it walks YAML nodes so that every problem carries a
// file:line:column, but it takes its vocabulary from here so the two cannot drift apart.





const MAX_NAME_LENGTH = 255;
// The same rules as one pattern, for JSON Schema consumers (editors): no forbidden character, no
// leading or trailing whitespace. Length is `maxLength` (JSON Schema counts code points, as we do).
// Surrogates are left out: a UTF-8 file cannot hold a lone one, and an engine without the `u` flag
// would take every character outside the BMP for one.
const NAME_PATTERN = new RegExp(String.raw `^(?!\s)(?![\s\S]*\s$)[^${_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_CHARACTERS */ .XU}]+$`);
/**
 * Whether an inventory file can hold `name` as a name: what the parser accepts, in one test.
 * For names that come from the service (import); the parser checks its own with a message each.
 */
function isDeclarableName(name) {
    return (NAME_PATTERN.test(name) &&
        !_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_NAME_CHARACTER */ .YV.test(name) &&
        (name.length <= MAX_NAME_LENGTH || [...name].length <= MAX_NAME_LENGTH));
}
function nameSchema(description) {
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).max(MAX_NAME_LENGTH).regex(NAME_PATTERN).meta({ description });
}
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__/* .ASSET_TYPES */ .D).meta({
    title: "Asset type",
    description: "hardware: physical devices (RTUs, PLCs, HMIs, network equipment). software: applications and operating systems classified under the cyber system.",
});
const assetDetailsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: assetTypeSchema,
    class: _asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .assetClassSchema */ .gM.optional(),
    renamed_from: nameSchema("The current name of a live asset of this cyber system to rename in place to this asset's name (keeps its id). Remove it once applied.")
        .meta({ title: "Renamed from" })
        .optional(),
    source_id: nameSchema("The id the source's platform gives this asset (ServiceNow's sys_id, Tenable OT Security's or Nozomi's asset id), written by the sync, which finds the asset by it when the platform renames it. The source's key: never sent to the service.")
        .meta({ title: "Source id" })
        .optional(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "The name of one of the document's baselines." }),
        baselineSchema(),
    ])
        .meta({
        title: "Baseline",
        description: "The asset's baseline configuration (CIP-010 R1.1), or the name of a shared one under the document's baselines. Never sent to the service: plans and change records carry its SHA-256.",
    })
        .optional(),
    baseline_ref: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        uri: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({
            description: "Where the baseline is kept (BES Cyber System Information stays out of the repository).",
        }),
        sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(/^[0-9a-fA-F]{64}$/)
            .meta({ description: "The SHA-256 of the baseline document there." }),
    })
        .meta({ title: "Baseline kept elsewhere" })
        .optional(),
})
    .meta({ title: "Asset details" });
/**
 * A baseline configuration's content: each item CIP-010-4 R1.1 lists. An empty list states "none";
 * for an asset of a High or Medium system (R1 scope) every item must be written.
 */
function baselineSchema() {
    const text = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1);
    const date = (description) => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .meta({ description })
        .optional();
    const named = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: text });
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .min(1)
            .meta({ description: "1.1.1 Operating system(s) or firmware, each with its version." })
            .optional(),
        software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .meta({
            description: "1.1.2 Commercially available or open-source software intentionally installed, with versions; [] for none.",
        })
            .optional(),
        custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.3 Custom software installed; [] for none." })
            .optional(),
        ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            port: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
                zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(65535),
                zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
                    .regex(/^\d{1,5}-\d{1,5}$/)
                    .meta({ description: "A range, low-high." }),
            ]),
            protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["tcp", "udp"]),
            service: text.optional(),
            justification: text
                .meta({
                description: "Why it is open (CIP-007 R1.1): required for High systems, and Medium systems with erc: true.",
            })
                .optional(),
        }))
            .meta({ description: "1.1.4 Logical network accessible ports; [] for none." })
            .optional(),
        patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.5 Security patches applied; [] for none." })
            .optional(),
        reviewed: date("The date the baseline was last confirmed, YYYY-MM-DD: changing it records that the asset was checked and its baseline is unchanged (not a deviation)."),
        completed_on: date("The date the field change this baseline describes was completed, YYYY-MM-DD (CIP-010 R1.3 counts 30 days from it)."),
    })
        .meta({ title: "Baseline configuration" });
}
const inventoryDocumentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    cyber_system: nameSchema("Name, or id (cs_...), of an existing cyber system. This document declares its complete asset list.").meta({ title: "Cyber system" }),
    facility: nameSchema("Optional: name, or id (fac_...), of the facility that owns the cyber system; checked against the service. Not together with control_center.")
        .meta({ title: "Facility" })
        .optional(),
    control_center: nameSchema("Optional: name, or id (cc_...), of the control center that owns the cyber system; checked against the service. Not together with facility.")
        .meta({ title: "Control center" })
        .optional(),
    impact: _principals_js__WEBPACK_IMPORTED_MODULE_1__/* .impactSchema */ .kf.optional(),
    erc: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
        .meta({
        title: "External Routable Connectivity",
        description: "Whether the system has External Routable Connectivity (CIP-007 R1.1 and others tell Medium systems apart by it). A Medium system without it is judged as having it.",
    })
        .optional(),
    esp: nameSchema("The Electronic Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "ESP" })
        .optional(),
    psp: nameSchema("The Physical Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "PSP" })
        .optional(),
    criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .CRITERION_PATTERN */ .Rm))
        .min(1)
        .meta({
        title: "CIP-002 criteria",
        description: "The CIP-002 Attachment 1 criteria that rate the system, such as [2.5]: recorded, not checked.",
    })
        .optional(),
    owners: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_principals_js__WEBPACK_IMPORTED_MODULE_1__/* .principalSchema */ .Oj)
        .min(1)
        .meta({
        title: "Owners",
        description: "Who approves this system's changes under the policy (cip-policy.yaml): GitHub logins and org/team slugs. Without it, the code owners of this file (CODEOWNERS) are its owners.",
    })
        .optional(),
    baselines: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("The baseline's name, which assets give as their baseline."), baselineSchema())
        .meta({
        title: "Shared baselines",
        description: "Baselines several assets of this document share: assets name one as their baseline.",
    })
        .optional(),
    prune: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().default(true).meta({
        title: "Prune",
        description: "true (default): live assets of this cyber system that are not declared here are deleted. false: they are kept and reported as unmanaged.",
    }),
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("Asset name, exactly as written. Unique across the inventory, ignoring case."), zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([assetTypeSchema, assetDetailsSchema]))
        .meta({
        title: "Assets",
        description: "The complete asset list of the cyber system: asset name -> hardware | software, or -> { type, renamed_from, class, baseline, ... }. Write {} for a system with no assets.",
    }),
})
    .refine((document) => document.facility === undefined || document.control_center === undefined, {
    message: "facility and control_center are mutually exclusive",
    path: ["control_center"],
})
    .meta({
    title: "cip-inventory-sync inventory document",
    description: "The complete asset list of one NERC CIP cyber system. One YAML document per cyber system; several documents per file are separated by ---.",
});
/** The keys of a document, in the order messages list them. */
const DOCUMENT_KEYS = Object.keys(inventoryDocumentSchema.shape);
/** The keys of an asset written as a map. */
const ASSET_DETAIL_KEYS = Object.keys(assetDetailsSchema.shape);
/** The JSON Schema (draft 2020-12) of one inventory document, for editors (`$schema` modelines). */
function inventoryJsonSchema() {
    const schema = zod__WEBPACK_IMPORTED_MODULE_5__/* .toJSONSchema */ .bl(inventoryDocumentSchema, {
        target: "draft-2020-12",
        io: "input",
    });
    // zod does not translate refinements; this is the facility/control_center exclusion.
    schema.not = { required: ["facility", "control_center"] };
    return schema;
}


/***/ }),

/***/ 37368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ASSET_TYPES)
/* harmony export */ });
// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];


/***/ }),

/***/ 63518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JK: () => (/* binding */ unauthenticated),
/* harmony export */   _w: () => (/* binding */ rateLimitHeaders),
/* harmony export */   r$: () => (/* binding */ EMULATOR_PROFILES),
/* harmony export */   t4: () => (/* binding */ errorBody)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
// The emulator's two behaviours. `spec` (the default) is the contract: the spec's error envelope
// `{"error": {"code", "message"}}`, keys that never expire, Retry-After on every 429, assets with
// the spec's fields only. `documented` answers as the service's public documentation shows it:
// `{"error": "<status text>", "message"}` bodies, 401 "API key has expired" for a seed's
// `expired_api_keys`, 429 without Retry-After, and `created_at`/`updated_at` on assets.

const EMULATOR_PROFILES = ["spec", "documented"];
/** The body of an error answer in this profile's shape. */
function errorBody(refusal, profile) {
    if (profile === "documented") {
        const error = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[refusal.status] ?? "Error";
        return JSON.stringify({ error, message: refusal.message });
    }
    return JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
}
/**
 * The 401 for a key that opens nothing. The spec profile gives one answer for every case (keys do
 * not expire there: an expired key is just unknown); the documented profile tells them apart.
 */
function unauthenticated(standing, profile) {
    const code = "unauthenticated";
    if (profile === "spec") {
        return {
            status: 401,
            code,
            message: "Missing or invalid X-API-Key header; send an API key an Organization Admin generated for your organization.",
        };
    }
    const message = {
        missing: "Missing X-API-Key header",
        unknown: "Invalid API key",
        expired: "API key has expired",
    }[standing];
    return { status: 401, code, message };
}
/** The headers of a 429: the spec profile says when to retry, the documented one does not. */
function rateLimitHeaders(retryAfterSeconds, profile) {
    return profile === "spec" ? { "retry-after": String(retryAfterSeconds) } : {};
}


/***/ })

};
