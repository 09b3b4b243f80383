export const id = 9103;
export const ids = [9103];
export const modules = {

/***/ 69103:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   doctorSettings: () => (/* binding */ doctorSettings),
/* harmony export */   emulatorSettings: () => (/* binding */ emulatorSettings)
/* harmony export */ });
/* harmony import */ var _emulator_profile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63518);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58427);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42357);
/* harmony import */ var _shared_github_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44241);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32246);
/* harmony import */ var _core_evidence_chain_writer_boundary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72255);






const DOCTOR_FORMATS = (0,_render_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNames */ .EI)(_render_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .DOCTOR_RENDERERS */ .Vg);
function doctorSettings(values, connection, env) {
    return {
        command: "doctor",
        connection,
        format: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .choice */ .Yq)(values, "format", DOCTOR_FORMATS),
        github: doctorRepository((0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .flagReader */ .Ko)(values), env),
        ledgerEnvironment: ledgerEnvironmentOf((0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "ledger-environment")),
    };
}
/** --ledger-environment as GitHub names environments: 1 to 255 characters, no control characters. */
function ledgerEnvironmentOf(flag) {
    if (flag === undefined)
        return _core_evidence_chain_writer_boundary_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_LEDGER_ENVIRONMENT */ .Gi;
    const name = flag.trim();
    if (name === "" || name.length > 255 || /\p{Cc}/u.test(name))
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`--ledger-environment is ${JSON.stringify(flag)}: give the name of the environment that holds the secret CIP_SYNC_LEDGER_KEY (Settings, Environments; the apply and drift jobs' environment:), 1 to 255 characters without control characters (default ${_core_evidence_chain_writer_boundary_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_LEDGER_ENVIRONMENT */ .Gi})`);
    return name;
}
/**
 * The repository is checked when --repo is given (then GITHUB_TOKEN is required), or when the
 * environment has both GITHUB_TOKEN and GITHUB_REPOSITORY (a workflow step given the token).
 */
function doctorRepository(flags, env) {
    const hasToken = (env.GITHUB_TOKEN ?? "").trim() !== "";
    if (flags.text("repo") === undefined && !(hasToken && (env.GITHUB_REPOSITORY ?? "") !== ""))
        return undefined;
    return (0,_shared_github_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubRepositoryOf */ .H)(flags, env, "--repo needs GITHUB_TOKEN: set it to a token that may read the repository (and, to read classic branch protection, its administration), so that doctor can check that the default branch requires cip-sync/policy");
}
function emulatorSettings(values) {
    const faults = {};
    const latencyMs = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "latency-ms", { min: 0, max: 60_000, integer: true });
    if (latencyMs !== undefined)
        faults.latencyMs = latencyMs;
    const errorRate = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "error-rate", RATE);
    if (errorRate !== undefined)
        faults.errorRate = errorRate;
    const dropRate = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "drop-after-commit-rate", RATE);
    if (dropRate !== undefined)
        faults.dropAfterCommitRate = dropRate;
    const rateLimit = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "rate-limit", { min: 1, integer: true });
    if (rateLimit !== undefined)
        faults.rateLimitPerSecond = rateLimit;
    const seed = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "fault-seed", { min: 0, integer: true });
    if (seed !== undefined)
        faults.seed = seed;
    return {
        command: "emulator",
        port: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "port", { min: 0, max: 65_535, integer: true }) ?? 8787,
        host: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "host") ?? "127.0.0.1",
        dataFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "data"),
        stateFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "state"),
        basePath: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "base-path") ?? "",
        enforceUniqueNames: values["no-unique-names"] !== true,
        exposeControlCenterParent: values["hide-control-center-parent"] !== true,
        profile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .choice */ .Yq)(values, "profile", _emulator_profile_js__WEBPACK_IMPORTED_MODULE_0__/* .EMULATOR_PROFILES */ .r$),
        faults,
    };
}
/** A fault rate: the share of requests, from 0 to 1. */
const RATE = { min: 0, max: 1, integer: false };


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

/***/ 63518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JK: () => (/* binding */ unauthenticated),
/* harmony export */   _w: () => (/* binding */ rateLimitHeaders),
/* harmony export */   r$: () => (/* binding */ EMULATOR_PROFILES),
/* harmony export */   t4: () => (/* binding */ errorBody)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
// The emulator's two behaviours. `spec` (the default) is the contract: the spec's error envelope
// `{"error": {"code", "message"}}`, keys that never expire, Retry-After on every 429, assets with
// the spec's fields only. `documented` answers as the service's public documentation shows it:
// `{"error": "<status text>", "message"}` bodies, 401 "API key has expired" for a seed's
// `expired_api_keys`, 429 without Retry-After, and `created_at`/`updated_at` on assets.

const EMULATOR_PROFILES = ["spec", "documented"];
/** The body of an error answer in this profile's shape. */
function errorBody(refusal, profile) {
    if (profile === "documented") {
        const error = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[refusal.status] ?? "Error";
        return JSON.stringify({ error, message: refusal.message });
    }
    return JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
}
/**
 * The 401 for a key that opens nothing. The spec profile gives one answer for every case (keys do
 * not expire there: an expired key is just unknown); the documented profile tells them apart.
 */
function unauthenticated(standing, profile) {
    const code = "unauthenticated";
    if (profile === "spec") {
        return {
            status: 401,
            code,
            message: "Missing or invalid X-API-Key header; send an API key an Organization Admin generated for your organization.",
        };
    }
    const message = {
        missing: "Missing X-API-Key header",
        unknown: "Invalid API key",
        expired: "API key has expired",
    }[standing];
    return { status: 401, code, message };
}
/** The headers of a 429: the spec profile says when to retry, the documented one does not. */
function rateLimitHeaders(retryAfterSeconds, profile) {
    return profile === "spec" ? { "retry-after": String(retryAfterSeconds) } : {};
}


/***/ })

};
