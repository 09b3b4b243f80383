export const id = 205;
export const ids = [205];
export const modules = {

/***/ 8673:
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

/***/ 6205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readNozomiRows: () => (/* binding */ readNozomiRows)
/* harmony export */ });
/* harmony import */ var _platform_http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1632);
/* harmony import */ var _platform_pages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6723);
/* harmony import */ var _core_sources_platforms_field_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8673);



/** Reads the source, handing `into` each record's row as its page arrives (the page then dropped). */
function readNozomiRows(source, options, into) {
    return _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .withPlatform */ .Ai(source, "Nozomi Networks", options, async (connection) => {
        const session = new Session(connection, source.auth);
        const where = source.condition === undefined ? "" : ` | where ${source.condition}`;
        const counted = countOf(connection, await session.get(queryUrl(connection, `assets${where} | count`), "the count"));
        const records = new _platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .ReadRecords */ .lk(connection);
        const ask = async (after, page) => {
            const since = after.id === undefined ? "" : ` | where id > ${after.id}`;
            const query = `assets${where} | sort id${since} | head ${source.page_size}`;
            const request = { url: queryUrl(connection, query), what: `page ${page}` };
            return { request, body: await session.get(request.url, request.what) };
        };
        const last = await (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .readPages */ .n4)(connection, { id: undefined }, ask, ({ request, body }, page) => {
            const result = resultOf(connection, body, request);
            return {
                // A page short of page_size is the last: Nozomi's paging ends there.
                next: () => {
                    if (result.length < source.page_size)
                        return undefined;
                    const id = (0,_core_sources_platforms_field_path_js__WEBPACK_IMPORTED_MODULE_2__/* .textAt */ .$)(result.at(-1) ?? {}, "id");
                    if (id === "")
                        _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2(connection, _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9(request), "holds an asset without id");
                    return { id };
                },
                map: () => (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .mapRecords */ .dS)(source, { records: result, request, number: page }, records, into, {
                    field: "id",
                    what: "an asset",
                    place: (id) => `Nozomi asset ${id}`,
                }),
            };
        });
        (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .expectCount */ .xf)(connection, counted, records.count, _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9(last.request));
    });
}
/** The query endpoint's address for `query`, its spaces and pipes percent-encoded. */
function queryUrl(connection, query) {
    const path = `${connection.base.pathname.replace(/\/+$/, "")}/api/open/query/do`;
    return new URL(`${path}?query=${encodeURIComponent(query)}`, connection.base);
}
/**
 * The authorization of each request: Basic, or a bearer token signed in for with the API key,
 * signed in again once when a request is refused with 401 (the token expires after 30 minutes).
 */
class Session {
    #connection;
    #auth;
    #token;
    constructor(connection, auth) {
        this.#connection = connection;
        this.#auth = auth;
    }
    async get(url, what) {
        if (this.#auth === "basic") {
            const headers = { authorization: _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .basicAuthorization */ .aR(this.#connection.credential) };
            return (await _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestPage */ .DL(this.#connection, { url, method: "GET", headers, what })).body;
        }
        const fresh = this.#token === undefined;
        this.#token ??= await this.#signIn();
        const request = {
            url,
            method: "GET",
            headers: { authorization: `Bearer ${this.#token}` },
            what,
            returnUnauthorized: !fresh,
        };
        const answer = await _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestPage */ .DL(this.#connection, request);
        if (answer.status !== 401)
            return answer.body;
        this.#token = await this.#signIn();
        const again = { ...request, headers: { authorization: `Bearer ${this.#token}` } };
        return (await _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestPage */ .DL(this.#connection, { ...again, returnUnauthorized: false })).body;
    }
    /**
     * The token of a sign-in; a secret from then on. Public clients of the Open API read it from
     * the answer's Authorization header (`Bearer <jwt>`, or the JWT alone) or from its JSON body's
     * `access_token`: both are taken, the header first.
     */
    async #signIn() {
        const connection = this.#connection;
        const url = new URL(`${connection.base.pathname.replace(/\/+$/, "")}/api/open/sign_in`, connection.base);
        const { user, secret } = connection.credential;
        const answer = await _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestPage */ .DL(connection, {
            url,
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ key_name: user, key_token: secret }),
            what: "the sign-in",
        });
        const token = signedInToken(answer.headers.authorization, answer.body);
        if (token === undefined) {
            return _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2(connection, _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9({ url, what: "the sign-in" }), "gave no token, neither in its Authorization header nor as access_token in its body; check NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN");
        }
        connection.secrets.push(token);
        return token;
    }
}
/** The bearer token a sign-in's answer carries, in its header or its body; undefined: none. */
function signedInToken(header, body) {
    const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? "";
    const fromHeader = /^(?:Bearer\s+)?(\S+)$/iu.exec(value)?.[1];
    if (fromHeader !== undefined)
        return fromHeader;
    const fromBody = body?.access_token;
    return typeof fromBody === "string" && /^\S+$/u.test(fromBody) ? fromBody : undefined;
}
function countOf(connection, body) {
    const count = body?.result?.[0]?.count;
    if (typeof count === "number" && Number.isInteger(count) && count >= 0)
        return count;
    return _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2(connection, "the count (assets | count)", 'is not a count (a "result" whose first row has a whole "count")');
}
function resultOf(connection, body, request) {
    const answer = body;
    if (typeof answer?.error === "string" && answer.error !== "") {
        _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2(connection, _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9(request), `was answered with a query error; check the source's condition against Nozomi's query language`);
    }
    if (!Array.isArray(answer?.result)) {
        _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2(connection, _platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9(request), 'is not a page of assets (no "result" list)');
    }
    return answer.result;
}


/***/ }),

/***/ 1632:
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
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/loopback.ts
var loopback = __webpack_require__(7568);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var redact = __webpack_require__(1640);
// EXTERNAL MODULE: ./src/core/sources/platforms/source-credentials.ts
var source_credentials = __webpack_require__(6115);
// EXTERNAL MODULE: ./src/core/sources/platforms/field-path.ts
var field_path = __webpack_require__(8673);
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
var platform_keys = __webpack_require__(8371);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var network_dispatcher = __webpack_require__(5028);
// EXTERNAL MODULE: ./src/io/network/proxy.ts
var network_proxy = __webpack_require__(7401);
// EXTERNAL MODULE: ./src/io/network/response-body.ts
var response_body = __webpack_require__(1387);
// EXTERNAL MODULE: ./src/io/sources/source-error.ts
var source_error = __webpack_require__(6883);
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

/***/ 6723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dS: () => (/* binding */ mapRecords),
/* harmony export */   lk: () => (/* binding */ ReadRecords),
/* harmony export */   n4: () => (/* binding */ readPages),
/* harmony export */   xf: () => (/* binding */ expectCount)
/* harmony export */ });
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _core_sources_platforms_field_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8673);
/* harmony import */ var _platform_http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1632);
// The pages of a platform source's read (servicenow, tenable-ot, nozomi), one after another: each
// page checked, then its records handed on as rows, each record's id held so that a page that
// repeats one fails the read. The next page is asked before a page's records are mapped, so that
// the platform prepares it meanwhile: still one request in flight at a time, and at most that
// answer and the page being mapped held.



/**
 * Reads page after page from `first`: `step` checks each answer; the next page is asked before
 * the page's records are mapped, and a failure found in deciding it is raised after them, so a
 * record's own failure (a repeated record) comes first, as when pages were read strictly in turn.
 * The answer to a page asked ahead of a failure is dropped unread. Returns the last page's answer.
 */
async function readPages(connection, first, ask, step) {
    let pending = ask(first, 1);
    for (let page = 1;; page += 1) {
        const answer = await pending;
        const { next, map } = step(answer, page);
        let following;
        let failure;
        try {
            following = next();
            if (following !== undefined && page + 1 > _platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGES */ .Y0) {
                (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, `page ${page + 1}`, `is over ${_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGES */ .Y0} pages`);
            }
        }
        catch (error) {
            failure = { error };
        }
        if (failure === undefined && following !== undefined) {
            pending = ask(following, page + 1);
            // When mapping fails below, the read fails with its reason and this answer goes unread.
            pending.catch(() => undefined);
        }
        map();
        if (failure !== undefined)
            throw failure.error;
        if (following === undefined)
            return answer;
    }
}
/**
 * Hands `into` the row of each record of a page, with its id (at `identity.field`), which the
 * generated file keeps as the asset's source_id; each id held in `records`.
 */
function mapRecords(source, page, records, into, identity) {
    for (const record of page.records) {
        const id = (0,_core_sources_platforms_field_path_js__WEBPACK_IMPORTED_MODULE_2__/* .textAt */ .$)(record, identity.field);
        if (id === "") {
            (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(records.connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .requestText */ .T9)(page.request), `holds ${identity.what} without ${identity.field}`);
        }
        records.add(id, page.request, page.number);
        into.push((0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .rowOf */ .OB)(source, record, identity.place(id), id));
    }
}
/**
 * The records of a read by their id, so that a page that repeats one (a platform whose paging does
 * not advance, or re-ordered between pages) fails the read instead of reading rows twice.
 */
class ReadRecords {
    /**
     * The ids read, in order, while each sorts after the one before (the readers ask the platform
     * for its records by id): such ids cannot repeat one another, so no map of them is needed.
     */
    #ascending = [];
    /** The page each run of #ascending starts, by its first index. */
    #pageStarts = [];
    /** Every id by its page, from the first id that does not sort after the one before. */
    #pageOf;
    connection;
    constructor(connection) {
        this.connection = connection;
    }
    get count() {
        return this.#pageOf?.size ?? this.#ascending.length;
    }
    /** Records `id` as read on `page`, failing when an earlier page held it. */
    add(id, request, page) {
        if (this.#pageOf === undefined) {
            const previous = this.#ascending.at(-1);
            if (previous === undefined || id > previous) {
                if (this.#pageStarts.at(-1)?.page !== page) {
                    this.#pageStarts.push({ page, start: this.#ascending.length });
                }
                this.#ascending.push(id);
                return;
            }
            this.#pageOf = this.#byPage();
        }
        const earlier = this.#pageOf.get(id);
        if (earlier !== undefined) {
            (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(this.connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .requestText */ .T9)(request), `repeats ${this.connection.platform} record ${(0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} of page ${earlier}, so its paging does not advance or its order changed while it was read; run the sync again, and check ${this.connection.platform}'s paging if it repeats`);
        }
        this.#pageOf.set(id, page);
    }
    /** The ascending ids read so far, by their page. */
    #byPage() {
        const pageOf = new Map();
        this.#pageStarts.forEach(({ page, start }, index) => {
            const end = this.#pageStarts[index + 1]?.start ?? this.#ascending.length;
            for (const id of this.#ascending.slice(start, end))
                pageOf.set(id, page);
        });
        this.#ascending.length = 0;
        return pageOf;
    }
}
/** Fails the read when the records read are not the number the platform counted. */
function expectCount(connection, counted, read, where) {
    if (counted === read)
        return;
    (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, where, `ends the read with ${read} records where ${connection.platform} counted ${counted} (${counted > read ? "a page came back short" : "records were added"} while it was read); run the sync again`);
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
