export const id = 5791;
export const ids = [5791,6582];
export const modules = {

/***/ 25065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XC: () => (/* binding */ LedgerChecker),
  wR: () => (/* binding */ checkLedgerFile),
  S8: () => (/* binding */ passOverUnauthenticated)
});

// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts
var evidence_chain = __webpack_require__(57630);
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
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
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
 * the record itself when `withRecord`.
 */
function checkLedgerFile(file, withRecord) {
    const { path } = file;
    const workspace = (0,record_files/* workspaceOfPath */.i0)(path);
    if (workspace !== undefined && path.endsWith(checkpoint_reference/* CHECKPOINT_SUFFIX */.nn))
        return { path, kind: "checkpoint", sha256: (0,sha256/* sha256Hex */.fg)(file.bytes) };
    if (workspace !== undefined && path.endsWith(inventory_listing/* LISTING_SUFFIX */.Ze))
        return { path, kind: "beside", bytes: file.bytes };
    if (workspace === undefined || !path.endsWith(".json"))
        return { path, kind: "other" };
    const parsed = (0,evidence_chain/* parseRecordFile */.TG)(file);
    if ("message" in parsed)
        return { path, kind: "invalid", invalid: parsed };
    const link = {
        ...factsOf(parsed),
        previous_sha256: parsed.previous_sha256,
        ...(parsed.in_force === undefined ? {} : { in_force: parsed.in_force }),
        puts_in_force: (0,facts_in_force/* inForceAfter */.LH)(parsed, parsed.sequence, null),
        commits_named: commitsNamed(parsed),
        ...((0,evidence_record/* listingOf */.K7)(parsed) === undefined ? {} : { listing: (0,evidence_record/* listingOf */.K7)(parsed) }),
        ...(parsed.kind === "monitoring" && parsed.monitoring.checkpoint
            ? { checkpoint: parsed.monitoring.checkpoint }
            : {}),
    };
    const checked = { path, kind: "record", sha256: (0,sha256/* sha256Hex */.fg)(file.bytes), link };
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
    /**
     * `visit` sees each valid record with its file's SHA-256 and path, in name order, as it is checked.
     * `readsListings: false`: the caller gives the records only, so no listing is looked for.
     */
    constructor(options) {
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
        return this.take(checkLedgerFile(file, true));
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
/** The facts a later check reads of a record, without the rest of it. */
function pointerText(pointer) {
    return pointer === null
        ? "no record (none accepted yet)"
        : `record #${pointer.sequence} (commit ${pointer.commit})`;
}
function factsOf(record) {
    const { workspace, sequence, recorded_at, untimestamped_predecessors } = record;
    return untimestamped_predecessors === undefined
        ? { workspace, sequence, recorded_at }
        : { workspace, sequence, recorded_at, untimestamped_predecessors };
}
/**
 * `breaks` without those of a file at a command-line record path that is no record (not JSON,
 * not of the schema, not filed where its content says) and that `unauthenticatedWhy` says no
 * operator key authenticates (why, worded to follow "its"): such a file is in no chain, so it
 * moves no chain on, and another workflow that commits one stops nothing; it is passed over as an
 * unauthenticated exception, each listed with why. One an operator key signed stays a break
 * (tampering); so does a record whose link breaks its chain, whoever added it.
 */
function passOverUnauthenticated(breaks, unauthenticatedWhy) {
    const kept = [];
    const passedOver = [];
    for (const found of breaks) {
        const why = (found.kind === "invalid" || found.kind === "misplaced") && (0,record_files/* isCliRecordPath */.xP)(found.file)
            ? unauthenticatedWhy(found.file)
            : undefined;
        if (why === undefined)
            kept.push(found);
        else
            passedOver.push({ file: found.file, notice: passedOverNotice(found, why) });
    }
    return { breaks: kept, passedOver };
}
function passedOverNotice(found, why) {
    const what = found.message.startsWith(`${found.file} `)
        ? `it${found.message.slice(found.file.length)}`
        : found.message;
    return `${found.file} is passed over as an unauthenticated exception: its ${why}, and ${what}`;
}


/***/ }),

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

/***/ 90833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ folderNames),
/* harmony export */   Q$: () => (/* binding */ walkLedgerDirectory),
/* harmony export */   QN: () => (/* binding */ ledgerPathsNewestFirst),
/* harmony export */   ok: () => (/* binding */ recordPathOf),
/* harmony export */   w1: () => (/* binding */ readFromLedger),
/* harmony export */   y0: () => (/* binding */ visitLedgerFiles),
/* harmony export */   yJ: () => (/* binding */ mapBounded)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80053);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91864);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65032);
// Reads a checkout of the evidence branch: the paths under records/, relative to the checkout with
// "/" as separator, listed in name order one folder at a time, and the files' exact bytes (the
// chain hashes exact bytes) read one after another or one by one, so that a ledger of any size is
// checked in bounded memory and within a small file-descriptor limit.








/** Reads a file of the checkout `dir` by its ledger path. */
function readFromLedger(dir) {
    return (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path));
}
/**
 * The paths of every file under records/ of `dir` (or under `under`, a folder of it), relative
 * to `dir` with "/", in name order (compareCodePoints, the order the chain check reads them in),
 * once `dir` is known to have a records/ folder. Listed one folder at a time as they are
 * iterated: a ledger of any size is walked without holding every name. With `from`, only the
 * paths at or after it, the folders wholly before it not listed (a reading from a checkpoint on
 * lists the months from its record's).
 */
async function walkLedgerDirectory(dir, source) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7)).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/ directory: pass a checkout of the evidence branch (git clone --branch ${_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_EVIDENCE_BRANCH */ .hN} --single-branch <repository> evidence)`);
    }
    return (under = _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7, from) => ({
        [Symbol.iterator]: () => walk(dir, under, from),
    });
}
/**
 * The paths of the files under `under` (a folder of the checkout `dir`, relative to it with "/"),
 * newest first: the reverse of walkLedgerDirectory's name order, listed one folder at a time, so
 * that a search for the last file of a kind lists the newest months only.
 */
function ledgerPathsNewestFirst(dir, under) {
    return { [Symbol.iterator]: () => walk(dir, under, undefined, true) };
}
/**
 * The files under `folder` (relative to `dir`) in name order (its reverse when `newestFirst`), at
 * or after `from` when given; none when it does not exist.
 */
function* walk(dir, folder, from, newestFirst = false) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, folder), { withFileTypes: true });
    }
    catch {
        return;
    }
    // A folder sorts as its name and "/", as the paths of the files in it do.
    const sorted = entries
        .map((entry) => ({ entry, key: entry.isDirectory() ? `${entry.name}/` : entry.name }))
        .sort((a, b) => (newestFirst ? -1 : 1) * (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodePoints */ .OP)(a.key, b.key));
    for (const { entry, key } of sorted) {
        const path = `${folder}/${entry.name}`;
        // A folder whose every path sorts before `from` (it is not `from`'s own) is not listed.
        const before = from !== undefined &&
            (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodePoints */ .OP)(`${folder}/${key}`, from) < 0 &&
            !(entry.isDirectory() && from.startsWith(`${path}/`));
        if (before)
            continue;
        if (entry.isDirectory())
            yield* walk(dir, path, from, newestFirst);
        else if (entry.isFile())
            yield path;
    }
}
/**
 * Reads the files at `paths` (relative to `dir`) one at a time and gives each to `visit` in the
 * order of `paths`: a ledger of any size is read holding one file's bytes and one descriptor.
 * Synchronously on purpose: for files of a few kilobytes, a promise read (open, stat, read and
 * close, each a trip through libuv's thread pool) costs more than reading, hashing and checking
 * the record together; at 100,000 records the synchronous reads took a third of the time.
 */
function visitLedgerFiles(dir, paths, visit) {
    for (const path of paths)
        visit({ path, bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path)) });
}
/** `work` over `items`, at most `limit` at a time; results in the order of `items`. */
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            // `index` was taken below the length, and each index is taken once.
            results[index] = await work((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__/* .itemOrThrow */ .Tp)(items, index, "the items"));
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
/**
 * Where a record the reading did not read is, found by its file's name (recordPath: its workspace,
 * month and timestamp name it): the one record file of its workspace named with its timestamp, or
 * of several so named, the one whose bytes have its SHA-256; null when none is. A reading from a
 * checkpoint cites the records before it that an obligation names by this, as the reading of every
 * record cites them by their own path. Each month's folder a record is asked of is listed once,
 * its record files kept by timestamp (the obligations cite records of any month, in their order).
 */
function recordPathOf(dir) {
    const folders = new Map();
    const byStamp = (folder, workspace) => {
        const stamped = new Map();
        for (const name of folderNames((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, folder))) {
            const path = `${folder}/${name}`;
            if (!(0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecordPathOf */ .sm)(path, workspace))
                continue;
            const stamp = name.slice(0, name.indexOf("-"));
            stamped.set(stamp, [...(stamped.get(stamp) ?? []), path]);
        }
        return stamped;
    };
    return ({ workspace, recorded_at, sha256 }) => {
        const [year, month] = recorded_at.split("-");
        const folder = [_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7, workspace, year, month].join("/");
        let stamped = folders.get(folder);
        if (stamped === undefined) {
            stamped = byStamp(folder, workspace);
            folders.set(folder, stamped);
        }
        const paths = stamped.get((0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .fileStamp */ .a9)(recorded_at)) ?? [];
        if (paths.length <= 1)
            return paths[0] ?? null;
        return paths.find((path) => (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path))) === sha256) ?? null;
    };
}
/** The names in a folder; none when it is not there. */
function folderNames(folder) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder);
    }
    catch {
        return [];
    }
}


/***/ }),

/***/ 36582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ readersFor),
/* harmony export */   serveLedgerReads: () => (/* binding */ serveLedgerReads),
/* harmony export */   zp: () => (/* binding */ checkLedgerFiles)
/* harmony export */ });
/* unused harmony export checkWithReaders */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25065);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(19130);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90833);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65032);
// `evidence verify` on every core: a pool of reader threads (one per core, four at most), each
// reading, hashing, parsing and schema-checking batches of the ledger's files on its own
// (checkLedgerFile) and handing back each file's link in its chain (a checkpoint's SHA-256, not
// its bytes), while the thread that verifies takes them in name order and checks the chains and
// listings as they come (LedgerChecker.take). Reading and checking the files is most of verify's
// time (at 100,000 records about 8 s on one core; the chains a few milliseconds): a thread's own
// work, so it divides between cores. For the workspaces that keep checkpoints, a reader also
// hands back each valid record's bytes, one buffer a batch moved rather than copied, and the
// verifying thread folds them as it takes them (ledger-checkpoints.ts): the records are read once.
//
// The judging commands (`obligations`, `evidence populations`) do not use it: their judging thread
// has as much to do as verifying, so they verify on one other thread (ledger-verifier.ts).
//
// Memory stays bounded: at most BATCHES_PER_READER batches a reader are out (sent and not yet
// taken), so a slow taker holds the readers back instead of their results piling up. The readers
// run the bin entry again (its URL is given), which sees their role in its workerData
// (ledger-thread-role.ts) and serves reads: the bundle needs no file of its own for them.
//
// Fail closed as in one thread: a file a reader could not read or check throws, when its turn in
// name order comes, the error reading it in this thread would have thrown; a reader that stops
// throws its error.








/**
 * Files per batch: enough that a message's cost is small beside checking them, few enough that a
 * batch's results (held until it is sent) mostly die in the reader's young generation.
 */
const BATCH_FILES = 16;
/** Batches sent and not yet taken, per reader: each has the next ones while its last is taken. */
const BATCHES_PER_READER = 8;
/** A reader's young generation, in MB: what it allocates dies with each file. */
const READER_YOUNG_GENERATION_MB = 4;
/**
 * Readers at most, whatever the cores: each is an isolate with the bundle loaded, about 25 MB (at
 * 100,000 records verify's peak was 154 MB in one thread, 200 MB with two readers), and a runner
 * of 64 cores must not pay 1.6 GB for it; past a few readers the verifying thread's own share,
 * taking each file's link in order, is what is left.
 */
const MAX_READERS = 4;
/** No record taken beside the chain check. */
const NO_RECORDS = { workspaces: new Set(), take: () => { } };
/**
 * Gives `checker` the files at `paths` (relative to `dir`, in name order) in that order, and
 * `records` the valid records it asks for as they are taken, checked by readers started from
 * `readerEntry`; in this thread without one (a command run in process), on a single core (where
 * readers would only add the copying of what they hand back), or when the checker takes records
 * (the readers hand back links only).
 */
async function checkLedgerFiles(dir, paths, checker, readerEntry, records = NO_RECORDS) {
    const readers = readersFor((0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)());
    if (readerEntry === undefined || readers === 0 || checker.takesRecords)
        (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_5__/* .visitLedgerFiles */ .y0)(dir, paths, (file) => {
            const checked = (0,_core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkLedgerFile */ .wR)(file, checker.takesRecords);
            checker.take(checked);
            if (checked.kind === "record" && records.workspaces.has(checked.link.workspace))
                records.take(checked.path, checked.sha256, file.bytes);
        });
    else
        await checkWithReaders(readerEntry, readers, dir, paths, checker, records);
}
/** How many readers `cores` cores get: none on one (read in this thread), at most MAX_READERS. */
function readersFor(cores) {
    return cores <= 1 ? 0 : Math.min(cores, MAX_READERS);
}
/** checkLedgerFiles with `count` readers started from `entry`, whatever the cores. */
async function checkWithReaders(entry, count, dir, paths, checker, records = NO_RECORDS) {
    const role = { role: "ledger-reader", dir, bytesOf: [...records.workspaces] };
    const readers = Array.from({ length: count }, () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.Worker(entry, {
        workerData: role,
        resourceLimits: { maxYoungGenerationSizeMb: READER_YOUNG_GENERATION_MB },
    }));
    const results = new Map();
    let stopped;
    const stop = (error) => {
        stopped ??= error;
        for (const result of results.values())
            result.reject(error);
    };
    for (const reader of readers) {
        reader.on("message", (result) => results.get(result.batch)?.resolve(result));
        reader.on("error", stop);
        reader.on("exit", (code) => stop(new Error(`a ledger reader stopped (exit code ${code})`)));
    }
    const files = paths[Symbol.iterator]();
    let sent = 0;
    /** Sends the next batch, if any files are left. */
    const send = () => {
        const batch = [];
        for (let next = files.next(); !next.done; next = files.next()) {
            batch.push(next.value);
            if (batch.length === BATCH_FILES)
                break;
        }
        if (batch.length === 0)
            return false;
        const result = Promise.withResolvers();
        // Taken in order; a batch's rejection before its turn is seen at its turn.
        result.promise.catch(() => { });
        if (stopped !== undefined)
            result.reject(stopped);
        results.set(sent, result);
        (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__/* .itemOrThrow */ .Tp)(readers, sent % readers.length, "the readers").postMessage({
            batch: sent,
            paths: batch,
        });
        sent++;
        return true;
    };
    try {
        while (sent < readers.length * BATCHES_PER_READER && send())
            ;
        for (let batch = 0; batch < sent; batch++) {
            const result = await (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__/* .getOrThrow */ .Gp)(results, batch, "the batches sent").promise;
            results.delete(batch);
            send();
            for (const checked of result.checked)
                checker.take(checked);
            takeRecords(result, records);
            if (result.failed !== undefined)
                throw Object.assign(new Error(result.failed.message), { code: result.failed.code });
        }
    }
    finally {
        for (const reader of readers)
            reader.removeAllListeners("exit");
        await Promise.all(readers.map((reader) => reader.terminate()));
    }
}
/** Each record a batch handed back the bytes of, to `records`, in order. */
function takeRecords({ bytes, records: taken }, records) {
    let start = 0;
    for (const { path, sha256, end } of taken) {
        records.take(path, sha256, new Uint8Array(bytes, start, end - start));
        start = end;
    }
}
/**
 * A reader: checks each batch it is sent, stopping at the first file it cannot read or check, and
 * hands back the bytes of the valid records of the workspaces `bytesOf` names.
 */
function serveLedgerReads({ dir, bytesOf }) {
    // A worker always has its parent's port.
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.parentPort;
    if (port === null)
        throw new Error("serveLedgerReads runs in a reader thread only");
    const workspaces = new Set(bytesOf);
    port.on("message", ({ batch, paths }) => {
        const result = { batch, checked: [], bytes: new ArrayBuffer(0), records: [] };
        const kept = [];
        let end = 0;
        for (const path of paths) {
            try {
                const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path));
                const checked = (0,_core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkLedgerFile */ .wR)({ path, bytes }, false);
                result.checked.push(checked);
                if (checked.kind !== "record" || !workspaces.has(checked.link.workspace))
                    continue;
                kept.push(bytes);
                end += bytes.length;
                result.records.push({ path, sha256: checked.sha256, end });
            }
            catch (error) {
                result.failed = { message: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .g)(error), code: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorCode */ .C)(error) };
                break;
            }
        }
        const bytes = new Uint8Array(end);
        let at = 0;
        for (const record of kept) {
            bytes.set(record, at);
            at += record.length;
        }
        result.bytes = bytes.buffer;
        port.postMessage(result, [result.bytes]);
    });
}


/***/ }),

/***/ 15791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ SignatureCheckers),
/* harmony export */   serveSignatureChecks: () => (/* binding */ serveSignatureChecks)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42535);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65032);
/* harmony import */ var _ledger_readers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36582);
// The writer's signatures checked on every core (`evidence verify --ledger-declaration`): Ed25519
// verification is most of the signature check's time (about 4,400 a second on one core), each
// signature checked on its own, so a pool of checker threads (one per core, four at most) verifies
// batches of them ahead and hands back each one's verdict (signatureVerdict: which key signed it),
// and the judge (writer-proof.ts, keys-in-force.ts) reads the verdicts in chain order, as it would
// have verified them: the same problem for the same first record. The checkers run the bin entry
// again (its URL is given), which sees their role in its workerData (ledger-thread-role.ts).
//
// Memory stays bounded: a batch carries each signature's record hash and signature file's text
// only, and at most BATCHES_PER_CHECKER batches a checker are out at once.





/** Signatures per batch: enough that a message's cost is small beside verifying them. */
const BATCH_SIGNATURES = 256;
/** Batches sent and not yet answered, per checker: each has the next one while its last is read. */
const BATCHES_PER_CHECKER = 4;
/** The checker threads of one reading; close them when it is done. */
class SignatureCheckers {
    #checkers;
    #answers = new Map();
    #sent = 0;
    #stopped;
    /**
     * Checkers started from `entry` (the bin entry's URL), one per core, four at most; undefined
     * without an entry (a command run in process) or on one core: the judge then verifies in its
     * own thread.
     */
    static start(entry, cores) {
        const count = (0,_ledger_readers_js__WEBPACK_IMPORTED_MODULE_3__/* .readersFor */ .OP)(cores);
        return entry === undefined || count === 0 ? undefined : new SignatureCheckers(entry, count);
    }
    constructor(entry, count) {
        const role = { role: "signature-checker" };
        this.#checkers = Array.from({ length: count }, () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(entry, { workerData: role }));
        const stop = (error) => {
            this.#stopped ??= error;
            for (const answer of this.#answers.values())
                answer.reject(error);
        };
        for (const checker of this.#checkers) {
            checker.on("message", (result) => this.#answers.get(result.batch)?.resolve(result));
            checker.on("error", stop);
            checker.on("exit", (code) => stop(new Error(`a signature checker stopped (exit code ${code})`)));
        }
    }
    /**
     * `entries` with the verdict of each signature file (SignedEntry.verifiedBy) over `keys`, every
     * key the judge may ask of them; an entry without one is as it was.
     */
    async verifyAhead(entries, keys) {
        const spkis = [...new Set(keys.map(_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_2__/* .keySpki */ .bg))];
        const signed = entries.flatMap((entry, index) => entry.signature === undefined ? [] : [{ index, sha256: entry.sha256, text: entry.signature }]);
        const verified = [...entries];
        const answers = [];
        let next = 0;
        const send = () => {
            if (next >= signed.length)
                return false;
            const part = signed.slice(next, next + BATCH_SIGNATURES);
            answers.push({ batch: this.#post(spkis, part), from: next });
            next += part.length;
            return true;
        };
        while (answers.length < this.#checkers.length * BATCHES_PER_CHECKER && send())
            ;
        for (let taken = 0; taken < answers.length; taken++) {
            const { batch, from } = (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .itemOrThrow */ .Tp)(answers, taken, "the batches sent");
            const { verdicts } = await (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .getOrThrow */ .Gp)(this.#answers, batch, "the batches sent").promise;
            this.#answers.delete(batch);
            send();
            verdicts.forEach((verdict, offset) => {
                const { index } = (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .itemOrThrow */ .Tp)(signed, from + offset, "the signatures sent");
                verified[index] = { ...(0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .itemOrThrow */ .Tp)(entries, index, "the entries"), verifiedBy: verdict };
            });
        }
        return verified;
    }
    /** Sends one batch to the next checker in turn; its number. */
    #post(keys, part) {
        const batch = this.#sent++;
        const answer = Promise.withResolvers();
        // Awaited in order; a rejection before its turn is seen at its turn.
        answer.promise.catch(() => { });
        if (this.#stopped !== undefined)
            answer.reject(this.#stopped);
        this.#answers.set(batch, answer);
        const signatures = part.map(({ sha256, text }) => ({ sha256, text }));
        (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .itemOrThrow */ .Tp)(this.#checkers, batch % this.#checkers.length, "the checkers").postMessage({
            batch,
            keys,
            signatures,
        });
        return batch;
    }
    async close() {
        for (const checker of this.#checkers)
            checker.removeAllListeners("exit");
        await Promise.all(this.#checkers.map((checker) => checker.terminate()));
    }
}
/** A checker: answers each batch it is sent with each signature's verdict. */
function serveSignatureChecks() {
    // A worker always has its parent's port.
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.parentPort;
    if (port === null)
        throw new Error("serveSignatureChecks runs in a checker thread only");
    const keys = new Map();
    const keyOf = (spki) => {
        let key = keys.get(spki);
        if (key === undefined) {
            key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" });
            keys.set(spki, key);
        }
        return key;
    };
    port.on("message", ({ batch, keys: spkis, signatures }) => {
        const tried = spkis.map(keyOf);
        const verdicts = signatures.map(({ sha256, text }) => (0,_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_2__/* .signatureVerdict */ .Cf)(tried, sha256, text));
        port.postMessage({ batch, verdicts });
    });
}


/***/ })

};
