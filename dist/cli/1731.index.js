export const id = 1731;
export const ids = [1731];
export const modules = {

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

/***/ 38871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ textBatches),
/* harmony export */   k: () => (/* binding */ BATCH_CHARACTERS)
/* harmony export */ });
// Text made in many small pieces (JSON written an item at a time, CSV a row at a time) joined into
// fewer, larger ones: a file is written in few calls, and a check made on each piece (the hidden
// characters' escape) is made on few, while little is held at once.
/** Size of the pieces textBatches gives: few writes, and little held at once. */
const BATCH_CHARACTERS = 64 * 1024;
/** `chunks` joined into pieces of about BATCH_CHARACTERS each, in order. */
function* textBatches(chunks) {
    let pending = [];
    let size = 0;
    for (const chunk of chunks) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= BATCH_CHARACTERS) {
            yield pending.join("");
            pending = [];
            size = 0;
        }
    }
    if (size > 0)
        yield pending.join("");
}


/***/ }),

/***/ 54917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   e: () => (/* binding */ fileAtCommits)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// Runs git in a directory and collects what it says: the one way this tool asks git anything
// (the evidence history of a clone, the facts of a checkout a CLI change record names); and one
// file at many commits of a clone (fileAtCommits), as `evidence verify --repository` reads the
// declarations in force before each record (core/evidence/chain/keys-in-force.ts): one
// `git cat-file --batch` for all of them, each commit asked twice, as a commit (`<id>^{commit}`)
// and for the file (`<id>:<path>`), so that a commit the clone lacks is told from a commit without
// the file: the one is a clone to fetch again, the other a fact.

/**
 * git `args` in `dir`, paths unquoted (core.quotePath=false). Rejects only when git cannot be
 * started; a failing git resolves with its code and standard error, for the caller to judge.
 */
function runGit(dir, args, bounds = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)("git", ["-C", dir, "-c", "core.quotePath=false", ...args], {
            stdio: ["pipe", "pipe", "pipe"],
            ...(bounds.timeoutMs === undefined ? {} : { timeout: bounds.timeoutMs }),
        });
        const out = [];
        const err = [];
        let outBytes = 0;
        let overflowed = false;
        child.stdout.on("data", (chunk) => {
            outBytes += chunk.length;
            if (bounds.maxStdoutBytes !== undefined && outBytes > bounds.maxStdoutBytes) {
                overflowed = true;
                child.kill();
                return;
            }
            out.push(chunk);
        });
        child.stderr.on("data", (chunk) => err.push(chunk));
        child.stdin.on("error", () => { }); // git may exit before reading all of it: its code says why.
        child.stdin.end(bounds.input ?? "");
        child.on("error", reject);
        child.on("close", (code) => {
            const stdout = Buffer.concat(out);
            resolve({
                code: overflowed ? null : code,
                stdout: stdout.toString("utf8"),
                stderr: Buffer.concat(err).toString("utf8"),
                ...(bounds.bytes === true ? { bytes: stdout } : {}),
            });
        });
    });
}
const COMMIT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const BATCH_BOUNDS = { timeoutMs: 120_000, maxStdoutBytes: 256 * 1024 * 1024, bytes: true };
/** `path` (from the repository's root) at each of `commits` in the clone `dir`. */
async function fileAtCommits(dir, path, commits) {
    // A commit id comes from a record: anything but hex is no commit, and never reaches git's input.
    const asked = [...new Set(commits)].filter((commit) => COMMIT_ID.test(commit));
    const missing = commits.filter((commit) => !COMMIT_ID.test(commit));
    const input = asked.map((commit) => `${commit}^{commit}\n${commit}:${path}\n`).join("");
    const answer = await runGit(dir, ["cat-file", "--batch"], { ...BATCH_BOUNDS, input });
    if (answer.code !== 0 || answer.bytes === undefined)
        return { gitSaid: answer.stderr.trim() || `git cat-file exited with ${answer.code}` };
    const objects = batchObjects(answer.bytes);
    const texts = new Map();
    asked.forEach((commit, index) => {
        if (objects[2 * index] === undefined)
            missing.push(commit);
        else
            texts.set(commit, objects[2 * index + 1]?.toString("utf8"));
    });
    return missing.length > 0 ? { missing: [...new Set(missing)] } : { texts };
}
/** Each object `cat-file --batch` gave, in the order asked: its bytes, undefined when missing. */
function batchObjects(bytes) {
    const objects = [];
    let at = 0;
    while (at < bytes.length) {
        const end = bytes.indexOf(0x0a, at);
        if (end === -1)
            break;
        // "<id> <type> <size>", or "<asked> missing" (or "ambiguous"): sizes count bytes.
        const header = bytes.subarray(at, end).toString("utf8").split(" ");
        const size = Number(header[2]);
        if (header.length !== 3 || !Number.isSafeInteger(size)) {
            objects.push(undefined);
            at = end + 1;
            continue;
        }
        objects.push(bytes.subarray(end + 1, end + 1 + size));
        at = end + 1 + size + 1;
    }
    return objects;
}


/***/ }),

/***/ 23628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X7: () => (/* binding */ checkReplaceable),
/* harmony export */   XD: () => (/* binding */ FileReplacement),
/* harmony export */   fR: () => (/* binding */ replaceFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38871);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.






/**
 * Writes `content` to `path` (creating its parent directories) without following a link there.
 * `mode`: the new file's permissions (default 0644 less the umask), e.g. those of the file replaced.
 */
async function replaceFile(path, content, options = {}) {
    refuseDirectory(path);
    const temporary = createTemporary(path);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, "r+");
        try {
            if (options.mode !== undefined)
                await handle.chmod(options.mode);
            if (typeof content === "string" || content instanceof Uint8Array)
                await handle.writeFile(content);
            // Written as made, a batch at a time: the whole content never stands in memory.
            else
                for (const batch of (0,_core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__/* .textBatches */ .S)(content))
                    await handle.write(batch);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
/** How many bytes of a file appended are copied at a time. */
const APPEND_BYTES = 1 << 20;
/**
 * A file replaced as replaceFile replaces it, its content written piece by piece as it is made,
 * synchronously (a pass over a ledger writes rows as it reads records, synchronously too), and put
 * in place only by `commit`; `abandon` leaves nothing behind. Pieces are written a batch at a time.
 */
class FileReplacement {
    #path;
    #temporary;
    #fd;
    #pending = [];
    #size = 0;
    constructor(path, temporary) {
        this.#path = path;
        this.#temporary = temporary;
        this.#fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, "r+");
    }
    /** Opened at once (created with O_EXCL beside `path`): rows are written as a pass makes them. */
    static open(path) {
        refuseDirectory(path);
        return new FileReplacement(path, createTemporary(path));
    }
    write(text) {
        this.#pending.push(text);
        this.#size += text.length;
        if (this.#size >= _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__/* .BATCH_CHARACTERS */ .k)
            this.#flush();
    }
    /** Writes what is pending, then the bytes of the file at `path` as they are. */
    append(path) {
        this.#flush();
        const fd = this.#open();
        const from = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, "r");
        try {
            const buffer = Buffer.allocUnsafe(APPEND_BYTES);
            for (let read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(from, buffer); read > 0; read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(from, buffer))
                for (let written = 0; written < read;)
                    written += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, buffer, written, read - written);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(from);
        }
    }
    /** Writes what is left, and puts the file in place. */
    async commit() {
        try {
            this.#flush();
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(this.#open());
            this.#close();
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(this.#temporary, this.#path);
        }
        catch (error) {
            await this.abandon();
            throw error;
        }
    }
    async abandon() {
        this.#close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(this.#temporary, { force: true });
    }
    /** Opened by the constructor and closed only by commit or abort, after which nothing writes. */
    #open() {
        return this.#fd ?? (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .missingEntry */ .Dj)("the replacement file, closed already,");
    }
    #flush() {
        if (this.#size === 0)
            return;
        const bytes = Buffer.from(this.#pending.join(""));
        const fd = this.#open();
        for (let written = 0; written < bytes.length;)
            written += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, written);
        this.#pending = [];
        this.#size = 0;
    }
    #close() {
        if (this.#fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(this.#fd);
        this.#fd = undefined;
    }
}
/**
 * Fails as replaceFile would, leaving nothing behind (parent directories it creates stay): for a
 * file written after the service was changed, whose loss a later error could not undo.
 */
async function checkReplaceable(path) {
    refuseDirectory(path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(createTemporary(path));
}
/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
function createTemporary(path) {
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(directory, { recursive: true });
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(directory, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.tmp`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, "wx", 0o644));
    return temporary;
}
/** A directory at the path would be replaced by nothing: the same error a write would give. */
function refuseDirectory(path) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
    }
    catch {
        // Nothing there, or no way to look: creating the temporary file says which.
        return;
    }
    if (stats.isDirectory()) {
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
            code: "EISDIR",
        });
    }
}


/***/ }),

/***/ 96009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readLedgerTokens),
/* harmony export */   S: () => (/* binding */ tokenLabel)
/* harmony export */ });
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90833);
/* harmony import */ var _timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75448);
// Reads the timestamp tokens of a ledger checkout: each `<record>.json.tsr` checked against the
// trusted TSA certificates (`--tsa-ca`) and its record's exact bytes. What the readings mean is
// decided in core/evidence/chain/evidence-timestamps.ts.



/** Tokens checked at once: each is a few signature checks, so this only bounds memory. */
const TOKEN_CONCURRENCY = 8;
/**
 * Each token's reading, by token path, among the ledger's `paths`; a token without its record
 * beside it is left out. `read` gives a file's bytes by path (from a checkout: readFromLedger).
 */
async function readLedgerTokens(paths, read, trusted) {
    const present = new Set(paths);
    const tokens = [...present].filter((path) => path.endsWith(_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg) && present.has(path.slice(0, -_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg.length)));
    const readings = await (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_1__/* .mapBounded */ .yJ)(tokens, TOKEN_CONCURRENCY, async (token) => {
        const [tokenBytes, record] = await Promise.all([
            read(token),
            read(token.slice(0, -_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg.length)),
        ]);
        return [token, await (0,_timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__/* .readTimestampToken */ .ai)(tokenBytes, record, trusted)];
    });
    return new Map(readings);
}
/**
 * A timestamped record's "<TSA>, <time>" for the audit report, from its token's bytes: what the
 * token states, not checked against any certificate (that is `evidence verify --tsa-ca`).
 */
function tokenLabel(token) {
    try {
        const { signed, info } = (0,_timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTimestampResponse */ .rO)(token);
        const facts = (0,_timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenFacts */ .XR)(signed, info);
        return `${facts.tsa}, ${facts.time.toISOString()}`;
    }
    catch {
        return "unreadable timestamp token (run evidence verify --tsa-ca)";
    }
}


/***/ }),

/***/ 75448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readPemCertificates),
/* harmony export */   E5: () => (/* binding */ timestampRequest),
/* harmony export */   XR: () => (/* binding */ tokenFacts),
/* harmony export */   ZD: () => (/* binding */ hexOf),
/* harmony export */   ai: () => (/* binding */ readTimestampToken),
/* harmony export */   rO: () => (/* binding */ parseTimestampResponse)
/* harmony export */ });
/* unused harmony exports SHA256_OID, TimestampTokenError */
/* harmony import */ var asn1js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84723);
/* harmony import */ var pkijs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29701);
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65032);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/chain/evidence-timestamps.ts.






const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const TIMESTAMPING_EKU = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const GRANTED = [pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.granted, pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.grantedWithMods];
const NAME_KEYS = {
    "2.5.4.3": "CN",
    "2.5.4.10": "O",
    "2.5.4.11": "OU",
    "2.5.4.6": "C",
    "2.5.4.7": "L",
    "2.5.4.8": "ST",
};
/** A token that cannot be read or does not answer the request; the message says why. */
class TimestampTokenError extends Error {
    name = "TimestampTokenError";
}
const bufferOf = (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
function hexOf(bytes) {
    return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");
}
/** A DN as "CN=…, O=…"; attribute types without a short name are left out. */
function formatName(name) {
    return name.typesAndValues
        .flatMap((entry) => {
        const key = NAME_KEYS[entry.type];
        const value = entry.value.valueBlock.value;
        return key === undefined || typeof value !== "string" ? [] : [`${key}=${value}`];
    })
        .join(", ");
}
/** The response's token, its SignedData and TSTInfo; throws TimestampTokenError when malformed. */
function parseTimestampResponse(der) {
    let response;
    try {
        response = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampResp */ .pAG.fromBER(bufferOf(der));
    }
    catch (error) {
        throw new TimestampTokenError(`not an RFC 3161 TimeStampResp (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
    const status = response.status.status;
    const failed = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value);
    if (!GRANTED.includes(status) || response.timeStampToken === undefined) {
        throw new TimestampTokenError(`the TSA refused the request (PKIStatus ${status}${failed.length === 0 ? "" : `: ${failed.join("; ")}`})`);
    }
    try {
        const signed = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .SignedData */ .dA6({ schema: response.timeStampToken.content });
        const content = signed.encapContentInfo.eContent;
        if (signed.encapContentInfo.eContentType !== pkijs__WEBPACK_IMPORTED_MODULE_2__/* .id_eContentType_TSTInfo */ .LT3 || !content) {
            throw new Error("the signed content is not a TSTInfo");
        }
        const info = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TSTInfo */ .YLc.fromBER(content.getValue());
        return { status, signed, info };
    }
    catch (error) {
        throw new TimestampTokenError(`the timestamp token is malformed (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
}
/** The facts a token states (not yet checked against any certificate). */
function tokenFacts(signed, info) {
    const { accuracy } = info;
    const accuracyMs = accuracy === undefined
        ? undefined
        : (accuracy.seconds ?? 0) * 1000 + (accuracy.millis ?? 0) + (accuracy.micros ?? 0) / 1000;
    const named = info.tsa?.type === 4 ? formatName(info.tsa.value) : "";
    const signer = signed.certificates?.find((certificate) => certificate instanceof pkijs__WEBPACK_IMPORTED_MODULE_2__/* .Certificate */ .usT);
    return {
        time: info.genTime,
        accuracyMs,
        tsa: named || (signer === undefined ? "unnamed TSA" : formatName(signer.subject)),
        imprintSha256: info.messageImprint.hashAlgorithm.algorithmId === SHA256_OID
            ? hexOf(info.messageImprint.hashedMessage.valueBlock.valueHexView)
            : `not SHA-256 (${info.messageImprint.hashAlgorithm.algorithmId})`,
    };
}
/** The certificates of a PEM file (`--tsa-ca`); throws naming `source` when there are none. */
function readPemCertificates(pem, source) {
    const blocks = [
        ...pem.matchAll(/-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g),
    ];
    if (blocks.length === 0) {
        throw new TimestampTokenError(`${source} holds no PEM certificate (-----BEGIN CERTIFICATE-----): give the certificate of the authority that issued the TSA's certificate`);
    }
    return blocks.map((block, index) => {
        try {
            const der = Buffer.from((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .matchGroup */ .x2)(block, 1, "the PEM certificate pattern").replace(/\s+/g, ""), "base64");
            return pkijs__WEBPACK_IMPORTED_MODULE_2__/* .Certificate */ .usT.fromBER(bufferOf(der));
        }
        catch (error) {
            throw new TimestampTokenError(`${source}: certificate ${index + 1} is not a valid X.509 certificate (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
        }
    });
}
/**
 * Reads a record's token and checks it: signed by a certificate that chains to `trusted` (at the
 * token's time) and carries the timestamping extended key usage, for the record's exact bytes.
 */
async function readTimestampToken(der, recordBytes, trusted) {
    let parsed;
    try {
        parsed = parseTimestampResponse(der);
    }
    catch (error) {
        return { valid: false, reason: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error) };
    }
    const facts = tokenFacts(parsed.signed, parsed.info);
    const sha256 = (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(recordBytes);
    if (facts.imprintSha256 !== sha256) {
        return { valid: false, reason: (0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .imprintMismatch */ .CH)(facts.imprintSha256, sha256) };
    }
    try {
        const result = await parsed.signed.verify({
            signer: 0,
            data: bufferOf(recordBytes),
            trustedCerts: trusted,
            checkChain: true,
            extendedMode: true,
        });
        if (result.signatureVerified !== true) {
            return { valid: false, reason: "the TSA's signature over the token does not verify" };
        }
        const problem = timestampingUsageProblem(result.signerCertificate ?? undefined);
        return problem === undefined ? { valid: true, facts } : { valid: false, reason: problem };
    }
    catch (error) {
        const message = error instanceof pkijs__WEBPACK_IMPORTED_MODULE_2__/* .SignedDataVerifyError */ .c_G ? error.message : (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error);
        return {
            valid: false,
            reason: `the token's signer (${facts.tsa}) does not chain to the --tsa-ca certificate(s), or its signature does not verify: ${message}`,
        };
    }
}
/** RFC 3161 2.3: the TSA's certificate has one extended key usage, timeStamping, critical. */
function timestampingUsageProblem(signer) {
    const extension = signer?.extensions?.find((entry) => entry.extnID === EXTENDED_KEY_USAGE);
    const purposes = extension?.parsedValue?.keyPurposes ?? [];
    if (extension === undefined || !purposes.includes(TIMESTAMPING_EKU)) {
        return "the signing certificate lacks the timeStamping extended key usage: it is not a TSA certificate";
    }
    if (!extension.critical) {
        return "the signing certificate's extended key usage is not critical, as RFC 3161 requires of a TSA certificate";
    }
    return undefined;
}
/** A TimeStampReq for SHA-256 of `bytes`, asking for the TSA's certificate, with `nonce`. */
function timestampRequest(bytes, nonce) {
    const request = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampReq */ .DLy({
        version: 1,
        messageImprint: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .MessageImprint */ .Jm$({
            hashAlgorithm: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .AlgorithmIdentifier */ .NE_({ algorithmId: SHA256_OID }),
            hashedMessage: new asn1js__WEBPACK_IMPORTED_MODULE_5__/* .OctetString */ .lW({
                valueHex: bufferOf(Buffer.from((0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(bytes), "hex")),
            }),
        }),
        nonce: new asn1js__WEBPACK_IMPORTED_MODULE_5__/* .Integer */ .jz({ valueHex: bufferOf(nonce) }),
        certReq: true,
    });
    return new Uint8Array(request.toSchema().toBER());
}


/***/ })

};
