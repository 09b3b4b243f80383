export const id = 4851;
export const ids = [4851];
export const modules = {

/***/ 14851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readNetboxRows: () => (/* binding */ readNetboxRows)
/* harmony export */ });
/* unused harmony export NETBOX_PAGE_SIZE */
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _platform_http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81632);
/* harmony import */ var _core_sources_platforms_source_credentials_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56115);



const NETBOX_PAGE_SIZE = 1000;
async function readNetboxRows(source, options) {
    return (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .withPlatform */ .Ai)(source, "NetBox", options, async (connection) => {
        let next = firstPage(source, connection.base);
        const rows = [];
        // A `next` already read would page forever (or until MAX_PAGES), reading rows twice.
        const read = new Set();
        for (let page = 1; next !== undefined; page += 1) {
            if (page > _platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGES */ .Y0)
                (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, `page ${page}`, `is over ${_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGES */ .Y0} pages`);
            read.add(next.href);
            const request = {
                url: next,
                method: "GET",
                headers: { authorization: `Token ${connection.credential.secret}` },
                what: `page ${page}`,
            };
            const { body } = await (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .requestPage */ .DL)(connection, request);
            const devices = body;
            if (!Array.isArray(devices.results) ||
                !(devices.next === null || typeof devices.next === "string")) {
                (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, `page ${page} (${next.pathname}${next.search})`, 'is not a page of devices (no "results" list, or "next" neither a URL nor null)');
            }
            for (const device of devices.results)
                rows.push((0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .rowOf */ .OB)(source, device, `NetBox device ${String(device.id)}`));
            next =
                devices.next === null
                    ? undefined
                    : (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .sameOrigin */ .Nm)(connection, devices.next, "set url to the address NetBox calls itself (BASE_URL)");
            if (next !== undefined && read.has(next.href)) {
                (0,_platform_http_js__WEBPACK_IMPORTED_MODULE_1__/* .failRead */ .J2)(connection, `NetBox's next page after page ${page}`, `is one already read (${next.pathname}${next.search}), so paging would not end; check NetBox's pagination (PAGINATE_COUNT, MAX_PAGE_SIZE) and any proxy rewriting its URLs`);
            }
        }
        return rows;
    });
}
function firstPage(source, base) {
    const url = new URL(`${base.pathname.replace(/\/+$/, "")}/api/dcim/devices/`, base);
    const filters = Object.entries(source.filters ?? {}).sort(([a], [b]) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a, b));
    for (const [key, value] of filters)
        url.searchParams.append(key, value);
    url.searchParams.set("limit", String(NETBOX_PAGE_SIZE));
    url.searchParams.set("offset", "0");
    return url;
}


/***/ })

};
