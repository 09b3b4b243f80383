export const id = 3610;
export const ids = [3610];
export const modules = {

/***/ 25065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XC: () => (/* binding */ LedgerChecker),
  wR: () => (/* binding */ checkLedgerFile),
  S8: () => (/* binding */ passOverUnauthenticated)
});

// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts
var evidence_chain = __webpack_require__(57630);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(46681);
;// CONCATENATED MODULE: ./src/core/evidence/records/in-force/pointer-line.ts
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

// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/inventory-listing.ts
var inventory_listing = __webpack_require__(66782);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(11645);
;// CONCATENATED MODULE: ./src/core/evidence/chain/chain-check.ts
// The whole ledger's check, file by file: a ledger read in name order (`evidence verify` and the
// report, of a ledger of any size) fed to evidence-chain.ts's rule for one chain (advanceChain),
// holding per workspace only its chain's head, and per record only what a later check needs. An
// inventory listing beside a record (`<record>.listing`, right after it in name order) is checked
// against the SHA-256 its record holds: edited, missing or without its record, it is a break.
// What a file is on its own (checkLedgerFile: hashed, parsed, schema-checked, filed where its
// content says) does not depend on the files before it, so it may be found in any thread and in
// any order; the chains and the listings are then checked in name order (LedgerChecker.take).









/**
 * What `file` is on its own: a listing (checked against its record in name order), a file outside
 * the chains, a file that is not a valid record, or a valid record with its file's SHA-256, and
 * the record itself when `withRecord`.
 */
function checkLedgerFile(file, withRecord) {
    const { path } = file;
    const workspace = (0,record_files/* workspaceOfPath */.i0)(path);
    if (workspace !== undefined && path.endsWith(checkpoint_reference/* CHECKPOINT_SUFFIX */.nn))
        return { path, kind: "checkpoint", sha256: (0,sha256/* sha256Hex */.fg)(file.bytes) };
    if (workspace !== undefined && path.endsWith(inventory_listing/* LISTING_SUFFIX */.Ze))
        return { path, kind: "beside", bytes: file.bytes };
    if (workspace === undefined || !path.endsWith(".json"))
        return { path, kind: "other" };
    const parsed = (0,evidence_chain/* parseRecordFile */.TG)(file);
    if ("message" in parsed)
        return { path, kind: "invalid", invalid: parsed };
    const link = {
        ...factsOf(parsed),
        previous_sha256: parsed.previous_sha256,
        ...(parsed.in_force === undefined ? {} : { in_force: parsed.in_force }),
        puts_in_force: (0,facts_in_force/* inForceAfter */.LH)(parsed, parsed.sequence, null),
        commits_named: commitsNamed(parsed),
        ...((0,evidence_record/* listingOf */.K7)(parsed) === undefined ? {} : { listing: (0,evidence_record/* listingOf */.K7)(parsed) }),
        ...(parsed.kind === "monitoring" && parsed.monitoring.checkpoint
            ? { checkpoint: parsed.monitoring.checkpoint }
            : {}),
    };
    const checked = { path, kind: "record", sha256: (0,sha256/* sha256Hex */.fg)(file.bytes), link };
    return withRecord ? { ...checked, record: parsed } : checked;
}
/**
 * The ledger's files, given one at a time in name order (compareCodePoints of their paths); a
 * file's bytes are not kept.
 */
class LedgerChecker {
    #chains = new Map();
    #invalid = [];
    #records = [];
    #keepRecords;
    #visit;
    #count = 0;
    #last;
    /** Each workspace's facts in force after its last record: the fold evidence verify recomputes. */
    #inForce = new Map();
    #forged = new Set();
    /** Per workspace, which commits are older than the one in force: a move back to one is a break. */
    #lines = new Map();
    /** Per workspace, the last record that carried in_force. */
    #carrying = new Map();
    /** The checkpoints records vouch for and that have not come yet, by path. */
    #checkpoints = new Map();
    /** The listings records vouch for and that have not come yet, by path. */
    #listings = new Map();
    #readsListings;
    /**
     * `visit` sees each valid record with its file's SHA-256 and path, in name order, as it is checked.
     * `readsListings: false`: the caller gives the records only, so no listing is looked for.
     */
    constructor(options) {
        this.#keepRecords = options.keepRecords;
        this.#visit = options.visit;
        this.#readsListings = options.readsListings ?? true;
        const { from } = options;
        if (from !== undefined) {
            const { workspace, through } = from;
            this.#chains.set(workspace, {
                ...evidence_chain/* CHAIN_START */.Bq,
                next: through.sequence + 1,
                head: { path: `the checkpoint's record #${through.sequence}`, sha256: through.sha256 },
            });
            this.#inForce.set(workspace, from.inForce);
            this.#lines.set(workspace, new PointerLine(from.inForce));
        }
    }
    /**
     * Checks the next file, and gives its record when it is a valid one; throws when files come out
     * of name order (a caller's mistake).
     */
    add(file) {
        return this.take(checkLedgerFile(file, true));
    }
    /** Whether take needs each record itself (for `visit`), not its link alone. */
    get takesRecords() {
        return this.#visit !== undefined;
    }
    /**
     * add for a file checkLedgerFile already checked, perhaps in another thread (with its record
     * when takesRecords): the chains and the listings checked in name order.
     */
    take(checked) {
        if (this.#last !== undefined && (0,names/* compareCodePoints */.OP)(this.#last, checked.path) >= 0)
            throw new Error(`ledger files out of name order: ${checked.path} after ${this.#last}`);
        this.#last = checked.path;
        if (checked.kind === "beside") {
            this.#checkBeside(checked);
            return undefined;
        }
        if (checked.kind === "checkpoint") {
            this.#checkCheckpoint(checked);
            return undefined;
        }
        if (checked.kind === "other")
            return undefined;
        if (checked.kind === "invalid") {
            this.#invalid.push(checked.invalid);
            return undefined;
        }
        const { path, sha256, link, record } = checked;
        // A caller's mistake, never the ledger's: fail rather than judge without the record.
        if (this.#visit !== undefined && record === undefined)
            throw new Error(`${path} was checked without its record`);
        const state = (0,evidence_chain/* advanceChain */.k4)(this.#chains.get(link.workspace) ?? evidence_chain/* CHAIN_START */.Bq, {
            path,
            sequence: link.sequence,
            previous_sha256: link.previous_sha256,
            sha256,
        });
        this.#chains.set(link.workspace, state);
        this.#count++;
        // A chain already broken reports its first break; the fold is checked along an intact one.
        if (state.broken === undefined && state.outOfSequence === undefined)
            this.#checkInForce(path, link);
        if (this.#readsListings && link.listing)
            this.#listings.set((0,inventory_listing/* listingPath */.qS)(path), link.listing);
        if (this.#readsListings && link.checkpoint)
            this.#checkpoints.set((0,checkpoint_reference/* checkpointPath */.AD)(path), link.checkpoint);
        if (this.#keepRecords)
            this.#records.push({ path, record: factsOf(link), sha256 });
        if (record !== undefined)
            this.#visit?.({ record, sha256 }, path);
        return record;
    }
    /**
     * The facts in force `link` carries against the fold of the records before it: its own pointer
     * when it is an accepted merge, else its predecessor's. A record sealed before records carried
     * one starts the fold afresh (inForceFollowing, the one fold), as the writer that sealed the next
     * record did.
     */
    #checkInForce(path, link) {
        const before = this.#inForce.get(link.workspace) ?? null;
        const carried = link.in_force;
        const operator = (0,record_files/* isCliRecordPath */.xP)(path);
        const expected = (0,facts_in_force/* inForceFollowing */.AT)(before, {
            puts: link.puts_in_force,
            carries: carried !== undefined,
            operator,
        });
        if (carried !== undefined)
            this.#carrying.set(link.workspace, link.sequence);
        const carrier = this.#carrying.get(link.workspace);
        // The 0.2.0 rule (a record without in_force starts the fold afresh) holds only before the first
        // record that carries one; after it, the writer's record without one is a break, not a restart.
        if (carried === undefined && carrier !== undefined && !operator)
            this.#invalid.push({
                kind: "in-force",
                file: path,
                message: `${path} carries no in_force, but record #${carrier} before it does: only a ledger begun with 0.2.0 has records without it, all before the first that carries one, so it is not the writer's`,
            });
        // Its first wrong record only: the records after a forged one carry the forgery forward.
        if (carried !== undefined &&
            !(0,facts_in_force/* sameInForce */.xx)(carried, expected) &&
            !this.#forged.has(link.workspace)) {
            this.#forged.add(link.workspace);
            this.#invalid.push({
                kind: "in-force",
                file: path,
                message: `${path} says the facts in force after it were put there by ${pointerText(carried)}, but the records before it give ${pointerText(expected)}: a record's in_force is the last merge the gate accepted, never another`,
            });
        }
        this.#inForce.set(link.workspace, expected);
        const line = this.#lines.get(link.workspace) ?? new PointerLine(before);
        this.#lines.set(link.workspace, line);
        const backwards = line.step(link.commits_named, expected);
        if (backwards !== undefined)
            this.#invalid.push({ kind: "in-force", file: path, message: `${path}: ${backwards}` });
    }
    #checkBeside(file) {
        const reference = this.#listings.get(file.path);
        this.#listings.delete(file.path);
        if (reference === undefined) {
            this.#invalid.push({
                kind: "misplaced",
                file: file.path,
                message: `${file.path} is an inventory listing that no valid record vouches for: a listing is written with its record, in the same commit`,
            });
            return;
        }
        const read = (0,inventory_listing/* readListing */.vS)(file.bytes, reference, file.path);
        if ("problem" in read)
            this.#invalid.push({ kind: "edited", file: file.path, message: read.problem });
    }
    /** A checkpoint's bytes against its record's digest; what it says, verify recomputes. */
    #checkCheckpoint(file) {
        const reference = this.#checkpoints.get(file.path);
        this.#checkpoints.delete(file.path);
        const problem = reference === undefined
            ? `${file.path} is a checkpoint that no valid record vouches for: a checkpoint is written with its record, in the same commit`
            : (0,checkpoint_reference/* checkpointDigestProblem */.gk)(file.sha256, reference, file.path);
        if (problem !== undefined)
            this.#invalid.push({
                kind: reference === undefined ? "misplaced" : "edited",
                file: file.path,
                message: problem,
            });
    }
    result() {
        const missing = [
            ...[...this.#listings.keys()].map((path) => ({
                kind: "deleted",
                file: path,
                message: `${path} is missing: its record vouches for an inventory listing there`,
            })),
            ...[...this.#checkpoints.keys()].map((path) => ({
                kind: "deleted",
                file: path,
                message: `${path} is missing: its record vouches for a checkpoint there`,
            })),
        ];
        const chainBreaks = [...this.#chains.values()].flatMap((state) => (0,evidence_chain/* chainBreak */.n3)(state) ?? []);
        return {
            recordCount: this.#count,
            workspaces: [...this.#chains.keys()],
            breaks: [...this.#invalid, ...missing, ...chainBreaks],
            // Name order already lists them workspace by workspace (a workspace is a folder of its
            // records' paths, so two workspaces' paths never interleave), each in chain order.
            records: [...this.#records],
        };
    }
}
/** The facts a later check reads of a record, without the rest of it. */
function pointerText(pointer) {
    return pointer === null
        ? "no record (none accepted yet)"
        : `record #${pointer.sequence} (commit ${pointer.commit})`;
}
function factsOf(record) {
    const { workspace, sequence, recorded_at, untimestamped_predecessors } = record;
    return untimestamped_predecessors === undefined
        ? { workspace, sequence, recorded_at }
        : { workspace, sequence, recorded_at, untimestamped_predecessors };
}
/**
 * `breaks` without those of a file at a command-line record path that is no record (not JSON,
 * not of the schema, not filed where its content says) and that `unauthenticatedWhy` says no
 * operator key authenticates (why, worded to follow "its"): such a file is in no chain, so it
 * moves no chain on, and another workflow that commits one stops nothing; it is passed over as an
 * unauthenticated exception, each listed with why. One an operator key signed stays a break
 * (tampering); so does a record whose link breaks its chain, whoever added it.
 */
function passOverUnauthenticated(breaks, unauthenticatedWhy) {
    const kept = [];
    const passedOver = [];
    for (const found of breaks) {
        const why = (found.kind === "invalid" || found.kind === "misplaced") && (0,record_files/* isCliRecordPath */.xP)(found.file)
            ? unauthenticatedWhy(found.file)
            : undefined;
        if (why === undefined)
            kept.push(found);
        else
            passedOver.push({ file: found.file, notice: passedOverNotice(found, why) });
    }
    return { breaks: kept, passedOver };
}
function passedOverNotice(found, why) {
    const what = found.message.startsWith(`${found.file} `)
        ? `it${found.message.slice(found.file.length)}`
        : found.message;
    return `${found.file} is passed over as an unauthenticated exception: its ${why}, and ${what}`;
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

/***/ 13610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runLedgerVerifier: () => (/* binding */ runLedgerVerifier),
/* harmony export */   x: () => (/* binding */ verifyLedger)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57630);
/* harmony import */ var _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25065);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90833);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91864);
// The ledger verified on the second core while the first judges it: `obligations` and `evidence
// populations` must verify every record before anything they judge counts (fail closed), and
// verifying (reading, hashing, parsing and schema-checking each file, the chain, the listings) is
// as much work as their judging. A verification thread does exactly what `evidence verify` does,
// with the same LedgerChecker, and hands the judging thread each valid record's bytes and SHA-256
// in name order; the judging thread parses them again without the schema (parseVerifiedRecord: the
// bytes are those the schema accepted) and judges as it did when it verified them itself. Bytes
// cross rather than the parsed record: a structured clone costs more to make and to rebuild than
// JSON.parse of the bytes. At most BATCHES_OUT batches are on their way, the verification thread
// waiting on a shared counter for the judging thread to take one (Atomics): a judging thread
// slower than the reading one holds a few hundred records' bytes, never the ledger's.






/** Records a batch carries: each batch is one message, one buffer. */
const BATCH_RECORDS = 64;
/** Batches sent and not yet judged before the verification thread waits. */
const BATCHES_OUT = 8;
/**
 * The verification thread's young generation, in MB: what it allocates (a file, its parse, its
 * schema check) dies with the file, and every MB of it is memory the ledger commands' target pays.
 * At 100,000 records, side by side: `obligations` 14.5 s with 16 MB against 16.0 s with 4 (its
 * scavenges shared the cores with the judging thread), peak 286 MB against 268; 32 MB no faster.
 * 8 MB since issue 82, item 5 (`evidence populations`' peak against its 400 MB bound).
 */
const VERIFIER_YOUNG_GENERATION_MB = 8;
/**
 * Verifies the ledger checkout at `root`, whose files `paths` walks (walkLedgerDirectory), handing
 * `visit` each valid record with its SHA-256 and path, in name order, as LedgerChecker's visit
 * does; then the ledger's breaks (none: it verified). In a thread running the bin entry `entry`
 * when there is one and a second core (which walks the checkout itself); else in this thread,
 * where a second thread would only add copying. A file that cannot be read throws, at its turn,
 * what reading it here throws. With `from`, only its workspace's files from its record on.
 */
async function verifyLedger(root, paths, entry, visit, from) {
    if (entry !== undefined && (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)() > 1)
        return verifyInThread(entry, { root, from }, visit);
    const checker = checkerOf(from, visit);
    (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_4__/* .visitLedgerFiles */ .y0)(root, pathsOf(paths, from), (file) => checker.add(file));
    return checker.result().breaks;
}
function checkerOf(from, visit) {
    if (from === undefined)
        return new _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_3__/* .LedgerChecker */ .XC({ keepRecords: false, visit });
    const { workspace, through, inForce } = from;
    return new _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_3__/* .LedgerChecker */ .XC({ keepRecords: false, visit, from: { workspace, through, inForce } });
}
function pathsOf(paths, from) {
    return from === undefined ? paths() : paths(`${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .RECORDS_DIR */ .v7}/${from.workspace}`, from.path);
}
/** verifyLedger in a verification thread. */
function verifyInThread(entry, { root, from }, visit) {
    const out = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const counter = new Int32Array(out);
    const data = { role: "ledger-verifier", root, from, out };
    const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(entry, {
        workerData: data,
        resourceLimits: { maxYoungGenerationSizeMb: VERIFIER_YOUNG_GENERATION_MB },
    });
    return new Promise((resolve, reject) => {
        let settled = false;
        const settle = (done) => {
            if (settled)
                return;
            settled = true;
            done();
            void worker.terminate();
        };
        worker.on("message", (message) => {
            if (settled)
                return;
            try {
                if (message.kind === "records") {
                    judgeBatch(message, visit);
                    Atomics.sub(counter, 0, 1);
                    Atomics.notify(counter, 0);
                }
                else if (message.kind === "done")
                    settle(() => resolve(message.breaks));
                else
                    settle(() => reject(Object.assign(new Error(message.message), { code: message.code })));
            }
            catch (error) {
                settle(() => reject(error));
            }
        });
        worker.on("error", (error) => settle(() => reject(error)));
        // Node emits every message a worker sent before its 'exit': an exit not yet settled is a
        // thread that stopped before it said what it found.
        worker.on("exit", (code) => settle(() => reject(new Error(`the ledger's verification thread stopped (exit code ${code})`))));
    });
}
/** Each record of a batch, parsed from its verified bytes, to `visit`. */
function judgeBatch(batch, visit) {
    let start = 0;
    for (const { path, sha256, end } of batch.records) {
        const record = (0,_core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_2__/* .parseVerifiedRecord */ .bX)(new Uint8Array(batch.bytes, start, end - start));
        visit({ record, sha256 }, path);
        start = end;
    }
}
/** The verification thread: verifies the ledger its data names, and says what it found. */
async function runLedgerVerifier() {
    const { root, from, out } = node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.workerData;
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.parentPort;
    // A worker always has its parent's port.
    if (port === null)
        throw new Error("runLedgerVerifier runs in a verification thread only");
    const counter = new Int32Array(out);
    const post = (message, transfer = []) => port.postMessage(message, transfer);
    let batch = [];
    const send = () => {
        if (batch.length === 0)
            return;
        // Wait while BATCHES_OUT are on their way: the judging thread takes them in order.
        for (let sent = Atomics.load(counter, 0); sent >= BATCHES_OUT; sent = Atomics.load(counter, 0))
            Atomics.wait(counter, 0, sent);
        Atomics.add(counter, 0, 1);
        const bytes = new Uint8Array(batch.reduce((size, record) => size + record.bytes.length, 0));
        const records = [];
        let end = 0;
        for (const record of batch) {
            bytes.set(record.bytes, end);
            end += record.bytes.length;
            records.push({ path: record.path, sha256: record.sha256, end });
        }
        post({ kind: "records", bytes: bytes.buffer, records }, [bytes.buffer]);
        batch = [];
    };
    try {
        const paths = await (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_4__/* .walkLedgerDirectory */ .Q$)(root, "--dir");
        // The SHA-256 LedgerChecker hashed the file it was given with, told as it checks it.
        let hashed = "";
        const checker = checkerOf(from, ({ sha256 }) => (hashed = sha256));
        (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_4__/* .visitLedgerFiles */ .y0)(root, pathsOf(paths, from), (file) => {
            if (checker.add(file) === undefined)
                return;
            batch.push({ bytes: file.bytes, path: file.path, sha256: hashed });
            if (batch.length === BATCH_RECORDS)
                send();
        });
        send();
        post({ kind: "done", breaks: checker.result().breaks });
    }
    catch (error) {
        send();
        const { message, code } = error;
        post({ kind: "failed", message, code });
    }
}


/***/ })

};
