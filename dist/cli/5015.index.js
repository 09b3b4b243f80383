export const id = 5015;
export const ids = [5015];
export const modules = {

/***/ 91398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PQ: () => (/* binding */ ASSET_COLUMNS),
  Ah: () => (/* binding */ AssetPopulation),
  mP: () => (/* binding */ BES_ASSET_COLUMNS)
});

// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/core/audit/citation.ts
var citation = __webpack_require__(72854);
// EXTERNAL MODULE: ./src/core/audit/last-baselines.ts
var last_baselines = __webpack_require__(21294);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/audit/bes-asset-rows.ts


const IMPACT_ORDER = ["low", "medium", "high"];
/** Each facility and control center of the listing, with its systems and highest declared impact. */
function besAssetRows(by, listing) {
    return listing.bes_assets.map((asset) => {
        const systems = listing.cyber_systems.filter((system) => system.parent_id === asset.id);
        const impacts = systems.flatMap((system) => system.impact === undefined ? [] : [system.impact]);
        const highest = IMPACT_ORDER.filter((impact) => impacts.includes(impact)).at(-1);
        const criteria = [...new Set(systems.flatMap((system) => system.criteria ?? []))].sort(names/* compareCodePoints */.OP);
        return {
            ...(0,citation/* citationOfCited */.sS)(by),
            kind: asset.kind,
            bes_asset_id: asset.id,
            name: asset.name,
            cyber_systems: systems.length,
            workspace_cyber_systems: systems.filter((system) => system.managed).length,
            highest_impact: highest ?? null,
            criteria: criteria.join("; "),
            no_bes_cyber_system: systems.length === 0,
        };
    });
}

;// CONCATENATED MODULE: ./src/core/audit/unauthenticated-listings.ts
// The inventory listings the asset population does not take (asset-population.ts): each kept
// beside a record the history flags as unauthenticated (HashedRecord.unauthenticated: a terminal's
// record whose commit no operator key signed, or any terminal's record in a copy without .git).
// Such a listing is what an unauthenticated read of some service said, so it never replaces the
// workspace's last authenticated listing; it is named in the exceptions instead, with the
// history's reason, so that nothing is dropped unsaid. Only those since the workspace's last
// authenticated listing are kept: one before it changed nothing. Held as the population fold holds
// its state (records by number), and only where there is one, so that a checkpoint without any is
// byte for byte what it was. Pure.

/** The exceptions' kind of a listing not taken. */
const UNAUTHENTICATED_LISTING = "unauthenticated inventory listing";
class UnauthenticatedListings {
    /** By workspace, in chain order: the listings not taken since its last taken one. */
    #byWorkspace;
    constructor(byWorkspace = new Map()) {
        this.#byWorkspace = byWorkspace;
    }
    /** The listing beside `by`, not taken: the history flags its record, for `why`. */
    skip(by, why) {
        this.#byWorkspace.set(by.workspace, [
            ...(this.#byWorkspace.get(by.workspace) ?? []),
            { by, why },
        ]);
    }
    /** The workspace's listing was taken: the ones not taken before it changed nothing. */
    taken(workspace) {
        this.#byWorkspace.delete(workspace);
    }
    /**
     * The exceptions' row of each, citing its record; `population(workspace)` is the record whose
     * listing the workspace's population is, undefined where it has none.
     */
    rows(population) {
        return [...this.#byWorkspace.values()].flat().map(({ by, why }) => {
            const taken = population(by.workspace);
            const instead = taken === undefined
                ? "with no authenticated listing, the population is what the applied changes show"
                : `the population is the listing of record #${taken}, the last authenticated one`;
            return {
                ...(0,citation/* citationOfCited */.sS)(by),
                kind: UNAUTHENTICATED_LISTING,
                detail: `the inventory listing kept beside this record is not the Cyber Asset population, since its record is unauthenticated (${why}); ${instead}`,
            };
        });
    }
    /** As the population fold holds it; undefined where there is none (left out of the JSON). */
    held(numbers) {
        if (this.#byWorkspace.size === 0)
            return undefined;
        return [...this.#byWorkspace.values()]
            .flat()
            .map(({ by, why }) => ({ by: numbers.record(by), why }));
    }
    /** The listings `held` holds, each record from `names`. */
    static resume(held, names) {
        const listings = new UnauthenticatedListings();
        for (const { by, why } of held ?? [])
            listings.skip(names.record(by), why);
        return listings;
    }
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
;// CONCATENATED MODULE: ./src/core/audit/applied-assets.ts

/** The facts in the order a checkpoint lists them, a fact not held left out. */
const FACTS = [
    "asset_id",
    "name",
    "cyber_system_id",
    "cyber_system",
    "parent_kind",
    "parent",
    "impact",
    "erc",
    "asset_type",
    "class",
    "baseline",
    "baseline_kind",
    "deleted",
];
/** The facts an asset shares with the others of its system, type and class (SharedFacts). */
const SHARED = [
    "cyber_system_id",
    "cyber_system",
    "parent_kind",
    "parent",
    "impact",
    "erc",
    "asset_type",
    "class",
    "baseline_kind",
];
/** How many sets of shared facts a system holds to be shared (AppliedAssets.#sharedOf). */
const SHARED_SETS = 16;
/**
 * An asset an applied operation named: its last and first operations' records, and what the last
 * states. One object of one shape per asset (a ledger's 100,000 are held at once): the facts its
 * system, type and class give it are one object shared with every asset that states the same (a
 * field each held 64 bytes an asset, 7 MB at 100,000 assets), read through the getters; changed in
 * place by a later operation.
 */
class Applied {
    by;
    first;
    asset_id;
    name;
    deleted;
    /** Its baseline's digest, as its AppliedAssets holds it (baselineOf gives it back). */
    baseline;
    shared;
    constructor(stated, baseline, shared) {
        this.by = stated.by;
        this.first = stated.first;
        this.asset_id = stated.asset_id;
        this.name = stated.name;
        this.deleted = stated.deleted;
        this.baseline = baseline;
        this.shared = shared;
    }
    get cyber_system_id() {
        return this.shared.cyber_system_id;
    }
    get cyber_system() {
        return this.shared.cyber_system;
    }
    get parent_kind() {
        return this.shared.parent_kind;
    }
    get parent() {
        return this.shared.parent;
    }
    get impact() {
        return this.shared.impact;
    }
    get erc() {
        return this.shared.erc;
    }
    get asset_type() {
        return this.shared.asset_type;
    }
    get class() {
        return this.shared.class;
    }
    get baseline_kind() {
        return this.shared.baseline_kind;
    }
}
/**
 * The assets the applied operations named: each workspace's by asset id, and all of them in the
 * order first named (the rows' and the checkpoint's order). Keyed by the id each asset holds, not
 * by a key made of workspace and id (which V8 held as a concatenation and its flat copy).
 */
class AppliedAssets {
    #byWorkspace = new Map();
    inOrder = [];
    /** The baselines' digests: each asset's place its own, kept while it holds a SHA-256. */
    #digests = new sha256/* Sha256Texts */.oE();
    /** Each system's shared facts, by its id: a system's assets state few sets of them. */
    #shared = new Map();
    get(workspace, id) {
        return this.#byWorkspace.get(workspace)?.get(id);
    }
    /** A new asset, listed after those named before it, as `stated` states it. */
    add(stated) {
        const applied = new Applied(stated, this.#digests.held(undefined, stated.baseline), this.#sharedOf(stated));
        const { workspace } = applied.by;
        let assets = this.#byWorkspace.get(workspace);
        if (assets === undefined) {
            assets = new Map();
            this.#byWorkspace.set(workspace, assets);
        }
        assets.set(applied.asset_id, applied);
        this.inOrder.push(applied);
    }
    /** What a later operation states of `applied`. */
    update(applied, stated) {
        applied.by = stated.by;
        applied.first = stated.first;
        applied.asset_id = stated.asset_id;
        applied.name = stated.name;
        applied.deleted = stated.deleted;
        applied.baseline = this.#digests.held(applied.baseline, stated.baseline);
        if (!sameShared(applied.shared, stated))
            applied.shared = this.#sharedOf(stated);
    }
    /** The baseline's digest `applied` holds, as the record stated it. */
    baselineOf(applied) {
        return this.#digests.text(applied.baseline);
    }
    /**
     * The shared facts `stated` states: those held when another asset of its system stated the same.
     * A system's first SHARED_SETS sets are held, and looked through; past them (a system renamed
     * again and again), a set is the asset's own, so no operation looks through more.
     */
    #sharedOf(stated) {
        let sets = this.#shared.get(stated.cyber_system_id);
        if (sets === undefined) {
            sets = [];
            this.#shared.set(stated.cyber_system_id, sets);
        }
        const held = sets.find((set) => sameShared(set, stated));
        if (held !== undefined)
            return held;
        const shared = Object.fromEntries(SHARED.map((fact) => [fact, stated[fact]]));
        if (sets.length < SHARED_SETS)
            sets.push(shared);
        return shared;
    }
}
/** Whether `stated` states the facts of `set`: each compared by name (a record states many). */
function sameShared(set, stated) {
    return (set.cyber_system_id === stated.cyber_system_id &&
        set.cyber_system === stated.cyber_system &&
        set.parent_kind === stated.parent_kind &&
        set.parent === stated.parent &&
        set.impact === stated.impact &&
        set.erc === stated.erc &&
        set.asset_type === stated.asset_type &&
        set.class === stated.class &&
        set.baseline_kind === stated.baseline_kind);
}

;// CONCATENATED MODULE: ./src/core/audit/asset-population.ts







/** Where an asset row's state comes from. */
const FROM_LISTING = "inventory listing";
const FROM_CHANGES = "applied changes only (no inventory listing yet)";
const FROM_CHANGE = "applied change after the listing";
/** An asset no applied operation named, whose baseline a change record declares (no listing). */
const FROM_BASELINES = "declared in a change record's baselines only (no inventory listing yet; no record created it)";
const ASSET_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "source",
    "parent_kind",
    "parent",
    "cyber_system_id",
    "cyber_system",
    "impact",
    "erc",
    "esp",
    "psp",
    "asset_type",
    "class",
    "name",
    "asset_id",
    "baseline",
    "baseline_kind",
    "first_applied_sequence",
    "first_applied_at",
    "deleted",
];
const BES_ASSET_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "kind",
    "bes_asset_id",
    "name",
    "cyber_systems",
    "workspace_cyber_systems",
    "highest_impact",
    "criteria",
    "no_bes_cyber_system",
];
/** One workspace's assets as the records up to the period's end show them. */
class AssetPopulation {
    /** By workspace. */
    #listed;
    #applied;
    /** Each workspace's last declared baselines: the ports population's (one fact, one fold). */
    #declared;
    /** The listings not taken: beside records the history flags. */
    #unauthenticated;
    /** The system and parent names every asset's facts hold, each once (100,000 copies otherwise). */
    #texts = new collections/* TextTable */.CV();
    constructor(declared, listed = new Map(), applied = new AppliedAssets(), unauthenticated = new UnauthenticatedListings()) {
        this.#declared = declared;
        this.#listed = listed;
        this.#applied = applied;
        this.#unauthenticated = unauthenticated;
    }
    /**
     * A record recorded by the period's end, in chain order. A listing beside a record the history
     * flags never replaces the workspace's last authenticated one (unauthenticated-listings.ts).
     */
    add(entry) {
        const { record } = entry;
        const listing = (0,evidence_record/* listingOf */.K7)(record);
        const { workspace } = record;
        if (listing !== undefined && entry.unauthenticated !== undefined)
            this.#unauthenticated.skip((0,citation/* citedOf */.L8)(entry), entry.unauthenticated);
        else if (listing !== undefined) {
            // In the order of each workspace's last listing, as the rows list them.
            this.#listed.delete(workspace);
            this.#listed.set(workspace, { by: (0,citation/* citedOf */.L8)(entry), listing });
            this.#unauthenticated.taken(workspace);
        }
        if (record.kind === "change")
            this.#addChange(entry, record);
    }
    /** Each workspace's last record that keeps a listing, whose content rows() reads. */
    listings() {
        return [...this.#listed.values()];
    }
    #addChange(entry, record) {
        const operations = record.change.change_record?.operations ?? [];
        if (!operations.some((op) => op.result === "succeeded" && op.asset_id !== undefined))
            return;
        const baselines = new Map((record.change.baselines ?? []).map((b) => [(0,last_baselines/* assetKey */.e)(b), b]));
        // One citation for the record's assets: each holding its own would hold the same strings anew.
        const by = (0,citation/* citedOf */.L8)(entry);
        for (const operation of operations) {
            if (operation.result !== "succeeded" || operation.asset_id === undefined)
                continue;
            const seen = this.#applied.get(record.workspace, operation.asset_id);
            const system = operation.cyber_system;
            // What the change record states of the asset's class and system: its baseline's entry.
            const baseline = baselines.get((0,last_baselines/* assetKey */.e)({ cyber_system_id: system.id, asset: operation.name }));
            const parent = system.parent ?? undefined;
            const facts = {
                by,
                first: seen?.first ?? by,
                asset_id: operation.asset_id,
                name: operation.name,
                cyber_system_id: system.id,
                cyber_system: this.#texts.of(system.name),
                parent_kind: parent?.kind,
                parent: parent === undefined ? undefined : this.#texts.of(parent.name),
                impact: system.impact,
                erc: baseline?.erc,
                asset_type: operation.asset_type ?? seen?.asset_type,
                class: baseline?.class,
                baseline: baseline?.digest,
                baseline_kind: baseline?.kind,
                deleted: operation.action === "delete",
            };
            if (seen === undefined)
                this.#applied.add(facts);
            else
                this.#applied.update(seen, facts);
        }
    }
    /**
     * The Cyber Assets and the BES assets, each workspace's, as of the period's end (the records
     * added are those recorded by then), an asset deleted before `periodStart` left out; `listingAt`
     * the content of the listing kept beside the record at a path (listings()). A workspace whose
     * listing is not given is shown as one without a listing. `unauthenticated`: the exceptions'
     * row of each listing not taken since its workspace's last taken one (add).
     */
    rows(periodStart, listingAt) {
        const listed = new Map();
        for (const [workspace, { by }] of this.#listed) {
            const listing = listingAt(by.path);
            if (listing !== undefined)
                listed.set(workspace, { by, listing });
        }
        const besAssets = [...listed.values()].flatMap(({ by, listing }) => besAssetRows(by, listing));
        const unauthenticated = this.#unauthenticated.rows((w) => listed.get(w)?.by.sequence);
        const assets = notDeletedBefore(this.#assetRows(listed), periodStart.getTime());
        return { assets, besAssets, unauthenticated };
    }
    /**
     * The asset rows, made as they are taken: not the period's 100,000 rows held at once beside the
     * fold and the obligations' rows.
     */
    *#assetRows(listed) {
        for (const { by, listing } of listed.values())
            yield* this.#fromListing(by, listing);
        // A workspace without a listing: the assets its applied changes named, then those its last
        // change record's baselines declare that no applied operation named.
        const declared = new Map();
        for (const [workspace] of this.#declared.workspaces())
            if (!listed.has(workspace))
                declared.set(workspace, this.#declared.byAsset(workspace));
        const named = new Set();
        for (const applied of this.#applied.inOrder) {
            const { workspace } = applied.by;
            if (listed.has(workspace))
                continue;
            yield appliedRow(applied, FROM_CHANGES, this.#applied.baselineOf(applied));
            const key = (0,last_baselines/* assetKey */.e)({ cyber_system_id: applied.cyber_system_id, asset: applied.name });
            if (declared.get(workspace)?.has(key) === true)
                named.add(`${workspace}/${key}`);
        }
        for (const [workspace, declaring] of this.#declared.workspaces()) {
            if (listed.has(workspace))
                continue;
            const cited = (0,citation/* citationOfCited */.sS)(declaring.by);
            for (const [key, baseline] of declared.get(workspace) ?? [])
                if (!named.has(`${workspace}/${key}`))
                    yield declaredRow(cited, baseline);
        }
    }
    /** The listing's assets, each replaced by what an applied change after the listing made of it. */
    *#fromListing(by, listing) {
        const { workspace } = by;
        /** Applied after the listing: recorded after it in the workspace's chain. */
        const after = (applied) => applied !== undefined && applied.by.sequence > by.sequence;
        const systems = new Map(listing.cyber_systems.map((system) => [system.id, system]));
        const besAssets = new Map(listing.bes_assets.map((asset) => [asset.id, asset]));
        const listedIds = new Set();
        for (const asset of listing.cyber_assets) {
            listedIds.add(asset.id);
            const applied = this.#applied.get(workspace, asset.id);
            if (applied !== undefined && after(applied)) {
                yield appliedRow(applied, FROM_CHANGE, this.#applied.baselineOf(applied));
                continue;
            }
            const system = systems.get(asset.cyber_system_id);
            const parent = system?.parent_id == null ? undefined : besAssets.get(system.parent_id);
            yield {
                ...(0,citation/* citationOfCited */.sS)(by),
                source: FROM_LISTING,
                parent_kind: system?.parent_kind ?? null,
                parent: parent?.name ?? null,
                cyber_system_id: asset.cyber_system_id,
                cyber_system: system?.name ?? null,
                impact: system?.impact ?? null,
                erc: system?.erc ?? null,
                esp: system?.esp ?? null,
                psp: system?.psp ?? null,
                asset_type: asset.asset_type,
                class: asset.class ?? null,
                name: asset.name,
                asset_id: asset.id,
                baseline: asset.baseline ?? null,
                baseline_kind: asset.baseline_kind ?? null,
                first_applied_sequence: applied?.first.sequence ?? null,
                first_applied_at: applied?.first.recorded_at ?? null,
                deleted: false,
            };
        }
        // Created after the listing: not in it.
        for (const applied of this.#applied.inOrder)
            if (applied.by.workspace === workspace && after(applied) && !listedIds.has(applied.asset_id))
                yield appliedRow(applied, FROM_CHANGE, this.#applied.baselineOf(applied));
    }
    /** As the population fold holds it, each record by its number (`number`). */
    held(numbers) {
        return {
            listed: [...this.#listed.values()].map(({ by, listing }) => ({
                by: numbers.record(by),
                listing,
            })),
            applied: this.#applied.inOrder.map((applied) => [
                numbers.record(applied.by),
                numbers.record(applied.first),
                Object.fromEntries(FACTS.flatMap((fact) => {
                    const held = fact === "baseline"
                        ? mapped(this.#applied.baselineOf(applied), numbers.digest)
                        : applied[fact];
                    return held === undefined ? [] : [[fact, held]];
                })),
            ]),
            // Only where a listing was not taken: other checkpoints' bytes are as before.
            ...mapped(this.#unauthenticated.held(numbers), (held) => ({ unauthenticated: held })),
        };
    }
    /** The population `held` holds, its parts taken as they are, each record from `recordAt`. */
    static resume(held, names, declared) {
        const listed = new Map();
        for (const { by, listing } of held.listed) {
            const cited = names.record(by);
            listed.set(cited.workspace, { by: cited, listing });
        }
        const applied = new AppliedAssets();
        for (const [by, first, facts] of held.applied) {
            const cited = { by: names.record(by), first: names.record(first) };
            const all = Object.fromEntries(FACTS.map((fact) => [fact, facts[fact]]));
            applied.add({
                ...cited,
                ...all,
                baseline: mapped(facts.baseline, names.digest),
            });
        }
        const unauthenticated = UnauthenticatedListings.resume(held.unauthenticated, names);
        return new AssetPopulation(declared, listed, applied, unauthenticated);
    }
}
/** The rows of assets not deleted before the period began (`from`): those are not in its population. */
function* notDeletedBefore(rows, from) {
    for (const row of rows)
        if (row.deleted !== true || Date.parse(String(row.recorded_at)) >= from)
            yield row;
}
/** `value` mapped, or undefined (which JSON leaves out). */
function mapped(value, map) {
    return value === undefined ? undefined : map(value);
}
/** An asset's row as its last applied operation shows it, `source` saying where from. */
function appliedRow(facts, source, baseline) {
    // Each fact read by name: the shared ones are getters, which a spread would not copy.
    const { by, first } = facts;
    return {
        ...(0,citation/* citationOfCited */.sS)(by),
        source,
        parent_kind: facts.parent_kind ?? null,
        parent: facts.parent ?? null,
        cyber_system_id: facts.cyber_system_id,
        cyber_system: facts.cyber_system,
        impact: facts.impact ?? null,
        erc: facts.erc ?? null,
        esp: null,
        psp: null,
        asset_type: facts.asset_type ?? null,
        class: facts.class ?? null,
        name: facts.name,
        asset_id: facts.asset_id,
        baseline: baseline ?? null,
        baseline_kind: facts.baseline_kind ?? null,
        first_applied_sequence: first.sequence,
        first_applied_at: first.recorded_at,
        deleted: facts.deleted,
    };
}
/** An asset no applied operation named, as its workspace's last declared baselines declare it. */
function declaredRow(cited, baseline) {
    return {
        ...cited,
        source: FROM_BASELINES,
        parent_kind: null,
        parent: null,
        cyber_system_id: baseline.cyber_system_id,
        cyber_system: baseline.cyber_system ?? null,
        impact: baseline.impact ?? null,
        erc: baseline.erc ?? null,
        esp: null,
        psp: null,
        asset_type: baseline.asset_type ?? null,
        class: baseline.class ?? null,
        name: baseline.asset,
        asset_id: baseline.asset_id ?? null,
        baseline: baseline.digest,
        baseline_kind: baseline.kind ?? null,
        first_applied_sequence: null,
        first_applied_at: null,
        deleted: false,
    };
}


/***/ }),

/***/ 72854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ citedOf),
/* harmony export */   Rw: () => (/* binding */ citationOf),
/* harmony export */   gB: () => (/* binding */ CITATION_COLUMNS),
/* harmony export */   nO: () => (/* binding */ refCitation),
/* harmony export */   sS: () => (/* binding */ citationOfCited)
/* harmony export */ });
/* harmony import */ var _evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91864);

const CITATION_COLUMNS = [
    "workspace",
    "record_sequence",
    "record_sha256",
    "record_path",
    "recorded_at",
];
/** A record as a row cites it. */
function citationOf({ record, sha256 }) {
    const { workspace, sequence, recorded_at } = record;
    return citationOfCited({ workspace, sequence, sha256, path: (0,_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .recordPath */ .lX)(record), recorded_at });
}
/** `entry` as the folds hold it. */
function citedOf({ record, sha256 }) {
    const { workspace, sequence, recorded_at } = record;
    const path = (0,_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .recordPath */ .lX)(record);
    return record.kind === "change"
        ? { workspace, sequence, sha256, path, recorded_at, commit: record.change.merge_sha }
        : { workspace, sequence, sha256, path, recorded_at };
}
/**
 * A record as a row cites it, from what the folds hold of it (its path null where the ledger's is
 * not known): the one maker of every row's citation cells.
 */
function citationOfCited({ workspace, sequence, sha256, path, recorded_at, }) {
    return {
        workspace,
        record_sequence: sequence,
        record_sha256: `sha256:${sha256}`,
        record_path: path,
        recorded_at,
    };
}
/** A record an obligation names, as a row cites it. */
function refCitation(ref, pathOf) {
    return citationOfCited({ ...ref, path: pathOf(ref) });
}


/***/ }),

/***/ 99200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KN: () => (/* binding */ FAMILY_POPULATIONS),
  I_: () => (/* binding */ FAMILY_POPULATION_LIST),
  EN: () => (/* binding */ FOLDED_POPULATIONS)
});

// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(51967);
// EXTERNAL MODULE: ./src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts
var vulnerability_assessment_shape = __webpack_require__(57584);
// EXTERNAL MODULE: ./src/core/audit/citation.ts
var citation = __webpack_require__(72854);
// EXTERNAL MODULE: ./src/core/audit/families/family-rows.ts
var family_rows = __webpack_require__(49494);
;// CONCATENATED MODULE: ./src/core/audit/families/vulnerability-assessments/assessment-populations.ts
// The populations an auditor samples CIP-010-4 R3 (Vulnerability Assessments) from, made of the
// obligations its pass judged as of the period's end (core/obligations/vulnerability-assessments/),
// one truth with `cip-sync obligations`: the assessment intervals (R3.1 and R3.2, one row per
// system and interval: closed by an assessment, with its method and environment, or by a
// technical-feasibility record, or still open, a system never assessed saying since when; each
// applicable asset covered, and by which assessment, or left out, where not one record's
// assessment covered the whole system), the
// assets put into service (R3.3, one row per asset at the merge that commissioned it, with what
// stands for it: an assessment, a like replacement, a CIP Exceptional Circumstance, none, or not
// judged where its system declares no impact) and the action items (R3.4, one row per item of an
// assessment's action plan, with its planned date in force, its dated statuses, each move of its
// date and who approved it). Every row cites its record: the one that closed the interval, else
// the one that opened it (for R3.3, the merge that put the asset into service). What is this
// family's own: which part makes which population, the rows and their tie; the rest is every
// family's (family-rows.ts). Pure.



const ASSESSMENT_INTERVAL_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "part",
    "cyber_system",
    "cyber_system_id",
    "interval_opened_by_sequence",
    "interval_opened_at",
    "due",
    "status",
    "assessment",
    "method",
    "environment",
    "feasibility_record",
    "feasibility_reference",
    "never_assessed_since",
    "assets_covered",
    "assets_not_covered",
    "reason",
    "not_closed_by",
];
const ACTION_ITEM_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "cyber_system",
    "cyber_system_id",
    "assessment",
    "item",
    "action",
    "planned_completion",
    "statuses",
    "status",
    "closed_by_sequence",
    "closed_at",
    "date_changes",
    "reason",
];
const COMMISSIONED_ASSET_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "cyber_system",
    "cyber_system_id",
    "asset",
    "asset_id",
    "class",
    "status",
    "evidence",
    "evidence_records",
    "reason",
];
/**
 * The CIP-010 R3 populations: R3.1's and R3.2's intervals, R3.3's assets, R3.4's items. An
 * obligation closed before the period is in none of them; a row's tie is its assessment.
 */
const ASSESSMENT_POPULATIONS = {
    populations: [
        {
            name: "assessmentIntervals",
            parts: ["CIP-010 R3.1", "CIP-010 R3.2"],
            columns: ASSESSMENT_INTERVAL_COLUMNS,
            file: vulnerability_assessment_shape/* VULNERABILITY_ASSESSMENT_SHAPE */.g.populationFiles.assessmentIntervals,
            row: family_rows/* unlessClosedBefore */.Iv(intervalRow),
        },
        {
            name: "commissionedAssets",
            parts: ["CIP-010 R3.3"],
            columns: COMMISSIONED_ASSET_COLUMNS,
            file: vulnerability_assessment_shape/* VULNERABILITY_ASSESSMENT_SHAPE */.g.populationFiles.commissionedAssets,
            row: family_rows/* unlessClosedBefore */.Iv(commissionedRow),
        },
        {
            name: "actionItems",
            parts: ["CIP-010 R3.4"],
            columns: ACTION_ITEM_COLUMNS,
            file: vulnerability_assessment_shape/* VULNERABILITY_ASSESSMENT_SHAPE */.g.populationFiles.actionItems,
            row: family_rows/* unlessClosedBefore */.Iv(itemRow),
        },
    ],
    tie: (o) => o.assessment?.key ?? "",
};
/** The system a row is about, by name and id. */
function systemOf(o) {
    return {
        cyber_system: o.subject.cyber_system ?? null,
        cyber_system_id: o.subject.cyber_system_id ?? null,
    };
}
function intervalRow(o, period) {
    const facts = o.assessment ?? { key: "" };
    return {
        ...period.cite(o.closed_by ?? o.opened_by),
        part: o.kind,
        ...systemOf(o),
        interval_opened_by_sequence: o.opened_by.sequence,
        interval_opened_at: o.opened_by.recorded_at,
        due: o.due,
        status: o.status,
        assessment: facts.assessment?.id ?? null,
        method: facts.assessment?.method ?? null,
        environment: facts.assessment?.environment ?? null,
        feasibility_record: facts.feasibility?.id ?? null,
        feasibility_reference: facts.feasibility?.reference ?? null,
        never_assessed_since: facts.never_assessed_since ?? null,
        // Per Cyber Asset: empty when one record's assessment covered the whole system.
        assets_covered: (facts.covered ?? [])
            .map((entry) => `${entry.asset} by ${entry.assessment} (record ${entry.record.sequence})`)
            .join("; "),
        assets_not_covered: (facts.not_covered ?? [])
            .map((entry) => `${entry.class} ${entry.asset}`)
            .join("; "),
        reason: o.reason ?? null,
        not_closed_by: family_rows/* notClosedText */.VW(o),
    };
}
/** R3.3: the asset at the merge that put it into service, with what stands for it. */
function commissionedRow(o, period) {
    const facts = o.assessment?.commissioned;
    return {
        ...period.cite(o.opened_by),
        ...systemOf(o),
        asset: o.subject.asset ?? null,
        asset_id: o.subject.asset_id ?? null,
        class: facts?.class ?? null,
        status: o.status,
        evidence: facts?.evidence ?? null,
        evidence_records: (facts?.records ?? []).join("; "),
        reason: o.reason ?? null,
    };
}
function itemRow(o, period) {
    const item = o.assessment?.item;
    return {
        ...period.cite(o.opened_by),
        ...systemOf(o),
        assessment: item?.assessment ?? null,
        item: item?.id ?? null,
        action: item?.action ?? null,
        planned_completion: item?.planned_completion ?? null,
        statuses: (item?.statuses ?? []).map((entry) => `${entry.on} ${entry.status}`).join("; "),
        status: o.status,
        closed_by_sequence: o.closed_by?.sequence ?? null,
        closed_at: o.closed_by?.recorded_at ?? null,
        date_changes: family_rows/* dateChangesText */.tM(o.assessment?.date_changes ?? []),
        reason: o.reason ?? null,
    };
}

// EXTERNAL MODULE: ./src/core/families/low-impact/low-impact-shape.ts
var low_impact_shape = __webpack_require__(94815);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(46681);
// EXTERNAL MODULE: ./src/core/low-impact/low-impact-files.ts + 5 modules
var low_impact_files = __webpack_require__(39158);
// EXTERNAL MODULE: ./src/core/low-impact/site-file.ts
var site_file = __webpack_require__(99283);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/obligations/low-impact/site-scope.ts
var site_scope = __webpack_require__(81363);
;// CONCATENATED MODULE: ./src/core/audit/families/low-impact/site-population.ts






/** The columns of Section 3 and Section 6's answers, after the citation and the file. */
const ANSWER_COLUMNS = [
    "site_file",
    "site_id",
    "sites",
    "routable",
    "access_control_devices",
    "rule_set",
    "dial_up",
    "vendor_remote_access",
    "vendor_paths",
    ...site_file/* VENDOR_ACCESS_PART_KEYS */.J9.map((part) => `methods_${site_file/* VENDOR_ACCESS_PARTS */.x9[part]}`),
];
/** The state's interval and the record that ended it, after the answers (issue 96 added them). */
const INTERVAL_COLUMNS = [
    "in_force_from",
    "in_force_until",
    "ended_by_sequence",
    "ended_by_sha256",
    "ended_by_path",
];
const LOW_IMPACT_SITE_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    ...ANSWER_COLUMNS,
    ...INTERVAL_COLUMNS,
];
/** A list in one cell. */
const listed = (items) => items.join("; ");
/** A site file's answers, as its row gives them. */
function answersOf(path, site) {
    const access = site.electronicAccess;
    const vendor = site.vendorRemoteAccess;
    const ruleSet = !access.routable
        ? null
        : "file" in access.ruleSet
            ? access.ruleSet.file
            : `sha256:${access.ruleSet.sha256} reviewed on ${access.ruleSet.reviewedOn}`;
    const methods = Object.fromEntries(site_file/* VENDOR_ACCESS_PART_KEYS */.J9.map((part) => [
        `methods_${site_file/* VENDOR_ACCESS_PARTS */.x9[part]}`,
        vendor.allowed ? listed((vendor.methods[part] ?? []).map(site_file/* methodText */.pj)) : null,
    ]));
    return {
        site_file: path,
        site_id: site.id,
        sites: listed(site.sites),
        routable: access.routable,
        access_control_devices: access.routable ? listed(access.devices) : null,
        rule_set: ruleSet,
        dial_up: site.dialUp.present ? site.dialUp.authentication : "none",
        vendor_remote_access: vendor.allowed ? "allowed" : "none",
        vendor_paths: vendor.allowed
            ? listed(vendor.paths.map(({ id, kind, device }) => `${id} (${kind}, ${device})`))
            : null,
        ...methods,
    };
}
const keyOf = (workspace, path) => `${workspace}\0${path}`;
/** The interval's cells of `state`: in force from its record, until the one that ended it. */
function intervalOf({ by, until }) {
    return {
        in_force_from: by.recorded_at,
        in_force_until: until?.recorded_at ?? null,
        ended_by_sequence: until?.sequence ?? null,
        ended_by_sha256: until === undefined ? null : `sha256:${until.sha256}`,
        ended_by_path: until?.path ?? null,
    };
}
/** Whether two rows of answers are the same state (a file carried again as it was). */
const sameAnswers = (a, b) => JSON.stringify(a) === JSON.stringify(b);
class SitePopulation {
    /** Every state of each file, by workspace and path, in the order they came: the last may be in force. */
    #states;
    /** The site files in force in the repository, by workspace and path, in scope or not. */
    #files;
    /** Each workspace's sites in scope; absent or null: not known, every site in scope. */
    #scope;
    constructor(states = new Map(), files = new Map(), scope = new Map()) {
        this.#states = states;
        this.#files = files;
        this.#scope = scope;
    }
    /**
     * A record, in its workspace's chain order: an accepted merge's site files in force, and the
     * sites its inventory puts in scope; a state starts or ends where either moves.
     */
    add(entry) {
        const { record } = entry;
        if (record.kind !== "change" || (0,facts_in_force/* notAccepted */.LA)(record) !== undefined)
            return;
        const by = (0,citation/* citedOf */.L8)(entry);
        const { workspace } = record;
        const moved = new Set();
        const carried = record.change.low_impact_files;
        for (const [file, site] of carried === undefined ? [] : (0,low_impact_files/* siteFilesCarried */.bT)(carried)) {
            const key = keyOf(workspace, file);
            if (site === null)
                this.#files.delete(key);
            else
                this.#files.set(key, { by, sites: site.sites, answers: answersOf(file, site) });
            moved.add(key);
        }
        const scope = (0,site_scope/* lowImpactSitesAfter */.d)(record);
        if (scope !== undefined) {
            this.#scope.set(workspace, scope);
            const prefix = keyOf(workspace, "");
            for (const key of [...this.#files.keys(), ...this.#states.keys()])
                if (key.startsWith(prefix))
                    moved.add(key);
        }
        for (const key of moved)
            this.#settle(key, workspace, by);
    }
    /**
     * One row per state in force at any time from `from` (the period's start) to the last record
     * added, in workspace and path order, then in the order they came, each citing its record: a
     * state ended before `from` is not the period's.
     */
    rows(from) {
        const start = from.getTime();
        return this.#sorted()
            .filter(({ until }) => until === undefined || Date.parse(until.recorded_at) >= start)
            .map((state) => ({
            ...(0,citation/* citationOfCited */.sS)(state.by),
            ...state.answers,
            ...intervalOf(state),
        }));
    }
    held(numbers) {
        return {
            sites: this.#sorted().map(({ by, answers, until }) => ({
                record: numbers.record(by),
                answers,
                ...(until === undefined ? {} : { until: numbers.record(until) }),
            })),
            files: [...this.#files.entries()]
                .sort(([a], [b]) => (0,names/* compareCodePoints */.OP)(a, b))
                .map(([, { by, sites, answers }]) => ({ record: numbers.record(by), sites, answers })),
            scope: [...this.#scope.entries()]
                .sort(([a], [b]) => (0,names/* compareCodePoints */.OP)(a, b))
                .map(([workspace, sites]) => ({
                workspace,
                sites: sites === null ? null : [...sites].sort(names/* compareCodePoints */.OP),
            })),
        };
    }
    /** The population `held` holds, its rows taken as they are (not copied). */
    static resume(held, names) {
        const states = new Map();
        for (const { record, answers, until } of held.sites) {
            const by = names.record(record);
            const key = keyOf(by.workspace, String(answers.site_file));
            const state = until === undefined ? { by, answers } : { by, answers, until: names.record(until) };
            states.set(key, [...(states.get(key) ?? []), state]);
        }
        const files = new Map();
        for (const { record, sites, answers } of held.files) {
            const by = names.record(record);
            files.set(keyOf(by.workspace, String(answers.site_file)), { by, sites, answers });
        }
        const scope = new Map(held.scope.map(({ workspace, sites }) => [workspace, sites === null ? null : new Set(sites)]));
        return new SitePopulation(states, files, scope);
    }
    /**
     * The file `key`'s state brought to what is in force after `by`: its answers while the file is
     * in force and one of its sites in scope, none otherwise; a state that differs ends at `by`.
     */
    #settle(key, workspace, by) {
        const file = this.#files.get(key);
        const scope = this.#scope.get(workspace);
        const inScope = file !== undefined && (scope == null || file.sites.some((site) => scope.has(site)));
        const states = this.#states.get(key) ?? [];
        const last = states.at(-1);
        const current = last?.until === undefined ? last : undefined;
        const answers = inScope ? file.answers : undefined;
        if (current !== undefined && answers !== undefined && sameAnswers(current.answers, answers))
            return;
        if (current !== undefined)
            current.until = by;
        if (answers !== undefined)
            states.push({ by, answers });
        if (states.length > 0)
            this.#states.set(key, states);
    }
    #sorted() {
        return [...this.#states.entries()]
            .sort(([a], [b]) => (0,names/* compareCodePoints */.OP)(a, b))
            .flatMap(([, states]) => states);
    }
}

;// CONCATENATED MODULE: ./src/core/audit/families/low-impact/low-impact-populations.ts
// CIP-003-9 low impact's populations: none made of obligations; each state of a low-impact site
// file in force at any time during the period, with its Section 3 and Section 6 answers and its
// interval (low-impact-sites.csv), made of the site files accepted merges put in force
// (site-population.ts), folded with the records before the period in population-fold.ts. Pure.


const LOW_IMPACT_SITES = {
    name: "lowImpactSites",
    columns: LOW_IMPACT_SITE_COLUMNS,
    file: low_impact_shape/* LOW_IMPACT_SHAPE */.aF.populationFiles.lowImpactSites,
    // 2: every state ever in force, each with the record that ended it (issue 96, item 7); 3: the
    // files in force out of scope too, and each workspace's sites in scope (issue 96, item 6).
    heldVersion: 3,
    start: () => new SitePopulation(),
    resume: (held, names) => SitePopulation.resume(held, names),
};
const LOW_IMPACT_POPULATIONS = {
    populations: [],
    folded: [LOW_IMPACT_SITES],
    tie: () => "",
};

// EXTERNAL MODULE: ./src/core/families/patch-management/patch-management-shape.ts
var patch_management_shape = __webpack_require__(83837);
;// CONCATENATED MODULE: ./src/core/audit/families/patch-management/patch-populations.ts
// The populations an auditor samples CIP-007-6 R2 (Security Patch Management) from, made of the
// obligations its pass judged as of the period's end (core/obligations/patch-management/), one
// truth with `cip-sync obligations`: the sources (R2.1, one row per applicable asset and
// os_firmware or software item as each baseline put it in force, with its source or no-source
// declaration, or neither), the evaluations (R2.2, one row per evaluation that closed a source's
// interval, at its record), the applicable patches (R2.3, one row per patch and asset, with what
// closed it) and the mitigation plans (R2.4, with each change of their timeframe and who approved
// it, or why it does not count). Every row cites its record. What is this family's own: which part
// makes which population, when an obligation is a row, the rows and their tie; the rest is every
// family's (family-rows.ts). Pure.



const SUBJECT_COLUMNS = ["cyber_system", "asset", "asset_id"];
const ITEM_COLUMNS = ["item_kind", "item", "version"];
const PATCH_SOURCE_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    ...SUBJECT_COLUMNS,
    ...ITEM_COLUMNS,
    "source",
    "no_source_kind",
    "no_source_reason",
    "identified_by_sequence",
    "identified_at",
    "status",
    "reason",
    "ended_by_sequence",
    "ended_at",
];
const PATCH_EVALUATION_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "source",
    "evaluation_file",
    "releases_since",
    "patches",
    "applicable",
    "interval_opened_by_sequence",
    "interval_due",
    "status",
    "lapse",
    "releases_gap",
    "reason",
];
const APPLICABLE_PATCH_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    ...SUBJECT_COLUMNS,
    ...ITEM_COLUMNS,
    "source",
    "evaluation_file",
    "patch",
    "due",
    "status",
    "closed_by",
    "plan",
    "closed_by_sequence",
    "closed_by_sha256",
    "closed_at",
    "lapse",
    "reason",
    "not_closed_by",
];
const MITIGATION_PLAN_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "plan",
    "timeframe",
    "due",
    "timeframe_changes",
    "implemented_on",
    "implemented_by_sequence",
    "implemented_at",
    "status",
    "lapse",
    "reason",
    "not_closed_by",
];
/**
 * The CIP-007 R2 populations, each made of one part's obligations; a row's tie is its item, patch,
 * plan and evaluation.
 */
const PATCH_POPULATIONS = {
    populations: [
        {
            name: "patchSources",
            parts: ["CIP-007 R2.1"],
            columns: PATCH_SOURCE_COLUMNS,
            file: patch_management_shape/* PATCH_MANAGEMENT_SHAPE */.N.populationFiles.patchSources,
            row: (o, period) => (period.before(o.patching?.ended_by) ? undefined : sourceRow(o, period)),
        },
        {
            name: "patchEvaluations",
            parts: ["CIP-007 R2.2"],
            columns: PATCH_EVALUATION_COLUMNS,
            file: patch_management_shape/* PATCH_MANAGEMENT_SHAPE */.N.populationFiles.patchEvaluations,
            // An interval no evaluation closed is no evaluation (an overdue one is an exception); the
            // row is at the evaluation's record, which dates it (the interval's own record opened it).
            row: (o, period) => o.closed_by === undefined ||
                o.patching?.evaluation === undefined ||
                period.before(o.closed_by)
                ? undefined
                : evaluationRow(o, period.cite(o.closed_by)),
        },
        {
            name: "applicablePatches",
            parts: ["CIP-007 R2.3"],
            columns: APPLICABLE_PATCH_COLUMNS,
            file: patch_management_shape/* PATCH_MANAGEMENT_SHAPE */.N.populationFiles.applicablePatches,
            row: family_rows/* unlessClosedBefore */.Iv(applicableRow),
        },
        {
            name: "mitigationPlans",
            parts: ["CIP-007 R2.4"],
            columns: MITIGATION_PLAN_COLUMNS,
            file: patch_management_shape/* PATCH_MANAGEMENT_SHAPE */.N.populationFiles.mitigationPlans,
            row: family_rows/* unlessClosedBefore */.Iv(planRow),
        },
    ],
    tie(o) {
        const { item, patch, plan, evaluation } = o.patching ?? {};
        return [item?.kind, item?.name, item?.version, patch, plan, evaluation?.file].join("\0");
    },
};
function subjectOf(o) {
    const item = o.patching?.item;
    return {
        cyber_system: o.subject.cyber_system ?? null,
        asset: o.subject.asset ?? null,
        asset_id: o.subject.asset_id ?? null,
        item_kind: item?.kind ?? null,
        item: item?.name ?? null,
        version: item?.version ?? null,
    };
}
function sourceRow(o, period) {
    const facts = o.patching ?? {};
    return {
        ...period.cite(o.opened_by),
        ...subjectOf(o),
        source: facts.source ?? null,
        no_source_kind: facts.no_source?.kind ?? null,
        no_source_reason: facts.no_source?.reason ?? null,
        identified_by_sequence: o.closed_by?.sequence ?? null,
        identified_at: o.closed_by?.recorded_at ?? null,
        status: o.status,
        reason: o.reason ?? null,
        ended_by_sequence: facts.ended_by?.sequence ?? null,
        ended_at: facts.ended_by?.recorded_at ?? null,
    };
}
function evaluationRow(o, cited) {
    const facts = o.patching ?? {};
    const gap = facts.releases_gap;
    return {
        ...cited,
        source: facts.source ?? null,
        evaluation_file: facts.evaluation?.file ?? null,
        releases_since: facts.evaluation?.releases_since ?? null,
        patches: facts.evaluation?.patches ?? null,
        applicable: facts.evaluation?.applicable ?? null,
        interval_opened_by_sequence: o.opened_by.sequence,
        interval_due: o.due,
        status: o.status,
        lapse: facts.lapse ?? null,
        releases_gap: gap === undefined ? null : `${gap.from} to ${gap.to}`,
        reason: o.reason ?? null,
    };
}
/** At the evaluation's record that found it applicable, with what closed it, if anything. */
function applicableRow(o, period) {
    const facts = o.patching ?? {};
    const closer = o.closed_by === undefined
        ? null
        : facts.plan === undefined
            ? "baseline change"
            : "mitigation plan";
    return {
        ...period.cite(o.opened_by),
        ...subjectOf(o),
        source: facts.source ?? null,
        evaluation_file: facts.evaluation?.file ?? null,
        patch: facts.patch ?? null,
        due: o.due,
        status: o.status,
        closed_by: closer,
        plan: o.closed_by === undefined ? null : (facts.plan ?? null),
        closed_by_sequence: o.closed_by?.sequence ?? null,
        closed_by_sha256: o.closed_by === undefined ? null : `sha256:${o.closed_by.sha256}`,
        closed_at: o.closed_by?.recorded_at ?? null,
        lapse: facts.lapse ?? null,
        reason: o.reason ?? null,
        not_closed_by: family_rows/* notClosedText */.VW(o),
    };
}
function planRow(o, period) {
    const facts = o.patching ?? {};
    return {
        ...period.cite(o.opened_by),
        plan: facts.plan ?? null,
        timeframe: facts.timeframe ?? null,
        due: o.due,
        timeframe_changes: family_rows/* dateChangesText */.tM(facts.timeframe_changes ?? []),
        implemented_on: facts.implemented_on ?? null,
        implemented_by_sequence: o.closed_by?.sequence ?? null,
        implemented_at: o.closed_by?.recorded_at ?? null,
        status: o.status,
        lapse: facts.lapse ?? null,
        reason: o.reason ?? null,
        not_closed_by: family_rows/* notClosedText */.VW(o),
    };
}

// EXTERNAL MODULE: ./src/core/families/system-access/system-access-shape.ts
var system_access_shape = __webpack_require__(53803);
// EXTERNAL MODULE: ./src/core/system-access/system-access-files.ts + 7 modules
var system_access_files = __webpack_require__(83279);
;// CONCATENATED MODULE: ./src/core/audit/families/files-in-force.ts



const files_in_force_keyOf = (workspace, path) => `${workspace}\0${path}`;
class FilesInForce {
    /** By workspace and path. */
    #inForce = new Map();
    /**
     * A record, in its workspace's chain order: the files an accepted merge carried (`carriedOf`, by
     * path, null for one it removed) put in force, each made into what the population keeps.
     */
    add(entry, carriedOf, make) {
        const { record } = entry;
        if (record.kind !== "change" || (0,facts_in_force/* notAccepted */.LA)(record) !== undefined)
            return;
        const carried = carriedOf(record.change);
        if (carried === undefined)
            return;
        const by = (0,citation/* citedOf */.L8)(entry);
        for (const [path, file] of carried) {
            const key = files_in_force_keyOf(record.workspace, path);
            if (file === null)
                this.#inForce.delete(key);
            else
                this.#inForce.set(key, { by, path, made: make(path, file) });
        }
    }
    /** The files in force, in workspace and path order. */
    sorted() {
        return [...this.#inForce.entries()]
            .sort(([a], [b]) => (0,names/* compareCodePoints */.OP)(a, b))
            .map(([, file]) => file);
    }
    /** Puts back a file in force that the population fold held. */
    resume(by, path, made) {
        this.#inForce.set(files_in_force_keyOf(by.workspace, path), { by, path, made });
    }
}

;// CONCATENATED MODULE: ./src/core/audit/families/system-access/account-type-population.ts



const account_type_population_ANSWER_COLUMNS = [
    "access_file",
    "access_file_id",
    "by",
    "covers",
    "account_type",
    "type",
    "password_only",
    "password_change",
    "password_change_detail",
    "authorized_individuals",
    "authorized_list_sha256",
];
const ACCOUNT_TYPE_COLUMNS = [...citation/* CITATION_COLUMNS */.gB, ...account_type_population_ANSWER_COLUMNS];
/** An account type's 5.6 answer and its detail (the timeframe and reference, or the reason). */
function changeOf(type) {
    const change = type.change;
    if (change === undefined)
        return { password_change: null, password_change_detail: null };
    const detail = change.enforcement === "technical"
        ? `forced within ${change.maxAgeMonths} calendar months (${change.reference})`
        : change.enforcement === "not-applicable"
            ? change.reason
            : null;
    return { password_change: change.enforcement, password_change_detail: detail };
}
/** The rows of one access file: one per account type, or one saying it declares none. */
function rowsOf(path, file) {
    const head = {
        access_file: path,
        access_file_id: file.id,
        by: file.by,
        covers: file.covers.join("; "),
    };
    if (file.accountTypes.length === 0)
        return [
            {
                ...head,
                account_type: null,
                type: "none declared enabled",
                password_only: null,
                password_change: null,
                password_change_detail: null,
                authorized_individuals: null,
                authorized_list_sha256: null,
            },
        ];
    return file.accountTypes.map((type) => {
        const shared = file.sharedAccounts.find((account) => account.account === type.name);
        return {
            ...head,
            account_type: type.name,
            type: type.type,
            password_only: type.passwordOnly,
            ...changeOf(type),
            authorized_individuals: shared?.authorizedIndividuals ?? null,
            authorized_list_sha256: shared?.listSha256 ?? null,
        };
    });
}
/** An accepted merge's access files, by path (null: removed); undefined when it carries none. */
const accessFilesOf = (change) => change.system_access_files && (0,system_access_files/* accessFilesCarried */.EB)(change.system_access_files);
class AccountTypePopulation {
    /** Each access file in force, with its rows. */
    #files;
    constructor(files = new FilesInForce()) {
        this.#files = files;
    }
    /** A record, in its workspace's chain order: an accepted merge's access files in force. */
    add(entry) {
        this.#files.add(entry, accessFilesOf, rowsOf);
    }
    /** One row per account type of each file in force, in workspace and path order, citing its record. */
    rows() {
        return this.#files
            .sorted()
            .flatMap(({ by, made }) => made.map((row) => ({ ...(0,citation/* citationOfCited */.sS)(by), ...row })));
    }
    held(numbers) {
        return {
            files: this.#files.sorted().map(({ by, path, made }) => ({
                record: numbers.record(by),
                path,
                rows: made,
            })),
        };
    }
    /** The population `held` holds, its rows taken as they are (not copied). */
    static resume(held, names) {
        const files = new FilesInForce();
        for (const { record, path, rows } of held.files)
            files.resume(names.record(record), path, rows);
        return new AccountTypePopulation(files);
    }
}

;// CONCATENATED MODULE: ./src/core/audit/families/system-access/system-access-populations.ts
// CIP-007-6 R5's populations: the 5.6 chain per account type (password-changes.csv), one row per
// obligation its pass judged as of the period's end (core/obligations/system-access/), one truth
// with `cip-sync obligations`: the account type, its due day and status, the change that closed it
// and the previous one it ran from (the reason), and the records that could not close it; and the
// account types of the access files in force (account-types.csv, account-type-population.ts),
// folded with the records before the period in population-fold.ts. Every row cites its record.
// Pure.




const PASSWORD_CHANGE_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "account_type",
    "due",
    "status",
    "closed_by_sequence",
    "closed_at",
    "reason",
    "not_closed_by",
];
/** At the record that opened the clock (the file, or the previous change), with what closed it. */
function changeRow(o, period) {
    return {
        ...period.cite(o.opened_by),
        account_type: o.subject.governance ?? null,
        due: o.due,
        status: o.status,
        closed_by_sequence: o.closed_by?.sequence ?? null,
        closed_at: o.closed_by?.recorded_at ?? null,
        reason: o.reason ?? null,
        not_closed_by: (0,family_rows/* notClosedText */.VW)(o),
    };
}
const ACCOUNT_TYPES = {
    name: "accountTypes",
    columns: ACCOUNT_TYPE_COLUMNS,
    file: system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.populationFiles.accountTypes,
    heldVersion: 1,
    start: () => new AccountTypePopulation(),
    resume: (held, names) => AccountTypePopulation.resume(held, names),
};
const SYSTEM_ACCESS_POPULATIONS = {
    populations: [
        {
            name: "passwordChanges",
            parts: ["CIP-007 R5.6"],
            columns: PASSWORD_CHANGE_COLUMNS,
            file: system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.populationFiles.passwordChanges,
            row: (0,family_rows/* unlessClosedBefore */.Iv)(changeRow),
        },
    ],
    folded: [ACCOUNT_TYPES],
    tie: (o) => o.subject.governance ?? "",
};

;// CONCATENATED MODULE: ./src/core/audit/families/family-populations.ts
// The populations of the families judged from accepted merges (core/obligations/
// obligation-families.ts): each family's own (FamilyPopulations), in the family table's order, so
// that the populations' names, columns, files and rows loop over one table instead of naming each
// family. Pure.





/**
 * Each family's populations, by its checkpoint key: a family added to the table without its
 * populations is a type error here.
 */
const BY_FAMILY = {
    patch_management: PATCH_POPULATIONS,
    vulnerability_assessments: ASSESSMENT_POPULATIONS,
    low_impact: LOW_IMPACT_POPULATIONS,
    system_access: SYSTEM_ACCESS_POPULATIONS,
};
/** The families' populations, in the order the family table names the families. */
const FAMILY_POPULATIONS = family_table/* MERGE_JUDGED_FAMILIES */.G.map(
// BY_FAMILY has every key of the table (its type says so).
({ checkpointKey }) => BY_FAMILY[checkpointKey]);
/** Every population of the families, in the order they are written. */
const FAMILY_POPULATION_LIST = FAMILY_POPULATIONS.flatMap((family) => [...family.populations, ...(family.folded ?? [])]);
/** The families' populations made of the records (population-fold.ts folds them). */
const FOLDED_POPULATIONS = FAMILY_POPULATIONS.flatMap((family) => family.folded ?? []);


/***/ }),

/***/ 49494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iv: () => (/* binding */ unlessClosedBefore),
/* harmony export */   VW: () => (/* binding */ notClosedText),
/* harmony export */   ik: () => (/* binding */ FamilyRows),
/* harmony export */   tM: () => (/* binding */ dateChangesText)
/* harmony export */ });
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72854);
/* harmony import */ var _row_sort_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32828);


/** The rows of a family's populations of a period, fed the obligations judged as of its end. */
class FamilyRows {
    #family;
    #period;
    #populationOf = new Map();
    #sorts = new Map();
    constructor(family, pathOf, from, sortOf) {
        this.#family = family;
        const fromTime = from.getTime();
        this.#period = {
            cite: (ref) => (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .refCitation */ .nO)(ref, pathOf),
            before: (ref) => ref !== undefined && Date.parse(ref.recorded_at) < fromTime,
        };
        for (const population of family.populations) {
            this.#sorts.set(population.name, sortOf(_row_sort_js__WEBPACK_IMPORTED_MODULE_1__/* .BY_KEY_THEN_TIE */ .Dg));
            for (const part of population.parts)
                this.#populationOf.set(part, population);
        }
    }
    /** An obligation judged as of the period's end: a row, where it is one of a population's. */
    add(o) {
        const population = this.#populationOf.get(o.kind);
        if (population === undefined)
            return;
        const row = population.row(o, this.#period);
        if (row === undefined)
            return;
        // The constructor made a sort for every population.
        this.#sorts.get(population.name)?.add({ key: (0,_row_sort_js__WEBPACK_IMPORTED_MODULE_1__/* .sortKeyOf */ .fb)(o), row, tie: this.#family.tie(o) });
    }
    /** Gives `sink` each population's rows, in the obligations' order. */
    flush(sink) {
        for (const [population, sort] of this.#sorts)
            (0,_row_sort_js__WEBPACK_IMPORTED_MODULE_1__/* .sinkSorted */ .Vx)(sink, population, sort);
    }
}
/** A population's rows by `rowOf`, of the obligations not closed before the period. */
function unlessClosedBefore(rowOf) {
    return (o, period) => (period.before(o.closed_by) ? undefined : rowOf(o, period));
}
/** The records that would have closed it and could not, and why; null when none. */
function notClosedText(o) {
    const not = o.not_closed_by ?? [];
    return not.length === 0
        ? null
        : not.map(({ record, why }) => `record ${record.sequence}: ${why}`).join("; ");
}
/** Each move of a date (a plan's timeframe, an action item's planned date) and who approved it. */
function dateChangesText(changes) {
    return changes
        .map((change) => `record ${change.record.sequence}: ${change.to}, ${change.approved_by === undefined ? `not counted: ${change.why ?? ""}` : `approved by ${change.approved_by}`}`)
        .join("; ");
}


/***/ }),

/***/ 21294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ LastBaselines),
/* harmony export */   e: () => (/* binding */ assetKey)
/* harmony export */ });
/** An asset's key within its workspace: its system's id and its name. */
const assetKey = (baseline) => `${baseline.cyber_system_id}/${baseline.asset}`;
class LastBaselines {
    /** By workspace, in the order each first declared baselines. */
    #byWorkspace = new Map();
    /** A change record's baselines, each workspace's records in chain order. */
    add(by, baselines) {
        this.#byWorkspace.set(by.workspace, { by, baselines });
    }
    of(workspace) {
        return this.#byWorkspace.get(workspace);
    }
    workspaces() {
        return this.#byWorkspace.entries();
    }
    /** The workspace's declared baselines by assetKey (a key written twice: its last). */
    byAsset(workspace) {
        const baselines = this.#byWorkspace.get(workspace)?.baselines ?? [];
        return new Map(baselines.map((baseline) => [assetKey(baseline), baseline]));
    }
    /** The workspace's declared baselines' digests by assetKey; undefined before any. */
    digests(workspace) {
        const declaring = this.#byWorkspace.get(workspace);
        return declaring === undefined
            ? undefined
            : new Map(declaring.baselines.map((baseline) => [assetKey(baseline), baseline.digest]));
    }
    /** As the population fold holds it, each record and digest by its number. */
    held(numbers) {
        return [...this.#byWorkspace.values()].map(({ by, baselines }) => ({
            by: numbers.record(by),
            baselines: baselines.map((baseline) => declared(baseline, numbers)),
        }));
    }
    /** The baselines `held` holds, each record and digest from its number. */
    static resume(held, names) {
        const resumed = new LastBaselines();
        for (const { by, baselines } of held)
            resumed.add(names.record(by), baselines.map((baseline) => ({ ...baseline, digest: names.digest(baseline.digest) })));
        return resumed;
    }
}
/**
 * A baseline without what no reader of the last baselines reads, its digest by number, its
 * fields in their order.
 */
function declared(baseline, numbers) {
    const kept = {};
    for (const [field, value] of Object.entries(baseline))
        if (field === "digest")
            kept[field] = numbers.digest(baseline.digest);
        else if (field !== "items" && field !== "patched" && field !== "completed_on")
            kept[field] = value;
    return kept;
}


/***/ }),

/***/ 3101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ HELD_POPULATIONS_VERSION),
  R: () => (/* binding */ PopulationFold)
});

// EXTERNAL MODULE: ./src/core/audit/asset-population.ts + 3 modules
var asset_population = __webpack_require__(91398);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/audit/held-tables.ts
// How the population fold (population-fold.ts) holds the records and digests its state names many
// times (a change record cites every asset it touched; assets share their ports items, and an
// asset's baseline digest is named by its last change, its declaring record and its port history):
// each once, in a table, named by its number, in the order first named (the same state, the same
// tables, the same bytes). A record's workspace and time are those its path names
// (record-files.ts), so held only where they are not. Pure.


/** A numbering, and the tables it fills. */
function numbering() {
    const tables = { records: [], digests: [] };
    const records = new Map();
    const digests = new Map();
    return {
        tables,
        // A record named by two parts of the fold may be two equal objects: numbered by its SHA-256.
        record(cited) {
            let index = records.get(cited.sha256);
            if (index === undefined) {
                index = tables.records.push(heldRecord(cited)) - 1;
                records.set(cited.sha256, index);
            }
            return index;
        },
        digest(digest) {
            let index = digests.get(digest);
            if (index === undefined) {
                index = tables.digests.push(digest) - 1;
                digests.set(digest, index);
            }
            return index;
        },
    };
}
/** The tables' entries by number: a record named twice is one object. */
function naming(tables) {
    const records = [];
    return {
        record: (index) => (records[index] ??= citedFrom((0,collections/* itemOrThrow */.Tp)(tables.records, index, "the held records"))),
        digest: (index) => (0,collections/* itemOrThrow */.Tp)(tables.digests, index, "the held digests"),
    };
}
function heldRecord({ workspace, sequence, sha256, path, recorded_at, commit }) {
    return {
        ...((0,record_files/* workspaceOfPath */.i0)(path) === workspace ? {} : { workspace }),
        sequence,
        sha256,
        path,
        ...((0,record_files/* recordedAtOfPath */.ml)(path) === recorded_at ? {} : { recorded_at }),
        ...(commit === undefined ? {} : { commit }),
    };
}
/** A held record as the folds cite it, its fields in citedOf's order. */
function citedFrom({ workspace, sequence, sha256, path, recorded_at, commit }) {
    return {
        workspace: workspace ?? (0,record_files/* workspaceOfPath */.i0)(path) ?? "",
        sequence,
        sha256,
        path,
        recorded_at: recorded_at ?? (0,record_files/* recordedAtOfPath */.ml)(path) ?? "",
        ...(commit === undefined ? {} : { commit }),
    };
}

// EXTERNAL MODULE: ./src/core/audit/port-population.ts
var port_population = __webpack_require__(28918);
// EXTERNAL MODULE: ./src/core/audit/families/family-populations.ts + 7 modules
var family_populations = __webpack_require__(99200);
;// CONCATENATED MODULE: ./src/core/audit/population-fold.ts




/**
 * The version of what the fold holds of its own (the assets, the ports, the tables; each family's
 * folded population keeps its own, FoldedPopulation.heldVersion): one more whenever that, or how
 * resume() reads it, changes, which moves the drift check's checkpoint format
 * (core/checkpoint/ledger-checkpoint.ts).
 */
const HELD_POPULATIONS_VERSION = 1;
class PopulationFold {
    ports;
    assets;
    /** Each family's population made of the records, by its name, in FOLDED_POPULATIONS' order. */
    families;
    constructor(ports = new port_population/* PortPopulation */.zV(), assets = new asset_population/* AssetPopulation */.Ah(ports.lastBaselines), families = new Map(family_populations/* FOLDED_POPULATIONS */.EN.map((population) => [population.name, population.start()]))) {
        this.ports = ports;
        this.assets = assets;
        this.families = families;
    }
    /** A record, in chain order: the caller gives those recorded by the period's end. */
    add(entry) {
        // The ports first: they keep the last baselines the assets read.
        this.ports.add(entry);
        this.assets.add(entry);
        for (const fold of this.families.values())
            fold.add(entry);
    }
    /** The workspace's last declared baselines' digests by assetKey; undefined before any. */
    baselineDigests(workspace) {
        return this.ports.lastBaselines.digests(workspace);
    }
    held() {
        const numbers = numbering();
        const assets = this.assets.held(numbers);
        const ports = this.ports.held(numbers);
        const families = Object.fromEntries([...this.families].map(([name, fold]) => [name, fold.held(numbers)]));
        return { ...numbers.tables, assets, ports, families };
    }
    /** The fold `held` holds, its parts taken as they are (not copied). */
    static resume(held) {
        const names = naming(held);
        const ports = port_population/* PortPopulation */.zV.resume(held.ports, names);
        const families = new Map(family_populations/* FOLDED_POPULATIONS */.EN.map((population) => {
            const folded = held.families[population.name];
            const fold = folded === undefined ? population.start() : population.resume(folded, names);
            return [population.name, fold];
        }));
        return new PopulationFold(ports, asset_population/* AssetPopulation */.Ah.resume(held.assets, names, ports.lastBaselines), families);
    }
}


/***/ }),

/***/ 28918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c4: () => (/* binding */ PORT_COLUMNS),
/* harmony export */   zV: () => (/* binding */ PortPopulation)
/* harmony export */ });
/* unused harmony export KEPT_ELSEWHERE */
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _inventory_document_baseline_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54249);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67154);
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72854);
/* harmony import */ var _last_baselines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21294);






const PORT_COLUMNS = [
    ..._citation_js__WEBPACK_IMPORTED_MODULE_3__/* .CITATION_COLUMNS */ .gB,
    "asset_id",
    "asset",
    "cyber_system_id",
    "cyber_system",
    "impact",
    "class",
    "erc",
    "port",
    "protocol",
    "service",
    "justification",
];
/** The row of an asset whose baseline is a baseline_ref: its ports are not in the repository. */
const KEPT_ELSEWHERE = "kept elsewhere (baseline_ref)";
/** What an asset's ports are as of a record: its baseline_ref, or its ports item's digest. */
function portsKey(baseline) {
    if (baseline.kind === "ref")
        return `ref ${baseline.digest ?? ""}`;
    // A record written before item digests: only the whole baseline's digest tells a change.
    if (baseline.items === undefined)
        return `baseline ${baseline.digest ?? ""}`;
    return `ports ${baseline.items.ports ?? "none"}`;
}
/** Each workspace's assets' port histories, from the change records recorded by the period's end. */
class PortPopulation {
    /** By workspace, cyber system id and asset name: its port changes since it last appeared. */
    #histories;
    /** Each asset as the last record declared it (its id, impact, class, erc). */
    lastBaselines;
    constructor(histories = new Map(), lastBaselines = new _last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .LastBaselines */ .J()) {
        this.#histories = histories;
        this.lastBaselines = lastBaselines;
    }
    /** A record recorded by the period's end, each workspace's in chain order. */
    add(entry) {
        const { record } = entry;
        if (record.kind !== "change" || record.change.baselines === undefined)
            return;
        const by = (0,_citation_js__WEBPACK_IMPORTED_MODULE_3__/* .citedOf */ .L8)(entry);
        this.lastBaselines.add(by, record.change.baselines);
        const declared = new Set();
        for (const baseline of record.change.baselines) {
            const key = `${record.workspace}/${(0,_last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .assetKey */ .e)(baseline)}`;
            declared.add(key);
            const history = this.#histories.get(key) ?? { workspace: record.workspace, states: [] };
            const last = history.states.at(-1);
            if (last !== undefined && portsKey(last.baseline) === portsKey(baseline))
                continue;
            // Only what tells a change and where it is read: not the baseline's other items or patches.
            const { asset, cyber_system_id } = baseline;
            const fields = portFields(baseline, (digest) => digest);
            history.states.push({ by, baseline: { asset, cyber_system_id, ...fields } });
            this.#histories.set(key, history);
        }
        // A baseline no longer declared: its ports are gone; a later one starts a new history.
        for (const key of this.#histories.keys())
            if (key.startsWith(`${record.workspace}/`) && !declared.has(key))
                this.#histories.delete(key);
    }
    /** The records, and their commits, whose ports must be read: one per port change. */
    reads() {
        return [...this.#histories.values()].flatMap(({ states }) => states.flatMap((state) => (sourceOf(state.baseline) === "read" ? [readOf(state)] : [])));
    }
    /**
     * The rows, from each read's baseline content (`contentAt`, as the commit declares it); or why
     * not, when a commit does not hold what its record vouches for.
     */
    rows(contentAt) {
        const rows = [];
        const declared = new Map();
        for (const { workspace, states } of this.#histories.values()) {
            const current = states.at(-1);
            if (current === undefined)
                continue;
            const source = sourceOf(current.baseline);
            let byAsset = declared.get(workspace);
            if (byAsset === undefined) {
                byAsset = this.lastBaselines.byAsset(workspace);
                declared.set(workspace, byAsset);
            }
            const latest = byAsset.get((0,_last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .assetKey */ .e)(current.baseline));
            if (latest === undefined || source === "none")
                continue;
            const facts = assetFacts(latest);
            if (source === "ref") {
                rows.push({ ...(0,_citation_js__WEBPACK_IMPORTED_MODULE_3__/* .citationOfCited */ .sS)(current.by), ...facts, port: KEPT_ELSEWHERE });
                continue;
            }
            const ported = portRows(states, facts, contentAt);
            if ("problem" in ported)
                return ported;
            rows.push(...ported);
        }
        return rows;
    }
    /** As the population fold holds it, each record by its number (`number`). */
    held(numbers) {
        return {
            histories: [...this.#histories.values()].map(({ states }) => {
                const { asset, cyber_system_id } = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .itemOrThrow */ .Tp)(states, 0, "the port history").baseline;
                return {
                    cyber_system_id,
                    asset,
                    states: states.map(({ by, baseline }) => [
                        numbers.record(by),
                        portFields(baseline, numbers.digest),
                    ]),
                };
            }),
            declaring: this.lastBaselines.held(numbers),
        };
    }
    /** The population `held` holds, each record and digest from its number. */
    static resume(held, names) {
        const histories = new Map();
        for (const { cyber_system_id, asset, states } of held.histories) {
            const resumed = states.map(([by, baseline]) => ({
                by: names.record(by),
                baseline: { asset, cyber_system_id, ...portFields(baseline, names.digest) },
            }));
            const { workspace } = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .itemOrThrow */ .Tp)(resumed, 0, "the held port history").by;
            histories.set(`${workspace}/${(0,_last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .assetKey */ .e)({ cyber_system_id, asset })}`, {
                workspace,
                states: resumed,
            });
        }
        return new PortPopulation(histories, _last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .LastBaselines */ .J.resume(held.declaring, names));
    }
}
/** An asset's port rows: each port its last read declares, citing the read it is declared since. */
function portRows(states, facts, contentAt) {
    const declared = [];
    for (const state of states) {
        if (sourceOf(state.baseline) !== "read") {
            declared.push([]);
            continue;
        }
        const read = readOf(state);
        const ports = checkedPorts(read, contentAt(read));
        if ("problem" in ports)
            return ports;
        declared.push(ports);
    }
    const keys = declared.map((ports) => ports.map(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj));
    const rows = [];
    for (const port of declared.at(-1) ?? []) {
        // The earliest record from which this port, as written now, was declared without a break.
        const text = (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(port);
        let first = states.length - 1;
        while (first > 0 && keys[first - 1]?.includes(text) === true)
            first -= 1;
        const since = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .itemOrThrow */ .Tp)(states, first, "the port history");
        rows.push({ ...(0,_citation_js__WEBPACK_IMPORTED_MODULE_3__/* .citationOfCited */ .sS)(since.by), ...facts, ...portCells(port) });
    }
    return rows;
}
/** The fields of a port change's baseline besides its asset's key, in one order, digests mapped. */
function portFields({ cyber_system, digest, kind, items }, map) {
    return {
        ...(cyber_system === undefined ? {} : { cyber_system }),
        ...(digest === undefined || (kind !== "ref" && items !== undefined)
            ? {}
            : { digest: map(digest) }),
        ...(kind === undefined ? {} : { kind }),
        ...(items === undefined
            ? {}
            : { items: items.ports === undefined ? {} : { ports: map(items.ports) } }),
    };
}
/**
 * A port change's read. Its record is a change record, whose citation holds its commit (citedOf);
 * were it missing, the empty commit holds no content, and the population refuses (fail closed).
 */
function readOf({ by, baseline }) {
    return { by, commit: by.commit ?? "", baseline };
}
/** "read": at this record's commit; "ref": a baseline_ref; "none": no ports item written. */
function sourceOf(baseline) {
    if (baseline.kind === "ref")
        return "ref";
    return baseline.items !== undefined && baseline.items.ports === undefined ? "none" : "read";
}
function assetFacts(baseline) {
    return {
        asset_id: baseline.asset_id ?? null,
        asset: baseline.asset,
        cyber_system_id: baseline.cyber_system_id,
        cyber_system: baseline.cyber_system ?? null,
        impact: baseline.impact ?? null,
        class: baseline.class ?? null,
        erc: baseline.erc ?? null,
    };
}
function portCells(port) {
    return {
        port: port.port,
        protocol: port.protocol,
        service: port.service ?? null,
        justification: port.justification ?? null,
    };
}
/**
 * The ports of `content` (an asset's baseline as the commit declares it) if its ports item is the
 * one the record vouches for; otherwise why not, naming the record.
 */
function checkedPorts(read, content) {
    const { by } = read;
    const where = `record ${by.sequence} of workspace ${by.workspace} (asset ${read.baseline.asset} in ${read.baseline.cyber_system ?? read.baseline.cyber_system_id}, commit ${read.commit})`;
    if (content === undefined)
        return {
            problem: `${where}: the commit declares no baseline content for the asset; check that the evidence records this repository's inventory`,
        };
    // A record written before item digests vouches for the whole baseline only.
    const { items, digest } = read.baseline;
    const wanted = items === undefined ? digest : items.ports;
    const found = items === undefined ? (0,_inventory_document_baseline_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineDigest */ .E8)("content", content) : (0,_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .itemDigests */ .tV)(content).ports;
    if (found !== wanted)
        return {
            problem: `${where}: the commit's ports (${found ?? "none"}) are not those the record vouches for (${wanted ?? "none"}); the record was made from a checkout with changes not in the commit, or the history was rewritten, so its ports cannot be shown`,
        };
    return Array.isArray(content.ports) ? content.ports : [];
}


/***/ }),

/***/ 32828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ BY_KEY_THEN_TIE),
/* harmony export */   QJ: () => (/* binding */ BY_FIRST_THEN_CAME),
/* harmony export */   Vx: () => (/* binding */ sinkSorted),
/* harmony export */   cS: () => (/* binding */ rowOrderName),
/* harmony export */   fb: () => (/* binding */ sortKeyOf),
/* harmony export */   h4: () => (/* binding */ BY_SORT_KEY),
/* harmony export */   iB: () => (/* binding */ heldSort),
/* harmony export */   uj: () => (/* binding */ rowOrderNamed),
/* harmony export */   zj: () => (/* binding */ BY_OBLIGATION)
/* harmony export */ });
/* unused harmony export bySortKey */
/* harmony import */ var _obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85277);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
// How the obligations' rows wait for their order: the order itself (the obligations', exceptions
// first: compareObligations), and where the rows wait, held or, on the command line, sorted in runs
// on disk (io/sort/spilled-sort.ts), so that a ledger's rows are never all held. Pure.


/** What an obligation is sorted by, without the rest of it. */
const sortKeyOf = (o) => ({
    status: o.status,
    due: o.due,
    workspace: o.workspace,
    kind: o.kind,
    subject: { cyber_system_id: o.subject.cyber_system_id, asset: o.subject.asset },
    opened_by: { sequence: o.opened_by.sequence },
});
/** The sort that holds what it sorts. */
const heldSort = ({ keyOf, compare }) => {
    const items = [];
    return {
        add: (item) => items.push(item),
        sorted: () => items.sort((a, b) => compare(keyOf(a), keyOf(b))),
    };
};
const bySortKey = (a, b) => compareObligations(a.key, b.key);
/** Obligations in their order, as `obligations` lists them (and the handover's obligations.md). */
const BY_OBLIGATION = {
    keyOf: sortKeyOf,
    compare: _obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .compareObligations */ .xK,
};
/** Rows in their obligations' order. */
const BY_SORT_KEY = {
    keyOf: (sorted) => sorted.key,
    compare: _obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .compareObligations */ .xK,
};
/** Rows in their obligations' order, then their tie's (a family's populations). */
const BY_KEY_THEN_TIE = {
    keyOf: ({ key, tie }) => ({ key, tie }),
    compare: (a, b) => (0,_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .compareObligations */ .xK)(a.key, b.key) || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.tie, b.tie),
};
/**
 * Deviations' rows in their first obligations' order, ties in the order their first parts came:
 * the order the rows had when each was held from its first part on, in a map, and sorted at the
 * end.
 */
const BY_FIRST_THEN_CAME = {
    keyOf: ({ first, came }) => ({ first, came }),
    compare: (a, b) => (0,_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .compareObligations */ .xK)(a.first, b.first) || a.came - b.came,
};
/**
 * The orders rows wait in, by name: a sort of rows handed to another thread (the handover's
 * writer) is merged there by the order its name gives, a function being no message.
 */
const ROW_ORDERS = {
    "by-sort-key": BY_SORT_KEY,
    "by-key-then-tie": BY_KEY_THEN_TIE,
    "by-first-then-came": BY_FIRST_THEN_CAME,
};
/** The name of `order`, when it is one of the rows' orders. */
function rowOrderName(order) {
    return Object.keys(ROW_ORDERS).find((name) => ROW_ORDERS[name] === order);
}
/** The rows' order named `name`; the items were added to their sort as that order's. */
function rowOrderNamed(name) {
    return ROW_ORDERS[name];
}
/** Gives `sink` the rows waiting in `sort`, in its order: whole when it takes them so. */
function sinkSorted(sink, population, sort) {
    if (sink.sorted !== undefined)
        sink.sorted(population, sort);
    else
        for (const { row } of sort.sorted())
            sink(population, row);
}


/***/ }),

/***/ 75411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ WITHOUT_HISTORY),
/* harmony export */   q: () => (/* binding */ checkLedgerHistory)
/* harmony export */ });
/* harmony import */ var _record_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91864);
/* harmony import */ var _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66782);
/* harmony import */ var _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11645);
/* harmony import */ var _evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5514);
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42535);
// The history of a clone of the evidence branch, judged: the ledger only ever grows, one commit
// after another, each by its writer. Every commit reachable from the head counts, not only the
// first-parent line: a merge can join a rewritten history (an orphan branch with a record dropped
// and the rest re-chained) to the real tip as a fast-forward, so a merge commit and a second root
// are refused outright. A record (or its timestamp token), once added, is never modified or deleted.
// The writer is recognised by signature when its key is given (--writer-key: GitHub's web-flow
// key for the commits the Action makes through the API), else by author name, which is free text
// and so only a warning's worth. A commit adding only command-line records (origin "cli":
// break-glass changes, a collector's files) is its operator's: accepted when signed by an operator
// key (--operator-keys), else reported, as what its records are, as an unauthenticated exception.
// Pure: the commits and their signatures are read by io/.





/**
 * A ledger read without its git history (a copy of the branch's files, no .git) proves nobody
 * added its records: what every output of it says once, and why each record whose authority rests
 * on its commit (sealed from the command line: a break-glass change, a collector's file) is
 * unauthenticated there, worded to follow "its" or "whose" as a flagged commit's why is.
 */
const WITHOUT_HISTORY = {
    notice: "the ledger was read without its git history (no .git: a copy of the branch's files), so who added each record was not checked, and every record sealed from the command line (a break-glass change, a collector's file) is unauthenticated and closes nothing; give a git clone of the evidence branch, or a git bundle of it, to check them",
    why: "commit is unknown: the ledger was read without its git history",
};
const AUTHOR_NAME_WARNING = "the ledger's writer is recognised by its author name, which anyone can set on a commit: pass --writer-key with the writer's public signing key (GitHub's web-flow key for the commits the Action makes) to authenticate every record";
/**
 * What GitHub's web-flow key would add where cip-ledger.yaml's keys authenticate the records: not
 * a warning, since the records from each workspace's first signed one on are authenticated already.
 */
const WEB_FLOW_NOTE = "the records are authenticated by the writer's signatures that cip-ledger.yaml's keys check (from each workspace's first signed record on); to check also that GitHub made each commit that added records, the unsigned ones before included, download GitHub's web-flow key (curl -sO https://github.com/web-flow.gpg, or your GitHub Enterprise Server's) and pass --writer-key web-flow.gpg";
/** Every commit that is not linear, not append-only or not by the writer; oldest first. */
function checkLedgerHistory(commits, identities) {
    const problems = [];
    const state = { expected: identities.writerName, root: undefined };
    for (const commit of commits) {
        const report = (message, severity = "error", unauthenticated) => problems.push({
            commit: commit.sha,
            author: commit.author,
            message,
            severity,
            ...(unauthenticated === undefined ? {} : { unauthenticated }),
        });
        shapeProblems(commit, state, report);
        const ledgerChanges = commit.changes.filter(({ path }) => path.startsWith(`${_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDS_DIR */ .v7}/`));
        const rewritten = ledgerChanges.filter(({ status }) => status !== "A");
        if (rewritten.length > 0)
            report(rewriteMessage(commit, rewritten));
        const added = ledgerChanges.filter(({ status }) => status === "A");
        if (added.length === 0)
            continue;
        if (added.every(({ path }) => (0,_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isCliRecordPath */ .xP)(recordOf(path)))) {
            const records = [...new Set(added.map(({ path }) => recordOf(path)))];
            commandLineProblems(commit, identities, records, report);
            continue;
        }
        writerProblems(commit, identities, state, report);
    }
    if (!identities.writerKey && commits.some((commit) => commit.changes.length > 0))
        problems.push(identities.writerDeclared === true
            ? { commit: "", author: "", severity: "note", message: WEB_FLOW_NOTE }
            : { commit: "", author: "", severity: "warning", message: AUTHOR_NAME_WARNING });
    return problems;
}
/** A merge, or a root after the first: a history joined to another one. */
function shapeProblems(commit, state, report) {
    if (commit.parents.length > 1) {
        report(`commit ${commit.sha} by ${commit.author} merges ${commit.parents.join(" and ")}: the evidence branch is linear, one commit after another, and a merge can join a rewritten history to the real one as a fast-forward`);
    }
    if (commit.parents.length === 0) {
        if (state.root === undefined)
            state.root = commit.sha;
        else
            report(`commit ${commit.sha} by ${commit.author} is a second root (the first is ${state.root}): the evidence branch has one beginning, so another history was joined to it`);
    }
}
function rewriteMessage(commit, rewritten) {
    const listed = rewritten
        .slice(0, 3)
        .map(({ status, path }) => `${status === "D" ? "deleted" : "modified"} ${path}`)
        .join(", ");
    const more = rewritten.length > 3 ? ` and ${rewritten.length - 3} more` : "";
    return `commit ${commit.sha} by ${commit.author} ${listed}${more}: the ledger is append-only, a record once added is never changed or removed`;
}
function commandLineProblems(commit, identities, records, report) {
    if (identities.operatorKeys && commit.signedBy === "operator")
        return;
    const why = identities.operatorKeys
        ? "is not signed by any key of --operator-keys"
        : `cannot be authenticated (${identities.withoutOperatorKeys ?? "no --operator-keys"})`;
    report(`commit ${commit.sha} by ${commit.author} adds ${commandLineRecords(records)} and ${why}: an unauthenticated exception for the audit`, "warning", { records, why: `commit ${commit.sha.slice(0, 12)} ${why}` });
}
/**
 * What a command-line commit's records are, by kind: break-glass changes (`evidence append`) or a
 * collector's configuration monitoring (`evidence append --monitoring`), or both.
 */
function commandLineRecords(records) {
    const kinds = new Set(records.map(_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOfPath */ .Bs));
    const named = [
        ...(kinds.has("change") ? ["break-glass"] : []),
        ...(kinds.has("configuration-monitoring") ? ["a collector's configuration-monitoring"] : []),
    ];
    return `${named.join(" and ")} records`;
}
function writerProblems(commit, identities, state, report) {
    if (identities.writerKey) {
        if (commit.signedBy !== "writer")
            report(`commit ${commit.sha} by ${commit.author} adds records but is not signed by the writer's key (--writer-key): records added by anyone else are not evidence, whatever name they carry`);
        return;
    }
    state.expected ??= commit.authorName;
    if (commit.authorName !== state.expected) {
        report(`commit ${commit.sha} by ${commit.author} adds records, but the ledger's writer is ${state.expected}${identities.writerName === undefined ? " (the author of its first record)" : " (--writer)"}: records added by anyone else are not evidence`);
    }
}
/** The record a ledger path belongs to: itself, or the record its timestamp token stamps. */
/**
 * The record a ledger file belongs to: itself, or the record a file kept beside it is of (its
 * timestamp token, the inventory listing, a checkpoint). A commit adding a terminal record with
 * what travels beside it is that record's commit: an operator's, judged by --operator-keys.
 */
function recordOf(path) {
    const suffix = BESIDE_SUFFIXES.find((kept) => path.endsWith(kept));
    return suffix === undefined ? path : path.slice(0, -suffix.length);
}
const BESIDE_SUFFIXES = [_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_3__/* .TOKEN_SUFFIX */ .Yg, _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .LISTING_SUFFIX */ .Ze, _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKPOINT_SUFFIX */ .nn, _writer_proof_js__WEBPACK_IMPORTED_MODULE_4__/* .SIGNATURE_SUFFIX */ .VV];


/***/ })

};
