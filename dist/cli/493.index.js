export const id = 493;
export const ids = [493];
export const modules = {

/***/ 6522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  appendEvidenceRecord: () => (/* binding */ appendEvidenceRecord)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/core/plan/fingerprint.ts
var fingerprint = __webpack_require__(9399);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/evidence/evidence-record.ts
var evidence_record = __webpack_require__(6180);
;// CONCATENATED MODULE: ./src/core/evidence/break-glass.ts
// A break-glass apply made evidence: the change record the command line wrote (`cip-sync apply
// --record`) becomes a `change` record of origin "cli" in the evidence ledger (`cip-sync evidence
// append`), chained like every other. Its run id is derived from the change record's content, so
// the same record sealed twice is recognised. Pure: the draft, and why a record cannot be sealed.



/** The run id of `record`'s ledger entry: the same for the same record, however it is laid out. */
function cliRunId(record) {
    return `${evidence_record/* CLI_RUN_PREFIX */.aG}${(0,shared_sha256/* sha256Hex */.f)(JSON.stringify((0,fingerprint/* canonical */.$)(record))).slice(0, 20)}`;
}
/** The ledger's file that already holds the record sealed as `runId`, if any (any workspace). */
function sealedAs(paths, runId) {
    return paths.find((path) => (0,evidence_record/* isCliRecordPath */.xP)(path) && path.includes(`-change-${runId}-`));
}
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * The ledger's draft of `record` for `workspace`, or why it cannot be one: the ledger ties every
 * change to the repository and commit it was applied from, and to who applied it.
 */
function breakGlassDraft(record, workspace, toolVersion) {
    const { context } = record;
    const fromCheckout = "apply ran outside a git checkout of the inventory repository with a remote origin; run break-glass applies from such a checkout, so that the change can be tied to a commit";
    if (context.commit === undefined || !COMMIT.test(context.commit)) {
        return { refusal: `it names no commit (context.commit): ${fromCheckout}` };
    }
    if (context.repository === undefined) {
        return { refusal: `it names no repository (context.repository): ${fromCheckout}` };
    }
    const actor = operatorOf(record);
    if (actor === undefined) {
        return {
            refusal: "it names no operator (context.operator): it was not written by 'cip-sync apply --record' of this version; apply with this version's --record",
        };
    }
    return {
        draft: {
            format_version: evidence_record/* EVIDENCE_FORMAT_VERSION */.Z_,
            workspace,
            tool_version: toolVersion,
            origin: "cli",
            run: {
                repository: context.repository,
                run_id: cliRunId(record),
                run_attempt: 1,
                actor,
            },
            kind: "change",
            change: {
                outcome: record.status,
                reason: reasonOf(record),
                base_sha: null,
                merge_sha: context.commit,
                plan_fingerprint: record.fingerprint,
                reviewed_fingerprint: context.reviewed_fingerprint ?? null,
                pull_request: null,
                change_record: record,
            },
        },
    };
}
/** "Name <email>, OS user name" from what the record knows of who ran the apply. */
function operatorOf(record) {
    const { git_name, git_email, os_user } = record.context.operator ?? {};
    const git = git_name !== undefined && git_email !== undefined
        ? `${git_name} <${git_email}>`
        : (git_name ?? git_email);
    const parts = [git, os_user === undefined ? undefined : `OS user ${os_user}`].filter((part) => part !== undefined);
    return parts.length === 0 ? undefined : parts.join(", ");
}
/** Why not everything was applied, as the Action's records say it; null when everything was. */
function reasonOf(record) {
    const { failed, skipped } = record.result_summary;
    const problems = record.verification?.problems.length ?? 0;
    switch (record.status) {
        case "applied":
        case "no-changes":
            return null;
        case "interrupted":
            return `the apply was interrupted: ${failed} operation(s) failed, ${skipped} skipped`;
        case "failed":
        case "partly-applied":
            return failed + skipped > 0
                ? `${failed} operation(s) failed, ${skipped} skipped`
                : `the verification after apply found ${problems} problem(s)`;
    }
}

// EXTERNAL MODULE: ./src/core/evidence/evidence-chain.ts
var evidence_chain = __webpack_require__(3080);
// EXTERNAL MODULE: ./src/core/evidence/evidence-schema.ts
var evidence_schema = __webpack_require__(6810);
// EXTERNAL MODULE: ./src/core/evidence/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(7768);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/plan/plan-schema.ts
var plan_schema = __webpack_require__(3850);
// EXTERNAL MODULE: ./src/io/ledger-files.ts
var ledger_files = __webpack_require__(5341);
// EXTERNAL MODULE: ./src/io/replace-file.ts
var replace_file = __webpack_require__(1235);
// EXTERNAL MODULE: ./src/io/timestamp-token.ts
var timestamp_token = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/io/tsa-client.ts
var tsa_client = __webpack_require__(1102);
// EXTERNAL MODULE: ./src/cli/command-support.ts
var command_support = __webpack_require__(2501);
// EXTERNAL MODULE: ./src/cli/flag-files.ts
var flag_files = __webpack_require__(1556);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
;// CONCATENATED MODULE: ./src/cli/evidence-append.ts
// `cip-sync evidence append`: a break-glass apply's change record (apply --record) sealed into a
// checkout of the evidence branch as a `change` record of origin "cli", chained to the
// workspace's head with the same checks as the Action's ledger writer, timestamped when a TSA is
// given, written atomically. The operator then commits and pushes the branch. Every refusal
// happens before anything is written, and says so.



















const NOTHING_WRITTEN = "Nothing was written.";
/** How long the TSA may take for the record's token. */
const TSA_TIMEOUT_MS = 30_000;
async function appendEvidenceRecord(settings, io) {
    const record = await readChangeRecord(settings, io);
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    const files = await (0,ledger_files/* readLedgerDirectory */.Te)(dir, "--dir").catch((error) => {
        throw new usage_error/* UsageError */.e(`${(0,errors/* errorMessage */.g)(error)}. ${NOTHING_WRITTEN}`);
    });
    const workspace = workspaceFor(settings, files);
    const drafted = breakGlassDraft(record, workspace, package_0/* version */.rE);
    if ("refusal" in drafted) {
        throw new usage_error/* UsageError */.e(`--record ${settings.record} cannot be sealed: ${drafted.refusal}. ${NOTHING_WRITTEN}`);
    }
    const { draft } = drafted;
    const earlier = sealedAs(files.map((file) => file.path), draft.run.run_id);
    if (earlier !== undefined) {
        throw new usage_error/* UsageError */.e(`--record ${settings.record} is already sealed in the ledger as ${earlier}: a change is recorded once. ${NOTHING_WRITTEN}`);
    }
    const now = new Date(io.now?.() ?? Date.now());
    const checked = (0,evidence_chain/* checkedHead */.In)(files, workspace, now);
    if ("broken" in checked) {
        throw new usage_error/* UsageError */.e(`the evidence chain of workspace ${workspace} in --dir ${settings.dir} is broken, so no record was appended to it: ${checked.broken.message}. Run 'cip-sync evidence verify --dir ${settings.dir}', and pull the evidence branch again if the checkout is stale. ${NOTHING_WRITTEN}`);
    }
    const workspacePaths = files
        .map((file) => file.path)
        .filter((path) => (0,evidence_record/* workspaceOfPath */.i0)(path) === workspace);
    const pending = (0,evidence_timestamps/* untimestampedRecords */.TI)(workspacePaths);
    // The TSA is in use once a record of the workspace has its token beside it.
    const present = new Set(workspacePaths);
    const timestamped = workspacePaths.some((path) => (0,evidence_record/* isRecordPathOf */.sm)(path, workspace) && present.has((0,evidence_timestamps/* tokenPath */.vT)(path)));
    if (timestamped && settings.tsa === undefined) {
        throw new usage_error/* UsageError */.e(`the records of workspace ${workspace} are timestamped, and this one would have no token: pass --tsa-url URL (the Action's evidence-tsa-url), or set CIP_TSA_URL. ${NOTHING_WRITTEN}`);
    }
    const sealed = (0,evidence_record/* sealRecord */.xe)(draft, checked.head, now, pending.map(({ sequence }) => sequence));
    const valid = evidence_schema/* evidenceRecordSchema */.i9.safeParse(sealed.record);
    if (!valid.success) {
        const [issue] = valid.error.issues;
        throw new usage_error/* UsageError */.e(`--record ${settings.record} does not make a valid evidence record (at ${(0,plan_schema/* jsonPath */.U1)(issue?.path ?? [])}: ${issue?.message}). ${NOTHING_WRITTEN}`);
    }
    const token = settings.tsa === undefined ? undefined : await timestamp(settings.tsa, settings, sealed, io);
    await writeSealed(dir, sealed, token, settings);
    report(settings, sealed, token !== undefined, io);
    return cli_io/* EXIT_OK */.Ij;
}
/** The change record, checked against the schema; the messages name the file and the field. */
async function readChangeRecord(settings, io) {
    const given = settings.record;
    const text = await (0,flag_files/* readFlagFile */.X$)((0,command_support/* flagPath */.aO)("--record", given, "pass the change record written by 'cip-sync apply --record FILE'", io));
    const fix = `pass the file 'cip-sync apply --record FILE' wrote, unchanged. ${NOTHING_WRITTEN}`;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new usage_error/* UsageError */.e(`--record ${given} is not JSON (${(0,errors/* errorMessage */.g)(error)}): ${fix}`);
    }
    const parsed = evidence_schema/* changeRecordSchema */.jw.safeParse(value);
    if (!parsed.success) {
        const issues = parsed.error.issues
            .slice(0, 3)
            .map((issue) => `at ${(0,plan_schema/* jsonPath */.U1)(issue.path)}: ${issue.message}`)
            .join("; ");
        throw new usage_error/* UsageError */.e(`--record ${given} is not a change record (${issues}): ${fix}`);
    }
    return parsed.data;
}
/** --workspace, else the ledger's only workspace; a name the ledger does not know is refused. */
function workspaceFor(settings, files) {
    const known = [
        ...new Set(files.flatMap((file) => {
            const workspace = (0,evidence_record/* workspaceOfPath */.i0)(file.path);
            return workspace !== undefined && (0,evidence_record/* isRecordPathOf */.sm)(file.path, workspace) ? [workspace] : [];
        })),
    ].sort();
    const listed = known.join(", ");
    if (settings.workspace === undefined) {
        if (known.length === 1)
            return known[0];
        throw new usage_error/* UsageError */.e(known.length === 0
            ? `--dir ${settings.dir} holds no record yet: pass --workspace NAME (the Action's input workspace, default "default"). ${NOTHING_WRITTEN}`
            : `--dir ${settings.dir} holds the workspaces ${listed}: pass --workspace NAME to say which one the change belongs to. ${NOTHING_WRITTEN}`);
    }
    if (known.length > 0 && !known.includes(settings.workspace)) {
        throw new usage_error/* UsageError */.e(`--workspace ${settings.workspace} has no records in --dir ${settings.dir}, which holds ${listed}: pass one of them (the Action's input workspace). ${NOTHING_WRITTEN}`);
    }
    return settings.workspace;
}
/** The record's token from the TSA, checked against --tsa-ca when given; refused before writing. */
async function timestamp(endpoint, settings, sealed, io) {
    const bytes = new TextEncoder().encode(sealed.text);
    const client = (0,tsa_client/* openTsaClient */.K2)(endpoint);
    let token;
    try {
        token = await client.stamp(bytes, TSA_TIMEOUT_MS);
    }
    catch (error) {
        throw new usage_error/* UsageError */.e(`${(0,errors/* errorMessage */.g)(error)} (${endpoint.source}): check that the TSA is reachable from here and try again. ${NOTHING_WRITTEN}`);
    }
    finally {
        await client.close();
    }
    if (settings.tsaCa !== undefined) {
        const fix = "give the PEM file of the certificate authority that issued the TSA's certificate";
        const pem = await (0,flag_files/* readFlagFile */.X$)((0,command_support/* flagPath */.aO)("--tsa-ca", settings.tsaCa, fix, io));
        let trusted;
        try {
            trusted = (0,timestamp_token/* readPemCertificates */.$p)(pem, `--tsa-ca ${settings.tsaCa}`);
        }
        catch (error) {
            throw new usage_error/* UsageError */.e((0,errors/* errorMessage */.g)(error));
        }
        const reading = await (0,timestamp_token/* readTimestampToken */.ai)(token, bytes, trusted);
        if (!reading.valid) {
            throw new usage_error/* UsageError */.e(`the token of the TSA ${(0,tsa_client/* tsaName */.iG)(endpoint)} does not check against --tsa-ca ${settings.tsaCa}: ${reading.reason}. ${NOTHING_WRITTEN}`);
        }
    }
    return token;
}
/** The token first, then the record: a token without its record is ignored by every reader. */
async function writeSealed(dir, sealed, token, settings) {
    const target = (0,external_node_path_.join)(dir, sealed.path);
    if ((await (0,promises_.lstat)(target).catch(() => undefined)) !== undefined) {
        throw new usage_error/* UsageError */.e(`--dir ${settings.dir} already has a file at ${sealed.path}: run the command again (the record is stamped with the current time). ${NOTHING_WRITTEN}`);
    }
    if (token !== undefined)
        await (0,replace_file/* replaceFile */.fR)((0,external_node_path_.join)(dir, (0,evidence_timestamps/* tokenPath */.vT)(sealed.path)), token);
    await (0,replace_file/* replaceFile */.fR)(target, sealed.text);
}
function report(settings, sealed, stamped, io) {
    const { record, path, text } = sealed;
    const sha256 = (0,shared_sha256/* sha256Hex */.f)(text);
    const files = stamped ? `${path} ${(0,evidence_timestamps/* tokenPath */.vT)(path)}` : path;
    const git = `git -C ${shellWord(settings.dir)}`;
    io.stdout(`Sealed the change record as ${path} (workspace ${record.workspace}, sequence ${record.sequence}, SHA-256 ${sha256})${stamped ? `, with its timestamp token ${(0,evidence_timestamps/* tokenPath */.vT)(path)}` : ""}.\n` +
        `Commit and push the evidence branch now, so the next run of the Action chains onto it:\n` +
        `  ${git} add ${files}\n` +
        `  ${git} commit -m "${record.workspace} #${record.sequence}: break-glass change record"\n` +
        `  ${git} push\n` +
        `If the push is refused because the branch moved on, do not merge or rebase a ledger: run '${git} fetch' and '${git} reset --hard @{upstream}', then this command again.\n` +
        `Keep the chain head outside the branch too (cip-sync evidence verify --expect-head ${record.sequence}:${sha256}).\n`);
}
/** `text` as one shell word, for the commands printed. */
function shellWord(text) {
    return /^[\w./@:+-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}


/***/ }),

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

/***/ 3080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ checkedHead),
/* harmony export */   xy: () => (/* binding */ verifyLedger)
/* harmony export */ });
/* unused harmony exports MAX_CLOCK_SKEW_MS, headBreak */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6180);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7154);
/* harmony import */ var _evidence_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6810);
/* harmony import */ var _plan_plan_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3850);
// The chain check of the evidence ledger: every file is a valid record filed where its content
// says, and each workspace's records, in file-name (time) order, count 1, 2, 3... with each naming
// the SHA-256 of the exact bytes of the one before. The first break of each workspace is reported
// with its file and what it means: a record deleted, edited, reordered, or not a record at all.





const MAX_REPORTED_ISSUES = 3;
/** Parses and checks one file: the record, or the reason it is not one. */
function parseRecordFile(file) {
    const invalid = (why) => ({
        kind: "invalid",
        file: file.path,
        message: `${file.path} is not a valid evidence record: ${why}`,
    });
    let value;
    try {
        value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(file.bytes));
    }
    catch (error) {
        return invalid(`not UTF-8 JSON (${error.message})`);
    }
    const parsed = _evidence_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .evidenceRecordSchema */ .i9.safeParse(value);
    if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, MAX_REPORTED_ISSUES);
        return invalid(issues.map((issue) => `at ${(0,_plan_plan_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonPath */ .U1)(issue.path)}: ${issue.message}`).join("; "));
    }
    const record = parsed.data;
    const expected = (0,_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__/* .recordPath */ .lX)(record);
    if (expected !== file.path) {
        return {
            kind: "misplaced",
            file: file.path,
            message: `${file.path} holds the record that belongs at ${expected} (workspace, time, kind and run): a record was renamed or moved`,
        };
    }
    return record;
}
/** Checks every file of the ledger; `files` in any order. */
function verifyLedger(files) {
    const breaks = [];
    const byWorkspace = new Map();
    const sorted = [...files].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.path, b.path));
    for (const file of sorted) {
        const workspace = (0,_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__/* .workspaceOfPath */ .i0)(file.path);
        if (workspace === undefined || !file.path.endsWith(".json"))
            continue;
        const parsed = parseRecordFile(file);
        if ("message" in parsed) {
            breaks.push(parsed);
            continue;
        }
        const chain = byWorkspace.get(workspace) ?? [];
        chain.push({ path: file.path, record: parsed, bytes: file.bytes });
        byWorkspace.set(workspace, chain);
    }
    const records = [];
    for (const [, chain] of byWorkspace) {
        const first = firstBreak(chain);
        if (first !== undefined)
            breaks.push(first);
        for (const { path, record, bytes } of chain)
            records.push({ path, record, sha256: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .f)(bytes) });
    }
    return { records, workspaces: [...byWorkspace.keys()], breaks };
}
/** The first break of `chain`, a workspace's records from sequence `firstSequence` on. */
function firstBreak(chain, firstSequence = 1) {
    for (const [index, { path, record }] of chain.entries()) {
        const expected = firstSequence + index;
        const previous = chain[index - 1];
        if (record.sequence !== expected) {
            const misfiled = chain.find((entry) => entry.record.sequence === expected);
            if (misfiled !== undefined) {
                return {
                    kind: "reordered",
                    file: path,
                    message: `${path} has sequence ${record.sequence} where sequence ${expected} belongs, and ${misfiled.path} has sequence ${expected}: records were reordered`,
                };
            }
            const after = previous === undefined ? "the start of the chain" : previous.path;
            return {
                kind: "deleted",
                file: path,
                message: `${path} has sequence ${record.sequence}, but the record before it is ${after}: record ${expected}${record.sequence > expected + 1 ? `-${record.sequence - 1}` : ""} was deleted`,
            };
        }
        // A chain read from its middle cannot check its first record's link: its predecessor is unread.
        if (previous === undefined && expected > 1)
            continue;
        const previousHash = previous === undefined ? null : (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .f)(previous.bytes);
        if (record.previous_sha256 !== previousHash) {
            return {
                kind: "edited",
                file: previous?.path ?? path,
                message: previous === undefined
                    ? `${path} is sequence 1 but names a previous record (previous_sha256 ${record.previous_sha256}): the chain's start was edited`
                    : `${previous.path} has SHA-256 ${previousHash}, but ${path} recorded ${record.previous_sha256} for it: ${previous.path} was edited after ${path} was written`,
            };
        }
    }
    return undefined;
}
/** How far ahead of the writer's clock a record may be stamped: clocks of runners differ a little. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/**
 * Checks the head of a workspace's chain before a record is appended to it: the head is a valid
 * record filed where it belongs, links to `previous` (its predecessor, undefined when the head is
 * the first record), and is not stamped in the future. A future-dated head would push every later
 * record's time (each is stamped after its predecessor) past the real one.
 */
function headBreak(head, previous, now) {
    const links = [];
    for (const file of previous === undefined ? [head] : [previous, head]) {
        const parsed = parseRecordFile(file);
        if ("message" in parsed)
            return parsed;
        links.push({ path: file.path, record: parsed, bytes: file.bytes });
    }
    // Without a predecessor the head must be sequence 1; with one, the pair is checked from it on.
    const broken = firstBreak(links, previous === undefined ? 1 : links[0].record.sequence);
    if (broken !== undefined)
        return broken;
    const headRecord = links.at(-1).record;
    if (Date.parse(headRecord.recorded_at) > now.getTime() + MAX_CLOCK_SKEW_MS) {
        return {
            kind: "future-dated",
            file: head.path,
            message: `${head.path} is recorded at ${headRecord.recorded_at}, more than 5 minutes after this run's clock (${now.toISOString()}): a record from the future was added or a runner's clock is wrong`,
        };
    }
    return undefined;
}
/**
 * The head of `workspace`'s chain among the files of a checkout, checked as the Action's writer
 * checks it before appending (headBreak): only record-shaped paths count, the last in name order
 * is the head. `head` is undefined for a workspace without records.
 */
function checkedHead(files, workspace, now) {
    const chain = files
        .filter((file) => (0,_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecordPathOf */ .sm)(file.path, workspace))
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.path, b.path));
    const head = chain.at(-1);
    if (head === undefined)
        return { head: undefined };
    const broken = headBreak(head, chain.at(-2), now);
    if (broken !== undefined)
        return { broken };
    const record = JSON.parse(new TextDecoder().decode(head.bytes));
    return { head: { record, bytes: head.bytes } };
}


/***/ }),

/***/ 5341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Te: () => (/* binding */ readLedgerDirectory),
/* harmony export */   yJ: () => (/* binding */ mapBounded)
/* harmony export */ });
/* unused harmony export LEDGER_READ_CONCURRENCY */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6180);
// Reads a checkout of the evidence branch: every file under records/, as bytes (the chain hashes
// exact bytes), with paths relative to the checkout and "/" as separator. Files are read a bounded
// number at a time, so a ledger of any size stays within a small file-descriptor limit.



/** Files open at once while reading a ledger: far below the 256 descriptors of a tight ulimit. */
const LEDGER_READ_CONCURRENCY = 32;
/** `source` names the setting that gave `dir` (e.g. "--dir"), for the message when it is wrong. */
async function readLedgerDirectory(dir, source) {
    const records = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_2__/* .RECORDS_DIR */ .v7);
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(records).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${_core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_2__/* .RECORDS_DIR */ .v7}/ directory: pass a checkout of the evidence branch (git clone --branch ${_core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_EVIDENCE_BRANCH */ .hN} --single-branch <repository> evidence)`);
    }
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(records, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile());
    return mapBounded(files, LEDGER_READ_CONCURRENCY, async (entry) => {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(entry.parentPath, entry.name);
        return { path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, path).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/"), bytes: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path) };
    });
}
/** `work` over `items`, at most `limit` at a time; results in the order of `items`. */
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ })

};
