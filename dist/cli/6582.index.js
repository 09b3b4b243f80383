export const id = 6582;
export const ids = [6582];
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
                    const verifiedBy = (0,_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_7__/* .signatureVerdict */ .Cf)(tried, checked.sha256, checked.signature, "the named key");
                    if (verifiedBy !== null)
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
