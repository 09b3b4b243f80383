export const id = 3790;
export const ids = [3790];
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
/** The first 16 hex digits of the SHA-256 of the key's SubjectPublicKeyInfo (DER). */
function keyFingerprint(key) {
    const der = key.export({ type: "spki", format: "der" });
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(der).digest("hex").slice(0, 16);
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
 * hashes the public key, so a signature made with one key verifies under no other.
 */
function signatureVerdict(keys, recordSha256, text) {
    const read = readSignatureFile(text);
    if (typeof read === "string")
        return null;
    const message = recordMessage(recordSha256);
    const named = keys.filter((key) => keyFingerprint(key) === read.key);
    for (const key of [...named, ...keys.filter((key) => !named.includes(key))])
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

/***/ 54249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E8: () => (/* binding */ baselineDigest),
/* harmony export */   bH: () => (/* binding */ BaselineReader)
/* harmony export */ });
/* unused harmony export BASELINE_KEYS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _baseline_items_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45168);
/* harmony import */ var _value_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55221);
/* harmony import */ var _yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40249);
// An asset's baseline configuration (CIP-010-4 R1.1) in the inventory: what it runs (operating
// system or firmware with its version, intentionally installed software with versions, custom
// software), which logical ports are open and why, and which security patches are applied; or a
// reference to where the baseline is kept (`baseline_ref`, for entities that keep BES Cyber System
// Information out of the repository). A document's `baselines:` names shared baselines that assets
// refer to by name. Read with positions like every other key; each baseline becomes a SHA-256
// digest over its canonical JSON, which plans and change records carry (never the content).








const BASELINE_KEYS = [..._baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .BASELINE_ITEMS */ .dK, "reviewed", "completed_on"];
const REF_KEYS = ["uri", "sha256"];
/** Each list item's keys: required, then optional. */
const RECORD_KEYS = {
    os_firmware: [["name", "version"], []],
    software: [["name", "version"], []],
    ports: [
        ["port", "protocol"],
        ["service", "justification"],
    ],
};
const PROTOCOLS = ["tcp", "udp"];
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
/** What to write in a list entry's key that was left empty (`""`). */
const ENTRY_TEXT_HINTS = {
    name: "the name",
    version: "the version",
    service: "the service that listens on the port, or remove the key",
    justification: "why the port must be open (CIP-007 R1.1)",
};
/** sha256:... over the canonical JSON (keys sorted) of a baseline or a reference to one. */
function baselineDigest(kind, content) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)({ [kind === "ref" ? "baseline_ref" : "baseline"]: content }))}`;
}
class BaselineReader extends _value_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .ValueReader */ .D {
    /** Where each content's os_firmware and software entries are written, by the content read. */
    #entryLocations = new WeakMap();
    /** `baseline:` at an asset: a map, or the name of one of the document's `baselines`. */
    writtenBaseline(value, keyOffset) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && typeof value.value === "string" && value.value !== "") {
            return {
                kind: "group",
                name: { value: (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .scalarText */ .ws)(value), location: this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value)) },
            };
        }
        const content = this.baselineContent(value, keyOffset);
        return content === undefined ? undefined : { kind: "content", content };
    }
    /** `baseline_ref:` at an asset: where the baseline is kept, and the SHA-256 of its content. */
    baselineRef(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baseline_ref", "{ uri: ..., sha256: ... }");
        if (map === undefined)
            return undefined;
        this.#unknownKeys = false;
        const read = this.#fields(map, REF_KEYS, "a baseline_ref has the keys");
        const uri = this.#text(read.uri, keyOffset, "baseline_ref uri", "where the baseline is kept");
        const digest = this.#text(read.sha256, keyOffset, "baseline_ref sha256", "64 hexadecimal digits");
        if (uri === undefined || digest === undefined || this.#unknownKeys)
            return undefined;
        if (!/^[0-9a-f]{64}$/i.test(digest)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(read.sha256), `baseline_ref sha256 must be 64 hexadecimal digits (the SHA-256 of the baseline document), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(digest)}`);
            return undefined;
        }
        return { kind: "ref", content: { uri, sha256: digest.toLowerCase() } };
    }
    /**
     * A document's `baselines:`: name -> content, each read like an asset's inline baseline;
     * undefined when `baselines:` itself is not a map (reported).
     */
    baselineGroups(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baselines", "a map of baseline name to baseline");
        if (map === undefined)
            return undefined;
        const groups = new Map();
        for (const { key, keyText, value: group } of this.entries(map)) {
            groups.set(keyText, this.baselineContent(group, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(key)));
        }
        return groups;
    }
    /**
     * An asset's baseline from what was written, shared names resolved against `groups` (undefined:
     * the document's `baselines:` could not be read, which was reported); undefined after an error.
     */
    resolveBaseline(written, groups) {
        if (written.kind === "ref") {
            return {
                digest: baselineDigest("ref", written.content),
                kind: "ref",
                refSha256: String(written.content.sha256),
            };
        }
        if (written.kind === "content")
            return this.#contentBaseline(written.content);
        // A shared baseline with an error, or an unreadable baselines:, is reported once, where it is.
        if (groups === undefined || groups.has(written.name.value)) {
            const content = groups?.get(written.name.value);
            return content === undefined
                ? undefined
                : { ...this.#contentBaseline(content), group: written.name.value };
        }
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .closestNames */ .g9)(written.name.value, groups.keys(), 1);
        this.diagnostics.push({
            severity: "error",
            location: written.name.location,
            message: suggestion === undefined
                ? `baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(written.name.value)} is not one of this document's baselines; declare it under baselines:, or write the baseline here as a map`
                : `baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(written.name.value)} is not one of this document's baselines; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(suggestion)}?`,
        });
        return undefined;
    }
    baselineContent(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baseline", `a map with ${BASELINE_KEYS.join(", ")}`);
        if (map === undefined)
            return undefined;
        this.#unknownKeys = false;
        const read = this.#fields(map, BASELINE_KEYS, "a baseline has the keys");
        const content = {};
        let valid = true;
        const keep = (key, item) => {
            if (item === undefined)
                valid = false;
            else
                content[key] = item;
        };
        for (const key of ["reviewed", "completed_on"])
            if (key in read)
                keep(key, this.#date(read[key], keyOffset, key));
        for (const key of ["os_firmware", "software", "ports"])
            if (key in read)
                keep(key, this.#records(read[key], keyOffset, key));
        for (const key of ["custom_software", "patches"]) {
            if (key in read)
                keep(key, this.#texts(read[key], keyOffset, key));
        }
        if (!valid || this.#unknownKeys)
            return undefined;
        const locations = {};
        for (const key of ["os_firmware", "software"]) {
            const list = read[key];
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list))
                locations[key] = list.items.map((entry) => this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(entry)));
        }
        this.#entryLocations.set(content, locations);
        return content;
    }
    /** A content baseline with where its entries are written. */
    #contentBaseline(content) {
        const locations = this.#entryLocations.get(content);
        return {
            ...contentBaseline(content),
            ...(locations === undefined ? {} : { entryLocations: locations }),
        };
    }
    #map(value, keyOffset, label, hint) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value))
            return this.plainNode(value) ? value : undefined;
        this.error((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value) : keyOffset, `${label} must be ${hint}, not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .describeValue */ .bp)(value)}`);
        return undefined;
    }
    /** The map's values by key, every key checked against `known` (did-you-mean for the rest). */
    #fields(map, known, intro) {
        const read = {};
        let valid = true;
        for (const { key, keyText, value } of this.entries(map)) {
            if (known.includes(keyText))
                read[keyText] = value;
            else {
                valid = false;
                this.unknownKey(key, keyText, known, intro);
            }
        }
        // Unknown keys are reported, and the known ones are still read: every problem at once.
        if (!valid)
            this.#unknownKeys = true;
        return read;
    }
    /** Set when a map had an unknown key: the baseline being read is then not kept. */
    #unknownKeys = false;
    #text(value, keyOffset, label, hint) {
        return this.scalarValue(value, keyOffset, { label, hint })?.value;
    }
    #date(value, keyOffset, label) {
        const text = this.#text(value, keyOffset, label, label === "reviewed"
            ? "the date the baseline was last confirmed, YYYY-MM-DD"
            : "the date the change in the field was completed, YYYY-MM-DD");
        if (text === undefined)
            return undefined;
        if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(text))
            return text;
        this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `${label} must be a date such as 2026-11-24 that exists (YYYY-MM-DD), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return undefined;
    }
    #texts(value, keyOffset, label) {
        if (isEmptyList(value))
            return [];
        const items = this.listItems(value, keyOffset, { label, hint: "texts (or [] for none)" });
        if (items === undefined)
            return undefined;
        const texts = items.map((item) => this.#text(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `${label} entry`, "a text"));
        return texts.every((text) => text !== undefined) ? texts : undefined;
    }
    #records(value, keyOffset, label) {
        const keys = RECORD_KEYS[label].flat();
        if (isEmptyList(value)) {
            if (label !== "os_firmware")
                return [];
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), "os_firmware is an empty list; every Cyber Asset runs an operating system or firmware: write at least one { name, version }");
            return undefined;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && label === "os_firmware") {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `os_firmware must be a list of { name, version }, not a text; write [{ name: ..., version: ... }] (for example [{ name: ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(String(value.value))}, version: "..." }])`);
            return undefined;
        }
        const items = this.listItems(value, keyOffset, { label, hint: `maps with ${keys.join(", ")}` });
        if (items === undefined)
            return undefined;
        const records = items.map((item) => this.#record(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), label));
        return records.every((record) => record !== undefined)
            ? records
            : undefined;
    }
    #record(item, offset, label) {
        const [required, optional] = RECORD_KEYS[label];
        const keys = [...required, ...optional];
        const map = this.#map(item, offset, `a ${label} entry`, `a map with ${keys.join(", ")}`);
        if (map === undefined)
            return undefined;
        const read = this.#fields(map, keys, `a ${label} entry has the keys`);
        const start = (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(map);
        const record = {};
        // Every key is checked, and a port's number and protocol too: all of an entry's problems at once.
        let valid = true;
        for (const key of keys) {
            if (!(key in read)) {
                if (!required.includes(key))
                    continue;
                this.error(start, `a ${label} entry has no ${key}; add it (${keys.join(", ")})`);
                valid = false;
                continue;
            }
            const text = this.#text(read[key], start, key, "a text");
            if (text?.trim() === "") {
                this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(read[key]), `${key} is empty; write ${ENTRY_TEXT_HINTS[key]}`);
            }
            if (text === undefined || text.trim() === "")
                valid = false;
            else
                record[key] = text;
        }
        if (label !== "ports")
            return valid ? record : undefined;
        const port = this.#port(record, read, start);
        return valid ? port : undefined;
    }
    /** A ports entry with its port a number or a range, and its protocol tcp or udp. */
    #port(record, read, entryOffset) {
        const port = "port" in record ? this.#portNumber(read.port, String(record.port)) : undefined;
        const protocol = "protocol" in record
            ? this.choice(read.protocol, entryOffset, { label: "protocol", hint: "tcp or udp" }, PROTOCOLS)
            : undefined;
        return port === undefined || protocol === undefined
            ? undefined
            : { ...record, port, protocol: protocol.value };
    }
    #portNumber(node, text) {
        const port = portValue(text);
        // A quoted "20000" is text: a single port is a number, and only a range is written as text.
        if (typeof port === "number" && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.value === "string") {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(node), `port must be a number, not the text ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}; write it without quotes (port: ${port}): only a range such as "49152-65535" is quoted`);
            return undefined;
        }
        if (port === undefined) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(node), `port must be a number from 0 to 65535 or a range such as "49152-65535", not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        }
        return port;
    }
}
/** A port as written: a number, or a range "low-high" (low below high); undefined otherwise. */
function portValue(text) {
    const isPort = (n) => Number.isInteger(n) && n >= 0 && n <= 65535;
    if (/^\d{1,5}$/.test(text))
        return isPort(Number(text)) ? Number(text) : undefined;
    const range = PORT_RANGE.exec(text);
    if (range === null)
        return undefined;
    const [low, high] = [Number(range[1]), Number(range[2])];
    return isPort(low) && isPort(high) && low < high ? `${low}-${high}` : undefined;
}
function isEmptyList(value) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items.length === 0;
}
/** A baseline written as content: its digest, each item's digest, and what it leaves out. */
function contentBaseline(content) {
    const missing = (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .missingItems */ .hU)(content);
    const unjustified = (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .unjustifiedPorts */ .DJ)(content);
    return {
        digest: baselineDigest("content", content),
        kind: "content",
        content,
        items: (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .itemDigests */ .tV)(content),
        ...(missing.length === 0 ? {} : { missing }),
        ...(unjustified === 0 ? {} : { unjustifiedPorts: unjustified }),
        ...(typeof content.completed_on === "string" ? { completedOn: content.completed_on } : {}),
    };
}


/***/ }),

/***/ 77568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isLoopback)
/* harmony export */ });
// Whether plain http:// may reach a host: only this machine (127.0.0.0/8, ::1, localhost). Pure, so
// that a settings file that says http:// to another machine is refused where it says it, before
// anything is read over it; io/ applies the same rule to every connection it opens.
const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const LOOPBACK_V4 = new RegExp(`^127\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);
/** `hostname` as a WHATWG URL gives it (an IPv6 address in brackets). */
function isLoopback(hostname) {
    return hostname === "localhost" || hostname === "[::1]" || LOOPBACK_V4.test(hostname);
}


/***/ })

};
