export const id = 860;
export const ids = [860];
export const modules = {

/***/ 1860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readCommandRows: () => (/* binding */ readCommandRows)
/* harmony export */ });
/* unused harmony export commandEnvironment */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1640);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6800);
/* harmony import */ var _network_known_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5294);
/* harmony import */ var _source_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6883);
// Reads a `command` source: a program of the repository's (an OT discovery tool's exporter, a
// ServiceNow query) that prints the rows as JSON, `[{ "name", "system", "type" }]`. It runs
// without a shell (its arguments are never re-read by one), from the repository root, with a
// timeout, and with a minimal environment: what a program needs to start (PATH, HOME, the
// temporary directory, the locale, Windows' system variables) and the variables the source lists
// in `env`, never the run's other secrets (the Action's inputs, the API key, GitHub and source
// tokens, proxy credentials). When it fails, the end of its standard error is shown, hidden
// characters escaped and every known secret masked in every form.






const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
const STDERR_LINES_SHOWN = 20;
/** Variables every program may need to start and read text, compared in upper case (Windows' Path). */
const BASE_VARIABLES = new Set([
    "PATH",
    "HOME",
    "TMPDIR",
    "TEMP",
    "TMP",
    "LANG",
    "LANGUAGE",
    "TZ",
    "SYSTEMROOT",
    "WINDIR",
    "PATHEXT",
    "COMSPEC",
    "USERPROFILE",
]);
/** The environment the command runs with: BASE_VARIABLES, LC_*, and the ones `listed`. */
function commandEnvironment(listed, env) {
    const passed = {};
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined)
            continue;
        const upper = name.toUpperCase();
        if (BASE_VARIABLES.has(upper) || upper.startsWith("LC_") || listed.includes(name))
            passed[name] = value;
    }
    return passed;
}
/** Every secret the stderr tail must not show: the run's known ones, and listed secret-named ones. */
function secretsFor(listed, env) {
    const named = listed.filter((name) => _network_known_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .SECRET_NAME */ .J4.test(name)).map((name) => env[name] ?? "");
    return [...(0,_network_known_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .knownSecrets */ .xU)(env), ...named].filter((value) => value !== "");
}
async function readCommandRows(source, root, env) {
    // The schema asks for at least one entry: the program.
    const [program = "", ...args] = source.run;
    const named = `source ${(0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source.name)}: the command ${(0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source.run.join(" "))}`;
    const { stdout, stderr, error } = await new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(program, args, {
            cwd: root,
            env: commandEnvironment(source.env, env),
            shell: false,
            timeout: source.timeout_seconds * 1000,
            maxBuffer: MAX_OUTPUT_BYTES,
            windowsHide: true,
            encoding: "utf8",
        }, (failure, out, err) => resolve({ stdout: out, stderr: err, error: failure }));
    });
    if (error !== null) {
        const why = error.killed === true && error.signal === "SIGTERM"
            ? `did not finish within ${source.timeout_seconds} s (timeout_seconds)`
            : typeof error.code === "number"
                ? `exited with status ${error.code}`
                : error.code === "ENOENT"
                    ? "could not be started: the program was not found (run names a program and its arguments; no shell)"
                    : `failed: ${error.message}`;
        const tail = stderrTail(stderr, secretsFor(source.env, env));
        throw new _source_error_js__WEBPACK_IMPORTED_MODULE_5__/* .SourceReadError */ .C(`${named} ${why}; nothing was written.${tail}`);
    }
    return rowsOf(stdout, named);
}
function rowsOf(stdout, named) {
    const fix = 'it must print a JSON list of { "name", "system", "type" } objects';
    let items;
    try {
        items = JSON.parse(stdout);
    }
    catch (error) {
        throw new _source_error_js__WEBPACK_IMPORTED_MODULE_5__/* .SourceReadError */ .C(`${named} printed output that is not JSON (${error.message}); ${fix}; nothing was written.`);
    }
    if (!Array.isArray(items)) {
        throw new _source_error_js__WEBPACK_IMPORTED_MODULE_5__/* .SourceReadError */ .C(`${named} printed JSON that is not a list; ${fix}.`);
    }
    return items.map((item, index) => {
        const place = `item ${index + 1}`;
        const fields = typeof item === "object" && item !== null ? item : {};
        const text = (key) => {
            const value = fields[key];
            if (typeof value !== "string") {
                throw new _source_error_js__WEBPACK_IMPORTED_MODULE_5__/* .SourceReadError */ .C(`${named} printed ${place} without a text ${(0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)}; ${fix}; nothing was written.`);
            }
            return value;
        };
        return { place, name: text("name"), system: text("system"), type: text("type") };
    });
}
function stderrTail(stderr, secrets) {
    // Masked whole, before the text is split or cut, so that no part of a secret survives a cut.
    const redacted = (0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .fp)(stderr, secrets);
    const lines = redacted.trimEnd().split(/\r?\n/).filter(Boolean).slice(-STDERR_LINES_SHOWN);
    if (lines.length === 0)
        return "";
    const shown = lines.map((line) => `  ${(0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactSecrets */ .fp)((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)(line).slice(0, 500), secrets)}`);
    return `\nIts standard error ended with:\n${shown.join("\n")}`;
}


/***/ }),

/***/ 6883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ SourceReadError)
/* harmony export */ });
// A source that cannot be read whole: the sync stops and writes nothing. The message names the
// source and what to fix; it never holds a token.
class SourceReadError extends Error {
    name = "SourceReadError";
}


/***/ })

};
