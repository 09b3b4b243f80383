export const id = 341;
export const ids = [341];
export const modules = {

/***/ 9757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _e: () => (/* binding */ changeDraft),
  ej: () => (/* binding */ configurationMonitoringDraft),
  OL: () => (/* binding */ monitoringDraft),
  ti: () => (/* binding */ recordEvidence)
});

// EXTERNAL MODULE: ./src/core/evidence/records/beside/inventory-listing.ts
var inventory_listing = __webpack_require__(6782);
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
 * The reader of the notes `command` gives: of the counted approvers' approving reviews (`bodies`),
 * per approver, in order, each line's text as `parse` reads it, a line it cannot read (undefined)
 * being no note.
 */
function commandNotes(command, parse) {
    return (bodies, counted) => commandLines(bodies, counted, command).flatMap(({ login, text }) => {
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
const completionNotes = commandNotes(COMPLETION_COMMAND, parseCompletionText);
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
const investigationNotes = commandNotes(INVESTIGATION_COMMAND, parseInvestigationText);
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
// EXTERNAL MODULE: ./src/io/ledger/timestamps/timestamp-token.ts
var timestamp_token = __webpack_require__(5448);
// EXTERNAL MODULE: ./src/io/ledger/timestamps/tsa-endpoint.ts
var tsa_endpoint = __webpack_require__(7172);
;// CONCATENATED MODULE: ./src/io/ledger/timestamps/tsa-client.ts
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
    nonce[0] = ((nonce[0] ?? 0) & 0x7f) | 0x01;
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
async function appendAndPublish(scope, target, draft, beside) {
    const { branch } = target;
    // Never on a ledger that cannot be trusted: appending to a deleted or rewound one would start a
    // new chain, and its kept head would replace the one that exposes the loss. Asked once a run.
    await scope.inForce();
    await scope.requireWriterKey();
    const endpoint = scope.settings.evidenceTsa;
    if (endpoint === undefined) {
        const appended = await scope.host.evidence.append(branch, draft, beside);
        const head = await publishHead(scope, appended, undefined);
        return { appended, head, failure: undefined };
    }
    const name = (0,tsa_endpoint/* tsaName */.iG)(endpoint);
    const client = openTsaClient(endpoint);
    try {
        const stamped = await scope.host.evidence.appendTimestamped(branch, draft, { client, name }, beside);
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
    await keepHead(scope, scope.settings.evidenceBranch, appended);
    return { workspace: record.workspace, sequence: record.sequence, sha256, tsaTime: tokenTime };
}
/**
 * Keeps the new head as a commit status on the default branch's commit the record is of (the merge
 * applied, the commit a drift check read), where deleting or force-pushing the evidence branch does
 * not reach: every later run's authenticated reading finds the ledger holds it, or judges nothing
 * (core/evidence/chain/ledger-authority.ts). A status that cannot be written is a warning: the
 * record stands, and the previous kept head still guards the ledger.
 */
async function keepHead(scope, branch, appended) {
    const { record, sha256 } = appended;
    const commit = record.kind === "change"
        ? record.change.merge_sha
        : record.kind === "monitoring"
            ? record.monitoring.commit
            : undefined;
    if (commit === undefined)
        return;
    try {
        await scope.host.evidence.keepHead(branch, commit, record.workspace, {
            sequence: record.sequence,
            sha256,
        });
    }
    catch (error) {
        scope.reporter.warning(`The evidence ledger's head (record #${record.sequence}) could not be kept as a commit status on ${commit}: ${(0,errors/* errorMessage */.g)(error)}. Give the job 'statuses: write'; until a run keeps it, a deleted or rewound ledger is caught only against the head kept before.`, { title: "Ledger head not kept" });
    }
}

// EXTERNAL MODULE: ./src/core/evidence/records/service-context.ts
var service_context = __webpack_require__(8285);
// EXTERNAL MODULE: ./src/action/settings/ledger-settings.ts
var ledger_settings = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/action/evidence/evidence.ts














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
    const { facts, before, policy, review, atBase, calendar, governance, reviewedFiles } = push;
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
            ...(governance === undefined ? {} : { governance }),
            ...reviewedFiles,
        },
    };
}
/**
 * A drift check's record, naming the service and the organization of `live`, what it read, and
 * the inventory listing to keep beside it (the file's text; the record holds its SHA-256).
 */
function monitoringDraft(scope, findings, live, declared, checkpoint) {
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
            ...(checkpoint === undefined ? {} : { checkpoint }),
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
async function recordEvidence(scope, unredacted, beside = {}) {
    const { reporter, settings } = scope;
    // The ledger is written through the GitHub API, not through the reporter: redact it here.
    const draft = reporter.redactValue(unredacted);
    const path = scope.outputPath("evidence-record.json");
    await reporter.writeFile(path, (0,plan_json/* renderJson */.h)(draft));
    reporter.setOutput("evidence-record", path);
    const branch = settings.evidenceBranch;
    if (branch === "") {
        reporter.info(`${ledger_settings/* NO_LEDGER */.YG}: the ${draft.kind} record is ${path} only.`);
        return { head: undefined, failure: undefined };
    }
    const target = { owner: scope.context.owner, repo: scope.context.repo, branch };
    try {
        const { appended, head, failure } = await appendAndPublish(scope, target, draft, beside);
        await reporter.writeFile(path, appended.text);
        reporter.info(`Recorded the ${draft.kind} evidence as ${appended.path} on branch ${branch} (sequence ${appended.record.sequence}, commit ${appended.commit}).`);
        if (keepsApproverNotes(draft))
            reporter.info(APPROVER_WORD);
        return { head, appended: { record: appended.record, sha256: appended.sha256 }, failure };
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
const BUILD_STAMP = "cip-sync:build-stamp:0a749fc80804";
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
        : // The last commit that changed a build input (scripts/build-stamp.ts), which may be older
            // than the one checked out: said, so that nobody takes it for HEAD.
            `a development build of the sources as last changed by commit ${commit[1]}${commit[2] === undefined ? "" : ", with changes that were not committed"}`;
    return { version, note: ` (${what}, not a release)` };
}
const TOOL_BUILD = toolBuild(package_namespaceObject.rE, BUILD_STAMP.slice(BUILD_STAMP_MARKER.length));
/** This build's version, as change records and reports name the tool. */
const TOOL_VERSION = TOOL_BUILD.version;


/***/ }),

/***/ 5448:
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
