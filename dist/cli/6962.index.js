export const id = 6962;
export const ids = [6962];
export const modules = {

/***/ 16962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyCheckout: () => (/* binding */ verifyCheckout),
  verifyEvidence: () => (/* binding */ verifyEvidence)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts + 1 modules
var evidence_chain = __webpack_require__(36968);
// EXTERNAL MODULE: ./src/core/evidence/chain/chain-check.ts + 1 modules
var chain_check = __webpack_require__(25065);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-history.ts
var evidence_history = __webpack_require__(75411);
// EXTERNAL MODULE: ./src/io/ledger/ledger-files.ts
var ledger_files = __webpack_require__(90833);
// EXTERNAL MODULE: ./src/io/ledger/ledger-readers.ts
var ledger_readers = __webpack_require__(36582);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(11645);
// EXTERNAL MODULE: ./src/core/checkpoint/checkpoint-recompute.ts + 1 modules
var checkpoint_recompute = __webpack_require__(54011);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
;// CONCATENATED MODULE: ./src/io/ledger/ledger-checkpoints.ts
// `evidence verify`'s proof of the checkpoints a checkout of the ledger keeps: each checkpoint
// recomputed from its workspace's records (core/checkpoint/checkpoint-recompute.ts)
// inside the chain check's own walk, not in a second reading of the records. The readers
// (ledger-readers.ts) hand back, beside each record's link, the bytes of the records of the
// workspaces that have checkpoints; this thread parses them without the schema (the readers
// checked it) and folds them in name order, which along an intact chain is chain order. The fold
// runs before the chain check has found whether the chain is intact: its findings count only
// when the ledger verified (finish), and a fold over a broken chain is dropped. A checkpoint is
// read only before the walk (the first of each workspace, for the calendar to fold with) and
// where its SHA-256, which its record vouches for, is not the fold's. A ledger without
// checkpoints costs one walk of the names, which the chain check made anyway.







/**
 * The checkpoints of the checkout `dir`, whose files `paths` walks (walkLedgerDirectory, all of
 * them or those under a folder), recomputed from the records the chain check takes: give it to
 * checkLedgerFiles, then, only if the ledger verified, finish.
 */
class LedgerCheckpoints {
    #dir;
    #paths;
    #recomputes = new Map();
    /** The workspaces whose records are folded: those that have checkpoints. */
    workspaces;
    /** Verify's readers are what it waits on: the files a record carries are parsed here. */
    readersWait = false;
    /** Why a fold stopped: thrown by finish, which a ledger that verified reaches. */
    #failed;
    constructor(dir, paths) {
        this.#dir = dir;
        this.#paths = paths;
        const checkpoints = new Map();
        for (const path of paths()) {
            const workspace = (0,record_files/* workspaceOfPath */.i0)(path);
            if (workspace === undefined || !path.endsWith(checkpoint_reference/* CHECKPOINT_SUFFIX */.nn))
                continue;
            const workspacePaths = checkpoints.get(workspace) ?? [];
            workspacePaths.push(path);
            checkpoints.set(workspace, workspacePaths);
        }
        // finish is reached only when the chain check found each file's bytes as its record says.
        const files = {
            bytesOf: (path) => (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path)),
            vouchedByRecords: true,
        };
        for (const [workspace, paths] of checkpoints)
            this.#recomputes.set(workspace, new checkpoint_recompute/* WorkspaceCheckpoints */.Zy(workspace, paths, files));
        this.workspaces = new Set(checkpoints.keys());
    }
    /** A record the chain check took as valid, with its file's SHA-256, in name order. */
    take(path, sha256, bytes) {
        if (this.#failed !== undefined)
            return;
        let record;
        try {
            record = (0,evidence_chain/* parseVerifiedRecord */.bX)(bytes);
        }
        catch (error) {
            this.#failed = error;
            return;
        }
        this.takeParsed(path, { record, sha256 });
    }
    /** take, of a record already parsed (by whoever else takes the records of the same walk). */
    takeParsed(path, entry) {
        if (this.#failed !== undefined)
            return;
        try {
            this.#recomputes.get(entry.record.workspace)?.add(entry, path);
        }
        catch (error) {
            // A chain out of order may stop a fold; one the chain check passed is reported by finish.
            this.#failed = error;
        }
    }
    /** What was found, once the chain check found the ledger intact: never for a broken one. */
    finish() {
        if (this.#failed !== undefined)
            throw this.#failed;
        const found = { recomputed: 0, problems: [], older: [] };
        for (const [workspace, recompute] of this.#recomputes) {
            const again = () => recordsOf(this.#dir, this.#paths(`${record_files/* RECORDS_DIR */.v7}/${workspace}`), workspace);
            const { recomputed, problems, older } = recompute.finish(again);
            found.recomputed += recomputed;
            found.problems.push(...problems);
            found.older.push(...older);
        }
        return found;
    }
}
/** The workspace's records under `paths`, read again one at a time, for a second calendar. */
function* recordsOf(dir, paths, workspace) {
    for (const path of paths) {
        if ((0,record_files/* workspaceOfPath */.i0)(path) !== workspace || !path.endsWith(".json"))
            continue;
        const bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path));
        yield { path, entry: { record: (0,evidence_chain/* parseVerifiedRecord */.bX)(bytes), sha256: (0,sha256/* sha256Hex */.fg)(bytes) } };
    }
}

// EXTERNAL MODULE: ./src/core/obligations/carried-reads.ts
var carried_reads = __webpack_require__(38811);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(5514);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/io/ledger/timestamps/ledger-timestamps.ts
var ledger_timestamps = __webpack_require__(96009);
// EXTERNAL MODULE: ./src/io/ledger/timestamps/timestamp-token.ts
var timestamp_token = __webpack_require__(75448);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/ledger/verified-records.ts + 1 modules
var verified_records = __webpack_require__(27856);
// EXTERNAL MODULE: ./src/cli/shared/usage-error.ts
var usage_error = __webpack_require__(32246);
;// CONCATENATED MODULE: ./src/cli/evidence/evidence-anchors.ts
// What `cip-sync evidence verify` checks beyond the hash chain: each record's RFC 3161 timestamp
// token (with --tsa-ca), the published chain head (--expect-head) and, when --dir is a git clone,
// its history (append-only, by the ledger's writer; without one, verify says it was not checked).
// All offline, from the checkout and the TSA authority's certificate alone.









/**
 * The problems found, one line each (file: why); printed per record on standard output. And the
 * history as judged: the records it flags, or that there was none to check (--dir is no git clone);
 * `judged` when the caller judged it before the records were read (the handover, whose judging
 * passes must know, as each record is read, whether verify flags it).
 */
async function verifyAnchors(settings, paths, verified, io, judged) {
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    const history = judged ?? (await (0,verified_records/* judgeHistory */.Cq)(io, settings));
    const problems = [...history.refusals];
    if (settings.expectHead !== undefined) {
        const missing = (0,evidence_timestamps/* missingExpectedHead */.Dp)(verified.records, settings.expectHead);
        if (missing !== undefined)
            problems.push(`--expect-head: ${missing}`);
    }
    if (settings.tsaCa === undefined)
        return { problems, history };
    const assessed = (0,evidence_timestamps/* assessTimestamps */._5)(verified.records, await (0,ledger_timestamps/* readLedgerTokens */.A)(paths, (0,ledger_files/* readFromLedger */.w1)(dir), await readTrusted(settings.tsaCa, io)), settings.maxSkewMinutes);
    io.stdout(assessed.map((entry) => `${entry.path}: ${describeTimestamp(entry)}\n`).join(""));
    const late = assessed.filter((entry) => entry.timestamp.status === "late-after-outage").length;
    if (late > 0) {
        io.stdout(`${late} record(s) were timestamped late, after a recorded TSA outage: exceptions for the audit.\n`);
    }
    for (const problem of (0,evidence_timestamps/* timestampProblems */.ZH)(assessed, settings.requireTimestamps)) {
        problems.push(`${problem.path}: ${problem.message}`);
    }
    return { problems, history };
}
async function readTrusted(file, io) {
    const fix = "give the PEM file of the certificate authority that issued the TSA's certificate";
    const pem = await (0,flag_files/* readFlagFile */.X$)((0,flag_files/* flagPath */.aO)("--tsa-ca", file, fix, io));
    try {
        return (0,timestamp_token/* readPemCertificates */.$p)(pem, `--tsa-ca ${file}`);
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

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/io/ledger/ledger-writer-proofs.ts + 1 modules
var ledger_writer_proofs = __webpack_require__(37130);
// EXTERNAL MODULE: ./src/io/ledger/signature-checkers.ts
var signature_checkers = __webpack_require__(15791);
// EXTERNAL MODULE: ./src/cli/shared/ledger/writer-signatures.ts
var writer_signatures = __webpack_require__(26487);
// EXTERNAL MODULE: ./src/io/ledger/verified-head-file.ts
var verified_head_file = __webpack_require__(99144);
;// CONCATENATED MODULE: ./src/cli/evidence/evidence-command.ts
// `cip-sync evidence verify`: the ledger's verdict, read from a checkout of the evidence branch
// (`evidence report`, the audit pack, is report-command.ts). Its flags are checked in settings.ts.



















/**
 * The writer's signatures of the records at `paths`, verified on every core where it can; each
 * workspace's head told to `heads`.
 */
async function checkSignatures(dir, paths, writer, io, { heads, read }) {
    const ahead = signature_checkers/* SignatureCheckers */.f.start(io.ledgerThreadEntry, (0,external_node_os_.availableParallelism)());
    try {
        return await (0,ledger_writer_proofs/* checkWriterProofs */.rI)(dir, paths, (0,writer_signatures/* writerCheck */.uV)(writer, ahead, { heads }), read);
    }
    finally {
        await ahead?.close();
    }
}
/**
 * What the readers read of the signatures beside the chain check, each verified as it is read with
 * the declared keys and, with --repository, those of the declarations the records put in force.
 */
function signaturesRead(writer, paths) {
    const { inForce } = writer;
    const keysAt = inForce && ((commits) => (0,writer_signatures/* declaredKeysAt */.Qi)(inForce, commits));
    return new ledger_writer_proofs/* SignaturesRead */.eB(paths, writer.keys, keysAt);
}
/**
 * The verified head of a ledger verify found intact with --ledger-declaration and --repository,
 * written where the judging commands read it (verified-head.ts); what standard output says of it.
 * One that cannot be written is said on standard error: the ledger verified all the same.
 */
async function leaveHead(writer, { heads, read }, io) {
    const reading = writer?.inForce;
    if (reading?.head === undefined || read === undefined)
        return;
    const at = new Date(io.now?.() ?? Date.now());
    const head = heads.head(reading.sha256, at, (workspace) => read.digestsHexOf(workspace));
    try {
        await (0,verified_head_file/* writeVerifiedHead */.MC)(reading.head, head);
    }
    catch (error) {
        io.stderr(`warning: the verified head could not be written to ${reading.head.given} (${(0,errors/* errorMessage */.g)(error)}): the judging commands will check every signature again; give --verified-head FILE somewhere writable\n`);
        return;
    }
    const through = head.workspaces.map(({ workspace, sequence }) => `#${sequence} of ${workspace}`);
    io.stdout(`Verified head written to ${reading.head.given} (${through.join(", ") || "no record"}): obligations, evidence populations and evidence report given the same --ledger-declaration and --repository check the signatures of the records after it only.\n`);
}
async function verifyEvidence(settings, io) {
    if (settings.remote !== undefined) {
        // Loaded only here: the GitHub client is not needed to verify a checkout.
        const { verifyRemote } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(4239), __webpack_require__.e(4148), __webpack_require__.e(9394)]).then(__webpack_require__.bind(__webpack_require__, 64635));
        return verifyRemote(settings.remote, settings.writer, io);
    }
    return (await verifyCheckout(settings, io)) ? shared_io/* EXIT_OK */.Ij : shared_io/* EXIT_ERROR */.SI;
}
/**
 * `evidence verify` of a checkout: what it checked on standard output, or its problems on standard
 * error; whether the ledger verified. `beside` takes the records as the walk reads them.
 */
async function verifyCheckout(settings, io, beside) {
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    // Started first, so that they start while the declaration's history and the listing are read
    // (LedgerReaders; the handover's by the handover, sooner still); closed however verify ends.
    const readers = beside === undefined ? ledger_readers/* LedgerReaders */.EX.start(io.ledgerThreadEntry, dir, false) : beside.readers;
    try {
        return await verifyReading(settings, io, readers, beside);
    }
    finally {
        await readers?.close();
    }
}
/** verifyCheckout, the files checked by `readers`. */
async function verifyReading(settings, io, readers, beside) {
    // The declaration (and --repository) first: a wrong file is said before the ledger is read.
    const writer = await (0,writer_signatures/* writerKeys */.gc)(io, settings);
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    const paths = beside?.paths ?? (0,ledger_files/* listedOnce */.T9)(await (0,ledger_files/* walkLedgerDirectory */.Q$)(dir, "--dir"));
    // Each record's facts are kept only for the checks that read them after the chain's.
    const checker = new chain_check/* LedgerChecker */.X({
        keepRecords: settings.tsaCa !== undefined || settings.expectHead !== undefined,
    });
    // Each checkpoint recomputed from the records the chain check takes, not from a second reading,
    // and with --ledger-declaration each record's signature file read beside it, for the same reason.
    const recompute = new LedgerCheckpoints(dir, paths);
    const read = writer && signaturesRead(writer, paths());
    const records = beside === undefined ? recompute : recordsBoth(recompute, beside, paths());
    await (0,ledger_readers/* checkLedgerFiles */.zp)(dir, paths(), checker, readers, records, read);
    const verified = checker.result();
    const anchors = await verifyAnchors(settings, paths(), verified, io, beside?.history);
    const { breaks, passedOver } = (0,verified_records/* passOverInHistory */.Vz)(anchors.history, verified.breaks, io.stderr);
    // The writer's signatures, along intact chains only, with the declaration's keys when given.
    const heads = new verified_head_file/* HeadsVerified */.Ke();
    const judgedPaths = (0,verified_records/* withoutPassedOver */.JE)(paths(), passedOver);
    const proofs = writer === undefined || breaks.length > 0
        ? undefined
        : await checkSignatures(dir, judgedPaths, writer, io, { heads, read });
    // Recomputed along intact chains only: a broken ledger is refused for its breaks already.
    const checkpoints = breaks.length === 0 ? recompute.finish() : { recomputed: 0, problems: [], older: [] };
    const problems = [
        ...breaks.map(evidence_chain/* breakLine */.Cx),
        ...checkpoints.problems,
        ...anchors.problems,
        ...(proofs?.problems ?? []),
    ];
    if (problems.length > 0) {
        io.stderr(`The evidence ledger in ${settings.dir} is broken (${problems.length} problem(s)):\n${problems.map((problem) => `  ${problem}\n`).join("")}`);
        return false;
    }
    const checked = [
        "every record matches the schema and every chain is intact",
        ...(checkpoints.recomputed === 0
            ? []
            : [
                `each of the ${checkpoints.recomputed} checkpoint(s) is the fold of the records before it`,
            ]),
        ...(settings.tsaCa === undefined ? [] : ["every timestamp token is valid"]),
        ...(settings.expectHead === undefined ? [] : ["the published head is in the chain"]),
        ...(proofs === undefined || proofs.signed === 0
            ? []
            : [
                writer?.inForce === undefined
                    ? `every record from each workspace's first signed one on (${proofs.signed} signed) is signed by a key ${settings.ledgerDeclaration} declares`
                    : `every record from each workspace's first signed one on (${proofs.signed} signed) is signed by a key of the cip-ledger.yaml in force before it (read from --repository ${writer.inForce.given}), and ${writer.file} is the one in force at each workspace's head`,
            ]),
    ];
    const unchecked = [
        ...(checkpoints.older.length === 0 ? [] : [(0,checkpoint_recompute/* olderCheckpointsText */.Pw)(checkpoints.older)]),
        ...(passedOver.size === 0
            ? []
            : [
                `${passedOver.size} file(s) at command-line record paths, which no operator key authenticates, are no records and were passed over as unauthenticated exceptions (each named above)`,
            ]),
        ...(anchors.history.unread ? [`the history was not checked: ${evidence_history/* WITHOUT_HISTORY */.U.notice}`] : []),
        ...(proofs?.signed === 0 && settings.ledgerDeclaration !== undefined
            ? [(0,writer_signatures/* noneSignedText */.vv)(settings.ledgerDeclaration)]
            : []),
    ];
    io.stdout(`Verified ${verified.recordCount} record(s) in ${verified.workspaces.length} workspace(s) (${verified.workspaces.join(", ") || "none"}): ${[...checked, ...unchecked].join("; ")}.\n`);
    await leaveHead(writer, { heads, read }, io);
    return true;
}
/** The checkpoints' recompute and `beside`, each given the records it takes, from one walk. */
function recordsBoth(recompute, beside, paths) {
    const workspaces = new Set();
    for (const path of paths) {
        const workspace = (0,record_files/* workspaceOfPath */.i0)(path);
        if (workspace !== undefined)
            workspaces.add(workspace);
    }
    return {
        workspaces,
        // The handover's judging thread is the one the readers wait on.
        readersWait: true,
        // Parsed once for both (the readers checked the bytes against the schema).
        take(path, sha256, bytes, carried) {
            const entry = { record: (0,evidence_chain/* parseVerifiedRecord */.bX)(bytes), sha256 };
            // Read by the passes below: the files the reader parsed are not parsed again here.
            if (carried !== undefined)
                (0,carried_reads/* keepCarriedReads */.hz)(entry.record, carried);
            if (recompute.workspaces.has(entry.record.workspace))
                recompute.takeParsed(path, entry);
            beside.take(path, entry);
        },
    };
}


/***/ }),

/***/ 54011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Zy: () => (/* binding */ WorkspaceCheckpoints),
  Pw: () => (/* binding */ olderCheckpointsText),
  KV: () => (/* binding */ recomputeWorkspace)
});

// UNUSED EXPORTS: CheckpointRecompute, FIRST_CHECKPOINT_FORMAT, checkpointClaim

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(17994);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(11645);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/checkpoint/ledger-checkpoint.ts + 1 modules
var ledger_checkpoint = __webpack_require__(35540);
;// CONCATENATED MODULE: ./src/core/checkpoint/checkpoint-difference.ts
// Why a checkpoint whose bytes are not its fold's text is, or is not, its records' fold: the
// order of an object's keys may differ, the state may not. evidence verify reads a checkpoint
// file for this only where its SHA-256 is not that of the fold's text (checkpoint-recompute.ts).
// Pure.

/**
 * Why the checkpoint `text` at `path`, whose bytes are not those of `expected` (the fold of the
 * records before it), is not their fold: the first top-level field that differs (within
 * `obligations`, the first of its fields). Undefined when its content is theirs: the order of an
 * object's keys follows the objects the writer's fold was given (a record read from its file, or
 * one just sealed in memory), and the same state is the same checkpoint whatever its key order.
 */
function checkpointDifference(text, path, expected) {
    const found = JSON.parse(text);
    const field = firstDifferentField(found, expected);
    if (field === undefined)
        return undefined;
    return `${path} is not the fold of the records before it (recomputed with the calendar and grace it says it was judged with): its ${field} differs from what those records give. The drift check writes a checkpoint from the records alone, so this one was written by something else or by a faulty version, and a routine run that started from it judged from a state the records do not give: treat the ledger as altered, and judge the obligations from every record ('cip-sync obligations --dir' reads them all)`;
}
function firstDifferentField(found, expected, prefix = "") {
    const keys = new Set([...Object.keys(expected), ...Object.keys(found)]);
    for (const key of keys) {
        const [a, b] = [found[key], expected[key]];
        if ((0,shared_sha256/* canonicalJson */.dj)(a) === (0,shared_sha256/* canonicalJson */.dj)(b))
            continue;
        if (prefix === "" && key === "obligations" && isObject(a) && isObject(b))
            return firstDifferentField(a, b, "obligations.") ?? "obligations";
        return `${prefix}${key}`;
    }
    return undefined;
}
function isObject(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/core/checkpoint/checkpoint-recompute.ts
// What `evidence verify` proves of the checkpoints a ledger keeps (ledger-checkpoint.ts): each is
// the fold of its workspace's records up to the record just before the one carrying it, judged
// with the calendar and grace it says it was judged with. A checkpoint's bytes are vouched for by
// its record (the chain check); what it says is vouched for by nothing until it is recomputed
// here, and a routine run that starts from it trusts it. So verify folds each workspace that has
// checkpoints, and at each record carrying one compares the SHA-256 its record holds with that of
// the fold's text: equal, the file is the fold's checkpoint, and it is never read or parsed. The
// calendar is known only from a file, so the first checkpoint of a workspace is read before the
// walk for it; a file is read again only where the digests differ, to say why (another format, a
// record it does not stand at, the field that differs: checkpoint-difference.ts), or to find it
// was judged with another calendar, folded for in a second walk. Pure.







/**
 * The day the recomputing folds judge as of. A checkpoint holds no date, and adding records reads
 * none (obligations-checkpoint.ts says where the date is read: never before finish()), so any day
 * recomputes it; a fixed one keeps verify's verdict the same whenever it runs.
 */
const ANY_DAY = "2000-01-01";
const judgedWithSchema = schemas/* object */.Ikc({
    calendar: schemas/* strictObject */.rej({
        timeZone: schemas/* string */.YjP().refine(calendar/* isCalendarTimeZone */._s),
        dueSoonDays: schemas/* int */.Whr().nonnegative(),
        monthEnd: schemas/* enum */.k5n(calendar/* MONTH_END_CONVENTIONS */.WO),
    }),
    completion_grace_days: schemas/* int */.Whr().nonnegative(),
});
/** The first format cip-sync wrote checkpoints in: a lower number is no format any version wrote. */
const FIRST_CHECKPOINT_FORMAT = 1;
/** What verify says of the older checkpoints it leaves: one clause, naming how many and why. */
function olderCheckpointsText(older) {
    const formats = [...new Set(older.map(({ olderFormat }) => olderFormat))].sort();
    const format = (0,ledger_checkpoint/* ledgerCheckpointFormat */.TT)();
    return `${older.length} checkpoint(s) of an older format (${formats.join(", ")}; this cip-sync writes ${format}) not recomputed: no run of this version starts from one, each judging from every record until a drift check writes a checkpoint of format ${format} (${older.map(({ path }) => path).join(", ")})`;
}
/**
 * What `bytes`, the checkpoint file at `path`, claims, or that it is of an older format; an Error
 * saying why it is not one this version can judge (a newer format, or none cip-sync wrote).
 */
function checkpointClaim(bytes, path) {
    let checkpoint;
    try {
        checkpoint = (0,ledger_checkpoint/* parseCheckpoint */.S7)(new TextDecoder().decode(bytes), path);
    }
    catch (error) {
        if (!(error instanceof ledger_checkpoint/* CheckpointFormatError */.eH))
            throw error;
        const { format } = error;
        const current = (0,ledger_checkpoint/* ledgerCheckpointFormat */.TT)();
        const known = Number.isInteger(format) && format >= FIRST_CHECKPOINT_FORMAT;
        if (known && format < current)
            return { path, olderFormat: format };
        throw new Error(known
            ? `${path} is a checkpoint of format ${String(format)}, and this cip-sync reads format ${current}, so it cannot recompute it: a newer cip-sync wrote it; run evidence verify with the version the drift check runs (the ref its workflow's 'uses:' names), or a later one (docs/installing.md says how to install it)`
            : `${path} has format ${JSON.stringify(format) ?? "undefined"}, which no cip-sync writes (checkpoints have formats ${FIRST_CHECKPOINT_FORMAT} to ${current}, a whole number): it is not a checkpoint cip-sync wrote, though a record vouches for its bytes; treat the ledger as altered`, { cause: error });
    }
    const judgedWith = judgedWithSchema.safeParse(checkpoint.obligations?.judged_with);
    if (typeof checkpoint.workspace !== "string" || !judgedWith.success)
        throw new Error(`${path} does not say which workspace it is of and which calendar and grace it was judged with (workspace, obligations.judged_with): it is not a checkpoint cip-sync wrote`);
    return {
        path,
        workspace: checkpoint.workspace,
        through: checkpoint.through,
        judgedWith: judgedWith.data,
        sha256: (0,shared_sha256/* sha256Hex */.fg)(bytes),
    };
}
/**
 * One workspace's checkpoints recomputed in one walk of its records (in chain order, from an
 * intact chain, which the chain check proved), one fold per calendar and grace given, each
 * checkpoint judged when the record carrying it comes. The record's SHA-256 of the checkpoint
 * (vouched for by the chain check) is compared with the SHA-256 of a fold's text: equal, the file
 * is that fold's checkpoint, judged with that fold's calendar (its text says so), and is never
 * read. Only where none is equal is the file read (`claimOf`), to say why: another format, a
 * record it does not stand at, which field differs, or a calendar this walk does not fold with.
 */
class CheckpointRecompute {
    /** One fold per calendar and grace, by their canonical JSON. */
    #folds = new Map();
    /** The checkpoints not yet reached, by their path. */
    #unreached;
    #files;
    #claimOf;
    #recomputed = 0;
    constructor(workspace, judging, files) {
        for (const { calendar, completion_grace_days } of judging.judgedWith) {
            const options = { completionGraceDays: completion_grace_days };
            const judgedWith = { calendar, completion_grace_days };
            this.#folds.set((0,shared_sha256/* canonicalJson */.dj)(judgedWith), ledger_checkpoint/* WorkspaceFold */.BM.start(workspace, { asOf: ANY_DAY, calendar, options }));
        }
        this.#unreached = new Set(judging.checkpoints);
        this.#files = files;
        this.#claimOf = (path) => checkpointClaim(files.bytesOf(path), path);
    }
    /** The workspace's next record, read from `path`; what was found of the checkpoint it carries. */
    add(entry, path) {
        const checkpoint = (0,checkpoint_reference/* checkpointPath */.AD)(path);
        const finding = this.#unreached.delete(checkpoint) ? this.#judge(checkpoint, entry) : undefined;
        for (const fold of this.#folds.values())
            fold.add(entry);
        return finding;
    }
    /** How many checkpoints were found to be the fold of their records. */
    get recomputed() {
        return this.#recomputed;
    }
    /** The checkpoints whose record never came: fail closed, though an intact chain has them all. */
    unreached() {
        return [...this.#unreached].map((path) => ({
            path,
            problem: `${path} was not recomputed: the record carrying it was not read among its workspace's records`,
        }));
    }
    #judge(path, { record }) {
        const reference = record.kind === "monitoring" ? record.monitoring.checkpoint : undefined;
        const sha256 = this.#files.vouchedByRecords
            ? reference?.sha256
            : (0,shared_sha256/* sha256Hex */.fg)(this.#files.bytesOf(path));
        if (reference !== undefined)
            for (const fold of this.#folds.values()) {
                const text = fold.checkpointText();
                if (text !== undefined &&
                    (0,shared_sha256/* sha256Hex */.fg)(text) === sha256 &&
                    (0,shared_sha256/* canonicalJson */.dj)(reference.through) === (0,shared_sha256/* canonicalJson */.dj)(fold.through)) {
                    this.#recomputed++;
                    return undefined;
                }
            }
        let claim;
        try {
            claim = this.#claimOf(path);
        }
        catch (error) {
            return { path, problem: (0,errors/* errorMessage */.g)(error) };
        }
        if ("olderFormat" in claim)
            return claim;
        const fold = this.#folds.get((0,shared_sha256/* canonicalJson */.dj)(claim.judgedWith));
        if (fold === undefined)
            return { path, refold: claim.judgedWith };
        return this.#judgeRead(claim, fold, reference);
    }
    /** A checkpoint read, against the fold of the calendar it says it was judged with. */
    #judgeRead(claim, fold, reference) {
        const { path } = claim;
        const text = fold.checkpointText();
        const through = fold.through;
        if (text === undefined || through === undefined)
            return {
                path,
                problem: `${path} is carried by its workspace's first record, so no record comes before it whose state it could be: a checkpoint is the state through the record just before the one carrying it`,
            };
        const stale = [
            ["its record says", reference?.through],
            ["it says", claim.through],
        ].find(([, said]) => (0,shared_sha256/* canonicalJson */.dj)(said) !== (0,shared_sha256/* canonicalJson */.dj)(through));
        if (stale !== undefined)
            return {
                path,
                problem: `${path}: ${stale[0]} it stands at ${throughText(stale[1])}, but the record before the one carrying it is ${throughText(through)}: a checkpoint is the state through the record just before the one carrying it`,
            };
        if ((0,shared_sha256/* sha256Hex */.fg)(text) !== claim.sha256)
            return { path, expected: JSON.parse(text) };
        this.#recomputed++;
        return undefined;
    }
}
/**
 * One workspace's checkpoints (`checkpoints`, the paths of its checkpoint files in name order)
 * recomputed from its records, given one at a time in chain order (add) by whoever walks them,
 * then finish. The calendar a fold judges with is known only from a checkpoint: the first one
 * this version reads says it, before the walk; a checkpoint judged with another is folded for
 * again, after the walk, over the records a second time. Every checkpoint is either found to be
 * its records' fold or named, never left. `bytesOf` reads a checkpoint file, where it must be.
 * evidence verify's walk of a clone (beside its chain check) and its --remote reading share it.
 */
class WorkspaceCheckpoints {
    #workspace;
    #files;
    #walk;
    #found = { recomputed: 0, problems: [], older: [] };
    /** The checkpoints to fold for again, by the calendar and grace they were judged with. */
    #refold = new Map();
    constructor(workspace, checkpoints, files) {
        this.#workspace = workspace;
        this.#files = files;
        const judgedWith = firstJudgement(checkpoints, files);
        this.#walk = new CheckpointRecompute(workspace, { judgedWith: judgedWith === undefined ? [] : [judgedWith], checkpoints }, files);
    }
    /** The workspace's next record, in chain order, read from `path`. */
    add(entry, path) {
        const finding = this.#walk.add(entry, path);
        if (finding !== undefined)
            this.#take(finding);
    }
    /**
     * What was found, once every record was added; `again` gives the workspace's records again
     * (in chain order), walked only when a checkpoint was judged with a calendar the walk did not
     * fold with.
     */
    finish(again) {
        this.#walk.unreached().forEach((finding) => this.#take(finding));
        let recomputed = this.#walk.recomputed;
        if (this.#refold.size > 0) {
            const judging = {
                judgedWith: [...this.#refold.values()].map(({ judgedWith }) => judgedWith),
                checkpoints: [...this.#refold.values()].flatMap(({ checkpoints }) => checkpoints),
            };
            this.#refold.clear();
            const walk = new CheckpointRecompute(this.#workspace, judging, this.#files);
            for (const { path, entry } of again()) {
                const finding = walk.add(entry, path);
                if (finding !== undefined)
                    this.#take(finding);
            }
            walk.unreached().forEach((finding) => this.#take(finding));
            recomputed += walk.recomputed;
        }
        // A second walk folds with every calendar its checkpoints named: none is left to fold for.
        for (const { checkpoints } of this.#refold.values())
            for (const path of checkpoints)
                this.#found.problems.push(`${path} was not recomputed: no fold judged with its calendar`);
        return { ...this.#found, recomputed: recomputed + this.#found.recomputed };
    }
    #take(finding) {
        const { path } = finding;
        if ("olderFormat" in finding)
            this.#found.older.push(finding);
        else if ("problem" in finding)
            this.#found.problems.push(finding.problem);
        else if ("refold" in finding) {
            const key = (0,shared_sha256/* canonicalJson */.dj)(finding.refold);
            const refold = this.#refold.get(key) ?? { judgedWith: finding.refold, checkpoints: [] };
            refold.checkpoints.push(path);
            this.#refold.set(key, refold);
        }
        else {
            // The same state in another key order is its fold.
            const text = new TextDecoder().decode(this.#files.bytesOf(path));
            const problem = checkpointDifference(text, path, finding.expected);
            if (problem === undefined)
                this.#found.recomputed++;
            else
                this.#found.problems.push(problem);
        }
    }
}
/**
 * The calendar and grace the first checkpoint this version reads (in name order) was judged
 * with; none when it reads none. One that cannot be read is named when its record comes.
 */
function firstJudgement(checkpoints, files) {
    for (const path of checkpoints) {
        try {
            const claim = checkpointClaim(files.bytesOf(path), path);
            if (!("olderFormat" in claim))
                return claim.judgedWith;
        }
        catch {
            continue;
        }
    }
    return undefined;
}
/**
 * One workspace's checkpoints recomputed from its records (`entries`, in chain order, from an
 * intact chain, walked a second time only for a second calendar): WorkspaceCheckpoints over
 * records the caller holds. evidence verify --remote's reading.
 */
function recomputeWorkspace(workspace, checkpoints, entries, files) {
    const recompute = new WorkspaceCheckpoints(workspace, checkpoints, files);
    for (const { path, entry } of entries())
        recompute.add(entry, path);
    return recompute.finish(entries);
}
function throughText(through) {
    const point = through;
    return point === undefined ? "no record" : `record #${point.sequence} (SHA-256 ${point.sha256})`;
}


/***/ })

};
