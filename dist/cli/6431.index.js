export const id = 6431;
export const ids = [6431];
export const modules = {

/***/ 41780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   patchesDraftSettings: () => (/* binding */ patchesDraftSettings)
/* harmony export */ });
/* harmony import */ var _core_patches_parse_patch_sources_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53049);
/* harmony import */ var _core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53146);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42357);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32246);
// `cip-sync patches draft`'s flags, checked: each wrong value names its flag and what it takes.




function patchesDraftSettings(values, source) {
    const patchSource = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .required */ .mw)((0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "source"), "--source", `the id of a source in ${_core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_SOURCES_FILE */ .DK}, e.g. --source sel-advisories`);
    if (!_core_patches_parse_patch_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_ID_PATTERN */ .x.test(patchSource))
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--source ${JSON.stringify(patchSource)} is not a source id: lower case letters, digits and hyphens, as ${_core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_SOURCES_FILE */ .DK} names its sources`);
    const advisories = values.advisories ?? [];
    if (advisories.length === 0)
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e("--advisories is required: pass a CSAF 2.0 advisory (JSON) or a folder of them, e.g. --advisories csaf/");
    return {
        command: "patches draft",
        source,
        patchSource,
        advisories,
        releasesSince: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .dayFlag */ .tV)(values, "releases-since"),
        out: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "out"),
        force: values.force === true,
    };
}


/***/ }),

/***/ 49513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NT: () => (/* binding */ LOGIN_PATTERN),
/* harmony export */   Oj: () => (/* binding */ principalSchema),
/* harmony export */   cI: () => (/* binding */ principalText),
/* harmony export */   dR: () => (/* binding */ IMPACT_LEVELS),
/* harmony export */   gA: () => (/* binding */ parsePrincipal),
/* harmony export */   kf: () => (/* binding */ impactSchema),
/* harmony export */   qW: () => (/* binding */ principalKey)
/* harmony export */ });
/* unused harmony export PRINCIPAL_PATTERN */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);
// Who may be named as an owner or an approver: a GitHub login (`alice`) or a team as `org/team`
// (`acme/alpha-protection`), and the impact ratings a system may declare. Shared by the inventory
// documents (`owners:`, `impact:`) and the policy file (`from:`), so both accept the same names.

const IMPACT_LEVELS = ["high", "medium", "low"];
/** GitHub's rules: letters, digits and single hyphens, not at either end, at most 39 characters. */
const LOGIN = String.raw `[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}`;
/** A team's slug as GitHub writes it in URLs and CODEOWNERS (lower case in practice). */
const TEAM_SLUG = String.raw `[A-Za-z0-9][A-Za-z0-9_.-]{0,99}`;
const LOGIN_PATTERN = new RegExp(`^${LOGIN}$`);
const PRINCIPAL_PATTERN = new RegExp(`^${LOGIN}(?:/${TEAM_SLUG})?$`);
/** `alice` or `acme/alpha-protection` as a principal; undefined when it is neither. */
function parsePrincipal(text) {
    if (!PRINCIPAL_PATTERN.test(text))
        return undefined;
    const slash = text.indexOf("/");
    return slash === -1
        ? { kind: "user", login: text }
        : { kind: "team", org: text.slice(0, slash), slug: text.slice(slash + 1) };
}
/** The principal as written in documents and messages: `alice`, `acme/alpha-protection`. */
function principalText(principal) {
    return principal.kind === "user" ? principal.login : `${principal.org}/${principal.slug}`;
}
/** GitHub compares logins, organizations and team slugs without regard to case. */
function principalKey(principal) {
    return principalText(principal).toLowerCase();
}
const impactSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(IMPACT_LEVELS).meta({
    title: "Impact",
    description: "The declared BES Cyber System impact rating (kept in git: the service does not show it to API keys).",
});
const principalSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(PRINCIPAL_PATTERN).meta({
    description: "A GitHub login (alice) or a team as org/team-slug (acme/alpha-protection).",
});


/***/ }),

/***/ 67154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LP: () => (/* binding */ sha256Bytes),
/* harmony export */   Y5: () => (/* binding */ SHA256_HEX),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   fu: () => (/* binding */ SHA256_DIGEST),
/* harmony export */   l7: () => (/* binding */ DigestColumn),
/* harmony export */   oE: () => (/* binding */ Sha256Texts),
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
/** A SHA-256 as a file names one: 64 lowercase hex digits, as sha256sum prints it. */
const SHA256_HEX = /^[0-9a-f]{64}$/;
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
/** A SHA-256's bytes, and the lowercase hex every record's digest is written in. */
const DIGEST_BYTES = 32;
/** Digests a page holds: pages of 32 KB, so that a column's room runs at most a page past it. */
const PAGE_DIGESTS = 1024;
/**
 * SHA-256 digests by sequence, 32 bytes each in pages: as hex strings, 100,000 of them held 9 MB
 * (a string of 64 characters and its slot), as bytes 3.3 MB. A digest set is given back as the
 * same hex; one that is not a SHA-256 in lowercase hex is refused (verified records never are).
 */
class DigestColumn {
    /** Each page's digests, and a byte each saying which were set. */
    #pages = [];
    set(index, hex) {
        if (!SHA256_HEX.test(hex))
            throw new Error(`not a SHA-256 in lowercase hex: ${hex}`);
        const number = Math.floor(index / PAGE_DIGESTS);
        let page = this.#pages[number];
        while (page === undefined) {
            this.#pages.push({
                bytes: new Uint8Array(PAGE_DIGESTS * DIGEST_BYTES),
                set: new Uint8Array(PAGE_DIGESTS),
            });
            page = this.#pages[number];
        }
        const { bytes, set } = page;
        const at = index % PAGE_DIGESTS;
        bytes.set(Buffer.from(hex, "hex"), at * DIGEST_BYTES);
        set[at] = 1;
    }
    get(index) {
        const page = this.#pages[Math.floor(index / PAGE_DIGESTS)];
        const at = index % PAGE_DIGESTS;
        if (page?.set[at] !== 1)
            throw new Error(`no digest was held for record ${index}`);
        return Buffer.from(page.bytes.buffer, at * DIGEST_BYTES, DIGEST_BYTES).toString("hex");
    }
}
/** The digests the holders of one Sha256Texts keep as numbers: their bytes, each in its own place. */
class Sha256Texts {
    #bytes = new DigestColumn();
    #places = 0;
    /** `digest` as held, in the place `before` (what its holder held) had, if it had one. */
    held(before, digest) {
        if (typeof digest !== "string" || !SHA256_DIGEST.test(digest))
            return digest;
        const place = typeof before === "number" ? before : this.#places++;
        this.#bytes.set(place, digest.slice("sha256:".length));
        return place;
    }
    /** The text a held digest stands for, as it was given. */
    text(held) {
        return typeof held === "number" ? `sha256:${this.#bytes.get(held)}` : held;
    }
}


/***/ })

};
