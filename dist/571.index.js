export const id = 571;
export const ids = [571];
export const modules = {

/***/ 1875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BM: () => (/* binding */ WorkspaceFold),
  nq: () => (/* binding */ checkpointIsDue),
  S7: () => (/* binding */ parseCheckpoint)
});

// UNUSED EXPORTS: CHECKPOINT_INTERVAL, CHECKPOINT_MAX_INTERVAL, CheckpointFormatError, RECORD_BYTES_PER_CHECKPOINT_BYTE, ledgerCheckpointFormat, ledgerHeldParts, serializeCheckpoint

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/evidence/chain/ledger-authority.ts
var ledger_authority = __webpack_require__(3930);
// EXTERNAL MODULE: ./src/core/shared/exhaustive.ts
var exhaustive = __webpack_require__(1565);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/core/evidence/records/drift-findings.ts
var drift_findings = __webpack_require__(9094);
;// CONCATENATED MODULE: ./src/core/evidence/monitoring/drift-episodes.ts
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
                        pull_requests: (0,evidence_record/* pullRequestsOf */.Tb)(record.change).map(({ number, url }) => ({
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
                (0,exhaustive/* assertNever */.x)(record);
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

;// CONCATENATED MODULE: ./src/core/evidence/report/report-state.ts
// What the audit report reads of a workspace's records whatever its period: whose inventory they
// are (SubjectOf), the drift episode still open (DriftEpisodes), and how many records there are.
// Everything else the report says of a period comes from the period's records and the monitoring
// run before it. A drift check's checkpoint keeps this state (HeldReport, in
// core/checkpoint/ledger-checkpoint.ts), so that `evidence report` for a period that
// starts after the checkpoint's record reads only the records from that record on. Pure.

/**
 * The version of the report's state in the drift check's checkpoint (HeldReport, with the part
 * counts core/checkpoint/ledger-checkpoint.ts keeps beside it): one more whenever it, or how
 * ReportFold reads it, changes, which moves that checkpoint's format.
 */
const HELD_REPORT_VERSION = 1;
/** Each distinct organization, repository and service the records name. */
class SubjectOf {
    #organizations;
    #repositories;
    #services;
    constructor(held = { organizations: [], repositories: [], services: [] }) {
        this.#organizations = new Set(held.organizations);
        this.#repositories = new Set(held.repositories);
        this.#services = new Set(held.services);
    }
    add(record) {
        this.#repositories.add(record.run.repository);
        const context = record.kind === "change"
            ? record.change.change_record?.context
            : record.kind === "monitoring"
                ? record.monitoring
                : undefined;
        if (context?.organization !== undefined)
            this.#organizations.add(context.organization);
        if (context?.service !== undefined)
            this.#services.add(context.service);
    }
    sorted(workspaces) {
        const sorted = (values) => [...values].sort();
        return {
            organizations: sorted(this.#organizations),
            repositories: sorted(this.#repositories),
            services: sorted(this.#services),
            workspaces: [...workspaces].sort(),
        };
    }
}
/** One workspace's HeldReport, record by record: what the drift check's fold keeps for the report. */
class ReportFold {
    #subject;
    #drift;
    #records;
    constructor(held) {
        this.#subject = new SubjectOf(held?.subject);
        this.#drift = held === undefined ? new DriftEpisodes() : DriftEpisodes.resume(held.drift);
        this.#records = held?.records ?? 0;
    }
    /** The workspace's next record, in chain order. */
    add(record) {
        this.#subject.add(record);
        this.#drift.add(record);
        this.#records++;
    }
    /** The state a checkpoint keeps, sharing the open drift episode: serialised at once. */
    held() {
        const { organizations, repositories, services } = this.#subject.sorted([]);
        return {
            records: this.#records,
            subject: { organizations, repositories, services },
            drift: this.#drift.held(),
        };
    }
}

// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 10 modules
var obligations = __webpack_require__(8726);
// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(1967);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(4841);
;// CONCATENATED MODULE: ./src/core/obligations/part-counts.ts
// The obligations of a family counted by part and status, as they are decided: the audit
// report's section of each family, and the counts a checkpoint keeps of what it does
// not carry (core/checkpoint/ledger-checkpoint.ts). Pure.

/**
 * A count of each of a family's parts' obligations by status, fed each obligation as decided; from
 * `from`'s counts of those parts (a checkpoint's, of what it does not carry), else from none.
 */
function partTally(kinds, from) {
    const counts = Object.fromEntries(kinds.map((kind) => [kind, { ...(0,obligation_model/* countStatuses */.ip)([]), ...from?.[kind] }]));
    return {
        counts,
        add: (o) => {
            if (o.kind in counts)
                counts[o.kind][o.status] += 1;
        },
    };
}

// EXTERNAL MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts + 3 modules
var obligations_checkpoint = __webpack_require__(7777);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(1864);
;// CONCATENATED MODULE: ./src/core/audit/citation.ts

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
    return citationOfCited({ workspace, sequence, sha256, path: recordPath(record), recorded_at });
}
/** `entry` as the folds hold it. */
function citedOf({ record, sha256 }) {
    const { workspace, sequence, recorded_at } = record;
    const path = (0,record_files/* recordPath */.lX)(record);
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
function citation_refCitation(ref, pathOf) {
    return citationOfCited({ ...ref, path: pathOf(ref) });
}

;// CONCATENATED MODULE: ./src/core/audit/last-baselines.ts
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
            ...citationOfCited(by),
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
                ...citationOfCited(by),
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
var collections = __webpack_require__(5032);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
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
    ...CITATION_COLUMNS,
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
    ...CITATION_COLUMNS,
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
            this.#unauthenticated.skip(citedOf(entry), entry.unauthenticated);
        else if (listing !== undefined) {
            // In the order of each workspace's last listing, as the rows list them.
            this.#listed.delete(workspace);
            this.#listed.set(workspace, { by: citedOf(entry), listing });
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
        const baselines = new Map((record.change.baselines ?? []).map((b) => [assetKey(b), b]));
        // One citation for the record's assets: each holding its own would hold the same strings anew.
        const by = citedOf(entry);
        for (const operation of operations) {
            if (operation.result !== "succeeded" || operation.asset_id === undefined)
                continue;
            const seen = this.#applied.get(record.workspace, operation.asset_id);
            const system = operation.cyber_system;
            // What the change record states of the asset's class and system: its baseline's entry.
            const baseline = baselines.get(assetKey({ cyber_system_id: system.id, asset: operation.name }));
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
            const key = assetKey({ cyber_system_id: applied.cyber_system_id, asset: applied.name });
            if (declared.get(workspace)?.has(key) === true)
                named.add(`${workspace}/${key}`);
        }
        for (const [workspace, declaring] of this.#declared.workspaces()) {
            if (listed.has(workspace))
                continue;
            const cited = citationOfCited(declaring.by);
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
                ...citationOfCited(by),
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
        ...citationOfCited(by),
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

// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-reader.ts
var baseline_reader = __webpack_require__(4249);
;// CONCATENATED MODULE: ./src/core/audit/port-population.ts






const PORT_COLUMNS = [
    ...CITATION_COLUMNS,
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
    constructor(histories = new Map(), lastBaselines = new LastBaselines()) {
        this.#histories = histories;
        this.lastBaselines = lastBaselines;
    }
    /** A record recorded by the period's end, each workspace's in chain order. */
    add(entry) {
        const { record } = entry;
        if (record.kind !== "change" || record.change.baselines === undefined)
            return;
        const by = citedOf(entry);
        this.lastBaselines.add(by, record.change.baselines);
        const declared = new Set();
        for (const baseline of record.change.baselines) {
            const key = `${record.workspace}/${assetKey(baseline)}`;
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
            const latest = byAsset.get(assetKey(current.baseline));
            if (latest === undefined || source === "none")
                continue;
            const facts = assetFacts(latest);
            if (source === "ref") {
                rows.push({ ...citationOfCited(current.by), ...facts, port: KEPT_ELSEWHERE });
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
                const { asset, cyber_system_id } = (0,collections/* itemOrThrow */.Tp)(states, 0, "the port history").baseline;
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
            const { workspace } = (0,collections/* itemOrThrow */.Tp)(resumed, 0, "the held port history").by;
            histories.set(`${workspace}/${assetKey({ cyber_system_id, asset })}`, {
                workspace,
                states: resumed,
            });
        }
        return new PortPopulation(histories, LastBaselines.resume(held.declaring, names));
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
    const keys = declared.map((ports) => ports.map(sha256/* canonicalJson */.dj));
    const rows = [];
    for (const port of declared.at(-1) ?? []) {
        // The earliest record from which this port, as written now, was declared without a break.
        const text = (0,sha256/* canonicalJson */.dj)(port);
        let first = states.length - 1;
        while (first > 0 && keys[first - 1]?.includes(text) === true)
            first -= 1;
        const since = (0,collections/* itemOrThrow */.Tp)(states, first, "the port history");
        rows.push({ ...citationOfCited(since.by), ...facts, ...portCells(port) });
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
    const found = items === undefined ? (0,baseline_reader/* baselineDigest */.E8)("content", content) : (0,baseline_items/* itemDigests */.tV)(content).ports;
    if (found !== wanted)
        return {
            problem: `${where}: the commit's ports (${found ?? "none"}) are not those the record vouches for (${wanted ?? "none"}); the record was made from a checkout with changes not in the commit, or the history was rewritten, so its ports cannot be shown`,
        };
    return Array.isArray(content.ports) ? content.ports : [];
}

// EXTERNAL MODULE: ./src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts
var vulnerability_assessment_shape = __webpack_require__(7584);
;// CONCATENATED MODULE: ./src/core/audit/row-sort.ts
// How the obligations' rows wait for their order: the order itself (the obligations', exceptions
// first: compareObligations), and where the rows wait, held or, on the command line, sorted in runs
// on disk (io/sort/spilled-sort.ts), so that a ledger's rows are never all held. Pure.


/** What an obligation is sorted by, without the rest of it. */
const row_sort_sortKeyOf = (o) => ({
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
    keyOf: row_sort_sortKeyOf,
    compare: obligations/* compareObligations */.xK,
};
/** Rows in their obligations' order. */
const BY_SORT_KEY = {
    keyOf: (sorted) => sorted.key,
    compare: obligations/* compareObligations */.xK,
};
/** Rows in their obligations' order, then their tie's (a family's populations). */
const row_sort_BY_KEY_THEN_TIE = {
    keyOf: ({ key, tie }) => ({ key, tie }),
    compare: (a, b) => (0,obligations/* compareObligations */.xK)(a.key, b.key) || (0,names/* compareCodePoints */.OP)(a.tie, b.tie),
};
/**
 * Deviations' rows in their first obligations' order, ties in the order their first parts came:
 * the order the rows had when each was held from its first part on, in a map, and sorted at the
 * end.
 */
const BY_FIRST_THEN_CAME = {
    keyOf: ({ first, came }) => ({ first, came }),
    compare: (a, b) => (0,obligations/* compareObligations */.xK)(a.first, b.first) || a.came - b.came,
};
/**
 * The orders rows wait in, by name: a sort of rows handed to another thread (the handover's
 * writer) is merged there by the order its name gives, a function being no message.
 */
const ROW_ORDERS = {
    "by-sort-key": BY_SORT_KEY,
    "by-key-then-tie": row_sort_BY_KEY_THEN_TIE,
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
function row_sort_sinkSorted(sink, population, sort) {
    if (sink.sorted !== undefined)
        sink.sorted(population, sort);
    else
        for (const { row } of sort.sorted())
            sink(population, row);
}

;// CONCATENATED MODULE: ./src/core/audit/families/family-rows.ts


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
            cite: (ref) => refCitation(ref, pathOf),
            before: (ref) => ref !== undefined && Date.parse(ref.recorded_at) < fromTime,
        };
        for (const population of family.populations) {
            this.#sorts.set(population.name, sortOf(BY_KEY_THEN_TIE));
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
        this.#sorts.get(population.name)?.add({ key: sortKeyOf(o), row, tie: this.#family.tie(o) });
    }
    /** Gives `sink` each population's rows, in the obligations' order. */
    flush(sink) {
        for (const [population, sort] of this.#sorts)
            sinkSorted(sink, population, sort);
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
    ...CITATION_COLUMNS,
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
    ...CITATION_COLUMNS,
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
    ...CITATION_COLUMNS,
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
            row: unlessClosedBefore(intervalRow),
        },
        {
            name: "commissionedAssets",
            parts: ["CIP-010 R3.3"],
            columns: COMMISSIONED_ASSET_COLUMNS,
            file: vulnerability_assessment_shape/* VULNERABILITY_ASSESSMENT_SHAPE */.g.populationFiles.commissionedAssets,
            row: unlessClosedBefore(commissionedRow),
        },
        {
            name: "actionItems",
            parts: ["CIP-010 R3.4"],
            columns: ACTION_ITEM_COLUMNS,
            file: vulnerability_assessment_shape/* VULNERABILITY_ASSESSMENT_SHAPE */.g.populationFiles.actionItems,
            row: unlessClosedBefore(itemRow),
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
        not_closed_by: notClosedText(o),
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
        date_changes: dateChangesText(o.assessment?.date_changes ?? []),
        reason: o.reason ?? null,
    };
}

// EXTERNAL MODULE: ./src/core/families/low-impact/low-impact-shape.ts
var low_impact_shape = __webpack_require__(4815);
// EXTERNAL MODULE: ./src/core/low-impact/low-impact-files.ts + 5 modules
var low_impact_files = __webpack_require__(9158);
// EXTERNAL MODULE: ./src/core/low-impact/site-file.ts
var site_file = __webpack_require__(9283);
// EXTERNAL MODULE: ./src/core/obligations/low-impact/site-scope.ts
var site_scope = __webpack_require__(1363);
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
    ...CITATION_COLUMNS,
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
        const by = citedOf(entry);
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
            ...citationOfCited(state.by),
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
var patch_management_shape = __webpack_require__(3837);
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
    ...CITATION_COLUMNS,
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
    ...CITATION_COLUMNS,
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
    ...CITATION_COLUMNS,
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
    ...CITATION_COLUMNS,
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
            row: unlessClosedBefore(applicableRow),
        },
        {
            name: "mitigationPlans",
            parts: ["CIP-007 R2.4"],
            columns: MITIGATION_PLAN_COLUMNS,
            file: patch_management_shape/* PATCH_MANAGEMENT_SHAPE */.N.populationFiles.mitigationPlans,
            row: unlessClosedBefore(planRow),
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
        not_closed_by: notClosedText(o),
    };
}
function planRow(o, period) {
    const facts = o.patching ?? {};
    return {
        ...period.cite(o.opened_by),
        plan: facts.plan ?? null,
        timeframe: facts.timeframe ?? null,
        due: o.due,
        timeframe_changes: dateChangesText(facts.timeframe_changes ?? []),
        implemented_on: facts.implemented_on ?? null,
        implemented_by_sequence: o.closed_by?.sequence ?? null,
        implemented_at: o.closed_by?.recorded_at ?? null,
        status: o.status,
        lapse: facts.lapse ?? null,
        reason: o.reason ?? null,
        not_closed_by: notClosedText(o),
    };
}

// EXTERNAL MODULE: ./src/core/families/system-access/system-access-shape.ts
var system_access_shape = __webpack_require__(3803);
// EXTERNAL MODULE: ./src/core/system-access/system-access-files.ts + 7 modules
var system_access_files = __webpack_require__(3279);
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
        const by = citedOf(entry);
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
const ACCOUNT_TYPE_COLUMNS = [...CITATION_COLUMNS, ...account_type_population_ANSWER_COLUMNS];
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
            .flatMap(({ by, made }) => made.map((row) => ({ ...citationOfCited(by), ...row })));
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
    ...CITATION_COLUMNS,
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
        not_closed_by: notClosedText(o),
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
            row: unlessClosedBefore(changeRow),
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
    constructor(ports = new PortPopulation(), assets = new AssetPopulation(ports.lastBaselines), families = new Map(FOLDED_POPULATIONS.map((population) => [population.name, population.start()]))) {
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
        const ports = PortPopulation.resume(held.ports, names);
        const families = new Map(FOLDED_POPULATIONS.map((population) => {
            const folded = held.families[population.name];
            const fold = folded === undefined ? population.start() : population.resume(folded, names);
            return [population.name, fold];
        }));
        return new PopulationFold(ports, AssetPopulation.resume(held.assets, names, ports.lastBaselines), families);
    }
}

;// CONCATENATED MODULE: ./src/core/checkpoint/ledger-checkpoint.ts









/**
 * The version of what the file holds of its own (`workspace`, `through`, `in_force`,
 * `governance`, `genesis`): one more whenever that changes.
 */
const LEDGER_HELD_VERSION = 1;
/**
 * The parts the file holds, by their paths in it (the file's own at ""): the obligations
 * checkpoint's, its own, the report's, the populations' fold's and each family's folded
 * population's, each versioned where it is written.
 */
function ledgerHeldParts() {
    return [
        ...(0,obligations_checkpoint/* obligationsHeldParts */.PL)(),
        { path: "", version: LEDGER_HELD_VERSION },
        { path: "report", version: HELD_REPORT_VERSION },
        { path: "populations", version: HELD_POPULATIONS_VERSION },
        ...FOLDED_POPULATIONS.map(({ name, heldVersion }) => ({
            path: `populations.families.${name}`,
            version: heldVersion,
        })),
    ];
}
/**
 * The file's format, summed from the versions of every part it holds (ledgerHeldParts,
 * formatOfVersions). Numbered by hand before the parts kept versions (3, the report's
 * state; 4, the populations'; 5, the genesis; 7, the families' folded populations), the format
 * moved with the obligations' only when someone remembered to, and a ledger whose checkpoints the
 * previous version wrote was recomputed and called altered when they did not (issue 97); format 8
 * is the sum of those parts' first versions. A family that changes what it holds now changes its
 * own version, and this format with it.
 */
function ledgerCheckpointFormat() {
    return (0,obligations_checkpoint/* formatOfVersions */.OH)(0, ledgerHeldParts());
}
/** The parts whose obligations the audit report counts by status: each family's of the table. */
const REPORTED_PARTS = family_table/* MERGE_JUDGED_FAMILIES */.G.flatMap(({ kinds }) => kinds);
/** The fewest records after the last checkpoint a drift check reads before it writes another. */
const CHECKPOINT_INTERVAL = 200;
/**
 * The most: a drift check reads the records since the checkpoint a hundred to a GraphQL query,
 * each spaced a second apart, so the records between checkpoints bound every hourly check's time.
 */
const CHECKPOINT_MAX_INTERVAL = 1_000;
/**
 * Between those, the bytes of records after the last checkpoint, per byte of that checkpoint, a
 * drift check reads before it writes another. A checkpoint holds the inventory's state (600 to
 * 1,600 bytes an asset for the obligations, up to about 790 more for the populations), and
 * evidence verify recomputes each one (builds, serialises and hashes
 * it, about 10 ms a 1.5 MB checkpoint, a third of what reading and checking 1 MB of records
 * costs): spaced by their own size, a large inventory's checkpoints cost verify a bounded part of
 * what its records cost, where one every 200 records cost it several times as much
 * (bench/RESULTS.md).
 */
const RECORD_BYTES_PER_CHECKPOINT_BYTE = 2;
/**
 * Whether a drift check that read `since` (the records after the checkpoint it started from, and
 * that checkpoint's size) writes a new checkpoint; one that started from no checkpoint always does.
 */
function checkpointIsDue(since) {
    if (since === undefined || since.records >= CHECKPOINT_MAX_INTERVAL)
        return true;
    return (since.records >= CHECKPOINT_INTERVAL &&
        since.recordBytes >= since.checkpointBytes * RECORD_BYTES_PER_CHECKPOINT_BYTE);
}
/** The file's text: its bytes are what the record's SHA-256 vouches for. */
function serializeCheckpoint(checkpoint) {
    return `${JSON.stringify(checkpoint)}\n`;
}
/** The checkpoint `text` (read at `path`), or an Error saying why it is not one this tool reads. */
function parseCheckpoint(text, path) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} is not JSON, though a record vouches for its bytes`);
    }
    const format = value?.format;
    if (format !== ledgerCheckpointFormat())
        throw new CheckpointFormatError(path, format);
    return value;
}
/** A checkpoint of another format than this version reads: what to do depends on who reads it. */
class CheckpointFormatError extends Error {
    format;
    constructor(path, format) {
        super(`${path} is a checkpoint of format ${String(format)}, and this version reads format ${ledgerCheckpointFormat()}: judge from every record (the next drift check writes a checkpoint this version reads)`);
        this.format = format;
    }
}
/** One workspace's fold: the obligations pass and the facts in force, record by record. */
class WorkspaceFold {
    pass;
    #workspace;
    #report;
    #populations;
    /** Of the parts the report counts, what the pass decided and carries no further. */
    #partCounts;
    #through;
    #inForce;
    #governance;
    #genesis;
    constructor(workspace, start, options, from) {
        this.#workspace = workspace;
        this.#report = new ReportFold(from.report);
        this.#populations =
            from.populations === undefined
                ? new PopulationFold()
                : PopulationFold.resume(from.populations);
        const parts = partTally(REPORTED_PARTS, from.report?.part_counts);
        this.#partCounts = parts.counts;
        this.pass = start({
            ...options,
            decided: (obligation) => {
                options?.decided?.(obligation);
                if (!obligations_checkpoint/* CARRIED */.xc.has(obligation.status))
                    parts.add(obligation);
            },
        });
        this.#through = from.through;
        this.#inForce = from.in_force;
        this.#governance = from.governance;
        this.#genesis = from.genesis;
    }
    /**
     * The fold from `checkpoint` on, or from the first record without one. Throws where the pass
     * does: a checkpoint judged with another calendar, or of another format (judge from every record).
     */
    static start(workspace, judging, checkpoint) {
        const { asOf, calendar, options } = judging;
        if (checkpoint === undefined)
            return new WorkspaceFold(workspace, (passOptions) => new obligations/* ObligationsPass */.Rl(asOf, calendar, passOptions), options, { in_force: null, governance: null, genesis: null });
        if (checkpoint.workspace !== workspace)
            throw new Error(`the checkpoint is workspace ${checkpoint.workspace}'s, not ${workspace}'s`);
        // A part missing is no empty state: the fold would go on as if no record came before it.
        for (const part of ["report", "populations"])
            if (typeof checkpoint[part] !== "object" || checkpoint[part] === null)
                throw new Error(`the checkpoint holds no ${part} state, though its format has one`);
        if (checkpoint.genesis === undefined)
            throw new Error("the checkpoint holds no genesis, though its format has one");
        return new WorkspaceFold(workspace, 
        // A drift check resumes from its checkpoint twice (its view, and the previous check's):
        // the pass takes what it resumes from.
        (passOptions) => obligations/* ObligationsPass */.Rl.resume(structuredClone(checkpoint.obligations), asOf, calendar, passOptions), options, 
        // The populations' fold takes what it resumes from too.
        { ...checkpoint, populations: structuredClone(checkpoint.populations) });
    }
    /** The workspace's next record, in chain order. */
    add(entry) {
        const { record } = entry;
        this.pass.add(entry);
        this.#report.add(record);
        this.#populations.add(entry);
        this.#through = { sequence: record.sequence, sha256: entry.sha256 };
        this.#genesis ??= (0,ledger_authority/* genesisOf */.Sm)([entry]) ?? null;
        this.#inForce = (0,facts_in_force/* foldInForce */.OM)(this.#inForce, record);
        // What the accepting record declared; one written before records carried it declares nothing.
        if (this.#inForce === null)
            this.#governance = null;
        else if (record.kind === "change" && (0,facts_in_force/* isAccepted */.oB)(record))
            this.#governance = record.change.governance ?? null;
    }
    /** Where the facts in force were put there, and what that record declared. */
    get factsInForce() {
        return { inForce: this.#inForce, governance: this.#governance };
    }
    /** The record the fold stands at; undefined before the first. */
    get through() {
        return this.#through;
    }
    /**
     * The fold's state as the checkpoint file holds it, a copy that shares nothing with the fold,
     * which goes on; none before the first record.
     */
    checkpoint() {
        const text = this.checkpointText();
        return text === undefined ? undefined : JSON.parse(text);
    }
    /**
     * The checkpoint file's text, serialised from the pass's own state without copying it first:
     * what the drift check writes and evidence verify hashes, at every checkpoint.
     */
    checkpointText() {
        if (this.#through === undefined)
            return undefined;
        return serializeCheckpoint({
            format: ledgerCheckpointFormat(),
            workspace: this.#workspace,
            through: this.#through,
            in_force: this.#inForce,
            governance: this.#governance,
            genesis: this.#genesis,
            obligations: this.pass.checkpoint({ copy: false }),
            report: { ...this.#report.held(), part_counts: this.#partCounts },
            populations: this.#populations.held(),
        });
    }
}


/***/ }),

/***/ 9013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B6: () => (/* binding */ keysFactsOf),
/* harmony export */   Br: () => (/* binding */ declarationCommits),
/* harmony export */   D7: () => (/* binding */ judgedAt),
/* harmony export */   Y$: () => (/* binding */ keysInForceProblem)
/* harmony export */ });
/* unused harmony exports foldKeysFacts, genesisOfFacts, firstSignedOf */
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6681);
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2535);


/**
 * The commit a record names as the one it was judged or read at (a merge's base, a drift check's
 * commit): the first such is the ledger's genesis (ledger-authority.ts, genesisOf).
 */
function judgedAt(record) {
    switch (record.kind) {
        case "change":
            // The owner policy's base is the commit the gate judged at; else the push's previous head.
            return record.change.policy?.base_sha ?? record.change.base_sha ?? undefined;
        case "monitoring":
            return record.monitoring.commit;
        case "configuration-monitoring":
            return undefined;
    }
}
/** The walk's facts of `record`. */
function keysFactsOf(record) {
    return {
        puts: (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .inForceAfter */ .LH)(record, record.sequence, null),
        carries: record.in_force !== undefined,
        cli: record.origin === "cli",
        judgedAt: judgedAt(record),
    };
}
/** What is in force after a record with `facts`, `before` in force before it (foldInForce). */
function foldKeysFacts(before, facts) {
    return (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .inForceFollowing */ .AT)(before, {
        puts: facts.puts,
        carries: facts.carries,
        operator: facts.cli,
    });
}
/** The commit the first of `entries` judged at one names (genesisOf of their records). */
function genesisOfFacts(entries) {
    for (const { facts } of entries)
        if (facts.judgedAt !== undefined)
            return facts.judgedAt;
    return undefined;
}
/** The sequence of the first of `entries` with a signature file; undefined: none has one. */
function firstSignedOf(entries) {
    for (const entry of entries)
        if (entry.signature !== undefined)
            return entry.sequence;
    return undefined;
}
/**
 * The commits whose declaration decides which keys sign the records: the one in force before the
 * first record (or the genesis), and each accepted merge's (the commit it puts in force, whose
 * declaration also verifies it when it is the binding record). Computed from the records'
 * contents, before any signature is checked: a forged record only makes its commit read.
 */
function declarationCommits(records, start) {
    const commits = new Set();
    const first = start.before?.commit ?? start.genesis;
    if (first !== undefined)
        commits.add(first);
    for (const { puts } of records)
        if (puts !== null)
            commits.add(puts.commit);
    return [...commits];
}
/**
 * Why the records read (chain order) are not each signed by a key in force before it; undefined
 * when they are. Records before the first signed one were written before the binding and count by
 * the login's rules; from it on, every record is signed, except those sealed from the command
 * line without a signature file (an operator's, judged by their commit's signature).
 */
function keysInForceProblem(entries, start, declarations, workspace) {
    let inForce = start.before;
    let firstSigned = start.firstSigned;
    for (const entry of entries) {
        const at = { inForce, genesis: start.genesis, firstSigned };
        const problem = entryProblem(entry, at, declarations);
        if (problem !== undefined)
            return (0,_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .notTheWritersRecord */ .IW)(entry.sequence, workspace, problem);
        if (entry.signature !== undefined)
            firstSigned ??= entry.sequence;
        inForce = foldKeysFacts(inForce, entry.facts);
    }
    return undefined;
}
function entryProblem(entry, at, declarations) {
    if (entry.signature === undefined) {
        if (at.firstSigned === undefined || entry.operator === true)
            return undefined;
        return `it has no signature file beside it, but its records from #${at.firstSigned} on are the bound writer's`;
    }
    const commit = at.inForce?.commit ?? at.genesis;
    const keys = commit === undefined ? undefined : declarations.get(commit);
    if (keys !== undefined) {
        const before = "the cip-ledger.yaml in force before it";
        const problem = (0,_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .recordSignatureProblem */ .X5)(keys, entry.sha256, entry.signature, before, entry.verifiedBy);
        if (problem === undefined)
            return undefined;
        return `${problem} (at commit ${commit}, ${at.inForce === null ? "the ledger's genesis" : `put in force by record #${at.inForce.sequence}`}): a key takes force only from the accepted merge that adds it`;
    }
    return bindingProblem(entry, commit, declarations);
}
/**
 * Why a signed record with no declaration in force before it is not the binding record: an
 * accepted merge signed by a key its own merged commit declares.
 */
function bindingProblem(entry, inForce, declarations) {
    const { puts } = entry.facts;
    const none = inForce === undefined
        ? "no commit was in force before it"
        : `no cip-ledger.yaml was in force before it (commit ${inForce})`;
    if (puts === null)
        return `it is signed, but ${none}, and it is not a merge the gate accepted that binds the writer`;
    const own = declarations.get(puts.commit);
    if (own === undefined)
        return `it is signed, but ${none}, and the commit it merged (${puts.commit}) declares no writer either`;
    const merged = "the cip-ledger.yaml it merged";
    const problem = (0,_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .recordSignatureProblem */ .X5)(own, entry.sha256, entry.signature, merged, entry.verifiedBy);
    return problem === undefined ? undefined : `${problem}, and ${none}`;
}


/***/ }),

/***/ 3930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I8: () => (/* binding */ judgeLedgerAuthority),
/* harmony export */   Sm: () => (/* binding */ genesisOf),
/* harmony export */   Y3: () => (/* binding */ needsGenesis),
/* harmony export */   YK: () => (/* binding */ keptHeadContext),
/* harmony export */   nM: () => (/* binding */ keptHeadDescription),
/* harmony export */   pC: () => (/* binding */ keptHeadAmong)
/* harmony export */ });
/* unused harmony exports parseKeptHead, LEDGER_WAY_BACK */
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6681);
/* harmony import */ var _records_in_force_pointer_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7156);
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2535);
/* harmony import */ var _keys_in_force_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9013);




/**
 * The commit status that keeps a workspace's chain head on the default branch's commits: one per
 * evidence branch, so that a ledger re-started under a new branch name (a reviewed change of the
 * workflow's input) is not held to the lost one's head.
 */
function keptHeadContext(branch, workspace) {
    return `cip-sync/ledger (${branch}, ${workspace})`;
}
const KEPT_HEAD_DESCRIPTION = /^record #([1-9][0-9]{0,15}) sha256 ([0-9a-f]{64})$/;
/** The status description that keeps `head` (at most 140 characters, as GitHub allows). */
function keptHeadDescription(head) {
    return `record #${head.sequence} sha256 ${head.sha256}`;
}
/** The head a status description keeps; undefined when it is not one this tool writes. */
function parseKeptHead(description, commit) {
    const match = KEPT_HEAD_DESCRIPTION.exec(description ?? "");
    if (match === null)
        return undefined;
    return { sequence: Number(match[1]), sha256: String(match[2]), commit };
}
/**
 * The highest head the writer kept among one commit's `statuses`, and a line for each status in
 * the kept head's context that does not count. Where cip-ledger.yaml binds the writer (its keys),
 * a status counts only with a key's signature over the head, its context and the commit, whoever
 * posted it; otherwise only the writer's login's statuses count, as before the binding.
 */
function keptHeadAmong(statuses, at) {
    const context = keptHeadContext(at.branch, at.workspace);
    const { keys, login } = at.writer;
    const ignored = [];
    let head;
    for (const status of statuses) {
        if (status.context !== context)
            continue;
        const found = keys === undefined
            ? status.creator?.login === login
                ? parseKeptHead(status.description, at.commit)
                : undefined
            : bySignature(keys, status.description, at);
        if (found === undefined)
            ignored.push(`Ignored a status in ${context} on ${at.commit} by ${status.creator?.login ?? "an unknown account"}: ${keys === undefined ? `not by the ledger's writer ${login}` : "not signed by a key cip-ledger.yaml declares"}, so it keeps no head.`);
        else if (head === undefined || found.sequence > head.sequence)
            head = found;
    }
    return { head, ignored };
}
function bySignature(keys, description, at) {
    const signed = (0,_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSignedHead */ ._v)(description);
    if (signed === undefined)
        return undefined;
    const where = { branch: at.branch, workspace: at.workspace, commit: at.commit };
    if (!(0,_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .headSignedBy */ .sQ)(keys, signed, where))
        return undefined;
    return { sequence: signed.sequence, sha256: signed.sha256, commit: at.commit };
}
/** The way back a refusal names (docs/evidence-ledger.md). */
const LEDGER_WAY_BACK = "restore the evidence branch from a clone or bundle that holds the kept head (git push origin <sha>:refs/heads/<branch>), then run again; a re-start needs a reviewed decision (docs/evidence-ledger.md, 'When the ledger is lost')";
/** The facts in force the reading establishes, or why none can be. */
function judgeLedgerAuthority(reading) {
    const { branch, workspace, records } = reading;
    const kept = floorOf(reading.kept, reading.declaredStart);
    const head = records.at(-1);
    if (reading.branchCommit === undefined || head === undefined) {
        if (kept === undefined)
            return { kind: "not-started" };
        const where = reading.branchCommit === undefined
            ? `the evidence branch ${branch} does not exist`
            : `the evidence branch ${branch} holds no record of workspace ${workspace}`;
        return {
            kind: "refused",
            why: `${where}, but ${keeper(kept)}: the ledger was deleted or rewound, so nothing is judged from it; ${LEDGER_WAY_BACK}`,
        };
    }
    if (kept !== undefined) {
        const missing = keptHeadMissing(records, kept);
        if (missing !== undefined)
            return {
                kind: "refused",
                why: `the evidence branch ${branch} (at ${reading.branchCommit}) ${missing}, the head ${kept.commit === undefined ? "cip-ledger.yaml declares" : `commit ${kept.commit} keeps`} for workspace ${workspace}: the ledger was rewound or rewritten, so nothing is judged from it; ${LEDGER_WAY_BACK}`,
            };
    }
    const { inForce, backwards } = foldedInForce(reading);
    if (backwards !== undefined)
        return {
            kind: "refused",
            why: `record #${backwards.sequence} of workspace ${workspace} on ${branch} moves what is in force backwards: ${backwards.problem}; nothing is judged from a ledger whose writer applied an old merge again (docs/evidence-ledger.md, 'When the ledger is lost', says how to re-start it by a reviewed decision)`,
        };
    const written = head.record.in_force;
    if (written !== undefined && !(0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .sameInForce */ .xx)(written, inForce))
        return {
            kind: "refused",
            why: `record #${head.record.sequence} of workspace ${workspace} on ${branch} names ${pointerText(written)} in force, but its records put ${pointerText(inForce)} in force: a pointer not recomputed from the records is not trusted; run 'cip-sync evidence verify' on a checkout of the branch`,
        };
    if (inForce !== null)
        return { kind: "in-force", inForce, from: "accepted-merge" };
    if (reading.start !== "first-record" && reading.start.genesis === undefined)
        return {
            kind: "refused",
            why: `the reading of ${branch} started at a checkpoint before any accepted merge, so its genesis was not read`,
        };
    const genesis = reading.start === "first-record" ? genesisOf(records) : (reading.start.genesis ?? undefined);
    if (genesis === undefined)
        return {
            kind: "refused",
            why: `no record of workspace ${workspace} on ${branch} names the commit it was judged or read at, so the ledger has no genesis to judge from; run the drift check (its record names the commit it read) or merge a reviewed pull request`,
        };
    return { kind: "in-force", inForce: genesis, from: "genesis" };
}
/** The higher of the kept head found and the record cip-ledger.yaml declares: what the ledger must hold. */
function floorOf(kept, declared) {
    if (declared === undefined)
        return kept;
    if (kept !== undefined && kept.sequence >= declared.sequence)
        return kept;
    return { ...declared, commit: undefined };
}
/** Who vouches that the ledger held `kept`, for a refusal's words. */
function keeper(kept) {
    const head = `its head at record #${kept.sequence} (sha256 ${kept.sha256})`;
    return kept.commit === undefined
        ? `cip-ledger.yaml, a reviewed declaration, declares ${head}`
        : `commit ${kept.commit} keeps ${head}, written by the Action`;
}
/**
 * The pointer the reading's records put in force, from its start, and the first record that moves
 * it backwards (pointer-line.ts).
 */
function foldedInForce(reading) {
    let inForce = reading.start === "first-record" ? null : reading.start.before;
    const line = new _records_in_force_pointer_line_js__WEBPACK_IMPORTED_MODULE_3__/* .PointerLine */ .g(inForce);
    let backwards;
    for (const { record } of reading.records) {
        inForce = (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .foldInForce */ .OM)(inForce, record);
        const problem = line.step((0,_records_in_force_pointer_line_js__WEBPACK_IMPORTED_MODULE_3__/* .commitsNamed */ .i)(record), inForce);
        if (problem !== undefined)
            backwards ??= { sequence: record.sequence, problem };
    }
    return backwards === undefined ? { inForce } : { inForce, backwards };
}
/**
 * Whether a reading from a checkpoint on cannot decide alone: no accepted merge is in force at its
 * end, and the checkpoint was not read for the genesis it carries (then it is, or, from a
 * checkpoint that does not carry one, the ledger is read whole).
 */
function needsGenesis(reading) {
    return (reading.start !== "first-record" &&
        reading.start.genesis === undefined &&
        foldedInForce(reading).inForce === null);
}
/**
 * The ledger's genesis: the first record that names the commit it was judged or read at (a merge's
 * base, a drift check's commit). What it was judged at is what stood when the ledger began.
 */
function genesisOf(records) {
    for (const { record } of records) {
        const commit = (0,_keys_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .judgedAt */ .D7)(record);
        if (commit !== undefined)
            return { sequence: record.sequence, commit };
    }
    return undefined;
}
/** Why the records read do not hold the kept head; undefined when they do. */
function keptHeadMissing(records, kept) {
    const last = records.at(-1);
    if (last !== undefined && last.record.sequence < kept.sequence)
        return `ends at record #${last.record.sequence}, before record #${kept.sequence}`;
    const found = records.find(({ record }) => record.sequence === kept.sequence);
    if (found === undefined)
        return `does not show record #${kept.sequence}`;
    if (found.sha256 !== kept.sha256)
        return `holds another record #${kept.sequence} (sha256 ${found.sha256}) than the one (sha256 ${kept.sha256})`;
    return undefined;
}
function pointerText(pointer) {
    return pointer === null
        ? "no accepted merge"
        : `record #${pointer.sequence} (commit ${pointer.commit})`;
}


/***/ }),

/***/ 7834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ug: () => (/* binding */ itemDigest),
/* harmony export */   cb: () => (/* binding */ entryChangeWords),
/* harmony export */   z7: () => (/* binding */ DECLARED_NOTES),
/* harmony export */   zB: () => (/* binding */ configurationMonitoringEvidenceSchema),
/* harmony export */   zu: () => (/* binding */ itemEntryChanges)
/* harmony export */ });
/* unused harmony export normalizeItem */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7994);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5168);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5217);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7154);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4401);
/* harmony import */ var _beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6782);
// The configuration-monitoring record's model (CIP-010-4 R2.1): the five R1.1 items, the one
// normalisation of an item's configuration and its digest, and what the ledger keeps of a
// comparison of what devices showed with what the inventory declared: digests, never content.
// Pure; the collector's file is configuration-monitoring.ts, the comparison
// configuration-monitoring-record.ts.









function sorted(entries) {
    return entries
        .map((entry) => ({ entry, key: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry) }))
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .OP)(a.key, b.key))
        .map(({ entry }) => entry);
}
function record(value) {
    return value !== null && typeof value === "object" ? value : {};
}
function port(value) {
    const written = String(value);
    return /^\d+$/.test(written) ? Number(written) : written;
}
/**
 * The one normalisation of an item's configuration, for the declared side (the inventory's
 * baseline) and the observed side alike: entries sorted by their canonical JSON; software as
 * { name, version }; ports as { port, protocol } only (a service and a justification document a
 * port, they are not configuration), a port written as digits a number, the protocol lower case.
 */
function normalizeItem(item, value) {
    const entries = Array.isArray(value) ? value : [];
    switch (item) {
        case "os_firmware":
        case "software":
            return sorted(entries.map((entry) => ({
                name: String(record(entry).name),
                version: String(record(entry).version ?? ""),
            })));
        case "ports":
            return sorted(entries.map((entry) => ({
                port: port(record(entry).port),
                protocol: String(record(entry).protocol).toLowerCase(),
            })));
        case "custom_software":
        case "patches":
            return sorted(entries.map(String));
    }
}
/**
 * The entries of `observed` not in `declared` (added) and of `declared` not in `observed`
 * (removed), both normalised: what an unauthorized change of the item is, entry by entry.
 */
function itemEntryChanges(item, observed, declared) {
    const [seen, was] = [normalizeItem(item, observed), normalizeItem(item, declared)];
    const keys = (entries) => new Set(entries.map((entry) => (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry)));
    const [seenKeys, wasKeys] = [keys(seen), keys(was)];
    return {
        added: seen.filter((entry) => !wasKeys.has((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry))),
        removed: was.filter((entry) => !seenKeys.has((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry))),
    };
}
/**
 * "observed, not declared: 3389/tcp; declared, not observed: KB1": what an unauthorized change is,
 * entry by entry, as every output says it; "" when the record keeps no entries of it.
 */
function entryChangeWords(change) {
    const words = (entries) => entries.map((entry) => (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_4__/* .entryWords */ .a)(change.item, entry)).join(", ");
    return [
        ...(change.added?.length ? [`observed, not declared: ${words(change.added)}`] : []),
        ...(change.removed?.length ? [`declared, not observed: ${words(change.removed)}`] : []),
    ].join("; ");
}
/** sha256: over the canonical JSON of the item's normalised entries. */
function itemDigest(item, value) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(normalizeItem(item, value)))}`;
}
/** The note beside an asset whose declared side the tool could not read. */
const DECLARED_NOTES = {
    baseline_ref: "kept elsewhere: not compared by the tool",
    none: "no baseline declared in the inventory: not compared",
};
const digest = zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_DIGEST */ .fu);
const itemName = zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK);
const comparison = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    observed: digest.nullable(),
    declared: digest.nullable(),
    matches: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY().nullable(),
});
const name = zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().min(1);
const itemEntry = zod__WEBPACK_IMPORTED_MODULE_8__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ port: zod__WEBPACK_IMPORTED_MODULE_8__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_8__/* .int */ .Whr(), zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()]), protocol: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP() }),
]);
const configurationMonitoringEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    commit: _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .commitSha */ .mJ,
    observed_at: _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .timestamp */ .vE,
    collector: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ name, version: name }),
    input_sha256: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    assets: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        impact: _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .impactSchema */ .kf.optional(),
        class: _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .assetClassSchema */ .gM.optional(),
        declared_from: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(["inventory", "baseline_ref", "none"]),
        note: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        items: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
            os_firmware: comparison,
            software: comparison,
            custom_software: comparison,
            ports: comparison,
            patches: comparison,
        }),
        complete: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY(),
        matches: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY().nullable(),
        baseline_ref: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
            digest,
            declared_sha256: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
            fetched_sha256: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
            matches: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY(),
        })
            .optional(),
    })),
    unauthorized_changes: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        observed: digest,
        declared: digest,
        added: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(itemEntry).optional().meta({
            description: "The item's entries the device shows and the inventory does not declare, normalised; absent when the collector gave a digest only.",
        }),
        removed: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(itemEntry).optional().meta({
            description: "The item's entries the inventory declares and the device does not show, normalised; absent when the collector gave a digest only.",
        }),
    })),
    investigations: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        detected_in: zod__WEBPACK_IMPORTED_MODULE_8__/* .int */ .Whr().positive(),
        reference: name,
    })),
    listing: _beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_7__/* .listingReferenceSchema */ .Zt.optional(),
})
    .meta({
    description: "CIP-010-4 R2.1: the digests of the R1.1 items a collector observed per asset, the digests the inventory declared at commit, and every difference (an unauthorized change to investigate).",
});


/***/ }),

/***/ 9094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ driftFindings)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9343);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5032);
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

/***/ 7156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ PointerLine),
/* harmony export */   i: () => (/* binding */ commitsNamed)
/* harmony export */ });
/** The commits a record names as merged or judged from: all older than what its merge puts in force. */
function commitsNamed(record) {
    if (record.kind !== "change")
        return [];
    const { merge_sha, base_sha, policy } = record.change;
    return [merge_sha, base_sha ?? undefined, policy?.base_sha ?? undefined].filter((commit) => commit !== undefined && commit !== "");
}
/**
 * One workspace's records, in chain order, as the pointer moves along them: which commits are
 * older than the one in force. Read from a checkpoint on, it knows the commits named since, and the
 * one in force at the checkpoint.
 */
class PointerLine {
    #older = new Set();
    /** The commits named by the records since the pointer last moved. */
    #since = [];
    #inForce;
    constructor(start) {
        this.#inForce = start?.commit;
    }
    /**
     * The record that names `named` and after which `after` is in force: why it moves the pointer
     * backwards, naming the record that showed the commit older, or undefined.
     */
    step(named, after) {
        if (after === null || after.commit === this.#inForce) {
            this.#since.push(...named);
            return undefined;
        }
        const problem = this.#older.has(after.commit)
            ? `it puts commit ${after.commit} in force, which an earlier record of the ledger merged or was judged from before the commit in force${this.#inForce === undefined ? "" : ` (${this.#inForce})`}: a record may only move what is in force forward, and this is the record of an old merge applied again (a re-run of its apply job)`
            : undefined;
        if (this.#inForce !== undefined)
            this.#older.add(this.#inForce);
        for (const commit of [...this.#since, ...named])
            if (commit !== after.commit)
                this.#older.add(commit);
        this.#since = [];
        this.#inForce = after.commit;
        return problem;
    }
}


/***/ }),

/***/ 6158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ DeclaredBaselines)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5168);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);
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

/***/ 2846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SB: () => (/* binding */ UNREAD_AT_BASE),
/* harmony export */   bH: () => (/* binding */ changedItems),
/* harmony export */   yN: () => (/* binding */ declaredOf),
/* harmony export */   zi: () => (/* binding */ AssetKeys)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5168);
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

/***/ 7777:
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
var family_table = __webpack_require__(1967);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(4841);
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
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/obligations/baseline-changes/deviations.ts
var deviations = __webpack_require__(2846);
// EXTERNAL MODULE: ./src/core/obligations/baseline-changes/declared-baselines.ts
var declared_baselines = __webpack_require__(6158);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
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
var asset_state = __webpack_require__(3293);
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

/***/ 3293:
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

/***/ 7942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hf: () => (/* binding */ newlyIn),
  yq: () => (/* binding */ subjectText)
});

// UNUSED EXPORTS: obligationKey

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
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


/***/ }),

/***/ 8726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aC: () => (/* reexport */ obligation_model/* OBLIGATION_STATUSES */.aC),
  Rl: () => (/* binding */ ObligationsPass),
  PB: () => (/* reexport */ obligation_model/* STILL_TO_DO */.PB),
  xK: () => (/* reexport */ obligation_model/* compareObligations */.xK),
  ip: () => (/* reexport */ obligation_model/* countStatuses */.ip),
  uS: () => (/* reexport */ obligation_model/* kindText */.uS),
  yq: () => (/* reexport */ obligation_subject/* subjectText */.yq)
});

// UNUSED EXPORTS: OBLIGATION_KINDS, REQUIREMENTS, computeObligations, dueText, newlyIn, obligationKey, recordedCalendar

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(6474);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority_authority = __webpack_require__(8652);
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
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts + 3 modules
var obligations_checkpoint = __webpack_require__(7777);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
// EXTERNAL MODULE: ./src/core/obligations/baseline-changes/declared-baselines.ts
var declared_baselines = __webpack_require__(6158);
// EXTERNAL MODULE: ./src/core/obligations/baseline-changes/deviations.ts
var deviations = __webpack_require__(2846);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(4841);
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
var governance_obligations = __webpack_require__(2693);
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

;// CONCATENATED MODULE: ./src/core/shared/ordered-merge.ts
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
        return merged(maps.map(inPlacedOrder), (a, b) => a - b);
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
var asset_state = __webpack_require__(3293);
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
var configuration_monitoring_model = __webpack_require__(7834);
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
var obligation_families = __webpack_require__(9178);
// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(1967);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(9513);
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

// EXTERNAL MODULE: ./src/core/obligations/obligation-subject.ts + 1 modules
var obligation_subject = __webpack_require__(7942);
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

/***/ 8177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ driftHeadline),
/* harmony export */   AH: () => (/* binding */ renderDriftTable)
/* harmony export */ });
/* unused harmony exports renderDriftText, renderDriftMarkdown */
/* harmony import */ var _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6800);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2205);
/* harmony import */ var _core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3270);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2997);





const WHAT = {
    create: "only in the files",
    delete: "only in the service",
    update: "differs",
};
function stateText(state) {
    if (state === null)
        return "(none)";
    return `${revealHiddenCharacters(state.name)} (${state.asset_type}) in ${revealHiddenCharacters(state.cyber_system)}`;
}
function stateMarkdown(state) {
    if (state === null)
        return "_none_";
    return `${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(state.name)} (${state.asset_type}) in ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(state.cyber_system)}`;
}
/** "Drift: N assets differ ...", or "No drift: ...": the text output's first line and the Action's log line. */
function driftHeadline(findings) {
    const count = findings.differences.length;
    return findings.in_sync
        ? "No drift: the live inventory matches the files."
        : `Drift: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(count, "asset")} differ${count === 1 ? "s" : ""} between the files and the live inventory.`;
}
/** "only in the service, possibly renamed in the service": what the Drift column and line say. */
function whatDiffers(difference) {
    const what = WHAT[difference.action];
    return difference.possible_rename ? `${what}, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .POSSIBLY_RENAMED */ .Z$}` : what;
}
/** The live half of a possible rename, with its asset type: where the fix is given. */
function renamedLive(difference) {
    const { possible_rename: rename, live } = difference;
    if (rename === undefined || difference.action !== "delete" || live === null)
        return undefined;
    return { rename, assetType: live.asset_type };
}
function renderDriftText(findings) {
    const lines = [driftHeadline(findings)];
    for (const difference of findings.differences) {
        lines.push(`  ${difference.asset_id ?? "(new)"}: ${whatDiffers(difference)}`, `    declared: ${stateText(difference.declared)}`, `    live:     ${stateText(difference.live)}`);
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            continue;
        const fix = renameFixLine(renamed.rename, renamed.assetType);
        lines.push(`    keep the record: ${revealHiddenCharacters(fix)}`, `    ${adoptLiveNameWords(renamed.rename, revealHiddenCharacters)}`);
    }
    return `${lines.join("\n")}\n`;
}
/**
 * The drifted assets as a Markdown table, then the fix of each possible rename made in the service,
 * one line each; "" when in sync.
 */
function renderDriftTable(differences) {
    if (differences.length === 0)
        return "";
    const rows = differences.map((difference) => `| ${difference.asset_id === null ? "_new_" : (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCodeSpan */ .Bk)(difference.asset_id)} | ${whatDiffers(difference)} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`);
    const fixes = differences.flatMap((difference) => {
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            return [];
        const { rename, assetType } = renamed;
        return [
            `- ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(rename.live)} ${(0,_core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__/* .declaredAsWords */ .mw)(rename, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)}, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .POSSIBLY_RENAMED */ .Z$}. Keep the record: ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCodeSpan */ .Bk)((0,_core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__/* .renameFixLine */ .gP)(rename, assetType))}, ${(0,_core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__/* .adoptLiveNameWords */ .Nk)(rename, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)}.`,
        ];
    });
    return [
        "| Asset id | Drift | Declared in git | Held by the service |",
        "| --- | --- | --- | --- |",
        ...rows,
        "",
        ...(fixes.length === 0 ? [] : [...fixes, ""]),
    ].join("\n");
}
function renderDriftMarkdown(findings) {
    const table = renderDriftTable(findings.differences);
    return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}


/***/ })

};
