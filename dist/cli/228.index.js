export const id = 228;
export const ids = [228];
export const modules = {

/***/ 70228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readTenableOtRows: () => (/* binding */ readTenableOtRows)
/* harmony export */ });
/* unused harmony export assetsQuery */
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71640);
/* harmony import */ var _platform_http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48544);
/* harmony import */ var _platform_pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26723);
// Reads a `tenable-ot` source: Tenable OT Security's GraphQL API (POST /graphql), the assets query
// Tenable's own SDK sends (pyTenable, tenable/ot/graphql/query.py), asking only the fields mapped,
// sorted by id and paged by `first`/`after` through pageInfo's endCursor while hasNextPage, held to
// the connection's totalCount: a short page, a repeated cursor or record, or a count that moves
// fails the read, which then writes nothing. The key from TENABLE_OT_API_KEY in `X-APIKeys`,
// through the platform sources' one connection (platform-http.ts).



/** Reads the source, handing `into` each record's row as its page arrives (the page then dropped). */
function readTenableOtRows(source, options, into) {
    return (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .withPlatform */ .Ai)(source, "Tenable OT Security", options, async (connection) => {
        const url = new URL(`${connection.base.pathname.replace(/\/+$/, "")}/graphql`, connection.base);
        const query = assetsQuery((0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldPathsOf */ .C0)(source));
        const records = new _platform_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .ReadRecords */ .lk(connection);
        const cursors = new Set();
        let total;
        const ask = async (after, page) => {
            const variables = {
                first: source.page_size,
                after: after.cursor,
                sort: [{ field: "id", direction: "AscNullLast" }],
                ...(source.search === undefined ? {} : { search: source.search }),
            };
            const request = {
                url,
                method: "POST",
                headers: {
                    "x-apikeys": `key=${connection.credential.secret}`,
                    "content-type": "application/json",
                },
                body: JSON.stringify({ operationName: "assets", query, variables }),
                what: `page ${page}`,
            };
            return { request, body: (await (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .requestPage */ .DL)(connection, request)).body };
        };
        await (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .readPages */ .n4)(connection, { cursor: null }, ask, ({ request, body }, page) => {
            const assets = pageOf(connection, body, request);
            if (total !== undefined && assets.totalCount !== total) {
                (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .requestText */ .T9)(request), `says totalCount ${assets.totalCount} where page 1 said ${total}: assets changed while they were read; run the sync again`);
            }
            total = assets.totalCount;
            // The records read once this page's are: its own are all new, or mapping them fails.
            const read = records.count + assets.nodes.length;
            return {
                next: () => {
                    if (!assets.hasNextPage)
                        return undefined;
                    if (assets.nodes.length < source.page_size) {
                        (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .requestText */ .T9)(request), `came back short: ${assets.nodes.length} of ${source.page_size} assets while hasNextPage is true, with ${read} of the ${assets.totalCount} totalCount gives read; run the sync again`);
                    }
                    if (assets.endCursor === null || cursors.has(assets.endCursor)) {
                        (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .requestText */ .T9)(request), `gives an endCursor ${assets.endCursor === null ? "of null" : "already read"} while hasNextPage is true, so paging would not end`);
                    }
                    cursors.add(assets.endCursor);
                    return { cursor: assets.endCursor };
                },
                map: () => (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .mapRecords */ .dS)(source, { records: assets.nodes, request, number: page }, records, into, {
                    field: "id",
                    what: "an asset",
                    place: (id) => `Tenable OT asset ${id}`,
                }),
            };
        });
        (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .expectCount */ .xf)(connection, total ?? 0, records.count, "the last page");
    });
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
    return `query assets($search: String, $sort: [AssetSortParams!]!, $first: Int, $after: String) { assets(search: $search, sort: $sort, first: $first, after: $after) { pageInfo { endCursor hasNextPage } totalCount nodes { ${selection(tree)} } } }`;
}
function pageOf(connection, body, request) {
    const where = (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .requestText */ .T9)(request);
    const answer = (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .objectOf */ .Xy)(connection, body, where, "a GraphQL answer");
    if (Array.isArray(answer.errors) && answer.errors.length > 0) {
        const first = answer.errors[0];
        const text = typeof first?.message === "string" ? first.message : "no message";
        (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, where, `was answered with GraphQL errors, the first: ${JSON.stringify((0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactedLine */ .Py)(text, connection.secrets, 200))}; check the field paths against Tenable OT Security's assets`);
    }
    const data = (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .objectOf */ .Xy)(connection, answer.data, where, 'a GraphQL answer with "data"');
    const assets = (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .objectOf */ .Xy)(connection, data.assets, where, "an assets connection");
    const info = (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .objectOf */ .Xy)(connection, assets.pageInfo, where, "an assets connection with pageInfo");
    const { endCursor, hasNextPage } = info;
    if (!Array.isArray(assets.nodes) ||
        typeof assets.totalCount !== "number" ||
        typeof hasNextPage !== "boolean" ||
        !(endCursor === null || typeof endCursor === "string")) {
        (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, where, "is not a page of assets (nodes, totalCount, pageInfo's endCursor and hasNextPage)");
    }
    return {
        nodes: assets.nodes,
        endCursor: endCursor,
        hasNextPage: hasNextPage,
        totalCount: assets.totalCount,
    };
}


/***/ })

};
