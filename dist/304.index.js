export const id = 304;
export const ids = [304];
export const modules = {

/***/ 1748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _e: () => (/* binding */ changeDraft),
  ej: () => (/* binding */ configurationMonitoringDraft),
  OL: () => (/* binding */ monitoringDraft),
  ti: () => (/* binding */ recordEvidence)
});

// EXTERNAL MODULE: ./src/core/evidence/records/inventory-listing.ts
var inventory_listing = __webpack_require__(6565);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(2823);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/core/shared/text/line-breaks.ts
var line_breaks = __webpack_require__(8492);
;// CONCATENATED MODULE: ./src/core/review/review-commands.ts
// The slash commands approvers write in a review, one per line (`/cip-010-r1.4 ...`,
// `/cip-010-completed ...`): read only from the counted approvers' approving reviews, each line
// that starts with the command (any case) followed by white space. "/cip-010-r1.45" is another
// word, not the command. A line ends at any line break a reader of the record may break at (a CR
// alone too), and control characters are dropped: a note is one line of plain text in every CSV,
// notice and page it reaches, never the start of another. Pure.

const CONTROL = /\p{Cc}/gu;
/** What follows `command` on each line that starts with it, per counted approver, in order. */
function commandLines(bodies, counted, command) {
    return counted.flatMap((login) => (0,line_breaks/* splitLines */.u)(bodies.get(login) ?? "").flatMap((line) => {
        const trimmed = plainLine(line).trim();
        if (!trimmed.toLowerCase().startsWith(command))
            return [];
        const rest = trimmed.slice(command.length);
        return /^\s/.test(rest) ? [{ login, text: rest.trim() }] : [];
    }));
}
/**
 * What the tool cannot check of the approvers' notes, said wherever a merge records one and in
 * docs/review-and-security.md and docs/cip-obligations.md (test/docs/collector-word.test.ts holds
 * the pages to it): the notes are held to the authority table, but the field work is people's.
 */
const APPROVER_WORD = "When a field change was completed (/cip-010-completed), how R1.4 was verified (/cip-010-r1.4) and where an investigation is documented (/cip-010-investigated) are the approvers' word: the tool keeps each note with who wrote it in the dated record of the merge and closes an obligation only on one the authority table accepts, but cannot check that the field work or the investigation was done.";
/** How much of a note's free text a record keeps: the record is evidence, not a document store. */
const NOTE_TEXT_LIMIT = 500;
/** `#N`, naming a pull request or a ledger record by its number. */
const NUMBER_REFERENCE = /^#[1-9]\d{0,9}$/;
/**
 * The notes `command` gives, per counted approver, in order: each line's text as `parse` reads
 * it, a line it cannot read (undefined) being no note.
 */
function commandNotes(bodies, counted, command, parse) {
    return commandLines(bodies, counted, command).flatMap(({ login, text }) => {
        const note = parse(text);
        return note === undefined ? [] : [{ login, ...note }];
    });
}
/** Tab reads as a space; every other control character (C0, DEL, C1) is dropped. */
function plainLine(line) {
    return line.replaceAll("\t", " ").replace(CONTROL, "");
}
/** `text` cut to `limit` characters, with an ellipsis when cut: the record is not a document store. */
function cutTo(text, limit) {
    return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

// EXTERNAL MODULE: ./src/render/shared/markdown-layout.ts
var markdown_layout = __webpack_require__(8902);
;// CONCATENATED MODULE: ./src/core/review/verification-notes.ts
// CIP-010-4 R1.4 asks, for a change that deviates from the baseline, to determine beforehand the
// CIP-005 and CIP-007 controls it could affect, verify afterwards that they are not adversely
// affected, and document the results. The tool cannot see that work; an approver can record it
// where the change is reviewed: a line of an approving review on the merged head that starts with
// `/cip-010-r1.4` (the controls determined, or a link to the verification). The change record
// keeps each such note with its approver, and the R1.4 reminder lists them; it never closes it.

const VERIFICATION_COMMAND = "/cip-010-r1.4";
/** The notes of the counted approvers' latest approving reviews, in their order; none if none. */
function verificationNotes(bodies, counted) {
    // commandLines gives a command only with words after it: never an empty note.
    return commandLines(bodies, counted, VERIFICATION_COMMAND).map(({ login, text }) => ({
        login,
        note: cutTo(text, NOTE_TEXT_LIMIT),
    }));
}

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(8291);
;// CONCATENATED MODULE: ./src/core/review/completion-notes.ts
// CIP-010-4 R1.3 counts 30 calendar days "from the completion of the change": the date the work on
// the device was done, which no repository shows. A counted approver records it where the change
// is reviewed, one line of an approving review on the merged head (as `/cip-010-r1.4` lines):
//
//   /cip-010-completed YYYY-MM-DD [#N] [differs] [reference ...]
//
// - YYYY-MM-DD: the date the field change was completed (a real calendar date);
// - #N: the change was reviewed in pull request N, an earlier one (absent: this pull request);
// - differs: the change made in the field differs from the baseline merged at authorization, so the
//   baseline must still be updated (R1.3 stays open until a reviewed baseline change);
// - the rest, up to 500 characters: a reference (work order, ticket), kept with the note.
// A line without a valid date is not a completion: it is ignored, and the obligation keeps reading
// "completion not recorded".


const COMPLETION_COMMAND = "/cip-010-completed";
/** The completion notes of the counted approvers' approving reviews, in their order. */
function completionNotes(bodies, counted) {
    return commandNotes(bodies, counted, COMPLETION_COMMAND, parseCompletionText);
}
/** What follows the command: the date, then #N, `differs` and a reference, each optional. */
function parseCompletionText(text) {
    const words = text.split(/\s+/);
    const date = words.shift() ?? "";
    if (!(0,calendar/* isCalendarDate */.tf)(date))
        return undefined;
    const note = { completed_on: date };
    const named = words[0];
    if (named !== undefined && NUMBER_REFERENCE.test(named)) {
        words.shift();
        note.pull_request = Number(named.slice(1));
    }
    if (words[0]?.toLowerCase() === "differs") {
        words.shift();
        note.differs = true;
    }
    const reference = words.join(" ");
    if (reference !== "")
        note.reference = cutTo(reference, NOTE_TEXT_LIMIT);
    return note;
}

// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
;// CONCATENATED MODULE: ./src/core/review/investigation-notes.ts
// CIP-010-4 R2.1: "Document and investigate detected unauthorized changes." The tool sees the
// detection (a configuration-monitoring record); it cannot see the investigation. A counted approver
// records where it is documented, one line of an approving review on the merged head (as
// `/cip-010-completed` and `/cip-010-r1.4` lines):
//
//   /cip-010-investigated #SEQ ITEM ASSET REFERENCE...
//
// - #SEQ: the sequence of the ledger record that detected the change;
// - ITEM: the R1.1 item that changed (os_firmware, software, custom_software, ports, patches);
// - ASSET: the asset's name, as the inventory names it;
// - REFERENCE, required, up to 500 characters: where the investigation is documented.
// A line missing any of them is not a note: it is ignored. Whether it closes the exception is the
// obligations' decision (the authority table's investigation-note row), not the grammar's.



const INVESTIGATION_COMMAND = "/cip-010-investigated";
/** The investigation notes of the counted approvers' approving reviews, in their order. */
function investigationNotes(bodies, counted) {
    return commandNotes(bodies, counted, INVESTIGATION_COMMAND, parseInvestigationText);
}
/** What follows the command: #SEQ, the item, the asset and the reference, each required. */
function parseInvestigationText(text) {
    const [sequence = "", item = "", asset = "", ...rest] = text.split(/\s+/);
    const reference = rest.join(" ");
    if (!NUMBER_REFERENCE.test(sequence) ||
        !(0,collections/* isOneOf */.EK)(baseline_items/* BASELINE_ITEMS */.dK, item) ||
        asset === "" ||
        reference === "")
        return undefined;
    return {
        detected_in: Number(sequence.slice(1)),
        item,
        asset,
        reference: cutTo(reference, NOTE_TEXT_LIMIT),
    };
}

// EXTERNAL MODULE: ./src/render/plan/plan-json.ts
var plan_json = __webpack_require__(1086);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var network_dispatcher = __webpack_require__(5028);
// EXTERNAL MODULE: ./src/io/ledger/timestamp-token.ts
var timestamp_token = __webpack_require__(4000);
// EXTERNAL MODULE: ./src/io/ledger/tsa-endpoint.ts
var tsa_endpoint = __webpack_require__(5836);
;// CONCATENATED MODULE: ./src/io/ledger/tsa-client.ts
// The RFC 3161 timestamp authority the evidence ledger asks for tokens: one POST of a
// TimeStampReq (SHA-256 imprint of the record's exact bytes, certReq, a random nonce) per record,
// through the same proxy and certificate settings as every other call (dispatcher.ts). The answer
// is checked before it is kept: granted, a token for these bytes, echoing our nonce.







/** A TSA response is a few kilobytes; anything this large is not one. */
const MAX_RESPONSE_BYTES = 1 << 20;
function openTsaClient(endpoint, extraCa) {
    const dispatcher = (0,network_dispatcher/* openDispatcher */.y)(endpoint.url, endpoint.proxy, { connections: 2 }, extraCa);
    return {
        stamp: (bytes, timeoutMs) => stampWith(dispatcher, endpoint, bytes, timeoutMs),
        close: () => dispatcher.close(),
    };
}
async function stampWith(dispatcher, endpoint, bytes, timeoutMs) {
    const name = (0,tsa_endpoint/* tsaName */.iG)(endpoint);
    const nonce = (0,external_node_crypto_.randomBytes)(8);
    // DER wants a positive INTEGER in its shortest form: no sign bit, and no leading zero byte
    // (a TSA refuses that as a malformed request).
    // randomBytes(8) has a first byte.
    nonce[0] = (nonce[0] & 0x7f) | 0x01;
    let body;
    try {
        body = await post(dispatcher, endpoint.url, (0,timestamp_token/* timestampRequest */.E5)(bytes, nonce), timeoutMs);
    }
    catch (error) {
        throw new tsa_endpoint/* TsaError */.PK(`the TSA ${name} did not answer: ${(0,errors/* errorMessage */.g)(error)}`, { cause: error });
    }
    try {
        const { signed, info } = (0,timestamp_token/* parseTimestampResponse */.rO)(body);
        const sha256 = (0,shared_sha256/* sha256Hex */.fg)(bytes);
        if ((0,timestamp_token/* tokenFacts */.XR)(signed, info).imprintSha256 !== sha256) {
            throw new Error("its token is for other bytes than the record sent");
        }
        if (info.nonce === undefined || (0,timestamp_token/* hexOf */.ZD)(info.nonce.valueBlock.valueHexView) !== (0,timestamp_token/* hexOf */.ZD)(nonce)) {
            throw new Error("its token does not echo the request's nonce (a replayed or misrouted answer)");
        }
        if (!signed.certificates?.length) {
            throw new Error("its token holds no certificate, though the request asked for it");
        }
    }
    catch (error) {
        throw new tsa_endpoint/* TsaError */.PK(`the TSA ${name} gave no usable token: ${(0,errors/* errorMessage */.g)(error)}`);
    }
    return body;
}
async function post(dispatcher, url, query, timeoutMs) {
    const response = await (0,undici.request)(url, {
        method: "POST",
        dispatcher,
        headers: { "content-type": "application/timestamp-query" },
        body: query,
        signal: AbortSignal.timeout(timeoutMs),
    });
    const chunks = [];
    let size = 0;
    for await (const chunk of response.body) {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
            response.body.destroy();
            throw new Error(`the response is over ${MAX_RESPONSE_BYTES} bytes, not a timestamp reply`);
        }
        chunks.push(chunk);
    }
    if (response.statusCode !== 200) {
        throw new Error(`HTTP ${response.statusCode}`);
    }
    return new Uint8Array(Buffer.concat(chunks));
}

// EXTERNAL MODULE: ./src/action/run/failure.ts
var failure = __webpack_require__(8694);
;// CONCATENATED MODULE: ./src/action/evidence/evidence-head.ts



/** Appends `draft` to the ledger on `target.branch`, timestamped when a TSA is set, and publishes the new head. */
async function appendAndPublish(scope, target, draft, listing) {
    const { branch } = target;
    const endpoint = scope.settings.evidenceTsa;
    if (endpoint === undefined) {
        const appended = await scope.host.evidence.append(branch, draft, listing);
        const head = await publishHead(scope, appended, undefined);
        return { appended, head, failure: undefined };
    }
    const name = (0,tsa_endpoint/* tsaName */.iG)(endpoint);
    const client = openTsaClient(endpoint);
    try {
        const stamped = await scope.host.evidence.appendTimestamped(branch, draft, { client, name }, listing);
        const head = await publishHead(scope, stamped.appended, stamped.tokenTime);
        if (stamped.caughtUp.length > 0) {
            scope.reporter.info(`Timestamped ${stamped.caughtUp.length} record(s) in a follow-up commit: ${stamped.caughtUp.join(", ")}.`);
        }
        if (stamped.failure === undefined)
            return { appended: stamped.appended, head, failure: undefined };
        const message = `The evidence record was written, but the TSA ${name} (${endpoint.source}) gave no timestamp token: ${stamped.failure}. Check that the TSA is reachable from the runner; the next run asks again.`;
        scope.reporter.error(message, { title: "Evidence not timestamped" });
        return {
            appended: stamped.appended,
            head,
            failure: new failure/* ActionFailure */.d("evidence-timestamp", message),
        };
    }
    finally {
        await client.close();
    }
}
async function publishHead(scope, appended, tokenTime) {
    const { record, sha256 } = appended;
    scope.reporter.setOutput("evidence-head-sequence", String(record.sequence));
    scope.reporter.setOutput("evidence-head-sha256", sha256);
    const time = tokenTime === undefined ? "not timestamped" : `TSA time ${tokenTime}`;
    await scope.reporter.summary(`### Evidence chain head\n\nWorkspace \`${record.workspace}\`, sequence ${record.sequence}, SHA-256 \`${sha256}\` (${time}). Keep it outside the branch; \`cip-sync evidence verify --expect-head ${record.sequence}:${sha256}\` fails if the chain no longer holds it.\n`);
    return { workspace: record.workspace, sequence: record.sequence, sha256, tsaTime: tokenTime };
}

// EXTERNAL MODULE: ./src/core/evidence/records/service-context.ts
var service_context = __webpack_require__(8285);
;// CONCATENATED MODULE: ./src/action/evidence/evidence.ts
// The Action's evidence: a `change` record for every apply attempt on the default branch (refused
// ones included) and a `monitoring` record for every drift check, appended to the ledger branch.
// The record is written under RUNNER_TEMP first (output evidence-record, for the artifact); when
// the ledger cannot be written, the job summary shows the record and the run fails with
// failure-reason=evidence, after the apply: nothing applied is undone or repeated.













/** The job summary shows at most this much of a record the ledger did not take. */
const SUMMARY_RECORD_LIMIT = 200_000;
function envelope(scope) {
    const { owner, repo, runId, runAttempt, runUrl, actor } = scope.context;
    return {
        format_version: 1,
        workspace: scope.settings.workspace,
        tool_version: tool_version/* TOOL_VERSION */.wr,
        run: {
            repository: `${owner}/${repo}`,
            run_id: runId,
            run_attempt: runAttempt,
            run_url: runUrl,
            actor,
        },
    };
}
/** When each counted approval was given, where GitHub dates it: what an auditor samples by. */
function approvedAtOf(facts) {
    const dated = facts.approvedBy.flatMap((login) => {
        const at = facts.approvedAt?.get(login);
        return at === undefined ? [] : [[login, at]];
    });
    return dated.length === 0 ? {} : { approved_at: Object.fromEntries(dated) };
}
/**
 * The CIP-010 R1.4, completion (R1.3) and investigation (R2.1) notes the counted approvers wrote in
 * their approvals.
 */
function notesOf(facts) {
    const notes = verificationNotes(facts.approvalBodies, facts.approvedBy);
    const completed = completionNotes(facts.approvalBodies, facts.approvedBy);
    const investigated = investigationNotes(facts.approvalBodies, facts.approvedBy);
    return {
        ...(notes.length === 0 ? {} : { verification_notes: notes }),
        ...(completed.length === 0 ? {} : { completion_notes: completed }),
        ...(investigated.length === 0 ? {} : { investigation_notes: investigated }),
    };
}
/** A pull request and its approvals as the evidence record lists them. */
function pullRequestRecord(facts) {
    const { change } = facts;
    return {
        number: change.number,
        url: change.url,
        title: change.title,
        author: change.author,
        approved_by: facts.approvedBy,
        ...approvedAtOf(facts),
        ...notesOf(facts),
        not_independent: facts.notIndependent,
        not_counted: facts.notCounted,
        approved_earlier_commit: facts.approvedEarlierCommit,
        merged_by: facts.mergedBy ?? null,
    };
}
/**
 * The change record of an apply attempt of `facts.sha`, pushed over `before`: the pull request
 * merged, or each of several merged together (a merge-queue batch), with its approvals, so that
 * an auditor finds them in the record itself; none for a commit pushed directly.
 */
function changeDraft(scope, push, note) {
    const { facts, before, policy, review, atBase, calendar } = push;
    const pullRequests = facts.changes.map(pullRequestRecord);
    // One pull request is `pull_request`; several are `pull_requests` (the inverse of pullRequestsOf).
    const [only, ...others] = pullRequests;
    return {
        ...envelope(scope),
        kind: "change",
        change: {
            outcome: note.outcome,
            reason: note.reason ?? null,
            base_sha: before ?? null,
            merge_sha: facts.sha,
            plan_fingerprint: note.plan?.fingerprint ?? null,
            reviewed_fingerprint: facts.reviewed.kind === "fingerprint" ? facts.reviewed.value : null,
            pull_request: others.length === 0 ? (only ?? null) : null,
            ...(others.length === 0 ? {} : { pull_requests: pullRequests }),
            change_record: note.changeRecord ?? null,
            ...(policy === undefined ? {} : { policy }),
            // Also when nothing was applied: a merge that changed only baselines dates them too.
            ...(note.plan?.baselines === undefined ? {} : { baselines: note.plan.baselines }),
            ...(atBase?.baselines === undefined ? {} : { base_baselines: atBase.baselines }),
            ...(atBase?.unread === undefined ? {} : { base_baselines_unread: atBase.unread }),
            ...(calendar === undefined ? {} : { calendar }),
            ...(review === undefined ? {} : { review }),
        },
    };
}
/**
 * A drift check's record, naming the service and the organization of `live`, what it read, and
 * the inventory listing to keep beside it (the file's text; the record holds its SHA-256).
 */
function monitoringDraft(scope, findings, live, declared) {
    const commit = scope.context.sha;
    // Redacted before it is hashed: the ledger is written through the API, not the reporter.
    const listed = scope.reporter.redactValue((0,inventory_listing/* inventoryListing */.Rm)(scope.settings.workspace, commit, declared, live));
    const listing = (0,inventory_listing/* serializeListing */.j4)(listed);
    const draft = {
        ...envelope(scope),
        kind: "monitoring",
        monitoring: {
            ...findings,
            commit,
            ...(0,service_context/* serviceContext */.f)(scope.settings.apiUrl, live),
            listing: (0,inventory_listing/* listingReference */.Mf)(listing, listed),
        },
    };
    return { draft, listing };
}
/** A collector's configuration-monitoring record, compared at this run's commit (CIP-010 R2.1). */
function configurationMonitoringDraft(scope, evidence) {
    return {
        ...envelope(scope),
        kind: "configuration-monitoring",
        configuration_monitoring: evidence,
    };
}
/** Whether a change record keeps any note its approvers wrote: then what the tool cannot check is said. */
function keepsApproverNotes(draft) {
    if (draft.kind !== "change")
        return false;
    return (0,evidence_record/* pullRequestsOf */.Tb)(draft.change).some((pull) => (pull.verification_notes?.length ?? 0) +
        (pull.completion_notes?.length ?? 0) +
        (pull.investigation_notes?.length ?? 0) >
        0);
}
/**
 * Writes the record under RUNNER_TEMP and appends it to the ledger. Never throws for the ledger:
 * returns the failure for the route to raise once its own outcome is reported.
 */
async function recordEvidence(scope, unredacted, listing) {
    const { reporter, settings } = scope;
    // The ledger is written through the GitHub API, not through the reporter: redact it here.
    const draft = reporter.redactValue(unredacted);
    const path = scope.outputPath("evidence-record.json");
    await reporter.writeFile(path, (0,plan_json/* renderJson */.h)(draft));
    reporter.setOutput("evidence-record", path);
    const branch = settings.evidenceBranch;
    if (branch === "") {
        reporter.info(`No evidence ledger (input evidence-branch is none or empty): the ${draft.kind} record is ${path} only.`);
        return { head: undefined, failure: undefined };
    }
    const target = { owner: scope.context.owner, repo: scope.context.repo, branch };
    try {
        const { appended, head, failure } = await appendAndPublish(scope, target, draft, listing);
        await reporter.writeFile(path, appended.text);
        reporter.info(`Recorded the ${draft.kind} evidence as ${appended.path} on branch ${branch} (sequence ${appended.record.sequence}, commit ${appended.commit}).`);
        if (keepsApproverNotes(draft))
            reporter.info(APPROVER_WORD);
        return { head, failure };
    }
    catch (error) {
        const message = `The ${draft.kind} record was not added to the evidence ledger: ${(0,errors/* errorMessage */.g)(error)}. The record is in the job summary and in ${path} (output evidence-record); re-run the job once fixed to add it.`;
        reporter.error(message, { title: "Evidence not recorded" });
        await reporter.summary((cap) => {
            const room = Math.min(cap, SUMMARY_RECORD_LIMIT);
            return `### Evidence not recorded\n\n${message}\n${(0,markdown_layout/* collapsedBlock */.B5)("The evidence record", `\`\`\`json\n${(0,plan_json/* renderJson */.h)(draft).replace(/```/g, "'''")}\`\`\``, room, "The record continues in the evidence-record file.")}`;
        });
        return { head: undefined, failure: new failure/* ActionFailure */.d("evidence", message) };
    }
}


/***/ }),

/***/ 2761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ notify)
});

// EXTERNAL MODULE: ./src/core/notify/notifications.ts
var notifications = __webpack_require__(1089);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var redact = __webpack_require__(1640);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var network_dispatcher = __webpack_require__(5028);
// EXTERNAL MODULE: ./src/io/network/proxy.ts
var network_proxy = __webpack_require__(7401);
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

;// CONCATENATED MODULE: ./src/action/run/notify.ts
// Sends a notification when a run reaches a state a person must see (notify-on), as the format
// the receiver takes (notify-format). A delivery that fails is a warning and a line of the job
// summary: it never fails the run, and the run's evidence is already recorded when it is sent.


async function notify(scope, event, message) {
    const { settings, context, reporter } = scope;
    const target = settings.notify;
    if (target === undefined || !target.on.has(event))
        return;
    const notice = {
        event,
        ...message,
        origin: {
            kind: "action",
            repository: `${context.owner}/${context.repo}`,
            workspace: settings.workspace,
        },
        runUrl: context.runUrl,
    };
    const failure = await deliverNotice(target.url, (0,notifications/* noticePayload */.FM)(notice, target.format), {
        env: context.proxyEnv,
    });
    if (failure === undefined) {
        reporter.info(`Sent the ${event} notification (${target.format}).`);
        return;
    }
    reporter.warning(`${failure}. The run's outcome and its evidence are unaffected.`, {
        title: "Notification",
    });
    await reporter.summary(() => `\n**Notification not delivered:** ${failure}.\n`);
}


/***/ }),

/***/ 3998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   wf: () => (/* binding */ governanceRequirement)
/* harmony export */ });
/* unused harmony exports GOVERNANCE_REQUIREMENT_KINDS, GOVERNANCE_REQUIREMENT_TABLE */
// The standard's own words for the obligations the tool judges that are not rows of the
// requirement table (core/inventory/baselines/requirements.ts): CIP-002-5.1a R2, reviewed and approved
// identifications, and CIP-003-8 R3 and R4, the CIP Senior Manager and the delegations. They are
// a workspace's or the policy's, not an asset's, so no Applicable Systems apply; each obligation
// prints its `summary`, and docs/cip-obligations.md renders the quotes.
//
// Each quote is the standard's Requirement (`requirementText`, its parts included) or Measure
// (`measures`), word for word, with only line breaks and spacing normalised; it is here only where
// two independent sources agreed on its words, and
// test/core/authority/governance-requirements.test.ts lists the ones left out and why.
// Everything else (summary) is the tool's reading, not the standard.
const GOVERNANCE_REQUIREMENT_KINDS = (/* unused pure expression or super */ null && (["CIP-002 R2", "CIP-003 R3", "CIP-003 R4"]));
const GOVERNANCE_REQUIREMENT_TABLE = [
    {
        kind: "CIP-002 R2",
        source: "CIP-002-5.1a B. Requirements and Measures, R2 and M2",
        requirementText: "The Responsible Entity shall: 2.1 Review the identifications in Requirement R1 and its parts (and update them if there are changes identified) at least once every 15 calendar months, even if it has no identified items in Requirement R1, and 2.2 Have its CIP Senior Manager or delegate approve the identifications required by Requirement R1 at least once every 15 calendar months, even if it has no identified items in Requirement R1.",
        summary: "review the identifications and have the CIP Senior Manager or delegate approve them at least once every 15 calendar months",
    },
    {
        kind: "CIP-003 R3",
        source: "CIP-003-8 B. Requirements and Measures, R3 and M3",
        requirementText: "Each Responsible Entity shall identify a CIP Senior Manager by name and document any change within 30 calendar days of the change.",
        summary: "identify the CIP Senior Manager by name and document any change within 30 calendar days of the change",
    },
    {
        kind: "CIP-003 R4",
        source: "CIP-003-8 B. Requirements and Measures, R4 and M4",
        requirementText: "The Responsible Entity shall implement a documented process to delegate authority, unless no delegations are used. Where allowed by the CIP Standards, the CIP Senior Manager may delegate authority for specific actions to a delegate or delegates. These delegations shall be documented, including the name or title of the delegate, the specific actions delegated, and the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of any change to the delegation. Delegation changes do not need to be reinstated with a change to the delegator.",
        summary: "document each delegation (the delegate, the actions, the date), approved by the CIP Senior Manager, and update it within 30 days of any change to it",
    },
];
function governanceRequirement(kind) {
    const entry = GOVERNANCE_REQUIREMENT_TABLE.find((candidate) => candidate.kind === kind);
    // The table has an entry for every kind: a test holds it.
    if (entry === undefined)
        throw new Error(`no governance requirement ${kind}`);
    return entry;
}


/***/ }),

/***/ 5514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TI: () => (/* binding */ untimestampedRecords),
/* harmony export */   vT: () => (/* binding */ tokenPath)
/* harmony export */ });
/* unused harmony exports TOKEN_SUFFIX, imprintMismatch, DEFAULT_MAX_SKEW_MINUTES, assessTimestamps, timestampProblems, missingExpectedHead */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// RFC 3161 timestamps of the evidence ledger, decided: each record may have a token beside it
// (`<record>.json.tsr`, the TSA's response) whose time shows the record existed then. A token is
// checked (signature, certificate chain, extended key usage) in io/ledger/timestamp-token.ts; here, what
// its facts mean for the record: its imprint must be the record's SHA-256, its time within
// [recorded_at - accuracy, recorded_at + max skew]. A token minted later than that is what a
// rewritten branch would carry, unless a timely-timestamped successor declared the record in its
// own sealed `untimestamped_predecessors` (a TSA outage, caught up later). Pure.

const TOKEN_SUFFIX = ".tsr";
/** Where a record's timestamp token is kept: beside it, with `.tsr` appended. */
function tokenPath(recordPath) {
    return `${recordPath}${TOKEN_SUFFIX}`;
}
/** Why a token whose imprint is not the record's SHA-256 proves nothing about the record. */
function imprintMismatch(imprint, sha256) {
    return `the token is for other bytes (imprint ${imprint}, the record's SHA-256 is ${sha256}): the record was changed after it was timestamped, or the token belongs to another record`;
}
/** A TSA that gives whole seconds states no finer accuracy: allow at least this much. */
const MIN_ACCURACY_MS = 1000;
const DEFAULT_MAX_SKEW_MINUTES = 60;
/**
 * Each record's timestamp, decided from its token's reading (undefined: no token). `records` are
 * every workspace's records in chain order (as LedgerChecker lists them).
 */
function assessTimestamps(records, tokens, maxSkewMinutes) {
    const first = records.map((entry) => ({
        entry,
        decided: timelyOrNot(entry, tokens.get(tokenPath(entry.path)), maxSkewMinutes),
    }));
    // Who vouches for a late token: a timely-timestamped record of the same workspace declaring it.
    const declaredBy = new Map();
    first.forEach(({ entry, decided }) => {
        if (decided.status !== "timestamped")
            return;
        for (const sequence of entry.record.untimestamped_predecessors ?? []) {
            if (sequence >= entry.record.sequence)
                continue;
            const key = `${entry.record.workspace}#${sequence}`;
            if (!declaredBy.has(key))
                declaredBy.set(key, entry.record.sequence);
        }
    });
    return first.map(({ entry, decided }) => {
        const timestamp = decided.status === "late"
            ? lateVerdict(decided, declaredBy.get(`${entry.record.workspace}#${entry.record.sequence}`))
            : decided;
        return {
            path: entry.path,
            workspace: entry.record.workspace,
            sequence: entry.record.sequence,
            timestamp,
        };
    });
}
function timelyOrNot(entry, reading, maxSkewMinutes) {
    if (reading === undefined)
        return { status: "missing" };
    if (!reading.valid)
        return { status: "invalid", reason: reading.reason };
    const { facts } = reading;
    if (facts.imprintSha256 !== entry.sha256) {
        return { status: "invalid", reason: imprintMismatch(facts.imprintSha256, entry.sha256) };
    }
    const recordedAt = Date.parse(entry.record.recorded_at);
    const time = facts.time.toISOString();
    const allowance = Math.max(facts.accuracyMs ?? 0, MIN_ACCURACY_MS);
    if (facts.time.getTime() < recordedAt - allowance) {
        return {
            status: "invalid",
            reason: `the token's time ${time} is before the record's recorded_at ${entry.record.recorded_at} (accuracy ${allowance} ms): the record claims a time after the one it was timestamped at`,
        };
    }
    const lateByMs = facts.time.getTime() - recordedAt;
    if (lateByMs > maxSkewMinutes * 60_000) {
        return {
            status: "late",
            tsa: facts.tsa,
            time,
            reason: `the token's time ${time} is ${Math.round(lateByMs / 60_000)} minutes after the record's recorded_at ${entry.record.recorded_at}, more than --max-skew ${maxSkewMinutes}, and no timely-timestamped later record declares it in untimestamped_predecessors: a token minted later, as for a rewritten record`,
        };
    }
    return { status: "timestamped", tsa: facts.tsa, time };
}
function lateVerdict(late, declaredBy) {
    if (declaredBy === undefined)
        return { status: "invalid", reason: late.reason };
    return { status: "late-after-outage", tsa: late.tsa, time: late.time, declaredBy };
}
/**
 * Why the timestamps fail verification: every invalid token; every record without one after its
 * workspace's first timestamped record (the TSA was in use, so a missing token is a gap); with
 * `requireTimestamps`, every record without one.
 */
function timestampProblems(assessed, requireTimestamps) {
    const problems = [];
    const stamped = new Set();
    for (const entry of assessed) {
        const { timestamp } = entry;
        if (timestamp.status === "invalid") {
            problems.push({ path: entry.path, message: `invalid timestamp token: ${timestamp.reason}` });
        }
        else if (timestamp.status === "missing") {
            if (stamped.has(entry.workspace)) {
                problems.push({
                    path: entry.path,
                    message: `has no timestamp token (${tokenPath(entry.path)}), though an earlier record of workspace ${entry.workspace} has one: a token was deleted, or the record was added without the TSA`,
                });
            }
            else if (requireTimestamps) {
                problems.push({
                    path: entry.path,
                    message: `has no timestamp token (${tokenPath(entry.path)}), and --require-timestamps is set`,
                });
            }
        }
        else
            stamped.add(entry.workspace);
    }
    return problems;
}
/**
 * The records still waiting for a token, oldest first: those without one after the workspace's
 * first record that has one (before it, the TSA was not in use). `paths` are a workspace's record
 * and token files.
 */
function untimestampedRecords(paths) {
    const present = new Set(paths);
    const records = paths
        .filter((path) => path.endsWith(".json"))
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a, b));
    const first = records.findIndex((path) => present.has(tokenPath(path)));
    if (first === -1)
        return [];
    // In an intact chain a record's sequence is its place in name order; verify checks that.
    return records
        .map((path, index) => ({ path, sequence: index + 1 }))
        .slice(first + 1)
        .filter(({ path }) => !present.has(tokenPath(path)));
}
/**
 * Whether the ledger still holds the published head: a record with that sequence and SHA-256, in
 * any workspace. Undefined when it does, else the reason.
 */
function missingExpectedHead(records, expected) {
    if (records.some((entry) => entry.sha256 === expected.sha256 && entry.record.sequence === expected.sequence)) {
        return undefined;
    }
    const same = records.filter((entry) => entry.record.sequence === expected.sequence);
    const found = same.length === 0
        ? `no workspace has a record with sequence ${expected.sequence}`
        : `${same.map((entry) => `${entry.path} has SHA-256 ${entry.sha256}`).join("; ")}`;
    return `the published head ${expected.sequence}:${expected.sha256} is not in the ledger (${found}): the chain was truncated or rewritten after that head was published`;
}


/***/ }),

/***/ 6565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mf: () => (/* binding */ listingReference),
/* harmony export */   Rm: () => (/* binding */ inventoryListing),
/* harmony export */   Ze: () => (/* binding */ LISTING_SUFFIX),
/* harmony export */   j4: () => (/* binding */ serializeListing),
/* harmony export */   qS: () => (/* binding */ listingPath),
/* harmony export */   vS: () => (/* binding */ readListing)
/* harmony export */ });
/* unused harmony export inventoryListingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2857);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7154);
// The inventory listing: what the service held when an inventory reconciliation (the drift check)
// read it, kept beside that check's record so that the Cyber Asset population of any day is
// complete, assets the tool never created or changed included. It lists every facility and
// control center (the BES assets), every cyber system with its parent and, for the workspace's
// own, what its document declares of it (impact, External Routable Connectivity, perimeters,
// CIP-002 criteria), and every cyber asset of the workspace's systems with its declared class and
// baseline's digest. Format 2 adds the declared facts to format 1, which stays readable. The record holds the listing's SHA-256 (`monitoring.listing`), so
// the chain vouches for the file as for a record; `evidence verify` checks it. Pure.





/** A listing's file: its record's path with this appended (it does not end in .json: no record). */
const LISTING_SUFFIX = ".listing";
function listingPath(recordPath) {
    return `${recordPath}${LISTING_SUFFIX}`;
}
const inventoryListingSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    format_version: zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(2)]),
    workspace: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** The inventory files' commit the declared side (impacts, baselines) was read at. */
    commit: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    bes_assets: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["facility", "control-center"]),
        id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    })),
    cyber_systems: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        parent_kind: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["facility", "control-center"]).nullable(),
        parent_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
        /** A system of this workspace (it has a document), whose declared impact follows. */
        managed: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
        impact: _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .impactSchema */ .kf.optional(),
        /** Format 2, a managed system's declared `erc:`, `esp:`, `psp:` and `criteria:`. */
        erc: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
        esp: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        psp: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        criteria: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    })),
    cyber_assets: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        cyber_system_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        asset_type: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["hardware", "software"]),
        /** Format 2, a declared asset's `class:` (BCA when it writes none); absent: not declared. */
        class: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .ASSET_CLASSES */ .Aj).optional(),
        /** sha256:... of the declared baseline (or of its baseline_ref); absent: none declared. */
        baseline: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        /** Format 2: the baseline written in the file, or kept elsewhere (`baseline_ref`). */
        baseline_kind: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["content", "ref"]).optional(),
    })),
});
/**
 * The listing of `live` for the workspace whose declared inventory is `declared`, read at `commit`;
 * every list sorted by id, so the same inventory lists the same.
 */
function inventoryListing(workspace, commit, declared, live) {
    const managed = new Map(declared.map((entry) => [entry.system.id, entry]));
    const assets = declaredAssets(declared);
    const byId = (items) => [...items].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
    return {
        format_version: 2,
        workspace,
        commit,
        bes_assets: byId([
            ...live.facilities.map(({ id, name }) => ({ kind: "facility", id, name })),
            ...live.controlCenters.map(({ id, name }) => ({ kind: "control-center", id, name })),
        ]),
        cyber_systems: byId(live.cyberSystems).map((system) => {
            const parent = parentOf(system);
            return {
                id: system.id,
                name: system.name,
                parent_kind: parent?.kind ?? null,
                parent_id: parent?.id ?? null,
                managed: managed.has(system.id),
                ...declaredFacts(managed.get(system.id)),
            };
        }),
        cyber_assets: byId(live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id))).map(({ id, name, cyber_system_id, asset_type }) => ({
            id,
            name,
            cyber_system_id,
            asset_type,
            ...declaredAsset(assets.get(`${cyber_system_id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(name)}`)),
        })),
    };
}
/** A managed system's declared facts, each only when its document writes it. */
function declaredFacts(entry) {
    if (entry === undefined)
        return {};
    const { system, document } = entry;
    return {
        ...(system.impact === undefined ? {} : { impact: system.impact }),
        ...(document.erc === undefined ? {} : { erc: document.erc.value }),
        ...(document.esp === undefined ? {} : { esp: document.esp.value }),
        ...(document.psp === undefined ? {} : { psp: document.psp.value }),
        ...(document.criteria === undefined ? {} : { criteria: document.criteria.value }),
    };
}
/**
 * The declared asset of each live name, by system id and name key: the asset of that name, or
 * the one renamed from it (a rename not applied yet).
 */
function declaredAssets(declared) {
    const byName = new Map();
    for (const { system, document } of declared) {
        for (const asset of document.assets)
            if (asset.renamedFrom !== undefined)
                byName.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(asset.renamedFrom.value)}`, asset);
        for (const asset of document.assets)
            byName.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(asset.name)}`, asset);
    }
    return byName;
}
/** What the listing says of a declared asset: its class, and its baseline's digest and kind. */
function declaredAsset(asset) {
    if (asset === undefined)
        return {};
    const { baseline } = asset;
    return {
        class: asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$,
        ...(baseline === undefined ? {} : { baseline: baseline.digest, baseline_kind: baseline.kind }),
    };
}
function parentOf(system) {
    if (typeof system.facility_id === "string")
        return { kind: "facility", id: system.facility_id };
    if (typeof system.control_center_id === "string")
        return { kind: "control-center", id: system.control_center_id };
    return undefined;
}
/** The listing's file content: one object per line inside each list, so a diff reads by asset. */
function serializeListing(listing) {
    const list = (items) => items.length === 0
        ? "[]"
        : `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(",\n")}\n  ]`;
    return `{\n  "format_version": ${listing.format_version},\n  "workspace": ${JSON.stringify(listing.workspace)},\n  "commit": ${JSON.stringify(listing.commit)},\n  "bes_assets": ${list(listing.bes_assets)},\n  "cyber_systems": ${list(listing.cyber_systems)},\n  "cyber_assets": ${list(listing.cyber_assets)}\n}\n`;
}
function listingReference(text, listing) {
    return { sha256: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(text), cyber_assets: listing.cyber_assets.length };
}
/**
 * The listing of a record's file, checked against what its record says of it; a message that says
 * what is wrong otherwise (the file was edited, or is not a listing).
 */
function readListing(bytes, reference, path) {
    const sha256 = (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(bytes);
    if (sha256 !== reference.sha256)
        return {
            problem: `${path} has SHA-256 ${sha256}, but its record says ${reference.sha256}: the listing was changed after it was sealed`,
        };
    let value;
    try {
        value = JSON.parse(new TextDecoder().decode(bytes));
    }
    catch {
        return { problem: `${path} is not JSON, though its record vouches for its bytes` };
    }
    const parsed = inventoryListingSchema.safeParse(value);
    return parsed.success
        ? parsed.data
        : { problem: `${path} is not an inventory listing (${parsed.error.issues[0]?.message})` };
}


/***/ }),

/***/ 8285:
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

/***/ 2693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O9: () => (/* binding */ GOVERNANCE_REQUIREMENTS),
/* harmony export */   UY: () => (/* binding */ GOVERNANCE_OBLIGATION_KINDS),
/* harmony export */   bp: () => (/* binding */ ledgerGovernanceObligations)
/* harmony export */ });
/* unused harmony exports DOCUMENTATION_DAYS, governanceObligations */
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8291);
/* harmony import */ var _authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3998);


const GOVERNANCE_OBLIGATION_KINDS = ["CIP-003 R3", "CIP-003 R4"];
/** What each obligation prints: the summary of its requirement (governance-requirements.ts). */
const GOVERNANCE_REQUIREMENTS = {
    "CIP-003 R3": (0,_authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .governanceRequirement */ .wf)("CIP-003 R3").summary,
    "CIP-003 R4": (0,_authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .governanceRequirement */ .wf)("CIP-003 R4").summary,
};
/** Days from the change to its documentation, in both requirements. */
const DOCUMENTATION_DAYS = 30;
/** The CIP-003 R3 and R4 obligations of `versions` (in ledger order), as the calendar counts. */
function governanceObligations(versions, calendar) {
    return versions.flatMap(({ record, seniorManager }, index) => index === 0
        ? []
        : changeObligations(versions[index - 1]?.seniorManager, seniorManager, record, calendar));
}
/**
 * The obligations of the ledger's records: each change record that merged a change to
 * `cip_senior_manager` approved as the policy asks (rule cip-senior-manager-change met), with
 * both sides as the record keeps them (`policy.senior_manager`). A side the ledger holds no CSM
 * for (the first naming) opens nothing: it is where the ledger starts.
 */
function ledgerGovernanceObligations(records, calendar) {
    return records.flatMap((entry) => {
        const { record } = entry;
        if (record.kind !== "change")
            return [];
        const { policy } = record.change;
        const sides = policy?.senior_manager;
        if (policy === undefined || sides === undefined)
            return [];
        const rule = policy.rules.find((candidate) => candidate.id === SENIOR_MANAGER_CHANGE);
        if (rule?.result !== "met")
            return [];
        const { base, head } = sides;
        if (base?.csm == null)
            return [];
        const cited = {
            workspace: record.workspace,
            sequence: record.sequence,
            sha256: entry.sha256,
            recorded_at: record.recorded_at,
        };
        return changeObligations(factsOf(base.csm), head?.csm == null ? undefined : factsOf(head.csm), cited, calendar);
    });
}
/** The rule id a change to the CIP Senior Manager's keys is judged under (governance.ts). */
const SENIOR_MANAGER_CHANGE = "cip-senior-manager-change";
function factsOf(csm) {
    return {
        ...csm,
        delegates: csm.delegates.map(({ delegated_on, delegation_ref, ...delegate }) => ({
            ...delegate,
            delegatedOn: delegated_on,
            delegationRef: delegation_ref,
        })),
    };
}
/** What one documented change from `before` to `after` opens, closed by `record`. */
function changeObligations(before, after, record, calendar) {
    const rule = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarRule */ .Zi)(calendar);
    const obligations = [];
    const documentedOn = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(record.recorded_at, calendar.timeZone);
    const dated = (kind, subject, changedOn) => {
        const due = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .addDays */ .fi)(changedOn, DOCUMENTATION_DAYS);
        const status = documentedOn <= due ? "closed" : "closed-late";
        obligations.push(obligationOf(kind, subject, changedOn, due, status, record, rule));
    };
    if (after !== undefined && (before?.login !== after.login || before.since !== after.since))
        dated("CIP-003 R3", `CIP Senior Manager ${personText(after)}`, after.since);
    const was = byLogin(before?.delegates ?? []);
    const now = byLogin(after?.delegates ?? []);
    for (const [login, delegate] of now) {
        const old = was.get(login);
        if (old === undefined || delegationText(old) !== delegationText(delegate))
            dated("CIP-003 R4", delegationText(delegate), delegate.delegatedOn);
    }
    for (const [login, delegate] of was) {
        if (now.has(login))
            continue;
        const subject = `${delegationText(delegate)}, removed`;
        obligations.push(obligationOf("CIP-003 R4", subject, null, null, "reminder", record, rule));
    }
    return obligations;
}
function obligationOf(kind, subject, changedOn, due, status, record, calendar) {
    return {
        kind,
        requirement: GOVERNANCE_REQUIREMENTS[kind],
        workspace: record.workspace,
        subject,
        changed_on: changedOn,
        due,
        status,
        documented_by: record,
        calendar,
    };
}
const byLogin = (delegates) => new Map(delegates.map((delegate) => [delegate.login.toLowerCase(), delegate]));
const personText = (person) => `${person.login} (${person.name}, ${person.title})`;
const delegationText = (delegate) => `delegation to ${personText(delegate)} for ${delegate.actions.join(", ")}, delegated on ${delegate.delegatedOn} (${delegate.delegationRef})`;


/***/ }),

/***/ 200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aC: () => (/* binding */ OBLIGATION_STATUSES),
  dq: () => (/* binding */ REQUIREMENTS),
  $4: () => (/* binding */ UNDECLARED_IMPACT),
  xK: () => (/* binding */ compareObligations),
  vP: () => (/* binding */ contextAt),
  ip: () => (/* binding */ countStatuses),
  Q$: () => (/* binding */ dateOf),
  Hf: () => (/* binding */ newlyIn),
  H8: () => (/* reexport */ refOf),
  c2: () => (/* binding */ statusOf),
  yq: () => (/* binding */ subjectText),
  TY: () => (/* binding */ withCalendar)
});

// UNUSED EXPORTS: OBLIGATION_KINDS, dueText

// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts
var requirements = __webpack_require__(7339);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(2693);
// EXTERNAL MODULE: ./src/core/authority/governance-requirements.ts
var governance_requirements = __webpack_require__(3998);
;// CONCATENATED MODULE: ./src/core/obligations/record-ref.ts
const refOf = ({ record, sha256 }) => ({
    workspace: record.workspace,
    sequence: record.sequence,
    sha256,
    recorded_at: record.recorded_at,
});

;// CONCATENATED MODULE: ./src/core/obligations/obligation-model.ts






const JUDGED_REQUIREMENTS = requirements/* REQUIREMENT_IDS */.RG.filter((id) => id !== "CIP-010 R1.1" && id !== "CIP-007 R1.1");
const OBLIGATION_KINDS = [
    "CIP-002 R2",
    ...JUDGED_REQUIREMENTS,
    ...governance_obligations/* GOVERNANCE_OBLIGATION_KINDS */.UY,
];
/**
 * Why an obligation of a system whose document declares no `impact:` is an exception: its rows are
 * judged as for High (fail closed), never "out of scope".
 */
const UNDECLARED_IMPACT = "impact not declared: the system's document has no impact:, so the row is judged as for High";
/** Exceptions first: what an auditor looks at before anything else. */
const OBLIGATION_STATUSES = [
    "exception",
    "overdue",
    "closed-late",
    "due-soon",
    "open",
    "reminder",
    "closed",
];
/**
 * What each obligation prints as its requirement: the summary its row of the requirement table
 * (or of the governance requirements) gives, the one paraphrase the docs' table also shows.
 */
const REQUIREMENTS = {
    "CIP-002 R2": (0,governance_requirements/* governanceRequirement */.wf)("CIP-002 R2").summary,
    // One entry per judged part, by construction of JUDGED_REQUIREMENTS.
    ...Object.fromEntries(JUDGED_REQUIREMENTS.map((id) => [id, (0,requirements/* requirementRow */.gv)(id).summary])),
    ...governance_obligations/* GOVERNANCE_REQUIREMENTS */.O9,
};
/**
 * The context an obligation opened by `record` is judged in: the calendar the record says was in
 * force (the authority table's calendar row, in-force-from-record), or, for a record that keeps
 * none (written before records kept it), the pass's own.
 */
function contextAt(record, pass) {
    if (record.kind !== "change" || record.change.calendar === undefined)
        return pass;
    const kept = record.change.calendar;
    const calendar = {
        timeZone: kept.time_zone,
        dueSoonDays: kept.due_soon_days,
        monthEnd: kept.month_end,
    };
    return { ...withCalendar(pass, calendar), completionGraceDays: kept.completion_grace_days };
}
/** `pass` with `calendar` counting the dates, its rule in words; as of the same day. */
function withCalendar(pass, calendar) {
    return { ...pass, calendar, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar) };
}
/** The status of an obligation due on `due` that a record of `closedOn` closed, or none has yet. */
function statusOf(due, closedOn, context) {
    if (closedOn !== undefined)
        return closedOn <= due ? "closed" : "closed-late";
    if (context.today > due)
        return "overdue";
    return context.today >= (0,shared_calendar/* addDays */.fi)(due, -context.calendar.dueSoonDays) ? "due-soon" : "open";
}
/** The date of `ref` in the calendar's time zone. */
function dateOf(ref, context) {
    return (0,shared_calendar/* dateIn */.m7)(ref.recorded_at, context.calendar.timeZone);
}
/** How many of `obligations` are in each status, every status named (0 when none is). */
function countStatuses(obligations) {
    const counts = Object.fromEntries(OBLIGATION_STATUSES.map((status) => [status, 0]));
    for (const o of obligations)
        counts[o.status] += 1;
    return counts;
}
/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
/** An obligation's due date in words: "due YYYY-MM-DD", or "no due date" for a reminder's. */
function dueText(o) {
    return o.due === null ? "no due date" : `due ${o.due}`;
}
function subjectText(o) {
    const { cyber_system: system, cyber_system_id: id, asset, governance, keyed_by } = o.subject;
    if (governance !== undefined)
        return governance;
    if (system === undefined)
        return `the identifications of workspace ${o.workspace}`;
    // Configuration monitoring names a system as the inventory does, by name only.
    const named = id === undefined ? system : `${system} (${id})`;
    if (asset === undefined)
        return named;
    return `${asset} in ${named}${keyed_by === undefined ? "" : " (no asset id)"}`;
}
/** Exceptions first (exception, overdue, closed late), then by due date, workspace, kind, subject. */
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
    const key = (o) => `${o.kind}|${o.workspace}|${o.opened_by.sequence}|${o.subject.cyber_system_id ?? ""}|${o.subject.asset_id ?? o.subject.asset ?? ""}`;
    const earlier = new Set(before.filter((o) => o.status === status).map(key));
    return now.filter((o) => o.status === status && !earlier.has(key(o)));
}


/***/ }),

/***/ 9995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aC: () => (/* reexport */ obligation_model/* OBLIGATION_STATUSES */.aC),
  Nb: () => (/* binding */ computeObligations),
  ip: () => (/* reexport */ obligation_model/* countStatuses */.ip),
  $i: () => (/* binding */ recordedCalendar),
  yq: () => (/* reexport */ obligation_model/* subjectText */.yq)
});

// UNUSED EXPORTS: DEFAULT_COMPLETION_GRACE_DAYS, OBLIGATION_KINDS, ObligationsPass, REQUIREMENTS, compareObligations, dueText, newlyIn

// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(6474);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority_authority = __webpack_require__(8652);
;// CONCATENATED MODULE: ./src/core/obligations/record-facts.ts



const PASSED_THE_GATE = new Set([
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
]);
function reviewOf({ record, unauthenticated }) {
    if (record.origin === "cli") {
        const flagged = unauthenticated === undefined ? "" : `, and its ${unauthenticated}`;
        return {
            reviewed: false,
            why: `a break-glass apply (cip-sync apply --record): no review${flagged}`,
        };
    }
    const { outcome } = record.change;
    if (!PASSED_THE_GATE.has(outcome))
        return { reviewed: false, why: `a merge the gate refused (outcome ${outcome})` };
    const pulls = (0,evidence_record/* pullRequestsOf */.Tb)(record.change);
    if (pulls.length === 0 || pulls.some((pull) => pull.approved_by.length === 0))
        return { reviewed: false, why: "a push without a pull request with counted approvals" };
    const by = [...new Set(pulls.flatMap((pull) => pull.approved_by))].sort();
    const approvedAt = pulls.flatMap((pull) => pull.approved_by.flatMap((login) => pull.approved_at?.[login] ?? []));
    // Approved before it merged: the latest counted approval authorized it; without dates, the merge.
    // Every counted approver is dated here, and there is one at least (checked above).
    const at = approvedAt.length === by.length ? approvedAt.sort().at(-1) : record.recorded_at;
    return {
        reviewed: true,
        authorized: { at, by },
        pullRequests: pulls.map((pull) => pull.number),
        completions: pulls.flatMap((pull) => pull.completion_notes ?? []),
    };
}
/**
 * Whether a configuration-monitoring record may close anything (authority row
 * configuration-observation): a collector's file appended from the command line only in a commit
 * verify accepts (signed by an operator key), observed no later than it was appended.
 */
function observationAuthority({ record, unauthenticated, }) {
    const origin = unauthenticated !== undefined
        ? { outside: `a collector's file appended from the command line whose ${unauthenticated}` }
        : record.origin === "cli"
            ? "operator-signed-append"
            : "default-branch-drift-check";
    return (0,authority_authority/* judgeAuthority */.B8)({
        fact: "configuration-observation",
        origin,
        approvedBy: [],
        dated: record.configuration_monitoring.observed_at,
        recordedAt: record.recorded_at,
    });
}
/** The `/cip-010-r1.4` notes of a change's pull requests. */
function verificationNotesOf(record) {
    return (0,evidence_record/* pullRequestsOf */.Tb)(record.change).flatMap((pull) => pull.verification_notes ?? []);
}
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
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts
var requirements = __webpack_require__(7339);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/obligations/deviations.ts


/**
 * The existing baseline of a record whose base could not be read: kept elsewhere as far as the
 * ledger knows (as a baseline_ref is), with no digest, so any baseline differs from it ("unknown").
 */
const UNREAD_AT_BASE = {
    digest: undefined,
    items: undefined,
    kind: "ref",
    completedOn: undefined,
};
/**
 * The R1.1 items that changed from `before` to `after`: none for a first declaration or the same
 * items; "unknown" for a baseline_ref whose digest changed (its content is elsewhere). A record
 * written before per-item digests says nothing of items: it opens no deviation.
 */
function changedItems(before, after) {
    if (before === undefined)
        return [];
    if (before.kind === "ref" || after.kind === "ref")
        return before.digest === after.digest ? [] : ["unknown"];
    const [was, now] = [before.items, after.items];
    if (was === undefined || now === undefined)
        return [];
    return baseline_items/* BASELINE_ITEMS */.dK.filter((item) => was[item] !== now[item]);
}
/**
 * What the ledger declares of an asset's baseline, its digests held once each in `texts`: one
 * object of one shape whatever it holds (fields absent are undefined), as a pass holds one per asset.
 */
function declaredOf(entry, texts) {
    const items = entry.items;
    return {
        digest: items === undefined || entry.kind === "ref" ? texts.of(entry.digest) : undefined,
        items: items === undefined ? undefined : (0,baseline_items/* mapItemDigests */.Z9)(items, (digest) => texts.of(digest)),
        kind: entry.kind,
        completedOn: entry.completed_on,
    };
}
/** Each asset's key in one workspace's chain: its live id, learnt from the records' operations. */
class AssetKeys {
    #byName = new Map();
    /** The ids a record's operations name: a create's new id, a rename's old and new names. */
    learn(record) {
        if (record.kind !== "change")
            return;
        for (const operation of record.change.change_record?.operations ?? []) {
            if (operation.asset_id === undefined || operation.result !== "succeeded")
                continue;
            this.#byName.set((0,names/* nameKey */.Rc)(operation.name), operation.asset_id);
            const renamed = operation.changes?.name;
            if (renamed !== undefined) {
                this.#byName.set((0,names/* nameKey */.Rc)(renamed.from), operation.asset_id);
                this.#byName.set((0,names/* nameKey */.Rc)(renamed.to), operation.asset_id);
            }
        }
    }
    /** The live id a record gave `name`, if any. */
    idOf(name) {
        const key = this.#byName.get((0,names/* nameKey */.Rc)(name));
        return key?.startsWith("name:") === true ? undefined : key;
    }
    keyOf(entry) {
        const key = this.currentKey(entry);
        this.#byName.set((0,names/* nameKey */.Rc)(entry.asset), key);
        return key;
    }
    /** The key `entry` has now, learning nothing from it. */
    currentKey(entry) {
        const name = (0,names/* nameKey */.Rc)(entry.asset);
        return entry.asset_id ?? this.#byName.get(name) ?? `name:${name}`;
    }
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(200);
;// CONCATENATED MODULE: ./src/core/obligations/deviation-status.ts
// The R1.2 and R1.3 obligations of one deviation, as what the ledger has shown of it decides them
// (see deviation-obligations.ts for when each is settled), and whether a completion note has the
// authority to settle one.



const NOT_VERIFIED = { closed_as: "digest not verified" };
/** R1.2 and R1.3 of `pending`, closed by `closer` (a reviewed baseline change) or as they stand. */
function settleDeviation(pending, closer) {
    const { context } = pending;
    return [authorization(pending, context), baselineUpdate(pending, closer, context)];
}
function base(kind, pending, context) {
    return {
        kind,
        requirement: obligation_model/* REQUIREMENTS */.dq[kind],
        workspace: pending.opened.workspace,
        subject: pending.subject,
        opened_by: pending.opened,
        calendar: context.rule,
        items: pending.items,
        ...(pending.completed === undefined ? {} : { completed: pending.completed }),
    };
}
/** R1.2: closed by the reviewed record that carried the deviation, unless it was not one. */
function authorization(pending, context) {
    const opened = (0,obligation_model/* dateOf */.Q$)(pending.opened, context);
    const review = pending.review;
    if (!("authorized" in review))
        return {
            ...base("CIP-010 R1.2", pending, context),
            due: opened,
            status: "exception",
            reason: `not authorized: ${review.why}`,
        };
    const authorizedOn = (0,shared_calendar/* dateIn */.m7)(review.authorized.at, context.calendar.timeZone);
    const early = pending.completed !== undefined && pending.completed.on < authorizedOn;
    return {
        ...base("CIP-010 R1.2", pending, context),
        due: authorizedOn,
        status: early ? "exception" : "closed",
        ...(early
            ? {
                // `early` is true only for a completion dated before the authorization: there is one.
                reason: `completed before authorization: the change was completed on ${pending.completed.on}, authorized on ${authorizedOn}`,
            }
            : { closed_by: pending.opened }),
        authorized: review.authorized,
    };
}
/** R1.3: see deviation-obligations.ts for each path. */
function baselineUpdate(pending, closer, context) {
    const head = base("CIP-010 R1.3", pending, context);
    const reviewed = "authorized" in pending.review;
    const completed = pending.completed;
    const listed = pending.notClosedBy.length === 0 ? {} : { not_closed_by: pending.notClosedBy };
    // Until completed, a reviewed deviation counts from its authorization; one not reviewed, from
    // the record that made it.
    const due = completed !== undefined
        ? (0,shared_calendar/* addDays */.fi)(completed.on, 30)
        : (0,shared_calendar/* addDays */.fi)((0,obligation_model/* dateOf */.Q$)(pending.opened, context), 30);
    if (closer !== undefined) {
        return {
            ...head,
            due,
            status: (0,obligation_model/* statusOf */.c2)(due, (0,obligation_model/* dateOf */.Q$)(closer.by, context), context),
            closed_by: closer.by,
            ...(closer.ref ? NOT_VERIFIED : {}),
            ...listed,
        };
    }
    if (reviewed && completed !== undefined && pending.differs !== true) {
        // The baseline merged at authorization already describes the completed change.
        return {
            ...head,
            due,
            status: (0,obligation_model/* statusOf */.c2)(due, (0,obligation_model/* dateOf */.Q$)(pending.opened, context), context),
            closed_by: pending.opened,
            ...(pending.ref ? NOT_VERIFIED : {}),
            ...listed,
        };
    }
    if (reviewed && completed === undefined) {
        const authorized = pending.review.authorized.at;
        const grace = (0,shared_calendar/* addDays */.fi)((0,shared_calendar/* dateIn */.m7)(authorized, context.calendar.timeZone), context.completionGraceDays);
        return {
            ...head,
            due: grace,
            status: context.today > grace ? "exception" : "open",
            reason: "completion not recorded",
            ...listed,
        };
    }
    const why = reviewed
        ? "the field change differs from the merged baseline: a reviewed baseline change closes it"
        : "the baseline was changed by a record no review authorized: a reviewed baseline change closes it";
    return { ...head, due, status: (0,obligation_model/* statusOf */.c2)(due, undefined, context), reason: why, ...listed };
}
/** A deviation that only a later reviewed baseline change can close. */
function waitsForBaseline(pending) {
    return !("authorized" in pending.review) || pending.differs === true;
}
/**
 * A completion note counts (the authority table's completion-note row) when one of the counted
 * approvers who authorized the deviation wrote it, dated no later than the record that carries it:
 * an approver of a later, unrelated pull request cannot close another change's R1.3, and a date in
 * the future cannot close it "on time".
 */
function completionAuthority(note, pending, entry) {
    const authorizers = "authorized" in pending.review ? pending.review.authorized.by : [];
    return (0,authority_authority/* judgeAuthority */.B8)({
        fact: "completion-note",
        origin: "reviewed-merge",
        approvedBy: authorizers.includes(note.login) ? ["deviation-approvers"] : [],
        dated: note.completed_on,
        recordedAt: entry.record.recorded_at,
    });
}

;// CONCATENATED MODULE: ./src/core/obligations/deviation-obligations.ts
// CIP-010 R1.2 to R1.6, opened by deviations (deviations.ts) and applied through the requirement
// table. Per deviation of an asset in scope:
// - R1.2: authorized by the counted approvals of the merged pull request that carries it (closed
//   by that record); an exception when it is not reviewed (a break-glass apply, a refused merge),
//   or when the field change was completed before it was authorized;
// - R1.3: 30 calendar days from the completion date (`/cip-010-completed`, `completed_on:`). The
//   baseline merged at authorization describes the change, so a recorded completion closes it;
//   until then it reads "completion not recorded", an exception once the grace days since the
//   authorization have passed. A completion that says the field change `differs`, and a deviation
//   no review authorized, wait for the next reviewed baseline change of the asset; a break-glass
//   or refused record that changes it closes nothing and is listed beside the obligation;
// - R1.4 (with the approvers' `/cip-010-r1.4` notes), R1.5 and R1.6 (when item 1.1.1, 1.1.2 or
//   1.1.5 changed): reminders, never closed.
// A system without `impact:` fails closed: every row is judged as for High, as an exception.








const R1 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.2");
const R1_5 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.5");
const R1_6 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.6");
/** Items 1.1.1, 1.1.2 and 1.1.5, which R1.6 verifies the source and integrity of. */
const SOFTWARE_ITEMS = new Set([
    "os_firmware",
    "software",
    "patches",
    "unknown",
]);
class DeviationObligations {
    #context;
    #emit;
    #workspaces = new Map();
    /** The digests every asset's declared baseline holds, each once. */
    #texts = new collections/* TextTable */.CV();
    constructor(context, emit) {
        this.#context = context;
        this.#emit = emit;
    }
    add(entry) {
        const { record } = entry;
        if (record.kind === "configuration-monitoring")
            this.#verifyRefs(entry, record);
        if (record.kind !== "change")
            return;
        let state = this.#workspaces.get(record.workspace);
        if (state === undefined) {
            state = {
                keys: new AssetKeys(),
                declared: new Map(),
                pending: new Map(),
                unverified: new Map(),
                inForce: this.#context,
            };
            this.#workspaces.set(record.workspace, state);
        }
        state.inForce = (0,obligation_model/* contextAt */.vP)(record, state.inForce);
        state.keys.learn(record);
        const review = reviewOf({ record, unauthenticated: entry.unauthenticated });
        const opened = [];
        // A record written before baselines were recorded says nothing about them.
        const atBase = record.change.base_baselines ?? [];
        for (const baseline of record.change.baselines ?? []) {
            const key = state.keys.keyOf(baseline);
            // What the ledger last declared; else what the base commit declared, which the record
            // carries: a baseline declared before the ledger's first record is the existing one; else,
            // when the base could not be read, one nobody read (fail closed: never a first declaration).
            const before = state.declared.get(key) ??
                this.#declaredAtBase(atBase, baseline) ??
                (record.change.base_baselines_unread === undefined ? undefined : UNREAD_AT_BASE);
            state.declared.set(key, declaredOf(baseline, this.#texts));
            // `software` records are baseline content, never Cyber Assets.
            if (baseline.asset_type === "software")
                continue;
            const items = changedItems(before, baseline);
            if (items.length > 0) {
                this.#baselineChanged(state, key, entry, review, baseline);
                const pending = this.#deviation(key, baseline, items, entry, review, state.inForce);
                if (pending !== undefined) {
                    opened.push(pending);
                    state.pending.set(key, [...(state.pending.get(key) ?? []), pending]);
                }
            }
            const completedOn = baseline.completed_on;
            if (review.reviewed && completedOn !== undefined && completedOn !== before?.completedOn)
                this.#completedOn(state, key, entry, completedOn);
        }
        if (review.reviewed)
            this.#notes(state, review, entry, opened);
    }
    /** The base's declaration of `baseline`'s asset that the record carries, if any. */
    #declaredAtBase(atBase, baseline) {
        const base = atBase.find((entry) => entry.cyber_system_id === baseline.cyber_system_id && entry.asset === baseline.asset);
        return base === undefined ? undefined : declaredOf(base, this.#texts);
    }
    /** Every deviation still waiting, judged as of the pass's date; what no record verified. */
    finish() {
        for (const state of this.#workspaces.values()) {
            for (const list of state.pending.values())
                for (const pending of list)
                    this.#settle(pending);
            for (const held of state.unverified.values())
                for (const { obligation } of held)
                    this.#emit(obligation);
        }
        this.#workspaces.clear();
    }
    /**
     * A collector's record that fetched the documents baseline_refs name: each R1.3 closed by the
     * same reference (its digest) is verified when the document's SHA-256 is the one it states, and
     * says it is not when it differs; a record without authority verifies nothing, and is listed.
     */
    #verifyRefs(entry, record) {
        const state = this.#workspaces.get(record.workspace);
        if (state === undefined || state.unverified.size === 0)
            return;
        const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
        for (const asset of record.configuration_monitoring.assets) {
            const check = asset.baseline_ref;
            if (check === undefined)
                continue;
            // Looked up, not learnt: a collector's record (with or without authority) never re-keys
            // an asset, and what it names is the same whether or not a baseline_ref waits.
            const key = state.keys.currentKey({
                asset: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
            });
            const waiting = state.unverified.get(key) ?? [];
            const held = waiting.filter((h) => h.digest === check.digest);
            if (!authority.authorized) {
                for (const { obligation } of held)
                    (obligation.not_closed_by ??= []).push({ record: (0,obligation_model/* refOf */.H8)(entry), why: authority.why });
                continue;
            }
            const left = waiting.filter((h) => h.digest !== check.digest);
            if (left.length === 0)
                state.unverified.delete(key);
            else
                state.unverified.set(key, left);
            for (const { obligation } of held) {
                if (check.matches) {
                    this.#emit({ ...verifiedAs(obligation), verified_by: (0,obligation_model/* refOf */.H8)(entry) });
                }
                else
                    this.#emit({
                        ...obligation,
                        reason: `the referenced baseline document fetched in record ${record.sequence} has SHA-256 ${check.fetched_sha256}, not the ${check.declared_sha256} its baseline_ref states`,
                    });
            }
        }
    }
    /** A change of `key`'s baseline: it closes what waits for one, if reviewed; else it is listed. */
    #baselineChanged(state, key, entry, review, baseline) {
        const list = state.pending.get(key);
        if (list === undefined)
            return;
        const waiting = list.filter((pending) => waitsForBaseline(pending));
        const closer = { by: (0,obligation_model/* refOf */.H8)(entry), ref: baseline.kind === "ref", digest: baseline.digest };
        for (const pending of waiting) {
            if (!review.reviewed)
                pending.notClosedBy.push({ record: (0,obligation_model/* refOf */.H8)(entry), why: review.why });
            else
                this.#settle(pending, closer, state);
        }
    }
    /** The obligations a deviation opens now (reminders), and the R1.2/R1.3 it leaves pending. */
    #deviation(key, baseline, items, entry, review, context) {
        const scope = {
            class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            impact: baseline.impact ?? "high",
            ...(baseline.erc === undefined ? {} : { erc: baseline.erc }),
        };
        if (!(0,requirements/* applies */.Br)(R1, scope))
            return undefined;
        const opened = (0,obligation_model/* refOf */.H8)(entry);
        const subject = {
            cyber_system_id: baseline.cyber_system_id,
            cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
            asset: baseline.asset,
            ...(key.startsWith("name:") ? {} : { asset_id: key }),
        };
        const undeclared = baseline.impact === undefined;
        const reminder = (kind, extra = {}) => this.#emit({
            ...this.#base(kind, subject, opened, items, context),
            due: null,
            status: undeclared ? "exception" : "reminder",
            ...(undeclared ? { reason: obligation_model/* UNDECLARED_IMPACT */.$4 } : {}),
            ...extra,
        });
        const notes = entry.record.kind === "change" ? verificationNotesOf(entry.record) : [];
        reminder("CIP-010 R1.4", notes.length === 0 ? {} : { notes });
        if ((0,requirements/* applies */.Br)(R1_5, scope))
            reminder("CIP-010 R1.5");
        if ((0,requirements/* applies */.Br)(R1_6, scope) && items.some((item) => SOFTWARE_ITEMS.has(item)))
            reminder("CIP-010 R1.6");
        if (undeclared) {
            for (const kind of ["CIP-010 R1.2", "CIP-010 R1.3"])
                this.#emit({
                    ...this.#base(kind, subject, opened, items, context),
                    due: (0,obligation_model/* dateOf */.Q$)(opened, context),
                    status: "exception",
                    reason: obligation_model/* UNDECLARED_IMPACT */.$4,
                });
            return undefined;
        }
        return {
            opened,
            key,
            subject,
            items,
            review: review.reviewed ? review : { why: review.why },
            ref: baseline.kind === "ref",
            digest: baseline.digest,
            notClosedBy: [],
            context,
        };
    }
    /** The completion notes of a reviewed record: for its own deviations, or an earlier one's (#N). */
    #notes(state, review, entry, opened) {
        for (const note of review.completions) {
            const named = note.pull_request;
            const targets = named === undefined
                ? opened
                : [...state.pending.values()]
                    .flat()
                    .filter((pending) => "authorized" in pending.review &&
                    pending.review.pullRequests.includes(named) &&
                    pending.opened.sequence < entry.record.sequence);
            const completed = {
                on: note.completed_on,
                by: (0,obligation_model/* refOf */.H8)(entry),
                ...(note.reference === undefined ? {} : { reference: note.reference }),
            };
            for (const pending of targets) {
                const authority = completionAuthority(note, pending, entry);
                if (authority.authorized)
                    this.#complete(state, pending, completed, note.differs === true);
                else
                    pending.notClosedBy.push({
                        record: (0,obligation_model/* refOf */.H8)(entry),
                        why: `the /cip-010-completed note of ${note.login} has no authority: ${authority.why}`,
                    });
            }
        }
    }
    /**
     * A reviewed record's new `completed_on:` of `key`'s baseline: it completes what waits, when the
     * authority table's baseline-completed-on row lets it (never dated after the record); else each
     * obligation lists the record and why it closed nothing.
     */
    #completedOn(state, key, entry, on) {
        const authority = (0,authority_authority/* judgeAuthority */.B8)({
            fact: "baseline-completed-on",
            origin: "reviewed-merge",
            // A reviewed record passed the gate: its counted approvals, and the owner policy's.
            approvedBy: ["counted-approvals", "system-owners"],
            dated: on,
            recordedAt: entry.record.recorded_at,
        });
        for (const pending of state.pending.get(key) ?? []) {
            if (authority.authorized)
                this.#complete(state, pending, { on, by: (0,obligation_model/* refOf */.H8)(entry) }, false);
            else
                pending.notClosedBy.push({
                    record: (0,obligation_model/* refOf */.H8)(entry),
                    why: `its completed_on: ${on} has no authority: ${authority.why}`,
                });
        }
    }
    /** Records a reviewed deviation's completion; settles it unless the field change differed. */
    #complete(state, pending, completed, differs) {
        if (pending.completed !== undefined || !("authorized" in pending.review))
            return;
        pending.completed = completed;
        pending.differs = differs;
        if (!differs)
            this.#settle(pending, undefined, state);
    }
    #settle(pending, closer, state) {
        for (const obligation of settleDeviation(pending, closer)) {
            // Closed by a baseline_ref: held until a collector's record checks the referenced document.
            if (obligation.closed_as !== undefined && state !== undefined)
                state.unverified.set(pending.key, [
                    ...(state.unverified.get(pending.key) ?? []),
                    { digest: closer?.digest ?? pending.digest, obligation },
                ]);
            else
                this.#emit(obligation);
        }
        if (state === undefined)
            return;
        const list = (state.pending.get(pending.key) ?? []).filter((other) => other !== pending);
        if (list.length === 0)
            state.pending.delete(pending.key);
        else
            state.pending.set(pending.key, list);
    }
    #base(kind, subject, opened, items, context) {
        return {
            kind,
            requirement: obligation_model/* REQUIREMENTS */.dq[kind],
            workspace: opened.workspace,
            subject,
            opened_by: opened,
            calendar: context.rule,
            items,
        };
    }
}
/** An R1.3 closed by a baseline_ref, once its document was fetched and found as the reference states. */
function verifiedAs({ closed_as: _, ...obligation }) {
    return obligation;
}

// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(2693);
;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-obligation.ts

/** An R2.1 interval or exception as an obligation, for the lists every output shows. */
function r21Obligation(found, context) {
    const base = (opened) => ({
        kind: "CIP-010 R2.1",
        requirement: obligation_model/* REQUIREMENTS */.dq["CIP-010 R2.1"],
        workspace: found.workspace,
        subject: {
            cyber_system: found.cyber_system,
            asset: found.asset,
            // No record gave the asset an id (never created through the service): the subject says so.
            ...(found.asset_id === undefined
                ? { keyed_by: "cyber_system and name" }
                : { asset_id: found.asset_id }),
        },
        opened_by: opened,
        calendar: context.rule,
    });
    if (found.kind === "investigate unauthorized change") {
        const investigated = found.investigated_by;
        return {
            ...base(found.detected_by),
            due: null,
            status: investigated === null ? "exception" : "closed",
            ...(investigated === null ? {} : { closed_by: citation(investigated) }),
            reason: investigated === null
                ? `investigate unauthorized change of ${found.item}, detected on ${found.detected_on}${notClosed(found.not_closed_by)}`
                : `unauthorized change of ${found.item} investigated: ${investigated.reference} (/cip-010-investigated by ${investigated.login})`,
        };
    }
    const { status, not_closed_by } = found;
    const listed = not_closed_by === undefined ? {} : { not_closed_by };
    const neverMonitored = status === "no configuration monitoring recorded";
    // Still open where a record without authority would have closed it: an exception too.
    const unauthorized = found.closed_by === null && not_closed_by !== undefined;
    if (found.impact_undeclared === true || unauthorized)
        return {
            ...base(found.opened_by),
            due: found.due_on,
            status: "exception",
            ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
            reason: found.impact_undeclared === true
                ? obligation_model/* UNDECLARED_IMPACT */.$4
                : neverMonitored
                    ? "no configuration monitoring with authority recorded"
                    : `configuration monitoring recorded without authority (${status})`,
            ...listed,
        };
    return {
        ...base(found.opened_by),
        due: found.due_on,
        // Never monitored: due, due soon or overdue like any other, with the reason said.
        status: neverMonitored ? (0,obligation_model/* statusOf */.c2)(found.due_on, undefined, context) : R21_STATUSES[status],
        ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
        ...(neverMonitored ? { reason: status } : {}),
        ...listed,
    };
}
/** The record whose reviewed note closed it, cited without the note's reference and approver. */
function citation({ reference: _, login: __, ...ref }) {
    return ref;
}
/** What claimed the investigation of an open exception and closed nothing, and why. */
function notClosed(claims) {
    return claims === undefined ? "" : `; not closed by ${claims.join("; nor ")}`;
}
const R21_STATUSES = {
    "closed on time": "closed",
    "closed late": "closed-late",
    due: "open",
    "due soon": "due-soon",
    overdue: "overdue",
};

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-assets.ts




/**
 * R2.1's Applicable Systems, as the requirement table states them; a system that declares no
 * impact is judged as High (fail closed), and its obligations are exceptions (r21Obligation).
 */
function inR21Scope(scope) {
    const row = (0,requirements/* requirementRow */.gv)("CIP-010 R2.1");
    return (0,requirements/* applies */.Br)(row, {
        impact: scope.impact ?? "high",
        class: scope.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
    });
}
/** The assets a record names, with their system's impact, their class, and whether compared. */
function assetsNamed(record) {
    switch (record.kind) {
        case "configuration-monitoring":
            return record.configuration_monitoring.assets.map((asset) => ({
                cyber_system: asset.cyber_system,
                name: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
                ...(asset.impact === undefined ? {} : { impact: asset.impact }),
                ...(asset.class === undefined ? {} : { class: asset.class }),
                complete: asset.complete,
            }));
        case "change":
            return [...operatedAssets(record), ...declaredInService(record)];
        case "monitoring":
            return []; // inventory reconciliation: never a device's configuration
    }
}
/**
 * An asset created (or first named) by an applied operation appears: it is commissioned. Its
 * class is the one the record's baseline of it declares. One deleted is retired.
 */
function operatedAssets(record) {
    const classOf = baselineClasses(record.change.baselines ?? []);
    return (record.change.change_record?.operations ?? [])
        .filter((operation) => operation.result === "succeeded")
        .map((operation) => {
        const system = operation.changes?.cyber_system?.to ?? operation.cyber_system;
        const name = operation.changes?.name?.to ?? operation.name;
        const id = operation.asset_id;
        const declared = classOf(id, name);
        const type = operation.changes?.asset_type?.to ?? operation.asset_type;
        return {
            cyber_system: system.name,
            name,
            ...(id === undefined ? {} : { asset_id: id }),
            ...(system.impact === undefined ? {} : { impact: system.impact }),
            ...(declared === undefined ? {} : { class: declared }),
            complete: false,
            ...(operation.action === "create" ? { created: true } : {}),
            ...(operation.action === "delete" ? { retired: true } : {}),
            ...(type === undefined ? {} : { asset_type: type }),
        };
    });
}
/**
 * The class the record's baselines declare of an operated asset: the first baseline that names its
 * id, or, for one without an id on either side, its name. Indexed once per record, not searched per
 * operation: a merge that creates thousands of assets declares as many baselines.
 */
function baselineClasses(baselines) {
    // The first index of each id, of each name, and of each name among baselines without an id.
    const byId = new Map();
    const byName = new Map();
    const byNameWithoutId = new Map();
    const first = (map, key, index) => {
        if (!map.has(key))
            map.set(key, index);
    };
    for (const [index, baseline] of baselines.entries()) {
        const key = (0,names/* nameKey */.Rc)(baseline.asset);
        first(byName, key, index);
        if (baseline.asset_id === undefined)
            first(byNameWithoutId, key, index);
        else
            first(byId, baseline.asset_id, index);
    }
    return (id, name) => {
        const index = id === undefined
            ? byName.get((0,names/* nameKey */.Rc)(name))
            : Math.min(byId.get(id) ?? Infinity, byNameWithoutId.get((0,names/* nameKey */.Rc)(name)) ?? Infinity);
        return index === undefined || index === Infinity ? undefined : baselines[index]?.class;
    };
}
/**
 * An asset the service already held (its baseline names its live id) whose baseline a change
 * declares, though no operation touched it: in service before the tool knew it, it appears here,
 * so that its first R2.1 interval opens at the first record that shows it in scope rather than
 * at its first configuration-monitoring record (which would never come for an unmonitored one).
 */
function declaredInService(record) {
    // An operation without an id adds undefined, which no baseline asked about below has.
    const operated = new Set((record.change.change_record?.operations ?? []).map((operation) => operation.asset_id));
    return (record.change.baselines ?? []).flatMap((baseline) => baseline.asset_id === undefined ||
        baseline.cyber_system === undefined ||
        operated.has(baseline.asset_id)
        ? []
        : [
            {
                cyber_system: baseline.cyber_system,
                name: baseline.asset,
                asset_id: baseline.asset_id,
                asset_type: baseline.asset_type,
                ...(baseline.impact === undefined ? {} : { impact: baseline.impact }),
                ...(baseline.class === undefined ? {} : { class: baseline.class }),
                complete: false,
            },
        ]);
}
/** Each workspace's asset ids as its change records gave them, and every asset's key. */
class R21AssetKeys {
    #workspaces = new Map();
    /** The ids a change record gives names: its operations' and its baselines'. */
    learn(record) {
        if (record.kind !== "change")
            return;
        const keys = this.#keysOf(record.workspace);
        keys.learn(record);
        for (const baseline of record.change.baselines ?? [])
            if (baseline.asset_id !== undefined)
                keys.keyOf(baseline);
    }
    /**
     * The asset known as `name` is `id` from now on: a collector's record gave the id of an asset
     * known by name until then, so a later record naming it without the id means it too.
     */
    adopt(workspace, name, id) {
        this.#keysOf(workspace).keyOf({ asset: name, asset_id: id });
    }
    #keysOf(workspace) {
        let keys = this.#workspaces.get(workspace);
        if (keys === undefined) {
            keys = new AssetKeys();
            this.#workspaces.set(workspace, keys);
        }
        return keys;
    }
    keyOf(workspace, asset) {
        const id = asset.asset_id ?? this.#workspaces.get(workspace)?.idOf(asset.name);
        const byName = JSON.stringify([workspace, "name", asset.cyber_system, (0,names/* nameKey */.Rc)(asset.name)]);
        return id === undefined
            ? { key: byName, byName }
            : { key: JSON.stringify([workspace, "id", id]), byName, asset_id: id };
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-investigations.ts
// CIP-010-4 R2.1: "Document and investigate detected unauthorized changes." An unauthorized change a
// configuration-monitoring record detected is an exception until a reviewed record documents its
// investigation: a counted approver's `/cip-010-investigated #SEQ ITEM ASSET REFERENCE` line in an
// approving review of a merged pull request that passed the gate (the authority table's
// investigation-note row, asked of judgeAuthority), approved and recorded after the detection, and
// naming its record, item and asset. A collector file's own `investigations` stay in its record
// but close nothing: whoever can push the evidence branch can write them. Whatever claimed an
// investigation and closed nothing is listed on the exception with why. Pure; R21Pass
// (configuration-monitoring-obligations.ts) feeds it the records in chain order.




/** At most this many claims are listed on one exception: the rest are as the last. */
const LISTED_CLAIMS = 10;
class UnauthorizedChanges {
    #open = [];
    /** Notes naming a record after their own, by workspace and the sequence they name. */
    #early = new Map();
    #keyOf;
    #decided;
    constructor(keyOf, decided) {
        this.#keyOf = keyOf;
        this.#decided = decided;
    }
    /** A change detected on the asset under `key`; a note recorded before it is listed. */
    detect(key, asset, item, ref, on) {
        const exception = {
            kind: "investigate unauthorized change",
            ...asset,
            item,
            detected_by: ref,
            detected_on: on,
            investigated_by: null,
            status: "open",
        };
        const open = { key, exception };
        for (const { note, claim } of this.#early.get(earlyKey(ref.workspace, ref.sequence)) ?? [])
            if (this.#names(note, open))
                list(open, `${claim}: it was recorded before the change was detected (record #${ref.sequence})`);
        this.#open.push(open);
    }
    /** The asset known under `from` is known under `to` from now on. */
    rekey(from, to) {
        for (const open of this.#open)
            if (open.key === from)
                open.key = to;
    }
    /** A collector's investigations: listed on the exception each names, closing nothing. */
    collectorSays(workspace, body, ref) {
        for (const investigation of body.investigations) {
            const { key } = this.#keyOf(workspace, investigation);
            const open = this.#open.find(({ key: held, exception }) => held === key &&
                exception.item === investigation.item &&
                exception.detected_by.sequence === investigation.detected_in &&
                exception.detected_by.sequence < ref.sequence);
            if (open !== undefined)
                list(open, `record #${ref.sequence}: the collector's file names an investigation (${investigation.reference}), and a collector's word closes nothing: a counted approver's /cip-010-investigated line in an approving review of a merged pull request does`);
        }
    }
    /** The `/cip-010-investigated` notes of a change record's pull requests, each judged. */
    reviewed(record, ref) {
        const review = reviewOf({ record });
        for (const pull of (0,evidence_record/* pullRequestsOf */.Tb)(record.change))
            for (const note of pull.investigation_notes ?? []) {
                const approvedAt = pull.approved_at?.[note.login] ?? record.recorded_at;
                const authority = (0,authority_authority/* judgeAuthority */.B8)({
                    fact: "investigation-note",
                    origin: review.reviewed ? "reviewed-merge" : { outside: review.why },
                    approvedBy: pull.approved_by.includes(note.login) ? ["counted-approvals"] : [],
                    dated: approvedAt,
                    recordedAt: record.recorded_at,
                });
                const claim = `record #${ref.sequence}: /cip-010-investigated by ${note.login} in pull request #${pull.number}`;
                this.#judge(note, ref, { claim, approvedAt }, authority);
            }
    }
    #judge(note, ref, { claim, approvedAt }, authority) {
        const same = (open) => open.exception.detected_by.workspace === ref.workspace;
        const index = this.#open.findIndex((open) => same(open) &&
            open.exception.detected_by.sequence === note.detected_in &&
            open.exception.item === note.item &&
            this.#names(note, open));
        const open = this.#open[index];
        if (open === undefined) {
            if (note.detected_in > ref.sequence) {
                const at = earlyKey(ref.workspace, note.detected_in);
                this.#early.set(at, [...(this.#early.get(at) ?? []), { note, claim }]);
                return;
            }
            // Listed on each open change of the record or the asset it names: what it meant to close.
            for (const other of this.#open)
                if (same(other) &&
                    (other.exception.detected_by.sequence === note.detected_in || this.#names(note, other)))
                    list(other, `${claim} names #${note.detected_in} ${note.item} ${note.asset}, not this change (#${other.exception.detected_by.sequence} ${other.exception.item} ${other.exception.asset})`);
            return;
        }
        const { exception } = open;
        if (!authority.authorized)
            return list(open, `${claim}: ${authority.why}`);
        if (Date.parse(approvedAt) < Date.parse(exception.detected_by.recorded_at))
            return list(open, `${claim}: it is dated ${approvedAt}, before the change was detected (record #${exception.detected_by.sequence}, ${exception.detected_by.recorded_at})`);
        this.#open.splice(index, 1);
        this.#decided({
            ...exception,
            investigated_by: { ...ref, reference: note.reference, login: note.login },
            status: "investigated",
        });
    }
    /**
     * Whether `note` names the asset of `open`: by the name the inventory gives it now (the id the
     * change records gave that name), else, for a name no record gave an id, by its name when the
     * change was detected.
     */
    #names(note, open) {
        const { workspace, cyber_system, asset } = open.exception;
        const named = this.#keyOf(workspace, { cyber_system, name: note.asset });
        return (named.key === open.key ||
            (named.asset_id === undefined && (0,names/* nameKey */.Rc)(note.asset) === (0,names/* nameKey */.Rc)(asset)));
    }
    /** Every exception still open. */
    finish() {
        for (const { exception } of this.#open)
            this.#decided(exception);
        this.#open.length = 0;
        this.#early.clear();
    }
}
function earlyKey(workspace, sequence) {
    return `${workspace}\n${sequence}`;
}
function list(open, why) {
    const listed = (open.exception.not_closed_by ??= []);
    if (listed.length < LISTED_CLAIMS)
        listed.push(why);
}

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-obligations.ts






/** Whether R2.1 follows the asset: a Cyber Asset (not a `software` record) in its scope. */
function followed(state) {
    return !state.software && inR21Scope(state);
}
/** "At least once every 35 calendar days". */
const R2_1_INTERVAL_DAYS = 35;
/**
 * R2.1 judged as records come, each workspace's in chain order, per asset by its live id
 * (configuration-monitoring-assets.ts). It holds only what is open: per asset its open interval,
 * and the unauthorized changes not yet investigated. An interval is judged in scope with what the
 * records said of the asset when it closed.
 */
class R21Pass {
    #options;
    #keys = new R21AssetKeys();
    #assets = new Map();
    #changes;
    /**
     * When each deleted asset was deleted (ms), by key: an observation from before then (a collector
     * file sealed again after the delete) brings no deleted asset back. Deletes are few.
     */
    #retired = new Map();
    /** The workspace and system names every asset's state holds, each once. */
    #texts = new collections/* TextTable */.CV();
    /** Each change detected, by asset key, item and observed digest: detected once when stale. */
    #detected = new Set();
    constructor(options) {
        this.#options = options;
        this.#changes = new UnauthorizedChanges((workspace, asset) => this.#keys.keyOf(workspace, asset), options.decided);
    }
    /**
     * The next record, with the calendar in force when it was written (contextAt): the intervals it
     * opens are dated and judged by it, whatever comes later. Default: the options' calendar.
     */
    add(entry, inForce = this.#options.calendar) {
        const { record } = entry;
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        if (record.kind === "configuration-monitoring") {
            const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
            if (!authority.authorized) {
                this.#unauthorized(record, ref, authority.why);
                return;
            }
        }
        const on = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, inForce.timeZone);
        const at = Date.parse(record.recorded_at);
        const observedAt = record.kind === "configuration-monitoring"
            ? Date.parse(record.configuration_monitoring.observed_at)
            : undefined;
        /** The assets this record observed anew: newer than any observation of them before. */
        const fresh = new Set();
        this.#keys.learn(record);
        // An asset a collector's record names first (in service before the ledger knew it) opens its
        // first interval there, and that record's own observation closes it.
        const opensAt = observedAt === undefined ? at : Number.NEGATIVE_INFINITY;
        for (const seen of assetsNamed(record)) {
            const resolved = this.#keys.keyOf(record.workspace, seen);
            if (seen.retired === true) {
                this.#retire(resolved, seen, on, at);
                continue;
            }
            // An observation no newer than the asset's last says nothing new of it, not even its name.
            if (observedAt !== undefined && this.#stale(resolved, seen, observedAt))
                continue;
            const state = this.#stateOf(record.workspace, seen, resolved, { on, ref, inForce }, opensAt);
            state.impact = seen.impact ?? state.impact;
            state.class = seen.class ?? state.class;
            if (seen.asset_type !== undefined)
                state.software = seen.asset_type === "software";
            if (observedAt === undefined)
                continue;
            state.last_observed = observedAt;
            fresh.add(state);
            // Not stale, so read after the interval opened: a complete observation closes it.
            if (seen.complete)
                this.#close(state, { on, ref, inForce }, observedAt);
        }
        if (record.kind === "change")
            this.#changes.reviewed(record, ref);
        if (record.kind !== "configuration-monitoring")
            return;
        const body = record.configuration_monitoring;
        this.#changes.collectorSays(record.workspace, body, ref);
        for (const change of body.unauthorized_changes) {
            const { key } = this.#keys.keyOf(record.workspace, change);
            const state = this.#assets.get(key);
            const once = `${key}\n${change.item}\n${change.observed}`;
            const again = this.#detected.has(once);
            this.#detected.add(once);
            if (state === undefined || !followed(state) || (again && !fresh.has(state)))
                continue;
            this.#changes.detect(key, keyOf(state), change.item, ref, on);
        }
    }
    /**
     * A configuration-monitoring record without authority: it closes no interval, names no asset
     * anew and moves no observation time (a date still to come would blind R2.1), but each interval
     * it would have closed lists it, and what it detects on an asset followed is an exception all
     * the same: a detected change never vanishes.
     */
    #unauthorized(record, ref, why) {
        const on = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, this.#options.calendar.timeZone);
        for (const seen of assetsNamed(record)) {
            const state = this.#heldAt(this.#keys.keyOf(record.workspace, seen), seen)?.state;
            if (state !== undefined && followed(state))
                (state.not_closed_by ??= []).push({ record: ref, why });
        }
        for (const change of record.configuration_monitoring.unauthorized_changes) {
            const { key } = this.#keys.keyOf(record.workspace, change);
            const state = this.#assets.get(key);
            const once = `${key}\n${change.item}\n${change.observed}`;
            if (state === undefined || !followed(state) || this.#detected.has(once))
                continue;
            this.#detected.add(once);
            this.#changes.detect(key, keyOf(state), change.item, ref, on);
        }
    }
    /** Every interval and exception still open, judged as of the options' date. */
    finish() {
        const { asOf, calendar, decided } = this.#options;
        const today = /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        for (const state of this.#assets.values())
            if (followed(state))
                decided(openInterval(state, today));
        this.#changes.finish();
        this.#assets.clear();
        this.#retired.clear();
        this.#detected.clear();
    }
    /**
     * An asset deleted on `on` is out of service from then: an interval due by then is handed on as
     * it stood (unmonitored, it stays a finding); one not yet due ends with no obligation. The
     * unauthorized changes detected on it still wait for their investigation.
     */
    #retire(resolved, seen, on, at) {
        this.#retired.set(resolved.key, at);
        const held = this.#heldAt(resolved, seen);
        if (held === undefined)
            return;
        const { state } = held;
        this.#assets.delete(held.at);
        if (followed(state) && on > dueOf(state.opened_on))
            this.#options.decided(openInterval(state, on));
    }
    /**
     * Where the pass holds the state of the asset `seen` names: under its key, else, for an asset
     * known by system and name until this record gave its id, under that (unless the record creates
     * it: a new asset under the name of one that had no id); undefined for an asset it holds none of.
     */
    #heldAt({ key, byName }, seen) {
        const state = this.#assets.get(key);
        if (state !== undefined)
            return { at: key, state };
        const named = key !== byName && seen.created !== true ? this.#assets.get(byName) : undefined;
        return named === undefined ? undefined : { at: byName, state: named };
    }
    /**
     * Whether an observation of `seen` at `observedAt` is stale: no newer than the asset's last one
     * or its commissioning, or older than its delete (an old collector file sealed again).
     */
    #stale(resolved, seen, observedAt) {
        const known = this.#heldAt(resolved, seen)?.state;
        const deletedAt = this.#retired.get(resolved.key);
        return ((known !== undefined && !(observedAt > Math.max(known.last_observed, known.opened_at))) ||
            (deletedAt !== undefined && observedAt <= deletedAt));
    }
    /**
     * The state of the asset `seen` names (#heldAt), as named now, moved under its id when this
     * record gave one; new, it opens its first interval there (its commissioning).
     */
    #stateOf(workspace, seen, resolved, { on, ref, inForce }, opensAt) {
        const { key, byName, asset_id } = resolved;
        const held = this.#heldAt(resolved, seen);
        if (held?.at !== key && key !== byName && seen.created !== true) {
            this.#assets.delete(byName);
            this.#changes.rekey(byName, key);
            if (held !== undefined && asset_id !== undefined)
                this.#keys.adopt(workspace, seen.name, asset_id);
        }
        const state = held?.state ?? {
            workspace: this.#texts.of(workspace),
            cyber_system: "",
            asset: "",
            asset_id: undefined,
            impact: undefined,
            class: undefined,
            opened_on: on,
            opened_by: ref,
            opened_at: opensAt,
            last_observed: Number.NEGATIVE_INFINITY,
            monitored: false,
            software: false,
            not_closed_by: undefined,
            calendar: inForce,
        };
        // Named as this record names it.
        state.cyber_system = this.#texts.of(seen.cyber_system);
        state.asset = seen.name;
        state.asset_id = asset_id;
        this.#assets.set(key, state);
        return state;
    }
    /**
     * Closes the open interval of `state` by the record `opening.ref` that observed the asset at
     * `observedAt` (dated in the interval's own calendar), and opens the next there.
     */
    #close(state, { on, ref, inForce }, observedAt) {
        const due = dueOf(state.opened_on);
        const closedOn = (0,shared_calendar/* dateIn */.m7)(ref.recorded_at, state.calendar.timeZone);
        if (followed(state))
            this.#options.decided({
                ...keyOf(state),
                kind: "monitoring interval",
                opened_on: state.opened_on,
                opened_by: state.opened_by,
                due_on: due,
                closed_on: closedOn,
                closed_by: ref,
                status: closedOn <= due ? "closed on time" : "closed late",
                ...undeclared(state),
                ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
                calendar: state.calendar,
            });
        state.not_closed_by = undefined;
        state.calendar = inForce;
        state.opened_on = on;
        state.opened_by = ref;
        state.opened_at = observedAt;
        state.monitored = true;
    }
}
/** The asset's key as the last record named it. */
function keyOf(state) {
    return {
        workspace: state.workspace,
        cyber_system: state.cyber_system,
        asset: state.asset,
        ...(state.asset_id === undefined ? {} : { asset_id: state.asset_id }),
    };
}
function dueOf(openedOn) {
    return (0,shared_calendar/* addDays */.fi)(openedOn, R2_1_INTERVAL_DAYS);
}
function openInterval(state, today) {
    const { calendar } = state;
    const due = dueOf(state.opened_on);
    const status = !state.monitored
        ? "no configuration monitoring recorded"
        : today > due
            ? "overdue"
            : today >= (0,shared_calendar/* addDays */.fi)(due, -calendar.dueSoonDays)
                ? "due soon"
                : "due";
    return {
        ...keyOf(state),
        kind: "monitoring interval",
        opened_on: state.opened_on,
        opened_by: state.opened_by,
        due_on: due,
        closed_on: null,
        closed_by: null,
        status,
        ...undeclared(state),
        ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
        calendar,
    };
}
function undeclared(state) {
    return state.impact === undefined ? { impact_undeclared: true } : {};
}

;// CONCATENATED MODULE: ./src/core/obligations/review-interval.ts
// The first CIP-002 R2 interval of a workspace. CIP-002-5.1a R2.2: "Have its CIP Senior Manager
// or delegate approve the identifications required by Requirement R1 at least once every 15
// calendar months, even if it has no identified items in Requirement R1." The ledger cannot see
// the approval before it, so an entity adopting the tool 14 months after its last approval would
// otherwise be told "due in 15 months". The policy file's `cip_002_last_approval: { on, ref }` (a
// change to it is approved by the CIP Senior Manager) starts the first interval; without it the
// first interval's due date is unknown, and the obligation says so: "prior approval not
// recorded". Each approved review then opens the next interval from its own record, as before.
// Pure.

/** CIP-002 R2's interval, in calendar months. */
const REVIEW_INTERVAL_MONTHS = 15;
const PRIOR_APPROVAL_NOT_RECORDED = "prior approval not recorded";
/** The first interval, from the policy's `cip_002_last_approval` (undefined: none written). */
function firstReviewInterval(prior, calendar) {
    if (prior === undefined)
        return { kind: "not-recorded", note: PRIOR_APPROVAL_NOT_RECORDED, due: null };
    return {
        kind: "seeded",
        opened_on: prior.on,
        ref: prior.ref,
        due: (0,shared_calendar/* addMonths */.PS)(prior.on, REVIEW_INTERVAL_MONTHS, calendar.monthEnd),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/obligations.ts










/** Days after authorization before an unrecorded completion is an exception (CIP-010 R1.3). */
const DEFAULT_COMPLETION_GRACE_DAYS = 30;
/**
 * The calendar a record keeps as in force from it: `timeZone` (an input of the run) over the policy
 * file's `calendar:` over the defaults, and the policy's completion grace or the default.
 */
function recordedCalendar(timeZone, fromPolicy) {
    const calendar = (0,shared_calendar/* resolveCalendar */.Z4)({ timeZone }, fromPolicy.calendar);
    return {
        time_zone: calendar.timeZone,
        due_soon_days: calendar.dueSoonDays,
        month_end: calendar.monthEnd,
        completion_grace_days: fromPolicy.completionGraceDays ?? DEFAULT_COMPLETION_GRACE_DAYS,
    };
}
/**
 * The obligations of `records` as of `asOf`: an instant, or a date (YYYY-MM-DD) in the calendar's
 * time zone (an audit's "as of 31 December").
 */
function computeObligations(records, asOf, calendar, options = {}) {
    const pass = new ObligationsPass(asOf, calendar, options);
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
    #decided;
    #workspaces = new Map();
    #kept = [];
    #counts = (0,obligation_model/* countStatuses */.ip)([]);
    #limit;
    #deviations;
    #firstReview;
    #configurationMonitoring;
    constructor(asOf, calendar, { keep = () => true, decided, limit = Infinity, completionGraceDays = DEFAULT_COMPLETION_GRACE_DAYS, lastApproval, } = {}) {
        const today = typeof asOf === "string" ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        this.#context = { calendar, today, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar), completionGraceDays };
        this.#keep = keep;
        this.#decided = decided;
        this.#limit = limit;
        this.#deviations = new DeviationObligations(this.#context, (o) => this.#emit(o));
        this.#firstReview = firstReviewInterval(lastApproval, calendar);
        // Each R2.1 interval becomes an obligation as it closes: the pass holds only open ones.
        this.#configurationMonitoring = new R21Pass({
            calendar,
            asOf: today,
            decided: (found) => this.#emit(r21Obligation(found, "calendar" in found ? (0,obligation_model/* withCalendar */.TY)(this.#context, found.calendar) : this.#context)),
        });
    }
    add(entry) {
        const { record } = entry;
        let state = this.#workspaces.get(record.workspace);
        // In force from this record: the obligations it opens are judged by it.
        const inForce = (0,obligation_model/* contextAt */.vP)(record, state?.inForce ?? this.#context);
        if (state === undefined) {
            // The workspace's first record opens its first CIP-002 R2 interval, dated by the approval
            // the policy file records before the ledger (review-interval.ts).
            const first = firstOf(this.#firstReview);
            state = { review: { opened: (0,obligation_model/* refOf */.H8)(entry), context: inForce, subject: {}, first }, inForce };
            this.#workspaces.set(record.workspace, state);
        }
        else if (isApprovedReview(entry)) {
            this.#closeReview(state.review, entry);
            state.review = { opened: (0,obligation_model/* refOf */.H8)(entry), context: inForce, subject: {} };
        }
        state.inForce = inForce;
        this.#deviations.add(entry);
        this.#configurationMonitoring.add(entry, inForce.calendar);
        this.#governance(entry);
    }
    /** CIP-003 R3 and R4: a documented change of the CIP Senior Manager or of a delegation. */
    #governance(entry) {
        for (const found of (0,governance_obligations/* ledgerGovernanceObligations */.bp)([entry], this.#context.calendar)) {
            this.#emit({
                kind: found.kind,
                requirement: found.requirement,
                workspace: found.workspace,
                subject: { governance: found.subject },
                opened_by: found.documented_by,
                due: found.due,
                status: found.status,
                ...(found.status === "reminder" ? {} : { closed_by: found.documented_by }),
                calendar: found.calendar,
                reason: found.changed_on === null
                    ? "a delegation removed: the policy file does not say when it ended"
                    : `changed on ${found.changed_on}`,
            });
        }
    }
    /** What the pass found as of its date: the open ones judged now, the kept ones sorted. */
    finish() {
        this.#deviations.finish();
        for (const state of this.#workspaces.values())
            this.#closeReview(state.review);
        this.#configurationMonitoring.finish();
        this.#workspaces.clear();
        this.#cut();
        return { obligations: [...this.#kept], counts: { ...this.#counts } };
    }
    /** A CIP-002 R2 interval of 15 calendar months closed by `closer`, or open now. */
    #closeReview(interval, closer) {
        const { context } = interval;
        const { timeZone, monthEnd } = context.calendar;
        const closedOn = closer === undefined ? undefined : (0,shared_calendar/* dateIn */.m7)(closer.record.recorded_at, timeZone);
        // The first interval: from the approval the policy records, or with no due date at all.
        const first = interval.first;
        const due = first !== undefined
            ? first.due
            : (0,shared_calendar/* addMonths */.PS)((0,shared_calendar/* dateIn */.m7)(interval.opened.recorded_at, timeZone), 15, monthEnd);
        this.#emit({
            kind: "CIP-002 R2",
            requirement: obligation_model/* REQUIREMENTS */.dq["CIP-002 R2"],
            workspace: interval.opened.workspace,
            subject: interval.subject,
            opened_by: interval.opened,
            due,
            // Without a due date it is open until a review closes it, never overdue.
            status: due === null
                ? closer === undefined
                    ? "open"
                    : "closed"
                : (0,obligation_model/* statusOf */.c2)(due, closedOn, context),
            ...(closer === undefined ? {} : { closed_by: (0,obligation_model/* refOf */.H8)(closer) }),
            calendar: context.rule,
            ...(first === undefined ? {} : { reason: first.reason }),
        });
    }
    #emit(obligation) {
        this.#counts[obligation.status] += 1;
        this.#decided?.(obligation);
        if (!this.#keep(obligation))
            return;
        this.#kept.push(obligation);
        // Cut back to the limit now and then, not at each one: sorting is then amortized.
        if (this.#kept.length >= 2 * this.#limit)
            this.#cut();
    }
    #cut() {
        this.#kept.sort(obligation_model/* compareObligations */.xK);
        this.#kept.length = Math.min(this.#kept.length, this.#limit);
    }
}
/** The first CIP-002 R2 interval as the pass holds it. */
function firstOf(first) {
    return first.kind === "seeded"
        ? {
            due: first.due,
            reason: `first interval from the approval of ${first.opened_on} (${first.ref})`,
        }
        : { due: null, reason: first.note };
}


/***/ }),

/***/ 8492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ LINE_BREAK_CLASS),
/* harmony export */   u: () => (/* binding */ splitLines)
/* harmony export */ });
// Every character some reader ends a line at: CR and LF (CSV readers, spreadsheets, the runner's
// log), VT and FF, NEXT LINE (U+0085) and the Unicode LINE and PARAGRAPH SEPARATORs (U+2028/2029),
// which JavaScript, many editors and chat clients break at. A rule about "the start of a line"
// (a review's slash command, a spreadsheet cell's formula) must hold after each of them, or text
// that looks like one line to us is two lines to its reader.
/** The line-break characters, for a regular expression's character class. */
const LINE_BREAK_CLASS = "\\r\\n\\v\\f\\u0085\\u2028\\u2029";
const LINE_BREAK = new RegExp(`\\r\\n|[${LINE_BREAK_CLASS}]`, "u");
/** `text`'s lines, split at any line break (CRLF counted once). */
function splitLines(text) {
    return text.split(LINE_BREAK);
}


/***/ }),

/***/ 2823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wr: () => (/* binding */ TOOL_VERSION)
});

// UNUSED EXPORTS: BUILD_STAMP_MARKER, TOOL_BUILD, isReleaseVersion, toolBuild

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.3.0-dev"};
;// CONCATENATED MODULE: ./src/core/shared/tool-version.ts
// Which build of cip-inventory-sync this is: `cip-sync --version` and every record's tool version.
// A release is the X.Y.Z `npm run release` sets in package.json, commits and tags vX.Y.Z; between
// releases package.json says the next version with "-dev", and the build adds the commit the
// bundles were built from, so no development build can pass for a release (issue 52).

/** The marker scripts/build.ts finds in the bundles and writes the build's stamp after. */
const BUILD_STAMP_MARKER = "cip-sync:build-stamp:";
/**
 * "unbuilt" in the sources; in dist/, what scripts/build.ts wrote: "release" for a release (its
 * version and tag name it), else the commit's first 12 hex digits, with ".modified" when the build
 * inputs had changes not committed, or "no-git".
 */
const BUILD_STAMP = "cip-sync:build-stamp:82a88b2121dc";
/** Whether package.json's `version` is a release's (X.Y.Z) rather than the next one's X.Y.Z-dev. */
function isReleaseVersion(packageVersion) {
    return /^\d+\.\d+\.\d+$/.test(packageVersion);
}
/** The build that package.json's `version` and the bundles' stamp make. */
function toolBuild(packageVersion, stamp) {
    if (isReleaseVersion(packageVersion))
        return { version: packageVersion, note: "" };
    const version = `${packageVersion}+${stamp}`;
    const commit = /^([0-9a-f]{12})(\.modified)?$/.exec(stamp);
    const what = commit === null
        ? stamp === "unbuilt"
            ? "run from the sources, not built"
            : "a development build made outside a git checkout"
        : `a development build of commit ${commit[1]}${commit[2] === undefined ? "" : " with changes that were not committed"}`;
    return { version, note: ` (${what}, not a release)` };
}
const TOOL_BUILD = toolBuild(package_namespaceObject.rE, BUILD_STAMP.slice(BUILD_STAMP_MARKER.length));
/** This build's version, as change records and reports name the tool. */
const TOOL_VERSION = TOOL_BUILD.version;


/***/ }),

/***/ 4000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ timestampRequest),
/* harmony export */   XR: () => (/* binding */ tokenFacts),
/* harmony export */   ZD: () => (/* binding */ hexOf),
/* harmony export */   rO: () => (/* binding */ parseTimestampResponse)
/* harmony export */ });
/* unused harmony exports SHA256_OID, TimestampTokenError, readPemCertificates, readTimestampToken */
/* harmony import */ var asn1js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9961);
/* harmony import */ var pkijs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9701);
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9130);
// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/chain/evidence-timestamps.ts.






const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const TIMESTAMPING_EKU = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const GRANTED = [pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.granted, pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.grantedWithMods];
const NAME_KEYS = {
    "2.5.4.3": "CN",
    "2.5.4.10": "O",
    "2.5.4.11": "OU",
    "2.5.4.6": "C",
    "2.5.4.7": "L",
    "2.5.4.8": "ST",
};
/** A token that cannot be read or does not answer the request; the message says why. */
class TimestampTokenError extends Error {
    name = "TimestampTokenError";
}
const bufferOf = (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
function hexOf(bytes) {
    return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");
}
/** A DN as "CN=…, O=…"; attribute types without a short name are left out. */
function formatName(name) {
    return name.typesAndValues
        .flatMap((entry) => {
        const key = NAME_KEYS[entry.type];
        const value = entry.value.valueBlock.value;
        return key === undefined || typeof value !== "string" ? [] : [`${key}=${value}`];
    })
        .join(", ");
}
/** The response's token, its SignedData and TSTInfo; throws TimestampTokenError when malformed. */
function parseTimestampResponse(der) {
    let response;
    try {
        response = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampResp */ .pAG.fromBER(bufferOf(der));
    }
    catch (error) {
        throw new TimestampTokenError(`not an RFC 3161 TimeStampResp (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
    const status = response.status.status;
    const failed = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value);
    if (!GRANTED.includes(status) || response.timeStampToken === undefined) {
        throw new TimestampTokenError(`the TSA refused the request (PKIStatus ${status}${failed.length === 0 ? "" : `: ${failed.join("; ")}`})`);
    }
    try {
        const signed = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .SignedData */ .dA6({ schema: response.timeStampToken.content });
        const content = signed.encapContentInfo.eContent;
        if (signed.encapContentInfo.eContentType !== pkijs__WEBPACK_IMPORTED_MODULE_2__/* .id_eContentType_TSTInfo */ .LT3 || !content) {
            throw new Error("the signed content is not a TSTInfo");
        }
        const info = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TSTInfo */ .YLc.fromBER(content.getValue());
        return { status, signed, info };
    }
    catch (error) {
        throw new TimestampTokenError(`the timestamp token is malformed (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
}
/** The facts a token states (not yet checked against any certificate). */
function tokenFacts(signed, info) {
    const { accuracy } = info;
    const accuracyMs = accuracy === undefined
        ? undefined
        : (accuracy.seconds ?? 0) * 1000 + (accuracy.millis ?? 0) + (accuracy.micros ?? 0) / 1000;
    const named = info.tsa?.type === 4 ? formatName(info.tsa.value) : "";
    const signer = signed.certificates?.find((certificate) => certificate instanceof pkijs__WEBPACK_IMPORTED_MODULE_2__/* .Certificate */ .usT);
    return {
        time: info.genTime,
        accuracyMs,
        tsa: named || (signer === undefined ? "unnamed TSA" : formatName(signer.subject)),
        imprintSha256: info.messageImprint.hashAlgorithm.algorithmId === SHA256_OID
            ? hexOf(info.messageImprint.hashedMessage.valueBlock.valueHexView)
            : `not SHA-256 (${info.messageImprint.hashAlgorithm.algorithmId})`,
    };
}
/** The certificates of a PEM file (`--tsa-ca`); throws naming `source` when there are none. */
function readPemCertificates(pem, source) {
    const blocks = [
        ...pem.matchAll(/-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g),
    ];
    if (blocks.length === 0) {
        throw new TimestampTokenError(`${source} holds no PEM certificate (-----BEGIN CERTIFICATE-----): give the certificate of the authority that issued the TSA's certificate`);
    }
    return blocks.map((block, index) => {
        try {
            const der = Buffer.from(matchGroup(block, 1, "the PEM certificate pattern").replace(/\s+/g, ""), "base64");
            return pkijs.Certificate.fromBER(bufferOf(der));
        }
        catch (error) {
            throw new TimestampTokenError(`${source}: certificate ${index + 1} is not a valid X.509 certificate (${errorMessage(error)})`);
        }
    });
}
/**
 * Reads a record's token and checks it: signed by a certificate that chains to `trusted` (at the
 * token's time) and carries the timestamping extended key usage, for the record's exact bytes.
 */
async function readTimestampToken(der, recordBytes, trusted) {
    let parsed;
    try {
        parsed = parseTimestampResponse(der);
    }
    catch (error) {
        return { valid: false, reason: errorMessage(error) };
    }
    const facts = tokenFacts(parsed.signed, parsed.info);
    const sha256 = sha256Hex(recordBytes);
    if (facts.imprintSha256 !== sha256) {
        return { valid: false, reason: imprintMismatch(facts.imprintSha256, sha256) };
    }
    try {
        const result = await parsed.signed.verify({
            signer: 0,
            data: bufferOf(recordBytes),
            trustedCerts: trusted,
            checkChain: true,
            extendedMode: true,
        });
        if (result.signatureVerified !== true) {
            return { valid: false, reason: "the TSA's signature over the token does not verify" };
        }
        const problem = timestampingUsageProblem(result.signerCertificate ?? undefined);
        return problem === undefined ? { valid: true, facts } : { valid: false, reason: problem };
    }
    catch (error) {
        const message = error instanceof pkijs.SignedDataVerifyError ? error.message : errorMessage(error);
        return {
            valid: false,
            reason: `the token's signer (${facts.tsa}) does not chain to the --tsa-ca certificate(s), or its signature does not verify: ${message}`,
        };
    }
}
/** RFC 3161 2.3: the TSA's certificate has one extended key usage, timeStamping, critical. */
function timestampingUsageProblem(signer) {
    const extension = signer?.extensions?.find((entry) => entry.extnID === EXTENDED_KEY_USAGE);
    const purposes = extension?.parsedValue?.keyPurposes ?? [];
    if (extension === undefined || !purposes.includes(TIMESTAMPING_EKU)) {
        return "the signing certificate lacks the timeStamping extended key usage: it is not a TSA certificate";
    }
    if (!extension.critical) {
        return "the signing certificate's extended key usage is not critical, as RFC 3161 requires of a TSA certificate";
    }
    return undefined;
}
/** A TimeStampReq for SHA-256 of `bytes`, asking for the TSA's certificate, with `nonce`. */
function timestampRequest(bytes, nonce) {
    const request = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampReq */ .DLy({
        version: 1,
        messageImprint: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .MessageImprint */ .Jm$({
            hashAlgorithm: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .AlgorithmIdentifier */ .NE_({ algorithmId: SHA256_OID }),
            hashedMessage: new asn1js__WEBPACK_IMPORTED_MODULE_4__/* .OctetString */ .lW({
                valueHex: bufferOf(Buffer.from((0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(bytes), "hex")),
            }),
        }),
        nonce: new asn1js__WEBPACK_IMPORTED_MODULE_4__/* .Integer */ .jz({ valueHex: bufferOf(nonce) }),
        certReq: true,
    });
    return new Uint8Array(request.toSchema().toBER());
}


/***/ })

};
