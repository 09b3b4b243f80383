export const id = 513;
export const ids = [513];
export const modules = {

/***/ 3513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: openServiceClient, runEntry

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/io/service/api-client.ts + 10 modules
var api_client = __webpack_require__(9156);
// EXTERNAL MODULE: ./src/io/network/connection.ts
var network_connection = __webpack_require__(2305);
// EXTERNAL MODULE: ./src/io/network/known-secrets.ts
var known_secrets = __webpack_require__(5294);
// EXTERNAL MODULE: ./src/io/network/proxy.ts
var proxy = __webpack_require__(7401);
// EXTERNAL MODULE: ./src/action/run/failure.ts
var failure = __webpack_require__(8694);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var redact = __webpack_require__(1640);
// EXTERNAL MODULE: ./src/io/checkout/replace-file.ts + 1 modules
var replace_file = __webpack_require__(7272);
// EXTERNAL MODULE: ./src/core/shared/text/workflow-commands.ts
var workflow_commands = __webpack_require__(2675);
;// CONCATENATED MODULE: ./src/action/run/summary-size.ts
// The job summary's size limit. GitHub accepts at most 1 MiB (1,048,576 bytes) of summary per step,
// counted in UTF-8, while the renderers cut by UTF-16 code units (String.length). A unit takes 1 to
// 3 bytes, so no single cap in units is right: the summary is rendered, measured in bytes, and
// rendered again with a smaller cap when it is over, a bounded number of times.
/** Below GitHub's 1 MiB per step, with a margin for what the runner adds. */
const SUMMARY_MAX_BYTES = 1_000_000;
/** The first cap: ASCII (1 byte per unit), the common case, fits at once. */
const FIRST_CAP = 1_000_000;
/** Renders at most this many times. */
const MAX_TRIES = 4;
/** The summary when not even its fixed part fits (never, with the Action's short headings). */
const SUMMARY_TOO_LARGE = "The job summary would exceed GitHub's limit of 1 MiB per step and was left out: the log of this step holds the plan.";
/**
 * `render(cap)` for the first cap, out of at most MAX_TRIES, whose UTF-8 size is at most
 * `maxBytes`. `render` returns the summary with its variable part (the plan, the diagnostics) cut to
 * at most `cap` UTF-16 code units, and redacts it, so that the size measured is the size written.
 * A retry scales the cap by the bytes per unit just measured; the last one cannot miss, as it takes
 * the worst case: 3 bytes per unit, besides the fixed part's bytes (`render(0)`).
 */
function fitSummary(render, maxBytes = SUMMARY_MAX_BYTES) {
    let cap = Math.min(FIRST_CAP, maxBytes);
    for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
        const text = render(cap);
        const bytes = Buffer.byteLength(text, "utf8");
        if (bytes <= maxBytes)
            return text;
        if (attempt === MAX_TRIES)
            break;
        let next = Math.floor(Math.min(cap, text.length) * (maxBytes / bytes) * 0.98);
        if (attempt === MAX_TRIES - 1) {
            const fixedBytes = Buffer.byteLength(render(0), "utf8");
            next = Math.min(next, Math.floor((maxBytes - fixedBytes) / 3));
        }
        cap = Math.max(0, Math.min(cap - 1, next));
    }
    return SUMMARY_TOO_LARGE;
}

;// CONCATENATED MODULE: ./src/action/run/reporter.ts
// The one way the Action reports: log lines, annotations, outputs, the job summary and files. Every
// text is redacted here, at the sink (the API key and the GitHub token never leave, whole or in
// part), and every log line is neutralised here (untrusted names never become workflow commands),
// so that no route has to remember either.





const coreSink = {
    info: (line) => core/* info */.pq(line),
    debug: (line) => core/* debug */.Yz(line),
    warning: (message, properties) => core/* warning */.$e(message, properties),
    error: (message, properties) => core/* error */.z3(message, properties),
    startGroup: (title) => core/* startGroup */.Oh(title),
    endGroup: () => core/* endGroup */.N4(),
    setOutput: (name, value) => core/* setOutput */.uH(name, value),
    appendSummary: async (markdown) => {
        await core/* summary */.z.addRaw(markdown, true).write();
    },
    setFailed: (message) => core/* setFailed */.C1(message),
};
class RunnerReporter {
    #sink;
    #secrets;
    /** `secrets`: every value to redact (empty ones are ignored). */
    constructor(sink, secrets) {
        this.#sink = sink;
        this.#secrets = secrets.filter((secret) => secret !== "");
    }
    redact(text) {
        return (0,redact/* redactSecrets */.fp)(text, this.#secrets);
    }
    /** `value` with every string in it redacted: for records stored elsewhere (the ledger). */
    redactValue(value) {
        return (0,redact/* redactSecretsInValue */.Hk)(value, this.#secrets);
    }
    /** Redacted, then made safe for the log: the one path of text to the log. */
    #logText(text) {
        return (0,workflow_commands/* neutraliseWorkflowCommands */.WM)(this.redact(text));
    }
    info(text) {
        this.#sink.info(this.#logText(text));
    }
    debug(text) {
        this.#sink.debug(this.#logText(text));
    }
    /** `text` in a collapsed group of the log titled `title`. */
    group(title, text) {
        this.#sink.startGroup(this.#logText(title));
        this.#sink.info(this.#logText(text));
        this.#sink.endGroup();
    }
    /** Opens a collapsed group of the log titled `title`; lines go into it until endGroup. */
    startGroup(title) {
        this.#sink.startGroup(this.#logText(title));
    }
    endGroup() {
        this.#sink.endGroup();
    }
    warning(message, properties = {}) {
        this.#sink.warning(this.#logText(message), this.#properties(properties));
    }
    error(message, properties = {}) {
        this.#sink.error(this.#logText(message), this.#properties(properties));
    }
    setFailed(message) {
        this.#sink.setFailed(this.#logText(message));
    }
    setOutput(name, value) {
        this.#sink.setOutput(name, this.redact(value));
    }
    /**
     * Appends to the job summary, within GitHub's 1 MiB per step counted in UTF-8 bytes: `markdown`
     * renders its variable part in at most `cap` UTF-16 code units, and is rendered again with a
     * smaller cap while it is over (each route writes the summary once).
     */
    async summary(markdown) {
        const render = typeof markdown === "string" ? () => markdown : markdown;
        await this.#sink.appendSummary(fitSummary((cap) => this.redact(render(cap))));
    }
    async writeFile(path, content) {
        await (0,replace_file/* replaceFile */.fR)(path, this.redact(content));
    }
    #properties(properties) {
        const { title, file } = properties;
        return {
            ...properties,
            ...(title === undefined ? {} : { title: this.#logText(title) }),
            ...(file === undefined ? {} : { file: this.redact(file) }),
        };
    }
}

// EXTERNAL MODULE: ./src/action/settings/settings.ts + 5 modules
var settings_settings = __webpack_require__(2005);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
;// CONCATENATED MODULE: ./src/action/main.ts
// One run of the Action: the secrets masked first, the inputs parsed once into settings, and the
// one place where an error becomes a failed step with its failure-reason output. `run()` is what
// @github/local-action imports and calls; dist/index.js (index.ts) calls it too. Only what reads
// the inputs is imported up front: the routes (run.ts) and GitHub's client and code host are
// imported once the settings are read, so that a wrong input stops the step before they load.









/** The service client for the inputs api-url and api-key. */
function openServiceClient(settings) {
    const connection = (0,network_connection/* readConnection */.dC)({
        apiUrl: settings.apiUrl,
        apiKey: settings.apiKey,
        urlSource: "input api-url",
        keySource: "input api-key",
        proxyEnv: settings.context.proxyEnv,
    });
    return new api_client/* ApiClient */.O({
        connection,
        maxConcurrency: settings.concurrency,
        requestTimeoutMs: settings.requestTimeoutMs,
    });
}
/** Runs the Action for the inputs (INPUT_*) and runner variables of `env`; never throws. */
async function runEntry(env, options = {}) {
    const secrets = (0,settings_settings/* readSecretInputs */.It)();
    // Proxy credentials (HTTPS_PROXY=http://user:password@host:port) are secrets like the key.
    const proxySecrets = (0,proxy/* proxyCredentials */.FF)(env);
    for (const credential of proxySecrets)
        core/* setSecret */.Pq(credential);
    const reporter = new RunnerReporter(options.sink ?? coreSink, [
        secrets.apiKey,
        secrets.githubToken,
        secrets.sourceToken,
        secrets.policyToken,
        secrets.notifyUrl,
        ...proxySecrets,
        // A platform's credential may come from the step's environment instead of source-token.
        ...(0,known_secrets/* knownSecrets */.xU)(env),
    ]);
    try {
        const settings = await (0,settings_settings/* readActionSettings */.O9)(env, secrets);
        const [{ runAction }, createGitHub, createHost] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(595), __webpack_require__.e(223)]).then(__webpack_require__.bind(__webpack_require__, 8223)),
            options.createGitHub ?? defaultGitHub(),
            options.createHost ?? defaultHost(),
        ]);
        const clients = {
            github: createGitHub(settings, reporter),
            // Team membership is read with the policy-token alone (Members: read), never the workflow's.
            policy: secrets.policyToken === ""
                ? undefined
                : createGitHub({ ...settings, githubToken: secrets.policyToken }, reporter),
        };
        await runAction(settings, {
            host: createHost(clients, settings),
            openServiceClient: options.openServiceClient ?? openServiceClient,
            reporter,
            ...(options.stop !== undefined ? { stop: options.stop } : {}),
            ...(options.ignoresCase !== undefined ? { ignoresCase: options.ignoresCase } : {}),
        });
    }
    catch (error) {
        reporter.setOutput("failure-reason", (0,failure/* failureReasonOf */.M)(error));
        if (error instanceof Error && error.stack !== undefined)
            reporter.debug(error.stack);
        reporter.setFailed((0,errors/* errorMessage */.g)(error));
    }
}
/** GitHub's client for a token, imported only when the run is not given its own. */
async function defaultGitHub() {
    const { createGitHubClient } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(584)]).then(__webpack_require__.bind(__webpack_require__, 6584));
    return (settings, log) => {
        const { apiUrl, proxyEnv } = settings.context;
        return createGitHubClient(settings.githubToken, apiUrl, log, (0,proxy/* proxyForUrl */.th)(proxyEnv, apiUrl));
    };
}
/** GitHub's code host over the clients, imported only when the run is not given its own. */
async function defaultHost() {
    const { gitHubCodeHost } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(407), __webpack_require__.e(595), __webpack_require__.e(995), __webpack_require__.e(487)]).then(__webpack_require__.bind(__webpack_require__, 8487));
    return ({ github, policy }, settings) => {
        const { owner, repo } = settings.context;
        // GitHub prefixes installation tokens with ghs_; only the prefix is read.
        return gitHubCodeHost(github, { owner, repo }, {
            installation: settings.githubToken.startsWith("ghs_"),
            policyClient: policy,
            // Read beside the first plan note: the apply's ledger append then skips reading the ref.
            ...(settings.evidenceBranch === "" ? {} : { ledgerBranch: settings.evidenceBranch }),
            ledgerKey: settings.ledgerKey,
        });
    };
}
/** The Action's entry point, as @github/local-action and the bundle call it. */
async function run() {
    // A cancelled job gets SIGINT, then SIGTERM a few seconds later, then SIGKILL: both signals stop
    // new operations, so that those in flight can finish and the change record say "interrupted".
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    try {
        await runEntry(process.env, { stop: stop.signal });
    }
    finally {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
    }
}


/***/ }),

/***/ 8694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ failureReasonOf),
/* harmony export */   d: () => (/* binding */ ActionFailure)
/* harmony export */ });
/* harmony import */ var _io_service_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3663);
/* harmony import */ var _io_network_connection_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2305);
/* harmony import */ var _settings_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2005);



/** The run failed for a reason the user can act on; reported already, then set as failed. */
class ActionFailure extends Error {
    name = "ActionFailure";
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
/** The failure-reason output for any error a run throws. */
function failureReasonOf(error) {
    if (error instanceof ActionFailure)
        return error.reason;
    if (error instanceof _settings_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .SettingsError */ .GN)
        return "settings";
    // The service could not be reached or refused the key while the live inventory was read.
    if (error instanceof _io_network_connection_js__WEBPACK_IMPORTED_MODULE_1__/* .ConnectionError */ .Rc || error instanceof _io_service_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h)
        return "connection";
    return "error";
}


/***/ }),

/***/ 2715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ readLedgerKey),
/* harmony export */   k: () => (/* binding */ writerKeyProblem)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2535);
/* harmony import */ var _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3754);
/* harmony import */ var _settings_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5854);
// Input ledger-key: the private half of the evidence ledger's writer key (Ed25519, PEM), from a
// secret of the protected environment that only the apply and drift jobs use. It is masked before
// anything else reads it, line by line as the runner masks multi-line secrets, and no message
// quotes it. cip-ledger.yaml on the default branch declares the public half
// (core/evidence/chain/writer-declaration.ts); a run that would append to a bound ledger without a
// declared key is refused before it writes (writerKeyProblem).





const KEY_STEPS = `${_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .WRITER_KEY_STEPS */ .yd} (docs/ledger-writer.md)`;
/** The writer's key of input ledger-key; undefined when the input is empty. */
function readLedgerKey() {
    const text = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4("ledger-key");
    if (text.trim() === "")
        return undefined;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(text);
    for (const line of text.split(/\r?\n/)) {
        const body = line.trim();
        if (body !== "" && !body.startsWith("-----"))
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(body);
    }
    let privateKey;
    try {
        privateKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createPrivateKey)(text);
    }
    catch {
        throw new _settings_error_js__WEBPACK_IMPORTED_MODULE_4__/* .SettingsError */ .G(`input ledger-key is not a PEM private key (its value is a secret and is not shown): ${KEY_STEPS}`);
    }
    if (privateKey.asymmetricKeyType !== "ed25519")
        throw new _settings_error_js__WEBPACK_IMPORTED_MODULE_4__/* .SettingsError */ .G(`input ledger-key is a ${privateKey.asymmetricKeyType ?? "unknown"} key, not Ed25519: ${KEY_STEPS}`);
    return { privateKey, publicKey: (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createPublicKey)(privateKey) };
}
/**
 * Why this run may not append to a ledger whose writer cip-ledger.yaml binds to `declared` keys
 * with the key it holds; undefined when it may (or no declaration binds the writer).
 */
function writerKeyProblem(declared, key) {
    if (declared === undefined)
        return undefined;
    if (key === undefined)
        return `cip-ledger.yaml binds the evidence ledger's writer to its declared keys, and this job has no input ledger-key, so it cannot write a record any later run would count; nothing is appended. Give the job the environment that holds the key and the input, ${KEY_STEPS}`;
    const fingerprint = (0,_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_2__/* .keyFingerprint */ .yy)(key.publicKey);
    if (declared.some((declaredKey) => (0,_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_2__/* .keyFingerprint */ .yy)(declaredKey) === fingerprint))
        return undefined;
    return `input ledger-key (fingerprint ${fingerprint}) is not one of the keys cip-ledger.yaml declares (${declared.map(_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_2__/* .keyFingerprint */ .yy).join(", ")}), so this job cannot write a record any later run would count; nothing is appended. Pass the environment's secret CIP_SYNC_LEDGER_KEY, or add its public key to cip-ledger.yaml in a reviewed change`;
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YG: () => (/* binding */ NO_LEDGER),
/* harmony export */   n1: () => (/* binding */ readLedgerInputs)
/* harmony export */ });
/* unused harmony export NO_EVIDENCE_BRANCH */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53);
/* harmony import */ var _settings_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5854);
/* harmony import */ var _ledger_key_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2715);
// The evidence ledger's inputs: evidence-branch, the branch that keeps it ("" or none: no ledger),
// and evidence-writer, the login whose commits its records must be, as every run's authenticated
// reading checks them (core/evidence/chain/ledger-authority.ts), and ledger-key, the writer's signing
// key (ledger-key.ts). An empty evidence-writer is the
// run's own token's login, which is the writer in the jobs that append (apply, drift); a job that
// reads the ledger with another token (a source sync's App) names the writer.




/**
 * The value of evidence-branch that keeps no ledger besides '': @github/local-action replaces an
 * empty input by action.yml's default, so a local run needs a word to say "none".
 */
const NO_EVIDENCE_BRANCH = "none";
/** How the log starts what a run without a ledger does: either value that asks for none. */
const NO_LEDGER = `No evidence ledger (input evidence-branch is ${NO_EVIDENCE_BRANCH} or empty)`;
/** A branch name git and GitHub accept, without the exotic cases (no "..", "@{", "//", trailing "/" or ".lock"). */
const BRANCH_NAME = /^(?!.*(?:\.\.|@\{|\/\/|\/\.|\.lock$|\/$|\.$))[A-Za-z0-9_][A-Za-z0-9._/-]{0,199}$/;
/** A GitHub login, or an App's bot login ("name[bot]"). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
function readLedgerInputs() {
    return {
        evidenceBranch: readEvidenceBranch(),
        evidenceWriter: readEvidenceWriter(),
        ledgerKey: (0,_ledger_key_js__WEBPACK_IMPORTED_MODULE_1__/* .readLedgerKey */ .L)(),
    };
}
function readEvidenceBranch() {
    const branch = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4("evidence-branch").trim();
    if (branch === NO_EVIDENCE_BRANCH)
        return "";
    if (branch === "" || BRANCH_NAME.test(branch))
        return branch;
    throw new _settings_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SettingsError */ .G(`input evidence-branch is "${branch}": use a branch name of letters, digits, ".", "_", "-" and "/" (default ${_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_EVIDENCE_BRANCH */ .hN}), or ${NO_EVIDENCE_BRANCH} (or '') to keep no evidence ledger`);
}
/** The writer's login; undefined: the token's own. */
function readEvidenceWriter() {
    const login = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4("evidence-writer").trim();
    if (login === "")
        return undefined;
    if (LOGIN.test(login))
        return login;
    throw new _settings_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SettingsError */ .G(`input evidence-writer is ${JSON.stringify(login)}: give the GitHub login that writes the evidence ledger (the apply and drift jobs' token: github-actions[bot] for GITHUB_TOKEN, or an App's NAME[bot]), or leave it empty for this run's own token`);
}


/***/ }),

/***/ 5854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ SettingsError)
/* harmony export */ });
// A mistake in the Action's inputs or the runner's variables: the message names the input or
// variable and the fix; the run's failure-reason is `settings`.
class SettingsError extends Error {
    name = "SettingsError";
}


/***/ }),

/***/ 2005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GN: () => (/* reexport */ settings_error/* SettingsError */.G),
  O9: () => (/* binding */ readActionSettings),
  It: () => (/* binding */ readSecretInputs)
});

// UNUSED EXPORTS: ACTION_MODES, DEFAULT_DELETE_LABEL, NUMBER_INPUTS, readRunContext

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var redact = __webpack_require__(1640);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(1477);
// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 2 modules
var inventory_files = __webpack_require__(1857);
// EXTERNAL MODULE: ./src/io/ledger/tsa-endpoint.ts
var tsa_endpoint = __webpack_require__(5836);
// EXTERNAL MODULE: ./src/action/settings/settings-error.ts
var settings_error = __webpack_require__(5854);
// EXTERNAL MODULE: ./src/core/shared/loopback.ts
var loopback = __webpack_require__(7568);
// EXTERNAL MODULE: ./src/core/notify/notifications.ts
var notifications = __webpack_require__(1089);
;// CONCATENATED MODULE: ./src/core/notify/notify-settings.ts
// Where and when to send notifications, checked once for both entry points: the Action's inputs
// (notify-url, notify-format, notify-on) and the CLI's (CIP_NOTIFY_URL, --notify-format,
// --notify-on). A problem names the setting as the caller spells it and says what to write.



/** The settings, none when `url` is empty, or the first problem, naming its setting. */
function readNotify(given, names) {
    if (given.url === "")
        return { settings: undefined };
    const problem = webhookProblem(given.url, names.url);
    if (problem !== undefined)
        return { problem };
    const format = given.format === "" ? "json" : given.format;
    if (!(0,collections/* isOneOf */.EK)(notifications/* NOTIFY_FORMATS */.fK, format)) {
        return {
            problem: `${names.format} is "${format}": use one of ${notifications/* NOTIFY_FORMATS */.fK.join(", ")} (json: the documented JSON message; slack: a Slack incoming webhook; teams: a Teams workflow webhook)`,
        };
    }
    const words = given.on.split(/[\s,]+/).filter((word) => word !== "");
    const unknown = words.filter((word) => !(0,collections/* isOneOf */.EK)(notifications/* NOTIFY_EVENTS */.yK, word));
    if (unknown.length > 0) {
        return {
            problem: `${names.on} has ${unknown.map((word) => `"${word}"`).join(", ")}: use any of ${notifications/* NOTIFY_EVENTS */.yK.join(", ")} (default: ${notifications/* DEFAULT_NOTIFY_ON */.SD.join(", ")})`,
        };
    }
    const on = words.length === 0 ? notifications/* DEFAULT_NOTIFY_ON */.SD : words;
    return { settings: { url: given.url, format, on: new Set(on) } };
}
/**
 * What is wrong with the webhook URL `url`, named `name`; undefined when nothing. Every entry of
 * a notify URL (the Action's input notify-url, the CLI's CIP_NOTIFY_URL) is checked here, before
 * anything is applied. The URL is a secret (Slack's and Teams' carry their token in the path), so
 * a message names at most its scheme and host, never the URL or its credentials.
 */
function webhookProblem(url, name) {
    const parsed = URL.parse(url);
    if (parsed === null)
        return `${name} is not a URL: give the incoming webhook's https:// address`;
    if (parsed.username !== "" || parsed.password !== "") {
        return `${name} contains credentials (user:password@ before the host), which a notification never sends: remove them; a webhook's address carries its own token`;
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
        return `${name} uses "${parsed.protocol}": give the incoming webhook's https:// address (http:// only to loopback addresses: 127.0.0.0/8, ::1, localhost)`;
    }
    if (parsed.protocol === "http:" && !(0,loopback/* isLoopback */.U)(parsed.hostname)) {
        return `${name} uses http:// to ${parsed.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/action/settings/notify-settings.ts
// Inputs notify-url (a secret, read with the other secrets), notify-format and notify-on.



/** The notification settings, or undefined when notify-url is empty (no notifications). */
function readNotifySettings(url) {
    const read = readNotify({ url, format: core/* getInput */.V4("notify-format"), on: core/* getInput */.V4("notify-on") }, { url: "input notify-url", format: "input notify-format", on: "input notify-on" });
    if ("problem" in read)
        throw new settings_error/* SettingsError */.G(read.problem);
    return read.settings;
}

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(8291);
;// CONCATENATED MODULE: ./src/action/settings/obligations-settings.ts
// Input obligations-time-zone, checked with the other inputs.


/** Input obligations-time-zone: the IANA zone calendar days are counted in; empty: the policy's. */
function readObligationsTimeZone(input) {
    const zone = input.trim();
    if (zone === "")
        return undefined;
    if (!(0,calendar/* isCalendarTimeZone */._s)(zone)) {
        throw new settings_error/* SettingsError */.G(`input obligations-time-zone is "${zone}": give ${calendar/* CALENDAR_TIME_ZONE_HINT */.qo}`);
    }
    return zone;
}

// EXTERNAL MODULE: ./src/core/sources/sources-schema.ts
var sources_schema = __webpack_require__(9390);
;// CONCATENATED MODULE: ./src/action/settings/source-settings.ts
// The inputs of mode source-sync: which source of cip-sources.yaml to sync, its credential, and
// whether rows that cannot be declared are left out.



/** Input source: required by mode source-sync, and a name the sources file accepts. */
function readSourceSettings(sourceSync, token, skipInvalid) {
    const name = core/* getInput */.V4("source").trim();
    if (!sourceSync || sources_schema/* SOURCE_NAME */.cW.test(name))
        return { name, token, skipInvalid };
    throw new settings_error/* SettingsError */.G(name === ""
        ? "input source is empty: mode source-sync needs the name of a source declared in cip-sources.yaml (e.g. source: cmdb)"
        : `input source is "${name}": use the name of a source declared in cip-sources.yaml (lower-case letters, digits and dashes)`);
}

;// CONCATENATED MODULE: ./src/action/settings/event-trigger.ts
// The event that started the run, parsed from its payload into a Trigger: the pull request, push,
// review, merge-queue group or other event, with the data each route needs. An event whose payload
// lacks its data is "other".
function triggerOf(eventName, ref, payload) {
    const pullRequest = eventName === "pull_request" ? readPullRequest(payload) : undefined;
    if (pullRequest !== undefined)
        return { kind: "pull-request", pullRequest };
    const reviewed = eventName === "pull_request_review" ? readPullRequest(payload) : undefined;
    if (reviewed !== undefined)
        return { kind: "pull-request-review", pullRequest: reviewed };
    const group = eventName === "merge_group" ? readMergeGroup(payload) : undefined;
    if (group !== undefined)
        return { kind: "merge-group", group };
    if (eventName === "push") {
        return {
            kind: "push",
            before: pushedOver(stringAt(payload, ["before"])),
            toDefaultBranch: refCheckOf(eventName, ref, payload).defaultBranch,
        };
    }
    return { kind: "other", eventName };
}
/**
 * Fail closed: a ref is the default branch only where the event says so. GitHub runs a scheduled
 * workflow on the default branch's latest commit only, and its payload names no branch.
 */
function refCheckOf(eventName, ref, payload) {
    if (eventName === "schedule")
        return { defaultBranch: true };
    const named = stringAt(payload, ["repository", "default_branch"]);
    const running = ref === "" ? "no ref (GITHUB_REF is empty)" : ref;
    if (named === undefined) {
        return {
            defaultBranch: false,
            why: `the ${eventName} event names no default branch (repository.default_branch), so ${running} is not taken for it`,
        };
    }
    if (ref === `refs/heads/${named}`)
        return { defaultBranch: true };
    return { defaultBranch: false, why: `it runs on ${running}, not on the default branch ${named}` };
}
/**
 * The repository's default branch as the event names it (repository.default_branch); a scheduled
 * run, whose payload may name none, runs on it (GITHUB_REF). Undefined: ask GitHub.
 */
function defaultBranchOf(eventName, ref, payload) {
    const named = stringAt(payload, ["repository", "default_branch"]);
    if (named !== undefined)
        return named;
    const heads = "refs/heads/";
    return eventName === "schedule" && ref.startsWith(heads) ? ref.slice(heads.length) : undefined;
}
/** A push's `before`, unless the push created the branch (all zeros). */
function pushedOver(before) {
    return before === undefined || /^0+$/.test(before) || !/^[0-9a-f]{40,64}$/.test(before)
        ? undefined
        : before;
}
function readPullRequest(payload) {
    const number = valueAt(payload, ["pull_request", "number"]);
    const headSha = stringAt(payload, ["pull_request", "head", "sha"]);
    if (typeof number !== "number" || headSha === undefined)
        return undefined;
    const headRepo = stringAt(payload, ["pull_request", "head", "repo", "full_name"]);
    const baseRepo = stringAt(payload, ["pull_request", "base", "repo", "full_name"]);
    const labels = valueAt(payload, ["pull_request", "labels"]);
    // A deleted fork has no head repository; it is still not this repository.
    return {
        number,
        headSha,
        fromFork: headRepo !== baseRepo,
        labels: Array.isArray(labels) ? labels.flatMap((label) => stringAt(label, ["name"]) ?? []) : [],
        baseSha: stringAt(payload, ["pull_request", "base", "sha"]),
        baseRef: stringAt(payload, ["pull_request", "base", "ref"]),
        defaultBranch: stringAt(payload, ["repository", "default_branch"]),
    };
}
function readMergeGroup(payload) {
    const headSha = stringAt(payload, ["merge_group", "head_sha"]);
    const baseSha = stringAt(payload, ["merge_group", "base_sha"]);
    const headRef = stringAt(payload, ["merge_group", "head_ref"]);
    if (headSha === undefined || baseSha === undefined || headRef === undefined)
        return undefined;
    return { headSha, baseSha, headRef };
}
function valueAt(value, path) {
    let current = value;
    for (const key of path) {
        if (typeof current !== "object" || current === null)
            return undefined;
        current = current[key];
    }
    return current;
}
function stringAt(value, path) {
    const found = valueAt(value, path);
    return typeof found === "string" ? found : undefined;
}

// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(5117);
// EXTERNAL MODULE: ./src/core/obligations/identification-review.ts + 1 modules
var identification_review = __webpack_require__(1099);
// EXTERNAL MODULE: ./src/action/settings/ledger-settings.ts
var ledger_settings = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/action/settings/settings.ts
















const ACTION_MODES = ["auto", "plan", "apply", "validate", "source-sync"];

const WORKSPACE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/**
 * The numeric inputs, with the defaults action.yml declares: the CLI's shared number settings, with
 * the ranges its flags of the same names accept, and min-approvals, which only the Action takes.
 */
const NUMBER_INPUTS = {
    ...number_setting/* SHARED_NUMBER_SETTINGS */.io,
    "min-approvals": { min: 0, max: 100, integer: true, default: 0 },
};
/**
 * Reads api-key and github-token and registers them with core.setSecret, so that the runner masks
 * them in the log before anything else can print them. Never throws.
 */
function readSecretInputs() {
    const secrets = {
        apiKey: core/* getInput */.V4("api-key"),
        githubToken: core/* getInput */.V4("github-token"),
        sourceToken: core/* getInput */.V4("source-token"),
        policyToken: core/* getInput */.V4("policy-token").trim(),
        notifyUrl: core/* getInput */.V4("notify-url").trim(),
    };
    // A key too short to mask is refused later (readConnection), not masked letter by letter.
    if (secrets.apiKey.length >= redact/* MIN_SECRET_LENGTH */.vb)
        core/* setSecret */.Pq(secrets.apiKey);
    if (secrets.githubToken !== "")
        core/* setSecret */.Pq(secrets.githubToken);
    if (secrets.sourceToken !== "")
        core/* setSecret */.Pq(secrets.sourceToken);
    if (secrets.policyToken !== "")
        core/* setSecret */.Pq(secrets.policyToken);
    if (secrets.notifyUrl !== "")
        core/* setSecret */.Pq(secrets.notifyUrl);
    return secrets;
}
/**
 * Reads the other inputs through @actions/core (INPUT_* variables) and the runner's variables from
 * `env`.
 */
async function readActionSettings(env, { apiKey, githubToken, sourceToken, notifyUrl }) {
    const mode = core/* getInput */.V4("mode") || "auto";
    if (!(0,collections/* isOneOf */.EK)(ACTION_MODES, mode)) {
        throw new settings_error/* SettingsError */.G(`input mode is "${mode}": use one of ${ACTION_MODES.join(", ")} (auto plans on pull_request and applies on push to the default branch)`);
    }
    const workspace = core/* getInput */.V4("workspace") || "default";
    if (!WORKSPACE_NAME.test(workspace)) {
        throw new settings_error/* SettingsError */.G(`input workspace is "${workspace}": use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit (e.g. grid-east)`);
    }
    if (githubToken === "") {
        throw new settings_error/* SettingsError */.G("input github-token is empty: remove it to use the workflow's GITHUB_TOKEN, or pass a token that may write pull-request comments");
    }
    const patterns = core/* getMultilineInput */.q3("path")
        .map((line) => line.trim())
        .filter((line) => line !== "");
    return {
        mode,
        apiUrl: core/* getInput */.V4("api-url"),
        apiKey,
        patterns: patterns.length > 0 ? patterns : [inventory_files/* DEFAULT_INVENTORY_PATTERN */.Oo],
        maxAssets: readNumber("max-assets"),
        maxBytes: readNumber("max-bytes"),
        githubToken,
        workspace,
        allowMassDelete: readBoolean("allow-mass-delete", false),
        allowReplace: readBoolean("allow-replace", false),
        requireReviewedPlan: readBoolean("require-reviewed-plan", true),
        failOnDrift: readBoolean("fail-on-drift", false),
        limits: {
            maxChangeRatio: readNumber("max-change-percent") / 100,
            minAssetsForRatio: readNumber("min-assets-for-ratio"),
            maxChanges: readNumber("max-changes"),
        },
        concurrency: readNumber("concurrency"),
        deleteLabel: readLabel("delete-label", DEFAULT_DELETE_LABEL),
        minApprovals: readNumber("min-approvals"),
        policyFile: readRepositoryFile("policy", policy_model/* DEFAULT_POLICY_FILE */.mY, "the policy file", "to judge no owner policy"),
        reviewFile: readRepositoryFile("review-file", identification_review/* DEFAULT_REVIEW_FILE */.M8, "the CIP-002 R2 review file", "to judge no review"),
        monitoringFile: readRepositoryFile("monitoring-file", "", "a collector's configuration-monitoring file", "to append none"),
        ...(0,ledger_settings/* readLedgerInputs */.n1)(),
        evidenceTsa: readEvidenceTsa(env),
        driftIssue: readBoolean("drift-issue", true),
        notify: readNotifySettings(notifyUrl),
        obligationsTimeZone: readObligationsTimeZone(core/* getInput */.V4("obligations-time-zone")),
        obligationsIssue: readBoolean("obligations-issue", true),
        deadlineMs: readNumber("deadline") * 1000,
        requestTimeoutMs: readNumber("request-timeout") * 1000,
        source: readSourceSettings(mode === "source-sync", sourceToken, readBoolean("skip-invalid", false)),
        context: await readRunContext(env),
    };
}
const DEFAULT_DELETE_LABEL = "inventory-deletes";
/** The policy file, relative to the repository root; unset: the default, blank: "" (no policy). */
/** A file named relative to the repository root (input `name`); "" when set blank (none). */
function readRepositoryFile(name, fallback, what, none) {
    const raw = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`];
    if (raw === undefined)
        return fallback;
    const path = raw.trim().replace(/^\.\//, "");
    if (path === "")
        return "";
    if (path.startsWith("/") || path.split("/").includes("..") || /[\\\p{Cc}]/u.test(path)) {
        throw new settings_error/* SettingsError */.G(`input ${name} is ${JSON.stringify(raw.trim())}: name ${what} relative to the repository root with forward slashes (default ${fallback}), or '' ${none}`);
    }
    return path;
}
/**
 * A label name as GitHub takes it (at most 50 characters) and as one line reads it: no control
 * characters or commas, no space at either end. Unset: `fallback`; set but blank: "" (disabled).
 */
function readLabel(name, fallback) {
    const raw = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`];
    if (raw === undefined)
        return fallback;
    const text = raw.trim();
    if (text === "")
        return "";
    if (text.length > 50 || /[\p{Cc},]/u.test(text)) {
        throw new settings_error/* SettingsError */.G(`input ${name} is ${JSON.stringify(text)}: use a label name of at most 50 characters, without commas or control characters (default ${fallback}), or an empty string to add no label`);
    }
    return text;
}
function readEvidenceTsa(env) {
    const input = core/* getInput */.V4("evidence-tsa-url");
    const [value, source] = input.trim() === "" ? [env.CIP_TSA_URL, "CIP_TSA_URL"] : [input, "input evidence-tsa-url"];
    try {
        return (0,tsa_endpoint/* readTsaEndpoint */.E2)(value, source, env);
    }
    catch (error) {
        throw new settings_error/* SettingsError */.G((0,errors/* errorMessage */.g)(error));
    }
}
/** An unset input takes the default action.yml also declares, so a local run behaves the same. */
function readBoolean(name, fallback) {
    if (core/* getInput */.V4(name) === "")
        return fallback;
    try {
        return core/* getBooleanInput */.Vt(name);
    }
    catch {
        throw new settings_error/* SettingsError */.G(`input ${name} is "${core/* getInput */.V4(name)}": use true or false (default ${fallback})`);
    }
}
/**
 * A numeric input in plain decimal notation within its range; unset, the default action.yml also
 * declares. No exponents, signs or hexadecimal: a limit reads the same to every reviewer.
 */
function readNumber(name) {
    const setting = NUMBER_INPUTS[name];
    const text = core/* getInput */.V4(name);
    if (text === "")
        return setting.default;
    const value = (0,number_setting/* parseNumberSetting */.Lo)(text, setting);
    if (value === undefined) {
        throw new settings_error/* SettingsError */.G(`input ${name} is "${text}": use ${(0,number_setting/* describeNumberSetting */.Ti)(setting)} (default ${setting.default})`);
    }
    return value;
}
async function readRunContext(env) {
    const repository = required(env, "GITHUB_REPOSITORY");
    const [owner, repo, ...rest] = repository.split("/");
    if (owner === undefined || owner === "" || repo === undefined || repo === "" || rest.length > 0) {
        throw new settings_error/* SettingsError */.G(`GITHUB_REPOSITORY is "${repository}": expected "owner/name", as the runner sets it`);
    }
    const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
    const runId = required(env, "GITHUB_RUN_ID");
    const eventName = required(env, "GITHUB_EVENT_NAME");
    const payload = await readEventPayload(env.GITHUB_EVENT_PATH);
    const ref = env.GITHUB_REF ?? "";
    return {
        trigger: triggerOf(eventName, ref, payload),
        refCheck: refCheckOf(eventName, ref, payload),
        defaultBranch: defaultBranchOf(eventName, ref, payload),
        owner,
        repo,
        sha: required(env, "GITHUB_SHA"),
        ref,
        actor: env.GITHUB_ACTOR ?? "",
        apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
        runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
        proxyEnv: env,
        runId,
        runAttempt: Math.max(1, Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? "1", 10) || 1),
        workspaceDir: required(env, "GITHUB_WORKSPACE"),
        runnerTemp: required(env, "RUNNER_TEMP"),
    };
}
function required(env, name) {
    const value = env[name];
    if (value === undefined || value === "") {
        throw new settings_error/* SettingsError */.G(`${name} is not set: this Action runs as a step of a GitHub Actions job, where the runner sets it`);
    }
    return value;
}
async function readEventPayload(path) {
    // Some events (and local runs) have no payload file; nothing in it is required.
    if (path === undefined || path === "")
        return {};
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        throw new settings_error/* SettingsError */.G(`GITHUB_EVENT_PATH names ${path}, which cannot be read (${error.code ?? String(error)}): it must be the event file the runner writes`);
    }
    try {
        return JSON.parse(text);
    }
    catch {
        throw new settings_error/* SettingsError */.G(`GITHUB_EVENT_PATH names ${path}, which is not JSON: it must be the event file the runner writes`);
    }
}


/***/ }),

/***/ 3754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QS: () => (/* binding */ LEDGER_DECLARATION_FILE),
  yd: () => (/* binding */ WRITER_KEY_STEPS),
  Hp: () => (/* binding */ declarationDiagnostics),
  MK: () => (/* binding */ judgeUnboundWriter),
  vg: () => (/* binding */ parseLedgerDeclaration)
});

// UNUSED EXPORTS: BINDING_STEPS, judgeWriterBinding

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(2535);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/evidence/chain/writer-key.ts
// One writer key of `cip-ledger.yaml` (writer-declaration.ts), read strictly: exactly one PEM
// public key (SubjectPublicKeyInfo) of type Ed25519, and nothing else. Node's createPublicKey
// would accept more (a private key, whose public half it derives; a certificate; text around the
// block; a second block), and a private key accepted there is the writer's secret in git. What is
// refused is said without the key: no message here quotes any of the text it was given. Pure.

/** The command that prints the public half of the writer's key, as docs/ledger-writer.md gives it. */
const PUBLIC_HALF_COMMAND = "openssl pkey -in ledger-key.pem -pubout";
/** What the user is told to do with a private key found where a public one belongs. */
const PRIVATE_KEY_FIX = `paste the public half instead (the whole output of "${PUBLIC_HALF_COMMAND}", from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----), and treat this private key as exposed, since it is now in git: make a new key pair and replace the environment's secret CIP_SYNC_LEDGER_KEY (docs/ledger-writer.md, "Rotating the key")`;
/** Why a private key is refused, without the key. */
const PRIVATE_KEY_REFUSED = `a private key, which must never be in cip-ledger.yaml (it is not repeated here): writer_keys and operator_keys hold public keys only; ${PRIVATE_KEY_FIX}`;
const MALFORMED = `not a PEM public key: paste the whole output of "${PUBLIC_HALF_COMMAND}", from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----, and nothing else (one key per entry of writer_keys)`;
/** A PEM armour line: its BEGIN or END and its label. */
const ARMOUR = /-----(BEGIN|END) ([A-Z0-9 ]{1,60})-----/g;
/** A label that marks a private key (PKCS#8, encrypted PKCS#8, PKCS#1, SEC 1, OpenSSH, OpenPGP). */
const PRIVATE_LABEL = /(^| )PRIVATE KEY( BLOCK)?$/;
const OPERATOR_KEY_ARMOUR = "PGP PUBLIC KEY BLOCK";
const OPERATOR_MALFORMED = `not an armored OpenPGP public key: paste the whole output of "gpg --armor --export KEY-ID", from -----BEGIN ${OPERATOR_KEY_ARMOUR}----- to -----END ${OPERATOR_KEY_ARMOUR}-----, and nothing else (one operator's key per entry of operator_keys)`;
/**
 * An operator's key of `operator_keys` (the OpenPGP key that signs a break-glass commit), checked
 * as text: one armored public key block and nothing else; its packets are read where a commit's
 * signature is checked. Undefined when it reads, else why it is refused (never quoting it).
 */
function operatorKeyProblem(armored) {
    if (privateKeyOffsets(armored).length > 0)
        return PRIVATE_KEY_REFUSED;
    const armour = [...armored.matchAll(ARMOUR)];
    const [begin, end] = armour;
    if (armour.length !== 2 || begin?.[1] !== "BEGIN" || end?.[1] !== "END")
        return OPERATOR_MALFORMED;
    if (begin[2] !== OPERATOR_KEY_ARMOUR || end[2] !== OPERATOR_KEY_ARMOUR)
        return OPERATOR_MALFORMED;
    const outside = armored.slice(0, begin.index) + armored.slice(end.index + end[0].length);
    return outside.trim() === "" ? undefined : OPERATOR_MALFORMED;
}
/**
 * The offset in `text` of each private key's armour: its BEGIN line, or its END line when no
 * BEGIN line precedes it (a key pasted without its first line). Found in the file's text before
 * any YAML is read, so a private key is refused wherever it was pasted and whatever else is wrong.
 */
function privateKeyOffsets(text) {
    const offsets = [];
    let open = false;
    for (const match of text.matchAll(ARMOUR)) {
        if (!PRIVATE_LABEL.test(match[2] ?? ""))
            continue;
        if (match[1] === "BEGIN") {
            offsets.push(match.index);
            open = true;
        }
        else {
            if (!open)
                offsets.push(match.index);
            open = false;
        }
    }
    return offsets;
}
/** The Ed25519 public key `pem` holds, or why it is refused (never quoting it). */
function writerPublicKey(pem) {
    if (privateKeyOffsets(pem).length > 0 || isBareDerPrivateKey(pem))
        return PRIVATE_KEY_REFUSED;
    const armour = [...pem.matchAll(ARMOUR)];
    const [begin, end] = armour;
    if (armour.length !== 2 || begin?.[1] !== "BEGIN" || end?.[1] !== "END")
        return MALFORMED;
    const label = begin[2];
    if (label !== end[2])
        return MALFORMED;
    if (label !== "PUBLIC KEY")
        return `a PEM ${label} block, not a public key: ${MALFORMED.slice("not a PEM public key: ".length)}`;
    const outside = pem.slice(0, begin.index) + pem.slice(end.index + end[0].length);
    if (outside.trim() !== "")
        return MALFORMED;
    let key;
    try {
        key = (0,external_node_crypto_.createPublicKey)(pem);
    }
    catch {
        return MALFORMED;
    }
    if (key.asymmetricKeyType !== "ed25519")
        return `a ${key.asymmetricKeyType ?? "unknown"} key: the ledger's writer signs with Ed25519 ("openssl genpkey -algorithm ed25519 -out ledger-key.pem")`;
    return key;
}
/** Whether `text` is the base64 of a PKCS#8 private key without its armour (only its middle line). */
function isBareDerPrivateKey(text) {
    const body = text.replace(/\s+/g, "");
    if (body.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body))
        return false;
    try {
        (0,external_node_crypto_.createPrivateKey)({ key: Buffer.from(body, "base64"), format: "der", type: "pkcs8" });
        return true;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/core/evidence/chain/writer-declaration.ts






/** Where the declaration lives: the repository's root, as cip-policy.yaml. */
const LEDGER_DECLARATION_FILE = "cip-ledger.yaml";
const headSchema = schemas/* strictObject */.rej({
    sequence: schemas/* number */.aig().int().min(1),
    sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, "64 lowercase hex digits"),
});
const declarationSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1),
    writer_keys: schemas/* array */.YOg(schemas/* string */.YjP()).min(1),
    operator_keys: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    starts: schemas/* record */.g1P(schemas/* string */.YjP().min(1), headSchema).optional(),
});
const EXAMPLE = 'version: 1, then writer_keys: a list of PEM public keys ("openssl pkey -in ledger-key.pem -pubout"), docs/ledger-writer.md';
/** The declaration in `text` (read from `file`), or each problem at file:line:column. */
function parseLedgerDeclaration(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const at = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return `${file}:${Math.max(line, 1)}:${col}`;
    };
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    // A private key is refused first, wherever it was pasted, and alone: no other message (a YAML
    // error, a schema's) may then quote the text around it.
    const secrets = privateKeyOffsets(text);
    if (secrets.length > 0)
        return {
            ok: false,
            problems: secrets.map((offset) => `${at(offset)}: ${keyEntry(docs, offset)}${PRIVATE_KEY_REFUSED}`),
        };
    const [doc, second] = docs;
    if (doc === undefined || second !== undefined)
        return {
            ok: false,
            problems: [`${at(0)}: must hold exactly one YAML document (${EXAMPLE})`],
        };
    const syntax = [...doc.errors, ...doc.warnings];
    if (syntax.length > 0)
        return {
            ok: false,
            problems: syntax.map((problem) => `${at(problem.pos[0])}: invalid YAML: ${problem.message}`),
        };
    const checked = declarationSchema.safeParse(doc.toJS({ maxAliasCount: 0 }), {
        reportInput: true,
    });
    if (!checked.success)
        return {
            ok: false,
            problems: checked.error.issues.map((issue) => `${at(offsetOf(doc, issue.path))}: ${issue.path.map(String).join(".") || "the file"}: ${"input" in issue && issue.input === undefined ? "missing" : issue.message} (${EXAMPLE})`),
        };
    const keys = [];
    const problems = [];
    checked.data.writer_keys.forEach((pem, index) => {
        const key = writerPublicKey(pem);
        if (typeof key === "string")
            problems.push(`${at(offsetOf(doc, ["writer_keys", index]))}: writer_keys.${index}: ${key}`);
        else
            keys.push(key);
    });
    const operatorKeys = checked.data.operator_keys ?? [];
    operatorKeys.forEach((armored, index) => {
        const problem = operatorKeyProblem(armored);
        if (problem !== undefined)
            problems.push(`${at(offsetOf(doc, ["operator_keys", index]))}: operator_keys.${index}: ${problem}`);
    });
    if (problems.length > 0)
        return { ok: false, problems };
    const starts = new Map(Object.entries(checked.data.starts ?? {}));
    const digest = (0,sha256/* sha256Hex */.fg)((0,sha256/* canonicalJson */.dj)({
        keys: keys.map(writer_proof/* keyFingerprint */.yy).sort(),
        starts: Object.fromEntries([...starts].sort(([a], [b]) => (a < b ? -1 : 1))),
        ...(operatorKeys.length === 0
            ? {}
            : { operators: operatorKeys.map((armored) => (0,sha256/* sha256Hex */.fg)(armored.trim())).sort() }),
    }));
    return { ok: true, declaration: { keys, starts, digest, operatorKeys } };
}
/** "writer_keys.N: " when `offset` lies in that entry of the one document's writer_keys, else "". */
function keyEntry(docs, offset) {
    const [doc] = docs;
    if (docs.length !== 1 || doc === undefined)
        return "";
    for (const list of ["writer_keys", "operator_keys"]) {
        const keys = doc.get(list, true);
        if (!(0,dist/* isSeq */.oP)(keys))
            continue;
        const index = keys.items.findIndex((item) => {
            const range = item?.range;
            return range !== undefined && range !== null && offset >= range[0] && offset < range[2];
        });
        if (index !== -1)
            return `${list}.${index}: `;
    }
    return "";
}
/** The offset of the node at `path`, or of its nearest written ancestor. */
function offsetOf(doc, path) {
    for (let depth = path.length; depth >= 0; depth -= 1) {
        const node = doc.getIn(path.slice(0, depth), true);
        if (node !== undefined && node !== null)
            return node.range?.[0] ?? 0;
    }
    return 0;
}
/**
 * The steps that give the apply and drift jobs the writer's key, as every refusal of a job without
 * it prints them: each command runs as printed.
 */
const WRITER_KEY_STEPS = "1. make the key: openssl genpkey -algorithm ed25519 -out ledger-key.pem; 2. add the file's whole text as the secret CIP_SYNC_LEDGER_KEY of the environment the apply and drift jobs use (Settings, Environments; inventory-production in docs/ledger-writer.md; deployment branches: the default branch alone); 3. give those jobs environment: and ledger-key: ${{ secrets.CIP_SYNC_LEDGER_KEY }}";
/** The steps that bind the writer, as every refusal of an unbound ledger prints them. */
const BINDING_STEPS = `${WRITER_KEY_STEPS}; 4. commit cip-ledger.yaml with the public key (openssl pkey -in ledger-key.pem -pubout) in a pull request (docs/ledger-writer.md)`;
/**
 * What a run that judges from the ledger makes of a commit judged from that declares no writer: the
 * ledger decides what is in force, and a login every workflow shares cannot say who wrote it.
 * Refused, with the steps,
 * unless the change the run judges is the one that binds it (`change`: its checkout's own
 * cip-ledger.yaml, read): that pull request, and its merge, are judged by the login's rules for the
 * last time, and the merge's record, signed, is where the binding begins.
 */
function judgeUnboundWriter(change) {
    if (change?.ok === true)
        return {
            binding: change.declaration,
            notice: `This change binds the evidence ledger's writer: it adds ${LEDGER_DECLARATION_FILE}, which the commit judged from does not have, so the ledger is read by the login's rules for the last time; its merge's record is the first the declared key signs, and from it on every record must be signed`,
        };
    if (change?.ok === false)
        return {
            refused: `this change adds ${LEDGER_DECLARATION_FILE} to bind the evidence ledger's writer, but it cannot be read: ${change.problems.join("; ")}; fix it in this pull request`,
        };
    return {
        refused: `no ${LEDGER_DECLARATION_FILE} at the commit judged from binds the evidence ledger's writer, so its records and kept head could only count by the login github-actions[bot], which every workflow of the repository shares, and another workflow could write what this run would read as in force. Bind it: ${BINDING_STEPS}. That pull request is judged by the login's rules for the last time. If the ledger was bound before (its records have .sig files beside them), a change removed ${LEDGER_DECLARATION_FILE}: restore that file as it was (git revert the change that removed it) rather than making a new key`,
    };
}
/** What `cip-sync doctor` says of the declaration on the default branch `branch`. */
function judgeWriterBinding(branch, read) {
    const where = `${LEDGER_DECLARATION_FILE} on ${branch}`;
    if (read === undefined)
        return {
            outcome: "failed",
            detail: `no ${where}: every run with an evidence ledger refuses it, since its writer could only be recognised by its login, which every workflow of the repository shares`,
            fix: BINDING_STEPS,
        };
    if (!read.ok)
        return {
            outcome: "failed",
            detail: `${where} cannot be read: ${read.problems.join("; ")}`,
            fix: "fix it in a reviewed pull request; until then every run with a ledger refuses it",
        };
    const { keys, starts } = read.declaration;
    const declared = `${where} declares ${keys.length} writer key(s) (${keys.map(keyFingerprint).join(", ")})`;
    if (starts.size === 0)
        return {
            outcome: "deviates",
            detail: `${declared}, and no workspace's start: a deleted evidence branch with no kept head within reach reads as a ledger not started`,
            fix: "once the ledger has its first signed record, add starts: with the head the run published (docs/ledger-writer.md)",
        };
    return {
        outcome: "ok",
        detail: `${declared}; the ledger of ${[...starts].map(([workspace, head]) => `${workspace} holds record #${head.sequence}`).join(", ")}`,
    };
}
/**
 * The problems of the declaration `text` (read from `file`) as `validate` and the plan list them
 * with the inventory's: each an error at its line and column; none for a declaration that reads.
 */
function declarationDiagnostics(text, file) {
    const read = parseLedgerDeclaration(text, file);
    if (read.ok)
        return [];
    return read.problems.map((problem) => {
        // Each problem opens with the place at() wrote: file:line:column.
        const place = /^(\d+):(\d+): ([\s\S]*)$/.exec(problem.slice(file.length + 1));
        return place === null
            ? { severity: "error", message: problem }
            : {
                severity: "error",
                message: place[3] ?? problem,
                location: { file, line: Number(place[1]), column: Number(place[2]) },
            };
    });
}


/***/ }),

/***/ 2535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H8: () => (/* binding */ writerProofProblem),
/* harmony export */   IW: () => (/* binding */ notTheWritersRecord),
/* harmony export */   JR: () => (/* binding */ signedHeadDescription),
/* harmony export */   VV: () => (/* binding */ SIGNATURE_SUFFIX),
/* harmony export */   X5: () => (/* binding */ recordSignatureProblem),
/* harmony export */   _v: () => (/* binding */ parseSignedHead),
/* harmony export */   lm: () => (/* binding */ signRecord),
/* harmony export */   sQ: () => (/* binding */ headSignedBy),
/* harmony export */   yy: () => (/* binding */ keyFingerprint)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The proof that the reviewed workflow wrote a ledger record or a kept head: an Ed25519 signature
// by a key whose private half only the apply and drift jobs' protected environment holds, and whose
// public half a reviewed file on the default branch declares (writer-declaration.ts). Every
// workflow's GITHUB_TOKEN is the same github-actions[bot], and GitHub signs the commits any of
// them makes, so neither a login nor a verified commit tells the reviewed workflow from another
// job of the repository; a secret that GitHub hands only to jobs of the default branch (an
// environment's deployment-branch rule) does. Why not an OIDC token: a kept head lives in a commit
// status, the one object on a default-branch commit that no job can edit or delete, and its
// description holds 140 characters: an Ed25519 signature (86 in base64url) fits, a token (about a
// thousand) does not; and an auditor verifies a years-old record offline with the public key in
// the repository's history, not an archive of an issuer's rotating keys. Pure.

/** The file beside a record that holds its writer's signature: `<record>.json.sig`. */
const SIGNATURE_SUFFIX = ".sig";
/** The first 16 hex digits of the SHA-256 of the key's SubjectPublicKeyInfo (DER). */
function keyFingerprint(key) {
    const der = key.export({ type: "spki", format: "der" });
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(der).digest("hex").slice(0, 16);
}
/** The bytes a record's signature covers: the domain, then the SHA-256 of the record's bytes. */
function recordMessage(recordSha256) {
    return Buffer.from(`cip-sync ledger record v1\n${recordSha256}\n`);
}
function headMessage(claim) {
    const { branch, workspace, commit, sequence, sha256 } = claim;
    return Buffer.from(`cip-sync kept head v1\n${branch}\n${workspace}\n${commit}\n${sequence}\n${sha256}\n`);
}
/** The signature file's text for a record whose bytes hash to `recordSha256`. */
function signRecord(key, recordSha256) {
    const signature = {
        format: 1,
        key: keyFingerprint(key.publicKey),
        signature: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(null, recordMessage(recordSha256), key.privateKey).toString("base64url"),
    };
    return `${JSON.stringify(signature)}\n`;
}
/**
 * Why a record's signature file does not prove that a key of `keys` signed the record; undefined
 * when it does. `text` undefined: the record has no signature file. `declaredBy` names the
 * declaration `keys` come from.
 */
function recordSignatureProblem(keys, recordSha256, text, declaredBy = "cip-ledger.yaml") {
    if (text === undefined)
        return "it has no signature file beside it";
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return "its signature file is not JSON";
    }
    const { format, signature } = (parsed ?? {});
    if (format !== 1 || typeof signature !== "string")
        return "its signature file is not a format-1 signature";
    const bytes = Buffer.from(signature, "base64url");
    const message = recordMessage(recordSha256);
    if (keys.some((key) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, message, key, bytes)))
        return undefined;
    return `its signature is not by any key ${declaredBy} declares`;
}
/** Record `sequence` refused as not the bound writer's, for `problem`. */
function notTheWritersRecord(sequence, workspace, problem) {
    return `record #${sequence} of workspace ${workspace}: ${problem}: a record another job of the repository wrote is not evidence, so nothing is judged from the ledger; 'cip-sync evidence verify --ledger-declaration cip-ledger.yaml' on a clone of the branch names each such record`;
}
/**
 * A kept head's commit-status description: `#SEQ SHA SIG`, the record's SHA-256 and the signature
 * in base64url (43 and 86 characters), within the 140 characters GitHub keeps.
 */
function signedHeadDescription(privateKey, claim) {
    const digest = Buffer.from(claim.sha256, "hex").toString("base64url");
    const signature = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(null, headMessage(claim), privateKey).toString("base64url");
    const description = `#${claim.sequence} ${digest} ${signature}`;
    if (description.length > 140)
        throw new Error(`record #${claim.sequence} is past what a kept head's status can hold`);
    return description;
}
const SIGNED_HEAD = /^#([1-9][0-9]{0,7}) ([A-Za-z0-9_-]{43}) ([A-Za-z0-9_-]{86})$/;
/** The signed head a description carries; undefined when it is not one. */
function parseSignedHead(description) {
    const match = SIGNED_HEAD.exec(description ?? "");
    if (match === null)
        return undefined;
    const digest = Buffer.from(String(match[2]), "base64url");
    if (digest.length !== 32)
        return undefined;
    return {
        sequence: Number(match[1]),
        sha256: digest.toString("hex"),
        signature: Buffer.from(String(match[3]), "base64url"),
    };
}
/** Whether a key of `keys` signed `head` as kept in `context` on `commit`. */
function headSignedBy(keys, head, context) {
    const message = headMessage({ ...context, sequence: head.sequence, sha256: head.sha256 });
    return keys.some((key) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, message, key, head.signature));
}
/**
 * Why the records read (chain order) are not the bound writer's; undefined when they are. With
 * `keys` (cip-ledger.yaml at the commit judged from), every record from the first that carries a
 * signature file on must be signed by one of them: the records before it were written before the
 * binding. Without keys, no record may carry one: a ledger once bound stays bound, so a change that
 * removed the declaration cannot make its records count by login again.
 */
function writerProofProblem(entries, keys, workspace) {
    const first = entries.find((entry) => entry.signature !== undefined);
    if (first === undefined)
        return undefined;
    if (keys === undefined)
        return `record #${first.sequence} of workspace ${workspace} is signed by the ledger's writer, but no cip-ledger.yaml declares the writer's keys at the commit judged from: a ledger bound to its writer stays bound; restore cip-ledger.yaml as it was, by reverting the change that removed it (a pull request that adds it back is judged from a commit without it, so it is refused too)`;
    for (const entry of entries.slice(entries.indexOf(first))) {
        if (entry.operator === true && entry.signature === undefined)
            continue;
        const problem = recordSignatureProblem(keys, entry.sha256, entry.signature);
        if (problem !== undefined)
            return notTheWritersRecord(entry.sequence, workspace, `${problem}, but its records from #${first.sequence} on are the bound writer's`);
    }
    return undefined;
}


/***/ }),

/***/ 53:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K7: () => (/* binding */ listingOf),
/* harmony export */   Tb: () => (/* binding */ pullRequestsOf),
/* harmony export */   Z_: () => (/* binding */ EVIDENCE_FORMAT_VERSION),
/* harmony export */   aG: () => (/* binding */ CLI_RUN_PREFIX),
/* harmony export */   hN: () => (/* binding */ DEFAULT_EVIDENCE_BRANCH),
/* harmony export */   r0: () => (/* binding */ CHANGE_OUTCOMES)
/* harmony export */ });
/* unused harmony export EVIDENCE_KINDS */
const EVIDENCE_FORMAT_VERSION = 1;
const EVIDENCE_KINDS = (/* unused pure expression or super */ null && (["change", "monitoring", "configuration-monitoring"]));

/** The branch the Action keeps the ledger on unless told otherwise (input evidence-branch). */
const DEFAULT_EVIDENCE_BRANCH = "cip-sync-evidence";
const CHANGE_OUTCOMES = [
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
    "plan-changed",
    "unsafe",
    "no-reviewed-plan",
    "not-approved",
    "policy",
    "invalid",
];
/** The pull requests a change record names: the one merged, each of a batch, or none. */
function pullRequestsOf(change) {
    return change.pull_request === null ? (change.pull_requests ?? []) : [change.pull_request];
}
/**
 * The inventory listing a record vouches for beside it: a drift check's, or one read from the
 * terminal with a collector's configuration monitoring (`evidence append --monitoring --listing`).
 */
function listingOf(record) {
    if (record.kind === "monitoring")
        return record.monitoring.listing;
    if (record.kind === "configuration-monitoring")
        return record.configuration_monitoring.listing;
    return undefined;
}
/** The run id of every record of origin "cli" starts so; a workflow run's id is a number. */
const CLI_RUN_PREFIX = "cli-";


/***/ }),

/***/ 8453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ ASSET_CLASSES),
/* harmony export */   Rm: () => (/* binding */ CRITERION_PATTERN),
/* harmony export */   gM: () => (/* binding */ assetClassSchema),
/* harmony export */   q$: () => (/* binding */ DEFAULT_ASSET_CLASS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
// What the CIP standards' Applicable Systems columns tell apart: an asset's class (a BES Cyber
// Asset, or an asset associated with a BES Cyber System) and a cyber system's External Routable
// Connectivity. Declared in the inventory (`class:` per asset, `erc:` per document), since the
// service does not hold them; the obligations read them through the requirement table.

/**
 * BCA: BES Cyber Asset (the default); PCA: Protected Cyber Asset; EACMS: Electronic Access Control
 * or Monitoring System; PACS: Physical Access Control System; EAP: Electronic Access Point
 * (accepted for CIP-005 rows to come: no CIP-010 or CIP-007 R1.1 row names it).
 */
const ASSET_CLASSES = ["BCA", "PCA", "EACMS", "PACS", "EAP"];
const DEFAULT_ASSET_CLASS = "BCA";
const assetClassSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ASSET_CLASSES).meta({
    title: "Class",
    description: "What the asset is under CIP-002: BCA (BES Cyber Asset, the default), PCA (Protected Cyber Asset), EACMS, PACS, or EAP (Electronic Access Point). The requirement table reads it.",
});
/** A CIP-002-5.1a Attachment 1 criterion, such as 2.5 or 1.1. */
const CRITERION_PATTERN = /^[123]\.\d{1,2}$/;


/***/ }),

/***/ 5168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DJ: () => (/* binding */ unjustifiedPorts),
/* harmony export */   L$: () => (/* binding */ patchedItemsOf),
/* harmony export */   S4: () => (/* binding */ R1_1_PART),
/* harmony export */   Z9: () => (/* binding */ mapItemDigests),
/* harmony export */   dK: () => (/* binding */ BASELINE_ITEMS),
/* harmony export */   hU: () => (/* binding */ missingItems),
/* harmony export */   tV: () => (/* binding */ itemDigests)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
// The five items of a baseline configuration, as CIP-010-4 R1.1 lists them (1.1.1 to 1.1.5), and
// what the tool derives from a baseline's content: a digest per item (so that plans and change
// records say which items changed without holding their content), which items are not written
// (an empty list `[]` is written: it states "none"), and how many ports have no justification.

const BASELINE_ITEMS = [
    "os_firmware",
    "software",
    "custom_software",
    "ports",
    "patches",
];
/** The part of CIP-010-4 R1.1 each item answers. */
const R1_1_PART = {
    os_firmware: "1.1.1 operating system(s) or firmware",
    software: "1.1.2 commercially available or open-source application software intentionally installed",
    custom_software: "1.1.3 custom software installed",
    ports: "1.1.4 logical network accessible ports",
    patches: "1.1.5 security patches applied",
};
function itemDigests(content) {
    const digests = {};
    for (const item of BASELINE_ITEMS) {
        if (item in content)
            digests[item] = `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)({ [item]: content[item] }))}`;
    }
    return digests;
}
/**
 * Each item `digests` has, mapped by `map`, in R1.1's order: the order every output keeps. A loop,
 * not entries: a checkpoint maps every asset's baseline with it, and evidence verify builds one
 * at each checkpoint. A baseline of every item (the usual one) is one literal of five fields: an
 * object grown from `{}` keeps four in itself and the fifth in a store of its own, 40 bytes more
 * for each of the 100,000 assets the obligations pass holds.
 */
function mapItemDigests(digests, map) {
    const { os_firmware, software, custom_software, ports, patches } = digests;
    if (os_firmware !== undefined &&
        software !== undefined &&
        custom_software !== undefined &&
        ports !== undefined &&
        patches !== undefined)
        return {
            os_firmware: map(os_firmware),
            software: map(software),
            custom_software: map(custom_software),
            ports: map(ports),
            patches: map(patches),
        };
    const mapped = {};
    for (const item of BASELINE_ITEMS) {
        const digest = digests[item];
        if (digest !== undefined)
            mapped[item] = map(digest);
    }
    return mapped;
}
/** The items a baseline's content does not write, in R1.1's order. */
function missingItems(content) {
    return BASELINE_ITEMS.filter((item) => !(item in content));
}
/** How many of the content's ports have no justification. */
function unjustifiedPorts(content) {
    const ports = content.ports;
    if (!Array.isArray(ports))
        return 0;
    return ports.filter((port) => typeof port !== "object" || port === null || !("justification" in port)).length;
}
/** The patched items of a baseline's content (already read, so each list holds what it should). */
function patchedItemsOf(content) {
    const named = (item) => (Array.isArray(item) ? item : []).flatMap((entry) => {
        if (typeof entry !== "object" || entry === null)
            return [];
        const { name, version } = entry;
        return typeof name === "string" ? [{ name, version: String(version ?? "") }] : [];
    });
    const patches = content.patches;
    return {
        os_firmware: named(content.os_firmware),
        software: named(content.software),
        patches: (Array.isArray(patches) ? patches : []).map(String),
    };
}


/***/ }),

/***/ 4249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E8: () => (/* binding */ baselineDigest),
/* harmony export */   bH: () => (/* binding */ BaselineReader)
/* harmony export */ });
/* unused harmony export BASELINE_KEYS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7154);
/* harmony import */ var _baseline_items_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5168);
/* harmony import */ var _value_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5221);
/* harmony import */ var _yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(249);
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

/***/ 3990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ MAX_NAME_LENGTH),
/* harmony export */   Js: () => (/* binding */ isDeclarableName),
/* harmony export */   pg: () => (/* binding */ DOCUMENT_KEYS),
/* harmony export */   qD: () => (/* binding */ ASSET_DETAIL_KEYS)
/* harmony export */ });
/* unused harmony exports inventoryDocumentSchema, inventoryJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7368);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _principals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9513);
/* harmony import */ var _asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8453);
// The inventory document format as one zod schema: the source of the published JSON Schema (editor
// completion and checks) and of the key lists and name rules the position-aware parser enforces.
// The parser does not run zod on the hot path: it walks YAML nodes so that every problem carries a
// file:line:column, but it takes its vocabulary from here so the two cannot drift apart.





const MAX_NAME_LENGTH = 255;
// The same rules as one pattern, for JSON Schema consumers (editors): no forbidden character, no
// leading or trailing whitespace. Length is `maxLength` (JSON Schema counts code points, as we do).
// Surrogates are left out: a UTF-8 file cannot hold a lone one, and an engine without the `u` flag
// would take every character outside the BMP for one.
const NAME_PATTERN = new RegExp(String.raw `^(?!\s)(?![\s\S]*\s$)[^${_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_CHARACTERS */ .XU}]+$`);
/**
 * Whether an inventory file can hold `name` as a name: what the parser accepts, in one test.
 * For names that come from the service (import); the parser checks its own with a message each.
 */
function isDeclarableName(name) {
    return (NAME_PATTERN.test(name) &&
        !_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_NAME_CHARACTER */ .YV.test(name) &&
        (name.length <= MAX_NAME_LENGTH || [...name].length <= MAX_NAME_LENGTH));
}
function nameSchema(description) {
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).max(MAX_NAME_LENGTH).regex(NAME_PATTERN).meta({ description });
}
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__/* .ASSET_TYPES */ .D).meta({
    title: "Asset type",
    description: "hardware: physical devices (RTUs, PLCs, HMIs, network equipment). software: applications and operating systems classified under the cyber system.",
});
const assetDetailsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: assetTypeSchema,
    class: _asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .assetClassSchema */ .gM.optional(),
    renamed_from: nameSchema("The current name of a live asset of this cyber system to rename in place to this asset's name (keeps its id). Remove it once applied.")
        .meta({ title: "Renamed from" })
        .optional(),
    source_id: nameSchema("The id the source's platform gives this asset (ServiceNow's sys_id, Tenable OT Security's or Nozomi's asset id), written by the sync, which finds the asset by it when the platform renames it. The source's key: never sent to the service.")
        .meta({ title: "Source id" })
        .optional(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "The name of one of the document's baselines." }),
        baselineSchema(),
    ])
        .meta({
        title: "Baseline",
        description: "The asset's baseline configuration (CIP-010 R1.1), or the name of a shared one under the document's baselines. Never sent to the service: plans and change records carry its SHA-256.",
    })
        .optional(),
    baseline_ref: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        uri: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({
            description: "Where the baseline is kept (BES Cyber System Information stays out of the repository).",
        }),
        sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(/^[0-9a-fA-F]{64}$/)
            .meta({ description: "The SHA-256 of the baseline document there." }),
    })
        .meta({ title: "Baseline kept elsewhere" })
        .optional(),
})
    .meta({ title: "Asset details" });
/**
 * A baseline configuration's content: each item CIP-010-4 R1.1 lists. An empty list states "none";
 * for an asset of a High or Medium system (R1 scope) every item must be written.
 */
function baselineSchema() {
    const text = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1);
    const date = (description) => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .meta({ description })
        .optional();
    const named = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: text });
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .min(1)
            .meta({ description: "1.1.1 Operating system(s) or firmware, each with its version." })
            .optional(),
        software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .meta({
            description: "1.1.2 Commercially available or open-source software intentionally installed, with versions; [] for none.",
        })
            .optional(),
        custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.3 Custom software installed; [] for none." })
            .optional(),
        ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            port: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
                zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(65535),
                zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
                    .regex(/^\d{1,5}-\d{1,5}$/)
                    .meta({ description: "A range, low-high." }),
            ]),
            protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["tcp", "udp"]),
            service: text.optional(),
            justification: text
                .meta({
                description: "Why it is open (CIP-007 R1.1): required for High systems, and Medium systems with erc: true.",
            })
                .optional(),
        }))
            .meta({ description: "1.1.4 Logical network accessible ports; [] for none." })
            .optional(),
        patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.5 Security patches applied; [] for none." })
            .optional(),
        reviewed: date("The date the baseline was last confirmed, YYYY-MM-DD: changing it records that the asset was checked and its baseline is unchanged (not a deviation)."),
        completed_on: date("The date the field change this baseline describes was completed, YYYY-MM-DD (CIP-010 R1.3 counts 30 days from it)."),
    })
        .meta({ title: "Baseline configuration" });
}
const inventoryDocumentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    cyber_system: nameSchema("Name, or id (cs_...), of an existing cyber system. This document declares its complete asset list.").meta({ title: "Cyber system" }),
    facility: nameSchema("Optional: name, or id (fac_...), of the facility that owns the cyber system; checked against the service. Not together with control_center.")
        .meta({ title: "Facility" })
        .optional(),
    control_center: nameSchema("Optional: name, or id (cc_...), of the control center that owns the cyber system; checked against the service. Not together with facility.")
        .meta({ title: "Control center" })
        .optional(),
    impact: _principals_js__WEBPACK_IMPORTED_MODULE_1__/* .impactSchema */ .kf.optional(),
    erc: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
        .meta({
        title: "External Routable Connectivity",
        description: "Whether the system has External Routable Connectivity (CIP-007 R1.1 and others tell Medium systems apart by it). A Medium system without it is judged as having it.",
    })
        .optional(),
    esp: nameSchema("The Electronic Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "ESP" })
        .optional(),
    psp: nameSchema("The Physical Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "PSP" })
        .optional(),
    criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .CRITERION_PATTERN */ .Rm))
        .min(1)
        .meta({
        title: "CIP-002 criteria",
        description: "The CIP-002 Attachment 1 criteria that rate the system, such as [2.5]: recorded, not checked.",
    })
        .optional(),
    owners: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_principals_js__WEBPACK_IMPORTED_MODULE_1__/* .principalSchema */ .Oj)
        .min(1)
        .meta({
        title: "Owners",
        description: "Who approves this system's changes under the policy (cip-policy.yaml): GitHub logins and org/team slugs. Without it, the code owners of this file (CODEOWNERS) are its owners.",
    })
        .optional(),
    baselines: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("The baseline's name, which assets give as their baseline."), baselineSchema())
        .meta({
        title: "Shared baselines",
        description: "Baselines several assets of this document share: assets name one as their baseline.",
    })
        .optional(),
    prune: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().default(true).meta({
        title: "Prune",
        description: "true (default): live assets of this cyber system that are not declared here are deleted. false: they are kept and reported as unmanaged.",
    }),
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("Asset name, exactly as written. Unique across the inventory, ignoring case."), zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([assetTypeSchema, assetDetailsSchema]))
        .meta({
        title: "Assets",
        description: "The complete asset list of the cyber system: asset name -> hardware | software, or -> { type, renamed_from, class, baseline, ... }. Write {} for a system with no assets.",
    }),
})
    .refine((document) => document.facility === undefined || document.control_center === undefined, {
    message: "facility and control_center are mutually exclusive",
    path: ["control_center"],
})
    .meta({
    title: "cip-inventory-sync inventory document",
    description: "The complete asset list of one NERC CIP cyber system. One YAML document per cyber system; several documents per file are separated by ---.",
});
/** The keys of a document, in the order messages list them. */
const DOCUMENT_KEYS = Object.keys(inventoryDocumentSchema.shape);
/** The keys of an asset written as a map. */
const ASSET_DETAIL_KEYS = Object.keys(assetDetailsSchema.shape);
/** The JSON Schema (draft 2020-12) of one inventory document, for editors (`$schema` modelines). */
function inventoryJsonSchema() {
    const schema = z.toJSONSchema(inventoryDocumentSchema, {
        target: "draft-2020-12",
        io: "input",
    });
    // zod does not translate refinements; this is the facility/control_center exclusion.
    schema.not = { required: ["facility", "control_center"] };
    return schema;
}


/***/ }),

/***/ 4083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gs: () => (/* binding */ REFERENCE_FIELDS),
/* harmony export */   jc: () => (/* binding */ ASSET_NAME),
/* harmony export */   rH: () => (/* binding */ nameProblem)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3990);
/* harmony import */ var _shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6800);
// What is wrong with a name written in an inventory file, as the message the parser reports: one
// rule at a time, in the order a user would fix them. The character set and the length limit are
// inventory-schema.ts's, which also publishes them in the JSON Schema.




const TRAILING_OR_LEADING_SPACE = /^\s|\s$/;
const ASSET_NAME = {
    label: "asset name",
    hint: "the asset's name before the colon",
};
const REFERENCE_FIELDS = {
    cyber_system: {
        label: "cyber_system",
        hint: "the name or id (cs_...) of an existing cyber system",
    },
    facility: {
        label: "facility",
        hint: "the name or id (fac_...) of the facility that owns the cyber system",
    },
    control_center: {
        label: "control_center",
        hint: "the name or id (cc_...) of the control center that owns the cyber system",
    },
    renamed_from: {
        label: "renamed_from",
        hint: "the current name of the live asset to rename",
    },
    source_id: {
        label: "source_id",
        hint: "the id the source's platform gives the asset (the sync writes it; remove the line and the next sync writes it again)",
    },
};
/** The first problem of `name` written as `field`, or undefined. Cheap when the name is fine. */
function nameProblem(name, field) {
    const forbidden = _shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .FORBIDDEN_NAME_CHARACTER */ .YV.exec(name);
    if (forbidden) {
        const codePoint = forbidden[0].codePointAt(0) ?? 0;
        const position = [...name.slice(0, forbidden.index)].length + 1;
        return `${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} contains ${(0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .describeCharacter */ .zQ)(codePoint)} at character ${position}; remove it`;
    }
    if (name.trim() === "")
        return `${field.label} is empty; write ${field.hint}`;
    if (TRAILING_OR_LEADING_SPACE.test(name)) {
        return `${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} has leading or trailing whitespace; remove it (quotes keep spaces)`;
    }
    // Code units first: a name within the limit in UTF-16 is within it in code points.
    if (name.length > _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM) {
        const length = [...name].length;
        if (length > _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM) {
            return `${field.label} is ${length} characters long; the limit is ${_inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM}: shorten it`;
        }
    }
    return undefined;
}


/***/ }),

/***/ 8256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ parseInventoryText)
});

// UNUSED EXPORTS: parseInventoryYaml

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/inventory/document/inventory-schema.ts
var inventory_schema = __webpack_require__(3990);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(7368);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/inventory/document/name-rules.ts
var name_rules = __webpack_require__(4083);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
;// CONCATENATED MODULE: ./src/core/inventory/document/plain-inventory.ts
// A fast reader for inventory files in the plain style most files are written in (and the
// benchmark's): block maps indented with spaces, unquoted names of common characters, full-line
// and trailing comments. On such a file it returns exactly the documents the YAML walk of
// parse-inventory.ts returns, for a fraction of the cost: the yaml library lexes, parses and
// composes a node per scalar (about 1.4 s for 100,000 assets), this scans the text once, by
// offsets, making no string but the names and values it returns (and no object per line).
// Anything else, every mistake included, makes it return undefined, and the full parser reads
// the file and reports each problem at its place. It accepts only text whose YAML meaning is
// certain: a subset, never a second interpretation.





/**
 * A name yaml reads as exactly this text wherever it stands in a block map, key or value: it starts
 * with a letter, digit or "_" (never a YAML indicator), holds no ":", "#", quote, bracket, comma or
 * tab, and does not end with a space. No forbidden character (names.ts rules) can match. Kept as
 * one table of ASCII code units, one bit per place in the name (see `isPlainNameAt`).
 */
const NAME_FIRST = 1;
const NAME_INNER = 2;
const NAME_LAST = 4;
const NAME_CHARACTERS = Uint8Array.from({ length: 128 }, (_, code) => {
    const character = String.fromCharCode(code);
    return ((/[A-Za-z0-9_]/.test(character) ? NAME_FIRST : 0) |
        (/[A-Za-z0-9_ ./()+-]/.test(character) ? NAME_INNER : 0) |
        (/[A-Za-z0-9_./()+-]/.test(character) ? NAME_LAST : 0));
});
/** Printable ASCII and line feeds only: no tab, carriage return, BOM, control or non-ASCII. */
const OUTSIDE_PLAIN_TEXT = /[^\n\x20-\x7e]/;
const DOCUMENT_START = "---";
const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
/** The documents of `text`, or undefined when the full YAML parser must read it. */
function readPlainInventory(text, file) {
    if (OUTSIDE_PLAIN_TEXT.test(text))
        return undefined;
    const reader = new PlainReader(text, file);
    let line = 1;
    for (let start = 0; start <= text.length; line++) {
        let end = text.indexOf("\n", start);
        if (end === -1)
            end = text.length;
        if (!reader.line(start, end, line))
            return undefined;
        start = end + 1;
    }
    return reader.end();
}
const DOCUMENT_KEYS = ["cyber_system", "facility", "control_center", "prune", "assets"];
/**
 * Reads the text line by line, by offsets into it. The line being read is split into the fields
 * below (a `key: value` or `key:` line, columns 1-based), so no line, key or entry is made as a
 * string or an object unless it becomes part of a document.
 */
class PlainReader {
    documents = [];
    #text;
    #file;
    #document = newDocument(false);
    /** True between `assets:` and its first key. */
    #awaitingAssets = false;
    /** Indentation of the `assets:` map's keys while reading it; -1 otherwise. */
    #assetIndent = -1;
    /** The names in the `assets:` map being read, to find a duplicate. */
    #assetNames = new Set();
    #asset;
    /** Indentation of the open asset's detail keys, once its first one is read; -1 otherwise. */
    #detailIndent = -1;
    // The line being read: its number, where it starts, and its key and value (-1: no value).
    #line = 0;
    #lineStart = 0;
    #keyStart = 0;
    #keyEnd = 0;
    #valueStart = -1;
    #valueEnd = -1;
    constructor(text, file) {
        this.#text = text;
        this.#file = file;
    }
    /** Reads the line from `start` to `end` (its line feed); false when the file is not plain. */
    line(start, end, line) {
        const text = this.#text;
        let first = start;
        while (first < end && text.charCodeAt(first) === SPACE)
            first++;
        if (first === end || text.charCodeAt(first) === HASH)
            return true;
        if (end - start === DOCUMENT_START.length && text.startsWith(DOCUMENT_START, start)) {
            return this.#startDocument();
        }
        this.#line = line;
        this.#lineStart = start;
        if (!this.#entry(first, end))
            return false;
        const indent = first - start;
        if (indent === 0)
            return this.#closeAssets() && this.#documentKey();
        if (this.#assetIndent === -1) {
            // The first key of `assets:`, which must be waiting for its map.
            const assets = this.#document.assets;
            if (assets === undefined || assets.length > 0 || !this.#awaitingAssets)
                return false;
            this.#awaitingAssets = false;
            this.#assetIndent = indent;
        }
        if (indent === this.#assetIndent)
            return this.#closeAsset() && this.#assetEntry(indent);
        const asset = this.#asset;
        if (indent > this.#assetIndent && asset !== undefined) {
            if (this.#detailIndent === -1)
                this.#detailIndent = indent;
            return indent === this.#detailIndent && this.#detail(asset);
        }
        return false;
    }
    end() {
        if (!this.#closeAssets())
            return undefined;
        const document = this.#document;
        if (document.keys.size === 0) {
            // Nothing after a "---", or no document at all: errors the full parser names.
            return document.explicit || this.documents.length === 0 ? undefined : this.documents;
        }
        return this.#finish(document) ? this.documents : undefined;
    }
    #startDocument() {
        if (!this.#closeAssets())
            return false;
        const document = this.#document;
        if (document.keys.size === 0) {
            // Only the first "---" of a file may follow nothing (comments, blank lines).
            if (document.explicit || this.documents.length > 0)
                return false;
        }
        else if (!this.#finish(document)) {
            return false;
        }
        this.#document = newDocument(true);
        return true;
    }
    /**
     * Splits `key: value` or `key:` from `first` (after the indentation) to `end`, without its
     * comment; false when the line is anything else.
     */
    #entry(first, end) {
        const text = this.#text;
        let colon = -1;
        let contentEnd = end;
        for (let index = first; index < end; index++) {
            const code = text.charCodeAt(index);
            if (code === COLON) {
                if (colon === -1)
                    colon = index;
            }
            else if (code === HASH) {
                // A comment starts at a "#" after a space; any other "#" is not plain.
                if (text.charCodeAt(index - 1) !== SPACE)
                    return false;
                contentEnd = index;
                break;
            }
        }
        while (text.charCodeAt(contentEnd - 1) === SPACE)
            contentEnd--;
        if (colon === -1)
            return false;
        if (!isPlainNameAt(text, first, colon))
            return false;
        this.#keyStart = first;
        this.#keyEnd = colon;
        this.#valueStart = -1;
        this.#valueEnd = -1;
        if (colon + 1 === contentEnd)
            return true;
        if (text.charCodeAt(colon + 1) !== SPACE)
            return false;
        let valueStart = colon + 1;
        while (text.charCodeAt(valueStart) === SPACE)
            valueStart++;
        if (!isPlainNameAt(text, valueStart, contentEnd))
            return false;
        this.#valueStart = valueStart;
        this.#valueEnd = contentEnd;
        return true;
    }
    /** The line's key, when it is one of `words`. */
    #keyOf(words) {
        const length = this.#keyEnd - this.#keyStart;
        return words.find((word) => word.length === length && this.#text.startsWith(word, this.#keyStart));
    }
    /** The line's value with its place; undefined for `key:` with nothing after it. */
    #value() {
        if (this.#valueStart === -1)
            return undefined;
        return {
            value: this.#text.slice(this.#valueStart, this.#valueEnd),
            location: this.#at(this.#valueStart - this.#lineStart),
        };
    }
    /** The line's value as an asset type; undefined when it is none. */
    #valueType() {
        const start = this.#valueStart;
        if (start === -1)
            return undefined;
        const size = this.#valueEnd - start;
        return live_records/* ASSET_TYPES */.D.find((type) => type.length === size && this.#text.startsWith(type, start));
    }
    #documentKey() {
        const document = this.#document;
        const key = this.#keyOf(DOCUMENT_KEYS);
        if (key === undefined || document.keys.has(key))
            return false;
        document.keys.add(key);
        document.location ??= this.#at(0);
        const value = this.#value();
        switch (key) {
            case "cyber_system":
                document.cyberSystem = value;
                return value !== undefined;
            case "facility":
                document.facility = value;
                return value !== undefined && document.controlCenter === undefined;
            case "control_center":
                document.controlCenter = value;
                return value !== undefined && document.facility === undefined;
            case "prune":
                if (value?.value !== "true" && value?.value !== "false")
                    return false;
                document.prune = value.value === "true";
                return true;
            case "assets":
                document.assets = [];
                document.assetsLocation = this.#at(0);
                this.#awaitingAssets = true;
                return value === undefined;
        }
    }
    #assetEntry(indent) {
        const name = this.#text.slice(this.#keyStart, this.#keyEnd);
        if (this.#assetNames.has(name))
            return false;
        this.#assetNames.add(name);
        const location = this.#at(indent);
        if (this.#valueStart === -1) {
            this.#asset = { name, location };
            return true;
        }
        const type = this.#valueType();
        if (type === undefined)
            return false;
        this.#declare({ name, type, location });
        return true;
    }
    #detail(asset) {
        if (this.#valueStart === -1)
            return false;
        switch (this.#keyOf(ASSET_DETAIL_WORDS)) {
            case "type":
                if (asset.type !== undefined)
                    return false;
                asset.type = this.#valueType();
                return asset.type !== undefined;
            case "renamed_from":
                if (asset.renamedFrom !== undefined)
                    return false;
                asset.renamedFrom = this.#value();
                return true;
            case "source_id":
                if (asset.sourceId)
                    return false;
                asset.sourceId = true;
                return true;
            case undefined:
                return false;
        }
    }
    /** Ends the asset written as a map, if one is open; false when it is incomplete. */
    #closeAsset() {
        const asset = this.#asset;
        if (asset === undefined)
            return true;
        this.#asset = undefined;
        if (this.#detailIndent === -1 || asset.type === undefined)
            return false;
        this.#detailIndent = -1;
        const declared = {
            name: asset.name,
            type: asset.type,
            location: asset.location,
        };
        if (asset.renamedFrom)
            declared.renamedFrom = asset.renamedFrom;
        this.#declare(declared);
        return true;
    }
    /**
     * Adds an asset to the open document's `assets:`, which is there: an asset's line is read only
     * once the `assets:` key set #assetIndent (line()).
     */
    #declare(asset) {
        const assets = this.#document.assets;
        (assets ?? (0,collections/* missingEntry */.Dj)("the assets: of an asset's document")).push(asset);
    }
    /** Ends the `assets:` map, if one is open; false when it is empty or incomplete. */
    #closeAssets() {
        if (this.#awaitingAssets)
            return false;
        if (this.#assetIndent === -1)
            return true;
        this.#assetIndent = -1;
        this.#assetNames.clear();
        return this.#closeAsset();
    }
    /** Adds the complete document; false when it lacks a required key. */
    #finish(document) {
        const { location, cyberSystem, assets, assetsLocation } = document;
        if (!location || !cyberSystem || !assets || !assetsLocation)
            return false;
        const finished = {
            location,
            cyberSystem,
            prune: document.prune,
            assets,
            assetsLocation,
        };
        if (document.facility)
            finished.facility = document.facility;
        if (document.controlCenter)
            finished.controlCenter = document.controlCenter;
        this.documents.push(finished);
        return true;
    }
    /** The place `offset` code units into the line being read. */
    #at(offset) {
        return { file: this.#file, line: this.#line, column: offset + 1 };
    }
}
const ASSET_DETAIL_WORDS = ["type", "renamed_from", "source_id"];
function newDocument(explicit) {
    return { explicit, keys: new Set(), prune: true };
}
/** Whether `text` from `start` to `end` is a plain name (NAME_CHARACTERS), checked in place. */
function isPlainNameAt(text, start, end) {
    const length = end - start;
    if (length === 0 || length > inventory_schema/* MAX_NAME_LENGTH */.EM)
        return false;
    if (!(characterClass(text, start) & NAME_FIRST))
        return false;
    if (!(characterClass(text, end - 1) & NAME_LAST))
        return false;
    for (let index = start + 1; index < end - 1; index++) {
        if (!(characterClass(text, index) & NAME_INNER))
            return false;
    }
    return true;
}
/** The NAME_CHARACTERS bits of one code unit (none outside ASCII). */
function characterClass(text, index) {
    return NAME_CHARACTERS[text.charCodeAt(index)] ?? 0;
}

// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-reader.ts
var baseline_reader = __webpack_require__(4249);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
;// CONCATENATED MODULE: ./src/core/inventory/document/system-facts-reader.ts
// What a document says of its system beyond its assets, for the requirement table: External
// Routable Connectivity (`erc:`), its perimeters (`esp:`, `psp:`) and its CIP-002 Attachment 1
// criteria (`criteria:`); and an asset's class (`class:`). Each problem at its place.





const SYSTEM_FACT_KEYS = ["erc", "esp", "psp", "criteria"];
class SystemFactsReader extends baseline_reader/* BaselineReader */.bH {
    /** Reads `key` of a document into `facts`; false after reporting a problem. */
    systemFact(key, value, keyOffset, facts) {
        switch (key) {
            case "erc": {
                const erc = this.#boolean(value, keyOffset);
                if (erc !== undefined)
                    facts.erc = erc;
                return erc !== undefined;
            }
            case "esp":
            case "psp": {
                const hint = `the name of the ${key === "esp" ? "Electronic" : "Physical"} Security Perimeter the system is inside`;
                const name = this.scalarValue(value, keyOffset, { label: key, hint });
                if (name !== undefined)
                    facts[key] = name;
                return name !== undefined;
            }
            case "criteria": {
                const criteria = this.#criteria(value, keyOffset);
                if (criteria !== undefined)
                    facts.criteria = criteria;
                return criteria !== undefined;
            }
        }
    }
    /** `class:` of an asset. */
    assetClass(value, keyOffset) {
        return this.choice(value, keyOffset, { label: "class", hint: "BCA, PCA, EACMS, PACS or EAP (absent: BCA)" }, asset_class/* ASSET_CLASSES */.Aj);
    }
    #boolean(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, "erc has no value; write true or false");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if ((0,dist/* isScalar */.jn)(value) && typeof value.value === "boolean")
            return { value: value.value, location: this.at((0,yaml_reader/* nodeStart */.f)(value)) };
        this.error((0,yaml_reader/* nodeStart */.f)(value), `erc must be true or false (without quotes): whether the system has External Routable Connectivity, not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
        return undefined;
    }
    #criteria(value, keyOffset) {
        const field = { label: "criteria", hint: "CIP-002 Attachment 1 criteria such as 2.5" };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const criteria = [];
        for (const item of items) {
            const text = this.scalarValue(item, (0,yaml_reader/* nodeStart */.f)(value), field);
            if (text === undefined)
                return undefined;
            if (!asset_class/* CRITERION_PATTERN */.Rm.test(text.value)) {
                this.error((0,yaml_reader/* nodeStart */.f)(item), `criteria entry ${(0,diagnostics/* quote */.hD)(text.value)} is not a CIP-002 Attachment 1 criterion; write it as 1.1, 2.5 or 3.1`);
                return undefined;
            }
            criteria.push(text.value);
        }
        return { value: criteria, location: this.at((0,yaml_reader/* nodeStart */.f)(value)) };
    }
}

;// CONCATENATED MODULE: ./src/core/inventory/document/parse-inventory.ts
// One inventory file's text -> inventory documents, with every problem located at file:line:column.
// The walk reads YAML nodes rather than the plain value so that (1) a name is exactly the text the
// user wrote (a plain `0x1F`, `012` or `~` is that text, never 31, 12 or null), (2) each problem
// points at its node, and (3) all problems of a file are reported in one pass.













function parseInventoryText(text, file) {
    const documents = readPlainInventory(text, file);
    return documents === undefined ? parseInventoryYaml(text, file) : { documents, diagnostics: [] };
}
/** The YAML walk alone: what parseInventoryText does with a file that is not plain. */
function parseInventoryYaml(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    const parser = new FileParser(text, file, lineCounter);
    if (docs.length === 0) {
        parser.error(0, "this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory");
    }
    let previousEnd = 0;
    for (const doc of docs) {
        parser.document(doc, previousEnd);
        previousEnd = doc.range[2];
    }
    return { documents: parser.documents, diagnostics: parser.diagnostics.sort(diagnostics/* compareDiagnostics */.oV) };
}
class FileParser extends SystemFactsReader {
    /** The baselines the current document's assets wrote, resolved once its `baselines` are read. */
    #writtenBaselines = new Map();
    documents = [];
    document(doc, previousEnd) {
        if (!this.yamlProblems(doc, previousEnd))
            return;
        const contents = doc.contents;
        if (contents === null || ((0,dist/* isScalar */.jn)(contents) && (0,yaml_reader/* isEmptyPlain */.eF)(contents))) {
            this.error(doc.range[0], 'empty YAML document; declare a cyber system here (cyber_system and assets) or remove the extra "---"');
            return;
        }
        if (!this.plainNode(contents))
            return;
        if (!(0,dist/* isMap */.jh)(contents)) {
            this.error((0,yaml_reader/* nodeStart */.f)(contents), `a document must be a map with the keys cyber_system and assets, not ${(0,yaml_reader/* describeValue */.bp)(contents)}; see docs/inventory-format.md`);
            return;
        }
        this.#documentMap(contents);
    }
    #documentMap(map) {
        const firstKey = map.items[0]?.key;
        const start = (0,dist/* isNode */.Ll)(firstKey) ? (0,yaml_reader/* nodeStart */.f)(firstKey) : (0,yaml_reader/* nodeStart */.f)(map);
        let cyberSystem;
        let facility;
        let controlCenter;
        let facilityKey;
        let controlCenterKey;
        let prune = true;
        let assets;
        let assetsLocation;
        let impact;
        let owners;
        let baselines = new Map();
        const facts = {};
        this.#writtenBaselines = new Map();
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            switch (keyText) {
                case "cyber_system":
                    cyberSystem = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.cyber_system);
                    break;
                case "facility":
                    facilityKey = keyOffset;
                    facility = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.facility);
                    break;
                case "control_center":
                    controlCenterKey = keyOffset;
                    controlCenter = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.control_center);
                    break;
                case "prune":
                    prune = this.#prune(value, keyOffset) ?? prune;
                    break;
                case "assets":
                    assetsLocation = this.at(keyOffset);
                    assets = this.#assets(value, keyOffset);
                    break;
                case "impact":
                    impact = this.impact(value, keyOffset);
                    break;
                case "owners":
                    owners = this.principals(value, keyOffset, OWNERS_FIELD);
                    break;
                case "baselines":
                    baselines = this.baselineGroups(value, keyOffset);
                    break;
                default:
                    if ((0,collections/* isOneOf */.EK)(SYSTEM_FACT_KEYS, keyText))
                        this.systemFact(keyText, value, keyOffset, facts);
                    else
                        this.unknownKey(key, keyText, inventory_schema/* DOCUMENT_KEYS */.pg, "the keys of a document are");
            }
        }
        if (facilityKey !== undefined && controlCenterKey !== undefined) {
            const [first, second] = [facilityKey, controlCenterKey].sort((a, b) => a - b);
            this.error(second, "facility and control_center are both set; a cyber system belongs to one of them: remove the other", [this.at(first)]);
        }
        this.#requiredKeys(map, start);
        this.#resolveBaselines(baselines);
        if (cyberSystem === undefined || assets === undefined || assetsLocation === undefined)
            return;
        const document = {
            location: this.at(start),
            cyberSystem,
            prune,
            assets,
            assetsLocation,
            ...facts,
        };
        if (facility)
            document.facility = facility;
        if (controlCenter)
            document.controlCenter = controlCenter;
        if (impact)
            document.impact = impact;
        if (owners)
            document.owners = owners;
        this.documents.push(document);
    }
    /** Each asset's baseline, its shared baseline's name resolved against the document's. */
    #resolveBaselines(groups) {
        for (const [asset, written] of this.#writtenBaselines) {
            const baseline = this.resolveBaseline(written, groups);
            if (baseline !== undefined)
                asset.baseline = baseline;
        }
    }
    #requiredKeys(map, start) {
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "cyber_system")) {
            this.error(start, 'missing key "cyber_system": write the name or id (cs_...) of the existing cyber system whose assets this document declares');
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "assets")) {
            this.error(start, 'missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
        }
    }
    /** A name written as a value: exactly its text, checked; undefined after reporting a problem. */
    #name(value, keyOffset, field) {
        if (!(0,dist/* isNode */.Ll)(value)) {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        const offset = (0,yaml_reader/* nodeStart */.f)(value);
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error(offset, `${field.label} must be a name, not ${(0,yaml_reader/* describeValue */.bp)(value)}; write ${field.hint}`);
            return undefined;
        }
        const name = (0,yaml_reader/* scalarText */.ws)(value);
        if (name === "" && value.type === "PLAIN") {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.#checkName(name, offset, field))
            return undefined;
        return { value: name, location: this.at(offset) };
    }
    /** Reports what is wrong with a name; true when nothing is. */
    #checkName(name, offset, field) {
        const problem = (0,name_rules/* nameProblem */.rH)(name, field);
        if (problem !== undefined)
            this.error(offset, problem);
        return problem === undefined;
    }
    #prune(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, "prune has no value; write true or false");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if ((0,dist/* isScalar */.jn)(value) && typeof value.value === "boolean")
            return value.value;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `prune must be true or false (without quotes), not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
        return undefined;
    }
    #assets(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, 'assets has no value; list the assets (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,dist/* isMap */.jh)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `assets must be a map of asset name to type (name: hardware or software), not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
            return undefined;
        }
        const assets = [];
        for (const { key, keyText, value: assetValue } of this.entries(value)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            const nameOk = this.#checkName(keyText, keyOffset, name_rules/* ASSET_NAME */.jc);
            const asset = this.#asset(keyText, keyOffset, assetValue);
            if (nameOk && asset)
                assets.push(asset);
        }
        return assets;
    }
    #asset(name, keyOffset, value) {
        if ((0,dist/* isNode */.Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,dist/* isMap */.jh)(value))
            return this.#assetDetails(name, keyOffset, value);
        if ((0,dist/* isSeq */.oP)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `asset ${(0,diagnostics/* quote */.hD)(name)} must be hardware, software, or a map with type (and renamed_from), not a list`);
            return undefined;
        }
        const type = this.#assetType(name, keyOffset, value);
        return type === undefined ? undefined : { name, type, location: this.at(keyOffset) };
    }
    #assetDetails(name, keyOffset, details) {
        let type;
        let hasType = false;
        let renamedFrom;
        let assetClass;
        let baseline;
        let valid = true;
        for (const { key, keyText, value } of this.entries(details)) {
            const detailKeyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            switch (keyText) {
                case "type":
                    hasType = true;
                    if (!(0,dist/* isNode */.Ll)(value) || this.plainNode(value)) {
                        type = this.#assetType(name, detailKeyOffset, value);
                    }
                    break;
                case "renamed_from":
                    renamedFrom = this.#name(value, detailKeyOffset, name_rules/* REFERENCE_FIELDS */.gs.renamed_from);
                    valid &&= renamedFrom !== undefined;
                    break;
                case "source_id":
                    // The source's own key, by which its sync follows a rename: checked, never planned.
                    valid &&= this.#name(value, detailKeyOffset, name_rules/* REFERENCE_FIELDS */.gs.source_id) !== undefined;
                    break;
                case "class":
                    assetClass = this.assetClass(value, detailKeyOffset);
                    valid &&= assetClass !== undefined;
                    break;
                case "baseline":
                case "baseline_ref":
                    if (baseline !== undefined) {
                        this.error(detailKeyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has both baseline and baseline_ref; keep one`);
                        valid = false;
                        break;
                    }
                    baseline =
                        keyText === "baseline"
                            ? this.writtenBaseline(value, detailKeyOffset)
                            : this.baselineRef(value, detailKeyOffset);
                    valid &&= baseline !== undefined;
                    break;
                default:
                    valid = false;
                    this.unknownKey(key, keyText, inventory_schema/* ASSET_DETAIL_KEYS */.qD, "an asset written as a map has the keys");
            }
        }
        if (!hasType) {
            this.error(keyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has no type; add "type: hardware" or "type: software"`);
        }
        if (!valid || type === undefined)
            return undefined;
        const asset = { name, type, location: this.at(keyOffset) };
        if (renamedFrom)
            asset.renamedFrom = renamedFrom;
        if (assetClass)
            asset.class = assetClass;
        if (baseline)
            this.#writtenBaselines.set(asset, baseline);
        return asset;
    }
    /** The type of an asset, from a node already checked by plainNode. */
    #assetType(name, keyOffset, value) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has no type; write hardware or software`);
            return undefined;
        }
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `the type of asset ${(0,diagnostics/* quote */.hD)(name)} must be hardware or software, not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
            return undefined;
        }
        const text = (0,yaml_reader/* scalarText */.ws)(value);
        if ((0,collections/* isOneOf */.EK)(live_records/* ASSET_TYPES */.D, text))
            return text;
        const [suggestion] = (0,names/* closestNames */.g9)(text, live_records/* ASSET_TYPES */.D, 1);
        this.error((0,yaml_reader/* nodeStart */.f)(value), suggestion === undefined
            ? `unknown asset type ${(0,diagnostics/* quote */.hD)(text)}; write hardware or software`
            : `unknown asset type ${(0,diagnostics/* quote */.hD)(text)}; did you mean ${(0,diagnostics/* quote */.hD)(suggestion)}?`);
        return undefined;
    }
}
const OWNERS_FIELD = {
    label: "owners",
    hint: "GitHub logins and org/team slugs who approve this system's changes",
};


/***/ }),

/***/ 9513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NT: () => (/* binding */ LOGIN_PATTERN),
/* harmony export */   Oj: () => (/* binding */ principalSchema),
/* harmony export */   cI: () => (/* binding */ principalText),
/* harmony export */   dR: () => (/* binding */ IMPACT_LEVELS),
/* harmony export */   gA: () => (/* binding */ parsePrincipal),
/* harmony export */   kf: () => (/* binding */ impactSchema),
/* harmony export */   qW: () => (/* binding */ principalKey)
/* harmony export */ });
/* unused harmony export PRINCIPAL_PATTERN */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
// Who may be named as an owner or an approver: a GitHub login (`alice`) or a team as `org/team`
// (`acme/alpha-protection`), and the impact ratings a system may declare. Shared by the inventory
// documents (`owners:`, `impact:`) and the policy file (`from:`), so both accept the same names.

const IMPACT_LEVELS = ["high", "medium", "low"];
/** GitHub's rules: letters, digits and single hyphens, not at either end, at most 39 characters. */
const LOGIN = String.raw `[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}`;
/** A team's slug as GitHub writes it in URLs and CODEOWNERS (lower case in practice). */
const TEAM_SLUG = String.raw `[A-Za-z0-9][A-Za-z0-9_.-]{0,99}`;
const LOGIN_PATTERN = new RegExp(`^${LOGIN}$`);
const PRINCIPAL_PATTERN = new RegExp(`^${LOGIN}(?:/${TEAM_SLUG})?$`);
/** `alice` or `acme/alpha-protection` as a principal; undefined when it is neither. */
function parsePrincipal(text) {
    if (!PRINCIPAL_PATTERN.test(text))
        return undefined;
    const slash = text.indexOf("/");
    return slash === -1
        ? { kind: "user", login: text }
        : { kind: "team", org: text.slice(0, slash), slug: text.slice(slash + 1) };
}
/** The principal as written in documents and messages: `alice`, `acme/alpha-protection`. */
function principalText(principal) {
    return principal.kind === "user" ? principal.login : `${principal.org}/${principal.slug}`;
}
/** GitHub compares logins, organizations and team slugs without regard to case. */
function principalKey(principal) {
    return principalText(principal).toLowerCase();
}
const impactSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(IMPACT_LEVELS).meta({
    title: "Impact",
    description: "The declared BES Cyber System impact rating (kept in git: the service does not show it to API keys).",
});
const principalSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(PRINCIPAL_PATTERN).meta({
    description: "A GitHub login (alice) or a team as org/team-slug (acme/alpha-protection).",
});


/***/ }),

/***/ 5221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ValueReader)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2205);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _principals_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9513);
/* harmony import */ var _yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(249);
// Typed values on top of StrictYamlReader: a word from a fixed set, a list of such words, an
// impact rating and a list of owners (logins and org/team slugs), each problem at its place.
// Inventory documents read `impact:` and `owners:` with it; the policy file reads its rules with it,
// and the patch-management files (core/patches/) their maps and lists.






class ValueReader extends _yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .StrictYamlReader */ .OI {
    /** Reports a key that is not one of `known`, with the closest one or the whole list. */
    unknownKey(key, keyText, known, listIntro) {
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .closestNames */ .g9)(keyText, known, 1);
        this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(key), suggestion === undefined
            ? `unknown key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)}; ${listIntro} ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .listOf */ .c3)(known)}`
            : `unknown key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)}; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(suggestion)}?`);
    }
    /** Whether `map` has each of `required`; each missing one reported at the map. */
    required(map, required, what) {
        const missing = required.filter((name) => !map.items.some((pair) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && pair.key.value === name));
        for (const name of missing)
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(map), `${what} has no ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}; add it`);
        return missing.length === 0;
    }
    /** `value` as a map, or undefined after saying it must be one (`shape` shows how). */
    submap(value, keyOffset, label, shape) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value))
            return value;
        const where = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value) : keyOffset;
        this.error(where, `${label} must be a map (${shape}), not ${(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) && !(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value) : "nothing"}`);
        return undefined;
    }
    /** The text of a scalar value; undefined after reporting a missing or non-scalar value. */
    scalarValue(value, keyOffset, field) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value))) {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${field.label} must be ${field.hint}, not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}`);
            return undefined;
        }
        return { value: (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .scalarText */ .ws)(value), location: this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value)) };
    }
    /** One of `choices`; a near miss is suggested. */
    choice(value, keyOffset, field, choices) {
        const text = this.scalarValue(value, keyOffset, field);
        if (text === undefined)
            return undefined;
        const found = choices.find((choice) => choice === text.value);
        if (found !== undefined)
            return { value: found, location: text.location };
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .closestNames */ .g9)(text.value, choices, 1);
        const offset = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value) : keyOffset;
        this.error(offset, suggestion === undefined
            ? `unknown ${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text.value)}; write ${field.hint}`
            : `unknown ${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text.value)}; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(suggestion)}?`);
        return undefined;
    }
    /** The items of a non-empty list (block or flow); undefined after reporting a problem. */
    listItems(value, keyOffset, field) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value))) {
            this.error(keyOffset, `${field.label} has no value; write a list of ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${field.label} must be a list of ${field.hint} (e.g. [a, b]), not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}`);
            return undefined;
        }
        if (value.items.length === 0) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${field.label} is an empty list; write at least one of ${field.hint}, or remove the key`);
            return undefined;
        }
        return value.items;
    }
    /** A non-empty list of distinct words from `choices`. */
    choiceList(value, keyOffset, field, choices) {
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const itemField = { label: `${field.label} entry`, hint: oneOf(choices) };
        const chosen = items.map((item) => this.choice(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), itemField, choices));
        if (chosen.some((item) => item === undefined))
            return undefined;
        return this.#distinct(chosen, field, (item) => item);
    }
    impact(value, keyOffset) {
        return this.choice(value, keyOffset, { label: "impact", hint: "high, medium or low" }, _principals_js__WEBPACK_IMPORTED_MODULE_3__/* .IMPACT_LEVELS */ .dR);
    }
    /** A non-empty list of distinct logins and org/team slugs. */
    principals(value, keyOffset, field) {
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const read = [];
        let valid = true;
        for (const item of items) {
            const text = this.scalarValue(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), {
                label: `${field.label} entry`,
                hint: "a GitHub login (alice) or a team as org/team (acme/alpha-protection)",
            });
            const principal = text && (0,_principals_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePrincipal */ .gA)(text.value);
            if (text && !principal) {
                this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(item), `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text.value)} in ${field.label} is neither a GitHub login (letters, digits and single hyphens) nor a team written as org/team-slug`);
            }
            if (text && principal)
                read.push({ value: principal, location: text.location });
            else
                valid = false;
        }
        if (!valid)
            return undefined;
        return this.#distinct(read, field, _principals_js__WEBPACK_IMPORTED_MODULE_3__/* .principalKey */ .qW);
    }
    /** The list when no entry is written twice; else undefined, each repeat reported. */
    #distinct(items, field, keyOf) {
        const seen = new Map();
        let distinct = true;
        for (const item of items) {
            const key = keyOf(item.value);
            const first = seen.get(key);
            if (first === undefined) {
                seen.set(key, item);
                continue;
            }
            distinct = false;
            this.diagnostics.push({
                severity: "error",
                message: `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} is written twice in ${field.label}; keep one`,
                location: item.location,
                related: [first.location],
            });
        }
        return distinct ? items : undefined;
    }
}
/** "create, update or delete". */
function oneOf(choices) {
    const last = choices.at(-1);
    // Callers pass a closed list of the values a field takes, never an empty one.
    if (last === undefined)
        throw new Error("oneOf needs at least one choice");
    return choices.length === 1 ? last : `${choices.slice(0, -1).join(", ")} or ${last}`;
}


/***/ }),

/***/ 249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ StrictYamlReader),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   eF: () => (/* binding */ isEmptyPlain),
/* harmony export */   f: () => (/* binding */ nodeStart),
/* harmony export */   jp: () => (/* binding */ PARSE_OPTIONS),
/* harmony export */   v: () => (/* binding */ parseYamlDocuments),
/* harmony export */   ws: () => (/* binding */ scalarText)
/* harmony export */ });
/* unused harmony exports ANCHORS_AND_ALIASES, propertyStart */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _yaml_syntax_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9869);
// Reading YAML strictly, the way inventory files are read: YAML 1.2, keys as text, no anchors,
// aliases, tags or merge keys, duplicate keys named with both positions, and every problem located
// at file:line:column. FileParser (parse-inventory.ts) walks the inventory's structure on top.



// YAML 1.2 core schema; keys are always taken as text; no merge keys; duplicate keys are found by
// the walk (which names both positions) rather than by the parser (which names one). `cip-sync fmt`
// reads with the same options, so that it sees the YAML the inventory parser sees.
const PARSE_OPTIONS = {
    version: "1.2",
    schema: "core",
    merge: false,
    stringKeys: true,
    uniqueKeys: false,
    prettyErrors: false,
};
const ANCHORS_AND_ALIASES = "anchors and aliases are not supported; write the value out";
const MERGE_KEYS = "merge keys are not supported; write the keys out";
const MAX_DEPTH_MESSAGE = "the YAML nests too deeply to be read; no file cip-sync reads needs more than six levels (an inventory's deepest: the document, assets, an asset, its baseline, an item's list, an entry of it)";
/** The documents of a file's text, parsed with PARSE_OPTIONS and yaml's debug switches off. */
function parseYamlDocuments(text, lineCounter) {
    return withoutYamlDebugSwitches(() => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { ...PARSE_OPTIONS, lineCounter }));
}
/**
 * Runs `parse` with `process.env` replaced by a plain copy that lacks yaml's debug switches.
 * yaml's parser reads `process.env.LOG_TOKENS` once per token, and each read of the real
 * `process.env` is a call into the environment (about 0.35 µs: 0.4 s of a 100,000-asset plan);
 * and with LOG_TOKENS or LOG_STREAM set it would print the inventory to standard output, into the
 * middle of `plan --format json`. The parse is synchronous, so no other code sees the copy.
 */
function withoutYamlDebugSwitches(parse) {
    const environment = process.env;
    const quiet = { ...environment };
    delete quiet.LOG_TOKENS;
    delete quiet.LOG_STREAM;
    process.env = quiet;
    try {
        return parse();
    }
    finally {
        process.env = environment;
    }
}
/** Collects located diagnostics while a subclass walks a file's YAML nodes. */
class StrictYamlReader {
    diagnostics = [];
    #text;
    #file;
    #lineCounter;
    constructor(text, file, lineCounter) {
        this.#text = text;
        this.#file = file;
        this.#lineCounter = lineCounter;
    }
    at(offset) {
        const { line, col } = this.#lineCounter.linePos(offset);
        return { file: this.#file, line: Math.max(line, 1), column: col };
    }
    error(offset, message, related) {
        const diagnostic = { severity: "error", message, location: this.at(offset) };
        if (related)
            diagnostic.related = related;
        this.diagnostics.push(diagnostic);
    }
    /** A problem that does not stop the file from being read, at its place. */
    warning(offset, message) {
        this.diagnostics.push({ severity: "warning", message, location: this.at(offset) });
    }
    /**
     * Reports the parser's errors and warnings and the %YAML directive; false when the document has
     * a syntax error, after which its structure is unreliable and walking it would only add echoes.
     */
    yamlProblems(doc, previousEnd) {
        const problems = [...doc.errors, ...doc.warnings];
        const exhausted = problems.find((problem) => problem.code === "RESOURCE_EXHAUSTION");
        if (exhausted) {
            // yaml reports where the stack ran out, which moves with how warm the process is; the first
            // collection one level too deep is where the document goes wrong, the same in every run.
            this.error(firstTooDeep(doc.contents) ?? exhausted.pos[0], MAX_DEPTH_MESSAGE);
            return false;
        }
        // Where the text shows the mistake (an indentation, a colon, a quote), one message says it there.
        const explained = (0,_yaml_syntax_js__WEBPACK_IMPORTED_MODULE_2__/* .explainSyntaxErrors */ .I)(this.#text, doc.errors);
        if (explained !== undefined) {
            this.error(explained.offset, explained.message);
            return false;
        }
        let walkable = true;
        const seen = new Set();
        // A tab in the indentation makes the parser misread the rest of its line and the lines after
        // it (a compact mapping, an implicit key over two lines): one message says it, at each tab.
        const tabs = problems.filter((problem) => problem.code === "TAB_AS_INDENT");
        const firstTab = tabs.length === 0 ? undefined : Math.min(...tabs.map(({ pos }) => pos[0]));
        for (const problem of problems) {
            const message = this.#yamlMessage(problem);
            if (message === undefined)
                continue;
            const key = `${problem.pos[0]}:${message}`;
            if (seen.has(key))
                continue;
            if (firstTab !== undefined &&
                problem.code !== "TAB_AS_INDENT" &&
                this.at(problem.pos[0]).line >= this.at(firstTab).line)
                continue;
            seen.add(key);
            this.error(problem.pos[0], message);
            walkable &&= problem.code === "NON_STRING_KEY" || doc.warnings.includes(problem);
        }
        if (doc.directives.yaml.explicit)
            this.#yamlDirective(doc, previousEnd);
        return walkable;
    }
    /** The message for a problem the parser found; undefined for those the walk reports better. */
    #yamlMessage(problem) {
        switch (problem.code) {
            case "TAG_RESOLVE_FAILED":
                return undefined; // #plainNode: "YAML tags are not supported"
            case "BAD_DIRECTIVE":
                return problem.message.includes("YAML version")
                    ? undefined
                    : `invalid YAML: ${problem.message}`;
            case "TAB_AS_INDENT":
                return "invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)";
            case "NON_STRING_KEY":
                return this.#text.startsWith("*", problem.pos[0])
                    ? ANCHORS_AND_ALIASES
                    : "a key must be plain text, not a list, a map or a tagged value; write the name as text before the colon";
            default:
                return `invalid YAML: ${problem.message}`;
        }
    }
    #yamlDirective(doc, previousEnd) {
        // The document keeps the version but not where the directive was written: it is in the
        // directives prologue, between the previous document and this one's start.
        const prologue = this.#text.slice(previousEnd, doc.range[0]);
        const match = /^%YAML[ \t]+(\S*)/m.exec(prologue);
        const version = match?.[1] ?? doc.directives.yaml.version;
        if (version === "1.2")
            return;
        this.error(previousEnd + (match?.index ?? 0), `%YAML ${version} is not supported: inventory files are YAML 1.2 (where yes, no, on and off are text and 012 is not an octal number); remove the %YAML directive`);
    }
    /** Reports anchors, aliases and tags on a node the walk reads; false when it is an alias. */
    plainNode(node) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            this.error(nodeStart(node), ANCHORS_AND_ALIASES);
            return false;
        }
        if (node.anchor !== undefined) {
            this.error(propertyStart(this.#text, node, `&${node.anchor}`), ANCHORS_AND_ALIASES);
        }
        if (node.tag !== undefined) {
            this.error(propertyStart(this.#text, node, "!"), `YAML tags are not supported (found ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(node.tag.replace(/^tag:yaml\.org,2002:/, "!!"))}); remove the tag, and quote the value to make it text`);
        }
        return true;
    }
    /**
     * The pairs of a map with a text key, minus duplicates (reported with both positions) and merge
     * keys. Keys that are not text were reported by the parser (NON_STRING_KEY) and are skipped.
     */
    *entries(map) {
        const seen = new Map();
        for (const pair of map.items) {
            const key = pair.key;
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) || typeof key.value !== "string")
                continue;
            if (key.anchor !== undefined) {
                this.error(propertyStart(this.#text, key, `&${key.anchor}`), ANCHORS_AND_ALIASES);
            }
            const keyText = key.value;
            const keyOffset = nodeStart(key);
            if (keyText === "<<" && key.type === "PLAIN") {
                this.error(keyOffset, MERGE_KEYS);
                continue;
            }
            const first = seen.get(keyText);
            if (first !== undefined) {
                const firstAt = this.at(first);
                this.error(keyOffset, `duplicate key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)} (first written at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(firstAt)}); keep one`, [firstAt]);
                continue;
            }
            seen.set(keyText, keyOffset);
            yield { key, keyText, value: pair.value };
        }
    }
}
function nodeStart(node) {
    return node.range?.[0] ?? 0;
}
/**
 * Where, in `text`, a node's anchor (`&name`) or tag (`!tag`) is written: before the node itself,
 * which is where yaml's range starts. On the error path only.
 */
function propertyStart(text, node, marker) {
    let written = text.lastIndexOf(marker, nodeStart(node));
    if (written < 0)
        return nodeStart(node);
    while (text[written - 1] === marker)
        written -= 1; // the first "!" of "!!int"
    return written;
}
/**
 * The deepest nesting a valid file has: an inventory's document map, assets map, an asset's map,
 * its baseline map, a baseline item's list, and an entry of it (a port). The policy file nests
 * less. A collection deeper than this is where a file that exhausted the parser goes wrong; with
 * a smaller limit, a document with baselines would be blamed at its first valid baseline.
 */
const DOCUMENT_LEVELS = 6;
/** The offset of the first collection, in document order, nested deeper than DOCUMENT_LEVELS. */
function firstTooDeep(contents) {
    // Depth-first in document order, never deeper than one level past the limit.
    const pending = [{ node: contents, depth: 1 }];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const { node, depth } = next;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
            continue;
        if (depth > DOCUMENT_LEVELS)
            return nodeStart(node);
        const children = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) ? node.items.map((pair) => pair.value) : node.items;
        for (let index = children.length - 1; index >= 0; index--) {
            pending.push({ node: children[index], depth: depth + 1 });
        }
    }
    return undefined;
}
/** The text of a scalar as written (after YAML quoting and escapes), never its implicit type. */
function scalarText(scalar) {
    return scalar.source ?? String(scalar.value);
}
/** "a list", "a map" or "the text 'x'": what was found where something else was expected. */
function describeValue(node) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
        return "a list";
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return "a map";
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) ? `the text ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(scalarText(node))}` : "an alias";
}
/** A plain scalar with no text: an omitted value (`key:`), not an explicit `''`. */
function isEmptyPlain(scalar) {
    return scalar.type === "PLAIN" && scalarText(scalar) === "";
}


/***/ }),

/***/ 9869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ explainSyntaxErrors)
/* harmony export */ });
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2205);

/** The parser's codes for trouble whose cause is usually the layout of a nearby line. */
const LAYOUT_CODES = new Set([
    "BAD_INDENT",
    "MISSING_CHAR",
    "MULTILINE_IMPLICIT_KEY",
    "UNEXPECTED_TOKEN",
    "BLOCK_AS_IMPLICIT_KEY",
]);
/**
 * One explanation for the document's syntax errors when the text shows their cause, else undefined
 * (the caller keeps the parser's messages).
 */
function explainSyntaxErrors(text, problems) {
    const [first] = problems;
    if (first === undefined)
        return undefined;
    const lines = linesOf(text);
    if (first.code === "MISSING_CHAR" && /closing "?quote/i.test(first.message)) {
        return unclosedQuote(lines, first.pos[0]);
    }
    const unclosed = /end with an? ([}\]])/.exec(first.message)?.[1];
    if (unclosed !== undefined)
        return unclosedBracket(lines, first.pos[0], unclosed === "}" ? "{" : "[");
    if (!problems.every((problem) => LAYOUT_CODES.has(problem.code)))
        return undefined;
    return missingColon(lines) ?? badIndentation(lines);
}
function linesOf(text) {
    const lines = [];
    let offset = 0;
    text.split("\n").forEach((raw, index) => {
        const withoutComment = raw.replace(/(^|\s)#.*$/, "").trimEnd();
        const indent = /^ */.exec(raw)?.[0].length ?? 0;
        lines.push({ number: index + 1, offset, indent, content: withoutComment.slice(indent) });
        offset += raw.length + 1;
    });
    return lines;
}
/** Lines that hold something: not blank, not only a comment, not a document marker. */
function meaningful(lines) {
    return lines.filter((line) => line.content !== "" && !/^(---|\.\.\.)$/.test(line.content));
}
/** A line of a block mapping that has no "key:" on it: "relay-01 hardware". */
function missingColon(lines) {
    const blocks = meaningful(lines);
    for (const [index, line] of blocks.entries()) {
        const previous = blocks[index - 1];
        if (previous === undefined || !previous.content.endsWith(":"))
            continue;
        // The first line of a block under "key:" sets what the block is; check its siblings too.
        for (const sibling of blocks.slice(index)) {
            if (sibling.indent < line.indent)
                break;
            if (sibling.indent > line.indent)
                continue;
            if (/^- |^-$/.test(sibling.content) || /:( |$)/.test(sibling.content))
                continue;
            if (/^["'[{|>]/.test(sibling.content))
                continue;
            const words = sibling.content.split(/\s+/);
            const suggestion = words.length === 2 ? `${words[0]}: ${words[1]}` : `${sibling.content}: VALUE`;
            return {
                offset: sibling.offset + sibling.indent,
                message: `invalid YAML: ${JSON.stringify(sibling.content)} has no colon, so it is neither a key nor a value of this map; write key: value (${suggestion})`,
            };
        }
    }
    return undefined;
}
/**
 * The first line indented unlike the block it is in: deeper than the line before when that line
 * opens no block, or between two enclosing levels.
 */
function badIndentation(lines) {
    const levels = [0];
    let previous;
    for (const line of meaningful(lines)) {
        const opensBlock = previous !== undefined && /:$|^-$|: [|>][-+]?$|^- .*:$/.test(previous.content);
        const current = levels.at(-1) ?? 0;
        if (line.indent > current) {
            if (!opensBlock) {
                return {
                    offset: line.offset + line.indent,
                    message: `invalid YAML: this line is indented ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(line.indent, "space")}, deeper than the line before (${current}), which opens no block (it does not end with a colon); indent it as its siblings, with two spaces per level`,
                };
            }
            levels.push(line.indent);
        }
        else {
            const enclosing = levels.join(" or ");
            while ((levels.at(-1) ?? 0) > line.indent)
                levels.pop();
            if ((levels.at(-1) ?? 0) !== line.indent) {
                return {
                    offset: line.offset + line.indent,
                    message: `invalid YAML: this line is indented ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(line.indent, "space")}, which matches no enclosing level (${enclosing}); indent it as its siblings, with two spaces per level`,
                };
            }
        }
        // "- key: value" starts a map inside the list item: its other keys line up after the dash.
        const item = /^-( +)[^\s#][^:]*:( |$)/.exec(line.content);
        if (item !== undefined && item !== null)
            levels.push(line.indent + 1 + (item[1]?.length ?? 1));
        previous = line;
    }
    return undefined;
}
/** The quote that opened the text the parser could not close: on the last line with an odd count. */
function unclosedQuote(lines, errorOffset) {
    for (const line of [...lines].reverse()) {
        if (line.offset > errorOffset)
            continue;
        const raw = line.content;
        const quotes = [...raw.matchAll(/(?<!\\)"/g)];
        if (quotes.length % 2 === 1) {
            const column = quotes.at(-1)?.index ?? 0;
            return {
                offset: line.offset + line.indent + column,
                message: 'invalid YAML: the quote opened here is never closed; end the text with " on the same line (a name needs no quotes unless it starts with a character YAML reserves)',
            };
        }
    }
    return undefined;
}
/** The bracket that opened a flow collection the parser could not close. */
function unclosedBracket(lines, errorOffset, opener) {
    const closer = opener === "{" ? "}" : "]";
    for (const line of [...lines].reverse()) {
        if (line.offset > errorOffset)
            continue;
        const column = line.content.lastIndexOf(opener);
        if (column === -1 || line.content.indexOf(closer, column) !== -1)
            continue;
        return {
            offset: line.offset + line.indent + column,
            message: `invalid YAML: the ${opener} opened here is never closed; add ${closer} after the last item, or write the ${opener === "{" ? "map" : "list"} as indented lines instead`,
        };
    }
    return undefined;
}


/***/ }),

/***/ 1089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ noticePayload),
/* harmony export */   J8: () => (/* binding */ driftState),
/* harmony export */   SD: () => (/* binding */ DEFAULT_NOTIFY_ON),
/* harmony export */   Z7: () => (/* binding */ changeEvent),
/* harmony export */   fK: () => (/* binding */ NOTIFY_FORMATS),
/* harmony export */   yK: () => (/* binding */ NOTIFY_EVENTS)
/* harmony export */ });
/* unused harmony exports NOTICE_SCHEMA, slackText, teamsText */
/* harmony import */ var _shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6800);
// Notifications when something needs a person: which new state sends one, and the message for
// each target format. One per new state, never one per run: a drift sends one when it is first
// seen and one when it is resolved (the drift issue opened and closed), an apply one per attempt
// that was refused, failed or applied. Names in a message come from inventory files, the service or
// GitHub: each format gets them as plain text that cannot mention anyone or become a link.

const NOTIFY_EVENTS = [
    "drift",
    "refused",
    "failed",
    "applied",
    "obligation-overdue",
    "obligation-due-soon",
];
const DEFAULT_NOTIFY_ON = [
    "drift",
    "refused",
    "failed",
    "obligation-overdue",
];
const NOTIFY_FORMATS = ["json", "slack", "teams"];
/** The version of the generic JSON message; docs/notifications.md documents its fields. */
const NOTICE_SCHEMA = "cip-sync.notification/1";
/** The notice's origin in words: "grid-east/inventory, workspace default". */
function whereText(notice) {
    if (notice.origin.kind === "action") {
        return `${notice.origin.repository}, workspace ${notice.origin.workspace}`;
    }
    const { repository, operator } = notice.origin;
    return `a break-glass apply from the command line${repository === undefined ? "" : ` in ${repository}`}${operator === undefined ? "" : ` by ${operator}`}`;
}
/** What an apply attempt's outcome is worth telling: nothing when nothing was to be applied. */
function changeEvent(outcome) {
    switch (outcome) {
        case "applied":
            return "applied";
        case "partly-applied":
        case "failed":
        case "interrupted":
            return "failed";
        case "no-changes":
            return undefined;
        default:
            return "refused";
    }
}
/** The drift issue's transition as a state: opened is a new drift, closed its resolution. */
function driftState(action) {
    if (action === "opened")
        return "new";
    if (action === "closed")
        return "resolved";
    return undefined;
}
/** The message as `format` takes it. */
function noticePayload(notice, format) {
    switch (format) {
        case "json":
            return {
                schema: NOTICE_SCHEMA,
                event: notice.event,
                state: notice.state,
                origin: notice.origin.kind,
                repository: notice.origin.repository ?? null,
                workspace: notice.origin.kind === "action" ? notice.origin.workspace : null,
                operator: notice.origin.kind === "cli" ? (notice.origin.operator ?? null) : null,
                title: (0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(notice.title),
                detail: (0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(notice.detail),
                run_url: notice.runUrl ?? null,
            };
        case "slack":
            return slackPayload(notice);
        case "teams":
            return teamsPayload(notice);
    }
}
/**
 * A web address in untrusted text (`https://host/...`, `www.host`, `host.tld/path`) written the
 * way security notices write one they do not mean to be followed: `https[:]//host[.]tld/path`.
 * Slack and Teams make a link of an address they recognise in plain text; this one they do not,
 * and a person still reads where it pointed.
 */
const WEB_ADDRESS = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)+(?=\/)/giu;
function inertWebAddresses(text) {
    return text.replace(WEB_ADDRESS, (address) => address.replace("://", "[:]//").replaceAll(".", "[.]"));
}
/**
 * Slack's mrkdwn treats <, > and & as control characters (<!channel>, <@U123>, <url|text>):
 * escaped as Slack documents, a name can mention no one and link nowhere. The section is also
 * `verbatim`, so Slack links no bare address, channel name or mention it would otherwise parse.
 */
function slackText(text) {
    return inertWebAddresses((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text))
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;");
}
/** The most a section block's text may hold: Slack refuses the whole message beyond it. */
const SLACK_SECTION_MAX = 3000;
/** `text` escaped for a section, cut to fit before an escape rather than through one. */
function slackSection(text) {
    const escaped = slackText(text);
    if (escaped.length <= SLACK_SECTION_MAX)
        return escaped;
    const cut = escaped.slice(0, SLACK_SECTION_MAX - 1);
    const open = cut.lastIndexOf("&");
    return `${open > cut.lastIndexOf(";") ? cut.slice(0, open) : cut}…`;
}
function slackPayload(notice) {
    const title = `${notice.state === "resolved" ? "Resolved: " : ""}${notice.title}`;
    return {
        text: slackText(`cip-sync ${notice.event}: ${title}`),
        blocks: [
            {
                type: "header",
                text: { type: "plain_text", text: truncate((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(title), 150) },
            },
            {
                type: "section",
                text: {
                    type: "mrkdwn",
                    text: slackSection(`${whereText(notice)}: ${notice.detail}`),
                    verbatim: true,
                },
            },
            ...(notice.runUrl === undefined
                ? []
                : [
                    {
                        type: "actions",
                        elements: [
                            {
                                type: "button",
                                text: { type: "plain_text", text: "Open the run" },
                                url: notice.runUrl,
                            },
                        ],
                    },
                ]),
        ],
    };
}
/**
 * Teams renders a TextBlock's text as the Markdown of Adaptive Cards: emphasis (`*`, `_`), links
 * (`[text](url)`, `<url>`) and, at a line's start, lists (`- `, `+ `, `1. `). Only those
 * characters are escaped, so that a name is shown as written (`alpha-relay-01`, not
 * `alpha\-relay\-01`) and never becomes a link, emphasis or a list; a bare address is made inert.
 */
function teamsText(text) {
    return inertWebAddresses((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text))
        .replace(/[\\`*_[\]<>~]/g, (c) => `\\${c}`)
        .replace(/^(\d+)\.(?= )|^([-+])(?= )/, (_, number, bullet) => number === undefined ? `\\${bullet}` : `${number}\\.`);
}
function teamsPayload(notice) {
    const title = `${notice.state === "resolved" ? "Resolved: " : ""}${notice.title}`;
    return {
        type: "message",
        attachments: [
            {
                contentType: "application/vnd.microsoft.card.adaptive",
                content: {
                    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
                    type: "AdaptiveCard",
                    version: "1.4",
                    body: [
                        {
                            type: "TextBlock",
                            text: teamsText(title),
                            weight: "Bolder",
                            size: "Medium",
                            wrap: true,
                        },
                        {
                            type: "TextBlock",
                            text: teamsText(`${whereText(notice)}: ${notice.detail}`),
                            wrap: true,
                        },
                    ],
                    actions: notice.runUrl === undefined
                        ? []
                        : [{ type: "Action.OpenUrl", title: "Open the run", url: notice.runUrl }],
                },
            },
        ],
    };
}
function truncate(text, length) {
    return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}


/***/ }),

/***/ 1099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M8: () => (/* binding */ DEFAULT_REVIEW_FILE),
  TH: () => (/* binding */ reviewEvidenceOf)
});

// UNUSED EXPORTS: REVIEW_VERSION, identificationChanges, identificationsDigest, identificationsOf, parseReviewText, reviewDigest, reviewFileProblem, reviewMatches, reviewText

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
;// CONCATENATED MODULE: ./src/core/obligations/bes-assets.ts


/**
 * What the review file says of its scope, in its own words: this workspace only, and whether its
 * BES assets are every one the service held or only those the documents name (written offline).
 */
function bes_assets_scopeText(workspace, service) {
    const where = service === undefined
        ? "the facilities and control centers its inventory names (written with --offline: one only the service knows is not listed)"
        : `every facility and control center the service at ${service} held`;
    return `this workspace (${workspace}) only: the BES Cyber Systems its inventory declares, at ${where}; another workspace's are reviewed in its own file`;
}
/**
 * `criteria:` of a cyber system document, when the inventory reads it (Attachment 1 criteria such
 * as ["2.5"]); undefined where the document does not declare it or the reader does not know it.
 */
function criteriaOf(document) {
    const { criteria } = document;
    const value = criteria?.value;
    return Array.isArray(value) && value.every((item) => typeof item === "string")
        ? [...value]
        : undefined;
}
/**
 * Every facility and control center the documents (and `known`) name, each with its systems'
 * names, sorted; one known only from `known` is listed with none.
 */
function bes_assets_besAssetsOf(documents, known = []) {
    const assets = new Map();
    const entry = (kind, name) => {
        const key = JSON.stringify([kind, name]);
        let listing = assets.get(key);
        if (listing === undefined) {
            listing = { kind, name, cyber_systems: [] };
            assets.set(key, listing);
        }
        return listing;
    };
    for (const asset of known)
        entry(asset.kind, asset.name);
    for (const document of documents) {
        const parent = document.facility !== undefined
            ? entry("facility", document.facility.value)
            : document.controlCenter !== undefined
                ? entry("control_center", document.controlCenter.value)
                : undefined;
        parent?.cyber_systems.push(document.cyberSystem.value);
    }
    for (const listing of assets.values())
        listing.cyber_systems.sort(compareCodePoints);
    return [...assets.values()].sort((a, b) => compareCodePoints(a.kind, b.kind) || compareCodePoints(a.name, b.name));
}
/** Each system the documents leave unrated (no `impact:`), at its place: a review refuses them. */
function unratedSystems(documents) {
    return documents
        .filter((document) => document.impact === undefined)
        .map((document) => unratedText(document.cyberSystem.value, document.location));
}
function unratedText(name, location) {
    return `${formatLocation(location)}: cyber system ${quote(name)} has no impact: rate it (impact: high, medium or low, by the criteria of CIP-002 Attachment 1) before the review; an unrated system cannot be reviewed`;
}

;// CONCATENATED MODULE: ./src/core/obligations/identification-review.ts
// CIP-002-5.1a R2: review the identifications of R1 at least once every 15 calendar months, and have
// the CIP Senior Manager or a delegate approve them, with dated records, even when nothing changed.
// A review is a file in the repository (cip-002-review.yaml, written by `cip-sync review`) that lists
// what was reviewed (each cyber system with its facility or control center, its impact and its
// assets) and freezes its SHA-256. The pull request that changes it is judged by the policy's
// cip_senior_manager (governance.ts); the merge records it with the digest of the inventory it
// merged, and only a review whose listing, frozen digest and merged inventory agree closes the
// obligation: a listing edited by hand, or an inventory changed after the review was written, is a
// review of something else. The file lists every facility and control center with its BES Cyber
// Systems and their Attachment 1 criteria (bes-assets.ts), says that it covers this workspace only,
// and is never written, nor counted, while a system is unrated. Pure: texts and documents in,
// texts and facts out.








const REVIEW_VERSION = 1;
/** Where the review file is, relative to the repository root, when none is named. */
const DEFAULT_REVIEW_FILE = "cip-002-review.yaml";
const identificationSchema = schemas/* strictObject */.rej({
    cyber_system: schemas/* string */.YjP(),
    facility: schemas/* string */.YjP().optional(),
    control_center: schemas/* string */.YjP().optional(),
    impact: schemas/* enum */.k5n(principals/* IMPACT_LEVELS */.dR).nullable(),
    /** CIP-002 Attachment 1 criteria (`criteria:`), such as ["2.5"]; null: not declared. */
    criteria: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    assets: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP(), type: schemas/* string */.YjP() })),
});
const reviewSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(REVIEW_VERSION),
    workspace: schemas/* string */.YjP().min(1),
    reviewed_on: iso/* date */.p6(),
    inventory_digest: schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu),
    /**
     * sha256:... over everything else the file holds (reviewDigest): what `review --check` holds
     * the whole file to. Absent from files written before it was added.
     */
    review_digest: schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu).optional(),
    /** What it covers: this workspace only (bes-assets.ts scopeText). */
    scope: schemas/* string */.YjP(),
    /** Every facility and control center, with its systems' names ([]: it holds none). */
    bes_assets: schemas/* array */.YOg(schemas/* strictObject */.rej({
        facility: schemas/* string */.YjP().optional(),
        control_center: schemas/* string */.YjP().optional(),
        cyber_systems: schemas/* array */.YOg(schemas/* string */.YjP()),
    })),
    identifications: schemas/* array */.YOg(identificationSchema),
});
/** The identifications the documents declare, in one order whatever the files' order. */
function identificationsOf(documents) {
    return documents
        .map((document) => {
        const identification = {
            cyber_system: document.cyberSystem.value,
            impact: document.impact?.value ?? null,
            criteria: criteriaOf(document) ?? null,
            assets: document.assets
                .map((asset) => ({ name: asset.name, type: asset.type }))
                .sort((a, b) => (0,names/* compareCodePoints */.OP)(a.name, b.name)),
        };
        if (document.facility !== undefined)
            identification.facility = document.facility.value;
        if (document.controlCenter !== undefined)
            identification.control_center = document.controlCenter.value;
        return identification;
    })
        .sort((a, b) => (0,names/* compareCodePoints */.OP)(a.facility ?? a.control_center ?? "", b.facility ?? b.control_center ?? "") || (0,names/* compareCodePoints */.OP)(a.cyber_system, b.cyber_system));
}
/** sha256:... over the canonical JSON of the identifications. */
function identificationsDigest(identifications) {
    return `sha256:${(0,sha256/* sha256Hex */.fg)((0,sha256/* canonicalJson */.dj)(identifications))}`;
}
// JSON strings are YAML double-quoted scalars: any name is written as data, never as YAML syntax.
const identification_review_text = (value) => JSON.stringify(value);
/**
 * The review file `cip-sync review` writes: its scope, every BES asset with its systems, what it
 * reviewed, and that listing's digest. `service`: the facilities and control centers the service
 * held, each listed (with none when no document names it); without it, only those the documents
 * name, and the scope says so. The caller refuses unrated systems first (unratedSystems).
 */
function reviewText(workspace, reviewedOn, documents, service) {
    const identifications = identificationsOf(documents);
    const lines = [
        `# CIP-002-5.1a R2: the identifications of workspace ${identification_review_text(workspace)}, reviewed on ${reviewedOn}.`,
        "# Written by `cip-sync review`; do not edit: the merge checks this listing against its digest",
        "# and against the inventory it merges. Approve the pull request as the CIP Senior Manager or a",
        "# delegate holding cip-002-r2.2 (cip_senior_manager in the policy file) to record the review.",
        `version: ${REVIEW_VERSION}`,
        `workspace: ${identification_review_text(workspace)}`,
        `scope: ${identification_review_text(scopeText(workspace, service?.service))}`,
        `reviewed_on: ${identification_review_text(reviewedOn)}`,
        `inventory_digest: ${identification_review_text(identificationsDigest(identifications))}`,
        ...besAssetLines(documents, service?.assets ?? []),
        identifications.length === 0 ? "identifications: []" : "identifications:",
    ];
    const digestAt = lines.findIndex((line) => line.startsWith("inventory_digest:")) + 1;
    for (const identification of identifications) {
        lines.push(`  - cyber_system: ${identification_review_text(identification.cyber_system)}`);
        if (identification.facility !== undefined)
            lines.push(`    facility: ${identification_review_text(identification.facility)}`);
        if (identification.control_center !== undefined)
            lines.push(`    control_center: ${identification_review_text(identification.control_center)}`);
        lines.push(`    impact: ${identification.impact === null ? "null" : identification_review_text(identification.impact)}`, `    criteria: ${identification.criteria === null ? "null" : `[${identification.criteria.map(identification_review_text).join(", ")}]`}`);
        lines.push(identification.assets.length === 0 ? "    assets: []" : "    assets:");
        for (const asset of identification.assets)
            lines.push(`      - { name: ${identification_review_text(asset.name)}, type: ${identification_review_text(asset.type)} }`);
    }
    // The digest of what the file holds, as the reader reads it back: one path for both sides.
    const parsed = parseReviewText(`${lines.join("\n")}\n`, "the review written");
    if (parsed.kind === "invalid")
        throw new Error(`reviewText wrote an invalid review: ${parsed.problem}`);
    lines.splice(digestAt, 0, `review_digest: ${identification_review_text(reviewDigest(parsed.review))}`);
    return `${lines.join("\n")}\n`;
}
/** sha256:... over the review's canonical JSON, its review_digest left out. */
function reviewDigest(review) {
    const held = { ...review };
    delete held.review_digest;
    return `sha256:${sha256Hex(canonicalJson(held))}`;
}
/**
 * Why the file is not the one `cip-sync review` wrote, if it is not: its review_digest missing
 * (written before the whole file was frozen) or not matching what it holds (edited by hand: a
 * date, the scope or a BES asset, which the identifications' digest does not cover).
 */
function reviewFileProblem(review) {
    if (review.review_digest === undefined)
        return "it has no review_digest (written before 'cip-sync review' froze the whole file)";
    if (review.review_digest !== reviewDigest(review))
        return "it is not the file 'cip-sync review' wrote (its review_digest does not match what it holds: edited by hand)";
    return undefined;
}
/** `bes_assets:` every facility and control center, each with its systems (or none). */
function besAssetLines(documents, known) {
    const listings = besAssetsOf(documents, known);
    if (listings.length === 0)
        return ["bes_assets: []"];
    return [
        "bes_assets:",
        ...listings.flatMap((listing) => [
            `  - ${listing.kind}: ${identification_review_text(listing.name)}`,
            `    cyber_systems: [${listing.cyber_systems.map(identification_review_text).join(", ")}]${listing.cyber_systems.length === 0 ? " # considered: holds no BES Cyber System" : ""}`,
        ]),
    ];
}
/**
 * The review file's YAML, read as the policy and the inventory are (StrictYamlReader): one YAML
 * 1.2 document, no anchor, alias, tag or merge key, no duplicate key, each problem at its place
 * in the house's words. `cip-sync review` writes none of these: a file that has one was edited.
 */
class ReviewYamlReader extends yaml_reader/* StrictYamlReader */.OI {
    /** The document, every node of it checked (the caller refuses it for any diagnostic). */
    checkedDocument(docs) {
        const [doc, extra] = docs;
        if (doc === undefined)
            return undefined;
        if (extra !== undefined)
            this.error(extra.range[0], 'a review file holds one YAML document; remove the extra "---"');
        if (!this.yamlProblems(doc, 0))
            return undefined;
        // Every node, depth first; a map's pairs through entries(), which reports duplicates and merge keys.
        const pending = [doc.contents];
        for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
            if (!(0,dist/* isNode */.Ll)(node) || !this.plainNode(node))
                continue;
            if ((0,dist/* isMap */.jh)(node))
                for (const { value } of this.entries(node))
                    pending.push(value);
            else if ((0,dist/* isSeq */.oP)(node))
                pending.push(...node.items);
        }
        return doc;
    }
}
/** The review file's text, read; a problem names the file, line and column and how to fix it. */
function parseReviewText(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const reader = new ReviewYamlReader(text, file, lineCounter);
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    const fix = "write it again with `cip-sync review` and commit it unedited";
    const document = reader.checkedDocument(docs);
    const [first] = reader.diagnostics.sort(diagnostics/* compareDiagnostics */.oV);
    if (first !== undefined) {
        // The reader places every error it reports.
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the reader places every error it reports
        const at = (0,diagnostics/* formatLocation */.j$)(first.location);
        return { kind: "invalid", problem: `${at}: ${first.message} (or ${fix})` };
    }
    // An empty file has no document: it is read as null, which is no review.
    const parsed = reviewSchema.safeParse(document?.toJS() ?? null);
    if (parsed.success)
        return { kind: "review", review: parsed.data };
    // A failed parse has at least one issue; the schema's keys are text and indexes, never symbols.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a failed parse has at least one issue
    const issue = parsed.error.issues[0];
    const path = issue.path;
    const node = document?.getIn(path, true);
    const offset = (0,dist/* isNode */.Ll)(node)
        ? (0,yaml_reader/* nodeStart */.f)(node)
        : document?.contents
            ? (0,yaml_reader/* nodeStart */.f)(document.contents)
            : 0;
    const at = (0,diagnostics/* formatLocation */.j$)(reader.at(offset));
    const key = path.join(".");
    const what = path.length === 0
        ? `the file is not a review (${issue.message})`
        : issue.code === "invalid_type" && node === undefined
            ? `the review has no "${key}"`
            : `"${key}" is not valid (${issue.message})`;
    return { kind: "invalid", problem: `${at}: ${what}; ${fix}` };
}
/** Whether a review's listing is what it froze, and what the merged inventory declares. */
function reviewMatches(review, merged) {
    const mergedDigest = identificationsDigest(identificationsOf(merged));
    const unrated = review.identifications.find((identification) => identification.impact === null);
    if (unrated !== undefined)
        return {
            matches: false,
            mergedDigest,
            why: `cyber system "${unrated.cyber_system}" is unrated (no impact:); rate every system before the review`,
        };
    if (identificationsDigest(review.identifications) !== review.inventory_digest)
        return {
            matches: false,
            mergedDigest,
            why: "its listing is not the one its inventory_digest froze (edited by hand)",
        };
    if (review.inventory_digest !== mergedDigest)
        return {
            matches: false,
            mergedDigest,
            why: `the inventory is not the one reviewed (it changed after the review was written: ${identificationChanges(review.identifications, identificationsOf(merged)).join("; ")})`,
        };
    return { matches: true, mergedDigest };
}
/** How many differences a message lists before it counts the rest. */
const CHANGES_LISTED = 5;
/** What differs between the identifications reviewed and those declared now, in words. */
function identificationChanges(reviewed, now) {
    const keyOf = (identification) => `${identification.facility ?? identification.control_center ?? ""}\u0000${identification.cyber_system}`;
    const before = new Map(reviewed.map((identification) => [keyOf(identification), identification]));
    const after = new Map(now.map((identification) => [keyOf(identification), identification]));
    const changes = [
        ...reviewed.flatMap((old) => after.has(keyOf(old)) ? [] : [`${systemWords(old)} is no longer declared`]),
        ...now.flatMap((declared) => {
            const old = before.get(keyOf(declared));
            return old === undefined
                ? [`${systemWords(declared)} was not reviewed`]
                : systemChanges(old, declared);
        }),
    ];
    const more = changes.length - CHANGES_LISTED;
    return more > 0 ? [...changes.slice(0, CHANGES_LISTED), `${more} more`] : changes;
}
function systemWords(identification) {
    const parent = identification.facility ?? identification.control_center;
    return `cyber system ${JSON.stringify(identification.cyber_system)}${parent === undefined ? "" : ` of ${JSON.stringify(parent)}`}`;
}
function systemChanges(old, now) {
    const system = systemWords(now);
    const value = (text) => JSON.stringify(text ?? null);
    const changes = [];
    if (old.impact !== now.impact)
        changes.push(`${system}: impact ${value(now.impact)}, reviewed ${value(old.impact)}`);
    if (value(old.criteria) !== value(now.criteria))
        changes.push(`${system}: criteria ${value(now.criteria)}, reviewed ${value(old.criteria)}`);
    const oldAssets = new Map(old.assets.map((asset) => [asset.name, asset.type]));
    const newAssets = new Map(now.assets.map((asset) => [asset.name, asset.type]));
    for (const [name, type] of newAssets) {
        const was = oldAssets.get(name);
        if (was === undefined)
            changes.push(`${system}: asset ${value(name)} was not reviewed`);
        else if (was !== type)
            changes.push(`${system}: asset ${value(name)} is ${type}, reviewed ${was}`);
    }
    for (const name of oldAssets.keys())
        if (!newAssets.has(name))
            changes.push(`${system}: asset ${value(name)} is no longer declared`);
    return changes;
}
/**
 * The review a merge of `workspace` carried, as its change record keeps it; `text` undefined: the
 * file is gone. A review of another workspace is recorded as not matching, whatever its digest.
 */
function reviewEvidenceOf(file, text, merged, workspace) {
    const mergedDigest = identificationsDigest(identificationsOf(merged));
    const unread = { file, reviewed_on: null, inventory_digest: null, merged_digest: mergedDigest };
    if (text === undefined)
        return {
            ...unread,
            matches: false,
            problem: `${file} was removed: there is no review to record`,
        };
    const parsed = parseReviewText(text, file);
    if (parsed.kind === "invalid")
        return { ...unread, matches: false, problem: parsed.problem };
    const { review } = parsed;
    const judged = review.workspace === workspace
        ? reviewMatches(review, merged)
        : { matches: false, why: `it reviews workspace ${review.workspace}, not ${workspace}` };
    return {
        file,
        reviewed_on: review.reviewed_on,
        inventory_digest: review.inventory_digest,
        merged_digest: mergedDigest,
        matches: judged.matches,
        problem: judged.why ?? null,
    };
}


/***/ }),

/***/ 5117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ky: () => (/* binding */ POLICY_VERSION),
/* harmony export */   mY: () => (/* binding */ DEFAULT_POLICY_FILE),
/* harmony export */   su: () => (/* binding */ POLICY_OPERATIONS)
/* harmony export */ });
/** What a rule or a freeze can name: an update matches `update` and each of its kinds. */
const POLICY_OPERATIONS = [
    "create",
    "update",
    "rename",
    "retype",
    "move",
    "delete",
];
const POLICY_VERSION = 1;
/** The policy file, relative to the repository root, when none is named (CLI and Action). */
const DEFAULT_POLICY_FILE = "cip-policy.yaml";


/***/ }),

/***/ 8291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PS: () => (/* binding */ addMonths),
/* harmony export */   P_: () => (/* binding */ afterTodayWords),
/* harmony export */   WO: () => (/* binding */ MONTH_END_CONVENTIONS),
/* harmony export */   Xv: () => (/* binding */ CALENDAR_TIME_ZONE_PATTERN),
/* harmony export */   Z4: () => (/* binding */ resolveCalendar),
/* harmony export */   Zi: () => (/* binding */ calendarRule),
/* harmony export */   _s: () => (/* binding */ isCalendarTimeZone),
/* harmony export */   fi: () => (/* binding */ addDays),
/* harmony export */   m7: () => (/* binding */ dateIn),
/* harmony export */   nS: () => (/* binding */ latestDateAt),
/* harmony export */   qo: () => (/* binding */ CALENDAR_TIME_ZONE_HINT),
/* harmony export */   tf: () => (/* binding */ isCalendarDate)
/* harmony export */ });
/* unused harmony exports DEFAULT_CALENDAR, offsetAt */
// Calendar days as the CIP Measures count them ("within 30 calendar days of the date of the
// completion of the change", "at least once every 35 calendar days"): an instant's date in the
// entity's time zone, and that date plus N days. A deadline is a date, met by anything dated on
// or before it in that time zone; so a change completed at 23:30 on 31 January in Chicago has
// until the end of 2 March there (30 days), whatever UTC says. Days are added as days, so month
// lengths and leap years need no rule. Calendar months ("at least once every 15 calendar months",
// CIP-002 R2) do: 30 November plus 15 months has no 30 February. The month-end convention says
// which day it is: the last day of the shorter month (`last-day`, the earlier and so the safer
// date, by default) or the day the overflow rolls over to (`roll-over`, 2 or 3 March). Both are
// day-preserving readings. Several Regional Entities read "calendar months" as whole months
// instead (`whole-month`): an approval on any day of January 2026 is timely through the end of
// April 2027, the fifteenth month after January. The entity follows its Regional Entity's reading.
const MONTH_END_CONVENTIONS = ["last-day", "roll-over", "whole-month"];
const DEFAULT_CALENDAR = {
    timeZone: "UTC",
    dueSoonDays: 7,
    monthEnd: "last-day",
};
/** The calendar: each setting from the first layer that has it (flags, then the policy), else the default. */
function resolveCalendar(...layers) {
    const pick = (key) => layers.find((layer) => layer?.[key] !== undefined)?.[key] ?? DEFAULT_CALENDAR[key];
    return {
        timeZone: pick("timeZone"),
        dueSoonDays: pick("dueSoonDays"),
        monthEnd: pick("monthEnd"),
    };
}
const MONTH_END_RULES = {
    "last-day": "a month after the 31st is the shorter month's last day",
    "roll-over": "a month after the 31st rolls over into the next month",
    "whole-month": "calendar months are whole months, due by the last day of the month reached",
};
/** The rule every obligation records, so a reader knows how its dates were counted. */
function calendarRule(settings) {
    const monthEnd = MONTH_END_RULES[settings.monthEnd];
    return `calendar days in ${settings.timeZone}: due by the end of the due date there; ${monthEnd}`;
}
/**
 * Per time zone: the formatter of its offset from UTC (making one costs far more than using it),
 * its one offset when it has only one, and its offset in each quarter hour it was asked about (see
 * dateIn).
 */
const zones = new Map();
/** How many quarter hours' offsets a zone remembers before it forgets them all: a bound. */
const REMEMBERED_OFFSETS = 4096;
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const DAY_MS = 86_400_000;
function zoneOf(timeZone) {
    let zone = zones.get(timeZone);
    if (zone === undefined) {
        const offsetName = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
        const fixedOffset = FIXED_ZONE.test(offsetName.resolvedOptions().timeZone)
            ? offsetOf(offsetName.format(0), timeZone)
            : undefined;
        zone = { offsetName, fixedOffset, offsets: new Map() };
        zones.set(timeZone, zone);
    }
    return zone;
}
/**
 * The zones Intl resolves to one that never changes its offset: UTC (and its aliases, Etc/UTC,
 * GMT, Zulu...) and the tz database's Etc/GMT±N, defined as fixed offsets. Only these: any other
 * zone may change its offset, at dates only its rules know.
 */
const FIXED_ZONE = /^(?:UTC|Etc\/GMT[+-]\d{1,2})$/;
/** The end of a long offset's name: "GMT-05:00", "GMT+05:21:10" (a local mean time), or "GMT". */
const LONG_OFFSET = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/**
 * How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms since the epoch), in ms. Read
 * from the offset's name, one formatted string, rather than by formatting the wall clock to parts
 * and counting back from it, which cost three times as much.
 */
function offsetAt(instant, timeZone) {
    return offsetOf(zoneOf(timeZone).offsetName.format(instant), timeZone);
}
/** The offset, in ms, a long offset's `name` gives (see offsetAt). */
function offsetOf(name, timeZone) {
    const match = LONG_OFFSET.exec(name);
    // Intl names every offset this way; anything else is a runtime this code was not written for.
    if (match === null)
        throw new RangeError(`unexpected offset name ${name} in ${timeZone}`);
    const [, sign, hours = "0", minutes = "0", seconds = "0"] = match;
    const offset = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
    return sign === "-" ? -offset : offset;
}
/**
 * The date (YYYY-MM-DD) of an instant in the time zone. A pass over a ledger dates each record's
 * `recorded_at` in several of its judgements, and Intl's formatting was most of the cost of that.
 * A zone's offset changes on a quarter hour of UTC (every offset in use, and so every change of
 * one, is a whole number of quarter hours), so it is asked once for the quarter hour's start and
 * end: where both agree, every instant between has that offset and its date is plain arithmetic;
 * where they differ (the quarter hour of a daylight-saving change), the instant's own is asked.
 * A zone with one offset (UTC, the default) is never asked: hourly records are each in a new
 * quarter hour, and asking was a tenth of the obligations' judging at 100,000 records.
 */
function dateIn(instant, timeZone) {
    const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
    if (Number.isNaN(time))
        throw new RangeError(`Invalid time value: ${String(instant)}`);
    const zone = zoneOf(timeZone);
    if (zone.fixedOffset !== undefined)
        return dayText(time + zone.fixedOffset);
    const quarter = Math.floor(time / QUARTER_HOUR_MS);
    let offset = zone.offsets.get(quarter);
    if (offset === undefined) {
        const start = offsetAt(quarter * QUARTER_HOUR_MS, timeZone);
        const end = offsetAt((quarter + 1) * QUARTER_HOUR_MS - 1, timeZone);
        // NaN marks a quarter hour whose offset changes within it.
        offset = start === end ? start : Number.NaN;
        if (zone.offsets.size >= REMEMBERED_OFFSETS)
            zone.offsets.clear();
        zone.offsets.set(quarter, offset);
    }
    if (Number.isNaN(offset))
        offset = offsetAt(time, timeZone);
    return dayText(time + offset);
}
/** The greatest distance from the epoch a Date holds, in ms (ECMAScript's time value range). */
const MAX_TIME_MS = 8.64e15;
/** The last day dayText wrote: a ledger's records come in order, many on one day. */
let lastDay = { number: Number.NaN, text: "" };
/**
 * YYYY-MM-DD of a wall-clock time (ms since the epoch, its zone's offset added): written once a
 * day, not for every instant (formatting a Date was half of dateIn's cost in a pass over the
 * ledger). Beyond a Date's range it throws, as formatting that instant's Date does.
 */
function dayText(wallClock) {
    if (!(Math.abs(wallClock) <= MAX_TIME_MS))
        return new Date(wallClock).toISOString();
    const number = Math.floor(wallClock / DAY_MS);
    if (number !== lastDay.number)
        lastDay = { number, text: new Date(number * DAY_MS).toISOString().slice(0, 10) };
    return lastDay.text;
}
/** How far the time zone farthest ahead of UTC (UTC+14, Kiribati's Line Islands) is ahead of it. */
const FARTHEST_AHEAD_MS = 14 * 3_600_000;
/**
 * The latest calendar date any time zone has reached at `instant`: its date in UTC+14. A fact
 * dated after it names a day nobody has lived yet (a review done tomorrow, a change completed
 * tomorrow), wherever the writer sits; the next UTC day is such a day until 10:00Z.
 */
function latestDateAt(instant) {
    const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
    if (Number.isNaN(time))
        throw new RangeError(`Invalid time value: ${String(instant)}`);
    return new Date(time + FARTHEST_AHEAD_MS).toISOString().slice(0, 10);
}
/**
 * "after today (D in UTC, L in UTC+14, the farthest ahead)" when `day` is later than the latest
 * date any time zone has reached at `instant`, for a message refusing it; undefined when someone
 * may have lived it.
 */
function afterTodayWords(day, instant) {
    const latest = latestDateAt(instant);
    if (day <= latest)
        return undefined;
    return `after today (${instant.toISOString().slice(0, 10)} in UTC, ${latest} in UTC+14, the farthest ahead)`;
}
/** A date plus `days` calendar days. */
function addDays(date, days) {
    const time = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
    return new Date(time).toISOString().slice(0, 10);
}
/**
 * A date plus `months` calendar months: its day kept where the month reached has it (`monthEnd`
 * says what if not), or that month's last day whatever the day (`whole-month`).
 */
function addMonths(date, months, monthEnd) {
    const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
    const first = new Date(Date.UTC(year, month - 1 + months, 1));
    const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    if (monthEnd !== "whole-month" && (day <= length || monthEnd === "roll-over")) {
        // Date.UTC rolls a day past the month's end over into the next month by itself.
        return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day))
            .toISOString()
            .slice(0, 10);
    }
    return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), length))
        .toISOString()
        .slice(0, 10);
}
/**
 * Whether `text` is a date written YYYY-MM-DD that the calendar has: 2026-02-30 and 2026-99-99
 * are refused, never rolled over into another day as Date's own parsing would.
 */
function isCalendarDate(text) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
        return false;
    const time = Date.parse(`${text}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}
/** UTC, or an IANA Area/Location name ("America/Chicago", "America/Argentina/Buenos_Aires"). */
const CALENDAR_TIME_ZONE_PATTERN = /^(?:UTC|[A-Z][A-Za-z]*(?:\/[A-Za-z0-9_+-]+)+)$/;
/** What a calendar's time zone must be, for every message that refuses one. */
const CALENDAR_TIME_ZONE_HINT = "an IANA Area/Location name such as America/Chicago, or UTC (not an offset such as +05:00 or an abbreviation such as CST or EST5EDT)";
/**
 * Whether `name` may be a calendar's time zone: UTC, or an IANA Area/Location name that Intl
 * knows. Intl also takes offsets ("+05:00"), which keep no daylight-saving rules, and
 * abbreviations ("CST", "EST5EDT"), which name different zones to different readers: an
 * obligation's due date must mean one day to the entity and its auditor, so both are refused.
 */
function isCalendarTimeZone(name) {
    if (!CALENDAR_TIME_ZONE_PATTERN.test(name))
        return false;
    try {
        new Intl.DateTimeFormat("en", { timeZone: name });
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 5032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ groupBy),
/* harmony export */   CV: () => (/* binding */ TextTable),
/* harmony export */   Dj: () => (/* binding */ missingEntry),
/* harmony export */   EK: () => (/* binding */ isOneOf),
/* harmony export */   Gp: () => (/* binding */ getOrThrow),
/* harmony export */   Tp: () => (/* binding */ itemOrThrow)
/* harmony export */ });
/* unused harmony exports MissingEntryError, matchGroup */
// Small helpers over collections that several stages of the core share.
/** `items` by `key`, each group in the order of `items`; the key is computed once per item. */
function groupBy(items, key) {
    const groups = new Map();
    for (const item of items) {
        const itemKey = key(item);
        const group = groups.get(itemKey);
        if (group)
            group.push(item);
        else
            groups.set(itemKey, [item]);
    }
    return groups;
}
/** Whether `value` is one of `values`: narrows a string read from outside to a closed union. */
function isOneOf(values, value) {
    return values.includes(value);
}
/** A lookup that the caller's own construction guarantees missed: a bug in the caller, not bad input. */
class MissingEntryError extends Error {
    name = "MissingEntryError";
}
/** `map.get(key)` where the caller built `map` to hold `key`; `what` names the map for the error. */
function getOrThrow(map, key, what) {
    const value = map.get(key);
    if (value === undefined)
        throw new MissingEntryError(`${what} has no entry for ${String(key)}`);
    return value;
}
/** Throws for an entry the caller's own construction guarantees (`what` is missing): a bug. */
function missingEntry(what) {
    throw new MissingEntryError(`${what} is missing`);
}
/** `items[index]` where the caller's own bounds keep `index` inside; `what` names the list. */
function itemOrThrow(items, index, what) {
    const item = items[index];
    if (item === undefined)
        throw new MissingEntryError(`${what} has no item ${index}`);
    return item;
}
/** Group `group` of `match`, which the pattern makes non-optional; `what` names the pattern. */
function matchGroup(match, group, what) {
    const text = match[group];
    if (text === undefined)
        throw new MissingEntryError(`${what} matched without group ${group}`);
    return text;
}
/** Texts each of a TextTable's two generations holds: past them, a text not seen again goes. */
const GENERATION_TEXTS = 4096;
/**
 * One copy of each text: a pass over a ledger holds, per asset, digests and names that most assets
 * share (a fleet of identical devices has the same digest for each R1.1 item), each parsed from its
 * record as a string of its own; held through this, equal texts are one string. Only the texts seen
 * within the last two generations are kept to be found: a text of one asset (its patches' digest)
 * is not held a second time by the table, whose map of 100,000 of them took 3.7 MB; a text
 * seen again is kept on.
 */
class TextTable {
    #current = new Map();
    #previous = new Map();
    /** The copy of `text` held, if it was seen lately; it is not held if it was not. */
    held(text) {
        return this.#current.get(text) ?? this.#previous.get(text);
    }
    of(text) {
        const held = this.#current.get(text);
        if (held !== undefined)
            return held;
        const kept = this.#previous.get(text) ?? text;
        if (this.#current.size >= GENERATION_TEXTS) {
            this.#previous = this.#current;
            this.#current = new Map();
        }
        this.#current.set(kept, kept);
        return kept;
    }
}


/***/ }),

/***/ 7273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ hasErrors),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   j$: () => (/* binding */ formatLocation),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6800);
// The vocabulary every stage's diagnostics share: how a message names a place, how diagnostics are
// ordered, and whether a list of them stops the run.


/** "file:line:column", the way every message names a place in the inventory files. */
function formatLocation(location) {
    return `${location.file}:${location.line}:${location.column}`;
}
/** Diagnostics without a place first, then by file (code-point order), line and column. */
function compareDiagnostics(a, b) {
    if (!a.location || !b.location)
        return (a.location ? 1 : 0) - (b.location ? 1 : 0);
    return ((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.location.file, b.location.file) ||
        a.location.line - b.location.line ||
        a.location.column - b.location.column);
}
function hasErrors(diagnostics) {
    return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}
/**
 * Text from the inventory or the service, quoted the one way every message quotes it: a JSON
 * string (quotes and backslashes inside escaped) with every hidden character a visible `\u202E`
 * escape, so that a message can be neither reordered nor hidden by the characters it reports.
 */
function quote(text) {
    const json = JSON.stringify(text).replace(/\\(?:\\|u([0-9a-f]{4}))/g, (escape, hex) => hex === undefined ? escape : `\\u${hex.toUpperCase()}`);
    return (0,_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .revealHiddenCharacters */ .cr)(json);
}


/***/ }),

/***/ 9130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ errorCode),
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
// What a caught value says, without a cast at every catch: anything may be thrown, and Node's
// system errors carry their reason in `code` (ENOENT, ECONNRESET, ...).
/** The message of a thrown value: an Error's message, anything else as text. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** The `code` of a thrown value (a system error's ENOENT, ...), when it has a text one. */
function errorCode(error) {
    const code = error?.code;
    return typeof code === "string" ? code : undefined;
}


/***/ }),

/***/ 7368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ASSET_TYPES)
/* harmony export */ });
// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];


/***/ }),

/***/ 7568:
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

/***/ 2885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ isAscii),
/* harmony export */   Mk: () => (/* binding */ sortByCodePoints),
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   Rc: () => (/* binding */ nameKey),
/* harmony export */   XU: () => (/* binding */ FORBIDDEN_CHARACTERS),
/* harmony export */   YC: () => (/* binding */ editDistance),
/* harmony export */   YV: () => (/* binding */ FORBIDDEN_NAME_CHARACTER),
/* harmony export */   g9: () => (/* binding */ closestNames)
/* harmony export */ });
// How names are compared. Asset names are unique organization-wide regardless of case, so every
// comparison of identities goes through `nameKey`; every ordering shown to users goes through
// `compareCodePoints`, so plans are identical whatever the locale or the order of live records.
const ASCII = /^[\x00-\x7f]*$/;
/** Whether every character of `text` is ASCII. */
function isAscii(text) {
    return ASCII.test(text);
}
/**
 * The identity of a name: Unicode NFC, then `toLowerCase()` (locale-independent). "RTU-1", "rtu-1"
 * and an "é" typed as e + combining accent all share one key with their canonical spellings.
 * ASCII text is already NFC, so most names skip the normalization (a third of the cost).
 */
function nameKey(name) {
    return (isAscii(name) ? name : name.normalize("NFC")).toLowerCase();
}
/**
 * Orders strings by Unicode code point. Plain `<` compares UTF-16 code units, which puts
 * U+E000..U+FFFF after astral characters; this shifts surrogates above them instead.
 */
function compareCodePoints(a, b) {
    const length = Math.min(a.length, b.length);
    for (let index = 0; index < length; index += 1) {
        const left = a.charCodeAt(index);
        const right = b.charCodeAt(index);
        if (left !== right)
            return codePointRank(left) - codePointRank(right);
    }
    return a.length - b.length;
}
/** A code unit from which code-unit order and code-point order differ (surrogates and above). */
const HIGH_CODE_UNIT = /[\uD800-\uFFFF]/;
/**
 * `items` sorted by `key` as compareCodePoints orders the keys: by the engine's own string order
 * where no key holds a code unit from U+D800 up (below it the two orders agree), which sorts
 * 100,000 names several times faster than comparing them code unit by code unit in JavaScript.
 */
function sortByCodePoints(items, key) {
    if (items.some((item) => HIGH_CODE_UNIT.test(key(item)))) {
        return items.sort((a, b) => compareCodePoints(key(a), key(b)));
    }
    return items.sort((a, b) => {
        const left = key(a);
        const right = key(b);
        return left < right ? -1 : left > right ? 1 : 0;
    });
}
function codePointRank(codeUnit) {
    if (codeUnit < 0xd800)
        return codeUnit;
    return codeUnit >= 0xe000 ? codeUnit - 0x800 : codeUnit + 0x2000;
}
/**
 * The "did you mean" of an unknown name: up to `limit` of `candidates` at the smallest edit
 * distance between name keys, in code-point order. A candidate qualifies when at most a third of
 * the wanted name (at least one character) must change.
 */
function closestNames(wanted, candidates, limit = 3) {
    const wantedKey = nameKey(wanted);
    const maxDistance = Math.max(1, Math.floor([...wantedKey].length / 3));
    const scored = [];
    const seen = new Set();
    for (const name of candidates) {
        if (seen.has(name))
            continue;
        seen.add(name);
        const distance = editDistance(wantedKey, nameKey(name), maxDistance);
        if (distance <= maxDistance)
            scored.push({ name, distance });
    }
    const best = scored.reduce((min, entry) => Math.min(min, entry.distance), maxDistance);
    return scored
        .filter((entry) => entry.distance === best)
        .map((entry) => entry.name)
        .sort(compareCodePoints)
        .slice(0, limit);
}
/** Levenshtein distance over code points; returns `max + 1` as soon as it must exceed `max`. */
function editDistance(a, b, max) {
    const left = [...a];
    const right = [...b];
    if (Math.abs(left.length - right.length) > max)
        return max + 1;
    let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
    for (let i = 1; i <= left.length; i += 1) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= right.length; j += 1) {
            const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
            const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
            current.push(value);
            rowMin = Math.min(rowMin, value);
        }
        if (rowMin > max)
            return max + 1;
        previous = current;
    }
    return previous[right.length] ?? max + 1;
}
// Characters a name may not contain: C0 and C1 controls (and DEL), the bidirectional controls
// that can make a name display as a different one, and zero-width characters.
const FORBIDDEN_CHARACTERS = String.raw `\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF`;
/** One forbidden character of a name; also an unpaired surrogate (the text is not valid Unicode). */
const FORBIDDEN_NAME_CHARACTER = new RegExp(`[${FORBIDDEN_CHARACTERS}\\uD800-\\uDFFF]`, "u");


/***/ }),

/***/ 1477:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ parseNumberSetting),
/* harmony export */   Ti: () => (/* binding */ describeNumberSetting),
/* harmony export */   io: () => (/* binding */ SHARED_NUMBER_SETTINGS)
/* harmony export */ });
// Numbers written in command-line flags and Action inputs. Only plain decimal digits count:
// JavaScript's Number() reads "0x1e" as 30, "1e1" as 10 and " " as 0, none of which a user means
// by a safety limit.
/**
 * The settings the CLI (as --flags) and the Action (as inputs) both take, under these names: the
 * one place their ranges and defaults are written (action.yml repeats the defaults, checked by a
 * test; DEFAULT_SAFETY_LIMITS is derived from them).
 */
const SHARED_NUMBER_SETTINGS = {
    "max-change-percent": { min: 0, max: 100, integer: false, default: 30 },
    "min-assets-for-ratio": { min: 0, integer: true, default: 10 },
    "max-changes": { min: 0, integer: true, default: 500 },
    /** Requests to the service in flight at once, during apply. */
    concurrency: { min: 1, max: 64, integer: true, default: 8 },
    /** Seconds an apply may take, reads included; after it nothing new starts. */
    deadline: { min: 1, max: 86_400, integer: true, default: 3_600 },
    /** Seconds one request may wait for its answer. */
    "request-timeout": { min: 1, max: 3_600, integer: true, default: 30 },
    /** Declared assets across all inventory files; more is refused before planning. */
    "max-assets": { min: 1, integer: true, default: 100_000 },
    /** Bytes of all inventory files together (16 MiB); more is refused before planning. */
    "max-bytes": { min: 1, integer: true, default: 16 * 1024 * 1024 },
};
/** The number `text` writes, or undefined when it is not one `setting` takes. */
function parseNumberSetting(text, setting) {
    const syntax = setting.integer ? /^\d+$/ : /^\d+(?:\.\d+)?$/;
    if (!syntax.test(text))
        return undefined;
    const value = Number(text);
    const inRange = Number.isSafeInteger(Math.ceil(value)) &&
        value >= setting.min &&
        (setting.max === undefined || value <= setting.max);
    return inRange ? value : undefined;
}
/** "a whole number from 1 to 64", "a number from 0 to 100", "a whole number 0 or more". */
function describeNumberSetting(setting) {
    const kind = setting.integer ? "a whole number" : "a number";
    const range = setting.max === undefined ? `${setting.min} or more` : `from ${setting.min} to ${setting.max}`;
    return `${kind} ${range}`;
}


/***/ }),

/***/ 7154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LP: () => (/* binding */ sha256Bytes),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   fu: () => (/* binding */ SHA256_DIGEST),
/* harmony export */   oE: () => (/* binding */ Sha256Texts),
/* harmony export */   wz: () => (/* binding */ sha256HexOfParts)
/* harmony export */ });
/* unused harmony export DigestColumn */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The one hash the tool uses: fingerprints, operation digests, source snapshots and the evidence
// chain all name content by its SHA-256, written as lowercase hex (an operation digest of a saved
// plan: its first 128 bits in base64url); structured content is hashed as canonical JSON, so that
// the same content always has the same digest.

function sha256Hex(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex");
}
/** The 32 bytes of the digest, for a caller that writes them otherwise than as hex. */
function sha256Bytes(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest();
}
/** The digest of the parts' concatenation, without ever holding it whole. */
function sha256HexOfParts(parts) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
    for (const part of parts)
        hash.update(part);
    return hash.digest("hex");
}
/** How a fingerprint or digest is written: "sha256:" and 64 lowercase hex digits. */
const SHA256_DIGEST = /^sha256:[0-9a-f]{64}$/;
/**
 * JSON with every object's keys sorted by UTF-16 code unit, as RFC 8785 (JSON Canonicalization)
 * sorts them: one text for one content, whatever its key order. Not the code-point order of the
 * plan's `canonical` (core/plan/saved/fingerprint.ts): the two differ only for keys holding
 * characters beyond U+FFFF beside ones from U+E000, and each is kept as it is because digests
 * taken with it are recorded (baselines', configuration items', the CIP-002 identifications' in
 * the ledger; the plan's fingerprint in saved plans), and a new order would change them.
 */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(",")}]`;
    if (value !== null && typeof value === "object") {
        const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
    }
    return JSON.stringify(value);
}
/** A SHA-256's bytes, and the lowercase hex every record's digest is written in. */
const DIGEST_BYTES = 32;
const HEX_DIGEST = /^[0-9a-f]{64}$/;
/** Digests a page holds: pages of 32 KB, so that a column's room runs at most a page past it. */
const PAGE_DIGESTS = 1024;
/**
 * SHA-256 digests by sequence, 32 bytes each in pages: as hex strings, 100,000 of them held 9 MB
 * (a string of 64 characters and its slot), as bytes 3.3 MB. A digest set is given back as the
 * same hex; one that is not a SHA-256 in lowercase hex is refused (verified records never are).
 */
class DigestColumn {
    /** Each page's digests, and a byte each saying which were set. */
    #pages = [];
    set(index, hex) {
        if (!HEX_DIGEST.test(hex))
            throw new Error(`not a SHA-256 in lowercase hex: ${hex}`);
        const number = Math.floor(index / PAGE_DIGESTS);
        let page = this.#pages[number];
        while (page === undefined) {
            this.#pages.push({
                bytes: new Uint8Array(PAGE_DIGESTS * DIGEST_BYTES),
                set: new Uint8Array(PAGE_DIGESTS),
            });
            page = this.#pages[number];
        }
        const { bytes, set } = page;
        const at = index % PAGE_DIGESTS;
        bytes.set(Buffer.from(hex, "hex"), at * DIGEST_BYTES);
        set[at] = 1;
    }
    get(index) {
        const page = this.#pages[Math.floor(index / PAGE_DIGESTS)];
        const at = index % PAGE_DIGESTS;
        if (page?.set[at] !== 1)
            throw new Error(`no digest was held for record ${index}`);
        return Buffer.from(page.bytes.buffer, at * DIGEST_BYTES, DIGEST_BYTES).toString("hex");
    }
}
/** The digests the holders of one Sha256Texts keep as numbers: their bytes, each in its own place. */
class Sha256Texts {
    #bytes = new DigestColumn();
    #places = 0;
    /** `digest` as held, in the place `before` (what its holder held) had, if it had one. */
    held(before, digest) {
        if (typeof digest !== "string" || !SHA256_DIGEST.test(digest))
            return digest;
        const place = typeof before === "number" ? before : this.#places++;
        this.#bytes.set(place, digest.slice("sha256:".length));
        return place;
    }
    /** The text a held digest stands for, as it was given. */
    text(held) {
        return typeof held === "number" ? `sha256:${this.#bytes.get(held)}` : held;
    }
}


/***/ }),

/***/ 1640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ redactSecretsInValue),
/* harmony export */   KI: () => (/* binding */ shortSecretProblem),
/* harmony export */   Py: () => (/* binding */ redactedLine),
/* harmony export */   Y3: () => (/* binding */ redactSecret),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH)
/* harmony export */ });
/* unused harmony export remoteWithoutCredentials */
// Keeps secrets (the API key, the proxy's credentials, the GitHub token) out of every message we
// print, store or pass on. A service, proxy or library may echo a secret back in any of the forms
// it travels in, so each form is masked; and every secret is masked before any text is cut.
const MASK = "***";
/**
 * Secrets shorter than this are refused wherever they are set (API key, proxy password): masking
 * "x" would garble every word with an x in it and, by the gaps, give the secret away.
 */
const MIN_SECRET_LENGTH = 8;
/** The message refusing a secret too short to mask, or undefined. `source` names its setting. */
function shortSecretProblem(secret, source) {
    if (secret.length >= MIN_SECRET_LENGTH)
        return undefined;
    return `${source} is shorter than ${MIN_SECRET_LENGTH} characters, too short to be masked in output: set ${source} to the full secret as issued`;
}
/**
 * `text` with every occurrence of `secret` (raw, URL-encoded, JSON-escaped, base64) masked. A
 * secret shorter than MIN_SECRET_LENGTH is refused before it is used, so it is left unmasked
 * rather than garbling the message that refuses it (or the emulator's banner of demo keys).
 */
function redactSecret(text, secret) {
    return redactSecrets(text, [secret]);
}
/**
 * `text` as one line of at most `maxLength` characters (then "..."), with every one of `secrets`
 * masked. The whole raw text is redacted before whitespace is collapsed or the text is cut: a
 * secret cut in half, or with its spaces collapsed, no longer matches, so masking afterwards alone
 * would let its first characters through. The final text is redacted again, in case shortening
 * joined a form anew.
 */
function redactedLine(text, secrets, maxLength) {
    const oneLine = redactSecrets(text, secrets).replace(/\s+/g, " ").trim();
    const short = oneLine.length > maxLength ? `${oneLine.slice(0, maxLength)}...` : oneLine;
    return redactSecrets(short, secrets);
}
// Output is redacted on every write with the same few secrets: compute their forms once each.
const cachedForms = new Map();
const MAX_CACHED_SECRETS = 16;
/** The forms of `secret` a service, proxy or library may echo it in. */
function formsOf(secret) {
    const cached = cachedForms.get(secret);
    if (cached !== undefined)
        return cached;
    const base64 = bytesToBase64(new TextEncoder().encode(secret));
    const unpadded = base64.replace(/=+$/, "");
    const forms = new Set([
        secret,
        encodeURIComponent(secret),
        JSON.stringify(secret).slice(1, -1),
        base64,
        unpadded,
        unpadded.replace(/\+/g, "-").replace(/\//g, "_"),
    ]);
    if (cachedForms.size >= MAX_CACHED_SECRETS)
        cachedForms.clear();
    cachedForms.set(secret, [...forms]);
    return [...forms];
}
function bytesToBase64(bytes) {
    let binary = "";
    for (const byte of bytes)
        binary += String.fromCharCode(byte);
    return btoa(binary);
}
/**
 * `text` with each of `secrets` masked, as redactSecret masks one: the one function every sink and
 * every message uses for the API key, the proxy credentials and the GitHub token. The forms of all
 * secrets are masked longest first, so that "user:password" is masked whole, not around "***".
 */
function redactSecrets(text, secrets) {
    const forms = secrets
        .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
        .flatMap(formsOf)
        .sort((a, b) => b.length - a.length);
    let redacted = text;
    for (const form of forms)
        redacted = redacted.split(form).join(MASK);
    return redacted;
}
/**
 * `value` (JSON-like: records, drafts) with each of `secrets` masked in every string, keys
 * included: for what is stored rather than printed (the evidence ledger), where masking the
 * serialised text could break its syntax.
 */
function redactSecretsInValue(value, secrets) {
    const redact = (inner) => {
        if (typeof inner === "string")
            return redactSecrets(inner, secrets);
        if (Array.isArray(inner))
            return inner.map(redact);
        if (inner === null || typeof inner !== "object")
            return inner;
        return Object.fromEntries(Object.entries(inner).map(([key, entry]) => [redactSecrets(key, secrets), redact(entry)]));
    };
    return redact(value);
}
/** Schemes whose URLs git remotes use; anything else with a colon is scp-like `[user@]host:path`. */
const URL_SCHEMES = new Set(["http:", "https:", "ssh:", "git:", "file:", "ftp:", "ftps:"]);
/**
 * A git remote's URL with any user name and password (a token pasted into an https remote) and
 * any query or fragment left out: what may be stored. `https://user:token@host/o/r.git` becomes
 * `https://host/o/r.git`, `git@host:o/r.git` becomes `host:o/r.git`; a local path is kept.
 */
function remoteWithoutCredentials(remote) {
    const url = URL.parse(remote);
    if (url !== null && URL_SCHEMES.has(url.protocol)) {
        url.username = "";
        url.password = "";
        url.search = "";
        url.hash = "";
        return url.href;
    }
    // scp-like syntax: everything up to the last "@" before the host is the user (and a password).
    const scp = /^(?:[^/]*@)?([^@/:]+):([\s\S]*)$/.exec(remote);
    if (scp !== null)
        return `${scp[1]}:${scp[2]}`;
    return remote;
}


/***/ }),

/***/ 6800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R7: () => (/* binding */ escapeHiddenCharactersInJson),
/* harmony export */   cr: () => (/* binding */ revealHiddenCharacters),
/* harmony export */   xR: () => (/* binding */ escapedCodePoint),
/* harmony export */   zQ: () => (/* binding */ describeCharacter)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// Live names and service messages reach terminals and pull requests unchecked by our validation
// (only declared names are validated), so every renderer shows the characters a name may not
// contain as visible escapes: a terminal escape sequence, a newline or a bidirectional override in
// a name can then neither restyle the output, forge a line, nor make a name display as another.
// Messages that refuse such a character name it (describeCharacter).

// The validation's set, plus every other character that displays as nothing: controls, format
// characters (soft hyphen, invisible operators, tags), line and paragraph separators, which some
// viewers break lines at, and Unicode's default-ignorable characters (variation selectors, fillers).
const HIDDEN_CHARACTER = new RegExp(`${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_NAME_CHARACTER */ .YV.source}|[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]`, "gu");
/**
 * The same set but the line feed, which JSON.stringify's indentation puts on every line: matching
 * it would call the replacer once per line of a plan of 100,000 assets for nothing.
 */
const HIDDEN_CHARACTER_BUT_LINE_FEED = new RegExp(`(?!\n)(?:${HIDDEN_CHARACTER.source})`, "gu");
/**
 * Anything but printable ASCII and the line feed: none of those is hidden, so text without such a
 * character needs no look with the Unicode property classes above, which cost far more per
 * character (most of what the obligations' JSON is made of is plain ASCII).
 */
const BEYOND_PRINTABLE_ASCII = /[^\n\x20-\x7E]/;
/** Each hidden character as `\uXXXX` (`\u{XXXXX}` beyond the BMP). */
function revealHiddenCharacters(text) {
    return text.replace(HIDDEN_CHARACTER, escapedCodePoint);
}
/** One character as `\uXXXX`, or `\u{XXXXX}` beyond the BMP: the one notation messages use. */
function escapedCodePoint(character) {
    // An empty string has no code point; it is shown as U+0000 rather than thrown on.
    const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase();
    return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}
/**
 * JSON text with each hidden character written as a JSON escape (`\uXXXX`, a surrogate pair
 * beyond the BMP): the same JSON value, but a bidirectional override or a zero-width character in
 * a name can no longer reorder or hide text where the file is shown. JSON.stringify's output has
 * such characters only inside strings, where an escape means the same character, apart from the
 * line breaks of its indentation, which it always escapes inside strings and are kept.
 */
function escapeHiddenCharactersInJson(json) {
    if (!BEYOND_PRINTABLE_ASCII.test(json))
        return json;
    return json.replace(HIDDEN_CHARACTER_BUT_LINE_FEED, (character) => {
        let escaped = "";
        for (let at = 0; at < character.length; at++) {
            escaped += `\\u${character.charCodeAt(at).toString(16).toUpperCase().padStart(4, "0")}`;
        }
        return escaped;
    });
}
const CHARACTER_NAMES = new Map([
    [0x00, "NULL"],
    [0x09, "CHARACTER TABULATION"],
    [0x0a, "LINE FEED"],
    [0x0d, "CARRIAGE RETURN"],
    [0x1b, "ESCAPE"],
    [0x7f, "DELETE"],
    [0x85, "NEXT LINE"],
    [0x061c, "ARABIC LETTER MARK"],
    [0x200b, "ZERO WIDTH SPACE"],
    [0x200c, "ZERO WIDTH NON-JOINER"],
    [0x200d, "ZERO WIDTH JOINER"],
    [0x200e, "LEFT-TO-RIGHT MARK"],
    [0x200f, "RIGHT-TO-LEFT MARK"],
    [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
    [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
    [0x202c, "POP DIRECTIONAL FORMATTING"],
    [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
    [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
    [0x2060, "WORD JOINER"],
    [0x2066, "LEFT-TO-RIGHT ISOLATE"],
    [0x2067, "RIGHT-TO-LEFT ISOLATE"],
    [0x2068, "FIRST STRONG ISOLATE"],
    [0x2069, "POP DIRECTIONAL ISOLATE"],
    [0xfeff, "ZERO WIDTH NO-BREAK SPACE"],
]);
/** "U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control ...)": what it is and why it is refused. */
function describeCharacter(codePoint) {
    const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
    const name = CHARACTER_NAMES.get(codePoint);
    const label = name === undefined ? code : `${code} ${name}`;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff)
        return `${label} (an unpaired surrogate)`;
    if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) {
        return `${label} (a control character)`;
    }
    if (codePoint === 0x061c ||
        codePoint === 0x200e ||
        codePoint === 0x200f ||
        (codePoint >= 0x202a && codePoint <= 0x202e) ||
        (codePoint >= 0x2066 && codePoint <= 0x2069)) {
        return `${label} (a bidirectional control: it can make a name display as another)`;
    }
    return `${label} (an invisible zero-width character)`;
}


/***/ }),

/***/ 2675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WM: () => (/* binding */ neutraliseWorkflowCommands)
/* harmony export */ });
/* unused harmony exports COMMAND_BREAK, neutraliseWorkflowCommandsInJson */
// Untrusted text in a GitHub Actions log must never become a workflow command: the Action's log,
// and everything the CLI prints in a workflow step (GITHUB_ACTIONS=true). The runner reads the
// step's output line by line (a line ends at "\n", "\r" or "\r\n", as .NET's ReadLine splits it)
// and takes a line for a command in two ways:
//   - `::name ...::message` when the line starts with "::" after trimming white space (Unicode
//     white space, as .NET's String.Trim strips it);
//   - the legacy `##[name ...]message` wherever "##[" appears in the line.
// Names of assets and cyber systems (from a pull request's YAML or from the service), file names
// and the service's error messages all reach the log, so every line written as text goes through
// `neutraliseWorkflowCommands`: a ZERO WIDTH SPACE is put between the two characters that start a
// command. The line reads the same to a person, and `stop-commands`, `add-mask`, `set-output` or a
// forged annotation cannot start. JSON goes through `neutraliseWorkflowCommandsInJson` instead,
// which writes "[" as the escape "\u005b": the document still parses to the same value.
/** Inserted between the characters that would start a command; invisible, and not white space. */
const COMMAND_BREAK = "\u200B";
/**
 * Characters a line may start with before "::" and still be trimmed away by the runner: JavaScript's
 * `\s` (Unicode white space and BOM), NEXT LINE, and the information separators .NET also counts.
 * A wider class than the runner's only costs an extra invisible character.
 */
const LEADING = "[\\s\\u0085\\u001C-\\u001F]*";
const LINE_START_COMMAND = new RegExp(`^(${LEADING}:)(?=:)`);
/** One line of text (no line breaks) that the runner will not take for a command. */
function neutraliseLine(line) {
    return line
        .replace(/##\[/g, `##${COMMAND_BREAK}[`)
        .replace(LINE_START_COMMAND, `$1${COMMAND_BREAK}`);
}
/**
 * `text` with every line neutralised; the line breaks are kept as they are. Idempotent: a
 * neutralised text has no "##[" and no line starting with "::".
 */
function neutraliseWorkflowCommands(text) {
    return text
        .split(/(\r\n|\r|\n)/)
        .map((part, index) => (index % 2 === 1 ? part : neutraliseLine(part)))
        .join("");
}
/**
 * JSON text that the runner will not take for commands, parsing to the same value. In JSON, "##["
 * can only be inside a string (so `\u005b` there means the same "["), and no line can start with
 * "::" (strings cannot hold a line break; a line starts with indentation and a token); the text
 * rule still runs for any line that is not JSON after all.
 */
function neutraliseWorkflowCommandsInJson(json) {
    return neutraliseWorkflowCommands(json.replace(/##\[/g, "##\\u005b"));
}


/***/ }),

/***/ 2205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   pq: () => (/* binding */ countOf)
/* harmony export */ });
// Small pieces of the wording every layer's messages share, so that each is written one way.
/** "1 asset", "3 assets". */
function countOf(count, noun) {
    return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
/** A ratio as a percentage with at most one decimal: 0.3 -> "30%", 0.125 -> "12.5%". */
function percent(ratio) {
    return `${Math.round(ratio * 1000) / 10}%`;
}
/** "a", "a and b", "a, b and c" (or "a, b or c"). */
function listOf(items, conjunction = "and") {
    return items.length <= 1
        ? items.join("")
        : `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
/** The first 7 characters of a commit, as GitHub shows it. */
function shortSha(sha) {
    return sha.slice(0, 7);
}


/***/ }),

/***/ 38:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ WORKSPACE_PATTERN)
/* harmony export */ });
// A workspace's name: a folder of the ledger (records/<workspace>/), the Action's input
// `workspace`, and what a collector's file (or a source's observations) names.
const WORKSPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;


/***/ }),

/***/ 4324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ platformUrlSchema),
/* harmony export */   Xc: () => (/* binding */ URL_CREDENTIALS_ISSUE),
/* harmony export */   _R: () => (/* binding */ urlHoldsCredentials),
/* harmony export */   vj: () => (/* binding */ tenableFilterSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7568);
// The keys of the platform kinds that take more than a field path: every platform source's `url`
// (https://, or http:// to this machine only, never with a user name or password in it: the
// credential comes from the environment only, and no message quotes an address that holds one),
// and a `tenable-ot` source's `filter`, in the shape of the assets query's own argument.


/** Marks the issue of an address holding credentials: no other issue of it may echo it. */
const URL_CREDENTIALS_ISSUE = "url-credentials";
/**
 * A platform's address: https://, or http:// to this machine only, and never with a user name or
 * password in it (the credential comes from the environment only).
 */
function platformUrlSchema(platform, secret) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .url */ .OZ5({ protocol: /^https?$/ })
        .refine((value) => !urlHoldsCredentials(value), {
        message: `holds a user name or password (before @); remove it and write the address alone: ${platform}'s credential is read from ${secret} only, never from the sources file`,
        params: { kind: URL_CREDENTIALS_ISSUE },
    })
        .refine((value) => plainHttpAllowed(value), {
        message: `uses http:// to another machine, where ${platform}'s credentials would cross the network in plain text; write its https:// address (http:// is for loopback only)`,
    })
        .meta({
        description: `${platform}'s base URL, without a user or password; the credential is read from ${secret}.`,
    });
}
/**
 * Whether an address (or a text meant as one) carries a user name or password: anything before an
 * "@" in its authority, as written (`user:pw@host`, with or without a scheme) or as a URL parser
 * reads it (`https:/user:pw@host`).
 */
function urlHoldsCredentials(text) {
    const rest = text.replace(/^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*/u, "");
    if ((/^[^/\\?#]*/u.exec(rest)?.[0] ?? "").includes("@"))
        return true;
    const url = URL.parse(text);
    return url !== null && (url.username !== "" || url.password !== "");
}
/**
 * Whether `url` is https://, or http:// to this machine: the token never crosses a network plain.
 * A value that is no address at all passes here: the url check beside this one reports it.
 */
function plainHttpAllowed(url) {
    if (!URL.canParse(url))
        return true;
    const { protocol, hostname } = new URL(url);
    return protocol !== "http:" || (0,_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(hostname);
}
/** A value a Tenable filter compares with: a text, number or true/false, or a list of them. */
const filterValueSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()]);
const LOGICAL_OPS = new Set(["And", "Or"]);
/**
 * The assets query's `filter` as Tenable OT Security's GraphQL schema publishes its input
 * (AssetExpressionsParams: `field: AssetField`, `op: ExprOp!`, `values: JSON`, `expressions:
 * [AssetExpressionsParams!]`, the last "must be applied when using [And/Or] operators"). The
 * operators and fields are the appliance's to judge (its answer is quoted); their shape is checked
 * here, at their place in the sources file.
 */
const tenableFilterSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    op: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[A-Z][A-Za-z]*$/u, {
        message: "must be one of Tenable OT Security's operators (ExprOp), a capitalised word such as Equal, NotEqual, In, Contains, And or Or",
    }),
    field: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^[A-Za-z][A-Za-z0-9]*$/u, {
        message: "must be a field of an asset (a name such as type or customField1)",
    })
        .optional(),
    values: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([filterValueSchema, zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(filterValueSchema).min(1)]).optional(),
    get expressions() {
        return zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(tenableFilterSchema).min(1).optional();
    },
})
    .superRefine((expression, context) => {
    const logical = LOGICAL_OPS.has(expression.op);
    if (logical &&
        (expression.expressions === undefined ||
            expression.field !== undefined ||
            expression.values !== undefined)) {
        context.addIssue({
            code: "custom",
            message: "an And or Or expression takes expressions (a list of expressions) and no field or values, for example { op: And, expressions: [{ op: Equal, field: type, values: Plc }] }",
        });
    }
    if (!logical &&
        (expression.field === undefined ||
            expression.values === undefined ||
            expression.expressions !== undefined)) {
        context.addIssue({
            code: "custom",
            message: "an expression other than And or Or takes a field and its values, for example { op: Equal, field: type, values: Plc }",
        });
    }
})
    // Named in the JSON Schema's $defs after the input Tenable's GraphQL schema publishes.
    .meta({ id: "AssetExpressionsParams" });


/***/ }),

/***/ 3502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JW: () => (/* binding */ BASIC_CREDENTIAL_PAIRS),
/* harmony export */   QJ: () => (/* binding */ credentialVariablesOf),
/* harmony export */   TD: () => (/* binding */ PLATFORM_SECRET_VARIABLES),
/* harmony export */   c_: () => (/* binding */ credentialVariablesText)
/* harmony export */ });
/* unused harmony export NETBOX_TOKEN_VARIABLE */
const NETBOX_TOKEN_VARIABLE = "NETBOX_TOKEN";
/** Every variable that holds a platform's secret, for the masking of every output. */
const PLATFORM_SECRET_VARIABLES = [
    NETBOX_TOKEN_VARIABLE,
    "SERVICENOW_PASSWORD",
    "SERVICENOW_TOKEN",
    "TENABLE_OT_API_KEY",
    "NOZOMI_PASSWORD",
    "NOZOMI_KEY_TOKEN",
];
/** Pairs whose "user:password" travels base64-encoded in a Basic header, and is masked as such. */
const BASIC_CREDENTIAL_PAIRS = [
    { user: "SERVICENOW_USER", secret: "SERVICENOW_PASSWORD" },
    { user: "NOZOMI_USER", secret: "NOZOMI_PASSWORD" },
];
/** The variables `source` reads its credential from; undefined for a kind that needs none. */
function credentialVariablesOf(source) {
    switch (source.kind) {
        case "csv":
        case "command":
            return undefined;
        case "netbox":
            return { secret: NETBOX_TOKEN_VARIABLE };
        case "servicenow":
            return source.auth === "basic"
                ? { user: "SERVICENOW_USER", secret: "SERVICENOW_PASSWORD" }
                : { secret: "SERVICENOW_TOKEN" };
        case "tenable-ot":
            return { secret: "TENABLE_OT_API_KEY" };
        case "nozomi":
            return source.auth === "basic"
                ? { user: "NOZOMI_USER", secret: "NOZOMI_PASSWORD" }
                : { user: "NOZOMI_KEY_NAME", secret: "NOZOMI_KEY_TOKEN" };
    }
}
/** "SERVICENOW_USER and SERVICENOW_PASSWORD": every variable of the method in use, for messages. */
function credentialVariablesText(variables) {
    return variables.user === undefined
        ? variables.secret
        : `${variables.user} and ${variables.secret}`;
}


/***/ }),

/***/ 2307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ sourceKindsInWords),
/* harmony export */   c: () => (/* binding */ SOURCE_KIND_NAMES)
/* harmony export */ });
// The kinds of source, each with the words a person reads for it: the one list the sources file's
// schema is keyed by (sources-schema.ts), and that help and the collector's name say. Without zod,
// so that the command line's help names the kinds without building the schema.
const SOURCE_KIND_NAMES = {
    csv: "CSV",
    netbox: "NetBox",
    servicenow: "ServiceNow",
    "tenable-ot": "Tenable OT Security",
    nozomi: "Nozomi Networks",
    command: "a command",
};
/** "CSV, NetBox, ..., Nozomi Networks or a command": every kind, as a sentence lists them. */
function sourceKindsInWords() {
    const names = Object.values(SOURCE_KIND_NAMES);
    return `${names.slice(0, -1).join(", ")} or ${names.at(-1) ?? ""}`;
}


/***/ }),

/***/ 9390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KS: () => (/* binding */ SOURCE_KIND_SCHEMAS),
/* harmony export */   N0: () => (/* binding */ monitoredSource),
/* harmony export */   OT: () => (/* binding */ commonSourceKeysSchema),
/* harmony export */   U_: () => (/* binding */ DEFAULT_SOURCES_FILE),
/* harmony export */   W8: () => (/* binding */ sourcesFileSchema),
/* harmony export */   _s: () => (/* binding */ sourcesJsonSchema),
/* harmony export */   cW: () => (/* binding */ SOURCE_NAME),
/* harmony export */   dr: () => (/* binding */ sourceSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8439);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7368);
/* harmony import */ var _platform_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4324);
/* harmony import */ var _source_kinds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2307);
/* harmony import */ var _inventory_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3990);
/* harmony import */ var _shared_workspace_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38);
// `cip-sources.yaml` as one zod schema: the read-only sources that write the documents of the cyber
// systems they own. The source of the published JSON Schema and of the checks parse-sources.ts
// reports at file:line:column.






/** The file read when --sources (Action input `sources`) does not name another. */
const DEFAULT_SOURCES_FILE = "cip-sources.yaml";
/** A source's name is part of a branch name (`cip-sync/source-<name>`) and of messages. */
const SOURCE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__/* .ASSET_TYPES */ .D);
const typesSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), assetTypeSchema)
    .meta({ description: "The source's type values (e.g. RTU, PLC) -> hardware | software." });
const systemNameSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .refine(_inventory_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .isDeclarableName */ .Js, {
    message: "must be a name an inventory file can hold: no space at either end, no control or invisible character, at most 255 characters (the name rules: docs/inventory-format.md)",
})
    .meta({ description: "The name of a cyber system this source owns." });
/** A system whose name repeats at another facility or control center, named with its parent. */
const qualifiedSystemSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    cyber_system: systemNameSchema,
    facility: systemNameSchema
        .optional()
        .meta({ description: "The facility it belongs to (name or id)." }),
    control_center: systemNameSchema
        .optional()
        .meta({ description: "The control center it belongs to (name or id)." }),
})
    .refine((entry) => (entry.facility === undefined) !== (entry.control_center === undefined), {
    message: "give exactly one of facility and control_center: the one the cyber system belongs to",
});
const systemEntrySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([systemNameSchema, qualifiedSystemSchema]).meta({
    description: "A cyber system this source owns: its name (or id), or { cyber_system, facility } / { cyber_system, control_center } where the name repeats at another facility or control center.",
});
/** A path inside the repository: relative, forward slashes, never climbing out. */
const repositoryPathSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .min(1)
    .refine((path) => !path.startsWith("/") && !/^[A-Za-z]:/.test(path), {
    message: "must be relative to the repository root",
})
    .refine((path) => !path.includes("\\"), { message: "must use forward slashes" })
    .refine((path) => !path.split("/").includes(".."), { message: "must not contain .." });
const commonKeys = {
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(SOURCE_NAME, {
        message: "must be lower-case letters, digits and dashes, starting with a letter or digit",
    })
        .meta({ description: "The source's name: `cip-sync source sync NAME`, bot branch suffix." }),
    systems: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(systemEntrySchema)
        .min(1)
        .meta({ description: "The cyber systems this source owns: one document each, under out." }),
    out: repositoryPathSchema
        .refine((path) => path.split("/").some((part) => part !== "" && part !== "."), {
        message: "must name a directory inside the repository, not its root",
    })
        .meta({
        description: "The directory the source writes its documents to, relative to the repository.",
    }),
};
const csvSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("csv"),
    file: repositoryPathSchema.meta({ description: "The CSV file, relative to the repository." }),
    columns: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "Column holding the asset's name." }),
        system: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "Column holding the cyber system's name." }),
        type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "Column holding the asset's type." }),
    }),
    types: typesSchema,
    where: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP())
        .optional()
        .meta({ description: "Keep only rows whose column equals the value (all must match)." }),
});
/** A dotted path to a field of a record ("custom_fields.cip_system", "location.name"). */
const fieldPathSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_:]*(\.[A-Za-z_][A-Za-z0-9_:]*)*$/u, {
    message: "must be a field name, or names joined by dots (for example custom_fields.cip_system)",
});
/** What every platform kind maps: the system's path, the asset's name, the type and its map. */
function fieldKeys(record) {
    return {
        system: fieldPathSchema.meta({
            description: `Dotted path to the cyber system's name on a ${record}.`,
        }),
        asset_name: fieldPathSchema
            .default("name")
            .meta({ description: `Dotted path to the asset's name on a ${record} (default: name).` }),
        type: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            field: fieldPathSchema.meta({ description: `Dotted path to the ${record}'s type value.` }),
            map: typesSchema,
        }),
    };
}
function pageSizeSchema(platformDefault, max) {
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .min(1)
        .max(max)
        .default(platformDefault)
        .meta({ description: `Records asked per page (default ${platformDefault}, at most ${max}).` });
}
/**
 * What the platform observed of each asset, written as a configuration-monitoring file (never as
 * the declaration): a firmware's or system's name and version, hotfixes, and when it was observed.
 */
function monitoringSchema(platform, fields) {
    const entry = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: fieldPathSchema, version: fieldPathSchema });
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        file: repositoryPathSchema
            .refine((path) => path.endsWith(".json"), {
            message: "must be a .json file in the repository, which the drift check's monitoring-file names",
        })
            .meta({ description: "The configuration-monitoring file the sync writes." }),
        workspace: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(_shared_workspace_name_js__WEBPACK_IMPORTED_MODULE_5__/* .WORKSPACE_PATTERN */ .t, {
            message: "must be the Action's workspace name (letters, digits, . _ -)",
        })
            .default("default")
            .meta({
            description: "The workspace whose drift check seals the file (default: default).",
        }),
        observed_at: fieldPathSchema
            .default(fields.observedAt)
            .meta({ description: `Where ${platform} says when it last observed the asset.` }),
        os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(entry).min(1).default(fields.osFirmware).meta({
            description: "The os_firmware entries: each a name and a version at field paths.",
        }),
        patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ list: fieldPathSchema, name: fieldPathSchema })
            .optional()
            .meta({ description: "The patches: a list at a field path, each entry's name at a path." }),
    })
        .optional()
        .meta({
        description: `Write what ${platform} observed as a configuration-monitoring file (CIP-010 R2.1).`,
    });
}
const netboxSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("netbox"),
    url: (0,_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("NetBox", "NETBOX_TOKEN"),
    filters: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP())
        .optional()
        .meta({ description: "Query parameters for /api/dcim/devices/ (e.g. tag: cip)." }),
    ...fieldKeys("device"),
});
const servicenowSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("servicenow"),
    url: (0,_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("ServiceNow", "SERVICENOW_USER and SERVICENOW_PASSWORD (auth: basic) or SERVICENOW_TOKEN (auth: oauth)"),
    table: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^[a-z][a-z0-9_]{0,79}$/u, {
        message: "must be a table's name: lower-case letters, digits and _ (for example cmdb_ci_ot)",
    })
        .default("cmdb_ci_ot")
        .meta({ description: "The CMDB class's table read (default cmdb_ci_ot)." }),
    query: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .refine((value) => !/ORDERBY/u.test(value), {
        message: "must not order the records: the sync orders them by sys_id itself, so that no page repeats or skips a record; remove ORDERBY",
    })
        .optional()
        .meta({ description: "An encoded query (sysparm_query), e.g. operational_status=1." }),
    auth: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["basic", "oauth"]).default("basic").meta({
        description: "basic: SERVICENOW_USER and SERVICENOW_PASSWORD; oauth: SERVICENOW_TOKEN.",
    }),
    page_size: pageSizeSchema(10_000, 10_000),
    ...fieldKeys("record"),
    monitoring: monitoringSchema("ServiceNow", {
        observedAt: "last_discovered",
        osFirmware: [
            { name: "os", version: "os_version" },
            { name: "model_id.name", version: "firmware_version" },
        ],
    }),
});
const tenableOtSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("tenable-ot"),
    url: (0,_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("Tenable OT Security", "TENABLE_OT_API_KEY"),
    search: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .optional()
        .meta({ description: "The assets query's search text, e.g. a segment's name." }),
    filter: _platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .tenableFilterSchema */ .vj.optional().meta({
        description: "The assets query's filter (AssetExpressionsParams): { op, field, values }, or { op: And | Or, expressions: [...] }.",
    }),
    include_hidden: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().default(false).meta({
        description: "Read the assets hidden on the platform too (default false: left out, as Tenable's SDK leaves them).",
    }),
    page_size: pageSizeSchema(200, 1000),
    ...fieldKeys("asset"),
    monitoring: monitoringSchema("Tenable OT Security", {
        observedAt: "lastSeen",
        osFirmware: [
            { name: "os", version: "osDetails.version" },
            { name: "model", version: "firmwareVersion" },
        ],
    }),
});
const nozomiSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("nozomi"),
    url: (0,_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("Nozomi Networks", "NOZOMI_USER and NOZOMI_PASSWORD (auth: basic) or NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN (auth: api-key)"),
    condition: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .refine((value) => !/[|\r\n]/u.test(value), {
        message: "must be one where condition, without | or a line break: the sync adds its own sort, paging and count",
    })
        .optional()
        .meta({ description: "A where condition of the assets query, e.g. level == 1." }),
    auth: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["basic", "api-key"]).default("basic").meta({
        description: "basic: NOZOMI_USER and NOZOMI_PASSWORD; api-key: NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN, signed in for a token.",
    }),
    page_size: pageSizeSchema(1000, 10_000),
    ...fieldKeys("asset"),
    monitoring: monitoringSchema("Nozomi Networks", {
        observedAt: "last_activity_time",
        osFirmware: [{ name: "product_name", version: "firmware_version" }],
    }),
});
const commandSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("command"),
    run: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1))
        .min(1)
        .meta({ description: "Program and arguments, run without a shell from the repository root." }),
    types: typesSchema.optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/u))
        .default([])
        .meta({
        description: "Environment variables passed to the command, besides PATH, HOME, the temporary directory, the locale and Windows' system variables; nothing else of the run's environment (its tokens, keys and inputs) reaches it.",
    }),
    timeout_seconds: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .min(1)
        .max(3600)
        .default(120)
        .meta({ description: "Stop the command after this many seconds (default 120)." }),
});
const sourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("kind", [
    csvSourceSchema,
    netboxSourceSchema,
    servicenowSourceSchema,
    tenableOtSourceSchema,
    nozomiSourceSchema,
    commandSourceSchema,
]);
/**
 * Each kind's own schema, one for each of the kinds (source-kinds.ts): an entry whose kind is
 * missing or misspelt is checked as the one it means.
 */
const SOURCE_KIND_SCHEMAS = {
    csv: csvSourceSchema,
    netbox: netboxSourceSchema,
    servicenow: servicenowSourceSchema,
    "tenable-ot": tenableOtSourceSchema,
    nozomi: nozomiSourceSchema,
    command: commandSourceSchema,
};
/** The keys every kind has, and only those: what can be checked of an entry of unknown kind. */
const commonSourceKeysSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3(commonKeys);
const sourcesFileSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    sources: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(sourceSchema),
})
    .meta({
    title: "cip-inventory-sync sources",
    description: `Read-only sources (${(0,_source_kinds_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceKindsInWords */ .R)()}) that generate the inventory documents of the cyber systems they own.`,
});
/** `source` when it writes what its platform observed (`monitoring:`), else undefined. */
function monitoredSource(source) {
    if (source.kind !== "servicenow" && source.kind !== "tenable-ot" && source.kind !== "nozomi")
        return undefined;
    const { monitoring } = source;
    return monitoring === undefined ? undefined : { ...source, monitoring };
}
/** The JSON Schema (draft 2020-12) of cip-sources.yaml, for editors. */
function sourcesJsonSchema() {
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .toJSONSchema */ .bl(sourcesFileSchema, { target: "draft-2020-12", io: "input" });
}


/***/ }),

/***/ 1857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Oo: () => (/* reexport */ DEFAULT_INVENTORY_PATTERN),
  J4: () => (/* binding */ inventoryPatternsAt),
  k_: () => (/* binding */ isInventoryFileName),
  pl: () => (/* binding */ loadInventory)
});

// UNUSED EXPORTS: displayPath, isInside

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(1477);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/inventory/document/parse-inventory.ts + 2 modules
var parse_inventory = __webpack_require__(8256);
;// CONCATENATED MODULE: ./src/core/inventory/document/validate-inventory.ts


function validateInventory(documents) {
    const diagnostics = [];
    const report = (location, message, first) => {
        diagnostics.push({ severity: "error", message, location, related: [first] });
    };
    checkSystemsDeclaredOnce(documents, report);
    const assets = checkAssetNamesUnique(documents, report);
    checkRenames(documents, assets, report);
    return diagnostics;
}
/**
 * References are compared as written, with their parent: ids exactly, names case-sensitively.
 * "Protection System" at two facilities is two systems. Two spellings of one system ("Alpha" and
 * its id, or with and without its facility) are found after resolution, by the resolver.
 */
function checkSystemsDeclaredOnce(documents, report) {
    const systems = new Map();
    for (const document of documents) {
        const reference = document.cyberSystem;
        const key = JSON.stringify([
            reference.value,
            document.facility?.value ?? null,
            document.controlCenter?.value ?? null,
        ]);
        const first = systems.get(key);
        if (first === undefined) {
            systems.set(key, document);
            continue;
        }
        report(reference.location, `cyber system ${(0,shared_diagnostics/* quote */.hD)(reference.value)} is already declared by the document at ${(0,shared_diagnostics/* formatLocation */.j$)(first.cyberSystem.location)}; a document declares the complete asset list of its system: merge the two documents`, first.cyberSystem.location);
    }
}
/**
 * Asset names are unique organization-wide regardless of case (names.ts `nameKey`). Returns the
 * first declaration of each name key (one entry per asset, no object of its own).
 */
function checkAssetNamesUnique(documents, report) {
    const assets = new Map();
    for (const document of documents) {
        for (const asset of document.assets) {
            const key = (0,names/* nameKey */.Rc)(asset.name);
            const first = assets.get(key);
            if (first === undefined) {
                assets.set(key, asset);
                continue;
            }
            const spelling = first.name === asset.name
                ? ""
                : first.name.normalize("NFC") === asset.name.normalize("NFC")
                    ? " (the same text, in another Unicode normalization form)"
                    : ` as ${(0,shared_diagnostics/* quote */.hD)(first.name)}`;
            report(asset.location, `asset ${(0,shared_diagnostics/* quote */.hD)(asset.name)} is already declared at ${(0,shared_diagnostics/* formatLocation */.j$)(first.location)}${spelling}; asset names are unique across the inventory, ignoring case: rename or remove one`, first.location);
        }
    }
    return assets;
}
/** One new name per live asset, and no rename of an asset another document keeps. */
function checkRenames(documents, assets, report) {
    const renames = new Map();
    for (const document of documents) {
        /** This document's assets, made only when a rename names a declared asset. */
        let own;
        for (const asset of document.assets) {
            const renamedFrom = asset.renamedFrom;
            if (renamedFrom === undefined)
                continue;
            const key = (0,names/* nameKey */.Rc)(renamedFrom.value);
            const firstRename = renames.get(key);
            if (firstRename?.renamedFrom) {
                report(renamedFrom.location, `renamed_from ${(0,shared_diagnostics/* quote */.hD)(renamedFrom.value)} is also used by asset ${(0,shared_diagnostics/* quote */.hD)(firstRename.name)} at ${(0,shared_diagnostics/* formatLocation */.j$)(firstRename.renamedFrom.location)}; one live asset can take only one new name: remove one of the two`, firstRename.renamedFrom.location);
            }
            else {
                renames.set(key, asset);
            }
            // A rename inside one document may reuse a name still declared there (a swap a->b, b->a);
            // across documents it would both keep the asset in the other system and rename it away.
            const declared = assets.get(key);
            if (declared !== undefined && !(own ??= new Set(document.assets)).has(declared)) {
                report(renamedFrom.location, `renamed_from ${(0,shared_diagnostics/* quote */.hD)(renamedFrom.value)} names an asset that another document declares, at ${(0,shared_diagnostics/* formatLocation */.j$)(declared.location)}; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from`, declared.location);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/core/inventory/document/default-inventory-pattern.ts
// Where the inventory files are when no path is given (io/checkout/inventory-files.ts reads
// them). A module of its own, so that the command line's settings can say it without loading the
// inventory's parser at every start.
const DEFAULT_INVENTORY_PATTERN = "inventory/";

;// CONCATENATED MODULE: ./src/io/checkout/inventory-files.ts
// Reads the inventory files: expands the patterns, keeps every file inside the repository, reads
// them with bounded concurrency, parses each and checks the rules across files. A file that cannot
// be read is an error, never an absent declaration: the desired state is all of it or nothing.











const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_TOTAL_BYTES = number_setting/* SHARED_NUMBER_SETTINGS */.io["max-bytes"].default;
const DEFAULT_MAX_ASSETS = number_setting/* SHARED_NUMBER_SETTINGS */.io["max-assets"].default;
const READ_CONCURRENCY = 16;
const GLOB_CHARACTERS = /[*?[\]{}]/;
async function loadInventory(source) {
    const cwd = (0,external_node_path_.resolve)(source.cwd);
    const root = await (0,promises_.realpath)((0,external_node_path_.resolve)(cwd, source.root)).catch(() => (0,external_node_path_.resolve)(cwd, source.root));
    const maxFileBytes = source.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const diagnostics = [];
    const readErrors = [];
    const found = new Set();
    const patterns = source.patterns.length > 0 ? source.patterns : [DEFAULT_INVENTORY_PATTERN];
    for (const pattern of patterns) {
        const reported = readErrors.length;
        const matched = await expandPattern(pattern, cwd, root, readErrors);
        // A pattern whose only directory was refused already has its error.
        if (matched.length === 0 && readErrors.length === reported) {
            readErrors.push({
                severity: "error",
                message: `pattern ${(0,shared_diagnostics/* quote */.hD)(pattern)} matches no .yaml or .yml file, so the desired state could not be read; check the pattern (relative to ${cwd})`,
            });
        }
        for (const path of matched)
            found.add(path);
    }
    const files = [...found]
        .map((path) => ({ path, display: displayPath(cwd, path) }))
        .sort((a, b) => (0,names/* compareCodePoints */.OP)(a.display, b.display));
    const reads = await mapBounded(files, READ_CONCURRENCY, (file) => readInventoryFile(file.path, file.display, root, maxFileBytes));
    const documents = [];
    const readRealPaths = new Set();
    const totals = new InputTotals(source);
    for (const [index, read] of reads.entries()) {
        // Two paths to one file (a pattern and a link, two overlapping patterns) count once.
        if (read.realPath !== undefined) {
            if (readRealPaths.has(read.realPath))
                continue;
            readRealPaths.add(read.realPath);
        }
        if ("diagnostic" in read) {
            readErrors.push(read.diagnostic);
            continue;
        }
        const display = files[index]?.display ?? "";
        const overBytes = totals.addText(display, read.text);
        if (overBytes !== undefined) {
            readErrors.push(overBytes);
            break;
        }
        const parsed = (0,parse_inventory/* parseInventoryText */.r)(read.text, display);
        documents.push(...parsed.documents);
        diagnostics.push(...parsed.diagnostics);
        const overAssets = totals.addDocuments(display, parsed.documents);
        if (overAssets !== undefined) {
            readErrors.push(overAssets);
            break;
        }
    }
    diagnostics.push(...readErrors, ...validateInventory(documents));
    return {
        files: files.map((file) => file.display),
        documents,
        diagnostics: diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV),
        readErrors: readErrors.sort(shared_diagnostics/* compareDiagnostics */.oV),
    };
}
/**
 * Where the inventory `patterns` look in a listing of the repository at another commit (the
 * owner policy's base), and which listed files they name, as expandPattern names them in the
 * checkout: a folder's .yaml/.yml files at any depth, a file itself, a glob's matches that are
 * .yaml/.yml files. Paths are relative to `cwd` with "/" separators, as `files` has them; a
 * pattern outside `cwd` names nothing there. A pattern that is neither a glob nor a folder is
 * listed as written: the listing tells a file from a folder.
 */
function inventoryPatternsAt(patterns, cwd) {
    const roots = new Set();
    const tests = [];
    for (const pattern of patterns.length > 0 ? patterns : [DEFAULT_INVENTORY_PATTERN]) {
        const relativePath = displayPath((0,external_node_path_.resolve)(cwd), (0,external_node_path_.resolve)(cwd, pattern));
        if (relativePath === ".." ||
            relativePath.startsWith("../") ||
            external_node_path_.isAbsolute(relativePath))
            continue;
        const at = relativePath === "." ? "" : relativePath;
        if (GLOB_CHARACTERS.test(pattern)) {
            const segments = at.split("/");
            const fixed = segments.findIndex((segment) => GLOB_CHARACTERS.test(segment));
            roots.add(segments.slice(0, fixed).join("/"));
            tests.push((path) => isInventoryFileName(path) && external_node_path_.posix.matchesGlob(path, at));
        }
        else {
            roots.add(at);
            tests.push((path) => path === at || (isInventoryFileName(path) && (at === "" || path.startsWith(`${at}/`))));
        }
    }
    return { roots: [...roots], matches: (path) => tests.some((test) => test(path)) };
}
/** Absolute paths of the inventory files one pattern names. */
async function expandPattern(pattern, cwd, root, diagnostics) {
    const absolute = (0,external_node_path_.resolve)(cwd, pattern);
    const stats = await (0,promises_.stat)(absolute).catch(() => undefined);
    if (stats?.isDirectory())
        return walkDirectory(absolute, cwd, root, diagnostics);
    if (stats)
        return [absolute];
    if (!GLOB_CHARACTERS.test(pattern))
        return [];
    const matches = [];
    for await (const match of (0,promises_.glob)(pattern, { cwd })) {
        const path = (0,external_node_path_.resolve)(cwd, match);
        if (isInventoryFileName(path) && (await (0,promises_.stat)(path).catch(() => undefined))?.isFile()) {
            matches.push(path);
        }
    }
    return matches;
}
/**
 * The .yaml/.yml files under a directory, following symbolic links that stay inside the root
 * (each real directory once, so a link cycle ends) and reporting those that leave it.
 */
async function walkDirectory(start, cwd, root, diagnostics) {
    const files = [];
    const visited = new Set();
    const pending = [start];
    for (let directory = pending.pop(); directory !== undefined; directory = pending.pop()) {
        const real = await (0,promises_.realpath)(directory).catch(() => directory);
        if (visited.has(real))
            continue;
        visited.add(real);
        if (!isInside(root, real)) {
            diagnostics.push(outsideRoot(displayPath(cwd, directory), directory, real, root));
            continue;
        }
        const entries = await (0,promises_.readdir)(directory, { withFileTypes: true }).catch((error) => {
            diagnostics.push(unreadable(displayPath(cwd, directory), error));
            return [];
        });
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(directory, entry.name);
            if (entry.isDirectory())
                pending.push(path);
            else if (entry.isSymbolicLink() && (await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory()) {
                pending.push(path);
            }
            else if (isInventoryFileName(path))
                files.push(path);
        }
    }
    return files;
}
async function readInventoryFile(path, display, root, maxFileBytes) {
    let realPath;
    try {
        realPath = await (0,promises_.realpath)(path);
    }
    catch (error) {
        return { diagnostic: unreadable(display, error) };
    }
    if (!isInside(root, realPath)) {
        return { diagnostic: outsideRoot(display, path, realPath, root), realPath };
    }
    let bytes;
    try {
        // Checked before opening: opening a FIFO or a device could block or never end.
        if (!(await (0,promises_.stat)(realPath)).isFile()) {
            return {
                diagnostic: fileError(display, "this path is not a regular file; point the pattern at files"),
                realPath,
            };
        }
        const handle = await (0,promises_.open)(realPath, "r");
        try {
            const { size } = await handle.stat();
            if (size > maxFileBytes)
                return { diagnostic: tooLarge(display, size, maxFileBytes), realPath };
            bytes = await handle.readFile();
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        return { diagnostic: unreadable(display, error), realPath };
    }
    // The file may have grown between stat and read.
    if (bytes.length > maxFileBytes) {
        return { diagnostic: tooLarge(display, bytes.length, maxFileBytes), realPath };
    }
    try {
        return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), realPath };
    }
    catch {
        return {
            diagnostic: fileError(display, "this file is not valid UTF-8 text; save it as UTF-8"),
            realPath,
        };
    }
}
function fileError(display, message) {
    const location = { file: display, line: 1, column: 1 };
    return { severity: "error", message, location };
}
function unreadable(display, error) {
    const reason = (0,errors/* errorCode */.C)(error) ?? (0,errors/* errorMessage */.g)(error);
    return fileError(display, `this path cannot be read (${reason}); check that it exists and is readable, so that the desired state can be read`);
}
/**
 * Caps on the whole input, checked file by file in path order: the file that crosses one is named,
 * and no later file is parsed. One file is capped by maxFileBytes; many files under that cap
 * could still make the run take minutes and gigabytes.
 */
class InputTotals {
    #maxBytes;
    #maxAssets;
    #bytes = 0;
    #assets = 0;
    constructor(source) {
        this.#maxBytes = source.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
        this.#maxAssets = source.maxAssets ?? DEFAULT_MAX_ASSETS;
    }
    addText(display, text) {
        this.#bytes += Buffer.byteLength(text);
        if (this.#bytes <= this.#maxBytes)
            return undefined;
        return fileError(display, `with this file the inventory files total ${this.#bytes} bytes, over the limit of ${this.#maxBytes} bytes for all of them; this file and later ones were not parsed: check that the path patterns name only inventory files, or raise the limit with --max-bytes (the Action's input max-bytes)`);
    }
    addDocuments(display, documents) {
        for (const document of documents)
            this.#assets += document.assets.length;
        if (this.#assets <= this.#maxAssets)
            return undefined;
        return fileError(display, `with this file the inventory declares ${this.#assets} assets, over the limit of ${this.#maxAssets}; later files were not parsed: check that the path patterns name only this organization's inventory files, or raise the limit with --max-assets (the Action's input max-assets)`);
    }
}
function tooLarge(display, size, limit) {
    return fileError(display, `this file is ${size} bytes, over the limit of ${limit} bytes for one inventory file; split it into several files`);
}
function outsideRoot(display, path, real, root) {
    return fileError(display, path === real || !isInside(root, path)
        ? `this path is outside the repository root ${root}; move it into the repository, or choose a root that contains it`
        : `this path is a symbolic link (or lies under one) to ${real}, outside the repository root ${root}; inventory files must be in the repository: replace the link with the file itself`);
}
/**
 * Whether `path` is `root` or under it, by the platform's rules: on Windows drive letters and
 * case do not matter and another drive or share is outside.
 */
function isInside(root, path, rules = external_node_path_) {
    const fromRoot = rules.relative(root, path);
    return (fromRoot === "" ||
        (fromRoot !== ".." && !fromRoot.startsWith(`..${rules.sep}`) && !rules.isAbsolute(fromRoot)));
}
/** Whether `path` names a file the inventory reads: .yaml or .yml, in any case. */
function isInventoryFileName(path) {
    const extension = (0,external_node_path_.extname)(path).toLowerCase();
    return extension === ".yaml" || extension === ".yml";
}
/** `path` as diagnostics, annotations and SARIF show it: relative to `cwd`, with "/" separators. */
function displayPath(cwd, path, rules = external_node_path_) {
    return rules.relative(cwd, path).split(rules.sep).join("/") || ".";
}
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < items.length; index = next++) {
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 7272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fR: () => (/* binding */ replaceFile)
});

// UNUSED EXPORTS: FileReplacement, checkReplaceable

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/core/shared/text/text-batches.ts
// Text made in many small pieces (JSON written an item at a time, CSV a row at a time) joined into
// fewer, larger ones: a file is written in few calls, and a check made on each piece (the hidden
// characters' escape) is made on few, while little is held at once.
/** Size of the pieces textBatches gives: few writes, and little held at once. */
const text_batches_BATCH_CHARACTERS = 64 * 1024;
/** `chunks` joined into pieces of about BATCH_CHARACTERS each, in order. */
function* textBatches(chunks) {
    let pending = [];
    let size = 0;
    for (const chunk of chunks) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= text_batches_BATCH_CHARACTERS) {
            yield pending.join("");
            pending = [];
            size = 0;
        }
    }
    if (size > 0)
        yield pending.join("");
}

;// CONCATENATED MODULE: ./src/io/checkout/replace-file.ts
// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.






/**
 * Writes `content` to `path` (creating its parent directories) without following a link there.
 * `mode`: the new file's permissions (default 0644 less the umask), e.g. those of the file replaced.
 */
async function replaceFile(path, content, options = {}) {
    await refuseDirectory(path);
    const temporary = await createTemporary(path);
    try {
        const handle = await (0,promises_.open)(temporary, "r+");
        try {
            if (options.mode !== undefined)
                await handle.chmod(options.mode);
            if (typeof content === "string" || content instanceof Uint8Array)
                await handle.writeFile(content);
            // Written as made, a batch at a time: the whole content never stands in memory.
            else
                for (const batch of textBatches(content))
                    await handle.write(batch);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,promises_.rename)(temporary, path);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}
/**
 * A file replaced as replaceFile replaces it, its content written piece by piece as it is made,
 * synchronously (a pass over a ledger writes rows as it reads records, synchronously too), and put
 * in place only by `commit`; `abandon` leaves nothing behind. Pieces are written a batch at a time.
 */
class FileReplacement {
    #path;
    #temporary;
    #fd;
    #pending = [];
    #size = 0;
    constructor(path, temporary) {
        this.#path = path;
        this.#temporary = temporary;
        this.#fd = openSync(temporary, "r+");
    }
    static async open(path) {
        await refuseDirectory(path);
        return new FileReplacement(path, await createTemporary(path));
    }
    write(text) {
        this.#pending.push(text);
        this.#size += text.length;
        if (this.#size >= BATCH_CHARACTERS)
            this.#flush();
    }
    /** Writes what is left, and puts the file in place. */
    async commit() {
        try {
            this.#flush();
            fsyncSync(this.#open());
            this.#close();
            await rename(this.#temporary, this.#path);
        }
        catch (error) {
            await this.abandon();
            throw error;
        }
    }
    async abandon() {
        this.#close();
        await rm(this.#temporary, { force: true });
    }
    /** Opened by the constructor and closed only by commit or abort, after which nothing writes. */
    #open() {
        return this.#fd ?? missingEntry("the replacement file, closed already,");
    }
    #flush() {
        if (this.#size === 0)
            return;
        const bytes = Buffer.from(this.#pending.join(""));
        const fd = this.#open();
        for (let written = 0; written < bytes.length;)
            written += writeSync(fd, bytes, written);
        this.#pending = [];
        this.#size = 0;
    }
    #close() {
        if (this.#fd !== undefined)
            closeSync(this.#fd);
        this.#fd = undefined;
    }
}
/**
 * Fails as replaceFile would, leaving nothing behind (parent directories it creates stay): for a
 * file written after the service was changed, whose loss a later error could not undo.
 */
async function checkReplaceable(path) {
    await refuseDirectory(path);
    await rm(await createTemporary(path));
}
/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
async function createTemporary(path) {
    const directory = (0,external_node_path_.dirname)(path);
    await (0,promises_.mkdir)(directory, { recursive: true });
    const temporary = (0,external_node_path_.join)(directory, `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`);
    await (await (0,promises_.open)(temporary, "wx", 0o644)).close();
    return temporary;
}
/** A directory at the path would be replaced by nothing: the same error a write would give. */
async function refuseDirectory(path) {
    const stats = await (0,promises_.lstat)(path).catch(() => undefined);
    if (stats?.isDirectory()) {
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
            code: "EISDIR",
        });
    }
}


/***/ }),

/***/ 5836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E2: () => (/* binding */ readTsaEndpoint),
/* harmony export */   PK: () => (/* binding */ TsaError),
/* harmony export */   iG: () => (/* binding */ tsaName)
/* harmony export */ });
/* harmony import */ var _core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7568);
/* harmony import */ var _network_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7401);
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


/***/ }),

/***/ 2158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ConnectionError)
/* harmony export */ });
// Its own module so that the proxy settings (proxy.ts) and the service settings (connection.ts)
// can both throw it without importing each other.
/** A connection setting (service URL, API key, proxy variable) that cannot work. */
class ConnectionError extends Error {
    name = "ConnectionError";
}


/***/ }),

/***/ 2305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ connectionSecrets),
/* harmony export */   Rc: () => (/* reexport safe */ _connection_error_js__WEBPACK_IMPORTED_MODULE_3__.R),
/* harmony export */   dC: () => (/* binding */ readConnection)
/* harmony export */ });
/* harmony import */ var _core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7568);
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1640);
/* harmony import */ var _connection_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2158);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7401);
// Where the service is, which key opens it and which proxy leads there, checked before any request
// is made. The key and the proxy credentials are never part of a message: a message names where a
// secret came from, not what it is.





const URL_EXAMPLE = "e.g. https://inventory.example.com or https://example.com/inventory-api";
/**
 * Checks and normalises the service URL and API key. `urlSource` and `keySource` name where the
 * values came from ("CIP_API_URL", "--api-url", "input api-key", ...) for messages.
 */
function readConnection(input) {
    // Neither set: a first run without the setup, which needs both, so both are named at once.
    if (input.apiUrl === undefined && input.apiKey === undefined) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${input.urlSource} and ${input.keySource} are not set: set ${input.urlSource} to the base URL of the Compliance Inventory Service (${URL_EXAMPLE}), and ${KEY_FIX(input.keySource)}`);
    }
    const apiKey = checkKey(input.apiKey, input.keySource);
    try {
        const baseUrl = checkUrl(input.apiUrl, input.urlSource, input.keySource);
        const proxy = input.proxyEnv === undefined ? undefined : (0,_proxy_js__WEBPACK_IMPORTED_MODULE_2__/* .proxyForUrl */ .th)(input.proxyEnv, baseUrl.href);
        return { baseUrl, apiKey, urlSource: input.urlSource, keySource: input.keySource, proxy };
    }
    catch (error) {
        // The key may have been pasted into the URL setting by mistake.
        if (error instanceof _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R) {
            throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R((0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecret */ .Y3)(error.message, apiKey));
        }
        throw error;
    }
}
const KEY_FIX = (keySource) => `${keySource} to the API key an Organization Admin generated for your organization`;
function checkKey(apiKey, keySource) {
    const fix = `set ${KEY_FIX(keySource)}`;
    if (apiKey === undefined)
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${keySource} is not set: ${fix}`);
    if (apiKey.trim() === "")
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${keySource} is empty: ${fix}`);
    if (/[\r\n]/.test(apiKey)) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${keySource} contains a line break: set it to the key alone, on one line`);
    }
    if (apiKey.trim() !== apiKey) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${keySource} has leading or trailing whitespace: set it to the key alone, without spaces`);
    }
    // A header value cannot carry control characters, and non-ASCII would be re-encoded on the
    // wire and no longer match the key the service issued.
    if (!/^[\x20-\x7e]+$/.test(apiKey)) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${keySource} contains control or non-ASCII characters: copy the key again from the application`);
    }
    const tooShort = (0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSecretProblem */ .KI)(apiKey, keySource);
    if (tooShort !== undefined)
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(tooShort);
    return apiKey;
}
function checkUrl(apiUrl, urlSource, keySource) {
    if (apiUrl === undefined) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${urlSource} is not set: set it to the base URL of the Compliance Inventory Service, ${URL_EXAMPLE}`);
    }
    if (apiUrl.trim() === "") {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${urlSource} is empty: set it to the base URL of the Compliance Inventory Service, ${URL_EXAMPLE}`);
    }
    const url = URL.parse(apiUrl.trim());
    if (url === null) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${urlSource} is not a valid URL ("${apiUrl}"): give an absolute URL, ${URL_EXAMPLE}`);
    }
    if (url.username !== "" || url.password !== "") {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${urlSource} contains credentials (user:password@): remove them; the API key goes in ${keySource}`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${urlSource} uses "${url.protocol}" ("${apiUrl}"): the service is reached over https://, ${URL_EXAMPLE}`);
    }
    if (url.protocol === "http:" && !(0,_core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(url.hostname)) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${urlSource} uses http:// to ${url.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`);
    }
    if (url.search !== "" || url.hash !== "") {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .R(`${urlSource} has a query string or fragment ("${apiUrl}"): give only the base URL, ${URL_EXAMPLE}`);
    }
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/`;
    return url;
}
/** Every secret of the connection (the key, the proxy credentials): what messages must not hold. */
function connectionSecrets(connection) {
    return [connection.apiKey, ...(connection.proxy?.secrets ?? [])];
}


/***/ }),

/***/ 5028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ openDispatcher)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
// The undici dispatcher for requests to one origin: a pool straight to it, or one through the
// proxy the environment names for it (proxy.ts).

/**
 * The dispatcher for requests to `origin`: a pool straight to it, or one through `proxy` (CONNECT
 * for https://, absolute-form requests for http://). `extraCa` adds trust in a certificate
 * authority, for tests; the supported way for users is NODE_EXTRA_CA_CERTS. Verification is never
 * turned off.
 */
function openDispatcher(origin, proxy, pool, extraCa) {
    const tls = extraCa === undefined ? undefined : { ca: extraCa };
    if (proxy === undefined)
        return new undici__WEBPACK_IMPORTED_MODULE_0__.Pool(origin.origin, { ...pool, connect: tls });
    return new undici__WEBPACK_IMPORTED_MODULE_0__.ProxyAgent({ ...pool, uri: proxy.url, requestTls: tls });
}


/***/ }),

/***/ 5294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* binding */ SECRET_NAME),
/* harmony export */   xU: () => (/* binding */ knownSecrets)
/* harmony export */ });
/* unused harmony export SECRET_VARIABLES */
/* harmony import */ var _core_sources_source_credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3502);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7401);
// The secrets a process of ours may hold in its environment, by the names they come under: the
// service's key, the GitHub and source tokens (as the CLI's variables and as the Action's inputs)
// and the proxy's credentials. Every sink that prints text from elsewhere (a source command's
// standard error, the CLI's output) masks all of them, whichever of them the text came near.


/** Variables that hold a secret whenever they are set. */
const SECRET_VARIABLES = [
    "CIP_API_KEY",
    "CIP_NOTIFY_URL",
    ..._core_sources_source_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_SECRET_VARIABLES */ .TD,
    "GITHUB_TOKEN",
    "GH_TOKEN",
    "ACTIONS_RUNTIME_TOKEN",
    "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
    "INPUT_API-KEY",
    "INPUT_GITHUB-TOKEN",
    "INPUT_POLICY-TOKEN",
    "INPUT_SOURCE-TOKEN",
    "INPUT_NOTIFY-URL",
];
/** A variable name that says it holds a secret (NETBOX_TOKEN, SNOW_PASSWORD, ...). */
const SECRET_NAME = /TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH/iu;
/**
 * The secret values set in `env`: SECRET_VARIABLES, a platform's "user:password" (whose base64 is
 * the Basic header a platform may echo), and the proxy's credentials.
 */
function knownSecrets(env) {
    const values = SECRET_VARIABLES.map((name) => env[name]?.trim() ?? "");
    const pairs = _core_sources_source_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .BASIC_CREDENTIAL_PAIRS */ .JW.map(({ user, secret }) => {
        const [name, password] = [env[user]?.trim() ?? "", env[secret]?.trim() ?? ""];
        return name === "" || password === "" ? "" : `${name}:${password}`;
    });
    return [...values, ...pairs, ...(0,_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxyCredentials */ .FF)(env)].filter((value) => value !== "");
}


/***/ }),

/***/ 7401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ proxyCredentials),
/* harmony export */   th: () => (/* binding */ proxyForUrl)
/* harmony export */ });
/* unused harmony export readProxySettings */
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1640);
/* harmony import */ var _connection_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2158);
// Outbound proxies from the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, upper or lower case),
// read once. The rules are those of undici's EnvHttpProxyAgent (8.12), which follow curl's: the
// lower-case variable wins, an https:// target falls back to HTTP_PROXY, and NO_PROXY lists hosts,
// .domains, *.domains, host:port, IP addresses or `*`. We decide per origin here rather than inside
// EnvHttpProxyAgent so that an error can name the proxy a request went through. Proxy credentials
// are secrets: only the URL handed to undici carries them; messages name the proxy by host:port.
// The dispatcher that goes through the proxy is in dispatcher.ts, so reading these loads no undici.


const DEFAULT_PORTS = { "http:": 80, "https:": 443 };
const PROXY_EXAMPLE = "e.g. http://proxy.example.com:3128 or http://user:password@10.0.0.5:8080";
/** Reads the proxy variables; a malformed one is a ConnectionError naming the variable. */
function readProxySettings(env) {
    const http = readProxy(env, "http_proxy", "HTTP_PROXY");
    const https = readProxy(env, "https_proxy", "HTTPS_PROXY") ?? http;
    const noProxy = parseNoProxy(env.no_proxy || env.NO_PROXY || "");
    return { https, http, noProxy };
}
/** Every proxy credential the environment holds, for masking, even in a URL we refuse. */
function proxyCredentials(env) {
    const names = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"];
    return names.flatMap((name) => {
        const url = parseAnyUrl(env[name] ?? "");
        return url === undefined ? [] : credentialsOf(url);
    });
}
/** The proxy a request to `target` goes through, or undefined when it goes direct. */
function proxyFor(settings, target) {
    const proxy = target.protocol === "https:" ? settings.https : settings.http;
    if (proxy === undefined)
        return undefined;
    const hostname = target.hostname
        .replace(/^\[(.+)\]$/, "$1")
        .replace(/(.)\.$/, "$1")
        .toLowerCase();
    const port = Number(target.port) || DEFAULT_PORTS[target.protocol] || 0;
    return settings.noProxy.some((entry) => bypasses(entry, hostname, port)) ? undefined : proxy;
}
/** The proxy for requests to `url` under the variables in `env`. */
function proxyForUrl(env, url) {
    return proxyFor(readProxySettings(env), new URL(url));
}
function readProxy(env, lower, upper) {
    const source = env[lower] ? lower : upper;
    const value = env[source]?.trim();
    if (!value)
        return undefined;
    const url = parseProxyUrl(value);
    // The value may hold a password: the message names the variable, never repeats its value.
    if (url === undefined) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ConnectionError */ .R(`${source} is not a proxy URL this tool can use: give http://[user:password@]host:port (https:// for a TLS proxy), ${PROXY_EXAMPLE}`);
    }
    // A password too short to mask would show through every message that mentions it.
    const problem = url.password === ""
        ? undefined
        : (0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSecretProblem */ .KI)(safeDecode(url.password), `the password in ${source}`);
    if (problem !== undefined)
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ConnectionError */ .R(problem);
    return {
        url: url.href,
        address: `${url.hostname}:${url.port || DEFAULT_PORTS[url.protocol]}`,
        source,
        secrets: credentialsOf(url),
    };
}
/** `value` as an http(s) proxy URL; "host:port" alone means http://host:port, as for curl. */
function parseProxyUrl(value) {
    const url = parseAnyUrl(value);
    if (url === undefined || url.hostname === "")
        return undefined;
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
}
function parseAnyUrl(value) {
    const trimmed = value.trim();
    if (trimmed === "")
        return undefined;
    const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
    return URL.parse(hasScheme ? trimmed : `http://${trimmed}`) ?? undefined;
}
/**
 * The user name and password as undici sends them (decoded, in the Basic header's base64 of
 * "user:password") and as written in the URL. A user name is masked only when there is no
 * password: then it is the credential (a token); otherwise masking it would hide ordinary words.
 */
function credentialsOf(url) {
    if (url.username === "" && url.password === "")
        return [];
    const user = safeDecode(url.username);
    const password = safeDecode(url.password);
    const secrets = password === "" ? [user, url.username] : [password, url.password];
    secrets.push(`${user}:${password}`);
    return [...new Set(secrets.filter((secret) => secret !== ""))];
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
function parseNoProxy(value) {
    return value
        .split(/[,\s]/)
        .filter((entry) => entry !== "")
        .map((entry) => {
        const bracketed = /^\[(.+)\]:(\d+)$/.exec(entry);
        const unbracketed = entry.replace(/^\[(.+)\]$/, "$1");
        // A bare IPv6 address has several colons; host:port exactly one.
        const withPort = bracketed ?? (/^[^:]+:\d+$/.test(unbracketed) ? /^(.+):(\d+)$/.exec(unbracketed) : null);
        const hostname = withPort?.[1] ?? unbracketed;
        return {
            hostname: hostname
                .replace(/^\*?\./, "")
                .replace(/(.)\.$/, "$1")
                .toLowerCase(),
            port: withPort ? Number(withPort[2]) : 0,
            subdomainsOnly: entry.startsWith("*."),
        };
    });
}
function bypasses(entry, hostname, port) {
    if (entry.port !== 0 && entry.port !== port)
        return false;
    if (entry.hostname === "*")
        return true;
    if (!entry.subdomainsOnly && hostname === entry.hostname)
        return true;
    return hostname.endsWith(`.${entry.hostname}`);
}


/***/ }),

/***/ 1387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ BODY_TOO_LARGE),
/* harmony export */   c: () => (/* binding */ exchange)
/* harmony export */ });
/** The code of the error a body over the cap ends the exchange with. */
const BODY_TOO_LARGE = "CIP_BODY_TOO_LARGE";
class BodyTooLargeError extends Error {
    name = "BodyTooLargeError";
    code = BODY_TOO_LARGE;
    constructor(maxBytes) {
        super(`the response body is larger than the cap of ${formatBytes(maxBytes)}`);
    }
}
/**
 * Through `dispatch` with a handler that collects the body, not `request()`: `request()` wraps
 * every response in a stream, which was a quarter of the client's CPU per request, and under
 * concurrency 16 that CPU is queueing delay for every answer that arrives meanwhile. Timeouts and
 * network errors reach `onResponseError` with the same codes as through `request()`.
 */
function exchange(dispatcher, options, signal, maxBodyBytes) {
    return new Promise((resolve, reject) => {
        let controller;
        const abort = () => controller?.abort(signal.reason);
        signal.addEventListener("abort", abort, { once: true });
        let status = 0;
        let headers = {};
        // The bytes are gathered off the JavaScript heap, into one buffer of the declared length when
        // there is one, and decoded once at the end (UTF-8, a leading byte order mark dropped): a list
        // of 150 MB is then held as its bytes and its text, never as thousands of decoded pieces the
        // garbage collector copies from generation to generation before they are joined.
        const body = new BodyBytes();
        const handler = {
            onRequestStart: (started) => {
                controller = started;
                // The deadline may have passed while the request waited for a connection.
                if (signal.aborted)
                    abort();
            },
            onResponseStart: (started, statusCode, responseHeaders) => {
                status = statusCode;
                headers = responseHeaders;
                const declared = Number(responseHeaders["content-length"]);
                if (declared > maxBodyBytes)
                    started.abort(new BodyTooLargeError(maxBodyBytes));
                else if (Number.isSafeInteger(declared) && declared > 0)
                    body.expect(declared);
            },
            onResponseData: (started, chunk) => {
                if (body.length + chunk.length > maxBodyBytes) {
                    body.clear();
                    started.abort(new BodyTooLargeError(maxBodyBytes));
                    return;
                }
                body.append(chunk);
            },
            onResponseEnd: () => {
                signal.removeEventListener("abort", abort);
                resolve({ status, headers, text: body.text() });
            },
            onResponseError: (_controller, error) => {
                signal.removeEventListener("abort", abort);
                reject(error);
            },
        };
        try {
            dispatcher.dispatch(options, handler);
        }
        catch (error) {
            signal.removeEventListener("abort", abort);
            reject(error);
        }
    });
}
/** A body's bytes as they arrive: in place when the length was declared, else as chunks. */
class BodyBytes {
    #buffer;
    #chunks = [];
    length = 0;
    /** The declared length, a hint: a body that turns out longer or shorter is still read whole. */
    expect(bytes) {
        this.#buffer = Buffer.allocUnsafe(bytes);
    }
    append(chunk) {
        if (this.#buffer !== undefined && this.length + chunk.length <= this.#buffer.length) {
            chunk.copy(this.#buffer, this.length);
        }
        else {
            this.#spill();
            this.#chunks.push(chunk);
        }
        this.length += chunk.length;
    }
    clear() {
        this.#buffer = undefined;
        this.#chunks = [];
        this.length = 0;
    }
    text() {
        const bytes = this.#chunks.length === 0
            ? (this.#buffer ?? Buffer.alloc(0)).subarray(0, this.length)
            : Buffer.concat(this.#chunks, this.length);
        this.clear();
        return new TextDecoder().decode(bytes);
    }
    /** What was gathered in place becomes the first chunk once the body outgrows its declaration. */
    #spill() {
        if (this.#buffer === undefined)
            return;
        this.#chunks.push(this.#buffer.subarray(0, this.length));
        this.#buffer = undefined;
    }
}
/** 1048576 -> "1 MiB", 1500 -> "1500 bytes". */
function formatBytes(bytes) {
    const units = [
        [2 ** 30, "GiB"],
        [2 ** 20, "MiB"],
        [2 ** 10, "KiB"],
    ];
    for (const [size, unit] of units) {
        if (bytes >= size && bytes % size === 0)
            return `${bytes / size} ${unit}`;
    }
    return `${bytes} bytes`;
}


/***/ }),

/***/ 9156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ ApiClient),
  v: () => (/* binding */ fetchLiveInventory)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(1477);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var redact = __webpack_require__(1640);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(6800);
;// CONCATENATED MODULE: ./src/core/shared/service-ids.ts
// The shape of the ids the Compliance Inventory Service assigns (spec 2.2: a prefix per record
// kind; the emulator adds letters, digits, "_" and "-"). An id goes into a request path, so one
// of another shape is refused where it enters: "." or ".." would make DELETE /cyber-assets/..
// the request DELETE /, whose 404 reads as "already deleted".

const ID_PREFIXES = {
    facility: "fac_",
    controlCenter: "cc_",
    cyberSystem: "cs_",
    cyberAsset: "ca_",
};
/**
 * Each prefix, then what no path, URL or terminal can misread, and a sane length. One pattern per
 * prefix: a list of 100,000 records checks its ids without a slice of each.
 */
const ID_SHAPES = new Map(Object.values(ID_PREFIXES).map((prefix) => [
    prefix,
    new RegExp(`^${prefix}[A-Za-z0-9_-]{1,128}$`),
]));
/** Why `id` is not an id with `prefix`, or undefined when it is. */
function service_ids_idShapeProblem(id, prefix) {
    if (ID_SHAPES.get(prefix)?.test(id) === true)
        return undefined;
    return `${service_ids_quoteId(id)} is not a ${prefix} id (${prefix} then 1 to 128 letters, digits, "_" or "-")`;
}
/** The id in quotes, with control and invisible characters shown as escapes. */
function service_ids_quoteId(id) {
    return (0,reveal/* revealHiddenCharacters */.cr)(JSON.stringify(id));
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/shared/service-fields.ts
// The fields a service record carries beyond the ones we map (spec 9.3: the service may add fields
// at any time; the documented service sends `created_at` and `updated_at`). Kept only where a
// record is echoed (the JSON export, the change record), so a CMDB or an auditor keeps them; never
// in a fingerprint or a plan. Pure; the values are untrusted service text, escaped where written.

/** A value whose JSON is longer than this is left out: a record must not grow without bound. */
const SERVICE_FIELD_MAX_BYTES = 1024;
const SERVICE_FIELD_LEFT_OUT = "<value over 1 KiB left out>";
/**
 * The fields of `raw` not named in `known`, sorted, every string in them passed through `redact`
 * (the key must not reach a record even if the service echoes it), each value bounded; undefined
 * when there are none (or `raw` is not an object), so records without extras stay as they were.
 */
function serviceFieldsOf(raw, known, redact) {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        return undefined;
    if (!hasExtraField(raw, known))
        return undefined;
    const extraNames = Object.keys(raw)
        .filter((name) => !known.includes(name))
        .sort(names/* compareCodePoints */.OP);
    if (extraNames.length === 0)
        return undefined;
    // fromEntries defines own properties: a field named "__proto__" stays a field.
    return Object.fromEntries(extraNames.map((name) => {
        const value = redactedValue(raw[name], redact);
        const bytes = utf8.encode(JSON.stringify(value)).length;
        return [name, bytes > SERVICE_FIELD_MAX_BYTES ? SERVICE_FIELD_LEFT_OUT : value];
    }));
}
const utf8 = new TextEncoder();
/** Whether `raw` has an own field not in `known`: asked of every record of a list, so it allocates nothing. */
function hasExtraField(raw, known) {
    for (const name in raw)
        if (Object.hasOwn(raw, name) && !known.includes(name))
            return true;
    return false;
}
function redactedValue(value, redact) {
    if (typeof value === "string")
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactedValue(item, redact));
    if (typeof value !== "object" || value === null)
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactedValue(item, redact)]));
}

;// CONCATENATED MODULE: ./src/core/inventory/baselines/service-deviations.ts
// What `cip-sync doctor` finds in the service's four lists, read raw: where they deviate from the
// spec (2.2, 4.2) in ways that would stop or mislead a plan. Pure: the lists come in as parsed JSON,
// the findings go out in order; the probing is in src/io/, the words on screen in src/cli/.



const LIST_RULES = {
    "/facilities": {
        prefix: ID_PREFIXES.facility,
        required: ["id", "name"],
        known: ["id", "name", "organization_slug"],
    },
    "/control-centers": {
        prefix: ID_PREFIXES.controlCenter,
        required: ["id", "name"],
        known: ["id", "name", "organization_slug"],
    },
    "/cyber-systems": {
        prefix: ID_PREFIXES.cyberSystem,
        required: ["id", "name"],
        known: ["id", "name", "facility_id", "control_center_id", "organization_slug"],
    },
    "/cyber-assets": {
        prefix: ID_PREFIXES.cyberAsset,
        required: ["id", "name", "cyber_system_id", "asset_type"],
        known: ["id", "name", "cyber_system_id", "asset_type", "organization_slug"],
    },
};
/** At most this many records are named per kind of finding; the rest are counted. */
const NAMED = 5;
/** The findings over the four lists, in the order of the lists, then across them. */
function analyzeLists(answers) {
    const findings = [];
    const records = new Map();
    for (const answer of answers) {
        const list = readList(answer, findings);
        if (list !== undefined) {
            records.set(answer.path, list);
            findings.push(...listFindings(answer.path, list));
        }
        findings.push(...timingFindings(answer, list));
    }
    findings.push(...parentFindings(records), ...nameFindings(records.get("/cyber-assets")));
    return findings;
}
/** The list's records, or undefined (with a blocking finding) when it is not a bare array. */
function readList(answer, findings) {
    const { path, body } = answer;
    if (answer.unreadable !== undefined) {
        findings.push({
            level: "blocking",
            path,
            text: `the answer is not JSON (${answer.unreadable})`,
        });
        return undefined;
    }
    if (!Array.isArray(body)) {
        const shape = body === null
            ? "null"
            : typeof body === "object"
                ? `an object with ${describeKeys(body)}`
                : typeof body;
        findings.push({
            level: "blocking",
            path,
            text: `the answer is ${shape}, not a bare JSON array as the spec shows (a wrapped or paged list): nothing can be planned from it; ask the API owner how lists are returned`,
        });
        return undefined;
    }
    return body.map((item) => typeof item === "object" && item !== null && !Array.isArray(item) ? item : {});
}
function listFindings(path, list) {
    const rules = LIST_RULES[path];
    const missing = [];
    const badIds = [];
    const extra = new Set();
    const seen = new Map();
    const duplicates = [];
    list.forEach((record, index) => {
        const absent = rules.required.filter((field) => typeof record[field] !== "string");
        if (absent.length > 0)
            missing.push(`record ${index}${idText(record)} lacks ${absent.join(", ")}`);
        for (const field of Object.keys(record)) {
            if (!rules.known.includes(field))
                extra.add(quoteId(field));
        }
        const id = record.id;
        if (typeof id !== "string")
            return;
        const problem = idShapeProblem(id, rules.prefix);
        if (problem !== undefined)
            badIds.push(`record ${index}: ${problem}`);
        const earlier = seen.get(id);
        if (earlier === undefined)
            seen.set(id, index);
        else
            duplicates.push(`${quoteId(id)} (records ${earlier} and ${index})`);
    });
    const findings = [];
    const add = (level, items, what) => {
        if (items.length > 0)
            findings.push({ level, path, text: `${what}: ${named(items)}` });
    };
    add("deviation", missing, "records missing a required field (a plan refuses the list)");
    add("deviation", badIds, `ids without the ${rules.prefix} prefix or of another shape (a plan refuses the list)`);
    add("deviation", duplicates, "duplicate ids (a plan refuses the list)");
    add("info", [...extra].sort(), "extra fields the spec does not show (accepted; cip-sync reads only the fields it uses)");
    return findings;
}
function timingFindings(answer, list) {
    const size = list === undefined ? "" : `${list.length} record${list.length === 1 ? "" : "s"} in `;
    const findings = [
        { level: "info", path: answer.path, text: `${size}${Math.round(answer.milliseconds)} ms` },
    ];
    if (answer.rateLimitHeaders.length > 0) {
        findings.push({
            level: "info",
            path: answer.path,
            text: `rate-limit headers: ${answer.rateLimitHeaders.join(", ")}`,
        });
    }
    return findings;
}
/** Cyber systems whose facility or control center is not in its list. */
function parentFindings(records) {
    const systems = records.get("/cyber-systems");
    const facilities = records.get("/facilities");
    const centers = records.get("/control-centers");
    if (systems === undefined || facilities === undefined || centers === undefined)
        return [];
    const facilityIds = new Set(facilities.map((record) => record.id));
    const centerIds = new Set(centers.map((record) => record.id));
    const orphans = [];
    systems.forEach((system, index) => {
        const facility = system.facility_id;
        const center = system.control_center_id;
        if (typeof facility === "string" && !facilityIds.has(facility)) {
            orphans.push(`record ${index}${idText(system)}: facility_id ${quoteId(facility)} is not in /facilities`);
        }
        else if (typeof center === "string" && !centerIds.has(center)) {
            orphans.push(`record ${index}${idText(system)}: control_center_id ${quoteId(center)} is not in /control-centers`);
        }
    });
    if (orphans.length === 0)
        return [];
    return [
        {
            level: "deviation",
            path: "/cyber-systems",
            text: `cyber systems whose parent is missing (documents naming them cannot be resolved): ${named(orphans)}`,
        },
    ];
}
/** Asset names that are one name under our rules (case and Unicode form ignored). */
function nameFindings(assets) {
    if (assets === undefined)
        return [];
    const holders = new Map();
    for (const asset of assets) {
        if (typeof asset.name !== "string")
            continue;
        const key = nameKey(asset.name);
        holders.set(key, [...(holders.get(key) ?? []), `${quoteId(asset.name)}${idText(asset)}`]);
    }
    const collisions = [...holders.values()]
        .filter((names) => names.length > 1)
        .map((names) => names.join(" and "));
    if (collisions.length === 0)
        return [];
    return [
        {
            level: "deviation",
            path: "/cyber-assets",
            text: `asset names that collide under the inventory's name rules (case ignored; a plan cannot tell them apart): ${named(collisions)}`,
        },
    ];
}
function idText(record) {
    return typeof record.id === "string" ? ` (id ${quoteId(record.id)})` : "";
}
function named(items) {
    const shown = items.slice(0, NAMED).join("; ");
    return items.length > NAMED ? `${shown}; and ${items.length - NAMED} more` : shown;
}
function describeKeys(body) {
    const keys = Object.keys(body)
        .slice(0, 5)
        .map((key) => quoteId(key));
    return keys.length === 0 ? "no fields" : `the fields ${keys.join(", ")}`;
}
/**
 * doctor's exit code: 1 for a failed check or a blocking finding (nothing can be planned), 2 for a
 * deviation (a check that deviates, or a finding), 0 otherwise: extra fields alone are harmless.
 */
function doctorExitCode(checks, findings) {
    if (checks.some((check) => check.outcome === "failed"))
        return 1;
    if (findings.some((finding) => finding.level === "blocking"))
        return 1;
    if (checks.some((check) => check.outcome === "deviates"))
        return 2;
    return findings.some((finding) => finding.level === "deviation") ? 2 : 0;
}

// EXTERNAL MODULE: ./src/io/service/api-error.ts
var api_error = __webpack_require__(3663);
// EXTERNAL MODULE: ./src/io/network/connection.ts
var connection = __webpack_require__(2305);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var dispatcher = __webpack_require__(5028);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(7368);
;// CONCATENATED MODULE: ./src/io/service/service-records.ts
// The records the service returns, as we use them, and what makes a response trustworthy enough
// to act on: the fields we read (z.object strips the ones the service may add, spec 9.3), ids of
// the service's shape in every id and reference, and every id once per list.



function recordKind(noun, schema, idFields) {
    return { noun, schema, fields: Object.entries(schema.shape).map(fieldRule), idFields };
}
/** The rule of a field the schema declares; a field of another kind is a bug in this module. */
function fieldRule([name, field]) {
    if (field instanceof schemas/* ZodString */.NDH && field.def.checks === undefined)
        return { name, nullish: false };
    if (field instanceof schemas/* ZodEnum */.Vb4)
        return { name, nullish: false, values: field.options.map(String) };
    const inner = field instanceof schemas/* ZodOptional */.IiU ? field.unwrap() : undefined;
    const value = inner instanceof schemas/* ZodNullable */.l1C ? inner.unwrap() : undefined;
    if (value instanceof schemas/* ZodString */.NDH && value.def.checks === undefined)
        return { name, nullish: true };
    throw new Error(`the record field "${name}" has a schema checkedRecord cannot check`);
}
const FACILITY = recordKind("facility", schemas/* object */.Ikc({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP(), organization_slug: schemas/* string */.YjP() }), [["id", ID_PREFIXES.facility]]);
const CONTROL_CENTER = {
    ...FACILITY,
    noun: "control center",
    idFields: [["id", ID_PREFIXES.controlCenter]],
};
const CYBER_SYSTEM = recordKind("cyber system", schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    facility_id: schemas/* string */.YjP().nullish(),
    control_center_id: schemas/* string */.YjP().nullish(),
    organization_slug: schemas/* string */.YjP(),
}), [
    ["id", ID_PREFIXES.cyberSystem],
    ["facility_id", ID_PREFIXES.facility],
    ["control_center_id", ID_PREFIXES.controlCenter],
]);
const CYBER_ASSET = recordKind("cyber asset", schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    cyber_system_id: schemas/* string */.YjP(),
    asset_type: schemas/* enum */.k5n(live_records/* ASSET_TYPES */.D),
    organization_slug: schemas/* string */.YjP(),
}), [
    ["id", ID_PREFIXES.cyberAsset],
    ["cyber_system_id", ID_PREFIXES.cyberSystem],
]);
/**
 * `raw` as the kind's schema would parse it, or undefined where the schema would refuse it (the
 * caller asks the schema then, for its words). Checked field by field without zod: a list of
 * 100,000 records through safeParse cost a copy of each. A record holding exactly the schema's
 * fields in its order is returned as it is; any other is copied with only those fields, in that
 * order, as the schema would (so a field the service adds never reaches a plan or a record).
 */
function checkedRecord(raw, kind) {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        return undefined;
    const record = raw;
    const { fields } = kind;
    for (const rule of fields) {
        const value = record[rule.name];
        if (typeof value === "string") {
            if (rule.values !== undefined && !rule.values.includes(value))
                return undefined;
        }
        else if (!rule.nullish || (value !== null && value !== undefined))
            return undefined;
    }
    return (hasOnlyFieldsInOrder(record, fields) ? record : copyOfFields(record, fields));
}
/**
 * The records of a list with each value of a field other than `id` and `name` that equals the
 * one before it replaced by that one, in place: the organization, the parent's id and the type
 * repeat from record to record, and one string for each run of them instead of one per record is
 * a fifth of a million parsed assets. Nothing that reads the records can tell.
 */
function shareRepeatedValues(records, kind) {
    const fields = kind.fields.filter(({ name }) => name !== "id" && name !== "name");
    for (const { name } of fields) {
        let previous;
        for (const record of records) {
            const value = record[name];
            if (typeof value !== "string")
                continue;
            if (value === previous)
                record[name] = previous;
            else
                previous = value;
        }
    }
}
/** Whether the record's own keys are some of `fields`, in their order (absent ones are nullish). */
function hasOnlyFieldsInOrder(record, fields) {
    let next = 0;
    for (const key in record) {
        while (next < fields.length && fields[next]?.name !== key)
            next += 1;
        if (next === fields.length)
            return false;
        next += 1;
    }
    return true;
}
function copyOfFields(record, fields) {
    const copy = {};
    for (const { name } of fields) {
        const value = record[name];
        if (value !== undefined)
            copy[name] = value;
    }
    return copy;
}
/** Why the record's ids are not of the service's shape, or undefined. */
function recordIdProblem(record, kind) {
    for (const [field, prefix] of kind.idFields) {
        const value = record[field];
        if (typeof value !== "string")
            continue;
        const problem = service_ids_idShapeProblem(value, prefix);
        if (problem !== undefined)
            return `${field} ${problem}`;
    }
    return undefined;
}
/** Why the list is not one record per id (naming the id and both positions), or undefined. */
function duplicateIdProblem(records) {
    const seen = new Set();
    for (let index = 0; index < records.length; index += 1) {
        const record = records[index];
        if (record === undefined)
            continue;
        const { id } = record;
        if (!seen.has(id)) {
            seen.add(id);
            continue;
        }
        // Once per list at most: where the id was first is found only when it repeats.
        const earlier = records.findIndex((record) => record.id === id);
        return `records ${earlier} and ${index} have the same id ${service_ids_quoteId(id)}, so the list cannot say which record that id is`;
    }
    return undefined;
}
/** `id` as one path segment, or the reason it cannot be one. */
function idSegment(id, prefix) {
    const problem = service_ids_idShapeProblem(id, prefix);
    return problem === undefined ? { segment: encodeURIComponent(id) } : { problem };
}

;// CONCATENATED MODULE: ./src/io/service/response-records.ts
// Reading the service's answers: JSON bodies checked against the record schemas (spec 4.2), lists
// checked record by record and for duplicate ids, and the service's own error sentence, made safe
// to print.





/**
 * The error bodies seen: the spec's envelope `{"error": {"code", "message"}}`, the service's
 * documented `{"error": "Unauthorized", "message": "..."}`, and any JSON object with a `message`.
 */
const serviceErrorSchema = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ error: schemas/* object */.Ikc({ message: schemas/* string */.YjP() }) }).transform((body) => body.error.message),
    schemas/* object */.Ikc({ message: schemas/* string */.YjP() }).transform((body) => body.message),
]);
/** A list answer as records of `kind`, refusing the whole list for one bad record or repeated id. */
function readRecordList(response, kind, context) {
    const parsed = readJson(response, context);
    if (!Array.isArray(parsed)) {
        throw badBody(response.status, "expected a JSON array of records", context);
    }
    const records = new Array(parsed.length);
    for (let index = 0; index < parsed.length; index++) {
        const record = checkedRecord(parsed[index], kind);
        if (record !== undefined && recordIdProblem(record, kind) === undefined) {
            records[index] = record;
            continue;
        }
        const checked = checkedAnswer(parsed[index], kind);
        if ("problem" in checked) {
            // A record with a field missing is named by its id too; a bad id is quoted by the problem.
            const named = checked.shapeWrong ? recordIdText(parsed[index]) : "";
            const reason = `record ${index}${named} is not a ${kind.noun}: ${checked.problem}`;
            throw badBody(response.status, reason, context);
        }
        records[index] = checked.record;
    }
    const duplicate = duplicateIdProblem(records);
    if (duplicate !== undefined)
        throw badBody(response.status, duplicate, context);
    shareRepeatedValues(records, kind);
    // Only a list accepted whole is kept from.
    const { keepRaw } = context;
    if (keepRaw !== undefined) {
        records.forEach((record, index) => keepRaw(record, parsed[index]));
    }
    return records;
}
/** One record of `kind`, or an ApiError saying what is wrong with the body. */
function readRecord(response, kind, context) {
    const body = readJson(response, context);
    const checked = checkedAnswer(body, kind);
    if ("record" in checked) {
        context.keepRaw?.(checked.record, body);
        return checked.record;
    }
    const reason = `the response is not a ${kind.noun}: ${checked.problem}`;
    throw badBody(response.status, reason, context);
}
/**
 * The record, or why it is not one of `kind`: checked without zod (see checkedRecord), and by the
 * schema only when that check fails, so that the words are the schema's.
 */
function checkedAnswer(raw, kind) {
    let record = checkedRecord(raw, kind);
    if (record === undefined) {
        const result = kind.schema.safeParse(raw);
        if (!result.success)
            return { problem: describeIssues(result.error, raw), shapeWrong: true };
        record = result.data;
    }
    const problem = recordIdProblem(record, kind);
    return problem === undefined ? { record } : { problem, shapeWrong: false };
}
/**
 * The service's error sentence (its `message`, else the whole body), on one line, without any of
 * `secrets` (the key and the proxy credentials: masked before the line is cut) and with hidden
 * characters shown; undefined for an empty body.
 */
function serviceMessage(text, secrets) {
    if (text.trim() === "")
        return undefined;
    let message;
    try {
        const parsed = serviceErrorSchema.safeParse(JSON.parse(text));
        message = parsed.success ? parsed.data : text;
    }
    catch {
        message = text;
    }
    // The service's text reaches terminals and logs: escape sequences and bidirectional controls
    // in it are shown as \uXXXX, never interpreted.
    return (0,reveal/* revealHiddenCharacters */.cr)((0,redact/* redactedLine */.Py)(message, secrets, 300));
}
function readJson(response, context) {
    try {
        return JSON.parse(response.text);
    }
    catch {
        throw badBody(response.status, "the response body is not JSON", context);
    }
}
function badBody(status, problem, context) {
    return new api_error/* ApiError */.h({
        method: context.method,
        path: context.path,
        status,
        serviceMessage: undefined,
        ambiguous: context.ambiguous ?? false,
        reason: context.redact(`${(0,api_error/* statusLine */.B)(status)} but ${problem}`),
    });
}
function describeIssues(error, record) {
    const present = typeof record === "object" && record !== null ? record : {};
    return error.issues
        .slice(0, 3)
        .map((issue) => {
        const field = issue.path.join(".");
        // A field absent altogether: named as missing rather than by the schema's complaint.
        if (issue.path.length === 1 && !Object.hasOwn(present, field)) {
            return `the required field "${field}" is missing`;
        }
        return `${field === "" ? "" : `${field}: `}${issue.message}`;
    })
        .join("; ");
}
/** ` (id "ca_1")` for a record whose id can be shown, else nothing. */
function recordIdText(record) {
    const id = record?.id;
    return typeof id === "string" && /^[\w-]{1,64}$/.test(id) ? ` (id "${id}")` : "";
}

;// CONCATENATED MODULE: ./src/io/service/rate-limit.ts
// Pacing against a rate-limited service: the Retry-After header read, and the gate that every
// request of one client passes (how many in flight, and when the next may be sent).
/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 10.2.3). */
function parseRetryAfter(value, now = Date.now()) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text === undefined)
        return undefined;
    const trimmed = text.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/**
 * Paces requests so that a rate-limited service is not hammered (additive increase,
 * multiplicative decrease). A 429 — once per burst: only a request admitted since the last cut can
 * cut again — halves the requests allowed in flight, holds every request back for the
 * Retry-After, and paces later sends at 95% of the rate the service had accepted over the last
 * second. Each run of answers as long as the current value raises the in-flight limit, and the
 * paced rate, by one, the in-flight limit back up to its maximum.
 */
class AdaptiveGate {
    #max;
    #sleep;
    #limit;
    #inFlight = 0;
    #successes = 0;
    #epoch = 0;
    #waiters = [];
    #waitersHead = 0;
    /** No request is sent before this time (a Retry-After, or the next paced slot). */
    #nextSendAt = 0;
    /** Requests per second once a rate limit was met; 0 while unpaced. */
    #rate = 0;
    #pacedAnswers = 0;
    /** Send times of the answered requests of the last second, oldest first from `#recentHead`. */
    #recent = [];
    #recentHead = 0;
    constructor(max, sleep) {
        this.#max = max;
        this.#limit = max;
        this.#sleep = sleep;
    }
    /** Requests allowed in flight now. */
    get limit() {
        return this.#limit;
    }
    /** Requests per second allowed since a rate limit was met; 0 while unpaced. */
    get rate() {
        return this.#rate;
    }
    /**
     * Resolves once a slot is free and the request's send time has come, or at once with a `late`
     * ticket when that time is after `notAfter` (epoch ms).
     */
    async acquire(notAfter = Number.POSITIVE_INFINITY) {
        if (this.#inFlight < this.#limit && this.#waitersHead === this.#waiters.length) {
            this.#inFlight++;
        }
        else {
            await new Promise((resolve) => this.#waiters.push(resolve));
        }
        const epoch = this.#epoch;
        const now = Date.now();
        const sentAt = Math.max(now, this.#nextSendAt);
        if (sentAt > notAfter)
            return { epoch, sentAt, late: true };
        if (this.#rate > 0)
            this.#nextSendAt = sentAt + 1000 / this.#rate;
        if (sentAt > now)
            await this.#sleep(sentAt - now);
        return { epoch, sentAt };
    }
    /** Holds back every request not yet sent for `ms` (a Retry-After). */
    pauseFor(ms) {
        this.#nextSendAt = Math.max(this.#nextSendAt, Date.now() + ms);
    }
    release(ticket, outcome) {
        if (outcome === "throttled") {
            if (ticket.epoch === this.#epoch)
                this.#cut(ticket.sentAt);
        }
        else if (outcome === "answered") {
            this.#remember(ticket.sentAt);
            if (this.#limit < this.#max && ++this.#successes >= this.#limit) {
                this.#limit++;
                this.#successes = 0;
            }
            if (this.#rate > 0 && ++this.#pacedAnswers >= this.#rate) {
                this.#rate++;
                this.#pacedAnswers = 0;
            }
        }
        this.#inFlight--;
        for (let wake = this.#waiters[this.#waitersHead]; this.#inFlight < this.#limit && wake !== undefined; wake = this.#waiters[this.#waitersHead]) {
            this.#waitersHead++;
            this.#inFlight++;
            wake();
        }
        if (this.#waitersHead === this.#waiters.length) {
            this.#waiters.length = 0;
            this.#waitersHead = 0;
        }
    }
    #cut(throttledSentAt) {
        this.#limit = Math.max(1, Math.floor(this.#limit / 2));
        this.#epoch++;
        this.#successes = 0;
        let accepted = 0;
        for (const sentAt of this.#recent.slice(this.#recentHead)) {
            if (sentAt > throttledSentAt - 1000)
                accepted++;
        }
        // Too few answers to measure a rate: the Retry-After pause alone has to do.
        if (accepted >= 10) {
            this.#rate = Math.floor(accepted * 0.95);
            this.#pacedAnswers = 0;
        }
    }
    #remember(sentAt) {
        this.#recent.push(sentAt);
        // The one just pushed ends the loop: it is never a second old.
        while ((this.#recent[this.#recentHead] ?? sentAt) <= sentAt - 1000)
            this.#recentHead++;
        if (this.#recentHead > 1024 && this.#recentHead * 2 > this.#recent.length) {
            this.#recent.splice(0, this.#recentHead);
            this.#recentHead = 0;
        }
    }
}

;// CONCATENATED MODULE: ./src/io/service/refusal-advice.ts
// What to do about a refusal of the service, from its status and its own words. The spec shows no
// error bodies; the service's public documentation does: 401 for a missing, invalid or expired key,
// 403 for what the key's `api_user` role may not do, 422 naming the field of the body it refused,
// and 429 with advice to back off exponentially from 1 s to 60 s with jitter.
/** Backoff after a 429 that names no Retry-After: 1 s doubling to 60 s, with full jitter. */
const THROTTLE_BACKOFF = { baseDelayMs: 1000, maxDelayMs: 60_000 };
/** The service's sentence says that the key is known but past its expiry. */
function saysKeyExpired(message) {
    return message !== undefined && /\bexpired\b/i.test(message);
}
/**
 * The field a 422's sentence names ("Field 'cyberSystemId' is required", "\"name\" must be a
 * string", "asset_type must be hardware or software"), or undefined when it names none.
 */
function refusedField(message) {
    if (message === undefined)
        return undefined;
    // "asset_type must be hardware or software": a snake_case or camelCase word first.
    const leading = /^([a-z]+(?:_[a-z]+)+|[a-z]+[A-Z]\w*)\b/.exec(message)?.[1];
    const named = /\bfield\s+([A-Za-z_][\w.-]{0,63})\b/i.exec(message)?.[1];
    const quoted = /(?:^|[\s(:])["'`]([A-Za-z_][\w.-]{0,63})["'`]/.exec(message)?.[1];
    return leading ?? named ?? quoted;
}
/** The advice after a refusal with this status and service sentence, or undefined. */
function refusalAdvice(status, message, sources) {
    const { keySource } = sources;
    switch (status) {
        case 401:
            return saysKeyExpired(message)
                ? expiredKeyAdvice(keySource)
                : `check the API key in ${keySource}`;
        case 403:
            return `the API key's role (api_user) may not do this: API keys read facilities, control centers and cyber systems and change cyber assets only; if this operation should be allowed, ask an Organization Admin to check the key's organization and permissions`;
        case 422: {
            const field = refusedField(message);
            const what = field === undefined ? "the request body" : `the field "${field}" of the request body`;
            return `the service refused ${what} and the request was not repeated: correct the value in the inventory and plan again`;
        }
    }
    return undefined;
}
/** The rotation advice for an expired key, naming the setting that holds it. */
function expiredKeyAdvice(keySource) {
    return `the API key in ${keySource} has expired: ask an Organization Admin to generate a new key and set ${keySource} to it; generating a key does not revoke the old one, so both work until the Admin revokes the old key once the new one is in use`;
}

// EXTERNAL MODULE: ./src/io/network/response-body.ts
var response_body = __webpack_require__(1387);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/loopback.ts
var shared_loopback = __webpack_require__(7568);
;// CONCATENATED MODULE: ./src/io/network/transport-errors.ts
// What a failed connection means for the user, for the failures a corporate network adds: a proxy
// that refuses the credentials, cannot be reached or closes the tunnel, certificates from an
// authority this machine does not trust, and an https:// URL whose port answers in plain HTTP.
// Other network failures are left to the API client.


/** Certificate problems, by OpenSSL's code, as a user reads them. */
const CERTIFICATE_PROBLEMS = {
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: "is signed by a certificate authority this machine does not trust",
    UNABLE_TO_GET_ISSUER_CERT: "is signed by a certificate authority this machine does not trust",
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "is signed by a certificate authority this machine does not trust",
    SELF_SIGNED_CERT_IN_CHAIN: "chains to a certificate authority this machine does not trust",
    DEPTH_ZERO_SELF_SIGNED_CERT: "is self-signed, and this machine does not trust it",
    CERT_HAS_EXPIRED: "has expired",
    CERT_NOT_YET_VALID: "is not valid yet",
    ERR_TLS_CERT_ALTNAME_INVALID: "is not issued for this host name",
};
const CA_HINT = "if your organization has its own certificate authority (or a TLS-inspecting proxy), save its certificate (PEM) in a file and set NODE_EXTRA_CA_CERTS to that file's path for this process; certificate verification cannot be turned off";
const VALIDITY_HINT = "check this machine's clock; the service's operator must renew the certificate (a TLS-inspecting proxy re-signs it: then its authority, in NODE_EXTRA_CA_CERTS, is the one to check)";
/**
 * OpenSSL's codes for a first answer that is no TLS record: what a server that speaks plain HTTP
 * sends back to a TLS handshake ("HTTP/1.1 400 ..." read as a record header). Another attempt gets
 * the same answer.
 */
const NOT_TLS_CODES = new Set(["ERR_SSL_WRONG_VERSION_NUMBER", "ERR_SSL_PACKET_LENGTH_TOO_LONG"]);
/** Codes of failures to open a connection: with a proxy, the connection is to the proxy. */
const CONNECT_CODES = new Set([
    "ECONNREFUSED",
    "ENOTFOUND",
    "EAI_AGAIN",
    "EHOSTUNREACH",
    "ENETUNREACH",
    "ETIMEDOUT",
    "UND_ERR_CONNECT_TIMEOUT",
]);
/**
 * The failure `error` amounts to, when it is a proxy, certificate or plain-HTTP problem; undefined
 * for any other error. `host` is the service's host (and port), `proxy` the proxy the request went
 * through, `urlSource` where the service URL was set.
 */
function describeTransportFailure(error, host, proxy, urlSource) {
    const code = (0,errors/* errorCode */.C)(error);
    const message = oneLine(error);
    if (typeof code === "string" && NOT_TLS_CODES.has(code))
        return plainHttp(host, urlSource);
    const certificate = typeof code === "string" ? CERTIFICATE_PROBLEMS[code] : undefined;
    if (certificate !== undefined) {
        const validity = code === "CERT_HAS_EXPIRED" || code === "CERT_NOT_YET_VALID";
        return {
            reason: `the TLS certificate of ${host} ${certificate} (${code})`,
            hint: code === "ERR_TLS_CERT_ALTNAME_INVALID"
                ? `check that the service URL names the host its certificate is for (${message}); ${CA_HINT}`
                : validity
                    ? VALIDITY_HINT
                    : CA_HINT,
            sent: false,
            permanent: true,
        };
    }
    return proxy === undefined ? undefined : describeProxyFailure(code, message, host, proxy);
}
/** The service's port answered a TLS handshake in plain HTTP: the URL's scheme or port is wrong. */
function plainHttp(host, urlSource) {
    const loopback = (0,shared_loopback/* isLoopback */.U)(new URL(`https://${host}`).hostname);
    return {
        reason: `${host} answered in plain HTTP to a TLS request: the URL says https://, but that port does not speak TLS`,
        hint: loopback
            ? `check the service URL in ${urlSource}: write http://${host} (http:// is accepted for a service on this machine only), or the https:// address the service answers TLS on`
            : `check the service URL in ${urlSource}: write the https:// address the service answers TLS on (its operator knows the port); http:// is accepted for loopback addresses only`,
        sent: false,
        permanent: true,
    };
}
function describeProxyFailure(code, message, host, proxy) {
    const via = `the proxy ${proxy.address} (from ${proxy.source})`;
    const tunnelStatus = /^Proxy response \((\d+)\) !== 200/.exec(message)?.[1];
    const forward407 = code === "UND_ERR_INVALID_ARG" && /\(407\)/.test(message);
    if (tunnelStatus === "407" || forward407) {
        return {
            reason: `${via} refused the credentials (407 Proxy Authentication Required)`,
            hint: `check the user name and password in ${proxy.source} (http://user:password@host:port, special characters percent-encoded)`,
            sent: false,
            permanent: true,
        };
    }
    if (tunnelStatus !== undefined) {
        const status = Number(tunnelStatus);
        return {
            reason: `${via} answered ${status} to the request for a tunnel to ${host}`,
            hint: `check that the proxy allows and can reach ${host}, or list ${host} in NO_PROXY if it is reached directly`,
            sent: false,
            permanent: status < 500,
        };
    }
    if (typeof code === "string" && CONNECT_CODES.has(code)) {
        return {
            reason: `could not connect to ${via} (${message})`,
            hint: `check that ${proxy.source} names a proxy this machine can reach, or list ${host} in NO_PROXY if it is reached directly`,
            sent: false,
            permanent: false,
        };
    }
    if (code === "UND_ERR_PRX_CONN" || /before secure TLS connection was established/.test(message)) {
        return {
            reason: `${via} closed the connection before the tunnel to ${host} was open (${message})`,
            hint: `check that the proxy allows connections to ${host}, and its logs`,
            sent: false,
            permanent: false,
        };
    }
    if (code === "UND_ERR_PRX_TLS") {
        return {
            reason: `the TLS connection to ${via} failed (${message})`,
            hint: `check ${proxy.source}: an https:// proxy needs a certificate this machine trusts (NODE_EXTRA_CA_CERTS)`,
            sent: false,
            permanent: true,
        };
    }
    return undefined;
}
/** On one line: OpenSSL's messages end with a line break. */
function oneLine(error) {
    return (0,errors/* errorMessage */.g)(error).replace(/\s+/g, " ").trim();
}

;// CONCATENATED MODULE: ./src/io/service/retry-policy.ts
// Which failed attempts may be repeated. A request is repeated only where repeating it cannot
// change the outcome: a POST that may have reached the service is never resent blindly, since a
// second create would be a duplicate asset.







/** Statuses after which the service did nothing, or may have: worth another attempt. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
/** Network error codes raised before the request left this machine: nothing reached the service. */
const NOT_SENT_CODES = new Set([
    "UND_ERR_CONNECT_TIMEOUT",
    "ECONNREFUSED",
    "ENOTFOUND",
    "EAI_AGAIN",
    "EHOSTUNREACH",
    "ENETUNREACH",
]);
/** Other TLS failures (transport-errors.ts names certificates and a plain-HTTP answer). */
const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|EPROTO$)/;
/** Failures no retry can fix. */
const PERMANENT_CODES = new Set([
    "UND_ERR_INVALID_ARG",
    "UND_ERR_CLOSED",
    "UND_ERR_DESTROYED",
    "CERT_HAS_EXPIRED",
    "DEPTH_ZERO_SELF_SIGNED_CERT",
    "SELF_SIGNED_CERT_IN_CHAIN",
    "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
    "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
    "ERR_TLS_CERT_ALTNAME_INVALID",
]);
/** The error an unsuccessful attempt amounts to, and whether another attempt may follow. */
function failureOf(request, outcome, attempt, context) {
    const { method, path } = request;
    const isPost = method === "POST";
    const last = attempt >= context.maxAttempts;
    const suffix = attempt > 1 ? ` (after ${attempt} attempts)` : "";
    if (outcome.kind === "network") {
        // A POST that reached the service may have created the asset: never resend it blindly.
        const retry = !outcome.permanent && !last && (!isPost || !outcome.sent);
        const fields = {
            method,
            path,
            status: undefined,
            serviceMessage: undefined,
            ambiguous: outcome.sent && method !== "GET",
            reason: context.redact(outcome.reason + suffix),
            hint: outcome.hint ??
                (outcome.unreachable ? `check the service URL in ${context.sources.urlSource}` : undefined),
        };
        return { fields, retry };
    }
    const { status, text } = outcome.response;
    const message = serviceMessage(text, context.secrets);
    // 429 is an answer given before any effect; a 5xx may follow a commit (spec says nothing).
    const ambiguous = status >= 500 && method !== "GET";
    const retry = RETRYABLE_STATUSES.has(status) && !last && (!isPost || status === 429);
    const detail = message === undefined ? "" : `: ${message}`;
    const fields = {
        method,
        path,
        status,
        serviceMessage: message,
        ambiguous,
        reason: context.redact(`${(0,api_error/* statusLine */.B)(status)}${detail}${suffix}`),
        hint: refusalAdvice(status, message, context.sources),
    };
    return { fields, retry };
}
/** The attempt a thrown network error amounts to: was it sent, can a retry help, and why. */
function networkFailure(error, context) {
    const described = describeTransportFailure(error, context.host, context.proxy, context.urlSource);
    if (described !== undefined) {
        const { sent, permanent, reason, hint } = described;
        return { kind: "network", sent, permanent, reason, hint: context.redact(hint) };
    }
    const code = (0,errors/* errorCode */.C)(error);
    // On one line (OpenSSL's messages end with a line break), redacted before it is collapsed.
    const message = (0,redact/* redactedLine */.Py)((0,errors/* errorMessage */.g)(error), context.secrets, Number.POSITIVE_INFINITY);
    const { connectMs, headersMs, bodyMs } = context.timeouts;
    switch (code) {
        case "UND_ERR_CONNECT_TIMEOUT":
            return unreachable(network(false, false, `could not connect within ${connectMs} ms (connect timeout)`));
        case "UND_ERR_HEADERS_TIMEOUT":
            return network(true, false, `no response within ${headersMs} ms (headers timeout)`);
        case "UND_ERR_BODY_TIMEOUT":
            return network(true, false, `the response body stalled for ${bodyMs} ms (body timeout)`);
        case response_body/* BODY_TOO_LARGE */._:
            return network(true, true, `${message}; stopped reading it and did not retry`);
        case "UND_ERR_SOCKET":
        case "ECONNRESET":
        case "EPIPE":
            return network(true, false, `the connection closed before a complete response (${message})`);
    }
    if (typeof code === "string" && NOT_SENT_CODES.has(code)) {
        return unreachable(network(false, false, `could not connect (${message})`));
    }
    if (typeof code === "string" && PERMANENT_CODES.has(code)) {
        return unreachable(network(false, true, `the request could not be made (${message})`));
    }
    const failed = network(true, false, `the request failed (${message})`);
    return typeof code === "string" && TLS_CODE.test(code) ? unreachable(failed) : failed;
}
/** A network failure: whether the request was sent, whether a retry can help, and why. */
function network(sent, permanent, reason) {
    return { kind: "network", sent, permanent, reason };
}
function unreachable(attempt) {
    return { ...attempt, unreachable: true };
}

;// CONCATENATED MODULE: ./src/io/service/service-caller.ts





/** Sends the calls of one ApiClient: its gate, its request count and its run-wide deadline. */
class ServiceCaller {
    #settings;
    #gate;
    #jsonHeaders;
    /** No call lasts beyond this time (epoch ms), whatever its own deadline: see endCallsBy. */
    #endBy = Number.POSITIVE_INFINITY;
    #requests = 0;
    constructor(settings) {
        this.#settings = settings;
        this.#gate = new AdaptiveGate(settings.maxConcurrency, settings.sleep);
        this.#jsonHeaders = { ...settings.headers, "content-type": "application/json" };
    }
    /** See ApiClient.endCallsBy. */
    endCallsBy(epochMs) {
        this.#endBy = epochMs;
    }
    /** HTTP requests sent so far, retries included. */
    requestCount() {
        return this.#requests;
    }
    /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
    backoff(attempt) {
        return this.#settings.sleep(this.#jitterDelay(attempt));
    }
    /** The most attempts one operation may make. */
    get maxAttempts() {
        return this.#settings.policy.maxAttempts;
    }
    close() {
        return this.#settings.pool.close();
    }
    /**
     * Sends one call with retries until success, a final answer, the attempt limit or the deadline.
     * Returns a 2xx response (or a 404 when `accept404`); throws ApiError otherwise.
     */
    async call(spec) {
        const ownDeadline = Date.now() + this.#settings.deadlineMs;
        const deadline = Math.min(ownDeadline, this.#endBy);
        const deadlineText = deadline < ownDeadline
            ? "the deadline of the whole run"
            : `the ${this.#settings.deadlineMs} ms deadline`;
        const deadlineReached = new AbortController();
        const timer = setTimeout(() => deadlineReached.abort(), Math.max(0, deadline - Date.now()));
        try {
            for (let attempt = 1;; attempt++) {
                const outcome = await this.#attempt(spec, deadlineReached.signal, deadline, deadlineText);
                if (outcome.kind === "response") {
                    const { status } = outcome.response;
                    if (status >= 200 && status < 300)
                        return { ...outcome.response, attempt };
                    if (status === 404 && spec.accept404)
                        return { ...outcome.response, attempt };
                }
                const failure = failureOf(spec, outcome, attempt, this.#settings.policy);
                if (!failure.retry)
                    throw new api_error/* ApiError */.h(failure.fields);
                const retryAfterMs = outcome.kind === "response" ? outcome.retryAfterMs : undefined;
                // A 429 without Retry-After: the service's documentation asks for 1 s doubling to 60 s.
                const unpacedThrottle = outcome.kind === "response" &&
                    outcome.response.status === 429 &&
                    retryAfterMs === undefined;
                const jitter = this.#jitterDelay(attempt, unpacedThrottle ? THROTTLE_BACKOFF : this.#settings.backoff);
                const delayMs = retryAfterMs === undefined ? jitter : Math.max(retryAfterMs, jitter);
                if (Date.now() + delayMs >= deadline) {
                    const wait = retryAfterMs === undefined
                        ? "no time left for another attempt"
                        : `the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (Retry-After), more than is left`;
                    const reason = `${failure.fields.reason} (${wait} within ${deadlineText})`;
                    throw new api_error/* ApiError */.h({ ...failure.fields, reason });
                }
                await this.#settings.sleep(delayMs);
            }
        }
        finally {
            clearTimeout(timer);
        }
    }
    async #attempt(spec, signal, deadline, deadlineText) {
        const ticket = await this.#gate.acquire(deadline);
        let answer = "none";
        const deadlineReason = `no outcome within ${deadlineText}`;
        try {
            if (signal.aborted || ticket.late || Date.now() >= deadline) {
                return network(false, true, deadlineReason);
            }
            this.#requests++;
            if (spec.counter)
                spec.counter.attempts++;
            const { status, headers, text } = await (0,response_body/* exchange */.c)(this.#settings.pool, {
                origin: this.#settings.origin,
                method: spec.method,
                path: this.#settings.pathPrefix + spec.path,
                headers: spec.body === undefined ? this.#settings.headers : this.#jsonHeaders,
                body: spec.body ?? null,
            }, signal, spec.list ? this.#settings.maxBodyBytes.list : this.#settings.maxBodyBytes.other);
            const retryAfterMs = status === 429 || status === 503 ? parseRetryAfter(headers["retry-after"]) : undefined;
            answer = "answered";
            if (status === 429) {
                answer = "throttled";
                // Held back no longer than this call may last: a Retry-After of 200 s stalled every
                // request of an apply for 200 s.
                this.#gate.pauseFor(Math.min(retryAfterMs ?? 0, Math.max(0, deadline - Date.now())));
            }
            return { kind: "response", response: { status, text }, retryAfterMs };
        }
        catch (error) {
            if (signal.aborted) {
                return network(true, true, deadlineReason);
            }
            return networkFailure(error, this.#settings.transport);
        }
        finally {
            this.#gate.release(ticket, answer);
        }
    }
    /** Full jitter: uniform in [0, min(cap, base * 2^(attempt - 1))). */
    #jitterDelay(attempt, backoff = this.#settings.backoff) {
        const ceiling = Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** (attempt - 1));
        return this.#settings.random() * ceiling;
    }
}

;// CONCATENATED MODULE: ./src/io/service/api-client.ts
// The Compliance Inventory Service over HTTP (spec 4.2): one keep-alive connection pool, timeouts
// on every phase, retries where repeating a request cannot change the outcome (retry-policy.ts),
// and an adaptive limit on requests in flight so a rate-limited service is not hammered. This
// module holds the endpoints and the options' defaults; service-caller.ts sends each call. Every
// message that leaves this module has passed through redactSecrets.













class ApiClient {
    /** The key and the proxy credentials: masked in every message. */
    #secrets;
    #caller;
    /** Each asset's extra fields, by asset id: see serviceFieldsOf. */
    #assetServiceFields = new Map();
    constructor(options) {
        const { baseUrl, apiKey, urlSource, keySource, proxy } = options.connection;
        this.#secrets = (0,connection/* connectionSecrets */.K$)(options.connection);
        const requestTimeoutMs = options.requestTimeoutMs;
        const timeouts = {
            connectMs: options.timeouts?.connectMs ?? 10_000,
            headersMs: options.timeouts?.headersMs ?? requestTimeoutMs ?? 30_000,
            bodyMs: options.timeouts?.bodyMs ?? requestTimeoutMs ?? 60_000,
        };
        const redact = (text) => this.redact(text);
        const maxConcurrency = Math.max(1, Math.floor(options.maxConcurrency ?? number_setting/* SHARED_NUMBER_SETTINGS */.io.concurrency.default));
        this.#caller = new ServiceCaller({
            origin: baseUrl.origin,
            pathPrefix: baseUrl.pathname.replace(/\/+$/, ""),
            pool: options.dispatcher ??
                (0,dispatcher/* openDispatcher */.y)(baseUrl, proxy, {
                    connections: maxConcurrency,
                    connectTimeout: timeouts.connectMs,
                    headersTimeout: timeouts.headersMs,
                    bodyTimeout: timeouts.bodyMs,
                }),
            maxConcurrency,
            headers: { "x-api-key": apiKey, accept: "application/json" },
            deadlineMs: options.deadlineMs ?? Math.max(120_000, 4 * (requestTimeoutMs ?? 0)),
            maxBodyBytes: {
                list: options.maxBodyBytes?.list ?? 256 * 2 ** 20,
                other: options.maxBodyBytes?.other ?? 2 ** 20,
            },
            backoff: {
                baseDelayMs: options.retry?.baseDelayMs ?? 200,
                maxDelayMs: options.retry?.maxDelayMs ?? 10_000,
            },
            random: options.random ?? Math.random,
            sleep: options.sleep ?? ((ms) => (0,promises_.setTimeout)(ms)),
            policy: {
                maxAttempts: Math.max(1, options.retry?.maxAttempts ?? 5),
                secrets: this.#secrets,
                redact,
                sources: { keySource, urlSource },
            },
            transport: {
                host: baseUrl.host,
                urlSource,
                proxy,
                timeouts,
                secrets: this.#secrets,
                redact,
            },
        });
    }
    listFacilities(counter) {
        return this.#list("/facilities", FACILITY, counter);
    }
    listControlCenters(counter) {
        return this.#list("/control-centers", CONTROL_CENTER, counter);
    }
    listCyberSystems(counter) {
        return this.#list("/cyber-systems", CYBER_SYSTEM, counter);
    }
    async listCyberAssets(counter) {
        const path = "/cyber-assets";
        const response = await this.#caller.call({ method: "GET", path, counter, list: true });
        return readRecordList(response, CYBER_ASSET, this.#assetAnswer("GET", path));
    }
    /**
     * The fields the service last sent for the asset beyond the ones we map (`created_at`, ...), or
     * undefined. Kept here, beside the records rather than in them, so that no fingerprint, plan or
     * comparison can ever see them: only the echoes that ask for them (export, change record) do.
     */
    serviceFieldsOf(assetId) {
        return this.#assetServiceFields.get(assetId);
    }
    async getFacility(id, counter) {
        const path = this.#recordPath("GET", "/facilities", id, ID_PREFIXES.facility);
        return this.#get(path, FACILITY, counter);
    }
    async getControlCenter(id, counter) {
        const path = this.#recordPath("GET", "/control-centers", id, ID_PREFIXES.controlCenter);
        return this.#get(path, CONTROL_CENTER, counter);
    }
    async getCyberSystem(id, counter) {
        const path = this.#recordPath("GET", "/cyber-systems", id, ID_PREFIXES.cyberSystem);
        return this.#get(path, CYBER_SYSTEM, counter);
    }
    /** The asset, or undefined when the service answers 404. */
    async getCyberAsset(id, counter) {
        const path = this.#recordPath("GET", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#caller.call({ method: "GET", path, counter, accept404: true });
        if (response.status === 404)
            return undefined;
        return readRecord(response, CYBER_ASSET, this.#assetAnswer("GET", path));
    }
    /**
     * One create. A POST is repeated only when the service provably did nothing (429, or no
     * connection); any other failure after sending throws an ApiError with `ambiguous: true`, and
     * the caller must look for the asset before creating it again (see apply-operation.ts).
     */
    async createCyberAsset(body, counter) {
        const path = "/cyber-assets";
        const response = await this.#caller.call({
            method: "POST",
            path,
            body: JSON.stringify(body),
            counter,
        });
        // An unreadable 201 still means the create landed: the caller must find it, so ambiguous.
        return readRecord(response, CYBER_ASSET, this.#assetAnswer("POST", path, true));
    }
    async updateCyberAsset(id, patch, counter) {
        const path = this.#recordPath("PATCH", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#caller.call({
            method: "PATCH",
            path,
            body: JSON.stringify(patch),
            counter,
        });
        return readRecord(response, CYBER_ASSET, this.#assetAnswer("PATCH", path));
    }
    /**
     * Resolves once the asset is gone. A 404 (an earlier attempt, or someone else, deleted it) counts
     * as done only after GET /cyber-assets/{id} confirms the asset is absent; a 404 to the first
     * attempt means someone else deleted it ("gone-before"), not this client.
     */
    async deleteCyberAsset(id, counter) {
        const path = this.#recordPath("DELETE", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#caller.call({ method: "DELETE", path, counter, accept404: true });
        if (response.status !== 404)
            return "deleted";
        if ((await this.getCyberAsset(id, counter)) === undefined) {
            return response.attempt === 1 ? "gone-before" : "deleted";
        }
        throw new api_error/* ApiError */.h({
            method: "DELETE",
            path,
            status: 404,
            serviceMessage: serviceMessage(response.text, this.#secrets),
            ambiguous: false,
            reason: `404 ${external_node_http_.STATUS_CODES[404]} although GET ${path} still finds the asset; run apply again`,
        });
    }
    /**
     * From now on, no call lasts beyond `epochMs` (the deadline of a whole apply): a call that would
     * start later is not sent, one in flight is abandoned then, and no Retry-After is waited past it.
     */
    endCallsBy(epochMs) {
        this.#caller.endCallsBy(epochMs);
    }
    /** HTTP requests sent so far, retries included. */
    requestCount() {
        return this.#caller.requestCount();
    }
    /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
    backoff(attempt) {
        return this.#caller.backoff(attempt);
    }
    /** The most attempts one operation may make. */
    get maxAttempts() {
        return this.#caller.maxAttempts;
    }
    /** `text` with this client's API key and proxy credentials masked, for messages built outside. */
    redact(text) {
        return (0,redact/* redactSecrets */.fp)(text, this.#secrets);
    }
    close() {
        return this.#caller.close();
    }
    /** `collection/id`, refusing an id of another shape before anything is sent. */
    #recordPath(method, collection, id, prefix) {
        const checked = idSegment(id, prefix);
        if ("segment" in checked)
            return `${collection}/${checked.segment}`;
        throw new api_error/* ApiError */.h({
            method,
            path: `${collection}/{id}`,
            status: undefined,
            serviceMessage: undefined,
            ambiguous: false,
            reason: `not sent: the id ${checked.problem}; plan again`,
        });
    }
    async #list(path, kind, counter) {
        const response = await this.#caller.call({ method: "GET", path, counter, list: true });
        return readRecordList(response, kind, this.#answer("GET", path));
    }
    async #get(path, kind, counter) {
        const response = await this.#caller.call({ method: "GET", path, counter });
        return readRecord(response, kind, this.#answer("GET", path));
    }
    #answer(method, path, ambiguous = false) {
        return { method, path, ambiguous, redact: (text) => this.redact(text) };
    }
    /** As #answer, keeping each asset's extra fields; the latest answer about an asset wins. */
    #assetAnswer(method, path, ambiguous = false) {
        const known = LIST_RULES["/cyber-assets"].known;
        return {
            ...this.#answer(method, path, ambiguous),
            keepRaw: (record, raw) => {
                const fields = serviceFieldsOf(raw, known, (text) => this.redact(text));
                if (fields === undefined)
                    this.#assetServiceFields.delete(record.id);
                else
                    this.#assetServiceFields.set(record.id, fields);
            },
        };
    }
}
/** The four lists at once: reading the live inventory costs exactly four requests. */
async function fetchLiveInventory(client) {
    const [facilities, controlCenters, cyberSystems, cyberAssets] = await Promise.all([
        client.listFacilities(),
        client.listControlCenters(),
        client.listCyberSystems(),
        client.listCyberAssets(),
    ]);
    return { facilities, controlCenters, cyberSystems, cyberAssets };
}


/***/ }),

/***/ 3663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ statusLine),
/* harmony export */   h: () => (/* binding */ ApiError)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
// The one error the API client throws: what was sent, what came back, and whether the request
// may have taken effect. Its message is already redacted.

class ApiError extends Error {
    name = "ApiError";
    method;
    path;
    status;
    serviceMessage;
    ambiguous;
    constructor(fields) {
        // The service's own sentence may end in a full stop: the hint follows it without doubling.
        const reason = fields.hint === undefined ? fields.reason : fields.reason.replace(/[.;,\s]+$/, "");
        const hint = fields.hint === undefined ? "" : `; ${fields.hint}`;
        super(`${fields.method} ${fields.path} failed: ${reason}${hint}`);
        this.method = fields.method;
        this.path = fields.path;
        this.status = fields.status;
        this.serviceMessage = fields.serviceMessage;
        this.ambiguous = fields.ambiguous;
    }
}
/** "404 Not Found", or the bare number for a status Node has no name for. */
function statusLine(status) {
    const text = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[status];
    return text === undefined ? `${status}` : `${status} ${text}`;
}


/***/ })

};
