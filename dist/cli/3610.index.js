export const id = 3610;
export const ids = [3610];
export const modules = {

/***/ 3658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ VERIFIED_HEAD_SUFFIX),
/* harmony export */   N8: () => (/* binding */ SignedRecordsDigest),
/* harmony export */   W5: () => (/* binding */ VERIFIED_HEAD_FORMAT),
/* harmony export */   dh: () => (/* binding */ trustedRecordsOf),
/* harmony export */   fh: () => (/* binding */ declarationHistoryDigest),
/* harmony export */   pb: () => (/* binding */ verifiedHeadParts),
/* harmony export */   pl: () => (/* binding */ headBindingProblem),
/* harmony export */   uF: () => (/* binding */ parseVerifiedHead),
/* harmony export */   vM: () => (/* binding */ declarationsReadProblem)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17994);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
// The verified head `evidence verify --ledger-declaration --repository` leaves for the auditor's
// later commands (`obligations`, `evidence populations`, `evidence report`): verify once, judge
// many, as a Certificate Transparency monitor keeps the tree head it verified and checks only what
// was appended since. The head says which record of each workspace verify reached with every
// record through it signed by a key of the cip-ledger.yaml in force before it, and binds that to
// what the verdict rested on: the tool that judged (its version), the declaration given (the
// SHA-256 of --ledger-declaration's text), and the declarations read from --repository (each
// commit read and the SHA-256 of its cip-ledger.yaml, with one digest over them). A later command
// re-hashes the whole chain as it always does, so a record changed before the head breaks the
// chain or the head's own SHA-256; checks with the head only that nothing it binds differs; and
// checks every record after it exactly as verify would, resuming the keys-in-force walk from the
// state the head holds (in force, the genesis, the first signed record). Anything that differs
// refuses the head, with why, and every signature is checked again (fail closed).
//
// Not a ledger checkpoint (core/checkpoint/): a checkpoint is the writer's fold kept inside the
// ledger, vouched for by its record and its commit; the head is the auditor's own note of a check
// made on their machine, outside the ledger, which nothing in the ledger vouches for. Pure.



/** The head file's format: a head of another format is refused, never read. */
const VERIFIED_HEAD_FORMAT = 1;
/** The file name suffix of the default head beside --dir: `<dir>.verified-head.json`. */
const VERIFIED_HEAD_SUFFIX = ".verified-head.json";
const SHA256 = /^[0-9a-f]{64}$/;
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const headSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(VERIFIED_HEAD_FORMAT),
    tool_version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    verified_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    records: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().nonnegative(),
    workspaces: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        workspace: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
        path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().startsWith("records/"),
        sequence: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive(),
        sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA256),
        records: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive(),
        in_force: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ sequence: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive(), commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).nullable(),
        genesis: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        first_signed: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive().nullable(),
        signed_sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA256),
        records_sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]*$/),
    })),
    declaration: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA256),
        history_sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA256),
        read: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
            commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(COMMIT),
            sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(SHA256).nullable(),
        })),
    }),
});
/** One digest over the declarations read, whatever the order they were read in. */
function declarationHistoryDigest(read) {
    const lines = read.map(({ commit, sha256 }) => `${commit} ${sha256 ?? "none"}\n`).sort();
    return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(Buffer.from(`cip-sync declarations read v1\n${lines.join("")}`));
}
/**
 * One digest over the paths of the records that have a signature file beside them, in order: fed
 * a path at a time as the ledger's listing goes by, where the text of a workspace's 30,000 paths
 * (2 MB, and its bytes again), then the paths themselves, stood on the heap of a reading at its
 * peak, beside every record's state.
 */
class SignedRecordsDigest {
    #hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update("cip-sync signed records v1\n");
    add(path) {
        this.#hash.update(`${path}\n`);
    }
    digest() {
        return this.#hash.digest("hex");
    }
}
/** How JSON writes a workspace's records_sha256 when it is empty (verifiedHeadParts). */
const NO_RECORDS_SHA256 = '"records_sha256": ""';
/**
 * The head's file text (JSON indented by 2, and a newline) in parts, for a file written a part at
 * a time: each workspace's records_sha256 (64 hex digits a record, 2 MB for 30,000) a part of its
 * own, the rest as JSON writes the head without them. Written whole, the text and its bytes stood
 * on the heap of a reading at its peak, beside every record's state (issue 99). Only a key's
 * quotes are bare in JSON's text, so the n-th match of NO_RECORDS_SHA256 is the n-th workspace's.
 */
function* verifiedHeadParts(head) {
    const without = head.workspaces.map((workspace) => ({ ...workspace, records_sha256: "" }));
    const text = JSON.stringify({ ...head, workspaces: without }, null, 2);
    let at = 0;
    for (const { records_sha256 } of head.workspaces) {
        // Between the field's quotes.
        const value = text.indexOf(NO_RECORDS_SHA256, at) + NO_RECORDS_SHA256.length - 1;
        yield text.slice(at, value);
        // Hex digits, which JSON writes as they are (parseVerifiedHead refuses any other).
        yield records_sha256;
        at = value;
    }
    yield `${text.slice(at)}\n`;
}
/** The head `text` holds; why it holds none this version reads, worded to follow "it". */
function parseVerifiedHead(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { problem: "is not JSON" };
    }
    const format = value?.format;
    if (format !== VERIFIED_HEAD_FORMAT)
        return {
            problem: `is of format ${String(format)}, and this version reads format ${VERIFIED_HEAD_FORMAT}`,
        };
    const parsed = headSchema.safeParse(value);
    if (!parsed.success)
        return { problem: "is not a verified head this version reads" };
    const head = parsed.data;
    if (declarationHistoryDigest(head.declaration.read) !== head.declaration.history_sha256)
        return { problem: "holds a digest of the declarations read that is not theirs" };
    if (head.workspaces.reduce((sum, { records }) => sum + records, 0) !== head.records)
        return { problem: "counts other records than its workspaces' heads" };
    if (head.workspaces.some((at) => at.records_sha256.length !== at.records * 64))
        return { problem: "holds another number of records' SHA-256 than it counts" };
    return head;
}
/**
 * Whether a record file's SHA-256 is one of those `head` lists: undefined when `head` is none this
 * build reads or another build verified (then every record is held to the schema again). The
 * schema's verdict on a file is its bytes' and the build's alone, so whatever else the head binds
 * (the declaration, the repository) is not asked here.
 */
function trustedRecordsOf(text, toolVersion) {
    const head = parseVerifiedHead(text);
    if ("problem" in head || head.tool_version !== toolVersion)
        return undefined;
    const verified = new DigestSet(head.workspaces.map(({ records_sha256: hashes }) => hashes));
    return (sha256) => verified.has(sha256);
}
/**
 * SHA-256 digests held as their 32 bytes each, end to end in one buffer, and found by an
 * open-addressed table of their first four bytes (uniform, as a digest's are): at 100,000 records
 * 4 MB, where a set of their hex strings (each a slice of the head's text, which it kept whole)
 * held some 12 MB through a judging command's whole reading. Given and asked as lowercase hex (the
 * head's are checked to be: parseVerifiedHead), so a digest is found exactly when its text is.
 */
class DigestSet {
    #digests;
    /** Each slot: a digest's index plus one, or 0 where empty; at most half full. */
    #slots;
    #mask;
    /** `hexes`: digests end to end, 64 hex digits each. */
    constructor(hexes) {
        this.#digests = Buffer.from(hexes.join(""), "hex");
        const count = this.#digests.length / 32;
        let size = 2;
        while (size < count * 2)
            size *= 2;
        this.#slots = new Uint32Array(size);
        this.#mask = size - 1;
        for (let index = 0; index < count; index++) {
            let slot = this.#digests.readUInt32BE(index * 32) & this.#mask;
            while (this.#slots[slot] !== 0)
                slot = (slot + 1) & this.#mask;
            this.#slots[slot] = index + 1;
        }
    }
    has(sha256) {
        const digest = Buffer.from(sha256, "hex");
        if (digest.length !== 32)
            return false;
        for (let slot = digest.readUInt32BE(0) & this.#mask;; slot = (slot + 1) & this.#mask) {
            const entry = this.#slots[slot] ?? 0;
            if (entry === 0)
                return false;
            const at = (entry - 1) * 32;
            if (this.#digests.compare(digest, 0, 32, at, at + 32) === 0)
                return true;
        }
    }
}
/**
 * Why `head` does not bind this reading, before the ledger is read: another build, another
 * --ledger-declaration; undefined when neither differs.
 */
function headBindingProblem(head, reading) {
    if (head.tool_version !== reading.toolVersion)
        return `it was verified by cip-sync ${head.tool_version}, and this is ${reading.toolVersion}: a head binds the build that checked it`;
    if (head.declaration.sha256 !== reading.declarationSha256)
        return "it was verified with another --ledger-declaration (its text's SHA-256 differs)";
    return undefined;
}
/**
 * Why the declarations read from --repository now (`texts`, at the head's commits) are not those
 * the head was verified with; undefined when each is.
 */
function declarationsReadProblem(head, texts) {
    for (const { commit, sha256 } of head.declaration.read) {
        const text = texts.get(commit);
        const now = text === undefined ? null : (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(Buffer.from(text));
        if (now !== sha256)
            return `the cip-ledger.yaml --repository holds at commit ${commit} is not the one it was verified with (${sha256 === null ? "there was none" : `SHA-256 ${sha256}`}, now ${now === null ? "none" : `SHA-256 ${now}`})`;
    }
    return undefined;
}


/***/ }),

/***/ 90833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ folderNames),
/* harmony export */   Q$: () => (/* binding */ walkLedgerDirectory),
/* harmony export */   QN: () => (/* binding */ ledgerPathsNewestFirst),
/* harmony export */   T9: () => (/* binding */ listedOnce),
/* harmony export */   ok: () => (/* binding */ recordPathOf),
/* harmony export */   w1: () => (/* binding */ readFromLedger),
/* harmony export */   y0: () => (/* binding */ visitLedgerFiles),
/* harmony export */   yJ: () => (/* binding */ mapBounded)
/* harmony export */ });
/* unused harmony export heldListing */
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
/** Paths a held listing joins into one string (heldListing). */
const PATHS_JOINED = 4_096;
/**
 * The most characters a held path is written as sharing with the one before: what it shares is
 * written as one character, its code one more (never NUL), kept within one byte.
 */
const MOST_SHARED = 254;
/**
 * The paths `walked` lists (walkLedgerDirectory's listing of every file), listed once and held,
 * given back in the same order each time they are iterated. Held as strings of PATHS_JOINED paths
 * each, joined by NUL (which no file's name holds), each path written as how many characters it
 * shares with the one before and the rest (a record's signature file after it: ".sig"). At
 * 100,000 signed records the ledger's 200,000 paths held 27 MB of `evidence handover`'s judging
 * heap as strings in an array, 14 MB joined whole, and about 4 MB so, through its whole reading,
 * where its peak is (issue 99). Given back, each path is made again from the one before.
 */
function heldListing(walked) {
    const joined = [];
    let written = [];
    let previous = "";
    for (const path of walked) {
        // The walk lists file names, which hold no NUL.
        if (path.includes("\0"))
            throw new Error(`heldListing: ${JSON.stringify(path)} holds a NUL`);
        let shared = 0;
        const most = Math.min(MOST_SHARED, path.length, previous.length);
        while (shared < most && path.charCodeAt(shared) === previous.charCodeAt(shared))
            shared++;
        written.push(`${String.fromCharCode(shared + 1)}${path.slice(shared)}`);
        previous = path;
        if (written.length === PATHS_JOINED) {
            joined.push(written.join("\0"));
            written = [];
        }
    }
    if (written.length > 0)
        joined.push(written.join("\0"));
    return {
        *[Symbol.iterator]() {
            let path = "";
            for (const text of joined)
                for (let start = 0; start < text.length;) {
                    const end = text.indexOf("\0", start);
                    const after = end === -1 ? text.length : end;
                    path = `${path.slice(0, text.charCodeAt(start) - 1)}${text.slice(start + 1, after)}`;
                    yield path;
                    start = after + 1;
                }
        },
    };
}
/**
 * `walked`'s listing of every file, listed once and held (heldListing); a folder's (`under`), or
 * the files from a path on, walked when asked. Verify reads the whole listing five times (the
 * checkpoints, the signatures, the chain check, the writer's check, the head), and walking 190,000
 * files cost its thread about 0.4 s each time; the handover's first pass reads it once more.
 */
function listedOnce(walked) {
    const listed = heldListing(walked());
    return (under, from) => under === undefined && from === undefined ? listed : walked(under, from);
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
/* harmony import */ var _core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36968);
/* harmony import */ var _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25065);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90833);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91864);
/* harmony import */ var _verified_head_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(99144);
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
 * what reading it here throws. With `from`, only its workspace's files from its record on. A record
 * file whose SHA-256 the verified head at `head` lists is hashed, parsed and chained, not held to
 * the schema again: this build found those bytes valid (knownRecords).
 */
async function verifyLedger(root, paths, entry, visit, from, head) {
    if (entry !== undefined && (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)() > 1)
        return verifyInThread(entry, { root, from, head }, visit);
    const checker = checkerOf(from, visit, head);
    (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_4__/* .visitLedgerFiles */ .y0)(root, pathsOf(paths, from), (file) => checker.add(file));
    return checker.result().breaks;
}
function checkerOf(from, visit, head) {
    const known = head === undefined ? undefined : (0,_verified_head_file_js__WEBPACK_IMPORTED_MODULE_6__/* .knownRecords */ .Wp)(head);
    if (from === undefined)
        return new _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_3__/* .LedgerChecker */ .X({ keepRecords: false, visit, known });
    const { workspace, through, inForce } = from;
    return new _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_3__/* .LedgerChecker */ .X({
        keepRecords: false,
        visit,
        from: { workspace, through, inForce },
        known,
    });
}
function pathsOf(paths, from) {
    return from === undefined ? paths() : paths(`${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .RECORDS_DIR */ .v7}/${from.workspace}`, from.path);
}
/** verifyLedger in a verification thread. */
function verifyInThread(entry, { root, from, head }, visit) {
    const out = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const counter = new Int32Array(out);
    const data = { role: "ledger-verifier", root, from, head, out };
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
    const { root, from, head, out } = node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.workerData;
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
        const checker = checkerOf(from, ({ sha256 }) => (hashed = sha256), head);
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


/***/ }),

/***/ 99144:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GD: () => (/* binding */ headPlace),
/* harmony export */   Ke: () => (/* binding */ HeadsVerified),
/* harmony export */   MC: () => (/* binding */ writeVerifiedHead),
/* harmony export */   Wp: () => (/* binding */ knownRecords),
/* harmony export */   k9: () => (/* binding */ resumeFromHead)
/* harmony export */ });
/* unused harmony export recordsThrough */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13754);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91864);
/* harmony import */ var _core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3658);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67154);
/* harmony import */ var _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(62823);
/* harmony import */ var _checkout_git_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(54917);
// Where the verified head lives and how a reading takes it (core/evidence/chain/verified-head.ts
// says what it binds). `evidence verify --ledger-declaration --repository` writes it once every
// record verified; `obligations`, `evidence populations` and `evidence report` given the same
// flags read it, check it against what they read (the build, the declaration given, the
// declarations --repository holds at the commits it names, each workspace's head record among the
// files with the SHA-256 and the count of records through it), and check the signatures of the
// records after it only. The file is --verified-head, else `<dir>.verified-head.json` beside the
// ledger --dir names (beside the bundle, or beside the clone's folder): outside the evidence
// branch's files, which no commit of it can change. A head that does not bind the reading is
// refused, with why, and every signature is checked (fail closed): never a head that does not
// match.










/**
 * The head's file: --verified-head (`flag`) when given, else `<dir>.verified-head.json` beside
 * the ledger `dir` names (the --dir given, the bundle's path for a bundle).
 */
function headPlace(cwd, dir, flag) {
    if (flag !== undefined)
        return { given: flag, file: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, flag) };
    const ledger = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, dir);
    const file = `${ledger}${_core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .VERIFIED_HEAD_SUFFIX */ .Gw}`;
    const given = dir.replace(/[/\\]+$/, "");
    return {
        given: `${given === "." || given === "" ? ledger : given}${_core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .VERIFIED_HEAD_SUFFIX */ .Gw}`,
        file,
    };
}
/**
 * The head at `reading.place`, checked against the reading: the record files `paths` (every file
 * of the ledger read, in name order, those passed over left out) and the declarations --repository
 * holds; why it is refused where anything it binds differs or it cannot be read.
 */
async function resumeFromHead(reading, root, paths) {
    const { place } = reading;
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(place.file, "utf8");
    }
    catch (error) {
        const code = error.code;
        return {
            refusal: code === "ENOENT"
                ? `there is none at ${place.given} (evidence verify with the same --ledger-declaration and --repository writes it)`
                : `${place.given} cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .g)(error)})`,
        };
    }
    const head = (0,_core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .parseVerifiedHead */ .uF)(text);
    if ("problem" in head)
        return { refusal: `${place.given} ${head.problem}` };
    const bound = (0,_core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .headBindingProblem */ .pl)(head, {
        toolVersion: _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .wr,
        declarationSha256: reading.declarationSha256,
    });
    if (bound !== undefined)
        return { refusal: bound };
    const ledger = await ledgerProblem(head, root, paths);
    if (ledger !== undefined)
        return { refusal: ledger };
    const read = await (0,_checkout_git_js__WEBPACK_IMPORTED_MODULE_8__/* .fileAtCommits */ .e)(reading.repository, _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS, head.declaration.read.map(({ commit }) => commit));
    if ("gitSaid" in read)
        return { refusal: `--repository cannot be read (git: ${read.gitSaid})` };
    if ("missing" in read)
        return {
            refusal: `--repository does not hold commit ${read.missing.join(", ")}, whose ${_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS} it was verified with`,
        };
    const declarations = (0,_core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .declarationsReadProblem */ .vM)(head, read.texts);
    if (declarations !== undefined)
        return { refusal: declarations };
    const heads = head.workspaces.map(({ workspace, sequence }) => `#${sequence} of ${workspace}`);
    return {
        from: new Map(head.workspaces.map(({ records_sha256: _hashes, ...resumed }) => [
            resumed.workspace,
            resumed,
        ])),
        said: `Signatures checked from the verified head ${place.given} on: evidence verify checked every record through ${heads.join(", ") || "none"} (${head.records} records, at ${head.verified_at}) with this build, this --ledger-declaration and the declarations --repository holds; every record was hashed and chained again (those it lists not held to the schema again), and each one after it checked as verify checks it. --from-start checks every signature and every record's schema.\n`,
    };
}
/**
 * Each workspace's records through its record at `through` (every one where it names none): how
 * many there are, the digest of the paths of those with a signature file beside them
 * (SignedRecordsDigest), and whether it was found. `paths`: every file of the ledger, in name order.
 */
function recordsThrough(paths, through) {
    const counting = new Map();
    for (const workspace of through.keys())
        counting.set(workspace, { records: 0, signed: new _core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .SignedRecordsDigest */ .N8(), found: false });
    for (const { path, workspace, signed } of (0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__/* .recordsListed */ .q)(paths)) {
        const count = counting.get(workspace);
        if (count === undefined || count.found)
            continue;
        count.records++;
        if (signed)
            count.signed.add(path);
        if (through.get(workspace) === path)
            count.found = true;
    }
    return new Map([...counting].map(([workspace, { records, signed, found }]) => [
        workspace,
        { records, signed: signed.digest(), found },
    ]));
}
/**
 * Why the ledger's files are not those the head was verified on: a workspace's head record is not
 * among them, is not the record it names (its SHA-256, its sequence), another number of records
 * comes to it, or other records through it have a signature file. The chain, checked by the
 * reading, binds every record before it to its SHA-256.
 */
async function ledgerProblem(head, root, paths) {
    const counted = recordsThrough(paths, new Map(head.workspaces.map(({ workspace, path }) => [workspace, path])));
    for (const at of head.workspaces) {
        const what = `record #${at.sequence} of workspace ${at.workspace} (${at.path})`;
        const count = counted.get(at.workspace);
        if (count?.found !== true)
            return `its ${what} is not in the ledger`;
        if (count.records !== at.records)
            return `${count.records} record(s) of workspace ${at.workspace} come to its ${what}, not ${at.records}`;
        if (count.signed !== at.signed_sha256)
            return `other records of workspace ${at.workspace} through its ${what} have a signature file beside them than when it was verified`;
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, at.path)).catch(() => undefined);
        if (bytes === undefined || (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_6__/* .sha256Hex */ .fg)(bytes) !== at.sha256)
            return `its ${what} is not the one it was verified on (its SHA-256 differs)`;
        if (sequenceOf(bytes) !== at.sequence)
            return `its ${what} has another sequence`;
    }
    return undefined;
}
function sequenceOf(bytes) {
    try {
        return JSON.parse(bytes.toString("utf8")).sequence;
    }
    catch {
        return undefined;
    }
}
/** The heads verify reaches, workspace by workspace, as its check judges them. */
class HeadsVerified {
    #walked = new Map();
    #last = new Map();
    /** A workspace's keys-in-force check ended with `walked`. */
    walked(workspace, walked) {
        this.#walked.set(workspace, walked);
    }
    /**
     * A workspace's last record judged, with no problem found, by a check of every record of it
     * (verify's: no verified head to resume from), which gives the digest of those signed.
     */
    judged(workspace, last) {
        const { signed } = last;
        if (signed === undefined)
            throw new Error(`HeadsVerified: workspace ${workspace} was not judged from its first record`);
        this.#last.set(workspace, { ...last, signed });
    }
    /** The head of every workspace judged, verified with `declarationSha256` at `at`. */
    head(declarationSha256, at, digestsHexOf) {
        const workspaces = [];
        const read = new Map();
        for (const [workspace, last] of this.#last) {
            const walked = this.#walked.get(workspace);
            if (walked === undefined)
                continue;
            for (const [commit, text] of walked.read)
                read.set(commit, text === undefined ? null : (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_6__/* .sha256Hex */ .fg)(Buffer.from(text)));
            workspaces.push({
                workspace,
                path: last.path,
                sequence: last.entry.sequence,
                sha256: last.entry.sha256,
                records: last.records,
                in_force: walked.inForce,
                genesis: walked.genesis ?? null,
                first_signed: walked.firstSigned ?? null,
                signed_sha256: last.signed,
                records_sha256: digestsHexOf(workspace),
            });
        }
        const declarationsRead = [...read]
            .map(([commit, sha256]) => ({ commit, sha256 }))
            .sort((a, b) => (a.commit < b.commit ? -1 : a.commit > b.commit ? 1 : 0));
        return {
            format: _core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .VERIFIED_HEAD_FORMAT */ .W5,
            tool_version: _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .wr,
            verified_at: at.toISOString(),
            records: workspaces.reduce((sum, { records }) => sum + records, 0),
            workspaces,
            declaration: {
                sha256: declarationSha256,
                history_sha256: (0,_core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .declarationHistoryDigest */ .fh)(declarationsRead),
                read: declarationsRead,
            },
        };
    }
}
/**
 * The record files the head at `file` lists as this build found them valid (trustedRecordsOf);
 * undefined where there is none, or it cannot be read or was verified by another build.
 */
function knownRecords(file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, "utf8");
    }
    catch {
        return undefined;
    }
    return (0,_core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .trustedRecordsOf */ .dh)(text, _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .wr);
}
/** Writes `head` at `place`, whole or not at all (a temporary file renamed over it). */
async function writeVerifiedHead(place, head) {
    const temporary = `${place.file}.${process.pid}.tmp`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, (0,_core_evidence_chain_verified_head_js__WEBPACK_IMPORTED_MODULE_5__/* .verifiedHeadParts */ .pb)(head));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, place.file);
}


/***/ })

};
