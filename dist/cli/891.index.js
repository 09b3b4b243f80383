export const id = 891;
export const ids = [891];
export const modules = {

/***/ 2501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dj: () => (/* binding */ reportDiagnostics),
/* harmony export */   My: () => (/* binding */ openClient),
/* harmony export */   aO: () => (/* binding */ flagPath),
/* harmony export */   pp: () => (/* binding */ FLAG_FIXES),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_number_setting_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5207);
/* harmony import */ var _io_api_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8927);
/* harmony import */ var _io_connection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8558);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(893);
// What the commands share: where the inventory is, the connection, diagnostics on standard error,
// and the flags that name files.





function sourceOf(settings, io) {
    return {
        patterns: settings.source.patterns,
        cwd: io.cwd,
        root: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, settings.source.root),
    };
}
function openClient(input, concurrency = _core_number_setting_js__WEBPACK_IMPORTED_MODULE_1__/* .SHARED_NUMBER_SETTINGS */ .io.concurrency.default) {
    return new _io_api_client_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiClient */ .OW({
        connection: (0,_io_connection_js__WEBPACK_IMPORTED_MODULE_3__/* .readConnection */ .dC)(input),
        maxConcurrency: concurrency,
        requestTimeoutMs: input.requestTimeoutMs,
    });
}
/** Diagnostics go to standard error, in its colour setting. */
function reportDiagnostics(diagnostics, io, color) {
    if (diagnostics.length > 0) {
        io.stderr((0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .renderDiagnosticsText */ .ms)(diagnostics, { color: color.stderr }));
    }
}
/** The flags that name files, with the fix each message ends with. */
const FLAG_FIXES = {
    plan: "pass the path of a plan saved with 'cip-sync plan --out FILE'",
    planOut: "choose another file path for the saved plan",
    record: "choose another file path for the change record",
    importOut: "choose an empty or new directory",
};
function flagPath(flag, given, fix, io) {
    return { flag, given, fix, cwd: io.cwd };
}


/***/ }),

/***/ 1104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ cyclesOf)
/* harmony export */ });
/**
 * The cycles of a graph in which every item leads to at most one other (renamed_from chains,
 * renames that take each other's names): each cycle once, its members in walk order, from the
 * member met first in `items`. Linear in the number of items.
 */
function cyclesOf(items, next) {
    const walkOf = new Map();
    const cycles = [];
    items.forEach((start, walk) => {
        const path = [];
        let current = start;
        // Bounded: every step marks an item that was not marked before.
        while (current !== undefined && !walkOf.has(current)) {
            walkOf.set(current, walk);
            path.push(current);
            current = next(current);
        }
        // A walk that ends on an item of an earlier walk joined a path already looked at.
        if (current !== undefined && walkOf.get(current) === walk) {
            cycles.push(path.slice(path.indexOf(current)));
        }
    });
    return cycles;
}


/***/ }),

/***/ 5527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ canonical),
/* harmony export */   d: () => (/* binding */ fingerprintOperations)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2483);
// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw.


/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations. `source` (where a declaration is written) is left out:
 * moving or reformatting lines in the inventory files does not change what an apply does, so it
 * must not invalidate a review.
 */
function fingerprintOperations(operations) {
    const effects = operations.map(({ source: _source, ...effect }) => JSON.stringify(canonical(effect)));
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256")
        .update(`[${effects.join(",")}]`)
        .digest("hex")}`;
}
/**
 * The value with every object's keys in code-point order, so that `JSON.stringify` writes it
 * canonically. Values already in that order are returned as they are: the planner builds its
 * operations that way, which keeps fingerprinting 100k operations cheap.
 */
function canonical(value) {
    if (Array.isArray(value)) {
        let copy;
        value.forEach((item, index) => {
            const canonicalItem = canonical(item);
            if (canonicalItem === item)
                return;
            copy ??= [...value];
            copy[index] = canonicalItem;
        });
        return copy ?? value;
    }
    if (value === null || typeof value !== "object")
        return value;
    const entries = Object.entries(value);
    let unchanged = true;
    const canonicalEntries = entries.map(([key, field], index) => {
        const canonicalField = field === undefined ? undefined : canonical(field);
        const previous = entries[index - 1];
        if (canonicalField !== field ||
            field === undefined ||
            (previous !== undefined && (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(previous[0], key) >= 0)) {
            unchanged = false;
        }
        return [key, canonicalField];
    });
    if (unchanged)
        return value;
    // No prototype, so that a key such as "__proto__" stays an ordinary field.
    const sorted = Object.create(null);
    canonicalEntries.sort(([a], [b]) => (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a, b));
    for (const [key, field] of canonicalEntries)
        if (field !== undefined)
            sorted[key] = field;
    return sorted;
}


/***/ }),

/***/ 7711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ countOf)
/* harmony export */ });
/* unused harmony export percent */
// Small pieces of the wording every layer's messages share, so that each is written one way.
/** "1 asset", "3 assets". */
function countOf(count, noun) {
    return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
/** A ratio as a percentage with at most one decimal: 0.3 -> "30%", 0.125 -> "12.5%". */
function percent(ratio) {
    return `${Math.round(ratio * 1000) / 10}%`;
}


/***/ }),

/***/ 8927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OW: () => (/* binding */ ApiClient),
  hD: () => (/* binding */ ApiError),
  vo: () => (/* binding */ fetchLiveInventory)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/core/redact.ts
var redact = __webpack_require__(2258);
// EXTERNAL MODULE: ./src/core/reveal.ts
var reveal = __webpack_require__(8586);
;// CONCATENATED MODULE: ./src/core/service-ids.ts
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
/** After the prefix: what no path, URL or terminal can misread, and a sane length. */
const ID_SUFFIX = /^[A-Za-z0-9_-]{1,128}$/;
/** Why `id` is not an id with `prefix`, or undefined when it is. */
function idShapeProblem(id, prefix) {
    if (id.startsWith(prefix) && ID_SUFFIX.test(id.slice(prefix.length)))
        return undefined;
    return `${quoteId(id)} is not a ${prefix} id (${prefix} then 1 to 128 letters, digits, "_" or "-")`;
}
/** The id in quotes, with control and invisible characters shown as escapes. */
function quoteId(id) {
    return (0,reveal/* revealHiddenCharacters */.cr)(JSON.stringify(id));
}

// EXTERNAL MODULE: ./src/io/connection.ts
var connection = __webpack_require__(8558);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(4371);
;// CONCATENATED MODULE: ./src/io/dispatcher.ts
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
        return new undici/* Pool */.bC(origin.origin, { ...pool, connect: tls });
    return new undici/* ProxyAgent */.kT({ ...pool, uri: proxy.url, requestTls: tls });
}

;// CONCATENATED MODULE: ./src/io/rate-limit.ts
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
        while (this.#inFlight < this.#limit && this.#waitersHead < this.#waiters.length) {
            const wake = this.#waiters[this.#waitersHead];
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
        for (let index = this.#recentHead; index < this.#recent.length; index++) {
            if (this.#recent[index] > throttledSentAt - 1000)
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
        while (this.#recent[this.#recentHead] <= sentAt - 1000)
            this.#recentHead++;
        if (this.#recentHead > 1024 && this.#recentHead * 2 > this.#recent.length) {
            this.#recent.splice(0, this.#recentHead);
            this.#recentHead = 0;
        }
    }
}

;// CONCATENATED MODULE: ./src/io/response-body.ts
/** Decodes response bodies as `request()` did: UTF-8, a leading byte order mark dropped. */
const UTF8 = new TextDecoder();
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
        const chunks = [];
        let received = 0;
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
            },
            onResponseData: (started, chunk) => {
                received += chunk.length;
                if (received > maxBodyBytes) {
                    chunks.length = 0;
                    started.abort(new BodyTooLargeError(maxBodyBytes));
                    return;
                }
                chunks.push(chunk);
            },
            onResponseEnd: () => {
                signal.removeEventListener("abort", abort);
                resolve({ status, headers, text: UTF8.decode(Buffer.concat(chunks)) });
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

// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
;// CONCATENATED MODULE: ./src/io/service-records.ts
// The records the service returns, as we use them, and what makes a response trustworthy enough
// to act on: the fields we read (z.object strips the ones the service may add, spec 9.3), ids of
// the service's shape in every id and reference, and every id once per list.



const FACILITY = {
    noun: "facility",
    schema: schemas/* object */.Ikc({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP(), organization_slug: schemas/* string */.YjP() }),
    idFields: [["id", ID_PREFIXES.facility]],
};
const CONTROL_CENTER = {
    noun: "control center",
    schema: FACILITY.schema,
    idFields: [["id", ID_PREFIXES.controlCenter]],
};
const CYBER_SYSTEM = {
    noun: "cyber system",
    schema: schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP(),
        facility_id: schemas/* string */.YjP().nullish(),
        control_center_id: schemas/* string */.YjP().nullish(),
        organization_slug: schemas/* string */.YjP(),
    }),
    idFields: [
        ["id", ID_PREFIXES.cyberSystem],
        ["facility_id", ID_PREFIXES.facility],
        ["control_center_id", ID_PREFIXES.controlCenter],
    ],
};
const CYBER_ASSET = {
    noun: "cyber asset",
    schema: schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP(),
        cyber_system_id: schemas/* string */.YjP(),
        asset_type: schemas/* enum */.k5n(model/* ASSET_TYPES */.Dd),
        organization_slug: schemas/* string */.YjP(),
    }),
    idFields: [
        ["id", ID_PREFIXES.cyberAsset],
        ["cyber_system_id", ID_PREFIXES.cyberSystem],
    ],
};
/** Why the record's ids are not of the service's shape, or undefined. */
function recordIdProblem(record, kind) {
    for (const [field, prefix] of kind.idFields) {
        const value = record[field];
        if (typeof value !== "string")
            continue;
        const problem = idShapeProblem(value, prefix);
        if (problem !== undefined)
            return `${field} ${problem}`;
    }
    return undefined;
}
/** Why the list is not one record per id (naming the id and both positions), or undefined. */
function duplicateIdProblem(records) {
    const first = new Map();
    for (const [index, record] of records.entries()) {
        const earlier = first.get(record.id);
        if (earlier !== undefined) {
            return `records ${earlier} and ${index} have the same id ${quoteId(record.id)}, so the list cannot say which record that id is`;
        }
        first.set(record.id, index);
    }
    return undefined;
}
/** `id` as one path segment, or the reason it cannot be one. */
function idSegment(id, prefix) {
    const problem = idShapeProblem(id, prefix);
    return problem === undefined ? { segment: encodeURIComponent(id) } : { problem };
}

;// CONCATENATED MODULE: ./src/io/transport-errors.ts
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
 * The failure `error` amounts to, when it is a proxy or certificate problem; undefined for any
 * other error. `host` is the service's host name, `proxy` the proxy the request went through.
 */
function describeTransportFailure(error, host, proxy) {
    const code = error?.code;
    const message = oneLine(error);
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
    return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").trim();
}

;// CONCATENATED MODULE: ./src/io/api-client.ts
// The Compliance Inventory Service over HTTP (spec 4.2): one keep-alive connection pool, timeouts
// on every phase, retries where repeating a request cannot change the outcome, and an adaptive
// limit on requests in flight so a rate-limited service is not hammered. Every message that
// leaves this module has passed through redactSecret.












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
const serviceErrorSchema = schemas/* object */.Ikc({ error: schemas/* object */.Ikc({ message: schemas/* string */.YjP() }) });
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
/** TLS failures (certificates, or https:// to a server that speaks plain HTTP). */
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
class ApiClient {
    /** The key and the proxy credentials: masked in every message. */
    #secrets;
    #apiKey;
    #origin;
    #host;
    #proxy;
    /** Hints appended to errors the API key or the URL setting likely caused. */
    #keyHint;
    #urlHint;
    #pathPrefix;
    #pool;
    #gate;
    #timeouts;
    #deadlineMs;
    /** No call lasts beyond this time (epoch ms), whatever its own deadline: see endCallsBy. */
    #endBy = Number.POSITIVE_INFINITY;
    #maxBodyBytes;
    #maxAttempts;
    #baseDelayMs;
    #maxDelayMs;
    #random;
    #sleep;
    #headers;
    #jsonHeaders;
    #requests = 0;
    constructor(options) {
        const { baseUrl, apiKey, urlSource, keySource, proxy } = options.connection;
        this.#secrets = (0,connection/* connectionSecrets */.K$)(options.connection);
        this.#apiKey = apiKey;
        this.#origin = baseUrl.origin;
        this.#host = baseUrl.host;
        this.#proxy = proxy;
        this.#keyHint = `check the API key in ${keySource}`;
        this.#urlHint = `check the service URL in ${urlSource}`;
        this.#pathPrefix = baseUrl.pathname.replace(/\/+$/, "");
        const requestTimeoutMs = options.requestTimeoutMs;
        this.#timeouts = {
            connectMs: options.timeouts?.connectMs ?? 10_000,
            headersMs: options.timeouts?.headersMs ?? requestTimeoutMs ?? 30_000,
            bodyMs: options.timeouts?.bodyMs ?? requestTimeoutMs ?? 60_000,
        };
        this.#deadlineMs = options.deadlineMs ?? Math.max(120_000, 4 * (requestTimeoutMs ?? 0));
        this.#maxBodyBytes = {
            list: options.maxBodyBytes?.list ?? 256 * 2 ** 20,
            other: options.maxBodyBytes?.other ?? 2 ** 20,
        };
        this.#maxAttempts = Math.max(1, options.retry?.maxAttempts ?? 5);
        this.#baseDelayMs = options.retry?.baseDelayMs ?? 200;
        this.#maxDelayMs = options.retry?.maxDelayMs ?? 10_000;
        this.#random = options.random ?? Math.random;
        this.#sleep = options.sleep ?? ((ms) => (0,promises_.setTimeout)(ms));
        const maxConcurrency = Math.max(1, Math.floor(options.maxConcurrency ?? 8));
        this.#gate = new AdaptiveGate(maxConcurrency, this.#sleep);
        this.#pool =
            options.dispatcher ??
                openDispatcher(baseUrl, proxy, {
                    connections: maxConcurrency,
                    connectTimeout: this.#timeouts.connectMs,
                    headersTimeout: this.#timeouts.headersMs,
                    bodyTimeout: this.#timeouts.bodyMs,
                });
        this.#headers = { "x-api-key": apiKey, accept: "application/json" };
        this.#jsonHeaders = { ...this.#headers, "content-type": "application/json" };
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
    listCyberAssets(counter) {
        return this.#list("/cyber-assets", CYBER_ASSET, counter);
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
        const response = await this.#call({ method: "GET", path, counter, accept404: true });
        if (response.status === 404)
            return undefined;
        return this.#record(response, "GET", path, CYBER_ASSET);
    }
    /**
     * One create. A POST is repeated only when the service provably did nothing (429, or no
     * connection); any other failure after sending throws an ApiError with `ambiguous: true`, and
     * the caller must look for the asset before creating it again (see apply.ts).
     */
    async createCyberAsset(body, counter) {
        const path = "/cyber-assets";
        const response = await this.#call({
            method: "POST",
            path,
            body: JSON.stringify(body),
            counter,
        });
        // An unreadable 201 still means the create landed: the caller must find it, so ambiguous.
        return this.#record(response, "POST", path, CYBER_ASSET, true);
    }
    async updateCyberAsset(id, patch, counter) {
        const path = this.#recordPath("PATCH", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#call({
            method: "PATCH",
            path,
            body: JSON.stringify(patch),
            counter,
        });
        return this.#record(response, "PATCH", path, CYBER_ASSET);
    }
    /**
     * Resolves once the asset is gone. A 404 (an earlier attempt, or someone else, deleted it) counts
     * as done only after GET /cyber-assets/{id} confirms the asset is absent; a 404 to the first
     * attempt means someone else deleted it ("gone-before"), not this client.
     */
    async deleteCyberAsset(id, counter) {
        const path = this.#recordPath("DELETE", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#call({ method: "DELETE", path, counter, accept404: true });
        if (response.status !== 404)
            return "deleted";
        if ((await this.getCyberAsset(id, counter)) === undefined) {
            return response.attempt === 1 ? "gone-before" : "deleted";
        }
        throw new ApiError({
            method: "DELETE",
            path,
            status: 404,
            serviceMessage: this.#serviceMessage(response.text),
            ambiguous: false,
            reason: `404 ${external_node_http_.STATUS_CODES[404]} although GET ${path} still finds the asset; run apply again`,
        });
    }
    /**
     * From now on, no call lasts beyond `epochMs` (the deadline of a whole apply): a call that would
     * start later is not sent, one in flight is abandoned then, and no Retry-After is waited past it.
     */
    endCallsBy(epochMs) {
        this.#endBy = epochMs;
    }
    /** HTTP requests sent so far, retries included. */
    requestCount() {
        return this.#requests;
    }
    /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
    backoff(attempt) {
        return this.#sleep(this.#jitterDelay(attempt));
    }
    /** The most attempts one operation may make. */
    get maxAttempts() {
        return this.#maxAttempts;
    }
    /** `text` with this client's API key and proxy credentials masked, for messages built outside. */
    redact(text) {
        return (0,redact/* redactSecrets */.fp)(text, this.#secrets);
    }
    close() {
        return this.#pool.close();
    }
    /** `collection/id`, refusing an id of another shape before anything is sent. */
    #recordPath(method, collection, id, prefix) {
        const checked = idSegment(id, prefix);
        if ("segment" in checked)
            return `${collection}/${checked.segment}`;
        throw new ApiError({
            method,
            path: `${collection}/{id}`,
            status: undefined,
            serviceMessage: undefined,
            ambiguous: false,
            reason: `not sent: the id ${checked.problem}; plan again`,
        });
    }
    async #list(path, kind, counter) {
        const response = await this.#call({ method: "GET", path, counter, list: true });
        const parsed = this.#json(response, "GET", path);
        if (!Array.isArray(parsed)) {
            throw this.#badBody("GET", path, response.status, "expected a JSON array of records");
        }
        const records = new Array(parsed.length);
        for (let index = 0; index < parsed.length; index++) {
            const result = kind.schema.safeParse(parsed[index]);
            const problem = result.success
                ? recordIdProblem(result.data, kind)
                : describeIssues(result.error);
            if (problem !== undefined || !result.success) {
                const reason = `record ${index} is not a ${kind.noun}: ${problem}`;
                throw this.#badBody("GET", path, response.status, reason);
            }
            records[index] = result.data;
        }
        const duplicate = duplicateIdProblem(records);
        if (duplicate !== undefined)
            throw this.#badBody("GET", path, response.status, duplicate);
        return records;
    }
    async #get(path, kind, counter) {
        const response = await this.#call({ method: "GET", path, counter });
        return this.#record(response, "GET", path, kind);
    }
    #record(response, method, path, kind, ambiguous = false) {
        const result = kind.schema.safeParse(this.#json(response, method, path, ambiguous));
        const problem = result.success
            ? recordIdProblem(result.data, kind)
            : describeIssues(result.error);
        if (problem === undefined && result.success)
            return result.data;
        const reason = `the response is not a ${kind.noun}: ${problem}`;
        throw this.#badBody(method, path, response.status, reason, ambiguous);
    }
    #json(response, method, path, ambiguous = false) {
        try {
            return JSON.parse(response.text);
        }
        catch {
            throw this.#badBody(method, path, response.status, "the response body is not JSON", ambiguous);
        }
    }
    #badBody(method, path, status, problem, ambiguous = false) {
        return new ApiError({
            method,
            path,
            status,
            serviceMessage: undefined,
            ambiguous,
            reason: this.redact(`${statusLine(status)} but ${problem}`),
        });
    }
    /**
     * Sends one call with retries until success, a final answer, the attempt limit or the deadline.
     * Returns a 2xx response (or a 404 when `accept404`); throws ApiError otherwise.
     */
    async #call(spec) {
        const ownDeadline = Date.now() + this.#deadlineMs;
        const deadline = Math.min(ownDeadline, this.#endBy);
        const deadlineText = deadline < ownDeadline
            ? "the deadline of the whole run"
            : `the ${this.#deadlineMs} ms deadline`;
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
                const failure = this.#failure(spec, outcome, attempt);
                if (!failure.retry)
                    throw new ApiError(failure.fields);
                const retryAfterMs = outcome.kind === "response" ? outcome.retryAfterMs : undefined;
                const jitter = this.#jitterDelay(attempt);
                const delayMs = retryAfterMs === undefined ? jitter : Math.max(retryAfterMs, jitter);
                if (Date.now() + delayMs >= deadline) {
                    const wait = retryAfterMs === undefined
                        ? "no time left for another attempt"
                        : `the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (Retry-After), more than is left`;
                    const reason = `${failure.fields.reason} (${wait} within ${deadlineText})`;
                    throw new ApiError({ ...failure.fields, reason });
                }
                await this.#sleep(delayMs);
            }
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** The error an unsuccessful attempt amounts to, and whether another attempt may follow. */
    #failure(spec, outcome, attempt) {
        const { method, path } = spec;
        const isPost = method === "POST";
        const last = attempt >= this.#maxAttempts;
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
                reason: this.redact(outcome.reason + suffix),
                hint: outcome.hint ?? (outcome.unreachable ? this.#urlHint : undefined),
            };
            return { fields, retry };
        }
        const { status, text } = outcome.response;
        const serviceMessage = this.#serviceMessage(text);
        // 429 is an answer given before any effect; a 5xx may follow a commit (spec says nothing).
        const ambiguous = status >= 500 && method !== "GET";
        const retry = RETRYABLE_STATUSES.has(status) && !last && (!isPost || status === 429);
        const detail = serviceMessage === undefined ? "" : `: ${serviceMessage}`;
        const fields = {
            method,
            path,
            status,
            serviceMessage,
            ambiguous,
            reason: this.redact(`${statusLine(status)}${detail}${suffix}`),
            hint: status === 401 || status === 403 ? this.#keyHint : undefined,
        };
        return { fields, retry };
    }
    async #attempt(spec, signal, deadline, deadlineText) {
        const ticket = await this.#gate.acquire(deadline);
        let answer = "none";
        const deadlineReason = `no outcome within ${deadlineText}`;
        try {
            if (signal.aborted || ticket.late || Date.now() >= deadline) {
                return { kind: "network", sent: false, permanent: true, reason: deadlineReason };
            }
            this.#requests++;
            if (spec.counter)
                spec.counter.attempts++;
            const { status, headers, text } = await exchange(this.#pool, {
                origin: this.#origin,
                method: spec.method,
                path: this.#pathPrefix + spec.path,
                headers: spec.body === undefined ? this.#headers : this.#jsonHeaders,
                body: spec.body ?? null,
            }, signal, spec.list ? this.#maxBodyBytes.list : this.#maxBodyBytes.other);
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
                return { kind: "network", sent: true, permanent: true, reason: deadlineReason };
            }
            return this.#networkFailure(error);
        }
        finally {
            this.#gate.release(ticket, answer);
        }
    }
    #networkFailure(error) {
        const described = describeTransportFailure(error, this.#host, this.#proxy);
        if (described !== undefined) {
            const { sent, permanent, reason, hint } = described;
            return { kind: "network", sent, permanent, reason, hint: this.redact(hint) };
        }
        const code = error?.code;
        // On one line (OpenSSL's messages end with a line break), redacted before it is collapsed.
        const message = (0,redact/* redactedLine */.Py)(this.redact(error instanceof Error ? error.message : String(error)), this.#apiKey, Number.POSITIVE_INFINITY);
        const { connectMs, headersMs, bodyMs } = this.#timeouts;
        switch (code) {
            case "UND_ERR_CONNECT_TIMEOUT":
                return unreachable(network(false, false, `could not connect within ${connectMs} ms (connect timeout)`));
            case "UND_ERR_HEADERS_TIMEOUT":
                return network(true, false, `no response within ${headersMs} ms (headers timeout)`);
            case "UND_ERR_BODY_TIMEOUT":
                return network(true, false, `the response body stalled for ${bodyMs} ms (body timeout)`);
            case BODY_TOO_LARGE:
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
    #serviceMessage(text) {
        if (text.trim() === "")
            return undefined;
        let message;
        try {
            const parsed = serviceErrorSchema.safeParse(JSON.parse(text));
            message = parsed.success ? parsed.data.error.message : text;
        }
        catch {
            message = text;
        }
        // The service's text reaches terminals and logs: escape sequences and bidirectional controls
        // in it are shown as \uXXXX, never interpreted.
        return (0,reveal/* revealHiddenCharacters */.cr)((0,redact/* redactedLine */.Py)(message, this.#apiKey, 300));
    }
    #jitterDelay(attempt) {
        const ceiling = Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** (attempt - 1));
        return this.#random() * ceiling;
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
function network(sent, permanent, reason) {
    return { kind: "network", sent, permanent, reason };
}
function unreachable(attempt) {
    return { ...attempt, unreachable: true };
}
function statusLine(status) {
    const text = external_node_http_.STATUS_CODES[status];
    return text === undefined ? `${status}` : `${status} ${text}`;
}
function describeIssues(error) {
    return error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""}${issue.message}`)
        .join("; ");
}


/***/ }),

/***/ 8558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ connectionSecrets),
/* harmony export */   dC: () => (/* binding */ readConnection)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2258);
/* harmony import */ var _connection_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9753);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7424);
// Where the service is, which key opens it and which proxy leads there, checked before any request
// is made. The key and the proxy credentials are never part of a message: a message names where a
// secret came from, not what it is.





const URL_EXAMPLE = "e.g. https://inventory.example.com or https://example.com/inventory-api";
/**
 * Checks and normalises the service URL and API key. `urlSource` and `keySource` name where the
 * values came from ("CIP_API_URL", "--api-url", "input api-key", ...) for messages.
 */
function readConnection(input) {
    const apiKey = checkKey(input.apiKey, input.keySource);
    try {
        const baseUrl = checkUrl(input.apiUrl, input.urlSource, input.keySource);
        const proxy = input.proxyEnv === undefined ? undefined : (0,_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxyForUrl */ .th)(input.proxyEnv, baseUrl.href);
        return { baseUrl, apiKey, urlSource: input.urlSource, keySource: input.keySource, proxy };
    }
    catch (error) {
        // The key may have been pasted into the URL setting by mistake.
        if (error instanceof _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R) {
            throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R((0,_core_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecret */ .Y3)(error.message, apiKey));
        }
        throw error;
    }
}
function checkKey(apiKey, keySource) {
    const fix = `set ${keySource} to the API key an Organization Admin generated for your organization`;
    if (apiKey === undefined)
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${keySource} is not set: ${fix}`);
    if (apiKey.trim() === "")
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${keySource} is empty: ${fix}`);
    if (/[\r\n]/.test(apiKey)) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${keySource} contains a line break: set it to the key alone, on one line`);
    }
    if (apiKey.trim() !== apiKey) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${keySource} has leading or trailing whitespace: set it to the key alone, without spaces`);
    }
    // A header value cannot carry control characters, and non-ASCII would be re-encoded on the
    // wire and no longer match the key the service issued.
    if (!/^[\x20-\x7e]+$/.test(apiKey)) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${keySource} contains control or non-ASCII characters: copy the key again from the application`);
    }
    const tooShort = (0,_core_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .shortSecretProblem */ .KI)(apiKey, keySource);
    if (tooShort !== undefined)
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(tooShort);
    return apiKey;
}
function checkUrl(apiUrl, urlSource, keySource) {
    if (apiUrl === undefined) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${urlSource} is not set: set it to the base URL of the Compliance Inventory Service, ${URL_EXAMPLE}`);
    }
    if (apiUrl.trim() === "") {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${urlSource} is empty: set it to the base URL of the Compliance Inventory Service, ${URL_EXAMPLE}`);
    }
    const url = URL.parse(apiUrl.trim());
    if (url === null) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${urlSource} is not a valid URL ("${apiUrl}"): give an absolute URL, ${URL_EXAMPLE}`);
    }
    if (url.username !== "" || url.password !== "") {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${urlSource} contains credentials (user:password@): remove them; the API key goes in ${keySource}`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${urlSource} uses "${url.protocol}" ("${apiUrl}"): the service is reached over https://, ${URL_EXAMPLE}`);
    }
    if (url.protocol === "http:" && !isLoopback(url.hostname)) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${urlSource} uses http:// to ${url.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`);
    }
    if (url.search !== "" || url.hash !== "") {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConnectionError */ .R(`${urlSource} has a query string or fragment ("${apiUrl}"): give only the base URL, ${URL_EXAMPLE}`);
    }
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/`;
    return url;
}
function isLoopback(hostname) {
    if (hostname === "localhost")
        return true;
    if (hostname === "[::1]")
        return true;
    return (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(hostname) === 4 && hostname.startsWith("127.");
}
/** Every secret of the connection (the key, the proxy credentials): what messages must not hold. */
function connectionSecrets(connection) {
    return [connection.apiKey, ...(connection.proxy?.secrets ?? [])];
}


/***/ }),

/***/ 3009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ paint)
/* harmony export */ });
// Terminal colour. The caller decides whether to use it (a TTY, and no NO_COLOR), never this module.
const CODES = {
    bold: "1",
    red: "31",
    green: "32",
    yellow: "33",
    boldRed: "1;31",
    boldYellow: "1;33",
};
function paint(style, paintName, text) {
    return style.color ? `\u001B[${CODES[paintName]}m${text}\u001B[0m` : text;
}


/***/ }),

/***/ 9528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ diagnosticTextLines),
/* harmony export */   y: () => (/* binding */ diagnosticMarkdownItem)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7135);
/* harmony import */ var _ansi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3009);
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5239);
/* harmony import */ var _core_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8586);




// `related` holds every other place a problem involves (the first declaration of a duplicate, the
// other entries of a renamed_from cycle), so the note does not claim which one it is.
const RELATED_NOTE = "related location";
/** "file:line:column: error: message", then one "  file:line:column: note: …" per related place. */
function diagnosticTextLines(diagnostic, style) {
    const label = (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, diagnostic.severity === "error" ? "boldRed" : "boldYellow", `${diagnostic.severity}:`);
    const message = (0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)(diagnostic.message);
    const place = diagnostic.location
        ? `${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))}: `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `  ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))}: note: ${RELATED_NOTE}`);
    return [`${place}${label} ${message}`, ...related];
}
/** "- `file:line:column` **error:** message", related places as a nested list. */
function diagnosticMarkdownItem(diagnostic) {
    const place = diagnostic.location
        ? `${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .B)((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))} `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `\n  - ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .B)((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))} ${RELATED_NOTE}`);
    return `- ${place}**${diagnostic.severity}:** ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .F)(diagnostic.message)}${related.join("")}`;
}


/***/ }),

/***/ 5239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ markdownCodeSpan),
/* harmony export */   F: () => (/* binding */ escapeMarkdown)
/* harmony export */ });
/* harmony import */ var _core_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8586);
// Escaping of user-supplied text (asset, system and facility names, service messages, file paths)
// for GitHub-flavoured Markdown. GitHub links @mentions, #references and bare URLs after Markdown
// has been parsed, so a backslash does not stop them (github/cmark-gfm#181), nor does an HTML
// entity such as &#64;: a zero-width space after the trigger does, and renders the same.

const ZERO_WIDTH_SPACE = "\u200B";
const REPLACEMENTS = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "@": `@${ZERO_WIDTH_SPACE}`,
    "#": `#${ZERO_WIDTH_SPACE}`,
};
/**
 * Text that renders literally wherever it is placed in a line, table cell or heading: no
 * emphasis, code, link, image, HTML, table cell break, mention, issue reference, autolink, math or
 * block marker, nor emoji. Hidden characters (newlines included) show as `\uXXXX`.
 */
function escapeMarkdown(text) {
    return ((0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text)
        // Emoji shortcodes (:warning:), which GitHub, too, replaces after parsing.
        .replace(/:(?=[\w+-]+:)/g, `:${ZERO_WIDTH_SPACE}`)
        .replace(/[\\`*_~[\]|$&<>@#]/g, (character) => REPLACEMENTS[character] ?? `\\${character}`)
        // Bare URLs and www. names become links through GFM's autolink extension.
        .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
        .replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`)
        .replace(/GH-(?=\d)/gi, (prefix) => `${prefix}${ZERO_WIDTH_SPACE}`)
        // Block markers that count only at the start of a line: lists, setext underlines.
        .replace(/^([-+=])/, "\\$1")
        .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2"));
}
/** A code span holding `text` literally, whatever backticks it contains. */
function markdownCodeSpan(text) {
    const shown = (0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text);
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
    return `${fence}${padding}${shown}${padding}${fence}`;
}


/***/ }),

/***/ 8823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ viewPlan),
/* harmony export */   IW: () => (/* binding */ cycleWords),
/* harmony export */   LL: () => (/* binding */ TEMPORARY_RENAME_WORDS),
/* harmony export */   WW: () => (/* binding */ refusalWords),
/* harmony export */   eo: () => (/* binding */ NO_CHANGES),
/* harmony export */   gJ: () => (/* binding */ groupBySystem),
/* harmony export */   ik: () => (/* binding */ createdWords),
/* harmony export */   o2: () => (/* binding */ deleteHeadline),
/* harmony export */   pV: () => (/* binding */ updateKindWords),
/* harmony export */   sR: () => (/* binding */ applyVerdict),
/* harmony export */   u$: () => (/* binding */ RERUN_ADVICE),
/* harmony export */   uK: () => (/* binding */ planSummaryLine),
/* harmony export */   y0: () => (/* binding */ DELETE_CONSEQUENCE)
/* harmony export */ });
/* harmony import */ var _core_cycles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1104);
/* harmony import */ var _core_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2483);
/* harmony import */ var _core_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7711);



/** The plan's operations by what they do, each group in execution order. */
function viewPlan(plan) {
    const finalRenames = new Set();
    for (const operation of plan.operations) {
        if (operation.action === "update" && !operation.temporary && operation.changes.name) {
            finalRenames.add(operation.asset_id);
        }
    }
    // A temporary rename is folded into its asset's final rename; one without a final rename (a
    // hand-edited plan) is shown as the rename it is, so that no operation goes unseen.
    const temporaryByAsset = new Map();
    for (const operation of plan.operations) {
        if (operation.action === "update" && operation.temporary) {
            if (finalRenames.has(operation.asset_id))
                temporaryByAsset.set(operation.asset_id, operation);
        }
    }
    const view = { deletes: [], relocations: [], retypes: [], creates: [] };
    const renames = [];
    for (const operation of plan.operations) {
        if (operation.action === "delete")
            view.deletes.push(operation);
        else if (operation.action === "create")
            view.creates.push(operation);
        else if (temporaryByAsset.get(operation.asset_id) !== operation) {
            const temporary = operation.temporary
                ? undefined
                : temporaryByAsset.get(operation.asset_id)?.changes.name;
            const update = {
                operation,
                nameBefore: temporary?.from ?? operation.changes.name?.from ?? operation.name,
                ...(temporary ? { temporaryName: temporary.to } : {}),
                cycleSize: 0,
            };
            if (operation.changes.name)
                renames.push(update);
            if (operation.changes.name || operation.changes.cyber_system)
                view.relocations.push(update);
            else
                view.retypes.push(update);
        }
    }
    markRenameCycles(renames);
    return view;
}
/** Sets `cycleSize` of the renames that take each other's names in a cycle. */
function markRenameCycles(renames) {
    const byOldKey = new Map(renames.map((rename) => [(0,_core_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(rename.nameBefore), rename]));
    for (const cycle of (0,_core_cycles_js__WEBPACK_IMPORTED_MODULE_1__/* .cyclesOf */ .J)(renames, (rename) => byOldKey.get((0,_core_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(rename.operation.name)))) {
        // A change of letter case only leads back to itself: that is no cycle.
        if (cycle.length < 2)
            continue;
        for (const member of cycle)
            member.cycleSize = cycle.length;
    }
}
/** Items by cyber system, systems in name order (then parent name, then id); items keep their order. */
function groupBySystem(items, systemOf) {
    const groups = new Map();
    for (const item of items) {
        const system = systemOf(item);
        const group = groups.get(system.id);
        if (group)
            group.items.push(item);
        else
            groups.set(system.id, { system, items: [item] });
    }
    return [...groups.values()].sort((a, b) => (0,_core_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.system.name, b.system.name) ||
        (0,_core_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.system.parent?.name ?? "", b.system.parent?.name ?? "") ||
        (0,_core_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.system.id, b.system.id));
}
const KIND_NOUNS = {
    move: "move",
    rename: "rename",
    retype: "type change",
};
/** "1 move, 1 rename, 1 type change": the kinds an update count is made of, zero counts left out. */
function updateKindCounts(summary) {
    const kinds = ["move", "rename", "retype"];
    return kinds
        .filter((kind) => summary[kind] > 0)
        .map((kind) => (0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(summary[kind], KIND_NOUNS[kind]))
        .join(", ");
}
/** "Plan: 3 to create, 4 to update (1 move, 1 rename, 1 type change), 1 to delete." */
function planSummaryLine(summary) {
    const kinds = updateKindCounts(summary);
    const update = kinds ? `${summary.update} to update (${kinds})` : `${summary.update} to update`;
    return `Plan: ${summary.create} to create, ${update}, ${summary.delete} to delete.`;
}
const NO_CHANGES = "The live inventory matches the declaration.";
/** "apply refuses this plan: it breaks 2 safety rules" */
function refusalWords(violations) {
    return `apply refuses this plan: it breaks ${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(violations, "safety rule")}`;
}
/** "rename, move, type change": an update's kinds as words. */
function updateKindWords(kinds) {
    return kinds.map((kind) => KIND_NOUNS[kind]).join(", ");
}
/** "part of a swap" or "part of a rename cycle of 3 assets"; empty outside cycles. */
function cycleWords(update) {
    if (update.cycleSize === 0)
        return "";
    return update.cycleSize === 2
        ? "part of a swap"
        : `part of a rename cycle of ${update.cycleSize} assets`;
}
const TEMPORARY_RENAME_WORDS = "a temporary name, to break a rename cycle";
/** "3 cyber assets will be permanently deleted." */
function deleteHeadline(count) {
    return `${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(count, "cyber asset")} will be permanently deleted.`;
}
const DELETE_CONSEQUENCE = "Deletion cannot be undone through the API: the asset record and its compliance history are lost.";
/** What a successful create produced, `id` already formatted for the output. */
function createdWords(id, adopted) {
    return adopted
        ? `adopted ${id} (the response was lost, but the asset had been created)`
        : `created ${id}`;
}
/** The one-line verdict of an apply, with its counts. */
function applyVerdict(plan, result) {
    const operations = plan.operations.length;
    const reported = new Set(result.results.map((entry) => entry.index));
    const notRun = plan.operations.filter((_, index) => !reported.has(index)).length;
    const { succeeded, failed, skipped } = result.summary;
    if (result.interrupted !== undefined) {
        const notStarted = result.interrupted.not_started;
        const skippedForFailure = skipped - notStarted;
        const parts = [
            `${succeeded} of ${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(operations, "operation")} succeeded`,
            `${failed} failed`,
        ];
        if (skippedForFailure > 0)
            parts.push(`${skippedForFailure} skipped after a failure`);
        parts.push(`${notStarted} not started`);
        return { outcome: "interrupted", sentence: `Interrupted: ${parts.join(", ")}.`, notRun };
    }
    const problems = result.verification?.problems.length ?? 0;
    if (failed === 0 && skipped === 0 && notRun === 0) {
        if (problems > 0) {
            const sentence = `Applied all ${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(operations, "operation")}, but the verification after apply found ${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(problems, "problem")}.`;
            return { outcome: "partly applied", sentence, notRun };
        }
        const sentence = operations === 0
            ? "Applied: the plan had no changes."
            : `Applied: all ${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(operations, "operation")} succeeded.`;
        return { outcome: "applied", sentence, notRun };
    }
    const parts = [`${failed} failed`];
    if (skipped > 0) {
        // Skipped: after a failed dependency, left by the deadline, or done by another writer.
        const dependents = result.results.filter((entry) => entry.status === "skipped" && entry.error?.startsWith("skipped: depends on")).length;
        const depend = skipped === 1 ? "it depends" : "they depend";
        parts.push(dependents === skipped
            ? `${skipped} skipped because ${depend} on a failed operation`
            : `${skipped} skipped (each with its reason)`);
    }
    if (problems > 0)
        parts.push(`${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(problems, "verification problem")}`);
    if (notRun > 0)
        parts.push(`${notRun} not run`);
    const rest = parts.join(", ");
    return succeeded === 0
        ? {
            outcome: "not applied",
            sentence: `Not applied: none of the ${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        }
        : {
            outcome: "partly applied",
            sentence: `Partly applied: ${succeeded} of ${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .p)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        };
}
const RERUN_ADVICE = "Fix the cause and run apply again: the next plan contains only what is still missing.";


/***/ }),

/***/ 893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ renderPlanText),
/* harmony export */   ZG: () => (/* binding */ renderApplyResultText),
/* harmony export */   ms: () => (/* binding */ renderDiagnosticsText)
/* harmony export */ });
/* harmony import */ var _core_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4146);
/* harmony import */ var _core_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7711);
/* harmony import */ var _ansi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3009);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9528);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8823);
/* harmony import */ var _core_reveal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8586);






function renderPlanText(plan, style) {
    const view = (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .viewPlan */ .Dw)(plan);
    const blocks = [];
    if (plan.operations.length === 0) {
        blocks.push([(0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "bold", `No changes. ${_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_CHANGES */ .eo}`)]);
    }
    else {
        blocks.push([
            (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "bold", (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .planSummaryLine */ .uK)(plan.summary)),
            `Fingerprint: ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(plan.fingerprint)}`,
        ]);
    }
    if (view.deletes.length > 0) {
        blocks.push([
            (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "boldRed", `DELETE: ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .deleteHeadline */ .o2)(view.deletes.length)}`),
            // "Deletion cannot be undone through the API:" and what that means, a line each.
            ..._plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .DELETE_CONSEQUENCE */ .y0.split(/(?<=:) /).map((part) => (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "red", `  ${part}`)),
            // Per system, so that each line names only the asset: readable at 80 columns.
            ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBySystem */ .gJ)(view.deletes, (operation) => operation.cyber_system).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.map((operation) => (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "red", `    - ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.name)} (${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.asset_id)}), ${operation.asset_type}`)),
            ]),
        ]);
    }
    if (view.relocations.length > 0) {
        blocks.push([
            (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "bold", "Moves and renames, per cyber system they leave:"),
            ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBySystem */ .gJ)(view.relocations, fromSystem).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.flatMap((update) => relocationLines(update, group.system).map((line) => (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "yellow", line))),
            ]),
        ]);
    }
    const changes = [...view.creates, ...view.retypes.map((update) => update.operation)];
    if (changes.length > 0) {
        blocks.push([
            (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "bold", "Creates and type changes, per cyber system:"),
            ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBySystem */ .gJ)(changes, (operation) => operation.cyber_system).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.map((operation) => `    ${changeLine(operation, style)}`),
            ]),
        ]);
    }
    if (plan.unmanaged.length > 0)
        blocks.push(unmanagedLines(plan.unmanaged, style));
    const { violations } = plan.safety;
    if (violations.length > 0) {
        blocks.push([
            (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "boldRed", `SAFETY: ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .refusalWords */ .WW)(violations.length)}.`),
            ...violations.map((violation) => (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "red", `  ! ${violation.rule}: ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(violation.message)}`)),
        ]);
    }
    if (plan.warnings.length > 0) {
        blocks.push([
            (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "boldYellow", `${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .countOf */ .p)(plan.warnings.length, "warning")}:`),
            ...plan.warnings.flatMap((warning) => (0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .diagnosticTextLines */ .s)(warning, style)),
        ]);
    }
    return blocks.map((lines) => `${lines.join("\n")}\n`).join("\n");
}
/** The verdict, then one line per operation of the plan with its outcome and reason. */
function renderApplyResultText(plan, result, style) {
    const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const verdict = (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .applyVerdict */ .sR)(plan, result);
    const lines = [
        (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, verdict.outcome === "applied" ? "bold" : "boldRed", verdict.sentence),
    ];
    if (verdict.outcome !== "applied")
        lines.push(_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .RERUN_ADVICE */ .u$);
    if (plan.operations.length > 0)
        lines.push("");
    const numberWidth = String(plan.operations.length - 1).length + 1;
    const indent = " ".repeat(2 + OUTCOME_WIDTH + 1);
    plan.operations.forEach((operation, index) => {
        const entry = byIndex.get(index);
        const number = `#${index}`.padEnd(numberWidth, " ");
        const created = operation.action === "create" && entry?.status === "succeeded" && entry.asset_id
            ? `: ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .createdWords */ .ik)((0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(entry.asset_id), entry.adopted)}`
            : "";
        lines.push(`  ${outcomeLabel(entry, style)} ${number} ${describeOperation(operation)}${created}`);
        if (entry?.error !== undefined)
            lines.push(`${indent}${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(entry.error)}`);
    });
    const problems = result.verification?.problems ?? [];
    if (problems.length > 0) {
        lines.push("", (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "boldRed", `Verification after apply: ${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .countOf */ .p)(problems.length, "problem")}:`));
        for (const problem of problems)
            lines.push(`  - ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(problem.message)}`);
    }
    return `${lines.join("\n")}\n`;
}
/** One "file:line:column: severity: message" line per diagnostic (and per related place). */
function renderDiagnosticsText(diagnostics, style) {
    const lines = diagnostics.flatMap((diagnostic) => (0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .diagnosticTextLines */ .s)(diagnostic, style));
    return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}
/** "Alpha Protection (facility Substation Alpha)": how operation lines name a system. */
function systemLabel(system) {
    const { parent } = system;
    return parent
        ? `${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(system.name)} (${(0,_core_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(parent.name)})`
        : `${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(system.name)} (${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(system.id)}, parent not shown by the service)`;
}
/** "Alpha Protection (cs_1), facility Substation Alpha": how group headings name a system. */
function systemHeading(system) {
    const { parent } = system;
    const where = parent
        ? `${(0,_core_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(parent.name)}`
        : "parent not shown by the service";
    return `${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(system.name)} (${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(system.id)}), ${where}`;
}
/** The system an update takes its asset from: where a move starts, where a rename happens. */
function fromSystem(update) {
    return update.operation.changes.cyber_system?.from ?? update.operation.cyber_system;
}
/**
 * "~ rename a -> b (ca_1)" or "-> move a (ca_1) to T", under the heading of the system it leaves,
 * with cycle notes; the temporary name of a rename cycle on a line of its own.
 */
function relocationLines(update, from) {
    const { operation } = update;
    const { cyber_system: move, asset_type: retype, name: rename } = operation.changes;
    const id = (0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.asset_id);
    const marker = move ? "->" : "~";
    let line = rename
        ? `${marker} rename ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(update.nameBefore)} -> ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.name)} (${id})`
        : `${marker} move ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.name)} (${id})`;
    if (move) {
        // The destination's parent is named only when it differs from the heading's.
        const to = move.to.parent && move.to.parent.id === from.parent?.id
            ? (0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(move.to.name)
            : systemLabel(move.to);
        line += `${rename ? ", move" : ""} to ${to}`;
    }
    if (retype)
        line += `, type ${retype.from} -> ${retype.to}`;
    const cycle = (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .cycleWords */ .IW)(update);
    if (cycle)
        line += `, ${cycle}`;
    const lines = [`    ${line}`];
    if (update.temporaryName !== undefined) {
        lines.push(`      first renamed to the temporary name ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(update.temporaryName)}`);
    }
    return lines;
}
/** "+ a (hardware)" for a create, "~ a (ca_1): type hardware -> software" for a type change. */
function changeLine(operation, style) {
    if (operation.action === "create") {
        return (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "green", `+ ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.name)} (${operation.asset_type})`);
    }
    const retype = operation.changes.asset_type;
    const change = retype ? `: type ${retype.from} -> ${retype.to}` : "";
    return (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "yellow", `~ ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.name)} (${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.asset_id)})${change}`);
}
/**
 * "rename a -> b (ca_1) in S", "move a (ca_1) from S to T", "change type of a (ca_1) in S from
 * hardware to software", combined as "rename a -> b (ca_1), move from S to T, type hardware -> software".
 */
function describeUpdate(operation, nameBefore) {
    const { cyber_system: move, asset_type: retype, name: rename } = operation.changes;
    const id = (0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.asset_id);
    const name = (0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.name);
    let line = rename
        ? `rename ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(nameBefore)} -> ${name} (${id})`
        : `${move ? "move" : "change type of"} ${name} (${id})`;
    if (move) {
        line += `${rename ? ", move" : ""} from ${systemLabel(move.from)} to ${systemLabel(move.to)}`;
    }
    else
        line += ` in ${systemLabel(operation.cyber_system)}`;
    if (retype) {
        line +=
            rename || move
                ? `, type ${retype.from} -> ${retype.to}`
                : ` from ${retype.from} to ${retype.to}`;
    }
    return line;
}
function unmanagedLines(unmanaged, style) {
    const one = unmanaged.length === 1;
    return [
        (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, "bold", `Kept, not managed (prune: false): ${(0,_core_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .countOf */ .p)(unmanaged.length, "live asset")} ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}:`),
        ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBySystem */ .gJ)(unmanaged, (asset) => asset.cyber_system).flatMap((group) => [
            `  ${systemHeading(group.system)}:`,
            ...group.items.map((asset) => `    = ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(asset.name)} (${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(asset.asset_id)}), ${asset.asset_type}`),
        ]),
    ];
}
/** One operation of an apply, as executed (a temporary rename is its own step). */
function describeOperation(operation) {
    switch (operation.action) {
        case "create":
            return `create ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.name)} (${operation.asset_type}) in ${systemLabel(operation.cyber_system)}`;
        case "delete":
            return `delete ${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.name)} (${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_4__/* .revealHiddenCharacters */ .cr)(operation.asset_id)}) from ${systemLabel(operation.cyber_system)}`;
        case "update": {
            const line = describeUpdate(operation, operation.changes.name?.from ?? operation.name);
            return operation.temporary ? `${line}, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .TEMPORARY_RENAME_WORDS */ .LL}` : line;
        }
    }
}
const OUTCOME_WIDTH = 7;
function outcomeLabel(entry, style) {
    const [paintName, word] = outcomeStyle(entry);
    return (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, paintName, word.padEnd(OUTCOME_WIDTH, " "));
}
function outcomeStyle(entry) {
    switch (entry?.status) {
        case undefined:
            return ["yellow", "not run"];
        case "succeeded":
            return ["green", "ok"];
        case "failed":
            return ["boldRed", "FAILED"];
        case "skipped":
            return ["yellow", "skipped"];
    }
}


/***/ })

};
