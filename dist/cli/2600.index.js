export const id = 2600;
export const ids = [2600];
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

/***/ 91981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ MembershipBook),
/* harmony export */   tx: () => (/* binding */ countedApprovals),
/* harmony export */   xO: () => (/* binding */ principalsText)
/* harmony export */ });
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49513);
// Who counts for a requirement: the approvals that count at all (on the head commit, not by an
// author or committer of the change, never a bot), and whether each approver is one of a list of
// logins and teams. Team membership is a fact read from GitHub; a fact missing or unreadable makes
// the answer "unverifiable", never "yes".

function countedApprovals(approvals) {
    const counted = new Map();
    const ignored = [];
    for (const approval of approvals) {
        const why = approval.bot
            ? "a bot's approval never counts"
            : approval.authorOrCommitter
                ? "wrote or committed to the change"
                : !approval.onHeadCommit
                    ? "approved an older commit, not the head commit"
                    : undefined;
        if (why !== undefined)
            ignored.push({ login: approval.login, why });
        else
            counted.set(approval.login.toLowerCase(), counted.get(approval.login.toLowerCase()) ?? approval);
    }
    return { counted: [...counted.values()], ignored };
}
class MembershipBook {
    #facts = new Map();
    constructor(facts) {
        for (const fact of facts)
            this.#facts.set(factKey(fact.team, fact.login), fact.membership);
    }
    /** Whether `login` is one of `principals`: named, or an active member of a named team. */
    eligibility(login, principals) {
        const reasons = [];
        for (const principal of principals) {
            if (principal.kind === "user") {
                if (principal.login.toLowerCase() === login.toLowerCase())
                    return { state: "yes" };
                continue;
            }
            const team = (0,_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalText */ .cI)(principal);
            const fact = this.#facts.get(factKey(team, login));
            if (fact?.state === "member")
                return { state: "yes" };
            if (fact === undefined)
                reasons.push(`the membership of ${login} in ${team} was not read`);
            else if (fact.state === "unverifiable")
                reasons.push(fact.reason);
        }
        return reasons.length === 0
            ? { state: "no" }
            : { state: "unverifiable", reason: reasons.join("; ") };
    }
}
function factKey(team, login) {
    return `${team.toLowerCase()}\n${login.toLowerCase()}`;
}
/** The principals as the policy writes them, for "who may satisfy it". */
function principalsText(principals) {
    const seen = new Set();
    return principals
        .filter((principal) => !seen.has((0,_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalKey */ .qW)(principal)) && seen.add((0,_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalKey */ .qW)(principal)))
        .map(_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalText */ .cI);
}


/***/ }),

/***/ 64302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ parseCodeowners),
/* harmony export */   d: () => (/* binding */ codeOwnersOf),
/* harmony export */   xn: () => (/* binding */ CODEOWNERS_PATHS)
/* harmony export */ });
/* unused harmony export patternMatcher */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49513);


/** Where GitHub looks, in its order: the first that exists is the one it uses. */
const CODEOWNERS_PATHS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
function parseCodeowners(text, file) {
    const lines = [];
    const diagnostics = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const content = stripComment(raw).trim();
        if (content === "")
            return;
        const [pattern = "", ...written] = content.split(/\s+/);
        const skip = (why) => diagnostics.push({
            severity: "warning",
            message: `${why}; GitHub skips this line, and so does the policy`,
            location: { file, line: index + 1, column: 1 },
        });
        if (pattern.startsWith("!") || /\[/.test(pattern)) {
            skip(`CODEOWNERS pattern ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(pattern)} uses ! or [ ], which GitHub does not support`);
            return;
        }
        const owners = [];
        for (const owner of written) {
            const principal = owner.startsWith("@") ? (0,_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePrincipal */ .gA)(owner.slice(1)) : undefined;
            if (principal)
                owners.push(principal);
            else if (!EMAIL.test(owner)) {
                skip(`CODEOWNERS owner ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(owner)} is neither @login, @org/team nor an email`);
                return;
            }
            // An email names a GitHub user only through their verified address, which the policy
            // cannot see: it is kept out of the owners (and cannot approve for them).
        }
        lines.push({ pattern, line: index + 1, matcher: patternMatcher(pattern), owners });
    });
    return { file, lines, diagnostics };
}
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** The text before an unescaped `#`, with `\#` read as `#`. */
function stripComment(line) {
    const hash = line.search(/(?<!\\)#/);
    return (hash === -1 ? line : line.slice(0, hash)).replaceAll("\\#", "#");
}
/**
 * The gitignore rules GitHub applies: a pattern with a `/` at its start or middle is anchored at
 * the root, otherwise it matches at any depth; `*` and `?` stay within a path segment, `**`
 * crosses them; a pattern names a file or a directory (and then everything in it), and one ending
 * in `/` only a directory.
 */
function patternMatcher(pattern) {
    const directoryOnly = pattern.endsWith("/");
    const trimmed = pattern.replace(/\/+$/, "");
    const anchored = trimmed.includes("/");
    const body = trimmed.replace(/^\//, "");
    let regex = "";
    for (let index = 0; index < body.length; index++) {
        const character = body.charAt(index);
        if (body.startsWith("**/", index)) {
            regex += "(?:.*/)?";
            index += 2;
        }
        else if (body.startsWith("**", index)) {
            regex += ".*";
            index += 1;
        }
        else if (character === "*")
            regex += "[^/]*";
        else if (character === "?")
            regex += "[^/]";
        else
            regex += character.replace(/[.+^${}()|\\]/g, "\\$&");
    }
    const prefix = anchored ? "^" : "^(?:.*/)?";
    // `docs/*` owns the files in docs/, not those in its subdirectories (GitHub's documented case).
    const endsInSegmentWildcard = /(?:^|[^*])\*$/.test(body);
    const suffix = directoryOnly ? "/.+$" : endsInSegmentWildcard ? "$" : "(?:/.+)?$";
    return new RegExp(`${prefix}${regex}${suffix}`);
}
/** The owners of `path` (relative to the root, forward slashes): the last matching line's. */
function codeOwnersOf(path, codeowners) {
    const entry = codeowners.lines.findLast((line) => line.matcher.test(path));
    if (entry !== undefined)
        return { owners: entry.owners, line: entry.line };
    return { owners: [] };
}


/***/ }),

/***/ 73587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dv: () => (/* binding */ activeFreezes),
/* harmony export */   WR: () => (/* binding */ evaluateFreezes)
/* harmony export */ });
/* unused harmony exports OVERRIDE_COMMAND, MIN_OVERRIDE_REASON, overrideReason */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82205);
/* harmony import */ var _policy_subjects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66403);
/* harmony import */ var _approvers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91981);
// Freeze windows: an operation inside an active window is refused unless a member of the
// window's `override.from` approved the head commit with a review starting `/override-freeze`
// followed by a reason of at least 10 characters. The time is the run's, in UTC.




const OVERRIDE_COMMAND = "/override-freeze";
const MIN_OVERRIDE_REASON = 10;
/** The reason of an override review, or undefined when the body is not one. */
function overrideReason(body) {
    const text = body.trimStart();
    if (!text.startsWith(OVERRIDE_COMMAND))
        return undefined;
    const rest = text.slice(OVERRIDE_COMMAND.length);
    if (rest !== "" && !/^\s/.test(rest))
        return undefined;
    const reason = rest.trim();
    return [...reason].length >= MIN_OVERRIDE_REASON ? reason : undefined;
}
function evaluateFreezes(windows, facts, counted, book) {
    return windows.flatMap((window) => {
        if (facts.now < window.from || facts.now >= window.to)
            return [];
        const covered = facts.operations.flatMap((operation, index) => (0,_policy_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .operationKinds */ .xc)(operation).some((kind) => window.operations.includes(kind)) ? [index] : []);
        return covered.length === 0 ? [] : [judgeWindow(window, covered, counted, book)];
    });
}
/**
 * The windows active at `now` that hold any of `operations`: what an apply from the terminal,
 * which no review overrides, must say it goes around, and record.
 */
function activeFreezes(windows, operations, now) {
    return windows.flatMap((window) => {
        if (now < window.from || now >= window.to)
            return [];
        const held = operations.filter((operation) => (0,_policy_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .operationKinds */ .xc)(operation).some((kind) => window.operations.includes(kind))).length;
        if (held === 0)
            return [];
        const from = new Date(window.from).toISOString();
        return [{ id: window.id, from, to: new Date(window.to).toISOString(), operations: held }];
    });
}
function judgeWindow(window, covered, counted, book) {
    const evaluation = {
        id: window.id,
        from: new Date(window.from).toISOString(),
        to: new Date(window.to).toISOString(),
        operations: covered,
        overrideFrom: (0,_approvers_js__WEBPACK_IMPORTED_MODULE_2__/* .principalsText */ .xO)(window.overrideFrom ?? []),
        result: "frozen",
        problem: "",
    };
    const unknown = [];
    for (const approval of counted) {
        const reason = overrideReason(approval.body);
        if (reason === undefined || !window.overrideFrom)
            continue;
        const eligibility = book.eligibility(approval.login, window.overrideFrom);
        if (eligibility.state === "yes") {
            return { ...evaluation, result: "overridden", override: { login: approval.login, reason } };
        }
        if (eligibility.state === "unverifiable")
            unknown.push(eligibility.reason);
    }
    const refused = `freeze ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(window.id)} (${evaluation.from} to ${evaluation.to}) holds ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(covered.length, "operation")}`;
    if (unknown.length > 0) {
        return {
            ...evaluation,
            result: "unverifiable",
            problem: `${refused}; an override cannot be verified: ${unknown.join("; ")}`,
        };
    }
    const how = window.overrideFrom
        ? `a member of ${evaluation.overrideFrom.join(", ")} can override it with an approving review on the head commit starting ${OVERRIDE_COMMAND} and a reason of at least ${MIN_OVERRIDE_REASON} characters`
        : "it has no override: wait until it ends";
    return { ...evaluation, problem: `${refused}; ${how}` };
}


/***/ }),

/***/ 66403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LK: () => (/* binding */ baseSystemsOf),
/* harmony export */   V6: () => (/* binding */ baseSystem),
/* harmony export */   hs: () => (/* binding */ touchedSystems),
/* harmony export */   xc: () => (/* binding */ operationKinds)
/* harmony export */ });
/* unused harmony export policySubjectOf */
/* harmony import */ var _codeowners_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64302);

/** What an operation is, in the policy's words: an update is `update` and each of its kinds. */
function operationKinds(operation) {
    if (!("action" in operation))
        return operation.kinds;
    return operation.action === "update" ? ["update", ...operation.kinds] : [operation.action];
}
/** The systems an operation touches: both ends of a move. */
function touchedSystems(operation) {
    if (!("action" in operation))
        return operation.systems;
    const from = operation.action === "update" ? operation.changes.cyber_system?.from : undefined;
    return from && from.id !== operation.cyber_system.id
        ? [from, operation.cyber_system]
        : [operation.cyber_system];
}
/** What the policy needs of `operation`, to be recorded in the plan comment. */
function policySubjectOf(operation) {
    return { kinds: operationKinds(operation), systems: touchedSystems(operation) };
}
/**
 * Each system the operations touch, by id, as a base document declares it: the document whose
 * `cyber_system` is the system's id, else its name (with a `facility`/`control_center`, when
 * written, naming the system's parent). A system no document names is left out: it has no owners.
 */
function baseSystemsOf(operations, documents, codeowners) {
    const systems = new Map();
    for (const system of operations.flatMap(touchedSystems)) {
        if (systems.has(system.id))
            continue;
        const found = documents.find((entry) => entry.document.cyberSystem.value === system.id) ??
            documents.find((entry) => namesSystem(entry.document, system));
        if (found)
            systems.set(system.id, baseSystem(found, codeowners));
    }
    return systems;
}
function namesSystem(document, system) {
    if (document.cyberSystem.value !== system.name)
        return false;
    const parent = document.facility ?? document.controlCenter;
    if (parent === undefined)
        return true;
    return system.parent !== null && [system.parent.id, system.parent.name].includes(parent.value);
}
/** A document's system as the policy sees it: its impact, and its owners (declared, else CODEOWNERS). */
function baseSystem({ file, document }, codeowners) {
    const declared = document.owners?.map((owner) => owner.value);
    const owners = declared ?? (codeowners ? (0,_codeowners_js__WEBPACK_IMPORTED_MODULE_0__/* .codeOwnersOf */ .d)(file, codeowners).owners : []);
    const system = {
        owners,
        ownersFrom: declared ? "document" : owners.length > 0 ? "codeowners" : "none",
        file,
    };
    if (document.impact)
        system.impact = document.impact.value;
    return system;
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
