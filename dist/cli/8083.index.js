export const id = 8083;
export const ids = [8083,3379];
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
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58427);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32246);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2520);
/* harmony import */ var _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55117);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42357);
/* harmony import */ var _core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23281);
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
        verifiedHead: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "verified-head"),
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
/* harmony export */   evidenceHandoverSettings: () => (/* binding */ evidenceHandoverSettings),
/* harmony export */   evidencePopulationsSettings: () => (/* binding */ evidencePopulationsSettings),
/* harmony export */   evidenceReportSettings: () => (/* binding */ evidenceReportSettings),
/* harmony export */   evidenceVerifySettings: () => (/* binding */ evidenceVerifySettings)
/* harmony export */ });
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90038);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(65032);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(19130);
/* harmony import */ var _io_ledger_timestamps_tsa_endpoint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97172);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58427);
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
    const { tsa, tsaCa } = timestampSettings(flags, env);
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
/** The time-stamping authority (--tsa-url, else CIP_TSA_URL) and the CA its tokens are checked by. */
function timestampSettings(flags, env) {
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
    return { tsa, tsaCa };
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
/**
 * The report formats the handover writes, HTML first (its default, the one an auditor opens): those
 * that list the obligations, which the CSV report leaves to `obligations`.
 */
const HANDOVER_REPORT_FORMATS = [
    "html",
    "markdown",
    "json",
];
function evidenceHandoverSettings(values) {
    return {
        command: "evidence handover",
        ...periodReading(values),
        out: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "out") ?? "handover",
        force: values.force === true,
        reportFormat: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .choice */ .Yq)(values, "report-format", HANDOVER_REPORT_FORMATS),
        populationsFormat: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .choice */ .Yq)(values, "populations-format", _render_evidence_populations_js__WEBPACK_IMPORTED_MODULE_3__/* .POPULATION_FORMATS */ .ps),
        withoutPorts: values["without-ports"] === true,
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
        verifiedHead: flags.text("verified-head"),
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

/***/ 54249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E8: () => (/* binding */ baselineDigest),
/* harmony export */   bH: () => (/* binding */ BaselineReader)
/* harmony export */ });
/* unused harmony export BASELINE_KEYS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _baseline_items_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45168);
/* harmony import */ var _value_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55221);
/* harmony import */ var _yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40249);
// An asset's baseline configuration (CIP-010-4 R1.1) in the inventory: what it runs (operating
// system or firmware with its version, intentionally installed software with versions, custom
// software), which logical ports are open and why, and which security patches are applied; or a
// reference to where the baseline is kept (`baseline_ref`, for entities that keep BES Cyber System
// Information out of the repository). A document's `baselines:` names shared baselines that assets
// refer to by name. Read with positions like every other key; each baseline becomes a SHA-256
// digest over its canonical JSON, which plans and change records carry (never the content).








const BASELINE_KEYS = [..._baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .BASELINE_ITEMS */ .dK, "reviewed", "completed_on"];
const REF_KEYS = ["uri", "sha256"];
/** Each list item's keys: required, then optional. */
const RECORD_KEYS = {
    os_firmware: [["name", "version"], []],
    software: [["name", "version"], []],
    ports: [
        ["port", "protocol"],
        ["service", "justification"],
    ],
};
const PROTOCOLS = ["tcp", "udp"];
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
/** What to write in a list entry's key that was left empty (`""`). */
const ENTRY_TEXT_HINTS = {
    name: "the name",
    version: "the version",
    service: "the service that listens on the port, or remove the key",
    justification: "why the port must be open (CIP-007 R1.1)",
};
/** sha256:... over the canonical JSON (keys sorted) of a baseline or a reference to one. */
function baselineDigest(kind, content) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)({ [kind === "ref" ? "baseline_ref" : "baseline"]: content }))}`;
}
class BaselineReader extends _value_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .ValueReader */ .D {
    /** Where each content's os_firmware and software entries are written, by the content read. */
    #entryLocations = new WeakMap();
    /** `baseline:` at an asset: a map, or the name of one of the document's `baselines`. */
    writtenBaseline(value, keyOffset) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && typeof value.value === "string" && value.value !== "") {
            return {
                kind: "group",
                name: { value: (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .scalarText */ .ws)(value), location: this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value)) },
            };
        }
        const content = this.baselineContent(value, keyOffset);
        return content === undefined ? undefined : { kind: "content", content };
    }
    /** `baseline_ref:` at an asset: where the baseline is kept, and the SHA-256 of its content. */
    baselineRef(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baseline_ref", "{ uri: ..., sha256: ... }");
        if (map === undefined)
            return undefined;
        this.#unknownKeys = false;
        const read = this.#fields(map, REF_KEYS, "a baseline_ref has the keys");
        const uri = this.#text(read.uri, keyOffset, "baseline_ref uri", "where the baseline is kept");
        const digest = this.#text(read.sha256, keyOffset, "baseline_ref sha256", "64 hexadecimal digits");
        if (uri === undefined || digest === undefined || this.#unknownKeys)
            return undefined;
        if (!/^[0-9a-f]{64}$/i.test(digest)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(read.sha256), `baseline_ref sha256 must be 64 hexadecimal digits (the SHA-256 of the baseline document), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(digest)}`);
            return undefined;
        }
        return { kind: "ref", content: { uri, sha256: digest.toLowerCase() } };
    }
    /**
     * A document's `baselines:`: name -> content, each read like an asset's inline baseline;
     * undefined when `baselines:` itself is not a map (reported).
     */
    baselineGroups(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baselines", "a map of baseline name to baseline");
        if (map === undefined)
            return undefined;
        const groups = new Map();
        for (const { key, keyText, value: group } of this.entries(map)) {
            groups.set(keyText, this.baselineContent(group, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(key)));
        }
        return groups;
    }
    /**
     * An asset's baseline from what was written, shared names resolved against `groups` (undefined:
     * the document's `baselines:` could not be read, which was reported); undefined after an error.
     */
    resolveBaseline(written, groups) {
        if (written.kind === "ref") {
            return {
                digest: baselineDigest("ref", written.content),
                kind: "ref",
                refSha256: String(written.content.sha256),
            };
        }
        if (written.kind === "content")
            return this.#contentBaseline(written.content);
        // A shared baseline with an error, or an unreadable baselines:, is reported once, where it is.
        if (groups === undefined || groups.has(written.name.value)) {
            const content = groups?.get(written.name.value);
            return content === undefined
                ? undefined
                : { ...this.#contentBaseline(content), group: written.name.value };
        }
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .closestNames */ .g9)(written.name.value, groups.keys(), 1);
        this.diagnostics.push({
            severity: "error",
            location: written.name.location,
            message: suggestion === undefined
                ? `baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(written.name.value)} is not one of this document's baselines; declare it under baselines:, or write the baseline here as a map`
                : `baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(written.name.value)} is not one of this document's baselines; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(suggestion)}?`,
        });
        return undefined;
    }
    baselineContent(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baseline", `a map with ${BASELINE_KEYS.join(", ")}`);
        if (map === undefined)
            return undefined;
        this.#unknownKeys = false;
        const read = this.#fields(map, BASELINE_KEYS, "a baseline has the keys");
        const content = {};
        let valid = true;
        const keep = (key, item) => {
            if (item === undefined)
                valid = false;
            else
                content[key] = item;
        };
        for (const key of ["reviewed", "completed_on"])
            if (key in read)
                keep(key, this.#date(read[key], keyOffset, key));
        for (const key of ["os_firmware", "software", "ports"])
            if (key in read)
                keep(key, this.#records(read[key], keyOffset, key));
        for (const key of ["custom_software", "patches"]) {
            if (key in read)
                keep(key, this.#texts(read[key], keyOffset, key));
        }
        if (!valid || this.#unknownKeys)
            return undefined;
        const locations = {};
        for (const key of ["os_firmware", "software"]) {
            const list = read[key];
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list))
                locations[key] = list.items.map((entry) => this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(entry)));
        }
        this.#entryLocations.set(content, locations);
        return content;
    }
    /** A content baseline with where its entries are written. */
    #contentBaseline(content) {
        const locations = this.#entryLocations.get(content);
        return {
            ...contentBaseline(content),
            ...(locations === undefined ? {} : { entryLocations: locations }),
        };
    }
    #map(value, keyOffset, label, hint) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value))
            return this.plainNode(value) ? value : undefined;
        this.error((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value) : keyOffset, `${label} must be ${hint}, not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .describeValue */ .bp)(value)}`);
        return undefined;
    }
    /** The map's values by key, every key checked against `known` (did-you-mean for the rest). */
    #fields(map, known, intro) {
        const read = {};
        let valid = true;
        for (const { key, keyText, value } of this.entries(map)) {
            if (known.includes(keyText))
                read[keyText] = value;
            else {
                valid = false;
                this.unknownKey(key, keyText, known, intro);
            }
        }
        // Unknown keys are reported, and the known ones are still read: every problem at once.
        if (!valid)
            this.#unknownKeys = true;
        return read;
    }
    /** Set when a map had an unknown key: the baseline being read is then not kept. */
    #unknownKeys = false;
    #text(value, keyOffset, label, hint) {
        return this.scalarValue(value, keyOffset, { label, hint })?.value;
    }
    #date(value, keyOffset, label) {
        const text = this.#text(value, keyOffset, label, label === "reviewed"
            ? "the date the baseline was last confirmed, YYYY-MM-DD"
            : "the date the change in the field was completed, YYYY-MM-DD");
        if (text === undefined)
            return undefined;
        if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(text))
            return text;
        this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `${label} must be a date such as 2026-11-24 that exists (YYYY-MM-DD), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return undefined;
    }
    #texts(value, keyOffset, label) {
        if (isEmptyList(value))
            return [];
        const items = this.listItems(value, keyOffset, { label, hint: "texts (or [] for none)" });
        if (items === undefined)
            return undefined;
        const texts = items.map((item) => this.#text(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `${label} entry`, "a text"));
        return texts.every((text) => text !== undefined) ? texts : undefined;
    }
    #records(value, keyOffset, label) {
        const keys = RECORD_KEYS[label].flat();
        if (isEmptyList(value)) {
            if (label !== "os_firmware")
                return [];
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), "os_firmware is an empty list; every Cyber Asset runs an operating system or firmware: write at least one { name, version }");
            return undefined;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && label === "os_firmware") {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `os_firmware must be a list of { name, version }, not a text; write [{ name: ..., version: ... }] (for example [{ name: ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(String(value.value))}, version: "..." }])`);
            return undefined;
        }
        const items = this.listItems(value, keyOffset, { label, hint: `maps with ${keys.join(", ")}` });
        if (items === undefined)
            return undefined;
        const records = items.map((item) => this.#record(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), label));
        return records.every((record) => record !== undefined)
            ? records
            : undefined;
    }
    #record(item, offset, label) {
        const [required, optional] = RECORD_KEYS[label];
        const keys = [...required, ...optional];
        const map = this.#map(item, offset, `a ${label} entry`, `a map with ${keys.join(", ")}`);
        if (map === undefined)
            return undefined;
        const read = this.#fields(map, keys, `a ${label} entry has the keys`);
        const start = (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(map);
        const record = {};
        // Every key is checked, and a port's number and protocol too: all of an entry's problems at once.
        let valid = true;
        for (const key of keys) {
            if (!(key in read)) {
                if (!required.includes(key))
                    continue;
                this.error(start, `a ${label} entry has no ${key}; add it (${keys.join(", ")})`);
                valid = false;
                continue;
            }
            const text = this.#text(read[key], start, key, "a text");
            if (text?.trim() === "") {
                this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(read[key]), `${key} is empty; write ${ENTRY_TEXT_HINTS[key]}`);
            }
            if (text === undefined || text.trim() === "")
                valid = false;
            else
                record[key] = text;
        }
        if (label !== "ports")
            return valid ? record : undefined;
        const port = this.#port(record, read, start);
        return valid ? port : undefined;
    }
    /** A ports entry with its port a number or a range, and its protocol tcp or udp. */
    #port(record, read, entryOffset) {
        const port = "port" in record ? this.#portNumber(read.port, String(record.port)) : undefined;
        const protocol = "protocol" in record
            ? this.choice(read.protocol, entryOffset, { label: "protocol", hint: "tcp or udp" }, PROTOCOLS)
            : undefined;
        return port === undefined || protocol === undefined
            ? undefined
            : { ...record, port, protocol: protocol.value };
    }
    #portNumber(node, text) {
        const port = portValue(text);
        // A quoted "20000" is text: a single port is a number, and only a range is written as text.
        if (typeof port === "number" && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.value === "string") {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(node), `port must be a number, not the text ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}; write it without quotes (port: ${port}): only a range such as "49152-65535" is quoted`);
            return undefined;
        }
        if (port === undefined) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(node), `port must be a number from 0 to 65535 or a range such as "49152-65535", not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        }
        return port;
    }
}
/** A port as written: a number, or a range "low-high" (low below high); undefined otherwise. */
function portValue(text) {
    const isPort = (n) => Number.isInteger(n) && n >= 0 && n <= 65535;
    if (/^\d{1,5}$/.test(text))
        return isPort(Number(text)) ? Number(text) : undefined;
    const range = PORT_RANGE.exec(text);
    if (range === null)
        return undefined;
    const [low, high] = [Number(range[1]), Number(range[2])];
    return isPort(low) && isPort(high) && low < high ? `${low}-${high}` : undefined;
}
function isEmptyList(value) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items.length === 0;
}
/** A baseline written as content: its digest, each item's digest, and what it leaves out. */
function contentBaseline(content) {
    const missing = (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .missingItems */ .hU)(content);
    const unjustified = (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .unjustifiedPorts */ .DJ)(content);
    return {
        digest: baselineDigest("content", content),
        kind: "content",
        content,
        items: (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .itemDigests */ .tV)(content),
        ...(missing.length === 0 ? {} : { missing }),
        ...(unjustified === 0 ? {} : { unjustifiedPorts: unjustified }),
        ...(typeof content.completed_on === "string" ? { completedOn: content.completed_on } : {}),
    };
}


/***/ }),

/***/ 77568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isLoopback)
/* harmony export */ });
// Whether plain http:// may reach a host: only this machine (127.0.0.0/8, ::1, localhost). Pure, so
// that a settings file that says http:// to another machine is refused where it says it, before
// anything is read over it; io/ applies the same rule to every connection it opens.
const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const LOOPBACK_V4 = new RegExp(`^127\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);
/** `hostname` as a WHATWG URL gives it (an IPv6 address in brackets). */
function isLoopback(hostname) {
    return hostname === "localhost" || hostname === "[::1]" || LOOPBACK_V4.test(hostname);
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
