export const id = 262;
export const ids = [262];
export const modules = {

/***/ 21789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ obligationCalendar)
/* harmony export */ });
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
/* harmony import */ var _shared_command_support_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36396);
/* harmony import */ var _policy_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74184);
// The calendar CIP obligations are counted by, wherever the command line judges them (obligations,
// the audit report, the populations): the flags, then the policy file's `calendar:`, then the
// default; with its `calendar.completion_grace_days` (CIP-010 R1.3's unrecorded completion). The
// file's `cip_002_last_approval` is not read: the obligations take it from the accepted records
// that put it in force (core/evidence/records/in-force/facts-in-force.ts), never from a checkout. An
// invalid policy file is reported at its place and judges nothing (fail closed).



/** The calendar and the completion grace, or undefined after reporting why the file cannot say. */
async function obligationCalendar(policyFile, flags, io) {
    const policy = await (0,_policy_command_js__WEBPACK_IMPORTED_MODULE_2__.readPolicyFile)(policyFile, io);
    if (policy !== undefined && policy.parsed.policy === undefined) {
        (0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_1__/* .reportDiagnostics */ .Dj)(policy.parsed.diagnostics, io, { stdout: false, stderr: false });
        return undefined;
    }
    return {
        calendar: (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCalendar */ .Z4)(flags, policy?.parsed.policy?.calendar),
        completionGraceDays: policy?.parsed.policy?.calendar?.completionGraceDays,
    };
}


/***/ }),

/***/ 28303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sr: () => (/* binding */ checkpointToStartFrom)
/* harmony export */ });
/* unused harmony exports nearestCheckpoint, CheckpointStart */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65037);
/* harmony import */ var _core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57630);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91864);
/* harmony import */ var _core_evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(11645);
/* harmony import */ var _core_obligations_checkpoint_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(60194);
/* harmony import */ var _io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90833);
/* harmony import */ var _io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(81350);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19130);
// Where a command that judges from records may start instead of the first record: the last
// checkpoint a drift check kept beside its record (core/evidence/records/beside/) that the
// question admits, in a git clone. Like a Certificate Transparency client that trusts a signed
// tree head and checks consistency forward from it, the command then reads, hashes, schema-checks
// and chains only the checkpoint's record and the records after it, from the hash the checkpoint
// stands at, and walks the history from the commit that added that record on (that commit on the
// head's first-parent line, by the writer or an operator key, as verify judges it): the records
// before it are taken as that commit vouched for them, not read again (verified-from-checkpoint.ts).
// evidence verify, and --from-start, check every record from the first and recompute the
// checkpoint, and so find what a reading from it cannot: a record before it edited, or a commit
// before it that nobody may have made.
//
// A checkpoint that cannot stand is named and the command judges from every record again (fail
// closed to the full check and fold, never to other bytes): its record does not parse or keeps
// no such checkpoint, the file's SHA-256 or the record it stands at is not its record's, its state
// does not parse or cannot be resumed (CheckpointStart.spoil), or the history from its commit is
// not vouched for. Only a ledger of one workspace starts from a checkpoint: a checkpoint is one
// workspace's state, and the pass is resumed from one.











/**
 * The last checkpoint of the one workspace of the clone at `root` whose record was recorded by
 * `asOf`'s day, as its file holds it; undefined when the ledger has none, or more than one
 * workspace. Throws an Error naming the file when it cannot stand (above).
 */
async function nearestCheckpoint(root, asOf) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__/* .RECORDS_DIR */ .v7), { withFileTypes: true }).catch(() => []);
    const workspaces = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    if (workspaces.length !== 1)
        return undefined;
    // Newest first: only the months from the checkpoint on are listed.
    for (const path of (0,_io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_7__/* .ledgerPathsNewestFirst */ .QN)(root, `${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__/* .RECORDS_DIR */ .v7}/${workspaces[0]}`)) {
        if (!path.endsWith(_core_evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_5__/* .CHECKPOINT_SUFFIX */ .nn) || (0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__/* .workspaceOfPath */ .i0)(path) === undefined)
            continue;
        const carrierPath = path.slice(0, -_core_evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_5__/* .CHECKPOINT_SUFFIX */ .nn.length);
        const carrier = await readCarrier(root, carrierPath, path);
        if (!(0,_core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_2__/* .recordedBy */ ._O)(carrier, asOf.day, asOf.timeZone))
            continue;
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
        const checkpoint = (0,_core_obligations_checkpoint_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCheckpoint */ .S7)(bytes.toString("utf8"), path);
        standsProblem(carrier, bytes, checkpoint, path);
        const from = {
            path: carrierPath,
            workspace: carrier.workspace,
            through: checkpoint.through,
            // A drift check's record puts nothing in force: what it carries stood after `through`.
            inForce: carrier.in_force ?? null,
        };
        return new CheckpointStart(path, checkpoint, from, asOf);
    }
    return undefined;
}
/**
 * nearestCheckpoint of the clone --dir names (`dir`), for a command that may start from one:
 * undefined in a folder that is no git clone (no history can vouch for a checkpoint there), and
 * where the checkpoint cannot stand, which a warning names before the command judges from every
 * record.
 */
async function checkpointToStartFrom(io, dir, asOf) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, dir);
    if (!(await (0,_io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_8__/* .isGitCheckout */ .dl)(root)))
        return undefined;
    try {
        return await nearestCheckpoint(root, asOf);
    }
    catch (error) {
        io.stderr(`warning: ${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .g)(error)}: judged from every record\n`);
        return undefined;
    }
}
/** The record that keeps the checkpoint at `path`, schema-checked; throws naming it when it is none. */
async function readCarrier(root, carrierPath, path) {
    const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, carrierPath)).catch(() => undefined);
    if (bytes === undefined)
        throw new Error(`${path}: its record ${carrierPath} cannot be read`);
    const carrier = (0,_core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRecordFile */ .TG)({ path: carrierPath, bytes });
    if ("message" in carrier)
        throw new Error(`${path}: ${carrier.message}`);
    return carrier;
}
/** Throws, naming `path`, when the checkpoint is not the one its record keeps, at its place. */
function standsProblem(carrier, bytes, checkpoint, path) {
    const reference = carrier.kind === "monitoring" ? carrier.monitoring.checkpoint : undefined;
    if (reference === undefined)
        throw new Error(`${path}: its record keeps no checkpoint`);
    const problem = (0,_core_evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_5__/* .checkpointBytesProblem */ .Vc)(bytes, reference, path);
    if (problem !== undefined)
        throw new Error(problem);
    const { through } = reference;
    const stands = through.sequence === carrier.sequence - 1 &&
        through.sha256 === carrier.previous_sha256 &&
        checkpoint.through.sequence === through.sequence &&
        checkpoint.through.sha256 === through.sha256 &&
        checkpoint.workspace === carrier.workspace;
    if (!stands)
        throw new Error(`${path}: it stands at record #${checkpoint.through.sequence} (SHA-256 ${checkpoint.through.sha256}), but its record #${carrier.sequence} follows the record with SHA-256 ${carrier.previous_sha256 ?? "none"}`);
}
/** A checkpoint started from, and whether it still stands for the records before it. */
class CheckpointStart {
    /** Why the checkpoint does not stand for the records before it; undefined while it does. */
    #spoiled;
    /** The checkpoint file's path in the checkout. */
    path;
    checkpoint;
    /** Where the chain check starts: the record that keeps it, and the hash it stands at. */
    from;
    asOf;
    constructor(path, checkpoint, from, asOf) {
        this.path = path;
        this.checkpoint = checkpoint;
        this.from = from;
        this.asOf = asOf;
    }
    get spoiled() {
        return this.#spoiled;
    }
    /** Why the checkpoint cannot be resumed from: the full check and fold are the answer. */
    spoil(why) {
        this.#spoiled ??= why;
    }
    /** What a command says on standard error once it judged from the checkpoint, vouched for by `since`. */
    judgedFrom(since) {
        return `Judged from ${this.path} (the state through record #${this.checkpoint.through.sequence}) and the records after it: the records before it were taken as the checkpoint's writer vouched for them in commit ${since.slice(0, 12)}, not read again; --from-start checks them all.\n`;
    }
}


/***/ }),

/***/ 36468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ visitVerifiedFrom)
/* harmony export */ });
/* harmony import */ var _core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57630);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_evidence_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75411);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91864);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(80053);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(19130);
/* harmony import */ var _io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90833);
/* harmony import */ var _io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(81350);
/* harmony import */ var _io_ledger_ledger_verifier_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(13610);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(32246);
/* harmony import */ var _verified_records_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(66035);
// The reading of a clone from a checkpoint on (checkpoint-start.ts says what is trusted): the
// history from the commit that added the checkpoint's record, judged as verify judges the whole
// (that commit on the head's first-parent line, each commit by the writer, command-line records
// by an operator key), and the checkpoint's record and every record after it read, hashed,
// schema-checked and chained from the hash the checkpoint stands at. A history that does not
// vouch for the checkpoint is a reason to read the whole ledger (fallback), never an answer; a
// break after the checkpoint is one verify reports too, so nothing is judged (refusal).












/**
 * visitVerified from `start` on: each valid record from the checkpoint's record on, in chain
 * order, handed to `visit` as it is read (as judged with the history, its path, and as read),
 * holding none.
 */
async function visitVerifiedFrom(io, ledger, judged, start, visit) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, ledger.dir);
    const paths = await (0,_io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_5__/* .walkLedgerDirectory */ .Q$)(root, "--dir");
    const warnings = [];
    const held = { ...io, stderr: (text) => warnings.push(text) };
    const { from } = start;
    const before = namesBefore(paths(`${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/${from.workspace}`), from.path);
    let since = "";
    let unvouched;
    let history;
    try {
        const writerName = before.writer === undefined ? undefined : await (0,_io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_6__/* .authorAdding */ .H4)(root, before.writer);
        history = await (0,_verified_records_js__WEBPACK_IMPORTED_MODULE_9__/* .judgeHistory */ .Cq)(held, ledger, {
            read: async (dir, keys) => {
                const pathspecs = before.commandLine ? commandLinePathspecs(from.workspace) : [];
                const read = await (0,_io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_6__/* .readLedgerHistorySince */ .eP)(dir, from.path, keys, pathspecs);
                since = read.since;
                const identities = {
                    writerName,
                    writerKey: false,
                    operatorKeys: ledger.operatorKeys !== undefined,
                };
                unvouched = unvouchedBefore(read.before, from.path, identities);
                return read.commits;
            },
            writerName,
        });
    }
    catch (error) {
        if (error instanceof _usage_error_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e)
            throw error;
        return { warnings, fallback: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .errorMessage */ .g)(error) };
    }
    if (unvouched !== undefined)
        return { warnings, fallback: unvouched };
    if (history.refusals.length > 0)
        return {
            warnings,
            fallback: `the history from its record's commit is not vouched for (${history.refusals.join("; ")})`,
        };
    const breaks = await (0,_io_ledger_ledger_verifier_js__WEBPACK_IMPORTED_MODULE_7__/* .verifyLedger */ .x)(root, paths, io.ledgerThreadEntry, (entry, path) => visit((0,_verified_records_js__WEBPACK_IMPORTED_MODULE_9__/* .judgedEntry */ .kZ)(history, entry, path), path, entry), from);
    if (breaks.length > 0)
        return { warnings, refusal: (0,_verified_records_js__WEBPACK_IMPORTED_MODULE_9__/* .refusalOf */ .Of)(ledger.dir, judged, breaks.map(_core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__/* .breakLine */ .Cx)) };
    return {
        warnings,
        verified: true,
        historyUnread: false,
        since,
        unauthenticated: history.unauthenticated,
    };
}
/**
 * What the names of the workspace's files before the checkpoint's record (`from`) say: its first
 * record sealed by the writer (not from the command line), whose commit's author the whole
 * history's walk names the writer by when --writer is not given; and whether a record sealed from
 * the command line is among them.
 */
function namesBefore(paths, from) {
    let writer;
    let commandLine = false;
    for (const path of paths) {
        if ((0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(path, from) >= 0)
            break;
        if ((0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isCliRecordPath */ .xP)(path))
            commandLine = true;
        else if (writer === undefined && (0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecordPathOf */ .sm)(path, (0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceOfPath */ .i0)(path) ?? ""))
            writer = path;
    }
    return { writer, commandLine };
}
/** The records a terminal seals, of `workspace`, as git pathspecs (record-files.ts, recordPath). */
function commandLinePathspecs(workspace) {
    return ["change", "configuration-monitoring"].map((kind) => `:(glob)${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/${workspace}/**/*-${kind}-${_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_11__/* .CLI_RUN_PREFIX */ .aG}*.json`);
}
/**
 * Why a record before the checkpoint (before `from`) does not count as the checkpoint's writer
 * folded it: its commit adds command-line records that no operator key signed, which verify
 * flags and the full fold judges as closing nothing, where the drift check that wrote the
 * checkpoint read it from a commit GitHub verified; undefined when every one counts.
 */
function unvouchedBefore(commits, from, identities) {
    for (const { unauthenticated } of (0,_core_evidence_chain_evidence_history_js__WEBPACK_IMPORTED_MODULE_2__/* .checkLedgerHistory */ .q)(commits, identities)) {
        const record = unauthenticated?.records.find((path) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(path, from) < 0);
        if (record !== undefined)
            return `${record}, before it, is not vouched for: ${unauthenticated?.why}`;
    }
    return undefined;
}


/***/ }),

/***/ 60194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ WorkspaceFold),
/* harmony export */   S7: () => (/* binding */ parseCheckpoint),
/* harmony export */   eH: () => (/* binding */ CheckpointFormatError),
/* harmony export */   pz: () => (/* binding */ LEDGER_CHECKPOINT_FORMAT)
/* harmony export */ });
/* unused harmony exports CHECKPOINT_INTERVAL, CHECKPOINT_MAX_INTERVAL, RECORD_BYTES_PER_CHECKPOINT_BYTE, checkpointIsDue, serializeCheckpoint */
/* harmony import */ var _evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46681);
/* harmony import */ var _evidence_report_report_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84944);
/* harmony import */ var _obligations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11986);
/* harmony import */ var _obligation_model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52729);
/* harmony import */ var _part_counts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21233);
/* harmony import */ var _obligations_checkpoint_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30158);






/**
 * The file's format: a new one whenever what it holds, or the pass's checkpoint, changes. 3: the
 * report's state (ReportCheckpoint) beside the obligations'.
 */
const LEDGER_CHECKPOINT_FORMAT = 3;
/** The parts whose obligations the audit report counts by status: CIP-007 R2's and CIP-010 R3's. */
const REPORTED_PARTS = [..._obligation_model_js__WEBPACK_IMPORTED_MODULE_3__/* .PATCH_MANAGEMENT_KINDS */ .V4, ..._obligation_model_js__WEBPACK_IMPORTED_MODULE_3__/* .VULNERABILITY_ASSESSMENT_KINDS */ .cj];
/** The fewest records after the last checkpoint a drift check reads before it writes another. */
const CHECKPOINT_INTERVAL = 200;
/**
 * The most: a drift check reads the records since the checkpoint a hundred to a GraphQL query,
 * each spaced a second apart, so the records between checkpoints bound every hourly check's time.
 */
const CHECKPOINT_MAX_INTERVAL = 1_000;
/**
 * Between those, the bytes of records after the last checkpoint, per byte of that checkpoint, a
 * drift check reads before it writes another. A checkpoint holds the inventory's state (600 to
 * 1,600 bytes an asset), and evidence verify recomputes each one (builds, serialises and hashes
 * it, about 10 ms a 1.5 MB checkpoint, a third of what reading and checking 1 MB of records
 * costs): spaced by their own size, a large inventory's checkpoints cost verify a bounded part of
 * what its records cost, where one every 200 records cost it several times as much
 * (docs/performance.md).
 */
const RECORD_BYTES_PER_CHECKPOINT_BYTE = 2;
/**
 * Whether a drift check that read `since` (the records after the checkpoint it started from, and
 * that checkpoint's size) writes a new checkpoint; one that started from no checkpoint always does.
 */
function checkpointIsDue(since) {
    if (since === undefined || since.records >= CHECKPOINT_MAX_INTERVAL)
        return true;
    return (since.records >= CHECKPOINT_INTERVAL &&
        since.recordBytes >= since.checkpointBytes * RECORD_BYTES_PER_CHECKPOINT_BYTE);
}
/** The file's text: its bytes are what the record's SHA-256 vouches for. */
function serializeCheckpoint(checkpoint) {
    return `${JSON.stringify(checkpoint)}\n`;
}
/** The checkpoint `text` (read at `path`), or an Error saying why it is not one this tool reads. */
function parseCheckpoint(text, path) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} is not JSON, though a record vouches for its bytes`);
    }
    const format = value?.format;
    if (format !== LEDGER_CHECKPOINT_FORMAT)
        throw new CheckpointFormatError(path, format);
    return value;
}
/** A checkpoint of another format than this version reads: what to do depends on who reads it. */
class CheckpointFormatError extends Error {
    format;
    constructor(path, format) {
        super(`${path} is a checkpoint of format ${String(format)}, and this version reads format ${LEDGER_CHECKPOINT_FORMAT}: judge from every record (the next drift check writes a checkpoint this version reads)`);
        this.format = format;
    }
}
/** One workspace's fold: the obligations pass and the facts in force, record by record. */
class WorkspaceFold {
    pass;
    #workspace;
    #report;
    /** Of the parts the report counts, what the pass decided and carries no further. */
    #partCounts;
    #through;
    #inForce;
    #governance;
    constructor(workspace, start, options, from) {
        this.#workspace = workspace;
        this.#report = new _evidence_report_report_state_js__WEBPACK_IMPORTED_MODULE_1__/* .ReportFold */ .s(from.report);
        const parts = (0,_part_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .partTally */ .s0)(REPORTED_PARTS, from.report?.part_counts);
        this.#partCounts = parts.counts;
        this.pass = start({
            ...options,
            decided: (obligation) => {
                options?.decided?.(obligation);
                if (!_obligations_checkpoint_js__WEBPACK_IMPORTED_MODULE_5__/* .CARRIED */ .xc.has(obligation.status))
                    parts.add(obligation);
            },
        });
        this.#through = from.through;
        this.#inForce = from.in_force;
        this.#governance = from.governance;
    }
    /**
     * The fold from `checkpoint` on, or from the first record without one. Throws where the pass
     * does: a checkpoint judged with another calendar, or of another format (judge from every record).
     */
    static start(workspace, judging, checkpoint) {
        const { asOf, calendar, options } = judging;
        if (checkpoint === undefined)
            return new WorkspaceFold(workspace, (passOptions) => new _obligations_js__WEBPACK_IMPORTED_MODULE_2__/* .ObligationsPass */ .Rl(asOf, calendar, passOptions), options, { in_force: null, governance: null });
        if (checkpoint.workspace !== workspace)
            throw new Error(`the checkpoint is workspace ${checkpoint.workspace}'s, not ${workspace}'s`);
        return new WorkspaceFold(workspace, 
        // A drift check resumes from its checkpoint twice (its view, and the previous check's):
        // the pass takes what it resumes from.
        (passOptions) => _obligations_js__WEBPACK_IMPORTED_MODULE_2__/* .ObligationsPass */ .Rl.resume(structuredClone(checkpoint.obligations), asOf, calendar, passOptions), options, checkpoint);
    }
    /** The workspace's next record, in chain order. */
    add(entry) {
        const { record } = entry;
        this.pass.add(entry);
        this.#report.add(record);
        this.#through = { sequence: record.sequence, sha256: entry.sha256 };
        this.#inForce = (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .inForceOf */ .qK)(record);
        // What the accepting record declared; one written before records carried it declares nothing.
        if (this.#inForce === null)
            this.#governance = null;
        else if (record.kind === "change" && (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .isAccepted */ .oB)(record))
            this.#governance = record.change.governance ?? null;
    }
    /** Where the facts in force were put there, and what that record declared. */
    get factsInForce() {
        return { inForce: this.#inForce, governance: this.#governance };
    }
    /** The record the fold stands at; undefined before the first. */
    get through() {
        return this.#through;
    }
    /**
     * The fold's state as the checkpoint file holds it, a copy that shares nothing with the fold,
     * which goes on; none before the first record.
     */
    checkpoint() {
        const text = this.checkpointText();
        return text === undefined ? undefined : JSON.parse(text);
    }
    /**
     * The checkpoint file's text, serialised from the pass's own state without copying it first:
     * what the drift check writes and evidence verify hashes, at every checkpoint.
     */
    checkpointText() {
        if (this.#through === undefined)
            return undefined;
        return serializeCheckpoint({
            format: LEDGER_CHECKPOINT_FORMAT,
            workspace: this.#workspace,
            through: this.#through,
            in_force: this.#inForce,
            governance: this.#governance,
            obligations: this.pass.checkpoint({ copy: false }),
            report: { ...this.#report.held(), part_counts: this.#partCounts },
        });
    }
}


/***/ }),

/***/ 21233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BT: () => (/* binding */ assessmentTally),
/* harmony export */   iy: () => (/* binding */ patchManagementTally),
/* harmony export */   s0: () => (/* binding */ partTally)
/* harmony export */ });
/* harmony import */ var _obligation_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52729);
// The obligations of a family counted by part and status, as they are decided: the audit
// report's CIP-007 R2 and CIP-010 R3 sections, and the counts a checkpoint keeps of what it does
// not carry (checkpoint/ledger-checkpoint.ts). Pure.

/**
 * A count of each of a family's parts' obligations by status, fed each obligation as decided; from
 * `from`'s counts of those parts (a checkpoint's, of what it does not carry), else from none.
 */
function partTally(kinds, from) {
    const counts = Object.fromEntries(kinds.map((kind) => [kind, { ...(0,_obligation_model_js__WEBPACK_IMPORTED_MODULE_0__/* .countStatuses */ .ip)([]), ...from?.[kind] }]));
    return {
        counts,
        add: (o) => {
            if (o.kind in counts)
                counts[o.kind][o.status] += 1;
        },
    };
}
/** A count of each CIP-007 R2 part's obligations by status, fed each obligation as it is decided. */
function patchManagementTally(from) {
    return partTally(_obligation_model_js__WEBPACK_IMPORTED_MODULE_0__/* .PATCH_MANAGEMENT_KINDS */ .V4, from);
}
/** A count of each CIP-010 R3 part's obligations by status, fed each obligation as it is decided. */
function assessmentTally(from) {
    return partTally(_obligation_model_js__WEBPACK_IMPORTED_MODULE_0__/* .VULNERABILITY_ASSESSMENT_KINDS */ .cj, from);
}


/***/ })

};
