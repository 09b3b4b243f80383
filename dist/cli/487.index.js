export const id = 487;
export const ids = [487];
export const modules = {

/***/ 1487:
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
    return `${evidence_record/* CLI_RUN_PREFIX */.aG}${(0,shared_sha256/* sha256Hex */.fg)(JSON.stringify((0,fingerprint/* canonical */.$)(record))).slice(0, 20)}`;
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
                ...(record.baselines === undefined ? {} : { baselines: record.baselines }),
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
// EXTERNAL MODULE: ./src/core/evidence/evidence-schema.ts + 1 modules
var evidence_schema = __webpack_require__(627);
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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(4371);
// EXTERNAL MODULE: ./src/io/dispatcher.ts
var io_dispatcher = __webpack_require__(623);
// EXTERNAL MODULE: ./src/io/tsa-endpoint.ts
var tsa_endpoint = __webpack_require__(7056);
;// CONCATENATED MODULE: ./src/io/tsa-client.ts
// The RFC 3161 timestamp authority the evidence ledger asks for tokens: one POST of a
// TimeStampReq (SHA-256 imprint of the record's exact bytes, certReq, a random nonce) per record,
// through the same proxy and certificate settings as every other call (dispatcher.ts). The answer
// is checked before it is kept: granted, a token for these bytes, echoing our nonce.







/** A TSA response is a few kilobytes; anything this large is not one. */
const MAX_RESPONSE_BYTES = 1 << 20;
function openTsaClient(endpoint, extraCa) {
    const dispatcher = (0,io_dispatcher/* openDispatcher */.y)(endpoint.url, endpoint.proxy, { connections: 2 }, extraCa);
    return {
        stamp: (bytes, timeoutMs) => stampWith(dispatcher, endpoint, bytes, timeoutMs),
        close: () => dispatcher.close(),
    };
}
async function stampWith(dispatcher, endpoint, bytes, timeoutMs) {
    const name = (0,tsa_endpoint/* tsaName */.iG)(endpoint);
    const nonce = (0,external_node_crypto_.randomBytes)(8);
    // DER wants a positive INTEGER in its shortest form: no sign bit, and no leading zero byte
    // (a TSA refuses that as a malformed request).
    nonce[0] = (nonce[0] & 0x7f) | 0x01;
    let body;
    try {
        body = await post(dispatcher, endpoint.url, (0,timestamp_token/* timestampRequest */.E5)(bytes, nonce), timeoutMs);
    }
    catch (error) {
        throw new tsa_endpoint/* TsaError */.PK(`the TSA ${name} did not answer: ${(0,errors/* errorMessage */.g)(error)}`, { cause: error });
    }
    try {
        const { signed, info } = (0,timestamp_token/* parseTimestampResponse */.rO)(body);
        const sha256 = (0,shared_sha256/* sha256Hex */.fg)(bytes);
        if ((0,timestamp_token/* tokenFacts */.XR)(signed, info).imprintSha256 !== sha256) {
            throw new Error("its token is for other bytes than the record sent");
        }
        if (info.nonce === undefined || (0,timestamp_token/* hexOf */.ZD)(info.nonce.valueBlock.valueHexView) !== (0,timestamp_token/* hexOf */.ZD)(nonce)) {
            throw new Error("its token does not echo the request's nonce (a replayed or misrouted answer)");
        }
        if (!signed.certificates?.length) {
            throw new Error("its token holds no certificate, though the request asked for it");
        }
    }
    catch (error) {
        throw new tsa_endpoint/* TsaError */.PK(`the TSA ${name} gave no usable token: ${(0,errors/* errorMessage */.g)(error)}`);
    }
    return body;
}
async function post(dispatcher, url, query, timeoutMs) {
    const response = await (0,undici.request)(url, {
        method: "POST",
        dispatcher,
        headers: { "content-type": "application/timestamp-query" },
        body: query,
        signal: AbortSignal.timeout(timeoutMs),
    });
    const chunks = [];
    let size = 0;
    for await (const chunk of response.body) {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
            response.body.destroy();
            throw new Error(`the response is over ${MAX_RESPONSE_BYTES} bytes, not a timestamp reply`);
        }
        chunks.push(chunk);
    }
    if (response.statusCode !== 200) {
        throw new Error(`HTTP ${response.statusCode}`);
    }
    return new Uint8Array(Buffer.concat(chunks));
}

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
    const notReadable = (error) => {
        throw new usage_error/* UsageError */.e(`${(0,errors/* errorMessage */.g)(error)}. ${NOTHING_WRITTEN}`);
    };
    // Every path is listed; only the workspace's last two records, its head, are read.
    const paths = [...(await (0,ledger_files/* walkLedgerDirectory */.Q$)(dir, "--dir").catch(notReadable))()];
    const workspace = workspaceFor(settings, paths);
    const drafted = breakGlassDraft(record, workspace, package_0/* version */.rE);
    if ("refusal" in drafted) {
        throw new usage_error/* UsageError */.e(`--record ${settings.record} cannot be sealed: ${drafted.refusal}. ${NOTHING_WRITTEN}`);
    }
    const { draft } = drafted;
    const earlier = sealedAs(paths, draft.run.run_id);
    if (earlier !== undefined) {
        throw new usage_error/* UsageError */.e(`--record ${settings.record} is already sealed in the ledger as ${earlier}: a change is recorded once. ${NOTHING_WRITTEN}`);
    }
    const now = new Date(io.now?.() ?? Date.now());
    const read = (0,ledger_files/* readFromLedger */.w1)(dir);
    const headFiles = await Promise.all(paths
        .filter((path) => (0,evidence_record/* isRecordPathOf */.sm)(path, workspace))
        .slice(-2)
        .map(async (path) => ({ path, bytes: await read(path) }))).catch(notReadable);
    const checked = (0,evidence_chain/* checkedHead */.In)(headFiles, workspace, now);
    if ("broken" in checked) {
        throw new usage_error/* UsageError */.e(`the evidence chain of workspace ${workspace} in --dir ${settings.dir} is broken, so no record was appended to it: ${checked.broken.message}. Run 'cip-sync evidence verify --dir ${settings.dir}', and pull the evidence branch again if the checkout is stale. ${NOTHING_WRITTEN}`);
    }
    const workspacePaths = paths.filter((path) => (0,evidence_record/* workspaceOfPath */.i0)(path) === workspace);
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
function workspaceFor(settings, paths) {
    const known = [
        ...new Set(paths.flatMap((path) => {
            const workspace = (0,evidence_record/* workspaceOfPath */.i0)(path);
            return workspace !== undefined && (0,evidence_record/* isRecordPathOf */.sm)(path, workspace) ? [workspace] : [];
        })),
    ].sort();
    const listed = known.join(", ");
    if (settings.workspace === undefined) {
        const [only, ...others] = known;
        if (only !== undefined && others.length === 0)
            return only;
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
    const client = openTsaClient(endpoint);
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
            throw new usage_error/* UsageError */.e(`the token of the TSA ${(0,tsa_endpoint/* tsaName */.iG)(endpoint)} does not check against --tsa-ca ${settings.tsaCa}: ${reading.reason}. ${NOTHING_WRITTEN}`);
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
    const sha256 = (0,shared_sha256/* sha256Hex */.fg)(text);
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

/***/ 5341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q$: () => (/* binding */ walkLedgerDirectory),
/* harmony export */   w1: () => (/* binding */ readFromLedger),
/* harmony export */   y0: () => (/* binding */ visitLedgerFiles),
/* harmony export */   yJ: () => (/* binding */ mapBounded)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6180);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
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
 * iterated: a ledger of any size is walked without holding every name.
 */
async function walkLedgerDirectory(dir, source) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7)).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${_core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/ directory: pass a checkout of the evidence branch (git clone --branch ${_core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_EVIDENCE_BRANCH */ .hN} --single-branch <repository> evidence)`);
    }
    return (under = _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7) => ({ [Symbol.iterator]: () => walk(dir, under) });
}
/** The files under `folder` (relative to `dir`) in name order; none when it does not exist. */
function* walk(dir, folder) {
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
        .sort((a, b) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.key, b.key));
    for (const { entry } of sorted) {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory())
            yield* walk(dir, path);
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
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 7708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readPemCertificates),
/* harmony export */   E5: () => (/* binding */ timestampRequest),
/* harmony export */   XR: () => (/* binding */ tokenFacts),
/* harmony export */   ZD: () => (/* binding */ hexOf),
/* harmony export */   ai: () => (/* binding */ readTimestampToken),
/* harmony export */   rO: () => (/* binding */ parseTimestampResponse)
/* harmony export */ });
/* unused harmony exports SHA256_OID, TimestampTokenError */
/* harmony import */ var asn1js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9961);
/* harmony import */ var pkijs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9701);
/* harmony import */ var _core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7768);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5032);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/evidence-timestamps.ts.






const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const TIMESTAMPING_EKU = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const GRANTED = [pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.granted, pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.grantedWithMods];
const NAME_KEYS = {
    "2.5.4.3": "CN",
    "2.5.4.10": "O",
    "2.5.4.11": "OU",
    "2.5.4.6": "C",
    "2.5.4.7": "L",
    "2.5.4.8": "ST",
};
/** A token that cannot be read or does not answer the request; the message says why. */
class TimestampTokenError extends Error {
    name = "TimestampTokenError";
}
const bufferOf = (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
function hexOf(bytes) {
    return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");
}
/** A DN as "CN=…, O=…"; attribute types without a short name are left out. */
function formatName(name) {
    return name.typesAndValues
        .flatMap((entry) => {
        const key = NAME_KEYS[entry.type];
        const value = entry.value.valueBlock.value;
        return key === undefined || typeof value !== "string" ? [] : [`${key}=${value}`];
    })
        .join(", ");
}
/** The response's token, its SignedData and TSTInfo; throws TimestampTokenError when malformed. */
function parseTimestampResponse(der) {
    let response;
    try {
        response = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampResp */ .pAG.fromBER(bufferOf(der));
    }
    catch (error) {
        throw new TimestampTokenError(`not an RFC 3161 TimeStampResp (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
    const status = response.status.status;
    const failed = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value);
    if (!GRANTED.includes(status) || response.timeStampToken === undefined) {
        throw new TimestampTokenError(`the TSA refused the request (PKIStatus ${status}${failed.length === 0 ? "" : `: ${failed.join("; ")}`})`);
    }
    try {
        const signed = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .SignedData */ .dA6({ schema: response.timeStampToken.content });
        const content = signed.encapContentInfo.eContent;
        if (signed.encapContentInfo.eContentType !== pkijs__WEBPACK_IMPORTED_MODULE_2__/* .id_eContentType_TSTInfo */ .LT3 || !content) {
            throw new Error("the signed content is not a TSTInfo");
        }
        const info = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TSTInfo */ .YLc.fromBER(content.getValue());
        return { status, signed, info };
    }
    catch (error) {
        throw new TimestampTokenError(`the timestamp token is malformed (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
}
/** The facts a token states (not yet checked against any certificate). */
function tokenFacts(signed, info) {
    const { accuracy } = info;
    const accuracyMs = accuracy === undefined
        ? undefined
        : (accuracy.seconds ?? 0) * 1000 + (accuracy.millis ?? 0) + (accuracy.micros ?? 0) / 1000;
    const named = info.tsa?.type === 4 ? formatName(info.tsa.value) : "";
    const signer = signed.certificates?.find((certificate) => certificate instanceof pkijs__WEBPACK_IMPORTED_MODULE_2__/* .Certificate */ .usT);
    return {
        time: info.genTime,
        accuracyMs,
        tsa: named || (signer === undefined ? "unnamed TSA" : formatName(signer.subject)),
        imprintSha256: info.messageImprint.hashAlgorithm.algorithmId === SHA256_OID
            ? hexOf(info.messageImprint.hashedMessage.valueBlock.valueHexView)
            : `not SHA-256 (${info.messageImprint.hashAlgorithm.algorithmId})`,
    };
}
/** The certificates of a PEM file (`--tsa-ca`); throws naming `source` when there are none. */
function readPemCertificates(pem, source) {
    const blocks = [
        ...pem.matchAll(/-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g),
    ];
    if (blocks.length === 0) {
        throw new TimestampTokenError(`${source} holds no PEM certificate (-----BEGIN CERTIFICATE-----): give the certificate of the authority that issued the TSA's certificate`);
    }
    return blocks.map((block, index) => {
        try {
            const der = Buffer.from((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .matchGroup */ .x2)(block, 1, "the PEM certificate pattern").replace(/\s+/g, ""), "base64");
            return pkijs__WEBPACK_IMPORTED_MODULE_2__/* .Certificate */ .usT.fromBER(bufferOf(der));
        }
        catch (error) {
            throw new TimestampTokenError(`${source}: certificate ${index + 1} is not a valid X.509 certificate (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
        }
    });
}
/**
 * Reads a record's token and checks it: signed by a certificate that chains to `trusted` (at the
 * token's time) and carries the timestamping extended key usage, for the record's exact bytes.
 */
async function readTimestampToken(der, recordBytes, trusted) {
    let parsed;
    try {
        parsed = parseTimestampResponse(der);
    }
    catch (error) {
        return { valid: false, reason: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error) };
    }
    const facts = tokenFacts(parsed.signed, parsed.info);
    const sha256 = (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(recordBytes);
    if (facts.imprintSha256 !== sha256) {
        return { valid: false, reason: (0,_core_evidence_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .imprintMismatch */ .CH)(facts.imprintSha256, sha256) };
    }
    try {
        const result = await parsed.signed.verify({
            signer: 0,
            data: bufferOf(recordBytes),
            trustedCerts: trusted,
            checkChain: true,
            extendedMode: true,
        });
        if (result.signatureVerified !== true) {
            return { valid: false, reason: "the TSA's signature over the token does not verify" };
        }
        const problem = timestampingUsageProblem(result.signerCertificate ?? undefined);
        return problem === undefined ? { valid: true, facts } : { valid: false, reason: problem };
    }
    catch (error) {
        const message = error instanceof pkijs__WEBPACK_IMPORTED_MODULE_2__/* .SignedDataVerifyError */ .c_G ? error.message : (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error);
        return {
            valid: false,
            reason: `the token's signer (${facts.tsa}) does not chain to the --tsa-ca certificate(s), or its signature does not verify: ${message}`,
        };
    }
}
/** RFC 3161 2.3: the TSA's certificate has one extended key usage, timeStamping, critical. */
function timestampingUsageProblem(signer) {
    const extension = signer?.extensions?.find((entry) => entry.extnID === EXTENDED_KEY_USAGE);
    const purposes = extension?.parsedValue?.keyPurposes ?? [];
    if (extension === undefined || !purposes.includes(TIMESTAMPING_EKU)) {
        return "the signing certificate lacks the timeStamping extended key usage: it is not a TSA certificate";
    }
    if (!extension.critical) {
        return "the signing certificate's extended key usage is not critical, as RFC 3161 requires of a TSA certificate";
    }
    return undefined;
}
/** A TimeStampReq for SHA-256 of `bytes`, asking for the TSA's certificate, with `nonce`. */
function timestampRequest(bytes, nonce) {
    const request = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampReq */ .DLy({
        version: 1,
        messageImprint: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .MessageImprint */ .Jm$({
            hashAlgorithm: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .AlgorithmIdentifier */ .NE_({ algorithmId: SHA256_OID }),
            hashedMessage: new asn1js__WEBPACK_IMPORTED_MODULE_5__/* .OctetString */ .lW({
                valueHex: bufferOf(Buffer.from((0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(bytes), "hex")),
            }),
        }),
        nonce: new asn1js__WEBPACK_IMPORTED_MODULE_5__/* .Integer */ .jz({ valueHex: bufferOf(nonce) }),
        certReq: true,
    });
    return new Uint8Array(request.toSchema().toBER());
}


/***/ })

};
