export const id = 565;
export const ids = [565];
export const modules = {

/***/ 9565:
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
// EXTERNAL MODULE: ./src/action/evidence.ts + 3 modules
var action_evidence = __webpack_require__(3256);
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
;// CONCATENATED MODULE: ./src/core/obligations/record-facts.ts

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

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/obligations/obligations.ts
// CIP obligations computed from the evidence ledger: what had to happen by when, and the record
// that shows it happened. Pure: a function of the records (any order on disk), the calendar and
// the date, computed in one pass over each workspace's chain (ObligationsPass) that holds only
// what is still open. Each obligation names the record that opened it and, once closed, the
// record that closed it; a record never closes an obligation opened after it.
//
// - CIP-010-4 R1.3: an applied create, move or retype of an asset of a High or Medium impact
//   system (impact as its document declared it in the record) opens "baseline documentation due
//   within 30 calendar days"; the first record at or after it whose declared baseline of that
//   asset differs from the one before the change closes it.
// - CIP-010-4 R1.4: each such change is a reminder, never closed (the tool cannot see the
//   verification), listing what the change's approvers noted of it (verification-notes.ts).
// - CIP-010-4 R2.1: each High impact system must be compared with its baseline at least once
//   every 35 calendar days; each drift check that covers it closes the interval since the one
//   before and opens the next.
// - CIP-002-5.1a R2: each workspace's identifications must be reviewed, and the review approved
//   by the CIP Senior Manager or a delegate, at least once every 15 calendar months: the
//   workspace's first record opens the first interval, and each approved review (a merge whose
//   review file matched what it merged, with the policy's cip-002-review rule met) closes it and
//   opens the next. A review approved by anyone else, or of another inventory, closes nothing.





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
    const pass = new ObligationsPass(asOf, calendar);
    for (const chain of (0,collections/* groupBy */.$z)(records, ({ record }) => record.workspace).values())
        for (const entry of chain.sort((a, b) => a.record.sequence - b.record.sequence))
            pass.add(entry);
    return pass.finish().obligations;
}
/**
 * The obligations of ledger records fed one at a time, each workspace's in chain order (records of
 * several workspaces may interleave). Only the obligations the options keep are held once decided;
 * every one is counted.
 */
class ObligationsPass {
    #context;
    #keep;
    #workspaces = new Map();
    #kept = [];
    #counts = countStatuses([]);
    #limit;
    constructor(asOf, calendar, { keep = () => true, limit = Infinity } = {}) {
        const today = typeof asOf === "string" ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        this.#context = { calendar, today, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar) };
        this.#keep = keep;
        this.#limit = limit;
    }
    add(entry) {
        const { record } = entry;
        let state = this.#workspaces.get(record.workspace);
        if (state === undefined) {
            // The workspace's first record opens its first CIP-002 R2 interval.
            state = {
                declared: new Map(),
                pending: new Map(),
                monitored: new Map(),
                review: { opened: refOf(entry), subject: {} },
            };
            this.#workspaces.set(record.workspace, state);
        }
        else if (isApprovedReview(entry)) {
            this.#close("CIP-002 R2", state.review, 15, entry);
            state.review = { opened: refOf(entry), subject: {} };
        }
        this.#changes(entry, state);
        this.#monitoring(entry, state);
    }
    /** What the pass found as of its date: the open ones judged now, the kept ones sorted. */
    finish() {
        for (const state of this.#workspaces.values()) {
            for (const list of state.pending.values())
                for (const pending of list)
                    this.#emit(baselineObligation(pending, undefined, this.#context));
            for (const interval of state.monitored.values())
                this.#close("CIP-010 R2.1", interval, 35);
            this.#close("CIP-002 R2", state.review, 15);
        }
        this.#workspaces.clear();
        this.#cut();
        return { obligations: [...this.#kept], counts: { ...this.#counts } };
    }
    /** R1.3 and R1.4 opened by `entry`'s changes, then the R1.3 its baselines close. */
    #changes(entry, state) {
        const { record } = entry;
        if (record.kind !== "change")
            return;
        const notes = (0,evidence_record/* pullRequestsOf */.Tb)(record.change).flatMap((pull) => pull.verification_notes ?? []);
        const due = (0,shared_calendar/* addDays */.fi)((0,shared_calendar/* dateIn */.m7)(record.recorded_at, this.#context.calendar.timeZone), 30);
        // One citation per record, shared by the obligations it opens.
        const opened = refOf(entry);
        for (const operation of deviatingOperations(record)) {
            const key = `${operation.cyber_system.id}/${operation.name}`;
            const subject = {
                cyber_system_id: operation.cyber_system.id,
                cyber_system: operation.cyber_system.name,
                asset: operation.name,
            };
            // Closed by the first declaration, from this record on, that differs from the one before it.
            const list = state.pending.get(key) ?? [];
            list.push({ opened, subject, due, before: state.declared.get(key) });
            state.pending.set(key, list);
            this.#emit({
                kind: "CIP-010 R1.4",
                requirement: REQUIREMENTS["CIP-010 R1.4"],
                workspace: record.workspace,
                subject,
                opened_by: opened,
                due: null,
                status: "reminder",
                calendar: this.#context.rule,
                ...(notes.length === 0 ? {} : { notes }),
            });
        }
        // A record written before baselines were recorded says nothing about them.
        for (const baseline of record.change.baselines ?? []) {
            const key = `${baseline.cyber_system_id}/${baseline.asset}`;
            const list = state.pending.get(key);
            if (list !== undefined) {
                const waiting = list.filter((pending) => pending.before === baseline.digest);
                for (const pending of list)
                    if (pending.before !== baseline.digest)
                        this.#emit(baselineObligation(pending, entry, this.#context));
                if (waiting.length === 0)
                    state.pending.delete(key);
                else
                    state.pending.set(key, waiting);
            }
            state.declared.set(key, baseline.digest);
        }
    }
    /**
     * R2.1: a system's first record as High opens its interval; each later drift check that covers
     * it closes the interval and opens the next.
     */
    #monitoring(entry, state) {
        const { record } = entry;
        const shown = record.kind === "monitoring"
            ? record.monitoring.systems
            : (record.change.change_record?.operations ?? []).map((operation) => operation.cyber_system);
        for (const system of shown) {
            const open = state.monitored.get(system.id);
            if (open === undefined) {
                if (system.impact === "high")
                    state.monitored.set(system.id, {
                        opened: refOf(entry),
                        subject: { cyber_system_id: system.id, cyber_system: system.name },
                    });
            }
            else if (record.kind === "monitoring" && open.opened.sequence !== record.sequence) {
                this.#close("CIP-010 R2.1", open, 35, entry);
                state.monitored.set(system.id, { opened: refOf(entry), subject: open.subject });
            }
        }
    }
    /** An interval of `days` days (`months` for CIP-002 R2) closed by `closer`, or open now. */
    #close(kind, interval, length, closer) {
        const { timeZone, monthEnd } = this.#context.calendar;
        const opened = (0,shared_calendar/* dateIn */.m7)(interval.opened.recorded_at, timeZone);
        const due = kind === "CIP-002 R2" ? (0,shared_calendar/* addMonths */.PS)(opened, length, monthEnd) : (0,shared_calendar/* addDays */.fi)(opened, length);
        this.#emit({
            kind,
            requirement: REQUIREMENTS[kind],
            workspace: interval.opened.workspace,
            subject: interval.subject,
            opened_by: interval.opened,
            due,
            status: statusOf(due, closer, this.#context),
            ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
            calendar: this.#context.rule,
        });
    }
    #emit(obligation) {
        this.#counts[obligation.status] += 1;
        if (!this.#keep(obligation))
            return;
        this.#kept.push(obligation);
        // Cut back to the limit now and then, not at each one: sorting is then amortized.
        if (this.#kept.length >= 2 * this.#limit)
            this.#cut();
    }
    #cut() {
        this.#kept.sort(compareObligations);
        this.#kept.length = Math.min(this.#kept.length, this.#limit);
    }
}
const refOf = ({ record, sha256 }) => ({
    workspace: record.workspace,
    sequence: record.sequence,
    sha256,
    recorded_at: record.recorded_at,
});
function baselineObligation(pending, closer, context) {
    return {
        kind: "CIP-010 R1.3",
        requirement: REQUIREMENTS["CIP-010 R1.3"],
        workspace: pending.opened.workspace,
        subject: pending.subject,
        opened_by: pending.opened,
        due: pending.due,
        status: statusOf(pending.due, closer, context),
        ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
        calendar: context.rule,
    };
}
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
/** How many of `obligations` are in each status, every status named (0 when none is). */
function countStatuses(obligations) {
    const counts = Object.fromEntries(OBLIGATION_STATUSES.map((status) => [status, 0]));
    for (const o of obligations)
        counts[o.status] += 1;
    return counts;
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
    "notes",
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
        notes: o.notes?.map(({ login, note }) => `${login}: ${note}`).join("; "),
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
/**
 * One line of counts: "6 obligations, 2 overdue, 1 closed late, 3 open" (the statuses present),
 * and how many are listed when the report lists only some.
 */
function obligationCounts(report) {
    const counts = report.counts ?? countStatuses(report.obligations);
    const total = OBLIGATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
    const parts = OBLIGATION_STATUSES.filter((status) => counts[status] > 0).map((status) => `${counts[status]} ${status.replace("-", " ")}`);
    const listed = report.obligations.length < total
        ? `; ${report.obligations.length} listed here, exceptions first (\`cip-sync obligations\` lists every one)`
        : "";
    return `${(0,wording/* countOf */.pq)(total, "obligation")}, ${parts.length === 0 ? "none" : parts.join(", ")}${listed}`;
}
function recordText(ref) {
    return `#${ref.sequence} ${ref.recorded_at} sha256:${ref.sha256.slice(0, 12)}`;
}
function renderObligationsText(report) {
    const lines = [
        `Obligations as of ${report.at} (${report.calendar}): ${obligationCounts(report)}.`,
    ];
    for (const o of report.obligations) {
        const due = o.due === null ? "no due date" : `due ${o.due}`;
        const closed = o.closed_by === undefined ? "" : `, closed by ${recordText(o.closed_by)}`;
        const noted = (o.notes ?? []).map(({ login, note }) => `; noted by ${login}: ${note}`).join("");
        lines.push(`  ${o.status.padEnd(11)} ${o.kind.padEnd(12)}  ${revealHiddenCharacters(subjectText(o))} [${revealHiddenCharacters(o.workspace)}]: ${due}; opened by ${recordText(o.opened_by)}${closed}${revealHiddenCharacters(noted)}`);
    }
    return `${lines.join("\n")}\n`;
}
function renderObligationsMarkdown(report) {
    const header = [
        `## CIP obligations as of ${report.at}`,
        "",
        `${(0,escape_markdown/* escapeMarkdown */.FV)(obligationCounts(report))}. Dates count ${(0,escape_markdown/* escapeMarkdown */.FV)(report.calendar)}.`,
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
    const head = `<h2 id="obligations">CIP obligations as of ${escapeHtml(report.at)}</h2>\n<p>${escapeHtml(obligationCounts(report))}.</p>\n<p class="note">Dates count ${escapeHtml(report.calendar)}.</p>`;
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
