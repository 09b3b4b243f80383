export const id = 5;
export const ids = [5];
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

/***/ 50005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EXIT_OBLIGATIONS: () => (/* binding */ EXIT_OBLIGATIONS),
/* harmony export */   listingSort: () => (/* binding */ listingSort),
/* harmony export */   reportObligations: () => (/* binding */ reportObligations)
/* harmony export */ });
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
/* harmony import */ var _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85277);
/* harmony import */ var _io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97819);
/* harmony import */ var _core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32828);
/* harmony import */ var _core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65037);
/* harmony import */ var _core_evidence_chain_evidence_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(75411);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58427);
/* harmony import */ var _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(38871);
/* harmony import */ var _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(62823);
/* harmony import */ var _shared_flag_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6600);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2520);
/* harmony import */ var _shared_ledger_checkpoint_start_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(93291);
/* harmony import */ var _core_obligations_checkpoint_obligations_checkpoint_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(30158);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(19130);
/* harmony import */ var _shared_ledger_verified_records_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(27856);
/* harmony import */ var _shared_ledger_verified_from_checkpoint_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(96888);
/* harmony import */ var _obligation_calendar_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(21789);
// `cip-sync obligations`: the CIP obligations of the evidence ledger in a checkout of the evidence
// branch, as of today or --at, judged as the ledger is read from the records of that day and before
// it only (as-of.ts): a record written later changes nothing of the state on that day. Only a ledger that verifies counts: an
// obligation computed from a broken chain could be closed by a record that was edited, so a break
// stops it (fail closed). Text and Markdown list what still needs someone unless --all; --status
// chooses the statuses listed in every format; the counts and --fail-on are always of every one.

















/** What --fail-on makes of a match: not an error of the command, a finding (as drift's 2). */
const EXIT_OBLIGATIONS = 3;
async function reportObligations(settings, io) {
    const flags = { timeZone: settings.timeZone, dueSoonDays: settings.dueSoonDays };
    const judged = await (0,_obligation_calendar_js__WEBPACK_IMPORTED_MODULE_14__/* .obligationCalendar */ .T)(settings.policyFile, flags, io);
    if (judged === undefined)
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_BAD_INPUT */ .yt;
    const { calendar, ...options } = judged;
    // As of --at's day, or of today, in the calendar's time zone: a day after today is judged as of
    // today, as the report and the populations judge a period still running (judgedOn), since no
    // record after today is known yet and an obligation due before that day is not overdue today.
    const now = new Date(io.now?.() ?? Date.now());
    const today = (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(now, calendar.timeZone);
    const at = settings.at === undefined ? today : (0,_core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_4__/* .judgedOn */ .BW)(settings.at, now, calendar.timeZone);
    if (settings.at !== undefined && at !== settings.at)
        io.stderr(`warning: --at ${settings.at} is after today (${today} in ${calendar.timeZone}): judged as of today, as evidence report and evidence populations judge a period still running; nothing after today is known yet`);
    const judging = { at, calendar, options };
    const start = settings.fromStart ? undefined : await startOf(settings, judging, io);
    let found = start === undefined ? undefined : await judge(settings, judging, io, start);
    if (start?.spoiled !== undefined && found === undefined)
        io.stderr(start.fellBack());
    found ??= await judge(settings, judging, io);
    const { sorted, read, pass } = found;
    try {
        if ("refusal" in read) {
            io.stderr(read.refusal);
            return _shared_io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_ERROR */ .SI;
        }
        if (start !== undefined && "since" in read)
            io.stderr(start.judgedFrom(read.since));
        const { counts } = pass.finish();
        const content = listingContent(settings.format, {
            at,
            calendar: (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarRule */ .Zi)(calendar),
            sorted,
            counts,
            historyUnread: read.historyUnread,
            statuses: settings.statuses,
            pass,
        });
        await writeObligations(settings, content, io);
        return failOn(settings, counts, io);
    }
    finally {
        sorted.discard();
    }
}
/**
 * The listing's obligations as they wait for its order, in runs on disk, each run writing once the
 * fields every obligation of it repeats.
 */
function listingSort() {
    return new _io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_2__/* .SpilledSort */ .KQ(_core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_3__/* .BY_OBLIGATION */ .zj, { repeatedFields: ["requirement", "calendar"] });
}
/** The listing in `format` of what a finished pass decided as of `at`, `sorted` as it kept them. */
function listingContent(format, listing) {
    const { at, calendar, sorted, counts, historyUnread, statuses, pass } = listing;
    return _render_formats_js__WEBPACK_IMPORTED_MODULE_6__/* .OBLIGATIONS_RENDERERS */ .JE[format]({
        at,
        calendar,
        obligations: sorted.sorted(),
        counts,
        historyNotChecked: historyUnread ? _core_evidence_chain_evidence_history_js__WEBPACK_IMPORTED_MODULE_5__/* .WITHOUT_HISTORY */ .U.notice : undefined,
        statuses,
        // A family no accepted merge started was not judged, which no empty list may hide; one
        // that applies to no system of the inventory in force is said so, never an exception.
        notJudged: pass.notJudged,
        notApplicable: pass.notApplicable,
    }, { color: false, toolVersion: _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .wr });
}
/**
 * The checkpoint to start from (checkpoint-start.ts), when the listing is one a checkpoint can
 * give: only statuses it carries (CARRIED; a closed obligation decided before it is counted, not
 * kept), on a clone, whose history vouches for its record. One this version cannot read is named.
 */
async function startOf(settings, { at, calendar }, io) {
    const listed = settings.statuses;
    if (listed === undefined || !listed.every((status) => _core_obligations_checkpoint_obligations_checkpoint_js__WEBPACK_IMPORTED_MODULE_11__/* .CARRIED */ .xc.has(status)))
        return undefined;
    return (0,_shared_ledger_checkpoint_start_js__WEBPACK_IMPORTED_MODULE_10__/* .checkpointToStartFrom */ .Sr)(io, settings.dir, { day: at, timeZone: calendar.timeZone });
}
async function judge(settings, { at, calendar, options }, io, start) {
    const sorted = listingSort();
    const listed = settings.statuses;
    try {
        // Every obligation is counted (pass.finish()); only those of the statuses listed are kept.
        const passOptions = {
            ...options,
            keep: () => false,
            // The command writes no checkpoint: the pass holds none of what one carries.
            checkpointed: false,
            decided: (obligation) => {
                if (listed === undefined || listed.includes(obligation.status))
                    sorted.add(obligation);
            },
        };
        const pass = start === undefined
            ? new _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_1__/* .ObligationsPass */ .Rl(at, calendar, passOptions)
            : resumed(start, { at, calendar, options: passOptions });
        if (pass === undefined) {
            sorted.discard();
            return undefined;
        }
        const visit = recordsInto(pass, at, calendar.timeZone, start);
        const fromCheckpoint = start === undefined
            ? undefined
            : await (0,_shared_ledger_verified_from_checkpoint_js__WEBPACK_IMPORTED_MODULE_13__/* .visitVerifiedFrom */ .S)(io, settings, "obligation", start, visit);
        const read = fromCheckpoint ?? (await (0,_shared_ledger_verified_records_js__WEBPACK_IMPORTED_MODULE_12__/* .visitVerified */ .uw)(io, settings, "obligation", visit));
        if ("fallback" in read)
            start?.spoil(read.fallback);
        // A refused ledger's refusal is the answer, whatever the checkpoint.
        if (!("refusal" in read) && (start?.spoiled !== undefined || "fallback" in read)) {
            sorted.discard();
            return undefined;
        }
        for (const warning of fromCheckpoint?.warnings ?? [])
            io.stderr(warning);
        return { sorted, read, pass };
    }
    catch (error) {
        sorted.discard();
        throw error;
    }
}
/**
 * What reads each verified record into `pass`: those recorded by `at` in `timeZone`. Resumed from a
 * checkpoint (`start`), a record the pass cannot take spoils the start, and no later one is read.
 */
function recordsInto(pass, at, timeZone, start) {
    return (entry) => {
        if (start?.spoiled !== undefined)
            return;
        if (!(0,_core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_4__/* .recordedBy */ ._O)(entry.record, at, timeZone))
            return;
        if (start === undefined)
            pass.add(entry);
        else
            try {
                pass.add(entry);
            }
            catch (error) {
                start.spoil((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_15__/* .errorMessage */ .g)(error));
            }
    };
}
/** The pass resumed from `start`; undefined when it cannot be (another format, calendar or grace). */
function resumed(start, { at, calendar, options }) {
    try {
        return _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_1__/* .ObligationsPass */ .Rl.resume(start.checkpoint.obligations, at, calendar, options);
    }
    catch (error) {
        start.spoil((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_15__/* .errorMessage */ .g)(error));
        return undefined;
    }
}
/** The listing to --out, or to standard output a batch at a time. */
async function writeObligations(settings, content, io) {
    if (settings.out !== undefined) {
        await (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_8__/* .writeFlagFile */ .mg)((0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_8__/* .flagPath */ .aO)("--out", settings.out, "choose another file path for the obligations", io), content);
        return;
    }
    for (const batch of (0,_core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_16__/* .textBatches */ .S)(content)) {
        io.stdout(batch);
        await io.stdoutDrained?.();
    }
}
/** EXIT_OBLIGATIONS, with how many, when --fail-on's statuses were found; else EXIT_OK. */
function failOn(settings, counts, io) {
    if (settings.failOn === undefined)
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    const failing = counts.exception + counts.overdue + (settings.failOn === "due-soon" ? counts["due-soon"] : 0);
    if (failing === 0)
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    io.stderr(`${failing} obligation(s) ${settings.failOn === "overdue" ? "exceptions or overdue" : "exceptions, overdue or due soon"} (--fail-on ${settings.failOn}).\n`);
    return EXIT_OBLIGATIONS;
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

/***/ 65037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ calendarPeriod),
/* harmony export */   BW: () => (/* binding */ judgedOn),
/* harmony export */   _O: () => (/* binding */ recordedBy)
/* harmony export */ });
/* unused harmony export startOfDay */
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
// Judging as of a day: what an auditor samples on a day is the state the records of that day and
// before it show, never what a record written later says (a close in April does not make a March
// obligation "closed late" in March's populations: in March it was overdue). Every judgement as of
// a day or a period reads the records this admits, and only them. Pure.

/**
 * Whether `record` was recorded on or before `day` (YYYY-MM-DD) in `timeZone`: by the end of that
 * day there, as the obligations' due dates are counted.
 */
function recordedBy(record, day, timeZone) {
    return (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(record.recorded_at, timeZone) <= day;
}
/**
 * The day a period is judged as of: its last day (YYYY-MM-DD) once it has ended, and today in
 * `timeZone` while it runs, since an obligation due in a month still to come is not overdue yet.
 * The report and the populations both judge by it, so the same period reads the same in both.
 */
function judgedOn(lastDay, now, timeZone) {
    const today = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(now, timeZone);
    return today < lastDay ? today : lastDay;
}
/** The period from `firstDay` to `lastDay` (YYYY-MM-DD, inclusive) in `timeZone`, judged at `now`. */
function calendarPeriod(firstDay, lastDay, timeZone, now) {
    return {
        firstDay,
        lastDay,
        timeZone,
        from: startOfDay(firstDay, timeZone),
        to: startOfDay((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .addDays */ .fi)(lastDay, 1), timeZone),
        asOf: judgedOn(lastDay, now, timeZone),
    };
}
/**
 * The first instant of `day` (YYYY-MM-DD) in `timeZone`: where a period of calendar days there
 * begins. Found from the zone's offset at that day's UTC midnight, then once more at the instant
 * found, so a change of offset that night (daylight saving time) lands on the right side.
 */
function startOfDay(day, timeZone) {
    const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
    let instant = midnightUtc - (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .offsetAt */ .HA)(midnightUtc, timeZone);
    instant = midnightUtc - (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .offsetAt */ .HA)(instant, timeZone);
    // Where the clock skips midnight (it jumps from 23:59:59 to 01:00), the instant found is still
    // the day before, and the day begins at the jump: the offset after it says where.
    if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(new Date(instant), timeZone) < day)
        instant = midnightUtc - (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .offsetAt */ .HA)(instant + 2 * 60 * 60 * 1000, timeZone) + 60 * 60 * 1000;
    return new Date(instant);
}


/***/ }),

/***/ 97819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KQ: () => (/* binding */ SpilledSort),
  B4: () => (/* binding */ SpilledSorts),
  qD: () => (/* binding */ sortedRuns)
});

// UNUSED EXPORTS: DEFAULT_HELD_BYTES, DEFAULT_RUN_LENGTH

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/ordered-merge.ts
var ordered_merge = __webpack_require__(28749);
;// CONCATENATED MODULE: ./src/io/sort/run-reader.ts
// A spilled sort's run read back (spilled-sort.ts): its file a block at a time, an item a line,
// each the head of its source for the merge of the runs and the held items (ordered-merge.ts).

/** How many bytes of a run are read at a time (a line longer than that grows the buffer). */
const READ_BYTES = 1 << 16;
/** What ends each item's line. */
const NEWLINE = 0x0a;
/**
 * A run's file, read a block at a time, an item per line. Each line is found among the block's
 * bytes and decoded alone: a newline byte is never part of a character of several bytes, and the
 * block is not made one string to be split (at 100,000 signed records the handover's merges
 * allocated 0.8 GB for the split and its joins, issue 99).
 */
class RunReader {
    #descriptor;
    #buffer = Buffer.allocUnsafe(READ_BYTES);
    /** The bytes read and not yet taken: from #start to #end of the buffer. */
    #start = 0;
    #end = 0;
    #ended = false;
    #closed = false;
    #next;
    #decode;
    #keyOf;
    constructor(path, decode, keyOf) {
        this.#descriptor = (0,external_node_fs_.openSync)(path, "r");
        this.#decode = decode;
        this.#keyOf = keyOf;
        this.take();
    }
    peek() {
        return this.#next;
    }
    take() {
        const line = this.#line();
        if (line === undefined) {
            this.#next = undefined;
            return;
        }
        const item = this.#decode(JSON.parse(line));
        this.#next = { item, key: this.#keyOf(item) };
    }
    close() {
        if (this.#closed)
            return;
        this.#closed = true;
        this.#ended = true;
        (0,external_node_fs_.closeSync)(this.#descriptor);
        letGo(this.#buffer);
    }
    /** The next line, without its newline; undefined at the run's end. */
    #line() {
        for (;;) {
            const newline = this.#buffer.indexOf(NEWLINE, this.#start);
            if (newline !== -1 && newline < this.#end) {
                const line = this.#buffer.toString("utf8", this.#start, newline);
                this.#start = newline + 1;
                return line;
            }
            if (this.#ended) {
                if (this.#start === this.#end)
                    return undefined;
                const last = this.#buffer.toString("utf8", this.#start, this.#end);
                this.#start = this.#end;
                return last;
            }
            this.#fill();
        }
    }
    /** Reads the next block after the bytes not yet taken, moved to the buffer's start first. */
    #fill() {
        const rest = this.#end - this.#start;
        if (rest === this.#buffer.length) {
            const grown = Buffer.allocUnsafe(2 * this.#buffer.length);
            this.#buffer.copy(grown, 0, this.#start, this.#end);
            this.#buffer = grown;
        }
        else if (this.#start > 0)
            this.#buffer.copy(this.#buffer, 0, this.#start, this.#end);
        this.#start = 0;
        this.#end = rest;
        const read = (0,external_node_fs_.readSync)(this.#descriptor, this.#buffer, rest, this.#buffer.length - rest, null);
        if (read === 0)
            this.#ended = true;
        this.#end += read;
    }
}
/**
 * Frees the memory of `buffer`, outside the heap, now rather than when a collection finds its
 * object dead (a sort's lines, 2 MB, once read or handed off): its buffer is detached, and every
 * view of it is then empty. Only a buffer that is all its own is: one of Node's pool is shared.
 */
function letGo(buffer) {
    if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength)
        buffer.buffer.transfer(0);
}

;// CONCATENATED MODULE: ./src/io/sort/spilled-sort.ts
// A sort whose memory does not grow with what it sorts: items are held up to a bound, and each
// time the bound is reached they are sorted and written to a file of their own (a run), one JSON
// value a line, in a private directory made for the sort; the sorted whole is then read back by
// merging the runs, an item at a time. A ledger's 200,000 obligations are sorted this way by
// `cip-sync obligations` without holding them. Fewer items than the bound never touch the disk.
// The order is the order an in-memory stable sort gives: ties keep the order they were added in.
//
// An item waits as its JSON line, made when it is added, in a buffer outside the heap; the heap
// holds only its key (SortOrder's keyOf). Held as objects, the items of every sort lived long
// enough to be promoted and died in the old generation: at 100,000 records `evidence populations`'
// judging thread's old generation grew by 0.9 GB over a run instead of 1.6, with 28 full
// collections instead of 41 (bench/RESULTS-memory.md, the fourth session).





/**
 * How many items a sort holds before it writes them as a run: their keys on the heap and their
 * lines in the sort's buffer are its share of memory. At 100,000 records, 16,384 rows in each of
 * the populations' sorts put the peak 40 MB higher than 4,096 did when the rows were held as
 * objects (bench/RESULTS.md), while the merge of 49 runs instead of 13 costs log k comparisons an
 * item more.
 */
const DEFAULT_RUN_LENGTH = 4_096;
/**
 * How many bytes of lines a sort holds before it writes them as a run, however few the items: the
 * bound on its buffer, which doubles as it fills. At 100,000 signed records the handover's sorts of
 * the longest rows (about 2 KB a line) had grown theirs to 4 and 8 MB, 25 MB in all of the judging
 * thread's memory when its reading ended (issue 99); a sort of short lines still spills at
 * DEFAULT_RUN_LENGTH items.
 */
const DEFAULT_HELD_BYTES = 1 << 21;
/** What ends each item's line. */
const spilled_sort_NEWLINE = 0x0a;
/** How many bytes of a run are written at a time. */
const WRITE_BYTES = 1 << 16;
/**
 * The bytes the held items' lines start with; the buffer doubles as they need. The handover keeps
 * fifteen sorts, half of which hold little; at 256 KB each started with 2 MB of buffers in all.
 */
const HELD_BYTES = 1 << 14;
/**
 * Items added one at a time, given back sorted by `order` once. The items must be JSON values
 * that JSON gives back as they were (plain objects, arrays, strings, numbers, booleans, null); an
 * item is given back as it was when added.
 */
class SpilledSort {
    #order;
    #runLength;
    #heldBytes;
    #parent;
    #held = [];
    /** The held items' lines, end to end. */
    #lines = Buffer.allocUnsafe(HELD_BYTES);
    #used = 0;
    #runs = [];
    #directory;
    #read = false;
    #count = 0;
    #repeated;
    /** Where a run's lines are gathered before they are written (made at the first run). */
    #writeBuffer;
    constructor(order, options = {}) {
        this.#order = order;
        this.#runLength = Math.max(1, options.runLength ?? DEFAULT_RUN_LENGTH);
        this.#heldBytes = options.heldBytes ?? DEFAULT_HELD_BYTES;
        this.#parent = options.directory ?? (0,external_node_os_.tmpdir)();
        this.#repeated = new RepeatedTexts(options.repeatedFields ?? [], []);
    }
    add(item) {
        if (this.#read)
            throw new Error("SpilledSort: an item was added after the sort was read");
        // The newline is written as a byte: the line with it appended is a string made flat, a second
        // copy, when its bytes are counted. At 100,000 signed records the handover's sorts take 100,000
        // open intervals in about a second, where its peak is: in one pair of alternated rounds it
        // peaked at 427 and 432 MB without that copy, 454 and 462 MB with it, a gap no larger than that
        // peak moves from run to run.
        const json = JSON.stringify(this.#repeated.encode(item));
        const length = Buffer.byteLength(json) + 1;
        if (this.#held.length > 0 && this.#used + length > this.#heldBytes)
            this.#spill();
        if (this.#used + length > this.#lines.length) {
            const doubled = Math.min(2 * this.#lines.length, this.#heldBytes);
            const grown = Buffer.allocUnsafe(Math.max(doubled, this.#used + length));
            this.#lines.copy(grown, 0, 0, this.#used);
            letGo(this.#lines);
            this.#lines = grown;
        }
        this.#lines.write(json, this.#used);
        this.#lines[this.#used + length - 1] = spilled_sort_NEWLINE;
        this.#held.push({ key: this.#order.keyOf(item), at: this.#used, length });
        this.#used += length;
        this.#count++;
        if (this.#held.length >= this.#runLength)
            this.#spill();
    }
    /** How many runs were written to disk so far (0: everything is still held). */
    get runs() {
        return this.#runs.length;
    }
    /** How many items were added. */
    get count() {
        return this.#count;
    }
    /** The order it sorts by. */
    get order() {
        return this.#order;
    }
    /** Every item added, sorted; read once. The runs' files are removed when it is read through. */
    *sorted() {
        if (this.#read)
            throw new Error("SpilledSort: the sort was read already");
        this.#read = true;
        const held = this.#sortedHeld();
        const lines = this.#lines;
        this.#held = [];
        const itemOf = ({ at, length }) => this.#repeated.decode(JSON.parse(lines.toString("utf8", at, at + length)));
        if (this.#runs.length === 0) {
            for (const entry of held)
                yield itemOf(entry);
            this.discard();
            return;
        }
        try {
            yield* mergedRuns(this.#runs, this.#repeated, this.#order, heldSource(held, itemOf));
        }
        finally {
            this.discard();
        }
    }
    /**
     * Every item added, for sortedRuns to read on another thread: those still held are written as the
     * last run, so the runs give the order sorted() would. The sort is read then; its files stay
     * until its discard, which the taker must not outlast.
     */
    handOff() {
        if (this.#read)
            throw new Error("SpilledSort: the sort was read already");
        this.#read = true;
        if (this.#held.length > 0)
            this.#spill();
        letGo(this.#lines);
        this.#lines = Buffer.alloc(0);
        return { runs: [...this.#runs], ...this.#repeated.table() };
    }
    /** Removes the runs' files: after reading, or instead of it (an error, a refusal). */
    discard() {
        this.#held = [];
        letGo(this.#lines);
        this.#lines = Buffer.alloc(0);
        if (this.#writeBuffer !== undefined)
            letGo(this.#writeBuffer);
        this.#writeBuffer = undefined;
        this.#used = 0;
        if (this.#directory !== undefined)
            (0,external_node_fs_.rmSync)(this.#directory, { recursive: true, force: true });
        this.#directory = undefined;
        this.#runs.length = 0;
    }
    /** The held items, by their keys (a stable sort: ties in the order added). */
    #sortedHeld() {
        const { compare } = this.#order;
        return this.#held.sort((a, b) => compare(a.key, b.key));
    }
    #spill() {
        const held = this.#sortedHeld();
        this.#directory ??= (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(this.#parent, "cip-sync-sort-"));
        const path = (0,external_node_path_.join)(this.#directory, `run-${this.#runs.length}.jsonl`);
        // Exclusive: a file someone placed there meanwhile is not written through.
        const descriptor = (0,external_node_fs_.openSync)(path, "wx", 0o600);
        try {
            const buffer = (this.#writeBuffer ??= Buffer.allocUnsafe(WRITE_BYTES));
            let filled = 0;
            for (const { at, length } of held) {
                if (filled + length > WRITE_BYTES) {
                    writeAll(descriptor, buffer.subarray(0, filled));
                    filled = 0;
                }
                if (length > WRITE_BYTES)
                    writeAll(descriptor, this.#lines.subarray(at, at + length));
                else
                    filled += this.#lines.copy(buffer, filled, at, at + length);
            }
            writeAll(descriptor, buffer.subarray(0, filled));
        }
        finally {
            (0,external_node_fs_.closeSync)(descriptor);
        }
        this.#runs.push(path);
        this.#held = [];
        this.#used = 0;
    }
}
/** Writes all of `bytes`: a write may take fewer than it was given. */
function writeAll(descriptor, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_.writeSync)(descriptor, bytes, at);
}
/**
 * The items of a sort handed off (SpilledSort.handOff), in its order: its runs merged, as sorted()
 * merges them. The files are left for the sort's discard.
 */
function sortedRuns(order, handed) {
    return mergedRuns(handed.runs, new RepeatedTexts(handed.repeatedFields, handed.texts), order);
}
/**
 * The items of `runs`, each decoded by `repeated`, and of `held` (after them among ties: the
 * items added last), merged by `order`; every source closed however the reading ends.
 */
function* mergedRuns(runs, repeated, order, held) {
    const sources = runs.map((path) => new RunReader(path, (item) => repeated.decode(item), order.keyOf));
    if (held !== undefined)
        sources.push(held);
    try {
        yield* (0,ordered_merge/* merged */.Z)(sources, order.compare);
    }
    finally {
        for (const source of sources)
            source.close();
    }
}
/** The values of some top-level string fields, each written once as its index in a table. */
class RepeatedTexts {
    #fields;
    #indexes = new Map();
    #texts;
    /** `texts`: the table so far (a handed-off sort's, to decode its runs). */
    constructor(fields, texts) {
        this.#fields = fields;
        this.#texts = [...texts];
        for (const [index, text] of this.#texts.entries())
            this.#indexes.set(text, index);
    }
    /** The fields and the table, as a handed-off sort's reader is given them. */
    table() {
        return { repeatedFields: this.#fields, texts: [...this.#texts] };
    }
    encode(item) {
        if (this.#fields.length === 0)
            return item;
        const copy = { ...item };
        for (const field of this.#fields) {
            const text = copy[field];
            if (typeof text !== "string")
                continue;
            let index = this.#indexes.get(text);
            if (index === undefined) {
                index = this.#texts.push(text) - 1;
                this.#indexes.set(text, index);
            }
            copy[field] = index;
        }
        return copy;
    }
    decode(item) {
        const fields = item;
        for (const field of this.#fields) {
            const index = fields[field];
            if (typeof index === "number")
                fields[field] = this.#texts[index];
        }
        return item;
    }
}
/** The held items, sorted: each read back from its line when it is the source's next. */
function heldSource(held, itemOf) {
    let at = 0;
    let head;
    return {
        peek: () => {
            const next = held[at];
            if (head === undefined && next !== undefined)
                head = { item: itemOf(next), key: next.key };
            return head;
        },
        take: () => {
            head = undefined;
            at++;
        },
        close: () => undefined,
    };
}
/** The sorts one command makes, each spilled past its bound; `discard` removes all their files. */
class SpilledSorts {
    #made = [];
    sortOf = (order) => {
        const sort = new SpilledSort(order);
        this.#made.push(sort);
        return sort;
    };
    discard() {
        for (const sort of this.#made)
            sort.discard();
    }
}


/***/ })

};
