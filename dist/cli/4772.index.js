export const id = 4772;
export const ids = [4772];
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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
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
