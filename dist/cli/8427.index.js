export const id = 8427;
export const ids = [8427];
export const modules = {

/***/ 47954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _U: () => (/* binding */ jsonWorkspace),
/* harmony export */   ih: () => (/* binding */ ReportPasses),
/* harmony export */   vG: () => (/* binding */ reportOfLedger)
/* harmony export */ });
/* unused harmony export buildEvidenceReport */
/* harmony import */ var _chain_chain_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25065);
/* harmony import */ var _chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36968);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38291);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91864);
/* harmony import */ var _report_entries_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89005);
/* harmony import */ var _report_pass_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53444);
/* harmony import */ var _report_state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(84944);
/* harmony import */ var _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(17106);











/** The report of a ledger held in memory (its files in any order). */
function buildEvidenceReport(files, period, now, { timestamps = new Map(), toolVersion = "unknown" } = {}) {
    const byPath = new Map(files.map((file) => [file.path, file.bytes]));
    const sorted = [...byPath.keys()].sort(compareCodePoints);
    const source = {
        paths: (under = RECORDS_DIR, from = "") => sorted.filter((path) => path.startsWith(`${under}/`) && compareCodePoints(path, from) >= 0),
        read: (path) => getOrThrow(byPath, path, "the ledger's records"),
        stamp: (path) => timestamps.get(path),
    };
    return reportOfLedger(source, period, now, toolVersion);
}
/**
 * The report of the ledger `source`: one pass now, and one per list a renderer iterates. `visit`
 * sees each valid record in that first pass (the CIP obligations are judged there); a record file
 * `known` says this build found valid before is not held to the schema again.
 */
function reportOfLedger(source, period, now, toolVersion, visit, known) {
    const checker = new _chain_chain_check_js__WEBPACK_IMPORTED_MODULE_0__/* .LedgerChecker */ .X({ keepRecords: false, ...(visit && { visit }), known });
    const passes = new ReportPasses(period, (path) => source.stamp(path));
    for (const path of source.paths()) {
        const record = checker.add({ path, bytes: source.read(path) });
        if (record !== undefined)
            passes.add(path, record);
    }
    const { recordCount, breaks } = checker.result();
    return passes.report(source, { records: recordCount, breaks }, now, toolVersion);
}
/**
 * The report's first pass, fed each valid record in chain order: every workspace summed up
 * (WorkspacePass), and whose inventory it is; from the first record, or resumed from what a
 * checkpoint of one workspace holds for it (HeldReport), fed the records from its record on.
 */
class ReportPasses {
    #passes = new Map();
    #subject;
    #period;
    #stamp;
    #resumed;
    constructor(period, stamp, resumed) {
        this.#period = period;
        this.#stamp = (path) => stamp(path) ?? "not timestamped";
        this.#resumed = resumed;
        this.#subject = new _report_state_js__WEBPACK_IMPORTED_MODULE_7__/* .SubjectOf */ .sE(resumed?.held.subject);
    }
    add(path, record) {
        this.#subject.add(record);
        let pass = this.#passes.get(record.workspace);
        if (pass === undefined) {
            const held = this.#resumed?.workspace === record.workspace ? this.#resumed.held : undefined;
            const drift = held === undefined ? undefined : _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_8__/* .DriftEpisodes */ .W.resume(held.drift);
            pass = new _report_pass_js__WEBPACK_IMPORTED_MODULE_6__/* .WorkspacePass */ .v(record.workspace, this.#period, this.#stamp, drift);
            this.#passes.set(record.workspace, pass);
        }
        pass.add(path, record);
    }
    /**
     * The report, once every record was added: `verified` counts the records read and their breaks
     * (a resumed pass adds the records before the checkpoint's, as it holds their count).
     */
    report(source, verified, now, toolVersion) {
        const period = this.#period;
        const timeZone = period.timeZone ?? "UTC";
        const entries = periodEntries(source, period, this.#stamp);
        const summaries = [...this.#passes.values()].map((pass) => pass.finish(now));
        const exceptions = [];
        const workspaces = summaries.map(({ exception_changes, latest, ...summary }) => {
            const found = exceptionsOf(exception_changes, summary, period.to);
            exceptions.push(...found);
            const { workspace } = summary;
            const inPeriod = () => periodPaths(source, workspace, period);
            return {
                ...summary,
                months: withExceptions(summary.months, found, timeZone),
                changes: entries(inPeriod, workspace, "change", _report_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .changeEntry */ .df),
                monitoring: entries(inPeriod, workspace, "monitoring", _report_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .monitoringEntry */ .RK),
                configuration_monitoring: entries(inPeriod, workspace, "configuration-monitoring", _report_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .configurationMonitoringEntry */ .Xb),
                latest: {
                    changes: entries(() => latest.change, workspace, "change", _report_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .changeEntry */ .df),
                    monitoring: entries(() => latest.monitoring, workspace, "monitoring", _report_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .monitoringEntry */ .RK),
                    configuration_monitoring: entries(() => latest["configuration-monitoring"], workspace, "configuration-monitoring", _report_entries_js__WEBPACK_IMPORTED_MODULE_5__/* .configurationMonitoringEntry */ .Xb),
                },
            };
        });
        return {
            subject: this.#subject.sorted([...this.#passes.keys()]),
            period: {
                from: period.from.toISOString(),
                to: period.to.toISOString(),
                first_day: (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .dateIn */ .m7)(period.from, timeZone),
                last_day: (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .dateIn */ .m7)(new Date(period.to.getTime() - 1), timeZone),
                time_zone: timeZone,
            },
            generated_at: now.toISOString(),
            generated_by: toolVersion,
            limit_days: _report_pass_js__WEBPACK_IMPORTED_MODULE_6__/* .MONITORING_LIMIT_DAYS */ .t,
            ledger: {
                records: verified.records + (this.#resumed?.held.records ?? 0),
                breaks: verified.breaks,
            },
            exceptions: exceptions.sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .OP)(a.at, b.at)),
            workspaces,
        };
    }
}
/**
 * A workspace as the JSON report writes it, in its key order and without the counts the streamed
 * renderers need; its changes and monitoring runs are still read from the ledger when iterated.
 */
function jsonWorkspace(workspace) {
    return {
        workspace: workspace.workspace,
        changes: workspace.changes,
        monitoring: workspace.monitoring,
        configuration_monitoring: workspace.configuration_monitoring,
        longest_gap: workspace.longest_gap,
        gaps_over_limit: workspace.gaps_over_limit,
        drift_episodes: workspace.drift_episodes,
        months: workspace.months,
    };
}
/**
 * The period's records of one workspace and kind at `paths` (every one, or the latest the first
 * pass kept) as report entries, read from `source` each time they are iterated: the second pass. A
 * file that is not a valid record of the kind is skipped, as the first pass skipped it; one the
 * reading verified is not checked again (source.verified).
 */
function periodEntries(source, period, stamp) {
    return (paths, workspace, kind, entry) => ({
        *[Symbol.iterator]() {
            for (const path of paths()) {
                if ((0,_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__/* .kindOfPath */ .Bs)(path) !== kind || !(0,_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecordPathOf */ .sm)(path, workspace))
                    continue;
                const bytes = source.read(path);
                const record = source.verified?.(path, bytes) ?? (0,_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRecordFile */ .TG)({ path, bytes });
                if ("message" in record || record.kind !== kind)
                    continue;
                const time = Date.parse(record.recorded_at);
                if (time < period.from.getTime() || time >= period.to.getTime())
                    continue;
                yield entry(path, record, stamp(path));
            }
        },
    });
}
/**
 * The paths of `workspace`'s files that may hold a record of `period`, in name order: a record's
 * file is named after the time it was recorded, in the folder of that time's UTC year and month
 * (recordPath; parseRecordFile refuses a file named otherwise), so only the months the period
 * touches are listed, and only files named within a second of it are given. A report of a month
 * of a ten-year ledger reads that month's records, not every one.
 */
function* periodPaths(source, workspace, period) {
    const [from, to] = [period.from.getTime() - 1_000, period.to.getTime() + 1_000];
    const month = new Date(from);
    month.setUTCDate(1);
    month.setUTCHours(0, 0, 0, 0);
    for (; month.getTime() < to; month.setUTCMonth(month.getUTCMonth() + 1)) {
        const folder = month.toISOString().slice(0, 7).replace("-", "/");
        for (const path of source.paths(`${_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__/* .RECORDS_DIR */ .v7}/${workspace}/${folder}`)) {
            const named = Date.parse((0,_chain_record_files_js__WEBPACK_IMPORTED_MODULE_4__/* .recordedAtOfPath */ .ml)(path) ?? "");
            if (Number.isNaN(named) || (named >= from && named < to))
                yield path;
        }
    }
}
/**
 * A workspace's exceptions: its changes that are one, its gaps over the limit, its drift still
 * unresolved at the period's end (`to`): as of its end, as the populations judge it (issue 90).
 */
function exceptionsOf(changes, summary, to) {
    const base = { workspace: summary.workspace };
    return [
        ...changes.map((change) => ({
            ...base,
            kind: "change",
            at: change.recorded_at,
            change,
        })),
        ...summary.gaps_over_limit.map((gap) => ({
            ...base,
            kind: "gap",
            at: gap.from,
            gap,
        })),
        ...summary.drift_episodes
            .filter((episode) => episode.resolved_at === null || Date.parse(episode.resolved_at) >= to.getTime())
            .map((episode) => ({
            ...base,
            kind: "drift",
            at: episode.first_seen,
            episode,
        })),
    ];
}
/** The months with each exception counted in its month (a month only an exception falls in too). */
function withExceptions(months, exceptions, timeZone) {
    const byMonth = new Map(months.map((month) => [month.month, { ...month }]));
    for (const { at } of exceptions) {
        const key = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .dateIn */ .m7)(at, timeZone).slice(0, 7);
        const month = byMonth.get(key) ?? {
            month: key,
            changes: 0,
            monitoring_runs: 0,
            drift_runs: 0,
            flagged_changes_gaps_drift: 0,
        };
        month.flagged_changes_gaps_drift++;
        byMonth.set(key, month);
    }
    return [...byMonth.values()].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .OP)(a.month, b.month));
}


/***/ }),

/***/ 84944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k_: () => (/* binding */ HELD_REPORT_VERSION),
/* harmony export */   sE: () => (/* binding */ SubjectOf),
/* harmony export */   sj: () => (/* binding */ ReportFold)
/* harmony export */ });
/* harmony import */ var _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17106);
// What the audit report reads of a workspace's records whatever its period: whose inventory they
// are (SubjectOf), the drift episode still open (DriftEpisodes), and how many records there are.
// Everything else the report says of a period comes from the period's records and the monitoring
// run before it. A drift check's checkpoint keeps this state (HeldReport, in
// core/checkpoint/ledger-checkpoint.ts), so that `evidence report` for a period that
// starts after the checkpoint's record reads only the records from that record on. Pure.

/**
 * The version of the report's state in the drift check's checkpoint (HeldReport, with the part
 * counts core/checkpoint/ledger-checkpoint.ts keeps beside it): one more whenever it, or how
 * ReportFold reads it, changes, which moves that checkpoint's format.
 */
const HELD_REPORT_VERSION = 1;
/** Each distinct organization, repository and service the records name. */
class SubjectOf {
    #organizations;
    #repositories;
    #services;
    constructor(held = { organizations: [], repositories: [], services: [] }) {
        this.#organizations = new Set(held.organizations);
        this.#repositories = new Set(held.repositories);
        this.#services = new Set(held.services);
    }
    add(record) {
        this.#repositories.add(record.run.repository);
        const context = record.kind === "change"
            ? record.change.change_record?.context
            : record.kind === "monitoring"
                ? record.monitoring
                : undefined;
        if (context?.organization !== undefined)
            this.#organizations.add(context.organization);
        if (context?.service !== undefined)
            this.#services.add(context.service);
    }
    sorted(workspaces) {
        const sorted = (values) => [...values].sort();
        return {
            organizations: sorted(this.#organizations),
            repositories: sorted(this.#repositories),
            services: sorted(this.#services),
            workspaces: [...workspaces].sort(),
        };
    }
}
/** One workspace's HeldReport, record by record: what the drift check's fold keeps for the report. */
class ReportFold {
    #subject;
    #drift;
    #records;
    constructor(held) {
        this.#subject = new SubjectOf(held?.subject);
        this.#drift = held === undefined ? new _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__/* .DriftEpisodes */ .W() : _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__/* .DriftEpisodes */ .W.resume(held.drift);
        this.#records = held?.records ?? 0;
    }
    /** The workspace's next record, in chain order. */
    add(record) {
        this.#subject.add(record);
        this.#drift.add(record);
        this.#records++;
    }
    /** The state a checkpoint keeps, sharing the open drift episode: serialised at once. */
    held() {
        const { organizations, repositories, services } = this.#subject.sorted([]);
        return {
            records: this.#records,
            subject: { organizations, repositories, services },
            drift: this.#drift.held(),
        };
    }
}


/***/ }),

/***/ 75977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ assetRowsOf),
/* harmony export */   o: () => (/* binding */ ASSET_ROW_COLUMNS)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

const ASSET_ROW_COLUMNS = [
    "asset_id",
    "asset_name",
    "asset_type",
    "cyber_system_id",
    "cyber_system_name",
    "parent_kind",
    "parent_id",
    "parent_name",
];
/**
 * Every live asset, sorted by cyber system name, asset name and id, with its extra fields as
 * `serviceFieldsOf` gives them.
 */
function assetRowsOf(live, serviceFieldsOf) {
    const systems = new Map(live.cyberSystems.map((system) => [system.id, system]));
    const facilities = new Map(live.facilities.map((facility) => [facility.id, facility]));
    const centers = new Map(live.controlCenters.map((center) => [center.id, center]));
    const rows = live.cyberAssets.map((asset) => {
        const system = systems.get(asset.cyber_system_id);
        const facility = system?.facility_id ? facilities.get(system.facility_id) : undefined;
        const center = system?.control_center_id ? centers.get(system.control_center_id) : undefined;
        const parent = facility ?? center;
        return {
            asset_id: asset.id,
            asset_name: asset.name,
            asset_type: asset.asset_type,
            cyber_system_id: asset.cyber_system_id,
            cyber_system_name: system?.name ?? "",
            parent_kind: facility ? "facility" : center ? "control_center" : "",
            parent_id: parent?.id ?? "",
            parent_name: parent?.name ?? "",
            service_fields: serviceFieldsOf(asset.id) ?? {},
        };
    });
    return rows.sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.cyber_system_name, b.cyber_system_name) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.asset_name, b.asset_name) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.asset_id, b.asset_id));
}


/***/ }),

/***/ 64991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ gapLine),
/* harmony export */   Fz: () => (/* binding */ operationCells),
/* harmony export */   GI: () => (/* binding */ baselineDeviationLines),
/* harmony export */   GJ: () => (/* binding */ systemsText),
/* harmony export */   HM: () => (/* binding */ observationFindings),
/* harmony export */   JI: () => (/* binding */ noMonitoringWords),
/* harmony export */   JW: () => (/* binding */ NO_EXCEPTIONS),
/* harmony export */   Rh: () => (/* binding */ headerFacts),
/* harmony export */   SY: () => (/* binding */ configurationResult),
/* harmony export */   Wd: () => (/* binding */ periodLine),
/* harmony export */   Wg: () => (/* binding */ changeOutcomeWords),
/* harmony export */   XQ: () => (/* binding */ operationResult),
/* harmony export */   YR: () => (/* binding */ driftedAssetText),
/* harmony export */   e6: () => (/* binding */ unauthorizedChangeText),
/* harmony export */   eU: () => (/* binding */ reviewedWord),
/* harmony export */   fY: () => (/* binding */ collectorFileWords),
/* harmony export */   gF: () => (/* binding */ policyWords),
/* harmony export */   kL: () => (/* binding */ exceptionKind),
/* harmony export */   k_: () => (/* binding */ investigationText),
/* harmony export */   nl: () => (/* binding */ readableTime),
/* harmony export */   r_: () => (/* binding */ exceptionDetail),
/* harmony export */   s9: () => (/* binding */ episodeLine)
/* harmony export */ });
/* unused harmony exports episodeResolution, changeTitle */
/* harmony import */ var _core_evidence_records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15453);
/* harmony import */ var _core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45168);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82205);
/* harmony import */ var _core_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29029);
/* harmony import */ var _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61015);





/** "2026-01-01 06:00 UTC": the time as an auditor reads it. */
function readableTime(iso) {
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** "2026-03-01 to 2026-03-31 (America/Chicago)": the period's days, in the zone they are counted in. */
function periodLine(report) {
    const { first_day, last_day, time_zone } = report.period;
    return `${first_day} to ${last_day} (${time_zone})`;
}
/** "yes", "NO" or "n/a": whether what was executed is what was reviewed. */
function reviewedWord(entry) {
    if (entry.reviewed_is_executed === null)
        return "n/a";
    return entry.reviewed_is_executed ? "yes" : "NO";
}
function gapLine(gap, limit) {
    return `${gap.days} days, ${readableTime(gap.from)} to ${readableTime(gap.to)}${gap.over_limit ? ` (over ${limit})` : ""}`;
}
/**
 * A workspace with no drift check in the period: not "no gap", but no check at all. A drift check
 * compares the inventory with the service, never a device with its baseline, so these words name
 * no CIP-010 R2.1 clock: that one is judged from configuration-monitoring records (obligations).
 */
function noMonitoringWords(limit) {
    return `No monitoring run in the period: no drift check compared the inventory with the service, which the report expects at least every ${limit} days (this is not CIP-010 R2.1 configuration monitoring: see the obligations).`;
}
function episodeResolution(episode) {
    if (episode.resolved_at === null)
        return "unresolved";
    const by = episode.resolved_by;
    if (by === null)
        return `resolved ${readableTime(episode.resolved_at)}`;
    const numbers = by.pull_requests.map(({ number }) => `#${number}`);
    const pull = numbers.length === 0
        ? "an apply"
        : `the apply of ${numbers.length === 1 ? "pull request" : "pull requests"} ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .listOf */ .c3)(numbers)}`;
    return `resolved ${readableTime(episode.resolved_at)} by ${pull} (${readableTime(by.recorded_at)})`;
}
function episodeLine(episode) {
    return `First seen ${readableTime(episode.first_seen)}, last seen ${readableTime(episode.last_seen)}, up to ${episode.max_differences} asset(s): ${episodeResolution(episode)}`;
}
/** "update alpha-hmi-02 (ca_0042) in Alpha EMS". */
function driftedAssetText(asset) {
    const id = asset.asset_id === null ? "" : ` (${asset.asset_id})`;
    return `${asset.action} ${asset.name}${id} in ${asset.cyber_system}`;
}
/** "Alpha EMS (cs_alpha), Beta (cs_beta)": the systems a drift check compared, by name and id. */
function systemsText(run) {
    return run.systems.length === 0
        ? "none"
        : run.systems.map(({ id, name }) => `${name} (${id})`).join(", ");
}
/** What names the change: its pull request(s), or its commit. */
function changeTitle(change) {
    const pulls = change.pull_requests;
    const [only] = pulls;
    if (only === undefined)
        return `commit ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .Fu)(change.merge_sha)}, no pull request`;
    if (pulls.length === 1)
        return `pull request #${only.number} ${only.title}`;
    return `pull requests ${pulls.map((pull) => `#${pull.number}`).join(", ")}, merged together`;
}
/** Labelled facts of the report's header, in the order shown. */
function headerFacts(report) {
    const values = (list) => list.length === 0 ? "not recorded in the ledger" : list.join(", ");
    const { subject } = report;
    return [
        ["Organization", values(subject.organizations)],
        ["Repository", values(subject.repositories)],
        ["Service", values(subject.services)],
        ["Period", periodLine(report)],
        ["Workspaces", values(subject.workspaces)],
        ["Generated", `${readableTime(report.generated_at)} by cip-sync ${report.generated_by}`],
        [
            "Monitoring limit",
            `${report.limit_days} calendar days between drift checks (not CIP-010 R2.1 configuration monitoring, which the obligations judge)`,
        ],
    ];
}
/** What the exceptions section says when the report flags none. */
const NO_EXCEPTIONS = "No refused, failed, partly applied or break-glass change; no gap over the limit; no unresolved drift; no obligation exception; no history warning.";
/** The kind of an exception, as its row names it. */
function exceptionKind(exception) {
    switch (exception.kind) {
        case "change":
            return exception.change.exceptions.join("; ");
        case "gap":
            return "monitoring gap";
        case "drift":
            return "unresolved drift";
    }
}
/** What the exception is about, in a sentence. */
function exceptionDetail(exception, limit) {
    switch (exception.kind) {
        case "change": {
            const { change } = exception;
            const why = change.reason === null ? "" : `: ${change.reason}`;
            return `${changeOutcomeWords(change)}, ${changeTitle(change)}${why}`;
        }
        case "gap":
            return gapLine(exception.gap, limit);
        case "drift": {
            const { episode } = exception;
            const assets = episode.assets.map(driftedAssetText);
            return `${episodeLine(episode)}; assets: ${assets.length === 0 ? "none recorded" : assets.join(", ")}`;
        }
    }
}
/**
 * A change's outcome as headings say it: the record's outcome, and its baseline deviations when it
 * has any ("no-changes" then means no service operation, not that nothing changed).
 */
function changeOutcomeWords(change) {
    const deviations = (0,_core_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__/* .deviationsOf */ .YX)(change.baseline_deviations ?? undefined).length ||
        (change.ledger_deviations?.length ?? 0);
    if (deviations === 0)
        return change.outcome;
    const what = (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations, "baseline deviation");
    return change.outcome === "no-changes"
        ? `${what}, no service operation (${change.outcome})`
        : `${change.outcome}, ${what}`;
}
/**
 * The change's baselines against the existing ones: a heading, then a line per deviation (its
 * asset, system, the parts it opens and each item changed), entries passed through `show`; none
 * when the record says nothing of them.
 */
function baselineDeviationLines(change, show) {
    const comparison = change.baseline_deviations;
    const fromLedger = change.ledger_deviations ?? [];
    if (fromLedger.length > 0)
        return ledgerDeviationLines(comparison, fromLedger, show);
    if (comparison === null)
        return undefined;
    return {
        heading: (0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineComparisonWords */ .yM)(comparison),
        lines: (0,_core_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__/* .deviationsOf */ .YX)(comparison).map((deviation) => {
            const id = deviation.asset_id === undefined ? "" : ` (${show(deviation.asset_id)})`;
            const items = deviation.items.map((item) => (0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .itemChangeWords */ .dV)(item, show)).join("; ");
            return `${show(deviation.asset)}${id} in ${show(deviation.cyber_system)}, ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .opensWords */ .vA)(deviation.opens)}: ${items}`;
        }),
    };
}
/**
 * The deviations the ledger shows of a record that did not compare its baselines: each asset with
 * the parts it opened and the items whose digests changed (the ledger keeps no entries).
 */
function ledgerDeviationLines(comparison, deviations, show) {
    const why = comparison?.compared_with === null ? comparison.not_compared : "no comparison recorded";
    return {
        heading: `Baseline deviations the ledger shows: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations.length, "asset")} whose R1.1 items' digests changed from its last declared baseline, each a change CIP-010 R1.2 asks to authorize and document (the record itself: ${why}).`,
        lines: deviations.map((deviation) => {
            const id = deviation.asset_id === undefined ? "" : ` (${show(deviation.asset_id)})`;
            const items = deviation.items
                .map((item) => ledgerItemWords(item, deviation.patches, show))
                .join("; ");
            return `${show(deviation.asset)}${id} in ${show(deviation.cyber_system)}, ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .opensWords */ .vA)(deviation.opens)}: ${items}`;
        }),
    };
}
/**
 * "1.1.5 security patches applied: changed (...)": the ledger keeps each item's digest only; the
 * patches, where the record keeps what it declares of them, are named as they are now.
 */
function ledgerItemWords(item, patches, show) {
    if (item === "unknown")
        return (0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .itemChangeWords */ .dV)({ item, added: [], removed: [] }, (text) => text);
    if (item === "patches" && patches !== undefined)
        return `${_core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_1__/* .R1_1_PART */ .S4[item]}: changed, now ${patches.length === 0 ? "none" : patches.map(show).join(", ")} (the ledger keeps the digest of the patches before it, not their names; plan --base at the record's commit lists the entries added and removed)`;
    return `${_core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_1__/* .R1_1_PART */ .S4[item]}: changed (the ledger keeps its digest; plan --base at the record's commit lists the entries)`;
}
/** "a → b" when a field changed, the one value when it did not, "" when neither side states it. */
function changed(before, after) {
    const from = before ?? null;
    const to = after ?? null;
    if (from !== null && to !== null && from !== to)
        return `${from} → ${to}`;
    return to ?? from ?? "";
}
/** An operation's name, system, type and facility, each "old → new" where it changed. */
function operationCells(operation) {
    const { before, after } = operation;
    return {
        name: changed(before?.name, after?.name),
        cyber_system: changed(before?.cyber_system, after?.cyber_system),
        asset_type: changed(before?.asset_type, after?.asset_type),
        facility: changed(before?.facility, after?.facility),
    };
}
/** The operation's result, with its error. */
function operationResult(operation) {
    return operation.error === null ? operation.result : `${operation.result}: ${operation.error}`;
}
function policyWords(policy) {
    const why = policy.reasons.length === 0 ? "" : `: ${policy.reasons.join("; ")}`;
    return {
        headline: `${policy.file}, blob ${policy.blob_sha}, read at ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .Fu)(policy.base_sha)}: ${policy.allowed ? "allowed" : "refused"}${why}`,
        rules: policy.rules.map((rule) => {
            const satisfiedBy = [...new Set(rule.requirements.flatMap((need) => need.satisfied_by))];
            const needs = rule.requirements.map((need) => {
                const who = need.system === null ? need.eligible.join(", ") : `owners of ${need.system}`;
                const by = need.satisfied_by.length === 0 ? "none" : need.satisfied_by.join(", ");
                const problem = need.problem === null ? "" : `: ${need.problem}`;
                return `${need.approvals} approval(s) from ${who}, satisfied by ${by}${problem}`;
            });
            return {
                result: rule.result,
                satisfiedBy,
                text: `rule ${rule.id}: ${rule.result} (${rule.operations} operation(s)); ${needs.join("; ")}`,
            };
        }),
        freezes: policy.freezes.map((freeze) => ({
            result: freeze.result,
            text: `freeze ${freeze.id} (${readableTime(freeze.from)} to ${readableTime(freeze.to)}): ${freeze.result}; ${freeze.override === null
                ? "no override"
                : `overridden by ${freeze.override.login}: ${freeze.override.reason}`}`,
        })),
    };
}
/** A configuration-monitoring record's result in words (CIP-010 R2.1). */
function configurationResult(entry) {
    const changes = entry.unauthorized_changes.length;
    return changes === 0
        ? `${entry.matching} of ${entry.assets} asset(s) match their baseline`
        : `${changes} unauthorized change(s) on ${entry.mismatched} asset(s) to investigate`;
}
/** An unauthorized change, or an investigation, as one line. */
/**
 * "EMS/ems-01 ports: observed, not declared: 3389/tcp; observed sha256:…, declared sha256:…": what changed, entry
 * by entry where the record keeps the entries, and the digests.
 */
function unauthorizedChangeText(change) {
    const entries = (0,_core_evidence_records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_0__/* .entryChangeWords */ .cb)(change);
    return `${change.cyber_system}/${change.name} ${change.item}: ${entries === "" ? "" : `${entries}; `}observed ${change.observed}, declared ${change.declared}`;
}
/**
 * What one observation found, as the operator who seals it reads it: how many assets matched
 * their baseline, how many were not compared, then each unauthorized change on a line of its own.
 */
function observationFindings(evidence) {
    const { assets, unauthorized_changes: changes } = evidence;
    const matching = assets.filter((asset) => asset.matches === true).length;
    const notCompared = assets.filter((asset) => asset.declared_from !== "inventory").length;
    const counts = [
        `${assets.length} asset(s) observed`,
        `${matching} matching their baseline`,
        ...(notCompared === 0 ? [] : [`${notCompared} not compared (no baseline in the inventory)`]),
        `${changes.length} unauthorized change(s) to investigate`,
    ];
    return `The observation: ${counts.join(", ")}${changes.length === 0 ? "." : ":"}\n${changes
        .map((change) => `  ${unauthorizedChangeText(change)}\n`)
        .join("")}`;
}
/** "the collector's file: SHA-256 <hex>": what the record was made from, for an auditor to check. */
function collectorFileWords(entry) {
    return `the collector's file: SHA-256 ${entry.input_sha256}`;
}
/** A collector's investigation: kept as it gave it, and said to close nothing (a reviewed note does). */
function investigationText(investigation) {
    return `${investigation.cyber_system}/${investigation.name} ${investigation.item} (detected in record ${investigation.detected_in}): ${investigation.reference} (the collector's word: closes nothing)`;
}


/***/ }),

/***/ 97281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fh: () => (/* binding */ obligationsHtml),
/* harmony export */   Hl: () => (/* binding */ obligationsMarkdownChunks),
/* harmony export */   Ml: () => (/* binding */ obligationsCsvChunks),
/* harmony export */   Pe: () => (/* binding */ recordText),
/* harmony export */   gq: () => (/* binding */ obligationsJsonChunks),
/* harmony export */   j: () => (/* binding */ renderObligationsMarkdown),
/* harmony export */   pZ: () => (/* binding */ obligationsTextChunks)
/* harmony export */ });
/* unused harmony export notJudgedMarkdown */
/* harmony import */ var _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85277);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(82205);
/* harmony import */ var _core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39178);
/* harmony import */ var _shared_csv_cell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69340);
/* harmony import */ var _shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51179);
/* harmony import */ var _shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10187);
/* harmony import */ var _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66800);








const COLUMNS = [
    "status",
    "kind",
    "workspace",
    "cyber_system_id",
    "cyber_system",
    "asset",
    "due",
    "opened_by_sequence",
    "opened_by_sha256",
    "opened_at",
    "closed_by_sequence",
    "closed_by_sha256",
    "closed_at",
    "requirement",
    "notes",
    // What it is about in words: the asset, or what a family's subject and CIP-003 name (an item, a
    // patch source, a patch, a mitigation plan, a delegation), which the columns above do not hold.
    "subject",
    // Last, so that a reader of the columns before it finds them where they were.
    "reason",
];
/** A family not judged, or not applicable, as a row: its name as the kind, its words as the reason. */
function unjudgedCells(status, family) {
    const reason = status === "not judged" ? family.notJudged : (0,_core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__/* .notApplicableWords */ .Sg)(family);
    return { status, kind: family.name, reason };
}
function cells(o) {
    return {
        status: o.status,
        kind: (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .kindText */ .uS)(o),
        workspace: o.workspace,
        cyber_system_id: o.subject.cyber_system_id,
        cyber_system: o.subject.cyber_system,
        asset: o.subject.asset,
        due: o.due ?? undefined,
        opened_by_sequence: o.opened_by.sequence,
        opened_by_sha256: o.opened_by.sha256,
        opened_at: o.opened_by.recorded_at,
        closed_by_sequence: o.closed_by?.sequence,
        closed_by_sha256: o.closed_by?.sha256,
        closed_at: o.closed_by?.recorded_at,
        requirement: o.requirement,
        notes: o.notes?.map(({ login, note }) => `${login}: ${note}`).join("; "),
        subject: (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .subjectText */ .yq)(o),
        reason: o.reason,
    };
}
/**
 * The obligations as CSV, a line at a time: a list of any length is never one string. A family not
 * judged is a row of its own first, status "not judged", its words in `reason`, so that no empty
 * list reads as clear in a spreadsheet either.
 */
function* obligationsCsvChunks(report) {
    yield `${COLUMNS.join(",")}\r\n`;
    for (const row of [
        ...(report.notJudged ?? []).map((family) => unjudgedCells("not judged", family)),
        ...(report.notApplicable ?? []).map((family) => unjudgedCells("not applicable", family)),
    ])
        yield `${COLUMNS.map((column) => (0,_shared_csv_cell_js__WEBPACK_IMPORTED_MODULE_2__/* .csvCell */ .r)(row[column])).join(",")}\r\n`;
    for (const o of report.obligations) {
        const row = cells(o);
        yield `${COLUMNS.map((column) => (0,_shared_csv_cell_js__WEBPACK_IMPORTED_MODULE_2__/* .csvCell */ .r)(row[column])).join(",")}\r\n`;
    }
}
/**
 * The obligations as renderJson writes them (`at`, `calendar`, `history_not_checked` when the
 * ledger was read without its git history, `statuses` when only these are listed, `obligations`),
 * one at a time.
 */
function obligationsJsonChunks(report) {
    const unchecked = report.historyNotChecked;
    const history = unchecked === undefined ? [] : [["history_not_checked", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(unchecked, depth)]];
    const statuses = report.statuses;
    const listed = statuses === undefined ? [] : [["statuses", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(statuses, depth)]];
    const notJudged = report.notJudged?.map((family) => family.notJudged);
    const notApplicable = report.notApplicable?.map(_core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__/* .notApplicableWords */ .Sg);
    const unjudged = [
        ...(notJudged === undefined || notJudged.length === 0
            ? []
            : [["not_judged", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(notJudged, depth)]]),
        ...(notApplicable === undefined || notApplicable.length === 0
            ? []
            : [["not_applicable", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(notApplicable, depth)]]),
    ];
    return (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .documentChunks */ .Kj)([
        ["at", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(report.at, depth)],
        ["calendar", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(report.calendar, depth)],
        ...history,
        ...listed,
        ...unjudged,
        ["obligations", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .arrayChunks */ .ER)(report.obligations, depth, _shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)],
    ]);
}
/**
 * One line of counts: "6 obligations, 2 overdue, 1 closed late, 3 open" (the statuses present),
 * and how many are listed when the report lists only some, with the command that lists every one
 * as the format writes code (`code`): numbers and status names only, nothing to escape.
 */
function countsText(counts, listed, code = (text) => text) {
    const total = _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .OBLIGATION_STATUSES */ .aC.reduce((sum, status) => sum + counts[status], 0);
    const parts = statusCounts(counts, _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .OBLIGATION_STATUSES */ .aC);
    const some = listed !== undefined && listed < total
        ? `; ${listed} listed here, exceptions first (${code("cip-sync obligations --all")} lists every one)`
        : "";
    return `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .countOf */ .pq)(total, "obligation")}, ${parts.length === 0 ? "none" : parts.join(", ")}${some}`;
}
/** "3 reminder, 1 closed": how many of each of `statuses` there are, those present only. */
function statusCounts(counts, statuses) {
    return statuses
        .filter((status) => counts[status] > 0)
        .map((status) => `${counts[status]} ${status.replace("-", " ")}`);
}
/**
 * What a listing of some statuses leaves out, and how to see it: "Listed: exception, overdue, due
 * soon, open. Not listed: 3 reminder, 1 closed; --all lists every one." Undefined when nothing is
 * left out. `flag` writes a flag as the format shows one.
 */
function unlistedText(report, flag) {
    const listed = report.statuses;
    if (listed === undefined)
        return undefined;
    const unlisted = statusCounts(report.counts, _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .OBLIGATION_STATUSES */ .aC.filter((status) => !listed.includes(status)));
    if (unlisted.length === 0)
        return undefined;
    const names = listed.length === 0 ? "none" : listed.map((s) => s.replace("-", " ")).join(", ");
    return `Listed: ${names}. Not listed: ${unlisted.join(", ")}; ${flag("--all")} lists every one, ${flag("--status")} chooses.`;
}
/** A record as the obligations' listings name it: "#3 2026-01-21T06:00:00.000Z sha256:<12 hex>". */
function recordText(ref) {
    return `#${ref.sequence} ${ref.recorded_at} sha256:${ref.sha256.slice(0, 12)}`;
}
/** The obligations as text, a line at a time. */
function* obligationsTextChunks(report) {
    yield `Obligations as of ${report.at} (${report.calendar}): ${countsText(report.counts)}.\n`;
    if (report.historyNotChecked !== undefined)
        yield `History not checked: ${report.historyNotChecked}.\n`;
    for (const family of report.notJudged ?? [])
        yield `Not judged: ${family.notJudged}\n`;
    for (const family of report.notApplicable ?? [])
        yield `Not applicable: ${(0,_core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__/* .notApplicableWords */ .Sg)(family)}\n`;
    const unlisted = unlistedText(report, (name) => name);
    if (unlisted !== undefined)
        yield `${unlisted}\n`;
    for (const o of report.obligations) {
        const due = (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .dueText */ .sC)(o);
        const closed = o.closed_by === undefined ? "" : `, closed by ${recordText(o.closed_by)}`;
        const noted = [
            ...(o.reason === undefined ? [] : [`; ${o.reason}`]),
            ...(o.closed_as === undefined ? [] : [` (${o.closed_as})`]),
            ...(o.verified_by === undefined
                ? []
                : [`; referenced baseline verified by ${recordText(o.verified_by)}`]),
            ...(o.not_closed_by ?? []).map(({ record, why }) => `; not closed by #${record.sequence}: ${why}`),
            ...(o.notes ?? []).map(({ login, note }) => `; noted by ${login}: ${note}`),
        ].join("");
        yield `  ${o.status.padEnd(11)} ${(0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .kindText */ .uS)(o).padEnd(12)}  ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_6__/* .revealHiddenCharacters */ .cr)((0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .subjectText */ .yq)(o))} [${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_6__/* .revealHiddenCharacters */ .cr)(o.workspace)}]: ${due}; opened by ${recordText(o.opened_by)}${closed}${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_6__/* .revealHiddenCharacters */ .cr)(noted)}\n`;
    }
}
/**
 * Each family not judged, then each not applicable, a paragraph of its own in Markdown ("" for
 * none).
 */
function notJudgedMarkdown(families, notApplicable = []) {
    return [
        ...families.map((family) => `**Not judged:** ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)(family.notJudged)}`),
        ...notApplicable.map((family) => `**Not applicable:** ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)((0,_core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__/* .notApplicableWords */ .Sg)(family))}`),
    ].join("\n\n");
}
/** The obligations the audit report and the Action list (some of them, with every count). */
function renderObligationsMarkdown(report) {
    return [
        ...markdownChunks(report, report.counts ?? (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .countStatuses */ .ip)(report.obligations), report.obligations.length),
    ].join("");
}
/** Every obligation of the listing in Markdown, a row at a time. */
function obligationsMarkdownChunks(report) {
    return markdownChunks(report, report.counts);
}
function* markdownChunks(report, counts, listed) {
    yield `## CIP obligations as of ${report.at}\n\n${countsText(counts, listed, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownCodeSpan */ .Bk)}. Dates count ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)(report.calendar)}.\n\n`;
    if (report.historyNotChecked !== undefined)
        yield `**History not checked:** ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)(report.historyNotChecked)}.\n\n`;
    const unjudged = notJudgedMarkdown(report.notJudged ?? [], report.notApplicable);
    if (unjudged !== "")
        yield `${unjudged}\n\n`;
    const unlisted = unlistedText({ ...report, counts }, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownCodeSpan */ .Bk);
    if (unlisted !== undefined)
        yield `${unlisted}\n\n`;
    let rows = 0;
    for (const o of report.obligations) {
        if (rows++ === 0)
            yield "| Status | Requirement | Workspace | Subject | Due | Opened by record | Closed by record | Reason |\n|---|---|---|---|---|---:|---:|---|\n";
        yield `| ${o.status} | ${(0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .kindText */ .uS)(o)} | ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownCodeSpan */ .Bk)(o.workspace)} | ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)((0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .subjectText */ .yq)(o))} | ${o.due ?? ""} | ${o.opened_by.sequence} | ${o.closed_by?.sequence ?? ""} | ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)(o.reason ?? "")} |\n`;
    }
}
/** The audit report's obligations in HTML: exceptions first, each with the records that opened and closed it. */
function obligationsHtml(report, limit) {
    if (report === undefined)
        return "";
    const head = `<h2 id="obligations">CIP obligations as of ${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(report.at)}</h2>\n<p>${countsText(report.counts ?? (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .countStatuses */ .ip)(report.obligations), report.obligations.length, (text) => `<code>${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(text)}</code>`)}.</p>\n<p class="note">Dates count ${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(report.calendar)}.</p>`;
    if (report.obligations.length === 0)
        return `${head}\n<p>No obligation: no change to a High or Medium system and no High system in the ledger.</p>`;
    const shown = report.obligations.slice(0, limit);
    const record = (ref) => ref === undefined ? "" : `#${ref.sequence} <code>${ref.sha256.slice(0, 12)}</code>`;
    const rows = shown.map((o) => {
        const bad = o.status === "exception" || o.status === "overdue" || o.status === "closed-late";
        return `<tr><td${bad ? ' class="bad"' : ""}>${o.status}</td><td>${(0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .kindText */ .uS)(o)}</td><td><code>${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(o.workspace)}</code></td><td>${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)((0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .subjectText */ .yq)(o))}</td><td>${o.due ?? ""}</td><td>${record(o.opened_by)}</td><td>${record(o.closed_by)}</td><td>${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(o.reason ?? "")}</td></tr>`;
    });
    const more = report.obligations.length - shown.length;
    return [
        head,
        "<table><thead><tr><th>Status</th><th>Requirement</th><th>Workspace</th><th>Subject</th><th>Due</th><th>Opened by</th><th>Closed by</th><th>Reason</th></tr></thead><tbody>",
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more are listed by <code>cip-sync obligations</code>.</p>`
            : "",
    ].join("\n");
}


/***/ }),

/***/ 58427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Vg: () => (/* binding */ DOCTOR_RENDERERS),
  dX: () => (/* binding */ DRIFT_RENDERERS),
  Ki: () => (/* binding */ EVIDENCE_REPORT_RENDERERS),
  OS: () => (/* binding */ EXPORT_RENDERERS),
  JE: () => (/* binding */ OBLIGATIONS_RENDERERS),
  zx: () => (/* binding */ PLAN_RENDERERS),
  ZK: () => (/* binding */ VALIDATION_RENDERERS),
  EI: () => (/* binding */ formatNames)
});

// EXTERNAL MODULE: ./src/core/inventory/writing/asset-rows.ts
var asset_rows = __webpack_require__(75977);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(66800);
// EXTERNAL MODULE: ./src/render/shared/csv-cell.ts + 1 modules
var csv_cell = __webpack_require__(69340);
;// CONCATENATED MODULE: ./src/render/asset-rows.ts
// The rows of `cip-sync export` as CSV (RFC 4180, the cells a spreadsheet would run as formulas
// defused as in the audit pack) or JSON (a list of objects with their `service_fields`, hidden
// characters escaped, in service text as in our own).



function renderAssetRowsCsv(rows) {
    const lines = [
        asset_rows/* ASSET_ROW_COLUMNS */.o.join(","),
        ...rows.map((row) => asset_rows/* ASSET_ROW_COLUMNS */.o.map((column) => (0,csv_cell/* csvCell */.r)(row[column])).join(",")),
    ];
    return `${lines.join("\r\n")}\r\n`;
}
function renderAssetRowsJson(rows) {
    return `${(0,reveal/* escapeHiddenCharactersInJson */.R7)(JSON.stringify(rows, null, 2))}\n`;
}

;// CONCATENATED MODULE: ./src/render/doctor.ts
const VERDICTS = {
    0: "healthy: cip-sync can plan and apply against this service",
    1: "blocked: fix the failure above, then run cip-sync doctor again",
    2: "deviations found: resolve them (see above); until then plans may be refused, or a refusal not enforced",
};
function renderDoctorText({ checks, findings, exitCode }) {
    const lines = checks.flatMap((check) => [
        `${check.outcome.padEnd(8)} ${check.name.padEnd(13)} ${check.detail}`,
        ...(check.fix === undefined ? [] : [`${"".padEnd(22)} fix: ${check.fix}`]),
    ]);
    if (findings.length > 0) {
        lines.push("", "Over the four lists:");
        for (const finding of findings) {
            lines.push(`${finding.level.padEnd(9)} ${finding.path ?? ""}: ${finding.text}`);
        }
    }
    lines.push("", `Result: ${VERDICTS[exitCode]} (exit ${exitCode})`);
    return `${lines.join("\n")}\n`;
}
function renderDoctorJson({ checks, findings, exitCode }) {
    return `${JSON.stringify({ exitCode, verdict: VERDICTS[exitCode], checks, findings }, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/render/evidence/obligations.ts
var obligations = __webpack_require__(97281);
// EXTERNAL MODULE: ./src/render/shared/escape-markdown.ts
var escape_markdown = __webpack_require__(64747);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
// EXTERNAL MODULE: ./src/core/plan/renames/possible-renames.ts
var possible_renames = __webpack_require__(13270);
// EXTERNAL MODULE: ./src/render/plan/plan-view.ts
var plan_view = __webpack_require__(82997);
;// CONCATENATED MODULE: ./src/render/plan/drift.ts





const WHAT = {
    create: "only in the files",
    delete: "only in the service",
    update: "differs",
};
function stateText(state) {
    if (state === null)
        return "(none)";
    return `${(0,reveal/* revealHiddenCharacters */.cr)(state.name)} (${state.asset_type}) in ${(0,reveal/* revealHiddenCharacters */.cr)(state.cyber_system)}`;
}
function stateMarkdown(state) {
    if (state === null)
        return "_none_";
    return `${(0,escape_markdown/* escapeMarkdown */.FV)(state.name)} (${state.asset_type}) in ${(0,escape_markdown/* escapeMarkdown */.FV)(state.cyber_system)}`;
}
/** "Drift: N assets differ ...", or "No drift: ...": the text output's first line and the Action's log line. */
function driftHeadline(findings) {
    const count = findings.differences.length;
    return findings.in_sync
        ? "No drift: the live inventory matches the files."
        : `Drift: ${(0,wording/* countOf */.pq)(count, "asset")} differ${count === 1 ? "s" : ""} between the files and the live inventory.`;
}
/** "only in the service, possibly renamed in the service": what the Drift column and line say. */
function whatDiffers(difference) {
    const what = WHAT[difference.action];
    return difference.possible_rename ? `${what}, ${plan_view/* POSSIBLY_RENAMED */.Z$}` : what;
}
/** The live half of a possible rename, with its asset type: where the fix is given. */
function renamedLive(difference) {
    const { possible_rename: rename, live } = difference;
    if (rename === undefined || difference.action !== "delete" || live === null)
        return undefined;
    return { rename, assetType: live.asset_type };
}
function renderDriftText(findings) {
    const lines = [driftHeadline(findings)];
    for (const difference of findings.differences) {
        lines.push(`  ${difference.asset_id ?? "(new)"}: ${whatDiffers(difference)}`, `    declared: ${stateText(difference.declared)}`, `    live:     ${stateText(difference.live)}`);
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            continue;
        const fix = (0,possible_renames/* renameFixLine */.gP)(renamed.rename, renamed.assetType);
        lines.push(`    keep the record: ${(0,reveal/* revealHiddenCharacters */.cr)(fix)}`, `    ${(0,possible_renames/* adoptLiveNameWords */.Nk)(renamed.rename, reveal/* revealHiddenCharacters */.cr)}`);
    }
    return `${lines.join("\n")}\n`;
}
/**
 * The drifted assets as a Markdown table, then the fix of each possible rename made in the service,
 * one line each; "" when in sync.
 */
function renderDriftTable(differences) {
    if (differences.length === 0)
        return "";
    const rows = differences.map((difference) => `| ${difference.asset_id === null ? "_new_" : (0,escape_markdown/* markdownCodeSpan */.Bk)(difference.asset_id)} | ${whatDiffers(difference)} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`);
    const fixes = differences.flatMap((difference) => {
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            return [];
        const { rename, assetType } = renamed;
        return [
            `- ${(0,escape_markdown/* escapeMarkdown */.FV)(rename.live)} ${(0,possible_renames/* declaredAsWords */.mw)(rename, escape_markdown/* escapeMarkdown */.FV)}, ${plan_view/* POSSIBLY_RENAMED */.Z$}. Keep the record: ${(0,escape_markdown/* markdownCodeSpan */.Bk)((0,possible_renames/* renameFixLine */.gP)(rename, assetType))}, ${(0,possible_renames/* adoptLiveNameWords */.Nk)(rename, escape_markdown/* escapeMarkdown */.FV)}.`,
        ];
    });
    return [
        "| Asset id | Drift | Declared in git | Held by the service |",
        "| --- | --- | --- | --- |",
        ...rows,
        "",
        ...(fixes.length === 0 ? [] : [...fixes, ""]),
    ].join("\n");
}
function renderDriftMarkdown(findings) {
    const table = renderDriftTable(findings.differences);
    return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}

// EXTERNAL MODULE: ./src/core/evidence/report/report-exceptions.ts
var report_exceptions = __webpack_require__(28555);
// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(51967);
// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 11 modules
var obligations_obligations = __webpack_require__(85277);
;// CONCATENATED MODULE: ./src/render/evidence/audit-exceptions.ts
// What the audit report flags, in every format alike: its exceptions counted once (changes, gaps,
// unresolved drift, obligation exceptions, history warnings, a history not read, families not
// judged; core/evidence/report/report-exceptions.ts), the obligation exceptions, history warnings
// and what the reading could not judge as rows of the exceptions list, and whether the
// ledger reads "intact": only when no chain is broken and nothing is flagged.



/** The report's exceptions by kind and in all: what every format's heading and integrity line say. */
function auditExceptionCounts(report) {
    const { obligations } = report;
    const notices = {
        familiesNotJudged: obligations === undefined ? null : familiesNotJudged(report).length,
        historyNotChecked: report.ledger.history_not_checked !== undefined,
    };
    if (obligations === undefined)
        return (0,report_exceptions/* exceptionCounts */.yT)(report.exceptions, null, report.history_warnings ?? [], notices);
    const counts = obligations.counts ?? (0,obligations_obligations/* countStatuses */.ip)(obligations.obligations);
    // The report lists only the late closings within the period (report-reading.ts): those count.
    const closedLate = obligations.obligations.filter((o) => o.status === "closed-late").length;
    return (0,report_exceptions/* exceptionCounts */.yT)(report.exceptions, { exception: counts.exception, overdue: counts.overdue, closedLate }, report.history_warnings ?? [], notices);
}
/** The families the report's obligations did not judge from the ledger, in the table's order. */
function familiesNotJudged(report) {
    return (report.families ?? []).filter((section) => section.not_judged !== undefined);
}
/**
 * What the reading could not judge, as rows of the exceptions list, after the history warnings:
 * a ledger read without its history, then each family not judged ("CIP-007 R2 not judged"), as
 * the populations' exceptions.csv names them.
 */
function readingExceptionWords(report) {
    const unchecked = report.ledger.history_not_checked;
    return [
        ...(unchecked === undefined ? [] : [{ kind: "history not checked", detail: unchecked }]),
        ...familiesNotJudged(report).map((section) => ({
            kind: `${section.family.name} not judged`,
            detail: section.not_judged ?? "",
        })),
    ];
}
/**
 * The obligations the report lists as exceptions: an exception, overdue, or closed late within the
 * period (the only late closings it lists), as the populations' exceptions.csv has a row for each.
 */
function obligationExceptions(report) {
    return (report.obligations?.obligations ?? []).filter((o) => EXCEPTION_STATUSES.has(o.status));
}
const EXCEPTION_STATUSES = new Set([
    "exception",
    "overdue",
    "closed-late",
]);
/** "2 changes, 3 obligation exceptions, 1 history warning": the kinds present; obligations not judged said. */
function exceptionCountsText(counts) {
    const parts = [
        ...(counts.changes === 0 ? [] : [(0,wording/* countOf */.pq)(counts.changes, "change")]),
        ...(counts.monitoring_gaps === 0
            ? []
            : [
                `${counts.monitoring_gaps} ${counts.monitoring_gaps === 1 ? "gap" : "gaps"} over the limit`,
            ]),
        ...(counts.unresolved_drift === 0
            ? []
            : [(0,wording/* countOf */.pq)(counts.unresolved_drift, "unresolved drift episode")]),
        ...(counts.obligations === null
            ? ["CIP obligations not judged in this report"]
            : [
                ...(counts.obligations === 0
                    ? []
                    : [(0,wording/* countOf */.pq)(counts.obligations, "obligation exception")]),
                ...(counts.overdue_obligations === 0 || counts.overdue_obligations === null
                    ? []
                    : [(0,wording/* countOf */.pq)(counts.overdue_obligations, "overdue obligation")]),
                ...(counts.obligations_closed_late === 0 || counts.obligations_closed_late === null
                    ? []
                    : [
                        `${counts.obligations_closed_late} ${counts.obligations_closed_late === 1 ? "obligation" : "obligations"} closed late`,
                    ]),
            ]),
        ...(counts.history_warnings === 0 ? [] : [(0,wording/* countOf */.pq)(counts.history_warnings, "history warning")]),
        ...(counts.history_not_checked === 0 ? [] : ["history not checked"]),
        ...(counts.families_not_judged === 0 || counts.families_not_judged === null
            ? []
            : [
                `${counts.families_not_judged} ${counts.families_not_judged === 1 ? "family" : "families"} not judged`,
            ]),
    ];
    return parts.length === 0 ? "none" : parts.join(", ");
}
/** How the ledger reads: broken, flagged, or intact (green) only when nothing is flagged. */
function integrityWords(report) {
    const { records, breaks, history_not_checked: unchecked } = report.ledger;
    // A copy without its history proves nothing of who wrote it: never "intact", and said once.
    const history = unchecked === undefined ? "" : ` The history was not checked: ${unchecked}.`;
    if (breaks.length > 0)
        return {
            state: "broken",
            text: `Ledger broken: ${breaks.length} break(s) found; this report shows what could be read.${history}`,
        };
    const verifies = `${records} record(s); every chain verifies (sequence and SHA-256 of the previous record)`;
    const counts = auditExceptionCounts(report);
    if (counts.total === 0 && unchecked === undefined)
        return {
            state: "intact",
            text: `Ledger intact: ${verifies}; nothing flagged${counts.obligations === null ? " (CIP obligations not judged in this report)" : ""}.`,
        };
    const flagged = counts.total === 0
        ? "nothing else flagged"
        : `the report flags ${(0,wording/* countOf */.pq)(counts.total, "exception")} (${exceptionCountsText(counts)}), listed under Exceptions`;
    return { state: "flagged", text: `Ledger flagged: ${verifies}, but ${flagged}.${history}` };
}
/**
 * An obligation as the exceptions list names it: what it counts as ("obligation exception",
 * "overdue obligation", "obligation closed late") and its requirement, then what and why.
 */
function obligationExceptionWords(o) {
    const counted = o.status === "overdue"
        ? "overdue obligation"
        : o.status === "closed-late"
            ? "obligation closed late"
            : "obligation exception";
    return {
        kind: `${counted}: ${(0,obligations_obligations/* kindText */.uS)(o)}`,
        detail: `${(0,obligations_obligations/* subjectText */.yq)(o)} [${o.workspace}]${o.reason === undefined ? "" : `: ${o.reason}`}; opened by record #${o.opened_by.sequence}`,
    };
}

// EXTERNAL MODULE: ./src/render/evidence/evidence-words.ts
var evidence_words = __webpack_require__(64991);
;// CONCATENATED MODULE: ./src/render/evidence/evidence-csv.ts
// The audit pack as one CSV table (RFC 4180) for spreadsheets, carrying every field the Markdown and
// HTML show: a row per header fact, per exception, per change, per rule and freeze of the owner
// policy that judged it, per operation of a change (old and new name, system, type and facility),
// per monitoring run (with the systems it compared), per gap
// over the limit and per drift episode (with its assets), told apart by the first column. Produced
// row by row, so a ledger of any size is written in constant memory. Cells are never formulas
// (csv-cell.ts).






const COLUMNS = [
    "row",
    "workspace",
    "time",
    "until",
    "outcome",
    "exception",
    "pull_request",
    "title",
    "author",
    "merged_by",
    "approved_by",
    "not_independent",
    "not_counted",
    "approved_earlier_commit",
    "reviewed_is_executed",
    "action",
    "asset_id",
    "name_before",
    "name_after",
    "system_before",
    "system_after",
    "type_before",
    "type_after",
    "facility_before",
    "facility_after",
    "systems",
    "detail",
    "file",
    "timestamp",
];
/** What the CSV report says of the CIP obligations, which it does not judge. */
const CSV_OBLIGATIONS_NOT_JUDGED = `CIP obligations: not judged in the CSV report, which lists the ledger's records only; \`cip-sync obligations --format csv\` judges them, with a row for each family not judged from the ledger (${(0,wording/* listOf */.c3)(family_table/* MERGE_JUDGED_FAMILIES */.G.map((family) => family.name))}) and why.`;
const line = (row) => `${COLUMNS.map((column) => (0,csv_cell/* csvCell */.r)(row[column])).join(",")}\r\n`;
/** The report in pieces (a row or a change's rows each), for a stream. */
function* evidenceCsvChunks(report) {
    yield `${COLUMNS.join(",")}\r\n`;
    for (const [label, value] of (0,evidence_words/* headerFacts */.Rh)(report))
        yield line({ row: "report", detail: `${label}: ${value}` });
    // It judges no obligation: no family's absence from it may read as clear.
    yield line({ row: "report", detail: CSV_OBLIGATIONS_NOT_JUDGED });
    const { records, breaks, history_not_checked: unchecked } = report.ledger;
    // "intact" only when nothing is flagged, as the Markdown and HTML reports say it.
    yield line({
        row: "ledger",
        outcome: integrityWords(report).state,
        detail: `${records} record(s); ${breaks.length} break(s); exceptions: ${exceptionCountsText(auditExceptionCounts(report))}`,
    });
    if (unchecked !== undefined)
        yield line({ row: "ledger-history", outcome: "not checked", detail: unchecked });
    for (const found of breaks)
        yield line({ row: "ledger-break", file: found.file, detail: found.message });
    for (const exception of report.exceptions) {
        yield line({
            row: "exception",
            workspace: exception.workspace,
            time: exception.at,
            exception: (0,evidence_words/* exceptionKind */.kL)(exception),
            detail: (0,evidence_words/* exceptionDetail */.r_)(exception, report.limit_days),
            file: exception.kind === "change" ? exception.change.file : undefined,
        });
    }
    for (const warning of report.history_warnings ?? []) {
        const { kind, detail } = (0,report_exceptions/* historyWarningWords */.s8)(warning);
        yield line({ row: "exception", exception: kind, detail, file: warning.records.join("; ") });
    }
    for (const { kind, detail } of readingExceptionWords(report))
        yield line({ row: "exception", exception: kind, detail });
    for (const workspace of report.workspaces) {
        for (const rowsOf of Object.values(KIND_ROWS)) {
            for (const rows of rowsOf(workspace, report))
                yield rows.map(line).join("");
        }
    }
}
/**
 * A workspace's rows, per evidence record kind, in the order written, a group of rows at a time:
 * a new kind fails to compile here until the audit pack shows it.
 */
const KIND_ROWS = {
    change: changeRows,
    monitoring: monitoringRows,
    "configuration-monitoring": configurationMonitoringRows,
};
/** A row per configuration-monitoring record, each followed by its unauthorized changes. */
function* configurationMonitoringRows(workspace) {
    const base = { workspace: workspace.workspace };
    for (const entry of workspace.configuration_monitoring) {
        const at = { ...base, time: entry.recorded_at, file: entry.file };
        yield [
            {
                ...at,
                row: "configuration-monitoring",
                until: entry.observed_at,
                outcome: entry.unauthorized_changes.length === 0 ? "matches" : "unauthorized-changes",
                detail: `${(0,evidence_words/* configurationResult */.SY)(entry)}; collector ${entry.collector}; ${(0,evidence_words/* collectorFileWords */.fY)(entry)}; inventory commit ${entry.commit}`,
                timestamp: entry.timestamp,
            },
            ...entry.unauthorized_changes.map((change) => ({
                ...at,
                row: "unauthorized-change",
                name_after: change.name,
                system_after: change.cyber_system,
                detail: (0,evidence_words/* unauthorizedChangeText */.e6)(change),
            })),
            ...entry.investigations.map((investigation) => ({
                ...at,
                row: "investigation",
                name_after: investigation.name,
                system_after: investigation.cyber_system,
                detail: (0,evidence_words/* investigationText */.k_)(investigation),
            })),
        ];
    }
}
/** A row per change, each followed by a row per operation it ran. */
function* changeRows(workspace) {
    for (const change of workspace.changes)
        yield [
            changeRow(workspace.workspace, change),
            ...policyRows(workspace.workspace, change),
            ...operationRows(workspace.workspace, change),
        ];
}
/** The owner policy that judged a change: a row for it, then one per rule and per freeze. */
function policyRows(workspace, change) {
    if (change.policy === null)
        return [];
    const words = (0,evidence_words/* policyWords */.gF)(change.policy);
    const base = { workspace, time: change.recorded_at, file: change.file };
    return [
        {
            ...base,
            row: "policy",
            outcome: change.policy.allowed ? "allowed" : "refused",
            detail: words.headline,
        },
        ...words.rules.map((rule) => ({
            ...base,
            row: "policy-rule",
            outcome: rule.result,
            approved_by: rule.satisfiedBy.join(" "),
            detail: rule.text,
        })),
        ...words.freezes.map((freeze) => ({
            ...base,
            row: "policy-freeze",
            outcome: freeze.result,
            detail: freeze.text,
        })),
    ];
}
/**
 * Several pull requests (merged together): their links, and their titles and logins in the same
 * order, one group per pull request separated by "; ".
 */
function changeRow(workspace, change) {
    const pulls = change.pull_requests;
    const each = (of) => pulls.map(of).join("; ");
    return {
        row: "change",
        workspace,
        time: change.recorded_at,
        outcome: change.outcome,
        exception: change.exceptions.join("; "),
        pull_request: pulls.map((pull) => pull.url).join(" "),
        title: each((pull) => pull.title),
        author: each((pull) => pull.author),
        merged_by: each((pull) => pull.merged_by ?? ""),
        approved_by: each((pull) => pull.approved_by.join(" ")),
        not_independent: each((pull) => pull.not_independent.join(" ")),
        not_counted: each((pull) => (pull.not_counted ?? []).map(({ login, why }) => `${login} (${why})`).join(" ")),
        approved_earlier_commit: each((pull) => pull.approved_earlier_commit.join(" ")),
        reviewed_is_executed: (0,evidence_words/* reviewedWord */.eU)(change),
        detail: change.reason ?? "",
        timestamp: change.timestamp,
        file: change.file,
    };
}
function operationRows(workspace, change) {
    return change.operations.map((operation) => ({
        row: "operation",
        workspace,
        time: change.recorded_at,
        outcome: operation.result,
        action: operation.action,
        asset_id: operation.asset_id ?? "",
        name_before: operation.before?.name ?? "",
        name_after: operation.after?.name ?? "",
        system_before: operation.before?.cyber_system ?? "",
        system_after: operation.after?.cyber_system ?? "",
        type_before: operation.before?.asset_type ?? "",
        type_after: operation.after?.asset_type ?? "",
        facility_before: operation.before?.facility ?? "",
        facility_after: operation.after?.facility ?? "",
        detail: operation.error ?? "",
        file: change.file,
    }));
}
/** A row per monitoring run, then the gaps over the limit and the drift episodes they show. */
function* monitoringRows(workspace, report) {
    const base = { workspace: workspace.workspace };
    for (const run of workspace.monitoring) {
        yield [
            {
                ...base,
                row: "monitoring",
                time: run.recorded_at,
                outcome: run.in_sync ? "in-sync" : "drift",
                systems: (0,evidence_words/* systemsText */.GJ)(run),
                detail: `${run.differences} difference(s); live ${run.live_fingerprint}`,
                file: run.file,
                timestamp: run.timestamp,
            },
        ];
    }
    for (const gap of workspace.gaps_over_limit)
        yield [
            {
                ...base,
                row: "gap-over-limit",
                time: gap.from,
                until: gap.to,
                detail: `${gap.days} days without monitoring (limit ${report.limit_days})`,
            },
        ];
    for (const episode of workspace.drift_episodes)
        yield [
            {
                ...base,
                row: "drift-episode",
                time: episode.first_seen,
                until: episode.resolved_at ?? "",
                outcome: episode.resolved_at === null ? "unresolved" : "resolved",
                pull_request: (episode.resolved_by?.pull_requests ?? []).map(({ url }) => url).join(" "),
                detail: `up to ${episode.max_differences} asset(s); last seen ${episode.last_seen}; assets: ${episode.assets.map(evidence_words/* driftedAssetText */.YR).join(", ")}`,
            },
        ];
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(23281);
// EXTERNAL MODULE: ./src/render/shared/escape-html.ts
var escape_html = __webpack_require__(51179);
;// CONCATENATED MODULE: ./src/render/evidence/patch-management.ts
// The audit report's sections of a requirement family judged from reviewed files, in Markdown and
// HTML, one per family of the table (MERGE_JUDGED_FAMILIES; the JSON report carries its counts
// under the family's checkpointKey, `patch_management`, `vulnerability_assessments`).
// Each part's obligations counted by status, every one judged counted, then those an auditor looks
// at first (exceptions, overdue, closed late), each naming the record that opened it and the one
// that closed it. Names come from the ledger: escaped in each format.






/** The statuses counted: every one but reminder, which no part of these families has. */
const COUNTED = obligations_obligations/* OBLIGATION_STATUSES */.aC.filter((status) => status !== "reminder");
/** What the section lists, exceptions first. */
const FLAGGED = new Set(["exception", "overdue", "closed-late"]);
const HEADINGS = [
    "Part",
    "Requirement (in the tool's words)",
    "Obligations",
    ...COUNTED.map((status) => `${status.charAt(0).toUpperCase()}${status.slice(1).replace("-", " ")}`),
];
const titleOf = (family) => `${family.name} ${family.topic}`;
const anchorOf = (family) => family.topic.replaceAll(" ", "-");
const noneFlagged = (family) => `No ${family.name} obligation is an exception, overdue or closed late.`;
/** Each part's row: its kind, its requirement, how many in all and in each counted status. */
function partRows(family, section) {
    return family.kinds.map((kind) => {
        // The family's tally counts every kind of the family.
        const counts = section.parts[kind] ?? (0,collections/* missingEntry */.Dj)(`the ${family.name} tally's ${kind}`);
        const total = obligations_obligations/* OBLIGATION_STATUSES */.aC.reduce((sum, status) => sum + counts[status], 0);
        return {
            kind,
            // A part is worded by its row of the requirement table, or by the words its family declares
            // for it: one with neither is refused here rather than shown without its requirement.
            requirement: (0,obligation_model/* isTableKind */.rn)(kind)
                ? obligations_obligations/* REQUIREMENTS */.dq[kind]
                : (family.declaredParts?.[kind]?.words ?? (0,collections/* missingEntry */.Dj)(`the requirement words of ${kind}`)),
            counts: [total, ...COUNTED.map((status) => counts[status])],
        };
    });
}
/** The family's flagged obligations the report holds (sorted, exceptions first), and how many there are in all. */
function flagged(report, family, section) {
    const kinds = new Set(family.kinds);
    const listed = (report.obligations?.obligations ?? []).filter((o) => kinds.has(o.kind) && FLAGGED.has(o.status));
    const total = family.kinds.reduce((sum, kind) => sum + [...FLAGGED].reduce((all, status) => all + (section.parts[kind]?.[status] ?? 0), 0), 0);
    return { listed, total };
}
/** "Exceptions, overdue and closed late first (3):", and how to see those the report leaves out. */
function flaggedHead(listed, total, code) {
    const more = listed < total
        ? `; ${total - listed} more are listed by ${code("cip-sync obligations --status exception,overdue,closed-late")}`
        : "";
    return `Exceptions, overdue and closed late first (${total}${more}):`;
}
/** Each family's section the report holds in Markdown, in the table's order. */
const familySectionsMarkdown = (report) => (report.families ?? []).map((section) => familyMarkdown(report, section));
/** Each family's section the report holds in HTML, in the table's order. */
const familySectionsHtml = (report) => (report.families ?? []).map((section) => familyHtml(report, section));
function familyMarkdown(report, section) {
    const { family } = section;
    const rows = partRows(family, section).map(({ kind, requirement, counts }) => `| ${kind} | ${(0,escape_markdown/* escapeMarkdown */.FV)(requirement)} | ${counts.join(" | ")} |`);
    const { listed, total } = flagged(report, family, section);
    const items = listed.map((o) => {
        const records = [
            `opened by ${(0,escape_markdown/* markdownCodeSpan */.Bk)((0,obligations/* recordText */.Pe)(o.opened_by))}`,
            ...(o.closed_by === undefined
                ? []
                : [`closed by ${(0,escape_markdown/* markdownCodeSpan */.Bk)((0,obligations/* recordText */.Pe)(o.closed_by))}`]),
        ];
        const reason = o.reason === undefined ? "" : `; ${(0,escape_markdown/* escapeMarkdown */.FV)(o.reason)}`;
        return `- **${o.status}** ${(0,obligation_model/* kindText */.uS)(o)}: ${(0,escape_markdown/* escapeMarkdown */.FV)((0,obligations_obligations/* subjectText */.yq)(o))} [${(0,escape_markdown/* markdownCodeSpan */.Bk)(o.workspace)}]: ${(0,obligations_obligations/* dueText */.sC)(o)}; ${records.join(", ")}${reason}`;
    });
    return [
        `## ${titleOf(family)} as of ${section.at}`,
        "",
        `| ${HEADINGS.join(" | ")} |`,
        `| --- | --- | ${COUNTED.map(() => "---:").join(" | ")} | ---: |`,
        ...rows,
        "",
        section.not_judged !== undefined || section.not_applicable !== undefined
            ? (0,escape_markdown/* escapeMarkdown */.FV)(section.not_judged ?? section.not_applicable ?? "")
            : total === 0
                ? noneFlagged(family)
                : flaggedHead(listed.length, total, escape_markdown/* markdownCodeSpan */.Bk),
        "",
        ...(items.length === 0 ? [] : [...items, ""]),
        "",
    ].join("\n");
}
function familyHtml(report, section) {
    const { family } = section;
    const rows = partRows(family, section).map(({ kind, requirement, counts }) => {
        const cells = counts.map((count, index) => {
            // Columns 1 to 3 after the total: exception, overdue, closed late.
            const bad = index >= 1 && index <= 3 && count > 0;
            return `<td${bad ? ' class="bad"' : ""}>${count}</td>`;
        });
        return `<tr><th scope="row">${kind}</th><td>${(0,escape_html/* escapeHtml */.Z)(requirement)}</td>${cells.join("")}</tr>`;
    });
    const { listed, total } = flagged(report, family, section);
    const code = (text) => `<code>${(0,escape_html/* escapeHtml */.Z)(text)}</code>`;
    const items = listed.map((o) => {
        const closed = o.closed_by === undefined ? "" : `, closed by ${code((0,obligations/* recordText */.Pe)(o.closed_by))}`;
        const reason = o.reason === undefined ? "" : `; ${(0,escape_html/* escapeHtml */.Z)(o.reason)}`;
        return `<li><span class="bad">${o.status}</span> ${(0,obligation_model/* kindText */.uS)(o)}: ${(0,escape_html/* escapeHtml */.Z)((0,obligations_obligations/* subjectText */.yq)(o))} [${code(o.workspace)}]: ${(0,obligations_obligations/* dueText */.sC)(o)}; opened by ${code((0,obligations/* recordText */.Pe)(o.opened_by))}${closed}${reason}</li>`;
    });
    return [
        `<h2 id="${anchorOf(family)}">${titleOf(family)} as of ${(0,escape_html/* escapeHtml */.Z)(section.at)}</h2>`,
        `<table><thead><tr>${HEADINGS.map((heading) => `<th>${(0,escape_html/* escapeHtml */.Z)(heading)}</th>`).join("")}</tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
        section.not_judged !== undefined || section.not_applicable !== undefined
            ? `<p>${(0,escape_html/* escapeHtml */.Z)(section.not_judged ?? section.not_applicable ?? "")}</p>`
            : total === 0
                ? `<p class="ok">${noneFlagged(family)}</p>`
                : `<p>${flaggedHead(listed.length, total, code)}</p>\n<ul>\n${items.join("\n")}\n</ul>`,
    ].join("\n");
}

// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/core/evidence/report/report-timeline.ts
var report_timeline = __webpack_require__(12222);
;// CONCATENATED MODULE: ./src/render/evidence/evidence-html-pass.ts
// Which records the HTML report shows: the report's newest, to be shown month by month, chosen
// among each workspace's latest of each kind, which the report's first pass kept (their paths) and
// which come from the ledger when iterated; no other record is read again. Each evidence kind has
// its reader in READERS, typed over every kind: a new kind fails to compile here until the page
// reads it.



/**
 * Each workspace of `report`, and which of its records are among the `limit` newest of the report
 * (no more than the LATEST_RECORDS_KEPT of each list the first pass kept). Those are the newest of
 * the latest of each workspace's changes and runs (kept in chain order, which is time order); of
 * records with the same time, the one read first. No more than a few times `limit` records are
 * held at once.
 */
function readWorkspaces(report, limit) {
    // A caller's mistake, never the ledger's: the page would show too few.
    if (limit > report_timeline/* LATEST_RECORDS_KEPT */.eq)
        throw new Error(`${limit} records shown, over the ${report_timeline/* LATEST_RECORDS_KEPT */.eq} of each list kept`);
    let newest = [];
    let order = 0;
    const consider = (workspace, read) => {
        const candidates = read.map((entry) => ({ ...entry, workspace, order: order++ }));
        newest = newestOf([...newest, ...candidates], limit);
    };
    report.workspaces.forEach((workspace, index) => {
        for (const kind of evidence_record/* EVIDENCE_KINDS */.At)
            consider(index, READERS[kind](workspace));
    });
    const byWorkspace = (0,collections/* groupBy */.$z)(newest.sort((a, b) => a.order - b.order), ({ workspace }) => String(workspace));
    return report.workspaces.map((workspace, index) => {
        const shown = byWorkspace.get(String(index)) ?? [];
        return {
            workspace,
            changes: shown.flatMap((candidate) => (candidate.kind === "change" ? [candidate.entry] : [])),
            runs: shown.flatMap((candidate) => (candidate.kind === "run" ? [candidate.entry] : [])),
            configuration: shown.flatMap((candidate) => candidate.kind === "configuration" ? [candidate.entry] : []),
        };
    });
}
/**
 * The `limit` newest of `candidates`, newest first; of the same time, the earlier in `candidates`
 * first (the sort is stable), so that keeping the newest workspace by workspace ends as one sort of
 * them all would.
 */
function newestOf(candidates, limit) {
    const time = ({ entry }) => entry.recorded_at;
    return candidates
        .sort((a, b) => (time(a) > time(b) ? -1 : time(a) < time(b) ? 1 : 0))
        .slice(0, limit);
}
/** How the page reads each kind of record: the latest the report's first pass kept. */
const READERS = {
    change: ({ latest }) => Array.from(latest.changes, (entry) => ({ kind: "change", entry })),
    monitoring: ({ latest }) => Array.from(latest.monitoring, (entry) => ({ kind: "run", entry })),
    "configuration-monitoring": ({ latest }) => Array.from(latest.configuration_monitoring, (entry) => ({ kind: "configuration", entry })),
};

// EXTERNAL MODULE: ./src/core/evidence/records/pull-request-schema.ts
var pull_request_schema = __webpack_require__(69529);
// EXTERNAL MODULE: ./src/core/evidence/report/report-entries.ts
var report_entries = __webpack_require__(89005);
;// CONCATENATED MODULE: ./src/render/evidence/evidence-html-records.ts





/** Operations shown per change; the rest are in the CSV and JSON reports. */
const HTML_OPERATION_LIMIT = 100;
const logins = (list) => (list.length === 0 ? "none" : (0,escape_html/* escapeHtml */.Z)(list.join(", ")));
/** A link to the pull request, only when its URL is http(s): never a `javascript:` href. */
const pullRequestLink = (pull) => (0,pull_request_schema/* isHttpUrl */.q$)(pull.url)
    ? `<a href="${(0,escape_html/* escapeHtml */.Z)(pull.url)}">#${pull.number}</a>`
    : `#${pull.number} (${(0,escape_html/* escapeHtml */.Z)(pull.url)})`;
/** Who approved a pull request, and who wrote and merged it, as list items. */
function approvalItems(pull) {
    const notCounted = (pull?.not_counted ?? []).map(({ login, why }) => `${login} (${why})`);
    return [
        `<li>Approved by (independent): ${logins(pull?.approved_by ?? [])}</li>`,
        `<li>Not independent (authored or committed a commit): ${logins(pull?.not_independent ?? [])}</li>`,
        notCounted.length > 0 ? `<li>Not counted: ${logins(notCounted)}</li>` : "",
        pull !== undefined && pull.approved_earlier_commit.length > 0
            ? `<li>Approved an earlier commit only: ${logins(pull.approved_earlier_commit)}</li>`
            : "",
        `<li>Author: ${(0,escape_html/* escapeHtml */.Z)(pull?.author ?? "n/a")}; merged by: ${(0,escape_html/* escapeHtml */.Z)(pull?.merged_by ?? "n/a")}</li>`,
    ].join("\n");
}
function changeSection(change) {
    const pulls = change.pull_requests;
    const [only] = pulls;
    const title = only === undefined
        ? `commit <code>${(0,escape_html/* escapeHtml */.Z)((0,wording/* shortSha */.Fu)(change.merge_sha))}</code>, no pull request`
        : pulls.length === 1
            ? `pull request ${pullRequestLink(only)} ${(0,escape_html/* escapeHtml */.Z)(only.title)}`
            : `pull requests ${pulls.map(pullRequestLink).join(", ")}, merged together`;
    const approvals = pulls.length <= 1
        ? approvalItems(only)
        : pulls
            .map((pull) => `<li>${pullRequestLink(pull)} ${(0,escape_html/* escapeHtml */.Z)(pull.title)}<ul>\n${approvalItems(pull)}\n</ul></li>`)
            .join("\n");
    const reviewed = (0,evidence_words/* reviewedWord */.eU)(change);
    const glass = change.break_glass ? ` <span class="bad">(${report_entries/* BREAK_GLASS */.Rb})</span>` : "";
    return [
        `<section class="change"><h5>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* readableTime */.nl)(change.recorded_at))}: ${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* changeOutcomeWords */.Wg)(change))}, ${title}${glass}</h5>`,
        `<ul class="facts">`,
        change.exceptions.length === 0
            ? ""
            : `<li><span class="bad">Exception:</span> ${(0,escape_html/* escapeHtml */.Z)(change.exceptions.join("; "))}</li>`,
        approvals,
        `<li>Reviewed plan is the executed plan: <span class="${reviewed === "NO" ? "bad" : "ok"}">${reviewed}</span></li>`,
        change.policy === null ? "" : policyItem(change.policy),
        change.reason === null ? "" : `<li>Why: ${(0,escape_html/* escapeHtml */.Z)(change.reason)}</li>`,
        baselinesItem(change),
        `<li>Record: <code>${(0,escape_html/* escapeHtml */.Z)(change.file)}</code></li>`,
        `<li>Timestamp: ${(0,escape_html/* escapeHtml */.Z)(change.timestamp)}</li>`,
        "</ul>",
        operationsTable(change),
        "</section>",
    ].join("\n");
}
/** The change's baselines against the existing ones, a deviation per sub-item; "" when unknown. */
function baselinesItem(change) {
    const baselines = (0,evidence_words/* baselineDeviationLines */.GI)(change, escape_html/* escapeHtml */.Z);
    if (baselines === undefined)
        return "";
    const items = baselines.lines.map((line) => `<li>${line}</li>`).join("\n");
    return `<li>${(0,escape_html/* escapeHtml */.Z)(baselines.heading)}${items === "" ? "" : `<ul>\n${items}\n</ul>`}</li>`;
}
/** The owner policy as a list item: its file and blob, then each rule and each freeze. */
function policyItem(policy) {
    const words = (0,evidence_words/* policyWords */.gF)(policy);
    const items = [...words.rules, ...words.freezes].map((item) => `<li><span class="${PASSED.has(item.result) ? "ok" : "bad"}">${(0,escape_html/* escapeHtml */.Z)(item.text)}</span></li>`);
    return `<li>Owner policy: <span class="${policy.allowed ? "ok" : "bad"}">${(0,escape_html/* escapeHtml */.Z)(words.headline)}</span><ul>\n${items.join("\n")}\n</ul></li>`;
}
/** The results of a rule or a freeze that let a change through. */
const PASSED = new Set(["met", "overridden"]);
function operationsTable(change) {
    if (change.operations.length === 0)
        return "";
    const shown = change.operations.slice(0, HTML_OPERATION_LIMIT);
    const rows = shown.map((operation, index) => {
        const cells = (0,evidence_words/* operationCells */.Fz)(operation);
        return `<tr><td>${index + 1}</td><td>${operation.action}</td><td><code>${(0,escape_html/* escapeHtml */.Z)(operation.asset_id ?? "")}</code></td><td>${(0,escape_html/* escapeHtml */.Z)(cells.name)}</td><td>${(0,escape_html/* escapeHtml */.Z)(cells.cyber_system)}</td><td>${(0,escape_html/* escapeHtml */.Z)(cells.asset_type)}</td><td>${(0,escape_html/* escapeHtml */.Z)(cells.facility)}</td><td>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* operationResult */.XQ)(operation))}</td></tr>`;
    });
    const more = change.operations.length - shown.length;
    return [
        `<table class="operations"><thead><tr><th>#</th><th>Action</th><th>Asset id</th><th>Name</th><th>System</th><th>Type</th><th>Facility</th><th>Result</th></tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more operation(s) of this change are in the CSV and JSON reports.</p>`
            : "",
    ].join("\n");
}
function monitoringTable(runs) {
    if (runs.length === 0)
        return "";
    const rows = runs.map((run) => `<tr class="record"><td>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* readableTime */.nl)(run.recorded_at))}</td><td>${run.in_sync ? '<span class="ok">in sync</span>' : '<span class="bad">drift</span>'}</td><td>${run.differences}</td><td>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* systemsText */.GJ)(run))}</td><td><code>${(0,escape_html/* escapeHtml */.Z)(run.live_fingerprint.slice(0, 19))}</code></td><td>${(0,escape_html/* escapeHtml */.Z)(run.timestamp)}</td></tr>`);
    return [
        `<table><thead><tr><th>When</th><th>Result</th><th>Differences</th><th>Systems</th><th>Live state</th><th>Timestamp</th></tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
    ].join("\n");
}
/** Configuration-monitoring records (CIP-010 R2.1), each with its unauthorized changes. */
function configurationTable(entries) {
    if (entries.length === 0)
        return "";
    const rows = entries.map((entry) => {
        const found = [
            ...(entry.unauthorized_changes.length === 0 ? [] : [(0,evidence_words/* collectorFileWords */.fY)(entry)]),
            ...entry.unauthorized_changes.map((change) => `unauthorized: ${(0,evidence_words/* unauthorizedChangeText */.e6)(change)}`),
            ...entry.investigations.map((investigation) => `investigated: ${(0,evidence_words/* investigationText */.k_)(investigation)}`),
        ];
        const result = `<span class="${entry.unauthorized_changes.length === 0 ? "ok" : "bad"}">${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* configurationResult */.SY)(entry))}</span>`;
        return `<tr class="record"><td>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* readableTime */.nl)(entry.recorded_at))}</td><td>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* readableTime */.nl)(entry.observed_at))}</td><td>${(0,escape_html/* escapeHtml */.Z)(entry.collector)}</td><td>${result}${found.map((line) => `<br>${(0,escape_html/* escapeHtml */.Z)(line)}`).join("")}</td><td><code>${(0,escape_html/* escapeHtml */.Z)((0,wording/* shortSha */.Fu)(entry.commit))}</code></td><td>${(0,escape_html/* escapeHtml */.Z)(entry.timestamp)}</td></tr>`;
    });
    return [
        `<table><thead><tr><th>When</th><th>Observed</th><th>Collector</th><th>Result</th><th>Commit</th><th>Timestamp</th></tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
    ].join("\n");
}

;// CONCATENATED MODULE: ./src/render/evidence/evidence-html-style.ts
// The HTML report's style sheet: on screen, a readable page; printed (A4 or Letter), each workspace
// from a new page, headings kept with the table or list that follows, table headers repeated on
// each page, no row split across pages, and the report's own footer with page numbers (the
// browser's "Headers and footers", which print the file:// address, are to be turned off).
/** A CSS string literal holding `text` (a quote, backslash or line break escaped). */
function cssString(text) {
    return `"${text.replace(/[\\"\n\r]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}
/** `footer`: the text printed at the bottom left of every page, beside "Page N of M". */
function evidenceStyle(footer) {
    return `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; margin: 2rem auto; max-width: 64rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
h2 { font-size: 1.25rem; border-bottom: 2px solid #d0d7de; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; margin-top: 1.4rem; }
h4 { font-size: .95rem; margin: 1rem 0 .3rem; }
h5 { font-size: .9rem; margin: .9rem 0 .2rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { border: 1px solid #d0d7de; padding: .25rem .45rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
table.header { width: auto; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
.ok { color: #1a7f37; font-weight: 600; }
.bad { color: #cf222e; font-weight: 600; }
.note { color: #57606a; }
.chart { width: 100%; height: auto; border: 1px solid #d0d7de; background: #fff; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  .screen-only { display: none; }
  section.workspace { break-before: page; }
  h1, h2, h3, h4, h5, ul.facts { break-after: avoid; page-break-after: avoid; }
  h2 + p, h3 + p, p:has(+ table) { break-after: avoid; page-break-after: avoid; }
  thead { display: table-header-group; }
  tr, li, .chart, ul.facts, section.change { break-inside: avoid; page-break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
@page {
  size: A4;
  margin: 14mm 12mm 16mm;
  @bottom-left { content: ${cssString(footer)}; font: 8pt system-ui, sans-serif; color: #57606a; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8pt system-ui, sans-serif; color: #57606a; }
}
`;
}

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
;// CONCATENATED MODULE: ./src/render/evidence/evidence-chart.ts




const CHART = { width: 960, height: 170, left: 20, right: 20, runsY: 40, changesY: 78, axisY: 100 };
const MONTH_NAMES = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
/**
 * How each mark the report's first pass counts changes by is drawn, in drawing order (later ones
 * above).
 */
const CHANGE_MARKS = {
    applied: { label: "applied", colour: "#0969da", shape: "diamond" },
    "break-glass": { label: "break-glass (no review)", colour: "#8250df", shape: "triangle-down" },
    refused: { label: "refused", colour: "#bc4c00", shape: "square" },
    incomplete: { label: "failed, partly applied or interrupted", colour: "#cf222e", shape: "cross" },
};
/** An SVG shape centred on (x, y). */
function shape(kind, x, y, colour, title) {
    const tip = `<title>${(0,escape_html/* escapeHtml */.Z)(title)}</title>`;
    const path = (d, fill = colour) => `<path d="${d}" fill="${fill}" stroke="${colour}" stroke-width="1.5">${tip}</path>`;
    switch (kind) {
        case "circle":
            return `<circle cx="${x}" cy="${y}" r="4" fill="${colour}">${tip}</circle>`;
        case "triangle":
            return path(`M${x} ${y - 7}L${x + 6} ${y + 4}L${x - 6} ${y + 4}Z`);
        case "triangle-down":
            return path(`M${x} ${y + 7}L${x + 6} ${y - 4}L${x - 6} ${y - 4}Z`);
        case "diamond":
            return path(`M${x} ${y - 6}L${x + 6} ${y}L${x} ${y + 6}L${x - 6} ${y}Z`);
        case "square":
            return path(`M${x - 5} ${y - 5}h10v10h-10Z`);
        default:
            return path(`M${x - 5} ${y - 5}L${x + 5} ${y + 5}M${x + 5} ${y - 5}L${x - 5} ${y + 5}`, "none");
    }
}
/** Where a time falls on the chart, and the bins of days its marks count records in. */
function chartScale(report) {
    const start = Date.parse(report.period.from);
    const end = Date.parse(report.period.to);
    const span = CHART.width - CHART.left - CHART.right;
    const x = (time) => Number((CHART.left +
        ((Math.min(Math.max(time, start), end) - start) / (end - start)) * span).toFixed(1));
    const { binDays } = (0,report_timeline/* timelineBins */.wN)({ from: new Date(start), to: new Date(end) });
    return {
        start,
        end,
        x,
        xOf: (iso) => x(Date.parse(iso)),
        binDays,
        binX: (index) => x(start + (index + 0.5) * binDays * calendar/* DAY_MS */.sO),
        binLabel: (index) => {
            const first = new Date(start + index * binDays * calendar/* DAY_MS */.sO).toISOString().slice(0, 10);
            if (binDays === 1)
                return first;
            const last = new Date(start + ((index + 1) * binDays - 1) * calendar/* DAY_MS */.sO)
                .toISOString()
                .slice(0, 10);
            return `${first} to ${last}`;
        },
    };
}
/** The timeline of `workspace`, from the runs and changes the report's first pass counted. */
function timelineSvg(workspace, report) {
    const { start, end, x, xOf, binDays, binX, binLabel } = chartScale(report);
    const { runs: runDays, changes: changeDays } = workspace.timeline;
    const gaps = workspace.gaps_over_limit.map((gap) => `<rect class="gap" x="${xOf(gap.from)}" y="22" width="${(xOf(gap.to) - xOf(gap.from)).toFixed(1)}" height="70" fill="#ffebe9" stroke="#cf222e" stroke-dasharray="4 3"><title>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* gapLine */.Bc)(gap, report.limit_days))}</title></rect>`);
    // In-sync days first, drift after: a drift mark is never under an in-sync one.
    const runs = ["in-sync", "drift"].flatMap((status) => runDays
        .filter((day) => day.key === status)
        .map((day) => {
        const title = `${binLabel(day.bin)}: ${day.count} run(s) ${status === "drift" ? "found drift" : "in sync"}`;
        const mark = status === "drift"
            ? shape("triangle", binX(day.bin), CHART.runsY, "#cf222e", title)
            : shape("circle", binX(day.bin), CHART.runsY, "#1a7f37", title);
        return mark.replace(/^<(\w+)/, `<$1 class="run ${status}"`);
    }));
    const changes = Object.keys(CHANGE_MARKS).flatMap((kind) => changeDays
        .filter((day) => day.key === kind)
        .map((day) => {
        const { colour, shape: form, label } = CHANGE_MARKS[kind];
        const mark = shape(form, binX(day.bin), CHART.changesY, colour, `${binLabel(day.bin)}: ${day.count} change(s) ${label}`);
        return mark.replace(/^<(\w+)/, `<$1 class="change ${kind}"`);
    }));
    return `<svg class="chart" role="img" viewBox="0 0 ${CHART.width} ${CHART.height}" xmlns="http://www.w3.org/2000/svg"><title>Monitoring runs and changes of ${(0,escape_html/* escapeHtml */.Z)(workspace.workspace)}; shaded: gaps over ${report.limit_days} days</title>
<line x1="${CHART.left}" y1="${CHART.runsY}" x2="${CHART.width - CHART.right}" y2="${CHART.runsY}" stroke="#d0d7de"/>
<line x1="${CHART.left}" y1="${CHART.changesY}" x2="${CHART.width - CHART.right}" y2="${CHART.changesY}" stroke="#d0d7de"/>
<text x="${CHART.left}" y="14" font-size="11" fill="#57606a">monitoring runs (top) and changes (bottom), one mark per ${binDays === 1 ? "day" : `${binDays} days`}</text>
${gaps.join("")}${runs.join("")}${changes.join("")}
${monthAxis(start, end, x)}
${legend()}
</svg>`;
}
/** A tick at each month's first day, labelled (every third month when the period is long). */
function monthAxis(start, end, x) {
    const ticks = [
        `<line x1="${CHART.left}" y1="${CHART.axisY}" x2="${CHART.width - CHART.right}" y2="${CHART.axisY}" stroke="#57606a"/>`,
    ];
    const first = new Date(start);
    let year = first.getUTCFullYear();
    let month = first.getUTCMonth();
    const months = Math.max(1, (end - start) / (30.44 * calendar/* DAY_MS */.sO));
    const every = months > 24 ? 6 : months > 12 ? 3 : 1;
    // One tick a month: at most a few hundred for any period the report accepts.
    for (let time = Date.UTC(year, month, 1); time < end; time = Date.UTC(year, month, 1)) {
        if (time >= start) {
            const at = x(time);
            ticks.push(`<line class="tick" x1="${at}" y1="${CHART.axisY}" x2="${at}" y2="${CHART.axisY + 5}" stroke="#57606a"/>`);
            if (month % every === 0 || ticks.length === 2) {
                const label = month === 0 || ticks.length === 2 ? `${MONTH_NAMES[month]} ${year}` : MONTH_NAMES[month];
                ticks.push(`<text class="month" x="${at}" y="${CHART.axisY + 16}" font-size="10" text-anchor="${labelAnchor(at, String(label).length)}" fill="#57606a">${label}</text>`);
            }
        }
        month++;
        if (month === 12) {
            month = 0;
            year++;
        }
    }
    return ticks.join("");
}
/**
 * Where a month label hangs from its tick: centred, unless centring would push it past an edge of
 * the chart (a period starting on the 1st puts "Jan 2026" at the left edge, half of it clipped).
 */
function labelAnchor(at, characters) {
    // About 6 px a character at font-size 10, halved: an upper bound for the month names and years.
    const half = characters * 3;
    if (at - half < 0)
        return "start";
    if (at + half > CHART.width)
        return "end";
    return "middle";
}
function legend() {
    const items = [
        ["circle", "#1a7f37", "in sync"],
        ["triangle", "#cf222e", "drift"],
        ...Object.values(CHANGE_MARKS).map(({ shape: form, colour, label }) => [form, colour, label]),
    ];
    let at = CHART.left + 6;
    const y = CHART.height - 22;
    const parts = items.map(([form, colour, label]) => {
        const mark = shape(form, at, y, colour, label);
        const text = `<text x="${at + 10}" y="${y + 4}" font-size="11" fill="#1b1f24">${label}</text>`;
        at += 24 + label.length * 6;
        return `${mark}${text}`;
    });
    const band = `<rect x="${at}" y="${y - 6}" width="16" height="12" fill="#ffebe9" stroke="#cf222e" stroke-dasharray="4 3"/><text x="${at + 20}" y="${y + 4}" font-size="11" fill="#1b1f24">gap over the limit</text>`;
    return `<g class="legend">${parts.join("")}${band}</g>`;
}

;// CONCATENATED MODULE: ./src/render/evidence/evidence-html.ts
// The audit pack as one self-contained HTML file: no script, no external asset, inline CSS that
// reads on screen and prints on A4/Letter (headings kept with their tables, page numbers), the
// header and the exceptions first, then per workspace a timeline, the months, the gaps and drift
// episodes, and the newest records month by month. The page stays usable for a ledger of any size:
// at most HTML_RECORD_LIMIT records and HTML_EXCEPTION_LIMIT exceptions inline, the rest in the
// CSV, Markdown and JSON reports, which the page names. Every text from the ledger is HTML-escaped.












/**
 * Records (changes and monitoring runs) shown inline: the newest of the report, among the latest
 * of each workspace's lists that the report's first pass kept (readWorkspaces).
 */
const HTML_RECORD_LIMIT = report_timeline/* LATEST_RECORDS_KEPT */.eq;
/** Exceptions listed inline: the oldest first, as they happened. */
const HTML_EXCEPTION_LIMIT = 1_000;
/** Assets listed per drift episode. */
const HTML_EPISODE_ASSET_LIMIT = 50;
/** Drift episodes listed per workspace: the newest (unresolved ones are among the exceptions). */
const HTML_EPISODE_LIMIT = 100;
/** The report in pieces (a section or a record each), for a stream. */
function* evidenceHtmlChunks(report) {
    const workspaces = readWorkspaces(report, HTML_RECORD_LIMIT);
    const shown = workspaces.reduce((sum, { changes, runs, configuration }) => sum + changes.length + runs.length + configuration.length, 0);
    const total = recordCount(report);
    yield `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Evidence report ${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* periodLine */.Wd)(report))}</title>
<style>${evidenceStyle(`Evidence report, ${(0,evidence_words/* periodLine */.Wd)(report)}`)}</style>
</head>
<body>
<h1>Evidence report</h1>
<p class="note screen-only">To print or save as PDF, turn off the browser's "Headers and footers" option: the report prints its own page numbers.</p>
${headerTable(report)}
${integrity(report)}
${exceptionsSection(report)}
${(0,obligations/* obligationsHtml */.Fh)(report.obligations, HTML_EXCEPTION_LIMIT)}
${familySectionsHtml(report).join("\n")}
${shown < total ? `<p class="note">This page shows the newest ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} records of the period, month by month; every record is in the CSV, Markdown or JSON report: <code>${(0,escape_html/* escapeHtml */.Z)(fullReportCommand(report))}</code>.</p>` : ""}
`;
    for (const workspace of workspaces)
        yield workspaceSection(workspace, report);
    yield "</body>\n</html>\n";
}
const recordCount = (report) => report.workspaces.reduce((sum, { counts }) => sum + counts.changes + counts.monitoring, 0);
function fullReportCommand(report) {
    const { first_day, last_day, time_zone } = report.period;
    return `cip-sync evidence report --dir <evidence checkout> --from ${first_day} --to ${last_day} --time-zone ${time_zone} --format csv`;
}
function headerTable(report) {
    const rows = (0,evidence_words/* headerFacts */.Rh)(report).map(([label, value]) => `<tr><th scope="row">${(0,escape_html/* escapeHtml */.Z)(label)}</th><td>${(0,escape_html/* escapeHtml */.Z)(value)}</td></tr>`);
    return `<table class="header"><tbody>\n${rows.join("\n")}\n</tbody></table>`;
}
function integrity(report) {
    const { state, text } = integrityWords(report);
    const [label, rest] = splitLabel(text);
    const line = `<p><span class="${state === "intact" ? "ok" : "bad"}">${(0,escape_html/* escapeHtml */.Z)(label)}</span>${(0,escape_html/* escapeHtml */.Z)(rest)}</p>`;
    if (state !== "broken")
        return line;
    const items = report.ledger.breaks.map((found) => `<li>${(0,escape_html/* escapeHtml */.Z)(found.message)}</li>`);
    return `${line}<ul>${items.join("")}</ul>`;
}
/** "Ledger intact:" and the rest of the sentence, for the label's colour. */
function splitLabel(text) {
    const colon = text.indexOf(":") + 1;
    return [text.slice(0, colon), text.slice(colon)];
}
/** Every exception the report flags, each named: changes, gaps, drift, obligations, history, what was not judged. */
function exceptionsSection(report) {
    const { exceptions } = report;
    const counts = auditExceptionCounts(report);
    const head = `<h2 id="exceptions">Exceptions (${counts.total})</h2>\n<p>${(0,escape_html/* escapeHtml */.Z)(exceptionCountsText(counts))}.</p>`;
    if (counts.total === 0)
        return `${head}\n<p class="ok">${evidence_words/* NO_EXCEPTIONS */.JW}</p>`;
    const shown = exceptions.slice(0, HTML_EXCEPTION_LIMIT);
    const row = (type, [when, workspace, kind, detail, record]) => `<tr class="exception ${type}"><td>${(0,escape_html/* escapeHtml */.Z)(when)}</td><td><code>${(0,escape_html/* escapeHtml */.Z)(workspace)}</code></td><td class="bad">${(0,escape_html/* escapeHtml */.Z)(kind)}</td><td>${(0,escape_html/* escapeHtml */.Z)(detail)}</td><td>${record === "" ? "" : `<code>${(0,escape_html/* escapeHtml */.Z)(record)}</code>`}</td></tr>`;
    const rows = [
        ...shown.map((exception) => row(exception.kind, [
            (0,evidence_words/* readableTime */.nl)(exception.at),
            exception.workspace,
            (0,evidence_words/* exceptionKind */.kL)(exception),
            (0,evidence_words/* exceptionDetail */.r_)(exception, report.limit_days),
            exception.kind === "change" ? exception.change.file : "",
        ])),
        ...obligationExceptions(report).map((o) => {
            const { kind, detail } = obligationExceptionWords(o);
            // The record that opened it, as the obligations name a record (its path is the change's).
            const opened = `#${o.opened_by.sequence} sha256:${o.opened_by.sha256.slice(0, 12)}`;
            return row("obligation", [o.due ?? "", o.workspace, kind, detail, opened]);
        }),
        ...(report.history_warnings ?? []).map((warning) => {
            const { kind, detail } = (0,report_exceptions/* historyWarningWords */.s8)(warning);
            return row("history", ["", "", kind, detail, warning.records[0] ?? ""]);
        }),
        ...readingExceptionWords(report).map(({ kind, detail }) => row("reading", ["", "", kind, detail, ""])),
    ];
    const more = exceptions.length - shown.length;
    return [
        head,
        `<p class="note">Each change's record is the <code>record_path</code> of its rows in <code>cip-sync evidence populations</code>; each obligation's, the record that opened it (its <code>record_sequence</code> and <code>record_sha256</code> in <code>exceptions.csv</code>); a gap, drift or what was not judged is no record's.</p><table class="exceptions"><thead><tr><th>When</th><th>Workspace</th><th>Exception</th><th>Detail</th><th>Record</th></tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more exception(s) are in the CSV report: <code>${(0,escape_html/* escapeHtml */.Z)(fullReportCommand(report))}</code>.</p>`
            : "",
    ].join("\n");
}
function workspaceSection(shown, report) {
    const { workspace } = shown;
    const limit = report.limit_days;
    const longest = workspace.longest_gap;
    return [
        `<section class="workspace"><h2>Workspace <code>${(0,escape_html/* escapeHtml */.Z)(workspace.workspace)}</code></h2>`,
        timelineSvg(workspace, report),
        `<h3>Months (${workspace.months.length})</h3>`,
        monthsTable(workspace),
        `<h3>Inventory reconciliations (${workspace.counts.monitoring})</h3>`,
        `<p>Longest gap: ${longest === null ? "none" : (0,escape_html/* escapeHtml */.Z)((0,evidence_words/* gapLine */.Bc)(longest, limit))}.</p>`,
        workspace.counts.monitoring === 0
            ? `<p class="bad">${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* noMonitoringWords */.JI)(limit))}</p>`
            : workspace.gaps_over_limit.length === 0
                ? `<p class="ok">No gap over ${limit} days.</p>`
                : `<p class="bad">Gaps over ${limit} days:</p><ul>${workspace.gaps_over_limit.map((gap) => `<li>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* gapLine */.Bc)(gap, limit))}</li>`).join("")}</ul>`,
        `<h3>Drift episodes (${workspace.drift_episodes.length})</h3>`,
        ...episodesList(workspace),
        ...monthRecords(shown),
        "</section>",
    ].join("\n");
}
function episodesList(workspace) {
    const episodes = workspace.drift_episodes;
    if (episodes.length === 0)
        return ["<p>No drift in the period.</p>"];
    const shown = episodes.slice(-HTML_EPISODE_LIMIT);
    return [
        shown.length < episodes.length
            ? `<p class="note">The newest ${shown.length} of ${episodes.length} drift episodes; every one is in the CSV report.</p>`
            : "",
        `<ul>${shown.map(episodeItem).join("")}</ul>`,
    ];
}
function episodeItem(episode) {
    const shown = episode.assets.slice(0, HTML_EPISODE_ASSET_LIMIT);
    const more = episode.assets.length - shown.length;
    const assets = shown.map((asset) => `<li>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* driftedAssetText */.YR)(asset))}</li>`).join("");
    const rest = more > 0 ? `<li>${more} more asset(s) in the CSV report</li>` : "";
    return `<li>${(0,escape_html/* escapeHtml */.Z)((0,evidence_words/* episodeLine */.s9)(episode))}.${assets === "" ? "" : `<ul>${assets}${rest}</ul>`}</li>`;
}
function monthsTable(workspace) {
    if (workspace.months.length === 0)
        return "<p>No record in the period.</p>";
    const rows = workspace.months.map((month) => `<tr><td>${month.month}</td><td>${month.changes}</td><td>${month.monitoring_runs}</td><td${month.drift_runs > 0 ? ' class="bad"' : ""}>${month.drift_runs}</td><td${month.flagged_changes_gaps_drift > 0 ? ' class="bad"' : ""}>${month.flagged_changes_gaps_drift}</td></tr>`);
    return `<table class="months"><thead><tr><th>Month</th><th>Changes</th><th>Monitoring runs</th><th>Runs with drift</th><th>Flagged changes, gaps, drift</th></tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>\n<p class="note">By month: the changes, gaps over the limit and unresolved drift flagged; the obligation exceptions and history warnings under Exceptions have no month.</p>`;
}
/** The records shown of each month, newest month first. */
function monthRecords({ workspace, changes, runs, configuration }) {
    const monthOf = (entry) => entry.recorded_at.slice(0, 7);
    const changesByMonth = (0,collections/* groupBy */.$z)(changes, monthOf);
    const runsByMonth = (0,collections/* groupBy */.$z)(runs, monthOf);
    const configurationByMonth = (0,collections/* groupBy */.$z)(configuration, monthOf);
    const summary = new Map(workspace.months.map((summary) => [summary.month, summary]));
    const months = [changesByMonth, runsByMonth, configurationByMonth].flatMap((byMonth) => [
        ...byMonth.keys(),
    ]);
    return [...new Set(months)]
        .sort((a, b) => (a < b ? 1 : -1))
        .flatMap((key) => {
        const changes = changesByMonth.get(key) ?? [];
        const runs = runsByMonth.get(key) ?? [];
        const configured = configurationByMonth.get(key) ?? [];
        const counts = summary.get(key);
        const of = (count, total) => total === undefined || total === count ? `${count}` : `${count} of ${total}`;
        return [
            `<h3 class="month">${key}</h3>`,
            runs.length === 0
                ? ""
                : `<h4>Inventory reconciliations (${of(runs.length, counts?.monitoring_runs)})</h4>\n${monitoringTable(runs)}`,
            configured.length === 0
                ? ""
                : `<h4>Collector observations (${configured.length})</h4>\n${configurationTable(configured)}`,
            changes.length === 0
                ? ""
                : `<h4>Change records (${of(changes.length, counts?.changes)})</h4>\n${changes.map(changeSection).join("\n")}`,
        ];
    });
}

// EXTERNAL MODULE: ./src/core/evidence/report/evidence-report.ts
var evidence_report = __webpack_require__(47954);
// EXTERNAL MODULE: ./src/render/shared/json-chunks.ts
var json_chunks = __webpack_require__(10187);
;// CONCATENATED MODULE: ./src/render/evidence/evidence-json.ts
// The audit pack as JSON: the report with each workspace as jsonWorkspace gives it and its records
// as arrays, written byte for byte as renderJson would write that value whole (2-space indentation
// at every depth, hidden characters escaped, a trailing newline), but in pieces: the envelope's
// members and each record are stringified on their own and indented to their depth, and each
// workspace's changes and monitoring runs are read from the ledger one record at a time as they
// are written, so that a ledger of any size is written in constant memory.



/** The report as `renderJson` would write it held whole, one record at a time. */
function evidenceJsonChunks(report) {
    return (0,json_chunks/* documentChunks */.Kj)(Object.entries(report).flatMap(([key, value]) => [
        ...(key === "families"
            ? familyMembers(report.families ?? [])
            : [
                [
                    key,
                    key === "workspaces"
                        ? (depth) => (0,json_chunks/* arrayChunks */.ER)(report.workspaces, depth, workspaceChunks)
                        : (depth) => (0,json_chunks/* whole */.WQ)(value, depth),
                ],
            ]),
        // The counts every format heads its exceptions with, right after the report's own list.
        ...(key === "exceptions"
            ? [
                ["exception_counts", (depth) => (0,json_chunks/* whole */.WQ)(auditExceptionCounts(report), depth)],
            ]
            : []),
    ]));
}
/** Each family's section as a member of its own, named by the family's checkpoint key. */
function familyMembers(sections) {
    return sections.map(({ family, ...section }) => [
        family.checkpointKey,
        (depth) => (0,json_chunks/* whole */.WQ)(section, depth),
    ]);
}
/** A workspace's members, each list (its changes and monitoring runs above all) item by item. */
function workspaceChunks(workspace, depth) {
    const members = Object.entries((0,evidence_report/* jsonWorkspace */._U)(workspace)).map(([key, value]) => [
        key,
        isList(value) ? (at) => (0,json_chunks/* arrayChunks */.ER)(value, at, json_chunks/* whole */.WQ) : (at) => (0,json_chunks/* whole */.WQ)(value, at),
    ]);
    return (0,json_chunks/* objectChunks */.YF)(members, depth);
}
function isList(value) {
    return typeof value === "object" && value !== null && Symbol.iterator in value;
}

;// CONCATENATED MODULE: ./src/render/evidence/evidence-markdown.ts
// The audit pack as Markdown: the header (whose inventory, which period, generated when and by
// which version), the exceptions first, then per workspace the changes (what each operation
// changed, in which system and facility) with their approvals, the monitoring runs, the gaps and
// the drift episodes with their assets. Produced record by record, so a ledger of any size is
// written in constant memory. Every name and message from the ledger passes through escapeMarkdown.








const list = (logins) => logins.length === 0 ? "none" : logins.map((login) => (0,escape_markdown/* escapeMarkdown */.FV)(login)).join(", ");
/** The report in pieces (a few lines each), for a stream. */
function* evidenceMarkdownChunks(report) {
    yield lines([
        "# Evidence report",
        "",
        ...evidence_words/* headerFacts */.Rh(report)
            .map(([label, value]) => `- **${label}:** ${(0,escape_markdown/* escapeMarkdownWithAddresses */.XL)(value)}`),
        "",
        evidence_markdown_integrity(report),
        "",
    ]);
    yield* evidence_markdown_exceptionsSection(report);
    if (report.obligations !== undefined)
        yield `${(0,obligations/* renderObligationsMarkdown */.j)(report.obligations)}\n`;
    yield* familySectionsMarkdown(report);
    for (const workspace of report.workspaces) {
        yield lines([`## Workspace ${(0,escape_markdown/* markdownCodeSpan */.Bk)(workspace.workspace)}`, ""]);
        for (const section of Object.values(KIND_SECTIONS))
            yield* section(workspace, report);
    }
}
const lines = (text) => text.map((line) => `${line}\n`).join("");
function evidence_markdown_integrity(report) {
    const { state, text } = integrityWords(report);
    const [label, rest] = [text.slice(0, text.indexOf(":") + 1), text.slice(text.indexOf(":") + 1)];
    const line = `**${label}**${(0,escape_markdown/* escapeMarkdown */.FV)(rest)}`;
    if (state !== "broken")
        return line;
    return [
        line,
        "",
        ...report.ledger.breaks.map((found) => `- ${(0,escape_markdown/* escapeMarkdown */.FV)(found.message)}`),
    ].join("\n");
}
/** Every exception the report flags, each named: changes, gaps, drift, obligations, history, what was not judged. */
function* evidence_markdown_exceptionsSection(report) {
    const counts = auditExceptionCounts(report);
    yield lines([
        `## Exceptions (${counts.total})`,
        "",
        `${(0,escape_markdown/* escapeMarkdown */.FV)(exceptionCountsText(counts))}.`,
        "",
    ]);
    if (counts.total === 0) {
        yield lines([evidence_words/* NO_EXCEPTIONS */.JW, ""]);
        return;
    }
    yield lines(["| When | Workspace | Exception | Detail |", "| --- | --- | --- | --- |"]);
    const row = (when, workspace, kind, detail) => lines([
        `| ${when} | ${workspace === "" ? "" : (0,escape_markdown/* markdownCodeSpan */.Bk)(workspace)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(kind)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(detail)} |`,
    ]);
    for (const exception of report.exceptions) {
        yield row(evidence_words/* readableTime */.nl(exception.at), exception.workspace, evidence_words/* exceptionKind */.kL(exception), evidence_words/* exceptionDetail */.r_(exception, report.limit_days));
    }
    for (const o of obligationExceptions(report)) {
        const { kind, detail } = obligationExceptionWords(o);
        yield row(o.due ?? "", o.workspace, kind, detail);
    }
    for (const warning of report.history_warnings ?? []) {
        const { kind, detail } = (0,report_exceptions/* historyWarningWords */.s8)(warning);
        yield row("", "", kind, detail);
    }
    for (const { kind, detail } of readingExceptionWords(report))
        yield row("", "", kind, detail);
    yield "\n";
}
/**
 * A workspace's sections, one per evidence record kind, in the order shown: a new kind fails to
 * compile here until the audit pack shows it.
 */
const KIND_SECTIONS = {
    change: changesSection,
    monitoring: monitoringSection,
    "configuration-monitoring": configurationMonitoringSection,
};
/**
 * CIP-010 R2.1: what collectors observed on devices, compared with the inventory; one record each
 * (configuration-monitoring.csv holds the intervals and unauthorized changes they were judged into).
 */
function* configurationMonitoringSection(workspace) {
    const count = workspace.counts.configuration_monitoring;
    yield lines([`### Collector observations (${count})`, ""]);
    if (count === 0) {
        yield lines(["No configuration-monitoring record in the period.", ""]);
        return;
    }
    yield lines([
        "| When | Observed | Collector | Result | Commit | Timestamp |",
        "| --- | --- | --- | --- | --- | --- |",
    ]);
    const details = [];
    for (const entry of workspace.configuration_monitoring) {
        yield lines([
            `| ${evidence_words/* readableTime */.nl(entry.recorded_at)} | ${evidence_words/* readableTime */.nl(entry.observed_at)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(entry.collector)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(evidence_words/* configurationResult */.SY(entry))} | ${(0,escape_markdown/* markdownCodeSpan */.Bk)((0,wording/* shortSha */.Fu)(entry.commit))} | ${(0,escape_markdown/* escapeMarkdownWithAddresses */.XL)(entry.timestamp)} |`,
        ]);
        if (entry.unauthorized_changes.length > 0)
            details.push(`- ${evidence_words/* readableTime */.nl(entry.recorded_at)}: ${(0,escape_markdown/* escapeMarkdown */.FV)(evidence_words/* collectorFileWords */.fY(entry))}`);
        for (const change of entry.unauthorized_changes)
            details.push(`- Unauthorized change: ${(0,escape_markdown/* escapeMarkdown */.FV)(evidence_words/* unauthorizedChangeText */.e6(change))}`);
        for (const investigation of entry.investigations)
            details.push(`- Investigation: ${(0,escape_markdown/* escapeMarkdown */.FV)(evidence_words/* investigationText */.k_(investigation))}`);
    }
    yield lines(["", ...details, ...(details.length === 0 ? [] : [""])]);
}
function* changesSection(workspace) {
    // The change records (a merge's, an apply's): baseline-deviations.csv and
    // inventory-operations.csv hold what they did, a deviation or an operation a row.
    yield lines([`### Change records (${workspace.counts.changes})`, ""]);
    if (workspace.counts.changes === 0)
        yield lines(["No change in the period.", ""]);
    for (const change of workspace.changes)
        yield lines(evidence_markdown_changeSection(change));
}
/** The monitoring runs with their gaps, then the drift episodes they found. */
function* monitoringSection(workspace, report) {
    const longest = workspace.longest_gap;
    yield lines([
        `### Inventory reconciliations (${workspace.counts.monitoring})`,
        "",
        `Longest gap: ${longest === null ? "none" : evidence_words/* gapLine */.Bc(longest, report.limit_days)}.`,
        workspace.counts.monitoring === 0
            ? `**${evidence_words/* noMonitoringWords */.JI(report.limit_days)}**`
            : workspace.gaps_over_limit.length === 0
                ? `No gap over ${report.limit_days} days.`
                : `**Gaps over ${report.limit_days} days:** ${workspace.gaps_over_limit.map((gap) => evidence_words/* gapLine */.Bc(gap, report.limit_days)).join("; ")}.`,
        "",
    ]);
    if (workspace.counts.monitoring > 0) {
        yield lines([
            "| When | Result | Differences | Systems | Live state | Timestamp |",
            "| --- | --- | --- | --- | --- | --- |",
        ]);
        for (const run of workspace.monitoring) {
            yield lines([
                `| ${evidence_words/* readableTime */.nl(run.recorded_at)} | ${run.in_sync ? "in sync" : "**drift**"} | ${run.differences} | ${(0,escape_markdown/* escapeMarkdown */.FV)(evidence_words/* systemsText */.GJ(run))} | ${(0,escape_markdown/* markdownCodeSpan */.Bk)(run.live_fingerprint.slice(0, 19))} | ${(0,escape_markdown/* escapeMarkdownWithAddresses */.XL)(run.timestamp)} |`,
            ]);
        }
        yield "\n";
    }
    yield lines([`### Drift episodes (${workspace.drift_episodes.length})`, ""]);
    if (workspace.drift_episodes.length === 0)
        yield lines(["No drift in the period.", ""]);
    for (const episode of workspace.drift_episodes) {
        yield lines([
            `- ${evidence_words/* episodeLine */.s9(episode)}.`,
            ...episode.assets.map((asset) => `  - ${(0,escape_markdown/* escapeMarkdown */.FV)(evidence_words/* driftedAssetText */.YR(asset))}`),
        ]);
    }
    yield "\n";
}
/** Who approved a pull request, and who wrote and merged it; "none" and "n/a" without one. */
function approvalLines(pull, indent) {
    const lines = [
        `${indent}- Approved by (independent): ${list(pull?.approved_by ?? [])}`,
        `${indent}- Not independent (authored or committed a commit): ${list(pull?.not_independent ?? [])}`,
    ];
    const notCounted = pull?.not_counted ?? [];
    if (notCounted.length > 0) {
        const each = notCounted.map(({ login, why }) => `${(0,escape_markdown/* escapeMarkdown */.FV)(login)} (${(0,escape_markdown/* escapeMarkdown */.FV)(why)})`);
        lines.push(`${indent}- Not counted: ${each.join(", ")}`);
    }
    if (pull !== undefined && pull.approved_earlier_commit.length > 0)
        lines.push(`${indent}- Approved an earlier commit only: ${list(pull.approved_earlier_commit)}`);
    const mergedBy = pull?.merged_by ?? null;
    lines.push(`${indent}- Author: ${pull === undefined ? "n/a" : (0,escape_markdown/* escapeMarkdown */.FV)(pull.author)}; merged by: ${mergedBy === null ? "n/a" : (0,escape_markdown/* escapeMarkdown */.FV)(mergedBy)}`);
    return lines;
}
function evidence_markdown_changeSection(change) {
    const pulls = change.pull_requests;
    const [only] = pulls;
    const title = only === undefined
        ? `commit ${(0,escape_markdown/* markdownCodeSpan */.Bk)((0,wording/* shortSha */.Fu)(change.merge_sha))}, no pull request`
        : pulls.length === 1
            ? `pull request #${only.number} ${(0,escape_markdown/* escapeMarkdown */.FV)(only.title)}`
            : `pull requests ${pulls.map((pull) => `#${pull.number}`).join(", ")}, merged together`;
    const glass = change.break_glass ? ` (**${report_entries/* BREAK_GLASS */.Rb}**)` : "";
    const lines = [
        `#### ${evidence_words/* readableTime */.nl(change.recorded_at)}: ${evidence_words/* changeOutcomeWords */.Wg(change)}, ${title}${glass}`,
        "",
    ];
    if (change.exceptions.length > 0)
        lines.push(`- **Exception:** ${(0,escape_markdown/* escapeMarkdown */.FV)(change.exceptions.join("; "))}`);
    if (pulls.length <= 1)
        lines.push(...approvalLines(only, ""));
    else {
        for (const pull of pulls) {
            lines.push(`- #${pull.number} ${(0,escape_markdown/* escapeMarkdown */.FV)(pull.title)}:`, ...approvalLines(pull, "  "));
        }
    }
    lines.push(`- Reviewed plan is the executed plan: ${evidence_words/* reviewedWord */.eU(change)}`);
    if (change.policy !== null) {
        const words = evidence_words/* policyWords */.gF(change.policy);
        lines.push(`- Owner policy: ${(0,escape_markdown/* escapeMarkdown */.FV)(words.headline)}`, ...[...words.rules, ...words.freezes].map((item) => `  - ${(0,escape_markdown/* escapeMarkdown */.FV)(item.text)}`));
    }
    if (change.reason !== null)
        lines.push(`- Why: ${(0,escape_markdown/* escapeMarkdown */.FV)(change.reason)}`);
    const baselines = evidence_words/* baselineDeviationLines */.GI(change, escape_markdown/* escapeMarkdown */.FV);
    if (baselines !== undefined)
        lines.push(`- ${(0,escape_markdown/* escapeMarkdown */.FV)(baselines.heading)}`, ...baselines.lines.map((line) => `  - ${line}`));
    lines.push(`- Record: ${(0,escape_markdown/* markdownCodeSpan */.Bk)(change.file)}`);
    lines.push(`- Timestamp: ${(0,escape_markdown/* escapeMarkdownWithAddresses */.XL)(change.timestamp)}`, "");
    if (change.operations.length > 0) {
        lines.push("| # | Action | Asset id | Name | System | Type | Facility | Result |", "| --- | --- | --- | --- | --- | --- | --- | --- |");
        change.operations.forEach((operation, index) => {
            const cells = evidence_words/* operationCells */.Fz(operation);
            lines.push(`| ${index + 1} | ${operation.action} | ${operation.asset_id === null ? "" : (0,escape_markdown/* markdownCodeSpan */.Bk)(operation.asset_id)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(cells.name)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(cells.cyber_system)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(cells.asset_type)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(cells.facility)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(evidence_words/* operationResult */.XQ(operation))} |`);
        });
        lines.push("");
    }
    return lines;
}

// EXTERNAL MODULE: ./src/render/plan/plan-json.ts
var plan_json = __webpack_require__(51086);
// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(60366);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/render/shared/commissioning-assessment-words.ts
var commissioning_assessment_words = __webpack_require__(69758);
;// CONCATENATED MODULE: ./src/render/shared/markdown-layout.ts
// Markdown under a hard cap: sections of rows, laid out in one or more ways, and the first layout
// that fits, cut after whole table rows and list items with a note counting what is not shown.
//
// Length counts UTF-16 code units (String.length). GitHub's comment limit counts characters (code
// points); a code point is one or two code units, so a body within the cap in code units is within
// the limit whatever it holds. Under a cap of a few hundred characters, only the first sections may
// fit.

/** The default cap, in UTF-16 code units; a code host sets its own (COMMENT_MAX_LENGTH in comment-body.ts). */
const DEFAULT_MAX_LENGTH = 65_536;
/** Tables with more rows than this are collapsed inside <details>. */
const COLLAPSE_ABOVE_ROWS = 20;
/** One table row; cells must already be escaped. */
function tableRow(cells) {
    return `| ${cells.join(" | ")} |\n`;
}
function markdown_layout_row(noun, content) {
    return { markdown: typeof content === "string" ? content : tableRow(content), noun };
}
function markdown_layout_text(markdown) {
    return { head: markdown, rows: [], tail: "" };
}
/** A table under a heading; above COLLAPSE_ABOVE_ROWS rows, collapsed in <details>. */
function table(heading, summary, columns, rows) {
    const header = `${tableRow(columns)}|${columns.map(() => "---").join("|")}|\n`;
    if (rows.length <= COLLAPSE_ABOVE_ROWS) {
        return { head: `${heading}\n\n${header}`, rows, tail: "" };
    }
    return {
        head: `${heading}\n\n<details><summary>${summary}</summary>\n\n${header}`,
        rows,
        tail: "\n</details>\n",
    };
}
/**
 * The first layout that fits under the cap, with as much of its rest as fits and a note counting
 * what is not shown; when none fits, as many whole essential sections of the last as fit.
 */
function markdown_layout_fitLayouts(layouts, options) {
    const max = options.maxLength ?? DEFAULT_MAX_LENGTH;
    const { truncatedNote } = options;
    for (const layout of layouts) {
        const fitted = fitLayout(layout, max, truncatedNote);
        if (fitted.length <= max)
            return fitted;
    }
    const essential = layouts.at(-1)?.essential ?? [];
    let shown = essential.length;
    // Bounded by the number of sections.
    while (shown > 0 && joinSections(essential.slice(0, shown)).length > max)
        shown -= 1;
    return joinSections(essential.slice(0, shown));
}
function fitLayout(layout, max, truncatedNote) {
    const { essential, rest, dropped, footer } = layout;
    if (dropped.length === 0) {
        const whole = joinSections([...essential, ...rest, ...footer]);
        if (whole.length <= max)
            return whole;
    }
    const cut = new Map();
    const count = (rows) => {
        for (const { noun } of rows)
            cut.set(noun, (cut.get(noun) ?? 0) + 1);
    };
    for (const section of [...rest, ...dropped])
        count(section.rows);
    // The note can only get shorter once the real counts are known: make room for the longest.
    const longestNote = truncationNote(cut, truncatedNote);
    let room = max - joinSections([...essential, longestNote, ...footer]).length;
    cut.clear();
    const kept = [];
    let stopped = false;
    for (const section of rest) {
        const separator = section.continuesPrevious ? 0 : 1;
        const whole = renderSection(section).length + separator;
        if (!stopped && whole <= room) {
            kept.push(section);
            room -= whole;
            continue;
        }
        if (stopped) {
            count(section.rows);
            continue;
        }
        stopped = true;
        let used = separator + section.head.length + section.tail.length;
        let shown = 0;
        // The rows that fit, in order, stopping at the first that does not.
        for (const row of section.rows) {
            if (used + row.markdown.length > room)
                break;
            used += row.markdown.length;
            shown += 1;
        }
        if (shown > 0)
            kept.push({ ...section, rows: section.rows.slice(0, shown) });
        count(section.rows.slice(shown));
    }
    for (const section of dropped)
        count(section.rows);
    const note = cut.size === 0 ? [] : [truncationNote(cut, truncatedNote)];
    return joinSections([...essential, ...kept, ...note, ...footer]);
}
/** "**Truncated to fit:** not shown here: 3 deletes, 1600 creates." and the caller's pointer. */
function truncationNote(cut, truncatedNote) {
    const counts = [...cut].map(([noun, rows]) => (0,wording/* countOf */.pq)(rows, noun)).join(", ");
    const pointer = truncatedNote ? ` ${truncatedNote}` : "";
    return markdown_layout_text(`**Truncated to fit:** not shown here: ${counts}.${pointer}\n`);
}
function renderSection(section) {
    return `${section.head}${section.rows.map((entry) => entry.markdown).join("")}${section.tail}`;
}
function joinSections(sections) {
    return sections
        .map((section, index) => index > 0 && !section.continuesPrevious
        ? `\n${renderSection(section)}`
        : renderSection(section))
        .join("");
}
/**
 * `markdown` collapsed under `summary`, in at most `maxLength` characters: cut after its last whole
 * line that fits, then `cutNote`; just `cutNote` when not even the first line fits; "" when nothing
 * fits at all.
 */
function collapsedBlock(summary, markdown, maxLength, cutNote) {
    const open = `\n<details><summary>${summary}</summary>\n\n`;
    const close = "\n</details>\n";
    const whole = `${open}${markdown.replace(/\s+$/, "")}\n${close}`;
    if (whole.length <= maxLength)
        return whole;
    const note = `\n_${cutNote}_\n`;
    const room = maxLength - open.length - note.length - close.length;
    if (room < 0)
        return note.length <= maxLength ? note : "";
    const cut = markdown.slice(0, room + 1);
    const end = cut.lastIndexOf("\n");
    return end <= 0
        ? note.length <= maxLength
            ? note
            : ""
        : `${open}${cut.slice(0, end + 1)}${note}${close}`;
}

;// CONCATENATED MODULE: ./src/render/plan/commissioning-markdown.ts
// The plan comment's CIP-010-4 R3.3 section (plan-markdown.ts places it after the patch sources):
// a row per asset the change puts into service in a High system, those without evidence first.






/** The CIP-010-4 R3.3 check: a row per asset commissioned in a High system, those without evidence first. */
function commissioningSections(check) {
    if (check === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)((0,commissioning_assessment_words/* commissioningAssessmentHeading */._8)(check));
    const gaps = check.commissioned.some((entry) => entry.gap !== undefined);
    return [
        table(`#### Commissioning assessments\n\n${heading}${gaps ? ` ${(0,escape_markdown/* escapeMarkdown */.FV)(commissioning_assessment_words/* COMMISSIONING_ASSESSMENT_FIX_LINE */.Kj)}` : ""}`, (0,wording/* countOf */.pq)(check.commissioned.length, "asset"), ["Asset", "Class", "Cyber system", "R3.3", "Where"], (0,commissioning_assessment_words/* commissionedInOrder */.Kp)(check).map((entry) => markdown_layout_row("commissioned asset", [
            (0,escape_markdown/* escapeMarkdown */.FV)(entry.asset),
            entry.class,
            (0,escape_markdown/* escapeMarkdown */.FV)(entry.cyber_system),
            entry.gap !== undefined
                ? `**${(0,escape_markdown/* escapeMarkdown */.FV)(`${commissioning_assessments/* NO_COMMISSIONING_ASSESSMENT */.FE}: ${entry.gap}`)}**`
                : (0,escape_markdown/* escapeMarkdown */.FV)((0,commissioning_assessment_words/* notJudgedWords */.wb)(entry) ??
                    (0,commissioning_assessment_words/* commissionedWords */.gk)(entry, (name) => name).replace(/^\S+ /, "")),
            (0,escape_markdown/* markdownCodeSpan */.Bk)((0,diagnostics/* formatLocation */.j$)(entry.location)),
        ]))),
    ];
}

// EXTERNAL MODULE: ./src/render/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(67924);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
;// CONCATENATED MODULE: ./src/render/plan/operation-cells.ts



/** "rename, move, type change (hardware → software)", "a → b", the id, "S — … → T — …". */
function updateCells(operation, nameBefore) {
    const { name, cyber_system: move, asset_type: retype, ...unshown } = operation.changes;
    (0,plan_view/* everyChangeShown */.pQ)(unshown);
    const kinds = (0,plan_view/* updateKindWords */.pV)(operation.kinds);
    return {
        change: retype ? `${kinds} (${retype.from} → ${retype.to})` : kinds,
        asset: name
            ? `${(0,escape_markdown/* escapeMarkdown */.FV)(nameBefore)} → ${(0,escape_markdown/* escapeMarkdown */.FV)(operation.name)}`
            : (0,escape_markdown/* escapeMarkdown */.FV)(operation.name),
        id: (0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id),
        system: move
            ? `${systemCell(move.from)} → ${systemCell(move.to)}`
            : systemCell(operation.cyber_system),
    };
}
/** An operation as executed: a temporary rename is its own step. */
function operationCells(operation) {
    switch (operation.action) {
        case "create":
            return {
                change: `create (${operation.asset_type})`,
                asset: escapeMarkdown(operation.name),
                id: "(new)",
                system: systemCell(operation.cyber_system),
            };
        case "delete":
            return {
                change: "**delete**",
                asset: escapeMarkdown(operation.name),
                id: escapeMarkdown(operation.asset_id),
                system: systemCell(operation.cyber_system),
            };
        case "update": {
            const cells = updateCells(operation, operation.changes.name?.from ?? operation.name);
            return operation.temporary
                ? { ...cells, change: `${cells.change} (${TEMPORARY_RENAME_WORDS})` }
                : cells;
        }
    }
}
/** "rename a → b (ca\_1) in S — facility F" */
function describeOperation(operation) {
    const cells = operationCells(operation);
    const id = operation.action === "create" ? "" : ` (${cells.id})`;
    return `${cells.change} ${cells.asset}${id} in ${cells.system}`;
}
/** "Alpha Protection — facility Substation Alpha", escaped. */
function systemCell(system) {
    const { parent } = system;
    return parent
        ? `${(0,escape_markdown/* escapeMarkdown */.FV)(system.name)} — ${(0,plan_model/* parentKindWord */.Pk)(parent.kind)} ${(0,escape_markdown/* escapeMarkdown */.FV)(parent.name)}`
        : `${(0,escape_markdown/* escapeMarkdown */.FV)(system.name)} (${(0,escape_markdown/* escapeMarkdown */.FV)(system.id)}, parent not shown by the service)`;
}
/** The system cell of a heading: with its declared impact, "… · impact high". */
function systemHeadingCell(system) {
    return system.impact ? `${systemCell(system)} · impact ${system.impact}` : systemCell(system);
}

// EXTERNAL MODULE: ./src/render/shared/baseline-deviation-words.ts
var baseline_deviation_words = __webpack_require__(61015);
// EXTERNAL MODULE: ./src/render/shared/patch-source-words.ts
var patch_source_words = __webpack_require__(52346);
// EXTERNAL MODULE: ./src/core/patches/plan-sources.ts
var plan_sources = __webpack_require__(63192);
// EXTERNAL MODULE: ./src/render/shared/reviewed-file-words.ts
var reviewed_file_words = __webpack_require__(46810);
// EXTERNAL MODULE: ./src/render/shared/released-system-words.ts
var released_system_words = __webpack_require__(79719);
;// CONCATENATED MODULE: ./src/render/plan/scope-markdown.ts





/** The systems whose document was removed since the base: a list item each. */
function releasedSections(released) {
    if (released === undefined)
        return [];
    return [
        {
            head: `#### Leaving management\n\n${(0,escape_markdown/* escapeMarkdown */.FV)((0,released_system_words/* releasedHeading */.ec)(released))}\n\n`,
            rows: released.map((system) => markdown_layout_row("cyber system", `- ${(0,released_system_words/* releasedLine */.Ql)(system, escape_markdown/* markdownCodeSpan */.Bk)}\n`)),
            tail: "",
        },
    ];
}
/** The live assets of `prune: false` systems that no document declares: a row each. */
function unmanagedSections(unmanaged) {
    if (unmanaged.length === 0)
        return [];
    const one = unmanaged.length === 1;
    return [
        table(`#### Kept, not managed (\`prune: false\`)\n\n${(0,wording/* countOf */.pq)(unmanaged.length, "live asset")} of \`prune: false\` systems ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}.`, (0,wording/* countOf */.pq)(unmanaged.length, "asset"), ["Asset", "Id", "Type", "Cyber system"], unmanaged.map((asset) => markdown_layout_row("unmanaged asset", [
            (0,escape_markdown/* escapeMarkdown */.FV)(asset.name),
            (0,escape_markdown/* escapeMarkdown */.FV)(asset.asset_id),
            asset.asset_type,
            systemCell(asset.cyber_system),
        ]))),
    ];
}

;// CONCATENATED MODULE: ./src/render/plan/plan-markdown.ts
// Plans and diagnostics as GitHub-flavoured Markdown, for pull-request comments and job summaries
// (an apply's result: apply-markdown.ts). Every user-supplied string goes through escapeMarkdown (or
// markdownCodeSpan), and none is directly followed by a colon of ours, which could close an emoji
// shortcode it opened.
//
// Length: under the cap (markdown-layout.ts) the deletes are never cut. When the delete table does
// not fit, the deletes are listed compactly (names and ids per cyber system); when even that does
// not fit, the plan shows as many deletes as fit, one per line, and the note counts those left out.














/**
 * A status line, the deletes in a caution block, safety violations, moves and renames, creates and
 * type changes per cyber system, unmanaged assets, warnings, and the fingerprint.
 */
function renderPlanMarkdown(plan, options = {}) {
    const view = (0,plan_view/* viewPlan */.Dw)(plan);
    const status = markdown_layout_text(`${statusLine(plan)}\n`);
    const safety = safetySection(plan.safety.violations);
    // Reviewed files of any family (asked of the table) are approved by the fingerprint too.
    const footer = plan.operations.length === 0 && (0,reviewed_file_words/* reviewedFilesShown */.M)(plan) === undefined
        ? []
        : [markdown_layout_text(`Plan fingerprint: ${(0,escape_markdown/* markdownCodeSpan */.Bk)(plan.fingerprint)}\n`)];
    const rest = [
        ...possibleRenameSections(possible_renames/* renamedDeletes */.tL(plan.operations)),
        ...relocationSections(view.relocations),
        ...changeSections([...view.creates, ...view.retypes.map((update) => update.operation)]),
        ...baselineSections(plan.baseline_deviations),
        ...patchSourceSections(plan.patch_sources),
        ...commissioningSections(plan.commissioning_assessments),
        ...reviewedFileSections(plan),
        ...releasedSections(plan.released_systems),
        ...unmanagedSections(plan.unmanaged),
        ...warningSections(plan.warnings),
    ];
    const { deletes } = view;
    if (deletes.length === 0) {
        return markdown_layout_fitLayouts([{ essential: [status, ...safety], rest, dropped: [], footer }], options);
    }
    const caution = `> [!CAUTION]\n> **${(0,plan_view/* deleteHeadline */.o2)(deletes.length)}** ${plan_view/* DELETE_CONSEQUENCE */.y0}\n>\n`;
    return markdown_layout_fitLayouts([
        {
            essential: [status, ...safety, deleteTable(caution, deletes)],
            rest,
            dropped: [],
            footer,
        },
        {
            essential: [status, ...safety, deletesBySystem(caution, deletes)],
            rest,
            dropped: [],
            footer,
        },
        // Not even the compact list fits: the safety rules the status line points to, then as many
        // deletes as fit and a count of the others.
        {
            essential: [status, ...safety, markdown_layout_text(caution)],
            rest: [deleteLines(deletes)],
            dropped: rest,
            footer,
        },
    ], options);
}
/** One list item per diagnostic: "- `file:line:column` **error:** message". */
function renderDiagnosticsMarkdown(diagnostics, options = {}) {
    if (diagnostics.length === 0)
        return "";
    const list = {
        head: "",
        rows: diagnostics.map((diagnostic) => row(diagnostic.severity, `${diagnosticMarkdownItem(diagnostic)}\n`)),
        tail: "",
    };
    return fitLayouts([{ essential: [], rest: [list], dropped: [], footer: [] }], options);
}
// ---------------------------------------------------------------------------------------------
// Plan sections.
function statusLine(plan) {
    if (plan.operations.length === 0) {
        // "No changes." in bold, as before; any other first line is bold whole.
        const words = (0,plan_view/* noOperationsWords */.Ll)(plan);
        return words.startsWith("No changes. ") ? `**No changes.** ${plan_view/* NO_CHANGES */.eo}` : `**${words}**`;
    }
    const { violations } = plan.safety;
    const refusal = violations.length === 0 ? "" : ` As it stands, ${(0,plan_view/* refusalWords */.WW)(violations.length)} (below).`;
    return `**${(0,plan_view/* planSummaryLine */.uK)(plan.summary)}**${refusal}`;
}
function safetySection(violations) {
    if (violations.length === 0)
        return [];
    return [
        {
            head: `> [!WARNING]\n> **Safety rules broken.** Each says how to fix the cause or override the rule:\n>\n`,
            rows: violations.map((violation) => markdown_layout_row("safety rule", `> - **${violation.rule}:** ${(0,escape_markdown/* escapeMarkdown */.FV)(violation.message)}\n`)),
            tail: "",
        },
    ];
}
// Deletes are never collapsed: they are what a reviewer must not miss.
function deleteTable(caution, deletes) {
    return markdown_layout_text(`${caution}> ${tableRow(["Asset", "Id", "Type", "Cyber system"])}> |---|---|---|---|\n${deletes
        .map((operation) => `> ${tableRow([
        `${(0,escape_markdown/* escapeMarkdown */.FV)(operation.name)}${operation.possible_rename ? ` (${(0,plan_view/* renamedWhere */.wB)(operation.possible_rename, escape_markdown/* markdownCodeSpan */.Bk)})` : ""}`,
        (0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id),
        operation.asset_type,
        systemCell(operation.cyber_system),
    ])}`)
        .join("")}`);
}
/** "> - **System — facility F**: a (ca\_1), b (ca\_2)": every delete, in less room than the table. */
function deletesBySystem(caution, deletes) {
    const lines = (0,plan_view/* groupBySystem */.gJ)(deletes, (operation) => operation.cyber_system).map((group) => `> - **${systemHeadingCell(group.system)}**: ${group.items.map(namedAsset).join(", ")}\n`);
    return markdown_layout_text(`${caution}${lines.join("")}`);
}
/** One delete per line, to show as many as fit; continues the caution block above it. */
function deleteLines(deletes) {
    return {
        head: "",
        rows: deletes.map((operation) => markdown_layout_row("delete", `> - ${namedAsset(operation)}\n`)),
        tail: "",
        continuesPrevious: true,
    };
}
function namedAsset(operation) {
    return `${(0,escape_markdown/* escapeMarkdown */.FV)(operation.name)} (${(0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id)})`;
}
/** Each possible rename made in the service, with the line that keeps the record. */
function possibleRenameSections(renamed) {
    if (renamed.length === 0)
        return [];
    return [
        {
            head: `#### ${(0,plan_view/* renamesHeading */.EI)(renamed.map((operation) => operation.possible_rename))}\n\n${plan_view/* REPLACE_CONSEQUENCE */.BA}\n\n`,
            rows: renamed.map((operation) => {
                const rename = operation.possible_rename;
                const fix = (0,escape_markdown/* markdownCodeSpan */.Bk)(possible_renames/* renameFixLine */.gP(rename, operation.asset_type));
                return markdown_layout_row("possible rename", `- ${(0,escape_markdown/* escapeMarkdown */.FV)(rename.live)} (${(0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id)}, ${operation.asset_type}) in ${systemCell(operation.cyber_system)} ${possible_renames/* declaredAsWords */.mw(rename, escape_markdown/* escapeMarkdown */.FV)}. Keep the record: ${fix}, ${possible_renames/* adoptLiveNameWords */.Nk(rename, escape_markdown/* escapeMarkdown */.FV)}.\n`);
            }),
            tail: "",
        },
    ];
}
function relocationSections(relocations) {
    if (relocations.length === 0)
        return [];
    return [
        table("#### Moves and renames", (0,wording/* countOf */.pq)(relocations.length, "change"), ["Change", "Asset", "Id", "Cyber system"], relocations.map((update) => {
            const cells = updateCells(update.operation, update.nameBefore);
            const notes = [(0,plan_view/* cycleWords */.IW)(update)];
            if (update.temporaryName !== undefined) {
                notes.push(`via the temporary name ${(0,escape_markdown/* escapeMarkdown */.FV)(update.temporaryName)}`);
            }
            const note = notes.filter(Boolean).join(", ");
            const change = note ? `${cells.change} (${note})` : cells.change;
            return markdown_layout_row("update", [change, cells.asset, cells.id, cells.system]);
        })),
    ];
}
/** Creates and type changes, one table per cyber system under one heading. */
function changeSections(operations) {
    return (0,plan_view/* groupBySystem */.gJ)(operations, (operation) => operation.cyber_system).map((group, index) => table(`${index === 0 ? "#### Creates and type changes\n\n" : ""}##### ${systemHeadingCell(group.system)}`, (0,wording/* countOf */.pq)(group.items.length, "change"), ["Change", "Asset", "Id", "Type"], group.items.map((operation) => {
        if (operation.action === "create") {
            return markdown_layout_row("create", [
                operation.possible_rename
                    ? `create (${(0,plan_view/* renamedWhere */.wB)(operation.possible_rename, escape_markdown/* markdownCodeSpan */.Bk)})`
                    : "create",
                (0,escape_markdown/* escapeMarkdown */.FV)(operation.name),
                "(new)",
                operation.asset_type,
            ]);
        }
        const { asset_type: retype, ...unshown } = operation.changes;
        (0,plan_view/* everyChangeShown */.pQ)(unshown);
        return markdown_layout_row("update", [
            "type change",
            (0,escape_markdown/* escapeMarkdown */.FV)(operation.name),
            (0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id),
            retype ? `${retype.from} → ${retype.to}` : "",
        ]);
    })));
}
/** The baselines against the existing ones: a row per deviation, or the one line that says why not. */
function baselineSections(comparison) {
    if (comparison === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)(baseline_deviation_words/* baselineComparisonWords */.yM(comparison));
    if (comparison.compared_with === null || comparison.deviations.length === 0)
        return [markdown_layout_text(`${heading}\n`)];
    return [
        table(`#### Baseline deviations\n\n${heading}.`, (0,wording/* countOf */.pq)(comparison.deviations.length, "deviation"), ["Asset", "Id", "Cyber system", "Changed", "Opens"], comparison.deviations.map((deviation) => markdown_layout_row("baseline deviation", [
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.asset),
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.asset_id ?? "(new)"),
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.cyber_system),
            deviation.items
                .map((item) => baseline_deviation_words/* itemChangeWords */.dV(item, escape_markdown/* escapeMarkdown */.FV))
                .join("<br>"),
            baseline_deviation_words/* opensWords */.vA(deviation.opens).replace(/^opens /, ""),
        ]))),
    ];
}
/** The patch sources check (R2.1): a row per gap, those this change makes first; or the one line. */
function patchSourceSections(check) {
    if (check === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)(patch_source_words/* patchSourceHeading */.Uq(check));
    const notSeen = check.not_seen.length === 0
        ? ""
        : `${(0,escape_markdown/* escapeMarkdown */.FV)(patch_source_words/* notSeenWords */.Iu(check, (name) => name))}\n`;
    if (check.missing.length === 0)
        return [markdown_layout_text(`${heading}\n${notSeen === "" ? "" : `\n${notSeen}`}`)];
    const { byChange, existing } = patch_source_words/* gapsInOrder */.Bc(check);
    return [
        table(`#### Patch sources missing\n\n${heading} ${(0,escape_markdown/* escapeMarkdown */.FV)(patch_source_words/* PATCH_SOURCE_FIX_LINE */.Kr)}`, (0,wording/* countOf */.pq)(check.missing.length, "item"), ["Item", "Version", "Asset", "Cyber system", "Change", "Where"], [...byChange, ...existing].map((gap) => markdown_layout_row("patch source missing", [
            `${gap.item} ${(0,escape_markdown/* escapeMarkdown */.FV)(gap.name)}`,
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.version),
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.asset),
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.cyber_system),
            gap.change === "existing"
                ? plan_sources/* PATCH_SOURCE_CHANGE_WORDS */.Is.existing
                : `**${plan_sources/* PATCH_SOURCE_CHANGE_WORDS */.Is[gap.change]}**`,
            (0,escape_markdown/* markdownCodeSpan */.Bk)((0,diagnostics/* formatLocation */.j$)(gap.location)),
        ]))),
        ...(notSeen === "" ? [] : [markdown_layout_text(notSeen)]),
    ];
}
/** Each family's reviewed files the change adds, changes or removes: a list item per file. */
function reviewedFileSections(plan) {
    return reviewed_file_words/* REVIEWED_FILE_SECTIONS */.w.flatMap((section) => {
        const heading = section.heading(plan, (words) => words);
        if (heading === undefined)
            return [];
        const files = section.files(plan, escape_markdown/* markdownCodeSpan */.Bk, escape_markdown/* escapeMarkdown */.FV);
        return familyFileSection(section, heading, files);
    });
}
/** A family's reviewed files under its title: a list item per file, a nested item per detail. */
function familyFileSection({ title, noun }, heading, files) {
    const item = ({ line, details }) => `- ${line}\n${details.map((detail) => `  - ${detail}\n`).join("")}`;
    const rows = files.map((file) => markdown_layout_row(noun, item(file)));
    return [{ head: `#### ${title}\n\n${(0,escape_markdown/* escapeMarkdown */.FV)(heading)}\n\n`, rows, tail: "" }];
}
function warningSections(warnings) {
    if (warnings.length === 0)
        return [];
    return [
        {
            head: `#### ${(0,wording/* countOf */.pq)(warnings.length, "warning")}\n\n`,
            rows: warnings.map((warning) => markdown_layout_row("warning", `${(0,shared_diagnostics/* diagnosticMarkdownItem */.yc)(warning)}\n`)),
            tail: "",
        },
    ];
}

// EXTERNAL MODULE: ./src/render/plan/plan-text.ts
var plan_text = __webpack_require__(10051);
// EXTERNAL MODULE: ./src/render/format-names.ts
var format_names = __webpack_require__(9152);
;// CONCATENATED MODULE: ./src/render/plan/validation.ts
// The outcome of `cip-sync validate` as data: JSON for scripts, SARIF 2.1.0 for code scanning
// (github/codeql-action/upload-sarif shows each diagnostic as an alert on its line).


/**
 * For people: the verdict, what was found valid and whether the references to the service were
 * checked, or how many errors there are. The command's output (standard output); the diagnostics
 * are written before it, as every command writes them (renderDiagnosticsText, standard error).
 */
function renderValidationText(report) {
    const { cyberSystems, assets, referencesChecked } = report;
    const [inventory, ...others] = report.read.map(({ kind, files, file }) => file === undefined ? `${files} ${kind}(s)` : `the ${kind} ${file}`);
    const read = [
        `${inventory} (${cyberSystems} cyber system(s), ${assets} asset(s))`,
        ...others,
    ].join(", ");
    const errors = report.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
    if (errors.length > 0)
        return `Invalid: ${errors.length} error(s), each above at its file:line:column (read: ${read}); plan and apply refuse the files until they are fixed.\n`;
    return `Valid: ${read}${referencesChecked ? "; every reference resolved." : ". References to the service were not checked (set CIP_API_URL and CIP_API_KEY to check them)."}\n`;
}
function renderValidationJson(report) {
    const ordered = {
        valid: !(0,diagnostics/* hasErrors */.Cs)(report.diagnostics),
        files: report.files,
        read: report.read,
        cyber_systems: report.cyberSystems,
        assets: report.assets,
        references_checked: report.referencesChecked,
        diagnostics: report.diagnostics.map((diagnostic) => ({
            severity: diagnostic.severity,
            message: diagnostic.message,
            location: diagnostic.location,
            related: diagnostic.related,
        })),
    };
    return (0,plan_json/* renderJson */.h)(ordered);
}
const RULES = {
    error: {
        id: "cip-inventory/error",
        name: "InvalidInventory",
        text: "The inventory file is invalid: plan and apply refuse it until it is fixed.",
    },
    warning: {
        id: "cip-inventory/warning",
        name: "InventoryWarning",
        text: "The inventory file is valid but probably not what was meant.",
    },
};
function renderValidationSarif(report, toolVersion) {
    const located = report.diagnostics.flatMap((diagnostic) => diagnostic.location === undefined ? [] : [{ ...diagnostic, location: diagnostic.location }]);
    // A problem with no place (a pattern that matches nothing) is about the run, not a line.
    const unplaced = report.diagnostics.filter((diagnostic) => diagnostic.location === undefined);
    const log = {
        $schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: [
            {
                tool: {
                    driver: {
                        name: "cip-sync",
                        version: toolVersion,
                        rules: Object.values(RULES).map((rule) => ({
                            id: rule.id,
                            name: rule.name,
                            shortDescription: { text: rule.text },
                        })),
                    },
                },
                invocations: [
                    {
                        executionSuccessful: unplaced.every((diagnostic) => diagnostic.severity !== "error"),
                        toolExecutionNotifications: unplaced.map((diagnostic) => ({
                            level: diagnostic.severity,
                            message: { text: diagnostic.message },
                        })),
                    },
                ],
                results: located.map((diagnostic) => ({
                    ruleId: RULES[diagnostic.severity].id,
                    level: diagnostic.severity,
                    message: { text: diagnostic.message },
                    locations: [physicalLocation(diagnostic.location)],
                    ...(diagnostic.related && diagnostic.related.length > 0
                        ? {
                            relatedLocations: diagnostic.related.map((location, id) => ({
                                id,
                                ...physicalLocation(location),
                                message: { text: "related location" },
                            })),
                        }
                        : {}),
                })),
            },
        ],
    };
    return (0,plan_json/* renderJson */.h)(log);
}
/**
 * A path relative to the repository as an RFC 3986 relative reference: each segment
 * percent-encoded, so that "#" and "?" in a file name stay in the path (encodeURI would leave them
 * to start a fragment or a query) and a ":" in the first segment is not read as a scheme.
 */
function relativeUri(path) {
    return path.split("/").map(encodeURIComponent).join("/");
}
function physicalLocation(location) {
    return {
        physicalLocation: {
            artifactLocation: { uri: relativeUri(location.file), uriBaseId: "%SRCROOT%" },
            region: { startLine: location.line, startColumn: location.column },
        },
    };
}

;// CONCATENATED MODULE: ./src/render/formats.ts













/**
 * A registry of `Model`'s formats by name, in the order of `names` (format-names.ts: the order help
 * lists them, the default first), holding a renderer for each name and no other.
 */
function registry() {
    return (names, renderers) => Object.fromEntries(names.map((name) => [name, renderers[name]]));
}
/** `cip-sync plan`: for people, for pull requests, and the plan file `apply --plan` reads. */
const PLAN_RENDERERS = registry()(format_names/* PLAN_FORMATS */.Lr, {
    text: (plan, { color }) => (0,plan_text/* renderPlanText */.$D)(plan, { color }),
    markdown: (plan) => renderPlanMarkdown(plan, {
        truncatedNote: "Run `cip-sync plan --format json` for the complete plan.",
    }),
    json: (plan) => (0,plan_json/* renderPlanJson */.u)(plan),
});
/** `cip-sync validate`: the text one is for people and goes to standard error with diagnostics. */
const VALIDATION_RENDERERS = registry()(format_names/* VALIDATION_FORMATS */.nr, {
    text: (report) => renderValidationText(report),
    json: (report) => renderValidationJson(report),
    sarif: (report, { toolVersion }) => renderValidationSarif(report, toolVersion),
});
/** `cip-sync drift`. */
const DRIFT_RENDERERS = registry()(format_names/* DRIFT_FORMATS */.fW, {
    text: (findings) => renderDriftText(findings),
    markdown: (findings) => renderDriftMarkdown(findings),
    json: (findings) => (0,plan_json/* renderJson */.h)(findings),
});
/**
 * `cip-sync evidence report`: the audit pack, in pieces written as they are made, so that the
 * Markdown, CSV and JSON of a ledger of any size never stand in memory whole.
 */
const EVIDENCE_REPORT_RENDERERS = registry()(format_names/* EVIDENCE_REPORT_FORMATS */.qq, {
    markdown: (report) => evidenceMarkdownChunks(report),
    csv: (report) => evidenceCsvChunks(report),
    html: (report) => evidenceHtmlChunks(report),
    json: (report) => evidenceJsonChunks(report),
});
/** `cip-sync export`: the live inventory as rows a CMDB can store. */
const EXPORT_RENDERERS = registry()(format_names/* EXPORT_FORMATS */.UP, {
    csv: (rows) => renderAssetRowsCsv(rows),
    json: (rows) => renderAssetRowsJson(rows),
});
/** `cip-sync doctor`: the checks for people, or for a script that reads the verdict. */
const DOCTOR_RENDERERS = registry()(format_names/* DOCTOR_FORMATS */.vP, {
    text: (report) => renderDoctorText(report),
    json: (report) => renderDoctorJson(report),
});
/** `cip-sync obligations`: for people, for an issue or a job summary, for a spreadsheet, for a script. */
// Each written as it is made, an obligation at a time: a ledger's can be hundreds of megabytes.
const OBLIGATIONS_RENDERERS = registry()(format_names/* OBLIGATIONS_FORMATS */.$B, {
    text: (listing) => (0,obligations/* obligationsTextChunks */.pZ)(listing),
    markdown: (listing) => (0,obligations/* obligationsMarkdownChunks */.Hl)(listing),
    csv: (listing) => (0,obligations/* obligationsCsvChunks */.Ml)(listing),
    json: (listing) => (0,obligations/* obligationsJsonChunks */.gq)(listing),
});
/** A registry's format names, the default first. */
function formatNames(renderers) {
    // A registry is a non-empty object literal, so its first key, the default, always exists.
    return Object.keys(renderers);
}


/***/ }),

/***/ 51179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ escapeHtml)
/* harmony export */ });
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65032);
// Escaping of untrusted text (names, titles, logins, messages from the ledger) for HTML text and
// attribute values: the five characters that could end an element or an attribute.

const HTML_ESCAPES = new Map([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&#39;"],
]);
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (character) => (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_0__/* .getOrThrow */ .Gp)(HTML_ESCAPES, character, "HTML_ESCAPES"));
}


/***/ })

};
