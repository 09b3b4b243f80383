export const id = 2224;
export const ids = [2224,6009];
export const modules = {

/***/ 32224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assembleReport: () => (/* binding */ assembleReport),
  reportEvidence: () => (/* binding */ reportEvidence),
  writeReport: () => (/* binding */ writeReport)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-history.ts
var evidence_history = __webpack_require__(75411);
// EXTERNAL MODULE: ./src/core/evidence/chain/as-of.ts
var as_of = __webpack_require__(65037);
// EXTERNAL MODULE: ./src/core/evidence/report/report-exceptions.ts
var report_exceptions = __webpack_require__(28555);
// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(39178);
// EXTERNAL MODULE: ./src/core/shared/text/text-batches.ts
var text_batches = __webpack_require__(38871);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(62823);
// EXTERNAL MODULE: ./src/io/ledger/ledger-checkout.ts
var ledger_checkout = __webpack_require__(84048);
// EXTERNAL MODULE: ./src/render/formats.ts + 19 modules
var formats = __webpack_require__(58427);
// EXTERNAL MODULE: ./src/cli/compliance/obligation-calendar.ts
var obligation_calendar = __webpack_require__(21789);
// EXTERNAL MODULE: ./src/cli/shared/command-support.ts + 1 modules
var command_support = __webpack_require__(56439);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/cli/shared/ledger/verified-records.ts + 1 modules
var verified_records = __webpack_require__(27856);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/cli/evidence/ledger-deviations.ts



/** `report` whose change entries (in its workspaces and its exceptions) carry `deviations`. */
function withLedgerDeviations(report, deviations) {
    if (deviations.length === 0)
        return report;
    const byRecord = (0,collections/* groupBy */.$z)(deviations, (deviation) => (0,record_files/* recordKey */.Hy)(deviation.workspace, deviation.record_sequence));
    const withDeviations = (workspace, change) => {
        if (change.baseline_deviations?.compared_with)
            return change;
        const found = byRecord.get((0,record_files/* recordKey */.Hy)(workspace, change.sequence));
        if (found === undefined)
            return change;
        const patchesOf = declaredPatchesOf(change.declared_patches ?? []);
        const ledger_deviations = found.map(({ workspace: _workspace, record_sequence: _sequence, ...deviation }) => {
            const patches = patchesOf(deviation);
            return patches === undefined ? deviation : { ...deviation, patches };
        });
        return { ...change, ledger_deviations };
    };
    return {
        ...report,
        exceptions: report.exceptions.map((exception) => exception.kind === "change"
            ? { ...exception, change: withDeviations(exception.workspace, exception.change) }
            : exception),
        workspaces: report.workspaces.map((workspace) => {
            const deviated = (change) => withDeviations(workspace.workspace, change);
            return {
                ...workspace,
                changes: (0,collections/* mapped */.jy)(workspace.changes, deviated),
                latest: { ...workspace.latest, changes: (0,collections/* mapped */.jy)(workspace.latest.changes, deviated) },
            };
        }),
    };
}
/**
 * The patches `declared` names for an asset: those of the first entry for it, by id where both
 * have one, else by name. Indexed once, not searched per asset: a record that patched 10,000
 * assets would compare 10,000 entries for each.
 */
function declaredPatchesOf(declared) {
    // The first entry's place for each id; for each name, the first of any entry, and the first of
    // an entry without an id.
    const byId = new Map();
    const byName = new Map();
    const byNameWithoutId = new Map();
    const first = (map, key, at) => {
        if (!map.has(key))
            map.set(key, at);
    };
    declared.forEach(({ asset, asset_id }, at) => {
        const name = (0,names/* nameKey */.Rc)(asset);
        first(byName, name, at);
        if (asset_id === undefined)
            first(byNameWithoutId, name, at);
        else
            first(byId, asset_id, at);
    });
    return ({ asset, asset_id }) => {
        const name = (0,names/* nameKey */.Rc)(asset);
        const at = asset_id === undefined
            ? byName.get(name)
            : Math.min(byId.get(asset_id) ?? Infinity, byNameWithoutId.get(name) ?? Infinity);
        return at === undefined ? undefined : declared[at]?.patches;
    };
}

// EXTERNAL MODULE: ./src/cli/evidence/report-reading.ts + 1 modules
var report_reading = __webpack_require__(93399);
// EXTERNAL MODULE: ./src/cli/shared/ledger/checkpoint-start.ts
var checkpoint_start = __webpack_require__(93291);
;// CONCATENATED MODULE: ./src/cli/evidence/report-command.ts
// `cip-sync evidence report`: the audit pack for a period, read from a checkout of the evidence
// branch, from every record or from the nearest checkpoint before the period (report-reading.ts),
// with the same output. Its flags are checked in evidence-settings.ts.

















async function reportEvidence(settings, io) {
    const ledger = await (0,ledger_checkout/* ledgerCheckout */.c)((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    const now = new Date(io.now?.() ?? Date.now());
    const judged = await (0,obligation_calendar/* obligationCalendar */.T)(settings.policyFile, { timeZone: settings.timeZone }, io);
    // The period in the calendar's time zone, decided as the populations decide it (calendarPeriod);
    // a policy whose calendar cannot be read leaves --time-zone, else UTC, and says so.
    const timeZone = judged?.calendar.timeZone ?? settings.timeZone ?? "UTC";
    const period = (0,as_of/* calendarPeriod */.A)(settings.firstDay, settings.lastDay, timeZone, now);
    if (judged === undefined)
        io.stderr(`The report lists no CIP obligations: the policy file's calendar cannot be read. Its days are counted in ${timeZone}.\n`);
    // The CIP obligations are judged in the report's own pass over the ledger, holding only those
    // an auditor must look at, at most REPORT_OBLIGATION_LIMIT (the rest are counted), so the
    // report keeps to bounded memory. The CSV report, records only, leaves them to `obligations`.
    const judgingFrom = (start) => settings.format === "csv" || judged === undefined
        ? undefined
        : (0,report_reading/* reportJudging */.t0)(judged, period, start);
    const start = await (0,checkpoint_start/* checkpointBeforePeriod */.l4)(settings, period, io);
    let read;
    if (start !== undefined) {
        const judging = judgingFrom(start);
        const resumed = start.spoiled === undefined
            ? await (0,report_reading/* readFromCheckpoint */.lt)(settings, io, ledger, { period, now, judging }, start)
            : undefined;
        if (resumed === undefined)
            io.stderr(start.fellBack());
        else
            io.stderr(start.judgedFrom(resumed.since));
        read = resumed;
    }
    read ??= await (0,report_reading/* readEveryRecord */.Fo)(settings, io, ledger, { period, now, judging: judgingFrom() });
    const { report } = assembleReport(read);
    const { history } = read;
    await writeReport(settings, report, io);
    if (history.refusals.length > 0) {
        io.stderr((0,verified_records/* refusalOf */.Of)(settings.dir, "obligation", history.refusals));
        return shared_io/* EXIT_ERROR */.SI;
    }
    const { breaks } = report.ledger;
    if (breaks.length === 0)
        return shared_io/* EXIT_OK */.Ij;
    io.stderr(`The evidence ledger is broken (${breaks.length} break(s)); the report shows what could be read. Run 'cip-sync evidence verify --dir ${settings.dir}' for each break.\n`);
    return shared_io/* EXIT_ERROR */.SI;
}
/**
 * The audit report of what a reading found, and what its obligations' pass found (undefined when
 * none was judged: CSV, no calendar, or a ledger that does not verify). `evidence handover` lists
 * the obligations from the same pass.
 */
function assembleReport({ ledgerReport, history, judging }) {
    const found = judging === undefined || ledgerReport.ledger.breaks.length > 0 || history.refusals.length > 0
        ? undefined
        : judging.pass.finish();
    const obligations = found && judging && { at: judging.at, calendar: judging.calendar, ...found };
    // Each family's section, in the table's order.
    const families = obligations === undefined || judging === undefined
        ? undefined
        : judging.families.map(({ family, tally }) => familySection(family, obligations.at, tally.counts, judging.pass.notApplicable));
    // What verify only warns of (a command-line commit no operator key signed) is an exception the
    // report lists, not a line on standard error alone.
    const assembled = {
        ...ledgerReport,
        ...(history.unread && {
            ledger: { ...ledgerReport.ledger, history_not_checked: evidence_history/* WITHOUT_HISTORY */.U.notice },
        }),
        ...(obligations && { obligations }),
        ...(families && { families }),
        history_warnings: (0,report_exceptions/* historyWarnings */.sK)(history.unauthenticated),
    };
    // Each change that did not compare its baselines names the deviations the ledger shows of it.
    const report = obligations === undefined || judging === undefined
        ? assembled
        : withLedgerDeviations(assembled, judging.deviations.list());
    return { report, found };
}
/** The report in its format, to --out or to standard output a batch at a time. */
async function writeReport(settings, report, io) {
    const content = formats/* EVIDENCE_REPORT_RENDERERS */.Ki[settings.format](report, {
        color: false,
        toolVersion: tool_version/* TOOL_VERSION */.wr,
    });
    if (settings.out === undefined) {
        for (const batch of (0,text_batches/* textBatches */.S)(content)) {
            io.stdout(batch);
            await io.stdoutDrained?.();
        }
        return;
    }
    const target = (0,command_support/* flagPath */.aO)("--out", settings.out, "choose another file path for the report", io);
    await (0,flag_files/* writeFlagFile */.mg)(target, content);
    io.stderr(`Wrote the ${settings.format} report to ${settings.out}.\n`);
}
/**
 * A family's section of the report: its parts' counts, and its words when no part has any
 * obligation, which every format shows instead of an all-clear: not applicable where the
 * inventory in force declares no system it applies to (`notApplicable`, no exception), else not
 * judged from this ledger.
 */
function familySection(family, at, parts, notApplicable) {
    const words = (0,obligation_families/* judgedFromCounts */.uC)(family, parts)
        ? {}
        : notApplicable.includes(family)
            ? { not_applicable: (0,obligation_families/* notApplicableWords */.Sg)(family) }
            : { not_judged: family.notJudged };
    return { family, at, parts, ...words };
}


/***/ }),

/***/ 93399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Fo: () => (/* binding */ readEveryRecord),
  lt: () => (/* binding */ readFromCheckpoint),
  t0: () => (/* binding */ reportJudging)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/evidence/chain/as-of.ts
var as_of = __webpack_require__(65037);
// EXTERNAL MODULE: ./src/core/evidence/report/evidence-report.ts
var evidence_report = __webpack_require__(47954);
// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 11 modules
var obligations = __webpack_require__(85277);
// EXTERNAL MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts + 3 modules
var obligations_checkpoint = __webpack_require__(30158);
// EXTERNAL MODULE: ./src/core/obligations/part-counts.ts
var part_counts = __webpack_require__(21233);
// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(51967);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
;// CONCATENATED MODULE: ./src/core/obligations/baseline-changes/record-deviations.ts

function isRequirement(kind) {
    return requirements/* REQUIREMENT_IDS */.RG.includes(kind);
}
/** Collects each record's deviations from the obligations a pass decides. */
class RecordDeviations {
    #found = new Map();
    /** An obligation as decided; only a CIP-010 R1 part with items is a deviation's. */
    add = (o) => {
        const { kind } = o;
        if (o.items === undefined || o.subject.asset === undefined || !isRequirement(kind))
            return;
        const key = [
            o.workspace,
            o.opened_by.sequence,
            o.subject.cyber_system_id,
            o.subject.asset,
        ].join("\u0000");
        const found = this.#found.get(key);
        if (found !== undefined) {
            if (!found.opens.includes(kind))
                found.opens.push(kind);
            return;
        }
        this.#found.set(key, {
            workspace: o.workspace,
            record_sequence: o.opened_by.sequence,
            asset: o.subject.asset,
            ...(o.subject.asset_id === undefined ? {} : { asset_id: o.subject.asset_id }),
            cyber_system: o.subject.cyber_system ?? o.subject.cyber_system_id ?? "",
            items: [...o.items],
            opens: [kind],
        });
    };
    /** The deviations found, each record's in the order they were found; their parts in the table's. */
    list() {
        return [...this.#found.values()].map((deviation) => ({
            ...deviation,
            opens: requirements/* REQUIREMENT_IDS */.RG.filter((id) => deviation.opens.includes(id)),
        }));
    }
}

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(62823);
// EXTERNAL MODULE: ./src/cli/shared/ledger/verified-from-checkpoint.ts
var verified_from_checkpoint = __webpack_require__(96888);
// EXTERNAL MODULE: ./src/cli/shared/ledger/verified-records.ts + 1 modules
var verified_records = __webpack_require__(27856);
// EXTERNAL MODULE: ./src/cli/shared/ledger/writer-signatures.ts
var writer_signatures = __webpack_require__(26487);
// EXTERNAL MODULE: ./src/io/ledger/verified-head-file.ts
var verified_head_file = __webpack_require__(99144);
;// CONCATENATED MODULE: ./src/cli/evidence/report-reading.ts
// The two readings `cip-sync evidence report` makes of a clone: every record from the first, or,
// for a period that starts after a drift check's record that keeps a checkpoint, that record and
// the ones after it (checkpoint-start.ts says what is then trusted). Both give the same report: the
// checkpoint holds the obligations' state and what the report reads of the records before it
// whatever its period (ReportCheckpoint: whose inventory it is, the drift episode still open, how
// many records there are, the R2 and R3 parts' counts), and nothing else the report says of a
// period comes from records before the period.















/** The report from every record: verify's reading of the history, then one pass over the files. */
async function readEveryRecord(settings, io, ledger, { period, now, judging }) {
    const writer = await (0,writer_signatures/* writerKeys */.gc)(io, settings);
    // No obligation is judged from a ledger whose history verify refuses.
    const judged = await (0,verified_records/* judgeHistory */.Cq)(io, settings);
    // As of the period's last day: a record written after it is not read (as-of.ts).
    const visit = (entry, path) => {
        if (judging !== undefined && (0,as_of/* recordedBy */._O)(entry.record, judging.at, judging.timeZone))
            judging.pass.add((0,verified_records/* judgedEntry */.kZ)(judged, entry, path));
    };
    // The records the verified head lists are chained, not held to the schema again.
    const head = (0,writer_signatures/* headOfRecords */.ek)(writer);
    const known = head === undefined ? undefined : (0,verified_head_file/* knownRecords */.Wp)(head);
    const read = (0,evidence_report/* reportOfLedger */.vG)(ledger, period, now, tool_version/* TOOL_VERSION */.wr, visit, known);
    const { breaks, passedOver } = (0,verified_records/* passOverInHistory */.Vz)(judged, read.ledger.breaks, io.stderr);
    const ledgerReport = { ...read, ledger: { ...read.ledger, breaks } };
    // Nor from records another job wrote (with --ledger-declaration), along intact chains only.
    const signatures = breaks.length > 0
        ? []
        : await (0,writer_signatures/* writerSignatureProblems */.S8)(writer, (0,external_node_path_.resolve)(io.cwd, settings.dir), (0,verified_records/* withoutPassedOver */.JE)(ledger.paths(), passedOver), io.stderr);
    const history = { ...judged, refusals: [...judged.refusals, ...signatures] };
    return { ledgerReport, history, judging };
}
/**
 * The report from `start` on; undefined when the checkpoint cannot be resumed or is not vouched
 * for, or a record after it breaks the chain (start.spoiled says why): the reading of every
 * record is then the answer, and shows what could be read of a broken ledger.
 */
async function readFromCheckpoint(settings, io, ledger, { period, now, judging }, start) {
    const { workspace } = start.from;
    const passes = new evidence_report/* ReportPasses */.ih(period, (path) => ledger.stamp(path), {
        workspace,
        held: start.checkpoint.report,
    });
    let records = 0;
    const read = await (0,verified_from_checkpoint/* visitWhileItStands */.t)(io, settings, "obligation", start, (judged, path, entry) => {
        records++;
        passes.add(path, entry.record);
        if (judging !== undefined && (0,as_of/* recordedBy */._O)(entry.record, judging.at, judging.timeZone))
            judging.pass.add(judged);
    });
    if (read === undefined)
        return undefined;
    const history = { refusals: [], unauthenticated: read.unauthenticated, unread: false };
    const ledgerReport = passes.report(ledger, { records, breaks: [] }, now, tool_version/* TOOL_VERSION */.wr);
    return { ledgerReport, history, judging, since: read.since };
}
/** The report lists at most this many obligations: the report of any ledger stays bounded. */
const REPORT_OBLIGATION_LIMIT = 1_000;
/**
 * The pass that judges the CIP obligations as of the period's "as of" day: its last day, or today
 * while it runs (calendarPeriod), the day the populations judge them as of too; resumed from
 * `start`'s checkpoint when given (undefined, and `start` spoiled, when it cannot be). `listed`
 * is told each obligation as it is decided too (`evidence handover`'s listing, from the same pass).
 */
function reportJudging(judged, period, start, listed) {
    const { calendar, ...options } = judged;
    const at = period.asOf;
    // What the report lists of the obligations: those that still need someone (what a checkpoint
    // carries), and those closed late within the period; the rest are counted. A late closing
    // before the period is history the period's report does not list, as it lists no record before
    // it (`obligations --all` does), and no checkpoint before the period carries it.
    const keep = (o) => obligations_checkpoint/* CARRIED */.xc.has(o.status) ||
        (o.status === "closed-late" &&
            Date.parse(o.closed_by?.recorded_at ?? "") >= period.from.getTime());
    // Every obligation of a family of the table counted by part, kept or not: the report's
    // sections count them all (from the checkpoint's counts of what it does not carry).
    const partCounts = start?.checkpoint.report.part_counts;
    const families = family_table/* MERGE_JUDGED_FAMILIES */.G.map((family) => ({
        family,
        tally: (0,part_counts/* partTally */.s)(family.kinds, partCounts),
    }));
    // And each record's baseline deviations, for the entry of a record that did not compare them.
    const deviations = new RecordDeviations();
    const passOptions = {
        keep,
        limit: REPORT_OBLIGATION_LIMIT,
        // The report writes no checkpoint: the pass holds none of what one carries.
        checkpointed: false,
        decided: (o) => {
            for (const { tally } of families)
                tally.add(o);
            deviations.add(o);
            listed?.(o);
        },
        ...options,
    };
    let pass;
    try {
        pass =
            start === undefined
                ? new obligations/* ObligationsPass */.Rl(at, calendar, passOptions)
                : obligations/* ObligationsPass */.Rl.resume(start.checkpoint.obligations, at, calendar, passOptions);
    }
    catch (error) {
        start?.spoil((0,errors/* errorMessage */.g)(error));
        return undefined;
    }
    const timeZone = calendar.timeZone;
    return {
        pass,
        families,
        deviations,
        at,
        timeZone,
        calendar: (0,shared_calendar/* calendarRule */.Zi)(calendar),
    };
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
