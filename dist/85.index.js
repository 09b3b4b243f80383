export const id = 85;
export const ids = [85];
export const modules = {

/***/ 1085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkMergeGroup: () => (/* binding */ checkMergeGroup)
/* harmony export */ });
/* harmony import */ var _core_review_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7821);
/* harmony import */ var _engine_engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8515);
/* harmony import */ var _render_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5239);
/* harmony import */ var _policy_route_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3773);
/* harmony import */ var _render_review_status_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3237);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2205);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9280);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(644);
/* harmony import */ var _review_flow_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5957);
// The merge-queue route (merge_group, in mode auto): the queue asks whether a group of pull requests
// may reach the default branch. It may when the plan of the group's head commit, against the live
// service, is exactly the union of the plans reviewed in its pull requests; otherwise the check
// fails, so the group leaves the queue, and each pull request's comment says what changed since its
// review. The owner policy of the group's base must allow the group's plan too (failure-reason
// policy). Nothing is applied here: the apply stays on the push the queue makes.









async function checkMergeGroup(scope, group) {
    const { workspace } = scope.settings;
    await scope.withService(async (client) => {
        const facts = await scope.host.facts.queueFacts(group, workspace);
        if (facts.incomplete !== undefined)
            scope.reporter.warning(`Not every pull request of the group may have been found: ${facts.incomplete}.`);
        const head = (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_8__/* .shortSha */ .Fu)(group.headSha);
        for (const line of (0,_messages_js__WEBPACK_IMPORTED_MODULE_6__/* .describeGroup */ .N3)(facts.changes))
            scope.reporter.info(`Merge-queue group ${head} holds ${line}`);
        const outcome = await (0,_engine_engine_js__WEBPACK_IMPORTED_MODULE_1__/* .planFromSource */ .rW)(scope.planSettings(), client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, undefined);
        const { plan } = outcome;
        await scope.reportPlan(plan);
        await refuseForPolicy(scope, facts, group, plan);
        const numbers = facts.changes.map(({ change }) => change.number);
        const title = `## Inventory merge-queue check: workspace \`${workspace}\``;
        if (!scope.settings.requireReviewedPlan) {
            await scope.reporter.summary((cap) => `${title}\n\nNot checked against the reviewed plans (require-reviewed-plan is false); the group's plan at \`${head}\`:\n\n${scope.summaryPlan(plan, cap)}`);
            return;
        }
        const checked = (0,_core_review_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .checkBeforeApply */ .as)(facts.reviewed, plan);
        if (checked.kind === "proceed") {
            await scope.reporter.summary((cap) => `${title}\n\n**Passed:** the plan of the group at \`${head}\` (${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_8__/* .countOf */ .pq)(plan.operations.length, "operation")}) is exactly the union of the plans reviewed in ${(0,_render_review_status_js__WEBPACK_IMPORTED_MODULE_4__/* .pullRequestList */ .dL)(numbers)}. Nothing was applied; the apply runs on the push the queue makes.\n\n${scope.summaryPlan(plan, cap)}`);
            return;
        }
        const { check, unreviewed } = checked.difference;
        const difference = (0,_render_review_status_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewDifferenceLine */ .iI)(check, numbers);
        const message = (0,_messages_js__WEBPACK_IMPORTED_MODULE_6__/* .queueCheckFailedMessage */ .Yx)(difference, unreviewed);
        const details = (0,_render_review_status_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewDifferenceMarkdown */ .zy)(plan, check);
        const summaryHead = `${title}\n\n**Failed.** ${message}\n\n${details}\n### The group's plan\n\n`;
        await scope.reporter.summary((cap) => `${summaryHead}${scope.summaryPlan(plan, cap - summaryHead.length)}`);
        await (0,_review_flow_js__WEBPACK_IMPORTED_MODULE_7__/* .markComments */ .KR)(scope, facts.changes.map(({ issue, note }) => ({ issue, sticky: note })), (0,_render_review_status_js__WEBPACK_IMPORTED_MODULE_4__/* .queueCheckMark */ .Jq)(scope.context.runUrl, difference, details));
        throw new _failure_js__WEBPACK_IMPORTED_MODULE_5__/* .ActionFailure */ .d("plan-changed", message);
    });
}
/** The group's plan is the reviewed one: the owner policy of its base must allow it too. */
async function refuseForPolicy(scope, facts, group, plan) {
    const judgement = await (0,_policy_route_js__WEBPACK_IMPORTED_MODULE_3__/* .judgeGroup */ .dJ)(scope, facts, group.baseSha, plan);
    if (judgement === undefined || judgement.verdict.allowed)
        return;
    const message = (0,_messages_js__WEBPACK_IMPORTED_MODULE_6__/* .policyRefusedMessage */ .Km)(judgement.verdict.reasons);
    await scope.reporter.summary(`## Inventory merge-queue check: workspace \`${scope.settings.workspace}\`\n\n**Failed.** ${(0,_render_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .F)(message)}`);
    await (0,_review_flow_js__WEBPACK_IMPORTED_MODULE_7__/* .markComments */ .KR)(scope, facts.changes.map(({ issue, note }) => ({ issue, sticky: note })), (0,_render_review_status_js__WEBPACK_IMPORTED_MODULE_4__/* .notAppliedMark */ .YG)(scope.context.runUrl, (0,_render_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .F)(message)));
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_5__/* .ActionFailure */ .d("policy", message);
}


/***/ }),

/***/ 511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O7: () => (/* binding */ buildChangeRecord),
/* harmony export */   iw: () => (/* binding */ CHANGE_RECORD_FORMAT_VERSION),
/* harmony export */   zQ: () => (/* binding */ changeStatus)
/* harmony export */ });
/* unused harmony export applyComplete */
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
            ...(outcome?.service_fields !== undefined ? { service_fields: outcome.service_fields } : {}),
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

/***/ 7821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gj: () => (/* binding */ gate),
/* harmony export */   Hn: () => (/* binding */ REFUSAL_OUTCOMES),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   as: () => (/* binding */ checkBeforeApply)
/* harmony export */ });
/* harmony import */ var _evidence_change_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(511);
/* harmony import */ var _plan_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4883);
// The decision of a merge (or a direct push) on the default branch, before and after the plan:
// `gate` says from the review facts whether anything may be applied and what the plan must be;
// `verdictOf` says, from the gate and what the engine did, what the attempt came to. Pure: the
// facts are gathered from the code host before, and the verdict is reported after. A new check
// (an owner policy, say) is one more entry in GATE_CHECKS, with its own refusal and outcome.


/** The outcome a change record gives each refusal (when the plan had something to apply). */
const REFUSAL_OUTCOMES = {
    "not-approved": "not-approved",
    unreviewed: "no-reviewed-plan",
    policy: "policy",
};
function approvalCheck({ sha, changes, minApprovals }) {
    if (changes.length === 0)
        return minApprovals > 0
            ? { kind: "not-approved", shortfalls: [{ kind: "direct", sha }] }
            : undefined;
    const shortfalls = changes
        .filter(({ approvedBy }) => approvedBy.length < minApprovals)
        .map(({ change, approvedBy }) => ({ kind: "change", change, approvals: approvedBy.length }));
    return shortfalls.length === 0 ? undefined : { kind: "not-approved", shortfalls };
}
function reviewedCheck({ reviewed, requireReviewedPlan }) {
    return requireReviewedPlan && reviewed.kind === "none"
        ? { kind: "unreviewed", why: reviewed.why }
        : undefined;
}
function policyCheck({ policy }) {
    if (policy === undefined || policy.allowed)
        return undefined;
    const reasons = policy.reasons.length > 0 ? policy.reasons : ["the owner policy refused it without a reason"];
    return { kind: "policy", reasons };
}
/** The checks before the plan, in the order their refusals are reported. */
const GATE_CHECKS = [
    approvalCheck,
    reviewedCheck,
    policyCheck,
];
function gate(facts) {
    for (const check of GATE_CHECKS) {
        const refusal = check(facts);
        if (refusal !== undefined)
            return refusal;
    }
    const { reviewed } = facts;
    if (!facts.requireReviewedPlan || reviewed.kind === "none")
        return { kind: "apply", expect: { kind: "anything" } };
    return { kind: "apply", expect: reviewed };
}
/**
 * Before applying several changes (or letting a merge-queue group through): the plan now must be
 * exactly the union of the operations reviewed in them. `proceed` carries the fingerprint the
 * engine then holds the apply to, so that nothing is applied if the live inventory moves after
 * this check.
 */
function checkBeforeApply(expect, plan) {
    const difference = operationsDifference(expect, plan);
    return (0,_plan_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .matchesReview */ .Mk)(difference.check)
        ? { kind: "proceed", expectedFingerprint: plan.fingerprint }
        : { kind: "refused", outcome: "plan-changed", plan, difference };
}
function operationsDifference(expect, plan) {
    const check = (0,_plan_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .checkReviewedOperations */ .oZ)(plan.operations, expect.perChange);
    return { kind: "operations", check, unreviewed: expect.unreviewed };
}
function verdictOf(decided, engine) {
    if (engine.status === "invalid")
        return { kind: "invalid", outcome: "invalid", diagnostics: engine.diagnostics };
    const { plan } = engine;
    if (decided.kind !== "apply")
        return refusedVerdict(decided, plan);
    switch (engine.status) {
        case "planned":
            throw new TypeError("verdictOf: an apply gate takes the apply's result, not a plan");
        case "plan-changed":
            return {
                kind: "refused",
                outcome: "plan-changed",
                plan,
                difference: decided.expect.kind === "operations"
                    ? operationsDifference(decided.expect, plan)
                    : { kind: "fingerprint", reviewed: engine.expectedFingerprint },
            };
        case "unsafe":
            return { kind: "refused", outcome: "unsafe", plan, message: engine.message };
        case "applied":
            return {
                kind: "applied",
                outcome: (0,_evidence_change_record_js__WEBPACK_IMPORTED_MODULE_1__/* .changeStatus */ .zQ)(engine.result),
                plan,
                result: engine.result,
                live: engine.live,
            };
    }
}
function refusedVerdict(refusal, plan) {
    if (plan.operations.length === 0)
        return { kind: "nothing-to-apply", outcome: "no-changes", plan, refusal };
    switch (refusal.kind) {
        case "not-approved":
            return {
                kind: "refused",
                outcome: REFUSAL_OUTCOMES["not-approved"],
                plan,
                shortfalls: refusal.shortfalls,
            };
        case "unreviewed":
            return { kind: "refused", outcome: REFUSAL_OUTCOMES.unreviewed, plan, why: refusal.why };
        case "policy":
            return { kind: "refused", outcome: REFUSAL_OUTCOMES.policy, plan, reasons: refusal.reasons };
    }
}


/***/ })

};
