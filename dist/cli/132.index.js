export const id = 132;
export const ids = [132];
export const modules = {

/***/ 5132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportEvidence: () => (/* binding */ reportEvidence),
  verifyEvidence: () => (/* binding */ verifyEvidence)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/evidence-record.ts
var evidence_record = __webpack_require__(6180);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/evidence/evidence-schema.ts
var evidence_schema = __webpack_require__(6810);
// EXTERNAL MODULE: ./src/core/plan/plan-schema.ts
var plan_schema = __webpack_require__(3850);
;// CONCATENATED MODULE: ./src/core/evidence/evidence-chain.ts
// The chain check of the evidence ledger: every file is a valid record filed where its content
// says, and each workspace's records, in file-name (time) order, count 1, 2, 3... with each naming
// the SHA-256 of the exact bytes of the one before. The first break of each workspace is reported
// with its file and what it means: a record deleted, edited, reordered, or not a record at all.





const MAX_REPORTED_ISSUES = 3;
/** Parses and checks one file: the record, or the reason it is not one. */
function parseRecordFile(file) {
    const invalid = (why) => ({
        kind: "invalid",
        file: file.path,
        message: `${file.path} is not a valid evidence record: ${why}`,
    });
    let value;
    try {
        value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(file.bytes));
    }
    catch (error) {
        return invalid(`not UTF-8 JSON (${error.message})`);
    }
    const parsed = evidence_schema/* evidenceRecordSchema */.i9.safeParse(value);
    if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, MAX_REPORTED_ISSUES);
        return invalid(issues.map((issue) => `at ${(0,plan_schema/* jsonPath */.U1)(issue.path)}: ${issue.message}`).join("; "));
    }
    const record = parsed.data;
    const expected = (0,evidence_record/* recordPath */.lX)(record);
    if (expected !== file.path) {
        return {
            kind: "misplaced",
            file: file.path,
            message: `${file.path} holds the record that belongs at ${expected} (workspace, time, kind and run): a record was renamed or moved`,
        };
    }
    return record;
}
/** Checks every file of the ledger; `files` in any order. */
function verifyLedger(files) {
    const breaks = [];
    const byWorkspace = new Map();
    const sorted = [...files].sort((a, b) => (0,names/* compareCodePoints */.OP)(a.path, b.path));
    for (const file of sorted) {
        const workspace = (0,evidence_record/* workspaceOfPath */.i0)(file.path);
        if (workspace === undefined || !file.path.endsWith(".json"))
            continue;
        const parsed = parseRecordFile(file);
        if ("message" in parsed) {
            breaks.push(parsed);
            continue;
        }
        const chain = byWorkspace.get(workspace) ?? [];
        chain.push({ path: file.path, record: parsed, bytes: file.bytes });
        byWorkspace.set(workspace, chain);
    }
    const records = [];
    for (const [, chain] of byWorkspace) {
        const first = firstBreak(chain);
        if (first !== undefined)
            breaks.push(first);
        for (const { path, record, bytes } of chain)
            records.push({ path, record, sha256: (0,shared_sha256/* sha256Hex */.f)(bytes) });
    }
    return { records, workspaces: [...byWorkspace.keys()], breaks };
}
/** The first break of `chain`, a workspace's records from sequence `firstSequence` on. */
function firstBreak(chain, firstSequence = 1) {
    for (const [index, { path, record }] of chain.entries()) {
        const expected = firstSequence + index;
        const previous = chain[index - 1];
        if (record.sequence !== expected) {
            const misfiled = chain.find((entry) => entry.record.sequence === expected);
            if (misfiled !== undefined) {
                return {
                    kind: "reordered",
                    file: path,
                    message: `${path} has sequence ${record.sequence} where sequence ${expected} belongs, and ${misfiled.path} has sequence ${expected}: records were reordered`,
                };
            }
            const after = previous === undefined ? "the start of the chain" : previous.path;
            return {
                kind: "deleted",
                file: path,
                message: `${path} has sequence ${record.sequence}, but the record before it is ${after}: record ${expected}${record.sequence > expected + 1 ? `-${record.sequence - 1}` : ""} was deleted`,
            };
        }
        // A chain read from its middle cannot check its first record's link: its predecessor is unread.
        if (previous === undefined && expected > 1)
            continue;
        const previousHash = previous === undefined ? null : (0,shared_sha256/* sha256Hex */.f)(previous.bytes);
        if (record.previous_sha256 !== previousHash) {
            return {
                kind: "edited",
                file: previous?.path ?? path,
                message: previous === undefined
                    ? `${path} is sequence 1 but names a previous record (previous_sha256 ${record.previous_sha256}): the chain's start was edited`
                    : `${previous.path} has SHA-256 ${previousHash}, but ${path} recorded ${record.previous_sha256} for it: ${previous.path} was edited after ${path} was written`,
            };
        }
    }
    return undefined;
}
/** How far ahead of the writer's clock a record may be stamped: clocks of runners differ a little. */
const MAX_CLOCK_SKEW_MS = (/* unused pure expression or super */ null && (5 * 60 * 1000));
/**
 * Checks the head of a workspace's chain before a record is appended to it: the head is a valid
 * record filed where it belongs, links to `previous` (its predecessor, undefined when the head is
 * the first record), and is not stamped in the future. A future-dated head would push every later
 * record's time (each is stamped after its predecessor) past the real one.
 */
function headBreak(head, previous, now) {
    const links = [];
    for (const file of previous === undefined ? [head] : [previous, head]) {
        const parsed = parseRecordFile(file);
        if ("message" in parsed)
            return parsed;
        links.push({ path: file.path, record: parsed, bytes: file.bytes });
    }
    // Without a predecessor the head must be sequence 1; with one, the pair is checked from it on.
    const broken = firstBreak(links, previous === undefined ? 1 : links[0].record.sequence);
    if (broken !== undefined)
        return broken;
    const headRecord = links.at(-1).record;
    if (Date.parse(headRecord.recorded_at) > now.getTime() + MAX_CLOCK_SKEW_MS) {
        return {
            kind: "future-dated",
            file: head.path,
            message: `${head.path} is recorded at ${headRecord.recorded_at}, more than 5 minutes after this run's clock (${now.toISOString()}): a record from the future was added or a runner's clock is wrong`,
        };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
;// CONCATENATED MODULE: ./src/core/shared/exhaustive.ts
// Exhaustiveness by construction: a `switch` over a union ends in `default: assertNever(value)`,
// so a new member (an evidence record kind, an operation action) fails to compile until every
// consumer handles it, instead of being skipped at run time.
/** Unreachable when every member of the union is handled; names the member that was not. */
function assertNever(value) {
    const shown = JSON.stringify(value) ?? String(value);
    throw new Error(`unhandled case ${shown.slice(0, 200)}: a consumer misses a member of its union`);
}

;// CONCATENATED MODULE: ./src/core/evidence/evidence-report.ts




/** CIP-010 R2.1: monitor the baseline at least once every 35 calendar days. */
const MONITORING_LIMIT_DAYS = 35;
const DAY_MS = 86_400_000;
/** `timestamps`: each timestamped record's "<TSA>, <time>", by record path. */
function buildEvidenceReport(files, period, now, timestamps = new Map()) {
    const stamp = (path) => ({ timestamp: timestamps.get(path) ?? "not timestamped" });
    const verified = verifyLedger(files);
    const byWorkspace = new Map();
    for (const entry of verified.records) {
        const list = byWorkspace.get(entry.record.workspace) ?? [];
        list.push(entry);
        byWorkspace.set(entry.record.workspace, list);
    }
    const inPeriod = (at) => {
        const time = Date.parse(at);
        return time >= period.from.getTime() && time < period.to.getTime();
    };
    const workspaces = [...byWorkspace].map(([workspace, records]) => {
        const { changes, monitoring } = periodEntries(records.filter(({ record }) => inPeriod(record.recorded_at)), stamp);
        const gaps = monitoringGaps(records, period, now);
        const longest = gaps.reduce((best, gap) => (best === null || gap.days > best.days ? gap : best), null);
        const episodes = driftEpisodes(records).filter((episode) => Date.parse(episode.first_seen) < period.to.getTime() &&
            (episode.resolved_at === null || Date.parse(episode.resolved_at) >= period.from.getTime()));
        return {
            workspace,
            changes,
            monitoring,
            longest_gap: longest,
            gaps_over_limit: gaps.filter((gap) => gap.over_limit),
            drift_episodes: episodes,
        };
    });
    return {
        period: { from: period.from.toISOString(), to: period.to.toISOString() },
        generated_at: now.toISOString(),
        limit_days: MONITORING_LIMIT_DAYS,
        ledger: { records: verified.records.length, breaks: verified.breaks },
        workspaces,
    };
}
/** The period's records as report entries, each kind in its own list. */
function periodEntries(records, stamp) {
    const entries = { changes: [], monitoring: [] };
    for (const { path, record } of records) {
        switch (record.kind) {
            case "change":
                entries.changes.push({ ...changeEntry(path, record), ...stamp(path) });
                break;
            case "monitoring":
                entries.monitoring.push({ ...monitoringEntry(path, record), ...stamp(path) });
                break;
            default:
                assertNever(record);
        }
    }
    return entries;
}
/** Whether a record is a monitoring run: the runs the gaps between them are measured from. */
function isMonitoringRun(record) {
    switch (record.kind) {
        case "change":
            return false;
        case "monitoring":
            return true;
        default:
            return assertNever(record);
    }
}
function changeEntry(file, record) {
    const { change } = record;
    return {
        file,
        recorded_at: record.recorded_at,
        outcome: change.outcome,
        reason: change.reason,
        merge_sha: change.merge_sha,
        pull_requests: (0,evidence_record/* pullRequestsOf */.Tb)(change),
        reviewed_is_executed: change.reviewed_fingerprint === null || change.plan_fingerprint === null
            ? null
            : change.reviewed_fingerprint === change.plan_fingerprint,
        reviewed_fingerprint: change.reviewed_fingerprint,
        plan_fingerprint: change.plan_fingerprint,
        operations: (change.change_record?.operations ?? []).map((operation) => ({
            action: operation.action,
            name: operation.name,
            asset_id: operation.asset_id ?? null,
            result: operation.result,
            error: operation.error ?? null,
        })),
    };
}
function monitoringEntry(file, record) {
    return {
        file,
        recorded_at: record.recorded_at,
        in_sync: record.monitoring.in_sync,
        differences: record.monitoring.differences.length,
        live_fingerprint: record.monitoring.live_fingerprint,
        run_url: record.run.run_url,
    };
}
/** Calendar days (UTC) from `a` to `b`. */
function calendarDays(a, b) {
    const day = (date) => Math.floor(date.getTime() / DAY_MS);
    return day(b) - day(a);
}
/**
 * The stretches without monitoring that touch the period: from the last run before it (or the
 * period's start) through each run in it, to the first run after it (or the period's end, or now
 * when that is earlier).
 */
function monitoringGaps(records, period, now) {
    const times = records
        .filter(({ record }) => isMonitoringRun(record))
        .map(({ record }) => new Date(record.recorded_at));
    const before = times.filter((time) => time < period.from).at(-1);
    const after = times.find((time) => time >= period.to);
    const end = after ?? new Date(Math.min(period.to.getTime(), now.getTime()));
    const points = [
        before ?? period.from,
        ...times.filter((time) => time >= period.from && time < period.to),
        end,
    ];
    const gaps = [];
    for (const [from, to] of (0,collections/* adjacentPairs */.Gc)(points)) {
        if (to <= from)
            continue;
        const days = calendarDays(from, to);
        gaps.push({
            from: from.toISOString(),
            to: to.toISOString(),
            days,
            over_limit: days > MONITORING_LIMIT_DAYS,
        });
    }
    return gaps;
}
/** Drift episodes in the workspace's whole history: first run that drifted to first back in sync. */
function driftEpisodes(records) {
    const episodes = [];
    let open;
    let lastApply;
    for (const { record } of records) {
        switch (record.kind) {
            case "change": {
                const { outcome } = record.change;
                if (open !== undefined &&
                    (outcome === "applied" || outcome === "partly-applied" || outcome === "interrupted"))
                    lastApply = record;
                continue;
            }
            case "monitoring":
                break;
            default:
                assertNever(record);
        }
        const { in_sync, differences } = record.monitoring;
        if (!in_sync) {
            if (open === undefined) {
                open = {
                    first_seen: record.recorded_at,
                    last_seen: record.recorded_at,
                    resolved_at: null,
                    resolved_by: null,
                    max_differences: 0,
                };
                episodes.push(open);
                lastApply = undefined;
            }
            open.last_seen = record.recorded_at;
            open.max_differences = Math.max(open.max_differences, differences.length);
        }
        else if (open !== undefined) {
            open.resolved_at = record.recorded_at;
            if (lastApply !== undefined) {
                open.resolved_by = {
                    pull_requests: (0,evidence_record/* pullRequestsOf */.Tb)(lastApply.change).map(({ number, url }) => ({
                        number,
                        url,
                    })),
                    recorded_at: lastApply.recorded_at,
                };
            }
            open = undefined;
        }
    }
    return episodes;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/io/ledger-files.ts
// Reads a checkout of the evidence branch: every file under records/, as bytes (the chain hashes
// exact bytes), with paths relative to the checkout and "/" as separator. Files are read a bounded
// number at a time, so a ledger of any size stays within a small file-descriptor limit.



/** Files open at once while reading a ledger: far below the 256 descriptors of a tight ulimit. */
const LEDGER_READ_CONCURRENCY = 32;
/** `source` names the setting that gave `dir` (e.g. "--dir"), for the message when it is wrong. */
async function readLedgerDirectory(dir, source) {
    const records = (0,external_node_path_.join)(dir, evidence_record/* RECORDS_DIR */.v7);
    const found = await (0,promises_.stat)(records).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${evidence_record/* RECORDS_DIR */.v7}/ directory: pass a checkout of the evidence branch (git clone --branch ${evidence_record/* DEFAULT_EVIDENCE_BRANCH */.hN} --single-branch <repository> evidence)`);
    }
    const entries = await (0,promises_.readdir)(records, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile());
    return mapBounded(files, LEDGER_READ_CONCURRENCY, async (entry) => {
        const path = (0,external_node_path_.join)(entry.parentPath, entry.name);
        return { path: (0,external_node_path_.relative)(dir, path).split(external_node_path_.sep).join("/"), bytes: await (0,promises_.readFile)(path) };
    });
}
/** `work` over `items`, at most `limit` at a time; results in the order of `items`. */
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}

// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/core/evidence/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(7768);
// EXTERNAL MODULE: ./node_modules/pkijs/build/index.js + 22 modules
var build = __webpack_require__(5781);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
;// CONCATENATED MODULE: ./src/io/timestamp-token.ts
// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/evidence-timestamps.ts.






const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const TIMESTAMPING_EKU = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const GRANTED = [build/* PKIStatus */.F6Z.granted, build/* PKIStatus */.F6Z.grantedWithMods];
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
        response = build/* TimeStampResp */.pAG.fromBER(bufferOf(der));
    }
    catch (error) {
        throw new TimestampTokenError(`not an RFC 3161 TimeStampResp (${(0,errors/* errorMessage */.g)(error)})`);
    }
    const status = response.status.status;
    const failed = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value);
    if (!GRANTED.includes(status) || response.timeStampToken === undefined) {
        throw new TimestampTokenError(`the TSA refused the request (PKIStatus ${status}${failed.length === 0 ? "" : `: ${failed.join("; ")}`})`);
    }
    try {
        const signed = new build/* SignedData */.dA6({ schema: response.timeStampToken.content });
        const content = signed.encapContentInfo.eContent;
        if (signed.encapContentInfo.eContentType !== build/* id_eContentType_TSTInfo */.LT3 || !content) {
            throw new Error("the signed content is not a TSTInfo");
        }
        const info = build/* TSTInfo */.YLc.fromBER(content.getValue());
        return { status, signed, info };
    }
    catch (error) {
        throw new TimestampTokenError(`the timestamp token is malformed (${(0,errors/* errorMessage */.g)(error)})`);
    }
}
/** The facts a token states (not yet checked against any certificate). */
function tokenFacts(signed, info) {
    const { accuracy } = info;
    const accuracyMs = accuracy === undefined
        ? undefined
        : (accuracy.seconds ?? 0) * 1000 + (accuracy.millis ?? 0) + (accuracy.micros ?? 0) / 1000;
    const named = info.tsa?.type === 4 ? formatName(info.tsa.value) : "";
    const signer = signed.certificates?.find((certificate) => certificate instanceof build/* Certificate */.usT);
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
            const der = Buffer.from((0,collections/* matchGroup */.x2)(block, 1, "the PEM certificate pattern").replace(/\s+/g, ""), "base64");
            return build/* Certificate */.usT.fromBER(bufferOf(der));
        }
        catch (error) {
            throw new TimestampTokenError(`${source}: certificate ${index + 1} is not a valid X.509 certificate (${(0,errors/* errorMessage */.g)(error)})`);
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
        return { valid: false, reason: (0,errors/* errorMessage */.g)(error) };
    }
    const facts = tokenFacts(parsed.signed, parsed.info);
    const sha256 = (0,shared_sha256/* sha256Hex */.f)(recordBytes);
    if (facts.imprintSha256 !== sha256) {
        return { valid: false, reason: (0,evidence_timestamps/* imprintMismatch */.CH)(facts.imprintSha256, sha256) };
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
        const message = error instanceof build/* SignedDataVerifyError */.c_G ? error.message : (0,errors/* errorMessage */.g)(error);
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
    const request = new pkijs.TimeStampReq({
        version: 1,
        messageImprint: new pkijs.MessageImprint({
            hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_OID }),
            hashedMessage: new asn1js.OctetString({
                valueHex: bufferOf(Buffer.from(sha256Hex(bytes), "hex")),
            }),
        }),
        nonce: new asn1js.Integer({ valueHex: bufferOf(nonce) }),
        certReq: true,
    });
    return new Uint8Array(request.toSchema().toBER());
}

;// CONCATENATED MODULE: ./src/io/ledger-timestamps.ts



/** Tokens checked at once: each is a few signature checks, so this only bounds memory. */
const TOKEN_CONCURRENCY = 8;
/** Each token's reading, by token path; a token without its record beside it is left out. */
async function readLedgerTokens(files, trusted) {
    const byPath = new Map(files.map((file) => [file.path, file.bytes]));
    // Each token with the bytes of the record it stamps; a token without its record is not read.
    const tokens = files.flatMap((file) => {
        if (!file.path.endsWith(evidence_timestamps/* TOKEN_SUFFIX */.Yg))
            return [];
        const record = byPath.get(file.path.slice(0, -evidence_timestamps/* TOKEN_SUFFIX */.Yg.length));
        return record === undefined ? [] : [{ token: file, record }];
    });
    const readings = await mapBounded(tokens, TOKEN_CONCURRENCY, async ({ token, record }) => {
        const reading = await readTimestampToken(token.bytes, record, trusted);
        return [token.path, reading];
    });
    return new Map(readings);
}
/**
 * Each timestamped record's "<TSA>, <time>" for the audit report, by record path: what its token
 * states, not checked against any certificate (that is `evidence verify --tsa-ca`).
 */
function tokenLabels(files) {
    const labels = new Map();
    for (const file of files) {
        if (!file.path.endsWith(evidence_timestamps/* TOKEN_SUFFIX */.Yg))
            continue;
        const record = file.path.slice(0, -evidence_timestamps/* TOKEN_SUFFIX */.Yg.length);
        try {
            const { signed, info } = parseTimestampResponse(file.bytes);
            const facts = tokenFacts(signed, info);
            labels.set(record, `${facts.tsa}, ${facts.time.toISOString()}`);
        }
        catch {
            labels.set(record, "unreadable timestamp token (run evidence verify --tsa-ca)");
        }
    }
    return labels;
}

// EXTERNAL MODULE: ./src/render/formats.ts + 9 modules
var formats = __webpack_require__(2197);
// EXTERNAL MODULE: ./src/cli/command-support.ts
var command_support = __webpack_require__(2501);
// EXTERNAL MODULE: ./src/cli/flag-files.ts
var flag_files = __webpack_require__(1556);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/core/evidence/evidence-history.ts
// The history of a clone of the evidence branch, judged: the ledger only ever grows. A record (or
// its timestamp token), once added, is never modified or deleted by a later commit, and every
// commit that adds one is made by the ledger's writer (the author of the commit that added the
// first record, unless `--writer` names it). An edit, a deletion, or records added by anyone else
// through ordinary commits (no force push) are reported with the commit and its author. Pure: the
// commits are read by io/ledger-history.ts.

/** Every commit that is not append-only or not by the writer; `commits` oldest first. */
function checkLedgerHistory(commits, writer) {
    const problems = [];
    let expected = writer;
    for (const commit of commits) {
        const ledgerChanges = commit.changes.filter(({ path }) => path.startsWith(`${evidence_record/* RECORDS_DIR */.v7}/`));
        const rewritten = ledgerChanges.filter(({ status }) => status !== "A");
        const problem = (message) => problems.push({ commit: commit.sha, author: commit.author, message });
        if (rewritten.length > 0) {
            const listed = rewritten
                .slice(0, 3)
                .map(({ status, path }) => `${status === "D" ? "deleted" : "modified"} ${path}`)
                .join(", ");
            const more = rewritten.length > 3 ? ` and ${rewritten.length - 3} more` : "";
            problem(`commit ${commit.sha} by ${commit.author} ${listed}${more}: the ledger is append-only, a record once added is never changed or removed`);
        }
        if (ledgerChanges.length === rewritten.length)
            continue;
        expected ??= commit.authorName;
        if (commit.authorName !== expected) {
            problem(`commit ${commit.sha} by ${commit.author} adds records, but the ledger's writer is ${expected}${writer === undefined ? " (the author of its first record)" : " (--writer)"}: records added by anyone else are not evidence`);
        }
    }
    return problems;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/io/ledger-history.ts
// Reads the history of a clone of the evidence branch with git: each commit, oldest first, with
// its author and the files under records/ it added, modified or deleted against its first parent.
// Judged in core/evidence/evidence-history.ts.




/** Whether `dir` is the top of a git checkout (it has .git, a directory or a worktree's file). */
async function isGitCheckout(dir) {
    return (await (0,promises_.stat)((0,external_node_path_.join)(dir, ".git")).catch(() => undefined)) !== undefined;
}
const SEPARATOR = "\u0001";
/** The checkout's commits, oldest first; throws with git's message when git cannot read them. */
async function readLedgerHistory(dir) {
    const output = await git(dir, [
        "log",
        "--first-parent",
        "--reverse",
        "--no-renames",
        "--name-status",
        `--format=${SEPARATOR}%H%x09%an%x09%ae`,
        "HEAD",
        "--",
        `${evidence_record/* RECORDS_DIR */.v7}/`,
    ]);
    return output
        .split(SEPARATOR)
        .filter((block) => block.trim() !== "")
        .map((block) => {
        const [header = "", ...lines] = block.split("\n");
        const [sha = "", name = "", email = ""] = header.split("\t");
        const changes = lines
            .filter((line) => line.includes("\t"))
            .map((line) => {
            const [status = "", path = ""] = line.split("\t");
            const kind = status === "A" || status === "M" || status === "D" ? status : "other";
            return { status: kind, path };
        });
        return { sha, author: `${name} <${email}>`, authorName: name, changes };
    });
}
function git(dir, args) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)("git", ["-C", dir, "-c", "core.quotePath=false", ...args], {
            stdio: ["ignore", "pipe", "pipe"],
        });
        const out = [];
        const err = [];
        child.stdout.on("data", (chunk) => out.push(chunk));
        child.stderr.on("data", (chunk) => err.push(chunk));
        child.on("error", (error) => reject(new Error(`git could not be started to read the history of ${dir} (${error.message})`)));
        child.on("close", (code) => {
            if (code === 0)
                resolve(Buffer.concat(out).toString("utf8"));
            else {
                const message = Buffer.concat(err).toString("utf8").trim().split("\n")[0];
                reject(new Error(`git could not read the history of ${dir}: ${message}`));
            }
        });
    });
}

// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
;// CONCATENATED MODULE: ./src/cli/evidence-anchors.ts










/** The problems found, one line each (file: why); printed per record on standard output. */
async function verifyAnchors(settings, files, verified, io) {
    const problems = [];
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    if (await isGitCheckout(dir)) {
        const history = checkLedgerHistory(await readLedgerHistory(dir), settings.writer);
        problems.push(...history.map((problem) => `history: ${problem.message}`));
    }
    else if (settings.writer !== undefined) {
        throw new usage_error/* UsageError */.e(`--writer needs --dir to be a git clone of the evidence branch (${settings.dir} has no .git): clone it with git clone --branch cip-sync-evidence --single-branch <repository> evidence`);
    }
    if (settings.expectHead !== undefined) {
        const missing = (0,evidence_timestamps/* missingExpectedHead */.Dp)(verified.records, settings.expectHead);
        if (missing !== undefined)
            problems.push(`--expect-head: ${missing}`);
    }
    if (settings.tsaCa === undefined)
        return problems;
    const assessed = (0,evidence_timestamps/* assessTimestamps */._5)(verified.records, await readLedgerTokens(files, await readTrusted(settings.tsaCa, io)), settings.maxSkewMinutes);
    io.stdout(assessed.map((entry) => `${entry.path}: ${describeTimestamp(entry)}\n`).join(""));
    const late = assessed.filter((entry) => entry.timestamp.status === "late-after-outage").length;
    if (late > 0) {
        io.stdout(`${late} record(s) were timestamped late, after a recorded TSA outage: exceptions for the audit.\n`);
    }
    for (const problem of (0,evidence_timestamps/* timestampProblems */.ZH)(assessed, settings.requireTimestamps)) {
        problems.push(`${problem.path}: ${problem.message}`);
    }
    return problems;
}
async function readTrusted(file, io) {
    const fix = "give the PEM file of the certificate authority that issued the TSA's certificate";
    const pem = await (0,flag_files/* readFlagFile */.X$)((0,command_support/* flagPath */.aO)("--tsa-ca", file, fix, io));
    try {
        return readPemCertificates(pem, `--tsa-ca ${file}`);
    }
    catch (error) {
        throw new usage_error/* UsageError */.e((0,errors/* errorMessage */.g)(error));
    }
}
/** "timestamped (TSA, time)", "missing", "timestamped late, after a recorded outage", "invalid (why)". */
function describeTimestamp(entry) {
    const { timestamp } = entry;
    switch (timestamp.status) {
        case "timestamped":
            return `timestamped (${timestamp.tsa}, ${timestamp.time})`;
        case "late-after-outage":
            return `timestamped late, after a recorded outage (${timestamp.tsa}, ${timestamp.time}; declared by sequence ${timestamp.declaredBy})`;
        case "missing":
            return "not timestamped";
        case "invalid":
            return `invalid timestamp (${timestamp.reason})`;
    }
}

;// CONCATENATED MODULE: ./src/cli/evidence-command.ts
// `cip-sync evidence verify` and `cip-sync evidence report`: the audit pack, read from a checkout
// of the evidence branch. Their flags are checked in settings.ts.











async function verifyEvidence(settings, io) {
    if (settings.remote !== undefined) {
        // Loaded only here: the GitHub client is not needed to verify a checkout.
        const { verifyRemote } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(720)]).then(__webpack_require__.bind(__webpack_require__, 8720));
        return verifyRemote(settings.remote, settings.writer, io);
    }
    const files = await readLedgerDirectory((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    const verified = verifyLedger(files);
    const anchors = await verifyAnchors(settings, files, verified, io);
    const problems = [
        ...verified.breaks.map((found) => `${found.file}: ${found.message}`),
        ...anchors,
    ];
    if (problems.length > 0) {
        io.stderr(`The evidence ledger in ${settings.dir} is broken (${problems.length} problem(s)):\n${problems.map((problem) => `  ${problem}\n`).join("")}`);
        return cli_io/* EXIT_ERROR */.SI;
    }
    const checked = [
        "every record matches the schema and every chain is intact",
        ...(settings.tsaCa === undefined ? [] : ["every timestamp token is valid"]),
        ...(settings.expectHead === undefined ? [] : ["the published head is in the chain"]),
    ];
    io.stdout(`Verified ${verified.records.length} record(s) in ${verified.workspaces.length} workspace(s) (${verified.workspaces.join(", ") || "none"}): ${checked.join("; ")}.\n`);
    return cli_io/* EXIT_OK */.Ij;
}
async function reportEvidence(settings, io) {
    const files = await readLedgerDirectory((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    const now = new Date(io.now?.() ?? Date.now());
    const period = { from: settings.from, to: settings.to };
    const report = buildEvidenceReport(files, period, now, tokenLabels(files));
    const content = formats/* EVIDENCE_REPORT_RENDERERS */.Ki[settings.format](report, {
        color: false,
        toolVersion: package_0/* version */.rE,
    });
    if (settings.out === undefined)
        io.stdout(content);
    else {
        const target = (0,command_support/* flagPath */.aO)("--out", settings.out, "choose another file path for the report", io);
        await (0,flag_files/* writeFlagFile */.mg)(target, content);
        io.stderr(`Wrote the ${settings.format} report to ${settings.out}.\n`);
    }
    const { breaks } = report.ledger;
    if (breaks.length === 0)
        return cli_io/* EXIT_OK */.Ij;
    io.stderr(`The evidence ledger is broken (${breaks.length} break(s)); the report shows what could be read. Run 'cip-sync evidence verify --dir ${settings.dir}' for each break.\n`);
    return cli_io/* EXIT_ERROR */.SI;
}


/***/ }),

/***/ 1556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X$: () => (/* binding */ readFlagFile),
/* harmony export */   YI: () => (/* binding */ writeUnder),
/* harmony export */   lt: () => (/* binding */ checkFlagFileWritable),
/* harmony export */   mg: () => (/* binding */ writeFlagFile),
/* harmony export */   oO: () => (/* binding */ listFlagDirectory)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
/* harmony import */ var _io_replace_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1235);
// Files and directories named by flags (--plan, --out, --record). A file-system failure on one of
// them becomes a message that names the flag, the path as given and what to do, never a bare
// "ENOENT: no such file or directory, open '/abs/path'". This is the one place the CLI catches
// file-system errors; main.ts prints what it throws.




class FlagPathError extends Error {
    name = "FlagPathError";
}
/** The text of the file, as UTF-8. */
function readFlagFile(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8"));
}
/** Writes the file, creating its parent directories. */
function writeFlagFile(target, content) {
    return writeUnder(target, "", content);
}
/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
function checkFlagFileWritable(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,_io_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .checkReplaceable */ .X)(path));
}
/** Writes `inner` (a relative path) under the directory `target`, creating directories. */
function writeUnder(target, inner, content) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absolute(target), inner);
    // Replaced, never written through: a symbolic link at the path is not followed.
    return atFlagPath(target, path, () => (0,_io_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceFile */ .f)(path, content));
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error) === "ENOENT")
            return [];
        throw error;
    }));
}
/** Runs `work` on `path` (the flag's path, or a file under it), turning its failure into a message. */
async function atFlagPath(target, path, work) {
    try {
        return await work();
    }
    catch (error) {
        throw new FlagPathError(await flagPathMessage(target, path, error), { cause: error });
    }
}
/** "--out out/plan.json: out is a file, not a directory; choose another file path for ...". */
async function flagPathMessage(target, path, error) {
    const { flag, given, fix } = target;
    const problem = await problemOf(target, path, error);
    return `${flag} ${given}: ${problem}; ${fix}`;
}
async function problemOf(target, path, error) {
    // A file under the flag's directory (import writes many) is named; the flag's own path is not.
    const subject = (place) => place === absolute(target) ? "" : `${display(target, place)} `;
    const code = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error);
    switch (code) {
        case "ENOENT":
            return `${subject(path)}no such file`;
        case "EISDIR":
            return `${subject(path)}is a directory, not a file`;
        case "ENOTDIR":
        case "EEXIST": {
            // Some part of the path is a file where a directory is needed: name that part.
            const blocker = await firstNonDirectory(path);
            if (blocker === undefined)
                break;
            return `${subject(blocker)}is a file, not a directory`;
        }
        case "EACCES":
        case "EPERM":
            return `${subject(path)}permission denied`;
        case "EROFS":
            return "the file system is read-only";
        case "ENAMETOOLONG":
            return "the path is too long";
        case "ELOOP":
            return "too many levels of symbolic links";
        case "ENOSPC":
            return "no space left on the device";
    }
    const message = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error);
    return code === undefined ? message : `${code} (${message})`;
}
/** The path itself or its nearest ancestor that exists and is not a directory. */
async function firstNonDirectory(path) {
    const chain = [];
    for (let current = path;; current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current)) {
        chain.unshift(current);
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current) === current)
            break;
    }
    for (const candidate of chain) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).catch(() => undefined);
        if (stats === undefined)
            return undefined;
        if (!stats.isDirectory())
            return candidate;
    }
    return undefined;
}
function absolute(target) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target.cwd, target.given);
}
/** As the user wrote paths: relative to the working directory unless they gave an absolute one. */
function display(target, path) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(target.given))
        return path;
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(target.cwd, path);
    return shown === "" ? "." : shown;
}


/***/ })

};
