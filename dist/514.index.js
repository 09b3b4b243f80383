export const id = 514;
export const ids = [514];
export const modules = {

/***/ 5514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TI: () => (/* binding */ untimestampedRecords),
/* harmony export */   Yg: () => (/* binding */ TOKEN_SUFFIX),
/* harmony export */   vT: () => (/* binding */ tokenPath)
/* harmony export */ });
/* unused harmony exports imprintMismatch, DEFAULT_MAX_SKEW_MINUTES, assessTimestamps, timestampProblems, missingExpectedHead */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _record_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1864);
// RFC 3161 timestamps of the evidence ledger, decided: each record may have a token beside it
// (`<record>.json.tsr`, the TSA's response) whose time shows the record existed then. A token is
// checked (signature, certificate chain, extended key usage) in io/ledger/timestamps/timestamp-token.ts; here, what
// its facts mean for the record: its imprint must be the record's SHA-256, its time within
// [recorded_at - accuracy, recorded_at + max skew]. A token minted later than that is what a
// rewritten branch would carry, unless a timely-timestamped successor declared the record in its
// own sealed `untimestamped_predecessors` (a TSA outage, caught up later). Pure.


const TOKEN_SUFFIX = ".tsr";
/** Where a record's timestamp token is kept: beside it, with `.tsr` appended. */
function tokenPath(recordPath) {
    return `${recordPath}${TOKEN_SUFFIX}`;
}
/** Why a token whose imprint is not the record's SHA-256 proves nothing about the record. */
function imprintMismatch(imprint, sha256) {
    return `the token is for other bytes (imprint ${imprint}, the record's SHA-256 is ${sha256}): the record was changed after it was timestamped, or the token belongs to another record`;
}
/** A TSA that gives whole seconds states no finer accuracy: allow at least this much. */
const MIN_ACCURACY_MS = 1000;
const DEFAULT_MAX_SKEW_MINUTES = 60;
/**
 * Each record's timestamp, decided from its token's reading (undefined: no token). `records` are
 * every workspace's records in chain order (as LedgerChecker lists them).
 */
function assessTimestamps(records, tokens, maxSkewMinutes) {
    const first = records.map((entry) => ({
        entry,
        decided: timelyOrNot(entry, tokens.get(tokenPath(entry.path)), maxSkewMinutes),
    }));
    // Who vouches for a late token: a timely-timestamped record of the same workspace declaring it.
    const declaredBy = new Map();
    first.forEach(({ entry, decided }) => {
        if (decided.status !== "timestamped")
            return;
        for (const sequence of entry.record.untimestamped_predecessors ?? []) {
            if (sequence >= entry.record.sequence)
                continue;
            const key = recordKey(entry.record.workspace, sequence);
            if (!declaredBy.has(key))
                declaredBy.set(key, entry.record.sequence);
        }
    });
    return first.map(({ entry, decided }) => {
        const timestamp = decided.status === "late"
            ? lateVerdict(decided, declaredBy.get(recordKey(entry.record.workspace, entry.record.sequence)))
            : decided;
        return {
            path: entry.path,
            workspace: entry.record.workspace,
            sequence: entry.record.sequence,
            timestamp,
        };
    });
}
function timelyOrNot(entry, reading, maxSkewMinutes) {
    if (reading === undefined)
        return { status: "missing" };
    if (!reading.valid)
        return { status: "invalid", reason: reading.reason };
    const { facts } = reading;
    if (facts.imprintSha256 !== entry.sha256) {
        return { status: "invalid", reason: imprintMismatch(facts.imprintSha256, entry.sha256) };
    }
    const recordedAt = Date.parse(entry.record.recorded_at);
    const time = facts.time.toISOString();
    const allowance = Math.max(facts.accuracyMs ?? 0, MIN_ACCURACY_MS);
    if (facts.time.getTime() < recordedAt - allowance) {
        return {
            status: "invalid",
            reason: `the token's time ${time} is before the record's recorded_at ${entry.record.recorded_at} (accuracy ${allowance} ms): the record claims a time after the one it was timestamped at`,
        };
    }
    const lateByMs = facts.time.getTime() - recordedAt;
    if (lateByMs > maxSkewMinutes * 60_000) {
        return {
            status: "late",
            tsa: facts.tsa,
            time,
            reason: `the token's time ${time} is ${Math.round(lateByMs / 60_000)} minutes after the record's recorded_at ${entry.record.recorded_at}, more than --max-skew ${maxSkewMinutes}, and no timely-timestamped later record declares it in untimestamped_predecessors: a token minted later, as for a rewritten record`,
        };
    }
    return { status: "timestamped", tsa: facts.tsa, time };
}
function lateVerdict(late, declaredBy) {
    if (declaredBy === undefined)
        return { status: "invalid", reason: late.reason };
    return { status: "late-after-outage", tsa: late.tsa, time: late.time, declaredBy };
}
/**
 * Why the timestamps fail verification: every invalid token; every record without one after its
 * workspace's first timestamped record (the TSA was in use, so a missing token is a gap); with
 * `requireTimestamps`, every record without one.
 */
function timestampProblems(assessed, requireTimestamps) {
    const problems = [];
    const stamped = new Set();
    for (const entry of assessed) {
        const { timestamp } = entry;
        if (timestamp.status === "invalid") {
            problems.push({ path: entry.path, message: `invalid timestamp token: ${timestamp.reason}` });
        }
        else if (timestamp.status === "missing") {
            if (stamped.has(entry.workspace)) {
                problems.push({
                    path: entry.path,
                    message: `has no timestamp token (${tokenPath(entry.path)}), though an earlier record of workspace ${entry.workspace} has one: a token was deleted, or the record was added without the TSA`,
                });
            }
            else if (requireTimestamps) {
                problems.push({
                    path: entry.path,
                    message: `has no timestamp token (${tokenPath(entry.path)}), and --require-timestamps is set`,
                });
            }
        }
        else
            stamped.add(entry.workspace);
    }
    return problems;
}
/**
 * The records still waiting for a token, oldest first: those without one after the workspace's
 * first record that has one (before it, the TSA was not in use). `paths` are a workspace's record
 * and token files.
 */
function untimestampedRecords(paths) {
    const present = new Set(paths);
    const records = paths
        .filter((path) => path.endsWith(".json"))
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a, b));
    const first = records.findIndex((path) => present.has(tokenPath(path)));
    if (first === -1)
        return [];
    // In an intact chain a record's sequence is its place in name order; verify checks that.
    return records
        .map((path, index) => ({ path, sequence: index + 1 }))
        .slice(first + 1)
        .filter(({ path }) => !present.has(tokenPath(path)));
}
/**
 * Whether the ledger still holds the published head: a record with that sequence and SHA-256, in
 * any workspace. Undefined when it does, else the reason.
 */
function missingExpectedHead(records, expected) {
    if (records.some((entry) => entry.sha256 === expected.sha256 && entry.record.sequence === expected.sequence)) {
        return undefined;
    }
    const same = records.filter((entry) => entry.record.sequence === expected.sequence);
    const found = same.length === 0
        ? `no workspace has a record with sequence ${expected.sequence}`
        : `${same.map((entry) => `${entry.path} has SHA-256 ${entry.sha256}`).join("; ")}`;
    return `the published head ${expected.sequence}:${expected.sha256} is not in the ledger (${found}): the chain was truncated or rewritten after that head was published`;
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
/* unused harmony exports serializeRecord, sealedAs, kindOfPath, workspacesOfPaths, recordsListed, recordKey, recordOfKey */
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2535);
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9343);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53);
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6681);
/* harmony import */ var _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6782);
/* harmony import */ var _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1645);
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
            const order = waiting.settled ? -1 : compareCodePoints(path, waiting.signature);
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
            open.push({ listed, signature: `${path}${SIGNATURE_SUFFIX}`, settled: false });
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

/***/ 1645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ checkpointPath),
/* harmony export */   HU: () => (/* binding */ checkpointReferenceSchema),
/* harmony export */   Vc: () => (/* binding */ checkpointBytesProblem),
/* harmony export */   gk: () => (/* binding */ checkpointDigestProblem),
/* harmony export */   nn: () => (/* binding */ CHECKPOINT_SUFFIX)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7994);
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

/***/ 6782:
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7994);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7154);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4401);
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

/***/ 4401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ logins),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   d9: () => (/* binding */ governanceFactsSchema),
/* harmony export */   mJ: () => (/* binding */ commitSha),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   wh: () => (/* binding */ policySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4377);
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


/***/ })

};
