export const id = 9948;
export const ids = [9948];
export const modules = {

/***/ 9948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  exportRows: () => (/* binding */ exportRows)
});

// EXTERNAL MODULE: ./src/core/inventory/writing/asset-rows.ts
var asset_rows = __webpack_require__(75977);
// EXTERNAL MODULE: ./src/io/service/api-client.ts + 3 modules
var api_client = __webpack_require__(42871);
;// CONCATENATED MODULE: ./src/engine/live-export.ts
// `cip-sync export`: the live inventory read once, as rows with the assets' extra service fields.


async function exportAssetRows(client) {
    const live = await (0,api_client/* fetchLiveInventory */.v)(client);
    return (0,asset_rows/* assetRowsOf */.F)(live, (assetId) => client.serviceFieldsOf(assetId));
}

// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(62823);
// EXTERNAL MODULE: ./src/render/formats.ts + 19 modules
var formats = __webpack_require__(58427);
// EXTERNAL MODULE: ./src/cli/shared/command-support.ts + 1 modules
var command_support = __webpack_require__(56439);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
;// CONCATENATED MODULE: ./src/cli/inventory/export-command.ts
// export: the live inventory as CSV or JSON rows, on standard output or in --out.






async function exportRows(settings, io) {
    return (0,command_support/* closingAfter */.Ym)((0,command_support/* openClient */.My)(settings.connection), async (client) => {
        const rows = await exportAssetRows(client);
        const text = formats/* EXPORT_RENDERERS */.OS[settings.format](rows, {
            color: false,
            toolVersion: tool_version/* TOOL_VERSION */.wr,
        });
        if (settings.out === undefined) {
            io.stdout(text);
            return shared_io/* EXIT_OK */.Ij;
        }
        await (0,flag_files/* writeFlagFile */.mg)((0,flag_files/* flagPath */.aO)("--out", settings.out, "choose another file path for the rows", io), text);
        io.stderr(`Exported ${rows.length} asset(s) to ${settings.out}.\n`);
        return shared_io/* EXIT_OK */.Ij;
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


/***/ })

};
