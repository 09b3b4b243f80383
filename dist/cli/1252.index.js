export const id = 1252;
export const ids = [1252];
export const modules = {

/***/ 72261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ LIST_RULES),
/* harmony export */   TS: () => (/* binding */ doctorExitCode),
/* harmony export */   u2: () => (/* binding */ analyzeLists)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36769);
// What `cip-sync doctor` finds in the service's four lists, read raw: where they deviate from the
// spec (2.2, 4.2) in ways that would stop or mislead a plan. Pure: the lists come in as parsed JSON,
// the findings go out in order; the probing is in src/io/, the words on screen in src/cli/.



const LIST_RULES = {
    "/facilities": {
        prefix: _shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .ID_PREFIXES */ .B6.facility,
        required: ["id", "name"],
        known: ["id", "name", "organization_slug"],
    },
    "/control-centers": {
        prefix: _shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .ID_PREFIXES */ .B6.controlCenter,
        required: ["id", "name"],
        known: ["id", "name", "organization_slug"],
    },
    "/cyber-systems": {
        prefix: _shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .ID_PREFIXES */ .B6.cyberSystem,
        required: ["id", "name"],
        known: ["id", "name", "facility_id", "control_center_id", "organization_slug"],
    },
    "/cyber-assets": {
        prefix: _shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .ID_PREFIXES */ .B6.cyberAsset,
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
                extra.add((0,_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteId */ .g0)(field));
        }
        const id = record.id;
        if (typeof id !== "string")
            return;
        const problem = (0,_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .idShapeProblem */ .gL)(id, rules.prefix);
        if (problem !== undefined)
            badIds.push(`record ${index}: ${problem}`);
        const earlier = seen.get(id);
        if (earlier === undefined)
            seen.set(id, index);
        else
            duplicates.push(`${(0,_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteId */ .g0)(id)} (records ${earlier} and ${index})`);
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
            orphans.push(`record ${index}${idText(system)}: facility_id ${(0,_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteId */ .g0)(facility)} is not in /facilities`);
        }
        else if (typeof center === "string" && !centerIds.has(center)) {
            orphans.push(`record ${index}${idText(system)}: control_center_id ${(0,_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteId */ .g0)(center)} is not in /control-centers`);
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
        const key = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(asset.name);
        holders.set(key, [...(holders.get(key) ?? []), `${(0,_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteId */ .g0)(asset.name)}${idText(asset)}`]);
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
    return typeof record.id === "string" ? ` (id ${(0,_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteId */ .g0)(record.id)})` : "";
}
function named(items) {
    const shown = items.slice(0, NAMED).join("; ");
    return items.length > NAMED ? `${shown}; and ${items.length - NAMED} more` : shown;
}
function describeKeys(body) {
    const keys = Object.keys(body)
        .slice(0, 5)
        .map((key) => (0,_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteId */ .g0)(key));
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


/***/ }),

/***/ 36769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B6: () => (/* binding */ ID_PREFIXES),
/* harmony export */   g0: () => (/* binding */ quoteId),
/* harmony export */   gL: () => (/* binding */ idShapeProblem)
/* harmony export */ });
/* harmony import */ var _text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
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
function idShapeProblem(id, prefix) {
    if (ID_SHAPES.get(prefix)?.test(id) === true)
        return undefined;
    return `${quoteId(id)} is not a ${prefix} id (${prefix} then 1 to 128 letters, digits, "_" or "-")`;
}
/** The id in quotes, with control and invisible characters shown as escapes. */
function quoteId(id) {
    return (0,_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(JSON.stringify(id));
}


/***/ }),

/***/ 92305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ connectionSecrets),
/* harmony export */   Rc: () => (/* reexport safe */ _connection_error_js__WEBPACK_IMPORTED_MODULE_3__.R),
/* harmony export */   dC: () => (/* binding */ readConnection)
/* harmony export */ });
/* harmony import */ var _core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77568);
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71640);
/* harmony import */ var _connection_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22158);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17401);
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

/***/ 82694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ describeTransportFailure)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77568);
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
    const code = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCode */ .C)(error);
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
    const loopback = (0,_core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(new URL(`https://${host}`).hostname);
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
    return (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .g)(error).replace(/\s+/g, " ").trim();
}


/***/ }),

/***/ 63663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ statusLine),
/* harmony export */   h: () => (/* binding */ ApiError)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
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


/***/ }),

/***/ 19137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qL: () => (/* binding */ THROTTLE_BACKOFF),
/* harmony export */   t2: () => (/* binding */ expiredKeyAdvice),
/* harmony export */   tT: () => (/* binding */ refusalAdvice),
/* harmony export */   zF: () => (/* binding */ saysKeyExpired)
/* harmony export */ });
/* unused harmony export refusedField */
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


/***/ }),

/***/ 54242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XK: () => (/* binding */ serviceMessage),
/* harmony export */   aE: () => (/* binding */ readRecord),
/* harmony export */   on: () => (/* binding */ readRecordList)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17994);
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71640);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66800);
/* harmony import */ var _api_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63663);
/* harmony import */ var _service_records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73076);
// Reading the service's answers: JSON bodies checked against the record schemas (spec 4.2), lists
// checked record by record and for duplicate ids, and the service's own error sentence, made safe
// to print.





/**
 * The error bodies seen: the spec's envelope `{"error": {"code", "message"}}`, the service's
 * documented `{"error": "Unauthorized", "message": "..."}`, and any JSON object with a `message`.
 */
const serviceErrorSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ error: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }) }).transform((body) => body.error.message),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }).transform((body) => body.message),
]);
/** A list answer as records of `kind`, refusing the whole list for one bad record or repeated id. */
function readRecordList(response, kind, context) {
    const parsed = readJson(response, context);
    if (!Array.isArray(parsed)) {
        throw badBody(response.status, "expected a JSON array of records", context);
    }
    const records = new Array(parsed.length);
    for (let index = 0; index < parsed.length; index++) {
        const record = (0,_service_records_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedRecord */ .FF)(parsed[index], kind);
        if (record !== undefined && (0,_service_records_js__WEBPACK_IMPORTED_MODULE_3__/* .recordIdProblem */ .cL)(record, kind) === undefined) {
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
    const duplicate = (0,_service_records_js__WEBPACK_IMPORTED_MODULE_3__/* .duplicateIdProblem */ .KF)(records);
    if (duplicate !== undefined)
        throw badBody(response.status, duplicate, context);
    (0,_service_records_js__WEBPACK_IMPORTED_MODULE_3__/* .shareRepeatedValues */ .yc)(records, kind);
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
    let record = (0,_service_records_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedRecord */ .FF)(raw, kind);
    if (record === undefined) {
        const result = kind.schema.safeParse(raw);
        if (!result.success)
            return { problem: describeIssues(result.error, raw), shapeWrong: true };
        record = result.data;
    }
    const problem = (0,_service_records_js__WEBPACK_IMPORTED_MODULE_3__/* .recordIdProblem */ .cL)(record, kind);
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
    return (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .revealHiddenCharacters */ .cr)((0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactedLine */ .Py)(message, secrets, 300));
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
    return new _api_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h({
        method: context.method,
        path: context.path,
        status,
        serviceMessage: undefined,
        ambiguous: context.ambiguous ?? false,
        reason: context.redact(`${(0,_api_error_js__WEBPACK_IMPORTED_MODULE_2__/* .statusLine */ .B)(status)} but ${problem}`),
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


/***/ }),

/***/ 6625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nm: () => (/* binding */ network),
/* harmony export */   g5: () => (/* binding */ failureOf),
/* harmony export */   rd: () => (/* binding */ networkFailure)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71640);
/* harmony import */ var _api_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63663);
/* harmony import */ var _response_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54242);
/* harmony import */ var _refusal_advice_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19137);
/* harmony import */ var _network_response_body_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41387);
/* harmony import */ var _network_transport_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82694);
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
    const message = (0,_response_records_js__WEBPACK_IMPORTED_MODULE_2__/* .serviceMessage */ .XK)(text, context.secrets);
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
        reason: context.redact(`${(0,_api_error_js__WEBPACK_IMPORTED_MODULE_1__/* .statusLine */ .B)(status)}${detail}${suffix}`),
        hint: (0,_refusal_advice_js__WEBPACK_IMPORTED_MODULE_3__/* .refusalAdvice */ .tT)(status, message, context.sources),
    };
    return { fields, retry };
}
/** The attempt a thrown network error amounts to: was it sent, can a retry help, and why. */
function networkFailure(error, context) {
    const described = (0,_network_transport_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeTransportFailure */ .T)(error, context.host, context.proxy, context.urlSource);
    if (described !== undefined) {
        const { sent, permanent, reason, hint } = described;
        return { kind: "network", sent, permanent, reason, hint: context.redact(hint) };
    }
    const code = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorCode */ .C)(error);
    // On one line (OpenSSL's messages end with a line break), redacted before it is collapsed.
    const message = (0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactedLine */ .Py)((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error), context.secrets, Number.POSITIVE_INFINITY);
    const { connectMs, headersMs, bodyMs } = context.timeouts;
    switch (code) {
        case "UND_ERR_CONNECT_TIMEOUT":
            return unreachable(network(false, false, `could not connect within ${connectMs} ms (connect timeout)`));
        case "UND_ERR_HEADERS_TIMEOUT":
            return network(true, false, `no response within ${headersMs} ms (headers timeout)`);
        case "UND_ERR_BODY_TIMEOUT":
            return network(true, false, `the response body stalled for ${bodyMs} ms (body timeout)`);
        case _network_response_body_js__WEBPACK_IMPORTED_MODULE_4__/* .BODY_TOO_LARGE */ ._:
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


/***/ }),

/***/ 73076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ FACILITY),
/* harmony export */   Eg: () => (/* binding */ CYBER_SYSTEM),
/* harmony export */   FF: () => (/* binding */ checkedRecord),
/* harmony export */   KF: () => (/* binding */ duplicateIdProblem),
/* harmony export */   Q8: () => (/* binding */ CONTROL_CENTER),
/* harmony export */   cL: () => (/* binding */ recordIdProblem),
/* harmony export */   fn: () => (/* binding */ idSegment),
/* harmony export */   hc: () => (/* binding */ CYBER_ASSET),
/* harmony export */   yc: () => (/* binding */ shareRepeatedValues)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17994);
/* harmony import */ var _core_shared_live_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37368);
/* harmony import */ var _core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36769);
// The records the service returns, as we use them, and what makes a response trustworthy enough
// to act on: the fields we read (z.object strips the ones the service may add, spec 9.3), ids of
// the service's shape in every id and reference, and every id once per list.



function recordKind(noun, schema, idFields) {
    return { noun, schema, fields: Object.entries(schema.shape).map(fieldRule), idFields };
}
/** The rule of a field the schema declares; a field of another kind is a bug in this module. */
function fieldRule([name, field]) {
    if (field instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodString */ .NDH && field.def.checks === undefined)
        return { name, nullish: false };
    if (field instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodEnum */ .Vb4)
        return { name, nullish: false, values: field.options.map(String) };
    const inner = field instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodOptional */ .IiU ? field.unwrap() : undefined;
    const value = inner instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodNullable */ .l1C ? inner.unwrap() : undefined;
    if (value instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodString */ .NDH && value.def.checks === undefined)
        return { name, nullish: true };
    throw new Error(`the record field "${name}" has a schema checkedRecord cannot check`);
}
const FACILITY = recordKind("facility", zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), organization_slug: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }), [["id", _core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .ID_PREFIXES */ .B6.facility]]);
const CONTROL_CENTER = {
    ...FACILITY,
    noun: "control center",
    idFields: [["id", _core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .ID_PREFIXES */ .B6.controlCenter]],
};
const CYBER_SYSTEM = recordKind("cyber system", zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    facility_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    control_center_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    organization_slug: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}), [
    ["id", _core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .ID_PREFIXES */ .B6.cyberSystem],
    ["facility_id", _core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .ID_PREFIXES */ .B6.facility],
    ["control_center_id", _core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .ID_PREFIXES */ .B6.controlCenter],
]);
const CYBER_ASSET = recordKind("cyber asset", zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    cyber_system_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    asset_type: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_core_shared_live_records_js__WEBPACK_IMPORTED_MODULE_2__/* .ASSET_TYPES */ .D),
    organization_slug: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
}), [
    ["id", _core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .ID_PREFIXES */ .B6.cyberAsset],
    ["cyber_system_id", _core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .ID_PREFIXES */ .B6.cyberSystem],
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
        const problem = (0,_core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .idShapeProblem */ .gL)(value, prefix);
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
        return `records ${earlier} and ${index} have the same id ${(0,_core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteId */ .g0)(id)}, so the list cannot say which record that id is`;
    }
    return undefined;
}
/** `id` as one path segment, or the reason it cannot be one. */
function idSegment(id, prefix) {
    const problem = (0,_core_shared_service_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .idShapeProblem */ .gL)(id, prefix);
    return problem === undefined ? { segment: encodeURIComponent(id) } : { problem };
}


/***/ })

};
