export const id = 355;
export const ids = [355,584];
export const modules = {

/***/ 6968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bq: () => (/* binding */ CHAIN_START),
  k4: () => (/* binding */ advanceChain),
  n3: () => (/* binding */ chainBreak),
  al: () => (/* binding */ headBreak),
  a2: () => (/* binding */ parseKnownRecordFile),
  TG: () => (/* binding */ parseRecordFile)
});

// UNUSED EXPORTS: MAX_CLOCK_SKEW_MS, breakLine, checkedHead, deletedBreak, editedBreak, parseVerifiedRecord, reorderedBreak

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(1864);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(7994);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/compile.js
var compile = __webpack_require__(7478);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-schema.ts + 2 modules
var evidence_schema = __webpack_require__(1958);
;// CONCATENATED MODULE: ./src/core/evidence/records/record-file-schema.ts
// The evidence record schema as each record's file is held to it: the schema every record `evidence
// verify` reads is checked against, after the signatures its largest cost (at 100,000 signed
// records, 1.5 s of each reader's 12: issue 99), compiled (z.compile) into a flat validator of
// each kind of record, which takes less than half as long (docs/performance.md).



/** recordFileValidators, once compiled. */
let fileValidators;
/**
 * Each kind's record schema for the value JSON.parse made of a file, compiled, by its kind, at the
 * first call: compiling takes about 40 ms, which a command that reads no ledger does not pay.
 * z.compile takes no schema with a reference cycle, and jsonValue is one (a list's items are JSON
 * values): here a service field's value is held to nothing, since every value JSON.parse makes is
 * a JSON value. A kind each, not the union whole: one function of 182 KB of code took 30 to 40 MB
 * more of each reader's memory while V8 optimized it, and ran slower.
 */
function recordFileValidators() {
    fileValidators ??= new Map((0,evidence_schema/* recordSchemaWith */.$e)(schemas/* custom */.IeY()).options.map((option) => {
        const compiled = compile/* compile */.wE(option);
        return [option.shape.kind.value, (value) => compiled.validate(value)];
    }));
    return fileValidators;
}
/**
 * evidenceRecordSchema.safeParse of the value JSON.parse made of a record's file, its value the
 * same (the schema transforms nothing): a valid record is checked by its kind's compiled validator
 * and the rule the union adds (originProblem), anything else walked by the schema for its issues.
 * A test holds both to the same verdicts and issues.
 */
function parseRecordValue(value) {
    const kind = typeof value === "object" && value !== null ? value.kind : undefined;
    if (recordFileValidators().get(kind)?.(value) === true) {
        const record = value;
        if ((0,evidence_record/* originProblem */.QS)(record) === undefined)
            return { success: true, data: record };
    }
    return evidence_schema/* evidenceRecordSchema */.i9.safeParse(value);
}

// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 4 modules
var plan_schema = __webpack_require__(4617);
;// CONCATENATED MODULE: ./src/core/evidence/chain/evidence-chain.ts
// The chain check of the evidence ledger: every file is a valid record filed where its content
// says, and each workspace's records, in file-name (time) order, count 1, 2, 3... with each naming
// the SHA-256 of the exact bytes of the one before. The first break of each workspace is reported
// with its file and what it means: a record deleted, edited, reordered, or not a record at all.






/** A break as every command lists it: "FILE: MESSAGE". */
function breakLine(found) {
    return `${found.file}: ${found.message}`;
}
const MAX_REPORTED_ISSUES = 3;
/**
 * One decoder for every record file, made once rather than per file: `evidence verify` decodes
 * each of a ledger's files in its readers (issue 99). Without `stream`, each decode starts afresh,
 * so sharing it carries nothing from one file to the next.
 */
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
/** As STRICT_UTF8, for bytes already found valid (parseVerifiedRecord). */
const UTF8 = new TextDecoder("utf-8");
/** Parses and checks one file: the record, or the reason it is not one. */
function parseRecordFile(file) {
    const invalid = (why) => ({
        kind: "invalid",
        file: file.path,
        message: `${file.path} is not a valid evidence record: ${why}`,
    });
    let value;
    try {
        value = JSON.parse(STRICT_UTF8.decode(file.bytes));
    }
    catch (error) {
        return invalid(`not UTF-8 JSON (${error.message})`);
    }
    const parsed = parseRecordValue(value);
    if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, MAX_REPORTED_ISSUES);
        return invalid(issues.map((issue) => `at ${(0,plan_schema/* jsonPath */.U1)(issue.path)}: ${issue.message}`).join("; "));
    }
    return placed(parsed.data, file.path);
}
/** `record` read at `path`, or the break of a record that belongs elsewhere. */
function placed(record, path) {
    const expected = (0,record_files/* recordPath */.lX)(record);
    if (expected !== path) {
        return {
            kind: "misplaced",
            file: path,
            message: `${path} holds the record that belongs at ${expected} (workspace, time, kind and run): a record was renamed or moved`,
        };
    }
    return record;
}
/**
 * parseRecordFile of a file whose bytes this build found valid before (a verified head lists
 * their SHA-256, verified-head.ts): parsed, not held to the schema again, and still filed where
 * its content says.
 */
function parseKnownRecordFile(file) {
    return placed(parseVerifiedRecord(file.bytes), file.path);
}
/**
 * The record in bytes that parseRecordFile accepted before (the caller compared their SHA-256 with
 * the one the record verified with): parsed, not checked again. The record schemas transform
 * nothing (strict objects, no defaults, no coercion), so the value they accepted is the parsed
 * JSON itself; a test holds them to that.
 */
function parseVerifiedRecord(bytes) {
    return JSON.parse(UTF8.decode(bytes));
}
/** `path` holds `sequence` where `expected` belongs, and `misfiled` (later in name order) holds `expected`. */
function reorderedBreak(path, sequence, expected, misfiled) {
    return {
        kind: "reordered",
        file: path,
        message: `${path} has sequence ${sequence} where sequence ${expected} belongs, and ${misfiled} has sequence ${expected}: records were reordered`,
    };
}
/** `path` holds `sequence` where `expected` belongs, and no record holds `expected`. */
function deletedBreak(path, sequence, expected, previous) {
    const after = previous ?? "the start of the chain";
    return {
        kind: "deleted",
        file: path,
        message: `${path} has sequence ${sequence}, but the record before it is ${after}: record ${expected}${sequence > expected + 1 ? `-${sequence - 1}` : ""} was deleted`,
    };
}
/** `path` names `recorded` as its predecessor's SHA-256, which `previous` (if any) does not have. */
function editedBreak(path, recorded, previous) {
    return {
        kind: "edited",
        file: previous?.path ?? path,
        message: previous === undefined
            ? `${path} is sequence 1 but names a previous record (previous_sha256 ${recorded}): the chain's start was edited`
            : `${previous.path} has SHA-256 ${previous.sha256}, but ${path} recorded ${recorded} for it: ${previous.path} was edited after ${path} was written`,
    };
}
/** A workspace's chain before its first record. */
const CHAIN_START = {
    next: 1,
    head: undefined,
    broken: undefined,
    outOfSequence: undefined,
};
/** `state` after `link`, the workspace's next record in name order. */
function advanceChain(state, link) {
    if (state.broken !== undefined)
        return state;
    const pending = state.outOfSequence;
    if (pending !== undefined) {
        if (link.sequence !== state.next)
            return state;
        const broken = reorderedBreak(pending.path, pending.sequence, state.next, link.path);
        return { ...state, broken, outOfSequence: undefined };
    }
    if (link.sequence !== state.next) {
        const outOfSequence = { path: link.path, sequence: link.sequence, after: state.head?.path };
        return { ...state, outOfSequence };
    }
    if (link.previous_sha256 !== (state.head?.sha256 ?? null))
        return { ...state, broken: editedBreak(link.path, link.previous_sha256, state.head) };
    return { ...state, next: state.next + 1, head: { path: link.path, sha256: link.sha256 } };
}
/** The first break of a chain whose every record was given to advanceChain. */
function chainBreak(state) {
    const pending = state.outOfSequence;
    if (pending === undefined)
        return state.broken;
    return deletedBreak(pending.path, pending.sequence, state.next, pending.after);
}
/** How far ahead of the writer's clock a record may be stamped: clocks of runners differ a little. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/**
 * Checks the head of a workspace's chain before a record is appended to it: the head is a valid
 * record filed where it belongs, links to `previous` (its predecessor, undefined when the head is
 * the first record), and is not stamped in the future. A future-dated head would push every later
 * record's time (each is stamped after its predecessor) past the real one.
 */
function headBreak(head, previous, now) {
    const before = previous === undefined ? undefined : parseRecordFile(previous);
    if (before !== undefined && "message" in before)
        return before;
    const headRecord = parseRecordFile(head);
    if ("message" in headRecord)
        return headRecord;
    // Without a predecessor the head must be sequence 1; with one, the chain is taken up from it
    // (its own link cannot be checked here: its predecessor is not read).
    const from = previous === undefined || before === undefined
        ? CHAIN_START
        : {
            ...CHAIN_START,
            next: before.sequence + 1,
            head: { path: previous.path, sha256: (0,sha256/* sha256Hex */.fg)(previous.bytes) },
        };
    const broken = chainBreak(advanceChain(from, {
        path: head.path,
        sequence: headRecord.sequence,
        previous_sha256: headRecord.previous_sha256,
        sha256: (0,sha256/* sha256Hex */.fg)(head.bytes),
    }));
    if (broken !== undefined)
        return broken;
    if (Date.parse(headRecord.recorded_at) > now.getTime() + MAX_CLOCK_SKEW_MS) {
        return {
            kind: "future-dated",
            file: head.path,
            message: `${head.path} is recorded at ${headRecord.recorded_at}, more than 5 minutes after this run's clock (${now.toISOString()}): a record from the future was added or a runner's clock is wrong`,
        };
    }
    return undefined;
}
/**
 * The head of `workspace`'s chain among the files of a checkout, checked as the Action's writer
 * checks it before appending (headBreak): only record-shaped paths count, the last in name order
 * is the head. `head` is undefined for a workspace without records.
 */
function checkedHead(files, workspace, now) {
    const chain = files
        .filter((file) => isRecordPathOf(file.path, workspace))
        .sort((a, b) => compareCodePoints(a.path, b.path));
    const head = chain.at(-1);
    if (head === undefined)
        return { head: undefined };
    const broken = headBreak(head, chain.at(-2), now);
    if (broken !== undefined)
        return { broken };
    const record = JSON.parse(new TextDecoder().decode(head.bytes));
    return { head: { record, bytes: head.bytes } };
}


/***/ }),

/***/ 1958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i9: () => (/* binding */ evidenceRecordSchema),
  $e: () => (/* binding */ recordSchemaWith)
});

// UNUSED EXPORTS: changeRecordSchema, evidenceJsonSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(7994);
// EXTERNAL MODULE: ./src/core/evidence/records/change-record.ts
var change_record = __webpack_require__(7302);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/core/shared/workspace-name.ts
var workspace_name = __webpack_require__(38);
// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 4 modules
var plan_schema = __webpack_require__(4617);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/core/evidence/records/policy-schema.ts
var policy_schema = __webpack_require__(4401);
// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(6474);
// EXTERNAL MODULE: ./src/core/families/family-shapes.ts
var family_shapes = __webpack_require__(505);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/reviewed-files-record.ts
var reviewed_files_record = __webpack_require__(343);
;// CONCATENATED MODULE: ./src/core/evidence/records/in-force/recorded-file-fields.ts
// The merge record's field of each family's reviewed files, made by looping over the families'
// shapes (core/families/family-shapes.ts, the family table's order), each described as its shape
// describes it: the record's model and schema name no family. Pure.


/**
 * The change record schema's field of each family's files, in the shapes' order (the schema's key
 * order), each described as its shape describes it.
 */
const REVIEWED_FILES_FIELD_SCHEMAS = Object.fromEntries(family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => [
    shape.field,
    (0,reviewed_files_record/* reviewedFilesEvidenceSchema */.F)(shape.recordDescription).optional(),
]));

// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(1645);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/inventory-listing.ts
var inventory_listing = __webpack_require__(6782);
// EXTERNAL MODULE: ./src/core/evidence/records/configuration-monitoring-model.ts
var configuration_monitoring_model = __webpack_require__(7834);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
;// CONCATENATED MODULE: ./src/core/evidence/records/pull-request-schema.ts
// The pull requests a change record names, with their approvals, as the ledger's schema checks
// them; and the one rule every link a record holds follows (an http(s) URL). Part of
// evidence-schema.ts, kept apart because a pull request's evidence is a concept of its own.



/** Approvals that do not count (a bot, read access, an account that could not be read), with why. */
const notCounted = schemas/* array */.YOg(schemas/* strictObject */.rej({ login: schemas/* string */.YjP(), why: schemas/* string */.YjP() }));
/**
 * An http(s) URL with a host and no white space. Reports link pull requests and runs by these
 * URLs, so a record (which anyone who can push to the ledger branch can write) must not carry a
 * `javascript:` or `data:` one.
 */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+[^\s]*$/i;
/** True for a URL a report may link to (http: or https:, as the record schema allows). */
function isHttpUrl(text) {
    return HTTP_URL.test(text);
}
const httpUrl = schemas/* string */.YjP().regex(HTTP_URL, "must be an http:// or https:// URL");
const pullRequestSchema = schemas/* strictObject */.rej({
    number: schemas/* int */.Whr().positive(),
    url: httpUrl,
    title: schemas/* string */.YjP(),
    author: schemas/* string */.YjP(),
    approved_by: policy_schema/* logins */.NB.meta({ description: "Independent approvals of the merged head commit." }),
    approved_at: schemas/* record */.g1P(schemas/* string */.YjP(), policy_schema/* timestamp */.vE).optional().meta({
        description: "When each of approved_by approved, by login, as GitHub dates the review; absent in records written before it was recorded.",
    }),
    verification_notes: schemas/* array */.YOg(schemas/* strictObject */.rej({ login: schemas/* string */.YjP(), note: schemas/* string */.YjP() }))
        .optional()
        .meta({
        description: "CIP-010 R1.4: each line of an approving review on the merged head that starts with /cip-010-r1.4 (the controls determined, or a link to the verification), with its approver.",
    }),
    completion_notes: schemas/* array */.YOg(schemas/* strictObject */.rej({
        login: schemas/* string */.YjP(),
        completed_on: schemas/* string */.YjP().regex(/^\d{4}-\d{2}-\d{2}$/),
        pull_request: schemas/* int */.Whr().positive().optional(),
        differs: schemas/* literal */.euz(true).optional(),
        reference: schemas/* string */.YjP().optional(),
    }))
        .optional()
        .meta({
        description: "CIP-010 R1.3: each line /cip-010-completed YYYY-MM-DD [#N] [differs] [reference] of a counted approval: the date the field change was completed, the earlier pull request it names, whether the field change differs from the merged baseline, and a reference.",
    }),
    investigation_notes: schemas/* array */.YOg(schemas/* strictObject */.rej({
        login: schemas/* string */.YjP(),
        detected_in: schemas/* int */.Whr().positive(),
        item: schemas/* enum */.k5n(baseline_items/* BASELINE_ITEMS */.dK),
        asset: schemas/* string */.YjP().min(1),
        reference: schemas/* string */.YjP().min(1),
    }))
        .optional()
        .meta({
        description: "CIP-010 R2.1: each line /cip-010-investigated #SEQ ITEM ASSET REFERENCE of a counted approval: the sequence of the record that detected the unauthorized change, the R1.1 item, the asset's name, and where its investigation is documented.",
    }),
    not_independent: policy_schema/* logins */.NB.meta({
        description: "Approvals of the merged head by someone who authored or committed a commit of the pull request: listed apart, not counted as approvals.",
    }),
    not_counted: notCounted.optional().meta({
        description: "Independent approvals of the merged head that do not count, each with why: not a human account with write access to the repository, one whose access could not be read, or one whose independence from the commits could not be checked. Absent in records written before it was recorded.",
    }),
    approved_earlier_commit: policy_schema/* logins */.NB.meta({
        description: "Approvals given on an earlier commit only: not approvals of what was merged.",
    }),
    merged_by: schemas/* string */.YjP().nullable(),
})
    .meta({ title: "Pull request and its approvals" });

;// CONCATENATED MODULE: ./src/core/evidence/records/evidence-schema.ts
// Evidence records as a zod schema: the check `cip-sync evidence verify` makes on every file of the
// ledger, and the source of schemas/evidence-record.schema.json. It mirrors `EvidenceRecord`
// (evidence-record.ts) and `ChangeRecord` (change-record.ts) exactly: `satisfies` fails the
// typecheck when they drift apart.















/** "sha256:" and 64 hex digits: a plan's or live inventory's fingerprint, a snapshot's digest. */
const fingerprint = schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu);
/** Any JSON value: a service field as the service sent it. Named, so the JSON Schema names it. */
const jsonValue = schemas/* lazy */.RZV(() => schemas/* union */.KCZ([
    schemas/* string */.YjP(),
    schemas/* number */.aig(),
    schemas/* boolean */.zMY(),
    schemas/* null */.chJ(),
    schemas/* array */.YOg(jsonValue),
    schemas/* record */.g1P(schemas/* string */.YjP(), jsonValue),
]))
    .meta({ id: "JsonValue", description: "Any JSON value, as the service sent it." });
/** The service and organization a change or a check was made against (ServiceContext). */
const serviceContext = {
    service: httpUrl
        .optional()
        .meta({ description: "The origin (scheme, host, port) of the service URL." }),
    organization: schemas/* string */.YjP()
        .optional()
        .meta({ description: "The organization_slug the service reported on its records." }),
};
/** A merged pull request in a change record's context. */
const changePullRequestSchema = schemas/* strictObject */.rej({
    number: schemas/* int */.Whr().positive(),
    url: httpUrl,
    title: schemas/* string */.YjP(),
    author: schemas/* string */.YjP(),
    approved_by: policy_schema/* logins */.NB,
    not_independent: policy_schema/* logins */.NB.optional(),
    not_counted: notCounted.optional(),
    approved_earlier_commit: policy_schema/* logins */.NB.optional(),
    merged_by: schemas/* string */.YjP().optional(),
    source: schemas/* strictObject */.rej({
        name: schemas/* string */.YjP().min(1),
        digest: fingerprint,
    })
        .optional()
        .meta({
        description: "The source of cip-sources.yaml whose scheduled sync proposed the pull request (from the branch cip-sync/source-<name>, opened by a bot account from a branch of this repository), and the digest of the snapshot its files were generated from.",
    }),
    source_not_counted: schemas/* string */.YjP().optional().meta({
        description: "Why the pull request's branch cip-sync/source-<name> and marker were not recorded as its source: it was opened by an account that is not a bot, or from a fork.",
    }),
});
/** Declared baselines as digests (the plan's `baselines`): what CIP-010 R1.3 is dated by. */
const baselinesSchema = schemas/* array */.YOg(plan_schema/* planBaselineSchema */.se).meta({
    description: "The baselines (CIP-010 R1.1) the applied files declared, by system id and asset name, as SHA-256 digests of their content (or of their baseline_ref) and of each R1.1 item, with the asset's class and its system's impact and erc.",
});
/** An operation of a change record, its service fields' values held to `serviceFieldValue`. */
function operationSchemaWith(serviceFieldValue) {
    return schemas/* strictObject */.rej({
        index: policy_schema/* count */.U9,
        action: schemas/* enum */.k5n(["create", "update", "delete"]),
        name: schemas/* string */.YjP(),
        cyber_system: plan_schema/* systemRefSchema */.iL,
        asset_type: plan_schema/* assetTypeSchema */.iM.optional(),
        changes: schemas/* strictObject */.rej({
            name: (0,plan_schema/* fieldChange */.X0)(schemas/* string */.YjP()).optional(),
            cyber_system: (0,plan_schema/* fieldChange */.X0)(plan_schema/* systemRefSchema */.iL).optional(),
            asset_type: (0,plan_schema/* fieldChange */.X0)(plan_schema/* assetTypeSchema */.iM).optional(),
        })
            .optional(),
        result: schemas/* enum */.k5n(["succeeded", "failed", "skipped"]),
        asset_id: schemas/* string */.YjP().optional(),
        adopted: schemas/* boolean */.zMY().optional(),
        error: schemas/* string */.YjP().optional(),
        service_fields: schemas/* record */.g1P(schemas/* string */.YjP(), serviceFieldValue).optional().meta({
            description: 'Fields the service sent for the created or updated asset beyond the mapped ones (created_at, ...); a value over 1 KiB is replaced by "<value over 1 KiB left out>".',
        }),
    });
}
/** A change record whose service fields' values are held to `serviceFieldValue` (recordSchemaWith). */
function changeRecordSchemaWith(serviceFieldValue) {
    return schemas/* strictObject */.rej({
        format_version: schemas/* literal */.euz(change_record/* CHANGE_RECORD_FORMAT_VERSION */.iw),
        tool: schemas/* strictObject */.rej({ name: schemas/* literal */.euz("cip-inventory-sync"), version: schemas/* string */.YjP() }),
        status: schemas/* enum */.k5n(["applied", "partly-applied", "failed", "no-changes", "interrupted"]),
        fingerprint,
        started_at: policy_schema/* timestamp */.vE,
        finished_at: policy_schema/* timestamp */.vE,
        context: schemas/* strictObject */.rej({
            workspace: schemas/* string */.YjP().optional(),
            repository: schemas/* string */.YjP().optional(),
            commit: schemas/* string */.YjP().optional(),
            ref: schemas/* string */.YjP().optional(),
            tree_dirty: schemas/* boolean */.zMY().optional(),
            run_url: httpUrl.optional(),
            actor: schemas/* string */.YjP().optional(),
            operator: schemas/* strictObject */.rej({
                git_name: schemas/* string */.YjP().optional(),
                git_email: schemas/* string */.YjP().optional(),
                os_user: schemas/* string */.YjP().optional(),
            })
                .optional(),
            host: schemas/* string */.YjP().optional(),
            ...serviceContext,
            pull_request: changePullRequestSchema.optional(),
            pull_requests: schemas/* array */.YOg(changePullRequestSchema).optional(),
            reviewed_fingerprint: fingerprint.optional(),
            freezes_held: schemas/* array */.YOg(schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), from: policy_schema/* timestamp */.vE, to: policy_schema/* timestamp */.vE, operations: policy_schema/* count */.U9 }))
                .optional()
                .meta({
                description: "Freeze windows of the policy that held operations of this plan when an apply from the terminal started: it went around them (no review can override a freeze there).",
            }),
        }),
        plan_summary: plan_schema/* planSummarySchema */.D1,
        result_summary: schemas/* strictObject */.rej({ succeeded: policy_schema/* count */.U9, failed: policy_schema/* count */.U9, skipped: policy_schema/* count */.U9 }),
        operations: schemas/* array */.YOg(operationSchemaWith(serviceFieldValue)),
        baseline_deviations: plan_schema/* baselineComparisonSchema */.kZ.optional(),
        verification: schemas/* strictObject */.rej({
            problems: schemas/* array */.YOg(schemas/* strictObject */.rej({
                kind: schemas/* enum */.k5n(["no-effect", "changed-by-other", "duplicate", "not-verified"]),
                operation: policy_schema/* count */.U9.optional(),
                message: schemas/* string */.YjP(),
            })),
        })
            .optional()
            .meta({ description: "What re-reading the live assets after the apply showed." }),
        baselines: baselinesSchema.optional(),
    })
        .meta({
        title: "Change record",
        description: "What the apply executed, operation by operation.",
    });
}
/** A change evidence record's `change`, its change record held to `changeRecord`. */
function changeSchemaWith(changeRecord) {
    return schemas/* strictObject */.rej({
        outcome: schemas/* enum */.k5n(evidence_record/* CHANGE_OUTCOMES */.r0),
        reason: schemas/* string */.YjP().nullable(),
        base_sha: policy_schema/* commitSha */.mJ.nullable(),
        merge_sha: policy_schema/* commitSha */.mJ,
        plan_fingerprint: fingerprint.nullable(),
        reviewed_fingerprint: fingerprint.nullable(),
        pull_request: pullRequestSchema.nullable(),
        pull_requests: schemas/* array */.YOg(pullRequestSchema).min(2).optional().meta({
            description: "A push that merged several pull requests (a merge-queue batch): each, with its approvals; pull_request is then null.",
        }),
        change_record: changeRecord.nullable(),
        policy: policy_schema/* policySchema */.wh.optional(),
        baselines: baselinesSchema.optional(),
        base_baselines: schemas/* array */.YOg(plan_schema/* planBaselineSchema */.se).optional().meta({
            description: "What the base commit declared of each baseline the merge changed, as digests (the merged baseline's system id and asset, the base's digest and items): the existing baseline a first recorded change deviates from (CIP-010 R1.2). Absent when the merge changed none the base declared.",
        }),
        base_baselines_unread: schemas/* string */.YjP().optional().meta({
            description: "Why the base commit's baselines could not be read: each baseline the record declares that the ledger has not seen is then judged a change from an existing baseline nobody could read (CIP-010 R1.2 to R1.6 open, items unknown), never a first declaration. Absent when they were read.",
        }),
        calendar: schemas/* strictObject */.rej({
            time_zone: schemas/* string */.YjP(),
            due_soon_days: policy_schema/* count */.U9,
            month_end: schemas/* enum */.k5n(calendar/* MONTH_END_CONVENTIONS */.WO),
            completion_grace_days: policy_schema/* count */.U9,
            standard_versions: schemas/* array */.YOg(schemas/* strictObject */.rej({ version: schemas/* string */.YjP(), from: schemas/* string */.YjP().regex(/^\d{4}-\d{2}-\d{2}$/) }))
                .optional()
                .meta({
                description: "The later versions of the standards the merged policy file's standards: judges by, each from its first day (YYYY-MM-DD): an obligation opened on that day or after names that version. Absent: every row's own version.",
            }),
        })
            .optional()
            .meta({
            description: "The calendar in force from this record (the merged policy file's calendar:, or the default), and the versions of the standards (standards:): the obligations it opens are judged by them. Absent in older records.",
        }),
        review: review_record/* reviewEvidenceSchema */.j.optional(),
        governance: policy_schema/* governanceFactsSchema */.d9.optional(),
        ...REVIEWED_FILES_FIELD_SCHEMAS,
    });
}
const assetStateSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    cyber_system: schemas/* string */.YjP(),
    asset_type: plan_schema/* assetTypeSchema */.iM,
});
const monitoringSchema = schemas/* strictObject */.rej({
    in_sync: schemas/* boolean */.zMY(),
    commit: policy_schema/* commitSha */.mJ,
    plan_fingerprint: fingerprint,
    systems: schemas/* array */.YOg(schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP(), impact: principals/* impactSchema */.kf.optional() })),
    live_counts: schemas/* strictObject */.rej({ cyber_systems: policy_schema/* count */.U9, cyber_assets: policy_schema/* count */.U9, managed_assets: policy_schema/* count */.U9 }),
    live_fingerprint: fingerprint,
    ...serviceContext,
    listing: inventory_listing/* listingReferenceSchema */.Zt.optional(),
    checkpoint: checkpoint_reference/* checkpointReferenceSchema */.HU.optional().meta({
        description: "The checkpoint kept beside the record (<record path>.checkpoint): the judged state after every record of the workspace up to `through`, so that routine runs read it and the records after it; sha256 is the hex SHA-256 of the file's exact bytes. evidence verify recomputes the state from the records.",
    }),
    differences: schemas/* array */.YOg(schemas/* strictObject */.rej({
        action: schemas/* enum */.k5n(["create", "update", "delete"]),
        asset_id: schemas/* string */.YjP().nullable(),
        declared: assetStateSchema.nullable(),
        live: assetStateSchema.nullable(),
        possible_rename: schemas/* strictObject */.rej({
            declared: schemas/* string */.YjP(),
            live: schemas/* string */.YjP(),
            candidates: schemas/* array */.YOg(schemas/* string */.YjP()).min(1).max(3).optional(),
        })
            .meta({
            description: "This create or delete and another may be one asset renamed in the service.",
        })
            .optional(),
    })),
});
const workflowRun = {
    repository: schemas/* string */.YjP(),
    run_id: schemas/* string */.YjP().regex(/^[0-9A-Za-z_-]+$/),
    run_attempt: schemas/* int */.Whr().positive(),
    run_url: httpUrl,
    actor: schemas/* string */.YjP(),
};
const envelope = {
    format_version: schemas/* literal */.euz(evidence_record/* EVIDENCE_FORMAT_VERSION */.Z_),
    workspace: schemas/* string */.YjP().regex(workspace_name/* WORKSPACE_PATTERN */.t),
    sequence: schemas/* int */.Whr()
        .positive()
        .meta({ description: "1 for the workspace's first record, then +1." }),
    previous_sha256: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/)
        .nullable()
        .meta({
        description: "Hex SHA-256 of the exact bytes of the workspace's previous record file; null for the first.",
    }),
    recorded_at: policy_schema/* timestamp */.vE,
    tool_version: schemas/* string */.YjP(),
    origin: schemas/* enum */.k5n(["action", "cli"]).optional().meta({
        description: 'Who wrote the record: absent or "action", the Action; "cli", sealed with cip-sync evidence append, a break-glass apply or a collector\'s configuration monitoring (run_id "cli-...", no run_url).',
    }),
    untimestamped_predecessors: schemas/* array */.YOg(schemas/* int */.Whr().positive()).min(1).optional().meta({
        description: "Sequences of earlier records of the workspace that had no RFC 3161 timestamp token when this one was written (a TSA outage, caught up later); absent when none.",
    }),
    in_force: schemas/* strictObject */.rej({ sequence: schemas/* int */.Whr().positive(), commit: policy_schema/* commitSha */.mJ })
        .nullable()
        .optional()
        .meta({
        description: "Where the facts in force after this record were put there: the last merge the gate accepted (its sequence in this chain and the commit it merged), this record or an earlier one; null when none has yet. evidence verify recomputes it at every record. Absent in records written before it was kept.",
    }),
};
/**
 * An evidence record whose service fields' values are held to `serviceFieldValue`: jsonValue,
 * which the JSON Schema shows and a record made in memory is held to; or nothing, for the value
 * JSON.parse made of a record's file (record-file-schema.ts). `changeRecord`: the change record's
 * schema with the same, when one is built already (changeRecordSchema).
 */
function recordSchemaWith(serviceFieldValue, changeRecord = changeRecordSchemaWith(serviceFieldValue)) {
    return schemas/* discriminatedUnion */.gMt("kind", [
        schemas/* strictObject */.rej({
            ...envelope,
            run: schemas/* strictObject */.rej({ ...workflowRun, run_url: httpUrl.optional() }),
            kind: schemas/* literal */.euz("change"),
            change: changeSchemaWith(changeRecord),
        })
            .meta({ title: "Change (CIP-010 R1): an apply attempt" }),
        schemas/* strictObject */.rej({
            ...envelope,
            run: schemas/* strictObject */.rej(workflowRun),
            kind: schemas/* literal */.euz("monitoring"),
            monitoring: monitoringSchema,
        })
            .meta({ title: "Monitoring: a drift check (inventory reconciliation)" }),
        schemas/* strictObject */.rej({
            ...envelope,
            run: schemas/* strictObject */.rej({ ...workflowRun, run_url: httpUrl.optional() }),
            kind: schemas/* literal */.euz("configuration-monitoring"),
            configuration_monitoring: configuration_monitoring_model/* configurationMonitoringEvidenceSchema */.zB,
        })
            .meta({ title: "Configuration monitoring (CIP-010 R2.1): a collector's observations" }),
    ])
        .superRefine((record, context) => {
        const problem = (0,evidence_record/* originProblem */.QS)(record);
        if (problem !== undefined)
            context.addIssue({ code: "custom", ...problem });
    })
        .meta({
        title: "cip-inventory-sync evidence record",
        description: "One file of the evidence ledger (records/<workspace>/<YYYY>/<MM>/<time>-<kind>-<run>-<attempt>.json), chained per workspace.",
    });
}
const changeRecordSchema = changeRecordSchemaWith(jsonValue);
const evidenceRecordSchema = recordSchemaWith(jsonValue, changeRecordSchema);
/** The JSON Schema (draft 2020-12) of an evidence record. */
function evidenceJsonSchema() {
    return z.toJSONSchema(evidenceRecordSchema, { target: "draft-2020-12" });
}


/***/ }),

/***/ 7040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R3: () => (/* binding */ proposalTitle),
/* harmony export */   R6: () => (/* binding */ proposalStep),
/* harmony export */   VC: () => (/* binding */ proposalMarker),
/* harmony export */   c5: () => (/* binding */ sourceBranch),
/* harmony export */   l_: () => (/* binding */ proposalCommitMessage),
/* harmony export */   ue: () => (/* binding */ sourceClaim)
/* harmony export */ });
/* unused harmony exports stampOfCommit, stampOfPullRequest */
/* harmony import */ var _sources_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9390);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);
// How a source's sync is proposed to the repository, and recognised again once merged: one bot
// branch per source (`cip-sync/source-<name>`), a commit whose trailers name the source and its
// snapshot digest, and a pull request whose body carries the same in a hidden marker. Pure.


const BRANCH_PREFIX = "cip-sync/source-";
const NAME_TRAILER = "Cip-Sync-Source";
const DIGEST_TRAILER = "Cip-Sync-Source-Digest";
/** The only branch a source's sync writes, and the only one it ever force-updates. */
function sourceBranch(name) {
    return `${BRANCH_PREFIX}${name}`;
}
function proposalTitle(name) {
    return `Inventory from source ${name}`;
}
/** The bot commit's message: a title, why, and the trailers `stampOfCommit` reads back. */
function proposalCommitMessage(stamp) {
    return [
        proposalTitle(stamp.name),
        "",
        "Generated by cip-sync source-sync: the assets, their names and types are the source's; the facts people declared in these files are kept.",
        "",
        `${NAME_TRAILER}: ${stamp.name}`,
        `${DIGEST_TRAILER}: ${stamp.digest}`,
    ].join("\n");
}
/** The hidden marker a proposal's pull-request body ends with. */
function proposalMarker(stamp) {
    return `<!-- cip-sync:source name=${stamp.name} digest=${stamp.digest} -->`;
}
/** The source and digest a bot commit's trailers name; undefined when they are not both there. */
function stampOfCommit(message) {
    const trailer = (key) => new RegExp(`^${key}: (\\S+)$`, "m").exec(message)?.[1] ?? undefined;
    return checkedStamp(trailer(NAME_TRAILER), trailer(DIGEST_TRAILER));
}
/**
 * The source a pull request came from: its head branch is a source's branch and its body's marker
 * names the same source with a well-formed digest. Anything else is no source (a hand-made branch
 * of that name without the marker, a marker naming another source).
 */
function stampOfPullRequest(headRef, body) {
    if (!headRef.startsWith(BRANCH_PREFIX))
        return undefined;
    const branchName = headRef.slice(BRANCH_PREFIX.length);
    const marker = /<!-- cip-sync:source name=(\S+) digest=(\S+) -->/.exec(body);
    const stamp = checkedStamp(marker?.[1], marker?.[2]);
    return stamp?.name === branchName ? stamp : undefined;
}
/**
 * The source a pull request may be recorded as coming from. The branch and the marker alone are
 * anyone's to write (a branch named cip-sync/source-<name> by hand, a fork's branch, a body copied
 * from an earlier proposal); a source's sync opens its pull request with its own token (an App's
 * installation token, or the workflow's), so the claim counts only when a bot account opened it
 * from a branch of this repository. `refused` says why a claim did not count.
 */
function sourceClaim(pull) {
    const stamp = stampOfPullRequest(pull.headRef, pull.body);
    if (stamp === undefined)
        return undefined;
    const claims = `pull request #${pull.number} claims the snapshot ${stamp.digest} of source ${stamp.name} (branch ${pull.headRef} and its marker)`;
    if (!pull.sameRepository)
        return {
            refused: `${claims}, but its branch is in another repository (a fork), where no sync of this repository writes: no source is recorded`,
        };
    if (pull.author?.bot !== true)
        return {
            refused: `${claims}, but ${pull.author === undefined ? "an account GitHub no longer knows" : pull.author.login} opened it, not a bot account as a source's sync does (its github-token): no source is recorded`,
        };
    return { source: stamp };
}
function checkedStamp(name, digest) {
    if (name === undefined || digest === undefined)
        return undefined;
    return _sources_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_NAME */ .cW.test(name) && _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA256_DIGEST */ .fu.test(digest) ? { name, digest } : undefined;
}
/**
 * Decides the run's writes. A branch commit made from this snapshot on this base is kept (the same
 * data writes nothing); the pull request is written only when it does not show the snapshot.
 */
function proposalStep(facts) {
    const { stamp, changed, base, branchHead, open } = facts;
    if (!changed)
        return open === undefined ? { kind: "nothing" } : { kind: "close" };
    const committed = branchHead !== undefined &&
        branchHead.parent === base &&
        sameStamp(stampOfCommit(branchHead.message), stamp);
    const shown = open !== undefined && sameStamp(stampOfPullRequest(sourceBranch(stamp.name), open.body), stamp);
    return { kind: "propose", commit: !committed, writePullRequest: !(committed && shown) };
}
function sameStamp(a, b) {
    return a !== undefined && a.name === b.name && a.digest === b.digest;
}


/***/ }),

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ requestStatus),
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient),
/* harmony export */   d: () => (/* binding */ graphqlErrors)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6856);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6752);
/* harmony import */ var _io_network_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5028);
// The GitHub REST client: @actions/github's Octokit with retries on transient failures and
// GitHub's recommended throttling, so a busy repository's rate limits slow the Action down
// instead of failing it. Through the runner's proxy when one applies to GitHub's API URL.





/** A rate-limited request is retried this many times before the error reaches the caller. */
const RATE_LIMIT_RETRIES = 2;
/** `apiUrl` is GITHUB_API_URL (https://ghes.example.com/api/v3 on GitHub Enterprise Server). */
function createGitHubClient(token, apiUrl, log, proxy, budget) {
    const fetch = proxy === undefined ? {} : { fetch: proxiedFetch(apiUrl, proxy) };
    const signal = budget === undefined ? {} : { signal: budget.signal };
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        baseUrl: apiUrl,
        request: proxy === undefined && budget === undefined ? undefined : { ...fetch, ...signal },
        // plugin-retry waits retryAfterBaseValue × 1, 4, 9, ... ms before each retry.
        ...(budget === undefined
            ? {}
            : { retry: { retries: budget.retries, retryAfterBaseValue: budget.retryWaitMs } }),
        // Octokit passes more arguments than the message; only the message is logged.
        log: {
            debug: (message) => log.debug(message),
            info: (message) => log.debug(message),
            warn: (message) => log.warning(message),
            error: (message) => log.error(message),
        },
        throttle: {
            onRateLimit: (retryAfter, options, _octokit, retryCount) => {
                log.warning(`GitHub rate limit reached for ${options.method} ${options.url}; ${retryCount < RATE_LIMIT_RETRIES ? `retrying in ${retryAfter} s` : "giving up"}`);
                return retryCount < RATE_LIMIT_RETRIES;
            },
            onSecondaryRateLimit: (retryAfter, options, _octokit, retryCount) => {
                log.warning(`GitHub secondary rate limit reached for ${options.method} ${options.url}; ${retryCount < RATE_LIMIT_RETRIES ? `retrying in ${retryAfter} s` : "giving up"}`);
                return retryCount < RATE_LIMIT_RETRIES;
            },
        },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
}
/** fetch through `proxy`; GitHub's other origins (none today) would go through it too. */
function proxiedFetch(apiUrl, proxy) {
    const dispatcher = (0,_io_network_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__/* .openDispatcher */ .y)(new URL(apiUrl), proxy, {});
    return ((input, init) => (0,undici__WEBPACK_IMPORTED_MODULE_1__.fetch)(input, { ...init, dispatcher }));
}
/** GraphQL's error types that say what REST says with a status (GraphQL answers 200). */
const GRAPHQL_STATUSES = { FORBIDDEN: 403, NOT_FOUND: 404 };
/** The `errors` of a failed GraphQL request (octokit's GraphqlResponseError); none for any other error. */
function graphqlErrors(error) {
    if (typeof error !== "object" || error === null || !("errors" in error))
        return [];
    return Array.isArray(error.errors) ? error.errors : [];
}
/**
 * The HTTP status of an Octokit RequestError, or the one a GraphQL error's type stands for (a
 * token that may not write is FORBIDDEN there, 403 in REST); undefined for any other error.
 */
function requestStatus(error) {
    if (typeof error !== "object" || error === null)
        return undefined;
    if ("status" in error && typeof error.status === "number")
        return error.status;
    for (const entry of graphqlErrors(error)) {
        const status = GRAPHQL_STATUSES[String(entry.type)];
        if (status !== undefined)
            return status;
    }
    return undefined;
}


/***/ }),

/***/ 9355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gitHubCodeHost: () => (/* binding */ gitHubCodeHost)
});

// EXTERNAL MODULE: ./src/github/client.ts
var github_client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/core/review/policy-status-target.ts
var policy_status_target = __webpack_require__(465);
;// CONCATENATED MODULE: ./src/github/notices/commit-status.ts

/** GitHub refuses a longer description. */
const MAX_DESCRIPTION = 140;
function policyStatus(evaluation) {
    const { allowed, reasons } = evaluation.verdict;
    const description = allowed
        ? "Every rule that applies is met; no freeze holds."
        : (reasons[0] ?? "Refused by the policy.");
    return {
        state: allowed ? "success" : "failure",
        description: description.length > MAX_DESCRIPTION
            ? `${description.slice(0, MAX_DESCRIPTION - 1)}…`
            : description,
    };
}
async function setPolicyStatus(client, repository, sha, evaluation, targetUrl) {
    const status = policyStatus(evaluation);
    await client.rest.repos.createCommitStatus({
        ...repository,
        sha,
        context: policy_status_target/* POLICY_STATUS_CONTEXT */.M,
        ...status,
        ...(targetUrl === undefined ? {} : { target_url: targetUrl }),
    });
}

// EXTERNAL MODULE: ./src/core/review/required-policy-status.ts
var required_policy_status = __webpack_require__(9325);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
;// CONCATENATED MODULE: ./src/github/branch-rules.ts


/** GitHub's words for a branch without classic protection (a 404 says nothing else). */
const NOT_PROTECTED = "Branch not protected";
/** Each client's reads of a branch's rules: a run asks once per branch (the status, the approvals). */
const RULES_READ = new WeakMap();
/** The active ruleset rules on `branch`, every page; a 404 (no rulesets on this server) is absent. */
function branch_rules_readBranchRules(client, repository, branch) {
    const reads = RULES_READ.get(client) ?? new Map();
    RULES_READ.set(client, reads);
    const key = `${repository.owner}/${repository.repo}:${branch}`;
    const known = reads.get(key);
    if (known !== undefined)
        return known;
    const read = readRules(client, repository, branch);
    reads.set(key, read);
    return read;
}
async function readRules(client, repository, branch) {
    try {
        const rules = await client.paginate("GET /repos/{owner}/{repo}/rules/branches/{branch}", {
            ...repository,
            branch,
            per_page: 100,
        });
        return { kind: "read", value: rules };
    }
    catch (error) {
        if ((0,github_client/* requestStatus */.G)(error) === 404)
            return { kind: "absent" };
        return { kind: "unreadable", why: answerOf(error) };
    }
}
/**
 * Classic branch protection of `branch`. GitHub answers 404 both for a branch without protection
 * ("Branch not protected") and, to a token that may not read administration, with "Not Found": only
 * the first is an absence, so that a protection the token cannot see never counts as none.
 */
async function branch_rules_readClassicProtection(client, repository, branch) {
    try {
        const { data } = await client.rest.repos.getBranchProtection({ ...repository, branch });
        return { kind: "read", value: data };
    }
    catch (error) {
        if ((0,github_client/* requestStatus */.G)(error) === 404 && gitHubMessage(error) === NOT_PROTECTED)
            return { kind: "absent" };
        return { kind: "unreadable", why: answerOf(error) };
    }
}
/** "HTTP 403: Resource not accessible by integration", or the error itself when not GitHub's. */
function answerOf(error) {
    const status = (0,github_client/* requestStatus */.G)(error);
    const message = gitHubMessage(error) ?? (0,errors/* errorMessage */.g)(error);
    return status === undefined ? message : `HTTP ${status}: ${message}`;
}
/** The `message` of GitHub's error answer, when it sent one. */
function gitHubMessage(error) {
    if (typeof error !== "object" || error === null || !("response" in error))
        return undefined;
    const data = error.response?.data;
    if (typeof data !== "object" || data === null || !("message" in data))
        return undefined;
    return typeof data.message === "string" ? data.message : undefined;
}

;// CONCATENATED MODULE: ./src/github/notices/required-status.ts
// Whether the default branch requires the status cip-sync/policy: its rulesets' required status
// checks, then (only when no ruleset requires it) classic branch protection's, each read with the
// run's own token; judged in core/review/required-policy-status.ts. Never throws: what could not be
// read is a fact the judgement names, so that a run is never failed for it and never told "protected".


/** `defaultBranch`: as the event names it; undefined: asked of GitHub (`GET /repos/{owner}/{repo}`). */
async function readRequiredStatusFacts(client, repository, defaultBranch) {
    const name = `${repository.owner}/${repository.repo}`;
    let branch = defaultBranch;
    if (branch === undefined) {
        try {
            branch = (await client.rest.repos.get({ ...repository })).data.default_branch;
        }
        catch (error) {
            return {
                kind: "no-branch",
                repository: name,
                why: `GitHub did not name it (GET /repos/${name}: ${answerOf(error)})`,
            };
        }
    }
    const rules = await branch_rules_readBranchRules(client, repository, branch);
    const facts = {
        kind: "branch",
        repository: name,
        branch,
        rulesets: rules.kind === "read" ? { kind: "read", value: statusRules(rules.value) } : rules,
        classic: undefined,
    };
    // An administration read a workflow's token is refused: asked only when it can change the answer.
    if ((0,required_policy_status/* judgePolicyStatusRequirement */.T)(facts).kind === "required")
        return facts;
    const classic = await branch_rules_readClassicProtection(client, repository, branch);
    if (classic.kind !== "read")
        return { ...facts, classic };
    const checks = classic.value.required_status_checks;
    const contexts = [
        ...(checks?.contexts ?? []),
        ...(checks?.checks ?? []).map((check) => check.context),
    ];
    return { ...facts, classic: { kind: "read", value: { contexts } } };
}
/** The rules of type required_status_checks, each with its ruleset and contexts. */
function statusRules(rules) {
    return rules
        .filter((rule) => rule.type === "required_status_checks")
        .map((rule) => ({
        rulesetId: rule.ruleset_id,
        source: rule.ruleset_source,
        contexts: (rule.parameters?.required_status_checks ?? []).map((check) => check.context),
    }));
}

;// CONCATENATED MODULE: ./src/github/notices/branch-guards.ts

/** The types of the active ruleset rules on `branch` ("deletion", "non_fast_forward", ...). */
async function readRuleTypes(client, repository, branch) {
    const rules = await branch_rules_readBranchRules(client, repository, branch);
    return rules.kind === "read"
        ? { kind: "read", value: rules.value.map(({ type }) => type) }
        : rules;
}
/** The most approving reviews an active pull request rule on `branch` requires; 0 for none. */
async function readRequiredApprovals(client, repository, branch) {
    const rules = await branch_rules_readBranchRules(client, repository, branch);
    if (rules.kind !== "read")
        return rules.kind === "absent" ? { kind: "read", value: 0 } : rules;
    const counts = rules.value
        .filter(({ type }) => type === "pull_request")
        .map(({ parameters }) => parameters?.required_approving_review_count ?? 0);
    return { kind: "read", value: Math.max(0, ...counts) };
}

// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/render/plan/drift.ts
var drift = __webpack_require__(8177);
// EXTERNAL MODULE: ./src/render/shared/escape-markdown.ts
var escape_markdown = __webpack_require__(4747);
;// CONCATENATED MODULE: ./src/github/notices/drift-issue.ts



const DRIFT_LABEL = "inventory-drift";
/** GitHub rejects issue bodies longer than this. */
const BODY_LIMIT = 65_536;
function marker(workspace, firstSeen) {
    return `<!-- cip-sync:drift workspace=${workspace} first-seen=${firstSeen} -->`;
}
const MARKER = /^<!-- cip-sync:drift workspace=(\S+) first-seen=(\S+) -->\r?$/;
/**
 * The oldest open issue written by `target.author` whose first line `marked` reads (it returns what
 * the marker holds), if any. GitHub filters by creator; the author is checked again here.
 */
async function findMarkedIssue(octokit, target, marked) {
    const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
        owner: target.owner,
        repo: target.repo,
        state: "open",
        creator: target.author,
        per_page: 100,
    });
    const author = target.author.toLowerCase();
    const ours = issues
        .filter((issue) => issue.pull_request === undefined && issue.user?.login.toLowerCase() === author)
        .flatMap((issue) => {
        const found = marked((issue.body ?? "").split("\n", 1)[0] ?? "");
        return found === undefined ? [] : [{ number: issue.number, url: issue.html_url, ...found }];
    })
        .sort((a, b) => a.number - b.number);
    return ours[0];
}
/** The open drift issue of the workspace written by `author`, if any (the oldest wins). */
function findDriftIssue(octokit, target) {
    return findMarkedIssue(octokit, target, (line) => {
        const [, workspace, firstSeen] = MARKER.exec(line) ?? [];
        return workspace === target.workspace &&
            firstSeen !== undefined &&
            !Number.isNaN(Date.parse(firstSeen))
            ? { firstSeen }
            : undefined;
    });
}
function driftIssueTitle(workspace) {
    return `Inventory drift: workspace ${workspace}`;
}
/** The body's line naming the chain head; values in code spans, so none becomes Markdown. */
function evidenceHeadLine(head) {
    const time = head.tsaTime === undefined
        ? "not timestamped"
        : `timestamped by TSA at ${(0,escape_markdown/* markdownCodeSpan */.Bk)(head.tsaTime)}`;
    return `- Evidence chain head: workspace ${(0,escape_markdown/* markdownCodeSpan */.Bk)(head.workspace)}, record ${head.sequence}, sha256 ${(0,escape_markdown/* markdownCodeSpan */.Bk)(head.sha256)}, ${time}`;
}
/** The issue's body: marker, what differs, since when, the evidence head, and what to do. */
function driftIssueBody(workspace, findings, firstSeen, check) {
    const count = findings.differences.length;
    const head = [
        marker(workspace, firstSeen),
        `The live inventory of workspace \`${workspace}\` differs from the files on the default branch: ${count} asset${count === 1 ? "" : "s"}.`,
        "",
        `- First seen: ${firstSeen}`,
        `- Last checked: ${check.at.toISOString()} ([run](${check.runUrl}))`,
        `- Live state: \`${findings.live_fingerprint}\`; plan: \`${findings.plan_fingerprint}\``,
        ...(check.evidenceHead === undefined ? [] : [evidenceHeadLine(check.evidenceHead)]),
        "",
        "Investigate each difference (CIP-010 R2.1): either change the files in a pull request to document a change that was made, or merge to apply the files. This issue is updated by every drift check and closed by the first that finds the inventory in sync.",
        "",
        "",
    ].join("\n");
    const table = (0,drift/* renderDriftTable */.AH)(findings.differences);
    if (head.length + table.length <= BODY_LIMIT)
        return head + table;
    // Whole rows only: the job summary and the monitoring record list every difference.
    const note = `\n_${(0,escape_markdown/* escapeMarkdown */.FV)("More differences than fit in an issue: the job summary of the run and its monitoring record list them all.")}_\n`;
    const room = BODY_LIMIT - head.length - note.length;
    return `${head}${table.slice(0, table.lastIndexOf("\n", room) + 1)}${note}`;
}
/** Opens, updates or closes the workspace's drift issue for this check's findings. */
async function reportDriftIssue(octokit, target, findings, check) {
    const repository = { owner: target.owner, repo: target.repo };
    const existing = await findDriftIssue(octokit, target);
    if (findings.in_sync) {
        if (existing === undefined)
            return { action: "none" };
        const resolvedBy = await check.resolvedBy?.(existing.firstSeen);
        const pulls = (resolvedBy ?? []).map(({ number, url }) => `#${number} (${url})`);
        const how = pulls.length === 0
            ? "The live inventory matches the files again."
            : `The live inventory matches the files again, after the apply of ${pulls.length === 1 ? "pull request" : "pull requests"} ${(0,wording/* listOf */.c3)(pulls)}.`;
        await octokit.rest.issues.createComment({
            ...repository,
            issue_number: existing.number,
            body: `**Back in sync** at ${check.at.toISOString()} ([run](${check.runUrl})). ${how} Drift first seen ${existing.firstSeen}.`,
        });
        await octokit.rest.issues.update({
            ...repository,
            issue_number: existing.number,
            state: "closed",
            state_reason: "completed",
        });
        return { action: "closed", issue: existing };
    }
    const firstSeen = existing?.firstSeen ?? check.at.toISOString();
    const body = driftIssueBody(target.workspace, findings, firstSeen, check);
    if (existing !== undefined) {
        await octokit.rest.issues.update({ ...repository, issue_number: existing.number, body });
        return { action: "updated", issue: existing };
    }
    const { data } = await octokit.rest.issues.create({
        ...repository,
        title: driftIssueTitle(target.workspace),
        body,
        labels: [DRIFT_LABEL],
    });
    return { action: "opened", issue: { number: data.number, url: data.html_url, firstSeen } };
}

// EXTERNAL MODULE: ./src/github/ledger/evidence-ledger.ts
var evidence_ledger = __webpack_require__(9788);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts + 1 modules
var evidence_chain = __webpack_require__(6968);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/pointer-line.ts
var pointer_line = __webpack_require__(7156);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(1864);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/inventory-listing.ts
var inventory_listing = __webpack_require__(6782);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/chain/keys-in-force.ts
var keys_in_force = __webpack_require__(9013);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(1645);
;// CONCATENATED MODULE: ./src/core/evidence/chain/chain-check.ts
// The whole ledger's check, file by file: a ledger read in name order (`evidence verify` and the
// report, of a ledger of any size) fed to evidence-chain.ts's rule for one chain (advanceChain),
// holding per workspace only its chain's head, and per record only what a later check needs. An
// inventory listing beside a record (`<record>.listing`, right after it in name order) is checked
// against the SHA-256 its record holds: edited, missing or without its record, it is a break.
// What a file is on its own (checkLedgerFile: hashed, parsed, schema-checked, filed where its
// content says) does not depend on the files before it, so it may be found in any thread and in
// any order; the chains and the listings are then checked in name order (LedgerChecker.take).










/**
 * What `file` is on its own: a listing (checked against its record in name order), a file outside
 * the chains, a file that is not a valid record, or a valid record with its file's SHA-256, and
 * the record itself when `withRecord`; not held to the schema again where `known` says this build
 * found its bytes valid before (a verified head's record, parseKnownRecordFile).
 */
function checkLedgerFile(file, withRecord, known) {
    const { path } = file;
    const workspace = (0,record_files/* workspaceOfPath */.i0)(path);
    if (workspace !== undefined && path.endsWith(checkpoint_reference/* CHECKPOINT_SUFFIX */.nn))
        return { path, kind: "checkpoint", sha256: (0,shared_sha256/* sha256Hex */.fg)(file.bytes) };
    if (workspace !== undefined && path.endsWith(inventory_listing/* LISTING_SUFFIX */.Ze))
        return { path, kind: "beside", bytes: file.bytes };
    if (workspace === undefined || !path.endsWith(".json"))
        return { path, kind: "other" };
    const sha256 = (0,shared_sha256/* sha256Hex */.fg)(file.bytes);
    const parsed = known?.(sha256) === true ? (0,evidence_chain/* parseKnownRecordFile */.a2)(file) : (0,evidence_chain/* parseRecordFile */.TG)(file);
    if ("message" in parsed)
        return { path, kind: "invalid", invalid: parsed };
    const link = {
        ...factsOf(parsed),
        previous_sha256: parsed.previous_sha256,
        ...(parsed.in_force === undefined ? {} : { in_force: parsed.in_force }),
        puts_in_force: (0,facts_in_force/* inForceAfter */.LH)(parsed, parsed.sequence, null),
        commits_named: (0,pointer_line/* commitsNamed */.i)(parsed),
        keys: (0,keys_in_force/* keysFactsOf */.B6)(parsed),
        ...((0,evidence_record/* listingOf */.K7)(parsed) === undefined ? {} : { listing: (0,evidence_record/* listingOf */.K7)(parsed) }),
        ...(parsed.kind === "monitoring" && parsed.monitoring.checkpoint
            ? { checkpoint: parsed.monitoring.checkpoint }
            : {}),
    };
    const checked = { path, kind: "record", sha256, link };
    return withRecord ? { ...checked, record: parsed } : checked;
}
/**
 * The ledger's files, given one at a time in name order (compareCodePoints of their paths); a
 * file's bytes are not kept.
 */
class LedgerChecker {
    #chains = new Map();
    #invalid = [];
    #records = [];
    #keepRecords;
    #visit;
    #count = 0;
    #last;
    /** Each workspace's facts in force after its last record: the fold evidence verify recomputes. */
    #inForce = new Map();
    #forged = new Set();
    /** Per workspace, which commits are older than the one in force: a move back to one is a break. */
    #lines = new Map();
    /** Per workspace, the last record that carried in_force. */
    #carrying = new Map();
    /** The checkpoints records vouch for and that have not come yet, by path. */
    #checkpoints = new Map();
    /** The listings records vouch for and that have not come yet, by path. */
    #listings = new Map();
    #readsListings;
    #known;
    /**
     * `visit` sees each valid record with its file's SHA-256 and path, in name order, as it is checked.
     * `readsListings: false`: the caller gives the records only, so no listing is looked for.
     */
    constructor(options) {
        this.#known = options.known;
        this.#keepRecords = options.keepRecords;
        this.#visit = options.visit;
        this.#readsListings = options.readsListings ?? true;
        const { from } = options;
        if (from !== undefined) {
            const { workspace, through } = from;
            this.#chains.set(workspace, {
                ...evidence_chain/* CHAIN_START */.Bq,
                next: through.sequence + 1,
                head: { path: `the checkpoint's record #${through.sequence}`, sha256: through.sha256 },
            });
            this.#inForce.set(workspace, from.inForce);
            this.#lines.set(workspace, new pointer_line/* PointerLine */.g(from.inForce));
        }
    }
    /**
     * Checks the next file, and gives its record when it is a valid one; throws when files come out
     * of name order (a caller's mistake).
     */
    add(file) {
        return this.take(checkLedgerFile(file, true, this.#known));
    }
    /** Whether take needs each record itself (for `visit`), not its link alone. */
    get takesRecords() {
        return this.#visit !== undefined;
    }
    /**
     * add for a file checkLedgerFile already checked, perhaps in another thread (with its record
     * when takesRecords): the chains and the listings checked in name order.
     */
    take(checked) {
        if (this.#last !== undefined && (0,names/* compareCodePoints */.OP)(this.#last, checked.path) >= 0)
            throw new Error(`ledger files out of name order: ${checked.path} after ${this.#last}`);
        this.#last = checked.path;
        if (checked.kind === "beside") {
            this.#checkBeside(checked);
            return undefined;
        }
        if (checked.kind === "checkpoint") {
            this.#checkCheckpoint(checked);
            return undefined;
        }
        if (checked.kind === "other")
            return undefined;
        if (checked.kind === "invalid") {
            this.#invalid.push(checked.invalid);
            return undefined;
        }
        const { path, sha256, link, record } = checked;
        // A caller's mistake, never the ledger's: fail rather than judge without the record.
        if (this.#visit !== undefined && record === undefined)
            throw new Error(`${path} was checked without its record`);
        const state = (0,evidence_chain/* advanceChain */.k4)(this.#chains.get(link.workspace) ?? evidence_chain/* CHAIN_START */.Bq, {
            path,
            sequence: link.sequence,
            previous_sha256: link.previous_sha256,
            sha256,
        });
        this.#chains.set(link.workspace, state);
        this.#count++;
        // A chain already broken reports its first break; the fold is checked along an intact one.
        if (state.broken === undefined && state.outOfSequence === undefined)
            this.#checkInForce(path, link);
        if (this.#readsListings && link.listing)
            this.#listings.set((0,inventory_listing/* listingPath */.qS)(path), link.listing);
        if (this.#readsListings && link.checkpoint)
            this.#checkpoints.set((0,checkpoint_reference/* checkpointPath */.AD)(path), link.checkpoint);
        if (this.#keepRecords)
            this.#records.push({ path, record: factsOf(link), sha256 });
        if (record !== undefined)
            this.#visit?.({ record, sha256 }, path);
        return record;
    }
    /**
     * The facts in force `link` carries against the fold of the records before it: its own pointer
     * when it is an accepted merge, else its predecessor's. A record sealed before records carried
     * one starts the fold afresh (inForceFollowing, the one fold), as the writer that sealed the next
     * record did.
     */
    #checkInForce(path, link) {
        const before = this.#inForce.get(link.workspace) ?? null;
        const carried = link.in_force;
        const operator = (0,record_files/* isCliRecordPath */.xP)(path);
        const expected = (0,facts_in_force/* inForceFollowing */.AT)(before, {
            puts: link.puts_in_force,
            carries: carried !== undefined,
            operator,
        });
        if (carried !== undefined)
            this.#carrying.set(link.workspace, link.sequence);
        const carrier = this.#carrying.get(link.workspace);
        // The 0.2.0 rule (a record without in_force starts the fold afresh) holds only before the first
        // record that carries one; after it, the writer's record without one is a break, not a restart.
        if (carried === undefined && carrier !== undefined && !operator)
            this.#invalid.push({
                kind: "in-force",
                file: path,
                message: `${path} carries no in_force, but record #${carrier} before it does: only a ledger begun with 0.2.0 has records without it, all before the first that carries one, so it is not the writer's`,
            });
        // Its first wrong record only: the records after a forged one carry the forgery forward.
        if (carried !== undefined &&
            !(0,facts_in_force/* sameInForce */.xx)(carried, expected) &&
            !this.#forged.has(link.workspace)) {
            this.#forged.add(link.workspace);
            this.#invalid.push({
                kind: "in-force",
                file: path,
                message: `${path} says the facts in force after it were put there by ${pointerText(carried)}, but the records before it give ${pointerText(expected)}: a record's in_force is the last merge the gate accepted, never another`,
            });
        }
        this.#inForce.set(link.workspace, expected);
        const line = this.#lines.get(link.workspace) ?? new pointer_line/* PointerLine */.g(before);
        this.#lines.set(link.workspace, line);
        const backwards = line.step(link.commits_named, expected);
        if (backwards !== undefined)
            this.#invalid.push({ kind: "in-force", file: path, message: `${path}: ${backwards}` });
    }
    #checkBeside(file) {
        const reference = this.#listings.get(file.path);
        this.#listings.delete(file.path);
        if (reference === undefined) {
            this.#invalid.push({
                kind: "misplaced",
                file: file.path,
                message: `${file.path} is an inventory listing that no valid record vouches for: a listing is written with its record, in the same commit`,
            });
            return;
        }
        const read = (0,inventory_listing/* readListing */.vS)(file.bytes, reference, file.path);
        if ("problem" in read)
            this.#invalid.push({ kind: "edited", file: file.path, message: read.problem });
    }
    /** A checkpoint's bytes against its record's digest; what it says, verify recomputes. */
    #checkCheckpoint(file) {
        const reference = this.#checkpoints.get(file.path);
        this.#checkpoints.delete(file.path);
        const problem = reference === undefined
            ? `${file.path} is a checkpoint that no valid record vouches for: a checkpoint is written with its record, in the same commit`
            : (0,checkpoint_reference/* checkpointDigestProblem */.gk)(file.sha256, reference, file.path);
        if (problem !== undefined)
            this.#invalid.push({
                kind: reference === undefined ? "misplaced" : "edited",
                file: file.path,
                message: problem,
            });
    }
    result() {
        const missing = [
            ...[...this.#listings.keys()].map((path) => ({
                kind: "deleted",
                file: path,
                message: `${path} is missing: its record vouches for an inventory listing there`,
            })),
            ...[...this.#checkpoints.keys()].map((path) => ({
                kind: "deleted",
                file: path,
                message: `${path} is missing: its record vouches for a checkpoint there`,
            })),
        ];
        const chainBreaks = [...this.#chains.values()].flatMap((state) => (0,evidence_chain/* chainBreak */.n3)(state) ?? []);
        return {
            recordCount: this.#count,
            workspaces: [...this.#chains.keys()],
            breaks: [...this.#invalid, ...missing, ...chainBreaks],
            // Name order already lists them workspace by workspace (a workspace is a folder of its
            // records' paths, so two workspaces' paths never interleave), each in chain order.
            records: [...this.#records],
        };
    }
}
function pointerText(pointer) {
    return pointer === null
        ? "no record (none accepted yet)"
        : `record #${pointer.sequence} (commit ${pointer.commit})`;
}
/** The facts a later check reads of a record, without the rest of it. */
function factsOf(record) {
    const { workspace, sequence, recorded_at, untimestamped_predecessors } = record;
    return untimestamped_predecessors === undefined
        ? { workspace, sequence, recorded_at }
        : { workspace, sequence, recorded_at, untimestamped_predecessors };
}

;// CONCATENATED MODULE: ./src/core/evidence/chain/passed-over.ts

/**
 * `breaks` without those of a file at a command-line record path that is no record (not JSON,
 * not of the schema, not filed where its content says) and that `unauthenticatedWhy` says no
 * operator key authenticates (why, worded to follow "its"): such a file is in no chain, so it
 * moves no chain on, and another workflow that commits one stops nothing; it is passed over as an
 * unauthenticated exception, each listed with why. One an operator key signed stays a break
 * (tampering); so does a record whose link breaks its chain, whoever added it.
 */
function passOverUnauthenticated(breaks, unauthenticatedWhy) {
    const kept = [];
    const passedOver = [];
    for (const found of breaks) {
        const why = (found.kind === "invalid" || found.kind === "misplaced") && (0,record_files/* isCliRecordPath */.xP)(found.file)
            ? unauthenticatedWhy(found.file)
            : undefined;
        if (why === undefined)
            kept.push(found);
        else
            passedOver.push({ file: found.file, notice: passedOverNotice(found, why) });
    }
    return { breaks: kept, passedOver };
}
function passedOverNotice(found, why) {
    const what = found.message.startsWith(`${found.file} `)
        ? `it${found.message.slice(found.file.length)}`
        : found.message;
    return `${found.file} is passed over as an unauthenticated exception: its ${why}, and ${what}`;
}

// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(5514);
;// CONCATENATED MODULE: ./src/core/evidence/chain/evidence-remote.ts
// The evidence branch as GitHub holds it, judged (`cip-sync evidence verify --remote`): one line of
// commits (no merge, one root), every ledger commit made by the expected writer and verified by
// GitHub, and the branch protected
// against deletion and force pushes by a ruleset or branch protection. A protection that cannot
// be read counts as none (fail closed). Pure: the facts are read by github/ledger/evidence-protection.ts.



function judgeRemoteLedger(facts, writer) {
    return { problems: commitProblems(facts, writer), unprotected: unprotectedReason(facts) };
}
/**
 * The commits of the branch that are not one line of commits by the ledger's writer, each verified
 * by GitHub: what verify --remote refuses, and what the drift check judges no obligation from.
 */
function commitProblems(facts, writer) {
    const expected = writer ?? facts.commits[0]?.author ?? undefined;
    const problems = [];
    const [first, ...otherRoots] = facts.commits.filter((commit) => commit.parents.length === 0);
    for (const root of otherRoots) {
        problems.push(`commit ${root.sha} on ${facts.branch} is a second root (the first is ${first?.sha}): another history was joined to the ledger`);
    }
    for (const commit of facts.commits) {
        if (commit.parents.length > 1) {
            problems.push(`commit ${commit.sha} on ${facts.branch} merges ${commit.parents.join(" and ")}: the evidence branch is linear, and a merge can join a rewritten history to the real one as a fast-forward`);
        }
        // The documented break-glass push: the operator's own commit, whose records the obligations
        // judge as unauthenticated unless an operator key signed it.
        if (commit.operator === true)
            continue;
        if (commit.author !== expected) {
            problems.push(`commit ${commit.sha} on ${facts.branch} was made by ${commit.author ?? "no GitHub account"}, not by the ledger's writer ${expected ?? "(unknown)"}${writer === undefined ? " (the author of its first commit)" : " (--writer)"}`);
        }
        if (!commit.verified) {
            problems.push(`commit ${commit.sha} on ${facts.branch} is not verified by GitHub (${commit.reason}): the ledger's writer makes signed commits through the API`);
        }
    }
    return problems;
}
function unprotectedReason(facts) {
    const rules = new Set(facts.rules);
    if (rules.has("deletion") && rules.has("non_fast_forward"))
        return undefined;
    const { protection } = facts;
    if (protection !== null && typeof protection === "object") {
        if (!protection.allowDeletions && !protection.allowForcePushes)
            return undefined;
    }
    const ruleset = `no active ruleset rule blocks ${[
        ...(rules.has("deletion") ? [] : ["deletion"]),
        ...(rules.has("non_fast_forward") ? [] : ["force pushes"]),
    ].join(" and ")}`;
    const classic = protection === null
        ? "the branch has no branch protection"
        : typeof protection === "string"
            ? `its branch protection could not be read (${protection})`
            : "its branch protection allows deletion or force pushes";
    return `${facts.branch}: ${ruleset}, and ${classic}: add a ruleset targeting it with "Restrict deletions" and "Block force pushes"`;
}
/**
 * Whether a commit's changed files (path and GitHub's status) only add records sealed from the
 * command line and the files beside them: what `evidence append` and the documented break-glass
 * push add (docs/change-records-and-evidence.md), never an edit or a removal.
 */
function isOperatorCommit(files) {
    return (files.length > 0 &&
        files.every(({ filename, status }) => status === "added" && isCommandLineFile(filename)));
}
function isCommandLineFile(path) {
    const record = [evidence_timestamps/* TOKEN_SUFFIX */.Yg, inventory_listing/* LISTING_SUFFIX */.Ze].reduce((name, suffix) => (name.endsWith(suffix) ? name.slice(0, -suffix.length) : name), path);
    return (0,record_files/* isCliRecordPath */.xP)(record);
}

// EXTERNAL MODULE: ./src/core/evidence/records/evidence-schema.ts + 2 modules
var evidence_schema = __webpack_require__(1958);
;// CONCATENATED MODULE: ./src/github/ledger/evidence-protection.ts
// Reads the evidence branch's commits and protection through the API, for
// `cip-sync evidence verify --remote` (and its commits for the drift check's obligations, as
// ledger-records.ts reads them); judged in core/evidence/chain/evidence-remote.ts. And what the
// operators' signed commits vouch for: a command-line record counts only where one signed it.



async function readRemoteLedger(octokit, target) {
    const repository = { owner: target.owner, repo: target.repo };
    const rules = await readBranchRules(octokit, repository, target.branch);
    if (rules.kind === "unreadable")
        throw new Error(`the rulesets on ${target.branch} could not be read (${rules.why})`);
    return {
        branch: target.branch,
        commits: await readLedgerCommits(octokit, target),
        rules: rules.kind === "read" ? rules.value.map((rule) => rule.type) : [],
        protection: await readProtection(octokit, target),
    };
}
/** The branch's commits, oldest first, with their author and GitHub's verification. */
async function readLedgerCommits(octokit, target) {
    const commits = await octokit.paginate(octokit.rest.repos.listCommits, {
        owner: target.owner,
        repo: target.repo,
        sha: target.branch,
        per_page: 100,
    });
    return commits.reverse().map(ledgerCommitFact);
}
/**
 * `commits` with each one not by `writer.login`, or not verified, asked for its files: one that only
 * adds records sealed from the command line (and the files beside them) is an operator's, as the
 * documented break-glass push makes it (isOperatorCommit), and what it adds counts where one of
 * `writer.operatorKeys` (cip-ledger.yaml's operator_keys) signed it. A request per such commit,
 * none for the writer's own.
 */
async function withOperatorCommits(octokit, target, commits, writer) {
    const repository = { owner: target.owner, repo: target.repo };
    const judged = [];
    const signed = new Set();
    // Read once, when the first operator's commit asks: openpgp loaded only then.
    let operatorKeys;
    const keys = () => (operatorKeys ??= readOperatorKeys(writer.operatorKeys ?? []));
    for (const commit of commits) {
        if (commit.author === writer.login && commit.verified) {
            judged.push(commit);
            continue;
        }
        const { data } = await octokit.rest.repos.getCommit({ ...repository, ref: commit.sha });
        const files = data.files ?? [];
        const operator = isOperatorCommit(files);
        judged.push({ ...commit, operator });
        const { payload, signature } = data.commit.verification ?? {};
        const declared = writer.operatorKeys ?? [];
        if (operator &&
            declared.length > 0 &&
            typeof payload === "string" &&
            typeof signature === "string") {
            const { signatureByOneOf } = await Promise.all(/* import() */[__webpack_require__.e(74), __webpack_require__.e(76)]).then(__webpack_require__.bind(__webpack_require__, 76));
            if (await signatureByOneOf({ payload, signature }, await keys()))
                for (const { filename } of files)
                    signed.add(filename);
        }
    }
    return { commits: judged, signed };
}
/** The armored operator keys cip-ledger.yaml declares, read with openpgp. */
async function readOperatorKeys(armored) {
    const { readPublicKeys } = await Promise.all(/* import() */[__webpack_require__.e(74), __webpack_require__.e(76)]).then(__webpack_require__.bind(__webpack_require__, 76));
    const read = armored.map((key) => readPublicKeys(key, "an operator key of cip-ledger.yaml"));
    return (await Promise.all(read)).flat();
}
/** A ledger commit's author, GitHub's verification and parents, as the judgement reads them. */
function ledgerCommitFact(commit) {
    return {
        sha: commit.sha,
        author: commit.author?.login ?? null,
        verified: commit.commit.verification?.verified === true,
        reason: commit.commit.verification?.reason ?? "no verification",
        parents: commit.parents.map((parent) => parent.sha),
    };
}
async function readProtection(octokit, target) {
    const repository = { owner: target.owner, repo: target.repo };
    const protection = await readClassicProtection(octokit, repository, target.branch);
    if (protection.kind === "absent")
        return null;
    if (protection.kind === "unreadable")
        return `${protection.why}; reading branch protection needs a token with administration read`;
    return {
        allowForcePushes: protection.value.allow_force_pushes?.enabled === true,
        allowDeletions: protection.value.allow_deletions?.enabled === true,
    };
}
/**
 * A record as the obligations judge it: one sealed from the command line counts only where an
 * operator key cip-ledger.yaml declares (`vouched.keys`) signed the commit that added it
 * (`vouched.signed`, its files); otherwise it is what `cip-sync obligations` makes of an operator's
 * commit no key of its --operator-keys signed, an unauthenticated exception that closes nothing
 * (core/obligations/record-facts.ts), whoever added it.
 */
function asJudged({ record, sha256, path }, vouched) {
    const why = unauthenticatedWhy(path, vouched);
    return why === undefined ? { record, sha256 } : { record, sha256, unauthenticated: why };
}
/**
 * Why the file at `path` is not authenticated, worded to follow "its": a command-line record path
 * that no operator key cip-ledger.yaml declares (`vouched.keys`) signed the commit of; undefined
 * for any other path.
 */
function unauthenticatedWhy(path, vouched) {
    if (!(0,record_files/* isCliRecordPath */.xP)(path) || vouched.signed.has(path))
        return undefined;
    return (vouched.keys ?? []).length === 0
        ? "commit cannot be authenticated: cip-ledger.yaml declares no operator_keys (docs/ledger-writer.md)"
        : "commit is not signed by any operator key cip-ledger.yaml declares";
}

// EXTERNAL MODULE: ./src/github/ledger/ledger-tree.ts
var ledger_tree = __webpack_require__(1529);
// EXTERNAL MODULE: ./src/core/evidence/chain/ledger-authority.ts
var ledger_authority = __webpack_require__(3930);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(2535);
// EXTERNAL MODULE: ./src/core/checkpoint/ledger-checkpoint.ts + 22 modules
var ledger_checkpoint = __webpack_require__(1875);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
;// CONCATENATED MODULE: ./src/github/files/files-at-commit.ts
// Many files at one commit in one GraphQL query per FILES_PER_QUERY of them, whatever their number:
// `object(expression: "SHA:PATH")` under an alias each, the expression a variable (a path named
// by the repository never becomes query text). GitHub answers `null` for a path that does not
// exist there; anything else but a whole text blob (an error, a tree, a binary or truncated blob)
// cannot be read, and fails the read closed. A symbolic link (its blob holds the target's path:
// told by its mode in its directory's entries, read in the same query) is followed once to a
// file inside the repository, as the contents API follows it; any other link cannot be read.




/** Files read in one query: GitHub's usual page size, well under its node limit. */
const FILES_PER_QUERY = 100;
/** git's mode of a symbolic link, 0o120000. */
const SYMLINK_MODE = 0o120000;
/**
 * The variables and the fields of a query of the repository's objects, every expression a
 * variable (never query text); each caller names its query in its own text, where the docs' list
 * of GitHub calls finds it.
 */
function objectsQueryParts(groups) {
    const each = (group, make) => Array.from({ length: group.count }, (_, index) => make(index));
    const variables = groups
        .flatMap((group) => each(group, (index) => `$${group.variable}${index}: String!`))
        .join(", ");
    const fields = groups
        .flatMap((group) => each(group, (index) => `${group.alias}${index}: object(expression: $${group.variable}${index}) { ${group.selection} }`))
        .join("\n    ");
    return { variables, fields };
}
/** The item of `items` whose alias (`${alias}N`) an error of the answer names, if any. */
function itemOfError(error, alias, items) {
    for (const entry of (0,github_client/* graphqlErrors */.d)(error)) {
        // An error's `path` names the alias it is about: ["repository", "f3"].
        const named = Array.isArray(entry.path) ? String(entry.path[1] ?? "") : "";
        const index = named.startsWith(alias) ? named.slice(alias.length) : "";
        if (/^\d+$/.test(index) && items[Number(index)] !== undefined)
            return items[Number(index)];
    }
    return undefined;
}
/** What a directory's alias selects: its entries' names and git modes. */
const TREE_ENTRIES = "... on Tree { entries { name mode } }";
/** Each blob's text and digest, and each directory's entries (to tell a link by its mode). */
function filesQuery(count, directories) {
    const { variables, fields } = objectsQueryParts([
        {
            alias: "f",
            variable: "e",
            count,
            selection: "__typename ... on Blob { text oid isBinary isTruncated }",
        },
        { alias: "d", variable: "d", count: directories, selection: TREE_ENTRIES },
    ]);
    return `query FilesAtCommit($owner: String!, $repo: String!, ${variables}) {
  repository(owner: $owner, name: $repo) {
    ${fields}
  }
}`;
}
function cannotRead(path, sha, why, cause) {
    return new Error(`cannot read ${path} at commit ${sha}: ${why}`, { cause });
}
/** The blob `node` holds for `path`; undefined for null (no such path at the commit). */
function blobOf(node, path, sha) {
    if (node === null)
        return undefined;
    if (node === undefined)
        throw cannotRead(path, sha, "GitHub's answer does not include it");
    if (node.__typename !== "Blob")
        throw cannotRead(path, sha, `it is a ${node.__typename}, not a file`);
    if (node.isBinary === true)
        throw cannotRead(path, sha, "GitHub reads it as a binary file");
    if (node.isTruncated === true || typeof node.text !== "string" || typeof node.oid !== "string")
        throw cannotRead(path, sha, "GitHub returns its text truncated (the file is too large)");
    return { text: node.text, sha: node.oid };
}
async function readBatch(client, repository, files) {
    // Each file's directory at its commit, once: its entries tell a link by its mode.
    const directoryOf = ({ sha, path }) => `${sha}:${external_node_path_.posix.dirname(path)}`;
    const directories = new Map(files.map((file) => [directoryOf(file), { sha: file.sha, path: external_node_path_.posix.dirname(file.path) }]));
    const directoryKeys = [...directories.keys()];
    const variables = { owner: repository.owner, repo: repository.repo };
    files.forEach(({ sha, path }, index) => (variables[`e${index}`] = `${sha}:${path}`));
    [...directories.values()].forEach(({ sha, path }, index) => (variables[`d${index}`] = `${sha}:${path === "." ? "" : path}`));
    const paths = files.map(({ path }) => path);
    const commits = [...new Set(files.map(({ sha }) => sha))];
    const where = commits.length === 1 ? String(commits[0]) : `${commits.length} commits`;
    let answer;
    try {
        const query = filesQuery(files.length, directories.size);
        answer = await client.graphql(query, variables);
    }
    catch (error) {
        const named = itemOfError(error, "f", paths);
        const [first = "", ...more] = paths;
        const what = named ?? (more.length === 0 ? first : `${first} (and ${more.length} more files)`);
        throw cannotRead(what, where, (0,errors/* errorMessage */.g)(error), error);
    }
    const found = answer.repository ?? {};
    return files.map((file, index) => {
        const blob = blobOf(found[`f${index}`], file.path, file.sha);
        const entries = found[`d${directoryKeys.indexOf(directoryOf(file))}`]?.entries ?? [];
        const mode = entries.find((entry) => entry.name === external_node_path_.posix.basename(file.path))?.mode;
        return blob !== undefined && mode === SYMLINK_MODE
            ? { link: linkTarget(file.path, blob.text, file.sha) }
            : blob;
    });
}
/** Where the link at `path` points, inside the repository; else it cannot be read. */
function linkTarget(path, target, sha) {
    const resolved = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(path), target));
    if (external_node_path_.posix.isAbsolute(target) || resolved === ".." || resolved.startsWith("../"))
        throw cannotRead(path, sha, `it is a symbolic link to ${target}, outside the repository`);
    return resolved;
}
async function readBatches(client, repository, files) {
    const read = [];
    for (let start = 0; start < files.length; start += FILES_PER_QUERY) {
        const batch = files.slice(start, start + FILES_PER_QUERY);
        read.push(...(await readBatch(client, repository, batch)));
    }
    return read;
}
/**
 * Each of `paths` at commit `sha`, in order: its text and blob SHA, or undefined when it does not
 * exist there. Throws "cannot read PATH at commit SHA: why" for anything else. The targets of
 * symbolic links cost one more query per FILES_PER_QUERY of them, only when there are links.
 */
async function readFilesAtCommit(client, repository, sha, paths) {
    const read = await readBatches(client, repository, paths.map((path) => ({ sha, path })));
    const links = read.flatMap((file) => file !== undefined && "link" in file ? [{ sha, path: file.link }] : []);
    const targets = links.length === 0 ? [] : await readBatches(client, repository, links);
    let next = 0;
    return read.map((file, index) => {
        if (file === undefined || !("link" in file))
            return file;
        const target = targets[next++];
        if (target !== undefined && "link" in target)
            throw cannotRead(
            // targets were asked for `paths`, one answer per path in the same order.
            (0,collections/* itemOrThrow */.Tp)(paths, index, "the paths asked"), sha, `it is a symbolic link to ${file.link}, itself a symbolic link: point the link at the file itself`);
        return target;
    });
}
/**
 * The file at `path` at each of `shas`, in order (undefined where it does not exist), one query per
 * FILES_PER_QUERY commits: what a file declared at many commits costs when read commit by commit.
 * A symbolic link cannot be read here.
 */
async function readFileAtCommits(client, repository, path, shas) {
    const read = await readBatches(client, repository, shas.map((sha) => ({ sha, path })));
    return read.map((file, index) => {
        if (file === undefined || !("link" in file))
            return file;
        throw cannotRead(path, (0,collections/* itemOrThrow */.Tp)(shas, index, "the commits asked"), `it is a symbolic link to ${file.link}: keep the file itself there`);
    });
}

;// CONCATENATED MODULE: ./src/github/ledger/ledger-since-checkpoint.ts
// A workspace's records from its last checkpoint on, for the routine runs (the drift check's
// obligations): the checkpoint kept beside a drift check's record (core/evidence/records/
// checkpoint-reference.ts), that record and every one after it, and the branch's commits after
// the checkpoint's commit only, through GitHub's compare of that commit with the head, which also
// proves the checkpoint is on the branch's line. What a run reads is so bounded by what is new,
// not by the ledger's age. The records are chain-checked from the checkpoint's record on, the
// commits judged as `evidence verify --remote` judges them, with the writer the checkpoint names;
// the auditor's `evidence verify` walks every record and recomputes every checkpoint. A ledger
// without a checkpoint is read whole (readWorkspaceRecords).















const COMPARE_PAGE = 100;
/**
 * The workspace's last checkpoint and the records from its record on; `checkpoint` undefined and
 * `records` empty when the workspace has no checkpoint (the caller then reads the ledger whole).
 * The commits since are judged with `writer`, the login the run's token writes the ledger as, and
 * the records with its keys (the signature beside each record), where cip-ledger.yaml declares them.
 */
async function readSinceCheckpoint(client, target, workspace, writer, branchHead) {
    const none = { checkpoint: undefined, records: [], recordBytes: 0 };
    const head = branchHead ?? (await (0,evidence_ledger/* readBranch */.pG)(client, target));
    if (head === undefined)
        return none;
    // The newest years, back to the one that holds the last checkpoint: never the whole tree.
    const isCheckpoint = ({ path }) => path.endsWith(checkpoint_reference/* CHECKPOINT_SUFFIX */.nn);
    const { files, whole } = await (0,ledger_tree/* newestWorkspaceFiles */.f0)(client, target, head.tree, workspace, (read) => read.some(isCheckpoint));
    const checkpointFile = files.findLast(isCheckpoint);
    if (checkpointFile === undefined)
        return { ...none, files };
    const carrierPath = checkpointFile.path.slice(0, -checkpoint_reference/* CHECKPOINT_SUFFIX */.nn.length);
    const paths = files
        .filter(({ path }) => (0,record_files/* isRecordPathOf */.sm)(path, workspace) && path >= carrierPath)
        .map(({ path }) => path);
    const text = (await (0,ledger_tree/* readBlob */.gm)(client, target, checkpointFile.sha)).toString("utf8");
    const signed = await checkCommitsSince(client, target, {
        carrierPath,
        head: head.commit,
        writer,
    });
    const { texts, signatures } = await readRecordTexts(client, target, {
        commit: head.commit,
        paths,
        files,
    });
    const read = paths.map((path, index) => {
        const recordText = texts[index];
        if (recordText === undefined)
            throw new evidence_ledger/* EvidenceLedgerError */.Jm(`${path} is listed on ${target.branch} but could not be read`);
        return { path, bytes: Buffer.from(recordText) };
    });
    const { reference, inForce } = vouchingRecord(read[0], {
        text,
        path: checkpointFile.path,
        branch: target.branch,
    });
    const vouched = { signed, keys: writer.operatorKeys };
    const from = { through: reference.through, inForce };
    const { located, passedOver } = checkedChain(workspace, target, { from, vouched }, read);
    const records = located.map((record) => asJudged(record, vouched));
    // A checkpoint counts only when the bound writer signed the record that vouches for it: another
    // job's checkpoint is never started from, and the ledger is read whole instead (where a record
    // after the writer's signed ones that is not signed is refused).
    if (!carrierSigned(located[0], signatures, writer))
        return { ...none, files };
    const start = keysStartAt(inForce, text);
    if (start === undefined)
        return { ...none, files };
    await checkWriterProof(located, signatures, writer, { workspace, branch: target.branch, start });
    // The workspace's chain head at the commit read (its last record, never a file passed over after
    // it): the run's own append need not read it again.
    const [first] = records;
    const [last, lastRead] = [
        records.at(-1),
        read.findLast(({ path }) => path === located.at(-1)?.path),
    ];
    if (first === undefined || last === undefined || lastRead === undefined)
        throw new evidence_ledger/* EvidenceLedgerError */.Jm(`${checkpointFile.path}: no record of ${target.branch} from the checkpoint's record on`);
    const folded = records.reduce((before, { record }) => (0,facts_in_force/* foldInForce */.OM)(before, record), inForce);
    const chainHead = { record: last.record, bytes: lastRead.bytes, inForce: folded };
    const hint = { commit: head.commit, chain: { workspace, head: chainHead } };
    // Every year listed: a reader of the whole ledger (the genesis read) need not list again.
    const recordBytes = read.reduce((sum, { bytes }) => sum + bytes.length, 0);
    const checkpoint = { text, record: first };
    return { checkpoint, records, recordBytes, hint, passedOver, ...(whole ? { files } : {}) };
}
/**
 * What the checkpoint's record (`carrier`, the first file read) vouches for of the checkpoint at
 * `checkpoint.path`, whose bytes are checked against it, and the facts in force it carries; the
 * read fails closed when it vouches for none or for other bytes.
 */
function vouchingRecord(carrier, checkpoint) {
    const record = carrier === undefined ? undefined : (0,evidence_chain/* parseRecordFile */.TG)(carrier);
    const reference = record !== undefined && !("message" in record) && record.kind === "monitoring"
        ? record.monitoring.checkpoint
        : undefined;
    if (record === undefined || "message" in record || reference === undefined)
        throw new evidence_ledger/* EvidenceLedgerError */.Jm(`${checkpoint.path} is a checkpoint that no record vouches for on ${checkpoint.branch}: run 'cip-sync evidence verify' on a checkout of the branch`);
    const bytesProblem = (0,checkpoint_reference/* checkpointBytesProblem */.Vc)(Buffer.from(checkpoint.text), reference, checkpoint.path);
    if (bytesProblem !== undefined)
        throw new evidence_ledger/* EvidenceLedgerError */.Jm(bytesProblem);
    // A drift check's record puts nothing in force: what it carries is what stood after `through`.
    return { reference, inForce: record.in_force ?? null };
}
/**
 * readSinceCheckpoint for one run, whose readers (the drift check's obligations, then the
 * authority before its record) read the same branch head: the reading of a commit is kept, and a
 * second reader of that commit reads only the branch's head again. A commit's content cannot
 * change, and the reading is keyed by the writer its commits were judged with; a failed reading
 * is not kept, so a reader after it tries again.
 */
function sinceCheckpointReader(client) {
    let kept;
    return async (target, workspace, writer, branchHead) => {
        const head = branchHead ?? (await (0,evidence_ledger/* readBranch */.pG)(client, target));
        if (head === undefined)
            return { checkpoint: undefined, records: [], recordBytes: 0 };
        const keys = writer.keys?.map(writer_proof/* keyFingerprint */.yy);
        const operators = writer.operatorKeys ?? [];
        const key = JSON.stringify([target, workspace, writer.login, keys, operators, head.commit]);
        if (kept?.key !== key) {
            const reading = readSinceCheckpoint(client, target, workspace, writer, head);
            kept = { key, reading };
            reading.catch(() => {
                if (kept?.reading === reading)
                    kept = undefined;
            });
        }
        return kept.reading;
    };
}
/**
 * The commits from the one that added the checkpoint's record to the head: one line, each by the
 * writer and verified by GitHub; the compare proves that commit is on the head's line.
 */
async function checkCommitsSince(client, target, since) {
    const repository = { owner: target.owner, repo: target.repo };
    const { data: added } = await client.rest.repos.listCommits({
        ...repository,
        sha: since.head,
        path: since.carrierPath,
        per_page: 1,
    });
    const [commit] = added;
    if (commit === undefined)
        throw new evidence_ledger/* EvidenceLedgerError */.Jm(`no commit of ${target.branch} adds ${since.carrierPath}, the checkpoint's record`);
    const commits = [ledgerCommitFact(commit)];
    for (let page = 1;; page += 1) {
        const { data } = await client.rest.repos.compareCommitsWithBasehead({
            ...repository,
            basehead: `${commit.sha}...${since.head}`,
            per_page: COMPARE_PAGE,
            page,
        });
        if (data.status !== "ahead" && data.status !== "identical")
            throw new evidence_ledger/* EvidenceLedgerError */.Jm(`the checkpoint's commit ${commit.sha} is not on the line of ${target.branch}'s head (GitHub compares them as ${data.status}): the branch was rewritten; run 'cip-sync evidence verify --remote'`);
        commits.push(...data.commits.map(ledgerCommitFact));
        if (commits.length - 1 >= data.total_commits || data.commits.length < COMPARE_PAGE)
            break;
    }
    const judged = await withOperatorCommits(client, target, commits, since.writer);
    const login = since.writer.login;
    const problems = commitProblems({ branch: target.branch, commits: judged.commits }, login);
    if (problems.length > 0)
        throw new evidence_ledger/* EvidenceLedgerError */.Jm(`the evidence branch ${target.branch} has ${problems.length} problem(s) since its last checkpoint that 'cip-sync evidence verify --remote' refuses, so nothing is judged from it: ${problems.join("; ")}`);
    return judged.signed;
}
/**
 * The texts of the records at `paths` on `commit` (undefined where one could not be read), and of
 * the signature files beside them that the listing `files` shows, by the path of the record each
 * signs: one query for both.
 */
async function readRecordTexts(client, target, at) {
    const listed = new Set(at.files.map(({ path }) => path));
    const signed = at.paths
        .map((path) => `${path}${writer_proof/* SIGNATURE_SUFFIX */.VV}`)
        .filter((path) => listed.has(path));
    const read = await readFilesAtCommit(client, { owner: target.owner, repo: target.repo }, at.commit, [...at.paths, ...signed]);
    const signatures = new Map();
    signed.forEach((path, index) => {
        const text = read[at.paths.length + index]?.text;
        if (text !== undefined)
            signatures.set(path.slice(0, -writer_proof/* SIGNATURE_SUFFIX */.VV.length), text);
    });
    return { texts: at.paths.map((_, index) => read[index]?.text), signatures };
}
/** Whether the checkpoint's record is signed by the writer's keys, or no keys bind the writer. */
function carrierSigned(carrier, signatures, writer) {
    if (writer.keys === undefined)
        return true;
    if (carrier === undefined)
        return false;
    const signature = signatures.get(carrier.path);
    return (0,writer_proof/* recordSignatureProblem */.X5)(writer.keys, carrier.sha256, signature) === undefined;
}
/**
 * Fails the read closed when the records are not the bound writer's: each signed by a key of the
 * cip-ledger.yaml in force before it (keys-in-force.ts), `start` saying what was in force before
 * the first; without a declaration at the commit judged from, none may be signed (writer-proof.ts).
 */
async function checkWriterProof(records, signatures, writer, where) {
    const entries = records.map(({ record, sha256, path }) => ({
        facts: (0,keys_in_force/* keysFactsOf */.B6)(record),
        sequence: record.sequence,
        sha256,
        signature: signatures.get(path),
        operator: (0,record_files/* isCliRecordPath */.xP)(path),
    }));
    const { keys, declarationsAt } = writer;
    const problem = keys === undefined || declarationsAt === undefined
        ? (0,writer_proof/* writerProofProblem */.H8)(entries, keys, where.workspace)
        : (0,keys_in_force/* keysInForceProblem */.Y$)(entries, where.start, await declarationsAt((0,keys_in_force/* declarationCommits */.Br)(entries.map(({ facts }) => facts), where.start)), where.workspace);
    if (problem !== undefined)
        throw new evidence_ledger/* EvidenceLedgerError */.Jm(`the evidence branch ${where.branch}: ${problem}`);
}
/**
 * What was in force before the checkpoint's record, whose declaration's keys check it: what it
 * carries (a drift check's record puts nothing in force), else the genesis the checkpoint carries
 * before any accepted merge; undefined when it carries neither (the ledger is then read whole).
 */
function keysStartAt(inForce, checkpoint) {
    if (inForce !== null)
        return { before: inForce, genesis: undefined };
    const genesis = checkpointGenesis(checkpoint)?.commit;
    return genesis === undefined ? undefined : { before: null, genesis };
}
/** The genesis a checkpoint's text carries; undefined when it is not one this version reads. */
function checkpointGenesis(text) {
    if (text === undefined)
        return undefined;
    try {
        return (0,ledger_checkpoint/* parseCheckpoint */.S7)(text, "the checkpoint").genesis;
    }
    catch {
        return undefined;
    }
}
/**
 * The records, chain-checked from the checkpoint's record on, and the files passed over as
 * unauthenticated (passOverUnauthenticated); any other break fails the read closed.
 */
function checkedChain(workspace, target, read, files) {
    const { from } = read;
    const checker = new LedgerChecker({
        keepRecords: false,
        readsListings: false,
        from: { workspace, ...from },
    });
    const records = files.flatMap((file) => {
        const record = checker.add(file);
        return record === undefined ? [] : [{ record, sha256: (0,shared_sha256/* sha256Hex */.fg)(file.bytes), path: file.path }];
    });
    const { breaks, passedOver } = passOverUnauthenticated(checker.result().breaks, (path) => unauthenticatedWhy(path, read.vouched));
    const [first] = breaks;
    if (first !== undefined)
        throw new evidence_ledger/* EvidenceLedgerError */.Jm(`the evidence chain of workspace ${workspace} on branch ${target.branch} is broken since its last checkpoint, so its obligations cannot be judged: ${first.message}. Run 'cip-sync evidence verify' on a checkout of the branch`);
    return { located: records, passedOver: passedOver.map(({ notice }) => notice) };
}

;// CONCATENATED MODULE: ./src/github/ledger/ledger-records.ts
// A workspace's records on the evidence branch, read whole: the tree's record paths, then their
// texts through GraphQL, a hundred files per query (readFilesAtCommit), not a request per record.
// The branch's commits are judged as `evidence verify --remote` judges them, and the chain as
// `evidence verify` checks a checkout: what is judged from the records
// (the CIP obligations) must not be judged from a record that was edited, removed or reordered,
// so a break is an error (fail closed).














/**
 * The workspace's records in chain order, each with its SHA-256; none when the branch is new. The
 * branch's commits are judged with `writer`, the login the run's token writes the ledger as, and
 * the records with its keys where cip-ledger.yaml declares them.
 */
async function readWorkspaceRecords(client, target, workspace, writer) {
    const head = await (0,evidence_ledger/* readBranch */.pG)(client, target);
    if (head === undefined)
        return [];
    return (await readWorkspaceChain(client, target, { workspace, writer, head })).records;
}
/**
 * The workspace's records on the branch at `head` (read already), its chain head's bytes for the
 * run's own append (undefined: the workspace has none), and the files passed over as
 * unauthenticated exceptions (passOverUnauthenticated), each with why.
 */
async function readWorkspaceChain(client, target, read) {
    const { workspace, writer, head } = read;
    // The branch's history as `evidence verify --remote` judges it: no obligation is judged from a
    // ledger it refuses (a commit by someone other than the writer, unverified, a merge).
    const judged = await withOperatorCommits(client, target, await readLedgerCommits(client, target), writer);
    const problems = commitProblems({ branch: target.branch, commits: judged.commits }, writer.login);
    if (problems.length > 0) {
        throw new evidence_ledger/* EvidenceLedgerError */.Jm(`the evidence branch ${target.branch} has ${problems.length} problem(s) that 'cip-sync evidence verify --remote' refuses, so nothing is judged from it: ${problems.join("; ")}`);
    }
    const files = read.files ?? (await (0,ledger_tree/* workspaceFiles */.PZ)(client, target, head.tree, workspace));
    const paths = (0,ledger_tree/* recordFilesOf */.qx)(files, workspace).map(({ path }) => path);
    const { texts, signatures } = await readRecordTexts(client, target, {
        commit: head.commit,
        paths,
        files,
    });
    // The records only: the inventory listings beside them are for the populations, not read here.
    const checker = new LedgerChecker({ keepRecords: false, readsListings: false });
    const records = [];
    let chainHead;
    let inForce = null;
    paths.forEach((path, index) => {
        const text = texts[index];
        if (text === undefined)
            return;
        const file = { path, bytes: Buffer.from(text) };
        checker.add(file);
        const record = (0,evidence_chain/* parseRecordFile */.TG)(file);
        if (record.kind === "change" ||
            record.kind === "monitoring" ||
            record.kind === "configuration-monitoring") {
            records.push({ record, sha256: (0,shared_sha256/* sha256Hex */.fg)(file.bytes), path });
            inForce = (0,facts_in_force/* foldInForce */.OM)(inForce, record);
            chainHead = { record, bytes: file.bytes, inForce };
        }
    });
    const vouched = { signed: judged.signed, keys: writer.operatorKeys };
    const { breaks, passedOver } = passOverUnauthenticated(checker.result().breaks, (path) => unauthenticatedWhy(path, vouched));
    const [first] = breaks;
    if (first !== undefined) {
        throw new evidence_ledger/* EvidenceLedgerError */.Jm(`the evidence chain of workspace ${workspace} on branch ${target.branch} is broken, so its obligations cannot be judged: ${first.message}. Run 'cip-sync evidence verify' on a checkout of the branch`);
    }
    // Read whole: nothing was in force before the first record, and the genesis is what it was
    // judged or read at.
    const genesis = (0,ledger_authority/* genesisOf */.Sm)(records)?.commit;
    await checkWriterProof(records, signatures, writer, {
        workspace,
        branch: target.branch,
        start: { before: null, genesis },
    });
    return {
        records: records.map((record) => asJudged(record, vouched)),
        chainHead,
        passedOver: passedOver.map(({ notice }) => notice),
    };
}
/**
 * The pull request of the workspace's last apply recorded since `since` (an ISO time), when it
 * applied something: what most likely brought a drifted inventory back in sync. Undefined when the
 * branch, or such a record, does not exist.
 */
async function lastApplySince(octokit, target, workspace, since) {
    return (0,evidence_ledger/* guarded */.Nj)(target, "read", async () => {
        const branchHead = await (0,evidence_ledger/* readBranch */.pG)(octokit, target);
        if (branchHead === undefined)
            return undefined;
        const stamp = (0,record_files/* fileStamp */.a9)(since);
        const isSince = ({ path }) => (path.split("/").at(-1) ?? "") >= stamp;
        // Back to the first year that holds a record from before `since`.
        const enough = (records) => !records.every(isSince);
        const changes = (await (0,ledger_tree/* newestRecordFiles */.xO)(octokit, target, branchHead.tree, workspace, enough)).filter((file) => file.path.includes("-change-") && isSince(file));
        for (const change of changes.reverse()) {
            // The drift issue's closing comment quotes the pull requests: only from a schema-valid
            // record (http(s) URLs, numbers), never from whatever a file on the branch holds.
            const parsed = evidence_schema/* evidenceRecordSchema */.i9.safeParse(parseJsonOrUndefined((await (0,ledger_tree/* readBlob */.gm)(octokit, target, change.sha)).toString("utf8")));
            if (!parsed.success)
                continue;
            const record = parsed.data;
            if (record.kind !== "change")
                continue;
            const { outcome } = record.change;
            if (outcome !== "applied" && outcome !== "partly-applied" && outcome !== "interrupted")
                continue;
            return (0,evidence_record/* pullRequestsOf */.Tb)(record.change);
        }
        return undefined;
    });
}
function parseJsonOrUndefined(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/core/evidence/chain/writer-declaration.ts + 1 modules
var writer_declaration = __webpack_require__(3754);
;// CONCATENATED MODULE: ./src/github/ledger/ledger-declarations.ts
// cip-ledger.yaml read through GitHub: at the commit a run judges from (what binds the writer, and
// what doctor checks on the default branch), and at the commits in force before each record of
// the ledger, whose keys check that record (core/evidence/chain/keys-in-force.ts).



/**
 * cip-ledger.yaml at `revision` (a commit, or a branch: doctor reads the default branch's head),
 * parsed, with each problem at file:line:column; undefined when there is none.
 */
async function readDeclarationAt(client, repository, revision) {
    const [file] = await readFilesAtCommit(client, repository, revision, [writer_declaration/* LEDGER_DECLARATION_FILE */.QS]);
    return file === undefined
        ? undefined
        : (0,writer_declaration/* parseLedgerDeclaration */.vg)(file.text, writer_declaration/* LEDGER_DECLARATION_FILE */.QS);
}
/**
 * cip-ledger.yaml at `commit`, parsed; undefined when there is none; a string saying what is wrong
 * with it (file:line:column) when it cannot bind anything, which refuses the reading.
 */
async function readDeclaration(client, repository, commit) {
    const parsed = await readDeclarationAt(client, repository, commit);
    if (parsed === undefined)
        return undefined;
    return parsed.ok ? parsed.declaration : unreadable(commit, parsed.problems);
}
/**
 * cip-ledger.yaml at commits, each read once per run (the anchor's is the one read already), the
 * commits not yet read in one query per hundred: the keys that check each record with the
 * declaration in force before it (core/evidence/chain/keys-in-force.ts), and the declaration in
 * force that the anchor's is compared with.
 */
class DeclarationsAtCommits {
    /** Per commit: its declaration, undefined for none, or why it cannot be read. */
    #read = new Map();
    client;
    repository;
    constructor(client, repository, known) {
        this.client = client;
        this.repository = repository;
        this.#read.set(known.commit, known.declaration);
    }
    /**
     * The declaration at `commit`; undefined when there is none; a string saying what is wrong with
     * it (file:line:column) when it cannot bind anything.
     */
    async at(commit) {
        await this.#readMissing([commit]);
        return this.#read.get(commit);
    }
    /** The keys at each of `commits`; a declaration that cannot be read fails the reading closed. */
    keysAt = async (commits) => {
        await this.#readMissing(commits);
        return new Map(commits.map((commit) => {
            const declaration = this.#read.get(commit);
            if (typeof declaration === "string")
                throw new evidence_ledger/* EvidenceLedgerError */.Jm(`${writer_declaration/* LEDGER_DECLARATION_FILE */.QS} at commit ${commit} is in force before a record of the ledger, but cannot be read, so that record cannot be checked: ${declaration}`);
            return [commit, declaration?.keys];
        }));
    };
    async #readMissing(commits) {
        const missing = [...new Set(commits)].filter((commit) => !this.#read.has(commit));
        const { client, repository } = this;
        const files = await readFileAtCommits(client, repository, writer_declaration/* LEDGER_DECLARATION_FILE */.QS, missing);
        missing.forEach((commit, index) => {
            const file = files[index];
            this.#read.set(commit, file === undefined ? undefined : declarationOf(file.text, commit));
        });
    }
}
/** The declaration in `text`, read at `commit`, or what is wrong with it. */
function declarationOf(text, commit) {
    const parsed = (0,writer_declaration/* parseLedgerDeclaration */.vg)(text, writer_declaration/* LEDGER_DECLARATION_FILE */.QS);
    return parsed.ok ? parsed.declaration : unreadable(commit, parsed.problems);
}
function unreadable(commit, problems) {
    return `${writer_declaration/* LEDGER_DECLARATION_FILE */.QS} at commit ${commit} declares the ledger's writer, but it cannot be read, so nothing is judged from the ledger: ${problems.join("; ")}; fix it in a reviewed change`;
}

;// CONCATENATED MODULE: ./src/github/ledger/ledger-authority-read.ts
// The one authenticated reading of the evidence ledger that every decision of the Action starts
// from (core/evidence/chain/ledger-authority.ts judges it): the gate's owner policy and baseline
// comparison, the merge's, the merge queue's and the drift check's. First cip-ledger.yaml at the
// commit the run judges from (the reviewed declaration of the writer's keys and of where each
// workspace's ledger is known to stand), then the head the Action last kept, from the commit
// statuses of that commit and its first parents (commit statuses stay with a commit, so deleting
// or force-pushing the evidence branch leaves them; with a declaration only those the writer's
// key signed count, the highest on the nearest commit that has one), then the records: from the
// last checkpoint on (its commits by the writer, verified, on the head's line; the chain checked
// from its record) or whole, each signed, where the writer is bound, by a key of the declaration
// in force before it (core/evidence/chain/keys-in-force.ts), never of the one at the commit judged
// from. Last, the declaration must be the one in force: a change to it that the gate did not
// accept binds nothing.







/**
 * How many commits of the default branch, from the run's commit back along first parents, are
 * searched for the kept head: the Action keeps it on every merge it records and every drift check,
 * so a gap this long means pushes that bypassed review, which the drift check reports.
 */
const KEPT_HEAD_WINDOW = 50;
/** Pages of GitHub's commit list read to follow the first parents through the window. */
const COMMIT_PAGES = 3;
/** Pages of one commit's statuses read: GitHub keeps at most 1,000 per commit and context. */
const STATUS_PAGES = 10;
const PER_PAGE = 100;
/**
 * The facts in force for `workspace`, from the ledger read as `login` (the login the run's token
 * writes it as) with the keys cip-ledger.yaml declares at `anchor` (the commit the run judges
 * from: the base, or the default branch's head), and the head kept on `anchor` or its first
 * parents. Without a declaration at `anchor` nothing is read, and the reading is refused, unless
 * `change` (the judged change's own cip-ledger.yaml) binds the writer (judgeUnboundWriter).
 */
async function readLedgerAuthority(client, target, request, readSince = readSinceCheckpoint) {
    const { workspace, login, anchor } = request;
    const repository = { owner: target.owner, repo: target.repo };
    const declared = await readDeclaration(client, repository, anchor);
    if (typeof declared === "string")
        return refusedReading(declared, login);
    const binding = declared === undefined ? (0,writer_declaration/* judgeUnboundWriter */.MK)(request.change) : undefined;
    if (binding !== undefined && "refused" in binding)
        return refusedReading(binding.refused, login);
    const declarations = declared === undefined
        ? undefined
        : new DeclarationsAtCommits(client, repository, { commit: anchor, declaration: declared });
    const writer = {
        login,
        keys: declared?.keys,
        declarationsAt: declarations?.keysAt,
        operatorKeys: declared?.operatorKeys,
    };
    const search = await readKeptHead(client, repository, {
        branch: target.branch,
        workspace,
        writer,
        anchor,
    });
    const { authority, hint, passedOver } = await readAndJudge(client, target, {
        workspace,
        writer,
        kept: search.head,
        declaredStart: declared?.starts.get(workspace),
        readSince,
    });
    const notices = [
        ...search.ignored,
        ...passedOver,
        ...(binding === undefined
            ? startNotice(declared, authority, target, workspace)
            : [binding.notice]),
    ];
    const read = { hint, declaration: declared, binding: binding?.binding, notices, writer };
    if (declarations === undefined || declared === undefined || authority.kind !== "in-force")
        return { authority, ...read };
    const inForce = await declarationInForce(declarations, declared, {
        anchor,
        inForce: authority.inForce.commit,
    });
    return { authority: inForce ?? authority, ...read };
}
function refusedReading(why, login) {
    const authority = { kind: "refused", why };
    const writer = { login };
    return {
        authority,
        hint: undefined,
        declaration: undefined,
        binding: undefined,
        notices: [],
        writer,
    };
}
async function readAndJudge(client, target, read) {
    const { workspace, writer, kept } = read;
    const branch = await (0,evidence_ledger/* readBranch */.pG)(client, target);
    const reading = { branch: target.branch, workspace, kept, declaredStart: read.declaredStart };
    if (branch === undefined) {
        const authority = (0,ledger_authority/* judgeLedgerAuthority */.I8)({
            ...reading,
            branchCommit: undefined,
            records: [],
            start: "first-record",
        });
        return { authority, hint: null, passedOver: [] };
    }
    try {
        const since = await read.readSince(client, target, workspace, writer, branch);
        const carrier = since.checkpoint?.record.record;
        const first = since.records[0]?.record.sequence;
        const floor = Math.max(kept?.sequence ?? 0, read.declaredStart?.sequence ?? 0);
        // From the checkpoint when it holds what the judgement needs: the head the ledger must hold at
        // or after its record, and an accepted merge in force at the end (else the genesis, before it).
        if (carrier !== undefined && first !== undefined && (floor === 0 || floor >= first)) {
            const fromCheckpoint = {
                ...reading,
                branchCommit: branch.commit,
                records: since.records,
                start: { before: carrier.in_force ?? null },
            };
            const passedOver = since.passedOver ?? [];
            if (!(0,ledger_authority/* needsGenesis */.Y3)(fromCheckpoint))
                return { authority: (0,ledger_authority/* judgeLedgerAuthority */.I8)(fromCheckpoint), hint: since.hint, passedOver };
            // Before any accepted merge the genesis is in force: the checkpoint carries it, so a routine
            // run reads from there whatever the ledger's age (format 5 on).
            const genesis = checkpointGenesis(since.checkpoint?.text);
            if (genesis !== undefined) {
                const start = { ...fromCheckpoint.start, genesis };
                return {
                    authority: (0,ledger_authority/* judgeLedgerAuthority */.I8)({ ...fromCheckpoint, start }),
                    hint: since.hint,
                    passedOver,
                };
            }
        }
        const { records, chainHead, passedOver } = await readWorkspaceChain(client, target, {
            workspace,
            writer,
            head: branch,
            files: since.files,
        });
        const authority = (0,ledger_authority/* judgeLedgerAuthority */.I8)({
            ...reading,
            branchCommit: branch.commit,
            records,
            start: "first-record",
        });
        const chain = chainHead === undefined ? {} : { chain: { workspace, head: chainHead } };
        return { authority, hint: { commit: branch.commit, ...chain }, passedOver };
    }
    catch (error) {
        if (!(error instanceof evidence_ledger/* EvidenceLedgerError */.Jm))
            throw error;
        return { authority: { kind: "refused", why: error.message }, hint: undefined, passedOver: [] };
    }
}
/**
 * The refusal when the declaration at `anchor` is not the one in force (at the commit the last
 * accepted merge, or the genesis, put in force): undefined when it is.
 */
async function declarationInForce(declarations, declared, at) {
    if (at.inForce === at.anchor)
        return undefined;
    const inForce = await declarations.at(at.inForce);
    if (typeof inForce === "object" && inForce.digest === declared.digest)
        return undefined;
    const there = inForce === undefined ? "has none" : "declares another writer or start";
    return {
        kind: "refused",
        why: `${writer_declaration/* LEDGER_DECLARATION_FILE */.QS} at commit ${at.anchor} is not the one in force: commit ${at.inForce}, which the last merge the gate accepted (or the ledger's genesis) put in force, ${there}. A change to the ledger's writer binds only once the gate accepts it: revert it, or merge it through a pull request its approvers approve`,
    };
}
/** What the run's log says of the declaration: until it declares it, that the ledger has begun. */
function startNotice(declared, authority, target, workspace) {
    if (declared === undefined || declared.starts.has(workspace) || authority.kind !== "in-force")
        return [];
    return [
        `The evidence ledger on ${target.branch} has begun for workspace ${workspace}, but ${writer_declaration/* LEDGER_DECLARATION_FILE */.QS} does not declare where it stands: until it does, a deleted branch with no kept head within ${KEPT_HEAD_WINDOW} commits reads as a ledger not started. Add "starts: { ${workspace}: { sequence: N, sha256: ... } }" with the head this run publishes (docs/ledger-writer.md)`,
    ];
}
/**
 * The head kept for `workspace` on `anchor` or the nearest of its first parents (at most
 * KEPT_HEAD_WINDOW of them): the highest that the writer kept on that commit. Where cip-ledger.yaml
 * binds the writer, a status counts only with the key's signature over the head, its context and
 * the commit, whoever posted it; otherwise only the writer's login's statuses count, as before.
 */
async function readKeptHead(client, repository, request) {
    const ignored = new Set();
    const firstParents = new FirstParents(client, repository, request.anchor);
    let commit = request.anchor;
    for (let step = 0; commit !== undefined && step < KEPT_HEAD_WINDOW; step += 1) {
        const head = await highestKeptOn(client, repository, { ...request, commit }, ignored);
        if (head !== undefined)
            return { head, ignored: [...ignored] };
        commit = await firstParents.of(commit);
    }
    return { head: undefined, ignored: [...ignored] };
}
/**
 * The highest head the writer kept on `at.commit` (keptHeadAmong), reading its statuses page by
 * page until one counts; the statuses it did not count are added to `ignored`.
 */
async function highestKeptOn(client, repository, at, ignored) {
    for (let page = 1; page <= STATUS_PAGES; page += 1) {
        const { data: statuses } = await client.rest.repos.listCommitStatusesForRef({
            ...repository,
            ref: at.commit,
            per_page: PER_PAGE,
            page,
        });
        const found = (0,ledger_authority/* keptHeadAmong */.pC)(statuses, at);
        for (const line of found.ignored)
            ignored.add(line);
        if (found.head !== undefined || statuses.length < PER_PAGE)
            return found.head;
    }
    return undefined;
}
/**
 * The first parent of each commit of the default branch's line from `anchor`, from GitHub's commit
 * list (in date order, not first-parent order: its pages are kept, and a parent not yet listed asks
 * the next page), at most COMMIT_PAGES pages.
 */
class FirstParents {
    #parentOf = new Map();
    client;
    repository;
    anchor;
    #page = 0;
    #exhausted = false;
    constructor(client, repository, anchor) {
        this.client = client;
        this.repository = repository;
        this.anchor = anchor;
    }
    async of(commit) {
        while (!this.#parentOf.has(commit) && !this.#exhausted && this.#page < COMMIT_PAGES) {
            this.#page += 1;
            const { data: commits } = await this.client.rest.repos.listCommits({
                ...this.repository,
                sha: this.anchor,
                per_page: PER_PAGE,
                page: this.#page,
            });
            for (const listed of commits)
                this.#parentOf.set(listed.sha, listed.parents[0]?.sha);
            if (commits.length < PER_PAGE)
                this.#exhausted = true;
        }
        return this.#parentOf.get(commit);
    }
}
/**
 * Keeps `head` as the workspace's chain head on `commit`, a commit of the default branch: signed by
 * the writer's key where the run has one, so that no other job can post a head that counts.
 */
async function keepLedgerHead(client, target, keep) {
    const repository = { owner: target.owner, repo: target.repo };
    const { commit, workspace, head, key } = keep;
    const claim = { branch: target.branch, workspace, commit, ...head };
    await client.rest.repos.createCommitStatus({
        ...repository,
        sha: commit,
        context: (0,ledger_authority/* keptHeadContext */.YK)(target.branch, workspace),
        state: "success",
        description: key === undefined ? (0,ledger_authority/* keptHeadDescription */.nM)(head) : (0,writer_proof/* signedHeadDescription */.JR)(key.privateKey, claim),
    });
}

;// CONCATENATED MODULE: ./src/github/notices/obligations-issue.ts

const OBLIGATIONS_LABEL = "cip-obligations";
/** GitHub rejects issue bodies longer than this. */
const obligations_issue_BODY_LIMIT = 65_536;
function obligations_issue_marker(workspace) {
    return `<!-- cip-sync:obligations workspace=${workspace} -->`;
}
const obligations_issue_MARKER = /^<!-- cip-sync:obligations workspace=(\S+) -->\r?$/;
/**
 * Opens, updates or closes the issue: `list` is the Markdown of the obligations that need someone
 * (overdue or due soon), or undefined when none does; `notJudged`, the families not judged, is
 * said by the closing comment too, which is otherwise no all-clear for them.
 */
async function reportObligationsIssue(octokit, target, list, runUrl, notJudged = "") {
    const repository = { owner: target.owner, repo: target.repo };
    const existing = await findMarkedIssue(octokit, target, (line) => obligations_issue_MARKER.exec(line)?.[1] === target.workspace ? {} : undefined);
    if (list === undefined) {
        if (existing === undefined)
            return { action: "none" };
        await octokit.rest.issues.createComment({
            ...repository,
            issue_number: existing.number,
            body: `**No CIP obligation is overdue or due soon** ([run](${runUrl})).${notJudged === "" ? "" : `\n\n${notJudged}`}`,
        });
        await octokit.rest.issues.update({
            ...repository,
            issue_number: existing.number,
            state: "closed",
            state_reason: "completed",
        });
        return { action: "closed", url: existing.url };
    }
    const body = `${obligations_issue_marker(target.workspace)}\n${list}\nUpdated by every drift check ([run](${runUrl})), closed by the first that finds nothing overdue or due soon.\n`.slice(0, obligations_issue_BODY_LIMIT);
    if (existing !== undefined) {
        await octokit.rest.issues.update({ ...repository, issue_number: existing.number, body });
        return { action: "updated", url: existing.url };
    }
    const { data } = await octokit.rest.issues.create({
        ...repository,
        title: `CIP obligations: workspace ${target.workspace}`,
        body,
        labels: [OBLIGATIONS_LABEL],
    });
    return { action: "opened", url: data.html_url };
}

;// CONCATENATED MODULE: ./src/github/notices/labels.ts
// A pull-request label kept in step with the plan (e.g. `inventory-deletes` while the plan deletes
// assets): added or removed only when it is not already so, and created in the repository first
// when missing, with a colour and a description of our own.

/**
 * Makes `name` present on the pull request, or absent. `current` is its label names when the
 * caller already has them (from the event payload); otherwise they are read.
 */
async function setLabel(octokit, issue, name, present, style, current) {
    const { owner, repo, number } = issue;
    const labels = current ??
        (await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
            owner,
            repo,
            issue_number: number,
            per_page: 100,
        })).map((label) => label.name);
    if (labels.includes(name) === present)
        return "unchanged";
    if (!present) {
        try {
            await octokit.rest.issues.removeLabel({ owner, repo, issue_number: number, name });
        }
        catch (error) {
            // Someone removed it meanwhile: it is absent, as wanted.
            if ((0,github_client/* requestStatus */.G)(error) !== 404)
                throw error;
        }
        return "removed";
    }
    await ensureRepositoryLabel(octokit, { owner, repo }, name, style);
    await octokit.rest.issues.addLabels({ owner, repo, issue_number: number, labels: [name] });
    return "added";
}
async function ensureRepositoryLabel(octokit, repository, name, style) {
    try {
        await octokit.rest.issues.getLabel({ ...repository, name });
        return;
    }
    catch (error) {
        if ((0,github_client/* requestStatus */.G)(error) !== 404)
            throw error;
    }
    try {
        await octokit.rest.issues.createLabel({ ...repository, name, ...style });
    }
    catch (error) {
        // 422: another run created it meanwhile.
        if ((0,github_client/* requestStatus */.G)(error) !== 422)
            throw error;
    }
}

// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 2 modules
var inventory_files = __webpack_require__(1857);
;// CONCATENATED MODULE: ./src/github/files/tree-at-commit.ts
// The files under some paths at one commit, listed through GraphQL tree entries, level by level:
// one query per FILES_PER_QUERY directories of a level (a directory's `entries` with their git
// modes, as files-at-commit.ts reads them), so an inventory folder two levels deep costs two
// queries whatever the number of its files. GitHub lists a tree's entries whole (it flags no
// truncation there, unlike the REST git trees API), so nothing is guessed. Anything it cannot list
// fails the listing closed: the owner policy must not judge a base missing documents. Symbolic
// links are listed apart: the caller reads those that name a file it wants (files-at-commit.ts
// follows them) and refuses the others, whose target may be a folder the checkout follows.





/** git's modes of a folder, a symbolic link and a submodule (a commit of another repository). */
const TREE_MODE = 0o40000;
const tree_at_commit_SYMLINK_MODE = 0o120000;
const SUBMODULE_MODE = 0o160000;
/** A listing that could not be made whole; the message says where, why and what to do. */
class TreeListingError extends Error {
    name = "TreeListingError";
}
/** A symbolic link the listing cannot follow: no retry helps, only replacing the link. */
class SymbolicLinkError extends TreeListingError {
    name = "SymbolicLinkError";
}
/** A symbolic link above a root. */
class LinkAboveRootError extends SymbolicLinkError {
    name = "LinkAboveRootError";
}
/** Each folder's entries, and each folder's parent's (to tell a link to it by its mode). */
function treesQuery(count, parents) {
    const { variables, fields } = objectsQueryParts([
        { alias: "d", variable: "d", count, selection: `__typename ${TREE_ENTRIES}` },
        { alias: "p", variable: "p", count: parents, selection: TREE_ENTRIES },
    ]);
    return `query TreesAtCommit($owner: String!, $repo: String!, ${variables}) {
  repository(owner: $owner, name: $repo) {
    ${fields}
  }
}`;
}
const shown = (path) => (path === "" ? "the repository's root" : path);
function cannotList(path, sha, why, cause) {
    return new TreeListingError(`cannot list ${shown(path)} at commit ${sha}: ${why}`, { cause });
}
const parentOf = (path) => (external_node_path_.posix.dirname(path) === "." ? "" : external_node_path_.posix.dirname(path));
/** The folders above `path`, nearest the repository's root first ("" itself included). */
function ancestorsOf(path) {
    if (path === "")
        return [];
    const parent = parentOf(path);
    return [...ancestorsOf(parent), parent];
}
/**
 * One level: each folder's answer (null: nothing at that path), with the git mode of each under
 * its parent's entries when `withModes` (the roots: a root that is a symbolic link answers as a
 * blob, and only its parent's entries tell). A symbolic link at any level above a root fails the
 * listing: GitHub answers nothing under it, which would read as no files at all, while the
 * checkout follows it to the folder it names.
 */
async function listLevel(client, repository, sha, folders, withModes) {
    const parents = withModes ? [...new Set(folders.flatMap(ancestorsOf))] : [];
    const variables = { owner: repository.owner, repo: repository.repo };
    folders.forEach((folder, index) => (variables[`d${index}`] = `${sha}:${folder}`));
    parents.forEach((parent, index) => (variables[`p${index}`] = `${sha}:${parent}`));
    let answer;
    try {
        answer = await client.graphql(treesQuery(folders.length, parents.length), variables);
    }
    catch (error) {
        const [first = "", ...more] = folders;
        const what = itemOfError(error, "d", folders) ??
            (more.length === 0 ? first : `${shown(first)} (and ${more.length} more folders)`);
        throw cannotList(what, sha, (0,errors/* errorMessage */.g)(error), error);
    }
    const found = answer.repository ?? {};
    const modeOf = (path) => path === ""
        ? undefined
        : found[`p${parents.indexOf(parentOf(path))}`]?.entries?.find((entry) => entry.name === external_node_path_.posix.basename(path))?.mode;
    return folders.map((folder, index) => {
        const node = found[`d${index}`];
        if (node === undefined)
            throw cannotList(folder, sha, "GitHub's answer does not include it");
        const link = withModes
            ? ancestorsOf(folder).find((above) => modeOf(above) === tree_at_commit_SYMLINK_MODE)
            : undefined;
        if (link !== undefined)
            throw new LinkAboveRootError(`cannot list ${folder} at commit ${sha}: ${link}, a folder above it, is a symbolic link, which the checkout follows to another folder and the listing cannot: replace the link with the folder it points to`);
        return { node, mode: modeOf(folder) };
    });
}
/**
 * Every file at commit `sha` under each of `roots` (paths from the repository's root, "" the root
 * itself), at any depth, sorted: a root that is a file is itself, one that does not exist there is
 * nothing. Submodules are skipped, as a checkout without them has none of their files. Throws a
 * TreeListingError for anything it cannot list.
 */
async function listFilesAtCommit(client, repository, sha, roots) {
    const files = new Set();
    const links = new Set();
    let level = [...new Set(roots)];
    for (let depth = 0; level.length > 0; depth++) {
        const next = [];
        for (let start = 0; start < level.length; start += FILES_PER_QUERY) {
            const folders = level.slice(start, start + FILES_PER_QUERY);
            const nodes = await listLevel(client, repository, sha, folders, depth === 0);
            nodes.forEach(({ node, mode: rootMode }, index) => {
                // listLevel answers one node per folder asked, in order.
                const folder = (0,collections/* itemOrThrow */.Tp)(folders, index, "the folders asked");
                if (node === null)
                    return;
                if (node.__typename === "Blob" && depth === 0)
                    return void (rootMode === tree_at_commit_SYMLINK_MODE ? links : files).add(folder);
                if (node.__typename !== "Tree" || node.entries === undefined)
                    throw cannotList(folder, sha, `it is a ${node.__typename ?? "thing"} GitHub cannot list`);
                for (const { name, mode } of node.entries) {
                    const path = folder === "" ? name : external_node_path_.posix.join(folder, name);
                    if (mode === TREE_MODE)
                        next.push(path);
                    else if (mode === tree_at_commit_SYMLINK_MODE)
                        links.add(path);
                    else if (mode !== SUBMODULE_MODE)
                        files.add(path);
                }
            });
        }
        level = next;
    }
    const sorted = (paths) => [...paths].sort(names/* compareCodePoints */.OP);
    return { files: sorted(files), links: sorted(links) };
}

;// CONCATENATED MODULE: ./src/github/files/documents-at-commit.ts




/**
 * The inventory files `sha` has under the patterns' roots that the patterns match. Throws a
 * SymbolicLinkError when they cannot all be listed for a link: one at any level above a root
 * (LinkAboveRootError), or one under the patterns other than a document they name, which may be a
 * folder the checkout reads and no listing follows; a TreeListingError when GitHub cannot answer.
 */
async function listDocumentsAtCommit(client, repository, sha, wanted) {
    const listed = await listFilesAtCommit(client, repository, sha, wanted.roots);
    // A link named as a document is read (files-at-commit.ts follows it to its file).
    const link = listed.links.find((path) => !wanted.matches(path) || !(0,inventory_files/* isInventoryFileName */.k_)(path));
    if (link !== undefined)
        throw new SymbolicLinkError(`cannot list ${link} at commit ${sha}: it is a symbolic link under the inventory patterns, which may point to a folder the checkout reads and the listing cannot follow: replace the link with the folder or file it points to`);
    return [...listed.files, ...listed.links].filter((path) => wanted.matches(path));
}
/** Each inventory file at `sha` that exists there; throws when GitHub cannot list or read them. */
async function readDocumentsAtCommit(client, repository, sha, wanted) {
    const under = await listDocumentsAtCommit(client, repository, sha, wanted);
    const paths = [...new Set([...wanted.paths, ...under])].sort(names/* compareCodePoints */.OP);
    const read = await readFilesAtCommit(client, repository, sha, paths);
    return paths.flatMap((path, index) => {
        const file = read[index];
        return file === undefined ? [] : [{ path, text: file.text }];
    });
}
/**
 * Every file at `sha` under each of `roots` and its text; throws when GitHub cannot list or read
 * them, and for a symbolic link there, which the listing cannot follow.
 */
async function readFilesUnder(client, repository, sha, roots) {
    const { files, links } = await listFilesAtCommit(client, repository, sha, roots);
    const [link] = links;
    if (link !== undefined)
        throw new SymbolicLinkError(`cannot read ${link} at commit ${sha}: it is a symbolic link, which the listing cannot follow: replace it with the file it points to`);
    const read = await readFilesAtCommit(client, repository, sha, files);
    return files.flatMap((path, index) => {
        const file = read[index];
        return file === undefined ? [] : [{ path, text: file.text }];
    });
}

;// CONCATENATED MODULE: ./src/core/review/approvals.ts
// Which reviews count as approvals of what was merged: each reviewer by their latest deciding
// review, only when it approves the head commit, only from someone who neither authored nor
// committed a commit of the change (by login; by e-mail for a commit with no account; not at all
// when that cannot be told), and only from a human account with write access (as branch
// protection counts them). The code host reads the reviews and the accounts; the rules are here.

const DECIDING_STATES = new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);
/** Each reviewer's latest deciding review, by login: the one review of theirs that counts. */
function latestDecidingReviews(reviews) {
    const latest = new Map();
    for (const review of reviews) {
        if (review.login !== undefined && DECIDING_STATES.has(review.state))
            latest.set(review.login, review);
    }
    return latest;
}
/**
 * The approvals among `reviews` of a change whose head commit is `headSha`, sorted. Each reviewer
 * counts by their latest deciding review: a later "changes requested" or a dismissal withdraws an
 * approval; a plain comment review does not. An approval counts only when given on `headSha`: the
 * reviewed plan is the head's.
 */
function approvalsOf(reviews, headSha) {
    const approving = [...latestDecidingReviews(reviews)].filter(([, review]) => review.state === "APPROVED");
    const logins = (atHead) => approving
        .filter(([, review]) => (review.commit === headSha) === atHead)
        .map(([login]) => login)
        .sort(names/* compareCodePoints */.OP);
    const approvedAt = new Map(approving.flatMap(([login, review]) => review.commit === headSha && review.at !== undefined ? [[login, review.at]] : []));
    return { approvedBy: logins(true), approvedEarlierCommit: logins(false), approvedAt };
}
/** Whether `login` worked on the commits: yes, no, or cannot be told (with why). */
function involvement(login, participants, email) {
    if (participants.logins.has(login.toLowerCase()))
        return true;
    if (participants.unlinkedEmails.size === 0)
        return false;
    // A commit by someone with no account: matched by the approver's e-mail, failing closed.
    if (email === undefined)
        return "a commit's author or committer has no account, and the approver's e-mail was not looked up";
    if (email.kind === "unreadable")
        return `a commit's author or committer has no account, and the approver's e-mail could not be read: ${email.why}`;
    return email.email !== null && participants.unlinkedEmails.has(email.email.toLowerCase());
}
/**
 * The text of each reviewer's latest deciding review when it approves, by login (the same latest
 * review approvalsOf counts): an approval's text may be a freeze override of the owner policy.
 */
function approvalBodies(reviews) {
    const bodies = new Map();
    for (const [login, { state, body }] of latestDecidingReviews(reviews))
        if (state === "APPROVED")
            bodies.set(login, body);
    return bodies;
}
/**
 * `approvedBy` split into independent approvers and those who worked on the commits, by login,
 * and by e-mail for a commit whose author or committer has no account (`emails`: each approver's
 * e-mail, needed only then). An approver whose independence cannot be told does not count: when
 * the commits could not all be read, or an e-mail that would tell could not be.
 */
function splitIndependent(approvedBy, participants, emails = new Map()) {
    const independent = [];
    const notIndependent = [];
    const notCounted = [];
    for (const login of [...approvedBy].sort(names/* compareCodePoints */.OP)) {
        const involved = participants.kind === "unreadable"
            ? participants.why
            : involvement(login, participants, emails.get(login));
        if (involved === false)
            independent.push(login);
        else if (involved === true)
            notIndependent.push(login);
        else
            notCounted.push({ login, why: `independence could not be checked: ${involved}` });
    }
    return { approvedBy: independent, notIndependent, notCounted };
}
const WRITE_ACCESS = new Set(["write", "maintain", "admin"]);
/** Why `login`'s approval does not count, or undefined when it does. Fails closed. */
function whyNotCounted(login, account) {
    if (isBotLogin(login))
        return "a bot";
    if (account === undefined)
        return "permission could not be read: not looked up";
    if (account.kind === "unreadable")
        return `permission could not be read: ${account.why}`;
    if (account.type === "Bot")
        return "a bot";
    if (account.type !== "User")
        return `not a person's account (type ${account.type})`;
    const { permission, roleName } = account;
    if (WRITE_ACCESS.has(permission) || (roleName !== undefined && WRITE_ACCESS.has(roleName)))
        return undefined;
    return permission === "none" && roleName === undefined ? "no access" : "read access only";
}
/**
 * `approvedBy` split into the approvals that count (a human account with write access to the
 * repository) and those that do not, each with why; `accounts` holds what the code host said of
 * each approver. An approver whose account is missing or could not be read does not count.
 */
function splitCounted(approvedBy, accounts) {
    const counted = [];
    const notCounted = [];
    for (const login of [...approvedBy].sort(names/* compareCodePoints */.OP)) {
        const why = whyNotCounted(login, accounts.get(login));
        if (why === undefined)
            counted.push(login);
        else
            notCounted.push({ login, why });
    }
    return { approvedBy: counted, notCounted };
}
/** A GitHub App's login (`name[bot]`): never counted, so its account need not be looked up. */
function isBotLogin(login) {
    return login.toLowerCase().endsWith("[bot]");
}

// EXTERNAL MODULE: ./src/core/review/reviewed-plan.ts
var reviewed_plan = __webpack_require__(19);
;// CONCATENATED MODULE: ./src/github/review/approval-independence.ts


/** GitHub's pull request commits endpoint lists at most this many commits. */
const PULL_REQUEST_COMMITS_LISTED = 250;
/** Commits of one pull request read at most; past it, independence cannot be checked. */
const MAX_INDEPENDENCE_COMMITS = 10_000;
const PAGE = 100;
/** A GitHub no-reply address (`login@` or `id+login@users.noreply.github.com`) names its login. */
const NOREPLY = /^(?:\d+\+)?([^@+]+)@users\.noreply\.github\.com$/i;
/**
 * Who authored or committed the commits: by login where GitHub links an account; else by the
 * login a no-reply address names, else by e-mail (matched against the approvers' e-mails).
 */
function participantsOf(commits) {
    const logins = new Set();
    const unlinkedEmails = new Set();
    for (const { author, committer, commit } of commits) {
        const people = [
            [author, commit.author?.email],
            [committer, commit.committer?.email],
        ];
        for (const [account, email] of people) {
            if (account?.login !== undefined)
                logins.add(account.login.toLowerCase());
            else if (email !== undefined && email !== "") {
                const named = NOREPLY.exec(email)?.[1];
                if (named === undefined)
                    unlinkedEmails.add(email.toLowerCase());
                else
                    logins.add(named.toLowerCase());
            }
        }
    }
    return { kind: "read", logins, unlinkedEmails };
}
/**
 * Everyone who authored or committed a commit of the pull request. The pull request's own list
 * when it holds fewer than 250 commits; else every commit from its base to its head through the
 * compare API, page by page, at most MAX_INDEPENDENCE_COMMITS (more: unreadable, with why).
 */
async function commitParticipants(octokit, repository, number) {
    const listed = await octokit.paginate(octokit.rest.pulls.listCommits, {
        ...repository,
        pull_number: number,
        per_page: PAGE,
    });
    if (listed.length < PULL_REQUEST_COMMITS_LISTED)
        return participantsOf(listed);
    const { data: pull } = await octokit.rest.pulls.get({ ...repository, pull_number: number });
    return comparedParticipants(octokit, repository, { base: pull.base.sha, head: pull.head.sha });
}
async function comparedParticipants(octokit, repository, { base, head }) {
    const range = `${(0,wording/* shortSha */.Fu)(base)}...${(0,wording/* shortSha */.Fu)(head)}`;
    const commits = [];
    for (let page = 1; page <= MAX_INDEPENDENCE_COMMITS / PAGE; page += 1) {
        let data;
        try {
            ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
                ...repository,
                basehead: `${base}...${head}`,
                per_page: PAGE,
                page,
            }));
        }
        catch (error) {
            // 404: a commit GitHub no longer has; 422: no common history. Anything else fails the run.
            const status = (0,github_client/* requestStatus */.G)(error);
            if (status !== 404 && status !== 422)
                throw error;
            return { kind: "unreadable", why: `GitHub cannot compare ${range} (HTTP ${status})` };
        }
        if (data.total_commits > MAX_INDEPENDENCE_COMMITS)
            break;
        commits.push(...data.commits);
        if (commits.length >= data.total_commits || data.commits.length < PAGE)
            return participantsOf(commits);
    }
    return {
        kind: "unreadable",
        why: `the pull request has more than ${MAX_INDEPENDENCE_COMMITS.toLocaleString("en-US")} commits (${range}), more than are read`,
    };
}

;// CONCATENATED MODULE: ./src/github/review/approver-accounts.ts
// What GitHub says of each approver's account, for the rule of core/review/approvals.ts that only
// a human account with write access approves (as branch protection counts approvals): the
// account type and the repository permission, read once per login and run; and, for a commit
// whose author has no account, the approver's public e-mail. A lookup that fails
// is kept as its reason, never as an error: the approval then does not count.



/** The accounts of approvers, each looked up at most once however many pull requests it approved. */
class ApproverAccounts {
    #octokit;
    #repository;
    #accounts = new Map();
    #emails = new Map();
    constructor(octokit, repository) {
        this.#octokit = octokit;
        this.#repository = repository;
    }
    /** The accounts of `logins` that GitHub is asked about (a `[bot]` login is not). */
    of(logins) {
        return lookUpOnce(this.#accounts, logins.filter((login) => !isBotLogin(login)), (login) => readAccount(this.#octokit, this.#repository, login));
    }
    /**
     * The public e-mail of each of `logins` (GET /users/{login}), for a commit whose author has no
     * account: looked up only then, once per login and run.
     */
    emails(logins) {
        return lookUpOnce(this.#emails, logins, (login) => readEmail(this.#octokit, login));
    }
}
/** What `read` gives for each of `logins`, read at most once per login through `cache`. */
async function lookUpOnce(cache, logins, read) {
    const answers = await Promise.all(logins.map((login) => {
        let lookup = cache.get(login);
        if (lookup === undefined) {
            lookup = read(login);
            cache.set(login, lookup);
        }
        return lookup;
    }));
    return new Map(answers.map((answer, index) => [logins[index] ?? "", answer]));
}
async function readAccount(octokit, repository, username) {
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
            ...repository,
            username,
        });
        const roleName = data.role_name;
        return {
            kind: "read",
            type: data.user?.type ?? "unknown",
            permission: data.permission,
            ...(typeof roleName === "string" ? { roleName } : {}),
        };
    }
    catch (error) {
        return { kind: "unreadable", why: whyUnreadable(error) };
    }
}
function whyUnreadable(error) {
    const status = (0,github_client/* requestStatus */.G)(error);
    return status === undefined ? (0,errors/* errorMessage */.g)(error) : `GitHub answered HTTP ${status}`;
}
async function readEmail(octokit, username) {
    try {
        const { data } = await octokit.rest.users.getByUsername({ username });
        return { kind: "read", email: data.email ?? null };
    }
    catch (error) {
        return { kind: "unreadable", why: whyUnreadable(error) };
    }
}

// EXTERNAL MODULE: ./src/core/sources/source-proposal.ts
var source_proposal = __webpack_require__(7040);
;// CONCATENATED MODULE: ./src/github/commit-range.ts
// The pull requests a range of commits brings in: those a push to the default branch merged (a
// merge-queue batch, or several merges pushed at once), and those a merge queue's group holds.
// Found through GitHub's own records (compare, and the pull requests associated with a commit),
// never through commit messages, which the pull requests' authors write.



/** Commits of a range read at most; a longer range is reported incomplete. */
const MAX_RANGE_COMMITS = 300;
/** Commits of the range's first-parent chain asked about their pull requests, at most. */
const MAX_RANGE_PULL_REQUESTS = 50;
const commit_range_COMPARE_PAGE = 100;
const ZERO_SHA = /^0+$/;
/** The fields of a pull request as the REST API answers it that the change record keeps. */
function pullRequestOf(pull) {
    const claim = (0,source_proposal/* sourceClaim */.ue)({
        number: pull.number,
        headRef: pull.head.ref,
        body: pull.body ?? "",
        author: pull.user === null ? undefined : { login: pull.user.login, bot: pull.user.type === "Bot" },
        sameRepository: pull.head.repo?.full_name === pull.base.repo.full_name,
    });
    return {
        number: pull.number,
        url: pull.html_url,
        title: pull.title,
        author: pull.user?.login ?? "",
        headSha: pull.head.sha,
        ...(claim === undefined
            ? {}
            : "source" in claim
                ? { source: claim.source }
                : { sourceRefused: claim.refused }),
    };
}
/** The commits reachable from `head` and not from `base`, at most MAX_RANGE_COMMITS of them. */
async function compareRange(octokit, repository, base, head) {
    const commits = [];
    for (let page = 1; commits.length < MAX_RANGE_COMMITS; page += 1) {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
            ...repository,
            basehead: `${base}...${head}`,
            per_page: commit_range_COMPARE_PAGE,
            page,
        });
        commits.push(...data.commits.map((commit) => ({
            sha: commit.sha,
            parents: commit.parents.map((parent) => parent.sha),
        })));
        if (commits.length >= data.total_commits || data.commits.length < commit_range_COMPARE_PAGE)
            return { commits };
    }
    return {
        commits,
        incomplete: `the range ${(0,wording/* shortSha */.Fu)(base)}...${(0,wording/* shortSha */.Fu)(head)} has more than ${MAX_RANGE_COMMITS} commits; only the first were read`,
    };
}
/**
 * The commits the range's branch itself moved through, newest first: from `head` along first
 * parents while inside the range. These are the merge, squash or rebased commits a merge made;
 * a merged pull request's own commits hang off them as second parents.
 */
function firstParentChain(commits, head) {
    const bySha = new Map(commits.map((commit) => [commit.sha, commit]));
    const chain = [];
    for (let commit = bySha.get(head); commit !== undefined;) {
        chain.push(commit);
        if (chain.length > commits.length)
            break;
        commit = commit.parents[0] === undefined ? undefined : bySha.get(commit.parents[0]);
    }
    return chain;
}
async function associatedPulls(octokit, repository, sha) {
    return octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
        ...repository,
        commit_sha: sha,
        per_page: 100,
    });
}
/**
 * The pull requests a push from `before` to `after` on `branch` merged, by number: each one merged
 * into `branch` whose merge commit (GitHub's merge_commit_sha: the merge, squash or last rebased
 * commit) is on the pushed branch's first-parent chain. One merged into another branch does not
 * vouch for this push. An unknown `before` (a new branch) reads `after` alone.
 */
async function findPullRequestsMergedBy(octokit, repository, push) {
    const range = push.before === undefined || ZERO_SHA.test(push.before)
        ? { commits: [{ sha: push.after, parents: [] }] }
        : await compareOrIncomplete(octokit, repository, push.before, push.after);
    const chain = firstParentChain(range.commits, push.after);
    const onChain = new Set(chain.map((commit) => commit.sha));
    const found = new Map();
    let atHead;
    for (const commit of chain.slice(0, MAX_RANGE_PULL_REQUESTS)) {
        const pulls = await associatedPulls(octokit, repository, commit.sha);
        if (commit.sha === push.after)
            atHead = pulls;
        for (const pull of pulls) {
            const intoBranch = pull.merged_at !== null && pull.base.ref === push.branch;
            if (intoBranch && onChain.has(pull.merge_commit_sha ?? ""))
                found.set(pull.number, pullRequestOf(pull));
        }
    }
    const result = finish(found, range.incomplete, chain.length);
    return atHead === undefined ? result : { ...result, atHead };
}
/**
 * The open pull requests a merge queue's group holds: the one its branch names
 * (gh-readonly-queue/<base>/pr-<number>-<sha>), and every one whose head commit the group merged
 * (a second parent of a commit on the group's first-parent chain).
 */
async function findMergeGroupPullRequests(octokit, repository, group) {
    const range = await compareOrIncomplete(octokit, repository, group.baseSha, group.headSha);
    const inRange = new Set(range.commits.map((commit) => commit.sha));
    const chain = firstParentChain(range.commits, group.headSha);
    const found = new Map();
    const named = /\/pr-(\d+)-[0-9a-f]+$/.exec(group.headRef)?.[1];
    if (named !== undefined) {
        const { data } = await octokit.rest.pulls.get({ ...repository, pull_number: Number(named) });
        if (data.state === "open")
            found.set(data.number, pullRequestOf(data));
    }
    const merged = chain.flatMap((commit) => commit.parents.slice(1));
    for (const sha of merged.slice(0, MAX_RANGE_PULL_REQUESTS)) {
        for (const pull of await associatedPulls(octokit, repository, sha)) {
            if (pull.state === "open" && inRange.has(pull.head.sha))
                found.set(pull.number, pullRequestOf(pull));
        }
    }
    return finish(found, range.incomplete, merged.length);
}
async function compareOrIncomplete(octokit, repository, base, head) {
    try {
        return await compareRange(octokit, repository, base, head);
    }
    catch (error) {
        // 404: GitHub no longer has `base` (a force push), so only `head` is known.
        if ((0,github_client/* requestStatus */.G)(error) !== 404)
            throw error;
        return {
            commits: [{ sha: head, parents: [] }],
            incomplete: `GitHub cannot compare ${(0,wording/* shortSha */.Fu)(base)}...${(0,wording/* shortSha */.Fu)(head)} (404); only ${(0,wording/* shortSha */.Fu)(head)} was read`,
        };
    }
}
function finish(found, incomplete, asked) {
    const pullRequests = [...found.values()].sort((a, b) => a.number - b.number);
    const cut = asked > MAX_RANGE_PULL_REQUESTS
        ? `only the first ${MAX_RANGE_PULL_REQUESTS} of ${asked} merges were looked up`
        : undefined;
    const why = [incomplete, cut].filter((text) => text !== undefined).join("; ");
    return why === "" ? { pullRequests } : { pullRequests, incomplete: why };
}
/** How `head` stands to `base`, as GitHub's compare says it ("ahead": `base` is its ancestor). */
async function compareStatus(octokit, repository, base, head) {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
        ...repository,
        basehead: `${base}...${head}`,
        per_page: 1,
    });
    return data.status;
}

// EXTERNAL MODULE: ./src/render/review/comment-body.ts
var comment_body = __webpack_require__(4222);
;// CONCATENATED MODULE: ./src/github/change-query.ts


/** Reviews read in the query; a pull request with more is read by REST, page by page. */
const REVIEW_PAGE = 100;
/** The login as REST (and the evidence records, and the approval rules) name it. */
function restLogin(account) {
    if (account === null)
        return undefined;
    return account.__typename === "Bot" ? `${account.login}[bot]` : account.login;
}
/** The selection of a pull request's first comments, oldest first (GraphQL's only order here). */
const COMMENT_PAGE = `comments(first: ${reviewed_plan/* MAX_NOTE_SEARCH_COMMENTS */.w_}) { pageInfo { hasNextPage } nodes { databaseId url body viewerDidAuthor } }`;
/**
 * Our comment for `workspace` among one page of comments: the oldest one the token wrote with the
 * marker. Our comment is written by the first plan of the pull request and then updated in place,
 * so it sits at the start; `bounded` says it was not among the first MAX_NOTE_SEARCH_COMMENTS
 * with more unread, so "not found" is not an answer to rely on.
 */
function noteInPage(page, workspace) {
    for (const comment of page.nodes) {
        // viewerDidAuthor: written by this token's account, as GitHub knows it; never by its name.
        if (comment === null || comment.viewerDidAuthor !== true || comment.databaseId === null)
            continue;
        const parsed = (0,comment_body/* parseComment */.vj)(comment.body, workspace);
        if (parsed === undefined)
            continue;
        const note = { id: comment.databaseId, url: comment.url, header: parsed.header };
        return { comment: { ...note, body: comment.body }, bounded: false };
    }
    return { comment: undefined, bounded: page.pageInfo.hasNextPage };
}
const NOTE_QUERY = `query PlanNote($owner: String!, $repo: String!, $number: Int!, $ledger: String!, $withLedger: Boolean!) {
  viewer { login }
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      mergedBy { __typename login }
      ${COMMENT_PAGE}
      reviews(first: ${REVIEW_PAGE}) { pageInfo { hasNextPage } nodes { author { __typename login } state commit { oid } body submittedAt } }
    }
    ledger: ref(qualifiedName: $ledger) @include(if: $withLedger) { target { oid } }
  }
}`;
/**
 * Our plan note on `issue` for `workspace`, in one GraphQL request whatever the number of
 * comments, with the token's login, the merger and (given `ledgerBranch`) the ledger's head.
 */
async function readPlanNote(octokit, issue, workspace, ledgerBranch) {
    const answer = await octokit.graphql(NOTE_QUERY, {
        owner: issue.owner,
        repo: issue.repo,
        number: issue.number,
        ledger: `refs/heads/${ledgerBranch ?? ""}`,
        withLedger: ledgerBranch !== undefined,
    });
    const { pullRequest, ledger } = answer.repository;
    const { reviews } = pullRequest;
    return {
        search: noteInPage(pullRequest.comments, workspace),
        login: answer.viewer.login,
        mergedBy: restLogin(pullRequest.mergedBy),
        reviews: reviews.pageInfo.hasNextPage
            ? undefined
            : reviews.nodes.flatMap((review) => review === null
                ? []
                : [
                    {
                        login: restLogin(review.author),
                        state: review.state,
                        commit: review.commit?.oid ?? null,
                        at: review.submittedAt ?? undefined,
                        body: review.body,
                    },
                ]),
        ...(ledgerBranch === undefined
            ? {}
            : { ledger: ledger == null ? null : { commit: ledger.target.oid } }),
    };
}

;// CONCATENATED MODULE: ./src/github/review/review-facts.ts
// The review facts of a push to the default branch or of a merge-queue group, read from GitHub
// once, before anything is planned or applied: the pull requests it brings in, each one's plan
// comment, who approved its head commit (independently of its commits, from an account with
// write access) and who merged it. The
// rules that decide what counts are in core/review/; this file only reads.







/**
 * The review facts of commit `sha` pushed to `branch`, the default branch (`before` its previous
 * head): one pull request merged into it, several merged together (a merge-queue batch), or none
 * (a direct push, also of a commit merged into another branch).
 */
async function readMergeFacts(octokit, repository, { sha, before, branch, ...request }) {
    const push = { before, after: sha, branch };
    const merged = await findPullRequestsMergedBy(octokit, repository, push);
    if (merged.pullRequests.length > 1)
        return groupFacts(octokit, repository, sha, merged, { ...request, merged: true });
    const change = await findMergedPullRequest(octokit, repository, { sha, branch }, merged.atHead);
    const owner = { workspace: request.workspace, author: "" };
    if (change === undefined)
        return {
            sha,
            author: "",
            changes: [],
            reviewed: { kind: "none", why: (0,reviewed_plan/* whyUnreviewed */.h9)(sha, undefined, undefined, owner) },
        };
    const facts = await readChangeFacts(octokit, repository, change, {
        workspace: request.workspace,
        merged: true,
        accounts: new ApproverAccounts(octokit, repository),
        readNote: request.readNote,
    });
    // Known from the note's query: no request.
    owner.author = await request.login();
    const fingerprint = (0,reviewed_plan/* reviewedFingerprint */.S0)(facts.note?.header);
    return {
        sha,
        author: owner.author,
        changes: [facts],
        reviewed: fingerprint === undefined
            ? {
                kind: "none",
                why: (0,reviewed_plan/* whyUnreviewed */.h9)(sha, change, facts.note?.header, {
                    ...owner,
                    searchBounded: facts.noteSearchBounded === true,
                }),
            }
            : { kind: "fingerprint", value: fingerprint },
    };
}
/** The review facts of a merge queue's group, whose head commit is `group.headSha`. */
async function readQueueFacts(octokit, repository, group, request) {
    const found = await findMergeGroupPullRequests(octokit, repository, group);
    return groupFacts(octokit, repository, group.headSha, found, { ...request, merged: false });
}
async function groupFacts(octokit, repository, sha, found, request) {
    const options = {
        workspace: request.workspace,
        merged: request.merged,
        // One lookup per approver for the whole group, however many pull requests each approved.
        accounts: new ApproverAccounts(octokit, repository),
        readNote: request.readNote,
    };
    const changes = [];
    // One pull request at a time: each costs several requests.
    for (const change of found.pullRequests)
        changes.push(await readChangeFacts(octokit, repository, change, options));
    const members = changes.map(({ change, review }) => ({ change, review }));
    return {
        sha,
        // Known from the first note read; asked only when the group is empty.
        author: await request.login(),
        changes,
        reviewed: {
            kind: "operations",
            perChange: (0,reviewed_plan/* reviewedOperationsOf */.n8)(members),
            unreviewed: (0,reviewed_plan/* unreviewedReasons */.e4)(members),
        },
        ...(found.incomplete === undefined ? {} : { incomplete: found.incomplete }),
    };
}
/**
 * Reads a pull request's plan comment (written by this token, whose login comes with it),
 * approvals (with each independent approver's account, through `accounts`) and, when merged,
 * merger.
 */
async function readChangeFacts(octokit, repository, change, options) {
    const issue = { ...repository, number: change.number };
    const readNote = options.readNote ?? ((ref, workspace) => readPlanNote(octokit, ref, workspace));
    const [read, participants] = await Promise.all([
        readNote(issue, options.workspace),
        commitParticipants(octokit, repository, change.number),
    ]);
    const { approvedBy: approving, approvedEarlierCommit, approvedAt, bodies, } = read.reviews === undefined
        ? await approvals(octokit, repository, change)
        : approvalsFrom(read.reviews, change.headSha);
    const { search, login: author } = read;
    const merger = options.merged ? read.mergedBy : undefined;
    // An approver's e-mail tells only when a commit's author or committer has no account.
    const emails = participants.kind === "read" && participants.unlinkedEmails.size > 0
        ? await options.accounts.emails(approving)
        : undefined;
    const independent = splitIndependent(approving, participants, emails);
    const accounts = await options.accounts.of(independent.approvedBy);
    const counted = splitCounted(independent.approvedBy, accounts);
    const note = search.comment;
    return {
        change,
        issue,
        ...(note === undefined ? {} : { note }),
        ...(search.bounded ? { noteSearchBounded: true } : {}),
        approvedBy: counted.approvedBy,
        notCounted: [...independent.notCounted, ...counted.notCounted].sort((a, b) => (0,names/* compareCodePoints */.OP)(a.login, b.login)),
        notIndependent: independent.notIndependent,
        approvedEarlierCommit,
        approvedAt,
        approvalBodies: bodies,
        ...(merger === undefined ? {} : { mergedBy: merger }),
        review: (0,reviewed_plan/* memberReview */.vA)(change, note?.header, {
            workspace: options.workspace,
            author,
            searchBounded: search.bounded,
        }),
    };
}
/**
 * The pull request merged into `branch` as `sha`: the one whose merge commit is `sha`, else (a
 * fast-forward) the only merged one containing it; undefined when the commit was pushed directly
 * (also after being merged into another branch: that review was not of this branch), or when
 * several merged pull requests contain it and none was merged as it (the approvals would be a guess).
 */
async function findMergedPullRequest(octokit, repository, { sha, branch }, 
/** The pull requests associated with `sha`, when already read (findPullRequestsMergedBy). */
associated) {
    const pulls = associated ?? (await associatedPulls(octokit, repository, sha));
    const merged = pulls.filter((pull) => pull.merged_at !== null && pull.base.ref === branch);
    const found = merged.find((pull) => pull.merge_commit_sha === sha) ??
        (merged.length === 1 ? merged[0] : undefined);
    return found === undefined ? undefined : pullRequestOf(found);
}
/**
 * The approvals of the change: its reviews as GitHub lists them (in the order submitted), counted
 * by the rules of core/review/approvals.ts, and the text of each latest approval, every page read
 * (for a pull request with more reviews than the change query reads).
 */
async function approvals(octokit, repository, pullRequest) {
    const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
        ...repository,
        pull_number: pullRequest.number,
        per_page: 100,
    });
    const submitted = reviews.map((review) => ({
        login: review.user?.login,
        state: review.state,
        commit: review.commit_id,
        at: review.submitted_at,
        body: review.body ?? "",
    }));
    return approvalsFrom(submitted, pullRequest.headSha);
}
/** The approvals of `submitted` reviews (in the order submitted), and each latest approval's text. */
function approvalsFrom(submitted, headSha) {
    return { ...approvalsOf(submitted, headSha), bodies: approvalBodies(submitted) };
}
/**
 * The open pull requests, oldest first, at most `limit` of them (read page by page, stopping
 * there); `more` says whether any were left unread.
 */
async function listOpenPullRequests(octokit, repository, limit) {
    const pullRequests = [];
    let more = false;
    await octokit.paginate(octokit.rest.pulls.list, { ...repository, state: "open", sort: "created", direction: "asc", per_page: 100 }, (response, done) => {
        for (const pull of response.data) {
            if (pullRequests.length === limit) {
                more = true;
                break;
            }
            pullRequests.push({
                number: pull.number,
                headSha: pull.head.sha,
                labels: pull.labels.map((label) => label.name),
            });
        }
        if (more || pullRequests.length === limit) {
            more ||= response.headers.link?.includes('rel="next"') === true;
            done();
        }
        return [];
    });
    return { pullRequests, more };
}

// EXTERNAL MODULE: ./src/core/review/policy/codeowners.ts
var policy_codeowners = __webpack_require__(4302);
;// CONCATENATED MODULE: ./src/github/review/policy-facts.ts
// The facts the policy is judged with, read from GitHub: the policy file (through the contents API:
// one unspaced request; a 404 is its absence only once the commit itself is shown), then CODEOWNERS and the inventory documents at
// the same commit (the base, never the pull request's head) through GraphQL, a fixed number of
// queries whatever the number of documents (files-at-commit.ts), and team membership. The
// documents are the checkout's paths and the base's own inventory files, listed level by level
// under the patterns' roots (tree-at-commit.ts), so that a document moved or deleted since is
// read; a listing that cannot be made whole is recorded as `unlisted`, and the judgement refuses.
// Reading only; the evaluator (core/review/policy) decides.
// A membership GitHub will not show (401, 403, 404, or no policy-token) is unverifiable, never "no":
// the rule that needs it fails closed and its message names the missing permission.







/** What a policy-token must be, in every message about membership that cannot be read. */
const MEMBERS_PERMISSION = 'the policy-token input must be a GitHub App installation token whose App has the organization permission "Members: read"';
/** The text and git blob SHA of `path` at commit `sha`; undefined when it does not exist there. */
async function readBlobAtCommit(client, repository, path, sha) {
    try {
        const { data } = await client.rest.repos.getContent({ ...repository, path, ref: sha });
        if (Array.isArray(data) || data.type !== "file" || !("content" in data)) {
            throw new Error(`${path} at ${sha} is not a file`);
        }
        return { text: Buffer.from(data.content, "base64").toString("utf8"), sha: data.sha };
    }
    catch (error) {
        if ((0,github_client/* requestStatus */.G)(error) === 404 && (await commitIsReadable(client, repository, sha)))
            return undefined;
        const why = (0,github_client/* requestStatus */.G)(error) === 404
            ? "GitHub answers 404 for the file and cannot show the commit either (the token may lack contents: read, or the commit is not in this repository), so the policy's absence is not confirmed and the change is refused"
            : (0,errors/* errorMessage */.g)(error);
        throw new Error(`cannot read ${path} at commit ${sha}: ${why}`, { cause: error });
    }
}
/**
 * Whether GitHub shows commit `sha` (only its SHA is asked for): a 404 for a file is its absence only
 * when the commit itself can be read. A token without contents: read, or a commit of another
 * repository, also answers 404, and reading that as "no policy" would let a change through unjudged.
 */
async function commitIsReadable(client, repository, sha) {
    try {
        await client.request("GET /repos/{owner}/{repo}/commits/{ref}", {
            ...repository,
            ref: sha,
            headers: { accept: "application/vnd.github.sha" },
        });
        return true;
    }
    catch {
        return false;
    }
}
async function readPolicyFilesAtCommit(client, repository, sha, 
/** The other files (`documents` asked for) only when the policy file exists, or `withoutPolicy`. */
paths) {
    const files = { documents: [] };
    const policy = await readBlobAtCommit(client, repository, paths.policy, sha);
    if (policy === undefined && paths.withoutPolicy !== true)
        return files;
    if (policy !== undefined)
        files.policy = { path: paths.policy, ...policy };
    const wanted = typeof paths.documents === "function" ? await paths.documents() : paths.documents;
    const listed = await baseDocumentPaths(client, repository, sha, wanted);
    if ("unlisted" in listed)
        files.unlisted = listed.unlisted;
    const documents = [...new Set([...wanted.paths, ...listed.paths])].sort(names/* compareCodePoints */.OP);
    // CODEOWNERS, every document, the review, the sources and the ledger's declaration in one query
    // per FILES_PER_QUERY.
    const extra = [paths.review, paths.sources, paths.ledger].filter((path) => path !== undefined);
    const read = await readFilesAtCommit(client, repository, sha, [
        ...policy_codeowners/* CODEOWNERS_PATHS */.xn,
        ...documents,
        ...extra,
    ]);
    // GitHub reads the first of its three places that has a CODEOWNERS file.
    const codeowners = policy_codeowners/* CODEOWNERS_PATHS */.xn.flatMap((path, index) => {
        const file = read[index];
        return file === undefined ? [] : [{ path, text: file.text }];
    })[0];
    if (codeowners !== undefined)
        files.codeowners = codeowners;
    documents.forEach((path, index) => {
        const text = read[policy_codeowners/* CODEOWNERS_PATHS */.xn.length + index]?.text;
        if (text !== undefined)
            files.documents.push({ path, text });
    });
    const extraAt = (path) => {
        const text = path === undefined
            ? undefined
            : read[policy_codeowners/* CODEOWNERS_PATHS */.xn.length + documents.length + extra.indexOf(path)]?.text;
        return path === undefined || text === undefined ? undefined : { path, text };
    };
    const review = extraAt(paths.review);
    if (review !== undefined)
        files.review = review;
    const sources = extraAt(paths.sources);
    if (sources !== undefined)
        files.sources = sources;
    const ledger = extraAt(paths.ledger);
    if (ledger !== undefined)
        files.ledger = ledger;
    return files;
}
/**
 * The inventory files the commit itself has under the roots (a document moved or deleted since
 * is not at the checkout's paths), by the one listing (listDocumentsAtCommit); `unlisted` says
 * why they could not all be listed.
 */
async function baseDocumentPaths(client, repository, sha, wanted) {
    const refused = (why) => ({
        paths: [],
        unlisted: `${why}; without the base's own inventory files a document moved or deleted there escapes its owners, so the change is refused`,
    });
    try {
        return { paths: await listDocumentsAtCommit(client, repository, sha, wanted) };
    }
    catch (error) {
        if (error instanceof SymbolicLinkError)
            return refused(error.message);
        return refused(`${(0,errors/* errorMessage */.g)(error)} (the inventory files at the base are listed through GitHub's GraphQL API, which needs contents: read; run the job again once GitHub answers)`);
    }
}
/** Whether `login` is an active member of `org/slug`; `client` is the policy-token's, if any. */
async function teamMembership(client, team, login) {
    const [org = "", slug = ""] = team.split("/");
    if (client === undefined) {
        return {
            state: "unverifiable",
            reason: `no policy-token was given, so the membership of ${login} in ${team} cannot be read; ${MEMBERS_PERMISSION}`,
        };
    }
    try {
        const { data } = await client.rest.teams.getMembershipForUserInOrg({
            org,
            team_slug: slug,
            username: login,
        });
        return data.state === "active" ? { state: "member" } : { state: "not-member" };
    }
    catch (error) {
        const status = (0,github_client/* requestStatus */.G)(error);
        if (status === 401 || status === 403 || status === 404) {
            // 404 is also GitHub's answer to a token that may not see the team: it proves nothing.
            return {
                state: "unverifiable",
                reason: `GitHub answered ${status} for the membership of ${login} in ${team}; ${MEMBERS_PERMISSION}`,
            };
        }
        return {
            state: "unverifiable",
            reason: `the membership of ${login} in ${team} could not be read (${(0,errors/* errorMessage */.g)(error)})`,
        };
    }
}
/** Every (team, login) pair's membership, one request each. */
async function membershipFacts(client, teams, logins) {
    const facts = [];
    for (const team of teams) {
        for (const login of logins) {
            facts.push({ team, login, membership: await teamMembership(client, team, login) });
        }
    }
    return facts;
}
/** The first parent of commit `sha`: the default branch before a merge commit. */
async function firstParent(client, repository, sha) {
    const { data } = await client.rest.repos.getCommit({ ...repository, ref: sha });
    const parent = data.parents[0]?.sha;
    if (parent === undefined) {
        throw new Error(`commit ${sha} has no parent, so there is no base commit to read the owner policy at`);
    }
    return parent;
}

;// CONCATENATED MODULE: ./src/github/review/policy-host.ts




function gitHubPolicyFacts(client, repository, policyClient, readNote) {
    const pull = async (number) => (await client.rest.pulls.get({ ...repository, pull_number: number })).data;
    return {
        filesAt: (commit, paths) => readPolicyFilesAtCommit(client, repository, commit, paths),
        firstParent: (sha) => firstParent(client, repository, sha),
        compare: (base, head) => compareStatus(client, repository, base, head),
        baseOf: async (number) => (await pull(number)).base.sha,
        changeFacts: async (number, workspace) => readChangeFacts(client, repository, pullRequestOf(await pull(number)), {
            workspace,
            merged: false,
            accounts: new ApproverAccounts(client, repository),
            readNote,
        }),
        memberships: (teams, logins) => membershipFacts(policyClient, teams, logins),
    };
}

// EXTERNAL MODULE: ./src/github/files/git-data.ts
var git_data = __webpack_require__(8968);
;// CONCATENATED MODULE: ./src/github/notices/source-branch.ts



/** Writing the branch or the pull request failed; the message says what the token needs. */
class SourceProposalError extends Error {
    name = "SourceProposalError";
}
const TOKEN_NEEDS = "github-token needs contents: write and pull-requests: write (a GitHub App installation token, or a fine-grained personal access token, with both)";
/** Runs one step of the proposal; a refusal by GitHub becomes a SourceProposalError saying why. */
async function step(what, call) {
    try {
        return await call();
    }
    catch (error) {
        const status = (0,github_client/* requestStatus */.G)(error);
        const advice = status === 403 || status === 404 ? `: ${TOKEN_NEEDS}` : "";
        throw new SourceProposalError(`could not ${what} (${(0,errors/* errorMessage */.g)(error)})${advice}`);
    }
}
/** The branch's head commit, or undefined when the branch does not exist. */
async function readBranchHead(octokit, repository, branch) {
    const sha = await (0,git_data/* readBranchSha */.xy)(octokit, repository, branch).catch((error) => {
        throw new SourceProposalError(`could not read the branch ${branch} (${(0,errors/* errorMessage */.g)(error)})`);
    });
    if (sha === undefined)
        return undefined;
    const { data } = await step(`read the head commit of ${branch}`, () => octokit.rest.git.getCommit({ ...repository, commit_sha: sha }));
    return { sha, parent: data.parents[0]?.sha, message: data.message };
}
/**
 * One commit on top of `base` holding `files`; returns its sha. Nothing is pointed at it yet.
 * The contents go inline in the tree request (a removed file as `sha: null`), so the commit costs
 * three requests whatever the number of files: the base commit, the tree and the commit; one more
 * tree request per `treeBytes` (default TREE_REQUEST_BYTES) of paths and contents past the first.
 */
async function commitFiles(octokit, repository, base, files, message, treeBytes) {
    const { data: baseCommit } = await step(`read the base commit ${base}`, () => octokit.rest.git.getCommit({ ...repository, commit_sha: base }));
    const entries = files.map(({ path, content }) => ({
        path,
        mode: "100644",
        type: "blob",
        ...(content === null ? { sha: null } : { content }),
    }));
    const count = `${files.length} file${files.length === 1 ? "" : "s"}`;
    return step(`write the tree of ${count} and its commit`, () => (0,git_data/* writeCommit */.rV)(octokit, repository, {
        baseTree: baseCommit.tree.sha,
        entries,
        message,
        parents: [base],
        treeBytes,
    }));
}
/** Points `branch` at `sha`: creates it, or force-updates it when it exists. */
async function pointBranch(octokit, repository, branch, sha, exists) {
    await step(`point the branch ${branch} at ${sha}`, async () => {
        if (exists)
            await octokit.rest.git.updateRef({ ...repository, ref: `heads/${branch}`, sha, force: true });
        else
            await octokit.rest.git.createRef({ ...repository, ref: `refs/heads/${branch}`, sha });
    });
}
/** The open pull request from `branch` into `base` (the oldest, should there be several). */
async function findOpenPullRequest(octokit, repository, branch, base) {
    const { data } = await step(`list the pull requests from ${branch}`, () => octokit.rest.pulls.list({
        ...repository,
        state: "open",
        head: `${repository.owner}:${branch}`,
        base,
        per_page: 100,
    }));
    const [oldest] = [...data].sort((a, b) => a.number - b.number);
    return oldest === undefined
        ? undefined
        : { number: oldest.number, url: oldest.html_url, body: oldest.body ?? "" };
}
/** Opens the pull request from `branch`, or updates the open one's title and body. */
async function writePullRequest(octokit, repository, proposal, open) {
    const { branch, base, title, body } = proposal;
    if (open !== undefined) {
        await step(`update pull request #${open.number}`, () => octokit.rest.pulls.update({ ...repository, pull_number: open.number, title, body }));
        return { ...open, created: false };
    }
    const { data } = await step(`open a pull request from ${branch}`, () => octokit.rest.pulls.create({ ...repository, head: branch, base, title, body }));
    return { number: data.number, url: data.html_url, body, created: true };
}
/** Says why on the pull request, then closes it. */
async function closePullRequest(octokit, repository, open, comment) {
    await step(`comment on pull request #${open.number}`, () => octokit.rest.issues.createComment({ ...repository, issue_number: open.number, body: comment }));
    await step(`close pull request #${open.number}`, () => octokit.rest.pulls.update({ ...repository, pull_number: open.number, state: "closed" }));
}

;// CONCATENATED MODULE: ./src/github/notices/sticky-comment.ts


/** The author of comments written with a workflow's GITHUB_TOKEN. */
const ACTIONS_BOT_LOGIN = "github-actions[bot]";
/**
 * The login comments made with this token are written by. GET /user answers for a personal access
 * token; an installation token (the workflow's GITHUB_TOKEN, or a GitHub App's) gets 403 there, and
 * GraphQL's `viewer` names its bot instead (github-actions[bot], or <app-slug>[bot]). Should that
 * fail too, the run fails: our plan comment is recognised by its author, and a guessed author could
 * take another account's comment for the reviewed plan.
 */
async function tokenLogin(octokit, options = {}) {
    // An installation token (prefix ghs_) always gets 403 at GET /user: one request saved.
    if (options.installation !== true) {
        try {
            const { data } = await octokit.rest.users.getAuthenticated();
            return data.login;
        }
        catch (error) {
            if ((0,github_client/* requestStatus */.G)(error) !== 403)
                throw error;
        }
    }
    try {
        const { viewer } = await octokit.graphql("query { viewer { login } }");
        return viewer.login;
    }
    catch (error) {
        throw new Error(`Could not read which account the github-token belongs to: GET /user answered 403 and GraphQL's viewer failed (${(0,errors/* errorMessage */.g)(error)}). Give the token read access to its own user (a personal access token), or use the workflow's GITHUB_TOKEN or a GitHub App's installation token, whose viewer GitHub answers.`, { cause: error });
    }
}
/** Updates `existing` in place, or creates the comment; returns its URL. */
async function writeStickyComment(octokit, issue, existing, body) {
    const { owner, repo } = issue;
    const { data } = existing === undefined
        ? await octokit.rest.issues.createComment({ owner, repo, issue_number: issue.number, body })
        : await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
    return data.html_url;
}

;// CONCATENATED MODULE: ./src/github/notices/proposal-host.ts


function gitHubProposals(client, repository, whoAmI) {
    return {
        findOpen: (branch, base) => findOpenPullRequest(client, repository, branch, base),
        head: (branch) => readBranchHead(client, repository, branch),
        commit: (base, files, message) => commitFiles(client, repository, base, files, message),
        point: (branch, sha, exists) => pointBranch(client, repository, branch, sha, exists),
        write: (proposal, open) => writePullRequest(client, repository, proposal, open),
        close: (open, comment) => closePullRequest(client, repository, open, comment),
        // GitHub starts no workflow for what GITHUB_TOKEN writes; it writes as github-actions[bot].
        writesStartNoRuns: async () => (await whoAmI()) === ACTIONS_BOT_LOGIN,
    };
}

// EXTERNAL MODULE: ./src/render/review/review-status.ts
var review_status = __webpack_require__(6480);
;// CONCATENATED MODULE: ./src/github/notices/stale-siblings.ts






/** Open pull requests read at most. */
const MAX_OPEN_PULL_REQUESTS = 100;
/** Pull requests whose comments one GraphQL query reads: a page of comments each. */
const SIBLINGS_PER_QUERY = 10;
/** Comments marked at most per run: GitHub paces comment writes at about one a second. */
const MAX_STALE_MARKS = 20;
/** Marks the sibling plans; a token that may not write comments ends it with a warning. */
async function markStaleSiblings(octokit, request, log) {
    const result = { marked: [], overLimit: [], unknown: [], more: false };
    const changed = new Set(request.changedSystems);
    if (changed.size === 0)
        return result;
    const limits = request.limits ?? {
        openPullRequests: MAX_OPEN_PULL_REQUESTS,
        marks: MAX_STALE_MARKS,
    };
    const open = await listOpenPullRequests(octokit, request.repository, limits.openPullRequests);
    result.more = open.more;
    const mark = (0,review_status/* staleMark */.tx)(request.runUrl, request.appliedAt);
    const siblings = open.pullRequests
        .map(({ number }) => number)
        .filter((number) => !request.exclude.includes(number));
    const notes = await siblingNotes(octokit, request.repository, siblings, request.workspace);
    for (const number of siblings) {
        const issue = { ...request.repository, number };
        const sticky = notes.get(number);
        if (sticky === undefined || sticky.header.status !== "planned")
            continue;
        const { systems } = sticky.header;
        if (systems === undefined) {
            result.unknown.push(number);
            continue;
        }
        if (!systems.some((system) => changed.has(system)))
            continue;
        if (result.marked.length === limits.marks) {
            result.overLimit.push(number);
            continue;
        }
        const body = (0,review_status/* markComment */.fp)(sticky.body, mark);
        if (body === sticky.body)
            continue;
        try {
            await writeStickyComment(octokit, issue, sticky, body);
        }
        catch (error) {
            if ((0,github_client/* requestStatus */.G)(error) !== 403)
                throw error;
            log.warning(`Could not mark the plan of #${number} stale (403: this token may not write comments).`);
            break;
        }
        result.marked.push(number);
    }
    logStaleSiblings(result, [...changed].sort(names/* compareCodePoints */.OP), limits, log);
    return result;
}
/**
 * Our plan note on each of `numbers` (when among its first comments), SIBLINGS_PER_QUERY pull
 * requests to a GraphQL query: written by this token (viewerDidAuthor) with the workspace's marker.
 */
async function siblingNotes(octokit, repository, numbers, workspace) {
    const notes = new Map();
    for (let start = 0; start < numbers.length; start += SIBLINGS_PER_QUERY) {
        const chunk = numbers.slice(start, start + SIBLINGS_PER_QUERY);
        // Numbers from GitHub's own listing: integers, safe as aliases and arguments.
        const fields = chunk.map((number) => `p${number}: pullRequest(number: ${number}) { ${COMMENT_PAGE} }`);
        const answer = await octokit.graphql(`query SiblingNotes($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { ${fields.join(" ")} } }`, { owner: repository.owner, repo: repository.repo });
        for (const number of chunk) {
            const pull = answer.repository[`p${number}`];
            const note = pull == null ? undefined : noteInPage(pull.comments, workspace).comment;
            if (note !== undefined)
                notes.set(number, note);
        }
    }
    return notes;
}
function logStaleSiblings(result, systems, limits, log) {
    const list = (numbers) => numbers.map((number) => `#${number}`).join(", ");
    log.info(result.marked.length === 0
        ? `No other open pull request's plan touches the cyber systems this apply changed (${systems.join(", ")}).`
        : `Marked stale the plans of ${list(result.marked)}: they touch cyber systems this apply changed (${systems.join(", ")}).`);
    if (result.overLimit.length > 0) {
        log.warning(`Not marked stale, over the limit of ${limits.marks} per run, although their plans touch changed cyber systems: ${list(result.overLimit)}. Push to them or re-run their plans.`);
    }
    if (result.unknown.length > 0) {
        log.info(`Not checked: the plan comments of ${list(result.unknown)} do not record their cyber systems (an earlier version wrote them).`);
    }
    if (result.more) {
        log.info(`Only the ${limits.openPullRequests} oldest open pull requests were checked for stale plans.`);
    }
}

;// CONCATENATED MODULE: ./src/github/code-host.ts


















/**
 * The code host of `repository` through `client`. The token's login comes with the first plan note
 * read (one GraphQL query: see readPlanNote), else is asked once, when needed; the ledger's head
 * read beside it serves the first append, whose write is conditional on it.
 */
function gitHubCodeHost(client, repository, options = {}) {
    let login = options.login === undefined ? undefined : Promise.resolve(options.login);
    const whoAmI = () => (login ??= tokenLogin(client, { installation: options.installation === true }));
    /** The ledger's branch until the first note read asks its head beside the note. */
    let ledgerToAsk = options.ledgerBranch;
    let ledgerHead;
    const readNote = async (change, workspace) => {
        const asked = ledgerToAsk;
        ledgerToAsk = undefined;
        const read = await readPlanNote(client, change, workspace, asked);
        login ??= Promise.resolve(read.login);
        if (asked !== undefined && read.ledger !== undefined)
            ledgerHead = { branch: asked, head: read.ledger };
        return read;
    };
    /** The head read with the first note, once: any later append reads the branch itself. */
    const takeLedgerHead = (branch) => {
        const known = ledgerHead?.branch === branch ? ledgerHead.head : undefined;
        ledgerHead = undefined;
        return known;
    };
    /** The workspace's issues are found by their author: the token's login. */
    const issueTarget = async (workspace) => ({
        ...repository,
        workspace,
        author: await whoAmI(),
    });
    return {
        facts: {
            whoAmI,
            mergeFacts: (push) => readMergeFacts(client, repository, { ...push, login: whoAmI, readNote }),
            queueFacts: (group, workspace) => readQueueFacts(client, repository, group, { workspace, login: whoAmI, readNote }),
        },
        inventory: {
            documentsAt: (commit, paths) => readDocumentsAtCommit(client, repository, commit, paths),
            filesUnder: (commit, roots) => readFilesUnder(client, repository, commit, roots),
        },
        notes: {
            search: async (change, workspace) => (await readNote(change, workspace)).search,
            write: (change, existing, body) => writeStickyComment(client, change, existing, body),
            markStaleSiblings: (request, log) => markStaleSiblings(client, { ...request, repository }, log),
        },
        labels: {
            set: (change, name, present, style, current) => setLabel(client, change, name, present, style, current),
        },
        evidence: gitHubEvidence(client, repository, {
            take: takeLedgerHead,
            keep: (branch, head) => (ledgerHead = { branch, head }),
            key: options.ledgerKey,
        }),
        driftIssues: {
            report: async (workspace, findings, check) => reportDriftIssue(client, await issueTarget(workspace), findings, check),
        },
        obligationsIssues: {
            report: async (workspace, { needing, notJudged }, runUrl) => reportObligationsIssue(client, await issueTarget(workspace), needing, runUrl, notJudged),
        },
        statuses: {
            setPolicy: (sha, evaluation, targetUrl) => setPolicyStatus(client, repository, sha, evaluation, targetUrl),
            policyRequirement: (defaultBranch) => readRequiredStatusFacts(client, repository, defaultBranch),
            ruleTypes: (branch) => readRuleTypes(client, repository, branch),
            requiredApprovals: (branch) => readRequiredApprovals(client, repository, branch),
        },
        policy: gitHubPolicyFacts(client, repository, options.policyClient, readNote),
        proposals: gitHubProposals(client, repository, whoAmI),
        statusOf: github_client/* requestStatus */.G,
    };
}
/**
 * The evidence ledger on a branch of `repository`, its head taken from the note read first when
 * known (`run.take`), each record and kept head signed with the writer's key (`run.key`).
 */
function gitHubEvidence(client, repository, run) {
    const { key } = run;
    const ledger = (branch) => ({ ...repository, branch });
    // The obligations' fold and the authority read the same head's records once between them.
    const readSince = sinceCheckpointReader(client);
    return {
        append: (branch, draft, beside) => (0,evidence_ledger/* appendEvidence */.kj)(client, ledger(branch), draft, {
            knownHead: run.take(branch),
            beside,
            key,
        }),
        // RFC 3161 and its ASN.1 (pkijs) are loaded by the runs that timestamp a record, only.
        appendTimestamped: async (branch, draft, tsa, beside) => (await Promise.all(/* import() */[__webpack_require__.e(701), __webpack_require__.e(500)]).then(__webpack_require__.bind(__webpack_require__, 4500))).appendTimestamped(client, ledger(branch), draft, tsa, { beside, key }),
        lastApplySince: (branch, workspace, since) => lastApplySince(client, ledger(branch), workspace, since),
        records: (branch, workspace, writer) => readWorkspaceRecords(client, ledger(branch), workspace, writer),
        // What a read learnt of the branch's head and the workspace's chain head is kept for the
        // run's append, whose write is conditional on that head.
        authority: async (branch, workspace, read) => {
            const { authority, hint, declaration, binding, notices, writer } = await readLedgerAuthority(client, ledger(branch), { workspace, ...read }, (_client, ...args) => readSince(...args));
            if (hint !== undefined)
                run.keep(branch, hint);
            const [signingKeys, last] = [(declaration ?? binding)?.keys, hint?.chain?.head.record];
            const { declarationsAt } = writer;
            const { operatorKeys } = writer;
            const keys = declaration?.keys;
            return { authority, keys, declarationsAt, operatorKeys, signingKeys, notices, last };
        },
        keepHead: (branch, commit, workspace, head) => keepLedgerHead(client, ledger(branch), { commit, workspace, head, key }),
        sinceCheckpoint: async (branch, workspace, writer) => {
            const { hint, ...read } = await readSince(ledger(branch), workspace, writer);
            if (hint !== undefined)
                run.keep(branch, hint);
            return read;
        },
    };
}


/***/ }),

/***/ 8968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ commitOnBranch),
/* harmony export */   rV: () => (/* binding */ writeCommit),
/* harmony export */   xy: () => (/* binding */ readBranchSha)
/* harmony export */ });
/* unused harmony exports TREE_REQUEST_BYTES, treeRequests */
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6584);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5032);
// Commits through GitHub's git data API, never a checkout: a tree of blobs (over a base tree, or
// alone), then a commit of it. The evidence ledger, its timestamp tokens and a source's proposal
// branch all write this way; what points a branch at the commit is each writer's own affair.
// A file's content goes inline in the tree request (GitHub writes the blob), so a commit costs a
// tree request and a commit request whatever the number of files, up to our bound on one request.


/** The SHA of `branch`'s head commit; undefined when the branch does not exist. */
async function readBranchSha(octokit, repository, branch) {
    try {
        const { data } = await octokit.rest.git.getRef({ ...repository, ref: `heads/${branch}` });
        return data.object.sha;
    }
    catch (error) {
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .requestStatus */ .G)(error) === 404)
            return undefined;
        throw error;
    }
}
/**
 * Our bound on the paths and contents of one tree request: 8 MiB. GitHub documents no limit on
 * the request's body, but a bounded one is what a proxy or a retry can be trusted with; past it,
 * the entries go in several requests, each over the tree the one before made.
 */
const TREE_REQUEST_BYTES = 8 * 1024 * 1024;
/** What an entry weighs against the bound: its path, and its content (a blob's SHA otherwise). */
function entryBytes(entry) {
    const sha = "sha" in entry ? (entry.sha?.length ?? 0) : 0;
    const content = "content" in entry ? Buffer.byteLength(entry.content, "utf8") : 0;
    return Buffer.byteLength(entry.path, "utf8") + sha + content;
}
/**
 * The entries in order, split into tree requests of at most `bound` bytes each (an entry heavier
 * than the bound goes alone); always at least one request, empty when there are no entries.
 */
function treeRequests(entries, bound) {
    let current = [];
    const requests = [current];
    let size = 0;
    for (const entry of entries) {
        const weight = entryBytes(entry);
        if (size + weight > bound && current.length > 0) {
            current = [];
            requests.push(current);
            size = 0;
        }
        current.push(entry);
        size += weight;
    }
    return requests;
}
/**
 * Writes the tree and a commit of it on `parents`; returns the commit's SHA. One tree request,
 * or, past `treeBytes` (default TREE_REQUEST_BYTES) of paths and contents, a chain of them.
 */
async function writeCommit(octokit, repository, commit) {
    let tree = commit.baseTree;
    for (const entries of treeRequests(commit.entries, commit.treeBytes ?? TREE_REQUEST_BYTES)) {
        const { data } = await octokit.rest.git.createTree({
            ...repository,
            ...(tree === undefined ? {} : { base_tree: tree }),
            tree: entries,
        });
        tree = data.sha;
    }
    const { data: created } = await octokit.rest.git.createCommit({
        ...repository,
        message: commit.message,
        // Set above on every path that reaches here: the tree was created or given.
        tree: tree ?? (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .missingEntry */ .Dj)("the commit's tree"),
        parents: commit.parents,
    });
    return created.sha;
}
const COMMIT_ON_BRANCH = `mutation AppendCommit($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid } }
}`;
/**
 * One commit of `files` on top of `branch`, if its head is still `expectedHead`: GraphQL's
 * createCommitOnBranch writes the blobs, the tree, the commit and moves the branch in one atomic
 * request, authored by the token's account and signed by GitHub, as a commit of the git data API
 * is. The branch must exist. Returns the commit's SHA, or undefined when the branch moved
 * meanwhile (nothing was written).
 */
async function commitOnBranch(octokit, repository, commit) {
    try {
        const { createCommitOnBranch } = await octokit.graphql(COMMIT_ON_BRANCH, {
            input: {
                branch: {
                    repositoryNameWithOwner: `${repository.owner}/${repository.repo}`,
                    branchName: commit.branch,
                },
                expectedHeadOid: commit.expectedHead,
                message: { headline: commit.message },
                fileChanges: {
                    additions: commit.files.map(({ path, content }) => ({
                        path,
                        contents: Buffer.from(content, "utf8").toString("base64"),
                    })),
                },
            },
        });
        return createCommitOnBranch.commit.oid;
    }
    catch (error) {
        if (headMoved(error))
            return undefined;
        throw error;
    }
}
/** GitHub's answer when expectedHeadOid is no longer the branch's head. */
function headMoved(error) {
    return (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .graphqlErrors */ .d)(error).some((entry) => /^Expected branch to point to /.test(String(entry.message)));
}


/***/ }),

/***/ 9788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jm: () => (/* reexport safe */ _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__.Jm),
/* harmony export */   Nj: () => (/* binding */ guarded),
/* harmony export */   PZ: () => (/* reexport safe */ _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__.PZ),
/* harmony export */   gm: () => (/* reexport safe */ _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__.gm),
/* harmony export */   kj: () => (/* binding */ appendEvidence),
/* harmony export */   ob: () => (/* binding */ moveBranch),
/* harmony export */   pG: () => (/* binding */ readBranch)
/* harmony export */ });
/* unused harmony export readChainHead */
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1864);
/* harmony import */ var _core_evidence_records_evidence_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1958);
/* harmony import */ var _core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2535);
/* harmony import */ var _core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6968);
/* harmony import */ var _core_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4617);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6584);
/* harmony import */ var _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1529);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9130);
/* harmony import */ var _files_git_data_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8968);
// The evidence ledger: one commit per record on a dedicated branch of the repository, written
// through the REST git data API with the job's token (no checkout, no git binary). The branch
// starts as an orphan; every ref update is a fast-forward (force: false), so history is never
// rewritten; when another job moved the ref first, the record is sealed again on top of the new
// head, a bounded number of times.











const DEFAULT_MAX_ATTEMPTS = 8;
const randomPause = (attempt) => new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
/** Appends `draft` as the next record of its workspace; returns where and how it was written. */
async function appendEvidence(octokit, target, draft, options = {}) {
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const now = options.now ?? (() => new Date());
    const pause = options.pause ?? randomPause;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        if (attempt > 1)
            await pause(attempt);
        const known = attempt === 1 ? options.knownHead : undefined;
        const written = await guarded(target, "write", () => tryAppend(octokit, target, draft, now, {
            stamping: options.stamping,
            known,
            beside: options.beside ?? {},
            key: options.key,
        }));
        if (written !== undefined)
            return { ...written, attempts: attempt };
    }
    throw new _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .EvidenceLedgerError */ .Jm(`could not append to the evidence branch ${target.branch}: other jobs moved it ${maxAttempts} times in a row while this one was writing; re-run the job to record the evidence`);
}
/**
 * One read-seal-write round; undefined when another writer moved the branch meanwhile. An append
 * to an existing branch is one GraphQL write (commitOnBranch); the first record of a branch, and a
 * timestamped one (its token is a blob of its own), go through the git data API.
 */
async function tryAppend(octokit, target, draft, now, { stamping, known, beside, key, }) {
    if (stamping !== undefined) {
        const branchHead = await readBranch(octokit, target);
        return appendByGitData(octokit, target, draft, now, { branchHead, stamping, beside, key });
    }
    const head = known === undefined ? await readHeadCommit(octokit, target) : known;
    if (head === null) {
        return appendByGitData(octokit, target, draft, now, {
            branchHead: undefined,
            stamping: undefined,
            beside,
            key,
        });
    }
    // The commit names its tree: the listing reads it without reading the commit first. A chain head
    // this run read at that commit already (the facts in force, the drift check's records) is not
    // read again: the write is conditional on the commit, so a branch moved since costs a retry.
    const chainHead = head.chain?.workspace === draft.workspace
        ? head.chain.head
        : await readChainHead(octokit, target, head.commit, draft.workspace, now());
    const sealed = checkedSeal(draft, chainHead, now(), []);
    const commit = await (0,_files_git_data_js__WEBPACK_IMPORTED_MODULE_8__/* .commitOnBranch */ .$h)(octokit, { owner: target.owner, repo: target.repo }, {
        branch: target.branch,
        expectedHead: head.commit,
        files: [{ path: sealed.path, content: sealed.text }, ...filesBeside(sealed, beside, key)],
        message: commitMessage(sealed.record),
    }).catch(async (error) => {
        // Whatever GitHub's words, a branch that moved (or went) meanwhile is a race lost: seal again.
        if ((await readHeadCommit(octokit, target))?.commit !== head.commit)
            return undefined;
        throw error;
    });
    return commit === undefined ? undefined : { ...sealed, commit, sha256: (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(sealed.text) };
}
/** A tree, a commit and a ref write onto `branchHead` (undefined: the branch does not exist). */
async function appendByGitData(octokit, target, draft, now, { branchHead, stamping, beside, key, }) {
    const chainHead = branchHead === undefined
        ? undefined
        : await readChainHead(octokit, target, branchHead.tree, draft.workspace, now());
    const pending = branchHead === undefined || stamping === undefined
        ? []
        : await stamping.pending(branchHead.tree, draft.workspace);
    const sealed = checkedSeal(draft, chainHead, now(), pending);
    const repository = { owner: target.owner, repo: target.repo };
    const commit = await (0,_files_git_data_js__WEBPACK_IMPORTED_MODULE_8__/* .writeCommit */ .rV)(octokit, repository, {
        ...(branchHead === undefined ? {} : { baseTree: branchHead.tree }),
        entries: [
            { path: sealed.path, mode: "100644", type: "blob", content: sealed.text },
            ...filesBeside(sealed, beside, key).map((file) => ({ ...file, mode: "100644", type: "blob" })),
            ...((await stamping?.beside(sealed)) ?? []),
        ],
        message: commitMessage(sealed.record),
        parents: branchHead === undefined ? [] : [branchHead.commit],
    });
    const moved = await moveBranch(octokit, target, branchHead?.commit, commit);
    if (!moved)
        return undefined;
    return { ...sealed, commit, sha256: (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(sealed.text) };
}
/** What is committed beside the sealed record: its listing, checkpoint and writer's signature. */
function filesBeside(sealed, beside, key) {
    const signature = key === undefined
        ? []
        : [
            {
                path: `${sealed.path}${_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_3__/* .SIGNATURE_SUFFIX */ .VV}`,
                content: (0,_core_evidence_chain_writer_proof_js__WEBPACK_IMPORTED_MODULE_3__/* .signRecord */ .lm)(key, (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(sealed.text)),
            },
        ];
    return [...(0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_1__/* .besideFiles */ .co)(sealed, beside), ...signature];
}
/** The sealed record, never one that `evidence verify` would reject (a local run's made-up GITHUB_SHA, say). */
function checkedSeal(draft, chainHead, now, pending) {
    const sealed = (0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_1__/* .sealRecord */ .xe)(draft, chainHead, now, pending);
    const checked = _core_evidence_records_evidence_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .evidenceRecordSchema */ .i9.safeParse(sealed.record);
    if (!checked.success) {
        const [issue] = checked.error.issues;
        throw new _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .EvidenceLedgerError */ .Jm(`the ${draft.kind} record does not match schemas/evidence-record.schema.json (at ${(0,_core_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonPath */ .U1)(issue?.path ?? [])}: ${issue?.message}), so it was not added`);
    }
    return sealed;
}
function commitMessage(record) {
    return `${record.workspace} #${record.sequence}: ${record.kind} record of run ${record.run.run_id} attempt ${record.run.run_attempt}`;
}
/** The branch's head commit; null when the branch does not exist yet. */
async function readHeadCommit(octokit, target) {
    const sha = await (0,_files_git_data_js__WEBPACK_IMPORTED_MODULE_8__/* .readBranchSha */ .xy)(octokit, { owner: target.owner, repo: target.repo }, target.branch);
    return sha === undefined ? null : { commit: sha };
}
/** The branch's head commit and tree; undefined when the branch does not exist yet. */
async function readBranch(octokit, target) {
    const repository = { owner: target.owner, repo: target.repo };
    const head = await readHeadCommit(octokit, target);
    if (head === null)
        return undefined;
    const commitSha = head.commit;
    const { data: commit } = await octokit.rest.git.getCommit({
        ...repository,
        commit_sha: commitSha,
    });
    return { commit: commitSha, tree: commit.tree.sha };
}
/**
 * The workspace's last record: record file names start with their UTC time and a record is always
 * stamped after its predecessor, so the last name in code-point order is the chain's head. The
 * head is checked against its predecessor and the clock first (headBreak): appending to a broken
 * chain would hide the break behind a record that links to it.
 */
async function readChainHead(octokit, target, treeSha, workspace, now) {
    // The head and its predecessor, from the newest year (or two) of records.
    const enough = (records) => records.length >= 2;
    const paths = await (0,_ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .newestRecordFiles */ .xO)(octokit, target, treeSha, workspace, enough);
    const [previous, last] = paths.length === 1 ? [undefined, paths[0]] : paths.slice(-2);
    if (last === undefined)
        return undefined;
    const read = async ({ path, sha }) => ({
        path,
        bytes: await (0,_ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .readBlob */ .gm)(octokit, target, sha),
    });
    const head = await read(last);
    const broken = (0,_core_evidence_chain_evidence_chain_js__WEBPACK_IMPORTED_MODULE_4__/* .headBreak */ .al)(head, previous === undefined ? undefined : await read(previous), now);
    if (broken !== undefined) {
        throw new _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .EvidenceLedgerError */ .Jm(`the evidence chain of workspace ${workspace} on branch ${target.branch} is already broken, so no record was appended to it: ${broken.message}. Run 'cip-sync evidence verify' on a checkout of the branch, and start a new evidence-branch (keep this one as the archive) once the break is explained`);
    }
    return {
        record: JSON.parse(Buffer.from(head.bytes).toString("utf8")),
        bytes: head.bytes,
    };
}
/**
 * Points the branch at `commit`: creates it when it did not exist, else fast-forwards it from
 * `from`. False when another writer got there first (the branch exists now, or moved on).
 */
async function moveBranch(octokit, target, from, commit) {
    const repository = { owner: target.owner, repo: target.repo };
    try {
        if (from === undefined) {
            await octokit.rest.git.createRef({
                ...repository,
                ref: `refs/heads/${target.branch}`,
                sha: commit,
            });
        }
        else {
            await octokit.rest.git.updateRef({
                ...repository,
                ref: `heads/${target.branch}`,
                sha: commit,
                force: false,
            });
        }
        return true;
    }
    catch (error) {
        // 422: "Reference already exists" or "Update is not a fast forward": someone else wrote.
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_6__/* .requestStatus */ .G)(error) === 422)
            return false;
        throw error;
    }
}
/**
 * Runs a ledger request, turning GitHub's refusals into a message that names the permission: a
 * GITHUB_TOKEN without `contents: write` gets 403 (404 on a private repository it cannot see).
 */
async function guarded(target, doing, request) {
    try {
        return await request();
    }
    catch (error) {
        if (error instanceof _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .EvidenceLedgerError */ .Jm)
            throw error;
        const status = (0,_client_js__WEBPACK_IMPORTED_MODULE_6__/* .requestStatus */ .G)(error);
        const detail = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .g)(error);
        if (status === 403 || status === 404 || status === 401) {
            throw new _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .EvidenceLedgerError */ .Jm(`could not ${doing} the evidence branch ${target.branch} of ${target.owner}/${target.repo} (HTTP ${status}: ${detail}): give the job's token the \`contents: write\` permission (permissions: contents: write in the workflow), or set the input evidence-branch to '' to keep no ledger`, { cause: error });
        }
        throw new _ledger_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .EvidenceLedgerError */ .Jm(`could not ${doing} the evidence branch ${target.branch} of ${target.owner}/${target.repo}: ${detail}; re-run the job to record the evidence`, { cause: error });
    }
}


/***/ }),

/***/ 1529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jm: () => (/* binding */ EvidenceLedgerError),
/* harmony export */   PZ: () => (/* binding */ workspaceFiles),
/* harmony export */   f0: () => (/* binding */ newestWorkspaceFiles),
/* harmony export */   gm: () => (/* binding */ readBlob),
/* harmony export */   qx: () => (/* binding */ recordFilesOf),
/* harmony export */   xO: () => (/* binding */ newestRecordFiles)
/* harmony export */ });
/* unused harmony export ledgerWorkspaces */
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1864);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
// How the evidence ledger's writer reads a branch's tree: one recursive read when GitHub lists it
// whole, else the workspace's folder by path, level by level (GitHub truncates a recursive
// listing near 7 MB, and a long-lived ledger gets there).


/** Writing the ledger failed; the message says why and what the token needs. */
class EvidenceLedgerError extends Error {
    name = "EvidenceLedgerError";
}
/**
 * The workspace's files of its newest years, in name order: the newest year's first, then each
 * year before it, until `enough` holds for the files read so far or no year is left (`whole`:
 * every year was read). What a routine read or an append needs (the head record; the last
 * checkpoint and the records after it) is in the newest year or two, so the requests and their
 * size are bounded by the time since the last checkpoint, not by the ledger's age: the branch's
 * tree, records/ and the workspace's years are one small listing each, then one recursive listing
 * per year (its months, level by level, where GitHub truncates even that). `enough` of
 * `() => false` reads the whole workspace.
 */
async function newestWorkspaceFiles(octokit, target, treeSha, workspace, enough) {
    const folder = `${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDS_DIR */ .v7}/${workspace}`;
    const workspaceSha = await folderSha(octokit, target, treeSha, folder);
    let files = [];
    if (workspaceSha === undefined)
        return { files, whole: true };
    const years = await subfolders(octokit, target, { path: folder, sha: workspaceSha });
    // records/<workspace>/<YYYY>/<MM>/<file>: folders named so that name order is time order.
    years.reverse();
    for (const [index, year] of years.entries()) {
        files = [...(await yearFiles(octokit, target, year)), ...files];
        if (enough(files))
            return { files, whole: index === years.length - 1 };
    }
    return { files, whole: true };
}
/** Every file of the workspace on the tree (records, their tokens, anything else), in name order. */
async function workspaceFiles(octokit, target, treeSha, workspace) {
    return (await newestWorkspaceFiles(octokit, target, treeSha, workspace, () => false)).files;
}
/** The files of a year's month folders, in name order. */
async function yearFiles(octokit, target, year) {
    const listed = await listTree(octokit, target, year.sha, true);
    const inMonths = listed.truncated
        ? await monthFilesLevelByLevel(octokit, target, year)
        : listed.entries.filter(({ type, path }) => type === "blob" && path.split("/").length === 2);
    return fromRoot(year, inMonths);
}
/** A year's month files (paths from the year) read folder by folder: one read per month. */
async function monthFilesLevelByLevel(octokit, target, year) {
    const files = [];
    for (const month of await subfolders(octokit, target, year)) {
        const { entries } = await listLevel(octokit, target, month.sha, month.path);
        for (const { path, type, sha } of entries)
            if (type === "blob")
                files.push({ path: `${month.path.slice(year.path.length + 1)}/${path}`, type, sha });
    }
    return files;
}
/** The folders in `folder`, in name order, with their paths from the root. */
async function subfolders(octokit, target, folder) {
    const { entries } = await listLevel(octokit, target, folder.sha, folder.path);
    return fromRoot(folder, entries.filter(({ type }) => type === "tree"));
}
/** Entries of `folder` (paths from it) with their paths from the root, in name order. */
function fromRoot(folder, entries) {
    return entries
        .map(({ path, sha }) => ({ path: `${folder.path}/${path}`, sha }))
        .sort((a, b) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.path, b.path));
}
/** The tree sha of `folder` (a path from the root), one tree read per folder on the way. */
async function folderSha(octokit, target, rootSha, folder) {
    let sha = rootSha;
    let above = "/";
    for (const name of folder.split("/")) {
        const { entries } = await listLevel(octokit, target, sha, above);
        const entry = entries.find((candidate) => candidate.type === "tree" && candidate.path === name);
        if (entry === undefined)
            return undefined;
        sha = entry.sha;
        above = above === "/" ? name : `${above}/${name}`;
    }
    return sha;
}
/** The workspaces of the ledger on the tree: the folders under records/ (two one-level reads). */
async function ledgerWorkspaces(octokit, target, treeSha) {
    const sha = await folderSha(octokit, target, treeSha, RECORDS_DIR);
    if (sha === undefined)
        return [];
    const workspaces = await subfolders(octokit, target, { path: RECORDS_DIR, sha });
    return workspaces.map(({ path }) => path.slice(RECORDS_DIR.length + 1));
}
async function listTree(octokit, target, treeSha, recursive) {
    const { data } = await octokit.rest.git.getTree({
        owner: target.owner,
        repo: target.repo,
        tree_sha: treeSha,
        ...(recursive ? { recursive: "1" } : {}),
    });
    const entries = data.tree.flatMap(({ type, path, sha }) => type !== undefined && path !== undefined && sha !== undefined ? [{ path, type, sha }] : []);
    return { entries, truncated: data.truncated };
}
/** One folder's entries; a folder too large for GitHub to list is an error, not a short list. */
async function listLevel(octokit, target, sha, folder) {
    const listed = await listTree(octokit, target, sha, false);
    if (listed.truncated) {
        throw new EvidenceLedgerError(`the evidence branch ${target.branch} holds more entries under ${folder} than GitHub lists in one tree; start a new evidence-branch and keep this one as the archive`);
    }
    return listed;
}
async function readBlob(octokit, target, sha) {
    const { data } = await octokit.rest.git.getBlob({
        owner: target.owner,
        repo: target.repo,
        file_sha: sha,
    });
    return Buffer.from(data.content, data.encoding === "base64" ? "base64" : "utf8");
}
/** The records among a workspace's files (anything else beside them is not of the chain). */
function recordFilesOf(files, workspace) {
    return files.filter(({ path }) => (0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecordPathOf */ .sm)(path, workspace));
}
/**
 * The workspace's newest record files on the tree, in name (chain) order, with their blob shas:
 * the newest months', back until `enough` holds for the records read (or every month was read).
 */
async function newestRecordFiles(octokit, target, treeSha, workspace, enough) {
    const { files } = await newestWorkspaceFiles(octokit, target, treeSha, workspace, (read) => enough(recordFilesOf(read, workspace)));
    return recordFilesOf(files, workspace);
}


/***/ })

};
