export const id = 9027;
export const ids = [9027];
export const modules = {

/***/ 39027:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ HandoverWriter),
/* harmony export */   Y: () => (/* binding */ writeListingAside),
/* harmony export */   serveHandoverWrites: () => (/* binding */ serveHandoverWrites)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32828);
/* harmony import */ var _core_obligations_family_table_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51967);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(19130);
/* harmony import */ var _io_ledger_batch_workers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(59454);
/* harmony import */ var _io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(97819);
/* harmony import */ var _render_evidence_obligations_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(97281);
/* harmony import */ var _render_evidence_populations_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(80212);
/* harmony import */ var _shared_flag_files_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6600);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(32246);
// The writer thread of `evidence handover`: obligations.md, and the populations' rows that wait
// in sorts on disk, written on a thread of its own while the judging thread writes the rest. Once
// the ledger is read, the handover's outputs were written one after the other on one core while
// the others idled: at 100,000 signed records the listing (42 MB of Markdown from 200,000
// obligations read back from the sort's runs) took about 1.5 s of that serial end, and the
// exceptions', configuration monitoring's and families' rows (190 MB of CSV from 330,000 rows)
// about 3 s more (issue 99). The judging thread hands the thread a sort, all on disk
// (SpilledSort.handOff), and what the file needs besides; the thread renders and writes it as the
// judging thread would (a listing as `obligations --format markdown` does, rows into a part that
// population-files.ts joins into its file), and answers once it is written or failed. A sort's
// files stay until the handover discards them, after the answers. Without a thread (a command run
// in process, a single core) the listing is written in this thread, when asked for, and the rows
// are never handed.













/** The writer's young generation, in MB: what it allocates dies with each row written. */
const WRITER_YOUNG_GENERATION_MB = 16;
/** The handover's writer thread, and what was asked of it. */
class HandoverWriter {
    #thread;
    #asked = [];
    /** The thread, started from `entry`; none without one or another core. */
    static start(entry) {
        return entry === undefined || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)() < 2
            ? undefined
            : new HandoverWriter(entry);
    }
    constructor(entry) {
        const role = { role: "handover-writer" };
        this.#thread = new _io_ledger_batch_workers_js__WEBPACK_IMPORTED_MODULE_6__/* .BatchWorkers */ .W(entry, 1, {
            workerData: role,
            resourceLimits: { maxYoungGenerationSizeMb: WRITER_YOUNG_GENERATION_MB },
        }, "the handover's writer thread");
    }
    listing(listing) {
        return this.#ask({ batch: this.#asked.length, listing }, listing.target);
    }
    rows(rows) {
        return this.#ask({ batch: this.#asked.length, rows }, rows.target);
    }
    /** Stops the thread once it answered everything asked. */
    async close() {
        await Promise.allSettled(this.#asked);
        await this.#thread.close();
    }
    #ask(request, target) {
        const answered = this.#thread.ask(request);
        this.#asked.push(answered);
        const written = async () => {
            const { failed } = await answered;
            if (failed !== undefined)
                throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(failed.message, failed.exitCode);
        };
        return {
            written,
            // What the thread wrote, once it answered; a write that failed left nothing (replaceFile).
            abandon: async () => {
                const wrote = await written().then(() => true, () => false);
                if (wrote)
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(target.cwd, target.given), { force: true });
            },
        };
    }
}
/** Writes `listing`: on `writer`'s thread, else in this thread once `written` is awaited. */
function writeListingAside(writer, listing) {
    return (writer?.listing(listing) ?? {
        written: () => writeHandedListing(listing),
        abandon: async () => { },
    });
}
/** The writer thread's side: writes each file it is sent, and answers. */
function serveHandoverWrites() {
    // A worker always has its parent's port.
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.parentPort;
    if (port === null)
        throw new Error("serveHandoverWrites runs in a writer thread only");
    port.on("message", (request) => {
        const { batch } = request;
        const writing = "listing" in request ? writeHandedListing(request.listing) : writeHandedRows(request.rows);
        writing.then(() => port.postMessage({ batch }), (error) => port.postMessage({
            batch,
            failed: {
                message: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .errorMessage */ .g)(error),
                exitCode: error instanceof _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e ? error.exitCode : undefined,
            },
        }));
    });
}
/** Writes the rows handed, in their sort's order, as the population's file lays them out. */
function writeHandedRows({ target, population, format, order, first, rows }) {
    const layout = (0,_render_evidence_populations_js__WEBPACK_IMPORTED_MODULE_9__/* .populationLayout */ .yQ)(format);
    function* lines() {
        let index = first;
        for (const { row } of (0,_io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_7__/* .sortedRuns */ .qD)((0,_core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_4__/* .rowOrderNamed */ .uj)(order), rows))
            yield layout.row(population, row, index++);
    }
    return (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_10__/* .writeFlagFile */ .mg)(target, lines());
}
/** Renders `listing` in Markdown, as `obligations` lists it, and writes it. */
function writeHandedListing(listing) {
    const content = (0,_render_evidence_obligations_js__WEBPACK_IMPORTED_MODULE_8__/* .obligationsMarkdownChunks */ .Hl)({
        at: listing.at,
        calendar: listing.calendar,
        obligations: (0,_io_sort_spilled_sort_js__WEBPACK_IMPORTED_MODULE_7__/* .sortedRuns */ .qD)(_core_audit_row_sort_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_OBLIGATION */ .zj, listing.obligations),
        counts: listing.counts,
        historyNotChecked: listing.historyNotChecked,
        statuses: listing.statuses,
        notJudged: familiesNamed(listing.notJudged),
        notApplicable: familiesNamed(listing.notApplicable),
    });
    return (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_10__/* .writeFlagFile */ .mg)(listing.target, content);
}
/** The families of the family table by name, in the order given. */
function familiesNamed(names) {
    return names.map((name) => {
        const family = _core_obligations_family_table_js__WEBPACK_IMPORTED_MODULE_5__/* .MERGE_JUDGED_FAMILIES */ .G.find((candidate) => candidate.name === name);
        if (family === undefined)
            throw new Error(`no family is named "${name}"`);
        return family;
    });
}


/***/ }),

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

/***/ 38871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ textBatches),
/* harmony export */   k: () => (/* binding */ BATCH_CHARACTERS)
/* harmony export */ });
// Text made in many small pieces (JSON written an item at a time, CSV a row at a time) joined into
// fewer, larger ones: a file is written in few calls, and a check made on each piece (the hidden
// characters' escape) is made on few, while little is held at once.
/** Size of the pieces textBatches gives: few writes, and little held at once. */
const BATCH_CHARACTERS = 64 * 1024;
/** `chunks` joined into pieces of about BATCH_CHARACTERS each, in order. */
function* textBatches(chunks) {
    let pending = [];
    let size = 0;
    for (const chunk of chunks) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= BATCH_CHARACTERS) {
            yield pending.join("");
            pending = [];
            size = 0;
        }
    }
    if (size > 0)
        yield pending.join("");
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

/***/ 23628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X7: () => (/* binding */ checkReplaceable),
/* harmony export */   XD: () => (/* binding */ FileReplacement),
/* harmony export */   fR: () => (/* binding */ replaceFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38871);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.






/**
 * Writes `content` to `path` (creating its parent directories) without following a link there.
 * `mode`: the new file's permissions (default 0644 less the umask), e.g. those of the file replaced.
 */
async function replaceFile(path, content, options = {}) {
    refuseDirectory(path);
    const temporary = createTemporary(path);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, "r+");
        try {
            if (options.mode !== undefined)
                await handle.chmod(options.mode);
            if (typeof content === "string" || content instanceof Uint8Array)
                await handle.writeFile(content);
            // Written as made, a batch at a time: the whole content never stands in memory.
            else
                for (const batch of (0,_core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__/* .textBatches */ .S)(content))
                    await handle.write(batch);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
/** How many bytes of a file appended are copied at a time. */
const APPEND_BYTES = 1 << 20;
/**
 * A file replaced as replaceFile replaces it, its content written piece by piece as it is made,
 * synchronously (a pass over a ledger writes rows as it reads records, synchronously too), and put
 * in place only by `commit`; `abandon` leaves nothing behind. Pieces are written a batch at a time.
 */
class FileReplacement {
    #path;
    #temporary;
    #fd;
    #pending = [];
    #size = 0;
    constructor(path, temporary) {
        this.#path = path;
        this.#temporary = temporary;
        this.#fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, "r+");
    }
    /** Opened at once (created with O_EXCL beside `path`): rows are written as a pass makes them. */
    static open(path) {
        refuseDirectory(path);
        return new FileReplacement(path, createTemporary(path));
    }
    write(text) {
        this.#pending.push(text);
        this.#size += text.length;
        if (this.#size >= _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__/* .BATCH_CHARACTERS */ .k)
            this.#flush();
    }
    /** Writes what is pending, then the bytes of the file at `path` as they are. */
    append(path) {
        this.#flush();
        const fd = this.#open();
        const from = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, "r");
        try {
            const buffer = Buffer.allocUnsafe(APPEND_BYTES);
            for (let read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(from, buffer); read > 0; read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(from, buffer))
                for (let written = 0; written < read;)
                    written += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, buffer, written, read - written);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(from);
        }
    }
    /** Writes what is left, and puts the file in place. */
    async commit() {
        try {
            this.#flush();
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(this.#open());
            this.#close();
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(this.#temporary, this.#path);
        }
        catch (error) {
            await this.abandon();
            throw error;
        }
    }
    async abandon() {
        this.#close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(this.#temporary, { force: true });
    }
    /** Opened by the constructor and closed only by commit or abort, after which nothing writes. */
    #open() {
        return this.#fd ?? (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .missingEntry */ .Dj)("the replacement file, closed already,");
    }
    #flush() {
        if (this.#size === 0)
            return;
        const bytes = Buffer.from(this.#pending.join(""));
        const fd = this.#open();
        for (let written = 0; written < bytes.length;)
            written += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, written);
        this.#pending = [];
        this.#size = 0;
    }
    #close() {
        if (this.#fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(this.#fd);
        this.#fd = undefined;
    }
}
/**
 * Fails as replaceFile would, leaving nothing behind (parent directories it creates stay): for a
 * file written after the service was changed, whose loss a later error could not undo.
 */
async function checkReplaceable(path) {
    refuseDirectory(path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(createTemporary(path));
}
/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
function createTemporary(path) {
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(directory, { recursive: true });
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(directory, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.tmp`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, "wx", 0o644));
    return temporary;
}
/** A directory at the path would be replaced by nothing: the same error a write would give. */
function refuseDirectory(path) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
    }
    catch {
        // Nothing there, or no way to look: creating the temporary file says which.
        return;
    }
    if (stats.isDirectory()) {
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
            code: "EISDIR",
        });
    }
}


/***/ }),

/***/ 59454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ BatchWorkers)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65032);
// The pools of worker threads that read and check a ledger's files (ledger-readers.ts), verify its
// writer's signatures (signature-checkers.ts) and write the handover's rows
// (cli/evidence/handover-writer.ts).


/**
 * Worker threads that answer numbered batches: each batch is sent to the next thread in turn, and
 * its answer, a message naming its number, settles the promise ask gave for it. A thread that fails
 * or exits rejects every batch still out, and every batch asked after it: fail closed, at the
 * batch's turn.
 */
class BatchWorkers {
    #workers;
    #answers = new Map();
    #stopped;
    /** `count` threads started from `entry` with `options`; `what` names one in an error. */
    constructor(entry, count, options, what) {
        this.#workers = Array.from({ length: count }, () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(entry, options));
        const stop = (error) => {
            this.#stopped ??= error;
            for (const answer of this.#answers.values())
                answer.reject(error);
        };
        for (const worker of this.#workers) {
            worker.on("message", (result) => {
                this.#answers.get(result.batch)?.resolve(result);
                this.#answers.delete(result.batch);
            });
            worker.on("error", stop);
            worker.on("exit", (code) => stop(new Error(`${what} stopped (exit code ${code})`)));
        }
    }
    get count() {
        return this.#workers.length;
    }
    /** Sends `request` to its thread (the batches go round them); its answer, at its turn. */
    ask(request) {
        const answer = Promise.withResolvers();
        // Taken in order; a batch's rejection before its turn is seen at its turn.
        answer.promise.catch(() => { });
        if (this.#stopped !== undefined)
            answer.reject(this.#stopped);
        this.#answers.set(request.batch, answer);
        (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .itemOrThrow */ .Tp)(this.#workers, request.batch % this.#workers.length, "the threads").postMessage(request);
        return answer.promise;
    }
    /** Stops the threads; nothing the second time. */
    async close() {
        for (const worker of this.#workers)
            worker.removeAllListeners("exit");
        await Promise.all(this.#workers.map((worker) => worker.terminate()));
    }
}


/***/ }),

/***/ 97819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KQ: () => (/* binding */ SpilledSort),
  B4: () => (/* binding */ SpilledSorts),
  qD: () => (/* binding */ sortedRuns)
});

// UNUSED EXPORTS: DEFAULT_HELD_BYTES, DEFAULT_RUN_LENGTH

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/ordered-merge.ts
var ordered_merge = __webpack_require__(28749);
;// CONCATENATED MODULE: ./src/io/sort/run-reader.ts
// A spilled sort's run read back (spilled-sort.ts): its file a block at a time, an item a line,
// each the head of its source for the merge of the runs and the held items (ordered-merge.ts).

/** How many bytes of a run are read at a time (a line longer than that grows the buffer). */
const READ_BYTES = 1 << 16;
/** What ends each item's line. */
const NEWLINE = 0x0a;
/**
 * A run's file, read a block at a time, an item per line. Each line is found among the block's
 * bytes and decoded alone: a newline byte is never part of a character of several bytes, and the
 * block is not made one string to be split (at 100,000 signed records the handover's merges
 * allocated 0.8 GB for the split and its joins, issue 99).
 */
class RunReader {
    #descriptor;
    #buffer = Buffer.allocUnsafe(READ_BYTES);
    /** The bytes read and not yet taken: from #start to #end of the buffer. */
    #start = 0;
    #end = 0;
    #ended = false;
    #closed = false;
    #next;
    #decode;
    #keyOf;
    constructor(path, decode, keyOf) {
        this.#descriptor = (0,external_node_fs_.openSync)(path, "r");
        this.#decode = decode;
        this.#keyOf = keyOf;
        this.take();
    }
    peek() {
        return this.#next;
    }
    take() {
        const line = this.#line();
        if (line === undefined) {
            this.#next = undefined;
            return;
        }
        const item = this.#decode(JSON.parse(line));
        this.#next = { item, key: this.#keyOf(item) };
    }
    close() {
        if (this.#closed)
            return;
        this.#closed = true;
        this.#ended = true;
        (0,external_node_fs_.closeSync)(this.#descriptor);
        letGo(this.#buffer);
    }
    /** The next line, without its newline; undefined at the run's end. */
    #line() {
        for (;;) {
            const newline = this.#buffer.indexOf(NEWLINE, this.#start);
            if (newline !== -1 && newline < this.#end) {
                const line = this.#buffer.toString("utf8", this.#start, newline);
                this.#start = newline + 1;
                return line;
            }
            if (this.#ended) {
                if (this.#start === this.#end)
                    return undefined;
                const last = this.#buffer.toString("utf8", this.#start, this.#end);
                this.#start = this.#end;
                return last;
            }
            this.#fill();
        }
    }
    /** Reads the next block after the bytes not yet taken, moved to the buffer's start first. */
    #fill() {
        const rest = this.#end - this.#start;
        if (rest === this.#buffer.length) {
            const grown = Buffer.allocUnsafe(2 * this.#buffer.length);
            this.#buffer.copy(grown, 0, this.#start, this.#end);
            this.#buffer = grown;
        }
        else if (this.#start > 0)
            this.#buffer.copy(this.#buffer, 0, this.#start, this.#end);
        this.#start = 0;
        this.#end = rest;
        const read = (0,external_node_fs_.readSync)(this.#descriptor, this.#buffer, rest, this.#buffer.length - rest, null);
        if (read === 0)
            this.#ended = true;
        this.#end += read;
    }
}
/**
 * Frees the memory of `buffer`, outside the heap, now rather than when a collection finds its
 * object dead (a sort's lines, 2 MB, once read or handed off): its buffer is detached, and every
 * view of it is then empty. Only a buffer that is all its own is: one of Node's pool is shared.
 */
function letGo(buffer) {
    if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength)
        buffer.buffer.transfer(0);
}

;// CONCATENATED MODULE: ./src/io/sort/spilled-sort.ts
// A sort whose memory does not grow with what it sorts: items are held up to a bound, and each
// time the bound is reached they are sorted and written to a file of their own (a run), one JSON
// value a line, in a private directory made for the sort; the sorted whole is then read back by
// merging the runs, an item at a time. A ledger's 200,000 obligations are sorted this way by
// `cip-sync obligations` without holding them. Fewer items than the bound never touch the disk.
// The order is the order an in-memory stable sort gives: ties keep the order they were added in.
//
// An item waits as its JSON line, made when it is added, in a buffer outside the heap; the heap
// holds only its key (SortOrder's keyOf). Held as objects, the items of every sort lived long
// enough to be promoted and died in the old generation: at 100,000 records `evidence populations`'
// judging thread's old generation grew by 0.9 GB over a run instead of 1.6, with 28 full
// collections instead of 41 (bench/RESULTS-memory.md, the fourth session).





/**
 * How many items a sort holds before it writes them as a run: their keys on the heap and their
 * lines in the sort's buffer are its share of memory. At 100,000 records, 16,384 rows in each of
 * the populations' sorts put the peak 40 MB higher than 4,096 did when the rows were held as
 * objects (bench/RESULTS.md), while the merge of 49 runs instead of 13 costs log k comparisons an
 * item more.
 */
const DEFAULT_RUN_LENGTH = 4_096;
/**
 * How many bytes of lines a sort holds before it writes them as a run, however few the items: the
 * bound on its buffer, which doubles as it fills. At 100,000 signed records the handover's sorts of
 * the longest rows (about 2 KB a line) had grown theirs to 4 and 8 MB, 25 MB in all of the judging
 * thread's memory when its reading ended (issue 99); a sort of short lines still spills at
 * DEFAULT_RUN_LENGTH items.
 */
const DEFAULT_HELD_BYTES = 1 << 21;
/** What ends each item's line. */
const spilled_sort_NEWLINE = 0x0a;
/** How many bytes of a run are written at a time. */
const WRITE_BYTES = 1 << 16;
/**
 * The bytes the held items' lines start with; the buffer doubles as they need. The handover keeps
 * fifteen sorts, half of which hold little; at 256 KB each started with 2 MB of buffers in all.
 */
const HELD_BYTES = 1 << 14;
/**
 * Items added one at a time, given back sorted by `order` once. The items must be JSON values
 * that JSON gives back as they were (plain objects, arrays, strings, numbers, booleans, null); an
 * item is given back as it was when added.
 */
class SpilledSort {
    #order;
    #runLength;
    #heldBytes;
    #parent;
    #held = [];
    /** The held items' lines, end to end. */
    #lines = Buffer.allocUnsafe(HELD_BYTES);
    #used = 0;
    #runs = [];
    #directory;
    #read = false;
    #count = 0;
    #repeated;
    /** Where a run's lines are gathered before they are written (made at the first run). */
    #writeBuffer;
    constructor(order, options = {}) {
        this.#order = order;
        this.#runLength = Math.max(1, options.runLength ?? DEFAULT_RUN_LENGTH);
        this.#heldBytes = options.heldBytes ?? DEFAULT_HELD_BYTES;
        this.#parent = options.directory ?? (0,external_node_os_.tmpdir)();
        this.#repeated = new RepeatedTexts(options.repeatedFields ?? [], []);
    }
    add(item) {
        if (this.#read)
            throw new Error("SpilledSort: an item was added after the sort was read");
        // The newline is written as a byte: the line with it appended is a string made flat, a second
        // copy, when its bytes are counted. At 100,000 signed records the handover's sorts take 100,000
        // open intervals in about a second, where its peak is: in one pair of alternated rounds it
        // peaked at 427 and 432 MB without that copy, 454 and 462 MB with it, a gap no larger than that
        // peak moves from run to run.
        const json = JSON.stringify(this.#repeated.encode(item));
        const length = Buffer.byteLength(json) + 1;
        if (this.#held.length > 0 && this.#used + length > this.#heldBytes)
            this.#spill();
        if (this.#used + length > this.#lines.length) {
            const doubled = Math.min(2 * this.#lines.length, this.#heldBytes);
            const grown = Buffer.allocUnsafe(Math.max(doubled, this.#used + length));
            this.#lines.copy(grown, 0, 0, this.#used);
            letGo(this.#lines);
            this.#lines = grown;
        }
        this.#lines.write(json, this.#used);
        this.#lines[this.#used + length - 1] = spilled_sort_NEWLINE;
        this.#held.push({ key: this.#order.keyOf(item), at: this.#used, length });
        this.#used += length;
        this.#count++;
        if (this.#held.length >= this.#runLength)
            this.#spill();
    }
    /** How many runs were written to disk so far (0: everything is still held). */
    get runs() {
        return this.#runs.length;
    }
    /** How many items were added. */
    get count() {
        return this.#count;
    }
    /** The order it sorts by. */
    get order() {
        return this.#order;
    }
    /** Every item added, sorted; read once. The runs' files are removed when it is read through. */
    *sorted() {
        if (this.#read)
            throw new Error("SpilledSort: the sort was read already");
        this.#read = true;
        const held = this.#sortedHeld();
        const lines = this.#lines;
        this.#held = [];
        const itemOf = ({ at, length }) => this.#repeated.decode(JSON.parse(lines.toString("utf8", at, at + length)));
        if (this.#runs.length === 0) {
            for (const entry of held)
                yield itemOf(entry);
            this.discard();
            return;
        }
        try {
            yield* mergedRuns(this.#runs, this.#repeated, this.#order, heldSource(held, itemOf));
        }
        finally {
            this.discard();
        }
    }
    /**
     * Every item added, for sortedRuns to read on another thread: those still held are written as the
     * last run, so the runs give the order sorted() would. The sort is read then; its files stay
     * until its discard, which the taker must not outlast.
     */
    handOff() {
        if (this.#read)
            throw new Error("SpilledSort: the sort was read already");
        this.#read = true;
        if (this.#held.length > 0)
            this.#spill();
        letGo(this.#lines);
        this.#lines = Buffer.alloc(0);
        return { runs: [...this.#runs], ...this.#repeated.table() };
    }
    /** Removes the runs' files: after reading, or instead of it (an error, a refusal). */
    discard() {
        this.#held = [];
        letGo(this.#lines);
        this.#lines = Buffer.alloc(0);
        if (this.#writeBuffer !== undefined)
            letGo(this.#writeBuffer);
        this.#writeBuffer = undefined;
        this.#used = 0;
        if (this.#directory !== undefined)
            (0,external_node_fs_.rmSync)(this.#directory, { recursive: true, force: true });
        this.#directory = undefined;
        this.#runs.length = 0;
    }
    /** The held items, by their keys (a stable sort: ties in the order added). */
    #sortedHeld() {
        const { compare } = this.#order;
        return this.#held.sort((a, b) => compare(a.key, b.key));
    }
    #spill() {
        const held = this.#sortedHeld();
        this.#directory ??= (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(this.#parent, "cip-sync-sort-"));
        const path = (0,external_node_path_.join)(this.#directory, `run-${this.#runs.length}.jsonl`);
        // Exclusive: a file someone placed there meanwhile is not written through.
        const descriptor = (0,external_node_fs_.openSync)(path, "wx", 0o600);
        try {
            const buffer = (this.#writeBuffer ??= Buffer.allocUnsafe(WRITE_BYTES));
            let filled = 0;
            for (const { at, length } of held) {
                if (filled + length > WRITE_BYTES) {
                    writeAll(descriptor, buffer.subarray(0, filled));
                    filled = 0;
                }
                if (length > WRITE_BYTES)
                    writeAll(descriptor, this.#lines.subarray(at, at + length));
                else
                    filled += this.#lines.copy(buffer, filled, at, at + length);
            }
            writeAll(descriptor, buffer.subarray(0, filled));
        }
        finally {
            (0,external_node_fs_.closeSync)(descriptor);
        }
        this.#runs.push(path);
        this.#held = [];
        this.#used = 0;
    }
}
/** Writes all of `bytes`: a write may take fewer than it was given. */
function writeAll(descriptor, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_.writeSync)(descriptor, bytes, at);
}
/**
 * The items of a sort handed off (SpilledSort.handOff), in its order: its runs merged, as sorted()
 * merges them. The files are left for the sort's discard.
 */
function sortedRuns(order, handed) {
    return mergedRuns(handed.runs, new RepeatedTexts(handed.repeatedFields, handed.texts), order);
}
/**
 * The items of `runs`, each decoded by `repeated`, and of `held` (after them among ties: the
 * items added last), merged by `order`; every source closed however the reading ends.
 */
function* mergedRuns(runs, repeated, order, held) {
    const sources = runs.map((path) => new RunReader(path, (item) => repeated.decode(item), order.keyOf));
    if (held !== undefined)
        sources.push(held);
    try {
        yield* (0,ordered_merge/* merged */.Z)(sources, order.compare);
    }
    finally {
        for (const source of sources)
            source.close();
    }
}
/** The values of some top-level string fields, each written once as its index in a table. */
class RepeatedTexts {
    #fields;
    #indexes = new Map();
    #texts;
    /** `texts`: the table so far (a handed-off sort's, to decode its runs). */
    constructor(fields, texts) {
        this.#fields = fields;
        this.#texts = [...texts];
        for (const [index, text] of this.#texts.entries())
            this.#indexes.set(text, index);
    }
    /** The fields and the table, as a handed-off sort's reader is given them. */
    table() {
        return { repeatedFields: this.#fields, texts: [...this.#texts] };
    }
    encode(item) {
        if (this.#fields.length === 0)
            return item;
        const copy = { ...item };
        for (const field of this.#fields) {
            const text = copy[field];
            if (typeof text !== "string")
                continue;
            let index = this.#indexes.get(text);
            if (index === undefined) {
                index = this.#texts.push(text) - 1;
                this.#indexes.set(text, index);
            }
            copy[field] = index;
        }
        return copy;
    }
    decode(item) {
        const fields = item;
        for (const field of this.#fields) {
            const index = fields[field];
            if (typeof index === "number")
                fields[field] = this.#texts[index];
        }
        return item;
    }
}
/** The held items, sorted: each read back from its line when it is the source's next. */
function heldSource(held, itemOf) {
    let at = 0;
    let head;
    return {
        peek: () => {
            const next = held[at];
            if (head === undefined && next !== undefined)
                head = { item: itemOf(next), key: next.key };
            return head;
        },
        take: () => {
            head = undefined;
            at++;
        },
        close: () => undefined,
    };
}
/** The sorts one command makes, each spilled past its bound; `discard` removes all their files. */
class SpilledSorts {
    #made = [];
    sortOf = (order) => {
        const sort = new SpilledSort(order);
        this.#made.push(sort);
        return sort;
    };
    discard() {
        for (const sort of this.#made)
            sort.discard();
    }
}


/***/ }),

/***/ 97281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fh: () => (/* binding */ obligationsHtml),
/* harmony export */   Hl: () => (/* binding */ obligationsMarkdownChunks),
/* harmony export */   Ml: () => (/* binding */ obligationsCsvChunks),
/* harmony export */   Pe: () => (/* binding */ recordText),
/* harmony export */   gq: () => (/* binding */ obligationsJsonChunks),
/* harmony export */   j: () => (/* binding */ renderObligationsMarkdown),
/* harmony export */   pZ: () => (/* binding */ obligationsTextChunks)
/* harmony export */ });
/* unused harmony export notJudgedMarkdown */
/* harmony import */ var _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85277);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(82205);
/* harmony import */ var _core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39178);
/* harmony import */ var _shared_csv_cell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69340);
/* harmony import */ var _shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51179);
/* harmony import */ var _shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10187);
/* harmony import */ var _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66800);








const COLUMNS = [
    "status",
    "kind",
    "workspace",
    "cyber_system_id",
    "cyber_system",
    "asset",
    "due",
    "opened_by_sequence",
    "opened_by_sha256",
    "opened_at",
    "closed_by_sequence",
    "closed_by_sha256",
    "closed_at",
    "requirement",
    "notes",
    // What it is about in words: the asset, or what a family's subject and CIP-003 name (an item, a
    // patch source, a patch, a mitigation plan, a delegation), which the columns above do not hold.
    "subject",
    // Last, so that a reader of the columns before it finds them where they were.
    "reason",
];
/** A family not judged, or not applicable, as a row: its name as the kind, its words as the reason. */
function unjudgedCells(status, family) {
    const reason = status === "not judged" ? family.notJudged : (0,_core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__/* .notApplicableWords */ .Sg)(family);
    return { status, kind: family.name, reason };
}
function cells(o) {
    return {
        status: o.status,
        kind: (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .kindText */ .uS)(o),
        workspace: o.workspace,
        cyber_system_id: o.subject.cyber_system_id,
        cyber_system: o.subject.cyber_system,
        asset: o.subject.asset,
        due: o.due ?? undefined,
        opened_by_sequence: o.opened_by.sequence,
        opened_by_sha256: o.opened_by.sha256,
        opened_at: o.opened_by.recorded_at,
        closed_by_sequence: o.closed_by?.sequence,
        closed_by_sha256: o.closed_by?.sha256,
        closed_at: o.closed_by?.recorded_at,
        requirement: o.requirement,
        notes: o.notes?.map(({ login, note }) => `${login}: ${note}`).join("; "),
        subject: (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .subjectText */ .yq)(o),
        reason: o.reason,
    };
}
/**
 * The obligations as CSV, a line at a time: a list of any length is never one string. A family not
 * judged is a row of its own first, status "not judged", its words in `reason`, so that no empty
 * list reads as clear in a spreadsheet either.
 */
function* obligationsCsvChunks(report) {
    yield `${COLUMNS.join(",")}\r\n`;
    for (const row of [
        ...(report.notJudged ?? []).map((family) => unjudgedCells("not judged", family)),
        ...(report.notApplicable ?? []).map((family) => unjudgedCells("not applicable", family)),
    ])
        yield `${COLUMNS.map((column) => (0,_shared_csv_cell_js__WEBPACK_IMPORTED_MODULE_2__/* .csvCell */ .r)(row[column])).join(",")}\r\n`;
    for (const o of report.obligations) {
        const row = cells(o);
        yield `${COLUMNS.map((column) => (0,_shared_csv_cell_js__WEBPACK_IMPORTED_MODULE_2__/* .csvCell */ .r)(row[column])).join(",")}\r\n`;
    }
}
/**
 * The obligations as renderJson writes them (`at`, `calendar`, `history_not_checked` when the
 * ledger was read without its git history, `statuses` when only these are listed, `obligations`),
 * one at a time.
 */
function obligationsJsonChunks(report) {
    const unchecked = report.historyNotChecked;
    const history = unchecked === undefined ? [] : [["history_not_checked", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(unchecked, depth)]];
    const statuses = report.statuses;
    const listed = statuses === undefined ? [] : [["statuses", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(statuses, depth)]];
    const notJudged = report.notJudged?.map((family) => family.notJudged);
    const notApplicable = report.notApplicable?.map(_core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__/* .notApplicableWords */ .Sg);
    const unjudged = [
        ...(notJudged === undefined || notJudged.length === 0
            ? []
            : [["not_judged", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(notJudged, depth)]]),
        ...(notApplicable === undefined || notApplicable.length === 0
            ? []
            : [["not_applicable", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(notApplicable, depth)]]),
    ];
    return (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .documentChunks */ .Kj)([
        ["at", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(report.at, depth)],
        ["calendar", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)(report.calendar, depth)],
        ...history,
        ...listed,
        ...unjudged,
        ["obligations", (depth) => (0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .arrayChunks */ .ER)(report.obligations, depth, _shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .whole */ .WQ)],
    ]);
}
/**
 * One line of counts: "6 obligations, 2 overdue, 1 closed late, 3 open" (the statuses present),
 * and how many are listed when the report lists only some, with the command that lists every one
 * as the format writes code (`code`): numbers and status names only, nothing to escape.
 */
function countsText(counts, listed, code = (text) => text) {
    const total = _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .OBLIGATION_STATUSES */ .aC.reduce((sum, status) => sum + counts[status], 0);
    const parts = statusCounts(counts, _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .OBLIGATION_STATUSES */ .aC);
    const some = listed !== undefined && listed < total
        ? `; ${listed} listed here, exceptions first (${code("cip-sync obligations --all")} lists every one)`
        : "";
    return `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .countOf */ .pq)(total, "obligation")}, ${parts.length === 0 ? "none" : parts.join(", ")}${some}`;
}
/** "3 reminder, 1 closed": how many of each of `statuses` there are, those present only. */
function statusCounts(counts, statuses) {
    return statuses
        .filter((status) => counts[status] > 0)
        .map((status) => `${counts[status]} ${status.replace("-", " ")}`);
}
/**
 * What a listing of some statuses leaves out, and how to see it: "Listed: exception, overdue, due
 * soon, open. Not listed: 3 reminder, 1 closed; --all lists every one." Undefined when nothing is
 * left out. `flag` writes a flag as the format shows one.
 */
function unlistedText(report, flag) {
    const listed = report.statuses;
    if (listed === undefined)
        return undefined;
    const unlisted = statusCounts(report.counts, _core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .OBLIGATION_STATUSES */ .aC.filter((status) => !listed.includes(status)));
    if (unlisted.length === 0)
        return undefined;
    const names = listed.length === 0 ? "none" : listed.map((s) => s.replace("-", " ")).join(", ");
    return `Listed: ${names}. Not listed: ${unlisted.join(", ")}; ${flag("--all")} lists every one, ${flag("--status")} chooses.`;
}
/** A record as the obligations' listings name it: "#3 2026-01-21T06:00:00.000Z sha256:<12 hex>". */
function recordText(ref) {
    return `#${ref.sequence} ${ref.recorded_at} sha256:${ref.sha256.slice(0, 12)}`;
}
/** The obligations as text, a line at a time. */
function* obligationsTextChunks(report) {
    yield `Obligations as of ${report.at} (${report.calendar}): ${countsText(report.counts)}.\n`;
    if (report.historyNotChecked !== undefined)
        yield `History not checked: ${report.historyNotChecked}.\n`;
    for (const family of report.notJudged ?? [])
        yield `Not judged: ${family.notJudged}\n`;
    for (const family of report.notApplicable ?? [])
        yield `Not applicable: ${(0,_core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__/* .notApplicableWords */ .Sg)(family)}\n`;
    const unlisted = unlistedText(report, (name) => name);
    if (unlisted !== undefined)
        yield `${unlisted}\n`;
    for (const o of report.obligations) {
        const due = (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .dueText */ .sC)(o);
        const closed = o.closed_by === undefined ? "" : `, closed by ${recordText(o.closed_by)}`;
        const noted = [
            ...(o.reason === undefined ? [] : [`; ${o.reason}`]),
            ...(o.closed_as === undefined ? [] : [` (${o.closed_as})`]),
            ...(o.verified_by === undefined
                ? []
                : [`; referenced baseline verified by ${recordText(o.verified_by)}`]),
            ...(o.not_closed_by ?? []).map(({ record, why }) => `; not closed by #${record.sequence}: ${why}`),
            ...(o.notes ?? []).map(({ login, note }) => `; noted by ${login}: ${note}`),
        ].join("");
        yield `  ${o.status.padEnd(11)} ${(0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .kindText */ .uS)(o).padEnd(12)}  ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_6__/* .revealHiddenCharacters */ .cr)((0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .subjectText */ .yq)(o))} [${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_6__/* .revealHiddenCharacters */ .cr)(o.workspace)}]: ${due}; opened by ${recordText(o.opened_by)}${closed}${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_6__/* .revealHiddenCharacters */ .cr)(noted)}\n`;
    }
}
/**
 * Each family not judged, then each not applicable, a paragraph of its own in Markdown ("" for
 * none).
 */
function notJudgedMarkdown(families, notApplicable = []) {
    return [
        ...families.map((family) => `**Not judged:** ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)(family.notJudged)}`),
        ...notApplicable.map((family) => `**Not applicable:** ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)((0,_core_obligations_obligation_families_js__WEBPACK_IMPORTED_MODULE_1__/* .notApplicableWords */ .Sg)(family))}`),
    ].join("\n\n");
}
/** The obligations the audit report and the Action list (some of them, with every count). */
function renderObligationsMarkdown(report) {
    return [
        ...markdownChunks(report, report.counts ?? (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .countStatuses */ .ip)(report.obligations), report.obligations.length),
    ].join("");
}
/** Every obligation of the listing in Markdown, a row at a time. */
function obligationsMarkdownChunks(report) {
    return markdownChunks(report, report.counts);
}
function* markdownChunks(report, counts, listed) {
    yield `## CIP obligations as of ${report.at}\n\n${countsText(counts, listed, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownCodeSpan */ .Bk)}. Dates count ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)(report.calendar)}.\n\n`;
    if (report.historyNotChecked !== undefined)
        yield `**History not checked:** ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)(report.historyNotChecked)}.\n\n`;
    const unjudged = notJudgedMarkdown(report.notJudged ?? [], report.notApplicable);
    if (unjudged !== "")
        yield `${unjudged}\n\n`;
    const unlisted = unlistedText({ ...report, counts }, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownCodeSpan */ .Bk);
    if (unlisted !== undefined)
        yield `${unlisted}\n\n`;
    let rows = 0;
    for (const o of report.obligations) {
        if (rows++ === 0)
            yield "| Status | Requirement | Workspace | Subject | Due | Opened by record | Closed by record | Reason |\n|---|---|---|---|---|---:|---:|---|\n";
        yield `| ${o.status} | ${(0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .kindText */ .uS)(o)} | ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownCodeSpan */ .Bk)(o.workspace)} | ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)((0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .subjectText */ .yq)(o))} | ${o.due ?? ""} | ${o.opened_by.sequence} | ${o.closed_by?.sequence ?? ""} | ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .FV)(o.reason ?? "")} |\n`;
    }
}
/** The audit report's obligations in HTML: exceptions first, each with the records that opened and closed it. */
function obligationsHtml(report, limit) {
    if (report === undefined)
        return "";
    const head = `<h2 id="obligations">CIP obligations as of ${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(report.at)}</h2>\n<p>${countsText(report.counts ?? (0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .countStatuses */ .ip)(report.obligations), report.obligations.length, (text) => `<code>${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(text)}</code>`)}.</p>\n<p class="note">Dates count ${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(report.calendar)}.</p>`;
    if (report.obligations.length === 0)
        return `${head}\n<p>No obligation: no change to a High or Medium system and no High system in the ledger.</p>`;
    const shown = report.obligations.slice(0, limit);
    const record = (ref) => ref === undefined ? "" : `#${ref.sequence} <code>${ref.sha256.slice(0, 12)}</code>`;
    const rows = shown.map((o) => {
        const bad = o.status === "exception" || o.status === "overdue" || o.status === "closed-late";
        return `<tr><td${bad ? ' class="bad"' : ""}>${o.status}</td><td>${(0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .kindText */ .uS)(o)}</td><td><code>${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(o.workspace)}</code></td><td>${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)((0,_core_obligations_obligations_js__WEBPACK_IMPORTED_MODULE_0__/* .subjectText */ .yq)(o))}</td><td>${o.due ?? ""}</td><td>${record(o.opened_by)}</td><td>${record(o.closed_by)}</td><td>${(0,_shared_escape_html_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .Z)(o.reason ?? "")}</td></tr>`;
    });
    const more = report.obligations.length - shown.length;
    return [
        head,
        "<table><thead><tr><th>Status</th><th>Requirement</th><th>Workspace</th><th>Subject</th><th>Due</th><th>Opened by</th><th>Closed by</th><th>Reason</th></tr></thead><tbody>",
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more are listed by <code>cip-sync obligations</code>.</p>`
            : "",
    ].join("\n");
}


/***/ }),

/***/ 51179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ escapeHtml)
/* harmony export */ });
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65032);
// Escaping of untrusted text (names, titles, logins, messages from the ledger) for HTML text and
// attribute values: the five characters that could end an element or an attribute.

const HTML_ESCAPES = new Map([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&#39;"],
]);
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (character) => (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_0__/* .getOrThrow */ .Gp)(HTML_ESCAPES, character, "HTML_ESCAPES"));
}


/***/ })

};
