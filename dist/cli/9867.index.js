export const id = 9867;
export const ids = [9867];
export const modules = {

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

/***/ 9867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   handOver: () => (/* binding */ handOver)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65037);
/* harmony import */ var _core_evidence_report_evidence_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47954);
/* harmony import */ var _core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23281);
/* harmony import */ var _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(85277);
/* harmony import */ var _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(62823);
/* harmony import */ var _core_evidence_chain_evidence_history_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(75411);
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5514);
/* harmony import */ var _io_ledger_ledger_checkout_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(84048);
/* harmony import */ var _io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(90833);
/* harmony import */ var _io_ledger_ledger_readers_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(36582);
/* harmony import */ var _io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(97819);
/* harmony import */ var _compliance_obligation_calendar_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(21789);
/* harmony import */ var _compliance_obligations_command_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(50005);
/* harmony import */ var _shared_flag_files_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(6600);
/* harmony import */ var _shared_shell_word_js__WEBPACK_IMPORTED_MODULE_24__ = __webpack_require__(44253);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(2520);
/* harmony import */ var _shared_ledger_verified_records_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(27856);
/* harmony import */ var _evidence_command_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(16962);
/* harmony import */ var _handover_writer_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(39027);
/* harmony import */ var _populations_command_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(76008);
/* harmony import */ var _report_command_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(32224);
/* harmony import */ var _report_reading_js__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(93399);
// `cip-sync evidence handover`: the auditor's handover (docs/preparing-for-an-audit.md) in one
// command and one reading of the ledger. `evidence verify`'s own walk (every record, every chain,
// every checkpoint recomputed, the history, every signature with the declaration in force before
// it, on every core) hands each valid record, as it reads it, to the passes `obligations`,
// `evidence populations` and `evidence report` would each read the whole ledger again for: one
// obligations' pass as of the period's "as of" day (its listing, the report's obligations and the
// populations' obligations alike), the report's passes, and the populations' first pass. What
// they found counts only if the ledger verified (fail closed): then the files are put in --out,
// else none is; the populations and the report in this thread, obligations.md and the rows that
// wait in sorts on disk meanwhile on a writer thread (handover-writer.ts), obligations.md removed
// again unless the others are written.

























/** Where in --out each output goes: the populations' folder, the obligations' listing. */
const POPULATIONS_FOLDER = "populations";
const OBLIGATIONS_FILE = "obligations.md";
/** What a user does about an --out the handover cannot write to. */
const OUT_FIX = "choose another directory for the handover";
/** The report's file in --out, by format. */
const REPORT_FILE = {
    html: "report.html",
    markdown: "report.md",
    json: "report.json",
};
async function handOver(settings, io, bundle) {
    // First, so that a wrong --out is said before the ledger is read.
    const out = (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_16__/* .flagPath */ .aO)("--out", settings.out, OUT_FIX, io);
    await (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_16__/* .requireEmptyDirectory */ .MZ)(out, settings.force);
    // A refused handover leaves no --out directory it made.
    const made = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, settings.out))
        ? undefined
        : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, settings.out);
    const judged = await (0,_compliance_obligation_calendar_js__WEBPACK_IMPORTED_MODULE_14__/* .obligationCalendar */ .T)(settings.policyFile, { timeZone: settings.timeZone }, io);
    if (judged === undefined)
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_17__/* .EXIT_BAD_INPUT */ .yt;
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, settings.dir);
    const now = new Date(io.now?.() ?? Date.now());
    const period = (0,_core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_3__/* .calendarPeriod */ .A)(settings.firstDay, settings.lastDay, judged.calendar.timeZone, now);
    // The obligations listed in obligations.md: what still needs someone, as `obligations` lists it
    // in Markdown, in its order, waiting in runs on disk as the pass decides them.
    const listed = (0,_compliance_obligations_command_js__WEBPACK_IMPORTED_MODULE_15__.listingSort)();
    const sorts = new _io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_13__/* .SpilledSorts */ .B4();
    let readers;
    try {
        const checkout = await (0,_io_ledger_ledger_checkout_js__WEBPACK_IMPORTED_MODULE_10__/* .ledgerCheckout */ .c)(dir, "--dir");
        // Started as soon as the ledger is found, so that they start while it is listed and the passes
        // are made (LedgerReaders); closed however the handover ends.
        readers = _io_ledger_ledger_readers_js__WEBPACK_IMPORTED_MODULE_12__/* .LedgerReaders */ .EX.start(io.ledgerThreadEntry, dir, true);
        const populations = populationsSettings(settings);
        const reading = {
            settings: populations,
            io,
            sortOf: sorts.sortOf,
            bundle,
            out: (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_16__/* .flagPath */ .aO)("--out", populations.out, OUT_FIX, io),
            judged,
            dir,
            // Listed once, for the first pass (whether records follow the period) and verify's walks.
            ledger: { ...checkout, paths: (0,_io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_11__/* .listedOnce */ .T9)(checkout.paths) },
            now,
            period,
        };
        return await handOverRead({ settings, io, reading, listed, made, readers });
    }
    finally {
        await readers?.close();
        listed.discard();
        sorts.discard();
    }
}
/** The reading, then each output, only once the ledger verified. */
async function handOverRead(handover) {
    const { settings, io, reading, listed } = handover;
    // The ledger as given: the bundle, not its clone.
    const given = reading.bundle ?? settings.dir;
    const files = await (0,_populations_command_js__WEBPACK_IMPORTED_MODULE_21__.openFiles)(reading.settings, reading.out, io);
    try {
        // The populations' obligations as of the period's "as of" day are the report's: its pass judges
        // the same records as of the same day in the same calendar, so each record is judged once for
        // the report, obligations.md and the populations (the first pass judges alone only the closes
        // after the period, when a record follows it).
        const first = (0,_populations_command_js__WEBPACK_IMPORTED_MODULE_21__.firstPass)(reading, undefined, files.sink, true);
        if (first === undefined)
            throw new Error("the populations' first pass did not start");
        const judging = (0,_report_reading_js__WEBPACK_IMPORTED_MODULE_23__/* .reportJudging */ .t0)(reading.judged, reading.period, undefined, (obligation) => {
            if (_core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .STILL_TO_DO */ .PB.includes(obligation.status))
                listed.add(obligation);
            first.obligations.add(obligation);
        });
        // Started from no checkpoint, the pass can only fail to start on a calendar it cannot take.
        if (judging === undefined) {
            await files.abandon();
            await removeIfMadeEmpty(handover);
            return _shared_io_js__WEBPACK_IMPORTED_MODULE_17__/* .EXIT_BAD_INPUT */ .yt;
        }
        const passes = new _core_evidence_report_evidence_report_js__WEBPACK_IMPORTED_MODULE_4__/* .ReportPasses */ .ih(reading.period, (path) => reading.ledger.stamp(path));
        let records = 0;
        // The history first, as each judging command reads it: every record is judged knowing
        // whether verify flags it (an unauthenticated record closes nothing).
        const history = await (0,_shared_ledger_verified_records_js__WEBPACK_IMPORTED_MODULE_18__/* .judgeHistory */ .Cq)(io, settings);
        const verified = await (0,_evidence_command_js__WEBPACK_IMPORTED_MODULE_19__.verifyCheckout)(verifySettings(settings), io, {
            history,
            paths: reading.ledger.paths,
            readers: handover.readers,
            take(path, read) {
                const entry = (0,_shared_ledger_verified_records_js__WEBPACK_IMPORTED_MODULE_18__/* .judgedEntry */ .kZ)(history, read, path);
                records++;
                passes.add(path, entry.record);
                first.add(entry);
                if ((0,_core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_3__/* .recordedBy */ ._O)(entry.record, judging.at, judging.timeZone))
                    judging.pass.add(entry);
            },
        });
        if (!verified) {
            await files.abandon();
            await removeIfMadeEmpty(handover);
            io.stderr(`Nothing of the handover was written: no obligation, population or report is judged from a ledger that does not verify. '${reportCommand(settings, given)}' shows what can be read of it.\n`);
            return _shared_io_js__WEBPACK_IMPORTED_MODULE_17__/* .EXIT_ERROR */ .SI;
        }
        // The report reads the period's records again: those still the bytes verified are not held
        // to the schema again.
        const verifiedRecord = (path, bytes) => first.verifiedRecord(path, bytes);
        const ledgerReport = passes.report({ ...reading.ledger, verified: verifiedRecord }, { records, breaks: [] }, reading.now, _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .wr);
        // Assembled first: it finishes the obligations' pass, whose last decisions the populations take.
        const { report, found } = (0,_report_command_js__WEBPACK_IMPORTED_MODULE_22__.assembleReport)({
            ledgerReport,
            history: { ...history, refusals: [] },
            judging,
        });
        return await writeOutputs(handover, files, { first, judging, report, found, history });
    }
    catch (error) {
        await files.abandon();
        throw error;
    }
}
/**
 * The outputs of a ledger that verified: the populations, then the report, in this thread, and
 * obligations.md and the populations' rows waiting on disk meanwhile on the writer thread
 * (handover-writer.ts), obligations.md removed again unless the others are written.
 */
async function writeOutputs(handover, files, judged) {
    const writer = _handover_writer_js__WEBPACK_IMPORTED_MODULE_20__/* .HandoverWriter */ .L.start(handover.io.ledgerThreadEntry);
    try {
        if (writer !== undefined)
            files.handRowsTo(writer);
        return await writeOutputsWith(writer, handover, files, judged);
    }
    finally {
        await writer?.close();
    }
}
/** writeOutputs, with the writer thread when there is one. */
async function writeOutputsWith(writer, handover, files, { first, judging, report, found, history }) {
    const { settings, io, reading, listed } = handover;
    const listing = (0,_handover_writer_js__WEBPACK_IMPORTED_MODULE_20__/* .writeListingAside */ .Y)(writer, handedListing(settings, io, { judging, found, listed, history }));
    // The report is written while the writer thread writes the rows handed to it, and removed
    // again unless the populations are put in place; they are put in place only once obligations.md
    // is written (a listing that failed leaves no output).
    const reportFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(settings.out, REPORT_FILE[settings.reportFormat]);
    let reportWritten = false;
    const removeReport = async () => {
        if (reportWritten)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, reportFile), { force: true });
    };
    let populations;
    try {
        populations = await (0,_populations_command_js__WEBPACK_IMPORTED_MODULE_21__.putInPlace)(reading, undefined, files, {
            first,
            read: { verified: true },
            asOf: judging.pass,
            meanwhile: async () => {
                const format = settings.reportFormat;
                await (0,_report_command_js__WEBPACK_IMPORTED_MODULE_22__.writeReport)({ format, out: reportFile }, report, io, { announced: false });
                reportWritten = true;
                await listing.written();
            },
        });
    }
    catch (error) {
        await removeReport();
        await listing.abandon();
        throw error;
    }
    if (populations !== _shared_io_js__WEBPACK_IMPORTED_MODULE_17__/* .EXIT_OK */ .Ij) {
        await removeReport();
        await listing.abandon();
        return populations;
    }
    io.stderr((0,_report_command_js__WEBPACK_IMPORTED_MODULE_22__.reportWrittenText)(settings.reportFormat, reportFile));
    io.stdout(`Wrote the handover of ${reading.bundle ?? settings.dir} to ${settings.out}: ${OBLIGATIONS_FILE}, ${REPORT_FILE[settings.reportFormat]} and ${POPULATIONS_FOLDER}/.\n`);
    return _shared_io_js__WEBPACK_IMPORTED_MODULE_17__/* .EXIT_OK */ .Ij;
}
/** `evidence report` of the same ledger, period and authorities, as a person runs it. */
function reportCommand(settings, given) {
    const flags = [
        ["--dir", given],
        ["--from", settings.firstDay],
        ["--to", settings.lastDay],
        ["--operator-keys", settings.operatorKeys],
        ["--ledger-declaration", settings.ledgerDeclaration],
        ["--repository", settings.repository],
    ];
    const words = flags.flatMap(([flag, value]) => value === undefined ? [] : [flag, (0,_shared_shell_word_js__WEBPACK_IMPORTED_MODULE_24__/* .shellWord */ .r)(value)]);
    return ["cip-sync", "evidence", "report", ...words].join(" ");
}
/** --out removed where the handover `made` it, once nothing is in it. */
async function removeIfMadeEmpty({ settings, io, made }) {
    if (made === undefined)
        return;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rmdir)(made);
    }
    catch {
        io.stderr(`--out ${settings.out} was left in place: it is not empty.\n`);
    }
}
/**
 * obligations.md, as `obligations --at` the period's "as of" day lists it in Markdown, for the
 * thread that writes it: the listing's sort is handed off, read by that thread only.
 */
function handedListing(settings, io, { judging, found, listed, history, }) {
    // The report's pass was finished by its assembly: the ledger verified, so it was judged.
    if (found === undefined)
        throw new Error("the handover's obligations were not judged");
    return {
        target: (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_16__/* .flagPath */ .aO)("--out", (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(settings.out, OBLIGATIONS_FILE), OUT_FIX, io),
        obligations: listed.handOff(),
        at: judging.at,
        calendar: judging.calendar,
        counts: found.counts,
        historyNotChecked: history.unread ? _core_evidence_chain_evidence_history_js__WEBPACK_IMPORTED_MODULE_8__/* .WITHOUT_HISTORY */ .U.notice : undefined,
        statuses: _core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .STILL_TO_DO */ .PB,
        // A family no accepted merge started was not judged, which no empty list may hide; one
        // that applies to no system of the inventory in force is said so, never an exception.
        notJudged: judging.pass.notJudged.map(({ name }) => name),
        notApplicable: judging.pass.notApplicable.map(({ name }) => name),
    };
}
/** `evidence populations`' settings for the handover's folder of them. */
function populationsSettings(settings) {
    return {
        ...settings,
        command: "evidence populations",
        format: settings.populationsFormat,
        out: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(settings.out, POPULATIONS_FOLDER),
        // --out was found empty, or --force given for it.
        force: true,
    };
}
/**
 * `evidence verify`'s settings as the handover prints it: the ledger's authorities, no more (and
 * what onLedgerDir adds for a bundle: its clone, as --dir and as --repository).
 */
function verifySettings(settings) {
    return {
        ...settings,
        command: "evidence verify",
        tsaCa: undefined,
        requireTimestamps: false,
        maxSkewMinutes: _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_MAX_SKEW_MINUTES */ .Ed,
        expectHead: undefined,
        writer: undefined,
        writerKey: undefined,
        remote: undefined,
    };
}


/***/ }),

/***/ 39027:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ HandoverWriter),
/* harmony export */   Y: () => (/* binding */ writeListingAside),
/* harmony export */   serveHandoverWrites: () => (/* binding */ serveHandoverWrites)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32828);
/* harmony import */ var _core_obligations_family_table_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51967);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(19130);
/* harmony import */ var _io_ledger_batch_workers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(59454);
/* harmony import */ var _io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(97819);
/* harmony import */ var _render_evidence_obligations_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(97281);
/* harmony import */ var _render_evidence_populations_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(80212);
/* harmony import */ var _shared_flag_files_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6600);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(32246);
// The writer thread of `evidence handover`: obligations.md, and the populations' rows that wait
// in sorts on disk, written on a thread of its own while the judging thread writes the rest. Once
// the ledger is read, the handover's outputs were written one after the other on one core while
// the others idled: at 100,000 signed records the listing (42 MB of Markdown from 200,000
// obligations read back from the sort's runs) took about 1.5 s of that serial end, and the
// exceptions', configuration monitoring's and families' rows (190 MB of CSV from 330,000 rows)
// about 3 s more (issue 99). The judging thread hands the thread a sort, all on disk
// (SpilledSort.handOff), and what the file needs besides; the thread renders and writes it as the
// judging thread would (a listing as `obligations --format markdown` does, rows into a part that
// population-files.ts joins into its file), and answers once it is written or failed. A sort's
// files stay until the handover discards them, after the answers. Without a thread (a command run
// in process, a single core) the listing is written in this thread, when asked for, and the rows
// are never handed.













/** The writer's young generation, in MB: what it allocates dies with each row written. */
const WRITER_YOUNG_GENERATION_MB = 16;
/** The handover's writer thread, and what was asked of it. */
class HandoverWriter {
    #thread;
    #asked = [];
    /** The thread, started from `entry`; none without one or another core. */
    static start(entry) {
        return entry === undefined || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)() < 2
            ? undefined
            : new HandoverWriter(entry);
    }
    constructor(entry) {
        const role = { role: "handover-writer" };
        this.#thread = new _io_ledger_batch_workers_js__WEBPACK_IMPORTED_MODULE_6__/* .BatchWorkers */ .W(entry, 1, {
            workerData: role,
            resourceLimits: { maxYoungGenerationSizeMb: WRITER_YOUNG_GENERATION_MB },
        }, "the handover's writer thread");
    }
    listing(listing) {
        return this.#ask({ batch: this.#asked.length, listing }, listing.target);
    }
    rows(rows) {
        return this.#ask({ batch: this.#asked.length, rows }, rows.target);
    }
    /** Stops the thread once it answered everything asked. */
    async close() {
        await Promise.allSettled(this.#asked);
        await this.#thread.close();
    }
    #ask(request, target) {
        const answered = this.#thread.ask(request);
        this.#asked.push(answered);
        const written = async () => {
            const { failed } = await answered;
            if (failed !== undefined)
                throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(failed.message, failed.exitCode);
        };
        return {
            written,
            // What the thread wrote, once it answered; a write that failed left nothing (replaceFile).
            abandon: async () => {
                const wrote = await written().then(() => true, () => false);
                if (wrote)
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(target.cwd, target.given), { force: true });
            },
        };
    }
}
/** Writes `listing`: on `writer`'s thread, else in this thread once `written` is awaited. */
function writeListingAside(writer, listing) {
    return (writer?.listing(listing) ?? {
        written: () => writeHandedListing(listing),
        abandon: async () => { },
    });
}
/** The writer thread's side: writes each file it is sent, and answers. */
function serveHandoverWrites() {
    // A worker always has its parent's port.
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.parentPort;
    if (port === null)
        throw new Error("serveHandoverWrites runs in a writer thread only");
    port.on("message", (request) => {
        const { batch } = request;
        const writing = "listing" in request ? writeHandedListing(request.listing) : writeHandedRows(request.rows);
        writing.then(() => port.postMessage({ batch }), (error) => port.postMessage({
            batch,
            failed: {
                message: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .errorMessage */ .g)(error),
                exitCode: error instanceof _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e ? error.exitCode : undefined,
            },
        }));
    });
}
/** Writes the rows handed, in their sort's order, as the population's file lays them out. */
function writeHandedRows({ target, population, format, order, first, rows }) {
    const layout = (0,_render_evidence_populations_js__WEBPACK_IMPORTED_MODULE_9__/* .populationLayout */ .yQ)(format);
    function* lines() {
        let index = first;
        for (const { row } of (0,_io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_7__/* .sortedRuns */ .qD)((0,_core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_4__/* .rowOrderNamed */ .uj)(order), rows))
            yield layout.row(population, row, index++);
    }
    return (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_10__/* .writeFlagFile */ .mg)(target, lines());
}
/** Renders `listing` in Markdown, as `obligations` lists it, and writes it. */
function writeHandedListing(listing) {
    const content = (0,_render_evidence_obligations_js__WEBPACK_IMPORTED_MODULE_8__/* .obligationsMarkdownChunks */ .Hl)({
        at: listing.at,
        calendar: listing.calendar,
        obligations: (0,_io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_7__/* .sortedRuns */ .qD)(_core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_OBLIGATION */ .zj, listing.obligations),
        counts: listing.counts,
        historyNotChecked: listing.historyNotChecked,
        statuses: listing.statuses,
        notJudged: familiesNamed(listing.notJudged),
        notApplicable: familiesNamed(listing.notApplicable),
    });
    return (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_10__/* .writeFlagFile */ .mg)(listing.target, content);
}
/** The families of the family table by name, in the order given. */
function familiesNamed(names) {
    return names.map((name) => {
        const family = _core_obligations_family_table_js__WEBPACK_IMPORTED_MODULE_5__/* .MERGE_JUDGED_FAMILIES */ .G.find((candidate) => candidate.name === name);
        if (family === undefined)
            throw new Error(`no family is named "${name}"`);
        return family;
    });
}


/***/ }),

/***/ 32224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assembleReport: () => (/* binding */ assembleReport),
  reportEvidence: () => (/* binding */ reportEvidence),
  reportWrittenText: () => (/* binding */ reportWrittenText),
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
async function writeReport(settings, report, io, { announced = true } = {}) {
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
    const target = (0,flag_files/* flagPath */.aO)("--out", settings.out, "choose another file path for the report", io);
    await (0,flag_files/* writeFlagFile */.mg)(target, content);
    if (announced)
        io.stderr(reportWrittenText(settings.format, settings.out));
}
/** What the report's file is said to be once it is in place. */
function reportWrittenText(format, out) {
    return `Wrote the ${format} report to ${out}.\n`;
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
/** The bit of `kind` in a held deviation's parts. */
function bitOf(kind) {
    return 1 << requirements/* REQUIREMENT_IDS */.RG.indexOf(kind);
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
            found.opens |= bitOf(kind);
            return;
        }
        this.#found.set(key, {
            workspace: o.workspace,
            record_sequence: o.opened_by.sequence,
            asset: o.subject.asset,
            ...(o.subject.asset_id === undefined ? {} : { asset_id: o.subject.asset_id }),
            cyber_system: o.subject.cyber_system ?? o.subject.cyber_system_id ?? "",
            items: [...o.items],
            opens: bitOf(kind),
        });
    };
    /** The deviations found, each record's in the order they were found; their parts in the table's. */
    list() {
        return [...this.#found.values()].map((deviation) => ({
            ...deviation,
            opens: requirements/* REQUIREMENT_IDS */.RG.filter((id) => (deviation.opens & bitOf(id)) !== 0),
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

/***/ 44253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
// A value as one word of a shell command, for the commands the tool prints for a person to run.
/** `text` as one shell word, for the commands printed for a person to run. */
function shellWord(text) {
    return /^[\w./@:+-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}


/***/ })

};
