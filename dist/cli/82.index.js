export const id = 82;
export const ids = [82];
export const modules = {

/***/ 1082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  apply: () => (/* binding */ apply)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/core/change-record.ts
var change_record = __webpack_require__(3133);
// EXTERNAL MODULE: ./src/core/plan-schema.ts
var plan_schema = __webpack_require__(8490);
// EXTERNAL MODULE: ./src/engine/engine.ts + 17 modules
var engine = __webpack_require__(8798);
// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
// EXTERNAL MODULE: ./src/render/plan-view.ts
var plan_view = __webpack_require__(8823);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/cli/command-support.ts
var command_support = __webpack_require__(2501);
// EXTERNAL MODULE: ./src/cli/flag-files.ts + 1 modules
var flag_files = __webpack_require__(7294);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/render/progress.ts
const QUIET_LOG_MS = 5_000;
/** A terminal line is redrawn at most this often, so that fast applies do not flood it. */
const REDRAW_MS = 100;
class ApplyProgress {
    #options;
    #startedAt;
    #done = 0;
    #failed = 0;
    #lastWrite;
    #lastTenth = 0;
    #timer;
    constructor(options) {
        this.#options = options;
        this.#startedAt = options.now();
        this.#lastWrite = this.#startedAt;
        if (!options.terminal) {
            // A slow apply still says it is alive; unref'd, so it never keeps the process running.
            this.#timer = setInterval(() => {
                if (this.#options.now() - this.#lastWrite >= QUIET_LOG_MS)
                    this.#writeLine();
            }, QUIET_LOG_MS);
            this.#timer.unref();
        }
    }
    onOperation(result) {
        this.#done++;
        if (result.status === "failed")
            this.#failed++;
        const { total, terminal, now } = this.#options;
        if (terminal) {
            if (this.#done === total || now() - this.#lastWrite >= REDRAW_MS)
                this.#redraw();
            return;
        }
        const tenth = Math.floor((this.#done * 10) / total);
        if (tenth > this.#lastTenth) {
            this.#lastTenth = tenth;
            this.#writeLine();
        }
    }
    /** Ends the progress display: the terminal line is cleared for the result that follows. */
    finish() {
        if (this.#timer !== undefined)
            clearInterval(this.#timer);
        if (this.#options.terminal && this.#done > 0)
            this.#options.write("\r\u001B[K");
    }
    /** "Applying: 90/400 (22%), 1 failed, 12.5/s, about 25 s left". */
    line() {
        const { total, now } = this.#options;
        const seconds = Math.max((now() - this.#startedAt) / 1000, 0.001);
        const rate = this.#done / seconds;
        const percent = Math.floor((this.#done * 100) / total);
        const parts = [`Applying: ${this.#done}/${total} (${percent}%)`, `${this.#failed} failed`];
        parts.push(`${rate.toFixed(1)}/s`);
        if (this.#done < total && rate > 0) {
            parts.push(`about ${Math.ceil((total - this.#done) / rate)} s left`);
        }
        return parts.join(", ");
    }
    #redraw() {
        this.#lastWrite = this.#options.now();
        this.#options.write(`\r\u001B[K${this.line()}`);
    }
    #writeLine() {
        this.#lastWrite = this.#options.now();
        this.#options.write(`${this.line()}\n`);
    }
}

// EXTERNAL MODULE: ./src/cli/settings.ts + 3 modules
var cli_settings = __webpack_require__(2756);
;// CONCATENATED MODULE: ./src/cli/apply-command.ts
// apply: confirmation, progress, a graceful stop, and the change record.













async function apply(settings, io) {
    const reviewed = settings.planFile === undefined
        ? undefined
        : (0,plan_schema/* parsePlanJson */.Xj)(await (0,flag_files/* readFlagFile */.X$)((0,command_support/* flagPath */.aO)("--plan", settings.planFile, command_support/* FLAG_FIXES */.pp.plan, io)), `--plan ${settings.planFile}`);
    // A saved plan is the confirmation: apply refuses unless the fresh plan equals it.
    const mustAsk = !settings.assumeYes && reviewed === undefined;
    if (mustAsk && !io.stdinIsTTY) {
        throw new cli_settings/* UsageError */.eb("apply changes the live inventory and asks for confirmation first, but standard input is not a terminal; review the changes with 'cip-sync plan', then pass --yes (or --plan FILE with the saved plan).");
    }
    const source = reviewed === undefined ? (0,command_support/* sourceOf */.vz)(settings, io) : sourceOfPlan(settings, reviewed, io);
    const client = (0,command_support/* openClient */.My)(settings.connection, settings.concurrency);
    try {
        if (!mustAsk)
            return await applyAndReport(settings, io, client, source, reviewed?.fingerprint);
        const preview = await (0,engine/* planFromSource */.rW)({ source, limits: settings.limits }, client);
        if (preview.status === "invalid") {
            (0,command_support/* reportDiagnostics */.Dj)(preview.diagnostics, io, settings.color);
            return cli_io/* EXIT_ERROR */.SI;
        }
        // The summary and the deletes come first in the plan text, right above the question.
        io.stdout((0,render_text/* renderPlanText */.$D)(preview.plan, { color: settings.color.stdout }));
        if (preview.plan.operations.length === 0)
            return cli_io/* EXIT_OK */.Ij;
        const answer = await (io.ask ?? (async () => ""))("Apply these changes to the live inventory? Only 'yes' is accepted: ");
        if (answer.trim() !== "yes") {
            io.stderr("Apply cancelled: nothing was changed.\n");
            return cli_io/* EXIT_ERROR */.SI;
        }
        return await applyAndReport(settings, io, client, source, preview.plan.fingerprint);
    }
    finally {
        await client.close();
    }
}
/**
 * The inventory a saved plan was made from, unless paths or --root are given: its patterns are
 * relative to its root, and its root to the directory the plan was made in.
 */
function sourceOfPlan(settings, plan, io) {
    if (settings.source.given || plan.inputs === undefined)
        return (0,command_support/* sourceOf */.vz)(settings, io);
    const root = (0,external_node_path_.resolve)(io.cwd, plan.inputs.root);
    return { patterns: plan.inputs.patterns, cwd: root, root };
}
async function applyAndReport(settings, io, client, source, expectedFingerprint) {
    const recordPath = settings.recordFile === undefined
        ? undefined
        : (0,command_support/* flagPath */.aO)("--record", settings.recordFile, command_support/* FLAG_FIXES */.pp.record, io);
    // The record is written after the changes are made: a path that cannot take it must stop the
    // apply before, not leave a change without its audit evidence.
    if (recordPath !== undefined)
        await (0,flag_files/* checkFlagFileWritable */.lt)(recordPath);
    const outcome = await applyWatched(settings, io, client, source, expectedFingerprint);
    switch (outcome.status) {
        case "invalid":
            (0,command_support/* reportDiagnostics */.Dj)(outcome.diagnostics, io, settings.color);
            return cli_io/* EXIT_ERROR */.SI;
        case "plan-changed":
            io.stdout((0,render_text/* renderPlanText */.$D)(outcome.plan, { color: settings.color.stdout }));
            io.stderr(`error: the live inventory changed since this plan was reviewed: the reviewed plan has fingerprint ${outcome.expectedFingerprint}, the plan now is ${outcome.plan.fingerprint} (shown above). Nothing was changed; review the new plan and apply it.\n`);
            return cli_io/* EXIT_ERROR */.SI;
        case "unsafe":
            io.stdout((0,render_text/* renderPlanText */.$D)(outcome.plan, { color: settings.color.stdout }));
            io.stderr(`error: ${outcome.message}\nNothing was changed.\n`);
            return cli_io/* EXIT_ERROR */.SI;
        case "applied": {
            (0,command_support/* reportDiagnostics */.Dj)(outcome.diagnostics, io, settings.color);
            const { plan, result } = outcome;
            const style = { color: settings.color.stdout };
            io.stdout(settings.quiet
                ? `${(0,plan_view/* applyVerdict */.sR)(plan, result).sentence}\n`
                : (0,render_text/* renderApplyResultText */.ZG)(plan, result, style));
            if (recordPath !== undefined) {
                const record = (0,change_record/* buildChangeRecord */.O7)(plan, result, {
                    tool_version: package_0/* version */.rE,
                    ...(expectedFingerprint !== undefined
                        ? { reviewed_fingerprint: expectedFingerprint }
                        : {}),
                });
                await (0,flag_files/* writeFlagFile */.mg)(recordPath, (0,json/* renderJson */.h)(record));
                io.stderr(`Wrote the change record to ${recordPath.given}.\n`);
            }
            if (result.interrupted !== undefined) {
                io.stderr("Interrupted: the operations that had started finished; none after them was started. Run 'cip-sync plan' to see what is still missing, then apply again.\n");
                return cli_io/* EXIT_INTERRUPTED */._2;
            }
            return (0,change_record/* applyComplete */.Sk)(result) ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_ERROR */.SI;
        }
    }
}
/** Runs the apply with progress on standard error, stopping gracefully on the first interrupt. */
async function applyWatched(settings, io, client, source, expectedFingerprint) {
    const stop = new AbortController();
    let progress;
    const stopListening = io.onInterrupt?.(() => {
        if (stop.signal.aborted) {
            io.stderr("Interrupted again: exiting now; the change record is not written.\n");
            io.exitNow?.(cli_io/* EXIT_INTERRUPTED */._2);
            return;
        }
        stop.abort();
        progress?.finish();
        io.stderr("Stopping: no new operation starts; those in flight finish first. Interrupt again to exit at once.\n");
    });
    try {
        return await (0,engine/* applyFromSource */.AA)({
            source,
            limits: settings.limits,
            allowMassDelete: settings.allowMassDelete,
            expectedFingerprint,
            concurrency: settings.concurrency,
            deadlineMs: settings.deadlineMs,
            stop: stop.signal,
            onStart: (plan) => {
                if (settings.quiet || plan.operations.length === 0)
                    return;
                progress = new ApplyProgress({
                    total: plan.operations.length,
                    write: io.stderr,
                    terminal: io.stderrIsTTY,
                    now: io.now ?? Date.now,
                });
            },
            onOperation: (result) => progress?.onOperation(result),
        }, client);
    }
    finally {
        progress?.finish();
        stopListening?.();
    }
}


/***/ }),

/***/ 2501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dj: () => (/* binding */ reportDiagnostics),
/* harmony export */   My: () => (/* binding */ openClient),
/* harmony export */   aO: () => (/* binding */ flagPath),
/* harmony export */   pp: () => (/* binding */ FLAG_FIXES),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_api_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8927);
/* harmony import */ var _io_connection_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8558);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(893);
// What the commands share: where the inventory is, the connection, diagnostics on standard error,
// and the flags that name files.




function sourceOf(settings, io) {
    return {
        patterns: settings.source.patterns,
        cwd: io.cwd,
        root: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, settings.source.root),
    };
}
function openClient(input, concurrency = 8) {
    return new _io_api_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiClient */ .OW({
        connection: (0,_io_connection_js__WEBPACK_IMPORTED_MODULE_2__/* .readConnection */ .dC)(input),
        maxConcurrency: concurrency,
        requestTimeoutMs: input.requestTimeoutMs,
    });
}
/** Diagnostics go to standard error, in its colour setting. */
function reportDiagnostics(diagnostics, io, color) {
    if (diagnostics.length > 0) {
        io.stderr((0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .renderDiagnosticsText */ .ms)(diagnostics, { color: color.stderr }));
    }
}
/** The flags that name files, with the fix each message ends with. */
const FLAG_FIXES = {
    plan: "pass the path of a plan saved with 'cip-sync plan --out FILE'",
    planOut: "choose another file path for the saved plan",
    record: "choose another file path for the change record",
    importOut: "choose an empty or new directory",
};
function flagPath(flag, given, fix, io) {
    return { flag, given, fix, cwd: io.cwd };
}


/***/ }),

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
        if (codeOf(error) === "ENOENT")
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
    const code = codeOf(error);
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
    const message = error instanceof Error ? error.message : String(error);
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
function codeOf(error) {
    const code = error?.code;
    return typeof code === "string" ? code : undefined;
}


/***/ }),

/***/ 3133:
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

/***/ 8490:
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
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4146);
// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.


const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .ASSET_TYPES */ .Dd);
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
    format_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_FORMAT_VERSION */ .V1),
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
        throw new Error(`${source} is not valid JSON (${error.message}); pass the file written by 'cip-sync plan --out FILE'`, { cause: error });
    }
    const version = value?.format_version;
    if (version !== undefined && version !== _model_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_FORMAT_VERSION */ .V1) {
        throw new Error(`${source} has plan format_version ${JSON.stringify(version)}, and this cip-sync reads version ${_model_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_FORMAT_VERSION */ .V1}; run 'cip-sync plan --out FILE' again with this version`);
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
/* harmony import */ var _core_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8586);

/**
 * `value` as 2-space JSON with a trailing newline, hidden characters (bidirectional controls,
 * zero-width and other invisible characters) escaped as \uXXXX: for every JSON file we write.
 */
function renderJson(value) {
    return `${(0,_core_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHiddenCharactersInJson */ .R7)(JSON.stringify(value, null, 2))}\n`;
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
