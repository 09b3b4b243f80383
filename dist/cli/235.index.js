export const id = 235;
export const ids = [235];
export const modules = {

/***/ 1556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X$: () => (/* binding */ readFlagFile),
/* harmony export */   YI: () => (/* binding */ writeUnder),
/* harmony export */   lt: () => (/* binding */ checkFlagFileWritable),
/* harmony export */   mg: () => (/* binding */ writeFlagFile),
/* harmony export */   oO: () => (/* binding */ listFlagDirectory)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
/* harmony import */ var _io_replace_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1235);
// Files and directories named by flags (--plan, --out, --record). A file-system failure on one of
// them becomes a message that names the flag, the path as given and what to do, never a bare
// "ENOENT: no such file or directory, open '/abs/path'". This is the one place the CLI catches
// file-system errors; main.ts prints what it throws.




class FlagPathError extends Error {
    name = "FlagPathError";
}
/** The text of the file, as UTF-8. */
function readFlagFile(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8"));
}
/** Writes the file (whole, or piece by piece as `content` gives them), creating its parent directories. */
function writeFlagFile(target, content) {
    return writeUnder(target, "", content);
}
/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
function checkFlagFileWritable(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,_io_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .checkReplaceable */ .X7)(path));
}
/** Writes `inner` (a relative path) under the directory `target`, creating directories. */
function writeUnder(target, inner, content) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absolute(target), inner);
    // Replaced, never written through: a symbolic link at the path is not followed.
    return atFlagPath(target, path, () => (0,_io_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceFile */ .fR)(path, content));
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error) === "ENOENT")
            return [];
        throw error;
    }));
}
/** Runs `work` on `path` (the flag's path, or a file under it), turning its failure into a message. */
async function atFlagPath(target, path, work) {
    try {
        return await work();
    }
    catch (error) {
        throw new FlagPathError(await flagPathMessage(target, path, error), { cause: error });
    }
}
/** "--out out/plan.json: out is a file, not a directory; choose another file path for ...". */
async function flagPathMessage(target, path, error) {
    const { flag, given, fix } = target;
    const problem = await problemOf(target, path, error);
    return `${flag} ${given}: ${problem}; ${fix}`;
}
async function problemOf(target, path, error) {
    // A file under the flag's directory (import writes many) is named; the flag's own path is not.
    const subject = (place) => place === absolute(target) ? "" : `${display(target, place)} `;
    const code = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error);
    switch (code) {
        case "ENOENT":
            return `${subject(path)}no such file`;
        case "EISDIR":
            return `${subject(path)}is a directory, not a file`;
        case "ENOTDIR":
        case "EEXIST": {
            // Some part of the path is a file where a directory is needed: name that part.
            const blocker = await firstNonDirectory(path);
            if (blocker === undefined)
                break;
            return `${subject(blocker)}is a file, not a directory`;
        }
        case "EACCES":
        case "EPERM":
            return `${subject(path)}permission denied`;
        case "EROFS":
            return "the file system is read-only";
        case "ENAMETOOLONG":
            return "the path is too long";
        case "ELOOP":
            return "too many levels of symbolic links";
        case "ENOSPC":
            return "no space left on the device";
    }
    const message = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error);
    return code === undefined ? message : `${code} (${message})`;
}
/** The path itself or its nearest ancestor that exists and is not a directory. */
async function firstNonDirectory(path) {
    const chain = [];
    for (let current = path;; current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current)) {
        chain.unshift(current);
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current) === current)
            break;
    }
    for (const candidate of chain) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).catch(() => undefined);
        if (stats === undefined)
            return undefined;
        if (!stats.isDirectory())
            return candidate;
    }
    return undefined;
}
function absolute(target) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target.cwd, target.given);
}
/** As the user wrote paths: relative to the working directory unless they gave an absolute one. */
function display(target, path) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(target.given))
        return path;
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(target.cwd, path);
    return shown === "" ? "." : shown;
}


/***/ }),

/***/ 8235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EXIT_OBLIGATIONS: () => (/* binding */ EXIT_OBLIGATIONS),
/* harmony export */   reportObligations: () => (/* binding */ reportObligations)
/* harmony export */ });
/* harmony import */ var _core_obligations_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4923);
/* harmony import */ var _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5735);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8525);
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8330);
/* harmony import */ var _command_support_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2501);
/* harmony import */ var _flag_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1556);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1604);
/* harmony import */ var _verified_records_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2383);
// `cip-sync obligations`: the CIP obligations of the evidence ledger in a checkout of the evidence
// branch, as of today or --at. Only a ledger that verifies is read: an obligation computed from a
// broken chain could be closed by a record that was edited, so a break stops it (fail closed).








/** What --fail-on makes of a match: not an error of the command, a finding (as drift's 2). */
const EXIT_OBLIGATIONS = 3;
async function reportObligations(settings, io) {
    const read = await (0,_verified_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verifiedRecords */ .p)(io.cwd, settings.dir, "obligation");
    if ("refusal" in read) {
        io.stderr(read.refusal);
        return _io_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_ERROR */ .SI;
    }
    const { records } = read;
    const calendar = { timeZone: settings.timeZone, dueSoonDays: settings.dueSoonDays };
    // As of --at's day, or of today, in the calendar's time zone.
    const at = settings.at ?? (0,_core_obligations_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(new Date(io.now?.() ?? Date.now()), calendar.timeZone);
    const obligations = (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_1__/* .computeObligations */ .Nb)(records, at, calendar);
    const content = _render_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .OBLIGATIONS_RENDERERS */ .JE[settings.format]({ at, calendar: (0,_core_obligations_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarRule */ .Zi)(calendar), obligations }, { color: false, toolVersion: _package_json__WEBPACK_IMPORTED_MODULE_3__/* .version */ .rE });
    if (settings.out === undefined)
        io.stdout(content);
    else
        await (0,_flag_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFlagFile */ .mg)((0,_command_support_js__WEBPACK_IMPORTED_MODULE_4__/* .flagPath */ .aO)("--out", settings.out, "choose another file path for the obligations", io), content);
    const failing = settings.failOn === undefined
        ? []
        : obligations.filter((o) => o.status === "overdue" || (settings.failOn === "due-soon" && o.status === "due-soon"));
    if (failing.length > 0) {
        io.stderr(`${failing.length} obligation(s) ${settings.failOn === "overdue" ? "overdue" : "overdue or due soon"} (--fail-on ${settings.failOn}).\n`);
        return EXIT_OBLIGATIONS;
    }
    return _io_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 2383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ verifiedRecords)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_evidence_chain_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8981);
/* harmony import */ var _core_evidence_evidence_chain_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3080);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7154);
/* harmony import */ var _io_ledger_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5341);
// The records of a checkout of the evidence branch, each with the SHA-256 of its file, read only
// when the whole ledger verifies: what is judged from records (obligations, populations) must not
// be judged from a record that was edited, removed or reordered (fail closed).





/** The records, or the message that says why none can be judged (the ledger is broken). */
async function verifiedRecords(cwd, dir, judged) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, dir);
    const paths = await (0,_io_ledger_files_js__WEBPACK_IMPORTED_MODULE_4__/* .walkLedgerDirectory */ .Q$)(root, "--dir");
    const checker = new _core_evidence_chain_check_js__WEBPACK_IMPORTED_MODULE_1__/* .LedgerChecker */ .X({ keepRecords: false });
    const records = [];
    (0,_io_ledger_files_js__WEBPACK_IMPORTED_MODULE_4__/* .visitLedgerFiles */ .y0)(root, paths(), (file) => {
        checker.add(file);
        const record = (0,_core_evidence_evidence_chain_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRecordFile */ .TG)(file);
        if (record.kind === "change" || record.kind === "monitoring") {
            records.push({ record, sha256: (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .y)(file.bytes) });
        }
    });
    const { breaks } = checker.result();
    if (breaks.length === 0)
        return { records };
    return {
        refusal: `The evidence ledger in ${dir} is broken, so no ${judged} can be judged from it (${breaks.length} problem(s)); 'cip-sync evidence verify --dir ${dir}' lists them:\n${breaks.map((found) => `  ${found.file}: ${found.message}\n`).join("")}`,
    };
}


/***/ }),

/***/ 5735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nb: () => (/* binding */ computeObligations)
/* harmony export */ });
/* unused harmony exports OBLIGATION_KINDS, OBLIGATION_STATUSES, REQUIREMENTS, compareObligations, newlyIn */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4923);


const OBLIGATION_KINDS = (/* unused pure expression or super */ null && (["CIP-010 R1.3", "CIP-010 R1.4", "CIP-010 R2.1"]));
const OBLIGATION_STATUSES = [
    "overdue",
    "closed-late",
    "due-soon",
    "open",
    "reminder",
    "closed",
];
const REQUIREMENTS = {
    "CIP-010 R1.3": "update the baseline documentation within 30 calendar days of the completion of the change",
    "CIP-010 R1.4": "verify that the CIP-005 and CIP-007 controls the change could affect are not adversely affected, and document the results",
    "CIP-010 R2.1": "monitor for changes to the baseline configuration at least once every 35 calendar days",
};
/**
 * The obligations of `records` as of `asOf`: an instant, or a date (YYYY-MM-DD) in the calendar's
 * time zone (an audit's "as of 31 December").
 */
function computeObligations(records, asOf, calendar) {
    const today = typeof asOf === "string" ? asOf : (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dateIn */ .m7)(asOf, calendar.timeZone);
    const byWorkspace = new Map();
    for (const entry of records) {
        const list = byWorkspace.get(entry.record.workspace) ?? [];
        list.push(entry);
        byWorkspace.set(entry.record.workspace, list);
    }
    const context = { calendar, today };
    const obligations = [...byWorkspace.values()].flatMap((list) => {
        const chain = [...list].sort((a, b) => a.record.sequence - b.record.sequence);
        return [...changeObligations(chain, context), ...monitoringObligations(chain, context)];
    });
    return obligations.sort(compareObligations);
}
const refOf = ({ record, sha256 }) => ({
    workspace: record.workspace,
    sequence: record.sequence,
    sha256,
    recorded_at: record.recorded_at,
});
/** The status of an obligation due on `due` that `closer` closed, or nothing has yet. */
function statusOf(due, closer, context) {
    if (closer !== undefined) {
        return (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dateIn */ .m7)(closer.record.recorded_at, context.calendar.timeZone) <= due
            ? "closed"
            : "closed-late";
    }
    if (context.today > due)
        return "overdue";
    return context.today >= (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .addDays */ .fi)(due, -context.calendar.dueSoonDays) ? "due-soon" : "open";
}
/**
 * Each baseline a change record declares, by "system id/asset name"; undefined when it declares
 * none (a record written before baselines were recorded says nothing about them either).
 */
function baselinesOf(record) {
    if (record.kind !== "change" || record.change.baselines === undefined)
        return undefined;
    return new Map(record.change.baselines.map((baseline) => [
        `${baseline.cyber_system_id}/${baseline.asset}`,
        baseline.digest,
    ]));
}
/** Where each asset's baseline is declared along the chain: by key, in chain order. */
function declarations(chain) {
    const declared = new Map();
    chain.forEach(({ record }, index) => {
        for (const [key, digest] of baselinesOf(record) ?? []) {
            const list = declared.get(key) ?? [];
            list.push({ index, digest });
            declared.set(key, list);
        }
    });
    return declared;
}
/** The changes of a record that deviate from a baseline (R1.3): creates, moves and retypes. */
function deviatingOperations(record) {
    if (record.kind !== "change" || record.change.change_record === null)
        return [];
    return record.change.change_record.operations.filter((operation) => {
        const impact = operation.cyber_system.impact;
        if (operation.result !== "succeeded" || (impact !== "high" && impact !== "medium"))
            return false;
        const changes = operation.changes ?? {};
        return (operation.action === "create" ||
            (operation.action === "update" &&
                (changes.cyber_system !== undefined || changes.asset_type !== undefined)));
    });
}
function changeObligations(chain, context) {
    const obligations = [];
    const declared = declarations(chain);
    const rule = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .calendarRule */ .Zi)(context.calendar);
    chain.forEach((entry, index) => {
        const { record } = entry;
        for (const operation of deviatingOperations(record)) {
            const key = `${operation.cyber_system.id}/${operation.name}`;
            const history = declared.get(key) ?? [];
            // The baseline as declared before this record, and the first declaration from it on that differs.
            const before = history.findLast((declaration) => declaration.index < index)?.digest;
            const closing = history.find((declaration) => declaration.index >= index && declaration.digest !== before);
            const closer = closing === undefined ? undefined : chain[closing.index];
            const subject = {
                cyber_system_id: operation.cyber_system.id,
                cyber_system: operation.cyber_system.name,
                asset: operation.name,
            };
            const due = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .addDays */ .fi)((0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dateIn */ .m7)(record.recorded_at, context.calendar.timeZone), 30);
            obligations.push({
                kind: "CIP-010 R1.3",
                requirement: REQUIREMENTS["CIP-010 R1.3"],
                workspace: record.workspace,
                subject,
                opened_by: refOf(entry),
                due,
                status: statusOf(due, closer, context),
                ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
                calendar: rule,
            }, {
                kind: "CIP-010 R1.4",
                requirement: REQUIREMENTS["CIP-010 R1.4"],
                workspace: record.workspace,
                subject,
                opened_by: refOf(entry),
                due: null,
                status: "reminder",
                calendar: rule,
            });
        }
    });
    return obligations;
}
/** Every High impact system the chain knows, by id, with the record that first showed it. */
function highSystems(chain) {
    const systems = new Map();
    const see = (id, name, impact, entry) => {
        if (impact === "high" && !systems.has(id))
            systems.set(id, { name, first: entry });
    };
    for (const entry of chain) {
        const { record } = entry;
        if (record.kind === "monitoring") {
            for (const system of record.monitoring.systems)
                see(system.id, system.name, system.impact, entry);
        }
        else {
            for (const operation of record.change.change_record?.operations ?? []) {
                see(operation.cyber_system.id, operation.cyber_system.name, operation.cyber_system.impact, entry);
            }
        }
    }
    return systems;
}
function monitoringObligations(chain, context) {
    const obligations = [];
    for (const [id, { name, first }] of highSystems(chain)) {
        const checks = chain.filter(({ record }) => record.kind === "monitoring" &&
            record.monitoring.systems.some((system) => system.id === id));
        // The first interval runs from the record that first showed the system as High.
        const openers = [
            first,
            ...checks.filter((check) => check.record.sequence > first.record.sequence),
        ];
        openers.forEach((opener, index) => {
            const due = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .addDays */ .fi)((0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dateIn */ .m7)(opener.record.recorded_at, context.calendar.timeZone), 35);
            const closer = openers[index + 1];
            obligations.push({
                kind: "CIP-010 R2.1",
                requirement: REQUIREMENTS["CIP-010 R2.1"],
                workspace: opener.record.workspace,
                subject: { cyber_system_id: id, cyber_system: name },
                opened_by: refOf(opener),
                due,
                status: statusOf(due, closer, context),
                ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
                calendar: (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .calendarRule */ .Zi)(context.calendar),
            });
        });
    }
    return obligations;
}
/** Exceptions first (overdue, closed late), then by due date, workspace, kind and subject. */
function compareObligations(a, b) {
    return (OBLIGATION_STATUSES.indexOf(a.status) - OBLIGATION_STATUSES.indexOf(b.status) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.due ?? "9999", b.due ?? "9999") ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.workspace, b.workspace) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.kind, b.kind) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.subject.cyber_system_id, b.subject.cyber_system_id) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.subject.asset ?? "", b.subject.asset ?? "") ||
        a.opened_by.sequence - b.opened_by.sequence);
}
/** The obligations that are in `status` now and were not as of `before`: each a new state. */
function newlyIn(status, now, before) {
    const key = (o) => `${o.kind}|${o.workspace}|${o.opened_by.sequence}|${o.subject.cyber_system_id}|${o.subject.asset ?? ""}`;
    const earlier = new Set(before.filter((o) => o.status === status).map(key));
    return now.filter((o) => o.status === status && !earlier.has(key(o)));
}


/***/ }),

/***/ 5341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q$: () => (/* binding */ walkLedgerDirectory),
/* harmony export */   w1: () => (/* binding */ readFromLedger),
/* harmony export */   y0: () => (/* binding */ visitLedgerFiles),
/* harmony export */   yJ: () => (/* binding */ mapBounded)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6180);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
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
 * iterated: a ledger of any size is walked without holding every name.
 */
async function walkLedgerDirectory(dir, source) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7)).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${_core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/ directory: pass a checkout of the evidence branch (git clone --branch ${_core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_EVIDENCE_BRANCH */ .hN} --single-branch <repository> evidence)`);
    }
    return (under = _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7) => ({ [Symbol.iterator]: () => walk(dir, under) });
}
/** The files under `folder` (relative to `dir`) in name order; none when it does not exist. */
function* walk(dir, folder) {
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
        .sort((a, b) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.key, b.key));
    for (const { entry } of sorted) {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory())
            yield* walk(dir, path);
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
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ })

};
