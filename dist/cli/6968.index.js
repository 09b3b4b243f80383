export const id = 6968;
export const ids = [6968];
export const modules = {

/***/ 36968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bq: () => (/* binding */ CHAIN_START),
  k4: () => (/* binding */ advanceChain),
  Cx: () => (/* binding */ breakLine),
  n3: () => (/* binding */ chainBreak),
  In: () => (/* binding */ checkedHead),
  a2: () => (/* binding */ parseKnownRecordFile),
  TG: () => (/* binding */ parseRecordFile),
  bX: () => (/* binding */ parseVerifiedRecord)
});

// UNUSED EXPORTS: MAX_CLOCK_SKEW_MS, deletedBreak, editedBreak, headBreak, reorderedBreak

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(17994);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/compile.js
var compile = __webpack_require__(27478);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-schema.ts + 2 modules
var evidence_schema = __webpack_require__(47590);
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
var plan_schema = __webpack_require__(14617);
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
        .filter((file) => (0,record_files/* isRecordPathOf */.sm)(file.path, workspace))
        .sort((a, b) => (0,names/* compareCodePoints */.OP)(a.path, b.path));
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

/***/ 15453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ug: () => (/* binding */ itemDigest),
/* harmony export */   cb: () => (/* binding */ entryChangeWords),
/* harmony export */   z7: () => (/* binding */ DECLARED_NOTES),
/* harmony export */   zB: () => (/* binding */ configurationMonitoringEvidenceSchema),
/* harmony export */   zu: () => (/* binding */ itemEntryChanges)
/* harmony export */ });
/* unused harmony export normalizeItem */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(17994);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45168);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45217);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67154);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96782);
/* harmony import */ var _beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66782);
// The configuration-monitoring record's model (CIP-010-4 R2.1): the five R1.1 items, the one
// normalisation of an item's configuration and its digest, and what the ledger keeps of a
// comparison of what devices showed with what the inventory declared: digests, never content.
// Pure; the collector's file is configuration-monitoring.ts, the comparison
// configuration-monitoring-record.ts.









function sorted(entries) {
    return entries
        .map((entry) => ({ entry, key: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry) }))
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .OP)(a.key, b.key))
        .map(({ entry }) => entry);
}
function record(value) {
    return value !== null && typeof value === "object" ? value : {};
}
function port(value) {
    const written = String(value);
    return /^\d+$/.test(written) ? Number(written) : written;
}
/**
 * The one normalisation of an item's configuration, for the declared side (the inventory's
 * baseline) and the observed side alike: entries sorted by their canonical JSON; software as
 * { name, version }; ports as { port, protocol } only (a service and a justification document a
 * port, they are not configuration), a port written as digits a number, the protocol lower case.
 */
function normalizeItem(item, value) {
    const entries = Array.isArray(value) ? value : [];
    switch (item) {
        case "os_firmware":
        case "software":
            return sorted(entries.map((entry) => ({
                name: String(record(entry).name),
                version: String(record(entry).version ?? ""),
            })));
        case "ports":
            return sorted(entries.map((entry) => ({
                port: port(record(entry).port),
                protocol: String(record(entry).protocol).toLowerCase(),
            })));
        case "custom_software":
        case "patches":
            return sorted(entries.map(String));
    }
}
/**
 * The entries of `observed` not in `declared` (added) and of `declared` not in `observed`
 * (removed), both normalised: what an unauthorized change of the item is, entry by entry.
 */
function itemEntryChanges(item, observed, declared) {
    const [seen, was] = [normalizeItem(item, observed), normalizeItem(item, declared)];
    const keys = (entries) => new Set(entries.map((entry) => (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry)));
    const [seenKeys, wasKeys] = [keys(seen), keys(was)];
    return {
        added: seen.filter((entry) => !wasKeys.has((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry))),
        removed: was.filter((entry) => !seenKeys.has((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(entry))),
    };
}
/**
 * "observed, not declared: 3389/tcp; declared, not observed: KB1": what an unauthorized change is,
 * entry by entry, as every output says it; "" when the record keeps no entries of it.
 */
function entryChangeWords(change) {
    const words = (entries) => entries.map((entry) => (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_4__/* .entryWords */ .a)(change.item, entry)).join(", ");
    return [
        ...(change.added?.length ? [`observed, not declared: ${words(change.added)}`] : []),
        ...(change.removed?.length ? [`declared, not observed: ${words(change.removed)}`] : []),
    ].join("; ");
}
/** sha256: over the canonical JSON of the item's normalised entries. */
function itemDigest(item, value) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(normalizeItem(item, value)))}`;
}
/** The note beside an asset whose declared side the tool could not read. */
const DECLARED_NOTES = {
    baseline_ref: "kept elsewhere: not compared by the tool",
    none: "no baseline declared in the inventory: not compared",
};
const digest = zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_DIGEST */ .fu);
const itemName = zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK);
const comparison = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    observed: digest.nullable(),
    declared: digest.nullable(),
    matches: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY().nullable(),
});
const name = zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().min(1);
const itemEntry = zod__WEBPACK_IMPORTED_MODULE_8__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ port: zod__WEBPACK_IMPORTED_MODULE_8__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_8__/* .int */ .Whr(), zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()]), protocol: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP() }),
]);
const configurationMonitoringEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    commit: _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .commitSha */ .mJ,
    observed_at: _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .timestamp */ .vE,
    collector: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ name, version: name }),
    input_sha256: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    assets: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        impact: _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .impactSchema */ .kf.optional(),
        class: _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .assetClassSchema */ .gM.optional(),
        declared_from: zod__WEBPACK_IMPORTED_MODULE_8__/* ["enum"] */ .k5n(["inventory", "baseline_ref", "none"]),
        note: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().optional(),
        items: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
            os_firmware: comparison,
            software: comparison,
            custom_software: comparison,
            ports: comparison,
            patches: comparison,
        }),
        complete: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY(),
        matches: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY().nullable(),
        baseline_ref: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
            digest,
            declared_sha256: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
            fetched_sha256: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
            matches: zod__WEBPACK_IMPORTED_MODULE_8__/* .boolean */ .zMY(),
        })
            .optional(),
    })),
    unauthorized_changes: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        observed: digest,
        declared: digest,
        added: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(itemEntry).optional().meta({
            description: "The item's entries the device shows and the inventory does not declare, normalised; absent when the collector gave a digest only.",
        }),
        removed: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(itemEntry).optional().meta({
            description: "The item's entries the inventory declares and the device does not show, normalised; absent when the collector gave a digest only.",
        }),
    })),
    investigations: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        detected_in: zod__WEBPACK_IMPORTED_MODULE_8__/* .int */ .Whr().positive(),
        reference: name,
    })),
    listing: _beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_7__/* .listingReferenceSchema */ .Zt.optional(),
})
    .meta({
    description: "CIP-010-4 R2.1: the digests of the R1.1 items a collector observed per asset, the digests the inventory declared at commit, and every difference (an unauthorized change to investigate).",
});


/***/ }),

/***/ 47590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jw: () => (/* binding */ changeRecordSchema),
  i9: () => (/* binding */ evidenceRecordSchema),
  $e: () => (/* binding */ recordSchemaWith)
});

// UNUSED EXPORTS: evidenceJsonSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(17994);
// EXTERNAL MODULE: ./src/core/evidence/records/change-record.ts
var change_record = __webpack_require__(47302);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/core/shared/workspace-name.ts
var workspace_name = __webpack_require__(90038);
// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 4 modules
var plan_schema = __webpack_require__(14617);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(49513);
// EXTERNAL MODULE: ./src/core/evidence/records/policy-schema.ts
var policy_schema = __webpack_require__(96782);
// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(56474);
// EXTERNAL MODULE: ./src/core/families/family-shapes.ts
var family_shapes = __webpack_require__(40505);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
;// CONCATENATED MODULE: ./src/core/evidence/records/in-force/reviewed-files-record.ts
// What a merge record carries of a family's reviewed files (the patch files, the assessment
// files): each file the merged commit has that the commit in force did not, or has
// with another text, whole, with the SHA-256 of its text, so the ledger alone says what each
// accepted merge put in force, and the files removed since. The files are compared with the commit
// in force, the same the gate judges a change against: a refused change's files, merged anyway,
// are carried by the next accepted merge, whose reviewers saw them. One shape and one comparison
// for every family; each family names its files and describes its record field in its shape (core/families/, read by recorded-file-fields.ts).
// Pure.



/** The record field's schema, described as the family's. */
function reviewedFilesEvidenceSchema(description) {
    return schemas/* strictObject */.rej({
        compared_with: schemas/* string */.YjP(),
        files: schemas/* array */.YOg(schemas/* strictObject */.rej({
            file: schemas/* string */.YjP(),
            sha256: schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu),
            text: schemas/* string */.YjP(),
        })),
        removed: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    })
        .meta({ description });
}
/**
 * The record's files of a family (`belongs`): those of `merged` whose text `inForce` does not have
 * at the same path, and the paths `inForce` has that `merged` does not; undefined when nothing
 * differs.
 */
function reviewedFilesEvidence(merged, inForce, comparedWith, belongs) {
    const files = [...merged]
        .filter(([path, text]) => belongs(path) && inForce.get(path) !== text)
        .sort(([a], [b]) => compareCodePoints(a, b))
        .map(([file, text]) => ({ file, sha256: `sha256:${sha256Hex(text)}`, text }));
    const removed = [...inForce.keys()]
        .filter((path) => belongs(path) && !merged.has(path))
        .sort(compareCodePoints);
    if (files.length === 0 && removed.length === 0)
        return undefined;
    return { compared_with: comparedWith, files, ...(removed.length === 0 ? {} : { removed }) };
}

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
    reviewedFilesEvidenceSchema(shape.recordDescription).optional(),
]));

// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(11645);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/inventory-listing.ts
var inventory_listing = __webpack_require__(66782);
// EXTERNAL MODULE: ./src/core/evidence/records/configuration-monitoring-model.ts
var configuration_monitoring_model = __webpack_require__(15453);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/evidence/records/pull-request-schema.ts
var pull_request_schema = __webpack_require__(69529);
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
    service: pull_request_schema/* httpUrl */.q3
        .optional()
        .meta({ description: "The origin (scheme, host, port) of the service URL." }),
    organization: schemas/* string */.YjP()
        .optional()
        .meta({ description: "The organization_slug the service reported on its records." }),
};
/** A merged pull request in a change record's context. */
const changePullRequestSchema = schemas/* strictObject */.rej({
    number: schemas/* int */.Whr().positive(),
    url: pull_request_schema/* httpUrl */.q3,
    title: schemas/* string */.YjP(),
    author: schemas/* string */.YjP(),
    approved_by: policy_schema/* logins */.NB,
    not_independent: policy_schema/* logins */.NB.optional(),
    not_counted: pull_request_schema/* notCounted */.Oi.optional(),
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
            run_url: pull_request_schema/* httpUrl */.q3.optional(),
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
        pull_request: pull_request_schema/* pullRequestSchema */.MH.nullable(),
        pull_requests: schemas/* array */.YOg(pull_request_schema/* pullRequestSchema */.MH).min(2).optional().meta({
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
    run_url: pull_request_schema/* httpUrl */.q3,
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
            run: schemas/* strictObject */.rej({ ...workflowRun, run_url: pull_request_schema/* httpUrl */.q3.optional() }),
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
            run: schemas/* strictObject */.rej({ ...workflowRun, run_url: pull_request_schema/* httpUrl */.q3.optional() }),
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

/***/ 69529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MH: () => (/* binding */ pullRequestSchema),
/* harmony export */   Oi: () => (/* binding */ notCounted),
/* harmony export */   q$: () => (/* binding */ isHttpUrl),
/* harmony export */   q3: () => (/* binding */ httpUrl)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17994);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96782);
// The pull requests a change record names, with their approvals, as the ledger's schema checks
// them; and the one rule every link a record holds follows (an http(s) URL). Part of
// evidence-schema.ts, kept apart because a pull request's evidence is a concept of its own.



/** Approvals that do not count (a bot, read access, an account that could not be read), with why. */
const notCounted = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), why: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }));
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
const httpUrl = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(HTTP_URL, "must be an http:// or https:// URL");
const pullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    number: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive(),
    url: httpUrl,
    title: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    author: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    approved_by: _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .logins */ .NB.meta({ description: "Independent approvals of the merged head commit." }),
    approved_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .timestamp */ .vE).optional().meta({
        description: "When each of approved_by approved, by login, as GitHub dates the review; absent in records written before it was recorded.",
    }),
    verification_notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), note: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))
        .optional()
        .meta({
        description: "CIP-010 R1.4: each line of an approving review on the merged head that starts with /cip-010-r1.4 (the controls determined, or a link to the verification), with its approver.",
    }),
    completion_notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        completed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^\d{4}-\d{2}-\d{2}$/),
        pull_request: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive().optional(),
        differs: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true).optional(),
        reference: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    }))
        .optional()
        .meta({
        description: "CIP-010 R1.3: each line /cip-010-completed YYYY-MM-DD [#N] [differs] [reference] of a counted approval: the date the field change was completed, the earlier pull request it names, whether the field change differs from the merged baseline, and a reference.",
    }),
    investigation_notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        login: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        detected_in: zod__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().positive(),
        item: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK),
        asset: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
        reference: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    }))
        .optional()
        .meta({
        description: "CIP-010 R2.1: each line /cip-010-investigated #SEQ ITEM ASSET REFERENCE of a counted approval: the sequence of the record that detected the unauthorized change, the R1.1 item, the asset's name, and where its investigation is documented.",
    }),
    not_independent: _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .logins */ .NB.meta({
        description: "Approvals of the merged head by someone who authored or committed a commit of the pull request: listed apart, not counted as approvals.",
    }),
    not_counted: notCounted.optional().meta({
        description: "Independent approvals of the merged head that do not count, each with why: not a human account with write access to the repository, one whose access could not be read, or one whose independence from the commits could not be checked. Absent in records written before it was recorded.",
    }),
    approved_earlier_commit: _policy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .logins */ .NB.meta({
        description: "Approvals given on an earlier commit only: not approvals of what was merged.",
    }),
    merged_by: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
})
    .meta({ title: "Pull request and its approvals" });


/***/ }),

/***/ 56474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ REVIEW_RULE_ID),
/* harmony export */   j: () => (/* binding */ reviewEvidenceSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64377);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
// A CIP-002 R2 review as the change record keeps it: the review file the merge carried, what it
// froze, and the digest of the identifications the merge itself declared. Who approved it is the
// owner policy's `cip-002-review` rule in the same record; together they are the dated, approved
// review an auditor asks for (core/obligations/identification-review.ts).


/** The owner policy's rule that a review's approvals are judged by (governance.ts). */
const REVIEW_RULE_ID = "cip-002-review";
const digest = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_DIGEST */ .fu);
const reviewEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reviewed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6().nullable(),
    inventory_digest: digest.nullable(),
    merged_digest: digest,
    matches: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    problem: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
})
    .meta({
    description: "A CIP-002 R2 review the merge changed: the review file, the digest it froze and the merged inventory's. It closes the obligation when matches is true and the policy rule cip-002-review was met.",
});


/***/ })

};
