export const id = 5223;
export const ids = [5223];
export const modules = {

/***/ 6600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ requireEmptyDirectory),
/* harmony export */   X$: () => (/* binding */ readFlagFile),
/* harmony export */   YI: () => (/* binding */ writeUnder),
/* harmony export */   aO: () => (/* binding */ flagPath),
/* harmony export */   i_: () => (/* binding */ openNamedUnder),
/* harmony export */   lt: () => (/* binding */ checkFlagFileWritable),
/* harmony export */   mg: () => (/* binding */ writeFlagFile),
/* harmony export */   nN: () => (/* binding */ readFlagFileIfPresent),
/* harmony export */   oO: () => (/* binding */ listFlagDirectory),
/* harmony export */   pp: () => (/* binding */ FLAG_FIXES),
/* harmony export */   rF: () => (/* binding */ openUnder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19130);
/* harmony import */ var _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23628);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32246);
/* harmony import */ var _io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8838);
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
/** The text of the file, as UTF-8; undefined where there is no file at the path. */
function readFlagFileIfPresent(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8").catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error) === "ENOENT")
            return undefined;
        throw error;
    }));
}
/** Writes the file (whole, or piece by piece as `content` gives them), creating its parent directories. */
function writeFlagFile(target, content) {
    return writeUnder(target, [{ path: "", content }]);
}
/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
function checkFlagFileWritable(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,_io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .checkReplaceable */ .X7)(path));
}
/**
 * Writes each file (`path` relative) under the directory `target`, creating directories: every
 * path is checked to stay inside first, so one that leads out writes nothing at all.
 */
async function writeUnder(target, files) {
    const checked = [];
    for (const { path, content } of files)
        checked.push({ path: await underFlag(target, path), content });
    // Replaced, never written through: a symbolic link at the path is not followed.
    for (const { path, content } of checked)
        await atFlagPath(target, path, () => (0,_io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceFile */ .fR)(path, content));
}
/**
 * `inner` under the directory `target`, refused when it leads out of it (a `..` in a name the
 * service gave, a symbolic link on the way): such a file is never written.
 */
async function underFlag(target, inner) {
    const folder = absolute(target);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(folder, inner);
    const contained = await atFlagPath(target, folder, () => (0,_io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__/* .containedPath */ .f)(folder, path));
    if ("inside" in contained)
        return path;
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e((0,_io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__/* .outsideWords */ .T)(`${target.flag} ${target.given}: ${display(target, path)}`, contained.outside, `${target.flag} ${target.given}`));
}
/** Opens `inner` (a relative path) under the directory `target` to be written piece by piece. */
async function openUnder(target, inner) {
    const path = await underFlag(target, inner);
    return writerAt(target, path, await atFlagPath(target, path, async () => _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .FileReplacement */ .XD.open(path)));
}
/**
 * Opens `name`, a file name, in the directory `target` at once, for a file begun while rows are
 * made (synchronously): the directory was checked when another file was opened under it
 * (openUnder), and the file is replaced, never written through, so a link at its name is not
 * followed.
 */
function openNamedUnder(target, name) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(name) !== name)
        throw new Error(`openNamedUnder: ${name} is not a file name`);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absolute(target), name);
    return writerAt(target, path, _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .FileReplacement */ .XD.open(path));
}
function writerAt(target, path, file) {
    return {
        write: (text) => file.write(text),
        append: (inner) => {
            const appended = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absolute(target), inner);
            return atFlagPath(target, appended, async () => file.append(appended));
        },
        commit: () => atFlagPath(target, path, () => file.commit()),
        abandon: () => file.abandon(),
    };
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error) === "ENOENT")
            return [];
        throw error;
    }));
}
/**
 * Refuses the directory `target` when it holds anything, unless `force`: a command that writes a
 * set of files there (import, evidence populations) would otherwise mix them with files it did not
 * write, or overwrite them, in a folder such as inventory/.
 */
async function requireEmptyDirectory(target, force) {
    if (force || (await listFlagDirectory(target)).length === 0)
        return;
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${target.flag} ${target.given} is not empty; choose an empty or new directory, or pass --force to overwrite files there.`);
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
    const code = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error);
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
    const message = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error);
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
/** The flags that name files, with the fix each message ends with. */
const FLAG_FIXES = {
    plan: "pass the path of a plan saved with 'cip-sync plan --out FILE'",
    planOut: "choose another file path for the saved plan",
    record: "choose another file path for the change record",
    importOut: "choose an empty or new directory",
};
/** The path `given` to `flag`, as its messages name it, `fix` ending each. */
function flagPath(flag, given, fix, io) {
    return { flag, given, fix, cwd: io.cwd };
}


/***/ }),

/***/ 27856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tw: () => (/* binding */ hasHistory),
  Cq: () => (/* binding */ judgeHistory),
  kZ: () => (/* binding */ judgedEntry),
  Vz: () => (/* binding */ passOverInHistory),
  Of: () => (/* binding */ refusalOf),
  uw: () => (/* binding */ visitVerified),
  JE: () => (/* binding */ withoutPassedOver)
});

// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts + 1 modules
var evidence_chain = __webpack_require__(36968);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
;// CONCATENATED MODULE: ./src/core/evidence/chain/passed-over.ts

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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-history.ts
var evidence_history = __webpack_require__(75411);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/io/ledger/ledger-files.ts
var ledger_files = __webpack_require__(90833);
// EXTERNAL MODULE: ./src/io/ledger/ledger-verifier.ts
var ledger_verifier = __webpack_require__(13610);
// EXTERNAL MODULE: ./src/io/ledger/ledger-history.ts
var ledger_history = __webpack_require__(81350);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/cli/shared/usage-error.ts
var usage_error = __webpack_require__(32246);
// EXTERNAL MODULE: ./src/cli/shared/ledger/writer-signatures.ts
var writer_signatures = __webpack_require__(26487);
;// CONCATENATED MODULE: ./src/cli/shared/ledger/verified-records.ts
// The one reading of a checkout of the evidence branch that `evidence verify` and every command
// that judges from records share: the file chain (each record with the SHA-256 of its file) and,
// when the checkout is a git clone, the branch's history: append-only, linear, each commit adding
// records by the ledger's writer, break-glass records by an operator key. Without a history (a
// folder that is no clone), no commit authenticates a record: the records sealed from the command
// line are flagged, and every output says once that the history was not checked. What is judged from
// records (obligations, populations, the report's obligations) must not be judged from a ledger
// verify refuses (fail closed), and a record verify only warns of (a command-line record no
// operator key signed) carries why (HashedRecord.unauthenticated), so that it closes nothing.













/**
 * The history of the clone --dir names (`ledger.dir`) judged as verify judges it, oldest first;
 * undefined when it is no git clone: then there is no history to read, which standard error says
 * once, and an identity flag, which only a history can be checked against, is refused. Warnings
 * are written to standard error.
 */
async function historyProblems(io, ledger, part) {
    if (!(await hasHistory(io, ledger))) {
        io.stderr(`warning: history: ${ledger.dir}: ${evidence_history/* WITHOUT_HISTORY */.U.notice}\n`);
        return undefined;
    }
    const operators = await readOperatorKeys(ledger, io);
    const keys = {
        writer: await readKeysFlag("--writer-key", ledger.writerKey, io),
        operators: operators.keys,
    };
    const root = (0,external_node_path_.resolve)(io.cwd, ledger.dir);
    const commits = await (part === undefined
        ? (0,ledger_history/* readLedgerHistory */.aM)(root, keys)
        : part.read(root, keys, operators.identities));
    const problems = (0,evidence_history/* checkLedgerHistory */.q)(commits, {
        writerName: ledger.writer ?? part?.writerName,
        writerKey: ledger.writerKey !== undefined,
        writerDeclared: ledger.ledgerDeclaration !== undefined,
        ...operators.identities,
    });
    for (const problem of problems)
        if (problem.severity !== "error")
            io.stderr(`${problem.severity}: history: ${problem.message}\n`);
    return problems;
}
/**
 * Whether --dir (`ledger.dir`) has a history to read (it is a git clone), asked before anything is
 * read or written; where it has none, a flag that names who may write the ledger is refused: a
 * folder without history cannot show who wrote it.
 */
async function hasHistory(io, ledger) {
    if (await (0,ledger_history/* isGitCheckout */.dl)((0,external_node_path_.resolve)(io.cwd, ledger.dir)))
        return true;
    refuseIdentities(ledger.dir, ledger);
    return false;
}
function refuseIdentities(given, identities) {
    const flag = [
        ["--writer", identities.writer],
        ["--writer-key", identities.writerKey],
        ["--operator-keys", identities.operatorKeys],
    ].find(([, value]) => value !== undefined)?.[0];
    if (flag === undefined)
        return;
    throw new usage_error/* UsageError */.e(`${flag} needs the ledger's git history, and --dir ${given} has none (no .git: a copy of the branch's files): give --dir a git clone of the evidence branch (git clone --branch cip-sync-evidence <repository> evidence) or a git bundle of it (git bundle create ledger.bundle cip-sync-evidence origin/main, then --dir ledger.bundle)`, io/* EXIT_BAD_INPUT */.yt);
}
/**
 * The operators' keys --operator-keys names, else those the cip-ledger.yaml --ledger-declaration
 * names declares (operator_keys: one file for the Action and the command line). An entity that
 * never made a break-glass apply keeps no keys file, and its handover sends an empty one: an absent
 * or empty file means no operator keys (what a command-line commit adds then closes nothing), said
 * once on standard error.
 */
async function readOperatorKeys(ledger, io) {
    const file = ledger.operatorKeys;
    const declaration = file === undefined ? ledger.ledgerDeclaration : undefined;
    const declared = declaration === undefined ? [] : await (0,writer_signatures/* declaredOperatorKeys */.b4)(declaration, io);
    if (declaration !== undefined && declared.length > 0) {
        const read = declared.map((armored) => publicKeysOf("--ledger-declaration", declaration, armored));
        const keys = (await Promise.all(read)).flat();
        return { keys, identities: { operatorKeys: true } };
    }
    if (file === undefined)
        return { keys: [], identities: { operatorKeys: false } };
    const text = await (0,flag_files/* readFlagFileIfPresent */.nN)((0,flag_files/* flagPath */.aO)("--operator-keys", file, KEY_FIX, io));
    if (text !== undefined && text.trim() !== "") {
        const keys = await publicKeysOf("--operator-keys", file, text);
        return { keys, identities: { operatorKeys: true } };
    }
    const without = `--operator-keys ${file} is ${text === undefined ? "absent" : "empty"}`;
    io.stderr(`warning: ${without}: no operator keys, so no break-glass or collector's record appended from the command line is authenticated, and each closes nothing\n`);
    return { keys: [], identities: { operatorKeys: false, withoutOperatorKeys: without } };
}
const KEY_FIX = "give the armored OpenPGP public key file";
/** The public keys a flag names; none when it is not given. */
async function readKeysFlag(flag, file, io) {
    if (file === undefined)
        return [];
    return publicKeysOf(flag, file, await (0,flag_files/* readFlagFile */.X$)((0,flag_files/* flagPath */.aO)(flag, file, KEY_FIX, io)));
}
/** The armored public keys in `text`, the file `flag` names; a UsageError when it holds none. */
async function publicKeysOf(flag, file, text) {
    const { readPublicKeys } = await Promise.all(/* import() */[__webpack_require__.e(3074), __webpack_require__.e(76)]).then(__webpack_require__.bind(__webpack_require__, 76));
    try {
        return await readPublicKeys(text, `${flag} ${file}`);
    }
    catch (error) {
        throw new usage_error/* UsageError */.e((0,errors/* errorMessage */.g)(error));
    }
}
/**
 * The history of `ledger.dir` judged as verify judges it, with the operators' keys given (only
 * `part` of it, when given).
 */
async function judgeHistory(io, ledger, part) {
    const problems = await historyProblems(io, ledger, part);
    const unauthenticated = new Map();
    for (const { unauthenticated: flagged } of problems ?? [])
        if (flagged !== undefined)
            for (const path of flagged.records)
                unauthenticated.set(path, flagged.why);
    const refusals = (problems ?? [])
        .filter((problem) => problem.severity === "error")
        .map((problem) => `history: ${problem.message}`);
    return { refusals, unauthenticated, unread: problems === undefined };
}
/**
 * `entry` read from `path`, with why verify flags it when it does; without a history, every
 * record sealed from the command line, whose authority rests on its commit, is flagged.
 */
function judgedEntry(history, entry, path) {
    const why = unauthenticatedWhy(history, path);
    return why === undefined ? entry : { ...entry, unauthenticated: why };
}
/** Why verify flags the file at `path` (worded to follow "its"); undefined when it does not. */
function unauthenticatedWhy(history, path) {
    return (history.unauthenticated.get(path) ??
        (history.unread && (0,record_files/* isCliRecordPath */.xP)(path) ? evidence_history/* WITHOUT_HISTORY */.U.why : undefined));
}
/**
 * `breaks` without those of the files verify passes over as unauthenticated exceptions with
 * `history` (passOverUnauthenticated), each said by `say` as a warning; and those files, which no
 * later check of the records reads (they are no records).
 */
function passOverInHistory(history, breaks, say) {
    const judged = passOverUnauthenticated(breaks, (path) => unauthenticatedWhy(history, path));
    for (const { notice } of judged.passedOver)
        say(`warning: ${notice}\n`);
    return { breaks: judged.breaks, passedOver: new Set(judged.passedOver.map(({ file }) => file)) };
}
/**
 * `paths` without the files in `passedOver`, listed as `paths` is each time it is iterated: a
 * walk of the ledger (walkLedgerDirectory) is walked again rather than every path held.
 */
function withoutPassedOver(paths, passedOver) {
    return {
        *[Symbol.iterator]() {
            for (const path of paths)
                if (!passedOver.has(path))
                    yield path;
        },
    };
}
/**
 * Each valid record, in name order (each workspace's in chain order), handed to `visit` as it is
 * read, holding none; then whether the whole ledger verified, its history and its writer's
 * signatures (with --ledger-declaration) included. What `visit` made of a ledger that did not is
 * to be thrown away: the message says why.
 */
async function visitVerified(io, ledger, judged, visit) {
    const { dir } = ledger;
    const writer = await (0,writer_signatures/* writerKeys */.gc)(io, ledger);
    const root = (0,external_node_path_.resolve)(io.cwd, dir);
    const paths = await (0,ledger_files/* walkLedgerDirectory */.Q$)(root, "--dir");
    // The history first: each record is visited knowing whether verify flags it.
    const history = await judgeHistory(io, ledger);
    const { breaks, passedOver } = passOverInHistory(history, await (0,ledger_verifier/* verifyLedger */.x)(root, paths, io.ledgerThreadEntry, (entry, path) => visit(judgedEntry(history, entry, path)), undefined, (0,writer_signatures/* headOfRecords */.ek)(writer)), io.stderr);
    // Along intact chains only, as verify checks them.
    const signatures = breaks.length === 0
        ? await (0,writer_signatures/* writerSignatureProblems */.S8)(writer, root, withoutPassedOver(paths(), passedOver), io.stderr)
        : [];
    const problems = [...breaks.map(evidence_chain/* breakLine */.Cx), ...history.refusals, ...signatures];
    if (problems.length === 0)
        return { verified: true, historyUnread: history.unread };
    return { refusal: refusalOf(dir, judged, problems) };
}
/** Why nothing is judged from a ledger verify refuses, with verify's problems. */
function refusalOf(dir, judged, problems) {
    return `The evidence ledger in ${dir} is broken, so no ${judged} can be judged from it (${problems.length} problem(s)); 'cip-sync evidence verify --dir ${dir}' lists them:\n${problems.map((problem) => `  ${problem}\n`).join("")}`;
}


/***/ }),

/***/ 26487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qi: () => (/* binding */ declaredKeysAt),
/* harmony export */   S8: () => (/* binding */ writerSignatureProblems),
/* harmony export */   b4: () => (/* binding */ declaredOperatorKeys),
/* harmony export */   ek: () => (/* binding */ headOfRecords),
/* harmony export */   gc: () => (/* binding */ writerKeys),
/* harmony export */   uV: () => (/* binding */ writerCheck),
/* harmony export */   vv: () => (/* binding */ noneSignedText),
/* harmony export */   yb: () => (/* binding */ carrierSignatureProblem)
/* harmony export */ });
/* unused harmony exports SIGNATURES_NOT_CHECKED, noneSigned, declarationsInForce, keysInForceOf */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42535);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(65032);
/* harmony import */ var _core_evidence_chain_keys_in_force_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69013);
/* harmony import */ var _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13754);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _io_checkout_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(54917);
/* harmony import */ var _io_ledger_ledger_writer_proofs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(37130);
/* harmony import */ var _io_ledger_verified_head_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(99144);
/* harmony import */ var _flag_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6600);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2520);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(32246);












/** The operators' armored keys the cip-ledger.yaml --ledger-declaration names declares. */
async function declaredOperatorKeys(file, io) {
    return (await declarationOf(file, io)).declaration.operatorKeys;
}
async function declarationOf(file, io) {
    const fix = "give the cip-ledger.yaml of the repository's default branch";
    const text = await (0,_flag_files_js__WEBPACK_IMPORTED_MODULE_8__/* .readFlagFile */ .X$)((0,_flag_files_js__WEBPACK_IMPORTED_MODULE_8__/* .flagPath */ .aO)("--ledger-declaration", file, fix, io));
    const read = (0,_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .parseLedgerDeclaration */ .vg)(text, file);
    if (!read.ok)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`--ledger-declaration ${file}: ${read.problems.join("; ")}`);
    return { declaration: read.declaration, text };
}
/** What a reading without --ledger-declaration says once of a ledger that holds signed records. */
const SIGNATURES_NOT_CHECKED = "warning: the ledger holds records signed by its writer, but their signatures were not checked: give --ledger-declaration with the cip-ledger.yaml of the repository's default branch to refuse a record another job wrote (docs/ledger-writer.md)\n";
/**
 * The keys --ledger-declaration declares, read before the ledger is (a wrong file is said before
 * anything is read or written), with the clone --repository names; undefined without the flag.
 */
async function writerKeys(io, ledger) {
    const file = ledger.ledgerDeclaration;
    const { repository } = ledger;
    if (file === undefined) {
        if (repository !== undefined)
            throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(REPOSITORY_WITHOUT_DECLARATION);
        return undefined;
    }
    const { declaration, text } = await declarationOf(file, io);
    if (repository === undefined)
        return { file, keys: declaration.keys };
    const ledgerDir = ledger.givenDir ?? ledger.dir ?? ".";
    return {
        file,
        keys: declaration.keys,
        inForce: {
            ...declarationsInForce({ given: repository, dir: ledger.repositoryClone ?? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, repository) }, { file, text }),
            head: (0,_io_ledger_verified_head_file_js__WEBPACK_IMPORTED_MODULE_7__/* .headPlace */ .GD)(io.cwd, ledgerDir, ledger.verifiedHead),
            fromStart: ledger.fromStart === true,
        },
    };
}
const REPOSITORY_WITHOUT_DECLARATION = "--repository needs --ledger-declaration: give the cip-ledger.yaml of the repository's default branch too (git show origin/main:cip-ledger.yaml > cip-ledger.yaml), which must be the one in force at the ledger's head";
/**
 * How the records are checked: with the declaration's keys, or with those in force before each;
 * their signatures verified `ahead` on every core, when checkers are given; with --repository,
 * from each workspace's verified head in `from` on, and each workspace's walk told to `heads`.
 */
function writerCheck(writer, ahead, resume = {}) {
    const { inForce } = writer;
    if (inForce === undefined)
        return { keys: writer.keys, ahead };
    const { from, heads } = resume;
    return {
        inForce: (workspace, entries, head) => keysInForceOf(inForce, workspace, entries, ahead, {
            from: head,
            walked: (walked) => heads?.walked(workspace, walked),
        }),
        from,
        judged: (workspace, last) => heads?.judged(workspace, last),
    };
}
/**
 * Why the records `paths` names under `root` (every file, in name order; listed again each time
 * it is iterated, as walkLedgerDirectory's are, rather than held) are not the declared writer's
 * (`writer`, writerKeys), a line per workspace; none without it, `say` then given
 * SIGNATURES_NOT_CHECKED once where a record carries a signature file. Where no record is signed,
 * `say` is told that nothing was checked (noneSigned), as verify's verdict says it.
 */
async function writerSignatureProblems(writer, root, paths, say) {
    if (writer === undefined) {
        for (const path of paths)
            if (path.endsWith(_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_1__/* .SIGNATURE_SUFFIX */ .VV)) {
                say(SIGNATURES_NOT_CHECKED);
                break;
            }
        return [];
    }
    const from = await headToResumeFrom(writer, root, paths, say);
    const proofs = await (0,_io_ledger_ledger_writer_proofs_js__WEBPACK_IMPORTED_MODULE_6__/* .checkWriterProofs */ .rI)(root, paths, writerCheck(writer, undefined, { from }));
    // From a verified head, whether a record before it is signed is what the head says.
    const signedBefore = [...(from?.values() ?? [])].some((head) => head.first_signed !== null);
    if (proofs.signed === 0 && !signedBefore)
        say(noneSigned(writer.file));
    return proofs.problems;
}
/**
 * The verified head whose records a reading need not hold to the schema again (with
 * --repository, not with --from-start): its file, which the reading checks for itself.
 */
function headOfRecords(writer) {
    const reading = writer?.inForce;
    return reading?.head === undefined || reading.fromStart ? undefined : reading.head.file;
}
/**
 * Each workspace's verified head to check the signatures from, with --repository (not with
 * --from-start), said on standard error; undefined, and why said, where none binds the reading:
 * every signature is then checked.
 */
async function headToResumeFrom(writer, root, paths, say) {
    const reading = writer.inForce;
    if (reading?.head === undefined || reading.fromStart)
        return undefined;
    const resumed = await (0,_io_ledger_verified_head_file_js__WEBPACK_IMPORTED_MODULE_7__/* .resumeFromHead */ .k9)({ place: reading.head, declarationSha256: reading.sha256, repository: reading.repository }, root, paths);
    if ("from" in resumed) {
        say(resumed.said);
        return resumed.from;
    }
    const absent = resumed.refusal.startsWith("there is none at ");
    say(`${absent ? "note" : "warning"}: the verified head is not used: ${resumed.refusal}: every record's signature is checked\n`);
    return undefined;
}
/**
 * What a reading with --ledger-declaration `file` says once of records none of which is signed:
 * on standard error as a warning, in verify's verdict among what was not checked.
 */
function noneSignedText(file) {
    return `no record is signed by the ledger's writer, so no record was checked against ${file}`;
}
/** The warning line of noneSignedText. */
function noneSigned(file) {
    return `warning: ${noneSignedText(file)}\n`;
}
/**
 * Why a checkpoint's record (`carrier`) does not vouch for the records before it, with
 * --ledger-declaration: it is not signed by a declared key; undefined when it is, or without the
 * flag (the reading is then the login's, as before).
 */
async function carrierSignatureProblem(writer, root, carrier) {
    if (writer === undefined)
        return undefined;
    const problem = await (0,_io_ledger_ledger_writer_proofs_js__WEBPACK_IMPORTED_MODULE_6__/* .recordProofProblem */ .hg)(root, carrier, writer.keys);
    return problem === undefined
        ? undefined
        : `its record ${carrier} is not the declared writer's (${problem}; --ledger-declaration ${writer.file})`;
}
/** The clone --repository names (read at `dir`), with the --ledger-declaration it anchors to. */
function declarationsInForce(repository, declaration) {
    const { given, dir } = repository;
    const { file, text } = declaration;
    return { given, repository: dir, file, sha256: (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(Buffer.from(text)) };
}
/**
 * Why the records of `workspace` (chain order, whole, or those after its verified head `from`) are
 * not each signed by a key in force before it, or --ledger-declaration is not the declaration in
 * force at its head; undefined when neither. A commit the clone lacks is a usage error: the clone,
 * not the ledger, is what to fix. `walked` is told what the walk ends with, which a head keeps.
 * `entries` is walked once for each question asked of it (TakenRecords makes them as it is).
 */
async function keysInForceOf(reading, workspace, entries, ahead, resume = {}) {
    const { from } = resume;
    const records = (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_11__/* .mapped */ .jy)(entries, ({ facts }) => facts);
    // Read whole, as the Action reads a ledger without a checkpoint: nothing before the first record;
    // or from the head, with what the walk held after it.
    const start = from === undefined
        ? { before: null, genesis: (0,_core_evidence_chain_keys_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .genesisOfFacts */ .Pe)(entries) }
        : {
            before: from.in_force,
            genesis: from.genesis ?? (0,_core_evidence_chain_keys_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .genesisOfFacts */ .Pe)(entries),
            firstSigned: from.first_signed ?? undefined,
        };
    let head = start.before;
    for (const facts of records)
        head = (0,_core_evidence_chain_keys_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .foldKeysFacts */ .Zw)(head, facts);
    const headCommit = head?.commit ?? start.genesis;
    const commits = (0,_core_evidence_chain_keys_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .declarationCommits */ .Br)(records, start);
    if (headCommit !== undefined)
        commits.push(headCommit);
    const texts = await declarationTexts(reading, workspace, commits);
    const declarations = new Map();
    for (const [commit, text] of texts) {
        if (text === undefined) {
            declarations.set(commit, undefined);
            continue;
        }
        const parsed = (0,_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .parseLedgerDeclaration */ .vg)(text, `${_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS} at commit ${commit}`);
        if (!parsed.ok)
            return `workspace ${workspace}: ${_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS} at commit ${commit} is in force before a record of the ledger, but cannot be read, so that record cannot be checked: ${parsed.problems.join("; ")}`;
        declarations.set(commit, parsed.declaration.keys);
    }
    // Verified ahead with every key the judge may ask of a record: each declaration's read.
    const every = [...declarations.values()].flatMap((keys) => keys ?? []);
    const verified = (await ahead?.verifyAhead(entries, every)) ?? entries;
    const problem = (0,_core_evidence_chain_keys_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .keysInForceProblem */ .Y$)(verified, start, declarations, workspace) ??
        headProblem(reading, workspace, head, headCommit, texts);
    if (problem === undefined)
        resume.walked?.({
            inForce: head,
            genesis: start.genesis,
            firstSigned: start.firstSigned ?? (0,_core_evidence_chain_keys_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .firstSignedOf */ .KC)(entries),
            read: texts,
        });
    return problem;
}
/**
 * The keys of the cip-ledger.yaml at each of `commits` in the clone, where it reads and parses:
 * those the readers verify signatures with as they read them (SignaturesRead). Nothing is judged
 * by them: the judge reads the declarations again (keysInForceOf) and says what it cannot read.
 */
async function declaredKeysAt(reading, commits) {
    const read = await (0,_io_checkout_git_js__WEBPACK_IMPORTED_MODULE_5__/* .fileAtCommits */ .e)(reading.repository, _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS, commits);
    if (!("texts" in read))
        return [];
    return [...read.texts].flatMap(([commit, text]) => {
        if (text === undefined)
            return [];
        const parsed = (0,_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .parseLedgerDeclaration */ .vg)(text, `${_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS} at commit ${commit}`);
        return parsed.ok ? parsed.declaration.keys : [];
    });
}
/** cip-ledger.yaml at each of `commits` in the clone; a usage error where the clone lacks one. */
async function declarationTexts(reading, workspace, commits) {
    const read = await (0,_io_checkout_git_js__WEBPACK_IMPORTED_MODULE_5__/* .fileAtCommits */ .e)(reading.repository, _core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS, commits);
    if ("texts" in read)
        return read.texts;
    if ("gitSaid" in read)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`--repository ${reading.given} is not a git clone of the repository (git: ${read.gitSaid}): give a clone of it (git clone https://github.com/OWNER/REPOSITORY.git), or the bundle --dir names when it carries the default branch`, _io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_BAD_INPUT */ .yt);
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`--repository ${reading.given} does not hold commit ${read.missing.join(", ")}, which the records of workspace ${workspace} name, so the ${_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS} in force there cannot be read: fetch the default branch's full history into the clone (in it: git fetch --unshallow origin, or git fetch origin main), or make the bundle again with the default branch beside the evidence branch (git bundle create ledger.bundle cip-sync-evidence origin/main, in a clone of the repository), and run again`, _io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_BAD_INPUT */ .yt);
}
/**
 * Why --ledger-declaration is not the declaration in force at the workspace's head (the commit
 * the last accepted merge, or the genesis, put in force); undefined when it is, or when no record
 * names a commit (nothing is in force to compare with).
 */
function headProblem(reading, workspace, head, commit, texts) {
    if (commit === undefined)
        return undefined;
    const text = texts.get(commit);
    if (text !== undefined && (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(Buffer.from(text)) === reading.sha256)
        return undefined;
    const by = head === null ? "the ledger's genesis" : `put in force by record #${head.sequence}`;
    const there = text === undefined ? "holds none" : "declares another";
    return `workspace ${workspace}: --ledger-declaration ${reading.file} is not the ${_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS} in force at the ledger's head: commit ${commit} (${by}) ${there}. Give the one in force (git show ${commit}:${_core_evidence_chain_writer_declaration_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_DECLARATION_FILE */ .QS} > ${reading.file}, in a clone of the repository): a change to it binds only once the gate accepts the merge that makes it`;
}


/***/ }),

/***/ 35540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eH: () => (/* binding */ CheckpointFormatError),
  BM: () => (/* binding */ WorkspaceFold),
  TT: () => (/* binding */ ledgerCheckpointFormat),
  S7: () => (/* binding */ parseCheckpoint)
});

// UNUSED EXPORTS: CHECKPOINT_INTERVAL, CHECKPOINT_MAX_INTERVAL, RECORD_BYTES_PER_CHECKPOINT_BYTE, checkpointIsDue, ledgerHeldParts, serializeCheckpoint

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(46681);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(42535);
// EXTERNAL MODULE: ./src/core/evidence/chain/keys-in-force.ts
var keys_in_force = __webpack_require__(69013);
;// CONCATENATED MODULE: ./src/core/evidence/chain/ledger-authority.ts




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
    const { inForce, backwards } = foldedInForce(reading);
    if (backwards !== undefined)
        return {
            kind: "refused",
            why: `record #${backwards.sequence} of workspace ${workspace} on ${branch} moves what is in force backwards: ${backwards.problem}; nothing is judged from a ledger whose writer applied an old merge again (docs/evidence-ledger.md, 'When the ledger is lost', says how to re-start it by a reviewed decision)`,
        };
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
/**
 * The pointer the reading's records put in force, from its start, and the first record that moves
 * it backwards (pointer-line.ts).
 */
function foldedInForce(reading) {
    let inForce = reading.start === "first-record" ? null : reading.start.before;
    const line = new PointerLine(inForce);
    let backwards;
    for (const { record } of reading.records) {
        inForce = foldInForce(inForce, record);
        const problem = line.step(commitsNamed(record), inForce);
        if (problem !== undefined)
            backwards ??= { sequence: record.sequence, problem };
    }
    return backwards === undefined ? { inForce } : { inForce, backwards };
}
/**
 * Whether a reading from a checkpoint on cannot decide alone: no accepted merge is in force at its
 * end, and the checkpoint was not read for the genesis it carries (then it is, or, from a
 * checkpoint that does not carry one, the ledger is read whole).
 */
function needsGenesis(reading) {
    return (reading.start !== "first-record" &&
        reading.start.genesis === undefined &&
        foldedInForce(reading).inForce === null);
}
/**
 * The ledger's genesis: the first record that names the commit it was judged or read at (a merge's
 * base, a drift check's commit). What it was judged at is what stood when the ledger began.
 */
function genesisOf(records) {
    for (const { record } of records) {
        const commit = (0,keys_in_force/* judgedAt */.D7)(record);
        if (commit !== undefined)
            return { sequence: record.sequence, commit };
    }
    return undefined;
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

// EXTERNAL MODULE: ./src/core/evidence/report/report-state.ts
var report_state = __webpack_require__(84944);
// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 11 modules
var obligations = __webpack_require__(85277);
// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(51967);
// EXTERNAL MODULE: ./src/core/obligations/part-counts.ts
var part_counts = __webpack_require__(21233);
// EXTERNAL MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts + 3 modules
var obligations_checkpoint = __webpack_require__(30158);
// EXTERNAL MODULE: ./src/core/audit/population-fold.ts + 1 modules
var population_fold = __webpack_require__(3101);
// EXTERNAL MODULE: ./src/core/audit/families/family-populations.ts + 7 modules
var family_populations = __webpack_require__(99200);
;// CONCATENATED MODULE: ./src/core/checkpoint/ledger-checkpoint.ts









/**
 * The version of what the file holds of its own (`workspace`, `through`, `in_force`,
 * `governance`, `genesis`): one more whenever that changes.
 */
const LEDGER_HELD_VERSION = 1;
/**
 * The parts the file holds, by their paths in it (the file's own at ""): the obligations
 * checkpoint's, its own, the report's, the populations' fold's and each family's folded
 * population's, each versioned where it is written.
 */
function ledgerHeldParts() {
    return [
        ...(0,obligations_checkpoint/* obligationsHeldParts */.PL)(),
        { path: "", version: LEDGER_HELD_VERSION },
        { path: "report", version: report_state/* HELD_REPORT_VERSION */.k_ },
        { path: "populations", version: population_fold/* HELD_POPULATIONS_VERSION */._ },
        ...family_populations/* FOLDED_POPULATIONS */.EN.map(({ name, heldVersion }) => ({
            path: `populations.families.${name}`,
            version: heldVersion,
        })),
    ];
}
/**
 * The file's format, summed from the versions of every part it holds (ledgerHeldParts,
 * formatOfVersions). Numbered by hand before the parts kept versions (3, the report's
 * state; 4, the populations'; 5, the genesis; 7, the families' folded populations), the format
 * moved with the obligations' only when someone remembered to, and a ledger whose checkpoints the
 * previous version wrote was recomputed and called altered when they did not (issue 97); format 8
 * is the sum of those parts' first versions. A family that changes what it holds now changes its
 * own version, and this format with it.
 */
function ledgerCheckpointFormat() {
    return (0,obligations_checkpoint/* formatOfVersions */.OH)(0, ledgerHeldParts());
}
/** The parts whose obligations the audit report counts by status: each family's of the table. */
const REPORTED_PARTS = family_table/* MERGE_JUDGED_FAMILIES */.G.flatMap(({ kinds }) => kinds);
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
    if (format !== ledgerCheckpointFormat())
        throw new CheckpointFormatError(path, format);
    return value;
}
/** A checkpoint of another format than this version reads: what to do depends on who reads it. */
class CheckpointFormatError extends Error {
    format;
    constructor(path, format) {
        super(`${path} is a checkpoint of format ${String(format)}, and this version reads format ${ledgerCheckpointFormat()}: judge from every record (the next drift check writes a checkpoint this version reads)`);
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
        this.#report = new report_state/* ReportFold */.sj(from.report);
        this.#populations =
            from.populations === undefined
                ? new population_fold/* PopulationFold */.R()
                : population_fold/* PopulationFold */.R.resume(from.populations);
        const parts = (0,part_counts/* partTally */.s)(REPORTED_PARTS, from.report?.part_counts);
        this.#partCounts = parts.counts;
        this.pass = start({
            ...options,
            decided: (obligation) => {
                options?.decided?.(obligation);
                if (!obligations_checkpoint/* CARRIED */.xc.has(obligation.status))
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
            return new WorkspaceFold(workspace, (passOptions) => new obligations/* ObligationsPass */.Rl(asOf, calendar, passOptions), options, { in_force: null, governance: null, genesis: null });
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
        (passOptions) => obligations/* ObligationsPass */.Rl.resume(structuredClone(checkpoint.obligations), asOf, calendar, passOptions), options, 
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
        this.#genesis ??= genesisOf([entry]) ?? null;
        this.#inForce = (0,facts_in_force/* foldInForce */.OM)(this.#inForce, record);
        // What the accepting record declared; one written before records carried it declares nothing.
        if (this.#inForce === null)
            this.#governance = null;
        else if (record.kind === "change" && (0,facts_in_force/* isAccepted */.oB)(record))
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
            format: ledgerCheckpointFormat(),
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

/***/ 21233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ partTally)
/* harmony export */ });
/* harmony import */ var _obligation_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23281);
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


/***/ }),

/***/ 8838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ outsideWords),
/* harmony export */   f: () => (/* binding */ containedPath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inventory_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9361);
// Where a path the command line reads or writes under a folder it was given (--root, --dir, --out)
// really is: the real path of its nearest existing ancestor, symbolic links followed, and the rest
// of it. git keeps symbolic links and a pull request can add one (patch-evaluations/SOURCE as a
// link to a folder outside the checkout): a writer that only joined paths would write through it.
// Every writer under such a folder asks this first, and writes nothing when the answer is outside.



/** Whether `path` (absolute, or relative to the process) resolves inside `root`, links included. */
async function containedPath(root, path) {
    // A folder not made yet is where its nearest existing ancestor leads.
    const realRoot = (await resolvedPath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root))) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
    const resolved = await resolvedPath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    // A link to nothing leads nowhere this can check: outside (fail closed).
    if (resolved === undefined)
        return { outside: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path) };
    return (0,_inventory_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(realRoot, resolved) ? { inside: resolved } : { outside: resolved };
}
/** The real path of the nearest existing ancestor of `path` (itself included), then the rest. */
async function resolvedPath(path) {
    const rest = [];
    let at = path;
    for (;;) {
        const exists = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(at).then(() => true, () => false);
        if (exists) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(at).catch(() => undefined);
            return real === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, ...rest.reverse());
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at);
        if (parent === at)
            return path;
        rest.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(at));
        at = parent;
    }
}
/** The message every writer gives for a path outside its folder, naming both. */
function outsideWords(shown, outside, folder) {
    return `${shown} leads outside ${folder} (to ${outside}) through a symbolic link: nothing was written; replace the link with a folder or file of the checkout`;
}


/***/ }),

/***/ 81350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H4: () => (/* binding */ authorAdding),
/* harmony export */   aM: () => (/* binding */ readLedgerHistory),
/* harmony export */   dl: () => (/* binding */ isGitCheckout),
/* harmony export */   eP: () => (/* binding */ readLedgerHistorySince)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _checkout_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54917);
// Reads the history of a clone of the evidence branch with git: every commit reachable from the
// head (merges and other roots included: a first-parent walk would miss a history joined by a
// merge), oldest first, with its parents, its author and the files under records/ it added,
// modified or deleted. With keys, each commit that changes the ledger has its signature checked
// against them (commit-signature.ts). Judged in core/evidence/chain/evidence-history.ts.




/** Whether `dir` is the top of a git checkout (it has .git, a directory or a worktree's file). */
async function isGitCheckout(dir) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ".git")).catch(() => undefined)) !== undefined;
}
const SEPARATOR = "\u0001";
/**
 * The checkout's commits, oldest first (those `selection` selects; every commit reachable from
 * the head by default); throws with git's message when git cannot read them.
 */
async function readLedgerHistory(dir, keys = { writer: [], operators: [] }, selection = { revisions: ["HEAD"] }) {
    const { revisions, paths = [] } = selection;
    const output = await git(dir, [
        "log",
        "--reverse",
        "--topo-order",
        "--no-renames",
        "--name-status",
        `--format=${SEPARATOR}%H%x09%P%x09%an%x09%ae`,
        ...(paths.length > 0 ? ["--full-diff"] : []),
        ...revisions,
        "--",
        ...paths,
    ]);
    const commits = output
        .split(SEPARATOR)
        .filter((block) => block.trim() !== "")
        .map((block) => {
        const [header = "", ...lines] = block.split("\n");
        const [sha = "", parents = "", name = "", email = ""] = header.split("\t");
        const changes = lines
            .filter((line) => line.includes("\t"))
            .map((line) => {
            const [status = "", path = ""] = line.split("\t");
            const kind = status === "A" || status === "M" || status === "D" ? status : "other";
            return { status: kind, path };
        });
        const parentList = parents.split(" ").filter(Boolean);
        return { sha, parents: parentList, author: `${name} <${email}>`, authorName: name, changes };
    });
    if (keys.writer.length + keys.operators.length > 0)
        await markSigners(dir, commits, keys);
    return commits;
}
/**
 * The history from the commit that added `path` (a checkpoint's record) on: that commit and every
 * commit reachable from the head that is not before it, oldest first, with that commit (`since`);
 * and `before`, the commits before it that change a file `beforePaths` (pathspecs) match. Throws,
 * saying why, when no commit adds it or that commit is not on the head's first-parent line (the
 * branch was rewritten around it). Each commit is read as readLedgerHistory reads it.
 */
async function readLedgerHistorySince(dir, path, keys = { writer: [], operators: [] }, beforePaths = []) {
    const added = await git(dir, ["log", "-1", "--diff-filter=A", "--format=%H", "HEAD", "--", path]);
    const since = added.trim();
    if (since === "")
        throw new Error(`no commit of the branch adds ${path}`);
    // Newest first: the commit's first parent follows it on the line.
    const line = (await git(dir, ["rev-list", "--first-parent", "HEAD"])).split("\n");
    const at = line.indexOf(since);
    if (at < 0)
        throw new Error(`the commit ${since} that adds ${path} is not on the first-parent line of the branch's head: the branch was rewritten or joined around it`);
    const parent = line[at + 1];
    if (parent === undefined || parent === "")
        return { since, commits: await readLedgerHistory(dir, keys), before: [] };
    const commits = await readLedgerHistory(dir, keys, { revisions: [`^${parent}`, "HEAD"] });
    const before = beforePaths.length === 0
        ? []
        : await readLedgerHistory(dir, keys, { revisions: [parent], paths: beforePaths });
    return { since, commits, before };
}
/** The author name of the commit that added `path`; undefined when none did. */
async function authorAdding(dir, path) {
    const name = await git(dir, ["log", "-1", "--diff-filter=A", "--format=%an", "HEAD", "--", path]);
    return name.trim() === "" ? undefined : name.trim();
}
/** Sets `signedBy` on each commit that changes the ledger, from its raw object. */
async function markSigners(dir, commits, keys) {
    const ledger = commits.filter((commit) => commit.changes.length > 0);
    const raw = await rawCommits(dir, ledger.map((commit) => commit.sha));
    // Loaded only when keys are given: OpenPGP is most of what verify would load otherwise.
    const { signedByOneOf } = await Promise.all(/* import() */[__webpack_require__.e(3074), __webpack_require__.e(76)]).then(__webpack_require__.bind(__webpack_require__, 76));
    for (const commit of ledger) {
        const object = raw.get(commit.sha) ?? "";
        if (await signedByOneOf(object, keys.writer))
            commit.signedBy = "writer";
        else if (await signedByOneOf(object, keys.operators))
            commit.signedBy = "operator";
    }
}
/** The raw objects of `shas`, in one `git cat-file --batch`. */
async function rawCommits(dir, shas) {
    const objects = new Map();
    if (shas.length === 0)
        return objects;
    const output = Buffer.from(await git(dir, ["cat-file", "--batch"], `${shas.join("\n")}\n`));
    let at = 0;
    while (at < output.length) {
        const newline = output.indexOf(10, at);
        const [sha = "", , size = "0"] = output.subarray(at, newline).toString("utf8").split(" ");
        const length = Number(size);
        objects.set(sha, output.subarray(newline + 1, newline + 1 + length).toString("utf8"));
        at = newline + 1 + length + 1;
    }
    return objects;
}
async function git(dir, args, input) {
    const answer = await (0,_checkout_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, args, input === undefined ? {} : { input }).catch((error) => {
        throw new Error(`git could not be started to read the history of ${dir} (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    });
    if (answer.code === 0)
        return answer.stdout;
    const message = answer.stderr.trim().split("\n")[0];
    throw new Error(`git could not read the history of ${dir}: ${message}`);
}


/***/ }),

/***/ 37130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eB: () => (/* binding */ SignaturesRead),
  rI: () => (/* binding */ checkWriterProofs),
  hg: () => (/* binding */ recordProofProblem)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/chain/keys-in-force.ts
var keys_in_force = __webpack_require__(69013);
// EXTERNAL MODULE: ./src/core/evidence/chain/verified-head.ts
var verified_head = __webpack_require__(3658);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(42535);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/io/ledger/taken-records.ts
// The records verify's readers hand SignaturesRead (ledger-writer-proofs.ts), one workspace's in
// chain order, held until the workspace is judged.



/** A record's bits in TakenRecords: its facts' booleans, and whether an operator sealed it. */
const CARRIES = 1;
const CLI = 2;
const OPERATOR = 4;
/** Its proof is the key that verified it ahead, not its signature file's text. */
const VERIFIED_AHEAD = 8;
/**
 * One workspace's records as SignaturesRead took them, in chain order, in columns, given back as
 * SignedRecords when the workspace is judged: at 100,000 signed records, held as objects (an entry,
 * its facts, its digest in hex), they were 31 MB of `evidence handover`'s judging heap when its
 * reading ended, the most any one holder held then (issue 99). A digest is held as its 32 bytes,
 * the booleans as bits, an accepted merge's pointer by its index (most records put nothing in
 * force), and the strings records repeat once: the key that verified a signature (the caller's
 * copy), the commit a record was judged at where the one before it named it too. Their paths
 * are held as a digest of them in order (not the paths, which the listing holds already), for
 * entriesAt to ask whether they are those judged.
 */
class TakenRecords {
    #paths = new PathsDigest();
    #sequences = [];
    #digests = new sha256/* DigestColumn */.l7();
    #bits = new Uint8Array(1024);
    #judgedAt = [];
    /** A signature file's text (undefined: none), or the key that verified it (VERIFIED_AHEAD). */
    #proofs = [];
    #puts = new Map();
    /**
     * The next record, at `path`: verified ahead by the key `verifiedBy` names, or not checked
     * ahead.
     */
    push(path, { facts, sequence, sha256, operator, signature, verifiedBy, }) {
        this.#paths.add(path);
        const index = this.#sequences.length;
        if (index === this.#bits.length) {
            const grown = new Uint8Array(2 * index);
            grown.set(this.#bits);
            this.#bits = grown;
        }
        const ahead = verifiedBy !== undefined;
        this.#bits[index] =
            (facts.carries ? CARRIES : 0) |
                (facts.cli ? CLI : 0) |
                (operator === true ? OPERATOR : 0) |
                (ahead ? VERIFIED_AHEAD : 0);
        this.#sequences.push(sequence);
        this.#digests.set(index, sha256);
        // A drift check with nothing merged since the one before names its commit: one string held.
        const before = this.#judgedAt.at(-1);
        this.#judgedAt.push(facts.judgedAt === before ? before : facts.judgedAt);
        this.#proofs.push(ahead ? verifiedBy : signature);
        if (facts.puts !== null)
            this.#puts.set(index, facts.puts);
    }
    /** Each record's SHA-256 in chain order, end to end in hex (a verified head's records_sha256). */
    digestsHex() {
        return this.#digests.hex(this.#sequences.length);
    }
    /**
     * Each record as it was pushed, when `listed` digests the paths pushed, in order (asked once,
     * after the last record); undefined when it does not. Each is made as it is walked to: a
     * workspace's 30,000, held at once, were 7 MB of `evidence handover`'s heap at its peak, each
     * workspace's in turn (issue 99).
     */
    entriesAt(listed) {
        const same = listed.count === this.#sequences.length && listed.digest() === this.#paths.digest();
        return same ? { [Symbol.iterator]: () => this.#entries() } : undefined;
    }
    *#entries() {
        for (const [index, sequence] of this.#sequences.entries()) {
            const bits = this.#bits[index] ?? 0;
            const proof = this.#proofs[index];
            yield {
                facts: {
                    puts: this.#puts.get(index) ?? null,
                    carries: (bits & CARRIES) !== 0,
                    cli: (bits & CLI) !== 0,
                    judgedAt: this.#judgedAt[index],
                },
                sequence,
                sha256: this.#digests.get(index),
                operator: (bits & OPERATOR) !== 0,
                ...((bits & VERIFIED_AHEAD) === 0
                    ? { signature: proof }
                    : { signature: writer_proof/* SIGNATURE_NOT_KEPT */.io, verifiedBy: proof }),
            };
        }
    }
}
/**
 * A workspace's record paths in order, as one SHA-256 and how many: what TakenRecords took, and
 * what the listing names, compared without holding either's paths.
 */
class PathsDigest {
    #hash = (0,external_node_crypto_.createHash)("sha256");
    #count = 0;
    add(path) {
        // NUL, which no path holds, ends each.
        this.#hash.update(`${path}\0`);
        this.#count++;
    }
    get count() {
        return this.#count;
    }
    /** The digest of the paths added so far; more may be added after. */
    digest() {
        return this.#hash.copy().digest("hex");
    }
}

;// CONCATENATED MODULE: ./src/io/ledger/ledger-writer-proofs.ts
// The writer's signatures of a checkout of the evidence branch, checked offline with the keys of a
// cip-ledger.yaml the auditor takes from the repository's default branch (`evidence verify
// --ledger-declaration`): in each workspace, every record from the first signed one on must be
// signed by one of them (core/evidence/chain/writer-proof.ts); with --repository, each by the keys
// of the declaration in force before it (core/evidence/chain/keys-in-force.ts), for which each
// workspace's records are kept whole while it is judged. The records are read again for it, a few
// at a time, so the check costs one more reading of the ledger, asked for only with the flag; from
// a verified head (core/evidence/chain/verified-head.ts), only each workspace's records after it.










/**
 * The records the chain check took, each with its signature file's text and its facts, by
 * workspace in chain order (verify's readers read them: ledger-readers.ts), for checkWriterProofs
 * to judge without reading them again. Each is a few facts, never the record. The readers verify
 * each signature with the keys known so far as they read it: those given, and those of the
 * declarations `keysAt` reads at the commits the records taken put in force (each workspace's
 * genesis, each accepted merge's), asked as they are taken; a key that cannot be read so is only a
 * signature left for the judge, which reads the declarations itself and says what it cannot.
 */
class SignaturesRead {
    /** The ledger's records as listed, each with whether it is signed, read as signed() is asked. */
    #listed;
    #at;
    /** Each workspace's records taken. */
    #read = new Map();
    #keys = [];
    #keysAt;
    #asked = new Set();
    /** The workspaces whose genesis (genesisOfFacts: the first commit judged at) was asked. */
    #genesisAsked = new Set();
    #pending = [];
    #reading = false;
    /** `paths`: every file of the ledger, in name order, listed as signed() is asked. */
    constructor(paths, keys, keysAt) {
        this.#listed = (0,record_files/* recordsListed */.q)(paths)[Symbol.iterator]();
        this.#at = this.#nextListed();
        this.#keysAt = keysAt;
        this.#know(keys);
    }
    /** Asked in name order (the chain check's), as the listing is read. */
    signed(path) {
        while (this.#at !== undefined && (0,names/* compareCodePoints */.OP)(this.#at.path, path) < 0)
            this.#at = this.#nextListed();
        return this.#at?.path === path && this.#at.signed;
    }
    #nextListed() {
        const next = this.#listed.next();
        return next.done === true ? undefined : next.value;
    }
    keys() {
        return this.#keys;
    }
    take({ path, sha256, link, signature, verifiedBy }) {
        let read = this.#read.get(link.workspace);
        if (read === undefined) {
            read = new TakenRecords();
            this.#read.set(link.workspace, read);
        }
        read.push(path, {
            facts: link.keys,
            sequence: link.sequence,
            sha256,
            operator: (0,record_files/* isCliRecordPath */.xP)(path),
            ...(verifiedBy === undefined
                ? { signature }
                : {
                    signature: writer_proof/* SIGNATURE_NOT_KEPT */.io,
                    // The key's own string, not the copy each message brings: one held, not one a record.
                    verifiedBy: this.#keys.find((spki) => spki === verifiedBy) ?? verifiedBy,
                }),
        });
        const { puts, judgedAt } = link.keys;
        // The commits whose declarations the judge reads (declarationCommits): the genesis, which the
        // first record judged at one names, and each accepted merge's.
        if (puts !== null)
            this.#ask(puts.commit);
        if (judgedAt !== undefined && !this.#genesisAsked.has(link.workspace)) {
            this.#genesisAsked.add(link.workspace);
            this.#ask(judgedAt);
        }
    }
    /** Reads the declaration at `commit` for its keys, once, one reading at a time. */
    #ask(commit) {
        if (this.#keysAt === undefined || this.#asked.has(commit))
            return;
        this.#asked.add(commit);
        this.#pending.push(commit);
        this.#readPending();
    }
    #readPending() {
        const keysAt = this.#keysAt;
        if (keysAt === undefined || this.#reading || this.#pending.length === 0)
            return;
        const commits = this.#pending;
        this.#pending = [];
        this.#reading = true;
        keysAt(commits)
            .then((keys) => this.#know(keys))
            // Only signatures left for the judge, which reads the declarations again and says why not.
            .catch(() => { })
            .finally(() => {
            this.#reading = false;
            this.#readPending();
        });
    }
    #know(keys) {
        for (const key of keys) {
            const spki = (0,writer_proof/* keySpki */.bg)(key);
            if (!this.#keys.includes(spki))
                this.#keys.push(spki);
        }
    }
    /** The SHA-256 of each record of `workspace` taken, in chain order, end to end in hex. */
    digestsHexOf(workspace) {
        return this.#read.get(workspace)?.digestsHex() ?? "";
    }
    /** Whether records of `workspace` were taken. */
    took(workspace) {
        return this.#read.has(workspace);
    }
    /** The entries of the records `listed` digests (a workspace's, in order), if those were taken. */
    entriesOf(workspace, listed) {
        return this.#read.get(workspace)?.entriesAt(listed);
    }
}
/**
 * The writer's signatures of the records under `dir` (`paths`: every file, in name order, listed
 * again each time it is iterated), each workspace's read from the files, or as `read` took them
 * beside the chain check.
 */
async function checkWriterProofs(dir, paths, check, read) {
    const from = "inForce" in check ? check.from : undefined;
    // Their paths are held only where the records are read again: the others' were taken.
    const readAgain = (workspace) => from?.get(workspace) !== undefined || read?.took(workspace) !== true;
    const problems = [];
    let signed = 0;
    for (const records of workspacesListed(paths, from, readAgain)) {
        const { workspace } = records;
        const head = from?.get(workspace);
        // The reading checks the head against the files before it resumes (verified-head.ts).
        if (head !== undefined && !records.headFound)
            throw new Error(`the verified head's record ${head.path} is not among the records`);
        const taken = head === undefined ? read?.entriesOf(workspace, records.listed) : undefined;
        const entries = () => {
            if (taken !== undefined)
                return taken;
            // Not those taken (some were passed over since): listed again, to be read from the files.
            const again = records.read ?? listedAgain(paths, workspace);
            return again.paths.map((path, index) => readSigned(dir, path, again.signed[index] === true));
        };
        const judged = await judgeWorkspace(check, records, entries);
        signed += judged.signed;
        if (judged.problem !== undefined)
            problems.push(judged.problem);
    }
    return { problems, signed };
}
/**
 * The records among `paths` (every file, in name order) a workspace at a time, in chain order, of
 * a workspace with a verified head in `from` only those after it (none held through it); the
 * paths of those `readAgain` names kept. A workspace's paths are together in name order (all
 * under records/<workspace>/), so each is handed on as the listing leaves it and one is held at a
 * time: the ledger's 100,000 paths held at once stood on the heap of `evidence handover` at its
 * peak (issue 99).
 */
function* workspacesListed(paths, from, readAgain) {
    const passed = new Set();
    let records;
    for (const { path, workspace, signed } of (0,record_files/* recordsListed */.q)(paths)) {
        if (records?.workspace !== workspace) {
            if (records !== undefined)
                yield records;
            if (passed.has(workspace))
                throw new Error(`the ledger's listing is not in name order: ${path} follows another workspace's`);
            passed.add(workspace);
            const headFound = from?.get(workspace) === undefined;
            records = {
                workspace,
                count: 0,
                last: undefined,
                headFound,
                listed: new PathsDigest(),
                read: readAgain(workspace) ? { paths: [], signed: [] } : undefined,
                signedDigest: headFound ? new verified_head/* SignedRecordsDigest */.N8() : undefined,
            };
        }
        records.count++;
        records.last = path;
        if (!records.headFound) {
            records.headFound = from?.get(workspace)?.path === path;
            continue;
        }
        records.listed.add(path);
        records.read?.paths.push(path);
        records.read?.signed.push(signed);
        if (signed)
            records.signedDigest?.add(path);
    }
    if (records !== undefined)
        yield records;
}
/** The paths of `workspace`'s records among `paths`, each with whether it is signed. */
function listedAgain(paths, workspace) {
    const again = { paths: [], signed: [] };
    for (const listed of (0,record_files/* recordsListed */.q)(paths))
        if (listed.workspace === workspace) {
            again.paths.push(listed.path);
            again.signed.push(listed.signed);
        }
    return again;
}
/**
 * A workspace's records judged by `check` (those after its verified head, where one is given):
 * each record kept whole only for the check in force before it, else its signature's facts alone.
 */
async function judgeWorkspace(check, records, read) {
    const { workspace } = records;
    if ("keys" in check) {
        const asRead = Array.from(read(), signedEntryOf);
        const entries = [...((await check.ahead?.verifyAhead(asRead, check.keys)) ?? asRead)];
        return {
            signed: signedOf(entries),
            problem: (0,writer_proof/* writerProofProblem */.H8)(entries, check.keys, workspace),
        };
    }
    const from = check.from?.get(workspace);
    const entries = read();
    // One walk for both: each walk of taken records makes their entries again.
    let last;
    let signed = 0;
    for (const entry of entries) {
        last = entry;
        if (entry.signature !== undefined)
            signed++;
    }
    const problem = await check.inForce(workspace, entries, from);
    if (problem === undefined && last !== undefined && records.last !== undefined)
        check.judged?.(workspace, {
            path: records.last,
            entry: last,
            records: records.count,
            ...(records.signedDigest && { signed: records.signedDigest.digest() }),
        });
    return { signed, problem };
}
/** How many of `entries` carry a signature file. */
function signedOf(entries) {
    let signed = 0;
    for (const entry of entries)
        if (entry.signature !== undefined)
            signed++;
    return signed;
}
/** Why the record at `path` is not signed by a key of `keys`; undefined when it is. */
async function recordProofProblem(dir, path, keys) {
    const signed = await (0,promises_.stat)((0,external_node_path_.join)(dir, `${path}${writer_proof/* SIGNATURE_SUFFIX */.VV}`)).catch(() => undefined);
    const entry = readSigned(dir, path, signed !== undefined);
    return (0,writer_proof/* recordSignatureProblem */.X5)(keys, entry.sha256, entry.signature);
}
/**
 * The record at `path` as read, with its signature file's text when `signed` (it has one). The
 * check runs along intact chains only, whose every record the chain check held to the schema.
 */
function readSigned(dir, path, signed) {
    // Read in turn: a small file's synchronous read costs a fraction of a promise's four steps.
    const bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path));
    const signature = signed
        ? (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, `${path}${writer_proof/* SIGNATURE_SUFFIX */.VV}`), "utf8")
        : undefined;
    const record = JSON.parse(bytes.toString("utf8"));
    const operator = (0,record_files/* isCliRecordPath */.xP)(path);
    const facts = (0,keys_in_force/* keysFactsOf */.B6)(record);
    return { facts, sequence: record.sequence, sha256: (0,sha256/* sha256Hex */.fg)(bytes), signature, operator };
}
/**
 * What a record's signature is judged on, without its facts: with the verdict a reader gave as it
 * read it, since the text of a signature verified so is not kept (SIGNATURE_NOT_KEPT).
 */
function signedEntryOf({ sequence, sha256, signature, operator, verifiedBy, }) {
    return { sequence, sha256, signature, operator, ...(verifiedBy !== undefined && { verifiedBy }) };
}


/***/ })

};
