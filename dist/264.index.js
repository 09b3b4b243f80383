export const id = 264;
export const ids = [264];
export const modules = {

/***/ 7302:
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
        ...(plan.baselines === undefined ? {} : { baselines: plan.baselines }),
        ...(result.verification === undefined ? {} : { verification: result.verification }),
    };
}


/***/ }),

/***/ 6474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ REVIEW_RULE_ID),
/* harmony export */   j: () => (/* binding */ reviewEvidenceSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4377);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
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


/***/ }),

/***/ 4464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ cyclesOf)
/* harmony export */ });
/**
 * The cycles of a graph in which every item leads to at most one other (renamed_from chains,
 * renames that take each other's names): each cycle once, its members in walk order, from the
 * member met first in `items`. Linear in the number of items.
 */
function cyclesOf(items, next) {
    const walkOf = new Map();
    const cycles = [];
    items.forEach((start, walk) => {
        const path = [];
        let current = start;
        // Bounded: every step marks an item that was not marked before.
        while (current !== undefined && !walkOf.has(current)) {
            walkOf.set(current, walk);
            path.push(current);
            current = next(current);
        }
        // A walk that ends on an item of an earlier walk joined a path already looked at.
        if (current !== undefined && walkOf.get(current) === walk) {
            cycles.push(path.slice(path.indexOf(current)));
        }
    });
    return cycles;
}


/***/ }),

/***/ 3212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pk: () => (/* binding */ parentKindWord),
/* harmony export */   V1: () => (/* binding */ PLAN_FORMAT_VERSION),
/* harmony export */   kM: () => (/* binding */ DEFAULT_SAFETY_LIMITS)
/* harmony export */ });
/* harmony import */ var _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1477);
// The plan and its results: documents bound to live cyber systems, the operations, the safety
// report and what apply did. Data that renderers and apply only read; pure types and constants.

/** "facility" or "control center", as messages and renderers say it. */
function parentKindWord(kind) {
    return kind === "facility" ? "facility" : "control center";
}
// ---------------------------------------------------------------------------------------------
// The plan: data that renderers and apply only read. Versioned; see schemas/plan.schema.json.
const PLAN_FORMAT_VERSION = 1;
const DEFAULT_SAFETY_LIMITS = {
    maxChangeRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-change-percent"].default / 100,
    minAssetsForRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["min-assets-for-ratio"].default,
    maxChanges: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-changes"].default,
};


/***/ }),

/***/ 3322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WH: () => (/* binding */ markPossibleRenames),
/* harmony export */   gP: () => (/* binding */ renameFixLine),
/* harmony export */   mw: () => (/* binding */ declaredAsWords),
/* harmony export */   tL: () => (/* binding */ renamedDeletes)
/* harmony export */ });
/* unused harmony exports RENAME_SIMILARITY, MAX_RENAME_COMPARISONS, MAX_RENAME_CANDIDATES, foldedName, similarNames, pairPossibleRenames */
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5032);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);


/** Two names are similar when at most this share of the longer one must change (after folding). */
const RENAME_SIMILARITY = 0.75;
/**
 * Beyond this many delete-create comparisons in one cyber system and asset type, only names equal
 * after folding are paired: a plan of 100,000 operations stays fast.
 */
const MAX_RENAME_COMPARISONS = 40_000;
/** At most this many declared names are offered for a delete that could not be paired. */
const MAX_RENAME_CANDIDATES = 3;
/**
 * A name as the comparison sees it: its name key without spaces, dashes, underscores, dots,
 * slashes and colons, so that "RTU-01", "rtu_01" and "RTU 01" are one name.
 */
function foldedName(name) {
    const folded = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(name).replace(/[\s\-_.:/]+/gu, "");
    return folded === "" ? (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(name) : folded;
}
/** Whether two names are similar: an edit distance of at most a quarter of the longer folded name. */
function similarNames(a, b) {
    return similarity(foldedName(a), foldedName(b)) >= RENAME_SIMILARITY;
}
/** 1 for equal folded names, down to 0 when every character must change. */
function similarity(a, b) {
    const longest = Math.max([...a].length, [...b].length);
    if (longest === 0)
        return 1;
    const max = Math.floor(longest * (1 - RENAME_SIMILARITY));
    return 1 - (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .editDistance */ .YC)(a, b, max) / longest;
}
/**
 * The possible renames among `operations`: in each cyber system, deletes and creates of one asset
 * type are paired when there is exactly one of each, or when their names are similar (most similar
 * first; ties by declared name, then live asset id). Each operation is in at most one pair, and the
 * pairs do not depend on the order of `operations`. Sorted by declared name, then live asset id.
 */
function pairPossibleRenames(operations) {
    return renameSuspects(operations).pairs;
}
/** The pairs, and the deletes of the same systems and types that stayed unpaired. */
function renameSuspects(operations) {
    const deletes = operations.filter((operation) => operation.action === "delete");
    const creates = operations.filter((operation) => operation.action === "create");
    const groupOf = (operation) => JSON.stringify([operation.cyber_system.id, operation.asset_type]);
    const deletesByGroup = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$z)(deletes, groupOf);
    const pairs = [];
    const unpaired = [];
    for (const [group, declared] of (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$z)(creates, groupOf)) {
        const live = deletesByGroup.get(group);
        if (live === undefined)
            continue;
        const grouped = pairGroup(declared, live);
        pairs.push(...grouped);
        const paired = new Set(grouped.map((pair) => pair.live));
        const byName = [...declared].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.name, b.name));
        const compareAll = declared.length * live.length <= MAX_RENAME_COMPARISONS;
        for (const remove of live) {
            if (paired.has(remove))
                continue;
            const candidates = compareAll
                ? closest(remove, byName)
                : byName.slice(0, MAX_RENAME_CANDIDATES);
            unpaired.push({ live: remove, candidates });
        }
    }
    return { pairs: pairs.sort(comparePairs), unpaired };
}
/**
 * The creates most similar to `remove`'s name, from `byName` (in code-point order of their names):
 * called only within the comparison bound, past which the first names are offered.
 */
function closest(remove, byName) {
    const folded = foldedName(remove.name);
    const scored = byName.map((create) => ({
        create,
        score: similarity(folded, foldedName(create.name)),
    }));
    // A stable sort keeps equal scores in code-point order of the declared names.
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, MAX_RENAME_CANDIDATES).map((entry) => entry.create);
}
function pairGroup(declared, live) {
    const [onlyDeclared] = declared;
    const [onlyLive] = live;
    if (declared.length === 1 && live.length === 1 && onlyDeclared && onlyLive) {
        return [{ declared: onlyDeclared, live: onlyLive }];
    }
    const candidates = [];
    const compareAll = declared.length * live.length <= MAX_RENAME_COMPARISONS;
    const liveByFolded = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$z)(live, (operation) => foldedName(operation.name));
    for (const create of declared) {
        const folded = foldedName(create.name);
        const others = compareAll ? live : (liveByFolded.get(folded) ?? []);
        for (const remove of others) {
            const score = similarity(folded, foldedName(remove.name));
            if (score >= RENAME_SIMILARITY)
                candidates.push({ declared: create, live: remove, score });
        }
    }
    candidates.sort((a, b) => b.score - a.score || comparePairs(a, b));
    const taken = new Set();
    const pairs = [];
    for (const candidate of candidates) {
        if (taken.has(candidate.declared) || taken.has(candidate.live))
            continue;
        taken.add(candidate.declared);
        taken.add(candidate.live);
        pairs.push({ declared: candidate.declared, live: candidate.live });
    }
    return pairs;
}
function comparePairs(a, b) {
    return ((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.declared.name, b.declared.name) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.live.asset_id, b.live.asset_id));
}
/**
 * The operations with both halves of each possible rename marked `possible_rename`, and each delete
 * that could not be paired marked with the names it may have become, in place (the indexes of
 * `depends_on` stay valid). Each marked operation is rebuilt with its keys in code-point order, as
 * the planner builds every operation (see fingerprint.ts).
 */
function markPossibleRenames(operations) {
    const marks = new Map();
    const { pairs, unpaired } = renameSuspects(operations);
    for (const { declared, live } of pairs) {
        const mark = { declared: declared.name, live: live.name };
        marks.set(declared, mark);
        marks.set(live, mark);
    }
    for (const { live, candidates } of unpaired) {
        const names = candidates.map((create) => create.name);
        const [declared = ""] = names;
        marks.set(live, { candidates: names, declared, live: live.name });
    }
    operations.forEach((operation, index) => {
        const mark = marks.get(operation);
        if (mark === undefined || operation.action === "update")
            return;
        const { source, ...rest } = operation;
        operations[index] = { ...rest, possible_rename: mark, ...(source ? { source } : {}) };
    });
}
/** How `name` is written in a YAML flow map: plain when that is safe, else double-quoted. */
function yamlScalar(name) {
    return /^[A-Za-z0-9][A-Za-z0-9 ._\-/()]*$/u.test(name) && !name.endsWith(" ")
        ? name
        : JSON.stringify(name);
}
/** The deletes among `operations` that may be renames made in the service, in their order. */
function renamedDeletes(operations) {
    return operations.filter((operation) => operation.action === "delete" && operation.possible_rename !== undefined);
}
/**
 * What the delete's live asset is declared as, in `show`'s words: "is declared as a" for a pair,
 * "may be declared as a, b or c" for a delete that could not be paired one to one.
 */
function declaredAsWords(rename, show) {
    if (rename.candidates === undefined)
        return `is declared as ${show(rename.declared)}`;
    return `may be declared as ${namesOrWords(rename.candidates.map(show))} (it could not be paired one to one with a new asset of its type)`;
}
/** "a", "a or b", "a, b or c". */
function namesOrWords(names) {
    return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
function renameFixLine(rename, assetType) {
    return `${yamlScalar(rename.declared)}: {type: ${assetType}, renamed_from: ${yamlScalar(rename.live)}}`;
}


/***/ }),

/***/ 9343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ canonical),
/* harmony export */   Ef: () => (/* binding */ fingerprintPlan)
/* harmony export */ });
/* unused harmony export changedBaselines */
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw, operations and
// baselines alike (a baseline has no service operation, yet its change is what CIP-010 R1.2 asks
// to authorize).


/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations and, when the plan declares any, of its baselines: each as
 * its system id, asset name and digest. `source` (where a declaration is written) is left out:
 * moving or reformatting lines in the inventory files does not change what an apply does, so it
 * must not invalidate a review. A plan without baselines keeps the fingerprint of its operations.
 */
function fingerprintPlan(operations, baselines) {
    const effects = operations.map(({ source: _source, ...effect }) => JSON.stringify(canonical(effect)));
    const done = `[${effects.join(",")}]`;
    if (baselines === undefined || baselines.length === 0)
        return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(done)}`;
    const declared = baselines.map((baseline) => JSON.stringify(baselineKey(baseline)));
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(`{"baselines":[${declared.join(",")}],"operations":${done}}`)}`;
}
/**
 * The baselines whose digest differs between two plans, or that only one of them declares, as
 * "asset (system id)", in the order of the plan now: why a plan saved with one baseline is not the
 * plan of another.
 */
function changedBaselines(reviewed, now) {
    const digests = (baselines) => new Map((baselines ?? []).map((baseline) => [labelOf(baseline), baseline.digest]));
    const before = digests(reviewed);
    const after = digests(now);
    const changed = [...after].filter(([label, digest]) => before.get(label) !== digest);
    const gone = [...before.keys()].filter((label) => !after.has(label));
    return [...changed.map(([label]) => label), ...gone];
}
function baselineKey(baseline) {
    return [baseline.cyber_system_id, baseline.asset, baseline.digest];
}
function labelOf(baseline) {
    return `${baseline.asset} (${baseline.cyber_system_id})`;
}
/**
 * The value with every object's keys in code-point order, so that `JSON.stringify` writes it
 * canonically. Values already in that order are returned as they are: the planner builds its
 * operations that way, which keeps fingerprinting 100k operations cheap.
 */
function canonical(value) {
    if (isCanonical(value))
        return value;
    if (Array.isArray(value)) {
        let copy;
        value.forEach((item, index) => {
            const canonicalItem = canonical(item);
            if (canonicalItem === item)
                return;
            copy ??= [...value];
            copy[index] = canonicalItem;
        });
        return copy ?? value;
    }
    if (value === null || typeof value !== "object")
        return value;
    const entries = Object.entries(value);
    let unchanged = true;
    const canonicalEntries = entries.map(([key, field], index) => {
        const canonicalField = field === undefined ? undefined : canonical(field);
        const previous = entries[index - 1];
        if (canonicalField !== field ||
            field === undefined ||
            (previous !== undefined && (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(previous[0], key) >= 0)) {
            unchanged = false;
        }
        return [key, canonicalField];
    });
    if (unchanged)
        return value;
    // No prototype, so that a key such as "__proto__" stays an ordinary field.
    const sorted = Object.create(null);
    canonicalEntries.sort(([a], [b]) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a, b));
    for (const [key, field] of canonicalEntries)
        if (field !== undefined)
            sorted[key] = field;
    return sorted;
}
/**
 * Whether `value` is canonical already: every object's keys in code-point order, none undefined.
 * Asked first of each operation, and allocates nothing: the planner's operations always are.
 */
function isCanonical(value) {
    if (value === null || typeof value !== "object")
        return true;
    if (Array.isArray(value)) {
        for (const item of value)
            if (!isCanonical(item))
                return false;
        return true;
    }
    let previous;
    for (const key in value) {
        if (!Object.hasOwn(value, key))
            continue;
        const field = value[key];
        if (field === undefined || !isCanonical(field))
            return false;
        if (previous !== undefined && (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(previous, key) >= 0)
            return false;
        previous = key;
    }
    return true;
}


/***/ }),

/***/ 1570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ planSummarySchema),
/* harmony export */   U1: () => (/* binding */ jsonPath),
/* harmony export */   X0: () => (/* binding */ fieldChange),
/* harmony export */   iL: () => (/* binding */ systemRefSchema),
/* harmony export */   iM: () => (/* binding */ assetTypeSchema),
/* harmony export */   se: () => (/* binding */ planBaselineSchema)
/* harmony export */ });
/* unused harmony exports planSchema, planJsonSchema, PlanFileError, parsePlanJson */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2857);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7368);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5168);
/* harmony import */ var _plan_model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3212);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7154);
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9343);
// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.









const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_7__/* .ASSET_TYPES */ .D);
const count = zod__WEBPACK_IMPORTED_MODULE_6__/* .int */ .Whr().nonnegative();
const sourceLocationSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    file: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().meta({ description: "Path relative to the working directory, with /." }),
    line: zod__WEBPACK_IMPORTED_MODULE_6__/* .int */ .Whr().positive(),
    column: zod__WEBPACK_IMPORTED_MODULE_6__/* .int */ .Whr().positive(),
})
    .meta({
    id: "SourceLocation",
    title: "Source location",
    description: "A 1-based place in an inventory file.",
});
const diagnosticSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    severity: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(["error", "warning"]),
    message: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    location: sourceLocationSchema.optional(),
    related: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(sourceLocationSchema).optional(),
})
    .meta({ title: "Diagnostic" });
const parentRefSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(["facility", "control_center"]),
    id: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
});
const systemRefSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    impact: _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .impactSchema */ .kf.optional(),
    name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    parent: parentRefSchema.nullable(),
})
    .meta({
    id: "SystemRef",
    title: "Cyber system",
    description: "A cyber system by id and name, with its parent.",
});
function fieldChange(schema) {
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({ from: schema, to: schema });
}
const operationBase = {
    depends_on: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(count).meta({
        description: "Indexes into operations of the operations that must succeed before this one runs.",
    }),
    source: sourceLocationSchema
        .meta({ description: "The declaration that caused this operation." })
        .optional(),
};
const possibleRenameSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    declared: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().meta({ description: "The name the files declare (the create)." }),
    live: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().meta({ description: "The name the service holds (the delete)." }),
    candidates: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP())
        .min(1)
        .max(3)
        .meta({
        description: "Set on a delete that could not be paired one to one: the declared names of its cyber system and type it may have become, most similar first; declared is the first.",
    })
        .optional(),
})
    .meta({
    description: "This create and a delete of the same cyber system and type may be one asset renamed in the service; apply refuses them without --allow-replace.",
})
    .optional();
const sha256Digest = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .SHA256_DIGEST */ .fu);
/** A declared baseline as plans and change records carry it: digests, never content. */
const planBaselineSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    asset: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    asset_id: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    asset_type: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_7__/* .ASSET_TYPES */ .D).optional(),
    class: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .ASSET_CLASSES */ .Aj).optional(),
    completed_on: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    cyber_system: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    cyber_system_id: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    digest: sha256Digest,
    erc: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().optional(),
    impact: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .IMPACT_LEVELS */ .dR).optional(),
    items: zod__WEBPACK_IMPORTED_MODULE_6__/* .partialRecord */ .jgl(zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK), sha256Digest).optional().meta({
        description: "The SHA-256 of each CIP-010 R1.1 item of a baseline written as content: which items a change touched, without their content.",
    }),
    kind: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(["content", "ref"]).optional(),
});
const createOperationSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    action: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz("create"),
    ...operationBase,
    name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
})
    .meta({ title: "Create an asset" });
const updateOperationSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    action: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz("update"),
    ...operationBase,
    asset_id: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().meta({ description: "The asset's name after this operation." }),
    cyber_system: systemRefSchema,
    kinds: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(["rename", "move", "retype"])),
    temporary: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().meta({
        description: "True for the first half of a rename cycle: the asset takes a temporary name that a later operation replaces.",
    }),
    changes: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        name: fieldChange(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()).optional(),
        cyber_system: fieldChange(systemRefSchema).optional(),
        asset_type: fieldChange(assetTypeSchema).optional(),
    }),
})
    .meta({ title: "Update an asset (rename, move, retype)" });
const deleteOperationSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    action: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz("delete"),
    ...operationBase,
    asset_id: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
})
    .meta({ title: "Delete an asset" });
const planSummarySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    create: count,
    update: count,
    delete: count,
    move: count,
    rename: count,
    retype: count,
});
const planSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    format_version: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(_plan_model_js__WEBPACK_IMPORTED_MODULE_3__/* .PLAN_FORMAT_VERSION */ .V1),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .SHA256_DIGEST */ .fu).meta({
        description: 'sha256 over the canonical JSON of operations and of each baseline\'s system id, asset and digest, as "sha256:<hex>"; a plan without baselines: over its operations only.',
    }),
    summary: planSummarySchema,
    operations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .discriminatedUnion */ .gMt("action", [
        createOperationSchema,
        updateOperationSchema,
        deleteOperationSchema,
    ]))
        .meta({ description: "In execution order; depends_on gives the exact constraints." }),
    managed_systems: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(systemRefSchema),
    baselines: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(planBaselineSchema).optional().meta({
        description: "Declared baselines (CIP-010 R1.1) by system id and asset name, as SHA-256 digests; never sent to the service. Absent when none is declared.",
    }),
    unmanaged: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        asset_id: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
        asset_type: assetTypeSchema,
        cyber_system: systemRefSchema,
    }))
        .meta({
        description: "Undeclared live assets of prune: false systems: reported, never deleted.",
    }),
    safety: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        managed_live_assets: count,
        violations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
            rule: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(["mass-delete", "mass-update", "empty-system", "possible-rename"]),
            message: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
        })),
    }),
    warnings: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(diagnosticSchema),
    inputs: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        patterns: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()).meta({
            description: "Inventory files, directories or globs, relative to root.",
        }),
        root: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().meta({
            description: "The repository root, relative to the directory the plan was made in.",
        }),
        declared: sha256Digest.optional().meta({
            description: "SHA-256 of what the operations depend on from the files (each document's system, parent, prune and assets, without baselines or places): apply --plan says whether the files or the live inventory changed since.",
        }),
    })
        .meta({ description: "What the plan was made from: apply --plan reads the same files." })
        .optional(),
})
    .meta({
    title: "cip-inventory-sync plan",
    description: "What apply would do, as written by `cip-sync plan --format json` or `--out FILE`.",
});
/** The JSON Schema (draft 2020-12) of a saved plan. */
function planJsonSchema() {
    return z.toJSONSchema(planSchema, { target: "draft-2020-12" });
}
const MAX_REPORTED_ISSUES = 5;
/** A saved plan file that cannot be used: the message names the file and how to get a good one. */
class PlanFileError extends (/* unused pure expression or super */ null && (Error)) {
    name = "PlanFileError";
}
/**
 * A saved plan (`apply --plan FILE`), checked completely. Throws a PlanFileError naming `source`
 * and the JSON path of each problem (`$.operations[3].action`), and saying how to get a good file.
 */
function parsePlanJson(text, source) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new PlanFileError(`${source} is not valid JSON (${errorMessage(error)}); pass the file written by 'cip-sync plan --out FILE'`, { cause: error });
    }
    const version = value?.format_version;
    if (version !== undefined && version !== PLAN_FORMAT_VERSION) {
        throw new PlanFileError(`${source} has plan format_version ${JSON.stringify(version)}, and this cip-sync reads version ${PLAN_FORMAT_VERSION}; run 'cip-sync plan --out FILE' again with this version`);
    }
    const result = planSchema.safeParse(value);
    if (result.success)
        return heldByItsFingerprint(result.data, source);
    const issues = result.error.issues;
    const lines = issues
        .slice(0, MAX_REPORTED_ISSUES)
        .map((issue) => `  at ${jsonPath(issue.path)}: ${issue.message}`);
    if (issues.length > MAX_REPORTED_ISSUES) {
        lines.push(`  ... and ${issues.length - MAX_REPORTED_ISSUES} more`);
    }
    throw new PlanFileError(`${source} is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n${lines.join("\n")}`);
}
/**
 * The plan, when its fingerprint is the one of its operations and baselines: a plan saved by a
 * cip-sync whose fingerprint left the baselines out, or an edited file, would otherwise be
 * reviewed as one plan and held to another.
 */
function heldByItsFingerprint(plan, source) {
    const expected = fingerprintPlan(plan.operations, plan.baselines);
    if (plan.fingerprint === expected)
        return plan;
    throw new PlanFileError(`${source} at $.fingerprint: ${plan.fingerprint} is not the fingerprint of the plan's operations and baselines (${expected}); the file was edited, or saved by a cip-sync whose fingerprint left the baselines out. Run 'cip-sync plan --out FILE' again, review that plan and apply it`);
}
/** `$.operations[3].action`: where a schema issue is, as JSONPath. */
function jsonPath(path) {
    let text = "$";
    for (const segment of path) {
        if (typeof segment === "number")
            text += `[${segment}]`;
        else if (typeof segment === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) {
            text += `.${segment}`;
        }
        else
            text += `[${JSON.stringify(String(segment))}]`;
    }
    return text;
}


/***/ }),

/***/ 9751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h_: () => (/* binding */ COMMENT_STATUSES),
/* harmony export */   im: () => (/* binding */ OUTCOMES)
/* harmony export */ });
/* unused harmony export FAILURE_REASONS */
/* harmony import */ var _evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53);
// Each outcome of an apply attempt has one name, and this table says what every other vocabulary
// calls it: the plan comment's status, the Action's failure-reason output and the job summary's
// heading. A new outcome (a policy refusal, say) is one entry here, and the compiler finds the rest.

const isCommentOutcome = (outcome) => outcome !== "not-approved" && outcome !== "policy";
const COMMENT_STATUSES = [
    "planned",
    "no-plan",
    "applying",
    ..._evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_0__/* .CHANGE_OUTCOMES */ .r0.filter(isCommentOutcome),
];
/** Why a run failed, as the failure-reason output names it. */
const FAILURE_REASONS = (/* unused pure expression or super */ null && ([
    "invalid",
    "plan-changed",
    "no-reviewed-plan",
    "not-approved",
    "policy",
    "unsafe",
    "apply-failed",
    "drift",
    "evidence",
    "evidence-timestamp",
    "connection",
    "settings",
    "error",
]));
const OUTCOMES = {
    applied: { comment: "applied", failure: undefined, heading: "applied" },
    "no-changes": { comment: "no-changes", failure: undefined, heading: "nothing to apply" },
    "partly-applied": {
        comment: "partly-applied",
        failure: "apply-failed",
        heading: "partly applied",
    },
    failed: { comment: "failed", failure: "apply-failed", heading: "failed" },
    interrupted: { comment: "interrupted", failure: "apply-failed", heading: "interrupted" },
    "plan-changed": { comment: "plan-changed", failure: "plan-changed", heading: "plan changed" },
    unsafe: { comment: "unsafe", failure: "unsafe", heading: "refused" },
    "no-reviewed-plan": {
        comment: "no-reviewed-plan",
        failure: "no-reviewed-plan",
        heading: "no reviewed plan",
    },
    "not-approved": { comment: undefined, failure: "not-approved", heading: "not approved" },
    policy: { comment: undefined, failure: "policy", heading: "refused by the owner policy" },
    invalid: { comment: "invalid", failure: "invalid", heading: "invalid" },
};


/***/ }),

/***/ 4302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ parseCodeowners),
/* harmony export */   d: () => (/* binding */ codeOwnersOf),
/* harmony export */   xn: () => (/* binding */ CODEOWNERS_PATHS)
/* harmony export */ });
/* unused harmony export patternMatcher */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9513);


/** Where GitHub looks, in its order: the first that exists is the one it uses. */
const CODEOWNERS_PATHS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
function parseCodeowners(text, file) {
    const lines = [];
    const diagnostics = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const content = stripComment(raw).trim();
        if (content === "")
            return;
        const [pattern = "", ...written] = content.split(/\s+/);
        const skip = (why) => diagnostics.push({
            severity: "warning",
            message: `${why}; GitHub skips this line, and so does the policy`,
            location: { file, line: index + 1, column: 1 },
        });
        if (pattern.startsWith("!") || /\[/.test(pattern)) {
            skip(`CODEOWNERS pattern ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(pattern)} uses ! or [ ], which GitHub does not support`);
            return;
        }
        const owners = [];
        for (const owner of written) {
            const principal = owner.startsWith("@") ? (0,_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePrincipal */ .gA)(owner.slice(1)) : undefined;
            if (principal)
                owners.push(principal);
            else if (!EMAIL.test(owner)) {
                skip(`CODEOWNERS owner ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(owner)} is neither @login, @org/team nor an email`);
                return;
            }
            // An email names a GitHub user only through their verified address, which the policy
            // cannot see: it is kept out of the owners (and cannot approve for them).
        }
        lines.push({ pattern, line: index + 1, matcher: patternMatcher(pattern), owners });
    });
    return { file, lines, diagnostics };
}
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** The text before an unescaped `#`, with `\#` read as `#`. */
function stripComment(line) {
    const hash = line.search(/(?<!\\)#/);
    return (hash === -1 ? line : line.slice(0, hash)).replaceAll("\\#", "#");
}
/**
 * The gitignore rules GitHub applies: a pattern with a `/` at its start or middle is anchored at
 * the root, otherwise it matches at any depth; `*` and `?` stay within a path segment, `**`
 * crosses them; a pattern names a file or a directory (and then everything in it), and one ending
 * in `/` only a directory.
 */
function patternMatcher(pattern) {
    const directoryOnly = pattern.endsWith("/");
    const trimmed = pattern.replace(/\/+$/, "");
    const anchored = trimmed.includes("/");
    const body = trimmed.replace(/^\//, "");
    let regex = "";
    for (let index = 0; index < body.length; index++) {
        const character = body.charAt(index);
        if (body.startsWith("**/", index)) {
            regex += "(?:.*/)?";
            index += 2;
        }
        else if (body.startsWith("**", index)) {
            regex += ".*";
            index += 1;
        }
        else if (character === "*")
            regex += "[^/]*";
        else if (character === "?")
            regex += "[^/]";
        else
            regex += character.replace(/[.+^${}()|\\]/g, "\\$&");
    }
    const prefix = anchored ? "^" : "^(?:.*/)?";
    // `docs/*` owns the files in docs/, not those in its subdirectories (GitHub's documented case).
    const endsInSegmentWildcard = /(?:^|[^*])\*$/.test(body);
    const suffix = directoryOnly ? "/.+$" : endsInSegmentWildcard ? "$" : "(?:/.+)?$";
    return new RegExp(`${prefix}${regex}${suffix}`);
}
/** The owners of `path` (relative to the root, forward slashes): the last matching line's. */
function codeOwnersOf(path, codeowners) {
    const entry = codeowners.lines.findLast((line) => line.matcher.test(path));
    if (entry !== undefined)
        return { owners: entry.owners, line: entry.line };
    return { owners: [] };
}


/***/ }),

/***/ 6403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LK: () => (/* binding */ baseSystemsOf),
/* harmony export */   V6: () => (/* binding */ baseSystem),
/* harmony export */   hs: () => (/* binding */ touchedSystems),
/* harmony export */   mU: () => (/* binding */ policySubjectOf),
/* harmony export */   xc: () => (/* binding */ operationKinds)
/* harmony export */ });
/* harmony import */ var _codeowners_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4302);

/** What an operation is, in the policy's words: an update is `update` and each of its kinds. */
function operationKinds(operation) {
    if (!("action" in operation))
        return operation.kinds;
    return operation.action === "update" ? ["update", ...operation.kinds] : [operation.action];
}
/** The systems an operation touches: both ends of a move. */
function touchedSystems(operation) {
    if (!("action" in operation))
        return operation.systems;
    const from = operation.action === "update" ? operation.changes.cyber_system?.from : undefined;
    return from && from.id !== operation.cyber_system.id
        ? [from, operation.cyber_system]
        : [operation.cyber_system];
}
/** What the policy needs of `operation`, to be recorded in the plan comment. */
function policySubjectOf(operation) {
    return { kinds: operationKinds(operation), systems: touchedSystems(operation) };
}
/**
 * Each system the operations touch, by id, as a base document declares it: the document whose
 * `cyber_system` is the system's id, else its name (with a `facility`/`control_center`, when
 * written, naming the system's parent). A system no document names is left out: it has no owners.
 */
function baseSystemsOf(operations, documents, codeowners) {
    const systems = new Map();
    for (const system of operations.flatMap(touchedSystems)) {
        if (systems.has(system.id))
            continue;
        const found = documents.find((entry) => entry.document.cyberSystem.value === system.id) ??
            documents.find((entry) => namesSystem(entry.document, system));
        if (found)
            systems.set(system.id, baseSystem(found, codeowners));
    }
    return systems;
}
function namesSystem(document, system) {
    if (document.cyberSystem.value !== system.name)
        return false;
    const parent = document.facility ?? document.controlCenter;
    if (parent === undefined)
        return true;
    return system.parent !== null && [system.parent.id, system.parent.name].includes(parent.value);
}
/** A document's system as the policy sees it: its impact, and its owners (declared, else CODEOWNERS). */
function baseSystem({ file, document }, codeowners) {
    const declared = document.owners?.map((owner) => owner.value);
    const owners = declared ?? (codeowners ? (0,_codeowners_js__WEBPACK_IMPORTED_MODULE_0__/* .codeOwnersOf */ .d)(file, codeowners).owners : []);
    const system = {
        owners,
        ownersFrom: declared ? "document" : owners.length > 0 ? "codeowners" : "none",
        file,
    };
    if (document.impact)
        system.impact = document.impact.value;
    return system;
}


/***/ }),

/***/ 8653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cq: () => (/* binding */ recordedGovernanceOf),
/* harmony export */   ZM: () => (/* binding */ recordedSubjectsOf),
/* harmony export */   rn: () => (/* binding */ recordSubjects)
/* harmony export */ });
/* unused harmony export MAX_RECORDED_SUBJECTS_LENGTH */
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5032);
/* harmony import */ var _reviewed_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19);
/* harmony import */ var _policy_model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5117);
/* harmony import */ var _policy_subjects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6403);
// What the plan comment's header records of a plan for the policy: each operation's kinds and the
// systems it touches, each system once. A review event judges the policy from this record alone,
// without asking the service; a record that is absent or malformed judges nothing (fail closed).




/** The record's room in the comment (JSON characters): the rest of the comment needs the room. */
const MAX_RECORDED_SUBJECTS_LENGTH = 24_000;
/** The record of `operations`; undefined when the plan is too large to record. */
function recordSubjects(operations, governance = []) {
    if (operations.length > _reviewed_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RECORDED_OPERATIONS */ .Pp)
        return undefined;
    const index = new Map();
    const recorded = { systems: [], operations: [] };
    for (const subject of operations.map(_policy_subjects_js__WEBPACK_IMPORTED_MODULE_0__/* .policySubjectOf */ .mU)) {
        const systems = subject.systems.map((system) => {
            const known = index.get(system.id);
            if (known !== undefined)
                return known;
            const parent = system.parent;
            recorded.systems.push([
                system.id,
                system.name,
                parent === null ? null : [parent.kind, parent.id, parent.name],
            ]);
            index.set(system.id, recorded.systems.length - 1);
            return recorded.systems.length - 1;
        });
        recorded.operations.push([subject.kinds, systems]);
    }
    if (governance.length > 0)
        recorded.governance = [...governance];
    return JSON.stringify(recorded).length <= MAX_RECORDED_SUBJECTS_LENGTH ? recorded : undefined;
}
/** The subjects a header recorded; undefined unless `value` is exactly what recordSubjects writes. */
function recordedSubjectsOf(value) {
    if (typeof value !== "object" || value === null)
        return undefined;
    const { systems, operations } = value;
    if (!Array.isArray(systems) || !Array.isArray(operations))
        return undefined;
    const refs = [];
    for (const entry of systems) {
        const system = systemOf(entry);
        if (system === undefined)
            return undefined;
        refs.push(system);
    }
    const subjects = [];
    for (const entry of operations) {
        if (!Array.isArray(entry) || entry.length !== 2)
            return undefined;
        const [kinds, indexes] = entry;
        if (!Array.isArray(kinds) || kinds.length === 0 || !Array.isArray(indexes))
            return undefined;
        if (!kinds.every((kind) => (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_2__/* .isOneOf */ .EK)(_policy_model_js__WEBPACK_IMPORTED_MODULE_3__/* .POLICY_OPERATIONS */ .su, kind)))
            return undefined;
        const touched = indexes.map((at) => Number.isSafeInteger(at) ? refs[at] : undefined);
        if (touched.length === 0 || touched.some((system) => system === undefined))
            return undefined;
        subjects.push({ kinds, systems: touched });
    }
    return subjects;
}
function systemOf(entry) {
    if (!Array.isArray(entry) || entry.length !== 3)
        return undefined;
    const [id, name, parent] = entry;
    if (typeof id !== "string" || typeof name !== "string")
        return undefined;
    if (parent === null)
        return { id, name, parent: null };
    if (!Array.isArray(parent) || parent.length !== 3)
        return undefined;
    const [kind, parentId, parentName] = parent;
    if (kind !== "facility" && kind !== "control_center")
        return undefined;
    if (typeof parentId !== "string" || typeof parentName !== "string")
        return undefined;
    return { id, name, parent: { kind, id: parentId, name: parentName } };
}
const GOVERNANCE_KINDS = [
    "system",
    "document",
    "removed",
    "policy",
    "senior-manager",
    "review",
    "baseline",
    "source-commands",
];
/**
 * The changes to the rules a header recorded: [] when it records none (a comment of an older
 * version; the checkout's files are still judged), undefined when the record is malformed.
 */
function recordedGovernanceOf(value) {
    if (typeof value !== "object" || value === null)
        return undefined;
    const { governance } = value;
    if (governance === undefined)
        return [];
    if (!Array.isArray(governance))
        return undefined;
    const changes = [];
    for (const entry of governance) {
        if (!Array.isArray(entry) || entry.length !== 4)
            return undefined;
        const [kind, name, file, words] = entry;
        if (!(0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_2__/* .isOneOf */ .EK)(GOVERNANCE_KINDS, kind) || typeof name !== "string")
            return undefined;
        if (typeof file !== "string" || file === "" || !Array.isArray(words))
            return undefined;
        if (!words.every((word) => typeof word === "string"))
            return undefined;
        changes.push([kind, name, file, words]);
    }
    return changes;
}


/***/ }),

/***/ 19:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pp: () => (/* binding */ MAX_RECORDED_OPERATIONS),
/* harmony export */   S0: () => (/* binding */ reviewedFingerprint),
/* harmony export */   e4: () => (/* binding */ unreviewedReasons),
/* harmony export */   h9: () => (/* binding */ whyUnreviewed),
/* harmony export */   n8: () => (/* binding */ reviewedOperationsOf),
/* harmony export */   vA: () => (/* binding */ memberReview),
/* harmony export */   w_: () => (/* binding */ MAX_NOTE_SEARCH_COMMENTS)
/* harmony export */ });
/* unused harmony export awaitsApply */
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2205);

/** Digests a plan note records at most (about 25 characters each). */
const MAX_RECORDED_OPERATIONS = 1000;
/**
 * A plan waiting to be applied: planned, or being applied by a run that may have been stopped
 * before its first operation (a re-run then applies it, checked as ever against the live service).
 */
function awaitsApply(status) {
    return status === "planned" || status === "applying";
}
/** Why `change` has no note: none was written, or none among the comments the search may read. */
function noNote(number, { workspace, author, searchBounded }) {
    const missing = `${number} has no plan comment for workspace ${workspace} written by ${author}`;
    return searchBounded === true
        ? `${missing} among its first ${MAX_NOTE_SEARCH_COMMENTS} comments (not found, search bounded: the plan comment is written by the first plan of a pull request; delete the spam before it, or plan again in a new pull request)`
        : missing;
}
/**
 * The comments a search for the note reads at most: one page, the most a host lists in one
 * request, so that a run's requests do not grow with a spammed pull request's comments.
 */
const MAX_NOTE_SEARCH_COMMENTS = 100;
/** The fingerprint reviewed in the one change a commit merged, when its note awaits apply. */
function reviewedFingerprint(note) {
    return note !== undefined && awaitsApply(note.status) ? note.fingerprint : undefined;
}
/** Why the commit `sha`, merged from `change` (if any), has no reviewed plan. */
function whyUnreviewed(sha, change, note, owner) {
    if (change === undefined)
        return `commit ${sha} was not merged from a pull request, so no plan was reviewed`;
    if (note === undefined)
        return `pull request ${noNote(`#${change.number}`, owner)}`;
    return `the plan comment on pull request #${change.number} has status ${note.status}, not a plan waiting to be applied`;
}
/**
 * The review of one change of a group: its note must await apply, be computed for the change's
 * last commit, and record its operations.
 */
function memberReview(change, note, owner) {
    const number = `#${change.number}`;
    const unreviewed = (why) => ({ kind: "unreviewed", why });
    if (note === undefined)
        return unreviewed(noNote(number, owner));
    const { status, head, operations } = note;
    if (!awaitsApply(status))
        return unreviewed(`the plan comment on ${number} has status ${status}, not a plan waiting to be applied`);
    if (head !== change.headSha)
        return unreviewed(`the plan comment on ${number} was computed for commit ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .Fu)(head)}, not for its last commit ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .Fu)(change.headSha)}`);
    if (operations === undefined)
        return unreviewed(`the plan comment on ${number} does not record its operations (a plan of more than ${MAX_RECORDED_OPERATIONS} operations, or written by an earlier version)`);
    return { kind: "reviewed", operations };
}
/** The reviewed operations of each change of a group that has a reviewed plan. */
function reviewedOperationsOf(members) {
    return members.flatMap(({ change, review }) => review.kind === "reviewed" ? [{ pullRequest: change.number, digests: review.operations }] : []);
}
/** Why each change of a group without a reviewed plan has none. */
function unreviewedReasons(members) {
    return members.flatMap(({ review }) => (review.kind === "unreviewed" ? [review.why] : []));
}


/***/ }),

/***/ 9763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ operationCells),
/* harmony export */   L9: () => (/* binding */ updateCells),
/* harmony export */   R8: () => (/* binding */ describeOperation),
/* harmony export */   _Y: () => (/* binding */ systemCell),
/* harmony export */   c_: () => (/* binding */ systemHeadingCell)
/* harmony export */ });
/* harmony import */ var _core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3212);
/* harmony import */ var _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4747);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2997);



/** "rename, move, type change (hardware → software)", "a → b", the id, "S — … → T — …". */
function updateCells(operation, nameBefore) {
    const { name, cyber_system: move, asset_type: retype, ...unshown } = operation.changes;
    (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_2__/* .everyChangeShown */ .pQ)(unshown);
    const kinds = (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_2__/* .updateKindWords */ .pV)(operation.kinds);
    return {
        change: retype ? `${kinds} (${retype.from} → ${retype.to})` : kinds,
        asset: name
            ? `${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(nameBefore)} → ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(operation.name)}`
            : (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(operation.name),
        id: (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(operation.asset_id),
        system: move
            ? `${systemCell(move.from)} → ${systemCell(move.to)}`
            : systemCell(operation.cyber_system),
    };
}
/** An operation as executed: a temporary rename is its own step. */
function operationCells(operation) {
    switch (operation.action) {
        case "create":
            return {
                change: `create (${operation.asset_type})`,
                asset: (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(operation.name),
                id: "(new)",
                system: systemCell(operation.cyber_system),
            };
        case "delete":
            return {
                change: "**delete**",
                asset: (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(operation.name),
                id: (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(operation.asset_id),
                system: systemCell(operation.cyber_system),
            };
        case "update": {
            const cells = updateCells(operation, operation.changes.name?.from ?? operation.name);
            return operation.temporary
                ? { ...cells, change: `${cells.change} (${_plan_view_js__WEBPACK_IMPORTED_MODULE_2__/* .TEMPORARY_RENAME_WORDS */ .LL})` }
                : cells;
        }
    }
}
/** "rename a → b (ca\_1) in S — facility F" */
function describeOperation(operation) {
    const cells = operationCells(operation);
    const id = operation.action === "create" ? "" : ` (${cells.id})`;
    return `${cells.change} ${cells.asset}${id} in ${cells.system}`;
}
/** "Alpha Protection — facility Substation Alpha", escaped. */
function systemCell(system) {
    const { parent } = system;
    return parent
        ? `${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(system.name)} — ${(0,_core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(parent.name)}`
        : `${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(system.name)} (${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(system.id)}, parent not shown by the service)`;
}
/** The system cell of a heading: with its declared impact, "… · impact high". */
function systemHeadingCell(system) {
    return system.impact ? `${systemCell(system)} · impact ${system.impact}` : systemCell(system);
}


/***/ }),

/***/ 2997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ REPLACE_CONSEQUENCE),
/* harmony export */   Dw: () => (/* binding */ viewPlan),
/* harmony export */   IW: () => (/* binding */ cycleWords),
/* harmony export */   LL: () => (/* binding */ TEMPORARY_RENAME_WORDS),
/* harmony export */   Nk: () => (/* binding */ adoptLiveNameWords),
/* harmony export */   WW: () => (/* binding */ refusalWords),
/* harmony export */   Z$: () => (/* binding */ POSSIBLY_RENAMED),
/* harmony export */   eo: () => (/* binding */ NO_CHANGES),
/* harmony export */   gJ: () => (/* binding */ groupBySystem),
/* harmony export */   hb: () => (/* binding */ applyAdvice),
/* harmony export */   ik: () => (/* binding */ createdWords),
/* harmony export */   o2: () => (/* binding */ deleteHeadline),
/* harmony export */   pQ: () => (/* binding */ everyChangeShown),
/* harmony export */   pV: () => (/* binding */ updateKindWords),
/* harmony export */   sR: () => (/* binding */ applyVerdict),
/* harmony export */   uK: () => (/* binding */ planSummaryLine),
/* harmony export */   y0: () => (/* binding */ DELETE_CONSEQUENCE)
/* harmony export */ });
/* harmony import */ var _core_plan_cycles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4464);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2205);



/**
 * Takes what a renderer's destructuring of an update's `changes` left over, which must be nothing.
 * A field added to the plan model's `changes` then fails to compile at every renderer until that
 * renderer shows it; at run time a change no renderer knows refuses to render rather than go unseen
 * by reviewers while the fingerprint covers it.
 */
function everyChangeShown(unshown) {
    const fields = Object.keys(unshown);
    if (fields.length > 0) {
        throw new Error(`the plan changes ${fields.join(", ")}, which this renderer cannot show`);
    }
}
/** The plan's operations by what they do, each group in execution order. */
function viewPlan(plan) {
    const finalRenames = new Set();
    for (const operation of plan.operations) {
        if (operation.action === "update" && !operation.temporary && operation.changes.name) {
            finalRenames.add(operation.asset_id);
        }
    }
    // A temporary rename is folded into its asset's final rename; one without a final rename (a
    // hand-edited plan) is shown as the rename it is, so that no operation goes unseen.
    const temporaryByAsset = new Map();
    for (const operation of plan.operations) {
        if (operation.action === "update" && operation.temporary) {
            if (finalRenames.has(operation.asset_id))
                temporaryByAsset.set(operation.asset_id, operation);
        }
    }
    const view = { deletes: [], relocations: [], retypes: [], creates: [] };
    const renames = [];
    for (const operation of plan.operations) {
        if (operation.action === "delete")
            view.deletes.push(operation);
        else if (operation.action === "create")
            view.creates.push(operation);
        else if (temporaryByAsset.get(operation.asset_id) !== operation) {
            const temporary = operation.temporary
                ? undefined
                : temporaryByAsset.get(operation.asset_id)?.changes.name;
            const update = {
                operation,
                nameBefore: temporary?.from ?? operation.changes.name?.from ?? operation.name,
                ...(temporary ? { temporaryName: temporary.to } : {}),
                cycleSize: 0,
            };
            const { name, cyber_system: move, ...others } = operation.changes;
            if (name)
                renames.push(update);
            if (name || move)
                view.relocations.push(update);
            else
                view.retypes.push({ ...update, operation: { ...operation, changes: others } });
        }
    }
    markRenameCycles(renames);
    return view;
}
/** Sets `cycleSize` of the renames that take each other's names in a cycle. */
function markRenameCycles(renames) {
    const byOldKey = new Map(renames.map((rename) => [(0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(rename.nameBefore), rename]));
    for (const cycle of (0,_core_plan_cycles_js__WEBPACK_IMPORTED_MODULE_1__/* .cyclesOf */ .J)(renames, (rename) => byOldKey.get((0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(rename.operation.name)))) {
        // A change of letter case only leads back to itself: that is no cycle.
        if (cycle.length < 2)
            continue;
        for (const member of cycle)
            member.cycleSize = cycle.length;
    }
}
/** Items by cyber system, systems in name order (then parent name, then id); items keep their order. */
function groupBySystem(items, systemOf) {
    const groups = new Map();
    for (const item of items) {
        const system = systemOf(item);
        const group = groups.get(system.id);
        if (group)
            group.items.push(item);
        else
            groups.set(system.id, { system, items: [item] });
    }
    return [...groups.values()].sort((a, b) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.system.name, b.system.name) ||
        (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.system.parent?.name ?? "", b.system.parent?.name ?? "") ||
        (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.system.id, b.system.id));
}
const KIND_NOUNS = {
    move: "move",
    rename: "rename",
    retype: "type change",
};
/** "1 move, 1 rename, 1 type change": the kinds an update count is made of, zero counts left out. */
function updateKindCounts(summary) {
    const kinds = ["move", "rename", "retype"];
    return kinds
        .filter((kind) => summary[kind] > 0)
        .map((kind) => (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(summary[kind], KIND_NOUNS[kind]))
        .join(", ");
}
/** "Plan: 3 to create, 4 to update (1 move, 1 rename, 1 type change), 1 to delete." */
function planSummaryLine(summary) {
    const kinds = updateKindCounts(summary);
    const update = kinds ? `${summary.update} to update (${kinds})` : `${summary.update} to update`;
    return `Plan: ${summary.create} to create, ${update}, ${summary.delete} to delete.`;
}
const NO_CHANGES = "The live inventory matches the declaration.";
/** "apply refuses this plan: it breaks 2 safety rules" */
function refusalWords(violations) {
    return `apply refuses this plan: it breaks ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(violations, "safety rule")}`;
}
/** "rename, move, type change": an update's kinds as words. */
function updateKindWords(kinds) {
    return kinds.map((kind) => KIND_NOUNS[kind]).join(", ");
}
/** "part of a swap" or "part of a rename cycle of 3 assets"; empty outside cycles. */
function cycleWords(update) {
    if (update.cycleSize === 0)
        return "";
    return update.cycleSize === 2
        ? "part of a swap"
        : `part of a rename cycle of ${update.cycleSize} assets`;
}
const TEMPORARY_RENAME_WORDS = "a temporary name, to break a rename cycle";
/** "3 cyber assets will be permanently deleted." */
function deleteHeadline(count) {
    return `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(count, "cyber asset")} will be permanently deleted.`;
}
const POSSIBLY_RENAMED = "possibly renamed in the service";
const REPLACE_CONSEQUENCE = "Applying would replace each live record with a new one: a new id, and its compliance history lost. Apply refuses them without --allow-replace (Action input allow-replace: true).";
/** A delete that is one half of a possible rename made in the service, with the other half's name. */
/** "or adopt the live name: declare b instead of a" */
function adoptLiveNameWords(rename, show) {
    return `or adopt the live name: declare ${show(rename.live)} instead of ${show(rename.declared)}`;
}
const DELETE_CONSEQUENCE = "Deletion cannot be undone through the API: the asset record and its compliance history are lost.";
/** What a successful create produced, `id` already formatted for the output. */
function createdWords(id, adopted) {
    return adopted
        ? `adopted ${id} (the response was lost, but the asset had been created)`
        : `created ${id}`;
}
/** The one-line verdict of an apply, with its counts. */
function applyVerdict(plan, result) {
    const operations = plan.operations.length;
    const reported = new Set(result.results.map((entry) => entry.index));
    const notRun = plan.operations.filter((_, index) => !reported.has(index)).length;
    const { succeeded, failed, skipped } = result.summary;
    if (result.interrupted !== undefined) {
        const notStarted = result.interrupted.not_started;
        const skippedForFailure = skipped - notStarted;
        const parts = [
            `${succeeded} of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(operations, "operation")} succeeded`,
            `${failed} failed`,
        ];
        if (skippedForFailure > 0)
            parts.push(`${skippedForFailure} skipped after a failure`);
        parts.push(`${notStarted} not started`);
        return { outcome: "interrupted", sentence: `Interrupted: ${parts.join(", ")}.`, notRun };
    }
    const problems = result.verification?.problems.length ?? 0;
    if (failed === 0 && skipped === 0 && notRun === 0) {
        if (problems > 0) {
            const sentence = `Applied all ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(operations, "operation")}, but the verification after apply found ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(problems, "problem")}.`;
            return { outcome: "partly applied", sentence, notRun };
        }
        const sentence = operations === 0
            ? "Applied: the plan had no changes."
            : `Applied: all ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(operations, "operation")} succeeded.`;
        return { outcome: "applied", sentence, notRun };
    }
    const parts = [`${failed} failed`];
    if (skipped > 0) {
        // Skipped: after a failed dependency, left by the deadline, or done by another writer.
        const dependents = result.results.filter((entry) => entry.status === "skipped" && entry.error?.startsWith("skipped: depends on")).length;
        const depend = skipped === 1 ? "it depends" : "they depend";
        parts.push(dependents === skipped
            ? `${skipped} skipped because ${depend} on a failed operation`
            : `${skipped} skipped (each with its reason)`);
    }
    if (problems > 0)
        parts.push(`${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(problems, "verification problem")}`);
    if (notRun > 0)
        parts.push(`${notRun} not run`);
    const rest = parts.join(", ");
    return succeeded === 0
        ? {
            outcome: "not applied",
            sentence: `Not applied: none of the ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        }
        : {
            outcome: "partly applied",
            sentence: `Partly applied: ${succeeded} of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        };
}
/** What to do after an apply that did not make every change; undefined when it did. */
function applyAdvice(outcome) {
    switch (outcome) {
        case "applied":
            return undefined;
        // Nothing failed: a stop was asked for, so there is no cause to fix.
        case "interrupted":
            return "The operations that had started finished; none after them was started. Plan again to see what is still missing, then apply it.";
        case "partly applied":
        case "not applied":
            return "Fix the cause and run apply again: the next plan contains only what is still missing.";
    }
}


/***/ }),

/***/ 4222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gi: () => (/* binding */ COMMENT_MAX_LENGTH),
/* harmony export */   IF: () => (/* binding */ renderedPartOf),
/* harmony export */   SM: () => (/* binding */ buildCommentBody),
/* harmony export */   vj: () => (/* binding */ parseComment),
/* harmony export */   z$: () => (/* binding */ truncatedNote)
/* harmony export */ });
/* unused harmony export formatComment */
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5032);
/* harmony import */ var _core_review_outcomes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9751);
/* harmony import */ var _core_review_policy_recorded_subjects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8653);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7154);
// The sticky pull-request comment as a value: a hidden JSON header that identifies it (workspace)
// and says what it shows (plan fingerprint, head commit, status), a visible status line, then the
// rendered plan or result, cut to fit GitHub's limit. `formatComment` and `parseComment` round-trip.
// Pure functions; the comment's I/O is in src/github/notices/sticky-comment.ts.




/** GitHub rejects issue comments longer than this many characters. */
const COMMENT_MAX_LENGTH = 65_536;
/** The header format: a new version is written only when a reader of this one would misread it. */
const HEADER_VERSION = 1;
const HEADER_PREFIX = "<!-- cip-sync ";
const HEADER_SUFFIX = " -->";
/** Starts the rendered part, so that a later comment can quote what this one showed. */
const RENDERED_MARKER = "<!-- cip-sync:rendered -->";
function titleOf(header) {
    const title = `### Inventory plan: workspace \`${header.workspace}\``;
    if (header.deletes === undefined)
        return title;
    return `${title} · ${header.deletes === 0 ? "no deletes" : `deletes ${header.deletes} cyber asset${header.deletes === 1 ? "" : "s"}`}`;
}
/** The hidden first line: `<!-- cip-sync {"v":1,...} -->`, with nothing in it that ends the comment. */
function headerLine(header) {
    const { workspace, fingerprint, ...rest } = header;
    const json = JSON.stringify({
        v: HEADER_VERSION,
        workspace,
        fingerprint: fingerprint ?? null,
        ...rest,
    })
        .replace(/</g, "\\u003c")
        .replace(/>/g, "\\u003e");
    return `${HEADER_PREFIX}${json}${HEADER_SUFFIX}`;
}
/** Everything before the rendered part. */
function commentHead(comment) {
    const { header, statusLine } = comment;
    return [headerLine(header), titleOf(header), "", statusLine, "", RENDERED_MARKER, ""].join("\n");
}
/** The comment's body; throws when over GitHub's limit, as GitHub would refuse it. */
function formatComment(comment) {
    const body = commentHead(comment) + comment.rendered;
    if (body.length > COMMENT_MAX_LENGTH) {
        throw new Error(`comment is ${body.length} characters, over GitHub's limit of ${COMMENT_MAX_LENGTH}`);
    }
    return body;
}
/** The comment, its rendered part cut by `content.render` to the room left under GitHub's limit. */
function buildCommentBody(content) {
    const { render, statusLine, ...header } = content;
    const remaining = COMMENT_MAX_LENGTH - commentHead({ header, statusLine }).length;
    if (remaining <= 0)
        throw new Error("comment header and status line exceed GitHub's comment limit");
    const rendered = render(remaining);
    // The renderer promises to respect maxLength; a comment GitHub would reject must never be sent.
    if (rendered.length > remaining) {
        throw new Error(`rendered comment body is ${rendered.length} characters, over the ${remaining} left under GitHub's limit`);
    }
    return formatComment({ header, statusLine, rendered });
}
/**
 * The comment this Action wrote for `workspace`, or undefined when `body` is not one. Reads the
 * JSON header and, from comments written before it, the two-line header. Callers must also check
 * the comment's author: the header alone can be pasted by anyone.
 */
function parseComment(body, workspace) {
    const text = body.replace(/\r\n/g, "\n");
    const lines = text.split("\n");
    const json = parseJsonHeader(lines[0] ?? "", workspace);
    const header = json ?? parseLegacyHeader(lines[0] ?? "", lines[1] ?? "", workspace);
    if (header === undefined)
        return undefined;
    const afterHeader = lines.slice(json === undefined ? 2 : 1).join("\n");
    const title = `${titleOf(header)}\n\n`;
    const marker = `\n\n${RENDERED_MARKER}\n`;
    const end = afterHeader.indexOf(marker);
    if (!afterHeader.startsWith(title) || end < 0)
        return undefined;
    return {
        header,
        statusLine: afterHeader.slice(title.length, end),
        rendered: afterHeader.slice(end + marker.length),
    };
}
const COMMIT = /^[0-9a-f]{7,64}$/;
function parseJsonHeader(line, workspace) {
    if (!line.startsWith(HEADER_PREFIX) || !line.endsWith(HEADER_SUFFIX))
        return undefined;
    let value;
    try {
        value = JSON.parse(line.slice(HEADER_PREFIX.length, -HEADER_SUFFIX.length));
    }
    catch {
        return undefined;
    }
    if (typeof value !== "object" || value === null)
        return undefined;
    const fields = value;
    const { fingerprint } = fields;
    if (fields.v !== HEADER_VERSION || fields.workspace !== workspace)
        return undefined;
    const header = checkedHeader(workspace, fingerprint === null ? "none" : fingerprint, fields.head, fields.status);
    if (header === undefined)
        return undefined;
    const operations = stringsMatching(fields.operations, DIGEST);
    const systems = stringsMatching(fields.systems, SYSTEM_ID);
    const { deletes, policy } = fields;
    return {
        ...header,
        ...(operations === undefined ? {} : { operations }),
        ...(systems === undefined ? {} : { systems }),
        ...((0,_core_review_policy_recorded_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .recordedSubjectsOf */ .ZM)(policy) === undefined ? {} : { policy: policy }),
        ...(Number.isSafeInteger(deletes) && deletes >= 0
            ? { deletes: deletes }
            : {}),
    };
}
/** An operation digest (core/operation-digest.ts): 128 bits, base64url. */
const DIGEST = /^[A-Za-z0-9_-]{22}$/;
/** A cyber system id as the service writes it; anything else is not one of ours. */
const SYSTEM_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
/** `value` when it is an array of strings that all match `pattern`; otherwise read as absent. */
function stringsMatching(value, pattern) {
    if (!Array.isArray(value))
        return undefined;
    return value.every((item) => typeof item === "string" && pattern.test(item))
        ? value
        : undefined;
}
/** The header comments had before the JSON one: a workspace line, then the plan line. */
function parseLegacyHeader(marker, line, workspace) {
    if (marker !== `<!-- cip-sync:workspace=${workspace} -->`)
        return undefined;
    const match = /^<!-- cip-sync:plan fingerprint=(\S+) head=(\S+) status=(\S+) -->$/.exec(line);
    if (match === null)
        return undefined;
    return checkedHeader(workspace, match[1], match[2], match[3]);
}
function checkedHeader(workspace, fingerprint, head, status) {
    if (typeof fingerprint !== "string" ||
        (fingerprint !== "none" && !_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA256_DIGEST */ .fu.test(fingerprint)))
        return undefined;
    if (typeof head !== "string" || !COMMIT.test(head) || !(0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .isOneOf */ .EK)(_core_review_outcomes_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMENT_STATUSES */ .h_, status))
        return undefined;
    return { workspace, fingerprint: fingerprint === "none" ? undefined : fingerprint, head, status };
}
/** The pointer a shortened comment ends with: the job summary holds everything. */
function truncatedNote(runUrl) {
    return `The rest does not fit in a comment: the complete plan is in the [job summary of this run](${runUrl}).`;
}
/** What a comment built by buildCommentBody rendered below its status line, or undefined. */
function renderedPartOf(body) {
    const match = /\r?\n<!-- cip-sync:rendered -->\r?\n/.exec(body);
    return match === null ? undefined : body.slice(match.index + match[0].length);
}


/***/ }),

/***/ 6480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jq: () => (/* binding */ queueCheckMark),
/* harmony export */   YG: () => (/* binding */ notAppliedMark),
/* harmony export */   dL: () => (/* binding */ pullRequestList),
/* harmony export */   fp: () => (/* binding */ markComment),
/* harmony export */   iI: () => (/* binding */ reviewDifferenceLine),
/* harmony export */   tx: () => (/* binding */ staleMark),
/* harmony export */   vD: () => (/* binding */ applyInProgressLine),
/* harmony export */   zy: () => (/* binding */ reviewDifferenceMarkdown)
/* harmony export */ });
/* unused harmony export withoutMark */
/* harmony import */ var _plan_operation_cells_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9763);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2205);
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4222);



/** Operations listed by name in each part of a difference; the rest are counted. */
const LISTED_OPERATIONS = 30;
/** "#21, #22 and #30" */
function pullRequestList(numbers) {
    return numbers.length === 0 ? "none" : (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(numbers.map((number) => `#${number}`));
}
/** One line for logs and failure messages: the counts of each side of the difference. */
function reviewDifferenceLine(check, pullRequests) {
    const of = pullRequests.length === 0
        ? "(no pull request was found)"
        : `of ${pullRequestList(pullRequests)}`;
    return `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(check.unreviewed.length, "operation")} of the plan now ${check.unreviewed.length === 1 ? "is" : "are"} in no reviewed plan ${of}, and ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(check.gone.length, "reviewed operation")} ${check.gone.length === 1 ? "is" : "are"} no longer in it`;
}
/**
 * The difference as Markdown: each operation nobody reviewed, by what it does, and each reviewed
 * one that is gone, by its digest and the pull request that reviewed it (the comment there shows
 * it in full).
 */
function reviewDifferenceMarkdown(plan, check) {
    const parts = [];
    if (check.unreviewed.length > 0) {
        const lines = check.unreviewed
            .slice(0, LISTED_OPERATIONS)
            .flatMap((index) => plan.operations[index] ?? [])
            .map((operation) => `- ${(0,_plan_operation_cells_js__WEBPACK_IMPORTED_MODULE_0__/* .describeOperation */ .R8)(operation)}`);
        parts.push(`**Not reviewed** (${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(check.unreviewed.length, "operation")} in no pull request's reviewed plan):\n\n${lines.join("\n")}${moreLine(check.unreviewed.length)}`);
    }
    if (check.gone.length > 0) {
        const lines = check.gone
            .slice(0, LISTED_OPERATIONS)
            .map(({ digest, pullRequests }) => `- operation \`${digest}\` reviewed in ${pullRequestList(pullRequests)}`);
        parts.push(`**Reviewed but gone** (${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(check.gone.length, "operation")} no longer in the plan; the reviewed plans show them):\n\n${lines.join("\n")}${moreLine(check.gone.length)}`);
    }
    return `${parts.join("\n\n")}\n`;
}
function moreLine(count) {
    return count > LISTED_OPERATIONS ? `\n- … and ${count - LISTED_OPERATIONS} more` : "";
}
// --- Marks on a plan comment --------------------------------------------------------------------
// A mark sits above a plan's status line without changing the plan or its header: the plan stays
// the one reviewed, and the pull request's next plan, which rewrites the comment, clears it.
const MARK_START = "<!-- cip-sync:mark -->";
const MARK_END = "<!-- cip-sync:mark-end -->";
function markBlock(lines) {
    const quoted = lines.map((line) => (line === "" ? ">" : `> ${line}`));
    return [MARK_START, "> [!WARNING]", ...quoted, MARK_END].join("\n");
}
/** Why the plan below may no longer be what a merge would apply. */
function staleMark(applyRunUrl, appliedAt) {
    return markBlock([
        `**Stale plan:** the live inventory changed after this plan was made ([apply run](${applyRunUrl}), ${appliedAt}), in cyber systems this plan touches; push or re-run the plan.`,
    ]);
}
/** An apply that applied nothing, for a reason that leaves the reviewed plan as it is. */
function notAppliedMark(runUrl, message) {
    return markBlock([`**Not applied** ([run](${runUrl})): ${message}`]);
}
/**
 * A merge-queue group holding this pull request failed its check: what differed (`details`,
 * Markdown from reviewDifferenceMarkdown), and where.
 */
function queueCheckMark(runUrl, difference, details) {
    return markBlock([
        `**Merge queue check failed** ([run](${runUrl})): the group's plan is not the union of the plans reviewed in its pull requests (${difference}), so it left the queue. This plan is unchanged; push or re-run the plan if the live inventory changed.`,
        "",
        ...details.trimEnd().split("\n"),
    ]);
}
const CUT_FOR_MARK = "_The plan was cut here to make room for the mark above; push or re-run the plan to see it again._\n";
/**
 * `body` with `mark` above its status line (below the hidden header and the title, which identify
 * the comment), replacing an earlier mark. A body the mark would push over GitHub's limit loses
 * its rendered plan instead.
 */
function markComment(body, mark) {
    const lines = withoutMark(body).split("\n");
    const title = lines.findIndex((line) => line.startsWith("### "));
    const at = title < 0 ? 0 : title + 2;
    const marked = [...lines.slice(0, at), mark, "", ...lines.slice(at)].join("\n");
    if (marked.length <= _comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MAX_LENGTH */ .Gi)
        return marked;
    const rendered = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .renderedPartOf */ .IF)(marked);
    const kept = rendered === undefined ? marked : marked.slice(0, marked.length - rendered.length);
    return `${kept}${CUT_FOR_MARK}`.slice(0, _comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MAX_LENGTH */ .Gi);
}
function withoutMark(body) {
    const start = body.indexOf(`${MARK_START}\n`);
    const endMarker = `${MARK_END}\n\n`;
    const end = body.indexOf(endMarker, start);
    if (start < 0 || end < 0)
        return body;
    return body.slice(0, start) + body.slice(end + endMarker.length);
}
// --- Apply in progress ---------------------------------------------------------------------------
/** The status line while an apply runs; a run killed mid-apply leaves it, not the old plan. */
function applyInProgressLine(mergeCommit, startedAt) {
    return `**Apply in progress** at merge commit \`${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .Fu)(mergeCommit)}\` since ${startedAt}. If this line stays, the run stopped before it finished: the next plan shows what is left to apply.`;
}


/***/ }),

/***/ 4747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ markdownCodeSpan),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown)
/* harmony export */ });
/* unused harmony export escapeMarkdownWithAddresses */
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6800);
// Escaping of user-supplied text (asset, system and facility names, service messages, file paths)
// for GitHub-flavoured Markdown. GitHub links @mentions, #references and bare URLs after Markdown
// has been parsed, so a backslash does not stop them (github/cmark-gfm#181), nor does an HTML
// entity such as &#64;: a zero-width space after the trigger does, and renders the same.

const ZERO_WIDTH_SPACE = "\u200B";
const REPLACEMENTS = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "@": `@${ZERO_WIDTH_SPACE}`,
    "#": `#${ZERO_WIDTH_SPACE}`,
};
/**
 * Text that renders literally wherever it is placed in a line, table cell or heading: no
 * emphasis, code, link, image, HTML, table cell break, mention, issue reference, autolink, math or
 * block marker, nor emoji. Hidden characters (newlines included) show as `\uXXXX`.
 */
function escapeMarkdown(text) {
    return ((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text)
        // Emoji shortcodes (:warning:), which GitHub, too, replaces after parsing.
        .replace(/:(?=[\w+-]+:)/g, `:${ZERO_WIDTH_SPACE}`)
        .replace(/[\\`*_~[\]|$&<>@#]/g, (character) => REPLACEMENTS[character] ?? `\\${character}`)
        // Bare URLs and www. names become links through GFM's autolink extension.
        .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
        .replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`)
        .replace(/GH-(?=\d)/gi, (prefix) => `${prefix}${ZERO_WIDTH_SPACE}`)
        // Block markers that count only at the start of a line: lists, setext underlines.
        .replace(/^([-+=])/, "\\$1")
        .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2"));
}
/**
 * escapeMarkdown for text that holds web addresses (a repository, the service, a timestamp
 * authority): each address becomes a code span, literal and copyable, where escapeMarkdown would
 * put a zero-width space after "://" to stop GitHub's autolink, breaking the address a reader
 * copies. A code span is never linked, so nothing untrusted becomes a link either way.
 */
function escapeMarkdownWithAddresses(text) {
    return text
        .split(/(https?:\/\/[^\s,;]+)/)
        .map((part, index) => (index % 2 === 1 ? markdownCodeSpan(part) : escapeMarkdown(part)))
        .join("");
}
/** A code span holding `text` literally, whatever backticks it contains. */
function markdownCodeSpan(text) {
    const shown = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text);
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
    return `${fence}${padding}${shown}${padding}${fence}`;
}


/***/ })

};
