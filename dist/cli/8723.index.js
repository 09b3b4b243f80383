export const id = 8723;
export const ids = [8723,3379];
export const modules = {

/***/ 3379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FAIL_ON: () => (/* binding */ FAIL_ON),
/* harmony export */   calendarFlags: () => (/* binding */ calendarFlags),
/* harmony export */   obligationsSettings: () => (/* binding */ obligationsSettings)
/* harmony export */ });
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40633);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32246);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2520);
/* harmony import */ var _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55117);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42357);
/* harmony import */ var _core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36964);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65032);
// `cip-sync obligations`'s flags, checked: each wrong value names its flag and what it accepts.








const FORMATS = (0,_render_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNames */ .EI)(_render_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .OBLIGATIONS_RENDERERS */ .JE);
const FAIL_ON = ["overdue", "due-soon"];
/**
 * CALENDAR_OPTIONS read; a time zone that is none exits 2 (EXIT_BAD_INPUT), as the same mistake
 * in the policy file's `time_zone:` does.
 */
function calendarFlags(values) {
    const timeZone = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "time-zone");
    if (timeZone !== undefined && !(0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .isCalendarTimeZone */ ._s)(timeZone)) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--time-zone ${timeZone} is not a calendar's time zone: give ${_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .CALENDAR_TIME_ZONE_HINT */ .qo}`, _shared_io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_BAD_INPUT */ .yt);
    }
    return {
        policyFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "policy") ?? _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_POLICY_FILE */ .mY,
        timeZone,
        operatorKeys: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "operator-keys"),
        ledgerDeclaration: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "ledger-declaration"),
        repository: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "repository"),
    };
}
function obligationsSettings(values) {
    const at = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .dayFlag */ .tV)(values, "at");
    const failOn = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "fail-on");
    if (failOn !== undefined && !FAIL_ON.includes(failOn)) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--fail-on must be one of ${FAIL_ON.join(", ")}; got '${failOn}'.`);
    }
    const format = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .choice */ .Yq)(values, "format", FORMATS);
    return {
        command: "obligations",
        dir: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "dir") ?? ".",
        at,
        ...calendarFlags(values),
        dueSoonDays: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C$)(values, "due-soon-days", { min: 0, max: 365, integer: true }),
        format,
        failOn: failOn,
        statuses: listedStatuses(values, format),
        out: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "out"),
        fromStart: values["from-start"] === true,
    };
}
/**
 * --status's statuses (repeated or comma-separated), --all's every one, else what still needs
 * someone in text and Markdown, which a person reads top down, and every one in CSV and JSON, which
 * a program reads whole. A status that is none exits 2 (EXIT_BAD_INPUT) naming the flag.
 */
function listedStatuses(values, format) {
    const given = values.status;
    if (given !== undefined && values.all === true) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e("--all and --status cannot be given together: --all lists every status; leave it out to list only --status's", _shared_io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_BAD_INPUT */ .yt);
    }
    if (given === undefined)
        return values.all === true || !isReadFromTop(format) ? undefined : _core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .STILL_TO_DO */ .PB;
    const words = given.flatMap((value) => value.split(",")).map((word) => word.trim());
    for (const word of words) {
        if (!(0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__/* .isOneOf */ .EK)(_core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .OBLIGATION_STATUSES */ .aC, word)) {
            throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--status ${word === "" ? "''" : word} is not an obligation's status: give one or more of ${_core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .OBLIGATION_STATUSES */ .aC.join(", ")}, repeated or comma-separated (e.g. --status overdue,due-soon)`, _shared_io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_BAD_INPUT */ .yt);
        }
    }
    return _core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .OBLIGATION_STATUSES */ .aC.filter((status) => words.includes(status));
}
function isReadFromTop(format) {
    return format === "text" || format === "markdown";
}


/***/ }),

/***/ 95871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evidenceAppendSettings: () => (/* binding */ evidenceAppendSettings),
/* harmony export */   evidencePopulationsSettings: () => (/* binding */ evidencePopulationsSettings),
/* harmony export */   evidenceReportSettings: () => (/* binding */ evidenceReportSettings),
/* harmony export */   evidenceVerifySettings: () => (/* binding */ evidenceVerifySettings)
/* harmony export */ });
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90038);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(65032);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19130);
/* harmony import */ var _io_ledger_timestamps_tsa_endpoint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97172);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40633);
/* harmony import */ var _render_evidence_populations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80212);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42357);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32246);
/* harmony import */ var _shared_github_settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(44241);
/* harmony import */ var _compliance_obligations_settings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3379);
// The settings of the `cip-sync evidence` commands (verify, append, report), read from their flags
// (settings.ts hands them over) and, for --remote and the TSA, the environment.











const HEAD_PATTERN = /^(\d+):([0-9a-f]{64})$/;
const HEAD = "the --expect-head pattern";
function evidenceAppendSettings(flags, env, inventory) {
    const { source, connection } = inventory;
    const record = flags.text("record");
    const monitoring = flags.text("monitoring");
    if ((record === undefined) === (monitoring === undefined)) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(record === undefined
            ? "--record or --monitoring is required: pass the change record written by 'cip-sync apply --plan FILE --yes --record FILE', or a collector's configuration-monitoring file with --monitoring FILE"
            : "--record and --monitoring were both given: append one record at a time, the change record (--record) or the configuration-monitoring file (--monitoring)");
    }
    if (monitoring === undefined && source.given) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e("--path and --root are read with --monitoring only (the inventory the observations are compared with): leave them out with --record");
    }
    const listing = flags.flag("listing");
    if (monitoring === undefined && listing) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e("--listing is read with --monitoring only (the inventory listing kept beside a collector's configuration-monitoring record): leave it out with --record");
    }
    if (!listing && connection.urlSource === "--api-url") {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e("--api-url is read with --monitoring FILE --listing only (the service the inventory listing is read from): add --listing to a --monitoring append, or leave out --api-url");
    }
    const workspace = flags.text("workspace");
    if (workspace !== undefined && !_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_8__/* .WORKSPACE_PATTERN */ .t.test(workspace)) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`--workspace ${workspace} is not a workspace name: use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit, as the Action's input workspace (e.g. grid-east)`);
    }
    const tsaFlag = flags.text("tsa-url");
    const [value, tsaSource] = tsaFlag === undefined ? [env.CIP_TSA_URL, "CIP_TSA_URL"] : [tsaFlag, "--tsa-url"];
    let tsa;
    try {
        tsa = (0,_io_ledger_timestamps_tsa_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .readTsaEndpoint */ .E2)(value, tsaSource, env);
    }
    catch (error) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .g)(error));
    }
    const tsaCa = flags.text("tsa-ca");
    if (tsaCa !== undefined && tsa === undefined) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e("--tsa-ca checks the token of --tsa-url, which is not set: pass --tsa-url URL (or set CIP_TSA_URL), or leave out --tsa-ca");
    }
    return {
        command: "evidence append",
        dir: flags.text("dir") ?? ".",
        record,
        monitoring,
        source,
        listing,
        connection,
        workspace,
        tsa,
        tsaCa,
    };
}
const REPORT_FORMATS = (0,_render_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .formatNames */ .EI)(_render_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .EVIDENCE_REPORT_RENDERERS */ .Ki);
function periodReading(values) {
    const calendar = (0,_compliance_obligations_settings_js__WEBPACK_IMPORTED_MODULE_7__.calendarFlags)(values);
    return {
        dir: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "dir") ?? ".",
        ...calendar,
        ...periodOf(values, periodZone(calendar.timeZone)),
        fromStart: values["from-start"] === true,
    };
}
/** The zone the period's days are counted in, as far as the flags tell it. */
function periodZone(timeZone) {
    return timeZone === undefined
        ? "in the policy calendar's time zone: the policy file's time_zone, else UTC"
        : `in ${timeZone}, as --time-zone says`;
}
/** --from and --to: the period's first and last days. */
function periodOf(values, zone) {
    const firstDay = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .periodDayFlag */ .Ou)(values, "from", zone);
    const lastDay = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .periodDayFlag */ .Ou)(values, "to", zone);
    if (lastDay < firstDay) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`--to ${lastDay} is before --from ${firstDay}: give the period's last day after its first`);
    }
    return { firstDay, lastDay };
}
function evidenceReportSettings(values) {
    return {
        command: "evidence report",
        ...periodReading(values),
        format: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .choice */ .Yq)(values, "format", REPORT_FORMATS),
        out: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "out"),
    };
}
function evidencePopulationsSettings(values) {
    return {
        command: "evidence populations",
        ...periodReading(values),
        format: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .choice */ .Yq)(values, "format", _render_evidence_populations_js__WEBPACK_IMPORTED_MODULE_3__/* .POPULATION_FORMATS */ .ps),
        out: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "out") ?? "populations",
        withoutPorts: values["without-ports"] === true,
        force: values.force === true,
    };
}
const MAX_SKEW = { min: 0, max: 10_080, integer: true };
function evidenceVerifySettings(flags, env) {
    const tsaCa = flags.text("tsa-ca");
    const requireTimestamps = flags.flag("require-timestamps");
    if (requireTimestamps && tsaCa === undefined) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e("--require-timestamps needs --tsa-ca FILE: give the PEM certificate of the authority that issued the TSA's certificate, so the tokens can be checked");
    }
    const head = flags.text("expect-head");
    const match = head === undefined ? null : HEAD_PATTERN.exec(head);
    if (head !== undefined && match === null) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`--expect-head ${head} is not SEQ:SHA256: give the published head as the sequence, a colon and the record's 64 hex SHA-256 (outputs evidence-head-sequence and evidence-head-sha256)`);
    }
    return {
        command: "evidence verify",
        dir: flags.text("dir") ?? ".",
        tsaCa,
        requireTimestamps,
        maxSkewMinutes: flags.number("max-skew", MAX_SKEW) ?? _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_SKEW_MINUTES */ .Ed,
        expectHead: match === null
            ? undefined
            : { sequence: Number((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_10__/* .matchGroup */ .x2)(match, 1, HEAD)), sha256: (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_10__/* .matchGroup */ .x2)(match, 2, HEAD) },
        writer: flags.text("writer"),
        writerKey: flags.text("writer-key"),
        operatorKeys: flags.text("operator-keys"),
        ledgerDeclaration: flags.text("ledger-declaration"),
        repository: flags.text("repository"),
        remote: flags.flag("remote") ? remoteSettings(flags, env) : undefined,
    };
}
function remoteSettings(flags, env) {
    return {
        ...(0,_shared_github_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .gitHubRepositoryOf */ .H)(flags, env, "--remote needs GITHUB_TOKEN: set it to a token that may read the repository's contents (and, to see branch protection, its administration)"),
        branch: flags.text("branch"),
        requireProtection: flags.flag("require-protection"),
    };
}


/***/ }),

/***/ 44241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ gitHubRepositoryOf)
/* harmony export */ });
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65032);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32246);
// The GitHub repository a command reads through the API, read alike by `evidence verify --remote`
// and `doctor`: --repo OWNER/REPO (or GITHUB_REPOSITORY), GITHUB_TOKEN and GITHUB_API_URL.


const REPO_PATTERN = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/;
const REPO = "the OWNER/REPO pattern";
/**
 * The repository and token; `missingToken` is the message when GITHUB_TOKEN is not set, saying
 * what the command reads with it.
 */
function gitHubRepositoryOf(flags, env, missingToken) {
    const token = env.GITHUB_TOKEN ?? "";
    if (token.trim() === "")
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(missingToken);
    const repoFlag = flags.text("repo");
    const [repoSource, repository] = repoFlag === undefined
        ? ["GITHUB_REPOSITORY", env.GITHUB_REPOSITORY ?? ""]
        : ["--repo", repoFlag];
    const match = REPO_PATTERN.exec(repository);
    if (match === null) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${repoSource} is ${JSON.stringify(repository)}: give the repository as OWNER/REPO (--repo, or GITHUB_REPOSITORY)`);
    }
    return {
        owner: (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .matchGroup */ .x2)(match, 1, REPO),
        repo: (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .matchGroup */ .x2)(match, 2, REPO),
        token,
        apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
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


/***/ }),

/***/ 97172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E2: () => (/* binding */ readTsaEndpoint),
/* harmony export */   PK: () => (/* binding */ TsaError),
/* harmony export */   iG: () => (/* binding */ tsaName)
/* harmony export */ });
/* harmony import */ var _core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77568);
/* harmony import */ var _network_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17401);
// Which RFC 3161 timestamp authority the evidence ledger asks for tokens, read from a setting:
// apart from the client (tsa-client.ts), so that reading the settings loads no ASN.1 or CMS code.


/** The TSA did not give a usable token; the message names the TSA and why. */
class TsaError extends Error {
    name = "TsaError";
}
/**
 * The TSA to use, or undefined when `value` is empty (timestamps off). https:// is required except
 * on loopback; credentials in the URL are refused (they would be in every message naming it).
 */
function readTsaEndpoint(value, source, proxyEnv) {
    const given = value?.trim() ?? "";
    if (given === "")
        return undefined;
    const url = URL.parse(given);
    const example = "e.g. https://tsa.example.com/tsr, or empty for no timestamps";
    if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) {
        throw new TsaError(`${source} is not an http(s) URL ("${given}"): give the TSA's URL, ${example}`);
    }
    if (url.username !== "" || url.password !== "") {
        throw new TsaError(`${source} contains credentials (user:password@): remove them, ${example}`);
    }
    if (url.protocol === "http:" && !(0,_core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(url.hostname)) {
        throw new TsaError(`${source} uses http:// to ${url.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`);
    }
    const proxy = proxyEnv === undefined ? undefined : (0,_network_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxyForUrl */ .th)(proxyEnv, url.href);
    return { url, source, proxy };
}
/** How the TSA is named in messages and reports: its URL without query or fragment. */
function tsaName(endpoint) {
    return `${endpoint.url.origin}${endpoint.url.pathname}`;
}


/***/ })

};
