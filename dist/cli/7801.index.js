export const id = 7801;
export const ids = [7801];
export const modules = {

/***/ 13754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QS: () => (/* binding */ LEDGER_DECLARATION_FILE),
  Hp: () => (/* binding */ declarationDiagnostics),
  IJ: () => (/* binding */ judgeWriterBinding),
  vg: () => (/* binding */ parseLedgerDeclaration)
});

// UNUSED EXPORTS: BINDING_STEPS, WRITER_KEY_STEPS, judgeUnboundWriter

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(17994);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(42535);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/core/evidence/chain/writer-key.ts
// One writer key of `cip-ledger.yaml` (writer-declaration.ts), read strictly: exactly one PEM
// public key (SubjectPublicKeyInfo) of type Ed25519, and nothing else. Node's createPublicKey
// would accept more (a private key, whose public half it derives; a certificate; text around the
// block; a second block), and a private key accepted there is the writer's secret in git. What is
// refused is said without the key: no message here quotes any of the text it was given. Pure.

/** The command that prints the public half of the writer's key, as docs/ledger-writer.md gives it. */
const PUBLIC_HALF_COMMAND = "openssl pkey -in ledger-key.pem -pubout";
/** What the user is told to do with a private key found where a public one belongs. */
const PRIVATE_KEY_FIX = `paste the public half instead (the whole output of "${PUBLIC_HALF_COMMAND}", from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----), and treat this private key as exposed, since it is now in git: make a new key pair and replace the environment's secret CIP_SYNC_LEDGER_KEY (docs/ledger-writer.md, "Rotating the key")`;
/** Why a private key is refused, without the key. */
const PRIVATE_KEY_REFUSED = `a private key, which must never be in cip-ledger.yaml (it is not repeated here): writer_keys and operator_keys hold public keys only; ${PRIVATE_KEY_FIX}`;
const MALFORMED = `not a PEM public key: paste the whole output of "${PUBLIC_HALF_COMMAND}", from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----, and nothing else (one key per entry of writer_keys)`;
/** A PEM armour line: its BEGIN or END and its label. */
const ARMOUR = /-----(BEGIN|END) ([A-Z0-9 ]{1,60})-----/g;
/** A label that marks a private key (PKCS#8, encrypted PKCS#8, PKCS#1, SEC 1, OpenSSH, OpenPGP). */
const PRIVATE_LABEL = /(^| )PRIVATE KEY( BLOCK)?$/;
const OPERATOR_KEY_ARMOUR = "PGP PUBLIC KEY BLOCK";
const OPERATOR_MALFORMED = `not an armored OpenPGP public key: paste the whole output of "gpg --armor --export KEY-ID", from -----BEGIN ${OPERATOR_KEY_ARMOUR}----- to -----END ${OPERATOR_KEY_ARMOUR}-----, and nothing else (one operator's key per entry of operator_keys)`;
/**
 * An operator's key of `operator_keys` (the OpenPGP key that signs a break-glass commit), checked
 * as text: one armored public key block and nothing else; its packets are read where a commit's
 * signature is checked. Undefined when it reads, else why it is refused (never quoting it).
 */
function operatorKeyProblem(armored) {
    if (privateKeyOffsets(armored).length > 0)
        return PRIVATE_KEY_REFUSED;
    const armour = [...armored.matchAll(ARMOUR)];
    const [begin, end] = armour;
    if (armour.length !== 2 || begin?.[1] !== "BEGIN" || end?.[1] !== "END")
        return OPERATOR_MALFORMED;
    if (begin[2] !== OPERATOR_KEY_ARMOUR || end[2] !== OPERATOR_KEY_ARMOUR)
        return OPERATOR_MALFORMED;
    const outside = armored.slice(0, begin.index) + armored.slice(end.index + end[0].length);
    return outside.trim() === "" ? undefined : OPERATOR_MALFORMED;
}
/**
 * The offset in `text` of each private key's armour: its BEGIN line, or its END line when no
 * BEGIN line precedes it (a key pasted without its first line). Found in the file's text before
 * any YAML is read, so a private key is refused wherever it was pasted and whatever else is wrong.
 */
function privateKeyOffsets(text) {
    const offsets = [];
    let open = false;
    for (const match of text.matchAll(ARMOUR)) {
        if (!PRIVATE_LABEL.test(match[2] ?? ""))
            continue;
        if (match[1] === "BEGIN") {
            offsets.push(match.index);
            open = true;
        }
        else {
            if (!open)
                offsets.push(match.index);
            open = false;
        }
    }
    return offsets;
}
/** The Ed25519 public key `pem` holds, or why it is refused (never quoting it). */
function writerPublicKey(pem) {
    if (privateKeyOffsets(pem).length > 0 || isBareDerPrivateKey(pem))
        return PRIVATE_KEY_REFUSED;
    const armour = [...pem.matchAll(ARMOUR)];
    const [begin, end] = armour;
    if (armour.length !== 2 || begin?.[1] !== "BEGIN" || end?.[1] !== "END")
        return MALFORMED;
    const label = begin[2];
    if (label !== end[2])
        return MALFORMED;
    if (label !== "PUBLIC KEY")
        return `a PEM ${label} block, not a public key: ${MALFORMED.slice("not a PEM public key: ".length)}`;
    const outside = pem.slice(0, begin.index) + pem.slice(end.index + end[0].length);
    if (outside.trim() !== "")
        return MALFORMED;
    let key;
    try {
        key = (0,external_node_crypto_.createPublicKey)(pem);
    }
    catch {
        return MALFORMED;
    }
    if (key.asymmetricKeyType !== "ed25519")
        return `a ${key.asymmetricKeyType ?? "unknown"} key: the ledger's writer signs with Ed25519 ("openssl genpkey -algorithm ed25519 -out ledger-key.pem")`;
    return key;
}
/** Whether `text` is the base64 of a PKCS#8 private key without its armour (only its middle line). */
function isBareDerPrivateKey(text) {
    const body = text.replace(/\s+/g, "");
    if (body.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body))
        return false;
    try {
        (0,external_node_crypto_.createPrivateKey)({ key: Buffer.from(body, "base64"), format: "der", type: "pkcs8" });
        return true;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/core/evidence/chain/writer-declaration.ts









/** Where the declaration lives: the repository's root, as cip-policy.yaml. */
const LEDGER_DECLARATION_FILE = "cip-ledger.yaml";
const headSchema = schemas/* strictObject */.rej({
    sequence: schemas/* number */.aig().int().min(1),
    sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, "64 lowercase hex digits"),
});
const HEAD_KEYS = Object.keys(headSchema.shape);
const declarationSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1),
    writer_keys: schemas/* array */.YOg(schemas/* string */.YjP()).min(1),
    operator_keys: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    starts: schemas/* record */.g1P(schemas/* string */.YjP().min(1), headSchema).optional(),
});
const DECLARATION_KEYS = Object.keys(declarationSchema.shape);
const EXAMPLE = 'version: 1, then writer_keys: a list of PEM public keys ("openssl pkey -in ledger-key.pem -pubout"), docs/ledger-writer.md';
/** The declaration in `text` (read from `file`), or each problem at file:line:column. */
function parseLedgerDeclaration(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const at = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return `${file}:${Math.max(line, 1)}:${col}`;
    };
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    // A private key is refused first, wherever it was pasted, and alone: no other message (a YAML
    // error, a schema's) may then quote the text around it.
    const secrets = privateKeyOffsets(text);
    if (secrets.length > 0)
        return {
            ok: false,
            problems: secrets.map((offset) => `${at(offset)}: ${keyEntry(docs, offset)}${PRIVATE_KEY_REFUSED}`),
        };
    // Read as the inventory is: its syntax and its keys in the inventory's words, each with its fix.
    const reader = new yaml_reader/* StrictYamlReader */.OI(text, file, lineCounter);
    const doc = reader.checkedDocument(docs, `must hold one YAML document; remove the extra "---"`);
    if (reader.diagnostics.length > 0)
        return {
            ok: false,
            problems: reader.diagnostics
                .sort(diagnostics/* compareDiagnostics */.oV)
                .map(({ location, message }) => `${location === undefined ? file : (0,diagnostics/* formatLocation */.j$)(location)}: ${message}`),
        };
    if (doc === undefined)
        return { ok: false, problems: [`${at(0)}: the file is empty (${EXAMPLE})`] };
    const checked = declarationSchema.safeParse(doc.toJS({ maxAliasCount: 0 }), {
        reportInput: true,
    });
    if (!checked.success)
        return { ok: false, problems: schemaProblems(doc, checked.error.issues, at) };
    const keys = [];
    const problems = [];
    checked.data.writer_keys.forEach((pem, index) => {
        const key = writerPublicKey(pem);
        if (typeof key === "string")
            problems.push(`${at(offsetOf(doc, ["writer_keys", index]))}: writer_keys.${index}: ${key}`);
        else
            keys.push(key);
    });
    const operatorKeys = checked.data.operator_keys ?? [];
    operatorKeys.forEach((armored, index) => {
        const problem = operatorKeyProblem(armored);
        if (problem !== undefined)
            problems.push(`${at(offsetOf(doc, ["operator_keys", index]))}: operator_keys.${index}: ${problem}`);
    });
    if (problems.length > 0)
        return { ok: false, problems };
    const starts = new Map(Object.entries(checked.data.starts ?? {}));
    const digest = declarationDigest(keys, starts, operatorKeys);
    return { ok: true, declaration: { keys, starts, digest, operatorKeys } };
}
/**
 * What a declaration declares, as one digest: its keys' fingerprints, its starts and its operator
 * keys' digests, each in a sorted order, so that writing them in another order is the same one.
 */
function declarationDigest(keys, starts, operatorKeys) {
    return (0,sha256/* sha256Hex */.fg)((0,sha256/* canonicalJson */.dj)({
        keys: keys.map(writer_proof/* keyFingerprint */.yy).sort(),
        starts: Object.fromEntries([...starts].sort(([a], [b]) => (a < b ? -1 : 1))),
        ...(operatorKeys.length === 0
            ? {}
            : { operators: operatorKeys.map((armored) => (0,sha256/* sha256Hex */.fg)(armored.trim())).sort() }),
    }));
}
/**
 * Each problem the schema found, at its place: an unknown key as the inventory says one (with its
 * did-you-mean, and then not again as the key it misses), any other with what to write.
 */
function schemaProblems(doc, issues, at) {
    const meant = new Set();
    const unknown = issues.flatMap((issue) => {
        if (issue.code !== "unrecognized_keys")
            return [];
        const known = issue.path.length === 0 ? DECLARATION_KEYS : HEAD_KEYS;
        const map = issue.path.length === 0 ? doc.contents : doc.getIn(issue.path, true);
        return issue.keys.map((key) => {
            const node = (0,dist/* isMap */.jh)(map)
                ? map.items.find((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === key)?.key
                : undefined;
            const [suggestion] = (0,names/* closestNames */.g9)(key, known, 1);
            if (suggestion !== undefined)
                meant.add([...issue.path, suggestion].join("."));
            const place = at((0,dist/* isNode */.Ll)(node) ? (0,yaml_reader/* nodeStart */.f)(node) : offsetOf(doc, issue.path));
            return suggestion === undefined
                ? `${place}: unknown key ${(0,diagnostics/* quote */.hD)(key)}; ${issue.path.length === 0 ? `${LEDGER_DECLARATION_FILE}'s keys are` : "a start's keys are"} ${(0,wording/* listOf */.c3)(known)} (docs/ledger-writer.md)`
                : `${place}: unknown key ${(0,diagnostics/* quote */.hD)(key)}; did you mean ${(0,diagnostics/* quote */.hD)(suggestion)}?`;
        });
    });
    const others = issues.flatMap((issue) => {
        const path = issue.path.map(String).join(".");
        if (issue.code === "unrecognized_keys" || meant.has(path))
            return [];
        const missing = "input" in issue && issue.input === undefined;
        return [
            `${at(offsetOf(doc, issue.path))}: ${path || "the file"}: ${missing ? "missing" : issue.message} (${EXAMPLE})`,
        ];
    });
    return [...others, ...unknown];
}
/** "writer_keys.N: " when `offset` lies in that entry of the one document's writer_keys, else "". */
function keyEntry(docs, offset) {
    const [doc] = docs;
    if (docs.length !== 1 || doc === undefined)
        return "";
    for (const list of ["writer_keys", "operator_keys"]) {
        const keys = doc.get(list, true);
        if (!(0,dist/* isSeq */.oP)(keys))
            continue;
        const index = keys.items.findIndex((item) => {
            const range = item?.range;
            return range !== undefined && range !== null && offset >= range[0] && offset < range[2];
        });
        if (index !== -1)
            return `${list}.${index}: `;
    }
    return "";
}
/** The offset of the node at `path`, or of its nearest written ancestor. */
function offsetOf(doc, path) {
    for (let depth = path.length; depth >= 0; depth -= 1) {
        const node = doc.getIn(path.slice(0, depth), true);
        if (node !== undefined && node !== null)
            return node.range?.[0] ?? 0;
    }
    return 0;
}
/**
 * The steps that give the apply and drift jobs the writer's key, as every refusal of a job without
 * it prints them: each command runs as printed.
 */
const WRITER_KEY_STEPS = "1. make the key: openssl genpkey -algorithm ed25519 -out ledger-key.pem; 2. add the file's whole text as the secret CIP_SYNC_LEDGER_KEY of the environment the apply and drift jobs use (Settings, Environments; inventory-production in docs/ledger-writer.md; deployment branches: the default branch alone); 3. give those jobs environment: and ledger-key: ${{ secrets.CIP_SYNC_LEDGER_KEY }}";
/** The steps that bind the writer, as every refusal of an unbound ledger prints them. */
const BINDING_STEPS = `${WRITER_KEY_STEPS}; 4. commit cip-ledger.yaml with the public key (openssl pkey -in ledger-key.pem -pubout) in a pull request (docs/ledger-writer.md)`;
/**
 * What a run that judges from the ledger makes of a commit judged from that declares no writer: the
 * ledger decides what is in force, and a login every workflow shares cannot say who wrote it.
 * Refused, with the steps,
 * unless the change the run judges is the one that binds it (`change`: its checkout's own
 * cip-ledger.yaml, read): that pull request, and its merge, are judged by the login's rules for the
 * last time, and the merge's record, signed, is where the binding begins.
 */
function judgeUnboundWriter(change) {
    if (change?.ok === true)
        return {
            binding: change.declaration,
            notice: `This change binds the evidence ledger's writer: it adds ${LEDGER_DECLARATION_FILE}, which the commit judged from does not have, so the ledger is read by the login's rules for the last time; its merge's record is the first the declared key signs, and from it on every record must be signed`,
        };
    if (change?.ok === false)
        return {
            refused: `this change adds ${LEDGER_DECLARATION_FILE} to bind the evidence ledger's writer, but it cannot be read: ${change.problems.join("; ")}; fix it in this pull request`,
        };
    return {
        refused: `no ${LEDGER_DECLARATION_FILE} at the commit judged from binds the evidence ledger's writer, so its records and kept head could only count by the login github-actions[bot], which every workflow of the repository shares, and another workflow could write what this run would read as in force. Bind it: ${BINDING_STEPS}. That pull request is judged by the login's rules for the last time. If the ledger was bound before (its records have .sig files beside them), a change removed ${LEDGER_DECLARATION_FILE}: restore that file as it was (git revert the change that removed it) rather than making a new key`,
    };
}
/** What `cip-sync doctor` says of the declaration on the default branch `branch`. */
function judgeWriterBinding(branch, read) {
    const where = `${LEDGER_DECLARATION_FILE} on ${branch}`;
    if (read === undefined)
        return {
            outcome: "failed",
            detail: `no ${where}: every run with an evidence ledger refuses it, since its writer could only be recognised by its login, which every workflow of the repository shares`,
            fix: BINDING_STEPS,
        };
    if (!read.ok)
        return {
            outcome: "failed",
            detail: `${where} cannot be read: ${read.problems.join("; ")}`,
            fix: "fix it in a reviewed pull request; until then every run with a ledger refuses it",
        };
    const { keys, starts } = read.declaration;
    const declared = `${where} declares ${keys.length} writer key(s) (${keys.map(writer_proof/* keyFingerprint */.yy).join(", ")})`;
    if (starts.size === 0)
        return {
            outcome: "deviates",
            detail: `${declared}, and no workspace's start: a deleted evidence branch with no kept head within reach reads as a ledger not started`,
            fix: "once the ledger has its first signed record, add starts: with the head the run published (docs/ledger-writer.md)",
        };
    return {
        outcome: "ok",
        detail: `${declared}; the ledger of ${[...starts].map(([workspace, head]) => `${workspace} holds record #${head.sequence}`).join(", ")}`,
    };
}
/**
 * The problems of the declaration `text` (read from `file`) as `validate` and the plan list them
 * with the inventory's: each an error at its line and column; none for a declaration that reads.
 */
function declarationDiagnostics(text, file) {
    const read = parseLedgerDeclaration(text, file);
    if (read.ok)
        return [];
    return read.problems.map((problem) => {
        // Each problem opens with the place at() wrote: file:line:column.
        const place = /^(\d+):(\d+): ([\s\S]*)$/.exec(problem.slice(file.length + 1));
        return place === null
            ? { severity: "error", message: problem }
            : {
                severity: "error",
                message: place[3] ?? problem,
                location: { file, line: Number(place[1]), column: Number(place[2]) },
            };
    });
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

/***/ 63990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ MAX_NAME_LENGTH),
/* harmony export */   Js: () => (/* binding */ isDeclarableName),
/* harmony export */   _P: () => (/* binding */ inventoryJsonSchema),
/* harmony export */   pg: () => (/* binding */ DOCUMENT_KEYS),
/* harmony export */   qD: () => (/* binding */ ASSET_DETAIL_KEYS)
/* harmony export */ });
/* unused harmony export inventoryDocumentSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98439);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37368);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _principals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49513);
/* harmony import */ var _asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18453);
// The inventory document format as one zod schema: the source of the published JSON Schema (editor
// completion and checks) and of the key lists and name rules the position-aware parser enforces.
// The parser does not run zod on the hot path: it walks YAML nodes so that every problem carries a
// file:line:column, but it takes its vocabulary from here so the two cannot drift apart.





const MAX_NAME_LENGTH = 255;
// The same rules as one pattern, for JSON Schema consumers (editors): no forbidden character, no
// leading or trailing whitespace. Length is `maxLength` (JSON Schema counts code points, as we do).
// Surrogates are left out: a UTF-8 file cannot hold a lone one, and an engine without the `u` flag
// would take every character outside the BMP for one.
const NAME_PATTERN = new RegExp(String.raw `^(?!\s)(?![\s\S]*\s$)[^${_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_CHARACTERS */ .XU}]+$`);
/**
 * Whether an inventory file can hold `name` as a name: what the parser accepts, in one test.
 * For names that come from the service (import); the parser checks its own with a message each.
 */
function isDeclarableName(name) {
    return (NAME_PATTERN.test(name) &&
        !_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_NAME_CHARACTER */ .YV.test(name) &&
        (name.length <= MAX_NAME_LENGTH || [...name].length <= MAX_NAME_LENGTH));
}
function nameSchema(description) {
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).max(MAX_NAME_LENGTH).regex(NAME_PATTERN).meta({ description });
}
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__/* .ASSET_TYPES */ .D).meta({
    title: "Asset type",
    description: "hardware: physical devices (RTUs, PLCs, HMIs, network equipment). software: applications and operating systems classified under the cyber system.",
});
const assetDetailsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: assetTypeSchema,
    class: _asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .assetClassSchema */ .gM.optional(),
    renamed_from: nameSchema("The current name of a live asset of this cyber system to rename in place to this asset's name (keeps its id). Remove it once applied.")
        .meta({ title: "Renamed from" })
        .optional(),
    source_id: nameSchema("The id the source's platform gives this asset (ServiceNow's sys_id, Tenable OT Security's or Nozomi's asset id), written by the sync, which finds the asset by it when the platform renames it. The source's key: never sent to the service.")
        .meta({ title: "Source id" })
        .optional(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "The name of one of the document's baselines." }),
        baselineSchema(),
    ])
        .meta({
        title: "Baseline",
        description: "The asset's baseline configuration (CIP-010 R1.1), or the name of a shared one under the document's baselines. Never sent to the service: plans and change records carry its SHA-256.",
    })
        .optional(),
    baseline_ref: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        uri: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({
            description: "Where the baseline is kept (BES Cyber System Information stays out of the repository).",
        }),
        sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(/^[0-9a-fA-F]{64}$/)
            .meta({ description: "The SHA-256 of the baseline document there." }),
    })
        .meta({ title: "Baseline kept elsewhere" })
        .optional(),
})
    .meta({ title: "Asset details" });
/**
 * A baseline configuration's content: each item CIP-010-4 R1.1 lists. An empty list states "none";
 * for an asset of a High or Medium system (R1 scope) every item must be written.
 */
function baselineSchema() {
    const text = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1);
    const date = (description) => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .meta({ description })
        .optional();
    const named = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: text });
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .min(1)
            .meta({ description: "1.1.1 Operating system(s) or firmware, each with its version." })
            .optional(),
        software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .meta({
            description: "1.1.2 Commercially available or open-source software intentionally installed, with versions; [] for none.",
        })
            .optional(),
        custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.3 Custom software installed; [] for none." })
            .optional(),
        ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            port: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
                zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(65535),
                zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
                    .regex(/^\d{1,5}-\d{1,5}$/)
                    .meta({ description: "A range, low-high." }),
            ]),
            protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["tcp", "udp"]),
            service: text.optional(),
            justification: text
                .meta({
                description: "Why it is open (CIP-007 R1.1): required for High systems, and Medium systems with erc: true.",
            })
                .optional(),
        }))
            .meta({ description: "1.1.4 Logical network accessible ports; [] for none." })
            .optional(),
        patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.5 Security patches applied; [] for none." })
            .optional(),
        reviewed: date("The date the baseline was last confirmed, YYYY-MM-DD: changing it records that the asset was checked and its baseline is unchanged (not a deviation)."),
        completed_on: date("The date the field change this baseline describes was completed, YYYY-MM-DD (CIP-010 R1.3 counts 30 days from it)."),
    })
        .meta({ title: "Baseline configuration" });
}
const inventoryDocumentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    cyber_system: nameSchema("Name, or id (cs_...), of an existing cyber system. This document declares its complete asset list.").meta({ title: "Cyber system" }),
    facility: nameSchema("Optional: name, or id (fac_...), of the facility that owns the cyber system; checked against the service. Not together with control_center.")
        .meta({ title: "Facility" })
        .optional(),
    control_center: nameSchema("Optional: name, or id (cc_...), of the control center that owns the cyber system; checked against the service. Not together with facility.")
        .meta({ title: "Control center" })
        .optional(),
    impact: _principals_js__WEBPACK_IMPORTED_MODULE_1__/* .impactSchema */ .kf.optional(),
    erc: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
        .meta({
        title: "External Routable Connectivity",
        description: "Whether the system has External Routable Connectivity (CIP-007 R1.1 and others tell Medium systems apart by it). A Medium system without it is judged as having it.",
    })
        .optional(),
    esp: nameSchema("The Electronic Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "ESP" })
        .optional(),
    psp: nameSchema("The Physical Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "PSP" })
        .optional(),
    criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .CRITERION_PATTERN */ .Rm))
        .min(1)
        .meta({
        title: "CIP-002 criteria",
        description: "The CIP-002 Attachment 1 criteria that rate the system, such as [2.5]: recorded, not checked.",
    })
        .optional(),
    owners: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_principals_js__WEBPACK_IMPORTED_MODULE_1__/* .principalSchema */ .Oj)
        .min(1)
        .meta({
        title: "Owners",
        description: "Who approves this system's changes under the policy (cip-policy.yaml): GitHub logins and org/team slugs. Without it, the code owners of this file (CODEOWNERS) are its owners.",
    })
        .optional(),
    baselines: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("The baseline's name, which assets give as their baseline."), baselineSchema())
        .meta({
        title: "Shared baselines",
        description: "Baselines several assets of this document share: assets name one as their baseline.",
    })
        .optional(),
    prune: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().default(true).meta({
        title: "Prune",
        description: "true (default): live assets of this cyber system that are not declared here are deleted. false: they are kept and reported as unmanaged.",
    }),
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("Asset name, exactly as written. Unique across the inventory, ignoring case."), zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([assetTypeSchema, assetDetailsSchema]))
        .meta({
        title: "Assets",
        description: "The complete asset list of the cyber system: asset name -> hardware | software, or -> { type, renamed_from, class, baseline, ... }. Write {} for a system with no assets.",
    }),
})
    .refine((document) => document.facility === undefined || document.control_center === undefined, {
    message: "facility and control_center are mutually exclusive",
    path: ["control_center"],
})
    .meta({
    title: "cip-inventory-sync inventory document",
    description: "The complete asset list of one NERC CIP cyber system. One YAML document per cyber system; several documents per file are separated by ---.",
});
/** The keys of a document, in the order messages list them. */
const DOCUMENT_KEYS = Object.keys(inventoryDocumentSchema.shape);
/** The keys of an asset written as a map. */
const ASSET_DETAIL_KEYS = Object.keys(assetDetailsSchema.shape);
/** The JSON Schema (draft 2020-12) of one inventory document, for editors (`$schema` modelines). */
function inventoryJsonSchema() {
    const schema = zod__WEBPACK_IMPORTED_MODULE_5__/* .toJSONSchema */ .bl(inventoryDocumentSchema, {
        target: "draft-2020-12",
        io: "input",
    });
    // zod does not translate refinements; this is the facility/control_center exclusion.
    schema.not = { required: ["facility", "control_center"] };
    return schema;
}


/***/ }),

/***/ 44083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gs: () => (/* binding */ REFERENCE_FIELDS),
/* harmony export */   jc: () => (/* binding */ ASSET_NAME),
/* harmony export */   rH: () => (/* binding */ nameProblem)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63990);
/* harmony import */ var _shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66800);
// What is wrong with a name written in an inventory file, as the message the parser reports: one
// rule at a time, in the order a user would fix them. The character set and the length limit are
// inventory-schema.ts's, which also publishes them in the JSON Schema.




const TRAILING_OR_LEADING_SPACE = /^\s|\s$/;
const ASSET_NAME = {
    label: "asset name",
    hint: "the asset's name before the colon",
};
const REFERENCE_FIELDS = {
    cyber_system: {
        label: "cyber_system",
        hint: "the name or id (cs_...) of an existing cyber system",
    },
    facility: {
        label: "facility",
        hint: "the name or id (fac_...) of the facility that owns the cyber system",
    },
    control_center: {
        label: "control_center",
        hint: "the name or id (cc_...) of the control center that owns the cyber system",
    },
    renamed_from: {
        label: "renamed_from",
        hint: "the current name of the live asset to rename",
    },
    source_id: {
        label: "source_id",
        hint: "the id the source's platform gives the asset (the sync writes it; remove the line and the next sync writes it again)",
    },
};
/** The first problem of `name` written as `field`, or undefined. Cheap when the name is fine. */
function nameProblem(name, field) {
    const forbidden = _shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .FORBIDDEN_NAME_CHARACTER */ .YV.exec(name);
    if (forbidden) {
        const codePoint = forbidden[0].codePointAt(0) ?? 0;
        const position = [...name.slice(0, forbidden.index)].length + 1;
        return `${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} contains ${(0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .describeCharacter */ .zQ)(codePoint)} at character ${position}; remove it`;
    }
    if (name.trim() === "")
        return `${field.label} is empty; write ${field.hint}`;
    if (TRAILING_OR_LEADING_SPACE.test(name)) {
        return `${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} has leading or trailing whitespace; remove it (quotes keep spaces)`;
    }
    // Code units first: a name within the limit in UTF-16 is within it in code points.
    if (name.length > _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM) {
        const length = [...name].length;
        if (length > _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM) {
            return `${field.label} is ${length} characters long; the limit is ${_inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM}: shorten it`;
        }
    }
    return undefined;
}


/***/ }),

/***/ 88256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ parseInventoryText)
});

// UNUSED EXPORTS: parseInventoryYaml

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/inventory/document/inventory-schema.ts
var inventory_schema = __webpack_require__(63990);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(37368);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/inventory/document/name-rules.ts
var name_rules = __webpack_require__(44083);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/inventory/document/plain-inventory.ts
// A fast reader for inventory files in the plain style most files are written in (and the
// benchmark's): block maps indented with spaces, unquoted names of common characters, full-line
// and trailing comments. On such a file it returns exactly the documents the YAML walk of
// parse-inventory.ts returns, for a fraction of the cost: the yaml library lexes, parses and
// composes a node per scalar (about 1.4 s for 100,000 assets), this scans the text once, by
// offsets, making no string but the names and values it returns (and no object per line).
// Anything else, every mistake included, makes it return undefined, and the full parser reads
// the file and reports each problem at its place. It accepts only text whose YAML meaning is
// certain: a subset, never a second interpretation.





/**
 * A name yaml reads as exactly this text wherever it stands in a block map, key or value: it starts
 * with a letter, digit or "_" (never a YAML indicator), holds no ":", "#", quote, bracket, comma or
 * tab, and does not end with a space. No forbidden character (names.ts rules) can match. Kept as
 * one table of ASCII code units, one bit per place in the name (see `isPlainNameAt`).
 */
const NAME_FIRST = 1;
const NAME_INNER = 2;
const NAME_LAST = 4;
const NAME_CHARACTERS = Uint8Array.from({ length: 128 }, (_, code) => {
    const character = String.fromCharCode(code);
    return ((/[A-Za-z0-9_]/.test(character) ? NAME_FIRST : 0) |
        (/[A-Za-z0-9_ ./()+-]/.test(character) ? NAME_INNER : 0) |
        (/[A-Za-z0-9_./()+-]/.test(character) ? NAME_LAST : 0));
});
/** Printable ASCII and line feeds only: no tab, carriage return, BOM, control or non-ASCII. */
const OUTSIDE_PLAIN_TEXT = /[^\n\x20-\x7e]/;
const DOCUMENT_START = "---";
const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
/** The documents of `text`, or undefined when the full YAML parser must read it. */
function readPlainInventory(text, file) {
    if (OUTSIDE_PLAIN_TEXT.test(text))
        return undefined;
    const reader = new PlainReader(text, file);
    let line = 1;
    for (let start = 0; start <= text.length; line++) {
        let end = text.indexOf("\n", start);
        if (end === -1)
            end = text.length;
        if (!reader.line(start, end, line))
            return undefined;
        start = end + 1;
    }
    return reader.end();
}
const DOCUMENT_KEYS = ["cyber_system", "facility", "control_center", "prune", "assets"];
/**
 * Reads the text line by line, by offsets into it. The line being read is split into the fields
 * below (a `key: value` or `key:` line, columns 1-based), so no line, key or entry is made as a
 * string or an object unless it becomes part of a document.
 */
class PlainReader {
    documents = [];
    #text;
    #file;
    #document = newDocument(false);
    /** True between `assets:` and its first key. */
    #awaitingAssets = false;
    /** Indentation of the `assets:` map's keys while reading it; -1 otherwise. */
    #assetIndent = -1;
    /** The names in the `assets:` map being read, to find a duplicate. */
    #assetNames = new Set();
    #asset;
    /** Indentation of the open asset's detail keys, once its first one is read; -1 otherwise. */
    #detailIndent = -1;
    // The line being read: its number, where it starts, and its key and value (-1: no value).
    #line = 0;
    #lineStart = 0;
    #keyStart = 0;
    #keyEnd = 0;
    #valueStart = -1;
    #valueEnd = -1;
    constructor(text, file) {
        this.#text = text;
        this.#file = file;
    }
    /** Reads the line from `start` to `end` (its line feed); false when the file is not plain. */
    line(start, end, line) {
        const text = this.#text;
        let first = start;
        while (first < end && text.charCodeAt(first) === SPACE)
            first++;
        if (first === end || text.charCodeAt(first) === HASH)
            return true;
        if (end - start === DOCUMENT_START.length && text.startsWith(DOCUMENT_START, start)) {
            return this.#startDocument();
        }
        this.#line = line;
        this.#lineStart = start;
        if (!this.#entry(first, end))
            return false;
        const indent = first - start;
        if (indent === 0)
            return this.#closeAssets() && this.#documentKey();
        if (this.#assetIndent === -1) {
            // The first key of `assets:`, which must be waiting for its map.
            const assets = this.#document.assets;
            if (assets === undefined || assets.length > 0 || !this.#awaitingAssets)
                return false;
            this.#awaitingAssets = false;
            this.#assetIndent = indent;
        }
        if (indent === this.#assetIndent)
            return this.#closeAsset() && this.#assetEntry(indent);
        const asset = this.#asset;
        if (indent > this.#assetIndent && asset !== undefined) {
            if (this.#detailIndent === -1)
                this.#detailIndent = indent;
            return indent === this.#detailIndent && this.#detail(asset);
        }
        return false;
    }
    end() {
        if (!this.#closeAssets())
            return undefined;
        const document = this.#document;
        if (document.keys.size === 0) {
            // Nothing after a "---", or no document at all: errors the full parser names.
            return document.explicit || this.documents.length === 0 ? undefined : this.documents;
        }
        return this.#finish(document) ? this.documents : undefined;
    }
    #startDocument() {
        if (!this.#closeAssets())
            return false;
        const document = this.#document;
        if (document.keys.size === 0) {
            // Only the first "---" of a file may follow nothing (comments, blank lines).
            if (document.explicit || this.documents.length > 0)
                return false;
        }
        else if (!this.#finish(document)) {
            return false;
        }
        this.#document = newDocument(true);
        return true;
    }
    /**
     * Splits `key: value` or `key:` from `first` (after the indentation) to `end`, without its
     * comment; false when the line is anything else.
     */
    #entry(first, end) {
        const text = this.#text;
        let colon = -1;
        let contentEnd = end;
        for (let index = first; index < end; index++) {
            const code = text.charCodeAt(index);
            if (code === COLON) {
                if (colon === -1)
                    colon = index;
            }
            else if (code === HASH) {
                // A comment starts at a "#" after a space; any other "#" is not plain.
                if (text.charCodeAt(index - 1) !== SPACE)
                    return false;
                contentEnd = index;
                break;
            }
        }
        while (text.charCodeAt(contentEnd - 1) === SPACE)
            contentEnd--;
        if (colon === -1)
            return false;
        if (!isPlainNameAt(text, first, colon))
            return false;
        this.#keyStart = first;
        this.#keyEnd = colon;
        this.#valueStart = -1;
        this.#valueEnd = -1;
        if (colon + 1 === contentEnd)
            return true;
        if (text.charCodeAt(colon + 1) !== SPACE)
            return false;
        let valueStart = colon + 1;
        while (text.charCodeAt(valueStart) === SPACE)
            valueStart++;
        if (!isPlainNameAt(text, valueStart, contentEnd))
            return false;
        this.#valueStart = valueStart;
        this.#valueEnd = contentEnd;
        return true;
    }
    /** The line's key, when it is one of `words`. */
    #keyOf(words) {
        const length = this.#keyEnd - this.#keyStart;
        return words.find((word) => word.length === length && this.#text.startsWith(word, this.#keyStart));
    }
    /** The line's value with its place; undefined for `key:` with nothing after it. */
    #value() {
        if (this.#valueStart === -1)
            return undefined;
        return {
            value: this.#text.slice(this.#valueStart, this.#valueEnd),
            location: this.#at(this.#valueStart - this.#lineStart),
        };
    }
    /** The line's value as an asset type; undefined when it is none. */
    #valueType() {
        const start = this.#valueStart;
        if (start === -1)
            return undefined;
        const size = this.#valueEnd - start;
        return live_records/* ASSET_TYPES */.D.find((type) => type.length === size && this.#text.startsWith(type, start));
    }
    #documentKey() {
        const document = this.#document;
        const key = this.#keyOf(DOCUMENT_KEYS);
        if (key === undefined || document.keys.has(key))
            return false;
        document.keys.add(key);
        document.location ??= this.#at(0);
        const value = this.#value();
        switch (key) {
            case "cyber_system":
                document.cyberSystem = value;
                return value !== undefined;
            case "facility":
                document.facility = value;
                return value !== undefined && document.controlCenter === undefined;
            case "control_center":
                document.controlCenter = value;
                return value !== undefined && document.facility === undefined;
            case "prune":
                if (value?.value !== "true" && value?.value !== "false")
                    return false;
                document.prune = value.value === "true";
                return true;
            case "assets":
                document.assets = [];
                document.assetsLocation = this.#at(0);
                this.#awaitingAssets = true;
                return value === undefined;
        }
    }
    #assetEntry(indent) {
        const name = this.#text.slice(this.#keyStart, this.#keyEnd);
        if (this.#assetNames.has(name))
            return false;
        this.#assetNames.add(name);
        const location = this.#at(indent);
        if (this.#valueStart === -1) {
            this.#asset = { name, location };
            return true;
        }
        const type = this.#valueType();
        if (type === undefined)
            return false;
        this.#declare({ name, type, location });
        return true;
    }
    #detail(asset) {
        if (this.#valueStart === -1)
            return false;
        switch (this.#keyOf(ASSET_DETAIL_WORDS)) {
            case "type":
                if (asset.type !== undefined)
                    return false;
                asset.type = this.#valueType();
                return asset.type !== undefined;
            case "renamed_from":
                if (asset.renamedFrom !== undefined)
                    return false;
                asset.renamedFrom = this.#value();
                return true;
            case "source_id":
                if (asset.sourceId)
                    return false;
                asset.sourceId = true;
                return true;
            case undefined:
                return false;
        }
    }
    /** Ends the asset written as a map, if one is open; false when it is incomplete. */
    #closeAsset() {
        const asset = this.#asset;
        if (asset === undefined)
            return true;
        this.#asset = undefined;
        if (this.#detailIndent === -1 || asset.type === undefined)
            return false;
        this.#detailIndent = -1;
        const declared = {
            name: asset.name,
            type: asset.type,
            location: asset.location,
        };
        if (asset.renamedFrom)
            declared.renamedFrom = asset.renamedFrom;
        this.#declare(declared);
        return true;
    }
    /**
     * Adds an asset to the open document's `assets:`, which is there: an asset's line is read only
     * once the `assets:` key set #assetIndent (line()).
     */
    #declare(asset) {
        const assets = this.#document.assets;
        (assets ?? (0,collections/* missingEntry */.Dj)("the assets: of an asset's document")).push(asset);
    }
    /** Ends the `assets:` map, if one is open; false when it is empty or incomplete. */
    #closeAssets() {
        if (this.#awaitingAssets)
            return false;
        if (this.#assetIndent === -1)
            return true;
        this.#assetIndent = -1;
        this.#assetNames.clear();
        return this.#closeAsset();
    }
    /** Adds the complete document; false when it lacks a required key. */
    #finish(document) {
        const { location, cyberSystem, assets, assetsLocation } = document;
        if (!location || !cyberSystem || !assets || !assetsLocation)
            return false;
        const finished = {
            location,
            cyberSystem,
            prune: document.prune,
            assets,
            assetsLocation,
        };
        if (document.facility)
            finished.facility = document.facility;
        if (document.controlCenter)
            finished.controlCenter = document.controlCenter;
        this.documents.push(finished);
        return true;
    }
    /** The place `offset` code units into the line being read. */
    #at(offset) {
        return { file: this.#file, line: this.#line, column: offset + 1 };
    }
}
const ASSET_DETAIL_WORDS = ["type", "renamed_from", "source_id"];
function newDocument(explicit) {
    return { explicit, keys: new Set(), prune: true };
}
/** Whether `text` from `start` to `end` is a plain name (NAME_CHARACTERS), checked in place. */
function isPlainNameAt(text, start, end) {
    const length = end - start;
    if (length === 0 || length > inventory_schema/* MAX_NAME_LENGTH */.EM)
        return false;
    if (!(characterClass(text, start) & NAME_FIRST))
        return false;
    if (!(characterClass(text, end - 1) & NAME_LAST))
        return false;
    for (let index = start + 1; index < end - 1; index++) {
        if (!(characterClass(text, index) & NAME_INNER))
            return false;
    }
    return true;
}
/** The NAME_CHARACTERS bits of one code unit (none outside ASCII). */
function characterClass(text, index) {
    return NAME_CHARACTERS[text.charCodeAt(index)] ?? 0;
}

// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-reader.ts
var baseline_reader = __webpack_require__(54249);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
;// CONCATENATED MODULE: ./src/core/inventory/document/system-facts-reader.ts
// What a document says of its system beyond its assets, for the requirement table: External
// Routable Connectivity (`erc:`), its perimeters (`esp:`, `psp:`) and its CIP-002 Attachment 1
// criteria (`criteria:`); and an asset's class (`class:`). Each problem at its place.





const SYSTEM_FACT_KEYS = ["erc", "esp", "psp", "criteria"];
class SystemFactsReader extends baseline_reader/* BaselineReader */.bH {
    /** Reads `key` of a document into `facts`; false after reporting a problem. */
    systemFact(key, value, keyOffset, facts) {
        switch (key) {
            case "erc": {
                const erc = this.#boolean(value, keyOffset);
                if (erc !== undefined)
                    facts.erc = erc;
                return erc !== undefined;
            }
            case "esp":
            case "psp": {
                const hint = `the name of the ${key === "esp" ? "Electronic" : "Physical"} Security Perimeter the system is inside`;
                const name = this.scalarValue(value, keyOffset, { label: key, hint });
                if (name !== undefined)
                    facts[key] = name;
                return name !== undefined;
            }
            case "criteria": {
                const criteria = this.#criteria(value, keyOffset);
                if (criteria !== undefined)
                    facts.criteria = criteria;
                return criteria !== undefined;
            }
        }
    }
    #boolean(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, "erc has no value; write true or false");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if ((0,dist/* isScalar */.jn)(value) && typeof value.value === "boolean")
            return { value: value.value, location: this.at((0,yaml_reader/* nodeStart */.f)(value)) };
        this.error((0,yaml_reader/* nodeStart */.f)(value), `erc must be true or false (without quotes): whether the system has External Routable Connectivity, not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
        return undefined;
    }
    #criteria(value, keyOffset) {
        const field = { label: "criteria", hint: "CIP-002 Attachment 1 criteria such as 2.5" };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const criteria = [];
        for (const item of items) {
            const text = this.scalarValue(item, (0,yaml_reader/* nodeStart */.f)(value), field);
            if (text === undefined)
                return undefined;
            if (!asset_class/* CRITERION_PATTERN */.Rm.test(text.value)) {
                this.error((0,yaml_reader/* nodeStart */.f)(item), `criteria entry ${(0,diagnostics/* quote */.hD)(text.value)} is not a CIP-002 Attachment 1 criterion; write it as 1.1, 2.5 or 3.1`);
                return undefined;
            }
            criteria.push(text.value);
        }
        return { value: criteria, location: this.at((0,yaml_reader/* nodeStart */.f)(value)) };
    }
}

// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(49513);
;// CONCATENATED MODULE: ./src/core/inventory/document/parse-inventory.ts
// One inventory file's text -> inventory documents, with every problem located at file:line:column.
// The walk reads YAML nodes rather than the plain value so that (1) a name is exactly the text the
// user wrote (a plain `0x1F`, `012` or `~` is that text, never 31, 12 or null), (2) each problem
// points at its node, and (3) all problems of a file are reported in one pass.















function parseInventoryText(text, file) {
    const documents = readPlainInventory(text, file);
    return documents === undefined ? parseInventoryYaml(text, file) : { documents, diagnostics: [] };
}
/** The YAML walk alone: what parseInventoryText does with a file that is not plain. */
function parseInventoryYaml(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    const parser = new FileParser(text, file, lineCounter);
    if (docs.length === 0) {
        parser.error(0, "this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory");
    }
    let previousEnd = 0;
    for (const doc of docs) {
        parser.document(doc, previousEnd);
        previousEnd = doc.range[2];
    }
    return { documents: parser.documents, diagnostics: parser.diagnostics.sort(diagnostics/* compareDiagnostics */.oV) };
}
class FileParser extends SystemFactsReader {
    /** The baselines the current document's assets wrote, resolved once its `baselines` are read. */
    #writtenBaselines = new Map();
    documents = [];
    document(doc, previousEnd) {
        if (!this.yamlProblems(doc, previousEnd))
            return;
        const contents = doc.contents;
        if (contents === null || ((0,dist/* isScalar */.jn)(contents) && (0,yaml_reader/* isEmptyPlain */.eF)(contents))) {
            this.error(doc.range[0], 'empty YAML document; declare a cyber system here (cyber_system and assets) or remove the extra "---"');
            return;
        }
        if (!this.plainNode(contents))
            return;
        if (!(0,dist/* isMap */.jh)(contents)) {
            this.error((0,yaml_reader/* nodeStart */.f)(contents), `a document must be a map with the keys cyber_system and assets, not ${(0,yaml_reader/* describeValue */.bp)(contents)}; see docs/inventory-format.md`);
            return;
        }
        this.#documentMap(contents);
    }
    #documentMap(map) {
        const firstKey = map.items[0]?.key;
        const start = (0,dist/* isNode */.Ll)(firstKey) ? (0,yaml_reader/* nodeStart */.f)(firstKey) : (0,yaml_reader/* nodeStart */.f)(map);
        let cyberSystem;
        let facility;
        let controlCenter;
        let facilityKey;
        let controlCenterKey;
        let prune = true;
        let assets;
        let assetsLocation;
        let impact;
        let owners;
        let baselines = new Map();
        const facts = {};
        this.#writtenBaselines = new Map();
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            switch (keyText) {
                case "cyber_system":
                    cyberSystem = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.cyber_system);
                    break;
                case "facility":
                    facilityKey = keyOffset;
                    facility = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.facility);
                    break;
                case "control_center":
                    controlCenterKey = keyOffset;
                    controlCenter = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.control_center);
                    break;
                case "prune":
                    prune = this.#prune(value, keyOffset) ?? prune;
                    break;
                case "assets":
                    assetsLocation = this.at(keyOffset);
                    assets = this.#assets(value, keyOffset);
                    break;
                case "impact":
                    impact = this.choice(value, keyOffset, IMPACT_FIELD, principals/* IMPACT_LEVELS */.dR);
                    break;
                case "owners":
                    owners = this.principals(value, keyOffset, OWNERS_FIELD);
                    break;
                case "baselines":
                    baselines = this.baselineGroups(value, keyOffset);
                    break;
                default:
                    if ((0,collections/* isOneOf */.EK)(SYSTEM_FACT_KEYS, keyText))
                        this.systemFact(keyText, value, keyOffset, facts);
                    else
                        this.unknownKey(key, keyText, inventory_schema/* DOCUMENT_KEYS */.pg, "the keys of a document are");
            }
        }
        if (facilityKey !== undefined && controlCenterKey !== undefined) {
            const [first, second] = [facilityKey, controlCenterKey].sort((a, b) => a - b);
            this.error(second, "facility and control_center are both set; a cyber system belongs to one of them: remove the other", [this.at(first)]);
        }
        this.#requiredKeys(map, start);
        this.#resolveBaselines(baselines);
        if (cyberSystem === undefined || assets === undefined || assetsLocation === undefined)
            return;
        const document = {
            location: this.at(start),
            cyberSystem,
            prune,
            assets,
            assetsLocation,
            ...facts,
        };
        if (facility)
            document.facility = facility;
        if (controlCenter)
            document.controlCenter = controlCenter;
        if (impact)
            document.impact = impact;
        if (owners)
            document.owners = owners;
        this.documents.push(document);
    }
    /** Each asset's baseline, its shared baseline's name resolved against the document's. */
    #resolveBaselines(groups) {
        for (const [asset, written] of this.#writtenBaselines) {
            const baseline = this.resolveBaseline(written, groups);
            if (baseline !== undefined)
                asset.baseline = baseline;
        }
    }
    #requiredKeys(map, start) {
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "cyber_system")) {
            this.error(start, 'missing key "cyber_system": write the name or id (cs_...) of the existing cyber system whose assets this document declares');
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "assets")) {
            this.error(start, 'missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
        }
    }
    /** A name written as a value: exactly its text, checked; undefined after reporting a problem. */
    #name(value, keyOffset, field) {
        if (!(0,dist/* isNode */.Ll)(value)) {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        const offset = (0,yaml_reader/* nodeStart */.f)(value);
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error(offset, `${field.label} must be a name, not ${(0,yaml_reader/* describeValue */.bp)(value)}; write ${field.hint}`);
            return undefined;
        }
        const name = (0,yaml_reader/* scalarText */.ws)(value);
        if (name === "" && value.type === "PLAIN") {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.#checkName(name, offset, field))
            return undefined;
        return { value: name, location: this.at(offset) };
    }
    /** Reports what is wrong with a name; true when nothing is. */
    #checkName(name, offset, field) {
        const problem = (0,name_rules/* nameProblem */.rH)(name, field);
        if (problem !== undefined)
            this.error(offset, problem);
        return problem === undefined;
    }
    #prune(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, "prune has no value; write true or false");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if ((0,dist/* isScalar */.jn)(value) && typeof value.value === "boolean")
            return value.value;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `prune must be true or false (without quotes), not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
        return undefined;
    }
    #assets(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, 'assets has no value; list the assets (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,dist/* isMap */.jh)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `assets must be a map of asset name to type (name: hardware or software), not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
            return undefined;
        }
        const assets = [];
        for (const { key, keyText, value: assetValue } of this.entries(value)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            const nameOk = this.#checkName(keyText, keyOffset, name_rules/* ASSET_NAME */.jc);
            const asset = this.#asset(keyText, keyOffset, assetValue);
            if (nameOk && asset)
                assets.push(asset);
        }
        return assets;
    }
    #asset(name, keyOffset, value) {
        if ((0,dist/* isNode */.Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,dist/* isMap */.jh)(value))
            return this.#assetDetails(name, keyOffset, value);
        if ((0,dist/* isSeq */.oP)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `asset ${(0,diagnostics/* quote */.hD)(name)} must be hardware, software, or a map with type (and renamed_from), not a list`);
            return undefined;
        }
        const type = this.#assetType(name, keyOffset, value);
        return type === undefined ? undefined : { name, type, location: this.at(keyOffset) };
    }
    #assetDetails(name, keyOffset, details) {
        let type;
        let hasType = false;
        let renamedFrom;
        let assetClass;
        let baseline;
        let valid = true;
        for (const { key, keyText, value } of this.entries(details)) {
            const detailKeyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            switch (keyText) {
                case "type":
                    hasType = true;
                    if (!(0,dist/* isNode */.Ll)(value) || this.plainNode(value)) {
                        type = this.#assetType(name, detailKeyOffset, value);
                    }
                    break;
                case "renamed_from":
                    renamedFrom = this.#name(value, detailKeyOffset, name_rules/* REFERENCE_FIELDS */.gs.renamed_from);
                    valid &&= renamedFrom !== undefined;
                    break;
                case "source_id":
                    // The source's own key, by which its sync follows a rename: checked, never planned.
                    valid &&= this.#name(value, detailKeyOffset, name_rules/* REFERENCE_FIELDS */.gs.source_id) !== undefined;
                    break;
                case "class":
                    assetClass = this.choice(value, detailKeyOffset, CLASS_FIELD, asset_class/* ASSET_CLASSES */.Aj);
                    valid &&= assetClass !== undefined;
                    break;
                case "baseline":
                case "baseline_ref":
                    if (baseline !== undefined) {
                        this.error(detailKeyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has both baseline and baseline_ref; keep one`);
                        valid = false;
                        break;
                    }
                    baseline =
                        keyText === "baseline"
                            ? this.writtenBaseline(value, detailKeyOffset)
                            : this.baselineRef(value, detailKeyOffset);
                    valid &&= baseline !== undefined;
                    break;
                default:
                    valid = false;
                    this.unknownKey(key, keyText, inventory_schema/* ASSET_DETAIL_KEYS */.qD, "an asset written as a map has the keys");
            }
        }
        if (!hasType) {
            this.error(keyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has no type; add "type: hardware" or "type: software"`);
        }
        if (!valid || type === undefined)
            return undefined;
        const asset = { name, type, location: this.at(keyOffset) };
        if (renamedFrom)
            asset.renamedFrom = renamedFrom;
        if (assetClass)
            asset.class = assetClass;
        if (baseline)
            this.#writtenBaselines.set(asset, baseline);
        return asset;
    }
    /** The type of an asset, from a node already checked by plainNode. */
    #assetType(name, keyOffset, value) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has no type; write hardware or software`);
            return undefined;
        }
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `the type of asset ${(0,diagnostics/* quote */.hD)(name)} must be hardware or software, not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
            return undefined;
        }
        const text = (0,yaml_reader/* scalarText */.ws)(value);
        if ((0,collections/* isOneOf */.EK)(live_records/* ASSET_TYPES */.D, text))
            return text;
        const [suggestion] = (0,names/* closestNames */.g9)(text, live_records/* ASSET_TYPES */.D, 1);
        this.error((0,yaml_reader/* nodeStart */.f)(value), suggestion === undefined
            ? `unknown asset type ${(0,diagnostics/* quote */.hD)(text)}; write hardware or software`
            : `unknown asset type ${(0,diagnostics/* quote */.hD)(text)}; did you mean ${(0,diagnostics/* quote */.hD)(suggestion)}?`);
        return undefined;
    }
}
const IMPACT_FIELD = { label: "impact", hint: "high, medium or low" };
/** `class:` of an asset. */
const CLASS_FIELD = { label: "class", hint: "BCA, PCA, EACMS, PACS or EAP (absent: BCA)" };
const OWNERS_FIELD = {
    label: "owners",
    hint: "GitHub logins and org/team slugs who approve this system's changes",
};


/***/ }),

/***/ 64928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ge: () => (/* binding */ readTextIfPresent),
/* harmony export */   _s: () => (/* binding */ unreadableFile),
/* harmony export */   oy: () => (/* binding */ reviewedFileTexts),
/* harmony export */   u6: () => (/* binding */ declarationProblemsIn),
/* harmony export */   wh: () => (/* binding */ readNamedFile),
/* harmony export */   yn: () => (/* binding */ reviewedFilePaths)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19130);
/* harmony import */ var _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13754);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
// A file that may not exist: its text, or undefined when there is none. Any other failure (no
// permission, a directory) is an error, never read as absence. And a family's reviewed files of a
// checkout, each read so, found by the set its row carries (ReviewedFileSet: the patterns that
// find them, which paths are theirs): for a merge's record, and for the plan to compare with a
// commit's.





async function readTextIfPresent(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .C)(error) === "ENOENT")
            return undefined;
        throw error;
    }
}
/** A reviewed file that could not be read, at its path: an error, never taken for an absent one. */
function unreadableFile(file, error) {
    return {
        severity: "error",
        location: { file, line: 1, column: 1 },
        message: `${file} cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}); make it a readable UTF-8 file, or remove it`,
    };
}
/** The checkout's file an input names, relative to `root`: a file named "" (the input empty) is none. */
function readNamedFile(root, file) {
    return file === "" ? Promise.resolve(undefined) : readTextIfPresent((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, file));
}
/**
 * The problems of cip-ledger.yaml at `root` (the checkout's, or the working directory's), when
 * there is one, each at its line (a private key refused without being repeated): `validate` and
 * the pull request's plan list them with the inventory's; undefined when there is none.
 */
async function declarationProblemsIn(root) {
    const text = await readTextIfPresent((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_DECLARATION_FILE */ .QS));
    return text === undefined ? undefined : (0,_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_2__/* .declarationDiagnostics */ .Hp)(text, _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_2__/* .LEDGER_DECLARATION_FILE */ .QS);
}
/**
 * The set's files of the checkout at `root`, by path from `root`, in code-point order: what its
 * patterns find, each a path its rule (`belongs`) accepts, which a test of the table holds for
 * every set (test/core/obligations/family-table.test.ts), so none is filtered again here.
 */
async function reviewedFilePaths(root, set) {
    const paths = new Set();
    for (const pattern of set.patterns)
        for await (const path of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.glob)(pattern, { cwd: root }))
            paths.add(path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/"));
    return [...paths].sort(_core_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .OP);
}
/** Each of the set's files of the checkout at `root` and its text, by path from `root`. */
async function reviewedFileTexts(root, set) {
    const files = new Map();
    for (const path of await reviewedFilePaths(root, set)) {
        const text = await readTextIfPresent((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
        if (text !== undefined)
            files.set(path, text);
    }
    return files;
}


/***/ })

};
