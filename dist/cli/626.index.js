export const id = 626;
export const ids = [626];
export const modules = {

/***/ 4683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ assessedNameKey),
/* harmony export */   B0: () => (/* binding */ isAssessmentFile),
/* harmony export */   J4: () => (/* binding */ ITEM_STATUSES),
/* harmony export */   J8: () => (/* binding */ METHODS),
/* harmony export */   Jy: () => (/* binding */ ASSESSMENTS_FOLDER),
/* harmony export */   Li: () => (/* binding */ NO_VULNERABILITIES),
/* harmony export */   hl: () => (/* binding */ ASSESSMENT_KINDS),
/* harmony export */   ju: () => (/* binding */ ENVIRONMENTS)
/* harmony export */ });
/* unused harmony export ASSESSMENT_FILES_VERSION */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// CIP-010-4 R3's reviewed files (Vulnerability Assessments), as the plan and the obligations read
// them once parsed: one file per record under vulnerability-assessments/, each of one kind:
//   - an assessment (R3.1, R3.2, and R3.3 for the assets it names): the systems it covers, paper or
//     active, the environment (a test environment's differences from production and how they were
//     accounted for, per 3.2.2), the controls assessed or the tool output by SHA-256, the results
//     and the action plan (R3.4), which may be that no vulnerabilities were found;
//   - a technical-feasibility record (R3.2's "where technically feasible"), with its reference;
//   - a commissioning exception (R3.3): a like replacement naming the existing asset whose
//     baseline the new one models, or a CIP Exceptional Circumstance reference.
// None carries the date the tool judges by: the record of the merge that reviewed it dates it. A
// typed date (performed_on, an item's planned completion and status dates) is the file's word,
// never after the day it is parsed. Pure.

const ASSESSMENT_FILES_VERSION = 1;
/** Where the files are, relative to the repository root. */
const ASSESSMENTS_FOLDER = "vulnerability-assessments";
const ASSESSMENT_KINDS = ["assessment", "technical-feasibility", "commissioning"];
const METHODS = ["paper", "active"];
const ENVIRONMENTS = ["production", "test"];
const ITEM_STATUSES = ["open", "in-progress", "done"];
/** What R3.4's action plan says when an assessment found nothing to remediate or mitigate. */
const NO_VULNERABILITIES = "no vulnerabilities found";
/** A system's or an asset's name as files and inventories compare it (case and Unicode form ignored). */
function assessedNameKey(name) {
    return (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(name);
}
/** Whether `path` (relative to the repository root) is an assessment file: ID.yaml in the folder. */
function isAssessmentFile(path) {
    if (!path.startsWith(`${ASSESSMENTS_FOLDER}/`) || !path.endsWith(".yaml"))
        return false;
    return !path.slice(ASSESSMENTS_FOLDER.length + 1).includes("/");
}


/***/ }),

/***/ 75535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ LedgerChecker),
/* harmony export */   w: () => (/* binding */ checkLedgerFile)
/* harmony export */ });
/* harmony import */ var _evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57630);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(80053);
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46681);
/* harmony import */ var _record_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91864);
/* harmony import */ var _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66782);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2885);
/* harmony import */ var _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(11645);
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
    const workspace = (0,_record_files_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceOfPath */ .i0)(path);
    if (workspace !== undefined && path.endsWith(_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .CHECKPOINT_SUFFIX */ .nn))
        return { path, kind: "checkpoint", sha256: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(file.bytes) };
    if (workspace !== undefined && path.endsWith(_records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .LISTING_SUFFIX */ .Ze))
        return { path, kind: "beside", bytes: file.bytes };
    if (workspace === undefined || !path.endsWith(".json"))
        return { path, kind: "other" };
    const parsed = (0,_evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRecordFile */ .TG)(file);
    if ("message" in parsed)
        return { path, kind: "invalid", invalid: parsed };
    const link = {
        ...factsOf(parsed),
        previous_sha256: parsed.previous_sha256,
        ...(parsed.in_force === undefined ? {} : { in_force: parsed.in_force }),
        puts_in_force: (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_1__/* .inForceAfter */ .LH)(parsed, parsed.sequence, null),
        ...((0,_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_7__/* .listingOf */ .K7)(parsed) === undefined ? {} : { listing: (0,_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_7__/* .listingOf */ .K7)(parsed) }),
        ...(parsed.kind === "monitoring" && parsed.monitoring.checkpoint
            ? { checkpoint: parsed.monitoring.checkpoint }
            : {}),
    };
    const checked = { path, kind: "record", sha256: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(file.bytes), link };
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
                ..._evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__/* .CHAIN_START */ .Bq,
                next: through.sequence + 1,
                head: { path: `the checkpoint's record #${through.sequence}`, sha256: through.sha256 },
            });
            this.#inForce.set(workspace, from.inForce);
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
        if (this.#last !== undefined && (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodePoints */ .OP)(this.#last, checked.path) >= 0)
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
        const state = (0,_evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__/* .advanceChain */ .k4)(this.#chains.get(link.workspace) ?? _evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__/* .CHAIN_START */ .Bq, {
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
            this.#listings.set((0,_records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .listingPath */ .qS)(path), link.listing);
        if (this.#readsListings && link.checkpoint)
            this.#checkpoints.set((0,_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .checkpointPath */ .AD)(path), link.checkpoint);
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
        const expected = (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_1__/* .inForceFollowing */ .AT)(before, {
            puts: link.puts_in_force,
            carries: carried !== undefined,
        });
        // Its first wrong record only: the records after a forged one carry the forgery forward.
        if (carried !== undefined &&
            !(0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_1__/* .sameInForce */ .xx)(carried, expected) &&
            !this.#forged.has(link.workspace)) {
            this.#forged.add(link.workspace);
            this.#invalid.push({
                kind: "in-force",
                file: path,
                message: `${path} says the facts in force after it were put there by ${pointerText(carried)}, but the records before it give ${pointerText(expected)}: a record's in_force is the last merge the gate accepted, never another`,
            });
        }
        this.#inForce.set(link.workspace, expected);
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
        const read = (0,_records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .readListing */ .vS)(file.bytes, reference, file.path);
        if ("problem" in read)
            this.#invalid.push({ kind: "edited", file: file.path, message: read.problem });
    }
    /** A checkpoint's bytes against its record's digest; what it says, verify recomputes. */
    #checkCheckpoint(file) {
        const reference = this.#checkpoints.get(file.path);
        this.#checkpoints.delete(file.path);
        const problem = reference === undefined
            ? `${file.path} is a checkpoint that no valid record vouches for: a checkpoint is written with its record, in the same commit`
            : (0,_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .checkpointDigestProblem */ .gk)(file.sha256, reference, file.path);
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
        const chainBreaks = [...this.#chains.values()].flatMap((state) => (0,_evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__/* .chainBreak */ .n3)(state) ?? []);
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


/***/ }),

/***/ 57630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bq: () => (/* binding */ CHAIN_START),
/* harmony export */   Cx: () => (/* binding */ breakLine),
/* harmony export */   In: () => (/* binding */ checkedHead),
/* harmony export */   TG: () => (/* binding */ parseRecordFile),
/* harmony export */   bX: () => (/* binding */ parseVerifiedRecord),
/* harmony export */   k4: () => (/* binding */ advanceChain),
/* harmony export */   n3: () => (/* binding */ chainBreak)
/* harmony export */ });
/* unused harmony exports reorderedBreak, deletedBreak, editedBreak, MAX_CLOCK_SKEW_MS, headBreak */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _record_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91864);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67154);
/* harmony import */ var _records_evidence_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63063);
/* harmony import */ var _plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55447);
// The chain check of the evidence ledger: every file is a valid record filed where its content
// says, and each workspace's records, in file-name (time) order, count 1, 2, 3... with each naming
// the SHA-256 of the exact bytes of the one before. The first break of each workspace is reported
// with its file and what it means: a record deleted, edited, reordered, or not a record at all.






/** A break as every command lists it: "FILE: MESSAGE". */
function breakLine(found) {
    return `${found.file}: ${found.message}`;
}
const MAX_REPORTED_ISSUES = 3;
/** Parses and checks one file: the record, or the reason it is not one. */
function parseRecordFile(file) {
    const invalid = (why) => ({
        kind: "invalid",
        file: file.path,
        message: `${file.path} is not a valid evidence record: ${why}`,
    });
    let value;
    try {
        value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(file.bytes));
    }
    catch (error) {
        return invalid(`not UTF-8 JSON (${error.message})`);
    }
    const parsed = _records_evidence_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .evidenceRecordSchema */ .i9.safeParse(value);
    if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, MAX_REPORTED_ISSUES);
        return invalid(issues.map((issue) => `at ${(0,_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonPath */ .U1)(issue.path)}: ${issue.message}`).join("; "));
    }
    const record = parsed.data;
    const expected = (0,_record_files_js__WEBPACK_IMPORTED_MODULE_1__/* .recordPath */ .lX)(record);
    if (expected !== file.path) {
        return {
            kind: "misplaced",
            file: file.path,
            message: `${file.path} holds the record that belongs at ${expected} (workspace, time, kind and run): a record was renamed or moved`,
        };
    }
    return record;
}
/**
 * The record in bytes that parseRecordFile accepted before (the caller compared their SHA-256 with
 * the one the record verified with): parsed, not checked again. The record schemas transform
 * nothing (strict objects, no defaults, no coercion), so the value they accepted is the parsed
 * JSON itself; a test holds them to that.
 */
function parseVerifiedRecord(bytes) {
    return JSON.parse(new TextDecoder("utf-8").decode(bytes));
}
/** `path` holds `sequence` where `expected` belongs, and `misfiled` (later in name order) holds `expected`. */
function reorderedBreak(path, sequence, expected, misfiled) {
    return {
        kind: "reordered",
        file: path,
        message: `${path} has sequence ${sequence} where sequence ${expected} belongs, and ${misfiled} has sequence ${expected}: records were reordered`,
    };
}
/** `path` holds `sequence` where `expected` belongs, and no record holds `expected`. */
function deletedBreak(path, sequence, expected, previous) {
    const after = previous ?? "the start of the chain";
    return {
        kind: "deleted",
        file: path,
        message: `${path} has sequence ${sequence}, but the record before it is ${after}: record ${expected}${sequence > expected + 1 ? `-${sequence - 1}` : ""} was deleted`,
    };
}
/** `path` names `recorded` as its predecessor's SHA-256, which `previous` (if any) does not have. */
function editedBreak(path, recorded, previous) {
    return {
        kind: "edited",
        file: previous?.path ?? path,
        message: previous === undefined
            ? `${path} is sequence 1 but names a previous record (previous_sha256 ${recorded}): the chain's start was edited`
            : `${previous.path} has SHA-256 ${previous.sha256}, but ${path} recorded ${recorded} for it: ${previous.path} was edited after ${path} was written`,
    };
}
/** A workspace's chain before its first record. */
const CHAIN_START = {
    next: 1,
    head: undefined,
    broken: undefined,
    outOfSequence: undefined,
};
/** `state` after `link`, the workspace's next record in name order. */
function advanceChain(state, link) {
    if (state.broken !== undefined)
        return state;
    const pending = state.outOfSequence;
    if (pending !== undefined) {
        if (link.sequence !== state.next)
            return state;
        const broken = reorderedBreak(pending.path, pending.sequence, state.next, link.path);
        return { ...state, broken, outOfSequence: undefined };
    }
    if (link.sequence !== state.next) {
        const outOfSequence = { path: link.path, sequence: link.sequence, after: state.head?.path };
        return { ...state, outOfSequence };
    }
    if (link.previous_sha256 !== (state.head?.sha256 ?? null))
        return { ...state, broken: editedBreak(link.path, link.previous_sha256, state.head) };
    return { ...state, next: state.next + 1, head: { path: link.path, sha256: link.sha256 } };
}
/** The first break of a chain whose every record was given to advanceChain. */
function chainBreak(state) {
    const pending = state.outOfSequence;
    if (pending === undefined)
        return state.broken;
    return deletedBreak(pending.path, pending.sequence, state.next, pending.after);
}
/** How far ahead of the writer's clock a record may be stamped: clocks of runners differ a little. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/**
 * Checks the head of a workspace's chain before a record is appended to it: the head is a valid
 * record filed where it belongs, links to `previous` (its predecessor, undefined when the head is
 * the first record), and is not stamped in the future. A future-dated head would push every later
 * record's time (each is stamped after its predecessor) past the real one.
 */
function headBreak(head, previous, now) {
    const before = previous === undefined ? undefined : parseRecordFile(previous);
    if (before !== undefined && "message" in before)
        return before;
    const headRecord = parseRecordFile(head);
    if ("message" in headRecord)
        return headRecord;
    // Without a predecessor the head must be sequence 1; with one, the chain is taken up from it
    // (its own link cannot be checked here: its predecessor is not read).
    const from = previous === undefined || before === undefined
        ? CHAIN_START
        : {
            ...CHAIN_START,
            next: before.sequence + 1,
            head: { path: previous.path, sha256: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)(previous.bytes) },
        };
    const broken = chainBreak(advanceChain(from, {
        path: head.path,
        sequence: headRecord.sequence,
        previous_sha256: headRecord.previous_sha256,
        sha256: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)(head.bytes),
    }));
    if (broken !== undefined)
        return broken;
    if (Date.parse(headRecord.recorded_at) > now.getTime() + MAX_CLOCK_SKEW_MS) {
        return {
            kind: "future-dated",
            file: head.path,
            message: `${head.path} is recorded at ${headRecord.recorded_at}, more than 5 minutes after this run's clock (${now.toISOString()}): a record from the future was added or a runner's clock is wrong`,
        };
    }
    return undefined;
}
/**
 * The head of `workspace`'s chain among the files of a checkout, checked as the Action's writer
 * checks it before appending (headBreak): only record-shaped paths count, the last in name order
 * is the head. `head` is undefined for a workspace without records.
 */
function checkedHead(files, workspace, now) {
    const chain = files
        .filter((file) => (0,_record_files_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecordPathOf */ .sm)(file.path, workspace))
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.path, b.path));
    const head = chain.at(-1);
    if (head === undefined)
        return { head: undefined };
    const broken = headBreak(head, chain.at(-2), now);
    if (broken !== undefined)
        return { broken };
    const record = JSON.parse(new TextDecoder().decode(head.bytes));
    return { head: { record, bytes: head.bytes } };
}


/***/ }),

/***/ 91864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ kindOfPath),
/* harmony export */   F6: () => (/* binding */ sealedAs),
/* harmony export */   Mc: () => (/* binding */ workspacesOfPaths),
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
/* unused harmony export serializeRecord */
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99343);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(80053);
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46681);
/* harmony import */ var _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66782);
/* harmony import */ var _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(11645);
// A record as the ledger keeps it: sealed after the workspace's last record (its sequence, the
// SHA-256 of the previous file, a time that sorts after it) into canonical JSON, at a path that
// names its workspace, month, time, kind and run. Pure.






/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
function serializeRecord(record) {
    return `${JSON.stringify((0,_plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonical */ .$N)(record), null, 2)}\n`;
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
        in_force: (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .inForceAfter */ .LH)(draft, sequence, head === undefined ? null : (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .inForceOf */ .qK)(head.record)),
    };
    return { record, text: serializeRecord(record), path: recordPath(record) };
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
    const [year, month] = record.recorded_at.split("-");
    const name = [
        fileStamp(record.recorded_at),
        record.kind,
        record.run.run_id,
        record.run.run_attempt,
    ];
    return [RECORDS_DIR, record.workspace, year, month, `${name.join("-")}.json`].join("/");
}
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
    if (!path.includes(`-change-${_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_5__/* .CLI_RUN_PREFIX */ .aG}`) &&
        !path.includes(`-configuration-monitoring-${_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_5__/* .CLI_RUN_PREFIX */ .aG}`))
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
/** The workspace a ledger path belongs to, or undefined for a file outside records/. */
function workspaceOfPath(path) {
    const parts = path.split("/");
    return parts.length === 5 && parts[0] === RECORDS_DIR ? parts[1] : undefined;
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
        ...(beside.listing === undefined ? [] : [{ path: (0,_records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .listingPath */ .qS)(path), content: beside.listing }]),
        ...(beside.checkpoint === undefined || vouched?.checkpoint === undefined
            ? []
            : [{ path: (0,_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_4__/* .checkpointPath */ .AD)(path), content: beside.checkpoint }]),
    ];
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(26921);
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

/***/ 47302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O7: () => (/* binding */ buildChangeRecord),
/* harmony export */   Sk: () => (/* binding */ applyComplete),
/* harmony export */   iw: () => (/* binding */ CHANGE_RECORD_FORMAT_VERSION)
/* harmony export */ });
/* unused harmony export changeStatus */
const CHANGE_RECORD_FORMAT_VERSION = 1;
/**
 * True when the run did all it planned and the verification after apply found nothing: anything
 * else fails the run (failure-reason apply-failed).
 */
function applyComplete(result) {
    const { failed, skipped } = result.summary;
    return failed + skipped === 0 && (result.verification?.problems.length ?? 0) === 0;
}
function changeStatus(result) {
    if (result.interrupted !== undefined)
        return "interrupted";
    const { succeeded, failed, skipped } = result.summary;
    // Every operation succeeded, but the live inventory is not what they should have made it.
    if (!applyComplete(result) && failed + skipped === 0)
        return "partly-applied";
    if (failed + skipped === 0)
        return succeeded === 0 ? "no-changes" : "applied";
    return succeeded === 0 ? "failed" : "partly-applied";
}
function buildChangeRecord(plan, result, context) {
    const { tool_version, ...rest } = context;
    const resultsByIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const operations = plan.operations.map((operation, index) => {
        const outcome = resultsByIndex.get(index);
        const base = {
            index,
            action: operation.action,
            name: operation.name,
            result: outcome?.status ?? "skipped",
            ...(outcome?.asset_id !== undefined ? { asset_id: outcome.asset_id } : {}),
            ...(outcome?.adopted ? { adopted: true } : {}),
            ...(outcome?.error !== undefined ? { error: outcome.error } : {}),
            ...(outcome?.service_fields !== undefined ? { service_fields: outcome.service_fields } : {}),
        };
        switch (operation.action) {
            case "create":
                return {
                    ...base,
                    cyber_system: operation.cyber_system,
                    asset_type: operation.asset_type,
                };
            case "delete":
                return {
                    ...base,
                    asset_id: operation.asset_id,
                    cyber_system: operation.cyber_system,
                    asset_type: operation.asset_type,
                };
            case "update":
                return {
                    ...base,
                    asset_id: operation.asset_id,
                    cyber_system: operation.cyber_system,
                    changes: operation.changes,
                };
        }
    });
    return {
        format_version: CHANGE_RECORD_FORMAT_VERSION,
        tool: { name: "cip-inventory-sync", version: tool_version },
        status: changeStatus(result),
        fingerprint: plan.fingerprint,
        started_at: result.started_at,
        finished_at: result.finished_at,
        context: rest,
        plan_summary: plan.summary,
        result_summary: result.summary,
        operations,
        ...(plan.baselines === undefined ? {} : { baselines: plan.baselines }),
        ...(plan.baseline_deviations === undefined
            ? {}
            : { baseline_deviations: plan.baseline_deviations }),
        ...(result.verification === undefined ? {} : { verification: result.verification }),
    };
}


/***/ }),

/***/ 15453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ug: () => (/* binding */ itemDigest),
/* harmony export */   cb: () => (/* binding */ entryChangeWords),
/* harmony export */   z7: () => (/* binding */ DECLARED_NOTES),
/* harmony export */   zB: () => (/* binding */ configurationMonitoringEvidenceSchema),
/* harmony export */   zu: () => (/* binding */ itemEntryChanges)
/* harmony export */ });
/* unused harmony export normalizeItem */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(26921);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45168);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45217);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67154);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96782);
/* harmony import */ var _beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66782);
// The configuration-monitoring record's model (CIP-010-4 R2.1): the five R1.1 items, the one
// normalisation of an item's configuration and its digest, and what the ledger keeps of a
// comparison of what devices showed with what the inventory declared: digests, never content.
// Pure; the collector's file is configuration-monitoring.ts, the comparison
// configuration-monitoring-record.ts.









function sorted(entries) {
    return entries
        .map((entry) => ({ entry, key: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry) }))
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .OP)(a.key, b.key))
        .map(({ entry }) => entry);
}
function record(value) {
    return value !== null && typeof value === "object" ? value : {};
}
function port(value) {
    const written = String(value);
    return /^\d+$/.test(written) ? Number(written) : written;
}
/**
 * The one normalisation of an item's configuration, for the declared side (the inventory's
 * baseline) and the observed side alike: entries sorted by their canonical JSON; software as
 * { name, version }; ports as { port, protocol } only (a service and a justification document a
 * port, they are not configuration), a port written as digits a number, the protocol lower case.
 */
function normalizeItem(item, value) {
    const entries = Array.isArray(value) ? value : [];
    switch (item) {
        case "os_firmware":
        case "software":
            return sorted(entries.map((entry) => ({
                name: String(record(entry).name),
                version: String(record(entry).version ?? ""),
            })));
        case "ports":
            return sorted(entries.map((entry) => ({
                port: port(record(entry).port),
                protocol: String(record(entry).protocol).toLowerCase(),
            })));
        case "custom_software":
        case "patches":
            return sorted(entries.map(String));
    }
}
/**
 * The entries of `observed` not in `declared` (added) and of `declared` not in `observed`
 * (removed), both normalised: what an unauthorized change of the item is, entry by entry.
 */
function itemEntryChanges(item, observed, declared) {
    const [seen, was] = [normalizeItem(item, observed), normalizeItem(item, declared)];
    const keys = (entries) => new Set(entries.map((entry) => (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry)));
    const [seenKeys, wasKeys] = [keys(seen), keys(was)];
    return {
        added: seen.filter((entry) => !wasKeys.has((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry))),
        removed: was.filter((entry) => !seenKeys.has((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry))),
    };
}
/**
 * "observed, not declared: 3389/tcp; declared, not observed: KB1": what an unauthorized change is,
 * entry by entry, as every output says it; "" when the record keeps no entries of it.
 */
function entryChangeWords(change) {
    const words = (entries) => entries.map((entry) => (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_4__/* .entryWords */ .a)(change.item, entry)).join(", ");
    return [
        ...(change.added?.length ? [`observed, not declared: ${words(change.added)}`] : []),
        ...(change.removed?.length ? [`declared, not observed: ${words(change.removed)}`] : []),
    ].join("; ");
}
/** sha256: over the canonical JSON of the item's normalised entries. */
function itemDigest(item, value) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(normalizeItem(item, value)))}`;
}
/** The note beside an asset whose declared side the tool could not read. */
const DECLARED_NOTES = {
    baseline_ref: "kept elsewhere: not compared by the tool",
    none: "no baseline declared in the inventory: not compared",
};
const digest = zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_DIGEST */ .fu);
const itemName = zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK);
const comparison = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    observed: digest.nullable(),
    declared: digest.nullable(),
    matches: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY().nullable(),
});
const name = zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().min(1);
const itemEntry = zod__WEBPACK_IMPORTED_MODULE_8__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ port: zod__WEBPACK_IMPORTED_MODULE_8__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_8__/* .int */ .Whr(), zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()]), protocol: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP() }),
]);
const configurationMonitoringEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    commit: _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .commitSha */ .mJ,
    observed_at: _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .timestamp */ .vE,
    collector: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ name, version: name }),
    input_sha256: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    assets: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        impact: _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .impactSchema */ .kf.optional(),
        class: _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .assetClassSchema */ .gM.optional(),
        declared_from: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(["inventory", "baseline_ref", "none"]),
        note: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        items: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
            os_firmware: comparison,
            software: comparison,
            custom_software: comparison,
            ports: comparison,
            patches: comparison,
        }),
        complete: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY(),
        matches: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY().nullable(),
        baseline_ref: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
            digest,
            declared_sha256: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
            fetched_sha256: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
            matches: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY(),
        })
            .optional(),
    })),
    unauthorized_changes: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        observed: digest,
        declared: digest,
        added: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(itemEntry).optional().meta({
            description: "The item's entries the device shows and the inventory does not declare, normalised; absent when the collector gave a digest only.",
        }),
        removed: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(itemEntry).optional().meta({
            description: "The item's entries the inventory declares and the device does not show, normalised; absent when the collector gave a digest only.",
        }),
    })),
    investigations: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        detected_in: zod__WEBPACK_IMPORTED_MODULE_8__/* .int */ .Whr().positive(),
        reference: name,
    })),
    listing: _beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_7__/* .listingReferenceSchema */ .Zt.optional(),
})
    .meta({
    description: "CIP-010-4 R2.1: the digests of the R1.1 items a collector observed per asset, the digests the inventory declared at commit, and every difference (an unauthorized change to investigate).",
});


/***/ }),

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

/***/ 63063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i9: () => (/* binding */ evidenceRecordSchema),
/* harmony export */   jw: () => (/* binding */ changeRecordSchema)
/* harmony export */ });
/* unused harmony export evidenceJsonSchema */
/* harmony import */ var _in_force_assessment_files_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78230);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(26921);
/* harmony import */ var _change_record_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(47302);
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(80053);
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(90038);
/* harmony import */ var _plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55447);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49513);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96782);
/* harmony import */ var _review_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56474);
/* harmony import */ var _in_force_patch_files_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24504);
/* harmony import */ var _beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(11645);
/* harmony import */ var _beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66782);
/* harmony import */ var _configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(15453);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(67154);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(38291);
/* harmony import */ var _pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(69529);
// Evidence records as a zod schema: the check `cip-sync evidence verify` makes on every file of the
// ledger, and the source of schemas/evidence-record.schema.json. It mirrors `EvidenceRecord`
// (evidence-record.ts) and `ChangeRecord` (change-record.ts) exactly: `satisfies` fails the
// typecheck when they drift apart.
















/** "sha256:" and 64 hex digits: a plan's or live inventory's fingerprint, a snapshot's digest. */
const fingerprint = zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_9__/* .SHA256_DIGEST */ .fu);
/** Any JSON value: a service field as the service sent it. Named, so the JSON Schema names it. */
const jsonValue = zod__WEBPACK_IMPORTED_MODULE_12__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_12__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_12__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_12__/* .boolean */ .zMY(),
    zod__WEBPACK_IMPORTED_MODULE_12__/* ["null"] */ .chJ(),
    zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(jsonValue),
    zod__WEBPACK_IMPORTED_MODULE_12__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(), jsonValue),
]))
    .meta({ id: "JsonValue", description: "Any JSON value, as the service sent it." });
/** The service and organization a change or a check was made against (ServiceContext). */
const serviceContext = {
    service: _pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .httpUrl */ .q3
        .optional()
        .meta({ description: "The origin (scheme, host, port) of the service URL." }),
    organization: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP()
        .optional()
        .meta({ description: "The organization_slug the service reported on its records." }),
};
/** A merged pull request in a change record's context. */
const changePullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
    number: zod__WEBPACK_IMPORTED_MODULE_12__/* .int */ .Whr().positive(),
    url: _pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .httpUrl */ .q3,
    title: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
    author: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
    approved_by: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .logins */ .NB,
    not_independent: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .logins */ .NB.optional(),
    not_counted: _pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .notCounted */ .Oi.optional(),
    approved_earlier_commit: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .logins */ .NB.optional(),
    merged_by: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
    source: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().min(1),
        digest: fingerprint,
    })
        .optional()
        .meta({
        description: "The source of cip-sources.yaml whose scheduled sync proposed the pull request (from the branch cip-sync/source-<name>, opened by a bot account from a branch of this repository), and the digest of the snapshot its files were generated from.",
    }),
    source_not_counted: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional().meta({
        description: "Why the pull request's branch cip-sync/source-<name> and marker were not recorded as its source: it was opened by an account that is not a bot, or from a fork.",
    }),
});
/** Declared baselines as digests (the plan's `baselines`): what CIP-010 R1.3 is dated by. */
const baselinesSchema = zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .planBaselineSchema */ .se).meta({
    description: "The baselines (CIP-010 R1.1) the applied files declared, by system id and asset name, as SHA-256 digests of their content (or of their baseline_ref) and of each R1.1 item, with the asset's class and its system's impact and erc.",
});
const changeRecordSchema = zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
    format_version: zod__WEBPACK_IMPORTED_MODULE_12__/* .literal */ .euz(_change_record_js__WEBPACK_IMPORTED_MODULE_13__/* .CHANGE_RECORD_FORMAT_VERSION */ .iw),
    tool: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_12__/* .literal */ .euz("cip-inventory-sync"), version: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP() }),
    status: zod__WEBPACK_IMPORTED_MODULE_12__/* ["enum"] */ .k5n(["applied", "partly-applied", "failed", "no-changes", "interrupted"]),
    fingerprint,
    started_at: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .timestamp */ .vE,
    finished_at: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .timestamp */ .vE,
    context: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
        workspace: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
        repository: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
        commit: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
        ref: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
        tree_dirty: zod__WEBPACK_IMPORTED_MODULE_12__/* .boolean */ .zMY().optional(),
        run_url: _pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .httpUrl */ .q3.optional(),
        actor: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
        operator: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
            git_name: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
            git_email: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
            os_user: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
        })
            .optional(),
        host: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
        ...serviceContext,
        pull_request: changePullRequestSchema.optional(),
        pull_requests: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(changePullRequestSchema).optional(),
        reviewed_fingerprint: fingerprint.optional(),
        freezes_held: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({ id: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(), from: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .timestamp */ .vE, to: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .timestamp */ .vE, operations: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9 }))
            .optional()
            .meta({
            description: "Freeze windows of the policy that held operations of this plan when an apply from the terminal started: it went around them (no review can override a freeze there).",
        }),
    }),
    plan_summary: _plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .planSummarySchema */ .D1,
    result_summary: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({ succeeded: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9, failed: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9, skipped: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9 }),
    operations: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
        index: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9,
        action: zod__WEBPACK_IMPORTED_MODULE_12__/* ["enum"] */ .k5n(["create", "update", "delete"]),
        name: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
        cyber_system: _plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .systemRefSchema */ .iL,
        asset_type: _plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .assetTypeSchema */ .iM.optional(),
        changes: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
            name: (0,_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldChange */ .X0)(zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP()).optional(),
            cyber_system: (0,_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldChange */ .X0)(_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .systemRefSchema */ .iL).optional(),
            asset_type: (0,_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldChange */ .X0)(_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .assetTypeSchema */ .iM).optional(),
        })
            .optional(),
        result: zod__WEBPACK_IMPORTED_MODULE_12__/* ["enum"] */ .k5n(["succeeded", "failed", "skipped"]),
        asset_id: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
        adopted: zod__WEBPACK_IMPORTED_MODULE_12__/* .boolean */ .zMY().optional(),
        error: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional(),
        service_fields: zod__WEBPACK_IMPORTED_MODULE_12__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(), jsonValue).optional().meta({
            description: 'Fields the service sent for the created or updated asset beyond the mapped ones (created_at, ...); a value over 1 KiB is replaced by "<value over 1 KiB left out>".',
        }),
    })),
    baseline_deviations: _plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineComparisonSchema */ .kZ.optional(),
    verification: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
        problems: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
            kind: zod__WEBPACK_IMPORTED_MODULE_12__/* ["enum"] */ .k5n(["no-effect", "changed-by-other", "duplicate", "not-verified"]),
            operation: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9.optional(),
            message: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
        })),
    })
        .optional()
        .meta({ description: "What re-reading the live assets after the apply showed." }),
    baselines: baselinesSchema.optional(),
})
    .meta({
    title: "Change record",
    description: "What the apply executed, operation by operation.",
});
const changeSchema = zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
    outcome: zod__WEBPACK_IMPORTED_MODULE_12__/* ["enum"] */ .k5n(_evidence_record_js__WEBPACK_IMPORTED_MODULE_14__/* .CHANGE_OUTCOMES */ .r0),
    reason: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().nullable(),
    base_sha: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .commitSha */ .mJ.nullable(),
    merge_sha: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .commitSha */ .mJ,
    plan_fingerprint: fingerprint.nullable(),
    reviewed_fingerprint: fingerprint.nullable(),
    pull_request: _pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .pullRequestSchema */ .MH.nullable(),
    pull_requests: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(_pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .pullRequestSchema */ .MH).min(2).optional().meta({
        description: "A push that merged several pull requests (a merge-queue batch): each, with its approvals; pull_request is then null.",
    }),
    change_record: changeRecordSchema.nullable(),
    policy: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .policySchema */ .wh.optional(),
    baselines: baselinesSchema.optional(),
    base_baselines: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .planBaselineSchema */ .se).optional().meta({
        description: "What the base commit declared of each baseline the merge changed, as digests (the merged baseline's system id and asset, the base's digest and items): the existing baseline a first recorded change deviates from (CIP-010 R1.2). Absent when the merge changed none the base declared.",
    }),
    base_baselines_unread: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().optional().meta({
        description: "Why the base commit's baselines could not be read: each baseline the record declares that the ledger has not seen is then judged a change from an existing baseline nobody could read (CIP-010 R1.2 to R1.6 open, items unknown), never a first declaration. Absent when they were read.",
    }),
    calendar: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
        time_zone: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
        due_soon_days: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9,
        month_end: zod__WEBPACK_IMPORTED_MODULE_12__/* ["enum"] */ .k5n(_shared_calendar_js__WEBPACK_IMPORTED_MODULE_10__/* .MONTH_END_CONVENTIONS */ .WO),
        completion_grace_days: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9,
        standard_versions: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({ version: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(), from: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().regex(/^\d{4}-\d{2}-\d{2}$/) }))
            .optional()
            .meta({
            description: "The later versions of the standards the merged policy file's standards: judges by, each from its first day (YYYY-MM-DD): an obligation opened on that day or after names that version. Absent: every row's own version.",
        }),
    })
        .optional()
        .meta({
        description: "The calendar in force from this record (the merged policy file's calendar:, or the default), and the versions of the standards (standards:): the obligations it opens are judged by them. Absent in older records.",
    }),
    review: _review_record_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewEvidenceSchema */ .j.optional(),
    governance: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .governanceFactsSchema */ .d9.optional(),
    patch_files: _in_force_patch_files_record_js__WEBPACK_IMPORTED_MODULE_5__/* .patchFilesEvidenceSchema */ .KV.optional(),
    assessment_files: _in_force_assessment_files_record_js__WEBPACK_IMPORTED_MODULE_0__/* .assessmentFilesEvidenceSchema */ .MJ.optional(),
});
const assetStateSchema = zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
    cyber_system: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
    asset_type: _plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .assetTypeSchema */ .iM,
});
const monitoringSchema = zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
    in_sync: zod__WEBPACK_IMPORTED_MODULE_12__/* .boolean */ .zMY(),
    commit: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .commitSha */ .mJ,
    plan_fingerprint: fingerprint,
    systems: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({ id: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(), impact: _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_2__/* .impactSchema */ .kf.optional() })),
    live_counts: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({ cyber_systems: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9, cyber_assets: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9, managed_assets: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9 }),
    live_fingerprint: fingerprint,
    ...serviceContext,
    listing: _beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_7__/* .listingReferenceSchema */ .Zt.optional(),
    checkpoint: _beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .checkpointReferenceSchema */ .HU.optional().meta({
        description: "The checkpoint kept beside the record (<record path>.checkpoint): the judged state after every record of the workspace up to `through`, so that routine runs read it and the records after it; sha256 is the hex SHA-256 of the file's exact bytes. evidence verify recomputes the state from the records.",
    }),
    differences: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
        action: zod__WEBPACK_IMPORTED_MODULE_12__/* ["enum"] */ .k5n(["create", "update", "delete"]),
        asset_id: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().nullable(),
        declared: assetStateSchema.nullable(),
        live: assetStateSchema.nullable(),
        possible_rename: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
            declared: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
            live: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
            candidates: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP()).min(1).max(3).optional(),
        })
            .meta({
            description: "This create or delete and another may be one asset renamed in the service.",
        })
            .optional(),
    })),
});
const workflowRun = {
    repository: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
    run_id: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().regex(/^[0-9A-Za-z_-]+$/),
    run_attempt: zod__WEBPACK_IMPORTED_MODULE_12__/* .int */ .Whr().positive(),
    run_url: _pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .httpUrl */ .q3,
    actor: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
};
const envelope = {
    format_version: zod__WEBPACK_IMPORTED_MODULE_12__/* .literal */ .euz(_evidence_record_js__WEBPACK_IMPORTED_MODULE_14__/* .EVIDENCE_FORMAT_VERSION */ .Z_),
    workspace: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().regex(_evidence_record_js__WEBPACK_IMPORTED_MODULE_15__/* .WORKSPACE_PATTERN */ .t),
    sequence: zod__WEBPACK_IMPORTED_MODULE_12__/* .int */ .Whr()
        .positive()
        .meta({ description: "1 for the workspace's first record, then +1." }),
    previous_sha256: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/)
        .nullable()
        .meta({
        description: "Hex SHA-256 of the exact bytes of the workspace's previous record file; null for the first.",
    }),
    recorded_at: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .timestamp */ .vE,
    tool_version: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
    origin: zod__WEBPACK_IMPORTED_MODULE_12__/* ["enum"] */ .k5n(["action", "cli"]).optional().meta({
        description: 'Who wrote the record: absent or "action", the Action; "cli", sealed with cip-sync evidence append, a break-glass apply or a collector\'s configuration monitoring (run_id "cli-...", no run_url).',
    }),
    untimestamped_predecessors: zod__WEBPACK_IMPORTED_MODULE_12__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_12__/* .int */ .Whr().positive()).min(1).optional().meta({
        description: "Sequences of earlier records of the workspace that had no RFC 3161 timestamp token when this one was written (a TSA outage, caught up later); absent when none.",
    }),
    in_force: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({ sequence: zod__WEBPACK_IMPORTED_MODULE_12__/* .int */ .Whr().positive(), commit: _policy_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .commitSha */ .mJ })
        .nullable()
        .optional()
        .meta({
        description: "Where the facts in force after this record were put there: the last merge the gate accepted (its sequence in this chain and the commit it merged), this record or an earlier one; null when none has yet. evidence verify recomputes it at every record. Absent in records written before it was kept.",
    }),
};
const evidenceRecordSchema = zod__WEBPACK_IMPORTED_MODULE_12__/* .discriminatedUnion */ .gMt("kind", [
    zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
        ...envelope,
        run: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({ ...workflowRun, run_url: _pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .httpUrl */ .q3.optional() }),
        kind: zod__WEBPACK_IMPORTED_MODULE_12__/* .literal */ .euz("change"),
        change: changeSchema,
    })
        .meta({ title: "Change (CIP-010 R1): an apply attempt" }),
    zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
        ...envelope,
        run: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej(workflowRun),
        kind: zod__WEBPACK_IMPORTED_MODULE_12__/* .literal */ .euz("monitoring"),
        monitoring: monitoringSchema,
    })
        .meta({ title: "Monitoring: a drift check (inventory reconciliation)" }),
    zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
        ...envelope,
        run: zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({ ...workflowRun, run_url: _pull_request_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .httpUrl */ .q3.optional() }),
        kind: zod__WEBPACK_IMPORTED_MODULE_12__/* .literal */ .euz("configuration-monitoring"),
        configuration_monitoring: _configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_8__/* .configurationMonitoringEvidenceSchema */ .zB,
    })
        .meta({ title: "Configuration monitoring (CIP-010 R2.1): a collector's observations" }),
])
    .superRefine((record, context) => {
    const problem = originProblem(record);
    if (problem !== undefined)
        context.addIssue({ code: "custom", ...problem });
})
    .meta({
    title: "cip-inventory-sync evidence record",
    description: "One file of the evidence ledger (records/<workspace>/<YYYY>/<MM>/<time>-<kind>-<run>-<attempt>.json), chained per workspace.",
});
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
    if (cli !== record.run.run_id.startsWith(_evidence_record_js__WEBPACK_IMPORTED_MODULE_14__/* .CLI_RUN_PREFIX */ .aG)) {
        return {
            path: ["run", "run_id"],
            message: `a run id starts with "${_evidence_record_js__WEBPACK_IMPORTED_MODULE_14__/* .CLI_RUN_PREFIX */ .aG}" exactly when the record is of origin "cli"`,
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
/** The JSON Schema (draft 2020-12) of an evidence record. */
function evidenceJsonSchema() {
    return z.toJSONSchema(evidenceRecordSchema, { target: "draft-2020-12" });
}


/***/ }),

/***/ 78230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MJ: () => (/* binding */ assessmentFilesEvidenceSchema),
/* harmony export */   w9: () => (/* binding */ ASSESSMENT_FILE_ROOTS)
/* harmony export */ });
/* unused harmony export assessmentFilesEvidence */
/* harmony import */ var _assessments_assessment_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4683);
/* harmony import */ var _reviewed_files_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10343);
// What a merge record carries of CIP-010 R3's reviewed files (vulnerability-assessments/ID.yaml),
// in the shape every family's reviewed files share (reviewed-files-record.ts); the obligations'
// pass parses them (core/obligations/vulnerability-assessments/). Pure.


const assessmentFilesEvidenceSchema = (0,_reviewed_files_record_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewedFilesEvidenceSchema */ .F)("CIP-010 R3's reviewed files (vulnerability-assessments/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.");
/** Where the assessment files are. */
const ASSESSMENT_FILE_ROOTS = [_assessments_assessment_files_js__WEBPACK_IMPORTED_MODULE_0__/* .ASSESSMENTS_FOLDER */ .Jy];
/** The record's assessment files: those new or changed since `inForce`, and those removed. */
function assessmentFilesEvidence(merged, inForce, comparedWith) {
    return reviewedFilesEvidence(merged, inForce, comparedWith, isAssessmentFile);
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
 * sealed the record after it did, reading that record alone (inForceOf).
 */
function inForceFollowing(before, record) {
    return record.puts ?? (record.carries ? before : null);
}
/** inForceFollowing of a sealed record, its own pointer judged from its content. */
function foldInForce(before, record) {
    return inForceFollowing(before, {
        puts: inForceAfter(record, record.sequence, null),
        carries: record.in_force !== undefined,
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
        const [was, is] = [inForce, declared].map((facts) => facts.systems.find((system) => system.name === name));
        differ(`the impact and owners of cyber system ${JSON.stringify(name)}`, was ?? null, is ?? null);
    }
    differ("the sources' commands", inForce.source_commands, declared.source_commands);
    return differences;
}


/***/ }),

/***/ 24504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KV: () => (/* binding */ patchFilesEvidenceSchema),
/* harmony export */   VL: () => (/* binding */ isPatchFile),
/* harmony export */   sS: () => (/* binding */ PATCH_FILE_ROOTS)
/* harmony export */ });
/* unused harmony export patchFilesEvidence */
/* harmony import */ var _patches_patch_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53146);
/* harmony import */ var _reviewed_files_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10343);
// What a merge record carries of CIP-007 R2's reviewed files (cip-patch-sources.yaml, the
// evaluations under patch-evaluations/, the mitigation plans under patch-plans/), in the shape
// every family's reviewed files share (reviewed-files-record.ts); the obligations' pass parses
// them (core/obligations/patch-management/). Pure.


const patchFilesEvidenceSchema = (0,_reviewed_files_record_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewedFilesEvidenceSchema */ .F)("CIP-007 R2's reviewed files (cip-patch-sources.yaml, patch-evaluations/, patch-plans/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.");
/** Where the patch files are: the sources file and the two folders. */
const PATCH_FILE_ROOTS = [_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_0__/* .PATCH_SOURCES_FILE */ .DK, _patches_patch_files_js__WEBPACK_IMPORTED_MODULE_0__/* .EVALUATIONS_FOLDER */ .nH, _patches_patch_files_js__WEBPACK_IMPORTED_MODULE_0__/* .PLANS_FOLDER */ .Cw];
/**
 * Whether `path` is a patch file: the sources file, a YAML file at any depth under the evaluations'
 * folder (filed by source), or one directly in the plans' folder.
 */
function isPatchFile(path) {
    if (path === _patches_patch_files_js__WEBPACK_IMPORTED_MODULE_0__/* .PATCH_SOURCES_FILE */ .DK)
        return true;
    if (!path.endsWith(".yaml"))
        return false;
    if (path.startsWith(`${_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_0__/* .EVALUATIONS_FOLDER */ .nH}/`))
        return true;
    return path.startsWith(`${_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_0__/* .PLANS_FOLDER */ .Cw}/`) && !path.slice(_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_0__/* .PLANS_FOLDER */ .Cw.length + 1).includes("/");
}
/** The record's patch files: those new or changed since `inForce`, and those removed. */
function patchFilesEvidence(merged, inForce, comparedWith) {
    return reviewedFilesEvidence(merged, inForce, comparedWith, isPatchFile);
}


/***/ }),

/***/ 10343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ reviewedFilesEvidenceSchema)
/* harmony export */ });
/* unused harmony export reviewedFilesEvidence */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26921);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
// What a merge record carries of a family's reviewed files (CIP-007 R2's patch files, CIP-010
// R3's assessment files): each file the merged commit has that the commit in force did not, or has
// with another text, whole, with the SHA-256 of its text, so the ledger alone says what each
// accepted merge put in force, and the files removed since. The files are compared with the commit
// in force, the same the gate judges a change against: a refused change's files, merged anyway,
// are carried by the next accepted merge, whose reviewers saw them. One shape and one comparison
// for every family; each family names its files (patch-files-record.ts, assessment-files-record.ts).
// Pure.



/** The record field's schema, described as the family's. */
function reviewedFilesEvidenceSchema(description) {
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        compared_with: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        files: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
            file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
            sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA256_DIGEST */ .fu),
            text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        })),
        removed: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    })
        .meta({ description });
}
/**
 * The record's files of a family (`belongs`): those of `merged` whose text `inForce` does not have
 * at the same path, and the paths `inForce` has that `merged` does not; undefined when nothing
 * differs.
 */
function reviewedFilesEvidence(merged, inForce, comparedWith, belongs) {
    const files = [...merged]
        .filter(([path, text]) => belongs(path) && inForce.get(path) !== text)
        .sort(([a], [b]) => compareCodePoints(a, b))
        .map(([file, text]) => ({ file, sha256: `sha256:${sha256Hex(text)}`, text }));
    const removed = [...inForce.keys()]
        .filter((path) => belongs(path) && !merged.has(path))
        .sort(compareCodePoints);
    if (files.length === 0 && removed.length === 0)
        return undefined;
    return { compared_with: comparedWith, files, ...(removed.length === 0 ? {} : { removed }) };
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);
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

/***/ 69529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MH: () => (/* binding */ pullRequestSchema),
/* harmony export */   Oi: () => (/* binding */ notCounted),
/* harmony export */   q$: () => (/* binding */ isHttpUrl),
/* harmony export */   q3: () => (/* binding */ httpUrl)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26921);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96782);
// The pull requests a change record names, with their approvals, as the ledger's schema checks
// them; and the one rule every link a record holds follows (an http(s) URL). Part of
// evidence-schema.ts, kept apart because a pull request's evidence is a concept of its own.



/** Approvals that do not count (a bot, read access, an account that could not be read), with why. */
const notCounted = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), why: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }));
/**
 * An http(s) URL with a host and no white space. Reports link pull requests and runs by these
 * URLs, so a record (which anyone who can push to the ledger branch can write) must not carry a
 * `javascript:` or `data:` one.
 */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+[^\s]*$/i;
/** True for a URL a report may link to (http: or https:, as the record schema allows). */
function isHttpUrl(text) {
    return HTTP_URL.test(text);
}
const httpUrl = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(HTTP_URL, "must be an http:// or https:// URL");
const pullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    number: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive(),
    url: httpUrl,
    title: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    author: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    approved_by: _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .logins */ .NB.meta({ description: "Independent approvals of the merged head commit." }),
    approved_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .timestamp */ .vE).optional().meta({
        description: "When each of approved_by approved, by login, as GitHub dates the review; absent in records written before it was recorded.",
    }),
    verification_notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), note: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))
        .optional()
        .meta({
        description: "CIP-010 R1.4: each line of an approving review on the merged head that starts with /cip-010-r1.4 (the controls determined, or a link to the verification), with its approver.",
    }),
    completion_notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        completed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^\d{4}-\d{2}-\d{2}$/),
        pull_request: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive().optional(),
        differs: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true).optional(),
        reference: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    }))
        .optional()
        .meta({
        description: "CIP-010 R1.3: each line /cip-010-completed YYYY-MM-DD [#N] [differs] [reference] of a counted approval: the date the field change was completed, the earlier pull request it names, whether the field change differs from the merged baseline, and a reference.",
    }),
    investigation_notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        detected_in: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive(),
        item: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK),
        asset: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
        reference: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    }))
        .optional()
        .meta({
        description: "CIP-010 R2.1: each line /cip-010-investigated #SEQ ITEM ASSET REFERENCE of a counted approval: the sequence of the record that detected the unauthorized change, the R1.1 item, the asset's name, and where its investigation is documented.",
    }),
    not_independent: _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .logins */ .NB.meta({
        description: "Approvals of the merged head by someone who authored or committed a commit of the pull request: listed apart, not counted as approvals.",
    }),
    not_counted: notCounted.optional().meta({
        description: "Independent approvals of the merged head that do not count, each with why: not a human account with write access to the repository, one whose access could not be read, or one whose independence from the commits could not be checked. Absent in records written before it was recorded.",
    }),
    approved_earlier_commit: _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .logins */ .NB.meta({
        description: "Approvals given on an earlier commit only: not approvals of what was merged.",
    }),
    merged_by: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
})
    .meta({ title: "Pull request and its approvals" });


/***/ }),

/***/ 56474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ REVIEW_RULE_ID),
/* harmony export */   j: () => (/* binding */ reviewEvidenceSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64377);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
// A CIP-002 R2 review as the change record keeps it: the review file the merge carried, what it
// froze, and the digest of the identifications the merge itself declared. Who approved it is the
// owner policy's `cip-002-review` rule in the same record; together they are the dated, approved
// review an auditor asks for (core/obligations/identification-review.ts).


/** The owner policy's rule that a review's approvals are judged by (governance.ts). */
const REVIEW_RULE_ID = "cip-002-review";
const digest = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_DIGEST */ .fu);
const reviewEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reviewed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6().nullable(),
    inventory_digest: digest.nullable(),
    merged_digest: digest,
    matches: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    problem: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
})
    .meta({
    description: "A CIP-002 R2 review the merge changed: the review file, the digest it froze and the merged inventory's. It closes the obligation when matches is true and the policy rule cip-002-review was met.",
});


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

/***/ 47178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RG: () => (/* reexport */ REQUIREMENT_IDS),
  Hc: () => (/* binding */ REQUIREMENT_TABLE),
  Br: () => (/* binding */ applies),
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
// changes (`laterVersions`), as data: an entity judged by CIP-007-7 from a day its policy states
// will read that version's row, never a branch in code. Until two sources confirm the later
// version's words, its differences are the tool's words (`changes`), and nothing of it is quoted.




const DEVIATION = "a change of any R1.1 item of the asset's baseline (a deviation) in a change record";
/** CIP-007-6 R2: every part applies to the same systems, and CIP-007-7 adds SCI to all four. */
const R2_TABLE = "CIP-007-6 Table R2 – Security Patch Management";
const R2_SCOPE = { applicableSystems: R1_SYSTEMS, ...R1_SCOPE, standard: "CIP-007-6" };
const R2_SCI = "CIP-007-7 (R2 titled Cyber Security Patch Management) adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
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
                standard: "CIP-007-7",
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
                standard: "CIP-007-7",
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
        laterVersions: [{ standard: "CIP-007-7", changes: R2_SCI }],
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
                standard: "CIP-007-7",
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);
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

/***/ 45168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DJ: () => (/* binding */ unjustifiedPorts),
/* harmony export */   L$: () => (/* binding */ patchedItemsOf),
/* harmony export */   S4: () => (/* binding */ R1_1_PART),
/* harmony export */   Z9: () => (/* binding */ mapItemDigests),
/* harmony export */   dK: () => (/* binding */ BASELINE_ITEMS),
/* harmony export */   hU: () => (/* binding */ missingItems),
/* harmony export */   tV: () => (/* binding */ itemDigests)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
// The five items of a baseline configuration, as CIP-010-4 R1.1 lists them (1.1.1 to 1.1.5), and
// what the tool derives from a baseline's content: a digest per item (so that plans and change
// records say which items changed without holding their content), which items are not written
// (an empty list `[]` is written: it states "none"), and how many ports have no justification.

const BASELINE_ITEMS = [
    "os_firmware",
    "software",
    "custom_software",
    "ports",
    "patches",
];
/** The part of CIP-010-4 R1.1 each item answers. */
const R1_1_PART = {
    os_firmware: "1.1.1 operating system(s) or firmware",
    software: "1.1.2 commercially available or open-source application software intentionally installed",
    custom_software: "1.1.3 custom software installed",
    ports: "1.1.4 logical network accessible ports",
    patches: "1.1.5 security patches applied",
};
function itemDigests(content) {
    const digests = {};
    for (const item of BASELINE_ITEMS) {
        if (item in content)
            digests[item] = `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)({ [item]: content[item] }))}`;
    }
    return digests;
}
/**
 * Each item `digests` has, mapped by `map`, in R1.1's order: the order every output keeps. A loop,
 * not entries: a checkpoint maps every asset's baseline with it, and evidence verify builds one
 * at each checkpoint. A baseline of every item (the usual one) is one literal of five fields: an
 * object grown from `{}` keeps four in itself and the fifth in a store of its own, 40 bytes more
 * for each of the 100,000 assets the obligations pass holds.
 */
function mapItemDigests(digests, map) {
    const { os_firmware, software, custom_software, ports, patches } = digests;
    if (os_firmware !== undefined &&
        software !== undefined &&
        custom_software !== undefined &&
        ports !== undefined &&
        patches !== undefined)
        return {
            os_firmware: map(os_firmware),
            software: map(software),
            custom_software: map(custom_software),
            ports: map(ports),
            patches: map(patches),
        };
    const mapped = {};
    for (const item of BASELINE_ITEMS) {
        const digest = digests[item];
        if (digest !== undefined)
            mapped[item] = map(digest);
    }
    return mapped;
}
/** The items a baseline's content does not write, in R1.1's order. */
function missingItems(content) {
    return BASELINE_ITEMS.filter((item) => !(item in content));
}
/** How many of the content's ports have no justification. */
function unjustifiedPorts(content) {
    const ports = content.ports;
    if (!Array.isArray(ports))
        return 0;
    return ports.filter((port) => typeof port !== "object" || port === null || !("justification" in port)).length;
}
/** The patched items of a baseline's content (already read, so each list holds what it should). */
function patchedItemsOf(content) {
    const named = (item) => (Array.isArray(item) ? item : []).flatMap((entry) => {
        if (typeof entry !== "object" || entry === null)
            return [];
        const { name, version } = entry;
        return typeof name === "string" ? [{ name, version: String(version ?? "") }] : [];
    });
    const patches = content.patches;
    return {
        os_firmware: named(content.os_firmware),
        software: named(content.software),
        patches: (Array.isArray(patches) ? patches : []).map(String),
    };
}


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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);
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

/***/ 53146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ NO_SOURCE_KINDS),
/* harmony export */   Cw: () => (/* binding */ PLANS_FOLDER),
/* harmony export */   Cx: () => (/* binding */ PATCH_FILES_VERSION),
/* harmony export */   DK: () => (/* binding */ PATCH_SOURCES_FILE),
/* harmony export */   Dh: () => (/* binding */ itemKey),
/* harmony export */   OD: () => (/* binding */ timeframeText),
/* harmony export */   Rp: () => (/* binding */ PATCHED_ITEMS),
/* harmony export */   kP: () => (/* binding */ patchKey),
/* harmony export */   nH: () => (/* binding */ EVALUATIONS_FOLDER),
/* harmony export */   rv: () => (/* binding */ itemText)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

const PATCH_FILES_VERSION = 1;
/** Where the files are, relative to the repository root. */
const PATCH_SOURCES_FILE = "cip-patch-sources.yaml";
const EVALUATIONS_FOLDER = "patch-evaluations";
const PLANS_FOLDER = "patch-plans";
/** The baseline items patches come from (CIP-010 R1.1.1 and 1.1.2). */
const PATCHED_ITEMS = ["os_firmware", "software"];
/** The identity of an item across files and baselines: its kind and its name's key. */
function itemKey(item) {
    return `${item.kind}\u0000${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(item.name)}`;
}
/** An item in words: `software "RTAC"`. */
function itemText(item) {
    return `${item.kind} ${JSON.stringify(item.name)}`;
}
/** A patch's identity: its id as the inventory's `patches` entries write it, case ignored. */
function patchKey(id) {
    return (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(id);
}
/** Why an item has no source (CIP-007-6 R2.1: "updateable and for which a patching source exists"). */
const NO_SOURCE_KINDS = ["no-patching-source", "not-updateable"];
/** A timeframe in words, as obligations and messages say it. */
function timeframeText(timeframe) {
    return "by" in timeframe
        ? `by ${timeframe.by}`
        : `at the event ${JSON.stringify(timeframe.event)}`;
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
// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw, operations and
// baselines alike (a baseline has no service operation, yet its change is what CIP-010 R1.2 asks
// to authorize).


/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations and, when the plan declares any, of its baselines: each as
 * its system id, asset name and digest; and, when the plan shows any, of the patch files the
 * change adds, changes or removes, as shown (what R2.2 and R2.3 approvals rest on; the commit
 * they were compared with, only words, is left out), and of the assessment files shown, alike
 * (CIP-010 R3's). `source` (where a declaration is written) is
 * left out: moving or reformatting lines in the inventory files does not change what an apply
 * does, so it must not invalidate a review. A plan without baselines or patch files keeps the
 * fingerprint of its operations.
 */
function fingerprintPlan(operations, baselines, reviewed = {}) {
    const patchFiles = reviewed.patch_files?.files;
    const assessmentFiles = reviewed.assessment_files?.files;
    const effects = operations.map(({ source: _source, ...effect }) => JSON.stringify(canonical(withoutWhereRenamed(effect))));
    const done = `[${effects.join(",")}]`;
    const hasBaselines = baselines !== undefined && baselines.length > 0;
    const hasPatchFiles = patchFiles !== undefined && patchFiles.length > 0;
    const hasAssessmentFiles = assessmentFiles !== undefined && assessmentFiles.length > 0;
    if (!hasBaselines && !hasPatchFiles && !hasAssessmentFiles)
        return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(done)}`;
    const declared = hasBaselines
        ? `"baselines":[${baselines.map((baseline) => JSON.stringify(baselineKey(baseline))).join(",")}],`
        : "";
    const shown = hasPatchFiles ? `,"patch_files":${JSON.stringify(canonical(patchFiles))}` : "";
    // After the patch files, so that a plan without assessment files keeps its fingerprint.
    const assessed = hasAssessmentFiles
        ? `,"assessment_files":${JSON.stringify(canonical(assessmentFiles))}`
        : "";
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(`{${declared}"operations":${done}${shown}${assessed}}`)}`;
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

/***/ 55447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iM: () => (/* binding */ assetTypeSchema),
  kZ: () => (/* binding */ baselineComparisonSchema),
  X0: () => (/* binding */ fieldChange),
  U1: () => (/* binding */ jsonPath),
  Xj: () => (/* binding */ parsePlanJson),
  se: () => (/* binding */ planBaselineSchema),
  D1: () => (/* binding */ planSummarySchema),
  iL: () => (/* binding */ systemRefSchema)
});

// UNUSED EXPORTS: PlanFileError, planJsonSchema, planSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(37368);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(49513);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/plan/commissioning-assessment-model.ts
var commissioning_assessment_model = __webpack_require__(77551);
;// CONCATENATED MODULE: ./src/core/plan/saved/commissioning-assessment-schema.ts
// The saved plan's CIP-010-4 R3.3 check (plan-model's commissioning_assessments), apart from
// plan-schema.ts, which passes it its source location schema.




const itemDifferenceSchema = schemas/* strictObject */.rej({
    item: schemas/* enum */.k5n([...baseline_items/* BASELINE_ITEMS */.dK, "unknown"]),
    added: schemas/* array */.YOg(schemas/* string */.YjP()),
    removed: schemas/* array */.YOg(schemas/* string */.YjP()),
});
function commissioningAssessmentCheckSchema(location) {
    return schemas/* strictObject */.rej({
        setting: schemas/* enum */.k5n(commissioning_assessment_model/* VULNERABILITY_ASSESSMENT_SETTINGS */.W).meta({
            description: "The policy's vulnerability_assessments: flag lists the assets without evidence, require refuses them.",
        }),
        commissioned: schemas/* array */.YOg(schemas/* strictObject */.rej({
            cyber_system: schemas/* string */.YjP(),
            asset: schemas/* string */.YjP(),
            class: schemas/* enum */.k5n(asset_class/* ASSET_CLASSES */.Aj),
            location,
            evidence: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt("kind", [
                schemas/* strictObject */.rej({ kind: schemas/* literal */.euz("active-assessment"), record: schemas/* string */.YjP() }),
                schemas/* strictObject */.rej({ kind: schemas/* literal */.euz("paper-assessment"), record: schemas/* string */.YjP() }),
                schemas/* strictObject */.rej({
                    kind: schemas/* literal */.euz("like-replacement"),
                    record: schemas/* string */.YjP(),
                    of: schemas/* string */.YjP(),
                    differences: schemas/* array */.YOg(itemDifferenceSchema).optional(),
                    of_entering: schemas/* literal */.euz(true).optional().meta({
                        description: "The asset named is one the same change puts into service: no existing Cyber Asset (CIP-010-4 Part 3.3), never compared, never standing.",
                    }),
                }),
                schemas/* strictObject */.rej({
                    kind: schemas/* literal */.euz("exceptional-circumstance"),
                    record: schemas/* string */.YjP(),
                    reference: schemas/* string */.YjP(),
                }),
            ])),
            gap: schemas/* string */.YjP().optional().meta({
                description: "Why the evidence does not stand for R3.3; absent: it does.",
            }),
            not_judged: schemas/* string */.YjP().optional().meta({
                description: "Why R3.3 was not judged: the system declares no impact, so whether Part 3.3 (High only) applies is not known. Never refused.",
            }),
        })),
    })
        .meta({
        title: "Commissioning assessments (CIP-010-4 R3.3)",
        description: "Each BCA, EACMS or PCA the change puts into service in a High system, with the assessment files that speak for it. Derived, not part of the fingerprint.",
    });
}

// EXTERNAL MODULE: ./src/core/plan/saved/fingerprint.ts
var fingerprint = __webpack_require__(99343);
;// CONCATENATED MODULE: ./src/core/plan/saved/released-system-schema.ts
// The plan file's `released_systems` (plan-model.ts's ReleasedSystem): the systems whose document
// was removed since the base, which leave management with their assets kept.

const releasedSystemsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    cyber_system: schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP() }),
    file: schemas/* string */.YjP(),
    live_assets: schemas/* int */.Whr().positive(),
}))
    .meta({
    description: "Systems whose document the base declared and no document declares now: they leave management, their live assets kept. Absent when none, or no base was read.",
});

;// CONCATENATED MODULE: ./src/core/plan/saved/possible-rename-schema.ts
// A create and a delete that may be one asset renamed: the plan file's `possible_rename`
// (plan-model.ts's PossibleRename), on both operations.

const possibleRenameSchema = schemas/* strictObject */.rej({
    declared: schemas/* string */.YjP().meta({ description: "The name the files declare (the create)." }),
    live: schemas/* string */.YjP().meta({ description: "The name the service holds (the delete)." }),
    candidates: schemas/* array */.YOg(schemas/* string */.YjP())
        .min(1)
        .max(3)
        .meta({
        description: "Set on a delete that could not be paired one to one: the declared names of its cyber system and type it may have become, most similar first; declared is the first.",
    })
        .optional(),
    renamed_in_file: schemas/* string */.YjP()
        .meta({
        description: "The file that renamed it without renamed_from: the base (--base, the pull request's base) declared the live name there and no document declares it now; absent where no base tells. Not part of the fingerprint.",
    })
        .optional(),
})
    .meta({
    description: "This create and a delete of the same cyber system and type may be one asset renamed in the service; apply refuses them without --allow-replace.",
})
    .optional();

;// CONCATENATED MODULE: ./src/core/plan/saved/patch-file-schema.ts
// The saved plan's `patch_files` and `assessment_files` (core/plan/patch-file-model.ts): the
// CIP-007 R2 and CIP-010 R3 files a change adds, changes or removes, as shown; apart from
// plan-schema.ts to keep each within its size.

/** What the saved plan's fingerprint covers, as its schema says. */
const FINGERPRINT_WORDS = 'sha256 over the canonical JSON of operations, of each baseline\'s system id, asset and digest, of the patch files shown (patch_files.files) and of the assessment files shown (assessment_files.files), as "sha256:<hex>"; a plan without baselines, patch files or assessment files: over its operations only.';
/** A family's changed files: the commit compared with, and each file with what `shown` holds. */
function changedFilesSchema(shown) {
    return schemas/* strictObject */.rej({
        compared_with: schemas/* string */.YjP(),
        files: schemas/* array */.YOg(schemas/* strictObject */.rej({
            file: schemas/* string */.YjP(),
            change: schemas/* enum */.k5n(["added", "changed", "removed"]),
            ...shown,
        })),
    });
}
const patchFileChangesSchema = changedFilesSchema({
    sources: schemas/* array */.YOg(schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP(), covers: schemas/* array */.YOg(schemas/* string */.YjP()) }))
        .optional(),
    no_source: schemas/* array */.YOg(schemas/* strictObject */.rej({ item: schemas/* string */.YjP(), kind: schemas/* string */.YjP(), reason: schemas/* string */.YjP() }))
        .optional(),
    evaluation: schemas/* strictObject */.rej({
        source: schemas/* string */.YjP(),
        releases_since: schemas/* string */.YjP(),
        patches: schemas/* array */.YOg(schemas/* strictObject */.rej({
            id: schemas/* string */.YjP(),
            released: schemas/* string */.YjP(),
            item: schemas/* string */.YjP(),
            applicable: schemas/* boolean */.zMY(),
            reason: schemas/* string */.YjP().optional(),
        })),
    })
        .optional(),
    plan: schemas/* strictObject */.rej({
        id: schemas/* string */.YjP(),
        patches: schemas/* array */.YOg(schemas/* string */.YjP()),
        actions: schemas/* array */.YOg(schemas/* string */.YjP()),
        timeframe: schemas/* string */.YjP(),
        event_occurred_on: schemas/* string */.YjP().optional(),
        implemented_on: schemas/* string */.YjP().optional(),
    })
        .optional(),
}).meta({
    title: "Patch files changed (CIP-007-6 R2)",
    description: "The CIP-007 R2 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: a source's coverage, an evaluation's patches with their applicability and reason, a mitigation plan's patches, actions and timeframe. Part of the fingerprint, as shown (compared_with aside).",
});
const assessmentFileChangesSchema = changedFilesSchema({
    record: schemas/* strictObject */.rej({
        kind: schemas/* enum */.k5n(["assessment", "technical-feasibility", "commissioning"]),
        id: schemas/* string */.YjP(),
        covers: schemas/* string */.YjP(),
        method: schemas/* enum */.k5n(["paper", "active"]).optional(),
        environment: schemas/* enum */.k5n(["production", "test"]).optional(),
        closes: schemas/* array */.YOg(schemas/* string */.YjP()),
    })
        .optional(),
}).meta({
    title: "Assessment files changed (CIP-010-4 R3)",
    description: "The CIP-010 R3 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: what it covers, its method and environment, and each part it closes (an action item: opens) once an accepted merge records it. Part of the fingerprint, as shown (compared_with aside).",
});
/** The saved plan's fields of the reviewed files it shows for approval. */
const REVIEWED_FILE_FIELDS = {
    patch_files: patchFileChangesSchema.optional(),
    assessment_files: assessmentFileChangesSchema.optional(),
};

;// CONCATENATED MODULE: ./src/core/plan/saved/plan-schema.ts
// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.














const assetTypeSchema = schemas/* enum */.k5n(live_records/* ASSET_TYPES */.D);
const count = schemas/* int */.Whr().nonnegative();
const sourceLocationSchema = schemas/* strictObject */.rej({
    file: schemas/* string */.YjP().meta({ description: "Path relative to the working directory, with /." }),
    line: schemas/* int */.Whr().positive(),
    column: schemas/* int */.Whr().positive(),
})
    .meta({
    id: "SourceLocation",
    title: "Source location",
    description: "A 1-based place in an inventory file.",
});
const diagnosticSchema = schemas/* strictObject */.rej({
    severity: schemas/* enum */.k5n(["error", "warning"]),
    message: schemas/* string */.YjP(),
    location: sourceLocationSchema.optional(),
    related: schemas/* array */.YOg(sourceLocationSchema).optional(),
})
    .meta({ title: "Diagnostic" });
const parentRefSchema = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(["facility", "control_center"]),
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
});
const systemRefSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP(),
    impact: principals/* impactSchema */.kf.optional(),
    name: schemas/* string */.YjP(),
    parent: parentRefSchema.nullable(),
})
    .meta({
    id: "SystemRef",
    title: "Cyber system",
    description: "A cyber system by id and name, with its parent.",
});
function fieldChange(schema) {
    return schemas/* strictObject */.rej({ from: schema, to: schema });
}
const operationBase = {
    depends_on: schemas/* array */.YOg(count).meta({
        description: "Indexes into operations of the operations that must succeed before this one runs.",
    }),
    source: sourceLocationSchema
        .meta({ description: "The declaration that caused this operation." })
        .optional(),
};
const sha256Digest = schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu);
/** A declared baseline as plans and change records carry it: digests, never content. */
const planBaselineSchema = schemas/* strictObject */.rej({
    asset: schemas/* string */.YjP(),
    asset_id: schemas/* string */.YjP().optional(),
    asset_type: schemas/* enum */.k5n(live_records/* ASSET_TYPES */.D).optional(),
    class: schemas/* enum */.k5n(asset_class/* ASSET_CLASSES */.Aj).optional(),
    completed_on: schemas/* string */.YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    cyber_system: schemas/* string */.YjP().optional(),
    cyber_system_id: schemas/* string */.YjP(),
    digest: sha256Digest,
    erc: schemas/* boolean */.zMY().optional(),
    impact: schemas/* enum */.k5n(principals/* IMPACT_LEVELS */.dR).optional(),
    items: schemas/* partialRecord */.jgl(schemas/* enum */.k5n(baseline_items/* BASELINE_ITEMS */.dK), sha256Digest).optional().meta({
        description: "The SHA-256 of each CIP-010 R1.1 item of a baseline written as content: which items a change touched, without their content.",
    }),
    kind: schemas/* enum */.k5n(["content", "ref"]).optional(),
    patched: schemas/* strictObject */.rej({
        os_firmware: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() })),
        software: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() })),
        patches: schemas/* array */.YOg(schemas/* string */.YjP()),
    })
        .optional()
        .meta({
        description: "A baseline written as content: its os_firmware and software items with their versions and its patches, the items CIP-007 R2's patch sources must cover and the patches applied.",
    }),
});
/** The plan's baselines against the existing ones (plan-model.ts BaselineComparison). */
const baselineComparisonSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({
        compared_with: schemas/* string */.YjP()
            .meta({ description: "The commit the existing baselines were read at." }),
        deviations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            asset: schemas/* string */.YjP(),
            asset_id: schemas/* string */.YjP().optional(),
            cyber_system: schemas/* string */.YjP(),
            cyber_system_id: schemas/* string */.YjP(),
            items: schemas/* array */.YOg(schemas/* strictObject */.rej({
                item: schemas/* enum */.k5n([...baseline_items/* BASELINE_ITEMS */.dK, "unknown"]),
                added: schemas/* array */.YOg(schemas/* string */.YjP()),
                removed: schemas/* array */.YOg(schemas/* string */.YjP()),
            })),
            opens: schemas/* array */.YOg(schemas/* enum */.k5n(requirements/* REQUIREMENT_IDS */.RG)).meta({
                description: "The requirement parts the deviation opens, by the requirement table.",
            }),
        })),
    }),
    schemas/* strictObject */.rej({
        compared_with: schemas/* null */.chJ(),
        not_compared: schemas/* string */.YjP().meta({ description: "Why no existing baselines were read." }),
    }),
])
    .meta({
    description: "The declared baselines against the existing ones (CIP-010 R1.2): each asset whose baseline changes an R1.1 item, with the entries added and removed; or why they were not compared. Not part of the fingerprint; absent when no baseline is declared.",
});
const createOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("create"),
    ...operationBase,
    name: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
})
    .meta({ title: "Create an asset" });
const updateOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("update"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP().meta({ description: "The asset's name after this operation." }),
    cyber_system: systemRefSchema,
    kinds: schemas/* array */.YOg(schemas/* enum */.k5n(["rename", "move", "retype"])),
    temporary: schemas/* boolean */.zMY().meta({
        description: "True for the first half of a rename cycle: the asset takes a temporary name that a later operation replaces.",
    }),
    changes: schemas/* strictObject */.rej({
        name: fieldChange(schemas/* string */.YjP()).optional(),
        cyber_system: fieldChange(systemRefSchema).optional(),
        asset_type: fieldChange(assetTypeSchema).optional(),
    }),
})
    .meta({ title: "Update an asset (rename, move, retype)" });
const deleteOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("delete"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
})
    .meta({ title: "Delete an asset" });
const patchSourceCheckSchema = schemas/* strictObject */.rej({
    sources_file: schemas/* string */.YjP().nullable().meta({
        description: "The sources file read (cip-patch-sources.yaml); null: the repository has none.",
    }),
    setting: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_SETTINGS */.R6).meta({
        description: "The policy's patch_sources: flag lists the gaps, require refuses those the change adds or changes.",
    }),
    missing: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: schemas/* string */.YjP(),
        asset: schemas/* string */.YjP(),
        item: schemas/* enum */.k5n(["os_firmware", "software"]),
        name: schemas/* string */.YjP(),
        version: schemas/* string */.YjP(),
        location: sourceLocationSchema,
        change: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_CHANGES */.nj).meta({
            description: "added or changed (its version) by this change, existing before it, or unknown (the baselines were not compared).",
        }),
    })),
    not_seen: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: schemas/* string */.YjP(),
        asset: schemas/* string */.YjP(),
        location: sourceLocationSchema,
    }))
        .meta({
        description: "Applicable assets with a baseline_ref: their items are not in the repository.",
    }),
})
    .meta({
    title: "Patch sources (CIP-007-6 R2.1)",
    description: "The os_firmware and software items of applicable assets' baselines with no patch source and no no_source declaration. Derived, not part of the fingerprint.",
});
const planSummarySchema = schemas/* strictObject */.rej({
    create: count,
    update: count,
    delete: count,
    move: count,
    rename: count,
    retype: count,
});
const planSchema = schemas/* strictObject */.rej({
    format_version: schemas/* literal */.euz(plan_model/* PLAN_FORMAT_VERSION */.V1),
    fingerprint: schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu).meta({ description: FINGERPRINT_WORDS }),
    summary: planSummarySchema,
    operations: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt("action", [
        createOperationSchema,
        updateOperationSchema,
        deleteOperationSchema,
    ]))
        .meta({ description: "In execution order; depends_on gives the exact constraints." }),
    managed_systems: schemas/* array */.YOg(systemRefSchema),
    baselines: schemas/* array */.YOg(planBaselineSchema).optional().meta({
        description: "Declared baselines (CIP-010 R1.1) by system id and asset name, as SHA-256 digests; never sent to the service. Absent when none is declared.",
    }),
    baseline_deviations: baselineComparisonSchema.optional(),
    patch_sources: patchSourceCheckSchema.optional(),
    commissioning_assessments: commissioningAssessmentCheckSchema(sourceLocationSchema).optional(),
    ...REVIEWED_FILE_FIELDS,
    unmanaged: schemas/* array */.YOg(schemas/* strictObject */.rej({
        asset_id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP(),
        asset_type: assetTypeSchema,
        cyber_system: systemRefSchema,
    }))
        .meta({ description: "Undeclared live assets of prune: false systems: never deleted." }),
    released_systems: releasedSystemsSchema.optional(),
    safety: schemas/* strictObject */.rej({
        managed_live_assets: count,
        violations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            rule: schemas/* enum */.k5n(["mass-delete", "mass-update", "empty-system", "possible-rename"]),
            message: schemas/* string */.YjP(),
        })),
    }),
    warnings: schemas/* array */.YOg(diagnosticSchema),
    inputs: schemas/* strictObject */.rej({
        patterns: schemas/* array */.YOg(schemas/* string */.YjP()).meta({
            description: "Inventory files, directories or globs, relative to root.",
        }),
        root: schemas/* string */.YjP().meta({
            description: "The repository root, relative to the directory the plan was made in.",
        }),
        declared: sha256Digest.optional().meta({
            description: "SHA-256 of what the operations depend on from the files (each document's system, parent, prune and assets, without baselines or places): apply --plan says whether the files or the live inventory changed since.",
        }),
    })
        .meta({ description: "What the plan was made from: apply --plan reads the same files." })
        .optional(),
})
    .meta({
    title: "cip-inventory-sync plan",
    description: "What apply would do, as written by `cip-sync plan --format json` or `--out FILE`.",
});
/** The JSON Schema (draft 2020-12) of a saved plan. */
function planJsonSchema() {
    return z.toJSONSchema(planSchema, { target: "draft-2020-12" });
}
const MAX_REPORTED_ISSUES = 5;
/** A saved plan file that cannot be used: the message names the file and how to get a good one. */
class PlanFileError extends Error {
    name = "PlanFileError";
}
/**
 * A saved plan (`apply --plan FILE`), checked completely. Throws a PlanFileError naming `source`
 * and the JSON path of each problem (`$.operations[3].action`), and saying how to get a good file.
 */
function parsePlanJson(text, source) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new PlanFileError(`${source} is not valid JSON (${(0,errors/* errorMessage */.g)(error)}); pass the file written by 'cip-sync plan --out FILE'`, { cause: error });
    }
    const version = value?.format_version;
    if (version !== undefined && version !== plan_model/* PLAN_FORMAT_VERSION */.V1) {
        throw new PlanFileError(`${source} has plan format_version ${JSON.stringify(version)}, and this cip-sync reads version ${plan_model/* PLAN_FORMAT_VERSION */.V1}; run 'cip-sync plan --out FILE' again with this version`);
    }
    const result = planSchema.safeParse(value);
    if (result.success)
        return heldByItsFingerprint(result.data, source);
    const issues = result.error.issues;
    const lines = issues
        .slice(0, MAX_REPORTED_ISSUES)
        .map((issue) => `  at ${jsonPath(issue.path)}: ${issue.message}`);
    if (issues.length > MAX_REPORTED_ISSUES) {
        lines.push(`  ... and ${issues.length - MAX_REPORTED_ISSUES} more`);
    }
    throw new PlanFileError(`${source} is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n${lines.join("\n")}`);
}
/**
 * The plan, when its fingerprint is the one of its operations and baselines: a plan saved by a
 * cip-sync whose fingerprint left the baselines out, or an edited file, would otherwise be
 * reviewed as one plan and held to another.
 */
function heldByItsFingerprint(plan, source) {
    const expected = (0,fingerprint/* fingerprintPlan */.Ef)(plan.operations, plan.baselines, plan);
    if (plan.fingerprint === expected)
        return plan;
    throw new PlanFileError(`${source} at $.fingerprint: ${plan.fingerprint} is not the fingerprint of the plan's operations and baselines (${expected}); the file was edited, or saved by a cip-sync whose fingerprint left the baselines out. Run 'cip-sync plan --out FILE' again, review that plan and apply it`);
}
/** `$.operations[3].action`: where a schema issue is, as JSONPath. */
function jsonPath(path) {
    let text = "$";
    for (const segment of path) {
        if (typeof segment === "number")
            text += `[${segment}]`;
        else if (typeof segment === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) {
            text += `.${segment}`;
        }
        else
            text += `[${JSON.stringify(String(segment))}]`;
    }
    return text;
}


/***/ }),

/***/ 38291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HA: () => (/* binding */ offsetAt),
/* harmony export */   PS: () => (/* binding */ addMonths),
/* harmony export */   P_: () => (/* binding */ afterTodayWords),
/* harmony export */   WO: () => (/* binding */ MONTH_END_CONVENTIONS),
/* harmony export */   Xv: () => (/* binding */ CALENDAR_TIME_ZONE_PATTERN),
/* harmony export */   Z4: () => (/* binding */ resolveCalendar),
/* harmony export */   Zi: () => (/* binding */ calendarRule),
/* harmony export */   _s: () => (/* binding */ isCalendarTimeZone),
/* harmony export */   fi: () => (/* binding */ addDays),
/* harmony export */   m7: () => (/* binding */ dateIn),
/* harmony export */   nS: () => (/* binding */ latestDateAt),
/* harmony export */   qo: () => (/* binding */ CALENDAR_TIME_ZONE_HINT),
/* harmony export */   tf: () => (/* binding */ isCalendarDate)
/* harmony export */ });
/* unused harmony export DEFAULT_CALENDAR */
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
/**
 * One copy of each text: a pass over a ledger holds, per asset, digests and names that most assets
 * share (a fleet of identical devices has the same digest for each R1.1 item), each parsed from its
 * record as a string of its own; held through this, equal texts are one string.
 */
class TextTable {
    #texts = new Map();
    of(text) {
        const held = this.#texts.get(text);
        if (held !== undefined)
            return held;
        this.#texts.set(text, text);
        return text;
    }
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

/***/ 37368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ASSET_TYPES)
/* harmony export */ });
// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];


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
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   fu: () => (/* binding */ SHA256_DIGEST),
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


/***/ }),

/***/ 90038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ WORKSPACE_PATTERN)
/* harmony export */ });
// A workspace's name: a folder of the ledger (records/<workspace>/), the Action's input
// `workspace`, and what a collector's file (or a source's observations) names.
const WORKSPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;


/***/ })

};
