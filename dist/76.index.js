export const id = 76;
export const ids = [76];
export const modules = {

/***/ 76:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readPublicKeys: () => (/* binding */ readPublicKeys),
/* harmony export */   signatureByOneOf: () => (/* binding */ signatureByOneOf)
/* harmony export */ });
/* unused harmony exports splitSignedCommit, signedByOneOf */
/* harmony import */ var openpgp__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3074);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9130);
// A git commit's OpenPGP signature checked against given public keys, with openpgp (pure
// JavaScript, no gpg on the machine): the `gpgsig` header of the raw commit object, over the
// object without that header, exactly as git signs and verifies it. GitHub signs the commits it
// makes through the API (createCommitOnBranch, the git data API) with its web-flow key.


/** The armored public keys in `text`; throws naming `source` when there are none. */
async function readPublicKeys(text, source) {
    try {
        return await (0,openpgp__WEBPACK_IMPORTED_MODULE_0__/* .readKeys */ .x4)({ armoredKeys: text });
    }
    catch (error) {
        throw new Error(`${source} holds no OpenPGP public key (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .g)(error)}): give the armored public key, as "gpg --armor --export" writes it (for GitHub's web-flow key, the file GitHub publishes at https://github.com/web-flow.gpg)`, { cause: error });
    }
}
/** The raw commit without its signature, and the signature; undefined when it is not signed. */
function splitSignedCommit(raw) {
    const lines = raw.split("\n");
    const start = lines.findIndex((line) => line.startsWith("gpgsig "));
    const headerEnd = lines.indexOf("");
    if (start === -1 || (headerEnd !== -1 && start > headerEnd))
        return undefined;
    const [first = "", ...after] = lines.slice(start);
    const length = after.findIndex((line) => !line.startsWith(" "));
    const continued = length === -1 ? after : after.slice(0, length);
    const end = start + 1 + continued.length;
    const signature = [first.slice("gpgsig ".length), ...continued.map((line) => line.slice(1))].join("\n");
    return { payload: [...lines.slice(0, start), ...lines.slice(end)].join("\n"), signature };
}
/** Whether `raw` (a commit object) carries a valid signature by one of `keys`. */
async function signedByOneOf(raw, keys) {
    const signed = splitSignedCommit(raw);
    return signed !== undefined && signatureByOneOf(signed, keys);
}
/**
 * Whether `signed.signature` (armored) is a valid signature of `signed.payload` by one of `keys`:
 * a commit's, as git splits it, or as GitHub's REST API gives it (`verification.payload` and
 * `verification.signature`), whatever GitHub made of a key it does not know.
 */
async function signatureByOneOf(signed, keys) {
    if (keys.length === 0)
        return false;
    try {
        const result = await (0,openpgp__WEBPACK_IMPORTED_MODULE_0__/* .verify */ .MX)({
            message: await (0,openpgp__WEBPACK_IMPORTED_MODULE_0__/* .createMessage */ .oH)({ binary: new TextEncoder().encode(signed.payload) }),
            signature: await (0,openpgp__WEBPACK_IMPORTED_MODULE_0__/* .readSignature */ .Bc)({ armoredSignature: signed.signature }),
            verificationKeys: [...keys],
            format: "binary",
        });
        for (const signature of result.signatures) {
            if (await signature.verified.catch(() => false))
                return true;
        }
        return false;
    }
    catch {
        return false;
    }
}


/***/ })

};
