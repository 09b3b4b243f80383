export const id = 3345;
export const ids = [3345];
export const modules = {

/***/ 42535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ signatureVerdict),
/* harmony export */   H8: () => (/* binding */ writerProofProblem),
/* harmony export */   IW: () => (/* binding */ notTheWritersRecord),
/* harmony export */   VV: () => (/* binding */ SIGNATURE_SUFFIX),
/* harmony export */   X5: () => (/* binding */ recordSignatureProblem),
/* harmony export */   bg: () => (/* binding */ keySpki),
/* harmony export */   yy: () => (/* binding */ keyFingerprint)
/* harmony export */ });
/* unused harmony exports signRecord, signedHeadDescription, parseSignedHead, headSignedBy */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The proof that the reviewed workflow wrote a ledger record or a kept head: an Ed25519 signature
// by a key whose private half only the apply and drift jobs' protected environment holds, and whose
// public half a reviewed file on the default branch declares (writer-declaration.ts). Every
// workflow's GITHUB_TOKEN is the same github-actions[bot], and GitHub signs the commits any of
// them makes, so neither a login nor a verified commit tells the reviewed workflow from another
// job of the repository; a secret that GitHub hands only to jobs of the default branch (an
// environment's deployment-branch rule) does. Why not an OIDC token: a kept head lives in a commit
// status, the one object on a default-branch commit that no job can edit or delete, and its
// description holds 140 characters: an Ed25519 signature (86 in base64url) fits, a token (about a
// thousand) does not; and an auditor verifies a years-old record offline with the public key in
// the repository's history, not an archive of an issuer's rotating keys. Pure.

/** The file beside a record that holds its writer's signature: `<record>.json.sig`. */
const SIGNATURE_SUFFIX = ".sig";
const FINGERPRINTS = new WeakMap();
/**
 * The first 16 hex digits of the SHA-256 of the key's SubjectPublicKeyInfo (DER), computed once a
 * key: a checker asks it of every key for every signature, where exporting the key cost as much as
 * verifying the signature.
 */
function keyFingerprint(key) {
    let fingerprint = FINGERPRINTS.get(key);
    if (fingerprint === undefined) {
        const der = key.export({ type: "spki", format: "der" });
        fingerprint = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(der).digest("hex").slice(0, 16);
        FINGERPRINTS.set(key, fingerprint);
    }
    return fingerprint;
}
/** The bytes a record's signature covers: the domain, then the SHA-256 of the record's bytes. */
function recordMessage(recordSha256) {
    return Buffer.from(`cip-sync ledger record v1\n${recordSha256}\n`);
}
function headMessage(claim) {
    const { branch, workspace, commit, sequence, sha256 } = claim;
    return Buffer.from(`cip-sync kept head v1\n${branch}\n${workspace}\n${commit}\n${sequence}\n${sha256}\n`);
}
/** The signature file's text for a record whose bytes hash to `recordSha256`. */
function signRecord(key, recordSha256) {
    const signature = {
        format: 1,
        key: keyFingerprint(key.publicKey),
        signature: sign(null, recordMessage(recordSha256), key.privateKey).toString("base64url"),
    };
    return `${JSON.stringify(signature)}\n`;
}
/**
 * Why a record's signature file does not prove that a key of `keys` signed the record; undefined
 * when it does. `text` undefined: the record has no signature file. `declaredBy` names the
 * declaration `keys` come from.
 */
function recordSignatureProblem(keys, recordSha256, text, declaredBy = "cip-ledger.yaml", verifiedBy) {
    if (text === undefined)
        return "it has no signature file beside it";
    const read = readSignatureFile(text);
    if (typeof read === "string")
        return read;
    const signed = verifiedBy === undefined
        ? keys.some((key) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, recordMessage(recordSha256), key, read.bytes))
        : verifiedBy !== null && keys.some((key) => keySpki(key) === verifiedBy);
    return signed ? undefined : `its signature is not by any key ${declaredBy} declares`;
}
/** A signature file's signature and the key it names; why it is not one, when it is not. */
function readSignatureFile(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return "its signature file is not JSON";
    }
    const { format, key, signature } = (parsed ?? {});
    if (format !== 1 || typeof signature !== "string")
        return "its signature file is not a format-1 signature";
    return { key, bytes: Buffer.from(signature, "base64url") };
}
const SPKIS = new WeakMap();
/** The key's SubjectPublicKeyInfo (DER, base64): the whole key, what a verdict names it by. */
function keySpki(key) {
    let spki = SPKIS.get(key);
    if (spki === undefined) {
        spki = key.export({ type: "spki", format: "der" }).toString("base64");
        SPKIS.set(key, spki);
    }
    return spki;
}
/**
 * Which of `keys` signed the record whose bytes hash to `recordSha256` (its keySpki), by the text
 * of its signature file; null when none did or the file is no signature: a verdict given ahead,
 * in another thread, for recordSignatureProblem to read (SignedEntry.verifiedBy). The key the file
 * names is tried first, and when it verifies no other key is: an Ed25519 signature's challenge
 * hashes the public key, so a signature made with one key verifies under no other. Tried with
 * "the named key" only, null is no verdict (that key is not among those known yet, and a later
 * check tries every key): so a reader finds the verdict as it reads, before the keys in force are
 * known (ledger-readers.ts), the one that trying every key would find.
 */
function signatureVerdict(keys, recordSha256, text, tried = "every key") {
    const read = readSignatureFile(text);
    if (typeof read === "string")
        return null;
    const message = recordMessage(recordSha256);
    const named = keys.filter((key) => keyFingerprint(key) === read.key);
    const others = tried === "every key" ? keys.filter((key) => !named.includes(key)) : [];
    for (const key of [...named, ...others])
        if ((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, message, key, read.bytes))
            return keySpki(key);
    return null;
}
/** Record `sequence` refused as not the bound writer's, for `problem`. */
function notTheWritersRecord(sequence, workspace, problem) {
    return `record #${sequence} of workspace ${workspace}: ${problem}: a record another job of the repository wrote is not evidence, so nothing is judged from the ledger; 'cip-sync evidence verify --ledger-declaration cip-ledger.yaml' on a clone of the branch names each such record`;
}
/**
 * A kept head's commit-status description: `#SEQ SHA SIG`, the record's SHA-256 and the signature
 * in base64url (43 and 86 characters), within the 140 characters GitHub keeps.
 */
function signedHeadDescription(privateKey, claim) {
    const digest = Buffer.from(claim.sha256, "hex").toString("base64url");
    const signature = sign(null, headMessage(claim), privateKey).toString("base64url");
    const description = `#${claim.sequence} ${digest} ${signature}`;
    if (description.length > 140)
        throw new Error(`record #${claim.sequence} is past what a kept head's status can hold`);
    return description;
}
const SIGNED_HEAD = /^#([1-9][0-9]{0,7}) ([A-Za-z0-9_-]{43}) ([A-Za-z0-9_-]{86})$/;
/** The signed head a description carries; undefined when it is not one. */
function parseSignedHead(description) {
    const match = SIGNED_HEAD.exec(description ?? "");
    if (match === null)
        return undefined;
    const digest = Buffer.from(String(match[2]), "base64url");
    if (digest.length !== 32)
        return undefined;
    return {
        sequence: Number(match[1]),
        sha256: digest.toString("hex"),
        signature: Buffer.from(String(match[3]), "base64url"),
    };
}
/** Whether a key of `keys` signed `head` as kept in `context` on `commit`. */
function headSignedBy(keys, head, context) {
    const message = headMessage({ ...context, sequence: head.sequence, sha256: head.sha256 });
    return keys.some((key) => verify(null, message, key, head.signature));
}
/**
 * Why the records read (chain order) are not the bound writer's; undefined when they are. With
 * `keys` (cip-ledger.yaml at the commit judged from), every record from the first that carries a
 * signature file on must be signed by one of them: the records before it were written before the
 * binding. Without keys, no record may carry one: a ledger once bound stays bound, so a change that
 * removed the declaration cannot make its records count by login again.
 */
function writerProofProblem(entries, keys, workspace) {
    const first = entries.find((entry) => entry.signature !== undefined);
    if (first === undefined)
        return undefined;
    if (keys === undefined)
        return `record #${first.sequence} of workspace ${workspace} is signed by the ledger's writer, but no cip-ledger.yaml declares the writer's keys at the commit judged from: a ledger bound to its writer stays bound; restore cip-ledger.yaml as it was, by reverting the change that removed it (a pull request that adds it back is judged from a commit without it, so it is refused too)`;
    for (const entry of entries.slice(entries.indexOf(first))) {
        if (entry.operator === true && entry.signature === undefined)
            continue;
        const problem = recordSignatureProblem(keys, entry.sha256, entry.signature, undefined, entry.verifiedBy);
        if (problem !== undefined)
            return notTheWritersRecord(entry.sequence, workspace, `${problem}, but its records from #${first.sequence} on are the bound writer's`);
    }
    return undefined;
}


/***/ }),

/***/ 80053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ EVIDENCE_KINDS),
/* harmony export */   K7: () => (/* binding */ listingOf),
/* harmony export */   Tb: () => (/* binding */ pullRequestsOf),
/* harmony export */   Z_: () => (/* binding */ EVIDENCE_FORMAT_VERSION),
/* harmony export */   aG: () => (/* binding */ CLI_RUN_PREFIX),
/* harmony export */   hN: () => (/* binding */ DEFAULT_EVIDENCE_BRANCH),
/* harmony export */   r0: () => (/* binding */ CHANGE_OUTCOMES)
/* harmony export */ });
const EVIDENCE_FORMAT_VERSION = 1;
const EVIDENCE_KINDS = ["change", "monitoring", "configuration-monitoring"];

/** The branch the Action keeps the ledger on unless told otherwise (input evidence-branch). */
const DEFAULT_EVIDENCE_BRANCH = "cip-sync-evidence";
const CHANGE_OUTCOMES = [
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
    "plan-changed",
    "unsafe",
    "no-reviewed-plan",
    "not-approved",
    "policy",
    "invalid",
];
/** The pull requests a change record names: the one merged, each of a batch, or none. */
function pullRequestsOf(change) {
    return change.pull_request === null ? (change.pull_requests ?? []) : [change.pull_request];
}
/**
 * The inventory listing a record vouches for beside it: a drift check's, or one read from the
 * terminal with a collector's configuration monitoring (`evidence append --monitoring --listing`).
 */
function listingOf(record) {
    if (record.kind === "monitoring")
        return record.monitoring.listing;
    if (record.kind === "configuration-monitoring")
        return record.configuration_monitoring.listing;
    return undefined;
}
/** The run id of every record of origin "cli" starts so; a workflow run's id is a number. */
const CLI_RUN_PREFIX = "cli-";


/***/ }),

/***/ 46681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ inForceFollowing),
/* harmony export */   LA: () => (/* binding */ notAccepted),
/* harmony export */   LH: () => (/* binding */ inForceAfter),
/* harmony export */   OM: () => (/* binding */ foldInForce),
/* harmony export */   VG: () => (/* binding */ PASSED_THE_GATE),
/* harmony export */   oB: () => (/* binding */ isAccepted),
/* harmony export */   qK: () => (/* binding */ inForceOf),
/* harmony export */   xx: () => (/* binding */ sameInForce)
/* harmony export */ });
/* unused harmony export governanceDifferences */
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80053);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// What is in force: the governance facts (the owner policy, each system's owners and impact, the
// CIP Senior Manager and delegates, cip_002_last_approval, the calendar, the sources' commands, the
// baselines) are in force from the last merge the gate accepted, never from what a branch or a
// folder holds. It is a fold over each workspace's chain: an accepted merge's record puts in force
// what its merged commit declared (the record carries those facts, `change.governance`, and the
// calendar and baselines it already kept); any other record (a refused merge, a drift check, a
// break-glass apply, a collector's file) changes nothing in force. Every record the writer seals
// carries where the facts in force after it were put there (`in_force`: the accepting record's
// sequence and merged commit), so a run reads them from the chain's head alone, and evidence
// verify recomputes the fold at every record (evidence-chain.ts), so a forged pointer is a break.
// Models: Certificate Transparency's checked head, and event-sourced snapshots. Pure.


/** The outcomes of a merge the gate let through: what it merged was judged and allowed. */
const PASSED_THE_GATE = new Set([
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
]);
/**
 * Why a record put nothing in force, or undefined when it is a merge the gate accepted: written by
 * the Action (never the command line), an outcome the gate let through, of pull requests each with
 * counted approvals.
 */
function notAccepted(record) {
    if (record.kind !== "change" || record.change === undefined)
        return `a ${record.kind} record`;
    if (record.origin === "cli")
        return "a break-glass apply (cip-sync apply --record): no review";
    const { outcome } = record.change;
    if (!PASSED_THE_GATE.has(outcome))
        return `a merge the gate refused (outcome ${outcome})`;
    const pulls = (0,_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestsOf */ .Tb)(record.change);
    if (pulls.length === 0 || pulls.some((pull) => pull.approved_by.length === 0))
        return "a push without a pull request with counted approvals";
    return undefined;
}
/** Whether `record` is a merge the gate accepted: what it merged is in force from it. */
function isAccepted(record) {
    return notAccepted(record) === undefined;
}
/** The facts in force after `record` at `sequence`: its own when accepted, else `before`'s. */
function inForceAfter(record, sequence, before) {
    return isAccepted(record) && record.change !== undefined
        ? { sequence, commit: record.change.merge_sha }
        : before;
}
/**
 * The one fold of what is in force, step by step, that the writer, `evidence verify`'s checker, the
 * checkpoint's fold and the gate each take: after a record, what it puts in force itself (`puts`:
 * its own pointer when it is an accepted merge), else what was in force before it; a record sealed
 * before records carried `in_force` (`carries` false) starts the fold afresh, as the writer that
 * sealed the record after it did, reading that record alone (inForceOf). A record sealed from the
 * command line (`operator`) is passed over whatever it carries: it puts nothing in force, and an
 * unauthenticated one must not restart the fold either (the chain check calls a record without
 * `in_force` after one that carries it a break, unless it is such a record).
 */
function inForceFollowing(before, record) {
    if (record.operator)
        return before;
    return record.puts ?? (record.carries ? before : null);
}
/** inForceFollowing of a sealed record, its own pointer judged from its content. */
function foldInForce(before, record) {
    return inForceFollowing(before, {
        puts: inForceAfter(record, record.sequence, null),
        carries: record.in_force !== undefined,
        operator: record.origin === "cli",
    });
}
/**
 * The facts in force after a sealed record: the pointer it carries, else (a record written before
 * records carried one) its own when it is accepted, else none recorded. A ledger that predates
 * `in_force` so establishes its first facts in force at its first accepted merge.
 */
function inForceOf(record) {
    if (record.in_force !== undefined)
        return record.in_force;
    return inForceAfter(record, record.sequence, null);
}
/** Whether two pointers name the same record and commit. */
function sameInForce(a, b) {
    return (a === b || (a !== null && b !== null && a.sequence === b.sequence && a.commit === b.commit));
}
/**
 * How the governance facts a branch declares differ from those in force, one line each in words;
 * none when they agree. What differs was never accepted: a refused change merged anyway, or a
 * direct push.
 */
function governanceDifferences(inForce, declared) {
    const differences = [];
    const differ = (what, was, is) => {
        const [a, b] = [JSON.stringify(was), JSON.stringify(is)];
        if (a !== b)
            differences.push(`${what}: ${a} in force, ${b} on the branch`);
    };
    differ("the owner policy file (its SHA-256)", inForce.policy, declared.policy);
    differ("cip_senior_manager", inForce.senior_manager?.csm ?? null, declared.senior_manager?.csm ?? null);
    differ("cip_002_last_approval", inForce.senior_manager?.last_approval ?? null, declared.senior_manager?.last_approval ?? null);
    const systems = new Set([...inForce.systems, ...declared.systems].map(({ name }) => name));
    for (const name of [...systems].sort(compareCodePoints)) {
        // Its impact and owners only: its site is no governance fact (records before it keep none).
        const [was, is] = [inForce, declared].map((facts) => {
            const system = facts.systems.find((candidate) => candidate.name === name);
            return system === undefined
                ? null
                : { name: system.name, impact: system.impact, owners: system.owners };
        });
        differ(`the impact and owners of cyber system ${JSON.stringify(name)}`, was, is);
    }
    differ("the sources' commands", inForce.source_commands, declared.source_commands);
    return differences;
}


/***/ }),

/***/ 45217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ baselineDifferences),
/* harmony export */   a: () => (/* binding */ entryWords)
/* harmony export */ });
/* harmony import */ var _document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
// What changed between two declarations of an asset's baseline, item by item of CIP-010-4 R1.1,
// with the entries added and removed: what a reviewer and an auditor read of a deviation, where
// the ledger keeps only digests. Items are compared by their digests (so a change of `reviewed:`
// or `completed_on:` alone changes none), entries by their canonical JSON; a baseline_ref's
// content is elsewhere, so a change of its digest is one change of items "unknown".


/** The items that differ from `before` to `after`, in R1.1's order; none when none does. */
function baselineDifferences(before, after) {
    if (before.kind === "ref" || after.kind === "ref")
        return before.digest === after.digest ? [] : [{ item: "unknown", added: [], removed: [] }];
    const [was, now] = [before.items ?? {}, after.items ?? {}];
    return _document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK.filter((item) => was[item] !== now[item]).map((item) => {
        const earlier = entriesOf(before.content?.[item]);
        const later = entriesOf(after.content?.[item]);
        const has = (entries, entry) => entries.some((other) => (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(other) === (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry));
        return {
            item,
            added: later.filter((entry) => !has(earlier, entry)).map((entry) => entryWords(item, entry)),
            removed: earlier
                .filter((entry) => !has(later, entry))
                .map((entry) => entryWords(item, entry)),
        };
    });
}
/** An item's entries: its list, or the one value written without a list; none when absent. */
function entriesOf(value) {
    if (value === undefined)
        return [];
    return Array.isArray(value) ? value : [value];
}
/**
 * One entry as outputs say it: a port as "3389/tcp (rdp): justification", software as "name
 * version", a patch as written; anything else as its canonical JSON, so nothing is left unsaid.
 */
function entryWords(item, entry) {
    if (typeof entry === "string" || typeof entry === "number")
        return String(entry);
    if (entry === null || typeof entry !== "object")
        return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry);
    const fields = entry;
    if (item === "ports" && fields.port !== undefined) {
        const service = typeof fields.service === "string" ? ` (${fields.service})` : "";
        const why = typeof fields.justification === "string" ? `: ${fields.justification}` : "";
        return `${String(fields.port)}/${String(fields.protocol)}${service}${why}`;
    }
    if (typeof fields.name === "string" && Object.keys(fields).every(isNameOrVersion))
        return typeof fields.version === "string" ? `${fields.name} ${fields.version}` : fields.name;
    return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry);
}
function isNameOrVersion(key) {
    return key === "name" || key === "version";
}


/***/ }),

/***/ 45168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DJ: () => (/* binding */ unjustifiedPorts),
/* harmony export */   L$: () => (/* binding */ patchedItemsOf),
/* harmony export */   S4: () => (/* binding */ R1_1_PART),
/* harmony export */   Z9: () => (/* binding */ mapItemDigests),
/* harmony export */   dK: () => (/* binding */ BASELINE_ITEMS),
/* harmony export */   hU: () => (/* binding */ missingItems),
/* harmony export */   tV: () => (/* binding */ itemDigests)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
// The five items of a baseline configuration, as CIP-010-4 R1.1 lists them (1.1.1 to 1.1.5), and
// what the tool derives from a baseline's content: a digest per item (so that plans and change
// records say which items changed without holding their content), which items are not written
// (an empty list `[]` is written: it states "none"), and how many ports have no justification.

const BASELINE_ITEMS = [
    "os_firmware",
    "software",
    "custom_software",
    "ports",
    "patches",
];
/** The part of CIP-010-4 R1.1 each item answers. */
const R1_1_PART = {
    os_firmware: "1.1.1 operating system(s) or firmware",
    software: "1.1.2 commercially available or open-source application software intentionally installed",
    custom_software: "1.1.3 custom software installed",
    ports: "1.1.4 logical network accessible ports",
    patches: "1.1.5 security patches applied",
};
function itemDigests(content) {
    const digests = {};
    for (const item of BASELINE_ITEMS) {
        if (item in content)
            digests[item] = `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)({ [item]: content[item] }))}`;
    }
    return digests;
}
/**
 * Each item `digests` has, mapped by `map`, in R1.1's order: the order every output keeps. A loop,
 * not entries: a checkpoint maps every asset's baseline with it, and evidence verify builds one
 * at each checkpoint. A baseline of every item (the usual one) is one literal of five fields: an
 * object grown from `{}` keeps four in itself and the fifth in a store of its own, 40 bytes more
 * for each of the 100,000 assets the obligations pass holds.
 */
function mapItemDigests(digests, map) {
    const { os_firmware, software, custom_software, ports, patches } = digests;
    if (os_firmware !== undefined &&
        software !== undefined &&
        custom_software !== undefined &&
        ports !== undefined &&
        patches !== undefined)
        return {
            os_firmware: map(os_firmware),
            software: map(software),
            custom_software: map(custom_software),
            ports: map(ports),
            patches: map(patches),
        };
    const mapped = {};
    for (const item of BASELINE_ITEMS) {
        const digest = digests[item];
        if (digest !== undefined)
            mapped[item] = map(digest);
    }
    return mapped;
}
/** The items a baseline's content does not write, in R1.1's order. */
function missingItems(content) {
    return BASELINE_ITEMS.filter((item) => !(item in content));
}
/** How many of the content's ports have no justification. */
function unjustifiedPorts(content) {
    const ports = content.ports;
    if (!Array.isArray(ports))
        return 0;
    return ports.filter((port) => typeof port !== "object" || port === null || !("justification" in port)).length;
}
/** The patched items of a baseline's content (already read, so each list holds what it should). */
function patchedItemsOf(content) {
    const named = (item) => (Array.isArray(item) ? item : []).flatMap((entry) => {
        if (typeof entry !== "object" || entry === null)
            return [];
        const { name, version } = entry;
        return typeof name === "string" ? [{ name, version: String(version ?? "") }] : [];
    });
    const patches = content.patches;
    return {
        os_firmware: named(content.os_firmware),
        software: named(content.software),
        patches: (Array.isArray(patches) ? patches : []).map(String),
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

/***/ 99343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ canonical),
/* harmony export */   Ef: () => (/* binding */ fingerprintPlan),
/* harmony export */   bj: () => (/* binding */ changedBaselines)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40505);
// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw, operations and
// baselines alike (a baseline has no service operation, yet its change is what CIP-010 R1.2 asks
// to authorize).



/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations and, when the plan declares any, of its baselines: each as
 * its system id, asset name and digest; and, when the plan shows any, of each family's reviewed
 * files the change adds, changes or removes, as shown (what R2.2 and R2.3 approvals rest on; the
 * commit they were compared with, only words, is left out), field by field in the order of the
 * families' shapes (core/families/family-shapes.ts, the family table's), so that a plan without a
 * later family's files keeps its fingerprint. `source` (where a declaration is written) is left out: moving or reformatting
 * lines in the inventory files does not change what an apply does, so it must not invalidate a
 * review. A plan without baselines or reviewed files keeps the fingerprint of its operations.
 */
function fingerprintPlan(operations, baselines, reviewed = {}) {
    const effects = operations.map(({ source: _source, ...effect }) => JSON.stringify(canonical(withoutWhereRenamed(effect))));
    const done = `[${effects.join(",")}]`;
    const hasBaselines = baselines !== undefined && baselines.length > 0;
    const shown = _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .REVIEWED_FILE_SHAPES */ .Qy.flatMap((shape) => {
        const files = (0,_families_family_shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .changedFilesOf */ .ns)(reviewed, shape)?.files;
        return files === undefined || files.length === 0
            ? []
            : [`,${JSON.stringify(shape.field)}:${JSON.stringify(canonical(files))}`];
    });
    if (!hasBaselines && shown.length === 0)
        return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(done)}`;
    const declared = hasBaselines
        ? `"baselines":[${baselines.map((baseline) => JSON.stringify(baselineKey(baseline))).join(",")}],`
        : "";
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(`{${declared}"operations":${done}${shown.join("")}}`)}`;
}
/**
 * The baselines whose digest differs between two plans, or that only one of them declares, as
 * "asset (system id)", in the order of the plan now: why a plan saved with one baseline is not the
 * plan of another.
 */
function changedBaselines(reviewed, now) {
    const digests = (baselines) => new Map((baselines ?? []).map((baseline) => [labelOf(baseline), baseline.digest]));
    const before = digests(reviewed);
    const after = digests(now);
    const changed = [...after].filter(([label, digest]) => before.get(label) !== digest);
    const gone = [...before.keys()].filter((label) => !after.has(label));
    return [...changed.map(([label]) => label), ...gone];
}
function baselineKey(baseline) {
    return [baseline.cyber_system_id, baseline.asset, baseline.digest];
}
function labelOf(baseline) {
    return `${baseline.asset} (${baseline.cyber_system_id})`;
}
/**
 * The value with every object's keys in code-point order, so that `JSON.stringify` writes it
 * canonically. Values already in that order are returned as they are: the planner builds its
 * operations that way, which keeps fingerprinting 100k operations cheap.
 */
function canonical(value) {
    if (isCanonical(value))
        return value;
    if (Array.isArray(value)) {
        let copy;
        value.forEach((item, index) => {
            const canonicalItem = canonical(item);
            if (canonicalItem === item)
                return;
            copy ??= [...value];
            copy[index] = canonicalItem;
        });
        return copy ?? value;
    }
    if (value === null || typeof value !== "object")
        return value;
    const entries = Object.entries(value);
    let unchanged = true;
    const canonicalEntries = entries.map(([key, field], index) => {
        const canonicalField = field === undefined ? undefined : canonical(field);
        const previous = entries[index - 1];
        if (canonicalField !== field ||
            field === undefined ||
            (previous !== undefined && (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(previous[0], key) >= 0)) {
            unchanged = false;
        }
        return [key, canonicalField];
    });
    if (unchanged)
        return value;
    // No prototype, so that a key such as "__proto__" stays an ordinary field.
    const sorted = Object.create(null);
    canonicalEntries.sort(([a], [b]) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a, b));
    for (const [key, field] of canonicalEntries)
        if (field !== undefined)
            sorted[key] = field;
    return sorted;
}
/**
 * Whether `value` is canonical already: every object's keys in code-point order, none undefined.
 * Asked first of each operation, and allocates nothing: the planner's operations always are.
 */
function isCanonical(value) {
    if (value === null || typeof value !== "object")
        return true;
    if (Array.isArray(value)) {
        for (const item of value)
            if (!isCanonical(item))
                return false;
        return true;
    }
    let previous;
    for (const key in value) {
        if (!Object.hasOwn(value, key))
            continue;
        const field = value[key];
        if (field === undefined || !isCanonical(field))
            return false;
        if (previous !== undefined && (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(previous, key) >= 0)
            return false;
        previous = key;
    }
    return true;
}
/**
 * The operation without where its possible rename was made: words the base gives (file-renames.ts),
 * not what apply does, so that a plan with or without a base has one fingerprint.
 */
function withoutWhereRenamed(effect) {
    const rename = effect.possible_rename;
    if (rename?.renamed_in_file === undefined)
        return effect;
    const kept = { ...rename };
    delete kept.renamed_in_file;
    return { ...effect, possible_rename: kept };
}


/***/ }),

/***/ 37368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ASSET_TYPES)
/* harmony export */ });
// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];


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
