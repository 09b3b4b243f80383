export const id = 2467;
export const ids = [2467];
export const modules = {

/***/ 89005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RK: () => (/* binding */ monitoringEntry),
/* harmony export */   Rb: () => (/* binding */ BREAK_GLASS),
/* harmony export */   Xb: () => (/* binding */ configurationMonitoringEntry),
/* harmony export */   df: () => (/* binding */ changeEntry),
/* harmony export */   hn: () => (/* binding */ changeExceptions),
/* harmony export */   uM: () => (/* binding */ changeMark)
/* harmony export */ });
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80053);

/** The words that make a break-glass change an exception in every format. */
const BREAK_GLASS = "break-glass: no pull-request review";
/**
 * Whether each outcome is an exception: refused (the Action applied nothing) or incomplete
 * (something was attempted and not all of it holds). A record, not a set, so that a new outcome
 * does not compile until the report says whether an auditor must look at it.
 */
const EXCEPTION_KIND = {
    applied: undefined,
    "no-changes": undefined,
    "partly-applied": "incomplete",
    failed: "incomplete",
    interrupted: "incomplete",
    "plan-changed": "refused",
    unsafe: "refused",
    "no-reviewed-plan": "refused",
    "not-approved": "refused",
    policy: "refused",
    invalid: "refused",
};
function changeMark(outcome, breakGlass) {
    return EXCEPTION_KIND[outcome] ?? (breakGlass ? "break-glass" : "applied");
}
/** Why a change is an exception: refused, failed, partly applied or interrupted, break-glass. */
function changeExceptions(outcome, breakGlass) {
    const kind = EXCEPTION_KIND[outcome];
    return [
        ...(kind === "refused" ? [`refused (${outcome})`] : []),
        ...(kind === "incomplete" ? [outcome] : []),
        ...(breakGlass ? [BREAK_GLASS] : []),
    ];
}
function changeEntry(file, record, timestamp) {
    const { change } = record;
    const breakGlass = record.origin === "cli";
    return {
        file,
        sequence: record.sequence,
        recorded_at: record.recorded_at,
        timestamp,
        outcome: change.outcome,
        reason: change.reason,
        break_glass: breakGlass,
        exceptions: changeExceptions(change.outcome, breakGlass),
        merge_sha: change.merge_sha,
        pull_requests: (0,_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_0__/* .pullRequestsOf */ .Tb)(change),
        reviewed_is_executed: change.reviewed_fingerprint === null || change.plan_fingerprint === null
            ? null
            : change.reviewed_fingerprint === change.plan_fingerprint,
        reviewed_fingerprint: change.reviewed_fingerprint,
        plan_fingerprint: change.plan_fingerprint,
        policy: change.policy ?? null,
        operations: (change.change_record?.operations ?? []).map(operationEntry),
        baseline_deviations: change.change_record?.baseline_deviations ?? null,
        ...declaredPatchesOf(change.baselines),
    };
}
function declaredPatchesOf(baselines) {
    const declared = (baselines ?? []).flatMap(({ asset, asset_id, patched }) => patched === undefined
        ? []
        : [{ asset, ...(asset_id === undefined ? {} : { asset_id }), patches: [...patched.patches] }]);
    return declared.length === 0 ? {} : { declared_patches: declared };
}
const facilityOf = (system) => system.parent?.name ?? null;
/** Both sides of an operation, from what its record states. */
function operationEntry(operation) {
    const { action, name, cyber_system: system } = operation;
    const side = (assetName, of, type) => ({
        name: assetName,
        cyber_system: of.name,
        asset_type: type,
        facility: facilityOf(of),
    });
    const type = operation.asset_type ?? null;
    const changes = operation.changes ?? {};
    const sides = {
        create: { before: null, after: side(name, system, type) },
        delete: { before: side(name, system, type), after: null },
        update: {
            before: side(changes.name?.from ?? name, changes.cyber_system?.from ?? system, changes.asset_type?.from ?? type),
            after: side(changes.name?.to ?? name, changes.cyber_system?.to ?? system, changes.asset_type?.to ?? type),
        },
    }[action];
    return {
        action,
        asset_id: operation.asset_id ?? null,
        ...sides,
        result: operation.result,
        error: operation.error ?? null,
    };
}
function monitoringEntry(file, record, timestamp) {
    return {
        file,
        recorded_at: record.recorded_at,
        timestamp,
        in_sync: record.monitoring.in_sync,
        differences: record.monitoring.differences.length,
        systems: record.monitoring.systems.map(({ id, name }) => ({ id, name })),
        live_fingerprint: record.monitoring.live_fingerprint,
        run_url: record.run.run_url,
    };
}
function configurationMonitoringEntry(file, record, timestamp) {
    const body = record.configuration_monitoring;
    return {
        file,
        recorded_at: record.recorded_at,
        timestamp,
        observed_at: body.observed_at,
        commit: body.commit,
        collector: `${body.collector.name} ${body.collector.version}`,
        input_sha256: body.input_sha256,
        assets: body.assets.length,
        matching: body.assets.filter((asset) => asset.matches === true).length,
        mismatched: body.assets.filter((asset) => asset.matches === false).length,
        unauthorized_changes: body.unauthorized_changes,
        investigations: body.investigations,
    };
}


/***/ }),

/***/ 28555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s8: () => (/* binding */ historyWarningWords),
/* harmony export */   sK: () => (/* binding */ historyWarnings),
/* harmony export */   yT: () => (/* binding */ exceptionCounts)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// Every exception the audit report flags, counted once for all its formats: the changes, gaps and
// unresolved drift of the period (evidence-report.ts), the CIP obligations judged an exception,
// the history warnings: commits of the ledger's branch that verify cannot authenticate, whose
// records close nothing; and what the reading could not judge: a family not judged from the
// ledger, a ledger read without its history. A ledger reads "intact" only when none of these is flagged. Pure.

/**
 * The history warnings of the records verify flags (path -> why, as the command's reading of the
 * branch's history gives them): one per commit, in the order of their first record.
 */
function historyWarnings(unauthenticated) {
    const byWhy = new Map();
    for (const path of [...unauthenticated.keys()].sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)) {
        const why = unauthenticated.get(path) ?? "";
        byWhy.set(why, [...(byWhy.get(why) ?? []), path]);
    }
    return [...byWhy].map(([why, records]) => ({ why, records }));
}
/** A history warning as the exceptions list names it, in the report and in exceptions.csv alike. */
function historyWarningWords(warning) {
    return {
        kind: "history warning",
        detail: `${warning.why}: what it added closes nothing (${warning.records.join(", ")})`,
    };
}
/**
 * The report's exceptions counted, kind by kind: the populations' exceptions.csv of the period has
 * a row for each, and no other (population-passes.ts).
 */
function exceptionCounts(exceptions, obligations, history, notices) {
    const of = (kind) => exceptions.filter((exception) => exception.kind === kind).length;
    const counts = {
        changes: of("change"),
        monitoring_gaps: of("gap"),
        unresolved_drift: of("drift"),
        obligations: obligations?.exception ?? null,
        overdue_obligations: obligations?.overdue ?? null,
        obligations_closed_late: obligations?.closedLate ?? null,
        families_not_judged: notices.familiesNotJudged,
        history_warnings: history.length,
        history_not_checked: notices.historyNotChecked ? 1 : 0,
    };
    const judged = obligations === null ? 0 : obligations.exception + obligations.overdue + obligations.closedLate;
    const read = (notices.familiesNotJudged ?? 0) + counts.history_not_checked;
    return { total: exceptions.length + judged + history.length + read, ...counts };
}


/***/ }),

/***/ 53444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ MONITORING_LIMIT_DAYS),
/* harmony export */   v: () => (/* binding */ WorkspacePass)
/* harmony export */ });
/* harmony import */ var _shared_exhaustive_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91565);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17106);
/* harmony import */ var _report_entries_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89005);
/* harmony import */ var _report_timeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12222);
// One workspace of the audit report, summed up in one pass over its records in chain order: the
// period's counts per kind and per month, the gaps between monitoring runs (the longest and those
// over the limit), the drift episodes, the changes that are exceptions, and the timeline and the
// latest records' paths (report-timeline.ts, bounded). Nothing else per ordinary record is kept:
// the report's lists of changes and runs are read again when rendered (evidence-report.ts), so a
// ledger of any size is summed up in bounded memory.






/**
 * The longest the report lets pass between two drift checks (`monitoring` records) before it
 * calls the gap an exception. A drift check reconciles the inventory with the service and reads
 * no device, so this is the tool's cadence for it, not CIP-010 R2.1's 35 days, which only
 * configuration-monitoring records close (core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts);
 * it borrows that number so that one schedule meets both.
 */
const MONITORING_LIMIT_DAYS = 35;
/** Calendar days (UTC) from `a` to `b`. */
function calendarDays(a, b) {
    const day = (date) => Math.floor(date.getTime() / _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .DAY_MS */ .sO);
    return day(b) - day(a);
}
/**
 * A workspace's records, one at a time in chain order. The gaps are the stretches without
 * monitoring within the period, as of its end: from the last run before it (or the period's start,
 * or the workspace's first record when that is later: nothing was kept before it to monitor)
 * through each run in it, to the period's end (or now when that is earlier). A run after the
 * period ends no gap of it: the period is judged as of its end, as the populations are (issue 90),
 * so a record appended later changes nothing of it, and a gap that grows over the limit after the
 * period is the next period's.
 */
class WorkspacePass {
    #drift;
    #months = new Map();
    #counts = { changes: 0, monitoring: 0, configuration_monitoring: 0 };
    #exceptionChanges = [];
    #gapsOverLimit = [];
    #longest = null;
    /** The last run before the period. */
    #before;
    /** The last run in the period. */
    #previous;
    /**
     * The workspace's earliest record; undefined before one, and when resumed from a checkpoint
     * (its records began before the checkpoint's, which is a run: #before).
     */
    #first;
    #resumed;
    /**
     * Whether the summary lists the exception changes, the timeline and the latest records: a reader
     * of gaps and drift alone needs none.
     */
    #listsRecords;
    #timeline;
    workspace;
    period;
    stamp;
    /**
     * `drift`: the workspace's episodes as a checkpoint holds them, when resumed from one.
     * `listsRecords` false: the summary's exception_changes, timeline and latest records stay empty
     * (each entry keeps parts of its record, which a reader of gaps and drift alone would hold for
     * nothing).
     */
    constructor(workspace, period, stamp, drift, listsRecords = true) {
        this.#drift = drift ?? new _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_2__/* .DriftEpisodes */ .W();
        this.#resumed = drift !== undefined;
        this.#listsRecords = listsRecords;
        this.#timeline = new _report_timeline_js__WEBPACK_IMPORTED_MODULE_4__/* .TimelinePass */ .tt(period);
        this.workspace = workspace;
        this.period = period;
        this.stamp = stamp;
    }
    add(path, record) {
        this.#drift.add(record);
        const at = new Date(record.recorded_at);
        if (!this.#resumed && (this.#first === undefined || at < this.#first))
            this.#first = at;
        const inPeriod = this.#inPeriod(record.recorded_at);
        switch (record.kind) {
            case "change":
                if (!inPeriod)
                    return;
                this.#counts.changes++;
                this.#month(record.recorded_at).changes++;
                if (!this.#listsRecords)
                    return;
                this.#change(path, record);
                return;
            case "monitoring":
                this.#run(new Date(record.recorded_at));
                if (!inPeriod)
                    return;
                this.#counts.monitoring++;
                this.#month(record.recorded_at).monitoring_runs++;
                if (!record.monitoring.in_sync)
                    this.#month(record.recorded_at).drift_runs++;
                if (this.#listsRecords)
                    this.#timeline.addRun(path, record.recorded_at, record.monitoring.in_sync);
                return;
            case "configuration-monitoring":
                if (!inPeriod)
                    return;
                this.#counts.configuration_monitoring++;
                if (this.#listsRecords)
                    this.#timeline.addConfigurationMonitoring(path);
                return;
            default:
                (0,_shared_exhaustive_js__WEBPACK_IMPORTED_MODULE_5__/* .assertNever */ .x)(record);
        }
    }
    /** The summary once every record was added; `now` ends the last gap when the period has not. */
    finish(now) {
        const { from, to } = this.period;
        const end = new Date(Math.min(to.getTime(), now.getTime()));
        this.#gap(this.#previous ?? this.#before ?? this.#start(), end);
        return {
            workspace: this.workspace,
            counts: { ...this.#counts },
            exception_changes: this.#exceptionChanges,
            longest_gap: this.#longest,
            gaps_over_limit: this.#gapsOverLimit,
            drift_episodes: this.#drift.episodes.filter((episode) => Date.parse(episode.first_seen) < to.getTime() &&
                (episode.resolved_at === null || Date.parse(episode.resolved_at) >= from.getTime())),
            months: [...this.#months.values()].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.month, b.month)),
            timeline: this.#timeline.timeline(),
            latest: this.#timeline.latest(),
        };
    }
    #inPeriod(at) {
        const time = Date.parse(at);
        return time >= this.period.from.getTime() && time < this.period.to.getTime();
    }
    #month(at) {
        const key = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dateIn */ .m7)(at, this.period.timeZone ?? "UTC").slice(0, 7);
        let summary = this.#months.get(key);
        if (summary === undefined) {
            summary = {
                month: key,
                changes: 0,
                monitoring_runs: 0,
                drift_runs: 0,
                flagged_changes_gaps_drift: 0,
            };
            this.#months.set(key, summary);
        }
        return summary;
    }
    /** A change of the period: on the timeline, and among the exceptions unless it is "applied". */
    #change(path, record) {
        const mark = (0,_report_entries_js__WEBPACK_IMPORTED_MODULE_3__/* .changeMark */ .uM)(record.change.outcome, record.origin === "cli");
        // Every mark but "applied" is a change changeExceptions names a reason for.
        if (mark !== "applied")
            this.#exceptionChanges.push((0,_report_entries_js__WEBPACK_IMPORTED_MODULE_3__/* .changeEntry */ .df)(path, record, this.stamp(path)));
        this.#timeline.addChange(path, record.recorded_at, mark);
    }
    /** A monitoring run at `time`: before or in the period (one after it changes nothing). */
    #run(time) {
        if (time < this.period.from)
            this.#before = time;
        else if (time < this.period.to) {
            this.#gap(this.#previous ?? this.#before ?? this.#start(), time);
            this.#previous = time;
        }
    }
    /** Where a gap with no run before it starts: the period's start, or the first record after it. */
    #start() {
        const { from } = this.period;
        return this.#first === undefined || this.#first < from ? from : this.#first;
    }
    #gap(from, to) {
        if (to <= from)
            return;
        const days = calendarDays(from, to);
        const gap = {
            from: from.toISOString(),
            to: to.toISOString(),
            days,
            over_limit: days > MONITORING_LIMIT_DAYS,
        };
        if (gap.over_limit)
            this.#gapsOverLimit.push(gap);
        if (this.#longest === null || days > this.#longest.days)
            this.#longest = gap;
    }
}


/***/ }),

/***/ 12222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eq: () => (/* binding */ LATEST_RECORDS_KEPT),
/* harmony export */   tt: () => (/* binding */ TimelinePass),
/* harmony export */   wN: () => (/* binding */ timelineBins)
/* harmony export */ });
/* unused harmony export TIMELINE_MAX_BINS */
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);

/** Bins per row of the timeline at most: a period longer than a year gets bins of several days. */
const TIMELINE_MAX_BINS = 366;
/** The records of each kind kept per workspace for the newest ones a report shows. */
const LATEST_RECORDS_KEPT = 1_000;
/** The bins of days of a period's timeline: how many days each, and which one a time falls in. */
function timelineBins(period) {
    const start = period.from.getTime();
    const binDays = Math.max(1, Math.ceil((period.to.getTime() - start) / _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .DAY_MS */ .sO / TIMELINE_MAX_BINS));
    return {
        binDays,
        binOf: (iso) => Math.floor((Date.parse(iso) - start) / (binDays * _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .DAY_MS */ .sO)),
    };
}
/** Counts per bin and key, in first-seen order, for one mark per bin. */
class BinCounts {
    #bins = new Map();
    add(bin, key) {
        const id = `${bin} ${key}`;
        const found = this.#bins.get(id);
        if (found === undefined)
            this.#bins.set(id, { bin, key, count: 1 });
        else
            found.count++;
    }
    values() {
        return [...this.#bins.values()];
    }
}
/**
 * The paths of the last LATEST_RECORDS_KEPT records given, in the order given; at most twice that
 * held.
 */
class LastPaths {
    #paths = [];
    add(path) {
        this.#paths.push(path);
        if (this.#paths.length >= 2 * LATEST_RECORDS_KEPT)
            this.#paths = this.#paths.slice(-LATEST_RECORDS_KEPT);
    }
    values() {
        return this.#paths.slice(-LATEST_RECORDS_KEPT);
    }
}
/**
 * A workspace's timeline and the paths of its latest records, fed the period's records in chain
 * order (which is name order, and time order).
 */
class TimelinePass {
    #binOf;
    #runs = new BinCounts();
    #changes = new BinCounts();
    #latest = {
        change: new LastPaths(),
        monitoring: new LastPaths(),
        "configuration-monitoring": new LastPaths(),
    };
    constructor(period) {
        this.#binOf = timelineBins(period).binOf;
    }
    addRun(path, recordedAt, inSync) {
        this.#runs.add(this.#binOf(recordedAt), inSync ? "in-sync" : "drift");
        this.#latest.monitoring.add(path);
    }
    addChange(path, recordedAt, mark) {
        this.#changes.add(this.#binOf(recordedAt), mark);
        this.#latest.change.add(path);
    }
    addConfigurationMonitoring(path) {
        this.#latest["configuration-monitoring"].add(path);
    }
    timeline() {
        return { runs: this.#runs.values(), changes: this.#changes.values() };
    }
    latest() {
        return {
            change: this.#latest.change.values(),
            monitoring: this.#latest.monitoring.values(),
            "configuration-monitoring": this.#latest["configuration-monitoring"].values(),
        };
    }
}


/***/ }),

/***/ 69340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ csvCell)
});

;// CONCATENATED MODULE: ./src/core/shared/text/line-breaks.ts
// Every character some reader ends a line at: CR and LF (CSV readers, spreadsheets, the runner's
// log), VT and FF, NEXT LINE (U+0085) and the Unicode LINE and PARAGRAPH SEPARATORs (U+2028/2029),
// which JavaScript, many editors and chat clients break at. A rule about "the start of a line"
// (a review's slash command, a spreadsheet cell's formula) must hold after each of them, or text
// that looks like one line to us is two lines to its reader.
/** The line-break characters, for a regular expression's character class. */
const LINE_BREAK_CLASS = "\\r\\n\\v\\f\\u0085\\u2028\\u2029";
const LINE_BREAK = new RegExp(`\\r\\n|[${LINE_BREAK_CLASS}]`, "u");
/** `text`'s lines, split at any line break (CRLF counted once). */
function splitLines(text) {
    return text.split(LINE_BREAK);
}

;// CONCATENATED MODULE: ./src/render/shared/csv-cell.ts
// One CSV cell as every CSV we write has it (RFC 4180): never a formula in a spreadsheet. A cell
// that begins with = + - @ tab or CR would run as a formula, and so would any part of it after a
// separator some spreadsheet splits on: `,`, `;` (Excel's default where the decimal mark is a comma,
// most of Europe and fr-CA) or tab, since a reader splitting on `;` ignores our quotes around a cell
// that does not start one of its fields; and after any line break (a lone CR included), since a
// reader that ignores our quotes starts a new row there. A reader that trims the spaces at a
// field's start (a list joined with "; ") finds the same starts after them. Each such start gets an
// apostrophe, and the cell is quoted when it holds any separator, a quote or a line break.

const SEPARATOR = `,;\\t${LINE_BREAK_CLASS}`;
/** A formula's first character, as a character class. */
const FORMULA_FIRST = "[=+\\-@\\t\\r]";
const FORMULA_START = new RegExp(`(?<=^ *|[${SEPARATOR}] *)(?=${FORMULA_FIRST})`, "gu");
const NEEDS_QUOTES = new RegExp(`["${SEPARATOR}]`, "u");
/**
 * Where FORMULA_START matches, found without its look-behind: a formula's first character after the
 * cell's start or a separator, and spaces.
 */
const FORMULA_POSSIBLE = new RegExp(`(?:^|[${SEPARATOR}]) *${FORMULA_FIRST}`, "u");
function csvCell(value) {
    if (value === undefined)
        return "";
    const plain = String(value);
    // Most cells (dates, digests, names, sentences with commas) have no formula's first character
    // where a field may start: the replacement's look-behind, tried at every character of the cell,
    // is spared for them (it was a tenth of the handover's populations at 100,000 records when any
    // separator let it run).
    const text = FORMULA_POSSIBLE.test(plain) ? plain.replace(FORMULA_START, "'") : plain;
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}


/***/ }),

/***/ 64747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ markdownCodeSpan),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   XL: () => (/* binding */ escapeMarkdownWithAddresses)
/* harmony export */ });
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
// Escaping of user-supplied text (asset, system and facility names, service messages, file paths)
// for GitHub-flavoured Markdown. GitHub links @mentions, #references and bare URLs after Markdown
// has been parsed, so a backslash does not stop them (github/cmark-gfm#181), nor does an HTML
// entity such as &#64;: a zero-width space after the trigger does, and renders the same.

const ZERO_WIDTH_SPACE = "\u200B";
const REPLACEMENTS = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "@": `@${ZERO_WIDTH_SPACE}`,
    "#": `#${ZERO_WIDTH_SPACE}`,
};
/**
 * Text that renders literally wherever it is placed in a line, table cell or heading: no
 * emphasis, code, link, image, HTML, table cell break, mention, issue reference, autolink, math or
 * block marker, nor emoji. Hidden characters (newlines included) show as `\uXXXX`.
 */
function escapeMarkdown(text) {
    return ((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text)
        // Emoji shortcodes (:warning:), which GitHub, too, replaces after parsing.
        .replace(/:(?=[\w+-]+:)/g, `:${ZERO_WIDTH_SPACE}`)
        .replace(/[\\`*_~[\]|$&<>@#]/g, (character) => REPLACEMENTS[character] ?? `\\${character}`)
        // Bare URLs and www. names become links through GFM's autolink extension.
        .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
        .replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`)
        .replace(/GH-(?=\d)/gi, (prefix) => `${prefix}${ZERO_WIDTH_SPACE}`)
        // Block markers that count only at the start of a line: lists, setext underlines.
        .replace(/^([-+=])/, "\\$1")
        .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2"));
}
/**
 * escapeMarkdown for text that holds web addresses (a repository, the service, a timestamp
 * authority): each address becomes a code span, literal and copyable, where escapeMarkdown would
 * put a zero-width space after "://" to stop GitHub's autolink, breaking the address a reader
 * copies. A code span is never linked, so nothing untrusted becomes a link either way.
 */
function escapeMarkdownWithAddresses(text) {
    return text
        .split(/(https?:\/\/[^\s,;]+)/)
        .map((part, index) => (index % 2 === 1 ? markdownCodeSpan(part) : escapeMarkdown(part)))
        .join("");
}
/** A code span holding `text` literally, whatever backticks it contains. */
function markdownCodeSpan(text) {
    const shown = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text);
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
    return `${fence}${padding}${shown}${padding}${fence}`;
}


/***/ }),

/***/ 10187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ arrayChunks),
/* harmony export */   Kj: () => (/* binding */ documentChunks),
/* harmony export */   WQ: () => (/* binding */ whole),
/* harmony export */   YF: () => (/* binding */ objectChunks)
/* harmony export */ });
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
/* harmony import */ var _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38871);
// JSON written in pieces, byte for byte as renderJson would write the value whole (2-space
// indentation at every depth, hidden characters escaped, a trailing newline): each member and each
// item of a list stringified on its own and indented to its depth, so that a list of any length is
// written one item at a time (the audit report's records, the obligations).


/**
 * A document whose members are `members`, as `renderJson` would write it: escaped, a last newline.
 * Escaped a batch of pieces at a time: the escape is a character's own (JSON.stringify never splits
 * a character between pieces), and its look for a character to escape costs per call, where most
 * pieces are a few bytes (a 281 MB obligations listing: 0.76 s escaping piece by piece).
 */
function* documentChunks(members) {
    for (const batch of (0,_core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_1__/* .textBatches */ .S)(objectChunks(members, 0)))
        yield (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHiddenCharactersInJson */ .R7)(batch);
    yield "\n";
}
/** `value` as JSON.stringify(value, null, 2) writes it `depth` levels deep, in one piece. */
function whole(value, depth) {
    const json = JSON.stringify(value, null, 2);
    return json === undefined ? undefined : [json.replaceAll("\n", `\n${indent(depth)}`)];
}
/** An object's members that have a value, as JSON.stringify writes them (`{}` when none has). */
function* objectChunks(members, depth) {
    let written = 0;
    for (const [key, part] of members) {
        const chunks = part(depth + 1);
        if (chunks === undefined)
            continue;
        yield `${written++ === 0 ? "{" : ","}\n${indent(depth + 1)}${JSON.stringify(key)}: `;
        yield* chunks;
    }
    yield written === 0 ? "{}" : `\n${indent(depth)}}`;
}
/** A list's items, each read when it is written, as JSON.stringify writes an array's. */
function* arrayChunks(items, depth, item) {
    let written = 0;
    for (const value of items) {
        yield `${written++ === 0 ? "[" : ","}\n${indent(depth + 1)}`;
        // JSON.stringify writes null for an item it would leave out of an object.
        yield* item(value, depth + 1) ?? ["null"];
    }
    yield written === 0 ? "[]" : `\n${indent(depth)}]`;
}
function indent(depth) {
    return "  ".repeat(depth);
}


/***/ })

};
