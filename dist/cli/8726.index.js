export const id = 8726;
export const ids = [8726];
export const modules = {

/***/ 91864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ kindOfPath),
/* harmony export */   F6: () => (/* binding */ sealedAs),
/* harmony export */   Hy: () => (/* binding */ recordKey),
/* harmony export */   Mc: () => (/* binding */ workspacesOfPaths),
/* harmony export */   a9: () => (/* binding */ fileStamp),
/* harmony export */   co: () => (/* binding */ besideFiles),
/* harmony export */   i0: () => (/* binding */ workspaceOfPath),
/* harmony export */   iU: () => (/* binding */ recordOfKey),
/* harmony export */   lX: () => (/* binding */ recordPath),
/* harmony export */   ml: () => (/* binding */ recordedAtOfPath),
/* harmony export */   q: () => (/* binding */ recordsListed),
/* harmony export */   sm: () => (/* binding */ isRecordPathOf),
/* harmony export */   v7: () => (/* binding */ RECORDS_DIR),
/* harmony export */   xP: () => (/* binding */ isCliRecordPath),
/* harmony export */   xe: () => (/* binding */ sealRecord)
/* harmony export */ });
/* unused harmony export serializeRecord */
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42535);
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99343);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(80053);
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46681);
/* harmony import */ var _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66782);
/* harmony import */ var _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(11645);
// A record as the ledger keeps it: sealed after the workspace's last record (its sequence, the
// SHA-256 of the previous file, a time that sorts after it) into canonical JSON, at a path that
// names its workspace, month, time, kind and run. Pure.








/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
function serializeRecord(record) {
    return `${JSON.stringify((0,_plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_3__/* .canonical */ .$N)(record), null, 2)}\n`;
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
        in_force: (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_4__/* .inForceAfter */ .LH)(draft, sequence, head === undefined ? null : inForceThrough(head)),
    };
    return { record, text: serializeRecord(record), path: recordPath(record) };
}
/** What is in force after the chain head: as its reader folded it, else as the head says. */
function inForceThrough(head) {
    return head.inForce !== undefined ? head.inForce : (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_4__/* .inForceOf */ .qK)(head.record);
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
    const last = lastPath;
    if (last.record === record &&
        last.recorded_at === record.recorded_at &&
        last.kind === record.kind &&
        last.workspace === record.workspace &&
        last.run_id === record.run.run_id &&
        last.run_attempt === record.run.run_attempt)
        return last.path;
    const [year, month] = record.recorded_at.split("-");
    const name = [
        fileStamp(record.recorded_at),
        record.kind,
        record.run.run_id,
        record.run.run_attempt,
    ];
    const path = [RECORDS_DIR, record.workspace, year, month, `${name.join("-")}.json`].join("/");
    const { recorded_at, kind, workspace, run } = record;
    lastPath = { record, recorded_at, kind, workspace, ...runOf(run), path };
    return path;
}
/** The run's fields a path is made of, and no other the record's run holds. */
function runOf({ run_id, run_attempt }) {
    return { run_id, run_attempt };
}
/**
 * The path recordPath gave last, and the record and fields it was made of: each pass asks it of
 * the record it is given (about ten times a record, 0.5 s of the handover's judging thread at
 * 100,000 records), one after the other. Its fields are compared too, so a record object changed
 * since is given the path of what it holds now.
 */
let lastPath = {
    record: undefined,
    recorded_at: "",
    kind: "change",
    workspace: "",
    run_id: "",
    run_attempt: 0,
    path: "",
};
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
    if (!path.includes(`-change-${_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_7__/* .CLI_RUN_PREFIX */ .aG}`) &&
        !path.includes(`-configuration-monitoring-${_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_7__/* .CLI_RUN_PREFIX */ .aG}`))
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
/**
 * The record files among `paths` (every file of the ledger, in name order: compareCodePoints), in
 * that order, each with whether its signature file (`<record>.sig`) is listed: a flag a record,
 * found as the listing goes by, rather than every signature file's path held to look it up. In
 * name order, whatever sorts between a record and its signature file starts with the record's
 * path, so a record is settled at the first path past its signature file's.
 */
function* recordsListed(paths) {
    // Records whose signature file may still come, in name order (more than one only where a
    // record's path begins another's).
    const open = [];
    for (const path of paths) {
        for (const waiting of open) {
            const order = waiting.settled ? -1 : (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(path, waiting.signature);
            if (order === 0)
                waiting.listed.signed = true;
            if (order >= 0)
                waiting.settled = true;
        }
        for (let first = open[0]; first?.settled === true; first = open[0]) {
            open.shift();
            yield first.listed;
        }
        const workspace = workspaceOfPath(path);
        if (workspace !== undefined && isRecordPathOf(path, workspace)) {
            const listed = { path, workspace, signed: false };
            open.push({ listed, signature: `${path}${_writer_proof_js__WEBPACK_IMPORTED_MODULE_2__/* .SIGNATURE_SUFFIX */ .VV}`, settled: false });
        }
    }
    for (const { listed } of open)
        yield listed;
}
/** What begins the path of every file in records/. */
const RECORDS_PREFIX = `${RECORDS_DIR}/`;
/**
 * The workspace a ledger path belongs to (records/<workspace>/<YYYY>/<MM>/<name>: five parts), or
 * undefined for a file outside records/. Found by its slashes rather than by splitting the path:
 * the commands that read a whole ledger ask it of every path several times, and splitting made
 * five strings a path to keep one.
 */
function workspaceOfPath(path) {
    if (!path.startsWith(RECORDS_PREFIX))
        return undefined;
    const afterWorkspace = path.indexOf("/", RECORDS_PREFIX.length);
    const afterYear = afterWorkspace < 0 ? -1 : path.indexOf("/", afterWorkspace + 1);
    const afterMonth = afterYear < 0 ? -1 : path.indexOf("/", afterYear + 1);
    return afterMonth < 0 || path.includes("/", afterMonth + 1)
        ? undefined
        : path.slice(RECORDS_PREFIX.length, afterWorkspace);
}
/**
 * A record's key among others (a map's): its workspace and its sequence, the workspace read back
 * before the last "#" (recordOfKey), since a sequence holds none.
 */
function recordKey(workspace, sequence) {
    return `${workspace}#${sequence}`;
}
/** The workspace and sequence of a recordKey. */
function recordOfKey(key) {
    const at = key.lastIndexOf("#");
    return { workspace: key.slice(0, at), sequence: Number(key.slice(at + 1)) };
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
        ...(beside.listing === undefined ? [] : [{ path: (0,_records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_5__/* .listingPath */ .qS)(path), content: beside.listing }]),
        ...(beside.checkpoint === undefined || vouched?.checkpoint === undefined
            ? []
            : [{ path: (0,_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .checkpointPath */ .AD)(path), content: beside.checkpoint }]),
    ];
}


/***/ }),

/***/ 42535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ signatureVerdict),
/* harmony export */   H8: () => (/* binding */ writerProofProblem),
/* harmony export */   IW: () => (/* binding */ notTheWritersRecord),
/* harmony export */   VV: () => (/* binding */ SIGNATURE_SUFFIX),
/* harmony export */   X5: () => (/* binding */ recordSignatureProblem),
/* harmony export */   bg: () => (/* binding */ keySpki),
/* harmony export */   io: () => (/* binding */ SIGNATURE_NOT_KEPT),
/* harmony export */   qB: () => (/* binding */ KeyRing),
/* harmony export */   yy: () => (/* binding */ keyFingerprint)
/* harmony export */ });
/* unused harmony exports signRecord, signedHeadDescription, parseSignedHead, headSignedBy */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The proof that the reviewed workflow wrote a ledger record or a kept head: an Ed25519 signature
// by a key whose private half only the apply and drift jobs' protected environment holds, and whose
// public half a reviewed file on the default branch declares (writer-declaration.ts). Every
// workflow's GITHUB_TOKEN is the same github-actions[bot], and GitHub signs the commits any of
// them makes, so neither a login nor a verified commit tells the reviewed workflow from another
// job of the repository; a secret that GitHub hands only to jobs of the default branch (an
// environment's deployment-branch rule) does. Why not an OIDC token: a kept head lives in a commit
// status, the one object on a default-branch commit that no job can edit or delete, and its
// description holds 140 characters: an Ed25519 signature (86 in base64url) fits, a token (about a
// thousand) does not; and an auditor verifies a years-old record offline with the public key in
// the repository's history, not an archive of an issuer's rotating keys. Pure.

/** The file beside a record that holds its writer's signature: `<record>.json.sig`. */
const SIGNATURE_SUFFIX = ".sig";
const FINGERPRINTS = new WeakMap();
/**
 * The first 16 hex digits of the SHA-256 of the key's SubjectPublicKeyInfo (DER), computed once a
 * key: a checker asks it of every key for every signature, where exporting the key cost as much as
 * verifying the signature.
 */
function keyFingerprint(key) {
    let fingerprint = FINGERPRINTS.get(key);
    if (fingerprint === undefined) {
        const der = key.export({ type: "spki", format: "der" });
        fingerprint = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(der).digest("hex").slice(0, 16);
        FINGERPRINTS.set(key, fingerprint);
    }
    return fingerprint;
}
/** The bytes a record's signature covers: the domain, then the SHA-256 of the record's bytes. */
function recordMessage(recordSha256) {
    return Buffer.from(`cip-sync ledger record v1\n${recordSha256}\n`);
}
function headMessage(claim) {
    const { branch, workspace, commit, sequence, sha256 } = claim;
    return Buffer.from(`cip-sync kept head v1\n${branch}\n${workspace}\n${commit}\n${sequence}\n${sha256}\n`);
}
/** The signature file's text for a record whose bytes hash to `recordSha256`. */
function signRecord(key, recordSha256) {
    const signature = {
        format: 1,
        key: keyFingerprint(key.publicKey),
        signature: sign(null, recordMessage(recordSha256), key.privateKey).toString("base64url"),
    };
    return `${JSON.stringify(signature)}\n`;
}
/**
 * Why a record's signature file does not prove that a key of `keys` signed the record; undefined
 * when it does. `text` undefined: the record has no signature file. `declaredBy` names the
 * declaration `keys` come from.
 */
function recordSignatureProblem(keys, recordSha256, text, declaredBy = "cip-ledger.yaml", verifiedBy) {
    if (text === undefined)
        return "it has no signature file beside it";
    const notByAny = `its signature is not by any key ${declaredBy} declares`;
    // A key named ahead verified a format-1 signature file (signatureVerdict): the text, which the
    // taker may not have kept (SIGNATURE_NOT_KEPT), has nothing more to say.
    if (typeof verifiedBy === "string")
        return keys.some((key) => keySpki(key) === verifiedBy) ? undefined : notByAny;
    const read = readSignatureFile(text);
    if (typeof read === "string")
        return read;
    const signed = verifiedBy === undefined &&
        keys.some((key) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, recordMessage(recordSha256), key, read.bytes));
    return signed ? undefined : notByAny;
}
/** A signature file's signature and the key it names; why it is not one, when it is not. */
function readSignatureFile(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return "its signature file is not JSON";
    }
    const { format, key, signature } = (parsed ?? {});
    if (format !== 1 || typeof signature !== "string")
        return "its signature file is not a format-1 signature";
    return { key, bytes: Buffer.from(signature, "base64url") };
}
const SPKIS = new WeakMap();
/** The key's SubjectPublicKeyInfo (DER, base64): the whole key, what a verdict names it by. */
function keySpki(key) {
    let spki = SPKIS.get(key);
    if (spki === undefined) {
        spki = key.export({ type: "spki", format: "der" }).toString("base64");
        SPKIS.set(key, spki);
    }
    return spki;
}
/**
 * keySpki's inverse for a ledger thread (a reader, a signature checker), which is sent the keys as
 * their SPKI with every batch: each made a key once, since parsing a key is far dearer than
 * looking it up.
 */
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
 * Which of `keys` signed the record whose bytes hash to `recordSha256` (its keySpki), by the text
 * of its signature file; null when none did or the file is no signature: a verdict given ahead,
 * in another thread, for recordSignatureProblem to read (SignedEntry.verifiedBy). The key the file
 * names is tried first, and when it verifies no other key is: an Ed25519 signature's challenge
 * hashes the public key, so a signature made with one key verifies under no other. Tried with
 * "the named key" only, null is no verdict (that key is not among those known yet, and a later
 * check tries every key): so a reader finds the verdict as it reads, before the keys in force are
 * known (ledger-readers.ts), the one that trying every key would find.
 */
function signatureVerdict(keys, recordSha256, text, tried = "every key") {
    const read = readSignatureFile(text);
    if (typeof read === "string")
        return null;
    const message = recordMessage(recordSha256);
    const named = keys.filter((key) => keyFingerprint(key) === read.key);
    const others = tried === "every key" ? keys.filter((key) => !named.includes(key)) : [];
    for (const key of [...named, ...others])
        if ((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, message, key, read.bytes))
            return keySpki(key);
    return null;
}
/** Record `sequence` refused as not the bound writer's, for `problem`. */
function notTheWritersRecord(sequence, workspace, problem) {
    return `record #${sequence} of workspace ${workspace}: ${problem}: a record another job of the repository wrote is not evidence, so nothing is judged from the ledger; 'cip-sync evidence verify --ledger-declaration cip-ledger.yaml' on a clone of the branch names each such record`;
}
/**
 * A kept head's commit-status description: `#SEQ SHA SIG`, the record's SHA-256 and the signature
 * in base64url (43 and 86 characters), within the 140 characters GitHub keeps.
 */
function signedHeadDescription(privateKey, claim) {
    const digest = Buffer.from(claim.sha256, "hex").toString("base64url");
    const signature = sign(null, headMessage(claim), privateKey).toString("base64url");
    const description = `#${claim.sequence} ${digest} ${signature}`;
    if (description.length > 140)
        throw new Error(`record #${claim.sequence} is past what a kept head's status can hold`);
    return description;
}
const SIGNED_HEAD = /^#([1-9][0-9]{0,7}) ([A-Za-z0-9_-]{43}) ([A-Za-z0-9_-]{86})$/;
/** The signed head a description carries; undefined when it is not one. */
function parseSignedHead(description) {
    const match = SIGNED_HEAD.exec(description ?? "");
    if (match === null)
        return undefined;
    const digest = Buffer.from(String(match[2]), "base64url");
    if (digest.length !== 32)
        return undefined;
    return {
        sequence: Number(match[1]),
        sha256: digest.toString("hex"),
        signature: Buffer.from(String(match[3]), "base64url"),
    };
}
/** Whether a key of `keys` signed `head` as kept in `context` on `commit`. */
function headSignedBy(keys, head, context) {
    const message = headMessage({ ...context, sequence: head.sequence, sha256: head.sha256 });
    return keys.some((key) => verify(null, message, key, head.signature));
}
/**
 * What a taker holds as the text of a signature file a key verified ahead (SignedEntry.verifiedBy
 * a key): that verdict is all that is judged of it (recordSignatureProblem), and the texts of a
 * 100,000-record ledger held until its workspaces are judged were 16 MB of verify's heap.
 */
const SIGNATURE_NOT_KEPT = "";
/**
 * Why the records read (chain order) are not the bound writer's; undefined when they are. With
 * `keys` (cip-ledger.yaml at the commit judged from), every record from the first that carries a
 * signature file on must be signed by one of them: the records before it were written before the
 * binding. Without keys, no record may carry one: a ledger once bound stays bound, so a change that
 * removed the declaration cannot make its records count by login again.
 */
function writerProofProblem(entries, keys, workspace) {
    const first = entries.find((entry) => entry.signature !== undefined);
    if (first === undefined)
        return undefined;
    if (keys === undefined)
        return `record #${first.sequence} of workspace ${workspace} is signed by the ledger's writer, but no cip-ledger.yaml declares the writer's keys at the commit judged from: a ledger bound to its writer stays bound; restore cip-ledger.yaml as it was, by reverting the change that removed it (a pull request that adds it back is judged from a commit without it, so it is refused too)`;
    for (const entry of entries.slice(entries.indexOf(first))) {
        if (entry.operator === true && entry.signature === undefined)
            continue;
        const problem = recordSignatureProblem(keys, entry.sha256, entry.signature, undefined, entry.verifiedBy);
        if (problem !== undefined)
            return notTheWritersRecord(entry.sequence, workspace, `${problem}, but its records from #${first.sequence} on are the bound writer's`);
    }
    return undefined;
}


/***/ }),

/***/ 11645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ checkpointPath),
/* harmony export */   HU: () => (/* binding */ checkpointReferenceSchema),
/* harmony export */   Vc: () => (/* binding */ checkpointBytesProblem),
/* harmony export */   gk: () => (/* binding */ checkpointDigestProblem),
/* harmony export */   nn: () => (/* binding */ CHECKPOINT_SUFFIX)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17994);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
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

/***/ 66782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mf: () => (/* binding */ listingReference),
/* harmony export */   Rm: () => (/* binding */ inventoryListing),
/* harmony export */   Ze: () => (/* binding */ LISTING_SUFFIX),
/* harmony export */   Zt: () => (/* binding */ listingReferenceSchema),
/* harmony export */   j4: () => (/* binding */ serializeListing),
/* harmony export */   qS: () => (/* binding */ listingPath),
/* harmony export */   vS: () => (/* binding */ readListing)
/* harmony export */ });
/* unused harmony export inventoryListingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(17994);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67154);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96782);
// The inventory listing: what the service held when an inventory reconciliation read it (the drift
// check, or `evidence append --monitoring --listing` from the terminal), kept beside that record
// (a `monitoring` or `configuration-monitoring` one) so that the Cyber Asset population of any day is
// complete, assets the tool never created or changed included. It lists every facility and
// control center (the BES assets), every cyber system with its parent and, for the workspace's
// own, what its document declares of it (impact, External Routable Connectivity, perimeters,
// CIP-002 criteria), and every cyber asset of the workspace's systems with its declared class and
// baseline's digest. Format 2 adds the declared facts to format 1, which stays readable. The record holds the listing's SHA-256 (`monitoring.listing`), so
// the chain vouches for the file as for a record; `evidence verify` checks it. Pure.






/** A listing's file: its record's path with this appended (it does not end in .json: no record). */
const LISTING_SUFFIX = ".listing";
function listingPath(recordPath) {
    return `${recordPath}${LISTING_SUFFIX}`;
}
const inventoryListingSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    format_version: zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(2)]),
    workspace: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    /** The inventory files' commit the declared side (impacts, baselines) was read at. */
    commit: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    bes_assets: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["facility", "control-center"]),
        id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    })),
    cyber_systems: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        parent_kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["facility", "control-center"]).nullable(),
        parent_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
        /** A system of this workspace (it has a document), whose declared impact follows. */
        managed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
        impact: _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .impactSchema */ .kf.optional(),
        /** Format 2, a managed system's declared `erc:`, `esp:`, `psp:` and `criteria:`. */
        erc: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
        esp: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        psp: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        criteria: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).optional(),
    })),
    cyber_assets: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        cyber_system_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        asset_type: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["hardware", "software"]),
        /** Format 2, a declared asset's `class:` (BCA when it writes none); absent: not declared. */
        class: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .ASSET_CLASSES */ .Aj).optional(),
        /** sha256:... of the declared baseline (or of its baseline_ref); absent: none declared. */
        baseline: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        /** Format 2: the baseline written in the file, or kept elsewhere (`baseline_ref`). */
        baseline_kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["content", "ref"]).optional(),
    })),
});
const listingReferenceSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ sha256: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/), cyber_assets: _policy_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9 })
    .meta({
    description: "The inventory listing kept beside the record (<record path>.listing): every BES asset, cyber system and cyber asset of the workspace the service held; sha256 is the hex SHA-256 of the file's exact bytes.",
});
/**
 * The listing of `live` for the workspace whose declared inventory is `declared`, read at `commit`;
 * every list sorted by id, so the same inventory lists the same.
 */
function inventoryListing(workspace, commit, declared, live) {
    const managed = new Map(declared.map((entry) => [entry.system.id, entry]));
    const assets = declaredAssets(declared);
    const byId = (items) => [...items].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
    return {
        format_version: 2,
        workspace,
        commit,
        bes_assets: byId([
            ...live.facilities.map(({ id, name }) => ({ kind: "facility", id, name })),
            ...live.controlCenters.map(({ id, name }) => ({ kind: "control-center", id, name })),
        ]),
        cyber_systems: byId(live.cyberSystems).map((system) => {
            const parent = parentOf(system);
            return {
                id: system.id,
                name: system.name,
                parent_kind: parent?.kind ?? null,
                parent_id: parent?.id ?? null,
                managed: managed.has(system.id),
                ...declaredFacts(managed.get(system.id)),
            };
        }),
        cyber_assets: byId(live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id))).map(({ id, name, cyber_system_id, asset_type }) => ({
            id,
            name,
            cyber_system_id,
            asset_type,
            ...declaredAsset(assets.get(`${cyber_system_id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(name)}`)),
        })),
    };
}
/** A managed system's declared facts, each only when its document writes it. */
function declaredFacts(entry) {
    if (entry === undefined)
        return {};
    const { system, document } = entry;
    return {
        ...(system.impact === undefined ? {} : { impact: system.impact }),
        ...(document.erc === undefined ? {} : { erc: document.erc.value }),
        ...(document.esp === undefined ? {} : { esp: document.esp.value }),
        ...(document.psp === undefined ? {} : { psp: document.psp.value }),
        ...(document.criteria === undefined ? {} : { criteria: document.criteria.value }),
    };
}
/**
 * The declared asset of each live name, by system id and name key: the asset of that name, or
 * the one renamed from it (a rename not applied yet).
 */
function declaredAssets(declared) {
    const byName = new Map();
    for (const { system, document } of declared) {
        for (const asset of document.assets)
            if (asset.renamedFrom !== undefined)
                byName.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(asset.renamedFrom.value)}`, asset);
        for (const asset of document.assets)
            byName.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(asset.name)}`, asset);
    }
    return byName;
}
/** What the listing says of a declared asset: its class, and its baseline's digest and kind. */
function declaredAsset(asset) {
    if (asset === undefined)
        return {};
    const { baseline } = asset;
    return {
        class: asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$,
        ...(baseline === undefined ? {} : { baseline: baseline.digest, baseline_kind: baseline.kind }),
    };
}
function parentOf(system) {
    if (typeof system.facility_id === "string")
        return { kind: "facility", id: system.facility_id };
    if (typeof system.control_center_id === "string")
        return { kind: "control-center", id: system.control_center_id };
    return undefined;
}
/** The listing's file content: one object per line inside each list, so a diff reads by asset. */
function serializeListing(listing) {
    const list = (items) => items.length === 0
        ? "[]"
        : `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(",\n")}\n  ]`;
    return `{\n  "format_version": ${listing.format_version},\n  "workspace": ${JSON.stringify(listing.workspace)},\n  "commit": ${JSON.stringify(listing.commit)},\n  "bes_assets": ${list(listing.bes_assets)},\n  "cyber_systems": ${list(listing.cyber_systems)},\n  "cyber_assets": ${list(listing.cyber_assets)}\n}\n`;
}
function listingReference(text, listing) {
    return { sha256: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(text), cyber_assets: listing.cyber_assets.length };
}
/**
 * The listing of a record's file, checked against what its record says of it; a message that says
 * what is wrong otherwise (the file was edited, or is not a listing).
 */
function readListing(bytes, reference, path) {
    const sha256 = (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(bytes);
    if (sha256 !== reference.sha256)
        return {
            problem: `${path} has SHA-256 ${sha256}, but its record says ${reference.sha256}: the listing was changed after it was sealed`,
        };
    let value;
    try {
        value = JSON.parse(new TextDecoder().decode(bytes));
    }
    catch {
        return { problem: `${path} is not JSON, though its record vouches for its bytes` };
    }
    const parsed = inventoryListingSchema.safeParse(value);
    return parsed.success
        ? parsed.data
        : { problem: `${path} is not an inventory listing (${parsed.error.issues[0]?.message})` };
}


/***/ }),

/***/ 80053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ EVIDENCE_KINDS),
/* harmony export */   K7: () => (/* binding */ listingOf),
/* harmony export */   QS: () => (/* binding */ originProblem),
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
/**
 * A record of origin "cli" is a change or a configuration-monitoring record whose run id starts
 * with "cli-" and that has no run URL; any other record was written by a workflow run, which has
 * both a number for id and a URL.
 */
function originProblem(record) {
    const cli = record.origin === "cli";
    if (cli && record.kind === "monitoring") {
        return {
            path: ["origin"],
            message: 'only a change or a configuration-monitoring record can be of origin "cli"',
        };
    }
    if (cli !== record.run.run_id.startsWith(CLI_RUN_PREFIX)) {
        return {
            path: ["run", "run_id"],
            message: `a run id starts with "${CLI_RUN_PREFIX}" exactly when the record is of origin "cli"`,
        };
    }
    if (cli === (record.run.run_url !== undefined)) {
        return {
            path: ["run", "run_url"],
            message: cli
                ? 'a record of origin "cli" has no run URL'
                : "a record written by a workflow run names its run URL",
        };
    }
    return undefined;
}


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

/***/ 96782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ logins),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   d9: () => (/* binding */ governanceFactsSchema),
/* harmony export */   mJ: () => (/* binding */ commitSha),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   wh: () => (/* binding */ policySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64377);
// The owner policy's judgement as a ledger record holds it (PolicyEvidence, policy-record.ts): each
// rule that applied with who satisfied it, each freeze window that held and any override. Part of
// the evidence record's schema (evidence-schema.ts), kept apart for its size.

// The record's primitives, which evidence-schema.ts uses too.
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().nonnegative();
const timestamp = zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$();
const logins = zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
const commitSha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const ruleResult = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["met", "unmet", "unverifiable"]);
const day = zod__WEBPACK_IMPORTED_MODULE_1__/* .date */ .p6();
const seniorManagerSide = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    csm: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        since: day,
        delegates: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            actions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
            delegated_on: day,
            delegation_ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        })),
    })
        .nullable(),
    last_approval: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ on: day, ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).nullable(),
})
    .nullable();
const policySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    blob_sha: commitSha.meta({
        description: "The policy file's git blob SHA at the base commit: the exact rules applied.",
    }),
    base_sha: commitSha,
    allowed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    rules: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        governs: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
            .meta({
            description: "Set for a change to the rules themselves: a system's owners or impact, a document's path, or the policy file.",
        })
            .optional(),
        result: ruleResult,
        operations: count,
        requirements: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            system: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
            approvals: count,
            eligible: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
            satisfied_by: logins,
            problem: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        })),
    })),
    senior_manager: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ base: seniorManagerSide, head: seniorManagerSide })
        .meta({
        description: "Set when the change merges a change to cip_senior_manager or cip_002_last_approval (rule cip-senior-manager-change): both sides, so that CIP-003 R3 and R4 are dated from the ledger. A side is null where the policy file does not parse.",
    })
        .optional(),
    freezes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        from: timestamp,
        to: timestamp,
        result: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["overridden", "frozen", "unverifiable"]),
        override: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).nullable(),
    })),
})
    .meta({
    title: "Owner policy",
    description: "How the owner policy (cip-policy.yaml at the base commit) judged the attempt: each rule that applied with who satisfied it, each freeze window that held and any override with its reason. Absent when the base commit has no policy.",
});
/** The governance facts a merged commit declares (GovernanceFacts): in force once accepted. */
const governanceFactsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    policy: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/) })
        .nullable(),
    senior_manager: seniorManagerSide,
    systems: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        impact: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        owners: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable(),
        site: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["facility", "control_center"]), name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })
            .meta({
            description: "The site the system's document names (its facility or control_center), which CIP-003-9 R2's scope follows. Absent where it names none, and in older records.",
        })
            .optional(),
    })),
    source_commands: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable(),
    assessment_date_approvers: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .meta({
        description: "The owner policy's assessment_date_approvers (CIP-010 R3.4): the logins who approve a moved planned date of an action item. Absent: each system's owners do.",
    })
        .optional(),
})
    .meta({
    description: "The governance facts the merged commit declares (the policy file's SHA-256, the CIP Senior Manager, delegates and cip_002_last_approval, each system's impact and owners, the sources' commands): in force from this record only when the gate accepted the merge. Absent in older records.",
});


/***/ }),

/***/ 71298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ changedFilesSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17994);
// What a requirement family is, as the layers below the family table read it (FamilyShape): its
// name and the shape of its reviewed files, declared as plain data in the family's own folder
// under core/families/ and listed once in family-shapes.ts. core/plan, core/evidence, render/ and
// io/ derive every field, schema, word and line a family's files need from it; its behaviour (the
// pass, the parsers, what the plan shows of a file) stays in the family's folders above, whose row
// (core/obligations/obligation-families.ts) pairs it with this shape. Pure.

/**
 * The saved plan's schema of a family's changed files: the commit compared with, and each file
 * with what `shown` holds of it besides its path and change.
 */
function changedFilesSchema(shown) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        compared_with: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            change: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["added", "changed", "removed"]),
            ...shown,
        })),
    });
}


/***/ }),

/***/ 40505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qy: () => (/* binding */ REVIEWED_FILE_SHAPES),
/* harmony export */   SO: () => (/* binding */ FAMILY_SHAPES),
/* harmony export */   h2: () => (/* binding */ FAMILY_POPULATION_FILES),
/* harmony export */   ns: () => (/* binding */ changedFilesOf)
/* harmony export */ });
/* harmony import */ var _low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94815);
/* harmony import */ var _patch_management_patch_management_shape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83837);
/* harmony import */ var _system_access_system_access_shape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53803);
/* harmony import */ var _vulnerability_assessments_vulnerability_assessment_shape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57584);




const SHAPES = [
    _patch_management_patch_management_shape_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_MANAGEMENT_SHAPE */ .N,
    _vulnerability_assessments_vulnerability_assessment_shape_js__WEBPACK_IMPORTED_MODULE_3__/* .VULNERABILITY_ASSESSMENT_SHAPE */ .g,
    _low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_IMPACT_SHAPE */ .aF,
    _system_access_system_access_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .SYSTEM_ACCESS_SHAPE */ .br,
];
/** Every family's shape, in the family table's order. */
const FAMILY_SHAPES = SHAPES;
/** The reviewed files of every family that keeps some, in the table's order. */
const REVIEWED_FILE_SHAPES = SHAPES.flatMap((shape) => "reviewedFiles" in shape ? [shape.reviewedFiles] : []);
/** The files a plan shows of one family's (its shape's field); undefined: none. */
function changedFilesOf(plan, shape) {
    // The plan's field of a family's files holds what its shape's schema reads: its changed files.
    return plan[shape.field];
}
/**
 * The file each family's population is written to, by the population's name, in the families'
 * order (typed from the shapes: a population added to one is typed here too).
 */
const FAMILY_POPULATION_FILES = Object.assign({}, ...SHAPES.map((shape) => ("populationFiles" in shape ? shape.populationFiles : {})));


/***/ }),

/***/ 94815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aF: () => (/* binding */ LOW_IMPACT_SHAPE),
/* harmony export */   hh: () => (/* binding */ PROGRAM_RECORD_KIND_NAMES),
/* harmony export */   xs: () => (/* binding */ LOW_IMPACT_RECORD_PARTS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64377);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71298);
// CIP-003-9 low impact as the layers below the family table know it: its name, the parts it
// declares (R1 Part 1.2's review and approval, Attachment 1 Section 1's reinforcement, Section
// 4.5's test and 4.6's update, each a clock, and Section 6's vendor remote access), its
// population's file (the low-impact sites in force, core/audit/families/low-impact/) and its
// reviewed files' shape (the site files, low-impact/ID.yaml, the program file,
// low-impact/program.yaml, and the program records, low-impact/records/ID.yaml: the plan's and
// the record's field, the saved plan's schema of what
// the reviewer approves, and each file's lines). Their parsers are core/low-impact/, their pass
// core/obligations/low-impact/. Pure.


/** The kinds of program records, as the saved plan shows them (program-record.ts says what each is). */
const PROGRAM_RECORD_KIND_NAMES = [
    "policy-review",
    "reinforcement",
    "incident-plan-test",
    "incident-plan-update",
];
/** A site file's answers as the reviewer approves them. */
const siteAnswers = {
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    sites: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    routable: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    vendor_remote_access: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["none", "allowed"]),
    paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    missing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["6.1", "6.2", "6.3"])),
    unreached: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ part: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["6.1", "6.2", "6.3"]), path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }))
        .optional()
        .meta({
        description: "Each part of 6.1, 6.2 and 6.3 that has methods, none of which reaches the vendor path named (a method narrowed by its paths: to other paths): that part's gap for that path. Absent when every part with methods reaches every path.",
    }),
};
const lowImpactFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_1__/* .changedFilesSchema */ .h)({
    site: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        ...siteAnswers,
        before: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej(siteAnswers).optional().meta({
            description: "A changed site file: its answers at the commit compared with, so that the plan shows what changed.",
        }),
    })
        .optional(),
    program: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        policies: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).meta({
            description: "The policies the program file declares, by id, in its order.",
        }),
        plans: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).meta({
            description: "The incident response plans the program file declares, by id, in its order.",
        }),
        changed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).meta({
            description: 'Against the commit compared with: each policy or plan added, changed (its topics or sites) or removed, in words ("policy POL-C added").',
        }),
        uncovered: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).meta({
            description: 'The sites the checkout\'s site files name that no declared plan covers (Attachment 1 Section 4: plans "either by asset or group of assets"): the obligations open a gap for each one in scope once merged.',
        }),
    })
        .optional(),
    record: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PROGRAM_RECORD_KIND_NAMES),
        performed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6(),
        subjects: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional().meta({
            description: "The policies a policy-review reviewed, or the plans an incident-plan-test tested: each a clock of its own.",
        }),
        next_due: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6().optional().meta({
            description: "A policy-review, reinforcement or incident-plan-test: the last day the next one is on time once this record is merged (15, 15 or 36 calendar months after performed_on, by the calendar of the owner policy at the commit compared with), for each policy or plan it names.",
        }),
        update_due: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6().optional().meta({
            description: "An incident-plan-test: the last day of the 180 calendar days its merge opens for each tested plan's update (Section 4.6), closed by an incident-plan-update record that follows it.",
        }),
        follows: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().meta({
            description: "An incident-plan-update: the id of the incident-plan-test record whose updates it closes.",
        }),
        approver: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).nullable().optional().meta({
            description: "A policy-review: the CIP Senior Manager the owner policy at the commit compared with names, whose own approval of the pull request approves the policies it names (a delegate's does not count); null: that policy names none, so no approval closes R1 Part 1.2's approval clock.",
        }),
    })
        .optional(),
});
const LOW_IMPACT_SHAPE = {
    name: "CIP-003 R2",
    populationFiles: { lowImpactSites: "low-impact-sites.csv" },
    standard: {
        standard: "CIP-003",
        quoted: ["CIP-003-9"],
        later: ["CIP-003-10", "CIP-003-11"],
        // FERC Order No. 919 and No. 918, as NERC's index dates them (docs/obligations/cip-003-low-impact.md).
        enforceableFrom: { "CIP-003-10": "2028-07-01", "CIP-003-11": "2029-07-01" },
    },
    declaredParts: {
        "CIP-003 R1.2": {
            words: "Review the low-impact cyber security policies, covering R1 Part 1.2's seven topics, and have the CIP Senior Manager approve them, at least once every 15 calendar months: two clocks, the review and the approval.",
            source: "CIP-003-9 R1",
            requirementText: "Each Responsible Entity shall review and obtain CIP Senior Manager approval at least once every 15 calendar months for one or more documented cyber security policies that collectively address the following topics: [Violation Risk Factor: Medium] [Time Horizon: Operations Planning] For its assets identified in CIP-002 containing low impact BES Cyber Systems, if any: 1.2.1. Cyber security awareness; 1.2.2. Physical security controls; 1.2.3. Electronic access controls; 1.2.4. Cyber Security Incident response; 1.2.5. Transient Cyber Assets and Removable Media malicious code risk mitigation; 1.2.6. Vendor electronic remote access security controls; and 1.2.7. Declaring and responding to CIP Exceptional Circumstances.",
            every: { months: 15 },
        },
        "CIP-003 R2 Section 1": {
            words: "Reinforce cyber security practices at least once every 15 calendar months.",
            source: "CIP-003-9 Attachment 1",
            requirementText: "Each Responsible Entity shall reinforce, at least once every 15 calendar months, cyber security practices (which may include associated physical security practices).",
            every: { months: 15 },
        },
        "CIP-003 R2 Section 4.5": {
            words: "Test the Cyber Security Incident response plan(s) at least once every 36 calendar months (an actual Reportable Cyber Security Incident counts).",
            source: "CIP-003-9 Attachment 1",
            requirementText: "4.5 Testing the Cyber Security Incident response plan(s) at least once every 36 calendar months by: (1) responding to an actual Reportable Cyber Security Incident; (2) using a drill or tabletop exercise of a Reportable Cyber Security Incident; or (3) using an operational exercise of a Reportable Cyber Security Incident",
            every: { months: 36 },
        },
        "CIP-003 R2 Section 4.6": {
            words: "Update the Cyber Security Incident response plan(s), if needed, within 180 calendar days after a test or an actual Reportable Cyber Security Incident.",
            source: "CIP-003-9 Attachment 1",
            requirementText: "4.6 Updating the Cyber Security Incident response plan(s), if needed, within 180 calendar days after completion of a Cyber Security Incident response plan(s) test or actual Reportable Cyber Security Incident.",
            every: { days: 180 },
        },
        "CIP-003 R2 Section 6": {
            words: "A site that allows vendor electronic remote access names methods for 6.1 (determining it), 6.2 (disabling it) and 6.3 (detecting malicious communications) in its reviewed site file.",
            source: "CIP-003-9 Attachment 1",
            requirementText: "For assets containing low impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote access, the Responsible Entity shall implement a process to mitigate risks associated with vendor electronic remote access, where such access has been established under Section 3.1. These processes shall include: 6.1 One or more method(s) for determining vendor electronic remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3 One or more method(s) for detecting known or suspected inbound and outbound malicious communications for vendor electronic remote access.",
        },
    },
    reviewedFiles: {
        name: "low-impact files",
        noun: "low-impact file",
        field: "low_impact_files",
        recordDescription: "CIP-003-9 low impact's reviewed files (the site files, low-impact/ID.yaml, the program file, low-impact/program.yaml, and the program records, low-impact/records/ID.yaml) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: lowImpactFileChanges,
        shownTitle: "Low-impact files changed (CIP-003-9)",
        shownDescription: "The CIP-003-9 low-impact files the change adds, changes or removes against the commit compared with, each as the reviewer approves it. A site file (low-impact/ID.yaml, `site`): the sites it speaks for, whether Section 3.1's routable communications cross their boundary, Section 6's vendor electronic remote access (none or allowed, with its paths) and the parts of 6.1, 6.2 and 6.3 it names no method for. A program record (low-impact/records/ID.yaml, `record`): its kind and the day it was performed. The program file (low-impact/program.yaml, `program`): the policies and plans it declares, what changed, and the sites no declared plan covers. Part of the fingerprint, as shown (compared_with aside).",
        lines: lowImpactFileLines,
        gateSetting: {
            key: "vendor_remote_access",
            settings: ["flag", "require"],
            description: "CIP-003-9 Attachment 1 Section 6 at review: a change to a low-impact site file (low-impact/) that makes its sites allow vendor electronic remote access, adds a vendor path, admits one in its Section 3.1 rules (electronic_access.vendor_paths), withdraws a part's last method while keeping its vendor paths, or narrows or withdraws the methods that reached a path it keeps, while a vendor path is left that no method of 6.1, 6.2 or 6.3 reaches (a method written as text reaches every path; { method, paths } only those it names). flag (the default): listed in the plan. require: the plan is refused, and the merge applies nothing.",
        },
    },
};
/**
 * The part whose clock each kind of program record (core/low-impact/program-record.ts) closes,
 * and, but for an update, opens again from its day: one table for the plan's due days
 * (core/low-impact/program-record-reminders.ts) and the obligations' clocks
 * (core/obligations/low-impact/low-impact-clocks.ts), which may not read each other.
 */
const LOW_IMPACT_RECORD_PARTS = {
    "policy-review": "CIP-003 R1.2",
    reinforcement: "CIP-003 R2 Section 1",
    "incident-plan-test": "CIP-003 R2 Section 4.5",
    "incident-plan-update": "CIP-003 R2 Section 4.6",
};
/** One file: a site file's line, then Section 6's gap when it has one; a record's kind and day. */
function lowImpactFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    const { site, record, program } = shown;
    if (program !== undefined)
        return programLines(file, program, words);
    if (record !== undefined) {
        const subjects = record.subjects === undefined ? "" : ` of ${record.subjects.map(words).join(", ")}`;
        return {
            line: `${file}: ${record.kind} performed on ${record.performed_on}${subjects}`,
            details: [
                ...clockLines(record, code),
                ...(record.approver === undefined ? [] : [approvalLine(record.approver, code, words)]),
            ],
        };
    }
    if (site === undefined)
        return { line: file, details: [] };
    const answers = siteAnswerWords(site, code, words);
    const gaps = gapWords(site, code);
    const changed = site.before === undefined
        ? []
        : Object.entries(siteAnswerWords(site.before, code, words)).flatMap(([key, was]) => {
            const now = answers[key];
            return was === now ? [] : [`${was} -> ${now}`];
        });
    return {
        line: `${file}: ${answers.sites}; ${answers.routable}; ${answers.access}`,
        details: [
            ...(changed.length === 0 ? [] : [`changed: ${changed.join("; ")}`]),
            ...(gaps === undefined ? [] : [`Section 6: ${gaps}`]),
        ],
    };
}
/**
 * The program file's line: what it declares, what changed against the commit compared with, and a
 * warning for each site the checkout's site files name that no declared plan covers.
 */
function programLines(file, program, words) {
    const ids = (list) => list.map(words).join(", ");
    return {
        line: `${file}: policies ${ids(program.policies)}; incident response plans ${ids(program.plans)}`,
        details: [
            ...(program.changed.length === 0
                ? []
                : [`changed: ${program.changed.map(words).join("; ")}`]),
            ...program.uncovered.map((site) => `warning: no declared plan covers ${words(site)} (Attachment 1 Section 4: plans "either by asset or group of assets"); once merged, a gap while a low impact system is at it`),
        ],
    };
}
/** Section 6's gaps in the plan's words: the parts without a method, then each part's paths unreached. */
function gapWords(site, code) {
    const unreached = site.unreached ?? [];
    const parts = [...new Set(unreached.map(({ part }) => part))];
    const words = [
        ...(site.missing.length === 0 ? [] : [`no method for ${site.missing.join(", ")}`]),
        ...parts.map((part) => `no ${part} method reaching ${unreached
            .filter((gap) => gap.part === part)
            .map(({ path }) => code(path))
            .join(", ")}`),
    ];
    return words.length === 0 ? undefined : words.join(", ");
}
/** A site file's answers in the plan's words, each to compare with the same answer before. */
function siteAnswerWords(site, code, words) {
    const gaps = gapWords(site, code);
    return {
        sites: site.sites.map(words).join(", "),
        routable: site.routable ? "routable communications" : "no routable communications",
        access: site.vendor_remote_access === "none"
            ? "no vendor remote access"
            : `vendor remote access by ${site.paths.map(code).join(", ")}`,
        methods: gaps === undefined ? "no Section 6 gap" : `Section 6 gap: ${gaps}`,
    };
}
/**
 * What a program record's merge does to its clocks: what it closes, and what it opens, due when
 * (a plan saved before the due days were shown says what it closes only).
 */
function clockLines(record, code) {
    const each = (record.subjects?.length ?? 0) > 1 ? " each" : "";
    const next = (what) => record.next_due === undefined ? "" : `; ${what}${each} due by ${record.next_due}`;
    switch (record.kind) {
        case "policy-review":
            return [
                `R1 Part 1.2 review: closes the review clock of the policies it names${next("the next review is")}`,
            ];
        case "reinforcement":
            return [`Attachment 1 Section 1: closes the reinforcement clock${next("the next is")}`];
        case "incident-plan-test":
            return [
                `Section 4.5: closes the test clock of the plans it names${next("the next test is")}`,
                ...(record.update_due === undefined
                    ? []
                    : [
                        `Section 4.6: opens the update of ${each === "" ? "the plan" : "each plan"} it names, due by ${record.update_due}; an incident-plan-update record that follows ${code(record.id)} closes it`,
                    ]),
            ];
        case "incident-plan-update":
            return record.follows === undefined
                ? []
                : [`Section 4.6: closes the update of each plan ${code(record.follows)} tested`];
    }
}
/**
 * Whose approval of the pull request closes R1 Part 1.2's approval clock of the policies a review
 * names: CIP-003-9 R1 asks for "CIP Senior Manager approval" and names no delegate.
 */
function approvalLine(approver, code, words) {
    return approver === null
        ? "R1 Part 1.2 approval: the owner policy at the commit compared with names no cip_senior_manager, so no approval of this pull request closes it"
        : `R1 Part 1.2 approval: closes when ${words(approver.name)} (${code(approver.login)}), the CIP Senior Manager, approves this pull request; a delegate's approval does not count`;
}


/***/ }),

/***/ 83837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ PATCH_MANAGEMENT_SHAPE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17994);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71298);
// CIP-007 R2 patch management as the layers below the family table know it: its name and its
// reviewed files' shape (the patch files: the plan's and the record's field, the saved plan's
// schema of what the reviewer approves, and each file's lines). Its parsers are core/patches/, its
// pass core/obligations/patch-management/. Pure.


const patchFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesSchema */ .h)({
    sources: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), covers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) }))
        .optional(),
    no_source: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ item: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))
        .optional(),
    evaluation: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        releases_since: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        patches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            released: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            item: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            applicable: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
            reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        })),
    })
        .optional(),
    plan: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        patches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        actions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        timeframe: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        event_occurred_on: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        implemented_on: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    })
        .optional(),
});
const PATCH_MANAGEMENT_SHAPE = {
    name: "CIP-007 R2",
    populationFiles: {
        patchSources: "patch-sources.csv",
        patchEvaluations: "patch-evaluations.csv",
        applicablePatches: "applicable-patches.csv",
        mitigationPlans: "mitigation-plans.csv",
    },
    reviewedFiles: {
        name: "patch files",
        noun: "patch file",
        field: "patch_files",
        recordDescription: "CIP-007 R2's reviewed files (cip-patch-sources.yaml, patch-evaluations/, patch-plans/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: patchFileChanges,
        shownTitle: "Patch files changed (CIP-007-6 R2)",
        shownDescription: "The CIP-007 R2 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: a source's coverage, an evaluation's patches with their applicability and reason, a mitigation plan's patches, actions and timeframe. Part of the fingerprint, as shown (compared_with aside).",
        lines: patchFileLines,
    },
};
/** One file: its line, then a line per source, patch, action. */
function patchFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    if (shown.evaluation !== undefined) {
        const { evaluation } = shown;
        return {
            line: `${file}: evaluation of source ${code(evaluation.source)}, releases since ${words(evaluation.releases_since)}, ${evaluation.patches.length === 1 ? "1 patch" : `${evaluation.patches.length} patches`}`,
            details: evaluation.patches.map((patch) => `${code(patch.id)} (${words(patch.item)}, released ${words(patch.released)}): ${patch.applicable ? "applicable" : `not applicable: ${words(patch.reason ?? "")}`}`),
        };
    }
    if (shown.plan !== undefined) {
        const { plan } = shown;
        const dates = [
            plan.event_occurred_on === undefined
                ? ""
                : `, event occurred on ${words(plan.event_occurred_on)}`,
            plan.implemented_on === undefined ? "" : `, implemented on ${words(plan.implemented_on)}`,
        ].join("");
        return {
            line: `${file}: mitigation plan ${code(plan.id)}, timeframe ${words(plan.timeframe)}${dates}`,
            details: [
                `patches: ${plan.patches.map(code).join(", ")}`,
                ...plan.actions.map((action) => `action: ${words(action)}`),
            ],
        };
    }
    if (shown.sources !== undefined || shown.no_source !== undefined) {
        return {
            line: `${file}: the patch sources`,
            details: [
                ...(shown.sources ?? []).map((source) => `source ${code(source.id)} (${words(source.name)}) covers ${source.covers.map(words).join(", ")}`),
                ...(shown.no_source ?? []).map((declaration) => `no source for ${words(declaration.item)} (${words(declaration.kind)}): ${words(declaration.reason)}`),
            ],
        };
    }
    return { line: file, details: [] };
}


/***/ }),

/***/ 53803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ SYSTEM_ACCESS_PARTS),
/* harmony export */   br: () => (/* binding */ SYSTEM_ACCESS_SHAPE)
/* harmony export */ });
/* unused harmony exports MEDIUM_REACH_WORDS, SYSTEM_ACCESS_KINDS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64377);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71298);
// CIP-007-6 R5 (System Access Control) as the layers below the family table know it: its name,
// the seven parts it declares (5.1 to 5.7, each with the standard's words, which two independent
// sources confirm for every part, and its Applicable Systems by impact, Control Center and External
// Routable Connectivity), the versions (CIP-007-7.1 from 2028-07-01), and its reviewed files'
// shape (the access files, system-access/ID.yaml, and the password-change records,
// system-access/records/ID.yaml: the plan's and the record's field, the saved plan's schema of
// what the reviewer approves, and each file's lines). Their parsers are core/system-access/, its
// pass core/obligations/system-access/. Pure.


const R5_TABLE = "CIP-007-6 Table R5 – System Access Control";
/** Which medium impact systems each reach names, as the docs' Applicable Systems table says it. */
const MEDIUM_REACH_WORDS = {
    all: "all",
    erc: "with External Routable Connectivity",
    "control-center": "at Control Centers",
    "erc-or-control-center": "at Control Centers, or with External Routable Connectivity",
};
const SYSTEM_ACCESS_KINDS = (/* unused pure expression or super */ null && ([
    "CIP-007 R5.1",
    "CIP-007 R5.2",
    "CIP-007 R5.3",
    "CIP-007 R5.4",
    "CIP-007 R5.5",
    "CIP-007 R5.6",
    "CIP-007 R5.7",
]));
/** Parts 5.1 to 5.7, each quoted from NERC's CIP-007-6 and confirmed by at least one transcription. */
const SYSTEM_ACCESS_PARTS = {
    "CIP-007 R5.1": {
        words: "Name the method that enforces authentication of interactive user access on each system, where technically feasible.",
        source: `${R5_TABLE}, Part 5.1`,
        requirementText: "Have a method(s) to enforce authentication of interactive user access, where technically feasible.",
        medium: "erc-or-control-center",
    },
    "CIP-007 R5.2": {
        words: "Inventory the known enabled default and other generic account types, by system, group of systems, location or system type, in a reviewed access file that covers each applicable system.",
        source: `${R5_TABLE}, Part 5.2`,
        requirementText: "Identify and inventory all known enabled default or other generic account types, either by system, by groups of systems, by location, or by system type(s).",
        medium: "all",
    },
    "CIP-007 R5.3": {
        words: "For each shared account, name where its authorized individuals are kept, with a digest of that list (no names in git).",
        source: `${R5_TABLE}, Part 5.3`,
        requirementText: "Identify individuals who have authorized access to shared accounts.",
        medium: "erc",
    },
    "CIP-007 R5.4": {
        words: "Before a new Cyber Asset of an applicable system is commissioned, record that its known default passwords were changed, or that it has none, per its capability.",
        source: `${R5_TABLE}, Part 5.4`,
        requirementText: "Change known default passwords, per Cyber Asset capability",
        medium: "all",
    },
    "CIP-007 R5.5": {
        words: "For password-only interactive access, declare the enforced password length and complexity (technical or procedural), or the asset's lower maximum.",
        source: `${R5_TABLE}, Part 5.5`,
        requirementText: "For password-only authentication for interactive user access, either technically or procedurally enforce the following password parameters: 5.5.1. Password length that is, at least, the lesser of eight characters or the maximum length supported by the Cyber Asset; and 5.5.2. Minimum password complexity that is the lesser of three or more different types of characters (e.g., uppercase alphabetic, lowercase alphabetic, numeric, non-alphanumeric) or the maximum complexity supported by the Cyber Asset.",
        medium: "all",
    },
    "CIP-007 R5.6": {
        words: "Change each password-only account type's passwords at least once every 15 calendar months (a reviewed change record), or declare the technical enforcement that forces it.",
        source: `${R5_TABLE}, Part 5.6`,
        requirementText: "Where technically feasible, for password-only authentication for interactive user access, either technically or procedurally enforce password changes or an obligation to change the password at least once every 15 calendar months.",
        medium: "erc",
    },
    "CIP-007 R5.7": {
        words: "Name the method that limits unsuccessful authentication attempts or alerts after a threshold of them, where technically feasible.",
        source: `${R5_TABLE}, Part 5.7`,
        requirementText: "Where technically feasible, either: • Limit the number of unsuccessful authentication attempts; or • Generate alerts after a threshold of unsuccessful authentication attempts.",
        medium: "control-center",
    },
};
/** How each account type's 5.6 answer is shown: its change's enforcement, or not password-only. */
const SHOWN_CHANGES = ["procedural", "technical", "not-applicable", "not password-only"];
const systemAccessFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesSchema */ .h)({
    access: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        by: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["system", "group", "location", "system-type"]),
        covers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        account_types: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            change: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(SHOWN_CHANGES),
            max_age_months: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
        })),
        shared_accounts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            account: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            authorized_individuals: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            list_sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        })),
        default_passwords: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ asset: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), answer: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    })
        .optional(),
    record: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        performed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6(),
        access_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        account_types: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    })
        .optional(),
});
const SYSTEM_ACCESS_SHAPE = {
    name: "CIP-007 R5",
    declaredParts: SYSTEM_ACCESS_PARTS,
    populationFiles: {
        passwordChanges: "password-changes.csv",
        accountTypes: "account-types.csv",
    },
    reviewedFiles: {
        name: "system access files",
        noun: "system access file",
        field: "system_access_files",
        recordDescription: "CIP-007-6 R5's reviewed files (the access files, system-access/ID.yaml, and the password-change records, system-access/records/ID.yaml) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: systemAccessFileChanges,
        shownTitle: "System access files changed (CIP-007-6 R5)",
        shownDescription: "The CIP-007-6 R5 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it. An access file (system-access/ID.yaml, `access`): how it groups the systems (Part 5.2's by system, group, location or system type) and what it covers, each enabled default or generic account type with its Part 5.6 answer, each shared account with where its authorized individuals are kept and the digest of that list (Part 5.3), and each asset's Part 5.4 answer on default passwords. A password-change record (system-access/records/ID.yaml, `record`): the day, the access files and the account types changed. Part of the fingerprint, as shown (compared_with aside).",
        lines: systemAccessFileLines,
        gateSetting: {
            key: "default_passwords",
            settings: ["flag", "require"],
            description: "CIP-007-6 R5 Part 5.4 at review: a change that creates a Cyber Asset in a High or Medium impact system (or one that declares no impact, judged as High) while no system access file (system-access/ID.yaml) of the checkout gives that asset's default_passwords answer (changed, unique-by-vendor or none, with its reference). flag (the default): listed in the plan. require: the plan is refused, and the merge applies nothing.",
        },
    },
};
/** An account type's 5.6 answer in words. */
function changeWords(type) {
    if (type.change === "technical")
        return `changes forced within ${type.max_age_months ?? "?"} months`;
    if (type.change === "procedural")
        return "changed by reviewed records";
    return type.change;
}
/** One file: an access file's cover and account types, then its shared accounts and answers; a record's day. */
function systemAccessFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    const { access, record } = shown;
    if (record !== undefined)
        return {
            line: `${file}: passwords changed on ${record.performed_on}: ${record.account_types.map(code).join(", ")} of ${record.access_files.map(code).join(", ")}`,
            details: [],
        };
    if (access === undefined)
        return { line: file, details: [] };
    const types = access.account_types.length === 0
        ? "no enabled default or generic account type"
        : access.account_types
            .map((type) => `${code(type.name)} (${words(type.type)}, ${changeWords(type)})`)
            .join(", ");
    return {
        line: `${file}: by ${access.by} ${access.covers.map(words).join(", ")}; ${types}`,
        details: [
            ...access.shared_accounts.map((shared) => `shared account ${code(shared.account)}: authorized individuals kept in ${words(shared.authorized_individuals)} (SHA-256 ${code(shared.list_sha256)})`),
            ...access.default_passwords.map((answer) => `default passwords of ${code(answer.asset)}: ${words(answer.answer)}`),
        ],
    };
}


/***/ }),

/***/ 57584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ VULNERABILITY_ASSESSMENT_SHAPE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17994);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71298);
// CIP-010 R3 vulnerability assessments as the layers below the family table know them: the name
// and the reviewed files' shape (the assessment files: the plan's and the record's field, the saved
// plan's schema of what the reviewer approves, and each file's lines). Their parsers are
// core/assessments/, their pass core/obligations/vulnerability-assessments/. Pure.


const assessmentFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesSchema */ .h)({
    record: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["assessment", "technical-feasibility", "commissioning"]),
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        covers: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        method: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["paper", "active"]).optional(),
        environment: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["production", "test"]).optional(),
        closes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    })
        .optional(),
});
const VULNERABILITY_ASSESSMENT_SHAPE = {
    name: "CIP-010 R3",
    populationFiles: {
        assessmentIntervals: "vulnerability-assessments.csv",
        commissionedAssets: "vulnerability-commissioning.csv",
        actionItems: "vulnerability-action-items.csv",
    },
    reviewedFiles: {
        name: "assessment files",
        noun: "assessment file",
        field: "assessment_files",
        recordDescription: "CIP-010 R3's reviewed files (vulnerability-assessments/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: assessmentFileChanges,
        shownTitle: "Assessment files changed (CIP-010-4 R3)",
        shownDescription: "The CIP-010 R3 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: what it covers, its method and environment, and each part it closes (an action item: opens) once an accepted merge records it. Part of the fingerprint, as shown (compared_with aside).",
        lines: assessmentFileLines,
    },
};
/** One file: its line, then a line per part it closes. */
function assessmentFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    const { record } = shown;
    if (record === undefined)
        return { line: file, details: [] };
    const how = [record.method, record.environment].flatMap((word) => word ?? []).join(", ");
    return {
        line: `${file}: ${record.kind} ${code(record.id)}${how === "" ? "" : `, ${how}`}, covers ${words(record.covers)}`,
        details: record.closes.map(words),
    };
}


/***/ }),

/***/ 47178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RG: () => (/* reexport */ REQUIREMENT_IDS),
  Hc: () => (/* binding */ REQUIREMENT_TABLE),
  Br: () => (/* binding */ applies),
  ZU: () => (/* binding */ impactsOf),
  pK: () => (/* binding */ partsOpenedBy),
  gv: () => (/* binding */ requirementRow)
});

// UNUSED EXPORTS: CLASSES

// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
;// CONCATENATED MODULE: ./src/core/inventory/baselines/requirement-row.ts
const REQUIREMENT_IDS = [
    "CIP-010 R1.1",
    "CIP-010 R1.2",
    "CIP-010 R1.3",
    "CIP-010 R1.4",
    "CIP-010 R1.5",
    "CIP-010 R1.6",
    "CIP-010 R2.1",
    "CIP-007 R1.1",
    "CIP-007 R2.1",
    "CIP-007 R2.2",
    "CIP-007 R2.3",
    "CIP-007 R2.4",
    "CIP-010 R3.1",
    "CIP-010 R3.2",
    "CIP-010 R3.3",
    "CIP-010 R3.4",
];
const BCS_EACMS_PACS_PCA = ["BCA", "EACMS", "PACS", "PCA"];
const R1_SYSTEMS = "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA";
const R1_SCOPE = {
    high: BCS_EACMS_PACS_PCA,
    medium: BCS_EACMS_PACS_PCA,
    mediumNeedsErc: false,
};

;// CONCATENATED MODULE: ./src/core/inventory/baselines/vulnerability-assessment-rows.ts
// CIP-010-4 R3 (Vulnerability Assessments): Parts 3.1 to 3.4 as rows of the requirement table,
// each with its Applicable Systems, its clock (the 15 and 36 calendar months as data, `every`),
// what opens and closes it, the standard's words where two sources agree on them, and what
// CIP-010-5 changes. requirements.ts holds the table these rows join; its header says what a row is.

/** CIP-010-4 R3: Parts 3.1 and 3.4 apply as R1 does, 3.2 to High BCS only, 3.3 to High BCS, EACMS and PCA. */
const R3_TABLE = "CIP-010-4 Table R3 – Vulnerability Assessments";
const R3_SCI = "CIP-010-5 adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
/** Per Cyber Asset: the parts' Applicable Systems are assets (obligations/vulnerability-assessments). */
const ASSESSMENT = "accepted assessment records (vulnerability-assessments/ID.yaml) covering between them each applicable asset in the interval (by system, all; by assets:, those named)";
const VULNERABILITY_ASSESSMENT_ROWS = [
    {
        id: "CIP-010 R3.1",
        standard: "CIP-010-4",
        laterVersions: [{ standard: "CIP-010-5", changes: R3_SCI }],
        source: `${R3_TABLE}, Part 3.1`,
        requirementText: "At least once every 15 calendar months, conduct a paper or active vulnerability assessment.",
        measures: "Examples of evidence may include, but are not limited to: • A document listing the date of the assessment (performed at least once every 15 calendar months), the controls assessed for each BES Cyber System along with the method of assessment; or • A document listing the date of the assessment and the output of any tools used to perform the assessment.",
        summary: "at least once every 15 calendar months, conduct a paper or active vulnerability assessment of each system and its EACMS, PACS and PCA",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: "a system's first applicable asset (its commissioning record), then the earliest assessment counted in the interval before",
        clock: "15 calendar months from the interval's start, by the calendar in force's month-end",
        every: { months: 15 },
        closes: `${ASSESSMENT}, paper or active, dated by the last one's record`,
    },
    {
        id: "CIP-010 R3.2",
        standard: "CIP-010-4",
        laterVersions: [
            {
                standard: "CIP-010-5",
                changes: `${R3_SCI}; "per system capability" replaces "where technically feasible", and a test environment must minimize its differences with production`,
            },
        ],
        source: `${R3_TABLE}, Part 3.2`,
        requirementText: "Where technically feasible, at least once every 36 calendar months: 3.2.1 Perform an active vulnerability assessment in a test environment, or perform an active vulnerability assessment in a production environment where the test is performed in a manner that minimizes adverse effects, that models the baseline configuration of the BES Cyber System in a production environment; and 3.2.2 Document the results of the testing and, if a test environment was used, the differences between the test environment and the production environment, including a description of the measures used to account for any differences in operation between the test and production environments.",
        summary: "where technically feasible, at least once every 36 calendar months, perform an active vulnerability assessment of each High Impact system, documenting the results and a test environment's differences from production",
        applicableSystems: "High Impact BES Cyber Systems",
        high: ["BCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: "a High system's first BES Cyber Asset (its commissioning record), then the earliest active assessment counted before",
        clock: "36 calendar months from the interval's start, by the calendar in force's month-end",
        every: { months: 36 },
        closes: `${ASSESSMENT}, each active; or a technical-feasibility record (with its reference) in force for the system, listed as such`,
    },
    {
        id: "CIP-010 R3.3",
        standard: "CIP-010-4",
        laterVersions: [
            {
                standard: "CIP-010-5",
                changes: `${R3_SCI}; it applies before an asset becomes a new Applicable System, and its exception covers like additions as well as like replacements with a previously assessed configuration`,
            },
        ],
        source: `${R3_TABLE}, Part 3.3`,
        requirementText: "Prior to adding a new applicable Cyber Asset to a production environment, perform an active vulnerability assessment of the new Cyber Asset, except for CIP Exceptional Circumstances and like replacements of the same type of Cyber Asset with a baseline configuration that models an existing baseline configuration of the previous or other existing Cyber Asset.",
        summary: "before adding a new applicable Cyber Asset to production, perform an active vulnerability assessment of it, except for CIP Exceptional Circumstances and like replacements",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PCA",
        high: ["BCA", "EACMS", "PCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: "an asset going into service in the system (a create, or a move into it)",
        clock: "before it is in service: the plan flags it, and refuses it under vulnerability_assessments: require; the merge that put it into service is due that day",
        closes: "an active assessment of the asset dated no later than the merge; or a like-replacement declaration naming the existing asset whose baseline it models; or a CIP Exceptional Circumstance reference",
    },
    {
        id: "CIP-010 R3.4",
        standard: "CIP-010-4",
        laterVersions: [{ standard: "CIP-010-5", changes: R3_SCI }],
        source: `${R3_TABLE}, Part 3.4`,
        requirementText: "Document the results of the assessments conducted according to Parts 3.1, 3.2, and 3.3 and the action plan to remediate or mitigate vulnerabilities identified in the assessments including the planned date of completing the action plan and the execution status of any remediation or mitigation action items.",
        summary: "document each assessment's results and action plan, with the planned completion date and the execution status of each action item",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: "each open action item of an accepted assessment's action plan",
        clock: "the item's planned completion date; a change of it counts only when approved by whom the owner policy names (default: the system's owners)",
        closes: "a done status in an accepted merge of the assessment",
    },
];

;// CONCATENATED MODULE: ./src/core/inventory/baselines/requirements.ts
// The requirement table: one row per requirement part the tool tracks (CIP-010-4 R1.1 to R1.6 and
// R2.1, R3.1 to R3.4, CIP-007-6 R1.1 and R2.1 to R2.4), with its Applicable Systems as the standard's column states them, the
// event that opens it, its clock and what closes it. Every rule reads it: the plan's R1.1 check at
// commissioning (core/plan/commissioning.ts) and each obligation (core/obligations/). It lives
// here, the lowest layer that knows an asset's class and a system's impact, so that both can.
// docs/obligations/requirements.md renders the same rows; test/core/inventory/baselines/requirements.test.ts holds
// every class × impact × erc combination to the column.
//
// Each row quotes the standard's own words for its part: the Requirements column
// (`requirementText`) and the Measures column (`measures`) of CIP-010-4 Table R1 and Table R2 and
// of CIP-007-6 Tables R1 and R2, word for word, with only line breaks and spacing normalised (a bullet of
// the standard's lists is written "•"). A quote is here only where two independent sources agreed
// on its words; test/core/inventory/requirement-quotes.test.ts lists the ones left out and why.
// Everything else in a row (summary, opens, clock, closes) is the tool's reading, not the standard.
//
// Each row names the version of the standard it quotes (`standard`), and what a later version
// changes (`laterVersions`), as data: an entity judged by CIP-007-7.1 from a day its policy states
// will read that version's row, never a branch in code. Until two sources confirm the later
// version's words, its differences are the tool's words (`changes`), and nothing of it is quoted.




const DEVIATION = "a change of any R1.1 item of the asset's baseline (a deviation) in a change record";
/** CIP-007-6 R2: every part applies to the same systems, and CIP-007-7.1 adds SCI to all four. */
const R2_TABLE = "CIP-007-6 Table R2 – Security Patch Management";
const R2_SCOPE = { applicableSystems: R1_SYSTEMS, ...R1_SCOPE, standard: "CIP-007-6" };
const R2_SCI = "CIP-007-7.1 (R2 titled Cyber Security Patch Management) adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
const EVALUATION = "an accepted evaluation record (patch-evaluations/SOURCE/NAME.yaml)";
const PATCH_MANAGEMENT_ROWS = [
    {
        id: "CIP-007 R2.1",
        source: `${R2_TABLE}, Part 2.1`,
        requirementText: "A patch management process for tracking, evaluating, and installing cyber security patches for applicable Cyber Assets. The tracking portion shall include the identification of a source or sources that the Responsible Entity tracks for the release of cyber security patches for applicable Cyber Assets that are updateable and for which a patching source exists.",
        measures: "An example of evidence may include, but is not limited to, documentation of a patch management process and documentation or lists of sources that are monitored, whether on an individual BES Cyber System or Cyber Asset basis.",
        summary: "identify the source or sources tracked for the release of cyber security patches, for every operating system, firmware and software of the baselines (or declare that none exists or the item is not updateable)",
        ...R2_SCOPE,
        laterVersions: [
            {
                standard: "CIP-007-7.1",
                changes: `${R2_SCI}; its requirement says Applicable Systems where CIP-007-6 says applicable Cyber Assets, and its Measure no longer mentions the individual BES Cyber System or Cyber Asset basis`,
            },
        ],
        opens: "an os_firmware or software item of an applicable asset's baseline, and each later change or addition of it",
        clock: "none: from the record that adds or changes the item, an exception until a source covers it",
        closes: "cip-patch-sources.yaml in force mapping the item to a source; or a no_source declaration reviewed with or after the item's change",
    },
    {
        id: "CIP-007 R2.2",
        source: `${R2_TABLE}, Part 2.2`,
        requirementText: "At least once every 35 calendar days, evaluate security patches for applicability that have been released since the last evaluation from the source or sources identified in Part 2.1.",
        summary: "at least once every 35 calendar days, evaluate the security patches each identified source released since its last evaluation",
        ...R2_SCOPE,
        laterVersions: [
            {
                standard: "CIP-007-7.1",
                changes: `${R2_SCI}; its requirement and Measure say cyber security patches where CIP-007-6 says security patches`,
            },
        ],
        opens: "the record that first identifies the source for an applicable item, then each evaluation of it",
        clock: "35 calendar days from the interval's start",
        closes: `${EVALUATION} of the source; one whose releases_since leaves a gap after the previous evaluation is an exception`,
    },
    {
        id: "CIP-007 R2.3",
        source: `${R2_TABLE}, Part 2.3`,
        requirementText: "For applicable patches identified in Part 2.2, within 35 calendar days of the evaluation completion, take one of the following actions: • Apply the applicable patches; or • Create a dated mitigation plan; or • Revise an existing mitigation plan. Mitigation plans shall include the Responsible Entity's planned actions to mitigate the vulnerabilities addressed by each security patch and a timeframe to complete these mitigations.",
        summary: "within 35 calendar days of the evaluation, apply each applicable patch, or create or revise a dated mitigation plan for it",
        ...R2_SCOPE,
        laterVersions: [{ standard: "CIP-007-7.1", changes: R2_SCI }],
        opens: `a patch marked applicable by ${EVALUATION}, per asset whose baseline holds the item it patches`,
        clock: "35 calendar days from the evaluation's record",
        closes: "an accepted baseline change adding the patch to the asset's patches; or a mitigation plan in force naming it (created or revised)",
    },
    {
        id: "CIP-007 R2.4",
        source: `${R2_TABLE}, Part 2.4`,
        requirementText: "For each mitigation plan created or revised in Part 2.3, implement the plan within the timeframe specified in the plan, unless a revision to the plan or an extension to the timeframe specified in Part 2.3 is approved by the CIP Senior Manager or delegate.",
        summary: "implement each mitigation plan within its timeframe, unless the CIP Senior Manager or a delegate approves a revision or an extension",
        ...R2_SCOPE,
        laterVersions: [
            {
                standard: "CIP-007-7.1",
                changes: `${R2_SCI}; its Measure names the approval records for mitigation plan revisions or extensions as evidence`,
            },
        ],
        opens: "a mitigation plan (patch-plans/ID.yaml) first put in force",
        clock: "the plan's timeframe: its by date, or the day an event-dated plan's event occurred (event_occurred_on); a change of it counts only when the CIP Senior Manager or a delegate holding cip-007-r2.4 approves it",
        closes: "implemented_on in an accepted merge of the plan",
    },
];
const REQUIREMENT_TABLE = [
    {
        id: "CIP-010 R1.1",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.1",
        requirementText: "Develop a baseline configuration, individually or by group, which shall include the following items: 1.1.1. Operating system(s) (including version) or firmware where no independent operating system exists; 1.1.2. Any commercially available or open-source application software (including version) intentionally installed; 1.1.3. Any custom software installed; 1.1.4. Any logical network accessible ports; and 1.1.5. Any security patches applied.",
        measures: "Examples of evidence may include, but are not limited to: • A spreadsheet identifying the required items of the baseline configuration for each Cyber Asset, individually or by group; or • A record in an asset management system that identifies the required items of the baseline configuration for each Cyber Asset, individually or by group.",
        summary: "develop a baseline configuration (OS or firmware, intentionally installed software, custom software, logical network accessible ports, security patches applied)",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: "an asset going into service in the system (a create, or a move into it)",
        clock: "before it is in service: the plan refuses it without a complete baseline",
        closes: "a complete baseline (all five items, [] for none) inline, shared or as baseline_ref",
    },
    {
        id: "CIP-010 R1.2",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.2",
        requirementText: "Authorize and document changes that deviate from the existing baseline configuration.",
        measures: "Examples of evidence may include, but are not limited to: • A change request record and associated electronic authorization (performed by the individual or group with the authority to authorize the change) in a change management system for each change; or • Documentation that the change was performed in accordance with the requirement.",
        summary: "authorize and document changes that deviate from the existing baseline",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: DEVIATION,
        openedBy: "any",
        clock: "before the change is made: a completion dated before the authorization is an exception",
        closes: "the counted approvals of the merged pull request that carries the deviation (authorized_at, authorized_by)",
    },
    {
        id: "CIP-010 R1.3",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.3",
        requirementText: "For a change that deviates from the existing baseline configuration, update the baseline configuration as necessary within 30 calendar days of completing the change.",
        measures: "An example of evidence may include, but is not limited to, updated baseline documentation with a date that is within 30 calendar days of the date of the completion of the change.",
        summary: "update the baseline configuration as necessary within 30 calendar days of completing the change",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: DEVIATION,
        openedBy: "any",
        clock: "30 calendar days from the completion date (/cip-010-completed or completed_on); until it is recorded, an exception once the grace days since authorization pass",
        closes: "the completion of a reviewed change whose merged baseline describes it; or, when the field change differed, the next reviewed baseline change",
    },
    {
        id: "CIP-010 R1.4",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.4",
        requirementText: "For a change that deviates from the existing baseline configuration: 1.4.1. Prior to the change, determine required cyber security controls in CIP-005 and CIP-007 that could be impacted by the change; 1.4.2. Following the change, verify that required cyber security controls determined in 1.4.1 are not adversely affected; and 1.4.3. Document the results of the verification.",
        measures: "An example of evidence may include, but is not limited to, a list of cyber security controls verified or tested along with the dated test results.",
        summary: "determine the CIP-005 and CIP-007 controls a change could affect, verify afterwards they are not adversely affected, document the results",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: DEVIATION,
        openedBy: "any",
        clock: "none: a reminder, with the /cip-010-r1.4 notes of the approvers",
        closes: "nothing: the tool cannot see the verification",
    },
    {
        id: "CIP-010 R1.5",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.5",
        requirementText: "Where technically feasible, for each change that deviates from the existing baseline configuration: 1.5.1. Prior to implementing any change in the production environment, test the changes in a test environment or test the changes in a production environment where the test is performed in a manner that minimizes adverse effects, that models the baseline configuration to ensure that required cyber security controls in CIP-005 and CIP-007 are not adversely affected; and 1.5.2. Document the results of the testing and, if a test environment was used, the differences between the test environment and the production environment, including a description of the measures used to account for any differences in operation between the test and production environments.",
        summary: "where technically feasible, test the change before implementing it in production, and document the results",
        applicableSystems: "High Impact BES Cyber Systems",
        high: ["BCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: DEVIATION,
        openedBy: "any",
        clock: "none: a reminder",
        closes: "nothing: the tool cannot see the test",
    },
    {
        id: "CIP-010 R1.6",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.6",
        requirementText: "Prior to a change that deviates from the existing baseline configuration associated with baseline items in Parts 1.1.1, 1.1.2, and 1.1.5, and when the method to do so is available to the Responsible Entity from the software source: 1.6.1. Verify the identity of the software source; and 1.6.2. Verify the integrity of the software obtained from the software source.",
        summary: "before the change, when the software source makes a method available, verify the source's identity and the software's integrity",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PACS. Medium Impact BES Cyber Systems and their associated 1. EACMS; and 2. PACS",
        high: ["BCA", "EACMS", "PACS"],
        medium: ["BCA", "EACMS", "PACS"],
        mediumNeedsErc: false,
        opens: "a deviation that changes item 1.1.1, 1.1.2 or 1.1.5 (or a baseline_ref, whose items are unknown)",
        openedBy: ["os_firmware", "software", "patches", "unknown"],
        clock: "none: a reminder",
        closes: "nothing: the tool cannot see the verification",
    },
    {
        id: "CIP-010 R2.1",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R2 – Configuration Monitoring, Part 2.1",
        requirementText: "Monitor at least once every 35 calendar days for changes to the baseline configuration (as described in Requirement R1, Part 1.1). Document and investigate detected unauthorized changes.",
        measures: "An example of evidence may include, but is not limited to, logs from a system that is monitoring the configuration along with records of investigation for any unauthorized changes that were detected.",
        summary: "monitor at least once every 35 calendar days for changes to the baseline configuration",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PCA",
        high: ["BCA", "EACMS", "PCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: "an asset's commissioning (its first record), then each record that closes an interval",
        clock: "35 calendar days from the interval's start",
        closes: "a configuration-monitoring record that compared all five R1.1 items of the asset, read after the interval opened (never a drift check)",
    },
    {
        id: "CIP-007 R1.1",
        standard: "CIP-007-6",
        source: "CIP-007-6 Table R1 – Ports and Services, Part 1.1",
        requirementText: "Where technically feasible, enable only logical network accessible ports that have been determined to be needed by the Responsible Entity, including port ranges or services where needed to handle dynamic ports. If a device has no provision for disabling or restricting logical ports on the device then those ports that are open are deemed needed.",
        measures: "Examples of evidence may include, but are not limited to: • Documentation of the need for all enabled ports on all applicable Cyber Assets and Electronic Access Points, individually or by group. • Listings of the listening ports on the Cyber Assets, individually or by group, from either the device configuration files, command output (such as netstat), or network scans of open ports; or • Configuration files of host-based firewalls or other device level mechanisms that only allow needed ports and deny all others.",
        summary: "where technically feasible, enable only logical network accessible ports determined to be needed (the tool asks a justification for each)",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium Impact BES Cyber Systems with External Routable Connectivity and their associated 1. EACMS; 2. PACS; and 3. PCA",
        high: BCS_EACMS_PACS_PCA,
        medium: BCS_EACMS_PACS_PCA,
        mediumNeedsErc: true,
        opens: "an asset going into service in the system",
        clock: "before it is in service: the plan refuses a port without a justification",
        closes: "a justification for every port of its baseline",
    },
    ...PATCH_MANAGEMENT_ROWS,
    ...VULNERABILITY_ASSESSMENT_ROWS,
];
function requirementRow(id) {
    const row = REQUIREMENT_TABLE.find((candidate) => candidate.id === id);
    // The table has a row for every id: a test holds it.
    if (row === undefined)
        throw new Error(`no requirement row ${id}`);
    return row;
}
/**
 * The impact ratings of the systems the parts `ids` apply to, as their rows' Applicable Systems
 * state them (a class in High systems, in Medium ones): where a family reaches (its obligations,
 * and the plan's warning at an assessment of a system it does not reach).
 */
function impactsOf(ids) {
    const rows = ids.map((id) => requirementRow(id));
    return ["high", "medium"].filter((impact) => rows.some((row) => row[impact].length > 0));
}
/** Whether `row` applies to an asset of `class` in a system of `impact` and `erc`. */
function applies(row, asset) {
    switch (asset.impact) {
        case "high":
            return row.high.includes(asset.class);
        case "medium":
            return row.medium.includes(asset.class) && (!row.mediumNeedsErc || asset.erc !== false);
        case "low":
            return false;
    }
}
/**
 * The parts a deviation changing `items` opens for `asset`, in the table's order: the rows it opens
 * (`openedBy`) that apply, none unless R1.2 applies (the obligations open nothing else without it).
 */
function partsOpenedBy(asset, items) {
    if (items.length === 0)
        return [];
    if (!applies(requirementRow("CIP-010 R1.2"), asset))
        return [];
    return REQUIREMENT_TABLE.filter((row) => row.openedBy !== undefined &&
        applies(row, asset) &&
        (row.openedBy === "any" || items.some((item) => row.openedBy?.includes(item) === true))).map((row) => row.id);
}
/** Every class, for tables and tests. */
const CLASSES = (/* unused pure expression or super */ null && (ASSET_CLASSES));


/***/ }),

/***/ 18453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ ASSET_CLASSES),
/* harmony export */   Rm: () => (/* binding */ CRITERION_PATTERN),
/* harmony export */   gM: () => (/* binding */ assetClassSchema),
/* harmony export */   q$: () => (/* binding */ DEFAULT_ASSET_CLASS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17994);
// What the CIP standards' Applicable Systems columns tell apart: an asset's class (a BES Cyber
// Asset, or an asset associated with a BES Cyber System) and a cyber system's External Routable
// Connectivity. Declared in the inventory (`class:` per asset, `erc:` per document), since the
// service does not hold them; the obligations read them through the requirement table.

/**
 * BCA: BES Cyber Asset (the default); PCA: Protected Cyber Asset; EACMS: Electronic Access Control
 * or Monitoring System; PACS: Physical Access Control System; EAP: Electronic Access Point
 * (accepted for CIP-005 rows to come: no CIP-010 or CIP-007 R1.1 row names it).
 */
const ASSET_CLASSES = ["BCA", "PCA", "EACMS", "PACS", "EAP"];
const DEFAULT_ASSET_CLASS = "BCA";
const assetClassSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ASSET_CLASSES).meta({
    title: "Class",
    description: "What the asset is under CIP-002: BCA (BES Cyber Asset, the default), PCA (Protected Cyber Asset), EACMS, PACS, or EAP (Electronic Access Point). The requirement table reads it.",
});
/** A CIP-002-5.1a Attachment 1 criterion, such as 2.5 or 1.1. */
const CRITERION_PATTERN = /^[123]\.\d{1,2}$/;


/***/ }),

/***/ 49513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NT: () => (/* binding */ LOGIN_PATTERN),
/* harmony export */   Oj: () => (/* binding */ principalSchema),
/* harmony export */   cI: () => (/* binding */ principalText),
/* harmony export */   dR: () => (/* binding */ IMPACT_LEVELS),
/* harmony export */   gA: () => (/* binding */ parsePrincipal),
/* harmony export */   kf: () => (/* binding */ impactSchema),
/* harmony export */   qW: () => (/* binding */ principalKey)
/* harmony export */ });
/* unused harmony export PRINCIPAL_PATTERN */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17994);
// Who may be named as an owner or an approver: a GitHub login (`alice`) or a team as `org/team`
// (`acme/alpha-protection`), and the impact ratings a system may declare. Shared by the inventory
// documents (`owners:`, `impact:`) and the policy file (`from:`), so both accept the same names.

const IMPACT_LEVELS = ["high", "medium", "low"];
/** GitHub's rules: letters, digits and single hyphens, not at either end, at most 39 characters. */
const LOGIN = String.raw `[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}`;
/** A team's slug as GitHub writes it in URLs and CODEOWNERS (lower case in practice). */
const TEAM_SLUG = String.raw `[A-Za-z0-9][A-Za-z0-9_.-]{0,99}`;
const LOGIN_PATTERN = new RegExp(`^${LOGIN}$`);
const PRINCIPAL_PATTERN = new RegExp(`^${LOGIN}(?:/${TEAM_SLUG})?$`);
/** `alice` or `acme/alpha-protection` as a principal; undefined when it is neither. */
function parsePrincipal(text) {
    if (!PRINCIPAL_PATTERN.test(text))
        return undefined;
    const slash = text.indexOf("/");
    return slash === -1
        ? { kind: "user", login: text }
        : { kind: "team", org: text.slice(0, slash), slug: text.slice(slash + 1) };
}
/** The principal as written in documents and messages: `alice`, `acme/alpha-protection`. */
function principalText(principal) {
    return principal.kind === "user" ? principal.login : `${principal.org}/${principal.slug}`;
}
/** GitHub compares logins, organizations and team slugs without regard to case. */
function principalKey(principal) {
    return principalText(principal).toLowerCase();
}
const impactSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(IMPACT_LEVELS).meta({
    title: "Impact",
    description: "The declared BES Cyber System impact rating (kept in git: the service does not show it to API keys).",
});
const principalSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(PRINCIPAL_PATTERN).meta({
    description: "A GitHub login (alice) or a team as org/team-slug (acme/alpha-protection).",
});


/***/ }),

/***/ 40249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ StrictYamlReader),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   eF: () => (/* binding */ isEmptyPlain),
/* harmony export */   f: () => (/* binding */ nodeStart),
/* harmony export */   jp: () => (/* binding */ PARSE_OPTIONS),
/* harmony export */   v: () => (/* binding */ parseYamlDocuments),
/* harmony export */   ws: () => (/* binding */ scalarText)
/* harmony export */ });
/* unused harmony exports ANCHORS_AND_ALIASES, propertyStart */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _yaml_syntax_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19869);
// Reading YAML strictly, the way inventory files are read: YAML 1.2, keys as text, no anchors,
// aliases, tags or merge keys, duplicate keys named with both positions, and every problem located
// at file:line:column. FileParser (parse-inventory.ts) walks the inventory's structure on top.



// YAML 1.2 core schema; keys are always taken as text; no merge keys; duplicate keys are found by
// the walk (which names both positions) rather than by the parser (which names one). `cip-sync fmt`
// reads with the same options, so that it sees the YAML the inventory parser sees.
const PARSE_OPTIONS = {
    version: "1.2",
    schema: "core",
    merge: false,
    stringKeys: true,
    uniqueKeys: false,
    prettyErrors: false,
};
const ANCHORS_AND_ALIASES = "anchors and aliases are not supported; write the value out";
const MERGE_KEYS = "merge keys are not supported; write the keys out";
const MAX_DEPTH_MESSAGE = "the YAML nests too deeply to be read; no file cip-sync reads needs more than six levels (an inventory's deepest: the document, assets, an asset, its baseline, an item's list, an entry of it)";
/** The documents of a file's text, parsed with PARSE_OPTIONS and yaml's debug switches off. */
function parseYamlDocuments(text, lineCounter) {
    return withoutYamlDebugSwitches(() => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { ...PARSE_OPTIONS, lineCounter }));
}
/**
 * `process.env` as yaml's parser sees it: a plain copy, made once, without its debug switches.
 * yaml's parser reads `process.env.LOG_TOKENS` once per token, and each read of the real
 * `process.env` is a call into the environment (about 0.35 µs: 0.4 s of a 100,000-asset plan);
 * and with LOG_TOKENS or LOG_STREAM set it would print the inventory to standard output, into the
 * middle of `plan --format json`. Copied once, not per parse: a copy enumerates the whole
 * environment (0.27 s of `obligations` over 10,000 records, which parses a reviewed file for
 * most), and yaml reads no other variable.
 */
const YAML_ENVIRONMENT = (() => {
    const quiet = { ...process.env };
    delete quiet.LOG_TOKENS;
    delete quiet.LOG_STREAM;
    return quiet;
})();
/** Runs `parse` with `process.env` replaced by YAML_ENVIRONMENT: synchronous, so no other code sees it. */
function withoutYamlDebugSwitches(parse) {
    const environment = process.env;
    process.env = YAML_ENVIRONMENT;
    try {
        return parse();
    }
    finally {
        process.env = environment;
    }
}
/** Collects located diagnostics while a subclass walks a file's YAML nodes. */
class StrictYamlReader {
    diagnostics = [];
    #text;
    #file;
    #lineCounter;
    constructor(text, file, lineCounter) {
        this.#text = text;
        this.#file = file;
        this.#lineCounter = lineCounter;
    }
    at(offset) {
        const { line, col } = this.#lineCounter.linePos(offset);
        return { file: this.#file, line: Math.max(line, 1), column: col };
    }
    error(offset, message, related) {
        const diagnostic = { severity: "error", message, location: this.at(offset) };
        if (related)
            diagnostic.related = related;
        this.diagnostics.push(diagnostic);
    }
    /** A problem that does not stop the file from being read, at its place. */
    warning(offset, message) {
        this.diagnostics.push({ severity: "warning", message, location: this.at(offset) });
    }
    /**
     * The one document of a file read whole (no walk of its own on top): its syntax and every node
     * checked, depth first, a map's pairs through entries() (duplicates, merge keys); undefined when
     * there is none or its syntax is broken. `oneDocument` says what to do with an extra one. The
     * caller refuses the file for any diagnostic.
     */
    checkedDocument(docs, oneDocument) {
        const [doc, extra] = docs;
        if (doc === undefined)
            return undefined;
        if (extra !== undefined)
            this.error(extra.range[0], oneDocument);
        if (!this.yamlProblems(doc, 0))
            return undefined;
        const pending = [doc.contents];
        for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) || !this.plainNode(node))
                continue;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
                for (const { value } of this.entries(node))
                    pending.push(value);
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
                pending.push(...node.items);
        }
        return doc;
    }
    /**
     * Reports the parser's errors and warnings and the %YAML directive; false when the document has
     * a syntax error, after which its structure is unreliable and walking it would only add echoes.
     */
    yamlProblems(doc, previousEnd) {
        const problems = [...doc.errors, ...doc.warnings];
        const exhausted = problems.find((problem) => problem.code === "RESOURCE_EXHAUSTION");
        if (exhausted) {
            // yaml reports where the stack ran out, which moves with how warm the process is; the first
            // collection one level too deep is where the document goes wrong, the same in every run.
            this.error(firstTooDeep(doc.contents) ?? exhausted.pos[0], MAX_DEPTH_MESSAGE);
            return false;
        }
        // Where the text shows the mistake (an indentation, a colon, a quote), one message says it there.
        const explained = (0,_yaml_syntax_js__WEBPACK_IMPORTED_MODULE_2__/* .explainSyntaxErrors */ .I)(this.#text, doc.errors);
        if (explained !== undefined) {
            this.error(explained.offset, explained.message);
            return false;
        }
        let walkable = true;
        const seen = new Set();
        // A tab in the indentation makes the parser misread the rest of its line and the lines after
        // it (a compact mapping, an implicit key over two lines): one message says it, at each tab.
        const tabs = problems.filter((problem) => problem.code === "TAB_AS_INDENT");
        const firstTab = tabs.length === 0 ? undefined : Math.min(...tabs.map(({ pos }) => pos[0]));
        for (const problem of problems) {
            const message = this.#yamlMessage(problem);
            if (message === undefined)
                continue;
            const key = `${problem.pos[0]}:${message}`;
            if (seen.has(key))
                continue;
            if (firstTab !== undefined &&
                problem.code !== "TAB_AS_INDENT" &&
                this.at(problem.pos[0]).line >= this.at(firstTab).line)
                continue;
            seen.add(key);
            this.error(problem.pos[0], message);
            walkable &&= problem.code === "NON_STRING_KEY" || doc.warnings.includes(problem);
        }
        if (doc.directives.yaml.explicit)
            this.#yamlDirective(doc, previousEnd);
        return walkable;
    }
    /** The message for a problem the parser found; undefined for those the walk reports better. */
    #yamlMessage(problem) {
        switch (problem.code) {
            case "TAG_RESOLVE_FAILED":
                return undefined; // #plainNode: "YAML tags are not supported"
            case "BAD_DIRECTIVE":
                return problem.message.includes("YAML version")
                    ? undefined
                    : `invalid YAML: ${problem.message}`;
            case "TAB_AS_INDENT":
                return "invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)";
            case "NON_STRING_KEY":
                return this.#text.startsWith("*", problem.pos[0])
                    ? ANCHORS_AND_ALIASES
                    : "a key must be plain text, not a list, a map or a tagged value; write the name as text before the colon";
            default:
                return `invalid YAML: ${problem.message}`;
        }
    }
    #yamlDirective(doc, previousEnd) {
        // The document keeps the version but not where the directive was written: it is in the
        // directives prologue, between the previous document and this one's start.
        const prologue = this.#text.slice(previousEnd, doc.range[0]);
        const match = /^%YAML[ \t]+(\S*)/m.exec(prologue);
        const version = match?.[1] ?? doc.directives.yaml.version;
        if (version === "1.2")
            return;
        this.error(previousEnd + (match?.index ?? 0), `%YAML ${version} is not supported: inventory files are YAML 1.2 (where yes, no, on and off are text and 012 is not an octal number); remove the %YAML directive`);
    }
    /** Reports anchors, aliases and tags on a node the walk reads; false when it is an alias. */
    plainNode(node) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            this.error(nodeStart(node), ANCHORS_AND_ALIASES);
            return false;
        }
        if (node.anchor !== undefined) {
            this.error(propertyStart(this.#text, node, `&${node.anchor}`), ANCHORS_AND_ALIASES);
        }
        if (node.tag !== undefined) {
            this.error(propertyStart(this.#text, node, "!"), `YAML tags are not supported (found ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(node.tag.replace(/^tag:yaml\.org,2002:/, "!!"))}); remove the tag, and quote the value to make it text`);
        }
        return true;
    }
    /**
     * The pairs of a map with a text key, minus duplicates (reported with both positions) and merge
     * keys. Keys that are not text were reported by the parser (NON_STRING_KEY) and are skipped.
     */
    *entries(map) {
        const seen = new Map();
        for (const pair of map.items) {
            const key = pair.key;
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) || typeof key.value !== "string")
                continue;
            if (key.anchor !== undefined) {
                this.error(propertyStart(this.#text, key, `&${key.anchor}`), ANCHORS_AND_ALIASES);
            }
            const keyText = key.value;
            const keyOffset = nodeStart(key);
            if (keyText === "<<" && key.type === "PLAIN") {
                this.error(keyOffset, MERGE_KEYS);
                continue;
            }
            const first = seen.get(keyText);
            if (first !== undefined) {
                const firstAt = this.at(first);
                this.error(keyOffset, `duplicate key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)} (first written at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(firstAt)}); keep one`, [firstAt]);
                continue;
            }
            seen.set(keyText, keyOffset);
            yield { key, keyText, value: pair.value };
        }
    }
}
/**
 * Where a parsed value starts in its text. The yaml library types a map's or a list's values
 * `unknown`, so this checks it was given a node (what the parser makes of every value) rather than
 * each reader asserting so; a value with no place of its own starts the text.
 */
function nodeStart(value) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) ? (value.range?.[0] ?? 0) : 0;
}
/**
 * Where, in `text`, a node's anchor (`&name`) or tag (`!tag`) is written: before the node itself,
 * which is where yaml's range starts. On the error path only.
 */
function propertyStart(text, node, marker) {
    let written = text.lastIndexOf(marker, nodeStart(node));
    if (written < 0)
        return nodeStart(node);
    while (text[written - 1] === marker)
        written -= 1; // the first "!" of "!!int"
    return written;
}
/**
 * The deepest nesting a valid file has: an inventory's document map, assets map, an asset's map,
 * its baseline map, a baseline item's list, and an entry of it (a port). The policy file nests
 * less. A collection deeper than this is where a file that exhausted the parser goes wrong; with
 * a smaller limit, a document with baselines would be blamed at its first valid baseline.
 */
const DOCUMENT_LEVELS = 6;
/** The offset of the first collection, in document order, nested deeper than DOCUMENT_LEVELS. */
function firstTooDeep(contents) {
    // Depth-first in document order, never deeper than one level past the limit.
    const pending = [{ node: contents, depth: 1 }];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const { node, depth } = next;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
            continue;
        if (depth > DOCUMENT_LEVELS)
            return nodeStart(node);
        const children = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) ? node.items.map((pair) => pair.value) : node.items;
        for (let index = children.length - 1; index >= 0; index--) {
            pending.push({ node: children[index], depth: depth + 1 });
        }
    }
    return undefined;
}
/** The text of a scalar as written (after YAML quoting and escapes), never its implicit type. */
function scalarText(scalar) {
    return scalar.source ?? String(scalar.value);
}
/** "a list", "a map" or "the text 'x'": what was found where something else was expected. */
function describeValue(node) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
        return "a list";
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return "a map";
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) ? `the text ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(scalarText(node))}` : "an alias";
}
/** A plain scalar with no text: an omitted value (`key:`), not an explicit `''`. */
function isEmptyPlain(scalar) {
    return scalar.type === "PLAIN" && scalarText(scalar) === "";
}


/***/ }),

/***/ 19869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ explainSyntaxErrors)
/* harmony export */ });
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82205);

/** The parser's codes for trouble whose cause is usually the layout of a nearby line. */
const LAYOUT_CODES = new Set([
    "BAD_INDENT",
    "MISSING_CHAR",
    "MULTILINE_IMPLICIT_KEY",
    "UNEXPECTED_TOKEN",
    "BLOCK_AS_IMPLICIT_KEY",
]);
/**
 * One explanation for the document's syntax errors when the text shows their cause, else undefined
 * (the caller keeps the parser's messages).
 */
function explainSyntaxErrors(text, problems) {
    const [first] = problems;
    if (first === undefined)
        return undefined;
    const lines = linesOf(text);
    if (first.code === "MISSING_CHAR" && /closing "?quote/i.test(first.message)) {
        return unclosedQuote(lines, first.pos[0]);
    }
    const unclosed = /end with an? ([}\]])/.exec(first.message)?.[1];
    if (unclosed !== undefined)
        return unclosedBracket(lines, first.pos[0], unclosed === "}" ? "{" : "[");
    if (!problems.every((problem) => LAYOUT_CODES.has(problem.code)))
        return undefined;
    return missingColon(lines) ?? badIndentation(lines);
}
function linesOf(text) {
    const lines = [];
    let offset = 0;
    text.split("\n").forEach((raw, index) => {
        const withoutComment = raw.replace(/(^|\s)#.*$/, "").trimEnd();
        const indent = /^ */.exec(raw)?.[0].length ?? 0;
        lines.push({ number: index + 1, offset, indent, content: withoutComment.slice(indent) });
        offset += raw.length + 1;
    });
    return lines;
}
/** Lines that hold something: not blank, not only a comment, not a document marker. */
function meaningful(lines) {
    return lines.filter((line) => line.content !== "" && !/^(---|\.\.\.)$/.test(line.content));
}
/** A line of a block mapping that has no "key:" on it: "relay-01 hardware". */
function missingColon(lines) {
    const blocks = meaningful(lines);
    for (const [index, line] of blocks.entries()) {
        const previous = blocks[index - 1];
        if (previous === undefined || !previous.content.endsWith(":"))
            continue;
        // The first line of a block under "key:" sets what the block is; check its siblings too.
        for (const sibling of blocks.slice(index)) {
            if (sibling.indent < line.indent)
                break;
            if (sibling.indent > line.indent)
                continue;
            if (/^- |^-$/.test(sibling.content) || /:( |$)/.test(sibling.content))
                continue;
            if (/^["'[{|>]/.test(sibling.content))
                continue;
            const words = sibling.content.split(/\s+/);
            const suggestion = words.length === 2 ? `${words[0]}: ${words[1]}` : `${sibling.content}: VALUE`;
            return {
                offset: sibling.offset + sibling.indent,
                message: `invalid YAML: ${JSON.stringify(sibling.content)} has no colon, so it is neither a key nor a value of this map; write key: value (${suggestion})`,
            };
        }
    }
    return undefined;
}
/**
 * The first line indented unlike the block it is in: deeper than the line before when that line
 * opens no block, or between two enclosing levels.
 */
function badIndentation(lines) {
    const levels = [0];
    let previous;
    for (const line of meaningful(lines)) {
        const opensBlock = previous !== undefined && /:$|^-$|: [|>][-+]?$|^- .*:$/.test(previous.content);
        const current = levels.at(-1) ?? 0;
        if (line.indent > current) {
            if (!opensBlock) {
                return {
                    offset: line.offset + line.indent,
                    message: `invalid YAML: this line is indented ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(line.indent, "space")}, deeper than the line before (${current}), which opens no block (it does not end with a colon); indent it as its siblings, with two spaces per level`,
                };
            }
            levels.push(line.indent);
        }
        else {
            const enclosing = levels.join(" or ");
            while ((levels.at(-1) ?? 0) > line.indent)
                levels.pop();
            if ((levels.at(-1) ?? 0) !== line.indent) {
                return {
                    offset: line.offset + line.indent,
                    message: `invalid YAML: this line is indented ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(line.indent, "space")}, which matches no enclosing level (${enclosing}); indent it as its siblings, with two spaces per level`,
                };
            }
        }
        // "- key: value" starts a map inside the list item: its other keys line up after the dash.
        const item = /^-( +)[^\s#][^:]*:( |$)/.exec(line.content);
        if (item !== undefined && item !== null)
            levels.push(line.indent + 1 + (item[1]?.length ?? 1));
        previous = line;
    }
    return undefined;
}
/** The quote that opened the text the parser could not close: on the last line with an odd count. */
function unclosedQuote(lines, errorOffset) {
    for (const line of [...lines].reverse()) {
        if (line.offset > errorOffset)
            continue;
        const raw = line.content;
        const quotes = [...raw.matchAll(/(?<!\\)"/g)];
        if (quotes.length % 2 === 1) {
            const column = quotes.at(-1)?.index ?? 0;
            return {
                offset: line.offset + line.indent + column,
                message: 'invalid YAML: the quote opened here is never closed; end the text with " on the same line (a name needs no quotes unless it starts with a character YAML reserves)',
            };
        }
    }
    return undefined;
}
/** The bracket that opened a flow collection the parser could not close. */
function unclosedBracket(lines, errorOffset, opener) {
    const closer = opener === "{" ? "}" : "]";
    for (const line of [...lines].reverse()) {
        if (line.offset > errorOffset)
            continue;
        const column = line.content.lastIndexOf(opener);
        if (column === -1 || line.content.indexOf(closer, column) !== -1)
            continue;
        return {
            offset: line.offset + line.indent + column,
            message: `invalid YAML: the ${opener} opened here is never closed; add ${closer} after the last item, or write the ${opener === "{" ? "map" : "list"} as indented lines instead`,
        };
    }
    return undefined;
}


/***/ }),

/***/ 77551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ VULNERABILITY_ASSESSMENT_SETTINGS)
/* harmony export */ });
/**
 * The policy's `vulnerability_assessments:`: `flag` (the default) lists in the plan each asset
 * commissioned without R3.3's evidence; `require` also refuses the plan.
 */
const VULNERABILITY_ASSESSMENT_SETTINGS = ["flag", "require"];


/***/ }),

/***/ 23212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ operationNumber),
/* harmony export */   Pk: () => (/* binding */ parentKindWord),
/* harmony export */   R6: () => (/* binding */ PATCH_SOURCE_SETTINGS),
/* harmony export */   V1: () => (/* binding */ PLAN_FORMAT_VERSION),
/* harmony export */   WW: () => (/* reexport safe */ _commissioning_assessment_model_js__WEBPACK_IMPORTED_MODULE_1__.W),
/* harmony export */   kM: () => (/* binding */ DEFAULT_SAFETY_LIMITS),
/* harmony export */   nj: () => (/* binding */ PATCH_SOURCE_CHANGES)
/* harmony export */ });
/* harmony import */ var _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81477);
/* harmony import */ var _commissioning_assessment_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77551);
// The plan and its results: documents bound to live cyber systems, the operations, the safety
// report and what apply did. Data that renderers and apply only read; pure types and constants.


/** "facility" or "control center", as messages and renderers say it. */
function parentKindWord(kind) {
    return kind === "facility" ? "facility" : "control center";
}
// ---------------------------------------------------------------------------------------------
// The plan: data that renderers and apply only read. Versioned; see schemas/plan.schema.json.
const PLAN_FORMAT_VERSION = 1;
/**
 * The policy's `patch_sources:`: `flag` (the default) lists the items without a source in the
 * plan; `require` also refuses the plan when the change adds or changes one.
 */
const PATCH_SOURCE_SETTINGS = ["flag", "require"];
/**
 * How an item stands against the existing baseline: added or changed (its version) by this
 * change, as it was (an existing gap), or unknown (the baselines were not compared).
 */
const PATCH_SOURCE_CHANGES = ["added", "changed", "existing", "unknown"];
const DEFAULT_SAFETY_LIMITS = {
    maxChangeRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-change-percent"].default / 100,
    minAssetsForRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["min-assets-for-ratio"].default,
    maxChanges: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-changes"].default,
};
/**
 * An operation's number as people read it, from 1 (#1 in text): the plan's first operation is 1,
 * which the plan's and the record's JSON hold as index 0 (`index`, `depends_on`).
 */
function operationNumber(index) {
    return index + 1;
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

/***/ 38291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ offsetAt),
/* harmony export */   PS: () => (/* binding */ addMonths),
/* harmony export */   P_: () => (/* binding */ afterTodayWords),
/* harmony export */   Ru: () => (/* binding */ lapseBand),
/* harmony export */   Tj: () => (/* binding */ intervalWords),
/* harmony export */   WO: () => (/* binding */ MONTH_END_CONVENTIONS),
/* harmony export */   Xv: () => (/* binding */ CALENDAR_TIME_ZONE_PATTERN),
/* harmony export */   Z4: () => (/* binding */ resolveCalendar),
/* harmony export */   Zi: () => (/* binding */ calendarRule),
/* harmony export */   _s: () => (/* binding */ isCalendarTimeZone),
/* harmony export */   fi: () => (/* binding */ addDays),
/* harmony export */   jF: () => (/* binding */ DEFAULT_CALENDAR),
/* harmony export */   m7: () => (/* binding */ dateIn),
/* harmony export */   nS: () => (/* binding */ latestDateAt),
/* harmony export */   qo: () => (/* binding */ CALENDAR_TIME_ZONE_HINT),
/* harmony export */   sO: () => (/* binding */ DAY_MS),
/* harmony export */   tf: () => (/* binding */ isCalendarDate),
/* harmony export */   vV: () => (/* binding */ addInterval)
/* harmony export */ });
/* unused harmony export LAPSE_BANDS */
// Calendar days as the CIP Measures count them ("within 30 calendar days of the date of the
// completion of the change", "at least once every 35 calendar days"): an instant's date in the
// entity's time zone, and that date plus N days. A deadline is a date, met by anything dated on
// or before it in that time zone; so a change completed at 23:30 on 31 January in Chicago has
// until the end of 2 March there (30 days), whatever UTC says. Days are added as days, so month
// lengths and leap years need no rule. Calendar months ("at least once every 15 calendar months",
// CIP-002 R2) do: 30 November plus 15 months has no 30 February. The month-end convention says
// which day it is: the last day of the shorter month (`last-day`, the earlier and so the safer
// date, by default) or the day the overflow rolls over to (`roll-over`, 2 or 3 March). Both are
// day-preserving readings. Several Regional Entities read "calendar months" as whole months
// instead (`whole-month`): an approval on any day of January 2026 is timely through the end of
// April 2027, the fifteenth month after January. The entity follows its Regional Entity's reading.
const MONTH_END_CONVENTIONS = ["last-day", "roll-over", "whole-month"];
const DEFAULT_CALENDAR = {
    timeZone: "UTC",
    dueSoonDays: 7,
    monthEnd: "last-day",
};
/** The calendar: each setting from the first layer that has it (flags, then the policy), else the default. */
function resolveCalendar(...layers) {
    const pick = (key) => layers.find((layer) => layer?.[key] !== undefined)?.[key] ?? DEFAULT_CALENDAR[key];
    return {
        timeZone: pick("timeZone"),
        dueSoonDays: pick("dueSoonDays"),
        monthEnd: pick("monthEnd"),
    };
}
const MONTH_END_RULES = {
    "last-day": "a month after the 31st is the shorter month's last day",
    "roll-over": "a month after the 31st rolls over into the next month",
    "whole-month": "calendar months are whole months, due by the last day of the month reached",
};
/** The rule every obligation records, so a reader knows how its dates were counted. */
function calendarRule(settings) {
    const monthEnd = MONTH_END_RULES[settings.monthEnd];
    return `calendar days in ${settings.timeZone}: due by the end of the due date there; ${monthEnd}`;
}
/**
 * Per time zone: the formatter of its offset from UTC (making one costs far more than using it),
 * its one offset when it has only one, and its offset in each quarter hour it was asked about (see
 * dateIn).
 */
const zones = new Map();
/** How many quarter hours' offsets a zone remembers before it forgets them all: a bound. */
const REMEMBERED_OFFSETS = 4096;
const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** A day in milliseconds: a UTC day, which has no daylight-saving change. */
const DAY_MS = 86_400_000;
function zoneOf(timeZone) {
    let zone = zones.get(timeZone);
    if (zone === undefined) {
        const offsetName = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
        const fixedOffset = FIXED_ZONE.test(offsetName.resolvedOptions().timeZone)
            ? offsetOf(offsetName.format(0), timeZone)
            : undefined;
        zone = { offsetName, fixedOffset, offsets: new Map() };
        zones.set(timeZone, zone);
    }
    return zone;
}
/**
 * The zones Intl resolves to one that never changes its offset: UTC (and its aliases, Etc/UTC,
 * GMT, Zulu...) and the tz database's Etc/GMT±N, defined as fixed offsets. Only these: any other
 * zone may change its offset, at dates only its rules know.
 */
const FIXED_ZONE = /^(?:UTC|Etc\/GMT[+-]\d{1,2})$/;
/** The end of a long offset's name: "GMT-05:00", "GMT+05:21:10" (a local mean time), or "GMT". */
const LONG_OFFSET = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/**
 * How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms since the epoch), in ms. Read
 * from the offset's name, one formatted string, rather than by formatting the wall clock to parts
 * and counting back from it, which cost three times as much.
 */
function offsetAt(instant, timeZone) {
    return offsetOf(zoneOf(timeZone).offsetName.format(instant), timeZone);
}
/** The offset, in ms, a long offset's `name` gives (see offsetAt). */
function offsetOf(name, timeZone) {
    const match = LONG_OFFSET.exec(name);
    // Intl names every offset this way; anything else is a runtime this code was not written for.
    if (match === null)
        throw new RangeError(`unexpected offset name ${name} in ${timeZone}`);
    const [, sign, hours = "0", minutes = "0", seconds = "0"] = match;
    const offset = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
    return sign === "-" ? -offset : offset;
}
/**
 * The date (YYYY-MM-DD) of an instant in the time zone. A pass over a ledger dates each record's
 * `recorded_at` in several of its judgements, and Intl's formatting was most of the cost of that.
 * A zone's offset changes on a quarter hour of UTC (every offset in use, and so every change of
 * one, is a whole number of quarter hours), so it is asked once for the quarter hour's start and
 * end: where both agree, every instant between has that offset and its date is plain arithmetic;
 * where they differ (the quarter hour of a daylight-saving change), the instant's own is asked.
 * A zone with one offset (UTC, the default) is never asked: hourly records are each in a new
 * quarter hour, and asking was a tenth of the obligations' judging at 100,000 records.
 */
function dateIn(instant, timeZone) {
    const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
    if (Number.isNaN(time))
        throw new RangeError(`Invalid time value: ${String(instant)}`);
    const zone = zoneOf(timeZone);
    if (zone.fixedOffset !== undefined)
        return dayText(time + zone.fixedOffset);
    const quarter = Math.floor(time / QUARTER_HOUR_MS);
    let offset = zone.offsets.get(quarter);
    if (offset === undefined) {
        const start = offsetAt(quarter * QUARTER_HOUR_MS, timeZone);
        const end = offsetAt((quarter + 1) * QUARTER_HOUR_MS - 1, timeZone);
        // NaN marks a quarter hour whose offset changes within it.
        offset = start === end ? start : Number.NaN;
        if (zone.offsets.size >= REMEMBERED_OFFSETS)
            zone.offsets.clear();
        zone.offsets.set(quarter, offset);
    }
    if (Number.isNaN(offset))
        offset = offsetAt(time, timeZone);
    return dayText(time + offset);
}
/** The greatest distance from the epoch a Date holds, in ms (ECMAScript's time value range). */
const MAX_TIME_MS = 8.64e15;
/** The last day dayText wrote: a ledger's records come in order, many on one day. */
let lastDay = { number: Number.NaN, text: "" };
/**
 * YYYY-MM-DD of a wall-clock time (ms since the epoch, its zone's offset added): written once a
 * day, not for every instant (formatting a Date was half of dateIn's cost in a pass over the
 * ledger). Beyond a Date's range it throws, as formatting that instant's Date does.
 */
function dayText(wallClock) {
    if (!(Math.abs(wallClock) <= MAX_TIME_MS))
        return new Date(wallClock).toISOString();
    const number = Math.floor(wallClock / DAY_MS);
    if (number !== lastDay.number)
        lastDay = { number, text: new Date(number * DAY_MS).toISOString().slice(0, 10) };
    return lastDay.text;
}
/** How far the time zone farthest ahead of UTC (UTC+14, Kiribati's Line Islands) is ahead of it. */
const FARTHEST_AHEAD_MS = 14 * 3_600_000;
/**
 * The latest calendar date any time zone has reached at `instant`: its date in UTC+14. A fact
 * dated after it names a day nobody has lived yet (a review done tomorrow, a change completed
 * tomorrow), wherever the writer sits; the next UTC day is such a day until 10:00Z.
 */
function latestDateAt(instant) {
    const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
    if (Number.isNaN(time))
        throw new RangeError(`Invalid time value: ${String(instant)}`);
    return new Date(time + FARTHEST_AHEAD_MS).toISOString().slice(0, 10);
}
/**
 * "after today (D in UTC, L in UTC+14, the farthest ahead)" when `day` is later than the latest
 * date any time zone has reached at `instant`, for a message refusing it; undefined when someone
 * may have lived it.
 */
function afterTodayWords(day, instant) {
    const latest = latestDateAt(instant);
    if (day <= latest)
        return undefined;
    return `after today (${instant.toISOString().slice(0, 10)} in UTC, ${latest} in UTC+14, the farthest ahead)`;
}
/** A date plus `days` calendar days. */
function addDays(date, days) {
    const time = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
    return new Date(time).toISOString().slice(0, 10);
}
/**
 * A date plus `months` calendar months: its day kept where the month reached has it (`monthEnd`
 * says what if not), or that month's last day whatever the day (`whole-month`).
 */
function addMonths(date, months, monthEnd) {
    const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
    const first = new Date(Date.UTC(year, month - 1 + months, 1));
    const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    if (monthEnd !== "whole-month" && (day <= length || monthEnd === "roll-over")) {
        // Date.UTC rolls a day past the month's end over into the next month by itself.
        return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day))
            .toISOString()
            .slice(0, 10);
    }
    return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), length))
        .toISOString()
        .slice(0, 10);
}
/** `day` (YYYY-MM-DD) plus `every`: calendar days, or calendar months by `monthEnd`. */
function addInterval(day, every, monthEnd) {
    return "days" in every ? addDays(day, every.days) : addMonths(day, every.months, monthEnd);
}
/** The bands of the Violation Severity Levels of a clock of calendar months, in the tool's words. */
const LAPSE_BANDS = ["none", "lower", "moderate", "high", "severe"];
/**
 * How late an event on `day` is after one on `from`, against a clock of `months` calendar months,
 * as the VSLs of CIP-003-9 R1 and CIP-007-6 R5 Part 5.6 grade it (the tool's reading, not quoted):
 * within `months`, none; within one month more, lower; two, moderate; three, high; later, severe.
 */
function lapseBand(from, day, months, monthEnd) {
    const band = [0, 1, 2, 3].findIndex((late) => day <= addMonths(from, months + late, monthEnd));
    return LAPSE_BANDS[band === -1 ? 4 : band] ?? "severe";
}
/** "15 calendar months", "180 calendar days". */
function intervalWords(every) {
    return "months" in every ? `${every.months} calendar months` : `${every.days} calendar days`;
}
/**
 * Whether `text` is a date written YYYY-MM-DD that the calendar has: 2026-02-30 and 2026-99-99
 * are refused, never rolled over into another day as Date's own parsing would.
 */
function isCalendarDate(text) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
        return false;
    const time = Date.parse(`${text}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}
/** UTC, or an IANA Area/Location name ("America/Chicago", "America/Argentina/Buenos_Aires"). */
const CALENDAR_TIME_ZONE_PATTERN = /^(?:UTC|[A-Z][A-Za-z]*(?:\/[A-Za-z0-9_+-]+)+)$/;
/** What a calendar's time zone must be, for every message that refuses one. */
const CALENDAR_TIME_ZONE_HINT = "an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)";
/**
 * Whether `name` may be a calendar's time zone: UTC, or an IANA Area/Location name that Intl
 * knows. Intl also takes offsets ("+05:00"), which keep no daylight-saving rules, and
 * abbreviations ("CST", "EST5EDT"), which name different zones to different readers: an
 * obligation's due date must mean one day to the entity and its auditor, so both are refused.
 */
function isCalendarTimeZone(name) {
    if (!CALENDAR_TIME_ZONE_PATTERN.test(name))
        return false;
    try {
        new Intl.DateTimeFormat("en", { timeZone: name });
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 65032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ groupBy),
/* harmony export */   CV: () => (/* binding */ TextTable),
/* harmony export */   Dj: () => (/* binding */ missingEntry),
/* harmony export */   EK: () => (/* binding */ isOneOf),
/* harmony export */   Gp: () => (/* binding */ getOrThrow),
/* harmony export */   Tp: () => (/* binding */ itemOrThrow),
/* harmony export */   jy: () => (/* binding */ mapped),
/* harmony export */   x2: () => (/* binding */ matchGroup)
/* harmony export */ });
/* unused harmony export MissingEntryError */
// Small helpers over collections that several stages of the core share.
/** `items` by `key`, each group in the order of `items`; the key is computed once per item. */
function groupBy(items, key) {
    const groups = new Map();
    for (const item of items) {
        const itemKey = key(item);
        const group = groups.get(itemKey);
        if (group)
            group.push(item);
        else
            groups.set(itemKey, [item]);
    }
    return groups;
}
/**
 * `items` with `map` applied as they are iterated, each time they are: nothing is made ahead or
 * held (lazily read changes, entries a store makes as they are walked).
 */
function mapped(items, map) {
    return {
        *[Symbol.iterator]() {
            for (const item of items)
                yield map(item);
        },
    };
}
/** Whether `value` is one of `values`: narrows a string read from outside to a closed union. */
function isOneOf(values, value) {
    return values.includes(value);
}
/** A lookup that the caller's own construction guarantees missed: a bug in the caller, not bad input. */
class MissingEntryError extends Error {
    name = "MissingEntryError";
}
/** `map.get(key)` where the caller built `map` to hold `key`; `what` names the map for the error. */
function getOrThrow(map, key, what) {
    const value = map.get(key);
    if (value === undefined)
        throw new MissingEntryError(`${what} has no entry for ${String(key)}`);
    return value;
}
/** Throws for an entry the caller's own construction guarantees (`what` is missing): a bug. */
function missingEntry(what) {
    throw new MissingEntryError(`${what} is missing`);
}
/** `items[index]` where the caller's own bounds keep `index` inside; `what` names the list. */
function itemOrThrow(items, index, what) {
    const item = items[index];
    if (item === undefined)
        throw new MissingEntryError(`${what} has no item ${index}`);
    return item;
}
/** Group `group` of `match`, which the pattern makes non-optional; `what` names the pattern. */
function matchGroup(match, group, what) {
    const text = match[group];
    if (text === undefined)
        throw new MissingEntryError(`${what} matched without group ${group}`);
    return text;
}
/** Texts each of a TextTable's two generations holds: past them, a text not seen again goes. */
const GENERATION_TEXTS = 4096;
/**
 * One copy of each text: a pass over a ledger holds, per asset, digests and names that most assets
 * share (a fleet of identical devices has the same digest for each R1.1 item), each parsed from its
 * record as a string of its own; held through this, equal texts are one string. Only the texts seen
 * within the last two generations are kept to be found: a text of one asset (its patches' digest)
 * is not held a second time by the table, whose map of 100,000 of them took 3.7 MB; a text
 * seen again is kept on.
 */
class TextTable {
    #current = new Map();
    #previous = new Map();
    /** The copy of `text` held, if it was seen lately; it is not held if it was not. */
    held(text) {
        return this.#current.get(text) ?? this.#previous.get(text);
    }
    of(text) {
        const held = this.#current.get(text);
        if (held !== undefined)
            return held;
        const kept = this.#previous.get(text) ?? text;
        if (this.#current.size >= GENERATION_TEXTS) {
            this.#previous = this.#current;
            this.#current = new Map();
        }
        this.#current.set(kept, kept);
        return kept;
    }
}


/***/ }),

/***/ 17273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ hasErrors),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   j$: () => (/* binding */ formatLocation),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66800);
// The vocabulary every stage's diagnostics share: how a message names a place, how diagnostics are
// ordered, and whether a list of them stops the run.


/** "file:line:column", the way every message names a place in the inventory files. */
function formatLocation(location) {
    return `${location.file}:${location.line}:${location.column}`;
}
/** Diagnostics without a place first, then by file (code-point order), line and column. */
function compareDiagnostics(a, b) {
    if (!a.location || !b.location)
        return (a.location ? 1 : 0) - (b.location ? 1 : 0);
    return ((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.location.file, b.location.file) ||
        a.location.line - b.location.line ||
        a.location.column - b.location.column);
}
function hasErrors(diagnostics) {
    return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}
/**
 * Text from the inventory or the service, quoted the one way every message quotes it: a JSON
 * string (quotes and backslashes inside escaped) with every hidden character a visible `\u202E`
 * escape, so that a message can be neither reordered nor hidden by the characters it reports.
 */
function quote(text) {
    const json = JSON.stringify(text).replace(/\\(?:\\|u([0-9a-f]{4}))/g, (escape, hex) => hex === undefined ? escape : `\\u${hex.toUpperCase()}`);
    return (0,_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .revealHiddenCharacters */ .cr)(json);
}


/***/ }),

/***/ 19130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ errorCode),
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
// What a caught value says, without a cast at every catch: anything may be thrown, and Node's
// system errors carry their reason in `code` (ENOENT, ECONNRESET, ...).
/** The message of a thrown value: an Error's message, anything else as text. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** The `code` of a thrown value (a system error's ENOENT, ...), when it has a text one. */
function errorCode(error) {
    const code = error?.code;
    return typeof code === "string" ? code : undefined;
}


/***/ }),

/***/ 2885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ isAscii),
/* harmony export */   Mk: () => (/* binding */ sortByCodePoints),
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   Rc: () => (/* binding */ nameKey),
/* harmony export */   XU: () => (/* binding */ FORBIDDEN_CHARACTERS),
/* harmony export */   YC: () => (/* binding */ editDistance),
/* harmony export */   YV: () => (/* binding */ FORBIDDEN_NAME_CHARACTER),
/* harmony export */   g9: () => (/* binding */ closestNames)
/* harmony export */ });
// How names are compared. Asset names are unique organization-wide regardless of case, so every
// comparison of identities goes through `nameKey`; every ordering shown to users goes through
// `compareCodePoints`, so plans are identical whatever the locale or the order of live records.
const ASCII = /^[\x00-\x7f]*$/;
/** Whether every character of `text` is ASCII. */
function isAscii(text) {
    return ASCII.test(text);
}
/**
 * The identity of a name: Unicode NFC, then `toLowerCase()` (locale-independent). "RTU-1", "rtu-1"
 * and an "é" typed as e + combining accent all share one key with their canonical spellings.
 * ASCII text is already NFC, so most names skip the normalization (a third of the cost).
 */
function nameKey(name) {
    return (isAscii(name) ? name : name.normalize("NFC")).toLowerCase();
}
/**
 * Orders strings by Unicode code point. Plain `<` compares UTF-16 code units, which puts
 * U+E000..U+FFFF after astral characters; this shifts surrogates above them instead.
 */
function compareCodePoints(a, b) {
    const length = Math.min(a.length, b.length);
    for (let index = 0; index < length; index += 1) {
        const left = a.charCodeAt(index);
        const right = b.charCodeAt(index);
        if (left !== right)
            return codePointRank(left) - codePointRank(right);
    }
    return a.length - b.length;
}
/** A code unit from which code-unit order and code-point order differ (surrogates and above). */
const HIGH_CODE_UNIT = /[\uD800-\uFFFF]/;
/**
 * `items` sorted by `key` as compareCodePoints orders the keys: by the engine's own string order
 * where no key holds a code unit from U+D800 up (below it the two orders agree), which sorts
 * 100,000 names several times faster than comparing them code unit by code unit in JavaScript.
 */
function sortByCodePoints(items, key) {
    if (items.some((item) => HIGH_CODE_UNIT.test(key(item)))) {
        return items.sort((a, b) => compareCodePoints(key(a), key(b)));
    }
    return items.sort((a, b) => {
        const left = key(a);
        const right = key(b);
        return left < right ? -1 : left > right ? 1 : 0;
    });
}
function codePointRank(codeUnit) {
    if (codeUnit < 0xd800)
        return codeUnit;
    return codeUnit >= 0xe000 ? codeUnit - 0x800 : codeUnit + 0x2000;
}
/**
 * The "did you mean" of an unknown name: up to `limit` of `candidates` at the smallest edit
 * distance between name keys, in code-point order. A candidate qualifies when at most a third of
 * the wanted name (at least one character) must change.
 */
function closestNames(wanted, candidates, limit = 3) {
    const wantedKey = nameKey(wanted);
    const maxDistance = Math.max(1, Math.floor([...wantedKey].length / 3));
    const scored = [];
    const seen = new Set();
    for (const name of candidates) {
        if (seen.has(name))
            continue;
        seen.add(name);
        const distance = editDistance(wantedKey, nameKey(name), maxDistance);
        if (distance <= maxDistance)
            scored.push({ name, distance });
    }
    const best = scored.reduce((min, entry) => Math.min(min, entry.distance), maxDistance);
    return scored
        .filter((entry) => entry.distance === best)
        .map((entry) => entry.name)
        .sort(compareCodePoints)
        .slice(0, limit);
}
/** Levenshtein distance over code points; returns `max + 1` as soon as it must exceed `max`. */
function editDistance(a, b, max) {
    const left = [...a];
    const right = [...b];
    if (Math.abs(left.length - right.length) > max)
        return max + 1;
    let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
    for (let i = 1; i <= left.length; i += 1) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= right.length; j += 1) {
            const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
            const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
            current.push(value);
            rowMin = Math.min(rowMin, value);
        }
        if (rowMin > max)
            return max + 1;
        previous = current;
    }
    return previous[right.length] ?? max + 1;
}
// Characters a name may not contain: C0 and C1 controls (and DEL), the bidirectional controls
// that can make a name display as a different one, and zero-width characters.
const FORBIDDEN_CHARACTERS = String.raw `\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF`;
/** One forbidden character of a name; also an unpaired surrogate (the text is not valid Unicode). */
const FORBIDDEN_NAME_CHARACTER = new RegExp(`[${FORBIDDEN_CHARACTERS}\\uD800-\\uDFFF]`, "u");


/***/ }),

/***/ 81477:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ parseNumberSetting),
/* harmony export */   Ti: () => (/* binding */ describeNumberSetting),
/* harmony export */   io: () => (/* binding */ SHARED_NUMBER_SETTINGS)
/* harmony export */ });
// Numbers written in command-line flags and Action inputs. Only plain decimal digits count:
// JavaScript's Number() reads "0x1e" as 30, "1e1" as 10 and " " as 0, none of which a user means
// by a safety limit.
/**
 * The settings the CLI (as --flags) and the Action (as inputs) both take, under these names: the
 * one place their ranges and defaults are written (action.yml repeats the defaults, checked by a
 * test; DEFAULT_SAFETY_LIMITS is derived from them).
 */
const SHARED_NUMBER_SETTINGS = {
    "max-change-percent": { min: 0, max: 100, integer: false, default: 30 },
    "min-assets-for-ratio": { min: 0, integer: true, default: 10 },
    "max-changes": { min: 0, integer: true, default: 500 },
    /** Requests to the service in flight at once, during apply. */
    concurrency: { min: 1, max: 64, integer: true, default: 8 },
    /** Seconds an apply may take, reads included; after it nothing new starts. */
    deadline: { min: 1, max: 86_400, integer: true, default: 3_600 },
    /** Seconds one request may wait for its answer. */
    "request-timeout": { min: 1, max: 3_600, integer: true, default: 30 },
    /** Declared assets across all inventory files; more is refused before planning. */
    "max-assets": { min: 1, integer: true, default: 100_000 },
    /** Bytes of all inventory files together (16 MiB); more is refused before planning. */
    "max-bytes": { min: 1, integer: true, default: 16 * 1024 * 1024 },
};
/** The number `text` writes, or undefined when it is not one `setting` takes. */
function parseNumberSetting(text, setting) {
    const syntax = setting.integer ? /^\d+$/ : /^\d+(?:\.\d+)?$/;
    if (!syntax.test(text))
        return undefined;
    const value = Number(text);
    const inRange = Number.isSafeInteger(Math.ceil(value)) &&
        value >= setting.min &&
        (setting.max === undefined || value <= setting.max);
    return inRange ? value : undefined;
}
/** "a whole number from 1 to 64", "a number from 0 to 100", "a whole number 0 or more". */
function describeNumberSetting(setting) {
    const kind = setting.integer ? "a whole number" : "a number";
    const range = setting.max === undefined ? `${setting.min} or more` : `from ${setting.min} to ${setting.max}`;
    return `${kind} ${range}`;
}


/***/ }),

/***/ 67154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LP: () => (/* binding */ sha256Bytes),
/* harmony export */   Y5: () => (/* binding */ SHA256_HEX),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   fu: () => (/* binding */ SHA256_DIGEST),
/* harmony export */   l7: () => (/* binding */ DigestColumn),
/* harmony export */   oE: () => (/* binding */ Sha256Texts),
/* harmony export */   wz: () => (/* binding */ sha256HexOfParts)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The one hash the tool uses: fingerprints, operation digests, source snapshots and the evidence
// chain all name content by its SHA-256, written as lowercase hex (an operation digest of a saved
// plan: its first 128 bits in base64url); structured content is hashed as canonical JSON, so that
// the same content always has the same digest.

function sha256Hex(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex");
}
/** The 32 bytes of the digest, for a caller that writes them otherwise than as hex. */
function sha256Bytes(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest();
}
/** The digest of the parts' concatenation, without ever holding it whole. */
function sha256HexOfParts(parts) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
    for (const part of parts)
        hash.update(part);
    return hash.digest("hex");
}
/** A SHA-256 as a file names one: 64 lowercase hex digits, as sha256sum prints it. */
const SHA256_HEX = /^[0-9a-f]{64}$/;
/** How a fingerprint or digest is written: "sha256:" and 64 lowercase hex digits. */
const SHA256_DIGEST = /^sha256:[0-9a-f]{64}$/;
/**
 * JSON with every object's keys sorted by UTF-16 code unit, as RFC 8785 (JSON Canonicalization)
 * sorts them: one text for one content, whatever its key order. Not the code-point order of the
 * plan's `canonical` (core/plan/saved/fingerprint.ts): the two differ only for keys holding
 * characters beyond U+FFFF beside ones from U+E000, and each is kept as it is because digests
 * taken with it are recorded (baselines', configuration items', the CIP-002 identifications' in
 * the ledger; the plan's fingerprint in saved plans), and a new order would change them.
 */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(",")}]`;
    if (value !== null && typeof value === "object") {
        const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
    }
    return JSON.stringify(value);
}
/** A SHA-256's bytes, and the lowercase hex every record's digest is written in. */
const DIGEST_BYTES = 32;
/** Digests a page holds: pages of 32 KB, so that a column's room runs at most a page past it. */
const PAGE_DIGESTS = 1024;
/**
 * SHA-256 digests by sequence, 32 bytes each in pages: as hex strings, 100,000 of them held 9 MB
 * (a string of 64 characters and its slot), as bytes 3.3 MB. A digest set is given back as the
 * same hex; one that is not a SHA-256 in lowercase hex is refused (verified records never are).
 */
class DigestColumn {
    /** Each page's digests, and a byte each saying which were set. */
    #pages = [];
    set(index, hex) {
        if (!SHA256_HEX.test(hex))
            throw new Error(`not a SHA-256 in lowercase hex: ${hex}`);
        const number = Math.floor(index / PAGE_DIGESTS);
        let page = this.#pages[number];
        while (page === undefined) {
            this.#pages.push({
                bytes: new Uint8Array(PAGE_DIGESTS * DIGEST_BYTES),
                set: new Uint8Array(PAGE_DIGESTS),
            });
            page = this.#pages[number];
        }
        const { bytes, set } = page;
        const at = index % PAGE_DIGESTS;
        bytes.set(Buffer.from(hex, "hex"), at * DIGEST_BYTES);
        set[at] = 1;
    }
    get(index) {
        const page = this.#pages[Math.floor(index / PAGE_DIGESTS)];
        const at = index % PAGE_DIGESTS;
        if (page?.set[at] !== 1)
            throw new Error(`no digest was held for record ${index}`);
        return Buffer.from(page.bytes.buffer, at * DIGEST_BYTES, DIGEST_BYTES).toString("hex");
    }
    /**
     * The first `count` digests end to end in hex, as a verified head keeps them: made a page at a
     * time, not a string a digest (100,000 of them were 9 MB of the heap, then joined).
     */
    hex(count) {
        let text = "";
        for (let start = 0; start < count; start += PAGE_DIGESTS) {
            const page = this.#pages[start / PAGE_DIGESTS];
            const digests = Math.min(PAGE_DIGESTS, count - start);
            if (page === undefined || page.set.subarray(0, digests).includes(0))
                throw new Error(`no digest was held for a record among the first ${count}`);
            text += Buffer.from(page.bytes.buffer, 0, digests * DIGEST_BYTES).toString("hex");
        }
        return text;
    }
}
/** The digests the holders of one Sha256Texts keep as numbers: their bytes, each in its own place. */
class Sha256Texts {
    #bytes = new DigestColumn();
    #places = 0;
    /** `digest` as held, in the place `before` (what its holder held) had, if it had one. */
    held(before, digest) {
        if (typeof digest !== "string" || !SHA256_DIGEST.test(digest))
            return digest;
        const place = typeof before === "number" ? before : this.#places++;
        this.#bytes.set(place, digest.slice("sha256:".length));
        return place;
    }
    /** The text a held digest stands for, as it was given. */
    text(held) {
        return typeof held === "number" ? `sha256:${this.#bytes.get(held)}` : held;
    }
}


/***/ }),

/***/ 66800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R7: () => (/* binding */ escapeHiddenCharactersInJson),
/* harmony export */   cr: () => (/* binding */ revealHiddenCharacters),
/* harmony export */   xR: () => (/* binding */ escapedCodePoint),
/* harmony export */   zQ: () => (/* binding */ describeCharacter)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// Live names and service messages reach terminals and pull requests unchecked by our validation
// (only declared names are validated), so every renderer shows the characters a name may not
// contain as visible escapes: a terminal escape sequence, a newline or a bidirectional override in
// a name can then neither restyle the output, forge a line, nor make a name display as another.
// Messages that refuse such a character name it (describeCharacter).

// The validation's set, plus every other character that displays as nothing: controls, format
// characters (soft hyphen, invisible operators, tags), line and paragraph separators, which some
// viewers break lines at, and Unicode's default-ignorable characters (variation selectors, fillers).
const HIDDEN_CHARACTER = new RegExp(`${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_NAME_CHARACTER */ .YV.source}|[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]`, "gu");
/**
 * The same set but the line feed, which JSON.stringify's indentation puts on every line: matching
 * it would call the replacer once per line of a plan of 100,000 assets for nothing.
 */
const HIDDEN_CHARACTER_BUT_LINE_FEED = new RegExp(`(?!\n)(?:${HIDDEN_CHARACTER.source})`, "gu");
/**
 * Anything but printable ASCII and the line feed: none of those is hidden, so text without such a
 * character needs no look with the Unicode property classes above, which cost far more per
 * character (most of what the obligations' JSON is made of is plain ASCII).
 */
const BEYOND_PRINTABLE_ASCII = /[^\n\x20-\x7E]/;
/** Each hidden character as `\uXXXX` (`\u{XXXXX}` beyond the BMP). */
function revealHiddenCharacters(text) {
    return text.replace(HIDDEN_CHARACTER, escapedCodePoint);
}
/** One character as `\uXXXX`, or `\u{XXXXX}` beyond the BMP: the one notation messages use. */
function escapedCodePoint(character) {
    // An empty string has no code point; it is shown as U+0000 rather than thrown on.
    const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase();
    return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}
/**
 * JSON text with each hidden character written as a JSON escape (`\uXXXX`, a surrogate pair
 * beyond the BMP): the same JSON value, but a bidirectional override or a zero-width character in
 * a name can no longer reorder or hide text where the file is shown. JSON.stringify's output has
 * such characters only inside strings, where an escape means the same character, apart from the
 * line breaks of its indentation, which it always escapes inside strings and are kept.
 */
function escapeHiddenCharactersInJson(json) {
    if (!BEYOND_PRINTABLE_ASCII.test(json))
        return json;
    return json.replace(HIDDEN_CHARACTER_BUT_LINE_FEED, (character) => {
        let escaped = "";
        for (let at = 0; at < character.length; at++) {
            escaped += `\\u${character.charCodeAt(at).toString(16).toUpperCase().padStart(4, "0")}`;
        }
        return escaped;
    });
}
const CHARACTER_NAMES = new Map([
    [0x00, "NULL"],
    [0x09, "CHARACTER TABULATION"],
    [0x0a, "LINE FEED"],
    [0x0d, "CARRIAGE RETURN"],
    [0x1b, "ESCAPE"],
    [0x7f, "DELETE"],
    [0x85, "NEXT LINE"],
    [0x061c, "ARABIC LETTER MARK"],
    [0x200b, "ZERO WIDTH SPACE"],
    [0x200c, "ZERO WIDTH NON-JOINER"],
    [0x200d, "ZERO WIDTH JOINER"],
    [0x200e, "LEFT-TO-RIGHT MARK"],
    [0x200f, "RIGHT-TO-LEFT MARK"],
    [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
    [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
    [0x202c, "POP DIRECTIONAL FORMATTING"],
    [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
    [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
    [0x2060, "WORD JOINER"],
    [0x2066, "LEFT-TO-RIGHT ISOLATE"],
    [0x2067, "RIGHT-TO-LEFT ISOLATE"],
    [0x2068, "FIRST STRONG ISOLATE"],
    [0x2069, "POP DIRECTIONAL ISOLATE"],
    [0xfeff, "ZERO WIDTH NO-BREAK SPACE"],
]);
/** "U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control ...)": what it is and why it is refused. */
function describeCharacter(codePoint) {
    const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
    const name = CHARACTER_NAMES.get(codePoint);
    const label = name === undefined ? code : `${code} ${name}`;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff)
        return `${label} (an unpaired surrogate)`;
    if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) {
        return `${label} (a control character)`;
    }
    if (codePoint === 0x061c ||
        codePoint === 0x200e ||
        codePoint === 0x200f ||
        (codePoint >= 0x202a && codePoint <= 0x202e) ||
        (codePoint >= 0x2066 && codePoint <= 0x2069)) {
        return `${label} (a bidirectional control: it can make a name display as another)`;
    }
    return `${label} (an invisible zero-width character)`;
}


/***/ }),

/***/ 82205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   pq: () => (/* binding */ countOf)
/* harmony export */ });
// Small pieces of the wording every layer's messages share, so that each is written one way.
/** "1 asset", "3 assets". */
function countOf(count, noun) {
    return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
/** A ratio as a percentage with at most one decimal: 0.3 -> "30%", 0.125 -> "12.5%". */
function percent(ratio) {
    return `${Math.round(ratio * 1000) / 10}%`;
}
/** "a", "a and b", "a, b and c" (or "a, b or c"). */
function listOf(items, conjunction = "and") {
    return items.length <= 1
        ? items.join("")
        : `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
/** The first 7 characters of a commit, as GitHub shows it. */
function shortSha(sha) {
    return sha.slice(0, 7);
}


/***/ })

};
