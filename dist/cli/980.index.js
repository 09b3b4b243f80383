export const id = 980;
export const ids = [980];
export const modules = {

/***/ 84980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportEvidence: () => (/* binding */ reportEvidence),
  verifyEvidence: () => (/* binding */ verifyEvidence)
});

// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts
var evidence_chain = __webpack_require__(57630);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/evidence/chain/chain-check.ts
var chain_check = __webpack_require__(75535);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-history.ts
var evidence_history = __webpack_require__(75411);
// EXTERNAL MODULE: ./src/core/evidence/report/evidence-report.ts + 3 modules
var evidence_report = __webpack_require__(68397);
// EXTERNAL MODULE: ./src/io/ledger/ledger-files.ts
var ledger_files = __webpack_require__(90833);
// EXTERNAL MODULE: ./src/io/ledger/ledger-readers.ts
var ledger_readers = __webpack_require__(36582);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(11645);
// EXTERNAL MODULE: ./src/core/obligations/checkpoint/checkpoint-recompute.ts
var checkpoint_recompute = __webpack_require__(72039);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
;// CONCATENATED MODULE: ./src/io/ledger/ledger-checkpoints.ts
// `evidence verify`'s proof of the checkpoints a checkout of the ledger keeps, once the chain check
// found every record and every checkpoint's bytes as their records vouch for them: each checkpoint
// recomputed from its workspace's records (core/obligations/checkpoint/checkpoint-recompute.ts).
// Two walks, only for a ledger that has checkpoints: first each checkpoint file, parsed one at a
// time, keeping what the fold needs of it (its calendar is known only from the file); then each
// workspace with checkpoints, its records read again in chain order (name order) and folded once
// per calendar its checkpoints were judged with. A ledger without checkpoints costs one walk of
// the names, which the chain check made anyway.








/**
 * Every checkpoint of the checkout `dir`, whose files `paths` walks (walkLedgerDirectory, all of
 * them or those under a folder), recomputed from the records before it. The chain check must have
 * passed: the records are read without their schema (parseVerifiedRecord), as verified.
 */
function recomputeCheckpoints(dir, paths) {
    const problems = [];
    const older = [];
    const claims = new Map();
    for (const path of paths()) {
        const workspace = (0,record_files/* workspaceOfPath */.i0)(path);
        if (workspace === undefined || !path.endsWith(checkpoint_reference/* CHECKPOINT_SUFFIX */.nn))
            continue;
        try {
            const claim = (0,checkpoint_recompute/* checkpointClaim */.RC)((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path)), path);
            if ("olderFormat" in claim) {
                older.push(claim);
                continue;
            }
            const workspaceClaims = claims.get(workspace) ?? [];
            workspaceClaims.push(claim);
            claims.set(workspace, workspaceClaims);
        }
        catch (error) {
            problems.push((0,errors/* errorMessage */.g)(error));
        }
    }
    let recomputed = 0;
    for (const [workspace, workspaceClaims] of claims) {
        const found = (0,checkpoint_recompute/* recomputeWorkspace */.KV)(workspace, workspaceClaims, recordsOf(dir, paths(`${record_files/* RECORDS_DIR */.v7}/${workspace}`), workspace), (path) => (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path), "utf8"));
        recomputed += found.recomputed;
        problems.push(...found.problems);
    }
    return { recomputed, problems, older };
}
/** The workspace's records under `paths`, read one at a time: what the chain check took for one. */
function* recordsOf(dir, paths, workspace) {
    for (const path of paths) {
        if ((0,record_files/* workspaceOfPath */.i0)(path) !== workspace || !path.endsWith(".json"))
            continue;
        const bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path));
        yield { path, entry: { record: (0,evidence_chain/* parseVerifiedRecord */.bX)(bytes), sha256: (0,sha256/* sha256Hex */.fg)(bytes) } };
    }
}

// EXTERNAL MODULE: ./src/core/shared/text/text-batches.ts
var text_batches = __webpack_require__(38871);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(62823);
// EXTERNAL MODULE: ./src/io/ledger/ledger-checkout.ts
var ledger_checkout = __webpack_require__(84048);
// EXTERNAL MODULE: ./src/render/formats.ts + 21 modules
var formats = __webpack_require__(10685);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/evidence/chain/as-of.ts
var as_of = __webpack_require__(65037);
// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 25 modules
var obligations = __webpack_require__(11986);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(52729);
// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(39178);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
;// CONCATENATED MODULE: ./src/core/obligations/record-deviations.ts

function isRequirement(kind) {
    return requirements/* REQUIREMENT_IDS */.RG.includes(kind);
}
/** Collects each record's deviations from the obligations a pass decides. */
class RecordDeviations {
    #found = new Map();
    /** An obligation as decided; only a CIP-010 R1 part with items is a deviation's. */
    add = (o) => {
        const { kind } = o;
        if (o.items === undefined || o.subject.asset === undefined || !isRequirement(kind))
            return;
        const key = [
            o.workspace,
            o.opened_by.sequence,
            o.subject.cyber_system_id,
            o.subject.asset,
        ].join("\u0000");
        const found = this.#found.get(key);
        if (found !== undefined) {
            if (!found.opens.includes(kind))
                found.opens.push(kind);
            return;
        }
        this.#found.set(key, {
            workspace: o.workspace,
            record_sequence: o.opened_by.sequence,
            asset: o.subject.asset,
            ...(o.subject.asset_id === undefined ? {} : { asset_id: o.subject.asset_id }),
            cyber_system: o.subject.cyber_system ?? o.subject.cyber_system_id ?? "",
            items: [...o.items],
            opens: [kind],
        });
    };
    /** The deviations found, each record's in the order they were found; their parts in the table's. */
    list() {
        return [...this.#found.values()].map((deviation) => ({
            ...deviation,
            opens: requirements/* REQUIREMENT_IDS */.RG.filter((id) => deviation.opens.includes(id)),
        }));
    }
}

;// CONCATENATED MODULE: ./src/cli/evidence/ledger-deviations.ts
/** `report` whose change entries (in its workspaces and its exceptions) carry `deviations`. */
function withLedgerDeviations(report, deviations) {
    if (deviations.length === 0)
        return report;
    const byRecord = new Map();
    for (const deviation of deviations) {
        const key = `${deviation.workspace}\u0000${deviation.record_sequence}`;
        byRecord.set(key, [...(byRecord.get(key) ?? []), deviation]);
    }
    const withDeviations = (workspace, change) => {
        if (change.baseline_deviations?.compared_with)
            return change;
        const found = byRecord.get(`${workspace}\u0000${change.sequence}`);
        if (found === undefined)
            return change;
        const ledger_deviations = found.map(({ workspace: _workspace, record_sequence: _sequence, ...deviation }) => deviation);
        return { ...change, ledger_deviations };
    };
    return {
        ...report,
        exceptions: report.exceptions.map((exception) => exception.kind === "change"
            ? { ...exception, change: withDeviations(exception.workspace, exception.change) }
            : exception),
        workspaces: report.workspaces.map((workspace) => ({
            ...workspace,
            changes: mapped(workspace.changes, (change) => withDeviations(workspace.workspace, change)),
        })),
    };
}
/** `items` with `map` applied as they are iterated, each time: the changes are read lazily. */
function mapped(items, map) {
    return {
        *[Symbol.iterator]() {
            for (const item of items)
                yield map(item);
        },
    };
}

// EXTERNAL MODULE: ./src/cli/compliance/obligation-calendar.ts
var obligation_calendar = __webpack_require__(21789);
// EXTERNAL MODULE: ./src/core/evidence/report/report-exceptions.ts
var report_exceptions = __webpack_require__(28555);
// EXTERNAL MODULE: ./src/cli/shared/command-support.ts + 3 modules
var command_support = __webpack_require__(36396);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(5514);
// EXTERNAL MODULE: ./src/io/ledger/ledger-timestamps.ts
var ledger_timestamps = __webpack_require__(86065);
// EXTERNAL MODULE: ./src/io/ledger/timestamp-token.ts
var timestamp_token = __webpack_require__(84000);
// EXTERNAL MODULE: ./src/cli/shared/verified-records.ts
var verified_records = __webpack_require__(66035);
// EXTERNAL MODULE: ./src/cli/shared/usage-error.ts
var usage_error = __webpack_require__(32246);
;// CONCATENATED MODULE: ./src/cli/evidence/evidence-anchors.ts
// What `cip-sync evidence verify` checks beyond the hash chain: each record's RFC 3161 timestamp
// token (with --tsa-ca), the published chain head (--expect-head) and, when --dir is a git clone,
// its history (append-only, by the ledger's writer; without one, verify says it was not checked).
// All offline, from the checkout and the TSA authority's certificate alone.










/**
 * The problems found, one line each (file: why); printed per record on standard output. And
 * whether there was no history to check (--dir is no git clone).
 */
async function verifyAnchors(settings, paths, verified, io) {
    const problems = [];
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    const history = await (0,verified_records/* historyProblems */.RZ)(io, settings);
    const historyUnread = history === undefined;
    for (const problem of history ?? [])
        if (problem.severity === "error")
            problems.push(`history: ${problem.message}`);
    if (settings.expectHead !== undefined) {
        const missing = (0,evidence_timestamps/* missingExpectedHead */.Dp)(verified.records, settings.expectHead);
        if (missing !== undefined)
            problems.push(`--expect-head: ${missing}`);
    }
    if (settings.tsaCa === undefined)
        return { problems, historyUnread };
    const assessed = (0,evidence_timestamps/* assessTimestamps */._5)(verified.records, await (0,ledger_timestamps/* readLedgerTokens */.A)(paths, (0,ledger_files/* readFromLedger */.w1)(dir), await readTrusted(settings.tsaCa, io)), settings.maxSkewMinutes);
    io.stdout(assessed.map((entry) => `${entry.path}: ${describeTimestamp(entry)}\n`).join(""));
    const late = assessed.filter((entry) => entry.timestamp.status === "late-after-outage").length;
    if (late > 0) {
        io.stdout(`${late} record(s) were timestamped late, after a recorded TSA outage: exceptions for the audit.\n`);
    }
    for (const problem of (0,evidence_timestamps/* timestampProblems */.ZH)(assessed, settings.requireTimestamps)) {
        problems.push(`${problem.path}: ${problem.message}`);
    }
    return { problems, historyUnread };
}
async function readTrusted(file, io) {
    const fix = "give the PEM file of the certificate authority that issued the TSA's certificate";
    const pem = await (0,flag_files/* readFlagFile */.X$)((0,command_support/* flagPath */.aO)("--tsa-ca", file, fix, io));
    try {
        return (0,timestamp_token/* readPemCertificates */.$p)(pem, `--tsa-ca ${file}`);
    }
    catch (error) {
        throw new usage_error/* UsageError */.e((0,errors/* errorMessage */.g)(error));
    }
}
/** "timestamped (TSA, time)", "missing", "timestamped late, after a recorded outage", "invalid (why)". */
function describeTimestamp(entry) {
    const { timestamp } = entry;
    switch (timestamp.status) {
        case "timestamped":
            return `timestamped (${timestamp.tsa}, ${timestamp.time})`;
        case "late-after-outage":
            return `timestamped late, after a recorded outage (${timestamp.tsa}, ${timestamp.time}; declared by sequence ${timestamp.declaredBy})`;
        case "missing":
            return "not timestamped";
        case "invalid":
            return `invalid timestamp (${timestamp.reason})`;
    }
}

;// CONCATENATED MODULE: ./src/cli/evidence/evidence-command.ts
// `cip-sync evidence verify` and `cip-sync evidence report`: the audit pack, read from a checkout
// of the evidence branch. Their flags are checked in settings.ts.



























async function verifyEvidence(settings, io) {
    if (settings.remote !== undefined) {
        // Loaded only here: the GitHub client is not needed to verify a checkout.
        const { verifyRemote } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(679)]).then(__webpack_require__.bind(__webpack_require__, 58679));
        return verifyRemote(settings.remote, settings.writer, io);
    }
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    const paths = await (0,ledger_files/* walkLedgerDirectory */.Q$)(dir, "--dir");
    // Each record's facts are kept only for the checks that read them after the chain's.
    const checker = new chain_check/* LedgerChecker */.X({
        keepRecords: settings.tsaCa !== undefined || settings.expectHead !== undefined,
    });
    await (0,ledger_readers/* checkLedgerFiles */.zp)(dir, paths(), checker, io.ledgerThreadEntry);
    const verified = checker.result();
    const anchors = await verifyAnchors(settings, paths(), verified, io);
    // Recomputed along intact chains only: a broken ledger is refused for its breaks already.
    const checkpoints = verified.breaks.length === 0
        ? recomputeCheckpoints(dir, paths)
        : { recomputed: 0, problems: [], older: [] };
    const problems = [
        ...verified.breaks.map(evidence_chain/* breakLine */.Cx),
        ...checkpoints.problems,
        ...anchors.problems,
    ];
    if (problems.length > 0) {
        io.stderr(`The evidence ledger in ${settings.dir} is broken (${problems.length} problem(s)):\n${problems.map((problem) => `  ${problem}\n`).join("")}`);
        return shared_io/* EXIT_ERROR */.SI;
    }
    const checked = [
        "every record matches the schema and every chain is intact",
        ...(checkpoints.recomputed === 0
            ? []
            : [
                `each of the ${checkpoints.recomputed} checkpoint(s) is the fold of the records before it`,
            ]),
        ...(settings.tsaCa === undefined ? [] : ["every timestamp token is valid"]),
        ...(settings.expectHead === undefined ? [] : ["the published head is in the chain"]),
    ];
    const unchecked = [
        ...(checkpoints.older.length === 0 ? [] : [(0,checkpoint_recompute/* olderCheckpointsText */.Pw)(checkpoints.older)]),
        ...(anchors.historyUnread ? [`the history was not checked: ${evidence_history/* WITHOUT_HISTORY */.U.notice}`] : []),
    ];
    io.stdout(`Verified ${verified.recordCount} record(s) in ${verified.workspaces.length} workspace(s) (${verified.workspaces.join(", ") || "none"}): ${[...checked, ...unchecked].join("; ")}.\n`);
    return shared_io/* EXIT_OK */.Ij;
}
async function reportEvidence(settings, io) {
    const ledger = await (0,ledger_checkout/* ledgerCheckout */.c)((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    // verify's reading of the branch's history: no obligation is judged from a ledger it refuses.
    const history = await (0,verified_records/* judgeHistory */.Cq)(io, settings);
    const now = new Date(io.now?.() ?? Date.now());
    const judged = await (0,obligation_calendar/* obligationCalendar */.T)(settings.policyFile, { timeZone: settings.timeZone }, io);
    // The period in the calendar's time zone, decided as the populations decide it (calendarPeriod);
    // a policy whose calendar cannot be read leaves --time-zone, else UTC, and says so.
    const timeZone = judged?.calendar.timeZone ?? settings.timeZone ?? "UTC";
    const period = (0,as_of/* calendarPeriod */.A)(settings.firstDay, settings.lastDay, timeZone, now);
    if (judged === undefined)
        io.stderr(`The report lists no CIP obligations: the policy file's calendar cannot be read. Its days are counted in ${timeZone}.\n`);
    // The CIP obligations are judged in the report's own pass over the ledger, holding only those
    // an auditor must look at, at most REPORT_OBLIGATION_LIMIT (the rest are counted), so the
    // report keeps to bounded memory. The CSV report, records only, leaves them to `obligations`.
    const judging = settings.format === "csv" || judged === undefined ? undefined : obligationsPass(judged, period);
    // As of the period's last day: a record written after it is not read (as-of.ts).
    const ledgerReport = (0,evidence_report/* reportOfLedger */.vG)(ledger, period, now, tool_version/* TOOL_VERSION */.wr, (entry, path) => {
        if (judging !== undefined && (0,as_of/* recordedBy */._O)(entry.record, judging.at, judging.timeZone))
            judging.pass.add((0,verified_records/* judgedEntry */.kZ)(history, entry, path));
    });
    const obligations = judging === undefined || ledgerReport.ledger.breaks.length > 0 || history.refusals.length > 0
        ? undefined
        : { at: judging.at, calendar: judging.calendar, ...judging.pass.finish() };
    const patchManagement = obligations === undefined || judging === undefined
        ? undefined
        : familySection(obligation_families/* PATCH_MANAGEMENT_FAMILY */.I, obligations.at, judging.patching.counts);
    const assessments = obligations === undefined || judging === undefined
        ? undefined
        : familySection(obligation_families/* VULNERABILITY_ASSESSMENT_FAMILY */.nH, obligations.at, judging.assessing.counts);
    // What verify only warns of (a command-line commit no operator key signed) is an exception the
    // report lists, not a line on standard error alone.
    const assembled = {
        ...ledgerReport,
        ...(history.unread && {
            ledger: { ...ledgerReport.ledger, history_not_checked: evidence_history/* WITHOUT_HISTORY */.U.notice },
        }),
        ...(obligations && { obligations }),
        ...(patchManagement && { patch_management: patchManagement }),
        ...(assessments && { vulnerability_assessments: assessments }),
        history_warnings: (0,report_exceptions/* historyWarnings */.s)(history.unauthenticated),
    };
    // Each change that did not compare its baselines names the deviations the ledger shows of it.
    const report = obligations === undefined || judging === undefined
        ? assembled
        : withLedgerDeviations(assembled, judging.deviations.list());
    const content = formats/* EVIDENCE_REPORT_RENDERERS */.Ki[settings.format](report, {
        color: false,
        toolVersion: tool_version/* TOOL_VERSION */.wr,
    });
    if (settings.out === undefined) {
        for (const batch of (0,text_batches/* textBatches */.S)(content)) {
            io.stdout(batch);
            await io.stdoutDrained?.();
        }
    }
    else {
        const target = (0,command_support/* flagPath */.aO)("--out", settings.out, "choose another file path for the report", io);
        await (0,flag_files/* writeFlagFile */.mg)(target, content);
        io.stderr(`Wrote the ${settings.format} report to ${settings.out}.\n`);
    }
    if (history.refusals.length > 0) {
        io.stderr((0,verified_records/* refusalOf */.Of)(settings.dir, "obligation", history.refusals));
        return shared_io/* EXIT_ERROR */.SI;
    }
    const { breaks } = report.ledger;
    if (breaks.length === 0)
        return shared_io/* EXIT_OK */.Ij;
    io.stderr(`The evidence ledger is broken (${breaks.length} break(s)); the report shows what could be read. Run 'cip-sync evidence verify --dir ${settings.dir}' for each break.\n`);
    return shared_io/* EXIT_ERROR */.SI;
}
/**
 * A family's section of the report: its parts' counts, and its words when no part has any
 * obligation (not judged from this ledger), which every format shows instead of an all-clear.
 */
function familySection(family, at, parts) {
    return {
        at,
        parts,
        ...((0,obligation_families/* judgedFromCounts */.uC)(family, parts) ? {} : { not_judged: family.notJudged }),
    };
}
/** The report lists at most this many obligations: the report of any ledger stays bounded. */
const REPORT_OBLIGATION_LIMIT = 1_000;
/** What the report lists of the obligations: those that need someone; the rest are counted. */
const NEEDS_ATTENTION = new Set([
    "exception",
    "overdue",
    "closed-late",
    "due-soon",
    "open",
]);
/**
 * The pass that judges the CIP obligations as of the period's "as of" day: its last day, or today
 * while it runs (calendarPeriod), the day the populations judge them as of too.
 */
function obligationsPass(judged, period) {
    const { calendar, ...options } = judged;
    const at = period.asOf;
    const keep = (o) => NEEDS_ATTENTION.has(o.status);
    // Every CIP-007 R2 and CIP-010 R3 obligation counted by part, kept or not: the report's
    // sections count them all.
    const patching = (0,obligation_model/* patchManagementTally */.iy)();
    const assessing = assessmentTally();
    // And each record's baseline deviations, for the entry of a record that did not compare them.
    const deviations = new RecordDeviations();
    const pass = new obligations/* ObligationsPass */.Rl(at, calendar, {
        keep,
        limit: REPORT_OBLIGATION_LIMIT,
        decided: (o) => {
            patching.add(o);
            assessing.add(o);
            deviations.add(o);
        },
        ...options,
    });
    const timeZone = calendar.timeZone;
    return {
        pass,
        patching,
        assessing,
        deviations,
        at,
        timeZone,
        calendar: (0,shared_calendar/* calendarRule */.Zi)(calendar),
    };
}
const assessmentTally = () => (0,obligation_model/* partTally */.s0)(obligation_model/* VULNERABILITY_ASSESSMENT_KINDS */.cj);


/***/ }),

/***/ 72039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KV: () => (/* binding */ recomputeWorkspace),
/* harmony export */   Pw: () => (/* binding */ olderCheckpointsText),
/* harmony export */   RC: () => (/* binding */ checkpointClaim)
/* harmony export */ });
/* unused harmony exports FIRST_CHECKPOINT_FORMAT, CheckpointRecompute, checkpointDifference */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26921);
/* harmony import */ var _evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11645);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67154);
/* harmony import */ var _ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60194);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
// What `evidence verify` proves of the checkpoints a ledger keeps (ledger-checkpoint.ts): each is
// the fold of its workspace's records up to the record just before the one carrying it, judged
// with the calendar and grace it says it was judged with. A checkpoint's bytes are vouched for by
// its record (the chain check); what it says is vouched for by nothing until it is recomputed
// here, and a routine run that starts from it trusts it. So verify reads what it needs of each
// checkpoint first (CheckpointClaim: the calendar is known only from the file), then folds each
// workspace that has checkpoints once per calendar they were judged with, and compares the fold's
// checkpoint with each file when it reaches the record carrying it: its bytes, and where they
// differ, its content (checkpointDifference). Pure.






/**
 * The day the recomputing folds judge as of. A checkpoint holds no date, and adding records reads
 * none (obligations-checkpoint.ts says where the date is read: never before finish()), so any day
 * recomputes it; a fixed one keeps verify's verdict the same whenever it runs.
 */
const ANY_DAY = "2000-01-01";
const judgedWithSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    calendar: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        timeZone: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().refine(_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarTimeZone */ ._s),
        dueSoonDays: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().nonnegative(),
        monthEnd: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .MONTH_END_CONVENTIONS */ .WO),
    }),
    completion_grace_days: zod__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr().nonnegative(),
});
/** The first format cip-sync wrote checkpoints in: a lower number is no format any version wrote. */
const FIRST_CHECKPOINT_FORMAT = 1;
/** What verify says of the older checkpoints it leaves: one clause, naming how many and why. */
function olderCheckpointsText(older) {
    const formats = [...new Set(older.map(({ olderFormat }) => olderFormat))].sort();
    return `${older.length} checkpoint(s) of an older format (${formats.join(", ")}; this cip-sync writes ${_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_CHECKPOINT_FORMAT */ .pz}) not recomputed: no run of this version starts from one, each judging from every record until a drift check writes a checkpoint of format ${_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_CHECKPOINT_FORMAT */ .pz} (${older.map(({ path }) => path).join(", ")})`;
}
/**
 * What `bytes`, the checkpoint file at `path`, claims, or that it is of an older format; an Error
 * saying why it is not one this version can judge (a newer format, or none cip-sync wrote).
 */
function checkpointClaim(bytes, path) {
    let checkpoint;
    try {
        checkpoint = (0,_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCheckpoint */ .S7)(new TextDecoder().decode(bytes), path);
    }
    catch (error) {
        if (!(error instanceof _ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .CheckpointFormatError */ .eH))
            throw error;
        const { format } = error;
        const known = Number.isInteger(format) && format >= FIRST_CHECKPOINT_FORMAT;
        if (known && format < _ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_CHECKPOINT_FORMAT */ .pz)
            return { path, olderFormat: format };
        throw new Error(known
            ? `${path} is a checkpoint of format ${String(format)}, and this cip-sync reads format ${_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_CHECKPOINT_FORMAT */ .pz}, so it cannot recompute it: a newer cip-sync wrote it; run evidence verify with the version the drift check runs (the ref its workflow's 'uses:' names), or a later one (docs/installing.md says how to install it)`
            : `${path} has format ${JSON.stringify(format) ?? "undefined"}, which no cip-sync writes (checkpoints have formats ${FIRST_CHECKPOINT_FORMAT} to ${_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .LEDGER_CHECKPOINT_FORMAT */ .pz}, a whole number): it is not a checkpoint cip-sync wrote, though a record vouches for its bytes; treat the ledger as altered`, { cause: error });
    }
    const judgedWith = judgedWithSchema.safeParse(checkpoint.obligations?.judged_with);
    if (typeof checkpoint.workspace !== "string" || !judgedWith.success)
        throw new Error(`${path} does not say which workspace it is of and which calendar and grace it was judged with (workspace, obligations.judged_with): it is not a checkpoint cip-sync wrote`);
    return {
        path,
        workspace: checkpoint.workspace,
        through: checkpoint.through,
        judgedWith: judgedWith.data,
        sha256: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)(bytes),
    };
}
/**
 * One workspace's checkpoints recomputed: fed the workspace's records in chain order (an intact
 * chain, which the chain check proved), one fold per calendar and grace its checkpoints were
 * judged with, each checkpoint compared when the record carrying it comes.
 */
class CheckpointRecompute {
    /** One fold per calendar and grace the checkpoints were judged with, by their canonical JSON. */
    #folds = new Map();
    /** The checkpoints not yet reached, by the path of the record carrying each. */
    #byCarrier = new Map();
    #recomputed = 0;
    constructor(workspace, claims) {
        for (const claim of claims) {
            this.#byCarrier.set(claim.path.slice(0, -_evidence_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECKPOINT_SUFFIX */ .nn.length), claim);
            const key = (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(claim.judgedWith);
            if (this.#folds.has(key))
                continue;
            const { calendar, completion_grace_days } = claim.judgedWith;
            const options = { completionGraceDays: completion_grace_days };
            this.#folds.set(key, _ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .WorkspaceFold */ .BM.start(workspace, { asOf: ANY_DAY, calendar, options }));
        }
    }
    /** The workspace's next record, read from `path`; what was found of the checkpoint it carries. */
    add(entry, path) {
        const claim = this.#byCarrier.get(path);
        this.#byCarrier.delete(path);
        const finding = claim === undefined ? undefined : this.#judge(claim, entry);
        for (const fold of this.#folds.values())
            fold.add(entry);
        return finding;
    }
    /** How many checkpoints were found to be the fold of their records. */
    get recomputed() {
        return this.#recomputed;
    }
    /** The checkpoints whose record never came: fail closed, though an intact chain has them all. */
    unreached() {
        return [...this.#byCarrier.values()].map(({ path }) => ({
            path,
            problem: `${path} was not recomputed: the record carrying it was not read among its workspace's records`,
        }));
    }
    #judge(claim, { record }) {
        const { path } = claim;
        // The constructor started a fold for every claim's judgement.
        const fold = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .getOrThrow */ .Gp)(this.#folds, (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(claim.judgedWith), "the folds started");
        const expected = fold.checkpoint();
        if (expected === undefined)
            return {
                path,
                problem: `${path} is carried by its workspace's first record, so no record comes before it whose state it could be: a checkpoint is the state through the record just before the one carrying it`,
            };
        const reference = record.kind === "monitoring" ? record.monitoring.checkpoint : undefined;
        const stale = [
            ["its record says", reference?.through],
            ["it says", claim.through],
        ].find(([, through]) => (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(through) !== (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(expected.through));
        if (stale !== undefined)
            return {
                path,
                problem: `${path}: ${stale[0]} it stands at ${throughText(stale[1])}, but the record before the one carrying it is ${throughText(expected.through)}: a checkpoint is the state through the record just before the one carrying it`,
            };
        if ((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)((0,_ledger_checkpoint_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeCheckpoint */ .tf)(expected)) !== claim.sha256)
            return { path, expected };
        this.#recomputed++;
        return undefined;
    }
}
/**
 * One workspace's checkpoints recomputed from its records (`entries`, in chain order, from an
 * intact chain): how many are their records' fold, and a line naming each that is not. Each
 * finding is judged as it comes, so a state the records give is held no longer than that;
 * `textOf` reads a checkpoint's text again only where its bytes differ from its fold's (the same
 * state in another key order is its fold). evidence verify's walk of a clone and its --remote
 * reading share it.
 */
function recomputeWorkspace(workspace, claims, entries, textOf) {
    const recompute = new CheckpointRecompute(workspace, claims);
    const problems = [];
    let sameState = 0;
    const judge = (finding) => {
        const problem = "problem" in finding
            ? finding.problem
            : checkpointDifference(textOf(finding.path), finding.path, finding.expected);
        if (problem === undefined)
            sameState++;
        else
            problems.push(problem);
    };
    for (const { path, entry } of entries) {
        const finding = recompute.add(entry, path);
        if (finding !== undefined)
            judge(finding);
    }
    recompute.unreached().forEach(judge);
    return { recomputed: recompute.recomputed + sameState, problems };
}
function throughText(through) {
    const point = through;
    return point === undefined ? "no record" : `record #${point.sequence} (SHA-256 ${point.sha256})`;
}
/**
 * Why the checkpoint `text` at `path`, whose bytes are not those of `expected` (the fold of the
 * records before it), is not their fold: the first top-level field that differs (within
 * `obligations`, the first of its fields). Undefined when its content is theirs: the order of an
 * object's keys follows the objects the writer's fold was given (a record read from its file, or
 * one just sealed in memory), and the same state is the same checkpoint whatever its key order.
 */
function checkpointDifference(text, path, expected) {
    const found = JSON.parse(text);
    const field = firstDifferentField(found, expected);
    if (field === undefined)
        return undefined;
    return `${path} is not the fold of the records before it (recomputed with the calendar and grace it says it was judged with): its ${field} differs from what those records give. The drift check writes a checkpoint from the records alone, so this one was written by something else or by a faulty version, and a routine run that started from it judged from a state the records do not give: treat the ledger as altered, and judge the obligations from every record ('cip-sync obligations --dir' reads them all)`;
}
function firstDifferentField(found, expected, prefix = "") {
    const keys = new Set([...Object.keys(expected), ...Object.keys(found)]);
    for (const key of keys) {
        const [a, b] = [found[key], expected[key]];
        if ((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(a) === (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(b))
            continue;
        if (prefix === "" && key === "obligations" && isObject(a) && isObject(b))
            return firstDifferentField(a, b, "obligations.") ?? "obligations";
        return `${prefix}${key}`;
    }
    return undefined;
}
function isObject(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
}


/***/ }),

/***/ 60194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ WorkspaceFold),
/* harmony export */   S7: () => (/* binding */ parseCheckpoint),
/* harmony export */   eH: () => (/* binding */ CheckpointFormatError),
/* harmony export */   pz: () => (/* binding */ LEDGER_CHECKPOINT_FORMAT),
/* harmony export */   tf: () => (/* binding */ serializeCheckpoint)
/* harmony export */ });
/* unused harmony exports CHECKPOINT_INTERVAL, CHECKPOINT_MAX_INTERVAL, RECORD_BYTES_PER_CHECKPOINT_BYTE, checkpointIsDue */
/* harmony import */ var _evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46681);
/* harmony import */ var _obligations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11986);


/** The file's format: a new one whenever what it holds, or the pass's checkpoint, changes. */
const LEDGER_CHECKPOINT_FORMAT = 2;
/** The fewest records after the last checkpoint a drift check reads before it writes another. */
const CHECKPOINT_INTERVAL = 200;
/**
 * The most: a drift check reads the records since the checkpoint a hundred to a GraphQL query,
 * each spaced a second apart, so the records between checkpoints bound every hourly check's time.
 */
const CHECKPOINT_MAX_INTERVAL = 1_000;
/**
 * Between those, the bytes of records after the last checkpoint, per byte of that checkpoint, a
 * drift check reads before it writes another. A checkpoint holds the inventory's state (600 to
 * 1,600 bytes an asset), and evidence verify recomputes each one (builds, serialises and hashes
 * it, about 35 ms a 1.5 MB checkpoint, as reading and checking 1 MB of records costs): spaced by
 * their own size, a large inventory's checkpoints cost verify a bounded part of what its records
 * cost, where one every 200 records cost it several times as much (docs/performance.md).
 */
const RECORD_BYTES_PER_CHECKPOINT_BYTE = 2;
/**
 * Whether a drift check that read `since` (the records after the checkpoint it started from, and
 * that checkpoint's size) writes a new checkpoint; one that started from no checkpoint always does.
 */
function checkpointIsDue(since) {
    if (since === undefined || since.records >= CHECKPOINT_MAX_INTERVAL)
        return true;
    return (since.records >= CHECKPOINT_INTERVAL &&
        since.recordBytes >= since.checkpointBytes * RECORD_BYTES_PER_CHECKPOINT_BYTE);
}
/** The file's text: its bytes are what the record's SHA-256 vouches for. */
function serializeCheckpoint(checkpoint) {
    return `${JSON.stringify(checkpoint)}\n`;
}
/** The checkpoint `text` (read at `path`), or an Error saying why it is not one this tool reads. */
function parseCheckpoint(text, path) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} is not JSON, though a record vouches for its bytes`);
    }
    const format = value?.format;
    if (format !== LEDGER_CHECKPOINT_FORMAT)
        throw new CheckpointFormatError(path, format);
    return value;
}
/** A checkpoint of another format than this version reads: what to do depends on who reads it. */
class CheckpointFormatError extends Error {
    format;
    constructor(path, format) {
        super(`${path} is a checkpoint of format ${String(format)}, and this version reads format ${LEDGER_CHECKPOINT_FORMAT}: judge from every record (the next drift check writes a checkpoint this version reads)`);
        this.format = format;
    }
}
/** One workspace's fold: the obligations pass and the facts in force, record by record. */
class WorkspaceFold {
    pass;
    #workspace;
    #through;
    #inForce;
    #governance;
    constructor(workspace, pass, from) {
        this.#workspace = workspace;
        this.pass = pass;
        this.#through = from.through;
        this.#inForce = from.in_force;
        this.#governance = from.governance;
    }
    /**
     * The fold from `checkpoint` on, or from the first record without one. Throws where the pass
     * does: a checkpoint judged with another calendar, or of another format (judge from every record).
     */
    static start(workspace, judging, checkpoint) {
        const { asOf, calendar, options } = judging;
        if (checkpoint === undefined)
            return new WorkspaceFold(workspace, new _obligations_js__WEBPACK_IMPORTED_MODULE_1__/* .ObligationsPass */ .Rl(asOf, calendar, options), {
                in_force: null,
                governance: null,
            });
        if (checkpoint.workspace !== workspace)
            throw new Error(`the checkpoint is workspace ${checkpoint.workspace}'s, not ${workspace}'s`);
        const pass = _obligations_js__WEBPACK_IMPORTED_MODULE_1__/* .ObligationsPass */ .Rl.resume(checkpoint.obligations, asOf, calendar, options);
        return new WorkspaceFold(workspace, pass, checkpoint);
    }
    /** The workspace's next record, in chain order. */
    add(entry) {
        const { record } = entry;
        this.pass.add(entry);
        this.#through = { sequence: record.sequence, sha256: entry.sha256 };
        this.#inForce = (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .inForceOf */ .qK)(record);
        // What the accepting record declared; one written before records carried it declares nothing.
        if (this.#inForce === null)
            this.#governance = null;
        else if (record.kind === "change" && (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .isAccepted */ .oB)(record))
            this.#governance = record.change.governance ?? null;
    }
    /** Where the facts in force were put there, and what that record declared. */
    get factsInForce() {
        return { inForce: this.#inForce, governance: this.#governance };
    }
    /** The record the fold stands at; undefined before the first. */
    get through() {
        return this.#through;
    }
    /** The fold's state as the checkpoint file holds it; none before the first record. */
    checkpoint() {
        if (this.#through === undefined)
            return undefined;
        return {
            format: LEDGER_CHECKPOINT_FORMAT,
            workspace: this.#workspace,
            through: this.#through,
            in_force: this.#inForce,
            governance: this.#governance,
            obligations: this.pass.checkpoint(),
        };
    }
}


/***/ }),

/***/ 84048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ ledgerCheckout)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5514);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90833);
/* harmony import */ var _ledger_timestamps_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86065);
// A checkout of the evidence branch as the audit report reads it (core/evidence/report/evidence-report.ts):
// its folders listed and its files read when the report needs them, none of them kept, and each
// record's timestamp label read from the token beside it.





/**
 * The checkout `dir` (`source` names the setting that gave it). Files are read synchronously: the
 * renderers pull the report's lists record by record, as a stream writes them.
 */
async function ledgerCheckout(dir, source) {
    const paths = await (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_3__/* .walkLedgerDirectory */ .Q$)(dir, source);
    const read = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, path));
    const listed = folderListing(dir);
    return {
        paths,
        read,
        stamp: (path) => {
            const token = (0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenPath */ .vT)(path);
            return listed(token) ? (0,_ledger_timestamps_js__WEBPACK_IMPORTED_MODULE_4__/* .tokenLabel */ .S)(read(token)) : undefined;
        },
    };
}
/**
 * Whether a file exists, by path relative to `dir`, from its folder's listing: the last folder's is
 * kept, since records are stamped in name order (one listing per month's folder instead of a
 * look-up per record: 3.3 s of the populations' 37 s at 100,000 records, on a loaded machine).
 */
function folderListing(dir) {
    let folder;
    let names = new Set();
    return (path) => {
        const at = path.lastIndexOf("/");
        if (path.slice(0, at) !== folder) {
            folder = path.slice(0, at);
            names = new Set(listing((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, folder)));
        }
        return names.has(path.slice(at + 1));
    };
}
/** The names in a folder; none when it is not there. */
function listing(folder) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder);
    }
    catch {
        return [];
    }
}


/***/ }),

/***/ 36582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveLedgerReads: () => (/* binding */ serveLedgerReads),
/* harmony export */   zp: () => (/* binding */ checkLedgerFiles)
/* harmony export */ });
/* unused harmony exports readersFor, checkWithReaders */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75535);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(19130);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90833);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65032);
// `evidence verify` on every core: a pool of reader threads (one per core, four at most), each
// reading, hashing, parsing and schema-checking batches of the ledger's files on its own
// (checkLedgerFile) and handing back only each file's link in its chain, while the thread that
// verifies takes them in name order and checks the chains and listings as they come
// (LedgerChecker.take). Reading and checking the files is all of verify's time (at 100,000
// records about 8 s on one core; the chains a few milliseconds): a thread's own work, so it
// divides between cores.
//
// The judging commands (`obligations`, `evidence populations`) do not use it: their judging thread
// has as much to do as verifying, so they verify on one other thread (ledger-verifier.ts).
//
// Memory stays bounded: at most BATCHES_PER_READER batches a reader are out (sent and not yet
// taken), so a slow taker holds the readers back instead of their results piling up. The readers
// run the bin entry again (its URL is given), which sees their role in its workerData
// (ledger-thread-role.ts) and serves reads: the bundle needs no file of its own for them.
//
// Fail closed as in one thread: a file a reader could not read or check throws, when its turn in
// name order comes, the error reading it in this thread would have thrown; a reader that stops
// throws its error.








/**
 * Files per batch: enough that a message's cost is small beside checking them, few enough that a
 * batch's results (held until it is sent) mostly die in the reader's young generation.
 */
const BATCH_FILES = 16;
/** Batches sent and not yet taken, per reader: each has the next ones while its last is taken. */
const BATCHES_PER_READER = 8;
/** A reader's young generation, in MB: what it allocates dies with each file. */
const READER_YOUNG_GENERATION_MB = 4;
/**
 * Readers at most, whatever the cores: each is an isolate with the bundle loaded, about 25 MB (at
 * 100,000 records verify's peak was 154 MB in one thread, 200 MB with two readers), and a runner
 * of 64 cores must not pay 1.6 GB for it; past a few readers the verifying thread's own share,
 * taking each file's link in order, is what is left.
 */
const MAX_READERS = 4;
/**
 * Gives `checker` the files at `paths` (relative to `dir`, in name order) in that order, checked
 * by readers started from `readerEntry`; in this thread without one (a command run in process), on
 * a single core (where readers would only add the copying of what they hand back), or when the
 * checker takes records (the readers hand back links only).
 */
async function checkLedgerFiles(dir, paths, checker, readerEntry) {
    const readers = readersFor((0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)());
    if (readerEntry === undefined || readers === 0 || checker.takesRecords)
        (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_5__/* .visitLedgerFiles */ .y0)(dir, paths, (file) => checker.add(file));
    else
        await checkWithReaders(readerEntry, readers, dir, paths, checker);
}
/** How many readers `cores` cores get: none on one (read in this thread), at most MAX_READERS. */
function readersFor(cores) {
    return cores <= 1 ? 0 : Math.min(cores, MAX_READERS);
}
/** checkLedgerFiles with `count` readers started from `entry`, whatever the cores. */
async function checkWithReaders(entry, count, dir, paths, checker) {
    const role = { role: "ledger-reader", dir };
    const readers = Array.from({ length: count }, () => new node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.Worker(entry, {
        workerData: role,
        resourceLimits: { maxYoungGenerationSizeMb: READER_YOUNG_GENERATION_MB },
    }));
    const results = new Map();
    let stopped;
    const stop = (error) => {
        stopped ??= error;
        for (const result of results.values())
            result.reject(error);
    };
    for (const reader of readers) {
        reader.on("message", (result) => results.get(result.batch)?.resolve(result));
        reader.on("error", stop);
        reader.on("exit", (code) => stop(new Error(`a ledger reader stopped (exit code ${code})`)));
    }
    const files = paths[Symbol.iterator]();
    let sent = 0;
    /** Sends the next batch, if any files are left. */
    const send = () => {
        const batch = [];
        for (let next = files.next(); !next.done; next = files.next()) {
            batch.push(next.value);
            if (batch.length === BATCH_FILES)
                break;
        }
        if (batch.length === 0)
            return false;
        const result = Promise.withResolvers();
        // Taken in order; a batch's rejection before its turn is seen at its turn.
        result.promise.catch(() => { });
        if (stopped !== undefined)
            result.reject(stopped);
        results.set(sent, result);
        (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__/* .itemOrThrow */ .Tp)(readers, sent % readers.length, "the readers").postMessage({
            batch: sent,
            paths: batch,
        });
        sent++;
        return true;
    };
    try {
        while (sent < readers.length * BATCHES_PER_READER && send())
            ;
        for (let batch = 0; batch < sent; batch++) {
            const result = await (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__/* .getOrThrow */ .Gp)(results, batch, "the batches sent").promise;
            results.delete(batch);
            send();
            for (const checked of result.checked)
                checker.take(checked);
            if (result.failed !== undefined)
                throw Object.assign(new Error(result.failed.message), { code: result.failed.code });
        }
    }
    finally {
        for (const reader of readers)
            reader.removeAllListeners("exit");
        await Promise.all(readers.map((reader) => reader.terminate()));
    }
}
/** A reader: checks each batch it is sent, stopping at the first file it cannot read or check. */
function serveLedgerReads(dir) {
    // A worker always has its parent's port.
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.parentPort;
    if (port === null)
        throw new Error("serveLedgerReads runs in a reader thread only");
    port.on("message", ({ batch, paths }) => {
        const result = { batch, checked: [] };
        for (const path of paths) {
            try {
                result.checked.push((0,_core_evidence_chain_chain_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkLedgerFile */ .w)({ path, bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path)) }, false));
            }
            catch (error) {
                result.failed = { message: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .g)(error), code: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorCode */ .C)(error) };
                break;
            }
        }
        port.postMessage(result);
    });
}


/***/ }),

/***/ 86065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readLedgerTokens),
/* harmony export */   S: () => (/* binding */ tokenLabel)
/* harmony export */ });
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _ledger_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90833);
/* harmony import */ var _timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84000);
// Reads the timestamp tokens of a ledger checkout: each `<record>.json.tsr` checked against the
// trusted TSA certificates (`--tsa-ca`) and its record's exact bytes. What the readings mean is
// decided in core/evidence/chain/evidence-timestamps.ts.



/** Tokens checked at once: each is a few signature checks, so this only bounds memory. */
const TOKEN_CONCURRENCY = 8;
/**
 * Each token's reading, by token path, among the ledger's `paths`; a token without its record
 * beside it is left out. `read` gives a file's bytes by path (from a checkout: readFromLedger).
 */
async function readLedgerTokens(paths, read, trusted) {
    const present = new Set(paths);
    const tokens = [...present].filter((path) => path.endsWith(_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg) && present.has(path.slice(0, -_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg.length)));
    const readings = await (0,_ledger_files_js__WEBPACK_IMPORTED_MODULE_1__/* .mapBounded */ .yJ)(tokens, TOKEN_CONCURRENCY, async (token) => {
        const [tokenBytes, record] = await Promise.all([
            read(token),
            read(token.slice(0, -_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_SUFFIX */ .Yg.length)),
        ]);
        return [token, await (0,_timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__/* .readTimestampToken */ .ai)(tokenBytes, record, trusted)];
    });
    return new Map(readings);
}
/**
 * A timestamped record's "<TSA>, <time>" for the audit report, from its token's bytes: what the
 * token states, not checked against any certificate (that is `evidence verify --tsa-ca`).
 */
function tokenLabel(token) {
    try {
        const { signed, info } = (0,_timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTimestampResponse */ .rO)(token);
        const facts = (0,_timestamp_token_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenFacts */ .XR)(signed, info);
        return `${facts.tsa}, ${facts.time.toISOString()}`;
    }
    catch {
        return "unreadable timestamp token (run evidence verify --tsa-ca)";
    }
}


/***/ }),

/***/ 84000:
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
/* harmony import */ var asn1js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84723);
/* harmony import */ var pkijs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29701);
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65032);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/chain/evidence-timestamps.ts.






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
        return { valid: false, reason: (0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .imprintMismatch */ .CH)(facts.imprintSha256, sha256) };
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
