export const id = 5248;
export const ids = [5248];
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

/***/ 5248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readServicenowRows: () => (/* binding */ readServicenowRows)
/* harmony export */ });
/* harmony import */ var _platform_http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81632);
/* harmony import */ var _platform_pages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26723);


/**
 * Why a ServiceNow page comes back short: a record removed while the sync read, or, on every run,
 * row-level read ACLs, which ServiceNow applies to a page after sysparm_limit has cut it.
 */
const SHORT_PAGE_CAUSES = "a record removed while the sync read does this (run the sync again), and so, on every run, do row-level read ACLs, which ServiceNow applies after sysparm_limit (give the account read on every record the query selects, or narrow the source's query to the records it may read)";
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
        const last = await (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .readPages */ .n4)(connection, firstPage(source, connection.base), ask, ({ request, answer }, page) => {
            const result = answer.body?.result;
            if (!Array.isArray(result)) {
                (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9)(request), 'is not a page of records (no "result" list)');
            }
            const counted = steadyTotal(connection, answer, request, total);
            total = counted;
            // The records read once this page's are: its own are all new, or mapping them fails.
            const read = records.count + result.length;
            return {
                next: () => pageAfter(connection, { request, answer, page, records: result.length }, source, {
                    read,
                    counted,
                    asked,
                }),
                map: () => (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .mapRecords */ .dS)(source, { records: result, request, number: page }, records, into, {
                    field: "sys_id",
                    what: "a record",
                    place: (id) => `ServiceNow ${source.table} ${id}`,
                }),
            };
        });
        (0,_platform_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .expectCount */ .xf)(connection, total ?? 0, records.count, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9)(last.request));
    });
}
/** A page's X-Total-Count, the read failing where it moved from page 1's (`first`). */
function steadyTotal(connection, answer, request, first) {
    const counted = totalOf(connection, answer.headers["x-total-count"], request);
    if (first !== undefined && counted !== first) {
        (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9)(request), `says X-Total-Count ${counted} where page 1 said ${first}: records changed while they were read; run the sync again`);
    }
    return counted;
}
/**
 * The page after page `page` (of `records` records), or none once every record X-Total-Count
 * gives (`counted`) is `read`; the read failing where the page came back short or the next page is
 * one already asked (`asked`), since paging would then lose records or never end.
 */
function pageAfter(connection, { request, answer, page, records, }, source, { read, counted, asked }) {
    if (read >= counted)
        return undefined;
    if (records < source.page_size) {
        (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2)(connection, (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .requestText */ .T9)(request), `came back short: ${records} of ${source.page_size} records, with ${read} of the ${counted} X-Total-Count gives read: ${SHORT_PAGE_CAUSES}`);
    }
    const url = nextPage(connection, answer.headers.link, request.url, source.page_size);
    if (asked.has(url.href)) {
        (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_0__/* .failRead */ .J2)(connection, `ServiceNow's next page after page ${page}`, `is one already read (${url.pathname}${url.search}), so paging would not end`);
    }
    return url;
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
