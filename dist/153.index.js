export const id = 153;
export const ids = [153];
export const modules = {

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewPolicy: () => (/* binding */ reviewPolicy)
/* harmony export */ });
/* harmony import */ var _core_review_policy_recorded_subjects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8653);
/* harmony import */ var _core_review_policy_judge_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4827);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2205);
/* harmony import */ var _render_review_policy_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8217);
/* harmony import */ var _render_review_comment_body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4222);
/* harmony import */ var _policy_policy_facts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9930);
/* harmony import */ var _policy_policy_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1963);
// A review submitted or dismissed: the owner policy judged again against the plan the comment
// recorded for the head commit, without the service; the commit status cip-sync/policy and the
// comment's Policy section follow. A comment that records no plan of the head commit refuses.







async function reviewPolicy(scope, pullRequest) {
    if (pullRequest.fromFork) {
        scope.reporter.info("A review of a pull request from a fork: its token may not set statuses; the policy is judged on its next pull_request run and at the merge.");
        return;
    }
    const gathered = await (0,_policy_policy_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .gatherPolicyFacts */ .f6)(scope, (0,_policy_policy_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .pullRequestBase */ .M2)(scope, pullRequest), async () => {
        const { change, note, approvals } = await (0,_policy_policy_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .pullRequestFacts */ .qL)(scope, pullRequest.number);
        const header = note?.header;
        const current = header?.head === change.headSha;
        const operations = current ? (0,_core_review_policy_recorded_subjects_js__WEBPACK_IMPORTED_MODULE_0__/* .recordedSubjectsOf */ .ZM)(header.policy) : undefined;
        const recorded = current ? (0,_core_review_policy_recorded_subjects_js__WEBPACK_IMPORTED_MODULE_0__/* .recordedGovernanceOf */ .Cq)(header.policy) : undefined;
        return {
            read: { change, note, header, operations },
            subjects: operations === undefined || recorded === undefined
                ? {
                    unjudgeable: `the plan comment records no plan of the head commit ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_6__/* .shortSha */ .Fu)(change.headSha)} for the policy to judge: re-run the pull_request workflow to plan it`,
                }
                : { operations, approvals, recorded },
        };
    });
    if (gathered === undefined)
        return;
    const { change, note, header, operations } = gathered.read;
    const judgement = (0,_core_review_policy_judge_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .judgePolicy */ .CL)(gathered.facts);
    await (0,_policy_policy_report_js__WEBPACK_IMPORTED_MODULE_5__/* .publishPolicyStatus */ .S0)(scope, pullRequest, change.headSha, judgement);
    if (note !== undefined && header !== undefined && operations !== undefined)
        await rewriteSection(scope, { number: change.number, note, header }, (0,_policy_policy_report_js__WEBPACK_IMPORTED_MODULE_5__/* .policySection */ .U4)(judgement));
}
/** The comment keeps its header, status line and plan; only its Policy section is replaced. */
async function rewriteSection(scope, target, section) {
    const { owner, repo, runUrl } = scope.context;
    const { note, header } = target;
    const parsed = (0,_render_review_comment_body_js__WEBPACK_IMPORTED_MODULE_3__/* .parseComment */ .vj)(note.body, scope.settings.workspace);
    const rendered = (0,_render_review_policy_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .replacePolicySection */ .st)((0,_render_review_comment_body_js__WEBPACK_IMPORTED_MODULE_3__/* .renderedPartOf */ .IF)(note.body) ?? "", section);
    await scope.comment({ issue: { owner, repo, number: target.number }, existing: note }, {
        ...header,
        // The comment writer adds this run's link again.
        statusLine: (parsed?.statusLine ?? "").replace(/ \[Run\]\([^)]*\)\.$/, ""),
        render: (maxLength) => rendered.length <= maxLength ? rendered : `${section}${(0,_render_review_comment_body_js__WEBPACK_IMPORTED_MODULE_3__/* .truncatedNote */ .z$)(runUrl)}`,
    });
}


/***/ })

};
