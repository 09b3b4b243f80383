export const id = 8376;
export const ids = [8376];
export const modules = {

/***/ 80053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ EVIDENCE_KINDS),
/* harmony export */   K7: () => (/* binding */ listingOf),
/* harmony export */   Tb: () => (/* binding */ pullRequestsOf),
/* harmony export */   Z_: () => (/* binding */ EVIDENCE_FORMAT_VERSION),
/* harmony export */   aG: () => (/* binding */ CLI_RUN_PREFIX),
/* harmony export */   hN: () => (/* binding */ DEFAULT_EVIDENCE_BRANCH),
/* harmony export */   r0: () => (/* binding */ CHANGE_OUTCOMES)
/* harmony export */ });
const EVIDENCE_FORMAT_VERSION = 1;
const EVIDENCE_KINDS = ["change", "monitoring", "configuration-monitoring"];

/** The branch the Action keeps the ledger on unless told otherwise (input evidence-branch). */
const DEFAULT_EVIDENCE_BRANCH = "cip-sync-evidence";
const CHANGE_OUTCOMES = [
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
    "plan-changed",
    "unsafe",
    "no-reviewed-plan",
    "not-approved",
    "policy",
    "invalid",
];
/** The pull requests a change record names: the one merged, each of a batch, or none. */
function pullRequestsOf(change) {
    return change.pull_request === null ? (change.pull_requests ?? []) : [change.pull_request];
}
/**
 * The inventory listing a record vouches for beside it: a drift check's, or one read from the
 * terminal with a collector's configuration monitoring (`evidence append --monitoring --listing`).
 */
function listingOf(record) {
    if (record.kind === "monitoring")
        return record.monitoring.listing;
    if (record.kind === "configuration-monitoring")
        return record.configuration_monitoring.listing;
    return undefined;
}
/** The run id of every record of origin "cli" starts so; a workflow run's id is a number. */
const CLI_RUN_PREFIX = "cli-";


/***/ }),

/***/ 46681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ inForceFollowing),
/* harmony export */   LA: () => (/* binding */ notAccepted),
/* harmony export */   LH: () => (/* binding */ inForceAfter),
/* harmony export */   OM: () => (/* binding */ foldInForce),
/* harmony export */   VG: () => (/* binding */ PASSED_THE_GATE),
/* harmony export */   oB: () => (/* binding */ isAccepted),
/* harmony export */   qK: () => (/* binding */ inForceOf),
/* harmony export */   xx: () => (/* binding */ sameInForce)
/* harmony export */ });
/* unused harmony export governanceDifferences */
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80053);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// What is in force: the governance facts (the owner policy, each system's owners and impact, the
// CIP Senior Manager and delegates, cip_002_last_approval, the calendar, the sources' commands, the
// baselines) are in force from the last merge the gate accepted, never from what a branch or a
// folder holds. It is a fold over each workspace's chain: an accepted merge's record puts in force
// what its merged commit declared (the record carries those facts, `change.governance`, and the
// calendar and baselines it already kept); any other record (a refused merge, a drift check, a
// break-glass apply, a collector's file) changes nothing in force. Every record the writer seals
// carries where the facts in force after it were put there (`in_force`: the accepting record's
// sequence and merged commit), so a run reads them from the chain's head alone, and evidence
// verify recomputes the fold at every record (evidence-chain.ts), so a forged pointer is a break.
// Models: Certificate Transparency's checked head, and event-sourced snapshots. Pure.


/** The outcomes of a merge the gate let through: what it merged was judged and allowed. */
const PASSED_THE_GATE = new Set([
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
]);
/**
 * Why a record put nothing in force, or undefined when it is a merge the gate accepted: written by
 * the Action (never the command line), an outcome the gate let through, of pull requests each with
 * counted approvals.
 */
function notAccepted(record) {
    if (record.kind !== "change" || record.change === undefined)
        return `a ${record.kind} record`;
    if (record.origin === "cli")
        return "a break-glass apply (cip-sync apply --record): no review";
    const { outcome } = record.change;
    if (!PASSED_THE_GATE.has(outcome))
        return `a merge the gate refused (outcome ${outcome})`;
    const pulls = (0,_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestsOf */ .Tb)(record.change);
    if (pulls.length === 0 || pulls.some((pull) => pull.approved_by.length === 0))
        return "a push without a pull request with counted approvals";
    return undefined;
}
/** Whether `record` is a merge the gate accepted: what it merged is in force from it. */
function isAccepted(record) {
    return notAccepted(record) === undefined;
}
/** The facts in force after `record` at `sequence`: its own when accepted, else `before`'s. */
function inForceAfter(record, sequence, before) {
    return isAccepted(record) && record.change !== undefined
        ? { sequence, commit: record.change.merge_sha }
        : before;
}
/**
 * The one fold of what is in force, step by step, that the writer, `evidence verify`'s checker, the
 * checkpoint's fold and the gate each take: after a record, what it puts in force itself (`puts`:
 * its own pointer when it is an accepted merge), else what was in force before it; a record sealed
 * before records carried `in_force` (`carries` false) starts the fold afresh, as the writer that
 * sealed the record after it did, reading that record alone (inForceOf). A record sealed from the
 * command line (`operator`) is passed over whatever it carries: it puts nothing in force, and an
 * unauthenticated one must not restart the fold either (the chain check calls a record without
 * `in_force` after one that carries it a break, unless it is such a record).
 */
function inForceFollowing(before, record) {
    if (record.operator)
        return before;
    return record.puts ?? (record.carries ? before : null);
}
/** inForceFollowing of a sealed record, its own pointer judged from its content. */
function foldInForce(before, record) {
    return inForceFollowing(before, {
        puts: inForceAfter(record, record.sequence, null),
        carries: record.in_force !== undefined,
        operator: record.origin === "cli",
    });
}
/**
 * The facts in force after a sealed record: the pointer it carries, else (a record written before
 * records carried one) its own when it is accepted, else none recorded. A ledger that predates
 * `in_force` so establishes its first facts in force at its first accepted merge.
 */
function inForceOf(record) {
    if (record.in_force !== undefined)
        return record.in_force;
    return inForceAfter(record, record.sequence, null);
}
/** Whether two pointers name the same record and commit. */
function sameInForce(a, b) {
    return (a === b || (a !== null && b !== null && a.sequence === b.sequence && a.commit === b.commit));
}
/**
 * How the governance facts a branch declares differ from those in force, one line each in words;
 * none when they agree. What differs was never accepted: a refused change merged anyway, or a
 * direct push.
 */
function governanceDifferences(inForce, declared) {
    const differences = [];
    const differ = (what, was, is) => {
        const [a, b] = [JSON.stringify(was), JSON.stringify(is)];
        if (a !== b)
            differences.push(`${what}: ${a} in force, ${b} on the branch`);
    };
    differ("the owner policy file (its SHA-256)", inForce.policy, declared.policy);
    differ("cip_senior_manager", inForce.senior_manager?.csm ?? null, declared.senior_manager?.csm ?? null);
    differ("cip_002_last_approval", inForce.senior_manager?.last_approval ?? null, declared.senior_manager?.last_approval ?? null);
    const systems = new Set([...inForce.systems, ...declared.systems].map(({ name }) => name));
    for (const name of [...systems].sort(compareCodePoints)) {
        // Its impact and owners only: its site is no governance fact (records before it keep none).
        const [was, is] = [inForce, declared].map((facts) => {
            const system = facts.systems.find((candidate) => candidate.name === name);
            return system === undefined
                ? null
                : { name: system.name, impact: system.impact, owners: system.owners };
        });
        differ(`the impact and owners of cyber system ${JSON.stringify(name)}`, was, is);
    }
    differ("the sources' commands", inForce.source_commands, declared.source_commands);
    return differences;
}


/***/ }),

/***/ 45217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ baselineDifferences),
/* harmony export */   a: () => (/* binding */ entryWords)
/* harmony export */ });
/* harmony import */ var _document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
// What changed between two declarations of an asset's baseline, item by item of CIP-010-4 R1.1,
// with the entries added and removed: what a reviewer and an auditor read of a deviation, where
// the ledger keeps only digests. Items are compared by their digests (so a change of `reviewed:`
// or `completed_on:` alone changes none), entries by their canonical JSON; a baseline_ref's
// content is elsewhere, so a change of its digest is one change of items "unknown".


/** The items that differ from `before` to `after`, in R1.1's order; none when none does. */
function baselineDifferences(before, after) {
    if (before.kind === "ref" || after.kind === "ref")
        return before.digest === after.digest ? [] : [{ item: "unknown", added: [], removed: [] }];
    const [was, now] = [before.items ?? {}, after.items ?? {}];
    return _document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK.filter((item) => was[item] !== now[item]).map((item) => {
        const earlier = entriesOf(before.content?.[item]);
        const later = entriesOf(after.content?.[item]);
        const has = (entries, entry) => entries.some((other) => (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(other) === (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry));
        return {
            item,
            added: later.filter((entry) => !has(earlier, entry)).map((entry) => entryWords(item, entry)),
            removed: earlier
                .filter((entry) => !has(later, entry))
                .map((entry) => entryWords(item, entry)),
        };
    });
}
/** An item's entries: its list, or the one value written without a list; none when absent. */
function entriesOf(value) {
    if (value === undefined)
        return [];
    return Array.isArray(value) ? value : [value];
}
/**
 * One entry as outputs say it: a port as "3389/tcp (rdp): justification", software as "name
 * version", a patch as written; anything else as its canonical JSON, so nothing is left unsaid.
 */
function entryWords(item, entry) {
    if (typeof entry === "string" || typeof entry === "number")
        return String(entry);
    if (entry === null || typeof entry !== "object")
        return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry);
    const fields = entry;
    if (item === "ports" && fields.port !== undefined) {
        const service = typeof fields.service === "string" ? ` (${fields.service})` : "";
        const why = typeof fields.justification === "string" ? `: ${fields.justification}` : "";
        return `${String(fields.port)}/${String(fields.protocol)}${service}${why}`;
    }
    if (typeof fields.name === "string" && Object.keys(fields).every(isNameOrVersion))
        return typeof fields.version === "string" ? `${fields.name} ${fields.version}` : fields.name;
    return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry);
}
function isNameOrVersion(key) {
    return key === "name" || key === "version";
}


/***/ }),

/***/ 99343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ canonical),
/* harmony export */   Ef: () => (/* binding */ fingerprintPlan),
/* harmony export */   bj: () => (/* binding */ changedBaselines)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40505);
// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw, operations and
// baselines alike (a baseline has no service operation, yet its change is what CIP-010 R1.2 asks
// to authorize).



/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations and, when the plan declares any, of its baselines: each as
 * its system id, asset name and digest; and, when the plan shows any, of each family's reviewed
 * files the change adds, changes or removes, as shown (what R2.2 and R2.3 approvals rest on; the
 * commit they were compared with, only words, is left out), field by field in the order of the
 * families' shapes (core/families/family-shapes.ts, the family table's), so that a plan without a
 * later family's files keeps its fingerprint. `source` (where a declaration is written) is left out: moving or reformatting
 * lines in the inventory files does not change what an apply does, so it must not invalidate a
 * review. A plan without baselines or reviewed files keeps the fingerprint of its operations.
 */
function fingerprintPlan(operations, baselines, reviewed = {}) {
    const effects = operations.map(({ source: _source, ...effect }) => JSON.stringify(canonical(withoutWhereRenamed(effect))));
    const done = `[${effects.join(",")}]`;
    const hasBaselines = baselines !== undefined && baselines.length > 0;
    const shown = _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .REVIEWED_FILE_SHAPES */ .Qy.flatMap((shape) => {
        const files = (0,_families_family_shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .changedFilesOf */ .ns)(reviewed, shape)?.files;
        return files === undefined || files.length === 0
            ? []
            : [`,${JSON.stringify(shape.field)}:${JSON.stringify(canonical(files))}`];
    });
    if (!hasBaselines && shown.length === 0)
        return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(done)}`;
    const declared = hasBaselines
        ? `"baselines":[${baselines.map((baseline) => JSON.stringify(baselineKey(baseline))).join(",")}],`
        : "";
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(`{${declared}"operations":${done}${shown.join("")}}`)}`;
}
/**
 * The baselines whose digest differs between two plans, or that only one of them declares, as
 * "asset (system id)", in the order of the plan now: why a plan saved with one baseline is not the
 * plan of another.
 */
function changedBaselines(reviewed, now) {
    const digests = (baselines) => new Map((baselines ?? []).map((baseline) => [labelOf(baseline), baseline.digest]));
    const before = digests(reviewed);
    const after = digests(now);
    const changed = [...after].filter(([label, digest]) => before.get(label) !== digest);
    const gone = [...before.keys()].filter((label) => !after.has(label));
    return [...changed.map(([label]) => label), ...gone];
}
function baselineKey(baseline) {
    return [baseline.cyber_system_id, baseline.asset, baseline.digest];
}
function labelOf(baseline) {
    return `${baseline.asset} (${baseline.cyber_system_id})`;
}
/**
 * The value with every object's keys in code-point order, so that `JSON.stringify` writes it
 * canonically. Values already in that order are returned as they are: the planner builds its
 * operations that way, which keeps fingerprinting 100k operations cheap.
 */
function canonical(value) {
    if (isCanonical(value))
        return value;
    if (Array.isArray(value)) {
        let copy;
        value.forEach((item, index) => {
            const canonicalItem = canonical(item);
            if (canonicalItem === item)
                return;
            copy ??= [...value];
            copy[index] = canonicalItem;
        });
        return copy ?? value;
    }
    if (value === null || typeof value !== "object")
        return value;
    const entries = Object.entries(value);
    let unchanged = true;
    const canonicalEntries = entries.map(([key, field], index) => {
        const canonicalField = field === undefined ? undefined : canonical(field);
        const previous = entries[index - 1];
        if (canonicalField !== field ||
            field === undefined ||
            (previous !== undefined && (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(previous[0], key) >= 0)) {
            unchanged = false;
        }
        return [key, canonicalField];
    });
    if (unchanged)
        return value;
    // No prototype, so that a key such as "__proto__" stays an ordinary field.
    const sorted = Object.create(null);
    canonicalEntries.sort(([a], [b]) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a, b));
    for (const [key, field] of canonicalEntries)
        if (field !== undefined)
            sorted[key] = field;
    return sorted;
}
/**
 * Whether `value` is canonical already: every object's keys in code-point order, none undefined.
 * Asked first of each operation, and allocates nothing: the planner's operations always are.
 */
function isCanonical(value) {
    if (value === null || typeof value !== "object")
        return true;
    if (Array.isArray(value)) {
        for (const item of value)
            if (!isCanonical(item))
                return false;
        return true;
    }
    let previous;
    for (const key in value) {
        if (!Object.hasOwn(value, key))
            continue;
        const field = value[key];
        if (field === undefined || !isCanonical(field))
            return false;
        if (previous !== undefined && (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(previous, key) >= 0)
            return false;
        previous = key;
    }
    return true;
}
/**
 * The operation without where its possible rename was made: words the base gives (file-renames.ts),
 * not what apply does, so that a plan with or without a base has one fingerprint.
 */
function withoutWhereRenamed(effect) {
    const rename = effect.possible_rename;
    if (rename?.renamed_in_file === undefined)
        return effect;
    const kept = { ...rename };
    delete kept.renamed_in_file;
    return { ...effect, possible_rename: kept };
}


/***/ }),

/***/ 90833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ folderNames),
/* harmony export */   Q$: () => (/* binding */ walkLedgerDirectory),
/* harmony export */   QN: () => (/* binding */ ledgerPathsNewestFirst),
/* harmony export */   ok: () => (/* binding */ recordPathOf),
/* harmony export */   w1: () => (/* binding */ readFromLedger),
/* harmony export */   y0: () => (/* binding */ visitLedgerFiles),
/* harmony export */   yJ: () => (/* binding */ mapBounded)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80053);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91864);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65032);
// Reads a checkout of the evidence branch: the paths under records/, relative to the checkout with
// "/" as separator, listed in name order one folder at a time, and the files' exact bytes (the
// chain hashes exact bytes) read one after another or one by one, so that a ledger of any size is
// checked in bounded memory and within a small file-descriptor limit.








/** Reads a file of the checkout `dir` by its ledger path. */
function readFromLedger(dir) {
    return (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path));
}
/**
 * The paths of every file under records/ of `dir` (or under `under`, a folder of it), relative
 * to `dir` with "/", in name order (compareCodePoints, the order the chain check reads them in),
 * once `dir` is known to have a records/ folder. Listed one folder at a time as they are
 * iterated: a ledger of any size is walked without holding every name. With `from`, only the
 * paths at or after it, the folders wholly before it not listed (a reading from a checkpoint on
 * lists the months from its record's).
 */
async function walkLedgerDirectory(dir, source) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7)).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/ directory: pass a checkout of the evidence branch (git clone --branch ${_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_EVIDENCE_BRANCH */ .hN} --single-branch <repository> evidence)`);
    }
    return (under = _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7, from) => ({
        [Symbol.iterator]: () => walk(dir, under, from),
    });
}
/**
 * The paths of the files under `under` (a folder of the checkout `dir`, relative to it with "/"),
 * newest first: the reverse of walkLedgerDirectory's name order, listed one folder at a time, so
 * that a search for the last file of a kind lists the newest months only.
 */
function ledgerPathsNewestFirst(dir, under) {
    return { [Symbol.iterator]: () => walk(dir, under, undefined, true) };
}
/**
 * The files under `folder` (relative to `dir`) in name order (its reverse when `newestFirst`), at
 * or after `from` when given; none when it does not exist.
 */
function* walk(dir, folder, from, newestFirst = false) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, folder), { withFileTypes: true });
    }
    catch {
        return;
    }
    // A folder sorts as its name and "/", as the paths of the files in it do.
    const sorted = entries
        .map((entry) => ({ entry, key: entry.isDirectory() ? `${entry.name}/` : entry.name }))
        .sort((a, b) => (newestFirst ? -1 : 1) * (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodePoints */ .OP)(a.key, b.key));
    for (const { entry, key } of sorted) {
        const path = `${folder}/${entry.name}`;
        // A folder whose every path sorts before `from` (it is not `from`'s own) is not listed.
        const before = from !== undefined &&
            (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodePoints */ .OP)(`${folder}/${key}`, from) < 0 &&
            !(entry.isDirectory() && from.startsWith(`${path}/`));
        if (before)
            continue;
        if (entry.isDirectory())
            yield* walk(dir, path, from, newestFirst);
        else if (entry.isFile())
            yield path;
    }
}
/**
 * Reads the files at `paths` (relative to `dir`) one at a time and gives each to `visit` in the
 * order of `paths`: a ledger of any size is read holding one file's bytes and one descriptor.
 * Synchronously on purpose: for files of a few kilobytes, a promise read (open, stat, read and
 * close, each a trip through libuv's thread pool) costs more than reading, hashing and checking
 * the record together; at 100,000 records the synchronous reads took a third of the time.
 */
function visitLedgerFiles(dir, paths, visit) {
    for (const path of paths)
        visit({ path, bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path)) });
}
/** `work` over `items`, at most `limit` at a time; results in the order of `items`. */
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            // `index` was taken below the length, and each index is taken once.
            results[index] = await work((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__/* .itemOrThrow */ .Tp)(items, index, "the items"));
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
/**
 * Where a record the reading did not read is, found by its file's name (recordPath: its workspace,
 * month and timestamp name it): the one record file of its workspace named with its timestamp, or
 * of several so named, the one whose bytes have its SHA-256; null when none is. A reading from a
 * checkpoint cites the records before it that an obligation names by this, as the reading of every
 * record cites them by their own path. Each month's folder a record is asked of is listed once,
 * its record files kept by timestamp (the obligations cite records of any month, in their order).
 */
function recordPathOf(dir) {
    const folders = new Map();
    const byStamp = (folder, workspace) => {
        const stamped = new Map();
        for (const name of folderNames((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, folder))) {
            const path = `${folder}/${name}`;
            if (!(0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecordPathOf */ .sm)(path, workspace))
                continue;
            const stamp = name.slice(0, name.indexOf("-"));
            stamped.set(stamp, [...(stamped.get(stamp) ?? []), path]);
        }
        return stamped;
    };
    return ({ workspace, recorded_at, sha256 }) => {
        const [year, month] = recorded_at.split("-");
        const folder = [_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7, workspace, year, month].join("/");
        let stamped = folders.get(folder);
        if (stamped === undefined) {
            stamped = byStamp(folder, workspace);
            folders.set(folder, stamped);
        }
        const paths = stamped.get((0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .fileStamp */ .a9)(recorded_at)) ?? [];
        if (paths.length <= 1)
            return paths[0] ?? null;
        return paths.find((path) => (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path))) === sha256) ?? null;
    };
}
/** The names in a folder; none when it is not there. */
function folderNames(folder) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder);
    }
    catch {
        return [];
    }
}


/***/ }),

/***/ 36582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ readersFor),
/* harmony export */   qB: () => (/* binding */ KeyRing),
/* harmony export */   serveLedgerReads: () => (/* binding */ serveLedgerReads),
/* harmony export */   zp: () => (/* binding */ checkLedgerFiles)
/* harmony export */ });
/* unused harmony export checkWithReaders */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25065);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19130);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90833);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(65032);
/* harmony import */ var _core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42535);
// `evidence verify` on every core: a pool of reader threads (one per core, four at most), each
// reading, hashing, parsing and schema-checking batches of the ledger's files on its own
// (checkLedgerFile) and handing back each file's link in its chain (a checkpoint's SHA-256, not
// its bytes), while the thread that verifies takes them in name order and checks the chains and
// listings as they come (LedgerChecker.take). Reading and checking the files is most of verify's
// time (at 100,000 records about 8 s on one core; the chains a few milliseconds): a thread's own
// work, so it divides between cores. For the workspaces that keep checkpoints, a reader also
// hands back each valid record's bytes, one buffer a batch moved rather than copied, and the
// verifying thread folds them as it takes them (ledger-checkpoints.ts): the records are read once.
// With --ledger-declaration, a reader reads each record's signature file too and hands back its
// text beside the link, which carries what the writer's check reads of the record (its facts for
// the keys in force): the writer's check reads no record again. It verifies the signature there
// and then with the key the file names, when that key is among those known so far (the declared
// ones, and those of the declarations the records taken put in force: SignaturesTaker.keys), so
// that the signatures, most of verify's CPU, are checked on the readers' cores during the walk
// rather than after it; what it finds is a verdict only (the key that signed), judged later
// against the keys in force (keys-in-force.ts), and a signature it could not verify so is left to
// the signature checkers after the walk (signature-checkers.ts).
//
// The judging commands (`obligations`, `evidence populations`) do not use it: their judging thread
// has as much to do as verifying, so they verify on one other thread (ledger-verifier.ts).
//
// A batch's links cross as one JSON string, not as a structured clone of their objects: at
// 100,000 signed records the clone's serializing cost each reader about 2.5 s and its rebuilding
// held the verifying thread back, and verify took 27.1 s against 16.3 s with JSON, side by side.
//
// Memory stays bounded: at most BATCHES_PER_READER batches a reader are out (sent and not yet
// taken), so a slow taker holds the readers back instead of their results piling up. The readers
// run the bin entry again (its URL is given), which sees their role in its workerData
// (ledger-thread-role.ts) and serves reads: the bundle needs no file of its own for them.
//
// Fail closed as in one thread: a file a reader could not read or check throws, when its turn in
// name order comes, the error reading it in this thread would have thrown; a reader that stops
// throws its error.










/**
 * Files per batch: enough that a message's cost is small beside checking them, few enough that a
 * batch's results (held until it is sent) mostly die in the reader's young generation.
 */
const BATCH_FILES = 16;
/** Batches sent and not yet taken, per reader: each has the next ones while its last is taken. */
const BATCHES_PER_READER = 8;
/**
 * A reader's young generation, in MB: what it allocates dies with each file or batch. Since the
 * readers verify the signatures too (issue 99), a file leaves more behind; at 100,000 signed
 * records, side by side under the same load, verify's CPU was 34.7 s with 4 MB, 30.6 s with 8 and
 * 28.1 s with 16, its peak 318, 322 and 340 MB.
 */
const READER_YOUNG_GENERATION_MB = 16;
/**
 * Readers at most, whatever the cores: each is an isolate with the bundle loaded, about 25 MB (at
 * 100,000 records verify's peak was 154 MB in one thread, 200 MB with two readers), and a runner
 * of 64 cores must not pay 1.6 GB for it; past a few readers the verifying thread's own share,
 * taking each file's link in order, is what is left.
 */
const MAX_READERS = 4;
/** No record taken beside the chain check. */
const NO_RECORDS = { workspaces: new Set(), take: () => { } };
/** The text of the signature file beside the record at `path` in `dir`. */
function signatureText(dir, path) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `${path}${_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_7__/* .SIGNATURE_SUFFIX */ .VV}`), "utf8");
}
/**
 * Gives `checker` the files at `paths` (relative to `dir`, in name order) in that order, and
 * `records` the valid records it asks for as they are taken, checked by readers started from
 * `readerEntry`; in this thread without one (a command run in process), on a single core (where
 * readers would only add the copying of what they hand back), or when the checker takes records
 * (the readers hand back links only).
 */
async function checkLedgerFiles(dir, paths, checker, readerEntry, records = NO_RECORDS, signatures) {
    const readers = readersFor((0,node_os__WEBPACK_IMPORTED_MODULE_2__.availableParallelism)());
    if (readerEntry === undefined || readers === 0 || checker.takesRecords)
        (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_6__/* .visitLedgerFiles */ .y0)(dir, paths, (file) => {
            const checked = (0,_core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_5__/* .checkLedgerFile */ .w)(file, checker.takesRecords);
            if (checked.kind === "record" && signatures?.signed(checked.path) === true)
                checked.signature = signatureText(dir, checked.path);
            checker.take(checked);
            if (checked.kind !== "record")
                return;
            signatures?.take(checked);
            if (records.workspaces.has(checked.link.workspace))
                records.take(checked.path, checked.sha256, file.bytes);
        });
    else
        await checkWithReaders(readerEntry, readers, dir, paths, checker, records, signatures);
}
/** How many readers `cores` cores get: none on one (read in this thread), at most MAX_READERS. */
function readersFor(cores) {
    return cores <= 1 ? 0 : Math.min(cores, MAX_READERS);
}
/** `count` readers started from `entry` in `role`, each held to the young generation it needs. */
function startReaders(entry, count, role) {
    return Array.from({ length: count }, () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_4__.Worker(entry, {
        workerData: role,
        resourceLimits: { maxYoungGenerationSizeMb: READER_YOUNG_GENERATION_MB },
    }));
}
/** The next BATCH_FILES paths of `files` (fewer at its end; none once it is done). */
function nextBatch(files) {
    const batch = [];
    for (let next = files.next(); !next.done; next = files.next()) {
        batch.push(next.value);
        if (batch.length === BATCH_FILES)
            break;
    }
    return batch;
}
/** checkLedgerFiles with `count` readers started from `entry`, whatever the cores. */
async function checkWithReaders(entry, count, dir, paths, checker, records = NO_RECORDS, signatures) {
    const role = { role: "ledger-reader", dir, bytesOf: [...records.workspaces] };
    const readers = startReaders(entry, count, role);
    const results = new Map();
    let stopped;
    const stop = (error) => {
        stopped ??= error;
        for (const result of results.values())
            result.reject(error);
    };
    for (const reader of readers) {
        reader.on("message", (result) => results.get(result.batch)?.resolve(result));
        reader.on("error", stop);
        reader.on("exit", (code) => stop(new Error(`a ledger reader stopped (exit code ${code})`)));
    }
    const files = paths[Symbol.iterator]();
    let sent = 0;
    /** Sends the next batch, if any files are left. */
    const send = () => {
        const batch = nextBatch(files);
        if (batch.length === 0)
            return false;
        const result = Promise.withResolvers();
        // Taken in order; a batch's rejection before its turn is seen at its turn.
        result.promise.catch(() => { });
        if (stopped !== undefined)
            result.reject(stopped);
        results.set(sent, result);
        (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_8__/* .itemOrThrow */ .Tp)(readers, sent % readers.length, "the readers").postMessage({
            batch: sent,
            paths: batch,
            ...(signatures === undefined
                ? {}
                : { signed: batch.map((path) => signatures.signed(path)), keys: signatures.keys() }),
        });
        sent++;
        return true;
    };
    try {
        while (sent < readers.length * BATCHES_PER_READER && send())
            ;
        for (let batch = 0; batch < sent; batch++) {
            const result = await (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_8__/* .getOrThrow */ .Gp)(results, batch, "the batches sent").promise;
            results.delete(batch);
            send();
            for (const checked of checkedOf(result)) {
                checker.take(checked);
                if (checked.kind === "record")
                    signatures?.take(checked);
            }
            takeRecords(result, records);
            if (result.failed !== undefined)
                throw Object.assign(new Error(result.failed.message), { code: result.failed.code });
        }
    }
    finally {
        for (const reader of readers)
            reader.removeAllListeners("exit");
        await Promise.all(readers.map((reader) => reader.terminate()));
    }
}
/** The files a batch checked, each listing with its bytes again. */
function checkedOf({ checked, besides }) {
    const files = JSON.parse(checked);
    let beside = 0;
    for (const file of files)
        if (file.kind === "beside")
            file.bytes = (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_8__/* .itemOrThrow */ .Tp)(besides, beside++, "the listings");
    return files;
}
/** Each record a batch handed back the bytes of, to `records`, in order. */
function takeRecords({ bytes, records: taken }, records) {
    let start = 0;
    for (const { path, sha256, end } of taken) {
        records.take(path, sha256, new Uint8Array(bytes, start, end - start));
        start = end;
    }
}
/** The keys a thread was sent by their keySpki, each made a key once. */
class KeyRing {
    #keys = new Map();
    /** The keys whose keySpki are `spkis`, in that order. */
    of(spkis) {
        return spkis.map((spki) => {
            let key = this.#keys.get(spki);
            if (key === undefined) {
                key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" });
                this.#keys.set(spki, key);
            }
            return key;
        });
    }
}
/**
 * A reader: checks each batch it is sent, stopping at the first file it cannot read or check, and
 * hands back the bytes of the valid records of the workspaces `bytesOf` names.
 */
function serveLedgerReads({ dir, bytesOf }) {
    // A worker always has its parent's port.
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_4__.parentPort;
    if (port === null)
        throw new Error("serveLedgerReads runs in a reader thread only");
    const workspaces = new Set(bytesOf);
    const keys = new KeyRing();
    port.on("message", ({ batch, paths, signed, keys: spkis = [] }) => {
        const tried = keys.of(spkis);
        const files = [];
        const result = {
            batch,
            checked: "",
            besides: [],
            bytes: new ArrayBuffer(0),
            records: [],
        };
        const kept = [];
        let end = 0;
        for (const [index, path] of paths.entries()) {
            try {
                const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, path));
                const checked = (0,_core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_5__/* .checkLedgerFile */ .w)({ path, bytes }, false);
                if (checked.kind === "record" && signed?.[index] === true) {
                    checked.signature = signatureText(dir, path);
                    const verifiedBy = (0,_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_7__/* .namedKeyVerdict */ .YC)(tried, checked.sha256, checked.signature);
                    if (verifiedBy !== undefined)
                        checked.verifiedBy = verifiedBy;
                }
                if (checked.kind === "beside") {
                    result.besides.push(checked.bytes);
                    files.push({ ...checked, bytes: new Uint8Array(0) });
                }
                else
                    files.push(checked);
                if (checked.kind !== "record" || !workspaces.has(checked.link.workspace))
                    continue;
                kept.push(bytes);
                end += bytes.length;
                result.records.push({ path, sha256: checked.sha256, end });
            }
            catch (error) {
                result.failed = { message: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .g)(error), code: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorCode */ .C)(error) };
                break;
            }
        }
        const bytes = new Uint8Array(end);
        let at = 0;
        for (const record of kept) {
            bytes.set(record, at);
            at += record.length;
        }
        result.bytes = bytes.buffer;
        result.checked = JSON.stringify(files);
        port.postMessage(result, [result.bytes]);
    });
}


/***/ })

};
