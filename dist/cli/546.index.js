export const id = 546;
export const ids = [546];
export const modules = {

/***/ 1789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ obligationCalendar)
/* harmony export */ });
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8291);
/* harmony import */ var _shared_command_support_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5457);
/* harmony import */ var _policy_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7848);
// The calendar CIP obligations are counted by, wherever the command line judges them (obligations,
// the audit report, the populations): the flags, then the policy file's `calendar:`, then the
// default; with the policy file's `cip_002_last_approval`, which dates the first CIP-002 R2
// interval. An invalid policy file is reported at its place and judges nothing (fail closed).



/** The calendar and the last approval, or undefined after reporting why the file cannot say. */
async function obligationCalendar(policyFile, flags, io) {
    const policy = await (0,_policy_command_js__WEBPACK_IMPORTED_MODULE_2__.readPolicyFile)(policyFile, io);
    if (policy !== undefined && policy.parsed.policy === undefined) {
        (0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_1__/* .reportDiagnostics */ .Dj)(policy.parsed.diagnostics, io, { stdout: false, stderr: false });
        return undefined;
    }
    return {
        calendar: (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCalendar */ .Z4)(flags, policy?.parsed.policy?.calendar),
        lastApproval: policy?.parsed.policy?.cip002LastApproval,
    };
}


/***/ }),

/***/ 8546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writePopulations: () => (/* binding */ writePopulations)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_audit_populations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3465);
/* harmony import */ var _core_evidence_record_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1742);
/* harmony import */ var _core_evidence_inventory_listing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(764);
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8291);
/* harmony import */ var _core_evidence_as_of_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4339);
/* harmony import */ var _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5117);
/* harmony import */ var _compliance_obligation_calendar_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1789);
/* harmony import */ var _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9075);
/* harmony import */ var _io_ledger_checkout_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(300);
/* harmony import */ var _render_populations_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2324);
/* harmony import */ var _shared_command_support_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5457);
/* harmony import */ var _shared_flag_files_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6600);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2520);
/* harmony import */ var _shared_verified_records_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6035);
// `cip-sync evidence populations`: the populations an auditor samples from, for a period of
// calendar days in the policy calendar's time zone, written as files into --out, each row naming
// its ledger record. Only a ledger that verifies is read, and of it only the records recorded by
// the period's end are judged (as-of.ts): a record appended later changes no population of it.
















async function writePopulations(settings, io) {
    const read = await (0,_shared_verified_records_js__WEBPACK_IMPORTED_MODULE_14__/* .verifiedRecords */ .p)(io.cwd, settings.dir, "population");
    if ("refusal" in read) {
        io.stderr(read.refusal);
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_ERROR */ .SI;
    }
    const judged = await (0,_compliance_obligation_calendar_js__WEBPACK_IMPORTED_MODULE_7__/* .obligationCalendar */ .T)(_core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_15__/* .DEFAULT_POLICY_FILE */ .mY, {}, io);
    if (judged === undefined)
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_ERROR */ .SI;
    const { calendar, lastApproval } = judged;
    const ledger = await (0,_io_ledger_checkout_js__WEBPACK_IMPORTED_MODULE_9__/* .ledgerCheckout */ .c)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, settings.dir), "--dir");
    const { timeZone } = calendar;
    // The period's days (--from and --to) in the calendar's time zone.
    const firstDay = settings.from.toISOString().slice(0, 10);
    const lastDay = new Date(settings.to.getTime() - 1).toISOString().slice(0, 10);
    const period = {
        from: (0,_core_evidence_as_of_js__WEBPACK_IMPORTED_MODULE_6__/* .startOfDay */ .o)(firstDay, timeZone),
        to: (0,_core_evidence_as_of_js__WEBPACK_IMPORTED_MODULE_6__/* .startOfDay */ .o)((0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_5__/* .addDays */ .fi)(lastDay, 1), timeZone),
    };
    // Obligations as of the period's last day, from the records by then: which a change opened,
    // and what closed them; then from every record, for what a later record closed.
    const asOf = read.records.filter(({ record }) => (0,_core_evidence_as_of_js__WEBPACK_IMPORTED_MODULE_6__/* .recordedBy */ ._)(record, lastDay, timeZone));
    const obligations = (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_8__/* .computeObligations */ .Nb)(asOf, lastDay, calendar, { lastApproval });
    const today = (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_5__/* .dateIn */ .m7)(new Date(io.now?.() ?? Date.now()), timeZone);
    const later = (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_8__/* .computeObligations */ .Nb)(read.records, today > lastDay ? today : lastDay, calendar, {
        lastApproval,
    });
    const listings = await listingsOf(asOf, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, settings.dir), period.to);
    if ("problem" in listings) {
        io.stderr(`${listings.problem}\n`);
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_ERROR */ .SI;
    }
    const rows = (0,_core_audit_populations_js__WEBPACK_IMPORTED_MODULE_2__/* .populations */ .dX)(asOf, period, {
        obligations,
        later,
        stamp: (record) => ledger.stamp((0,_core_evidence_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .recordPath */ .lX)(record)) ?? "not timestamped",
        listings,
    });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, settings.out), { recursive: true });
    const written = [];
    for (const file of (0,_render_populations_js__WEBPACK_IMPORTED_MODULE_10__/* .populationFiles */ .dY)(rows, settings.format)) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.out, file.name);
        await (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_12__/* .writeFlagFile */ .mg)((0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_11__/* .flagPath */ .aO)("--out", path, "choose another directory for the populations", io), file.content);
        written.push(`  ${path}: ${file.rows} row(s)`);
    }
    io.stdout(`Wrote the populations of ${settings.dir} for the period:\n${written.join("\n")}\n`);
    return _shared_io_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_OK */ .Ij;
}
/**
 * The inventory listing of each workspace's last reconciliation before `end` that kept one, read
 * and checked against its record (the whole ledger verified already, listings included).
 */
async function listingsOf(records, dir, end) {
    const last = new Map();
    for (const entry of records) {
        const { record } = entry;
        if (record.kind !== "monitoring" || record.monitoring.listing === undefined)
            continue;
        if (Date.parse(record.recorded_at) < end.getTime())
            last.set(record.workspace, entry);
    }
    const listings = new Map();
    for (const { record } of last.values()) {
        if (record.kind !== "monitoring" || record.monitoring.listing === undefined)
            continue;
        const path = (0,_core_evidence_inventory_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .listingPath */ .qS)((0,_core_evidence_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .recordPath */ .lX)(record));
        const read = (0,_core_evidence_inventory_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .readListing */ .vS)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, path)), record.monitoring.listing, path);
        if ("problem" in read)
            return read;
        listings.set((0,_core_evidence_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .recordPath */ .lX)(record), read);
    }
    return listings;
}


/***/ }),

/***/ 6035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ verifiedRecords),
/* harmony export */   u: () => (/* binding */ visitVerified)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_evidence_chain_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8981);
/* harmony import */ var _io_ledger_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5341);
// The records of a checkout of the evidence branch, each with the SHA-256 of its file, read only
// when the whole ledger verifies: what is judged from records (obligations, populations) must not
// be judged from a record that was edited, removed or reordered (fail closed).



/** The records, or the message that says why none can be judged (the ledger is broken). */
async function verifiedRecords(cwd, dir, judged) {
    const records = [];
    const read = await visitVerified(cwd, dir, judged, (entry) => records.push(entry));
    return "refusal" in read ? read : { records };
}
/**
 * Each valid record, in name order (each workspace's in chain order), handed to `visit` as it is
 * read, holding none; then whether the whole ledger verified. What `visit` made of a ledger that
 * did not is to be thrown away: the message says why.
 */
async function visitVerified(cwd, dir, judged, visit) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, dir);
    const paths = await (0,_io_ledger_files_js__WEBPACK_IMPORTED_MODULE_2__/* .walkLedgerDirectory */ .Q$)(root, "--dir");
    const checker = new _core_evidence_chain_check_js__WEBPACK_IMPORTED_MODULE_1__/* .LedgerChecker */ .X({ keepRecords: false, visit });
    (0,_io_ledger_files_js__WEBPACK_IMPORTED_MODULE_2__/* .visitLedgerFiles */ .y0)(root, paths(), (file) => checker.add(file));
    const { breaks } = checker.result();
    if (breaks.length === 0)
        return { verified: true };
    return {
        refusal: `The evidence ledger in ${dir} is broken, so no ${judged} can be judged from it (${breaks.length} problem(s)); 'cip-sync evidence verify --dir ${dir}' lists them:\n${breaks.map((found) => `  ${found.file}: ${found.message}\n`).join("")}`,
    };
}


/***/ }),

/***/ 4339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ recordedBy),
/* harmony export */   o: () => (/* binding */ startOfDay)
/* harmony export */ });
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8291);
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
 * The first instant of `day` (YYYY-MM-DD) in `timeZone`: where a period of calendar days there
 * begins. Found from the zone's offset at that day's UTC midnight, then once more at the instant
 * found, so a change of offset that night (daylight saving time) lands on the right side.
 */
function startOfDay(day, timeZone) {
    const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
    let instant = midnightUtc - offsetAt(midnightUtc, timeZone);
    instant = midnightUtc - offsetAt(instant, timeZone);
    // Where the clock skips midnight (it jumps from 23:59:59 to 01:00), the instant found is still
    // the day before, and the day begins at the jump: the offset after it says where.
    if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(new Date(instant), timeZone) < day)
        instant = midnightUtc - offsetAt(instant + 2 * 60 * 60 * 1000, timeZone) + 60 * 60 * 1000;
    return new Date(instant);
}
/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant, timeZone) {
    const parts = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
    }).formatToParts(new Date(instant));
    const part = (type) => Number(parts.find((p) => p.type === type)?.value);
    const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
    return wall - Math.floor(instant / 1000) * 1000;
}


/***/ }),

/***/ 300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ ledgerCheckout)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7768);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5341);
/* harmony import */ var _ledger_timestamps_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7653);
// A checkout of the evidence branch as the audit report reads it (core/evidence/evidence-report.ts):
// its folders listed and its files read when the report needs them, none of them kept, and each
// record's timestamp label read from the token beside it.





/**
 * The checkout `dir` (`source` names the setting that gave it). Files are read synchronously: the
 * renderers pull the report's lists record by record, as a stream writes them.
 */
async function ledgerCheckout(dir, source) {
    const paths = await (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_3__/* .walkLedgerDirectory */ .Q$)(dir, source);
    const read = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, path));
    return {
        paths,
        read,
        stamp: (path) => {
            const token = (0,_core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenPath */ .vT)(path);
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, token)) ? (0,_ledger_timestamps_js__WEBPACK_IMPORTED_MODULE_4__/* .tokenLabel */ .S)(read(token)) : undefined;
        },
    };
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
/* harmony import */ var _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6180);
/* harmony import */ var _core_evidence_record_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1742);
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
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_evidence_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7)).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${_core_evidence_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/ directory: pass a checkout of the evidence branch (git clone --branch ${_core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_EVIDENCE_BRANCH */ .hN} --single-branch <repository> evidence)`);
    }
    return (under = _core_evidence_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7) => ({ [Symbol.iterator]: () => walk(dir, under) });
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


/***/ }),

/***/ 7653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readLedgerTokens),
/* harmony export */   S: () => (/* binding */ tokenLabel)
/* harmony export */ });
/* harmony import */ var _core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7768);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5341);
/* harmony import */ var _timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7708);
// Reads the timestamp tokens of a ledger checkout: each `<record>.json.tsr` checked against the
// trusted TSA certificates (`--tsa-ca`) and its record's exact bytes. What the readings mean is
// decided in core/evidence/evidence-timestamps.ts.



/** Tokens checked at once: each is a few signature checks, so this only bounds memory. */
const TOKEN_CONCURRENCY = 8;
/**
 * Each token's reading, by token path, among the ledger's `paths`; a token without its record
 * beside it is left out. `read` gives a file's bytes by path (from a checkout: readFromLedger).
 */
async function readLedgerTokens(paths, read, trusted) {
    const present = new Set(paths);
    const tokens = [...present].filter((path) => path.endsWith(_core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg) && present.has(path.slice(0, -_core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg.length)));
    const readings = await (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_1__/* .mapBounded */ .yJ)(tokens, TOKEN_CONCURRENCY, async (token) => {
        const [tokenBytes, record] = await Promise.all([
            read(token),
            read(token.slice(0, -_core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg.length)),
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

/***/ 7708:
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
/* harmony import */ var asn1js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9961);
/* harmony import */ var pkijs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9701);
/* harmony import */ var _core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7768);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5032);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/evidence-timestamps.ts.






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
        return { valid: false, reason: (0,_core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .imprintMismatch */ .CH)(facts.imprintSha256, sha256) };
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
