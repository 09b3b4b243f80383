export const id = 2224;
export const ids = [2224];
export const modules = {

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


/***/ })

};
