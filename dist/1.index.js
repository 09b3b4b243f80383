export const id = 1;
export const ids = [1];
export const modules = {

/***/ 9609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BM: () => (/* binding */ WorkspaceFold),
  nq: () => (/* binding */ checkpointIsDue),
  S7: () => (/* binding */ parseCheckpoint)
});

// UNUSED EXPORTS: CHECKPOINT_INTERVAL, CHECKPOINT_MAX_INTERVAL, CheckpointFormatError, LEDGER_CHECKPOINT_FORMAT, RECORD_BYTES_PER_CHECKPOINT_BYTE, serializeCheckpoint

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

// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 27 modules
var obligations = __webpack_require__(2731);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(2729);
;// CONCATENATED MODULE: ./src/core/obligations/part-counts.ts
// The obligations of a family counted by part and status, as they are decided: the audit
// report's CIP-007 R2 and CIP-010 R3 sections, and the counts a checkpoint keeps of what it does
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
/** A count of each CIP-007 R2 part's obligations by status, fed each obligation as it is decided. */
function patchManagementTally(from) {
    return partTally(PATCH_MANAGEMENT_KINDS, from);
}
/** A count of each CIP-010 R3 part's obligations by status, fed each obligation as it is decided. */
function assessmentTally(from) {
    return partTally(VULNERABILITY_ASSESSMENT_KINDS, from);
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
function refCitation(ref, pathOf) {
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
    /** By workspace/asset id. */
    #applied;
    /** Each workspace's last declared baselines: the ports population's (one fact, one fold). */
    #declared;
    /** The listings not taken: beside records the history flags. */
    #unauthenticated;
    constructor(declared, listed = new Map(), applied = new Map(), unauthenticated = new UnauthenticatedListings()) {
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
            const key = `${record.workspace}/${operation.asset_id}`;
            const seen = this.#applied.get(key);
            const system = operation.cyber_system;
            // What the change record states of the asset's class and system: its baseline's entry.
            const baseline = baselines.get(assetKey({ cyber_system_id: system.id, asset: operation.name }));
            const assetType = operation.asset_type ?? seen?.facts.asset_type;
            this.#applied.set(key, {
                by,
                first: seen?.first ?? by,
                facts: {
                    asset_id: operation.asset_id,
                    name: operation.name,
                    cyber_system_id: system.id,
                    cyber_system: system.name,
                    ...(system.parent === undefined || system.parent === null
                        ? {}
                        : { parent_kind: system.parent.kind, parent: system.parent.name }),
                    ...(system.impact === undefined ? {} : { impact: system.impact }),
                    ...(baseline?.erc === undefined ? {} : { erc: baseline.erc }),
                    ...(assetType === undefined ? {} : { asset_type: assetType }),
                    ...(baseline?.class === undefined ? {} : { class: baseline.class }),
                    ...(baseline === undefined ? {} : { baseline: baseline.digest }),
                    ...(baseline?.kind === undefined ? {} : { baseline_kind: baseline.kind }),
                    deleted: operation.action === "delete",
                },
            });
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
        const assets = [];
        for (const { by, listing } of listed.values())
            assets.push(...this.#fromListing(by, listing));
        // A workspace without a listing: the assets its applied changes named, then those its last
        // change record's baselines declare that no applied operation named.
        const named = new Set();
        for (const applied of this.#applied.values()) {
            const { workspace } = applied.by;
            if (listed.has(workspace))
                continue;
            assets.push(appliedRow(applied, FROM_CHANGES));
            named.add(`${workspace}/${assetKey({ ...applied.facts, asset: applied.facts.name })}`);
        }
        for (const [workspace, declaring] of this.#declared.workspaces()) {
            if (listed.has(workspace))
                continue;
            const cited = citationOfCited(declaring.by);
            for (const [key, baseline] of this.#declared.byAsset(workspace))
                if (!named.has(`${workspace}/${key}`))
                    assets.push(declaredRow(cited, baseline));
        }
        const besAssets = [...listed.values()].flatMap(({ by, listing }) => besAssetRows(by, listing));
        const from = periodStart.getTime();
        // An asset deleted before the period began is not in its population.
        const inPeriod = (row) => row.deleted !== true || Date.parse(String(row.recorded_at)) >= from;
        const unauthenticated = this.#unauthenticated.rows((w) => listed.get(w)?.by.sequence);
        return { assets: assets.filter(inPeriod), besAssets, unauthenticated };
    }
    /** The listing's assets, each replaced by what an applied change after the listing made of it. */
    #fromListing(by, listing) {
        const { workspace } = by;
        /** Applied after the listing: recorded after it in the workspace's chain. */
        const after = (applied) => applied !== undefined && applied.by.sequence > by.sequence;
        const systems = new Map(listing.cyber_systems.map((system) => [system.id, system]));
        const besAssets = new Map(listing.bes_assets.map((asset) => [asset.id, asset]));
        const rows = [];
        const listedIds = new Set();
        for (const asset of listing.cyber_assets) {
            listedIds.add(asset.id);
            const applied = this.#applied.get(`${workspace}/${asset.id}`);
            if (applied !== undefined && after(applied)) {
                rows.push(appliedRow(applied, FROM_CHANGE));
                continue;
            }
            const system = systems.get(asset.cyber_system_id);
            const parent = system?.parent_id == null ? undefined : besAssets.get(system.parent_id);
            rows.push({
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
            });
        }
        // Created after the listing: not in it.
        for (const applied of this.#applied.values())
            if (applied.by.workspace === workspace &&
                after(applied) &&
                !listedIds.has(applied.facts.asset_id))
                rows.push(appliedRow(applied, FROM_CHANGE));
        return rows;
    }
    /** As the population fold holds it, each record by its number (`number`). */
    held(numbers) {
        return {
            listed: [...this.#listed.values()].map(({ by, listing }) => ({
                by: numbers.record(by),
                listing,
            })),
            applied: [...this.#applied.values()].map(({ by, first, facts }) => [
                numbers.record(by),
                numbers.record(first),
                { ...facts, baseline: mapped(facts.baseline, numbers.digest) },
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
        const applied = new Map();
        for (const [by, first, facts] of held.applied) {
            const cited = names.record(by);
            applied.set(`${cited.workspace}/${facts.asset_id}`, {
                by: cited,
                first: names.record(first),
                facts: { ...facts, baseline: mapped(facts.baseline, names.digest) },
            });
        }
        const unauthenticated = UnauthenticatedListings.resume(held.unauthenticated, names);
        return new AssetPopulation(declared, listed, applied, unauthenticated);
    }
}
/** `value` mapped, or undefined (which JSON leaves out). */
function mapped(value, map) {
    return value === undefined ? undefined : map(value);
}
/** An asset's row as its last applied operation shows it, `source` saying where from. */
function appliedRow({ by, first, facts }, source) {
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
        baseline: facts.baseline ?? null,
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

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
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
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
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

;// CONCATENATED MODULE: ./src/core/audit/population-fold.ts



class PopulationFold {
    ports;
    assets;
    constructor(ports = new PortPopulation(), assets = new AssetPopulation(ports.lastBaselines)) {
        this.ports = ports;
        this.assets = assets;
    }
    /** A record, in chain order: the caller gives those recorded by the period's end. */
    add(entry) {
        // The ports first: they keep the last baselines the assets read.
        this.ports.add(entry);
        this.assets.add(entry);
    }
    /** The workspace's last declared baselines' digests by assetKey; undefined before any. */
    baselineDigests(workspace) {
        return this.ports.lastBaselines.digests(workspace);
    }
    held() {
        const numbers = numbering();
        const assets = this.assets.held(numbers);
        const ports = this.ports.held(numbers);
        return { ...numbers.tables, assets, ports };
    }
    /** The fold `held` holds, its parts taken as they are (not copied). */
    static resume(held) {
        const names = naming(held);
        const ports = PortPopulation.resume(held.ports, names);
        return new PopulationFold(ports, AssetPopulation.resume(held.assets, names, ports.lastBaselines));
    }
}

;// CONCATENATED MODULE: ./src/core/checkpoint/ledger-checkpoint.ts








/**
 * The file's format: a new one whenever what it holds, or the pass's checkpoint, changes. 3: the
 * report's state (ReportCheckpoint) beside the obligations'; 4: the populations' (`populations`);
 * 5: the obligations' of format 5 (CIP-010 R3's assets and coverage by asset), and the ledger's
 * genesis (`genesis`), so that a routine run before any accepted merge reads from the checkpoint.
 */
const LEDGER_CHECKPOINT_FORMAT = 5;
/** The parts whose obligations the audit report counts by status: CIP-007 R2's and CIP-010 R3's. */
const REPORTED_PARTS = [...obligation_model/* PATCH_MANAGEMENT_KINDS */.V4, ...obligation_model/* VULNERABILITY_ASSESSMENT_KINDS */.cj];
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
    if (format !== LEDGER_CHECKPOINT_FORMAT)
        throw new CheckpointFormatError(path, format);
    return value;
}
/** A checkpoint of another format than this version reads: what to do depends on who reads it. */
class CheckpointFormatError extends Error {
    format;
    constructor(path, format) {
        super(`${path} is a checkpoint of format ${String(format)}, and this version reads format ${LEDGER_CHECKPOINT_FORMAT}: judge from every record (the next drift check writes a checkpoint this version reads)`);
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
            format: LEDGER_CHECKPOINT_FORMAT,
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
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2535);


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
    const inForce = foldedInForce(reading);
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
/** The pointer the reading's records put in force, from its start. */
function foldedInForce(reading) {
    let inForce = reading.start === "first-record" ? null : reading.start.before;
    for (const { record } of reading.records)
        inForce = (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .foldInForce */ .OM)(inForce, record);
    return inForce;
}
/**
 * Whether a reading from a checkpoint on cannot decide alone: no accepted merge is in force at its
 * end, and the checkpoint was not read for the genesis it carries (then it is, or, from a
 * checkpoint that does not carry one, the ledger is read whole).
 */
function needsGenesis(reading) {
    return (reading.start !== "first-record" &&
        reading.start.genesis === undefined &&
        foldedInForce(reading) === null);
}
/**
 * The ledger's genesis: the first record that names the commit it was judged or read at (a merge's
 * base, a drift check's commit). What it was judged at is what stood when the ledger began.
 */
function genesisOf(records) {
    for (const { record } of records) {
        const commit = judgedAt(record);
        if (commit !== undefined)
            return { sequence: record.sequence, commit };
    }
    return undefined;
}
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

/***/ 1864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a9: () => (/* binding */ fileStamp),
/* harmony export */   co: () => (/* binding */ besideFiles),
/* harmony export */   i0: () => (/* binding */ workspaceOfPath),
/* harmony export */   lX: () => (/* binding */ recordPath),
/* harmony export */   ml: () => (/* binding */ recordedAtOfPath),
/* harmony export */   sm: () => (/* binding */ isRecordPathOf),
/* harmony export */   v7: () => (/* binding */ RECORDS_DIR),
/* harmony export */   xP: () => (/* binding */ isCliRecordPath),
/* harmony export */   xe: () => (/* binding */ sealRecord)
/* harmony export */ });
/* unused harmony exports serializeRecord, sealedAs, kindOfPath, workspacesOfPaths */
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9343);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53);
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6681);
/* harmony import */ var _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4401);
/* harmony import */ var _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1645);
// A record as the ledger keeps it: sealed after the workspace's last record (its sequence, the
// SHA-256 of the previous file, a time that sorts after it) into canonical JSON, at a path that
// names its workspace, month, time, kind and run. Pure.






/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
function serializeRecord(record) {
    return `${JSON.stringify((0,_plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonical */ .$N)(record), null, 2)}\n`;
}
/**
 * The record placed after `head` (the workspace's last record; undefined for its first), recorded
 * at `now` or, when a clock runs behind the previous writer's, one millisecond after it: file names
 * then sort in chain order. `untimestamped` lists earlier records still waiting for a token.
 */
function sealRecord(draft, head, now, untimestamped = []) {
    const previousAt = head === undefined ? Number.NEGATIVE_INFINITY : Date.parse(head.record.recorded_at);
    const recordedAt = new Date(Math.max(now.getTime(), previousAt + 1)).toISOString();
    const sequence = head === undefined ? 1 : head.record.sequence + 1;
    const record = {
        ...fittedToHead(draft, head),
        sequence,
        previous_sha256: head === undefined ? null : (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(head.bytes),
        recorded_at: recordedAt,
        ...(untimestamped.length === 0 ? {} : { untimestamped_predecessors: [...untimestamped] }),
        // The fold of what is in force, carried by every record: a run reads it from the head alone.
        in_force: (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .inForceAfter */ .LH)(draft, sequence, head === undefined ? null : (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .inForceOf */ .qK)(head.record)),
    };
    return { record, text: serializeRecord(record), path: recordPath(record) };
}
const RECORDS_DIR = "records";
/** `20261123T150022.123Z`: sorts like the time, and is a valid file name everywhere. */
function fileStamp(iso) {
    return iso.replace(/[-:]/g, "");
}
/**
 * `records/<workspace>/<YYYY>/<MM>/<UTC timestamp>-<kind>-<run id>-<attempt>.json`.
 *
 * Joined rather than concatenated: V8 keeps a concatenation as a tree of its pieces (here about 16
 * nodes and the pieces themselves, some 500 bytes), a join as one flat string of about 90, and
 * the ledger's passes hold a path for every record (about 50 MB at 100,000 records as trees).
 */
function recordPath(record) {
    const [year, month] = record.recorded_at.split("-");
    const name = [
        fileStamp(record.recorded_at),
        record.kind,
        record.run.run_id,
        record.run.run_attempt,
    ];
    return [RECORDS_DIR, record.workspace, year, month, `${name.join("-")}.json`].join("/");
}
/**
 * Whether `path` has the shape recordPath gives a record of `workspace`: anything else beside the
 * records (a stray file someone committed) is not part of the chain the writer extends.
 */
function isRecordPathOf(path, workspace) {
    const prefix = `${RECORDS_DIR}/${workspace}/`;
    return (path.startsWith(prefix) &&
        /^\d{4}\/\d{2}\/\d{8}T\d{6}\.\d{3}Z-(change|monitoring|configuration-monitoring)-[^/]+-\d+\.json$/.test(path.slice(prefix.length)));
}
/** Whether `path` is the file of a record sealed from the command line (origin "cli"). */
function isCliRecordPath(path) {
    // The names first: a reading from a checkpoint asks this of every name before it.
    if (!path.includes(`-change-${_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_5__/* .CLI_RUN_PREFIX */ .aG}`) &&
        !path.includes(`-configuration-monitoring-${_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_5__/* .CLI_RUN_PREFIX */ .aG}`))
        return false;
    const workspace = workspaceOfPath(path);
    return workspace !== undefined && isRecordPathOf(path, workspace);
}
/**
 * The ledger's file that already holds the record of `kind` sealed from the command line as
 * `runId` (a break-glass change, a collector's file), if any, in any workspace: each is sealed once.
 */
function sealedAs(paths, kind, runId) {
    return paths.find((path) => isCliRecordPath(path) && path.includes(`-${kind}-${runId}-`));
}
/** The kind a record's file name states (recordPath), or undefined for another name. */
function kindOfPath(path) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    return /^\d{8}T\d{6}\.\d{3}Z-(change|monitoring|configuration-monitoring)-/.exec(name)?.[1];
}
/** When the record at `path` was recorded (ISO 8601, UTC), as its file name says; undefined for another file. */
function recordedAtOfPath(path) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    const found = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2}\.\d{3})Z-/.exec(name);
    return found === null
        ? undefined
        : `${found[1]}-${found[2]}-${found[3]}T${found[4]}:${found[5]}:${found[6]}Z`;
}
/** The workspaces the ledger's `paths` hold a record of, sorted. */
function workspacesOfPaths(paths) {
    const workspaces = new Set();
    for (const path of paths) {
        const workspace = workspaceOfPath(path);
        if (workspace !== undefined && isRecordPathOf(path, workspace))
            workspaces.add(workspace);
    }
    return [...workspaces].sort();
}
/** The workspace a ledger path belongs to, or undefined for a file outside records/. */
function workspaceOfPath(path) {
    const parts = path.split("/");
    return parts.length === 5 && parts[0] === RECORDS_DIR ? parts[1] : undefined;
}
/**
 * `draft` as it may be sealed on `head`: a checkpoint summarises the record it was computed
 * through, so it stands only on that record; sealed on another head (another job appended
 * first), the draft goes without it, and the next drift check writes one.
 */
function fittedToHead(draft, head) {
    if (draft.kind !== "monitoring" || draft.monitoring.checkpoint === undefined)
        return draft;
    const { through } = draft.monitoring.checkpoint;
    const onIt = head !== undefined &&
        head.record.sequence === through.sequence &&
        (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(head.bytes) === through.sha256;
    if (onIt)
        return draft;
    const { checkpoint, ...monitoring } = draft.monitoring;
    void checkpoint;
    return { ...draft, monitoring };
}
/** The files committed beside `sealed` (besides its timestamp token): those its record vouches for. */
function besideFiles(sealed, beside) {
    const { record, path } = sealed;
    const vouched = record.kind === "monitoring" ? record.monitoring : undefined;
    return [
        ...(beside.listing === undefined ? [] : [{ path: (0,_records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .listingPath */ .qS)(path), content: beside.listing }]),
        ...(beside.checkpoint === undefined || vouched?.checkpoint === undefined
            ? []
            : [{ path: (0,_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_4__/* .checkpointPath */ .AD)(path), content: beside.checkpoint }]),
    ];
}


/***/ }),

/***/ 1645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ checkpointPath),
/* harmony export */   HU: () => (/* binding */ checkpointReferenceSchema),
/* harmony export */   Vc: () => (/* binding */ checkpointBytesProblem),
/* harmony export */   gk: () => (/* binding */ checkpointDigestProblem),
/* harmony export */   nn: () => (/* binding */ CHECKPOINT_SUFFIX)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
// A checkpoint of the judged state kept beside a drift check's record (`<record>.checkpoint`): the
// state after every record of the workspace up to `through` (the record before the one carrying
// it), so that a routine run reads the checkpoint and the records after it, never the whole
// ledger. The record holds the file's SHA-256, so the chain vouches for its bytes as for a
// listing's; what the state says is recomputed by `evidence verify` from the records before it
// (core/obligations), so a checkpoint that is not the fold of its records fails verify. Pure.


/** A checkpoint's file: its record's path with this appended (not .json: no record). */
const CHECKPOINT_SUFFIX = ".checkpoint";
function checkpointPath(recordPath) {
    return `${recordPath}${CHECKPOINT_SUFFIX}`;
}
const hex64 = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/);
const checkpointReferenceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    sha256: hex64,
    through: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ sequence: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().positive(), sha256: hex64 }),
});
/** Why the checkpoint file's bytes are not those its record vouches for; undefined when they are. */
function checkpointBytesProblem(bytes, reference, path) {
    return checkpointDigestProblem((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(bytes), reference, path);
}
/** checkpointBytesProblem of a file whose bytes' SHA-256 is `sha256`. */
function checkpointDigestProblem(sha256, reference, path) {
    return sha256 === reference.sha256
        ? undefined
        : `${path} has SHA-256 ${sha256}, but its record says ${reference.sha256}: the checkpoint was changed after it was sealed`;
}


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
/**
 * What a drift check found: each asset on which the files and the service disagree, once (the two
 * halves of a rename cycle are one difference), with both sides in full.
 */
function driftFindings(plan, live) {
    const systemNames = new Map(live.cyberSystems.map((system) => [system.id, system.name]));
    const liveAssets = new Map(live.cyberAssets.map((asset) => [asset.id, asset]));
    const liveState = (id) => {
        const asset = liveAssets.get(id);
        if (asset === undefined)
            return null;
        const system = systemNames.get(asset.cyber_system_id) ?? asset.cyber_system_id;
        return { name: asset.name, cyber_system: system, asset_type: asset.asset_type };
    };
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
            `- ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(rename.live)} ${(0,_core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__/* .declaredAsWords */ .mw)(rename, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)}, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .POSSIBLY_RENAMED */ .Z$}. Keep the record: ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCodeSpan */ .Bk)((0,_core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__/* .renameFixLine */ .gP)(rename, assetType))}, ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .adoptLiveNameWords */ .Nk)(rename, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)}.`,
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
