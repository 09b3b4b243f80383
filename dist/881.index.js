export const id = 881;
export const ids = [881];
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
        ...(plan.baseline_deviations === undefined
            ? {}
            : { baseline_deviations: plan.baseline_deviations }),
        ...(result.verification === undefined ? {} : { verification: result.verification }),
    };
}


/***/ }),

/***/ 343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ reviewedFilesEvidenceSchema),
/* harmony export */   W: () => (/* binding */ reviewedFilesEvidence)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7994);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);
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
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        compared_with: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        files: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
            file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
            sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA256_DIGEST */ .fu),
            text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        })),
        removed: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
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
        .sort(([a], [b]) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a, b))
        .map(([file, text]) => ({ file, sha256: `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(text)}`, text }));
    const removed = [...inForce.keys()]
        .filter((path) => belongs(path) && !merged.has(path))
        .sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP);
    if (files.length === 0 && removed.length === 0)
        return undefined;
    return { compared_with: comparedWith, files, ...(removed.length === 0 ? {} : { removed }) };
}


/***/ }),

/***/ 6474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ REVIEW_RULE_ID),
/* harmony export */   j: () => (/* binding */ reviewEvidenceSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7994);
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

/***/ 6044:
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

/***/ 3270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nk: () => (/* binding */ adoptLiveNameWords),
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
/** "or adopt the live name: declare b instead of a" */
function adoptLiveNameWords(rename, show) {
    return `or adopt the live name: declare ${show(rename.live)} instead of ${show(rename.declared)}`;
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
/* harmony import */ var _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(505);
// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw, operations and
// baselines alike (a baseline has no service operation, yet its change is what CIP-010 R1.2 asks
// to authorize).



/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations and, when the plan declares any, of its baselines: each as
 * its system id, asset name and digest; and, when the plan shows any, of each family's reviewed
 * files the change adds, changes or removes, as shown (what R2.2 and R2.3 approvals rest on; the
 * commit they were compared with, only words, is left out), field by field in the order of the
 * families' shapes (core/families/family-shapes.ts, the family table's), so that a plan without a
 * later family's files keeps its fingerprint. `source` (where a declaration is written) is left out: moving or reformatting
 * lines in the inventory files does not change what an apply does, so it must not invalidate a
 * review. A plan without baselines or reviewed files keeps the fingerprint of its operations.
 */
function fingerprintPlan(operations, baselines, reviewed = {}) {
    const effects = operations.map(({ source: _source, ...effect }) => JSON.stringify(canonical(withoutWhereRenamed(effect))));
    const done = `[${effects.join(",")}]`;
    const hasBaselines = baselines !== undefined && baselines.length > 0;
    const shown = _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .REVIEWED_FILE_SHAPES */ .Qy.flatMap((shape) => {
        const files = (0,_families_family_shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .changedFilesOf */ .ns)(reviewed, shape)?.files;
        return files === undefined || files.length === 0
            ? []
            : [`,${JSON.stringify(shape.field)}:${JSON.stringify(canonical(files))}`];
    });
    if (!hasBaselines && shown.length === 0)
        return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(done)}`;
    const declared = hasBaselines
        ? `"baselines":[${baselines.map((baseline) => JSON.stringify(baselineKey(baseline))).join(",")}],`
        : "";
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(`{${declared}"operations":${done}${shown.join("")}}`)}`;
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
/**
 * The operation without where its possible rename was made: words the base gives (file-renames.ts),
 * not what apply does, so that a plan with or without a base has one fingerprint.
 */
function withoutWhereRenamed(effect) {
    const rename = effect.possible_rename;
    if (rename?.renamed_in_file === undefined)
        return effect;
    const kept = { ...rename };
    delete kept.renamed_in_file;
    return { ...effect, possible_rename: kept };
}


/***/ }),

/***/ 4617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iM: () => (/* binding */ assetTypeSchema),
  kZ: () => (/* binding */ baselineComparisonSchema),
  X0: () => (/* binding */ fieldChange),
  U1: () => (/* binding */ jsonPath),
  se: () => (/* binding */ planBaselineSchema),
  Fu: () => (/* binding */ planSchema),
  D1: () => (/* binding */ planSummarySchema),
  iL: () => (/* binding */ systemRefSchema)
});

// UNUSED EXPORTS: PlanFileError, parsePlanJson, planJsonSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(7994);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(7368);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/plan/commissioning-assessment-model.ts
var commissioning_assessment_model = __webpack_require__(7551);
;// CONCATENATED MODULE: ./src/core/plan/saved/commissioning-assessment-schema.ts
// The saved plan's CIP-010-4 R3.3 check (plan-model's commissioning_assessments), apart from
// plan-schema.ts, which passes it its source location schema.




const itemDifferenceSchema = schemas/* strictObject */.rej({
    item: schemas/* enum */.k5n([...baseline_items/* BASELINE_ITEMS */.dK, "unknown"]),
    added: schemas/* array */.YOg(schemas/* string */.YjP()),
    removed: schemas/* array */.YOg(schemas/* string */.YjP()),
});
function commissioningAssessmentCheckSchema(location) {
    return schemas/* strictObject */.rej({
        setting: schemas/* enum */.k5n(commissioning_assessment_model/* VULNERABILITY_ASSESSMENT_SETTINGS */.W).meta({
            description: "The policy's vulnerability_assessments: flag lists the assets without evidence, require refuses them.",
        }),
        commissioned: schemas/* array */.YOg(schemas/* strictObject */.rej({
            cyber_system: schemas/* string */.YjP(),
            asset: schemas/* string */.YjP(),
            class: schemas/* enum */.k5n(asset_class/* ASSET_CLASSES */.Aj),
            location,
            evidence: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt("kind", [
                schemas/* strictObject */.rej({ kind: schemas/* literal */.euz("active-assessment"), record: schemas/* string */.YjP() }),
                schemas/* strictObject */.rej({ kind: schemas/* literal */.euz("paper-assessment"), record: schemas/* string */.YjP() }),
                schemas/* strictObject */.rej({
                    kind: schemas/* literal */.euz("like-replacement"),
                    record: schemas/* string */.YjP(),
                    of: schemas/* string */.YjP(),
                    differences: schemas/* array */.YOg(itemDifferenceSchema).optional(),
                    of_entering: schemas/* literal */.euz(true).optional().meta({
                        description: "The asset named is one the same change puts into service: no existing Cyber Asset (CIP-010-4 Part 3.3), never compared, never standing.",
                    }),
                }),
                schemas/* strictObject */.rej({
                    kind: schemas/* literal */.euz("exceptional-circumstance"),
                    record: schemas/* string */.YjP(),
                    reference: schemas/* string */.YjP(),
                }),
            ])),
            gap: schemas/* string */.YjP().optional().meta({
                description: "Why the evidence does not stand for R3.3; absent: it does.",
            }),
            not_judged: schemas/* string */.YjP().optional().meta({
                description: "Why R3.3 was not judged: the system declares no impact, so whether Part 3.3 (High only) applies is not known. Never refused.",
            }),
        })),
    })
        .meta({
        title: "Commissioning assessments (CIP-010-4 R3.3)",
        description: "Each BCA, EACMS or PCA the change puts into service in a High system, with the assessment files that speak for it. Derived, not part of the fingerprint.",
    });
}

// EXTERNAL MODULE: ./src/core/plan/saved/fingerprint.ts
var fingerprint = __webpack_require__(9343);
;// CONCATENATED MODULE: ./src/core/plan/saved/released-system-schema.ts
// The plan file's `released_systems` (plan-model.ts's ReleasedSystem): the systems whose document
// was removed since the base, which leave management with their assets kept.

const releasedSystemsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    cyber_system: schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP() }),
    file: schemas/* string */.YjP(),
    live_assets: schemas/* int */.Whr().positive(),
}))
    .meta({
    description: "Systems whose document the base declared and no document declares now: they leave management, their live assets kept. Absent when none, or no base was read.",
});

;// CONCATENATED MODULE: ./src/core/plan/saved/possible-rename-schema.ts
// A create and a delete that may be one asset renamed: the plan file's `possible_rename`
// (plan-model.ts's PossibleRename), on both operations.

const possibleRenameSchema = schemas/* strictObject */.rej({
    declared: schemas/* string */.YjP().meta({ description: "The name the files declare (the create)." }),
    live: schemas/* string */.YjP().meta({ description: "The name the service holds (the delete)." }),
    candidates: schemas/* array */.YOg(schemas/* string */.YjP())
        .min(1)
        .max(3)
        .meta({
        description: "Set on a delete that could not be paired one to one: the declared names of its cyber system and type it may have become, most similar first; declared is the first.",
    })
        .optional(),
    renamed_in_file: schemas/* string */.YjP()
        .meta({
        description: "The file that renamed it without renamed_from: the base (--base, the pull request's base) declared the live name there and no document declares it now; absent where no base tells. Not part of the fingerprint.",
    })
        .optional(),
})
    .meta({
    description: "This create and a delete of the same cyber system and type may be one asset renamed in the service; apply refuses them without --allow-replace.",
})
    .optional();

// EXTERNAL MODULE: ./src/core/families/family-shapes.ts
var family_shapes = __webpack_require__(505);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
;// CONCATENATED MODULE: ./src/core/plan/saved/reviewed-file-fields.ts
// The saved plan's fields of the reviewed files it shows for approval, one per family that keeps
// such files (core/families/family-shapes.ts), each with the schema its family's shape declares,
// in the families' order; and the fingerprint's words, which name them. Apart from plan-schema.ts
// to keep each within its size.


/** What the saved plan's fingerprint covers, as its schema says. */
const FINGERPRINT_WORDS = `sha256 over the canonical JSON ${(0,wording/* listOf */.c3)([
    "of operations",
    "of each baseline's system id, asset and digest",
    ...family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => `of the ${shape.name} shown (${shape.field}.files)`),
])}, as "sha256:<hex>"; a plan without ${(0,wording/* listOf */.c3)(["baselines", ...family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => shape.name)], "or")}: over its operations only.`;
/** The saved plan's fields of the reviewed files it shows for approval, in the families' order. */
const REVIEWED_FILE_FIELDS = Object.fromEntries(family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => [
    shape.field,
    shape.shown.meta({ title: shape.shownTitle, description: shape.shownDescription }).optional(),
]));

;// CONCATENATED MODULE: ./src/core/plan/saved/plan-schema.ts
// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.














const assetTypeSchema = schemas/* enum */.k5n(live_records/* ASSET_TYPES */.D);
const count = schemas/* int */.Whr().nonnegative();
const sourceLocationSchema = schemas/* strictObject */.rej({
    file: schemas/* string */.YjP().meta({ description: "Path relative to the working directory, with /." }),
    line: schemas/* int */.Whr().positive(),
    column: schemas/* int */.Whr().positive(),
})
    .meta({
    id: "SourceLocation",
    title: "Source location",
    description: "A 1-based place in an inventory file.",
});
const diagnosticSchema = schemas/* strictObject */.rej({
    severity: schemas/* enum */.k5n(["error", "warning"]),
    message: schemas/* string */.YjP(),
    location: sourceLocationSchema.optional(),
    related: schemas/* array */.YOg(sourceLocationSchema).optional(),
})
    .meta({ title: "Diagnostic" });
const parentRefSchema = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(["facility", "control_center"]),
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
});
const systemRefSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP(),
    impact: principals/* impactSchema */.kf.optional(),
    name: schemas/* string */.YjP(),
    parent: parentRefSchema.nullable(),
})
    .meta({
    id: "SystemRef",
    title: "Cyber system",
    description: "A cyber system by id and name, with its parent.",
});
function fieldChange(schema) {
    return schemas/* strictObject */.rej({ from: schema, to: schema });
}
const operationBase = {
    depends_on: schemas/* array */.YOg(count).meta({
        description: "Indexes into operations of the operations that must succeed before this one runs.",
    }),
    source: sourceLocationSchema
        .meta({ description: "The declaration that caused this operation." })
        .optional(),
};
const sha256Digest = schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu);
/** A declared baseline as plans and change records carry it: digests, never content. */
const planBaselineSchema = schemas/* strictObject */.rej({
    asset: schemas/* string */.YjP(),
    asset_id: schemas/* string */.YjP().optional(),
    asset_type: schemas/* enum */.k5n(live_records/* ASSET_TYPES */.D).optional(),
    class: schemas/* enum */.k5n(asset_class/* ASSET_CLASSES */.Aj).optional(),
    completed_on: schemas/* string */.YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    cyber_system: schemas/* string */.YjP().optional(),
    cyber_system_id: schemas/* string */.YjP(),
    digest: sha256Digest,
    erc: schemas/* boolean */.zMY().optional(),
    impact: schemas/* enum */.k5n(principals/* IMPACT_LEVELS */.dR).optional(),
    items: schemas/* partialRecord */.jgl(schemas/* enum */.k5n(baseline_items/* BASELINE_ITEMS */.dK), sha256Digest).optional().meta({
        description: "The SHA-256 of each CIP-010 R1.1 item of a baseline written as content: which items a change touched, without their content.",
    }),
    kind: schemas/* enum */.k5n(["content", "ref"]).optional(),
    patched: schemas/* strictObject */.rej({
        os_firmware: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() })),
        software: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() })),
        patches: schemas/* array */.YOg(schemas/* string */.YjP()),
    })
        .optional()
        .meta({
        description: "A baseline written as content: its os_firmware and software items with their versions and its patches, the items CIP-007 R2's patch sources must cover and the patches applied.",
    }),
});
/** The plan's baselines against the existing ones (plan-model.ts BaselineComparison). */
const baselineComparisonSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({
        compared_with: schemas/* string */.YjP()
            .meta({ description: "The commit the existing baselines were read at." }),
        deviations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            asset: schemas/* string */.YjP(),
            asset_id: schemas/* string */.YjP().optional(),
            cyber_system: schemas/* string */.YjP(),
            cyber_system_id: schemas/* string */.YjP(),
            items: schemas/* array */.YOg(schemas/* strictObject */.rej({
                item: schemas/* enum */.k5n([...baseline_items/* BASELINE_ITEMS */.dK, "unknown"]),
                added: schemas/* array */.YOg(schemas/* string */.YjP()),
                removed: schemas/* array */.YOg(schemas/* string */.YjP()),
            })),
            opens: schemas/* array */.YOg(schemas/* enum */.k5n(requirements/* REQUIREMENT_IDS */.RG)).meta({
                description: "The requirement parts the deviation opens, by the requirement table.",
            }),
        })),
    }),
    schemas/* strictObject */.rej({
        compared_with: schemas/* null */.chJ(),
        not_compared: schemas/* string */.YjP().meta({ description: "Why no existing baselines were read." }),
    }),
])
    .meta({
    description: "The declared baselines against the existing ones (CIP-010 R1.2): each asset whose baseline changes an R1.1 item, with the entries added and removed; or why they were not compared. Not part of the fingerprint; absent when no baseline is declared.",
});
/** The asset a create or a delete names whole, and the rename it may be half of. */
const wholeAsset = {
    name: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
};
const createOperationSchema = schemas/* strictObject */.rej({ action: schemas/* literal */.euz("create"), ...operationBase, ...wholeAsset })
    .meta({ title: "Create an asset" });
const updateOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("update"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP().meta({ description: "The asset's name after this operation." }),
    cyber_system: systemRefSchema,
    kinds: schemas/* array */.YOg(schemas/* enum */.k5n(["rename", "move", "retype"])),
    temporary: schemas/* boolean */.zMY().meta({
        description: "True for the first half of a rename cycle: the asset takes a temporary name that a later operation replaces.",
    }),
    changes: schemas/* strictObject */.rej({
        name: fieldChange(schemas/* string */.YjP()).optional(),
        cyber_system: fieldChange(systemRefSchema).optional(),
        asset_type: fieldChange(assetTypeSchema).optional(),
    }),
})
    .meta({ title: "Update an asset (rename, move, retype)" });
const deleteOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("delete"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    ...wholeAsset,
})
    .meta({ title: "Delete an asset" });
const patchSourceCheckSchema = schemas/* strictObject */.rej({
    sources_file: schemas/* string */.YjP().nullable().meta({
        description: "The sources file read (cip-patch-sources.yaml); null: the repository has none.",
    }),
    setting: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_SETTINGS */.R6).meta({
        description: "The policy's patch_sources: flag lists the gaps, require refuses those the change adds or changes.",
    }),
    missing: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: schemas/* string */.YjP(),
        asset: schemas/* string */.YjP(),
        item: schemas/* enum */.k5n(["os_firmware", "software"]),
        name: schemas/* string */.YjP(),
        version: schemas/* string */.YjP(),
        location: sourceLocationSchema,
        change: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_CHANGES */.nj).meta({
            description: "added or changed (its version) by this change, existing before it, or unknown (the baselines were not compared).",
        }),
    })),
    not_seen: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: schemas/* string */.YjP(),
        asset: schemas/* string */.YjP(),
        location: sourceLocationSchema,
    }))
        .meta({
        description: "Applicable assets with a baseline_ref: their items are not in the repository.",
    }),
})
    .meta({
    title: "Patch sources (CIP-007-6 R2.1)",
    description: "The os_firmware and software items of applicable assets' baselines with no patch source and no no_source declaration. Derived, not part of the fingerprint.",
});
const planSummarySchema = schemas/* strictObject */.rej({
    create: count,
    update: count,
    delete: count,
    move: count,
    rename: count,
    retype: count,
});
const planSchema = schemas/* strictObject */.rej({
    format_version: schemas/* literal */.euz(plan_model/* PLAN_FORMAT_VERSION */.V1),
    fingerprint: schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu).meta({ description: FINGERPRINT_WORDS }),
    summary: planSummarySchema,
    operations: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt("action", [
        createOperationSchema,
        updateOperationSchema,
        deleteOperationSchema,
    ]))
        .meta({ description: "In execution order; depends_on gives the exact constraints." }),
    managed_systems: schemas/* array */.YOg(systemRefSchema),
    unmanaged: schemas/* array */.YOg(schemas/* strictObject */.rej({
        asset_id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP(),
        asset_type: assetTypeSchema,
        cyber_system: systemRefSchema,
    }))
        .meta({ description: "Undeclared live assets of prune: false systems: never deleted." }),
    released_systems: releasedSystemsSchema.optional(),
    baselines: schemas/* array */.YOg(planBaselineSchema).optional().meta({
        description: "Declared baselines (CIP-010 R1.1) by system id and asset name, as SHA-256 digests; never sent to the service. Absent when none is declared.",
    }),
    baseline_deviations: baselineComparisonSchema.optional(),
    patch_sources: patchSourceCheckSchema.optional(),
    commissioning_assessments: commissioningAssessmentCheckSchema(sourceLocationSchema).optional(),
    ...REVIEWED_FILE_FIELDS,
    safety: schemas/* strictObject */.rej({
        managed_live_assets: count,
        violations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            rule: schemas/* enum */.k5n(["mass-delete", "mass-update", "empty-system", "possible-rename"]),
            message: schemas/* string */.YjP(),
        })),
    }),
    warnings: schemas/* array */.YOg(diagnosticSchema),
    inputs: schemas/* strictObject */.rej({
        patterns: schemas/* array */.YOg(schemas/* string */.YjP()).meta({
            description: "Inventory files, directories or globs, relative to root.",
        }),
        root: schemas/* string */.YjP().meta({
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
    const expected = fingerprintPlan(plan.operations, plan.baselines, plan);
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

/***/ 465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ POLICY_STATUS_CONTEXT),
/* harmony export */   t: () => (/* binding */ policyStatusTarget)
/* harmony export */ });
// Where the judgement of a pull request may show as the commit status cip-sync/policy. A status
// belongs to a commit, not to a pull request: every pull request with that head shows it, whatever
// its base. Only the default branch is applied (the push to it runs the apply job), so only a
// judgement at the default branch may write the status; a second pull request from the same head
// onto a branch with a weaker policy must never turn the main pull request's required check green.
// Unknown bases write nothing: the required check then stays pending (fail closed).
/** The commit status's name (its context): the one name branch rules require. */
const POLICY_STATUS_CONTEXT = "cip-sync/policy";
function policyStatusTarget({ baseRef, defaultBranch, }) {
    if (baseRef === undefined || defaultBranch === undefined) {
        return {
            kind: "skip",
            reason: "the event does not name the pull request's base branch and the default branch, so the judgement cannot be tied to the branch the apply job serves; cip-sync/policy is left unset (a required check stays pending)",
        };
    }
    if (baseRef !== defaultBranch) {
        return {
            kind: "skip",
            reason: `the pull request's base is ${baseRef}, not the default branch ${defaultBranch} that the apply job serves; cip-sync/policy is set only for pull requests into ${defaultBranch}, so that a judgement at another base never shows on a pull request into it`,
        };
    }
    return { kind: "set" };
}


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
    "ledger-declaration",
    "standards",
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

/***/ 9325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ judgePolicyStatusRequirement)
/* harmony export */ });
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2205);
/* harmony import */ var _policy_status_target_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(465);
// Whether GitHub enforces the gate: the default branch must require the commit status
// cip-sync/policy, by classic branch protection or by a ruleset, or a refusal by the gate is only a
// record of one (GitHub merges the refused change, and the next pull request is judged on it).
// Pure: the facts are read by github/notices/required-status.ts with the token's own permissions.
// Fail closed: a source of rules that could not be read never counts as requiring nothing, and
// protection is claimed only where a rule that was read names the status.


/** What a ruleset requiring the status looks like in GitHub's settings, for every fix. */
const HOW_TO_REQUIRE = `add a branch ruleset targeting the default branch (Settings > Rules > Rulesets) with "Require status checks to pass" and the check ${_policy_status_target_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_STATUS_CONTEXT */ .M}, or add it to the branch protection's required status checks`;
/** Classic protection is an administration read; the rulesets on a branch are not. */
const CLASSIC_PERMISSION = "reading classic branch protection needs a token with the repository permission Administration: read, which a workflow's GITHUB_TOKEN never has";
function judgePolicyStatusRequirement(facts) {
    if (facts.kind === "no-branch") {
        return {
            kind: "unknown",
            text: `Whether the default branch of ${facts.repository} requires the status ${_policy_status_target_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_STATUS_CONTEXT */ .M} cannot be told: ${facts.why}.`,
        };
    }
    const { branch, rulesets, classic } = facts;
    const by = requiredBy(facts);
    if (by.length > 0) {
        return {
            kind: "required",
            by,
            text: `The default branch ${branch} requires the status ${_policy_status_target_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_STATUS_CONTEXT */ .M} (${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listOf */ .c3)(by)}): GitHub merges a pull request into it only once that status succeeds, except by someone these rules let bypass them.`,
        };
    }
    const unread = unreadSources(rulesets, classic);
    if (unread.length > 0) {
        return {
            kind: "unknown",
            text: `Whether the default branch ${branch} requires the status ${_policy_status_target_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_STATUS_CONTEXT */ .M} cannot be told: ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listOf */ .c3)(unread)}. Until that is known, a refusal by the gate may be only a record: ${HOW_TO_REQUIRE}; a ruleset can be read with any token that reads the repository.`,
        };
    }
    return {
        kind: "not-required",
        text: `The default branch ${branch} does not require the status ${_policy_status_target_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_STATUS_CONTEXT */ .M} (${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listOf */ .c3)(readWithout(rulesets, classic))}): a refusal by the gate is only a record: GitHub will merge a refused change, and the next pull request is judged on it. To make GitHub enforce the gate, ${HOW_TO_REQUIRE}.`,
    };
}
function requiredBy({ rulesets, classic }) {
    const by = [];
    if (rulesets.kind === "read") {
        for (const rule of rulesets.value) {
            if (!rule.contexts.includes(_policy_status_target_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_STATUS_CONTEXT */ .M))
                continue;
            const id = rule.rulesetId === undefined ? "a ruleset" : `ruleset ${rule.rulesetId}`;
            by.push(rule.source === undefined ? id : `${id} (${rule.source})`);
        }
    }
    if (classic?.kind === "read" && classic.value.contexts.includes(_policy_status_target_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_STATUS_CONTEXT */ .M))
        by.push("classic branch protection");
    return by;
}
function unreadSources(rulesets, classic) {
    const unread = [];
    if (rulesets.kind === "unreadable")
        unread.push(`the rulesets on it could not be read (${rulesets.why}): reading them needs a token that may read the repository`);
    if (classic === undefined)
        unread.push("its classic branch protection was not read");
    else if (classic.kind === "unreadable")
        unread.push(`its classic branch protection could not be read (${classic.why}): ${CLASSIC_PERMISSION}`);
    return unread;
}
/** Both sources read (or absent) and neither requires the status: what each held instead. */
function readWithout(rulesets, classic) {
    const ruleContexts = rulesets.kind === "read" ? rulesets.value.flatMap((rule) => rule.contexts) : [];
    const ruleText = ruleContexts.length > 0
        ? `its rulesets require only ${distinctList(ruleContexts)}`
        : "no ruleset requires a status check on it";
    if (classic?.kind !== "read")
        return [ruleText, "it has no classic branch protection"];
    const { contexts } = classic.value;
    return [
        ruleText,
        contexts.length > 0
            ? `its branch protection requires only ${distinctList(contexts)}`
            : "its branch protection requires no status check",
    ];
}
function distinctList(contexts) {
    return (0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listOf */ .c3)([...new Set(contexts)]);
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

/***/ 1565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ assertNever)
/* harmony export */ });
// Exhaustiveness by construction: a `switch` over a union ends in `default: assertNever(value)`,
// so a new member (an evidence record kind, an operation action) fails to compile until every
// consumer handles it, instead of being skipped at run time.
/** Unreachable when every member of the union is handled; names the member that was not. */
function assertNever(value) {
    const shown = JSON.stringify(value) ?? String(value);
    throw new Error(`unhandled case ${shown.slice(0, 200)}: a consumer misses a member of its union`);
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
/* harmony export */   EI: () => (/* binding */ renamesHeading),
/* harmony export */   IW: () => (/* binding */ cycleWords),
/* harmony export */   LL: () => (/* binding */ TEMPORARY_RENAME_WORDS),
/* harmony export */   Ll: () => (/* binding */ noOperationsWords),
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
/* harmony export */   wB: () => (/* binding */ renamedWhere),
/* harmony export */   y0: () => (/* binding */ DELETE_CONSEQUENCE)
/* harmony export */ });
/* harmony import */ var _core_plan_renames_cycles_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6044);
/* harmony import */ var _shared_reviewed_file_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6810);
/* harmony import */ var _shared_released_system_words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9719);
/* harmony import */ var _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1015);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2205);






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
    const byOldKey = new Map(renames.map((rename) => [(0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(rename.nameBefore), rename]));
    for (const cycle of (0,_core_plan_renames_cycles_js__WEBPACK_IMPORTED_MODULE_3__/* .cyclesOf */ .J)(renames, (rename) => byOldKey.get((0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(rename.operation.name)))) {
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
    return [...groups.values()].sort((a, b) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.system.name, b.system.name) ||
        (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.system.parent?.name ?? "", b.system.parent?.name ?? "") ||
        (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.system.id, b.system.id));
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
        .map((kind) => (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(summary[kind], KIND_NOUNS[kind]))
        .join(", ");
}
/** "Plan: 3 to create, 4 to update (1 move, 1 rename, 1 type change), 1 to delete." */
function planSummaryLine(summary) {
    const kinds = updateKindCounts(summary);
    const update = kinds ? `${summary.update} to update (${kinds})` : `${summary.update} to update`;
    return `Plan: ${summary.create} to create, ${update}, ${summary.delete} to delete.`;
}
const NO_CHANGES = "The live inventory matches the declaration.";
/**
 * The first line of a plan without operations: "No changes." only when its baselines were compared
 * and none deviates (or none is declared); otherwise it says what it could not rule out.
 */
function noOperationsWords(plan) {
    const comparison = plan.baseline_deviations;
    // A change of any family's reviewed files, or a system leaving management, is a change to
    // review: never "No changes".
    const files = `${_shared_reviewed_file_words_js__WEBPACK_IMPORTED_MODULE_0__/* .REVIEWED_FILE_SECTIONS */ .w.map((section) => section.statusWords(plan)).join("")}${(0,_shared_released_system_words_js__WEBPACK_IMPORTED_MODULE_5__/* .releasedStatusWords */ .B)(plan.released_systems)}`;
    const none = files === "" ? `No changes. ${NO_CHANGES}` : `No service operation. ${NO_CHANGES}${files}`;
    if (comparison === undefined)
        return none;
    if (comparison.compared_with === null)
        return `No service operation. ${NO_CHANGES} Whether a baseline deviates was not checked (below).${files}`;
    const deviations = comparison.deviations.length;
    if (deviations === 0)
        return none;
    return `No service operation, but ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations, "baseline deviation")} (CIP-010 R1.2). ${NO_CHANGES}${files}`;
}
/** "apply refuses this plan: it breaks 2 safety rules" */
function refusalWords(violations) {
    return `apply refuses this plan: it breaks ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(violations, "safety rule")}`;
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
    return `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(count, "cyber asset")} will be permanently deleted.`;
}
const POSSIBLY_RENAMED = "possibly renamed in the service";
/**
 * Where a possible rename was made: in its file without `renamed_from` ("renamed DIRECTION in
 * FILE ..."), where the base shows it (file-renames.ts), else possibly in the service.
 */
function renamedWhere(rename, show, direction = "") {
    const file = rename.renamed_in_file;
    const renamed = direction === "" ? "renamed" : `renamed ${direction}`;
    return file === undefined ? POSSIBLY_RENAMED : `${renamed} in ${show(file)} without renamed_from`;
}
/** The possible renames' heading: in the files when the base shows every one made there. */
function renamesHeading(renames) {
    return renames.every((rename) => rename.renamed_in_file !== undefined)
        ? "Renamed in the files without renamed_from"
        : "Possibly renamed in the service";
}
const REPLACE_CONSEQUENCE = "Applying would replace each live record with a new one: a new id, and its compliance history lost. Apply refuses them without --allow-replace (Action input allow-replace: true).";
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
            `${succeeded} of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")} succeeded`,
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
            const sentence = `Applied all ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")}, but the verification after apply found ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(problems, "problem")}.`;
            return { outcome: "partly applied", sentence, notRun };
        }
        const sentence = operations === 0
            ? noOperationsApplied(plan.baseline_deviations)
            : `Applied: all ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")} succeeded.${deviationsAlso(plan.baseline_deviations)}`;
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
        parts.push(`${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(problems, "verification problem")}`);
    if (notRun > 0)
        parts.push(`${notRun} not run`);
    const rest = parts.join(", ");
    return succeeded === 0
        ? {
            outcome: "not applied",
            sentence: `Not applied: none of the ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        }
        : {
            outcome: "partly applied",
            sentence: `Partly applied: ${succeeded} of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        };
}
/** The verdict of an apply without operations: "no changes" only when no baseline deviates. */
function noOperationsApplied(comparison) {
    if (comparison === undefined)
        return "Applied: the plan had no changes.";
    if (comparison.compared_with === null)
        return `Applied: no service operation was needed. ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineComparisonWords */ .yM)(comparison)}`;
    const deviations = comparison.deviations.length;
    if (deviations === 0)
        return "Applied: the plan had no changes.";
    return `Applied: no service operation was needed; the change is ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations, "baseline deviation")} (CIP-010 R1.2).`;
}
/** " It also changes 2 baselines (CIP-010 R1.2)." after an apply's verdict; else "". */
function deviationsAlso(comparison) {
    const deviations = comparison === undefined || comparison.compared_with === null
        ? 0
        : comparison.deviations.length;
    return deviations === 0
        ? ""
        : ` The change also has ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations, "baseline deviation")} (CIP-010 R1.2).`;
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

/***/ 1015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dV: () => (/* binding */ itemChangeWords),
/* harmony export */   vA: () => (/* binding */ opensWords),
/* harmony export */   yM: () => (/* binding */ baselineComparisonWords)
/* harmony export */ });
/* harmony import */ var _core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5168);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2205);


/** "1.1.5 security patches applied: added RHSA-2026:2001; removed RHSA-2025:0990", `show` escaping entries. */
function itemChangeWords(difference, show) {
    const { item, added, removed } = difference;
    if (item === "unknown")
        return "items unknown (a baseline_ref: its content is kept elsewhere)";
    const changes = [
        ...(added.length === 0 ? [] : [`added ${added.map(show).join(", ")}`]),
        ...(removed.length === 0 ? [] : [`removed ${removed.map(show).join(", ")}`]),
    ];
    // Same entries, another order or layout: the item's digest changed all the same.
    return `${_core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .R1_1_PART */ .S4[item]}: ${changes.length === 0 ? "the same entries, written differently" : changes.join("; ")}`;
}
/** "opens CIP-010 R1.2, CIP-010 R1.3", or why it opens none. */
function opensWords(opens) {
    return opens.length === 0
        ? "opens no CIP-010 part (outside the requirement table's Applicable Systems)"
        : `opens ${opens.join(", ")}`;
}
/** The heading of a plan's (or a change record's) baselines against the existing ones. */
function baselineComparisonWords(comparison) {
    if (comparison.compared_with === null)
        return `Baselines (CIP-010 R1.1): ${comparison.not_compared}.`;
    const deviations = comparison.deviations.length;
    if (deviations === 0)
        return `Baselines: none deviates from those at ${comparison.compared_with}.`;
    return `Baseline deviations from ${comparison.compared_with}: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(deviations, "asset")}, each a change CIP-010 R1.2 asks to authorize and document`;
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


/***/ }),

/***/ 9719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ releasedStatusWords),
/* harmony export */   Ql: () => (/* binding */ releasedLine),
/* harmony export */   ec: () => (/* binding */ releasedHeading)
/* harmony export */ });
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2205);

/** The section's heading. */
function releasedHeading(released) {
    const one = released.length === 1;
    return `Leaving management: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(released.length, "cyber system")} whose document was removed; ${one ? "its" : "their"} live assets stay in the service as they are, no longer compared with any file. To delete them instead, keep the document and take the assets out of it (the delete rules apply):`;
}
/** One system: "Alpha Protection" (cs_1), declared in inventory/alpha.yaml at the base: 3 live assets stay. */
function releasedLine(released, code) {
    const { cyber_system: system } = released;
    return `${code(system.name)} (${code(system.id)}), declared in ${code(released.file)} at the base: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(released.live_assets, "live asset")} stay${released.live_assets === 1 ? "s" : ""}`;
}
/** The status line's addition when systems leave management. */
function releasedStatusWords(released) {
    if (released === undefined || released.length === 0)
        return "";
    return ` ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(released.length, "cyber system")} ${released.length === 1 ? "leaves" : "leave"} management, ${released.length === 1 ? "its" : "their"} document removed and live assets kept (below).`;
}


/***/ }),

/***/ 6810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ reviewedFilesShown),
/* harmony export */   w: () => (/* binding */ REVIEWED_FILE_SECTIONS)
/* harmony export */ });
/* harmony import */ var _core_families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(505);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2205);


function section(family, files) {
    const title = `${family} ${files.noun}s`;
    const of = (plan) => (0,_core_families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesOf */ .ns)(plan, files);
    return {
        title,
        noun: files.noun,
        heading(plan, words) {
            const changes = of(plan);
            return changes === undefined
                ? undefined
                : `${title}: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(changes.files.length, "file")} added, changed or removed by this change (compared with ${words(changes.compared_with)}). Approving the change approves them as shown:`;
        },
        files: (plan, code, words) => (of(plan)?.files ?? []).map((shown) => files.lines(shown, code, words)),
        statusWords(plan) {
            const changes = of(plan);
            return changes === undefined
                ? ""
                : ` ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(changes.files.length, `${family} ${files.noun}`)} added, changed or removed (below).`;
        },
        comparedWith: (plan) => of(plan)?.compared_with,
    };
}
/** The reviewed-file sections of a plan, in the family table's order. */
const REVIEWED_FILE_SECTIONS = _core_families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .FAMILY_SHAPES */ .SO.flatMap((family) => family.reviewedFiles === undefined ? [] : [section(family.name, family.reviewedFiles)]);
/** The first family's reviewed files the plan shows, in the table's order; none: undefined. */
function reviewedFilesShown(plan) {
    for (const section of REVIEWED_FILE_SECTIONS) {
        const comparedWith = section.comparedWith(plan);
        if (comparedWith !== undefined)
            return { title: section.title, comparedWith };
    }
    return undefined;
}


/***/ })

};
