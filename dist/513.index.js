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
            Promise.all(/* import() */[__webpack_require__.e(881), __webpack_require__.e(806)]).then(__webpack_require__.bind(__webpack_require__, 2806)),
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
    const { gitHubCodeHost } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(407), __webpack_require__.e(571), __webpack_require__.e(881), __webpack_require__.e(355)]).then(__webpack_require__.bind(__webpack_require__, 9355));
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
// EXTERNAL MODULE: ./src/io/ledger/timestamps/tsa-endpoint.ts
var tsa_endpoint = __webpack_require__(7172);
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

/***/ 7441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ ASSESSMENT_FILES)
});

// EXTERNAL MODULE: ./src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts
var vulnerability_assessment_shape = __webpack_require__(7584);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(3788);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(6075);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-file-changes.ts


/**
 * The assessment files of `head` (path from the repository root → text) against those of `base`
 * (the assessment files of the commit compared with); undefined when none is added, changed or removed.
 * A file its parser refuses shows its path only (review refuses it before, with the problem).
 */
function assessmentFileChanges(head, base, comparedWith) {
    return (0,reviewed_file_set/* fileChanges */.C8)(head, base, comparedWith, (file, text, change) => {
        // Read whatever day it is: what the plan shows, and the fingerprint over it, must be the same
        // at review and at the merge (whether a date is after today is review's check, made before).
        const record = (0,parse_assessment/* parseAssessmentText */.X)(text, file, { at: undefined }).value;
        return record === undefined ? {} : { record: recordShown(record, change) };
    });
}
function recordShown(file, change) {
    const { kind, id } = file;
    if (file.kind === "technical-feasibility")
        return {
            kind,
            id,
            covers: file.systems.join(", "),
            closes: [
                `closes CIP-010 R3.2 of ${file.systems.join(", ")} in place of an active assessment, while in force (reference ${file.reference})`,
            ],
        };
    if (file.kind === "commissioning") {
        const { exception } = file;
        return {
            kind,
            id,
            covers: `${file.asset} of ${file.cyber_system}`,
            closes: [
                "like_replacement_of" in exception
                    ? `closes CIP-010 R3.3 of ${file.asset} as a like replacement of ${exception.like_replacement_of}, an asset in service before the merge whose baseline its own must equal`
                    : `closes CIP-010 R3.3 of ${file.asset} for CIP Exceptional Circumstance ${exception.cip_exceptional_circumstance}`,
            ],
        };
    }
    return assessmentShown(file, change);
}
/** An assessment: what it covers, its method and environment, the intervals and action items it closes or opens. */
function assessmentShown(file, change) {
    const { kind, id } = file;
    const systems = file.systems.join(", ");
    const active = file.method === "active";
    // A later version of an assessment in force keeps its action plan current (assessment-pass.ts).
    const intervals = change === "changed"
        ? ["closes no interval again: a later version of an assessment keeps its action plan current"]
        : [
            "closes CIP-010 R3.1 for the applicable assets it covers",
            ...(active ? ["closes CIP-010 R3.2 for the BES Cyber Assets it covers"] : []),
            ...(active && file.assets.length > 0
                ? ["closes CIP-010 R3.3 for each asset it names that goes into service"]
                : []),
        ];
    return {
        kind,
        id,
        covers: file.assets.length === 0
            ? `every applicable asset of ${systems}`
            : `${file.assets.join(", ")} of ${systems}`,
        method: file.method,
        environment: file.environment,
        closes: [
            ...intervals,
            ...(file.actionPlan === "no vulnerabilities found"
                ? []
                : file.actionPlan.map((item) => {
                    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an action item has one status at least (its parser requires it)
                    const last = item.statuses.at(-1);
                    return last.status === "done"
                        ? `closes CIP-010 R3.4 action item ${item.id} (done on ${last.on})`
                        : `opens CIP-010 R3.4 action item ${item.id} (planned completion ${item.plannedCompletion}, ${last.status})`;
                })),
        ],
    };
}

// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-file-set.ts
// The assessment files as a set the family's row carries (Family.reviewedFiles): where they are,
// which paths are theirs, the merge record's field and what the plan shows of each; apart from
// assessment-files.ts, which assessment-file-changes.ts reads, so that neither imports the
// other. Pure.



/**
 * The assessment files as the family's row carries them: the plan and the merge gather them so,
 * and the plan shows each as `assessmentFileChanges` does.
 */
const ASSESSMENT_FILES = {
    ...vulnerability_assessment_shape/* VULNERABILITY_ASSESSMENT_SHAPE */.g.reviewedFiles,
    roots: [assessment_files/* ASSESSMENTS_FOLDER */.Jy],
    patterns: [`${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/*.yaml`],
    belongs: assessment_files/* isAssessmentFile */.B0,
    changes: assessmentFileChanges,
};


/***/ }),

/***/ 4683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ assessedNameKey),
/* harmony export */   B0: () => (/* binding */ isAssessmentFile),
/* harmony export */   J4: () => (/* binding */ ITEM_STATUSES),
/* harmony export */   J8: () => (/* binding */ METHODS),
/* harmony export */   Jy: () => (/* binding */ ASSESSMENTS_FOLDER),
/* harmony export */   Li: () => (/* binding */ NO_VULNERABILITIES),
/* harmony export */   UH: () => (/* binding */ ASSESSMENT_FILES_VERSION),
/* harmony export */   hl: () => (/* binding */ ASSESSMENT_KINDS),
/* harmony export */   ju: () => (/* binding */ ENVIRONMENTS)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// CIP-010-4 R3's reviewed files (Vulnerability Assessments), as the plan and the obligations read
// them once parsed: one file per record under vulnerability-assessments/, each of one kind:
//   - an assessment (R3.1, R3.2, and R3.3 for the assets it names): the systems it covers, paper or
//     active, the environment (a test environment's differences from production and how they were
//     accounted for, per 3.2.2), the controls assessed or the tool output by SHA-256, the results
//     and the action plan (R3.4), which may be that no vulnerabilities were found;
//   - a technical-feasibility record (R3.2's "where technically feasible"), with its reference;
//   - a commissioning exception (R3.3): a like replacement naming the existing asset whose
//     baseline the new one models, or a CIP Exceptional Circumstance reference.
// The record of the merge that reviewed it dates it. A typed date (performed_on, an item's planned
// completion and status dates) is the file's word, never after the day it is parsed; an
// assessment's performed_on is the day R3.1 and R3.2 count it from (an interval it was performed
// before is closed by nothing of it). Pure.

const ASSESSMENT_FILES_VERSION = 1;
/** Where the files are, relative to the repository root. */
const ASSESSMENTS_FOLDER = "vulnerability-assessments";
const ASSESSMENT_KINDS = ["assessment", "technical-feasibility", "commissioning"];
const METHODS = ["paper", "active"];
const ENVIRONMENTS = ["production", "test"];
const ITEM_STATUSES = ["open", "in-progress", "done"];
/** What R3.4's action plan says when an assessment found nothing to remediate or mitigate. */
const NO_VULNERABILITIES = "no vulnerabilities found";
/** A system's or an asset's name as files and inventories compare it (case and Unicode form ignored). */
function assessedNameKey(name) {
    return (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(name);
}
/** Whether `path` (relative to the repository root) is an assessment file: ID.yaml in the folder. */
function isAssessmentFile(path) {
    if (!path.startsWith(`${ASSESSMENTS_FOLDER}/`) || !path.endsWith(".yaml"))
        return false;
    return !path.slice(ASSESSMENTS_FOLDER.length + 1).includes("/");
}


/***/ }),

/***/ 366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FE: () => (/* binding */ NO_COMMISSIONING_ASSESSMENT),
/* harmony export */   Fi: () => (/* binding */ checkCommissioningAssessments),
/* harmony export */   Yq: () => (/* binding */ impactUndeclared),
/* harmony export */   Zv: () => (/* binding */ COMMISSIONING_ASSESSMENT_FIX)
/* harmony export */ });
/* unused harmony exports IMPACT_UNDECLARED_AT_MERGE, commissionedWords */
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7178);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8453);
/* harmony import */ var _plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(608);
/* harmony import */ var _plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3788);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2885);
/* harmony import */ var _assessment_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4683);
/* harmony import */ var _commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(0);
// CIP-010-4 R3.3 at review, as R1.1 is checked at commissioning (core/plan/commissioning.ts): each
// asset the change puts into service (a create, or a move into its system) in a High BES Cyber
// System, of a class Part 3.3 names (the requirement table's row: BCA, EACMS, PCA), must carry in
// the checkout's vulnerability-assessments/ files one of what the standard accepts: "Prior to
// adding a new applicable Cyber Asset to a production environment, perform an active
// vulnerability assessment of the new Cyber Asset, except for CIP Exceptional Circumstances and
// like replacements of the same type of Cyber Asset with a baseline configuration that models an
// existing baseline configuration of the previous or other existing Cyber Asset." So:
//   - an active assessment covering its system and naming the asset under `assets:` (a paper one
//     is listed, and is not enough);
//   - a like-replacement declaration naming the existing asset whose baseline it models: the two
//     baselines are compared as R1.2's deviations are (baseline-differences.ts), and any
//     difference, or a comparison that cannot be made, is listed and does not stand (fail closed);
//   - a CIP Exceptional Circumstance reference.
// A file in the checkout is reviewed by this change's merge or an earlier one, so its record is
// dated no later than the merge. Otherwise the plan lists the asset ("R3.3: no assessment before
// commissioning"), and the policy's `vulnerability_assessments: require` refuses the plan, as
// `patch_sources: require` does (core/patches/plan-sources.ts). Pure.









/** The words every output lists an asset without R3.3's evidence by. */
const NO_COMMISSIONING_ASSESSMENT = "R3.3: no assessment before commissioning";
/**
 * Why an asset of a system without `impact:` is not judged, as every output says it: the plan of
 * "its system", the ledger's pass of the system it names.
 */
function impactUndeclared(system = "its system") {
    return `${system} ${PART_3_3_UNKNOWN}; declare impact: in its document`;
}
const PART_3_3_UNKNOWN = "declares no impact, so whether Part 3.3 applies (High only) is not known";
/**
 * Why an asset a plan puts into a system without `impact:` is not judged, and what the merge's
 * record then opens for it (configuration-monitoring-assets.ts judges it as High): said before
 * the merge, so that the exception in the ledger is no surprise.
 */
const IMPACT_UNDECLARED_AT_MERGE = `its system ${PART_3_3_UNKNOWN}, and once merged its CIP-010 R2.1 configuration monitoring is judged as for High: an exception in the ledger (impact not declared); declare impact: in its document`;
/** How to close a gap, as every output says it. */
const COMMISSIONING_ASSESSMENT_FIX = `add to ${_assessment_files_js__WEBPACK_IMPORTED_MODULE_7__/* .ASSESSMENTS_FOLDER */ .Jy}/ an active assessment whose systems and assets name it, or a kind: commissioning record with like_replacement_of: EXISTING-ASSET (whose baseline it models) or cip_exceptional_circumstance: REFERENCE`;
const R3_3 = (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .requirementRow */ .gv)("CIP-010 R3.3");
function checkCommissioningAssessments(inputs) {
    const entering = (0,_plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__/* .goesIntoService */ .Q)(inputs.resolved, inputs.live);
    // Every asset the change puts into service, whatever its system: none is an existing one.
    const enteringKeys = new Set(inputs.resolved.flatMap(({ document }) => document.assets
        .filter((asset) => asset.type !== "software" && entering(document, asset))
        .map((asset) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_7__/* .assessedNameKey */ .AT)(asset.name))));
    const commissioned = [];
    for (const { document } of inputs.resolved) {
        const impact = document.impact?.value;
        // A High system only; one without `impact:` is not known to be one: listed as not judged.
        if (impact !== undefined && impact !== "high")
            continue;
        for (const asset of document.assets) {
            const assetClass = asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ASSET_CLASS */ .q$;
            if (asset.type === "software")
                continue;
            if (!(0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .applies */ .Br)(R3_3, { class: assetClass, impact: "high" }))
                continue;
            if (!entering(document, asset))
                continue;
            const system = document.cyberSystem.value;
            const evidence = evidenceOf(inputs, { system, asset }, enteringKeys);
            const gap = (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .evidenceGap */ .mk)(evidence, () => notComparedWhy(inputs.existing));
            commissioned.push({
                cyber_system: system,
                asset: asset.name,
                class: assetClass,
                location: asset.location,
                evidence,
                ...(impact === undefined
                    ? { not_judged: IMPACT_UNDECLARED_AT_MERGE }
                    : gap === undefined
                        ? {}
                        : { gap }),
            });
        }
    }
    if (commissioned.length === 0)
        return { check: undefined, problems: [] };
    const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
    return { check: { setting, commissioned }, problems: refused(commissioned, inputs.rule) };
}
/** The assessment files that speak for `asset` of `system`, the strongest first. */
function evidenceOf({ files, existing }, { system, asset }, entering) {
    const r33 = files.flatMap((file) => (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .commissioningFileOf */ .xX)(file) ?? []);
    return (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .evidenceNaming */ .iq)(r33, { system, asset: asset.name }, entering, (of) => {
        const modelled = existingAsset(existing, of);
        return modelled === undefined || asset.baseline === undefined
            ? undefined
            : (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineDifferences */ .G)(modelled, asset.baseline);
    });
}
/** The existing asset's baseline, by its name in any system (names are unique in the service). */
function existingAsset(existing, name) {
    if (existing === undefined || "notCompared" in existing)
        return undefined;
    for (const document of existing.documents)
        for (const asset of document.assets)
            if ((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_6__/* .nameKey */ .Rc)(asset.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_6__/* .nameKey */ .Rc)(name) && asset.baseline !== undefined)
                return asset.baseline;
    return undefined;
}
/** Why a like replacement's baselines were not compared at review. */
function notComparedWhy(existing) {
    if (existing === undefined)
        return "but the baselines were not compared (none declared, or no --base)";
    if ("notCompared" in existing)
        return `but the baselines were not compared: ${existing.notCompared}`;
    return "but one of the two declares no baseline to compare";
}
/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(commissioned, read) {
    return (0,_plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_4__/* .requiredGapErrors */ .NJ)(commissioned.filter((entry) => entry.gap !== undefined), read, (entry, policyFile) => `${NO_COMMISSIONING_ASSESSMENT}: ${commissionedWords(entry)} (${entry.gap ?? ""}), and ${policyFile} sets vulnerability_assessments: require: ${COMMISSIONING_ASSESSMENT_FIX}`);
}
/** The asset as every output names it. */
function commissionedWords(entry) {
    return `${entry.class} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(entry.asset)} goes into service in High system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(entry.cyber_system)}`;
}


/***/ }),

/***/ 0:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M5: () => (/* binding */ standingEvidence),
/* harmony export */   iq: () => (/* binding */ evidenceNaming),
/* harmony export */   mk: () => (/* binding */ evidenceGap),
/* harmony export */   xX: () => (/* binding */ commissioningFileOf)
/* harmony export */ });
/* unused harmony export evidenceStands */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _assessment_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4683);


/** `file` as R3.3 reads it; undefined for a technical-feasibility record (R3.2's). */
function commissioningFileOf(file) {
    if (file.kind === "assessment") {
        const { kind, id, systems, assets, method } = file;
        return { kind, id, systems, assets, method };
    }
    if (file.kind === "commissioning") {
        const { kind, id, cyber_system, asset, exception } = file;
        return { kind, id, cyber_system, asset, exception };
    }
    return undefined;
}
/**
 * The files that speak for `asset` of `system`, the strongest first (an active assessment, then a
 * paper one, then the exceptions). `compare` says where a like replacement's baseline differs from
 * the existing asset's it names ([] when they agree; undefined when they could not be compared).
 * `entering` holds the name keys (assessedNameKey) of every asset the same change puts into
 * service: one rule for the plan and the ledger, Part 3.3's "existing baseline configuration of
 * the previous or other existing Cyber Asset" is an asset in service before the change, so a like
 * replacement of one of them is never compared and never stands (two new assets, each the
 * other's like replacement, model nothing that existed).
 */
function evidenceNaming(files, { system, asset }, entering, compare) {
    const systemKey = (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(system);
    const assetKey = (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(asset);
    const assessments = [];
    const exceptions = [];
    for (const file of files) {
        if (file.kind === "assessment") {
            if (!file.systems.some((name) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(name) === systemKey))
                continue;
            if (!file.assets.some((name) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(name) === assetKey))
                continue;
            assessments.push({ kind: `${file.method}-assessment`, record: file.id });
            continue;
        }
        if ((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(file.cyber_system) !== systemKey)
            continue;
        if ((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(file.asset) !== assetKey)
            continue;
        const { exception } = file;
        if ("cip_exceptional_circumstance" in exception) {
            const reference = exception.cip_exceptional_circumstance;
            exceptions.push({ kind: "exceptional-circumstance", record: file.id, reference });
            continue;
        }
        const of = exception.like_replacement_of;
        if (entering.has((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(of))) {
            exceptions.push({ kind: "like-replacement", record: file.id, of, of_entering: true });
            continue;
        }
        const differences = compare(of);
        exceptions.push({
            kind: "like-replacement",
            record: file.id,
            of,
            ...(differences === undefined ? {} : { differences }),
        });
    }
    // Active before paper, so that the first one read is the one that stands.
    assessments.sort((a, b) => Number(b.kind === "active-assessment") - Number(a.kind === "active-assessment"));
    return [...assessments, ...exceptions];
}
/** Whether `entry` stands for R3.3: an active assessment, an exception, an equal baseline. */
function evidenceStands(entry) {
    switch (entry.kind) {
        case "active-assessment":
        case "exceptional-circumstance":
            return true;
        case "paper-assessment":
            return false;
        case "like-replacement":
            return entry.differences !== undefined && entry.differences.length === 0;
    }
}
/** The evidence that stands, the strongest; undefined when none does. */
function standingEvidence(evidence) {
    return evidence.find(evidenceStands);
}
/**
 * Why none of `evidence` stands; undefined: one does. `notCompared` says why a like replacement
 * without differences could not be compared (the caller knows what it compared with).
 */
function evidenceGap(evidence, notCompared) {
    if (evidence.some(evidenceStands))
        return undefined;
    const reasons = evidence.map((entry) => {
        switch (entry.kind) {
            case "paper-assessment":
                return `${entry.record} is a paper assessment (Part 3.3 asks for an active one)`;
            case "like-replacement":
                return `${entry.record} declares a like replacement of ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry.of)}, ${entry.of_entering === true
                    ? "which the same change puts into service: the asset replaced must be in service before it, with its baseline"
                    : entry.differences === undefined
                        ? notCompared()
                        : `whose baseline differs: ${entry.differences.map(differenceWords).join("; ")}`}`;
            default:
                return `${entry.record} does not stand`;
        }
    });
    return reasons.length === 0 ? "no assessment file names it" : reasons.join("; ");
}
function differenceWords({ item, added, removed }) {
    // Compared by digest only (a baseline_ref, or a ledger record's): no item to name.
    if (item === "unknown")
        return "the baseline as a whole (by its digest)";
    const parts = [
        ...(added.length === 0 ? [] : [`adds ${added.join(", ")}`]),
        ...(removed.length === 0 ? [] : [`lacks ${removed.join(", ")}`]),
    ];
    return parts.length === 0 ? item : `${item} ${parts.join(" and ")}`;
}


/***/ }),

/***/ 6075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ parseAssessmentText)
});

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/reviewed-file-reader.ts
var reviewed_file_reader = __webpack_require__(7210);
// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-reading.ts
// What the parsers of an assessment file's parts share (parse-assessment.ts and the modules of its
// parts): the reader, the file's fields, the latest day a written date may name, and the names it
// notes for review to resolve against the inventory.



/**
 * Notes each name of a written list (`systems:`, `assets:`) or a single name at its own place, for
 * review to resolve against the inventory (assessment-references.ts).
 */
function referToEach(reader, value, reference) {
    const nodes = (0,dist/* isSeq */.oP)(value) ? value.items : [value];
    for (const node of nodes)
        if ((0,dist/* isScalar */.jn)(node) && typeof node.value === "string")
            reader.refer((0,yaml_reader/* nodeStart */.f)(node), reference(node.value));
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-action-plan.ts
// CIP-010-4 R3.4's action plan in an assessment file: `no vulnerabilities found`, or the action
// items, each with its planned completion date and its dated status history ("the planned date of
// completing the action plan and the execution status of any remediation or mitigation action
// items"). Statuses are written in date order, none after today; an item's ids are distinct.
//
//   action_plan:
//     - id: AI-1
//       action: disable telnet on alpha-relay-01
//       planned_completion: 2026-06-30
//       status:
//         - { on: 2026-03-12, status: open }
//         - { on: 2026-05-02, status: done }




const PLAN_SHAPE = `${assessment_files/* NO_VULNERABILITIES */.Li}, or a list of { id, action, planned_completion, status }`;
const ITEM_KEYS = ["id", "action", "planned_completion", "status"];
/** The action plan; reported at `resultsAt` when the file has none. */
function actionPlanOf(reading, resultsAt) {
    const { reader, fields } = reading;
    const field = fields.get("action_plan");
    if (field === undefined) {
        reader.error(resultsAt, `an assessment documents its action plan (CIP-010-4 R3.4); write action_plan: ${PLAN_SHAPE}`);
        return undefined;
    }
    if ((0,dist/* isScalar */.jn)(field.value) && field.value.value === assessment_files/* NO_VULNERABILITIES */.Li)
        return assessment_files/* NO_VULNERABILITIES */.Li;
    if ((0,dist/* isScalar */.jn)(field.value)) {
        reader.error((0,yaml_reader/* nodeStart */.f)(field.value), `action_plan ${(0,diagnostics/* quote */.hD)(String(field.value.value))} is not a plan; write ${PLAN_SHAPE}`);
        return undefined;
    }
    const items = reader.list(field.value, field.keyOffset, "action_plan", PLAN_SHAPE);
    if (items === undefined)
        return undefined;
    const plan = [];
    for (const item of items) {
        const read = itemOf(reading, item, (0,yaml_reader/* nodeStart */.f)(field.value));
        if (read === undefined)
            return undefined;
        if (plan.some((other) => other.id === read.id)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `action item ${(0,diagnostics/* quote */.hD)(read.id)} is written twice`);
            return undefined;
        }
        plan.push(read);
    }
    return plan;
}
function itemOf(reading, value, keyOffset) {
    const { reader } = reading;
    const shape = "{ id, action, planned_completion, status }";
    const map = reader.submap(value, keyOffset, "an action item", shape);
    const fields = map && reader.fields(map, ITEM_KEYS, ITEM_KEYS, "an action item");
    if (fields === undefined)
        return undefined;
    const id = reader.textField(fields, "id", "the item's id, AI-1");
    const action = reader.textField(fields, "action", "the remediation or mitigation to carry out");
    const planned = reader.dateField(fields, "planned_completion", "the planned date of completing it");
    const statuses = statusesOf(reading, fields);
    if (id === undefined || action === undefined || planned === undefined || statuses === undefined)
        return undefined;
    return { id, action, plannedCompletion: planned, statuses };
}
function statusesOf(reading, fields) {
    const { reader } = reading;
    const entry = {
        what: "a status",
        shape: "{ on: 2026-03-12, status: open }",
        keys: ["on", "status"],
    };
    return reader.mapsField(fields, "status", entry, (status, item, before) => {
        const on = reading.reader.pastDateField(status, "on", "the day of the status", reading.options.at);
        const state = reader.choiceField(status, "status", assessment_files/* ITEM_STATUSES */.J4);
        if (on === undefined || state === undefined)
            return undefined;
        const last = before.at(-1);
        if (last === undefined || on >= last.on)
            return { on, status: state };
        reader.error((0,yaml_reader/* nodeStart */.f)(item), `status of ${on} is written after one of ${last.on}; keep the history in date order`);
        return undefined;
    });
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-assessment-exceptions.ts
// The two records of an assessment file that stand in for an assessment: a technical-feasibility
// record (R3.2: "Where technically feasible"), naming the High systems and its reference; and a
// commissioning exception (R3.3): a like replacement naming the existing asset whose baseline the
// new one models, or a CIP Exceptional Circumstance reference, one of them.
//
//   version: 1
//   id: TF-2026-01
//   kind: technical-feasibility
//   systems: [Legacy Control]
//   reference: TFE-0042
//   reason: the serial relays cannot be scanned actively without tripping
//
//   version: 1
//   id: C-2026-07
//   kind: commissioning
//   cyber_system: Protection System
//   asset: alpha-relay-03
//   like_replacement_of: alpha-relay-01



function feasibilityOf(start) {
    const keys = ["version", "id", "kind", "systems", "reference", "reason"];
    const read = start(keys, ["version", "id", "systems", "reference", "reason"]);
    if (read === undefined)
        return undefined;
    const { reader, fields } = read.reading;
    const at = (key) => (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const systems = reader.textsField(fields, "systems", "a High system an active assessment is not technically feasible for");
    const reference = reader.textField(fields, "reference", "the record's reference (its technical feasibility exception, say)");
    const reason = reader.textField(fields, "reason", "why an active assessment is not technically feasible");
    if (systems === undefined || reference === undefined || reason === undefined)
        return undefined;
    referToEach(reader, at("systems").value, (name) => ({
        kind: "cyber-system",
        field: "systems",
        name,
    }));
    return { kind: "technical-feasibility", id: read.id, systems, reference, reason };
}
const EXCEPTIONS = ["like_replacement_of", "cip_exceptional_circumstance"];
function commissioningOf(start) {
    const keys = ["version", "id", "kind", "cyber_system", "asset", ...EXCEPTIONS];
    const read = start(keys, ["version", "id", "cyber_system", "asset"]);
    if (read === undefined)
        return undefined;
    const { reader, fields } = read.reading;
    const at = (key) => (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const system = reader.textField(fields, "cyber_system", "the system the asset goes into, as its document names it");
    const asset = reader.textField(fields, "asset", "the new asset, as the inventory names it");
    const exception = exceptionOf(read.reading, fields, (0,yaml_reader/* nodeStart */.f)(at("asset").value));
    if (system === undefined || asset === undefined || exception === undefined)
        return undefined;
    referToEach(reader, at("cyber_system").value, (name) => ({
        kind: "cyber-system",
        field: "cyber_system",
        name,
    }));
    // The asset replaced (like_replacement_of) is not resolved here: the same change may retire it.
    referToEach(reader, at("asset").value, (name) => ({
        kind: "asset",
        field: "asset",
        name,
        systems: [system],
    }));
    return { kind: "commissioning", id: read.id, cyber_system: system, asset, exception };
}
function exceptionOf({ reader }, fields, at) {
    const exception = reader.oneTextOf(fields, EXCEPTIONS, at, (written) => `a commissioning record names ${written === 0 ? "no" : "both"} exception${written === 0 ? "" : "s"} of CIP-010-4 R3.3; write exactly one of like_replacement_of: EXISTING-ASSET or cip_exceptional_circumstance: REFERENCE`, (key) => key === "like_replacement_of"
        ? "the existing asset whose baseline the new one models"
        : "the CIP Exceptional Circumstance's reference");
    if (exception === undefined)
        return undefined;
    return exception.key === "like_replacement_of"
        ? { like_replacement_of: exception.text }
        : { cip_exceptional_circumstance: exception.text };
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-assessment.ts







const ASSESSMENT_KEYS = [
    "version",
    "id",
    "kind",
    "systems",
    "assets",
    "method",
    "environment",
    "test_environment",
    "controls_assessed",
    "tool_output",
    "performed_on",
    "results",
    "action_plan",
];
function parseAssessmentText(text, file, options) {
    const kind = { what: "a vulnerability assessment file", version: assessment_files/* ASSESSMENT_FILES_VERSION */.UH };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => fileOf(reader, map, file, options));
}
function fileOf(reader, map, file, options) {
    const kindField = map.items.find((pair) => pair.key?.value === "kind");
    const kind = kindField === undefined
        ? "assessment"
        : reader.choice(kindField.value, (0,yaml_reader/* nodeStart */.f)(kindField.key), { label: "kind", hint: "assessment, technical-feasibility or commissioning" }, assessment_files/* ASSESSMENT_KINDS */.hl)?.value;
    if (kind === undefined)
        return undefined;
    const reading = (known, required) => {
        const fields = reader.fileFields(map, known, required, `${kind === "assessment" ? "an" : "a"} ${kind} record`);
        if (fields === undefined)
            return undefined;
        const id = fileId(reader, fields, file);
        return id === undefined ? undefined : { id, reading: { reader, fields, options } };
    };
    if (kind === "technical-feasibility")
        return feasibilityOf(reading);
    if (kind === "commissioning")
        return commissioningOf(reading);
    const read = reading(ASSESSMENT_KEYS, ["version", "id", "systems", "method", "results"]);
    return read && assessmentOf(read.reading, read.id);
}
/** The file's `id`, which must be its file's name in the folder. */
function fileId(reader, fields, file) {
    const id = reader.textField(fields, "id", "the record's id, its file's name");
    if (id === undefined)
        return undefined;
    const parts = file.split("/");
    const named = parts.at(-1)?.replace(/\.yaml$/, "");
    const rule = `a record is filed as ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/ID.yaml`;
    if (named === id && parts.at(-2) === assessment_files/* ASSESSMENTS_FOLDER */.Jy)
        return id;
    reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "id").value), parts.at(-2) === assessment_files/* ASSESSMENTS_FOLDER */.Jy
        ? `record id ${(0,diagnostics/* quote */.hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml, or write id: ${named ?? ""}`
        : `record ${(0,diagnostics/* quote */.hD)(id)} is filed in ${parts.slice(0, -1).join("/") || "the repository root"}, not ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/: ${rule}; move the file to ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml`);
    return undefined;
}
function assessmentOf(reading, id) {
    const { reader, fields } = reading;
    const at = (key) => (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const { systems, assets } = coverageOf(reading);
    const method = reader.choiceField(fields, "method", assessment_files/* METHODS */.J8);
    const environment = environmentOf(reading);
    const evidence = evidenceOf(reading);
    const performedOn = fields.has("performed_on")
        ? reading.reader.pastDateField(fields, "performed_on", "the day it was done", reading.options.at)
        : undefined;
    const results = reader.textField(fields, "results", "what the assessment found (R3.4: document the results)");
    const actionPlan = actionPlanOf(reading, (0,yaml_reader/* nodeStart */.f)(at("results").value));
    if (systems === undefined ||
        assets === undefined ||
        method === undefined ||
        environment === undefined ||
        evidence === undefined ||
        (fields.has("performed_on") && performedOn === undefined) ||
        results === undefined ||
        actionPlan === undefined)
        return undefined;
    return {
        kind: "assessment",
        id,
        systems,
        assets,
        method,
        ...environment,
        ...evidence,
        ...(performedOn === undefined ? {} : { performedOn }),
        results,
        actionPlan,
    };
}
/**
 * What an assessment covers: the systems, as their documents name them, and the assets it names
 * (none: every applicable asset of those systems), each noted to be checked against the checkout.
 */
function coverageOf(reading) {
    const { reader, fields } = reading;
    const at = (key) => (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const systems = reader.textsField(fields, "systems", "a cyber system it covers, as its document's cyber_system: names it");
    const assets = fields.has("assets")
        ? reader.textsField(fields, "assets", "an asset it assessed")
        : [];
    referToEach(reader, at("systems").value, (name) => ({
        kind: "cyber-system",
        field: "systems",
        name,
    }));
    if (systems !== undefined && fields.has("assets"))
        referToEach(reader, at("assets").value, (name) => ({
            kind: "asset",
            field: "assets",
            name,
            systems,
        }));
    return { systems, assets };
}
/** `environment` (production by default), and a test environment's differences (3.2.2). */
function environmentOf(reading) {
    const { reader, fields } = reading;
    const field = fields.get("environment");
    const environment = field === undefined ? "production" : reader.choiceField(fields, "environment", assessment_files/* ENVIRONMENTS */.ju);
    if (environment === undefined)
        return undefined;
    const test = fields.get("test_environment");
    if (environment === "production") {
        if (test === undefined)
            return { environment };
        reader.error(test.keyOffset, "test_environment belongs to an assessment in a test environment; remove it, or write environment: test");
        return undefined;
    }
    if (test === undefined) {
        reader.error(
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- environment is test only when the environment field was written
        field.keyOffset, "an assessment in a test environment documents the differences from production and how they were accounted for (CIP-010-4 3.2.2); write test_environment: { differences: ..., accounted_for: ... }");
        return undefined;
    }
    const testEnvironment = testEnvironmentOf(reader, test.value, test.keyOffset);
    return testEnvironment && { environment, testEnvironment };
}
function testEnvironmentOf(reader, value, keyOffset) {
    const shape = "{ differences: ..., accounted_for: ... }";
    const map = reader.submap(value, keyOffset, "test_environment", shape);
    const keys = ["differences", "accounted_for"];
    const fields = map && reader.fields(map, keys, keys, "test_environment");
    if (fields === undefined)
        return undefined;
    const differences = reader.textField(fields, "differences", "how the test environment differs from production");
    const accountedFor = reader.textField(fields, "accounted_for", "the measures used to account for the differences");
    return differences === undefined || accountedFor === undefined
        ? undefined
        : { differences, accountedFor };
}
/** The controls assessed, or the tool output by digest: one of them at least (R3.1's Measures). */
function evidenceOf(reading) {
    const { reader, fields } = reading;
    if (!fields.has("controls_assessed") && !fields.has("tool_output")) {
        const at = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "method").keyOffset;
        reader.error(at, "an assessment lists the controls assessed or the output of the tools used (CIP-010-4 R3.1's Measures); write controls_assessed: [...] or tool_output: [{ name: ..., sha256: ... }]");
        return undefined;
    }
    const controls = fields.has("controls_assessed")
        ? reader.textsField(fields, "controls_assessed", "a control assessed")
        : [];
    const outputs = fields.has("tool_output") ? toolOutputs(reader, fields) : [];
    return controls === undefined || outputs === undefined
        ? undefined
        : { controls, toolOutput: outputs };
}
const TOOL_OUTPUT_SHA256 = "the output's SHA-256 in 64 lower-case hex digits (sha256sum FILE)";
/** `tool_output`: each output's file name and its SHA-256. */
function toolOutputs(reader, fields) {
    const entry = {
        what: "a tool_output entry",
        shape: "{ name: scan.nessus, sha256: 64 hex digits }",
        keys: ["name", "sha256"],
    };
    return reader.mapsField(fields, "tool_output", entry, (output) => {
        const name = reader.textField(output, "name", "the output file's name");
        const sha256 = reader.textField(output, "sha256", "its SHA-256, 64 hex");
        if (name === undefined || sha256 === undefined)
            return undefined;
        return reader.isSha256(output, "sha256", sha256, TOOL_OUTPUT_SHA256)
            ? { name, sha256 }
            : undefined;
    });
}


/***/ }),

/***/ 6609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b7: () => (/* reexport */ APPROVERS),
  L3: () => (/* reexport */ MAX_OBSERVATION_SKEW_MINUTES),
  o9: () => (/* reexport */ ORIGINS),
  vO: () => (/* binding */ authorityOf)
});

// UNUSED EXPORTS: AUTHORITY_TABLE, DATE_RULES, FACTS, dateRuleWords

;// CONCATENATED MODULE: ./src/core/authority/authority-row.ts
const FACTS = (/* unused pure expression or super */ null && ([
    "inventory-operation",
    "baseline",
    "baseline-reviewed",
    "baseline-completed-on",
    "completion-note",
    "verification-note",
    "configuration-observation",
    "investigation-note",
    "policy-rules",
    "policy-owners",
    "system-owners",
    "system-impact",
    "cip-senior-manager",
    "delegates",
    "cip-002-last-approval",
    "calendar",
    "source-commands",
    "ledger-declaration",
    "patch-sources",
    "patch-evaluation",
    "mitigation-plan",
    "plan-timeframe-change",
    "plan-event-occurred",
    "plan-implemented",
    "vulnerability-assessment",
    "assessed-assets",
    "technical-feasibility",
    "commissioning-exception",
    "action-item-status",
    "action-item-date-change",
    "low-impact-site-file",
    "low-impact-policy-review",
    "low-impact-policy-approval",
    "low-impact-reinforcement",
    "incident-plan-test",
    "incident-plan-update",
    "system-access-file",
    "password-change-enforcement",
    "password-change",
    "default-passwords-answer",
]));
/**
 * Where a record of a fact may come from. Anything else (a drift check on another branch, a record
 * appended by someone other than the ledger's writer, a break-glass record or a collector's file
 * no operator key signed) is no origin at all: what it carries closes nothing.
 */
const ORIGINS = {
    "reviewed-merge": "a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
    "default-branch-drift-check": "the Action's drift check on the default branch",
    "operator-signed-append": "cip-sync evidence append --monitoring, in a commit signed by an operator key that evidence verify --operator-keys accepts",
    "signed-break-glass": "a break-glass record (cip-sync apply --record) in a commit signed by an operator key that evidence verify --operator-keys accepts",
};
/** Whose approval a change of a fact needs, each as the facts in force name them, all of a row's together. */
const APPROVERS = {
    "counted-approvals": "min-approvals counted approvals of the pull request (the gate)",
    "system-owners": "the owners the system's document names in force (owner policy)",
    "policy-owners": "the policy owners cip-policy.yaml names in force",
    "rule-approvers": "the approvals each rule the change removes or weakens itself requires, in force",
    "cip-senior-manager": "the CIP Senior Manager cip-policy.yaml names in force",
    "senior-manager-or-delegate": "the CIP Senior Manager or a delegate for the action (cip-002-r2.2 for a CIP-002 R2 approval, cip-007-r2.4 for a mitigation plan's revision or extension), as cip-policy.yaml names them in force, a delegation counting from its delegated_on",
    "action-plan-approvers": "one of the people cip-policy.yaml's assessment_date_approvers names in force before the merge, or, where it names none, one of the owners the system's document names in force before the merge, among its counted approvers (CIP-010 R3.4 names no approver; a team among the owners is not matched)",
    "deviation-approvers": "a counted approver of the pull request that authorized the deviation the fact is about",
};
/** How far a collector's clock may run ahead of the one that appends its file. */
const MAX_OBSERVATION_SKEW_MINUTES = 5;
/** The dates a fact may carry, against the record that carries it. */
const DATE_RULES = {
    "recorded-at": "none of its own: it is dated by the record that carries it",
    "not-after-record": "never after the latest day any time zone has reached when the record that carries it is written: that instant's date in UTC+14, the zone farthest ahead (so the next UTC day only from 10:00 UTC)",
    "not-before-authorization": "not before the day its deviation was authorized; an earlier date is an R1.2 exception",
    "observed-before-append": `observed_at never after the moment it is appended, beyond the clock-skew allowance of ${MAX_OBSERVATION_SKEW_MINUTES} minutes (MAX_OBSERVATION_SKEW_MINUTES)`,
    "performed-on": "its own performed_on, when written (never after the record that carries it), is the day it counts from: performed before the interval it would close opened, it closes nothing of it and is listed beside it with why; performed within it, the next interval runs from that day; without performed_on, the day of the record that carries it",
    "after-previous-event": "its own performed_on (never after the record that carries it) is the day it counts from, before the merge or not: one not after the previous event of its clock closes nothing and is listed beside the clock's obligation with why; the first record of a clock may date the last event before the family started",
    "approved-at": "the day its approver approved the merged pull request, as GitHub dates the approval, in the policy's time zone (the record's own instant where GitHub gives none)",
    "in-force-from-record": "in force from the record that carries it: obligations opened before keep the rule they were judged by",
};
/** A row's date rule in the table's words. */
function dateRuleWords(rule) {
    return typeof rule === "string" ? DATE_RULES[rule] : rule.words;
}
const CLOSES_NOTHING = "closes nothing, and is listed as an exception that says why";

;// CONCATENATED MODULE: ./src/core/authority/low-impact/low-impact-authority.ts
// CIP-003-9 low impact's facts as rows of the authority table: the site file (what a site
// declares of each Attachment 1 section; Section 6 judged from it), the program records (R1 Part
// 1.2's review, Section 1's reinforcement, Section 4.5's test and 4.6's update) and the CIP Senior
// Manager's approval of the policies, which is hers of the pull request that merges a review
// record. Each file is reviewed by pull request and put in force by the accepted merge's record,
// as the other families' files are.

/** Where every program record's row is held. */
const CLOCKS_HELD = "the low-impact pass's clocks (core/obligations/low-impact/program-clocks-pass.ts) read it from accepted merge records only (change.low_impact_files, each file new where its text differs from the one in force), asking this row of each record; a refused merge's or a break-glass apply's is listed beside the clock it would have closed; the plan parses every file at review and refuses one with a problem, a day after today anywhere among them (core/low-impact/parse-program-record.ts), and a file its parser refuses puts nothing in force";
/**
 * A program record's row: each kind is asserted in its own record file of a reviewed merge, dated
 * after the previous event and not after its record, and held by the clocks; what differs is said.
 */
function programRecordRow(row) {
    return {
        fact: row.fact,
        assertedIn: row.assertedIn,
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["after-previous-event", "not-after-record"],
        without: row.without,
        cites: row.cites,
        held: CLOCKS_HELD,
    };
}
const LOW_IMPACT_AUTHORITY = [
    {
        fact: "low-impact-site-file",
        assertedIn: "low-impact/ID.yaml: the sites it speaks for and each Attachment 1 section's answer (Section 2's physical controls, Section 3.1's routable communications, devices and reviewed rule set, 3.2's dial-up, Section 5's plan and managed Transient Cyber Assets, Section 6's vendor remote access with its paths and methods)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the file in force stays, and with it the site's Section 6 obligation; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 6",
        held: "the Section 6 pass (core/obligations/low-impact/vendor-access-pass.ts), from accepted merge records only (change.low_impact_files; a refused merge's or a break-glass apply's is listed in not_closed_by); the plan parses every file at review and refuses one with a problem (core/low-impact/parse-site-file.ts), and flags or refuses a change opening vendor remote access without its methods as the owner policy's vendor_remote_access says (core/low-impact/vendor-access-gate.ts); Sections 2, 3 and 5 are read and shown, and judged nowhere",
    },
    programRecordRow({
        fact: "low-impact-policy-review",
        assertedIn: "low-impact/records/ID.yaml of kind policy-review: the policies reviewed and which of R1 Part 1.2's topics they address (a topic none in force addresses is a gap, never a refused review), with its performed_on",
        without: `the review clock stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R1.2",
    }),
    {
        fact: "low-impact-policy-approval",
        assertedIn: "no file: the CIP Senior Manager's approval of the pull request that merges a policy-review record",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["approved-at"],
        without: "the approval clock stays open, the merge listed beside it with why (merged without her approval, or no CIP Senior Manager named before the merge); the review it merges still counts as a review",
        cites: "CIP-003 R1.2",
        held: `the CIP Senior Manager the record keeps as named before the merge (the base's, when the merge changes cip_senior_manager), matched among the merged pull requests' counted approvers; R1 names no delegate, so none counts; ${CLOCKS_HELD}`,
    },
    programRecordRow({
        fact: "low-impact-reinforcement",
        assertedIn: "low-impact/records/ID.yaml of kind reinforcement: how the practices were reinforced, with its performed_on",
        without: `the reinforcement clock stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 1",
    }),
    programRecordRow({
        fact: "incident-plan-test",
        assertedIn: "low-impact/records/ID.yaml of kind incident-plan-test: the plans tested and how (a tabletop, a drill, an operational exercise, or an actual Reportable Cyber Security Incident), with the day it was completed",
        without: `the test clock stays open, and no Section 4.6 update is due after it; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 4.5",
    }),
    {
        fact: "incident-plan-update",
        assertedIn: "low-impact/records/ID.yaml of kind incident-plan-update: the test it follows, updated or no update needed, and what changed or why not, with its performed_on",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["performed-on", "not-after-record"],
        without: `the update after that test stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 4.6",
        held: `one before the test it follows closes nothing and is listed beside it; ${CLOCKS_HELD}`,
    },
];

;// CONCATENATED MODULE: ./src/core/authority/system-access/system-access-authority.ts
// CIP-007-6 R5's facts as rows of the authority table: the access file (5.2's account types, 5.3's
// shared accounts by reference and digest, 5.5's parameters, 5.7's method), an account type's 5.6
// answer in it (procedural, technical with its timeframe, or not applicable), the password-change
// record (5.6) and an asset's default-password answer (5.4). Each file is reviewed by pull request
// and put in force by the accepted merge's record, as the other families' files are.

/** Where the 5.6 clocks read the family's files. */
const system_access_authority_CLOCKS_HELD = "the CIP-007 R5 pass's 5.6 clocks (core/obligations/system-access/password-change-clocks.ts) read it from accepted merge records only (change.system_access_files, each file new where its text differs from the one in force), asking this row of each; a refused merge's or a break-glass apply's is listed beside the clock it would have moved; the plan parses every file at review and refuses one with a problem (core/system-access/), and a file its parser refuses puts nothing in force";
const SYSTEM_ACCESS_AUTHORITY = [
    {
        fact: "system-access-file",
        assertedIn: "system-access/ID.yaml: what it covers (by system, group, location or system type), each enabled default or generic account type, each shared account with where its authorized individuals are kept and the SHA-256 of that list, the password parameters and the failed-authentication method per asset",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the file in force stays, and with it each account type's clock; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R5.2",
        held: `read at review (core/system-access/parse-access-file.ts places every mistake at its line and column, and refuses a shared account type without its 5.3 entry, a password-only one without its 5.6 answer or any 5.5 parameters, and parameters under "the lesser of"); ${system_access_authority_CLOCKS_HELD}; whether the list is complete, and what the devices enable, no record shows`,
    },
    {
        fact: "password-change-enforcement",
        assertedIn: "an account type's change: in system-access/ID.yaml: procedural, technical (max_age_months, at most 15, and a reference) or not-applicable (with the reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the account type's clock stays as it was; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R5.6",
        held: `a technical or not-applicable answer closes the account type's open clock on the merge's day and opens none while it stays in force; ${system_access_authority_CLOCKS_HELD}; what the device enforces no record shows`,
    },
    {
        fact: "password-change",
        assertedIn: "system-access/records/ID.yaml: the access files and account types whose passwords were changed, and performed_on",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["after-previous-event", "not-after-record"],
        without: `the account type's clock stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R5.6",
        held: system_access_authority_CLOCKS_HELD,
    },
    {
        fact: "default-passwords-answer",
        assertedIn: "default_passwords in system-access/ID.yaml: per Cyber Asset, changed, unique-by-vendor or none, with its reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the asset has no 5.4 answer; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R5.4",
        held: "read and shown at review (core/system-access/parse-asset-entries.ts); the access files' gate (core/system-access/default-password-gate.ts) lists each asset a change creates in a High, Medium or unrated system without its answer in the checkout, and refuses the plan, and so the merge, under the owner policy's default_passwords: require (or a policy that cannot be read); the answer is matched by the asset's name in any access file, never against the system the file covers; what the device's passwords are no record shows",
    },
];

;// CONCATENATED MODULE: ./src/core/authority/vulnerability-assessment-authority.ts
// CIP-010-4 R3's facts as rows of the authority table: an assessment, the assets it assessed
// (coverage per Cyber Asset), a technical-feasibility
// record, a commissioning exception (a like replacement or a CIP Exceptional Circumstance), an
// action item's status and a change of its planned date. Each file is reviewed by pull request and
// dated by the accepted merge's record, as the patch files are; an assessment counts from its own
// performed_on where it writes one, and closes nothing of an interval it was performed before.

/** What every CIP-010 R3 row says of where the code holds it, and what it does not hold yet. */
const R3_HELD = "the CIP-010 R3 pass (core/obligations/vulnerability-assessments/assessment-pass.ts) reads it from accepted merge records only (change.assessment_files, each file new where its text differs from the one in force; a refused or break-glass record's is listed beside what it did not close); the Action's merge route writes it (action/evidence/change-record-facts.ts); the plan parses every file at review and refuses one with a problem (io/checkout/reviewed-files.ts); its parser (core/assessments/parse-assessment.ts) places every mistake at its line and column, and a file it refuses puts nothing in force";
/** CIP-010-4 R3's facts: each assessment file is reviewed by pull request, dated by the merge's record. */
const VULNERABILITY_ASSESSMENT_AUTHORITY = [
    {
        fact: "vulnerability-assessment",
        assertedIn: "vulnerability-assessments/ID.yaml: the systems it covers, paper or active, the environment (a test environment with its differences from production and how they were accounted for), the controls assessed or the tool output by sha256 digest, the results and the action plan",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["performed-on", "not-after-record"],
        without: `the systems it covers stay open under R3.1 (and R3.2); it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.1",
        held: R3_HELD,
    },
    {
        fact: "assessed-assets",
        assertedIn: "the assets: of vulnerability-assessments/ID.yaml: the applicable Cyber Assets it assessed, of the systems it names (none written: every applicable asset of those systems, as the merge's baselines declare them); a system's R3.1 or R3.2 interval closes when every applicable asset is covered within it, by one assessment or several",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["performed-on"],
        without: `the assets it names stay uncovered: their system's interval stays open and names them; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.1",
        held: `the CIP-010 R3 pass's coverage by asset (core/obligations/vulnerability-assessments/assessment-coverage.ts), listed in vulnerability-assessments.csv (assets_covered, assets_not_covered); ${R3_HELD}`,
    },
    {
        fact: "technical-feasibility",
        assertedIn: "vulnerability-assessments/ID.yaml of kind technical-feasibility: the High systems an active assessment is not technically feasible for, and the record's reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `R3.2 stays open for the systems it names; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.2",
        held: R3_HELD,
    },
    {
        fact: "commissioning-exception",
        assertedIn: "vulnerability-assessments/ID.yaml of kind commissioning: a like replacement naming the existing asset whose baseline the new one models (one in service before the merge: an asset the same change puts into service never counts, at review and in the ledger alike), or a CIP Exceptional Circumstance reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: "the asset is commissioned without R3.3 evidence: the plan flags it, and the merge's R3.3 obligation is an exception that says why",
        cites: "CIP-010 R3.3",
        held: "the plan's R3.3 check at commissioning (core/assessments/commissioning-assessments.ts), which lists an asset without it and refuses under `vulnerability_assessments: require`; the CIP-010 R3 pass (core/obligations/vulnerability-assessments/assessment-commissioning.ts), which judges each asset an accepted merge put into service by the files in force at it, listed in vulnerability-commissioning.csv; its parser (core/assessments/parse-assessment.ts) places every mistake at its line and column",
    },
    {
        fact: "action-item-status",
        assertedIn: "the status history of an action item in vulnerability-assessments/ID.yaml: each status with its date",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `the item stays open under R3.4; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.4",
        held: R3_HELD,
    },
    {
        fact: "action-item-date-change",
        assertedIn: "a later version of vulnerability-assessments/ID.yaml whose action item's planned completion date differs",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "action-plan-approvers"],
        dates: ["recorded-at"],
        without: "the planned date in force stays, and the item is an R3.4 exception that says who did not approve the change",
        cites: "CIP-010 R3.4",
        held: R3_HELD,
    },
];

;// CONCATENATED MODULE: ./src/core/authority/authority-table.ts
// The authority table: one row per fact that opens, moves or closes a CIP obligation or a control,
// saying where a record of it may come from, who must approve a change of it (judged by the facts
// in force: the files of the commit the last merge the gate accepted merged, as the ledger's chain
// carries it (core/evidence/records/in-force/facts-in-force.ts), never the ones the change brings nor what
// the base branch holds; "the base" below is that commit), the dates it may carry, and
// what a record without that authority gets. It is the one place this is decided: the gate, the
// obligations, the populations and docs/obligations/authority.md ("Who may assert what") read it, and
// test/core/authority/authority-table.test.ts holds every row.
//
// Two models shaped it. An in-toto layout names, for each step of a supply chain, the
// functionaries who may perform it and how many must agree, and verification checks every link
// against the layout, not against what a link claims of itself. TUF's delegated roles can only
// delegate what they hold: a key trusted for one path cannot sign for another. Here, a fact is a
// step, its origins and approvers are its functionaries, and a rule can be lifted only with the
// approvals the rule itself requires.
//
// Each row cites the requirement part whose words docs/obligations/authority.md quotes beside it (the
// quotes live in the requirement table and the governance requirements, where two sources agreed
// on them); `held` says where the code holds the row, and names what it does not hold yet, so the
// docs never claim more than the tool does.





/** What every CIP-007 R2 row says of where the records come from. */
const FROM_THE_LEDGER = "read from accepted merge records only: their patch_files, each new where its text differs from the one in force, and their baselines' patched items (core/obligations/patch-management/patch-merges.ts); a file its parser refuses is refused at review by the plan's patch-file check and, merged anyway, puts nothing in force";
const PASS = "the patch-management pass (core/obligations/patch-management/patch-obligations.ts)";
/** CIP-007-6 R2's facts: each file is reviewed by pull request, and dated by the merge's record. */
const PATCH_MANAGEMENT_ROWS = [
    {
        fact: "patch-sources",
        assertedIn: "cip-patch-sources.yaml: each source and the baseline items it covers, and the no_source declarations (no patching source, or not updateable, with a reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `an item it would cover stays an R2.1 exception, and no R2.2 interval opens; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.1",
        held: `${PASS} reads the file in force from accepted merges only, and lists a file another record carries beside what it did not close, in judgeAuthority's words; a declaration closes an item's R2.1 only when reviewed with or after the item's last change; the file's parser (core/patches/parse-patch-sources.ts) places every mistake at its line and column; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "patch-evaluation",
        assertedIn: "patch-evaluations/SOURCE/NAME.yaml: the source, releases_since, and each patch with its release date and applicable or not (with a reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at", "not-after-record"],
        without: `the source's R2.2 interval stays open and no R2.3 obligation opens; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.2",
        held: `${PASS}: an evaluation is dated by the record that merges it, never by a field; a releases_since or a released date after that record closes nothing; a releases_since after the previous evaluation's record leaves a gap, an exception; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "mitigation-plan",
        assertedIn: "patch-plans/ID.yaml: the patches it covers, the planned actions (one at least) and a timeframe (a by date or an event)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the patches it names stay open under R2.3; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.3",
        held: `${PASS}: the plan is dated by the record that merges it; its parser (core/patches/parse-mitigation-plan.ts) refuses a plan without actions or timeframe at its line and column; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-timeframe-change",
        assertedIn: "a later version of patch-plans/ID.yaml whose timeframe differs: a revision or an extension",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "senior-manager-or-delegate"],
        dates: ["recorded-at"],
        without: "the due date in force stays; a change an accepted merge documents without that approval makes the plan an R2.4 exception that says why (no approval by the CIP Senior Manager, nor by a delegate holding cip-007-r2.4 delegated on or before the approval's day), and one a refused merge or a break-glass record carries is listed beside the plan as taking no force",
        cites: "CIP-007 R2.4",
        held: `${PASS}, with the CIP Senior Manager and delegates in force before the merge and each counted approver's approval date in the calendar's time zone; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-event-occurred",
        assertedIn: "event_occurred_on: YYYY-MM-DD in an event-dated patch-plans/ID.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `the plan keeps no due date; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.4",
        held: `${PASS}: the first event_occurred_on in force sets the due date; a later different one is a change of the timeframe; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-implemented",
        assertedIn: "implemented_on: YYYY-MM-DD in patch-plans/ID.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `R2.4 stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.4",
        held: `${PASS}; whether the mitigations were carried out on the devices no record shows; ${FROM_THE_LEDGER}`,
    },
];
const AUTHORITY_TABLE = [
    {
        fact: "inventory-operation",
        assertedIn: "the inventory files: a create, update, move, rename or delete of a cyber asset",
        origins: ["reviewed-merge", "signed-break-glass"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["recorded-at"],
        without: "the merge is refused: nothing is applied, the run fails with the reason and the record says refused, never no-changes",
        cites: "CIP-010 R1.2",
        held: "the gate (core/review/gate.ts) and the owner policy (core/review/policy/)",
    },
    {
        fact: "baseline",
        assertedIn: "an asset's baseline in the inventory: its R1.1 items, shared or baseline_ref",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `its deviation is an R1.2 exception ("not authorized"); it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.2",
        held: "the obligations (core/obligations/baseline-changes/deviation-obligations.ts): a deviation is authorized, and a later baseline change closes what waits for one, only by a reviewed record, with the counted approvals it lists (reviewOf, core/obligations/record-facts.ts); the owners of the system approve a baseline change besides where a rule of the owner policy at the base covers updates of the system's impact (baseline-change), which refuses the merge without them, and no obligation credits an owners' approval the record does not show",
    },
    {
        fact: "baseline-reviewed",
        assertedIn: "reviewed: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record"],
        without: CLOSES_NOTHING,
        cites: "CIP-010 R1.1",
        held: "the inventory's validation refuses an impossible date; a date a merge writes after the merge is refused at the merge by the owner policy's judgement (baselineReviewedProblems, core/review/policy/governance/baseline-dates.ts, through judgeDate), at the asset's file, line and column; not held without a policy file at the base, where no policy judges the merge",
    },
    {
        fact: "baseline-completed-on",
        assertedIn: "completed_on: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record", "not-before-authorization"],
        without: `R1.3 counts from the record instead; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.3",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations, from reviewed records only, with the approvers the record shows (approversShown, core/obligations/record-facts.ts): its counted approvals, and the owners of the asset's system only where the owner policy's judgement it keeps has a count of that system's owners met, never because a rule could have asked them; under a policy that asks no owner of an update (no rule covers it, or no policy file), a completed_on closes nothing and R1.3 lists its record with the approval it lacks (a /cip-010-completed note by a deviation approver records the completion instead); one dated after its record closes nothing and R1.3 lists that record; a break-glass record's completed_on is not read",
    },
    {
        fact: "completion-note",
        assertedIn: "/cip-010-completed YYYY-MM-DD [#N] [differs] in an approving review",
        origins: ["reviewed-merge"],
        approvers: ["deviation-approvers"],
        dates: ["not-after-record", "not-before-authorization"],
        without: `R1.3 stays "completion not recorded"; the note ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.3",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations",
    },
    {
        fact: "verification-note",
        assertedIn: "/cip-010-r1.4 in an approving review",
        origins: ["reviewed-merge"],
        approvers: ["deviation-approvers"],
        dates: ["recorded-at"],
        without: "the R1.4 reminder does not list it",
        cites: "CIP-010 R1.4",
        held: "the obligations list the notes of the authorizing pull request's counted approvers only",
    },
    {
        fact: "configuration-observation",
        assertedIn: "a collector's configuration-monitoring file, sealed into a record",
        origins: ["default-branch-drift-check", "operator-signed-append"],
        approvers: [],
        dates: ["observed-before-append"],
        without: `it is refused when appended, nothing written; a record of it that verify does not accept ${CLOSES_NOTHING}. A detected unauthorized change stays an exception until a reviewed record documents its investigation, whatever the record closes`,
        cites: "CIP-010 R2.1",
        held: "the date by observationRefusal (core/authority/authority.ts) in cip-sync evidence append --monitoring and the drift check, before either writes; the branch by the drift check, which off the default branch writes nothing (action/drift/drift-route.ts); the writer by verify's history walk, which obligations, evidence populations and evidence report share (cli/shared/ledger/verified-records.ts; each of them from a checkpoint walks it from the commit that added the checkpoint's record on, the records before it taken as that commit vouched for them, cli/shared/ledger/verified-from-checkpoint.ts), and by verify --remote's commit check, which the drift check's obligations share (github/ledger/ledger-records.ts): a ledger either refuses judges nothing; a detected unauthorized change is an exception even in a stale observation (core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts); the investigation by the investigation-note row, never the collector's word (its file's investigations close nothing); a collector's file appended from the command line in a commit verify only warns of (no key of --operator-keys signed it, or none was given) closes no interval and verifies no baseline_ref, and each interval it would have closed is an exception listing it (observationAuthority, core/obligations/record-facts.ts; obligations, evidence populations and evidence report take --operator-keys); in a folder that is no git clone there is no history to show who added a record, so every record sealed from the command line is unauthenticated there and closes nothing, each output says once that the history was not checked, and --operator-keys and --writer are refused (judgedEntry and hasHistory, cli/shared/ledger/verified-records.ts); a git bundle of the branch is read as its clone (cli/shared/ledger/ledger-dir.ts)",
    },
    {
        fact: "investigation-note",
        assertedIn: "/cip-010-investigated #SEQ ITEM ASSET REFERENCE in an approving review: the record that detected the unauthorized change, its R1.1 item, the asset as the inventory names it, and where the investigation is documented",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: "the exception stays, and lists the note with why it closed nothing: from another origin, not a counted approver, approved before the detection or recorded before it, or naming another record, item or asset. A collector file's investigations close nothing either",
        cites: "CIP-010 R2.1",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations (core/obligations/configuration-monitoring/configuration-monitoring-investigations.ts), which also hold the note to its detection: its record, item and asset, approved and recorded after it; not held: whether the investigation happened, which no record shows",
    },
    {
        fact: "policy-rules",
        assertedIn: "rules: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners", "rule-approvers"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts) judges a change of the rules by the policy owners, and each base rule it removes or weakens (fewer approvals, operations or impacts, other approvers; every rule of a file deleted or made unparseable) by that rule's own approvers (core/review/policy/governance/lifted-rules.ts, rule-lifted); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "policy-owners",
        assertedIn: "policy_owners: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "system-owners",
        assertedIn: "owners: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts), base documents listed by the one listing of a commit's documents (listDocumentsAtCommit, github/files/documents-at-commit.ts), which the change record's base baselines share; a base that cannot be listed whole (a symbolic link under the patterns or at any level above their roots) refuses the change, and fails the base baselines closed; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "system-impact",
        assertedIn: "impact: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-002 R2",
        held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "cip-senior-manager",
        assertedIn: "cip_senior_manager: in cip-policy.yaml; removing or breaking the file is a change of it",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R3",
        held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the CIP Senior Manager; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "delegates",
        assertedIn: "the delegates of cip_senior_manager in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R4",
        held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the delegates; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "cip-002-last-approval",
        assertedIn: "cip_002_last_approval: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "senior-manager-or-delegate"],
        dates: ["not-after-record"],
        without: `CIP-002 R2 is not closed by it; it ${CLOSES_NOTHING}`,
        cites: "CIP-002 R2",
        held: 'governance (core/review/policy/governance/senior-manager.ts) for a change in place and for the file deleted or made unparseable; a date after the merge that carries it is refused there (lastApprovalDateProblem, through judgeDate); a change of it alone is asked of the CIP Senior Manager or a delegate holding cip-002-r2.2, as CIP-002-5.1a R2.2 says ("Have its CIP Senior Manager or delegate approve the identifications"); with a change of the CIP Senior Manager or the delegations, of the CIP Senior Manager alone (CIP-003 R4); the obligations take it from the accepted records that put it in force (the governance facts each merge record carries, folded over accepted records only: priorApprovalAfter, core/obligations/obligations.ts), never from the policy file of a checkout, and not one dated after its record',
    },
    {
        fact: "calendar",
        assertedIn: "calendar: in cip-policy.yaml (time zone, due-soon days, grace days), and standards: (from which day a later version of a standard judges)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R2.1",
        held: "governance judges a change of it by the policy owners; a merge's change record keeps the calendar in force (change.calendar), in force until a later record keeps another; the CIP-010 R1.2 to R1.6, R2.1 intervals and CIP-002 R2 intervals a record opens are judged by the calendar in force at it (contextAt, core/obligations/obligation-model.ts); records before any record kept one are judged with the calendar of the run, which the drift check reads from the owner policy at the commit in force (the last accepted merge's, or the genesis's), never from a checkout a direct push changed; only a merge the gate accepted puts its calendar in force (contextAt): a refused merge's, or a break-glass record's, never takes force; the versions of the standards the policy's standards: chose travel with it (change.calendar.standard_versions; a calendar kept without them: every row's own version), and an obligation opened on or after a later version's day names that version (judgedVersion, core/obligations/obligation-model.ts)",
    },
    {
        fact: "source-commands",
        assertedIn: "command: of a source in the sources file",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts, source-command-change): a command source added, removed or whose run or env changes in cip-sources.yaml, or the file broken or removed, is judged by the policy owners at the base; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "ledger-declaration",
        assertedIn: "writer_keys: and starts: in cip-ledger.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners", "rule-approvers"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation, and its keys sign nothing that counts",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts, ledger-declaration-change): cip-ledger.yaml added, changed or removed is judged as the policy file deleted, by the policy owners and every base rule's own approvers (core/review/policy/governance/lifted-rules.ts, ruleFileRequirements), since a key it adds signs the records that say which merge is in force; every change is judged against the facts in force, read at the commit the ledger's chain head names (action/policy/policy-files.ts); a declaration that differs from the one at the commit in force binds nothing (github/ledger/ledger-authority-read.ts); a repository without an owner policy judges it by the gate's counted approvals alone",
    },
    ...PATCH_MANAGEMENT_ROWS,
    ...VULNERABILITY_ASSESSMENT_AUTHORITY,
    ...LOW_IMPACT_AUTHORITY,
    ...SYSTEM_ACCESS_AUTHORITY,
];
function authorityOf(fact) {
    const row = AUTHORITY_TABLE.find((candidate) => candidate.fact === fact);
    // The table has a row for every fact: a test holds it.
    if (row === undefined)
        throw new Error(`no authority row for ${fact}`);
    return row;
}


/***/ }),

/***/ 8652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ judgeAuthority),
/* harmony export */   S2: () => (/* binding */ judgeDate),
/* harmony export */   pj: () => (/* binding */ observationRefusal)
/* harmony export */ });
/* harmony import */ var _authority_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6609);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8291);
// Whether a record's assertion of a fact has the authority the authority table gives that fact:
// its origin, its approvers (judged at the base by whoever gathered them) and its dates. Pure, and
// fail closed: an origin outside the row, a missing approver or a date the row forbids is a "no"
// with the reason, which the caller lists beside what the record did not close.


function judgeAuthority(assertion) {
    const row = (0,_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)(assertion.fact);
    const { origin } = assertion;
    if (typeof origin !== "string" || !row.origins.includes(origin)) {
        const from = typeof origin === "string" ? _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .ORIGINS */ .o9[origin] : origin.outside;
        const allowed = row.origins.map((one) => _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .ORIGINS */ .o9[one]).join("; or ");
        return no(`it came from ${from}, and ${row.fact} may come only from ${allowed}`);
    }
    const missing = row.approvers.filter((role) => !assertion.approvedBy.includes(role));
    if (missing.length > 0)
        return no(`it is not approved by ${missing.map((role) => _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .APPROVERS */ .b7[role]).join(", nor ")}`);
    if (assertion.dated !== undefined)
        return judgeDate(row.fact, assertion.dated, assertion.recordedAt);
    return { authorized: true };
}
/** Whether the date `fact` carries keeps its row's date rules, against the record written at `recordedAt`. */
function judgeDate(fact, dated, recordedAt) {
    const late = lateness((0,_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)(fact).dates, dated, recordedAt);
    return late === undefined ? { authorized: true } : no(late);
}
/** Why the date breaks a rule of the row, if it does. */
function lateness(rules, dated, recordedAt) {
    // A date is a day somewhere: never past the latest day any time zone has at the record's instant.
    if (rules.includes("not-after-record") && dated.slice(0, 10) > (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .latestDateAt */ .nS)(recordedAt))
        return `it is dated ${dated}, after the record that carries it (${recordedAt})`;
    if (rules.includes("observed-before-append")) {
        const ahead = Date.parse(dated) - Date.parse(recordedAt);
        if (!(ahead <= _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OBSERVATION_SKEW_MINUTES */ .L3 * 60_000))
            return `it was observed at ${dated}, after it was appended (${recordedAt}), beyond the ${_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OBSERVATION_SKEW_MINUTES */ .L3} minutes a collector's clock may run ahead`;
    }
    return undefined;
}
function no(why) {
    return { authorized: false, why };
}
/**
 * Why a collector's file observed at `observedAt` (its `/observed_at`) may not be appended by
 * `origin` at `appendedAt`, in the words of a collector-file problem; undefined when it may. Both
 * `cip-sync evidence append --monitoring` and the drift check ask this before writing anything.
 */
function observationRefusal(observedAt, origin, appendedAt) {
    const judged = judgeAuthority({
        fact: "configuration-observation",
        origin,
        approvedBy: [],
        dated: observedAt,
        recordedAt: appendedAt.toISOString(),
    });
    if (judged.authorized)
        return undefined;
    return `at /observed_at: ${judged.why}: write when the devices were read, by a clock set to UTC, never a time still to come`;
}


/***/ }),

/***/ 3998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   wf: () => (/* binding */ governanceRequirement)
/* harmony export */ });
/* unused harmony exports GOVERNANCE_REQUIREMENT_KINDS, GOVERNANCE_REQUIREMENT_TABLE */
// The standard's own words for the obligations the tool judges that are not rows of the
// requirement table (core/inventory/baselines/requirements.ts): CIP-002-5.1a R2, reviewed and approved
// identifications, and CIP-003-9 R3 and R4 (in force since 2026-04-01, their words the same as
// CIP-003-8's), the CIP Senior Manager and the delegations. They are
// a workspace's or the policy's, not an asset's, so no Applicable Systems apply; each obligation
// prints its `summary`, and their pages (docs/obligations/cip-002-r2.md, cip-003.md) render the
// quotes.
//
// Each quote is the standard's Requirement (`requirementText`, its parts included) or Measure
// (`measures`), word for word, with only line breaks and spacing normalised; it is here only where
// two independent sources agreed on its words, and
// test/core/authority/governance-requirements.test.ts lists the ones left out and why.
// Everything else (summary) is the tool's reading, not the standard.
const GOVERNANCE_REQUIREMENT_KINDS = (/* unused pure expression or super */ null && (["CIP-002 R2", "CIP-003 R3", "CIP-003 R4"]));
const GOVERNANCE_REQUIREMENT_TABLE = [
    {
        kind: "CIP-002 R2",
        source: "CIP-002-5.1a B. Requirements and Measures, R2 and M2",
        requirementText: "The Responsible Entity shall: 2.1 Review the identifications in Requirement R1 and its parts (and update them if there are changes identified) at least once every 15 calendar months, even if it has no identified items in Requirement R1, and 2.2 Have its CIP Senior Manager or delegate approve the identifications required by Requirement R1 at least once every 15 calendar months, even if it has no identified items in Requirement R1.",
        summary: "review the identifications and have the CIP Senior Manager or delegate approve them at least once every 15 calendar months",
    },
    {
        kind: "CIP-003 R3",
        source: "CIP-003-9 B. Requirements and Measures, R3 and M3",
        requirementText: "Each Responsible Entity shall identify a CIP Senior Manager by name and document any change within 30 calendar days of the change.",
        summary: "identify the CIP Senior Manager by name and document any change within 30 calendar days of the change",
    },
    {
        kind: "CIP-003 R4",
        source: "CIP-003-9 B. Requirements and Measures, R4 and M4",
        requirementText: "The Responsible Entity shall implement a documented process to delegate authority, unless no delegations are used. Where allowed by the CIP Standards, the CIP Senior Manager may delegate authority for specific actions to a delegate or delegates. These delegations shall be documented, including the name or title of the delegate, the specific actions delegated, and the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of any change to the delegation. Delegation changes do not need to be reinstated with a change to the delegator.",
        summary: "document each delegation (the delegate, the actions, the date), approved by the CIP Senior Manager, and update it within 30 days of any change to it",
    },
];
function governanceRequirement(kind) {
    const entry = GOVERNANCE_REQUIREMENT_TABLE.find((candidate) => candidate.kind === kind);
    // The table has an entry for every kind: a test holds it.
    if (entry === undefined)
        throw new Error(`no governance requirement ${kind}`);
    return entry;
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
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
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
const HEAD_KEYS = Object.keys(headSchema.shape);
const declarationSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1),
    writer_keys: schemas/* array */.YOg(schemas/* string */.YjP()).min(1),
    operator_keys: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    starts: schemas/* record */.g1P(schemas/* string */.YjP().min(1), headSchema).optional(),
});
const DECLARATION_KEYS = Object.keys(declarationSchema.shape);
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
    // Read as the inventory is: its syntax and its keys in the inventory's words, each with its fix.
    const reader = new yaml_reader/* StrictYamlReader */.OI(text, file, lineCounter);
    const doc = reader.checkedDocument(docs, `must hold one YAML document; remove the extra "---"`);
    if (reader.diagnostics.length > 0)
        return {
            ok: false,
            problems: reader.diagnostics
                .sort(diagnostics/* compareDiagnostics */.oV)
                .map(({ location, message }) => `${location === undefined ? file : (0,diagnostics/* formatLocation */.j$)(location)}: ${message}`),
        };
    if (doc === undefined)
        return { ok: false, problems: [`${at(0)}: the file is empty (${EXAMPLE})`] };
    const checked = declarationSchema.safeParse(doc.toJS({ maxAliasCount: 0 }), {
        reportInput: true,
    });
    if (!checked.success)
        return { ok: false, problems: schemaProblems(doc, checked.error.issues, at) };
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
    const digest = declarationDigest(keys, starts, operatorKeys);
    return { ok: true, declaration: { keys, starts, digest, operatorKeys } };
}
/**
 * What a declaration declares, as one digest: its keys' fingerprints, its starts and its operator
 * keys' digests, each in a sorted order, so that writing them in another order is the same one.
 */
function declarationDigest(keys, starts, operatorKeys) {
    return (0,sha256/* sha256Hex */.fg)((0,sha256/* canonicalJson */.dj)({
        keys: keys.map(writer_proof/* keyFingerprint */.yy).sort(),
        starts: Object.fromEntries([...starts].sort(([a], [b]) => (a < b ? -1 : 1))),
        ...(operatorKeys.length === 0
            ? {}
            : { operators: operatorKeys.map((armored) => (0,sha256/* sha256Hex */.fg)(armored.trim())).sort() }),
    }));
}
/**
 * Each problem the schema found, at its place: an unknown key as the inventory says one (with its
 * did-you-mean, and then not again as the key it misses), any other with what to write.
 */
function schemaProblems(doc, issues, at) {
    const meant = new Set();
    const unknown = issues.flatMap((issue) => {
        if (issue.code !== "unrecognized_keys")
            return [];
        const known = issue.path.length === 0 ? DECLARATION_KEYS : HEAD_KEYS;
        const map = issue.path.length === 0 ? doc.contents : doc.getIn(issue.path, true);
        return issue.keys.map((key) => {
            const node = (0,dist/* isMap */.jh)(map)
                ? map.items.find((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === key)?.key
                : undefined;
            const [suggestion] = (0,names/* closestNames */.g9)(key, known, 1);
            if (suggestion !== undefined)
                meant.add([...issue.path, suggestion].join("."));
            const place = at((0,dist/* isNode */.Ll)(node) ? (0,yaml_reader/* nodeStart */.f)(node) : offsetOf(doc, issue.path));
            return suggestion === undefined
                ? `${place}: unknown key ${(0,diagnostics/* quote */.hD)(key)}; ${issue.path.length === 0 ? `${LEDGER_DECLARATION_FILE}'s keys are` : "a start's keys are"} ${(0,wording/* listOf */.c3)(known)} (docs/ledger-writer.md)`
                : `${place}: unknown key ${(0,diagnostics/* quote */.hD)(key)}; did you mean ${(0,diagnostics/* quote */.hD)(suggestion)}?`;
        });
    });
    const others = issues.flatMap((issue) => {
        const path = issue.path.map(String).join(".");
        if (issue.code === "unrecognized_keys" || meant.has(path))
            return [];
        const missing = "input" in issue && issue.input === undefined;
        return [
            `${at(offsetOf(doc, issue.path))}: ${path || "the file"}: ${missing ? "missing" : issue.message} (${EXAMPLE})`,
        ];
    });
    return [...others, ...unknown];
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
/* unused harmony exports keySpki, signatureVerdict */
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
const FINGERPRINTS = new WeakMap();
/**
 * The first 16 hex digits of the SHA-256 of the key's SubjectPublicKeyInfo (DER), computed once a
 * key: a checker asks it of every key for every signature, where exporting the key cost as much as
 * verifying the signature.
 */
function keyFingerprint(key) {
    let fingerprint = FINGERPRINTS.get(key);
    if (fingerprint === undefined) {
        const der = key.export({ type: "spki", format: "der" });
        fingerprint = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(der).digest("hex").slice(0, 16);
        FINGERPRINTS.set(key, fingerprint);
    }
    return fingerprint;
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
function recordSignatureProblem(keys, recordSha256, text, declaredBy = "cip-ledger.yaml", verifiedBy) {
    if (text === undefined)
        return "it has no signature file beside it";
    const read = readSignatureFile(text);
    if (typeof read === "string")
        return read;
    const signed = verifiedBy === undefined
        ? keys.some((key) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, recordMessage(recordSha256), key, read.bytes))
        : verifiedBy !== null && keys.some((key) => keySpki(key) === verifiedBy);
    return signed ? undefined : `its signature is not by any key ${declaredBy} declares`;
}
/** A signature file's signature and the key it names; why it is not one, when it is not. */
function readSignatureFile(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return "its signature file is not JSON";
    }
    const { format, key, signature } = (parsed ?? {});
    if (format !== 1 || typeof signature !== "string")
        return "its signature file is not a format-1 signature";
    return { key, bytes: Buffer.from(signature, "base64url") };
}
const SPKIS = new WeakMap();
/** The key's SubjectPublicKeyInfo (DER, base64): the whole key, what a verdict names it by. */
function keySpki(key) {
    let spki = SPKIS.get(key);
    if (spki === undefined) {
        spki = key.export({ type: "spki", format: "der" }).toString("base64");
        SPKIS.set(key, spki);
    }
    return spki;
}
/**
 * Which of `keys` signed the record whose bytes hash to `recordSha256` (its keySpki), by the text
 * of its signature file; null when none did or the file is no signature: a verdict given ahead,
 * in another thread, for recordSignatureProblem to read (SignedEntry.verifiedBy). The key the file
 * names is tried first, and when it verifies no other key is: an Ed25519 signature's challenge
 * hashes the public key, so a signature made with one key verifies under no other.
 */
function signatureVerdict(keys, recordSha256, text) {
    const read = readSignatureFile(text);
    if (typeof read === "string")
        return null;
    const message = recordMessage(recordSha256);
    const named = keys.filter((key) => keyFingerprint(key) === read.key);
    for (const key of [...named, ...keys.filter((key) => !named.includes(key))])
        if (verify(null, message, key, read.bytes))
            return keySpki(key);
    return null;
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
        const problem = recordSignatureProblem(keys, entry.sha256, entry.signature, undefined, entry.verifiedBy);
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

/***/ 6681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ inForceFollowing),
/* harmony export */   LA: () => (/* binding */ notAccepted),
/* harmony export */   LH: () => (/* binding */ inForceAfter),
/* harmony export */   OM: () => (/* binding */ foldInForce),
/* harmony export */   VG: () => (/* binding */ PASSED_THE_GATE),
/* harmony export */   f: () => (/* binding */ governanceDifferences),
/* harmony export */   oB: () => (/* binding */ isAccepted),
/* harmony export */   qK: () => (/* binding */ inForceOf),
/* harmony export */   xx: () => (/* binding */ sameInForce)
/* harmony export */ });
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// What is in force: the governance facts (the owner policy, each system's owners and impact, the
// CIP Senior Manager and delegates, cip_002_last_approval, the calendar, the sources' commands, the
// baselines) are in force from the last merge the gate accepted, never from what a branch or a
// folder holds. It is a fold over each workspace's chain: an accepted merge's record puts in force
// what its merged commit declared (the record carries those facts, `change.governance`, and the
// calendar and baselines it already kept); any other record (a refused merge, a drift check, a
// break-glass apply, a collector's file) changes nothing in force. Every record the writer seals
// carries where the facts in force after it were put there (`in_force`: the accepting record's
// sequence and merged commit), so a run reads them from the chain's head alone, and evidence
// verify recomputes the fold at every record (evidence-chain.ts), so a forged pointer is a break.
// Models: Certificate Transparency's checked head, and event-sourced snapshots. Pure.


/** The outcomes of a merge the gate let through: what it merged was judged and allowed. */
const PASSED_THE_GATE = new Set([
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
]);
/**
 * Why a record put nothing in force, or undefined when it is a merge the gate accepted: written by
 * the Action (never the command line), an outcome the gate let through, of pull requests each with
 * counted approvals.
 */
function notAccepted(record) {
    if (record.kind !== "change" || record.change === undefined)
        return `a ${record.kind} record`;
    if (record.origin === "cli")
        return "a break-glass apply (cip-sync apply --record): no review";
    const { outcome } = record.change;
    if (!PASSED_THE_GATE.has(outcome))
        return `a merge the gate refused (outcome ${outcome})`;
    const pulls = (0,_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestsOf */ .Tb)(record.change);
    if (pulls.length === 0 || pulls.some((pull) => pull.approved_by.length === 0))
        return "a push without a pull request with counted approvals";
    return undefined;
}
/** Whether `record` is a merge the gate accepted: what it merged is in force from it. */
function isAccepted(record) {
    return notAccepted(record) === undefined;
}
/** The facts in force after `record` at `sequence`: its own when accepted, else `before`'s. */
function inForceAfter(record, sequence, before) {
    return isAccepted(record) && record.change !== undefined
        ? { sequence, commit: record.change.merge_sha }
        : before;
}
/**
 * The one fold of what is in force, step by step, that the writer, `evidence verify`'s checker, the
 * checkpoint's fold and the gate each take: after a record, what it puts in force itself (`puts`:
 * its own pointer when it is an accepted merge), else what was in force before it; a record sealed
 * before records carried `in_force` (`carries` false) starts the fold afresh, as the writer that
 * sealed the record after it did, reading that record alone (inForceOf). A record sealed from the
 * command line (`operator`) is passed over whatever it carries: it puts nothing in force, and an
 * unauthenticated one must not restart the fold either (the chain check calls a record without
 * `in_force` after one that carries it a break, unless it is such a record).
 */
function inForceFollowing(before, record) {
    if (record.operator)
        return before;
    return record.puts ?? (record.carries ? before : null);
}
/** inForceFollowing of a sealed record, its own pointer judged from its content. */
function foldInForce(before, record) {
    return inForceFollowing(before, {
        puts: inForceAfter(record, record.sequence, null),
        carries: record.in_force !== undefined,
        operator: record.origin === "cli",
    });
}
/**
 * The facts in force after a sealed record: the pointer it carries, else (a record written before
 * records carried one) its own when it is accepted, else none recorded. A ledger that predates
 * `in_force` so establishes its first facts in force at its first accepted merge.
 */
function inForceOf(record) {
    if (record.in_force !== undefined)
        return record.in_force;
    return inForceAfter(record, record.sequence, null);
}
/** Whether two pointers name the same record and commit. */
function sameInForce(a, b) {
    return (a === b || (a !== null && b !== null && a.sequence === b.sequence && a.commit === b.commit));
}
/**
 * How the governance facts a branch declares differ from those in force, one line each in words;
 * none when they agree. What differs was never accepted: a refused change merged anyway, or a
 * direct push.
 */
function governanceDifferences(inForce, declared) {
    const differences = [];
    const differ = (what, was, is) => {
        const [a, b] = [JSON.stringify(was), JSON.stringify(is)];
        if (a !== b)
            differences.push(`${what}: ${a} in force, ${b} on the branch`);
    };
    differ("the owner policy file (its SHA-256)", inForce.policy, declared.policy);
    differ("cip_senior_manager", inForce.senior_manager?.csm ?? null, declared.senior_manager?.csm ?? null);
    differ("cip_002_last_approval", inForce.senior_manager?.last_approval ?? null, declared.senior_manager?.last_approval ?? null);
    const systems = new Set([...inForce.systems, ...declared.systems].map(({ name }) => name));
    for (const name of [...systems].sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)) {
        // Its impact and owners only: its site is no governance fact (records before it keep none).
        const [was, is] = [inForce, declared].map((facts) => {
            const system = facts.systems.find((candidate) => candidate.name === name);
            return system === undefined
                ? null
                : { name: system.name, impact: system.impact, owners: system.owners };
        });
        differ(`the impact and owners of cyber system ${JSON.stringify(name)}`, was, is);
    }
    differ("the sources' commands", inForce.source_commands, declared.source_commands);
    return differences;
}


/***/ }),

/***/ 9021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ recordedCalendar),
/* harmony export */   q: () => (/* binding */ DEFAULT_COMPLETION_GRACE_DAYS)
/* harmony export */ });
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8291);

/** Days after authorization before an unrecorded completion is an exception (CIP-010 R1.3). */
const DEFAULT_COMPLETION_GRACE_DAYS = 30;
/**
 * The calendar a record keeps as in force from it: `timeZone` (an input of the run) over the policy
 * file's `calendar:` over the defaults, the policy's completion grace or the default, and the later
 * versions of the standards its `standards:` chose (none kept: every row's own).
 */
function recordedCalendar(timeZone, fromPolicy) {
    const calendar = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCalendar */ .Z4)({ timeZone }, fromPolicy.calendar);
    const versions = fromPolicy.standardVersions ?? [];
    return {
        time_zone: calendar.timeZone,
        due_soon_days: calendar.dueSoonDays,
        month_end: calendar.monthEnd,
        completion_grace_days: fromPolicy.completionGraceDays ?? DEFAULT_COMPLETION_GRACE_DAYS,
        ...(versions.length === 0
            ? {}
            : { standard_versions: versions.map(({ version, from }) => ({ version, from })) }),
    };
}


/***/ }),

/***/ 1298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ changedFilesSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
// What a requirement family is, as the layers below the family table read it (FamilyShape): its
// name and the shape of its reviewed files, declared as plain data in the family's own folder
// under core/families/ and listed once in family-shapes.ts. core/plan, core/evidence, render/ and
// io/ derive every field, schema, word and line a family's files need from it; its behaviour (the
// pass, the parsers, what the plan shows of a file) stays in the family's folders above, whose row
// (core/obligations/obligation-families.ts) pairs it with this shape. Pure.

/**
 * The saved plan's schema of a family's changed files: the commit compared with, and each file
 * with what `shown` holds of it besides its path and change.
 */
function changedFilesSchema(shown) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        compared_with: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            change: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["added", "changed", "removed"]),
            ...shown,
        })),
    });
}


/***/ }),

/***/ 505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qy: () => (/* binding */ REVIEWED_FILE_SHAPES),
/* harmony export */   SO: () => (/* binding */ FAMILY_SHAPES),
/* harmony export */   ns: () => (/* binding */ changedFilesOf)
/* harmony export */ });
/* unused harmony export FAMILY_POPULATION_FILES */
/* harmony import */ var _low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4815);
/* harmony import */ var _patch_management_patch_management_shape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3837);
/* harmony import */ var _system_access_system_access_shape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3803);
/* harmony import */ var _vulnerability_assessments_vulnerability_assessment_shape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7584);




const SHAPES = [
    _patch_management_patch_management_shape_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_MANAGEMENT_SHAPE */ .N,
    _vulnerability_assessments_vulnerability_assessment_shape_js__WEBPACK_IMPORTED_MODULE_3__/* .VULNERABILITY_ASSESSMENT_SHAPE */ .g,
    _low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_IMPACT_SHAPE */ .a,
    _system_access_system_access_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .SYSTEM_ACCESS_SHAPE */ .br,
];
/** Every family's shape, in the family table's order. */
const FAMILY_SHAPES = SHAPES;
/** The reviewed files of every family that keeps some, in the table's order. */
const REVIEWED_FILE_SHAPES = SHAPES.flatMap((shape) => "reviewedFiles" in shape ? [shape.reviewedFiles] : []);
/** The files a plan shows of one family's (its shape's field); undefined: none. */
function changedFilesOf(plan, shape) {
    // The plan's field of a family's files holds what its shape's schema reads: its changed files.
    return plan[shape.field];
}
/**
 * The file each family's population is written to, by the population's name, in the families'
 * order (typed from the shapes: a population added to one is typed here too).
 */
const FAMILY_POPULATION_FILES = Object.assign({}, ...SHAPES.map((shape) => ("populationFiles" in shape ? shape.populationFiles : {})));


/***/ }),

/***/ 4815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ LOW_IMPACT_SHAPE),
/* harmony export */   h: () => (/* binding */ PROGRAM_RECORD_KIND_NAMES)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4377);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1298);
// CIP-003-9 low impact as the layers below the family table know it: its name, the parts it
// declares (R1 Part 1.2's review and approval, Attachment 1 Section 1's reinforcement, Section
// 4.5's test and 4.6's update, each a clock, and Section 6's vendor remote access), its
// population's file (the low-impact sites in force, core/audit/families/low-impact/) and its
// reviewed files' shape (the site files, low-impact/ID.yaml, and the program records,
// low-impact/records/ID.yaml: the plan's and the record's field, the saved plan's schema of what
// the reviewer approves, and each file's lines). Their parsers are core/low-impact/, their pass
// core/obligations/low-impact/. Pure.


/** The kinds of program records, as the saved plan shows them (program-record.ts says what each is). */
const PROGRAM_RECORD_KIND_NAMES = [
    "policy-review",
    "reinforcement",
    "incident-plan-test",
    "incident-plan-update",
];
/** A site file's answers as the reviewer approves them. */
const siteAnswers = {
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    sites: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    routable: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    vendor_remote_access: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["none", "allowed"]),
    paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    missing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["6.1", "6.2", "6.3"])),
    unreached: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ part: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["6.1", "6.2", "6.3"]), path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }))
        .optional()
        .meta({
        description: "Each part of 6.1, 6.2 and 6.3 that has methods, none of which reaches the vendor path named (a method narrowed by its paths: to other paths): that part's gap for that path. Absent when every part with methods reaches every path.",
    }),
};
const lowImpactFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_1__/* .changedFilesSchema */ .h)({
    site: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        ...siteAnswers,
        before: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej(siteAnswers).optional().meta({
            description: "A changed site file: its answers at the commit compared with, so that the plan shows what changed.",
        }),
    })
        .optional(),
    record: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PROGRAM_RECORD_KIND_NAMES),
        performed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6(),
        subjects: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional().meta({
            description: "The policies a policy-review reviewed, or the plans an incident-plan-test tested: each a clock of its own.",
        }),
        next_due: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6().optional().meta({
            description: "A policy-review, reinforcement or incident-plan-test: the last day the next one is on time once this record is merged (15, 15 or 36 calendar months after performed_on, by the calendar of the owner policy at the commit compared with), for each policy or plan it names.",
        }),
        update_due: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6().optional().meta({
            description: "An incident-plan-test: the last day of the 180 calendar days its merge opens for each tested plan's update (Section 4.6), closed by an incident-plan-update record that follows it.",
        }),
        follows: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().meta({
            description: "An incident-plan-update: the id of the incident-plan-test record whose updates it closes.",
        }),
        approver: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).nullable().optional().meta({
            description: "A policy-review: the CIP Senior Manager the owner policy at the commit compared with names, whose own approval of the pull request approves the policies it names (a delegate's does not count); null: that policy names none, so no approval closes R1 Part 1.2's approval clock.",
        }),
    })
        .optional(),
}).meta({
    title: "Low-impact files changed (CIP-003-9)",
    description: "The CIP-003-9 low-impact files the change adds, changes or removes against the commit compared with, each as the reviewer approves it. A site file (low-impact/ID.yaml, `site`): the sites it speaks for, whether Section 3.1's routable communications cross their boundary, Section 6's vendor electronic remote access (none or allowed, with its paths) and the parts of 6.1, 6.2 and 6.3 it names no method for. A program record (low-impact/records/ID.yaml, `record`): its kind and the day it was performed. Part of the fingerprint, as shown (compared_with aside).",
});
const LOW_IMPACT_SHAPE = {
    name: "CIP-003 R2",
    populationFiles: { lowImpactSites: "low-impact-sites.csv" },
    standard: {
        standard: "CIP-003",
        quoted: ["CIP-003-9"],
        later: ["CIP-003-10", "CIP-003-11"],
        // FERC Order No. 919 and No. 918, as NERC's index dates them (docs/obligations/cip-003-low-impact.md).
        enforceableFrom: { "CIP-003-10": "2028-07-01", "CIP-003-11": "2029-07-01" },
    },
    declaredParts: {
        "CIP-003 R1.2": {
            words: "Review the low-impact cyber security policies, covering R1 Part 1.2's seven topics, and have the CIP Senior Manager approve them, at least once every 15 calendar months: two clocks, the review and the approval.",
            source: "CIP-003-9 R1",
            requirementText: "Each Responsible Entity shall review and obtain CIP Senior Manager approval at least once every 15 calendar months for one or more documented cyber security policies that collectively address the following topics: [Violation Risk Factor: Medium] [Time Horizon: Operations Planning] For its assets identified in CIP-002 containing low impact BES Cyber Systems, if any: 1.2.1. Cyber security awareness; 1.2.2. Physical security controls; 1.2.3. Electronic access controls; 1.2.4. Cyber Security Incident response; 1.2.5. Transient Cyber Assets and Removable Media malicious code risk mitigation; 1.2.6. Vendor electronic remote access security controls; and 1.2.7. Declaring and responding to CIP Exceptional Circumstances.",
            every: { months: 15 },
        },
        "CIP-003 R2 Section 1": {
            words: "Reinforce cyber security practices at least once every 15 calendar months.",
            source: "CIP-003-9 Attachment 1",
            requirementText: "Each Responsible Entity shall reinforce, at least once every 15 calendar months, cyber security practices (which may include associated physical security practices).",
            every: { months: 15 },
        },
        "CIP-003 R2 Section 4.5": {
            words: "Test the Cyber Security Incident response plan(s) at least once every 36 calendar months (an actual Reportable Cyber Security Incident counts).",
            source: "CIP-003-9 Attachment 1",
            requirementText: "4.5 Testing the Cyber Security Incident response plan(s) at least once every 36 calendar months by: (1) responding to an actual Reportable Cyber Security Incident; (2) using a drill or tabletop exercise of a Reportable Cyber Security Incident; or (3) using an operational exercise of a Reportable Cyber Security Incident",
            every: { months: 36 },
        },
        "CIP-003 R2 Section 4.6": {
            words: "Update the Cyber Security Incident response plan(s), if needed, within 180 calendar days after a test or an actual Reportable Cyber Security Incident.",
            source: "CIP-003-9 Attachment 1",
            requirementText: "4.6 Updating the Cyber Security Incident response plan(s), if needed, within 180 calendar days after completion of a Cyber Security Incident response plan(s) test or actual Reportable Cyber Security Incident.",
            every: { days: 180 },
        },
        "CIP-003 R2 Section 6": {
            words: "A site that allows vendor electronic remote access names methods for 6.1 (determining it), 6.2 (disabling it) and 6.3 (detecting malicious communications) in its reviewed site file.",
            source: "CIP-003-9 Attachment 1",
            requirementText: "For assets containing low impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote access, the Responsible Entity shall implement a process to mitigate risks associated with vendor electronic remote access, where such access has been established under Section 3.1. These processes shall include: 6.1 One or more method(s) for determining vendor electronic remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3 One or more method(s) for detecting known or suspected inbound and outbound malicious communications for vendor electronic remote access.",
        },
    },
    reviewedFiles: {
        name: "low-impact files",
        noun: "low-impact file",
        field: "low_impact_files",
        recordDescription: "CIP-003-9 low impact's reviewed files (the site files, low-impact/ID.yaml, and the program records, low-impact/records/ID.yaml) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: lowImpactFileChanges,
        lines: lowImpactFileLines,
        gateSetting: {
            key: "vendor_remote_access",
            settings: ["flag", "require"],
            description: "CIP-003-9 Attachment 1 Section 6 at review: a change to a low-impact site file (low-impact/) that makes its sites allow vendor electronic remote access, adds a vendor path, admits one in its Section 3.1 rules (electronic_access.vendor_paths), withdraws a part's last method while keeping its vendor paths, or narrows or withdraws the methods that reached a path it keeps, while a vendor path is left that no method of 6.1, 6.2 or 6.3 reaches (a method written as text reaches every path; { method, paths } only those it names). flag (the default): listed in the plan. require: the plan is refused, and the merge applies nothing.",
        },
    },
};
/** One file: a site file's line, then Section 6's gap when it has one; a record's kind and day. */
function lowImpactFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    const { site, record } = shown;
    if (record !== undefined) {
        const subjects = record.subjects === undefined ? "" : ` of ${record.subjects.map(words).join(", ")}`;
        return {
            line: `${file}: ${record.kind} performed on ${record.performed_on}${subjects}`,
            details: [
                ...clockLines(record, code),
                ...(record.approver === undefined ? [] : [approvalLine(record.approver, code, words)]),
            ],
        };
    }
    if (site === undefined)
        return { line: file, details: [] };
    const answers = siteAnswerWords(site, code, words);
    const gaps = gapWords(site, code);
    const changed = site.before === undefined
        ? []
        : Object.entries(siteAnswerWords(site.before, code, words)).flatMap(([key, was]) => {
            const now = answers[key];
            return was === now ? [] : [`${was} -> ${now}`];
        });
    return {
        line: `${file}: ${answers.sites}; ${answers.routable}; ${answers.access}`,
        details: [
            ...(changed.length === 0 ? [] : [`changed: ${changed.join("; ")}`]),
            ...(gaps === undefined ? [] : [`Section 6: ${gaps}`]),
        ],
    };
}
/** Section 6's gaps in the plan's words: the parts without a method, then each part's paths unreached. */
function gapWords(site, code) {
    const unreached = site.unreached ?? [];
    const parts = [...new Set(unreached.map(({ part }) => part))];
    const words = [
        ...(site.missing.length === 0 ? [] : [`no method for ${site.missing.join(", ")}`]),
        ...parts.map((part) => `no ${part} method reaching ${unreached
            .filter((gap) => gap.part === part)
            .map(({ path }) => code(path))
            .join(", ")}`),
    ];
    return words.length === 0 ? undefined : words.join(", ");
}
/** A site file's answers in the plan's words, each to compare with the same answer before. */
function siteAnswerWords(site, code, words) {
    const gaps = gapWords(site, code);
    return {
        sites: site.sites.map(words).join(", "),
        routable: site.routable ? "routable communications" : "no routable communications",
        access: site.vendor_remote_access === "none"
            ? "no vendor remote access"
            : `vendor remote access by ${site.paths.map(code).join(", ")}`,
        methods: gaps === undefined ? "no Section 6 gap" : `Section 6 gap: ${gaps}`,
    };
}
/**
 * What a program record's merge does to its clocks: what it closes, and what it opens, due when
 * (a plan saved before the due days were shown says what it closes only).
 */
function clockLines(record, code) {
    const each = (record.subjects?.length ?? 0) > 1 ? " each" : "";
    const next = (what) => record.next_due === undefined ? "" : `; ${what}${each} due by ${record.next_due}`;
    switch (record.kind) {
        case "policy-review":
            return [
                `R1 Part 1.2 review: closes the review clock of the policies it names${next("the next review is")}`,
            ];
        case "reinforcement":
            return [`Attachment 1 Section 1: closes the reinforcement clock${next("the next is")}`];
        case "incident-plan-test":
            return [
                `Section 4.5: closes the test clock of the plans it names${next("the next test is")}`,
                ...(record.update_due === undefined
                    ? []
                    : [
                        `Section 4.6: opens the update of ${each === "" ? "the plan" : "each plan"} it names, due by ${record.update_due}; an incident-plan-update record that follows ${code(record.id)} closes it`,
                    ]),
            ];
        case "incident-plan-update":
            return record.follows === undefined
                ? []
                : [`Section 4.6: closes the update of each plan ${code(record.follows)} tested`];
    }
}
/**
 * Whose approval of the pull request closes R1 Part 1.2's approval clock of the policies a review
 * names: CIP-003-9 R1 asks for "CIP Senior Manager approval" and names no delegate.
 */
function approvalLine(approver, code, words) {
    return approver === null
        ? "R1 Part 1.2 approval: the owner policy at the commit compared with names no cip_senior_manager, so no approval of this pull request closes it"
        : `R1 Part 1.2 approval: closes when ${words(approver.name)} (${code(approver.login)}), the CIP Senior Manager, approves this pull request; a delegate's approval does not count`;
}


/***/ }),

/***/ 3837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ PATCH_MANAGEMENT_SHAPE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1298);
// CIP-007 R2 patch management as the layers below the family table know it: its name and its
// reviewed files' shape (the patch files: the plan's and the record's field, the saved plan's
// schema of what the reviewer approves, and each file's lines). Its parsers are core/patches/, its
// pass core/obligations/patch-management/. Pure.


const patchFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesSchema */ .h)({
    sources: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), covers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) }))
        .optional(),
    no_source: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ item: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))
        .optional(),
    evaluation: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        releases_since: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        patches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            released: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            item: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            applicable: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
            reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        })),
    })
        .optional(),
    plan: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        patches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        actions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        timeframe: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        event_occurred_on: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        implemented_on: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    })
        .optional(),
}).meta({
    title: "Patch files changed (CIP-007-6 R2)",
    description: "The CIP-007 R2 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: a source's coverage, an evaluation's patches with their applicability and reason, a mitigation plan's patches, actions and timeframe. Part of the fingerprint, as shown (compared_with aside).",
});
const PATCH_MANAGEMENT_SHAPE = {
    name: "CIP-007 R2",
    populationFiles: {
        patchSources: "patch-sources.csv",
        patchEvaluations: "patch-evaluations.csv",
        applicablePatches: "applicable-patches.csv",
        mitigationPlans: "mitigation-plans.csv",
    },
    reviewedFiles: {
        name: "patch files",
        noun: "patch file",
        field: "patch_files",
        recordDescription: "CIP-007 R2's reviewed files (cip-patch-sources.yaml, patch-evaluations/, patch-plans/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: patchFileChanges,
        lines: patchFileLines,
    },
};
/** One file: its line, then a line per source, patch, action. */
function patchFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    if (shown.evaluation !== undefined) {
        const { evaluation } = shown;
        return {
            line: `${file}: evaluation of source ${code(evaluation.source)}, releases since ${words(evaluation.releases_since)}, ${evaluation.patches.length === 1 ? "1 patch" : `${evaluation.patches.length} patches`}`,
            details: evaluation.patches.map((patch) => `${code(patch.id)} (${words(patch.item)}, released ${words(patch.released)}): ${patch.applicable ? "applicable" : `not applicable: ${words(patch.reason ?? "")}`}`),
        };
    }
    if (shown.plan !== undefined) {
        const { plan } = shown;
        const dates = [
            plan.event_occurred_on === undefined
                ? ""
                : `, event occurred on ${words(plan.event_occurred_on)}`,
            plan.implemented_on === undefined ? "" : `, implemented on ${words(plan.implemented_on)}`,
        ].join("");
        return {
            line: `${file}: mitigation plan ${code(plan.id)}, timeframe ${words(plan.timeframe)}${dates}`,
            details: [
                `patches: ${plan.patches.map(code).join(", ")}`,
                ...plan.actions.map((action) => `action: ${words(action)}`),
            ],
        };
    }
    if (shown.sources !== undefined || shown.no_source !== undefined) {
        return {
            line: `${file}: the patch sources`,
            details: [
                ...(shown.sources ?? []).map((source) => `source ${code(source.id)} (${words(source.name)}) covers ${source.covers.map(words).join(", ")}`),
                ...(shown.no_source ?? []).map((declaration) => `no source for ${words(declaration.item)} (${words(declaration.kind)}): ${words(declaration.reason)}`),
            ],
        };
    }
    return { line: file, details: [] };
}


/***/ }),

/***/ 3803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ SYSTEM_ACCESS_PARTS),
/* harmony export */   br: () => (/* binding */ SYSTEM_ACCESS_SHAPE)
/* harmony export */ });
/* unused harmony exports MEDIUM_REACH_WORDS, SYSTEM_ACCESS_KINDS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4377);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1298);
// CIP-007-6 R5 (System Access Control) as the layers below the family table know it: its name,
// the seven parts it declares (5.1 to 5.7, each with the standard's words, which two independent
// sources confirm for every part, and its Applicable Systems by impact, Control Center and External
// Routable Connectivity), the versions (CIP-007-7.1 from 2028-07-01), and its reviewed files'
// shape (the access files, system-access/ID.yaml, and the password-change records,
// system-access/records/ID.yaml: the plan's and the record's field, the saved plan's schema of
// what the reviewer approves, and each file's lines). Their parsers are core/system-access/, its
// pass core/obligations/system-access/. Pure.


const R5_TABLE = "CIP-007-6 Table R5 – System Access Control";
/** Which medium impact systems each reach names, as the docs' Applicable Systems table says it. */
const MEDIUM_REACH_WORDS = {
    all: "all",
    erc: "with External Routable Connectivity",
    "control-center": "at Control Centers",
    "erc-or-control-center": "at Control Centers, or with External Routable Connectivity",
};
const SYSTEM_ACCESS_KINDS = (/* unused pure expression or super */ null && ([
    "CIP-007 R5.1",
    "CIP-007 R5.2",
    "CIP-007 R5.3",
    "CIP-007 R5.4",
    "CIP-007 R5.5",
    "CIP-007 R5.6",
    "CIP-007 R5.7",
]));
/** Parts 5.1 to 5.7, each quoted from NERC's CIP-007-6 and confirmed by at least one transcription. */
const SYSTEM_ACCESS_PARTS = {
    "CIP-007 R5.1": {
        words: "Name the method that enforces authentication of interactive user access on each system, where technically feasible.",
        source: `${R5_TABLE}, Part 5.1`,
        requirementText: "Have a method(s) to enforce authentication of interactive user access, where technically feasible.",
        medium: "erc-or-control-center",
    },
    "CIP-007 R5.2": {
        words: "Inventory the known enabled default and other generic account types, by system, group of systems, location or system type, in a reviewed access file that covers each applicable system.",
        source: `${R5_TABLE}, Part 5.2`,
        requirementText: "Identify and inventory all known enabled default or other generic account types, either by system, by groups of systems, by location, or by system type(s).",
        medium: "all",
    },
    "CIP-007 R5.3": {
        words: "For each shared account, name where its authorized individuals are kept, with a digest of that list (no names in git).",
        source: `${R5_TABLE}, Part 5.3`,
        requirementText: "Identify individuals who have authorized access to shared accounts.",
        medium: "erc",
    },
    "CIP-007 R5.4": {
        words: "Before a new Cyber Asset of an applicable system is commissioned, record that its known default passwords were changed, or that it has none, per its capability.",
        source: `${R5_TABLE}, Part 5.4`,
        requirementText: "Change known default passwords, per Cyber Asset capability",
        medium: "all",
    },
    "CIP-007 R5.5": {
        words: "For password-only interactive access, declare the enforced password length and complexity (technical or procedural), or the asset's lower maximum.",
        source: `${R5_TABLE}, Part 5.5`,
        requirementText: "For password-only authentication for interactive user access, either technically or procedurally enforce the following password parameters: 5.5.1. Password length that is, at least, the lesser of eight characters or the maximum length supported by the Cyber Asset; and 5.5.2. Minimum password complexity that is the lesser of three or more different types of characters (e.g., uppercase alphabetic, lowercase alphabetic, numeric, non-alphanumeric) or the maximum complexity supported by the Cyber Asset.",
        medium: "all",
    },
    "CIP-007 R5.6": {
        words: "Change each password-only account type's passwords at least once every 15 calendar months (a reviewed change record), or declare the technical enforcement that forces it.",
        source: `${R5_TABLE}, Part 5.6`,
        requirementText: "Where technically feasible, for password-only authentication for interactive user access, either technically or procedurally enforce password changes or an obligation to change the password at least once every 15 calendar months.",
        medium: "erc",
    },
    "CIP-007 R5.7": {
        words: "Name the method that limits unsuccessful authentication attempts or alerts after a threshold of them, where technically feasible.",
        source: `${R5_TABLE}, Part 5.7`,
        requirementText: "Where technically feasible, either: • Limit the number of unsuccessful authentication attempts; or • Generate alerts after a threshold of unsuccessful authentication attempts.",
        medium: "control-center",
    },
};
/** How each account type's 5.6 answer is shown: its change's enforcement, or not password-only. */
const SHOWN_CHANGES = ["procedural", "technical", "not-applicable", "not password-only"];
const systemAccessFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesSchema */ .h)({
    access: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        by: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["system", "group", "location", "system-type"]),
        covers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        account_types: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            change: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(SHOWN_CHANGES),
            max_age_months: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
        })),
        shared_accounts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            account: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            authorized_individuals: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            list_sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        })),
        default_passwords: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ asset: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), answer: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    })
        .optional(),
    record: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        performed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6(),
        access_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        account_types: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    })
        .optional(),
}).meta({
    title: "System access files changed (CIP-007-6 R5)",
    description: "The CIP-007-6 R5 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it. An access file (system-access/ID.yaml, `access`): how it groups the systems (Part 5.2's by system, group, location or system type) and what it covers, each enabled default or generic account type with its Part 5.6 answer, each shared account with where its authorized individuals are kept and the digest of that list (Part 5.3), and each asset's Part 5.4 answer on default passwords. A password-change record (system-access/records/ID.yaml, `record`): the day, the access files and the account types changed. Part of the fingerprint, as shown (compared_with aside).",
});
const SYSTEM_ACCESS_SHAPE = {
    name: "CIP-007 R5",
    declaredParts: SYSTEM_ACCESS_PARTS,
    populationFiles: {
        passwordChanges: "password-changes.csv",
        accountTypes: "account-types.csv",
    },
    reviewedFiles: {
        name: "system access files",
        noun: "system access file",
        field: "system_access_files",
        recordDescription: "CIP-007-6 R5's reviewed files (the access files, system-access/ID.yaml, and the password-change records, system-access/records/ID.yaml) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: systemAccessFileChanges,
        lines: systemAccessFileLines,
        gateSetting: {
            key: "default_passwords",
            settings: ["flag", "require"],
            description: "CIP-007-6 R5 Part 5.4 at review: a change that creates a Cyber Asset in a High or Medium impact system (or one that declares no impact, judged as High) while no system access file (system-access/ID.yaml) of the checkout gives that asset's default_passwords answer (changed, unique-by-vendor or none, with its reference). flag (the default): listed in the plan. require: the plan is refused, and the merge applies nothing.",
        },
    },
};
/** An account type's 5.6 answer in words. */
function changeWords(type) {
    if (type.change === "technical")
        return `changes forced within ${type.max_age_months ?? "?"} months`;
    if (type.change === "procedural")
        return "changed by reviewed records";
    return type.change;
}
/** One file: an access file's cover and account types, then its shared accounts and answers; a record's day. */
function systemAccessFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    const { access, record } = shown;
    if (record !== undefined)
        return {
            line: `${file}: passwords changed on ${record.performed_on}: ${record.account_types.map(code).join(", ")} of ${record.access_files.map(code).join(", ")}`,
            details: [],
        };
    if (access === undefined)
        return { line: file, details: [] };
    const types = access.account_types.length === 0
        ? "no enabled default or generic account type"
        : access.account_types
            .map((type) => `${code(type.name)} (${words(type.type)}, ${changeWords(type)})`)
            .join(", ");
    return {
        line: `${file}: by ${access.by} ${access.covers.map(words).join(", ")}; ${types}`,
        details: [
            ...access.shared_accounts.map((shared) => `shared account ${code(shared.account)}: authorized individuals kept in ${words(shared.authorized_individuals)} (SHA-256 ${code(shared.list_sha256)})`),
            ...access.default_passwords.map((answer) => `default passwords of ${code(answer.asset)}: ${words(answer.answer)}`),
        ],
    };
}


/***/ }),

/***/ 7584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ VULNERABILITY_ASSESSMENT_SHAPE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1298);
// CIP-010 R3 vulnerability assessments as the layers below the family table know them: the name
// and the reviewed files' shape (the assessment files: the plan's and the record's field, the saved
// plan's schema of what the reviewer approves, and each file's lines). Their parsers are
// core/assessments/, their pass core/obligations/vulnerability-assessments/. Pure.


const assessmentFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesSchema */ .h)({
    record: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["assessment", "technical-feasibility", "commissioning"]),
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        covers: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        method: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["paper", "active"]).optional(),
        environment: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["production", "test"]).optional(),
        closes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    })
        .optional(),
}).meta({
    title: "Assessment files changed (CIP-010-4 R3)",
    description: "The CIP-010 R3 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: what it covers, its method and environment, and each part it closes (an action item: opens) once an accepted merge records it. Part of the fingerprint, as shown (compared_with aside).",
});
const VULNERABILITY_ASSESSMENT_SHAPE = {
    name: "CIP-010 R3",
    populationFiles: {
        assessmentIntervals: "vulnerability-assessments.csv",
        commissionedAssets: "vulnerability-commissioning.csv",
        actionItems: "vulnerability-action-items.csv",
    },
    reviewedFiles: {
        name: "assessment files",
        noun: "assessment file",
        field: "assessment_files",
        recordDescription: "CIP-010 R3's reviewed files (vulnerability-assessments/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: assessmentFileChanges,
        lines: assessmentFileLines,
    },
};
/** One file: its line, then a line per part it closes. */
function assessmentFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    const { record } = shown;
    if (record === undefined)
        return { line: file, details: [] };
    const how = [record.method, record.environment].flatMap((word) => word ?? []).join(", ");
    return {
        line: `${file}: ${record.kind} ${code(record.id)}${how === "" ? "" : `, ${how}`}, covers ${words(record.covers)}`,
        details: record.closes.map(words),
    };
}


/***/ }),

/***/ 5977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ lowImpactBaselineWarnings),
/* harmony export */   n: () => (/* binding */ commissioningBaselineProblems)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2205);
/* harmony import */ var _document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _requirements_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7178);




const R1_1 = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .requirementRow */ .gv)("CIP-010 R1.1");
const PORTS = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .requirementRow */ .gv)("CIP-007 R1.1");
const WHAT_TO_WRITE = "write baseline: with os_firmware ([{ name, version }]), software, custom_software, ports and patches ([] for none), the name of a shared baseline under baselines:, or baseline_ref: { uri, sha256 }";
/**
 * The R1.1 problems of the in-scope assets of `documents` that `entering` says go into service in
 * their system, each at the asset's name.
 */
function commissioningBaselineProblems(documents, entering) {
    const diagnostics = [];
    for (const document of documents) {
        const impact = document.impact?.value;
        if (impact !== "high" && impact !== "medium")
            continue;
        for (const asset of document.assets) {
            if (!entering(document, asset))
                continue;
            for (const message of assetProblems(asset, impact, document.erc?.value))
                diagnostics.push({ severity: "error", location: asset.location, message });
        }
    }
    return diagnostics;
}
const R1_IMPACTS = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .impactsOf */ .ZU)(["CIP-010 R1.1"]);
/**
 * A warning at each asset of an `impact: low` system that declares a baseline (issue 98, item 4:
 * the plan said "opens no CIP-010 part" of its deviations, and nothing at the line): CIP-010 R1's
 * Applicable Systems are High and Medium BES Cyber Systems and their associated EACMS, PACS and
 * PCA, so the baseline is the entity's own documentation, judged by no part. Never refused.
 */
function lowImpactBaselineWarnings(documents) {
    return documents.flatMap((document) => document.impact?.value !== "low"
        ? []
        : document.assets.flatMap((asset) => asset.baseline === undefined || asset.type === "software"
            ? []
            : [
                {
                    severity: "warning",
                    location: asset.location,
                    message: `asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(asset.name)} declares a baseline, and its system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(document.cyberSystem.value)} declares impact: low: CIP-010 R1 applies to ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .listOf */ .c3)(R1_IMPACTS)} impact BES Cyber Systems and their associated EACMS, PACS and PCA, so this baseline opens and closes no CIP-010 part (it stays the entity's own documentation); keep it, or rate the system where R1 applies`,
                },
            ]));
}
/** Each of the asset's R1.1 problems: all of them, so that one fix does not uncover the next. */
function assetProblems(asset, impact, erc) {
    const assetClass = asset.class?.value ?? _document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$;
    const scope = { class: assetClass, impact, ...(erc === undefined ? {} : { erc }) };
    // `software` records are baseline content, never Cyber Assets.
    if (asset.type === "software" || !(0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .applies */ .Br)(R1_1, scope))
        return [];
    const who = `asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(asset.name)} (${assetClass} of a ${impact} impact system)`;
    const baseline = asset.baseline;
    if (baseline === undefined)
        return [
            `${who} has no baseline configuration; CIP-010 R1.1 asks for one before it is in service: ${WHAT_TO_WRITE}`,
        ];
    const problems = [];
    if (baseline.missing !== undefined)
        problems.push(`${who} has an incomplete baseline: ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .listOf */ .c3)(baseline.missing)} ${baseline.missing.length === 1 ? "is" : "are"} not written; CIP-010 R1.1 asks for all five items: write each, [] for none`);
    if ((0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .applies */ .Br)(PORTS, scope) && baseline.unjustifiedPorts !== undefined)
        problems.push(`${who} has ${baseline.unjustifiedPorts} port${baseline.unjustifiedPorts === 1 ? "" : "s"} without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port`);
    return problems;
}


/***/ }),

/***/ 5217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ baselineDifferences),
/* harmony export */   a: () => (/* binding */ entryWords)
/* harmony export */ });
/* harmony import */ var _document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5168);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);
// What changed between two declarations of an asset's baseline, item by item of CIP-010-4 R1.1,
// with the entries added and removed: what a reviewer and an auditor read of a deviation, where
// the ledger keeps only digests. Items are compared by their digests (so a change of `reviewed:`
// or `completed_on:` alone changes none), entries by their canonical JSON; a baseline_ref's
// content is elsewhere, so a change of its digest is one change of items "unknown".


/** The items that differ from `before` to `after`, in R1.1's order; none when none does. */
function baselineDifferences(before, after) {
    if (before.kind === "ref" || after.kind === "ref")
        return before.digest === after.digest ? [] : [{ item: "unknown", added: [], removed: [] }];
    const [was, now] = [before.items ?? {}, after.items ?? {}];
    return _document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK.filter((item) => was[item] !== now[item]).map((item) => {
        const earlier = entriesOf(before.content?.[item]);
        const later = entriesOf(after.content?.[item]);
        const has = (entries, entry) => entries.some((other) => (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(other) === (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry));
        return {
            item,
            added: later.filter((entry) => !has(earlier, entry)).map((entry) => entryWords(item, entry)),
            removed: earlier
                .filter((entry) => !has(later, entry))
                .map((entry) => entryWords(item, entry)),
        };
    });
}
/** An item's entries: its list, or the one value written without a list; none when absent. */
function entriesOf(value) {
    if (value === undefined)
        return [];
    return Array.isArray(value) ? value : [value];
}
/**
 * One entry as outputs say it: a port as "3389/tcp (rdp): justification", software as "name
 * version", a patch as written; anything else as its canonical JSON, so nothing is left unsaid.
 */
function entryWords(item, entry) {
    if (typeof entry === "string" || typeof entry === "number")
        return String(entry);
    if (entry === null || typeof entry !== "object")
        return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry);
    const fields = entry;
    if (item === "ports" && fields.port !== undefined) {
        const service = typeof fields.service === "string" ? ` (${fields.service})` : "";
        const why = typeof fields.justification === "string" ? `: ${fields.justification}` : "";
        return `${String(fields.port)}/${String(fields.protocol)}${service}${why}`;
    }
    if (typeof fields.name === "string" && Object.keys(fields).every(isNameOrVersion))
        return typeof fields.version === "string" ? `${fields.name} ${fields.version}` : fields.name;
    return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry);
}
function isNameOrVersion(key) {
    return key === "name" || key === "version";
}


/***/ }),

/***/ 7178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RG: () => (/* reexport */ REQUIREMENT_IDS),
  Hc: () => (/* binding */ REQUIREMENT_TABLE),
  Br: () => (/* binding */ applies),
  ZU: () => (/* binding */ impactsOf),
  pK: () => (/* binding */ partsOpenedBy),
  gv: () => (/* binding */ requirementRow)
});

// UNUSED EXPORTS: CLASSES

// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
;// CONCATENATED MODULE: ./src/core/inventory/baselines/requirement-row.ts
const REQUIREMENT_IDS = [
    "CIP-010 R1.1",
    "CIP-010 R1.2",
    "CIP-010 R1.3",
    "CIP-010 R1.4",
    "CIP-010 R1.5",
    "CIP-010 R1.6",
    "CIP-010 R2.1",
    "CIP-007 R1.1",
    "CIP-007 R2.1",
    "CIP-007 R2.2",
    "CIP-007 R2.3",
    "CIP-007 R2.4",
    "CIP-010 R3.1",
    "CIP-010 R3.2",
    "CIP-010 R3.3",
    "CIP-010 R3.4",
];
const BCS_EACMS_PACS_PCA = ["BCA", "EACMS", "PACS", "PCA"];
const R1_SYSTEMS = "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA";
const R1_SCOPE = {
    high: BCS_EACMS_PACS_PCA,
    medium: BCS_EACMS_PACS_PCA,
    mediumNeedsErc: false,
};

;// CONCATENATED MODULE: ./src/core/inventory/baselines/vulnerability-assessment-rows.ts
// CIP-010-4 R3 (Vulnerability Assessments): Parts 3.1 to 3.4 as rows of the requirement table,
// each with its Applicable Systems, its clock (the 15 and 36 calendar months as data, `every`),
// what opens and closes it, the standard's words where two sources agree on them, and what
// CIP-010-5 changes. requirements.ts holds the table these rows join; its header says what a row is.

/** CIP-010-4 R3: Parts 3.1 and 3.4 apply as R1 does, 3.2 to High BCS only, 3.3 to High BCS, EACMS and PCA. */
const R3_TABLE = "CIP-010-4 Table R3 – Vulnerability Assessments";
const R3_SCI = "CIP-010-5 adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
/** Per Cyber Asset: the parts' Applicable Systems are assets (obligations/vulnerability-assessments). */
const ASSESSMENT = "accepted assessment records (vulnerability-assessments/ID.yaml) covering between them each applicable asset in the interval (by system, all; by assets:, those named)";
const VULNERABILITY_ASSESSMENT_ROWS = [
    {
        id: "CIP-010 R3.1",
        standard: "CIP-010-4",
        laterVersions: [{ standard: "CIP-010-5", changes: R3_SCI }],
        source: `${R3_TABLE}, Part 3.1`,
        requirementText: "At least once every 15 calendar months, conduct a paper or active vulnerability assessment.",
        measures: "Examples of evidence may include, but are not limited to: • A document listing the date of the assessment (performed at least once every 15 calendar months), the controls assessed for each BES Cyber System along with the method of assessment; or • A document listing the date of the assessment and the output of any tools used to perform the assessment.",
        summary: "at least once every 15 calendar months, conduct a paper or active vulnerability assessment of each system and its EACMS, PACS and PCA",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: "a system's first applicable asset (its commissioning record), then the earliest assessment counted in the interval before",
        clock: "15 calendar months from the interval's start, by the calendar in force's month-end",
        every: { months: 15 },
        closes: `${ASSESSMENT}, paper or active, dated by the last one's record`,
    },
    {
        id: "CIP-010 R3.2",
        standard: "CIP-010-4",
        laterVersions: [
            {
                standard: "CIP-010-5",
                changes: `${R3_SCI}; "per system capability" replaces "where technically feasible", and a test environment must minimize its differences with production`,
            },
        ],
        source: `${R3_TABLE}, Part 3.2`,
        requirementText: "Where technically feasible, at least once every 36 calendar months: 3.2.1 Perform an active vulnerability assessment in a test environment, or perform an active vulnerability assessment in a production environment where the test is performed in a manner that minimizes adverse effects, that models the baseline configuration of the BES Cyber System in a production environment; and 3.2.2 Document the results of the testing and, if a test environment was used, the differences between the test environment and the production environment, including a description of the measures used to account for any differences in operation between the test and production environments.",
        summary: "where technically feasible, at least once every 36 calendar months, perform an active vulnerability assessment of each High Impact system, documenting the results and a test environment's differences from production",
        applicableSystems: "High Impact BES Cyber Systems",
        high: ["BCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: "a High system's first BES Cyber Asset (its commissioning record), then the earliest active assessment counted before",
        clock: "36 calendar months from the interval's start, by the calendar in force's month-end",
        every: { months: 36 },
        closes: `${ASSESSMENT}, each active; or a technical-feasibility record (with its reference) in force for the system, listed as such`,
    },
    {
        id: "CIP-010 R3.3",
        standard: "CIP-010-4",
        laterVersions: [
            {
                standard: "CIP-010-5",
                changes: `${R3_SCI}; it applies before an asset becomes a new Applicable System, and its exception covers like additions as well as like replacements with a previously assessed configuration`,
            },
        ],
        source: `${R3_TABLE}, Part 3.3`,
        requirementText: "Prior to adding a new applicable Cyber Asset to a production environment, perform an active vulnerability assessment of the new Cyber Asset, except for CIP Exceptional Circumstances and like replacements of the same type of Cyber Asset with a baseline configuration that models an existing baseline configuration of the previous or other existing Cyber Asset.",
        summary: "before adding a new applicable Cyber Asset to production, perform an active vulnerability assessment of it, except for CIP Exceptional Circumstances and like replacements",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PCA",
        high: ["BCA", "EACMS", "PCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: "an asset going into service in the system (a create, or a move into it)",
        clock: "before it is in service: the plan flags it, and refuses it under vulnerability_assessments: require; the merge that put it into service is due that day",
        closes: "an active assessment of the asset dated no later than the merge; or a like-replacement declaration naming the existing asset whose baseline it models; or a CIP Exceptional Circumstance reference",
    },
    {
        id: "CIP-010 R3.4",
        standard: "CIP-010-4",
        laterVersions: [{ standard: "CIP-010-5", changes: R3_SCI }],
        source: `${R3_TABLE}, Part 3.4`,
        requirementText: "Document the results of the assessments conducted according to Parts 3.1, 3.2, and 3.3 and the action plan to remediate or mitigate vulnerabilities identified in the assessments including the planned date of completing the action plan and the execution status of any remediation or mitigation action items.",
        summary: "document each assessment's results and action plan, with the planned completion date and the execution status of each action item",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: "each open action item of an accepted assessment's action plan",
        clock: "the item's planned completion date; a change of it counts only when approved by whom the owner policy names (default: the system's owners)",
        closes: "a done status in an accepted merge of the assessment",
    },
];

;// CONCATENATED MODULE: ./src/core/inventory/baselines/requirements.ts
// The requirement table: one row per requirement part the tool tracks (CIP-010-4 R1.1 to R1.6 and
// R2.1, R3.1 to R3.4, CIP-007-6 R1.1 and R2.1 to R2.4), with its Applicable Systems as the standard's column states them, the
// event that opens it, its clock and what closes it. Every rule reads it: the plan's R1.1 check at
// commissioning (core/plan/commissioning.ts) and each obligation (core/obligations/). It lives
// here, the lowest layer that knows an asset's class and a system's impact, so that both can.
// docs/obligations/requirements.md renders the same rows; test/core/inventory/baselines/requirements.test.ts holds
// every class × impact × erc combination to the column.
//
// Each row quotes the standard's own words for its part: the Requirements column
// (`requirementText`) and the Measures column (`measures`) of CIP-010-4 Table R1 and Table R2 and
// of CIP-007-6 Tables R1 and R2, word for word, with only line breaks and spacing normalised (a bullet of
// the standard's lists is written "•"). A quote is here only where two independent sources agreed
// on its words; test/core/inventory/requirement-quotes.test.ts lists the ones left out and why.
// Everything else in a row (summary, opens, clock, closes) is the tool's reading, not the standard.
//
// Each row names the version of the standard it quotes (`standard`), and what a later version
// changes (`laterVersions`), as data: an entity judged by CIP-007-7.1 from a day its policy states
// will read that version's row, never a branch in code. Until two sources confirm the later
// version's words, its differences are the tool's words (`changes`), and nothing of it is quoted.




const DEVIATION = "a change of any R1.1 item of the asset's baseline (a deviation) in a change record";
/** CIP-007-6 R2: every part applies to the same systems, and CIP-007-7.1 adds SCI to all four. */
const R2_TABLE = "CIP-007-6 Table R2 – Security Patch Management";
const R2_SCOPE = { applicableSystems: R1_SYSTEMS, ...R1_SCOPE, standard: "CIP-007-6" };
const R2_SCI = "CIP-007-7.1 (R2 titled Cyber Security Patch Management) adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
const EVALUATION = "an accepted evaluation record (patch-evaluations/SOURCE/NAME.yaml)";
const PATCH_MANAGEMENT_ROWS = [
    {
        id: "CIP-007 R2.1",
        source: `${R2_TABLE}, Part 2.1`,
        requirementText: "A patch management process for tracking, evaluating, and installing cyber security patches for applicable Cyber Assets. The tracking portion shall include the identification of a source or sources that the Responsible Entity tracks for the release of cyber security patches for applicable Cyber Assets that are updateable and for which a patching source exists.",
        measures: "An example of evidence may include, but is not limited to, documentation of a patch management process and documentation or lists of sources that are monitored, whether on an individual BES Cyber System or Cyber Asset basis.",
        summary: "identify the source or sources tracked for the release of cyber security patches, for every operating system, firmware and software of the baselines (or declare that none exists or the item is not updateable)",
        ...R2_SCOPE,
        laterVersions: [
            {
                standard: "CIP-007-7.1",
                changes: `${R2_SCI}; its requirement says Applicable Systems where CIP-007-6 says applicable Cyber Assets, and its Measure no longer mentions the individual BES Cyber System or Cyber Asset basis`,
            },
        ],
        opens: "an os_firmware or software item of an applicable asset's baseline, and each later change or addition of it",
        clock: "none: from the record that adds or changes the item, an exception until a source covers it",
        closes: "cip-patch-sources.yaml in force mapping the item to a source; or a no_source declaration reviewed with or after the item's change",
    },
    {
        id: "CIP-007 R2.2",
        source: `${R2_TABLE}, Part 2.2`,
        requirementText: "At least once every 35 calendar days, evaluate security patches for applicability that have been released since the last evaluation from the source or sources identified in Part 2.1.",
        summary: "at least once every 35 calendar days, evaluate the security patches each identified source released since its last evaluation",
        ...R2_SCOPE,
        laterVersions: [
            {
                standard: "CIP-007-7.1",
                changes: `${R2_SCI}; its requirement and Measure say cyber security patches where CIP-007-6 says security patches`,
            },
        ],
        opens: "the record that first identifies the source for an applicable item, then each evaluation of it",
        clock: "35 calendar days from the interval's start",
        closes: `${EVALUATION} of the source; one whose releases_since leaves a gap after the previous evaluation is an exception`,
    },
    {
        id: "CIP-007 R2.3",
        source: `${R2_TABLE}, Part 2.3`,
        requirementText: "For applicable patches identified in Part 2.2, within 35 calendar days of the evaluation completion, take one of the following actions: • Apply the applicable patches; or • Create a dated mitigation plan; or • Revise an existing mitigation plan. Mitigation plans shall include the Responsible Entity's planned actions to mitigate the vulnerabilities addressed by each security patch and a timeframe to complete these mitigations.",
        summary: "within 35 calendar days of the evaluation, apply each applicable patch, or create or revise a dated mitigation plan for it",
        ...R2_SCOPE,
        laterVersions: [{ standard: "CIP-007-7.1", changes: R2_SCI }],
        opens: `a patch marked applicable by ${EVALUATION}, per asset whose baseline holds the item it patches`,
        clock: "35 calendar days from the evaluation's record",
        closes: "an accepted baseline change adding the patch to the asset's patches; or a mitigation plan in force naming it (created or revised)",
    },
    {
        id: "CIP-007 R2.4",
        source: `${R2_TABLE}, Part 2.4`,
        requirementText: "For each mitigation plan created or revised in Part 2.3, implement the plan within the timeframe specified in the plan, unless a revision to the plan or an extension to the timeframe specified in Part 2.3 is approved by the CIP Senior Manager or delegate.",
        summary: "implement each mitigation plan within its timeframe, unless the CIP Senior Manager or a delegate approves a revision or an extension",
        ...R2_SCOPE,
        laterVersions: [
            {
                standard: "CIP-007-7.1",
                changes: `${R2_SCI}; its Measure names the approval records for mitigation plan revisions or extensions as evidence`,
            },
        ],
        opens: "a mitigation plan (patch-plans/ID.yaml) first put in force",
        clock: "the plan's timeframe: its by date, or the day an event-dated plan's event occurred (event_occurred_on); a change of it counts only when the CIP Senior Manager or a delegate holding cip-007-r2.4 approves it",
        closes: "implemented_on in an accepted merge of the plan",
    },
];
const REQUIREMENT_TABLE = [
    {
        id: "CIP-010 R1.1",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.1",
        requirementText: "Develop a baseline configuration, individually or by group, which shall include the following items: 1.1.1. Operating system(s) (including version) or firmware where no independent operating system exists; 1.1.2. Any commercially available or open-source application software (including version) intentionally installed; 1.1.3. Any custom software installed; 1.1.4. Any logical network accessible ports; and 1.1.5. Any security patches applied.",
        measures: "Examples of evidence may include, but are not limited to: • A spreadsheet identifying the required items of the baseline configuration for each Cyber Asset, individually or by group; or • A record in an asset management system that identifies the required items of the baseline configuration for each Cyber Asset, individually or by group.",
        summary: "develop a baseline configuration (OS or firmware, intentionally installed software, custom software, logical network accessible ports, security patches applied)",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: "an asset going into service in the system (a create, or a move into it)",
        clock: "before it is in service: the plan refuses it without a complete baseline",
        closes: "a complete baseline (all five items, [] for none) inline, shared or as baseline_ref",
    },
    {
        id: "CIP-010 R1.2",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.2",
        requirementText: "Authorize and document changes that deviate from the existing baseline configuration.",
        measures: "Examples of evidence may include, but are not limited to: • A change request record and associated electronic authorization (performed by the individual or group with the authority to authorize the change) in a change management system for each change; or • Documentation that the change was performed in accordance with the requirement.",
        summary: "authorize and document changes that deviate from the existing baseline",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: DEVIATION,
        openedBy: "any",
        clock: "before the change is made: a completion dated before the authorization is an exception",
        closes: "the counted approvals of the merged pull request that carries the deviation (authorized_at, authorized_by)",
    },
    {
        id: "CIP-010 R1.3",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.3",
        requirementText: "For a change that deviates from the existing baseline configuration, update the baseline configuration as necessary within 30 calendar days of completing the change.",
        measures: "An example of evidence may include, but is not limited to, updated baseline documentation with a date that is within 30 calendar days of the date of the completion of the change.",
        summary: "update the baseline configuration as necessary within 30 calendar days of completing the change",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: DEVIATION,
        openedBy: "any",
        clock: "30 calendar days from the completion date (/cip-010-completed or completed_on); until it is recorded, an exception once the grace days since authorization pass",
        closes: "the completion of a reviewed change whose merged baseline describes it; or, when the field change differed, the next reviewed baseline change",
    },
    {
        id: "CIP-010 R1.4",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.4",
        requirementText: "For a change that deviates from the existing baseline configuration: 1.4.1. Prior to the change, determine required cyber security controls in CIP-005 and CIP-007 that could be impacted by the change; 1.4.2. Following the change, verify that required cyber security controls determined in 1.4.1 are not adversely affected; and 1.4.3. Document the results of the verification.",
        measures: "An example of evidence may include, but is not limited to, a list of cyber security controls verified or tested along with the dated test results.",
        summary: "determine the CIP-005 and CIP-007 controls a change could affect, verify afterwards they are not adversely affected, document the results",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: DEVIATION,
        openedBy: "any",
        clock: "none: a reminder, with the /cip-010-r1.4 notes of the approvers",
        closes: "nothing: the tool cannot see the verification",
    },
    {
        id: "CIP-010 R1.5",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.5",
        requirementText: "Where technically feasible, for each change that deviates from the existing baseline configuration: 1.5.1. Prior to implementing any change in the production environment, test the changes in a test environment or test the changes in a production environment where the test is performed in a manner that minimizes adverse effects, that models the baseline configuration to ensure that required cyber security controls in CIP-005 and CIP-007 are not adversely affected; and 1.5.2. Document the results of the testing and, if a test environment was used, the differences between the test environment and the production environment, including a description of the measures used to account for any differences in operation between the test and production environments.",
        summary: "where technically feasible, test the change before implementing it in production, and document the results",
        applicableSystems: "High Impact BES Cyber Systems",
        high: ["BCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: DEVIATION,
        openedBy: "any",
        clock: "none: a reminder",
        closes: "nothing: the tool cannot see the test",
    },
    {
        id: "CIP-010 R1.6",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.6",
        requirementText: "Prior to a change that deviates from the existing baseline configuration associated with baseline items in Parts 1.1.1, 1.1.2, and 1.1.5, and when the method to do so is available to the Responsible Entity from the software source: 1.6.1. Verify the identity of the software source; and 1.6.2. Verify the integrity of the software obtained from the software source.",
        summary: "before the change, when the software source makes a method available, verify the source's identity and the software's integrity",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PACS. Medium Impact BES Cyber Systems and their associated 1. EACMS; and 2. PACS",
        high: ["BCA", "EACMS", "PACS"],
        medium: ["BCA", "EACMS", "PACS"],
        mediumNeedsErc: false,
        opens: "a deviation that changes item 1.1.1, 1.1.2 or 1.1.5 (or a baseline_ref, whose items are unknown)",
        openedBy: ["os_firmware", "software", "patches", "unknown"],
        clock: "none: a reminder",
        closes: "nothing: the tool cannot see the verification",
    },
    {
        id: "CIP-010 R2.1",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R2 – Configuration Monitoring, Part 2.1",
        requirementText: "Monitor at least once every 35 calendar days for changes to the baseline configuration (as described in Requirement R1, Part 1.1). Document and investigate detected unauthorized changes.",
        measures: "An example of evidence may include, but is not limited to, logs from a system that is monitoring the configuration along with records of investigation for any unauthorized changes that were detected.",
        summary: "monitor at least once every 35 calendar days for changes to the baseline configuration",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PCA",
        high: ["BCA", "EACMS", "PCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: "an asset's commissioning (its first record), then each record that closes an interval",
        clock: "35 calendar days from the interval's start",
        closes: "a configuration-monitoring record that compared all five R1.1 items of the asset, read after the interval opened (never a drift check)",
    },
    {
        id: "CIP-007 R1.1",
        standard: "CIP-007-6",
        source: "CIP-007-6 Table R1 – Ports and Services, Part 1.1",
        requirementText: "Where technically feasible, enable only logical network accessible ports that have been determined to be needed by the Responsible Entity, including port ranges or services where needed to handle dynamic ports. If a device has no provision for disabling or restricting logical ports on the device then those ports that are open are deemed needed.",
        measures: "Examples of evidence may include, but are not limited to: • Documentation of the need for all enabled ports on all applicable Cyber Assets and Electronic Access Points, individually or by group. • Listings of the listening ports on the Cyber Assets, individually or by group, from either the device configuration files, command output (such as netstat), or network scans of open ports; or • Configuration files of host-based firewalls or other device level mechanisms that only allow needed ports and deny all others.",
        summary: "where technically feasible, enable only logical network accessible ports determined to be needed (the tool asks a justification for each)",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium Impact BES Cyber Systems with External Routable Connectivity and their associated 1. EACMS; 2. PACS; and 3. PCA",
        high: BCS_EACMS_PACS_PCA,
        medium: BCS_EACMS_PACS_PCA,
        mediumNeedsErc: true,
        opens: "an asset going into service in the system",
        clock: "before it is in service: the plan refuses a port without a justification",
        closes: "a justification for every port of its baseline",
    },
    ...PATCH_MANAGEMENT_ROWS,
    ...VULNERABILITY_ASSESSMENT_ROWS,
];
function requirementRow(id) {
    const row = REQUIREMENT_TABLE.find((candidate) => candidate.id === id);
    // The table has a row for every id: a test holds it.
    if (row === undefined)
        throw new Error(`no requirement row ${id}`);
    return row;
}
/**
 * The impact ratings of the systems the parts `ids` apply to, as their rows' Applicable Systems
 * state them (a class in High systems, in Medium ones): where a family reaches (its obligations,
 * and the plan's warning at an assessment of a system it does not reach).
 */
function impactsOf(ids) {
    const rows = ids.map((id) => requirementRow(id));
    return ["high", "medium"].filter((impact) => rows.some((row) => row[impact].length > 0));
}
/** Whether `row` applies to an asset of `class` in a system of `impact` and `erc`. */
function applies(row, asset) {
    switch (asset.impact) {
        case "high":
            return row.high.includes(asset.class);
        case "medium":
            return row.medium.includes(asset.class) && (!row.mediumNeedsErc || asset.erc !== false);
        case "low":
            return false;
    }
}
/**
 * The parts a deviation changing `items` opens for `asset`, in the table's order: the rows it opens
 * (`openedBy`) that apply, none unless R1.2 applies (the obligations open nothing else without it).
 */
function partsOpenedBy(asset, items) {
    if (items.length === 0)
        return [];
    if (!applies(requirementRow("CIP-010 R1.2"), asset))
        return [];
    return REQUIREMENT_TABLE.filter((row) => row.openedBy !== undefined &&
        applies(row, asset) &&
        (row.openedBy === "any" || items.some((item) => row.openedBy?.includes(item) === true))).map((row) => row.id);
}
/** Every class, for tables and tests. */
const CLASSES = (/* unused pure expression or super */ null && (ASSET_CLASSES));


/***/ }),

/***/ 7638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sx: () => (/* binding */ versionOn),
/* harmony export */   XD: () => (/* binding */ currentVersionName),
/* harmony export */   YM: () => (/* binding */ TABLE_STANDARDS),
/* harmony export */   YO: () => (/* binding */ currentVersion),
/* harmony export */   oY: () => (/* binding */ laterVersionOn),
/* harmony export */   x4: () => (/* binding */ versionsOf),
/* harmony export */   yo: () => (/* binding */ FORMER_VERSION_NAMES)
/* harmony export */ });
/* unused harmony export standardOf */
/* harmony import */ var _requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7178);
// Which version of a standard judges a requirement part on a day: the row's own, or a later one
// the entity's policy file puts in force from a day (`standards:`, docs/owners-and-policy.md).
// The later versions and what they change are the requirement table's rows (`laterVersions`),
// never a branch here: a part whose row names no later version keeps its own on every day. Pure.

/**
 * The names cip-sync once gave a version, by the name NERC's index gives it: policies, records and
 * checkpoints written before the rename keep the former one, and are read as the current one.
 */
const FORMER_VERSION_NAMES = new Map([
    ["CIP-007-7", "CIP-007-7.1"],
]);
/** A version's current name: itself, or the one its former name `version` now goes by. */
function currentVersionName(version) {
    return FORMER_VERSION_NAMES.get(version) ?? version;
}
/**
 * The version judging `id` as a record or checkpoint kept it, under its current name and with its
 * row's words: `kept` itself unless it carries a former name.
 */
function currentVersion(id, kept) {
    const name = currentVersionName(kept.standard);
    if (name === kept.standard)
        return kept;
    const row = _requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.find((candidate) => candidate.id === id);
    return row?.laterVersions?.find((later) => later.standard === name) ?? kept;
}
/** The standard a part belongs to: "CIP-010" of "CIP-010 R1.1". */
function standardOf(id) {
    return id.slice(0, id.indexOf(" "));
}
/** The standards the table has rows of, in its order: what the policy's `standards:` may name. */
const TABLE_STANDARDS = [
    ...new Set(_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.map((row) => standardOf(row.id))),
];
/** The versions `standard`'s rows quote, and the later ones any of them names, in the table's order. */
function versionsOf(standard) {
    const rows = _requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.filter((row) => standardOf(row.id) === standard);
    return {
        quoted: [...new Set(rows.map((row) => row.standard))],
        later: [...new Set(rows.flatMap((row) => (row.laterVersions ?? []).map((l) => l.standard)))],
    };
}
/**
 * The version that judges `id` on `day` (YYYY-MM-DD, in the calendar's time zone): the last of its
 * row's later versions in force by then, else the row's own.
 */
function versionOn(id, day, versions) {
    return laterVersionOn((0,_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .requirementRow */ .gv)(id), day, versions);
}
/**
 * The version that judges `row` on `day`: the last of its later versions `versions` puts in force
 * by then, else the row's own. Any row naming its versions so, in the requirement table or beside it.
 */
function laterVersionOn(row, day, versions) {
    const inForce = (later) => versions.some((chosen) => currentVersionName(chosen.version) === later.standard && chosen.from <= day);
    return row.laterVersions?.filter(inForce).at(-1) ?? { standard: row.standard };
}


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
     * The one document of a file read whole (no walk of its own on top): its syntax and every node
     * checked, depth first, a map's pairs through entries() (duplicates, merge keys); undefined when
     * there is none or its syntax is broken. `oneDocument` says what to do with an extra one. The
     * caller refuses the file for any diagnostic.
     */
    checkedDocument(docs, oneDocument) {
        const [doc, extra] = docs;
        if (doc === undefined)
            return undefined;
        if (extra !== undefined)
            this.error(extra.range[0], oneDocument);
        if (!this.yamlProblems(doc, 0))
            return undefined;
        const pending = [doc.contents];
        for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) || !this.plainNode(node))
                continue;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
                for (const { value } of this.entries(node))
                    pending.push(value);
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
                pending.push(...node.items);
        }
        return doc;
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
/**
 * Where a parsed value starts in its text. The yaml library types a map's or a list's values
 * `unknown`, so this checks it was given a node (what the parser makes of every value) rather than
 * each reader asserting so; a value with no place of its own starts the text.
 */
function nodeStart(value) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) ? (value.range?.[0] ?? 0) : 0;
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

/***/ 4502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ox: () => (/* binding */ standingFilesCarried),
/* harmony export */   fG: () => (/* binding */ yamlFileIn),
/* harmony export */   pI: () => (/* binding */ recordsCarried)
/* harmony export */ });
// What a merge's record carries of a family's reviewed files (its `<noun>_files`: each file added
// or changed with its text, and the paths it removes), read back by the family's parsers. A file
// its parser refuses is left out, since it puts nothing in force (the plan refused it at review
// first); whether the record put anything in force (an accepted merge) is the caller's to judge.
// And which paths are a kind of file, one folder's YAML files. Pure.
/**
 * Whether a path is a YAML file directly in `folder`: from the repository root, or (`named`) as
 * review names it, from the directory the command runs in, maybe above the root.
 */
function yamlFileIn(folder, from = "root") {
    const path = new RegExp(`${from === "root" ? "^" : "(^|/)"}${folder}/[^/]+\\.yaml$`);
    return (file) => path.test(file);
}
/**
 * The files of `kind` that stand until removed (a site file, an access file): each one carried,
 * read, by path, and null for each one removed.
 */
function standingFilesCarried(carried, kind) {
    const files = new Map();
    for (const { file, text } of carried.files) {
        if (!kind.is(file))
            continue;
        const read = kind.read(text, file);
        if (read !== undefined)
            files.set(file, read);
    }
    for (const file of carried.removed ?? [])
        if (kind.is(file))
            files.set(file, null);
    return files;
}
/**
 * The records of `kind` (what happened on a day: a program record, a password change), new or
 * changed, read, in the order carried. A removed record takes back nothing: what happened stays in
 * the ledger.
 */
function recordsCarried(carried, kind) {
    return carried.files.flatMap(({ file, text }) => {
        if (!kind.is(file))
            return [];
        const record = kind.read(text, file);
        return record === undefined ? [] : [record];
    });
}


/***/ }),

/***/ 7210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q$: () => (/* binding */ requiredField),
/* harmony export */   fW: () => (/* binding */ parseReviewedFile),
/* harmony export */   wJ: () => (/* binding */ everyRead)
/* harmony export */ });
/* unused harmony export ReviewedFileReader */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7273);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5032);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7154);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2205);
/* harmony import */ var _document_value_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5221);
/* harmony import */ var _document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(249);
// What every family's reviewed files share when read: one YAML document read strictly, as the
// inventory and the policy are (no anchors, aliases, tags or duplicate keys), a map whose keys are
// checked, `version: N` (each family's own), texts, dates that exist, lists and flags; every problem
// at file:line:column, saying what to write instead. A family's reader notes what its files name
// elsewhere (`Reference`, checked at review against the checkout) beside the dates they write.








/**
 * A key `fields()` was told is required, so it holds it once it answered (or one the caller saw it
 * hold): its value and where the key is written.
 */
function requiredField(fields, key) {
    return (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__/* .getOrThrow */ .Gp)(fields, key, "the fields read with their required keys");
}
/**
 * Whether every value of `read` was read: undefined is a field refused, its problem reported
 * already, so a file or an entry with one is refused whole. Each parser gathers what it read and
 * asks once, rather than spelling the same chain of `=== undefined` checks over its names.
 */
function everyRead(read) {
    return Object.values(read).every((value) => value !== undefined);
}
/** Reads `text` with `read`, which walks the document's map; errors sorted by place. */
function parseReviewedFile(text, file, kind, read) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const reader = new ReviewedFileReader(text, file, lineCounter, kind.version);
    const map = reader.fileMap((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .parseYamlDocuments */ .v)(text, lineCounter), kind.what);
    const value = map === undefined ? undefined : read(reader, map);
    const diagnostics = reader.diagnostics.sort(_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareDiagnostics */ .oV);
    if (diagnostics.length > 0 || value === undefined)
        return { diagnostics };
    return { value, diagnostics, references: reader.references };
}
class ReviewedFileReader extends _document_value_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .ValueReader */ .D {
    /** What the file names elsewhere and the dates it writes, in the order read. */
    references = [];
    /** The version the family's files write. */
    #version;
    constructor(text, file, lineCounter, version) {
        super(text, file, lineCounter);
        this.#version = version;
    }
    /** Notes a reference whose place is the node at `offset`. */
    refer(offset, reference) {
        this.references.push({ ...reference, at: this.at(offset) });
    }
    /** The file's one document, a map; undefined after reporting why not. */
    fileMap(docs, what) {
        const [doc, extra] = docs;
        if (doc === undefined || doc.contents === null) {
            this.error(0, `${what} is empty; write version: ${this.#version} and its keys`);
            return undefined;
        }
        if (extra !== undefined)
            this.error(extra.range[0], `${what} holds one YAML document; remove the extra "---"`);
        if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents))
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents))
            return doc.contents;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(doc.contents), `${what} must be a map, not ${(0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .describeValue */ .bp)(doc.contents)}`);
        return undefined;
    }
    /** The map's values by key; an unknown key or a missing required one is reported. */
    fields(map, known, required, what) {
        const fields = new Map();
        let valid = this.required(map, required, what);
        for (const { key, keyText, value } of this.entries(map)) {
            if (known.includes(keyText))
                fields.set(keyText, { value, keyOffset: (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(key) });
            else {
                this.unknownKey(key, keyText, known, `the keys of ${what} are`);
                valid = false;
            }
        }
        return valid ? fields : undefined;
    }
    /** The file's own map's values by key (as `fields` reads them), once it writes the family's version. */
    fileFields(map, known, required, what) {
        const fields = this.fields(map, known, required, what);
        return fields !== undefined && this.version(fields) ? fields : undefined;
    }
    /** `version: N`, the family's. */
    version(fields) {
        const field = fields.get("version");
        if (field === undefined)
            return false;
        const text = this.scalarValue(field.value, field.keyOffset, {
            label: "version",
            hint: String(this.#version),
        });
        if (text === undefined)
            return false;
        if (text.value === String(this.#version))
            return true;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(field.value), `version ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text.value)} is not supported; write version: ${this.#version}`);
        return false;
    }
    /** Non-empty text. */
    text(value, keyOffset, label, hint) {
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        if (text.value.trim() !== "")
            return text.value;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), `${label} is empty; write ${hint}`);
        return undefined;
    }
    // The field readers below read the field `key` that `fields` holds (a required key, or one the
    // caller saw it hold), named by its key in what they report; `hint` says what to write.
    /** The field `key`, non-empty text. */
    textField(fields, key, hint) {
        const { value, keyOffset } = requiredField(fields, key);
        return this.text(value, keyOffset, key, hint);
    }
    /**
     * The file's `id`, which must be its file's name in `folder` (`what` names the file in the
     * error, `hint` says what to write when the id is missing).
     */
    fileIdField(fields, file, { folder, what, hint = "the file's id, its file's name" }) {
        const id = this.textField(fields, "id", hint);
        if (id === undefined)
            return undefined;
        const named = file
            .split("/")
            .at(-1)
            ?.replace(/\.yaml$/, "");
        if (named === id && file.endsWith(`${folder}/${named}.yaml`))
            return id;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(requiredField(fields, "id").value), `${what} id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(id)} is not its file's name (${file}); rename the file to ${folder}/${id}.yaml, or write id: ${named ?? ""}`);
        return undefined;
    }
    /**
     * Whether `text`, read from the field `key`, is a SHA-256 in 64 lowercase hex digits; where it is
     * not, an error saying it `mustBe` that, in the words of what it digests.
     */
    isSha256(fields, key, text, mustBe) {
        if (_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .SHA256_HEX */ .Y5.test(text))
            return true;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(requiredField(fields, key).value), `${key} must be ${mustBe}, not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return false;
    }
    /** The field `key`, a date that exists. */
    dateField(fields, key, hint) {
        const { value, keyOffset } = requiredField(fields, key);
        return this.date(value, keyOffset, key, hint);
    }
    /** The field `key`, a non-empty list of distinct texts. */
    textsField(fields, key, hint) {
        const { value, keyOffset } = requiredField(fields, key);
        return this.texts(value, keyOffset, key, hint);
    }
    /** The field `key`, one of `choices` (a wrong one is told them all, "a, b or c"). */
    choiceField(fields, key, choices) {
        const { value, keyOffset } = requiredField(fields, key);
        return this.choice(value, keyOffset, { label: key, hint: (0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .listOf */ .c3)(choices, "or") }, choices)
            ?.value;
    }
    /**
     * The field `key`, a date that exists and, read at review (`now` given), no later than the latest
     * day any time zone has reached at `now`: nobody has lived a later one. `fix` says what to write.
     */
    pastDateField(fields, key, hint, now, fix = "the day it happened, once it has") {
        const date = this.dateField(fields, key, hint);
        // Today in UTC and in UTC+14, so that a writer west of UTC+14 sees whose day refused theirs.
        const later = date === undefined || now === undefined ? undefined : (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .afterTodayWords */ .P_)(date, now);
        if (later === undefined)
            return date;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(requiredField(fields, key).value), `${key} ${date} is ${later}: write ${fix}`);
        return undefined;
    }
    /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
    date(value, keyOffset, label, hint) {
        const text = this.text(value, keyOffset, label, `${hint}, YYYY-MM-DD`);
        if (text === undefined)
            return text;
        if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(text)) {
            this.refer((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), { kind: "date", label, date: text });
            return text;
        }
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), `${label} must be a date such as 2026-03-10 that exists (YYYY-MM-DD), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return undefined;
    }
    /** The items of a list, `[]` allowed when `empty` is; undefined after reporting a problem. */
    list(value, keyOffset, label, hint, empty = false) {
        if (empty && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items.length === 0)
            return [];
        return this.listItems(value, keyOffset, { label, hint });
    }
    /**
     * The non-empty list field `key`, each entry a map that writes `keys`, all of them (`entry`
     * names one in what is reported, `shape` shows one), read by `read` with the entries read before
     * it; undefined at the first that is not such a map or that `read` reported.
     */
    mapsField(fields, key, entry, read) {
        const { value, keyOffset } = requiredField(fields, key);
        const items = this.list(value, keyOffset, key, entry.shape);
        if (items === undefined)
            return undefined;
        const entries = [];
        for (const item of items) {
            const map = this.submap(item, (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), entry.what, entry.shape);
            const itemFields = map && this.fields(map, entry.keys, entry.keys, entry.what);
            const readEntry = itemFields && read(itemFields, item, entries);
            if (readEntry === undefined)
                return undefined;
            entries.push(readEntry);
        }
        return entries;
    }
    /** A non-empty list of distinct, non-empty texts. */
    texts(value, keyOffset, label, hint) {
        const items = this.list(value, keyOffset, label, hint);
        if (items === undefined)
            return undefined;
        const texts = [];
        for (const item of items) {
            const text = this.text(item, (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), `${label} entry`, hint);
            if (text === undefined)
                return undefined;
            if (texts.includes(text)) {
                this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(item), `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)} is written twice in ${label}; keep one`);
                return undefined;
            }
            texts.push(text);
        }
        return texts;
    }
    /**
     * The one key of `keys` that `fields` writes, and its text (`hint` says what it is); when it
     * writes none or several, the error `refused(count)` at `at`, and undefined.
     */
    oneTextOf(fields, keys, at, refused, hint) {
        const written = keys.filter((key) => fields.has(key));
        const [key] = written;
        if (key === undefined || written.length !== 1) {
            this.error(at, refused(written.length));
            return undefined;
        }
        const text = this.textField(fields, key, hint(key));
        return text === undefined ? undefined : { key, text };
    }
    /** `true` or `false`. */
    flag(value, keyOffset, label) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && typeof value.value === "boolean")
            return value.value;
        const found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && !(0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .isEmptyPlain */ .eF)(value) ? (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .describeValue */ .bp)(value) : "nothing";
        this.error((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) ? (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value) : keyOffset, `${label} must be true or false, not ${found}`);
        return undefined;
    }
}


/***/ }),

/***/ 2318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  op: () => (/* binding */ LOW_IMPACT_FILES),
  td: () => (/* binding */ programRecordsCarried),
  bT: () => (/* binding */ siteFilesCarried)
});

// UNUSED EXPORTS: isProgramRecord, isSiteFile, siteShown

// EXTERNAL MODULE: ./src/core/families/low-impact/low-impact-shape.ts
var low_impact_shape = __webpack_require__(4815);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/carried-files.ts
var carried_files = __webpack_require__(4502);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(3788);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/reviewed-file-reader.ts
var reviewed_file_reader = __webpack_require__(7210);
// EXTERNAL MODULE: ./src/core/low-impact/program-record.ts
var program_record = __webpack_require__(6093);
;// CONCATENATED MODULE: ./src/core/low-impact/parse-program-record.ts





const COMMON_KEYS = ["version", "id", "kind", "performed_on"];
/** Each kind's own keys, all required. */
const KIND_KEYS = {
    "policy-review": ["policies", "topics"],
    reinforcement: ["how"],
    "incident-plan-test": ["method", "plans"],
    "incident-plan-update": ["follows", "outcome", "note"],
};
const ALL_KIND_KEYS = [...new Set(Object.values(KIND_KEYS).flat())];
/** What `performed_on` is the day of, by kind. */
const PERFORMED_ON = {
    "policy-review": "the day the policies were reviewed",
    reinforcement: "the day the practices were reinforced",
    "incident-plan-test": "the day the test (or the response to the incident) was completed",
    "incident-plan-update": "the day the plan(s) were updated, or found to need no update",
};
function parseProgramRecordText(text, file, now) {
    const kind = { what: "a low-impact program record", version: program_record/* PROGRAM_RECORD_VERSION */.Ai };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => recordOf(reader, map, file, now));
}
function recordOf(reader, map, file, now) {
    const kindPair = map.items.find((pair) => pair.key?.value === "kind");
    const kind = kindPair === undefined
        ? undefined
        : reader.choice(kindPair.value, (0,yaml_reader/* nodeStart */.f)(kindPair.key), { label: "kind", hint: (0,wording/* listOf */.c3)(low_impact_shape/* PROGRAM_RECORD_KIND_NAMES */.h, "or") }, low_impact_shape/* PROGRAM_RECORD_KIND_NAMES */.h)?.value;
    // Without a kind it can read, every kind's keys are known: only the kind is reported.
    const known = [...COMMON_KEYS, ...(kind === undefined ? ALL_KIND_KEYS : KIND_KEYS[kind])];
    const required = kind === undefined ? COMMON_KEYS : known;
    const fields = reader.fields(map, known, required, `a ${kind ?? "low-impact program"} record`);
    if (kind === undefined || fields === undefined || !reader.version(fields))
        return undefined;
    const id = reader.fileIdField(fields, file, {
        folder: program_record/* PROGRAM_RECORDS_FOLDER */.DS,
        what: "program record",
        hint: "the record's id, its file's name",
    });
    const performedOn = reader.pastDateField(fields, "performed_on", PERFORMED_ON[kind], now, `${PERFORMED_ON[kind]}, once it has happened`);
    const own = ownFields(reader, fields, kind);
    if (id === undefined || performedOn === undefined || own === undefined)
        return undefined;
    return { id, performedOn, ...own };
}
function ownFields(reader, fields, kind) {
    switch (kind) {
        case "policy-review": {
            const policies = reader.textsField(fields, "policies", "each reviewed policy document, by its path or reference");
            const topics = topicsOf(reader, fields);
            return policies && topics && { kind, policies, topics };
        }
        case "reinforcement": {
            const how = reader.textField(fields, "how", "how the practices were reinforced (a briefing, a bulletin, management's message)");
            return how === undefined ? undefined : { kind, how };
        }
        case "incident-plan-test": {
            const method = reader.choiceField(fields, "method", program_record/* TEST_METHODS */.Aj);
            const plans = reader.textsField(fields, "plans", "each Cyber Security Incident response plan tested, by its path or reference");
            return method && plans && { kind, method, plans };
        }
        case "incident-plan-update": {
            const follows = reader.textField(fields, "follows", "the id of the incident-plan-test record this update follows");
            const outcome = reader.choiceField(fields, "outcome", program_record/* UPDATE_OUTCOMES */._q);
            const note = reader.textField(fields, "note", "what changed in the plan(s), or why no update was needed");
            if (follows === undefined || outcome === undefined || note === undefined)
                return undefined;
            reader.refer((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "follows").value), {
                kind: "follows",
                test: follows,
            });
            return { kind, follows, outcome, note };
        }
    }
}
/**
 * `topics`: which of R1 Part 1.2's topics the policies reviewed address, each once. Fewer than
 * the version in force asks for is no mistake in the record: the obligations open a gap for each
 * topic no policy in force addresses (CIP-003-11 asks six).
 */
function topicsOf(reader, fields) {
    const { value, keyOffset } = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "topics");
    return reader
        .choiceList(value, keyOffset, { label: "topics", hint: (0,wording/* listOf */.c3)(program_record/* POLICY_TOPIC_KEYS */.OM) }, program_record/* POLICY_TOPIC_KEYS */.OM)
        ?.map((topic) => topic.value);
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/low-impact/site-file.ts
var site_file = __webpack_require__(9283);
;// CONCATENATED MODULE: ./src/core/low-impact/parse-vendor-methods.ts
// Section 6's methods of one part (`determine`, `disable`, `detect`) in a low-impact site file,
// read with positions: each entry a plain text, which reaches every vendor path of the site, or
// `{ method: TEXT, paths: [id, ...] }`, which reaches only the paths it names. Section 6 counts
// each path, so a method narrowed to some paths leaves the others without it (site-file.ts,
// vendorAccessGaps). A path a method names that the site does not declare is an error at its
// file:line:column, with the nearest declared path. parse-site-sections.ts reads the rest of
// Section 6 and calls this once the paths are read.







/** A method written as a map, which reaches only the paths it names. */
const NARROWED_SHAPE = "{ method: IDS on the VPN segment, paths: [oem-vpn] }";
/**
 * The methods of `part`, at `field` (its value and where its key is written), whose narrowed
 * entries may name only the paths of `declared` (the site's path ids, undefined when they could
 * not be read: then no entry's paths are checked against them).
 */
function methodsOf(reader, field, part, hint, declared) {
    const entryHint = `${hint}, written as text (it reaches every vendor path) or as ${NARROWED_SHAPE} (only those paths)`;
    const items = reader.list(field.value, field.keyOffset, part, entryHint);
    if (items === undefined)
        return undefined;
    const methods = [];
    for (const item of items) {
        const method = (0,dist/* isMap */.jh)(item)
            ? narrowedOf(reader, item, part, hint, declared)
            : reader.text(item, (0,yaml_reader/* nodeStart */.f)(field.value), `${part} entry`, entryHint);
        const read = typeof method === "string" ? { method } : method;
        if (read === undefined)
            return undefined;
        if (methods.some((other) => other.method === read.method)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `${(0,diagnostics/* quote */.hD)(read.method)} is written twice in ${part}; keep one`);
            return undefined;
        }
        methods.push(read);
    }
    return methods;
}
/** `{ method: TEXT, paths: [id, ...] }`, each id one of `declared`. */
function narrowedOf(reader, item, part, hint, declared) {
    const keys = ["method", "paths"];
    const what = `a method of ${part} (Section ${site_file/* VENDOR_ACCESS_PARTS */.x9[part]})`;
    const fields = reader.fields(item, keys, keys, what);
    if (fields === undefined)
        return undefined;
    const method = reader.textField(fields, "method", hint);
    const paths = reader.textsField(fields, "paths", "the id of a vendor path (vendor_remote_access.paths) the method reaches");
    if (method === undefined || paths === undefined)
        return undefined;
    if (declared === undefined)
        return { method, paths };
    const written = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "paths").value;
    const offsets = (0,dist/* isSeq */.oP)(written) ? written.items.map((node) => (0,yaml_reader/* nodeStart */.f)(node)) : [];
    let known = true;
    paths.forEach((path, index) => {
        if (declared.includes(path))
            return;
        known = false;
        const [meant] = (0,shared_names/* closestNames */.g9)(path, declared, 1);
        reader.error(offsets[index] ?? (0,yaml_reader/* nodeStart */.f)(item), `method ${(0,diagnostics/* quote */.hD)(method)} of ${part} (Section ${site_file/* VENDOR_ACCESS_PARTS */.x9[part]}) names vendor path ${(0,diagnostics/* quote */.hD)(path)}, which vendor_remote_access.paths does not declare; ${meant === undefined ? "" : `did you mean ${(0,diagnostics/* quote */.hD)(meant)}? Otherwise `}name ${(0,wording/* listOf */.c3)(declared.map((id) => (0,diagnostics/* quote */.hD)(id)), "or")}, or declare it under paths (its kind and device)`);
    });
    return known ? { method, paths } : undefined;
}

;// CONCATENATED MODULE: ./src/core/low-impact/parse-site-flows.ts
// Section 3.1's permitted flows in a low-impact site file (`electronic_access.flows`, optional),
// read with positions: each `{ direction: inbound | outbound, peer: TEXT, need: TEXT }`, the flow
// the site's rule set permits across its boundary, the Cyber Asset or network outside the site at
// its other end, and why the Responsible Entity determined it necessary. Section 3.1 says "Permit
// only necessary inbound and outbound electronic access as determined by the Responsible Entity":
// the need is the entity's to state, so a flow without one is a warning at its place at review
// (`flowNeedWarnings`, which validate and the plan list), never a refusal; a flow's shape is read
// as every key is, each mistake at its file:line:column. Whether each flow is really necessary, and
// whether the device permits only these, stays the entity's evidence.



const FLOW_SHAPE = "{ direction: inbound, peer: scada-master, need: DNP3 polling by the EMS }";
/** `flows`: a non-empty list of flows, each (direction, peer) once. */
function flowsOf(reader, field) {
    const items = reader.list(field.value, field.keyOffset, "flows", FLOW_SHAPE);
    if (items === undefined)
        return undefined;
    const flows = [];
    for (const item of items) {
        const map = reader.submap(item, (0,yaml_reader/* nodeStart */.f)(field.value), "a permitted flow", FLOW_SHAPE);
        const keys = { known: ["direction", "peer", "need"], required: ["direction", "peer"] };
        const fields = map && reader.fields(map, keys.known, keys.required, "a permitted flow");
        if (fields === undefined)
            return undefined;
        const direction = reader.choiceField(fields, "direction", site_file/* FLOW_DIRECTIONS */.wV);
        const peer = reader.textField(fields, "peer", "the Cyber Asset or network outside the site at the flow's other end");
        const need = fields.has("need")
            ? reader.textField(fields, "need", "why the Responsible Entity determined it necessary")
            : "";
        if (direction === undefined || peer === undefined || need === undefined)
            return undefined;
        const flow = { direction, peer, location: reader.at((0,yaml_reader/* nodeStart */.f)(item)) };
        if (flows.some((other) => other.direction === direction && other.peer === peer)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `${flowWords(flow)} is listed twice in flows; keep one`);
            return undefined;
        }
        flows.push(fields.has("need") ? { ...flow, need } : flow);
    }
    return flows;
}
/** A flow in words: "the inbound flow from "scada-master"". */
function flowWords({ direction, peer }) {
    return `the ${direction} flow ${direction === "inbound" ? "from" : "to"} ${(0,diagnostics/* quote */.hD)(peer)}`;
}
/** A warning at each flow of `site` that states no need: listed at review, never refusing. */
function flowNeedWarnings(site) {
    const access = site.electronicAccess;
    if (!access.routable)
        return [];
    return (access.flows ?? [])
        .filter((flow) => flow.need === undefined)
        .map((flow) => ({
        severity: "warning",
        location: flow.location,
        message: `CIP-003-9 Section 3.1: ${flowWords(flow)} states no need, and Section 3.1 says "Permit only necessary inbound and outbound electronic access as determined by the Responsible Entity": write need: with why the Responsible Entity determined it necessary (a warning: nothing is refused for it)`,
    }));
}

;// CONCATENATED MODULE: ./src/core/low-impact/parse-site-sections.ts
// Each Attachment 1 section of a low-impact site file (site-file.ts), read with positions:
// Section 2's physical access, Section 3.1's electronic access and its rule set, Section 3.2's
// dial-up, Section 5's Transient Cyber Assets and Section 6's vendor remote access. What the
// sections say of each other is parse-site-file.ts's. Every mistake at file:line:column.







/** The word a section with nothing to declare is written with (`dial_up: none`). */
const NONE = "none";
/** A map field's own fields, its keys checked; `shape` shows one. */
function mapFields(reader, { value, keyOffset }, label, keys, shape) {
    const map = reader.submap(value, keyOffset, label, shape);
    return map && reader.fields(map, keys.known, keys.required, label);
}
/** A list of texts that may be empty (`[]`). */
function textsOrNone(reader, { value, keyOffset }, label, hint) {
    if ((0,dist/* isSeq */.oP)(value) && value.items.length === 0)
        return [];
    return reader.texts(value, keyOffset, label, hint);
}
/** Whether a section is written `none`: anything else must be its map, whose shape says so. */
function isNone({ value }) {
    return (0,dist/* isScalar */.jn)(value) && value.value === NONE;
}
/** Section 2. */
function physicalAccessOf(reader, field) {
    const shape = "{ controls: [card key at the door], access_control_assets: [fw-sub12] }";
    const keys = ["controls", "access_control_assets"];
    const fields = mapFields(reader, field, "physical_access", { known: keys, required: keys }, shape);
    if (fields === undefined)
        return undefined;
    const controlsField = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "controls");
    const hint = "a control of physical access to the site or its systems' locations (a card key, locks, an alarm)";
    if ((0,dist/* isSeq */.oP)(controlsField.value) && controlsField.value.items.length === 0) {
        reader.error((0,yaml_reader/* nodeStart */.f)(controlsField.value), `controls is empty, but Section 2 controls physical access to every site: write at least one, ${hint}`);
        return undefined;
    }
    const controls = reader.texts(controlsField.value, controlsField.keyOffset, "controls", hint);
    const assets = textsOrNone(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, "access_control_assets"), "access_control_assets", "a Cyber Asset providing Section 3.1's electronic access control, or [] for none");
    if (controls === undefined || assets === undefined)
        return undefined;
    return { controls, accessControlAssets: assets };
}
const ROUTABLE_KEYS = ["routable", "devices", "rule_set", "vendor_paths", "flows"];
const ROUTABLE_SHAPE = "{ routable: true, devices: [fw-sub12], rule_set: { file: PATH } } or { routable: false }";
/** Section 3.1. */
function electronicAccessOf(reader, field) {
    const keys = { known: ROUTABLE_KEYS, required: ["routable"] };
    const fields = mapFields(reader, field, "electronic_access", keys, ROUTABLE_SHAPE);
    if (fields === undefined)
        return undefined;
    const routableField = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "routable");
    const routable = reader.flag(routableField.value, routableField.keyOffset, "routable");
    if (routable === undefined)
        return undefined;
    if (!routable) {
        const extra = ROUTABLE_KEYS.slice(1).find((key) => fields.has(key));
        if (extra === undefined)
            return { routable: false };
        reader.error((0,reviewed_file_reader/* requiredField */.Q$)(fields, extra).keyOffset, `electronic_access declares no routable communications (routable: false), so it has no ${extra}; remove it, or write routable: true`);
        return undefined;
    }
    const missing = ["devices", "rule_set"].filter((key) => !fields.has(key));
    for (const key of missing)
        reader.error(routableField.keyOffset, `electronic_access with routable: true has no ${(0,diagnostics/* quote */.hD)(key)}; add it (${ROUTABLE_SHAPE})`);
    if (missing.length > 0)
        return undefined;
    return routableAccessOf(reader, fields);
}
function routableAccessOf(reader, fields) {
    const devices = reader.textsField(fields, "devices", "a Cyber Asset that permits only the necessary access (a firewall, a router)");
    const ruleSet = ruleSetOf(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, "rule_set"));
    const vendorPaths = fields.has("vendor_paths")
        ? textsOrNone(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, "vendor_paths"), "vendor_paths", "the id of a vendor path (vendor_remote_access.paths) the rule set admits, or [] for none")
        : [];
    const flows = fields.has("flows") ? flowsOf(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, "flows")) : [];
    if (devices === undefined ||
        ruleSet === undefined ||
        vendorPaths === undefined ||
        flows === undefined)
        return undefined;
    return {
        routable: true,
        devices,
        ruleSet,
        vendorPaths,
        ...(fields.has("flows") ? { flows } : {}),
    };
}
const RULE_SET_SHAPE = "{ file: firewall/sub12.rules } or { sha256: HEX, reviewed_on: 2026-03-02 }";
const RULE_SET_SHA256 = "64 lowercase hex digits (the SHA-256 of the reviewed rule set)";
/** The reviewed rule set: `{ file: PATH }` or `{ sha256: HEX, reviewed_on: DATE }`. */
function ruleSetOf(reader, field) {
    const keys = { known: ["file", "sha256", "reviewed_on"], required: [] };
    const fields = mapFields(reader, field, "rule_set", keys, RULE_SET_SHAPE);
    if (fields === undefined)
        return undefined;
    const byFile = fields.has("file");
    const byDigest = fields.has("sha256") && fields.has("reviewed_on");
    if (byFile === byDigest || (byFile && fields.size > 1)) {
        reader.error((0,yaml_reader/* nodeStart */.f)(field.value), `rule_set must be ${RULE_SET_SHAPE}: the reviewed rules as a file in the repository, or their digest and the day they were reviewed`);
        return undefined;
    }
    if (byFile) {
        const file = reader.textField(fields, "file", "the rule set's path in the repository");
        return file === undefined ? undefined : { file };
    }
    const sha256 = reader.textField(fields, "sha256", "the SHA-256 of the reviewed rule set");
    const reviewedOn = reader.dateField(fields, "reviewed_on", "the day the rule set was reviewed");
    if (sha256 === undefined || reviewedOn === undefined)
        return undefined;
    return reader.isSha256(fields, "sha256", sha256, RULE_SET_SHA256)
        ? { sha256, reviewedOn }
        : undefined;
}
/** Section 3.2: `none`, or `{ authentication: HOW }`. */
function dialUpOf(reader, field) {
    const shape = "{ authentication: dial-back modem } or none";
    if (isNone(field))
        return { present: false };
    const keys = { known: ["authentication"], required: ["authentication"] };
    const fields = mapFields(reader, field, "dial_up", keys, shape);
    const authentication = fields &&
        reader.textField(fields, "authentication", "how each dial-up connection is authenticated, per Cyber Asset capability (dial-back modem, dial-out only)");
    return authentication === undefined ? undefined : { present: true, authentication };
}
/** Section 5: the plan, and the entity-managed Transient Cyber Assets with their methods. */
function transientOf(reader, field) {
    const shape = "{ plan: plans/tca-plan.md, managed: [{ name: laptop-07, method: antivirus }] }";
    const keys = ["plan", "managed"];
    const fields = mapFields(reader, field, "transient_cyber_assets", { known: keys, required: keys }, shape);
    if (fields === undefined)
        return undefined;
    const plan = reader.textField(fields, "plan", "where the Section 5 plan is (a path or reference)");
    const managed = managedOf(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, "managed"));
    if (plan === undefined || managed === undefined)
        return undefined;
    return { plan, managed };
}
/** Section 5.3: `{ method: HOW, asset: WHICH }`. */
function removableMediaOf(reader, field) {
    const shape = "{ method: antivirus scan before each use, asset: media-kiosk-01 }";
    const keys = ["method", "asset"];
    const fields = mapFields(reader, field, "removable_media", { known: keys, required: keys }, shape);
    if (fields === undefined)
        return undefined;
    const method = reader.textField(fields, "method", "the method that detects malicious code on Removable Media (Section 5.3.1)");
    const asset = reader.textField(fields, "asset", "the Cyber Asset the method runs on, other than a BES Cyber System (Section 5.3.1)");
    return method === undefined || asset === undefined ? undefined : { method, asset };
}
function managedOf(reader, field) {
    const shape = "{ name: laptop-07, method: antivirus } or { name: HMI-cart, no_capability: WHY }";
    const items = reader.list(field.value, field.keyOffset, "managed", shape, true);
    if (items === undefined)
        return undefined;
    const managed = [];
    for (const item of items) {
        const at = { value: item, keyOffset: (0,yaml_reader/* nodeStart */.f)(field.value) };
        const keys = { known: ["name", "method", "no_capability"], required: ["name"] };
        const fields = mapFields(reader, at, "a managed Transient Cyber Asset", keys, shape);
        if (fields === undefined)
            return undefined;
        const name = reader.textField(fields, "name", "the Transient Cyber Asset's name");
        const how = reader.oneTextOf(fields, ["method", "no_capability"], (0,yaml_reader/* nodeStart */.f)(item), (written) => `a managed Transient Cyber Asset names ${written === 0 ? "neither" : "both"} its method and why it has none (Section 5.1); write exactly one of method: HOW or no_capability: WHY`, (key) => key === "method"
            ? "its method (antivirus, application whitelisting, another)"
            : "why it has no capability for one");
        if (name === undefined || how === undefined)
            return undefined;
        if (managed.some((other) => other.name === name)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `${(0,diagnostics/* quote */.hD)(name)} is listed twice in managed; keep one`);
            return undefined;
        }
        managed.push(how.key === "method" ? { name, method: how.text } : { name, noCapability: how.text });
    }
    return managed;
}
const VENDOR_KEYS = ["paths", ...site_file/* VENDOR_ACCESS_PART_KEYS */.J9];
const VENDOR_SHAPE = "none, or { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [...], disable: [...], detect: [...] }";
/** Section 6: `none`, or the paths and each part's methods. */
function vendorAccessOf(reader, field) {
    if (isNone(field))
        return { allowed: false };
    const keys = { known: VENDOR_KEYS, required: ["paths"] };
    const fields = mapFields(reader, field, "vendor_remote_access", keys, VENDOR_SHAPE);
    if (fields === undefined)
        return undefined;
    const paths = pathsOf(reader, fields);
    const methods = {};
    let valid = paths !== undefined;
    for (const part of site_file/* VENDOR_ACCESS_PART_KEYS */.J9) {
        if (!fields.has(part))
            continue;
        const named = methodsOf(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, part), part, `a method for Section ${site_file/* VENDOR_ACCESS_PARTS */.x9[part]} (${PART_WORDS[part]})`, paths?.map((path) => path.id));
        if (named === undefined)
            valid = false;
        else
            methods[part] = named;
    }
    if (!valid || paths === undefined)
        return undefined;
    return { allowed: true, paths, methods, location: reader.at(field.keyOffset) };
}
/** Each part's subject, in the tool's words. */
const PART_WORDS = {
    determine: "determining vendor electronic remote access",
    disable: "disabling it",
    detect: "detecting known or suspected malicious communications",
};
/** Section 6's `paths`, each declared once. */
function pathsOf(reader, fields) {
    const entry = {
        what: "a vendor path",
        shape: "{ id: oem-vpn, kind: vpn, device: fw-sub12 }",
        keys: ["id", "kind", "device"],
    };
    return reader.mapsField(fields, "paths", entry, (path, item, before) => {
        const id = reader.textField(path, "id", "the path's id, as vendor_paths names it");
        const kind = reader.textField(path, "kind", "its kind (vpn, jump host, OEM tool)");
        const device = reader.textField(path, "device", "the device it enters through");
        if (id === undefined || kind === undefined || device === undefined)
            return undefined;
        if (before.some((other) => other.id === id)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `vendor path ${(0,diagnostics/* quote */.hD)(id)} is declared twice; keep one`);
            return undefined;
        }
        return { id, kind, device, location: reader.at((0,yaml_reader/* nodeStart */.f)(item)) };
    });
}

;// CONCATENATED MODULE: ./src/core/low-impact/parse-site-file.ts
// A low-impact site file (site-file.ts), low-impact/ID.yaml, read with positions by the reviewed
// file reader every family's files use (core/inventory/reviewed-files/): every mistake at file:line:column, saying what to write
// instead. Besides each key's shape it checks what the sections say of each other:
//   - Section 2 (2): each device of Section 3.1 is named under physical_access's
//     access_control_assets (a physical control covers it);
//   - Section 6 applies "where such access has been established under Section 3.1": a site that
//     allows vendor remote access declares routable communications, and each vendor path its
//     Section 3.1 rule set admits is one of Section 6's paths. Its words name 3.1 only, so a
//     vendor's dial-in at a site without routable communications is no Section 6 path: it is 3.2's
//     Dial-up Connectivity, whose authentication dial_up declares.
// Given the facilities and control centers known (`known`: the service's, or the inventory's
// documents' where no service was read), each site `sites:` names is one of them, exactly as
// written: R2 reaches "each asset identified in CIP-002 containing low impact BES Cyber Systems",
// and CIP-002 R1.3 says "Identify each asset that contains a low impact BES Cyber System", so a
// site no inventory knows ("Pine Hil Substation") declares nothing of a real asset.
// A part of Section 6 without methods is not a mistake in the file: the plan's gate flags or
// refuses it (vendor-access-gate.ts), as the owner policy says.
//
//   version: 1
//   id: substation-12
//   sites: [Substation 12]
//   physical_access:
//     controls: [card key at the control house door, padlocked yard gate]
//     access_control_assets: [fw-sub12]
//   electronic_access:
//     routable: true
//     devices: [fw-sub12]
//     rule_set: { file: firewall/sub12.rules }
//     vendor_paths: [oem-vpn]
//   dial_up: none
//   transient_cyber_assets:
//     plan: plans/tca-plan.md
//     managed: [{ name: laptop-07, method: antivirus with managed signatures }]
//   vendor_remote_access:
//     paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }]
//     determine: [access pre-authorized by ticket]
//     disable: [the VPN account disabled after each session]
//     detect: [IDS on the vendor VPN segment]







/** The keys that answer Attachment 1's sections, in the order a site file writes them. */
const SECTION_KEYS = [
    "physical_access",
    "electronic_access",
    "dial_up",
    "transient_cyber_assets",
    "vendor_remote_access",
];
/** Section 5.3's Removable Media, which a site file may leave out (files written before it did). */
const REMOVABLE_MEDIA = "removable_media";
const SITE_KEYS = ["version", "id", "sites", ...SECTION_KEYS];
/** A site file read; given `known`, each of its sites is also held to the names known. */
function parseSiteFileText(text, file, known) {
    const kind = { what: "a low-impact site file", version: site_file/* SITE_FILE_VERSION */.cc };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => siteOf(reader, map, file, known));
}
function siteOf(reader, map, file, known) {
    const keys = [...SITE_KEYS, REMOVABLE_MEDIA];
    const fields = reader.fields(map, keys, SITE_KEYS, "a low-impact site file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const field = (key) => (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const id = fileId(reader, fields, file);
    const sites = reader.textsField(fields, "sites", "a site (an asset containing low impact BES Cyber Systems) as CIP-002 R1.3 identifies it");
    const physicalAccess = physicalAccessOf(reader, field("physical_access"));
    const electronicAccess = electronicAccessOf(reader, field("electronic_access"));
    const dialUp = dialUpOf(reader, field("dial_up"));
    const transientCyberAssets = transientOf(reader, field("transient_cyber_assets"));
    const vendorRemoteAccess = vendorAccessOf(reader, field("vendor_remote_access"));
    const removableMedia = fields.has(REMOVABLE_MEDIA)
        ? removableMediaOf(reader, field(REMOVABLE_MEDIA))
        : null;
    if (id === undefined ||
        sites === undefined ||
        (known !== undefined && !sitesKnown(reader, field("sites"), sites, known)) ||
        physicalAccess === undefined ||
        electronicAccess === undefined ||
        dialUp === undefined ||
        transientCyberAssets === undefined ||
        vendorRemoteAccess === undefined ||
        removableMedia === undefined)
        return undefined;
    const site = {
        id,
        sites,
        physicalAccess,
        electronicAccess,
        dialUp,
        transientCyberAssets,
        vendorRemoteAccess,
        ...(removableMedia === null ? {} : { removableMedia }),
    };
    return sectionsAgree(reader, fields, site) ? site : undefined;
}
/** The file's `id`, which must be its file's name in `low-impact/`. */
function fileId(reader, fields, file) {
    const id = reader.textField(fields, "id", "the site file's id, its file's name");
    if (id === undefined)
        return undefined;
    const parts = file.split("/");
    const named = parts.at(-1)?.replace(/\.yaml$/, "");
    if (named === id && parts.at(-2) === site_file/* LOW_IMPACT_FOLDER */.bn)
        return id;
    reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "id").value), parts.at(-2) === site_file/* LOW_IMPACT_FOLDER */.bn
        ? `site file id ${(0,diagnostics/* quote */.hD)(id)} is not its file's name (${file}); rename the file to ${site_file/* LOW_IMPACT_FOLDER */.bn}/${id}.yaml, or write id: ${named ?? ""}`
        : `site file ${(0,diagnostics/* quote */.hD)(id)} is filed in ${parts.slice(0, -1).join("/") || "the repository root"}, not ${site_file/* LOW_IMPACT_FOLDER */.bn}/; move it to ${site_file/* LOW_IMPACT_FOLDER */.bn}/${id}.yaml`);
    return undefined;
}
/** Whether each site is a facility or control center `known` holds; each one not, at its entry. */
function sitesKnown(reader, field, sites, known) {
    const names = new Set(known.names);
    const offsets = entryOffsets(field);
    let all = true;
    sites.forEach((site, index) => {
        if (names.has(site))
            return;
        const [meant] = (0,shared_names/* closestNames */.g9)(site, names, 1);
        const holder = known.from === "service"
            ? "the service holds"
            : "the inventory's documents declare (no service was read, so the inventory's declared sites judge it)";
        reader.error(offsets[index] ?? field.keyOffset, `site ${(0,diagnostics/* quote */.hD)(site)} is no facility or control center ${holder}; ${meant === undefined ? "no known name is close to it" : `did you mean ${(0,diagnostics/* quote */.hD)(meant)}?`}${meant === undefined ? "." : ""} Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)`);
        all = false;
    });
    return all;
}
/** Where each entry of a list field is written, in order. */
function entryOffsets(field) {
    return (0,dist/* isSeq */.oP)(field.value) ? field.value.items.map((item) => (0,yaml_reader/* nodeStart */.f)(item)) : [];
}
/** The field `key` of the map field `parent` (read already, so a map). */
function subField(parent, key) {
    const pair = (0,dist/* isMap */.jh)(parent.value)
        ? parent.value.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && item.key.value === key)
        : undefined;
    return {
        value: pair?.value,
        keyOffset: pair === undefined ? parent.keyOffset : (0,yaml_reader/* nodeStart */.f)(pair.key),
    };
}
/** What the sections say of each other; each disagreement at the entry that makes it. */
function sectionsAgree(reader, fields, site) {
    const access = site.electronicAccess;
    const vendor = site.vendorRemoteAccess;
    const electronic = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "electronic_access");
    let agree = true;
    if (vendor.allowed && !access.routable) {
        reader.error((0,reviewed_file_reader/* requiredField */.Q$)(fields, "vendor_remote_access").keyOffset, "vendor_remote_access allows vendor electronic remote access, which Section 6 counts only where it is established under Section 3.1, but electronic_access declares no routable communications (routable: false); declare them, with their devices and rule set, or write vendor_remote_access: none (a vendor's dial-in is Section 3.2's Dial-up Connectivity: write how it is authenticated under dial_up)");
        agree = false;
    }
    if (!access.routable)
        return agree;
    const devices = entryOffsets(subField(electronic, "devices"));
    access.devices.forEach((device, index) => {
        if (site.physicalAccess.accessControlAssets.includes(device))
            return;
        reader.error(devices[index] ?? electronic.keyOffset, `${(0,diagnostics/* quote */.hD)(device)} provides Section 3.1's electronic access control, so Section 2 (2) controls physical access to it: add it to physical_access.access_control_assets`);
        agree = false;
    });
    const declared = vendor.allowed ? vendor.paths.map((path) => path.id) : [];
    const admitted = entryOffsets(subField(electronic, "vendor_paths"));
    access.vendorPaths.forEach((path, index) => {
        if (declared.includes(path))
            return;
        reader.error(admitted[index] ?? electronic.keyOffset, vendor.allowed
            ? `the rule set admits vendor path ${(0,diagnostics/* quote */.hD)(path)}, which vendor_remote_access.paths does not declare; declare it there (its kind and device), or remove it from vendor_paths`
            : `the rule set admits vendor path ${(0,diagnostics/* quote */.hD)(path)}, but vendor_remote_access is none; declare the path under vendor_remote_access with its methods for 6.1, 6.2 and 6.3, or remove it from vendor_paths`);
        agree = false;
    });
    return agree;
}

// EXTERNAL MODULE: ./src/core/low-impact/program-record-reminders.ts
var program_record_reminders = __webpack_require__(4127);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
;// CONCATENATED MODULE: ./src/core/low-impact/site-reminder.ts
// CIP-003-9 R2 at review, as a pure decision: "Each Responsible Entity with at least one asset
// identified in CIP-002 containing low impact BES Cyber Systems shall implement one or more
// documented cyber security plan(s) for its low impact BES Cyber Systems that include the sections
// in Attachment 1. [Violation Risk Factor: Lower] [Time Horizon: Operations Planning]" The unit is
// the site, so a change that creates assets in a cyber system declared `impact: low` at a site
// (its system's facility or control center) that no site file of the checkout names in `sites:`
// gets a reminder: one warning per site, at the first such create's declaration, naming the site,
// its low impact systems the change adds assets to, and the site file to write. It is asked of
// every plan that adds such assets while no file names the site, and it never refuses one: it is
// a reminder of what to declare, not a gate. A site is matched by its name exactly as written (a
// name that differs in case is another name: the tool does not guess which site a file meant),
// and a file that does not parse names nothing (the plan refuses it at review anyway). A create
// whose system has no parent, or declares no impact, tells no low impact site: no reminder. A
// system the change re-rates to low (its document's `impact:` moves to low, issue 96 item 6) brings
// its site into R2's scope as a create does ("at least one asset identified in CIP-002 containing
// low impact BES Cyber Systems"), though the change adds no asset to it: the same reminder, at its
// `impact:` line unless a create of the site is written first.





/**
 * The site files' reminders (ReviewedFileSet.reminders): `head` is the checkout's site files by
 * path, `operations` the plan's, `rerated` the systems whose declared impact the change moves; one
 * warning for each site the change creates low impact assets at, or re-rates a system low at, that
 * no site file of `head` names.
 */
function siteReminders(head, operations, rerated = []) {
    const sites = new Map();
    const at = (system, location) => {
        if (system.impact !== "low" || system.parent === null)
            return undefined;
        const { kind, name } = system.parent;
        const key = JSON.stringify([kind, name]);
        const site = sites.get(key) ?? { kind, name, systems: [], rerated: [], location };
        sites.set(key, site);
        return site;
    };
    for (const operation of operations) {
        if (operation.action !== "create")
            continue;
        const site = at(operation.cyber_system, operation.source);
        if (site !== undefined && !site.systems.includes(operation.cyber_system.name))
            site.systems.push(operation.cyber_system.name);
    }
    for (const { system, location } of rerated)
        at(system, location)?.rerated.push(system.name);
    if (sites.size === 0)
        return [];
    const declared = declaredSites(head);
    return [...sites.values()]
        .filter((site) => !declared.has(site.name))
        .map((site) => ({
        severity: "warning",
        ...(site.location === undefined ? {} : { location: site.location }),
        message: reminderText(site),
    }));
}
/** Every site a site file of `head` names; a file that does not parse names none. */
function declaredSites(head) {
    const names = new Set();
    for (const [file, text] of head)
        for (const name of parseSiteFileText(text, file).value?.sites ?? [])
            names.add(name);
    return names;
}
/** "system" or "systems", then the names. */
const systemsNamed = (names) => `system${names.length === 1 ? "" : "s"} ${(0,wording/* listOf */.c3)(names.map(diagnostics/* quote */.hD))}`;
function reminderText(site) {
    const added = site.systems.length === 0 ? [] : [`adds assets to low impact ${systemsNamed(site.systems)}`];
    const rerated = site.rerated.length === 0 ? [] : [`re-rates ${systemsNamed(site.rerated)} to low impact`];
    const name = (0,diagnostics/* quote */.hD)(site.name);
    return `CIP-003-9 R2: this change ${[...added, ...rerated].join(" and ")} at ${(0,plan_model/* parentKindWord */.Pk)(site.kind)} ${name}, which no site file names, so its Attachment 1 sections are not declared: write ${site_file/* LOW_IMPACT_FOLDER */.bn}/${suggestedId(site)}.yaml with sites: [${name}] and each Attachment 1 section's answer (${(0,wording/* listOf */.c3)([...SECTION_KEYS])}; see docs/obligations/cip-003-low-impact.md), or add ${name} to an existing site file's sites`;
}
/** A file id for the site: its name in lower case, each run of other characters one hyphen. */
function suggestedId(site) {
    const id = site.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
    return id === "" ? site.kind.replace("_", "-") : id;
}

;// CONCATENATED MODULE: ./src/core/low-impact/update-follows.ts


/** A warning for each update record of `read` (the checkout's, parsed) whose `follows` names no test record. */
function updateFollowsReminders(read) {
    const tests = new Set(read.flatMap(({ value }) => (value?.kind === "incident-plan-test" ? [value.id] : [])));
    return read.flatMap(({ value, references }) => (references ?? []).flatMap((reference) => reference.kind === "follows" && !tests.has(reference.test)
        ? [
            {
                severity: "warning",
                location: reference.at,
                message: `CIP-003-9 Section 4.6: update ${(0,diagnostics/* quote */.hD)(value?.id ?? "")} follows ${(0,diagnostics/* quote */.hD)(reference.test)}, which no incident-plan-test record in ${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/ declares, so it closes nothing: write follows: with the id of the test it updates the plan(s) after, or add ${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/${reference.test}.yaml`,
            },
        ]
        : []));
}

;// CONCATENATED MODULE: ./src/core/low-impact/vendor-access-gate.ts
// CIP-003-9 Attachment 1 Section 6 at review, as a pure decision: "For assets containing low
// impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote
// access, the Responsible Entity shall implement a process to mitigate risks associated with
// vendor electronic remote access, where such access has been established under Section 3.1.
// These processes shall include: 6.1 One or more method(s) for determining vendor electronic
// remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3
// One or more method(s) for detecting known or suspected inbound and outbound malicious
// communications for vendor electronic remote access." Section 6 counts each path: a method
// reaches every path of the site, or only those its `paths:` names. So a change to a site file
// that makes the site allow vendor remote access, adds a vendor path, admits one in its Section 3.1
// rules, withdraws the last method of a part while the site keeps allowing it, or narrows or
// withdraws the methods of a part that reached a path it keeps so that none reaches it, is listed
// with the parts whose methods its file does not name and each part and path no method reaches;
// the owner policy's
// `vendor_remote_access:` flags it (the default: a warning in the plan) or refuses the plan and
// so the merge (`require`), as the commissioning gates do. A change that only removes access, or
// leaves it as it was, is not listed. The plan asks it as the site files' set's gate
// (ReviewedFileSet.gate), as it asks every family's.






/** The owner policy's setting: `flag` lists each gap in the plan; `require` also refuses it. */
const VENDOR_ACCESS_SETTINGS = low_impact_shape/* LOW_IMPACT_SHAPE */.a.reviewedFiles.gateSetting.settings;
/**
 * The site files' gate (ReviewedFileSet.gate): each change that opens vendor remote access without
 * every part's methods, a warning under `flag` and an error under `require` (or when the policy
 * cannot be read); a change naming all three methods passes.
 */
function vendorAccessGate(head, base, read) {
    const changes = [...head]
        .filter(([path, text]) => base.get(path) !== text)
        .map(([path, text]) => ({
        path,
        before: siteFileOf(base.get(path), path),
        after: siteFileOf(text, path),
    }));
    const { check, problems } = checkVendorAccess(changes, settingOf(read));
    if (check === undefined || problems.length > 0)
        return problems;
    return check.changes.filter(hasGap).map((change) => ({
        severity: "warning",
        location: change.location,
        message: `${vendorAccessWords(change)}: ${vendorAccessFix(change)}`,
    }));
}
function siteFileOf(text, path) {
    return text === undefined ? undefined : parseSiteFileText(text, path).value;
}
/** The policy's setting as the gate's own (the policy's parser admits only its choices). */
function settingOf(read) {
    if ("diagnostics" in read)
        return read;
    if (read.rule === undefined)
        return { rule: undefined };
    const { setting, file } = read.rule;
    return { rule: { setting: setting === "require" ? "require" : "flag", file } };
}
/** Whether the change leaves a part and path no method reaches. */
const hasGap = (change) => change.missing.length > 0 || change.unreached.length > 0;
function checkVendorAccess(changes, read) {
    const opened = changes.flatMap((change) => openedBy(change) ?? []);
    if (opened.length === 0)
        return { check: undefined, problems: [] };
    const setting = "rule" in read ? (read.rule?.setting ?? "flag") : "flag";
    return { check: { setting, changes: opened }, problems: refused(opened, read) };
}
/** What `change` opens of vendor remote access, or undefined when it opens none. */
function openedBy({ path, before, after }) {
    const access = after?.vendorRemoteAccess;
    if (after === undefined || access === undefined || !access.allowed)
        return undefined;
    const was = before?.vendorRemoteAccess.allowed === true ? before.vendorRemoteAccess : undefined;
    const pathsBefore = new Set(was?.paths.map((p) => p.id) ?? []);
    const admittedBefore = new Set(before?.electronicAccess.routable === true ? before.electronicAccess.vendorPaths : []);
    const admitted = after.electronicAccess.routable ? after.electronicAccess.vendorPaths : [];
    const { withoutMethod, unreached } = (0,site_file/* gapsByPart */.au)((0,site_file/* vendorAccessGaps */._k)(after), access.paths.map((p) => p.id));
    const gapsBefore = before === undefined ? [] : (0,site_file/* vendorAccessGaps */._k)(before);
    const withoutBefore = (0,site_file/* gapsByPart */.au)(gapsBefore, [...pathsBefore]).withoutMethod;
    const allowedBefore = was !== undefined;
    const triggers = [
        ...(allowedBefore ? [] : [{ kind: "allows" }]),
        ...access.paths
            .filter((p) => allowedBefore && !pathsBefore.has(p.id))
            .map((p) => ({ kind: "adds-path", path: p.id })),
        ...admitted
            .filter((id) => allowedBefore && !admittedBefore.has(id))
            .map((id) => ({ kind: "admits-path", path: id })),
        ...withoutMethod
            .filter((part) => allowedBefore && !withoutBefore.includes(part))
            .map((part) => ({ kind: "withdraws-method", part })),
        ...unreached
            .filter((gap) => pathsBefore.has(gap.path) &&
            !gapsBefore.some((old) => old.part === gap.part && old.path === gap.path))
            .map((gap) => unreachedBy(gap, was, access)),
    ];
    if (triggers.length === 0)
        return undefined;
    return {
        path,
        sites: after.sites,
        location: access.location,
        triggers,
        missing: withoutMethod,
        unreached,
    };
}
/** The methods that reached `gap`'s path before and reach it no more: narrowed, or withdrawn. */
function unreachedBy(gap, before, after) {
    const reached = (before?.methods[gap.part] ?? []).filter((m) => (0,site_file/* methodReaches */.rO)(m, gap.path));
    const kept = new Set((after.methods[gap.part] ?? []).map((m) => m.method));
    return {
        kind: "unreaches-path",
        part: gap.part,
        path: gap.path,
        narrowed: reached.filter((m) => kept.has(m.method)).map((m) => m.method),
        withdrawn: reached.filter((m) => !kept.has(m.method)).map((m) => m.method),
    };
}
/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(opened, read) {
    return (0,reviewed_file_set/* requiredGapErrors */.NJ)(opened.filter(hasGap), read, (change, policyFile) => `${vendorAccessWords(change)}, and ${policyFile} requires every part's methods: ${vendorAccessFix(change)}`);
}
/** What a trigger does, as every output says it. */
function triggerWords(trigger) {
    switch (trigger.kind) {
        case "allows":
            return "allows vendor electronic remote access";
        case "adds-path":
            return `adds vendor path ${(0,diagnostics/* quote */.hD)(trigger.path)}`;
        case "admits-path":
            return `admits vendor path ${(0,diagnostics/* quote */.hD)(trigger.path)} in its Section 3.1 rules`;
        case "withdraws-method":
            return `withdraws the last method for ${site_file/* VENDOR_ACCESS_PARTS */.x9[trigger.part]} while keeping its vendor paths`;
        case "unreaches-path": {
            const part = site_file/* VENDOR_ACCESS_PARTS */.x9[trigger.part];
            const done = [
                ...(trigger.narrowed.length === 0 ? [] : [`narrows ${methodsWords(trigger.narrowed)}`]),
                ...(trigger.withdrawn.length === 0 ? [] : [`withdraws ${methodsWords(trigger.withdrawn)}`]),
            ];
            return `${(0,wording/* listOf */.c3)(done)} of ${part} so that no ${part} method reaches vendor path ${(0,diagnostics/* quote */.hD)(trigger.path)}`;
        }
    }
}
const methodsWords = (methods) => `${methods.length === 1 ? "method" : "methods"} ${(0,wording/* listOf */.c3)(methods.map((m) => (0,diagnostics/* quote */.hD)(m)))}`;
const pathsWords = (paths) => `${paths.length === 1 ? "vendor path" : "vendor paths"} ${(0,wording/* listOf */.c3)(paths.map((p) => (0,diagnostics/* quote */.hD)(p)))}`;
/** The gaps by part: the parts without any method, and each other part's paths unreached. */
function gapsOf(change) {
    const parts = [...new Set(change.unreached.map((gap) => gap.part))];
    return {
        withoutMethod: change.missing,
        unreached: parts.map((part) => ({
            part,
            paths: change.unreached.filter((gap) => gap.part === part).map((gap) => gap.path),
        })),
    };
}
/** The change as every output says it: what it opens, and the parts it names no method for. */
function vendorAccessWords(change) {
    const opens = (0,wording/* listOf */.c3)(change.triggers.map(triggerWords));
    const { withoutMethod, unreached } = gapsOf(change);
    const without = [
        ...(withoutMethod.length === 0
            ? []
            : [`without methods for ${(0,wording/* listOf */.c3)(withoutMethod.map((part) => site_file/* VENDOR_ACCESS_PARTS */.x9[part]))}`]),
        ...unreached.map(({ part, paths }) => `without a ${site_file/* VENDOR_ACCESS_PARTS */.x9[part]} method reaching ${pathsWords(paths)}`),
    ];
    const gaps = without.length === 0 ? "with methods for 6.1, 6.2 and 6.3" : (0,wording/* listOf */.c3)(without);
    return `CIP-003-9 Section 6: ${change.path} (${(0,wording/* listOf */.c3)(change.sites)}) ${opens} ${gaps}`;
}
/** How to close a gap, as every output says it. */
function vendorAccessFix(change) {
    const { withoutMethod, unreached } = gapsOf(change);
    const keys = withoutMethod.map((part) => `vendor_remote_access.${part}`);
    const fixes = [
        ...(keys.length === 0 ? [] : [`name at least one method under ${(0,wording/* listOf */.c3)(keys)}`]),
        ...unreached.map(({ part, paths }) => `have a method under vendor_remote_access.${part} reach ${pathsWords(paths)} (written as text, a method reaches every path; { method, paths } only those it names)`),
    ];
    return `${(0,wording/* listOf */.c3)(fixes)}, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths`;
}

;// CONCATENATED MODULE: ./src/core/low-impact/low-impact-files.ts












/** Whether a path (from the repository root) is a site file. */
const isSiteFile = (0,carried_files/* yamlFileIn */.fG)(site_file/* LOW_IMPACT_FOLDER */.bn);
/** Whether a path (from the repository root) is a program record. */
const isProgramRecord = (0,carried_files/* yamlFileIn */.fG)(program_record/* PROGRAM_RECORDS_FOLDER */.DS);
/** Whether a path is a program record as review names it. */
const isProgramRecordNamed = (0,carried_files/* yamlFileIn */.fG)(program_record/* PROGRAM_RECORDS_FOLDER */.DS, "named");
/** What the plan and the population show of a site file in force. */
function siteShown(site) {
    const access = site.vendorRemoteAccess;
    const paths = access.allowed ? access.paths.map((path) => path.id) : [];
    const { withoutMethod, unreached } = (0,site_file/* gapsByPart */.au)((0,site_file/* vendorAccessGaps */._k)(site), paths);
    return {
        id: site.id,
        sites: site.sites,
        routable: site.electronicAccess.routable,
        vendor_remote_access: access.allowed ? "allowed" : "none",
        paths,
        missing: withoutMethod.map((part) => site_file/* VENDOR_ACCESS_PARTS */.x9[part]),
        // Only where a method is narrowed to some paths: a file of plain methods shows what it did.
        ...(unreached.length === 0
            ? {}
            : {
                unreached: unreached.map(({ part, path }) => ({ part: site_file/* VENDOR_ACCESS_PARTS */.x9[part], path })),
            }),
    };
}
/** What a merge's record says of the site files: each one it carries, read (null: removed). */
function siteFilesCarried(carried) {
    return (0,carried_files/* standingFilesCarried */.Ox)(carried, {
        is: isSiteFile,
        read: (text, file) => parseSiteFileText(text, file).value,
    });
}
/** The program records a merge's record carries, new or changed, read, in path order. */
function programRecordsCarried(carried) {
    return (0,carried_files/* recordsCarried */.pI)(carried, {
        is: isProgramRecord,
        read: (text, file) => parseProgramRecordText(text, file).value,
    });
}
/**
 * A program record as the reviewer approves it: its kind and day, the policies or plans it names
 * (each a clock of its own), what its merge opens and when that falls due (the clock's interval
 * from its day, by the calendar of the policy at the commit compared with, as the obligations
 * count it once merged), and, for a review, the CIP Senior Manager whose approval of this pull
 * request approves those policies.
 */
function recordShown(record, basePolicy) {
    const shown = { id: record.id, kind: record.kind, performed_on: record.performedOn };
    const due = (part) => (0,program_record_reminders/* partDueAfter */.s$)(record.performedOn, part, basePolicy.calendar.monthEnd);
    switch (record.kind) {
        case "policy-review":
            return {
                ...shown,
                subjects: record.policies,
                next_due: due("CIP-003 R1.2"),
                approver: basePolicy.seniorManager ?? null,
            };
        case "incident-plan-test":
            return {
                ...shown,
                subjects: record.plans,
                next_due: due("CIP-003 R2 Section 4.5"),
                update_due: due("CIP-003 R2 Section 4.6"),
            };
        case "reinforcement":
            return { ...shown, next_due: due("CIP-003 R2 Section 1") };
        case "incident-plan-update":
            return { ...shown, follows: record.follows };
    }
}
/** Only the site files of `files`, by path. */
function siteFilesOf(files) {
    return new Map([...files].filter(([path]) => isSiteFile(path)));
}
const LOW_IMPACT_FILES = {
    ...low_impact_shape/* LOW_IMPACT_SHAPE */.a.reviewedFiles,
    roots: [site_file/* LOW_IMPACT_FOLDER */.bn],
    patterns: [`${site_file/* LOW_IMPACT_FOLDER */.bn}/*.yaml`, `${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/*.yaml`],
    belongs: (path) => isSiteFile(path) || isProgramRecord(path),
    changes: (head, base, comparedWith, basePolicy) => {
        return (0,reviewed_file_set/* fileChanges */.C8)(head, base, comparedWith, (file, text) => {
            if (isProgramRecord(file)) {
                const record = parseProgramRecordText(text, file).value;
                return record === undefined ? {} : { record: recordShown(record, basePolicy) };
            }
            const site = parseSiteFileText(text, file).value;
            if (site === undefined)
                return {};
            const was = base.get(file);
            const before = was === undefined ? undefined : parseSiteFileText(was, file).value;
            return {
                site: {
                    ...siteShown(site),
                    ...(before === undefined ? {} : { before: siteShown(before) }),
                },
            };
        });
    },
    problems: (text, file, now) => {
        if (isProgramRecordNamed(file)) {
            const record = parseProgramRecordText(text, file, now);
            return [...record.diagnostics, ...(0,program_record_reminders/* overdueOnArrival */.PC)(record, now)];
        }
        const parsed = parseSiteFileText(text, file);
        // Section 3.1's flows without their need: warnings, listed by validate and the plan.
        return parsed.value === undefined ? parsed.diagnostics : flowNeedWarnings(parsed.value);
    },
    gate: (head, base, read) => vendorAccessGate(siteFilesOf(head), siteFilesOf(base), read),
    // A file with other problems is left to `problems`: read again with the names known only once
    // it reads without them, so that the sites' errors are the only ones it can give.
    unknownParents: (files, known) => [...files].flatMap(([file, text]) => isSiteFile(file) && parseSiteFileText(text, file).value !== undefined
        ? parseSiteFileText(text, file, known).diagnostics
        : []),
    reminders: (head, operations, rerated) => {
        // Each program record parsed once, for both reminders that read the records.
        const records = [...head].flatMap(([file, text]) => isProgramRecord(file) ? [parseProgramRecordText(text, file)] : []);
        const sites = siteFilesOf(head);
        return [
            ...siteReminders(sites, operations, rerated),
            ...(0,program_record_reminders/* programRecordReminders */.Vy)(sites, records),
            ...updateFollowsReminders(records),
        ];
    },
};


/***/ }),

/***/ 4127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ overdueOnArrival),
/* harmony export */   Vy: () => (/* binding */ programRecordReminders),
/* harmony export */   s$: () => (/* binding */ partDueAfter)
/* harmony export */ });
/* unused harmony export recurringPartOf */
/* harmony import */ var _families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8291);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _program_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6093);
// CIP-003-9's program clocks at review: every clock opens at the family's first accepted merge
// that carries a site file, due that day (core/obligations/low-impact/program-clocks-pass.ts), so
// a clock whose last event no record declares is overdue from that merge. The program records
// are kept in the repository, so the checkout holds every one merged: where it has a site file
// and no record of a clock's kind, the plan reminds of that clock, at the first site file, on
// every plan until the record is there. A reminder, never a refusal (issue 98: day one was
// overdue, unwarned). Section 4.6 has no reminder here: its update is due 180 days after a test,
// which the obligations judge from the ledger. And a record whose own clock ran out before today
// (a review of two years ago, the latest one recorded) would close its clock and leave it overdue
// from the same merge: warned at its performed_on, with the due day its merge opens (the part's
// interval, LOW_IMPACT_SHAPE's `every`, as the obligations count it). Pure.




/** The part whose recurring clock each kind of record closes and opens again. */
const RECURRING_PART = {
    "policy-review": "CIP-003 R1.2",
    reinforcement: "CIP-003 R2 Section 1",
    "incident-plan-test": "CIP-003 R2 Section 4.5",
};
/**
 * The last day `part`'s next event is on time after an event on `day`, months by `monthEnd`: what
 * the plan shows a record's merge opening, and what the obligations' clocks count
 * (core/obligations/low-impact/low-impact-clocks.ts dueAfter).
 */
function partDueAfter(day, part, monthEnd) {
    return (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .addInterval */ .vV)(day, _families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_IMPACT_SHAPE */ .a.declaredParts[part].every, monthEnd);
}
/** The part whose clock `kind`'s record opens again from its day; none for an update. */
function recurringPartOf(kind) {
    return kind === "incident-plan-update" ? undefined : RECURRING_PART[kind];
}
/**
 * A warning at the performed_on of `parsed` (read at review, `now`) when the clock its merge opens
 * is already past everywhere: its due day by every month-end convention (the policy's is not read
 * here) before today in every time zone (UTC's day less one, behind the farthest west).
 */
function overdueOnArrival(parsed, now) {
    const { value: record, references = [] } = parsed;
    const part = record === undefined ? undefined : recurringPartOf(record.kind);
    const at = references.find((ref) => ref.kind === "date" && ref.label === "performed_on")?.at;
    if (record === undefined || part === undefined || at === undefined)
        return [];
    const due = _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .MONTH_END_CONVENTIONS */ .WO.map((monthEnd) => partDueAfter(record.performedOn, part, monthEnd))
        .sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)
        .at(-1);
    if (due === undefined || due >= (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .addDays */ .fi)((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dateIn */ .m7)(now, "UTC"), -1))
        return [];
    const every = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .intervalWords */ .Tj)(_families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_IMPACT_SHAPE */ .a.declaredParts[part].every);
    return [
        {
            severity: "warning",
            location: at,
            message: `${part}: the next ${record.kind} after performed_on ${record.performedOn} was due by ${due} at the latest (${every} later), before today, so merged this record leaves ${subjectsOf(record)} overdue from its merge: add the record of the latest ${record.kind}, if there was a later one`,
        },
    ];
}
/** Whose clock a record's merge opens again, in a warning's words. */
function subjectsOf(record) {
    switch (record.kind) {
        case "policy-review":
            return `the review clock of ${record.policies.join(", ")}`;
        case "incident-plan-test":
            return `the test clock of ${record.plans.join(", ")}`;
        case "reinforcement":
        case "incident-plan-update":
            return "its clock";
    }
}
/** Each clock the family's first merge opens, by the kind of record that closes it. */
const CLOCK_RECORDS = [
    {
        kind: "policy-review",
        part: "R1 Part 1.2",
        opens: "the review and approval clocks the family's first merge opens are",
        keys: "the day of the last review (performed_on) and every policy it reviewed (policies)",
    },
    {
        kind: "reinforcement",
        part: "Attachment 1 Section 1",
        opens: "the clock the family's first merge opens is",
        keys: "the day of the last reinforcement (performed_on)",
    },
    {
        kind: "incident-plan-test",
        part: "Attachment 1 Section 4.5",
        opens: "the clock the family's first merge opens is",
        keys: "the day of the last test (performed_on) and every plan it tested (plans)",
    },
];
/**
 * A warning at the first of `sites` (the checkout's site files, by path) for each clock no record
 * of `read` (the checkout's program records, parsed; one that does not parse counts for none)
 * closes; none without a site file, since the family has not started.
 */
function programRecordReminders(sites, read) {
    const [first] = [...sites.keys()].sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP);
    if (first === undefined)
        return [];
    const recorded = new Set(read.flatMap(({ value }) => (value === undefined ? [] : [value.kind])));
    return CLOCK_RECORDS.filter(({ kind }) => !recorded.has(kind)).map(({ kind, part, opens, keys }) => ({
        severity: "warning",
        location: { file: first, line: 1, column: 1 },
        message: `CIP-003-9 ${part}: no ${kind} record in ${_program_record_js__WEBPACK_IMPORTED_MODULE_3__/* .PROGRAM_RECORDS_FOLDER */ .DS}/, so ${opens} due that day and overdue from then: add ${_program_record_js__WEBPACK_IMPORTED_MODULE_3__/* .PROGRAM_RECORDS_FOLDER */ .DS}/ID.yaml with kind: ${kind}, ${keys}`,
    }));
}


/***/ }),

/***/ 6093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ai: () => (/* binding */ PROGRAM_RECORD_VERSION),
/* harmony export */   Aj: () => (/* binding */ TEST_METHODS),
/* harmony export */   DS: () => (/* binding */ PROGRAM_RECORDS_FOLDER),
/* harmony export */   MP: () => (/* binding */ POLICY_TOPICS),
/* harmony export */   OM: () => (/* binding */ POLICY_TOPIC_KEYS),
/* harmony export */   _q: () => (/* binding */ UPDATE_OUTCOMES)
/* harmony export */ });
/* unused harmony export PROGRAM_RECORD_KINDS */
/* harmony import */ var _families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4815);
/* harmony import */ var _site_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9283);
// What a low-impact program record declares: one dated event of CIP-003-9's low-impact program
// that has a clock, reviewed by pull request like the site files and filed beside them in
// `low-impact/records/ID.yaml`. The site files say what each site has; these say what the
// program did and when: R1 Part 1.2's policies reviewed (the CIP Senior Manager's approval is her
// approval of the pull request that merges the record, as GitHub dates it, never a line anyone
// can write), Attachment 1 Section 1's reinforcement, Section 4.5's test of the incident response
// plan(s) (an actual Reportable Cyber Security Incident counts) and Section 4.6's update after
// one. parse-program-record.ts reads it with positions; the clocks are
// core/obligations/low-impact/.


/** The folder the program records are filed in, each as ID.yaml. */
const PROGRAM_RECORDS_FOLDER = `${_site_file_js__WEBPACK_IMPORTED_MODULE_1__/* .LOW_IMPACT_FOLDER */ .bn}/records`;
/** The version of the program records' shape. */
const PROGRAM_RECORD_VERSION = 1;
/** What each kind of record is the event of, in the tool's words. */
const PROGRAM_RECORD_KINDS = {
    "policy-review": "R1 Part 1.2: the low-impact cyber security policies reviewed",
    reinforcement: "Attachment 1 Section 1: cyber security practices reinforced",
    "incident-plan-test": "Attachment 1 Section 4.5: the Cyber Security Incident response plan(s) tested, or an actual Reportable Cyber Security Incident responded to",
    "incident-plan-update": "Attachment 1 Section 4.6: the plan(s) updated after a test or an incident, or found to need no update",
};
/**
 * R1 Part 1.2's seven topics, each by the key a review record lists it by: the policies in force
 * must "collectively address" them (CIP-003-11 drops the vendor topic); one none addresses is a
 * gap (core/obligations/low-impact/policy-topics-pass.ts).
 */
const POLICY_TOPICS = {
    awareness: "1.2.1 Cyber security awareness",
    physical_security: "1.2.2 Physical security controls",
    electronic_access: "1.2.3 Electronic access controls",
    incident_response: "1.2.4 Cyber Security Incident response",
    transient_cyber_assets: "1.2.5 Transient Cyber Assets and Removable Media malicious code risk mitigation",
    vendor_remote_access: "1.2.6 Vendor electronic remote access security controls",
    cip_exceptional_circumstances: "1.2.7 Declaring and responding to CIP Exceptional Circumstances",
};
const POLICY_TOPIC_KEYS = Object.keys(POLICY_TOPICS);
/** How Section 4.5's plan(s) were tested: its three ways, or an actual incident. */
const TEST_METHODS = [
    "reportable-incident",
    "drill",
    "tabletop",
    "operational-exercise",
];
/** What Section 4.6's record says: the plan(s) updated, or no update needed ("if needed"). */
const UPDATE_OUTCOMES = ["updated", "no-update-needed"];


/***/ }),

/***/ 9283:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J9: () => (/* binding */ VENDOR_ACCESS_PART_KEYS),
/* harmony export */   _k: () => (/* binding */ vendorAccessGaps),
/* harmony export */   au: () => (/* binding */ gapsByPart),
/* harmony export */   bn: () => (/* binding */ LOW_IMPACT_FOLDER),
/* harmony export */   cc: () => (/* binding */ SITE_FILE_VERSION),
/* harmony export */   pj: () => (/* binding */ methodText),
/* harmony export */   rO: () => (/* binding */ methodReaches),
/* harmony export */   wV: () => (/* binding */ FLOW_DIRECTIONS),
/* harmony export */   x9: () => (/* binding */ VENDOR_ACCESS_PARTS)
/* harmony export */ });
/** The folder the site files are filed in, each as ID.yaml. */
const LOW_IMPACT_FOLDER = "low-impact";
/** The version of the site files' shape. */
const SITE_FILE_VERSION = 1;
/** Section 6's three parts, by the key that names each part's methods. */
const VENDOR_ACCESS_PARTS = {
    determine: "6.1",
    disable: "6.2",
    detect: "6.3",
};
const VENDOR_ACCESS_PART_KEYS = Object.keys(VENDOR_ACCESS_PARTS);
/** The directions Section 3.1 permits access in: "Permit only necessary inbound and outbound ...". */
const FLOW_DIRECTIONS = ["inbound", "outbound"];
/** A method as the population and the plan write it: its text, and the paths it is narrowed to. */
function methodText({ method, paths }) {
    return paths === undefined ? method : `${method} (reaches ${paths.join(", ")})`;
}
/** Whether `method` reaches the vendor path `path` (by id). */
function methodReaches(method, path) {
    return method.paths === undefined || method.paths.includes(path);
}
/**
 * Each part and vendor path of a site allowing vendor remote access that no method of the part
 * reaches, in part order (6.1, 6.2, 6.3) and then in the order the paths are declared; [] when
 * every method reaches every path, or the site allows none. Section 6 counts each path: a method
 * `paths:` narrows to some of them leaves the others without it.
 */
function vendorAccessGaps(site) {
    const access = site.vendorRemoteAccess;
    if (!access.allowed)
        return [];
    return VENDOR_ACCESS_PART_KEYS.flatMap((part) => access.paths
        .filter(({ id }) => !(access.methods[part] ?? []).some((method) => methodReaches(method, id)))
        .map(({ id }) => ({ part, path: id })));
}
/**
 * The parts among `gaps` that leave every one of the site's `paths` unreached (no method at all,
 * since a method reaches at least one declared path), and the other gaps, path by path.
 */
function gapsByPart(gaps, paths) {
    const withoutMethod = VENDOR_ACCESS_PART_KEYS.filter((part) => paths.length > 0 &&
        paths.every((path) => gaps.some((g) => g.part === part && g.path === path)));
    return {
        withoutMethod,
        unreached: gaps.filter((gap) => !withoutMethod.includes(gap.part)),
    };
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

/***/ 1128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ MERGE_JUDGED_FAMILIES)
});

// EXTERNAL MODULE: ./src/core/families/low-impact/low-impact-shape.ts
var low_impact_shape = __webpack_require__(4815);
// EXTERNAL MODULE: ./src/core/low-impact/low-impact-files.ts + 8 modules
var low_impact_files = __webpack_require__(2318);
// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(9178);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority = __webpack_require__(8652);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/policy-approval.ts
// R1 Part 1.2's CIP Senior Manager approval of the low-impact policies, from an accepted merge of a
// policy-review record: R1 asks the entity to "review and obtain CIP Senior Manager approval at
// least once every 15 calendar months". The approval is the CIP Senior Manager's approval of the
// merged pull request, as GitHub dates it, by the one the policy file named before the merge (the
// base's, when the merge changes cip_senior_manager, so that nobody approves as the one they name);
// R1 names no delegate, so none counts. Judged through the authority table's row. Pure.


/** The CIP Senior Manager's login the policy file named before `change` merged; null: none. */
function seniorManagerBefore(record) {
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const changed = change.policy?.senior_manager;
    if (changed !== undefined)
        return changed.base?.csm?.login ?? null;
    const declared = change.governance?.senior_manager;
    return declared === undefined ? undefined : (declared?.csm?.login ?? null);
}
/** The CIP Senior Manager's approval of the merged pull request(s), as GitHub dates it. */
function seniorManagerApproval(record) {
    const login = seniorManagerBefore(record);
    if (login === undefined)
        return { why: "the record keeps no CIP Senior Manager in force before the merge" };
    if (login === null)
        return { why: "the policy file named no CIP Senior Manager before the merge" };
    if (record.kind !== "change")
        return { why: `a ${record.kind} record` };
    for (const pull of (0,evidence_record/* pullRequestsOf */.Tb)(record.change)) {
        const approver = pull.approved_by.find((by) => by.toLowerCase() === login.toLowerCase());
        if (approver !== undefined)
            return { login: approver, at: pull.approved_at?.[approver] ?? record.recorded_at };
    }
    return {
        why: `merged without the approval of the CIP Senior Manager (${login}) among its counted approvals`,
    };
}
/**
 * The CIP Senior Manager's approval of the merge `record` records (from `origin`), with her login
 * and when she approved; or why it is none, in the authority table's words and the record's.
 */
function policyApproval(record, origin) {
    const approval = seniorManagerApproval(record);
    const judged = (0,authority/* judgeAuthority */.B8)({
        fact: "low-impact-policy-approval",
        origin,
        approvedBy: "why" in approval ? ["counted-approvals"] : ["counted-approvals", "cip-senior-manager"],
        recordedAt: record.recorded_at,
    });
    if (judged.authorized && !("why" in approval))
        return approval;
    const why = [judged.authorized ? "" : judged.why, "why" in approval ? approval.why : ""];
    return { why: why.filter((text) => text !== "").join(": ") };
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 2 modules
var obligation_model = __webpack_require__(5610);
// EXTERNAL MODULE: ./src/core/low-impact/program-record-reminders.ts
var program_record_reminders = __webpack_require__(4127);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(7638);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-rows.ts
// CIP-003-9's low-impact parts as rows beside the requirement table, as data: each part's words
// where two sources agree on them (the project's rule; the standard's Measures and Attachment 2,
// which only NERC's PDF gives, are quoted on the docs page, marked so, and never here), its clock
// (`every`, counted by low-impact-clocks.ts), what opens and closes it in the tool's reading, what
// stays the entity's operational evidence, and what the next versions change. The versions are
// keyed by day as CIP-007's and CIP-010's are (`laterVersions`, chosen from a day by the policy's
// `standards:`); `enforceableFrom` is the day NERC's index gives each version, for the docs and
// for the entity's compliance staff, never a day the tool chooses. Sources:
// docs/obligations/cip-003-low-impact.md. The passes read their clocks (low-impact-clocks.ts)
// and, by the policy's `standards:`, their versions (laterVersionWords), which the family's shape
// names for the policy (FamilyShape.standard). Pure.


const LOW_IMPACT_PART_IDS = (/* unused pure expression or super */ null && ([
    "CIP-003 R1.2",
    "CIP-003 R2 Section 1",
    "CIP-003 R2 Section 2",
    "CIP-003 R2 Section 3",
    "CIP-003 R2 Section 4.5",
    "CIP-003 R2 Section 4.6",
    "CIP-003 R2 Section 5",
    "CIP-003 R2 Section 6",
]));
const { enforceableFrom: FIRST_DAYS } = low_impact_shape/* LOW_IMPACT_SHAPE */.a.standard;
const CIP_003_10 = { standard: "CIP-003-10", enforceableFrom: FIRST_DAYS["CIP-003-10"] };
const CIP_003_11 = { standard: "CIP-003-11", enforceableFrom: FIRST_DAYS["CIP-003-11"] };
const ATTACHMENT_1 = "CIP-003-9 Attachment 1";
const TWO_SOURCES = "NERC's PDF and an independent transcription (CIP-003-8's words, unchanged)";
/** For a part whose change in a later version the sources gathered do not describe. */
const NOT_COMPARED = "not compared with CIP-003-9 yet: the sources gathered do not say what it changes in this part";
const SITE_FILE = "the site file (low-impact/ID.yaml) in force, reviewed and merged";
/** Later versions whose change to a part the sources gathered do not describe. */
const NOT_COMPARED_LATER = [
    { ...CIP_003_10, changes: NOT_COMPARED },
    { ...CIP_003_11, changes: NOT_COMPARED },
];
/**
 * What every row opens with: its part, of CIP-003-9, enforceable from 2026-04-01, and what each
 * later version changes in it (by default, not compared yet).
 */
function partOf(id, laterVersions = NOT_COMPARED_LATER) {
    return { id, standard: "CIP-003-9", enforceableFrom: "2026-04-01", laterVersions };
}
const LOW_IMPACT_ROWS = [
    {
        ...partOf("CIP-003 R1.2", [
            { ...CIP_003_10, changes: NOT_COMPARED },
            {
                ...CIP_003_11,
                changes: "Part 1.2 drops the vendor electronic remote access topic (1.2.6 is again declaring and responding to CIP Exceptional Circumstances): six topics",
                withoutTopics: ["vendor_remote_access"],
            },
        ]),
        source: "CIP-003-9 B. Requirements and Measures, R1 and Part 1.2 (NERC's PDF and two transcriptions)",
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R1.2"].requirementText,
        summary: "review the low-impact cyber security policies, covering the seven topics, and have the CIP Senior Manager approve them, at least once every 15 calendar months",
        every: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R1.2"].every,
        opens: "the previous review, and apart from it the previous CIP Senior Manager approval: two clocks, as the VSL counts them",
        closes: "a dated review record, and an approval by the CIP Senior Manager the policy file names, each merged by a reviewed pull request",
        operationalEvidence: "whether each policy really addresses its topics; the policy documents themselves",
    },
    {
        ...partOf("CIP-003 R2 Section 1", [
            { ...CIP_003_10, changes: "no change to Section 1's words" },
            { ...CIP_003_11, changes: NOT_COMPARED },
        ]),
        source: `${ATTACHMENT_1}, Section 1 (${TWO_SOURCES})`,
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 1"].requirementText,
        summary: "reinforce cyber security practices at least once every 15 calendar months",
        every: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 1"].every,
        opens: "the previous reinforcement",
        closes: "a dated reinforcement record (direct, indirect, or management support and reinforcement), merged by a reviewed pull request",
        operationalEvidence: "whether people received it; the e-mails, posters and meeting records",
    },
    {
        ...partOf("CIP-003 R2 Section 2", [
            {
                ...CIP_003_10,
                changes: "the Cyber Assets providing Section 3.1's electronic access control may also be a VCA",
            },
            { ...CIP_003_11, changes: NOT_COMPARED },
        ]),
        source: `${ATTACHMENT_1}, Section 2 (${TWO_SOURCES})`,
        requirementText: "Each Responsible Entity shall control physical access, based on need as determined by the Responsible Entity, to (1) the asset or the locations of the low impact BES Cyber Systems within the asset, and (2) the Cyber Asset(s), as specified by the Responsible Entity, that provide electronic access control(s) implemented for Section 3.1, if any.",
        summary: "control physical access to each site (or its systems' locations) and to the Cyber Assets that provide Section 3.1's electronic access control",
        opens: "a site identified, or a change of its Section 3.1 devices",
        closes: `${SITE_FILE}, naming physical controls, and every Section 3.1 device under access_control_assets`,
        operationalEvidence: "whether locks lock and alarms are watched; access logs",
    },
    {
        ...partOf("CIP-003 R2 Section 3", [
            {
                ...CIP_003_10,
                changes: "Section 3.1 also covers an SCI that supports a low impact BCS and names time-sensitive communications of Protection Systems; Section 3.2 authenticates per system capability",
            },
            {
                ...CIP_003_11,
                changes: "Section 3.1 is rewritten into 3.1.1 to 3.1.6: permit only necessary access; detect known or suspected malicious communications, inbound and outbound; authenticate each user before access to a network containing low impact BCS; protect user authentication information; and, where vendor electronic access is permitted, methods for determining and for disabling it",
            },
        ]),
        source: `${ATTACHMENT_1}, Section 3 (${TWO_SOURCES})`,
        requirementText: "For each asset containing low impact BES Cyber System(s) identified pursuant to CIP-002, the Responsible Entity shall implement electronic access controls to: 3.1 Permit only necessary inbound and outbound electronic access as determined by the Responsible Entity for any communications that are: i. between a low impact BES Cyber System(s) and a Cyber Asset(s) outside the asset containing low impact BES Cyber System(s); ii. using a routable protocol when entering or leaving the asset containing the low impact BES Cyber System(s); and iii. not used for time-sensitive protection or control functions between intelligent electronic devices (e.g., communications using protocol IEC TR-61850-90-5 R-GOOSE). 3.2 Authenticate all Dial-up Connectivity, if any, that provides access to low impact BES Cyber System(s), per Cyber Asset capability.",
        summary: "permit only necessary routable access crossing each site's boundary through access-control devices, and authenticate dial-up",
        opens: "a site identified, or a change of its routable connectivity, its rule set or its dial-up",
        closes: `${SITE_FILE}, naming the devices and the reviewed rule set, and how dial-up is authenticated`,
        operationalEvidence: "whether the devices run the reviewed rules; whether each permitted flow is necessary",
    },
    {
        ...partOf("CIP-003 R2 Section 4.5"),
        source: `${ATTACHMENT_1}, Section 4, Part 4.5 (${TWO_SOURCES})`,
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 4.5"].requirementText,
        summary: "test each incident response plan at least once every 36 calendar months (an actual Reportable Cyber Security Incident counts)",
        every: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 4.5"].every,
        opens: "the previous test, or an actual Reportable Cyber Security Incident",
        closes: "a dated test record (its kind and the day it was completed), merged by a reviewed pull request",
        operationalEvidence: "whether the test was real; the drill's or the incident's own records",
    },
    {
        ...partOf("CIP-003 R2 Section 4.6"),
        source: `${ATTACHMENT_1}, Section 4, Part 4.6 (${TWO_SOURCES})`,
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 4.6"].requirementText,
        summary: "update the incident response plan, if needed, within 180 calendar days after a test or an actual Reportable Cyber Security Incident",
        every: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 4.6"].every,
        opens: "a test's completion, or an actual Reportable Cyber Security Incident",
        closes: 'a reviewed revision of the plan, or a reviewed record that no update is needed (the standard\'s "if needed")',
        operationalEvidence: "whether an incident was Reportable; the E-ISAC notice itself",
    },
    {
        ...partOf("CIP-003 R2 Section 5"),
        source: `${ATTACHMENT_1}, Section 5 (${TWO_SOURCES})`,
        requirementText: "Each Responsible Entity shall implement, except under CIP Exceptional Circumstances, one or more plan(s) to achieve the objective of mitigating the risk of the introduction of malicious code to low impact BES Cyber Systems through the use of Transient Cyber Assets or Removable Media. The plan(s) shall include: 5.1 For Transient Cyber Asset(s) managed by the Responsible Entity, if any, the use of one or a combination of the following in an ongoing or on-demand manner (per Transient Cyber Asset capability): • Antivirus software, including manual or managed updates of signatures or patterns; • Application whitelisting; or • Other method(s) to mitigate the introduction of malicious code. 5.2 For Transient Cyber Asset(s) managed by a party other than the Responsible Entity, if any: 5.2.1 Use one or a combination of the following prior to connecting the Transient Cyber Asset to a low impact BES Cyber System (per Transient Cyber Asset capability): • Review of antivirus update level; • Review of antivirus update process used by the party; • Review of application whitelisting used by the party; • Review use of live operating system and software executable only from read-only media; • Review of system hardening used by the party; or • Other method(s) to mitigate the introduction of malicious code. 5.2.2 For any method used pursuant to 5.2.1, Responsible Entities shall determine whether any additional mitigation actions are necessary and implement such actions prior to connecting the Transient Cyber Asset. 5.3 For Removable Media, the use of each of the following: 5.3.1 Method(s) to detect malicious code on Removable Media using a Cyber Asset other than a BES Cyber System; and 5.3.2 Mitigation of the threat of detected malicious code on the Removable Media prior to connecting Removable Media to a low impact BES Cyber System.",
        summary: "keep a plan mitigating malicious code through Transient Cyber Assets and Removable Media, with a method for each entity-managed Transient Cyber Asset",
        opens: "a site identified, or a change of its plan or its managed Transient Cyber Assets",
        closes: `${SITE_FILE}, naming the plan and each managed Transient Cyber Asset's method or why it has none`,
        operationalEvidence: "each third party's Transient Cyber Asset review and each Removable Media scan, before each connection",
    },
    {
        ...partOf("CIP-003 R2 Section 6", [
            { ...CIP_003_10, changes: "no change to Section 6's words" },
            {
                ...CIP_003_11,
                changes: "Section 6 is gone: determining and disabling vendor electronic access move to Section 3.1.5 and 3.1.6, and detecting malicious communications (6.3) to 3.1.2, for every site with Section 3.1 communications, vendor or not",
                removes: true,
            },
        ]),
        source: `${ATTACHMENT_1}, Section 6 (NERC's PDF and MRO's quotation)`,
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 6"].requirementText,
        summary: "where a site allows vendor electronic remote access established under Section 3.1, have methods for determining it (6.1), disabling it (6.2) and detecting malicious communications over it (6.3)",
        opens: "a site allowing vendor remote access, a new vendor path, Section 3.1 rules admitting one, or a method withdrawn or narrowed so that a part no longer reaches a path (the plan's gate): each part and vendor path no method reaches",
        closes: `${SITE_FILE}, with a method of each of 6.1, 6.2 and 6.3 reaching each vendor path, or vendor_remote_access: none`,
        operationalEvidence: "session logs (6.1), the disablements themselves (6.2), detection alerts and log reviews (6.3)",
    },
];
/** The row of `id`. */
function lowImpactRow(id) {
    const row = LOW_IMPACT_ROWS.find((candidate) => candidate.id === id);
    if (row === undefined)
        throw new Error(`No low-impact row ${id}: LOW_IMPACT_ROWS lists every id.`);
    return row;
}
/**
 * The version judging `id` on `day` (YYYY-MM-DD, in the calendar's time zone), by the later
 * versions the policy's `standards:` puts in force from their days; one that `removes` the part
 * means nothing is judged under this row from then.
 */
function lowImpactVersionOn(id, day, versions) {
    return (0,standard_versions/* laterVersionOn */.oY)(lowImpactRow(id), day, versions);
}
/**
 * In words, the later version that judges `id` on `day` by the policy's `standards:`, and what it
 * changes, for an obligation's reason; undefined while CIP-003-9 judges.
 */
function laterVersionWords(id, day, versions) {
    const judged = lowImpactVersionOn(id, day, versions);
    return "changes" in judged
        ? `judged by ${judged.standard} (the policy's standards:), which changes it: ${judged.changes}`
        : undefined;
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-clocks.ts
// CIP-003-9's low-impact clocks as data and pure functions on the calendar engine
// (core/shared/calendar.ts): the day an event is due after the one before it, counted in the
// policy's time zone by its month-end convention (addMonths and addDays over dateIn's day).
//   - R1 (Part 1.2's policies): "review and obtain CIP Senior Manager approval at least once every
//     15 calendar months"; two clocks, since the VSL counts the review and the approval apart
//     ("of the previous review", "of the previous approval"), each with its bands;
//   - Attachment 1 Section 1: "reinforce, at least once every 15 calendar months, cyber security
//     practices";
//   - Section 4.5: test the incident response plan(s) "at least once every 36 calendar months",
//     an actual Reportable Cyber Security Incident counting as a test;
//   - Section 4.6: update the plan(s), "if needed, within 180 calendar days after completion of a
//     Cyber Security Incident response plan(s) test or actual Reportable Cyber Security Incident".
// Which records carry the events, and who may assert them, is the family's pass's
// (program-clocks-pass.ts); these functions take the events, each an instant (a CIP Senior
// Manager's approval, as GitHub dates it) or a day in the policy's zone (a record's performed_on),
// and judge nothing else. Pure.



/**
 * The clocks of the low-impact program, each the clock of its part's row (`every`,
 * low-impact-rows.ts) counted from the previous event of its kind.
 */
const LOW_IMPACT_CLOCKS = {
    /** R1 Part 1.2: the policies reviewed, from the previous review. */
    "policy-review": { part: "CIP-003 R1.2", from: "the previous review" },
    /** R1 Part 1.2: the CIP Senior Manager's approval, from the previous approval. */
    "policy-approval": { part: "CIP-003 R1.2", from: "the previous CIP Senior Manager approval" },
    /** Attachment 1 Section 1: cyber security practices reinforced. */
    reinforcement: { part: "CIP-003 R2 Section 1", from: "the previous reinforcement" },
    /** Attachment 1 Section 4.5: the incident response plan(s) tested. */
    "incident-plan-test": {
        part: "CIP-003 R2 Section 4.5",
        from: "the previous test or actual Reportable Cyber Security Incident",
    },
    /** Attachment 1 Section 4.6: the plan(s) updated, if needed. */
    "incident-plan-update": {
        part: "CIP-003 R2 Section 4.6",
        from: "the completion of a test, or an actual Reportable Cyber Security Incident",
    },
};
/** The day of `event` in `timeZone`. */
function dayOfEvent(event, timeZone) {
    return "on" in event ? event.on : (0,shared_calendar/* dateIn */.m7)(event.at, timeZone);
}
/** How long `clock` runs: its part's row's `every`. */
function intervalOf(clock) {
    const every = lowImpactRow(LOW_IMPACT_CLOCKS[clock].part).every;
    if (every === undefined)
        throw new Error(`The row of ${clock}'s part has no clock.`);
    return every;
}
/**
 * The last day the next event of `clock` is on time, after the previous one: its day in the
 * calendar's time zone, plus its part's interval, as the plan counts a record's due day.
 */
function dueAfter(clock, previous, calendar) {
    const day = dayOfEvent(previous, calendar.timeZone);
    return (0,program_record_reminders/* partDueAfter */.s$)(day, LOW_IMPACT_CLOCKS[clock].part, calendar.monthEnd);
}
/**
 * How late an R1 review or approval `done` is after the previous one, in R1's VSL bands (none,
 * lower, moderate, high, severe: lapseBand). Not done yet: judged as of `today`, a band only once
 * its months have passed.
 */
function r1Lapse(clock, previous, done, calendar) {
    const from = dayOfEvent(previous, calendar.timeZone);
    const day = "today" in done ? done.today : dayOfEvent(done, calendar.timeZone);
    const every = intervalOf(clock);
    if (!("months" in every))
        throw new Error(`R1's ${clock} clock counts calendar months.`);
    return (0,shared_calendar/* lapseBand */.Ru)(from, day, every.months, calendar.monthEnd);
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-obligation.ts
// What every CIP-003-9 low-impact obligation says alike, whichever pass holds it (Section 6's gaps,
// the program's clocks and updates, R1 Part 1.2's topics): its part and the part's words, the
// workspace, the record that opened it and its due day, its status on the judging day, the record
// that closed it and those that did not, the later version judging it. Each pass gives the
// subject and the reason. Pure.


/** `open`'s obligation under `kind`: still open, or closed by `closer` on its day. */
function lowImpactObligation(kind, open, closer, context, said) {
    return {
        kind,
        requirement: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts[kind].words,
        workspace: open.opened_by.workspace,
        subject: { governance: said.subject },
        opened_by: open.opened_by,
        due: open.due,
        status: (0,obligation_model/* statusOf */.c2)(open.due, closer?.on, context),
        ...(closer === undefined ? {} : { closed_by: closer.ref }),
        calendar: open.calendar,
        reason: [...said.reason, ...(open.version === undefined ? [] : [open.version])].join("; "),
        ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
    };
}

// EXTERNAL MODULE: ./src/core/low-impact/program-record.ts
var program_record = __webpack_require__(6093);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/program-clock-obligations.ts
// The held state of CIP-003-9 low impact's program clocks (what the obligations checkpoint keeps
// of them: each clock's open obligation, per policy and per plan, and each test's open update per
// plan) and the obligations made from it, with the words each says of its subject and why it
// opened. The pass that moves them is program-clocks-pass.ts. Pure.






const RECURRING_CLOCKS = [
    "policy-review",
    "policy-approval",
    "reinforcement",
    "incident-plan-test",
];
/** The record kind that carries each recurring clock's events. */
const RECORD_KIND_OF = {
    "policy-review": "policy-review",
    "policy-approval": "policy-review",
    reinforcement: "reinforcement",
    "incident-plan-test": "incident-plan-test",
};
/** What each recurring clock is about: the program's (or the kind's, before any record named one). */
const SUBJECT_OF = {
    "policy-review": "the low-impact cyber security policies: their review",
    "policy-approval": "the low-impact cyber security policies: the CIP Senior Manager's approval",
    reinforcement: "cyber security practices: their reinforcement",
    "incident-plan-test": "the Cyber Security Incident response plan(s): their test",
};
/** What a clock counted per subject is about, for one policy or plan. */
const ONE_SUBJECT_OF = {
    "policy-review": (policy) => `the low-impact cyber security policy ${policy}: its review`,
    "policy-approval": (policy) => `the low-impact cyber security policy ${policy}: the CIP Senior Manager's approval`,
    "incident-plan-test": (plan) => `the Cyber Security Incident response plan ${plan}: its test`,
};
/** The words of a clock's subject, as its obligation names it. */
function subjectWords(clock, subject) {
    return subject === undefined || clock === "reinforcement"
        ? SUBJECT_OF[clock]
        : ONE_SUBJECT_OF[clock](subject);
}
/** A clock's key: its kind and its subject. */
function clockKey(clock, subject) {
    return subject === undefined ? clock : `${clock}\u0000${subject}`;
}
/** An update obligation's key: the test and the plan. */
function updateKey(update) {
    return `${update.test}\u0000${update.plan}`;
}
/** A clock's obligation: open, or closed by `closer`. */
function clockObligation(context, open, closer) {
    const { clock, previous } = open;
    const since = previous === undefined
        ? `no accepted record of ${clock === "policy-approval" ? "the CIP Senior Manager's approval" : "it"} before the family started: record the last one (${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/ID.yaml, kind ${RECORD_KIND_OF[clock]}${clock === "policy-approval" ? ", approved by the CIP Senior Manager on its pull request" : ""}), merged by a reviewed pull request`
        : `${(0,shared_calendar/* intervalWords */.Tj)(intervalOf(clock))} after ${LOW_IMPACT_CLOCKS[clock].from} (${previous.what}, on ${previous.on})`;
    const lapse = previous === undefined || (clock !== "policy-review" && clock !== "policy-approval")
        ? undefined
        : r1Lapse(clock, { on: previous.on }, closer === undefined ? { today: context.today } : { on: closer.on }, context.calendar);
    return lowImpactObligation(LOW_IMPACT_CLOCKS[clock].part, open, closer, context, {
        subject: subjectWords(clock, open.subject),
        reason: [
            since,
            ...(closer === undefined ? [] : [`met by ${closer.event.what}, on ${closer.on}`]),
            ...(lapse === undefined || lapse === "none" ? [] : [`R1's VSL band: ${lapse}`]),
        ],
    });
}
/** A test's 4.6 update obligation for one plan: open, or closed by `closer`. */
function updateObligation(context, open, closer) {
    const kind = LOW_IMPACT_CLOCKS["incident-plan-update"].part;
    return lowImpactObligation(kind, open, closer, context, {
        subject: `the Cyber Security Incident response plan ${open.plan}: its update after ${open.test}`,
        reason: [
            `${(0,shared_calendar/* intervalWords */.Tj)(intervalOf("incident-plan-update"))} after ${open.test}, completed on ${open.tested_on}`,
            ...(closer === undefined
                ? []
                : [
                    `${closer.record.id}, on ${closer.on}: ${closer.record.outcome === "updated" ? "updated" : "no update needed"}`,
                ]),
        ],
    });
}
/** The later version judging `clock`'s part on `day`, in words, as an obligation holds it. */
function versionOf(clock, day, inForce) {
    const version = laterVersionWords(LOW_IMPACT_CLOCKS[clock].part, day, inForce.versions ?? []);
    return version === undefined ? {} : { version };
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/program-clocks-pass.ts








/** The authority table's fact each kind of program record asserts. */
const FACT_OF = {
    "policy-review": "low-impact-policy-review",
    reinforcement: "low-impact-reinforcement",
    "incident-plan-test": "incident-plan-test",
    "incident-plan-update": "incident-plan-update",
};
class ProgramClocks {
    #context;
    #emit;
    #clocks;
    #updates;
    constructor(context, emit, held = { clocks: [], updates: [] }) {
        this.#context = context;
        this.#emit = emit;
        this.#clocks = new Map(held.clocks.map((clock) => [clockKey(clock.clock, clock.subject), clock]));
        this.#updates = new Map(held.updates.map((update) => [updateKey(update), update]));
    }
    /**
     * The program records an accepted merge carries move the clocks; a refused merge's or a
     * break-glass apply's are listed beside what they would have closed. The first record (the
     * one that starts the family) opens every clock.
     */
    addRecord(entry, inForce, carried) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const records = (0,low_impact_files/* programRecordsCarried */.td)(carried);
        const judgedRecords = { counted: [], refused: [] };
        if (records.length === 0)
            return judgedRecords;
        // Each record closes anything only with the authority its row gives (authority table): from
        // an accepted merge, dated no later than the record that carries it.
        const refused = (0,facts_in_force/* notAccepted */.LA)(entry.record);
        const origin = refused === undefined ? "reviewed-merge" : { outside: refused };
        const counted = records.filter((record) => {
            const judged = (0,authority/* judgeAuthority */.B8)({
                fact: FACT_OF[record.kind],
                origin,
                approvedBy: ["counted-approvals"],
                dated: record.performedOn,
                recordedAt: entry.record.recorded_at,
            });
            if (judged.authorized)
                return true;
            this.#notClosed(record, ref, judged.why);
            judgedRecords.refused.push({ record, why: judged.why });
            return false;
        });
        judgedRecords.counted.push(...counted);
        // Tests first: an update merged with the test it follows closes that test's obligations.
        for (const record of counted)
            if (record.kind === "incident-plan-test")
                for (const plan of record.plans)
                    this.#event("incident-plan-test", plan, { on: record.performedOn, what: record.id }, ref, inForce);
        for (const record of counted) {
            const event = { on: record.performedOn, what: record.id };
            if (record.kind === "policy-review")
                for (const policy of record.policies)
                    this.#event("policy-review", policy, event, ref, inForce);
            else if (record.kind === "reinforcement")
                this.#event("reinforcement", undefined, event, ref, inForce);
            else if (record.kind === "incident-plan-update")
                this.#update(record, ref);
        }
        const reviews = counted.flatMap((record) => (record.kind === "policy-review" ? [record] : []));
        if (reviews.length === 0)
            return judgedRecords;
        // Her approval of the pull request approves each policy its review records name.
        const approval = policyApproval(entry.record, origin);
        for (const policy of new Set(reviews.flatMap((review) => review.policies))) {
            if ("why" in approval) {
                this.#openFor("policy-approval", policy)?.not_closed_by.push({
                    record: ref,
                    why: approval.why,
                });
                continue;
            }
            const naming = reviews.filter((review) => review.policies.includes(policy));
            this.#event("policy-approval", policy, {
                on: (0,shared_calendar/* dateIn */.m7)(approval.at, inForce.calendar.timeZone),
                what: `${approval.login}'s approval of the merge of ${naming.map((r) => r.id).join(", ")}`,
            }, ref, inForce);
        }
        return judgedRecords;
    }
    /** Every clock opens at `start`, the record that starts the family, due its day. */
    start(entry, inForce) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        for (const clock of RECURRING_CLOCKS)
            this.#clocks.set(clockKey(clock, undefined), {
                clock,
                opened_by: ref,
                due: day,
                calendar: inForce.rule,
                ...versionOf(clock, day, inForce),
                not_closed_by: [],
            });
    }
    held() {
        return { clocks: [...this.#clocks.values()], updates: [...this.#updates.values()] };
    }
    finish() {
        return [
            ...[...this.#clocks.values()].map((clock) => clockObligation(this.#context, clock, undefined)),
            ...[...this.#updates.values()].map((update) => updateObligation(this.#context, update, undefined)),
        ];
    }
    /**
     * The open clock `subject`'s events of `clock` would close: its own, else (before any accepted
     * record named it) the one the family opened for the kind while it is still open.
     */
    #openFor(clock, subject) {
        return (this.#clocks.get(clockKey(clock, subject)) ?? this.#clocks.get(clockKey(clock, undefined)));
    }
    /**
     * An event of `clock` for `subject`: it closes the open obligation it counts for and opens the
     * subject's next, from its day.
     */
    #event(clock, subject, event, ref, inForce) {
        const open = this.#openFor(clock, subject);
        const previous = open?.subject === subject ? open?.previous : undefined;
        if (open !== undefined && previous !== undefined && event.on <= previous.on) {
            // The same record carried again (its text changed) is the event counted already.
            if (event.on === previous.on && event.what === previous.what)
                return;
            open.not_closed_by.push({
                record: ref,
                why: `${event.what}, on ${event.on}, is not after the previous one it would follow (${previous.what}, on ${previous.on})`,
            });
            return;
        }
        if (open !== undefined) {
            this.#emit(clockObligation(this.#context, open, { ref, on: event.on, event }));
            this.#clocks.delete(clockKey(clock, open.subject));
        }
        this.#clocks.set(clockKey(clock, subject), {
            clock,
            ...(subject === undefined ? {} : { subject }),
            previous: event,
            opened_by: ref,
            due: dueAfter(clock, { on: event.on }, inForce.calendar),
            calendar: inForce.rule,
            ...versionOf(clock, event.on, inForce),
            not_closed_by: [],
        });
        if (clock !== "incident-plan-test" || subject === undefined)
            return;
        const update = {
            test: event.what,
            plan: subject,
            tested_on: event.on,
            opened_by: ref,
            due: dueAfter("incident-plan-update", { on: event.on }, inForce.calendar),
            calendar: inForce.rule,
            ...versionOf("incident-plan-update", event.on, inForce),
            not_closed_by: [],
        };
        if (!this.#updates.has(updateKey(update)))
            this.#updates.set(updateKey(update), update);
    }
    /** Section 4.6: the update record closes the obligations of the test it follows, one per plan. */
    #update(record, ref) {
        for (const open of this.#updatesOf(record.follows)) {
            if (record.performedOn < open.tested_on) {
                open.not_closed_by.push({
                    record: ref,
                    why: `${record.id}, on ${record.performedOn}, is before the test it follows (${open.test}, on ${open.tested_on})`,
                });
                continue;
            }
            this.#updates.delete(updateKey(open));
            this.#emit(updateObligation(this.#context, open, { ref, on: record.performedOn, record }));
        }
    }
    /** The open update obligations after the test record `test`, one per plan it exercised. */
    #updatesOf(test) {
        return [...this.#updates.values()].filter((update) => update.test === test);
    }
    /** A refused merge's or a break-glass apply's record, beside the obligations it would close. */
    #notClosed(record, ref, why) {
        const listed = { record: ref, why: `${record.id}: ${why}` };
        if (record.kind === "incident-plan-update") {
            for (const open of this.#updatesOf(record.follows))
                open.not_closed_by.push(listed);
            return;
        }
        const subjects = record.kind === "policy-review"
            ? record.policies
            : record.kind === "incident-plan-test"
                ? record.plans
                : [undefined];
        const opens = RECURRING_CLOCKS.filter((clock) => RECORD_KIND_OF[clock] === record.kind).flatMap((clock) => subjects.map((subject) => this.#openFor(clock, subject)));
        for (const open of new Set(opens))
            open?.not_closed_by.push(listed);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/policy-topics-pass.ts
// CIP-003-9 R1 Part 1.2's topics over one workspace's ledger, pure: the policies must
// "collectively address the following topics" (✔✔, docs/obligations/cip-003-low-impact.md), and
// R1's VSL counts each topic left out. Each policy addresses the topics of the latest accepted
// review record that names it (a review lists what the policies it reviewed address); after each
// accepted merge carrying a review, a topic no policy addresses, of those the version in force on
// that day asks for (CIP-003-11 drops the vendor topic), opens an obligation due that day, closed
// by the accepted merge whose review covers it again. Before any review, nothing shows which
// topics are addressed, and the review clock says so. A refused merge or a break-glass apply puts
// nothing in force: its review is listed beside the topics it would have covered. Whether a policy
// really addresses a topic stays the entity's evidence.




const PART = "CIP-003 R1.2";
/** The topics R1 Part 1.2 asks the policies to address on `day`, by the version judging then. */
function topicsAskedOn(day, inForce) {
    const judging = lowImpactVersionOn(PART, day, inForce.versions ?? []);
    const dropped = "withoutTopics" in judging ? (judging.withoutTopics ?? []) : [];
    return program_record/* POLICY_TOPIC_KEYS */.OM.filter((topic) => !dropped.includes(topic));
}
class PolicyTopics {
    #context;
    #emit;
    #addressed;
    #gaps;
    constructor(context, emit, held = { policy_topics: [], topic_gaps: [] }) {
        this.#context = context;
        this.#emit = emit;
        this.#addressed = new Map(held.policy_topics.map(({ policy, topics }) => [policy, topics]));
        this.#gaps = new Map(held.topic_gaps.map((gap) => [gap.topic, gap]));
    }
    /**
     * The program records a merge's record carries, as the program clocks judged their authority:
     * the reviews that count move the topics; each other review is listed beside the gaps it would
     * have closed, with why.
     */
    addReviews(entry, inForce, judged) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const counted = judged.counted.flatMap((record) => record.kind === "policy-review" ? [record] : []);
        for (const { record, why } of judged.refused)
            if (record.kind === "policy-review")
                for (const topic of record.topics)
                    this.#gaps.get(topic)?.not_closed_by.push({ record: ref, why: `${record.id}: ${why}` });
        if (counted.length === 0)
            return;
        for (const review of counted)
            for (const policy of review.policies)
                this.#addressed.set(policy, review.topics);
        const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        const addressed = new Set([...this.#addressed.values()].flat());
        const asked = topicsAskedOn(day, inForce);
        for (const [topic, gap] of this.#gaps)
            if (addressed.has(topic) || !asked.includes(topic)) {
                this.#gaps.delete(topic);
                const met = asked.includes(topic)
                    ? `addressed again by ${counted.map((review) => review.id).join(", ")}, on ${day}`
                    : `no longer asked from ${day}: ${laterVersionWords(PART, day, inForce.versions ?? []) ?? "the version judging then does not ask it"}`;
                this.#emit(this.#obligation(gap, { ref, on: day, met }));
            }
        for (const topic of asked)
            if (!addressed.has(topic) && !this.#gaps.has(topic)) {
                const version = laterVersionWords(PART, day, inForce.versions ?? []);
                this.#gaps.set(topic, {
                    topic,
                    opened_by: ref,
                    due: day,
                    calendar: inForce.rule,
                    ...(version === undefined ? {} : { version }),
                    not_closed_by: [],
                });
            }
    }
    held() {
        return {
            policy_topics: [...this.#addressed].map(([policy, topics]) => ({ policy, topics })),
            topic_gaps: [...this.#gaps.values()],
        };
    }
    finish() {
        return [...this.#gaps.values()].map((gap) => this.#obligation(gap, undefined));
    }
    #obligation(gap, closer) {
        return lowImpactObligation(PART, gap, closer, this.#context, {
            subject: `the low-impact cyber security policies: topic ${program_record/* POLICY_TOPICS */.MP[gap.topic]}`,
            reason: [
                `no policy in force addresses ${gap.topic}: the latest review record of each policy leaves it out of its topics`,
                ...(closer === undefined ? [] : [closer.met]),
            ],
        });
    }
}

// EXTERNAL MODULE: ./src/core/low-impact/site-file.ts
var site_file = __webpack_require__(9283);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/vendor-access-pass.ts
// CIP-003-9 Attachment 1 Section 6 over one workspace's ledger, pure: "For assets containing low
// impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote
// access, the Responsible Entity shall implement a process to mitigate risks associated with
// vendor electronic remote access ... These processes shall include: 6.1 ...; 6.2 ...; and 6.3 ..."
// (✔✔, docs/obligations/cip-003-low-impact.md). Read per vendor path, since a method reaches every
// path of the site or only those its `paths:` names: an accepted merge that puts in force a site
// file allowing vendor remote access with a part (6.1, 6.2, 6.3) and a path no method of that part
// reaches opens an obligation for that part and path, due that day (the day the site allows it,
// in the policy's time zone); a later accepted merge closes it when the file it puts in force has
// a method of the part reach the path, no longer declares the path, allows no vendor remote
// access, or is removed (closed late after that day). A refused merge or a break-glass apply
// puts nothing in force, so it closes nothing: it is listed in not_closed_by. Whether the
// methods work (session logs, disablements, detection alerts) stays the entity's operational
// evidence, never judged here.







const VENDOR_ACCESS_KIND = "CIP-003 R2 Section 6";
/** A gap's key among its site file's. */
const gapKey = (gap) => `${gap.part}\0${gap.vendor_path}`;
class VendorAccessGaps {
    #context;
    #emit;
    /** By site file, then by part and vendor path, in the order they opened. */
    #gaps = new Map();
    constructor(context, emit, gaps = []) {
        this.#context = context;
        this.#emit = emit;
        for (const gap of gaps)
            this.#ofFile(gap.path).set(gapKey(gap), gap);
    }
    /** The site files a merge's record carries (its `low_impact_files`) move the gaps. */
    addRecord(entry, inForce, carried) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const refused = (0,facts_in_force/* notAccepted */.LA)(entry.record);
        for (const [path, file] of (0,low_impact_files/* siteFilesCarried */.bT)(carried)) {
            const gaps = (file === null ? [] : (0,site_file/* vendorAccessGaps */._k)(file)).map((gap) => ({
                vendor_path: gap.path,
                part: site_file/* VENDOR_ACCESS_PARTS */.x9[gap.part],
            }));
            const left = new Set(gaps.map(gapKey));
            const open = this.#gaps.get(path);
            for (const [key, gap] of open ?? []) {
                if (left.has(key))
                    continue;
                if (refused !== undefined) {
                    gap.not_closed_by.push({ record: ref, why: refused });
                    continue;
                }
                open?.delete(key);
                this.#emit(this.#obligation(gap, { ref, on: (0,obligation_model/* dateOf */.Q$)(ref, inForce) }));
            }
            if (open?.size === 0)
                this.#gaps.delete(path);
            if (refused !== undefined || file === null || gaps.length === 0)
                continue;
            const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
            // From the day a version without Section 6 judges (CIP-003-11), a gap opens nothing.
            const judging = lowImpactVersionOn(VENDOR_ACCESS_KIND, day, inForce.versions ?? []);
            if ("removes" in judging && judging.removes === true)
                continue;
            const version = laterVersionWords(VENDOR_ACCESS_KIND, day, inForce.versions ?? []);
            const ofFile = this.#ofFile(path);
            for (const gap of gaps) {
                if (ofFile.has(gapKey(gap)))
                    continue;
                ofFile.set(gapKey(gap), {
                    path,
                    sites: file.sites,
                    ...gap,
                    opened_by: ref,
                    due: day,
                    calendar: inForce.rule,
                    ...(version === undefined ? {} : { version }),
                    not_closed_by: [],
                });
            }
        }
    }
    /**
     * The sites in scope after an accepted merge (`scope`, site-scope.ts): each gap none of whose
     * sites is among them closes as out of scope that day. R2 reaches "each asset identified in
     * CIP-002 containing low impact BES Cyber Systems", and Section 6 "assets containing low impact
     * BES Cyber System(s) identified pursuant to CIP-002": a site no low system is at owes neither.
     */
    leaveScope(entry, inForce, scope) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const on = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        for (const [path, gaps] of this.#gaps) {
            const sites = [...gaps.values()][0]?.sites ?? [];
            if (sites.some((site) => scope.has(site)))
                continue;
            this.#gaps.delete(path);
            const why = `out of scope from ${on}: no system the inventory in force rates low is at ${sites.join(", ")}`;
            for (const gap of gaps.values())
                this.#emit(this.#obligation(gap, { ref, on }, why));
        }
    }
    held() {
        return [...this.#gaps.values()].flatMap((gaps) => [...gaps.values()]);
    }
    finish() {
        return this.held().map((gap) => this.#obligation(gap, undefined));
    }
    #ofFile(path) {
        const known = this.#gaps.get(path);
        if (known !== undefined)
            return known;
        const gaps = new Map();
        this.#gaps.set(path, gaps);
        return gaps;
    }
    #obligation(gap, closer, outOfScope) {
        return lowImpactObligation(VENDOR_ACCESS_KIND, gap, closer, this.#context, {
            // Named as the other subjects name theirs ("patch source sel-advisories"), unquoted.
            subject: `site file ${gap.path} (${gap.sites.join(", ")}): Section ${gap.part} for vendor path ${gap.vendor_path}`,
            reason: [
                `vendor electronic remote access allowed by vendor path ${(0,diagnostics/* quote */.hD)(gap.vendor_path)} without a ${gap.part} method reaching it`,
                ...(outOfScope === undefined ? [] : [outOfScope]),
            ],
        });
    }
}

// EXTERNAL MODULE: ./src/core/obligations/low-impact/site-scope.ts
var site_scope = __webpack_require__(1363);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-pass.ts





/** Whether `record` starts the pass in its workspace: an accepted merge carrying low-impact files. */
function startsLowImpact(record) {
    return (0,obligation_families/* startsWithFiles */.$A)(record, "low_impact_files");
}
class LowImpactPass {
    #gaps;
    #clocks;
    #topics;
    #started;
    constructor(context, emit, held) {
        this.#gaps = new VendorAccessGaps(context, emit, held?.gaps);
        this.#clocks = new ProgramClocks(context, emit, held);
        this.#topics = new PolicyTopics(context, emit, held);
        this.#started = held !== undefined;
    }
    static resume(held, context, emit) {
        return new LowImpactPass(context, emit, held);
    }
    addRecord(entry, inForce) {
        if (!this.#started) {
            this.#clocks.start(entry, inForce);
            this.#started = true;
        }
        const carried = (0,obligation_families/* filesCarriedBy */.XY)(entry.record, "low_impact_files");
        if (carried !== undefined) {
            this.#gaps.addRecord(entry, inForce, carried);
            this.#topics.addReviews(entry, inForce, this.#clocks.addRecord(entry, inForce, carried));
        }
        // After the files: a merge that re-rates a site's last low system closes its gap as out of scope.
        const scope = (0,site_scope/* lowImpactSitesAfter */.d)(entry.record);
        if (scope != null)
            this.#gaps.leaveScope(entry, inForce, scope);
    }
    held(workspace) {
        return {
            workspace,
            gaps: this.#gaps.held(),
            ...this.#clocks.held(),
            ...this.#topics.held(),
        };
    }
    finish() {
        return [...this.#gaps.finish(), ...this.#clocks.finish(), ...this.#topics.finish()];
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-family.ts
// CIP-003-9 low impact as a row of the family table (family-table.ts): its shape (its name, its
// declared parts and its files', core/families/low-impact/), its words, what starts it in a
// workspace and its pass (low-impact-pass.ts: Section 6 from the site files, R1 Part 1.2's
// review and approval and Sections 1, 4.5 and 4.6's clocks from the program records), and the
// checkpoint's key for the pass's state. Sections 2, 3 and 5 are read and shown, never judged.



const LOW_IMPACT_FAMILY = {
    name: low_impact_shape/* LOW_IMPACT_SHAPE */.a.name,
    topic: "low impact",
    kinds: Object.keys(low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts),
    declaredParts: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts,
    // CIP-003-9 R2 and Attachment 1: assets containing low impact BES Cyber Systems; R1 Part 1.2's
    // policies are those of the same assets.
    appliesTo: ["low"],
    starts: startsLowImpact,
    pass: LowImpactPass,
    checkpointKey: "low_impact",
    // 2: each policy's and each plan's clock apart, each test's update per plan, and each policy's
    // topics with the topics no policy addresses (issue 96); 3: Section 6's gaps per part and vendor
    // path (issue 96, item 3).
    heldVersion: 3,
    reviewedFiles: low_impact_files/* LOW_IMPACT_FILES */.op,
    docs: "obligations/cip-003-low-impact.md",
    summary: "each site's Attachment 1 sections from its reviewed site file, Section 6 (vendor remote access) judged; the policies' review and the CIP Senior Manager's approval (R1 Part 1.2), reinforcement (Section 1), incident response plan tests and updates (Sections 4.5 and 4.6) judged from reviewed program records",
    folders: [
        "core/families/low-impact",
        "core/audit/families/low-impact",
        "core/obligations/low-impact",
        "core/low-impact",
        "core/authority/low-impact",
    ],
    notJudged: "CIP-003-9 R2 low impact was not judged from this ledger: no accepted merge carried a low-impact file (a site file, low-impact/ID.yaml, or a program record, low-impact/records/ID.yaml). From the first that does, Attachment 1 Section 6 is judged from the site files, and R1 Part 1.2's review and CIP Senior Manager approval, Section 1's reinforcement and Section 4.5's and 4.6's clocks from the program records; Sections 2, 3 and 5 are read and shown, never judged. This is no all-clear: nothing here shows any site's vendor remote access is controlled, or any review, reinforcement or test was done.",
};

// EXTERNAL MODULE: ./src/core/families/patch-management/patch-management-shape.ts
var patch_management_shape = __webpack_require__(3837);
// EXTERNAL MODULE: ./src/core/patches/patch-file-set.ts + 1 modules
var patch_file_set = __webpack_require__(4172);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(3146);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(3049);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(9786);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(7877);
// EXTERNAL MODULE: ./src/core/patches/patch-inputs.ts
var patch_inputs = __webpack_require__(5240);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-merges.ts











function nothingInForce() {
    return { files: new Map(), assets: new Map() };
}
/**
 * Whether `record` is the first a workspace's CIP-007 R2 pass reads: an accepted merge whose
 * baselines keep their patched items, or that carries patch files. Every record before it is
 * a record R2 has nothing to read in: baselines without items, no file, nothing open to close; the
 * CIP Senior Manager in force it would need, each merge record declares whole (governance).
 */
function startsPatchManagement(record) {
    if (record.kind !== "change" || !(0,facts_in_force/* isAccepted */.oB)(record))
        return false;
    const { change } = record;
    return (change.patch_files !== undefined ||
        (change.baselines ?? []).some((baseline) => baseline.patched !== undefined));
}
/**
 * The pass's reading of `entry`, a record of the workspace `inForce` follows (updated when the
 * record is an accepted merge); undefined for a record that speaks of no patch management (a drift
 * check, a collector's observation).
 */
function patchMergeOf(entry, inForce) {
    const { record } = entry;
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    const files = carriedFiles(change.patch_files, inForce, refused === undefined);
    const pulls = (0,evidence_record/* pullRequestsOf */.Tb)(change);
    const approvals = pulls.flatMap((pull) => pull.approved_by.map((login) => ({
        login,
        at: pull.approved_at?.[login] ?? record.recorded_at,
    })));
    const seniorManager = seniorManagerOf(change.governance?.senior_manager);
    return {
        record: (0,obligation_model/* refOf */.H8)(entry),
        ...(refused === undefined ? {} : { notAccepted: refused }),
        ...(change.calendar === undefined
            ? {}
            : {
                calendar: {
                    timeZone: change.calendar.time_zone,
                    dueSoonDays: change.calendar.due_soon_days,
                    monthEnd: change.calendar.month_end,
                },
                versions: change.calendar.standard_versions ?? [],
            }),
        ...(change.baselines === undefined || refused !== undefined
            ? {}
            : { assets: assetsOf(change.baselines, inForce, createdIds(change)) }),
        ...files,
        approvals,
        ...(seniorManager === undefined ? {} : { seniorManager }),
    };
}
/** The files `carried` puts in force that are not already, parsed; `inForce` kept when `accepted`. */
function carriedFiles(carried, inForce, accepted) {
    if (carried === undefined)
        return {};
    let sources;
    const evaluations = [];
    const plans = [];
    for (const { file, sha256, text } of carried.files) {
        // The digest of the text itself: a record whose stated digest is not its text's puts nothing
        // of the file in force (an edit after sealing also breaks the chain, which verify reports).
        const digest = `sha256:${(0,shared_sha256/* sha256Hex */.fg)(text)}`;
        if (digest !== sha256 || inForce.files.get(file) === digest)
            continue;
        if (accepted)
            inForce.files.set(file, digest);
        const read = parsedFile(file, digest, text);
        if (file === patch_files/* PATCH_SOURCES_FILE */.DK)
            sources = read ?? null;
        else if (read === undefined)
            continue;
        else if (file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`))
            evaluations.push(read);
        else
            plans.push(read);
    }
    for (const file of carried.removed ?? []) {
        if (!inForce.files.has(file))
            continue;
        if (accepted)
            inForce.files.delete(file);
        if (file === patch_files/* PATCH_SOURCES_FILE */.DK)
            sources = null;
    }
    return {
        ...(sources === undefined ? {} : { sources }),
        ...(evaluations.length === 0 ? {} : { evaluations }),
        ...(plans.length === 0 ? {} : { plans }),
    };
}
/**
 * What `file` (its text of SHA-256 `digest`) says, or undefined when its parser refuses it: read
 * once a text, as every pass over the ledger (verify recomputes a checkpoint at each) meets the
 * same files. The values are never changed by the pass.
 */
function parsedFile(file, digest, text) {
    const key = `${file}\u0000${digest}`;
    if (PARSED.has(key))
        return PARSED.get(key);
    const parse = file === patch_files/* PATCH_SOURCES_FILE */.DK
        ? parse_patch_sources/* parsePatchSourcesText */.J
        : file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`)
            ? parse_patch_evaluation/* parsePatchEvaluationText */.t
            : parse_mitigation_plan/* parseMitigationPlanText */.b;
    const value = parse(text, file).value;
    // Bounded: past the bound the oldest read is dropped, and read again if met again.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the cache is at its bound, so it holds a first key
    if (PARSED.size >= PARSED_BOUND)
        PARSED.delete(PARSED.keys().next().value);
    PARSED.set(key, value);
    return value;
}
const PARSED_BOUND = 1_000;
const PARSED = new Map();
/**
 * The merge's assets: an asset read from the same digest, class, impact and system as before is
 * the object read then (patch-state.ts takes it as unchanged without reading it again).
 */
function assetsOf(baselines, inForce, created) {
    const read = new Map();
    const keyOf = keptKeys(inForce);
    const assets = baselines.map((baseline) => {
        const assetId = baseline.asset_id ?? created.get(createdKey(baseline.cyber_system_id, baseline.asset));
        const found = {
            cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
            cyber_system_id: baseline.cyber_system_id,
            asset: baseline.asset,
            ...(assetId === undefined ? {} : { asset_id: assetId }),
            class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            ...(baseline.asset_type === undefined ? {} : { type: baseline.asset_type }),
            impact: baseline.impact,
            // A baseline_ref, or a record written before records kept the items: items unseen.
            baseline: baseline.kind === "ref" ? "ref" : (baseline.patched ?? "ref"),
        };
        const kept = keyOf(found);
        const asset = kept === (0,patch_inputs/* assetKey */.e7)(found) ? found : { ...found, key: kept };
        const key = (0,patch_inputs/* assetKey */.e7)(asset);
        const from = JSON.stringify([
            baseline.digest,
            asset.class,
            asset.type ?? null,
            asset.impact ?? null,
            asset.cyber_system,
            asset.asset,
            asset.baseline === "ref",
            asset.asset_id ?? null,
        ]);
        const before = inForce.assets.get(key);
        const same = before?.from === from ? before : { from, asset };
        read.set(key, same);
        return same.asset;
    });
    inForce.assets = read;
    return assets;
}
/**
 * The ids the merge's apply gave the assets it created, by system id and name: its plan, made
 * before, declares their baselines without one, and every population joins by the id
 * (cyber-assets.csv has it from the same record).
 */
function createdIds(change) {
    const ids = new Map();
    for (const operation of change.change_record?.operations ?? [])
        if (operation.action === "create" && operation.result === "succeeded" && operation.asset_id)
            ids.set(createdKey(operation.cyber_system.id, operation.name), operation.asset_id);
    return ids;
}
function createdKey(cyberSystemId, name) {
    return `${cyberSystemId}\u0000${(0,shared_names/* nameKey */.Rc)(name)}`;
}
/**
 * The key each asset of a merge is followed by: the one its id had in force; for an id not in
 * force, the key of the asset of its system and name in force without an id (the merge that
 * created it, whose record has no id yet: the same asset, its items unchanged); else its own.
 */
function keptKeys(inForce) {
    const byId = new Map();
    const withoutId = new Set();
    for (const [key, { asset }] of inForce.assets)
        if (asset.asset_id === undefined)
            withoutId.add(key);
        else
            byId.set(asset.asset_id, key);
    return (asset) => {
        if (asset.asset_id === undefined)
            return (0,patch_inputs/* assetKey */.e7)(asset);
        const named = (0,patch_inputs/* namedAssetKey */.Vk)(asset);
        return byId.get(asset.asset_id) ?? (withoutId.has(named) ? named : asset.asset_id);
    };
}
/** The CIP Senior Manager and delegates a merge declares; undefined: not recorded (unchanged). */
function seniorManagerOf(declared) {
    if (declared === undefined)
        return undefined;
    const csm = declared?.csm ?? null;
    if (csm === null)
        return null;
    return {
        login: csm.login,
        delegates: csm.delegates.map((delegate) => ({
            login: delegate.login,
            actions: delegate.actions,
            delegatedOn: delegate.delegated_on,
        })),
    };
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-checkpoint.ts


/** What the checkpoint keeps of the state in force and the fold's reading of the records. */
function heldInForce(state, read) {
    return {
        files: [...read.files],
        assets: state.assets.map((asset) => ({
            asset,
            from: read.assets.get((0,patch_inputs/* assetKey */.e7)(asset))?.from ?? "",
        })),
        sources: state.sources ?? null,
        plans: [...state.plans],
        senior_manager: state.seniorManager ?? null,
        declared_at: [...state.declaredAt],
        items: [...state.items].map(([key, { asset, item, version }]) => [
            key,
            { asset: (0,patch_inputs/* assetKey */.e7)(asset), item, version },
        ]),
        applied: [...state.applied],
        planned: [...state.planned],
        covered: [...state.covered],
        tracked: [...state.tracked],
        item_keys: [...state.itemKeys],
        present: [...state.present],
    };
}
/** The state in force and the fold's reading `held` keeps, each asset one object again. */
function restoreInForce(held) {
    const byAsset = new Map(held.assets.map(({ asset }) => [(0,patch_inputs/* assetKey */.e7)(asset), asset]));
    const state = {
        assets: held.assets.map(({ asset }) => asset),
        sources: held.sources ?? undefined,
        plans: new Map(held.plans),
        seniorManager: held.senior_manager ?? undefined,
        declaredAt: new Map(held.declared_at),
        items: new Map(held.items.map(([key, { asset, item, version }]) => [
            key,
            { asset: (0,collections/* getOrThrow */.Gp)(byAsset, asset, "the checkpoint's assets"), item, version },
        ])),
        applied: new Set(held.applied),
        planned: new Map(held.planned),
        covered: new Map(held.covered),
        tracked: new Set(held.tracked),
        byAsset,
        itemKeys: new Map(held.item_keys),
        present: new Map(held.present),
        // What the last merge changed is read at that merge's step only.
        changedAssets: new Set(),
    };
    const read = {
        files: new Map(held.files),
        assets: new Map(held.assets.map(({ asset, from }) => [(0,patch_inputs/* assetKey */.e7)(asset), { from, asset }])),
    };
    return { state, read };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-state.ts
// What is in force after each accepted merge, for the CIP-007 R2 pass: what the merges put there
// (assets, sources, plans, the CIP Senior Manager) and what the parts look up at every record,
// derived once when its input changes rather than at each look-up: the applicable items, which
// patches each asset's baseline lists, which plan names each patch, which source covers each item
// and which sources are tracked. A ledger of thousands of merges over thousands of assets is
// judged in one pass without reading every baseline at every record. Pure.



const NOTHING_IN_FORCE = {
    assets: [],
    sources: undefined,
    plans: new Map(),
    seniorManager: undefined,
    declaredAt: new Map(),
    items: new Map(),
    applied: new Set(),
    planned: new Map(),
    covered: new Map(),
    tracked: new Set(),
    byAsset: new Map(),
    itemKeys: new Map(),
    present: new Map(),
    changedAssets: new Set(),
};
/** What is in force after an accepted merge: what it changed, over what was. */
function patchStateAfter(before, merge) {
    const sources = merge.sources === undefined ? before.sources : (merge.sources ?? undefined);
    const plans = merge.plans === undefined
        ? before.plans
        : new Map([...before.plans, ...merge.plans.map((plan) => [plan.id, plan])]);
    const assets = merge.assets === undefined ? unchangedAssets(before) : assetsAfter(before, merge.assets);
    const changed = merge.assets !== undefined || merge.sources !== undefined;
    return {
        ...assets,
        sources,
        plans,
        seniorManager: merge.seniorManager === undefined ? before.seniorManager : (merge.seniorManager ?? undefined),
        declaredAt: merge.sources === undefined
            ? before.declaredAt
            : declaredAt(before, sources?.noSource ?? [], merge.record.sequence),
        planned: merge.plans === undefined ? before.planned : plannedPatches(plans),
        covered: merge.sources === undefined ? before.covered : coveredBy(sources),
        tracked: changed ? trackedSources(assets.present, sources) : before.tracked,
    };
}
function unchangedAssets(before) {
    const { assets, items, applied, byAsset, itemKeys, present } = before;
    return { assets, items, applied, byAsset, itemKeys, present, changedAssets: new Set() };
}
/**
 * The assets after a merge that states them all: only those whose object differs from the one
 * in force (added, changed or removed) are read again, the rest kept as they were.
 */
function assetsAfter(before, assets) {
    const byAsset = new Map(assets.map((asset) => [(0,patch_inputs/* assetKey */.e7)(asset), asset]));
    const changedAssets = new Set();
    for (const [key, asset] of byAsset)
        if (before.byAsset.get(key) !== asset)
            changedAssets.add(key);
    for (const key of before.byAsset.keys())
        if (!byAsset.has(key))
            changedAssets.add(key);
    const items = new Map(before.items);
    const itemKeys = new Map(before.itemKeys);
    const present = new Map(before.present);
    const applied = new Set(before.applied);
    const count = (key, by) => present.set(key, (present.get(key) ?? 0) + by);
    for (const key of changedAssets) {
        for (const onAsset of before.itemKeys.get(key) ?? []) {
            count((0,patch_files/* itemKey */.Dh)((0,collections/* getOrThrow */.Gp)(items, onAsset, "the items in force").item), -1);
            items.delete(onAsset);
        }
        // An asset new in this merge had nothing applied before.
        const was = before.byAsset.get(key);
        if (was !== undefined)
            for (const patch of appliedPatches([was]))
                applied.delete(patch);
        const asset = byAsset.get(key);
        if (asset === undefined) {
            itemKeys.delete(key);
            continue;
        }
        const own = (0,patch_inputs/* applicableItems */._8)([asset]);
        for (const [onAsset, entry] of own) {
            items.set(onAsset, entry);
            count((0,patch_files/* itemKey */.Dh)(entry.item), 1);
        }
        itemKeys.set(key, [...own.keys()]);
        for (const patch of appliedPatches([asset]))
            applied.add(patch);
    }
    return { assets, items, applied, byAsset, itemKeys, present, changedAssets };
}
/** The items a sources file covers, by item key, each with the first source covering it. */
function coveredBy(sources) {
    const covered = new Map();
    for (const source of sources?.sources ?? [])
        for (const item of source.covers)
            if (!covered.has((0,patch_files/* itemKey */.Dh)(item)))
                covered.set((0,patch_files/* itemKey */.Dh)(item), source.id);
    return covered;
}
/** The patches the assets' baselines list, each as onAssetKey(asset, patch). */
function appliedPatches(assets) {
    const applied = new Set();
    for (const asset of assets)
        if (asset.baseline !== "ref")
            for (const patch of asset.baseline.patches)
                applied.add((0,patch_inputs/* onAssetKey */.XI)((0,patch_inputs/* assetKey */.e7)(asset), (0,patch_files/* patchKey */.kP)(patch)));
    return applied;
}
/** Per patch key, a plan that names it. */
function plannedPatches(plans) {
    const planned = new Map();
    for (const plan of plans.values())
        for (const patch of plan.patches)
            if (!planned.has((0,patch_files/* patchKey */.kP)(patch)))
                planned.set((0,patch_files/* patchKey */.kP)(patch), plan.id);
    return planned;
}
function trackedSources(present, sources) {
    return new Set((sources?.sources ?? [])
        .filter((source) => source.covers.some((item) => (present.get((0,patch_files/* itemKey */.Dh)(item)) ?? 0) > 0))
        .map((source) => source.id));
}
/** Per declared item, the record that last added or changed its declaration. */
function declaredAt(before, declarations, sequence) {
    const words = (declaration) => `${declaration.kind}\u0000${declaration.reason}`;
    const was = new Map((before.sources?.noSource ?? []).map((d) => [(0,patch_files/* itemKey */.Dh)(d.item), words(d)]));
    return new Map(declarations.map((declaration) => {
        const key = (0,patch_files/* itemKey */.Dh)(declaration.item);
        const same = was.get(key) === words(declaration);
        return [key, same ? (before.declaredAt.get(key) ?? sequence) : sequence];
    }));
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-merge.ts
/** The obligation's subject for an asset. */
function assetSubject(asset) {
    return {
        cyber_system: asset.cyber_system,
        ...(asset.cyber_system_id === undefined ? {} : { cyber_system_id: asset.cyber_system_id }),
        asset: asset.asset,
        ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-obligation.ts
// What the four CIP-007 R2 judgements share: the facts in force when a record is judged, an
// obligation's common fields, the days a lapse lasted and its band, and why a record that is no
// accepted merge closes nothing (the authority table's words). Pure.



/** CIP-007-6 R2.2 and R2.3's clock: 35 calendar days. */
const PATCH_INTERVAL_DAYS = 35;
/** The fields every CIP-007 R2 obligation has. */
function patchObligation(kind, opened, subject, patching, context) {
    return {
        ...(0,obligation_model/* openedObligation */.S2)(kind, opened, subject, context),
        due: null,
        status: "open",
        calendar: context.rule,
        patching,
    };
}
/** What an obligation says of the evaluation that closed it (R2.2) or found its patch (R2.3). */
function evaluationFacts(evaluation) {
    return {
        file: evaluation.file,
        releases_since: evaluation.releasesSince,
        patches: evaluation.patches.length,
        applicable: evaluation.patches.filter((patch) => patch.applicable).length,
    };
}
/** Calendar days from `start` to `end` (both YYYY-MM-DD). */
function daysBetween(start, end) {
    return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}
/**
 * The band of a lapse of R2.2 or R2.3 in the tool's reading of the standard's VSL table: done by
 * the 35th calendar day, none; by the 49th, lower; by the 64th, moderate; later, high (the 65th
 * is high: the harsher reading of the table's boundary).
 */
function lapseBand(days) {
    if (days <= PATCH_INTERVAL_DAYS)
        return undefined;
    if (days < 50)
        return "lower";
    return days < 65 ? "moderate" : "high";
}
/** Due, status and lapse of an obligation of 35 days from `start`, closed on `closedOn` if it is. */
function intervalStatus(o, start, closedOn, context) {
    o.due = (0,shared_calendar/* addDays */.fi)(start, PATCH_INTERVAL_DAYS);
    o.status = (0,obligation_model/* statusOf */.c2)(o.due, closedOn, context);
    const lapse = lapseBand(daysBetween(start, closedOn ?? context.today));
    if (lapse !== undefined)
        o.patching = { ...o.patching, lapse };
}
/** Why `merge`, which is no accepted merge, cannot assert `fact`: the authority table's words. */
function refusedWhy(merge, fact) {
    const judged = (0,authority/* judgeAuthority */.B8)({
        fact,
        origin: { outside: merge.notAccepted ?? "an unknown record" },
        approvedBy: [],
        recordedAt: merge.record.recorded_at,
    });
    return judged.authorized ? "" : judged.why;
}
/** Lists `merge` on `o` as a record that would have closed it and could not. */
function notClosedBy(o, merge, why) {
    (o.not_closed_by ??= []).push({ record: merge.record, why });
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/source-identification.ts





const NO_SOURCE = "no patch source covers the item and no no_source declaration reviewed since its last change";
class SourceIdentification {
    #current = new Map();
    /** The keys of the identifications still open. */
    #pending = new Set();
    #done = [];
    /** An accepted merge: items added or changed open; what is now in force closes. */
    accept(step) {
        const opened = [];
        // Only the items of the assets the merge changed can open or leave.
        for (const asset of step.after.changedAssets) {
            const was = step.before.itemKeys.get(asset) ?? [];
            for (const key of new Set([...was, ...(step.after.itemKeys.get(asset) ?? [])])) {
                const entry = step.after.items.get(key);
                const held = this.#current.get(key);
                if (held !== undefined && held.version === entry?.version)
                    continue;
                if (held !== undefined)
                    this.#end(key, held, step);
                if (entry === undefined)
                    continue;
                this.#current.set(key, this.#open(step, entry));
                this.#pending.add(key);
                opened.push(key);
            }
        }
        // A sources file changed may close any identification still open; else only those just opened.
        const closing = step.merge.sources === undefined ? opened : [...this.#pending];
        for (const key of closing)
            this.#close(key, (0,collections/* getOrThrow */.Gp)(this.#current, key, "the open identifications"), step);
    }
    /** A record that is no accepted merge: a source it would have added closes nothing. */
    refuse(step) {
        if (step.merge.sources == null)
            return;
        const wouldCover = coveredBy(step.merge.sources);
        const why = refusedWhy(step.merge, "patch-sources");
        for (const key of this.#pending) {
            const held = (0,collections/* getOrThrow */.Gp)(this.#current, key, "the open identifications");
            if (wouldCover.has((0,patch_files/* itemKey */.Dh)(held.item)))
                notClosedBy(held.obligation, step.merge, why);
        }
    }
    /** The identifications ended since the last call: decided, never changed again. */
    drain() {
        return this.#done.splice(0);
    }
    /** The identifications still held, closed or not. */
    finish() {
        return [...this.drain(), ...[...this.#current.values()].map((held) => held.obligation)];
    }
    /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return { current: [...this.#current], pending: [...this.#pending] };
    }
    /** Holds what held() gave. */
    restore({ current, pending }) {
        for (const [key, held] of current)
            this.#current.set(key, held);
        for (const key of pending)
            this.#pending.add(key);
    }
    #open(step, entry) {
        const item = { ...entry.item, version: entry.version };
        const obligation = patchObligation("CIP-007 R2.1", step.merge.record, assetSubject(entry.asset), { item }, step.context);
        obligation.status = "exception";
        obligation.reason = NO_SOURCE;
        return { obligation, item: entry.item, version: entry.version };
    }
    #close(key, held, step) {
        const item = (0,patch_files/* itemKey */.Dh)(held.item);
        const source = step.after.covered.get(item);
        const declared = step.after.declaredAt.get(item);
        const opened = held.obligation.opened_by.sequence;
        if (source === undefined && (declared === undefined || declared < opened))
            return;
        const o = held.obligation;
        o.status = "closed";
        o.closed_by = step.merge.record;
        delete o.reason;
        if (source !== undefined)
            o.patching = { ...o.patching, source };
        else {
            const declaration = step.after.sources?.noSource.find((d) => (0,patch_files/* itemKey */.Dh)(d.item) === item);
            if (declaration !== undefined)
                o.patching = {
                    ...o.patching,
                    no_source: { kind: declaration.kind, reason: declaration.reason },
                };
        }
        this.#pending.delete(key);
    }
    /** An identification whose item changed or left: closed stays closed; open stays an exception. */
    #end(key, held, step) {
        held.obligation.patching = { ...held.obligation.patching, ended_by: step.merge.record };
        this.#done.push(held.obligation);
        this.#current.delete(key);
        this.#pending.delete(key);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/evaluation-intervals.ts
// CIP-007-6 R2.2: "At least once every 35 calendar days, evaluate security patches for
// applicability that have been released since the last evaluation from the source or sources
// identified in Part 2.1." Per source: the first interval opens on the record that first
// identifies the source for an item of an applicable asset's baseline; each accepted evaluation
// of the source closes the interval open and opens the next from its own record. An evaluation
// whose releases_since is later than the day of the source's previous evaluation leaves the
// releases between unevaluated: it closes the interval, as an exception naming the gap. A source
// that stops being tracked ends its interval: one already due stays as it stood, one not yet due
// leaves no obligation. Pure.




class EvaluationIntervals {
    #open = new Map();
    #done = [];
    accept(step) {
        const evaluations = [...(step.merge.evaluations ?? [])].sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.releasesSince, b.releasesSince));
        const { tracked } = step.after;
        // A source identified by this merge opens its first interval, which an evaluation in the same
        // merge closes on its first day.
        for (const source of tracked)
            if (!this.#open.has(source))
                this.#open.set(source, this.#interval(step, source));
        for (const evaluation of evaluations)
            this.#evaluated(step, evaluation);
        for (const [source, interval] of this.#open)
            if (!tracked.has(source)) {
                this.#open.delete(source);
                this.#untracked(interval, step);
            }
    }
    refuse(step) {
        const why = refusedWhy(step.merge, "patch-evaluation");
        for (const evaluation of step.merge.evaluations ?? []) {
            const interval = this.#open.get(evaluation.source);
            if (interval !== undefined)
                notClosedBy(interval.obligation, step.merge, why);
        }
    }
    /** The intervals decided since the last call: closed, or ended by a source no longer tracked. */
    drain() {
        return this.#done.splice(0);
    }
    finish() {
        return [...this.drain(), ...this.#open.values()];
    }
    /** The open intervals by source, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return [...this.#open];
    }
    restore(open) {
        for (const [source, interval] of open)
            this.#open.set(source, interval);
    }
    #interval(step, source, previousEvaluation) {
        const obligation = patchObligation("CIP-007 R2.2", step.merge.record, {}, { source }, step.context);
        return {
            obligation,
            start: step.on,
            ...(previousEvaluation === undefined ? {} : { previousEvaluation }),
        };
    }
    #evaluated(step, evaluation) {
        const interval = this.#open.get(evaluation.source);
        if (interval === undefined)
            return;
        const o = interval.obligation;
        // Releases it could not have seen yet: an evaluation of days still to come closes nothing.
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the list holds releasesSince at least
        const latest = [evaluation.releasesSince, ...evaluation.patches.map((p) => p.released)]
            .sort(shared_names/* compareCodePoints */.OP)
            .at(-1);
        const dated = (0,authority/* judgeDate */.S2)("patch-evaluation", latest, step.merge.record.recorded_at);
        if (!dated.authorized) {
            notClosedBy(o, step.merge, `${evaluation.file}: ${dated.why}`);
            return;
        }
        o.closed_by = step.merge.record;
        o.patching = { ...o.patching, evaluation: evaluationFacts(evaluation) };
        interval.closedOn = step.on;
        const previous = interval.previousEvaluation;
        if (previous !== undefined && evaluation.releasesSince > previous) {
            const gap = { from: previous, to: (0,shared_calendar/* addDays */.fi)(evaluation.releasesSince, -1) };
            o.patching = { ...o.patching, releases_gap: gap };
            o.reason = `${evaluation.file} covers releases since ${evaluation.releasesSince}, not since the previous evaluation on ${previous}: releases from ${gap.from} to ${gap.to} were not evaluated`;
        }
        this.#done.push(interval);
        this.#open.set(evaluation.source, this.#interval(step, evaluation.source, step.on));
    }
    /** The source stopped being tracked: an interval not yet due leaves nothing. */
    #untracked(interval, step) {
        if (step.on <= (0,shared_calendar/* addDays */.fi)(interval.start, PATCH_INTERVAL_DAYS))
            return;
        interval.obligation.reason = `the source stopped being tracked for an applicable item (record #${step.merge.record.sequence}) after its due date, never evaluated`;
        interval.stoppedOn = step.on;
        this.#done.push(interval);
    }
}
/** An interval judged as of the context's day: due 35 days from its start; a gap an exception. */
function judgedInterval(interval, context) {
    const o = interval.obligation;
    // A source no longer tracked lapsed until the day it stopped, never since.
    const asOf = interval.stoppedOn === undefined ? context : { ...context, today: interval.stoppedOn };
    intervalStatus(o, interval.start, interval.closedOn, asOf);
    if (o.patching?.releases_gap !== undefined)
        o.status = "exception";
    return o;
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/applicable-patches.ts







/** A patch's obligation judged: as of the day its item left the baseline, if it did. */
function judgedDue(due, context) {
    const asOf = due.leftOn === undefined ? context : { ...context, today: due.leftOn };
    intervalStatus(due.obligation, due.start, due.closedOn, asOf);
    return due.obligation;
}
class ApplicablePatches {
    #open = new Map();
    /** The keys of the open obligations of each asset. */
    #byAsset = new Map();
    #done = [];
    #seen = new Set();
    accept(step) {
        const { items } = step.after;
        const opened = (step.merge.evaluations ?? []).flatMap((evaluation) => evaluation.patches
            .filter((entry) => entry.applicable)
            .flatMap((patch) => this.#found(step, evaluation, patch, items)));
        // What just opened; any open, when plans changed; else those of the assets the merge changed.
        const keys = new Set(opened);
        if (step.merge.plans !== undefined)
            for (const key of this.#open.keys())
                keys.add(key);
        else
            for (const asset of step.after.changedAssets)
                for (const key of this.#byAsset.get(asset) ?? [])
                    keys.add(key);
        for (const key of keys) {
            const due = (0,collections/* getOrThrow */.Gp)(this.#open, key, "the open patches");
            if (!items.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.itemKey)))
                this.#left(key, due, step);
            else
                this.#close(key, due, step);
        }
    }
    refuse(step) {
        const applied = step.merge.assets === undefined ? undefined : appliedPatches(step.merge.assets);
        const planned = plannedPatches(step.merge.plans ?? []);
        for (const due of this.#open.values()) {
            if (applied?.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.patch)) === true)
                notClosedBy(due.obligation, step.merge, refusedWhy(step.merge, "baseline"));
            else if (planned.has(due.patch))
                notClosedBy(due.obligation, step.merge, refusedWhy(step.merge, "mitigation-plan"));
        }
    }
    /**
     * The obligations decided since the last call, judged: each closed, or ended by its item leaving
     * the baseline, so judged by its own days, never by `context`'s.
     */
    drain(context) {
        return this.#done.splice(0).map((due) => judgedDue(due, context));
    }
    finish(context) {
        return [...this.drain(context), ...[...this.#open.values()].map((d) => judgedDue(d, context))];
    }
    /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return {
            open: [...this.#open],
            by_asset: [...this.#byAsset].map(([asset, keys]) => [asset, [...keys]]),
            seen: [...this.#seen],
        };
    }
    restore(held) {
        for (const [key, due] of held.open)
            this.#open.set(key, due);
        for (const [asset, keys] of held.by_asset)
            this.#byAsset.set(asset, new Set(keys));
        for (const key of held.seen)
            this.#seen.add(key);
    }
    #found(step, evaluation, patch, items) {
        const opened = [];
        for (const entry of items.values()) {
            if ((0,patch_files/* itemKey */.Dh)(entry.item) !== (0,patch_files/* itemKey */.Dh)(patch.item))
                continue;
            const key = (0,patch_inputs/* onAssetKey */.XI)((0,patch_inputs/* assetKey */.e7)(entry.asset), (0,patch_files/* patchKey */.kP)(patch.id));
            // One obligation per patch and asset: a later evaluation listing it again opens none.
            if (this.#seen.has(key))
                continue;
            this.#seen.add(key);
            const due = this.#due(step, evaluation, patch, entry);
            this.#open.set(key, due);
            const ofAsset = this.#byAsset.get(due.asset) ?? new Set();
            this.#byAsset.set(due.asset, ofAsset.add(key));
            opened.push(key);
        }
        return opened;
    }
    #due(step, evaluation, patch, entry) {
        const item = { ...entry.item, version: entry.version };
        const obligation = patchObligation("CIP-007 R2.3", step.merge.record, assetSubject(entry.asset), { item, source: evaluation.source, patch: patch.id, evaluation: evaluationFacts(evaluation) }, step.context);
        return {
            obligation,
            asset: (0,patch_inputs/* assetKey */.e7)(entry.asset),
            patch: (0,patch_files/* patchKey */.kP)(patch.id),
            itemKey: (0,patch_files/* itemKey */.Dh)(entry.item),
            start: step.on,
        };
    }
    #close(key, due, step) {
        const byBaseline = step.after.applied.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.patch));
        const plan = byBaseline ? undefined : step.after.planned.get(due.patch);
        if (!byBaseline && plan === undefined)
            return;
        const o = due.obligation;
        o.closed_by = step.merge.record;
        if (plan !== undefined)
            o.patching = { ...o.patching, plan };
        due.closedOn = step.on;
        this.#forget(key, due);
        this.#done.push(due);
    }
    #forget(key, due) {
        this.#open.delete(key);
        this.#byAsset.get(due.asset)?.delete(key);
    }
    /** The item left the asset's baseline: not yet due, nothing to apply; due, it stays. */
    #left(key, due, step) {
        this.#forget(key, due);
        if (step.on <= (0,shared_calendar/* addDays */.fi)(due.start, PATCH_INTERVAL_DAYS))
            return;
        due.leftOn = step.on;
        due.obligation.reason = `the item left the asset's baseline (record #${step.merge.record.sequence}) after the due date, neither applied nor mitigated`;
        this.#done.push(due);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/plan-approval.ts
// Whether a change of a mitigation plan's timeframe (a revision or an extension) is approved as
// CIP-007-6 R2.4 asks: "unless a revision to the plan or an extension to the timeframe specified
// in Part 2.3 is approved by the CIP Senior Manager or delegate". A counted approver of the merge
// approves it when they are the CIP Senior Manager in force before the merge, or a delegate in
// force then whose delegation names the action cip-007-r2.4 and is dated no later than the day
// they approved (in the calendar's time zone); judged through the authority table's row. Pure.


/** The delegated action that approves a plan's revision or extension. */
const PLAN_CHANGE_ACTION = "cip-007-r2.4";
function timeframeApproval(merge, seniorManager, timeZone) {
    const reasons = [];
    let by;
    for (const { login, at } of merge.approvals) {
        const same = (other) => other.toLowerCase() === login.toLowerCase();
        const day = (0,shared_calendar/* dateIn */.m7)(at, timeZone);
        const delegate = seniorManager?.delegates.find((candidate) => same(candidate.login));
        if (seniorManager !== undefined && same(seniorManager.login))
            by = `${login} (CIP Senior Manager)`;
        else if (delegate === undefined)
            continue;
        else if (!delegate.actions.includes(PLAN_CHANGE_ACTION))
            reasons.push(`${login}'s delegation covers ${delegate.actions.join(", ")}, not ${PLAN_CHANGE_ACTION}`);
        else if (delegate.delegatedOn > day)
            reasons.push(`${login}'s delegation of ${PLAN_CHANGE_ACTION} dates from ${delegate.delegatedOn}, after their approval on ${day}`);
        else
            by = `${login} (delegate for ${PLAN_CHANGE_ACTION} since ${delegate.delegatedOn})`;
        if (by !== undefined)
            break;
    }
    const judged = (0,authority/* judgeAuthority */.B8)({
        fact: "plan-timeframe-change",
        origin: "reviewed-merge",
        approvedBy: by === undefined
            ? ["counted-approvals"]
            : ["counted-approvals", "senior-manager-or-delegate"],
        recordedAt: merge.record.recorded_at,
    });
    if (judged.authorized && by !== undefined)
        return { approved: true, by };
    const why = judged.authorized ? "" : judged.why;
    return { approved: false, why: [why, ...reasons].filter((text) => text !== "").join(": ") };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/mitigation-plans.ts
// CIP-007-6 R2.4: "For each mitigation plan created or revised in Part 2.3, implement the plan
// within the timeframe specified in the plan, unless a revision to the plan or an extension to the
// timeframe specified in Part 2.3 is approved by the CIP Senior Manager or delegate." Per plan,
// from the accepted record that first puts it in force: due on its `by` date, or, for a plan whose
// timeframe is an event, on the day a later reviewed change records the event occurred (no due
// date until then); closed by `implemented_on` in an accepted merge, never dated after that
// merge's record. A change of the timeframe moves the due date only when approved as
// plan-approval.ts judges; otherwise the due date in force stays and the plan is an exception
// naming the change (the standard's VSL table makes both lapses severe). Pure.





class PlanTimeframes {
    #plans = new Map();
    accept(step) {
        for (const plan of step.merge.plans ?? []) {
            let held = this.#plans.get(plan.id);
            if (held === undefined) {
                held = this.#open(step, plan);
                this.#plans.set(plan.id, held);
            }
            else if (changesTimeframe(held, plan))
                this.#changed(step, held, plan);
            this.#dates(step, held, plan);
        }
    }
    refuse(step) {
        for (const plan of step.merge.plans ?? []) {
            const held = this.#plans.get(plan.id);
            if (held === undefined || held.implementedOn !== undefined)
                continue;
            if (plan.implementedOn !== undefined)
                notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-implemented"));
            // A change that never took force: listed, and the timeframe in force stays.
            if (changesTimeframe(held, plan))
                notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-timeframe-change"));
        }
    }
    finish(context) {
        return [...this.#plans.values()].map((held) => judgedPlan(held, context));
    }
    /** Every plan put in force, as plain JSON (patch-checkpoint.ts): a later merge may change it. */
    held() {
        return [...this.#plans];
    }
    restore(plans) {
        for (const [id, held] of plans)
            this.#plans.set(id, held);
    }
    #open(step, plan) {
        const obligation = patchObligation("CIP-007 R2.4", step.merge.record, {}, { plan: plan.id }, step.context);
        return { obligation, timeframe: plan.timeframe, unapproved: false };
    }
    #changed(step, held, plan) {
        const { timeframe } = plan;
        const approval = timeframeApproval(step.merge, step.before.seniorManager, step.context.calendar.timeZone);
        if (!approval.approved) {
            this.#unapproved(held, step, plan, approval.why);
            return;
        }
        held.timeframe = timeframe;
        // The approved change's event day, if it has one, is read as a first one (#dates).
        delete held.eventOccurredOn;
        const change = {
            record: step.merge.record,
            to: planTimeframeText(plan),
            approved_by: approval.by,
        };
        held.obligation.patching = {
            ...held.obligation.patching,
            timeframe_changes: [...(held.obligation.patching?.timeframe_changes ?? []), change],
        };
    }
    #unapproved(held, step, plan, why) {
        held.unapproved = true;
        const changes = held.obligation.patching?.timeframe_changes ?? [];
        const to = planTimeframeText(plan);
        // The file keeps saying it at each later merge of the plan: listed once, where it was written.
        const last = changes.at(-1);
        if (last !== undefined && last.to === to && last.approved_by === undefined)
            return;
        const change = { record: step.merge.record, to, why };
        held.obligation.patching = {
            ...held.obligation.patching,
            timeframe_changes: [...changes, change],
        };
    }
    /** The event's day (first recorded only) and the implementation, each dated no later than its record. */
    #dates(step, held, plan) {
        const recordedAt = step.merge.record.recorded_at;
        if (plan.eventOccurredOn !== undefined &&
            held.eventOccurredOn === undefined &&
            "event" in held.timeframe) {
            const judged = (0,authority/* judgeDate */.S2)("plan-event-occurred", plan.eventOccurredOn, recordedAt);
            if (judged.authorized)
                held.eventOccurredOn = plan.eventOccurredOn;
            else
                notClosedBy(held.obligation, step.merge, judged.why);
        }
        if (plan.implementedOn !== undefined && held.implementedOn === undefined) {
            const judged = (0,authority/* judgeDate */.S2)("plan-implemented", plan.implementedOn, recordedAt);
            if (!judged.authorized)
                notClosedBy(held.obligation, step.merge, judged.why);
            else {
                held.implementedOn = plan.implementedOn;
                held.obligation.closed_by = step.merge.record;
            }
        }
    }
}
/**
 * Whether `plan` changes the timeframe in force: another date or event, or another day for an
 * event already recorded (the first day recorded sets the due date; a later one would move it).
 */
function changesTimeframe(held, plan) {
    if ((0,patch_files/* timeframeText */.OD)(plan.timeframe) !== (0,patch_files/* timeframeText */.OD)(held.timeframe))
        return true;
    return held.eventOccurredOn !== undefined && plan.eventOccurredOn !== held.eventOccurredOn;
}
/** The timeframe a plan's version states, with its event's day when it records one. */
function planTimeframeText(plan) {
    const occurred = plan.eventOccurredOn === undefined ? "" : `, which occurred on ${plan.eventOccurredOn}`;
    return `${(0,patch_files/* timeframeText */.OD)(plan.timeframe)}${occurred}`;
}
/** A plan judged as of the context's day. */
function judgedPlan(held, context) {
    const o = held.obligation;
    o.due = "by" in held.timeframe ? held.timeframe.by : (held.eventOccurredOn ?? null);
    if (o.due === null) {
        o.status = held.implementedOn === undefined ? "open" : "closed";
        if (held.implementedOn === undefined)
            o.reason = `no due date until a reviewed change records the day the event occurred (event_occurred_on): ${(0,patch_files/* timeframeText */.OD)(held.timeframe)}`;
    }
    else
        o.status = (0,obligation_model/* statusOf */.c2)(o.due, held.implementedOn, context);
    const lapsed = o.status === "overdue" || o.status === "closed-late";
    if (held.unapproved) {
        o.status = "exception";
        o.reason = `a change of its timeframe was not approved by the CIP Senior Manager or a delegate holding cip-007-r2.4: ${o.due === null ? "it keeps no due date" : `the due date stays ${o.due}`}`;
    }
    if (held.unapproved || lapsed)
        o.patching = { ...o.patching, lapse: "severe" };
    const occurred = held.eventOccurredOn === undefined ? "" : `, which occurred on ${held.eventOccurredOn}`;
    o.patching = {
        ...o.patching,
        timeframe: `${(0,patch_files/* timeframeText */.OD)(held.timeframe)}${occurred}`,
        ...(held.implementedOn === undefined ? {} : { implemented_on: held.implementedOn }),
    };
    return o;
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-obligations.ts
// The CIP-007-6 R2 obligations of one workspace: one pass over its records in ledger order, each
// accepted merge putting its files and baselines in force and every part judging the step (R2.1
// source-identification.ts, R2.2 evaluation-intervals.ts, R2.3 applicable-patches.ts, R2.4
// mitigation-plans.ts); a record that is no accepted merge (a refused merge, a break-glass apply)
// changes nothing in force and closes nothing: each obligation it would have closed lists it with
// why, in the authority table's words. The obligations are core/obligations' own (Obligation),
// their subject's patch-management facts in `patching`. Dates are calendar days in the calendar
// in force at the record (a merge's kept calendar, from accepted merges only). Pure.









/**
 * The CIP-007 R2 obligations of `merges` (one workspace's records, any order) as of `asOf`: an
 * instant, or a date (YYYY-MM-DD) in the calendar's time zone; sorted as every obligation is.
 */
function patchObligations(merges, asOf, calendar) {
    const today = typeof asOf === "string" ? asOf : dateIn(asOf, calendar.timeZone);
    const pass = {
        calendar,
        today,
        rule: calendarRule(calendar),
        completionGraceDays: DEFAULT_COMPLETION_GRACE_DAYS,
    };
    const found = [];
    const patching = new PatchManagementPass(pass, (obligation) => found.push(obligation));
    let context = pass;
    for (const merge of [...merges].sort((a, b) => a.record.sequence - b.record.sequence)) {
        // Only an accepted merge puts its calendar (and versions) in force, as contextAt reads a record's.
        if (merge.notAccepted === undefined && merge.calendar !== undefined)
            context = withVersions(withCalendar(pass, merge.calendar), merge.versions ?? []);
        patching.add(merge, context);
    }
    return [...found, ...patching.finish()].sort(compareObligations);
}
/**
 * One workspace's CIP-007 R2 pass: its records fed in chain order, each judged in the calendar in
 * force at it; what each record decides for good handed to `decided` as it is decided (judged as
 * of `pass`'s day, which nothing decided depends on), what is still open at finish.
 */
class PatchManagementPass {
    #pass;
    #decided;
    #parts = {
        r21: new SourceIdentification(),
        r22: new EvaluationIntervals(),
        r23: new ApplicablePatches(),
        r24: new PlanTimeframes(),
    };
    #state = NOTHING_IN_FORCE;
    /** What the records put in force, as patchMergeOf reads them. */
    #read = nothingInForce();
    constructor(pass, decided) {
        this.#pass = pass;
        this.#decided = decided;
    }
    /** A pass in the state `held` keeps (patch-checkpoint.ts). */
    static resume(held, pass, decided) {
        const resumed = new PatchManagementPass(pass, decided);
        const { state, read } = restoreInForce(held);
        resumed.#state = state;
        resumed.#read = read;
        const parts = resumed.#parts;
        parts.r21.restore(held.parts.r21);
        parts.r22.restore(held.parts.r22);
        parts.r23.restore(held.parts.r23);
        parts.r24.restore(held.parts.r24);
        return resumed;
    }
    /** The workspace's next record, judged in the calendar in force at it. */
    addRecord(entry, context) {
        const merge = patchMergeOf(entry, this.#read);
        if (merge !== undefined)
            this.add(merge, context);
    }
    add(merge, context) {
        const accepted = merge.notAccepted === undefined;
        const after = accepted ? patchStateAfter(this.#state, merge) : this.#state;
        const on = (0,shared_calendar/* dateIn */.m7)(merge.record.recorded_at, context.calendar.timeZone);
        const step = { merge, before: this.#state, after, context, on };
        for (const part of Object.values(this.#parts)) {
            if (accepted)
                part.accept(step);
            else
                part.refuse(step);
        }
        this.#state = after;
        const parts = this.#parts;
        for (const obligation of [
            ...parts.r21.drain(),
            ...parts.r22.drain().map((interval) => judgedInterval(interval, this.#pass)),
            ...parts.r23.drain(this.#pass),
        ])
            this.#decided(obligation);
    }
    /** What it holds, as plain JSON: resumed with the records after it, it judges as this pass. */
    held(workspace) {
        const parts = this.#parts;
        return {
            workspace,
            ...heldInForce(this.#state, this.#read),
            parts: {
                r21: parts.r21.held(),
                r22: parts.r22.held(),
                r23: parts.r23.held(),
                r24: parts.r24.held(),
            },
        };
    }
    /** The obligations still held, judged as of the pass's day, unsorted. */
    finish() {
        const parts = this.#parts;
        const pass = this.#pass;
        return [
            ...parts.r21.finish(),
            ...parts.r22.finish().map((interval) => judgedInterval(interval, pass)),
            ...parts.r23.finish(pass),
            ...parts.r24.finish(pass),
        ];
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-family.ts
// CIP-007 R2 patch management as a row of the family table (family-table.ts): its shape (its name
// and its files', core/families/patch-management/), its words, what starts it in a workspace
// (patch-merges.ts), its pass (patch-obligations.ts) and the checkpoint's key for the pass's state
// (patch-checkpoint.ts).






const PATCH_MANAGEMENT_FAMILY = {
    name: patch_management_shape/* PATCH_MANAGEMENT_SHAPE */.N.name,
    topic: "patch management",
    kinds: (0,obligation_model/* partsOf */.CI)("CIP-007 R2"),
    appliesTo: (0,requirements/* impactsOf */.ZU)((0,obligation_model/* partsOf */.CI)("CIP-007 R2")),
    starts: startsPatchManagement,
    pass: PatchManagementPass,
    checkpointKey: "patch_management",
    heldVersion: 1,
    reviewedFiles: patch_file_set/* PATCH_FILES */.N,
    docs: "obligations/cip-007-r2.md",
    summary: "patch sources, evaluations, applying or mitigating, mitigation plans",
    folders: [
        "core/families/patch-management",
        "core/audit/families/patch-management",
        "core/obligations/patch-management",
        "core/patches",
    ],
    notJudged: "CIP-007 R2 was not judged from this ledger: no obligation of any part was opened. R2 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines' items and the patch files), from the first that declares an applicable asset's baseline; a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows the applicable assets' patches are tracked, evaluated or applied.",
};

// EXTERNAL MODULE: ./src/core/families/system-access/system-access-shape.ts
var system_access_shape = __webpack_require__(3803);
// EXTERNAL MODULE: ./src/core/system-access/system-access-files.ts + 7 modules
var system_access_files = __webpack_require__(3279);
// EXTERNAL MODULE: ./src/core/system-access/access-file.ts
var access_file = __webpack_require__(4810);
// EXTERNAL MODULE: ./src/core/system-access/password-change-record.ts
var password_change_record = __webpack_require__(8406);
;// CONCATENATED MODULE: ./src/core/obligations/system-access/system-access-rows.ts
// CIP-007-6 R5's parts as rows beside the requirement table, as data: the version each quotes
// (its words and Applicable Systems are its shape's, core/families/system-access/) and what
// CIP-007-7.1 changes in it, keyed by day as the requirement table's CIP-007 rows are
// (`laterVersions`, chosen from a day by the policy's `standards:` for CIP-007), so that an
// obligation opened on or after that day says which version judges it. Nothing of CIP-007-7.1 is
// quoted (no copy of its text was found); docs/obligations/cip-007-r5.md's Versions table gives
// each row's changes, and a test holds it to them. Pure.


const SCI = "adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
const LATER = (changes) => [
    { standard: "CIP-007-7.1", enforceableFrom: "2028-07-01", changes: `${SCI}; ${changes}` },
];
const row = (id, changes) => ({
    id,
    standard: "CIP-007-6",
    laterVersions: LATER(changes),
});
const SYSTEM_ACCESS_ROWS = [
    row("CIP-007 R5.1", '"per system capability" replaces "where technically feasible"'),
    row("CIP-007 R5.2", 'its Measure names "the enabled default or generic account types in use"'),
    row("CIP-007 R5.3", "the words of the requirement do not change"),
    row("CIP-007 R5.4", '"per system capability" replaces "per Cyber Asset capability"'),
    row("CIP-007 R5.5", '"the Applicable System(s)" replaces "the Cyber Asset" in 5.5.1 and 5.5.2'),
    row("CIP-007 R5.6", '"per system capability" replaces the opening "Where technically feasible"; the 15 calendar months stay'),
    row("CIP-007 R5.7", 'the two bullets become one sentence, "per system capability"'),
];
/** The row of `id`. */
function systemAccessRow(id) {
    const found = SYSTEM_ACCESS_ROWS.find((candidate) => candidate.id === id);
    if (found === undefined)
        throw new Error(`No system access row ${id}: every part has one.`);
    return found;
}
/**
 * In words, the later version that judges `id` on `day` by the policy's `standards:`, and what it
 * changes, for an obligation's reason; undefined while CIP-007-6 judges.
 */
function system_access_rows_laterVersionWords(id, day, versions) {
    const judged = (0,standard_versions/* laterVersionOn */.oY)(systemAccessRow(id), day, versions);
    return "changes" in judged
        ? `judged by ${judged.standard} (the policy's standards:), which changes it: ${judged.changes}`
        : undefined;
}
/** The part's words, as every obligation gives them. */
function partWords(id) {
    return system_access_shape/* SYSTEM_ACCESS_PARTS */.E4[id].words;
}

;// CONCATENATED MODULE: ./src/core/obligations/system-access/password-change-clocks.ts








const password_change_clocks_PART = "CIP-007 R5.6";
/** A clock's key: the access file and the account type. */
function keyOf(accessFile, accountType) {
    return JSON.stringify([accessFile, accountType]);
}
/** The account types of `file` 5.6's clock counts: password-only, changed procedurally. */
function procedural(file) {
    return file.accountTypes
        .filter((type) => type.change?.enforcement === "procedural")
        .map((type) => type.name);
}
/** Why an account type of `file` (null: removed) no longer has a clock, in words. */
function noClockWhy(file, name) {
    const type = file?.accountTypes.find((one) => one.name === name);
    if (type === undefined)
        return `account type ${name} is no longer declared enabled`;
    const change = type.change;
    if (change === undefined)
        return `account type ${name} is no longer password-only`;
    if (change.enforcement === "technical")
        return `technical enforcement declared: the asset forces the change within ${change.maxAgeMonths} calendar months (${change.reference})`;
    return `5.6 declared not applicable: ${change.enforcement === "not-applicable" ? change.reason : ""}`;
}
class PasswordClocks {
    #context;
    #emit;
    #clocks;
    constructor(context, emit, held = { clocks: [] }) {
        this.#context = context;
        this.#emit = emit;
        this.#clocks = new Map(held.clocks.map((clock) => [keyOf(clock.access_file, clock.account_type), clock]));
    }
    /**
     * The files a merge's record carries: an accepted merge's access files move the clocks, then its
     * password-change records close them; a refused merge's or a break-glass apply's are listed
     * beside the clocks they would have moved.
     */
    addRecord(entry, inForce, carried) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const refused = (0,facts_in_force/* notAccepted */.LA)(entry.record);
        const origin = refused === undefined ? "reviewed-merge" : { outside: refused };
        const recordedAt = entry.record.recorded_at;
        for (const [path, file] of (0,system_access_files/* accessFilesCarried */.EB)(carried)) {
            const judged = (0,authority/* judgeAuthority */.B8)({
                fact: "system-access-file",
                origin,
                approvedBy: ["counted-approvals"],
                recordedAt,
            });
            if (judged.authorized)
                this.#accessFile(file, path, ref, inForce);
            else
                for (const clock of this.#clocksOf(file?.id ?? idOf(path)))
                    clock.not_closed_by.push({ record: ref, why: `${path}: ${judged.why}` });
        }
        for (const record of (0,system_access_files/* passwordChangesCarried */.zv)(carried)) {
            const judged = (0,authority/* judgeAuthority */.B8)({
                fact: "password-change",
                origin,
                approvedBy: ["counted-approvals"],
                dated: record.performedOn,
                recordedAt,
            });
            if (judged.authorized)
                this.#change(record, ref, inForce);
            else
                for (const clock of this.#named(record))
                    clock.not_closed_by.push({ record: ref, why: `${record.id}: ${judged.why}` });
        }
    }
    held() {
        return { clocks: [...this.#clocks.values()] };
    }
    finish() {
        return [...this.#clocks.values()].map((clock) => this.#obligation(clock, undefined));
    }
    /** An access file put in force (null: removed): its procedural account types' clocks. */
    #accessFile(file, path, ref, inForce) {
        const id = file?.id ?? idOf(path);
        const counted = new Set(file === null ? [] : procedural(file));
        for (const clock of this.#clocksOf(id))
            if (!counted.has(clock.account_type)) {
                const why = noClockWhy(file, clock.account_type);
                this.#close(clock, { ref, on: (0,obligation_model/* dateOf */.Q$)(ref, inForce), why });
            }
            else if (file !== null)
                clock.covers = file.covers;
        if (file === null)
            return;
        const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        for (const name of counted)
            if (!this.#clocks.has(keyOf(id, name)))
                this.#clocks.set(keyOf(id, name), {
                    access_file: id,
                    account_type: name,
                    covers: file.covers,
                    opened_by: ref,
                    due: day,
                    calendar: inForce.rule,
                    ...password_change_clocks_versionOf(day, inForce),
                    not_closed_by: [],
                });
    }
    /** A counted password change: it closes each clock it names and opens the next from its day. */
    #change(record, ref, inForce) {
        const on = record.performedOn;
        for (const open of this.#named(record)) {
            const { previous } = open;
            if (previous !== undefined && on <= previous.on) {
                // The same record carried again (its text changed) is the change counted already.
                if (on === previous.on && record.id === previous.what)
                    continue;
                open.not_closed_by.push({
                    record: ref,
                    why: `${record.id}, on ${on}, is not after the previous change it would follow (${previous.what}, on ${previous.on})`,
                });
                continue;
            }
            this.#close(open, { ref, on, why: `changed on ${on} (${record.id})` });
            this.#clocks.set(keyOf(open.access_file, open.account_type), {
                access_file: open.access_file,
                account_type: open.account_type,
                covers: open.covers,
                previous: { on, what: record.id },
                opened_by: ref,
                due: (0,shared_calendar/* addMonths */.PS)(on, access_file/* PASSWORD_CHANGE_MONTHS */.dS, inForce.calendar.monthEnd),
                calendar: inForce.rule,
                ...password_change_clocks_versionOf(on, inForce),
                not_closed_by: [],
            });
        }
    }
    /** The open clocks `record` names: each access file's account types it lists. */
    #named(record) {
        return record.accessFiles.flatMap((file) => record.accountTypes.flatMap((type) => {
            const clock = this.#clocks.get(keyOf(file, type));
            return clock === undefined ? [] : [clock];
        }));
    }
    /** The open clocks of the access file `id`. */
    #clocksOf(id) {
        return [...this.#clocks.values()].filter((clock) => clock.access_file === id);
    }
    #close(clock, closer) {
        this.#clocks.delete(keyOf(clock.access_file, clock.account_type));
        this.#emit(this.#obligation(clock, closer));
    }
    #obligation(open, closer) {
        const since = open.previous === undefined
            ? `no accepted record of the last change when the access file put it in force: record it (${password_change_record/* PASSWORD_CHANGES_FOLDER */.F}/ID.yaml naming access file ${open.access_file} and account type ${open.account_type}), merged by a reviewed pull request`
            : `${access_file/* PASSWORD_CHANGE_MONTHS */.dS} calendar months after the previous change (${open.previous.what}, on ${open.previous.on})`;
        // The VSL grades a late change by the months "of the last password change" (5.6): Lower
        // within 16, Moderate 17, High 18, Severe beyond; not yet done, as of today.
        const lapse = open.previous === undefined
            ? "none"
            : (0,shared_calendar/* lapseBand */.Ru)(open.previous.on, closer?.on ?? this.#context.today, access_file/* PASSWORD_CHANGE_MONTHS */.dS, this.#context.calendar.monthEnd);
        const reason = [
            since,
            ...(closer === undefined ? [] : [closer.why]),
            ...(lapse === "none" ? [] : [`5.6's VSL band: ${lapse}`]),
            ...(open.version === undefined ? [] : [open.version]),
        ];
        return {
            kind: password_change_clocks_PART,
            requirement: partWords(password_change_clocks_PART),
            workspace: open.opened_by.workspace,
            subject: {
                governance: `account type ${open.account_type} of access file ${open.access_file} (${open.covers.join(", ")})`,
            },
            opened_by: open.opened_by,
            due: open.due,
            status: (0,obligation_model/* statusOf */.c2)(open.due, closer?.on, this.#context),
            ...(closer === undefined ? {} : { closed_by: closer.ref }),
            calendar: open.calendar,
            reason: reason.join("; "),
            ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
        };
    }
}
/** The access file id of a removed file's path: its name without `.yaml`. */
function idOf(path) {
    return (path.split("/").at(-1) ?? path).replace(/\.yaml$/, "");
}
/** The later version judging 5.6 on `day`, in words, as a clock holds it. */
function password_change_clocks_versionOf(day, inForce) {
    const version = system_access_rows_laterVersionWords(password_change_clocks_PART, day, inForce.versions ?? []);
    return version === undefined ? {} : { version };
}

;// CONCATENATED MODULE: ./src/core/obligations/system-access/system-access-pass.ts


/** Whether `record` starts the pass in its workspace: an accepted merge carrying access files. */
function startsSystemAccess(record) {
    return (0,obligation_families/* startsWithFiles */.$A)(record, "system_access_files");
}
class SystemAccessPass {
    #clocks;
    constructor(context, emit, held) {
        this.#clocks = new PasswordClocks(context, emit, held);
    }
    static resume(held, context, emit) {
        return new SystemAccessPass(context, emit, held);
    }
    addRecord(entry, inForce) {
        const carried = (0,obligation_families/* filesCarriedBy */.XY)(entry.record, "system_access_files");
        if (carried !== undefined)
            this.#clocks.addRecord(entry, inForce, carried);
    }
    held(workspace) {
        return { workspace, ...this.#clocks.held() };
    }
    finish() {
        return this.#clocks.finish();
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/system-access/system-access-family.ts
// CIP-007-6 R5 as a row of the family table (family-table.ts): its shape (its name, its seven
// declared parts and its files', core/families/system-access/), its words, what starts it in a
// workspace and its pass (system-access-pass.ts: Part 5.6's clock per account type), and the
// checkpoint's key for the pass's state. Parts 5.2, 5.3, 5.5 and 5.7 are judged at review from the
// access files, 5.4 at review for each asset a change creates (its files' gate); 5.1 is never
// judged.



const SYSTEM_ACCESS_FAMILY = {
    name: system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.name,
    topic: "system access control",
    kinds: Object.keys(system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.declaredParts),
    declaredParts: system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.declaredParts,
    // Every part of R5: High impact BES Cyber Systems, and Medium impact ones as each part's
    // Applicable Systems column says, with their EACMS, PACS and PCA.
    appliesTo: ["high", "medium"],
    starts: startsSystemAccess,
    pass: SystemAccessPass,
    checkpointKey: "system_access",
    heldVersion: 1,
    reviewedFiles: system_access_files/* SYSTEM_ACCESS_FILES */.TK,
    docs: "obligations/cip-007-r5.md",
    summary: "each system's enabled default and generic account types, shared accounts by reference, password parameters and failed-authentication method from reviewed access files (Parts 5.2, 5.3, 5.5 and 5.7 judged at review); each new asset's default passwords answer (Part 5.4) at commissioning, flagged or required by the owner policy; each password-only account type's 15-calendar-month password change (Part 5.6) judged from reviewed password-change records",
    folders: [
        "core/families/system-access",
        "core/obligations/system-access",
        "core/system-access",
        "core/authority/system-access",
        "core/audit/families/system-access",
    ],
    notJudged: "CIP-007-6 R5 system access control was not judged from this ledger: no accepted merge carried a system access file (system-access/ID.yaml, or a password-change record, system-access/records/ID.yaml). From the first that does, Part 5.6's 15-calendar-month clock is judged per password-only account type from the password-change records; Parts 5.2, 5.3, 5.5 and 5.7 are judged at review from the access files, 5.4 at review for each asset a change creates (the owner policy's default_passwords), and 5.1 is never judged. This is no all-clear: nothing here shows any account type is inventoried or any password was changed.",
};

// EXTERNAL MODULE: ./src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts
var vulnerability_assessment_shape = __webpack_require__(7584);
// EXTERNAL MODULE: ./src/core/assessments/assessment-file-set.ts + 1 modules
var assessment_file_set = __webpack_require__(7441);
// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(6075);
// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(2584);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-merge.ts







/**
 * The pass's reading of `entry`; `inForce` (the SHA-256 of each file in force, by path) is updated
 * when the record is accepted. Undefined for a record that is no change record.
 */
function assessmentMergeOf(entry, inForce) {
    const { record } = entry;
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    const files = carried(change.assessment_files, inForce, refused === undefined, record.recorded_at);
    const owners = new Map((change.governance?.systems ?? []).map((system) => [system.name, system.owners ?? []]));
    return {
        record: (0,record_ref/* refOf */.H)(entry),
        ...(refused === undefined ? {} : { notAccepted: refused }),
        ...(change.baselines === undefined ? {} : { systems: systemsOf(change.baselines) }),
        files,
        approvers: [...new Set((0,evidence_record/* pullRequestsOf */.Tb)(change).flatMap((pull) => pull.approved_by))],
        owners,
        commissioned: commissionedBy(change),
        entering: enteringBy(change),
        baselines: baselinesOf(change),
        ...(change.governance?.assessment_date_approvers === undefined
            ? {}
            : { dateApprovers: change.governance.assessment_date_approvers }),
    };
}
/** The assets the record's applied operations put into service: each create, each move into a system. */
function commissionedBy(change) {
    const baselines = new Map((change.baselines ?? []).map((b) => [`${b.cyber_system_id}/${b.asset}`, b]));
    const commissioned = [];
    for (const operation of change.change_record?.operations ?? []) {
        if (operation.result !== "succeeded" || operation.asset_type === "software")
            continue;
        const moved = operation.action === "update" && operation.changes?.cyber_system !== undefined;
        if (operation.action !== "create" && !moved)
            continue;
        const { id, name, impact } = operation.cyber_system;
        const baseline = baselines.get(`${id}/${operation.name}`);
        commissioned.push({
            asset: operation.name,
            ...(operation.asset_id === undefined ? {} : { asset_id: operation.asset_id }),
            system: { id, name, ...(impact === undefined ? {} : { impact }) },
            class: baseline?.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            ...(baseline === undefined ? {} : { baseline: recorded(baseline) }),
        });
    }
    return commissioned;
}
/** Each asset an operation of the record creates or moves, succeeded or not, by its name's key. */
function enteringBy(change) {
    return (change.change_record?.operations ?? [])
        .filter((operation) => operation.asset_type !== "software" &&
        (operation.action === "create" ||
            (operation.action === "update" && operation.changes?.cyber_system !== undefined)))
        .map((operation) => (0,assessment_files/* assessedNameKey */.AT)(operation.name));
}
function baselinesOf(change) {
    const byName = new Map();
    // The base's first: a like replacement models the existing baseline as it stood.
    for (const baseline of [...(change.base_baselines ?? []), ...(change.baselines ?? [])]) {
        const key = (0,assessment_files/* assessedNameKey */.AT)(baseline.asset);
        if (!byName.has(key))
            byName.set(key, recorded(baseline));
    }
    return byName;
}
function recorded(baseline) {
    return {
        digest: baseline.digest,
        ...(baseline.items === undefined ? {} : { items: baseline.items }),
    };
}
function systemsOf(baselines) {
    const systems = new Map();
    for (const baseline of baselines) {
        // A software record is baseline content, not a Cyber Asset (as for CIP-010 R1 and patch management).
        if (baseline.asset_type === "software")
            continue;
        const id = baseline.cyber_system_id;
        const system = systems.get(id) ?? {
            id,
            name: baseline.cyber_system ?? id,
            impact: baseline.impact,
            assets: [],
        };
        system.assets.push({ name: baseline.asset, class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$ });
        systems.set(id, system);
    }
    return [...systems.values()];
}
/** The files `evidence` carries that are not in force already, parsed as of the record's day. */
function carried(evidence, inForce, accepted, recordedAt) {
    if (evidence === undefined)
        return [];
    const files = [];
    for (const { file, sha256, text } of evidence.files) {
        // A record whose stated digest is not its text's puts nothing of the file in force.
        const digest = `sha256:${(0,shared_sha256/* sha256Hex */.fg)(text)}`;
        if (digest !== sha256 || inForce.get(file) === digest)
            continue;
        if (accepted)
            inForce.set(file, digest);
        const parsed = (0,parse_assessment/* parseAssessmentText */.X)(text, file, { at: new Date(recordedAt) });
        if (parsed.value !== undefined)
            files.push(parsed.value);
    }
    if (accepted)
        for (const file of evidence.removed ?? [])
            inForce.delete(file);
    return files;
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-clock.ts
// CIP-010 R3's clocks read from the requirement table (`every`), never a constant here: the last
// day an interval opened on `from` may be closed on, in calendar months by the calendar's month-end
// convention (the same arithmetic as CIP-002 R2's 15 months) or in calendar days. Pure.


/** `from` (YYYY-MM-DD) plus the row's interval; the row must have one (R3.1, R3.2). */
function assessment_clock_dueAfter(id, from, calendar) {
    const every = (0,requirements/* requirementRow */.gv)(id).every;
    if (every === undefined)
        throw new Error(`${id} has no interval in the requirement table`);
    return (0,shared_calendar/* addInterval */.vV)(from, every, calendar.monthEnd);
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-coverage.ts
// CIP-010 R3.1 and R3.2 per Cyber Asset. The parts' Applicable Systems are Cyber Assets: R3.1's
// "High Impact BES Cyber Systems and their associated: 1. EACMS; 2. PACS; and 3. PCA" (and the
// same for Medium), R3.2's "High Impact BES Cyber Systems" (their BES Cyber Assets, the
// requirement table's row). So an assessment covers the applicable assets it names: by `systems:`
// alone, every applicable asset of the system as the merge declares it; with `assets:`, those
// alone. A system's interval closes when every applicable asset is covered within it, by one
// assessment or several; an asset left out keeps the interval open and is named. The next
// interval opens from the earliest coverage of the one closed (the asset assessed first is the
// first due again), keeping the coverage recorded after it: each asset is due 15 (36) calendar
// months after its own last assessment, never later. An assessment of a new asset alone (R3.3's
// "active vulnerability assessment of the new Cyber Asset") thus covers that asset and restarts
// no system's clock unless every other applicable asset was covered within the interval too. Pure.


/** The assets of `system` a part applies to (an undeclared impact is judged as High: fail closed). */
function applicableAssets(kind, system) {
    const impact = system.impact ?? "high";
    return system.assets.filter((asset) => (0,requirements/* applies */.Br)((0,requirements/* requirementRow */.gv)(kind), { class: asset.class, impact }));
}
function partApplies(kind, system) {
    return applicableAssets(kind, system).length > 0;
}
/** The assets of `system` an assessment naming `assets` covers: all when it names none. */
function assetsCovered(assets, system) {
    if (assets.length === 0)
        return system.assets;
    const keys = new Set(assets.map(shared_names/* nameKey */.Rc));
    return system.assets.filter((asset) => keys.has((0,shared_names/* nameKey */.Rc)(asset.name)));
}
/** `interval` with `assets` covered by `by` (an asset covered already keeps its first coverage). */
function withCoverage(interval, assets, by) {
    const keys = coveredKeys(interval);
    const added = assets.filter((asset) => !keys.has((0,shared_names/* nameKey */.Rc)(asset.name))).map(({ name }) => name);
    if (added.length === 0)
        return interval;
    return { ...interval, covered: [...(interval.covered ?? []), { ...by, assets: added }] };
}
/** The name key of each asset covered within `interval`. */
function coveredKeys(interval) {
    return new Set((interval.covered ?? []).flatMap((entry) => entry.assets.map(shared_names/* nameKey */.Rc)));
}
/** The applicable assets of `system` not covered within `interval`. */
function uncovered(kind, system, interval) {
    const keys = coveredKeys(interval);
    return applicableAssets(kind, system).filter((asset) => !keys.has((0,shared_names/* nameKey */.Rc)(asset.name)));
}
/**
 * The interval after `closed` (every applicable asset covered): opened by its earliest coverage,
 * by the day each counts from (`dayOf`: its `performed_on`, else its record's day), running from
 * that day, and holding the coverage after it.
 */
function nextInterval(closed, dayOf) {
    const covered = closed.covered ?? [];
    const order = (a, b) => dayOf(a) === dayOf(b) ? a.record.sequence - b.record.sequence : dayOf(a) < dayOf(b) ? -1 : 1;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a closed interval was covered at least once
    const first = covered.reduce((a, b) => (order(b, a) < 0 ? b : a));
    const later = covered.filter((entry) => order(entry, first) > 0);
    return {
        opened: first.record,
        inForce: first.inForce,
        by: "assessment",
        ...(first.performed_on === undefined ? {} : { from: first.performed_on }),
        ...(later.length === 0 ? {} : { covered: later }),
    };
}
/**
 * What an interval's obligation says of its coverage: each asset covered and by which assessment
 * in which record, and each applicable asset not covered. Nothing when one assessment's record
 * covered every applicable asset, the whole-system case.
 */
function coverageFacts(kind, system, interval) {
    const covered = interval.covered ?? [];
    const missing = uncovered(kind, system, interval);
    const records = new Set(covered.map((entry) => entry.record.sequence));
    if (covered.length === 0 || (missing.length === 0 && records.size === 1))
        return {};
    return {
        covered: covered.flatMap(({ assets, assessment, record }) => assets.map((asset) => ({ asset, assessment, record }))),
        ...(missing.length === 0
            ? {}
            : { not_covered: missing.map((asset) => ({ asset: asset.name, class: asset.class })) }),
    };
}
/** The reason an open interval gives for the applicable assets no assessment covered within it. */
function notCoveredReason(facts) {
    if (facts.not_covered === undefined)
        return undefined;
    const named = facts.not_covered.map((asset) => `${asset.class} ${asset.asset}`).join(", ");
    return `not every applicable Cyber Asset assessed within the interval: ${named} not covered by an assessment`;
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-obligation.ts
// A CIP-010 R3 obligation as every output shows it, from what the pass holds: an R3.1 or R3.2
// interval of a system, closed by an assessment (or, for R3.2, a technical-feasibility record) or
// still open as of the pass's day, an asset R3.3 judged at the merge that put it into service, and
// an R3.4 action item, done or still open. The status is judged in the calendar in force at the
// record that opened it. Pure.



/** The pass's context with the calendar and versions held: judged as of the pass's day. */
function contextOf(pass, held) {
    return (0,obligation_model/* withVersions */.KY)((0,obligation_model/* withCalendar */.TY)(pass, held.calendar), held.versions ?? []);
}
/** An interval of `system` under `kind`, closed by `closer` (with what closed it) or open now. */
function intervalObligation(kind, system, interval, pass, closer) {
    const context = contextOf(pass, interval.inForce);
    const opened = interval.from ?? (0,obligation_model/* dateOf */.Q$)(interval.opened, context);
    const due = assessment_clock_dueAfter(kind, opened, context.calendar);
    const closedOn = closer === undefined ? undefined : (0,obligation_model/* dateOf */.Q$)(closer.record, context);
    const never = closer === undefined && interval.by === "commissioning" && interval.covered === undefined;
    const undeclared = system.impact === null;
    const coverage = coverageFacts(kind, system, interval);
    const notCovered = closer === undefined ? notCoveredReason(coverage) : undefined;
    const reasons = [
        ...(never ? [`never assessed: open since its commissioning record of ${opened}`] : []),
        ...(notCovered === undefined ? [] : [notCovered]),
        ...(undeclared ? [obligation_model/* UNDECLARED_IMPACT */.$4] : []),
    ];
    return {
        ...(0,obligation_model/* openedObligation */.S2)(kind, interval.opened, { cyber_system: system.name, cyber_system_id: system.id }, context),
        due,
        status: undeclared ? "exception" : (0,obligation_model/* statusOf */.c2)(due, closedOn, context),
        ...(closer === undefined ? {} : { closed_by: closer.record }),
        calendar: context.rule,
        ...(reasons.length === 0 ? {} : { reason: reasons.join("; ") }),
        ...(interval.not_closed_by === undefined ? {} : { not_closed_by: interval.not_closed_by }),
        assessment: {
            key: system.id,
            ...(never ? { never_assessed_since: opened } : {}),
            ...(interval.from === undefined ? {} : { runs_from: interval.from }),
            ...coverage,
            ...closer?.facts,
        },
    };
}
/**
 * R3.3 of an asset at the merge that put it into service: due that day, closed by that merge when
 * the evidence in force at it stands, else an exception that says why.
 */
function commissioningObligation(judged, pass) {
    const context = contextOf(pass, judged.inForce);
    const { merge, system, asset, facts, reason } = judged;
    const subject = {
        cyber_system: system.name,
        cyber_system_id: system.id,
        asset: asset.name,
        ...(asset.id === undefined ? {} : { asset_id: asset.id }),
    };
    return {
        ...(0,obligation_model/* openedObligation */.S2)("CIP-010 R3.3", merge, subject, context),
        due: (0,obligation_model/* dateOf */.Q$)(merge, context),
        status: reason === undefined ? "closed" : "exception",
        ...(reason === undefined ? { closed_by: merge } : {}),
        calendar: context.rule,
        ...(reason === undefined ? {} : { reason }),
        assessment: { key: `${system.id}\u0000${asset.id ?? asset.name}`, commissioned: facts },
    };
}
/** An R3.4 action item, done by `closer` or still open now. */
function itemObligation(held, pass, closer) {
    const context = contextOf(pass, held.inForce);
    const closedOn = closer === undefined ? undefined : (0,obligation_model/* dateOf */.Q$)(closer, context);
    const refused = held.date_changes.filter((change) => change.why !== undefined);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an action item has one status at least (its parser requires it)
    const last = held.item.statuses.at(-1);
    return {
        ...(0,obligation_model/* openedObligation */.S2)("CIP-010 R3.4", held.opened, { cyber_system: held.system.name, cyber_system_id: held.system.id }, context),
        due: held.due,
        status: refused.length > 0 ? "exception" : (0,obligation_model/* statusOf */.c2)(held.due, closedOn, context),
        ...(closer === undefined ? {} : { closed_by: closer }),
        calendar: context.rule,
        ...(refused.length === 0
            ? {}
            : {
                reason: `its planned date was moved without approval: ${refused.map((change) => `to ${change.to} (${change.why})`).join("; ")}`,
            }),
        assessment: {
            key: `${held.assessment}\u0000${held.item.id}\u0000${held.system.id}`,
            item: {
                id: held.item.id,
                assessment: held.assessment,
                action: held.item.action,
                planned_completion: held.due,
                status: last.status,
                statuses: held.item.statuses,
            },
            ...(held.date_changes.length === 0 ? {} : { date_changes: held.date_changes }),
        },
    };
}

// EXTERNAL MODULE: ./src/core/assessments/commissioning-evidence.ts
var commissioning_evidence = __webpack_require__(0);
// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(366);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-commissioning.ts
// CIP-010-4 R3.3 judged at the accepted merge that puts an asset into service (a create, or a move
// into its system), over what the ledger holds: "Prior to adding a new applicable Cyber Asset to a
// production environment, perform an active vulnerability assessment of the new Cyber Asset,
// except for CIP Exceptional Circumstances and like replacements of the same type of Cyber Asset
// with a baseline configuration that models an existing baseline configuration of the previous or
// other existing Cyber Asset." The evidence is the assessment files in force at that merge (merged
// by it or by an earlier accepted one: dated no later than the merge), matched as the plan matches
// them (core/assessments/commissioning-evidence.ts). A like replacement is compared by the
// record's digests: the new asset's baseline against the existing asset's as the base declared it
// (else as the merge does); one whose baseline the record does not hold is not compared and does
// not stand (fail closed), nor does one of an asset the same record creates or moves (the plan's
// rule: the asset replaced was in service before the merge). Part 3.3 applies to a High system's BCA, EACMS and PCA (the requirement
// table's row); a system whose document declares no impact is not judged, and the obligation says
// so. Pure.






const R3_3 = (0,requirements/* requirementRow */.gv)("CIP-010 R3.3");
const EVIDENCE_WORDS = {
    "active-assessment": "assessment",
    "paper-assessment": "assessment",
    "like-replacement": "like replacement",
    "exceptional-circumstance": "CIP Exceptional Circumstance",
};
/** Each asset `merge` put into service that Part 3.3 applies to (or may: no impact), judged. */
function judgeCommissioned(merge, files, inForce) {
    const judged = [];
    for (const asset of merge.commissioned) {
        const { system } = asset;
        // An undeclared impact could be High: judged as for High whether the row could apply at all.
        if (!(0,requirements/* applies */.Br)(R3_3, { class: asset.class, impact: system.impact ?? "high" }))
            continue;
        const base = {
            merge: merge.record,
            inForce,
            system: { id: system.id, name: system.name },
            asset: { name: asset.asset, ...(asset.asset_id === undefined ? {} : { id: asset.asset_id }) },
        };
        if (system.impact === undefined) {
            judged.push({
                ...base,
                facts: { asset: asset.asset, class: asset.class, evidence: "not judged", records: [] },
                reason: `not judged for R3.3: ${(0,commissioning_assessments/* impactUndeclared */.Yq)(`${system.name} (${system.id})`)}`,
            });
            continue;
        }
        const evidence = (0,commissioning_evidence/* evidenceNaming */.iq)(files, { system: system.name, asset: asset.asset }, new Set([...merge.entering, ...merge.commissioned.map((c) => (0,assessment_files/* assessedNameKey */.AT)(c.asset))]), (of) => differencesOf(asset, merge.baselines.get((0,assessment_files/* assessedNameKey */.AT)(of))));
        const standing = (0,commissioning_evidence/* standingEvidence */.M5)(evidence);
        const gap = (0,commissioning_evidence/* evidenceGap */.mk)(evidence, () => "but the merge's record holds no baseline of one of the two to compare");
        judged.push({
            ...base,
            facts: {
                asset: asset.asset,
                class: asset.class,
                evidence: standing === undefined ? "none" : EVIDENCE_WORDS[standing.kind],
                records: standing === undefined ? evidence.map((entry) => entry.record) : [standing.record],
            },
            ...(gap === undefined
                ? {}
                : {
                    reason: `${commissioning_assessments/* NO_COMMISSIONING_ASSESSMENT */.FE}: ${asset.class} ${(0,diagnostics/* quote */.hD)(asset.asset)} went into service in High system ${(0,diagnostics/* quote */.hD)(system.name)} (${gap})`,
                }),
        });
    }
    return judged;
}
/**
 * Where the new asset's recorded baseline differs from the existing one's, by the record's digests:
 * [] when the digests agree, each R1.1 item whose digest differs, undefined when not comparable.
 */
function differencesOf(asset, existing) {
    const own = asset.baseline;
    if (own === undefined || existing === undefined)
        return undefined;
    if (own.digest === existing.digest)
        return [];
    const [mine, theirs] = [own.items, existing.items];
    if (mine === undefined || theirs === undefined)
        return [{ item: "unknown", added: [], removed: [] }];
    return baseline_items/* BASELINE_ITEMS */.dK.filter((item) => mine[item] !== theirs[item]).map((item) => ({
        item,
        added: [],
        removed: [],
    }));
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-state.ts
/**
 * 2: R3.3's files in force (`commissioning_files`) and who approves a moved date joined it; 3:
 * each system's assets and each interval's coverage by asset (CIP-010 R3 per Cyber Asset); 4: the
 * day an interval runs from (`from`) and each coverage's `performed_on`.
 */
const ASSESSMENT_STATE_FORMAT = 4;

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-pass.ts









/** Whether `record` is the first a workspace's R3 pass reads: an accepted merge keeping baselines. */
function startsVulnerabilityAssessments(record) {
    return record.kind === "change" && (0,facts_in_force/* isAccepted */.oB)(record) && record.change.baselines !== undefined;
}
const assessment_pass_PART = { "CIP-010 R3.1": "r31", "CIP-010 R3.2": "r32" };
class VulnerabilityAssessmentPass {
    #context;
    #emit;
    #files = new Map();
    #systems = new Map();
    #items = new Map();
    #owners = new Map();
    #dateApprovers;
    /** R3.3's reading of each assessment and commissioning file in force, by its id. */
    #commissioningFiles = new Map();
    #counted = new Set();
    #workspace = "";
    constructor(context, emit) {
        this.#context = context;
        this.#emit = emit;
    }
    static resume(held, context, emit) {
        if (held.format !== ASSESSMENT_STATE_FORMAT)
            throw new Error(`a CIP-010 R3 checkpoint of format ${String(held.format)} is not this one's`);
        const pass = new VulnerabilityAssessmentPass(context, emit);
        pass.#workspace = held.workspace;
        pass.#files = new Map(held.files);
        for (const system of held.systems)
            pass.#systems.set(system.id, system);
        for (const item of held.items)
            pass.#items.set(itemKey(item), item);
        pass.#owners = new Map(held.owners);
        pass.#dateApprovers = held.date_approvers;
        for (const file of held.commissioning_files)
            pass.#commissioningFiles.set(file.id, file);
        pass.#counted = new Set(held.counted);
        return pass;
    }
    /** The pass's state as plain JSON: resumed with the records after it, it judges as this one. */
    held() {
        return structuredClone({
            format: ASSESSMENT_STATE_FORMAT,
            workspace: this.#workspace,
            files: [...this.#files],
            systems: [...this.#systems.values()],
            items: [...this.#items.values()],
            counted: [...this.#counted],
            owners: [...this.#owners],
            ...(this.#dateApprovers === undefined ? {} : { date_approvers: this.#dateApprovers }),
            commissioning_files: [...this.#commissioningFiles.values()],
        });
    }
    addRecord(entry, inForce) {
        this.#workspace = entry.record.workspace;
        const merge = assessmentMergeOf(entry, this.#files);
        if (merge !== undefined)
            this.addMerge(merge, inForce);
    }
    /** One record's reading, judged in the calendar and versions in force at it. */
    addMerge(merge, inForce) {
        const held = {
            calendar: inForce.calendar,
            ...(inForce.versions === undefined ? {} : { versions: inForce.versions }),
        };
        if (merge.notAccepted !== undefined)
            return this.#refused(merge);
        if (merge.systems !== undefined)
            this.#declare(merge, merge.systems, held);
        for (const file of merge.files) {
            if (file.kind === "assessment")
                this.#assessed(file, merge, held);
            else if (file.kind === "technical-feasibility")
                this.#feasible(file, merge);
            const read = (0,commissioning_evidence/* commissioningFileOf */.xX)(file);
            if (read !== undefined)
                this.#commissioningFiles.set(read.id, read);
        }
        // R3.3 at the merge that commissions: its own files and the earlier ones are in force.
        const files = [...this.#commissioningFiles.values()];
        for (const judged of judgeCommissioned(merge, files, held))
            this.#emit(commissioningObligation(judged, this.#context));
        // Who approves a moved date is judged by the owners and the policy in force before the merge.
        this.#owners = merge.owners;
        this.#dateApprovers = merge.dateApprovers;
    }
    /** What is still open, judged as of the pass's day; the pass holds nothing after. */
    finish() {
        const found = [];
        for (const system of this.#systems.values())
            for (const kind of ["CIP-010 R3.1", "CIP-010 R3.2"]) {
                const interval = system[assessment_pass_PART[kind]];
                if (interval !== undefined)
                    found.push(intervalObligation(kind, system, interval, this.#context));
            }
        for (const item of this.#items.values())
            found.push(itemObligation(item, this.#context));
        this.#systems.clear();
        this.#items.clear();
        return found;
    }
    /** Each declared system a part applies to has its interval; one it no longer applies to, none. */
    #declare(merge, systems, held) {
        for (const declared of systems) {
            const before = this.#systems.get(declared.id);
            const system = {
                ...before,
                id: declared.id,
                name: declared.name,
                impact: declared.impact ?? null,
                assets: declared.assets,
            };
            for (const kind of ["CIP-010 R3.1", "CIP-010 R3.2"]) {
                const part = assessment_pass_PART[kind];
                if (!partApplies(kind, system))
                    delete system[part];
                else if (system[part] === undefined && !(part === "r32" && system.feasibility))
                    system[part] = { opened: merge.record, inForce: held, by: "commissioning" };
            }
            this.#systems.set(declared.id, system);
        }
    }
    /** The systems a file names, as the inventory names them (case and Unicode form ignored). */
    #named(names) {
        const keys = new Set(names.map(shared_names/* nameKey */.Rc));
        return [...this.#systems.values()].filter((system) => keys.has((0,shared_names/* nameKey */.Rc)(system.name)));
    }
    #assessed(file, merge, held) {
        const facts = {
            assessment: { id: file.id, method: file.method, environment: file.environment },
        };
        // A later version of a counted assessment keeps its action plan current: no new assessment.
        const counts = !this.#counted.has(file.id);
        this.#counted.add(file.id);
        for (const system of this.#named(file.systems)) {
            const kinds = counts ? ["CIP-010 R3.1"] : [];
            if (counts && file.method === "active")
                kinds.push("CIP-010 R3.2");
            const assets = assetsCovered(file.assets, system);
            const performed = file.performedOn === undefined ? {} : { performed_on: file.performedOn };
            const by = { assessment: file.id, record: merge.record, inForce: held, ...performed };
            for (const kind of kinds) {
                const part = assessment_pass_PART[kind];
                const before = system[part];
                if (before === undefined)
                    continue;
                if (this.#performedBefore(file, before, merge, applicable(kind, system, assets)))
                    continue;
                const interval = withCoverage(before, assets, by);
                // Open until every applicable asset is covered within it (assessment-coverage.ts).
                if (uncovered(kind, system, interval).length > 0) {
                    system[part] = interval;
                    continue;
                }
                this.#emit(intervalObligation(kind, system, interval, this.#context, {
                    record: merge.record,
                    facts,
                }));
                system[part] = nextInterval(interval, (coverage) => this.#dayOf(coverage));
            }
            if (counts && file.method === "active" && partApplies("CIP-010 R3.2", system) && !system.r32)
                system.r32 = {
                    opened: merge.record,
                    inForce: held,
                    by: "assessment",
                    ...(file.performedOn === undefined ? {} : { from: file.performedOn }),
                };
            if (file.actionPlan !== "no vulnerabilities found")
                for (const item of file.actionPlan)
                    this.#item(system, file.id, item, merge, held);
        }
    }
    /**
     * Whether `file` was performed before `interval` opened (its `performed_on` before the day the
     * interval runs from): then it closes nothing of it, and is listed beside it with why where it
     * names an asset the part applies to (`applies`). An old assessment filed anew under a new id
     * restarts no clock.
     */
    #performedBefore(file, interval, merge, applies) {
        const opened = interval.from ?? (0,obligation_model/* dateOf */.Q$)(interval.opened, contextOf(this.#context, interval.inForce));
        if (file.performedOn === undefined || file.performedOn >= opened)
            return false;
        const why = `assessment ${file.id} was performed on ${file.performedOn}, before this interval opened on ${opened}: it closes nothing of it`;
        if (applies)
            (interval.not_closed_by ??= []).push({ record: merge.record, why });
        return true;
    }
    /** The day a coverage counts from: its assessment's `performed_on`, else its record's day. */
    #dayOf(coverage) {
        return (coverage.performed_on ?? (0,obligation_model/* dateOf */.Q$)(coverage.record, contextOf(this.#context, coverage.inForce)));
    }
    #item(system, assessment, item, merge, held) {
        const key = itemKey({ assessment, item, system });
        const before = this.#items.get(key);
        const current = before
            ? { ...before, item }
            : {
                system: { id: system.id, name: system.name },
                assessment,
                item,
                due: item.plannedCompletion,
                opened: merge.record,
                inForce: held,
                date_changes: [],
            };
        if (before !== undefined && item.plannedCompletion !== before.item.plannedCompletion) {
            const change = this.#dateChange(system, item.plannedCompletion, merge);
            current.date_changes = [...before.date_changes, change];
            // An unapproved change leaves the date in force as it was.
            if (change.approved_by !== undefined)
                current.due = change.to;
        }
        if (item.statuses.at(-1)?.status === "done") {
            this.#items.delete(key);
            this.#emit(itemObligation(current, this.#context, merge.record));
        }
        else
            this.#items.set(key, current);
    }
    /**
     * A moved planned date: approved when a counted approver is one of those the owner policy in
     * force names (`assessment_date_approvers`), or, where it names none, one of the system's owners
     * in force. CIP-010-4 R3.4 asks for "the planned date of completing the action plan" and names no
     * approver of its change: who approves is the entity's choice, kept in the policy.
     */
    #dateChange(system, to, merge) {
        const named = this.#dateApprovers;
        const approvers = named ?? this.#owners.get(system.name) ?? [];
        const approver = merge.approvers.find((login) => approvers.some((name) => (0,shared_names/* nameKey */.Rc)(name) === (0,shared_names/* nameKey */.Rc)(login)));
        if (approver !== undefined)
            return { record: merge.record, to, approved_by: approver };
        const why = named !== undefined
            ? `approved by none of the assessment_date_approvers the owner policy in force names (${named.join(", ")})`
            : approvers.length === 0
                ? `no owner of ${system.name} is in force to approve it`
                : `approved by none of the owners of ${system.name} in force (${approvers.join(", ")})`;
        return { record: merge.record, to, why };
    }
    #feasible(file, merge) {
        for (const system of this.#named(file.systems)) {
            system.feasibility = { id: file.id, reference: file.reference };
            const interval = system.r32;
            if (interval === undefined)
                continue;
            this.#emit(intervalObligation("CIP-010 R3.2", system, interval, this.#context, {
                record: merge.record,
                facts: { feasibility: system.feasibility },
            }));
            delete system.r32;
        }
    }
    /** A refused record's files close nothing: listed beside the intervals they would have closed. */
    #refused(merge) {
        const why = `${merge.notAccepted ?? "not accepted"}: it puts nothing in force`;
        for (const file of merge.files) {
            if (file.kind === "commissioning")
                continue;
            for (const system of this.#named(file.systems))
                for (const interval of [system.r31, system.r32])
                    if (interval !== undefined)
                        (interval.not_closed_by ??= []).push({ record: merge.record, why });
        }
    }
}
/** Whether any of `assets` is one `kind` applies to in `system`. */
function applicable(kind, system, assets) {
    const keys = new Set(applicableAssets(kind, system).map((asset) => (0,shared_names/* nameKey */.Rc)(asset.name)));
    return assets.some((asset) => keys.has((0,shared_names/* nameKey */.Rc)(asset.name)));
}
function itemKey(held) {
    return `${held.assessment}\u0000${held.item.id}\u0000${held.system.id}`;
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-family.ts
// CIP-010 R3 vulnerability assessments as a row of the family table (family-table.ts): its shape
// (its name and its files', core/families/vulnerability-assessments/), its words, what starts it
// in a workspace and its pass (assessment-pass.ts), and the checkpoint's key for the pass's state
// (assessment-state.ts).





const VULNERABILITY_ASSESSMENT_FAMILY = {
    name: vulnerability_assessment_shape/* VULNERABILITY_ASSESSMENT_SHAPE */.g.name,
    topic: "vulnerability assessments",
    kinds: (0,obligation_model/* partsOf */.CI)("CIP-010 R3"),
    appliesTo: (0,requirements/* impactsOf */.ZU)((0,obligation_model/* partsOf */.CI)("CIP-010 R3")),
    starts: startsVulnerabilityAssessments,
    pass: VulnerabilityAssessmentPass,
    checkpointKey: "vulnerability_assessments",
    heldVersion: 1,
    reviewedFiles: assessment_file_set/* ASSESSMENT_FILES */.p,
    docs: "obligations/cip-010-r3.md",
    summary: "assessments, action plans and their exceptions",
    folders: [
        "core/families/vulnerability-assessments",
        "core/audit/families/vulnerability-assessments",
        "core/obligations/vulnerability-assessments",
        "core/assessments",
    ],
    notJudged: "CIP-010 R3 was not judged from this ledger: no obligation of any part was opened. R3 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines and the assessment files), from the first that keeps the baseline of a High or Medium impact BES Cyber System (or its EACMS, PACS or PCA); a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows any system was assessed.",
};

;// CONCATENATED MODULE: ./src/core/obligations/family-table.ts
// The table of families judged from accepted merges (MERGE_JUDGED_FAMILIES) that every layer loops
// over: the obligations pass and its checkpoint, the populations, the report's sections, the
// plan's reviewed-file sections. Each row lives in its family's folder; what a row is, in
// obligation-families.ts.




/**
 * The families judged from accepted merges, in the order every output names them and the
 * checkpoint holds their state.
 */
const FAMILIES = [
    PATCH_MANAGEMENT_FAMILY,
    VULNERABILITY_ASSESSMENT_FAMILY,
    LOW_IMPACT_FAMILY,
    SYSTEM_ACCESS_FAMILY,
];
const MERGE_JUDGED_FAMILIES = FAMILIES;


/***/ }),

/***/ 2693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ governanceObligation),
/* harmony export */   O9: () => (/* binding */ GOVERNANCE_REQUIREMENTS),
/* harmony export */   UY: () => (/* binding */ GOVERNANCE_OBLIGATION_KINDS),
/* harmony export */   bp: () => (/* binding */ ledgerGovernanceObligations)
/* harmony export */ });
/* unused harmony exports DOCUMENTATION_DAYS, governanceObligations */
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8291);
/* harmony import */ var _authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3998);


const GOVERNANCE_OBLIGATION_KINDS = ["CIP-003 R3", "CIP-003 R4"];
/** What each obligation prints: the summary of its requirement (governance-requirements.ts). */
const GOVERNANCE_REQUIREMENTS = {
    "CIP-003 R3": (0,_authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .governanceRequirement */ .wf)("CIP-003 R3").summary,
    "CIP-003 R4": (0,_authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .governanceRequirement */ .wf)("CIP-003 R4").summary,
};
/** Days from the change to its documentation, in both requirements. */
const DOCUMENTATION_DAYS = 30;
/** The CIP-003 R3 and R4 obligations of `versions` (in ledger order), as the calendar counts. */
function governanceObligations(versions, calendar) {
    return versions.flatMap(({ record, seniorManager }, index) => index === 0
        ? []
        : changeObligations(versions[index - 1]?.seniorManager, seniorManager, record, calendar));
}
/**
 * The obligations of the ledger's records: each change record that merged a change to
 * `cip_senior_manager` approved as the policy asks (rule cip-senior-manager-change met), with
 * both sides as the record keeps them (`policy.senior_manager`). A side the ledger holds no CSM
 * for (the first naming) opens nothing: it is where the ledger starts.
 */
function ledgerGovernanceObligations(records, calendar) {
    return records.flatMap((entry) => {
        const { record } = entry;
        if (record.kind !== "change")
            return [];
        const { policy } = record.change;
        const sides = policy?.senior_manager;
        if (policy === undefined || sides === undefined)
            return [];
        const rule = policy.rules.find((candidate) => candidate.id === SENIOR_MANAGER_CHANGE);
        if (rule?.result !== "met")
            return [];
        const { base, head } = sides;
        if (base?.csm == null)
            return [];
        const cited = {
            workspace: record.workspace,
            sequence: record.sequence,
            sha256: entry.sha256,
            recorded_at: record.recorded_at,
        };
        return changeObligations(factsOf(base.csm), head?.csm == null ? undefined : factsOf(head.csm), cited, calendar);
    });
}
/** The rule id a change to the CIP Senior Manager's keys is judged under (governance.ts). */
const SENIOR_MANAGER_CHANGE = "cip-senior-manager-change";
function factsOf(csm) {
    return {
        ...csm,
        delegates: csm.delegates.map(({ delegated_on, delegation_ref, ...delegate }) => ({
            ...delegate,
            delegatedOn: delegated_on,
            delegationRef: delegation_ref,
        })),
    };
}
/** What one documented change from `before` to `after` opens, closed by `record`. */
function changeObligations(before, after, record, calendar) {
    const rule = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarRule */ .Zi)(calendar);
    const obligations = [];
    const documentedOn = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(record.recorded_at, calendar.timeZone);
    const dated = (kind, subject, changedOn) => {
        const due = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .addDays */ .fi)(changedOn, DOCUMENTATION_DAYS);
        const status = documentedOn <= due ? "closed" : "closed-late";
        obligations.push(obligationOf(kind, subject, changedOn, due, status, record, rule));
    };
    if (after !== undefined && (before?.login !== after.login || before.since !== after.since))
        dated("CIP-003 R3", `CIP Senior Manager ${personText(after)}`, after.since);
    const was = byLogin(before?.delegates ?? []);
    const now = byLogin(after?.delegates ?? []);
    for (const [login, delegate] of now) {
        const old = was.get(login);
        if (old === undefined || delegationText(old) !== delegationText(delegate))
            dated("CIP-003 R4", delegationText(delegate), delegate.delegatedOn);
    }
    for (const [login, delegate] of was) {
        if (now.has(login))
            continue;
        const subject = `${delegationText(delegate)}, removed`;
        obligations.push(obligationOf("CIP-003 R4", subject, null, null, "reminder", record, rule));
    }
    return obligations;
}
function obligationOf(kind, subject, changedOn, due, status, record, calendar) {
    return {
        kind,
        requirement: GOVERNANCE_REQUIREMENTS[kind],
        workspace: record.workspace,
        subject,
        changed_on: changedOn,
        due,
        status,
        documented_by: record,
        calendar,
    };
}
const byLogin = (delegates) => new Map(delegates.map((delegate) => [delegate.login.toLowerCase(), delegate]));
const personText = (person) => `${person.login} (${person.name}, ${person.title})`;
const delegationText = (delegate) => `delegation to ${personText(delegate)} for ${delegate.actions.join(", ")}, delegated on ${delegate.delegatedOn} (${delegate.delegationRef})`;
/**
 * A documented change of the CIP Senior Manager or of a delegation as the obligations list it (an
 * Obligation, by its shape: obligation-model.ts imports this module's kinds).
 */
function governanceObligation(found) {
    return {
        kind: found.kind,
        requirement: found.requirement,
        workspace: found.workspace,
        subject: { governance: found.subject },
        opened_by: found.documented_by,
        due: found.due,
        status: found.status,
        ...(found.status === "reminder" ? {} : { closed_by: found.documented_by }),
        calendar: found.calendar,
        reason: found.changed_on === null
            ? "a delegation removed: the policy file does not say when it ended"
            : `changed on ${found.changed_on}`,
    };
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
/** The review file's text, read; a problem names the file, line and column and how to fix it. */
function parseReviewText(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    // Read as the policy and the inventory are: `cip-sync review` writes none of their refusals, so
    // a file that has one was edited.
    const reader = new yaml_reader/* StrictYamlReader */.OI(text, file, lineCounter);
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    const fix = "write it again with `cip-sync review` and commit it unedited";
    const document = reader.checkedDocument(docs, 'a review file holds one YAML document; remove the extra "---"');
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

/***/ 1363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ lowImpactSitesAfter)
/* harmony export */ });
/* harmony import */ var _evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6681);

/**
 * The sites of the low impact systems the inventory in force declares after `record`: undefined
 * when the record puts nothing in force (not an accepted merge, or one that kept no governance
 * facts); null when its facts cannot tell (a low system, and no system's site kept: written before
 * records kept each system's site), every site then counting as in scope.
 */
function lowImpactSitesAfter(record) {
    if (record.kind !== "change" || (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .notAccepted */ .LA)(record) !== undefined)
        return undefined;
    const systems = record.change.governance?.systems;
    if (systems === undefined)
        return undefined;
    const low = systems.filter(({ impact }) => impact === "low");
    if (low.length > 0 && systems.every(({ site }) => site === undefined))
        return null;
    return new Set(low.flatMap(({ site }) => (site === undefined ? [] : [site.name])));
}


/***/ }),

/***/ 9178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $A: () => (/* binding */ startsWithFiles),
/* harmony export */   Sg: () => (/* binding */ notApplicableWords),
/* harmony export */   UM: () => (/* binding */ applicableNowhere),
/* harmony export */   XY: () => (/* binding */ filesCarriedBy)
/* harmony export */ });
/* unused harmony export judgedFromCounts */
/* harmony import */ var _evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6681);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2205);


/**
 * Of `families`, those that reach none of the impact ratings the inventories in force `declared`:
 * not applicable. None when what is in force is unknown (a workspace no accepted merge recorded
 * it for): every family then applies, and one not judged is an exception.
 */
function applicableNowhere(families, declared) {
    if (declared === undefined)
        return [];
    return families.filter((family) => !family.appliesTo.some((impact) => declared.has(impact)));
}
/**
 * What every output says of a family that applies to no system the inventory in force declares:
 * an answer of its own, never an exception.
 */
function notApplicableWords(family) {
    return `${family.name} is not applicable: no ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listOf */ .c3)(family.appliesTo, "or")} impact system. The inventory in force (what each workspace's last accepted merge declared, an unrated system counted as High) declares none, and ${family.name} applies to ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listOf */ .c3)(family.appliesTo)} impact systems only; a merge that declares one makes it apply from then.`;
}
/**
 * Whether a family was judged, from its parts' counts by status (as the report tallies them): a
 * family no part of which has any obligation was not.
 */
function judgedFromCounts(family, parts) {
    return family.kinds.some((kind) => Object.values(parts[kind] ?? {}).some((count) => count > 0));
}
/**
 * The family's reviewed files `record` carries (its record field, `field`): new or changed, with
 * their texts, and removed; undefined for a record of another kind or one that carries none.
 */
function filesCarriedBy(record, field) {
    return record.kind === "change" ? record.change?.[field] : undefined;
}
/**
 * Whether `record` starts, in its workspace, a pass judged from the family's reviewed files: an
 * accepted merge carrying them (its record field, `field`).
 */
function startsWithFiles(record, field) {
    return filesCarriedBy(record, field) !== undefined && (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .notAccepted */ .LA)(record) === undefined;
}


/***/ }),

/***/ 5610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qc: () => (/* reexport */ recorded_calendar/* DEFAULT_COMPLETION_GRACE_DAYS */.q),
  aC: () => (/* reexport */ OBLIGATION_STATUSES),
  dq: () => (/* binding */ REQUIREMENTS),
  PB: () => (/* reexport */ STILL_TO_DO),
  $4: () => (/* binding */ UNDECLARED_IMPACT),
  xK: () => (/* binding */ compareObligations),
  vP: () => (/* binding */ contextAt),
  ip: () => (/* binding */ countStatuses),
  Q$: () => (/* binding */ dateOf),
  uS: () => (/* binding */ kindText),
  Hf: () => (/* binding */ newlyIn),
  S2: () => (/* binding */ openedObligation),
  CI: () => (/* binding */ partsOf),
  H8: () => (/* reexport */ record_ref/* refOf */.H),
  c2: () => (/* binding */ statusOf),
  yq: () => (/* binding */ subjectText),
  TY: () => (/* binding */ withCalendar),
  AU: () => (/* binding */ withCurrentVersion),
  KY: () => (/* binding */ withVersions)
});

// UNUSED EXPORTS: OBLIGATION_KINDS, dueText, isTableKind, judgedVersion, obligationKey, recordedCalendar

// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(7638);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(2693);
// EXTERNAL MODULE: ./src/core/families/family-shapes.ts
var family_shapes = __webpack_require__(505);
;// CONCATENATED MODULE: ./src/core/obligations/obligation-kinds.ts





/**
 * The requirement table's parts that are judged as obligations: not CIP-010 R1.1 nor R3.3, which
 * the plan checks at commissioning, nor CIP-007 R1.1, which the ports population documents.
 */
const NOT_JUDGED = ["CIP-010 R1.1", "CIP-007 R1.1"];
const JUDGED_REQUIREMENTS = requirements/* REQUIREMENT_IDS */.RG.filter((id) => !NOT_JUDGED.includes(id));
const OBLIGATION_KINDS = [
    "CIP-002 R2",
    ...JUDGED_REQUIREMENTS,
    ...governance_obligations/* GOVERNANCE_OBLIGATION_KINDS */.UY,
];
const TABLE_KINDS = new Set(OBLIGATION_KINDS);
/** Whether `kind` is one of the table's (worded by REQUIREMENTS), not only declared by a family. */
function isTableKind(kind) {
    return TABLE_KINDS.has(kind);
}
/** Exceptions first: what an auditor looks at before anything else. */
const OBLIGATION_STATUSES = [
    "exception",
    "overdue",
    "closed-late",
    "due-soon",
    "open",
    "reminder",
    "closed",
];
/**
 * What still needs someone, in the order listed: what an operator reads first. Closed ones (late
 * or not) and the R1.4 to R1.6 reminders, which never close, are the history.
 */
const STILL_TO_DO = [
    "exception",
    "overdue",
    "due-soon",
    "open",
];
/**
 * Every kind of obligation the tool judges: the requirement table's and the governance
 * obligations', then the parts the families declare (their shapes, core/families/: light, so the
 * help names them without loading a pass).
 */
function judgedKinds() {
    const declared = FAMILY_SHAPES.flatMap((shape) => Object.keys(shape.declaredParts ?? {}));
    return [...OBLIGATION_KINDS, ...declared];
}
/** An obligation's requirement without its part ("CIP-010 R1" of "CIP-010 R1.2"): its family. */
function familyOf(kind) {
    const [standard = kind, requirement = ""] = kind.split(" ");
    return { standard, requirement: requirement.replace(/\..*$/, "") };
}
/** Every family of obligation the tool judges, one name each ("CIP-010 R1"), in table order. */
function obligationFamilies() {
    return [
        ...new Set(judgedKinds()
            .map(familyOf)
            .map(({ standard, requirement }) => `${standard} ${requirement}`)),
    ];
}
/**
 * Every family of obligation the tool judges, in words ("CIP-002 R2, CIP-003 R3 and R4, ..."), by
 * standard: derived from OBLIGATION_KINDS and the families' declared parts, so that a family
 * added to the requirement table or declaring its own parts is named wherever the help and the
 * docs say what is judged (a test compares them).
 */
function obligationFamiliesInWords() {
    const byStandard = new Map();
    for (const { standard, requirement } of judgedKinds().map(familyOf)) {
        const requirements = byStandard.get(standard) ?? [];
        if (!requirements.includes(requirement))
            requirements.push(requirement);
        byStandard.set(standard, requirements);
    }
    return [...byStandard]
        .sort(([a], [b]) => compareCodePoints(a, b))
        .map(([standard, requirements]) => `${standard} ${listOf(requirements.sort(compareCodePoints))}`)
        .join(", ");
}

// EXTERNAL MODULE: ./src/core/authority/governance-requirements.ts
var governance_requirements = __webpack_require__(3998);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-facts.ts
/**
 * R3.3: what stands for an asset put into service: an active assessment of it, a like replacement,
 * a CIP Exceptional Circumstance; none; or not judged (its system declares no impact).
 */
const COMMISSIONING_EVIDENCE = (/* unused pure expression or super */ null && ([
    "assessment",
    "like replacement",
    "CIP Exceptional Circumstance",
    "none",
    "not judged",
]));
/** An R3.4 subject in words: the item of its assessment; undefined for a system's own. */
function assessmentText(facts) {
    return facts.item === undefined
        ? undefined
        : `action item ${facts.item.id} of assessment ${facts.item.assessment}`;
}

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/recorded-calendar.ts
var recorded_calendar = __webpack_require__(9021);
// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(2584);
;// CONCATENATED MODULE: ./src/core/obligations/obligation-model.ts












/**
 * Why an obligation of a system whose document declares no `impact:` is an exception: its rows are
 * judged as for High (fail closed), never "out of scope".
 */
const UNDECLARED_IMPACT = "impact not declared: the system's document has no impact:, so the row is judged as for High";
/**
 * What each obligation prints as its requirement: the summary its row of the requirement table
 * (or of the governance requirements) gives, the one paraphrase the docs' table also shows.
 */
const REQUIREMENTS = {
    "CIP-002 R2": (0,governance_requirements/* governanceRequirement */.wf)("CIP-002 R2").summary,
    // One entry per judged part, by construction of JUDGED_REQUIREMENTS.
    ...Object.fromEntries(JUDGED_REQUIREMENTS.map((id) => [id, (0,requirements/* requirementRow */.gv)(id).summary])),
    ...governance_obligations/* GOVERNANCE_REQUIREMENTS */.O9,
};
/**
 * The context an obligation opened by `record` is judged in: the calendar and the versions of the
 * standards the record says were in force (the authority table's calendar row,
 * in-force-from-record), or, for a record that keeps none (written before records kept it), the
 * pass's own.
 */
function contextAt(record, pass) {
    // In force only from a merge the gate accepted: a refused one's calendar and versions never do.
    if (record.kind !== "change" || record.change.calendar === undefined || !(0,facts_in_force/* isAccepted */.oB)(record))
        return pass;
    const kept = record.change.calendar;
    const calendar = {
        timeZone: kept.time_zone,
        dueSoonDays: kept.due_soon_days,
        monthEnd: kept.month_end,
    };
    const judged = {
        ...withCalendar(pass, calendar),
        completionGraceDays: kept.completion_grace_days,
    };
    return withVersions(judged, kept.standard_versions ?? []);
}
/** `context` judging by the later versions `versions` names (none: the rows' own). */
function withVersions({ versions: _, ...context }, versions) {
    return versions.length === 0 ? context : { ...context, versions };
}
/**
 * The head every judged obligation starts with, in the order every output writes it: its kind and
 * requirement, the version judging it, and the workspace, subject and record that opened it.
 */
function openedObligation(kind, opened, subject, context) {
    return {
        kind,
        requirement: REQUIREMENTS[kind],
        ...judgedVersion(kind, opened, context),
        workspace: opened.workspace,
        subject,
        opened_by: opened,
    };
}
/**
 * What an obligation of `kind` that `opened` opened names of the version judging it: the later
 * version in force on the record's day in `context`'s calendar, or nothing for its row's own.
 */
function judgedVersion(kind, opened, context) {
    const judged = (0,standard_versions/* versionOn */.Sx)(kind, dateOf(opened, context), context.versions ?? []);
    return "changes" in judged
        ? { version: { standard: judged.standard, changes: judged.changes } }
        : {};
}
/** `pass` with `calendar` counting the dates, its rule in words; as of the same day. */
function withCalendar(pass, calendar) {
    return { ...pass, calendar, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar) };
}
/** The status of an obligation due on `due` that a record of `closedOn` closed, or none has yet. */
function statusOf(due, closedOn, context) {
    if (closedOn !== undefined)
        return closedOn <= due ? "closed" : "closed-late";
    if (context.today > due)
        return "overdue";
    return context.today >= (0,shared_calendar/* addDays */.fi)(due, -context.calendar.dueSoonDays) ? "due-soon" : "open";
}
/** The date of `ref` in the calendar's time zone. */
function dateOf(ref, context) {
    return (0,shared_calendar/* dateIn */.m7)(ref.recorded_at, context.calendar.timeZone);
}
/** How many of `obligations` are in each status, every status named (0 when none is). */
function countStatuses(obligations) {
    const counts = Object.fromEntries(OBLIGATION_STATUSES.map((status) => [status, 0]));
    for (const o of obligations)
        counts[o.status] += 1;
    return counts;
}
/**
 * The parts of `requirement` ("CIP-007 R2") the requirement table judges as obligations, in its
 * order: a family's kinds, whose obligations the audit report counts part by part.
 */
function partsOf(requirement) {
    return OBLIGATION_KINDS.filter((kind) => kind.startsWith(`${requirement}.`));
}
/** An obligation's requirement as listings name it: "CIP-007-7.1 R2.3" when a later version judges it. */
function kindText(o) {
    return o.version === undefined
        ? o.kind
        : `${o.version.standard}${o.kind.slice(o.kind.indexOf(" "))}`;
}
/**
 * `o` with its version under the name the rows give it now: a checkpoint written before a version
 * was renamed (CIP-007-7, now CIP-007-7.1) holds its obligations under the former name.
 */
function withCurrentVersion(o) {
    if (o.version === undefined)
        return o;
    const version = (0,standard_versions/* currentVersion */.YO)(o.kind, o.version);
    return version === o.version ? o : { ...o, version };
}
/** An obligation's due date in words: "due YYYY-MM-DD", or "no due date" for a reminder's. */
function dueText(o) {
    return o.due === null ? "no due date" : `due ${o.due}`;
}
/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
function subjectText(o) {
    const { cyber_system: system, cyber_system_id: id, asset, governance, keyed_by } = o.subject;
    if (governance !== undefined)
        return governance;
    const patching = o.patching && patchingText(o.patching);
    if (system === undefined)
        return patching ?? `the identifications of workspace ${o.workspace}`;
    // Configuration monitoring names a system as the inventory does, by name only.
    const named = id === undefined ? system : `${system} (${id})`;
    // R3.4: an action item of a system's assessment.
    const item = o.assessment && assessmentText(o.assessment);
    if (asset === undefined)
        return item === undefined ? named : `${item} of ${named}`;
    const located = `${asset} in ${named}${keyed_by === undefined ? "" : " (no asset id)"}`;
    return patching === undefined ? located : `${patching} of ${located}`;
}
/** A patch management subject in words: a patch, a baseline item, a source or a plan. */
function patchingText(facts) {
    if (facts.patch !== undefined)
        return `patch ${facts.patch}`;
    if (facts.item !== undefined)
        return `${facts.item.kind} ${JSON.stringify(facts.item.name)}`;
    if (facts.source !== undefined)
        return `patch source ${facts.source}`;
    return facts.plan === undefined ? undefined : `mitigation plan ${facts.plan}`;
}
/** Exceptions first (exception, overdue, closed late), then by due date, workspace, kind, subject. */
function compareObligations(a, b) {
    return (OBLIGATION_STATUSES.indexOf(a.status) - OBLIGATION_STATUSES.indexOf(b.status) ||
        (0,names/* compareCodePoints */.OP)(a.due ?? "9999", b.due ?? "9999") ||
        (0,names/* compareCodePoints */.OP)(a.workspace, b.workspace) ||
        (0,names/* compareCodePoints */.OP)(a.kind, b.kind) ||
        (0,names/* compareCodePoints */.OP)(a.subject.cyber_system_id ?? "", b.subject.cyber_system_id ?? "") ||
        (0,names/* compareCodePoints */.OP)(a.subject.asset ?? "", b.subject.asset ?? "") ||
        a.opened_by.sequence - b.opened_by.sequence);
}
/** The obligations that are in `status` now and were not as of `before`: each a new state. */
function newlyIn(status, now, before) {
    const earlier = new Set(before.filter((o) => o.status === status).map(obligationKey));
    return now.filter((o) => o.status === status && !earlier.has(obligationKey(o)));
}
/**
 * What tells an obligation from every other across two judgements of one ledger: its kind,
 * workspace and opening record, and what it is about: the system and asset (by id when it has
 * one, so a rename keeps it), the CIP-003 governance subject, and patch management's item, patch source,
 * patch or plan (one record opens one per item, source, patch or plan of the same asset). What a
 * later record adds to it (the plan that closed an R2.3) is left out.
 */
function obligationKey(o) {
    const { subject, patching } = o;
    return JSON.stringify([
        o.kind,
        o.workspace,
        o.opened_by.sequence,
        subject.cyber_system_id ?? "",
        subject.asset_id ?? subject.asset ?? "",
        subject.governance ?? "",
        patching?.item?.kind ?? "",
        nameKeyOf(patching?.item?.name),
        o.kind === "CIP-007 R2.2" ? (patching?.source ?? "") : "",
        patching?.patch ?? "",
        o.kind === "CIP-007 R2.4" ? (patching?.plan ?? "") : "",
        o.assessment?.key ?? "",
    ]);
}
const nameKeyOf = (name) => (name === undefined ? "" : (0,names/* nameKey */.Rc)(name));


/***/ }),

/***/ 2584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ refOf)
/* harmony export */ });
const refOf = ({ record, sha256 }) => ({
    workspace: record.workspace,
    sequence: record.sequence,
    sha256,
    recorded_at: record.recorded_at,
});


/***/ }),

/***/ 7877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseMitigationPlanText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7210);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3146);
// A mitigation plan (CIP-007-6 R2.3 and R2.4), patch-plans/ID.yaml: the patches it covers (one
// plan may cover many), the planned actions, and a timeframe, a date or an event; later, the day
// the event occurred and the day the plan was implemented, each added by a reviewed change. A plan
// without actions or without a timeframe is no plan: R2.3 asks for both. The plan is dated by the
// record of the merge that reviews it. Every problem at file:line:column.
//
//   version: 1
//   id: MP-2026-03
//   patches: [SEL-2026-004]
//   actions:
//     - block TCP 443 to the RTAC at the substation firewall until the patch is applied
//   timeframe: { event: "the next scheduled outage of at least two days" }
//   event_occurred_on: 2026-05-12
//   implemented_on: 2026-05-13






const KEYS = [
    "version",
    "id",
    "patches",
    "actions",
    "timeframe",
    "event_occurred_on",
    "implemented_on",
];
const TIMEFRAME_SHAPE = '{ by: 2026-06-30 } or { event: "the next scheduled outage" }';
function parseMitigationPlanText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePatchFile */ .st)(text, file, "a mitigation plan", (reader, map) => plan(reader, map, file));
}
function plan(reader, map, file) {
    const fields = reader.fields(map, KEYS, [], "a mitigation plan");
    if (fields === undefined)
        return undefined;
    // R2.3: "Mitigation plans shall include ... planned actions ... and a timeframe": said first.
    for (const [key, what] of [
        ["actions", "the planned actions to mitigate the vulnerabilities each patch addresses"],
        ["timeframe", `a timeframe to complete them, ${TIMEFRAME_SHAPE}`],
    ])
        if (!fields.has(key))
            reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `a mitigation plan has no ${key} (CIP-007-6 R2.3); write ${key}: ${what}`);
    if (!reader.required(map, ["version", "id", "patches"], "a mitigation plan"))
        return undefined;
    if (!fields.has("actions") || !fields.has("timeframe") || !reader.version(fields))
        return undefined;
    const at = (key) => (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const id = reader.textField(fields, "id", "the plan's id, its file's name");
    const misfiled = id === undefined ? undefined : misfiledWords(id, file);
    if (misfiled !== undefined) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("id").value), misfiled);
        return undefined;
    }
    const patches = reader.textsField(fields, "patches", "the ids of the patches it covers, as their evaluations name them");
    const actions = reader.textsField(fields, "actions", "a planned action");
    const timeframe = timeframeOf(reader, at("timeframe").value, at("timeframe").keyOffset);
    const dates = plannedDates(reader, fields, timeframe);
    if (id === undefined ||
        patches === undefined ||
        actions === undefined ||
        timeframe === undefined ||
        dates === undefined)
        return undefined;
    const written = at("patches").value;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(written))
        patches.forEach((patch, index) => reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(written.items[index]), {
            kind: "patch",
            plan: id,
            id: patch,
        }));
    return { id, patches, actions, timeframe, ...dates };
}
/** Why a plan with id `id` is not where `file` is (patch-plans/ID.yaml), or undefined. */
function misfiledWords(id, file) {
    const parts = file.split("/");
    const named = parts.at(-1)?.replace(/\.ya?ml$/, "");
    const rule = `a plan is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw}/ID.yaml`;
    if (parts.at(-2) !== _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw)
        return `plan ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is filed in ${parts.length > 1 ? `${parts.slice(0, -1).join("/")}/` : "the repository root"}, not ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw}/: ${rule}; move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw}/${id}.yaml`;
    if (named === id)
        return undefined;
    return `plan id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw}/${id}.yaml, or write id: ${named}`;
}
function timeframeOf(reader, value, keyOffset) {
    const map = reader.submap(value, keyOffset, "timeframe", TIMEFRAME_SHAPE);
    const fields = map && reader.fields(map, ["by", "event"], [], "timeframe");
    if (map === undefined || fields === undefined)
        return undefined;
    if (fields.has("by") === fields.has("event")) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `timeframe is a date or an event, one of them; write ${TIMEFRAME_SHAPE}`);
        return undefined;
    }
    if (fields.has("by")) {
        const date = reader.dateField(fields, "by", "the last day to complete the mitigations");
        return date === undefined ? undefined : { by: date };
    }
    const text = reader.textField(fields, "event", "the event that ends the timeframe");
    return text === undefined ? undefined : { event: text };
}
/** `event_occurred_on` (an event-dated plan's only) and `implemented_on`. */
function plannedDates(reader, fields, timeframe) {
    const dates = {};
    const occurred = fields.get("event_occurred_on");
    if (occurred !== undefined) {
        if (timeframe !== undefined && "by" in timeframe) {
            reader.error(occurred.keyOffset, "event_occurred_on belongs to a plan whose timeframe is an event; remove it, or write timeframe: { event: ... }");
            return undefined;
        }
        dates.eventOccurredOn = reader.dateField(fields, "event_occurred_on", "the day the event occurred");
        if (dates.eventOccurredOn === undefined)
            return undefined;
    }
    if (fields.has("implemented_on")) {
        dates.implementedOn = reader.dateField(fields, "implemented_on", "the day the plan was implemented");
        if (dates.implementedOn === undefined)
            return undefined;
    }
    return dates;
}


/***/ }),

/***/ 9786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ parsePatchEvaluationText)
/* harmony export */ });
/* unused harmony export evaluationFolderSource */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7210);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3146);
// An evaluation of one source's releases (CIP-007-6 R2.2), patch-evaluations/SOURCE/NAME.yaml: the
// source, the first release day it covers (no later than the day of the source's previous
// evaluation: a later one leaves the days between unevaluated, evaluation-intervals.ts), and
// each patch released with its release date, the baseline item it patches and whether it is
// applicable (a patch that is not says why). Its date is the record of the merge that reviews
// it, never a field. `applicable: null` is a judgement a draft left to review: refused until a
// person writes it. Every problem at file:line:column.
//
//   version: 1
//   source: sel-advisories
//   releases_since: 2026-02-11
//   patches:
//     - { id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }
//     - id: SEL-2026-006
//       released: 2026-03-02
//       item: { os_firmware: "SEL-3555 firmware" }
//       applicable: false
//       reason: fixes the web interface, which our baselines keep disabled (port 443 closed)






const PATCH_SHAPE = '{ id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }';
/** The source an evaluation's path files it under: patch-evaluations/SOURCE/NAME.yaml. */
function evaluationFolderSource(file) {
    const parts = file.split("/");
    const at = parts.lastIndexOf(_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .EVALUATIONS_FOLDER */ .nH);
    return at >= 0 && at === parts.length - 3 ? parts[at + 1] : undefined;
}
function parsePatchEvaluationText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePatchFile */ .st)(text, file, "an evaluation file", (reader, map) => evaluation(reader, map, file));
}
function evaluation(reader, map, file) {
    const keys = ["version", "source", "releases_since", "patches"];
    const fields = reader.fileFields(map, keys, keys, "an evaluation file");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const source = reader.textField(fields, "source", "the id of the source it evaluates");
    const folder = evaluationFolderSource(file);
    if (source !== undefined && folder !== source) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("source").value), folder === undefined
            ? `an evaluation is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .EVALUATIONS_FOLDER */ .nH}/${source}/NAME.yaml; move the file there`
            : `source ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source)} is not the folder it is filed in (${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .EVALUATIONS_FOLDER */ .nH}/${folder}/); move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .EVALUATIONS_FOLDER */ .nH}/${source}/ or name its source ${folder}`);
        return undefined;
    }
    if (source !== undefined)
        reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("source").value), { kind: "source", id: source });
    const releasesSince = reader.dateField(fields, "releases_since", "the first release day it covers");
    const patchesField = at("patches");
    const items = reader.list(patchesField.value, patchesField.keyOffset, "patches", `maps such as ${PATCH_SHAPE}, or [] when the source released none`, true);
    const patches = items?.map((item) => patch(reader, item, patchesField.keyOffset));
    if (source === undefined || releasesSince === undefined || patches === undefined)
        return undefined;
    if (patches.some((entry) => entry === undefined))
        return undefined;
    const read = patches;
    const seen = new Set();
    for (const entry of read) {
        if (seen.has((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .patchKey */ .kP)(entry.id))) {
            reader.error(entry.at, `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(entry.id)} is listed twice; keep one`);
            return undefined;
        }
        seen.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .patchKey */ .kP)(entry.id));
    }
    return { file, source, releasesSince, patches: read.map(({ at: _, ...entry }) => entry) };
}
function patch(reader, item, keyOffset) {
    const map = reader.submap(item, keyOffset, "each patch", PATCH_SHAPE);
    if (map === undefined)
        return undefined;
    const keys = ["id", "released", "item", "applicable", "reason"];
    const fields = reader.fields(map, keys, ["id", "released", "item", "applicable"], "a patch");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const id = reader.textField(fields, "id", "the patch's id as the source names it");
    const released = reader.dateField(fields, "released", "the day the source released it");
    const patched = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .itemRef */ .x9)(reader, at("item").value, at("item").keyOffset, "item");
    const applicable = judgement(reader, id, at("applicable"));
    const reason = fields.has("reason")
        ? reader.textField(fields, "reason", "why the patch is not applicable")
        : undefined;
    if (id === undefined ||
        released === undefined ||
        patched === undefined ||
        applicable === undefined)
        return undefined;
    if (fields.has("reason") && reason === undefined)
        return undefined;
    reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("item").value), { kind: "item", patch: id, item: patched });
    if (!applicable && reason === undefined) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not applicable but says no reason; add reason: why it does not apply to the item as installed`);
        return undefined;
    }
    return {
        id,
        released,
        item: patched,
        applicable,
        ...(reason === undefined ? {} : { reason }),
        at: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map),
    };
}
/**
 * `applicable`: true or false. Null (`null`, `~` or nothing) is a judgement a draft left to its
 * reviewer (`cip-sync patches draft`): the file is no evaluation until a person writes it.
 */
function judgement(reader, id, field) {
    const { value, keyOffset } = field;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) || value.value !== null)
        return reader.flag(value, keyOffset, "applicable");
    reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(value), `${id === undefined ? "the patch" : `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)}`} is not judged yet (applicable: null); write applicable: true, or applicable: false with reason: why it does not apply to the item as installed`);
    return undefined;
}


/***/ }),

/***/ 3049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parsePatchSourcesText)
/* harmony export */ });
/* unused harmony export SOURCE_ID_PATTERN */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7210);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3146);





/** A source's id names the folder of its evaluations. */
const SOURCE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const SOURCE_SHAPE = '{ id: sel-advisories, name: "SEL security notifications", covers: [{ software: "acSELerator RTAC" }] }';
const NO_SOURCE_SHAPE = '{ software: "Legacy HMI", kind: no-patching-source, reason: "vendor ceased trading in 2019" }';
function parsePatchSourcesText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchFile */ .st)(text, file, "the patch sources file", (reader, map) => sourcesFile(reader, map));
}
function sourcesFile(reader, map) {
    const fields = reader.fileFields(map, ["version", "sources", "no_source"], ["version"], "the patch sources file");
    if (fields === undefined)
        return undefined;
    const sources = entries(reader, fields, "sources", SOURCE_SHAPE, (entry) => source(reader, entry));
    const noSource = entries(reader, fields, "no_source", NO_SOURCE_SHAPE, (entry) => declaration(reader, entry));
    if (sources === undefined || noSource === undefined)
        return undefined;
    if (!distinct(reader, sources, noSource))
        return undefined;
    return {
        sources: sources.map(({ at: _, ...entry }) => entry),
        noSource: noSource.map(({ at: _, ...entry }) => entry),
    };
}
/** Each entry of the list `key` (absent or `[]`: none), read by `read`. */
function entries(reader, fields, key, shape, read) {
    const field = fields.get(key);
    if (field === undefined)
        return [];
    const items = reader.list(field.value, field.keyOffset, key, `maps such as ${shape}`, true);
    if (items === undefined)
        return undefined;
    const read_ = [];
    let valid = true;
    for (const item of items) {
        const entry = reader.submap(item, field.keyOffset, `each entry of ${key}`, shape);
        const value = entry && read(entry);
        if (entry === undefined || value === undefined)
            valid = false;
        else
            read_.push({ ...value, at: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(entry) });
    }
    return valid ? read_ : undefined;
}
function source(reader, map) {
    const fields = reader.fields(map, ["id", "name", "url", "covers"], ["id", "name", "covers"], "a source");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredField */ .Q$)(fields, key);
    const id = reader.textField(fields, "id", "the source's id, such as sel-advisories");
    if (id !== undefined && !SOURCE_ID_PATTERN.test(id)) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(at("id").value), `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} must be lower-case letters, digits and hyphens (it names the folder patch-evaluations/${id.toLowerCase().replace(/[^a-z0-9-]+/g, "-")}/)`);
        return undefined;
    }
    const name = reader.textField(fields, "name", "what the source is");
    const url = fields.has("url")
        ? reader.textField(fields, "url", "where the source publishes")
        : undefined;
    const coversField = at("covers");
    const items = reader.list(coversField.value, coversField.keyOffset, "covers", "baseline items");
    const covers = items?.map((item) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .itemRef */ .x9)(reader, item, coversField.keyOffset, "each entry of covers"));
    if (id === undefined || name === undefined || covers === undefined)
        return undefined;
    if ((fields.has("url") && url === undefined) || covers.some((item) => item === undefined))
        return undefined;
    return { id, name, ...(url === undefined ? {} : { url }), covers: covers };
}
function declaration(reader, map) {
    const known = [..._patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PATCHED_ITEMS */ .Rp, "kind", "reason"];
    const fields = reader.fields(map, known, ["kind", "reason"], "a no_source entry");
    if (fields === undefined)
        return undefined;
    const item = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .itemOf */ .Tu)(reader, fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(map), "a no_source entry");
    const kind = reader.choiceField(fields, "kind", _patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_SOURCE_KINDS */ .C$);
    const reason = reader.textField(fields, "reason", "why the item has no patching source or cannot be updated");
    if (item === undefined || kind === undefined || reason === undefined)
        return undefined;
    return { item, kind, reason };
}
/** No source id twice, no item covered twice by a source nor both covered and declared. */
function distinct(reader, sources, declarations) {
    let valid = true;
    const ids = new Set();
    const covered = new Map();
    for (const entry of sources) {
        if (ids.has(entry.id)) {
            reader.error(entry.at, `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry.id)} is written twice; keep one entry with every item it covers`);
            valid = false;
        }
        ids.add(entry.id);
        for (const item of entry.covers) {
            const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemKey */ .Dh)(item);
            if (covered.get(key) === entry.id) {
                reader.error(entry.at, `source ${entry.id} covers ${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemText */ .rv)(item)} twice; keep one`);
                valid = false;
            }
            covered.set(key, entry.id);
        }
    }
    const declared = new Set();
    for (const entry of declarations) {
        const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemKey */ .Dh)(entry.item);
        const by = covered.get(key);
        const problem = by !== undefined
            ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemText */ .rv)(entry.item)} is covered by source ${by} and declared to have none; remove one`
            : declared.has(key)
                ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemText */ .rv)(entry.item)} is declared twice under no_source; keep one`
                : undefined;
        if (problem !== undefined) {
            reader.error(entry.at, problem);
            valid = false;
        }
        declared.add(key);
    }
    return valid;
}


/***/ }),

/***/ 6055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ itemOf),
/* harmony export */   st: () => (/* binding */ parsePatchFile),
/* harmony export */   x9: () => (/* binding */ itemRef)
/* harmony export */ });
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7210);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3146);



/** Reads a patch file's `text` with `read` (`what` names it in what is reported). */
function parsePatchFile(text, file, what, read) {
    return (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseReviewedFile */ .fW)(text, file, { what, version: _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCH_FILES_VERSION */ .Cx }, read);
}
/** The one item key of `fields` (`os_firmware: NAME` or `software: NAME`), reported at `at`. */
function itemOf(reader, fields, at, what) {
    const item = reader.oneTextOf(fields, _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp, at, (written) => `${what} names ${written === 0 ? "no" : "more than one"} baseline item; write exactly one of os_firmware: NAME or software: NAME, as the asset's baseline names it`, () => "the item's name as the baseline writes it");
    return item && { kind: item.key, name: item.text };
}
/** `{ os_firmware: NAME }` or `{ software: NAME }`, as a map of its own. */
function itemRef(reader, value, keyOffset, label) {
    const shape = '{ software: "acSELerator RTAC" } or { os_firmware: "SEL-3555 firmware" }';
    const map = reader.submap(value, keyOffset, label, shape);
    if (map === undefined)
        return undefined;
    const fields = reader.fields(map, _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp, [], label);
    return fields && itemOf(reader, fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeStart */ .f)(map), label);
}


/***/ }),

/***/ 4172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ PATCH_FILES)
});

// EXTERNAL MODULE: ./src/core/families/patch-management/patch-management-shape.ts
var patch_management_shape = __webpack_require__(3837);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(3788);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(3146);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(7877);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(9786);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(3049);
;// CONCATENATED MODULE: ./src/core/patches/patch-file-changes.ts





/**
 * The patch files of `head` (path from the repository root → text) against those of the commit
 * compared with; undefined when none is added, changed or removed. The head's files are valid
 * (the plan refuses one that is not before it gets here).
 */
function patchFileChanges(head, base, comparedWith) {
    return (0,reviewed_file_set/* fileChanges */.C8)(head, base, comparedWith, (file, text) => contentOf(file, text));
}
function contentOf(file, text) {
    if (file === patch_files/* PATCH_SOURCES_FILE */.DK) {
        const sources = (0,parse_patch_sources/* parsePatchSourcesText */.J)(text, file).value;
        return sources === undefined ? {} : sourcesShown(sources);
    }
    if (file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`)) {
        const evaluation = (0,parse_patch_evaluation/* parsePatchEvaluationText */.t)(text, file).value;
        return evaluation === undefined ? {} : { evaluation: evaluationShown(evaluation) };
    }
    if (file.startsWith(`${patch_files/* PLANS_FOLDER */.Cw}/`)) {
        const plan = (0,parse_mitigation_plan/* parseMitigationPlanText */.b)(text, file).value;
        return plan === undefined ? {} : { plan: planShown(plan) };
    }
    return {};
}
function sourcesShown(sources) {
    return {
        sources: sources.sources.map((source) => ({
            id: source.id,
            name: source.name,
            covers: source.covers.map(patch_files/* itemText */.rv),
        })),
        no_source: sources.noSource.map((declaration) => ({
            item: (0,patch_files/* itemText */.rv)(declaration.item),
            kind: declaration.kind,
            reason: declaration.reason,
        })),
    };
}
function evaluationShown(evaluation) {
    return {
        source: evaluation.source,
        releases_since: evaluation.releasesSince,
        patches: evaluation.patches.map((patch) => ({
            id: patch.id,
            released: patch.released,
            item: (0,patch_files/* itemText */.rv)(patch.item),
            applicable: patch.applicable,
            ...(patch.reason === undefined ? {} : { reason: patch.reason }),
        })),
    };
}
function planShown(plan) {
    return {
        id: plan.id,
        patches: plan.patches,
        actions: plan.actions,
        timeframe: (0,patch_files/* timeframeText */.OD)(plan.timeframe),
        ...(plan.eventOccurredOn === undefined ? {} : { event_occurred_on: plan.eventOccurredOn }),
        ...(plan.implementedOn === undefined ? {} : { implemented_on: plan.implementedOn }),
    };
}

;// CONCATENATED MODULE: ./src/core/patches/patch-file-set.ts
// The patch files as a set the family's row carries (Family.reviewedFiles): where they are, which
// paths are theirs, the merge record's field and what the plan shows of each; apart from
// patch-files.ts, which patch-file-changes.ts reads, so that neither imports the other. Pure.



/**
 * The patch files as the family's row carries them: the plan and the merge gather them so, and
 * the plan shows each as `patchFileChanges` does.
 */
const PATCH_FILES = {
    ...patch_management_shape/* PATCH_MANAGEMENT_SHAPE */.N.reviewedFiles,
    roots: patch_files/* PATCH_FILE_ROOTS */.sS,
    patterns: [patch_files/* PATCH_SOURCES_FILE */.DK, `${patch_files/* EVALUATIONS_FOLDER */.nH}/**/*.yaml`, `${patch_files/* PLANS_FOLDER */.Cw}/*.yaml`],
    belongs: patch_files/* isPatchFile */.VL,
    changes: patchFileChanges,
};


/***/ }),

/***/ 3146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ NO_SOURCE_KINDS),
/* harmony export */   Cw: () => (/* binding */ PLANS_FOLDER),
/* harmony export */   Cx: () => (/* binding */ PATCH_FILES_VERSION),
/* harmony export */   DK: () => (/* binding */ PATCH_SOURCES_FILE),
/* harmony export */   Dh: () => (/* binding */ itemKey),
/* harmony export */   OD: () => (/* binding */ timeframeText),
/* harmony export */   Rp: () => (/* binding */ PATCHED_ITEMS),
/* harmony export */   VL: () => (/* binding */ isPatchFile),
/* harmony export */   kP: () => (/* binding */ patchKey),
/* harmony export */   nH: () => (/* binding */ EVALUATIONS_FOLDER),
/* harmony export */   rv: () => (/* binding */ itemText),
/* harmony export */   sS: () => (/* binding */ PATCH_FILE_ROOTS)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

const PATCH_FILES_VERSION = 1;
/** Where the files are, relative to the repository root. */
const PATCH_SOURCES_FILE = "cip-patch-sources.yaml";
const EVALUATIONS_FOLDER = "patch-evaluations";
const PLANS_FOLDER = "patch-plans";
/** Where the patch files are: the sources file and the two folders. */
const PATCH_FILE_ROOTS = [PATCH_SOURCES_FILE, EVALUATIONS_FOLDER, PLANS_FOLDER];
/**
 * Whether `path` is a patch file: the sources file, a YAML file at any depth under the evaluations'
 * folder (filed by source), or one directly in the plans' folder.
 */
function isPatchFile(path) {
    if (path === PATCH_SOURCES_FILE)
        return true;
    if (!path.endsWith(".yaml"))
        return false;
    if (path.startsWith(`${EVALUATIONS_FOLDER}/`))
        return true;
    return path.startsWith(`${PLANS_FOLDER}/`) && !path.slice(PLANS_FOLDER.length + 1).includes("/");
}
/** The baseline items patches come from (CIP-010 R1.1.1 and 1.1.2). */
const PATCHED_ITEMS = ["os_firmware", "software"];
/** The identity of an item across files and baselines: its kind and its name's key. */
function itemKey(item) {
    return `${item.kind}\u0000${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(item.name)}`;
}
/** An item in words: `software "RTAC"`. */
function itemText(item) {
    return `${item.kind} ${JSON.stringify(item.name)}`;
}
/** A patch's identity: its id as the inventory's `patches` entries write it, case ignored. */
function patchKey(id) {
    return (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(id);
}
/** Why an item has no source (CIP-007-6 R2.1: "updateable and for which a patching source exists"). */
const NO_SOURCE_KINDS = ["no-patching-source", "not-updateable"];
/** A timeframe in words, as obligations and messages say it. */
function timeframeText(timeframe) {
    return "by" in timeframe
        ? `by ${timeframe.by}`
        : `at the event ${JSON.stringify(timeframe.event)}`;
}


/***/ }),

/***/ 5240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ isApplicable),
/* harmony export */   Vk: () => (/* binding */ namedAssetKey),
/* harmony export */   XI: () => (/* binding */ onAssetKey),
/* harmony export */   _8: () => (/* binding */ applicableItems),
/* harmony export */   e7: () => (/* binding */ assetKey)
/* harmony export */ });
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3146);
// The assets CIP-007 R2 is judged over and their patched items: an asset with its baseline's
// os_firmware, software and patches, whether R2 applies to it, and the items patch sources must
// cover. What applies is the requirement table's: High and Medium BCS and their EACMS, PACS and
// PCA, a system without impact judged as High (fail closed). Read by the plan (items without a
// source) and by the obligations' pass over the ledger. Pure.



/**
 * Whether CIP-007 R2 applies to the asset (the four parts share their Applicable Systems). A
 * software record is baseline content, not a Cyber Asset: R2 does not apply to it, as CIP-010 R1
 * does not (baseline-completeness.ts, deviation-obligations.ts).
 */
function isApplicable(asset) {
    if (asset.type === "software")
        return false;
    return (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .applies */ .Br)((0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .requirementRow */ .gv)("CIP-007 R2.1"), {
        class: asset.class,
        impact: asset.impact ?? "high",
    });
}
/** How an asset is followed: the key it kept, else its id, else its system and name. */
function assetKey(asset) {
    return asset.key ?? asset.asset_id ?? namedAssetKey(asset);
}
/** An asset's key by its system and name: how one without an id yet is followed. */
function namedAssetKey(asset) {
    return `${asset.cyber_system}\u0000${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(asset.asset)}`;
}
/** The key of an item or a patch on an asset, from the asset's key and the item's or patch's. */
function onAssetKey(asset, key) {
    return `${asset}\u0001${key}`;
}
/** Every os_firmware and software item of the applicable assets' baselines, by asset and item. */
function applicableItems(assets) {
    const items = new Map();
    for (const asset of assets) {
        if (!isApplicable(asset) || asset.baseline === "ref")
            continue;
        for (const kind of _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp)
            for (const { name, version } of asset.baseline[kind]) {
                const item = { kind, name };
                items.set(onAssetKey(assetKey(asset), (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .itemKey */ .Dh)(item)), { asset, item, version });
            }
    }
    return items;
}


/***/ }),

/***/ 7551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ VULNERABILITY_ASSESSMENT_SETTINGS)
/* harmony export */ });
/**
 * The policy's `vulnerability_assessments:`: `flag` (the default) lists in the plan each asset
 * commissioned without R3.3's evidence; `require` also refuses the plan.
 */
const VULNERABILITY_ASSESSMENT_SETTINGS = ["flag", "require"];


/***/ }),

/***/ 608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ goesIntoService),
/* harmony export */   Y: () => (/* binding */ commissioningProblems)
/* harmony export */ });
/* harmony import */ var _inventory_baselines_baseline_completeness_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5977);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
// CIP-010-4 R1.1 at commissioning, against the live inventory: a declared asset that the service
// does not hold (a create) or holds in another system (a move into this one) goes into service in
// its system, and must then have a complete baseline if R1 applies to it there
// (core/inventory/baselines/baseline-completeness.ts). The plan and an online `validate` refuse it at the
// asset's place; an asset already in service there is not asked again.


function commissioningProblems(resolved, live) {
    return (0,_inventory_baselines_baseline_completeness_js__WEBPACK_IMPORTED_MODULE_0__/* .commissioningBaselineProblems */ .n)(resolved.map(({ document }) => document), goesIntoService(resolved, live));
}
/**
 * Whether a declared asset goes into service in its document's system: the service holds it
 * neither there under its name nor under the name it is renamed from (a rename already applied
 * leaves renamed_from behind, naming an asset the service no longer holds). CIP-010 R1.1's and
 * R3.3's commissioning (core/assessments/commissioning-assessments.ts).
 */
function goesIntoService(resolved, live) {
    const liveSystem = new Map(live.cyberAssets.map((asset) => [(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(asset.name), asset.cyber_system_id]));
    const systemOf = new Map(resolved.map(({ document, system }) => [document, system.id]));
    return (document, asset) => ![asset.name, asset.renamedFrom?.value].some((name) => name !== undefined && liveSystem.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(name)) === systemOf.get(document));
}


/***/ }),

/***/ 3212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ operationNumber),
/* harmony export */   Pk: () => (/* binding */ parentKindWord),
/* harmony export */   R6: () => (/* binding */ PATCH_SOURCE_SETTINGS),
/* harmony export */   V1: () => (/* binding */ PLAN_FORMAT_VERSION),
/* harmony export */   WW: () => (/* reexport safe */ _commissioning_assessment_model_js__WEBPACK_IMPORTED_MODULE_1__.W),
/* harmony export */   kM: () => (/* binding */ DEFAULT_SAFETY_LIMITS),
/* harmony export */   nj: () => (/* binding */ PATCH_SOURCE_CHANGES)
/* harmony export */ });
/* harmony import */ var _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1477);
/* harmony import */ var _commissioning_assessment_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7551);
// The plan and its results: documents bound to live cyber systems, the operations, the safety
// report and what apply did. Data that renderers and apply only read; pure types and constants.


/** "facility" or "control center", as messages and renderers say it. */
function parentKindWord(kind) {
    return kind === "facility" ? "facility" : "control center";
}
// ---------------------------------------------------------------------------------------------
// The plan: data that renderers and apply only read. Versioned; see schemas/plan.schema.json.
const PLAN_FORMAT_VERSION = 1;
/**
 * The policy's `patch_sources:`: `flag` (the default) lists the items without a source in the
 * plan; `require` also refuses the plan when the change adds or changes one.
 */
const PATCH_SOURCE_SETTINGS = ["flag", "require"];
/**
 * How an item stands against the existing baseline: added or changed (its version) by this
 * change, as it was (an existing gap), or unknown (the baselines were not compared).
 */
const PATCH_SOURCE_CHANGES = ["added", "changed", "existing", "unknown"];
const DEFAULT_SAFETY_LIMITS = {
    maxChangeRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-change-percent"].default / 100,
    minAssetsForRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["min-assets-for-ratio"].default,
    maxChanges: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-changes"].default,
};
/**
 * An operation's number as people read it, from 1 (#1 in text): the plan's first operation is 1,
 * which the plan's and the record's JSON hold as index 0 (`index`, `depends_on`).
 */
function operationNumber(index) {
    return index + 1;
}


/***/ }),

/***/ 3788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ fileChanges),
/* harmony export */   NJ: () => (/* binding */ requiredGapErrors),
/* harmony export */   Yz: () => (/* binding */ knownParentsOf)
/* harmony export */ });
/* unused harmony export changedFiles */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

/**
 * The facilities and control centers known: those `documents` declare, and `live`'s when the
 * service was read (undefined: it was not).
 */
function knownParentsOf(documents, live) {
    const declared = documents.flatMap(({ facility, controlCenter }) => [facility, controlCenter].flatMap((parent) => (parent === undefined ? [] : [parent.value])));
    if (live === undefined)
        return { names: declared, from: "inventory" };
    const held = [...live.facilities, ...live.controlCenters].map(({ name }) => name);
    return { names: [...held, ...declared], from: "service" };
}
/**
 * What a gate's `require` refuses: an error at each of `gaps`, in `words` with the policy file's
 * name, under `require`; the policy's own diagnostics when it could not be read (fail closed).
 * Nothing without a gap, and nothing under a milder setting (the gate's warnings say those).
 */
function requiredGapErrors(gaps, read, words) {
    if (gaps.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule;
    if (rule?.setting !== "require")
        return [];
    return gaps.map((gap) => ({
        severity: "error",
        location: gap.location,
        message: words(gap, rule.file),
    }));
}
/**
 * The files of `head` whose text differs from `base`'s (added or changed, each with what `shown`
 * reads of it) and those of `base` that `head` lacks (removed, by path), in path order; every
 * family's `changes` compares its files so.
 */
function changedFiles(head, base, shown) {
    const files = [];
    for (const [file, text] of head) {
        const was = base.get(file);
        if (was === text)
            continue;
        const change = was === undefined ? "added" : "changed";
        files.push({ file, change, ...shown(file, text, change) });
    }
    for (const file of base.keys())
        if (!head.has(file))
            files.push({ file, change: "removed" });
    return files.sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.file, b.file));
}
/**
 * A family's `changes`: its changed files (changedFiles) with the commit compared with, in words;
 * undefined when none is added, changed or removed, so the plan shows nothing of the family.
 */
function fileChanges(head, base, comparedWith, shown) {
    const files = changedFiles(head, base, shown);
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
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
/* harmony export */   Ru: () => (/* binding */ lapseBand),
/* harmony export */   Tj: () => (/* binding */ intervalWords),
/* harmony export */   WO: () => (/* binding */ MONTH_END_CONVENTIONS),
/* harmony export */   Xv: () => (/* binding */ CALENDAR_TIME_ZONE_PATTERN),
/* harmony export */   Z4: () => (/* binding */ resolveCalendar),
/* harmony export */   Zi: () => (/* binding */ calendarRule),
/* harmony export */   _s: () => (/* binding */ isCalendarTimeZone),
/* harmony export */   fi: () => (/* binding */ addDays),
/* harmony export */   jF: () => (/* binding */ DEFAULT_CALENDAR),
/* harmony export */   m7: () => (/* binding */ dateIn),
/* harmony export */   nS: () => (/* binding */ latestDateAt),
/* harmony export */   qo: () => (/* binding */ CALENDAR_TIME_ZONE_HINT),
/* harmony export */   tf: () => (/* binding */ isCalendarDate),
/* harmony export */   vV: () => (/* binding */ addInterval)
/* harmony export */ });
/* unused harmony exports offsetAt, LAPSE_BANDS */
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
/** `day` (YYYY-MM-DD) plus `every`: calendar days, or calendar months by `monthEnd`. */
function addInterval(day, every, monthEnd) {
    return "days" in every ? addDays(day, every.days) : addMonths(day, every.months, monthEnd);
}
/** The bands of the Violation Severity Levels of a clock of calendar months, in the tool's words. */
const LAPSE_BANDS = ["none", "lower", "moderate", "high", "severe"];
/**
 * How late an event on `day` is after one on `from`, against a clock of `months` calendar months,
 * as the VSLs of CIP-003-9 R1 and CIP-007-6 R5 Part 5.6 grade it (the tool's reading, not quoted):
 * within `months`, none; within one month more, lower; two, moderate; three, high; later, severe.
 */
function lapseBand(from, day, months, monthEnd) {
    const band = [0, 1, 2, 3].findIndex((late) => day <= addMonths(from, months + late, monthEnd));
    return LAPSE_BANDS[band === -1 ? 4 : band] ?? "severe";
}
/** "15 calendar months", "180 calendar days". */
function intervalWords(every) {
    return "months" in every ? `${every.months} calendar months` : `${every.days} calendar days`;
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
/* harmony export */   Y5: () => (/* binding */ SHA256_HEX),
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
/** A SHA-256 as a file names one: 64 lowercase hex digits, as sha256sum prints it. */
const SHA256_HEX = /^[0-9a-f]{64}$/;
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
        if (!SHA256_HEX.test(hex))
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

/***/ 8371:
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

/***/ 6115:
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
/* harmony import */ var _platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8371);
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
    url: (0,_platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("NetBox", "NETBOX_TOKEN"),
    filters: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP())
        .optional()
        .meta({ description: "Query parameters for /api/dcim/devices/ (e.g. tag: cip)." }),
    ...fieldKeys("device"),
});
const servicenowSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("servicenow"),
    url: (0,_platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("ServiceNow", "SERVICENOW_USER and SERVICENOW_PASSWORD (auth: basic) or SERVICENOW_TOKEN (auth: oauth)"),
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
    url: (0,_platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("Tenable OT Security", "TENABLE_OT_API_KEY"),
    search: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .optional()
        .meta({ description: "The assets query's search text, e.g. a segment's name." }),
    filter: _platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .tenableFilterSchema */ .vj.optional().meta({
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
    url: (0,_platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("Nozomi Networks", "NOZOMI_USER and NOZOMI_PASSWORD (auth: basic) or NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN (auth: api-key)"),
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

/***/ 4810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ FAILED_AUTHENTICATION_METHODS),
/* harmony export */   Jg: () => (/* binding */ GROUPINGS),
/* harmony export */   L1: () => (/* binding */ ACCESS_FILE_VERSION),
/* harmony export */   XJ: () => (/* binding */ CHANGE_ENFORCEMENTS),
/* harmony export */   Yt: () => (/* binding */ SYSTEM_ACCESS_FOLDER),
/* harmony export */   _T: () => (/* binding */ PARAMETER_ENFORCEMENTS),
/* harmony export */   d2: () => (/* binding */ ACCOUNT_TYPE_KINDS),
/* harmony export */   dS: () => (/* binding */ PASSWORD_CHANGE_MONTHS),
/* harmony export */   wQ: () => (/* binding */ DEFAULT_PASSWORD_ANSWERS)
/* harmony export */ });
// What a system access file declares (CIP-007-6 R5), one reviewed file per system, group of
// systems, location or system type, `system-access/ID.yaml`, as Part 5.2 lets the entity choose
// ("either by system, by groups of systems, by location, or by system type(s)"): the known enabled
// default and other generic account types (5.2), each password-only one's password change (5.6:
// procedural, a technical enforcement with its timeframe, or why it does not apply); the shared
// accounts, each with where its authorized individuals are kept and a digest of that list (5.3:
// the names stay outside git); the password parameters each asset enforces (5.5); the method
// limiting or alerting on failed authentication (5.7); and each asset's answer on default
// passwords (5.4). What the device really enforces stays the entity's operational evidence.
// parse-access-file.ts reads it with positions.
/** The folder the access files are filed in, each as ID.yaml. */
const SYSTEM_ACCESS_FOLDER = "system-access";
/** The version of the access files' shape. */
const ACCESS_FILE_VERSION = 1;
/** Part 5.2's four ways to group the inventory, as the file's `by:` names them. */
const GROUPINGS = ["system", "group", "location", "system-type"];
/**
 * The account types the standard's Guidelines list ("Account types referenced in this guidance
 * typically include"), as the file's `type:` names them: a controlled vocabulary, so that the
 * population counts like with like.
 */
const ACCOUNT_TYPE_KINDS = [
    "shared",
    "individual",
    "administrative",
    "system",
    "application",
    "guest",
    "remote-access",
    "generic",
];
/** Part 5.6's answer for a password-only account type, by `change:`. */
const CHANGE_ENFORCEMENTS = ["procedural", "technical", "not-applicable"];
/**
 * Part 5.6's "at least once every 15 calendar months": the clock between changes, and the longest
 * timeframe a technical enforcement may state.
 */
const PASSWORD_CHANGE_MONTHS = 15;
/** 5.5's enforcement: technical (the asset checks) or procedural (the people do). */
const PARAMETER_ENFORCEMENTS = ["technical", "procedural"];
/** 5.7's methods: either bullet, or none where it is not technically feasible. */
const FAILED_AUTHENTICATION_METHODS = ["lockout", "alert", "not-capable"];
/**
 * 5.4's answer per Cyber Asset: its known default passwords changed, its default unique to the
 * device (pseudo-randomly generated, which the Rationale says is no default password), or none.
 */
const DEFAULT_PASSWORD_ANSWERS = ["changed", "unique-by-vendor", "none"];


/***/ }),

/***/ 8406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ PASSWORD_CHANGES_FOLDER),
/* harmony export */   _: () => (/* binding */ PASSWORD_CHANGE_VERSION)
/* harmony export */ });
/* harmony import */ var _access_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4810);
// What a password-change record declares (CIP-007-6 R5 Part 5.6): one dated change of the
// passwords of some account types, in the access files that declare them, reviewed by pull request
// and filed in `system-access/records/ID.yaml`. It names no password, only the day and what was
// changed. parse-password-change.ts reads it with positions; its clocks are
// core/obligations/system-access/.

/** The folder the password-change records are filed in, each as ID.yaml. */
const PASSWORD_CHANGES_FOLDER = `${_access_file_js__WEBPACK_IMPORTED_MODULE_0__/* .SYSTEM_ACCESS_FOLDER */ .Yt}/records`;
/** The version of the records' shape. */
const PASSWORD_CHANGE_VERSION = 1;


/***/ }),

/***/ 3279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TK: () => (/* binding */ SYSTEM_ACCESS_FILES),
  EB: () => (/* binding */ accessFilesCarried),
  zv: () => (/* binding */ passwordChangesCarried)
});

// UNUSED EXPORTS: accessShown, isAccessFile, isPasswordChange

// EXTERNAL MODULE: ./src/core/families/system-access/system-access-shape.ts
var system_access_shape = __webpack_require__(3803);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/carried-files.ts
var carried_files = __webpack_require__(4502);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(3788);
// EXTERNAL MODULE: ./src/core/system-access/access-file.ts
var access_file = __webpack_require__(4810);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
;// CONCATENATED MODULE: ./src/core/system-access/access-reminders.ts




/**
 * The reminders of `access` (the checkout's access files, read; one that does not parse counts
 * for none) and `records` (the checkout's password-change records, parsed) for `operations`.
 */
function accessReminders(access, records, operations) {
    return [...uncoveredSystems(access, operations), ...unmatchedChanges(access, records)];
}
/** One warning per High or Medium system the change creates Cyber Assets in that no file covers. */
function uncoveredSystems(access, operations) {
    if (access.length === 0 || access.some((file) => file.by === "system-type"))
        return [];
    const covered = (operation) => {
        const { name, parent } = operation.cyber_system;
        return access.some(({ by, covers }) => by === "location" ? parent !== null && covers.includes(parent.name) : covers.includes(name));
    };
    const first = new Map();
    for (const operation of operations)
        if (operation.action === "create" &&
            operation.asset_type !== "software" &&
            operation.cyber_system.impact !== "low" &&
            !first.has(operation.cyber_system.id) &&
            !covered(operation))
            first.set(operation.cyber_system.id, operation);
    return [...first.values()].map((operation) => {
        const { impact, name, parent } = operation.cyber_system;
        const rated = impact === undefined ? "declares no impact (judged as High)" : `is ${impact} impact`;
        const location = parent === null
            ? ""
            : `, or by: location with covers: [${(0,diagnostics/* quote */.hD)(parent.name)}] (its ${(0,plan_model/* parentKindWord */.Pk)(parent.kind)})`;
        return {
            severity: "warning",
            ...(operation.source === undefined ? {} : { location: operation.source }),
            message: `CIP-007-6 R5 Part 5.2: this change adds Cyber Assets to system ${(0,diagnostics/* quote */.hD)(name)}, which ${rated}, and no access file covers it, so its enabled default and generic account types are not inventoried: write ${access_file/* SYSTEM_ACCESS_FOLDER */.Yt}/ID.yaml with by: system and covers: [${(0,diagnostics/* quote */.hD)(name)}]${location}, or add it to an existing access file's covers (docs/obligations/cip-007-r5.md)`,
        };
    });
}
/** A warning at each list of a record naming an access file or account type that closes nothing. */
function unmatchedChanges(access, records) {
    const byId = new Map(access.map((file) => [file.id, file]));
    return records.flatMap(({ value: record, references = [] }) => {
        if (record === undefined)
            return [];
        const at = (kind) => references.find((reference) => reference.kind === kind)?.at;
        const missing = record.accessFiles.filter((id) => !byId.has(id));
        const named = record.accessFiles.flatMap((id) => byId.get(id)?.accountTypes ?? []);
        const procedural = new Set(named.filter((type) => type.change?.enforcement === "procedural").map((type) => type.name));
        const unmatched = record.accountTypes.filter((name) => !procedural.has(name));
        return [
            ...(missing.length === 0
                ? []
                : [
                    warningAt(at("access_files"), `CIP-007-6 R5 Part 5.6: access_files names ${(0,wording/* listOf */.c3)(missing.map(diagnostics/* quote */.hD))}, which no access file of ${access_file/* SYSTEM_ACCESS_FOLDER */.Yt}/ is (its id is its file's name): name the access files whose account types were changed`),
                ]),
            ...(unmatched.length === 0
                ? []
                : [
                    warningAt(at("account_types"), `CIP-007-6 R5 Part 5.6: account_types names ${(0,wording/* listOf */.c3)(unmatched.map(diagnostics/* quote */.hD))}, which no access file it names declares with change: procedural, so this record closes no clock for ${unmatched.length === 1 ? "it" : "them"}: name the account types as those files do, or the files that declare them`),
                ]),
        ];
    });
}
function warningAt(location, message) {
    return { severity: "warning", ...(location === undefined ? {} : { location }), message };
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/reviewed-file-reader.ts
var reviewed_file_reader = __webpack_require__(7210);
;// CONCATENATED MODULE: ./src/core/system-access/access-values.ts
// What the family's access files read beyond what the reviewed file reader offers: a whole number
// within bounds. Each problem at its place, saying what to write. Pure.



/** The field `key`, a whole number from `min` to `max`. */
function wholeNumber(reader, fields, key, { hint, min, max, over }) {
    const { value, keyOffset } = (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const text = reader.scalarValue(value, keyOffset, { label: key, hint });
    if (text === undefined)
        return undefined;
    const number = /^\d{1,6}$/.test(text.value) ? Number(text.value) : Number.NaN;
    const at = (0,yaml_reader/* nodeStart */.f)(value);
    if (Number.isNaN(number) || number < min) {
        reader.error(at, `${key} must be a whole number, at least ${min}: ${hint}; not ${(0,diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
    if (max === undefined || number <= max)
        return number;
    reader.error(at, `${key} ${number} is over ${max}: ${over ?? hint}`);
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/system-access/parse-account-entries.ts






/** The keys each 5.6 answer writes besides `change`. */
const CHANGE_KEYS = {
    procedural: [],
    technical: ["max_age_months", "reference"],
    "not-applicable": ["reason"],
};
function accountTypeOf(reader, map) {
    const known = [
        "name",
        "type",
        "password_only",
        "change",
        "max_age_months",
        "reference",
        "reason",
    ];
    const fields = reader.fields(map, known, ["name", "type", "password_only"], "an account type");
    if (fields === undefined)
        return undefined;
    const name = reader.textField(fields, "name", "the account type's name, as the assets know it");
    const type = reader.choiceField(fields, "type", access_file/* ACCOUNT_TYPE_KINDS */.d2);
    const only = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "password_only");
    const passwordOnly = reader.flag(only.value, only.keyOffset, "password_only");
    if (name === undefined || type === undefined || passwordOnly === undefined)
        return undefined;
    if (!passwordOnly) {
        const extra = ["change", ...Object.values(CHANGE_KEYS).flat()].find((key) => fields.has(key));
        if (extra === undefined)
            return { name, type, passwordOnly };
        reader.error((0,reviewed_file_reader/* requiredField */.Q$)(fields, extra).keyOffset, `${extra} answers CIP-007 R5.6, which reaches password-only account types: remove it, or write password_only: true`);
        return undefined;
    }
    if (!fields.has("change")) {
        reader.error((0,yaml_reader/* nodeStart */.f)(map), `account type ${(0,diagnostics/* quote */.hD)(name)} is password-only, and has no change: write change: procedural (changed by reviewed records), technical (with max_age_months and reference) or not-applicable (with reason) (CIP-007 R5.6)`);
        return undefined;
    }
    const enforcement = reader.choiceField(fields, "change", access_file/* CHANGE_ENFORCEMENTS */.XJ);
    if (enforcement === undefined)
        return undefined;
    const own = CHANGE_KEYS[enforcement];
    const wrong = Object.values(CHANGE_KEYS)
        .flat()
        .find((key) => fields.has(key) && !own.includes(key));
    if (wrong !== undefined) {
        reader.error((0,reviewed_file_reader/* requiredField */.Q$)(fields, wrong).keyOffset, `${wrong} does not go with change: ${enforcement}; remove it${own.length === 0 ? "" : `, and write ${(0,wording/* listOf */.c3)(own)}`}`);
        return undefined;
    }
    if (!reader.required(map, own, `account type ${(0,diagnostics/* quote */.hD)(name)} with change: ${enforcement}`))
        return undefined;
    const change = changeOf(reader, fields, enforcement);
    return change === undefined ? undefined : { name, type, passwordOnly, change };
}
function changeOf(reader, fields, enforcement) {
    switch (enforcement) {
        case "procedural":
            return { enforcement };
        case "technical": {
            const months = wholeNumber(reader, fields, "max_age_months", {
                hint: `the months after which the asset forces the change, 1 to ${access_file/* PASSWORD_CHANGE_MONTHS */.dS}`,
                min: 1,
                max: access_file/* PASSWORD_CHANGE_MONTHS */.dS,
                over: `CIP-007 R5.6 asks a change at least once every ${access_file/* PASSWORD_CHANGE_MONTHS */.dS} calendar months: write ${access_file/* PASSWORD_CHANGE_MONTHS */.dS} or fewer, or change: procedural`,
            });
            const reference = reader.textField(fields, "reference", "where the enforced setting is documented (a policy object, a configuration export)");
            const read = { enforcement, maxAgeMonths: months, reference };
            return (0,reviewed_file_reader/* everyRead */.wJ)(read) ? read : undefined;
        }
        case "not-applicable": {
            const reason = reader.textField(fields, "reason", "why 5.6 does not apply: a technical feasibility exception's reference, or a medium impact system without External Routable Connectivity");
            return reason === undefined ? undefined : { enforcement, reason };
        }
    }
}
function sharedAccountOf(reader, map) {
    const keys = ["account", "authorized_individuals", "list_sha256"];
    const fields = reader.fields(map, keys, keys, "a shared account");
    if (fields === undefined)
        return undefined;
    const account = reader.textField(fields, "account", "the shared account's name");
    const authorizedIndividuals = reader.textField(fields, "authorized_individuals", "where the individuals with authorized access are kept (a CIP-004 access list, its record's reference), never their names");
    const listSha256 = reader.textField(fields, "list_sha256", "the SHA-256 of that list, 64 hex digits");
    const read = { account, authorizedIndividuals, listSha256 };
    if (!(0,reviewed_file_reader/* everyRead */.wJ)(read))
        return undefined;
    if (/^[0-9a-f]{64}$/.test(read.listSha256))
        return read;
    reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "list_sha256").value), `list_sha256 must be the list's SHA-256 in 64 lower-case hex digits (sha256sum prints it), not ${(0,diagnostics/* quote */.hD)(read.listSha256)}`);
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/core/system-access/parse-asset-entries.ts
// The entries of a system access file's per-asset lists, each read with its place by the file's
// parser (parse-access-file.ts): CIP-007 R5.5's password parameters, held to "the lesser of" eight
// characters and three types of characters or the asset's maximum; 5.7's method (lockout or alert
// with its threshold, or not-capable); 5.4's answer on default passwords. Pure.





/** `assets:`, the word `all` or a list of asset names. */
function assetsOf(reader, fields) {
    const { value, keyOffset } = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "assets");
    if ((0,dist/* isScalar */.jn)(value) && value.value === "all")
        return "all";
    return reader.texts(value, keyOffset, "assets", "the assets' names, or all (every asset the file covers)");
}
function parametersOf(reader, map) {
    const required = ["assets", "enforcement", "reference", "min_length", "min_character_types"];
    const known = [...required, "max_length_supported", "max_character_types_supported"];
    const fields = reader.fields(map, known, required, "a password parameters entry");
    if (fields === undefined)
        return undefined;
    const assets = assetsOf(reader, fields);
    const enforcement = reader.choiceField(fields, "enforcement", access_file/* PARAMETER_ENFORCEMENTS */._T);
    const reference = reader.textField(fields, "reference", "where the parameters are enforced: the setting's documentation, or the procedure");
    const minLength = wholeNumber(reader, fields, "min_length", {
        hint: "the shortest password allowed",
        min: 1,
    });
    const minCharacterTypes = wholeNumber(reader, fields, "min_character_types", {
        hint: "the fewest types of characters (upper case, lower case, digits, others), 1 to 4",
        min: 1,
        max: 4,
    });
    const maxLength = fields.has("max_length_supported")
        ? wholeNumber(reader, fields, "max_length_supported", {
            hint: "the asset's longest password",
            min: 1,
        })
        : null;
    const maxTypes = fields.has("max_character_types_supported")
        ? wholeNumber(reader, fields, "max_character_types_supported", {
            hint: "the most types of characters the asset accepts, 1 to 4",
            min: 1,
            max: 4,
        })
        : null;
    const read = { assets, enforcement, reference };
    const declared = { minLength, minCharacterTypes, maxLength, maxTypes };
    if (!(0,reviewed_file_reader/* everyRead */.wJ)(read) || !(0,reviewed_file_reader/* everyRead */.wJ)(declared) || !reachesTheLesser(reader, fields, declared))
        return undefined;
    return {
        ...read,
        minLength: declared.minLength,
        minCharacterTypes: declared.minCharacterTypes,
        ...(declared.maxLength === null ? {} : { maxLengthSupported: declared.maxLength }),
        ...(declared.maxTypes === null ? {} : { maxCharacterTypesSupported: declared.maxTypes }),
    };
}
/**
 * 5.5.1 and 5.5.2: the length and complexity reach "the lesser of" eight characters, or three types
 * of characters, and the asset's maximum (null: none written); each shortfall reported.
 */
function reachesTheLesser(reader, fields, declared) {
    const { minLength, minCharacterTypes, maxLength, maxTypes } = declared;
    const lengthDue = Math.min(8, maxLength ?? 8);
    const typesDue = Math.min(3, maxTypes ?? 3);
    let valid = true;
    if (minLength < lengthDue) {
        reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "min_length").value), `min_length ${minLength} is under ${lengthDue}, the lesser of eight characters and the asset's maximum (CIP-007 R5.5.1): enforce ${lengthDue} or more, or write max_length_supported: N when the asset supports fewer`);
        valid = false;
    }
    if (minCharacterTypes < typesDue) {
        reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "min_character_types").value), `min_character_types ${minCharacterTypes} is under ${typesDue}, the lesser of three types of characters and the asset's maximum (CIP-007 R5.5.2): enforce ${typesDue} or more, or write max_character_types_supported: N when the asset supports fewer`);
        valid = false;
    }
    return valid;
}
function failedOf(reader, map) {
    const fields = reader.fields(map, ["assets", "method", "threshold", "reference"], ["assets", "method", "reference"], "a failed authentication entry");
    if (fields === undefined)
        return undefined;
    const assets = assetsOf(reader, fields);
    const method = reader.choiceField(fields, "method", access_file/* FAILED_AUTHENTICATION_METHODS */.EN);
    const reference = reader.textField(fields, "reference", "where the lockout or alerting is configured, or the technical feasibility exception's reference");
    if (assets === undefined || method === undefined || reference === undefined)
        return undefined;
    if (method === "not-capable") {
        if (!fields.has("threshold"))
            return { assets, method, reference };
        reader.error((0,reviewed_file_reader/* requiredField */.Q$)(fields, "threshold").keyOffset, "threshold goes with method: lockout or alert; remove it for an asset that can do neither");
        return undefined;
    }
    if (!fields.has("threshold")) {
        reader.error((0,yaml_reader/* nodeStart */.f)(map), `method: ${method} has no threshold; write threshold: N, the unsuccessful attempts after which it ${method === "lockout" ? "locks the account" : "alerts"} (CIP-007 R5.7)`);
        return undefined;
    }
    const threshold = wholeNumber(reader, fields, "threshold", {
        hint: "the number of unsuccessful attempts",
        min: 1,
    });
    return threshold === undefined ? undefined : { assets, method, threshold, reference };
}
function defaultPasswordsOf(reader, map) {
    const keys = ["asset", "answer", "reference"];
    const fields = reader.fields(map, keys, keys, "a default passwords entry");
    if (fields === undefined)
        return undefined;
    const asset = reader.textField(fields, "asset", "the Cyber Asset's name in the inventory");
    const answer = reader.choiceField(fields, "answer", access_file/* DEFAULT_PASSWORD_ANSWERS */.wQ);
    const reference = reader.textField(fields, "reference", "the record of the change (a commissioning checklist), or the vendor document showing the default is unique to the device or that it has none");
    const read = { asset, answer, reference };
    return (0,reviewed_file_reader/* everyRead */.wJ)(read) ? read : undefined;
}

;// CONCATENATED MODULE: ./src/core/system-access/parse-access-file.ts






const KEYS = [
    "version",
    "id",
    "by",
    "covers",
    "account_types",
    "shared_accounts",
    "password_parameters",
    "failed_authentication",
    "default_passwords",
];
/** What `covers:` lists, by `by:`. */
const COVERED = {
    system: "the one system it speaks for, by its name in the inventory",
    group: "the systems of the group, by their names in the inventory",
    location: "the locations (facilities or control centers) whose systems it speaks for",
    "system-type": "the system types it speaks for, in the entity's words",
};
/** Reads a system access file. */
function parseAccessFileText(text, file) {
    const kind = { what: "a system access file", version: access_file/* ACCESS_FILE_VERSION */.L1 };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => accessFileOf(reader, map, file));
}
function accessFileOf(reader, map, file) {
    const fields = reader.fileFields(map, KEYS, KEYS, "a system access file");
    if (fields === undefined)
        return undefined;
    const id = reader.fileIdField(fields, file, {
        folder: access_file/* SYSTEM_ACCESS_FOLDER */.Yt,
        what: "system access file",
    });
    const by = reader.choiceField(fields, "by", access_file/* GROUPINGS */.Jg);
    const covers = by === undefined ? undefined : reader.textsField(fields, "covers", COVERED[by]);
    if (by === "system" && covers !== undefined && covers.length > 1)
        reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "covers").value), `by: system speaks for one system, and covers names ${covers.length}; write by: group, or one access file per system`);
    const read = {
        id,
        by,
        covers,
        accountTypes: mapsOf(reader, fields, "account_types", accountTypeOf),
        sharedAccounts: mapsOf(reader, fields, "shared_accounts", sharedAccountOf),
        passwordParameters: mapsOf(reader, fields, "password_parameters", parametersOf),
        failedAuthentication: mapsOf(reader, fields, "failed_authentication", failedOf),
        defaultPasswords: mapsOf(reader, fields, "default_passwords", defaultPasswordsOf),
    };
    return (0,reviewed_file_reader/* everyRead */.wJ)(read) && acrossLists(reader, fields, read) ? read : undefined;
}
/**
 * What the lists say of each other: each account type and shared account written once, a shared
 * account type listed under shared_accounts (5.3), and parameters declared when an account type is
 * password-only (5.5).
 */
function acrossLists(reader, fields, file) {
    const at = (key) => (0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, key).value);
    let valid = true;
    const once = (names, key, what) => {
        const twice = names.find((name, index) => names.indexOf(name) !== index);
        if (twice === undefined)
            return;
        reader.error(at(key), `${what} ${(0,diagnostics/* quote */.hD)(twice)} is written twice in ${key}; keep one`);
        valid = false;
    };
    once(file.accountTypes.map((type) => type.name), "account_types", "account type");
    once(file.sharedAccounts.map((account) => account.account), "shared_accounts", "shared account");
    once(file.defaultPasswords.map((answer) => answer.asset), "default_passwords", "asset");
    const listed = new Set(file.sharedAccounts.map((account) => account.account));
    for (const type of file.accountTypes.filter((one) => one.type === "shared"))
        if (!listed.has(type.name)) {
            reader.error(at("account_types"), `account type ${(0,diagnostics/* quote */.hD)(type.name)} is shared, and shared_accounts does not list it: add { account: ${type.name}, authorized_individuals: WHERE-THEY-ARE-KEPT, list_sha256: DIGEST-OF-THAT-LIST } (CIP-007 R5.3)`);
            valid = false;
        }
    const passwordOnly = file.accountTypes.filter((type) => type.passwordOnly);
    if (passwordOnly.length > 0 && file.passwordParameters.length === 0) {
        reader.error(at("password_parameters"), `account type ${(0,diagnostics/* quote */.hD)(passwordOnly[0]?.name ?? "")} is password-only, and password_parameters declares none: add the length and complexity the assets enforce (CIP-007 R5.5)`);
        valid = false;
    }
    return valid;
}
/**
 * The list field `key`, `[]` stating none, each entry a map `read` reads with its place; undefined
 * when one is refused (each reported).
 */
function mapsOf(reader, fields, key, read) {
    const { value, keyOffset } = (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const items = reader.list(value, keyOffset, key, `${ENTRY[key] ?? "entries"}, or [] for none`, true);
    if (items === undefined)
        return undefined;
    const entries = items.map((item) => {
        const map = reader.submap(item, (0,yaml_reader/* nodeStart */.f)(value), `${key} entry`, ENTRY[key] ?? "");
        return map === undefined ? undefined : read(reader, map);
    });
    return entries.every((entry) => entry !== undefined) ? entries : undefined;
}
/** How each list's entry is written, for the messages. */
const ENTRY = {
    account_types: "{ name, type, password_only, change }",
    shared_accounts: "{ account, authorized_individuals, list_sha256 }",
    password_parameters: "{ assets, enforcement, reference, min_length, min_character_types }",
    failed_authentication: "{ assets, method, threshold, reference }",
    default_passwords: "{ asset, answer, reference }",
};

;// CONCATENATED MODULE: ./src/core/system-access/default-password-gate.ts
// CIP-007-6 R5 Part 5.4 at review, as a pure decision: "Change known default passwords, per Cyber
// Asset capability", whose Measure names "Records of a procedure that passwords are changed when new
// devices are in production". So each Cyber Asset the change creates in a High or Medium impact
// system (one whose document declares no impact is judged as High: fail closed) must have its
// answer in an access file of the checkout (`default_passwords`: changed, unique-by-vendor or
// none, with its reference), matched by the asset's name as the inventory compares names (case
// aside). Without one it is listed; the owner policy's `default_passwords:` flags it (the default:
// a warning in the plan) or refuses the plan and so the merge (`require`), as the commissioning
// gates do; a policy that cannot be read refuses (fail closed). A file that does not parse answers
// nothing (the plan refuses it at review anyway). Which system an access file covers is not
// compared with the asset's: any file's answer for the asset's name counts. The plan asks it as the
// access files' set's gate (ReviewedFileSet.gate), as it asks every family's.





const KEY = system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.reviewedFiles.gateSetting.key;
/**
 * The assets whose answer the change needs: Cyber Assets (a `software` record is baseline content,
 * no Cyber Asset, and has no password of its own) created in a High, Medium or unrated system.
 */
function commissioned(operations) {
    return operations.flatMap((operation) => operation.action === "create" &&
        operation.asset_type !== "software" &&
        operation.cyber_system.impact !== "low"
        ? [operation]
        : []);
}
/** Every asset name an access file of `head` answers for, by the inventory's name key. */
function answered(head) {
    const names = new Set();
    for (const [file, text] of head)
        for (const answer of parseAccessFileText(text, file).value?.defaultPasswords ?? [])
            names.add((0,shared_names/* nameKey */.Rc)(answer.asset));
    return names;
}
/** What the asset lacks, as every output says it. */
function lackWords(operation) {
    const { impact, name } = operation.cyber_system;
    const rated = impact === undefined
        ? "a system that declares no impact (judged as High)"
        : `${impact === "high" ? "High" : "Medium"} impact system ${(0,diagnostics/* quote */.hD)(name)}`;
    return `CIP-007 R5.4: Cyber Asset ${(0,diagnostics/* quote */.hD)(operation.name)} is created in ${impact === undefined ? `${(0,diagnostics/* quote */.hD)(name)}, ${rated}` : rated}, and no system access file gives its default passwords answer`;
}
/** How to give the answer. */
function fixWords(operation) {
    return `add { asset: ${operation.name}, answer: changed, unique-by-vendor or none, reference: WHERE-IT-IS-RECORDED } to default_passwords in the access file covering its system (${access_file/* SYSTEM_ACCESS_FOLDER */.Yt}/ID.yaml)`;
}
/**
 * The access files' gate (ReviewedFileSet.gate): each asset the change creates in a High, Medium
 * or unrated system without its 5.4 answer in `head`, a warning under `flag` and an error under
 * `require` or when the policy cannot be read.
 */
function defaultPasswordGate(head, read, operations) {
    const created = commissioned(operations);
    if (created.length === 0)
        return [];
    const names = answered(head);
    const lacking = created.filter((operation) => !names.has((0,shared_names/* nameKey */.Rc)(operation.name)));
    if (lacking.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule?.setting === "require" ? read.rule : undefined;
    return lacking.map((operation) => ({
        severity: rule === undefined ? "warning" : "error",
        ...(operation.source === undefined ? {} : { location: operation.source }),
        message: rule === undefined
            ? `${lackWords(operation)}: ${fixWords(operation)}`
            : `${lackWords(operation)}, and ${rule.file} sets ${KEY}: require: ${fixWords(operation)}`,
    }));
}

// EXTERNAL MODULE: ./src/core/system-access/password-change-record.ts
var password_change_record = __webpack_require__(8406);
;// CONCATENATED MODULE: ./src/core/system-access/parse-password-change.ts



const parse_password_change_KEYS = ["version", "id", "performed_on", "access_files", "account_types"];
/**
 * Reads a password-change record; `now` (at review) refuses a day after the latest any time zone
 * has reached. Without it (reading a record the ledger carries), the pass judges the day.
 */
function parsePasswordChangeText(text, file, now) {
    const kind = { what: "a password-change record", version: password_change_record/* PASSWORD_CHANGE_VERSION */._ };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => recordOf(reader, map, file, now));
}
function recordOf(reader, map, file, now) {
    const fields = reader.fileFields(map, parse_password_change_KEYS, parse_password_change_KEYS, "a password-change record");
    if (fields === undefined)
        return undefined;
    const id = reader.fileIdField(fields, file, {
        folder: password_change_record/* PASSWORD_CHANGES_FOLDER */.F,
        what: "password-change record",
    });
    const performedOn = reader.pastDateField(fields, "performed_on", "the day the passwords were changed", now, "the day the passwords were changed, once they have been");
    const accessFiles = reader.textsField(fields, "access_files", "the ids of the access files (system-access/ID.yaml) whose account types were changed");
    const accountTypes = reader.textsField(fields, "account_types", "the account types changed, by the names the access files give them");
    const read = { id, performedOn, accessFiles, accountTypes };
    if (!(0,reviewed_file_reader/* everyRead */.wJ)(read))
        return undefined;
    for (const kind of ["access_files", "account_types"])
        reader.refer((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, kind).value), { kind });
    return read;
}

;// CONCATENATED MODULE: ./src/core/system-access/system-access-files.ts









/** Whether a path (from the repository root) is an access file. */
const isAccessFile = (0,carried_files/* yamlFileIn */.fG)(access_file/* SYSTEM_ACCESS_FOLDER */.Yt);
/** Whether a path (from the repository root) is a password-change record. */
const isPasswordChange = (0,carried_files/* yamlFileIn */.fG)(password_change_record/* PASSWORD_CHANGES_FOLDER */.F);
/** Whether a path is a password-change record as review names it. */
const isPasswordChangeNamed = (0,carried_files/* yamlFileIn */.fG)(password_change_record/* PASSWORD_CHANGES_FOLDER */.F, "named");
/** What the plan and the population show of an access file. */
function accessShown(file) {
    return {
        id: file.id,
        by: file.by,
        covers: file.covers,
        account_types: file.accountTypes.map((type) => ({
            name: type.name,
            type: type.type,
            change: type.change?.enforcement ?? "not password-only",
            ...(type.change?.enforcement === "technical"
                ? { max_age_months: type.change.maxAgeMonths }
                : {}),
        })),
        shared_accounts: file.sharedAccounts.map((shared) => ({
            account: shared.account,
            authorized_individuals: shared.authorizedIndividuals,
            list_sha256: shared.listSha256,
        })),
        default_passwords: file.defaultPasswords.map(({ asset, answer }) => ({ asset, answer })),
    };
}
/** The access files a merge's record carries, read (null where it removes one). */
function accessFilesCarried(carried) {
    return (0,carried_files/* standingFilesCarried */.Ox)(carried, {
        is: isAccessFile,
        read: (text, file) => parseAccessFileText(text, file).value,
    });
}
/** The password-change records a merge's record carries, new or changed, read, in path order. */
function passwordChangesCarried(carried) {
    return (0,carried_files/* recordsCarried */.pI)(carried, {
        is: isPasswordChange,
        read: (text, file) => parsePasswordChangeText(text, file).value,
    });
}
const SYSTEM_ACCESS_FILES = {
    ...system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.reviewedFiles,
    roots: [access_file/* SYSTEM_ACCESS_FOLDER */.Yt],
    patterns: [`${access_file/* SYSTEM_ACCESS_FOLDER */.Yt}/*.yaml`, `${password_change_record/* PASSWORD_CHANGES_FOLDER */.F}/*.yaml`],
    belongs: (path) => isAccessFile(path) || isPasswordChange(path),
    changes: (head, base, comparedWith) => {
        return (0,reviewed_file_set/* fileChanges */.C8)(head, base, comparedWith, (file, text) => {
            if (isPasswordChange(file)) {
                const record = parsePasswordChangeText(text, file).value;
                return record === undefined
                    ? {}
                    : {
                        record: {
                            id: record.id,
                            performed_on: record.performedOn,
                            access_files: record.accessFiles,
                            account_types: record.accountTypes,
                        },
                    };
            }
            const access = parseAccessFileText(text, file).value;
            return access === undefined ? {} : { access: accessShown(access) };
        });
    },
    problems: (text, file, now) => isPasswordChangeNamed(file)
        ? parsePasswordChangeText(text, file, now).diagnostics
        : parseAccessFileText(text, file).diagnostics,
    gate: (head, _base, read, operations = []) => defaultPasswordGate(new Map([...head].filter(([path]) => isAccessFile(path))), read, operations),
    reminders: (head, operations) => {
        const access = [...head].flatMap(([file, text]) => {
            const read = isAccessFile(file) ? parseAccessFileText(text, file).value : undefined;
            return read === undefined ? [] : [read];
        });
        const records = [...head].flatMap(([file, text]) => isPasswordChange(file) ? [parsePasswordChangeText(text, file)] : []);
        return accessReminders(access, records, operations);
    },
};


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

// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-completeness.ts
var baseline_completeness = __webpack_require__(5977);
;// CONCATENATED MODULE: ./src/core/inventory/document/default-inventory-pattern.ts
// Where the inventory files are when no path is given (io/checkout/inventory-files.ts reads
// them). A module of its own, so that the command line's settings can say it without loading the
// inventory's parser at every start.
const DEFAULT_INVENTORY_PATTERN = "inventory/";

// EXTERNAL MODULE: ./src/io/checkout/reviewed-files.ts + 2 modules
var reviewed_files = __webpack_require__(3492);
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
    // A family's reviewed file (a site file under low-impact/, a patch file) is no inventory document
    // wherever a pattern finds it (validate low-impact/): its own reader reads it (reviewed-files.ts).
    const givenRoot = (0,external_node_path_.resolve)(cwd, source.root);
    const inventoryFile = (path) => !(0,reviewed_files/* isReviewedFile */.qh)(displayPath(givenRoot, path));
    for (const pattern of patterns) {
        const reported = readErrors.length;
        const expanded = await expandPattern(pattern, cwd, root, readErrors);
        const matched = expanded.filter(inventoryFile);
        // A pattern whose only directory was refused already has its error.
        if (expanded.length === 0 && readErrors.length === reported) {
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
    diagnostics.push(...readErrors, ...validateInventory(documents), ...(0,baseline_completeness/* lowImpactBaselineWarnings */.R)(documents));
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

/***/ 4928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ge: () => (/* binding */ readTextIfPresent),
/* harmony export */   _s: () => (/* binding */ unreadableFile),
/* harmony export */   oy: () => (/* binding */ reviewedFileTexts),
/* harmony export */   u6: () => (/* binding */ declarationProblemsIn),
/* harmony export */   wh: () => (/* binding */ readNamedFile),
/* harmony export */   yn: () => (/* binding */ reviewedFilePaths)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9130);
/* harmony import */ var _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3754);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
// A file that may not exist: its text, or undefined when there is none. Any other failure (no
// permission, a directory) is an error, never read as absence. And a family's reviewed files of a
// checkout, each read so, found by the set its row carries (ReviewedFileSet: the patterns that
// find them, which paths are theirs): for a merge's record, and for the plan to compare with a
// commit's.





async function readTextIfPresent(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .C)(error) === "ENOENT")
            return undefined;
        throw error;
    }
}
/** A reviewed file that could not be read, at its path: an error, never taken for an absent one. */
function unreadableFile(file, error) {
    return {
        severity: "error",
        location: { file, line: 1, column: 1 },
        message: `${file} cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}); make it a readable UTF-8 file, or remove it`,
    };
}
/** The checkout's file an input names, relative to `root`: a file named "" (the input empty) is none. */
function readNamedFile(root, file) {
    return file === "" ? Promise.resolve(undefined) : readTextIfPresent((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, file));
}
/**
 * The problems of cip-ledger.yaml at `root` (the checkout's, or the working directory's), when
 * there is one, each at its line (a private key refused without being repeated): `validate` and
 * the pull request's plan list them with the inventory's; undefined when there is none.
 */
async function declarationProblemsIn(root) {
    const text = await readTextIfPresent((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_DECLARATION_FILE */ .QS));
    return text === undefined ? undefined : (0,_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_2__/* .declarationDiagnostics */ .Hp)(text, _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_DECLARATION_FILE */ .QS);
}
/**
 * The set's files of the checkout at `root`, by path from `root`, in code-point order: what its
 * patterns find, each a path its rule (`belongs`) accepts, which a test of the table holds for
 * every set (test/core/obligations/family-table.test.ts), so none is filtered again here.
 */
async function reviewedFilePaths(root, set) {
    const paths = new Set();
    for (const pattern of set.patterns)
        for await (const path of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.glob)(pattern, { cwd: root }))
            paths.add(path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/"));
    return [...paths].sort(_core_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .OP);
}
/** Each of the set's files of the checkout at `root` and its text, by path from `root`. */
async function reviewedFileTexts(root, set) {
    const files = new Map();
    for (const path of await reviewedFilePaths(root, set)) {
        const text = await readTextIfPresent((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
        if (text !== undefined)
            files.set(path, text);
    }
    return files;
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

/***/ 3492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nu: () => (/* binding */ REVIEWED_FILE_ROOTS),
  r5: () => (/* binding */ REVIEWED_FILE_SETS),
  qh: () => (/* binding */ isReviewedFile),
  fy: () => (/* binding */ readReviewedFiles),
  Fw: () => (/* binding */ unknownParentProblems)
});

// UNUSED EXPORTS: READ_BY_THEIR_READERS, reviewedFileCounts

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/assessments/assessment-file-set.ts + 1 modules
var assessment_file_set = __webpack_require__(7441);
// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 34 modules
var family_table = __webpack_require__(1128);
// EXTERNAL MODULE: ./src/core/patches/patch-file-set.ts + 1 modules
var patch_file_set = __webpack_require__(4172);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(3788);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(6075);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
;// CONCATENATED MODULE: ./src/io/checkout/families/assessment-files.ts
// The assessment files of a checkout: every assessment file directly in vulnerability-assessments/
// (core/assessments/assessment-files.ts isAssessmentFile). Read whole for a merge's record, as
// the patch files are (patch-files.ts), and parsed for review, so that a broken file is refused at
// review, not first when the ledger reads it (where it would put nothing in force); a date in one
// is judged against the latest day any time zone has reached now. A file that cannot be read is
// an error at its path, never taken for an absent one.





/**
 * The assessment files under `root`, each problem at its file:line:column named from `cwd` as the
 * inventory files are; none when the checkout keeps no such file.
 */
async function readAssessmentFiles(root, cwd, now) {
    const files = [];
    const references = [];
    const diagnostics = [];
    for (const path of await (0,optional_file/* reviewedFilePaths */.yn)(root, assessment_file_set/* ASSESSMENT_FILES */.p)) {
        const file = (0,external_node_path_.relative)((0,external_node_path_.resolve)(cwd), (0,external_node_path_.join)(root, path)).split(external_node_path_.sep).join("/");
        try {
            const text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(root, path));
            if (text === undefined)
                continue;
            const parsed = (0,parse_assessment/* parseAssessmentText */.X)(text, file, { at: now });
            diagnostics.push(...parsed.diagnostics);
            if (parsed.value !== undefined && !(0,shared_diagnostics/* hasErrors */.Cs)(parsed.diagnostics)) {
                files.push(parsed.value);
                references.push(...(parsed.references ?? []));
            }
        }
        catch (error) {
            diagnostics.push((0,optional_file/* unreadableFile */._s)(file, error));
        }
    }
    return { files, references, diagnostics: diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV) };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(3146);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(3049);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(9786);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(7877);
;// CONCATENATED MODULE: ./src/io/checkout/families/patch-files.ts
// The patch files of a checkout: cip-patch-sources.yaml at the repository root (when there
// is one), every evaluation under patch-evaluations/ and every mitigation plan in patch-plans/
// (core/patches/patch-files.ts isPatchFile). Read for review, each parsed with
// positions (core/patches), so that a broken file is refused at review, not first when the ledger
// reads it; and read whole for a merge's record. A file that cannot be read is an error at its
// path, never taken for an absent one.









/** The patch files under `root`, named relative to `cwd` as the inventory files are. */
async function readPatchFiles(root, cwd) {
    const shown = (path) => (0,external_node_path_.relative)((0,external_node_path_.resolve)(cwd), (0,external_node_path_.join)(root, path)).split(external_node_path_.sep).join("/");
    const diagnostics = [];
    const references = [];
    const read = async (path, parse) => {
        const file = shown(path);
        try {
            const text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(root, path));
            if (text === undefined)
                return undefined;
            const parsed = parse(text, file);
            diagnostics.push(...parsed.diagnostics);
            references.push(...(parsed.references ?? []));
            return parsed.value;
        }
        catch (error) {
            diagnostics.push((0,optional_file/* unreadableFile */._s)(file, error));
            return undefined;
        }
    };
    const sources = await read(patch_files/* PATCH_SOURCES_FILE */.DK, parse_patch_sources/* parsePatchSourcesText */.J);
    const evaluations = [];
    for (const path of await filesUnder(root, EVALUATIONS_PATTERN)) {
        const evaluation = await read(path, parse_patch_evaluation/* parsePatchEvaluationText */.t);
        if (evaluation !== undefined)
            evaluations.push(evaluation);
    }
    const plans = [];
    for (const path of await filesUnder(root, PLANS_PATTERN)) {
        const plan = await read(path, parse_mitigation_plan/* parseMitigationPlanText */.b);
        if (plan !== undefined)
            plans.push(plan);
    }
    return {
        sources,
        evaluations,
        plans,
        references,
        diagnostics: diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV),
    };
}
const EVALUATIONS_PATTERN = `${patch_files/* EVALUATIONS_FOLDER */.nH}/**/*.yaml`;
const PLANS_PATTERN = `${patch_files/* PLANS_FOLDER */.Cw}/*.yaml`;
/** The files `pattern` matches under `root`, with forward slashes, in code-point order. */
async function filesUnder(root, pattern) {
    const paths = [];
    for await (const path of (0,promises_.glob)(pattern, { cwd: root }))
        paths.push(path.split(external_node_path_.sep).join("/"));
    return paths.filter(patch_files/* isPatchFile */.VL).sort(names/* compareCodePoints */.OP);
}

;// CONCATENATED MODULE: ./src/io/checkout/reviewed-files.ts
// Every reviewed file of a checkout read for review, as the plan checks them: the patch files
// (patch-files.ts: the sources file kept for the R2.1 check) and the assessment files
// (assessment-files.ts: those kept for R3.3 at commissioning), each read by a reader of its own
// for what the plan checks besides their problems, and every other family's by the table, each
// file's problems as its set finds them (ReviewedFileSet.problems); all problems together, each
// at its file:line:column named from `cwd`, so that a broken file of any family refuses the plan.









async function readReviewedFiles(root, cwd, now = new Date()) {
    const patches = await readPatchFiles(root, cwd);
    const assessments = await readAssessmentFiles(root, cwd, now);
    const others = [];
    for (const set of REVIEWED_FILE_SETS)
        if (!READ_BY_THEIR_READERS.has(set))
            others.push(...(await problemsOf(set, root, cwd, now)));
    return {
        ...patches,
        assessments: assessments.files,
        references: [...patches.references, ...assessments.references],
        diagnostics: [...patches.diagnostics, ...assessments.diagnostics, ...others].sort(shared_diagnostics/* compareDiagnostics */.oV),
    };
}
/** The sets whose files the readers above read for review (their `problems` is not asked). */
const READ_BY_THEIR_READERS = new Set([
    patch_file_set/* PATCH_FILES */.N,
    assessment_file_set/* ASSESSMENT_FILES */.p,
]);
/** Every problem of `set`'s files under `root`, each named from `cwd`; an unreadable file is one. */
async function problemsOf(set, root, cwd, now) {
    const diagnostics = [];
    for (const path of await (0,optional_file/* reviewedFilePaths */.yn)(root, set)) {
        const file = (0,external_node_path_.relative)((0,external_node_path_.resolve)(cwd), (0,external_node_path_.join)(root, path)).split(external_node_path_.sep).join("/");
        try {
            const text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(root, path));
            if (text !== undefined)
                diagnostics.push(...(set.problems?.(text, file, now) ?? []));
        }
        catch (error) {
            diagnostics.push((0,optional_file/* unreadableFile */._s)(file, error));
        }
    }
    return diagnostics;
}
/**
 * Each family's files' names of a facility or control center no inventory knows
 * (ReviewedFileSet.unknownParents), each at its file:line:column named from `source.cwd`: validate
 * asks them once the inventory is read, against the service's facilities and control centers
 * (`live`) or, where no service was read, against those the documents declare (and says so).
 * With neither (`validate low-impact/` reads no document, and no service where it resolves none),
 * nothing is known to judge a site by: none is refused.
 */
async function unknownParentProblems(source, documents, live) {
    if (live === undefined && documents.length === 0)
        return [];
    const known = (0,reviewed_file_set/* knownParentsOf */.Yz)(documents, live);
    const root = (0,external_node_path_.resolve)(source.cwd, source.root);
    const diagnostics = [];
    for (const set of REVIEWED_FILE_SETS) {
        if (set.unknownParents === undefined)
            continue;
        for (const diagnostic of set.unknownParents(await (0,optional_file/* reviewedFileTexts */.oy)(root, set), known)) {
            const { location } = diagnostic;
            if (location === undefined)
                diagnostics.push(diagnostic);
            else {
                const file = (0,external_node_path_.relative)((0,external_node_path_.resolve)(source.cwd), (0,external_node_path_.join)(root, location.file)).split(external_node_path_.sep).join("/");
                diagnostics.push({ ...diagnostic, location: { ...location, file } });
            }
        }
    }
    return diagnostics;
}
/** Every family's reviewed files, in the family table's order. */
const REVIEWED_FILE_SETS = family_table/* MERGE_JUDGED_FAMILIES */.G.flatMap((family) => family.reviewedFiles === undefined ? [] : [family.reviewedFiles]);
/** Where a commit's reviewed files are listed from: every family's folders and files. */
const REVIEWED_FILE_ROOTS = REVIEWED_FILE_SETS.flatMap((set) => set.roots);
/** How many files of each family's set the checkout at `root` has, those it has none of left out. */
async function reviewedFileCounts(root) {
    const counts = [];
    for (const set of REVIEWED_FILE_SETS) {
        const files = (await reviewedFilePaths(root, set)).length;
        if (files > 0)
            counts.push({ set, files });
    }
    return counts;
}
/** Whether `path` is a reviewed file of any family of the table. */
function isReviewedFile(path) {
    return REVIEWED_FILE_SETS.some((set) => set.belongs(path));
}


/***/ }),

/***/ 7172:
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
/* harmony import */ var _core_sources_platforms_source_credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6115);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7401);
// The secrets a process of ours may hold in its environment, by the names they come under: the
// service's key, the GitHub and source tokens (as the CLI's variables and as the Action's inputs)
// and the proxy's credentials. Every sink that prints text from elsewhere (a source command's
// standard error, the CLI's output) masks all of them, whichever of them the text came near.


/** Variables that hold a secret whenever they are set. */
const SECRET_VARIABLES = [
    "CIP_API_KEY",
    "CIP_NOTIFY_URL",
    ..._core_sources_platforms_source_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .PLATFORM_SECRET_VARIABLES */ .TD,
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
    const pairs = _core_sources_platforms_source_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .BASIC_CREDENTIAL_PAIRS */ .JW.map(({ user, secret }) => {
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
