export const id = 697;
export const ids = [697];
export const modules = {

/***/ 6600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X$: () => (/* binding */ readFlagFile),
/* harmony export */   YI: () => (/* binding */ writeUnder),
/* harmony export */   lt: () => (/* binding */ checkFlagFileWritable),
/* harmony export */   mg: () => (/* binding */ writeFlagFile),
/* harmony export */   oO: () => (/* binding */ listFlagDirectory)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
/* harmony import */ var _io_replace_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1235);
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
/** Writes the file (whole, or piece by piece as `content` gives them), creating its parent directories. */
function writeFlagFile(target, content) {
    return writeUnder(target, "", content);
}
/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
function checkFlagFileWritable(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,_io_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .checkReplaceable */ .X7)(path));
}
/** Writes `inner` (a relative path) under the directory `target`, creating directories. */
function writeUnder(target, inner, content) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absolute(target), inner);
    // Replaced, never written through: a symbolic link at the path is not followed.
    return atFlagPath(target, path, () => (0,_io_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceFile */ .fR)(path, content));
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error) === "ENOENT")
            return [];
        throw error;
    }));
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
    const code = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error);
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
    const message = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error);
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


/***/ }),

/***/ 1981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ MembershipBook),
/* harmony export */   tx: () => (/* binding */ countedApprovals),
/* harmony export */   xO: () => (/* binding */ principalsText)
/* harmony export */ });
/* harmony import */ var _inventory_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(761);
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
            const team = (0,_inventory_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalText */ .cI)(principal);
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
        .filter((principal) => !seen.has((0,_inventory_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalKey */ .qW)(principal)) && seen.add((0,_inventory_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalKey */ .qW)(principal)))
        .map(_inventory_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalText */ .cI);
}


/***/ }),

/***/ 4302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ parseCodeowners),
/* harmony export */   d: () => (/* binding */ codeOwnersOf),
/* harmony export */   xn: () => (/* binding */ CODEOWNERS_PATHS)
/* harmony export */ });
/* unused harmony export patternMatcher */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _inventory_principals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(761);


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
            const principal = owner.startsWith("@") ? (0,_inventory_principals_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePrincipal */ .gA)(owner.slice(1)) : undefined;
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

/***/ 3587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dv: () => (/* binding */ activeFreezes),
/* harmony export */   WR: () => (/* binding */ evaluateFreezes)
/* harmony export */ });
/* unused harmony exports OVERRIDE_COMMAND, MIN_OVERRIDE_REASON, overrideReason */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2205);
/* harmony import */ var _policy_subjects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6403);
/* harmony import */ var _approvers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1981);
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

/***/ 7634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ parsePolicyText)
});

// UNUSED EXPORTS: policyCalendarOf

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/inventory/principals.ts
var principals = __webpack_require__(761);
// EXTERNAL MODULE: ./src/core/inventory/yaml-reader.ts
var yaml_reader = __webpack_require__(5961);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/inventory/value-reader.ts
var value_reader = __webpack_require__(9621);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(5117);
;// CONCATENATED MODULE: ./src/core/review/policy/policy-schema.ts
// cip-policy.yaml as one zod schema: the source of schemas/policy.schema.json (editor completion
// and checks) and of the key lists the position-aware parser (parse-policy.ts) enforces.




const RULE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** An RFC 3339 instant in UTC, as written in the file: 2026-12-15T00:00:00Z. */
const UTC_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const idSchema = schemas/* string */.YjP().regex(RULE_ID_PATTERN).meta({
    description: "Lower-case letters, digits and hyphens; unique in the file. Named in results.",
});
const operationsSchema = schemas/* array */.YOg(schemas/* enum */.k5n(policy_model/* POLICY_OPERATIONS */.su)).min(1).meta({
    description: "create, update (any update), rename, retype, move, delete. An update matches update and each of its kinds.",
});
const principalsSchema = schemas/* array */.YOg(principals/* principalSchema */.Oj).min(1);
const whenSchema = schemas/* strictObject */.rej({
    operations: operationsSchema.optional(),
    impact: schemas/* array */.YOg(principals/* impactSchema */.kf).min(1).optional(),
})
    .meta({ description: "Which operations the rule covers; absent keys match everything." });
const requireSchema = schemas/* strictObject */.rej({
    approvals: schemas/* int */.Whr().min(1).max(20).meta({ description: "Distinct people who must approve." }),
    from: schemas/* union */.KCZ([schemas/* literal */.euz("owners"), principalsSchema]).meta({
        description: "owners: the owners of each system touched (both ends of a move); or a list of logins and org/team slugs.",
    }),
});
const ruleSchema = schemas/* strictObject */.rej({
    id: idSchema,
    when: whenSchema,
    require: requireSchema,
});
const freezeSchema = schemas/* strictObject */.rej({
    id: idSchema,
    from: schemas/* string */.YjP().regex(UTC_INSTANT_PATTERN).meta({ description: "Start, UTC (…Z), included." }),
    to: schemas/* string */.YjP().regex(UTC_INSTANT_PATTERN).meta({ description: "End, UTC (…Z), excluded." }),
    operations: operationsSchema,
    override: schemas/* strictObject */.rej({ from: principalsSchema })
        .meta({
        description: "Who may let a change through: a review on the head commit whose text starts with /override-freeze and a reason of at least 10 characters.",
    })
        .optional(),
});
/** A calendar date as written in the file: 2026-01-05. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** An action delegated: a requirement id in lower case, such as cip-002-r2.2. */
const ACTION_PATTERN = /^cip-\d{3}-r\d+(?:\.\d+)*$/;
const dateSchema = schemas/* string */.YjP().regex(DATE_PATTERN);
const personFields = {
    login: schemas/* string */.YjP()
        .regex(principals/* LOGIN_PATTERN */.NT)
        .meta({ description: "The person's GitHub login (not a team)." }),
    name: schemas/* string */.YjP().min(1).meta({ description: "The person's name, as the documents write it." }),
    title: schemas/* string */.YjP().min(1).meta({ description: "The person's title." }),
};
const delegateSchema = schemas/* strictObject */.rej({
    ...personFields,
    actions: schemas/* array */.YOg(schemas/* string */.YjP().regex(ACTION_PATTERN)).min(1).meta({
        description: "The specific actions delegated, as requirement ids: cip-002-r2.2 approves a CIP-002 R2 review of the identifications.",
    }),
    delegated_on: dateSchema.meta({ description: "The date of the delegation (YYYY-MM-DD)." }),
    delegation_ref: schemas/* string */.YjP().min(1).meta({
        description: "Where the delegation the CIP Senior Manager approved is documented.",
    }),
});
const cipSeniorManagerSchema = schemas/* strictObject */.rej({
    ...personFields,
    since: dateSchema.meta({
        description: "Since when this person is the CIP Senior Manager (YYYY-MM-DD).",
    }),
    delegates: schemas/* array */.YOg(delegateSchema).optional(),
})
    .meta({
    description: "The CIP Senior Manager by name (CIP-003-8 R3) and the delegates with the actions delegated (R4): people, never teams. Approves a CIP-002 R2 review (or a delegate holding cip-002-r2.2) and any change to this key. Without it, no review closes the obligation.",
});
const priorApprovalSchema = schemas/* strictObject */.rej({
    on: dateSchema.meta({ description: "The date of the approval (YYYY-MM-DD)." }),
    ref: schemas/* string */.YjP().min(1).meta({ description: "Where the approval is documented." }),
})
    .meta({
    description: "The last CIP-002 R2 approval before this ledger: it starts the first 15-month interval. A change to it is approved by the CIP Senior Manager.",
});
const calendarSchema = schemas/* strictObject */.rej({
    time_zone: schemas/* string */.YjP().meta({
        description: "The IANA time zone calendar days are counted in (default UTC).",
    }),
    month_end: schemas/* enum */.k5n(shared_calendar/* MONTH_END_CONVENTIONS */.WO).meta({
        description: "How calendar months count. Day-preserving: the same day, or in a shorter month its last day (last-day, the default) or the day it rolls over to (roll-over). Or whole months (whole-month): due by the last day of the month reached. Follow your Regional Entity's reading.",
    }),
    due_soon_days: schemas/* int */.Whr().min(0).max(365).meta({
        description: "An obligation is due soon from this many days before its due date (default 7).",
    }),
})
    .partial()
    .meta({ description: "How CIP obligations count their dates (docs/cip-obligations.md)." });
const policySchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(policy_model/* POLICY_VERSION */.Ky),
    rules: schemas/* array */.YOg(ruleSchema).optional(),
    freezes: schemas/* array */.YOg(freezeSchema).optional(),
    policy_owners: requireSchema
        .meta({
        description: "Who must approve a change to the rules themselves: this file, or an inventory document the base does not have at that path. from: owners is everyone the policy protects (the default, with 1 approval).",
    })
        .optional(),
    cip_senior_manager: cipSeniorManagerSchema.optional(),
    cip_002_last_approval: priorApprovalSchema.optional(),
    calendar: calendarSchema.optional(),
})
    .meta({
    title: "cip-inventory-sync policy (cip-policy.yaml)",
    description: "Who must approve which changes, and when nothing may change. Read from the base branch; see docs/owners-and-policy.md.",
});
const POLICY_KEYS = Object.keys(policySchema.shape);
const RULE_KEYS = Object.keys(ruleSchema.shape);
const WHEN_KEYS = Object.keys(whenSchema.shape);
const REQUIRE_KEYS = Object.keys(requireSchema.shape);
const FREEZE_KEYS = Object.keys(freezeSchema.shape);
const SENIOR_MANAGER_KEYS = Object.keys(cipSeniorManagerSchema.shape);
const DELEGATE_KEYS = Object.keys(delegateSchema.shape);
const PRIOR_APPROVAL_KEYS = Object.keys(priorApprovalSchema.shape);
const CALENDAR_KEYS = Object.keys(calendarSchema.shape);
/** The JSON Schema (draft 2020-12) of the policy file, for editors. */
function policyJsonSchema() {
    return z.toJSONSchema(policySchema, { target: "draft-2020-12", io: "input" });
}

;// CONCATENATED MODULE: ./src/core/review/policy/parse-policy-settings.ts
// The policy file's reader underneath its rules: the map helpers every section uses, and the
// `calendar` section (how CIP obligations count their dates), each problem at its place.






class PolicySettingsReader extends value_reader/* ValueReader */.D {
    /** Whether `map` has each of `required`; each missing one reported at the map. */
    required(map, required, what) {
        const missing = required.filter((name) => !map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === name));
        for (const name of missing)
            this.error((0,yaml_reader/* nodeStart */.f)(map), `${what} has no ${(0,shared_diagnostics/* quote */.hD)(name)}; add it`);
        return missing.length === 0;
    }
    /** `value` as a map, or undefined after saying it must be one (`shape` shows how). */
    submap(value, keyOffset, label, shape) {
        if ((0,dist/* isNode */.Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,dist/* isMap */.jh)(value))
            return value;
        const where = (0,dist/* isNode */.Ll)(value) ? (0,yaml_reader/* nodeStart */.f)(value) : keyOffset;
        this.error(where, `${label} must be a map (${shape}), not ${(0,dist/* isNode */.Ll)(value) && !(0,yaml_reader/* isEmptyPlain */.eF)(value) ? (0,yaml_reader/* describeValue */.bp)(value) : "nothing"}`);
        return undefined;
    }
    /** `calendar: { time_zone, month_end, due_soon_days }`, each key optional. */
    calendar(value, keyOffset) {
        const shape = '{ time_zone: "America/Chicago", month_end: last-day, due_soon_days: 7 }';
        const map = this.submap(value, keyOffset, "calendar", shape);
        if (map === undefined)
            return undefined;
        const calendar = {};
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "time_zone") {
                const zone = this.scalarValue(item, itemOffset, {
                    label: "time_zone",
                    hint: "an IANA time zone such as America/Chicago",
                });
                if (zone !== undefined && (0,shared_calendar/* isTimeZone */.kQ)(zone.value))
                    calendar.timeZone = zone.value;
                else {
                    valid = false;
                    if (zone !== undefined)
                        this.error((0,yaml_reader/* nodeStart */.f)(item), `time_zone ${(0,shared_diagnostics/* quote */.hD)(zone.value)} is not an IANA time zone; write one such as America/Chicago or UTC`);
                }
            }
            else if (keyText === "month_end") {
                const field = { label: "month_end", hint: "last-day, roll-over or whole-month" };
                const monthEnd = this.choice(item, itemOffset, field, shared_calendar/* MONTH_END_CONVENTIONS */.WO);
                if (monthEnd === undefined)
                    valid = false;
                else
                    calendar.monthEnd = monthEnd.value;
            }
            else if (keyText === "due_soon_days") {
                const days = this.#days(item, itemOffset);
                if (days === undefined)
                    valid = false;
                else
                    calendar.dueSoonDays = days;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, CALENDAR_KEYS, "the keys of calendar are");
            }
        }
        return valid ? calendar : undefined;
    }
    #days(value, keyOffset) {
        const hint = "a whole number of days from 0 to 365";
        const text = this.scalarValue(value, keyOffset, { label: "due_soon_days", hint });
        if (text === undefined)
            return undefined;
        const days = /^\d{1,3}$/.test(text.value) ? Number(text.value) : Number.NaN;
        if (days >= 0 && days <= 365)
            return days;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `due_soon_days must be ${hint}, not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/core/review/policy/parse-senior-manager.ts
// The policy file's `cip_senior_manager` (the CIP Senior Manager by name and the delegates with the
// actions delegated) and `cip_002_last_approval`, each problem at its place. Only people: a team
// is refused with what to write instead, since whoever manages a team would then make delegates.
//
// CIP-003-8 R3: "Each Responsible Entity shall identify a CIP Senior Manager by name and document
// any change within 30 calendar days of the change."
// CIP-003-8 R4: "The Responsible Entity shall implement a documented process to delegate authority,
// unless no delegations are used. Where allowed by the CIP Standards, the CIP Senior Manager may
// delegate authority for specific actions to a delegate or delegates. These delegations shall be
// documented, including the name or title of the delegate, the specific actions delegated, and
// the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of
// any change to the delegation."






const CSM_SHAPE = '{ login: jdoe, name: "Jane Doe", title: "VP Operations", since: 2026-01-05, delegates: [...] }';
const DELEGATE_SHAPE = '{ login: rsmith, name: "Robert Smith", title: "Director, Substations", actions: [cip-002-r2.2], delegated_on: 2026-02-01, delegation_ref: DEL-7 }';
class SeniorManagerReader extends PolicySettingsReader {
    /** `cip_senior_manager`: one person, with `since`, and the delegates. */
    seniorManager(value, keyOffset) {
        const map = this.submap(value, keyOffset, "cip_senior_manager", CSM_SHAPE);
        if (map === undefined)
            return undefined;
        if (this.#legacy(map))
            return undefined;
        const required = SENIOR_MANAGER_KEYS.filter((key) => key !== "delegates");
        let valid = this.required(map, required, "cip_senior_manager");
        const read = { delegates: [] };
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "delegates") {
                const delegates = this.#delegates(item, itemOffset);
                if (delegates === undefined)
                    valid = false;
                else
                    read.delegates = delegates;
            }
            else if (keyText === "since") {
                read.since = this.#date(item, itemOffset, "since");
                valid &&= read.since !== undefined;
            }
            else if (!this.#personField(key, keyText, item, read, "cip_senior_manager"))
                valid = false;
        }
        const { login, name, title, since, delegates = [] } = read;
        if (!valid || !login || !name || !title || !since)
            return undefined;
        const manager = delegates.find((delegate) => delegate.login.toLowerCase() === login.toLowerCase());
        if (manager !== undefined) {
            this.error((0,yaml_reader/* nodeStart */.f)(map), `${login} is the CIP Senior Manager; remove them from delegates`);
            return undefined;
        }
        return { login, name, title, since, delegates };
    }
    /** `cip_002_last_approval: { on, ref }`. */
    priorApproval(value, keyOffset) {
        const shape = '{ on: 2025-10-14, ref: "CIP-002 R2 approval memo, 2025-10" }';
        const map = this.submap(value, keyOffset, "cip_002_last_approval", shape);
        if (map === undefined || !this.required(map, PRIOR_APPROVAL_KEYS, "cip_002_last_approval"))
            return undefined;
        const read = {};
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "on")
                read.on = this.#date(item, itemOffset, "on");
            else if (keyText === "ref")
                read.ref = this.#text(item, itemOffset, "ref");
            else {
                valid = false;
                this.unknownKey(key, keyText, PRIOR_APPROVAL_KEYS, "the keys of cip_002_last_approval are");
            }
        }
        return valid && read.on && read.ref ? { on: read.on, ref: read.ref } : undefined;
    }
    /** The former form (`approvals` and `from`, which took teams): refused with what to write. */
    #legacy(map) {
        const old = map.items.find((pair) => (0,dist/* isScalar */.jn)(pair.key) && (pair.key.value === "from" || pair.key.value === "approvals"));
        if (old === undefined)
            return false;
        this.error((0,yaml_reader/* nodeStart */.f)(old.key), `cip_senior_manager names one CIP Senior Manager by name (CIP-003 R3), not approvals from a list of logins and teams: write ${CSM_SHAPE}, each delegate a person with the actions delegated`);
        return true;
    }
    #delegates(value, keyOffset) {
        if ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))
            return [];
        const field = { label: "delegates", hint: `delegates (maps such as ${DELEGATE_SHAPE})` };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const delegates = [];
        let valid = true;
        for (const item of items) {
            const map = this.submap(item, keyOffset, "each delegate", DELEGATE_SHAPE);
            const delegate = map && this.#delegate(map);
            if (delegate === undefined)
                valid = false;
            else if (delegates.some((other) => other.login.toLowerCase() === delegate.login.toLowerCase())) {
                valid = false;
                this.error((0,yaml_reader/* nodeStart */.f)(map), `delegate ${delegate.login} is listed twice; keep one entry with every action delegated`);
            }
            else
                delegates.push(delegate);
        }
        return valid ? delegates : undefined;
    }
    #delegate(map) {
        let valid = this.required(map, DELEGATE_KEYS, "this delegate");
        const read = {};
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "actions") {
                read.actions = this.#actions(value, keyOffset);
                valid &&= read.actions !== undefined;
            }
            else if (keyText === "delegated_on") {
                read.delegatedOn = this.#date(value, keyOffset, "delegated_on");
                valid &&= read.delegatedOn !== undefined;
            }
            else if (keyText === "delegation_ref") {
                read.delegationRef = this.#text(value, keyOffset, "delegation_ref");
                valid &&= read.delegationRef !== undefined;
            }
            else if (!this.#personField(key, keyText, value, read, "a delegate"))
                valid = false;
        }
        const { login, name, title, actions, delegatedOn, delegationRef } = read;
        if (!valid || !login || !name || !title || !actions || !delegatedOn || !delegationRef)
            return undefined;
        return { login, name, title, actions, delegatedOn, delegationRef };
    }
    /** `login`, `name` or `title` into `read`; false after reporting a problem or an unknown key. */
    #personField(key, keyText, value, read, who) {
        const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
        if (keyText === "login")
            read.login = this.#login(value, keyOffset, who);
        else if (keyText === "name" || keyText === "title")
            read[keyText] = this.#text(value, keyOffset, keyText);
        else {
            const known = who === "a delegate" ? DELEGATE_KEYS : SENIOR_MANAGER_KEYS;
            this.unknownKey(key, keyText, known, `the keys of ${who} are`);
            return false;
        }
        return read[keyText] !== undefined;
    }
    #login(value, keyOffset, who) {
        const text = this.#text(value, keyOffset, "login");
        if (text === undefined)
            return undefined;
        if (principals/* LOGIN_PATTERN */.NT.test(text))
            return text;
        const at = (0,yaml_reader/* nodeStart */.f)(value);
        if (text.includes("/"))
            this.error(at, `${(0,shared_diagnostics/* quote */.hD)(text)} is a team, but ${who} is one person, named (CIP-003 R3 and R4): write that person's GitHub login, such as jdoe${who === "a delegate" ? ", one delegate per person with the actions delegated to them" : ", and list each person with delegated authority under delegates"}`);
        else
            this.error(at, `login ${(0,shared_diagnostics/* quote */.hD)(text)} is not a GitHub login (letters, digits and single hyphens)`);
        return undefined;
    }
    #actions(value, keyOffset) {
        const field = { label: "actions", hint: "requirement ids such as cip-002-r2.2" };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const actions = [];
        for (const item of items) {
            const text = this.#text(item, keyOffset, "actions entry");
            if (text === undefined)
                return undefined;
            if (!ACTION_PATTERN.test(text)) {
                this.error((0,yaml_reader/* nodeStart */.f)(item), `action ${(0,shared_diagnostics/* quote */.hD)(text)} must be a requirement id in lower case, such as cip-002-r2.2 (approve the CIP-002 R2 review)`);
                return undefined;
            }
            if (!actions.includes(text))
                actions.push(text);
        }
        return actions;
    }
    #text(value, keyOffset, label) {
        const text = this.scalarValue(value, keyOffset, { label, hint: "some text" });
        if (text === undefined)
            return undefined;
        if (text.value.trim() !== "")
            return text.value;
        this.error((0,dist/* isNode */.Ll)(value) ? (0,yaml_reader/* nodeStart */.f)(value) : keyOffset, `${label} is empty; write it`);
        return undefined;
    }
    /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
    #date(value, keyOffset, label) {
        const hint = "a date such as 2026-01-05";
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        const time = DATE_PATTERN.test(text.value) ? Date.parse(`${text.value}T00:00:00Z`) : Number.NaN;
        if (Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text.value)
            return text.value;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} must be ${hint} that exists (YYYY-MM-DD), not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/core/review/policy/parse-policy.ts
// cip-policy.yaml's text -> the policy, with every problem at file:line:column. Read strictly, as
// inventory files are (yaml-reader.ts): no anchors, aliases, tags or duplicate keys. A policy with
// any error is no policy: the caller fails closed.






const MAX_APPROVALS = 20;
const OPERATIONS_HINT = "create, update, rename, retype, move or delete";
function parsePolicyText(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    const reader = new PolicyReader(text, file, lineCounter);
    const policy = reader.file(docs);
    const diagnostics = reader.diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV);
    return diagnostics.length === 0 && policy ? { policy, diagnostics } : { diagnostics };
}
function policyCalendarOf(text, file) {
    if (text === undefined)
        return { kind: "calendar", calendar: undefined };
    const parsed = parsePolicyText(text, file);
    const { policy } = parsed;
    if (policy !== undefined)
        return {
            kind: "calendar",
            calendar: policy.calendar,
            ...(policy.cip002LastApproval === undefined
                ? {}
                : { lastApproval: policy.cip002LastApproval }),
        };
    const [error] = parsed.diagnostics;
    const where = error?.location === undefined ? file : formatLocation(error.location);
    return {
        kind: "invalid",
        problem: `the policy file ${where} is invalid (${error?.message ?? "unreadable"}), so its calendar is unknown; fix it`,
    };
}
class PolicyReader extends SeniorManagerReader {
    #ids = new Map();
    file(docs) {
        const [doc, extra] = docs;
        if (doc === undefined || doc.contents === null) {
            this.error(0, "the policy file is empty; write `version: 1` and rules, or remove the file");
            return undefined;
        }
        if (extra !== undefined) {
            this.error(extra.range[0], 'a policy file holds one YAML document; remove the extra "---"');
        }
        if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents))
            return undefined;
        if (!(0,dist/* isMap */.jh)(doc.contents)) {
            this.error((0,yaml_reader/* nodeStart */.f)(doc.contents), `the policy must be a map with the keys version, rules, freezes, policy_owners, cip_senior_manager, cip_002_last_approval and calendar, not ${(0,yaml_reader/* describeValue */.bp)(doc.contents)}`);
            return undefined;
        }
        return this.#policy(doc.contents);
    }
    #policy(map) {
        let version = false;
        const policy = { version: policy_model/* POLICY_VERSION */.Ky, rules: [], freezes: [] };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "version")
                version = this.#version(value, keyOffset);
            else if (keyText === "rules") {
                policy.rules = this.#list(value, keyOffset, "rules", (item) => this.#rule(item));
            }
            else if (keyText === "freezes") {
                policy.freezes = this.#list(value, keyOffset, "freezes", (item) => this.#freeze(item));
            }
            else if (keyText === "policy_owners") {
                const owners = {};
                if (this.#require(value, keyOffset, owners) && owners.approvals && owners.from)
                    policy.policyOwners = { approvals: owners.approvals, from: owners.from };
            }
            else if (keyText === "cip_senior_manager") {
                const csm = this.seniorManager(value, keyOffset);
                if (csm !== undefined)
                    policy.cipSeniorManager = csm;
            }
            else if (keyText === "cip_002_last_approval") {
                const prior = this.priorApproval(value, keyOffset);
                if (prior !== undefined)
                    policy.cip002LastApproval = prior;
            }
            else if (keyText === "calendar") {
                const calendar = this.calendar(value, keyOffset);
                if (calendar !== undefined)
                    policy.calendar = calendar;
            }
            else
                this.unknownKey(key, keyText, POLICY_KEYS, "the keys of the policy are");
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "version")) {
            this.error((0,yaml_reader/* nodeStart */.f)(map), 'missing key "version": write `version: 1` at the top');
        }
        return version ? policy : undefined;
    }
    #version(value, keyOffset) {
        const text = this.scalarValue(value, keyOffset, { label: "version", hint: "1" });
        if (text === undefined)
            return false;
        if (text.value === String(policy_model/* POLICY_VERSION */.Ky))
            return true;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `version ${(0,shared_diagnostics/* quote */.hD)(text.value)} is not supported; this cip-sync reads version ${policy_model/* POLICY_VERSION */.Ky}`);
        return false;
    }
    /** Each map of a list, read by `read`; the ones that could not be read are left out. */
    #list(value, keyOffset, label, read) {
        // `rules:` or `rules: []`: none, as when the key is left out.
        if (((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value)) || ((0,dist/* isSeq */.oP)(value) && value.items.length === 0)) {
            return [];
        }
        const items = this.listItems(value, keyOffset, { label, hint: `${label} (maps)` }) ?? [];
        const read_ = [];
        for (const item of items) {
            if ((0,dist/* isNode */.Ll)(item) && !this.plainNode(item))
                continue;
            if (!(0,dist/* isMap */.jh)(item)) {
                const where = (0,dist/* isNode */.Ll)(item) ? (0,yaml_reader/* nodeStart */.f)(item) : keyOffset;
                this.error(where, `each entry of ${label} must be a map, not ${(0,dist/* isNode */.Ll)(item) ? (0,yaml_reader/* describeValue */.bp)(item) : "nothing"}`);
                continue;
            }
            const entry = read(item);
            if (entry !== undefined)
                read_.push(entry);
        }
        return read_;
    }
    #id(value, keyOffset, what) {
        const text = this.scalarValue(value, keyOffset, {
            label: `the ${what} id`,
            hint: "a name such as high-impact-deletes",
        });
        if (text === undefined)
            return undefined;
        const offset = (0,yaml_reader/* nodeStart */.f)(value);
        if (!RULE_ID_PATTERN.test(text.value)) {
            this.error(offset, `${what} id ${(0,shared_diagnostics/* quote */.hD)(text.value)} must be lower-case letters, digits and hyphens (e.g. high-impact-deletes)`);
            return undefined;
        }
        const first = this.#ids.get(text.value);
        if (first !== undefined) {
            this.error(offset, `id ${(0,shared_diagnostics/* quote */.hD)(text.value)} is used twice (first at line ${this.at(first).line}); give each rule and freeze its own id`, [this.at(first)]);
            return undefined;
        }
        this.#ids.set(text.value, offset);
        return text.value;
    }
    /** Reports each key of `required` the map lacks; true when it has them all. */
    #rule(map) {
        let valid = this.required(map, RULE_KEYS, "this rule");
        const rule = { location: this.at((0,yaml_reader/* nodeStart */.f)(map)) };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "id")
                rule.id = this.#id(value, keyOffset, "rule");
            else if (keyText === "when")
                valid = this.#when(value, keyOffset, rule) && valid;
            else if (keyText === "require")
                valid = this.#require(value, keyOffset, rule) && valid;
            else {
                valid = false;
                this.unknownKey(key, keyText, RULE_KEYS, "the keys of a rule are");
            }
        }
        const { id, location, approvals, from } = rule;
        if (!valid ||
            id === undefined ||
            location === undefined ||
            approvals === undefined ||
            from === undefined) {
            return undefined;
        }
        return { ...rule, id, location, approvals, from };
    }
    #when(value, keyOffset, rule) {
        const map = this.submap(value, keyOffset, "when", "{ operations: [...], impact: [...] }");
        if (map === undefined)
            return false;
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "operations") {
                const operations = this.#operations(item, itemOffset);
                if (operations)
                    rule.operations = operations;
                else
                    valid = false;
            }
            else if (keyText === "impact") {
                const impact = this.choiceList(item, itemOffset, { label: "impact", hint: "high, medium or low" }, ["high", "medium", "low"]);
                if (impact)
                    rule.impact = impact.map((entry) => entry.value);
                else
                    valid = false;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, WHEN_KEYS, "the keys of when are");
            }
        }
        return valid;
    }
    #operations(value, keyOffset) {
        const field = { label: "operations", hint: OPERATIONS_HINT };
        return this.choiceList(value, keyOffset, field, policy_model/* POLICY_OPERATIONS */.su)?.map((entry) => entry.value);
    }
    #require(value, keyOffset, rule) {
        const map = this.submap(value, keyOffset, "require", "{ approvals: N, from: owners or [...] }");
        if (map === undefined || !this.required(map, REQUIRE_KEYS, "require"))
            return false;
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "approvals") {
                rule.approvals = this.#approvals(item, itemOffset);
                valid &&= rule.approvals !== undefined;
            }
            else if (keyText === "from") {
                rule.from = this.#from(item, itemOffset);
                valid &&= rule.from !== undefined;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, REQUIRE_KEYS, "the keys of require are");
            }
        }
        return valid;
    }
    #approvals(value, keyOffset) {
        const text = this.scalarValue(value, keyOffset, {
            label: "approvals",
            hint: `a whole number from 1 to ${MAX_APPROVALS}`,
        });
        if (text === undefined)
            return undefined;
        const count = /^\d{1,2}$/.test(text.value) ? Number(text.value) : Number.NaN;
        if (count >= 1 && count <= MAX_APPROVALS)
            return count;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `approvals must be a whole number from 1 to ${MAX_APPROVALS}, not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
    #from(value, keyOffset) {
        if ((0,dist/* isScalar */.jn)(value) && !(0,yaml_reader/* isEmptyPlain */.eF)(value)) {
            const text = this.scalarValue(value, keyOffset, { label: "from", hint: "owners" });
            if (text?.value === "owners")
                return { kind: "owners" };
            this.error((0,yaml_reader/* nodeStart */.f)(value), `from must be owners or a list of logins and org/team slugs (e.g. ["acme/cip-compliance"]), not ${(0,shared_diagnostics/* quote */.hD)(text?.value ?? "")}`);
            return undefined;
        }
        const principals = this.#principalList(value, keyOffset, "from");
        return principals && { kind: "principals", principals };
    }
    #principalList(value, keyOffset, label) {
        const field = { label, hint: "GitHub logins and org/team slugs" };
        return this.principals(value, keyOffset, field)?.map((entry) => entry.value);
    }
    #freeze(map) {
        let valid = this.required(map, ["id", "from", "to", "operations"], "this freeze");
        const freeze = { location: this.at((0,yaml_reader/* nodeStart */.f)(map)) };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "id")
                freeze.id = this.#id(value, keyOffset, "freeze");
            else if (keyText === "from" || keyText === "to")
                freeze[keyText] = this.#instant(value, keyOffset, keyText);
            else if (keyText === "operations")
                freeze.operations = this.#operations(value, keyOffset);
            else if (keyText === "override") {
                const override = this.submap(value, keyOffset, "override", "{ from: [...] }");
                const from = override && this.#overrideFrom(override);
                if (from)
                    freeze.overrideFrom = from;
                else
                    valid = false;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, FREEZE_KEYS, "the keys of a freeze are");
            }
        }
        const { id, location, from, to, operations } = freeze;
        if (!valid || !id || !location || from === undefined || to === undefined || !operations)
            return undefined;
        if (to <= from) {
            this.error((0,yaml_reader/* nodeStart */.f)(map), `freeze ${(0,shared_diagnostics/* quote */.hD)(id)} ends before it starts; "to" must be after "from"`);
            return undefined;
        }
        return { ...freeze, id, location, from, to, operations };
    }
    #overrideFrom(map) {
        if (!this.required(map, ["from"], "override"))
            return undefined;
        let from;
        for (const { key, keyText, value } of this.entries(map)) {
            if (keyText === "from")
                from = this.#principalList(value, (0,yaml_reader/* nodeStart */.f)(key), "override from");
            else {
                this.unknownKey(key, keyText, ["from"], "the key of override is");
                return undefined;
            }
        }
        return from;
    }
    #instant(value, keyOffset, label) {
        const hint = "an instant in UTC such as 2026-12-15T00:00:00Z";
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        const time = UTC_INSTANT_PATTERN.test(text.value) ? Date.parse(text.value) : Number.NaN;
        if (!Number.isFinite(time)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} must be ${hint} (with the Z), not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
            return undefined;
        }
        // Date.parse rolls an impossible day or time over (2026-02-30 becomes 2 March): a window the
        // policy's author did not write must never hold or lapse.
        const normalised = new Date(time).toISOString().slice(0, 19);
        if (normalised === text.value.slice(0, 19))
            return time;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} ${(0,shared_diagnostics/* quote */.hD)(text.value)} is not a date and time that exists (it would be read as ${normalised}Z); write a real one, such as 2026-12-15T00:00:00Z`);
        return undefined;
    }
}


/***/ }),

/***/ 6403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LK: () => (/* binding */ baseSystemsOf),
/* harmony export */   V6: () => (/* binding */ baseSystem),
/* harmony export */   hs: () => (/* binding */ touchedSystems),
/* harmony export */   xc: () => (/* binding */ operationKinds)
/* harmony export */ });
/* unused harmony export policySubjectOf */
/* harmony import */ var _codeowners_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4302);

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

/***/ 9417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readTextIfPresent)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9130);
// A file that may not exist: its text, or undefined when there is none. Any other failure (no
// permission, a directory) is an error, never read as absence.


async function readTextIfPresent(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCode */ .C)(error) === "ENOENT")
            return undefined;
        throw error;
    }
}


/***/ })

};
