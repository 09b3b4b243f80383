export const id = 9698;
export const ids = [9698];
export const modules = {

/***/ 97634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeReview: () => (/* binding */ writeReview)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38291);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(19130);
/* harmony import */ var _core_obligations_identification_review_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40168);
/* harmony import */ var _core_obligations_bes_assets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(85657);
/* harmony import */ var _core_evidence_records_service_context_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(98285);
/* harmony import */ var _io_checkout_inventory_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9361);
/* harmony import */ var _io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90833);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(91864);
/* harmony import */ var _shared_command_support_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(56439);
/* harmony import */ var _shared_flag_files_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6600);
/* harmony import */ var _shared_report_diagnostics_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(56499);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2520);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(32246);
// `cip-sync review`: the CIP-002 R2 review file of the inventory as it is now, to open as a pull
// request for the CIP Senior Manager's approval, listing every facility and control center the
// service holds (read-only; --offline: only those the documents name, and the file says so);
// `--check` says whether the file still describes the inventory (a review written before the
// inventory last changed reviews something else).
















async function writeReview(settings, io) {
    const now = new Date(io.now?.() ?? Date.now());
    const today = now.toISOString().slice(0, 10);
    // A review is dated the day it was done: a later day would let its 15 calendar months run from
    // a review that has not happened. Done somewhere, it may be dated up to the day UTC+14 has.
    const later = settings.on === undefined ? undefined : (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .afterTodayWords */ .P_)(settings.on, now);
    if (later !== undefined)
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_13__/* .UsageError */ .e(`--on ${settings.on} is ${later}: date the review the day it was done, or leave out --on for today`);
    if (settings.check) {
        const documents = await ratedDocuments(settings, io);
        return typeof documents === "number" ? documents : checkReview(settings, documents, io);
    }
    // Settled before anything is read: a review of the wrong workspace is recorded by no merge.
    const workspace = await reviewedWorkspace(settings, io);
    const documents = await ratedDocuments(settings, io);
    if (typeof documents === "number")
        return documents;
    const on = settings.on ?? today;
    const service = settings.offline ? undefined : await serviceBesAssets(settings);
    const text = (0,_core_obligations_identification_review_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewText */ .aP)(workspace, on, documents, service);
    await (0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_10__/* .writeFlagFile */ .mg)((0,_shared_flag_files_js__WEBPACK_IMPORTED_MODULE_10__/* .flagPath */ .aO)("--out", settings.out, "choose another path for the review file", io), text);
    const systems = documents.length;
    const besAssets = service === undefined
        ? "the facilities and control centers the inventory names only (--offline)"
        : `${service.assets.length} facilities and control centers of ${service.service}`;
    io.stdout(`Wrote ${settings.out}: the identifications of workspace ${workspace} only (${systems} cyber system(s); another workspace's are reviewed in its own file) at ${besAssets}, reviewed on ${on}. Commit it unedited in a pull request for the CIP Senior Manager or a delegate to approve; its merge records the review.\n`);
    return _shared_io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
}
/** The inventory's documents, every system rated; else the exit code, the errors reported. */
async function ratedDocuments(settings, io) {
    const inventory = await (0,_io_checkout_inventory_files_js__WEBPACK_IMPORTED_MODULE_6__/* .loadInventory */ .pl)((0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_9__/* .sourceOf */ .vz)(settings, io));
    (0,_shared_report_diagnostics_js__WEBPACK_IMPORTED_MODULE_11__/* .reportDiagnostics */ .D)(inventory.diagnostics, io, { stdout: false, stderr: false });
    if ((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .hasErrors */ .Cs)(inventory.diagnostics)) {
        io.stderr("No review was written or checked: fix the errors above first.\n");
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_ERROR */ .SI;
    }
    const unrated = (0,_core_obligations_bes_assets_js__WEBPACK_IMPORTED_MODULE_5__/* .unratedSystems */ .wu)(inventory.documents);
    if (unrated.length > 0) {
        io.stderr(`${unrated.join("\n")}\nNo review was written or checked: rate every system first.\n`);
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_ERROR */ .SI;
    }
    return inventory.documents;
}
/**
 * --workspace, else the only workspace of the ledger in --dir, as `evidence append` takes it: the
 * Action records the review in its input workspace, which the ledger's records are filed under.
 */
async function reviewedWorkspace(settings, io) {
    if (settings.workspace !== undefined)
        return settings.workspace;
    const pass = `pass --workspace NAME (the Action's input workspace, default "default"), or --dir with a checkout of the evidence branch whose only workspace it is`;
    let paths;
    try {
        paths = [...(await (0,_io_ledger_ledger_files_js__WEBPACK_IMPORTED_MODULE_7__/* .walkLedgerDirectory */ .Q$)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, settings.dir), "--dir"))()];
    }
    catch {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_13__/* .UsageError */ .e(`cip-sync review writes the review of one workspace, and --dir ${settings.dir} is no checkout of the evidence branch (no records/ directory) to take it from: ${pass}. Nothing was written.`);
    }
    const [only, ...others] = (0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .workspacesOfPaths */ .Mc)(paths);
    if (only !== undefined && others.length === 0)
        return only;
    throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_13__/* .UsageError */ .e(only === undefined
        ? `--dir ${settings.dir} holds no record yet, so no workspace to review: ${pass}. Nothing was written.`
        : `--dir ${settings.dir} holds the workspaces ${[only, ...others].join(", ")}: pass --workspace NAME to say which one the review is of. Nothing was written.`);
}
/** Every facility and control center the service holds: two read-only lists. */
async function serviceBesAssets(settings) {
    return (0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_9__/* .closingAfter */ .Ym)((0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_9__/* .openClient */ .My)(settings.connection), async (client) => {
        const [facilities, controlCenters] = await Promise.all([
            client.listFacilities(),
            client.listControlCenters(),
        ]);
        return {
            // The origin only, as records name a service: never a path or query a key could hide in.
            service: (0,_core_evidence_records_service_context_js__WEBPACK_IMPORTED_MODULE_14__/* .serviceContext */ .f)(settings.connection.apiUrl, undefined).service ?? "the service",
            assets: [
                ...facilities.map(({ name }) => ({ kind: "facility", name })),
                ...controlCenters.map(({ name }) => ({ kind: "control_center", name })),
            ],
        };
    });
}
async function checkReview(settings, documents, io) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, settings.out), "utf8");
    }
    catch (error) {
        const why = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_15__/* .errorCode */ .C)(error) === "ENOENT" ? "it does not exist" : (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_15__/* .errorMessage */ .g)(error);
        io.stderr(`--out ${settings.out} cannot be read (${why}): write the review first with 'cip-sync review', or name it with --out.\n`);
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_ERROR */ .SI;
    }
    const parsed = (0,_core_obligations_identification_review_js__WEBPACK_IMPORTED_MODULE_4__/* .parseReviewText */ .Jl)(text, settings.out);
    if (parsed.kind === "invalid") {
        io.stderr(`${parsed.problem}\n`);
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_ERROR */ .SI;
    }
    // The whole file first: a date or a BES asset edited by hand leaves the listing's digest whole.
    const edited = (0,_core_obligations_identification_review_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFileProblem */ .sm)(parsed.review);
    const judged = (0,_core_obligations_identification_review_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewMatches */ .Mu)(parsed.review, documents);
    if (edited !== undefined || !judged.matches) {
        io.stderr(`${settings.out} does not describe this inventory: ${edited ?? judged.why ?? ""}. Run 'cip-sync review' to write it again, and have it approved again.\n`);
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_ERROR */ .SI;
    }
    io.stdout(`${settings.out} describes this inventory (${judged.mergedDigest}), reviewed on ${parsed.review.reviewed_on}.\n`);
    return _shared_io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
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

/***/ 56499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ reportDiagnostics)
/* harmony export */ });
/* harmony import */ var _render_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67924);

/** Diagnostics go to standard error, in its colour setting. */
function reportDiagnostics(diagnostics, io, color) {
    if (diagnostics.length > 0) {
        io.stderr((0,_render_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .renderDiagnosticsText */ .ms)(diagnostics, { color: color.stderr }));
    }
}


/***/ }),

/***/ 98285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ serviceContext)
/* harmony export */ });
/* unused harmony export organizationOf */
function serviceContext(serviceUrl, live) {
    const service = serviceOrigin(serviceUrl);
    const organization = live === undefined ? undefined : organizationOf(live);
    return {
        ...(service === undefined ? {} : { service }),
        ...(organization === undefined ? {} : { organization }),
    };
}
/** Scheme, host and port of the service URL: never a path, user name or query. */
function serviceOrigin(url) {
    const parsed = url === undefined ? null : URL.parse(url.trim());
    if (parsed === null || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
        return undefined;
    }
    return parsed.origin;
}
/**
 * The organization_slug the service's records carry: an API key reaches exactly one organization
 * (spec section 5), so every record names the same; none when the service listed no record, or
 * (against the spec) several.
 */
function organizationOf(live) {
    const slugs = new Set([...live.facilities, ...live.controlCenters, ...live.cyberSystems, ...live.cyberAssets].map((record) => record.organization_slug));
    return slugs.size === 1 ? [...slugs][0] : undefined;
}


/***/ }),

/***/ 85657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ besAssetsOf),
/* harmony export */   Cm: () => (/* binding */ scopeText),
/* harmony export */   pC: () => (/* binding */ criteriaOf),
/* harmony export */   wu: () => (/* binding */ unratedSystems)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);


/**
 * What the review file says of its scope, in its own words: this workspace only, and whether its
 * BES assets are every one the service held or only those the documents name (written offline).
 */
function scopeText(workspace, service) {
    const where = service === undefined
        ? "the facilities and control centers its inventory names (written with --offline: one only the service knows is not listed)"
        : `every facility and control center the service at ${service} held`;
    return `this workspace (${workspace}) only: the BES Cyber Systems its inventory declares, at ${where}; another workspace's are reviewed in its own file`;
}
/**
 * `criteria:` of a cyber system document, when the inventory reads it (Attachment 1 criteria such
 * as ["2.5"]); undefined where the document does not declare it or the reader does not know it.
 */
function criteriaOf(document) {
    const { criteria } = document;
    const value = criteria?.value;
    return Array.isArray(value) && value.every((item) => typeof item === "string")
        ? [...value]
        : undefined;
}
/**
 * Every facility and control center the documents (and `known`) name, each with its systems'
 * names, sorted; one known only from `known` is listed with none.
 */
function besAssetsOf(documents, known = []) {
    const assets = new Map();
    const entry = (kind, name) => {
        const key = JSON.stringify([kind, name]);
        let listing = assets.get(key);
        if (listing === undefined) {
            listing = { kind, name, cyber_systems: [] };
            assets.set(key, listing);
        }
        return listing;
    };
    for (const asset of known)
        entry(asset.kind, asset.name);
    for (const document of documents) {
        const parent = document.facility !== undefined
            ? entry("facility", document.facility.value)
            : document.controlCenter !== undefined
                ? entry("control_center", document.controlCenter.value)
                : undefined;
        parent?.cyber_systems.push(document.cyberSystem.value);
    }
    for (const listing of assets.values())
        listing.cyber_systems.sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP);
    return [...assets.values()].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.kind, b.kind) || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.name, b.name));
}
/** Each system the documents leave unrated (no `impact:`), at its place: a review refuses them. */
function unratedSystems(documents) {
    return documents
        .filter((document) => document.impact === undefined)
        .map((document) => unratedText(document.cyberSystem.value, document.location));
}
function unratedText(name, location) {
    return `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location)}: cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} has no impact: rate it (impact: high, medium or low, by the criteria of CIP-002 Attachment 1) before the review; an unrated system cannot be reviewed`;
}


/***/ }),

/***/ 40168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jl: () => (/* binding */ parseReviewText),
/* harmony export */   M8: () => (/* binding */ DEFAULT_REVIEW_FILE),
/* harmony export */   Mu: () => (/* binding */ reviewMatches),
/* harmony export */   aP: () => (/* binding */ reviewText),
/* harmony export */   sm: () => (/* binding */ reviewFileProblem)
/* harmony export */ });
/* unused harmony exports REVIEW_VERSION, identificationsOf, identificationsDigest, reviewDigest, identificationChanges, reviewEvidenceOf */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(64377);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49513);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67154);
/* harmony import */ var _bes_assets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(85657);
// CIP-002-5.1a R2: review the identifications of R1 at least once every 15 calendar months, and have
// the CIP Senior Manager or a delegate approve them, with dated records, even when nothing changed.
// A review is a file in the repository (cip-002-review.yaml, written by `cip-sync review`) that lists
// what was reviewed (each cyber system with its facility or control center, its impact and its
// assets) and freezes its SHA-256. The pull request that changes it is judged by the policy's
// cip_senior_manager (governance.ts); the merge records it with the digest of the inventory it
// merged, and only a review whose listing, frozen digest and merged inventory agree closes the
// obligation: a listing edited by hand, or an inventory changed after the review was written, is a
// review of something else. The file lists every facility and control center with its BES Cyber
// Systems and their Attachment 1 criteria (bes-assets.ts), says that it covers this workspace only,
// and is never written, nor counted, while a system is unrated. Pure: texts and documents in,
// texts and facts out.








const REVIEW_VERSION = 1;
/** Where the review file is, relative to the repository root, when none is named. */
const DEFAULT_REVIEW_FILE = "cip-002-review.yaml";
const identificationSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    cyber_system: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    facility: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    control_center: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    impact: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_2__/* .IMPACT_LEVELS */ .dR).nullable(),
    /** CIP-002 Attachment 1 criteria (`criteria:`), such as ["2.5"]; null: not declared. */
    criteria: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()).nullable(),
    assets: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(), type: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP() })),
});
const reviewSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_7__/* .literal */ .euz(REVIEW_VERSION),
    workspace: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1),
    reviewed_on: zod__WEBPACK_IMPORTED_MODULE_8__/* .date */ .p6(),
    inventory_digest: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_DIGEST */ .fu),
    /**
     * sha256:... over everything else the file holds (reviewDigest): what `review --check` holds
     * the whole file to. Absent from files written before it was added.
     */
    review_digest: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_DIGEST */ .fu).optional(),
    /** What it covers: this workspace only (bes-assets.ts scopeText). */
    scope: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    /** Every facility and control center, with its systems' names ([]: it holds none). */
    bes_assets: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
        facility: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        control_center: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        cyber_systems: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    })),
    identifications: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(identificationSchema),
});
/** The identifications the documents declare, in one order whatever the files' order. */
function identificationsOf(documents) {
    return documents
        .map((document) => {
        const identification = {
            cyber_system: document.cyberSystem.value,
            impact: document.impact?.value ?? null,
            criteria: (0,_bes_assets_js__WEBPACK_IMPORTED_MODULE_6__/* .criteriaOf */ .pC)(document) ?? null,
            assets: document.assets
                .map((asset) => ({ name: asset.name, type: asset.type }))
                .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.name, b.name)),
        };
        if (document.facility !== undefined)
            identification.facility = document.facility.value;
        if (document.controlCenter !== undefined)
            identification.control_center = document.controlCenter.value;
        return identification;
    })
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.facility ?? a.control_center ?? "", b.facility ?? b.control_center ?? "") || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.cyber_system, b.cyber_system));
}
/** sha256:... over the canonical JSON of the identifications. */
function identificationsDigest(identifications) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(identifications))}`;
}
// JSON strings are YAML double-quoted scalars: any name is written as data, never as YAML syntax.
const text = (value) => JSON.stringify(value);
/**
 * The review file `cip-sync review` writes: its scope, every BES asset with its systems, what it
 * reviewed, and that listing's digest. `service`: the facilities and control centers the service
 * held, each listed (with none when no document names it); without it, only those the documents
 * name, and the scope says so. The caller refuses unrated systems first (unratedSystems).
 */
function reviewText(workspace, reviewedOn, documents, service) {
    const identifications = identificationsOf(documents);
    const lines = [
        `# CIP-002-5.1a R2: the identifications of workspace ${text(workspace)}, reviewed on ${reviewedOn}.`,
        "# Written by `cip-sync review`; do not edit: the merge checks this listing against its digest",
        "# and against the inventory it merges. Approve the pull request as the CIP Senior Manager or a",
        "# delegate holding cip-002-r2.2 (cip_senior_manager in the policy file) to record the review.",
        `version: ${REVIEW_VERSION}`,
        `workspace: ${text(workspace)}`,
        `scope: ${text((0,_bes_assets_js__WEBPACK_IMPORTED_MODULE_6__/* .scopeText */ .Cm)(workspace, service?.service))}`,
        `reviewed_on: ${text(reviewedOn)}`,
        `inventory_digest: ${text(identificationsDigest(identifications))}`,
        ...besAssetLines(documents, service?.assets ?? []),
        identifications.length === 0 ? "identifications: []" : "identifications:",
    ];
    const digestAt = lines.findIndex((line) => line.startsWith("inventory_digest:")) + 1;
    for (const identification of identifications) {
        lines.push(`  - cyber_system: ${text(identification.cyber_system)}`);
        if (identification.facility !== undefined)
            lines.push(`    facility: ${text(identification.facility)}`);
        if (identification.control_center !== undefined)
            lines.push(`    control_center: ${text(identification.control_center)}`);
        lines.push(`    impact: ${identification.impact === null ? "null" : text(identification.impact)}`, `    criteria: ${identification.criteria === null ? "null" : `[${identification.criteria.map(text).join(", ")}]`}`);
        lines.push(identification.assets.length === 0 ? "    assets: []" : "    assets:");
        for (const asset of identification.assets)
            lines.push(`      - { name: ${text(asset.name)}, type: ${text(asset.type)} }`);
    }
    // The digest of what the file holds, as the reader reads it back: one path for both sides.
    const parsed = parseReviewText(`${lines.join("\n")}\n`, "the review written");
    if (parsed.kind === "invalid")
        throw new Error(`reviewText wrote an invalid review: ${parsed.problem}`);
    lines.splice(digestAt, 0, `review_digest: ${text(reviewDigest(parsed.review))}`);
    return `${lines.join("\n")}\n`;
}
/** sha256:... over the review's canonical JSON, its review_digest left out. */
function reviewDigest(review) {
    const held = { ...review };
    delete held.review_digest;
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(held))}`;
}
/**
 * Why the file is not the one `cip-sync review` wrote, if it is not: its review_digest missing
 * (written before the whole file was frozen) or not matching what it holds (edited by hand: a
 * date, the scope or a BES asset, which the identifications' digest does not cover).
 */
function reviewFileProblem(review) {
    if (review.review_digest === undefined)
        return "it has no review_digest (written before 'cip-sync review' froze the whole file)";
    if (review.review_digest !== reviewDigest(review))
        return "it is not the file 'cip-sync review' wrote (its review_digest does not match what it holds: edited by hand)";
    return undefined;
}
/** `bes_assets:` every facility and control center, each with its systems (or none). */
function besAssetLines(documents, known) {
    const listings = (0,_bes_assets_js__WEBPACK_IMPORTED_MODULE_6__/* .besAssetsOf */ .$R)(documents, known);
    if (listings.length === 0)
        return ["bes_assets: []"];
    return [
        "bes_assets:",
        ...listings.flatMap((listing) => [
            `  - ${listing.kind}: ${text(listing.name)}`,
            `    cyber_systems: [${listing.cyber_systems.map(text).join(", ")}]${listing.cyber_systems.length === 0 ? " # considered: holds no BES Cyber System" : ""}`,
        ]),
    ];
}
/** The review file's text, read; a problem names the file, line and column and how to fix it. */
function parseReviewText(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    // Read as the policy and the inventory are: `cip-sync review` writes none of their refusals, so
    // a file that has one was edited.
    const reader = new _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .StrictYamlReader */ .OI(text, file, lineCounter);
    const docs = (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYamlDocuments */ .v)(text, lineCounter);
    const fix = "write it again with `cip-sync review` and commit it unedited";
    const document = reader.checkedDocument(docs, 'a review file holds one YAML document; remove the extra "---"');
    const [first] = reader.diagnostics.sort(_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareDiagnostics */ .oV);
    if (first !== undefined) {
        // The reader places every error it reports.
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the reader places every error it reports
        const at = (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .formatLocation */ .j$)(first.location);
        return { kind: "invalid", problem: `${at}: ${first.message} (or ${fix})` };
    }
    // An empty file has no document: it is read as null, which is no review.
    const parsed = reviewSchema.safeParse(document?.toJS() ?? null);
    if (parsed.success)
        return { kind: "review", review: parsed.data };
    // A failed parse has at least one issue; the schema's keys are text and indexes, never symbols.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a failed parse has at least one issue
    const issue = parsed.error.issues[0];
    const path = issue.path;
    const node = document?.getIn(path, true);
    const offset = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node)
        ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(node)
        : document?.contents
            ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(document.contents)
            : 0;
    const at = (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .formatLocation */ .j$)(reader.at(offset));
    const key = path.join(".");
    const what = path.length === 0
        ? `the file is not a review (${issue.message})`
        : issue.code === "invalid_type" && node === undefined
            ? `the review has no "${key}"`
            : `"${key}" is not valid (${issue.message})`;
    return { kind: "invalid", problem: `${at}: ${what}; ${fix}` };
}
/** Whether a review's listing is what it froze, and what the merged inventory declares. */
function reviewMatches(review, merged) {
    const mergedDigest = identificationsDigest(identificationsOf(merged));
    const unrated = review.identifications.find((identification) => identification.impact === null);
    if (unrated !== undefined)
        return {
            matches: false,
            mergedDigest,
            why: `cyber system "${unrated.cyber_system}" is unrated (no impact:); rate every system before the review`,
        };
    if (identificationsDigest(review.identifications) !== review.inventory_digest)
        return {
            matches: false,
            mergedDigest,
            why: "its listing is not the one its inventory_digest froze (edited by hand)",
        };
    if (review.inventory_digest !== mergedDigest)
        return {
            matches: false,
            mergedDigest,
            why: `the inventory is not the one reviewed (it changed after the review was written: ${identificationChanges(review.identifications, identificationsOf(merged)).join("; ")})`,
        };
    return { matches: true, mergedDigest };
}
/** How many differences a message lists before it counts the rest. */
const CHANGES_LISTED = 5;
/** What differs between the identifications reviewed and those declared now, in words. */
function identificationChanges(reviewed, now) {
    const keyOf = (identification) => `${identification.facility ?? identification.control_center ?? ""}\u0000${identification.cyber_system}`;
    const before = new Map(reviewed.map((identification) => [keyOf(identification), identification]));
    const after = new Map(now.map((identification) => [keyOf(identification), identification]));
    const changes = [
        ...reviewed.flatMap((old) => after.has(keyOf(old)) ? [] : [`${systemWords(old)} is no longer declared`]),
        ...now.flatMap((declared) => {
            const old = before.get(keyOf(declared));
            return old === undefined
                ? [`${systemWords(declared)} was not reviewed`]
                : systemChanges(old, declared);
        }),
    ];
    const more = changes.length - CHANGES_LISTED;
    return more > 0 ? [...changes.slice(0, CHANGES_LISTED), `${more} more`] : changes;
}
function systemWords(identification) {
    const parent = identification.facility ?? identification.control_center;
    return `cyber system ${JSON.stringify(identification.cyber_system)}${parent === undefined ? "" : ` of ${JSON.stringify(parent)}`}`;
}
function systemChanges(old, now) {
    const system = systemWords(now);
    const value = (text) => JSON.stringify(text ?? null);
    const changes = [];
    if (old.impact !== now.impact)
        changes.push(`${system}: impact ${value(now.impact)}, reviewed ${value(old.impact)}`);
    if (value(old.criteria) !== value(now.criteria))
        changes.push(`${system}: criteria ${value(now.criteria)}, reviewed ${value(old.criteria)}`);
    const oldAssets = new Map(old.assets.map((asset) => [asset.name, asset.type]));
    const newAssets = new Map(now.assets.map((asset) => [asset.name, asset.type]));
    for (const [name, type] of newAssets) {
        const was = oldAssets.get(name);
        if (was === undefined)
            changes.push(`${system}: asset ${value(name)} was not reviewed`);
        else if (was !== type)
            changes.push(`${system}: asset ${value(name)} is ${type}, reviewed ${was}`);
    }
    for (const name of oldAssets.keys())
        if (!newAssets.has(name))
            changes.push(`${system}: asset ${value(name)} is no longer declared`);
    return changes;
}
/**
 * The review a merge of `workspace` carried, as its change record keeps it; `text` undefined: the
 * file is gone. A review of another workspace is recorded as not matching, whatever its digest.
 */
function reviewEvidenceOf(file, text, merged, workspace) {
    const mergedDigest = identificationsDigest(identificationsOf(merged));
    const unread = { file, reviewed_on: null, inventory_digest: null, merged_digest: mergedDigest };
    if (text === undefined)
        return {
            ...unread,
            matches: false,
            problem: `${file} was removed: there is no review to record`,
        };
    const parsed = parseReviewText(text, file);
    if (parsed.kind === "invalid")
        return { ...unread, matches: false, problem: parsed.problem };
    const { review } = parsed;
    const judged = review.workspace === workspace
        ? reviewMatches(review, merged)
        : { matches: false, why: `it reviews workspace ${review.workspace}, not ${workspace}` };
    return {
        file,
        reviewed_on: review.reviewed_on,
        inventory_digest: review.inventory_digest,
        merged_digest: mergedDigest,
        matches: judged.matches,
        problem: judged.why ?? null,
    };
}


/***/ }),

/***/ 63192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ PATCH_SOURCE_CHANGE_WORDS),
/* harmony export */   Kd: () => (/* binding */ changedByChange),
/* harmony export */   PY: () => (/* binding */ checkPatchSources),
/* harmony export */   VE: () => (/* binding */ patchSourceWarnings),
/* harmony export */   h$: () => (/* binding */ PATCH_SOURCE_FIX)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63788);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53146);
/* harmony import */ var _patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15240);







/** How to close a gap, as every output says it. */
const PATCH_SOURCE_FIX = `add the item to a source's covers in ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK}, or declare it under no_source with kind: no-patching-source or not-updateable and a reason`;
/** The items without a source, and what the policy refuses of them. */
function checkPatchSources(inputs) {
    const named = namedItems(inputs.sources);
    const existingBaseline = inputs.existing;
    const missing = [];
    const notSeen = [];
    for (const document of inputs.documents) {
        const impact = document.impact?.value;
        const cyberSystem = document.cyberSystem.value;
        for (const asset of document.assets) {
            const baseline = asset.baseline;
            const assetClass = asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$;
            if (baseline === undefined)
                continue;
            if (!(0,_patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .isApplicable */ .AX)({ class: assetClass, impact, type: asset.type }))
                continue;
            if (baseline.kind === "ref") {
                notSeen.push({ cyber_system: cyberSystem, asset: asset.name, location: asset.location });
                continue;
            }
            const before = existingBaseline?.(document, asset);
            for (const entry of entriesOf(baseline)) {
                if (named.has((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(entry)))
                    continue;
                missing.push({
                    cyber_system: cyberSystem,
                    asset: asset.name,
                    item: entry.kind,
                    name: entry.name,
                    version: entry.version,
                    location: entry.location ?? asset.location,
                    change: existingBaseline === undefined ? "unknown" : changeOf(before, entry),
                });
            }
        }
    }
    if (missing.length === 0 && notSeen.length === 0 && inputs.sources === undefined)
        return { check: undefined, problems: [] };
    const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
    const check = {
        sources_file: inputs.sources === undefined ? null : _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK,
        setting,
        missing,
        not_seen: notSeen,
    };
    return { check, problems: refused(missing, inputs.rule) };
}
/** What the change does to an item, as every output says it. */
const PATCH_SOURCE_CHANGE_WORDS = {
    added: "added by this change",
    changed: "version changed by this change",
    existing: "an existing gap",
    unknown: "not compared with the existing baselines",
};
/** Why a refusal cannot tell an unknown item from an existing one, and what to do. */
const UNKNOWN_WHY = " (the plan cannot tell whether this change adds it: pass --base REF, the commit the existing baselines were declared at)";
/** Whether the change adds or changes the item, or may: what `require` refuses. */
function changedByChange(change) {
    return change !== "existing";
}
/** Each gap as a warning at its entry: what `validate` reports, refusing nothing. */
function patchSourceWarnings(check) {
    return (check?.missing ?? []).map((gap) => ({
        severity: "warning",
        location: gap.location,
        message: `${gapWords(gap)} has no patch source (CIP-007-6 R2.1): ${PATCH_SOURCE_FIX}`,
    }));
}
/** `require` refuses what the change adds or changes; a policy that cannot be read refuses too. */
function refused(missing, read) {
    return (0,_plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredGapErrors */ .NJ)(missing.filter((gap) => changedByChange(gap.change)), read, (gap, policyFile) => `${gapWords(gap)} has no patch source (CIP-007-6 R2.1), ${PATCH_SOURCE_CHANGE_WORDS[gap.change]}${gap.change === "unknown" ? UNKNOWN_WHY : ""}, and ${policyFile} sets patch_sources: require: ${PATCH_SOURCE_FIX}`);
}
function gapWords(gap) {
    return `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemText */ .rv)({ kind: gap.item, name: gap.name })} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.version)} of asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.asset)} in ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.cyber_system)}`;
}
/** The item keys a source covers or a declaration names. */
function namedItems(sources) {
    const named = new Set();
    for (const source of sources?.sources ?? [])
        for (const item of source.covers)
            named.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(item));
    for (const declaration of sources?.noSource ?? [])
        named.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(declaration.item));
    return named;
}
/** A content baseline's os_firmware and software entries, with where each is written. */
function entriesOf(baseline) {
    const items = itemsOf(baseline);
    return _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCHED_ITEMS */ .Rp.flatMap((kind) => items[kind].map(({ name, version }, index) => ({
        kind,
        name,
        version,
        location: baseline.entryLocations?.[kind]?.[index],
    })));
}
/** A baseline's os_firmware, software and patches as written (none for a baseline_ref). */
function itemsOf(baseline) {
    return (0,_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .patchedItemsOf */ .L$)(baseline?.content ?? {});
}
/** The item against the asset's existing baseline: none before adds it; a ref hid it. */
function changeOf(before, entry) {
    if (before === undefined)
        return "added";
    if (before.kind === "ref")
        return "unknown";
    const was = itemsOf(before)[entry.kind].find((record) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .nameKey */ .Rc)(record.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .nameKey */ .Rc)(entry.name));
    if (was === undefined)
        return "added";
    return was.version === entry.version ? "existing" : "changed";
}


/***/ }),

/***/ 29029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ existingBaselineOf),
/* harmony export */   Sc: () => (/* binding */ compareBaselines),
/* harmony export */   XA: () => (/* binding */ planChanges),
/* harmony export */   YX: () => (/* binding */ deviationsOf)
/* harmony export */ });
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29815);
// The plan's baselines against the existing ones: each asset whose declared baseline changes an
// R1.1 item is a deviation (CIP-010 R1.2: "changes that deviate from the existing baseline
// configuration"), with what was added and removed and the parts it opens, read from the
// requirement table as the obligations read it. Computed once here; renderers only read it.
// As in the obligations: a first declaration (no baseline before), a removed baseline and a
// `software` record (baseline content, not a Cyber Asset) are no deviation; an asset is found
// among the existing ones in the base's document of its live system (resolve.ts bindBase: by id, or
// by name and parent, never by a name another facility's system may share), by its own name or
// the name it is renamed from.





/**
 * The comparison of the plan's `baselines` (declared by `resolved`) with `existing`, whose
 * documents are bound to `live` as the plan's are; undefined when the plan declares none.
 */
function compareBaselines(resolved, baselines, existing, live) {
    if (baselines === undefined || baselines.length === 0)
        return undefined;
    if ("notCompared" in existing)
        return { compared_with: null, not_compared: existing.notCompared };
    const existingBaseline = existingBaselineOf(resolved, existing.documents, live);
    const now = new Map();
    for (const { document, system } of resolved)
        for (const asset of document.assets)
            if (asset.baseline !== undefined && asset.type !== "software")
                now.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)}`, { document, asset });
    const deviations = baselines.flatMap((entry) => {
        const declared = now.get(`${entry.cyber_system_id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(entry.asset)}`);
        const system = entry.cyber_system ?? entry.cyber_system_id;
        const was = declared === undefined ? undefined : existingBaseline(declared.document, declared.asset);
        if (declared?.asset.baseline === undefined || was === undefined)
            return [];
        const items = (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineDifferences */ .G)(was, declared.asset.baseline);
        if (items.length === 0)
            return [];
        // A system without `impact:` is judged as High, as the obligations judge it (fail closed).
        const scope = {
            class: entry.class ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ASSET_CLASS */ .q$,
            impact: entry.impact ?? "high",
            ...(entry.erc === undefined ? {} : { erc: entry.erc }),
        };
        const deviation = {
            asset: entry.asset,
            ...(entry.asset_id === undefined ? {} : { asset_id: entry.asset_id }),
            cyber_system: system,
            cyber_system_id: entry.cyber_system_id,
            items,
            opens: (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .partsOpenedBy */ .pK)(scope, items.map((difference) => difference.item)),
        };
        return [deviation];
    });
    return { compared_with: existing.comparedWith, deviations };
}
/**
 * The existing baseline of each asset of `resolved` (the head's documents bound to their live
 * systems): in the `base` document that declared the same live system, the asset found by its
 * name or the name it is renamed from.
 */
function existingBaselineOf(resolved, base, live) {
    const atBase = new Map((0,_resolve_js__WEBPACK_IMPORTED_MODULE_4__/* .bindBase */ .Zj)(base, live).map(({ document, system }) => [system.id, document]));
    const before = new Map();
    for (const { document, system } of resolved) {
        const was = atBase.get(system.id);
        if (was === undefined)
            continue;
        const baselines = new Map();
        for (const asset of was.assets)
            if (asset.baseline !== undefined)
                baselines.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name), asset.baseline);
        before.set(document, baselines);
    }
    return (document, asset) => {
        const baselines = before.get(document);
        const former = asset.renamedFrom?.value;
        return (baselines?.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)) ??
            (former === undefined ? undefined : baselines?.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(former))));
    };
}
/**
 * Whether the plan changes anything: an operation, or a baseline that deviates from the existing
 * one (the service holds no baseline, yet CIP-010 R1.2 counts its change). What `plan
 * --detailed-exitcode` exits 2 for.
 */
function planChanges(plan) {
    return (plan.operations.length > 0 ||
        deviationsOf(plan.baseline_deviations).length > 0 ||
        // A system leaving management changes what the files manage (released-systems.ts).
        (plan.released_systems?.length ?? 0) > 0);
}
/** The deviations of a plan, none when its baselines were not compared. */
function deviationsOf(comparison) {
    return comparison === undefined || comparison.compared_with === null ? [] : comparison.deviations;
}


/***/ }),

/***/ 46044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ cyclesOf)
/* harmony export */ });
/**
 * The cycles of a graph in which every item leads to at most one other (renamed_from chains,
 * renames that take each other's names): each cycle once, its members in walk order, from the
 * member met first in `items`. Linear in the number of items.
 */
function cyclesOf(items, next) {
    const walkOf = new Map();
    const cycles = [];
    items.forEach((start, walk) => {
        const path = [];
        let current = start;
        // Bounded: every step marks an item that was not marked before.
        while (current !== undefined && !walkOf.has(current)) {
            walkOf.set(current, walk);
            path.push(current);
            current = next(current);
        }
        // A walk that ends on an item of an earlier walk joined a path already looked at.
        if (current !== undefined && walkOf.get(current) === walk) {
            cycles.push(path.slice(path.indexOf(current)));
        }
    });
    return cycles;
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

/***/ 90833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ folderNames),
/* harmony export */   Q$: () => (/* binding */ walkLedgerDirectory),
/* harmony export */   QN: () => (/* binding */ ledgerPathsNewestFirst),
/* harmony export */   T9: () => (/* binding */ listedOnce),
/* harmony export */   ok: () => (/* binding */ recordPathOf),
/* harmony export */   w1: () => (/* binding */ readFromLedger),
/* harmony export */   y0: () => (/* binding */ visitLedgerFiles),
/* harmony export */   yJ: () => (/* binding */ mapBounded)
/* harmony export */ });
/* unused harmony export heldListing */
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
/** Paths a held listing joins into one string (heldListing). */
const PATHS_JOINED = 4_096;
/**
 * The most characters a held path is written as sharing with the one before: what it shares is
 * written as one character, its code one more (never NUL), kept within one byte.
 */
const MOST_SHARED = 254;
/**
 * The paths `walked` lists (walkLedgerDirectory's listing of every file), listed once and held,
 * given back in the same order each time they are iterated. Held as strings of PATHS_JOINED paths
 * each, joined by NUL (which no file's name holds), each path written as how many characters it
 * shares with the one before and the rest (a record's signature file after it: ".sig"). At
 * 100,000 signed records the ledger's 200,000 paths held 27 MB of `evidence handover`'s judging
 * heap as strings in an array, 14 MB joined whole, and about 4 MB so, through its whole reading,
 * where its peak is (issue 99). Given back, each path is made again from the one before.
 */
function heldListing(walked) {
    const joined = [];
    let written = [];
    let previous = "";
    for (const path of walked) {
        // The walk lists file names, which hold no NUL.
        if (path.includes("\0"))
            throw new Error(`heldListing: ${JSON.stringify(path)} holds a NUL`);
        let shared = 0;
        const most = Math.min(MOST_SHARED, path.length, previous.length);
        while (shared < most && path.charCodeAt(shared) === previous.charCodeAt(shared))
            shared++;
        written.push(`${String.fromCharCode(shared + 1)}${path.slice(shared)}`);
        previous = path;
        if (written.length === PATHS_JOINED) {
            joined.push(written.join("\0"));
            written = [];
        }
    }
    if (written.length > 0)
        joined.push(written.join("\0"));
    return {
        *[Symbol.iterator]() {
            let path = "";
            for (const text of joined)
                for (let start = 0; start < text.length;) {
                    const end = text.indexOf("\0", start);
                    const after = end === -1 ? text.length : end;
                    path = `${path.slice(0, text.charCodeAt(start) - 1)}${text.slice(start + 1, after)}`;
                    yield path;
                    start = after + 1;
                }
        },
    };
}
/**
 * `walked`'s listing of every file, listed once and held (heldListing); a folder's (`under`), or
 * the files from a path on, walked when asked. Verify reads the whole listing five times (the
 * checkpoints, the signatures, the chain check, the writer's check, the head), and walking 190,000
 * files cost its thread about 0.4 s each time; the handover's first pass reads it once more.
 */
function listedOnce(walked) {
    const listed = heldListing(walked());
    return (under, from) => under === undefined && from === undefined ? listed : walked(under, from);
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

/***/ 28549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ paint)
/* harmony export */ });
// Terminal colour. The caller decides whether to use it (a TTY, and no NO_COLOR), never this module.
const CODES = {
    bold: "1",
    red: "31",
    green: "32",
    yellow: "33",
    boldRed: "1;31",
    boldYellow: "1;33",
};
function paint(style, paintName, text) {
    return style.color ? `\u001B[${CODES[paintName]}m${text}\u001B[0m` : text;
}


/***/ }),

/***/ 67924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ms: () => (/* binding */ renderDiagnosticsText),
/* harmony export */   sN: () => (/* binding */ diagnosticTextLines),
/* harmony export */   yc: () => (/* binding */ diagnosticMarkdownItem)
/* harmony export */ });
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _ansi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28549);
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66800);




// `related` holds every other place a problem involves (the first declaration of a duplicate, the
// other entries of a renamed_from cycle), so the note does not claim which one it is.
const RELATED_NOTE = "related location";
/** "file:line:column: error: message", then one "  file:line:column: note: …" per related place. */
function diagnosticTextLines(diagnostic, style) {
    const label = (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, diagnostic.severity === "error" ? "boldRed" : "boldYellow", `${diagnostic.severity}:`);
    const message = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)(diagnostic.message);
    const place = diagnostic.location
        ? `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))}: `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `  ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))}: note: ${RELATED_NOTE}`);
    return [`${place}${label} ${message}`, ...related];
}
/** "- `file:line:column` **error:** message", related places as a nested list. */
function diagnosticMarkdownItem(diagnostic) {
    const place = diagnostic.location
        ? `${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))} `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `\n  - ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))} ${RELATED_NOTE}`);
    return `- ${place}**${diagnostic.severity}:** ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(diagnostic.message)}${related.join("")}`;
}
/** One "file:line:column: severity: message" line per diagnostic (and per related place). */
function renderDiagnosticsText(diagnostics, style) {
    const lines = diagnostics.flatMap((diagnostic) => diagnosticTextLines(diagnostic, style));
    return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}


/***/ }),

/***/ 64747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ markdownCodeSpan),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   XL: () => (/* binding */ escapeMarkdownWithAddresses)
/* harmony export */ });
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
// Escaping of user-supplied text (asset, system and facility names, service messages, file paths)
// for GitHub-flavoured Markdown. GitHub links @mentions, #references and bare URLs after Markdown
// has been parsed, so a backslash does not stop them (github/cmark-gfm#181), nor does an HTML
// entity such as &#64;: a zero-width space after the trigger does, and renders the same.

const ZERO_WIDTH_SPACE = "\u200B";
const REPLACEMENTS = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "@": `@${ZERO_WIDTH_SPACE}`,
    "#": `#${ZERO_WIDTH_SPACE}`,
};
/**
 * Text that renders literally wherever it is placed in a line, table cell or heading: no
 * emphasis, code, link, image, HTML, table cell break, mention, issue reference, autolink, math or
 * block marker, nor emoji. Hidden characters (newlines included) show as `\uXXXX`.
 */
function escapeMarkdown(text) {
    return ((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text)
        // Emoji shortcodes (:warning:), which GitHub, too, replaces after parsing.
        .replace(/:(?=[\w+-]+:)/g, `:${ZERO_WIDTH_SPACE}`)
        .replace(/[\\`*_~[\]|$&<>@#]/g, (character) => REPLACEMENTS[character] ?? `\\${character}`)
        // Bare URLs and www. names become links through GFM's autolink extension.
        .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
        .replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`)
        .replace(/GH-(?=\d)/gi, (prefix) => `${prefix}${ZERO_WIDTH_SPACE}`)
        // Block markers that count only at the start of a line: lists, setext underlines.
        .replace(/^([-+=])/, "\\$1")
        .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2"));
}
/**
 * escapeMarkdown for text that holds web addresses (a repository, the service, a timestamp
 * authority): each address becomes a code span, literal and copyable, where escapeMarkdown would
 * put a zero-width space after "://" to stop GitHub's autolink, breaking the address a reader
 * copies. A code span is never linked, so nothing untrusted becomes a link either way.
 */
function escapeMarkdownWithAddresses(text) {
    return text
        .split(/(https?:\/\/[^\s,;]+)/)
        .map((part, index) => (index % 2 === 1 ? markdownCodeSpan(part) : escapeMarkdown(part)))
        .join("");
}
/** A code span holding `text` literally, whatever backticks it contains. */
function markdownCodeSpan(text) {
    const shown = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text);
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
    return `${fence}${padding}${shown}${padding}${fence}`;
}


/***/ })

};
