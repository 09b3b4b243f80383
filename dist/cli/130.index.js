export const id = 130;
export const ids = [130];
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

/***/ 37368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ASSET_TYPES)
/* harmony export */ });
// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];


/***/ }),

/***/ 90038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ WORKSPACE_PATTERN)
/* harmony export */ });
// A workspace's name: a folder of the ledger (records/<workspace>/), the Action's input
// `workspace`, and what a collector's file (or a source's observations) names.
const WORKSPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;


/***/ }),

/***/ 54917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   e: () => (/* binding */ fileAtCommits)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// Runs git in a directory and collects what it says: the one way this tool asks git anything
// (the evidence history of a clone, the facts of a checkout a CLI change record names); and one
// file at many commits of a clone (fileAtCommits), as `evidence verify --repository` reads the
// declarations in force before each record (core/evidence/chain/keys-in-force.ts): one
// `git cat-file --batch` for all of them, each commit asked twice, as a commit (`<id>^{commit}`)
// and for the file (`<id>:<path>`), so that a commit the clone lacks is told from a commit without
// the file: the one is a clone to fetch again, the other a fact.

/**
 * git `args` in `dir`, paths unquoted (core.quotePath=false). Rejects only when git cannot be
 * started; a failing git resolves with its code and standard error, for the caller to judge.
 */
function runGit(dir, args, bounds = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)("git", ["-C", dir, "-c", "core.quotePath=false", ...args], {
            stdio: ["pipe", "pipe", "pipe"],
            ...(bounds.timeoutMs === undefined ? {} : { timeout: bounds.timeoutMs }),
        });
        const out = [];
        const err = [];
        let outBytes = 0;
        let overflowed = false;
        child.stdout.on("data", (chunk) => {
            outBytes += chunk.length;
            if (bounds.maxStdoutBytes !== undefined && outBytes > bounds.maxStdoutBytes) {
                overflowed = true;
                child.kill();
                return;
            }
            out.push(chunk);
        });
        child.stderr.on("data", (chunk) => err.push(chunk));
        child.stdin.on("error", () => { }); // git may exit before reading all of it: its code says why.
        child.stdin.end(bounds.input ?? "");
        child.on("error", reject);
        child.on("close", (code) => {
            const stdout = Buffer.concat(out);
            resolve({
                code: overflowed ? null : code,
                stdout: stdout.toString("utf8"),
                stderr: Buffer.concat(err).toString("utf8"),
                ...(bounds.bytes === true ? { bytes: stdout } : {}),
            });
        });
    });
}
const COMMIT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const BATCH_BOUNDS = { timeoutMs: 120_000, maxStdoutBytes: 256 * 1024 * 1024, bytes: true };
/** `path` (from the repository's root) at each of `commits` in the clone `dir`. */
async function fileAtCommits(dir, path, commits) {
    // A commit id comes from a record: anything but hex is no commit, and never reaches git's input.
    const asked = [...new Set(commits)].filter((commit) => COMMIT_ID.test(commit));
    const missing = commits.filter((commit) => !COMMIT_ID.test(commit));
    const input = asked.map((commit) => `${commit}^{commit}\n${commit}:${path}\n`).join("");
    const answer = await runGit(dir, ["cat-file", "--batch"], { ...BATCH_BOUNDS, input });
    if (answer.code !== 0 || answer.bytes === undefined)
        return { gitSaid: answer.stderr.trim() || `git cat-file exited with ${answer.code}` };
    const objects = batchObjects(answer.bytes);
    const texts = new Map();
    asked.forEach((commit, index) => {
        if (objects[2 * index] === undefined)
            missing.push(commit);
        else
            texts.set(commit, objects[2 * index + 1]?.toString("utf8"));
    });
    return missing.length > 0 ? { missing: [...new Set(missing)] } : { texts };
}
/** Each object `cat-file --batch` gave, in the order asked: its bytes, undefined when missing. */
function batchObjects(bytes) {
    const objects = [];
    let at = 0;
    while (at < bytes.length) {
        const end = bytes.indexOf(0x0a, at);
        if (end === -1)
            break;
        // "<id> <type> <size>", or "<asked> missing" (or "ambiguous"): sizes count bytes.
        const header = bytes.subarray(at, end).toString("utf8").split(" ");
        const size = Number(header[2]);
        if (header.length !== 3 || !Number.isSafeInteger(size)) {
            objects.push(undefined);
            at = end + 1;
            continue;
        }
        objects.push(bytes.subarray(end + 1, end + 1 + size));
        at = end + 1 + size + 1;
    }
    return objects;
}


/***/ })

};
