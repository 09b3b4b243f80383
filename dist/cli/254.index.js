export const id = 254;
export const ids = [254];
export const modules = {

/***/ 7294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lt: () => (/* binding */ checkFlagFileWritable),
  oO: () => (/* binding */ listFlagDirectory),
  X$: () => (/* binding */ readFlagFile),
  mg: () => (/* binding */ writeFlagFile),
  YI: () => (/* binding */ writeUnder)
});

// UNUSED EXPORTS: FlagPathError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/io/replace-file.ts
// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.



/** Writes `content` to `path` (creating its parent directories) without following a link there. */
async function replaceFile(path, content) {
    await refuseDirectory(path);
    const temporary = await createTemporary(path);
    try {
        const handle = await (0,promises_.open)(temporary, "r+");
        try {
            await handle.writeFile(content);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,promises_.rename)(temporary, path);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}
/**
 * Fails as replaceFile would, leaving nothing behind (parent directories it creates stay): for a
 * file written after the service was changed, whose loss a later error could not undo.
 */
async function checkReplaceable(path) {
    await refuseDirectory(path);
    await (0,promises_.rm)(await createTemporary(path));
}
/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
async function createTemporary(path) {
    const directory = (0,external_node_path_.dirname)(path);
    await (0,promises_.mkdir)(directory, { recursive: true });
    const temporary = (0,external_node_path_.join)(directory, `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`);
    await (await (0,promises_.open)(temporary, "wx", 0o644)).close();
    return temporary;
}
/** A directory at the path would be replaced by nothing: the same error a write would give. */
async function refuseDirectory(path) {
    const stats = await (0,promises_.lstat)(path).catch(() => undefined);
    if (stats?.isDirectory()) {
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
            code: "EISDIR",
        });
    }
}

;// CONCATENATED MODULE: ./src/cli/flag-files.ts
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
    return atFlagPath(target, path, () => (0,promises_.readFile)(path, "utf8"));
}
/** Writes the file, creating its parent directories. */
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
    return atFlagPath(target, path, () => checkReplaceable(path));
}
/** Writes `inner` (a relative path) under the directory `target`, creating directories. */
function writeUnder(target, inner, content) {
    const path = (0,external_node_path_.resolve)(absolute(target), inner);
    // Replaced, never written through: a symbolic link at the path is not followed.
    return atFlagPath(target, path, () => replaceFile(path, content));
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,promises_.readdir)(path).catch((error) => {
        if ((0,errors/* errorCode */.C)(error) === "ENOENT")
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
    const code = (0,errors/* errorCode */.C)(error);
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
    const message = (0,errors/* errorMessage */.g)(error);
    return code === undefined ? message : `${code} (${message})`;
}
/** The path itself or its nearest ancestor that exists and is not a directory. */
async function firstNonDirectory(path) {
    const chain = [];
    for (let current = path;; current = (0,external_node_path_.dirname)(current)) {
        chain.unshift(current);
        if ((0,external_node_path_.dirname)(current) === current)
            break;
    }
    for (const candidate of chain) {
        const stats = await (0,promises_.stat)(candidate).catch(() => undefined);
        if (stats === undefined)
            return undefined;
        if (!stats.isDirectory())
            return candidate;
    }
    return undefined;
}
function absolute(target) {
    return (0,external_node_path_.resolve)(target.cwd, target.given);
}
/** As the user wrote paths: relative to the working directory unless they gave an absolute one. */
function display(target, path) {
    if ((0,external_node_path_.isAbsolute)(target.given))
        return path;
    const shown = (0,external_node_path_.relative)(target.cwd, path);
    return shown === "" ? "." : shown;
}


/***/ }),

/***/ 511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O7: () => (/* binding */ buildChangeRecord),
/* harmony export */   Sk: () => (/* binding */ applyComplete),
/* harmony export */   iw: () => (/* binding */ CHANGE_RECORD_FORMAT_VERSION)
/* harmony export */ });
/* unused harmony export changeStatus */
const CHANGE_RECORD_FORMAT_VERSION = 1;
/**
 * True when the run did all it planned and the verification after apply found nothing: anything
 * else fails the run (failure-reason apply-failed).
 */
function applyComplete(result) {
    const { failed, skipped } = result.summary;
    return failed + skipped === 0 && (result.verification?.problems.length ?? 0) === 0;
}
function changeStatus(result) {
    if (result.interrupted !== undefined)
        return "interrupted";
    const { succeeded, failed, skipped } = result.summary;
    // Every operation succeeded, but the live inventory is not what they should have made it.
    if (!applyComplete(result) && failed + skipped === 0)
        return "partly-applied";
    if (failed + skipped === 0)
        return succeeded === 0 ? "no-changes" : "applied";
    return succeeded === 0 ? "failed" : "partly-applied";
}
function buildChangeRecord(plan, result, context) {
    const { tool_version, ...rest } = context;
    const resultsByIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const operations = plan.operations.map((operation, index) => {
        const outcome = resultsByIndex.get(index);
        const base = {
            index,
            action: operation.action,
            name: operation.name,
            result: outcome?.status ?? "skipped",
            ...(outcome?.asset_id !== undefined ? { asset_id: outcome.asset_id } : {}),
            ...(outcome?.adopted ? { adopted: true } : {}),
            ...(outcome?.error !== undefined ? { error: outcome.error } : {}),
        };
        switch (operation.action) {
            case "create":
                return {
                    ...base,
                    cyber_system: operation.cyber_system,
                    asset_type: operation.asset_type,
                };
            case "delete":
                return {
                    ...base,
                    asset_id: operation.asset_id,
                    cyber_system: operation.cyber_system,
                    asset_type: operation.asset_type,
                };
            case "update":
                return {
                    ...base,
                    asset_id: operation.asset_id,
                    cyber_system: operation.cyber_system,
                    changes: operation.changes,
                };
        }
    });
    return {
        format_version: CHANGE_RECORD_FORMAT_VERSION,
        tool: { name: "cip-inventory-sync", version: tool_version },
        status: changeStatus(result),
        fingerprint: plan.fingerprint,
        started_at: result.started_at,
        finished_at: result.finished_at,
        context: rest,
        plan_summary: plan.summary,
        result_summary: result.summary,
        operations,
        ...(result.verification === undefined ? {} : { verification: result.verification }),
    };
}


/***/ }),

/***/ 3850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ planSummarySchema),
/* harmony export */   U1: () => (/* binding */ jsonPath),
/* harmony export */   X0: () => (/* binding */ fieldChange),
/* harmony export */   Xj: () => (/* binding */ parsePlanJson),
/* harmony export */   iL: () => (/* binding */ systemRefSchema),
/* harmony export */   iM: () => (/* binding */ assetTypeSchema)
/* harmony export */ });
/* unused harmony exports planSchema, planJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7368);
/* harmony import */ var _plan_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3212);
// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.




const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_2__/* .ASSET_TYPES */ .D);
const count = zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().nonnegative();
const sourceLocationSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().meta({ description: "Path relative to the working directory, with /." }),
    line: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().positive(),
    column: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().positive(),
})
    .meta({
    id: "SourceLocation",
    title: "Source location",
    description: "A 1-based place in an inventory file.",
});
const diagnosticSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    severity: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["error", "warning"]),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    location: sourceLocationSchema.optional(),
    related: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(sourceLocationSchema).optional(),
})
    .meta({ title: "Diagnostic" });
const parentRefSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["facility", "control_center"]),
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const systemRefSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    parent: parentRefSchema.nullable(),
})
    .meta({
    id: "SystemRef",
    title: "Cyber system",
    description: "A cyber system by id and name, with its parent.",
});
function fieldChange(schema) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ from: schema, to: schema });
}
const operationBase = {
    depends_on: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(count).meta({
        description: "Indexes into operations of the operations that must succeed before this one runs.",
    }),
    source: sourceLocationSchema
        .meta({ description: "The declaration that caused this operation." })
        .optional(),
};
const createOperationSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    action: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("create"),
    ...operationBase,
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
})
    .meta({ title: "Create an asset" });
const updateOperationSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    action: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("update"),
    ...operationBase,
    asset_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().meta({ description: "The asset's name after this operation." }),
    cyber_system: systemRefSchema,
    kinds: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["rename", "move", "retype"])),
    temporary: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().meta({
        description: "True for the first half of a rename cycle: the asset takes a temporary name that a later operation replaces.",
    }),
    changes: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        name: fieldChange(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
        cyber_system: fieldChange(systemRefSchema).optional(),
        asset_type: fieldChange(assetTypeSchema).optional(),
    }),
})
    .meta({ title: "Update an asset (rename, move, retype)" });
const deleteOperationSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    action: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("delete"),
    ...operationBase,
    asset_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
})
    .meta({ title: "Delete an asset" });
const planSummarySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    create: count,
    update: count,
    delete: count,
    move: count,
    rename: count,
    retype: count,
});
const planSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    format_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_FORMAT_VERSION */ .V1),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^sha256:[0-9a-f]{64}$/)
        .meta({ description: 'sha256 over the canonical JSON of operations, as "sha256:<hex>".' }),
    summary: planSummarySchema,
    operations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("action", [
        createOperationSchema,
        updateOperationSchema,
        deleteOperationSchema,
    ]))
        .meta({ description: "In execution order; depends_on gives the exact constraints." }),
    managed_systems: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(systemRefSchema),
    unmanaged: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        asset_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        asset_type: assetTypeSchema,
        cyber_system: systemRefSchema,
    }))
        .meta({
        description: "Undeclared live assets of prune: false systems: reported, never deleted.",
    }),
    safety: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        managed_live_assets: count,
        violations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            rule: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["mass-delete", "mass-update", "empty-system"]),
            message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        })),
    }),
    warnings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(diagnosticSchema),
    inputs: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        patterns: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).meta({
            description: "Inventory files, directories or globs, relative to root.",
        }),
        root: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().meta({
            description: "The repository root, relative to the directory the plan was made in.",
        }),
    })
        .meta({ description: "What the plan was made from: apply --plan reads the same files." })
        .optional(),
})
    .meta({
    title: "cip-inventory-sync plan",
    description: "What apply would do, as written by `cip-sync plan --format json` or `--out FILE`.",
});
/** The JSON Schema (draft 2020-12) of a saved plan. */
function planJsonSchema() {
    return z.toJSONSchema(planSchema, { target: "draft-2020-12" });
}
const MAX_REPORTED_ISSUES = 5;
/**
 * A saved plan (`apply --plan FILE`), checked completely. Throws an Error naming `source` and the
 * JSON path of each problem (`$.operations[3].action`), and saying how to get a good file.
 */
function parsePlanJson(text, source) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`${source} is not valid JSON (${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)}); pass the file written by 'cip-sync plan --out FILE'`, { cause: error });
    }
    const version = value?.format_version;
    if (version !== undefined && version !== _plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_FORMAT_VERSION */ .V1) {
        throw new Error(`${source} has plan format_version ${JSON.stringify(version)}, and this cip-sync reads version ${_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_FORMAT_VERSION */ .V1}; run 'cip-sync plan --out FILE' again with this version`);
    }
    const result = planSchema.safeParse(value);
    if (result.success)
        return result.data;
    const issues = result.error.issues;
    const lines = issues
        .slice(0, MAX_REPORTED_ISSUES)
        .map((issue) => `  at ${jsonPath(issue.path)}: ${issue.message}`);
    if (issues.length > MAX_REPORTED_ISSUES) {
        lines.push(`  ... and ${issues.length - MAX_REPORTED_ISSUES} more`);
    }
    throw new Error(`${source} is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n${lines.join("\n")}`);
}
/** `$.operations[3].action`: where a schema issue is, as JSONPath. */
function jsonPath(path) {
    let text = "$";
    for (const segment of path) {
        if (typeof segment === "number")
            text += `[${segment}]`;
        else if (typeof segment === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) {
            text += `.${segment}`;
        }
        else
            text += `[${JSON.stringify(String(segment))}]`;
    }
    return text;
}


/***/ }),

/***/ 5104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderJson),
/* harmony export */   u: () => (/* binding */ renderPlanJson)
/* harmony export */ });
/* harmony import */ var _core_shared_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5584);

/**
 * `value` as 2-space JSON with a trailing newline, hidden characters (bidirectional controls,
 * zero-width and other invisible characters) escaped as \uXXXX: for every JSON file we write.
 */
function renderJson(value) {
    return `${(0,_core_shared_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHiddenCharactersInJson */ .R7)(JSON.stringify(value, null, 2))}\n`;
}
/** 2-space JSON with a trailing newline; optional fields that are absent are left out. */
function renderPlanJson(plan) {
    const ordered = {
        format_version: plan.format_version,
        fingerprint: plan.fingerprint,
        summary: {
            create: plan.summary.create,
            update: plan.summary.update,
            delete: plan.summary.delete,
            move: plan.summary.move,
            rename: plan.summary.rename,
            retype: plan.summary.retype,
        },
        operations: plan.operations.map(orderedOperation),
        managed_systems: plan.managed_systems.map(orderedSystem),
        unmanaged: plan.unmanaged.map((asset) => ({
            asset_id: asset.asset_id,
            name: asset.name,
            asset_type: asset.asset_type,
            cyber_system: orderedSystem(asset.cyber_system),
        })),
        safety: {
            managed_live_assets: plan.safety.managed_live_assets,
            violations: plan.safety.violations.map((violation) => ({
                rule: violation.rule,
                message: violation.message,
            })),
        },
        warnings: plan.warnings.map(orderedDiagnostic),
        inputs: plan.inputs && { patterns: [...plan.inputs.patterns], root: plan.inputs.root },
    };
    return renderJson(ordered);
}
function orderedOperation(operation) {
    const base = {
        action: operation.action,
        depends_on: [...operation.depends_on],
        source: operation.source && orderedLocation(operation.source),
    };
    switch (operation.action) {
        case "create":
            return {
                ...base,
                name: operation.name,
                asset_type: operation.asset_type,
                cyber_system: orderedSystem(operation.cyber_system),
            };
        case "update":
            return {
                ...base,
                asset_id: operation.asset_id,
                name: operation.name,
                cyber_system: orderedSystem(operation.cyber_system),
                kinds: [...operation.kinds],
                temporary: operation.temporary,
                changes: orderedChanges(operation.changes),
            };
        case "delete":
            return {
                ...base,
                asset_id: operation.asset_id,
                name: operation.name,
                asset_type: operation.asset_type,
                cyber_system: orderedSystem(operation.cyber_system),
            };
    }
}
function orderedChanges(changes) {
    const { name, cyber_system: system, asset_type: assetType } = changes;
    return {
        name: name && { from: name.from, to: name.to },
        cyber_system: system && { from: orderedSystem(system.from), to: orderedSystem(system.to) },
        asset_type: assetType && { from: assetType.from, to: assetType.to },
    };
}
function orderedSystem(system) {
    const { parent } = system;
    return {
        id: system.id,
        name: system.name,
        parent: parent && { kind: parent.kind, id: parent.id, name: parent.name },
    };
}
function orderedLocation(location) {
    return { file: location.file, line: location.line, column: location.column };
}
function orderedDiagnostic(diagnostic) {
    return {
        severity: diagnostic.severity,
        message: diagnostic.message,
        location: diagnostic.location && orderedLocation(diagnostic.location),
        related: diagnostic.related?.map(orderedLocation),
    };
}


/***/ })

};
