export const id = 630;
export const ids = [630];
export const modules = {

/***/ 5630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  applyMerge: () => (/* binding */ applyMerge)
});

// EXTERNAL MODULE: ./src/action/policy/policy-protection.ts + 1 modules
var policy_protection = __webpack_require__(6563);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/review/gate.ts
var gate = __webpack_require__(7821);
// EXTERNAL MODULE: ./src/engine/engine.ts + 23 modules
var engine = __webpack_require__(109);
;// CONCATENATED MODULE: ./src/render/plan/progress.ts
const QUIET_LOG_MS = 5_000;
/** A terminal line is redrawn at most this often, so that fast applies do not flood it. */
const REDRAW_MS = 100;
class ApplyProgress {
    #options;
    #startedAt;
    #done = 0;
    #failed = 0;
    #lastWrite;
    #lastTenth = 0;
    #timer;
    constructor(options) {
        this.#options = options;
        this.#startedAt = options.now();
        this.#lastWrite = this.#startedAt;
        if (!options.terminal) {
            // A slow apply still says it is alive; unref'd, so it never keeps the process running.
            this.#timer = setInterval(() => {
                if (this.#options.now() - this.#lastWrite >= QUIET_LOG_MS)
                    this.#writeLine();
            }, QUIET_LOG_MS);
            this.#timer.unref();
        }
    }
    onOperation(result) {
        this.#done++;
        if (result.status === "failed")
            this.#failed++;
        const { total, terminal, now } = this.#options;
        if (terminal) {
            if (this.#done === total || now() - this.#lastWrite >= REDRAW_MS)
                this.#redraw();
            return;
        }
        const tenth = Math.floor((this.#done * 10) / total);
        if (tenth > this.#lastTenth) {
            this.#lastTenth = tenth;
            this.#writeLine();
        }
    }
    /** Ends the progress display: the terminal line is cleared for the result that follows. */
    finish() {
        if (this.#timer !== undefined)
            clearInterval(this.#timer);
        if (this.#options.terminal && this.#done > 0)
            this.#options.write("\r\u001B[K");
    }
    /** "Applying: 90/400 (22%), 1 failed, 12.5/s, about 25 s left". */
    line() {
        const { total, now } = this.#options;
        const seconds = Math.max((now() - this.#startedAt) / 1000, 0.001);
        const rate = this.#done / seconds;
        const percent = Math.floor((this.#done * 100) / total);
        const parts = [`Applying: ${this.#done}/${total} (${percent}%)`, `${this.#failed} failed`];
        parts.push(`${rate.toFixed(1)}/s`);
        if (this.#done < total && rate > 0) {
            parts.push(`about ${Math.ceil((total - this.#done) / rate)} s left`);
        }
        return parts.join(", ");
    }
    #redraw() {
        this.#lastWrite = this.#options.now();
        this.#options.write(`\r\u001B[K${this.line()}`);
    }
    #writeLine() {
        this.#lastWrite = this.#options.now();
        this.#options.write(`${this.line()}\n`);
    }
}

;// CONCATENATED MODULE: ./src/action/merge/apply-progress.ts


/** The apply's progress, a line at each tenth, in a collapsed group of the log. */
class ProgressGroup {
    #scope;
    #progress;
    constructor(scope) {
        this.#scope = scope;
    }
    start(plan) {
        if (plan.operations.length === 0)
            return;
        const { reporter } = this.#scope;
        reporter.startGroup(`Applying ${plan.operations.length} operation(s)`);
        this.#progress = new ApplyProgress({
            total: plan.operations.length,
            write: (text) => reporter.info(text.trimEnd()),
            terminal: false,
            now: Date.now,
        });
        this.#scope.stop?.addEventListener("abort", () => reporter.info("Cancelled: no new operation starts; those in flight finish, and the change record says interrupted."), { once: true });
    }
    operation(result) {
        this.#progress?.onOperation(result);
    }
    end() {
        if (this.#progress === undefined)
            return;
        this.#progress.finish();
        this.#progress = undefined;
        this.#scope.reporter.endGroup();
    }
}
/** The engine's apply with the run's settings, its progress in the log, and its stop signal. */
function applyWithProgress(scope, client, { expectedFingerprint, existingBaselines, reviewedFilesAtBase, beforeApply, recordStopped, }) {
    const progress = new ProgressGroup(scope);
    return (0,engine/* applyFromSource */.AA)({
        ...scope.planSettings(),
        existingBaselines,
        reviewedFilesAtBase,
        allowed: {
            massDelete: scope.settings.allowMassDelete,
            replace: scope.settings.allowReplace,
        },
        concurrency: scope.settings.concurrency,
        deadlineMs: scope.settings.deadlineMs,
        ...(expectedFingerprint === undefined ? {} : { expectedFingerprint }),
        beforeApply,
        ...(scope.stop !== undefined ? { stop: scope.stop } : {}),
        onStart: (plan) => progress.start(plan),
        onOperation: (result) => progress.operation(result),
    }, client)
        .finally(() => progress.end())
        .catch(async (error) => {
        // Stopped before a result: still an attempt, and the evidence must say so.
        await recordStopped(error);
        throw error;
    });
}

// EXTERNAL MODULE: ./src/core/evidence/records/change-record.ts
var change_record = __webpack_require__(7302);
// EXTERNAL MODULE: ./src/core/evidence/records/service-context.ts
var service_context = __webpack_require__(8285);
// EXTERNAL MODULE: ./src/core/review/outcomes.ts
var outcomes = __webpack_require__(9751);
// EXTERNAL MODULE: ./src/render/review/comment-body.ts
var comment_body = __webpack_require__(4222);
// EXTERNAL MODULE: ./src/render/plan/plan-json.ts
var plan_json = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/render/shared/escape-markdown.ts
var escape_markdown = __webpack_require__(4747);
// EXTERNAL MODULE: ./src/render/shared/markdown-layout.ts
var markdown_layout = __webpack_require__(8902);
// EXTERNAL MODULE: ./src/render/plan/operation-cells.ts
var operation_cells = __webpack_require__(9763);
// EXTERNAL MODULE: ./src/render/plan/plan-view.ts
var plan_view = __webpack_require__(2997);
;// CONCATENATED MODULE: ./src/render/plan/apply-markdown.ts
// An apply's result as GitHub-flavoured Markdown, for the job summary and the merged pull request's
// comment: the verdict and counts, what failed and why, what the read-back found, and every
// operation's outcome. Escaped and capped as the plan is (markdown.ts).






/** The verdict and counts, the failures with their reasons, then every operation's outcome. */
function renderApplyResultMarkdown(plan, result, options = {}) {
    const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const verdict = (0,plan_view/* applyVerdict */.sR)(plan, result);
    const { succeeded, failed, skipped } = result.summary;
    const advice = (0,plan_view/* applyAdvice */.hb)(verdict.outcome);
    const stated = options.verdict === false
        ? ""
        : `**${verdict.sentence}**${advice === undefined ? "" : ` ${advice}`}\n\n`;
    const heading = markdown_layout/* text */.Qq(`${stated}| Succeeded | Failed | Skipped | Not run |\n|---:|---:|---:|---:|\n${markdown_layout/* tableRow */.jD([
        String(succeeded),
        String(failed),
        String(skipped),
        String(verdict.notRun),
    ])}`);
    const operations = plan.operations.length === 0
        ? []
        : [
            markdown_layout/* table */.tp("#### Operations", (0,wording/* countOf */.pq)(plan.operations.length, "operation"), ["#", "Change", "Asset", "Id", "Cyber system", "Outcome", "Details"], plan.operations.map((operation, index) => {
                const entry = byIndex.get(index);
                const cells = (0,operation_cells/* operationCells */.Fz)(operation);
                return markdown_layout/* row */.nM("operation", [
                    String(plan_model/* operationNumber */.JH(index)),
                    cells.change,
                    cells.asset,
                    cells.id,
                    cells.system,
                    ...outcomeCells(operation, entry),
                ]);
            })),
        ];
    const footer = markdown_layout/* text */.Qq(`Plan fingerprint: ${(0,escape_markdown/* markdownCodeSpan */.Bk)(result.fingerprint)}\n`);
    return markdown_layout/* fitLayouts */.FV([
        {
            essential: [heading],
            rest: [...failureSections(plan, result), ...verificationSections(result), ...operations],
            dropped: [],
            footer: [footer],
        },
    ], options);
}
/** The failed operations with their reasons, in a caution block; none when nothing failed. */
function failureSections(plan, result) {
    const failures = result.results
        .filter((entry) => entry.status === "failed")
        .sort((a, b) => a.index - b.index);
    return failures.length === 0
        ? []
        : [
            {
                head: `> [!CAUTION]\n> **${(0,wording/* countOf */.pq)(failures.length, "operation")} failed:**\n>\n`,
                rows: failures.map((entry) => {
                    const operation = plan.operations[entry.index];
                    const what = operation ? (0,operation_cells/* describeOperation */.R8)(operation) : "an unknown operation";
                    return markdown_layout/* row */.nM("failure", `> - **Operation ${plan_model/* operationNumber */.JH(entry.index)}** (${what}): ${(0,escape_markdown/* escapeMarkdown */.FV)(entry.error ?? "no reason given")}\n`);
                }),
                tail: "",
            },
        ];
}
/** What the read-back after the apply found, in a caution block; none when it found nothing. */
function verificationSections(result) {
    const problems = result.verification?.problems ?? [];
    return problems.length === 0
        ? []
        : [
            {
                head: `> [!CAUTION]\n> **Verification after apply found ${(0,wording/* countOf */.pq)(problems.length, "problem")}:**\n>\n`,
                rows: problems.map((problem) => markdown_layout/* row */.nM("problem", `> - ${(0,escape_markdown/* escapeMarkdown */.FV)(problem.message)}\n`)),
                tail: "",
            },
        ];
}
/** The outcome word and its details: the reason, or the id a create produced. */
function outcomeCells(operation, entry) {
    const reason = entry?.error === undefined ? "" : (0,escape_markdown/* escapeMarkdown */.FV)(entry.error);
    switch (entry?.status) {
        case undefined:
            return ["not run", ""];
        case "failed":
            return ["**failed**", reason];
        case "skipped":
            return ["skipped", reason];
        case "succeeded": {
            const created = operation.action === "create" && entry.asset_id
                ? (0,plan_view/* createdWords */.ik)((0,escape_markdown/* escapeMarkdown */.FV)(entry.asset_id), entry.adopted)
                : "";
            return ["succeeded", created];
        }
    }
}

// EXTERNAL MODULE: ./src/core/plan/saved/operation-digest.ts
var operation_digest = __webpack_require__(5435);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var text_reveal = __webpack_require__(6800);
// EXTERNAL MODULE: ./src/render/shared/ansi.ts
var ansi = __webpack_require__(8549);
// EXTERNAL MODULE: ./src/render/plan/plan-text.ts
var plan_text = __webpack_require__(51);
// EXTERNAL MODULE: ./src/core/plan/baseline-deviations.ts
var baseline_deviations = __webpack_require__(9029);
;// CONCATENATED MODULE: ./src/render/plan/apply-text.ts
// What an apply did, for terminals: one line per operation with its outcome, the verification's
// problems, the verdict last; and how the plan now differs from the reviewed one. Every name and
// message goes through revealHiddenCharacters, so none can restyle the terminal.








/**
 * One line per operation listed with its outcome and reason, the verification's problems, then
 * the verdict last, where a terminal leaves it in view.
 */
function renderApplyResultText(plan, result, style, listing) {
    const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const verdict = (0,plan_view/* applyVerdict */.sR)(plan, result);
    const lines = [];
    const numberWidth = `#${plan_model/* operationNumber */.JH(plan.operations.length - 1)}`.length;
    const indent = " ".repeat(2 + OUTCOME_WIDTH + 1);
    // Only succeeded operations go unlisted: the count line then says exactly what it leaves out.
    let unlisted = 0;
    plan.operations.forEach((operation, index) => {
        const entry = byIndex.get(index);
        if (listing === "problems" && entry?.status === "succeeded") {
            unlisted += 1;
            return;
        }
        const number = `#${plan_model/* operationNumber */.JH(index)}`.padEnd(numberWidth, " ");
        const created = operation.action === "create" && entry?.status === "succeeded" && entry.asset_id
            ? `: ${(0,plan_view/* createdWords */.ik)((0,text_reveal/* revealHiddenCharacters */.cr)(entry.asset_id), entry.adopted)}`
            : "";
        lines.push(`  ${outcomeLabel(entry, style)} ${number} ${describeOperation(operation)}${created}`);
        if (entry?.error !== undefined)
            lines.push(`${indent}${(0,text_reveal/* revealHiddenCharacters */.cr)(entry.error)}`);
    });
    const problems = result.verification?.problems ?? [];
    if (problems.length > 0) {
        if (lines.length > 0)
            lines.push("");
        lines.push((0,ansi/* paint */.n)(style, "boldRed", `Verification after apply: ${(0,wording/* countOf */.pq)(problems.length, "problem")}:`));
        for (const problem of problems)
            lines.push(`  - ${(0,text_reveal/* revealHiddenCharacters */.cr)(problem.message)}`);
    }
    // The baseline deviations the verdict counts, right above it (the service has no operation for them).
    if ((0,baseline_deviations/* deviationsOf */.YX)(plan.baseline_deviations).length > 0 && plan.baseline_deviations !== undefined) {
        if (lines.length > 0)
            lines.push("");
        lines.push(...(0,plan_text/* baselineLines */.xo)(plan.baseline_deviations, style));
    }
    if (lines.length > 0)
        lines.push("");
    // After a wholly successful apply the verdict says it all ("all N operations succeeded").
    if (unlisted > 0 && verdict.outcome !== "applied") {
        lines.push(`Not listed: ${(0,wording/* countOf */.pq)(unlisted, "operation")} that succeeded (--verbose lists every operation).`);
    }
    lines.push((0,ansi/* paint */.n)(style, verdict.outcome === "applied" ? "bold" : "boldRed", verdict.sentence));
    const advice = (0,plan_view/* applyAdvice */.hb)(verdict.outcome);
    if (advice !== undefined)
        lines.push(advice);
    return `${lines.join("\n")}\n`;
}
/**
 * The operations in which the plan now differs from the reviewed one: "+" only in the plan now,
 * "-" only in the reviewed plan (compared as sets, by what each operation does).
 */
function renderPlanDifferenceText(reviewed, now) {
    const byDigest = new Map(reviewed.operations.map((operation) => [operationDigest(operation), operation]));
    const check = checkReviewedOperations(now.operations, [
        { pullRequest: 0, digests: [...byDigest.keys()] },
    ]);
    const lines = [
        ...check.unreviewed.flatMap((index) => {
            const operation = now.operations[index];
            return operation === undefined ? [] : [`  + ${describeOperation(operation)}`];
        }),
        ...check.gone.flatMap(({ digest }) => {
            const operation = byDigest.get(digest);
            return operation === undefined ? [] : [`  - ${describeOperation(operation)}`];
        }),
    ];
    if (lines.length === 0)
        return "";
    const heading = `${countOf(lines.length, "operation")} differ${lines.length === 1 ? "s" : ""} (+ only in the plan now, - only in the reviewed plan):`;
    return `${[heading, ...lines].join("\n")}\n`;
}
/**
 * What a second interrupt leaves behind: the operations that succeeded before it, which no change
 * record will hold, one line each as the verbose outcome lists them; then what to do.
 */
function renderAppliedBeforeExit(applied) {
    const lines = applied.map(({ result, operation }) => {
        const created = operation.action === "create" && result.asset_id
            ? `: ${createdWords(reveal(result.asset_id), result.adopted)}`
            : "";
        return `  #${planModel.operationNumber(result.index)} ${describeOperation(operation)}${created}\n`;
    });
    const inFlight = "operations still in flight may have been applied too: run 'cip-sync plan' to see what the live inventory holds now.\n";
    return lines.length === 0
        ? `No operation had succeeded yet; ${inFlight}`
        : `Applied before the exit, and in no change record (${countOf(lines.length, "operation")}; note them with the change):\n${lines.join("")}Besides these, ${inFlight}`;
}
function describeOperation(operation) {
    switch (operation.action) {
        case "create":
            return `create ${(0,text_reveal/* revealHiddenCharacters */.cr)(operation.name)} (${operation.asset_type}) in ${(0,plan_text/* systemLabel */.af)(operation.cyber_system)}`;
        case "delete":
            return `delete ${(0,text_reveal/* revealHiddenCharacters */.cr)(operation.name)} (${(0,text_reveal/* revealHiddenCharacters */.cr)(operation.asset_id)}) from ${(0,plan_text/* systemLabel */.af)(operation.cyber_system)}`;
        case "update": {
            const line = (0,plan_text/* describeUpdate */.LX)(operation, operation.changes.name?.from ?? operation.name);
            return operation.temporary ? `${line}, ${plan_view/* TEMPORARY_RENAME_WORDS */.LL}` : line;
        }
    }
}
const OUTCOME_WIDTH = 7;
function outcomeLabel(entry, style) {
    const [paintName, word] = outcomeStyle(entry);
    return (0,ansi/* paint */.n)(style, paintName, word.padEnd(OUTCOME_WIDTH, " "));
}
function outcomeStyle(entry) {
    switch (entry?.status) {
        case undefined:
            return ["yellow", "not run"];
        case "succeeded":
            return ["green", "ok"];
        case "failed":
            return ["boldRed", "FAILED"];
        case "skipped":
            return ["yellow", "skipped"];
    }
}

// EXTERNAL MODULE: ./src/action/run/failure.ts
var run_failure = __webpack_require__(8694);
// EXTERNAL MODULE: ./src/action/run/messages.ts
var messages = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/action/run/refusal.ts
var refusal = __webpack_require__(6104);
// EXTERNAL MODULE: ./src/action/run/review-flow.ts
var review_flow = __webpack_require__(2203);
;// CONCATENATED MODULE: ./src/action/merge/conclude.ts
// What a push's apply attempt reports, whatever it came to: one path for every verdict of
// core/review/gate.ts. The change record first (the audit evidence), then the job summary, the
// merged pull requests' comments (or a mark on them), and the failure. The words of each refusal
// are in refusal.ts; the name of each outcome in every vocabulary is core/review/outcomes.ts.











async function conclude(scope, decided, verdict, targets) {
    switch (verdict.kind) {
        case "invalid":
            await targets.record({ outcome: "invalid", reason: "the inventory is invalid" });
            // Refused for approvals before the files were read: the comment keeps its reviewed plan.
            return scope.failInvalid(verdict.diagnostics, decided.kind === "not-approved" ? undefined : targets.invalidNote);
        case "refused":
            return refuse(scope, verdict, targets);
        case "applied":
            return reportApplied(scope, verdict, targets);
    }
}
/** Nothing applied: the plan, the record, the summary, the comments or their marks, the failure. */
async function refuse(scope, verdict, targets) {
    const { plan, outcome } = verdict;
    const names = outcomes/* OUTCOMES */.im[outcome];
    const text = (0,refusal/* refusalText */.K)(scope, verdict, targets.pullRequests);
    await scope.reportPlan(plan);
    await targets.record({ outcome, reason: text.message, plan });
    await scope.reporter.summary((cap) => `## Inventory apply: ${names.heading}\n\n${text.summary(cap)}`);
    if (names.comment === undefined) {
        const notes = targets.comments.map(({ issue, existing }) => ({ issue, sticky: existing }));
        await (0,review_flow/* markComments */.KR)(scope, notes, text.mark);
    }
    else {
        for (const target of targets.comments) {
            await scope.comment(target, {
                fingerprint: plan.fingerprint,
                head: target.head,
                status: names.comment,
                statusLine: text.statusLine,
                render: text.render(target),
            });
        }
    }
    throw new run_failure/* ActionFailure */.d(names.failure, text.message);
}
/** Applied, wholly or not: the change record, the summary, the stale marks, the comments. */
async function reportApplied(scope, verdict, targets) {
    const { reporter, context } = scope;
    const { plan, result, outcome } = verdict;
    await scope.reportPlan(plan);
    const sentence = (0,messages/* appliedSentence */.J7)(outcome, plan, result, targets.sha);
    // The service and its organization are known once the live inventory was read.
    const changeContext = {
        ...targets.changeContext,
        ...(0,service_context/* serviceContext */.f)(scope.settings.apiUrl, verdict.live),
    };
    const record = (0,change_record/* buildChangeRecord */.O7)(plan, result, changeContext);
    reporter.group("Apply result", renderApplyResultText(plan, result, { color: false }, "every"));
    const recordPath = scope.outputPath("change-record.json");
    await reporter.writeFile(recordPath, (0,plan_json/* renderJson */.h)(record));
    reporter.setOutput("change-record", recordPath);
    const failedOperations = result.summary.failed + result.summary.skipped;
    const evidenceFailure = await targets.record({
        outcome: record.status,
        ...(failedOperations === 0
            ? {}
            : { reason: `${failedOperations} operation(s) failed or were skipped` }),
        plan,
        changeRecord: record,
    });
    await reporter.summary((cap) => `## Inventory apply: workspace \`${scope.settings.workspace}\`\n\n${sentence}\n\nChange record: \`${recordPath}\`\n\n${renderApplyResultMarkdown(plan, result, { maxLength: cap, truncatedNote: messages/* SUMMARY_TRUNCATED_NOTE */.ng, verdict: false })}`);
    // Other pull requests' reviewed plans no longer hold: marked before this one's comment is
    // written, so a comment that cannot be written leaves no sibling looking applicable.
    await (0,review_flow/* markSiblingsStale */.wv)(scope, plan, result, targets.pullRequests);
    for (const target of targets.comments) {
        await scope.comment(target, {
            fingerprint: plan.fingerprint,
            head: target.head,
            status: outcomes/* OUTCOMES */.im[outcome].comment,
            statusLine: sentence,
            render: (maxLength) => renderApplyResultMarkdown(plan, result, {
                maxLength,
                truncatedNote: (0,comment_body/* truncatedNote */.z$)(context.runUrl),
                verdict: false,
            }),
        });
    }
    const failure = outcomes/* OUTCOMES */.im[outcome].failure;
    if (failure !== undefined)
        throw new run_failure/* ActionFailure */.d(failure, (0,messages/* applyFailure */.nw)(outcome, result));
    if (evidenceFailure !== undefined)
        throw evidenceFailure;
}

// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(2823);
;// CONCATENATED MODULE: ./src/action/evidence/change-context.ts
// The change record's context: where and why the apply ran, and the review facts of the pull
// request (or of each of the pull requests) it merged. Pure.

/**
 * One merged pull request is `pull_request`, with the reviewed fingerprint when there was one;
 * several merged together are `pull_requests`; a direct push has neither.
 */
function buildChangeContext(context, workspace, facts) {
    const { changes, reviewed } = facts;
    const [only] = changes;
    if (changes.length > 1)
        return { ...runContext(context, workspace), pull_requests: changes.map(pullRequestContext) };
    return {
        ...runContext(context, workspace),
        ...(only === undefined ? {} : { pull_request: pullRequestContext(only) }),
        ...(reviewed.kind === "fingerprint" ? { reviewed_fingerprint: reviewed.value } : {}),
    };
}
function runContext(context, workspace) {
    const { owner, repo, sha, ref, runUrl, actor } = context;
    return {
        tool_version: tool_version/* TOOL_VERSION */.wr,
        workspace,
        repository: `${owner}/${repo}`,
        commit: sha,
        ref,
        run_url: runUrl,
        actor,
    };
}
function pullRequestContext(facts) {
    const { change, approvedBy, notIndependent, notCounted, approvedEarlierCommit, mergedBy } = facts;
    return {
        number: change.number,
        url: change.url,
        title: change.title,
        author: change.author,
        approved_by: approvedBy,
        ...(notIndependent.length === 0 ? {} : { not_independent: notIndependent }),
        ...(notCounted.length === 0 ? {} : { not_counted: notCounted }),
        ...(approvedEarlierCommit.length === 0
            ? {}
            : { approved_earlier_commit: approvedEarlierCommit }),
        ...(mergedBy === undefined ? {} : { merged_by: mergedBy }),
        ...(change.source === undefined ? {} : { source: change.source }),
        ...(change.sourceRefused === undefined ? {} : { source_not_counted: change.sourceRefused }),
    };
}

// EXTERNAL MODULE: ./src/action/evidence/evidence.ts + 6 modules
var evidence_evidence = __webpack_require__(9757);
// EXTERNAL MODULE: ./src/action/run/notify.ts + 1 modules
var notify = __webpack_require__(2761);
// EXTERNAL MODULE: ./src/core/notify/notifications.ts
var notifications = __webpack_require__(1089);
;// CONCATENATED MODULE: ./src/action/merge/failed-attempt.ts
// An apply attempt that stopped on an error before it had a verdict: the service unreachable, its
// certificate refused, the key refused, a 5xx, or a crash. Whatever step of the merge route it
// stopped in (the plan after a refusal, the check of several pull requests' plans, the apply), the
// attempt is still evidence: a `failed` change record saying where it stopped and why, and a job
// summary saying so, before the error goes on to set the failure-reason output (failure.ts).





/** Where an attempt stopped, as its record's reason begins. */
const STOPPED_AT = {
    /** After a refusal the route plans only to tell a refusal from a merge that changes nothing. */
    refusal: (refusal) => `refused (${outcomes/* OUTCOMES */.im[gate/* REFUSAL_OUTCOMES */.Hn[refusal]].heading}), but the plan that says whether the merge changes anything could not be made; nothing was applied`,
    policy: "the plan the owner policy judges could not be made; nothing was applied",
    precheck: "the plan could not be made to check it against the plans reviewed in the merged pull requests; nothing was applied",
    apply: "the apply stopped before it had a result",
};
/**
 * Records the attempt as `failed`, with where it stopped, the failure-reason the run ends with and
 * the error (redacted by the reporter, as every record is), and says so in the job summary. The
 * ledger's own failure, if any, is reported by recordEvidence; the caller rethrows `error`.
 */
async function recordFailedAttempt(scope, targets, stoppedAt, error) {
    const reason = `${stoppedAt} (failure-reason ${(0,run_failure/* failureReasonOf */.M)(error)}): ${(0,errors/* errorMessage */.g)(error)}`;
    await targets.record({ outcome: "failed", reason });
    await scope.reporter.summary(`## Inventory apply: ${outcomes/* OUTCOMES */.im.failed.heading}\n\n${(0,escape_markdown/* escapeMarkdown */.FV)(reason)}\n`);
}
/** `step` of an attempt, recorded as a failed attempt when it throws; the error is rethrown. */
async function recordingFailure(scope, targets, stoppedAt, step) {
    try {
        return await step();
    }
    catch (error) {
        await recordFailedAttempt(scope, targets, stoppedAt, error);
        throw error;
    }
}

// EXTERNAL MODULE: ./src/core/review/policy/judge-policy.ts + 5 modules
var judge_policy = __webpack_require__(4827);
// EXTERNAL MODULE: ./src/core/obligations/identification-review.ts + 1 modules
var identification_review = __webpack_require__(1099);
// EXTERNAL MODULE: ./src/action/policy/policy-facts.ts + 3 modules
var policy_facts = __webpack_require__(9930);
// EXTERNAL MODULE: ./src/action/policy/policy-report.ts + 1 modules
var policy_report = __webpack_require__(1963);
;// CONCATENATED MODULE: ./src/action/merge/merge-policy.ts




/** The merge judged by the base's policy; undefined when there is no policy at the base. */
async function judgeMerge(scope, facts, before, planNow) {
    const { sha } = scope.context;
    // Every fact first (the policy's files, the plan, the memberships its questions need, the
    // merged documents), then the pure judgements, then the report: the route decides nothing itself.
    const gathered = await (0,policy_facts/* gatherPolicyFacts */.f6)(scope, async () => before ?? (await scope.host.policy.firstParent(sha)), async () => {
        const planned = await planNow();
        return {
            read: planned,
            subjects: planned.status === "invalid"
                ? { unjudgeable: "the inventory files are invalid, so there is no plan to judge" }
                : { operations: planned.plan.operations, approvals: (0,policy_facts/* mergedApprovals */.d5)(facts) },
        };
    });
    if (gathered === undefined)
        return undefined;
    const { files, read: planned } = gathered;
    const { documents } = await scope.inventory();
    const judgement = (0,judge_policy/* judgePolicy */.CL)(gathered.facts);
    const reviewed = judgement.governance.find((change) => change.kind === "review");
    const { reviewText } = judgement.base.head;
    const review = reviewed === undefined
        ? undefined
        : (0,identification_review/* reviewEvidenceOf */.TH)(reviewed.file, reviewText, documents, scope.settings.workspace);
    (0,policy_report/* logJudgement */.Qh)(scope, judgement, planned.status === "invalid" ? undefined : planned.plan);
    return {
        judgement,
        planned,
        gate: { policy: judgement.verdict },
        ...(review === undefined ? {} : { review }),
        ...(files.atBase.unlisted === undefined ? { baseDocumentsAt: files.baseSha } : {}),
    };
}

// EXTERNAL MODULE: ./src/action/evidence/change-record-facts.ts + 3 modules
var change_record_facts = __webpack_require__(7333);
;// CONCATENATED MODULE: ./src/action/merge/rerun.ts

/**
 * Fails the run, before anything is judged, applied or recorded, when it is a re-run of the apply
 * job of a merge the ledger cannot resume. `before`: the commit the merge is judged from, the
 * anchor of the run's one reading of the ledger.
 */
async function refuseStaleRerun(scope, before) {
    const { sha, runAttempt } = scope.context;
    if (runAttempt <= 1 || scope.settings.evidenceBranch === "")
        return;
    const inForce = await scope.inForce(before);
    const { last } = await scope.ledgerReading(before);
    if (last?.kind === "change" && last.change.merge_sha === sha) {
        if (!DONE.has(last.change.outcome))
            return;
        throw refused(scope, alreadyApplied(last));
    }
    if (inForce === null)
        return;
    const why = inForce.commit === sha
        ? `record #${inForce.sequence} already put it in force, and the ledger's last record is not an attempt of it to resume`
        : await notAfter(scope, sha, inForce);
    if (why !== undefined)
        throw refused(scope, why);
}
/**
 * Fails a push's first attempt before the engine applies anything when the ledger's last record
 * (`last`, as the run's one reading read it) already records this commit's apply: the branch was
 * pushed back to a merge it had applied.
 */
function refuseAppliedAgain(scope, last) {
    const { sha, runAttempt } = scope.context;
    if (runAttempt > 1)
        return;
    if (last?.kind === "change" && last.change.merge_sha === sha && DONE.has(last.change.outcome))
        throw refused(scope, alreadyApplied(last));
}
function alreadyApplied(last) {
    return `record #${last.sequence}, the ledger's last, already records its apply (outcome ${last.change.outcome}), so there is nothing to resume`;
}
/** The outcomes of an attempt that finished: a re-run of it has nothing to resume. */
const DONE = new Set(["applied", "no-changes"]);
function refused(scope, why) {
    const { sha, runAttempt } = scope.context;
    const run = runAttempt <= 1
        ? `This run applies commit ${sha} again, which the evidence ledger cannot resume`
        : `This is attempt ${runAttempt} of the apply job of commit ${sha}, a re-run the evidence ledger cannot resume`;
    return new run_failure/* ActionFailure */.d("evidence", `${run}: ${why}. A re-run decides from the ledger, never from the plan comment, which any workflow can edit: nothing was judged, applied or recorded. The inventory at the default branch's head is applied by the next merge; open a pull request to change it`);
}
/** Why `sha` may not be recorded after what is in force; undefined when it descends from it. */
async function notAfter(scope, sha, inForce) {
    const status = await scope.host.policy.compare(inForce.commit, sha);
    if (status === "ahead")
        return undefined;
    const put = `commit ${inForce.commit}, which record #${inForce.sequence} put in force`;
    return status === "behind"
        ? `it is older than ${put}: a merge's record may only move what is in force forward`
        : `it does not descend from ${put}`;
}

;// CONCATENATED MODULE: ./src/action/merge/merge-route.ts
// The merge route: a push to the default branch applies the plan reviewed in the pull request it
// merged (or in the several it merged together, a merge-queue batch), or refuses. It reads as its
// steps: gather the review facts from GitHub once, `gate` them (core/review/gate.ts), plan or
// apply with the engine, and `conclude` the verdict (record, summary, comments, failure). A push
// that merged one pull request is a group of one; a direct push, a group of none. A step that
// reaches the service and throws (unreachable, a refused key, a 5xx) still leaves a `failed`
// change record (failed-attempt.ts) before the run fails with failure-reason connection.

















/** Applies commit GITHUB_SHA, pushed over `before` (the branch's previous head) when known. */
async function applyMerge(scope, pushedOver) {
    // Opened first: a wrong api-url or api-key fails the step before any request, GitHub's too.
    await scope.withService(async (client) => {
        await (0,policy_protection/* reportGuards */.p)(scope, { approvals: true });
        const { sha, ref } = scope.context;
        // The commit the merge is judged from, which its record names: what a ledger's first record
        // names is its genesis (core/evidence/chain/ledger-authority.ts). GitHub's push event names it;
        // without it, the merge commit's first parent.
        const before = pushedOver ?? (await firstParentOf(scope, sha));
        await refuseStaleRerun(scope, before);
        const { workspace, minApprovals, requireReviewedPlan } = scope.settings;
        const facts = await scope.host.facts.mergeFacts({
            sha,
            before,
            // The merge route runs only for a push to the default branch: ref is refs/heads/<it>.
            branch: ref.replace(/^refs\/heads\//, ""),
            workspace,
        });
        describe(scope, facts);
        // Every plan of the merge compares its baselines with those in force (CIP-010 R1.2), so that
        // the change record lists a baseline-only change's deviations, not "no changes".
        // The patch files it changes too, which the reviewed plan showed and its fingerprint covers.
        const compared = {
            existingBaselines: (0,change_record_facts/* existingBaselinesAt */.Rw)(scope, before),
            reviewedFilesAtBase: (0,change_record_facts/* reviewedFilesAtBaseOf */.qr)(scope, before),
        };
        // The plan now, when a step needs one before the engine's own: a failure to make it is still
        // an attempt, recorded with where it stopped.
        const planNow = (targets, stoppedAt) => recordingFailure(scope, targets, stoppedAt, () => plan(scope, client, compared));
        // The owner policy, when the base has one, judges the plan now: the apply is then held to it.
        const judged = await judgeMerge(scope, facts, before, () => planNow(mergeTargets(scope, facts, before, {}), STOPPED_AT.policy));
        const targets = mergeTargets(scope, facts, before, {
            policy: judged?.judgement.evidence,
            review: judged?.review,
            baseDocumentsAt: judged?.baseDocumentsAt,
        });
        const decided = (0,gate/* gate */.Gj)({ ...facts, minApprovals, requireReviewedPlan, ...judged?.gate });
        // Several pull requests' reviewed operations are checked against the plan now; a refusal
        // shows the plan it held back. A single reviewed fingerprint needs none before the engine's.
        const verdict = decided.kind === "apply"
            ? await apply(scope, { client, compared, before }, facts, decided, targets, judged?.planned ??
                (decided.expect.kind === "operations"
                    ? await planNow(targets, STOPPED_AT.precheck)
                    : undefined))
            : (0,gate/* verdictOf */.Vj)(decided, judged?.planned ?? (await planNow(targets, STOPPED_AT.refusal(decided.kind))));
        return conclude(scope, decided, verdict, targets);
    });
}
function describe(scope, facts) {
    if (facts.reviewed.kind !== "operations") {
        for (const line of (0,messages/* describeMerge */.ak)(facts))
            scope.reporter.info(line);
        return;
    }
    if (facts.incomplete !== undefined)
        scope.reporter.warning(`Not every merged pull request may have been found: ${facts.incomplete}.`);
    for (const line of (0,messages/* describeGroup */.N3)(facts.changes))
        scope.reporter.info(`Commit ${facts.sha} merged ${line}`);
}
async function plan(scope, client, compared) {
    const outcome = await (0,engine/* planFromSource */.rW)({ ...scope.planSettings(), ...compared }, client);
    scope.annotate(outcome.diagnostics);
    return outcome;
}
/**
 * Applies what the gate lets through. A plan made before (`planned`: the one the owner policy
 * judged, or several pull requests' plan now) is first checked against what was reviewed, and is
 * then the only plan the engine may apply.
 */
async function apply(scope, { client, compared, before, }, facts, decided, targets, planned) {
    // What the apply announces on the merged pull requests before its first operation, and how a
    // stop (a signal, the deadline) is recorded: the same whichever plan it is held to.
    const announced = facts.changes.flatMap(({ issue, note }) => note === undefined ? [] : [{ issue, sticky: note }]);
    const hooks = {
        beforeApply: (plan) => (0,review_flow/* announceApply */.ar)(scope, announced, { sha: facts.sha, plan }),
        recordStopped: (error) => recordFailedAttempt(scope, targets, STOPPED_AT.apply, error),
    };
    // A merge whose record no later run would count (a bound ledger, and this job cannot sign as
    // its writer) applies nothing: the run fails before the engine starts.
    const { last } = await scope.requireWriterKey(before);
    refuseAppliedAgain(scope, last);
    const { expect } = decided;
    if (planned?.status === "invalid")
        return (0,gate/* verdictOf */.Vj)(decided, planned);
    const checked = planned === undefined ? undefined : (0,gate/* checkPlan */.Gy)(expect, planned.plan);
    if (checked?.kind === "refused")
        return checked;
    const expectedFingerprint = planned?.plan.fingerprint ?? (expect.kind === "fingerprint" ? expect.value : undefined);
    const outcome = await applyWithProgress(scope, client, {
        expectedFingerprint,
        ...compared,
        ...hooks,
    });
    // A plan made before was annotated then: the engine's plan of the same files says it again.
    if (planned === undefined)
        scope.annotate(outcome.diagnostics);
    return (0,gate/* verdictOf */.Vj)(decided, outcome);
}
function mergeTargets(scope, facts, before, judged) {
    const { baseDocumentsAt, ...recorded } = judged;
    const comments = facts.changes.map(({ issue, note, change }) => ({
        issue,
        existing: note,
        head: change.headSha,
    }));
    const [only] = comments;
    return {
        sha: facts.sha,
        changeContext: buildChangeContext(scope.context, scope.settings.workspace, facts),
        comments,
        pullRequests: facts.changes.map(({ change }) => change.number),
        invalidNote: only === undefined || comments.length > 1
            ? undefined
            : {
                ...only,
                fingerprint: facts.reviewed.kind === "fingerprint" ? facts.reviewed.value : undefined,
            },
        record: async (note) => {
            // The baselines in force: read where the owner policy was (the commit in force), if it was.
            const { atBase, calendar, governance, reviewedFiles } = await (0,change_record_facts/* changeRecordFacts */.Vx)(scope, baseDocumentsAt ?? before, note.plan);
            const evidence = await (0,evidence_evidence/* recordEvidence */.ti)(scope, (0,evidence_evidence/* changeDraft */._e)(scope, { facts, before, ...recorded, atBase, calendar, governance, reviewedFiles }, note));
            // After the record: a notification is about evidence that exists.
            await notifyChange(scope, facts, note);
            // A base that could not be read fails the run, recorded (fail closed): never a silent pass.
            const unread = atBase.unread === undefined ? undefined : new run_failure/* ActionFailure */.d("evidence", atBase.unread);
            return evidence.failure ?? unread;
        },
    };
}
/** The notification of an apply attempt: refused, failed or applied (nothing when no change). */
async function notifyChange(scope, facts, note) {
    const event = (0,notifications/* changeEvent */.Z7)(note.outcome);
    if (event === undefined)
        return;
    const merged = facts.changes.map(({ change }) => `#${change.number}`).join(", ");
    const what = merged === "" ? `commit ${facts.sha.slice(0, 12)}` : `pull request ${merged}`;
    const detail = note.reason ?? `${note.changeRecord?.operations.length ?? 0} operation(s) applied`;
    await (0,notify/* notify */.m)(scope, event, {
        state: "new",
        title: `Inventory change ${event} for ${what}`,
        detail,
    });
}
/** The first parent of `sha`; undefined, with a note in the log, when GitHub cannot say. */
async function firstParentOf(scope, sha) {
    try {
        return await scope.host.policy.firstParent(sha);
    }
    catch (error) {
        scope.reporter.info(`The push names no previous head, and the first parent of ${sha} could not be read (${(0,errors/* errorMessage */.g)(error)}): the change record names no base commit.`);
        return undefined;
    }
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
