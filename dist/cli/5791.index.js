export const id = 5791;
export const ids = [5791];
export const modules = {

/***/ 38811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hz: () => (/* binding */ keepCarriedReads),
/* harmony export */   nS: () => (/* binding */ carriedReadsOf)
/* harmony export */ });
/* unused harmony export CARRIED_KINDS */
/* harmony import */ var _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40505);
/* harmony import */ var _family_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51967);
/* harmony import */ var _obligation_families_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39178);



/**
 * Each family's record field of its reviewed files (typed from its shape), with the kinds of them
 * its passes read.
 */
const CARRIED = _family_table_js__WEBPACK_IMPORTED_MODULE_1__/* .MERGE_JUDGED_FAMILIES */ .G.flatMap(({ reviewedFiles }) => {
    const shape = _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .REVIEWED_FILE_SHAPES */ .Qy.find(({ field }) => field === reviewedFiles?.field);
    return shape === undefined || reviewedFiles?.carriedKinds === undefined
        ? []
        : [{ field: shape.field, kinds: reviewedFiles.carriedKinds }];
});
/**
 * Every family's carried kinds by name. Two of one name would keep one kind's value in the other's
 * cache, so the table is refused when loaded rather than read with a value of the wrong kind.
 */
const CARRIED_KINDS = kindsByName();
function kindsByName() {
    const kinds = new Map();
    for (const kind of CARRIED.flatMap(({ kinds }) => kinds)) {
        if (kinds.has(kind.name))
            throw new Error(`two carried kinds are named "${kind.name}": name each one once`);
        kinds.set(kind.name, kind);
    }
    return kinds;
}
/** Each file `record` carries with a kind a family declares for it, once for each such kind. */
function* carriedFilesOfKinds(record) {
    for (const { field, kinds } of CARRIED)
        for (const { file, text } of (0,_obligation_families_js__WEBPACK_IMPORTED_MODULE_2__/* .filesCarriedBy */ .XY)(record, field)?.files ?? [])
            for (const kind of kinds)
                if (kind.is(file))
                    yield { kind, file, text };
}
/**
 * Each of `record`'s carried files of a kind a family declares, parsed (on a reader's thread);
 * undefined when it carries none. A file whose parser throws is left out: the judging thread's
 * read throws what it threw.
 */
function carriedReadsOf(record) {
    const reads = [];
    for (const { kind, file, text } of carriedFilesOfKinds(record))
        try {
            reads.push({ kind: kind.name, file, value: kind.parse(text, file) });
        }
        catch {
            // Parsed again where it is read, which throws there as it would have.
        }
    return reads.length === 0 ? undefined : reads;
}
/**
 * Keeps each of `reads` (carriedReadsOf of the same record's bytes, on another thread) in its
 * kind's cache, for the record's text of the file, before the record is judged. A read of a kind
 * not declared here, or of a file the record does not carry as one of the kind, is not kept.
 */
function keepCarriedReads(record, reads) {
    const handed = new Map(reads.map((read) => [`${read.kind}\0${read.file}`, read]));
    for (const { kind, file, text } of carriedFilesOfKinds(record)) {
        const read = handed.get(`${kind.name}\0${file}`);
        if (read !== undefined)
            kind.keep(text, file, read.value);
    }
}


/***/ }),

/***/ 59454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ BatchWorkers)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65032);
// The pools of worker threads that read and check a ledger's files (ledger-readers.ts), verify its
// writer's signatures (signature-checkers.ts) and write the handover's rows
// (cli/evidence/handover-writer.ts).


/**
 * Worker threads that answer numbered batches: each batch is sent to the next thread in turn, and
 * its answer, a message naming its number, settles the promise ask gave for it. A thread that fails
 * or exits rejects every batch still out, and every batch asked after it: fail closed, at the
 * batch's turn.
 */
class BatchWorkers {
    #workers;
    #answers = new Map();
    #stopped;
    /** `count` threads started from `entry` with `options`; `what` names one in an error. */
    constructor(entry, count, options, what) {
        this.#workers = Array.from({ length: count }, () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(entry, options));
        const stop = (error) => {
            this.#stopped ??= error;
            for (const answer of this.#answers.values())
                answer.reject(error);
        };
        for (const worker of this.#workers) {
            worker.on("message", (result) => {
                this.#answers.get(result.batch)?.resolve(result);
                this.#answers.delete(result.batch);
            });
            worker.on("error", stop);
            worker.on("exit", (code) => stop(new Error(`${what} stopped (exit code ${code})`)));
        }
    }
    get count() {
        return this.#workers.length;
    }
    /** Sends `request` to its thread (the batches go round them); its answer, at its turn. */
    ask(request) {
        const answer = Promise.withResolvers();
        // Taken in order; a batch's rejection before its turn is seen at its turn.
        answer.promise.catch(() => { });
        if (this.#stopped !== undefined)
            answer.reject(this.#stopped);
        this.#answers.set(request.batch, answer);
        (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .itemOrThrow */ .Tp)(this.#workers, request.batch % this.#workers.length, "the threads").postMessage(request);
        return answer.promise;
    }
    /** Stops the threads; nothing the second time. */
    async close() {
        for (const worker of this.#workers)
            worker.removeAllListeners("exit");
        await Promise.all(this.#workers.map((worker) => worker.terminate()));
    }
}


/***/ }),

/***/ 98141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bx: () => (/* binding */ BatchReading),
  TN: () => (/* binding */ batchFound),
  serveLedgerReads: () => (/* binding */ serveLedgerReads),
  gs: () => (/* binding */ signatureText)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/core/evidence/chain/chain-check.ts + 1 modules
var chain_check = __webpack_require__(25065);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/obligations/carried-reads.ts
var carried_reads = __webpack_require__(38811);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(42535);
;// CONCATENATED MODULE: ./src/io/ledger/whole-file-reader.ts
// How a ledger reader (ledger-readers.ts) reads each file it checks: whole, into a buffer it keeps.

/** A reader's buffer, in bytes: larger than most records; a larger file gets one of its own. */
const READ_BUFFER_BYTES = 1 << 16;
/**
 * Reads a reader's files whole into one buffer kept from file to file: readFileSync asks each
 * file's size first (an fstat) and allocates a buffer for each, and at 100,000 signed records a
 * reader's fstat alone was 0.5 s of its 23.8 (issue 99). A file is read until a read returns no
 * bytes, as readFileSync reads one whose size it was not told, so that a file is never taken
 * short; its errors are readFileSync's, with the same messages. A file larger than the buffer is
 * read into a larger one that is not kept, so that a large listing does not stay in memory.
 */
class WholeFileReader {
    #buffer = new Uint8Array(READ_BUFFER_BYTES);
    /** The bytes of the file at `path`: a view of a buffer, good until the next read. */
    read(path) {
        const descriptor = (0,external_node_fs_.openSync)(path, "r");
        try {
            let buffer = this.#buffer;
            let length = 0;
            for (;;) {
                if (length === buffer.length) {
                    const larger = new Uint8Array(buffer.length * 2);
                    larger.set(buffer);
                    buffer = larger;
                }
                const read = (0,external_node_fs_.readSync)(descriptor, buffer, length, buffer.length - length, null);
                if (read === 0)
                    return buffer.subarray(0, length);
                length += read;
            }
        }
        finally {
            (0,external_node_fs_.closeSync)(descriptor);
        }
    }
}

;// CONCATENATED MODULE: ./src/io/ledger/ledger-reader-thread.ts
// A reader thread of `evidence verify` (ledger-readers.ts starts them, one per core): it reads,
// hashes, parses and schema-checks each batch of the ledger's files it is sent (checkLedgerFile),
// reads and verifies each record's signature file with the key it names when that key is among
// those known so far, and hands back each file's link in its chain, as JSON after the bytes of
// the valid records of the workspaces asked for, one buffer a batch, moved rather than copied.








/** What `result` found, from the JSON at the end of its bytes. */
function batchFound({ bytes, recordsEnd }) {
    return JSON.parse(Buffer.from(bytes, recordsEnd).toString("utf8"));
}
/** The text of the signature file beside the record at `path` in `dir`. */
function signatureText(dir, path) {
    return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, `${path}${writer_proof/* SIGNATURE_SUFFIX */.VV}`), "utf8");
}
/**
 * A reader: checks each batch it is sent (BatchReading), and hands back what it found, the files'
 * links as JSON and the records' bytes moved.
 */
function serveLedgerReads({ dir }) {
    // A worker always has its parent's port.
    const port = external_node_worker_threads_.parentPort;
    if (port === null)
        throw new Error("serveLedgerReads runs in a reader thread only");
    const reading = new BatchReading(dir);
    port.on("message", (request) => {
        const result = reading.read(request);
        port.postMessage(result, [result.bytes]);
    });
}
/**
 * Reads batches of `dir`'s files as a reader does, in the thread it is made in: a reader thread's,
 * or the judging thread's, which reads a batch itself rather than wait (ledger-readers.ts).
 */
class BatchReading {
    #dir;
    #keys = new writer_proof/* KeyRing */.qB();
    #fileReader = new WholeFileReader();
    constructor(dir) {
        this.#dir = dir;
    }
    /**
     * Checks the batch's files, stopping at the first it cannot read or check, and gives back the
     * bytes of the valid records of the workspaces its `bytesOf` names.
     */
    read(request) {
        const dir = this.#dir;
        const { batch, paths, signed, keys: spkis = [], carriedAhead, bytesOf } = request;
        const workspaces = new Set(bytesOf);
        const tried = this.#keys.of(spkis);
        const found = { files: [], records: [] };
        const result = {
            batch,
            bytes: new ArrayBuffer(0),
            recordsEnd: 0,
            besides: [],
            carried: [],
        };
        const kept = [];
        let end = 0;
        for (const [index, path] of paths.entries()) {
            try {
                // A view of the reader's buffer: what outlives this file is copied out of it.
                const bytes = this.#fileReader.read((0,external_node_path_.join)(dir, path));
                const checked = (0,chain_check/* checkLedgerFile */.w)({ path, bytes }, carriedAhead);
                let carried;
                if (checked.kind === "record" && checked.record !== undefined) {
                    // Read for the files it carries, when its bytes are handed back; its link crosses
                    // without it.
                    if (workspaces.has(checked.link.workspace))
                        carried = (0,carried_reads/* carriedReadsOf */.nS)(checked.record);
                    delete checked.record;
                }
                if (checked.kind === "record" && signed?.[index] === true) {
                    const text = signatureText(dir, path);
                    const verifiedBy = (0,writer_proof/* signatureVerdict */.Cf)(tried, checked.sha256, text, "the named key");
                    // A verified signature's text, which its taker does not keep, does not cross.
                    checked.signature = verifiedBy === null ? text : writer_proof/* SIGNATURE_NOT_KEPT */.io;
                    if (verifiedBy !== null)
                        checked.verifiedBy = verifiedBy;
                }
                if (checked.kind === "beside") {
                    result.besides.push(checked.bytes.slice());
                    found.files.push({ ...checked, bytes: new Uint8Array(0) });
                }
                else
                    found.files.push(checked);
                if (checked.kind !== "record" || !workspaces.has(checked.link.workspace))
                    continue;
                kept.push(bytes.slice());
                end += bytes.length;
                if (carried !== undefined)
                    result.carried.push({ at: found.records.length, reads: carried });
                found.records.push({ path, sha256: checked.sha256, end });
            }
            catch (error) {
                result.failed = { message: (0,errors/* errorMessage */.g)(error), code: (0,errors/* errorCode */.C)(error) };
                break;
            }
        }
        // In either thread: a batch read by the judging thread waits for its turn too (at 100,000
        // signed records, as JSON rather than objects, the handover peaked at 395 to 412 MiB against
        // 407 to 428).
        const json = JSON.stringify(found);
        const bytes = Buffer.allocUnsafeSlow(end + Buffer.byteLength(json));
        let at = 0;
        for (const record of kept) {
            bytes.set(record, at);
            at += record.length;
        }
        bytes.write(json, end);
        result.bytes = bytes.buffer;
        result.recordsEnd = end;
        return result;
    }
}


/***/ }),

/***/ 36582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ LedgerReaders),
/* harmony export */   OP: () => (/* binding */ readersFor),
/* harmony export */   zp: () => (/* binding */ checkLedgerFiles)
/* harmony export */ });
/* unused harmony exports checkWithReaders, parsesAhead */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25065);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90833);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65032);
/* harmony import */ var _batch_workers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59454);
/* harmony import */ var _ledger_reader_thread_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98141);
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
// Memory stays bounded: at most BATCHES_PER_READER batches a reader are out (sent and not yet
// taken), so a slow taker holds the readers back instead of their results piling up; a taker that
// reads batches itself (checkWithReaders) reads one only when it takes one sent, so as many at most
// wait beside them. The readers run the bin entry again (its URL is given), which sees their role
// in its workerData (ledger-thread-role.ts) and serves reads (ledger-reader-thread.ts): the bundle
// needs no file of its own for them. They are started before the listing is read (LedgerReaders).
//
// Fail closed as in one thread: a file a reader could not read or check throws, when its turn in
// name order comes, the error reading it in this thread would have thrown; a reader that stops
// throws its error.







/**
 * Files per batch: enough that a message's cost is small beside checking them, few enough that a
 * batch's results (held until it is sent) mostly die in the reader's young generation. Each batch
 * is two messages and a wake-up of the thread it goes to; on a loaded machine a wake-up is where a
 * thread gives up its core, and at 16 files a batch a reader's profile showed postMessage as 4 to 9
 * per cent of its time (issue 99): 48 sends a third as many.
 */
const BATCH_FILES = 48;
/**
 * Batches sent and not yet taken, per reader: each has the next ones while its last is taken. With
 * BATCH_FILES, a reader has at most 192 files out (128 at 16 a batch and 8 batches).
 */
const BATCHES_PER_READER = 4;
/**
 * A reader's young generation, in MB: what it allocates dies with each file or batch. Since the
 * readers verify the signatures too (issue 99), a file leaves more behind; at 100,000 signed
 * records, side by side under the same load, verify's CPU was 34.7 s with 4 MB, 30.6 s with 8 and
 * 28.1 s with 16, its peak 318, 322 and 340 MB; later, with 48 files a batch, 35.2 and 34.4 s with
 * 16 MB and 32.2 and 30.2 s with 32 (alternated, load 10 to 14), the peak 34 to 38 MB higher.
 */
const READER_YOUNG_GENERATION_MB = 32;
/**
 * The young generation, in MB, of readers the taker's thread holds back (RecordsTaker.readersWait:
 * `evidence handover`'s, whose judging thread is its critical path): a reader's young generation is
 * all committed once it has filled, and at 32 MB it was more than half of each reader's heap. At
 * 100,000 signed records the handover's peak was 518 MB with 32, 488 with 16 and 472 with 8, its
 * CPU 71.0, 72.9 and 79.2 s (one run each, alternated, load 2.6 to 3.1). Since its one reader has
 * a core of its own and time to spare, 8 MB costs it no CPU: alternated in three rounds (the third
 * beside other work), the peak 397, 396 and 405 MB against 407, 410 and 407 with 16, CPU 53.5,
 * 53.7 and 55.5 s against 53.0, 55.8 and 54.3.
 */
const WAITING_READER_YOUNG_GENERATION_MB = 8;
/**
 * Readers at most, whatever the cores: each is an isolate with the bundle loaded, about 25 MB (at
 * 100,000 records verify's peak was 154 MB in one thread, 200 MB with two readers), and a runner
 * of 64 cores must not pay 1.6 GB for it; past a few readers the verifying thread's own share,
 * taking each file's link in order, is what is left.
 */
const MAX_READERS = 4;
/** No record taken beside the chain check. */
const NO_RECORDS = { workspaces: new Set(), readersWait: false, take: () => { } };
/**
 * The reader threads of one walk of a ledger's files, started before what the walk waits on (the
 * declaration's history, the listing of every file): a reader's start, an isolate and the bundle,
 * about 0.2 s, is then done on the other cores meanwhile (issue 99). The walk closes them once it
 * is done; the command closes them too, when it stops before.
 */
class LedgerReaders extends _batch_workers_js__WEBPACK_IMPORTED_MODULE_4__/* .BatchWorkers */ .W {
    /**
     * Readers of `dir`'s files started from `entry`, as many as readersFor gives the machine's cores;
     * none without an entry (a command run in process) or on a single core (where readers would
     * only add the copying of what they hand back).
     */
    static start(entry, dir, readersWait) {
        const count = readersFor((0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)(), readersWait);
        return entry === undefined || count === 0
            ? undefined
            : new LedgerReaders(entry, count, dir, readersWait);
    }
    /** `count` readers, whatever the cores; a smaller young generation when they wait (above). */
    constructor(entry, count, dir, readersWait) {
        const role = { role: "ledger-reader", dir };
        const youngMb = readersWait ? WAITING_READER_YOUNG_GENERATION_MB : READER_YOUNG_GENERATION_MB;
        const resourceLimits = { maxYoungGenerationSizeMb: youngMb };
        super(entry, count, { workerData: role, resourceLimits }, "a ledger reader");
    }
}
/**
 * Gives `checker` the files at `paths` (relative to `dir`, in name order) in that order, and
 * `records` the valid records it asks for as they are taken, checked by `readers`, which it closes;
 * in this thread without them, or when the checker takes records (the readers hand back links
 * only).
 */
async function checkLedgerFiles(dir, paths, checker, readers, records = NO_RECORDS, signatures) {
    if (readers !== undefined && !checker.takesRecords)
        return checkWithReaders(readers, dir, paths, checker, records, signatures);
    await readers?.close();
    (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_3__/* .visitLedgerFiles */ .y0)(dir, paths, (file) => {
        const checked = (0,_core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_2__/* .checkLedgerFile */ .w)(file, checker.takesRecords);
        if (checked.kind === "record" && signatures?.signed(checked.path) === true)
            checked.signature = (0,_ledger_reader_thread_js__WEBPACK_IMPORTED_MODULE_5__/* .signatureText */ .gs)(dir, checked.path);
        checker.take(checked);
        if (checked.kind !== "record")
            return;
        signatures?.take(checked);
        if (records.workspaces.has(checked.link.workspace))
            records.take(checked.path, checked.sha256, file.bytes);
    });
}
/**
 * How many readers `cores` cores get: none on one (read in this thread), at most MAX_READERS; a
 * core fewer when they wait on the taker's thread (RecordsTaker.readersWait), which then has a core
 * of its own (at 100,000 signed records the handover peaked 21 to 37 MB lower: docs/performance.md).
 */
function readersFor(cores, readersWait = false) {
    return cores <= 1 ? 0 : Math.min(readersWait ? cores - 1 : cores, MAX_READERS);
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
/**
 * checkLedgerFiles with `readers`, whatever the cores; they are closed once it is done. A taker
 * the readers wait on (RecordsTaker.readersWait) reads a batch itself when the one it takes next is
 * still being read, rather than wait: at 100,000 signed records `evidence handover`'s one reader
 * was its critical path while the judging thread waited on it (issue 99).
 */
async function checkWithReaders(readers, dir, paths, checker, records = NO_RECORDS, signatures) {
    const requests = new BatchRequests(paths, records, signatures);
    // The batches sent (or read here) and not yet taken, in order: each let go once taken; and how
    // many of them were sent (see BATCHES_PER_READER).
    const outstanding = [];
    let sentOut = 0;
    const here = records.readersWait ? new _ledger_reader_thread_js__WEBPACK_IMPORTED_MODULE_5__/* .BatchReading */ .bx(dir) : undefined;
    /**
     * Sends the next batch while the readers have fewer than their share out (BATCHES_PER_READER)
     * and files are left. Batches read here are not in that share: in it, each would leave a reader
     * one fewer to read. A batch sent after every take, unchecked, was one more for each read here:
     * at 100,000 signed records the handover had 505 out, their answers waiting in memory.
     */
    const send = () => {
        if (sentOut === readers.count * BATCHES_PER_READER)
            return false;
        const request = requests.next();
        if (request === undefined)
            return false;
        const batch = { answer: readers.ask(request), settled: false, sent: true };
        const settle = () => {
            batch.settled = true;
        };
        batch.answer.then(settle, settle);
        outstanding.push(batch);
        sentOut++;
        return true;
    };
    try {
        while (send())
            ;
        for (let taken = outstanding.shift(); taken !== undefined; taken = outstanding.shift()) {
            if (taken.sent)
                sentOut--;
            const asked = performance.now();
            const readHere = here !== undefined && (await stillRead(taken));
            if (readHere) {
                // The batch after the last sent, read here (its carried files too, when the readers would
                // have parsed them) and taken at its turn.
                const request = requests.next();
                if (request !== undefined)
                    outstanding.push({
                        answer: Promise.resolve(here.read(request)),
                        settled: true,
                        sent: false,
                    });
            }
            const result = await taken.answer;
            // A reader behind is not given the carried files' parsing too.
            requests.carriedAhead = !readHere && parsesAhead(records, performance.now() - asked);
            send();
            const found = (0,_ledger_reader_thread_js__WEBPACK_IMPORTED_MODULE_5__/* .batchFound */ .TN)(result);
            for (const checked of checkedOf(found, result.besides)) {
                checker.take(checked);
                if (checked.kind === "record")
                    signatures?.take(checked);
            }
            takeRecords(result, found, records);
            if (result.failed !== undefined)
                throw Object.assign(new Error(result.failed.message), { code: result.failed.code });
        }
    }
    finally {
        await readers.close();
    }
}
/** The walk's batches in name order, each request as a reader (or the taker's thread) reads it. */
class BatchRequests {
    #files;
    #bytesOf;
    #signatures;
    #numbered = 0;
    /** Whether the next batches' carried files are parsed by who reads them (parsesAhead). */
    carriedAhead = false;
    constructor(paths, records, signatures) {
        this.#files = paths[Symbol.iterator]();
        this.#bytesOf = [...records.workspaces];
        this.#signatures = signatures;
    }
    /** The next batch's request, if any files are left. */
    next() {
        const batch = nextBatch(this.#files);
        if (batch.length === 0)
            return undefined;
        const signatures = this.#signatures;
        return {
            batch: this.#numbered++,
            paths: batch,
            ...(signatures === undefined
                ? {}
                : { signed: batch.map((path) => signatures.signed(path)), keys: signatures.keys() }),
            carriedAhead: this.carriedAhead,
            bytesOf: this.#bytesOf,
        };
    }
}
/**
 * Whether the batch is still being read once what has come in is taken in (a reader's answer
 * waits in the event loop while this thread works: setImmediate lets it be handled first).
 */
async function stillRead(batch) {
    if (batch.settled)
        return false;
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setImmediate)();
    return !batch.settled;
}
/**
 * How long, in milliseconds, the taker's thread may wait for a batch and still be behind the
 * readers: a batch back already reaches it within microseconds, one still read in milliseconds.
 */
const TAKER_BEHIND_MS = 1;
/**
 * Whether the readers parse ahead the files the next batch's records carry: for a taker they wait
 * on (RecordsTaker.readersWait) while it is behind them (it did not wait `waitedMs` for the last
 * batch). Else it would wait on readers busy with its work: with one reader on 2 cores that made
 * the reader the handover's critical path (issue 99); the taker parses what it is not handed.
 */
function parsesAhead(records, waitedMs) {
    return records.readersWait && waitedMs < TAKER_BEHIND_MS;
}
/** The files a batch checked, each listing with its bytes again. */
function checkedOf({ files }, besides) {
    let beside = 0;
    for (const file of files)
        if (file.kind === "beside")
            file.bytes = (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__/* .itemOrThrow */ .Tp)(besides, beside++, "the listings");
    return files;
}
/**
 * Each record a batch handed back the bytes of, to `records`, in order; then the batch's buffer is
 * let go (detached), which makes each view of it empty. Left to the garbage collector, a buffer
 * outlived its batch: the message that brought it is promoted while the batch is judged, and its
 * memory, outside the heap, came back only at the next full collection, and its pressure brought
 * collections on. At 100,000 signed records, alternated over six rounds, the handover peaked at
 * 383 to 402 MiB against 387 to 413, with 57.2 to 61.8 s of CPU against 61.9 to 64.1.
 */
function takeRecords({ bytes, carried }, { records: taken }, records) {
    const carriedAt = new Map(carried.map(({ at, reads }) => [at, reads]));
    let start = 0;
    for (const [at, { path, sha256, end }] of taken.entries()) {
        records.take(path, sha256, new Uint8Array(bytes, start, end - start), carriedAt.get(at));
        start = end;
    }
    bytes.transfer(0);
}


/***/ }),

/***/ 15791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ SignatureCheckers),
/* harmony export */   serveSignatureChecks: () => (/* binding */ serveSignatureChecks)
/* harmony export */ });
/* unused harmony export IN_THREAD_SIGNATURES */
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42535);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65032);
/* harmony import */ var _batch_workers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59454);
/* harmony import */ var _ledger_readers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36582);





/** Signatures per batch: enough that a message's cost is small beside verifying them. */
const BATCH_SIGNATURES = 256;
/**
 * Fewer signatures than this are left to the judge's own thread: each checker is an isolate that
 * loads the bundle, about half a second, after which two check about 8,800 a second where the
 * judge checks 4,400, so below about 4,400 the judge is done first. The readers leave a few
 * hundred when a rotation's key becomes known (the batches they had in hand: 387 at 100,000
 * signed records), and more when reading the declaration that names it waits on a busy machine:
 * past 2,048 two checkers were started at the end of `evidence handover`'s reading, its peak, and
 * raised it by 20 MB (issue 99).
 */
const IN_THREAD_SIGNATURES = 16 * BATCH_SIGNATURES;
/** Batches sent and not yet answered, per checker: each has the next one while its last is read. */
const BATCHES_PER_CHECKER = 4;
/** The checker threads of one reading; close them when it is done. */
class SignatureCheckers {
    #entry;
    #count;
    /** Started with the first batch: each loads the bundle, which costs more than a few signatures. */
    #checkers;
    #sent = 0;
    /**
     * Checkers started from `entry` (the bin entry's URL), one per core, four at most; undefined
     * without an entry (a command run in process) or on one core: the judge then verifies in its
     * own thread.
     */
    static start(entry, cores) {
        const count = (0,_ledger_readers_js__WEBPACK_IMPORTED_MODULE_3__/* .readersFor */ .OP)(cores);
        return entry === undefined || count === 0 ? undefined : new SignatureCheckers(entry, count);
    }
    constructor(entry, count) {
        this.#entry = entry;
        this.#count = count;
    }
    /** The checker threads, started the first time they are asked for. */
    #started() {
        const role = { role: "signature-checker" };
        this.#checkers ??= new _batch_workers_js__WEBPACK_IMPORTED_MODULE_2__/* .BatchWorkers */ .W(this.#entry, this.#count, { workerData: role }, "a signature checker");
        return this.#checkers;
    }
    /**
     * `entries` with the verdict of each signature file (SignedEntry.verifiedBy) over `keys`, every
     * key the judge may ask of them; an entry without one is as it was. Walked as `entries` is, once
     * here and once each time the result is: a workspace's 30,000 entries, held whole, stood on the
     * heap of `evidence handover` at its peak (issue 99).
     */
    async verifyAhead(entries, keys) {
        const spkis = [...new Set(keys.map(_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .keySpki */ .bg))];
        // A signature verified as it was read (ledger-readers.ts) keeps its verdict: no other key
        // verifies it (signatureVerdict with "the named key").
        const signed = [];
        let index = 0;
        for (const entry of entries) {
            if (entry.signature !== undefined && entry.verifiedBy === undefined)
                signed.push({ index, sha256: entry.sha256, text: entry.signature });
            index++;
        }
        if (signed.length < IN_THREAD_SIGNATURES)
            return entries;
        const verdicts = new Map();
        const answers = [];
        let next = 0;
        const send = () => {
            if (next >= signed.length)
                return false;
            const part = signed.slice(next, next + BATCH_SIGNATURES);
            answers.push({ answer: this.#post(spkis, part), from: next });
            next += part.length;
            return true;
        };
        while (answers.length < this.#count * BATCHES_PER_CHECKER && send())
            ;
        for (let taken = 0; taken < answers.length; taken++) {
            const { answer, from } = (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .itemOrThrow */ .Tp)(answers, taken, "the batches sent");
            const { verdicts: answered } = await answer;
            send();
            answered.forEach((verdict, offset) => {
                verdicts.set((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .itemOrThrow */ .Tp)(signed, from + offset, "the signatures sent").index, verdict);
            });
        }
        return {
            *[Symbol.iterator]() {
                let at = 0;
                for (const entry of entries) {
                    // A verdict of null (no key verified it) is one too.
                    const verdict = verdicts.get(at++);
                    yield verdict === undefined ? entry : { ...entry, verifiedBy: verdict };
                }
            },
        };
    }
    /** Sends one batch to the next checker in turn; its answer. */
    #post(keys, part) {
        const signatures = part.map(({ sha256, text }) => ({ sha256, text }));
        return this.#started().ask({ batch: this.#sent++, keys, signatures });
    }
    async close() {
        await this.#checkers?.close();
    }
}
/** A checker: answers each batch it is sent with each signature's verdict. */
function serveSignatureChecks() {
    // A worker always has its parent's port.
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    if (port === null)
        throw new Error("serveSignatureChecks runs in a checker thread only");
    const keys = new _core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .KeyRing */ .qB();
    port.on("message", ({ batch, keys: spkis, signatures }) => {
        const tried = keys.of(spkis);
        const verdicts = signatures.map(({ sha256, text }) => (0,_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .signatureVerdict */ .Cf)(tried, sha256, text));
        port.postMessage({ batch, verdicts });
    });
}


/***/ })

};
