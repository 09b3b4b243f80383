export const id = 228;
export const ids = [228];
export const modules = {

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


/***/ }),

/***/ 70228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readTenableOtRows: () => (/* binding */ readTenableOtRows)
/* harmony export */ });
/* unused harmony exports assetsFilter, assetsQuery */
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71640);
/* harmony import */ var _core_shared_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62675);
/* harmony import */ var _platform_http_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81632);
/* harmony import */ var _platform_pages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26723);
// Reads a `tenable-ot` source: Tenable OT Security's GraphQL API (POST /graphql), the assets query
// Tenable's own SDK sends (pyTenable, tenable/ot/graphql/query.py), asking only the fields mapped,
// filtered by the source's filter with hidden assets left out as the SDK leaves them, sorted by id and paged by `first`/`after` through pageInfo's endCursor while hasNextPage, held to
// the connection's totalCount: a short page, a repeated cursor or record, or a count that moves
// fails the read, which then writes nothing. The key from TENABLE_OT_API_KEY in `X-APIKeys`,
// through the platform sources' one connection (platform-http.ts).




/** Reads the source, handing `into` each record's row as its page arrives (the page then dropped). */
function readTenableOtRows(source, options, into) {
    return _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .withPlatform */ .Ai(source, "Tenable OT Security", options, async (connection) => {
        const pageRequest = assetsPageRequest(connection, source);
        const records = new _platform_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .ReadRecords */ .lk(connection);
        const cursors = new Set();
        let total;
        const ask = async (after, page) => {
            const request = pageRequest(after.cursor, page);
            return { request, body: (await _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .requestPage */ .DL(connection, request)).body };
        };
        const last = await (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .readPages */ .n4)(connection, { cursor: null }, ask, ({ request, body }, page) => {
            const assets = pageOf(connection, body, request);
            if (total !== undefined && assets.totalCount !== total) {
                _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .failRead */ .J2(connection, _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .requestText */ .T9(request), `says totalCount ${assets.totalCount} where page 1 said ${total}: assets changed while they were read; run the sync again`);
            }
            total = assets.totalCount;
            // The records read once this page's are: its own are all new, or mapping them fails.
            const read = records.count + assets.nodes.length;
            return {
                next: () => nextCursor(connection, { request, assets, read }, source.page_size, cursors),
                map: () => (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .mapRecords */ .dS)(source, { records: assets.nodes, request, number: page }, records, into, {
                    field: "id",
                    what: "an asset",
                    place: (id) => `Tenable OT asset ${id}`,
                }),
            };
        });
        (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_3__/* .expectCount */ .xf)(connection, total ?? 0, records.count, _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .requestText */ .T9(last.request));
    });
}
/**
 * The request of each page of the source's assets, after `cursor`: the assets query the SDK sends,
 * with the fields mapped, the source's filter and search, sorted by id, `page_size` at a time.
 */
function assetsPageRequest(connection, source) {
    const url = new URL(`${connection.base.pathname.replace(/\/+$/, "")}/graphql`, connection.base);
    const query = assetsQuery(_platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldPathsOf */ .C0(source));
    const filter = assetsFilter(source);
    return (cursor, page) => {
        const variables = {
            first: source.page_size,
            after: cursor,
            sort: [{ field: "id", direction: "AscNullLast" }],
            ...(source.search === undefined ? {} : { search: source.search }),
            ...(filter === undefined ? {} : { filter }),
        };
        return {
            url,
            method: "POST",
            headers: {
                "x-apikeys": `key=${connection.credential.secret}`,
                "content-type": "application/json",
            },
            body: JSON.stringify({ operationName: "assets", query, variables }),
            what: `page ${page}`,
            errorsIn: (answer) => graphqlErrorsOf(connection, answer),
        };
    };
}
/**
 * Where paging goes after a page: nowhere once hasNextPage is false; else its endCursor, the read
 * failing where the page came back short or the cursor is null or already read (`cursors`, which
 * it adds to), since paging would then lose assets or never end. `read`: the records read once
 * this page's are.
 */
function nextCursor(connection, { request, assets, read }, pageSize, cursors) {
    if (!assets.hasNextPage)
        return undefined;
    if (assets.nodes.length < pageSize) {
        _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .failRead */ .J2(connection, _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .requestText */ .T9(request), `came back short: ${assets.nodes.length} of ${pageSize} assets while hasNextPage is true, with ${read} of the ${assets.totalCount} totalCount gives read; run the sync again`);
    }
    if (assets.endCursor === null || cursors.has(assets.endCursor)) {
        _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .failRead */ .J2(connection, _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .requestText */ .T9(request), `gives an endCursor ${assets.endCursor === null ? "of null" : "already read"} while hasNextPage is true, so paging would not end`);
    }
    cursors.add(assets.endCursor);
    return { cursor: assets.endCursor };
}
/** The expression Tenable's SDK (pyTenable) filters with when given none: the assets not hidden. */
const NOT_HIDDEN = { op: "Equal", field: "hidden", values: "false" };
/**
 * The query's filter: the source's, and the hidden assets left out unless `include_hidden`, as
 * Tenable's own SDK leaves them out (its filter sends `values` as the text "false").
 */
function assetsFilter(source) {
    if (source.include_hidden)
        return source.filter;
    if (source.filter === undefined)
        return NOT_HIDDEN;
    return { op: "And", expressions: [source.filter, NOT_HIDDEN] };
}
/**
 * The assets query asking for `id` and the mapped fields: each dotted path a nested selection
 * ("osDetails.version" is `osDetails { version }`). The schema's field paths hold only names and
 * dots, so nothing of the sources file can change the query's shape.
 */
function assetsQuery(paths) {
    const tree = { id: {} };
    for (const path of paths) {
        let at = tree;
        for (const part of path.split("."))
            at = at[part] ??= {};
    }
    const selection = (node) => Object.entries(node)
        .map(([field, inner]) => Object.keys(inner).length === 0 ? field : `${field} { ${selection(inner)} }`)
        .join(" ");
    return `query assets($filter: AssetExpressionsParams, $search: String, $sort: [AssetSortParams!]!, $first: Int, $after: String) { assets(filter: $filter, search: $search, sort: $sort, first: $first, after: $after) { pageInfo { endCursor hasNextPage } totalCount nodes { ${selection(tree)} } } }`;
}
function pageOf(connection, body, request) {
    const where = _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .requestText */ .T9(request);
    const answer = _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .objectOf */ .Xy(connection, body, where, "a GraphQL answer");
    const errors = graphqlErrorsOf(connection, answer);
    if (errors !== undefined)
        _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .failRead */ .J2(connection, where, `was answered with ${errors.said}; ${errors.fix}`);
    const data = _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .objectOf */ .Xy(connection, answer.data, where, 'a GraphQL answer with "data"');
    const assets = _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .objectOf */ .Xy(connection, data.assets, where, "an assets connection");
    const info = _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .objectOf */ .Xy(connection, assets.pageInfo, where, "an assets connection with pageInfo");
    const { endCursor, hasNextPage } = info;
    if (!Array.isArray(assets.nodes) ||
        typeof assets.totalCount !== "number" ||
        typeof hasNextPage !== "boolean" ||
        !(endCursor === null || typeof endCursor === "string")) {
        _platform_http_js__WEBPACK_IMPORTED_MODULE_2__/* .failRead */ .J2(connection, where, "is not a page of assets (nodes, totalCount, pageInfo's endCursor and hasNextPage)");
    }
    return {
        nodes: assets.nodes,
        endCursor: endCursor,
        hasNextPage: hasNextPage,
        totalCount: assets.totalCount,
    };
}
/**
 * The first of a GraphQL answer's `errors`, whatever its HTTP status (a query that does not
 * validate may come with 400 or 200): quoted on one line, without any part of a secret, and
 * unable to start a workflow command in a log.
 */
function graphqlErrorsOf(connection, body) {
    const errors = body?.errors;
    if (!Array.isArray(errors) || errors.length === 0)
        return undefined;
    const first = errors[0];
    const text = typeof first?.message === "string" ? first.message : "no message";
    const quoted = JSON.stringify((0,_core_shared_text_workflow_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .neutraliseWorkflowCommands */ .WM)((0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactedLine */ .Py)(text, connection.secrets, 200)));
    return {
        said: `GraphQL errors, the first: ${quoted}`,
        fix: "check the source's field paths and filter against Tenable OT Security's assets",
    };
}


/***/ })

};
