export const id = 7883;
export const ids = [7883];
export const modules = {

/***/ 89005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RK: () => (/* binding */ monitoringEntry),
/* harmony export */   Rb: () => (/* binding */ BREAK_GLASS),
/* harmony export */   Xb: () => (/* binding */ configurationMonitoringEntry),
/* harmony export */   df: () => (/* binding */ changeEntry),
/* harmony export */   hn: () => (/* binding */ changeExceptions)
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
/* harmony import */ var _shared_exhaustive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91565);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17106);
/* harmony import */ var _report_entries_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89005);
// One workspace of the audit report, summed up in one pass over its records in chain order: the
// period's counts per kind and per month, the gaps between monitoring runs (the longest and those
// over the limit), the drift episodes, and the changes that are exceptions. Nothing per ordinary
// record is kept: the report's lists of changes and runs are read again when rendered
// (evidence-report.ts), so a ledger of any size is summed up in bounded memory.





/**
 * The longest the report lets pass between two drift checks (`monitoring` records) before it
 * calls the gap an exception. A drift check reconciles the inventory with the service and reads
 * no device, so this is the tool's cadence for it, not CIP-010 R2.1's 35 days, which only
 * configuration-monitoring records close (core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts);
 * it borrows that number so that one schedule meets both.
 */
const MONITORING_LIMIT_DAYS = 35;
const DAY_MS = 86_400_000;
/** Calendar days (UTC) from `a` to `b`. */
function calendarDays(a, b) {
    const day = (date) => Math.floor(date.getTime() / DAY_MS);
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
    /** Whether the summary lists the exception changes: a reader of gaps and drift alone needs none. */
    #listsChanges;
    workspace;
    period;
    stamp;
    /**
     * `drift`: the workspace's episodes as a checkpoint holds them, when resumed from one.
     * `listsChanges` false: the summary's exception_changes stay empty (each entry keeps parts of its
     * record, which a reader of gaps and drift alone would hold for nothing).
     */
    constructor(workspace, period, stamp, drift, listsChanges = true) {
        this.#drift = drift ?? new _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_2__/* .DriftEpisodes */ .W();
        this.#resumed = drift !== undefined;
        this.#listsChanges = listsChanges;
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
                if (this.#listsChanges &&
                    (0,_report_entries_js__WEBPACK_IMPORTED_MODULE_3__/* .changeExceptions */ .hn)(record.change.outcome, record.origin === "cli").length > 0) {
                    this.#exceptionChanges.push((0,_report_entries_js__WEBPACK_IMPORTED_MODULE_3__/* .changeEntry */ .df)(path, record, this.stamp(path)));
                }
                return;
            case "monitoring":
                this.#run(new Date(record.recorded_at));
                if (!inPeriod)
                    return;
                this.#counts.monitoring++;
                this.#month(record.recorded_at).monitoring_runs++;
                if (!record.monitoring.in_sync)
                    this.#month(record.recorded_at).drift_runs++;
                return;
            case "configuration-monitoring":
                if (inPeriod)
                    this.#counts.configuration_monitoring++;
                return;
            default:
                (0,_shared_exhaustive_js__WEBPACK_IMPORTED_MODULE_4__/* .assertNever */ .x)(record);
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
const FORMULA_START = new RegExp(`(?<=^ *|[${SEPARATOR}] *)(?=[=+\\-@\\t\\r])`, "gu");
const NEEDS_QUOTES = new RegExp(`["${SEPARATOR}]`, "u");
/** What FORMULA_START can match after: the cell's start, or a separator in it, and spaces. */
const FORMULA_POSSIBLE = new RegExp(`^ *[=+\\-@\\t\\r]|[${SEPARATOR}]`, "u");
function csvCell(value) {
    if (value === undefined)
        return "";
    const plain = String(value);
    // Most cells (dates, digests, names) hold neither a separator nor a formula's first character
    // at their start: the replacement's look-behind is spared for them.
    const text = FORMULA_POSSIBLE.test(plain) ? plain.replace(FORMULA_START, "'") : plain;
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
