export const id = 610;
export const ids = [610];
export const modules = {

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
/* harmony import */ var _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75535);
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
 */
const VERIFIER_YOUNG_GENERATION_MB = 16;
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
        return new _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_3__/* .LedgerChecker */ .X({ keepRecords: false, visit });
    const { workspace, through, inForce } = from;
    return new _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_3__/* .LedgerChecker */ .X({ keepRecords: false, visit, from: { workspace, through, inForce } });
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
