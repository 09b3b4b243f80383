export const id = 1632;
export const ids = [1632];
export const modules = {

/***/ 68673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ textAt),
/* harmony export */   f: () => (/* binding */ valueAt)
/* harmony export */ });
// A field of a platform's record at a dotted path: the text a source maps (name, system, type) and
// what it observed (a firmware's name and version, a list of hotfixes). Pure.
/**
 * The value at a path: the key itself when the record has it (ServiceNow answers a dot-walked field
 * as "location.name"), else each dotted part in turn ("custom_fields.cip_system").
 */
function valueAt(record, path) {
    if (Object.hasOwn(record, path))
        return record[path];
    let value = record;
    for (const key of path.split(".")) {
        value =
            typeof value === "object" && value !== null && Object.hasOwn(value, key)
                ? value[key]
                : undefined;
    }
    return value;
}
/** The text at a path; "" when absent or neither text nor a number. */
function textAt(record, path) {
    const value = valueAt(record, path);
    return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}


/***/ }),

/***/ 55028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ openDispatcher)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24371);
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

/***/ 41387:
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

/***/ 81632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y0: () => (/* binding */ MAX_PAGES),
  aR: () => (/* binding */ basicAuthorization),
  J2: () => (/* binding */ failRead),
  C0: () => (/* binding */ fieldPathsOf),
  Xy: () => (/* binding */ objectOf),
  DL: () => (/* binding */ requestPage),
  T9: () => (/* binding */ requestText),
  OB: () => (/* binding */ rowOf),
  Nm: () => (/* binding */ sameOrigin),
  Ai: () => (/* binding */ withPlatform)
});

// UNUSED EXPORTS: MAX_RETRY_AFTER_SECONDS, MAX_TRIES

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/loopback.ts
var loopback = __webpack_require__(77568);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var redact = __webpack_require__(71640);
// EXTERNAL MODULE: ./src/core/sources/platforms/source-credentials.ts
var source_credentials = __webpack_require__(56115);
// EXTERNAL MODULE: ./src/core/sources/platforms/field-path.ts
var field_path = __webpack_require__(68673);
;// CONCATENATED MODULE: ./src/core/sources/platforms/platform-observation.ts
// What a platform observed of one asset, read from its record at the fields the source's
// `monitoring` names: the os_firmware entries whose name and version it reports, the patches
// (hotfixes) it lists, and when it last observed the asset. An item the record does not report is
// left out: not observed, never "none". Pure.

function observationOf(monitoring, record) {
    const firmware = monitoring.os_firmware
        .map((entry) => ({ name: (0,field_path/* textAt */.$)(record, entry.name), version: (0,field_path/* textAt */.$)(record, entry.version) }))
        .filter((entry) => entry.name !== "" && entry.version !== "");
    const patches = monitoring.patches === undefined ? undefined : patchesOf(record, monitoring.patches);
    return {
        observedAt: instantOf((0,field_path/* valueAt */.f)(record, monitoring.observed_at)),
        ...(firmware.length === 0 ? {} : { os_firmware: firmware }),
        ...(patches === undefined ? {} : { patches }),
    };
}
/** The names of a listed item's entries; undefined when the record has no such list. */
function patchesOf(record, patches) {
    const list = (0,field_path/* valueAt */.f)(record, patches.list);
    if (!Array.isArray(list))
        return undefined;
    return list
        .map((entry) => typeof entry === "object" && entry !== null
        ? (0,field_path/* textAt */.$)(entry, patches.name)
        : "")
        .filter((name) => name !== "");
}
const SERVICENOW_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/u;
/**
 * An observation time as ISO 8601 UTC: an ISO 8601 text with its zone, ServiceNow's
 * "YYYY-MM-DD HH:MM:SS" (UTC in the Table API's raw values), or milliseconds since 1970 (Nozomi's
 * times). Anything else is no time: the asset is then left out of the file.
 */
function instantOf(value) {
    let milliseconds;
    if (typeof value === "number" && Number.isFinite(value))
        milliseconds = value;
    else if (typeof value === "string" && SERVICENOW_TIME.test(value))
        milliseconds = Date.parse(value.replace(SERVICENOW_TIME, "$1T$2Z"));
    else if (typeof value === "string" && /(?:Z|[+-]\d{2}:?\d{2})$/u.test(value))
        milliseconds = Date.parse(value);
    else
        return undefined;
    return Number.isNaN(milliseconds) ? undefined : new Date(milliseconds).toISOString();
}

// EXTERNAL MODULE: ./src/core/sources/platforms/platform-keys.ts
var platform_keys = __webpack_require__(68371);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var network_dispatcher = __webpack_require__(55028);
// EXTERNAL MODULE: ./src/io/network/proxy.ts
var network_proxy = __webpack_require__(17401);
// EXTERNAL MODULE: ./src/io/network/response-body.ts
var response_body = __webpack_require__(41387);
// EXTERNAL MODULE: ./src/io/sources/source-error.ts
var source_error = __webpack_require__(96883);
;// CONCATENATED MODULE: ./src/io/sources/platform-http.ts












/** Pages a read may take: a platform whose paging never ends is stopped, not followed forever. */
const MAX_PAGES = 10_000;
const MAX_PAGE_BYTES = 64 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 60_000;
/** Tries of one request answered 429 or 503: the first and three more. */
const MAX_TRIES = 4;
/** The longest Retry-After the read waits; a platform asking longer fails the read now. */
const MAX_RETRY_AFTER_SECONDS = 120;
/**
 * Opens the connection of a read, after its checks: the credential set, the address https:// or
 * on loopback. `use` reads every page; the connection is closed whatever it does.
 */
async function withPlatform(source, platform, options, use) {
    const named = `source ${(0,diagnostics/* quote */.hD)(source.name)}`;
    const variables = (0,source_credentials/* credentialVariablesOf */.QJ)(source);
    if (variables === undefined)
        throw new source_error/* SourceReadError */.C(`${named}: reads no platform`);
    // The sources file's check refuses it too; the address is never shown, whatever it holds.
    if ((0,platform_keys/* urlHoldsCredentials */._R)(source.url)) {
        throw new source_error/* SourceReadError */.C(`${named}: url holds a user name or password (before @); remove it and write the address alone: the credential is read from ${(0,source_credentials/* credentialVariablesText */.c_)(variables)} only; nothing was written`);
    }
    const credential = credentialOf(variables, options.env, named, platform);
    const base = new URL(source.url);
    if (base.protocol === "http:" && !(0,loopback/* isLoopback */.U)(base.hostname)) {
        throw new source_error/* SourceReadError */.C(`${named}: url uses http:// to ${base.hostname}; ${platform} is reached over https:// (http:// only on loopback)`);
    }
    const proxy = (0,network_proxy/* proxyForUrl */.th)(options.env, base.href);
    const joined = credential.user === undefined ? [] : [`${credential.user}:${credential.secret}`];
    const dispatcher = (0,network_dispatcher/* openDispatcher */.y)(base, proxy, {}, options.extraCa);
    const connection = {
        named,
        platform,
        base,
        credential,
        secrets: [credential.secret, ...joined, ...(proxy?.secrets ?? [])],
        dispatcher,
        wait: options.wait ?? ((milliseconds) => new Promise((done) => setTimeout(done, milliseconds))),
        ended: false,
    };
    try {
        return await use(connection);
    }
    finally {
        connection.ended = true;
        await dispatcher.close();
    }
}
function credentialOf(variables, env, named, platform) {
    const all = (0,source_credentials/* credentialVariablesText */.c_)(variables);
    // Where the credential is two variables, a missing one names both: they are set together.
    const both = variables.user === undefined ? "" : ` (the credential is read from ${all})`;
    const read = (name, what) => {
        const value = env[name]?.trim();
        if (value === undefined || value === "" || /[\r\n]/.test(value)) {
            throw new source_error/* SourceReadError */.C(`${named}: ${name} is not set (or not one line); set it to ${what} of a ${platform} account that may read the assets${both}`);
        }
        return value;
    };
    const secret = read(variables.secret, "the secret");
    const short = (0,redact/* shortSecretProblem */.KI)(secret, variables.secret);
    if (short !== undefined)
        throw new source_error/* SourceReadError */.C(`${named}: ${short}`);
    return {
        ...(variables.user === undefined ? {} : { user: read(variables.user, "the name") }),
        secret,
        variables: all,
    };
}
/** The Basic header of a credential with a user. */
function basicAuthorization({ user, secret }) {
    return `Basic ${Buffer.from(`${user ?? ""}:${secret}`).toString("base64")}`;
}
/** Fails the read: the source, the request and its path, the problem; no secret. */
function failRead(connection, what, problem) {
    throw new source_error/* SourceReadError */.C((0,redact/* redactSecrets */.fp)(`${connection.named}: ${what} ${problem}; nothing was written`, connection.secrets));
}
/** `request` as "page 2 (/api/now/table/cmdb_ci_ot?...)", its query decoded to be read. */
function requestText(request) {
    const { pathname, search } = request.url;
    let query = search;
    try {
        query = decodeURIComponent(search);
    }
    catch {
        // A query that is not valid percent-encoding is shown as it was sent.
    }
    return `${request.what} (${pathname}${query})`;
}
/**
 * One request's answer as JSON, retried while the platform answers 429 or 503 and says to wait
 * no longer than MAX_RETRY_AFTER_SECONDS, at most MAX_TRIES times. Any other status but 200 fails
 * the read (a 401 goes back to the caller when it asks for it).
 */
async function requestPage(connection, request) {
    const named = requestText(request);
    for (let attempt = 1;; attempt += 1) {
        // A page asked ahead of a failure that ended the read is neither sent nor tried again.
        if (connection.ended)
            return failRead(connection, named, "was dropped: the read had ended");
        const answer = await (0,response_body/* exchange */.c)(connection.dispatcher, {
            origin: request.url.origin,
            path: `${request.url.pathname}${request.url.search}`,
            method: request.method,
            headers: { accept: "application/json", ...request.headers },
            ...(request.body === undefined ? {} : { body: request.body }),
            headersTimeout: PAGE_TIMEOUT_MS,
            bodyTimeout: PAGE_TIMEOUT_MS,
        }, AbortSignal.timeout(PAGE_TIMEOUT_MS * 2), MAX_PAGE_BYTES).catch((error) => failRead(connection, named, `could not be read: ${(0,errors/* errorMessage */.g)(error)}`));
        if (answer.status === 429 || answer.status === 503) {
            const delay = retryDelay(answer.headers["retry-after"], attempt);
            if (connection.ended)
                return failRead(connection, named, "was dropped: the read had ended");
            if (attempt < MAX_TRIES && delay !== undefined) {
                await connection.wait(delay);
                continue;
            }
            const why = delay === undefined
                ? `asking to wait longer than ${MAX_RETRY_AFTER_SECONDS} seconds (Retry-After)`
                : `${MAX_TRIES} times`;
            return failRead(connection, named, `was answered with HTTP ${answer.status} ${why}; run the sync later, or raise the account's rate limit in ${connection.platform}`);
        }
        if (answer.status === 401 && request.returnUnauthorized === true) {
            return { status: 401, headers: answer.headers, body: undefined };
        }
        if (answer.status !== 200) {
            return failRead(connection, named, refusalOf(connection, request, answer));
        }
        try {
            return { status: 200, headers: answer.headers, body: JSON.parse(answer.text) };
        }
        catch {
            return failRead(connection, named, "is not JSON");
        }
    }
}
/**
 * What an answer other than 200 says: its status, the errors its body reports (quoted whatever the
 * status), and what to check: the credential's variables for 401 and 403.
 */
function refusalOf(connection, request, answer) {
    let body;
    try {
        body = JSON.parse(answer.text);
    }
    catch {
        // A body that is not JSON says nothing more than its status.
    }
    const errors = request.errorsIn?.(body);
    const said = errors === undefined ? "" : ` and ${errors.said}`;
    if (answer.status === 401 || answer.status === 403) {
        const { user, variables } = connection.credential;
        return `was answered with HTTP ${answer.status}${said}: check ${variables}${user === undefined ? "" : ","} and the account's roles in ${connection.platform}`;
    }
    return `was answered with HTTP ${answer.status}${said}${errors === undefined ? "" : `; ${errors.fix}`}`;
}
/** Milliseconds to wait before try `attempt + 1`, or undefined when the platform asks too long. */
function retryDelay(header, attempt) {
    const text = Array.isArray(header) ? header[0] : header;
    if (text === undefined || text.trim() === "")
        return attempt * 1000;
    const seconds = /^\d+$/.test(text.trim())
        ? Number(text.trim())
        : (Date.parse(text) - Date.now()) / 1000;
    if (Number.isNaN(seconds))
        return attempt * 1000;
    if (seconds > MAX_RETRY_AFTER_SECONDS)
        return undefined;
    return Math.max(0, Math.ceil(seconds * 1000));
}
/** A page address the platform gave (`next`), only on its own origin: no credential leaves it. */
function sameOrigin(connection, next, fix) {
    const url = URL.parse(next, connection.base.href);
    if (url === null || url.origin !== connection.base.origin) {
        return failRead(connection, `${connection.platform}'s next page`, `is on another origin (${(0,diagnostics/* quote */.hD)(url?.origin ?? next)}, not ${connection.base.origin}); ${fix}`);
    }
    return url;
}
/**
 * A platform record as a row: its name, system and type at the source's field paths, its id on
 * the platform when given, and what the platform observed of it when the source writes monitoring.
 */
function rowOf(source, record, place, id) {
    const monitoring = source.kind === "netbox" ? undefined : source.monitoring;
    const row = {
        place,
        name: (0,field_path/* textAt */.$)(record, source.asset_name),
        system: (0,field_path/* textAt */.$)(record, source.system),
        type: (0,field_path/* textAt */.$)(record, source.type.field),
    };
    if (id !== undefined)
        row.id = id;
    if (monitoring !== undefined)
        row.observed = observationOf(monitoring, record);
    return row;
}
/** Every field path a source reads of a record: what it maps, and what it observes. */
function fieldPathsOf(source) {
    const paths = [source.asset_name, source.system, source.type.field];
    const monitoring = source.kind === "netbox" ? undefined : source.monitoring;
    if (monitoring !== undefined) {
        paths.push(monitoring.observed_at);
        for (const entry of monitoring.os_firmware)
            paths.push(entry.name, entry.version);
        const { patches } = monitoring;
        if (patches !== undefined)
            paths.push(`${patches.list}.${patches.name}`);
    }
    return [...new Set(paths)];
}
/** The object a page answered, or the read fails saying what was expected. */
function objectOf(connection, value, what, expected) {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
        return value;
    }
    return failRead(connection, what, `is not ${expected}`);
}


/***/ }),

/***/ 96883:
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
