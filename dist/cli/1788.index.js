export const id = 1788;
export const ids = [1788];
export const modules = {

/***/ 21788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  apply: () => (/* binding */ apply)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(62823);
// EXTERNAL MODULE: ./src/core/evidence/records/change-record.ts
var change_record = __webpack_require__(47302);
// EXTERNAL MODULE: ./src/core/evidence/records/break-glass.ts
var break_glass = __webpack_require__(82674);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/evidence/records/cli-change-context.ts
var cli_change_context = __webpack_require__(70633);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 4 modules
var parse_policy = __webpack_require__(49914);
// EXTERNAL MODULE: ./src/core/review/policy/freezes.ts
var freezes = __webpack_require__(73587);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(64928);
// EXTERNAL MODULE: ./src/cli/shared/settings.ts + 8 modules
var shared_settings = __webpack_require__(38698);
;// CONCATENATED MODULE: ./src/cli/inventory/apply-freezes.ts
// Freeze windows around an apply from the terminal. A pull request's apply is refused in a freeze
// unless a reviewer overrides it; the terminal has no review, so the apply goes ahead as a
// break-glass change, but never silently: it says which freezes it goes around, and its change
// record lists them. The policy is the one at the repository root (cip-policy.yaml).








async function freezesAround(root, plan, now) {
    let text;
    try {
        text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(root, shared_settings/* DEFAULT_POLICY_FILE */.mY));
    }
    catch (error) {
        return { held: [], unknown: `${shared_settings/* DEFAULT_POLICY_FILE */.mY} cannot be read (${String(error)})` };
    }
    if (text === undefined)
        return { held: [] };
    const parsed = (0,parse_policy/* parsePolicyText */.X)(text, shared_settings/* DEFAULT_POLICY_FILE */.mY);
    if (parsed.policy === undefined || (0,diagnostics/* hasErrors */.Cs)(parsed.diagnostics)) {
        return {
            held: [],
            unknown: `${shared_settings/* DEFAULT_POLICY_FILE */.mY} has errors ('cip-sync policy check' lists them)`,
        };
    }
    return { held: (0,freezes/* activeFreezes */.Dv)(parsed.policy.freezes, plan.operations, now) };
}
/** The warning lines for standard error: one per freeze held, or why it is not known. */
function freezeWarnings(check, applied) {
    const goes = applied ? "this apply went around it" : "applying goes around it";
    const lines = check.held.map((freeze) => `warning: freeze ${(0,diagnostics/* quote */.hD)(freeze.id)} (${freeze.from} to ${freeze.to}) holds ${(0,wording/* countOf */.pq)(freeze.operations, "operation")} of this plan; no review can override it from the terminal, so ${goes} as a break-glass change, and the change record lists the freeze.`);
    if (check.unknown !== undefined) {
        lines.push(`warning: whether a freeze holds this plan is not known: ${check.unknown}; fix it, or check the freeze calendar before applying.`);
    }
    return lines.map((line) => `${line}\n`).join("");
}

// EXTERNAL MODULE: ./src/core/notify/notifications.ts
var notifications = __webpack_require__(51089);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var redact = __webpack_require__(71640);
// EXTERNAL MODULE: ./src/io/checkout/checkout-facts.ts
var checkout_facts = __webpack_require__(48311);
// EXTERNAL MODULE: ./src/io/network/known-secrets.ts
var known_secrets = __webpack_require__(75294);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var network_dispatcher = __webpack_require__(55028);
// EXTERNAL MODULE: ./src/io/network/proxy.ts
var network_proxy = __webpack_require__(17401);
;// CONCATENATED MODULE: ./src/io/network/notify-delivery.ts
// Delivers one notification to the webhook URL (Slack, Teams or any receiver of our JSON), through
// the proxy the environment names for it and with the same certificate trust as every other call.
// Bounded: three attempts, a second and then two apart, each with a timeout; a 4xx other than 408
// and 429 is not retried (the receiver refused the message). The timeouts are per read, so a
// receiver that trickles its answer a byte at a time would never trip them: a total deadline over
// every attempt stops the delivery, and at most RESPONSE_BODY_LIMIT_BYTES of an answer's body are
// read (its status is all we need). A failure is returned, never thrown:
// a notification that cannot be delivered never fails the apply or loses its record. The URL is a
// secret (Slack's and Teams' carry their token in the path): no message names more than its host.




const DELIVERY_ATTEMPTS = 3;
const BACKOFF_MS = [1000, 2000];
/** The whole delivery, every attempt and wait included (docs/notifications.md). */
const DELIVERY_DEADLINE_MS = 30_000;
/** The most of an answer's body read before the connection is closed (docs/notifications.md). */
const RESPONSE_BODY_LIMIT_BYTES = 64 * 1024;
/** undefined when delivered; otherwise why not, naming the URL by its host only. */
async function deliverNotice(url, payload, options) {
    const target = new URL(url);
    const proxy = (0,network_proxy/* proxyForUrl */.th)(options.env, url);
    const timeout = options.timeoutMs ?? 10_000;
    const dispatcher = (0,network_dispatcher/* openDispatcher */.y)(target, proxy, { connections: 1, connectTimeout: timeout, headersTimeout: timeout, bodyTimeout: timeout }, options.extraCa);
    const sleep = options.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
    const deadline = (options.startDeadline ?? AbortSignal.timeout)(DELIVERY_DEADLINE_MS);
    const body = JSON.stringify(payload);
    let last = "";
    let attempts = 0;
    try {
        for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS && !deadline.aborted; attempt += 1) {
            attempts = attempt;
            try {
                const response = await dispatcher.request({
                    origin: target.origin,
                    path: `${target.pathname}${target.search}`,
                    method: "POST",
                    headers: { "content-type": "application/json" },
                    body,
                    signal: deadline,
                });
                // The status has decided; the body is read only to free the connection, and a body cut
                // by the limit or the deadline changes nothing.
                await response.body
                    .dump({ limit: RESPONSE_BODY_LIMIT_BYTES, signal: deadline })
                    .catch(() => undefined);
                if (response.statusCode >= 200 && response.statusCode < 300)
                    return undefined;
                last = `answered HTTP ${response.statusCode}`;
                const retried = response.statusCode >= 500 || [408, 429].includes(response.statusCode);
                if (!retried)
                    break;
            }
            catch (error) {
                last = deadline.aborted
                    ? "no answer"
                    : (0,redact/* redactSecrets */.fp)((0,errors/* errorMessage */.g)(error), [url, target.pathname, ...(proxy?.secrets ?? [])]);
            }
            if (attempt < DELIVERY_ATTEMPTS && !deadline.aborted) {
                await sleep(BACKOFF_MS[attempt - 1] ?? 2000);
            }
        }
    }
    finally {
        await dispatcher.destroy();
    }
    const stopped = deadline.aborted
        ? `, stopped at the ${DELIVERY_DEADLINE_MS / 1000} s deadline`
        : "";
    return `the notification to ${target.host} was not delivered (${last}${stopped}, after ${attempts === 1 ? "1 attempt" : `${attempts} attempts`})`;
}

;// CONCATENATED MODULE: ./src/cli/inventory/apply-notify.ts
// A break-glass apply from the terminal tells the team, when CIP_NOTIFY_URL is set: refused,
// failed or applied (--notify-on), as the Action's applies do, naming the checkout's repository as
// the change record does. A delivery that fails is a warning on standard error; the apply's outcome
// and its change record stand.









async function notifyApply(notify, io, outcome, detail) {
    const event = (0,notifications/* changeEvent */.Z7)(outcome);
    if (notify === undefined || event === undefined || !notify.on.has(event))
        return;
    const [repository, who] = await Promise.all([
        (0,checkout_facts/* readOriginRepository */.Jr)(io.cwd),
        (0,checkout_facts/* readOperatorFacts */.Ax)(io.cwd),
    ]);
    // Who tried it, as the change record names them: a failed or refused attempt has no record.
    const operator = (0,break_glass/* operatorText */.yp)((0,cli_change_context/* operatorContext */.w)(who));
    const payload = (0,notifications/* noticePayload */.FM)({
        event,
        state: "new",
        origin: {
            kind: "cli",
            ...(repository === undefined ? {} : { repository }),
            ...(operator === undefined ? {} : { operator }),
        },
        title: `Inventory change ${event} from the command line`,
        detail,
    }, notify.format);
    const failure = await saidWhileWaiting(notify.url, io, () => deliverNotice(notify.url, payload, { env: io.env }));
    if (failure !== undefined) {
        io.stderr(`warning: ${failure}; the apply's outcome and its change record stand.\n`);
    }
}
/** How long a delivery may take before the terminal says what it waits for. */
const WAITING_SAID_AFTER_MS = 2_000;
/**
 * `deliver`, saying on standard error what the terminal waits for when it takes a while: a slow
 * receiver holds it up to the delivery's deadline. The URL holds a token: only its host is named.
 */
async function saidWhileWaiting(url, io, deliver) {
    const waiting = setTimeout(() => {
        io.stderr(`Waiting for the webhook at ${new URL(url).hostname} (CIP_NOTIFY_URL) to answer, up to ${DELIVERY_DEADLINE_MS / 1000} s; the apply's outcome stands whatever it answers.\n`);
    }, WAITING_SAID_AFTER_MS);
    try {
        return await deliver();
    }
    finally {
        clearTimeout(waiting);
    }
}
/**
 * `run`, sending `failed` when it throws (the service unreachable, a file that cannot be read):
 * an apply stopped by an error is a failed attempt the team hears of, as the Action's is. A usage
 * mistake is the operator's own, at the terminal, before anything started: it sends nothing. The
 * error's message is redacted of every known secret, as the terminal shows it.
 */
async function notifyFailureOf(notify, io, run) {
    try {
        return await run();
    }
    catch (error) {
        if (!(error instanceof shared_settings/* UsageError */.eb)) {
            const detail = (0,redact/* redactSecrets */.fp)((0,errors/* errorMessage */.g)(error), (0,known_secrets/* knownSecrets */.xU)(io.env));
            await notifyApply(notify, io, "failed", `stopped by an error: ${detail}`);
        }
        throw error;
    }
}

// EXTERNAL MODULE: ./src/io/network/connection.ts
var connection = __webpack_require__(92305);
// EXTERNAL MODULE: ./src/core/plan/baseline-deviations.ts
var baseline_deviations = __webpack_require__(29029);
// EXTERNAL MODULE: ./src/core/plan/saved/declared-digest.ts
var declared_digest = __webpack_require__(9242);
// EXTERNAL MODULE: ./src/engine/engine.ts + 20 modules
var engine = __webpack_require__(94534);
// EXTERNAL MODULE: ./src/render/plan/plan-json.ts
var plan_json = __webpack_require__(51086);
// EXTERNAL MODULE: ./src/render/plan/plan-view.ts
var plan_view = __webpack_require__(82997);
// EXTERNAL MODULE: ./src/render/plan/plan-text.ts
var plan_text = __webpack_require__(10051);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/plan/saved/operation-digest.ts
var operation_digest = __webpack_require__(45435);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(66800);
// EXTERNAL MODULE: ./src/render/shared/ansi.ts
var ansi = __webpack_require__(28549);
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
            ? `: ${(0,plan_view/* createdWords */.ik)((0,reveal/* revealHiddenCharacters */.cr)(entry.asset_id), entry.adopted)}`
            : "";
        lines.push(`  ${outcomeLabel(entry, style)} ${number} ${describeOperation(operation)}${created}`);
        if (entry?.error !== undefined)
            lines.push(`${indent}${(0,reveal/* revealHiddenCharacters */.cr)(entry.error)}`);
    });
    const problems = result.verification?.problems ?? [];
    if (problems.length > 0) {
        if (lines.length > 0)
            lines.push("");
        lines.push((0,ansi/* paint */.n)(style, "boldRed", `Verification after apply: ${(0,wording/* countOf */.pq)(problems.length, "problem")}:`));
        for (const problem of problems)
            lines.push(`  - ${(0,reveal/* revealHiddenCharacters */.cr)(problem.message)}`);
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
    const byDigest = new Map(reviewed.operations.map((operation) => [(0,operation_digest/* operationDigest */.Q8)(operation), operation]));
    const check = (0,operation_digest/* checkReviewedOperations */.oZ)(now.operations, [
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
    const heading = `${(0,wording/* countOf */.pq)(lines.length, "operation")} differ${lines.length === 1 ? "s" : ""} (+ only in the plan now, - only in the reviewed plan):`;
    return `${[heading, ...lines].join("\n")}\n`;
}
/**
 * What a second interrupt leaves behind: the operations that succeeded before it, which no change
 * record will hold, one line each as the verbose outcome lists them; then what to do.
 */
function renderAppliedBeforeExit(applied) {
    const lines = applied.map(({ result, operation }) => {
        const created = operation.action === "create" && result.asset_id
            ? `: ${(0,plan_view/* createdWords */.ik)((0,reveal/* revealHiddenCharacters */.cr)(result.asset_id), result.adopted)}`
            : "";
        return `  #${plan_model/* operationNumber */.JH(result.index)} ${describeOperation(operation)}${created}\n`;
    });
    const inFlight = "operations still in flight may have been applied too: run 'cip-sync plan' to see what the live inventory holds now.\n";
    return lines.length === 0
        ? `No operation had succeeded yet; ${inFlight}`
        : `Applied before the exit, and in no change record (${(0,wording/* countOf */.pq)(lines.length, "operation")}; note them with the change):\n${lines.join("")}Besides these, ${inFlight}`;
}
function describeOperation(operation) {
    switch (operation.action) {
        case "create":
            return `create ${(0,reveal/* revealHiddenCharacters */.cr)(operation.name)} (${operation.asset_type}) in ${(0,plan_text/* systemLabel */.af)(operation.cyber_system)}`;
        case "delete":
            return `delete ${(0,reveal/* revealHiddenCharacters */.cr)(operation.name)} (${(0,reveal/* revealHiddenCharacters */.cr)(operation.asset_id)}) from ${(0,plan_text/* systemLabel */.af)(operation.cyber_system)}`;
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

// EXTERNAL MODULE: ./src/cli/shared/command-support.ts + 1 modules
var command_support = __webpack_require__(56439);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/report-diagnostics.ts
var report_diagnostics = __webpack_require__(56499);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
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

// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 4 modules
var plan_schema = __webpack_require__(14617);
// EXTERNAL MODULE: ./src/render/shared/reviewed-file-words.ts
var reviewed_file_words = __webpack_require__(46810);
;// CONCATENATED MODULE: ./src/cli/inventory/saved-plan.ts
// The plan `apply --plan FILE` was saved as, which is the confirmation: read, refused without
// --base when it shows reviewed files compared with a commit, and the inventory it was made from.






/**
 * The saved plan --plan names, read; undefined without --plan. A plan showing reviewed files
 * compared with a commit is refused without --base, before anything is asked or changed.
 */
async function savedPlanOf(settings, io) {
    if (settings.planFile === undefined)
        return undefined;
    const reviewed = (0,plan_schema/* parsePlanJson */.Xj)(await (0,flag_files/* readFlagFile */.X$)((0,flag_files/* flagPath */.aO)("--plan", settings.planFile, flag_files/* FLAG_FIXES */.pp.plan, io)), `--plan ${settings.planFile}`);
    // The fingerprint covers the patch and assessment files the saved plan shows against --base:
    // without it here the fresh plan shows none, and the plans differ for want of a flag.
    const shown = (0,reviewed_file_words/* reviewedFilesShown */.M)(reviewed);
    if (shown !== undefined && settings.base === undefined)
        throw new shared_settings/* UsageError */.eb(`--plan ${settings.planFile} shows the ${shown.title} compared with ${shown.comparedWith}, which 'plan --base' compared: pass the same --base to apply, so that the plan it checks is compared alike. Nothing was changed.`);
    return reviewed;
}
/**
 * The inventory a saved plan was made from, unless paths or --root are given: its patterns are
 * relative to its root, and its root to the directory the plan was made in.
 */
function sourceOfPlan(settings, plan, io) {
    if (settings.source.given || plan.inputs === undefined)
        return (0,command_support/* sourceOf */.vz)(settings, io);
    const root = (0,external_node_path_.resolve)(io.cwd, plan.inputs.root);
    const { maxAssets, maxBytes } = settings.source;
    return { patterns: plan.inputs.patterns, cwd: root, root, maxAssets, maxTotalBytes: maxBytes };
}

;// CONCATENATED MODULE: ./src/cli/inventory/apply-command.ts
// apply: confirmation, progress, a graceful stop, and the change record.

























async function apply(settings, io) {
    return notifyFailureOf(settings.notify, io, () => confirmAndApply(settings, io));
}
async function confirmAndApply(settings, io) {
    const reviewed = await savedPlanOf(settings, io);
    // A saved plan is the confirmation: apply refuses unless the fresh plan equals it.
    const mustAsk = !settings.assumeYes && reviewed === undefined;
    if (mustAsk && !io.stdinIsTTY) {
        throw new shared_settings/* UsageError */.eb("apply changes the live inventory and asks for confirmation first, but standard input is not a terminal; review the changes with 'cip-sync plan', then pass --yes (or --plan FILE with the saved plan).");
    }
    const source = reviewed === undefined ? (0,command_support/* sourceOf */.vz)(settings, io) : sourceOfPlan(settings, reviewed, io);
    // Before the question and before any change: an answer must never be refused afterwards.
    const record = await recordReadiness(settings, io);
    return (0,command_support/* closingAfter */.Ym)((0,command_support/* openClient */.My)(settings.connection, settings.concurrency), async (client) => {
        if (!mustAsk) {
            const seen = reviewed === undefined ? undefined : { plan: reviewed, warningsShown: false };
            return applyAndReport(settings, io, { client, source, record }, reviewed?.fingerprint, seen);
        }
        const preview = await (0,engine/* planFromSource */.rW)({ source, limits: settings.limits, ...(0,command_support/* checkoutReads */.M2)(source, settings.base) }, client);
        if (preview.status === "invalid") {
            (0,report_diagnostics/* reportDiagnostics */.D)(preview.diagnostics, io, settings.color);
            return shared_io/* EXIT_ERROR */.SI;
        }
        // The summary and the deletes come first in the plan text, right above the question.
        io.stdout((0,plan_text/* renderPlanText */.$D)(preview.plan, { color: settings.color.stdout }));
        // A baseline deviation is a change too: asked for, applied (no operation) and recorded.
        if (!(0,baseline_deviations/* planChanges */.XA)(preview.plan))
            return shared_io/* EXIT_OK */.Ij;
        // Said before the question, so that the answer is given knowing it.
        io.stderr(freezeWarnings(await freezesAround(settings.source.root, preview.plan, (io.now ?? Date.now)()), false));
        const answer = await (io.ask ?? (async () => ""))("Apply these changes to the live inventory? Only 'yes' is accepted: ");
        if (answer.trim() !== "yes") {
            io.stderr("Apply cancelled: nothing was changed.\n");
            return shared_io/* EXIT_ERROR */.SI;
        }
        // The plan text above showed its warnings: the apply does not repeat them.
        const seen = { plan: preview.plan, warningsShown: true };
        return applyAndReport(settings, io, { client, source, record }, preview.plan.fingerprint, seen);
    });
}
/**
 * The record is written after the changes are made and sealed into the ledger later: a path that
 * cannot take it, or a checkout the ledger could not tie it to, stops the apply before it starts,
 * every reason at once, not after a change left without its audit evidence. Where the apply runs
 * from is read now too: the tree as it was when the change was made.
 */
async function recordReadiness(settings, io) {
    if (settings.recordFile === undefined)
        return undefined;
    const path = (0,flag_files/* flagPath */.aO)("--record", settings.recordFile, flag_files/* FLAG_FIXES */.pp.record, io);
    // The tree first: checking that --record's path is writable may leave a probe file beside it
    // for a moment, which git status must not see as a change of the tree.
    const checkout = await (0,checkout_facts/* readCheckoutFacts */.kX)(io.cwd, ignoredFiles(settings, io));
    const writable = await (0,flag_files/* checkFlagFileWritable */.lt)(path).then(() => undefined, (error) => (0,errors/* errorMessage */.g)(error));
    const refused = (0,break_glass/* sealRefusals */.TZ)((0,cli_change_context/* cliChangeContext */.O)({ ...RECORD_ONLY_FACTS, checkout }));
    // Without git no checkout can be read: that is the reason, not "outside a git checkout".
    const unsealable = refused.length > 0 && !(await (0,checkout_facts/* gitStarts */.OR)(io.cwd)) ? [GIT_MISSING] : refused;
    const problems = [
        ...(writable === undefined ? [] : [writable]),
        ...(unsealable.length === 0
            ? []
            : [
                `--record ${settings.recordFile} could not be sealed into the evidence ledger ('cip-sync evidence append'): ${unsealable.join("; ")}`,
            ]),
    ];
    if (problems.length > 0) {
        throw new shared_settings/* UsageError */.eb(`${problems.join("\n")}\nNothing was changed: fix ${problems.length === 1 ? "this" : "these"} first, or leave out --record.`);
    }
    // Said, not refused: a break-glass fix must not wait on a commit, and the record carries the
    // operations and baselines themselves; but the operator learns it before the change is made.
    if (checkout.treeDirty === true)
        io.stderr(`warning: the working tree has changes not committed to ${checkout.commit ?? "HEAD"}: the change record names that commit, which does not hold what this apply reads (tree_dirty: true); commit them first so that the record's commit shows what was applied\n`);
    return { path, checkout };
}
const GIT_MISSING = "git could not be started (it is not installed, or not on PATH), so the checkout's commit, its remote origin and the operator (git's user.name and user.email) cannot be read: install git or add its folder to PATH, then run apply again from the checkout of the inventory repository";
/** What the record's context takes from the apply itself: no part of whether it can be sealed. */
const RECORD_ONLY_FACTS = {
    toolVersion: tool_version/* TOOL_VERSION */.wr,
    serviceUrl: undefined,
    live: undefined,
    reviewedFingerprint: undefined,
    freezes: [],
};
async function applyAndReport(settings, io, { client, source, record }, expectedFingerprint, seen) {
    // A freeze is judged at the time the apply started, as the Action judges it at its run.
    const startedAt = (io.now ?? Date.now)();
    const outcome = await applyWatched(settings, io, client, source, expectedFingerprint);
    switch (outcome.status) {
        case "invalid":
            (0,report_diagnostics/* reportDiagnostics */.D)(outcome.diagnostics, io, settings.color);
            return shared_io/* EXIT_ERROR */.SI;
        case "plan-changed": {
            io.stdout((0,plan_text/* renderPlanText */.$D)(outcome.plan, { color: settings.color.stdout }));
            const changed = (0,declared_digest/* whyPlanChanged */.e)(seen?.plan, outcome.plan);
            io.stderr(`error: ${changed} since this plan was reviewed: the reviewed plan has fingerprint ${outcome.expectedFingerprint}, the plan now is ${outcome.plan.fingerprint} (shown above). Nothing was changed; review the new plan and apply it.\n${seen === undefined ? "" : renderPlanDifferenceText(seen.plan, outcome.plan)}`);
            await notifyApply(settings.notify, io, "plan-changed", `${changed} since the plan was reviewed; nothing was changed`);
            return shared_io/* EXIT_ERROR */.SI;
        }
        case "unsafe":
            io.stdout((0,plan_text/* renderPlanText */.$D)(outcome.plan, { color: settings.color.stdout }));
            // The refusal itself says that nothing was changed.
            io.stderr(`error: ${outcome.message}\n`);
            await notifyApply(settings.notify, io, "unsafe", outcome.message.split("\n")[0] ?? "");
            return shared_io/* EXIT_ERROR */.SI;
        case "applied":
            return reportApplied(settings, io, outcome, { seen, record, expectedFingerprint, startedAt });
    }
}
/**
 * The change record of a CLI apply, with who ran it from where (a break-glass apply is evidence
 * too), redacted of the connection's secrets; then how to seal it into the ledger.
 */
async function writeChangeRecord(settings, io, recordPath, applied) {
    const context = (0,cli_change_context/* cliChangeContext */.O)({
        toolVersion: tool_version/* TOOL_VERSION */.wr,
        checkout: applied.checkout,
        serviceUrl: settings.connection.apiUrl,
        live: applied.live,
        reviewedFingerprint: applied.reviewedFingerprint,
        freezes: applied.freezes,
    });
    const record = (0,redact/* redactSecretsInValue */.Hk)((0,change_record/* buildChangeRecord */.O7)(applied.plan, applied.result, context), (0,connection/* connectionSecrets */.K$)((0,connection/* readConnection */.dC)(settings.connection)));
    await (0,flag_files/* writeFlagFile */.mg)(recordPath, (0,plan_json/* renderJson */.h)(record));
    io.stderr(`Wrote the change record to ${recordPath.given}. Seal it into the evidence ledger with 'cip-sync evidence append --dir <checkout of the evidence branch> --record ${recordPath.given}'.\n`);
}
/** The files apply reads and writes itself, which do not make the checkout's tree dirty. */
function ignoredFiles(settings, io) {
    return [settings.planFile, settings.recordFile]
        .filter((file) => file !== undefined)
        .map((file) => (0,external_node_path_.resolve)(io.cwd, file));
}
/** Runs the apply with progress on standard error, stopping gracefully on the first interrupt. */
async function applyWatched(settings, io, client, source, expectedFingerprint) {
    const stop = new AbortController();
    let progress;
    // What a second interrupt must name: changes it leaves outside any evidence.
    const applied = [];
    const stopListening = io.onInterrupt?.(() => {
        if (stop.signal.aborted) {
            io.stderr(`Interrupted again: exiting now, without the change record.\n${renderAppliedBeforeExit(applied)}`);
            io.exitNow?.(shared_io/* EXIT_INTERRUPTED */._2);
            return;
        }
        // The operations left are skipped at once: counting them as progress would only mislead.
        progress?.finish();
        progress = undefined;
        stop.abort();
        io.stderr("Stopping: no new operation starts; those in flight finish first. Interrupt again to exit at once.\n");
    });
    try {
        return await (0,engine/* applyFromSource */.AA)({
            source,
            limits: settings.limits,
            ...(0,command_support/* checkoutReads */.M2)(source, settings.base),
            allowed: { massDelete: settings.allowMassDelete, replace: settings.allowReplace },
            expectedFingerprint,
            concurrency: settings.concurrency,
            deadlineMs: settings.deadlineMs,
            stop: stop.signal,
            onStart: (plan) => {
                if (settings.quiet || plan.operations.length === 0)
                    return;
                progress = new ApplyProgress({
                    total: plan.operations.length,
                    write: io.stderr,
                    terminal: io.stderrIsTTY,
                    now: io.now ?? Date.now,
                });
            },
            onOperation: (result, operation) => {
                if (result.status === "succeeded")
                    applied.push({ result, operation });
                progress?.onOperation(result);
            },
        }, client);
    }
    finally {
        progress?.finish();
        stopListening?.();
    }
}
/** An apply that ran: its diagnostics, freezes, change record, notification and verdict. */
async function reportApplied(settings, io, outcome, facts) {
    const { seen, record, expectedFingerprint, startedAt } = facts;
    const shown = new Set((seen?.warningsShown ? seen.plan.warnings : []).map((warning) => JSON.stringify(warning)));
    const unseen = outcome.diagnostics.filter((diagnostic) => !shown.has(JSON.stringify(diagnostic)));
    (0,report_diagnostics/* reportDiagnostics */.D)(unseen, io, settings.color);
    const { plan, result } = outcome;
    const freezes = await freezesAround(settings.source.root, plan, startedAt);
    io.stderr(freezeWarnings(freezes, true));
    if (record !== undefined)
        await writeChangeRecord(settings, io, record.path, {
            ...outcome,
            checkout: record.checkout,
            reviewedFingerprint: expectedFingerprint,
            freezes: freezes.held,
        });
    // The outcome comes last, where the terminal leaves it in view.
    io.stdout(settings.quiet
        ? `${(0,plan_view/* applyVerdict */.sR)(plan, result).sentence}\n`
        : renderApplyResultText(plan, result, { color: settings.color.stdout }, settings.verbose ? "every" : "problems"));
    const verdict = (0,plan_view/* applyVerdict */.sR)(plan, result);
    await notifyApply(settings.notify, io, verdict.outcome === "applied" ? "applied" : "failed", verdict.sentence);
    if (result.interrupted !== undefined)
        return shared_io/* EXIT_INTERRUPTED */._2;
    return (0,change_record/* applyComplete */.Sk)(result) ? shared_io/* EXIT_OK */.Ij : shared_io/* EXIT_ERROR */.SI;
}


/***/ }),

/***/ 82674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TZ: () => (/* binding */ sealRefusals),
/* harmony export */   V5: () => (/* binding */ breakGlassDraft),
/* harmony export */   yp: () => (/* binding */ operatorText)
/* harmony export */ });
/* unused harmony export cliRunId */
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99343);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80053);
// A break-glass apply made evidence: the change record the command line wrote (`cip-sync apply
// --record`) becomes a `change` record of origin "cli" in the evidence ledger (`cip-sync evidence
// append`), chained like every other. Its run id is derived from the change record's content, so
// the same record sealed twice is recognised. Pure: the draft, and why a record cannot be sealed.



/** The run id of `record`'s ledger entry: the same for the same record, however it is laid out. */
function cliRunId(record) {
    return `${_evidence_record_js__WEBPACK_IMPORTED_MODULE_2__/* .CLI_RUN_PREFIX */ .aG}${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(JSON.stringify((0,_plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .canonical */ .$N)(record))).slice(0, 20)}`;
}
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const FROM_CHECKOUT = "apply ran outside a git checkout of the inventory repository with a remote origin; run break-glass applies from such a checkout, so that the change can be tied to a commit";
/**
 * Why a change record with `context` could not be sealed into the ledger, every reason at once;
 * none when it can. The ledger ties every change to the repository and commit it was applied
 * from, and to who applied it. `cip-sync apply --record` asks before it changes anything.
 */
function sealRefusals(context) {
    const unnamed = [
        ...(context.commit === undefined || !COMMIT.test(context.commit)
            ? ["no commit (context.commit)"]
            : []),
        ...(context.repository === undefined ? ["no repository (context.repository)"] : []),
    ];
    return [
        ...(unnamed.length === 0 ? [] : [`it names ${unnamed.join(" and ")}: ${FROM_CHECKOUT}`]),
        ...(operatorOf(context) === undefined
            ? [
                "it names no operator (context.operator): it was not written by 'cip-sync apply --record' of this version; apply with this version's --record",
            ]
            : []),
    ];
}
/** The ledger's draft of `record` for `workspace`, or why it cannot be one (sealRefusals). */
function breakGlassDraft(record, workspace, toolVersion) {
    const { context } = record;
    const refusals = sealRefusals(context);
    const actor = operatorOf(context);
    // After sealRefusals found nothing missing, these only narrow the types.
    if (refusals.length > 0 ||
        context.commit === undefined ||
        context.repository === undefined ||
        actor === undefined) {
        return { refusal: refusals.join("; ") };
    }
    return {
        draft: {
            format_version: _evidence_record_js__WEBPACK_IMPORTED_MODULE_2__/* .EVIDENCE_FORMAT_VERSION */ .Z_,
            workspace,
            tool_version: toolVersion,
            origin: "cli",
            run: {
                repository: context.repository,
                run_id: cliRunId(record),
                run_attempt: 1,
                actor,
            },
            kind: "change",
            change: {
                outcome: record.status,
                reason: reasonOf(record),
                base_sha: null,
                merge_sha: context.commit,
                plan_fingerprint: record.fingerprint,
                reviewed_fingerprint: context.reviewed_fingerprint ?? null,
                pull_request: null,
                change_record: record,
                ...(record.baselines === undefined ? {} : { baselines: record.baselines }),
            },
        },
    };
}
function operatorOf(context) {
    return operatorText(context.operator);
}
/** "Name <email>, OS user name" from what is known of who ran the apply; undefined: nothing. */
function operatorText(operator) {
    const { git_name, git_email, os_user } = operator ?? {};
    const git = git_name !== undefined && git_email !== undefined
        ? `${git_name} <${git_email}>`
        : (git_name ?? git_email);
    const parts = [git, os_user === undefined ? undefined : `OS user ${os_user}`].filter((part) => part !== undefined);
    return parts.length === 0 ? undefined : parts.join(", ");
}
/** Why not everything was applied, as the Action's records say it; null when everything was. */
function reasonOf(record) {
    const { failed, skipped } = record.result_summary;
    const problems = record.verification?.problems.length ?? 0;
    switch (record.status) {
        case "applied":
        case "no-changes":
            return null;
        case "interrupted":
            return `the apply was interrupted: ${failed} operation(s) failed, ${skipped} skipped`;
        case "failed":
        case "partly-applied":
            return failed + skipped > 0
                ? `${failed} operation(s) failed, ${skipped} skipped`
                : `the verification after apply found ${problems} problem(s)`;
    }
}


/***/ }),

/***/ 70633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ cliChangeContext),
/* harmony export */   w: () => (/* binding */ operatorContext)
/* harmony export */ });
/* harmony import */ var _service_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98285);

/** Who ran the command, as a record names them: git's name and email, the OS user; each if read. */
function operatorContext(checkout) {
    return {
        ...(checkout.gitName === undefined ? {} : { git_name: checkout.gitName }),
        ...(checkout.gitEmail === undefined ? {} : { git_email: checkout.gitEmail }),
        ...(checkout.osUser === undefined ? {} : { os_user: checkout.osUser }),
    };
}
function cliChangeContext(facts) {
    const { checkout } = facts;
    const operator = operatorContext(checkout);
    return {
        tool_version: facts.toolVersion,
        ...(checkout.repository === undefined ? {} : { repository: checkout.repository }),
        ...(checkout.commit === undefined ? {} : { commit: checkout.commit }),
        ...(checkout.ref === undefined ? {} : { ref: checkout.ref }),
        ...(checkout.treeDirty === undefined ? {} : { tree_dirty: checkout.treeDirty }),
        ...(Object.keys(operator).length === 0 ? {} : { operator }),
        ...(checkout.host === undefined ? {} : { host: checkout.host }),
        ...(0,_service_context_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceContext */ .f)(facts.serviceUrl, facts.live),
        ...(facts.reviewedFingerprint === undefined
            ? {}
            : { reviewed_fingerprint: facts.reviewedFingerprint }),
        ...(facts.freezes.length === 0 ? {} : { freezes_held: [...facts.freezes] }),
    };
}


/***/ }),

/***/ 98285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ serviceContext)
/* harmony export */ });
/* unused harmony export organizationOf */
function serviceContext(serviceUrl, live) {
    const service = serviceOrigin(serviceUrl);
    const organization = live === undefined ? undefined : organizationOf(live);
    return {
        ...(service === undefined ? {} : { service }),
        ...(organization === undefined ? {} : { organization }),
    };
}
/** Scheme, host and port of the service URL: never a path, user name or query. */
function serviceOrigin(url) {
    const parsed = url === undefined ? null : URL.parse(url.trim());
    if (parsed === null || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
        return undefined;
    }
    return parsed.origin;
}
/**
 * The organization_slug the service's records carry: an API key reaches exactly one organization
 * (spec section 5), so every record names the same; none when the service listed no record, or
 * (against the spec) several.
 */
function organizationOf(live) {
    const slugs = new Set([...live.facilities, ...live.controlCenters, ...live.cyberSystems, ...live.cyberAssets].map((record) => record.organization_slug));
    return slugs.size === 1 ? [...slugs][0] : undefined;
}


/***/ }),

/***/ 51089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ noticePayload),
/* harmony export */   SD: () => (/* binding */ DEFAULT_NOTIFY_ON),
/* harmony export */   Z7: () => (/* binding */ changeEvent),
/* harmony export */   fK: () => (/* binding */ NOTIFY_FORMATS),
/* harmony export */   yK: () => (/* binding */ NOTIFY_EVENTS)
/* harmony export */ });
/* unused harmony exports NOTICE_SCHEMA, driftState, slackText, teamsText */
/* harmony import */ var _shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
// Notifications when something needs a person: which new state sends one, and the message for
// each target format. One per new state, never one per run: a drift sends one when it is first
// seen and one when it is resolved (the drift issue opened and closed), an apply one per attempt
// that was refused, failed or applied. Names in a message come from inventory files, the service or
// GitHub: each format gets them as plain text that cannot mention anyone or become a link.

const NOTIFY_EVENTS = [
    "drift",
    "refused",
    "failed",
    "applied",
    "obligation-overdue",
    "obligation-due-soon",
];
const DEFAULT_NOTIFY_ON = [
    "drift",
    "refused",
    "failed",
    "obligation-overdue",
];
const NOTIFY_FORMATS = ["json", "slack", "teams"];
/** The version of the generic JSON message; docs/notifications.md documents its fields. */
const NOTICE_SCHEMA = "cip-sync.notification/1";
/** The notice's origin in words: "grid-east/inventory, workspace default". */
function whereText(notice) {
    if (notice.origin.kind === "action") {
        return `${notice.origin.repository}, workspace ${notice.origin.workspace}`;
    }
    const { repository, operator } = notice.origin;
    return `a break-glass apply from the command line${repository === undefined ? "" : ` in ${repository}`}${operator === undefined ? "" : ` by ${operator}`}`;
}
/** What an apply attempt's outcome is worth telling: nothing when nothing was to be applied. */
function changeEvent(outcome) {
    switch (outcome) {
        case "applied":
            return "applied";
        case "partly-applied":
        case "failed":
        case "interrupted":
            return "failed";
        case "no-changes":
            return undefined;
        default:
            return "refused";
    }
}
/** The drift issue's transition as a state: opened is a new drift, closed its resolution. */
function driftState(action) {
    if (action === "opened")
        return "new";
    if (action === "closed")
        return "resolved";
    return undefined;
}
/** The message as `format` takes it. */
function noticePayload(notice, format) {
    switch (format) {
        case "json":
            return {
                schema: NOTICE_SCHEMA,
                event: notice.event,
                state: notice.state,
                origin: notice.origin.kind,
                repository: notice.origin.repository ?? null,
                workspace: notice.origin.kind === "action" ? notice.origin.workspace : null,
                operator: notice.origin.kind === "cli" ? (notice.origin.operator ?? null) : null,
                title: (0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(notice.title),
                detail: (0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(notice.detail),
                run_url: notice.runUrl ?? null,
            };
        case "slack":
            return slackPayload(notice);
        case "teams":
            return teamsPayload(notice);
    }
}
/**
 * A web address in untrusted text (`https://host/...`, `www.host`, `host.tld/path`) written the
 * way security notices write one they do not mean to be followed: `https[:]//host[.]tld/path`.
 * Slack and Teams make a link of an address they recognise in plain text; this one they do not,
 * and a person still reads where it pointed.
 */
const WEB_ADDRESS = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)+(?=\/)/giu;
function inertWebAddresses(text) {
    return text.replace(WEB_ADDRESS, (address) => address.replace("://", "[:]//").replaceAll(".", "[.]"));
}
/**
 * Slack's mrkdwn treats <, > and & as control characters (<!channel>, <@U123>, <url|text>):
 * escaped as Slack documents, a name can mention no one and link nowhere. The section is also
 * `verbatim`, so Slack links no bare address, channel name or mention it would otherwise parse.
 */
function slackText(text) {
    return inertWebAddresses((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text))
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;");
}
/** The most a section block's text may hold: Slack refuses the whole message beyond it. */
const SLACK_SECTION_MAX = 3000;
/** `text` escaped for a section, cut to fit before an escape rather than through one. */
function slackSection(text) {
    const escaped = slackText(text);
    if (escaped.length <= SLACK_SECTION_MAX)
        return escaped;
    const cut = escaped.slice(0, SLACK_SECTION_MAX - 1);
    const open = cut.lastIndexOf("&");
    return `${open > cut.lastIndexOf(";") ? cut.slice(0, open) : cut}…`;
}
function slackPayload(notice) {
    const title = `${notice.state === "resolved" ? "Resolved: " : ""}${notice.title}`;
    return {
        text: slackText(`cip-sync ${notice.event}: ${title}`),
        blocks: [
            {
                type: "header",
                text: { type: "plain_text", text: truncate((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(title), 150) },
            },
            {
                type: "section",
                text: {
                    type: "mrkdwn",
                    text: slackSection(`${whereText(notice)}: ${notice.detail}`),
                    verbatim: true,
                },
            },
            ...(notice.runUrl === undefined
                ? []
                : [
                    {
                        type: "actions",
                        elements: [
                            {
                                type: "button",
                                text: { type: "plain_text", text: "Open the run" },
                                url: notice.runUrl,
                            },
                        ],
                    },
                ]),
        ],
    };
}
/**
 * Teams renders a TextBlock's text as the Markdown of Adaptive Cards: emphasis (`*`, `_`), links
 * (`[text](url)`, `<url>`) and, at a line's start, lists (`- `, `+ `, `1. `). Only those
 * characters are escaped, so that a name is shown as written (`alpha-relay-01`, not
 * `alpha\-relay\-01`) and never becomes a link, emphasis or a list; a bare address is made inert.
 */
function teamsText(text) {
    return inertWebAddresses((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text))
        .replace(/[\\`*_[\]<>~]/g, (c) => `\\${c}`)
        .replace(/^(\d+)\.(?= )|^([-+])(?= )/, (_, number, bullet) => number === undefined ? `\\${bullet}` : `${number}\\.`);
}
function teamsPayload(notice) {
    const title = `${notice.state === "resolved" ? "Resolved: " : ""}${notice.title}`;
    return {
        type: "message",
        attachments: [
            {
                contentType: "application/vnd.microsoft.card.adaptive",
                content: {
                    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
                    type: "AdaptiveCard",
                    version: "1.4",
                    body: [
                        {
                            type: "TextBlock",
                            text: teamsText(title),
                            weight: "Bolder",
                            size: "Medium",
                            wrap: true,
                        },
                        {
                            type: "TextBlock",
                            text: teamsText(`${whereText(notice)}: ${notice.detail}`),
                            wrap: true,
                        },
                    ],
                    actions: notice.runUrl === undefined
                        ? []
                        : [{ type: "Action.OpenUrl", title: "Open the run", url: notice.runUrl }],
                },
            },
        ],
    };
}
function truncate(text, length) {
    return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}


/***/ }),

/***/ 48311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ readOperatorFacts),
/* harmony export */   Jr: () => (/* binding */ readOriginRepository),
/* harmony export */   OR: () => (/* binding */ gitStarts),
/* harmony export */   kX: () => (/* binding */ readCheckoutFacts)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71640);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54917);
// The facts a command-line change record names about where it ran: the git checkout (remote
// origin, commit, branch, whether its tree had changes), who ran it (git's user.name and
// user.email, the operating system's user) and the machine. Each is read with a bounded git
// call; one that cannot be read (no git, not a checkout, no origin, no identity) is left out,
// never guessed. What the record makes of them is decided in core/evidence/records/cli-change-context.ts.




/** How long one git call may take: it reads local files only, so this is generous. */
const GIT_TIMEOUT_MS = 10_000;
/** The most one git call may print (a status of a very large tree): past it, the fact is left out. */
const MAX_GIT_OUTPUT_BYTES = 16 * 2 ** 20;
/**
 * The facts of the checkout `dir` is in. `ignore`: absolute paths of files that do not make the
 * tree dirty (the saved plan and the change record the command itself reads and writes).
 */
async function readCheckoutFacts(dir, ignore = []) {
    const git = (...args) => gitOutput(dir, args);
    const [top, commit, ref, remote, operator] = await Promise.all([
        git("rev-parse", "--show-toplevel"),
        git("rev-parse", "--verify", "--quiet", "HEAD"),
        git("symbolic-ref", "--quiet", "HEAD"),
        git("config", "--get", "remote.origin.url"),
        readOperatorFacts(dir),
    ]);
    const facts = {};
    const set = (key, value) => {
        if (value !== undefined && value !== "")
            facts[key] = value;
    };
    set("repository", repositoryOf(remote));
    set("commit", commit);
    set("ref", ref);
    if (top !== undefined && commit !== undefined)
        set("treeDirty", await treeDirty(top, ignore));
    set("host", (0,node_os__WEBPACK_IMPORTED_MODULE_0__.hostname)());
    return { ...facts, ...operator };
}
/** Who runs the command in `dir`: git's user.name and user.email there, and the OS user. */
async function readOperatorFacts(dir) {
    const [gitName, gitEmail] = await Promise.all([
        gitOutput(dir, ["config", "--get", "user.name"]),
        gitOutput(dir, ["config", "--get", "user.email"]),
    ]);
    const user = osUser();
    return {
        ...(gitName === undefined || gitName === "" ? {} : { gitName }),
        ...(gitEmail === undefined || gitEmail === "" ? {} : { gitEmail }),
        ...(user === undefined || user === "" ? {} : { osUser: user }),
    };
}
/**
 * The remote origin of the checkout `dir` is in, as a change record names it (no user name or
 * password); undefined outside a checkout with one.
 */
async function readOriginRepository(dir) {
    return repositoryOf(await gitOutput(dir, ["config", "--get", "remote.origin.url"]));
}
function repositoryOf(remote) {
    return remote === undefined || remote === "" ? undefined : (0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .remoteWithoutCredentials */ .vX)(remote);
}
/** Whether `git status` lists any path but the ignored ones; undefined when git cannot tell. */
async function treeDirty(top, ignore) {
    const status = await gitOutput(top, ["status", "--porcelain=v1", "-z", "--untracked-files=all"], {
        trim: false,
    });
    if (status === undefined)
        return undefined;
    const ignored = new Set(ignore.map((path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(top, path).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/")));
    const entries = status.split("\0");
    for (let index = 0; index < entries.length; index++) {
        const entry = entries[index];
        if (entry === undefined || entry === "")
            continue;
        // "XY path"; a rename or copy is followed by its original path as the next entry.
        if (entry[0] === "R" || entry[0] === "C")
            index++;
        if (!ignored.has(entry.slice(3)))
            return true;
    }
    return false;
}
/** Whether git can be started at all: without it no fact of a checkout can be read. */
function gitStarts(dir) {
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .E)(dir, ["--version"], { timeoutMs: GIT_TIMEOUT_MS }).then(() => true, () => false);
}
function osUser() {
    try {
        return (0,node_os__WEBPACK_IMPORTED_MODULE_0__.userInfo)().username;
    }
    catch {
        // No entry for this uid (a container's arbitrary user): left out.
        return undefined;
    }
}
/** git's standard output (trimmed), or undefined when git is missing, fails or takes too long. */
async function gitOutput(dir, args, options = { trim: true }) {
    const answer = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .E)(dir, args, {
        timeoutMs: GIT_TIMEOUT_MS,
        maxStdoutBytes: MAX_GIT_OUTPUT_BYTES,
    }).catch(() => undefined);
    if (answer?.code !== 0)
        return undefined;
    return options.trim ? answer.stdout.trim() : answer.stdout;
}


/***/ })

};
