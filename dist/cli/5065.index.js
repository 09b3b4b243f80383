export const id = 5065;
export const ids = [5065];
export const modules = {

/***/ 25065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ LedgerChecker),
  w: () => (/* binding */ checkLedgerFile)
});

// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts + 1 modules
var evidence_chain = __webpack_require__(36968);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(46681);
;// CONCATENATED MODULE: ./src/core/evidence/records/in-force/pointer-line.ts
/** The commits a record names as merged or judged from: all older than what its merge puts in force. */
function commitsNamed(record) {
    if (record.kind !== "change")
        return [];
    const { merge_sha, base_sha, policy } = record.change;
    return [merge_sha, base_sha ?? undefined, policy?.base_sha ?? undefined].filter((commit) => commit !== undefined && commit !== "");
}
/**
 * One workspace's records, in chain order, as the pointer moves along them: which commits are
 * older than the one in force. Read from a checkpoint on, it knows the commits named since, and the
 * one in force at the checkpoint.
 */
class PointerLine {
    #older = new Set();
    /** The commits named by the records since the pointer last moved. */
    #since = [];
    #inForce;
    constructor(start) {
        this.#inForce = start?.commit;
    }
    /**
     * The record that names `named` and after which `after` is in force: why it moves the pointer
     * backwards, naming the record that showed the commit older, or undefined.
     */
    step(named, after) {
        if (after === null || after.commit === this.#inForce) {
            this.#since.push(...named);
            return undefined;
        }
        const problem = this.#older.has(after.commit)
            ? `it puts commit ${after.commit} in force, which an earlier record of the ledger merged or was judged from before the commit in force${this.#inForce === undefined ? "" : ` (${this.#inForce})`}: a record may only move what is in force forward, and this is the record of an old merge applied again (a re-run of its apply job)`
            : undefined;
        if (this.#inForce !== undefined)
            this.#older.add(this.#inForce);
        for (const commit of [...this.#since, ...named])
            if (commit !== after.commit)
                this.#older.add(commit);
        this.#since = [];
        this.#inForce = after.commit;
        return problem;
    }
}

// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/inventory-listing.ts
var inventory_listing = __webpack_require__(66782);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/chain/keys-in-force.ts
var keys_in_force = __webpack_require__(69013);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(11645);
;// CONCATENATED MODULE: ./src/core/evidence/chain/chain-check.ts
// The whole ledger's check, file by file: a ledger read in name order (`evidence verify` and the
// report, of a ledger of any size) fed to evidence-chain.ts's rule for one chain (advanceChain),
// holding per workspace only its chain's head, and per record only what a later check needs. An
// inventory listing beside a record (`<record>.listing`, right after it in name order) is checked
// against the SHA-256 its record holds: edited, missing or without its record, it is a break.
// What a file is on its own (checkLedgerFile: hashed, parsed, schema-checked, filed where its
// content says) does not depend on the files before it, so it may be found in any thread and in
// any order; the chains and the listings are then checked in name order (LedgerChecker.take).










/**
 * What `file` is on its own: a listing (checked against its record in name order), a file outside
 * the chains, a file that is not a valid record, or a valid record with its file's SHA-256, and
 * the record itself when `withRecord`; not held to the schema again where `known` says this build
 * found its bytes valid before (a verified head's record, parseKnownRecordFile).
 */
function checkLedgerFile(file, withRecord, known) {
    const { path } = file;
    const workspace = (0,record_files/* workspaceOfPath */.i0)(path);
    if (workspace !== undefined && path.endsWith(checkpoint_reference/* CHECKPOINT_SUFFIX */.nn))
        return { path, kind: "checkpoint", sha256: (0,shared_sha256/* sha256Hex */.fg)(file.bytes) };
    if (workspace !== undefined && path.endsWith(inventory_listing/* LISTING_SUFFIX */.Ze))
        return { path, kind: "beside", bytes: file.bytes };
    if (workspace === undefined || !path.endsWith(".json"))
        return { path, kind: "other" };
    const sha256 = (0,shared_sha256/* sha256Hex */.fg)(file.bytes);
    const parsed = known?.(sha256) === true ? (0,evidence_chain/* parseKnownRecordFile */.a2)(file) : (0,evidence_chain/* parseRecordFile */.TG)(file);
    if ("message" in parsed)
        return { path, kind: "invalid", invalid: parsed };
    const link = {
        ...factsOf(parsed),
        previous_sha256: parsed.previous_sha256,
        ...(parsed.in_force === undefined ? {} : { in_force: parsed.in_force }),
        puts_in_force: (0,facts_in_force/* inForceAfter */.LH)(parsed, parsed.sequence, null),
        commits_named: commitsNamed(parsed),
        keys: (0,keys_in_force/* keysFactsOf */.B6)(parsed),
        ...((0,evidence_record/* listingOf */.K7)(parsed) === undefined ? {} : { listing: (0,evidence_record/* listingOf */.K7)(parsed) }),
        ...(parsed.kind === "monitoring" && parsed.monitoring.checkpoint
            ? { checkpoint: parsed.monitoring.checkpoint }
            : {}),
    };
    const checked = { path, kind: "record", sha256, link };
    return withRecord ? { ...checked, record: parsed } : checked;
}
/**
 * The ledger's files, given one at a time in name order (compareCodePoints of their paths); a
 * file's bytes are not kept.
 */
class LedgerChecker {
    #chains = new Map();
    #invalid = [];
    #records = [];
    #keepRecords;
    #visit;
    #count = 0;
    #last;
    /** Each workspace's facts in force after its last record: the fold evidence verify recomputes. */
    #inForce = new Map();
    #forged = new Set();
    /** Per workspace, which commits are older than the one in force: a move back to one is a break. */
    #lines = new Map();
    /** Per workspace, the last record that carried in_force. */
    #carrying = new Map();
    /** The checkpoints records vouch for and that have not come yet, by path. */
    #checkpoints = new Map();
    /** The listings records vouch for and that have not come yet, by path. */
    #listings = new Map();
    #readsListings;
    #known;
    /**
     * `visit` sees each valid record with its file's SHA-256 and path, in name order, as it is checked.
     * `readsListings: false`: the caller gives the records only, so no listing is looked for.
     */
    constructor(options) {
        this.#known = options.known;
        this.#keepRecords = options.keepRecords;
        this.#visit = options.visit;
        this.#readsListings = options.readsListings ?? true;
        const { from } = options;
        if (from !== undefined) {
            const { workspace, through } = from;
            this.#chains.set(workspace, {
                ...evidence_chain/* CHAIN_START */.Bq,
                next: through.sequence + 1,
                head: { path: `the checkpoint's record #${through.sequence}`, sha256: through.sha256 },
            });
            this.#inForce.set(workspace, from.inForce);
            this.#lines.set(workspace, new PointerLine(from.inForce));
        }
    }
    /**
     * Checks the next file, and gives its record when it is a valid one; throws when files come out
     * of name order (a caller's mistake).
     */
    add(file) {
        return this.take(checkLedgerFile(file, true, this.#known));
    }
    /** Whether take needs each record itself (for `visit`), not its link alone. */
    get takesRecords() {
        return this.#visit !== undefined;
    }
    /**
     * add for a file checkLedgerFile already checked, perhaps in another thread (with its record
     * when takesRecords): the chains and the listings checked in name order.
     */
    take(checked) {
        if (this.#last !== undefined && (0,names/* compareCodePoints */.OP)(this.#last, checked.path) >= 0)
            throw new Error(`ledger files out of name order: ${checked.path} after ${this.#last}`);
        this.#last = checked.path;
        if (checked.kind === "beside") {
            this.#checkBeside(checked);
            return undefined;
        }
        if (checked.kind === "checkpoint") {
            this.#checkCheckpoint(checked);
            return undefined;
        }
        if (checked.kind === "other")
            return undefined;
        if (checked.kind === "invalid") {
            this.#invalid.push(checked.invalid);
            return undefined;
        }
        const { path, sha256, link, record } = checked;
        // A caller's mistake, never the ledger's: fail rather than judge without the record.
        if (this.#visit !== undefined && record === undefined)
            throw new Error(`${path} was checked without its record`);
        const state = (0,evidence_chain/* advanceChain */.k4)(this.#chains.get(link.workspace) ?? evidence_chain/* CHAIN_START */.Bq, {
            path,
            sequence: link.sequence,
            previous_sha256: link.previous_sha256,
            sha256,
        });
        this.#chains.set(link.workspace, state);
        this.#count++;
        // A chain already broken reports its first break; the fold is checked along an intact one.
        if (state.broken === undefined && state.outOfSequence === undefined)
            this.#checkInForce(path, link);
        if (this.#readsListings && link.listing)
            this.#listings.set((0,inventory_listing/* listingPath */.qS)(path), link.listing);
        if (this.#readsListings && link.checkpoint)
            this.#checkpoints.set((0,checkpoint_reference/* checkpointPath */.AD)(path), link.checkpoint);
        if (this.#keepRecords)
            this.#records.push({ path, record: factsOf(link), sha256 });
        if (record !== undefined)
            this.#visit?.({ record, sha256 }, path);
        return record;
    }
    /**
     * The facts in force `link` carries against the fold of the records before it: its own pointer
     * when it is an accepted merge, else its predecessor's. A record sealed before records carried
     * one starts the fold afresh (inForceFollowing, the one fold), as the writer that sealed the next
     * record did.
     */
    #checkInForce(path, link) {
        const before = this.#inForce.get(link.workspace) ?? null;
        const carried = link.in_force;
        const operator = (0,record_files/* isCliRecordPath */.xP)(path);
        const expected = (0,facts_in_force/* inForceFollowing */.AT)(before, {
            puts: link.puts_in_force,
            carries: carried !== undefined,
            operator,
        });
        if (carried !== undefined)
            this.#carrying.set(link.workspace, link.sequence);
        const carrier = this.#carrying.get(link.workspace);
        // The 0.2.0 rule (a record without in_force starts the fold afresh) holds only before the first
        // record that carries one; after it, the writer's record without one is a break, not a restart.
        if (carried === undefined && carrier !== undefined && !operator)
            this.#invalid.push({
                kind: "in-force",
                file: path,
                message: `${path} carries no in_force, but record #${carrier} before it does: only a ledger begun with 0.2.0 has records without it, all before the first that carries one, so it is not the writer's`,
            });
        // Its first wrong record only: the records after a forged one carry the forgery forward.
        if (carried !== undefined &&
            !(0,facts_in_force/* sameInForce */.xx)(carried, expected) &&
            !this.#forged.has(link.workspace)) {
            this.#forged.add(link.workspace);
            this.#invalid.push({
                kind: "in-force",
                file: path,
                message: `${path} says the facts in force after it were put there by ${pointerText(carried)}, but the records before it give ${pointerText(expected)}: a record's in_force is the last merge the gate accepted, never another`,
            });
        }
        this.#inForce.set(link.workspace, expected);
        const line = this.#lines.get(link.workspace) ?? new PointerLine(before);
        this.#lines.set(link.workspace, line);
        const backwards = line.step(link.commits_named, expected);
        if (backwards !== undefined)
            this.#invalid.push({ kind: "in-force", file: path, message: `${path}: ${backwards}` });
    }
    #checkBeside(file) {
        const reference = this.#listings.get(file.path);
        this.#listings.delete(file.path);
        if (reference === undefined) {
            this.#invalid.push({
                kind: "misplaced",
                file: file.path,
                message: `${file.path} is an inventory listing that no valid record vouches for: a listing is written with its record, in the same commit`,
            });
            return;
        }
        const read = (0,inventory_listing/* readListing */.vS)(file.bytes, reference, file.path);
        if ("problem" in read)
            this.#invalid.push({ kind: "edited", file: file.path, message: read.problem });
    }
    /** A checkpoint's bytes against its record's digest; what it says, verify recomputes. */
    #checkCheckpoint(file) {
        const reference = this.#checkpoints.get(file.path);
        this.#checkpoints.delete(file.path);
        const problem = reference === undefined
            ? `${file.path} is a checkpoint that no valid record vouches for: a checkpoint is written with its record, in the same commit`
            : (0,checkpoint_reference/* checkpointDigestProblem */.gk)(file.sha256, reference, file.path);
        if (problem !== undefined)
            this.#invalid.push({
                kind: reference === undefined ? "misplaced" : "edited",
                file: file.path,
                message: problem,
            });
    }
    result() {
        const missing = [
            ...[...this.#listings.keys()].map((path) => ({
                kind: "deleted",
                file: path,
                message: `${path} is missing: its record vouches for an inventory listing there`,
            })),
            ...[...this.#checkpoints.keys()].map((path) => ({
                kind: "deleted",
                file: path,
                message: `${path} is missing: its record vouches for a checkpoint there`,
            })),
        ];
        const chainBreaks = [...this.#chains.values()].flatMap((state) => (0,evidence_chain/* chainBreak */.n3)(state) ?? []);
        return {
            recordCount: this.#count,
            workspaces: [...this.#chains.keys()],
            breaks: [...this.#invalid, ...missing, ...chainBreaks],
            // Name order already lists them workspace by workspace (a workspace is a folder of its
            // records' paths, so two workspaces' paths never interleave), each in chain order.
            records: [...this.#records],
        };
    }
}
function pointerText(pointer) {
    return pointer === null
        ? "no record (none accepted yet)"
        : `record #${pointer.sequence} (commit ${pointer.commit})`;
}
/** The facts a later check reads of a record, without the rest of it. */
function factsOf(record) {
    const { workspace, sequence, recorded_at, untimestamped_predecessors } = record;
    return untimestamped_predecessors === undefined
        ? { workspace, sequence, recorded_at }
        : { workspace, sequence, recorded_at, untimestamped_predecessors };
}


/***/ }),

/***/ 69013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B6: () => (/* binding */ keysFactsOf),
/* harmony export */   Br: () => (/* binding */ declarationCommits),
/* harmony export */   D7: () => (/* binding */ judgedAt),
/* harmony export */   KC: () => (/* binding */ firstSignedOf),
/* harmony export */   Pe: () => (/* binding */ genesisOfFacts),
/* harmony export */   Y$: () => (/* binding */ keysInForceProblem),
/* harmony export */   Zw: () => (/* binding */ foldKeysFacts)
/* harmony export */ });
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46681);
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42535);


/**
 * The commit a record names as the one it was judged or read at (a merge's base, a drift check's
 * commit): the first such is the ledger's genesis (ledger-authority.ts, genesisOf).
 */
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
/** The walk's facts of `record`. */
function keysFactsOf(record) {
    return {
        puts: (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .inForceAfter */ .LH)(record, record.sequence, null),
        carries: record.in_force !== undefined,
        cli: record.origin === "cli",
        judgedAt: judgedAt(record),
    };
}
/** What is in force after a record with `facts`, `before` in force before it (foldInForce). */
function foldKeysFacts(before, facts) {
    return (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .inForceFollowing */ .AT)(before, {
        puts: facts.puts,
        carries: facts.carries,
        operator: facts.cli,
    });
}
/** The commit the first of `entries` judged at one names (genesisOf of their records). */
function genesisOfFacts(entries) {
    for (const { facts } of entries)
        if (facts.judgedAt !== undefined)
            return facts.judgedAt;
    return undefined;
}
/** The sequence of the first of `entries` with a signature file; undefined: none has one. */
function firstSignedOf(entries) {
    for (const entry of entries)
        if (entry.signature !== undefined)
            return entry.sequence;
    return undefined;
}
/**
 * The commits whose declaration decides which keys sign the records: the one in force before the
 * first record (or the genesis), and each accepted merge's (the commit it puts in force, whose
 * declaration also verifies it when it is the binding record). Computed from the records'
 * contents, before any signature is checked: a forged record only makes its commit read.
 */
function declarationCommits(records, start) {
    const commits = new Set();
    const first = start.before?.commit ?? start.genesis;
    if (first !== undefined)
        commits.add(first);
    for (const { puts } of records)
        if (puts !== null)
            commits.add(puts.commit);
    return [...commits];
}
/**
 * Why the records read (chain order) are not each signed by a key in force before it; undefined
 * when they are. Records before the first signed one were written before the binding and count by
 * the login's rules; from it on, every record is signed, except those sealed from the command
 * line without a signature file (an operator's, judged by their commit's signature).
 */
function keysInForceProblem(entries, start, declarations, workspace) {
    let inForce = start.before;
    let firstSigned = start.firstSigned;
    for (const entry of entries) {
        const at = { inForce, genesis: start.genesis, firstSigned };
        const problem = entryProblem(entry, at, declarations);
        if (problem !== undefined)
            return (0,_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .notTheWritersRecord */ .IW)(entry.sequence, workspace, problem);
        if (entry.signature !== undefined)
            firstSigned ??= entry.sequence;
        inForce = foldKeysFacts(inForce, entry.facts);
    }
    return undefined;
}
function entryProblem(entry, at, declarations) {
    if (entry.signature === undefined) {
        if (at.firstSigned === undefined || entry.operator === true)
            return undefined;
        return `it has no signature file beside it, but its records from #${at.firstSigned} on are the bound writer's`;
    }
    const commit = at.inForce?.commit ?? at.genesis;
    const keys = commit === undefined ? undefined : declarations.get(commit);
    if (keys !== undefined) {
        const before = "the cip-ledger.yaml in force before it";
        const problem = (0,_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .recordSignatureProblem */ .X5)(keys, entry.sha256, entry.signature, before, entry.verifiedBy);
        if (problem === undefined)
            return undefined;
        return `${problem} (at commit ${commit}, ${at.inForce === null ? "the ledger's genesis" : `put in force by record #${at.inForce.sequence}`}): a key takes force only from the accepted merge that adds it`;
    }
    return bindingProblem(entry, commit, declarations);
}
/**
 * Why a signed record with no declaration in force before it is not the binding record: an
 * accepted merge signed by a key its own merged commit declares.
 */
function bindingProblem(entry, inForce, declarations) {
    const { puts } = entry.facts;
    const none = inForce === undefined
        ? "no commit was in force before it"
        : `no cip-ledger.yaml was in force before it (commit ${inForce})`;
    if (puts === null)
        return `it is signed, but ${none}, and it is not a merge the gate accepted that binds the writer`;
    const own = declarations.get(puts.commit);
    if (own === undefined)
        return `it is signed, but ${none}, and the commit it merged (${puts.commit}) declares no writer either`;
    const merged = "the cip-ledger.yaml it merged";
    const problem = (0,_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .recordSignatureProblem */ .X5)(own, entry.sha256, entry.signature, merged, entry.verifiedBy);
    return problem === undefined ? undefined : `${problem}, and ${none}`;
}


/***/ })

};
