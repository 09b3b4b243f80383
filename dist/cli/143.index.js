export const id = 143;
export const ids = [143];
export const modules = {

/***/ 1556:
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

/***/ 3143:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPolicy: () => (/* binding */ checkPolicy),
  readPolicyFile: () => (/* binding */ readPolicyFile)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/plan/plan-schema.ts
var plan_schema = __webpack_require__(3850);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/inventory/value-reader.ts
var value_reader = __webpack_require__(9621);
// EXTERNAL MODULE: ./src/core/inventory/yaml-reader.ts
var yaml_reader = __webpack_require__(5961);
// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(5117);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/core/inventory/principals.ts
var inventory_principals = __webpack_require__(761);
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
const principalsSchema = schemas/* array */.YOg(inventory_principals/* principalSchema */.Oj).min(1);
const whenSchema = schemas/* strictObject */.rej({
    operations: operationsSchema.optional(),
    impact: schemas/* array */.YOg(inventory_principals/* impactSchema */.kf).min(1).optional(),
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
const policySchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(policy_model/* POLICY_VERSION */.Ky),
    rules: schemas/* array */.YOg(ruleSchema).optional(),
    freezes: schemas/* array */.YOg(freezeSchema).optional(),
    policy_owners: requireSchema
        .meta({
        description: "Who must approve a change to the rules themselves: this file, or an inventory document the base does not have at that path. from: owners is everyone the policy protects (the default, with 1 approval).",
    })
        .optional(),
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
/** The JSON Schema (draft 2020-12) of the policy file, for editors. */
function policyJsonSchema() {
    return z.toJSONSchema(policySchema, { target: "draft-2020-12", io: "input" });
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
class PolicyReader extends value_reader/* ValueReader */.D {
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
            this.error((0,yaml_reader/* nodeStart */.f)(doc.contents), `the policy must be a map with the keys version, rules, freezes and policy_owners, not ${(0,yaml_reader/* describeValue */.bp)(doc.contents)}`);
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
    #required(map, required, what) {
        const missing = required.filter((name) => !map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === name));
        for (const name of missing)
            this.error((0,yaml_reader/* nodeStart */.f)(map), `${what} has no ${(0,shared_diagnostics/* quote */.hD)(name)}; add it`);
        return missing.length === 0;
    }
    #rule(map) {
        let valid = this.#required(map, RULE_KEYS, "this rule");
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
    #submap(value, keyOffset, label, shape) {
        if ((0,dist/* isNode */.Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,dist/* isMap */.jh)(value))
            return value;
        const where = (0,dist/* isNode */.Ll)(value) ? (0,yaml_reader/* nodeStart */.f)(value) : keyOffset;
        this.error(where, `${label} must be a map (${shape}), not ${(0,dist/* isNode */.Ll)(value) && !(0,yaml_reader/* isEmptyPlain */.eF)(value) ? (0,yaml_reader/* describeValue */.bp)(value) : "nothing"}`);
        return undefined;
    }
    #when(value, keyOffset, rule) {
        const map = this.#submap(value, keyOffset, "when", "{ operations: [...], impact: [...] }");
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
        const map = this.#submap(value, keyOffset, "require", "{ approvals: N, from: owners or [...] }");
        if (map === undefined || !this.#required(map, REQUIRE_KEYS, "require"))
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
        let valid = this.#required(map, ["id", "from", "to", "operations"], "this freeze");
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
                const override = this.#submap(value, keyOffset, "override", "{ from: [...] }");
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
        if (!this.#required(map, ["from"], "override"))
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

;// CONCATENATED MODULE: ./src/core/review/policy/codeowners.ts


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
            skip(`CODEOWNERS pattern ${(0,shared_diagnostics/* quote */.hD)(pattern)} uses ! or [ ], which GitHub does not support`);
            return;
        }
        const owners = [];
        for (const owner of written) {
            const principal = owner.startsWith("@") ? (0,inventory_principals/* parsePrincipal */.gA)(owner.slice(1)) : undefined;
            if (principal)
                owners.push(principal);
            else if (!EMAIL.test(owner)) {
                skip(`CODEOWNERS owner ${(0,shared_diagnostics/* quote */.hD)(owner)} is neither @login, @org/team nor an email`);
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

;// CONCATENATED MODULE: ./src/core/review/policy/approvers.ts
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
            const team = (0,inventory_principals/* principalText */.cI)(principal);
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
        .filter((principal) => !seen.has((0,inventory_principals/* principalKey */.qW)(principal)) && seen.add((0,inventory_principals/* principalKey */.qW)(principal)))
        .map(inventory_principals/* principalText */.cI);
}

// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
;// CONCATENATED MODULE: ./src/core/review/policy/policy-subjects.ts

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
    const owners = declared ?? (codeowners ? codeOwnersOf(file, codeowners).owners : []);
    const system = {
        owners,
        ownersFrom: declared ? "document" : owners.length > 0 ? "codeowners" : "none",
        file,
    };
    if (document.impact)
        system.impact = document.impact.value;
    return system;
}

;// CONCATENATED MODULE: ./src/core/review/policy/freezes.ts
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
        const covered = facts.operations.flatMap((operation, index) => operationKinds(operation).some((kind) => window.operations.includes(kind)) ? [index] : []);
        return covered.length === 0 ? [] : [judgeWindow(window, covered, counted, book)];
    });
}
function judgeWindow(window, covered, counted, book) {
    const evaluation = {
        id: window.id,
        from: new Date(window.from).toISOString(),
        to: new Date(window.to).toISOString(),
        operations: covered,
        overrideFrom: principalsText(window.overrideFrom ?? []),
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
    const refused = `freeze ${(0,shared_diagnostics/* quote */.hD)(window.id)} (${evaluation.from} to ${evaluation.to}) holds ${(0,wording/* countOf */.pq)(covered.length, "operation")}`;
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

;// CONCATENATED MODULE: ./src/core/review/policy/evaluate-policy.ts





function evaluatePolicy(policy, facts) {
    const { counted, ignored } = countedApprovals(facts.approvals);
    const book = new MembershipBook(facts.memberships);
    const logins = counted.map((approval) => approval.login);
    const rules = policy.rules.flatMap((rule) => {
        const covered = facts.operations.flatMap((operation, index) => ruleCovers(rule, operation, facts.baseSystems) ? [index] : []);
        if (covered.length === 0)
            return [];
        const requirements = requirementsOf(rule, covered, facts).map((wanted) => judge(wanted, logins, book));
        return [{ id: rule.id, operations: covered, requirements, result: worst(requirements) }];
    });
    for (const change of facts.governance ?? []) {
        const requirements = change.wanted.map((wanted) => judge(wanted, logins, book));
        rules.push({
            id: change.id,
            governs: change.governs,
            operations: [],
            requirements,
            result: worst(requirements),
        });
    }
    const freezes = evaluateFreezes(policy.freezes, facts, counted, book);
    const reasons = [
        ...rules
            .filter((rule) => rule.result !== "met")
            .map((rule) => `rule ${(0,shared_diagnostics/* quote */.hD)(rule.id)} is ${rule.result}: ${rule.requirements
            .map((r) => r.problem)
            .filter(Boolean)
            .join("; ")}`),
        ...freezes.filter((freeze) => freeze.result !== "overridden").map((freeze) => freeze.problem),
    ];
    return { rules, freezes, ignored, verdict: { allowed: reasons.length === 0, reasons } };
}
function ruleCovers(rule, operation, baseSystems) {
    const kinds = operationKinds(operation);
    const { operations, impact: impacts } = rule;
    if (operations && !kinds.some((kind) => operations.includes(kind)))
        return false;
    if (!impacts)
        return true;
    // A system without an impact at the base could be any: the rule applies (fail closed).
    return touchedSystems(operation).some((system) => {
        const impact = baseSystems.get(system.id)?.impact;
        return impact === undefined || impacts.includes(impact);
    });
}
function requirementsOf(rule, covered, facts) {
    if (rule.from.kind === "principals") {
        return [{ approvals: rule.approvals, principals: rule.from.principals }];
    }
    const systems = new Map();
    const operations = covered.flatMap((index) => facts.operations[index] ?? []);
    for (const system of operations.flatMap(touchedSystems))
        systems.set(system.id, system);
    return [...systems.values()].map((system) => {
        const base = facts.baseSystems.get(system.id);
        const wanted = {
            system: { id: system.id, name: system.name },
            approvals: rule.approvals,
            principals: base?.owners ?? [],
        };
        if (wanted.principals.length === 0)
            wanted.nobody = noOwners(system, base);
        return wanted;
    });
}
function noOwners(system, base) {
    const where = base === undefined
        ? "it has no document at the base"
        : "its document at the base declares no owners and no CODEOWNERS line names owners for its file";
    return `cyber system ${(0,shared_diagnostics/* quote */.hD)(system.name)} has no owners (${where}), so nobody can approve for it; declare its owners on the base branch first`;
}
function judge(wanted, logins, book) {
    const satisfiedBy = [];
    const unknown = [];
    for (const login of logins) {
        const eligibility = book.eligibility(login, wanted.principals);
        if (eligibility.state === "yes")
            satisfiedBy.push(login);
        else if (eligibility.state === "unverifiable")
            unknown.push(eligibility.reason);
    }
    const missing = Math.max(0, wanted.approvals - satisfiedBy.length);
    const result = missing === 0 ? "met" : unknown.length > 0 ? "unverifiable" : "unmet";
    const eligible = principalsText(wanted.principals);
    const whose = wanted.system ? `the owners of ${(0,shared_diagnostics/* quote */.hD)(wanted.system.name)}` : (0,wording/* listOf */.c3)(eligible);
    const problem = result === "met"
        ? ""
        : (wanted.nobody ??
            `${(0,wording/* countOf */.pq)(missing, "more approval")} needed from ${whose}${result === "unverifiable" ? ` (cannot be verified: ${unknown.join("; ")})` : ""}`);
    const requirement = {
        approvals: wanted.approvals,
        eligible,
        satisfiedBy,
        missing,
        result,
        problem,
    };
    if (wanted.system)
        requirement.system = wanted.system;
    return requirement;
}
function worst(requirements) {
    if (requirements.some((requirement) => requirement.result === "unmet"))
        return "unmet";
    if (requirements.some((requirement) => requirement.result === "unverifiable"))
        return "unverifiable";
    return "met";
}

;// CONCATENATED MODULE: ./src/core/review/policy/governance.ts



/** A document's system, as written: its name and its facility or control center. */
function identity(document) {
    const parent = document.facility ?? document.controlCenter;
    return JSON.stringify([document.cyberSystem.value, parent?.value ?? null]);
}
const ownersText = (owners) => `[${owners.map(inventory_principals/* principalText */.cI).join(", ")}]`;
const sameOwners = (a, b) => JSON.stringify(a.map(inventory_principals/* principalKey */.qW).sort()) === JSON.stringify(b.map(inventory_principals/* principalKey */.qW).sort());
/** Each change `head` makes to the rules `base` judges by. */
function governanceChanges(base, head, policyFile) {
    const changes = [];
    if (head.policyText !== base.policyText)
        changes.push({ kind: "policy", file: policyFile });
    for (const entry of head.documents) {
        const name = entry.document.cyberSystem.value;
        const before = base.documents.find((candidate) => candidate.file === entry.file && identity(candidate.document) === identity(entry.document));
        if (before === undefined) {
            changes.push(documentChange(base, entry));
            continue;
        }
        const was = baseSystem(before, base.codeowners);
        const now = baseSystem(entry, head.codeowners);
        const differences = [];
        if (!sameOwners(was.owners, now.owners))
            differences.push(`owners ${ownersText(was.owners)} -> ${ownersText(now.owners)}`);
        if (was.impact !== now.impact)
            differences.push(`impact ${was.impact ?? "(none)"} -> ${now.impact ?? "(none)"}`);
        if (differences.length > 0)
            changes.push({ kind: "system", name, file: entry.file, changes: differences, base: was });
    }
    return changes;
}
/**
 * A document the base does not have at its path with its identity: a move keeps the owners of the
 * system it moves (the base document of that identity), a re-identified one those of the system
 * the base had at that path, so that neither escapes its owners behind the policy owners.
 */
function documentChange(base, entry) {
    const name = entry.document.cyberSystem.value;
    const was = base.documents.find((candidate) => identity(candidate.document) === identity(entry.document)) ??
        base.documents.find((candidate) => candidate.file === entry.file);
    const change = { kind: "document", name, file: entry.file };
    if (was !== undefined)
        change.base = baseSystem(was, base.codeowners);
    return change;
}
/** What `change` changes, in words (names as written: renderers escape them). */
function governanceWords(change) {
    switch (change.kind) {
        case "system":
            return `${change.changes.join("; ")} of cyber system ${(0,shared_diagnostics/* quote */.hD)(change.name)} (${change.file})`;
        case "document":
            return `the document of cyber system ${(0,shared_diagnostics/* quote */.hD)(change.name)} at ${change.file}, which the base does not have there (new, moved or renamed)`;
        case "policy":
            return `the policy file ${change.file}`;
    }
}
/** Who must approve each change, under the base `policy`; `base` names what it protects. */
function governanceRequirements(policy, changes, base) {
    const policyOwners = policyOwnersOf(policy, base);
    return changes.flatMap((change) => {
        if (change.kind === "system") {
            const wanted = systemWanted(policy, change);
            if (wanted.length === 0)
                return [];
            return [{ id: "owners-or-impact-change", governs: governanceWords(change), wanted }];
        }
        const wanted = [
            ...(policyOwners === undefined ? [] : [policyOwners]),
            ...(change.kind === "document" && change.base !== undefined
                ? systemWanted(policy, {
                    name: change.name,
                    file: change.base.file ?? change.file,
                    base: change.base,
                })
                : []),
        ];
        if (wanted.length === 0)
            return [];
        const id = change.kind === "policy" ? "policy-change" : "document-change";
        return [{ id, governs: governanceWords(change), wanted }];
    });
}
/** Every base rule covering the system's base impact, as if the change were any operation on it. */
function systemWanted(policy, change) {
    const { impact, owners } = change.base;
    const system = { id: change.file, name: change.name };
    return policy.rules
        .filter((rule) => !rule.impact || impact === undefined || rule.impact.includes(impact))
        .map((rule) => {
        if (rule.from.kind === "principals")
            return { approvals: rule.approvals, principals: rule.from.principals };
        const wanted = { system, approvals: rule.approvals, principals: owners };
        if (owners.length === 0)
            wanted.nobody = `cyber system ${(0,shared_diagnostics/* quote */.hD)(change.name)} has no owners at the base, so nobody can approve a change of its owners, impact or document; ask the policy owners to declare its owners on the base branch first`;
        return wanted;
    });
}
/**
 * The policy owners: `policy_owners` as written, with `from: owners` (and the default) meaning
 * everyone the policy protects: each base document's owners whose impact a rule covers, and every
 * principal a rule or a freeze override names. Undefined when the policy protects nobody.
 */
function policyOwnersOf(policy, base) {
    const { approvals, from } = policy.policyOwners ?? { approvals: 1, from: { kind: "owners" } };
    if (from.kind === "principals")
        return { approvals, principals: from.principals };
    const covered = (system) => policy.rules.some((rule) => !rule.impact || system.impact === undefined || rule.impact.includes(system.impact));
    const protectedOwners = base.documents
        .map((entry) => baseSystem(entry, base.codeowners))
        .filter(covered)
        .flatMap((system) => system.owners);
    const named = [
        ...policy.rules.flatMap((rule) => rule.from.kind === "principals" ? rule.from.principals : []),
        ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
    ];
    const unique = new Map([...protectedOwners, ...named].map((p) => [(0,inventory_principals/* principalKey */.qW)(p), p]));
    if (unique.size > 0)
        return { approvals, principals: [...unique.values()] };
    // A policy with no rule and no freeze protects nothing; one that does, but whose protected
    // owners cannot be seen here (every document moved, say), fails closed.
    if (policy.rules.length === 0 && policy.freezes.length === 0)
        return undefined;
    return {
        approvals,
        principals: [],
        nobody: "the base policy protects nobody that can be named here, so nobody can approve a change to the rules; set policy_owners on the base branch",
    };
}
function recordGovernance(changes) {
    return changes.map((change) => {
        if (change.kind === "policy")
            return ["policy", "", change.file, []];
        return [change.kind, change.name, change.file, change.kind === "system" ? change.changes : []];
    });
}
/**
 * The recorded changes, with each system's declaration read again from the base (never from the
 * comment); a recorded system the base no longer has at that file is judged as a document change.
 * Changes `computed` from the files already has are kept once, as computed.
 */
function withRecordedGovernance(computed, recorded, base) {
    const key = (kind, name, file) => JSON.stringify([kind, name, file]);
    const known = new Set(computed.map((change) => key(change.kind, change.kind === "policy" ? "" : change.name, change.file)));
    const added = recorded.flatMap(([kind, name, file, words]) => {
        if (known.has(key(kind, name, file)))
            return [];
        if (kind === "policy")
            return [{ kind, file }];
        const at = base.documents.find((entry) => entry.file === file && entry.document.cyberSystem.value === name);
        if (kind === "system" && at !== undefined)
            return [{ kind, name, file, changes: words, base: baseSystem(at, base.codeowners) }];
        const was = base.documents.find((entry) => entry.document.cyberSystem.value === name) ??
            base.documents.find((entry) => entry.file === file);
        const change = { kind: "document", name, file };
        if (was !== undefined)
            change.base = baseSystem(was, base.codeowners);
        return [change];
    });
    return [...computed, ...added];
}

;// CONCATENATED MODULE: ./src/core/review/policy/offline-approvals.ts
// `cip-sync policy check --approvals FILE`: a JSON array of {"login", "teams": [...], "body"?},
// taken as approvals on the head commit by people who did not write the change. Each login's
// teams are the whole truth offline: a member of the teams listed, of no other team the policy names.




const TEAM_PATTERN = /^[^/]+\/[^/]+$/;
const approvalsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    login: schemas/* string */.YjP().regex(inventory_principals/* LOGIN_PATTERN */.NT, "must be a GitHub login"),
    teams: schemas/* array */.YOg(schemas/* string */.YjP()
        .refine((team) => TEAM_PATTERN.test(team) && (0,inventory_principals/* parsePrincipal */.gA)(team) !== undefined, "must be a team as org/team-slug"))
        .default([]),
    body: schemas/* string */.YjP().default(""),
}));
function parseOfflineApprovals(text, source, 
/** Every team the policy and the owners name: membership is decided for each. */
teams) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`${source} is not valid JSON (${(0,errors/* errorMessage */.g)(error)}); write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`, { cause: error });
    }
    const result = approvalsSchema.safeParse(value);
    if (!result.success) {
        // zod reports at least one issue for a value it refuses.
        const [issue = { path: [], message: "not valid" }] = result.error.issues;
        throw new Error(`${source} at ${(0,plan_schema/* jsonPath */.U1)(issue.path)}: ${issue.message}; write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`);
    }
    const approvals = [];
    const memberships = [];
    for (const entry of result.data) {
        approvals.push({
            login: entry.login,
            onHeadCommit: true,
            authorOrCommitter: false,
            bot: false,
            body: entry.body,
        });
        const listed = new Set(entry.teams.map((team) => team.toLowerCase()));
        for (const team of teams) {
            const membership = listed.has(team.toLowerCase())
                ? "member"
                : "not-member";
            memberships.push({ team, login: entry.login, membership: { state: membership } });
        }
    }
    return { approvals, memberships };
}
/** Every team the policy names (rules and overrides) or the owners of the systems name. */
function namedTeams(policy, baseSystems) {
    const principals = [
        ...[...baseSystems].flatMap((system) => system.owners),
        ...policy.rules.flatMap((rule) => rule.from.kind === "principals" ? rule.from.principals : []),
        ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
    ];
    return [
        ...new Set(principals.filter((principal) => principal.kind === "team").map(inventory_principals/* principalText */.cI)),
    ];
}

;// CONCATENATED MODULE: ./src/core/review/policy/judge-policy.ts







/**
 * The facts of the judgement, and the memberships to ask for; undefined when the policy at the
 * base is invalid. `recorded`: the changes to the rules a plan comment recorded (a review event),
 * judged with those the checkout shows, so that a checkout that does not show them cannot let
 * them through.
 */
function policyQuestions(base, operations, approvals, recorded = []) {
    const { policy } = base;
    if (policy === undefined)
        return undefined;
    const atBase = {
        documents: base.documents,
        codeowners: base.codeowners,
        policyText: base.baseText,
    };
    const sides = { atBase, head: base.head, file: base.source.file };
    return questionsOf(policy, sides, operations, approvals, recorded);
}
/**
 * The questions of `policy` read from `sides.atBase`, with the changes `sides.head` makes to the
 * rules; `cip-sync policy check` gives one checkout as both sides (it judges no change to them).
 */
function questionsOf(policy, sides, operations, approvals, recorded = []) {
    const { atBase } = sides;
    const baseSystems = baseSystemsOf(operations, atBase.documents, atBase.codeowners);
    const governance = withRecordedGovernance(governanceChanges(atBase, sides.head, sides.file), recorded, atBase);
    const requirements = governanceRequirements(policy, governance, atBase);
    const governanceTeams = requirements.flatMap((requirement) => requirement.wanted.flatMap((wanted) => wanted.principals.flatMap(teamText)));
    const teams = [...new Set([...namedTeams(policy, baseSystems.values()), ...governanceTeams])];
    const logins = countedApprovals(approvals).counted.map((approval) => approval.login);
    return { policy, baseSystems, governance, requirements, teams, logins };
}
/** The judgement, from the questions' facts and the memberships read for them, at `now`. */
function judgeOwnerPolicy(base, questions, operations, facts) {
    const { baseSystems, governance } = questions;
    const evaluation = evaluateQuestions(questions, operations, facts);
    return {
        base,
        evaluation,
        verdict: evaluation.verdict,
        evidence: policyEvidenceOf(base.source, { evaluation }),
        operations,
        baseSystems,
        governance,
    };
}
/** The policy's evaluation of `operations`, from the questions and their answers. */
function evaluateQuestions(questions, operations, facts) {
    const { policy, baseSystems, requirements } = questions;
    return evaluatePolicy(policy, { operations, baseSystems, ...facts, governance: requirements });
}
const teamText = (principal) => principal.kind === "team" ? [(0,inventory_principals/* principalText */.cI)(principal)] : [];
/** The policy could not be judged: refused, with why. */
function unjudged(base, reason) {
    return {
        base,
        evaluation: undefined,
        verdict: { allowed: false, reasons: [reason] },
        evidence: policyEvidenceOf(base.source, { unjudged: reason }),
        operations: [],
        baseSystems: new Map(),
        governance: [],
    };
}

// EXTERNAL MODULE: ./src/io/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(7960);
// EXTERNAL MODULE: ./src/core/shared/reveal.ts
var reveal = __webpack_require__(5584);
;// CONCATENATED MODULE: ./src/render/policy-text.ts


function renderPolicyText(evaluation, operations, policyFile) {
    const lines = [
        `Policy ${(0,reveal/* revealHiddenCharacters */.cr)(policyFile)}: ${(0,wording/* countOf */.pq)(evaluation.rules.length, "rule")} ${evaluation.rules.length === 1 ? "applies" : "apply"} to this plan.`,
    ];
    for (const rule of evaluation.rules) {
        const covers = rule.governs === undefined
            ? (0,wording/* countOf */.pq)(rule.operations.length, "operation")
            : `a change to the rules: ${(0,reveal/* revealHiddenCharacters */.cr)(rule.governs)}`;
        lines.push(`  ${(0,reveal/* revealHiddenCharacters */.cr)(rule.id)}: ${rule.result}, for ${covers}`);
        for (const operation of rule.operations.flatMap((index) => operations[index] ?? []))
            lines.push(`    - ${operationWords(operation)}`);
        for (const requirement of rule.requirements)
            lines.push(`    ${requirementLine(requirement)}`);
    }
    for (const freeze of evaluation.freezes) {
        lines.push(`  freeze ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.id)} (${freeze.from} to ${freeze.to}): ${freeze.result}, for ${(0,wording/* countOf */.pq)(freeze.operations.length, "operation")}`);
        if (freeze.override) {
            lines.push(`    overridden by ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.override.login)}: ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.override.reason)}`);
        }
        else
            lines.push(`    ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.problem)}`);
    }
    for (const ignored of evaluation.ignored) {
        lines.push(`  not counted: ${(0,reveal/* revealHiddenCharacters */.cr)(ignored.login)} (${ignored.why})`);
    }
    const { verdict } = evaluation;
    lines.push(verdict.allowed
        ? "Allowed: every rule that applies is met and no freeze holds."
        : `Refused: ${verdict.reasons.map(reveal/* revealHiddenCharacters */.cr).join("; ")}.`);
    return `${lines.join("\n")}\n`;
}
function requirementLine(requirement) {
    const from = requirement.system
        ? `owners of ${(0,reveal/* revealHiddenCharacters */.cr)(requirement.system.name)} (${requirement.eligible.map(reveal/* revealHiddenCharacters */.cr).join(", ") || "none"})`
        : requirement.eligible.map(reveal/* revealHiddenCharacters */.cr).join(", ");
    const by = requirement.satisfiedBy.length > 0
        ? requirement.satisfiedBy.map(reveal/* revealHiddenCharacters */.cr).join(", ")
        : "nobody yet";
    const problem = requirement.problem ? `; ${(0,reveal/* revealHiddenCharacters */.cr)(requirement.problem)}` : "";
    return `${requirement.approvals} from ${from}: approved by ${by}${problem}`;
}
function operationWords(operation) {
    const system = (0,reveal/* revealHiddenCharacters */.cr)(operation.cyber_system.name);
    if (operation.action !== "update")
        return `${operation.action} ${(0,reveal/* revealHiddenCharacters */.cr)(operation.name)} in ${system}`;
    const from = operation.changes.cyber_system?.from;
    const where = from ? `from ${(0,reveal/* revealHiddenCharacters */.cr)(from.name)} to ${system}` : `in ${system}`;
    return `${operation.kinds.join(", ")} ${(0,reveal/* revealHiddenCharacters */.cr)(operation.name)} ${where}`;
}

// EXTERNAL MODULE: ./src/cli/command-support.ts
var command_support = __webpack_require__(2501);
// EXTERNAL MODULE: ./src/cli/flag-files.ts
var flag_files = __webpack_require__(1556);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/settings.ts + 5 modules
var settings = __webpack_require__(7072);
;// CONCATENATED MODULE: ./src/io/optional-file.ts
// A file that may not exist: its text, or undefined when there is none. Any other failure (no
// permission, a directory) is an error, never read as absence.


async function readTextIfPresent(path) {
    try {
        return await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,errors/* errorCode */.C)(error) === "ENOENT")
            return undefined;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/cli/policy-command.ts
// `cip-sync policy check`: the policy judged offline against a saved plan, with owners and impact
// from the inventory files in the working directory and CODEOWNERS beside them. Exit 0 when the
// plan is allowed, 1 while a rule is unmet (or a freeze holds), 2 on bad input, named at its place.
// `validate` reads the policy file through readPolicyFile too.
















const EXIT_UNMET = 1;
const EXIT_BAD_INPUT = 2;
/**
 * The policy file named by --policy, parsed; undefined when --policy is empty, or when it was not
 * given and cip-policy.yaml does not exist. A --policy that names a missing file is an error.
 */
async function readPolicyFile(policyFile, io) {
    if (policyFile === "")
        return undefined;
    const path = (0,external_node_path_.resolve)(io.cwd, policyFile);
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,errors/* errorCode */.C)(error) === "ENOENT" && policyFile === settings/* DEFAULT_POLICY_FILE */.mY)
            return undefined;
        throw new Error(`--policy ${policyFile} cannot be read (${(0,errors/* errorMessage */.g)(error)}); pass the policy file, or --policy "" to check without one`, { cause: error });
    }
    return { file: policyFile, text, parsed: parsePolicyText(text, policyFile) };
}
async function checkPolicy(settings, io) {
    try {
        return await policy_command_judge(settings, io);
    }
    catch (error) {
        io.stderr(`error: ${(0,errors/* errorMessage */.g)(error)}\n`);
        return EXIT_BAD_INPUT;
    }
}
async function policy_command_judge(settings, io) {
    const plan = (0,plan_schema/* parsePlanJson */.Xj)(await (0,flag_files/* readFlagFile */.X$)((0,command_support/* flagPath */.aO)("--plan", settings.planFile, command_support/* FLAG_FIXES */.pp.plan, io)), `--plan ${settings.planFile}`);
    const read = await readPolicyFile(settings.policyFile, io);
    if (read === undefined) {
        io.stdout(`No policy (${settings.policyFile || "--policy is empty"}): no rule applies.\n`);
        return cli_io/* EXIT_OK */.Ij;
    }
    const { policy, diagnostics } = read.parsed;
    const inventory = await (0,inventory_files/* loadInventory */.pl)((0,command_support/* sourceOf */.vz)(settings, io));
    const codeowners = await readCodeowners((0,external_node_path_.resolve)(io.cwd, settings.source.root));
    const problems = [
        ...diagnostics,
        ...inventory.diagnostics,
        ...(codeowners?.diagnostics ?? []),
    ];
    (0,command_support/* reportDiagnostics */.Dj)(problems, io, { stdout: false, stderr: false });
    if (policy === undefined || (0,shared_diagnostics/* hasErrors */.Cs)(problems))
        return EXIT_BAD_INPUT;
    const root = (0,external_node_path_.resolve)(io.cwd, settings.source.root);
    const documents = inventory.documents.map((document) => ({
        file: (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(io.cwd, document.location.file)).split("\\").join("/"),
        document,
    }));
    // The checkout is the base: the same judgement as the Action's, with no change to the rules.
    const checkout = { documents, codeowners, policyText: read.text };
    const sides = { atBase: checkout, head: checkout, file: read.file };
    const questions = questionsOf(policy, sides, plan.operations, []);
    const facts = settings.approvalsFile === undefined
        ? { approvals: [], memberships: [] }
        : parseOfflineApprovals(await (0,flag_files/* readFlagFile */.X$)((0,command_support/* flagPath */.aO)("--approvals", settings.approvalsFile, APPROVALS_FIX, io)), `--approvals ${settings.approvalsFile}`, questions.teams);
    const evaluation = evaluateQuestions(questions, plan.operations, {
        ...facts,
        now: io.now?.() ?? Date.now(),
    });
    io.stdout(renderPolicyText(evaluation, plan.operations, read.file));
    return evaluation.verdict.allowed ? cli_io/* EXIT_OK */.Ij : EXIT_UNMET;
}
const APPROVALS_FIX = 'pass a JSON array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]';
/** The CODEOWNERS file GitHub would use: the first of its three places that exists. */
async function readCodeowners(root) {
    for (const path of CODEOWNERS_PATHS) {
        const text = await readTextIfPresent((0,external_node_path_.resolve)(root, path));
        if (text !== undefined)
            return parseCodeowners(text, path);
    }
    return undefined;
}


/***/ })

};
