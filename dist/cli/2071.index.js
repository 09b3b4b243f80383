export const id = 2071;
export const ids = [2071];
export const modules = {

/***/ 2520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ whenReaderGone),
/* harmony export */   HF: () => (/* binding */ terminalFacts),
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   SI: () => (/* binding */ EXIT_ERROR),
/* harmony export */   Wr: () => (/* binding */ processIo),
/* harmony export */   _2: () => (/* binding */ EXIT_INTERRUPTED),
/* harmony export */   dD: () => (/* binding */ EXIT_CHANGES),
/* harmony export */   yt: () => (/* binding */ EXIT_BAD_INPUT)
/* harmony export */ });
/* unused harmony exports writerUntilClosed, drained */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_readline_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26848);
/* harmony import */ var node_readline_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_readline_promises__WEBPACK_IMPORTED_MODULE_1__);
// What the CLI needs from its process, injected so that tests can run it in-process. Its own module
// so that the commands main.ts dispatches to can take it without importing main.ts back. The bin
// entry passes the real process (processIo). Exit codes are defined here, once.


const EXIT_OK = 0;
const EXIT_ERROR = 1;
const EXIT_CHANGES = 2;
/** A file the command judges by (the policy, a plan) cannot be read as one: policy check, obligations. */
const EXIT_BAD_INPUT = 2;
/** 128 + SIGINT, as shells report a process stopped by Ctrl-C. */
const EXIT_INTERRUPTED = 130;
/**
 * Calls `gone` when the reader of `stream` goes away (`cip-sync plan | head`: EPIPE), instead of
 * the process crashing on the error; any other write error is thrown as before.
 */
function whenReaderGone(stream, gone) {
    stream.on("error", (error) => {
        if (error.code !== "EPIPE")
            throw error;
        gone();
    });
}
/**
 * Writes to `stream` until its reader goes away, then drops what follows: the command still
 * finishes (an apply is never cut short by a closed pipe) and ends with its own exit code.
 */
function writerUntilClosed(stream) {
    let closed = false;
    whenReaderGone(stream, () => (closed = true));
    return (text) => {
        if (!closed)
            stream.write(text);
    };
}
/**
 * Resolves once `stream` has room again: at once when it has, else on its "drain", or on its
 * "close" (a reader that went away never drains: a closed stream counts as drained). Whichever
 * comes first removes both listeners, so a command that waits a million times leaves none behind.
 */
function drained(stream) {
    if (!stream.writableNeedDrain || stream.destroyed)
        return Promise.resolve();
    return new Promise((resolve) => {
        const done = () => {
            stream.off("drain", done);
            stream.off("close", done);
            resolve();
        };
        stream.on("drain", done);
        stream.on("close", done);
    });
}
/** Which of this thread's standard streams are a terminal. */
function terminalFacts() {
    return {
        stdoutIsTTY: process.stdout.isTTY === true,
        stderrIsTTY: process.stderr.isTTY === true,
        stdinIsTTY: process.stdin.isTTY === true,
    };
}
/** The process's io; `terminal`: what the streams are, where this thread's are pipes to them. */
function processIo(terminal = terminalFacts()) {
    return {
        env: process.env,
        cwd: process.cwd(),
        stdout: writerUntilClosed(process.stdout),
        // A reader that went away (EPIPE) never drains: a closed stdout counts as drained.
        stdoutDrained: () => drained(process.stdout),
        stderr: writerUntilClosed(process.stderr),
        ...terminal,
        // Registered only when asked for: a SIGINT listener would otherwise stop Ctrl-C from ending apply.
        waitForStop: () => Promise.race([(0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(process, "SIGINT"), (0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(process, "SIGTERM")]).then(() => { }),
        ask: async (question) => {
            const prompt = (0,node_readline_promises__WEBPACK_IMPORTED_MODULE_1__.createInterface)({ input: process.stdin, output: process.stderr });
            try {
                return await prompt.question(question);
            }
            finally {
                prompt.close();
            }
        },
        onInterrupt: (listener) => {
            process.on("SIGINT", listener);
            process.on("SIGTERM", listener);
            return () => {
                process.off("SIGINT", listener);
                process.off("SIGTERM", listener);
            };
        },
        exitNow: (code) => process.exit(code),
        now: () => Date.now(),
    };
}


/***/ }),

/***/ 82892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ outputFilter)
/* harmony export */ });
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71640);
/* harmony import */ var _core_shared_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62675);
/* harmony import */ var _io_network_known_secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75294);
// Everything the CLI prints passes through one filter, at its sink: the API key, the tokens and
// the proxy credentials (known-secrets.ts) are masked, and in a GitHub Actions step (GITHUB_ACTIONS=true) every line is
// neutralised as the Action's log is, so that a hostile file or asset name (or a service message)
// printed by validate, plan, fmt, drift or evidence cannot become a workflow command. A write that
// is a JSON document (plan, drift, SARIF, evidence as JSON) is neutralised with JSON escapes, so it
// still parses to the same value.



/** The filter every write to stdout and stderr goes through, for the process's environment. */
function outputFilter(env) {
    const secrets = (0,_io_network_known_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .knownSecrets */ .xU)(env);
    const inWorkflow = env.GITHUB_ACTIONS === "true";
    return (text) => {
        const redacted = (0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text, secrets);
        if (!inWorkflow)
            return redacted;
        return isJsonDocument(redacted)
            ? (0,_core_shared_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .neutraliseWorkflowCommandsInJson */ .lm)(redacted)
            : (0,_core_shared_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .neutraliseWorkflowCommands */ .WM)(redacted);
    };
}
function isJsonDocument(text) {
    if (!/^\s*[[{]/.test(text))
        return false;
    try {
        JSON.parse(text);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 71640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ redactSecretsInValue),
/* harmony export */   KI: () => (/* binding */ shortSecretProblem),
/* harmony export */   Py: () => (/* binding */ redactedLine),
/* harmony export */   Y3: () => (/* binding */ redactSecret),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   vX: () => (/* binding */ remoteWithoutCredentials)
/* harmony export */ });
/* unused harmony export MIN_SECRET_LENGTH */
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

/***/ 62675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WM: () => (/* binding */ neutraliseWorkflowCommands),
/* harmony export */   lm: () => (/* binding */ neutraliseWorkflowCommandsInJson)
/* harmony export */ });
/* unused harmony export COMMAND_BREAK */
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

/***/ 56115:
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

/***/ 22158:
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

/***/ 75294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* binding */ SECRET_NAME),
/* harmony export */   xU: () => (/* binding */ knownSecrets)
/* harmony export */ });
/* unused harmony export SECRET_VARIABLES */
/* harmony import */ var _core_sources_platforms_source_credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56115);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17401);
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

/***/ 17401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ proxyCredentials),
/* harmony export */   th: () => (/* binding */ proxyForUrl),
/* harmony export */   uv: () => (/* binding */ readProxySettings)
/* harmony export */ });
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71640);
/* harmony import */ var _connection_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22158);
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


/***/ })

};
