export const id = 5767;
export const ids = [5767];
export const modules = {

/***/ 75878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewSettings: () => (/* binding */ reviewSettings)
/* harmony export */ });
/* harmony import */ var _core_obligations_identification_review_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40168);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90038);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42357);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32246);
// `cip-sync review`'s flags, checked: each wrong value names its flag and what it accepts.




function reviewSettings(values, inputs) {
    const workspace = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(values, "workspace");
    if (workspace !== undefined && !_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .WORKSPACE_PATTERN */ .t.test(workspace)) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--workspace ${JSON.stringify(workspace)} is not a workspace name: letters, digits, dots, hyphens and underscores, as the Action's input workspace`);
    }
    const on = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .dayFlag */ .tV)(values, "on");
    const check = values.check === true;
    const offline = values.offline === true;
    if (check && offline) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e("--offline applies to writing the review; --check reads no service: leave out --offline");
    }
    if (!check && !offline && inputs.connection.apiUrl === undefined) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e("the review lists every facility and control center the service holds (CIP-002 R1 considers each BES asset), so it reads them: set CIP_API_URL (or --api-url) and CIP_API_KEY, or pass --offline to list only those the inventory names (the file's scope then says so)");
    }
    return {
        command: "review",
        ...inputs,
        workspace,
        dir: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(values, "dir") ?? ".",
        on,
        out: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(values, "out") ?? _core_obligations_identification_review_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_REVIEW_FILE */ .M8,
        check,
        offline,
    };
}


/***/ }),

/***/ 67154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LP: () => (/* binding */ sha256Bytes),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   fu: () => (/* binding */ SHA256_DIGEST),
/* harmony export */   wz: () => (/* binding */ sha256HexOfParts)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The one hash the tool uses: fingerprints, operation digests, source snapshots and the evidence
// chain all name content by its SHA-256, written as lowercase hex (an operation digest of a saved
// plan: its first 128 bits in base64url); structured content is hashed as canonical JSON, so that
// the same content always has the same digest.

function sha256Hex(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex");
}
/** The 32 bytes of the digest, for a caller that writes them otherwise than as hex. */
function sha256Bytes(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest();
}
/** The digest of the parts' concatenation, without ever holding it whole. */
function sha256HexOfParts(parts) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
    for (const part of parts)
        hash.update(part);
    return hash.digest("hex");
}
/** How a fingerprint or digest is written: "sha256:" and 64 lowercase hex digits. */
const SHA256_DIGEST = /^sha256:[0-9a-f]{64}$/;
/**
 * JSON with every object's keys sorted by UTF-16 code unit, as RFC 8785 (JSON Canonicalization)
 * sorts them: one text for one content, whatever its key order. Not the code-point order of the
 * plan's `canonical` (core/plan/saved/fingerprint.ts): the two differ only for keys holding
 * characters beyond U+FFFF beside ones from U+E000, and each is kept as it is because digests
 * taken with it are recorded (baselines', configuration items', the CIP-002 identifications' in
 * the ledger; the plan's fingerprint in saved plans), and a new order would change them.
 */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(",")}]`;
    if (value !== null && typeof value === "object") {
        const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
    }
    return JSON.stringify(value);
}


/***/ }),

/***/ 90038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ WORKSPACE_PATTERN)
/* harmony export */ });
// A workspace's name: a folder of the ledger (records/<workspace>/), the Action's input
// `workspace`, and what a collector's file (or a source's observations) names.
const WORKSPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;


/***/ })

};
