export const id = 500;
export const ids = [500];
export const modules = {

/***/ 4500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   appendTimestamped: () => (/* binding */ appendTimestamped)
/* harmony export */ });
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9130);
/* harmony import */ var _io_ledger_timestamps_timestamp_token_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5448);
/* harmony import */ var _evidence_ledger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9788);
/* harmony import */ var _files_git_data_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8968);





const DEFAULTS = { inCommitMs: 10_000, followUpMs: 30_000, maxCatchUp: 20 };
/** Appends `draft` and timestamps it, catching up earlier records without a token. */
async function appendTimestamped(octokit, target, draft, tsa, options = {}) {
    const settings = { ...DEFAULTS, ...options };
    let own;
    let ownError;
    const stamping = {
        pending: async (treeSha, workspace) => {
            const files = await (0,_evidence_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceFiles */ .PZ)(octokit, target, treeSha, workspace);
            return (0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .untimestampedRecords */ .TI)(files.map(({ path }) => path)).map(({ sequence }) => sequence);
        },
        beside: async (sealed) => {
            own = undefined;
            try {
                const der = await tsa.client.stamp(new TextEncoder().encode(sealed.text), settings.inCommitMs);
                own = { path: sealed.path, der };
                return [await tokenBlob(octokit, target, sealed.path, der)];
            }
            catch (error) {
                ownError = error;
                return [];
            }
        },
    };
    const appended = await (0,_evidence_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .appendEvidence */ .kj)(octokit, target, draft, { ...options, stamping });
    const hasOwn = own?.path === appended.path;
    const catchUp = await (0,_evidence_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .guarded */ .Nj)(target, "write", () => catchUpTimestamps(octokit, target, draft.workspace, tsa.client, {
        ...settings,
        also: hasOwn ? undefined : appended.path,
    }));
    const ownDer = hasOwn && own !== undefined ? own.der : catchUp.tokens.get(appended.path);
    const missing = ownDer === undefined;
    const reason = catchUp.error ?? (ownError === undefined ? undefined : (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(ownError));
    return {
        appended,
        tokenTime: ownDer === undefined ? undefined : tokenTime(ownDer),
        caughtUp: [...catchUp.tokens.keys()],
        failure: missing || catchUp.error !== undefined
            ? `${missing ? `${appended.path} has no timestamp token` : "earlier records still have no timestamp token"}: ${reason ?? `the TSA ${tsa.name} did not answer in time`}; the next record declares them and asks again`
            : undefined,
    };
}
function tokenTime(der) {
    const { signed, info } = (0,_io_ledger_timestamps_timestamp_token_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTimestampResponse */ .rO)(der);
    return (0,_io_ledger_timestamps_timestamp_token_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenFacts */ .XR)(signed, info).time.toISOString();
}
async function tokenBlob(octokit, target, recordPath, der) {
    const { data } = await octokit.rest.git.createBlob({
        owner: target.owner,
        repo: target.repo,
        content: Buffer.from(der).toString("base64"),
        encoding: "base64",
    });
    return { path: (0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenPath */ .vT)(recordPath), mode: "100644", type: "blob", sha: data.sha };
}
const MAX_COMMIT_ATTEMPTS = 5;
/**
 * Asks the TSA for the tokens of the workspace's records still waiting (and of `also`), oldest
 * first, stopping at its first failure, and commits those it got in one fast-forward commit.
 */
async function catchUpTimestamps(octokit, target, workspace, tsa, options) {
    // Tokens by record blob: a race with another writer re-commits them, not re-asks the TSA.
    const minted = new Map();
    let error;
    for (let attempt = 1; attempt <= MAX_COMMIT_ATTEMPTS; attempt++) {
        const head = await (0,_evidence_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .readBranch */ .pG)(octokit, target);
        if (head === undefined)
            break;
        const files = await (0,_evidence_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .workspaceFiles */ .PZ)(octokit, target, head.tree, workspace);
        const present = new Set(files.map(({ path }) => path));
        const waiting = new Set((0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .untimestampedRecords */ .TI)([...present]).map(({ path }) => path));
        if (options.also !== undefined && !present.has((0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .tokenPath */ .vT)(options.also)))
            waiting.add(options.also);
        const due = files.filter(({ path }) => waiting.has(path)).slice(0, options.maxCatchUp);
        for (const file of due) {
            if (minted.has(file.sha) || error !== undefined)
                continue;
            try {
                const bytes = await (0,_evidence_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .readBlob */ .gm)(octokit, target, file.sha);
                const der = await tsa.stamp(bytes, options.followUpMs);
                minted.set(file.sha, {
                    path: file.path,
                    der,
                    blob: await tokenBlob(octokit, target, file.path, der),
                });
            }
            catch (failure) {
                error = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(failure);
            }
        }
        const entries = due.flatMap(({ sha }) => minted.get(sha) ?? []);
        if (entries.length === 0)
            break;
        if (await commitTokens(octokit, target, head, workspace, entries)) {
            return { tokens: new Map(entries.map(({ path, der }) => [path, der])), error };
        }
    }
    return { tokens: new Map(), error };
}
async function commitTokens(octokit, target, head, workspace, entries) {
    const repository = { owner: target.owner, repo: target.repo };
    const names = entries.map(({ path }) => path.split("/").at(-1)).join(", ");
    const commit = await (0,_files_git_data_js__WEBPACK_IMPORTED_MODULE_3__/* .writeCommit */ .rV)(octokit, repository, {
        baseTree: head.tree,
        entries: entries.map(({ blob }) => blob),
        message: `${workspace}: timestamp tokens for ${names}`,
        parents: [head.commit],
    });
    return (0,_evidence_ledger_js__WEBPACK_IMPORTED_MODULE_2__/* .moveBranch */ .ob)(octokit, target, head.commit, commit);
}


/***/ }),

/***/ 5448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ timestampRequest),
/* harmony export */   XR: () => (/* binding */ tokenFacts),
/* harmony export */   ZD: () => (/* binding */ hexOf),
/* harmony export */   rO: () => (/* binding */ parseTimestampResponse)
/* harmony export */ });
/* unused harmony exports SHA256_OID, TimestampTokenError, readPemCertificates, readTimestampToken */
/* harmony import */ var asn1js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9961);
/* harmony import */ var pkijs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9701);
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
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
            const der = Buffer.from(matchGroup(block, 1, "the PEM certificate pattern").replace(/\s+/g, ""), "base64");
            return pkijs.Certificate.fromBER(bufferOf(der));
        }
        catch (error) {
            throw new TimestampTokenError(`${source}: certificate ${index + 1} is not a valid X.509 certificate (${errorMessage(error)})`);
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
        return { valid: false, reason: errorMessage(error) };
    }
    const facts = tokenFacts(parsed.signed, parsed.info);
    const sha256 = sha256Hex(recordBytes);
    if (facts.imprintSha256 !== sha256) {
        return { valid: false, reason: imprintMismatch(facts.imprintSha256, sha256) };
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
        const message = error instanceof pkijs.SignedDataVerifyError ? error.message : errorMessage(error);
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
            hashedMessage: new asn1js__WEBPACK_IMPORTED_MODULE_4__/* .OctetString */ .lW({
                valueHex: bufferOf(Buffer.from((0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(bytes), "hex")),
            }),
        }),
        nonce: new asn1js__WEBPACK_IMPORTED_MODULE_4__/* .Integer */ .jz({ valueHex: bufferOf(nonce) }),
        certReq: true,
    });
    return new Uint8Array(request.toSchema().toBER());
}


/***/ })

};
