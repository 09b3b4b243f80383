export const id = 5248;
export const ids = [5248];
export const modules = {

/***/ 5248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readServicenowRows: () => (/* binding */ readServicenowRows)
/* harmony export */ });
/* harmony import */ var _platform_http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48544);
/* harmony import */ var _platform_pages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26723);


/** Reads the source, handing `into` each record's row as its page arrives (the page then dropped). */
function readServicenowRows(source, options, into) {
    return (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .withPlatform */ .Ai)(source, "ServiceNow", options, async (connection) => {
        const authorization = source.auth === "basic"
            ? (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .basicAuthorization */ .aR)(connection.credential)
            : `Bearer ${connection.credential.secret}`;
        const records = new _platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .ReadRecords */ .lk(connection);
        const asked = new Set();
        let total;
        const ask = async (url, page) => {
            asked.add(url.href);
            const request = {
                url,
                method: "GET",
                headers: { authorization },
                what: `page ${page}`,
            };
            return { request, answer: await (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestPage */ .DL)(connection, request) };
        };
        await (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .readPages */ .n4)(connection, firstPage(source, connection.base), ask, ({ request, answer }, page) => {
            const result = answer.body?.result;
            if (!Array.isArray(result)) {
                (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9)(request), 'is not a page of records (no "result" list)');
            }
            const counted = totalOf(connection, answer.headers["x-total-count"], request);
            if (total !== undefined && counted !== total) {
                (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9)(request), `says X-Total-Count ${counted} where page 1 said ${total}: records changed while they were read; run the sync again`);
            }
            total = counted;
            // The records read once this page's are: its own are all new, or mapping them fails.
            const read = records.count + result.length;
            return {
                next: () => {
                    if (read >= counted)
                        return undefined;
                    if (result.length < source.page_size) {
                        (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9)(request), `came back short: ${result.length} of ${source.page_size} records, with ${read} of the ${counted} X-Total-Count gives read; run the sync again`);
                    }
                    const url = nextPage(connection, answer.headers.link, request.url, source.page_size);
                    if (asked.has(url.href)) {
                        (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2)(connection, `ServiceNow's next page after page ${page}`, `is one already read (${url.pathname}${url.search}), so paging would not end`);
                    }
                    return url;
                },
                map: () => (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .mapRecords */ .dS)(source, { records: result, request, number: page }, records, into, {
                    field: "sys_id",
                    what: "a record",
                    place: (id) => `ServiceNow ${source.table} ${id}`,
                }),
            };
        });
        (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .expectCount */ .xf)(connection, total ?? 0, records.count, "the last page");
    });
}
function firstPage(source, base) {
    const url = new URL(`${base.pathname.replace(/\/+$/, "")}/api/now/table/${source.table}`, base);
    // Ordered by sys_id: an offset counts into the same order on every page.
    const order = "ORDERBYsys_id";
    url.searchParams.set("sysparm_query", source.query === undefined ? order : `${source.query}^${order}`);
    const fields = new Set(["sys_id", ...(0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .fieldPathsOf */ .C0)(source)]);
    url.searchParams.set("sysparm_fields", [...fields].join(","));
    url.searchParams.set("sysparm_exclude_reference_link", "true");
    url.searchParams.set("sysparm_limit", String(source.page_size));
    url.searchParams.set("sysparm_offset", "0");
    return url;
}
function totalOf(connection, header, request) {
    const text = Array.isArray(header) ? header[0] : header;
    if (text !== undefined && /^\d+$/.test(text.trim()))
        return Number(text.trim());
    return (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9)(request), "has no X-Total-Count header, so a lost page could not be told; check that nothing between the sync and ServiceNow removes it");
}
/** The `Link` header's next (ServiceNow's own origin only), or the next offset. */
function nextPage(connection, link, current, pageSize) {
    const text = Array.isArray(link) ? link.join(",") : (link ?? "");
    const next = /<([^>]*)>\s*;\s*rel="?next"?/u.exec(text)?.[1];
    if (next !== undefined) {
        return (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .sameOrigin */ .Nm)(connection, next, "set url to the instance's own address (glide.servlet.uri)");
    }
    const url = new URL(current);
    const offset = Number(url.searchParams.get("sysparm_offset") ?? "0");
    url.searchParams.set("sysparm_offset", String(offset + pageSize));
    return url;
}


/***/ })

};
