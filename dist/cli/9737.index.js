export const id = 9737;
export const ids = [9737];
export const modules = {

/***/ 6600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ requireEmptyDirectory),
/* harmony export */   X$: () => (/* binding */ readFlagFile),
/* harmony export */   YI: () => (/* binding */ writeUnder),
/* harmony export */   lt: () => (/* binding */ checkFlagFileWritable),
/* harmony export */   mg: () => (/* binding */ writeFlagFile),
/* harmony export */   nN: () => (/* binding */ readFlagFileIfPresent),
/* harmony export */   oO: () => (/* binding */ listFlagDirectory),
/* harmony export */   rF: () => (/* binding */ openUnder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19130);
/* harmony import */ var _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23628);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32246);
/* harmony import */ var _io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8838);
// Files and directories named by flags (--plan, --out, --record). A file-system failure on one of
// them becomes a message that names the flag, the path as given and what to do, never a bare
// "ENOENT: no such file or directory, open '/abs/path'". This is the one place the CLI catches
// file-system errors; main.ts prints what it throws.






class FlagPathError extends Error {
    name = "FlagPathError";
}
/** The text of the file, as UTF-8. */
function readFlagFile(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8"));
}
/** The text of the file, as UTF-8; undefined where there is no file at the path. */
function readFlagFileIfPresent(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8").catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error) === "ENOENT")
            return undefined;
        throw error;
    }));
}
/** Writes the file (whole, or piece by piece as `content` gives them), creating its parent directories. */
function writeFlagFile(target, content) {
    return writeUnder(target, [{ path: "", content }]);
}
/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
function checkFlagFileWritable(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,_io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .checkReplaceable */ .X7)(path));
}
/**
 * Writes each file (`path` relative) under the directory `target`, creating directories: every
 * path is checked to stay inside first, so one that leads out writes nothing at all.
 */
async function writeUnder(target, files) {
    const checked = [];
    for (const { path, content } of files)
        checked.push({ path: await underFlag(target, path), content });
    // Replaced, never written through: a symbolic link at the path is not followed.
    for (const { path, content } of checked)
        await atFlagPath(target, path, () => (0,_io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceFile */ .fR)(path, content));
}
/**
 * `inner` under the directory `target`, refused when it leads out of it (a `..` in a name the
 * service gave, a symbolic link on the way): such a file is never written.
 */
async function underFlag(target, inner) {
    const folder = absolute(target);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(folder, inner);
    const contained = await atFlagPath(target, folder, () => (0,_io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__/* .containedPath */ .f)(folder, path));
    if ("inside" in contained)
        return path;
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e((0,_io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__/* .outsideWords */ .T)(`${target.flag} ${target.given}: ${display(target, path)}`, contained.outside, `${target.flag} ${target.given}`));
}
/** Opens `inner` (a relative path) under the directory `target` to be written piece by piece. */
async function openUnder(target, inner) {
    const path = await underFlag(target, inner);
    const file = await atFlagPath(target, path, () => _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .FileReplacement */ .XD.open(path));
    return {
        write: (text) => file.write(text),
        commit: () => atFlagPath(target, path, () => file.commit()),
        abandon: () => file.abandon(),
    };
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error) === "ENOENT")
            return [];
        throw error;
    }));
}
/**
 * Refuses the directory `target` when it holds anything, unless `force`: a command that writes a
 * set of files there (import, evidence populations) would otherwise mix them with files it did not
 * write, or overwrite them, in a folder such as inventory/.
 */
async function requireEmptyDirectory(target, force) {
    if (force || (await listFlagDirectory(target)).length === 0)
        return;
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${target.flag} ${target.given} is not empty; choose an empty or new directory, or pass --force to overwrite files there.`);
}
/** Runs `work` on `path` (the flag's path, or a file under it), turning its failure into a message. */
async function atFlagPath(target, path, work) {
    try {
        return await work();
    }
    catch (error) {
        throw new FlagPathError(await flagPathMessage(target, path, error), { cause: error });
    }
}
/** "--out out/plan.json: out is a file, not a directory; choose another file path for ...". */
async function flagPathMessage(target, path, error) {
    const { flag, given, fix } = target;
    const problem = await problemOf(target, path, error);
    return `${flag} ${given}: ${problem}; ${fix}`;
}
async function problemOf(target, path, error) {
    // A file under the flag's directory (import writes many) is named; the flag's own path is not.
    const subject = (place) => place === absolute(target) ? "" : `${display(target, place)} `;
    const code = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error);
    switch (code) {
        case "ENOENT":
            return `${subject(path)}no such file`;
        case "EISDIR":
            return `${subject(path)}is a directory, not a file`;
        case "ENOTDIR":
        case "EEXIST": {
            // Some part of the path is a file where a directory is needed: name that part.
            const blocker = await firstNonDirectory(path);
            if (blocker === undefined)
                break;
            return `${subject(blocker)}is a file, not a directory`;
        }
        case "EACCES":
        case "EPERM":
            return `${subject(path)}permission denied`;
        case "EROFS":
            return "the file system is read-only";
        case "ENAMETOOLONG":
            return "the path is too long";
        case "ELOOP":
            return "too many levels of symbolic links";
        case "ENOSPC":
            return "no space left on the device";
    }
    const message = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error);
    return code === undefined ? message : `${code} (${message})`;
}
/** The path itself or its nearest ancestor that exists and is not a directory. */
async function firstNonDirectory(path) {
    const chain = [];
    for (let current = path;; current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current)) {
        chain.unshift(current);
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current) === current)
            break;
    }
    for (const candidate of chain) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).catch(() => undefined);
        if (stats === undefined)
            return undefined;
        if (!stats.isDirectory())
            return candidate;
    }
    return undefined;
}
function absolute(target) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target.cwd, target.given);
}
/** As the user wrote paths: relative to the working directory unless they gave an absolute one. */
function display(target, path) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(target.given))
        return path;
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(target.cwd, path);
    return shown === "" ? "." : shown;
}


/***/ }),

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

/***/ 84944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k_: () => (/* binding */ HELD_REPORT_VERSION),
/* harmony export */   sE: () => (/* binding */ SubjectOf),
/* harmony export */   sj: () => (/* binding */ ReportFold)
/* harmony export */ });
/* harmony import */ var _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17106);
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
        this.#drift = held === undefined ? new _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__/* .DriftEpisodes */ .W() : _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__/* .DriftEpisodes */ .W.resume(held.drift);
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

/***/ 8838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ outsideWords),
/* harmony export */   f: () => (/* binding */ containedPath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inventory_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9361);
// Where a path the command line reads or writes under a folder it was given (--root, --dir, --out)
// really is: the real path of its nearest existing ancestor, symbolic links followed, and the rest
// of it. git keeps symbolic links and a pull request can add one (patch-evaluations/SOURCE as a
// link to a folder outside the checkout): a writer that only joined paths would write through it.
// Every writer under such a folder asks this first, and writes nothing when the answer is outside.



/** Whether `path` (absolute, or relative to the process) resolves inside `root`, links included. */
async function containedPath(root, path) {
    // A folder not made yet is where its nearest existing ancestor leads.
    const realRoot = (await resolvedPath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root))) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
    const resolved = await resolvedPath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    // A link to nothing leads nowhere this can check: outside (fail closed).
    if (resolved === undefined)
        return { outside: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path) };
    return (0,_inventory_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(realRoot, resolved) ? { inside: resolved } : { outside: resolved };
}
/** The real path of the nearest existing ancestor of `path` (itself included), then the rest. */
async function resolvedPath(path) {
    const rest = [];
    let at = path;
    for (;;) {
        const exists = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(at).then(() => true, () => false);
        if (exists) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(at).catch(() => undefined);
            return real === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, ...rest.reverse());
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at);
        if (parent === at)
            return path;
        rest.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(at));
        at = parent;
    }
}
/** The message every writer gives for a path outside its folder, naming both. */
function outsideWords(shown, outside, folder) {
    return `${shown} leads outside ${folder} (to ${outside}) through a symbolic link: nothing was written; replace the link with a folder or file of the checkout`;
}


/***/ })

};
