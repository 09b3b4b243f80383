export const id = 8126;
export const ids = [8126];
export const modules = {

/***/ 72288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ WorkspaceFold),
/* harmony export */   S7: () => (/* binding */ parseCheckpoint),
/* harmony export */   eH: () => (/* binding */ CheckpointFormatError),
/* harmony export */   pz: () => (/* binding */ LEDGER_CHECKPOINT_FORMAT)
/* harmony export */ });
/* unused harmony exports CHECKPOINT_INTERVAL, CHECKPOINT_MAX_INTERVAL, RECORD_BYTES_PER_CHECKPOINT_BYTE, checkpointIsDue, serializeCheckpoint */
/* harmony import */ var _evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46681);
/* harmony import */ var _evidence_chain_ledger_authority_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43930);
/* harmony import */ var _evidence_report_report_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84944);
/* harmony import */ var _obligations_obligations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35870);
/* harmony import */ var _obligations_family_table_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93428);
/* harmony import */ var _obligations_part_counts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21233);
/* harmony import */ var _obligations_checkpoint_obligations_checkpoint_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(30158);
/* harmony import */ var _audit_population_fold_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3101);








/**
 * The file's format: a new one whenever what it holds, or the pass's checkpoint, changes. 3: the
 * report's state (ReportCheckpoint) beside the obligations'; 4: the populations' (`populations`);
 * 5: the obligations' of format 5 (vulnerability assessments' assets and coverage by asset), and the ledger's
 * genesis (`genesis`), so that a routine run before any accepted merge reads from the checkpoint.
 */
const LEDGER_CHECKPOINT_FORMAT = 5;
/** The parts whose obligations the audit report counts by status: each family's of the table. */
const REPORTED_PARTS = _obligations_family_table_js__WEBPACK_IMPORTED_MODULE_4__/* .MERGE_JUDGED_FAMILIES */ .G.flatMap(({ kinds }) => kinds);
/** The fewest records after the last checkpoint a drift check reads before it writes another. */
const CHECKPOINT_INTERVAL = 200;
/**
 * The most: a drift check reads the records since the checkpoint a hundred to a GraphQL query,
 * each spaced a second apart, so the records between checkpoints bound every hourly check's time.
 */
const CHECKPOINT_MAX_INTERVAL = 1_000;
/**
 * Between those, the bytes of records after the last checkpoint, per byte of that checkpoint, a
 * drift check reads before it writes another. A checkpoint holds the inventory's state (600 to
 * 1,600 bytes an asset for the obligations, up to about 790 more for the populations), and
 * evidence verify recomputes each one (builds, serialises and hashes
 * it, about 10 ms a 1.5 MB checkpoint, a third of what reading and checking 1 MB of records
 * costs): spaced by their own size, a large inventory's checkpoints cost verify a bounded part of
 * what its records cost, where one every 200 records cost it several times as much
 * (bench/RESULTS.md).
 */
const RECORD_BYTES_PER_CHECKPOINT_BYTE = 2;
/**
 * Whether a drift check that read `since` (the records after the checkpoint it started from, and
 * that checkpoint's size) writes a new checkpoint; one that started from no checkpoint always does.
 */
function checkpointIsDue(since) {
    if (since === undefined || since.records >= CHECKPOINT_MAX_INTERVAL)
        return true;
    return (since.records >= CHECKPOINT_INTERVAL &&
        since.recordBytes >= since.checkpointBytes * RECORD_BYTES_PER_CHECKPOINT_BYTE);
}
/** The file's text: its bytes are what the record's SHA-256 vouches for. */
function serializeCheckpoint(checkpoint) {
    return `${JSON.stringify(checkpoint)}\n`;
}
/** The checkpoint `text` (read at `path`), or an Error saying why it is not one this tool reads. */
function parseCheckpoint(text, path) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} is not JSON, though a record vouches for its bytes`);
    }
    const format = value?.format;
    if (format !== LEDGER_CHECKPOINT_FORMAT)
        throw new CheckpointFormatError(path, format);
    return value;
}
/** A checkpoint of another format than this version reads: what to do depends on who reads it. */
class CheckpointFormatError extends Error {
    format;
    constructor(path, format) {
        super(`${path} is a checkpoint of format ${String(format)}, and this version reads format ${LEDGER_CHECKPOINT_FORMAT}: judge from every record (the next drift check writes a checkpoint this version reads)`);
        this.format = format;
    }
}
/** One workspace's fold: the obligations pass and the facts in force, record by record. */
class WorkspaceFold {
    pass;
    #workspace;
    #report;
    #populations;
    /** Of the parts the report counts, what the pass decided and carries no further. */
    #partCounts;
    #through;
    #inForce;
    #governance;
    #genesis;
    constructor(workspace, start, options, from) {
        this.#workspace = workspace;
        this.#report = new _evidence_report_report_state_js__WEBPACK_IMPORTED_MODULE_2__/* .ReportFold */ .s(from.report);
        this.#populations =
            from.populations === undefined
                ? new _audit_population_fold_js__WEBPACK_IMPORTED_MODULE_7__/* .PopulationFold */ .R()
                : _audit_population_fold_js__WEBPACK_IMPORTED_MODULE_7__/* .PopulationFold */ .R.resume(from.populations);
        const parts = (0,_obligations_part_counts_js__WEBPACK_IMPORTED_MODULE_5__/* .partTally */ .s)(REPORTED_PARTS, from.report?.part_counts);
        this.#partCounts = parts.counts;
        this.pass = start({
            ...options,
            decided: (obligation) => {
                options?.decided?.(obligation);
                if (!_obligations_checkpoint_obligations_checkpoint_js__WEBPACK_IMPORTED_MODULE_6__/* .CARRIED */ .xc.has(obligation.status))
                    parts.add(obligation);
            },
        });
        this.#through = from.through;
        this.#inForce = from.in_force;
        this.#governance = from.governance;
        this.#genesis = from.genesis;
    }
    /**
     * The fold from `checkpoint` on, or from the first record without one. Throws where the pass
     * does: a checkpoint judged with another calendar, or of another format (judge from every record).
     */
    static start(workspace, judging, checkpoint) {
        const { asOf, calendar, options } = judging;
        if (checkpoint === undefined)
            return new WorkspaceFold(workspace, (passOptions) => new _obligations_obligations_js__WEBPACK_IMPORTED_MODULE_3__/* .ObligationsPass */ .Rl(asOf, calendar, passOptions), options, { in_force: null, governance: null, genesis: null });
        if (checkpoint.workspace !== workspace)
            throw new Error(`the checkpoint is workspace ${checkpoint.workspace}'s, not ${workspace}'s`);
        // A part missing is no empty state: the fold would go on as if no record came before it.
        for (const part of ["report", "populations"])
            if (typeof checkpoint[part] !== "object" || checkpoint[part] === null)
                throw new Error(`the checkpoint holds no ${part} state, though its format has one`);
        if (checkpoint.genesis === undefined)
            throw new Error("the checkpoint holds no genesis, though its format has one");
        return new WorkspaceFold(workspace, 
        // A drift check resumes from its checkpoint twice (its view, and the previous check's):
        // the pass takes what it resumes from.
        (passOptions) => _obligations_obligations_js__WEBPACK_IMPORTED_MODULE_3__/* .ObligationsPass */ .Rl.resume(structuredClone(checkpoint.obligations), asOf, calendar, passOptions), options, 
        // The populations' fold takes what it resumes from too.
        { ...checkpoint, populations: structuredClone(checkpoint.populations) });
    }
    /** The workspace's next record, in chain order. */
    add(entry) {
        const { record } = entry;
        this.pass.add(entry);
        this.#report.add(record);
        this.#populations.add(entry);
        this.#through = { sequence: record.sequence, sha256: entry.sha256 };
        this.#genesis ??= (0,_evidence_chain_ledger_authority_js__WEBPACK_IMPORTED_MODULE_1__/* .genesisOf */ .Sm)([entry]) ?? null;
        this.#inForce = (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .foldInForce */ .OM)(this.#inForce, record);
        // What the accepting record declared; one written before records carried it declares nothing.
        if (this.#inForce === null)
            this.#governance = null;
        else if (record.kind === "change" && (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .isAccepted */ .oB)(record))
            this.#governance = record.change.governance ?? null;
    }
    /** Where the facts in force were put there, and what that record declared. */
    get factsInForce() {
        return { inForce: this.#inForce, governance: this.#governance };
    }
    /** The record the fold stands at; undefined before the first. */
    get through() {
        return this.#through;
    }
    /**
     * The fold's state as the checkpoint file holds it, a copy that shares nothing with the fold,
     * which goes on; none before the first record.
     */
    checkpoint() {
        const text = this.checkpointText();
        return text === undefined ? undefined : JSON.parse(text);
    }
    /**
     * The checkpoint file's text, serialised from the pass's own state without copying it first:
     * what the drift check writes and evidence verify hashes, at every checkpoint.
     */
    checkpointText() {
        if (this.#through === undefined)
            return undefined;
        return serializeCheckpoint({
            format: LEDGER_CHECKPOINT_FORMAT,
            workspace: this.#workspace,
            through: this.#through,
            in_force: this.#inForce,
            governance: this.#governance,
            genesis: this.#genesis,
            obligations: this.pass.checkpoint({ copy: false }),
            report: { ...this.#report.held(), part_counts: this.#partCounts },
            populations: this.#populations.held(),
        });
    }
}


/***/ }),

/***/ 43930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sm: () => (/* binding */ genesisOf)
/* harmony export */ });
/* unused harmony exports keptHeadContext, keptHeadDescription, parseKeptHead, keptHeadAmong, LEDGER_WAY_BACK, judgeLedgerAuthority, needsGenesis */
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46681);
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42535);


/**
 * The commit status that keeps a workspace's chain head on the default branch's commits: one per
 * evidence branch, so that a ledger re-started under a new branch name (a reviewed change of the
 * workflow's input) is not held to the lost one's head.
 */
function keptHeadContext(branch, workspace) {
    return `cip-sync/ledger (${branch}, ${workspace})`;
}
const KEPT_HEAD_DESCRIPTION = /^record #([1-9][0-9]{0,15}) sha256 ([0-9a-f]{64})$/;
/** The status description that keeps `head` (at most 140 characters, as GitHub allows). */
function keptHeadDescription(head) {
    return `record #${head.sequence} sha256 ${head.sha256}`;
}
/** The head a status description keeps; undefined when it is not one this tool writes. */
function parseKeptHead(description, commit) {
    const match = KEPT_HEAD_DESCRIPTION.exec(description ?? "");
    if (match === null)
        return undefined;
    return { sequence: Number(match[1]), sha256: String(match[2]), commit };
}
/**
 * The highest head the writer kept among one commit's `statuses`, and a line for each status in
 * the kept head's context that does not count. Where cip-ledger.yaml binds the writer (its keys),
 * a status counts only with a key's signature over the head, its context and the commit, whoever
 * posted it; otherwise only the writer's login's statuses count, as before the binding.
 */
function keptHeadAmong(statuses, at) {
    const context = keptHeadContext(at.branch, at.workspace);
    const { keys, login } = at.writer;
    const ignored = [];
    let head;
    for (const status of statuses) {
        if (status.context !== context)
            continue;
        const found = keys === undefined
            ? status.creator?.login === login
                ? parseKeptHead(status.description, at.commit)
                : undefined
            : bySignature(keys, status.description, at);
        if (found === undefined)
            ignored.push(`Ignored a status in ${context} on ${at.commit} by ${status.creator?.login ?? "an unknown account"}: ${keys === undefined ? `not by the ledger's writer ${login}` : "not signed by a key cip-ledger.yaml declares"}, so it keeps no head.`);
        else if (head === undefined || found.sequence > head.sequence)
            head = found;
    }
    return { head, ignored };
}
function bySignature(keys, description, at) {
    const signed = parseSignedHead(description);
    if (signed === undefined)
        return undefined;
    const where = { branch: at.branch, workspace: at.workspace, commit: at.commit };
    if (!headSignedBy(keys, signed, where))
        return undefined;
    return { sequence: signed.sequence, sha256: signed.sha256, commit: at.commit };
}
/** The way back a refusal names (docs/evidence-ledger.md). */
const LEDGER_WAY_BACK = "restore the evidence branch from a clone or bundle that holds the kept head (git push origin <sha>:refs/heads/<branch>), then run again; a re-start needs a reviewed decision (docs/evidence-ledger.md, 'When the ledger is lost')";
/** The facts in force the reading establishes, or why none can be. */
function judgeLedgerAuthority(reading) {
    const { branch, workspace, records } = reading;
    const kept = floorOf(reading.kept, reading.declaredStart);
    const head = records.at(-1);
    if (reading.branchCommit === undefined || head === undefined) {
        if (kept === undefined)
            return { kind: "not-started" };
        const where = reading.branchCommit === undefined
            ? `the evidence branch ${branch} does not exist`
            : `the evidence branch ${branch} holds no record of workspace ${workspace}`;
        return {
            kind: "refused",
            why: `${where}, but ${keeper(kept)}: the ledger was deleted or rewound, so nothing is judged from it; ${LEDGER_WAY_BACK}`,
        };
    }
    if (kept !== undefined) {
        const missing = keptHeadMissing(records, kept);
        if (missing !== undefined)
            return {
                kind: "refused",
                why: `the evidence branch ${branch} (at ${reading.branchCommit}) ${missing}, the head ${kept.commit === undefined ? "cip-ledger.yaml declares" : `commit ${kept.commit} keeps`} for workspace ${workspace}: the ledger was rewound or rewritten, so nothing is judged from it; ${LEDGER_WAY_BACK}`,
            };
    }
    const inForce = foldedInForce(reading);
    const written = head.record.in_force;
    if (written !== undefined && !sameInForce(written, inForce))
        return {
            kind: "refused",
            why: `record #${head.record.sequence} of workspace ${workspace} on ${branch} names ${pointerText(written)} in force, but its records put ${pointerText(inForce)} in force: a pointer not recomputed from the records is not trusted; run 'cip-sync evidence verify' on a checkout of the branch`,
        };
    if (inForce !== null)
        return { kind: "in-force", inForce, from: "accepted-merge" };
    if (reading.start !== "first-record" && reading.start.genesis === undefined)
        return {
            kind: "refused",
            why: `the reading of ${branch} started at a checkpoint before any accepted merge, so its genesis was not read`,
        };
    const genesis = reading.start === "first-record" ? genesisOf(records) : (reading.start.genesis ?? undefined);
    if (genesis === undefined)
        return {
            kind: "refused",
            why: `no record of workspace ${workspace} on ${branch} names the commit it was judged or read at, so the ledger has no genesis to judge from; run the drift check (its record names the commit it read) or merge a reviewed pull request`,
        };
    return { kind: "in-force", inForce: genesis, from: "genesis" };
}
/** The higher of the kept head found and the record cip-ledger.yaml declares: what the ledger must hold. */
function floorOf(kept, declared) {
    if (declared === undefined)
        return kept;
    if (kept !== undefined && kept.sequence >= declared.sequence)
        return kept;
    return { ...declared, commit: undefined };
}
/** Who vouches that the ledger held `kept`, for a refusal's words. */
function keeper(kept) {
    const head = `its head at record #${kept.sequence} (sha256 ${kept.sha256})`;
    return kept.commit === undefined
        ? `cip-ledger.yaml, a reviewed declaration, declares ${head}`
        : `commit ${kept.commit} keeps ${head}, written by the Action`;
}
/** The pointer the reading's records put in force, from its start. */
function foldedInForce(reading) {
    let inForce = reading.start === "first-record" ? null : reading.start.before;
    for (const { record } of reading.records)
        inForce = foldInForce(inForce, record);
    return inForce;
}
/**
 * Whether a reading from a checkpoint on cannot decide alone: no accepted merge is in force at its
 * end, and the checkpoint was not read for the genesis it carries (then it is, or, from a
 * checkpoint that does not carry one, the ledger is read whole).
 */
function needsGenesis(reading) {
    return (reading.start !== "first-record" &&
        reading.start.genesis === undefined &&
        foldedInForce(reading) === null);
}
/**
 * The ledger's genesis: the first record that names the commit it was judged or read at (a merge's
 * base, a drift check's commit). What it was judged at is what stood when the ledger began.
 */
function genesisOf(records) {
    for (const { record } of records) {
        const commit = judgedAt(record);
        if (commit !== undefined)
            return { sequence: record.sequence, commit };
    }
    return undefined;
}
function judgedAt(record) {
    switch (record.kind) {
        case "change":
            // The owner policy's base is the commit the gate judged at; else the push's previous head.
            return record.change.policy?.base_sha ?? record.change.base_sha ?? undefined;
        case "monitoring":
            return record.monitoring.commit;
        case "configuration-monitoring":
            return undefined;
    }
}
/** Why the records read do not hold the kept head; undefined when they do. */
function keptHeadMissing(records, kept) {
    const last = records.at(-1);
    if (last !== undefined && last.record.sequence < kept.sequence)
        return `ends at record #${last.record.sequence}, before record #${kept.sequence}`;
    const found = records.find(({ record }) => record.sequence === kept.sequence);
    if (found === undefined)
        return `does not show record #${kept.sequence}`;
    if (found.sha256 !== kept.sha256)
        return `holds another record #${kept.sequence} (sha256 ${found.sha256}) than the one (sha256 ${kept.sha256})`;
    return undefined;
}
function pointerText(pointer) {
    return pointer === null
        ? "no accepted merge"
        : `record #${pointer.sequence} (commit ${pointer.commit})`;
}


/***/ }),

/***/ 82837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IJ: () => (/* binding */ judgeWriterBinding),
/* harmony export */   QS: () => (/* binding */ LEDGER_DECLARATION_FILE),
/* harmony export */   vg: () => (/* binding */ parseLedgerDeclaration)
/* harmony export */ });
/* unused harmony exports WRITER_KEY_STEPS, BINDING_STEPS, judgeUnboundWriter */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(26921);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40249);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67154);
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42535);
// `cip-ledger.yaml`: the reviewed declaration of the evidence ledger's writer, at the repository's
// root on the default branch. It names the public keys whose private halves sign every record and
// kept head (writer-proof.ts), and, per workspace, the record the ledger is known to hold once it
// has begun, so that a missing branch or a missing kept head is "cannot tell", never "not started".
// It binds only as a fact in force: the Action reads it at the commit it judges from and refuses
// when that differs from the one at the commit in force (a change to it that the gate did not
// accept), as it reads the owner policy. Pure.






/** Where the declaration lives: the repository's root, as cip-policy.yaml. */
const LEDGER_DECLARATION_FILE = "cip-ledger.yaml";
const headSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    sequence: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1),
    sha256: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, "64 lowercase hex digits"),
});
const declarationSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1),
    writer_keys: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).min(1),
    starts: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1), headSchema).optional(),
});
const EXAMPLE = 'version: 1, then writer_keys: a list of PEM public keys ("openssl pkey -in ledger-key.pem -pubout"), docs/ledger-writer.md';
/** The declaration in `text` (read from `file`), or each problem at file:line:column. */
function parseLedgerDeclaration(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    const at = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return `${file}:${Math.max(line, 1)}:${col}`;
    };
    const docs = (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYamlDocuments */ .v)(text, lineCounter);
    const [doc, second] = docs;
    if (doc === undefined || second !== undefined)
        return {
            ok: false,
            problems: [`${at(0)}: must hold exactly one YAML document (${EXAMPLE})`],
        };
    const syntax = [...doc.errors, ...doc.warnings];
    if (syntax.length > 0)
        return {
            ok: false,
            problems: syntax.map((problem) => `${at(problem.pos[0])}: invalid YAML: ${problem.message}`),
        };
    const checked = declarationSchema.safeParse(doc.toJS({ maxAliasCount: 0 }), {
        reportInput: true,
    });
    if (!checked.success)
        return {
            ok: false,
            problems: checked.error.issues.map((issue) => `${at(offsetOf(doc, issue.path))}: ${issue.path.map(String).join(".") || "the file"}: ${"input" in issue && issue.input === undefined ? "missing" : issue.message} (${EXAMPLE})`),
        };
    const keys = [];
    const problems = [];
    checked.data.writer_keys.forEach((pem, index) => {
        const key = ed25519Key(pem);
        if (typeof key === "string")
            problems.push(`${at(offsetOf(doc, ["writer_keys", index]))}: writer_keys.${index}: ${key}`);
        else
            keys.push(key);
    });
    if (problems.length > 0)
        return { ok: false, problems };
    const starts = new Map(Object.entries(checked.data.starts ?? {}));
    const digest = (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .dj)({
        keys: keys.map(_writer_proof_js__WEBPACK_IMPORTED_MODULE_4__/* .keyFingerprint */ .yy).sort(),
        starts: Object.fromEntries([...starts].sort(([a], [b]) => (a < b ? -1 : 1))),
    }));
    return { ok: true, declaration: { keys, starts, digest } };
}
function ed25519Key(pem) {
    let key;
    try {
        key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(pem);
    }
    catch {
        return 'not a PEM public key: paste the whole output of "openssl pkey -in ledger-key.pem -pubout", from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----';
    }
    if (key.asymmetricKeyType !== "ed25519")
        return `a ${key.asymmetricKeyType ?? "unknown"} key: the ledger's writer signs with Ed25519 ("openssl genpkey -algorithm ed25519 -out ledger-key.pem")`;
    return key;
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
    const declared = `${where} declares ${keys.length} writer key(s) (${keys.map(_writer_proof_js__WEBPACK_IMPORTED_MODULE_4__/* .keyFingerprint */ .yy).join(", ")})`;
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


/***/ }),

/***/ 21233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ partTally)
/* harmony export */ });
/* harmony import */ var _obligation_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36964);
// The obligations of a family counted by part and status, as they are decided: the audit
// report's section of each family, and the counts a checkpoint keeps of what it does
// not carry (core/checkpoint/ledger-checkpoint.ts). Pure.

/**
 * A count of each of a family's parts' obligations by status, fed each obligation as decided; from
 * `from`'s counts of those parts (a checkpoint's, of what it does not carry), else from none.
 */
function partTally(kinds, from) {
    const counts = Object.fromEntries(kinds.map((kind) => [kind, { ...(0,_obligation_model_js__WEBPACK_IMPORTED_MODULE_0__/* .countStatuses */ .ip)([]), ...from?.[kind] }]));
    return {
        counts,
        add: (o) => {
            if (o.kind in counts)
                counts[o.kind][o.status] += 1;
        },
    };
}


/***/ })

};
