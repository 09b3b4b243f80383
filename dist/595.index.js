export const id = 595;
export const ids = [595];
export const modules = {

/***/ 7441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ ASSESSMENT_FILES)
});

// EXTERNAL MODULE: ./src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts
var vulnerability_assessment_shape = __webpack_require__(7584);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(3788);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(6075);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-file-changes.ts


/**
 * The assessment files of `head` (path from the repository root → text) against those of `base`
 * (the assessment files of the commit compared with); undefined when none is added, changed or removed.
 * A file its parser refuses shows its path only (review refuses it before, with the problem).
 */
function assessmentFileChanges(head, base, comparedWith) {
    const files = (0,reviewed_file_set/* changedFiles */.Y)(head, base, (file, text, change) => {
        // Read whatever day it is: what the plan shows, and the fingerprint over it, must be the same
        // at review and at the merge (whether a date is after today is review's check, made before).
        const record = (0,parse_assessment/* parseAssessmentText */.X)(text, file, { at: undefined }).value;
        return record === undefined ? {} : { record: recordShown(record, change) };
    });
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
}
function recordShown(file, change) {
    const { kind, id } = file;
    if (file.kind === "technical-feasibility")
        return {
            kind,
            id,
            covers: file.systems.join(", "),
            closes: [
                `closes CIP-010 R3.2 of ${file.systems.join(", ")} in place of an active assessment, while in force (reference ${file.reference})`,
            ],
        };
    if (file.kind === "commissioning") {
        const { exception } = file;
        return {
            kind,
            id,
            covers: `${file.asset} of ${file.cyber_system}`,
            closes: [
                "like_replacement_of" in exception
                    ? `closes CIP-010 R3.3 of ${file.asset} as a like replacement of ${exception.like_replacement_of}, an asset in service before the merge whose baseline its own must equal`
                    : `closes CIP-010 R3.3 of ${file.asset} for CIP Exceptional Circumstance ${exception.cip_exceptional_circumstance}`,
            ],
        };
    }
    const systems = file.systems.join(", ");
    const active = file.method === "active";
    // A later version of an assessment in force keeps its action plan current (assessment-pass.ts).
    const intervals = change === "changed"
        ? ["closes no interval again: a later version of an assessment keeps its action plan current"]
        : [
            "closes CIP-010 R3.1 for the applicable assets it covers",
            ...(active ? ["closes CIP-010 R3.2 for the BES Cyber Assets it covers"] : []),
            ...(active && file.assets.length > 0
                ? ["closes CIP-010 R3.3 for each asset it names that goes into service"]
                : []),
        ];
    return {
        kind,
        id,
        covers: file.assets.length === 0
            ? `every applicable asset of ${systems}`
            : `${file.assets.join(", ")} of ${systems}`,
        method: file.method,
        environment: file.environment,
        closes: [
            ...intervals,
            ...(file.actionPlan === "no vulnerabilities found"
                ? []
                : file.actionPlan.map((item) => {
                    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an action item has one status at least (its parser requires it)
                    const last = item.statuses.at(-1);
                    return last.status === "done"
                        ? `closes CIP-010 R3.4 action item ${item.id} (done on ${last.on})`
                        : `opens CIP-010 R3.4 action item ${item.id} (planned completion ${item.plannedCompletion}, ${last.status})`;
                })),
        ],
    };
}

// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-file-set.ts
// The assessment files as a set the family's row carries (Family.reviewedFiles): where they are,
// which paths are theirs, the merge record's field and what the plan shows of each; apart from
// assessment-files.ts, which assessment-file-changes.ts reads, so that neither imports the
// other. Pure.



/**
 * The assessment files as the family's row carries them: the plan and the merge gather them so,
 * and the plan shows each as `assessmentFileChanges` does.
 */
const ASSESSMENT_FILES = {
    ...vulnerability_assessment_shape/* VULNERABILITY_ASSESSMENT_SHAPE */.g.reviewedFiles,
    roots: [assessment_files/* ASSESSMENTS_FOLDER */.Jy],
    patterns: [`${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/*.yaml`],
    belongs: assessment_files/* isAssessmentFile */.B0,
    changes: assessmentFileChanges,
};


/***/ }),

/***/ 4683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ assessedNameKey),
/* harmony export */   B0: () => (/* binding */ isAssessmentFile),
/* harmony export */   J4: () => (/* binding */ ITEM_STATUSES),
/* harmony export */   J8: () => (/* binding */ METHODS),
/* harmony export */   Jy: () => (/* binding */ ASSESSMENTS_FOLDER),
/* harmony export */   Li: () => (/* binding */ NO_VULNERABILITIES),
/* harmony export */   UH: () => (/* binding */ ASSESSMENT_FILES_VERSION),
/* harmony export */   hl: () => (/* binding */ ASSESSMENT_KINDS),
/* harmony export */   ju: () => (/* binding */ ENVIRONMENTS)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// CIP-010-4 R3's reviewed files (Vulnerability Assessments), as the plan and the obligations read
// them once parsed: one file per record under vulnerability-assessments/, each of one kind:
//   - an assessment (R3.1, R3.2, and R3.3 for the assets it names): the systems it covers, paper or
//     active, the environment (a test environment's differences from production and how they were
//     accounted for, per 3.2.2), the controls assessed or the tool output by SHA-256, the results
//     and the action plan (R3.4), which may be that no vulnerabilities were found;
//   - a technical-feasibility record (R3.2's "where technically feasible"), with its reference;
//   - a commissioning exception (R3.3): a like replacement naming the existing asset whose
//     baseline the new one models, or a CIP Exceptional Circumstance reference.
// The record of the merge that reviewed it dates it. A typed date (performed_on, an item's planned
// completion and status dates) is the file's word, never after the day it is parsed; an
// assessment's performed_on is the day R3.1 and R3.2 count it from (an interval it was performed
// before is closed by nothing of it). Pure.

const ASSESSMENT_FILES_VERSION = 1;
/** Where the files are, relative to the repository root. */
const ASSESSMENTS_FOLDER = "vulnerability-assessments";
const ASSESSMENT_KINDS = ["assessment", "technical-feasibility", "commissioning"];
const METHODS = ["paper", "active"];
const ENVIRONMENTS = ["production", "test"];
const ITEM_STATUSES = ["open", "in-progress", "done"];
/** What R3.4's action plan says when an assessment found nothing to remediate or mitigate. */
const NO_VULNERABILITIES = "no vulnerabilities found";
/** A system's or an asset's name as files and inventories compare it (case and Unicode form ignored). */
function assessedNameKey(name) {
    return (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(name);
}
/** Whether `path` (relative to the repository root) is an assessment file: ID.yaml in the folder. */
function isAssessmentFile(path) {
    if (!path.startsWith(`${ASSESSMENTS_FOLDER}/`) || !path.endsWith(".yaml"))
        return false;
    return !path.slice(ASSESSMENTS_FOLDER.length + 1).includes("/");
}


/***/ }),

/***/ 366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FE: () => (/* binding */ NO_COMMISSIONING_ASSESSMENT),
/* harmony export */   Fi: () => (/* binding */ checkCommissioningAssessments),
/* harmony export */   Yq: () => (/* binding */ impactUndeclared),
/* harmony export */   Zv: () => (/* binding */ COMMISSIONING_ASSESSMENT_FIX)
/* harmony export */ });
/* unused harmony exports IMPACT_UNDECLARED_AT_MERGE, commissionedWords */
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7178);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8453);
/* harmony import */ var _plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4105);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2885);
/* harmony import */ var _assessment_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4683);
/* harmony import */ var _commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(0);
// CIP-010-4 R3.3 at review, as R1.1 is checked at commissioning (core/plan/commissioning.ts): each
// asset the change puts into service (a create, or a move into its system) in a High BES Cyber
// System, of a class Part 3.3 names (the requirement table's row: BCA, EACMS, PCA), must carry in
// the checkout's vulnerability-assessments/ files one of what the standard accepts: "Prior to
// adding a new applicable Cyber Asset to a production environment, perform an active
// vulnerability assessment of the new Cyber Asset, except for CIP Exceptional Circumstances and
// like replacements of the same type of Cyber Asset with a baseline configuration that models an
// existing baseline configuration of the previous or other existing Cyber Asset." So:
//   - an active assessment covering its system and naming the asset under `assets:` (a paper one
//     is listed, and is not enough);
//   - a like-replacement declaration naming the existing asset whose baseline it models: the two
//     baselines are compared as R1.2's deviations are (baseline-differences.ts), and any
//     difference, or a comparison that cannot be made, is listed and does not stand (fail closed);
//   - a CIP Exceptional Circumstance reference.
// A file in the checkout is reviewed by this change's merge or an earlier one, so its record is
// dated no later than the merge. Otherwise the plan lists the asset ("R3.3: no assessment before
// commissioning"), and the policy's `vulnerability_assessments: require` refuses the plan, as
// `patch_sources: require` does (core/patches/plan-sources.ts). Pure.








/** The words every output lists an asset without R3.3's evidence by. */
const NO_COMMISSIONING_ASSESSMENT = "R3.3: no assessment before commissioning";
/**
 * Why an asset of a system without `impact:` is not judged, as every output says it: the plan of
 * "its system", the ledger's pass of the system it names.
 */
function impactUndeclared(system = "its system") {
    return `${system} ${PART_3_3_UNKNOWN}; declare impact: in its document`;
}
const PART_3_3_UNKNOWN = "declares no impact, so whether Part 3.3 applies (High only) is not known";
/**
 * Why an asset a plan puts into a system without `impact:` is not judged, and what the merge's
 * record then opens for it (configuration-monitoring-assets.ts judges it as High): said before
 * the merge, so that the exception in the ledger is no surprise.
 */
const IMPACT_UNDECLARED_AT_MERGE = `its system ${PART_3_3_UNKNOWN}, and once merged its CIP-010 R2.1 configuration monitoring is judged as for High: an exception in the ledger (impact not declared); declare impact: in its document`;
/** How to close a gap, as every output says it. */
const COMMISSIONING_ASSESSMENT_FIX = `add to ${_assessment_files_js__WEBPACK_IMPORTED_MODULE_6__/* .ASSESSMENTS_FOLDER */ .Jy}/ an active assessment whose systems and assets name it, or a kind: commissioning record with like_replacement_of: EXISTING-ASSET (whose baseline it models) or cip_exceptional_circumstance: REFERENCE`;
const R3_3 = (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .requirementRow */ .gv)("CIP-010 R3.3");
function checkCommissioningAssessments(inputs) {
    const entering = (0,_plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__/* .goesIntoService */ .Q)(inputs.resolved, inputs.live);
    // Every asset the change puts into service, whatever its system: none is an existing one.
    const enteringKeys = new Set(inputs.resolved.flatMap(({ document }) => document.assets
        .filter((asset) => asset.type !== "software" && entering(document, asset))
        .map((asset) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_6__/* .assessedNameKey */ .AT)(asset.name))));
    const commissioned = [];
    for (const { document } of inputs.resolved) {
        const impact = document.impact?.value;
        // A High system only; one without `impact:` is not known to be one: listed as not judged.
        if (impact !== undefined && impact !== "high")
            continue;
        for (const asset of document.assets) {
            const assetClass = asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ASSET_CLASS */ .q$;
            if (asset.type === "software")
                continue;
            if (!(0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .applies */ .Br)(R3_3, { class: assetClass, impact: "high" }))
                continue;
            if (!entering(document, asset))
                continue;
            const system = document.cyberSystem.value;
            const evidence = evidenceOf(inputs, { system, asset }, enteringKeys);
            const gap = (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__/* .evidenceGap */ .mk)(evidence, () => notComparedWhy(inputs.existing));
            commissioned.push({
                cyber_system: system,
                asset: asset.name,
                class: assetClass,
                location: asset.location,
                evidence,
                ...(impact === undefined
                    ? { not_judged: IMPACT_UNDECLARED_AT_MERGE }
                    : gap === undefined
                        ? {}
                        : { gap }),
            });
        }
    }
    if (commissioned.length === 0)
        return { check: undefined, problems: [] };
    const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
    return { check: { setting, commissioned }, problems: refused(commissioned, inputs.rule) };
}
/** The assessment files that speak for `asset` of `system`, the strongest first. */
function evidenceOf({ files, existing }, { system, asset }, entering) {
    const r33 = files.flatMap((file) => (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__/* .commissioningFileOf */ .xX)(file) ?? []);
    return (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__/* .evidenceNaming */ .iq)(r33, { system, asset: asset.name }, entering, (of) => {
        const modelled = existingAsset(existing, of);
        return modelled === undefined || asset.baseline === undefined
            ? undefined
            : (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineDifferences */ .G)(modelled, asset.baseline);
    });
}
/** The existing asset's baseline, by its name in any system (names are unique in the service). */
function existingAsset(existing, name) {
    if (existing === undefined || "notCompared" in existing)
        return undefined;
    for (const document of existing.documents)
        for (const asset of document.assets)
            if ((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .nameKey */ .Rc)(asset.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .nameKey */ .Rc)(name) && asset.baseline !== undefined)
                return asset.baseline;
    return undefined;
}
/** Why a like replacement's baselines were not compared at review. */
function notComparedWhy(existing) {
    if (existing === undefined)
        return "but the baselines were not compared (none declared, or no --base)";
    if ("notCompared" in existing)
        return `but the baselines were not compared: ${existing.notCompared}`;
    return "but one of the two declares no baseline to compare";
}
/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(commissioned, read) {
    const gaps = commissioned.filter((entry) => entry.gap !== undefined);
    if (gaps.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule;
    if (rule?.setting !== "require")
        return [];
    return gaps.map((entry) => ({
        severity: "error",
        location: entry.location,
        message: `${NO_COMMISSIONING_ASSESSMENT}: ${commissionedWords(entry)} (${entry.gap ?? ""}), and ${rule.file} sets vulnerability_assessments: require: ${COMMISSIONING_ASSESSMENT_FIX}`,
    }));
}
/** The asset as every output names it. */
function commissionedWords(entry) {
    return `${entry.class} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(entry.asset)} goes into service in High system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(entry.cyber_system)}`;
}


/***/ }),

/***/ 0:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M5: () => (/* binding */ standingEvidence),
/* harmony export */   iq: () => (/* binding */ evidenceNaming),
/* harmony export */   mk: () => (/* binding */ evidenceGap),
/* harmony export */   xX: () => (/* binding */ commissioningFileOf)
/* harmony export */ });
/* unused harmony export evidenceStands */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _assessment_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4683);


/** `file` as R3.3 reads it; undefined for a technical-feasibility record (R3.2's). */
function commissioningFileOf(file) {
    if (file.kind === "assessment") {
        const { kind, id, systems, assets, method } = file;
        return { kind, id, systems, assets, method };
    }
    if (file.kind === "commissioning") {
        const { kind, id, cyber_system, asset, exception } = file;
        return { kind, id, cyber_system, asset, exception };
    }
    return undefined;
}
/**
 * The files that speak for `asset` of `system`, the strongest first (an active assessment, then a
 * paper one, then the exceptions). `compare` says where a like replacement's baseline differs from
 * the existing asset's it names ([] when they agree; undefined when they could not be compared).
 * `entering` holds the name keys (assessedNameKey) of every asset the same change puts into
 * service: one rule for the plan and the ledger, Part 3.3's "existing baseline configuration of
 * the previous or other existing Cyber Asset" is an asset in service before the change, so a like
 * replacement of one of them is never compared and never stands (two new assets, each the
 * other's like replacement, model nothing that existed).
 */
function evidenceNaming(files, { system, asset }, entering, compare) {
    const systemKey = (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(system);
    const assetKey = (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(asset);
    const assessments = [];
    const exceptions = [];
    for (const file of files) {
        if (file.kind === "assessment") {
            if (!file.systems.some((name) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(name) === systemKey))
                continue;
            if (!file.assets.some((name) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(name) === assetKey))
                continue;
            assessments.push({ kind: `${file.method}-assessment`, record: file.id });
            continue;
        }
        if ((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(file.cyber_system) !== systemKey)
            continue;
        if ((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(file.asset) !== assetKey)
            continue;
        const { exception } = file;
        if ("cip_exceptional_circumstance" in exception) {
            const reference = exception.cip_exceptional_circumstance;
            exceptions.push({ kind: "exceptional-circumstance", record: file.id, reference });
            continue;
        }
        const of = exception.like_replacement_of;
        if (entering.has((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(of))) {
            exceptions.push({ kind: "like-replacement", record: file.id, of, of_entering: true });
            continue;
        }
        const differences = compare(of);
        exceptions.push({
            kind: "like-replacement",
            record: file.id,
            of,
            ...(differences === undefined ? {} : { differences }),
        });
    }
    // Active before paper, so that the first one read is the one that stands.
    assessments.sort((a, b) => Number(b.kind === "active-assessment") - Number(a.kind === "active-assessment"));
    return [...assessments, ...exceptions];
}
/** Whether `entry` stands for R3.3: an active assessment, an exception, an equal baseline. */
function evidenceStands(entry) {
    switch (entry.kind) {
        case "active-assessment":
        case "exceptional-circumstance":
            return true;
        case "paper-assessment":
            return false;
        case "like-replacement":
            return entry.differences !== undefined && entry.differences.length === 0;
    }
}
/** The evidence that stands, the strongest; undefined when none does. */
function standingEvidence(evidence) {
    return evidence.find(evidenceStands);
}
/**
 * Why none of `evidence` stands; undefined: one does. `notCompared` says why a like replacement
 * without differences could not be compared (the caller knows what it compared with).
 */
function evidenceGap(evidence, notCompared) {
    if (evidence.some(evidenceStands))
        return undefined;
    const reasons = evidence.map((entry) => {
        switch (entry.kind) {
            case "paper-assessment":
                return `${entry.record} is a paper assessment (Part 3.3 asks for an active one)`;
            case "like-replacement":
                return `${entry.record} declares a like replacement of ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry.of)}, ${entry.of_entering === true
                    ? "which the same change puts into service: the asset replaced must be in service before it, with its baseline"
                    : entry.differences === undefined
                        ? notCompared()
                        : `whose baseline differs: ${entry.differences.map(differenceWords).join("; ")}`}`;
            default:
                return `${entry.record} does not stand`;
        }
    });
    return reasons.length === 0 ? "no assessment file names it" : reasons.join("; ");
}
function differenceWords({ item, added, removed }) {
    // Compared by digest only (a baseline_ref, or a ledger record's): no item to name.
    if (item === "unknown")
        return "the baseline as a whole (by its digest)";
    const parts = [
        ...(added.length === 0 ? [] : [`adds ${added.join(", ")}`]),
        ...(removed.length === 0 ? [] : [`lacks ${removed.join(", ")}`]),
    ];
    return parts.length === 0 ? item : `${item} ${parts.join(" and ")}`;
}


/***/ }),

/***/ 6075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ parseAssessmentText)
});

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/reviewed-file-reader.ts
var reviewed_file_reader = __webpack_require__(7210);
// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-reading.ts
// What the parsers of an assessment file's parts share (parse-assessment.ts and the modules of its
// parts): the reader, the file's fields, the latest day a written date may name, and the names it
// notes for review to resolve against the inventory.



/**
 * Notes each name of a written list (`systems:`, `assets:`) or a single name at its own place, for
 * review to resolve against the inventory (assessment-references.ts).
 */
function referToEach(reader, value, reference) {
    const nodes = (0,dist/* isSeq */.oP)(value) ? value.items : [value];
    for (const node of nodes)
        if ((0,dist/* isScalar */.jn)(node) && typeof node.value === "string")
            reader.refer((0,yaml_reader/* nodeStart */.f)(node), reference(node.value));
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-action-plan.ts
// CIP-010-4 R3.4's action plan in an assessment file: `no vulnerabilities found`, or the action
// items, each with its planned completion date and its dated status history ("the planned date of
// completing the action plan and the execution status of any remediation or mitigation action
// items"). Statuses are written in date order, none after today; an item's ids are distinct.
//
//   action_plan:
//     - id: AI-1
//       action: disable telnet on alpha-relay-01
//       planned_completion: 2026-06-30
//       status:
//         - { on: 2026-03-12, status: open }
//         - { on: 2026-05-02, status: done }




const PLAN_SHAPE = `${assessment_files/* NO_VULNERABILITIES */.Li}, or a list of { id, action, planned_completion, status }`;
const ITEM_KEYS = ["id", "action", "planned_completion", "status"];
/** The action plan; reported at `resultsAt` when the file has none. */
function actionPlanOf(reading, resultsAt) {
    const { reader, fields } = reading;
    const field = fields.get("action_plan");
    if (field === undefined) {
        reader.error(resultsAt, `an assessment documents its action plan (CIP-010-4 R3.4); write action_plan: ${PLAN_SHAPE}`);
        return undefined;
    }
    if ((0,dist/* isScalar */.jn)(field.value) && field.value.value === assessment_files/* NO_VULNERABILITIES */.Li)
        return assessment_files/* NO_VULNERABILITIES */.Li;
    if ((0,dist/* isScalar */.jn)(field.value)) {
        reader.error((0,yaml_reader/* nodeStart */.f)(field.value), `action_plan ${(0,diagnostics/* quote */.hD)(String(field.value.value))} is not a plan; write ${PLAN_SHAPE}`);
        return undefined;
    }
    const items = reader.list(field.value, field.keyOffset, "action_plan", PLAN_SHAPE);
    if (items === undefined)
        return undefined;
    const plan = [];
    for (const item of items) {
        const read = itemOf(reading, item, (0,yaml_reader/* nodeStart */.f)(field.value));
        if (read === undefined)
            return undefined;
        if (plan.some((other) => other.id === read.id)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `action item ${(0,diagnostics/* quote */.hD)(read.id)} is written twice`);
            return undefined;
        }
        plan.push(read);
    }
    return plan;
}
function itemOf(reading, value, keyOffset) {
    const { reader } = reading;
    const shape = "{ id, action, planned_completion, status }";
    const map = reader.submap(value, keyOffset, "an action item", shape);
    const fields = map && reader.fields(map, ITEM_KEYS, ITEM_KEYS, "an action item");
    if (fields === undefined)
        return undefined;
    const id = reader.textField(fields, "id", "the item's id, AI-1");
    const action = reader.textField(fields, "action", "the remediation or mitigation to carry out");
    const planned = reader.dateField(fields, "planned_completion", "the planned date of completing it");
    const statuses = statusesOf(reading, fields);
    if (id === undefined || action === undefined || planned === undefined || statuses === undefined)
        return undefined;
    return { id, action, plannedCompletion: planned, statuses };
}
function statusesOf(reading, fields) {
    const { reader } = reading;
    const entry = {
        what: "a status",
        shape: "{ on: 2026-03-12, status: open }",
        keys: ["on", "status"],
    };
    return reader.mapsField(fields, "status", entry, (status, item, before) => {
        const on = reading.reader.pastDateField(status, "on", "the day of the status", reading.options.at);
        const state = reader.choiceField(status, "status", "open, in-progress or done", assessment_files/* ITEM_STATUSES */.J4);
        if (on === undefined || state === undefined)
            return undefined;
        const last = before.at(-1);
        if (last === undefined || on >= last.on)
            return { on, status: state };
        reader.error((0,yaml_reader/* nodeStart */.f)(item), `status of ${on} is written after one of ${last.on}; keep the history in date order`);
        return undefined;
    });
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-assessment-exceptions.ts
// The two records of an assessment file that stand in for an assessment: a technical-feasibility
// record (R3.2: "Where technically feasible"), naming the High systems and its reference; and a
// commissioning exception (R3.3): a like replacement naming the existing asset whose baseline the
// new one models, or a CIP Exceptional Circumstance reference, one of them.
//
//   version: 1
//   id: TF-2026-01
//   kind: technical-feasibility
//   systems: [Legacy Control]
//   reference: TFE-0042
//   reason: the serial relays cannot be scanned actively without tripping
//
//   version: 1
//   id: C-2026-07
//   kind: commissioning
//   cyber_system: Protection System
//   asset: alpha-relay-03
//   like_replacement_of: alpha-relay-01



function feasibilityOf(start) {
    const keys = ["version", "id", "kind", "systems", "reference", "reason"];
    const read = start(keys, ["version", "id", "systems", "reference", "reason"]);
    if (read === undefined)
        return undefined;
    const { reader, fields } = read.reading;
    const at = (key) => (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const systems = reader.textsField(fields, "systems", "a High system an active assessment is not technically feasible for");
    const reference = reader.textField(fields, "reference", "the record's reference (its technical feasibility exception, say)");
    const reason = reader.textField(fields, "reason", "why an active assessment is not technically feasible");
    if (systems === undefined || reference === undefined || reason === undefined)
        return undefined;
    referToEach(reader, at("systems").value, (name) => ({
        kind: "cyber-system",
        field: "systems",
        name,
    }));
    return { kind: "technical-feasibility", id: read.id, systems, reference, reason };
}
const EXCEPTIONS = ["like_replacement_of", "cip_exceptional_circumstance"];
function commissioningOf(start) {
    const keys = ["version", "id", "kind", "cyber_system", "asset", ...EXCEPTIONS];
    const read = start(keys, ["version", "id", "cyber_system", "asset"]);
    if (read === undefined)
        return undefined;
    const { reader, fields } = read.reading;
    const at = (key) => (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const system = reader.textField(fields, "cyber_system", "the system the asset goes into, as its document names it");
    const asset = reader.textField(fields, "asset", "the new asset, as the inventory names it");
    const exception = exceptionOf(read.reading, fields, (0,yaml_reader/* nodeStart */.f)(at("asset").value));
    if (system === undefined || asset === undefined || exception === undefined)
        return undefined;
    referToEach(reader, at("cyber_system").value, (name) => ({
        kind: "cyber-system",
        field: "cyber_system",
        name,
    }));
    // The asset replaced (like_replacement_of) is not resolved here: the same change may retire it.
    referToEach(reader, at("asset").value, (name) => ({
        kind: "asset",
        field: "asset",
        name,
        systems: [system],
    }));
    return { kind: "commissioning", id: read.id, cyber_system: system, asset, exception };
}
function exceptionOf({ reader }, fields, at) {
    const exception = reader.oneTextOf(fields, EXCEPTIONS, at, (written) => `a commissioning record names ${written === 0 ? "no" : "both"} exception${written === 0 ? "" : "s"} of CIP-010-4 R3.3; write exactly one of like_replacement_of: EXISTING-ASSET or cip_exceptional_circumstance: REFERENCE`, (key) => key === "like_replacement_of"
        ? "the existing asset whose baseline the new one models"
        : "the CIP Exceptional Circumstance's reference");
    if (exception === undefined)
        return undefined;
    return exception.key === "like_replacement_of"
        ? { like_replacement_of: exception.text }
        : { cip_exceptional_circumstance: exception.text };
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-assessment.ts







const ASSESSMENT_KEYS = [
    "version",
    "id",
    "kind",
    "systems",
    "assets",
    "method",
    "environment",
    "test_environment",
    "controls_assessed",
    "tool_output",
    "performed_on",
    "results",
    "action_plan",
];
function parseAssessmentText(text, file, options) {
    const kind = { what: "a vulnerability assessment file", version: assessment_files/* ASSESSMENT_FILES_VERSION */.UH };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => fileOf(reader, map, file, options));
}
function fileOf(reader, map, file, options) {
    const kindField = map.items.find((pair) => pair.key?.value === "kind");
    const kind = kindField === undefined
        ? "assessment"
        : reader.choice(kindField.value, (0,yaml_reader/* nodeStart */.f)(kindField.key), { label: "kind", hint: "assessment, technical-feasibility or commissioning" }, assessment_files/* ASSESSMENT_KINDS */.hl)?.value;
    if (kind === undefined)
        return undefined;
    const reading = (known, required) => {
        const fields = reader.fields(map, known, required, `${kind === "assessment" ? "an" : "a"} ${kind} record`);
        if (fields === undefined || !reader.version(fields))
            return undefined;
        const id = fileId(reader, fields, file);
        return id === undefined ? undefined : { id, reading: { reader, fields, options } };
    };
    if (kind === "technical-feasibility")
        return feasibilityOf(reading);
    if (kind === "commissioning")
        return commissioningOf(reading);
    const read = reading(ASSESSMENT_KEYS, ["version", "id", "systems", "method", "results"]);
    return read && assessmentOf(read.reading, read.id);
}
/** The file's `id`, which must be its file's name in the folder. */
function fileId(reader, fields, file) {
    const id = reader.textField(fields, "id", "the record's id, its file's name");
    if (id === undefined)
        return undefined;
    const parts = file.split("/");
    const named = parts.at(-1)?.replace(/\.yaml$/, "");
    const rule = `a record is filed as ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/ID.yaml`;
    if (named === id && parts.at(-2) === assessment_files/* ASSESSMENTS_FOLDER */.Jy)
        return id;
    reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "id").value), parts.at(-2) === assessment_files/* ASSESSMENTS_FOLDER */.Jy
        ? `record id ${(0,diagnostics/* quote */.hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml, or write id: ${named ?? ""}`
        : `record ${(0,diagnostics/* quote */.hD)(id)} is filed in ${parts.slice(0, -1).join("/") || "the repository root"}, not ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/: ${rule}; move the file to ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml`);
    return undefined;
}
function assessmentOf(reading, id) {
    const { reader, fields } = reading;
    const at = (key) => (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const systems = reader.textsField(fields, "systems", "a cyber system it covers, as its document's cyber_system: names it");
    const assets = fields.has("assets")
        ? reader.textsField(fields, "assets", "an asset it assessed")
        : [];
    referToEach(reader, at("systems").value, (name) => ({
        kind: "cyber-system",
        field: "systems",
        name,
    }));
    if (systems !== undefined && fields.has("assets"))
        referToEach(reader, at("assets").value, (name) => ({
            kind: "asset",
            field: "assets",
            name,
            systems,
        }));
    const method = reader.choiceField(fields, "method", "paper or active", assessment_files/* METHODS */.J8);
    const environment = environmentOf(reading);
    const evidence = evidenceOf(reading);
    const performedOn = fields.has("performed_on")
        ? reading.reader.pastDateField(fields, "performed_on", "the day it was done", reading.options.at)
        : undefined;
    const results = reader.textField(fields, "results", "what the assessment found (R3.4: document the results)");
    const actionPlan = actionPlanOf(reading, (0,yaml_reader/* nodeStart */.f)(at("results").value));
    if (systems === undefined ||
        assets === undefined ||
        method === undefined ||
        environment === undefined ||
        evidence === undefined ||
        (fields.has("performed_on") && performedOn === undefined) ||
        results === undefined ||
        actionPlan === undefined)
        return undefined;
    return {
        kind: "assessment",
        id,
        systems,
        assets,
        method,
        ...environment,
        ...evidence,
        ...(performedOn === undefined ? {} : { performedOn }),
        results,
        actionPlan,
    };
}
/** `environment` (production by default), and a test environment's differences (3.2.2). */
function environmentOf(reading) {
    const { reader, fields } = reading;
    const field = fields.get("environment");
    const environment = field === undefined
        ? "production"
        : reader.choiceField(fields, "environment", "production or test", assessment_files/* ENVIRONMENTS */.ju);
    if (environment === undefined)
        return undefined;
    const test = fields.get("test_environment");
    if (environment === "production") {
        if (test === undefined)
            return { environment };
        reader.error(test.keyOffset, "test_environment belongs to an assessment in a test environment; remove it, or write environment: test");
        return undefined;
    }
    if (test === undefined) {
        reader.error(
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- environment is test only when the environment field was written
        field.keyOffset, "an assessment in a test environment documents the differences from production and how they were accounted for (CIP-010-4 3.2.2); write test_environment: { differences: ..., accounted_for: ... }");
        return undefined;
    }
    const testEnvironment = testEnvironmentOf(reader, test.value, test.keyOffset);
    return testEnvironment && { environment, testEnvironment };
}
function testEnvironmentOf(reader, value, keyOffset) {
    const shape = "{ differences: ..., accounted_for: ... }";
    const map = reader.submap(value, keyOffset, "test_environment", shape);
    const keys = ["differences", "accounted_for"];
    const fields = map && reader.fields(map, keys, keys, "test_environment");
    if (fields === undefined)
        return undefined;
    const differences = reader.textField(fields, "differences", "how the test environment differs from production");
    const accountedFor = reader.textField(fields, "accounted_for", "the measures used to account for the differences");
    return differences === undefined || accountedFor === undefined
        ? undefined
        : { differences, accountedFor };
}
const SHA256 = /^[0-9a-f]{64}$/;
/** The controls assessed, or the tool output by digest: one of them at least (R3.1's Measures). */
function evidenceOf(reading) {
    const { reader, fields } = reading;
    if (!fields.has("controls_assessed") && !fields.has("tool_output")) {
        const at = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "method").keyOffset;
        reader.error(at, "an assessment lists the controls assessed or the output of the tools used (CIP-010-4 R3.1's Measures); write controls_assessed: [...] or tool_output: [{ name: ..., sha256: ... }]");
        return undefined;
    }
    const controls = fields.has("controls_assessed")
        ? reader.textsField(fields, "controls_assessed", "a control assessed")
        : [];
    const outputs = fields.has("tool_output") ? toolOutputs(reader, fields) : [];
    return controls === undefined || outputs === undefined
        ? undefined
        : { controls, toolOutput: outputs };
}
/** `tool_output`: each output's file name and its SHA-256. */
function toolOutputs(reader, fields) {
    const entry = {
        what: "a tool_output entry",
        shape: "{ name: scan.nessus, sha256: 64 hex digits }",
        keys: ["name", "sha256"],
    };
    return reader.mapsField(fields, "tool_output", entry, (output) => {
        const name = reader.textField(output, "name", "the output file's name");
        const sha256 = reader.textField(output, "sha256", "its SHA-256, 64 hex");
        if (name === undefined || sha256 === undefined)
            return undefined;
        if (SHA256.test(sha256))
            return { name, sha256 };
        reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(output, "sha256").value), `sha256 must be the output's SHA-256 in 64 lower-case hex digits (sha256sum FILE), not ${(0,diagnostics/* quote */.hD)(sha256)}`);
        return undefined;
    });
}


/***/ }),

/***/ 9385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b7: () => (/* reexport */ APPROVERS),
  L3: () => (/* reexport */ MAX_OBSERVATION_SKEW_MINUTES),
  o9: () => (/* reexport */ ORIGINS),
  vO: () => (/* binding */ authorityOf)
});

// UNUSED EXPORTS: AUTHORITY_TABLE, DATE_RULES, FACTS

;// CONCATENATED MODULE: ./src/core/authority/authority-row.ts
const FACTS = (/* unused pure expression or super */ null && ([
    "inventory-operation",
    "baseline",
    "baseline-reviewed",
    "baseline-completed-on",
    "completion-note",
    "verification-note",
    "configuration-observation",
    "investigation-note",
    "policy-rules",
    "policy-owners",
    "system-owners",
    "system-impact",
    "cip-senior-manager",
    "delegates",
    "cip-002-last-approval",
    "calendar",
    "source-commands",
    "ledger-declaration",
    "patch-sources",
    "patch-evaluation",
    "mitigation-plan",
    "plan-timeframe-change",
    "plan-event-occurred",
    "plan-implemented",
    "vulnerability-assessment",
    "assessed-assets",
    "technical-feasibility",
    "commissioning-exception",
    "action-item-status",
    "action-item-date-change",
    "low-impact-site-file",
    "low-impact-policy-review",
    "low-impact-policy-approval",
    "low-impact-reinforcement",
    "incident-plan-test",
    "incident-plan-update",
]));
/**
 * Where a record of a fact may come from. Anything else (a drift check on another branch, a record
 * appended by someone other than the ledger's writer, a break-glass record or a collector's file
 * no operator key signed) is no origin at all: what it carries closes nothing.
 */
const ORIGINS = {
    "reviewed-merge": "a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
    "default-branch-drift-check": "the Action's drift check on the default branch",
    "operator-signed-append": "cip-sync evidence append --monitoring, in a commit signed by an operator key that evidence verify --operator-keys accepts",
    "signed-break-glass": "a break-glass record (cip-sync apply --record) in a commit signed by an operator key that evidence verify --operator-keys accepts",
};
/** Whose approval a change of a fact needs, each as the facts in force name them, all of a row's together. */
const APPROVERS = {
    "counted-approvals": "min-approvals counted approvals of the pull request (the gate)",
    "system-owners": "the owners the system's document names in force (owner policy)",
    "policy-owners": "the policy owners cip-policy.yaml names in force",
    "rule-approvers": "the approvals each rule the change removes or weakens itself requires, in force",
    "cip-senior-manager": "the CIP Senior Manager cip-policy.yaml names in force",
    "senior-manager-or-delegate": "the CIP Senior Manager or a delegate for the action (cip-002-r2.2 for a CIP-002 R2 approval, cip-007-r2.4 for a mitigation plan's revision or extension), as cip-policy.yaml names them in force, a delegation counting from its delegated_on",
    "action-plan-approvers": "one of the people cip-policy.yaml's assessment_date_approvers names in force before the merge, or, where it names none, one of the owners the system's document names in force before the merge, among its counted approvers (CIP-010 R3.4 names no approver; a team among the owners is not matched)",
    "deviation-approvers": "a counted approver of the pull request that authorized the deviation the fact is about",
};
/** How far a collector's clock may run ahead of the one that appends its file. */
const MAX_OBSERVATION_SKEW_MINUTES = 5;
/** The dates a fact may carry, against the record that carries it. */
const DATE_RULES = {
    "recorded-at": "none of its own: it is dated by the record that carries it",
    "not-after-record": "never after the latest day any time zone has reached when the record that carries it is written: that instant's date in UTC+14, the zone farthest ahead (so the next UTC day only from 10:00 UTC)",
    "not-before-authorization": "not before the day its deviation was authorized; an earlier date is an R1.2 exception",
    "observed-before-append": `observed_at never after the moment it is appended, beyond the clock-skew allowance of ${MAX_OBSERVATION_SKEW_MINUTES} minutes (MAX_OBSERVATION_SKEW_MINUTES)`,
    "performed-on": "its own performed_on, when written (never after the record that carries it), is the day it counts from: performed before the interval it would close opened, it closes nothing of it and is listed beside it with why; performed within it, the next interval runs from that day; without performed_on, the day of the record that carries it",
    "after-previous-event": "its own performed_on (never after the record that carries it) is the day it counts from, before the merge or not: one not after the previous event of its clock closes nothing and is listed beside the clock's obligation with why; the first record of a clock may date the last event before the family started",
    "approved-at": "the day its approver approved the merged pull request, as GitHub dates the approval, in the policy's time zone (the record's own instant where GitHub gives none)",
    "in-force-from-record": "in force from the record that carries it: obligations opened before keep the rule they were judged by",
};
const CLOSES_NOTHING = "closes nothing, and is listed as an exception that says why";

;// CONCATENATED MODULE: ./src/core/authority/low-impact/low-impact-authority.ts
// CIP-003-9 low impact's facts as rows of the authority table: the site file (what a site
// declares of each Attachment 1 section; Section 6 judged from it), the program records (R1 Part
// 1.2's review, Section 1's reinforcement, Section 4.5's test and 4.6's update) and the CIP Senior
// Manager's approval of the policies, which is hers of the pull request that merges a review
// record. Each file is reviewed by pull request and put in force by the accepted merge's record,
// as the other families' files are.

/** Where every program record's row is held. */
const CLOCKS_HELD = "the low-impact pass's clocks (core/obligations/low-impact/program-clocks-pass.ts) read it from accepted merge records only (change.low_impact_files, each file new where its text differs from the one in force), asking this row of each record; a refused merge's or a break-glass apply's is listed beside the clock it would have closed; the plan parses every file at review and refuses one with a problem, a day after today anywhere among them (core/low-impact/parse-program-record.ts), and a file its parser refuses puts nothing in force";
const LOW_IMPACT_AUTHORITY = [
    {
        fact: "low-impact-site-file",
        assertedIn: "low-impact/ID.yaml: the sites it speaks for and each Attachment 1 section's answer (Section 2's physical controls, Section 3.1's routable communications, devices and reviewed rule set, 3.2's dial-up, Section 5's plan and managed Transient Cyber Assets, Section 6's vendor remote access with its paths and methods)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the file in force stays, and with it the site's Section 6 obligation; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 6",
        held: "the Section 6 pass (core/obligations/low-impact/vendor-access-pass.ts), from accepted merge records only (change.low_impact_files; a refused merge's or a break-glass apply's is listed in not_closed_by); the plan parses every file at review and refuses one with a problem (core/low-impact/parse-site-file.ts), and flags or refuses a change opening vendor remote access without its methods as the owner policy's vendor_remote_access says (core/low-impact/vendor-access-gate.ts); Sections 2, 3 and 5 are read and shown, and judged nowhere",
    },
    {
        fact: "low-impact-policy-review",
        assertedIn: "low-impact/records/ID.yaml of kind policy-review: the policies reviewed and R1 Part 1.2's seven topics they address, every one, with its performed_on",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["after-previous-event", "not-after-record"],
        without: `the review clock stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R1.2",
        held: CLOCKS_HELD,
    },
    {
        fact: "low-impact-policy-approval",
        assertedIn: "no file: the CIP Senior Manager's approval of the pull request that merges a policy-review record",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["approved-at"],
        without: "the approval clock stays open, the merge listed beside it with why (merged without her approval, or no CIP Senior Manager named before the merge); the review it merges still counts as a review",
        cites: "CIP-003 R1.2",
        held: `the CIP Senior Manager the record keeps as named before the merge (the base's, when the merge changes cip_senior_manager), matched among the merged pull requests' counted approvers; R1 names no delegate, so none counts; ${CLOCKS_HELD}`,
    },
    {
        fact: "low-impact-reinforcement",
        assertedIn: "low-impact/records/ID.yaml of kind reinforcement: how the practices were reinforced, with its performed_on",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["after-previous-event", "not-after-record"],
        without: `the reinforcement clock stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 1",
        held: CLOCKS_HELD,
    },
    {
        fact: "incident-plan-test",
        assertedIn: "low-impact/records/ID.yaml of kind incident-plan-test: the plans tested and how (a tabletop, a drill, an operational exercise, or an actual Reportable Cyber Security Incident), with the day it was completed",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["after-previous-event", "not-after-record"],
        without: `the test clock stays open, and no Section 4.6 update is due after it; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 4.5",
        held: CLOCKS_HELD,
    },
    {
        fact: "incident-plan-update",
        assertedIn: "low-impact/records/ID.yaml of kind incident-plan-update: the test it follows, updated or no update needed, and what changed or why not, with its performed_on",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["performed-on", "not-after-record"],
        without: `the update after that test stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 4.6",
        held: `one before the test it follows closes nothing and is listed beside it; ${CLOCKS_HELD}`,
    },
];

;// CONCATENATED MODULE: ./src/core/authority/vulnerability-assessment-authority.ts
// CIP-010-4 R3's facts as rows of the authority table: an assessment, the assets it assessed
// (coverage per Cyber Asset), a technical-feasibility
// record, a commissioning exception (a like replacement or a CIP Exceptional Circumstance), an
// action item's status and a change of its planned date. Each file is reviewed by pull request and
// dated by the accepted merge's record, as the patch files are; an assessment counts from its own
// performed_on where it writes one, and closes nothing of an interval it was performed before.

/** What every CIP-010 R3 row says of where the code holds it, and what it does not hold yet. */
const R3_HELD = "the CIP-010 R3 pass (core/obligations/vulnerability-assessments/assessment-pass.ts) reads it from accepted merge records only (change.assessment_files, each file new where its text differs from the one in force; a refused or break-glass record's is listed beside what it did not close); the Action's merge route writes it (action/evidence/change-record-facts.ts); the plan parses every file at review and refuses one with a problem (io/checkout/reviewed-files.ts); its parser (core/assessments/parse-assessment.ts) places every mistake at its line and column, and a file it refuses puts nothing in force";
/** CIP-010-4 R3's facts: each assessment file is reviewed by pull request, dated by the merge's record. */
const VULNERABILITY_ASSESSMENT_AUTHORITY = [
    {
        fact: "vulnerability-assessment",
        assertedIn: "vulnerability-assessments/ID.yaml: the systems it covers, paper or active, the environment (a test environment with its differences from production and how they were accounted for), the controls assessed or the tool output by sha256 digest, the results and the action plan",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["performed-on", "not-after-record"],
        without: `the systems it covers stay open under R3.1 (and R3.2); it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.1",
        held: R3_HELD,
    },
    {
        fact: "assessed-assets",
        assertedIn: "the assets: of vulnerability-assessments/ID.yaml: the applicable Cyber Assets it assessed, of the systems it names (none written: every applicable asset of those systems, as the merge's baselines declare them); a system's R3.1 or R3.2 interval closes when every applicable asset is covered within it, by one assessment or several",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["performed-on"],
        without: `the assets it names stay uncovered: their system's interval stays open and names them; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.1",
        held: `the CIP-010 R3 pass's coverage by asset (core/obligations/vulnerability-assessments/assessment-coverage.ts), listed in vulnerability-assessments.csv (assets_covered, assets_not_covered); ${R3_HELD}`,
    },
    {
        fact: "technical-feasibility",
        assertedIn: "vulnerability-assessments/ID.yaml of kind technical-feasibility: the High systems an active assessment is not technically feasible for, and the record's reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `R3.2 stays open for the systems it names; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.2",
        held: R3_HELD,
    },
    {
        fact: "commissioning-exception",
        assertedIn: "vulnerability-assessments/ID.yaml of kind commissioning: a like replacement naming the existing asset whose baseline the new one models (one in service before the merge: an asset the same change puts into service never counts, at review and in the ledger alike), or a CIP Exceptional Circumstance reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: "the asset is commissioned without R3.3 evidence: the plan flags it, and the merge's R3.3 obligation is an exception that says why",
        cites: "CIP-010 R3.3",
        held: "the plan's R3.3 check at commissioning (core/assessments/commissioning-assessments.ts), which lists an asset without it and refuses under `vulnerability_assessments: require`; the CIP-010 R3 pass (core/obligations/vulnerability-assessments/assessment-commissioning.ts), which judges each asset an accepted merge put into service by the files in force at it, listed in vulnerability-commissioning.csv; its parser (core/assessments/parse-assessment.ts) places every mistake at its line and column",
    },
    {
        fact: "action-item-status",
        assertedIn: "the status history of an action item in vulnerability-assessments/ID.yaml: each status with its date",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `the item stays open under R3.4; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.4",
        held: R3_HELD,
    },
    {
        fact: "action-item-date-change",
        assertedIn: "a later version of vulnerability-assessments/ID.yaml whose action item's planned completion date differs",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "action-plan-approvers"],
        dates: ["recorded-at"],
        without: "the planned date in force stays, and the item is an R3.4 exception that says who did not approve the change",
        cites: "CIP-010 R3.4",
        held: R3_HELD,
    },
];

;// CONCATENATED MODULE: ./src/core/authority/authority-table.ts
// The authority table: one row per fact that opens, moves or closes a CIP obligation or a control,
// saying where a record of it may come from, who must approve a change of it (judged by the facts
// in force: the files of the commit the last merge the gate accepted merged, as the ledger's chain
// carries it (core/evidence/records/in-force/facts-in-force.ts), never the ones the change brings nor what
// the base branch holds; "the base" below is that commit), the dates it may carry, and
// what a record without that authority gets. It is the one place this is decided: the gate, the
// obligations, the populations and docs/obligations/authority.md ("Who may assert what") read it, and
// test/core/authority/authority-table.test.ts holds every row.
//
// Two models shaped it. An in-toto layout names, for each step of a supply chain, the
// functionaries who may perform it and how many must agree, and verification checks every link
// against the layout, not against what a link claims of itself. TUF's delegated roles can only
// delegate what they hold: a key trusted for one path cannot sign for another. Here, a fact is a
// step, its origins and approvers are its functionaries, and a rule can be lifted only with the
// approvals the rule itself requires.
//
// Each row cites the requirement part whose words docs/obligations/authority.md quotes beside it (the
// quotes live in the requirement table and the governance requirements, where two sources agreed
// on them); `held` says where the code holds the row, and names what it does not hold yet, so the
// docs never claim more than the tool does.




/** What every CIP-007 R2 row says of where the records come from. */
const FROM_THE_LEDGER = "read from accepted merge records only: their patch_files, each new where its text differs from the one in force, and their baselines' patched items (core/obligations/patch-management/patch-merges.ts); a file its parser refuses is refused at review by the plan's patch-file check and, merged anyway, puts nothing in force";
const PASS = "the patch-management pass (core/obligations/patch-management/patch-obligations.ts)";
/** CIP-007-6 R2's facts: each file is reviewed by pull request, and dated by the merge's record. */
const PATCH_MANAGEMENT_ROWS = [
    {
        fact: "patch-sources",
        assertedIn: "cip-patch-sources.yaml: each source and the baseline items it covers, and the no_source declarations (no patching source, or not updateable, with a reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `an item it would cover stays an R2.1 exception, and no R2.2 interval opens; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.1",
        held: `${PASS} reads the file in force from accepted merges only, and lists a file another record carries beside what it did not close, in judgeAuthority's words; a declaration closes an item's R2.1 only when reviewed with or after the item's last change; the file's parser (core/patches/parse-patch-sources.ts) places every mistake at its line and column; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "patch-evaluation",
        assertedIn: "patch-evaluations/SOURCE/NAME.yaml: the source, releases_since, and each patch with its release date and applicable or not (with a reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at", "not-after-record"],
        without: `the source's R2.2 interval stays open and no R2.3 obligation opens; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.2",
        held: `${PASS}: an evaluation is dated by the record that merges it, never by a field; a releases_since or a released date after that record closes nothing; a releases_since after the previous evaluation's record leaves a gap, an exception; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "mitigation-plan",
        assertedIn: "patch-plans/ID.yaml: the patches it covers, the planned actions (one at least) and a timeframe (a by date or an event)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the patches it names stay open under R2.3; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.3",
        held: `${PASS}: the plan is dated by the record that merges it; its parser (core/patches/parse-mitigation-plan.ts) refuses a plan without actions or timeframe at its line and column; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-timeframe-change",
        assertedIn: "a later version of patch-plans/ID.yaml whose timeframe differs: a revision or an extension",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "senior-manager-or-delegate"],
        dates: ["recorded-at"],
        without: "the due date in force stays; a change an accepted merge documents without that approval makes the plan an R2.4 exception that says why (no approval by the CIP Senior Manager, nor by a delegate holding cip-007-r2.4 delegated on or before the approval's day), and one a refused merge or a break-glass record carries is listed beside the plan as taking no force",
        cites: "CIP-007 R2.4",
        held: `${PASS}, with the CIP Senior Manager and delegates in force before the merge and each counted approver's approval date in the calendar's time zone; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-event-occurred",
        assertedIn: "event_occurred_on: YYYY-MM-DD in an event-dated patch-plans/ID.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `the plan keeps no due date; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.4",
        held: `${PASS}: the first event_occurred_on in force sets the due date; a later different one is a change of the timeframe; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-implemented",
        assertedIn: "implemented_on: YYYY-MM-DD in patch-plans/ID.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `R2.4 stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.4",
        held: `${PASS}; whether the mitigations were carried out on the devices no record shows; ${FROM_THE_LEDGER}`,
    },
];
const AUTHORITY_TABLE = [
    {
        fact: "inventory-operation",
        assertedIn: "the inventory files: a create, update, move, rename or delete of a cyber asset",
        origins: ["reviewed-merge", "signed-break-glass"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["recorded-at"],
        without: "the merge is refused: nothing is applied, the run fails with the reason and the record says refused, never no-changes",
        cites: "CIP-010 R1.2",
        held: "the gate (core/review/gate.ts) and the owner policy (core/review/policy/)",
    },
    {
        fact: "baseline",
        assertedIn: "an asset's baseline in the inventory: its R1.1 items, shared or baseline_ref",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `its deviation is an R1.2 exception ("not authorized"); it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.2",
        held: "the obligations (core/obligations/baseline-changes/deviation-obligations.ts): a deviation is authorized, and a later baseline change closes what waits for one, only by a reviewed record, with the counted approvals it lists (reviewOf, core/obligations/record-facts.ts); the owners of the system approve a baseline change besides where a rule of the owner policy at the base covers updates of the system's impact (baseline-change), which refuses the merge without them, and no obligation credits an owners' approval the record does not show",
    },
    {
        fact: "baseline-reviewed",
        assertedIn: "reviewed: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record"],
        without: CLOSES_NOTHING,
        cites: "CIP-010 R1.1",
        held: "the inventory's validation refuses an impossible date; a date a merge writes after the merge is refused at the merge by the owner policy's judgement (baselineReviewedProblems, core/review/policy/governance/baseline-dates.ts, through judgeDate), at the asset's file, line and column; not held without a policy file at the base, where no policy judges the merge",
    },
    {
        fact: "baseline-completed-on",
        assertedIn: "completed_on: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record", "not-before-authorization"],
        without: `R1.3 counts from the record instead; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.3",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations, from reviewed records only, with the approvers the record shows (approversShown, core/obligations/record-facts.ts): its counted approvals, and the owners of the asset's system only where the owner policy's judgement it keeps has a count of that system's owners met, never because a rule could have asked them; under a policy that asks no owner of an update (no rule covers it, or no policy file), a completed_on closes nothing and R1.3 lists its record with the approval it lacks (a /cip-010-completed note by a deviation approver records the completion instead); one dated after its record closes nothing and R1.3 lists that record; a break-glass record's completed_on is not read",
    },
    {
        fact: "completion-note",
        assertedIn: "/cip-010-completed YYYY-MM-DD [#N] [differs] in an approving review",
        origins: ["reviewed-merge"],
        approvers: ["deviation-approvers"],
        dates: ["not-after-record", "not-before-authorization"],
        without: `R1.3 stays "completion not recorded"; the note ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.3",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations",
    },
    {
        fact: "verification-note",
        assertedIn: "/cip-010-r1.4 in an approving review",
        origins: ["reviewed-merge"],
        approvers: ["deviation-approvers"],
        dates: ["recorded-at"],
        without: "the R1.4 reminder does not list it",
        cites: "CIP-010 R1.4",
        held: "the obligations list the notes of the authorizing pull request's counted approvers only",
    },
    {
        fact: "configuration-observation",
        assertedIn: "a collector's configuration-monitoring file, sealed into a record",
        origins: ["default-branch-drift-check", "operator-signed-append"],
        approvers: [],
        dates: ["observed-before-append"],
        without: `it is refused when appended, nothing written; a record of it that verify does not accept ${CLOSES_NOTHING}. A detected unauthorized change stays an exception until a reviewed record documents its investigation, whatever the record closes`,
        cites: "CIP-010 R2.1",
        held: "the date by observationRefusal (core/authority/authority.ts) in cip-sync evidence append --monitoring and the drift check, before either writes; the branch by the drift check, which off the default branch writes nothing (action/drift/drift-route.ts); the writer by verify's history walk, which obligations, evidence populations and evidence report share (cli/shared/verified-records.ts; each of them from a checkpoint walks it from the commit that added the checkpoint's record on, the records before it taken as that commit vouched for them, cli/shared/verified-from-checkpoint.ts), and by verify --remote's commit check, which the drift check's obligations share (github/ledger/ledger-records.ts): a ledger either refuses judges nothing; a detected unauthorized change is an exception even in a stale observation (core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts); the investigation by the investigation-note row, never the collector's word (its file's investigations close nothing); a collector's file appended from the command line in a commit verify only warns of (no key of --operator-keys signed it, or none was given) closes no interval and verifies no baseline_ref, and each interval it would have closed is an exception listing it (observationAuthority, core/obligations/record-facts.ts; obligations, evidence populations and evidence report take --operator-keys); in a folder that is no git clone there is no history to show who added a record, so every record sealed from the command line is unauthenticated there and closes nothing, each output says once that the history was not checked, and --operator-keys and --writer are refused (judgedEntry and hasHistory, cli/shared/verified-records.ts); a git bundle of the branch is read as its clone (cli/shared/ledger-dir.ts)",
    },
    {
        fact: "investigation-note",
        assertedIn: "/cip-010-investigated #SEQ ITEM ASSET REFERENCE in an approving review: the record that detected the unauthorized change, its R1.1 item, the asset as the inventory names it, and where the investigation is documented",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: "the exception stays, and lists the note with why it closed nothing: from another origin, not a counted approver, approved before the detection or recorded before it, or naming another record, item or asset. A collector file's investigations close nothing either",
        cites: "CIP-010 R2.1",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations (core/obligations/configuration-monitoring/configuration-monitoring-investigations.ts), which also hold the note to its detection: its record, item and asset, approved and recorded after it; not held: whether the investigation happened, which no record shows",
    },
    {
        fact: "policy-rules",
        assertedIn: "rules: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners", "rule-approvers"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts) judges a change of the rules by the policy owners, and each base rule it removes or weakens (fewer approvals, operations or impacts, other approvers; every rule of a file deleted or made unparseable) by that rule's own approvers (core/review/policy/governance/lifted-rules.ts, rule-lifted); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "policy-owners",
        assertedIn: "policy_owners: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "system-owners",
        assertedIn: "owners: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts), base documents listed by the one listing of a commit's documents (listDocumentsAtCommit, github/files/documents-at-commit.ts), which the change record's base baselines share; a base that cannot be listed whole (a symbolic link under the patterns or at any level above their roots) refuses the change, and fails the base baselines closed; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "system-impact",
        assertedIn: "impact: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-002 R2",
        held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "cip-senior-manager",
        assertedIn: "cip_senior_manager: in cip-policy.yaml; removing or breaking the file is a change of it",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R3",
        held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the CIP Senior Manager; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "delegates",
        assertedIn: "the delegates of cip_senior_manager in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R4",
        held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the delegates; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "cip-002-last-approval",
        assertedIn: "cip_002_last_approval: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "senior-manager-or-delegate"],
        dates: ["not-after-record"],
        without: `CIP-002 R2 is not closed by it; it ${CLOSES_NOTHING}`,
        cites: "CIP-002 R2",
        held: 'governance (core/review/policy/governance/senior-manager.ts) for a change in place and for the file deleted or made unparseable; a date after the merge that carries it is refused there (lastApprovalDateProblem, through judgeDate); a change of it alone is asked of the CIP Senior Manager or a delegate holding cip-002-r2.2, as CIP-002-5.1a R2.2 says ("Have its CIP Senior Manager or delegate approve the identifications"); with a change of the CIP Senior Manager or the delegations, of the CIP Senior Manager alone (CIP-003 R4); the obligations take it from the accepted records that put it in force (the governance facts each merge record carries, folded over accepted records only: priorApprovalAfter, core/obligations/obligations.ts), never from the policy file of a checkout, and not one dated after its record',
    },
    {
        fact: "calendar",
        assertedIn: "calendar: in cip-policy.yaml (time zone, due-soon days, grace days), and standards: (from which day a later version of a standard judges)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R2.1",
        held: "governance judges a change of it by the policy owners; a merge's change record keeps the calendar in force (change.calendar), in force until a later record keeps another; the CIP-010 R1.2 to R1.6, R2.1 intervals and CIP-002 R2 intervals a record opens are judged by the calendar in force at it (contextAt, core/obligations/obligation-model.ts); records before any record kept one are judged with the calendar of the run, which the drift check reads from the owner policy at the commit in force (the last accepted merge's, or the genesis's), never from a checkout a direct push changed; only a merge the gate accepted puts its calendar in force (contextAt): a refused merge's, or a break-glass record's, never takes force; the versions of the standards the policy's standards: chose travel with it (change.calendar.standard_versions; a calendar kept without them: every row's own version), and an obligation opened on or after a later version's day names that version (judgedVersion, core/obligations/obligation-model.ts)",
    },
    {
        fact: "source-commands",
        assertedIn: "command: of a source in the sources file",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts, source-command-change): a command source added, removed or whose run or env changes in cip-sources.yaml, or the file broken or removed, is judged by the policy owners at the base; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
    },
    {
        fact: "ledger-declaration",
        assertedIn: "writer_keys: and starts: in cip-ledger.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners", "rule-approvers"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation, and its keys sign nothing that counts",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts, ledger-declaration-change): cip-ledger.yaml added, changed or removed is judged as the policy file deleted, by the policy owners and every base rule's own approvers (core/review/policy/governance/lifted-rules.ts, ruleFileRequirements), since a key it adds signs the records that say which merge is in force; every change is judged against the facts in force, read at the commit the ledger's chain head names (action/policy/policy-files.ts); a declaration that differs from the one at the commit in force binds nothing (github/ledger/ledger-authority-read.ts); a repository without an owner policy judges it by the gate's counted approvals alone",
    },
    ...PATCH_MANAGEMENT_ROWS,
    ...VULNERABILITY_ASSESSMENT_AUTHORITY,
    ...LOW_IMPACT_AUTHORITY,
];
function authorityOf(fact) {
    const row = AUTHORITY_TABLE.find((candidate) => candidate.fact === fact);
    // The table has a row for every fact: a test holds it.
    if (row === undefined)
        throw new Error(`no authority row for ${fact}`);
    return row;
}


/***/ }),

/***/ 8652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ judgeAuthority),
/* harmony export */   S2: () => (/* binding */ judgeDate),
/* harmony export */   pj: () => (/* binding */ observationRefusal)
/* harmony export */ });
/* harmony import */ var _authority_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9385);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8291);
// Whether a record's assertion of a fact has the authority the authority table gives that fact:
// its origin, its approvers (judged at the base by whoever gathered them) and its dates. Pure, and
// fail closed: an origin outside the row, a missing approver or a date the row forbids is a "no"
// with the reason, which the caller lists beside what the record did not close.


function judgeAuthority(assertion) {
    const row = (0,_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)(assertion.fact);
    const { origin } = assertion;
    if (typeof origin !== "string" || !row.origins.includes(origin)) {
        const from = typeof origin === "string" ? _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .ORIGINS */ .o9[origin] : origin.outside;
        const allowed = row.origins.map((one) => _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .ORIGINS */ .o9[one]).join("; or ");
        return no(`it came from ${from}, and ${row.fact} may come only from ${allowed}`);
    }
    const missing = row.approvers.filter((role) => !assertion.approvedBy.includes(role));
    if (missing.length > 0)
        return no(`it is not approved by ${missing.map((role) => _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .APPROVERS */ .b7[role]).join(", nor ")}`);
    if (assertion.dated !== undefined)
        return judgeDate(row.fact, assertion.dated, assertion.recordedAt);
    return { authorized: true };
}
/** Whether the date `fact` carries keeps its row's date rules, against the record written at `recordedAt`. */
function judgeDate(fact, dated, recordedAt) {
    const late = lateness((0,_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)(fact).dates, dated, recordedAt);
    return late === undefined ? { authorized: true } : no(late);
}
/** Why the date breaks a rule of the row, if it does. */
function lateness(rules, dated, recordedAt) {
    // A date is a day somewhere: never past the latest day any time zone has at the record's instant.
    if (rules.includes("not-after-record") && dated.slice(0, 10) > (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .latestDateAt */ .nS)(recordedAt))
        return `it is dated ${dated}, after the record that carries it (${recordedAt})`;
    if (rules.includes("observed-before-append")) {
        const ahead = Date.parse(dated) - Date.parse(recordedAt);
        if (!(ahead <= _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OBSERVATION_SKEW_MINUTES */ .L3 * 60_000))
            return `it was observed at ${dated}, after it was appended (${recordedAt}), beyond the ${_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OBSERVATION_SKEW_MINUTES */ .L3} minutes a collector's clock may run ahead`;
    }
    return undefined;
}
function no(why) {
    return { authorized: false, why };
}
/**
 * Why a collector's file observed at `observedAt` (its `/observed_at`) may not be appended by
 * `origin` at `appendedAt`, in the words of a collector-file problem; undefined when it may. Both
 * `cip-sync evidence append --monitoring` and the drift check ask this before writing anything.
 */
function observationRefusal(observedAt, origin, appendedAt) {
    const judged = judgeAuthority({
        fact: "configuration-observation",
        origin,
        approvedBy: [],
        dated: observedAt,
        recordedAt: appendedAt.toISOString(),
    });
    if (judged.authorized)
        return undefined;
    return `at /observed_at: ${judged.why}: write when the devices were read, by a clock set to UTC, never a time still to come`;
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
// identifications, and CIP-003-9 R3 and R4 (in force since 2026-04-01, their words the same as
// CIP-003-8's), the CIP Senior Manager and the delegations. They are
// a workspace's or the policy's, not an asset's, so no Applicable Systems apply; each obligation
// prints its `summary`, and their pages (docs/obligations/cip-002-r2.md, cip-003.md) render the
// quotes.
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
        source: "CIP-003-9 B. Requirements and Measures, R3 and M3",
        requirementText: "Each Responsible Entity shall identify a CIP Senior Manager by name and document any change within 30 calendar days of the change.",
        summary: "identify the CIP Senior Manager by name and document any change within 30 calendar days of the change",
    },
    {
        kind: "CIP-003 R4",
        source: "CIP-003-9 B. Requirements and Measures, R4 and M4",
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

/***/ 6681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ inForceFollowing),
/* harmony export */   LA: () => (/* binding */ notAccepted),
/* harmony export */   LH: () => (/* binding */ inForceAfter),
/* harmony export */   OM: () => (/* binding */ foldInForce),
/* harmony export */   VG: () => (/* binding */ PASSED_THE_GATE),
/* harmony export */   f: () => (/* binding */ governanceDifferences),
/* harmony export */   oB: () => (/* binding */ isAccepted),
/* harmony export */   qK: () => (/* binding */ inForceOf),
/* harmony export */   xx: () => (/* binding */ sameInForce)
/* harmony export */ });
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// What is in force: the governance facts (the owner policy, each system's owners and impact, the
// CIP Senior Manager and delegates, cip_002_last_approval, the calendar, the sources' commands, the
// baselines) are in force from the last merge the gate accepted, never from what a branch or a
// folder holds. It is a fold over each workspace's chain: an accepted merge's record puts in force
// what its merged commit declared (the record carries those facts, `change.governance`, and the
// calendar and baselines it already kept); any other record (a refused merge, a drift check, a
// break-glass apply, a collector's file) changes nothing in force. Every record the writer seals
// carries where the facts in force after it were put there (`in_force`: the accepting record's
// sequence and merged commit), so a run reads them from the chain's head alone, and evidence
// verify recomputes the fold at every record (evidence-chain.ts), so a forged pointer is a break.
// Models: Certificate Transparency's checked head, and event-sourced snapshots. Pure.


/** The outcomes of a merge the gate let through: what it merged was judged and allowed. */
const PASSED_THE_GATE = new Set([
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
]);
/**
 * Why a record put nothing in force, or undefined when it is a merge the gate accepted: written by
 * the Action (never the command line), an outcome the gate let through, of pull requests each with
 * counted approvals.
 */
function notAccepted(record) {
    if (record.kind !== "change" || record.change === undefined)
        return `a ${record.kind} record`;
    if (record.origin === "cli")
        return "a break-glass apply (cip-sync apply --record): no review";
    const { outcome } = record.change;
    if (!PASSED_THE_GATE.has(outcome))
        return `a merge the gate refused (outcome ${outcome})`;
    const pulls = (0,_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestsOf */ .Tb)(record.change);
    if (pulls.length === 0 || pulls.some((pull) => pull.approved_by.length === 0))
        return "a push without a pull request with counted approvals";
    return undefined;
}
/** Whether `record` is a merge the gate accepted: what it merged is in force from it. */
function isAccepted(record) {
    return notAccepted(record) === undefined;
}
/** The facts in force after `record` at `sequence`: its own when accepted, else `before`'s. */
function inForceAfter(record, sequence, before) {
    return isAccepted(record) && record.change !== undefined
        ? { sequence, commit: record.change.merge_sha }
        : before;
}
/**
 * The one fold of what is in force, step by step, that the writer, `evidence verify`'s checker, the
 * checkpoint's fold and the gate each take: after a record, what it puts in force itself (`puts`:
 * its own pointer when it is an accepted merge), else what was in force before it; a record sealed
 * before records carried `in_force` (`carries` false) starts the fold afresh, as the writer that
 * sealed the record after it did, reading that record alone (inForceOf). A record sealed from the
 * command line (`operator`) is passed over whatever it carries: it puts nothing in force, and an
 * unauthenticated one must not restart the fold either (the chain check calls a record without
 * `in_force` after one that carries it a break, unless it is such a record).
 */
function inForceFollowing(before, record) {
    if (record.operator)
        return before;
    return record.puts ?? (record.carries ? before : null);
}
/** inForceFollowing of a sealed record, its own pointer judged from its content. */
function foldInForce(before, record) {
    return inForceFollowing(before, {
        puts: inForceAfter(record, record.sequence, null),
        carries: record.in_force !== undefined,
        operator: record.origin === "cli",
    });
}
/**
 * The facts in force after a sealed record: the pointer it carries, else (a record written before
 * records carried one) its own when it is accepted, else none recorded. A ledger that predates
 * `in_force` so establishes its first facts in force at its first accepted merge.
 */
function inForceOf(record) {
    if (record.in_force !== undefined)
        return record.in_force;
    return inForceAfter(record, record.sequence, null);
}
/** Whether two pointers name the same record and commit. */
function sameInForce(a, b) {
    return (a === b || (a !== null && b !== null && a.sequence === b.sequence && a.commit === b.commit));
}
/**
 * How the governance facts a branch declares differ from those in force, one line each in words;
 * none when they agree. What differs was never accepted: a refused change merged anyway, or a
 * direct push.
 */
function governanceDifferences(inForce, declared) {
    const differences = [];
    const differ = (what, was, is) => {
        const [a, b] = [JSON.stringify(was), JSON.stringify(is)];
        if (a !== b)
            differences.push(`${what}: ${a} in force, ${b} on the branch`);
    };
    differ("the owner policy file (its SHA-256)", inForce.policy, declared.policy);
    differ("cip_senior_manager", inForce.senior_manager?.csm ?? null, declared.senior_manager?.csm ?? null);
    differ("cip_002_last_approval", inForce.senior_manager?.last_approval ?? null, declared.senior_manager?.last_approval ?? null);
    const systems = new Set([...inForce.systems, ...declared.systems].map(({ name }) => name));
    for (const name of [...systems].sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)) {
        const [was, is] = [inForce, declared].map((facts) => facts.systems.find((system) => system.name === name));
        differ(`the impact and owners of cyber system ${JSON.stringify(name)}`, was ?? null, is ?? null);
    }
    differ("the sources' commands", inForce.source_commands, declared.source_commands);
    return differences;
}


/***/ }),

/***/ 9021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ recordedCalendar),
/* harmony export */   q: () => (/* binding */ DEFAULT_COMPLETION_GRACE_DAYS)
/* harmony export */ });
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8291);

/** Days after authorization before an unrecorded completion is an exception (CIP-010 R1.3). */
const DEFAULT_COMPLETION_GRACE_DAYS = 30;
/**
 * The calendar a record keeps as in force from it: `timeZone` (an input of the run) over the policy
 * file's `calendar:` over the defaults, the policy's completion grace or the default, and the later
 * versions of the standards its `standards:` chose (none kept: every row's own).
 */
function recordedCalendar(timeZone, fromPolicy) {
    const calendar = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveCalendar */ .Z4)({ timeZone }, fromPolicy.calendar);
    const versions = fromPolicy.standardVersions ?? [];
    return {
        time_zone: calendar.timeZone,
        due_soon_days: calendar.dueSoonDays,
        month_end: calendar.monthEnd,
        completion_grace_days: fromPolicy.completionGraceDays ?? DEFAULT_COMPLETION_GRACE_DAYS,
        ...(versions.length === 0
            ? {}
            : { standard_versions: versions.map(({ version, from }) => ({ version, from })) }),
    };
}


/***/ }),

/***/ 343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ reviewedFilesEvidenceSchema),
/* harmony export */   W: () => (/* binding */ reviewedFilesEvidence)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
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

/***/ 1298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ changedFilesSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
// What a requirement family is, as the layers below the family table read it (FamilyShape): its
// name and the shape of its reviewed files, declared as plain data in the family's own folder
// under core/families/ and listed once in family-shapes.ts. core/plan, core/evidence, render/ and
// io/ derive every field, schema, word and line a family's files need from it; its behaviour (the
// pass, the parsers, what the plan shows of a file) stays in the family's folders above, whose row
// (core/obligations/obligation-families.ts) pairs it with this shape. Pure.

/**
 * The saved plan's schema of a family's changed files: the commit compared with, and each file
 * with what `shown` holds of it besides its path and change.
 */
function changedFilesSchema(shown) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        compared_with: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            change: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["added", "changed", "removed"]),
            ...shown,
        })),
    });
}


/***/ }),

/***/ 505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qy: () => (/* binding */ REVIEWED_FILE_SHAPES),
/* harmony export */   SO: () => (/* binding */ FAMILY_SHAPES),
/* harmony export */   ns: () => (/* binding */ changedFilesOf)
/* harmony export */ });
/* unused harmony export FAMILY_POPULATION_FILES */
/* harmony import */ var _low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4815);
/* harmony import */ var _patch_management_patch_management_shape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3837);
/* harmony import */ var _vulnerability_assessments_vulnerability_assessment_shape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7584);



const SHAPES = [_patch_management_patch_management_shape_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_MANAGEMENT_SHAPE */ .N, _vulnerability_assessments_vulnerability_assessment_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .VULNERABILITY_ASSESSMENT_SHAPE */ .g, _low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_IMPACT_SHAPE */ .a];
/** Every family's shape, in the family table's order. */
const FAMILY_SHAPES = SHAPES;
/** The reviewed files of every family that keeps some, in the table's order. */
const REVIEWED_FILE_SHAPES = SHAPES.flatMap((shape) => "reviewedFiles" in shape ? [shape.reviewedFiles] : []);
/** The files a plan shows of one family's (its shape's field); undefined: none. */
function changedFilesOf(plan, shape) {
    // The plan's field of a family's files holds what its shape's schema reads: its changed files.
    return plan[shape.field];
}
/**
 * The file each family's population is written to, by the population's name, in the families'
 * order (typed from the shapes: a population added to one is typed here too).
 */
const FAMILY_POPULATION_FILES = Object.assign({}, ...SHAPES.map((shape) => ("populationFiles" in shape ? shape.populationFiles : {})));


/***/ }),

/***/ 4815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ LOW_IMPACT_SHAPE),
/* harmony export */   h: () => (/* binding */ PROGRAM_RECORD_KIND_NAMES)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4377);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1298);
// CIP-003-9 low impact as the layers below the family table know it: its name, the parts it
// declares (R1 Part 1.2's review and approval, Attachment 1 Section 1's reinforcement, Section
// 4.5's test and 4.6's update, each a clock, and Section 6's vendor remote access), its
// population's file (the low-impact sites in force, core/audit/families/low-impact/) and its
// reviewed files' shape (the site files, low-impact/ID.yaml, and the program records,
// low-impact/records/ID.yaml: the plan's and the record's field, the saved plan's schema of what
// the reviewer approves, and each file's lines). Their parsers are core/low-impact/, their pass
// core/obligations/low-impact/. Pure.


/** The kinds of program records, as the saved plan shows them (program-record.ts says what each is). */
const PROGRAM_RECORD_KIND_NAMES = [
    "policy-review",
    "reinforcement",
    "incident-plan-test",
    "incident-plan-update",
];
const lowImpactFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesSchema */ .h)({
    site: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        sites: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        routable: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
        vendor_remote_access: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["none", "allowed"]),
        paths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        missing: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["6.1", "6.2", "6.3"])),
    })
        .optional(),
    record: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(PROGRAM_RECORD_KIND_NAMES),
        performed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6(),
    })
        .optional(),
}).meta({
    title: "Low-impact files changed (CIP-003-9)",
    description: "The CIP-003-9 low-impact files the change adds, changes or removes against the commit compared with, each as the reviewer approves it. A site file (low-impact/ID.yaml, `site`): the sites it speaks for, whether Section 3.1's routable communications cross their boundary, Section 6's vendor electronic remote access (none or allowed, with its paths) and the parts of 6.1, 6.2 and 6.3 it names no method for. A program record (low-impact/records/ID.yaml, `record`): its kind and the day it was performed. Part of the fingerprint, as shown (compared_with aside).",
});
const LOW_IMPACT_SHAPE = {
    name: "CIP-003 R2",
    populationFiles: { lowImpactSites: "low-impact-sites.csv" },
    standard: { standard: "CIP-003", quoted: ["CIP-003-9"], later: ["CIP-003-10", "CIP-003-11"] },
    declaredParts: {
        "CIP-003 R1.2": {
            words: "Review the low-impact cyber security policies, covering R1 Part 1.2's seven topics, and have the CIP Senior Manager approve them, at least once every 15 calendar months: two clocks, the review and the approval.",
            source: "CIP-003-9 R1",
            requirementText: "Each Responsible Entity shall review and obtain CIP Senior Manager approval at least once every 15 calendar months for one or more documented cyber security policies that collectively address the following topics: [Violation Risk Factor: Medium] [Time Horizon: Operations Planning] For its assets identified in CIP-002 containing low impact BES Cyber Systems, if any: 1.2.1. Cyber security awareness; 1.2.2. Physical security controls; 1.2.3. Electronic access controls; 1.2.4. Cyber Security Incident response; 1.2.5. Transient Cyber Assets and Removable Media malicious code risk mitigation; 1.2.6. Vendor electronic remote access security controls; and 1.2.7. Declaring and responding to CIP Exceptional Circumstances.",
        },
        "CIP-003 R2 Section 1": {
            words: "Reinforce cyber security practices at least once every 15 calendar months.",
            source: "CIP-003-9 Attachment 1",
            requirementText: "Each Responsible Entity shall reinforce, at least once every 15 calendar months, cyber security practices (which may include associated physical security practices).",
        },
        "CIP-003 R2 Section 4.5": {
            words: "Test the Cyber Security Incident response plan(s) at least once every 36 calendar months (an actual Reportable Cyber Security Incident counts).",
            source: "CIP-003-9 Attachment 1",
            requirementText: "4.5 Testing the Cyber Security Incident response plan(s) at least once every 36 calendar months by: (1) responding to an actual Reportable Cyber Security Incident; (2) using a drill or tabletop exercise of a Reportable Cyber Security Incident; or (3) using an operational exercise of a Reportable Cyber Security Incident",
        },
        "CIP-003 R2 Section 4.6": {
            words: "Update the Cyber Security Incident response plan(s), if needed, within 180 calendar days after a test or an actual Reportable Cyber Security Incident.",
            source: "CIP-003-9 Attachment 1",
            requirementText: "4.6 Updating the Cyber Security Incident response plan(s), if needed, within 180 calendar days after completion of a Cyber Security Incident response plan(s) test or actual Reportable Cyber Security Incident.",
        },
        "CIP-003 R2 Section 6": {
            words: "A site that allows vendor electronic remote access names methods for 6.1 (determining it), 6.2 (disabling it) and 6.3 (detecting malicious communications) in its reviewed site file.",
            source: "CIP-003-9 Attachment 1",
            requirementText: "For assets containing low impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote access, the Responsible Entity shall implement a process to mitigate risks associated with vendor electronic remote access, where such access has been established under Section 3.1. These processes shall include: 6.1 One or more method(s) for determining vendor electronic remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3 One or more method(s) for detecting known or suspected inbound and outbound malicious communications for vendor electronic remote access.",
        },
    },
    reviewedFiles: {
        name: "low-impact files",
        noun: "low-impact file",
        field: "low_impact_files",
        recordDescription: "CIP-003-9 low impact's reviewed files (the site files, low-impact/ID.yaml, and the program records, low-impact/records/ID.yaml) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: lowImpactFileChanges,
        lines: lowImpactFileLines,
        gateSetting: {
            key: "vendor_remote_access",
            settings: ["flag", "require"],
            description: "CIP-003-9 Attachment 1 Section 6 at review: a change to a low-impact site file (low-impact/) that makes its sites allow vendor electronic remote access, adds a vendor path, or admits one in its Section 3.1 rules (electronic_access.vendor_paths) while the file names no method for 6.1, 6.2 or 6.3. flag (the default): listed in the plan. require: the plan is refused, and the merge applies nothing.",
        },
    },
};
/** One file: a site file's line, then Section 6's gap when it has one; a record's kind and day. */
function lowImpactFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    const { site, record } = shown;
    if (record !== undefined)
        return { line: `${file}: ${record.kind} performed on ${record.performed_on}`, details: [] };
    if (site === undefined)
        return { line: file, details: [] };
    const routable = site.routable ? "routable communications" : "no routable communications";
    const access = site.vendor_remote_access === "none"
        ? "no vendor remote access"
        : `vendor remote access by ${site.paths.map(code).join(", ")}`;
    return {
        line: `${file}: ${site.sites.map(words).join(", ")}; ${routable}; ${access}`,
        details: site.missing.length === 0 ? [] : [`Section 6: no method for ${site.missing.join(", ")}`],
    };
}


/***/ }),

/***/ 3837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ PATCH_MANAGEMENT_SHAPE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1298);
// CIP-007 R2 patch management as the layers below the family table know it: its name and its
// reviewed files' shape (the patch files: the plan's and the record's field, the saved plan's
// schema of what the reviewer approves, and each file's lines). Its parsers are core/patches/, its
// pass core/obligations/patch-management/. Pure.


const patchFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesSchema */ .h)({
    sources: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), covers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) }))
        .optional(),
    no_source: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ item: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))
        .optional(),
    evaluation: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        releases_since: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        patches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            released: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            item: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            applicable: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
            reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        })),
    })
        .optional(),
    plan: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        patches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        actions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        timeframe: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        event_occurred_on: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        implemented_on: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    })
        .optional(),
}).meta({
    title: "Patch files changed (CIP-007-6 R2)",
    description: "The CIP-007 R2 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: a source's coverage, an evaluation's patches with their applicability and reason, a mitigation plan's patches, actions and timeframe. Part of the fingerprint, as shown (compared_with aside).",
});
const PATCH_MANAGEMENT_SHAPE = {
    name: "CIP-007 R2",
    populationFiles: {
        patchSources: "patch-sources.csv",
        patchEvaluations: "patch-evaluations.csv",
        applicablePatches: "applicable-patches.csv",
        mitigationPlans: "mitigation-plans.csv",
    },
    reviewedFiles: {
        name: "patch files",
        noun: "patch file",
        field: "patch_files",
        recordDescription: "CIP-007 R2's reviewed files (cip-patch-sources.yaml, patch-evaluations/, patch-plans/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: patchFileChanges,
        lines: patchFileLines,
    },
};
/** One file: its line, then a line per source, patch, action. */
function patchFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    if (shown.evaluation !== undefined) {
        const { evaluation } = shown;
        return {
            line: `${file}: evaluation of source ${code(evaluation.source)}, releases since ${words(evaluation.releases_since)}, ${evaluation.patches.length === 1 ? "1 patch" : `${evaluation.patches.length} patches`}`,
            details: evaluation.patches.map((patch) => `${code(patch.id)} (${words(patch.item)}, released ${words(patch.released)}): ${patch.applicable ? "applicable" : `not applicable: ${words(patch.reason ?? "")}`}`),
        };
    }
    if (shown.plan !== undefined) {
        const { plan } = shown;
        const dates = [
            plan.event_occurred_on === undefined
                ? ""
                : `, event occurred on ${words(plan.event_occurred_on)}`,
            plan.implemented_on === undefined ? "" : `, implemented on ${words(plan.implemented_on)}`,
        ].join("");
        return {
            line: `${file}: mitigation plan ${code(plan.id)}, timeframe ${words(plan.timeframe)}${dates}`,
            details: [
                `patches: ${plan.patches.map(code).join(", ")}`,
                ...plan.actions.map((action) => `action: ${words(action)}`),
            ],
        };
    }
    if (shown.sources !== undefined || shown.no_source !== undefined) {
        return {
            line: `${file}: the patch sources`,
            details: [
                ...(shown.sources ?? []).map((source) => `source ${code(source.id)} (${words(source.name)}) covers ${source.covers.map(words).join(", ")}`),
                ...(shown.no_source ?? []).map((declaration) => `no source for ${words(declaration.item)} (${words(declaration.kind)}): ${words(declaration.reason)}`),
            ],
        };
    }
    return { line: file, details: [] };
}


/***/ }),

/***/ 7584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ VULNERABILITY_ASSESSMENT_SHAPE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _family_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1298);
// CIP-010 R3 vulnerability assessments as the layers below the family table know them: the name
// and the reviewed files' shape (the assessment files: the plan's and the record's field, the saved
// plan's schema of what the reviewer approves, and each file's lines). Their parsers are
// core/assessments/, their pass core/obligations/vulnerability-assessments/. Pure.


const assessmentFileChanges = (0,_family_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesSchema */ .h)({
    record: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["assessment", "technical-feasibility", "commissioning"]),
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        covers: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        method: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["paper", "active"]).optional(),
        environment: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["production", "test"]).optional(),
        closes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    })
        .optional(),
}).meta({
    title: "Assessment files changed (CIP-010-4 R3)",
    description: "The CIP-010 R3 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: what it covers, its method and environment, and each part it closes (an action item: opens) once an accepted merge records it. Part of the fingerprint, as shown (compared_with aside).",
});
const VULNERABILITY_ASSESSMENT_SHAPE = {
    name: "CIP-010 R3",
    populationFiles: {
        assessmentIntervals: "vulnerability-assessments.csv",
        commissionedAssets: "vulnerability-commissioning.csv",
        actionItems: "vulnerability-action-items.csv",
    },
    reviewedFiles: {
        name: "assessment files",
        noun: "assessment file",
        field: "assessment_files",
        recordDescription: "CIP-010 R3's reviewed files (vulnerability-assessments/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
        shown: assessmentFileChanges,
        lines: assessmentFileLines,
    },
};
/** One file: its line, then a line per part it closes. */
function assessmentFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    const { record } = shown;
    if (record === undefined)
        return { line: file, details: [] };
    const how = [record.method, record.environment].flatMap((word) => word ?? []).join(", ");
    return {
        line: `${file}: ${record.kind} ${code(record.id)}${how === "" ? "" : `, ${how}`}, covers ${words(record.covers)}`,
        details: record.closes.map(words),
    };
}


/***/ }),

/***/ 5217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ baselineDifferences),
/* harmony export */   a: () => (/* binding */ entryWords)
/* harmony export */ });
/* harmony import */ var _document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5168);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);
// What changed between two declarations of an asset's baseline, item by item of CIP-010-4 R1.1,
// with the entries added and removed: what a reviewer and an auditor read of a deviation, where
// the ledger keeps only digests. Items are compared by their digests (so a change of `reviewed:`
// or `completed_on:` alone changes none), entries by their canonical JSON; a baseline_ref's
// content is elsewhere, so a change of its digest is one change of items "unknown".


/** The items that differ from `before` to `after`, in R1.1's order; none when none does. */
function baselineDifferences(before, after) {
    if (before.kind === "ref" || after.kind === "ref")
        return before.digest === after.digest ? [] : [{ item: "unknown", added: [], removed: [] }];
    const [was, now] = [before.items ?? {}, after.items ?? {}];
    return _document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK.filter((item) => was[item] !== now[item]).map((item) => {
        const earlier = entriesOf(before.content?.[item]);
        const later = entriesOf(after.content?.[item]);
        const has = (entries, entry) => entries.some((other) => (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(other) === (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry));
        return {
            item,
            added: later.filter((entry) => !has(earlier, entry)).map((entry) => entryWords(item, entry)),
            removed: earlier
                .filter((entry) => !has(later, entry))
                .map((entry) => entryWords(item, entry)),
        };
    });
}
/** An item's entries: its list, or the one value written without a list; none when absent. */
function entriesOf(value) {
    if (value === undefined)
        return [];
    return Array.isArray(value) ? value : [value];
}
/**
 * One entry as outputs say it: a port as "3389/tcp (rdp): justification", software as "name
 * version", a patch as written; anything else as its canonical JSON, so nothing is left unsaid.
 */
function entryWords(item, entry) {
    if (typeof entry === "string" || typeof entry === "number")
        return String(entry);
    if (entry === null || typeof entry !== "object")
        return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry);
    const fields = entry;
    if (item === "ports" && fields.port !== undefined) {
        const service = typeof fields.service === "string" ? ` (${fields.service})` : "";
        const why = typeof fields.justification === "string" ? `: ${fields.justification}` : "";
        return `${String(fields.port)}/${String(fields.protocol)}${service}${why}`;
    }
    if (typeof fields.name === "string" && Object.keys(fields).every(isNameOrVersion))
        return typeof fields.version === "string" ? `${fields.name} ${fields.version}` : fields.name;
    return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(entry);
}
function isNameOrVersion(key) {
    return key === "name" || key === "version";
}


/***/ }),

/***/ 7178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RG: () => (/* reexport */ REQUIREMENT_IDS),
  Hc: () => (/* binding */ REQUIREMENT_TABLE),
  Br: () => (/* binding */ applies),
  pK: () => (/* binding */ partsOpenedBy),
  gv: () => (/* binding */ requirementRow)
});

// UNUSED EXPORTS: CLASSES

// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
;// CONCATENATED MODULE: ./src/core/inventory/baselines/requirement-row.ts
const REQUIREMENT_IDS = [
    "CIP-010 R1.1",
    "CIP-010 R1.2",
    "CIP-010 R1.3",
    "CIP-010 R1.4",
    "CIP-010 R1.5",
    "CIP-010 R1.6",
    "CIP-010 R2.1",
    "CIP-007 R1.1",
    "CIP-007 R2.1",
    "CIP-007 R2.2",
    "CIP-007 R2.3",
    "CIP-007 R2.4",
    "CIP-010 R3.1",
    "CIP-010 R3.2",
    "CIP-010 R3.3",
    "CIP-010 R3.4",
];
const BCS_EACMS_PACS_PCA = ["BCA", "EACMS", "PACS", "PCA"];
const R1_SYSTEMS = "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA";
const R1_SCOPE = {
    high: BCS_EACMS_PACS_PCA,
    medium: BCS_EACMS_PACS_PCA,
    mediumNeedsErc: false,
};

;// CONCATENATED MODULE: ./src/core/inventory/baselines/vulnerability-assessment-rows.ts
// CIP-010-4 R3 (Vulnerability Assessments): Parts 3.1 to 3.4 as rows of the requirement table,
// each with its Applicable Systems, its clock (the 15 and 36 calendar months as data, `every`),
// what opens and closes it, the standard's words where two sources agree on them, and what
// CIP-010-5 changes. requirements.ts holds the table these rows join; its header says what a row is.

/** CIP-010-4 R3: Parts 3.1 and 3.4 apply as R1 does, 3.2 to High BCS only, 3.3 to High BCS, EACMS and PCA. */
const R3_TABLE = "CIP-010-4 Table R3 – Vulnerability Assessments";
const R3_SCI = "CIP-010-5 adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
/** Per Cyber Asset: the parts' Applicable Systems are assets (obligations/vulnerability-assessments). */
const ASSESSMENT = "accepted assessment records (vulnerability-assessments/ID.yaml) covering between them each applicable asset in the interval (by system, all; by assets:, those named)";
const VULNERABILITY_ASSESSMENT_ROWS = [
    {
        id: "CIP-010 R3.1",
        standard: "CIP-010-4",
        laterVersions: [{ standard: "CIP-010-5", changes: R3_SCI }],
        source: `${R3_TABLE}, Part 3.1`,
        requirementText: "At least once every 15 calendar months, conduct a paper or active vulnerability assessment.",
        measures: "Examples of evidence may include, but are not limited to: • A document listing the date of the assessment (performed at least once every 15 calendar months), the controls assessed for each BES Cyber System along with the method of assessment; or • A document listing the date of the assessment and the output of any tools used to perform the assessment.",
        summary: "at least once every 15 calendar months, conduct a paper or active vulnerability assessment of each system and its EACMS, PACS and PCA",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: "a system's first applicable asset (its commissioning record), then the earliest assessment counted in the interval before",
        clock: "15 calendar months from the interval's start, by the calendar in force's month-end",
        every: { months: 15 },
        closes: `${ASSESSMENT}, paper or active, dated by the last one's record`,
    },
    {
        id: "CIP-010 R3.2",
        standard: "CIP-010-4",
        laterVersions: [
            {
                standard: "CIP-010-5",
                changes: `${R3_SCI}; "per system capability" replaces "where technically feasible", and a test environment must minimize its differences with production`,
            },
        ],
        source: `${R3_TABLE}, Part 3.2`,
        requirementText: "Where technically feasible, at least once every 36 calendar months: 3.2.1 Perform an active vulnerability assessment in a test environment, or perform an active vulnerability assessment in a production environment where the test is performed in a manner that minimizes adverse effects, that models the baseline configuration of the BES Cyber System in a production environment; and 3.2.2 Document the results of the testing and, if a test environment was used, the differences between the test environment and the production environment, including a description of the measures used to account for any differences in operation between the test and production environments.",
        summary: "where technically feasible, at least once every 36 calendar months, perform an active vulnerability assessment of each High Impact system, documenting the results and a test environment's differences from production",
        applicableSystems: "High Impact BES Cyber Systems",
        high: ["BCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: "a High system's first BES Cyber Asset (its commissioning record), then the earliest active assessment counted before",
        clock: "36 calendar months from the interval's start, by the calendar in force's month-end",
        every: { months: 36 },
        closes: `${ASSESSMENT}, each active; or a technical-feasibility record (with its reference) in force for the system, listed as such`,
    },
    {
        id: "CIP-010 R3.3",
        standard: "CIP-010-4",
        laterVersions: [
            {
                standard: "CIP-010-5",
                changes: `${R3_SCI}; it applies before an asset becomes a new Applicable System, and its exception covers like additions as well as like replacements with a previously assessed configuration`,
            },
        ],
        source: `${R3_TABLE}, Part 3.3`,
        requirementText: "Prior to adding a new applicable Cyber Asset to a production environment, perform an active vulnerability assessment of the new Cyber Asset, except for CIP Exceptional Circumstances and like replacements of the same type of Cyber Asset with a baseline configuration that models an existing baseline configuration of the previous or other existing Cyber Asset.",
        summary: "before adding a new applicable Cyber Asset to production, perform an active vulnerability assessment of it, except for CIP Exceptional Circumstances and like replacements",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PCA",
        high: ["BCA", "EACMS", "PCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: "an asset going into service in the system (a create, or a move into it)",
        clock: "before it is in service: the plan flags it, and refuses it under vulnerability_assessments: require; the merge that put it into service is due that day",
        closes: "an active assessment of the asset dated no later than the merge; or a like-replacement declaration naming the existing asset whose baseline it models; or a CIP Exceptional Circumstance reference",
    },
    {
        id: "CIP-010 R3.4",
        standard: "CIP-010-4",
        laterVersions: [{ standard: "CIP-010-5", changes: R3_SCI }],
        source: `${R3_TABLE}, Part 3.4`,
        requirementText: "Document the results of the assessments conducted according to Parts 3.1, 3.2, and 3.3 and the action plan to remediate or mitigate vulnerabilities identified in the assessments including the planned date of completing the action plan and the execution status of any remediation or mitigation action items.",
        summary: "document each assessment's results and action plan, with the planned completion date and the execution status of each action item",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: "each open action item of an accepted assessment's action plan",
        clock: "the item's planned completion date; a change of it counts only when approved by whom the owner policy names (default: the system's owners)",
        closes: "a done status in an accepted merge of the assessment",
    },
];

;// CONCATENATED MODULE: ./src/core/inventory/baselines/requirements.ts
// The requirement table: one row per requirement part the tool tracks (CIP-010-4 R1.1 to R1.6 and
// R2.1, R3.1 to R3.4, CIP-007-6 R1.1 and R2.1 to R2.4), with its Applicable Systems as the standard's column states them, the
// event that opens it, its clock and what closes it. Every rule reads it: the plan's R1.1 check at
// commissioning (core/plan/commissioning.ts) and each obligation (core/obligations/). It lives
// here, the lowest layer that knows an asset's class and a system's impact, so that both can.
// docs/obligations/requirements.md renders the same rows; test/core/inventory/baselines/requirements.test.ts holds
// every class × impact × erc combination to the column.
//
// Each row quotes the standard's own words for its part: the Requirements column
// (`requirementText`) and the Measures column (`measures`) of CIP-010-4 Table R1 and Table R2 and
// of CIP-007-6 Tables R1 and R2, word for word, with only line breaks and spacing normalised (a bullet of
// the standard's lists is written "•"). A quote is here only where two independent sources agreed
// on its words; test/core/inventory/requirement-quotes.test.ts lists the ones left out and why.
// Everything else in a row (summary, opens, clock, closes) is the tool's reading, not the standard.
//
// Each row names the version of the standard it quotes (`standard`), and what a later version
// changes (`laterVersions`), as data: an entity judged by CIP-007-7.1 from a day its policy states
// will read that version's row, never a branch in code. Until two sources confirm the later
// version's words, its differences are the tool's words (`changes`), and nothing of it is quoted.




const DEVIATION = "a change of any R1.1 item of the asset's baseline (a deviation) in a change record";
/** CIP-007-6 R2: every part applies to the same systems, and CIP-007-7.1 adds SCI to all four. */
const R2_TABLE = "CIP-007-6 Table R2 – Security Patch Management";
const R2_SCOPE = { applicableSystems: R1_SYSTEMS, ...R1_SCOPE, standard: "CIP-007-6" };
const R2_SCI = "CIP-007-7.1 (R2 titled Cyber Security Patch Management) adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
const EVALUATION = "an accepted evaluation record (patch-evaluations/SOURCE/NAME.yaml)";
const PATCH_MANAGEMENT_ROWS = [
    {
        id: "CIP-007 R2.1",
        source: `${R2_TABLE}, Part 2.1`,
        requirementText: "A patch management process for tracking, evaluating, and installing cyber security patches for applicable Cyber Assets. The tracking portion shall include the identification of a source or sources that the Responsible Entity tracks for the release of cyber security patches for applicable Cyber Assets that are updateable and for which a patching source exists.",
        measures: "An example of evidence may include, but is not limited to, documentation of a patch management process and documentation or lists of sources that are monitored, whether on an individual BES Cyber System or Cyber Asset basis.",
        summary: "identify the source or sources tracked for the release of cyber security patches, for every operating system, firmware and software of the baselines (or declare that none exists or the item is not updateable)",
        ...R2_SCOPE,
        laterVersions: [
            {
                standard: "CIP-007-7.1",
                changes: `${R2_SCI}; its requirement says Applicable Systems where CIP-007-6 says applicable Cyber Assets, and its Measure no longer mentions the individual BES Cyber System or Cyber Asset basis`,
            },
        ],
        opens: "an os_firmware or software item of an applicable asset's baseline, and each later change or addition of it",
        clock: "none: from the record that adds or changes the item, an exception until a source covers it",
        closes: "cip-patch-sources.yaml in force mapping the item to a source; or a no_source declaration reviewed with or after the item's change",
    },
    {
        id: "CIP-007 R2.2",
        source: `${R2_TABLE}, Part 2.2`,
        requirementText: "At least once every 35 calendar days, evaluate security patches for applicability that have been released since the last evaluation from the source or sources identified in Part 2.1.",
        summary: "at least once every 35 calendar days, evaluate the security patches each identified source released since its last evaluation",
        ...R2_SCOPE,
        laterVersions: [
            {
                standard: "CIP-007-7.1",
                changes: `${R2_SCI}; its requirement and Measure say cyber security patches where CIP-007-6 says security patches`,
            },
        ],
        opens: "the record that first identifies the source for an applicable item, then each evaluation of it",
        clock: "35 calendar days from the interval's start",
        closes: `${EVALUATION} of the source; one whose releases_since leaves a gap after the previous evaluation is an exception`,
    },
    {
        id: "CIP-007 R2.3",
        source: `${R2_TABLE}, Part 2.3`,
        requirementText: "For applicable patches identified in Part 2.2, within 35 calendar days of the evaluation completion, take one of the following actions: • Apply the applicable patches; or • Create a dated mitigation plan; or • Revise an existing mitigation plan. Mitigation plans shall include the Responsible Entity's planned actions to mitigate the vulnerabilities addressed by each security patch and a timeframe to complete these mitigations.",
        summary: "within 35 calendar days of the evaluation, apply each applicable patch, or create or revise a dated mitigation plan for it",
        ...R2_SCOPE,
        laterVersions: [{ standard: "CIP-007-7.1", changes: R2_SCI }],
        opens: `a patch marked applicable by ${EVALUATION}, per asset whose baseline holds the item it patches`,
        clock: "35 calendar days from the evaluation's record",
        closes: "an accepted baseline change adding the patch to the asset's patches; or a mitigation plan in force naming it (created or revised)",
    },
    {
        id: "CIP-007 R2.4",
        source: `${R2_TABLE}, Part 2.4`,
        requirementText: "For each mitigation plan created or revised in Part 2.3, implement the plan within the timeframe specified in the plan, unless a revision to the plan or an extension to the timeframe specified in Part 2.3 is approved by the CIP Senior Manager or delegate.",
        summary: "implement each mitigation plan within its timeframe, unless the CIP Senior Manager or a delegate approves a revision or an extension",
        ...R2_SCOPE,
        laterVersions: [
            {
                standard: "CIP-007-7.1",
                changes: `${R2_SCI}; its Measure names the approval records for mitigation plan revisions or extensions as evidence`,
            },
        ],
        opens: "a mitigation plan (patch-plans/ID.yaml) first put in force",
        clock: "the plan's timeframe: its by date, or the day an event-dated plan's event occurred (event_occurred_on); a change of it counts only when the CIP Senior Manager or a delegate holding cip-007-r2.4 approves it",
        closes: "implemented_on in an accepted merge of the plan",
    },
];
const REQUIREMENT_TABLE = [
    {
        id: "CIP-010 R1.1",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.1",
        requirementText: "Develop a baseline configuration, individually or by group, which shall include the following items: 1.1.1. Operating system(s) (including version) or firmware where no independent operating system exists; 1.1.2. Any commercially available or open-source application software (including version) intentionally installed; 1.1.3. Any custom software installed; 1.1.4. Any logical network accessible ports; and 1.1.5. Any security patches applied.",
        measures: "Examples of evidence may include, but are not limited to: • A spreadsheet identifying the required items of the baseline configuration for each Cyber Asset, individually or by group; or • A record in an asset management system that identifies the required items of the baseline configuration for each Cyber Asset, individually or by group.",
        summary: "develop a baseline configuration (OS or firmware, intentionally installed software, custom software, logical network accessible ports, security patches applied)",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: "an asset going into service in the system (a create, or a move into it)",
        clock: "before it is in service: the plan refuses it without a complete baseline",
        closes: "a complete baseline (all five items, [] for none) inline, shared or as baseline_ref",
    },
    {
        id: "CIP-010 R1.2",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.2",
        requirementText: "Authorize and document changes that deviate from the existing baseline configuration.",
        measures: "Examples of evidence may include, but are not limited to: • A change request record and associated electronic authorization (performed by the individual or group with the authority to authorize the change) in a change management system for each change; or • Documentation that the change was performed in accordance with the requirement.",
        summary: "authorize and document changes that deviate from the existing baseline",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: DEVIATION,
        openedBy: "any",
        clock: "before the change is made: a completion dated before the authorization is an exception",
        closes: "the counted approvals of the merged pull request that carries the deviation (authorized_at, authorized_by)",
    },
    {
        id: "CIP-010 R1.3",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.3",
        requirementText: "For a change that deviates from the existing baseline configuration, update the baseline configuration as necessary within 30 calendar days of completing the change.",
        measures: "An example of evidence may include, but is not limited to, updated baseline documentation with a date that is within 30 calendar days of the date of the completion of the change.",
        summary: "update the baseline configuration as necessary within 30 calendar days of completing the change",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: DEVIATION,
        openedBy: "any",
        clock: "30 calendar days from the completion date (/cip-010-completed or completed_on); until it is recorded, an exception once the grace days since authorization pass",
        closes: "the completion of a reviewed change whose merged baseline describes it; or, when the field change differed, the next reviewed baseline change",
    },
    {
        id: "CIP-010 R1.4",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.4",
        requirementText: "For a change that deviates from the existing baseline configuration: 1.4.1. Prior to the change, determine required cyber security controls in CIP-005 and CIP-007 that could be impacted by the change; 1.4.2. Following the change, verify that required cyber security controls determined in 1.4.1 are not adversely affected; and 1.4.3. Document the results of the verification.",
        measures: "An example of evidence may include, but is not limited to, a list of cyber security controls verified or tested along with the dated test results.",
        summary: "determine the CIP-005 and CIP-007 controls a change could affect, verify afterwards they are not adversely affected, document the results",
        applicableSystems: R1_SYSTEMS,
        ...R1_SCOPE,
        opens: DEVIATION,
        openedBy: "any",
        clock: "none: a reminder, with the /cip-010-r1.4 notes of the approvers",
        closes: "nothing: the tool cannot see the verification",
    },
    {
        id: "CIP-010 R1.5",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.5",
        requirementText: "Where technically feasible, for each change that deviates from the existing baseline configuration: 1.5.1. Prior to implementing any change in the production environment, test the changes in a test environment or test the changes in a production environment where the test is performed in a manner that minimizes adverse effects, that models the baseline configuration to ensure that required cyber security controls in CIP-005 and CIP-007 are not adversely affected; and 1.5.2. Document the results of the testing and, if a test environment was used, the differences between the test environment and the production environment, including a description of the measures used to account for any differences in operation between the test and production environments.",
        summary: "where technically feasible, test the change before implementing it in production, and document the results",
        applicableSystems: "High Impact BES Cyber Systems",
        high: ["BCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: DEVIATION,
        openedBy: "any",
        clock: "none: a reminder",
        closes: "nothing: the tool cannot see the test",
    },
    {
        id: "CIP-010 R1.6",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R1 – Configuration Change Management, Part 1.6",
        requirementText: "Prior to a change that deviates from the existing baseline configuration associated with baseline items in Parts 1.1.1, 1.1.2, and 1.1.5, and when the method to do so is available to the Responsible Entity from the software source: 1.6.1. Verify the identity of the software source; and 1.6.2. Verify the integrity of the software obtained from the software source.",
        summary: "before the change, when the software source makes a method available, verify the source's identity and the software's integrity",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PACS. Medium Impact BES Cyber Systems and their associated 1. EACMS; and 2. PACS",
        high: ["BCA", "EACMS", "PACS"],
        medium: ["BCA", "EACMS", "PACS"],
        mediumNeedsErc: false,
        opens: "a deviation that changes item 1.1.1, 1.1.2 or 1.1.5 (or a baseline_ref, whose items are unknown)",
        openedBy: ["os_firmware", "software", "patches", "unknown"],
        clock: "none: a reminder",
        closes: "nothing: the tool cannot see the verification",
    },
    {
        id: "CIP-010 R2.1",
        standard: "CIP-010-4",
        source: "CIP-010-4 Table R2 – Configuration Monitoring, Part 2.1",
        requirementText: "Monitor at least once every 35 calendar days for changes to the baseline configuration (as described in Requirement R1, Part 1.1). Document and investigate detected unauthorized changes.",
        measures: "An example of evidence may include, but is not limited to, logs from a system that is monitoring the configuration along with records of investigation for any unauthorized changes that were detected.",
        summary: "monitor at least once every 35 calendar days for changes to the baseline configuration",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; and 2. PCA",
        high: ["BCA", "EACMS", "PCA"],
        medium: [],
        mediumNeedsErc: false,
        opens: "an asset's commissioning (its first record), then each record that closes an interval",
        clock: "35 calendar days from the interval's start",
        closes: "a configuration-monitoring record that compared all five R1.1 items of the asset, read after the interval opened (never a drift check)",
    },
    {
        id: "CIP-007 R1.1",
        standard: "CIP-007-6",
        source: "CIP-007-6 Table R1 – Ports and Services, Part 1.1",
        requirementText: "Where technically feasible, enable only logical network accessible ports that have been determined to be needed by the Responsible Entity, including port ranges or services where needed to handle dynamic ports. If a device has no provision for disabling or restricting logical ports on the device then those ports that are open are deemed needed.",
        measures: "Examples of evidence may include, but are not limited to: • Documentation of the need for all enabled ports on all applicable Cyber Assets and Electronic Access Points, individually or by group. • Listings of the listening ports on the Cyber Assets, individually or by group, from either the device configuration files, command output (such as netstat), or network scans of open ports; or • Configuration files of host-based firewalls or other device level mechanisms that only allow needed ports and deny all others.",
        summary: "where technically feasible, enable only logical network accessible ports determined to be needed (the tool asks a justification for each)",
        applicableSystems: "High Impact BES Cyber Systems and their associated 1. EACMS; 2. PACS; and 3. PCA. Medium Impact BES Cyber Systems with External Routable Connectivity and their associated 1. EACMS; 2. PACS; and 3. PCA",
        high: BCS_EACMS_PACS_PCA,
        medium: BCS_EACMS_PACS_PCA,
        mediumNeedsErc: true,
        opens: "an asset going into service in the system",
        clock: "before it is in service: the plan refuses a port without a justification",
        closes: "a justification for every port of its baseline",
    },
    ...PATCH_MANAGEMENT_ROWS,
    ...VULNERABILITY_ASSESSMENT_ROWS,
];
function requirementRow(id) {
    const row = REQUIREMENT_TABLE.find((candidate) => candidate.id === id);
    // The table has a row for every id: a test holds it.
    if (row === undefined)
        throw new Error(`no requirement row ${id}`);
    return row;
}
/** Whether `row` applies to an asset of `class` in a system of `impact` and `erc`. */
function applies(row, asset) {
    switch (asset.impact) {
        case "high":
            return row.high.includes(asset.class);
        case "medium":
            return row.medium.includes(asset.class) && (!row.mediumNeedsErc || asset.erc !== false);
        case "low":
            return false;
    }
}
/**
 * The parts a deviation changing `items` opens for `asset`, in the table's order: the rows it opens
 * (`openedBy`) that apply, none unless R1.2 applies (the obligations open nothing else without it).
 */
function partsOpenedBy(asset, items) {
    if (items.length === 0)
        return [];
    if (!applies(requirementRow("CIP-010 R1.2"), asset))
        return [];
    return REQUIREMENT_TABLE.filter((row) => row.openedBy !== undefined &&
        applies(row, asset) &&
        (row.openedBy === "any" || items.some((item) => row.openedBy?.includes(item) === true))).map((row) => row.id);
}
/** Every class, for tables and tests. */
const CLASSES = (/* unused pure expression or super */ null && (ASSET_CLASSES));


/***/ }),

/***/ 7638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sx: () => (/* binding */ versionOn),
/* harmony export */   XD: () => (/* binding */ currentVersionName),
/* harmony export */   YM: () => (/* binding */ TABLE_STANDARDS),
/* harmony export */   YO: () => (/* binding */ currentVersion),
/* harmony export */   oY: () => (/* binding */ laterVersionOn),
/* harmony export */   x4: () => (/* binding */ versionsOf),
/* harmony export */   yo: () => (/* binding */ FORMER_VERSION_NAMES)
/* harmony export */ });
/* unused harmony export standardOf */
/* harmony import */ var _requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7178);
// Which version of a standard judges a requirement part on a day: the row's own, or a later one
// the entity's policy file puts in force from a day (`standards:`, docs/owners-and-policy.md).
// The later versions and what they change are the requirement table's rows (`laterVersions`),
// never a branch here: a part whose row names no later version keeps its own on every day. Pure.

/**
 * The names cip-sync once gave a version, by the name NERC's index gives it: policies, records and
 * checkpoints written before the rename keep the former one, and are read as the current one.
 */
const FORMER_VERSION_NAMES = new Map([
    ["CIP-007-7", "CIP-007-7.1"],
]);
/** A version's current name: itself, or the one its former name `version` now goes by. */
function currentVersionName(version) {
    return FORMER_VERSION_NAMES.get(version) ?? version;
}
/**
 * The version judging `id` as a record or checkpoint kept it, under its current name and with its
 * row's words: `kept` itself unless it carries a former name.
 */
function currentVersion(id, kept) {
    const name = currentVersionName(kept.standard);
    if (name === kept.standard)
        return kept;
    const row = _requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.find((candidate) => candidate.id === id);
    return row?.laterVersions?.find((later) => later.standard === name) ?? kept;
}
/** The standard a part belongs to: "CIP-010" of "CIP-010 R1.1". */
function standardOf(id) {
    return id.slice(0, id.indexOf(" "));
}
/** The standards the table has rows of, in its order: what the policy's `standards:` may name. */
const TABLE_STANDARDS = [
    ...new Set(_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.map((row) => standardOf(row.id))),
];
/** The versions `standard`'s rows quote, and the later ones any of them names, in the table's order. */
function versionsOf(standard) {
    const rows = _requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.filter((row) => standardOf(row.id) === standard);
    return {
        quoted: [...new Set(rows.map((row) => row.standard))],
        later: [...new Set(rows.flatMap((row) => (row.laterVersions ?? []).map((l) => l.standard)))],
    };
}
/**
 * The version that judges `id` on `day` (YYYY-MM-DD, in the calendar's time zone): the last of its
 * row's later versions in force by then, else the row's own.
 */
function versionOn(id, day, versions) {
    return laterVersionOn((0,_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .requirementRow */ .gv)(id), day, versions);
}
/**
 * The version that judges `row` on `day`: the last of its later versions `versions` puts in force
 * by then, else the row's own. Any row naming its versions so, in the requirement table or beside it.
 */
function laterVersionOn(row, day, versions) {
    const inForce = (later) => versions.some((chosen) => currentVersionName(chosen.version) === later.standard && chosen.from <= day);
    return row.laterVersions?.filter(inForce).at(-1) ?? { standard: row.standard };
}


/***/ }),

/***/ 7210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q$: () => (/* binding */ requiredField),
/* harmony export */   fW: () => (/* binding */ parseReviewedFile)
/* harmony export */ });
/* unused harmony export ReviewedFileReader */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7273);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5032);
/* harmony import */ var _document_value_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5221);
/* harmony import */ var _document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(249);
// What every family's reviewed files share when read: one YAML document read strictly, as the
// inventory and the policy are (no anchors, aliases, tags or duplicate keys), a map whose keys are
// checked, `version: N` (each family's own), texts, dates that exist, lists and flags; every problem
// at file:line:column, saying what to write instead. A family's reader notes what its files name
// elsewhere (`Reference`, checked at review against the checkout) beside the dates they write.






/**
 * A key `fields()` was told is required, so it holds it once it answered (or one the caller saw it
 * hold): its value and where the key is written.
 */
function requiredField(fields, key) {
    return (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .getOrThrow */ .Gp)(fields, key, "the fields read with their required keys");
}
/** Reads `text` with `read`, which walks the document's map; errors sorted by place. */
function parseReviewedFile(text, file, kind, read) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const reader = new ReviewedFileReader(text, file, lineCounter, kind.version);
    const map = reader.fileMap((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYamlDocuments */ .v)(text, lineCounter), kind.what);
    const value = map === undefined ? undefined : read(reader, map);
    const diagnostics = reader.diagnostics.sort(_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareDiagnostics */ .oV);
    if (diagnostics.length > 0 || value === undefined)
        return { diagnostics };
    return { value, diagnostics, references: reader.references };
}
class ReviewedFileReader extends _document_value_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .ValueReader */ .D {
    /** What the file names elsewhere and the dates it writes, in the order read. */
    references = [];
    /** The version the family's files write. */
    #version;
    constructor(text, file, lineCounter, version) {
        super(text, file, lineCounter);
        this.#version = version;
    }
    /** Notes a reference whose place is the node at `offset`. */
    refer(offset, reference) {
        this.references.push({ ...reference, at: this.at(offset) });
    }
    /** The file's one document, a map; undefined after reporting why not. */
    fileMap(docs, what) {
        const [doc, extra] = docs;
        if (doc === undefined || doc.contents === null) {
            this.error(0, `${what} is empty; write version: ${this.#version} and its keys`);
            return undefined;
        }
        if (extra !== undefined)
            this.error(extra.range[0], `${what} holds one YAML document; remove the extra "---"`);
        if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents))
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents))
            return doc.contents;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(doc.contents), `${what} must be a map, not ${(0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(doc.contents)}`);
        return undefined;
    }
    /** The map's values by key; an unknown key or a missing required one is reported. */
    fields(map, known, required, what) {
        const fields = new Map();
        let valid = this.required(map, required, what);
        for (const { key, keyText, value } of this.entries(map)) {
            if (known.includes(keyText))
                fields.set(keyText, { value, keyOffset: (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(key) });
            else {
                this.unknownKey(key, keyText, known, `the keys of ${what} are`);
                valid = false;
            }
        }
        return valid ? fields : undefined;
    }
    /** `version: N`, the family's. */
    version(fields) {
        const field = fields.get("version");
        if (field === undefined)
            return false;
        const text = this.scalarValue(field.value, field.keyOffset, {
            label: "version",
            hint: String(this.#version),
        });
        if (text === undefined)
            return false;
        if (text.value === String(this.#version))
            return true;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(field.value), `version ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text.value)} is not supported; write version: ${this.#version}`);
        return false;
    }
    /** Non-empty text. */
    text(value, keyOffset, label, hint) {
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        if (text.value.trim() !== "")
            return text.value;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${label} is empty; write ${hint}`);
        return undefined;
    }
    // The field readers below read the field `key` that `fields` holds (a required key, or one the
    // caller saw it hold), named by its key in what they report; `hint` says what to write.
    /** The field `key`, non-empty text. */
    textField(fields, key, hint) {
        const { value, keyOffset } = requiredField(fields, key);
        return this.text(value, keyOffset, key, hint);
    }
    /** The field `key`, a date that exists. */
    dateField(fields, key, hint) {
        const { value, keyOffset } = requiredField(fields, key);
        return this.date(value, keyOffset, key, hint);
    }
    /** The field `key`, a non-empty list of distinct texts. */
    textsField(fields, key, hint) {
        const { value, keyOffset } = requiredField(fields, key);
        return this.texts(value, keyOffset, key, hint);
    }
    /** The field `key`, one of `choices`. */
    choiceField(fields, key, hint, choices) {
        const { value, keyOffset } = requiredField(fields, key);
        return this.choice(value, keyOffset, { label: key, hint }, choices)?.value;
    }
    /**
     * The field `key`, a date that exists and, read at review (`now` given), no later than the latest
     * day any time zone has reached at `now`: nobody has lived a later one. `fix` says what to write.
     */
    pastDateField(fields, key, hint, now, fix = "the day it happened, once it has") {
        const date = this.dateField(fields, key, hint);
        // Today in UTC and in UTC+14, so that a writer west of UTC+14 sees whose day refused theirs.
        const later = date === undefined || now === undefined ? undefined : (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .afterTodayWords */ .P_)(date, now);
        if (later === undefined)
            return date;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(requiredField(fields, key).value), `${key} ${date} is ${later}: write ${fix}`);
        return undefined;
    }
    /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
    date(value, keyOffset, label, hint) {
        const text = this.text(value, keyOffset, label, `${hint}, YYYY-MM-DD`);
        if (text === undefined)
            return text;
        if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(text)) {
            this.refer((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), { kind: "date", label, date: text });
            return text;
        }
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${label} must be a date such as 2026-03-10 that exists (YYYY-MM-DD), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return undefined;
    }
    /** The items of a list, `[]` allowed when `empty` is; undefined after reporting a problem. */
    list(value, keyOffset, label, hint, empty = false) {
        if (empty && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items.length === 0)
            return [];
        return this.listItems(value, keyOffset, { label, hint });
    }
    /**
     * The non-empty list field `key`, each entry a map that writes `keys`, all of them (`entry`
     * names one in what is reported, `shape` shows one), read by `read` with the entries read before
     * it; undefined at the first that is not such a map or that `read` reported.
     */
    mapsField(fields, key, entry, read) {
        const { value, keyOffset } = requiredField(fields, key);
        const items = this.list(value, keyOffset, key, entry.shape);
        if (items === undefined)
            return undefined;
        const entries = [];
        for (const item of items) {
            const map = this.submap(item, (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), entry.what, entry.shape);
            const itemFields = map && this.fields(map, entry.keys, entry.keys, entry.what);
            const readEntry = itemFields && read(itemFields, item, entries);
            if (readEntry === undefined)
                return undefined;
            entries.push(readEntry);
        }
        return entries;
    }
    /** A non-empty list of distinct, non-empty texts. */
    texts(value, keyOffset, label, hint) {
        const items = this.list(value, keyOffset, label, hint);
        if (items === undefined)
            return undefined;
        const texts = [];
        for (const item of items) {
            const text = this.text(item, (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${label} entry`, hint);
            if (text === undefined)
                return undefined;
            if (texts.includes(text)) {
                this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(item), `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)} is written twice in ${label}; keep one`);
                return undefined;
            }
            texts.push(text);
        }
        return texts;
    }
    /**
     * The one key of `keys` that `fields` writes, and its text (`hint` says what it is); when it
     * writes none or several, the error `refused(count)` at `at`, and undefined.
     */
    oneTextOf(fields, keys, at, refused, hint) {
        const written = keys.filter((key) => fields.has(key));
        const [key] = written;
        if (key === undefined || written.length !== 1) {
            this.error(at, refused(written.length));
            return undefined;
        }
        const text = this.textField(fields, key, hint(key));
        return text === undefined ? undefined : { key, text };
    }
    /** `true` or `false`. */
    flag(value, keyOffset, label) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && typeof value.value === "boolean")
            return value.value;
        const found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && !(0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value) ? (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value) : "nothing";
        this.error((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) ? (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value) : keyOffset, `${label} must be true or false, not ${found}`);
        return undefined;
    }
}


/***/ }),

/***/ 5425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  op: () => (/* binding */ LOW_IMPACT_FILES),
  td: () => (/* binding */ programRecordsCarried),
  bT: () => (/* binding */ siteFilesCarried),
  fy: () => (/* binding */ siteShown)
});

// UNUSED EXPORTS: isProgramRecord, isSiteFile

// EXTERNAL MODULE: ./src/core/families/low-impact/low-impact-shape.ts
var low_impact_shape = __webpack_require__(4815);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(3788);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/reviewed-file-reader.ts
var reviewed_file_reader = __webpack_require__(7210);
// EXTERNAL MODULE: ./src/core/low-impact/program-record.ts
var program_record = __webpack_require__(6093);
;// CONCATENATED MODULE: ./src/core/low-impact/parse-program-record.ts






const COMMON_KEYS = ["version", "id", "kind", "performed_on"];
/** Each kind's own keys, all required. */
const KIND_KEYS = {
    "policy-review": ["policies", "topics"],
    reinforcement: ["how"],
    "incident-plan-test": ["method", "plans"],
    "incident-plan-update": ["follows", "outcome", "note"],
};
const ALL_KIND_KEYS = [...new Set(Object.values(KIND_KEYS).flat())];
/** What `performed_on` is the day of, by kind. */
const PERFORMED_ON = {
    "policy-review": "the day the policies were reviewed",
    reinforcement: "the day the practices were reinforced",
    "incident-plan-test": "the day the test (or the response to the incident) was completed",
    "incident-plan-update": "the day the plan(s) were updated, or found to need no update",
};
/**
 * Reads a program record; `now` (at review) refuses a day after the latest any time zone has
 * reached. Without it (reading a record the ledger carries), the pass judges the days.
 */
function parseProgramRecordText(text, file, now) {
    const kind = { what: "a low-impact program record", version: program_record/* PROGRAM_RECORD_VERSION */.Ai };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => recordOf(reader, map, file, now));
}
function recordOf(reader, map, file, now) {
    const kindPair = map.items.find((pair) => pair.key?.value === "kind");
    const kind = kindPair === undefined
        ? undefined
        : reader.choice(kindPair.value, (0,yaml_reader/* nodeStart */.f)(kindPair.key), { label: "kind", hint: (0,wording/* listOf */.c3)(low_impact_shape/* PROGRAM_RECORD_KIND_NAMES */.h, "or") }, low_impact_shape/* PROGRAM_RECORD_KIND_NAMES */.h)?.value;
    // Without a kind it can read, every kind's keys are known: only the kind is reported.
    const known = [...COMMON_KEYS, ...(kind === undefined ? ALL_KIND_KEYS : KIND_KEYS[kind])];
    const required = kind === undefined ? COMMON_KEYS : known;
    const fields = reader.fields(map, known, required, `a ${kind ?? "low-impact program"} record`);
    if (kind === undefined || fields === undefined || !reader.version(fields))
        return undefined;
    const id = fileId(reader, fields, file);
    const performedOn = reader.pastDateField(fields, "performed_on", PERFORMED_ON[kind], now, `${PERFORMED_ON[kind]}, once it has happened`);
    const own = ownFields(reader, fields, kind);
    if (id === undefined || performedOn === undefined || own === undefined)
        return undefined;
    return { id, performedOn, ...own };
}
function ownFields(reader, fields, kind) {
    switch (kind) {
        case "policy-review": {
            const policies = reader.textsField(fields, "policies", "each reviewed policy document, by its path or reference");
            const topics = topicsOf(reader, fields);
            return policies && topics && { kind, policies, topics };
        }
        case "reinforcement": {
            const how = reader.textField(fields, "how", "how the practices were reinforced (a briefing, a bulletin, management's message)");
            return how === undefined ? undefined : { kind, how };
        }
        case "incident-plan-test": {
            const method = reader.choiceField(fields, "method", (0,wording/* listOf */.c3)(program_record/* TEST_METHODS */.Aj, "or"), program_record/* TEST_METHODS */.Aj);
            const plans = reader.textsField(fields, "plans", "each Cyber Security Incident response plan tested, by its path or reference");
            return method && plans && { kind, method, plans };
        }
        case "incident-plan-update": {
            const follows = reader.textField(fields, "follows", "the id of the incident-plan-test record this update follows");
            const outcome = reader.choiceField(fields, "outcome", (0,wording/* listOf */.c3)(program_record/* UPDATE_OUTCOMES */._q, "or"), program_record/* UPDATE_OUTCOMES */._q);
            const note = reader.textField(fields, "note", "what changed in the plan(s), or why no update was needed");
            if (follows === undefined || outcome === undefined || note === undefined)
                return undefined;
            reader.refer((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "follows").value), {
                kind: "follows",
                test: follows,
            });
            return { kind, follows, outcome, note };
        }
    }
}
/** `topics`: every one of R1 Part 1.2's seven, each once. */
function topicsOf(reader, fields) {
    const { value, keyOffset } = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "topics");
    const topics = reader.choiceList(value, keyOffset, { label: "topics", hint: (0,wording/* listOf */.c3)(program_record/* POLICY_TOPIC_KEYS */.OM) }, program_record/* POLICY_TOPIC_KEYS */.OM);
    if (topics === undefined)
        return undefined;
    const listed = topics.map((topic) => topic.value);
    const missing = program_record/* POLICY_TOPIC_KEYS */.OM.filter((topic) => !listed.includes(topic));
    if (missing.length === 0)
        return listed;
    reader.error((0,yaml_reader/* nodeStart */.f)(value), `R1 Part 1.2 asks the policies to collectively address all seven topics, and topics leaves out ${(0,wording/* listOf */.c3)(missing.map((topic) => `${topic} (${program_record/* POLICY_TOPICS */.MP[topic]})`))}; add them once the policies reviewed address them`);
    return undefined;
}
/** The file's `id`, which must be its file's name in `low-impact/records/`. */
function fileId(reader, fields, file) {
    const id = reader.textField(fields, "id", "the record's id, its file's name");
    if (id === undefined)
        return undefined;
    const named = file
        .split("/")
        .at(-1)
        ?.replace(/\.yaml$/, "");
    if (named === id && file.endsWith(`${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/${named}.yaml`))
        return id;
    reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "id").value), `program record id ${(0,diagnostics/* quote */.hD)(id)} is not its file's name (${file}); rename the file to ${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/${id}.yaml, or write id: ${named ?? ""}`);
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/low-impact/site-file.ts
var site_file = __webpack_require__(9283);
;// CONCATENATED MODULE: ./src/core/low-impact/parse-site-sections.ts
// Each Attachment 1 section of a low-impact site file (site-file.ts), read with positions:
// Section 2's physical access, Section 3.1's electronic access and its rule set, Section 3.2's
// dial-up, Section 5's Transient Cyber Assets and Section 6's vendor remote access. What the
// sections say of each other is parse-site-file.ts's. Every mistake at file:line:column.





/** The word a section with nothing to declare is written with (`dial_up: none`). */
const NONE = "none";
const SHA256 = /^[0-9a-f]{64}$/;
/** A map field's own fields, its keys checked; `shape` shows one. */
function mapFields(reader, { value, keyOffset }, label, keys, shape) {
    const map = reader.submap(value, keyOffset, label, shape);
    return map && reader.fields(map, keys.known, keys.required, label);
}
/** A list of texts that may be empty (`[]`). */
function textsOrNone(reader, { value, keyOffset }, label, hint) {
    if ((0,dist/* isSeq */.oP)(value) && value.items.length === 0)
        return [];
    return reader.texts(value, keyOffset, label, hint);
}
/** Whether a section is written `none`: anything else must be its map, whose shape says so. */
function isNone({ value }) {
    return (0,dist/* isScalar */.jn)(value) && value.value === NONE;
}
/** Section 2. */
function physicalAccessOf(reader, field) {
    const shape = "{ controls: [card key at the door], access_control_assets: [fw-sub12] }";
    const keys = ["controls", "access_control_assets"];
    const fields = mapFields(reader, field, "physical_access", { known: keys, required: keys }, shape);
    if (fields === undefined)
        return undefined;
    const controlsField = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "controls");
    const hint = "a control of physical access to the site or its systems' locations (a card key, locks, an alarm)";
    if ((0,dist/* isSeq */.oP)(controlsField.value) && controlsField.value.items.length === 0) {
        reader.error((0,yaml_reader/* nodeStart */.f)(controlsField.value), `controls is empty, but Section 2 controls physical access to every site: write at least one, ${hint}`);
        return undefined;
    }
    const controls = reader.texts(controlsField.value, controlsField.keyOffset, "controls", hint);
    const assets = textsOrNone(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, "access_control_assets"), "access_control_assets", "a Cyber Asset providing Section 3.1's electronic access control, or [] for none");
    if (controls === undefined || assets === undefined)
        return undefined;
    return { controls, accessControlAssets: assets };
}
const ROUTABLE_KEYS = ["routable", "devices", "rule_set", "vendor_paths"];
const ROUTABLE_SHAPE = "{ routable: true, devices: [fw-sub12], rule_set: { file: PATH } } or { routable: false }";
/** Section 3.1. */
function electronicAccessOf(reader, field) {
    const keys = { known: ROUTABLE_KEYS, required: ["routable"] };
    const fields = mapFields(reader, field, "electronic_access", keys, ROUTABLE_SHAPE);
    if (fields === undefined)
        return undefined;
    const routableField = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "routable");
    const routable = reader.flag(routableField.value, routableField.keyOffset, "routable");
    if (routable === undefined)
        return undefined;
    if (!routable) {
        const extra = ROUTABLE_KEYS.slice(1).find((key) => fields.has(key));
        if (extra === undefined)
            return { routable: false };
        reader.error((0,reviewed_file_reader/* requiredField */.Q$)(fields, extra).keyOffset, `electronic_access declares no routable communications (routable: false), so it has no ${extra}; remove it, or write routable: true`);
        return undefined;
    }
    const missing = ["devices", "rule_set"].filter((key) => !fields.has(key));
    for (const key of missing)
        reader.error(routableField.keyOffset, `electronic_access with routable: true has no ${(0,diagnostics/* quote */.hD)(key)}; add it (${ROUTABLE_SHAPE})`);
    if (missing.length > 0)
        return undefined;
    return routableAccessOf(reader, fields);
}
function routableAccessOf(reader, fields) {
    const devices = reader.textsField(fields, "devices", "a Cyber Asset that permits only the necessary access (a firewall, a router)");
    const ruleSet = ruleSetOf(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, "rule_set"));
    const vendorPaths = fields.has("vendor_paths")
        ? textsOrNone(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, "vendor_paths"), "vendor_paths", "the id of a vendor path (vendor_remote_access.paths) the rule set admits, or [] for none")
        : [];
    if (devices === undefined || ruleSet === undefined || vendorPaths === undefined)
        return undefined;
    return { routable: true, devices, ruleSet, vendorPaths };
}
const RULE_SET_SHAPE = "{ file: firewall/sub12.rules } or { sha256: HEX, reviewed_on: 2026-03-02 }";
/** The reviewed rule set: `{ file: PATH }` or `{ sha256: HEX, reviewed_on: DATE }`. */
function ruleSetOf(reader, field) {
    const keys = { known: ["file", "sha256", "reviewed_on"], required: [] };
    const fields = mapFields(reader, field, "rule_set", keys, RULE_SET_SHAPE);
    if (fields === undefined)
        return undefined;
    const byFile = fields.has("file");
    const byDigest = fields.has("sha256") && fields.has("reviewed_on");
    if (byFile === byDigest || (byFile && fields.size > 1)) {
        reader.error((0,yaml_reader/* nodeStart */.f)(field.value), `rule_set must be ${RULE_SET_SHAPE}: the reviewed rules as a file in the repository, or their digest and the day they were reviewed`);
        return undefined;
    }
    if (byFile) {
        const file = reader.textField(fields, "file", "the rule set's path in the repository");
        return file === undefined ? undefined : { file };
    }
    const sha256 = reader.textField(fields, "sha256", "the SHA-256 of the reviewed rule set");
    const reviewedOn = reader.dateField(fields, "reviewed_on", "the day the rule set was reviewed");
    if (sha256 === undefined || reviewedOn === undefined)
        return undefined;
    if (SHA256.test(sha256))
        return { sha256, reviewedOn };
    reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "sha256").value), `sha256 must be 64 lowercase hex digits (the SHA-256 of the reviewed rule set), not ${(0,diagnostics/* quote */.hD)(sha256)}`);
    return undefined;
}
/** Section 3.2: `none`, or `{ authentication: HOW }`. */
function dialUpOf(reader, field) {
    const shape = "{ authentication: dial-back modem } or none";
    if (isNone(field))
        return { present: false };
    const keys = { known: ["authentication"], required: ["authentication"] };
    const fields = mapFields(reader, field, "dial_up", keys, shape);
    const authentication = fields &&
        reader.textField(fields, "authentication", "how each dial-up connection is authenticated, per Cyber Asset capability (dial-back modem, dial-out only)");
    return authentication === undefined ? undefined : { present: true, authentication };
}
/** Section 5: the plan, and the entity-managed Transient Cyber Assets with their methods. */
function transientOf(reader, field) {
    const shape = "{ plan: plans/tca-plan.md, managed: [{ name: laptop-07, method: antivirus }] }";
    const keys = ["plan", "managed"];
    const fields = mapFields(reader, field, "transient_cyber_assets", { known: keys, required: keys }, shape);
    if (fields === undefined)
        return undefined;
    const plan = reader.textField(fields, "plan", "where the Section 5 plan is (a path or reference)");
    const managed = managedOf(reader, (0,reviewed_file_reader/* requiredField */.Q$)(fields, "managed"));
    if (plan === undefined || managed === undefined)
        return undefined;
    return { plan, managed };
}
function managedOf(reader, field) {
    const shape = "{ name: laptop-07, method: antivirus } or { name: HMI-cart, no_capability: WHY }";
    const items = reader.list(field.value, field.keyOffset, "managed", shape, true);
    if (items === undefined)
        return undefined;
    const managed = [];
    for (const item of items) {
        const at = { value: item, keyOffset: (0,yaml_reader/* nodeStart */.f)(field.value) };
        const keys = { known: ["name", "method", "no_capability"], required: ["name"] };
        const fields = mapFields(reader, at, "a managed Transient Cyber Asset", keys, shape);
        if (fields === undefined)
            return undefined;
        const name = reader.textField(fields, "name", "the Transient Cyber Asset's name");
        const how = reader.oneTextOf(fields, ["method", "no_capability"], (0,yaml_reader/* nodeStart */.f)(item), (written) => `a managed Transient Cyber Asset names ${written === 0 ? "neither" : "both"} its method and why it has none (Section 5.1); write exactly one of method: HOW or no_capability: WHY`, (key) => key === "method"
            ? "its method (antivirus, application whitelisting, another)"
            : "why it has no capability for one");
        if (name === undefined || how === undefined)
            return undefined;
        if (managed.some((other) => other.name === name)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `${(0,diagnostics/* quote */.hD)(name)} is listed twice in managed; keep one`);
            return undefined;
        }
        managed.push(how.key === "method" ? { name, method: how.text } : { name, noCapability: how.text });
    }
    return managed;
}
const VENDOR_KEYS = ["paths", ...site_file/* VENDOR_ACCESS_PART_KEYS */.J9];
const VENDOR_SHAPE = "none, or { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [...], disable: [...], detect: [...] }";
/** Section 6: `none`, or the paths and each part's methods. */
function vendorAccessOf(reader, field) {
    if (isNone(field))
        return { allowed: false };
    const keys = { known: VENDOR_KEYS, required: ["paths"] };
    const fields = mapFields(reader, field, "vendor_remote_access", keys, VENDOR_SHAPE);
    if (fields === undefined)
        return undefined;
    const paths = pathsOf(reader, fields);
    const methods = {};
    let valid = paths !== undefined;
    for (const part of site_file/* VENDOR_ACCESS_PART_KEYS */.J9) {
        if (!fields.has(part))
            continue;
        const named = reader.textsField(fields, part, `a method for Section ${site_file/* VENDOR_ACCESS_PARTS */.x9[part]} (${PART_WORDS[part]})`);
        if (named === undefined)
            valid = false;
        else
            methods[part] = named;
    }
    if (!valid || paths === undefined)
        return undefined;
    return { allowed: true, paths, methods, location: reader.at(field.keyOffset) };
}
/** Each part's subject, in the tool's words. */
const PART_WORDS = {
    determine: "determining vendor electronic remote access",
    disable: "disabling it",
    detect: "detecting known or suspected malicious communications",
};
/** Section 6's `paths`, each declared once. */
function pathsOf(reader, fields) {
    const entry = {
        what: "a vendor path",
        shape: "{ id: oem-vpn, kind: vpn, device: fw-sub12 }",
        keys: ["id", "kind", "device"],
    };
    return reader.mapsField(fields, "paths", entry, (path, item, before) => {
        const id = reader.textField(path, "id", "the path's id, as vendor_paths names it");
        const kind = reader.textField(path, "kind", "its kind (vpn, jump host, OEM tool)");
        const device = reader.textField(path, "device", "the device it enters through");
        if (id === undefined || kind === undefined || device === undefined)
            return undefined;
        if (before.some((other) => other.id === id)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `vendor path ${(0,diagnostics/* quote */.hD)(id)} is declared twice; keep one`);
            return undefined;
        }
        return { id, kind, device, location: reader.at((0,yaml_reader/* nodeStart */.f)(item)) };
    });
}

;// CONCATENATED MODULE: ./src/core/low-impact/parse-site-file.ts
// A low-impact site file (site-file.ts), low-impact/ID.yaml, read with positions by the reviewed
// file reader every family's files use (core/inventory/reviewed-files/): every mistake at file:line:column, saying what to write
// instead. Besides each key's shape it checks what the sections say of each other:
//   - Section 2 (2): each device of Section 3.1 is named under physical_access's
//     access_control_assets (a physical control covers it);
//   - Section 6 applies "where such access has been established under Section 3.1": a site that
//     allows vendor remote access declares routable communications, and each vendor path its
//     Section 3.1 rule set admits is one of Section 6's paths.
// A part of Section 6 without methods is not a mistake in the file: the plan's gate flags or
// refuses it (vendor-access-gate.ts), as the owner policy says.
//
//   version: 1
//   id: substation-12
//   sites: [Substation 12]
//   physical_access:
//     controls: [card key at the control house door, padlocked yard gate]
//     access_control_assets: [fw-sub12]
//   electronic_access:
//     routable: true
//     devices: [fw-sub12]
//     rule_set: { file: firewall/sub12.rules }
//     vendor_paths: [oem-vpn]
//   dial_up: none
//   transient_cyber_assets:
//     plan: plans/tca-plan.md
//     managed: [{ name: laptop-07, method: antivirus with managed signatures }]
//   vendor_remote_access:
//     paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }]
//     determine: [access pre-authorized by ticket]
//     disable: [the VPN account disabled after each session]
//     detect: [IDS on the vendor VPN segment]






/** The keys that answer Attachment 1's sections, in the order a site file writes them. */
const SECTION_KEYS = [
    "physical_access",
    "electronic_access",
    "dial_up",
    "transient_cyber_assets",
    "vendor_remote_access",
];
const SITE_KEYS = ["version", "id", "sites", ...SECTION_KEYS];
function parseSiteFileText(text, file) {
    const kind = { what: "a low-impact site file", version: site_file/* SITE_FILE_VERSION */.cc };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => siteOf(reader, map, file));
}
function siteOf(reader, map, file) {
    const fields = reader.fields(map, SITE_KEYS, SITE_KEYS, "a low-impact site file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const field = (key) => (0,reviewed_file_reader/* requiredField */.Q$)(fields, key);
    const id = parse_site_file_fileId(reader, fields, file);
    const sites = reader.textsField(fields, "sites", "a site (an asset containing low impact BES Cyber Systems) as CIP-002 R1.3 identifies it");
    const physicalAccess = physicalAccessOf(reader, field("physical_access"));
    const electronicAccess = electronicAccessOf(reader, field("electronic_access"));
    const dialUp = dialUpOf(reader, field("dial_up"));
    const transientCyberAssets = transientOf(reader, field("transient_cyber_assets"));
    const vendorRemoteAccess = vendorAccessOf(reader, field("vendor_remote_access"));
    if (id === undefined ||
        sites === undefined ||
        physicalAccess === undefined ||
        electronicAccess === undefined ||
        dialUp === undefined ||
        transientCyberAssets === undefined ||
        vendorRemoteAccess === undefined)
        return undefined;
    const site = {
        id,
        sites,
        physicalAccess,
        electronicAccess,
        dialUp,
        transientCyberAssets,
        vendorRemoteAccess,
    };
    return sectionsAgree(reader, fields, site) ? site : undefined;
}
/** The file's `id`, which must be its file's name in `low-impact/`. */
function parse_site_file_fileId(reader, fields, file) {
    const id = reader.textField(fields, "id", "the site file's id, its file's name");
    if (id === undefined)
        return undefined;
    const parts = file.split("/");
    const named = parts.at(-1)?.replace(/\.yaml$/, "");
    if (named === id && parts.at(-2) === site_file/* LOW_IMPACT_FOLDER */.bn)
        return id;
    reader.error((0,yaml_reader/* nodeStart */.f)((0,reviewed_file_reader/* requiredField */.Q$)(fields, "id").value), parts.at(-2) === site_file/* LOW_IMPACT_FOLDER */.bn
        ? `site file id ${(0,diagnostics/* quote */.hD)(id)} is not its file's name (${file}); rename the file to ${site_file/* LOW_IMPACT_FOLDER */.bn}/${id}.yaml, or write id: ${named ?? ""}`
        : `site file ${(0,diagnostics/* quote */.hD)(id)} is filed in ${parts.slice(0, -1).join("/") || "the repository root"}, not ${site_file/* LOW_IMPACT_FOLDER */.bn}/; move it to ${site_file/* LOW_IMPACT_FOLDER */.bn}/${id}.yaml`);
    return undefined;
}
/** Where each entry of a list field is written, in order. */
function entryOffsets(field) {
    return (0,dist/* isSeq */.oP)(field.value) ? field.value.items.map((item) => (0,yaml_reader/* nodeStart */.f)(item)) : [];
}
/** The field `key` of the map field `parent` (read already, so a map). */
function subField(parent, key) {
    const pair = (0,dist/* isMap */.jh)(parent.value)
        ? parent.value.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && item.key.value === key)
        : undefined;
    return {
        value: pair?.value,
        keyOffset: pair === undefined ? parent.keyOffset : (0,yaml_reader/* nodeStart */.f)(pair.key),
    };
}
/** What the sections say of each other; each disagreement at the entry that makes it. */
function sectionsAgree(reader, fields, site) {
    const access = site.electronicAccess;
    const vendor = site.vendorRemoteAccess;
    const electronic = (0,reviewed_file_reader/* requiredField */.Q$)(fields, "electronic_access");
    let agree = true;
    if (vendor.allowed && !access.routable) {
        reader.error((0,reviewed_file_reader/* requiredField */.Q$)(fields, "vendor_remote_access").keyOffset, "vendor_remote_access allows vendor electronic remote access, which Section 6 counts only where it is established under Section 3.1, but electronic_access declares no routable communications (routable: false); declare them, with their devices and rule set, or write vendor_remote_access: none");
        agree = false;
    }
    if (!access.routable)
        return agree;
    const devices = entryOffsets(subField(electronic, "devices"));
    access.devices.forEach((device, index) => {
        if (site.physicalAccess.accessControlAssets.includes(device))
            return;
        reader.error(devices[index] ?? electronic.keyOffset, `${(0,diagnostics/* quote */.hD)(device)} provides Section 3.1's electronic access control, so Section 2 (2) controls physical access to it: add it to physical_access.access_control_assets`);
        agree = false;
    });
    const declared = vendor.allowed ? vendor.paths.map((path) => path.id) : [];
    const admitted = entryOffsets(subField(electronic, "vendor_paths"));
    access.vendorPaths.forEach((path, index) => {
        if (declared.includes(path))
            return;
        reader.error(admitted[index] ?? electronic.keyOffset, vendor.allowed
            ? `the rule set admits vendor path ${(0,diagnostics/* quote */.hD)(path)}, which vendor_remote_access.paths does not declare; declare it there (its kind and device), or remove it from vendor_paths`
            : `the rule set admits vendor path ${(0,diagnostics/* quote */.hD)(path)}, but vendor_remote_access is none; declare the path under vendor_remote_access with its methods for 6.1, 6.2 and 6.3, or remove it from vendor_paths`);
        agree = false;
    });
    return agree;
}

// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
;// CONCATENATED MODULE: ./src/core/low-impact/site-reminder.ts
// CIP-003-9 R2 at review, as a pure decision: "Each Responsible Entity with at least one asset
// identified in CIP-002 containing low impact BES Cyber Systems shall implement one or more
// documented cyber security plan(s) for its low impact BES Cyber Systems that include the sections
// in Attachment 1. [Violation Risk Factor: Lower] [Time Horizon: Operations Planning]" The unit is
// the site, so a change that creates assets in a cyber system declared `impact: low` at a site
// (its system's facility or control center) that no site file of the checkout names in `sites:`
// gets a reminder: one warning per site, at the first such create's declaration, naming the site,
// its low impact systems the change adds assets to, and the site file to write. It is asked of
// every plan that adds such assets while no file names the site, and it never refuses one: it is
// a reminder of what to declare, not a gate. A site is matched by its name exactly as written (a
// name that differs in case is another name: the tool does not guess which site a file meant),
// and a file that does not parse names nothing (the plan refuses it at review anyway). A create
// whose system has no parent, or declares no impact, tells no low impact site: no reminder.





/**
 * The site files' reminders (ReviewedFileSet.reminders): `head` is the checkout's site files by
 * path, `operations` the plan's; one warning for each site the change creates low impact assets
 * at that no site file of `head` names.
 */
function siteReminders(head, operations) {
    const sites = new Map();
    for (const operation of operations) {
        const system = operation.cyber_system;
        if (operation.action !== "create" || system.impact !== "low" || system.parent === null)
            continue;
        const { kind, name } = system.parent;
        const key = JSON.stringify([kind, name]);
        const site = sites.get(key) ?? { kind, name, systems: [], location: operation.source };
        if (!site.systems.includes(system.name))
            site.systems.push(system.name);
        sites.set(key, site);
    }
    if (sites.size === 0)
        return [];
    const declared = declaredSites(head);
    return [...sites.values()]
        .filter((site) => !declared.has(site.name))
        .map((site) => ({
        severity: "warning",
        ...(site.location === undefined ? {} : { location: site.location }),
        message: reminderText(site),
    }));
}
/** Every site a site file of `head` names; a file that does not parse names none. */
function declaredSites(head) {
    const names = new Set();
    for (const [file, text] of head)
        for (const name of parseSiteFileText(text, file).value?.sites ?? [])
            names.add(name);
    return names;
}
function reminderText(site) {
    const systems = `low impact system${site.systems.length === 1 ? "" : "s"} ${(0,wording/* listOf */.c3)(site.systems.map(diagnostics/* quote */.hD))}`;
    const name = (0,diagnostics/* quote */.hD)(site.name);
    return `CIP-003-9 R2: this change adds assets to ${systems} at ${(0,plan_model/* parentKindWord */.Pk)(site.kind)} ${name}, which no site file names, so its Attachment 1 sections are not declared: write ${site_file/* LOW_IMPACT_FOLDER */.bn}/${suggestedId(site)}.yaml with sites: [${name}] and each Attachment 1 section's answer (${(0,wording/* listOf */.c3)([...SECTION_KEYS])}; see docs/obligations/cip-003-low-impact.md), or add ${name} to an existing site file's sites`;
}
/** A file id for the site: its name in lower case, each run of other characters one hyphen. */
function suggestedId(site) {
    const id = site.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
    return id === "" ? site.kind.replace("_", "-") : id;
}

;// CONCATENATED MODULE: ./src/core/low-impact/update-follows.ts



/** A warning for each update record of `records` (by path) whose `follows` names no test record. */
function updateFollowsReminders(records) {
    const read = [...records].map(([file, text]) => parseProgramRecordText(text, file));
    const tests = new Set(read.flatMap(({ value }) => (value?.kind === "incident-plan-test" ? [value.id] : [])));
    return read.flatMap(({ value, references }) => (references ?? []).flatMap((reference) => reference.kind === "follows" && !tests.has(reference.test)
        ? [
            {
                severity: "warning",
                location: reference.at,
                message: `CIP-003-9 Section 4.6: update ${(0,diagnostics/* quote */.hD)(value?.id ?? "")} follows ${(0,diagnostics/* quote */.hD)(reference.test)}, which no incident-plan-test record in ${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/ declares, so it closes nothing: write follows: with the id of the test it updates the plan(s) after, or add ${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/${reference.test}.yaml`,
            },
        ]
        : []));
}

;// CONCATENATED MODULE: ./src/core/low-impact/vendor-access-gate.ts
// CIP-003-9 Attachment 1 Section 6 at review, as a pure decision: "For assets containing low
// impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote
// access, the Responsible Entity shall implement a process to mitigate risks associated with
// vendor electronic remote access, where such access has been established under Section 3.1.
// These processes shall include: 6.1 One or more method(s) for determining vendor electronic
// remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3
// One or more method(s) for detecting known or suspected inbound and outbound malicious
// communications for vendor electronic remote access." So a change to a site file that makes the
// site allow vendor remote access, adds a vendor path, or admits one in its Section 3.1 rules, is
// listed with the parts whose methods its file does not name; the owner policy's
// `vendor_remote_access:` flags it (the default: a warning in the plan) or refuses the plan and
// so the merge (`require`), as the commissioning gates do. A change that only removes access, or
// leaves it as it was, is not listed. The plan asks it as the site files' set's gate
// (ReviewedFileSet.gate), as it asks every family's.





/** The owner policy's setting: `flag` lists each gap in the plan; `require` also refuses it. */
const VENDOR_ACCESS_SETTINGS = low_impact_shape/* LOW_IMPACT_SHAPE */.a.reviewedFiles.gateSetting.settings;
/**
 * The site files' gate (ReviewedFileSet.gate): each change that opens vendor remote access without
 * every part's methods, a warning under `flag` and an error under `require` (or when the policy
 * cannot be read); a change naming all three methods passes.
 */
function vendorAccessGate(head, base, read) {
    const changes = [...head]
        .filter(([path, text]) => base.get(path) !== text)
        .map(([path, text]) => ({
        path,
        before: siteFileOf(base.get(path), path),
        after: siteFileOf(text, path),
    }));
    const { check, problems } = checkVendorAccess(changes, settingOf(read));
    if (check === undefined || problems.length > 0)
        return problems;
    return check.changes
        .filter((change) => change.missing.length > 0)
        .map((change) => ({
        severity: "warning",
        location: change.location,
        message: `${vendorAccessWords(change)}: ${vendorAccessFix(change)}`,
    }));
}
function siteFileOf(text, path) {
    return text === undefined ? undefined : parseSiteFileText(text, path).value;
}
/** The policy's setting as the gate's own (the policy's parser admits only its choices). */
function settingOf(read) {
    if ("diagnostics" in read || read.rule === undefined)
        return read;
    const { setting, file } = read.rule;
    return { rule: { setting: setting === "require" ? "require" : "flag", file } };
}
function checkVendorAccess(changes, read) {
    const opened = changes.flatMap((change) => openedBy(change) ?? []);
    if (opened.length === 0)
        return { check: undefined, problems: [] };
    const setting = "rule" in read ? (read.rule?.setting ?? "flag") : "flag";
    return { check: { setting, changes: opened }, problems: refused(opened, read) };
}
/** What `change` opens of vendor remote access, or undefined when it opens none. */
function openedBy({ path, before, after }) {
    const access = after?.vendorRemoteAccess;
    if (after === undefined || access === undefined || !access.allowed)
        return undefined;
    const allowedBefore = before?.vendorRemoteAccess.allowed === true;
    const pathsBefore = new Set(before?.vendorRemoteAccess.allowed === true
        ? before.vendorRemoteAccess.paths.map((p) => p.id)
        : []);
    const admittedBefore = new Set(before?.electronicAccess.routable === true ? before.electronicAccess.vendorPaths : []);
    const admitted = after.electronicAccess.routable ? after.electronicAccess.vendorPaths : [];
    const triggers = [
        ...(allowedBefore ? [] : [{ kind: "allows" }]),
        ...access.paths
            .filter((p) => allowedBefore && !pathsBefore.has(p.id))
            .map((p) => ({ kind: "adds-path", path: p.id })),
        ...admitted
            .filter((id) => allowedBefore && !admittedBefore.has(id))
            .map((id) => ({ kind: "admits-path", path: id })),
    ];
    if (triggers.length === 0)
        return undefined;
    return {
        path,
        sites: after.sites,
        location: access.location,
        triggers,
        missing: (0,site_file/* vendorAccessGaps */._k)(after),
    };
}
/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(opened, read) {
    const gaps = opened.filter((change) => change.missing.length > 0);
    if (gaps.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule;
    if (rule?.setting !== "require")
        return [];
    return gaps.map((change) => ({
        severity: "error",
        location: change.location,
        message: `${vendorAccessWords(change)}, and ${rule.file} requires every part's methods: ${vendorAccessFix(change)}`,
    }));
}
const TRIGGER_WORDS = {
    allows: () => "allows vendor electronic remote access",
    "adds-path": (path) => `adds vendor path ${(0,diagnostics/* quote */.hD)(path)}`,
    "admits-path": (path) => `admits vendor path ${(0,diagnostics/* quote */.hD)(path)} in its Section 3.1 rules`,
};
/** The change as every output says it: what it opens, and the parts it names no method for. */
function vendorAccessWords(change) {
    const opens = (0,wording/* listOf */.c3)(change.triggers.map((trigger) => TRIGGER_WORDS[trigger.kind]("path" in trigger ? trigger.path : "")));
    const parts = change.missing.map((part) => site_file/* VENDOR_ACCESS_PARTS */.x9[part]);
    const without = parts.length === 0
        ? "with methods for 6.1, 6.2 and 6.3"
        : `without methods for ${(0,wording/* listOf */.c3)(parts)}`;
    return `CIP-003-9 Section 6: ${change.path} (${(0,wording/* listOf */.c3)(change.sites)}) ${opens} ${without}`;
}
/** How to close a gap, as every output says it. */
function vendorAccessFix(change) {
    const keys = change.missing.map((part) => `vendor_remote_access.${part}`);
    return `name at least one method under ${(0,wording/* listOf */.c3)(keys)}, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths`;
}

;// CONCATENATED MODULE: ./src/core/low-impact/low-impact-files.ts









const SITE_FILE_PATH = new RegExp(`^${site_file/* LOW_IMPACT_FOLDER */.bn}/[^/]+\\.yaml$`);
const PROGRAM_RECORD_PATH = new RegExp(`^${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/[^/]+\\.yaml$`);
/** A program record as review names it: from the directory the command runs in, maybe above the root. */
const PROGRAM_RECORD_NAMED = new RegExp(`(^|/)${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/[^/]+\\.yaml$`);
/** Whether `path` (from the repository root) is a site file. */
function isSiteFile(path) {
    return SITE_FILE_PATH.test(path);
}
/** Whether `path` (from the repository root) is a program record. */
function isProgramRecord(path) {
    return PROGRAM_RECORD_PATH.test(path);
}
/** What the plan and the population show of a site file in force. */
function siteShown(site) {
    const access = site.vendorRemoteAccess;
    return {
        id: site.id,
        sites: site.sites,
        routable: site.electronicAccess.routable,
        vendor_remote_access: access.allowed ? "allowed" : "none",
        paths: access.allowed ? access.paths.map((path) => path.id) : [],
        missing: (0,site_file/* vendorAccessGaps */._k)(site).map((part) => site_file/* VENDOR_ACCESS_PARTS */.x9[part]),
    };
}
/**
 * What a merge's record says of the site files: each site file it carries, read (null where it
 * removes one); a file its parser refuses is left out, since it puts nothing in force (the plan
 * refused it at review first). Whether the record put them in force (an accepted merge) is the
 * caller's to judge.
 */
function siteFilesCarried(carried) {
    const sites = new Map();
    for (const { file, text } of carried.files) {
        if (!isSiteFile(file))
            continue;
        const site = parseSiteFileText(text, file).value;
        if (site !== undefined)
            sites.set(file, site);
    }
    for (const file of carried.removed ?? [])
        if (isSiteFile(file))
            sites.set(file, null);
    return sites;
}
/**
 * The program records a merge's record carries, new or changed, read, in path order; one its
 * parser refuses is left out, as a site file is. A removed record takes back no event: what
 * happened stays in the ledger.
 */
function programRecordsCarried(carried) {
    return carried.files.flatMap(({ file, text }) => {
        if (!isProgramRecord(file))
            return [];
        const record = parseProgramRecordText(text, file).value;
        return record === undefined ? [] : [record];
    });
}
/** Only the site files of `files`, by path. */
function siteFilesOf(files) {
    return new Map([...files].filter(([path]) => isSiteFile(path)));
}
const LOW_IMPACT_FILES = {
    ...low_impact_shape/* LOW_IMPACT_SHAPE */.a.reviewedFiles,
    roots: [site_file/* LOW_IMPACT_FOLDER */.bn],
    patterns: [`${site_file/* LOW_IMPACT_FOLDER */.bn}/*.yaml`, `${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/*.yaml`],
    belongs: (path) => isSiteFile(path) || isProgramRecord(path),
    changes: (head, base, comparedWith) => {
        const files = (0,reviewed_file_set/* changedFiles */.Y)(head, base, (file, text) => {
            if (isProgramRecord(file)) {
                const record = parseProgramRecordText(text, file).value;
                return record === undefined
                    ? {}
                    : { record: { id: record.id, kind: record.kind, performed_on: record.performedOn } };
            }
            const site = parseSiteFileText(text, file).value;
            return site === undefined ? {} : { site: siteShown(site) };
        });
        return files.length === 0 ? undefined : { compared_with: comparedWith, files };
    },
    problems: (text, file, now) => PROGRAM_RECORD_NAMED.test(file)
        ? parseProgramRecordText(text, file, now).diagnostics
        : parseSiteFileText(text, file).diagnostics,
    gate: (head, base, read) => vendorAccessGate(siteFilesOf(head), siteFilesOf(base), read),
    reminders: (head, operations) => [
        ...siteReminders(siteFilesOf(head), operations),
        ...updateFollowsReminders(new Map([...head].filter(([path]) => isProgramRecord(path)))),
    ],
};


/***/ }),

/***/ 6093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ai: () => (/* binding */ PROGRAM_RECORD_VERSION),
/* harmony export */   Aj: () => (/* binding */ TEST_METHODS),
/* harmony export */   DS: () => (/* binding */ PROGRAM_RECORDS_FOLDER),
/* harmony export */   MP: () => (/* binding */ POLICY_TOPICS),
/* harmony export */   OM: () => (/* binding */ POLICY_TOPIC_KEYS),
/* harmony export */   _q: () => (/* binding */ UPDATE_OUTCOMES)
/* harmony export */ });
/* unused harmony export PROGRAM_RECORD_KINDS */
/* harmony import */ var _families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4815);
/* harmony import */ var _site_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9283);
// What a low-impact program record declares: one dated event of CIP-003-9's low-impact program
// that has a clock, reviewed by pull request like the site files and filed beside them in
// `low-impact/records/ID.yaml`. The site files say what each site has; these say what the
// program did and when: R1 Part 1.2's policies reviewed (the CIP Senior Manager's approval is her
// approval of the pull request that merges the record, as GitHub dates it, never a line anyone
// can write), Attachment 1 Section 1's reinforcement, Section 4.5's test of the incident response
// plan(s) (an actual Reportable Cyber Security Incident counts) and Section 4.6's update after
// one. parse-program-record.ts reads it with positions; the clocks are
// core/obligations/low-impact/.


/** The folder the program records are filed in, each as ID.yaml. */
const PROGRAM_RECORDS_FOLDER = `${_site_file_js__WEBPACK_IMPORTED_MODULE_1__/* .LOW_IMPACT_FOLDER */ .bn}/records`;
/** The version of the program records' shape. */
const PROGRAM_RECORD_VERSION = 1;
/** What each kind of record is the event of, in the tool's words. */
const PROGRAM_RECORD_KINDS = {
    "policy-review": "R1 Part 1.2: the low-impact cyber security policies reviewed",
    reinforcement: "Attachment 1 Section 1: cyber security practices reinforced",
    "incident-plan-test": "Attachment 1 Section 4.5: the Cyber Security Incident response plan(s) tested, or an actual Reportable Cyber Security Incident responded to",
    "incident-plan-update": "Attachment 1 Section 4.6: the plan(s) updated after a test or an incident, or found to need no update",
};
/**
 * R1 Part 1.2's seven topics, each by the key a review record lists it by: the policies reviewed
 * must "collectively address" all of them.
 */
const POLICY_TOPICS = {
    awareness: "1.2.1 Cyber security awareness",
    physical_security: "1.2.2 Physical security controls",
    electronic_access: "1.2.3 Electronic access controls",
    incident_response: "1.2.4 Cyber Security Incident response",
    transient_cyber_assets: "1.2.5 Transient Cyber Assets and Removable Media malicious code risk mitigation",
    vendor_remote_access: "1.2.6 Vendor electronic remote access security controls",
    cip_exceptional_circumstances: "1.2.7 Declaring and responding to CIP Exceptional Circumstances",
};
const POLICY_TOPIC_KEYS = Object.keys(POLICY_TOPICS);
/** How Section 4.5's plan(s) were tested: its three ways, or an actual incident. */
const TEST_METHODS = [
    "reportable-incident",
    "drill",
    "tabletop",
    "operational-exercise",
];
/** What Section 4.6's record says: the plan(s) updated, or no update needed ("if needed"). */
const UPDATE_OUTCOMES = ["updated", "no-update-needed"];


/***/ }),

/***/ 9283:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J9: () => (/* binding */ VENDOR_ACCESS_PART_KEYS),
/* harmony export */   _k: () => (/* binding */ vendorAccessGaps),
/* harmony export */   bn: () => (/* binding */ LOW_IMPACT_FOLDER),
/* harmony export */   cc: () => (/* binding */ SITE_FILE_VERSION),
/* harmony export */   x9: () => (/* binding */ VENDOR_ACCESS_PARTS)
/* harmony export */ });
/** The folder the site files are filed in, each as ID.yaml. */
const LOW_IMPACT_FOLDER = "low-impact";
/** The version of the site files' shape. */
const SITE_FILE_VERSION = 1;
/** Section 6's three parts, by the key that names each part's methods. */
const VENDOR_ACCESS_PARTS = {
    determine: "6.1",
    disable: "6.2",
    detect: "6.3",
};
const VENDOR_ACCESS_PART_KEYS = Object.keys(VENDOR_ACCESS_PARTS);
/** The parts of Section 6 a site allowing vendor remote access names no method for; [] otherwise. */
function vendorAccessGaps(site) {
    const access = site.vendorRemoteAccess;
    if (!access.allowed)
        return [];
    return VENDOR_ACCESS_PART_KEYS.filter((part) => access.methods[part] === undefined);
}


/***/ }),

/***/ 3403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ MERGE_JUDGED_FAMILIES)
});

// EXTERNAL MODULE: ./src/core/families/low-impact/low-impact-shape.ts
var low_impact_shape = __webpack_require__(4815);
// EXTERNAL MODULE: ./src/core/low-impact/low-impact-files.ts + 6 modules
var low_impact_files = __webpack_require__(5425);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/low-impact/program-record.ts
var program_record = __webpack_require__(6093);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority = __webpack_require__(8652);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/policy-approval.ts
// R1 Part 1.2's CIP Senior Manager approval of the low-impact policies, from an accepted merge of a
// policy-review record: R1 asks the entity to "review and obtain CIP Senior Manager approval at
// least once every 15 calendar months". The approval is the CIP Senior Manager's approval of the
// merged pull request, as GitHub dates it, by the one the policy file named before the merge (the
// base's, when the merge changes cip_senior_manager, so that nobody approves as the one they name);
// R1 names no delegate, so none counts. Judged through the authority table's row. Pure.


/** The CIP Senior Manager's login the policy file named before `change` merged; null: none. */
function seniorManagerBefore(record) {
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const changed = change.policy?.senior_manager;
    if (changed !== undefined)
        return changed.base?.csm?.login ?? null;
    const declared = change.governance?.senior_manager;
    return declared === undefined ? undefined : (declared?.csm?.login ?? null);
}
/** The CIP Senior Manager's approval of the merged pull request(s), as GitHub dates it. */
function seniorManagerApproval(record) {
    const login = seniorManagerBefore(record);
    if (login === undefined)
        return { why: "the record keeps no CIP Senior Manager in force before the merge" };
    if (login === null)
        return { why: "the policy file named no CIP Senior Manager before the merge" };
    if (record.kind !== "change")
        return { why: `a ${record.kind} record` };
    for (const pull of (0,evidence_record/* pullRequestsOf */.Tb)(record.change)) {
        const approver = pull.approved_by.find((by) => by.toLowerCase() === login.toLowerCase());
        if (approver !== undefined)
            return { login: approver, at: pull.approved_at?.[approver] ?? record.recorded_at };
    }
    return {
        why: `merged without the approval of the CIP Senior Manager (${login}) among its counted approvals`,
    };
}
/**
 * The CIP Senior Manager's approval of the merge `record` records (from `origin`), with her login
 * and when she approved; or why it is none, in the authority table's words and the record's.
 */
function policyApproval(record, origin) {
    const approval = seniorManagerApproval(record);
    const judged = (0,authority/* judgeAuthority */.B8)({
        fact: "low-impact-policy-approval",
        origin,
        approvedBy: "why" in approval ? ["counted-approvals"] : ["counted-approvals", "cip-senior-manager"],
        recordedAt: record.recorded_at,
    });
    if (judged.authorized && !("why" in approval))
        return approval;
    const why = [judged.authorized ? "" : judged.why, "why" in approval ? approval.why : ""];
    return { why: why.filter((text) => text !== "").join(": ") };
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 2 modules
var obligation_model = __webpack_require__(5610);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(7638);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-rows.ts
// CIP-003-9's low-impact parts as rows beside the requirement table, as data: each part's words
// where two sources agree on them (the project's rule; the standard's Measures and Attachment 2,
// which only NERC's PDF gives, are quoted on the docs page, marked so, and never here), its clock
// (`every`, counted by low-impact-clocks.ts), what opens and closes it in the tool's reading, what
// stays the entity's operational evidence, and what the next versions change. The versions are
// keyed by day as CIP-007's and CIP-010's are (`laterVersions`, chosen from a day by the policy's
// `standards:`); `enforceableFrom` is the day NERC's index gives each version, for the docs and
// for the entity's compliance staff, never a day the tool chooses. Sources:
// docs/obligations/cip-003-low-impact.md. The passes read their clocks (low-impact-clocks.ts)
// and, by the policy's `standards:`, their versions (laterVersionWords), which the family's shape
// names for the policy (FamilyShape.standard). Pure.


const LOW_IMPACT_PART_IDS = (/* unused pure expression or super */ null && ([
    "CIP-003 R1.2",
    "CIP-003 R2 Section 1",
    "CIP-003 R2 Section 2",
    "CIP-003 R2 Section 3",
    "CIP-003 R2 Section 4.5",
    "CIP-003 R2 Section 4.6",
    "CIP-003 R2 Section 5",
    "CIP-003 R2 Section 6",
]));
const CIP_003_10 = { standard: "CIP-003-10", enforceableFrom: "2028-07-01" };
const CIP_003_11 = { standard: "CIP-003-11", enforceableFrom: "2029-07-01" };
const ATTACHMENT_1 = "CIP-003-9 Attachment 1";
const TWO_SOURCES = "NERC's PDF and an independent transcription (CIP-003-8's words, unchanged)";
/** For a part whose change in a later version the sources gathered do not describe. */
const NOT_COMPARED = "not compared with CIP-003-9 yet: the sources gathered do not say what it changes in this part";
const SITE_FILE = "the site file (low-impact/ID.yaml) in force, reviewed and merged";
const LOW_IMPACT_ROWS = [
    {
        id: "CIP-003 R1.2",
        standard: "CIP-003-9",
        enforceableFrom: "2026-04-01",
        laterVersions: [
            { ...CIP_003_10, changes: NOT_COMPARED },
            {
                ...CIP_003_11,
                changes: "Part 1.2 drops the vendor electronic remote access topic (1.2.6 is again declaring and responding to CIP Exceptional Circumstances): six topics",
            },
        ],
        source: "CIP-003-9 B. Requirements and Measures, R1 and Part 1.2 (NERC's PDF and two transcriptions)",
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R1.2"].requirementText,
        summary: "review the low-impact cyber security policies, covering the seven topics, and have the CIP Senior Manager approve them, at least once every 15 calendar months",
        every: { months: 15 },
        opens: "the previous review, and apart from it the previous CIP Senior Manager approval: two clocks, as the VSL counts them",
        closes: "a dated review record, and an approval by the CIP Senior Manager the policy file names, each merged by a reviewed pull request",
        operationalEvidence: "whether each policy really addresses its topics; the policy documents themselves",
    },
    {
        id: "CIP-003 R2 Section 1",
        standard: "CIP-003-9",
        enforceableFrom: "2026-04-01",
        laterVersions: [
            { ...CIP_003_10, changes: "no change to Section 1's words" },
            { ...CIP_003_11, changes: NOT_COMPARED },
        ],
        source: `${ATTACHMENT_1}, Section 1 (${TWO_SOURCES})`,
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 1"].requirementText,
        summary: "reinforce cyber security practices at least once every 15 calendar months",
        every: { months: 15 },
        opens: "the previous reinforcement",
        closes: "a dated reinforcement record (direct, indirect, or management support and reinforcement), merged by a reviewed pull request",
        operationalEvidence: "whether people received it; the e-mails, posters and meeting records",
    },
    {
        id: "CIP-003 R2 Section 2",
        standard: "CIP-003-9",
        enforceableFrom: "2026-04-01",
        laterVersions: [
            {
                ...CIP_003_10,
                changes: "the Cyber Assets providing Section 3.1's electronic access control may also be a VCA",
            },
            { ...CIP_003_11, changes: NOT_COMPARED },
        ],
        source: `${ATTACHMENT_1}, Section 2 (${TWO_SOURCES})`,
        requirementText: "Each Responsible Entity shall control physical access, based on need as determined by the Responsible Entity, to (1) the asset or the locations of the low impact BES Cyber Systems within the asset, and (2) the Cyber Asset(s), as specified by the Responsible Entity, that provide electronic access control(s) implemented for Section 3.1, if any.",
        summary: "control physical access to each site (or its systems' locations) and to the Cyber Assets that provide Section 3.1's electronic access control",
        opens: "a site identified, or a change of its Section 3.1 devices",
        closes: `${SITE_FILE}, naming physical controls, and every Section 3.1 device under access_control_assets`,
        operationalEvidence: "whether locks lock and alarms are watched; access logs",
    },
    {
        id: "CIP-003 R2 Section 3",
        standard: "CIP-003-9",
        enforceableFrom: "2026-04-01",
        laterVersions: [
            {
                ...CIP_003_10,
                changes: "Section 3.1 also covers an SCI that supports a low impact BCS and names time-sensitive communications of Protection Systems; Section 3.2 authenticates per system capability",
            },
            {
                ...CIP_003_11,
                changes: "Section 3.1 is rewritten into 3.1.1 to 3.1.6: permit only necessary access; detect known or suspected malicious communications, inbound and outbound; authenticate each user before access to a network containing low impact BCS; protect user authentication information; and, where vendor electronic access is permitted, methods for determining and for disabling it",
            },
        ],
        source: `${ATTACHMENT_1}, Section 3 (${TWO_SOURCES})`,
        requirementText: "For each asset containing low impact BES Cyber System(s) identified pursuant to CIP-002, the Responsible Entity shall implement electronic access controls to: 3.1 Permit only necessary inbound and outbound electronic access as determined by the Responsible Entity for any communications that are: i. between a low impact BES Cyber System(s) and a Cyber Asset(s) outside the asset containing low impact BES Cyber System(s); ii. using a routable protocol when entering or leaving the asset containing the low impact BES Cyber System(s); and iii. not used for time-sensitive protection or control functions between intelligent electronic devices (e.g., communications using protocol IEC TR-61850-90-5 R-GOOSE). 3.2 Authenticate all Dial-up Connectivity, if any, that provides access to low impact BES Cyber System(s), per Cyber Asset capability.",
        summary: "permit only necessary routable access crossing each site's boundary through access-control devices, and authenticate dial-up",
        opens: "a site identified, or a change of its routable connectivity, its rule set or its dial-up",
        closes: `${SITE_FILE}, naming the devices and the reviewed rule set, and how dial-up is authenticated`,
        operationalEvidence: "whether the devices run the reviewed rules; whether each permitted flow is necessary",
    },
    {
        id: "CIP-003 R2 Section 4.5",
        standard: "CIP-003-9",
        enforceableFrom: "2026-04-01",
        laterVersions: [
            { ...CIP_003_10, changes: NOT_COMPARED },
            { ...CIP_003_11, changes: NOT_COMPARED },
        ],
        source: `${ATTACHMENT_1}, Section 4, Part 4.5 (${TWO_SOURCES})`,
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 4.5"].requirementText,
        summary: "test each incident response plan at least once every 36 calendar months (an actual Reportable Cyber Security Incident counts)",
        every: { months: 36 },
        opens: "the previous test, or an actual Reportable Cyber Security Incident",
        closes: "a dated test record (its kind and the day it was completed), merged by a reviewed pull request",
        operationalEvidence: "whether the test was real; the drill's or the incident's own records",
    },
    {
        id: "CIP-003 R2 Section 4.6",
        standard: "CIP-003-9",
        enforceableFrom: "2026-04-01",
        laterVersions: [
            { ...CIP_003_10, changes: NOT_COMPARED },
            { ...CIP_003_11, changes: NOT_COMPARED },
        ],
        source: `${ATTACHMENT_1}, Section 4, Part 4.6 (${TWO_SOURCES})`,
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 4.6"].requirementText,
        summary: "update the incident response plan, if needed, within 180 calendar days after a test or an actual Reportable Cyber Security Incident",
        every: { days: 180 },
        opens: "a test's completion, or an actual Reportable Cyber Security Incident",
        closes: 'a reviewed revision of the plan, or a reviewed record that no update is needed (the standard\'s "if needed")',
        operationalEvidence: "whether an incident was Reportable; the E-ISAC notice itself",
    },
    {
        id: "CIP-003 R2 Section 5",
        standard: "CIP-003-9",
        enforceableFrom: "2026-04-01",
        laterVersions: [
            { ...CIP_003_10, changes: NOT_COMPARED },
            { ...CIP_003_11, changes: NOT_COMPARED },
        ],
        source: `${ATTACHMENT_1}, Section 5 (${TWO_SOURCES})`,
        requirementText: "Each Responsible Entity shall implement, except under CIP Exceptional Circumstances, one or more plan(s) to achieve the objective of mitigating the risk of the introduction of malicious code to low impact BES Cyber Systems through the use of Transient Cyber Assets or Removable Media. The plan(s) shall include: 5.1 For Transient Cyber Asset(s) managed by the Responsible Entity, if any, the use of one or a combination of the following in an ongoing or on-demand manner (per Transient Cyber Asset capability): • Antivirus software, including manual or managed updates of signatures or patterns; • Application whitelisting; or • Other method(s) to mitigate the introduction of malicious code. 5.2 For Transient Cyber Asset(s) managed by a party other than the Responsible Entity, if any: 5.2.1 Use one or a combination of the following prior to connecting the Transient Cyber Asset to a low impact BES Cyber System (per Transient Cyber Asset capability): • Review of antivirus update level; • Review of antivirus update process used by the party; • Review of application whitelisting used by the party; • Review use of live operating system and software executable only from read-only media; • Review of system hardening used by the party; or • Other method(s) to mitigate the introduction of malicious code. 5.2.2 For any method used pursuant to 5.2.1, Responsible Entities shall determine whether any additional mitigation actions are necessary and implement such actions prior to connecting the Transient Cyber Asset. 5.3 For Removable Media, the use of each of the following: 5.3.1 Method(s) to detect malicious code on Removable Media using a Cyber Asset other than a BES Cyber System; and 5.3.2 Mitigation of the threat of detected malicious code on the Removable Media prior to connecting Removable Media to a low impact BES Cyber System.",
        summary: "keep a plan mitigating malicious code through Transient Cyber Assets and Removable Media, with a method for each entity-managed Transient Cyber Asset",
        opens: "a site identified, or a change of its plan or its managed Transient Cyber Assets",
        closes: `${SITE_FILE}, naming the plan and each managed Transient Cyber Asset's method or why it has none`,
        operationalEvidence: "each third party's Transient Cyber Asset review and each Removable Media scan, before each connection",
    },
    {
        id: "CIP-003 R2 Section 6",
        standard: "CIP-003-9",
        enforceableFrom: "2026-04-01",
        laterVersions: [
            { ...CIP_003_10, changes: "no change to Section 6's words" },
            {
                ...CIP_003_11,
                changes: "Section 6 is gone: determining and disabling vendor electronic access move to Section 3.1.5 and 3.1.6, and detecting malicious communications (6.3) to 3.1.2, for every site with Section 3.1 communications, vendor or not",
                removes: true,
            },
        ],
        source: `${ATTACHMENT_1}, Section 6 (NERC's PDF and MRO's quotation)`,
        requirementText: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts["CIP-003 R2 Section 6"].requirementText,
        summary: "where a site allows vendor electronic remote access established under Section 3.1, have methods for determining it (6.1), disabling it (6.2) and detecting malicious communications over it (6.3)",
        opens: "a site allowing vendor remote access, a new vendor path, or Section 3.1 rules admitting one (the plan's gate)",
        closes: `${SITE_FILE}, naming at least one method for each of 6.1, 6.2 and 6.3, or vendor_remote_access: none`,
        operationalEvidence: "session logs (6.1), the disablements themselves (6.2), detection alerts and log reviews (6.3)",
    },
];
/** The row of `id`. */
function lowImpactRow(id) {
    const row = LOW_IMPACT_ROWS.find((candidate) => candidate.id === id);
    if (row === undefined)
        throw new Error(`No low-impact row ${id}: LOW_IMPACT_ROWS lists every id.`);
    return row;
}
/**
 * The version judging `id` on `day` (YYYY-MM-DD, in the calendar's time zone), by the later
 * versions the policy's `standards:` puts in force from their days; one that `removes` the part
 * means nothing is judged under this row from then.
 */
function lowImpactVersionOn(id, day, versions) {
    return (0,standard_versions/* laterVersionOn */.oY)(lowImpactRow(id), day, versions);
}
/**
 * In words, the later version that judges `id` on `day` by the policy's `standards:`, and what it
 * changes, for an obligation's reason; undefined while CIP-003-9 judges.
 */
function laterVersionWords(id, day, versions) {
    const judged = lowImpactVersionOn(id, day, versions);
    return "changes" in judged
        ? `judged by ${judged.standard} (the policy's standards:), which changes it: ${judged.changes}`
        : undefined;
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-clocks.ts


/**
 * The clocks of the low-impact program, each the clock of its part's row (`every`,
 * low-impact-rows.ts) counted from the previous event of its kind.
 */
const LOW_IMPACT_CLOCKS = {
    /** R1 Part 1.2: the policies reviewed, from the previous review. */
    "policy-review": { part: "CIP-003 R1.2", from: "the previous review" },
    /** R1 Part 1.2: the CIP Senior Manager's approval, from the previous approval. */
    "policy-approval": { part: "CIP-003 R1.2", from: "the previous CIP Senior Manager approval" },
    /** Attachment 1 Section 1: cyber security practices reinforced. */
    reinforcement: { part: "CIP-003 R2 Section 1", from: "the previous reinforcement" },
    /** Attachment 1 Section 4.5: the incident response plan(s) tested. */
    "incident-plan-test": {
        part: "CIP-003 R2 Section 4.5",
        from: "the previous test or actual Reportable Cyber Security Incident",
    },
    /** Attachment 1 Section 4.6: the plan(s) updated, if needed. */
    "incident-plan-update": {
        part: "CIP-003 R2 Section 4.6",
        from: "the completion of a test, or an actual Reportable Cyber Security Incident",
    },
};
/** The day of `event` in `timeZone`. */
function dayOfEvent(event, timeZone) {
    return "on" in event ? event.on : (0,shared_calendar/* dateIn */.m7)(event.at, timeZone);
}
/** How long `clock` runs: its part's row's `every`. */
function intervalOf(clock) {
    const every = lowImpactRow(LOW_IMPACT_CLOCKS[clock].part).every;
    if (every === undefined)
        throw new Error(`The row of ${clock}'s part has no clock.`);
    return every;
}
/** The day `every` after `day` (YYYY-MM-DD): calendar days, or calendar months by `monthEnd`. */
function dayAfter(day, every, calendar) {
    return "days" in every
        ? (0,shared_calendar/* addDays */.fi)(day, every.days)
        : (0,shared_calendar/* addMonths */.PS)(day, every.months, calendar.monthEnd);
}
/**
 * The last day the next event of `clock` is on time, after the previous one: its day in the
 * calendar's time zone, plus the clock's interval.
 */
function dueAfter(clock, previous, calendar) {
    return dayAfter(dayOfEvent(previous, calendar.timeZone), intervalOf(clock), calendar);
}
/** R1's Violation Severity Levels for a late review or approval, in the tool's words. */
const R1_LAPSES = ["none", "lower", "moderate", "high", "severe"];
/**
 * How late an R1 review or approval `done` is after the previous one, as R1's VSL bands count it
 * (the tool's reading, not quoted): within 15 calendar months, none; more than 15 and at most 16,
 * lower; at most 17, moderate; at most 18, high; later, severe. Not done yet: judged as of
 * `today`, a band only once its months have passed.
 */
function r1Lapse(clock, previous, done, calendar) {
    const from = dayOfEvent(previous, calendar.timeZone);
    const day = "today" in done ? done.today : dayOfEvent(done, calendar.timeZone);
    const every = intervalOf(clock);
    if (!("months" in every))
        throw new Error(`R1's ${clock} clock counts calendar months.`);
    const { months } = every;
    const band = [0, 1, 2, 3].findIndex((late) => day <= dayAfter(from, { months: months + late }, calendar));
    return R1_LAPSES[band === -1 ? 4 : band] ?? "severe";
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/program-clocks-pass.ts










const RECURRING_CLOCKS = [
    "policy-review",
    "policy-approval",
    "reinforcement",
    "incident-plan-test",
];
/** What each recurring clock is about, as its obligation's subject names it. */
const SUBJECT_OF = {
    "policy-review": "the low-impact cyber security policies: their review",
    "policy-approval": "the low-impact cyber security policies: the CIP Senior Manager's approval",
    reinforcement: "cyber security practices: their reinforcement",
    "incident-plan-test": "the Cyber Security Incident response plan(s): their test",
};
/** The authority table's fact each kind of program record asserts. */
const FACT_OF = {
    "policy-review": "low-impact-policy-review",
    reinforcement: "low-impact-reinforcement",
    "incident-plan-test": "incident-plan-test",
    "incident-plan-update": "incident-plan-update",
};
/** The record kind that carries each recurring clock's events. */
const RECORD_KIND_OF = {
    "policy-review": "policy-review",
    "policy-approval": "policy-review",
    reinforcement: "reinforcement",
    "incident-plan-test": "incident-plan-test",
};
class ProgramClocks {
    #context;
    #emit;
    #clocks;
    #updates;
    constructor(context, emit, held = { clocks: [], updates: [] }) {
        this.#context = context;
        this.#emit = emit;
        this.#clocks = new Map(held.clocks.map((clock) => [clock.clock, clock]));
        this.#updates = new Map(held.updates.map((update) => [update.test, update]));
    }
    /**
     * The program records an accepted merge carries move the clocks; a refused merge's or a
     * break-glass apply's are listed beside what they would have closed. The first record (the
     * one that starts the family) opens every clock.
     */
    addRecord(entry, inForce, carried) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const records = (0,low_impact_files/* programRecordsCarried */.td)(carried);
        if (records.length === 0)
            return;
        // Each record closes anything only with the authority its row gives (authority table): from
        // an accepted merge, dated no later than the record that carries it.
        const refused = (0,facts_in_force/* notAccepted */.LA)(entry.record);
        const origin = refused === undefined ? "reviewed-merge" : { outside: refused };
        const counted = records.filter((record) => {
            const judged = (0,authority/* judgeAuthority */.B8)({
                fact: FACT_OF[record.kind],
                origin,
                approvedBy: ["counted-approvals"],
                dated: record.performedOn,
                recordedAt: entry.record.recorded_at,
            });
            if (judged.authorized)
                return true;
            this.#notClosed(record, ref, judged.why);
            return false;
        });
        // Tests first: an update merged with the test it follows closes that test's obligation.
        for (const record of counted.filter((r) => r.kind === "incident-plan-test"))
            this.#event("incident-plan-test", { on: record.performedOn, what: record.id }, ref, inForce);
        for (const record of counted) {
            if (record.kind === "policy-review" || record.kind === "reinforcement")
                this.#event(record.kind, { on: record.performedOn, what: record.id }, ref, inForce);
            else if (record.kind === "incident-plan-update")
                this.#update(record, ref);
        }
        if (!counted.some((record) => record.kind === "policy-review"))
            return;
        const approval = policyApproval(entry.record, origin);
        if ("why" in approval) {
            this.#clock("policy-approval").not_closed_by.push({ record: ref, why: approval.why });
            return;
        }
        const reviews = counted.filter((record) => record.kind === "policy-review");
        this.#event("policy-approval", {
            on: (0,shared_calendar/* dateIn */.m7)(approval.at, inForce.calendar.timeZone),
            what: `${approval.login}'s approval of the merge of ${reviews.map((r) => r.id).join(", ")}`,
        }, ref, inForce);
    }
    /** Every clock opens at `start`, the record that starts the family, due its day. */
    start(entry, inForce) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        for (const clock of RECURRING_CLOCKS)
            this.#clocks.set(clock, {
                clock,
                opened_by: ref,
                due: day,
                calendar: inForce.rule,
                ...versionOf(clock, day, inForce),
                not_closed_by: [],
            });
    }
    held() {
        return { clocks: [...this.#clocks.values()], updates: [...this.#updates.values()] };
    }
    finish() {
        return [
            ...[...this.#clocks.values()].map((clock) => this.#clockObligation(clock, undefined)),
            ...[...this.#updates.values()].map((update) => this.#updateObligation(update, undefined)),
        ];
    }
    #clock(clock) {
        const open = this.#clocks.get(clock);
        if (open === undefined)
            throw new Error(`The ${clock} clock opens when the family starts.`);
        return open;
    }
    /** An event of `clock`: it closes the open obligation and opens the next, from its day. */
    #event(clock, event, ref, inForce) {
        const open = this.#clock(clock);
        const previous = open.previous;
        if (previous !== undefined && event.on <= previous.on) {
            // The same record carried again (its text changed) is the event counted already.
            if (event.on === previous.on && event.what === previous.what)
                return;
            open.not_closed_by.push({
                record: ref,
                why: `${event.what}, on ${event.on}, is not after the previous one it would follow (${previous.what}, on ${previous.on})`,
            });
            return;
        }
        this.#emit(this.#clockObligation(open, { ref, on: event.on, event }));
        this.#clocks.set(clock, {
            clock,
            previous: event,
            opened_by: ref,
            due: dayAfter(event.on, intervalOf(clock), inForce.calendar),
            calendar: inForce.rule,
            ...versionOf(clock, event.on, inForce),
            not_closed_by: [],
        });
        if (clock === "incident-plan-test" && !this.#updates.has(event.what))
            this.#updates.set(event.what, {
                test: event.what,
                tested_on: event.on,
                opened_by: ref,
                due: dayAfter(event.on, intervalOf("incident-plan-update"), inForce.calendar),
                calendar: inForce.rule,
                ...versionOf("incident-plan-update", event.on, inForce),
                not_closed_by: [],
            });
    }
    /** Section 4.6: the update record closes the obligation of the test it follows. */
    #update(record, ref) {
        const open = this.#updates.get(record.follows);
        if (open === undefined)
            return;
        if (record.performedOn < open.tested_on) {
            open.not_closed_by.push({
                record: ref,
                why: `${record.id}, on ${record.performedOn}, is before the test it follows (${open.test}, on ${open.tested_on})`,
            });
            return;
        }
        this.#updates.delete(record.follows);
        this.#emit(this.#updateObligation(open, { ref, on: record.performedOn, record }));
    }
    /** A refused merge's or a break-glass apply's record, beside the obligation it would close. */
    #notClosed(record, ref, why) {
        const listed = { record: ref, why: `${record.id}: ${why}` };
        if (record.kind === "incident-plan-update") {
            this.#updates.get(record.follows)?.not_closed_by.push(listed);
            return;
        }
        for (const clock of RECURRING_CLOCKS)
            if (RECORD_KIND_OF[clock] === record.kind)
                this.#clock(clock).not_closed_by.push(listed);
    }
    #clockObligation(open, closer) {
        const { clock, previous } = open;
        const since = previous === undefined
            ? `no accepted record of ${clock === "policy-approval" ? "the CIP Senior Manager's approval" : "it"} before the family started: record the last one (${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/ID.yaml, kind ${RECORD_KIND_OF[clock]}${clock === "policy-approval" ? ", approved by the CIP Senior Manager on its pull request" : ""}), merged by a reviewed pull request`
            : `${intervalWords(clock)} after ${LOW_IMPACT_CLOCKS[clock].from} (${previous.what}, on ${previous.on})`;
        const lapse = previous === undefined || (clock !== "policy-review" && clock !== "policy-approval")
            ? undefined
            : r1Lapse(clock, { on: previous.on }, closer === undefined ? { today: this.#context.today } : { on: closer.on }, this.#context.calendar);
        return {
            kind: LOW_IMPACT_CLOCKS[clock].part,
            requirement: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts[LOW_IMPACT_CLOCKS[clock].part].words,
            workspace: open.opened_by.workspace,
            subject: { governance: SUBJECT_OF[clock] },
            opened_by: open.opened_by,
            due: open.due,
            status: (0,obligation_model/* statusOf */.c2)(open.due, closer?.on, this.#context),
            ...(closer === undefined ? {} : { closed_by: closer.ref }),
            calendar: open.calendar,
            reason: [
                since,
                ...(closer === undefined ? [] : [`met by ${closer.event.what}, on ${closer.on}`]),
                ...(lapse === undefined || lapse === "none" ? [] : [`R1's VSL band: ${lapse}`]),
                ...(open.version === undefined ? [] : [open.version]),
            ].join("; "),
            ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
        };
    }
    #updateObligation(open, closer) {
        const kind = LOW_IMPACT_CLOCKS["incident-plan-update"].part;
        return {
            kind,
            requirement: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts[kind].words,
            workspace: open.opened_by.workspace,
            subject: {
                governance: `the Cyber Security Incident response plan(s): their update after ${open.test}`,
            },
            opened_by: open.opened_by,
            due: open.due,
            status: (0,obligation_model/* statusOf */.c2)(open.due, closer?.on, this.#context),
            ...(closer === undefined ? {} : { closed_by: closer.ref }),
            calendar: open.calendar,
            reason: [
                `${intervalWords("incident-plan-update")} after ${open.test}, completed on ${open.tested_on}`,
                ...(closer === undefined
                    ? []
                    : [
                        `${closer.record.id}, on ${closer.on}: ${closer.record.outcome === "updated" ? "updated" : "no update needed"}`,
                    ]),
                ...(open.version === undefined ? [] : [open.version]),
            ].join("; "),
            ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
        };
    }
}
/** The later version judging `clock`'s part on `day`, in words, as an obligation holds it. */
function versionOf(clock, day, inForce) {
    const version = laterVersionWords(LOW_IMPACT_CLOCKS[clock].part, day, inForce.versions ?? []);
    return version === undefined ? {} : { version };
}
/** "15 calendar months", "180 calendar days". */
function intervalWords(clock) {
    const every = intervalOf(clock);
    return "months" in every ? `${every.months} calendar months` : `${every.days} calendar days`;
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/vendor-access-pass.ts





const VENDOR_ACCESS_KIND = "CIP-003 R2 Section 6";
class VendorAccessGaps {
    #context;
    #emit;
    #gaps;
    constructor(context, emit, gaps = []) {
        this.#context = context;
        this.#emit = emit;
        this.#gaps = new Map(gaps.map((gap) => [gap.path, gap]));
    }
    /** The site files a merge's record carries (its `low_impact_files`) move the gaps. */
    addRecord(entry, inForce, carried) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const refused = (0,facts_in_force/* notAccepted */.LA)(entry.record);
        for (const [path, file] of (0,low_impact_files/* siteFilesCarried */.bT)(carried)) {
            const site = file === null ? null : (0,low_impact_files/* siteShown */.fy)(file);
            const open = this.#gaps.get(path);
            const missing = site?.missing ?? [];
            if (refused !== undefined) {
                if (open !== undefined && missing.length === 0)
                    open.not_closed_by.push({ record: ref, why: refused });
            }
            else if (missing.length === 0) {
                if (open === undefined)
                    continue;
                this.#gaps.delete(path);
                this.#emit(this.#obligation(open, { ref, on: (0,obligation_model/* dateOf */.Q$)(ref, inForce) }));
            }
            else if (open === undefined) {
                const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
                // From the day a version without Section 6 judges (CIP-003-11), a gap opens nothing.
                const judging = lowImpactVersionOn(VENDOR_ACCESS_KIND, day, inForce.versions ?? []);
                if ("removes" in judging && judging.removes === true)
                    continue;
                const version = laterVersionWords(VENDOR_ACCESS_KIND, day, inForce.versions ?? []);
                this.#gaps.set(path, {
                    path,
                    sites: site?.sites ?? [],
                    missing,
                    opened_by: ref,
                    due: day,
                    calendar: inForce.rule,
                    ...(version === undefined ? {} : { version }),
                    not_closed_by: [],
                });
            }
            else
                open.missing = missing;
        }
    }
    held() {
        return [...this.#gaps.values()];
    }
    finish() {
        return [...this.#gaps.values()].map((gap) => this.#obligation(gap, undefined));
    }
    #obligation(gap, closer) {
        return {
            kind: VENDOR_ACCESS_KIND,
            requirement: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts[VENDOR_ACCESS_KIND].words,
            workspace: gap.opened_by.workspace,
            subject: { governance: `site file ${gap.path} (${gap.sites.join(", ")})` },
            opened_by: gap.opened_by,
            due: gap.due,
            status: (0,obligation_model/* statusOf */.c2)(gap.due, closer?.on, this.#context),
            ...(closer === undefined ? {} : { closed_by: closer.ref }),
            calendar: gap.calendar,
            reason: [
                `vendor electronic remote access allowed without a method for ${gap.missing.join(", ")}`,
                ...(gap.version === undefined ? [] : [gap.version]),
            ].join("; "),
            ...(gap.not_closed_by.length === 0 ? {} : { not_closed_by: gap.not_closed_by }),
        };
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-pass.ts



/** The low-impact files `record` carries: new or changed (with their texts), and removed. */
function lowImpactFilesOf(record) {
    return record.kind === "change" ? record.change?.low_impact_files : undefined;
}
/** Whether `record` starts the pass in its workspace: an accepted merge carrying low-impact files. */
function startsLowImpact(record) {
    return lowImpactFilesOf(record) !== undefined && (0,facts_in_force/* notAccepted */.LA)(record) === undefined;
}
class LowImpactPass {
    #gaps;
    #clocks;
    #started;
    constructor(context, emit, held) {
        this.#gaps = new VendorAccessGaps(context, emit, held?.gaps);
        this.#clocks = new ProgramClocks(context, emit, held);
        this.#started = held !== undefined;
    }
    static resume(held, context, emit) {
        return new LowImpactPass(context, emit, held);
    }
    addRecord(entry, inForce) {
        if (!this.#started) {
            this.#clocks.start(entry, inForce);
            this.#started = true;
        }
        const carried = lowImpactFilesOf(entry.record);
        if (carried === undefined)
            return;
        this.#gaps.addRecord(entry, inForce, carried);
        this.#clocks.addRecord(entry, inForce, carried);
    }
    held(workspace) {
        return { workspace, gaps: this.#gaps.held(), ...this.#clocks.held() };
    }
    finish() {
        return [...this.#gaps.finish(), ...this.#clocks.finish()];
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-family.ts
// CIP-003-9 low impact as a row of the family table (family-table.ts): its shape (its name, its
// declared parts and its files', core/families/low-impact/), its words, what starts it in a
// workspace and its pass (low-impact-pass.ts: Section 6 from the site files, R1 Part 1.2's
// review and approval and Sections 1, 4.5 and 4.6's clocks from the program records), and the
// checkpoint's key for the pass's state. Sections 2, 3 and 5 are read and shown, never judged.



const LOW_IMPACT_FAMILY = {
    name: low_impact_shape/* LOW_IMPACT_SHAPE */.a.name,
    topic: "low impact",
    kinds: Object.keys(low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts),
    declaredParts: low_impact_shape/* LOW_IMPACT_SHAPE */.a.declaredParts,
    starts: startsLowImpact,
    pass: LowImpactPass,
    checkpointKey: "low_impact",
    reviewedFiles: low_impact_files/* LOW_IMPACT_FILES */.op,
    docs: "obligations/cip-003-low-impact.md",
    folders: [
        "core/families/low-impact",
        "core/audit/families/low-impact",
        "core/obligations/low-impact",
        "core/low-impact",
        "core/authority/low-impact",
    ],
    notJudged: "CIP-003-9 R2 low impact was not judged from this ledger: no accepted merge carried a low-impact file (a site file, low-impact/ID.yaml, or a program record, low-impact/records/ID.yaml). From the first that does, Attachment 1 Section 6 is judged from the site files, and R1 Part 1.2's review and CIP Senior Manager approval, Section 1's reinforcement and Section 4.5's and 4.6's clocks from the program records; Sections 2, 3 and 5 are read and shown, never judged. This is no all-clear: nothing here shows any site's vendor remote access is controlled, or any review, reinforcement or test was done.",
};

// EXTERNAL MODULE: ./src/core/families/patch-management/patch-management-shape.ts
var patch_management_shape = __webpack_require__(3837);
// EXTERNAL MODULE: ./src/core/patches/patch-file-set.ts + 1 modules
var patch_file_set = __webpack_require__(4172);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(3146);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(3049);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(9786);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(7877);
// EXTERNAL MODULE: ./src/core/patches/patch-inputs.ts
var patch_inputs = __webpack_require__(5240);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-merges.ts











function nothingInForce() {
    return { files: new Map(), assets: new Map() };
}
/**
 * Whether `record` is the first a workspace's CIP-007 R2 pass reads: an accepted merge whose
 * baselines keep their patched items, or that carries patch files. Every record before it is
 * a record R2 has nothing to read in: baselines without items, no file, nothing open to close; the
 * CIP Senior Manager in force it would need, each merge record declares whole (governance).
 */
function startsPatchManagement(record) {
    if (record.kind !== "change" || !(0,facts_in_force/* isAccepted */.oB)(record))
        return false;
    const { change } = record;
    return (change.patch_files !== undefined ||
        (change.baselines ?? []).some((baseline) => baseline.patched !== undefined));
}
/**
 * The pass's reading of `entry`, a record of the workspace `inForce` follows (updated when the
 * record is an accepted merge); undefined for a record that speaks of no patch management (a drift
 * check, a collector's observation).
 */
function patchMergeOf(entry, inForce) {
    const { record } = entry;
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    const files = carriedFiles(change.patch_files, inForce, refused === undefined);
    const pulls = (0,evidence_record/* pullRequestsOf */.Tb)(change);
    const approvals = pulls.flatMap((pull) => pull.approved_by.map((login) => ({
        login,
        at: pull.approved_at?.[login] ?? record.recorded_at,
    })));
    const seniorManager = seniorManagerOf(change.governance?.senior_manager);
    return {
        record: (0,obligation_model/* refOf */.H8)(entry),
        ...(refused === undefined ? {} : { notAccepted: refused }),
        ...(change.calendar === undefined
            ? {}
            : {
                calendar: {
                    timeZone: change.calendar.time_zone,
                    dueSoonDays: change.calendar.due_soon_days,
                    monthEnd: change.calendar.month_end,
                },
                versions: change.calendar.standard_versions ?? [],
            }),
        ...(change.baselines === undefined || refused !== undefined
            ? {}
            : { assets: assetsOf(change.baselines, inForce, createdIds(change)) }),
        ...files,
        approvals,
        ...(seniorManager === undefined ? {} : { seniorManager }),
    };
}
/** The files `carried` puts in force that are not already, parsed; `inForce` kept when `accepted`. */
function carriedFiles(carried, inForce, accepted) {
    if (carried === undefined)
        return {};
    let sources;
    const evaluations = [];
    const plans = [];
    for (const { file, sha256, text } of carried.files) {
        // The digest of the text itself: a record whose stated digest is not its text's puts nothing
        // of the file in force (an edit after sealing also breaks the chain, which verify reports).
        const digest = `sha256:${(0,shared_sha256/* sha256Hex */.fg)(text)}`;
        if (digest !== sha256 || inForce.files.get(file) === digest)
            continue;
        if (accepted)
            inForce.files.set(file, digest);
        const read = parsedFile(file, digest, text);
        if (file === patch_files/* PATCH_SOURCES_FILE */.DK)
            sources = read ?? null;
        else if (read === undefined)
            continue;
        else if (file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`))
            evaluations.push(read);
        else
            plans.push(read);
    }
    for (const file of carried.removed ?? []) {
        if (!inForce.files.has(file))
            continue;
        if (accepted)
            inForce.files.delete(file);
        if (file === patch_files/* PATCH_SOURCES_FILE */.DK)
            sources = null;
    }
    return {
        ...(sources === undefined ? {} : { sources }),
        ...(evaluations.length === 0 ? {} : { evaluations }),
        ...(plans.length === 0 ? {} : { plans }),
    };
}
/**
 * What `file` (its text of SHA-256 `digest`) says, or undefined when its parser refuses it: read
 * once a text, as every pass over the ledger (verify recomputes a checkpoint at each) meets the
 * same files. The values are never changed by the pass.
 */
function parsedFile(file, digest, text) {
    const key = `${file}\u0000${digest}`;
    if (PARSED.has(key))
        return PARSED.get(key);
    const parse = file === patch_files/* PATCH_SOURCES_FILE */.DK
        ? parse_patch_sources/* parsePatchSourcesText */.J
        : file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`)
            ? parse_patch_evaluation/* parsePatchEvaluationText */.t
            : parse_mitigation_plan/* parseMitigationPlanText */.b;
    const value = parse(text, file).value;
    // Bounded: past the bound the oldest read is dropped, and read again if met again.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the cache is at its bound, so it holds a first key
    if (PARSED.size >= PARSED_BOUND)
        PARSED.delete(PARSED.keys().next().value);
    PARSED.set(key, value);
    return value;
}
const PARSED_BOUND = 1_000;
const PARSED = new Map();
/**
 * The merge's assets: an asset read from the same digest, class, impact and system as before is
 * the object read then (patch-state.ts takes it as unchanged without reading it again).
 */
function assetsOf(baselines, inForce, created) {
    const read = new Map();
    const keyOf = keptKeys(inForce);
    const assets = baselines.map((baseline) => {
        const assetId = baseline.asset_id ?? created.get(createdKey(baseline.cyber_system_id, baseline.asset));
        const found = {
            cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
            cyber_system_id: baseline.cyber_system_id,
            asset: baseline.asset,
            ...(assetId === undefined ? {} : { asset_id: assetId }),
            class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            ...(baseline.asset_type === undefined ? {} : { type: baseline.asset_type }),
            impact: baseline.impact,
            // A baseline_ref, or a record written before records kept the items: items unseen.
            baseline: baseline.kind === "ref" ? "ref" : (baseline.patched ?? "ref"),
        };
        const kept = keyOf(found);
        const asset = kept === (0,patch_inputs/* assetKey */.e7)(found) ? found : { ...found, key: kept };
        const key = (0,patch_inputs/* assetKey */.e7)(asset);
        const from = JSON.stringify([
            baseline.digest,
            asset.class,
            asset.type ?? null,
            asset.impact ?? null,
            asset.cyber_system,
            asset.asset,
            asset.baseline === "ref",
            asset.asset_id ?? null,
        ]);
        const before = inForce.assets.get(key);
        const same = before?.from === from ? before : { from, asset };
        read.set(key, same);
        return same.asset;
    });
    inForce.assets = read;
    return assets;
}
/**
 * The ids the merge's apply gave the assets it created, by system id and name: its plan, made
 * before, declares their baselines without one, and every population joins by the id
 * (cyber-assets.csv has it from the same record).
 */
function createdIds(change) {
    const ids = new Map();
    for (const operation of change.change_record?.operations ?? [])
        if (operation.action === "create" && operation.result === "succeeded" && operation.asset_id)
            ids.set(createdKey(operation.cyber_system.id, operation.name), operation.asset_id);
    return ids;
}
function createdKey(cyberSystemId, name) {
    return `${cyberSystemId}\u0000${(0,shared_names/* nameKey */.Rc)(name)}`;
}
/**
 * The key each asset of a merge is followed by: the one its id had in force; for an id not in
 * force, the key of the asset of its system and name in force without an id (the merge that
 * created it, whose record has no id yet: the same asset, its items unchanged); else its own.
 */
function keptKeys(inForce) {
    const byId = new Map();
    const withoutId = new Set();
    for (const [key, { asset }] of inForce.assets)
        if (asset.asset_id === undefined)
            withoutId.add(key);
        else
            byId.set(asset.asset_id, key);
    return (asset) => {
        if (asset.asset_id === undefined)
            return (0,patch_inputs/* assetKey */.e7)(asset);
        const named = (0,patch_inputs/* namedAssetKey */.Vk)(asset);
        return byId.get(asset.asset_id) ?? (withoutId.has(named) ? named : asset.asset_id);
    };
}
/** The CIP Senior Manager and delegates a merge declares; undefined: not recorded (unchanged). */
function seniorManagerOf(declared) {
    if (declared === undefined)
        return undefined;
    const csm = declared?.csm ?? null;
    if (csm === null)
        return null;
    return {
        login: csm.login,
        delegates: csm.delegates.map((delegate) => ({
            login: delegate.login,
            actions: delegate.actions,
            delegatedOn: delegate.delegated_on,
        })),
    };
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-checkpoint.ts


/** What the checkpoint keeps of the state in force and the fold's reading of the records. */
function heldInForce(state, read) {
    return {
        files: [...read.files],
        assets: state.assets.map((asset) => ({
            asset,
            from: read.assets.get((0,patch_inputs/* assetKey */.e7)(asset))?.from ?? "",
        })),
        sources: state.sources ?? null,
        plans: [...state.plans],
        senior_manager: state.seniorManager ?? null,
        declared_at: [...state.declaredAt],
        items: [...state.items].map(([key, { asset, item, version }]) => [
            key,
            { asset: (0,patch_inputs/* assetKey */.e7)(asset), item, version },
        ]),
        applied: [...state.applied],
        planned: [...state.planned],
        covered: [...state.covered],
        tracked: [...state.tracked],
        item_keys: [...state.itemKeys],
        present: [...state.present],
    };
}
/** The state in force and the fold's reading `held` keeps, each asset one object again. */
function restoreInForce(held) {
    const byAsset = new Map(held.assets.map(({ asset }) => [(0,patch_inputs/* assetKey */.e7)(asset), asset]));
    const state = {
        assets: held.assets.map(({ asset }) => asset),
        sources: held.sources ?? undefined,
        plans: new Map(held.plans),
        seniorManager: held.senior_manager ?? undefined,
        declaredAt: new Map(held.declared_at),
        items: new Map(held.items.map(([key, { asset, item, version }]) => [
            key,
            { asset: (0,collections/* getOrThrow */.Gp)(byAsset, asset, "the checkpoint's assets"), item, version },
        ])),
        applied: new Set(held.applied),
        planned: new Map(held.planned),
        covered: new Map(held.covered),
        tracked: new Set(held.tracked),
        byAsset,
        itemKeys: new Map(held.item_keys),
        present: new Map(held.present),
        // What the last merge changed is read at that merge's step only.
        changedAssets: new Set(),
    };
    const read = {
        files: new Map(held.files),
        assets: new Map(held.assets.map(({ asset, from }) => [(0,patch_inputs/* assetKey */.e7)(asset), { from, asset }])),
    };
    return { state, read };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-state.ts
// What is in force after each accepted merge, for the CIP-007 R2 pass: what the merges put there
// (assets, sources, plans, the CIP Senior Manager) and what the parts look up at every record,
// derived once when its input changes rather than at each look-up: the applicable items, which
// patches each asset's baseline lists, which plan names each patch, which source covers each item
// and which sources are tracked. A ledger of thousands of merges over thousands of assets is
// judged in one pass without reading every baseline at every record. Pure.



const NOTHING_IN_FORCE = {
    assets: [],
    sources: undefined,
    plans: new Map(),
    seniorManager: undefined,
    declaredAt: new Map(),
    items: new Map(),
    applied: new Set(),
    planned: new Map(),
    covered: new Map(),
    tracked: new Set(),
    byAsset: new Map(),
    itemKeys: new Map(),
    present: new Map(),
    changedAssets: new Set(),
};
/** What is in force after an accepted merge: what it changed, over what was. */
function patchStateAfter(before, merge) {
    const sources = merge.sources === undefined ? before.sources : (merge.sources ?? undefined);
    const plans = merge.plans === undefined
        ? before.plans
        : new Map([...before.plans, ...merge.plans.map((plan) => [plan.id, plan])]);
    const assets = merge.assets === undefined ? unchangedAssets(before) : assetsAfter(before, merge.assets);
    const changed = merge.assets !== undefined || merge.sources !== undefined;
    return {
        ...assets,
        sources,
        plans,
        seniorManager: merge.seniorManager === undefined ? before.seniorManager : (merge.seniorManager ?? undefined),
        declaredAt: merge.sources === undefined
            ? before.declaredAt
            : declaredAt(before, sources?.noSource ?? [], merge.record.sequence),
        planned: merge.plans === undefined ? before.planned : plannedPatches(plans),
        covered: merge.sources === undefined ? before.covered : coveredBy(sources),
        tracked: changed ? trackedSources(assets.present, sources) : before.tracked,
    };
}
function unchangedAssets(before) {
    const { assets, items, applied, byAsset, itemKeys, present } = before;
    return { assets, items, applied, byAsset, itemKeys, present, changedAssets: new Set() };
}
/**
 * The assets after a merge that states them all: only those whose object differs from the one
 * in force (added, changed or removed) are read again, the rest kept as they were.
 */
function assetsAfter(before, assets) {
    const byAsset = new Map(assets.map((asset) => [(0,patch_inputs/* assetKey */.e7)(asset), asset]));
    const changedAssets = new Set();
    for (const [key, asset] of byAsset)
        if (before.byAsset.get(key) !== asset)
            changedAssets.add(key);
    for (const key of before.byAsset.keys())
        if (!byAsset.has(key))
            changedAssets.add(key);
    const items = new Map(before.items);
    const itemKeys = new Map(before.itemKeys);
    const present = new Map(before.present);
    const applied = new Set(before.applied);
    const count = (key, by) => present.set(key, (present.get(key) ?? 0) + by);
    for (const key of changedAssets) {
        for (const onAsset of before.itemKeys.get(key) ?? []) {
            count((0,patch_files/* itemKey */.Dh)((0,collections/* getOrThrow */.Gp)(items, onAsset, "the items in force").item), -1);
            items.delete(onAsset);
        }
        // An asset new in this merge had nothing applied before.
        const was = before.byAsset.get(key);
        if (was !== undefined)
            for (const patch of appliedPatches([was]))
                applied.delete(patch);
        const asset = byAsset.get(key);
        if (asset === undefined) {
            itemKeys.delete(key);
            continue;
        }
        const own = (0,patch_inputs/* applicableItems */._8)([asset]);
        for (const [onAsset, entry] of own) {
            items.set(onAsset, entry);
            count((0,patch_files/* itemKey */.Dh)(entry.item), 1);
        }
        itemKeys.set(key, [...own.keys()]);
        for (const patch of appliedPatches([asset]))
            applied.add(patch);
    }
    return { assets, items, applied, byAsset, itemKeys, present, changedAssets };
}
/** The items a sources file covers, by item key, each with the first source covering it. */
function coveredBy(sources) {
    const covered = new Map();
    for (const source of sources?.sources ?? [])
        for (const item of source.covers)
            if (!covered.has((0,patch_files/* itemKey */.Dh)(item)))
                covered.set((0,patch_files/* itemKey */.Dh)(item), source.id);
    return covered;
}
/** The patches the assets' baselines list, each as onAssetKey(asset, patch). */
function appliedPatches(assets) {
    const applied = new Set();
    for (const asset of assets)
        if (asset.baseline !== "ref")
            for (const patch of asset.baseline.patches)
                applied.add((0,patch_inputs/* onAssetKey */.XI)((0,patch_inputs/* assetKey */.e7)(asset), (0,patch_files/* patchKey */.kP)(patch)));
    return applied;
}
/** Per patch key, a plan that names it. */
function plannedPatches(plans) {
    const planned = new Map();
    for (const plan of plans.values())
        for (const patch of plan.patches)
            if (!planned.has((0,patch_files/* patchKey */.kP)(patch)))
                planned.set((0,patch_files/* patchKey */.kP)(patch), plan.id);
    return planned;
}
function trackedSources(present, sources) {
    return new Set((sources?.sources ?? [])
        .filter((source) => source.covers.some((item) => (present.get((0,patch_files/* itemKey */.Dh)(item)) ?? 0) > 0))
        .map((source) => source.id));
}
/** Per declared item, the record that last added or changed its declaration. */
function declaredAt(before, declarations, sequence) {
    const words = (declaration) => `${declaration.kind}\u0000${declaration.reason}`;
    const was = new Map((before.sources?.noSource ?? []).map((d) => [(0,patch_files/* itemKey */.Dh)(d.item), words(d)]));
    return new Map(declarations.map((declaration) => {
        const key = (0,patch_files/* itemKey */.Dh)(declaration.item);
        const same = was.get(key) === words(declaration);
        return [key, same ? (before.declaredAt.get(key) ?? sequence) : sequence];
    }));
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-merge.ts
/** The obligation's subject for an asset. */
function assetSubject(asset) {
    return {
        cyber_system: asset.cyber_system,
        ...(asset.cyber_system_id === undefined ? {} : { cyber_system_id: asset.cyber_system_id }),
        asset: asset.asset,
        ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-obligation.ts
// What the four CIP-007 R2 judgements share: the facts in force when a record is judged, an
// obligation's common fields, the days a lapse lasted and its band, and why a record that is no
// accepted merge closes nothing (the authority table's words). Pure.



/** CIP-007-6 R2.2 and R2.3's clock: 35 calendar days. */
const PATCH_INTERVAL_DAYS = 35;
/** The fields every CIP-007 R2 obligation has. */
function patchObligation(kind, opened, subject, patching, context) {
    return {
        ...(0,obligation_model/* openedObligation */.S2)(kind, opened, subject, context),
        due: null,
        status: "open",
        calendar: context.rule,
        patching,
    };
}
/** What an obligation says of the evaluation that closed it (R2.2) or found its patch (R2.3). */
function evaluationFacts(evaluation) {
    return {
        file: evaluation.file,
        releases_since: evaluation.releasesSince,
        patches: evaluation.patches.length,
        applicable: evaluation.patches.filter((patch) => patch.applicable).length,
    };
}
/** Calendar days from `start` to `end` (both YYYY-MM-DD). */
function daysBetween(start, end) {
    return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}
/**
 * The band of a lapse of R2.2 or R2.3 in the tool's reading of the standard's VSL table: done by
 * the 35th calendar day, none; by the 49th, lower; by the 64th, moderate; later, high (the 65th
 * is high: the harsher reading of the table's boundary).
 */
function lapseBand(days) {
    if (days <= PATCH_INTERVAL_DAYS)
        return undefined;
    if (days < 50)
        return "lower";
    return days < 65 ? "moderate" : "high";
}
/** Due, status and lapse of an obligation of 35 days from `start`, closed on `closedOn` if it is. */
function intervalStatus(o, start, closedOn, context) {
    o.due = (0,shared_calendar/* addDays */.fi)(start, PATCH_INTERVAL_DAYS);
    o.status = (0,obligation_model/* statusOf */.c2)(o.due, closedOn, context);
    const lapse = lapseBand(daysBetween(start, closedOn ?? context.today));
    if (lapse !== undefined)
        o.patching = { ...o.patching, lapse };
}
/** Why `merge`, which is no accepted merge, cannot assert `fact`: the authority table's words. */
function refusedWhy(merge, fact) {
    const judged = (0,authority/* judgeAuthority */.B8)({
        fact,
        origin: { outside: merge.notAccepted ?? "an unknown record" },
        approvedBy: [],
        recordedAt: merge.record.recorded_at,
    });
    return judged.authorized ? "" : judged.why;
}
/** Lists `merge` on `o` as a record that would have closed it and could not. */
function notClosedBy(o, merge, why) {
    (o.not_closed_by ??= []).push({ record: merge.record, why });
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/source-identification.ts





const NO_SOURCE = "no patch source covers the item and no no_source declaration reviewed since its last change";
class SourceIdentification {
    #current = new Map();
    /** The keys of the identifications still open. */
    #pending = new Set();
    #done = [];
    /** An accepted merge: items added or changed open; what is now in force closes. */
    accept(step) {
        const opened = [];
        // Only the items of the assets the merge changed can open or leave.
        for (const asset of step.after.changedAssets) {
            const was = step.before.itemKeys.get(asset) ?? [];
            for (const key of new Set([...was, ...(step.after.itemKeys.get(asset) ?? [])])) {
                const entry = step.after.items.get(key);
                const held = this.#current.get(key);
                if (held !== undefined && held.version === entry?.version)
                    continue;
                if (held !== undefined)
                    this.#end(key, held, step);
                if (entry === undefined)
                    continue;
                this.#current.set(key, this.#open(step, entry));
                this.#pending.add(key);
                opened.push(key);
            }
        }
        // A sources file changed may close any identification still open; else only those just opened.
        const closing = step.merge.sources === undefined ? opened : [...this.#pending];
        for (const key of closing)
            this.#close(key, (0,collections/* getOrThrow */.Gp)(this.#current, key, "the open identifications"), step);
    }
    /** A record that is no accepted merge: a source it would have added closes nothing. */
    refuse(step) {
        if (step.merge.sources == null)
            return;
        const wouldCover = coveredBy(step.merge.sources);
        const why = refusedWhy(step.merge, "patch-sources");
        for (const key of this.#pending) {
            const held = (0,collections/* getOrThrow */.Gp)(this.#current, key, "the open identifications");
            if (wouldCover.has((0,patch_files/* itemKey */.Dh)(held.item)))
                notClosedBy(held.obligation, step.merge, why);
        }
    }
    /** The identifications ended since the last call: decided, never changed again. */
    drain() {
        return this.#done.splice(0);
    }
    /** The identifications still held, closed or not. */
    finish() {
        return [...this.drain(), ...[...this.#current.values()].map((held) => held.obligation)];
    }
    /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return { current: [...this.#current], pending: [...this.#pending] };
    }
    /** Holds what held() gave. */
    restore({ current, pending }) {
        for (const [key, held] of current)
            this.#current.set(key, held);
        for (const key of pending)
            this.#pending.add(key);
    }
    #open(step, entry) {
        const item = { ...entry.item, version: entry.version };
        const obligation = patchObligation("CIP-007 R2.1", step.merge.record, assetSubject(entry.asset), { item }, step.context);
        obligation.status = "exception";
        obligation.reason = NO_SOURCE;
        return { obligation, item: entry.item, version: entry.version };
    }
    #close(key, held, step) {
        const item = (0,patch_files/* itemKey */.Dh)(held.item);
        const source = step.after.covered.get(item);
        const declared = step.after.declaredAt.get(item);
        const opened = held.obligation.opened_by.sequence;
        if (source === undefined && (declared === undefined || declared < opened))
            return;
        const o = held.obligation;
        o.status = "closed";
        o.closed_by = step.merge.record;
        delete o.reason;
        if (source !== undefined)
            o.patching = { ...o.patching, source };
        else {
            const declaration = step.after.sources?.noSource.find((d) => (0,patch_files/* itemKey */.Dh)(d.item) === item);
            if (declaration !== undefined)
                o.patching = {
                    ...o.patching,
                    no_source: { kind: declaration.kind, reason: declaration.reason },
                };
        }
        this.#pending.delete(key);
    }
    /** An identification whose item changed or left: closed stays closed; open stays an exception. */
    #end(key, held, step) {
        held.obligation.patching = { ...held.obligation.patching, ended_by: step.merge.record };
        this.#done.push(held.obligation);
        this.#current.delete(key);
        this.#pending.delete(key);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/evaluation-intervals.ts
// CIP-007-6 R2.2: "At least once every 35 calendar days, evaluate security patches for
// applicability that have been released since the last evaluation from the source or sources
// identified in Part 2.1." Per source: the first interval opens on the record that first
// identifies the source for an item of an applicable asset's baseline; each accepted evaluation
// of the source closes the interval open and opens the next from its own record. An evaluation
// whose releases_since is later than the day of the source's previous evaluation leaves the
// releases between unevaluated: it closes the interval, as an exception naming the gap. A source
// that stops being tracked ends its interval: one already due stays as it stood, one not yet due
// leaves no obligation. Pure.




class EvaluationIntervals {
    #open = new Map();
    #done = [];
    accept(step) {
        const evaluations = [...(step.merge.evaluations ?? [])].sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.releasesSince, b.releasesSince));
        const { tracked } = step.after;
        // A source identified by this merge opens its first interval, which an evaluation in the same
        // merge closes on its first day.
        for (const source of tracked)
            if (!this.#open.has(source))
                this.#open.set(source, this.#interval(step, source));
        for (const evaluation of evaluations)
            this.#evaluated(step, evaluation);
        for (const [source, interval] of this.#open)
            if (!tracked.has(source)) {
                this.#open.delete(source);
                this.#untracked(interval, step);
            }
    }
    refuse(step) {
        const why = refusedWhy(step.merge, "patch-evaluation");
        for (const evaluation of step.merge.evaluations ?? []) {
            const interval = this.#open.get(evaluation.source);
            if (interval !== undefined)
                notClosedBy(interval.obligation, step.merge, why);
        }
    }
    /** The intervals decided since the last call: closed, or ended by a source no longer tracked. */
    drain() {
        return this.#done.splice(0);
    }
    finish() {
        return [...this.drain(), ...this.#open.values()];
    }
    /** The open intervals by source, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return [...this.#open];
    }
    restore(open) {
        for (const [source, interval] of open)
            this.#open.set(source, interval);
    }
    #interval(step, source, previousEvaluation) {
        const obligation = patchObligation("CIP-007 R2.2", step.merge.record, {}, { source }, step.context);
        return {
            obligation,
            start: step.on,
            ...(previousEvaluation === undefined ? {} : { previousEvaluation }),
        };
    }
    #evaluated(step, evaluation) {
        const interval = this.#open.get(evaluation.source);
        if (interval === undefined)
            return;
        const o = interval.obligation;
        // Releases it could not have seen yet: an evaluation of days still to come closes nothing.
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the list holds releasesSince at least
        const latest = [evaluation.releasesSince, ...evaluation.patches.map((p) => p.released)]
            .sort(shared_names/* compareCodePoints */.OP)
            .at(-1);
        const dated = (0,authority/* judgeDate */.S2)("patch-evaluation", latest, step.merge.record.recorded_at);
        if (!dated.authorized) {
            notClosedBy(o, step.merge, `${evaluation.file}: ${dated.why}`);
            return;
        }
        o.closed_by = step.merge.record;
        o.patching = { ...o.patching, evaluation: evaluationFacts(evaluation) };
        interval.closedOn = step.on;
        const previous = interval.previousEvaluation;
        if (previous !== undefined && evaluation.releasesSince > previous) {
            const gap = { from: previous, to: (0,shared_calendar/* addDays */.fi)(evaluation.releasesSince, -1) };
            o.patching = { ...o.patching, releases_gap: gap };
            o.reason = `${evaluation.file} covers releases since ${evaluation.releasesSince}, not since the previous evaluation on ${previous}: releases from ${gap.from} to ${gap.to} were not evaluated`;
        }
        this.#done.push(interval);
        this.#open.set(evaluation.source, this.#interval(step, evaluation.source, step.on));
    }
    /** The source stopped being tracked: an interval not yet due leaves nothing. */
    #untracked(interval, step) {
        if (step.on <= (0,shared_calendar/* addDays */.fi)(interval.start, PATCH_INTERVAL_DAYS))
            return;
        interval.obligation.reason = `the source stopped being tracked for an applicable item (record #${step.merge.record.sequence}) after its due date, never evaluated`;
        interval.stoppedOn = step.on;
        this.#done.push(interval);
    }
}
/** An interval judged as of the context's day: due 35 days from its start; a gap an exception. */
function judgedInterval(interval, context) {
    const o = interval.obligation;
    // A source no longer tracked lapsed until the day it stopped, never since.
    const asOf = interval.stoppedOn === undefined ? context : { ...context, today: interval.stoppedOn };
    intervalStatus(o, interval.start, interval.closedOn, asOf);
    if (o.patching?.releases_gap !== undefined)
        o.status = "exception";
    return o;
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/applicable-patches.ts







/** A patch's obligation judged: as of the day its item left the baseline, if it did. */
function judgedDue(due, context) {
    const asOf = due.leftOn === undefined ? context : { ...context, today: due.leftOn };
    intervalStatus(due.obligation, due.start, due.closedOn, asOf);
    return due.obligation;
}
class ApplicablePatches {
    #open = new Map();
    /** The keys of the open obligations of each asset. */
    #byAsset = new Map();
    #done = [];
    #seen = new Set();
    accept(step) {
        const { items } = step.after;
        const opened = (step.merge.evaluations ?? []).flatMap((evaluation) => evaluation.patches
            .filter((entry) => entry.applicable)
            .flatMap((patch) => this.#found(step, evaluation, patch, items)));
        // What just opened; any open, when plans changed; else those of the assets the merge changed.
        const keys = new Set(opened);
        if (step.merge.plans !== undefined)
            for (const key of this.#open.keys())
                keys.add(key);
        else
            for (const asset of step.after.changedAssets)
                for (const key of this.#byAsset.get(asset) ?? [])
                    keys.add(key);
        for (const key of keys) {
            const due = (0,collections/* getOrThrow */.Gp)(this.#open, key, "the open patches");
            if (!items.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.itemKey)))
                this.#left(key, due, step);
            else
                this.#close(key, due, step);
        }
    }
    refuse(step) {
        const applied = step.merge.assets === undefined ? undefined : appliedPatches(step.merge.assets);
        const planned = plannedPatches(step.merge.plans ?? []);
        for (const due of this.#open.values()) {
            if (applied?.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.patch)) === true)
                notClosedBy(due.obligation, step.merge, refusedWhy(step.merge, "baseline"));
            else if (planned.has(due.patch))
                notClosedBy(due.obligation, step.merge, refusedWhy(step.merge, "mitigation-plan"));
        }
    }
    /**
     * The obligations decided since the last call, judged: each closed, or ended by its item leaving
     * the baseline, so judged by its own days, never by `context`'s.
     */
    drain(context) {
        return this.#done.splice(0).map((due) => judgedDue(due, context));
    }
    finish(context) {
        return [...this.drain(context), ...[...this.#open.values()].map((d) => judgedDue(d, context))];
    }
    /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return {
            open: [...this.#open],
            by_asset: [...this.#byAsset].map(([asset, keys]) => [asset, [...keys]]),
            seen: [...this.#seen],
        };
    }
    restore(held) {
        for (const [key, due] of held.open)
            this.#open.set(key, due);
        for (const [asset, keys] of held.by_asset)
            this.#byAsset.set(asset, new Set(keys));
        for (const key of held.seen)
            this.#seen.add(key);
    }
    #found(step, evaluation, patch, items) {
        const opened = [];
        for (const entry of items.values()) {
            if ((0,patch_files/* itemKey */.Dh)(entry.item) !== (0,patch_files/* itemKey */.Dh)(patch.item))
                continue;
            const key = (0,patch_inputs/* onAssetKey */.XI)((0,patch_inputs/* assetKey */.e7)(entry.asset), (0,patch_files/* patchKey */.kP)(patch.id));
            // One obligation per patch and asset: a later evaluation listing it again opens none.
            if (this.#seen.has(key))
                continue;
            this.#seen.add(key);
            const due = this.#due(step, evaluation, patch, entry);
            this.#open.set(key, due);
            const ofAsset = this.#byAsset.get(due.asset) ?? new Set();
            this.#byAsset.set(due.asset, ofAsset.add(key));
            opened.push(key);
        }
        return opened;
    }
    #due(step, evaluation, patch, entry) {
        const item = { ...entry.item, version: entry.version };
        const obligation = patchObligation("CIP-007 R2.3", step.merge.record, assetSubject(entry.asset), { item, source: evaluation.source, patch: patch.id, evaluation: evaluationFacts(evaluation) }, step.context);
        return {
            obligation,
            asset: (0,patch_inputs/* assetKey */.e7)(entry.asset),
            patch: (0,patch_files/* patchKey */.kP)(patch.id),
            itemKey: (0,patch_files/* itemKey */.Dh)(entry.item),
            start: step.on,
        };
    }
    #close(key, due, step) {
        const byBaseline = step.after.applied.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.patch));
        const plan = byBaseline ? undefined : step.after.planned.get(due.patch);
        if (!byBaseline && plan === undefined)
            return;
        const o = due.obligation;
        o.closed_by = step.merge.record;
        if (plan !== undefined)
            o.patching = { ...o.patching, plan };
        due.closedOn = step.on;
        this.#forget(key, due);
        this.#done.push(due);
    }
    #forget(key, due) {
        this.#open.delete(key);
        this.#byAsset.get(due.asset)?.delete(key);
    }
    /** The item left the asset's baseline: not yet due, nothing to apply; due, it stays. */
    #left(key, due, step) {
        this.#forget(key, due);
        if (step.on <= (0,shared_calendar/* addDays */.fi)(due.start, PATCH_INTERVAL_DAYS))
            return;
        due.leftOn = step.on;
        due.obligation.reason = `the item left the asset's baseline (record #${step.merge.record.sequence}) after the due date, neither applied nor mitigated`;
        this.#done.push(due);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/plan-approval.ts
// Whether a change of a mitigation plan's timeframe (a revision or an extension) is approved as
// CIP-007-6 R2.4 asks: "unless a revision to the plan or an extension to the timeframe specified
// in Part 2.3 is approved by the CIP Senior Manager or delegate". A counted approver of the merge
// approves it when they are the CIP Senior Manager in force before the merge, or a delegate in
// force then whose delegation names the action cip-007-r2.4 and is dated no later than the day
// they approved (in the calendar's time zone); judged through the authority table's row. Pure.


/** The delegated action that approves a plan's revision or extension. */
const PLAN_CHANGE_ACTION = "cip-007-r2.4";
function timeframeApproval(merge, seniorManager, timeZone) {
    const reasons = [];
    let by;
    for (const { login, at } of merge.approvals) {
        const same = (other) => other.toLowerCase() === login.toLowerCase();
        const day = (0,shared_calendar/* dateIn */.m7)(at, timeZone);
        const delegate = seniorManager?.delegates.find((candidate) => same(candidate.login));
        if (seniorManager !== undefined && same(seniorManager.login))
            by = `${login} (CIP Senior Manager)`;
        else if (delegate === undefined)
            continue;
        else if (!delegate.actions.includes(PLAN_CHANGE_ACTION))
            reasons.push(`${login}'s delegation covers ${delegate.actions.join(", ")}, not ${PLAN_CHANGE_ACTION}`);
        else if (delegate.delegatedOn > day)
            reasons.push(`${login}'s delegation of ${PLAN_CHANGE_ACTION} dates from ${delegate.delegatedOn}, after their approval on ${day}`);
        else
            by = `${login} (delegate for ${PLAN_CHANGE_ACTION} since ${delegate.delegatedOn})`;
        if (by !== undefined)
            break;
    }
    const judged = (0,authority/* judgeAuthority */.B8)({
        fact: "plan-timeframe-change",
        origin: "reviewed-merge",
        approvedBy: by === undefined
            ? ["counted-approvals"]
            : ["counted-approvals", "senior-manager-or-delegate"],
        recordedAt: merge.record.recorded_at,
    });
    if (judged.authorized && by !== undefined)
        return { approved: true, by };
    const why = judged.authorized ? "" : judged.why;
    return { approved: false, why: [why, ...reasons].filter((text) => text !== "").join(": ") };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/mitigation-plans.ts
// CIP-007-6 R2.4: "For each mitigation plan created or revised in Part 2.3, implement the plan
// within the timeframe specified in the plan, unless a revision to the plan or an extension to the
// timeframe specified in Part 2.3 is approved by the CIP Senior Manager or delegate." Per plan,
// from the accepted record that first puts it in force: due on its `by` date, or, for a plan whose
// timeframe is an event, on the day a later reviewed change records the event occurred (no due
// date until then); closed by `implemented_on` in an accepted merge, never dated after that
// merge's record. A change of the timeframe moves the due date only when approved as
// plan-approval.ts judges; otherwise the due date in force stays and the plan is an exception
// naming the change (the standard's VSL table makes both lapses severe). Pure.





class PlanTimeframes {
    #plans = new Map();
    accept(step) {
        for (const plan of step.merge.plans ?? []) {
            let held = this.#plans.get(plan.id);
            if (held === undefined) {
                held = this.#open(step, plan);
                this.#plans.set(plan.id, held);
            }
            else if (changesTimeframe(held, plan))
                this.#changed(step, held, plan);
            this.#dates(step, held, plan);
        }
    }
    refuse(step) {
        for (const plan of step.merge.plans ?? []) {
            const held = this.#plans.get(plan.id);
            if (held === undefined || held.implementedOn !== undefined)
                continue;
            if (plan.implementedOn !== undefined)
                notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-implemented"));
            // A change that never took force: listed, and the timeframe in force stays.
            if (changesTimeframe(held, plan))
                notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-timeframe-change"));
        }
    }
    finish(context) {
        return [...this.#plans.values()].map((held) => judgedPlan(held, context));
    }
    /** Every plan put in force, as plain JSON (patch-checkpoint.ts): a later merge may change it. */
    held() {
        return [...this.#plans];
    }
    restore(plans) {
        for (const [id, held] of plans)
            this.#plans.set(id, held);
    }
    #open(step, plan) {
        const obligation = patchObligation("CIP-007 R2.4", step.merge.record, {}, { plan: plan.id }, step.context);
        return { obligation, timeframe: plan.timeframe, unapproved: false };
    }
    #changed(step, held, plan) {
        const { timeframe } = plan;
        const approval = timeframeApproval(step.merge, step.before.seniorManager, step.context.calendar.timeZone);
        if (!approval.approved) {
            this.#unapproved(held, step, plan, approval.why);
            return;
        }
        held.timeframe = timeframe;
        // The approved change's event day, if it has one, is read as a first one (#dates).
        delete held.eventOccurredOn;
        const change = {
            record: step.merge.record,
            to: planTimeframeText(plan),
            approved_by: approval.by,
        };
        held.obligation.patching = {
            ...held.obligation.patching,
            timeframe_changes: [...(held.obligation.patching?.timeframe_changes ?? []), change],
        };
    }
    #unapproved(held, step, plan, why) {
        held.unapproved = true;
        const changes = held.obligation.patching?.timeframe_changes ?? [];
        const to = planTimeframeText(plan);
        // The file keeps saying it at each later merge of the plan: listed once, where it was written.
        const last = changes.at(-1);
        if (last !== undefined && last.to === to && last.approved_by === undefined)
            return;
        const change = { record: step.merge.record, to, why };
        held.obligation.patching = {
            ...held.obligation.patching,
            timeframe_changes: [...changes, change],
        };
    }
    /** The event's day (first recorded only) and the implementation, each dated no later than its record. */
    #dates(step, held, plan) {
        const recordedAt = step.merge.record.recorded_at;
        if (plan.eventOccurredOn !== undefined &&
            held.eventOccurredOn === undefined &&
            "event" in held.timeframe) {
            const judged = (0,authority/* judgeDate */.S2)("plan-event-occurred", plan.eventOccurredOn, recordedAt);
            if (judged.authorized)
                held.eventOccurredOn = plan.eventOccurredOn;
            else
                notClosedBy(held.obligation, step.merge, judged.why);
        }
        if (plan.implementedOn !== undefined && held.implementedOn === undefined) {
            const judged = (0,authority/* judgeDate */.S2)("plan-implemented", plan.implementedOn, recordedAt);
            if (!judged.authorized)
                notClosedBy(held.obligation, step.merge, judged.why);
            else {
                held.implementedOn = plan.implementedOn;
                held.obligation.closed_by = step.merge.record;
            }
        }
    }
}
/**
 * Whether `plan` changes the timeframe in force: another date or event, or another day for an
 * event already recorded (the first day recorded sets the due date; a later one would move it).
 */
function changesTimeframe(held, plan) {
    if ((0,patch_files/* timeframeText */.OD)(plan.timeframe) !== (0,patch_files/* timeframeText */.OD)(held.timeframe))
        return true;
    return held.eventOccurredOn !== undefined && plan.eventOccurredOn !== held.eventOccurredOn;
}
/** The timeframe a plan's version states, with its event's day when it records one. */
function planTimeframeText(plan) {
    const occurred = plan.eventOccurredOn === undefined ? "" : `, which occurred on ${plan.eventOccurredOn}`;
    return `${(0,patch_files/* timeframeText */.OD)(plan.timeframe)}${occurred}`;
}
/** A plan judged as of the context's day. */
function judgedPlan(held, context) {
    const o = held.obligation;
    o.due = "by" in held.timeframe ? held.timeframe.by : (held.eventOccurredOn ?? null);
    if (o.due === null) {
        o.status = held.implementedOn === undefined ? "open" : "closed";
        if (held.implementedOn === undefined)
            o.reason = `no due date until a reviewed change records the day the event occurred (event_occurred_on): ${(0,patch_files/* timeframeText */.OD)(held.timeframe)}`;
    }
    else
        o.status = (0,obligation_model/* statusOf */.c2)(o.due, held.implementedOn, context);
    const lapsed = o.status === "overdue" || o.status === "closed-late";
    if (held.unapproved) {
        o.status = "exception";
        o.reason = `a change of its timeframe was not approved by the CIP Senior Manager or a delegate holding cip-007-r2.4: ${o.due === null ? "it keeps no due date" : `the due date stays ${o.due}`}`;
    }
    if (held.unapproved || lapsed)
        o.patching = { ...o.patching, lapse: "severe" };
    const occurred = held.eventOccurredOn === undefined ? "" : `, which occurred on ${held.eventOccurredOn}`;
    o.patching = {
        ...o.patching,
        timeframe: `${(0,patch_files/* timeframeText */.OD)(held.timeframe)}${occurred}`,
        ...(held.implementedOn === undefined ? {} : { implemented_on: held.implementedOn }),
    };
    return o;
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-obligations.ts
// The CIP-007-6 R2 obligations of one workspace: one pass over its records in ledger order, each
// accepted merge putting its files and baselines in force and every part judging the step (R2.1
// source-identification.ts, R2.2 evaluation-intervals.ts, R2.3 applicable-patches.ts, R2.4
// mitigation-plans.ts); a record that is no accepted merge (a refused merge, a break-glass apply)
// changes nothing in force and closes nothing: each obligation it would have closed lists it with
// why, in the authority table's words. The obligations are core/obligations' own (Obligation),
// their subject's patch-management facts in `patching`. Dates are calendar days in the calendar
// in force at the record (a merge's kept calendar, from accepted merges only). Pure.









/**
 * The CIP-007 R2 obligations of `merges` (one workspace's records, any order) as of `asOf`: an
 * instant, or a date (YYYY-MM-DD) in the calendar's time zone; sorted as every obligation is.
 */
function patchObligations(merges, asOf, calendar) {
    const today = typeof asOf === "string" ? asOf : dateIn(asOf, calendar.timeZone);
    const pass = {
        calendar,
        today,
        rule: calendarRule(calendar),
        completionGraceDays: DEFAULT_COMPLETION_GRACE_DAYS,
    };
    const found = [];
    const patching = new PatchManagementPass(pass, (obligation) => found.push(obligation));
    let context = pass;
    for (const merge of [...merges].sort((a, b) => a.record.sequence - b.record.sequence)) {
        // Only an accepted merge puts its calendar (and versions) in force, as contextAt reads a record's.
        if (merge.notAccepted === undefined && merge.calendar !== undefined)
            context = withVersions(withCalendar(pass, merge.calendar), merge.versions ?? []);
        patching.add(merge, context);
    }
    return [...found, ...patching.finish()].sort(compareObligations);
}
/**
 * One workspace's CIP-007 R2 pass: its records fed in chain order, each judged in the calendar in
 * force at it; what each record decides for good handed to `decided` as it is decided (judged as
 * of `pass`'s day, which nothing decided depends on), what is still open at finish.
 */
class PatchManagementPass {
    #pass;
    #decided;
    #parts = {
        r21: new SourceIdentification(),
        r22: new EvaluationIntervals(),
        r23: new ApplicablePatches(),
        r24: new PlanTimeframes(),
    };
    #state = NOTHING_IN_FORCE;
    /** What the records put in force, as patchMergeOf reads them. */
    #read = nothingInForce();
    constructor(pass, decided) {
        this.#pass = pass;
        this.#decided = decided;
    }
    /** A pass in the state `held` keeps (patch-checkpoint.ts). */
    static resume(held, pass, decided) {
        const resumed = new PatchManagementPass(pass, decided);
        const { state, read } = restoreInForce(held);
        resumed.#state = state;
        resumed.#read = read;
        const parts = resumed.#parts;
        parts.r21.restore(held.parts.r21);
        parts.r22.restore(held.parts.r22);
        parts.r23.restore(held.parts.r23);
        parts.r24.restore(held.parts.r24);
        return resumed;
    }
    /** The workspace's next record, judged in the calendar in force at it. */
    addRecord(entry, context) {
        const merge = patchMergeOf(entry, this.#read);
        if (merge !== undefined)
            this.add(merge, context);
    }
    add(merge, context) {
        const accepted = merge.notAccepted === undefined;
        const after = accepted ? patchStateAfter(this.#state, merge) : this.#state;
        const on = (0,shared_calendar/* dateIn */.m7)(merge.record.recorded_at, context.calendar.timeZone);
        const step = { merge, before: this.#state, after, context, on };
        for (const part of Object.values(this.#parts)) {
            if (accepted)
                part.accept(step);
            else
                part.refuse(step);
        }
        this.#state = after;
        const parts = this.#parts;
        for (const obligation of [
            ...parts.r21.drain(),
            ...parts.r22.drain().map((interval) => judgedInterval(interval, this.#pass)),
            ...parts.r23.drain(this.#pass),
        ])
            this.#decided(obligation);
    }
    /** What it holds, as plain JSON: resumed with the records after it, it judges as this pass. */
    held(workspace) {
        const parts = this.#parts;
        return {
            workspace,
            ...heldInForce(this.#state, this.#read),
            parts: {
                r21: parts.r21.held(),
                r22: parts.r22.held(),
                r23: parts.r23.held(),
                r24: parts.r24.held(),
            },
        };
    }
    /** The obligations still held, judged as of the pass's day, unsorted. */
    finish() {
        const parts = this.#parts;
        const pass = this.#pass;
        return [
            ...parts.r21.finish(),
            ...parts.r22.finish().map((interval) => judgedInterval(interval, pass)),
            ...parts.r23.finish(pass),
            ...parts.r24.finish(pass),
        ];
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-family.ts
// CIP-007 R2 patch management as a row of the family table (family-table.ts): its shape (its name
// and its files', core/families/patch-management/), its words, what starts it in a workspace
// (patch-merges.ts), its pass (patch-obligations.ts) and the checkpoint's key for the pass's state
// (patch-checkpoint.ts).





const PATCH_MANAGEMENT_FAMILY = {
    name: patch_management_shape/* PATCH_MANAGEMENT_SHAPE */.N.name,
    topic: "patch management",
    kinds: (0,obligation_model/* partsOf */.CI)("CIP-007 R2"),
    starts: startsPatchManagement,
    pass: PatchManagementPass,
    checkpointKey: "patch_management",
    reviewedFiles: patch_file_set/* PATCH_FILES */.N,
    docs: "obligations/cip-007-r2.md",
    folders: [
        "core/families/patch-management",
        "core/audit/families/patch-management",
        "core/obligations/patch-management",
        "core/patches",
    ],
    notJudged: "CIP-007 R2 was not judged from this ledger: no obligation of any part was opened. R2 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines' items and the patch files), from the first that declares an applicable asset's baseline; a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows the applicable assets' patches are tracked, evaluated or applied.",
};

// EXTERNAL MODULE: ./src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts
var vulnerability_assessment_shape = __webpack_require__(7584);
// EXTERNAL MODULE: ./src/core/assessments/assessment-file-set.ts + 1 modules
var assessment_file_set = __webpack_require__(7441);
// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(6075);
// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(2584);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-merge.ts







/**
 * The pass's reading of `entry`; `inForce` (the SHA-256 of each file in force, by path) is updated
 * when the record is accepted. Undefined for a record that is no change record.
 */
function assessmentMergeOf(entry, inForce) {
    const { record } = entry;
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    const files = carried(change.assessment_files, inForce, refused === undefined, record.recorded_at);
    const owners = new Map((change.governance?.systems ?? []).map((system) => [system.name, system.owners ?? []]));
    return {
        record: (0,record_ref/* refOf */.H)(entry),
        ...(refused === undefined ? {} : { notAccepted: refused }),
        ...(change.baselines === undefined ? {} : { systems: systemsOf(change.baselines) }),
        files,
        approvers: [...new Set((0,evidence_record/* pullRequestsOf */.Tb)(change).flatMap((pull) => pull.approved_by))],
        owners,
        commissioned: commissionedBy(change),
        entering: enteringBy(change),
        baselines: baselinesOf(change),
        ...(change.governance?.assessment_date_approvers === undefined
            ? {}
            : { dateApprovers: change.governance.assessment_date_approvers }),
    };
}
/** The assets the record's applied operations put into service: each create, each move into a system. */
function commissionedBy(change) {
    const baselines = new Map((change.baselines ?? []).map((b) => [`${b.cyber_system_id}/${b.asset}`, b]));
    const commissioned = [];
    for (const operation of change.change_record?.operations ?? []) {
        if (operation.result !== "succeeded" || operation.asset_type === "software")
            continue;
        const moved = operation.action === "update" && operation.changes?.cyber_system !== undefined;
        if (operation.action !== "create" && !moved)
            continue;
        const { id, name, impact } = operation.cyber_system;
        const baseline = baselines.get(`${id}/${operation.name}`);
        commissioned.push({
            asset: operation.name,
            ...(operation.asset_id === undefined ? {} : { asset_id: operation.asset_id }),
            system: { id, name, ...(impact === undefined ? {} : { impact }) },
            class: baseline?.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            ...(baseline === undefined ? {} : { baseline: recorded(baseline) }),
        });
    }
    return commissioned;
}
/** Each asset an operation of the record creates or moves, succeeded or not, by its name's key. */
function enteringBy(change) {
    return (change.change_record?.operations ?? [])
        .filter((operation) => operation.asset_type !== "software" &&
        (operation.action === "create" ||
            (operation.action === "update" && operation.changes?.cyber_system !== undefined)))
        .map((operation) => (0,assessment_files/* assessedNameKey */.AT)(operation.name));
}
function baselinesOf(change) {
    const byName = new Map();
    // The base's first: a like replacement models the existing baseline as it stood.
    for (const baseline of [...(change.base_baselines ?? []), ...(change.baselines ?? [])]) {
        const key = (0,assessment_files/* assessedNameKey */.AT)(baseline.asset);
        if (!byName.has(key))
            byName.set(key, recorded(baseline));
    }
    return byName;
}
function recorded(baseline) {
    return {
        digest: baseline.digest,
        ...(baseline.items === undefined ? {} : { items: baseline.items }),
    };
}
function systemsOf(baselines) {
    const systems = new Map();
    for (const baseline of baselines) {
        // A software record is baseline content, not a Cyber Asset (as for CIP-010 R1 and patch management).
        if (baseline.asset_type === "software")
            continue;
        const id = baseline.cyber_system_id;
        const system = systems.get(id) ?? {
            id,
            name: baseline.cyber_system ?? id,
            impact: baseline.impact,
            assets: [],
        };
        system.assets.push({ name: baseline.asset, class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$ });
        systems.set(id, system);
    }
    return [...systems.values()];
}
/** The files `evidence` carries that are not in force already, parsed as of the record's day. */
function carried(evidence, inForce, accepted, recordedAt) {
    if (evidence === undefined)
        return [];
    const files = [];
    for (const { file, sha256, text } of evidence.files) {
        // A record whose stated digest is not its text's puts nothing of the file in force.
        const digest = `sha256:${(0,shared_sha256/* sha256Hex */.fg)(text)}`;
        if (digest !== sha256 || inForce.get(file) === digest)
            continue;
        if (accepted)
            inForce.set(file, digest);
        const parsed = (0,parse_assessment/* parseAssessmentText */.X)(text, file, { at: new Date(recordedAt) });
        if (parsed.value !== undefined)
            files.push(parsed.value);
    }
    if (accepted)
        for (const file of evidence.removed ?? [])
            inForce.delete(file);
    return files;
}

// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-clock.ts
// CIP-010 R3's clocks read from the requirement table (`every`), never a constant here: the last
// day an interval opened on `from` may be closed on, in calendar months by the calendar's month-end
// convention (the same arithmetic as CIP-002 R2's 15 months) or in calendar days. Pure.


/** `from` (YYYY-MM-DD) plus the row's interval; the row must have one (R3.1, R3.2). */
function assessment_clock_dueAfter(id, from, calendar) {
    const every = (0,requirements/* requirementRow */.gv)(id).every;
    if (every === undefined)
        throw new Error(`${id} has no interval in the requirement table`);
    return "months" in every
        ? (0,shared_calendar/* addMonths */.PS)(from, every.months, calendar.monthEnd)
        : (0,shared_calendar/* addDays */.fi)(from, every.days);
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-coverage.ts
// CIP-010 R3.1 and R3.2 per Cyber Asset. The parts' Applicable Systems are Cyber Assets: R3.1's
// "High Impact BES Cyber Systems and their associated: 1. EACMS; 2. PACS; and 3. PCA" (and the
// same for Medium), R3.2's "High Impact BES Cyber Systems" (their BES Cyber Assets, the
// requirement table's row). So an assessment covers the applicable assets it names: by `systems:`
// alone, every applicable asset of the system as the merge declares it; with `assets:`, those
// alone. A system's interval closes when every applicable asset is covered within it, by one
// assessment or several; an asset left out keeps the interval open and is named. The next
// interval opens from the earliest coverage of the one closed (the asset assessed first is the
// first due again), keeping the coverage recorded after it: each asset is due 15 (36) calendar
// months after its own last assessment, never later. An assessment of a new asset alone (R3.3's
// "active vulnerability assessment of the new Cyber Asset") thus covers that asset and restarts
// no system's clock unless every other applicable asset was covered within the interval too. Pure.


/** The assets of `system` a part applies to (an undeclared impact is judged as High: fail closed). */
function applicableAssets(kind, system) {
    const impact = system.impact ?? "high";
    return system.assets.filter((asset) => (0,requirements/* applies */.Br)((0,requirements/* requirementRow */.gv)(kind), { class: asset.class, impact }));
}
function partApplies(kind, system) {
    return applicableAssets(kind, system).length > 0;
}
/** The assets of `system` an assessment naming `assets` covers: all when it names none. */
function assetsCovered(assets, system) {
    if (assets.length === 0)
        return system.assets;
    const keys = new Set(assets.map(shared_names/* nameKey */.Rc));
    return system.assets.filter((asset) => keys.has((0,shared_names/* nameKey */.Rc)(asset.name)));
}
/** `interval` with `assets` covered by `by` (an asset covered already keeps its first coverage). */
function withCoverage(interval, assets, by) {
    const keys = coveredKeys(interval);
    const added = assets.filter((asset) => !keys.has((0,shared_names/* nameKey */.Rc)(asset.name))).map(({ name }) => name);
    if (added.length === 0)
        return interval;
    return { ...interval, covered: [...(interval.covered ?? []), { ...by, assets: added }] };
}
/** The name key of each asset covered within `interval`. */
function coveredKeys(interval) {
    return new Set((interval.covered ?? []).flatMap((entry) => entry.assets.map(shared_names/* nameKey */.Rc)));
}
/** The applicable assets of `system` not covered within `interval`. */
function uncovered(kind, system, interval) {
    const keys = coveredKeys(interval);
    return applicableAssets(kind, system).filter((asset) => !keys.has((0,shared_names/* nameKey */.Rc)(asset.name)));
}
/**
 * The interval after `closed` (every applicable asset covered): opened by its earliest coverage,
 * by the day each counts from (`dayOf`: its `performed_on`, else its record's day), running from
 * that day, and holding the coverage after it.
 */
function nextInterval(closed, dayOf) {
    const covered = closed.covered ?? [];
    const order = (a, b) => dayOf(a) === dayOf(b) ? a.record.sequence - b.record.sequence : dayOf(a) < dayOf(b) ? -1 : 1;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a closed interval was covered at least once
    const first = covered.reduce((a, b) => (order(b, a) < 0 ? b : a));
    const later = covered.filter((entry) => order(entry, first) > 0);
    return {
        opened: first.record,
        inForce: first.inForce,
        by: "assessment",
        ...(first.performed_on === undefined ? {} : { from: first.performed_on }),
        ...(later.length === 0 ? {} : { covered: later }),
    };
}
/**
 * What an interval's obligation says of its coverage: each asset covered and by which assessment
 * in which record, and each applicable asset not covered. Nothing when one assessment's record
 * covered every applicable asset, the whole-system case.
 */
function coverageFacts(kind, system, interval) {
    const covered = interval.covered ?? [];
    const missing = uncovered(kind, system, interval);
    const records = new Set(covered.map((entry) => entry.record.sequence));
    if (covered.length === 0 || (missing.length === 0 && records.size === 1))
        return {};
    return {
        covered: covered.flatMap(({ assets, assessment, record }) => assets.map((asset) => ({ asset, assessment, record }))),
        ...(missing.length === 0
            ? {}
            : { not_covered: missing.map((asset) => ({ asset: asset.name, class: asset.class })) }),
    };
}
/** The reason an open interval gives for the applicable assets no assessment covered within it. */
function notCoveredReason(facts) {
    if (facts.not_covered === undefined)
        return undefined;
    const named = facts.not_covered.map((asset) => `${asset.class} ${asset.asset}`).join(", ");
    return `not every applicable Cyber Asset assessed within the interval: ${named} not covered by an assessment`;
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-obligation.ts
// A CIP-010 R3 obligation as every output shows it, from what the pass holds: an R3.1 or R3.2
// interval of a system, closed by an assessment (or, for R3.2, a technical-feasibility record) or
// still open as of the pass's day, an asset R3.3 judged at the merge that put it into service, and
// an R3.4 action item, done or still open. The status is judged in the calendar in force at the
// record that opened it. Pure.



/** The pass's context with the calendar and versions held: judged as of the pass's day. */
function contextOf(pass, held) {
    return (0,obligation_model/* withVersions */.KY)((0,obligation_model/* withCalendar */.TY)(pass, held.calendar), held.versions ?? []);
}
/** An interval of `system` under `kind`, closed by `closer` (with what closed it) or open now. */
function intervalObligation(kind, system, interval, pass, closer) {
    const context = contextOf(pass, interval.inForce);
    const opened = interval.from ?? (0,obligation_model/* dateOf */.Q$)(interval.opened, context);
    const due = assessment_clock_dueAfter(kind, opened, context.calendar);
    const closedOn = closer === undefined ? undefined : (0,obligation_model/* dateOf */.Q$)(closer.record, context);
    const never = closer === undefined && interval.by === "commissioning" && interval.covered === undefined;
    const undeclared = system.impact === null;
    const coverage = coverageFacts(kind, system, interval);
    const notCovered = closer === undefined ? notCoveredReason(coverage) : undefined;
    const reasons = [
        ...(never ? [`never assessed: open since its commissioning record of ${opened}`] : []),
        ...(notCovered === undefined ? [] : [notCovered]),
        ...(undeclared ? [obligation_model/* UNDECLARED_IMPACT */.$4] : []),
    ];
    return {
        ...(0,obligation_model/* openedObligation */.S2)(kind, interval.opened, { cyber_system: system.name, cyber_system_id: system.id }, context),
        due,
        status: undeclared ? "exception" : (0,obligation_model/* statusOf */.c2)(due, closedOn, context),
        ...(closer === undefined ? {} : { closed_by: closer.record }),
        calendar: context.rule,
        ...(reasons.length === 0 ? {} : { reason: reasons.join("; ") }),
        ...(interval.not_closed_by === undefined ? {} : { not_closed_by: interval.not_closed_by }),
        assessment: {
            key: system.id,
            ...(never ? { never_assessed_since: opened } : {}),
            ...(interval.from === undefined ? {} : { runs_from: interval.from }),
            ...coverage,
            ...closer?.facts,
        },
    };
}
/**
 * R3.3 of an asset at the merge that put it into service: due that day, closed by that merge when
 * the evidence in force at it stands, else an exception that says why.
 */
function commissioningObligation(judged, pass) {
    const context = contextOf(pass, judged.inForce);
    const { merge, system, asset, facts, reason } = judged;
    const subject = {
        cyber_system: system.name,
        cyber_system_id: system.id,
        asset: asset.name,
        ...(asset.id === undefined ? {} : { asset_id: asset.id }),
    };
    return {
        ...(0,obligation_model/* openedObligation */.S2)("CIP-010 R3.3", merge, subject, context),
        due: (0,obligation_model/* dateOf */.Q$)(merge, context),
        status: reason === undefined ? "closed" : "exception",
        ...(reason === undefined ? { closed_by: merge } : {}),
        calendar: context.rule,
        ...(reason === undefined ? {} : { reason }),
        assessment: { key: `${system.id}\u0000${asset.id ?? asset.name}`, commissioned: facts },
    };
}
/** An R3.4 action item, done by `closer` or still open now. */
function itemObligation(held, pass, closer) {
    const context = contextOf(pass, held.inForce);
    const closedOn = closer === undefined ? undefined : (0,obligation_model/* dateOf */.Q$)(closer, context);
    const refused = held.date_changes.filter((change) => change.why !== undefined);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an action item has one status at least (its parser requires it)
    const last = held.item.statuses.at(-1);
    return {
        ...(0,obligation_model/* openedObligation */.S2)("CIP-010 R3.4", held.opened, { cyber_system: held.system.name, cyber_system_id: held.system.id }, context),
        due: held.due,
        status: refused.length > 0 ? "exception" : (0,obligation_model/* statusOf */.c2)(held.due, closedOn, context),
        ...(closer === undefined ? {} : { closed_by: closer }),
        calendar: context.rule,
        ...(refused.length === 0
            ? {}
            : {
                reason: `its planned date was moved without approval: ${refused.map((change) => `to ${change.to} (${change.why})`).join("; ")}`,
            }),
        assessment: {
            key: `${held.assessment}\u0000${held.item.id}\u0000${held.system.id}`,
            item: {
                id: held.item.id,
                assessment: held.assessment,
                action: held.item.action,
                planned_completion: held.due,
                status: last.status,
                statuses: held.item.statuses,
            },
            ...(held.date_changes.length === 0 ? {} : { date_changes: held.date_changes }),
        },
    };
}

// EXTERNAL MODULE: ./src/core/assessments/commissioning-evidence.ts
var commissioning_evidence = __webpack_require__(0);
// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(366);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-commissioning.ts
// CIP-010-4 R3.3 judged at the accepted merge that puts an asset into service (a create, or a move
// into its system), over what the ledger holds: "Prior to adding a new applicable Cyber Asset to a
// production environment, perform an active vulnerability assessment of the new Cyber Asset,
// except for CIP Exceptional Circumstances and like replacements of the same type of Cyber Asset
// with a baseline configuration that models an existing baseline configuration of the previous or
// other existing Cyber Asset." The evidence is the assessment files in force at that merge (merged
// by it or by an earlier accepted one: dated no later than the merge), matched as the plan matches
// them (core/assessments/commissioning-evidence.ts). A like replacement is compared by the
// record's digests: the new asset's baseline against the existing asset's as the base declared it
// (else as the merge does); one whose baseline the record does not hold is not compared and does
// not stand (fail closed), nor does one of an asset the same record creates or moves (the plan's
// rule: the asset replaced was in service before the merge). Part 3.3 applies to a High system's BCA, EACMS and PCA (the requirement
// table's row); a system whose document declares no impact is not judged, and the obligation says
// so. Pure.






const R3_3 = (0,requirements/* requirementRow */.gv)("CIP-010 R3.3");
const EVIDENCE_WORDS = {
    "active-assessment": "assessment",
    "paper-assessment": "assessment",
    "like-replacement": "like replacement",
    "exceptional-circumstance": "CIP Exceptional Circumstance",
};
/** Each asset `merge` put into service that Part 3.3 applies to (or may: no impact), judged. */
function judgeCommissioned(merge, files, inForce) {
    const judged = [];
    for (const asset of merge.commissioned) {
        const { system } = asset;
        // An undeclared impact could be High: judged as for High whether the row could apply at all.
        if (!(0,requirements/* applies */.Br)(R3_3, { class: asset.class, impact: system.impact ?? "high" }))
            continue;
        const base = {
            merge: merge.record,
            inForce,
            system: { id: system.id, name: system.name },
            asset: { name: asset.asset, ...(asset.asset_id === undefined ? {} : { id: asset.asset_id }) },
        };
        if (system.impact === undefined) {
            judged.push({
                ...base,
                facts: { asset: asset.asset, class: asset.class, evidence: "not judged", records: [] },
                reason: `not judged for R3.3: ${(0,commissioning_assessments/* impactUndeclared */.Yq)(`${system.name} (${system.id})`)}`,
            });
            continue;
        }
        const evidence = (0,commissioning_evidence/* evidenceNaming */.iq)(files, { system: system.name, asset: asset.asset }, new Set([...merge.entering, ...merge.commissioned.map((c) => (0,assessment_files/* assessedNameKey */.AT)(c.asset))]), (of) => differencesOf(asset, merge.baselines.get((0,assessment_files/* assessedNameKey */.AT)(of))));
        const standing = (0,commissioning_evidence/* standingEvidence */.M5)(evidence);
        const gap = (0,commissioning_evidence/* evidenceGap */.mk)(evidence, () => "but the merge's record holds no baseline of one of the two to compare");
        judged.push({
            ...base,
            facts: {
                asset: asset.asset,
                class: asset.class,
                evidence: standing === undefined ? "none" : EVIDENCE_WORDS[standing.kind],
                records: standing === undefined ? evidence.map((entry) => entry.record) : [standing.record],
            },
            ...(gap === undefined
                ? {}
                : {
                    reason: `${commissioning_assessments/* NO_COMMISSIONING_ASSESSMENT */.FE}: ${asset.class} ${(0,diagnostics/* quote */.hD)(asset.asset)} went into service in High system ${(0,diagnostics/* quote */.hD)(system.name)} (${gap})`,
                }),
        });
    }
    return judged;
}
/**
 * Where the new asset's recorded baseline differs from the existing one's, by the record's digests:
 * [] when the digests agree, each R1.1 item whose digest differs, undefined when not comparable.
 */
function differencesOf(asset, existing) {
    const own = asset.baseline;
    if (own === undefined || existing === undefined)
        return undefined;
    if (own.digest === existing.digest)
        return [];
    const [mine, theirs] = [own.items, existing.items];
    if (mine === undefined || theirs === undefined)
        return [{ item: "unknown", added: [], removed: [] }];
    return baseline_items/* BASELINE_ITEMS */.dK.filter((item) => mine[item] !== theirs[item]).map((item) => ({
        item,
        added: [],
        removed: [],
    }));
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-state.ts
/**
 * 2: R3.3's files in force (`commissioning_files`) and who approves a moved date joined it; 3:
 * each system's assets and each interval's coverage by asset (CIP-010 R3 per Cyber Asset); 4: the
 * day an interval runs from (`from`) and each coverage's `performed_on`.
 */
const ASSESSMENT_STATE_FORMAT = 4;

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-pass.ts









/** Whether `record` is the first a workspace's R3 pass reads: an accepted merge keeping baselines. */
function startsVulnerabilityAssessments(record) {
    return record.kind === "change" && (0,facts_in_force/* isAccepted */.oB)(record) && record.change.baselines !== undefined;
}
const PART = { "CIP-010 R3.1": "r31", "CIP-010 R3.2": "r32" };
class VulnerabilityAssessmentPass {
    #context;
    #emit;
    #files = new Map();
    #systems = new Map();
    #items = new Map();
    #owners = new Map();
    #dateApprovers;
    /** R3.3's reading of each assessment and commissioning file in force, by its id. */
    #commissioningFiles = new Map();
    #counted = new Set();
    #workspace = "";
    constructor(context, emit) {
        this.#context = context;
        this.#emit = emit;
    }
    static resume(held, context, emit) {
        if (held.format !== ASSESSMENT_STATE_FORMAT)
            throw new Error(`a CIP-010 R3 checkpoint of format ${String(held.format)} is not this one's`);
        const pass = new VulnerabilityAssessmentPass(context, emit);
        pass.#workspace = held.workspace;
        pass.#files = new Map(held.files);
        for (const system of held.systems)
            pass.#systems.set(system.id, system);
        for (const item of held.items)
            pass.#items.set(itemKey(item), item);
        pass.#owners = new Map(held.owners);
        pass.#dateApprovers = held.date_approvers;
        for (const file of held.commissioning_files)
            pass.#commissioningFiles.set(file.id, file);
        pass.#counted = new Set(held.counted);
        return pass;
    }
    /** The pass's state as plain JSON: resumed with the records after it, it judges as this one. */
    held() {
        return structuredClone({
            format: ASSESSMENT_STATE_FORMAT,
            workspace: this.#workspace,
            files: [...this.#files],
            systems: [...this.#systems.values()],
            items: [...this.#items.values()],
            counted: [...this.#counted],
            owners: [...this.#owners],
            ...(this.#dateApprovers === undefined ? {} : { date_approvers: this.#dateApprovers }),
            commissioning_files: [...this.#commissioningFiles.values()],
        });
    }
    addRecord(entry, inForce) {
        this.#workspace = entry.record.workspace;
        const merge = assessmentMergeOf(entry, this.#files);
        if (merge !== undefined)
            this.addMerge(merge, inForce);
    }
    /** One record's reading, judged in the calendar and versions in force at it. */
    addMerge(merge, inForce) {
        const held = {
            calendar: inForce.calendar,
            ...(inForce.versions === undefined ? {} : { versions: inForce.versions }),
        };
        if (merge.notAccepted !== undefined)
            return this.#refused(merge);
        if (merge.systems !== undefined)
            this.#declare(merge, merge.systems, held);
        for (const file of merge.files) {
            if (file.kind === "assessment")
                this.#assessed(file, merge, held);
            else if (file.kind === "technical-feasibility")
                this.#feasible(file, merge);
            const read = (0,commissioning_evidence/* commissioningFileOf */.xX)(file);
            if (read !== undefined)
                this.#commissioningFiles.set(read.id, read);
        }
        // R3.3 at the merge that commissions: its own files and the earlier ones are in force.
        const files = [...this.#commissioningFiles.values()];
        for (const judged of judgeCommissioned(merge, files, held))
            this.#emit(commissioningObligation(judged, this.#context));
        // Who approves a moved date is judged by the owners and the policy in force before the merge.
        this.#owners = merge.owners;
        this.#dateApprovers = merge.dateApprovers;
    }
    /** What is still open, judged as of the pass's day; the pass holds nothing after. */
    finish() {
        const found = [];
        for (const system of this.#systems.values())
            for (const kind of ["CIP-010 R3.1", "CIP-010 R3.2"]) {
                const interval = system[PART[kind]];
                if (interval !== undefined)
                    found.push(intervalObligation(kind, system, interval, this.#context));
            }
        for (const item of this.#items.values())
            found.push(itemObligation(item, this.#context));
        this.#systems.clear();
        this.#items.clear();
        return found;
    }
    /** Each declared system a part applies to has its interval; one it no longer applies to, none. */
    #declare(merge, systems, held) {
        for (const declared of systems) {
            const before = this.#systems.get(declared.id);
            const system = {
                ...before,
                id: declared.id,
                name: declared.name,
                impact: declared.impact ?? null,
                assets: declared.assets,
            };
            for (const kind of ["CIP-010 R3.1", "CIP-010 R3.2"]) {
                const part = PART[kind];
                if (!partApplies(kind, system))
                    delete system[part];
                else if (system[part] === undefined && !(part === "r32" && system.feasibility))
                    system[part] = { opened: merge.record, inForce: held, by: "commissioning" };
            }
            this.#systems.set(declared.id, system);
        }
    }
    /** The systems a file names, as the inventory names them (case and Unicode form ignored). */
    #named(names) {
        const keys = new Set(names.map(shared_names/* nameKey */.Rc));
        return [...this.#systems.values()].filter((system) => keys.has((0,shared_names/* nameKey */.Rc)(system.name)));
    }
    #assessed(file, merge, held) {
        const facts = {
            assessment: { id: file.id, method: file.method, environment: file.environment },
        };
        // A later version of a counted assessment keeps its action plan current: no new assessment.
        const counts = !this.#counted.has(file.id);
        this.#counted.add(file.id);
        for (const system of this.#named(file.systems)) {
            const kinds = counts ? ["CIP-010 R3.1"] : [];
            if (counts && file.method === "active")
                kinds.push("CIP-010 R3.2");
            const assets = assetsCovered(file.assets, system);
            const performed = file.performedOn === undefined ? {} : { performed_on: file.performedOn };
            const by = { assessment: file.id, record: merge.record, inForce: held, ...performed };
            for (const kind of kinds) {
                const part = PART[kind];
                const before = system[part];
                if (before === undefined)
                    continue;
                if (this.#performedBefore(file, before, merge, applicable(kind, system, assets)))
                    continue;
                const interval = withCoverage(before, assets, by);
                // Open until every applicable asset is covered within it (assessment-coverage.ts).
                if (uncovered(kind, system, interval).length > 0) {
                    system[part] = interval;
                    continue;
                }
                this.#emit(intervalObligation(kind, system, interval, this.#context, {
                    record: merge.record,
                    facts,
                }));
                system[part] = nextInterval(interval, (coverage) => this.#dayOf(coverage));
            }
            if (counts && file.method === "active" && partApplies("CIP-010 R3.2", system) && !system.r32)
                system.r32 = {
                    opened: merge.record,
                    inForce: held,
                    by: "assessment",
                    ...(file.performedOn === undefined ? {} : { from: file.performedOn }),
                };
            if (file.actionPlan !== "no vulnerabilities found")
                for (const item of file.actionPlan)
                    this.#item(system, file.id, item, merge, held);
        }
    }
    /**
     * Whether `file` was performed before `interval` opened (its `performed_on` before the day the
     * interval runs from): then it closes nothing of it, and is listed beside it with why where it
     * names an asset the part applies to (`applies`). An old assessment filed anew under a new id
     * restarts no clock.
     */
    #performedBefore(file, interval, merge, applies) {
        const opened = interval.from ?? (0,obligation_model/* dateOf */.Q$)(interval.opened, contextOf(this.#context, interval.inForce));
        if (file.performedOn === undefined || file.performedOn >= opened)
            return false;
        const why = `assessment ${file.id} was performed on ${file.performedOn}, before this interval opened on ${opened}: it closes nothing of it`;
        if (applies)
            (interval.not_closed_by ??= []).push({ record: merge.record, why });
        return true;
    }
    /** The day a coverage counts from: its assessment's `performed_on`, else its record's day. */
    #dayOf(coverage) {
        return (coverage.performed_on ?? (0,obligation_model/* dateOf */.Q$)(coverage.record, contextOf(this.#context, coverage.inForce)));
    }
    #item(system, assessment, item, merge, held) {
        const key = itemKey({ assessment, item, system });
        const before = this.#items.get(key);
        const current = before
            ? { ...before, item }
            : {
                system: { id: system.id, name: system.name },
                assessment,
                item,
                due: item.plannedCompletion,
                opened: merge.record,
                inForce: held,
                date_changes: [],
            };
        if (before !== undefined && item.plannedCompletion !== before.item.plannedCompletion) {
            const change = this.#dateChange(system, item.plannedCompletion, merge);
            current.date_changes = [...before.date_changes, change];
            // An unapproved change leaves the date in force as it was.
            if (change.approved_by !== undefined)
                current.due = change.to;
        }
        if (item.statuses.at(-1)?.status === "done") {
            this.#items.delete(key);
            this.#emit(itemObligation(current, this.#context, merge.record));
        }
        else
            this.#items.set(key, current);
    }
    /**
     * A moved planned date: approved when a counted approver is one of those the owner policy in
     * force names (`assessment_date_approvers`), or, where it names none, one of the system's owners
     * in force. CIP-010-4 R3.4 asks for "the planned date of completing the action plan" and names no
     * approver of its change: who approves is the entity's choice, kept in the policy.
     */
    #dateChange(system, to, merge) {
        const named = this.#dateApprovers;
        const approvers = named ?? this.#owners.get(system.name) ?? [];
        const approver = merge.approvers.find((login) => approvers.some((name) => (0,shared_names/* nameKey */.Rc)(name) === (0,shared_names/* nameKey */.Rc)(login)));
        if (approver !== undefined)
            return { record: merge.record, to, approved_by: approver };
        const why = named !== undefined
            ? `approved by none of the assessment_date_approvers the owner policy in force names (${named.join(", ")})`
            : approvers.length === 0
                ? `no owner of ${system.name} is in force to approve it`
                : `approved by none of the owners of ${system.name} in force (${approvers.join(", ")})`;
        return { record: merge.record, to, why };
    }
    #feasible(file, merge) {
        for (const system of this.#named(file.systems)) {
            system.feasibility = { id: file.id, reference: file.reference };
            const interval = system.r32;
            if (interval === undefined)
                continue;
            this.#emit(intervalObligation("CIP-010 R3.2", system, interval, this.#context, {
                record: merge.record,
                facts: { feasibility: system.feasibility },
            }));
            delete system.r32;
        }
    }
    /** A refused record's files close nothing: listed beside the intervals they would have closed. */
    #refused(merge) {
        const why = `${merge.notAccepted ?? "not accepted"}: it puts nothing in force`;
        for (const file of merge.files) {
            if (file.kind === "commissioning")
                continue;
            for (const system of this.#named(file.systems))
                for (const interval of [system.r31, system.r32])
                    if (interval !== undefined)
                        (interval.not_closed_by ??= []).push({ record: merge.record, why });
        }
    }
}
/** Whether any of `assets` is one `kind` applies to in `system`. */
function applicable(kind, system, assets) {
    const keys = new Set(applicableAssets(kind, system).map((asset) => (0,shared_names/* nameKey */.Rc)(asset.name)));
    return assets.some((asset) => keys.has((0,shared_names/* nameKey */.Rc)(asset.name)));
}
function itemKey(held) {
    return `${held.assessment}\u0000${held.item.id}\u0000${held.system.id}`;
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-family.ts
// CIP-010 R3 vulnerability assessments as a row of the family table (family-table.ts): its shape
// (its name and its files', core/families/vulnerability-assessments/), its words, what starts it
// in a workspace and its pass (assessment-pass.ts), and the checkpoint's key for the pass's state
// (assessment-state.ts).




const VULNERABILITY_ASSESSMENT_FAMILY = {
    name: vulnerability_assessment_shape/* VULNERABILITY_ASSESSMENT_SHAPE */.g.name,
    topic: "vulnerability assessments",
    kinds: (0,obligation_model/* partsOf */.CI)("CIP-010 R3"),
    starts: startsVulnerabilityAssessments,
    pass: VulnerabilityAssessmentPass,
    checkpointKey: "vulnerability_assessments",
    reviewedFiles: assessment_file_set/* ASSESSMENT_FILES */.p,
    docs: "obligations/cip-010-r3.md",
    folders: [
        "core/families/vulnerability-assessments",
        "core/audit/families/vulnerability-assessments",
        "core/obligations/vulnerability-assessments",
        "core/assessments",
    ],
    notJudged: "CIP-010 R3 was not judged from this ledger: no obligation of any part was opened. R3 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines and the assessment files), from the first that keeps the baseline of a High or Medium impact BES Cyber System (or its EACMS, PACS or PCA); a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows any system was assessed.",
};

;// CONCATENATED MODULE: ./src/core/obligations/family-table.ts
// The table of families judged from accepted merges (MERGE_JUDGED_FAMILIES) that every layer loops
// over: the obligations pass and its checkpoint, the populations, the report's sections, the
// plan's reviewed-file sections. Each row lives in its family's folder; what a row is, in
// obligation-families.ts.



/**
 * The families judged from accepted merges, in the order every output names them and the
 * checkpoint holds their state.
 */
const FAMILIES = [
    PATCH_MANAGEMENT_FAMILY,
    VULNERABILITY_ASSESSMENT_FAMILY,
    LOW_IMPACT_FAMILY,
];
const MERGE_JUDGED_FAMILIES = FAMILIES;


/***/ }),

/***/ 2693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ governanceObligation),
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
/**
 * A documented change of the CIP Senior Manager or of a delegation as the obligations list it (an
 * Obligation, by its shape: obligation-model.ts imports this module's kinds).
 */
function governanceObligation(found) {
    return {
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
    };
}


/***/ }),

/***/ 5610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qc: () => (/* reexport */ recorded_calendar/* DEFAULT_COMPLETION_GRACE_DAYS */.q),
  aC: () => (/* reexport */ OBLIGATION_STATUSES),
  dq: () => (/* binding */ REQUIREMENTS),
  PB: () => (/* reexport */ STILL_TO_DO),
  $4: () => (/* binding */ UNDECLARED_IMPACT),
  xK: () => (/* binding */ compareObligations),
  vP: () => (/* binding */ contextAt),
  ip: () => (/* binding */ countStatuses),
  Q$: () => (/* binding */ dateOf),
  uS: () => (/* binding */ kindText),
  Hf: () => (/* binding */ newlyIn),
  S2: () => (/* binding */ openedObligation),
  CI: () => (/* binding */ partsOf),
  H8: () => (/* reexport */ record_ref/* refOf */.H),
  c2: () => (/* binding */ statusOf),
  yq: () => (/* binding */ subjectText),
  TY: () => (/* binding */ withCalendar),
  AU: () => (/* binding */ withCurrentVersion),
  KY: () => (/* binding */ withVersions)
});

// UNUSED EXPORTS: OBLIGATION_KINDS, dueText, isTableKind, judgedVersion, obligationKey, recordedCalendar

// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(7638);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(2693);
// EXTERNAL MODULE: ./src/core/families/family-shapes.ts
var family_shapes = __webpack_require__(505);
;// CONCATENATED MODULE: ./src/core/obligations/obligation-kinds.ts





/**
 * The requirement table's parts that are judged as obligations: not CIP-010 R1.1 nor R3.3, which
 * the plan checks at commissioning, nor CIP-007 R1.1, which the ports population documents.
 */
const NOT_JUDGED = ["CIP-010 R1.1", "CIP-007 R1.1"];
const JUDGED_REQUIREMENTS = requirements/* REQUIREMENT_IDS */.RG.filter((id) => !NOT_JUDGED.includes(id));
const OBLIGATION_KINDS = [
    "CIP-002 R2",
    ...JUDGED_REQUIREMENTS,
    ...governance_obligations/* GOVERNANCE_OBLIGATION_KINDS */.UY,
];
const TABLE_KINDS = new Set(OBLIGATION_KINDS);
/** Whether `kind` is one of the table's (worded by REQUIREMENTS), not only declared by a family. */
function isTableKind(kind) {
    return TABLE_KINDS.has(kind);
}
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
 * What still needs someone, in the order listed: what an operator reads first. Closed ones (late
 * or not) and the R1.4 to R1.6 reminders, which never close, are the history.
 */
const STILL_TO_DO = [
    "exception",
    "overdue",
    "due-soon",
    "open",
];
/**
 * Every kind of obligation the tool judges: the requirement table's and the governance
 * obligations', then the parts the families declare (their shapes, core/families/: light, so the
 * help names them without loading a pass).
 */
function judgedKinds() {
    const declared = FAMILY_SHAPES.flatMap((shape) => Object.keys(shape.declaredParts ?? {}));
    return [...OBLIGATION_KINDS, ...declared];
}
/** An obligation's requirement without its part ("CIP-010 R1" of "CIP-010 R1.2"): its family. */
function familyOf(kind) {
    const [standard = kind, requirement = ""] = kind.split(" ");
    return { standard, requirement: requirement.replace(/\..*$/, "") };
}
/** Every family of obligation the tool judges, one name each ("CIP-010 R1"), in table order. */
function obligationFamilies() {
    return [
        ...new Set(judgedKinds()
            .map(familyOf)
            .map(({ standard, requirement }) => `${standard} ${requirement}`)),
    ];
}
/**
 * Every family of obligation the tool judges, in words ("CIP-002 R2, CIP-003 R3 and R4, ..."), by
 * standard: derived from OBLIGATION_KINDS and the families' declared parts, so that a family
 * added to the requirement table or declaring its own parts is named wherever the help and the
 * docs say what is judged (a test compares them).
 */
function obligationFamiliesInWords() {
    const byStandard = new Map();
    for (const { standard, requirement } of judgedKinds().map(familyOf)) {
        const requirements = byStandard.get(standard) ?? [];
        if (!requirements.includes(requirement))
            requirements.push(requirement);
        byStandard.set(standard, requirements);
    }
    return [...byStandard]
        .sort(([a], [b]) => compareCodePoints(a, b))
        .map(([standard, requirements]) => `${standard} ${listOf(requirements.sort(compareCodePoints))}`)
        .join(", ");
}

// EXTERNAL MODULE: ./src/core/authority/governance-requirements.ts
var governance_requirements = __webpack_require__(3998);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-facts.ts
/**
 * R3.3: what stands for an asset put into service: an active assessment of it, a like replacement,
 * a CIP Exceptional Circumstance; none; or not judged (its system declares no impact).
 */
const COMMISSIONING_EVIDENCE = (/* unused pure expression or super */ null && ([
    "assessment",
    "like replacement",
    "CIP Exceptional Circumstance",
    "none",
    "not judged",
]));
/** An R3.4 subject in words: the item of its assessment; undefined for a system's own. */
function assessmentText(facts) {
    return facts.item === undefined
        ? undefined
        : `action item ${facts.item.id} of assessment ${facts.item.assessment}`;
}

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/recorded-calendar.ts
var recorded_calendar = __webpack_require__(9021);
// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(2584);
;// CONCATENATED MODULE: ./src/core/obligations/obligation-model.ts












/**
 * Why an obligation of a system whose document declares no `impact:` is an exception: its rows are
 * judged as for High (fail closed), never "out of scope".
 */
const UNDECLARED_IMPACT = "impact not declared: the system's document has no impact:, so the row is judged as for High";
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
 * The context an obligation opened by `record` is judged in: the calendar and the versions of the
 * standards the record says were in force (the authority table's calendar row,
 * in-force-from-record), or, for a record that keeps none (written before records kept it), the
 * pass's own.
 */
function contextAt(record, pass) {
    // In force only from a merge the gate accepted: a refused one's calendar and versions never do.
    if (record.kind !== "change" || record.change.calendar === undefined || !(0,facts_in_force/* isAccepted */.oB)(record))
        return pass;
    const kept = record.change.calendar;
    const calendar = {
        timeZone: kept.time_zone,
        dueSoonDays: kept.due_soon_days,
        monthEnd: kept.month_end,
    };
    const judged = {
        ...withCalendar(pass, calendar),
        completionGraceDays: kept.completion_grace_days,
    };
    return withVersions(judged, kept.standard_versions ?? []);
}
/** `context` judging by the later versions `versions` names (none: the rows' own). */
function withVersions({ versions: _, ...context }, versions) {
    return versions.length === 0 ? context : { ...context, versions };
}
/**
 * The head every judged obligation starts with, in the order every output writes it: its kind and
 * requirement, the version judging it, and the workspace, subject and record that opened it.
 */
function openedObligation(kind, opened, subject, context) {
    return {
        kind,
        requirement: REQUIREMENTS[kind],
        ...judgedVersion(kind, opened, context),
        workspace: opened.workspace,
        subject,
        opened_by: opened,
    };
}
/**
 * What an obligation of `kind` that `opened` opened names of the version judging it: the later
 * version in force on the record's day in `context`'s calendar, or nothing for its row's own.
 */
function judgedVersion(kind, opened, context) {
    const judged = (0,standard_versions/* versionOn */.Sx)(kind, dateOf(opened, context), context.versions ?? []);
    return "changes" in judged
        ? { version: { standard: judged.standard, changes: judged.changes } }
        : {};
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
/**
 * The parts of `requirement` ("CIP-007 R2") the requirement table judges as obligations, in its
 * order: a family's kinds, whose obligations the audit report counts part by part.
 */
function partsOf(requirement) {
    return OBLIGATION_KINDS.filter((kind) => kind.startsWith(`${requirement}.`));
}
/** An obligation's requirement as listings name it: "CIP-007-7.1 R2.3" when a later version judges it. */
function kindText(o) {
    return o.version === undefined
        ? o.kind
        : `${o.version.standard}${o.kind.slice(o.kind.indexOf(" "))}`;
}
/**
 * `o` with its version under the name the rows give it now: a checkpoint written before a version
 * was renamed (CIP-007-7, now CIP-007-7.1) holds its obligations under the former name.
 */
function withCurrentVersion(o) {
    if (o.version === undefined)
        return o;
    const version = (0,standard_versions/* currentVersion */.YO)(o.kind, o.version);
    return version === o.version ? o : { ...o, version };
}
/** An obligation's due date in words: "due YYYY-MM-DD", or "no due date" for a reminder's. */
function dueText(o) {
    return o.due === null ? "no due date" : `due ${o.due}`;
}
/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
function subjectText(o) {
    const { cyber_system: system, cyber_system_id: id, asset, governance, keyed_by } = o.subject;
    if (governance !== undefined)
        return governance;
    const patching = o.patching && patchingText(o.patching);
    if (system === undefined)
        return patching ?? `the identifications of workspace ${o.workspace}`;
    // Configuration monitoring names a system as the inventory does, by name only.
    const named = id === undefined ? system : `${system} (${id})`;
    // R3.4: an action item of a system's assessment.
    const item = o.assessment && assessmentText(o.assessment);
    if (asset === undefined)
        return item === undefined ? named : `${item} of ${named}`;
    const located = `${asset} in ${named}${keyed_by === undefined ? "" : " (no asset id)"}`;
    return patching === undefined ? located : `${patching} of ${located}`;
}
/** A patch management subject in words: a patch, a baseline item, a source or a plan. */
function patchingText(facts) {
    if (facts.patch !== undefined)
        return `patch ${facts.patch}`;
    if (facts.item !== undefined)
        return `${facts.item.kind} ${JSON.stringify(facts.item.name)}`;
    if (facts.source !== undefined)
        return `patch source ${facts.source}`;
    return facts.plan === undefined ? undefined : `mitigation plan ${facts.plan}`;
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
    const earlier = new Set(before.filter((o) => o.status === status).map(obligationKey));
    return now.filter((o) => o.status === status && !earlier.has(obligationKey(o)));
}
/**
 * What tells an obligation from every other across two judgements of one ledger: its kind,
 * workspace and opening record, and what it is about: the system and asset (by id when it has
 * one, so a rename keeps it), the CIP-003 governance subject, and patch management's item, patch source,
 * patch or plan (one record opens one per item, source, patch or plan of the same asset). What a
 * later record adds to it (the plan that closed an R2.3) is left out.
 */
function obligationKey(o) {
    const { subject, patching } = o;
    return JSON.stringify([
        o.kind,
        o.workspace,
        o.opened_by.sequence,
        subject.cyber_system_id ?? "",
        subject.asset_id ?? subject.asset ?? "",
        subject.governance ?? "",
        patching?.item?.kind ?? "",
        nameKeyOf(patching?.item?.name),
        o.kind === "CIP-007 R2.2" ? (patching?.source ?? "") : "",
        patching?.patch ?? "",
        o.kind === "CIP-007 R2.4" ? (patching?.plan ?? "") : "",
        o.assessment?.key ?? "",
    ]);
}
const nameKeyOf = (name) => (name === undefined ? "" : (0,names/* nameKey */.Rc)(name));


/***/ }),

/***/ 2584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ refOf)
/* harmony export */ });
const refOf = ({ record, sha256 }) => ({
    workspace: record.workspace,
    sequence: record.sequence,
    sha256,
    recorded_at: record.recorded_at,
});


/***/ }),

/***/ 7877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseMitigationPlanText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7210);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3146);
// A mitigation plan (CIP-007-6 R2.3 and R2.4), patch-plans/ID.yaml: the patches it covers (one
// plan may cover many), the planned actions, and a timeframe, a date or an event; later, the day
// the event occurred and the day the plan was implemented, each added by a reviewed change. A plan
// without actions or without a timeframe is no plan: R2.3 asks for both. The plan is dated by the
// record of the merge that reviews it. Every problem at file:line:column.
//
//   version: 1
//   id: MP-2026-03
//   patches: [SEL-2026-004]
//   actions:
//     - block TCP 443 to the RTAC at the substation firewall until the patch is applied
//   timeframe: { event: "the next scheduled outage of at least two days" }
//   event_occurred_on: 2026-05-12
//   implemented_on: 2026-05-13






const KEYS = [
    "version",
    "id",
    "patches",
    "actions",
    "timeframe",
    "event_occurred_on",
    "implemented_on",
];
const TIMEFRAME_SHAPE = '{ by: 2026-06-30 } or { event: "the next scheduled outage" }';
function parseMitigationPlanText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePatchFile */ .st)(text, file, "a mitigation plan", (reader, map) => plan(reader, map, file));
}
function plan(reader, map, file) {
    const fields = reader.fields(map, KEYS, [], "a mitigation plan");
    if (fields === undefined)
        return undefined;
    // R2.3: "Mitigation plans shall include ... planned actions ... and a timeframe": said first.
    for (const [key, what] of [
        ["actions", "the planned actions to mitigate the vulnerabilities each patch addresses"],
        ["timeframe", `a timeframe to complete them, ${TIMEFRAME_SHAPE}`],
    ])
        if (!fields.has(key))
            reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `a mitigation plan has no ${key} (CIP-007-6 R2.3); write ${key}: ${what}`);
    if (!reader.required(map, ["version", "id", "patches"], "a mitigation plan"))
        return undefined;
    if (!fields.has("actions") || !fields.has("timeframe") || !reader.version(fields))
        return undefined;
    const at = (key) => (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const id = reader.textField(fields, "id", "the plan's id, its file's name");
    const misfiled = id === undefined ? undefined : misfiledWords(id, file);
    if (misfiled !== undefined) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("id").value), misfiled);
        return undefined;
    }
    const patches = reader.textsField(fields, "patches", "the ids of the patches it covers, as their evaluations name them");
    const actions = reader.textsField(fields, "actions", "a planned action");
    const timeframe = timeframeOf(reader, at("timeframe").value, at("timeframe").keyOffset);
    const dates = plannedDates(reader, fields, timeframe);
    if (id === undefined ||
        patches === undefined ||
        actions === undefined ||
        timeframe === undefined ||
        dates === undefined)
        return undefined;
    const written = at("patches").value;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(written))
        patches.forEach((patch, index) => reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(written.items[index]), {
            kind: "patch",
            plan: id,
            id: patch,
        }));
    return { id, patches, actions, timeframe, ...dates };
}
/** Why a plan with id `id` is not where `file` is (patch-plans/ID.yaml), or undefined. */
function misfiledWords(id, file) {
    const parts = file.split("/");
    const named = parts.at(-1)?.replace(/\.ya?ml$/, "");
    const rule = `a plan is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw}/ID.yaml`;
    if (parts.at(-2) !== _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw)
        return `plan ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is filed in ${parts.length > 1 ? `${parts.slice(0, -1).join("/")}/` : "the repository root"}, not ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw}/: ${rule}; move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw}/${id}.yaml`;
    if (named === id)
        return undefined;
    return `plan id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PLANS_FOLDER */ .Cw}/${id}.yaml, or write id: ${named}`;
}
function timeframeOf(reader, value, keyOffset) {
    const map = reader.submap(value, keyOffset, "timeframe", TIMEFRAME_SHAPE);
    const fields = map && reader.fields(map, ["by", "event"], [], "timeframe");
    if (map === undefined || fields === undefined)
        return undefined;
    if (fields.has("by") === fields.has("event")) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `timeframe is a date or an event, one of them; write ${TIMEFRAME_SHAPE}`);
        return undefined;
    }
    if (fields.has("by")) {
        const date = reader.dateField(fields, "by", "the last day to complete the mitigations");
        return date === undefined ? undefined : { by: date };
    }
    const text = reader.textField(fields, "event", "the event that ends the timeframe");
    return text === undefined ? undefined : { event: text };
}
/** `event_occurred_on` (an event-dated plan's only) and `implemented_on`. */
function plannedDates(reader, fields, timeframe) {
    const dates = {};
    const occurred = fields.get("event_occurred_on");
    if (occurred !== undefined) {
        if (timeframe !== undefined && "by" in timeframe) {
            reader.error(occurred.keyOffset, "event_occurred_on belongs to a plan whose timeframe is an event; remove it, or write timeframe: { event: ... }");
            return undefined;
        }
        dates.eventOccurredOn = reader.dateField(fields, "event_occurred_on", "the day the event occurred");
        if (dates.eventOccurredOn === undefined)
            return undefined;
    }
    if (fields.has("implemented_on")) {
        dates.implementedOn = reader.dateField(fields, "implemented_on", "the day the plan was implemented");
        if (dates.implementedOn === undefined)
            return undefined;
    }
    return dates;
}


/***/ }),

/***/ 9786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ parsePatchEvaluationText)
/* harmony export */ });
/* unused harmony export evaluationFolderSource */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7210);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3146);
// An evaluation of one source's releases (CIP-007-6 R2.2), patch-evaluations/SOURCE/NAME.yaml: the
// source, the first release day it covers (no later than the day of the source's previous
// evaluation: a later one leaves the days between unevaluated, evaluation-intervals.ts), and
// each patch released with its release date, the baseline item it patches and whether it is
// applicable (a patch that is not says why). Its date is the record of the merge that reviews
// it, never a field. `applicable: null` is a judgement a draft left to review: refused until a
// person writes it. Every problem at file:line:column.
//
//   version: 1
//   source: sel-advisories
//   releases_since: 2026-02-11
//   patches:
//     - { id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }
//     - id: SEL-2026-006
//       released: 2026-03-02
//       item: { os_firmware: "SEL-3555 firmware" }
//       applicable: false
//       reason: fixes the web interface, which our baselines keep disabled (port 443 closed)






const PATCH_SHAPE = '{ id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }';
/** The source an evaluation's path files it under: patch-evaluations/SOURCE/NAME.yaml. */
function evaluationFolderSource(file) {
    const parts = file.split("/");
    const at = parts.lastIndexOf(_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .EVALUATIONS_FOLDER */ .nH);
    return at >= 0 && at === parts.length - 3 ? parts[at + 1] : undefined;
}
function parsePatchEvaluationText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePatchFile */ .st)(text, file, "an evaluation file", (reader, map) => evaluation(reader, map, file));
}
function evaluation(reader, map, file) {
    const keys = ["version", "source", "releases_since", "patches"];
    const fields = reader.fields(map, keys, keys, "an evaluation file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const at = (key) => (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const source = reader.textField(fields, "source", "the id of the source it evaluates");
    const folder = evaluationFolderSource(file);
    if (source !== undefined && folder !== source) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("source").value), folder === undefined
            ? `an evaluation is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .EVALUATIONS_FOLDER */ .nH}/${source}/NAME.yaml; move the file there`
            : `source ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source)} is not the folder it is filed in (${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .EVALUATIONS_FOLDER */ .nH}/${folder}/); move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .EVALUATIONS_FOLDER */ .nH}/${source}/ or name its source ${folder}`);
        return undefined;
    }
    if (source !== undefined)
        reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("source").value), { kind: "source", id: source });
    const releasesSince = reader.dateField(fields, "releases_since", "the first release day it covers");
    const patchesField = at("patches");
    const items = reader.list(patchesField.value, patchesField.keyOffset, "patches", `maps such as ${PATCH_SHAPE}, or [] when the source released none`, true);
    const patches = items?.map((item) => patch(reader, item, patchesField.keyOffset));
    if (source === undefined || releasesSince === undefined || patches === undefined)
        return undefined;
    if (patches.some((entry) => entry === undefined))
        return undefined;
    const read = patches;
    const seen = new Set();
    for (const entry of read) {
        if (seen.has((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .patchKey */ .kP)(entry.id))) {
            reader.error(entry.at, `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(entry.id)} is listed twice; keep one`);
            return undefined;
        }
        seen.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .patchKey */ .kP)(entry.id));
    }
    return { file, source, releasesSince, patches: read.map(({ at: _, ...entry }) => entry) };
}
function patch(reader, item, keyOffset) {
    const map = reader.submap(item, keyOffset, "each patch", PATCH_SHAPE);
    if (map === undefined)
        return undefined;
    const keys = ["id", "released", "item", "applicable", "reason"];
    const fields = reader.fields(map, keys, ["id", "released", "item", "applicable"], "a patch");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const id = reader.textField(fields, "id", "the patch's id as the source names it");
    const released = reader.dateField(fields, "released", "the day the source released it");
    const patched = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .itemRef */ .x9)(reader, at("item").value, at("item").keyOffset, "item");
    const applicable = judgement(reader, id, at("applicable"));
    const reason = fields.has("reason")
        ? reader.textField(fields, "reason", "why the patch is not applicable")
        : undefined;
    if (id === undefined ||
        released === undefined ||
        patched === undefined ||
        applicable === undefined)
        return undefined;
    if (fields.has("reason") && reason === undefined)
        return undefined;
    reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("item").value), { kind: "item", patch: id, item: patched });
    if (!applicable && reason === undefined) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not applicable but says no reason; add reason: why it does not apply to the item as installed`);
        return undefined;
    }
    return {
        id,
        released,
        item: patched,
        applicable,
        ...(reason === undefined ? {} : { reason }),
        at: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map),
    };
}
/**
 * `applicable`: true or false. Null (`null`, `~` or nothing) is a judgement a draft left to its
 * reviewer (`cip-sync patches draft`): the file is no evaluation until a person writes it.
 */
function judgement(reader, id, field) {
    const { value, keyOffset } = field;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) || value.value !== null)
        return reader.flag(value, keyOffset, "applicable");
    reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(value), `${id === undefined ? "the patch" : `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)}`} is not judged yet (applicable: null); write applicable: true, or applicable: false with reason: why it does not apply to the item as installed`);
    return undefined;
}


/***/ }),

/***/ 3049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parsePatchSourcesText)
/* harmony export */ });
/* unused harmony export SOURCE_ID_PATTERN */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7210);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3146);





/** A source's id names the folder of its evaluations. */
const SOURCE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const SOURCE_SHAPE = '{ id: sel-advisories, name: "SEL security notifications", covers: [{ software: "acSELerator RTAC" }] }';
const NO_SOURCE_SHAPE = '{ software: "Legacy HMI", kind: no-patching-source, reason: "vendor ceased trading in 2019" }';
function parsePatchSourcesText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchFile */ .st)(text, file, "the patch sources file", (reader, map) => sourcesFile(reader, map));
}
function sourcesFile(reader, map) {
    const fields = reader.fields(map, ["version", "sources", "no_source"], ["version"], "the patch sources file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const sources = entries(reader, fields, "sources", SOURCE_SHAPE, (entry) => source(reader, entry));
    const noSource = entries(reader, fields, "no_source", NO_SOURCE_SHAPE, (entry) => declaration(reader, entry));
    if (sources === undefined || noSource === undefined)
        return undefined;
    if (!distinct(reader, sources, noSource))
        return undefined;
    return {
        sources: sources.map(({ at: _, ...entry }) => entry),
        noSource: noSource.map(({ at: _, ...entry }) => entry),
    };
}
/** Each entry of the list `key` (absent or `[]`: none), read by `read`. */
function entries(reader, fields, key, shape, read) {
    const field = fields.get(key);
    if (field === undefined)
        return [];
    const items = reader.list(field.value, field.keyOffset, key, `maps such as ${shape}`, true);
    if (items === undefined)
        return undefined;
    const read_ = [];
    let valid = true;
    for (const item of items) {
        const entry = reader.submap(item, field.keyOffset, `each entry of ${key}`, shape);
        const value = entry && read(entry);
        if (entry === undefined || value === undefined)
            valid = false;
        else
            read_.push({ ...value, at: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(entry) });
    }
    return valid ? read_ : undefined;
}
function source(reader, map) {
    const fields = reader.fields(map, ["id", "name", "url", "covers"], ["id", "name", "covers"], "a source");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredField */ .Q$)(fields, key);
    const id = reader.textField(fields, "id", "the source's id, such as sel-advisories");
    if (id !== undefined && !SOURCE_ID_PATTERN.test(id)) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(at("id").value), `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} must be lower-case letters, digits and hyphens (it names the folder patch-evaluations/${id.toLowerCase().replace(/[^a-z0-9-]+/g, "-")}/)`);
        return undefined;
    }
    const name = reader.textField(fields, "name", "what the source is");
    const url = fields.has("url")
        ? reader.textField(fields, "url", "where the source publishes")
        : undefined;
    const coversField = at("covers");
    const items = reader.list(coversField.value, coversField.keyOffset, "covers", "baseline items");
    const covers = items?.map((item) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .itemRef */ .x9)(reader, item, coversField.keyOffset, "each entry of covers"));
    if (id === undefined || name === undefined || covers === undefined)
        return undefined;
    if ((fields.has("url") && url === undefined) || covers.some((item) => item === undefined))
        return undefined;
    return { id, name, ...(url === undefined ? {} : { url }), covers: covers };
}
function declaration(reader, map) {
    const known = [..._patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PATCHED_ITEMS */ .Rp, "kind", "reason"];
    const fields = reader.fields(map, known, ["kind", "reason"], "a no_source entry");
    if (fields === undefined)
        return undefined;
    const item = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .itemOf */ .Tu)(reader, fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(map), "a no_source entry");
    const kind = reader.choiceField(fields, "kind", "no-patching-source or not-updateable", _patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_SOURCE_KINDS */ .C$);
    const reason = reader.textField(fields, "reason", "why the item has no patching source or cannot be updated");
    if (item === undefined || kind === undefined || reason === undefined)
        return undefined;
    return { item, kind, reason };
}
/** No source id twice, no item covered twice by a source nor both covered and declared. */
function distinct(reader, sources, declarations) {
    let valid = true;
    const ids = new Set();
    const covered = new Map();
    for (const entry of sources) {
        if (ids.has(entry.id)) {
            reader.error(entry.at, `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry.id)} is written twice; keep one entry with every item it covers`);
            valid = false;
        }
        ids.add(entry.id);
        for (const item of entry.covers) {
            const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemKey */ .Dh)(item);
            if (covered.get(key) === entry.id) {
                reader.error(entry.at, `source ${entry.id} covers ${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemText */ .rv)(item)} twice; keep one`);
                valid = false;
            }
            covered.set(key, entry.id);
        }
    }
    const declared = new Set();
    for (const entry of declarations) {
        const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemKey */ .Dh)(entry.item);
        const by = covered.get(key);
        const problem = by !== undefined
            ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemText */ .rv)(entry.item)} is covered by source ${by} and declared to have none; remove one`
            : declared.has(key)
                ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemText */ .rv)(entry.item)} is declared twice under no_source; keep one`
                : undefined;
        if (problem !== undefined) {
            reader.error(entry.at, problem);
            valid = false;
        }
        declared.add(key);
    }
    return valid;
}


/***/ }),

/***/ 6055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ itemOf),
/* harmony export */   st: () => (/* binding */ parsePatchFile),
/* harmony export */   x9: () => (/* binding */ itemRef)
/* harmony export */ });
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7210);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3146);



/** Reads a patch file's `text` with `read` (`what` names it in what is reported). */
function parsePatchFile(text, file, what, read) {
    return (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseReviewedFile */ .fW)(text, file, { what, version: _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCH_FILES_VERSION */ .Cx }, read);
}
/** The one item key of `fields` (`os_firmware: NAME` or `software: NAME`), reported at `at`. */
function itemOf(reader, fields, at, what) {
    const item = reader.oneTextOf(fields, _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp, at, (written) => `${what} names ${written === 0 ? "no" : "more than one"} baseline item; write exactly one of os_firmware: NAME or software: NAME, as the asset's baseline names it`, () => "the item's name as the baseline writes it");
    return item && { kind: item.key, name: item.text };
}
/** `{ os_firmware: NAME }` or `{ software: NAME }`, as a map of its own. */
function itemRef(reader, value, keyOffset, label) {
    const shape = '{ software: "acSELerator RTAC" } or { os_firmware: "SEL-3555 firmware" }';
    const map = reader.submap(value, keyOffset, label, shape);
    if (map === undefined)
        return undefined;
    const fields = reader.fields(map, _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp, [], label);
    return fields && itemOf(reader, fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeStart */ .f)(map), label);
}


/***/ }),

/***/ 4172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ PATCH_FILES)
});

// EXTERNAL MODULE: ./src/core/families/patch-management/patch-management-shape.ts
var patch_management_shape = __webpack_require__(3837);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(3788);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(3146);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(7877);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(9786);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(3049);
;// CONCATENATED MODULE: ./src/core/patches/patch-file-changes.ts





/**
 * The patch files of `head` (path from the repository root → text) against those of the commit
 * compared with; undefined when none is added, changed or removed. The head's files are valid
 * (the plan refuses one that is not before it gets here).
 */
function patchFileChanges(head, base, comparedWith) {
    const files = (0,reviewed_file_set/* changedFiles */.Y)(head, base, (file, text) => contentOf(file, text));
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
}
function contentOf(file, text) {
    if (file === patch_files/* PATCH_SOURCES_FILE */.DK) {
        const sources = (0,parse_patch_sources/* parsePatchSourcesText */.J)(text, file).value;
        return sources === undefined ? {} : sourcesShown(sources);
    }
    if (file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`)) {
        const evaluation = (0,parse_patch_evaluation/* parsePatchEvaluationText */.t)(text, file).value;
        return evaluation === undefined ? {} : { evaluation: evaluationShown(evaluation) };
    }
    if (file.startsWith(`${patch_files/* PLANS_FOLDER */.Cw}/`)) {
        const plan = (0,parse_mitigation_plan/* parseMitigationPlanText */.b)(text, file).value;
        return plan === undefined ? {} : { plan: planShown(plan) };
    }
    return {};
}
function sourcesShown(sources) {
    return {
        sources: sources.sources.map((source) => ({
            id: source.id,
            name: source.name,
            covers: source.covers.map(patch_files/* itemText */.rv),
        })),
        no_source: sources.noSource.map((declaration) => ({
            item: (0,patch_files/* itemText */.rv)(declaration.item),
            kind: declaration.kind,
            reason: declaration.reason,
        })),
    };
}
function evaluationShown(evaluation) {
    return {
        source: evaluation.source,
        releases_since: evaluation.releasesSince,
        patches: evaluation.patches.map((patch) => ({
            id: patch.id,
            released: patch.released,
            item: (0,patch_files/* itemText */.rv)(patch.item),
            applicable: patch.applicable,
            ...(patch.reason === undefined ? {} : { reason: patch.reason }),
        })),
    };
}
function planShown(plan) {
    return {
        id: plan.id,
        patches: plan.patches,
        actions: plan.actions,
        timeframe: (0,patch_files/* timeframeText */.OD)(plan.timeframe),
        ...(plan.eventOccurredOn === undefined ? {} : { event_occurred_on: plan.eventOccurredOn }),
        ...(plan.implementedOn === undefined ? {} : { implemented_on: plan.implementedOn }),
    };
}

;// CONCATENATED MODULE: ./src/core/patches/patch-file-set.ts
// The patch files as a set the family's row carries (Family.reviewedFiles): where they are, which
// paths are theirs, the merge record's field and what the plan shows of each; apart from
// patch-files.ts, which patch-file-changes.ts reads, so that neither imports the other. Pure.



/**
 * The patch files as the family's row carries them: the plan and the merge gather them so, and
 * the plan shows each as `patchFileChanges` does.
 */
const PATCH_FILES = {
    ...patch_management_shape/* PATCH_MANAGEMENT_SHAPE */.N.reviewedFiles,
    roots: patch_files/* PATCH_FILE_ROOTS */.sS,
    patterns: [patch_files/* PATCH_SOURCES_FILE */.DK, `${patch_files/* EVALUATIONS_FOLDER */.nH}/**/*.yaml`, `${patch_files/* PLANS_FOLDER */.Cw}/*.yaml`],
    belongs: patch_files/* isPatchFile */.VL,
    changes: patchFileChanges,
};


/***/ }),

/***/ 3146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ NO_SOURCE_KINDS),
/* harmony export */   Cw: () => (/* binding */ PLANS_FOLDER),
/* harmony export */   Cx: () => (/* binding */ PATCH_FILES_VERSION),
/* harmony export */   DK: () => (/* binding */ PATCH_SOURCES_FILE),
/* harmony export */   Dh: () => (/* binding */ itemKey),
/* harmony export */   OD: () => (/* binding */ timeframeText),
/* harmony export */   Rp: () => (/* binding */ PATCHED_ITEMS),
/* harmony export */   VL: () => (/* binding */ isPatchFile),
/* harmony export */   kP: () => (/* binding */ patchKey),
/* harmony export */   nH: () => (/* binding */ EVALUATIONS_FOLDER),
/* harmony export */   rv: () => (/* binding */ itemText),
/* harmony export */   sS: () => (/* binding */ PATCH_FILE_ROOTS)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

const PATCH_FILES_VERSION = 1;
/** Where the files are, relative to the repository root. */
const PATCH_SOURCES_FILE = "cip-patch-sources.yaml";
const EVALUATIONS_FOLDER = "patch-evaluations";
const PLANS_FOLDER = "patch-plans";
/** Where the patch files are: the sources file and the two folders. */
const PATCH_FILE_ROOTS = [PATCH_SOURCES_FILE, EVALUATIONS_FOLDER, PLANS_FOLDER];
/**
 * Whether `path` is a patch file: the sources file, a YAML file at any depth under the evaluations'
 * folder (filed by source), or one directly in the plans' folder.
 */
function isPatchFile(path) {
    if (path === PATCH_SOURCES_FILE)
        return true;
    if (!path.endsWith(".yaml"))
        return false;
    if (path.startsWith(`${EVALUATIONS_FOLDER}/`))
        return true;
    return path.startsWith(`${PLANS_FOLDER}/`) && !path.slice(PLANS_FOLDER.length + 1).includes("/");
}
/** The baseline items patches come from (CIP-010 R1.1.1 and 1.1.2). */
const PATCHED_ITEMS = ["os_firmware", "software"];
/** The identity of an item across files and baselines: its kind and its name's key. */
function itemKey(item) {
    return `${item.kind}\u0000${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(item.name)}`;
}
/** An item in words: `software "RTAC"`. */
function itemText(item) {
    return `${item.kind} ${JSON.stringify(item.name)}`;
}
/** A patch's identity: its id as the inventory's `patches` entries write it, case ignored. */
function patchKey(id) {
    return (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(id);
}
/** Why an item has no source (CIP-007-6 R2.1: "updateable and for which a patching source exists"). */
const NO_SOURCE_KINDS = ["no-patching-source", "not-updateable"];
/** A timeframe in words, as obligations and messages say it. */
function timeframeText(timeframe) {
    return "by" in timeframe
        ? `by ${timeframe.by}`
        : `at the event ${JSON.stringify(timeframe.event)}`;
}


/***/ }),

/***/ 5240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ isApplicable),
/* harmony export */   Vk: () => (/* binding */ namedAssetKey),
/* harmony export */   XI: () => (/* binding */ onAssetKey),
/* harmony export */   _8: () => (/* binding */ applicableItems),
/* harmony export */   e7: () => (/* binding */ assetKey)
/* harmony export */ });
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3146);
// The assets CIP-007 R2 is judged over and their patched items: an asset with its baseline's
// os_firmware, software and patches, whether R2 applies to it, and the items patch sources must
// cover. What applies is the requirement table's: High and Medium BCS and their EACMS, PACS and
// PCA, a system without impact judged as High (fail closed). Read by the plan (items without a
// source) and by the obligations' pass over the ledger. Pure.



/**
 * Whether CIP-007 R2 applies to the asset (the four parts share their Applicable Systems). A
 * software record is baseline content, not a Cyber Asset: R2 does not apply to it, as CIP-010 R1
 * does not (baseline-completeness.ts, deviation-obligations.ts).
 */
function isApplicable(asset) {
    if (asset.type === "software")
        return false;
    return (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .applies */ .Br)((0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .requirementRow */ .gv)("CIP-007 R2.1"), {
        class: asset.class,
        impact: asset.impact ?? "high",
    });
}
/** How an asset is followed: the key it kept, else its id, else its system and name. */
function assetKey(asset) {
    return asset.key ?? asset.asset_id ?? namedAssetKey(asset);
}
/** An asset's key by its system and name: how one without an id yet is followed. */
function namedAssetKey(asset) {
    return `${asset.cyber_system}\u0000${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(asset.asset)}`;
}
/** The key of an item or a patch on an asset, from the asset's key and the item's or patch's. */
function onAssetKey(asset, key) {
    return `${asset}\u0001${key}`;
}
/** Every os_firmware and software item of the applicable assets' baselines, by asset and item. */
function applicableItems(assets) {
    const items = new Map();
    for (const asset of assets) {
        if (!isApplicable(asset) || asset.baseline === "ref")
            continue;
        for (const kind of _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp)
            for (const { name, version } of asset.baseline[kind]) {
                const item = { kind, name };
                items.set(onAssetKey(assetKey(asset), (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .itemKey */ .Dh)(item)), { asset, item, version });
            }
    }
    return items;
}


/***/ }),

/***/ 7551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ VULNERABILITY_ASSESSMENT_SETTINGS)
/* harmony export */ });
/**
 * The policy's `vulnerability_assessments:`: `flag` (the default) lists in the plan each asset
 * commissioned without R3.3's evidence; `require` also refuses the plan.
 */
const VULNERABILITY_ASSESSMENT_SETTINGS = ["flag", "require"];


/***/ }),

/***/ 4105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ commissioningProblems),
  Q: () => (/* binding */ goesIntoService)
});

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
;// CONCATENATED MODULE: ./src/core/inventory/baselines/baseline-completeness.ts




const R1_1 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.1");
const PORTS = (0,requirements/* requirementRow */.gv)("CIP-007 R1.1");
const WHAT_TO_WRITE = "write baseline: with os_firmware ([{ name, version }]), software, custom_software, ports and patches ([] for none), the name of a shared baseline under baselines:, or baseline_ref: { uri, sha256 }";
/**
 * The R1.1 problems of the in-scope assets of `documents` that `entering` says go into service in
 * their system, each at the asset's name.
 */
function commissioningBaselineProblems(documents, entering) {
    const diagnostics = [];
    for (const document of documents) {
        const impact = document.impact?.value;
        if (impact !== "high" && impact !== "medium")
            continue;
        for (const asset of document.assets) {
            if (!entering(document, asset))
                continue;
            for (const message of assetProblems(asset, impact, document.erc?.value))
                diagnostics.push({ severity: "error", location: asset.location, message });
        }
    }
    return diagnostics;
}
/** Each of the asset's R1.1 problems: all of them, so that one fix does not uncover the next. */
function assetProblems(asset, impact, erc) {
    const assetClass = asset.class?.value ?? asset_class/* DEFAULT_ASSET_CLASS */.q$;
    const scope = { class: assetClass, impact, ...(erc === undefined ? {} : { erc }) };
    // `software` records are baseline content, never Cyber Assets.
    if (asset.type === "software" || !(0,requirements/* applies */.Br)(R1_1, scope))
        return [];
    const who = `asset ${(0,diagnostics/* quote */.hD)(asset.name)} (${assetClass} of a ${impact} impact system)`;
    const baseline = asset.baseline;
    if (baseline === undefined)
        return [
            `${who} has no baseline configuration; CIP-010 R1.1 asks for one before it is in service: ${WHAT_TO_WRITE}`,
        ];
    const problems = [];
    if (baseline.missing !== undefined)
        problems.push(`${who} has an incomplete baseline: ${(0,wording/* listOf */.c3)(baseline.missing)} ${baseline.missing.length === 1 ? "is" : "are"} not written; CIP-010 R1.1 asks for all five items: write each, [] for none`);
    if ((0,requirements/* applies */.Br)(PORTS, scope) && baseline.unjustifiedPorts !== undefined)
        problems.push(`${who} has ${baseline.unjustifiedPorts} port${baseline.unjustifiedPorts === 1 ? "" : "s"} without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port`);
    return problems;
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/plan/commissioning.ts
// CIP-010-4 R1.1 at commissioning, against the live inventory: a declared asset that the service
// does not hold (a create) or holds in another system (a move into this one) goes into service in
// its system, and must then have a complete baseline if R1 applies to it there
// (core/inventory/baselines/baseline-completeness.ts). The plan and an online `validate` refuse it at the
// asset's place; an asset already in service there is not asked again.


function commissioningProblems(resolved, live) {
    return commissioningBaselineProblems(resolved.map(({ document }) => document), goesIntoService(resolved, live));
}
/**
 * Whether a declared asset goes into service in its document's system: the service holds it
 * neither there under its name nor under the name it is renamed from (a rename already applied
 * leaves renamed_from behind, naming an asset the service no longer holds). CIP-010 R1.1's and
 * R3.3's commissioning (core/assessments/commissioning-assessments.ts).
 */
function goesIntoService(resolved, live) {
    const liveSystem = new Map(live.cyberAssets.map((asset) => [(0,names/* nameKey */.Rc)(asset.name), asset.cyber_system_id]));
    const systemOf = new Map(resolved.map(({ document, system }) => [document, system.id]));
    return (document, asset) => ![asset.name, asset.renamedFrom?.value].some((name) => name !== undefined && liveSystem.get((0,names/* nameKey */.Rc)(name)) === systemOf.get(document));
}


/***/ }),

/***/ 3212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ operationNumber),
/* harmony export */   Pk: () => (/* binding */ parentKindWord),
/* harmony export */   R6: () => (/* binding */ PATCH_SOURCE_SETTINGS),
/* harmony export */   V1: () => (/* binding */ PLAN_FORMAT_VERSION),
/* harmony export */   WW: () => (/* reexport safe */ _commissioning_assessment_model_js__WEBPACK_IMPORTED_MODULE_1__.W),
/* harmony export */   kM: () => (/* binding */ DEFAULT_SAFETY_LIMITS),
/* harmony export */   nj: () => (/* binding */ PATCH_SOURCE_CHANGES)
/* harmony export */ });
/* harmony import */ var _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1477);
/* harmony import */ var _commissioning_assessment_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7551);
// The plan and its results: documents bound to live cyber systems, the operations, the safety
// report and what apply did. Data that renderers and apply only read; pure types and constants.


/** "facility" or "control center", as messages and renderers say it. */
function parentKindWord(kind) {
    return kind === "facility" ? "facility" : "control center";
}
// ---------------------------------------------------------------------------------------------
// The plan: data that renderers and apply only read. Versioned; see schemas/plan.schema.json.
const PLAN_FORMAT_VERSION = 1;
/**
 * The policy's `patch_sources:`: `flag` (the default) lists the items without a source in the
 * plan; `require` also refuses the plan when the change adds or changes one.
 */
const PATCH_SOURCE_SETTINGS = ["flag", "require"];
/**
 * How an item stands against the existing baseline: added or changed (its version) by this
 * change, as it was (an existing gap), or unknown (the baselines were not compared).
 */
const PATCH_SOURCE_CHANGES = ["added", "changed", "existing", "unknown"];
const DEFAULT_SAFETY_LIMITS = {
    maxChangeRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-change-percent"].default / 100,
    minAssetsForRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["min-assets-for-ratio"].default,
    maxChanges: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-changes"].default,
};
/**
 * An operation's number as people read it, from 1 (#1 in text): the plan's first operation is 1,
 * which the plan's and the record's JSON hold as index 0 (`index`, `depends_on`).
 */
function operationNumber(index) {
    return index + 1;
}


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

/***/ 3788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ changedFiles)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

/**
 * The files of `head` whose text differs from `base`'s (added or changed, each with what `shown`
 * reads of it) and those of `base` that `head` lacks (removed, by path), in path order; every
 * family's `changes` compares its files so.
 */
function changedFiles(head, base, shown) {
    const files = [];
    for (const [file, text] of head) {
        const was = base.get(file);
        if (was === text)
            continue;
        const change = was === undefined ? "added" : "changed";
        files.push({ file, change, ...shown(file, text, change) });
    }
    for (const file of base.keys())
        if (!head.has(file))
            files.push({ file, change: "removed" });
    return files.sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.file, b.file));
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
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
const REVIEWED_FILE_FIELDS = Object.fromEntries(family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => [shape.field, shape.shown.optional()]));

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
const createOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("create"),
    ...operationBase,
    name: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
})
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
    name: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
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
