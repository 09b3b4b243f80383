export const id = 4277;
export const ids = [4277];
export const modules = {

/***/ 50005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EXIT_OBLIGATIONS: () => (/* binding */ EXIT_OBLIGATIONS),
/* harmony export */   reportObligations: () => (/* binding */ reportObligations)
/* harmony export */ });
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
/* harmony import */ var _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35870);
/* harmony import */ var _io_ledger_spilled_sort_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67410);
/* harmony import */ var _core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32828);
/* harmony import */ var _core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65037);
/* harmony import */ var _core_evidence_chain_evidence_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(75411);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(40633);
/* harmony import */ var _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(38871);
/* harmony import */ var _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(62823);
/* harmony import */ var _shared_command_support_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(56439);
/* harmony import */ var _shared_flag_files_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6600);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2520);
/* harmony import */ var _shared_checkpoint_start_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(28303);
/* harmony import */ var _core_obligations_checkpoint_obligations_checkpoint_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(30158);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(19130);
/* harmony import */ var _shared_verified_records_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(66035);
/* harmony import */ var _shared_verified_from_checkpoint_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(36468);
/* harmony import */ var _obligation_calendar_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(21789);
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
    const judged = await (0,_obligation_calendar_js__WEBPACK_IMPORTED_MODULE_15__/* .obligationCalendar */ .T)(settings.policyFile, flags, io);
    if (judged === undefined)
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_BAD_INPUT */ .yt;
    const { calendar, ...options } = judged;
    // As of --at's day, or of today, in the calendar's time zone.
    const at = settings.at ?? (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(new Date(io.now?.() ?? Date.now()), calendar.timeZone);
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
            return _shared_io_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_ERROR */ .SI;
        }
        if (start !== undefined && "since" in read)
            io.stderr(start.judgedFrom(read.since));
        const { notJudged } = pass;
        const { counts } = pass.finish();
        const content = _render_formats_js__WEBPACK_IMPORTED_MODULE_6__/* .OBLIGATIONS_RENDERERS */ .JE[settings.format]({
            at,
            calendar: (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarRule */ .Zi)(calendar),
            obligations: sorted.sorted(),
            counts,
            historyNotChecked: read.historyUnread ? _core_evidence_chain_evidence_history_js__WEBPACK_IMPORTED_MODULE_5__/* .WITHOUT_HISTORY */ .U.notice : undefined,
            statuses: settings.statuses,
            // A family no accepted merge started was not judged, which no empty list may hide.
            notJudged,
        }, { color: false, toolVersion: _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .wr });
        await writeObligations(settings, content, io);
        return failOn(settings, counts, io);
    }
    finally {
        sorted.discard();
    }
}
/**
 * The checkpoint to start from (checkpoint-start.ts), when the listing is one a checkpoint can
 * give: only statuses it carries (CARRIED; a closed obligation decided before it is counted, not
 * kept), on a clone, whose history vouches for its record. One this version cannot read is named.
 */
async function startOf(settings, { at, calendar }, io) {
    const listed = settings.statuses;
    if (listed === undefined || !listed.every((status) => _core_obligations_checkpoint_obligations_checkpoint_js__WEBPACK_IMPORTED_MODULE_12__/* .CARRIED */ .xc.has(status)))
        return undefined;
    return (0,_shared_checkpoint_start_js__WEBPACK_IMPORTED_MODULE_11__/* .checkpointToStartFrom */ .Sr)(io, settings.dir, { day: at, timeZone: calendar.timeZone });
}
async function judge(settings, { at, calendar, options }, io, start) {
    const sorted = new _io_ledger_spilled_sort_js__WEBPACK_IMPORTED_MODULE_2__/* .SpilledSort */ .KQ({ keyOf: _core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_3__/* .sortKeyOf */ .fb, compare: _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_1__/* .compareObligations */ .xK }, {
        repeatedFields: ["requirement", "calendar"],
    });
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
        const visit = (entry) => {
            if (start?.spoiled !== undefined)
                return;
            if (!(0,_core_evidence_chain_as_of_js__WEBPACK_IMPORTED_MODULE_4__/* .recordedBy */ ._O)(entry.record, at, calendar.timeZone))
                return;
            if (start === undefined)
                pass.add(entry);
            else
                try {
                    pass.add(entry);
                }
                catch (error) {
                    start.spoil((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_16__/* .errorMessage */ .g)(error));
                }
        };
        const fromCheckpoint = start === undefined
            ? undefined
            : await (0,_shared_verified_from_checkpoint_js__WEBPACK_IMPORTED_MODULE_14__/* .visitVerifiedFrom */ .S)(io, settings, "obligation", start, visit);
        const read = fromCheckpoint ?? (await (0,_shared_verified_records_js__WEBPACK_IMPORTED_MODULE_13__/* .visitVerified */ .uw)(io, settings, "obligation", visit));
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
/** The pass resumed from `start`; undefined when it cannot be (another format, calendar or grace). */
function resumed(start, { at, calendar, options }) {
    try {
        return _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_1__/* .ObligationsPass */ .Rl.resume(start.checkpoint.obligations, at, calendar, options);
    }
    catch (error) {
        start.spoil((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_16__/* .errorMessage */ .g)(error));
        return undefined;
    }
}
/** The listing to --out, or to standard output a batch at a time. */
async function writeObligations(settings, content, io) {
    if (settings.out !== undefined) {
        await (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_9__/* .writeFlagFile */ .mg)((0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_8__/* .flagPath */ .aO)("--out", settings.out, "choose another file path for the obligations", io), content);
        return;
    }
    for (const batch of (0,_core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_17__/* .textBatches */ .S)(content)) {
        io.stdout(batch);
        await io.stdoutDrained?.();
    }
}
/** EXIT_OBLIGATIONS, with how many, when --fail-on's statuses were found; else EXIT_OK. */
function failOn(settings, counts, io) {
    if (settings.failOn === undefined)
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
    const failing = counts.exception + counts.overdue + (settings.failOn === "due-soon" ? counts["due-soon"] : 0);
    if (failing === 0)
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT_OK */ .Ij;
    io.stderr(`${failing} obligation(s) ${settings.failOn === "overdue" ? "exceptions or overdue" : "exceptions, overdue or due soon"} (--fail-on ${settings.failOn}).\n`);
    return EXIT_OBLIGATIONS;
}


/***/ }),

/***/ 32828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fb: () => (/* binding */ sortKeyOf),
/* harmony export */   h4: () => (/* binding */ BY_SORT_KEY),
/* harmony export */   iB: () => (/* binding */ heldSort),
/* harmony export */   rk: () => (/* binding */ bySortKey)
/* harmony export */ });
/* harmony import */ var _obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35870);
// How the obligations' rows wait for their order: the order itself (the obligations', exceptions
// first: compareObligations), and where the rows wait, held or, on the command line, sorted in runs
// on disk (io/ledger/spilled-sort.ts), so that a ledger's rows are never all held. Pure.

/** What an obligation is sorted by, without the rest of it. */
const sortKeyOf = (o) => ({
    status: o.status,
    due: o.due,
    workspace: o.workspace,
    kind: o.kind,
    subject: { cyber_system_id: o.subject.cyber_system_id, asset: o.subject.asset },
    opened_by: { sequence: o.opened_by.sequence },
});
/** The sort that holds what it sorts. */
const heldSort = ({ keyOf, compare }) => {
    const items = [];
    return {
        add: (item) => items.push(item),
        sorted: () => items.sort((a, b) => compare(keyOf(a), keyOf(b))),
    };
};
const bySortKey = (a, b) => (0,_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .compareObligations */ .xK)(a.key, b.key);
/** Rows in their obligations' order. */
const BY_SORT_KEY = {
    keyOf: (sorted) => sorted.key,
    compare: _obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .compareObligations */ .xK,
};


/***/ }),

/***/ 65037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ calendarPeriod),
/* harmony export */   _O: () => (/* binding */ recordedBy)
/* harmony export */ });
/* unused harmony exports judgedOn, startOfDay */
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

/***/ 64377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p6: () => (/* binding */ date),
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDate */ .db(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODate */ .Brp, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
