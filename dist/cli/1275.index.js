export const id = 1275;
export const ids = [1275];
export const modules = {

/***/ 21789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ obligationCalendar)
/* harmony export */ });
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
/* harmony import */ var _shared_report_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56499);
/* harmony import */ var _policy_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48399);
// The calendar CIP obligations are counted by, wherever the command line judges them (obligations,
// the audit report, the populations): the flags, then the policy file's `calendar:`, then the
// default; with its `calendar.completion_grace_days` (CIP-010 R1.3's unrecorded completion). The
// file's `cip_002_last_approval` is not read: the obligations take it from the accepted records
// that put it in force (core/evidence/records/in-force/facts-in-force.ts), never from a checkout. An
// invalid policy file is reported at its place and judges nothing (fail closed).



/** The calendar and the completion grace, or undefined after reporting why the file cannot say. */
async function obligationCalendar(policyFile, flags, io) {
    const policy = await (0,_policy_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readPolicyFile */ .B)(policyFile, io);
    if (policy !== undefined && policy.parsed.policy === undefined) {
        (0,_shared_report_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .reportDiagnostics */ .D)(policy.parsed.diagnostics, io, { stdout: false, stderr: false });
        return undefined;
    }
    return {
        calendar: (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCalendar */ .Z4)(flags, policy?.parsed.policy?.calendar),
        completionGraceDays: policy?.parsed.policy?.calendar?.completionGraceDays,
    };
}


/***/ }),

/***/ 48399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readPolicyFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_review_policy_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49914);
/* harmony import */ var _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55117);
// The policy file --policy names, read and parsed, for the commands that judge by it (`policy
// check`, `validate`, the obligations' calendar): a module of its own, so that a command that only
// reads the policy loads nothing of the service's client.





/**
 * The policy file named by --policy, parsed; undefined when --policy is empty, or when it was not
 * given and cip-policy.yaml does not exist. A --policy that names a missing file is an error.
 */
async function readPolicyFile(policyFile, io) {
    if (policyFile === "")
        return undefined;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, policyFile);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error) === "ENOENT" && policyFile === _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_POLICY_FILE */ .mY)
            return undefined;
        throw new Error(`--policy ${policyFile} cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)}); pass the policy file, or --policy "" to check without one`, { cause: error });
    }
    return { file: policyFile, text, parsed: (0,_core_review_policy_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePolicyText */ .X)(text, policyFile) };
}


/***/ }),

/***/ 93291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sr: () => (/* binding */ checkpointToStartFrom),
/* harmony export */   l4: () => (/* binding */ checkpointBeforePeriod)
/* harmony export */ });
/* unused harmony exports nearestCheckpoint, CheckpointStart */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65037);
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38291);
/* harmony import */ var _core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36968);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91864);
/* harmony import */ var _core_evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(11645);
/* harmony import */ var _core_checkpoint_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(35540);
/* harmony import */ var _io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90833);
/* harmony import */ var _io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(81350);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(19130);
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
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .RECORDS_DIR */ .v7), { withFileTypes: true }).catch(() => []);
    const workspaces = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    if (workspaces.length !== 1)
        return undefined;
    // Newest first: only the months from the checkpoint on are listed.
    for (const path of (0,_io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_8__/* .ledgerPathsNewestFirst */ .QN)(root, `${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .RECORDS_DIR */ .v7}/${workspaces[0]}`)) {
        if (!path.endsWith(_core_evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .CHECKPOINT_SUFFIX */ .nn) || (0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .workspaceOfPath */ .i0)(path) === undefined)
            continue;
        const carrierPath = path.slice(0, -_core_evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .CHECKPOINT_SUFFIX */ .nn.length);
        const carrier = await readCarrier(root, carrierPath, path);
        if (!(0,_core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_2__/* .recordedBy */ ._O)(carrier, asOf.day, asOf.timeZone))
            continue;
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
        const checkpoint = (0,_core_checkpoint_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCheckpoint */ .S7)(bytes.toString("utf8"), path);
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
    if (!(await (0,_io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_9__/* .isGitCheckout */ .dl)(root)))
        return undefined;
    try {
        return await nearestCheckpoint(root, asOf);
    }
    catch (error) {
        io.stderr(`warning: ${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .errorMessage */ .g)(error)}: judged from every record\n`);
        return undefined;
    }
}
/**
 * The checkpoint a command about `period` may start from: the last one kept by a record recorded
 * before the period's first day (so that every record of the period comes after it), in a clone;
 * undefined with --from-start, or where there is none. One that cannot stand is named.
 */
async function checkpointBeforePeriod(settings, period, io) {
    if (settings.fromStart)
        return undefined;
    const dayBefore = (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_3__/* .addDays */ .fi)(period.firstDay, -1);
    return checkpointToStartFrom(io, settings.dir, { day: dayBefore, timeZone: period.timeZone });
}
/** The record that keeps the checkpoint at `path`, schema-checked; throws naming it when it is none. */
async function readCarrier(root, carrierPath, path) {
    const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, carrierPath)).catch(() => undefined);
    if (bytes === undefined)
        throw new Error(`${path}: its record ${carrierPath} cannot be read`);
    const carrier = (0,_core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRecordFile */ .TG)({ path: carrierPath, bytes });
    if ("message" in carrier)
        throw new Error(`${path}: ${carrier.message}`);
    return carrier;
}
/** Throws, naming `path`, when the checkpoint is not the one its record keeps, at its place. */
function standsProblem(carrier, bytes, checkpoint, path) {
    const reference = carrier.kind === "monitoring" ? carrier.monitoring.checkpoint : undefined;
    if (reference === undefined)
        throw new Error(`${path}: its record keeps no checkpoint`);
    const problem = (0,_core_evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .checkpointBytesProblem */ .Vc)(bytes, reference, path);
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
    /** What a command says on standard error when it judges from every record instead. */
    fellBack() {
        return `warning: ${this.path}: ${this.#spoiled ?? ""}: judged from every record\n`;
    }
    /** What a command says on standard error once it judged from the checkpoint, vouched for by `since`. */
    judgedFrom(since) {
        return `Judged from ${this.path} (the state through record #${this.checkpoint.through.sequence}) and the records after it: the records before it were taken as the checkpoint's writer vouched for them in commit ${since.slice(0, 12)}, not read again; --from-start checks them all.\n`;
    }
}


/***/ }),

/***/ 96888:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ visitVerifiedFrom),
/* harmony export */   t: () => (/* binding */ visitWhileItStands)
/* harmony export */ });
/* harmony import */ var _core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36968);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_evidence_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75411);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91864);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(80053);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(19130);
/* harmony import */ var _io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90833);
/* harmony import */ var _io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(81350);
/* harmony import */ var _io_ledger_ledger_verifier_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(13610);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(32246);
/* harmony import */ var _verified_records_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(27856);
/* harmony import */ var _writer_signatures_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(26487);
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
    const writer = await (0,_writer_signatures_js__WEBPACK_IMPORTED_MODULE_10__/* .writerKeys */ .gc)(io, ledger);
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, ledger.dir);
    const paths = await (0,_io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_5__/* .walkLedgerDirectory */ .Q$)(root, "--dir");
    const warnings = [];
    const held = { ...io, stderr: (text) => warnings.push(text) };
    const { from } = start;
    // With --repository, each record is checked with the declaration in force before it, which only
    // the records from the ledger's first on tell (keys-in-force.ts).
    if (writer?.inForce !== undefined)
        return {
            warnings,
            fallback: `with --repository ${writer.inForce.given}, every record is checked with the declaration in force before it`,
        };
    // With --ledger-declaration, only the declared writer's record vouches for those before it.
    const unsigned = await (0,_writer_signatures_js__WEBPACK_IMPORTED_MODULE_10__/* .carrierSignatureProblem */ .yb)(writer, root, from.path);
    if (unsigned !== undefined)
        return { warnings, fallback: unsigned };
    const before = namesBefore(paths(`${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/${from.workspace}`), from.path);
    let since = "";
    let unvouched;
    let history;
    try {
        const writerName = before.writer === undefined ? undefined : await (0,_io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_6__/* .authorAdding */ .H4)(root, before.writer);
        history = await (0,_verified_records_js__WEBPACK_IMPORTED_MODULE_9__/* .judgeHistory */ .Cq)(held, ledger, {
            read: async (dir, keys, operators) => {
                const pathspecs = before.commandLine ? commandLinePathspecs(from.workspace) : [];
                const read = await (0,_io_ledger_ledger_history_js__WEBPACK_IMPORTED_MODULE_6__/* .readLedgerHistorySince */ .eP)(dir, from.path, keys, pathspecs);
                since = read.since;
                const identities = { writerName, writerKey: false, ...operators };
                unvouched = unvouchedBefore(read.before, from.path, identities);
                return read.commits;
            },
            writerName,
        });
    }
    catch (error) {
        if (error instanceof _usage_error_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .e)
            throw error;
        return { warnings, fallback: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .errorMessage */ .g)(error) };
    }
    if (unvouched !== undefined)
        return { warnings, fallback: unvouched };
    if (history.refusals.length > 0)
        return {
            warnings,
            fallback: `the history from its record's commit is not vouched for (${history.refusals.join("; ")})`,
        };
    const found = await (0,_io_ledger_ledger_verifier_js__WEBPACK_IMPORTED_MODULE_7__/* .verifyLedger */ .x)(root, paths, io.ledgerThreadEntry, (entry, path) => visit((0,_verified_records_js__WEBPACK_IMPORTED_MODULE_9__/* .judgedEntry */ .kZ)(history, entry, path), path, entry), from);
    const { breaks, passedOver } = (0,_verified_records_js__WEBPACK_IMPORTED_MODULE_9__/* .passOverInHistory */ .Vz)(history, found, held.stderr);
    // The checkpoint's record is signed (or not checked): the records from it on are to be too.
    const signatures = breaks.length > 0
        ? []
        : await (0,_writer_signatures_js__WEBPACK_IMPORTED_MODULE_10__/* .writerSignatureProblems */ .S8)(writer, root, (0,_verified_records_js__WEBPACK_IMPORTED_MODULE_9__/* .withoutPassedOver */ .JE)(paths(`${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/${from.workspace}`, from.path), passedOver), (text) => warnings.push(text));
    const problems = [...breaks.map(_core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_0__/* .breakLine */ .Cx), ...signatures];
    if (problems.length > 0)
        return { warnings, refusal: (0,_verified_records_js__WEBPACK_IMPORTED_MODULE_9__/* .refusalOf */ .Of)(ledger.dir, judged, problems) };
    return {
        warnings,
        verified: true,
        historyUnread: false,
        since,
        unauthenticated: history.unauthenticated,
    };
}
/**
 * visitVerifiedFrom for a command that reads every record instead where the reading from the
 * checkpoint cannot go on (evidence report, evidence populations): `visit` is given each record
 * while `start` stands, an error it throws spoiling it; the history's warnings are said once the
 * reading verified. Undefined, and `start` spoiled with why, where the history does not vouch
 * for the checkpoint, a record after it does not verify (the reading of every record shows the
 * break), or `visit` threw.
 */
async function visitWhileItStands(io, ledger, judged, start, visit) {
    const read = await visitVerifiedFrom(io, ledger, judged, start, (entry, path, asRead) => {
        if (start.spoiled !== undefined)
            return;
        try {
            visit(entry, path, asRead);
        }
        catch (error) {
            start.spoil((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .errorMessage */ .g)(error));
        }
    });
    if ("fallback" in read)
        start.spoil(read.fallback);
    if ("refusal" in read)
        start.spoil(`a record after it does not verify (${read.refusal.trim()})`);
    if (start.spoiled !== undefined || !("verified" in read))
        return undefined;
    for (const warning of read.warnings)
        io.stderr(warning);
    return read;
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
    return ["change", "configuration-monitoring"].map((kind) => `:(glob)${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/${workspace}/**/*-${kind}-${_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_12__/* .CLI_RUN_PREFIX */ .aG}*.json`);
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

/***/ 56499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ reportDiagnostics)
/* harmony export */ });
/* harmony import */ var _render_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67924);

/** Diagnostics go to standard error, in its colour setting. */
function reportDiagnostics(diagnostics, io, color) {
    if (diagnostics.length > 0) {
        io.stderr((0,_render_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .renderDiagnosticsText */ .ms)(diagnostics, { color: color.stderr }));
    }
}


/***/ }),

/***/ 84048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ ledgerCheckout)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5514);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90833);
/* harmony import */ var _timestamps_ledger_timestamps_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96009);
// A checkout of the evidence branch as the audit report reads it (core/evidence/report/evidence-report.ts):
// its folders listed and its files read when the report needs them, none of them kept, and each
// record's timestamp label read from the token beside it.





/**
 * The checkout `dir` (`source` names the setting that gave it). Files are read synchronously: the
 * renderers pull the report's lists record by record, as a stream writes them.
 */
async function ledgerCheckout(dir, source) {
    const paths = await (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_3__/* .walkLedgerDirectory */ .Q$)(dir, source);
    const read = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, path));
    const listed = tokenListing(dir);
    return {
        paths,
        read,
        stamp: (path) => {
            const token = (0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenPath */ .vT)(path);
            return listed(token) ? (0,_timestamps_ledger_timestamps_js__WEBPACK_IMPORTED_MODULE_4__/* .tokenLabel */ .S)(read(token)) : undefined;
        },
    };
}
/** How many folders' token names tokenListing keeps. */
const FOLDERS_KEPT = 16;
/**
 * Whether a timestamp token exists, by path relative to `dir`, from its folder's listing: one
 * listing per month's folder instead of a look-up per record (3.3 s of the populations' 37 s at
 * 100,000 records, on a loaded machine). The token names of the last FOLDERS_KEPT folders asked
 * are kept: the rows stamp the records they cite, of any month, between the records read in name
 * order, and with one folder kept `evidence handover` listed folders again about 1,500 times
 * (0.5 s of its judging thread, issue 99). A folder found without a token is not listed again
 * (a ledger kept without a TSA has none): its name is all that is kept of it. At 100,000 signed
 * records without tokens, the handover's stamps listed folders for 0.41 s of its judging thread
 * in a profile, and 0.14 s once each was listed once.
 */
function tokenListing(dir) {
    const folders = new Map();
    const withoutTokens = new Set();
    return (path) => {
        const at = path.lastIndexOf("/");
        const folder = path.slice(0, at);
        if (withoutTokens.has(folder))
            return false;
        let tokens = folders.get(folder);
        if (tokens === undefined) {
            const names = (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_3__/* .folderNames */ .Hw)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, folder)).filter((name) => name.endsWith(_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_2__/* .TOKEN_SUFFIX */ .Yg));
            if (names.length === 0) {
                withoutTokens.add(folder);
                return false;
            }
            tokens = new Set(names);
            const oldest = folders.keys().next();
            if (folders.size === FOLDERS_KEPT && oldest.done !== true)
                folders.delete(oldest.value);
        }
        else
            folders.delete(folder);
        // The last asked, last in the map's order.
        folders.set(folder, tokens);
        return tokens.has(path.slice(at + 1));
    };
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
