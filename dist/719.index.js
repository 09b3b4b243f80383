export const id = 719;
export const ids = [719];
export const modules = {

/***/ 719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkDrift: () => (/* binding */ checkDrift)
});

// EXTERNAL MODULE: ./src/core/evidence/evidence-record.ts
var evidence_record = __webpack_require__(6180);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/engine/engine.ts + 14 modules
var engine = __webpack_require__(8515);
// EXTERNAL MODULE: ./src/render/drift.ts
var drift = __webpack_require__(3047);
// EXTERNAL MODULE: ./src/action/evidence.ts + 2 modules
var action_evidence = __webpack_require__(2207);
// EXTERNAL MODULE: ./src/action/failure.ts
var failure = __webpack_require__(9280);
// EXTERNAL MODULE: ./src/action/messages.ts
var messages = __webpack_require__(644);
// EXTERNAL MODULE: ./src/action/notify.ts + 1 modules
var notify = __webpack_require__(7044);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/review/policy/parse-policy.ts + 2 modules
var parse_policy = __webpack_require__(766);
// EXTERNAL MODULE: ./src/io/optional-file.ts
var optional_file = __webpack_require__(9417);
// EXTERNAL MODULE: ./src/core/evidence/review-record.ts
var review_record = __webpack_require__(5203);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/obligations/obligations.ts



const OBLIGATION_KINDS = (/* unused pure expression or super */ null && ([
    "CIP-002 R2",
    "CIP-010 R1.3",
    "CIP-010 R1.4",
    "CIP-010 R2.1",
]));
const OBLIGATION_STATUSES = [
    "overdue",
    "closed-late",
    "due-soon",
    "open",
    "reminder",
    "closed",
];
const REQUIREMENTS = {
    "CIP-002 R2": "review the identifications and have the CIP Senior Manager or delegate approve them at least once every 15 calendar months",
    "CIP-010 R1.3": "update the baseline documentation within 30 calendar days of the completion of the change",
    "CIP-010 R1.4": "verify that the CIP-005 and CIP-007 controls the change could affect are not adversely affected, and document the results",
    "CIP-010 R2.1": "monitor for changes to the baseline configuration at least once every 35 calendar days",
};
/**
 * The obligations of `records` as of `asOf`: an instant, or a date (YYYY-MM-DD) in the calendar's
 * time zone (an audit's "as of 31 December").
 */
function computeObligations(records, asOf, calendar) {
    const today = typeof asOf === "string" ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
    const byWorkspace = new Map();
    for (const entry of records) {
        const list = byWorkspace.get(entry.record.workspace) ?? [];
        list.push(entry);
        byWorkspace.set(entry.record.workspace, list);
    }
    const context = { calendar, today };
    const obligations = [...byWorkspace.values()].flatMap((list) => {
        const chain = [...list].sort((a, b) => a.record.sequence - b.record.sequence);
        return [
            ...changeObligations(chain, context),
            ...monitoringObligations(chain, context),
            ...reviewObligations(chain, context),
        ];
    });
    return obligations.sort(compareObligations);
}
const refOf = ({ record, sha256 }) => ({
    workspace: record.workspace,
    sequence: record.sequence,
    sha256,
    recorded_at: record.recorded_at,
});
/** The status of an obligation due on `due` that `closer` closed, or nothing has yet. */
function statusOf(due, closer, context) {
    if (closer !== undefined) {
        return (0,shared_calendar/* dateIn */.m7)(closer.record.recorded_at, context.calendar.timeZone) <= due
            ? "closed"
            : "closed-late";
    }
    if (context.today > due)
        return "overdue";
    return context.today >= (0,shared_calendar/* addDays */.fi)(due, -context.calendar.dueSoonDays) ? "due-soon" : "open";
}
/**
 * Each baseline a change record declares, by "system id/asset name"; undefined when it declares
 * none (a record written before baselines were recorded says nothing about them either).
 */
function baselinesOf(record) {
    if (record.kind !== "change" || record.change.baselines === undefined)
        return undefined;
    return new Map(record.change.baselines.map((baseline) => [
        `${baseline.cyber_system_id}/${baseline.asset}`,
        baseline.digest,
    ]));
}
/** Where each asset's baseline is declared along the chain: by key, in chain order. */
function declarations(chain) {
    const declared = new Map();
    chain.forEach(({ record }, index) => {
        for (const [key, digest] of baselinesOf(record) ?? []) {
            const list = declared.get(key) ?? [];
            list.push({ index, digest });
            declared.set(key, list);
        }
    });
    return declared;
}
/** The changes of a record that deviate from a baseline (R1.3): creates, moves and retypes. */
function deviatingOperations(record) {
    if (record.kind !== "change" || record.change.change_record === null)
        return [];
    return record.change.change_record.operations.filter((operation) => {
        const impact = operation.cyber_system.impact;
        if (operation.result !== "succeeded" || (impact !== "high" && impact !== "medium"))
            return false;
        const changes = operation.changes ?? {};
        return (operation.action === "create" ||
            (operation.action === "update" &&
                (changes.cyber_system !== undefined || changes.asset_type !== undefined)));
    });
}
function changeObligations(chain, context) {
    const obligations = [];
    const declared = declarations(chain);
    const rule = (0,shared_calendar/* calendarRule */.Zi)(context.calendar);
    chain.forEach((entry, index) => {
        const { record } = entry;
        for (const operation of deviatingOperations(record)) {
            const key = `${operation.cyber_system.id}/${operation.name}`;
            const history = declared.get(key) ?? [];
            // The baseline as declared before this record, and the first declaration from it on that differs.
            const before = history.findLast((declaration) => declaration.index < index)?.digest;
            const closing = history.find((declaration) => declaration.index >= index && declaration.digest !== before);
            const closer = closing === undefined ? undefined : chain[closing.index];
            const subject = {
                cyber_system_id: operation.cyber_system.id,
                cyber_system: operation.cyber_system.name,
                asset: operation.name,
            };
            const due = (0,shared_calendar/* addDays */.fi)((0,shared_calendar/* dateIn */.m7)(record.recorded_at, context.calendar.timeZone), 30);
            obligations.push({
                kind: "CIP-010 R1.3",
                requirement: REQUIREMENTS["CIP-010 R1.3"],
                workspace: record.workspace,
                subject,
                opened_by: refOf(entry),
                due,
                status: statusOf(due, closer, context),
                ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
                calendar: rule,
            }, {
                kind: "CIP-010 R1.4",
                requirement: REQUIREMENTS["CIP-010 R1.4"],
                workspace: record.workspace,
                subject,
                opened_by: refOf(entry),
                due: null,
                status: "reminder",
                calendar: rule,
            });
        }
    });
    return obligations;
}
/** Every High impact system the chain knows, by id, with the record that first showed it. */
function highSystems(chain) {
    const systems = new Map();
    const see = (id, name, impact, entry) => {
        if (impact === "high" && !systems.has(id))
            systems.set(id, { name, first: entry });
    };
    for (const entry of chain) {
        const { record } = entry;
        if (record.kind === "monitoring") {
            for (const system of record.monitoring.systems)
                see(system.id, system.name, system.impact, entry);
        }
        else {
            for (const operation of record.change.change_record?.operations ?? []) {
                see(operation.cyber_system.id, operation.cyber_system.name, operation.cyber_system.impact, entry);
            }
        }
    }
    return systems;
}
function monitoringObligations(chain, context) {
    const obligations = [];
    for (const [id, { name, first }] of highSystems(chain)) {
        const checks = chain.filter(({ record }) => record.kind === "monitoring" &&
            record.monitoring.systems.some((system) => system.id === id));
        // The first interval runs from the record that first showed the system as High.
        const openers = [
            first,
            ...checks.filter((check) => check.record.sequence > first.record.sequence),
        ];
        openers.forEach((opener, index) => {
            const due = (0,shared_calendar/* addDays */.fi)((0,shared_calendar/* dateIn */.m7)(opener.record.recorded_at, context.calendar.timeZone), 35);
            const closer = openers[index + 1];
            obligations.push({
                kind: "CIP-010 R2.1",
                requirement: REQUIREMENTS["CIP-010 R2.1"],
                workspace: opener.record.workspace,
                subject: { cyber_system_id: id, cyber_system: name },
                opened_by: refOf(opener),
                due,
                status: statusOf(due, closer, context),
                ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
                calendar: (0,shared_calendar/* calendarRule */.Zi)(context.calendar),
            });
        });
    }
    return obligations;
}
const PASSED_THE_GATE = new Set([
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
]);
/** A CIP-002 R2 review a merge recorded, approved as the policy asks, of what it merged. */
function isApprovedReview({ record }) {
    if (record.kind !== "change")
        return false;
    const { outcome, review, policy } = record.change;
    // A refused merge's approvals did not count; one the gate let through merged what was reviewed,
    // whatever its apply then did (a review alone applies nothing).
    if (!PASSED_THE_GATE.has(outcome))
        return false;
    if (review?.matches !== true || policy === undefined)
        return false;
    const rule = policy.rules.find((candidate) => candidate.id === review_record/* REVIEW_RULE_ID */.S);
    return (rule !== undefined &&
        rule.result === "met" &&
        rule.requirements.every((requirement) => requirement.satisfied_by.length >= requirement.approvals));
}
function reviewObligations(chain, context) {
    const [first] = chain;
    if (first === undefined)
        return [];
    const reviews = chain.filter((entry) => entry !== first && isApprovedReview(entry));
    const openers = [first, ...reviews];
    return openers.map((opener, index) => {
        const { timeZone, monthEnd } = context.calendar;
        const due = (0,shared_calendar/* addMonths */.PS)((0,shared_calendar/* dateIn */.m7)(opener.record.recorded_at, timeZone), 15, monthEnd);
        const closer = openers[index + 1];
        return {
            kind: "CIP-002 R2",
            requirement: REQUIREMENTS["CIP-002 R2"],
            workspace: opener.record.workspace,
            subject: {},
            opened_by: refOf(opener),
            due,
            status: statusOf(due, closer, context),
            ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
            calendar: (0,shared_calendar/* calendarRule */.Zi)(context.calendar),
        };
    });
}
/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
function obligations_subjectText(o) {
    const { cyber_system: system, cyber_system_id: id, asset } = o.subject;
    if (system === undefined)
        return `the identifications of workspace ${o.workspace}`;
    const named = `${system} (${id ?? ""})`;
    return asset === undefined ? named : `${asset} in ${named}`;
}
/** Exceptions first (overdue, closed late), then by due date, workspace, kind and subject. */
function compareObligations(a, b) {
    return (OBLIGATION_STATUSES.indexOf(a.status) - OBLIGATION_STATUSES.indexOf(b.status) ||
        (0,names/* compareCodePoints */.OP)(a.due ?? "9999", b.due ?? "9999") ||
        (0,names/* compareCodePoints */.OP)(a.workspace, b.workspace) ||
        (0,names/* compareCodePoints */.OP)(a.kind, b.kind) ||
        (0,names/* compareCodePoints */.OP)(a.subject.cyber_system_id ?? "", b.subject.cyber_system_id ?? "") ||
        (0,names/* compareCodePoints */.OP)(a.subject.asset ?? "", b.subject.asset ?? "") ||
        a.opened_by.sequence - b.opened_by.sequence);
}
/** The obligations that are in `status` now and were not as of `before`: each a new state. */
function newlyIn(status, now, before) {
    const key = (o) => `${o.kind}|${o.workspace}|${o.opened_by.sequence}|${o.subject.cyber_system_id ?? ""}|${o.subject.asset ?? ""}`;
    const earlier = new Set(before.filter((o) => o.status === status).map(key));
    return now.filter((o) => o.status === status && !earlier.has(key(o)));
}

// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
;// CONCATENATED MODULE: ./src/render/escape-html.ts
// Escaping of untrusted text (names, titles, logins, messages from the ledger) for HTML text and
// attribute values: the five characters that could end an element or an attribute.

const HTML_ESCAPES = new Map([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&#39;"],
]);
function escape_html_escapeHtml(text) {
    return text.replace(/[&<>"']/g, (character) => getOrThrow(HTML_ESCAPES, character, "HTML_ESCAPES"));
}

// EXTERNAL MODULE: ./src/render/escape-markdown.ts
var escape_markdown = __webpack_require__(5239);
// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
// EXTERNAL MODULE: ./src/core/shared/reveal.ts
var reveal = __webpack_require__(5584);
;// CONCATENATED MODULE: ./src/render/obligations.ts







const COLUMNS = (/* unused pure expression or super */ null && ([
    "status",
    "kind",
    "workspace",
    "cyber_system_id",
    "cyber_system",
    "asset",
    "due",
    "opened_by_sequence",
    "opened_by_sha256",
    "opened_at",
    "closed_by_sequence",
    "closed_by_sha256",
    "closed_at",
    "requirement",
]));
function cells(o) {
    return {
        status: o.status,
        kind: o.kind,
        workspace: o.workspace,
        cyber_system_id: o.subject.cyber_system_id,
        cyber_system: o.subject.cyber_system,
        asset: o.subject.asset,
        due: o.due ?? undefined,
        opened_by_sequence: o.opened_by.sequence,
        opened_by_sha256: o.opened_by.sha256,
        opened_at: o.opened_by.recorded_at,
        closed_by_sequence: o.closed_by?.sequence,
        closed_by_sha256: o.closed_by?.sha256,
        closed_at: o.closed_by?.recorded_at,
        requirement: o.requirement,
    };
}
function renderObligationsCsv(report) {
    const rows = report.obligations.map((o) => {
        const row = cells(o);
        return COLUMNS.map((column) => csvCell(row[column])).join(",");
    });
    return `${[COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}
function renderObligationsJson(report) {
    return renderJson(report);
}
/** One line of counts: "2 overdue, 1 closed late, 3 open" (the statuses present). */
function obligationCounts(obligations) {
    const counts = new Map();
    for (const o of obligations)
        counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
    const parts = [...counts].map(([status, count]) => `${count} ${status.replace("-", " ")}`);
    return parts.length === 0 ? "none" : parts.join(", ");
}
function recordText(ref) {
    return `#${ref.sequence} ${ref.recorded_at} sha256:${ref.sha256.slice(0, 12)}`;
}
function renderObligationsText(report) {
    const lines = [
        `Obligations as of ${report.at} (${report.calendar}): ${countOf(report.obligations.length, "obligation")}, ${obligationCounts(report.obligations)}.`,
    ];
    for (const o of report.obligations) {
        const due = o.due === null ? "no due date" : `due ${o.due}`;
        const closed = o.closed_by === undefined ? "" : `, closed by ${recordText(o.closed_by)}`;
        lines.push(`  ${o.status.padEnd(11)} ${o.kind.padEnd(12)}  ${revealHiddenCharacters(subjectText(o))} [${revealHiddenCharacters(o.workspace)}]: ${due}; opened by ${recordText(o.opened_by)}${closed}`);
    }
    return `${lines.join("\n")}\n`;
}
function renderObligationsMarkdown(report) {
    const header = [
        `## CIP obligations as of ${report.at}`,
        "",
        `${(0,wording/* countOf */.pq)(report.obligations.length, "obligation")}: ${obligationCounts(report.obligations)}. Dates count ${(0,escape_markdown/* escapeMarkdown */.FV)(report.calendar)}.`,
        "",
    ];
    if (report.obligations.length === 0)
        return `${header.join("\n")}\n`;
    const rows = report.obligations.map((o) => `| ${o.status} | ${o.kind} | ${(0,escape_markdown/* markdownCodeSpan */.Bk)(o.workspace)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(obligations_subjectText(o))} | ${o.due ?? ""} | ${o.opened_by.sequence} | ${o.closed_by?.sequence ?? ""} |`);
    return `${[...header, "| Status | Requirement | Workspace | Subject | Due | Opened by record | Closed by record |", "|---|---|---|---|---|---:|---:|", ...rows].join("\n")}\n`;
}
/** The audit report's obligations in HTML: exceptions first, each with the records that opened and closed it. */
function obligationsHtml(report, limit) {
    if (report === undefined)
        return "";
    const head = `<h2 id="obligations">CIP obligations as of ${escapeHtml(report.at)} (${report.obligations.length})</h2>\n<p class="note">Dates count ${escapeHtml(report.calendar)}. <code>cip-sync obligations</code> lists every one.</p>`;
    if (report.obligations.length === 0)
        return `${head}\n<p>No obligation: no change to a High or Medium system and no High system in the ledger.</p>`;
    const shown = report.obligations.slice(0, limit);
    const record = (ref) => ref === undefined ? "" : `#${ref.sequence} <code>${ref.sha256.slice(0, 12)}</code>`;
    const rows = shown.map((o) => {
        const bad = o.status === "overdue" || o.status === "closed-late";
        return `<tr><td${bad ? ' class="bad"' : ""}>${o.status}</td><td>${o.kind}</td><td><code>${escapeHtml(o.workspace)}</code></td><td>${escapeHtml(subjectText(o))}</td><td>${o.due ?? ""}</td><td>${record(o.opened_by)}</td><td>${record(o.closed_by)}</td></tr>`;
    });
    const more = report.obligations.length - shown.length;
    return [
        head,
        "<table><thead><tr><th>Status</th><th>Requirement</th><th>Workspace</th><th>Subject</th><th>Due</th><th>Opened by</th><th>Closed by</th></tr></thead><tbody>",
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more are listed by <code>cip-sync obligations</code>.</p>`
            : "",
    ].join("\n");
}

;// CONCATENATED MODULE: ./src/action/obligations-route.ts
// The CIP obligations of the workspace, judged at each drift check (which has just closed the
// monitoring interval): the records are read whole from the evidence branch, chain-checked, and
// the obligations still open are listed in the job summary; output obligations-overdue counts the
// overdue ones; an obligation that became overdue (or due soon) since the previous drift check is
// notified once. A ledger that cannot be read or is broken is a warning that says so: nothing is
// judged from it, and the output is not set (fail closed).








const STILL_TO_DO = new Set(["overdue", "due-soon", "open"]);
async function reportObligations(scope) {
    const { settings, reporter, host } = scope;
    if (settings.evidenceBranch === "")
        return;
    let records;
    try {
        records = await host.evidence.records(settings.evidenceBranch, settings.workspace);
    }
    catch (error) {
        reporter.warning(`Could not judge the CIP obligations: ${(0,errors/* errorMessage */.g)(error)}`, {
            title: "CIP obligations",
        });
        return;
    }
    const fromPolicy = await policyCalendar(scope);
    if (fromPolicy.kind === "invalid") {
        reporter.warning(`Could not judge the CIP obligations: ${fromPolicy.problem}`, {
            title: "CIP obligations",
        });
        return;
    }
    const calendar = (0,shared_calendar/* resolveCalendar */.Z4)({ timeZone: settings.obligationsTimeZone }, fromPolicy.calendar);
    const now = new Date();
    const obligations = computeObligations(records, now, calendar);
    // The previous drift check's view: what was already overdue then was already notified.
    const checks = records.filter(({ record }) => record.kind === "monitoring");
    const previous = checks.at(-2)?.record.recorded_at;
    const before = previous === undefined ? [] : computeObligations(records, new Date(previous), calendar);
    const overdue = obligations.filter((o) => o.status === "overdue");
    reporter.setOutput("obligations-overdue", String(overdue.length));
    const listed = obligations.filter((o) => STILL_TO_DO.has(o.status));
    await reporter.summary(() => `\n${renderObligationsMarkdown({ at: now.toISOString().slice(0, 10), calendar: (0,shared_calendar/* calendarRule */.Zi)(calendar), obligations: listed })}\n`);
    if (settings.obligationsIssue)
        await updateIssue(scope, obligations, now, (0,shared_calendar/* calendarRule */.Zi)(calendar));
    await notifyNew(scope, "obligation-overdue", newlyIn("overdue", obligations, before));
    await notifyNew(scope, "obligation-due-soon", newlyIn("due-soon", obligations, before));
}
/** The checkout's policy file's calendar: the default branch's, as a drift check runs on it. */
async function policyCalendar(scope) {
    const file = scope.settings.policyFile;
    const text = file === "" ? undefined : await (0,optional_file/* readTextIfPresent */.G)((0,external_node_path_.join)(scope.context.workspaceDir, file));
    return (0,parse_policy/* policyCalendarOf */.C)(text, file);
}
/** The obligations issue: what is overdue or due soon, or closed when nothing is. */
async function updateIssue(scope, obligations, now, rule) {
    const { settings, reporter, host, context } = scope;
    const needing = obligations.filter((o) => o.status === "overdue" || o.status === "due-soon");
    const list = needing.length === 0
        ? undefined
        : renderObligationsMarkdown({
            at: now.toISOString().slice(0, 10),
            calendar: rule,
            obligations: needing,
        });
    try {
        const done = await host.obligationsIssues.report(settings.workspace, list, context.runUrl);
        if (done.action !== "none")
            reporter.info(`The CIP obligations issue: ${done.action}, ${done.url}`);
    }
    catch (error) {
        reporter.warning(`Could not write the CIP obligations issue: ${(0,errors/* errorMessage */.g)(error)}; give the job's token the \`issues: write\` permission, or set the input obligations-issue to false.`, { title: "CIP obligations" });
    }
}
async function notifyNew(scope, event, obligations) {
    if (obligations.length === 0)
        return;
    const subjects = obligations
        .slice(0, 5)
        .map((o) => `${o.kind} ${obligations_subjectText(o)} (due ${o.due ?? ""})`);
    const more = obligations.length > 5 ? `, and ${obligations.length - 5} more` : "";
    await (0,notify/* notify */.m)(scope, event, {
        state: "new",
        title: `${obligations.length} CIP obligation(s) ${event === "obligation-overdue" ? "became overdue" : "due soon"}`,
        detail: `${subjects.join("; ")}${more}`,
    });
}

// EXTERNAL MODULE: ./src/core/notify/notifications.ts
var notifications = __webpack_require__(1089);
;// CONCATENATED MODULE: ./src/action/drift-route.ts
// The drift route (a schedule, a dispatch, a push elsewhere): plans the files against the live
// service, records the monitoring evidence (CIP-010 R2), in sync or not, and keeps the workspace's
// drift issue open while the live inventory differs.










async function checkDrift(scope) {
    await scope.withService(async (client) => {
        const outcome = await (0,engine/* planFromSource */.rW)(scope.planSettings(), client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, undefined);
        const { plan } = outcome;
        await scope.reportPlan(plan);
        await scope.reporter.summary((cap) => `## Inventory drift check: workspace \`${scope.settings.workspace}\`\n\n${(0,messages/* driftStatus */.wM)(plan)}\n\n${scope.summaryPlan(plan, cap)}`);
        // The monitoring evidence (CIP-010 R2), in sync or not, then the drift issue.
        const findings = (0,evidence_record/* driftFindings */.Ms)(plan, outcome.live);
        scope.reporter.info((0,drift/* driftHeadline */.AF)(findings));
        const evidence = await (0,action_evidence/* recordEvidence */.ti)(scope, (0,action_evidence/* monitoringDraft */.OL)(scope, findings, outcome.live));
        await updateDriftIssue(scope, findings, evidence.head);
        await reportObligations(scope);
        if (plan.operations.length > 0 && scope.settings.failOnDrift)
            throw new failure/* ActionFailure */.d("drift", (0,messages/* driftFailure */.ah)(plan));
        if (evidence.failure !== undefined)
            throw evidence.failure;
    });
}
/** What the log says was done to the drift issue. */
const DRIFT_ISSUE_DONE = {
    opened: "Opened",
    updated: "Updated",
    closed: "Closed",
};
/**
 * Opens, updates or closes the workspace's drift issue (input drift-issue). A token that may not
 * write issues is a warning naming the permission: the monitoring record documents the drift.
 * `evidenceHead` is the ledger's head after this check's record, when it was appended.
 */
async function updateDriftIssue(scope, findings, evidenceHead) {
    const { reporter, settings, context, host } = scope;
    if (!settings.driftIssue)
        return;
    const branch = settings.evidenceBranch;
    try {
        const result = await host.driftIssues.report(settings.workspace, findings, {
            at: new Date(),
            runUrl: context.runUrl,
            evidenceHead,
            ...(branch === ""
                ? {}
                : {
                    resolvedBy: (firstSeen) => host.evidence
                        .lastApplySince(branch, settings.workspace, firstSeen)
                        .catch(() => undefined),
                }),
        });
        if (result.action === "none")
            return;
        const state = (0,notifications/* driftState */.J8)(result.action);
        if (state !== undefined) {
            await (0,notify/* notify */.m)(scope, "drift", {
                state,
                title: state === "new"
                    ? `Drift: the live inventory differs from the files (${findings.differences.length} difference(s))`
                    : "Drift resolved: the live inventory matches the files again",
                detail: `drift issue ${result.issue.url}`,
            });
        }
        reporter.setOutput("drift-issue-url", result.issue.url);
        reporter.info(`${DRIFT_ISSUE_DONE[result.action]} the drift issue: ${result.issue.url}`);
    }
    catch (error) {
        const status = host.statusOf(error);
        const detail = (0,errors/* errorMessage */.g)(error);
        reporter.warning(status === 403 || status === 404
            ? `Could not write the drift issue (HTTP ${status}: ${detail}): give the job's token the \`issues: write\` permission, or set the input drift-issue to false.`
            : `Could not write the drift issue: ${detail}`, { title: "Drift issue" });
    }
}


/***/ }),

/***/ 3047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ driftHeadline),
/* harmony export */   AH: () => (/* binding */ renderDriftTable)
/* harmony export */ });
/* unused harmony exports renderDriftText, renderDriftMarkdown */
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5239);
/* harmony import */ var _core_shared_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5584);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2205);
/* harmony import */ var _core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3322);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8823);





const WHAT = {
    create: "only in the files",
    delete: "only in the service",
    update: "differs",
};
function stateText(state) {
    if (state === null)
        return "(none)";
    return `${revealHiddenCharacters(state.name)} (${state.asset_type}) in ${revealHiddenCharacters(state.cyber_system)}`;
}
function stateMarkdown(state) {
    if (state === null)
        return "_none_";
    return `${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(state.name)} (${state.asset_type}) in ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(state.cyber_system)}`;
}
/** "Drift: N assets differ ...", or "No drift: ...": the text output's first line and the Action's log line. */
function driftHeadline(findings) {
    const count = findings.differences.length;
    return findings.in_sync
        ? "No drift: the live inventory matches the files."
        : `Drift: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(count, "asset")} differ${count === 1 ? "s" : ""} between the files and the live inventory.`;
}
/** "only in the service, possibly renamed in the service": what the Drift column and line say. */
function whatDiffers(difference) {
    const what = WHAT[difference.action];
    return difference.possible_rename ? `${what}, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .POSSIBLY_RENAMED */ .Z$}` : what;
}
/** The live half of a possible rename, with its asset type: where the fix is given. */
function renamedLive(difference) {
    const { possible_rename: rename, live } = difference;
    if (rename === undefined || difference.action !== "delete" || live === null)
        return undefined;
    return { rename, assetType: live.asset_type };
}
function renderDriftText(findings) {
    const lines = [driftHeadline(findings)];
    for (const difference of findings.differences) {
        lines.push(`  ${difference.asset_id ?? "(new)"}: ${whatDiffers(difference)}`, `    declared: ${stateText(difference.declared)}`, `    live:     ${stateText(difference.live)}`);
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            continue;
        const fix = renameFixLine(renamed.rename, renamed.assetType);
        lines.push(`    keep the record: ${revealHiddenCharacters(fix)}`, `    ${adoptLiveNameWords(renamed.rename, revealHiddenCharacters)}`);
    }
    return `${lines.join("\n")}\n`;
}
/**
 * The drifted assets as a Markdown table, then the fix of each possible rename made in the service,
 * one line each; "" when in sync.
 */
function renderDriftTable(differences) {
    if (differences.length === 0)
        return "";
    const rows = differences.map((difference) => `| ${difference.asset_id === null ? "_new_" : (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCodeSpan */ .Bk)(difference.asset_id)} | ${whatDiffers(difference)} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`);
    const fixes = differences.flatMap((difference) => {
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            return [];
        const { rename, assetType } = renamed;
        return [
            `- ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(rename.live)} ${(0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__/* .declaredAsWords */ .mw)(rename, _escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)}, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .POSSIBLY_RENAMED */ .Z$}. Keep the record: ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCodeSpan */ .Bk)((0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__/* .renameFixLine */ .gP)(rename, assetType))}, ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .adoptLiveNameWords */ .Nk)(rename, _escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)}.`,
        ];
    });
    return [
        "| Asset id | Drift | Declared in git | Held by the service |",
        "| --- | --- | --- | --- |",
        ...rows,
        "",
        ...(fixes.length === 0 ? [] : [...fixes, ""]),
    ].join("\n");
}
function renderDriftMarkdown(findings) {
    const table = renderDriftTable(findings.differences);
    return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}


/***/ })

};
