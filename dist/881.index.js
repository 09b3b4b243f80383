export const id = 881;
export const ids = [881];
export const modules = {

/***/ 881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDrift: () => (/* binding */ checkDrift)
/* harmony export */ });
/* harmony import */ var _core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6180);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9130);
/* harmony import */ var _engine_engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8515);
/* harmony import */ var _render_drift_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3047);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2207);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9280);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(644);
/* harmony import */ var _notify_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7044);
/* harmony import */ var _core_notify_notifications_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1089);
// The drift route (a schedule, a dispatch, a push elsewhere): plans the files against the live
// service, records the monitoring evidence (CIP-010 R2), in sync or not, and keeps the workspace's
// drift issue open while the live inventory differs.









async function checkDrift(scope) {
    await scope.withService(async (client) => {
        const outcome = await (0,_engine_engine_js__WEBPACK_IMPORTED_MODULE_1__/* .planFromSource */ .rW)(scope.planSettings(), client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, undefined);
        const { plan } = outcome;
        await scope.reportPlan(plan);
        await scope.reporter.summary((cap) => `## Inventory drift check: workspace \`${scope.settings.workspace}\`\n\n${(0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .driftStatus */ .wM)(plan)}\n\n${scope.summaryPlan(plan, cap)}`);
        // The monitoring evidence (CIP-010 R2), in sync or not, then the drift issue.
        const findings = (0,_core_evidence_evidence_record_js__WEBPACK_IMPORTED_MODULE_0__/* .driftFindings */ .Ms)(plan, outcome.live);
        scope.reporter.info((0,_render_drift_js__WEBPACK_IMPORTED_MODULE_2__/* .driftHeadline */ .AF)(findings));
        const evidence = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .recordEvidence */ .ti)(scope, (0,_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .monitoringDraft */ .OL)(scope, findings, outcome.live));
        await updateDriftIssue(scope, findings, evidence.head);
        if (plan.operations.length > 0 && scope.settings.failOnDrift)
            throw new _failure_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionFailure */ .d("drift", (0,_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .driftFailure */ .ah)(plan));
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
        const state = (0,_core_notify_notifications_js__WEBPACK_IMPORTED_MODULE_7__/* .driftState */ .J8)(result.action);
        if (state !== undefined) {
            await (0,_notify_js__WEBPACK_IMPORTED_MODULE_6__/* .notify */ .m)(scope, "drift", {
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
        const detail = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .g)(error);
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
