export const id = 6205;
export const ids = [6205];
export const modules = {

/***/ 36205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readNozomiRows: () => (/* binding */ readNozomiRows)
/* harmony export */ });
/* harmony import */ var _platform_http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81632);
/* harmony import */ var _platform_pages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26723);
/* harmony import */ var _core_sources_platforms_field_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68673);



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

/***/ 26723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dS: () => (/* binding */ mapRecords),
/* harmony export */   lk: () => (/* binding */ ReadRecords),
/* harmony export */   n4: () => (/* binding */ readPages),
/* harmony export */   xf: () => (/* binding */ expectCount)
/* harmony export */ });
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _core_sources_platforms_field_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68673);
/* harmony import */ var _platform_http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81632);
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


/***/ })

};
