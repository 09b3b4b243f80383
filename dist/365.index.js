export const id = 365;
export const ids = [365];
export const modules = {

/***/ 3365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkMergeGroup: () => (/* binding */ checkMergeGroup)
});

// EXTERNAL MODULE: ./src/core/plan/safety.ts
var safety = __webpack_require__(493);
// EXTERNAL MODULE: ./src/core/review/gate.ts
var gate = __webpack_require__(7821);
;// CONCATENATED MODULE: ./src/core/review/group-check.ts


function checkGroup(decided, plan, allowed) {
    if (decided.kind !== "apply")
        return (0,gate/* refusedVerdict */.io)(decided, plan);
    const checked = (0,gate/* checkPlan */.Gy)(decided.expect, plan);
    if (checked.kind === "refused")
        return checked;
    const unsafe = (0,safety/* unsafeMessage */.gY)(plan.safety, allowed);
    if (unsafe !== undefined)
        return { kind: "refused", outcome: "unsafe", plan, message: unsafe };
    return { kind: "would-apply", plan };
}

// EXTERNAL MODULE: ./src/core/review/outcomes.ts
var outcomes = __webpack_require__(9751);
// EXTERNAL MODULE: ./src/engine/engine.ts + 23 modules
var engine = __webpack_require__(109);
// EXTERNAL MODULE: ./src/render/shared/escape-markdown.ts
var escape_markdown = __webpack_require__(4747);
// EXTERNAL MODULE: ./src/core/review/policy/judge-policy.ts + 5 modules
var judge_policy = __webpack_require__(4827);
// EXTERNAL MODULE: ./src/action/policy/policy-facts.ts + 3 modules
var policy_facts = __webpack_require__(9930);
// EXTERNAL MODULE: ./src/action/policy/policy-report.ts + 1 modules
var policy_report = __webpack_require__(1963);
// EXTERNAL MODULE: ./src/render/review/review-status.ts
var review_status = __webpack_require__(6480);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/action/run/failure.ts
var failure = __webpack_require__(8694);
// EXTERNAL MODULE: ./src/action/run/messages.ts
var messages = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/action/run/refusal.ts
var refusal = __webpack_require__(6104);
// EXTERNAL MODULE: ./src/action/run/review-flow.ts
var review_flow = __webpack_require__(2203);
// EXTERNAL MODULE: ./src/action/evidence/change-record-facts.ts + 3 modules
var change_record_facts = __webpack_require__(7333);
;// CONCATENATED MODULE: ./src/action/merge-queue/queue-route.ts
// The merge-queue route (merge_group, in mode auto): the queue asks whether a group of pull requests
// may reach the default branch. It runs the push's own decisions on the group, short of applying
// (core/review/group-check.ts: approvals, the reviewed plan, the owner policy and its freezes of
// the group's base, the plan against the union of the reviewed plans, the safety rules), so that
// the group leaves the queue whenever the push after it would refuse, and each pull request's
// comment says why. Nothing is applied here: the apply stays on the push the queue makes.















async function checkMergeGroup(scope, group) {
    const { workspace, minApprovals, requireReviewedPlan } = scope.settings;
    await scope.withService(async (client) => {
        const facts = await scope.host.facts.queueFacts(group, workspace);
        if (facts.incomplete !== undefined)
            scope.reporter.warning(`Not every pull request of the group may have been found: ${facts.incomplete}.`);
        const head = (0,wording/* shortSha */.Fu)(group.headSha);
        for (const line of (0,messages/* describeGroup */.N3)(facts.changes))
            scope.reporter.info(`Merge-queue group ${head} holds ${line}`);
        // Its baselines against those in force, as the push after it will record them (CIP-010 R1.2).
        const outcome = await (0,engine/* planFromSource */.rW)({
            ...scope.planSettings(),
            existingBaselines: (0,change_record_facts/* existingBaselinesAt */.Rw)(scope, group.baseSha),
            reviewedFilesAtBase: (0,change_record_facts/* reviewedFilesAtBaseOf */.qr)(scope, group.baseSha),
        }, client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, undefined);
        const { plan } = outcome;
        await scope.reportPlan(plan);
        const judgement = await judgeGroup(scope, facts, group.baseSha, plan);
        const decided = (0,gate/* gate */.Gj)({
            ...facts,
            minApprovals,
            requireReviewedPlan,
            policy: judgement?.verdict,
        });
        const allowed = {
            massDelete: scope.settings.allowMassDelete,
            replace: scope.settings.allowReplace,
        };
        return concludeGroup(scope, facts, head, checkGroup(decided, plan, allowed));
    });
}
/** The check's summary and, when the push would refuse, the marks on the comments and the failure. */
async function concludeGroup(scope, facts, head, verdict) {
    const title = `## Inventory merge-queue check: workspace \`${scope.settings.workspace}\``;
    const numbers = facts.changes.map(({ change }) => change.number);
    const { plan } = verdict;
    switch (verdict.kind) {
        case "would-apply":
            return scope.reporter.summary((cap) => `${title}\n\n**Passed:** ${passedWords(scope, plan, head, numbers)}\n\n${scope.summaryPlan(plan, cap)}`);
        case "refused":
            if (verdict.outcome === "plan-changed" && verdict.difference.kind === "operations")
                return refusePlanChanged(scope, facts, verdict.difference, plan, title);
            return refuseGroup(scope, facts, verdict, title);
    }
}
function passedWords(scope, plan, head, numbers) {
    const checked = scope.settings.requireReviewedPlan
        ? `the plan of the group at \`${head}\` (${(0,wording/* countOf */.pq)(plan.operations.length, "operation")}) is exactly the union of the plans reviewed in ${(0,review_status/* pullRequestList */.dL)(numbers)}`
        : `the plan of the group at \`${head}\` (${(0,wording/* countOf */.pq)(plan.operations.length, "operation")}) was not checked against the reviewed plans (require-reviewed-plan is false)`;
    return `${checked}, and the push would apply it: approvals, the owner policy and the safety rules allow it. Nothing was applied; the apply runs on the push the queue makes.`;
}
/** What the push would refuse, refused here: the summary, a mark on each comment, the failure. */
async function refuseGroup(scope, facts, verdict, title) {
    const numbers = facts.changes.map(({ change }) => change.number);
    const text = (0,refusal/* refusalText */.K)(scope, verdict, numbers);
    await scope.reporter.summary((cap) => `${title}\n\n**Failed:** the push would refuse this group (${outcomes/* OUTCOMES */.im[verdict.outcome].heading}).\n\n${text.summary(cap - title.length - 80)}`);
    await (0,review_flow/* markComments */.KR)(scope, facts.changes.map(({ issue, note }) => ({ issue, sticky: note })), (0,review_status/* notAppliedMark */.YG)(scope.context.runUrl, (0,escape_markdown/* escapeMarkdown */.FV)(text.message)));
    throw new failure/* ActionFailure */.d(outcomes/* OUTCOMES */.im[verdict.outcome].failure, text.message);
}
async function refusePlanChanged(scope, facts, difference, plan, title) {
    const numbers = facts.changes.map(({ change }) => change.number);
    const { check, unreviewed } = difference;
    const line = (0,review_status/* reviewDifferenceLine */.iI)(check, numbers);
    const message = (0,messages/* queueCheckFailedMessage */.Yx)(line, unreviewed);
    const details = (0,review_status/* reviewDifferenceMarkdown */.zy)(plan, check);
    const summaryHead = `${title}\n\n**Failed.** ${message}\n\n${details}\n### The group's plan\n\n`;
    await scope.reporter.summary((cap) => `${summaryHead}${scope.summaryPlan(plan, cap - summaryHead.length)}`);
    await (0,review_flow/* markComments */.KR)(scope, facts.changes.map(({ issue, note }) => ({ issue, sticky: note })), (0,review_status/* queueCheckMark */.Jq)(scope.context.runUrl, line, details));
    throw new failure/* ActionFailure */.d("plan-changed", message);
}
/**
 * The group judged by the policy of the group's base: the group's plan and the approvals of its
 * pull requests together; undefined when there is no policy there.
 */
async function judgeGroup(scope, facts, baseSha, plan) {
    const gathered = await (0,policy_facts/* gatherPolicyFacts */.f6)(scope, baseSha, async () => ({
        read: undefined,
        subjects: { operations: plan.operations, approvals: (0,policy_facts/* mergedApprovals */.d5)(facts) },
    }));
    if (gathered === undefined)
        return undefined;
    const judgement = (0,judge_policy/* judgePolicy */.CL)(gathered.facts);
    (0,policy_report/* logJudgement */.Qh)(scope, judgement, plan);
    return judgement;
}


/***/ }),

/***/ 6104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ refusalText)
/* harmony export */ });
/* harmony import */ var _core_review_outcomes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9751);
/* harmony import */ var _render_review_comment_body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4222);
/* harmony import */ var _render_shared_markdown_layout_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8902);
/* harmony import */ var _render_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4747);
/* harmony import */ var _render_review_review_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6480);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3622);






const PLAN_NOW_HEADING = "#### The plan now\n\n";
function refusalText(scope, verdict, pullRequests) {
    const { plan } = verdict;
    // Every refusal but a changed plan: `head` above the plan in the summary, the plan in the comment.
    const abovePlan = (said) => {
        const { head, ...text } = said;
        const summary = (cap) => `${head}\n\n${scope.summaryPlan(plan, cap)}`;
        const render = () => (maxLength) => scope.commentPlan(plan, maxLength);
        return { ...text, summary, render };
    };
    switch (verdict.outcome) {
        case "unsafe": {
            const block = `\`\`\`text\n${verdict.message.replace(/```/g, "'''")}\n\`\`\``;
            return abovePlan({
                message: verdict.message,
                head: block,
                statusLine: _messages_js__WEBPACK_IMPORTED_MODULE_4__/* .UNSAFE_STATUS */ .Aw,
                mark: "",
            });
        }
        case "not-approved": {
            const { minApprovals } = scope.settings;
            const lines = verdict.shortfalls.map((shortfall) => (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .shortfallLine */ .C7)(shortfall, minApprovals));
            const message = (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .notApprovedMessage */ .QZ)(lines, minApprovals);
            const mark = (0,_render_review_review_status_js__WEBPACK_IMPORTED_MODULE_3__/* .notAppliedMark */ .YG)(scope.context.runUrl, message);
            return abovePlan({ message, head: message, statusLine: "", mark });
        }
        case "no-reviewed-plan": {
            const message = (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .unreviewedMessage */ .qL)(verdict.why);
            const statusLine = `**Not applied: no reviewed plan.** ${message}`;
            return abovePlan({ message, head: message, statusLine, mark: "" });
        }
        case "policy": {
            // The reasons name rules, systems and people from the policy and the documents: escaped.
            const message = (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .policyRefusedMessage */ .Km)(verdict.reasons);
            const shown = (0,_render_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(message);
            const mark = (0,_render_review_review_status_js__WEBPACK_IMPORTED_MODULE_3__/* .notAppliedMark */ .YG)(scope.context.runUrl, shown);
            return abovePlan({ message, head: shown, statusLine: "", mark });
        }
        case "plan-changed":
            return planChangedText(scope, verdict, pullRequests);
    }
}
function planChangedText(scope, verdict, pullRequests) {
    const { plan, difference } = verdict;
    if (difference.kind === "operations") {
        // Several pull requests: the plan now is not the union of the reviewed ones; each comment says what differs.
        const line = (0,_render_review_review_status_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewDifferenceLine */ .iI)(difference.check, pullRequests);
        const message = (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .groupPlanChangedMessage */ .iI)(line, difference.unreviewed);
        const details = (0,_render_review_review_status_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewDifferenceMarkdown */ .zy)(plan, difference.check);
        const summaryHead = `${message}\n\n${details}\n### The plan now\n\n`;
        // The heading conclude.ts writes above counts against the summary's room too.
        const room = summaryHead.length + `## Inventory apply: ${_core_review_outcomes_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTCOMES */ .im["plan-changed"].heading}\n\n`.length;
        const commentHead = `${details}\n${PLAN_NOW_HEADING}`;
        return {
            message,
            summary: (cap) => `${summaryHead}${scope.summaryPlan(plan, cap - room)}`,
            statusLine: `**Not applied: the plan is not what was reviewed.** ${message}`,
            render: () => (maxLength) => `${commentHead}${scope.commentPlan(plan, maxLength - commentHead.length)}`,
            mark: "",
        };
    }
    // One pull request: the live inventory changed after the review; the comment shows both plans.
    const message = (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .planChangedMessage */ .H1)(difference.reviewed, plan.fingerprint);
    return {
        message,
        summary: (cap) => `${message}\n\n### The plan now\n\n${scope.summaryPlan(plan, cap)}`,
        statusLine: `**Not applied: the plan changed after review.** ${message}`,
        render: (target) => (maxLength) => {
            const reviewedMarkdown = target.existing === undefined ? undefined : (0,_render_review_comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .renderedPartOf */ .IF)(target.existing.body);
            // The plan now comes first and whole (every delete); the reviewed one gets what is left.
            const now = `${PLAN_NOW_HEADING}${scope.commentPlan(plan, maxLength - PLAN_NOW_HEADING.length)}`;
            if (reviewedMarkdown === undefined)
                return now;
            return `${now}${(0,_render_shared_markdown_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .collapsedBlock */ .B5)("The plan that was reviewed", reviewedMarkdown, maxLength - now.length, "The reviewed plan continues in this comment's edit history.")}`;
        },
        mark: "",
    };
}


/***/ })

};
