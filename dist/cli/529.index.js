export const id = 529;
export const ids = [529];
export const modules = {

/***/ 8529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportEvidence: () => (/* binding */ reportEvidence),
  verifyEvidence: () => (/* binding */ verifyEvidence)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/evidence/evidence-chain.ts
var evidence_chain = __webpack_require__(3080);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
;// CONCATENATED MODULE: ./src/core/shared/exhaustive.ts
// Exhaustiveness by construction: a `switch` over a union ends in `default: assertNever(value)`,
// so a new member (an evidence record kind, an operation action) fails to compile until every
// consumer handles it, instead of being skipped at run time.
/** Unreachable when every member of the union is handled; names the member that was not. */
function assertNever(value) {
    const shown = JSON.stringify(value) ?? String(value);
    throw new Error(`unhandled case ${shown.slice(0, 200)}: a consumer misses a member of its union`);
}

// EXTERNAL MODULE: ./src/core/evidence/evidence-record.ts
var evidence_record = __webpack_require__(6180);
;// CONCATENATED MODULE: ./src/core/evidence/drift-episodes.ts
// Drift episodes: from the first monitoring run that found drift to the first back in sync, with
// the apply that resolved it (when one was recorded in between) and every asset seen drifted.


/** Drift episodes in the workspace's whole history: first run that drifted to first back in sync. */
function driftEpisodes(records) {
    const episodes = [];
    let open;
    let lastApply;
    let seen = new Set();
    for (const { record } of records) {
        switch (record.kind) {
            case "change": {
                const { outcome } = record.change;
                if (open !== undefined &&
                    (outcome === "applied" || outcome === "partly-applied" || outcome === "interrupted"))
                    lastApply = record;
                continue;
            }
            case "monitoring":
                break;
            default:
                assertNever(record);
        }
        const { in_sync, differences } = record.monitoring;
        if (!in_sync) {
            if (open === undefined) {
                open = {
                    first_seen: record.recorded_at,
                    last_seen: record.recorded_at,
                    resolved_at: null,
                    resolved_by: null,
                    max_differences: 0,
                    assets: [],
                };
                seen = new Set();
                episodes.push(open);
                lastApply = undefined;
            }
            open.last_seen = record.recorded_at;
            open.max_differences = Math.max(open.max_differences, differences.length);
            for (const difference of differences) {
                const asset = driftedAsset(difference);
                const key = `${asset.action}\u0000${asset.asset_id}\u0000${asset.name}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                open.assets.push(asset);
            }
        }
        else if (open !== undefined) {
            open.resolved_at = record.recorded_at;
            if (lastApply !== undefined) {
                open.resolved_by = {
                    pull_requests: (0,evidence_record/* pullRequestsOf */.Tb)(lastApply.change).map(({ number, url }) => ({
                        number,
                        url,
                    })),
                    recorded_at: lastApply.recorded_at,
                };
            }
            open = undefined;
        }
    }
    return episodes;
}
/** A difference as the report names it: the declared side when the files have it, else the live. */
function driftedAsset(difference) {
    // A difference has at least one side: the files' or the service's.
    const side = difference.declared ?? difference.live;
    return {
        action: difference.action,
        asset_id: difference.asset_id,
        name: side?.name ?? "",
        cyber_system: side?.cyber_system ?? "",
    };
}

// EXTERNAL MODULE: ./src/core/evidence/report-entries.ts
var report_entries = __webpack_require__(6141);
;// CONCATENATED MODULE: ./src/core/evidence/evidence-report.ts





/** CIP-010 R2.1: monitor the baseline at least once every 35 calendar days. */
const MONITORING_LIMIT_DAYS = 35;
const DAY_MS = 86_400_000;
function buildEvidenceReport(files, period, now, { timestamps = new Map(), toolVersion = "unknown" } = {}) {
    const stamp = (path) => timestamps.get(path) ?? "not timestamped";
    const verified = (0,evidence_chain/* verifyLedger */.xy)(files);
    const byWorkspace = new Map();
    for (const entry of verified.records) {
        const list = byWorkspace.get(entry.record.workspace) ?? [];
        list.push(entry);
        byWorkspace.set(entry.record.workspace, list);
    }
    const inPeriod = (at) => {
        const time = Date.parse(at);
        return time >= period.from.getTime() && time < period.to.getTime();
    };
    const workspaces = [...byWorkspace].map(([workspace, records]) => {
        const { changes, monitoring } = periodEntries(records.filter(({ record }) => inPeriod(record.recorded_at)), stamp);
        const gaps = monitoringGaps(records, period, now);
        const longest = gaps.reduce((best, gap) => (best === null || gap.days > best.days ? gap : best), null);
        const episodes = driftEpisodes(records).filter((episode) => Date.parse(episode.first_seen) < period.to.getTime() &&
            (episode.resolved_at === null || Date.parse(episode.resolved_at) >= period.from.getTime()));
        const report = {
            workspace,
            changes,
            monitoring,
            longest_gap: longest,
            gaps_over_limit: gaps.filter((gap) => gap.over_limit),
            drift_episodes: episodes,
        };
        return { ...report, months: monthSummaries(report, exceptionsOf(report)) };
    });
    return {
        subject: subjectOf(verified.records, [...byWorkspace.keys()]),
        period: { from: period.from.toISOString(), to: period.to.toISOString() },
        generated_at: now.toISOString(),
        generated_by: toolVersion,
        limit_days: MONITORING_LIMIT_DAYS,
        ledger: { records: verified.records.length, breaks: verified.breaks },
        exceptions: workspaces
            .flatMap(exceptionsOf)
            .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)),
        workspaces,
    };
}
/** The period's records as report entries, each kind in its own list. */
function periodEntries(records, stamp) {
    const entries = { changes: [], monitoring: [] };
    for (const { path, record } of records) {
        switch (record.kind) {
            case "change":
                entries.changes.push((0,report_entries/* changeEntry */.df)(path, record, stamp(path)));
                break;
            case "monitoring":
                entries.monitoring.push((0,report_entries/* monitoringEntry */.RK)(path, record, stamp(path)));
                break;
            default:
                assertNever(record);
        }
    }
    return entries;
}
/** Each distinct organization, repository and service the records name, sorted. */
function subjectOf(records, workspaces) {
    const organizations = new Set();
    const repositories = new Set();
    const services = new Set();
    for (const { record } of records) {
        repositories.add(record.run.repository);
        const context = record.kind === "change" ? record.change.change_record?.context : record.monitoring;
        if (context?.organization !== undefined)
            organizations.add(context.organization);
        if (context?.service !== undefined)
            services.add(context.service);
    }
    const sorted = (values) => [...values].sort();
    return {
        organizations: sorted(organizations),
        repositories: sorted(repositories),
        services: sorted(services),
        workspaces: [...workspaces].sort(),
    };
}
/** A workspace's exceptions: its changes that are one, its gaps over the limit, its open drift. */
function exceptionsOf(workspace) {
    const base = { workspace: workspace.workspace };
    return [
        ...workspace.changes
            .filter((change) => change.exceptions.length > 0)
            .map((change) => ({
            ...base,
            kind: "change",
            at: change.recorded_at,
            change,
        })),
        ...workspace.gaps_over_limit.map((gap) => ({
            ...base,
            kind: "gap",
            at: gap.from,
            gap,
        })),
        ...workspace.drift_episodes
            .filter((episode) => episode.resolved_at === null)
            .map((episode) => ({
            ...base,
            kind: "drift",
            at: episode.first_seen,
            episode,
        })),
    ];
}
/** Counts per month (UTC) of the workspace's period entries and exceptions, oldest first. */
function monthSummaries(workspace, exceptions) {
    const months = new Map();
    const month = (at) => {
        const key = at.slice(0, 7);
        let summary = months.get(key);
        if (summary === undefined) {
            summary = { month: key, changes: 0, monitoring_runs: 0, drift_runs: 0, exceptions: 0 };
            months.set(key, summary);
        }
        return summary;
    };
    for (const change of workspace.changes)
        month(change.recorded_at).changes++;
    for (const run of workspace.monitoring) {
        const summary = month(run.recorded_at);
        summary.monitoring_runs++;
        if (!run.in_sync)
            summary.drift_runs++;
    }
    for (const exception of exceptions)
        month(exception.at).exceptions++;
    return [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
}
/** Whether a record is a monitoring run: the runs the gaps between them are measured from. */
function isMonitoringRun(record) {
    switch (record.kind) {
        case "change":
            return false;
        case "monitoring":
            return true;
        default:
            return assertNever(record);
    }
}
/** Calendar days (UTC) from `a` to `b`. */
function calendarDays(a, b) {
    const day = (date) => Math.floor(date.getTime() / DAY_MS);
    return day(b) - day(a);
}
/**
 * The stretches without monitoring that touch the period: from the last run before it (or the
 * period's start) through each run in it, to the first run after it (or the period's end, or now
 * when that is earlier).
 */
function monitoringGaps(records, period, now) {
    const times = records
        .filter(({ record }) => isMonitoringRun(record))
        .map(({ record }) => new Date(record.recorded_at));
    const before = times.filter((time) => time < period.from).at(-1);
    const after = times.find((time) => time >= period.to);
    const end = after ?? new Date(Math.min(period.to.getTime(), now.getTime()));
    const points = [
        before ?? period.from,
        ...times.filter((time) => time >= period.from && time < period.to),
        end,
    ];
    const gaps = [];
    for (const [from, to] of (0,collections/* adjacentPairs */.Gc)(points)) {
        if (to <= from)
            continue;
        const days = calendarDays(from, to);
        gaps.push({
            from: from.toISOString(),
            to: to.toISOString(),
            days,
            over_limit: days > MONITORING_LIMIT_DAYS,
        });
    }
    return gaps;
}

// EXTERNAL MODULE: ./src/io/ledger-files.ts
var ledger_files = __webpack_require__(5341);
// EXTERNAL MODULE: ./src/io/replace-file.ts
var replace_file = __webpack_require__(1235);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/core/evidence/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(7768);
// EXTERNAL MODULE: ./src/io/timestamp-token.ts
var timestamp_token = __webpack_require__(7708);
;// CONCATENATED MODULE: ./src/io/ledger-timestamps.ts



/** Tokens checked at once: each is a few signature checks, so this only bounds memory. */
const TOKEN_CONCURRENCY = 8;
/** Each token's reading, by token path; a token without its record beside it is left out. */
async function readLedgerTokens(files, trusted) {
    const byPath = new Map(files.map((file) => [file.path, file.bytes]));
    // Each token with the bytes of the record it stamps; a token without its record is not read.
    const tokens = files.flatMap((file) => {
        if (!file.path.endsWith(evidence_timestamps/* TOKEN_SUFFIX */.Yg))
            return [];
        const record = byPath.get(file.path.slice(0, -evidence_timestamps/* TOKEN_SUFFIX */.Yg.length));
        return record === undefined ? [] : [{ token: file, record }];
    });
    const readings = await (0,ledger_files/* mapBounded */.yJ)(tokens, TOKEN_CONCURRENCY, async ({ token, record }) => {
        const reading = await (0,timestamp_token/* readTimestampToken */.ai)(token.bytes, record, trusted);
        return [token.path, reading];
    });
    return new Map(readings);
}
/**
 * Each timestamped record's "<TSA>, <time>" for the audit report, by record path: what its token
 * states, not checked against any certificate (that is `evidence verify --tsa-ca`).
 */
function tokenLabels(files) {
    const labels = new Map();
    for (const file of files) {
        if (!file.path.endsWith(evidence_timestamps/* TOKEN_SUFFIX */.Yg))
            continue;
        const record = file.path.slice(0, -evidence_timestamps/* TOKEN_SUFFIX */.Yg.length);
        try {
            const { signed, info } = (0,timestamp_token/* parseTimestampResponse */.rO)(file.bytes);
            const facts = (0,timestamp_token/* tokenFacts */.XR)(signed, info);
            labels.set(record, `${facts.tsa}, ${facts.time.toISOString()}`);
        }
        catch {
            labels.set(record, "unreadable timestamp token (run evidence verify --tsa-ca)");
        }
    }
    return labels;
}

// EXTERNAL MODULE: ./src/render/formats.ts + 15 modules
var formats = __webpack_require__(1000);
// EXTERNAL MODULE: ./src/cli/command-support.ts
var command_support = __webpack_require__(2501);
// EXTERNAL MODULE: ./src/cli/flag-files.ts
var flag_files = __webpack_require__(1556);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/core/evidence/evidence-history.ts
// The history of a clone of the evidence branch, judged: the ledger only ever grows. A record (or
// its timestamp token), once added, is never modified or deleted by a later commit, and every
// commit that adds one is made by the ledger's writer (the author of the commit that added the
// first record, unless `--writer` names it), unless it adds only break-glass records (origin
// "cli", committed by their operator). An edit, a deletion, or records added by anyone else
// through ordinary commits (no force push) are reported with the commit and its author. Pure: the
// commits are read by io/ledger-history.ts.


/** Every commit that is not append-only or not by the writer; `commits` oldest first. */
function checkLedgerHistory(commits, writer) {
    const problems = [];
    let expected = writer;
    for (const commit of commits) {
        const ledgerChanges = commit.changes.filter(({ path }) => path.startsWith(`${evidence_record/* RECORDS_DIR */.v7}/`));
        const rewritten = ledgerChanges.filter(({ status }) => status !== "A");
        const problem = (message) => problems.push({ commit: commit.sha, author: commit.author, message });
        if (rewritten.length > 0) {
            const listed = rewritten
                .slice(0, 3)
                .map(({ status, path }) => `${status === "D" ? "deleted" : "modified"} ${path}`)
                .join(", ");
            const more = rewritten.length > 3 ? ` and ${rewritten.length - 3} more` : "";
            problem(`commit ${commit.sha} by ${commit.author} ${listed}${more}: the ledger is append-only, a record once added is never changed or removed`);
        }
        if (ledgerChanges.length === rewritten.length)
            continue;
        // A break-glass record (origin "cli") is committed by the operator who sealed it: not by the
        // writer, and it does not make its committer the writer. Its chain is checked like any other.
        const added = ledgerChanges.filter(({ status }) => status === "A");
        if (added.every(({ path }) => (0,evidence_record/* isCliRecordPath */.xP)(recordOf(path))))
            continue;
        expected ??= commit.authorName;
        if (commit.authorName !== expected) {
            problem(`commit ${commit.sha} by ${commit.author} adds records, but the ledger's writer is ${expected}${writer === undefined ? " (the author of its first record)" : " (--writer)"}: records added by anyone else are not evidence`);
        }
    }
    return problems;
}
/** The record a ledger path belongs to: itself, or the record its timestamp token stamps. */
function recordOf(path) {
    return path.endsWith(evidence_timestamps/* TOKEN_SUFFIX */.Yg) ? path.slice(0, -evidence_timestamps/* TOKEN_SUFFIX */.Yg.length) : path;
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/io/git.ts
var git = __webpack_require__(7500);
;// CONCATENATED MODULE: ./src/io/ledger-history.ts
// Reads the history of a clone of the evidence branch with git: each commit, oldest first, with
// its author and the files under records/ it added, modified or deleted against its first parent.
// Judged in core/evidence/evidence-history.ts.





/** Whether `dir` is the top of a git checkout (it has .git, a directory or a worktree's file). */
async function isGitCheckout(dir) {
    return (await (0,promises_.stat)((0,external_node_path_.join)(dir, ".git")).catch(() => undefined)) !== undefined;
}
const SEPARATOR = "\u0001";
/** The checkout's commits, oldest first; throws with git's message when git cannot read them. */
async function readLedgerHistory(dir) {
    const output = await ledger_history_git(dir, [
        "log",
        "--first-parent",
        "--reverse",
        "--no-renames",
        "--name-status",
        `--format=${SEPARATOR}%H%x09%an%x09%ae`,
        "HEAD",
        "--",
        `${evidence_record/* RECORDS_DIR */.v7}/`,
    ]);
    return output
        .split(SEPARATOR)
        .filter((block) => block.trim() !== "")
        .map((block) => {
        const [header = "", ...lines] = block.split("\n");
        const [sha = "", name = "", email = ""] = header.split("\t");
        const changes = lines
            .filter((line) => line.includes("\t"))
            .map((line) => {
            const [status = "", path = ""] = line.split("\t");
            const kind = status === "A" || status === "M" || status === "D" ? status : "other";
            return { status: kind, path };
        });
        return { sha, author: `${name} <${email}>`, authorName: name, changes };
    });
}
async function ledger_history_git(dir, args) {
    const answer = await (0,git/* runGit */.E)(dir, args).catch((error) => {
        throw new Error(`git could not be started to read the history of ${dir} (${(0,errors/* errorMessage */.g)(error)})`);
    });
    if (answer.code === 0)
        return answer.stdout;
    const message = answer.stderr.trim().split("\n")[0];
    throw new Error(`git could not read the history of ${dir}: ${message}`);
}

// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __webpack_require__(4226);
;// CONCATENATED MODULE: ./src/cli/evidence-anchors.ts










/** The problems found, one line each (file: why); printed per record on standard output. */
async function verifyAnchors(settings, files, verified, io) {
    const problems = [];
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    if (await isGitCheckout(dir)) {
        const history = checkLedgerHistory(await readLedgerHistory(dir), settings.writer);
        problems.push(...history.map((problem) => `history: ${problem.message}`));
    }
    else if (settings.writer !== undefined) {
        throw new usage_error/* UsageError */.e(`--writer needs --dir to be a git clone of the evidence branch (${settings.dir} has no .git): clone it with git clone --branch cip-sync-evidence --single-branch <repository> evidence`);
    }
    if (settings.expectHead !== undefined) {
        const missing = (0,evidence_timestamps/* missingExpectedHead */.Dp)(verified.records, settings.expectHead);
        if (missing !== undefined)
            problems.push(`--expect-head: ${missing}`);
    }
    if (settings.tsaCa === undefined)
        return problems;
    const assessed = (0,evidence_timestamps/* assessTimestamps */._5)(verified.records, await readLedgerTokens(files, await readTrusted(settings.tsaCa, io)), settings.maxSkewMinutes);
    io.stdout(assessed.map((entry) => `${entry.path}: ${describeTimestamp(entry)}\n`).join(""));
    const late = assessed.filter((entry) => entry.timestamp.status === "late-after-outage").length;
    if (late > 0) {
        io.stdout(`${late} record(s) were timestamped late, after a recorded TSA outage: exceptions for the audit.\n`);
    }
    for (const problem of (0,evidence_timestamps/* timestampProblems */.ZH)(assessed, settings.requireTimestamps)) {
        problems.push(`${problem.path}: ${problem.message}`);
    }
    return problems;
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

;// CONCATENATED MODULE: ./src/cli/evidence-command.ts
// `cip-sync evidence verify` and `cip-sync evidence report`: the audit pack, read from a checkout
// of the evidence branch. Their flags are checked in settings.ts.












async function verifyEvidence(settings, io) {
    if (settings.remote !== undefined) {
        // Loaded only here: the GitHub client is not needed to verify a checkout.
        const { verifyRemote } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(720)]).then(__webpack_require__.bind(__webpack_require__, 8720));
        return verifyRemote(settings.remote, settings.writer, io);
    }
    const files = await (0,ledger_files/* readLedgerDirectory */.Te)((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    const verified = (0,evidence_chain/* verifyLedger */.xy)(files);
    const anchors = await verifyAnchors(settings, files, verified, io);
    const problems = [
        ...verified.breaks.map((found) => `${found.file}: ${found.message}`),
        ...anchors,
    ];
    if (problems.length > 0) {
        io.stderr(`The evidence ledger in ${settings.dir} is broken (${problems.length} problem(s)):\n${problems.map((problem) => `  ${problem}\n`).join("")}`);
        return cli_io/* EXIT_ERROR */.SI;
    }
    const checked = [
        "every record matches the schema and every chain is intact",
        ...(settings.tsaCa === undefined ? [] : ["every timestamp token is valid"]),
        ...(settings.expectHead === undefined ? [] : ["the published head is in the chain"]),
    ];
    io.stdout(`Verified ${verified.records.length} record(s) in ${verified.workspaces.length} workspace(s) (${verified.workspaces.join(", ") || "none"}): ${checked.join("; ")}.\n`);
    return cli_io/* EXIT_OK */.Ij;
}
async function reportEvidence(settings, io) {
    const files = await (0,ledger_files/* readLedgerDirectory */.Te)((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    const now = new Date(io.now?.() ?? Date.now());
    const period = { from: settings.from, to: settings.to };
    const report = buildEvidenceReport(files, period, now, {
        timestamps: tokenLabels(files),
        toolVersion: package_0/* version */.rE,
    });
    const content = formats/* EVIDENCE_REPORT_RENDERERS */.Ki[settings.format](report, {
        color: false,
        toolVersion: package_0/* version */.rE,
    });
    if (settings.out === undefined) {
        for (const batch of (0,replace_file/* textBatches */.Sd)(content)) {
            io.stdout(batch);
            await io.stdoutDrained?.();
        }
    }
    else {
        const target = (0,command_support/* flagPath */.aO)("--out", settings.out, "choose another file path for the report", io);
        await (0,flag_files/* writeFlagFile */.mg)(target, content);
        io.stderr(`Wrote the ${settings.format} report to ${settings.out}.\n`);
    }
    const { breaks } = report.ledger;
    if (breaks.length === 0)
        return cli_io/* EXIT_OK */.Ij;
    io.stderr(`The evidence ledger is broken (${breaks.length} break(s)); the report shows what could be read. Run 'cip-sync evidence verify --dir ${settings.dir}' for each break.\n`);
    return cli_io/* EXIT_ERROR */.SI;
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

/***/ 7500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// Runs git in a directory and collects what it says: the one way this tool asks git anything
// (the evidence history of a clone, the facts of a checkout a CLI change record names).

/**
 * git `args` in `dir`, paths unquoted (core.quotePath=false). Rejects only when git cannot be
 * started; a failing git resolves with its code and standard error, for the caller to judge.
 */
function runGit(dir, args, bounds = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)("git", ["-C", dir, "-c", "core.quotePath=false", ...args], {
            stdio: ["ignore", "pipe", "pipe"],
            ...(bounds.timeoutMs === undefined ? {} : { timeout: bounds.timeoutMs }),
        });
        const out = [];
        const err = [];
        let outBytes = 0;
        let overflowed = false;
        child.stdout.on("data", (chunk) => {
            outBytes += chunk.length;
            if (bounds.maxStdoutBytes !== undefined && outBytes > bounds.maxStdoutBytes) {
                overflowed = true;
                child.kill();
                return;
            }
            out.push(chunk);
        });
        child.stderr.on("data", (chunk) => err.push(chunk));
        child.on("error", reject);
        child.on("close", (code) => resolve({
            code: overflowed ? null : code,
            stdout: Buffer.concat(out).toString("utf8"),
            stderr: Buffer.concat(err).toString("utf8"),
        }));
    });
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
