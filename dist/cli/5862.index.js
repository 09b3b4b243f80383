export const id = 5862;
export const ids = [5862];
export const modules = {

/***/ 17106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ DriftEpisodes)
/* harmony export */ });
/* harmony import */ var _shared_exhaustive_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91565);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80053);
/* harmony import */ var _records_drift_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9094);
// Drift episodes: from the first monitoring run that found drift to the first back in sync, with
// the apply that resolved it (when one was recorded in between) and every asset seen drifted.



/**
 * Drift episodes in a workspace's whole history, its records given one at a time in chain order:
 * first run that drifted to first back in sync.
 */
class DriftEpisodes {
    episodes = [];
    #open;
    /** The last apply recorded while an episode is open, as the episode names it once resolved. */
    #lastApply = null;
    #seen = new Set();
    /** Episodes from the state `held` keeps (its open episode, if any, is the first). */
    static resume(held) {
        const episodes = new DriftEpisodes();
        // A copy: the resumed episodes change what they hold, never the caller's object.
        const { open, last_apply, seen } = structuredClone(held);
        if (open !== null) {
            episodes.#open = open;
            episodes.episodes.push(open);
        }
        episodes.#lastApply = last_apply;
        episodes.#seen = new Set(seen);
        return episodes;
    }
    /**
     * The state a checkpoint keeps, as plain JSON sharing the open episode, which later records
     * change: serialised at once, as a checkpoint's text is (resume copies what it is given).
     */
    held() {
        return { open: this.#open ?? null, last_apply: this.#lastApply, seen: [...this.#seen] };
    }
    add(record) {
        switch (record.kind) {
            case "change": {
                const { outcome } = record.change;
                if (this.#open !== undefined &&
                    (outcome === "applied" || outcome === "partly-applied" || outcome === "interrupted"))
                    this.#lastApply = {
                        pull_requests: (0,_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestsOf */ .Tb)(record.change).map(({ number, url }) => ({
                            number,
                            url,
                        })),
                        recorded_at: record.recorded_at,
                    };
                return;
            }
            case "monitoring":
                break;
            case "configuration-monitoring":
                return; // devices compared with the inventory, not the service: no drift episode
            default:
                (0,_shared_exhaustive_js__WEBPACK_IMPORTED_MODULE_2__/* .assertNever */ .x)(record);
        }
        const { in_sync, differences } = record.monitoring;
        if (in_sync) {
            this.#resolve(record.recorded_at);
            return;
        }
        let open = this.#open;
        if (open === undefined) {
            open = {
                first_seen: record.recorded_at,
                last_seen: record.recorded_at,
                resolved_at: null,
                resolved_by: null,
                max_differences: 0,
                assets: [],
            };
            this.#open = open;
            this.#seen = new Set();
            this.episodes.push(open);
            this.#lastApply = null;
        }
        open.last_seen = record.recorded_at;
        open.max_differences = Math.max(open.max_differences, differences.length);
        for (const difference of differences) {
            const asset = driftedAsset(difference);
            const key = `${asset.action}\u0000${asset.asset_id}\u0000${asset.name}`;
            if (this.#seen.has(key))
                continue;
            this.#seen.add(key);
            open.assets.push(asset);
        }
    }
    /** The open episode, if any, resolved by a run back in sync at `at`. */
    #resolve(at) {
        const open = this.#open;
        if (open === undefined)
            return;
        open.resolved_at = at;
        if (this.#lastApply !== null)
            open.resolved_by = this.#lastApply;
        this.#open = undefined;
    }
}
/** A difference as the report names it: the declared side when the files have it, else the live. */
function driftedAsset(difference) {
    // A difference has at least one side: the files' or the service's.
    const side = difference.declared ?? difference.live;
    return {
        action: difference.action,
        asset_id: difference.asset_id,
        name: side?.name ?? "",
        cyber_system: side?.cyber_system ?? "",
    };
}


/***/ }),

/***/ 9094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ driftFindings)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99343);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65032);
// What a drift check found: each asset on which the files and the service disagree, with both
// sides in full, and the fingerprints of the plan and of the live inventory it compared. Pure.




/** "sha256:<hex>" of the live inventory, independent of the order the service listed it in. */
function liveFingerprint(live) {
    const byId = (items) => [...items].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
    const state = {
        facilities: byId(live.facilities),
        control_centers: byId(live.controlCenters),
        cyber_systems: byId(live.cyberSystems),
        cyber_assets: byId(live.cyberAssets),
    };
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(JSON.stringify((0,_plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonical */ .$N)(state)))}`;
}
function renameOf(operation) {
    const rename = operation.possible_rename;
    if (rename === undefined)
        return {};
    const { candidates, declared, live } = rename;
    return { possible_rename: { declared, live, ...(candidates ? { candidates } : {}) } };
}
/** An asset's state in the service by its id, its system named; null: the service has none. */
function liveStates(live) {
    const systemNames = new Map(live.cyberSystems.map((system) => [system.id, system.name]));
    const liveAssets = new Map(live.cyberAssets.map((asset) => [asset.id, asset]));
    return (id) => {
        const asset = liveAssets.get(id);
        if (asset === undefined)
            return null;
        const system = systemNames.get(asset.cyber_system_id) ?? asset.cyber_system_id;
        return { name: asset.name, cyber_system: system, asset_type: asset.asset_type };
    };
}
/**
 * Each asset the plan's operations change, once, with the files' side and the service's: an
 * update's changes folded into one difference per asset, its declared side the live one changed.
 */
function differencesOf(plan, live) {
    const liveState = liveStates(live);
    const differences = [];
    const updated = new Map();
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
        }
        else if (operation.action === "delete") {
            const before = liveState(operation.asset_id);
            differences.push({
                action: "delete",
                asset_id: operation.asset_id,
                declared: null,
                live: before,
                ...renameOf(operation),
            });
        }
        else {
            let difference = updated.get(operation.asset_id);
            if (difference === undefined) {
                const before = liveState(operation.asset_id);
                // The planner updates only assets it read from the service.
                if (before === null)
                    throw new Error(`update of ${operation.asset_id}, which is not live`);
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
            const current = difference.declared ?? (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .missingEntry */ .Dj)("an updated asset's declared side");
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
function driftFindings(plan, live) {
    const differences = differencesOf(plan, live);
    const managed = new Set(plan.managed_systems.map((system) => system.id));
    return {
        in_sync: plan.operations.length === 0,
        plan_fingerprint: plan.fingerprint,
        systems: plan.managed_systems.map(({ id, name, impact }) => impact === undefined ? { id, name } : { id, impact, name }),
        live_counts: {
            cyber_systems: live.cyberSystems.length,
            cyber_assets: live.cyberAssets.length,
            managed_assets: live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id)).length,
        },
        live_fingerprint: liveFingerprint(live),
        differences,
    };
}


/***/ }),

/***/ 56158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ DeclaredBaselines)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
// What the ledger last declared of each asset's baseline in one workspace, as the deviations' pass
// holds it for 100,000 assets at once: in columns by the asset's place, not an object per asset
// with an object of its items (120 bytes, beside a string of 88 bytes for a digest no other asset
// shares). A digest other assets share is one string (TextTable); one seen first is held as its
// 32 bytes (Sha256Texts). Each DeclaredBaseline given back is made when asked. Pure.


/** A baseline's kind by its number in a place's form; bit 2 of the form: it has items. */
const KINDS = [undefined, "content", "ref"];
const WITH_ITEMS = 4;
/** Each asset's declared baseline by its key, in the order first declared (a Map's). */
class DeclaredBaselines {
    #texts;
    #sha256s = new _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .Sha256Texts */ .oE();
    #places = new Map();
    #digests = [];
    /** By item: each place's digest of it. */
    #items = {
        os_firmware: [],
        software: [],
        custom_software: [],
        ports: [],
        patches: [],
    };
    #completedOn = [];
    #forms = [];
    /** `texts` holds one copy of each digest several assets declare. */
    constructor(texts) {
        this.#texts = texts;
    }
    get size() {
        return this.#places.size;
    }
    get(key) {
        const place = this.#places.get(key);
        return place === undefined ? undefined : this.#at(place);
    }
    set(key, declared) {
        let place = this.#places.get(key);
        if (place === undefined) {
            place = this.#places.size;
            this.#places.set(key, place);
        }
        const { digest, items, kind, completedOn } = declared;
        this.#digests[place] = this.#held(this.#digests[place], digest);
        for (const item of _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK) {
            const column = this.#items[item];
            column[place] = this.#held(column[place], items?.[item]);
        }
        this.#completedOn[place] = completedOn;
        this.#forms[place] = KINDS.indexOf(kind) + (items === undefined ? 0 : WITH_ITEMS);
    }
    /** Each key and its declared baseline, in the order first declared. */
    *[Symbol.iterator]() {
        for (const [key, place] of this.#places)
            yield [key, this.#at(place)];
    }
    #at(place) {
        const form = this.#forms[place] ?? 0;
        let items;
        if (form >= WITH_ITEMS) {
            items = {};
            for (const item of _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK) {
                const digest = this.#sha256s.text(this.#items[item][place]);
                if (digest !== undefined)
                    items[item] = digest;
            }
        }
        return {
            digest: this.#sha256s.text(this.#digests[place]),
            items,
            kind: KINDS[form % WITH_ITEMS],
            completedOn: this.#completedOn[place],
        };
    }
    /**
     * `digest` as a place holds it: the one string of it when other assets declared it lately, else
     * its bytes in the place `before` had (a digest of this asset's alone, its patches' most often).
     */
    #held(before, digest) {
        if (digest === undefined)
            return undefined;
        const shared = this.#texts.held(digest);
        if (shared !== undefined)
            return shared;
        this.#texts.of(digest);
        return this.#sha256s.held(before, digest);
    }
}


/***/ }),

/***/ 60465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SB: () => (/* binding */ UNREAD_AT_BASE),
/* harmony export */   bH: () => (/* binding */ changedItems),
/* harmony export */   yN: () => (/* binding */ declaredOf),
/* harmony export */   zi: () => (/* binding */ AssetKeys)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);


/**
 * The existing baseline of a record whose base could not be read: kept elsewhere as far as the
 * ledger knows (as a baseline_ref is), with no digest, so any baseline differs from it ("unknown").
 */
const UNREAD_AT_BASE = {
    digest: undefined,
    items: undefined,
    kind: "ref",
    completedOn: undefined,
};
/**
 * The R1.1 items that changed from `before` to `after`: none for a first declaration or the same
 * items; "unknown" for a baseline_ref whose digest changed (its content is elsewhere). A record
 * written before per-item digests says nothing of items: it opens no deviation.
 */
function changedItems(before, after) {
    if (before === undefined)
        return [];
    if (before.kind === "ref" || after.kind === "ref")
        return before.digest === after.digest ? [] : ["unknown"];
    const [was, now] = [before.items, after.items];
    if (was === undefined || now === undefined)
        return [];
    return _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK.filter((item) => was[item] !== now[item]);
}
/**
 * What the ledger declares of an asset's baseline, as a record states it (DeclaredBaselines holds
 * it): a baseline with items needs no digest of its own.
 */
function declaredOf(entry) {
    const { items } = entry;
    return {
        digest: items === undefined || entry.kind === "ref" ? entry.digest : undefined,
        items,
        kind: entry.kind,
        completedOn: entry.completed_on,
    };
}
/** Each asset's key in one workspace's chain: its live id, learnt from the records' operations. */
class AssetKeys {
    #byName = new Map();
    /** Keys held as entries() gave them, in the same order. */
    static of(entries) {
        const keys = new AssetKeys();
        for (const [name, key] of entries)
            keys.#byName.set(name, key);
        return keys;
    }
    /** Each name's key, in the order learnt: what a checkpoint holds of them. */
    entries() {
        return [...this.#byName];
    }
    /** The ids a record's operations name: a create's new id, a rename's old and new names. */
    learn(record) {
        if (record.kind !== "change")
            return;
        for (const operation of record.change.change_record?.operations ?? []) {
            if (operation.asset_id === undefined || operation.result !== "succeeded")
                continue;
            this.#learn((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(operation.name), operation.asset_id);
            const renamed = operation.changes?.name;
            if (renamed !== undefined) {
                this.#learn((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(renamed.from), operation.asset_id);
                this.#learn((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(renamed.to), operation.asset_id);
            }
        }
    }
    /** The live id a record gave `name`, if any. */
    idOf(name) {
        const key = this.#byName.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(name));
        return key?.startsWith("name:") === true ? undefined : key;
    }
    keyOf(entry) {
        return this.#learn((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(entry.asset), this.currentKey(entry));
    }
    /**
     * Gives `name` the key `key`, and returns the key held: one equal to it stays the string it is,
     * so that each id is one string however many records name it (each parses its own copy), which
     * the passes' per-asset state keeps too, not a copy per pass (100,000 ids of 36 characters).
     */
    #learn(name, key) {
        const held = this.#byName.get(name);
        if (held === key)
            return held;
        this.#byName.set(name, key);
        return key;
    }
    /** The key `entry` has now, learning nothing from it. */
    currentKey(entry) {
        const name = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(entry.asset);
        return entry.asset_id ?? this.#byName.get(name) ?? `name:${name}`;
    }
}


/***/ }),

/***/ 30158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xc: () => (/* binding */ CARRIED),
  S$: () => (/* binding */ checkpointOf),
  Y6: () => (/* binding */ familyHeld),
  OH: () => (/* binding */ formatOfVersions),
  PL: () => (/* binding */ obligationsHeldParts),
  vQ: () => (/* binding */ restoreCheckpoint)
});

// UNUSED EXPORTS: obligationsCheckpointFormat

// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(51967);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(23281);
;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/checkpoint-tables.ts
// The calendars, versions of the standards, baseline digests, records and texts an obligations
// checkpoint names by number, each written once (a ledger's assets share a few calendars, most of
// their item digests, and the records that commissioned and last observed them, ten or a thousand
// at a time; its carried obligations share a few requirements and calendar rules, and their
// records), and how a resumed pass reads them back as of its own date. Pure.


/** The fields a carried obligation names by number, and the table each number is of. */
const BY_NUMBER = {
    requirement: "text",
    calendar: "text",
    opened_by: "record",
    closed_by: "record",
};
/**
 * `from` with each field BY_NUMBER names mapped by its table's function (to its number, or back),
 * the others as they are, in the same order: the one mapping both ways. Built field by field, not
 * with Object.fromEntries: evidence verify builds every carried obligation of a workspace at each
 * checkpoint, and fromEntries was more than half of building a 1,000-asset obligations checkpoint.
 */
function byNumberFields(from, map) {
    const to = {};
    for (const [field, value] of Object.entries(from)) {
        const table = Object.hasOwn(BY_NUMBER, field)
            ? BY_NUMBER[field]
            : undefined;
        const mapped = table === undefined ? value : map[table](value);
        // A field named __proto__ (JSON.parse makes it an own field) stays a field, as fromEntries kept it.
        if (field === "__proto__")
            Object.defineProperty(to, field, {
                value: mapped,
                enumerable: true,
                writable: true,
                configurable: true,
            });
        else
            to[field] = mapped;
    }
    return to;
}
/** Numbers each calendar and digest in the order first named: the same state, the same tables. */
class TablesWriter {
    tables = { calendars: [], digests: [], records: [] };
    #calendars = new Map();
    #digests = new Map();
    #records = new Map();
    #versions = new Map();
    #texts = new Map();
    calendar({ timeZone, dueSoonDays, monthEnd }) {
        const key = JSON.stringify([timeZone, dueSoonDays, monthEnd]);
        let index = this.#calendars.get(key);
        if (index === undefined) {
            index = this.tables.calendars.push({ timeZone, dueSoonDays, monthEnd }) - 1;
            this.#calendars.set(key, index);
        }
        return index;
    }
    digest(digest) {
        let index = this.#digests.get(digest);
        if (index === undefined) {
            index = this.tables.digests.push(digest) - 1;
            this.#digests.set(digest, index);
        }
        return index;
    }
    record({ workspace, sequence, sha256, recorded_at }) {
        let index = this.#records.get(sha256);
        if (index === undefined) {
            index = this.tables.records.push({ workspace, sequence, sha256, recorded_at }) - 1;
            this.#records.set(sha256, index);
        }
        return index;
    }
    text(text) {
        let index = this.#texts.get(text);
        if (index === undefined) {
            index = (this.tables.texts ??= []).push(text) - 1;
            this.#texts.set(text, index);
        }
        return index;
    }
    /** `obligation` as a checkpoint carries it (CarriedObligation), its fields in their order. */
    carried(obligation) {
        return byNumberFields(obligation, {
            text: (text) => this.text(text),
            record: (ref) => this.record(ref),
        });
    }
    judgedBy(context) {
        return {
            calendar: this.calendar(context.calendar),
            completion_grace_days: context.completionGraceDays,
            ...(context.versions === undefined
                ? {}
                : { versions: this.#versionsIndex(context.versions) }),
        };
    }
    #versionsIndex(versions) {
        const copy = versions.map(({ version, from }) => ({ version, from }));
        const key = JSON.stringify(copy);
        let index = this.#versions.get(key);
        if (index === undefined) {
            index = (this.tables.standard_versions ??= []).push(copy) - 1;
            this.#versions.set(key, index);
        }
        return index;
    }
}
/**
 * A checkpoint's tables read back: each context as of the resumed pass's date (a checkpoint holds
 * none: the same state is resumed on any day), one object per calendar and grace.
 */
class TablesReader {
    #tables;
    #pass;
    #contexts = new Map();
    constructor(tables, pass) {
        this.#tables = tables;
        this.#pass = pass;
    }
    calendar(index) {
        return this.#entry(this.#tables.calendars, index, "calendar");
    }
    digest(index) {
        return this.#entry(this.#tables.digests, index, "digest");
    }
    record(index) {
        return this.#entry(this.#tables.records, index, "record");
    }
    text(index) {
        return this.#entry(this.#tables.texts ?? [], index, "text");
    }
    /** A carried obligation read back, its fields in the order the checkpoint holds them. */
    carried(held) {
        return byNumberFields(held, {
            text: (index) => this.text(index),
            // A record read back is the pass's own: a resumed pass may change what it holds.
            record: (index) => ({ ...this.record(index) }),
        });
    }
    context({ calendar, completion_grace_days, versions }) {
        const key = `${calendar}/${completion_grace_days}/${versions ?? ""}`;
        let context = this.#contexts.get(key);
        if (context === undefined) {
            const judged = {
                ...(0,obligation_model/* withCalendar */.TY)(this.#pass, this.calendar(calendar)),
                completionGraceDays: completion_grace_days,
            };
            const chosen = versions === undefined
                ? []
                : this.#entry(this.#tables.standard_versions ?? [], versions, "versions of the standards");
            context = (0,obligation_model/* withVersions */.KY)(judged, chosen);
            this.#contexts.set(key, context);
        }
        return context;
    }
    #entry(entries, index, what) {
        const entry = entries[index];
        if (entry === undefined)
            throw new Error(`The obligations checkpoint names ${what} ${index} of its ${entries.length}: it is not one cip-sync wrote. Judge the obligations from every record instead.`);
        return entry;
    }
}

// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
// EXTERNAL MODULE: ./src/core/obligations/baseline-changes/deviations.ts
var deviations = __webpack_require__(60465);
// EXTERNAL MODULE: ./src/core/obligations/baseline-changes/declared-baselines.ts
var declared_baselines = __webpack_require__(56158);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/deviations-checkpoint.ts





function deviationsCheckpoint(held, tables) {
    return [...held].map(([workspace, state]) => ({
        workspace,
        in_force: tables.judgedBy(state.inForce),
        asset_keys: state.keys.entries(),
        declared: [...state.declared].map(([key, declared]) => declaredCheckpoint(key, declared, tables)),
        pending: [...state.pending.values()].flat().map(({ context, ...pending }) => ({
            ...pending,
            judged_by: tables.judgedBy(context),
        })),
        unverified: [...state.unverified].flatMap(([key, list]) => list.map(({ digest, obligation }) => ({ key, digest, obligation }))),
    }));
}
function declaredCheckpoint(key, { digest, items, kind, completedOn }, tables) {
    return {
        key,
        ...(digest === undefined ? {} : { digest: tables.digest(digest) }),
        ...(items === undefined ? {} : { items: (0,baseline_items/* mapItemDigests */.Z9)(items, (d) => tables.digest(d)) }),
        ...(kind === undefined ? {} : { kind }),
        ...(completedOn === undefined ? {} : { completed_on: completedOn }),
    };
}
/** Fills a new pass's `held` (DeviationObligations.held) with what `checkpoints` hold. */
function restoreDeviations(checkpoints, tables, held) {
    const texts = new collections/* TextTable */.CV();
    for (const checkpoint of checkpoints) {
        const declared = new declared_baselines/* DeclaredBaselines */.d(texts);
        for (const entry of checkpoint.declared)
            declared.set(entry.key, declaredOf(entry, tables));
        const state = {
            keys: deviations/* AssetKeys */.zi.of(checkpoint.asset_keys),
            declared,
            pending: new Map(),
            unverified: new Map(),
            inForce: tables.context(checkpoint.in_force),
        };
        // Grouped by key as the pass held them: the keys in the order first listed, each list in order.
        for (const { judged_by, ...pending } of checkpoint.pending)
            appendTo(state.pending, pending.key, { ...pending, context: tables.context(judged_by) });
        for (const { key, digest, obligation } of checkpoint.unverified)
            appendTo(state.unverified, key, { digest, obligation });
        held.set(checkpoint.workspace, state);
    }
}
/** One object of one shape, as declaredOf (deviations.ts) makes it. */
function declaredOf(entry, tables) {
    const { digest, items, kind, completed_on } = entry;
    return {
        digest: digest === undefined ? undefined : tables.digest(digest),
        items: items === undefined
            ? undefined
            : Object.fromEntries(Object.entries(items).map(([item, index]) => [item, tables.digest(index)])),
        kind,
        completedOn: completed_on,
    };
}
function appendTo(map, key, item) {
    const list = map.get(key);
    if (list === undefined)
        map.set(key, [item]);
    else
        list.push(item);
}

// EXTERNAL MODULE: ./src/core/obligations/configuration-monitoring/asset-state.ts
var asset_state = __webpack_require__(43293);
;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/monitoring-checkpoint.ts



function monitoringCheckpoint(held, tables) {
    return {
        asset_keys: [...held.keys.held()].map(([workspace, keys]) => ({
            workspace,
            keys: keys.entries(),
        })),
        assets: [...held.assets.entries()].map(([key, state]) => assetCheckpoint(key, state, tables)),
        retired: [...held.retired],
        detected: [...held.detected],
        open_changes: held.changes.open.map(({ key, exception }) => ({ key, exception })),
        early_notes: [...held.changes.early].map(([at, notes]) => ({ at, notes })),
    };
}
function assetCheckpoint(key, state, tables) {
    const { asset_id, impact, class: assetClass, not_closed_by } = state;
    return {
        key,
        workspace: state.workspace,
        cyber_system: state.cyber_system,
        asset: state.asset,
        ...(asset_id === undefined ? {} : { asset_id }),
        ...(impact === undefined ? {} : { impact }),
        ...(assetClass === undefined ? {} : { class: assetClass }),
        opened_on: state.opened_on,
        opened_by: tables.record(state.opened_by),
        // JSON has no infinity: -Infinity, "before any instant", is null.
        opened_at: Number.isFinite(state.opened_at) ? state.opened_at : null,
        last_observed: Number.isFinite(state.last_observed) ? state.last_observed : null,
        monitored: state.monitored,
        software: state.software,
        ...(not_closed_by === undefined ? {} : { not_closed_by }),
        calendar: tables.calendar(state.calendar),
    };
}
/** Fills a new pass's `held` (R21Pass.held) with what `checkpoint` holds. */
function restoreMonitoring(checkpoint, tables, held) {
    const keys = held.keys.held();
    for (const { workspace, keys: entries } of checkpoint.asset_keys)
        keys.set(workspace, deviations/* AssetKeys */.zi.of(entries));
    const shared = new SharedStates(tables);
    for (const asset of checkpoint.assets)
        held.assets.setKeyed(asset.key, shared.state(asset));
    for (const [key, at] of checkpoint.retired)
        held.retired.set(key, at);
    for (const line of checkpoint.detected)
        held.detected.add(line);
    held.changes.open.push(...checkpoint.open_changes);
    for (const { at, notes } of checkpoint.early_notes)
        held.changes.early.set(at, notes);
}
/**
 * The states a checkpoint's assets restore to, as R21Pass makes them (asset-state.ts): each name
 * one string, the assets that state the same facts one StatedFacts, those an interval was opened
 * for by one record at one instant one IntervalOpening.
 */
class SharedStates {
    #tables;
    #texts = new collections/* TextTable */.CV();
    #facts = new asset_state/* FirstFacts */.KM();
    #openings = new Map();
    constructor(tables) {
        this.#tables = tables;
    }
    state(asset) {
        const named = { asset: asset.asset, asset_id: asset.asset_id };
        const last = asset.last_observed ?? Number.NEGATIVE_INFINITY;
        return new asset_state/* AssetState */.ik(this.#factsOf(asset), this.#openingOf(asset), named, last, asset.not_closed_by);
    }
    #factsOf(asset) {
        return this.#facts
            .of(this.#texts.of(asset.workspace))
            .with("cyber_system", this.#texts.of(asset.cyber_system))
            .with("impact", asset.impact)
            .with("class", asset.class)
            .with("software", asset.software)
            .with("monitored", asset.monitored);
    }
    #openingOf(asset) {
        const key = [asset.opened_by, asset.opened_at, asset.opened_on, asset.calendar].join("\u0000");
        let opening = this.#openings.get(key);
        if (opening === undefined) {
            opening = {
                on: asset.opened_on,
                ref: this.#tables.record(asset.opened_by),
                at: asset.opened_at ?? Number.NEGATIVE_INFINITY,
                calendar: this.#tables.calendar(asset.calendar),
            };
            this.#openings.set(key, opening);
        }
        return opening;
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts




/**
 * The format of a checkpoint holding several parts' states, each versioned where it is written:
 * the sum of their versions, after the formats numbered by hand before the parts kept versions
 * (`before`). A part's version only grows, one at a time, and a part that joins brings a version of
 * 1 or more, so whatever part changes what it holds, the format grows: a checkpoint an earlier
 * version wrote is of a lower format, never this one's with other content, and is judged from
 * every record instead of being recomputed and taken for altered. A part that leaves adds its last
 * version to `before`.
 */
function formatOfVersions(before, parts) {
    return parts.reduce((sum, { version }) => sum + version, before);
}
/**
 * The version of what the pass holds of its own (the CIP-002 R2 intervals, the CIP-010 R1
 * deviations, the R2.1 intervals, the carried obligations and the counts, the tables): one more
 * whenever that, or how restoreCheckpoint reads it, changes. The families' state is theirs. 2:
 * each workspace's impact ratings in force (`impacts`: which families apply, issue 98).
 */
const PASS_HELD_VERSION = 2;
/**
 * The formats numbered by hand before the parts kept versions: 2, vulnerability assessments
 * joined the fold; 3, R3.3 at each commissioning merge and who approves a moved R3.4 date; 4, the
 * carried obligations name their requirement, calendar rule and records by number; 5,
 * vulnerability assessments hold each system's assets and each interval's coverage by asset; 6,
 * and the day each interval runs from and each coverage's performed_on; 7, CIP-003-9 low impact
 * joined the fold; 8, and the low-impact program's clocks. Format 8 is this plus the four parts'
 * first versions (the pass's own and the three families').
 */
const FORMATS_BEFORE_VERSIONS = 4;
/**
 * The parts an obligations checkpoint holds, by their paths in the drift check's checkpoint
 * (which holds it at `obligations`): the pass's own, then each family's.
 */
function obligationsHeldParts() {
    return [
        { path: "obligations", version: PASS_HELD_VERSION },
        ...family_table/* MERGE_JUDGED_FAMILIES */.G.map((family) => ({
            path: `obligations.${family.checkpointKey}`,
            version: family.heldVersion,
        })),
    ];
}
/**
 * The format of the obligations checkpoint this version writes and reads: an older checkpoint
 * lacks some part's state, or holds it otherwise, so it is refused and the obligations are judged
 * from every record.
 */
function obligationsCheckpointFormat() {
    return formatOfVersions(FORMATS_BEFORE_VERSIONS, obligationsHeldParts());
}
/** The statuses a checkpoint carries of what was decided before it: those that need someone. */
const CARRIED = new Set([
    "exception",
    "overdue",
    "due-soon",
    "open",
]);
/** What `checkpoint` holds of `family`: one workspace's state per pass started; none when absent. */
function familyHeld(checkpoint, family) {
    // Whatever the table: the state is the family's own, which its resume reads.
    return checkpoint[family.checkpointKey] ?? [];
}
/**
 * The pass's state as a checkpoint: a copy that shares nothing with the pass, which goes on, and
 * holds only what a file can; without `copy`, the same JSON sharing the pass's own objects (the
 * carried obligations, the families' state as their passes hold it), for a caller that serialises it at once.
 */
function checkpointOf(copy, state) {
    const writer = new TablesWriter();
    const review = ({ opened, context, first }) => ({
        opened_by: writer.record(opened),
        judged_by: writer.judgedBy(context),
        first: first === true,
    });
    const workspaces = [...state.workspaces].map(([workspace, { review: open, firstClosed, priorApproval, inForce, impacts },]) => ({
        workspace,
        in_force: writer.judgedBy(inForce),
        prior_approval: priorApproval ?? null,
        ...(impacts === undefined ? {} : { impacts: [...impacts] }),
        review: review(open),
        first_closed: firstClosed === undefined
            ? null
            : { ...review(firstClosed.interval), closed_by: writer.record(firstClosed.closer) },
    }));
    const deviations = deviationsCheckpoint(state.deviations, writer);
    const monitoring = monitoringCheckpoint(state.monitoring, writer);
    const families = state.families
        .filter(({ passes }) => passes.size > 0)
        .map(({ family, passes }) => [
        family.checkpointKey,
        [...passes].map(([workspace, pass]) => pass.held(workspace)),
    ]);
    const { timeZone, dueSoonDays, monthEnd } = state.context.calendar;
    const checkpoint = {
        format: obligationsCheckpointFormat(),
        through: [...state.workspaces]
            .map(([workspace, { through }]) => ({ workspace, ...through }))
            .sort((a, b) => (a.workspace < b.workspace ? -1 : 1)),
        judged_with: {
            calendar: { timeZone, dueSoonDays, monthEnd },
            completion_grace_days: state.context.completionGraceDays,
        },
        counts: { ...state.counts },
        carried: state.carried.map((obligation) => writer.carried(obligation)),
        ...writer.tables,
        workspaces,
        deviations,
        configuration_monitoring: monitoring,
        ...Object.fromEntries(families),
    };
    return copy ? JSON.parse(JSON.stringify(checkpoint)) : checkpoint;
}
/**
 * The state `checkpoint` holds, for a pass of `context` (its date, calendar and grace): its
 * workspaces, counts and carried obligations returned, its CIP-010 R1 and R2.1 state filled into
 * `held` (the new pass's own containers). It throws on a checkpoint of another format, or judged
 * with another calendar or grace than the pass's (what it decided would differ).
 */
function restoreCheckpoint(given, context, held) {
    const format = obligationsCheckpointFormat();
    if (given.format !== format)
        throw new Error(`The obligations checkpoint is of format ${JSON.stringify(given.format)}, and this cip-sync reads format ${format} only: judge the obligations from every record, which a checkpoint of format ${format} can then be written from.`);
    sameJudgement(given.judged_with, context);
    // Taken, not copied (ObligationsPass.resume): the resumed pass changes what it holds.
    const checkpoint = given;
    const tables = new TablesReader(checkpoint, context);
    const through = new Map(checkpoint.through.map((point) => [point.workspace, point]));
    const interval = ({ opened_by, judged_by, first }) => ({
        opened: tables.record(opened_by),
        context: tables.context(judged_by),
        subject: {},
        ...(first ? { first } : {}),
    });
    const workspaces = new Map();
    for (const { workspace, in_force, prior_approval, impacts, review, first_closed, } of checkpoint.workspaces) {
        const point = through.get(workspace);
        if (point === undefined)
            throw new Error(`The obligations checkpoint holds workspace ${workspace} but not the record it stands at: it is not one cip-sync wrote. Judge the obligations from every record instead.`);
        workspaces.set(workspace, {
            review: interval(review),
            ...(first_closed === null
                ? {}
                : {
                    firstClosed: {
                        interval: interval(first_closed),
                        closer: tables.record(first_closed.closed_by),
                    },
                }),
            priorApproval: prior_approval ?? undefined,
            ...(impacts === undefined ? {} : { impacts }),
            inForce: tables.context(in_force),
            through: { sequence: point.sequence, sha256: point.sha256 },
        });
    }
    restoreDeviations(checkpoint.deviations, tables, held.deviations);
    restoreMonitoring(checkpoint.configuration_monitoring, tables, held.monitoring);
    const carried = checkpoint.carried.map((held) => tables.carried(held));
    return { workspaces, counts: checkpoint.counts, carried };
}
/** Refuses a checkpoint judged with another calendar or grace than `context`'s. */
function sameJudgement(judgedWith, { calendar, completionGraceDays }) {
    const was = judgedWith.calendar;
    if (was.timeZone === calendar.timeZone &&
        was.dueSoonDays === calendar.dueSoonDays &&
        was.monthEnd === calendar.monthEnd &&
        judgedWith.completion_grace_days === completionGraceDays)
        return;
    const text = (c, grace) => `time zone ${c.timeZone}, due soon ${c.dueSoonDays} days, month end ${c.monthEnd}, completion grace ${grace} days`;
    throw new Error(`The obligations checkpoint was judged with ${text(was, judgedWith.completion_grace_days)}; this pass judges with ${text(calendar, completionGraceDays)}. Records that keep no calendar of their own would be judged differently: judge the obligations from every record instead.`);
}


/***/ }),

/***/ 43293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BI: () => (/* binding */ RecordOpenings),
/* harmony export */   KM: () => (/* binding */ FirstFacts),
/* harmony export */   ik: () => (/* binding */ AssetState)
/* harmony export */ });
/* unused harmony export StatedFacts */
/**
 * One set of facts, shared by every asset that states them: a fact changed gives another set, the
 * same one for every asset whose facts change so (each set keeps the sets one change away).
 */
class StatedFacts {
    workspace;
    cyber_system;
    impact;
    class;
    software;
    monitored;
    /** The sets one fact away, by the fact, then its value. */
    #next;
    constructor(facts) {
        this.workspace = facts.workspace;
        this.cyber_system = facts.cyber_system;
        this.impact = facts.impact;
        this.class = facts.class;
        this.software = facts.software;
        this.monitored = facts.monitored;
    }
    /** These facts with `fact` stated as `value`: this set when it says so already. */
    with(fact, value) {
        if (this[fact] === value)
            return this;
        this.#next ??= new Map();
        let byValue = this.#next.get(fact);
        if (byValue === undefined) {
            byValue = new Map();
            this.#next.set(fact, byValue);
        }
        let next = byValue.get(value);
        if (next === undefined) {
            next = new StatedFacts({ ...this.#facts(), [fact]: value });
            byValue.set(value, next);
        }
        return next;
    }
    #facts() {
        const { workspace, cyber_system, impact, software, monitored } = this;
        return { workspace, cyber_system, impact, class: this.class, software, monitored };
    }
}
/**
 * Each workspace's first set of facts (no system named yet, nothing said), which a new asset's
 * state starts from: one a workspace, so that the sets its assets reach are shared too.
 */
class FirstFacts {
    #byWorkspace = new Map();
    /** `workspace`'s first set; `workspace` is kept as given (the caller's one string of it). */
    of(workspace) {
        let facts = this.#byWorkspace.get(workspace);
        if (facts === undefined) {
            facts = new StatedFacts({
                workspace,
                cyber_system: "",
                impact: undefined,
                class: undefined,
                software: false,
                monitored: false,
            });
            this.#byWorkspace.set(workspace, facts);
        }
        return facts;
    }
    clear() {
        this.#byWorkspace.clear();
    }
}
/**
 * An asset as R2.1 holds it: its facts and its interval's opening shared, the rest its own. A fact
 * set to what it says already is compared here, by name (each record names the asset's facts
 * again), and only a change looks for the set one change away.
 */
class AssetState {
    facts;
    opening;
    asset;
    asset_id;
    /** The newest instant (ms) a record says the asset was observed at; -Infinity: never. */
    last_observed;
    /** The open interval's observations without authority (observationAuthority); none: undefined. */
    not_closed_by;
    /** The order it was placed under its key in (HeldAssets). */
    placed = 0;
    constructor(facts, opening, named, last_observed = Number.NEGATIVE_INFINITY, not_closed_by = undefined) {
        this.facts = facts;
        this.opening = opening;
        this.asset = named.asset;
        this.asset_id = named.asset_id;
        this.last_observed = last_observed;
        this.not_closed_by = not_closed_by;
    }
    get workspace() {
        return this.facts.workspace;
    }
    get cyber_system() {
        return this.facts.cyber_system;
    }
    set cyber_system(value) {
        if (this.facts.cyber_system !== value)
            this.facts = this.facts.with("cyber_system", value);
    }
    get impact() {
        return this.facts.impact;
    }
    set impact(value) {
        if (this.facts.impact !== value)
            this.facts = this.facts.with("impact", value);
    }
    get class() {
        return this.facts.class;
    }
    set class(value) {
        if (this.facts.class !== value)
            this.facts = this.facts.with("class", value);
    }
    get software() {
        return this.facts.software;
    }
    set software(value) {
        if (this.facts.software !== value)
            this.facts = this.facts.with("software", value);
    }
    get monitored() {
        return this.facts.monitored;
    }
    set monitored(value) {
        if (this.facts.monitored !== value)
            this.facts = this.facts.with("monitored", value);
    }
    get opened_on() {
        return this.opening.on;
    }
    get opened_by() {
        return this.opening.ref;
    }
    get opened_at() {
        return this.opening.at;
    }
    get calendar() {
        return this.opening.calendar;
    }
}
/**
 * The openings of one record: every asset it opens an interval of at one instant shares one (a
 * collector's record opens the intervals of the assets it names first at its commissioning, then
 * at its observation). Those of the record before are let go.
 */
class RecordOpenings {
    #ref;
    #byInstant = new Map();
    /** The opening by `ref`, dated `on`, at `at`, in `calendar`: made once for its assets. */
    of(on, ref, at, calendar) {
        if (this.#ref !== ref) {
            this.#ref = ref;
            this.#byInstant.clear();
        }
        const held = this.#byInstant.get(at);
        if (held?.on === on && held.calendar === calendar)
            return held;
        const opening = { on, ref, at, calendar };
        this.#byInstant.set(at, opening);
        return opening;
    }
}


/***/ }),

/***/ 85277:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aC: () => (/* reexport */ obligation_model/* OBLIGATION_STATUSES */.aC),
  Rl: () => (/* binding */ ObligationsPass),
  dq: () => (/* reexport */ obligation_model/* REQUIREMENTS */.dq),
  xK: () => (/* reexport */ obligation_model/* compareObligations */.xK),
  ip: () => (/* reexport */ obligation_model/* countStatuses */.ip),
  sC: () => (/* reexport */ obligation_model/* dueText */.sC),
  uS: () => (/* reexport */ obligation_model/* kindText */.uS),
  YT: () => (/* reexport */ obligationKey),
  yq: () => (/* reexport */ subjectText)
});

// UNUSED EXPORTS: OBLIGATION_KINDS, STILL_TO_DO, computeObligations, newlyIn, recordedCalendar

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(46681);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(56474);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority_authority = __webpack_require__(68652);
;// CONCATENATED MODULE: ./src/core/obligations/record-facts.ts




function reviewOf({ record, unauthenticated }) {
    // The same test as what a merge puts in force (facts-in-force.ts): reviewed is accepted.
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    if (refused !== undefined) {
        const flagged = record.origin === "cli" && unauthenticated !== undefined
            ? `, and its ${unauthenticated}`
            : "";
        return { reviewed: false, why: `${refused}${flagged}` };
    }
    const pulls = (0,evidence_record/* pullRequestsOf */.Tb)(record.change);
    const by = [...new Set(pulls.flatMap((pull) => pull.approved_by))].sort();
    const approvedAt = pulls.flatMap((pull) => pull.approved_by.flatMap((login) => pull.approved_at?.[login] ?? []));
    // Approved before it merged: the latest counted approval authorized it; without dates, the merge.
    // Every counted approver is dated here, and there is one at least (checked above).
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every counted approver is dated here, and there is one at least (checked above)
    const at = approvedAt.length === by.length ? approvedAt.sort().at(-1) : record.recorded_at;
    return {
        reviewed: true,
        authorized: { at, by },
        pullRequests: pulls.map((pull) => pull.number),
        completions: pulls.flatMap((pull) => pull.completion_notes ?? []),
    };
}
/**
 * The approvers a reviewed change record shows for a fact about an asset of cyber system `system`
 * (by name, as the record's owner-policy judgement names systems): its counted approvals, and
 * that system's owners only where the judgement it keeps shows them approving (a count of that
 * system's owners, met, of one approval at least). Never a kind of approver the record does not
 * hold: where no rule asked the owners (no policy file, or rules that cover other operations),
 * they approved nothing, whatever a rule could have asked.
 */
function approversShown(review, record, system) {
    if (!review.reviewed)
        return [];
    // A record from before baselines named their system shows no owner of it.
    const ownersApproved = (record.change.policy?.rules ?? []).some((rule) => rule.requirements.some((asked) => system !== undefined &&
        asked.system === system &&
        asked.satisfied_by.length >= Math.max(1, asked.approvals)));
    return ownersApproved ? ["counted-approvals", "system-owners"] : ["counted-approvals"];
}
/**
 * Whether a configuration-monitoring record may close anything (authority row
 * configuration-observation): a collector's file appended from the command line only in a commit
 * verify accepts (signed by an operator key), observed no later than it was appended.
 */
function observationAuthority({ record, unauthenticated, }) {
    const origin = unauthenticated !== undefined
        ? { outside: `a collector's file appended from the command line whose ${unauthenticated}` }
        : record.origin === "cli"
            ? "operator-signed-append"
            : "default-branch-drift-check";
    return (0,authority_authority/* judgeAuthority */.B8)({
        fact: "configuration-observation",
        origin,
        approvedBy: [],
        dated: record.configuration_monitoring.observed_at,
        recordedAt: record.recorded_at,
    });
}
/** The `/cip-010-r1.4` notes of a change's pull requests. */
function verificationNotesOf(record) {
    return (0,evidence_record/* pullRequestsOf */.Tb)(record.change).flatMap((pull) => pull.verification_notes ?? []);
}
/** A CIP-002 R2 review a merge recorded, approved as the policy asks, of what it merged. */
function isApprovedReview({ record }) {
    if (record.kind !== "change")
        return false;
    const { outcome, review, policy } = record.change;
    // A refused merge's approvals did not count; one the gate let through merged what was reviewed,
    // whatever its apply then did (a review alone applies nothing).
    if (!facts_in_force/* PASSED_THE_GATE */.VG.has(outcome))
        return false;
    if (review?.matches !== true || policy === undefined)
        return false;
    const rule = policy.rules.find((candidate) => candidate.id === review_record/* REVIEW_RULE_ID */.S);
    return (rule !== undefined &&
        rule.result === "met" &&
        rule.requirements.every((requirement) => requirement.satisfied_by.length >= requirement.approvals));
}

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts + 3 modules
var obligations_checkpoint = __webpack_require__(30158);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/obligations/baseline-changes/declared-baselines.ts
var declared_baselines = __webpack_require__(56158);
// EXTERNAL MODULE: ./src/core/obligations/baseline-changes/deviations.ts
var deviations = __webpack_require__(60465);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(23281);
;// CONCATENATED MODULE: ./src/core/obligations/baseline-changes/deviation-status.ts
// The R1.2 and R1.3 obligations of one deviation, as what the ledger has shown of it decides them
// (see deviation-obligations.ts for when each is settled), and whether a completion note has the
// authority to settle one.



const NOT_VERIFIED = { closed_as: "digest not verified" };
/** R1.2 and R1.3 of `pending`, closed by `closer` (a reviewed baseline change) or as they stand. */
function settleDeviation(pending, closer) {
    const { context } = pending;
    return [authorization(pending, context), baselineUpdate(pending, closer, context)];
}
function base(kind, pending, context) {
    return {
        ...(0,obligation_model/* openedObligation */.S2)(kind, pending.opened, pending.subject, context),
        calendar: context.rule,
        items: pending.items,
        ...(pending.completed === undefined ? {} : { completed: pending.completed }),
    };
}
/** R1.2: closed by the reviewed record that carried the deviation, unless it was not one. */
function authorization(pending, context) {
    const opened = (0,obligation_model/* dateOf */.Q$)(pending.opened, context);
    const review = pending.review;
    if (!("authorized" in review))
        return {
            ...base("CIP-010 R1.2", pending, context),
            due: opened,
            status: "exception",
            reason: `not authorized: ${review.why}`,
        };
    const authorizedOn = (0,shared_calendar/* dateIn */.m7)(review.authorized.at, context.calendar.timeZone);
    const early = pending.completed !== undefined && pending.completed.on < authorizedOn;
    return {
        ...base("CIP-010 R1.2", pending, context),
        due: authorizedOn,
        status: early ? "exception" : "closed",
        ...(early
            ? {
                // `early` is true only for a completion dated before the authorization: there is one.
                // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `early` is true only for a completion dated before the authorization, so there is one
                reason: `completed before authorization: the change was completed on ${pending.completed.on}, authorized on ${authorizedOn}`,
            }
            : { closed_by: pending.opened }),
        authorized: review.authorized,
    };
}
/** R1.3: see deviation-obligations.ts for each path. */
function baselineUpdate(pending, closer, context) {
    const head = base("CIP-010 R1.3", pending, context);
    const reviewed = "authorized" in pending.review;
    const completed = pending.completed;
    const listed = pending.notClosedBy.length === 0 ? {} : { not_closed_by: pending.notClosedBy };
    // Until completed, a reviewed deviation counts from its authorization; one not reviewed, from
    // the record that made it.
    const due = completed !== undefined
        ? (0,shared_calendar/* addDays */.fi)(completed.on, 30)
        : (0,shared_calendar/* addDays */.fi)((0,obligation_model/* dateOf */.Q$)(pending.opened, context), 30);
    // Closed by a reviewed baseline change; or, once completed as authorized, by the baseline merged
    // at authorization, which already describes the completed change.
    const closing = closer ??
        (reviewed && completed !== undefined && pending.differs !== true
            ? { by: pending.opened, ref: pending.ref }
            : undefined);
    if (closing !== undefined) {
        return {
            ...head,
            due,
            status: (0,obligation_model/* statusOf */.c2)(due, (0,obligation_model/* dateOf */.Q$)(closing.by, context), context),
            closed_by: closing.by,
            ...(closing.ref ? NOT_VERIFIED : {}),
            ...listed,
        };
    }
    if (reviewed && completed === undefined) {
        const authorized = pending.review.authorized.at;
        const grace = (0,shared_calendar/* addDays */.fi)((0,shared_calendar/* dateIn */.m7)(authorized, context.calendar.timeZone), context.completionGraceDays);
        return {
            ...head,
            due: grace,
            status: context.today > grace ? "exception" : "open",
            reason: "completion not recorded",
            ...listed,
        };
    }
    const why = reviewed
        ? "the field change differs from the merged baseline: a reviewed baseline change closes it"
        : "the baseline was changed by a record no review authorized: a reviewed baseline change closes it";
    return { ...head, due, status: (0,obligation_model/* statusOf */.c2)(due, undefined, context), reason: why, ...listed };
}
/** A deviation that only a later reviewed baseline change can close. */
function waitsForBaseline(pending) {
    return !("authorized" in pending.review) || pending.differs === true;
}
/**
 * A completion note counts (the authority table's completion-note row) when one of the counted
 * approvers who authorized the deviation wrote it, dated no later than the record that carries it:
 * an approver of a later, unrelated pull request cannot close another change's R1.3, and a date in
 * the future cannot close it "on time".
 */
function completionAuthority(note, pending, entry) {
    const authorizers = "authorized" in pending.review ? pending.review.authorized.by : [];
    return (0,authority_authority/* judgeAuthority */.B8)({
        fact: "completion-note",
        origin: "reviewed-merge",
        approvedBy: authorizers.includes(note.login) ? ["deviation-approvers"] : [],
        dated: note.completed_on,
        recordedAt: entry.record.recorded_at,
    });
}

;// CONCATENATED MODULE: ./src/core/obligations/baseline-changes/deviation-obligations.ts
// CIP-010 R1.2 to R1.6, opened by deviations (deviations.ts) and applied through the requirement
// table. Per deviation of an asset in scope:
// - R1.2: authorized by the counted approvals of the merged pull request that carries it (closed
//   by that record); an exception when it is not reviewed (a break-glass apply, a refused merge),
//   or when the field change was completed before it was authorized;
// - R1.3: 30 calendar days from the completion date (`/cip-010-completed`, `completed_on:`). The
//   baseline merged at authorization describes the change, so a recorded completion closes it;
//   until then it reads "completion not recorded", an exception once the grace days since the
//   authorization have passed. A completion that says the field change `differs`, and a deviation
//   no review authorized, wait for the next reviewed baseline change of the asset; a break-glass
//   or refused record that changes it closes nothing and is listed beside the obligation;
// - R1.4 (with the approvers' `/cip-010-r1.4` notes), R1.5 and R1.6 (when item 1.1.1, 1.1.2 or
//   1.1.5 changed): reminders, never closed.
// A system without `impact:` fails closed: every row is judged as for High, as an exception.









const R1 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.2");
const R1_5 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.5");
class DeviationObligations {
    #context;
    #emit;
    #workspaces = new Map();
    /** The digests several assets' declared baselines hold, each once, whatever their workspace. */
    #texts = new collections/* TextTable */.CV();
    constructor(context, emit) {
        this.#context = context;
        this.#emit = emit;
    }
    /** Each workspace's state, the map itself: a checkpoint reads it, a resumed pass fills it. */
    held() {
        return this.#workspaces;
    }
    add(entry) {
        const { record } = entry;
        if (record.kind === "configuration-monitoring")
            this.#verifyRefs(entry, record);
        if (record.kind !== "change")
            return;
        let state = this.#workspaces.get(record.workspace);
        if (state === undefined) {
            state = {
                keys: new deviations/* AssetKeys */.zi(),
                declared: new declared_baselines/* DeclaredBaselines */.d(this.#texts),
                pending: new Map(),
                unverified: new Map(),
                inForce: this.#context,
            };
            this.#workspaces.set(record.workspace, state);
        }
        state.inForce = (0,obligation_model/* contextAt */.vP)(record, state.inForce);
        state.keys.learn(record);
        const review = reviewOf({ record, unauthenticated: entry.unauthenticated });
        const opened = [];
        // A record written before baselines were recorded says nothing about them.
        const atBase = record.change.base_baselines ?? [];
        for (const baseline of record.change.baselines ?? []) {
            const key = state.keys.keyOf(baseline);
            // What the ledger last declared; else what the base commit declared, which the record
            // carries: a baseline declared before the ledger's first record is the existing one; else,
            // when the base could not be read, one nobody read (fail closed: never a first declaration).
            const before = state.declared.get(key) ??
                this.#declaredAtBase(atBase, baseline) ??
                (record.change.base_baselines_unread === undefined ? undefined : deviations/* UNREAD_AT_BASE */.SB);
            state.declared.set(key, (0,deviations/* declaredOf */.yN)(baseline));
            // `software` records are baseline content, never Cyber Assets.
            if (baseline.asset_type === "software")
                continue;
            const items = (0,deviations/* changedItems */.bH)(before, baseline);
            if (items.length > 0) {
                this.#baselineChanged(state, key, entry, review, baseline);
                const pending = this.#deviation(key, baseline, items, entry, review, state.inForce);
                if (pending !== undefined) {
                    opened.push(pending);
                    state.pending.set(key, [...(state.pending.get(key) ?? []), pending]);
                }
            }
            const completedOn = baseline.completed_on;
            if (review.reviewed && completedOn !== undefined && completedOn !== before?.completedOn) {
                const approvedBy = approversShown(review, record, baseline.cyber_system);
                this.#completedOn(state, key, entry, { on: completedOn, approvedBy });
            }
        }
        if (review.reviewed)
            this.#notes(state, review, entry, opened);
    }
    /** The base's declaration of `baseline`'s asset that the record carries, if any. */
    #declaredAtBase(atBase, baseline) {
        const base = atBase.find((entry) => entry.cyber_system_id === baseline.cyber_system_id && entry.asset === baseline.asset);
        return base === undefined ? undefined : (0,deviations/* declaredOf */.yN)(base);
    }
    /** Every deviation still waiting, judged as of the pass's date; what no record verified. */
    finish() {
        for (const state of this.#workspaces.values()) {
            for (const list of state.pending.values())
                for (const pending of list)
                    this.#settle(pending);
            for (const held of state.unverified.values())
                for (const { obligation } of held)
                    this.#emit(obligation);
        }
        this.#workspaces.clear();
    }
    /**
     * A collector's record that fetched the documents baseline_refs name: each R1.3 closed by the
     * same reference (its digest) is verified when the document's SHA-256 is the one it states, and
     * says it is not when it differs; a record without authority verifies nothing, and is listed.
     */
    #verifyRefs(entry, record) {
        const state = this.#workspaces.get(record.workspace);
        if (state === undefined || state.unverified.size === 0)
            return;
        const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
        for (const asset of record.configuration_monitoring.assets) {
            const check = asset.baseline_ref;
            if (check === undefined)
                continue;
            // Looked up, not learnt: a collector's record (with or without authority) never re-keys
            // an asset, and what it names is the same whether or not a baseline_ref waits.
            const key = state.keys.currentKey({
                asset: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
            });
            const waiting = state.unverified.get(key) ?? [];
            const held = waiting.filter((h) => h.digest === check.digest);
            if (!authority.authorized) {
                for (const { obligation } of held)
                    (obligation.not_closed_by ??= []).push({ record: (0,obligation_model/* refOf */.H8)(entry), why: authority.why });
                continue;
            }
            const left = waiting.filter((h) => h.digest !== check.digest);
            if (left.length === 0)
                state.unverified.delete(key);
            else
                state.unverified.set(key, left);
            for (const { obligation } of held) {
                if (check.matches) {
                    this.#emit({ ...verifiedAs(obligation), verified_by: (0,obligation_model/* refOf */.H8)(entry) });
                }
                else
                    this.#emit({
                        ...obligation,
                        reason: `the referenced baseline document fetched in record ${record.sequence} has SHA-256 ${check.fetched_sha256}, not the ${check.declared_sha256} its baseline_ref states`,
                    });
            }
        }
    }
    /** A change of `key`'s baseline: it closes what waits for one, if reviewed; else it is listed. */
    #baselineChanged(state, key, entry, review, baseline) {
        const list = state.pending.get(key);
        if (list === undefined)
            return;
        const waiting = list.filter((pending) => waitsForBaseline(pending));
        const closer = { by: (0,obligation_model/* refOf */.H8)(entry), ref: baseline.kind === "ref", digest: baseline.digest };
        for (const pending of waiting) {
            if (!review.reviewed)
                pending.notClosedBy.push({ record: (0,obligation_model/* refOf */.H8)(entry), why: review.why });
            else
                this.#settle(pending, closer, state);
        }
    }
    /** The obligations a deviation opens now (reminders), and the R1.2/R1.3 it leaves pending. */
    #deviation(key, baseline, items, entry, review, context) {
        const scope = {
            class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            impact: baseline.impact ?? "high",
            ...(baseline.erc === undefined ? {} : { erc: baseline.erc }),
        };
        if (!(0,requirements/* applies */.Br)(R1, scope))
            return undefined;
        const opened = (0,obligation_model/* refOf */.H8)(entry);
        const subject = {
            cyber_system_id: baseline.cyber_system_id,
            cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
            asset: baseline.asset,
            ...(key.startsWith("name:") ? {} : { asset_id: key }),
        };
        const undeclared = baseline.impact === undefined;
        const reminder = (kind, extra = {}) => this.#emit({
            ...this.#base(kind, subject, opened, items, context),
            due: null,
            status: undeclared ? "exception" : "reminder",
            ...(undeclared ? { reason: obligation_model/* UNDECLARED_IMPACT */.$4 } : {}),
            ...extra,
        });
        const notes = entry.record.kind === "change" ? verificationNotesOf(entry.record) : [];
        reminder("CIP-010 R1.4", notes.length === 0 ? {} : { notes });
        if ((0,requirements/* applies */.Br)(R1_5, scope))
            reminder("CIP-010 R1.5");
        // R1.6 only for the items its row names (1.1.1, 1.1.2, 1.1.5, or unknown): the table says.
        if ((0,requirements/* partsOpenedBy */.pK)(scope, items).includes("CIP-010 R1.6"))
            reminder("CIP-010 R1.6");
        if (undeclared) {
            for (const kind of ["CIP-010 R1.2", "CIP-010 R1.3"])
                this.#emit({
                    ...this.#base(kind, subject, opened, items, context),
                    due: (0,obligation_model/* dateOf */.Q$)(opened, context),
                    status: "exception",
                    reason: obligation_model/* UNDECLARED_IMPACT */.$4,
                });
            return undefined;
        }
        return {
            opened,
            key,
            subject,
            items,
            review: review.reviewed ? review : { why: review.why },
            ref: baseline.kind === "ref",
            digest: baseline.digest,
            notClosedBy: [],
            context,
        };
    }
    /** The completion notes of a reviewed record: for its own deviations, or an earlier one's (#N). */
    #notes(state, review, entry, opened) {
        for (const note of review.completions) {
            const named = note.pull_request;
            const targets = named === undefined
                ? opened
                : [...state.pending.values()]
                    .flat()
                    .filter((pending) => "authorized" in pending.review &&
                    pending.review.pullRequests.includes(named) &&
                    pending.opened.sequence < entry.record.sequence);
            const completed = {
                on: note.completed_on,
                by: (0,obligation_model/* refOf */.H8)(entry),
                ...(note.reference === undefined ? {} : { reference: note.reference }),
            };
            for (const pending of targets) {
                const authority = completionAuthority(note, pending, entry);
                if (authority.authorized)
                    this.#complete(state, pending, completed, note.differs === true);
                else
                    pending.notClosedBy.push({
                        record: (0,obligation_model/* refOf */.H8)(entry),
                        why: `the /cip-010-completed note of ${note.login} has no authority: ${authority.why}`,
                    });
            }
        }
    }
    /**
     * A reviewed record's new `completed_on:` of `key`'s baseline: it completes what waits when the
     * authority table's baseline-completed-on row lets it, approved by those the record shows; else
     * each obligation lists the record and why it closed nothing.
     */
    #completedOn(state, key, entry, dated) {
        const { on, approvedBy } = dated;
        const authority = (0,authority_authority/* judgeAuthority */.B8)({
            fact: "baseline-completed-on",
            origin: "reviewed-merge",
            approvedBy,
            dated: on,
            recordedAt: entry.record.recorded_at,
        });
        for (const pending of state.pending.get(key) ?? []) {
            if (authority.authorized)
                this.#complete(state, pending, { on, by: (0,obligation_model/* refOf */.H8)(entry) }, false);
            else
                pending.notClosedBy.push({
                    record: (0,obligation_model/* refOf */.H8)(entry),
                    why: `its completed_on: ${on} has no authority: ${authority.why}`,
                });
        }
    }
    /** Records a reviewed deviation's completion; settles it unless the field change differed. */
    #complete(state, pending, completed, differs) {
        if (pending.completed !== undefined || !("authorized" in pending.review))
            return;
        pending.completed = completed;
        pending.differs = differs;
        if (!differs)
            this.#settle(pending, undefined, state);
    }
    #settle(pending, closer, state) {
        for (const obligation of settleDeviation(pending, closer)) {
            // Closed by a baseline_ref: held until a collector's record checks the referenced document.
            if (obligation.closed_as !== undefined && state !== undefined)
                state.unverified.set(pending.key, [
                    ...(state.unverified.get(pending.key) ?? []),
                    { digest: closer?.digest ?? pending.digest, obligation },
                ]);
            else
                this.#emit(obligation);
        }
        if (state === undefined)
            return;
        const list = (state.pending.get(pending.key) ?? []).filter((other) => other !== pending);
        if (list.length === 0)
            state.pending.delete(pending.key);
        else
            state.pending.set(pending.key, list);
    }
    #base(kind, subject, opened, items, context) {
        return { ...(0,obligation_model/* openedObligation */.S2)(kind, opened, subject, context), calendar: context.rule, items };
    }
}
/** An R1.3 closed by a baseline_ref, once its document was fetched and found as the reference states. */
function verifiedAs({ closed_as: _, ...obligation }) {
    return obligation;
}

// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(12693);
;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring/configuration-monitoring-obligation.ts

/** "At least once every 35 calendar days". */
const R2_1_INTERVAL_DAYS = 35;
/** An R2.1 interval or exception as an obligation, for the lists every output shows. */
function r21Obligation(found, context) {
    const base = (opened) => r21Head(found, opened, context);
    if (found.kind === "investigate unauthorized change")
        return investigationObligation(found, base(found.detected_by));
    const { status, not_closed_by } = found;
    // The obligation's own list: the pass's may be one that every asset of a record shares.
    const listed = not_closed_by === undefined ? {} : { not_closed_by: [...not_closed_by] };
    const neverMonitored = status === "no configuration monitoring recorded";
    // Still open where a record without authority would have closed it: an exception too.
    const unauthorized = found.closed_by === null && not_closed_by !== undefined;
    if (found.impact_undeclared === true || unauthorized)
        return {
            ...base(found.opened_by),
            due: found.due_on,
            status: "exception",
            ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
            reason: found.impact_undeclared === true
                ? obligation_model/* UNDECLARED_IMPACT */.$4
                : neverMonitored
                    ? "no configuration monitoring with authority recorded"
                    : `configuration monitoring recorded without authority (${status})`,
            ...listed,
        };
    return {
        ...base(found.opened_by),
        due: found.due_on,
        // Never monitored: due, due soon or overdue like any other, with the reason said.
        status: neverMonitored
            ? (0,obligation_model/* statusOf */.c2)(found.due_on, undefined, { ...context, today: found.judged_on ?? context.today })
            : R21_STATUSES[status],
        ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
        ...(neverMonitored ? { reason: status } : {}),
        ...listed,
    };
}
/** What every R2.1 obligation starts with: its kind, the asset, the record that opened it. */
function r21Head(found, opened, context) {
    return {
        kind: "CIP-010 R2.1",
        requirement: obligation_model/* REQUIREMENTS */.dq["CIP-010 R2.1"],
        workspace: found.workspace,
        subject: {
            cyber_system: found.cyber_system,
            asset: found.asset,
            // No record gave the asset an id (never created through the service): the subject says so.
            ...(found.asset_id === undefined
                ? { keyed_by: "cyber_system and name" }
                : { asset_id: found.asset_id }),
        },
        opened_by: opened,
        calendar: context.rule,
    };
}
/** An unauthorized change to investigate: an exception until an approver's note investigates it. */
function investigationObligation(found, head) {
    const investigated = found.investigated_by;
    return {
        ...head,
        due: null,
        status: investigated === null ? "exception" : "closed",
        ...(investigated === null ? {} : { closed_by: citation(investigated) }),
        reason: investigated === null
            ? `investigate unauthorized change of ${found.item}${found.changed === "" ? "" : ` (${found.changed})`}, detected on ${found.detected_on}${notClosed(found.not_closed_by)}`
            : `unauthorized change of ${found.item} investigated: ${investigated.reference} (/cip-010-investigated by ${investigated.login})`,
    };
}
/** The record whose reviewed note closed it, cited without the note's reference and approver. */
function citation({ reference: _, login: __, ...ref }) {
    return ref;
}
/** What claimed the investigation of an open exception and closed nothing, and why. */
function notClosed(claims) {
    return claims === undefined ? "" : `; not closed by ${claims.join("; nor ")}`;
}
const R21_STATUSES = {
    "closed on time": "closed",
    "closed late": "closed-late",
    due: "open",
    "due soon": "due-soon",
    overdue: "overdue",
};

// EXTERNAL MODULE: ./src/core/shared/ordered-merge.ts
var ordered_merge = __webpack_require__(28749);
;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring/held-assets.ts
// Where R21Pass holds each asset's state: under its live id in its workspace's map, and only an
// asset no record gave an id under its system-and-name key. A ledger's 100,000 assets were each
// held under a key of their own, a JSON string of workspace, "id" and id (1.9 MB with the bench's
// ids of 10 characters, about twice that with UUIDs): the id a state holds is now its key. The order the states were placed
// in (a Map's own order, which decides the order R2.1 hands the open intervals on in, and a
// checkpoint lists them in) is kept as a number in each state. Pure.

/** The states of the assets a pass follows, by workspace and id (or name), in the order placed. */
class HeldAssets {
    #workspaces = new Map();
    #placements = 0;
    get(place) {
        const held = this.#workspaces.get(place.workspace);
        return place.asset_id === undefined
            ? held?.names.get(place.byName)
            : held?.ids.get(place.asset_id);
    }
    /** Places `state` under `place`; a place already held keeps its order, as a Map's key would. */
    set(place, state) {
        const [map, key] = this.#slot(place);
        const before = map.get(key);
        state.placed = before === undefined ? ++this.#placements : before.placed;
        map.set(key, state);
    }
    delete(place) {
        const held = this.#workspaces.get(place.workspace);
        if (place.asset_id === undefined)
            held?.names.delete(place.byName);
        else
            held?.ids.delete(place.asset_id);
    }
    /** Places `state` under a key as the pass made it (a checkpoint's): `["<workspace>","id","<id>"]`. */
    setKeyed(key, state) {
        const [, by, id] = JSON.parse(key);
        const { workspace } = state;
        this.set(by === "id" ? { workspace, asset_id: id, byName: "" } : { workspace, byName: key }, state);
    }
    /** Each state with its key as the pass makes it (R21AssetKeys.keyOf), in the order placed. */
    *entries() {
        for (const { key, state } of this.#inOrder())
            yield [
                state.asset_id === undefined ? key : JSON.stringify([state.workspace, "id", key]),
                state,
            ];
    }
    /** Each state in the order placed, each let go as it is handed on. */
    *drain() {
        for (const { map, key, state } of this.#inOrder()) {
            map.delete(key);
            yield state;
        }
    }
    clear() {
        this.#workspaces.clear();
    }
    #slot(place) {
        let held = this.#workspaces.get(place.workspace);
        if (held === undefined) {
            held = { ids: new Map(), names: new Map() };
            this.#workspaces.set(place.workspace, held);
        }
        return place.asset_id === undefined ? [held.names, place.byName] : [held.ids, place.asset_id];
    }
    /**
     * Every state in the order placed, with the map and key it is under: each map is in that order
     * already (a state's number is given as it enters its map), so the maps are merged by it.
     */
    #inOrder() {
        const maps = [...this.#workspaces.values()].flatMap(({ ids, names }) => [ids, names]);
        return (0,ordered_merge/* merged */.Z)(maps.map(inPlacedOrder), (a, b) => a - b);
    }
}
/** A map's states as a source of the merge, keyed by the order each was placed in. */
function inPlacedOrder(map) {
    const entries = map.entries();
    let head;
    const advance = () => {
        const next = entries.next();
        if (next.done === true)
            head = undefined;
        else {
            const [key, state] = next.value;
            head = { item: { map, key, state }, key: state.placed };
        }
    };
    advance();
    return { peek: () => head, take: advance, close: () => undefined };
}

// EXTERNAL MODULE: ./src/core/obligations/configuration-monitoring/asset-state.ts
var asset_state = __webpack_require__(43293);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring/configuration-monitoring-assets.ts




/**
 * R2.1's Applicable Systems, as the requirement table states them; a system that declares no
 * impact is judged as High (fail closed), and its obligations are exceptions (r21Obligation).
 */
function inR21Scope(scope) {
    const row = (0,requirements/* requirementRow */.gv)("CIP-010 R2.1");
    return (0,requirements/* applies */.Br)(row, {
        impact: scope.impact ?? "high",
        class: scope.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
    });
}
/** The assets a record names, with their system's impact, their class, and whether compared. */
function assetsNamed(record) {
    switch (record.kind) {
        case "configuration-monitoring":
            return record.configuration_monitoring.assets.map((asset) => ({
                cyber_system: asset.cyber_system,
                name: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
                ...(asset.impact === undefined ? {} : { impact: asset.impact }),
                ...(asset.class === undefined ? {} : { class: asset.class }),
                complete: asset.complete,
            }));
        case "change":
            return [...operatedAssets(record), ...declaredInService(record)];
        case "monitoring":
            return []; // inventory reconciliation: never a device's configuration
    }
}
/**
 * An asset created (or first named) by an applied operation appears: it is commissioned. Its
 * class is the one the record's baseline of it declares. One deleted is retired.
 */
function operatedAssets(record) {
    const classOf = baselineClasses(record.change.baselines ?? []);
    return (record.change.change_record?.operations ?? [])
        .filter((operation) => operation.result === "succeeded")
        .map((operation) => {
        const system = operation.changes?.cyber_system?.to ?? operation.cyber_system;
        const name = operation.changes?.name?.to ?? operation.name;
        const id = operation.asset_id;
        const declared = classOf(id, name);
        const type = operation.changes?.asset_type?.to ?? operation.asset_type;
        return {
            cyber_system: system.name,
            name,
            ...(id === undefined ? {} : { asset_id: id }),
            ...(system.impact === undefined ? {} : { impact: system.impact }),
            ...(declared === undefined ? {} : { class: declared }),
            complete: false,
            ...(operation.action === "create" ? { created: true } : {}),
            ...(operation.action === "delete" ? { retired: true } : {}),
            ...(type === undefined ? {} : { asset_type: type }),
        };
    });
}
/**
 * The class the record's baselines declare of an operated asset: the first baseline that names its
 * id, or, for one without an id on either side, its name. Indexed once per record, not searched per
 * operation: a merge that creates thousands of assets declares as many baselines.
 */
function baselineClasses(baselines) {
    // The first index of each id, of each name, and of each name among baselines without an id.
    const byId = new Map();
    const byName = new Map();
    const byNameWithoutId = new Map();
    const first = (map, key, index) => {
        if (!map.has(key))
            map.set(key, index);
    };
    for (const [index, baseline] of baselines.entries()) {
        const key = (0,names/* nameKey */.Rc)(baseline.asset);
        first(byName, key, index);
        if (baseline.asset_id === undefined)
            first(byNameWithoutId, key, index);
        else
            first(byId, baseline.asset_id, index);
    }
    return (id, name) => {
        const index = id === undefined
            ? byName.get((0,names/* nameKey */.Rc)(name))
            : Math.min(byId.get(id) ?? Infinity, byNameWithoutId.get((0,names/* nameKey */.Rc)(name)) ?? Infinity);
        return index === undefined || index === Infinity ? undefined : baselines[index]?.class;
    };
}
/**
 * An asset the service already held (its baseline names its live id) whose baseline a change
 * declares, though no operation touched it: in service before the tool knew it, it appears here,
 * so that its first R2.1 interval opens at the first record that shows it in scope rather than
 * at its first configuration-monitoring record (which would never come for an unmonitored one).
 */
function declaredInService(record) {
    // An operation without an id adds undefined, which no baseline asked about below has.
    const operated = new Set((record.change.change_record?.operations ?? []).map((operation) => operation.asset_id));
    return (record.change.baselines ?? []).flatMap((baseline) => baseline.asset_id === undefined ||
        baseline.cyber_system === undefined ||
        operated.has(baseline.asset_id)
        ? []
        : [
            {
                cyber_system: baseline.cyber_system,
                name: baseline.asset,
                asset_id: baseline.asset_id,
                asset_type: baseline.asset_type,
                ...(baseline.impact === undefined ? {} : { impact: baseline.impact }),
                ...(baseline.class === undefined ? {} : { class: baseline.class }),
                complete: false,
            },
        ]);
}
/** Each workspace's asset ids as its change records gave them, and every asset's key. */
class R21AssetKeys {
    #workspaces = new Map();
    /** The ids a change record gives names: its operations' and its baselines'. */
    learn(record) {
        if (record.kind !== "change")
            return;
        const keys = this.#keysOf(record.workspace);
        keys.learn(record);
        for (const baseline of record.change.baselines ?? [])
            if (baseline.asset_id !== undefined)
                keys.keyOf(baseline);
    }
    /** Each workspace's keys, the map itself: a checkpoint reads it, a resumed pass fills it. */
    held() {
        return this.#workspaces;
    }
    /**
     * The asset known as `name` is `id` from now on: a collector's record gave the id of an asset
     * known by name until then, so a later record naming it without the id means it too.
     */
    adopt(workspace, name, id) {
        this.#keysOf(workspace).keyOf({ asset: name, asset_id: id });
    }
    #keysOf(workspace) {
        let keys = this.#workspaces.get(workspace);
        if (keys === undefined) {
            keys = new deviations/* AssetKeys */.zi();
            this.#workspaces.set(workspace, keys);
        }
        return keys;
    }
    keyOf(workspace, asset) {
        // The id as the workspace's keys hold it when equal: one string, not the record's copy.
        const known = this.#workspaces.get(workspace)?.idOf(asset.name);
        const id = asset.asset_id === undefined || asset.asset_id === known ? known : asset.asset_id;
        const byName = JSON.stringify([workspace, "name", asset.cyber_system, (0,names/* nameKey */.Rc)(asset.name)]);
        return id === undefined
            ? { workspace, key: byName, byName }
            : { workspace, key: JSON.stringify([workspace, "id", id]), byName, asset_id: id };
    }
}

// EXTERNAL MODULE: ./src/core/evidence/records/configuration-monitoring-model.ts
var configuration_monitoring_model = __webpack_require__(15453);
;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring/configuration-monitoring-investigations.ts
// CIP-010-4 R2.1: "Document and investigate detected unauthorized changes." An unauthorized change a
// configuration-monitoring record detected is an exception until a reviewed record documents its
// investigation: a counted approver's `/cip-010-investigated #SEQ ITEM ASSET REFERENCE` line in an
// approving review of a merged pull request that passed the gate (the authority table's
// investigation-note row, asked of judgeAuthority), approved and recorded after the detection, and
// naming its record, item and asset. A collector file's own `investigations` stay in its record
// but close nothing: whoever can push the evidence branch can write them. Whatever claimed an
// investigation and closed nothing is listed on the exception with why. Pure; R21Pass
// (configuration-monitoring-obligations.ts) feeds it the records in chain order.





/** At most this many claims are listed on one exception: the rest are as the last. */
const LISTED_CLAIMS = 10;
class UnauthorizedChanges {
    #open = [];
    /** Notes naming a record after their own, by workspace and the sequence they name. */
    #early = new Map();
    #keyOf;
    #decided;
    constructor(keyOf, decided) {
        this.#keyOf = keyOf;
        this.#decided = decided;
    }
    /** What it holds, the containers themselves: a checkpoint reads them, a resumed pass fills them. */
    held() {
        return { open: this.#open, early: this.#early };
    }
    /** A change detected on the asset under `key`; a note recorded before it is listed. */
    detect(key, asset, change, ref, on) {
        const { item } = change;
        const exception = {
            kind: "investigate unauthorized change",
            ...asset,
            item,
            changed: (0,configuration_monitoring_model/* entryChangeWords */.cb)(change),
            detected_by: ref,
            detected_on: on,
            investigated_by: null,
            status: "open",
        };
        const open = { key, exception };
        for (const { note, claim } of this.#early.get(earlyKey(ref.workspace, ref.sequence)) ?? [])
            if (this.#names(note, open))
                list(open, `${claim}: it was recorded before the change was detected (record #${ref.sequence})`);
        this.#open.push(open);
    }
    /** The asset known under `from` is known under `to` from now on. */
    rekey(from, to) {
        for (const open of this.#open)
            if (open.key === from)
                open.key = to;
    }
    /** A collector's investigations: listed on the exception each names, closing nothing. */
    collectorSays(workspace, body, ref) {
        for (const investigation of body.investigations) {
            const { key } = this.#keyOf(workspace, investigation);
            const open = this.#open.find(({ key: held, exception }) => held === key &&
                exception.item === investigation.item &&
                exception.detected_by.sequence === investigation.detected_in &&
                exception.detected_by.sequence < ref.sequence);
            if (open !== undefined)
                list(open, `record #${ref.sequence}: the collector's file names an investigation (${investigation.reference}), and a collector's word closes nothing: a counted approver's /cip-010-investigated line in an approving review of a merged pull request does`);
        }
    }
    /** The `/cip-010-investigated` notes of a change record's pull requests, each judged. */
    reviewed(record, ref) {
        const review = reviewOf({ record });
        for (const pull of (0,evidence_record/* pullRequestsOf */.Tb)(record.change))
            for (const note of pull.investigation_notes ?? []) {
                const approvedAt = pull.approved_at?.[note.login] ?? record.recorded_at;
                const authority = (0,authority_authority/* judgeAuthority */.B8)({
                    fact: "investigation-note",
                    origin: review.reviewed ? "reviewed-merge" : { outside: review.why },
                    approvedBy: pull.approved_by.includes(note.login) ? ["counted-approvals"] : [],
                    dated: approvedAt,
                    recordedAt: record.recorded_at,
                });
                const claim = `record #${ref.sequence}: /cip-010-investigated by ${note.login} in pull request #${pull.number}`;
                this.#judge(note, ref, { claim, approvedAt }, authority);
            }
    }
    #judge(note, ref, { claim, approvedAt }, authority) {
        const same = (open) => open.exception.detected_by.workspace === ref.workspace;
        const index = this.#open.findIndex((open) => same(open) &&
            open.exception.detected_by.sequence === note.detected_in &&
            open.exception.item === note.item &&
            this.#names(note, open));
        const open = this.#open[index];
        if (open === undefined) {
            if (note.detected_in > ref.sequence) {
                const at = earlyKey(ref.workspace, note.detected_in);
                this.#early.set(at, [...(this.#early.get(at) ?? []), { note, claim }]);
                return;
            }
            // Listed on each open change of the record or the asset it names: what it meant to close.
            for (const other of this.#open)
                if (same(other) &&
                    (other.exception.detected_by.sequence === note.detected_in || this.#names(note, other)))
                    list(other, `${claim} names #${note.detected_in} ${note.item} ${note.asset}, not this change (#${other.exception.detected_by.sequence} ${other.exception.item} ${other.exception.asset})`);
            return;
        }
        const { exception } = open;
        if (!authority.authorized)
            return list(open, `${claim}: ${authority.why}`);
        if (Date.parse(approvedAt) < Date.parse(exception.detected_by.recorded_at))
            return list(open, `${claim}: it is dated ${approvedAt}, before the change was detected (record #${exception.detected_by.sequence}, ${exception.detected_by.recorded_at})`);
        this.#open.splice(index, 1);
        this.#decided({
            ...exception,
            investigated_by: { ...ref, reference: note.reference, login: note.login },
            status: "investigated",
        });
    }
    /**
     * Whether `note` names the asset of `open`: by the name the inventory gives it now (the id the
     * change records gave that name), else, for a name no record gave an id, by its name when the
     * change was detected.
     */
    #names(note, open) {
        const { workspace, cyber_system, asset } = open.exception;
        const named = this.#keyOf(workspace, { cyber_system, name: note.asset });
        return (named.key === open.key ||
            (named.asset_id === undefined && (0,names/* nameKey */.Rc)(note.asset) === (0,names/* nameKey */.Rc)(asset)));
    }
    /** Every exception still open. */
    finish() {
        for (const { exception } of this.#open)
            this.#decided(exception);
        this.#open.length = 0;
        this.#early.clear();
    }
}
function earlyKey(workspace, sequence) {
    return `${workspace}\n${sequence}`;
}
function list(open, why) {
    const listed = (open.exception.not_closed_by ??= []);
    if (listed.length < LISTED_CLAIMS)
        listed.push(why);
}

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts










/** Whether R2.1 follows the asset: a Cyber Asset (not a `software` record) in its scope. */
function followed(state) {
    return !state.software && inR21Scope(state);
}
/**
 * R2.1 judged as records come, each workspace's in chain order, per asset by its live id
 * (configuration-monitoring-assets.ts). It holds only what is open: per asset its open interval,
 * and the unauthorized changes not yet investigated. An interval is judged in scope with what the
 * records said of the asset when it closed.
 */
class R21Pass {
    #options;
    #keys = new R21AssetKeys();
    #assets = new HeldAssets();
    #changes;
    /**
     * When each deleted asset was deleted (ms), by key: an observation from before then (a collector
     * file sealed again after the delete) brings no deleted asset back. Deletes are few.
     */
    #retired = new Map();
    /** The names every asset's state holds, and why records closed nothing: each text once. */
    #texts = new collections/* TextTable */.CV();
    /** Each change detected, by asset key, item and observed digest: detected once when stale. */
    #detected = new Set();
    /** Each workspace's first facts, which a new asset's state starts from (asset-state.ts). */
    #facts = new asset_state/* FirstFacts */.KM();
    /** The openings of the record being added, which its assets share. */
    #openings = new asset_state/* RecordOpenings */.BI();
    /** What it holds, the containers themselves: a checkpoint reads them, a resumed pass fills them. */
    held() {
        const [keys, assets, changes] = [this.#keys, this.#assets, this.#changes.held()];
        return { keys, assets, changes, retired: this.#retired, detected: this.#detected };
    }
    constructor(options) {
        this.#options = options;
        this.#changes = new UnauthorizedChanges((workspace, asset) => this.#keys.keyOf(workspace, asset), options.decided);
    }
    /**
     * The next record, with the calendar in force when it was written (contextAt): the intervals it
     * opens are dated and judged by it, whatever comes later. Default: the options' calendar.
     */
    add(entry, inForce = this.#options.calendar) {
        const { record } = entry;
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        if (record.kind === "configuration-monitoring") {
            const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
            if (!authority.authorized) {
                this.#unauthorized(record, ref, authority.why);
                return;
            }
        }
        const on = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, inForce.timeZone);
        const at = Date.parse(record.recorded_at);
        const observedAt = record.kind === "configuration-monitoring"
            ? Date.parse(record.configuration_monitoring.observed_at)
            : undefined;
        /** The assets this record observed anew: newer than any observation of them before. */
        const fresh = new Set();
        this.#keys.learn(record);
        // An asset a collector's record names first (in service before the ledger knew it) opens its
        // first interval there, and that record's own observation closes it.
        const opensAt = observedAt === undefined ? at : Number.NEGATIVE_INFINITY;
        for (const seen of assetsNamed(record)) {
            const resolved = this.#keys.keyOf(record.workspace, seen);
            if (seen.retired === true) {
                this.#retire(resolved, seen, on, at);
                continue;
            }
            // An observation no newer than the asset's last says nothing new of it, not even its name.
            if (observedAt !== undefined && this.#stale(resolved, seen, observedAt))
                continue;
            const state = this.#stateOf(record.workspace, seen, resolved, { on, ref, inForce }, opensAt);
            state.impact = seen.impact ?? state.impact;
            state.class = seen.class ?? state.class;
            if (seen.asset_type !== undefined)
                state.software = seen.asset_type === "software";
            if (observedAt === undefined)
                continue;
            state.last_observed = observedAt;
            fresh.add(state);
            // Not stale, so read after the interval opened: a complete observation closes it.
            if (seen.complete)
                this.#close(state, { on, ref, inForce }, observedAt);
        }
        if (record.kind === "change")
            this.#changes.reviewed(record, ref);
        if (record.kind !== "configuration-monitoring")
            return;
        const body = record.configuration_monitoring;
        this.#changes.collectorSays(record.workspace, body, ref);
        for (const change of body.unauthorized_changes) {
            const { key, ...place } = this.#keys.keyOf(record.workspace, change);
            const state = this.#assets.get(place);
            const once = `${key}\n${change.item}\n${change.observed}`;
            const again = this.#detected.has(once);
            this.#detected.add(once);
            if (state === undefined || !followed(state) || (again && !fresh.has(state)))
                continue;
            this.#changes.detect(key, keyOf(state), change, ref, on);
        }
    }
    /**
     * A configuration-monitoring record without authority: it closes no interval, names no asset
     * anew and moves no observation time (a date still to come would blind R2.1), but each interval
     * it would have closed lists it, and what it detects on an asset followed is an exception all
     * the same: a detected change never vanishes.
     */
    #unauthorized(record, ref, why) {
        const on = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, this.#options.calendar.timeZone);
        // One entry, and one list of it, for every asset the record names: a collector's file names
        // hundreds, and 100,000 assets each holding its own copies held 14 MB (a list grown by push
        // or spread also keeps room for 17). Lists are never changed in place (readonly), only
        // replaced: a later such record makes the asset a list of its own, of its exact length. One
        // reason text for all records it is the same for (10,000 copies of 384 bytes otherwise).
        const listed = { record: ref, why: this.#texts.of(why) };
        const alone = [listed];
        for (const seen of assetsNamed(record)) {
            const state = this.#heldAt(this.#keys.keyOf(record.workspace, seen), seen)?.state;
            if (state !== undefined && followed(state))
                state.not_closed_by = state.not_closed_by?.concat([listed]) ?? alone;
        }
        for (const change of record.configuration_monitoring.unauthorized_changes) {
            const { key, ...place } = this.#keys.keyOf(record.workspace, change);
            const state = this.#assets.get(place);
            const once = `${key}\n${change.item}\n${change.observed}`;
            if (state === undefined || !followed(state) || this.#detected.has(once))
                continue;
            this.#detected.add(once);
            this.#changes.detect(key, keyOf(state), change, ref, on);
        }
    }
    /** Every interval and exception still open, judged as of the options' date. */
    finish() {
        const { asOf, calendar, decided } = this.#options;
        const today = /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        // Each asset let go as its interval is handed on: a populations' pass holds the rest meanwhile.
        for (const state of this.#assets.drain())
            if (followed(state))
                decided(openInterval(state, today));
        this.#changes.finish();
        this.#assets.clear();
        this.#retired.clear();
        this.#detected.clear();
        this.#facts.clear();
    }
    /**
     * An asset deleted on `on` is out of service from then: an interval due by then is handed on as
     * it stood (unmonitored, it stays a finding); one not yet due ends with no obligation. The
     * unauthorized changes detected on it still wait for their investigation.
     */
    #retire(resolved, seen, on, at) {
        this.#retired.set(resolved.key, at);
        const held = this.#heldAt(resolved, seen);
        if (held === undefined)
            return;
        const { state } = held;
        this.#assets.delete(held.at);
        if (followed(state) && on > dueOf(state.opened_on))
            this.#options.decided(openInterval(state, on));
    }
    /**
     * Where the pass holds the state of the asset `seen` names: under its key, else, for an asset
     * known by system and name until this record gave its id, under that (unless the record creates
     * it: a new asset under the name of one that had no id); undefined for an asset it holds none of.
     */
    #heldAt(resolved, seen) {
        const state = this.#assets.get(resolved);
        if (state !== undefined)
            return { at: resolved, state };
        const at = { workspace: resolved.workspace, byName: resolved.byName };
        const named = resolved.key !== at.byName && !seen.created ? this.#assets.get(at) : undefined;
        return named === undefined ? undefined : { at, state: named };
    }
    /**
     * Whether an observation of `seen` at `observedAt` is stale: no newer than the asset's last one
     * or its commissioning, or older than its delete (an old collector file sealed again).
     */
    #stale(resolved, seen, observedAt) {
        const known = this.#heldAt(resolved, seen)?.state;
        const deletedAt = this.#retired.get(resolved.key);
        return ((known !== undefined && !(observedAt > Math.max(known.last_observed, known.opened_at))) ||
            (deletedAt !== undefined && observedAt <= deletedAt));
    }
    /**
     * The state of the asset `seen` names (#heldAt), as named now, moved under its id when this
     * record gave one; new, it opens its first interval there (its commissioning).
     */
    #stateOf(workspace, seen, resolved, { on, ref, inForce }, opensAt) {
        const { key, byName, asset_id } = resolved;
        const held = this.#heldAt(resolved, seen);
        if (held?.at !== resolved && key !== byName && seen.created !== true) {
            this.#assets.delete({ workspace, byName });
            this.#changes.rekey(byName, key);
            if (held !== undefined && asset_id !== undefined)
                this.#keys.adopt(workspace, seen.name, asset_id);
        }
        const state = held?.state ??
            new asset_state/* AssetState */.ik(this.#facts.of(this.#texts.of(workspace)), this.#openings.of(on, ref, opensAt, inForce), { asset: "", asset_id: undefined });
        // Named as this record names it; an id equal to the one held stays the string its key is.
        state.cyber_system = this.#texts.of(seen.cyber_system);
        state.asset = seen.name;
        if (state.asset_id !== asset_id)
            state.asset_id = asset_id;
        this.#assets.set(resolved, state);
        return state;
    }
    /**
     * Closes the open interval of `state` by the record `opening.ref` that observed the asset at
     * `observedAt` (dated in the interval's own calendar), and opens the next there.
     */
    #close(state, { on, ref, inForce }, observedAt) {
        const due = dueOf(state.opened_on);
        const closedOn = (0,shared_calendar/* dateIn */.m7)(ref.recorded_at, state.calendar.timeZone);
        if (followed(state))
            this.#options.decided({
                ...keyOf(state),
                kind: "monitoring interval",
                opened_on: state.opened_on,
                opened_by: state.opened_by,
                due_on: due,
                closed_on: closedOn,
                closed_by: ref,
                status: closedOn <= due ? "closed on time" : "closed late",
                ...undeclared(state),
                ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
                calendar: state.calendar,
            });
        state.not_closed_by = undefined;
        state.opening = this.#openings.of(on, ref, observedAt, inForce);
        state.monitored = true;
    }
}
/** The asset's key as the last record named it. */
function keyOf(state) {
    return {
        workspace: state.workspace,
        cyber_system: state.cyber_system,
        asset: state.asset,
        ...(state.asset_id === undefined ? {} : { asset_id: state.asset_id }),
    };
}
function dueOf(openedOn) {
    return (0,shared_calendar/* addDays */.fi)(openedOn, R2_1_INTERVAL_DAYS);
}
function openInterval(state, today) {
    const { calendar } = state;
    const due = dueOf(state.opened_on);
    const status = !state.monitored
        ? "no configuration monitoring recorded"
        : today > due
            ? "overdue"
            : today >= (0,shared_calendar/* addDays */.fi)(due, -calendar.dueSoonDays)
                ? "due soon"
                : "due";
    return {
        ...keyOf(state),
        kind: "monitoring interval",
        opened_on: state.opened_on,
        opened_by: state.opened_by,
        due_on: due,
        closed_on: null,
        closed_by: null,
        status,
        judged_on: today,
        ...undeclared(state),
        ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
        calendar,
    };
}
function undeclared(state) {
    return state.impact === undefined ? { impact_undeclared: true } : {};
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(39178);
// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(51967);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(49513);
;// CONCATENATED MODULE: ./src/core/obligations/review-interval.ts
// The first CIP-002 R2 interval of a workspace. CIP-002-5.1a R2.2: "Have its CIP Senior Manager
// or delegate approve the identifications required by Requirement R1 at least once every 15
// calendar months, even if it has no identified items in Requirement R1." The ledger cannot see
// the approval before it, so an entity adopting the tool 14 months after its last approval would
// otherwise be told "due in 15 months". The policy file's `cip_002_last_approval: { on, ref }` (a
// change to it is approved by the CIP Senior Manager) starts the first interval; without it the
// first interval's due date is unknown, and the obligation says so: "prior approval not
// recorded". Each approved review then opens the next interval from its own record, as before.
// What the pass holds of each workspace's chain (WorkspaceState) is here too: its open interval,
// the first one once closed, and the facts in force it folds (the prior approval, the calendar);
// and the obligation an interval becomes once closed, or open when the pass ends.
// Pure.





/** CIP-002 R2's interval, in calendar months. */
const REVIEW_INTERVAL_MONTHS = 15;
const PRIOR_APPROVAL_NOT_RECORDED = "prior approval not recorded";
/** The first interval, from the policy's `cip_002_last_approval` (undefined: none written). */
function firstReviewInterval(prior, calendar) {
    if (prior === undefined)
        return { kind: "not-recorded", note: PRIOR_APPROVAL_NOT_RECORDED, due: null };
    return {
        kind: "seeded",
        opened_on: prior.on,
        ref: prior.ref,
        due: (0,shared_calendar/* addMonths */.PS)(prior.on, REVIEW_INTERVAL_MONTHS, calendar.monthEnd),
    };
}
/**
 * `cip_002_last_approval` in force after `entry`: what an accepted merge's files declared, when it
 * is dated no later than that record (the authority row's not-after-record), else as before.
 */
function priorApprovalAfter(entry, before) {
    const { record } = entry;
    if (record.kind !== "change" || !(0,facts_in_force/* isAccepted */.oB)(record))
        return before;
    const { governance } = record.change;
    // A record written before merges recorded what they declared changes nothing in force.
    if (governance === undefined)
        return before;
    // A merged commit without a policy file, or whose file has none, declares none.
    const prior = governance.senior_manager?.last_approval ?? undefined;
    if (prior === undefined)
        return undefined;
    const dated = (0,authority_authority/* judgeDate */.S2)("cip-002-last-approval", prior.on, record.recorded_at);
    return dated.authorized ? prior : before;
}
/** The impact ratings the inventory in force declares after `entry` (WorkspaceState.impacts). */
function impactsAfter(entry, before) {
    const { record } = entry;
    if (record.kind !== "change" || !(0,facts_in_force/* isAccepted */.oB)(record))
        return before;
    const systems = record.change.governance?.systems;
    if (systems === undefined)
        return before;
    const declared = new Set(systems.map(({ impact }) => impact ?? "high"));
    return principals/* IMPACT_LEVELS */.dR.filter((impact) => declared.has(impact));
}
/** The ratings every workspace's inventory in force declares; undefined when one is unknown. */
function declaredImpacts(states) {
    if (states.length === 0 || states.some(({ impacts }) => impacts === undefined))
        return undefined;
    return new Set(states.flatMap(({ impacts }) => impacts ?? []));
}
/** The first CIP-002 R2 interval's due date and why. */
function firstDue(first) {
    return first.kind === "seeded"
        ? {
            due: first.due,
            reason: `first interval from the approval of ${first.opened_on} (${first.ref})`,
        }
        : { due: null, reason: first.note };
}
/** A CIP-002 R2 interval of 15 calendar months closed by `closer`, or open now. */
function reviewObligation(interval, closer, 
/** The first interval's due date and why: from the prior approval in force, or none. */
first) {
    const { context } = interval;
    const { timeZone, monthEnd } = context.calendar;
    const closedOn = closer === undefined ? undefined : (0,shared_calendar/* dateIn */.m7)(closer.recorded_at, timeZone);
    const due = first !== undefined
        ? first.due
        : (0,shared_calendar/* addMonths */.PS)((0,shared_calendar/* dateIn */.m7)(interval.opened.recorded_at, timeZone), REVIEW_INTERVAL_MONTHS, monthEnd);
    return {
        kind: "CIP-002 R2",
        requirement: obligation_model/* REQUIREMENTS */.dq["CIP-002 R2"],
        workspace: interval.opened.workspace,
        subject: interval.subject,
        opened_by: interval.opened,
        due,
        // Without a due date it is open until a review closes it, never overdue.
        status: due === null ? (closer === undefined ? "open" : "closed") : (0,obligation_model/* statusOf */.c2)(due, closedOn, context),
        ...(closer === undefined ? {} : { closed_by: closer }),
        calendar: context.rule,
        ...(first === undefined ? {} : { reason: first.reason }),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-facts.ts
/**
 * R3.3: what stands for an asset put into service: an active assessment of it, a like replacement,
 * a CIP Exceptional Circumstance; none; or not judged (its system declares no impact).
 */
const COMMISSIONING_EVIDENCE = (/* unused pure expression or super */ null && ([
    "assessment",
    "like replacement",
    "CIP Exceptional Circumstance",
    "none",
    "not judged",
]));
/** An R3.4 subject in words: the item of its assessment; undefined for a system's own. */
function assessmentText(facts) {
    return facts.item === undefined
        ? undefined
        : `action item ${facts.item.id} of assessment ${facts.item.assessment}`;
}

;// CONCATENATED MODULE: ./src/core/obligations/obligation-subject.ts
// What tells one obligation from another and what it is about, in words, read from the model and
// from each family's facts on it (FamilyFacts): kept beside the families' registry rather than in
// the model, which every family reads and so may name none of them (issue 97, item 4). Pure.


/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
function subjectText(o) {
    const { cyber_system: system, cyber_system_id: id, asset, governance, keyed_by } = o.subject;
    if (governance !== undefined)
        return governance;
    const patching = o.patching && patchingText(o.patching);
    if (system === undefined)
        return patching ?? `the identifications of workspace ${o.workspace}`;
    // Configuration monitoring names a system as the inventory does, by name only.
    const named = id === undefined ? system : `${system} (${id})`;
    // R3.4: an action item of a system's assessment.
    const item = o.assessment && assessmentText(o.assessment);
    if (asset === undefined)
        return item === undefined ? named : `${item} of ${named}`;
    const located = `${asset} in ${named}${keyed_by === undefined ? "" : " (no asset id)"}`;
    return patching === undefined ? located : `${patching} of ${located}`;
}
/** A patch management subject in words: a patch, a baseline item, a source or a plan. */
function patchingText(facts) {
    if (facts.patch !== undefined)
        return `patch ${facts.patch}`;
    if (facts.item !== undefined)
        return `${facts.item.kind} ${JSON.stringify(facts.item.name)}`;
    if (facts.source !== undefined)
        return `patch source ${facts.source}`;
    return facts.plan === undefined ? undefined : `mitigation plan ${facts.plan}`;
}
/** The obligations that are in `status` now and were not as of `before`: each a new state. */
function newlyIn(status, now, before) {
    const earlier = new Set(before.filter((o) => o.status === status).map(obligationKey));
    return now.filter((o) => o.status === status && !earlier.has(obligationKey(o)));
}
/**
 * What tells an obligation from every other across two judgements of one ledger: its kind,
 * workspace and opening record, and what it is about: the system and asset (by id when it has
 * one, so a rename keeps it), the CIP-003 governance subject, and patch management's item, patch source,
 * patch or plan (one record opens one per item, source, patch or plan of the same asset). What a
 * later record adds to it (the plan that closed an R2.3) is left out.
 */
function obligationKey(o) {
    const { subject, patching } = o;
    return JSON.stringify([
        o.kind,
        o.workspace,
        o.opened_by.sequence,
        subject.cyber_system_id ?? "",
        subject.asset_id ?? subject.asset ?? "",
        subject.governance ?? "",
        patching?.item?.kind ?? "",
        nameKeyOf(patching?.item?.name),
        o.kind === "CIP-007 R2.2" ? (patching?.source ?? "") : "",
        patching?.patch ?? "",
        o.kind === "CIP-007 R2.4" ? (patching?.plan ?? "") : "",
        o.assessment?.key ?? "",
    ]);
}
const nameKeyOf = (name) => (name === undefined ? "" : (0,names/* nameKey */.Rc)(name));

;// CONCATENATED MODULE: ./src/core/obligations/obligations.ts














/**
 * The obligations of `records` as of `asOf`: an instant, or a date (YYYY-MM-DD) in the calendar's
 * time zone (an audit's "as of 31 December").
 */
function computeObligations(records, asOf, calendar, options = {}) {
    const pass = new ObligationsPass(asOf, calendar, options);
    for (const chain of groupBy(records, ({ record }) => record.workspace).values())
        for (const entry of chain.sort((a, b) => a.record.sequence - b.record.sequence))
            pass.add(entry);
    return pass.finish().obligations;
}
/**
 * The obligations of ledger records fed one at a time, each workspace's in chain order (records of
 * several workspaces may interleave). Only the obligations the options keep are held once decided;
 * every one is counted.
 */
class ObligationsPass {
    #context;
    #keep;
    #decided;
    #workspaces = new Map();
    #kept = [];
    /**
     * Once the kept ones fill the limit, the last of them: one that sorts after it is never kept (the
     * limit holds the first ones of a stable sort, and each of them comes before it). The report's
     * pass decides an open interval per asset at its end (100,000 in the bench's ledger): each one
     * held until the next cut, a thousand later, lived long enough to be moved to the old generation,
     * to die there.
     */
    #lastKept;
    #counts = (0,obligation_model/* countStatuses */.ip)([]);
    /** What was decided and still needs someone (CARRIED), in order: a checkpoint's (if checkpointed). */
    #carried;
    /** Resumed: the record each workspace's chain goes on from, until its next record comes. */
    #resumedFrom = new Map();
    #finished = false;
    #limit;
    #deviations;
    #configurationMonitoring;
    /** Each family's pass of each workspace, from its first record that starts it; table order. */
    #familyPasses;
    /** The families whose pass started in some workspace, held by finish(), which clears the passes. */
    #started;
    /** The ratings the inventories in force declare, held by finish(), which clears the workspaces. */
    #impacts;
    /** The families no workspace's pass started on that apply (notApplicable): not judged. */
    get notJudged() {
        const notApplicable = new Set(this.notApplicable);
        return this.#unstarted().filter((family) => !notApplicable.has(family));
    }
    /** The families no workspace's pass started on that reach no impact declared in force. */
    get notApplicable() {
        const declared = this.#impacts ?? declaredImpacts([...this.#workspaces.values()]);
        return (0,obligation_families/* applicableNowhere */.UM)(this.#unstarted(), declared);
    }
    #unstarted() {
        const started = this.#started ?? this.#startedFamilies();
        return this.#familyPasses.map(({ family }) => family).filter((f) => !started.has(f));
    }
    #startedFamilies() {
        return new Set(this.#familyPasses.filter(({ passes }) => passes.size > 0).map((f) => f.family));
    }
    constructor(asOf, calendar, { families = family_table/* MERGE_JUDGED_FAMILIES */.G, keep = () => true, decided, limit = Infinity, completionGraceDays = obligation_model/* DEFAULT_COMPLETION_GRACE_DAYS */.qc, checkpointed = true, } = {}) {
        this.#carried = checkpointed ? [] : undefined;
        const today = typeof asOf === "string" ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        this.#context = { calendar, today, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar), completionGraceDays };
        this.#keep = keep;
        this.#decided = decided;
        this.#limit = limit;
        this.#familyPasses = families.map((family) => ({ family, passes: new Map() }));
        this.#deviations = new DeviationObligations(this.#context, (o) => this.#emit(o));
        // Each R2.1 interval becomes an obligation as it closes: the pass holds only open ones.
        this.#configurationMonitoring = new R21Pass({
            calendar,
            asOf: today,
            decided: (found) => this.#emit(r21Obligation(found, "calendar" in found ? (0,obligation_model/* withCalendar */.TY)(this.#context, found.calendar) : this.#context)),
        });
    }
    /**
     * A pass in the state `checkpoint` holds (checkpoint/), as of `asOf`: add the records after it,
     * each workspace's in chain order, then finish. It throws on a checkpoint of another format or
     * judged with another calendar (judge from every record then), and on a record that does not
     * continue a chain where the checkpoint stands. The obligations it carries are handed to
     * `decided` and `keep` again, not counted again: their counts are the checkpoint's. It takes
     * `checkpoint` (the pass goes on from its objects): to resume from one twice, give a copy.
     */
    static resume(checkpoint, asOf, calendar, options = {}) {
        const pass = new ObligationsPass(asOf, calendar, options);
        const restored = (0,obligations_checkpoint/* restoreCheckpoint */.vQ)(checkpoint, pass.#context, {
            deviations: pass.#deviations.held(),
            monitoring: pass.#configurationMonitoring.held(),
        });
        for (const [workspace, state] of restored.workspaces) {
            pass.#workspaces.set(workspace, state);
            pass.#resumedFrom.set(workspace, { workspace, ...state.through });
        }
        Object.assign(pass.#counts, restored.counts);
        for (const { family, passes } of pass.#familyPasses)
            for (const held of (0,obligations_checkpoint/* familyHeld */.Y6)(checkpoint, family))
                passes.set(held.workspace, family.pass.resume(held, pass.#context, (o) => pass.#emit(o)));
        for (const obligation of restored.carried)
            pass.#hold(obligation);
        return pass;
    }
    /**
     * The pass's state as JSON (checkpoint/), which a resumed pass judges from as this one would; not
     * after finish(), nor of a pass not checkpointed (PassOptions). `copy: false` shares the pass's
     * objects, to serialise at once (the same JSON).
     */
    checkpoint({ copy } = { copy: true }) {
        if (this.#finished)
            throw new Error("An obligations pass has no checkpoint once finished.");
        if (this.#carried === undefined)
            throw new Error("An obligations pass made with checkpointed: false has no checkpoint: it holds none of the obligations one carries.");
        return (0,obligations_checkpoint/* checkpointOf */.S$)(copy, {
            context: this.#context,
            counts: this.#counts,
            carried: this.#carried,
            workspaces: this.#workspaces,
            deviations: this.#deviations.held(),
            monitoring: this.#configurationMonitoring.held(),
            families: this.#familyPasses,
        });
    }
    add(entry) {
        const { record } = entry;
        this.#continuesCheckpoint(entry);
        const through = { sequence: record.sequence, sha256: entry.sha256 };
        let state = this.#workspaces.get(record.workspace);
        // In force from this record: the obligations it opens are judged by it.
        const inForce = (0,obligation_model/* contextAt */.vP)(record, state?.inForce ?? this.#context);
        if (state === undefined) {
            // The workspace's first record opens its first CIP-002 R2 interval, dated by the approval
            // before the ledger that an accepted record puts in force (review-interval.ts).
            const review = { opened: (0,obligation_model/* refOf */.H8)(entry), context: inForce, subject: {}, first: true };
            state = { review, inForce, priorApproval: undefined, through };
            this.#workspaces.set(record.workspace, state);
        }
        else if (isApprovedReview(entry)) {
            const closer = (0,obligation_model/* refOf */.H8)(entry);
            if (state.review.first)
                state.firstClosed = { interval: state.review, closer };
            else
                this.#emit(reviewObligation(state.review, closer));
            state.review = { opened: closer, context: inForce, subject: {} };
        }
        state.through = through;
        state.inForce = inForce;
        state.priorApproval = priorApprovalAfter(entry, state.priorApproval);
        const impacts = impactsAfter(entry, state.impacts);
        if (impacts !== undefined)
            state.impacts = impacts;
        this.#deviations.add(entry);
        this.#configurationMonitoring.add(entry, inForce.calendar);
        this.#governance(entry);
        this.#families(entry, inForce);
    }
    /**
     * The families judged from accepted merges (the table's, MERGE_JUDGED_FAMILIES): the
     * record judged in the calendar in force at it. A workspace's pass of a family starts at the
     * first record the family's `starts` reads (R2: an accepted merge keeping patched items or patch
     * files; R3: one keeping baselines), so a ledger written before records kept them has no state
     * of the family, and its checkpoints none.
     */
    #families(entry, inForce) {
        const { workspace } = entry.record;
        const emit = (o) => this.#emit(o);
        for (const { family, passes } of this.#familyPasses) {
            let pass = passes.get(workspace);
            if (pass === undefined && family.starts(entry.record)) {
                pass = new family.pass(this.#context, emit);
                passes.set(workspace, pass);
            }
            pass?.addRecord(entry, inForce);
        }
    }
    /** A resumed workspace's first record is the one after the checkpoint's, linked to it. */
    #continuesCheckpoint({ record }) {
        const from = this.#resumedFrom.get(record.workspace);
        if (from === undefined)
            return;
        this.#resumedFrom.delete(record.workspace);
        if (record.sequence === from.sequence + 1 && record.previous_sha256 === from.sha256)
            return;
        throw new Error(`Record ${record.sequence} of workspace ${record.workspace} does not continue the obligations checkpoint, which stands at record ${from.sequence} (SHA-256 ${from.sha256}): give the records after it in chain order, or judge from every record.`);
    }
    /** CIP-003 R3 and R4: a documented change of the CIP Senior Manager or of a delegation. */
    #governance(entry) {
        for (const found of (0,governance_obligations/* ledgerGovernanceObligations */.bp)([entry], this.#context.calendar))
            this.#emit((0,governance_obligations/* governanceObligation */.F0)(found));
    }
    /** What the pass found as of its date: the open ones judged now, the kept ones sorted. */
    finish() {
        this.#finished = true;
        this.#deviations.finish();
        for (const state of this.#workspaces.values()) {
            const first = firstDue(firstReviewInterval(state.priorApproval, this.#context.calendar));
            if (state.firstClosed !== undefined)
                this.#emit(reviewObligation(state.firstClosed.interval, state.firstClosed.closer, first));
            this.#emit(reviewObligation(state.review, undefined, state.review.first ? first : undefined));
        }
        this.#configurationMonitoring.finish();
        this.#started = this.#startedFamilies();
        this.#impacts = declaredImpacts([...this.#workspaces.values()]);
        for (const { passes } of this.#familyPasses) {
            for (const pass of passes.values())
                for (const obligation of pass.finish())
                    this.#emit(obligation);
            passes.clear();
        }
        this.#workspaces.clear();
        this.#cut();
        return { obligations: [...this.#kept], counts: { ...this.#counts } };
    }
    #emit(obligation) {
        this.#counts[obligation.status] += 1;
        this.#hold(obligation);
    }
    /** A decided obligation, counted already: to the caller, and held as the options ask. */
    #hold(decided) {
        // Named as the rows name its version now, whatever name the checkpoint it was held in kept.
        const obligation = (0,obligation_model/* withCurrentVersion */.AU)(decided);
        this.#decided?.(obligation);
        // What finish() decides is judged as of the pass's date: no checkpoint carries it.
        if (!this.#finished && obligations_checkpoint/* CARRIED */.xc.has(obligation.status))
            this.#carried?.push(obligation);
        if (!this.#keep(obligation))
            return;
        if (this.#lastKept !== undefined && (0,obligation_model/* compareObligations */.xK)(obligation, this.#lastKept) >= 0)
            return;
        this.#kept.push(obligation);
        // Cut back to the limit now and then, not at each one: sorting is then amortized.
        if (this.#kept.length >= 2 * this.#limit)
            this.#cut();
    }
    #cut() {
        this.#kept.sort(obligation_model/* compareObligations */.xK);
        this.#kept.length = Math.min(this.#kept.length, this.#limit);
        if (this.#limit > 0 && this.#kept.length === this.#limit)
            this.#lastKept = this.#kept.at(-1);
    }
}


/***/ }),

/***/ 91565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ assertNever)
/* harmony export */ });
// Exhaustiveness by construction: a `switch` over a union ends in `default: assertNever(value)`,
// so a new member (an evidence record kind, an operation action) fails to compile until every
// consumer handles it, instead of being skipped at run time.
/** Unreachable when every member of the union is handled; names the member that was not. */
function assertNever(value) {
    const shown = JSON.stringify(value) ?? String(value);
    throw new Error(`unhandled case ${shown.slice(0, 200)}: a consumer misses a member of its union`);
}


/***/ }),

/***/ 28749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ merged)
/* harmony export */ });
// Several sources, each already in order, read as one ordered whole: the smallest head again and
// again, ties to the source listed first, so that sources listed in the order their items were
// added give the order of one stable sort. A spilled sort's runs (io/sort/spilled-sort.ts) and the
// maps R2.1's held assets are kept in (held-assets.ts) are read this way. Pure.
/**
 * The smallest head of the sources, again and again; among equal heads the first source's. The
 * sources wait in a binary heap ordered by their head's key, then by their index: log k
 * comparisons an item rather than k, for a sort of many runs.
 */
function* merged(sources, compare) {
    const heads = new SourceHeap(sources, compare);
    for (let source = heads.least(); source !== undefined; source = heads.least()) {
        const head = source.peek();
        source.take();
        heads.settle();
        yield head.item;
    }
}
/**
 * The indices of the sources that still have a head, in a binary heap by that head. Every slot and
 * source is read through `#slot` and `#source`, which say once what the heap's arithmetic keeps
 * true (an index below the length is filled) instead of asserting it at each read.
 */
class SourceHeap {
    #sources;
    #compare;
    #heap;
    constructor(sources, compare) {
        this.#sources = sources;
        this.#compare = compare;
        this.#heap = sources.flatMap((source, index) => (source.peek() === undefined ? [] : [index]));
        for (let at = Math.floor(this.#heap.length / 2) - 1; at >= 0; at--)
            this.#down(at);
    }
    /** The source with the smallest head; undefined when every source is spent. */
    least() {
        return this.#heap.length === 0 ? undefined : this.#source(this.#slot(0));
    }
    /** After the least source was taken from: it leaves the heap when spent, else sinks to its place. */
    settle() {
        if (this.#source(this.#slot(0)).peek() === undefined) {
            const last = this.#heap.pop();
            if (last === undefined || this.#heap.length === 0)
                return;
            this.#heap[0] = last;
        }
        this.#down(0);
    }
    #down(from) {
        const size = this.#heap.length;
        for (let at = from;;) {
            const [left, right] = [2 * at + 1, 2 * at + 2];
            let least = at;
            if (left < size && this.#before(left, least))
                least = left;
            if (right < size && this.#before(right, least))
                least = right;
            if (least === at)
                return;
            const moved = this.#slot(at);
            this.#heap[at] = this.#slot(least);
            this.#heap[least] = moved;
            at = least;
        }
    }
    /** Whether slot `a`'s source comes before slot `b`'s: a smaller head, or the same and added first. */
    #before(a, b) {
        const [first, second] = [this.#slot(a), this.#slot(b)];
        const order = this.#compare(this.#source(first).peek().key, this.#source(second).peek().key);
        return order < 0 || (order === 0 && first < second);
    }
    #slot(at) {
        const index = this.#heap[at];
        if (index === undefined)
            throw new RangeError(`no slot ${at} in a heap of ${this.#heap.length}`);
        return index;
    }
    #source(index) {
        const source = this.#sources[index];
        if (source === undefined)
            throw new RangeError(`no source ${index} of ${this.#sources.length}`);
        return source;
    }
}


/***/ })

};
