export const id = 6009;
export const ids = [6009];
export const modules = {

/***/ 96009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readLedgerTokens),
/* harmony export */   S: () => (/* binding */ tokenLabel)
/* harmony export */ });
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90833);
/* harmony import */ var _timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75448);
// Reads the timestamp tokens of a ledger checkout: each `<record>.json.tsr` checked against the
// trusted TSA certificates (`--tsa-ca`) and its record's exact bytes. What the readings mean is
// decided in core/evidence/chain/evidence-timestamps.ts.



/** Tokens checked at once: each is a few signature checks, so this only bounds memory. */
const TOKEN_CONCURRENCY = 8;
/**
 * Each token's reading, by token path, among the ledger's `paths`; a token without its record
 * beside it is left out. `read` gives a file's bytes by path (from a checkout: readFromLedger).
 */
async function readLedgerTokens(paths, read, trusted) {
    const present = new Set(paths);
    const tokens = [...present].filter((path) => path.endsWith(_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg) && present.has(path.slice(0, -_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg.length)));
    const readings = await (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_1__/* .mapBounded */ .yJ)(tokens, TOKEN_CONCURRENCY, async (token) => {
        const [tokenBytes, record] = await Promise.all([
            read(token),
            read(token.slice(0, -_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg.length)),
        ]);
        return [token, await (0,_timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__/* .readTimestampToken */ .ai)(tokenBytes, record, trusted)];
    });
    return new Map(readings);
}
/**
 * A timestamped record's "<TSA>, <time>" for the audit report, from its token's bytes: what the
 * token states, not checked against any certificate (that is `evidence verify --tsa-ca`).
 */
function tokenLabel(token) {
    try {
        const { signed, info } = (0,_timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTimestampResponse */ .rO)(token);
        const facts = (0,_timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenFacts */ .XR)(signed, info);
        return `${facts.tsa}, ${facts.time.toISOString()}`;
    }
    catch {
        return "unreadable timestamp token (run evidence verify --tsa-ca)";
    }
}


/***/ }),

/***/ 75448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readPemCertificates),
/* harmony export */   E5: () => (/* binding */ timestampRequest),
/* harmony export */   XR: () => (/* binding */ tokenFacts),
/* harmony export */   ZD: () => (/* binding */ hexOf),
/* harmony export */   ai: () => (/* binding */ readTimestampToken),
/* harmony export */   rO: () => (/* binding */ parseTimestampResponse)
/* harmony export */ });
/* unused harmony exports SHA256_OID, TimestampTokenError */
/* harmony import */ var asn1js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84723);
/* harmony import */ var pkijs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29701);
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65032);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/chain/evidence-timestamps.ts.






const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const TIMESTAMPING_EKU = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const GRANTED = [pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.granted, pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.grantedWithMods];
const NAME_KEYS = {
    "2.5.4.3": "CN",
    "2.5.4.10": "O",
    "2.5.4.11": "OU",
    "2.5.4.6": "C",
    "2.5.4.7": "L",
    "2.5.4.8": "ST",
};
/** A token that cannot be read or does not answer the request; the message says why. */
class TimestampTokenError extends Error {
    name = "TimestampTokenError";
}
const bufferOf = (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
function hexOf(bytes) {
    return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");
}
/** A DN as "CN=…, O=…"; attribute types without a short name are left out. */
function formatName(name) {
    return name.typesAndValues
        .flatMap((entry) => {
        const key = NAME_KEYS[entry.type];
        const value = entry.value.valueBlock.value;
        return key === undefined || typeof value !== "string" ? [] : [`${key}=${value}`];
    })
        .join(", ");
}
/** The response's token, its SignedData and TSTInfo; throws TimestampTokenError when malformed. */
function parseTimestampResponse(der) {
    let response;
    try {
        response = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampResp */ .pAG.fromBER(bufferOf(der));
    }
    catch (error) {
        throw new TimestampTokenError(`not an RFC 3161 TimeStampResp (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
    const status = response.status.status;
    const failed = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value);
    if (!GRANTED.includes(status) || response.timeStampToken === undefined) {
        throw new TimestampTokenError(`the TSA refused the request (PKIStatus ${status}${failed.length === 0 ? "" : `: ${failed.join("; ")}`})`);
    }
    try {
        const signed = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .SignedData */ .dA6({ schema: response.timeStampToken.content });
        const content = signed.encapContentInfo.eContent;
        if (signed.encapContentInfo.eContentType !== pkijs__WEBPACK_IMPORTED_MODULE_2__/* .id_eContentType_TSTInfo */ .LT3 || !content) {
            throw new Error("the signed content is not a TSTInfo");
        }
        const info = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TSTInfo */ .YLc.fromBER(content.getValue());
        return { status, signed, info };
    }
    catch (error) {
        throw new TimestampTokenError(`the timestamp token is malformed (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
}
/** The facts a token states (not yet checked against any certificate). */
function tokenFacts(signed, info) {
    const { accuracy } = info;
    const accuracyMs = accuracy === undefined
        ? undefined
        : (accuracy.seconds ?? 0) * 1000 + (accuracy.millis ?? 0) + (accuracy.micros ?? 0) / 1000;
    const named = info.tsa?.type === 4 ? formatName(info.tsa.value) : "";
    const signer = signed.certificates?.find((certificate) => certificate instanceof pkijs__WEBPACK_IMPORTED_MODULE_2__/* .Certificate */ .usT);
    return {
        time: info.genTime,
        accuracyMs,
        tsa: named || (signer === undefined ? "unnamed TSA" : formatName(signer.subject)),
        imprintSha256: info.messageImprint.hashAlgorithm.algorithmId === SHA256_OID
            ? hexOf(info.messageImprint.hashedMessage.valueBlock.valueHexView)
            : `not SHA-256 (${info.messageImprint.hashAlgorithm.algorithmId})`,
    };
}
/** The certificates of a PEM file (`--tsa-ca`); throws naming `source` when there are none. */
function readPemCertificates(pem, source) {
    const blocks = [
        ...pem.matchAll(/-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g),
    ];
    if (blocks.length === 0) {
        throw new TimestampTokenError(`${source} holds no PEM certificate (-----BEGIN CERTIFICATE-----): give the certificate of the authority that issued the TSA's certificate`);
    }
    return blocks.map((block, index) => {
        try {
            const der = Buffer.from((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .matchGroup */ .x2)(block, 1, "the PEM certificate pattern").replace(/\s+/g, ""), "base64");
            return pkijs__WEBPACK_IMPORTED_MODULE_2__/* .Certificate */ .usT.fromBER(bufferOf(der));
        }
        catch (error) {
            throw new TimestampTokenError(`${source}: certificate ${index + 1} is not a valid X.509 certificate (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
        }
    });
}
/**
 * Reads a record's token and checks it: signed by a certificate that chains to `trusted` (at the
 * token's time) and carries the timestamping extended key usage, for the record's exact bytes.
 */
async function readTimestampToken(der, recordBytes, trusted) {
    let parsed;
    try {
        parsed = parseTimestampResponse(der);
    }
    catch (error) {
        return { valid: false, reason: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error) };
    }
    const facts = tokenFacts(parsed.signed, parsed.info);
    const sha256 = (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(recordBytes);
    if (facts.imprintSha256 !== sha256) {
        return { valid: false, reason: (0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .imprintMismatch */ .CH)(facts.imprintSha256, sha256) };
    }
    try {
        const result = await parsed.signed.verify({
            signer: 0,
            data: bufferOf(recordBytes),
            trustedCerts: trusted,
            checkChain: true,
            extendedMode: true,
        });
        if (result.signatureVerified !== true) {
            return { valid: false, reason: "the TSA's signature over the token does not verify" };
        }
        const problem = timestampingUsageProblem(result.signerCertificate ?? undefined);
        return problem === undefined ? { valid: true, facts } : { valid: false, reason: problem };
    }
    catch (error) {
        const message = error instanceof pkijs__WEBPACK_IMPORTED_MODULE_2__/* .SignedDataVerifyError */ .c_G ? error.message : (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error);
        return {
            valid: false,
            reason: `the token's signer (${facts.tsa}) does not chain to the --tsa-ca certificate(s), or its signature does not verify: ${message}`,
        };
    }
}
/** RFC 3161 2.3: the TSA's certificate has one extended key usage, timeStamping, critical. */
function timestampingUsageProblem(signer) {
    const extension = signer?.extensions?.find((entry) => entry.extnID === EXTENDED_KEY_USAGE);
    const purposes = extension?.parsedValue?.keyPurposes ?? [];
    if (extension === undefined || !purposes.includes(TIMESTAMPING_EKU)) {
        return "the signing certificate lacks the timeStamping extended key usage: it is not a TSA certificate";
    }
    if (!extension.critical) {
        return "the signing certificate's extended key usage is not critical, as RFC 3161 requires of a TSA certificate";
    }
    return undefined;
}
/** A TimeStampReq for SHA-256 of `bytes`, asking for the TSA's certificate, with `nonce`. */
function timestampRequest(bytes, nonce) {
    const request = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampReq */ .DLy({
        version: 1,
        messageImprint: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .MessageImprint */ .Jm$({
            hashAlgorithm: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .AlgorithmIdentifier */ .NE_({ algorithmId: SHA256_OID }),
            hashedMessage: new asn1js__WEBPACK_IMPORTED_MODULE_5__/* .OctetString */ .lW({
                valueHex: bufferOf(Buffer.from((0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(bytes), "hex")),
            }),
        }),
        nonce: new asn1js__WEBPACK_IMPORTED_MODULE_5__/* .Integer */ .jz({ valueHex: bufferOf(nonce) }),
        certReq: true,
    });
    return new Uint8Array(request.toSchema().toBER());
}


/***/ })

};
