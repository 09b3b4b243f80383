export const id = 568;
export const ids = [568];
export const modules = {

/***/ 7568:
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
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/evidence-record.ts
var evidence_record = __webpack_require__(6180);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

// EXTERNAL MODULE: ./src/core/evidence/change-record.ts
var change_record = __webpack_require__(511);
// EXTERNAL MODULE: ./src/core/plan/plan-schema.ts
var plan_schema = __webpack_require__(3850);
;// CONCATENATED MODULE: ./src/core/evidence/evidence-schema.ts
// Evidence records as a zod schema: the check `cip-sync evidence verify` makes on every file of the
// ledger, and the source of schemas/evidence-record.schema.json. It mirrors `EvidenceRecord`
// (evidence-record.ts) and `ChangeRecord` (change-record.ts) exactly: `satisfies` fails the
// typecheck when they drift apart.




const count = schemas/* int */.Whr().nonnegative();
const fingerprint = schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/);
const commitSha = schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const timestamp = datetime();
const logins = schemas/* array */.YOg(schemas/* string */.YjP());
/** A merged pull request in a change record's context. */
const changePullRequestSchema = schemas/* strictObject */.rej({
    number: schemas/* int */.Whr().positive(),
    url: schemas/* string */.YjP(),
    title: schemas/* string */.YjP(),
    author: schemas/* string */.YjP(),
    approved_by: logins,
    not_independent: logins.optional(),
    approved_earlier_commit: logins.optional(),
    merged_by: schemas/* string */.YjP().optional(),
});
const changeRecordSchema = schemas/* strictObject */.rej({
    format_version: schemas/* literal */.euz(change_record/* CHANGE_RECORD_FORMAT_VERSION */.iw),
    tool: schemas/* strictObject */.rej({ name: schemas/* literal */.euz("cip-inventory-sync"), version: schemas/* string */.YjP() }),
    status: schemas/* enum */.k5n(["applied", "partly-applied", "failed", "no-changes", "interrupted"]),
    fingerprint,
    started_at: timestamp,
    finished_at: timestamp,
    context: schemas/* strictObject */.rej({
        workspace: schemas/* string */.YjP().optional(),
        repository: schemas/* string */.YjP().optional(),
        commit: schemas/* string */.YjP().optional(),
        ref: schemas/* string */.YjP().optional(),
        run_url: schemas/* string */.YjP().optional(),
        actor: schemas/* string */.YjP().optional(),
        pull_request: changePullRequestSchema.optional(),
        pull_requests: schemas/* array */.YOg(changePullRequestSchema).optional(),
        reviewed_fingerprint: fingerprint.optional(),
    }),
    plan_summary: plan_schema/* planSummarySchema */.D1,
    result_summary: schemas/* strictObject */.rej({ succeeded: count, failed: count, skipped: count }),
    operations: schemas/* array */.YOg(schemas/* strictObject */.rej({
        index: count,
        action: schemas/* enum */.k5n(["create", "update", "delete"]),
        name: schemas/* string */.YjP(),
        cyber_system: plan_schema/* systemRefSchema */.iL,
        asset_type: plan_schema/* assetTypeSchema */.iM.optional(),
        changes: schemas/* strictObject */.rej({
            name: (0,plan_schema/* fieldChange */.X0)(schemas/* string */.YjP()).optional(),
            cyber_system: (0,plan_schema/* fieldChange */.X0)(plan_schema/* systemRefSchema */.iL).optional(),
            asset_type: (0,plan_schema/* fieldChange */.X0)(plan_schema/* assetTypeSchema */.iM).optional(),
        })
            .optional(),
        result: schemas/* enum */.k5n(["succeeded", "failed", "skipped"]),
        asset_id: schemas/* string */.YjP().optional(),
        adopted: schemas/* boolean */.zMY().optional(),
        error: schemas/* string */.YjP().optional(),
    })),
    verification: schemas/* strictObject */.rej({
        problems: schemas/* array */.YOg(schemas/* strictObject */.rej({
            kind: schemas/* enum */.k5n(["no-effect", "changed-by-other", "duplicate", "not-verified"]),
            operation: count.optional(),
            message: schemas/* string */.YjP(),
        })),
    })
        .optional()
        .meta({ description: "What re-reading the live assets after the apply showed." }),
})
    .meta({
    title: "Change record",
    description: "What the apply executed, operation by operation.",
});
const pullRequestSchema = schemas/* strictObject */.rej({
    number: schemas/* int */.Whr().positive(),
    url: schemas/* string */.YjP(),
    title: schemas/* string */.YjP(),
    author: schemas/* string */.YjP(),
    approved_by: logins.meta({ description: "Independent approvals of the merged head commit." }),
    not_independent: logins.meta({
        description: "Approvals of the merged head by someone who authored or committed a commit of the pull request: listed apart, not counted as approvals.",
    }),
    approved_earlier_commit: logins.meta({
        description: "Approvals given on an earlier commit only: not approvals of what was merged.",
    }),
    merged_by: schemas/* string */.YjP().nullable(),
})
    .meta({ title: "Pull request and its approvals" });
const changeSchema = schemas/* strictObject */.rej({
    outcome: schemas/* enum */.k5n(evidence_record/* CHANGE_OUTCOMES */.r0),
    reason: schemas/* string */.YjP().nullable(),
    base_sha: commitSha.nullable(),
    merge_sha: commitSha,
    plan_fingerprint: fingerprint.nullable(),
    reviewed_fingerprint: fingerprint.nullable(),
    pull_request: pullRequestSchema.nullable(),
    pull_requests: schemas/* array */.YOg(pullRequestSchema).min(2).optional().meta({
        description: "A push that merged several pull requests (a merge-queue batch): each, with its approvals; pull_request is then null.",
    }),
    change_record: changeRecordSchema.nullable(),
});
const assetStateSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    cyber_system: schemas/* string */.YjP(),
    asset_type: plan_schema/* assetTypeSchema */.iM,
});
const monitoringSchema = schemas/* strictObject */.rej({
    in_sync: schemas/* boolean */.zMY(),
    commit: commitSha,
    plan_fingerprint: fingerprint,
    systems: schemas/* array */.YOg(schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP() })),
    live_counts: schemas/* strictObject */.rej({ cyber_systems: count, cyber_assets: count, managed_assets: count }),
    live_fingerprint: fingerprint,
    differences: schemas/* array */.YOg(schemas/* strictObject */.rej({
        action: schemas/* enum */.k5n(["create", "update", "delete"]),
        asset_id: schemas/* string */.YjP().nullable(),
        declared: assetStateSchema.nullable(),
        live: assetStateSchema.nullable(),
    })),
});
const envelope = {
    format_version: schemas/* literal */.euz(evidence_record/* EVIDENCE_FORMAT_VERSION */.Z_),
    workspace: schemas/* string */.YjP().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/),
    sequence: schemas/* int */.Whr()
        .positive()
        .meta({ description: "1 for the workspace's first record, then +1." }),
    previous_sha256: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/)
        .nullable()
        .meta({
        description: "Hex SHA-256 of the exact bytes of the workspace's previous record file; null for the first.",
    }),
    recorded_at: timestamp,
    tool_version: schemas/* string */.YjP(),
    run: schemas/* strictObject */.rej({
        repository: schemas/* string */.YjP(),
        run_id: schemas/* string */.YjP().regex(/^[0-9A-Za-z_-]+$/),
        run_attempt: schemas/* int */.Whr().positive(),
        run_url: schemas/* string */.YjP(),
        actor: schemas/* string */.YjP(),
    }),
};
const evidenceRecordSchema = schemas/* discriminatedUnion */.gMt("kind", [
    schemas/* strictObject */.rej({ ...envelope, kind: schemas/* literal */.euz("change"), change: changeSchema })
        .meta({ title: "Change (CIP-010 R1): an apply attempt" }),
    schemas/* strictObject */.rej({ ...envelope, kind: schemas/* literal */.euz("monitoring"), monitoring: monitoringSchema })
        .meta({ title: "Monitoring (CIP-010 R2): a drift check" }),
])
    .meta({
    title: "cip-inventory-sync evidence record",
    description: "One file of the evidence ledger (records/<workspace>/<YYYY>/<MM>/<time>-<kind>-<run>-<attempt>.json), chained per workspace.",
});
/** The JSON Schema (draft 2020-12) of an evidence record. */
function evidenceJsonSchema() {
    return z.toJSONSchema(evidenceRecordSchema, { target: "draft-2020-12" });
}

;// CONCATENATED MODULE: ./src/core/evidence/evidence-chain.ts
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
    const parsed = evidenceRecordSchema.safeParse(value);
    if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, MAX_REPORTED_ISSUES);
        return invalid(issues.map((issue) => `at ${(0,plan_schema/* jsonPath */.U1)(issue.path)}: ${issue.message}`).join("; "));
    }
    const record = parsed.data;
    const expected = (0,evidence_record/* recordPath */.lX)(record);
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
    const sorted = [...files].sort((a, b) => (0,names/* compareCodePoints */.OP)(a.path, b.path));
    for (const file of sorted) {
        const workspace = (0,evidence_record/* workspaceOfPath */.i0)(file.path);
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
        for (const { path, record } of chain)
            records.push({ path, record });
    }
    return { records, workspaces: [...byWorkspace.keys()], breaks };
}
function firstBreak(chain) {
    for (let index = 0; index < chain.length; index++) {
        const { path, record } = chain[index];
        const expected = index + 1;
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
        const previousHash = previous === undefined ? null : (0,evidence_record/* sha256Hex */.fg)(previous.bytes);
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

;// CONCATENATED MODULE: ./src/core/evidence/evidence-report.ts


/** CIP-010 R2.1: monitor the baseline at least once every 35 calendar days. */
const MONITORING_LIMIT_DAYS = 35;
const DAY_MS = 86_400_000;
function buildEvidenceReport(files, period, now) {
    const verified = verifyLedger(files);
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
        const changes = records.flatMap(({ path, record }) => record.kind === "change" && inPeriod(record.recorded_at) ? [changeEntry(path, record)] : []);
        const monitoring = records.flatMap(({ path, record }) => record.kind === "monitoring" && inPeriod(record.recorded_at)
            ? [monitoringEntry(path, record)]
            : []);
        const gaps = monitoringGaps(records, period, now);
        const longest = gaps.reduce((best, gap) => (best === null || gap.days > best.days ? gap : best), null);
        const episodes = driftEpisodes(records).filter((episode) => Date.parse(episode.first_seen) < period.to.getTime() &&
            (episode.resolved_at === null || Date.parse(episode.resolved_at) >= period.from.getTime()));
        return {
            workspace,
            changes,
            monitoring,
            longest_gap: longest,
            gaps_over_limit: gaps.filter((gap) => gap.over_limit),
            drift_episodes: episodes,
        };
    });
    return {
        period: { from: period.from.toISOString(), to: period.to.toISOString() },
        generated_at: now.toISOString(),
        limit_days: MONITORING_LIMIT_DAYS,
        ledger: { records: verified.records.length, breaks: verified.breaks },
        workspaces,
    };
}
function changeEntry(file, record) {
    const { change } = record;
    return {
        file,
        recorded_at: record.recorded_at,
        outcome: change.outcome,
        reason: change.reason,
        merge_sha: change.merge_sha,
        pull_requests: (0,evidence_record/* pullRequestsOf */.Tb)(change),
        reviewed_is_executed: change.reviewed_fingerprint === null || change.plan_fingerprint === null
            ? null
            : change.reviewed_fingerprint === change.plan_fingerprint,
        reviewed_fingerprint: change.reviewed_fingerprint,
        plan_fingerprint: change.plan_fingerprint,
        operations: (change.change_record?.operations ?? []).map((operation) => ({
            action: operation.action,
            name: operation.name,
            asset_id: operation.asset_id ?? null,
            result: operation.result,
            error: operation.error ?? null,
        })),
    };
}
function monitoringEntry(file, record) {
    return {
        file,
        recorded_at: record.recorded_at,
        in_sync: record.monitoring.in_sync,
        differences: record.monitoring.differences.length,
        live_fingerprint: record.monitoring.live_fingerprint,
        run_url: record.run.run_url,
    };
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
        .filter(({ record }) => record.kind === "monitoring")
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
    for (let index = 1; index < points.length; index++) {
        const from = points[index - 1];
        const to = points[index];
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
/** Drift episodes in the workspace's whole history: first run that drifted to first back in sync. */
function driftEpisodes(records) {
    const episodes = [];
    let open;
    let lastApply;
    for (const { record } of records) {
        if (record.kind === "change") {
            const { outcome } = record.change;
            if (open !== undefined &&
                (outcome === "applied" || outcome === "partly-applied" || outcome === "interrupted"))
                lastApply = record;
            continue;
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
                };
                episodes.push(open);
                lastApply = undefined;
            }
            open.last_seen = record.recorded_at;
            open.max_differences = Math.max(open.max_differences, differences.length);
        }
        else if (open !== undefined) {
            open.resolved_at = record.recorded_at;
            if (lastApply?.kind === "change") {
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/io/ledger-files.ts
// Reads a checkout of the evidence branch: every file under records/, as bytes (the chain hashes
// exact bytes), with paths relative to the checkout and "/" as separator.



/** `source` names the setting that gave `dir` (e.g. "--dir"), for the message when it is wrong. */
async function readLedgerDirectory(dir, source) {
    const records = (0,external_node_path_.join)(dir, evidence_record/* RECORDS_DIR */.v7);
    const found = await (0,promises_.stat)(records).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${evidence_record/* RECORDS_DIR */.v7}/ directory: pass a checkout of the evidence branch (git clone --branch cip-sync-evidence --single-branch <repository> evidence)`);
    }
    const entries = await (0,promises_.readdir)(records, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile());
    return Promise.all(files.map(async (entry) => {
        const path = (0,external_node_path_.join)(entry.parentPath, entry.name);
        return { path: (0,external_node_path_.relative)(dir, path).split(external_node_path_.sep).join("/"), bytes: await (0,promises_.readFile)(path) };
    }));
}

// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/render/escape-markdown.ts
var escape_markdown = __webpack_require__(5239);
;// CONCATENATED MODULE: ./src/render/evidence-markdown.ts


/** "2026-01-01 06:00 UTC": the time as an auditor reads it. */
function readableTime(iso) {
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
function periodLine(report) {
    const last = new Date(Date.parse(report.period.to) - 1).toISOString();
    return `${report.period.from.slice(0, 10)} to ${last.slice(0, 10)} (UTC)`;
}
/** "yes", "NO" or "n/a": whether what was executed is what was reviewed. */
function reviewedWord(entry) {
    if (entry.reviewed_is_executed === null)
        return "n/a";
    return entry.reviewed_is_executed ? "yes" : "NO";
}
function gapLine(gap, limit) {
    return `${gap.days} days, ${readableTime(gap.from)} to ${readableTime(gap.to)}${gap.over_limit ? ` (over ${limit})` : ""}`;
}
function episodeResolution(episode) {
    if (episode.resolved_at === null)
        return "unresolved";
    const by = episode.resolved_by;
    if (by === null)
        return `resolved ${readableTime(episode.resolved_at)}`;
    const numbers = by.pull_requests.map(({ number }) => `#${number}`);
    const pull = numbers.length === 0
        ? "an apply"
        : `the apply of ${numbers.length === 1 ? "pull request" : "pull requests"} ${(0,wording/* listOf */.c3)(numbers)}`;
    return `resolved ${readableTime(episode.resolved_at)} by ${pull} (${readableTime(by.recorded_at)})`;
}
const list = (logins) => logins.length === 0 ? "none" : logins.map((login) => (0,escape_markdown/* escapeMarkdown */.F)(login)).join(", ");
function renderEvidenceMarkdown(report) {
    const lines = [
        "# Evidence report",
        "",
        `Period: ${periodLine(report)}. Generated ${readableTime(report.generated_at)}. Monitoring limit: ${report.limit_days} calendar days (CIP-010 R2.1).`,
        "",
        integrity(report),
        "",
    ];
    for (const workspace of report.workspaces)
        lines.push(...workspaceSection(workspace, report));
    return `${lines.join("\n").replace(/\n+$/, "")}\n`;
}
function integrity(report) {
    const { records, breaks } = report.ledger;
    if (breaks.length === 0)
        return `**Ledger intact:** ${records} record(s); every chain verifies (sequence and SHA-256 of the previous record).`;
    const items = breaks.map((found) => `- ${(0,escape_markdown/* escapeMarkdown */.F)(found.message)}`);
    return [
        `**Ledger broken:** ${breaks.length} break(s) found; this report shows what could be read.`,
        "",
        ...items,
    ].join("\n");
}
function workspaceSection(workspace, report) {
    const lines = [`## Workspace ${(0,escape_markdown/* markdownCodeSpan */.B)(workspace.workspace)}`, ""];
    lines.push(`### Changes (${workspace.changes.length})`, "");
    if (workspace.changes.length === 0)
        lines.push("No change in the period.", "");
    for (const change of workspace.changes)
        lines.push(...changeSection(change));
    lines.push(`### Monitoring runs (${workspace.monitoring.length})`, "");
    const longest = workspace.longest_gap;
    lines.push(`Longest gap: ${longest === null ? "none" : gapLine(longest, report.limit_days)}.`, workspace.gaps_over_limit.length === 0
        ? `No gap over ${report.limit_days} days.`
        : `**Gaps over ${report.limit_days} days:** ${workspace.gaps_over_limit.map((gap) => gapLine(gap, report.limit_days)).join("; ")}.`, "");
    if (workspace.monitoring.length > 0) {
        lines.push("| When | Result | Differences | Live state |", "| --- | --- | --- | --- |");
        for (const run of workspace.monitoring) {
            lines.push(`| ${readableTime(run.recorded_at)} | ${run.in_sync ? "in sync" : "**drift**"} | ${run.differences} | ${(0,escape_markdown/* markdownCodeSpan */.B)(run.live_fingerprint.slice(0, 19))} |`);
        }
        lines.push("");
    }
    lines.push(`### Drift episodes (${workspace.drift_episodes.length})`, "");
    if (workspace.drift_episodes.length === 0)
        lines.push("No drift in the period.", "");
    for (const episode of workspace.drift_episodes) {
        lines.push(`- First seen ${readableTime(episode.first_seen)}, last seen ${readableTime(episode.last_seen)}, up to ${episode.max_differences} asset(s): ${episodeResolution(episode)}.`);
    }
    lines.push("");
    return lines;
}
/** Who approved a pull request, and who wrote and merged it; "none" and "n/a" without one. */
function approvalLines(pull, indent) {
    const lines = [
        `${indent}- Approved by (independent): ${list(pull?.approved_by ?? [])}`,
        `${indent}- Not independent (authored or committed a commit): ${list(pull?.not_independent ?? [])}`,
    ];
    if (pull !== undefined && pull.approved_earlier_commit.length > 0)
        lines.push(`${indent}- Approved an earlier commit only: ${list(pull.approved_earlier_commit)}`);
    const mergedBy = pull?.merged_by ?? null;
    lines.push(`${indent}- Author: ${pull === undefined ? "n/a" : (0,escape_markdown/* escapeMarkdown */.F)(pull.author)}; merged by: ${mergedBy === null ? "n/a" : (0,escape_markdown/* escapeMarkdown */.F)(mergedBy)}`);
    return lines;
}
function changeSection(change) {
    const pulls = change.pull_requests;
    const [only] = pulls;
    const title = only === undefined
        ? `commit ${(0,escape_markdown/* markdownCodeSpan */.B)((0,wording/* shortSha */.Fu)(change.merge_sha))}, no pull request`
        : pulls.length === 1
            ? `pull request #${only.number} ${(0,escape_markdown/* escapeMarkdown */.F)(only.title)}`
            : `pull requests ${pulls.map((pull) => `#${pull.number}`).join(", ")}, merged together`;
    const lines = [`#### ${readableTime(change.recorded_at)}: ${change.outcome}, ${title}`, ""];
    if (pulls.length <= 1)
        lines.push(...approvalLines(only, ""));
    else {
        for (const pull of pulls) {
            lines.push(`- #${pull.number} ${(0,escape_markdown/* escapeMarkdown */.F)(pull.title)}:`, ...approvalLines(pull, "  "));
        }
    }
    lines.push(`- Reviewed plan is the executed plan: ${reviewedWord(change)}`);
    if (change.reason !== null)
        lines.push(`- Why: ${(0,escape_markdown/* escapeMarkdown */.F)(change.reason)}`);
    lines.push(`- Record: ${(0,escape_markdown/* markdownCodeSpan */.B)(change.file)}`, "");
    if (change.operations.length > 0) {
        lines.push("| # | Action | Asset | Asset id | Result |", "| --- | --- | --- | --- | --- |");
        change.operations.forEach((operation, index) => {
            const result = operation.error === null
                ? operation.result
                : `${operation.result}: ${(0,escape_markdown/* escapeMarkdown */.F)(operation.error)}`;
            lines.push(`| ${index + 1} | ${operation.action} | ${(0,escape_markdown/* escapeMarkdown */.F)(operation.name)} | ${operation.asset_id === null ? "" : (0,escape_markdown/* markdownCodeSpan */.B)(operation.asset_id)} | ${result} |`);
        });
        lines.push("");
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/render/evidence-csv.ts

const COLUMNS = [
    "row",
    "workspace",
    "time",
    "until",
    "outcome",
    "pull_request",
    "approved_by",
    "not_independent",
    "reviewed_is_executed",
    "asset",
    "asset_id",
    "detail",
    "file",
];
function cell(value) {
    if (value === undefined)
        return "";
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text))
        text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
function renderEvidenceCsv(report) {
    const rows = [];
    for (const workspace of report.workspaces) {
        const base = { workspace: workspace.workspace };
        for (const change of workspace.changes) {
            rows.push({
                ...base,
                row: "change",
                time: change.recorded_at,
                outcome: change.outcome,
                // Several pull requests (merged together): their links, and their logins in the same
                // order, one group per pull request separated by "; ".
                pull_request: change.pull_requests.map((pull) => pull.url).join(" "),
                approved_by: change.pull_requests.map((pull) => pull.approved_by.join(" ")).join("; "),
                not_independent: change.pull_requests
                    .map((pull) => pull.not_independent.join(" "))
                    .join("; "),
                reviewed_is_executed: reviewedWord(change),
                detail: change.reason ?? "",
                file: change.file,
            });
            for (const operation of change.operations) {
                rows.push({
                    ...base,
                    row: "operation",
                    time: change.recorded_at,
                    outcome: operation.result,
                    asset: `${operation.action} ${operation.name}`,
                    asset_id: operation.asset_id ?? "",
                    detail: operation.error ?? "",
                    file: change.file,
                });
            }
        }
        for (const run of workspace.monitoring) {
            rows.push({
                ...base,
                row: "monitoring",
                time: run.recorded_at,
                outcome: run.in_sync ? "in-sync" : "drift",
                detail: `${run.differences} difference(s); live ${run.live_fingerprint}`,
                file: run.file,
            });
        }
        for (const gap of workspace.gaps_over_limit) {
            rows.push({
                ...base,
                row: "gap-over-limit",
                time: gap.from,
                until: gap.to,
                detail: `${gap.days} days without monitoring (limit ${report.limit_days})`,
            });
        }
        for (const episode of workspace.drift_episodes) {
            rows.push({
                ...base,
                row: "drift-episode",
                time: episode.first_seen,
                until: episode.resolved_at ?? "",
                outcome: episode.resolved_at === null ? "unresolved" : "resolved",
                pull_request: (episode.resolved_by?.pull_requests ?? []).map(({ url }) => url).join(" "),
                detail: `up to ${episode.max_differences} asset(s); last seen ${episode.last_seen}`,
            });
        }
    }
    const lines = [
        COLUMNS.join(","),
        ...rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(",")),
    ];
    return `${lines.join("\r\n")}\r\n`;
}

;// CONCATENATED MODULE: ./src/render/evidence-html.ts


const HTML_ESCAPES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
};
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}
const STYLE = `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; margin: 2rem auto; max-width: 64rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
h2 { font-size: 1.25rem; border-bottom: 2px solid #d0d7de; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; margin-top: 1.4rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { border: 1px solid #d0d7de; padding: .25rem .45rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
.ok { color: #1a7f37; font-weight: 600; }
.bad { color: #cf222e; font-weight: 600; }
.meta { color: #57606a; }
.chart { width: 100%; height: auto; border: 1px solid #d0d7de; background: #fff; }
@media print {
  body { margin: 0; max-width: none; font-size: 10.5pt; }
  h2 { break-before: page; }
  h2:first-of-type { break-before: auto; }
  table, .chart, li { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
@page { margin: 15mm; }
`;
function renderEvidenceHtml(report) {
    const body = [
        `<h1>Evidence report</h1>`,
        `<p class="meta">Period ${escapeHtml(periodLine(report))}. Generated ${escapeHtml(readableTime(report.generated_at))}. Monitoring limit: ${report.limit_days} calendar days (CIP-010 R2.1).</p>`,
        evidence_html_integrity(report),
        ...report.workspaces.map((workspace) => evidence_html_workspaceSection(workspace, report)),
    ].join("\n");
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Evidence report ${escapeHtml(periodLine(report))}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
function evidence_html_integrity(report) {
    const { records, breaks } = report.ledger;
    if (breaks.length === 0)
        return `<p><span class="ok">Ledger intact:</span> ${records} record(s); every chain verifies (sequence and SHA-256 of the previous record).</p>`;
    const items = breaks.map((found) => `<li>${escapeHtml(found.message)}</li>`).join("");
    return `<p><span class="bad">Ledger broken:</span> ${breaks.length} break(s); this report shows what could be read.</p><ul>${items}</ul>`;
}
function evidence_html_workspaceSection(workspace, report) {
    const limit = report.limit_days;
    const longest = workspace.longest_gap;
    const runs = workspace.monitoring
        .map((run) => `<tr><td>${escapeHtml(readableTime(run.recorded_at))}</td><td>${run.in_sync ? '<span class="ok">in sync</span>' : '<span class="bad">drift</span>'}</td><td>${run.differences}</td><td><code>${escapeHtml(run.live_fingerprint.slice(0, 19))}</code></td></tr>`)
        .join("\n");
    const episodes = workspace.drift_episodes
        .map((episode) => `<li>First seen ${escapeHtml(readableTime(episode.first_seen))}, last seen ${escapeHtml(readableTime(episode.last_seen))}, up to ${episode.max_differences} asset(s): ${escapeHtml(episodeResolution(episode))}.</li>`)
        .join("");
    return [
        `<h2>Workspace <code>${escapeHtml(workspace.workspace)}</code></h2>`,
        timeline(workspace, report),
        `<h3>Monitoring runs (${workspace.monitoring.length})</h3>`,
        `<p>Longest gap: ${longest === null ? "none" : escapeHtml(gapLine(longest, limit))}.</p>`,
        workspace.gaps_over_limit.length === 0
            ? `<p class="ok">No gap over ${limit} days.</p>`
            : `<p class="bad">Gaps over ${limit} days:</p><ul>${workspace.gaps_over_limit.map((gap) => `<li>${escapeHtml(gapLine(gap, limit))}</li>`).join("")}</ul>`,
        runs === ""
            ? ""
            : `<table><thead><tr><th>When</th><th>Result</th><th>Differences</th><th>Live state</th></tr></thead><tbody>\n${runs}\n</tbody></table>`,
        `<h3>Drift episodes (${workspace.drift_episodes.length})</h3>`,
        episodes === "" ? "<p>No drift in the period.</p>" : `<ul>${episodes}</ul>`,
        `<h3>Changes (${workspace.changes.length})</h3>`,
        workspace.changes.length === 0 ? "<p>No change in the period.</p>" : "",
        ...workspace.changes.map(evidence_html_changeSection),
    ].join("\n");
}
const evidence_html_logins = (list) => (list.length === 0 ? "none" : escapeHtml(list.join(", ")));
const pullRequestLink = (pull) => `<a href="${escapeHtml(pull.url)}">#${pull.number}</a>`;
/** Who approved a pull request, and who wrote and merged it, as list items. */
function approvalItems(pull) {
    return [
        `<li>Approved by (independent): ${evidence_html_logins(pull?.approved_by ?? [])}</li>`,
        `<li>Not independent (authored or committed a commit): ${evidence_html_logins(pull?.not_independent ?? [])}</li>`,
        pull !== undefined && pull.approved_earlier_commit.length > 0
            ? `<li>Approved an earlier commit only: ${evidence_html_logins(pull.approved_earlier_commit)}</li>`
            : "",
        `<li>Author: ${escapeHtml(pull?.author ?? "n/a")}; merged by: ${escapeHtml(pull?.merged_by ?? "n/a")}</li>`,
    ].join("\n");
}
function evidence_html_changeSection(change) {
    const pulls = change.pull_requests;
    const [only] = pulls;
    const title = only === undefined
        ? `commit <code>${escapeHtml((0,wording/* shortSha */.Fu)(change.merge_sha))}</code>, no pull request`
        : pulls.length === 1
            ? `pull request ${pullRequestLink(only)} ${escapeHtml(only.title)}`
            : `pull requests ${pulls.map(pullRequestLink).join(", ")}, merged together`;
    const approvals = pulls.length <= 1
        ? approvalItems(only)
        : pulls
            .map((pull) => `<li>${pullRequestLink(pull)} ${escapeHtml(pull.title)}<ul>\n${approvalItems(pull)}\n</ul></li>`)
            .join("\n");
    const reviewed = reviewedWord(change);
    const operations = change.operations
        .map((operation, index) => `<tr><td>${index + 1}</td><td>${operation.action}</td><td>${escapeHtml(operation.name)}</td><td><code>${escapeHtml(operation.asset_id ?? "")}</code></td><td>${escapeHtml(operation.error === null ? operation.result : `${operation.result}: ${operation.error}`)}</td></tr>`)
        .join("\n");
    return [
        `<h4>${escapeHtml(readableTime(change.recorded_at))}: ${escapeHtml(change.outcome)}, ${title}</h4>`,
        "<ul>",
        approvals,
        `<li>Reviewed plan is the executed plan: <span class="${reviewed === "NO" ? "bad" : "ok"}">${reviewed}</span></li>`,
        change.reason === null ? "" : `<li>Why: ${escapeHtml(change.reason)}</li>`,
        `<li>Record: <code>${escapeHtml(change.file)}</code></li>`,
        "</ul>",
        operations === ""
            ? ""
            : `<table><thead><tr><th>#</th><th>Action</th><th>Asset</th><th>Asset id</th><th>Result</th></tr></thead><tbody>\n${operations}\n</tbody></table>`,
    ].join("\n");
}
const CHART = { width: 960, height: 110, left: 20, right: 20, runsY: 45, changesY: 80 };
/** Monitoring runs (circles: green in sync, red drift) and changes (diamonds) over the period. */
function timeline(workspace, report) {
    const start = Date.parse(report.period.from);
    const end = Date.parse(report.period.to);
    const span = CHART.width - CHART.left - CHART.right;
    const x = (iso) => (CHART.left +
        ((Math.min(Math.max(Date.parse(iso), start), end) - start) / (end - start)) * span).toFixed(1);
    const gaps = workspace.gaps_over_limit
        .map((gap) => `<rect x="${x(gap.from)}" y="20" width="${(Number(x(gap.to)) - Number(x(gap.from))).toFixed(1)}" height="70" fill="#ffebe9" stroke="#cf222e" stroke-dasharray="4 3"><title>${escapeHtml(gapLine(gap, report.limit_days))}</title></rect>`)
        .join("");
    const runs = workspace.monitoring
        .map((run) => `<circle cx="${x(run.recorded_at)}" cy="${CHART.runsY}" r="5" fill="${run.in_sync ? "#1a7f37" : "#cf222e"}"><title>${escapeHtml(`${readableTime(run.recorded_at)}: ${run.in_sync ? "in sync" : `drift, ${run.differences} asset(s)`}`)}</title></circle>`)
        .join("");
    const changes = workspace.changes
        .map((change) => {
        const cx = Number(x(change.recorded_at));
        const y = CHART.changesY;
        return `<path d="M${cx} ${y - 6}L${cx + 6} ${y}L${cx} ${y + 6}L${cx - 6} ${y}Z" fill="#0969da"><title>${escapeHtml(`${readableTime(change.recorded_at)}: ${change.outcome}`)}</title></path>`;
    })
        .join("");
    const label = (text, anchor, at) => `<text x="${at}" y="105" font-size="11" text-anchor="${anchor}" fill="#57606a">${escapeHtml(text)}</text>`;
    return `<svg class="chart" role="img" viewBox="0 0 ${CHART.width} ${CHART.height}" xmlns="http://www.w3.org/2000/svg"><title>Monitoring runs and changes of ${escapeHtml(workspace.workspace)}; shaded: gaps over ${report.limit_days} days</title>
<line x1="${CHART.left}" y1="${CHART.runsY}" x2="${CHART.width - CHART.right}" y2="${CHART.runsY}" stroke="#d0d7de"/>
<line x1="${CHART.left}" y1="${CHART.changesY}" x2="${CHART.width - CHART.right}" y2="${CHART.changesY}" stroke="#d0d7de"/>
<text x="${CHART.left}" y="14" font-size="11" fill="#57606a">monitoring runs (green in sync, red drift) and, below, changes</text>
${gaps}${runs}${changes}
${label(report.period.from.slice(0, 10), "start", CHART.left)}${label(new Date(end - 1).toISOString().slice(0, 10), "end", CHART.width - CHART.right)}
</svg>`;
}

// EXTERNAL MODULE: ./src/cli/command-support.ts
var command_support = __webpack_require__(2501);
// EXTERNAL MODULE: ./src/cli/flag-files.ts + 1 modules
var flag_files = __webpack_require__(7294);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/evidence-command.ts
// `cip-sync evidence verify` and `cip-sync evidence report`: the audit pack, read from a checkout
// of the evidence branch. Their flags are checked in settings.ts.











async function verifyEvidence(settings, io) {
    const files = await readLedgerDirectory((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    const verified = verifyLedger(files);
    if (verified.breaks.length > 0) {
        io.stderr(`The evidence ledger in ${settings.dir} is broken (${verified.breaks.length} break(s)):\n${verified.breaks.map((found) => `  ${found.file}: ${found.message}\n`).join("")}`);
        return cli_io/* EXIT_ERROR */.SI;
    }
    io.stdout(`Verified ${verified.records.length} record(s) in ${verified.workspaces.length} workspace(s) (${verified.workspaces.join(", ") || "none"}): every record matches the schema and every chain is intact.\n`);
    return cli_io/* EXIT_OK */.Ij;
}
async function reportEvidence(settings, io) {
    const files = await readLedgerDirectory((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    const now = new Date(io.now?.() ?? Date.now());
    const report = buildEvidenceReport(files, { from: settings.from, to: settings.to }, now);
    const render = {
        markdown: renderEvidenceMarkdown,
        csv: renderEvidenceCsv,
        html: renderEvidenceHtml,
        json: json/* renderJson */.h,
    }[settings.format];
    const content = render(report);
    if (settings.out === undefined)
        io.stdout(content);
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

/***/ 6180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ms: () => (/* binding */ driftFindings),
/* harmony export */   Tb: () => (/* binding */ pullRequestsOf),
/* harmony export */   Z_: () => (/* binding */ EVIDENCE_FORMAT_VERSION),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   i0: () => (/* binding */ workspaceOfPath),
/* harmony export */   lX: () => (/* binding */ recordPath),
/* harmony export */   r0: () => (/* binding */ CHANGE_OUTCOMES),
/* harmony export */   v7: () => (/* binding */ RECORDS_DIR)
/* harmony export */ });
/* unused harmony exports EVIDENCE_KINDS, serializeRecord, sealRecord, fileStamp, liveFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _plan_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9399);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
// Evidence records: the entries of the evidence ledger, one JSON file each, kept for CIP audits.
// A `change` record documents an apply attempt (CIP-010 R1), a `monitoring` record a drift check
// (R2). Records are chained per workspace: each names its `sequence` and the SHA-256 of the exact
// bytes of the workspace's previous record, so a removed, edited or reordered record shows.
// Pure: building, serialising and naming records; the chain check is in evidence-chain.ts.



const EVIDENCE_FORMAT_VERSION = 1;
const EVIDENCE_KINDS = (/* unused pure expression or super */ null && (["change", "monitoring"]));
const CHANGE_OUTCOMES = [
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
    "plan-changed",
    "unsafe",
    "no-reviewed-plan",
    "not-approved",
    "invalid",
];
/** The pull requests a change record names: the one merged, each of a batch, or none. */
function pullRequestsOf(change) {
    return change.pull_request === null ? (change.pull_requests ?? []) : [change.pull_request];
}
function sha256Hex(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex");
}
/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
function serializeRecord(record) {
    return `${JSON.stringify(canonical(record), null, 2)}\n`;
}
/**
 * The record placed after `head` (the workspace's last record; undefined for its first), recorded
 * at `now` or, when a clock runs behind the previous writer's, one millisecond after it: file names
 * then sort in chain order.
 */
function sealRecord(draft, head, now) {
    const previousAt = head === undefined ? Number.NEGATIVE_INFINITY : Date.parse(head.record.recorded_at);
    const recordedAt = new Date(Math.max(now.getTime(), previousAt + 1)).toISOString();
    const record = {
        ...draft,
        sequence: head === undefined ? 1 : head.record.sequence + 1,
        previous_sha256: head === undefined ? null : sha256Hex(head.bytes),
        recorded_at: recordedAt,
    };
    return { record, text: serializeRecord(record), path: recordPath(record) };
}
const RECORDS_DIR = "records";
/** `20261123T150022.123Z`: sorts like the time, and is a valid file name everywhere. */
function fileStamp(iso) {
    return iso.replace(/[-:]/g, "");
}
/** `records/<workspace>/<YYYY>/<MM>/<UTC timestamp>-<kind>-<run id>-<attempt>.json`. */
function recordPath(record) {
    const [year, month] = record.recorded_at.split("-");
    return `${RECORDS_DIR}/${record.workspace}/${year}/${month}/${fileStamp(record.recorded_at)}-${record.kind}-${record.run.run_id}-${record.run.run_attempt}.json`;
}
/** The workspace a ledger path belongs to, or undefined for a file outside records/. */
function workspaceOfPath(path) {
    const parts = path.split("/");
    return parts.length === 5 && parts[0] === RECORDS_DIR ? parts[1] : undefined;
}
/** "sha256:<hex>" of the live inventory, independent of the order the service listed it in. */
function liveFingerprint(live) {
    const byId = (items) => [...items].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
    const state = {
        facilities: byId(live.facilities),
        control_centers: byId(live.controlCenters),
        cyber_systems: byId(live.cyberSystems),
        cyber_assets: byId(live.cyberAssets),
    };
    return `sha256:${sha256Hex(JSON.stringify((0,_plan_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonical */ .$)(state)))}`;
}
/**
 * What a drift check found: each asset on which the files and the service disagree, once (the two
 * halves of a rename cycle are one difference), with both sides in full.
 */
function driftFindings(plan, live) {
    const systemNames = new Map(live.cyberSystems.map((system) => [system.id, system.name]));
    const liveAssets = new Map(live.cyberAssets.map((asset) => [asset.id, asset]));
    const liveState = (id) => {
        const asset = liveAssets.get(id);
        if (asset === undefined)
            return null;
        const system = systemNames.get(asset.cyber_system_id) ?? asset.cyber_system_id;
        return { name: asset.name, cyber_system: system, asset_type: asset.asset_type };
    };
    const differences = [];
    const updated = new Map();
    for (const operation of plan.operations) {
        if (operation.action === "create") {
            const declared = {
                name: operation.name,
                cyber_system: operation.cyber_system.name,
                asset_type: operation.asset_type,
            };
            differences.push({ action: "create", asset_id: null, declared, live: null });
        }
        else if (operation.action === "delete") {
            const before = liveState(operation.asset_id);
            differences.push({
                action: "delete",
                asset_id: operation.asset_id,
                declared: null,
                live: before,
            });
        }
        else {
            let difference = updated.get(operation.asset_id);
            if (difference === undefined) {
                const before = liveState(operation.asset_id);
                // The planner updates only assets it read from the service.
                if (before === null)
                    throw new Error(`update of ${operation.asset_id}, which is not live`);
                difference = {
                    action: "update",
                    asset_id: operation.asset_id,
                    declared: before,
                    live: before,
                };
                updated.set(operation.asset_id, difference);
                differences.push(difference);
            }
            const { changes } = operation;
            const current = difference.declared;
            difference.declared = {
                name: changes.name?.to ?? current.name,
                cyber_system: changes.cyber_system?.to.name ?? current.cyber_system,
                asset_type: changes.asset_type?.to ?? current.asset_type,
            };
        }
    }
    const managed = new Set(plan.managed_systems.map((system) => system.id));
    return {
        in_sync: plan.operations.length === 0,
        plan_fingerprint: plan.fingerprint,
        systems: plan.managed_systems.map(({ id, name }) => ({ id, name })),
        live_counts: {
            cyber_systems: live.cyberSystems.length,
            cyber_assets: live.cyberAssets.length,
            managed_assets: live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id)).length,
        },
        live_fingerprint: liveFingerprint(live),
        differences,
    };
}


/***/ })

};
