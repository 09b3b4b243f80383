export const id = 3975;
export const ids = [3975];
export const modules = {

/***/ 37441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ ASSESSMENT_FILES)
});

// EXTERNAL MODULE: ./src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts
var vulnerability_assessment_shape = __webpack_require__(57584);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(63788);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(96075);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-file-changes.ts


/**
 * The assessment files of `head` (path from the repository root → text) against those of `base`
 * (the assessment files of the commit compared with); undefined when none is added, changed or removed.
 * A file its parser refuses shows its path only (review refuses it before, with the problem).
 */
function assessmentFileChanges(head, base, comparedWith) {
    return (0,reviewed_file_set/* fileChanges */.C8)(head, base, comparedWith, (file, text, change) => {
        // Read whatever day it is: what the plan shows, and the fingerprint over it, must be the same
        // at review and at the merge (whether a date is after today is review's check, made before).
        const record = (0,parse_assessment/* parseAssessmentText */.X)(text, file, { at: undefined }).value;
        return record === undefined ? {} : { record: recordShown(record, change) };
    });
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
    return assessmentShown(file, change);
}
/** An assessment: what it covers, its method and environment, the intervals and action items it closes or opens. */
function assessmentShown(file, change) {
    const { kind, id } = file;
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

/***/ 60366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FE: () => (/* binding */ NO_COMMISSIONING_ASSESSMENT),
/* harmony export */   Fi: () => (/* binding */ checkCommissioningAssessments),
/* harmony export */   Yq: () => (/* binding */ impactUndeclared),
/* harmony export */   Zv: () => (/* binding */ COMMISSIONING_ASSESSMENT_FIX)
/* harmony export */ });
/* unused harmony exports IMPACT_UNDECLARED_AT_MERGE, commissionedWords */
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47178);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18453);
/* harmony import */ var _plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70608);
/* harmony import */ var _plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63788);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2885);
/* harmony import */ var _assessment_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4683);
/* harmony import */ var _commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(30000);
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
const COMMISSIONING_ASSESSMENT_FIX = `add to ${_assessment_files_js__WEBPACK_IMPORTED_MODULE_7__/* .ASSESSMENTS_FOLDER */ .Jy}/ an active assessment whose systems and assets name it, or a kind: commissioning record with like_replacement_of: EXISTING-ASSET (whose baseline it models) or cip_exceptional_circumstance: REFERENCE`;
const R3_3 = (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .requirementRow */ .gv)("CIP-010 R3.3");
function checkCommissioningAssessments(inputs) {
    const entering = (0,_plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__/* .goesIntoService */ .Q)(inputs.resolved, inputs.live);
    // Every asset the change puts into service, whatever its system: none is an existing one.
    const enteringKeys = new Set(inputs.resolved.flatMap(({ document }) => document.assets
        .filter((asset) => asset.type !== "software" && entering(document, asset))
        .map((asset) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_7__/* .assessedNameKey */ .AT)(asset.name))));
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
            const gap = (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .evidenceGap */ .mk)(evidence, () => notComparedWhy(inputs.existing));
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
    const r33 = files.flatMap((file) => (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .commissioningFileOf */ .xX)(file) ?? []);
    return (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .evidenceNaming */ .iq)(r33, { system, asset: asset.name }, entering, (of) => {
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
            if ((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_6__/* .nameKey */ .Rc)(asset.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_6__/* .nameKey */ .Rc)(name) && asset.baseline !== undefined)
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
    return (0,_plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_4__/* .requiredGapErrors */ .NJ)(commissioned.filter((entry) => entry.gap !== undefined), read, (entry, policyFile) => `${NO_COMMISSIONING_ASSESSMENT}: ${commissionedWords(entry)} (${entry.gap ?? ""}), and ${policyFile} sets vulnerability_assessments: require: ${COMMISSIONING_ASSESSMENT_FIX}`);
}
/** The asset as every output names it. */
function commissionedWords(entry) {
    return `${entry.class} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(entry.asset)} goes into service in High system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(entry.cyber_system)}`;
}


/***/ }),

/***/ 30000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M5: () => (/* binding */ standingEvidence),
/* harmony export */   iq: () => (/* binding */ evidenceNaming),
/* harmony export */   mk: () => (/* binding */ evidenceGap),
/* harmony export */   xX: () => (/* binding */ commissioningFileOf)
/* harmony export */ });
/* unused harmony export evidenceStands */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
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

/***/ 96075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ parseAssessmentText)
});

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/reviewed-file-reader.ts
var reviewed_file_reader = __webpack_require__(17210);
// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
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
        const state = reader.choiceField(status, "status", assessment_files/* ITEM_STATUSES */.J4);
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
    const systems = reader.textsField(fields, "systems", "a High system an active assessment is not technically feasible for");
    const reference = reader.textField(fields, "reference", "the record's reference (its technical feasibility exception, say)");
    const reason = reader.textField(fields, "reason", "why an active assessment is not technically feasible");
    if (systems === undefined || reference === undefined || reason === undefined)
        return undefined;
    referToEach(reader, fields.required("systems").value, (name) => ({
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
    const system = reader.textField(fields, "cyber_system", "the system the asset goes into, as its document names it");
    const asset = reader.textField(fields, "asset", "the new asset, as the inventory names it");
    const exception = exceptionOf(read.reading, fields, (0,yaml_reader/* nodeStart */.f)(fields.required("asset").value));
    if (system === undefined || asset === undefined || exception === undefined)
        return undefined;
    referToEach(reader, fields.required("cyber_system").value, (name) => ({
        kind: "cyber-system",
        field: "cyber_system",
        name,
    }));
    // The asset replaced (like_replacement_of) is not resolved here: the same change may retire it.
    referToEach(reader, fields.required("asset").value, (name) => ({
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
        const fields = reader.fileFields(map, known, required, `${kind === "assessment" ? "an" : "a"} ${kind} record`);
        if (fields === undefined)
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
    reader.error((0,yaml_reader/* nodeStart */.f)(fields.required("id").value), parts.at(-2) === assessment_files/* ASSESSMENTS_FOLDER */.Jy
        ? `record id ${(0,diagnostics/* quote */.hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml, or write id: ${named ?? ""}`
        : `record ${(0,diagnostics/* quote */.hD)(id)} is filed in ${parts.slice(0, -1).join("/") || "the repository root"}, not ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/: ${rule}; move the file to ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml`);
    return undefined;
}
function assessmentOf(reading, id) {
    const { reader, fields } = reading;
    const { systems, assets } = coverageOf(reading);
    const method = reader.choiceField(fields, "method", assessment_files/* METHODS */.J8);
    const environment = environmentOf(reading);
    const evidence = evidenceOf(reading);
    const performedOn = fields.has("performed_on")
        ? reading.reader.pastDateField(fields, "performed_on", "the day it was done", reading.options.at)
        : undefined;
    const results = reader.textField(fields, "results", "what the assessment found (R3.4: document the results)");
    const actionPlan = actionPlanOf(reading, (0,yaml_reader/* nodeStart */.f)(fields.required("results").value));
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
/**
 * What an assessment covers: the systems, as their documents name them, and the assets it names
 * (none: every applicable asset of those systems), each noted to be checked against the checkout.
 */
function coverageOf(reading) {
    const { reader, fields } = reading;
    const systems = reader.textsField(fields, "systems", "a cyber system it covers, as its document's cyber_system: names it");
    const assets = fields.has("assets")
        ? reader.textsField(fields, "assets", "an asset it assessed")
        : [];
    referToEach(reader, fields.required("systems").value, (name) => ({
        kind: "cyber-system",
        field: "systems",
        name,
    }));
    if (systems !== undefined && fields.has("assets"))
        referToEach(reader, fields.required("assets").value, (name) => ({
            kind: "asset",
            field: "assets",
            name,
            systems,
        }));
    return { systems, assets };
}
/** `environment` (production by default), and a test environment's differences (3.2.2). */
function environmentOf(reading) {
    const { reader, fields } = reading;
    const field = fields.get("environment");
    const environment = field === undefined ? "production" : reader.choiceField(fields, "environment", assessment_files/* ENVIRONMENTS */.ju);
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
/** The controls assessed, or the tool output by digest: one of them at least (R3.1's Measures). */
function evidenceOf(reading) {
    const { reader, fields } = reading;
    if (!fields.has("controls_assessed") && !fields.has("tool_output")) {
        const at = fields.required("method").keyOffset;
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
const TOOL_OUTPUT_SHA256 = "the output's SHA-256 in 64 lower-case hex digits (sha256sum FILE)";
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
        return reader.isSha256(output, "sha256", sha256, TOOL_OUTPUT_SHA256)
            ? { name, sha256 }
            : undefined;
    });
}


/***/ }),

/***/ 76609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b7: () => (/* reexport */ APPROVERS),
  L3: () => (/* reexport */ MAX_OBSERVATION_SKEW_MINUTES),
  o9: () => (/* reexport */ ORIGINS),
  vO: () => (/* binding */ authorityOf)
});

// UNUSED EXPORTS: AUTHORITY_TABLE, DATE_RULES, FACTS, dateRuleWords

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
    "standard-versions",
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
    "low-impact-program-file",
    "low-impact-policy-review",
    "low-impact-policy-approval",
    "low-impact-reinforcement",
    "incident-plan-test",
    "incident-plan-update",
    "system-access-file",
    "password-change-enforcement",
    "password-change",
    "default-passwords-answer",
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
/** A row's date rule in the table's words. */
function dateRuleWords(rule) {
    return typeof rule === "string" ? DATE_RULES[rule] : rule.words;
}
const CLOSES_NOTHING = "closes nothing, and is listed as an exception that says why";

;// CONCATENATED MODULE: ./src/core/authority/low-impact/low-impact-authority.ts
// CIP-003-9 low impact's facts as rows of the authority table: the site file (what a site
// declares of each Attachment 1 section; Section 6 judged from it), the program file (the
// policies and plans the clocks count, issue 96), the program records (R1 Part
// 1.2's review, Section 1's reinforcement, Section 4.5's test and 4.6's update) and the CIP Senior
// Manager's approval of the policies, which is hers of the pull request that merges a review
// record. Each file is reviewed by pull request and put in force by the accepted merge's record,
// as the other families' files are.

/** Where every program record's row is held. */
const CLOCKS_HELD = "the low-impact pass's clocks (core/obligations/low-impact/program-clocks-pass.ts) read it from accepted merge records only (change.low_impact_files, each file new where its text differs from the one in force), asking this row of each record; a refused merge's or a break-glass apply's is listed beside the clock it would have closed; the plan parses every file at review and refuses one with a problem, a day after today anywhere among them (core/low-impact/parse-program-record.ts), and a file its parser refuses puts nothing in force";
/**
 * A program record's row: each kind is asserted in its own record file of a reviewed merge, dated
 * after the previous event and not after its record, and held by the clocks; what differs is said.
 */
function programRecordRow(row) {
    return {
        fact: row.fact,
        assertedIn: row.assertedIn,
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["after-previous-event", "not-after-record"],
        without: row.without,
        cites: row.cites,
        held: CLOCKS_HELD,
    };
}
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
        fact: "low-impact-program-file",
        assertedIn: "low-impact/program.yaml: the program's cyber security policies, each with the topics of R1 Part 1.2 it addresses, and its incident response plans, each with the sites it covers",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the file in force stays, and with it each declared policy's and plan's clocks and the gaps it leaves; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R1.2",
        held: "the low-impact pass (core/obligations/low-impact/low-impact-pass.ts, with program-clocks-pass.ts, policy-topics-pass.ts and plan-coverage-pass.ts), from accepted merge records only (change.low_impact_files); the plan parses it at review and refuses one with a problem, and a record naming a policy or plan it does not declare (core/low-impact/program-file.ts)",
    },
    programRecordRow({
        fact: "low-impact-policy-review",
        assertedIn: "low-impact/records/ID.yaml of kind policy-review: the policies reviewed and which of R1 Part 1.2's topics they address (a topic none in force addresses is a gap, never a refused review), with its performed_on",
        without: `the review clock stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R1.2",
    }),
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
    programRecordRow({
        fact: "low-impact-reinforcement",
        assertedIn: "low-impact/records/ID.yaml of kind reinforcement: how the practices were reinforced, with its performed_on",
        without: `the reinforcement clock stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 1",
    }),
    programRecordRow({
        fact: "incident-plan-test",
        assertedIn: "low-impact/records/ID.yaml of kind incident-plan-test: the plans tested and how (a tabletop, a drill, an operational exercise, or an actual Reportable Cyber Security Incident), with the day it was completed",
        without: `the test clock stays open, and no Section 4.6 update is due after it; it ${CLOSES_NOTHING}`,
        cites: "CIP-003 R2 Section 4.5",
    }),
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

;// CONCATENATED MODULE: ./src/core/authority/system-access/system-access-authority.ts
// CIP-007-6 R5's facts as rows of the authority table: the access file (5.2's account types, 5.3's
// shared accounts by reference and digest, 5.5's parameters, 5.7's method), an account type's 5.6
// answer in it (procedural, technical with its timeframe, or not applicable), the password-change
// record (5.6) and an asset's default-password answer (5.4). Each file is reviewed by pull request
// and put in force by the accepted merge's record, as the other families' files are.

/** Where the 5.6 clocks read the family's files. */
const system_access_authority_CLOCKS_HELD = "the CIP-007 R5 pass's 5.6 clocks (core/obligations/system-access/password-change-clocks.ts) read it from accepted merge records only (change.system_access_files, each file new where its text differs from the one in force), asking this row of each; a refused merge's or a break-glass apply's is listed beside the clock it would have moved; the plan parses every file at review and refuses one with a problem (core/system-access/), and a file its parser refuses puts nothing in force";
const SYSTEM_ACCESS_AUTHORITY = [
    {
        fact: "system-access-file",
        assertedIn: "system-access/ID.yaml: what it covers (by system, group, location or system type), each enabled default or generic account type, each shared account with where its authorized individuals are kept and the SHA-256 of that list, the password parameters and the failed-authentication method per asset",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the file in force stays, and with it each account type's clock; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R5.2",
        held: `read at review (core/system-access/parse-access-file.ts places every mistake at its line and column, and refuses a shared account type without its 5.3 entry, a password-only one without its 5.6 answer or any 5.5 parameters, and parameters under "the lesser of"); ${system_access_authority_CLOCKS_HELD}; whether the list is complete, and what the devices enable, no record shows`,
    },
    {
        fact: "password-change-enforcement",
        assertedIn: "an account type's change: in system-access/ID.yaml: procedural, technical (max_age_months, at most 15, and a reference) or not-applicable (with the reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the account type's clock stays as it was; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R5.6",
        held: `a technical or not-applicable answer closes the account type's open clock on the merge's day and opens none while it stays in force; ${system_access_authority_CLOCKS_HELD}; what the device enforces no record shows`,
    },
    {
        fact: "password-change",
        assertedIn: "system-access/records/ID.yaml: the access files and account types whose passwords were changed, and performed_on",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["after-previous-event", "not-after-record"],
        without: `the account type's clock stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R5.6",
        held: system_access_authority_CLOCKS_HELD,
    },
    {
        fact: "default-passwords-answer",
        assertedIn: "default_passwords in system-access/ID.yaml: per Cyber Asset, changed, unique-by-vendor or none, with its reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the asset has no 5.4 answer; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R5.4",
        held: "read and shown at review (core/system-access/parse-asset-entries.ts); the access files' gate (core/system-access/default-password-gate.ts) lists each asset a change creates in a High, Medium or unrated system without its answer in the checkout, and refuses the plan, and so the merge, under the owner policy's default_passwords: require (or a policy that cannot be read); the answer is matched by the asset's name in any access file, never against the system the file covers; what the device's passwords are no record shows",
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
        held: "the date by observationRefusal (core/authority/authority.ts) in cip-sync evidence append --monitoring and the drift check, before either writes; the branch by the drift check, which off the default branch writes nothing (action/drift/drift-route.ts); the writer by verify's history walk, which obligations, evidence populations and evidence report share (cli/shared/ledger/verified-records.ts; each of them from a checkpoint walks it from the commit that added the checkpoint's record on, the records before it taken as that commit vouched for them, cli/shared/ledger/verified-from-checkpoint.ts), and by verify --remote's commit check, which the drift check's obligations share (github/ledger/ledger-records.ts): a ledger either refuses judges nothing; a detected unauthorized change is an exception even in a stale observation (core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts); the investigation by the investigation-note row, never the collector's word (its file's investigations close nothing); a collector's file appended from the command line in a commit verify only warns of (no key of --operator-keys signed it, or none was given) closes no interval and verifies no baseline_ref, and each interval it would have closed is an exception listing it (observationAuthority, core/obligations/record-facts.ts; obligations, evidence populations and evidence report take --operator-keys); in a folder that is no git clone there is no history to show who added a record, so every record sealed from the command line is unauthenticated there and closes nothing, each output says once that the history was not checked, and --operator-keys and --writer are refused (judgedEntry and hasHistory, cli/shared/ledger/verified-records.ts); a git bundle of the branch is read as its clone (cli/shared/ledger/ledger-dir.ts)",
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
        assertedIn: "calendar: in cip-policy.yaml (time zone, due-soon days, grace days), and the days of standards: (their own row, standard-versions) it carries",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R2.1",
        held: "governance judges a change of it by the policy owners; a merge's change record keeps the calendar in force (change.calendar), in force until a later record keeps another; the CIP-010 R1.2 to R1.6, R2.1 intervals and CIP-002 R2 intervals a record opens are judged by the calendar in force at it (contextAt, core/obligations/obligation-model.ts); records before any record kept one are judged with the calendar of the run, which the drift check reads from the owner policy at the commit in force (the last accepted merge's, or the genesis's), never from a checkout a direct push changed; only a merge the gate accepted puts its calendar in force (contextAt): a refused merge's, or a break-glass record's, never takes force; the versions of the standards the policy's standards: chose travel with it (change.calendar.standard_versions; a calendar kept without them: every row's own version), and an obligation opened on or after a later version's day names that version (judgedVersion, core/obligations/obligation-model.ts)",
    },
    {
        fact: "standard-versions",
        assertedIn: "standards: in cip-policy.yaml: from which day a later version of a standard judges (a day added, removed or moved)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners", "rule-approvers", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R3",
        held: "governance (core/review/policy/governance/standards-change.ts, standards-change): a version's day decides which words of the standard judge (CIP-003-11's removes Section 6), so moving one is judged as lifting every rule, by each base rule's own approvers (rule-lifted), and by the base's CIP Senior Manager, besides the policy owners (policy-change); a base naming no CIP Senior Manager lets nobody move a day; a day earlier than the one the rows give a version is refused at its line (core/review/policy/file/parse-policy-settings.ts); the days travel with the calendar in force (change.calendar.standard_versions)",
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
    ...SYSTEM_ACCESS_AUTHORITY,
];
function authorityOf(fact) {
    const row = AUTHORITY_TABLE.find((candidate) => candidate.fact === fact);
    // The table has a row for every fact: a test holds it.
    if (row === undefined)
        throw new Error(`no authority row for ${fact}`);
    return row;
}


/***/ }),

/***/ 68652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ judgeAuthority),
/* harmony export */   S2: () => (/* binding */ judgeDate),
/* harmony export */   pj: () => (/* binding */ observationRefusal)
/* harmony export */ });
/* harmony import */ var _authority_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76609);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
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

/***/ 25977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ lowImpactBaselineWarnings),
/* harmony export */   n: () => (/* binding */ commissioningBaselineProblems)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82205);
/* harmony import */ var _document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _requirements_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47178);




const R1_1 = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .requirementRow */ .gv)("CIP-010 R1.1");
const PORTS = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .requirementRow */ .gv)("CIP-007 R1.1");
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
const R1_IMPACTS = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .impactsOf */ .ZU)(["CIP-010 R1.1"]);
/**
 * A warning at each asset of an `impact: low` system that declares a baseline (issue 98, item 4:
 * the plan said "opens no CIP-010 part" of its deviations, and nothing at the line): CIP-010 R1's
 * Applicable Systems are High and Medium BES Cyber Systems and their associated EACMS, PACS and
 * PCA, so the baseline is the entity's own documentation, judged by no part. Never refused.
 */
function lowImpactBaselineWarnings(documents) {
    return documents.flatMap((document) => document.impact?.value !== "low"
        ? []
        : document.assets.flatMap((asset) => asset.baseline === undefined || asset.type === "software"
            ? []
            : [
                {
                    severity: "warning",
                    location: asset.location,
                    message: `asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(asset.name)} declares a baseline, and its system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(document.cyberSystem.value)} declares impact: low: CIP-010 R1 applies to ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .listOf */ .c3)(R1_IMPACTS)} impact BES Cyber Systems and their associated EACMS, PACS and PCA, so this baseline opens and closes no CIP-010 part (it stays the entity's own documentation); keep it, or rate the system where R1 applies`,
                },
            ]));
}
/** Each of the asset's R1.1 problems: all of them, so that one fix does not uncover the next. */
function assetProblems(asset, impact, erc) {
    const assetClass = asset.class?.value ?? _document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$;
    const scope = { class: assetClass, impact, ...(erc === undefined ? {} : { erc }) };
    // `software` records are baseline content, never Cyber Assets.
    if (asset.type === "software" || !(0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .applies */ .Br)(R1_1, scope))
        return [];
    const who = `asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(asset.name)} (${assetClass} of a ${impact} impact system)`;
    const baseline = asset.baseline;
    if (baseline === undefined)
        return [
            `${who} has no baseline configuration; CIP-010 R1.1 asks for one before it is in service: ${WHAT_TO_WRITE}`,
        ];
    const problems = [];
    if (baseline.missing !== undefined)
        problems.push(`${who} has an incomplete baseline: ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .listOf */ .c3)(baseline.missing)} ${baseline.missing.length === 1 ? "is" : "are"} not written; CIP-010 R1.1 asks for all five items: write each, [] for none`);
    if ((0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .applies */ .Br)(PORTS, scope) && baseline.unjustifiedPorts !== undefined)
        problems.push(`${who} has ${baseline.unjustifiedPorts} port${baseline.unjustifiedPorts === 1 ? "" : "s"} without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port`);
    return problems;
}


/***/ }),

/***/ 45217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ baselineDifferences),
/* harmony export */   a: () => (/* binding */ entryWords)
/* harmony export */ });
/* harmony import */ var _document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
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

/***/ 17638:
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
/* harmony import */ var _requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47178);
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

/***/ 45168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DJ: () => (/* binding */ unjustifiedPorts),
/* harmony export */   L$: () => (/* binding */ patchedItemsOf),
/* harmony export */   S4: () => (/* binding */ R1_1_PART),
/* harmony export */   Z9: () => (/* binding */ mapItemDigests),
/* harmony export */   dK: () => (/* binding */ BASELINE_ITEMS),
/* harmony export */   hU: () => (/* binding */ missingItems),
/* harmony export */   tV: () => (/* binding */ itemDigests)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
// The five items of a baseline configuration, as CIP-010-4 R1.1 lists them (1.1.1 to 1.1.5), and
// what the tool derives from a baseline's content: a digest per item (so that plans and change
// records say which items changed without holding their content), which items are not written
// (an empty list `[]` is written: it states "none"), and how many ports have no justification.

const BASELINE_ITEMS = [
    "os_firmware",
    "software",
    "custom_software",
    "ports",
    "patches",
];
/** The part of CIP-010-4 R1.1 each item answers. */
const R1_1_PART = {
    os_firmware: "1.1.1 operating system(s) or firmware",
    software: "1.1.2 commercially available or open-source application software intentionally installed",
    custom_software: "1.1.3 custom software installed",
    ports: "1.1.4 logical network accessible ports",
    patches: "1.1.5 security patches applied",
};
function itemDigests(content) {
    const digests = {};
    for (const item of BASELINE_ITEMS) {
        if (item in content)
            digests[item] = `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)({ [item]: content[item] }))}`;
    }
    return digests;
}
/**
 * Each item `digests` has, mapped by `map`, in R1.1's order: the order every output keeps. A loop,
 * not entries: a checkpoint maps every asset's baseline with it, and evidence verify builds one
 * at each checkpoint. A baseline of every item (the usual one) is one literal of five fields: an
 * object grown from `{}` keeps four in itself and the fifth in a store of its own, 40 bytes more
 * for each of the 100,000 assets the obligations pass holds.
 */
function mapItemDigests(digests, map) {
    const { os_firmware, software, custom_software, ports, patches } = digests;
    if (os_firmware !== undefined &&
        software !== undefined &&
        custom_software !== undefined &&
        ports !== undefined &&
        patches !== undefined)
        return {
            os_firmware: map(os_firmware),
            software: map(software),
            custom_software: map(custom_software),
            ports: map(ports),
            patches: map(patches),
        };
    const mapped = {};
    for (const item of BASELINE_ITEMS) {
        const digest = digests[item];
        if (digest !== undefined)
            mapped[item] = map(digest);
    }
    return mapped;
}
/** The items a baseline's content does not write, in R1.1's order. */
function missingItems(content) {
    return BASELINE_ITEMS.filter((item) => !(item in content));
}
/** How many of the content's ports have no justification. */
function unjustifiedPorts(content) {
    const ports = content.ports;
    if (!Array.isArray(ports))
        return 0;
    return ports.filter((port) => typeof port !== "object" || port === null || !("justification" in port)).length;
}
/** The patched items of a baseline's content (already read, so each list holds what it should). */
function patchedItemsOf(content) {
    const named = (item) => (Array.isArray(item) ? item : []).flatMap((entry) => {
        if (typeof entry !== "object" || entry === null)
            return [];
        const { name, version } = entry;
        return typeof name === "string" ? [{ name, version: String(version ?? "") }] : [];
    });
    const patches = content.patches;
    return {
        os_firmware: named(content.os_firmware),
        software: named(content.software),
        patches: (Array.isArray(patches) ? patches : []).map(String),
    };
}


/***/ }),

/***/ 44502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NH: () => (/* binding */ carriedKind),
/* harmony export */   Ox: () => (/* binding */ standingFilesCarried),
/* harmony export */   fG: () => (/* binding */ yamlFileIn),
/* harmony export */   pI: () => (/* binding */ recordsCarried)
/* harmony export */ });
// What a merge's record carries of a family's reviewed files (its `<noun>_files`: each file added
// or changed with its text, and the paths it removes), read back by the family's parsers. A file
// its parser refuses is left out, since it puts nothing in force (the plan refused it at review
// first); whether the record put anything in force (an accepted merge) is the caller's to judge.
// And which paths are a kind of file, one folder's YAML files. Pure.
/**
 * Whether a path is a YAML file directly in `folder`: from the repository root, or (`named`) as
 * review names it, from the directory the command runs in, maybe above the root.
 */
function yamlFileIn(folder, from = "root") {
    const path = new RegExp(`${from === "root" ? "^" : "(^|/)"}${folder}/[^/]+\\.yaml$`);
    return (file) => path.test(file);
}
/** How many of the last reads a kind keeps: the passes of one command read one record in turn. */
const READS_KEPT = 16;
/**
 * A kind whose parser's values are kept for its last reads, by path and text, each frozen: the
 * obligations' pass and the population fold of one command read the same record's files one after
 * the other, and parsing YAML is most of what either does with them (issue 99's profile of
 * `evidence populations`: half of the judging thread). A value is shared, so frozen: a reader that
 * changed one would change what the next reads. `parse` is the kind's reviewed-file parser: a
 * file it refuses reads as undefined.
 */
function carriedKind(name, is, parse) {
    const kept = new Map();
    const keep = (key, value) => {
        kept.delete(key);
        const oldest = kept.size === READS_KEPT ? kept.keys().next() : undefined;
        if (oldest?.done === false)
            kept.delete(oldest.value);
        kept.set(key, deepFrozen(value));
    };
    const read = (text, file) => {
        const key = `${file}\0${text}`;
        if (!kept.has(key))
            keep(key, parse(text, file).value);
        return kept.get(key);
    };
    return {
        name,
        is,
        read,
        parse: (text, file) => parse(text, file).value,
        keep: (text, file, value) => {
            keep(`${file}\0${text}`, value);
        },
    };
}
/** `value`, each object and array in it frozen. */
function deepFrozen(value) {
    if (typeof value !== "object" || value === null || Object.isFrozen(value))
        return value;
    for (const member of Object.values(value))
        deepFrozen(member);
    return Object.freeze(value);
}
/**
 * The files of `kind` that stand until removed (a site file, an access file): each one carried,
 * read, by path, and null for each one removed.
 */
function standingFilesCarried(carried, kind) {
    const files = new Map();
    for (const { file, text } of carried.files) {
        if (!kind.is(file))
            continue;
        const read = kind.read(text, file);
        if (read !== undefined)
            files.set(file, read);
    }
    for (const file of carried.removed ?? [])
        if (kind.is(file))
            files.set(file, null);
    return files;
}
/**
 * The records of `kind` (what happened on a day: a program record, a password change), new or
 * changed, read, in the order carried. A removed record takes back nothing: what happened stays in
 * the ledger.
 */
function recordsCarried(carried, kind) {
    return carried.files.flatMap(({ file, text }) => {
        if (!kind.is(file))
            return [];
        const record = kind.read(text, file);
        return record === undefined ? [] : [record];
    });
}


/***/ }),

/***/ 60656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R1: () => (/* binding */ elevenDayBy),
/* harmony export */   XU: () => (/* binding */ elevenGate)
/* harmony export */ });
/* unused harmony export elevenWords */
/* harmony import */ var _inventory_baselines_standard_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17638);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82205);
/* harmony import */ var _plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63788);
/* harmony import */ var _site_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99283);
// The site files' gate from CIP-003-11's day, which has no Section 6: its Section 3.1 asks, for
// each site with routable communications crossing its boundary (✔ NERC PDF only), "3.1.2 Detect
// known or suspected malicious communications for both inbound and outbound electronic access",
// "3.1.5 Include one or more method(s) for determining vendor electronic access, where vendor
// electronic access is permitted" and "3.1.6 Include one or more method(s) for disabling vendor
// electronic access, where vendor electronic access is permitted". So a change that leaves a site
// with a CIP-003-11 gap it did not have (site-file.ts, elevenGaps: a routable site without a
// method under electronic_access.detect, a vendor path no determine or disable method reaches)
// is listed under `flag` and refused under `require`, naming the CIP-003-11 part, as Section 6's
// gate does before that day (vendor-access-gate.ts, which asks this from the version in force).
// 3.1.3 and 3.1.4 are not asked: the site file cannot declare them. Pure.





/**
 * The day CIP-003-11 judges from, when `versions` (the policy's standards:) put it in force by
 * `day`; undefined while CIP-003-9 or -10 judges. The gate and the obligations ask it alike.
 */
function elevenDayBy(day, versions) {
    const from = versions?.find((chosen) => (0,_inventory_baselines_standard_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .currentVersionName */ .XD)(chosen.version) === "CIP-003-11")?.from;
    return from !== undefined && from <= day ? from : undefined;
}
const gapKey = (gap) => (0,_site_file_js__WEBPACK_IMPORTED_MODULE_3__/* .partPathKey */ .Or)(gap.part, gap.path);
/** What each part asks, in the tool's words, and where the file answers it. */
const ASKS = {
    [_site_file_js__WEBPACK_IMPORTED_MODULE_3__/* .ELEVEN_PARTS */ .$Z.detect]: {
        words: "detecting known or suspected malicious communications",
        key: "electronic_access.detect",
    },
    [_site_file_js__WEBPACK_IMPORTED_MODULE_3__/* .ELEVEN_PARTS */ .$Z.determine]: {
        words: "determining vendor electronic access",
        key: "vendor_remote_access.determine",
    },
    [_site_file_js__WEBPACK_IMPORTED_MODULE_3__/* .ELEVEN_PARTS */ .$Z.disable]: {
        words: "disabling vendor electronic access",
        key: "vendor_remote_access.disable",
    },
};
/**
 * The gate under CIP-003-11: each change's new gaps, a warning under `flag`, an error under
 * `require` (or the policy's own diagnostics when it cannot be read: fail closed).
 */
function elevenGate(changes, read) {
    const opened = changes.flatMap((change) => openedBy(change) ?? []);
    const problems = (0,_plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredGapErrors */ .NJ)(opened, read, (change, policyFile) => `${elevenWords(change)}, and ${policyFile} requires CIP-003-11's methods: ${elevenFix(change)}`);
    if (problems.length > 0)
        return problems;
    return opened.map((change) => ({
        severity: "warning",
        location: change.location,
        message: `${elevenWords(change)}: ${elevenFix(change)}`,
    }));
}
/** The CIP-003-11 gaps `after` has and `before` had not; undefined when none. */
function openedBy(change) {
    const { after, before } = change;
    if (after === undefined)
        return undefined;
    const had = new Set((before === undefined ? [] : (0,_site_file_js__WEBPACK_IMPORTED_MODULE_3__/* .elevenGaps */ .XD)(before)).map(gapKey));
    const gaps = (0,_site_file_js__WEBPACK_IMPORTED_MODULE_3__/* .elevenGaps */ .XD)(after).filter((gap) => !had.has(gapKey(gap)));
    const [first] = gaps;
    if (first === undefined)
        return undefined;
    const vendor = after.vendorRemoteAccess;
    const access = after.electronicAccess;
    // Where the first new gap is answered: 3.1.5 and 3.1.6 at Section 6's key, 3.1.2 (a routable
    // site's alone) at electronic_access.
    const location = first.path !== undefined && vendor.allowed
        ? vendor.location
        : access.routable
            ? access.location
            : undefined;
    if (location === undefined)
        return undefined;
    return { path: change.path, sites: after.sites, location, gaps };
}
/** A gap in words: the part, what it asks, and the vendor path or the site's whole access. */
function gapWords(gap) {
    const what = `a ${gap.part} method ${ASKS[gap.part].words}`;
    return gap.path === undefined
        ? `its Section 3.1 access without ${what}`
        : `vendor path ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(gap.path)} without ${what} reaching it`;
}
/** The change as every output says it. */
function elevenWords(change) {
    return `CIP-003-11 Section 3.1: ${change.path} (${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .listOf */ .c3)(change.sites)}) leaves ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .listOf */ .c3)(change.gaps.map(gapWords))}`;
}
/** How to close the gaps. */
function elevenFix(change) {
    const fixes = change.gaps.map((gap) => gap.path === undefined
        ? `name at least one method under ${ASKS[gap.part].key}`
        : `have a method under ${ASKS[gap.part].key} reach vendor path ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(gap.path)}`);
    return (0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .listOf */ .c3)([...new Set(fixes)]);
}


/***/ }),

/***/ 39158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  op: () => (/* binding */ LOW_IMPACT_FILES),
  Xl: () => (/* binding */ programFileCarried),
  td: () => (/* binding */ programRecordsCarried),
  bT: () => (/* binding */ siteFilesCarried)
});

// UNUSED EXPORTS: isProgramRecord, isSiteFile, siteShown

// EXTERNAL MODULE: ./src/core/families/low-impact/low-impact-shape.ts
var low_impact_shape = __webpack_require__(94815);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/carried-files.ts
var carried_files = __webpack_require__(44502);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(63788);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/reviewed-file-reader.ts
var reviewed_file_reader = __webpack_require__(17210);
// EXTERNAL MODULE: ./src/core/low-impact/program-record.ts
var program_record = __webpack_require__(56093);
;// CONCATENATED MODULE: ./src/core/low-impact/parse-program-record.ts
// A low-impact program record (program-record.ts), low-impact/records/ID.yaml, read with
// positions by the reviewed file reader every family's files use: every mistake at
// file:line:column, saying what to write instead. `kind` says which event it is; a policy review
// lists which of R1 Part 1.2's topics the policies it reviewed address (a topic no policy in force
// addresses is a gap the obligations open, never a reason to refuse the review). Read at review (`now` given), a day after the latest any time zone has reached is refused:
// nobody has reviewed or tested tomorrow.
//
//   version: 1
//   id: policy-review-2026
//   kind: policy-review
//   performed_on: 2026-03-10
//   policies: [policies/cyber-security-policy.md]
//   topics: [awareness, physical_security, electronic_access, incident_response,
//            transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]






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
function parseProgramRecordText(text, file, now) {
    const kind = { what: "a low-impact program record", version: program_record/* PROGRAM_RECORD_VERSION */.Ai };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => recordOf(reader, map, file, now));
}
function recordOf(reader, map, file, now) {
    const kindPair = map.items.find((pair) => pair.key?.value === "kind");
    const kind = kindPair === undefined
        ? undefined
        : reader.choice(kindPair.value, (0,yaml_reader/* nodeStart */.f)(kindPair.key), { label: "kind", hint: (0,wording/* listOf */.c3)(low_impact_shape/* PROGRAM_RECORD_KIND_NAMES */.hh, "or") }, low_impact_shape/* PROGRAM_RECORD_KIND_NAMES */.hh)?.value;
    // Without a kind it can read, every kind's keys are known: only the kind is reported.
    const known = [...COMMON_KEYS, ...(kind === undefined ? ALL_KIND_KEYS : KIND_KEYS[kind])];
    const required = kind === undefined ? COMMON_KEYS : known;
    const fields = reader.fields(map, known, required, `a ${kind ?? "low-impact program"} record`);
    if (kind === undefined || fields === undefined || !reader.version(fields))
        return undefined;
    const id = reader.fileIdField(fields, file, {
        folder: program_record/* PROGRAM_RECORDS_FOLDER */.DS,
        what: "program record",
        hint: "the record's id, its file's name",
    });
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
            if (policies === undefined || topics === undefined)
                return undefined;
            referEach(reader, fields, "policies", "policy");
            reader.refer(fields.required("topics").keyOffset, { kind: "topics" });
            return { kind, policies, topics };
        }
        case "reinforcement": {
            const how = reader.textField(fields, "how", "how the practices were reinforced (a briefing, a bulletin, management's message)");
            return how === undefined ? undefined : { kind, how };
        }
        case "incident-plan-test": {
            const method = reader.choiceField(fields, "method", program_record/* TEST_METHODS */.Aj);
            const plans = reader.textsField(fields, "plans", "each Cyber Security Incident response plan tested, by its path or reference");
            if (method === undefined || plans === undefined)
                return undefined;
            referEach(reader, fields, "plans", "plan");
            return { kind, method, plans };
        }
        case "incident-plan-update": {
            const follows = reader.textField(fields, "follows", "the id of the incident-plan-test record this update follows");
            const outcome = reader.choiceField(fields, "outcome", program_record/* UPDATE_OUTCOMES */._q);
            const note = reader.textField(fields, "note", "what changed in the plan(s), or why no update was needed");
            if (follows === undefined || outcome === undefined || note === undefined)
                return undefined;
            reader.refer((0,yaml_reader/* nodeStart */.f)(fields.required("follows").value), {
                kind: "follows",
                test: follows,
            });
            return { kind, follows, outcome, note };
        }
    }
}
/** Notes each entry of the list `key` (read already) as a `kind` it names, at its place. */
function referEach(reader, fields, key, kind) {
    const { value } = fields.required(key);
    if (!(0,dist/* isSeq */.oP)(value))
        return;
    for (const item of value.items)
        if ((0,dist/* isScalar */.jn)(item))
            reader.refer((0,yaml_reader/* nodeStart */.f)(item), { kind, id: String(item.value) });
}
/**
 * `topics`: which of R1 Part 1.2's topics the policies reviewed address, each once. Fewer than
 * the version in force asks for is no mistake in the record: the obligations open a gap for each
 * topic no policy in force addresses (CIP-003-11 asks six).
 */
function topicsOf(reader, fields) {
    const { value, keyOffset } = fields.required("topics");
    return reader
        .choiceList(value, keyOffset, { label: "topics", hint: (0,wording/* listOf */.c3)(program_record/* POLICY_TOPIC_KEYS */.OM) }, program_record/* POLICY_TOPIC_KEYS */.OM)
        ?.map((topic) => topic.value);
}

// EXTERNAL MODULE: ./src/core/low-impact/parse-site-file.ts + 2 modules
var parse_site_file = __webpack_require__(973);
// EXTERNAL MODULE: ./src/core/low-impact/parse-site-flows.ts
var parse_site_flows = __webpack_require__(43118);
// EXTERNAL MODULE: ./src/core/low-impact/program-record-reminders.ts
var program_record_reminders = __webpack_require__(34127);
// EXTERNAL MODULE: ./src/core/low-impact/program-file.ts
var program_file = __webpack_require__(39274);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/low-impact/program-references.ts
// What the program records of a checkout name of its program file (low-impact/program.yaml), at
// review: once the file declares the program's policies and plans, a review record naming a policy
// it does not declare, or a test record naming a plan it does not declare, would start a clock
// for a subject the program does not have (M1: "review of each cyber security policy"; Section
// 4.5: "Testing the Cyber Security Incident response plan(s)"): an error at the name, with the
// nearest declared one. The program file is the one source of the topics a policy addresses (R1:
// policies that "collectively address the following topics"), so a review whose `topics` differ
// from those its policies declare is warned at its `topics` line, never refused: the program
// file's are the ones counted. Without a program file, nothing here. Pure.





/**
 * The problems the program records of `files` (by the path review names them, with the program
 * file's and every other low-impact file's) make of the program file: none while it is absent or
 * has problems of its own (reported as its own).
 */
function programReferenceProblems(files, isRecord) {
    const programFile = [...files.entries()].find(([file]) => (0,program_file/* isProgramFile */.ZI)(file, "named"));
    const program = programFile === undefined
        ? undefined
        : (0,program_file/* parseProgramFileText */.Ny)(programFile[1], programFile[0]).value;
    if (program === undefined)
        return [];
    return [...files]
        .flatMap(([file, text]) => isRecord(file) ? recordProblems(parseProgramRecordText(text, file), program) : [])
        .sort(diagnostics/* compareDiagnostics */.oV);
}
/** One record's names the program does not declare, and its topics that differ from the file's. */
function recordProblems(parsed, program) {
    const declared = {
        policy: program.policies.map((policy) => policy.id),
        plan: program.plans.map((plan) => plan.id),
    };
    return (parsed.references ?? []).flatMap((reference) => {
        if (reference.kind === "policy" || reference.kind === "plan") {
            const ids = declared[reference.kind];
            if (ids.includes(reference.id))
                return [];
            return [{ severity: "error", location: reference.at, message: undeclared(reference, ids) }];
        }
        if (reference.kind !== "topics" || parsed.value?.kind !== "policy-review")
            return [];
        const { policies, topics } = parsed.value;
        const named = program.policies.filter((policy) => policies.includes(policy.id));
        if (named.length !== policies.length)
            return [];
        const counted = new Set(named.flatMap((policy) => policy.topics));
        if (counted.size === topics.length && topics.every((topic) => counted.has(topic)))
            return [];
        return [
            {
                severity: "warning",
                location: reference.at,
                message: `topics [${topics.join(", ")}] differ from what ${program_file/* PROGRAM_FILE */.kg} declares of ${(0,wording/* listOf */.c3)(policies)} ([${[...counted].join(", ")}]): the program file's topics are the ones counted; write topics: [${[...counted].join(", ")}], or change the policies' topics in ${program_file/* PROGRAM_FILE */.kg}`,
            },
        ];
    });
}
/** The error for a policy or plan the program file does not declare. */
function undeclared(reference, ids) {
    const [meant] = (0,names/* closestNames */.g9)(reference.id, ids, 1);
    const what = reference.kind === "policy" ? "policy" : "Cyber Security Incident response plan";
    const under = reference.kind === "policy" ? "policies (its id and topics)" : "plans (its id and sites)";
    return `${what} ${(0,diagnostics/* quote */.hD)(reference.id)} is not one ${program_file/* PROGRAM_FILE */.kg} declares; ${meant === undefined ? "" : `did you mean ${(0,diagnostics/* quote */.hD)(meant)}? Otherwise `}name ${(0,wording/* listOf */.c3)(ids.map((id) => (0,diagnostics/* quote */.hD)(id)), "or")}, or declare it under ${under} in ${program_file/* PROGRAM_FILE */.kg}`;
}

// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/low-impact/site-file.ts
var site_file = __webpack_require__(99283);
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
// whose system has no parent, or declares no impact, tells no low impact site: no reminder. A
// system the change re-rates to low (its document's `impact:` moves to low, issue 96 item 6) brings
// its site into R2's scope as a create does ("at least one asset identified in CIP-002 containing
// low impact BES Cyber Systems"), though the change adds no asset to it: the same reminder, at its
// `impact:` line unless a create of the site is written first.





/**
 * The site files' reminders (ReviewedFileSet.reminders): `head` is the checkout's site files by
 * path, `operations` the plan's, `rerated` the systems whose declared impact the change moves; one
 * warning for each site the change creates low impact assets at, or re-rates a system low at, that
 * no site file of `head` names.
 */
function siteReminders(head, operations, rerated = []) {
    const sites = new Map();
    const at = (system, location) => {
        if (system.impact !== "low" || system.parent === null)
            return undefined;
        const { kind, name } = system.parent;
        const key = JSON.stringify([kind, name]);
        const site = sites.get(key) ?? { kind, name, systems: [], rerated: [], location };
        sites.set(key, site);
        return site;
    };
    for (const operation of operations) {
        if (operation.action !== "create")
            continue;
        const site = at(operation.cyber_system, operation.source);
        if (site !== undefined && !site.systems.includes(operation.cyber_system.name))
            site.systems.push(operation.cyber_system.name);
    }
    for (const { system, location } of rerated)
        at(system, location)?.rerated.push(system.name);
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
        for (const name of (0,parse_site_file/* parseSiteFileText */.Ic)(text, file).value?.sites ?? [])
            names.add(name);
    return names;
}
/** "system" or "systems", then the names. */
const systemsNamed = (names) => `system${names.length === 1 ? "" : "s"} ${(0,wording/* listOf */.c3)(names.map(diagnostics/* quote */.hD))}`;
function reminderText(site) {
    const added = site.systems.length === 0 ? [] : [`adds assets to low impact ${systemsNamed(site.systems)}`];
    const rerated = site.rerated.length === 0 ? [] : [`re-rates ${systemsNamed(site.rerated)} to low impact`];
    const name = (0,diagnostics/* quote */.hD)(site.name);
    return `CIP-003-9 R2: this change ${[...added, ...rerated].join(" and ")} at ${(0,plan_model/* parentKindWord */.Pk)(site.kind)} ${name}, which no site file names, so its Attachment 1 sections are not declared: write ${site_file/* LOW_IMPACT_FOLDER */.bn}/${suggestedId(site)}.yaml with sites: [${name}] and each Attachment 1 section's answer (${(0,wording/* listOf */.c3)([...parse_site_file/* SECTION_KEYS */.vz])}; see docs/obligations/cip-003-low-impact.md), or add ${name} to an existing site file's sites`;
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


/** A warning for each update record of `read` (the checkout's, parsed) whose `follows` names no test record. */
function updateFollowsReminders(read) {
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

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/low-impact/eleven-gate.ts
var eleven_gate = __webpack_require__(60656);
;// CONCATENATED MODULE: ./src/core/low-impact/vendor-access-gate.ts
// CIP-003-9 Attachment 1 Section 6 at review, as a pure decision: "For assets containing low
// impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote
// access, the Responsible Entity shall implement a process to mitigate risks associated with
// vendor electronic remote access, where such access has been established under Section 3.1.
// These processes shall include: 6.1 One or more method(s) for determining vendor electronic
// remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3
// One or more method(s) for detecting known or suspected inbound and outbound malicious
// communications for vendor electronic remote access." Section 6 counts each path: a method
// reaches every path of the site, or only those its `paths:` names. So a change to a site file
// that makes the site allow vendor remote access, adds a vendor path, admits one in its Section 3.1
// rules, withdraws the last method of a part while the site keeps allowing it, or narrows or
// withdraws the methods of a part that reached a path it keeps so that none reaches it, is listed
// with the parts whose methods its file does not name and each part and path no method reaches;
// the owner policy's
// `vendor_remote_access:` flags it (the default: a warning in the plan) or refuses the plan and
// so the merge (`require`), as the commissioning gates do. A change that only removes access, or
// leaves it as it was, is not listed. The plan asks it as the site files' set's gate
// (ReviewedFileSet.gate), as it asks every family's. From CIP-003-11's day, by the base policy's
// standards: on the run's day in its time zone, CIP-003-11's Section 3.1 is asked instead
// (eleven-gate.ts).








/** The owner policy's setting: `flag` lists each gap in the plan; `require` also refuses it. */
const VENDOR_ACCESS_SETTINGS = low_impact_shape/* LOW_IMPACT_SHAPE */.aF.reviewedFiles.gateSetting.settings;
/**
 * The site files' gate (ReviewedFileSet.gate): each change that opens vendor remote access without
 * every part's methods, a warning under `flag` and an error under `require` (or when the policy
 * cannot be read); a change naming all three methods passes.
 */
function vendorAccessGate(head, base, read, _operations, day) {
    const changes = [...head]
        .filter(([path, text]) => base.get(path) !== text)
        .map(([path, text]) => ({
        path,
        before: siteFileOf(base.get(path), path),
        after: siteFileOf(text, path),
    }));
    // The version the base's standards: puts in force on the run's day (the merge's, at the merge),
    // in the base policy's time zone: from CIP-003-11's, its Section 3.1 asks in Section 6's place.
    if (day !== undefined && elevenJudges(day))
        return (0,eleven_gate/* elevenGate */.XU)(changes, read);
    const { check, problems } = checkVendorAccess(changes, settingOf(read));
    if (check === undefined || problems.length > 0)
        return problems;
    return check.changes.filter(hasGap).map((change) => ({
        severity: "warning",
        location: change.location,
        message: `${vendorAccessWords(change)}: ${vendorAccessFix(change)}`,
    }));
}
/** Whether CIP-003-11 judges on `day`'s date in the base policy's time zone. */
function elevenJudges({ now, basePolicy }) {
    const today = (0,calendar/* dateIn */.m7)(now.toISOString(), basePolicy.calendar.timeZone);
    return (0,eleven_gate/* elevenDayBy */.R1)(today, basePolicy.standardVersions) !== undefined;
}
function siteFileOf(text, path) {
    return text === undefined ? undefined : (0,parse_site_file/* parseSiteFileText */.Ic)(text, path).value;
}
/** The policy's setting as the gate's own (the policy's parser admits only its choices). */
function settingOf(read) {
    if ("diagnostics" in read)
        return read;
    if (read.rule === undefined)
        return { rule: undefined };
    const { setting, file } = read.rule;
    return { rule: { setting: setting === "require" ? "require" : "flag", file } };
}
/** Whether the change leaves a part and path no method reaches. */
const hasGap = (change) => change.missing.length > 0 || change.unreached.length > 0;
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
    const was = before?.vendorRemoteAccess.allowed === true ? before.vendorRemoteAccess : undefined;
    const pathsBefore = new Set(was?.paths.map((p) => p.id) ?? []);
    const admittedBefore = new Set(before?.electronicAccess.routable === true ? before.electronicAccess.vendorPaths : []);
    const admitted = after.electronicAccess.routable ? after.electronicAccess.vendorPaths : [];
    const { withoutMethod, unreached } = (0,site_file/* gapsByPart */.au)((0,site_file/* vendorAccessGaps */._k)(after), access.paths.map((p) => p.id));
    const gapsBefore = before === undefined ? [] : (0,site_file/* vendorAccessGaps */._k)(before);
    const withoutBefore = (0,site_file/* gapsByPart */.au)(gapsBefore, [...pathsBefore]).withoutMethod;
    const allowedBefore = was !== undefined;
    const triggers = [
        ...(allowedBefore ? [] : [{ kind: "allows" }]),
        ...access.paths
            .filter((p) => allowedBefore && !pathsBefore.has(p.id))
            .map((p) => ({ kind: "adds-path", path: p.id })),
        ...admitted
            .filter((id) => allowedBefore && !admittedBefore.has(id))
            .map((id) => ({ kind: "admits-path", path: id })),
        ...withoutMethod
            .filter((part) => allowedBefore && !withoutBefore.includes(part))
            .map((part) => ({ kind: "withdraws-method", part })),
        ...unreached
            .filter((gap) => pathsBefore.has(gap.path) &&
            !gapsBefore.some((old) => old.part === gap.part && old.path === gap.path))
            .map((gap) => unreachedBy(gap, was, access)),
    ];
    if (triggers.length === 0)
        return undefined;
    return {
        path,
        sites: after.sites,
        location: access.location,
        triggers,
        missing: withoutMethod,
        unreached,
    };
}
/** The methods that reached `gap`'s path before and reach it no more: narrowed, or withdrawn. */
function unreachedBy(gap, before, after) {
    const reached = (before?.methods[gap.part] ?? []).filter((m) => (0,site_file/* methodReaches */.rO)(m, gap.path));
    const kept = new Set((after.methods[gap.part] ?? []).map((m) => m.method));
    return {
        kind: "unreaches-path",
        part: gap.part,
        path: gap.path,
        narrowed: reached.filter((m) => kept.has(m.method)).map((m) => m.method),
        withdrawn: reached.filter((m) => !kept.has(m.method)).map((m) => m.method),
    };
}
/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(opened, read) {
    return (0,reviewed_file_set/* requiredGapErrors */.NJ)(opened.filter(hasGap), read, (change, policyFile) => `${vendorAccessWords(change)}, and ${policyFile} requires every part's methods: ${vendorAccessFix(change)}`);
}
/** What a trigger does, as every output says it. */
function triggerWords(trigger) {
    switch (trigger.kind) {
        case "allows":
            return "allows vendor electronic remote access";
        case "adds-path":
            return `adds vendor path ${(0,diagnostics/* quote */.hD)(trigger.path)}`;
        case "admits-path":
            return `admits vendor path ${(0,diagnostics/* quote */.hD)(trigger.path)} in its Section 3.1 rules`;
        case "withdraws-method":
            return `withdraws the last method for ${site_file/* VENDOR_ACCESS_PARTS */.x9[trigger.part]} while keeping its vendor paths`;
        case "unreaches-path": {
            const part = site_file/* VENDOR_ACCESS_PARTS */.x9[trigger.part];
            const done = [
                ...(trigger.narrowed.length === 0 ? [] : [`narrows ${methodsWords(trigger.narrowed)}`]),
                ...(trigger.withdrawn.length === 0 ? [] : [`withdraws ${methodsWords(trigger.withdrawn)}`]),
            ];
            return `${(0,wording/* listOf */.c3)(done)} of ${part} so that no ${part} method reaches vendor path ${(0,diagnostics/* quote */.hD)(trigger.path)}`;
        }
    }
}
const methodsWords = (methods) => `${methods.length === 1 ? "method" : "methods"} ${(0,wording/* listOf */.c3)(methods.map((m) => (0,diagnostics/* quote */.hD)(m)))}`;
const pathsWords = (paths) => `${paths.length === 1 ? "vendor path" : "vendor paths"} ${(0,wording/* listOf */.c3)(paths.map((p) => (0,diagnostics/* quote */.hD)(p)))}`;
/** The gaps by part: the parts without any method, and each other part's paths unreached. */
function gapsOf(change) {
    const parts = [...new Set(change.unreached.map((gap) => gap.part))];
    return {
        withoutMethod: change.missing,
        unreached: parts.map((part) => ({
            part,
            paths: change.unreached.filter((gap) => gap.part === part).map((gap) => gap.path),
        })),
    };
}
/** The change as every output says it: what it opens, and the parts it names no method for. */
function vendorAccessWords(change) {
    const opens = (0,wording/* listOf */.c3)(change.triggers.map(triggerWords));
    const { withoutMethod, unreached } = gapsOf(change);
    const without = [
        ...(withoutMethod.length === 0
            ? []
            : [`without methods for ${(0,wording/* listOf */.c3)(withoutMethod.map((part) => site_file/* VENDOR_ACCESS_PARTS */.x9[part]))}`]),
        ...unreached.map(({ part, paths }) => `without a ${site_file/* VENDOR_ACCESS_PARTS */.x9[part]} method reaching ${pathsWords(paths)}`),
    ];
    const gaps = without.length === 0 ? "with methods for 6.1, 6.2 and 6.3" : (0,wording/* listOf */.c3)(without);
    return `CIP-003-9 Section 6: ${change.path} (${(0,wording/* listOf */.c3)(change.sites)}) ${opens} ${gaps}`;
}
/** How to close a gap, as every output says it. */
function vendorAccessFix(change) {
    const { withoutMethod, unreached } = gapsOf(change);
    const keys = withoutMethod.map((part) => `vendor_remote_access.${part}`);
    const fixes = [
        ...(keys.length === 0 ? [] : [`name at least one method under ${(0,wording/* listOf */.c3)(keys)}`]),
        ...unreached.map(({ part, paths }) => `have a method under vendor_remote_access.${part} reach ${pathsWords(paths)} (written as text, a method reaches every path; { method, paths } only those it names)`),
    ];
    return `${(0,wording/* listOf */.c3)(fixes)}, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths`;
}

;// CONCATENATED MODULE: ./src/core/low-impact/low-impact-files.ts














/** Whether a YAML file is directly in low-impact/, from the repository root. */
const isInLowImpactFolder = (0,carried_files/* yamlFileIn */.fG)(site_file/* LOW_IMPACT_FOLDER */.bn);
/** Whether a path (from the repository root) is a site file: low-impact/ID.yaml, but program.yaml. */
function isSiteFile(path) {
    return isInLowImpactFolder(path) && !(0,program_file/* isProgramFile */.ZI)(path);
}
/** Whether a path (from the repository root) is a program record. */
const isProgramRecord = (0,carried_files/* yamlFileIn */.fG)(program_record/* PROGRAM_RECORDS_FOLDER */.DS);
/** Whether a path is a program record as review names it. */
const isProgramRecordNamed = (0,carried_files/* yamlFileIn */.fG)(program_record/* PROGRAM_RECORDS_FOLDER */.DS, "named");
/** What the plan and the population show of a site file in force. */
function siteShown(site) {
    const access = site.vendorRemoteAccess;
    const paths = access.allowed ? access.paths.map((path) => path.id) : [];
    const { withoutMethod, unreached } = (0,site_file/* gapsByPart */.au)((0,site_file/* vendorAccessGaps */._k)(site), paths);
    return {
        id: site.id,
        sites: site.sites,
        routable: site.electronicAccess.routable,
        vendor_remote_access: access.allowed ? "allowed" : "none",
        paths,
        missing: withoutMethod.map((part) => site_file/* VENDOR_ACCESS_PARTS */.x9[part]),
        // Only where a method is narrowed to some paths: a file of plain methods shows what it did.
        ...(unreached.length === 0
            ? {}
            : {
                unreached: unreached.map(({ part, path }) => ({ part: site_file/* VENDOR_ACCESS_PARTS */.x9[part], path })),
            }),
    };
}
/** What a merge's record says of the site files: each one it carries, read (null: removed). */
function siteFilesCarried(carried) {
    return (0,carried_files/* standingFilesCarried */.Ox)(carried, SITE_FILES_READ);
}
const SITE_FILES_READ = (0,carried_files/* carriedKind */.NH)("low-impact site files", isSiteFile, parse_site_file/* parseSiteFileText */.Ic);
const PROGRAM_RECORDS_READ = (0,carried_files/* carriedKind */.NH)("low-impact program records", isProgramRecord, parseProgramRecordText);
/**
 * What a merge's record says of the program file: undefined when it carries none (nor removes
 * it), null when it removes it, else the file read.
 */
function programFileCarried(carried) {
    return (0,carried_files/* standingFilesCarried */.Ox)(carried, PROGRAM_FILE_READ).get(program_file/* PROGRAM_FILE */.kg);
}
const PROGRAM_FILE_READ = (0,carried_files/* carriedKind */.NH)("low-impact program file", (path) => (0,program_file/* isProgramFile */.ZI)(path), program_file/* parseProgramFileText */.Ny);
/** The program records a merge's record carries, new or changed, read, in path order. */
function programRecordsCarried(carried) {
    return (0,carried_files/* recordsCarried */.pI)(carried, PROGRAM_RECORDS_READ);
}
/**
 * A program record as the reviewer approves it: its kind and day, the policies or plans it names
 * (each a clock of its own), what its merge opens and when that falls due (the clock's interval
 * from its day, by the calendar of the policy at the commit compared with, as the obligations
 * count it once merged), and, for a review, the CIP Senior Manager whose approval of this pull
 * request approves those policies.
 */
function recordShown(record, basePolicy) {
    const shown = { id: record.id, kind: record.kind, performed_on: record.performedOn };
    const due = (part) => (0,program_record_reminders/* partDueAfter */.s$)(record.performedOn, part, basePolicy.calendar.monthEnd);
    switch (record.kind) {
        case "policy-review":
            return {
                ...shown,
                subjects: record.policies,
                next_due: due("CIP-003 R1.2"),
                approver: basePolicy.seniorManager ?? null,
            };
        case "incident-plan-test":
            return {
                ...shown,
                subjects: record.plans,
                next_due: due("CIP-003 R2 Section 4.5"),
                update_due: due("CIP-003 R2 Section 4.6"),
            };
        case "reinforcement":
            return { ...shown, next_due: due("CIP-003 R2 Section 1") };
        case "incident-plan-update":
            return { ...shown, follows: record.follows };
    }
}
/** The sites the site files of `files` name, each file that reads. */
function sitesNamed(files) {
    return [...siteFilesOf(files)].flatMap(([file, text]) => (0,parse_site_file/* parseSiteFileText */.Ic)(text, file).value?.sites ?? []);
}
/** Only the site files of `files`, by path. */
function siteFilesOf(files) {
    return new Map([...files].filter(([path]) => isSiteFile(path)));
}
const LOW_IMPACT_FILES = {
    ...low_impact_shape/* LOW_IMPACT_SHAPE */.aF.reviewedFiles,
    roots: [site_file/* LOW_IMPACT_FOLDER */.bn],
    patterns: [`${site_file/* LOW_IMPACT_FOLDER */.bn}/*.yaml`, `${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/*.yaml`],
    belongs: (path) => isSiteFile(path) || isProgramRecord(path) || (0,program_file/* isProgramFile */.ZI)(path),
    carriedKinds: [SITE_FILES_READ, PROGRAM_RECORDS_READ, PROGRAM_FILE_READ],
    changes: (head, base, comparedWith, basePolicy) => {
        return (0,reviewed_file_set/* fileChanges */.C8)(head, base, comparedWith, (file, text) => {
            if ((0,program_file/* isProgramFile */.ZI)(file)) {
                const program = (0,program_file/* parseProgramFileText */.Ny)(text, file).value;
                if (program === undefined)
                    return {};
                const was = base.get(file);
                const before = was === undefined ? undefined : (0,program_file/* parseProgramFileText */.Ny)(was, file).value;
                return { program: (0,program_file/* programShown */.GG)(program, before, sitesNamed(head)) };
            }
            if (isProgramRecord(file)) {
                const record = parseProgramRecordText(text, file).value;
                return record === undefined ? {} : { record: recordShown(record, basePolicy) };
            }
            const site = (0,parse_site_file/* parseSiteFileText */.Ic)(text, file).value;
            if (site === undefined)
                return {};
            const was = base.get(file);
            const before = was === undefined ? undefined : (0,parse_site_file/* parseSiteFileText */.Ic)(was, file).value;
            return {
                site: {
                    ...siteShown(site),
                    ...(before === undefined ? {} : { before: siteShown(before) }),
                },
            };
        });
    },
    problems: (text, file, now) => {
        if (isProgramRecordNamed(file)) {
            const record = parseProgramRecordText(text, file, now);
            return [...record.diagnostics, ...(0,program_record_reminders/* overdueOnArrival */.PC)(record, now)];
        }
        if ((0,program_file/* isProgramFile */.ZI)(file, "named"))
            return (0,program_file/* parseProgramFileText */.Ny)(text, file).diagnostics;
        const parsed = (0,parse_site_file/* parseSiteFileText */.Ic)(text, file);
        // Section 3.1's flows without their need: warnings, listed by validate and the plan.
        return parsed.value === undefined ? parsed.diagnostics : (0,parse_site_flows/* flowNeedWarnings */.m)(parsed.value);
    },
    problemsAmong: (files) => programReferenceProblems(files, isProgramRecordNamed),
    gate: (head, base, read) => vendorAccessGate(siteFilesOf(head), siteFilesOf(base), read),
    // A file with other problems is left to `problems`: read again with the names known only once
    // it reads without them, so that the sites' errors are the only ones it can give (a site file's
    // sites, the program file's plans' sites).
    unknownParents: (files, known) => [...files].flatMap(([file, text]) => {
        if ((0,program_file/* isProgramFile */.ZI)(file))
            return (0,program_file/* parseProgramFileText */.Ny)(text, file).value === undefined
                ? []
                : (0,program_file/* parseProgramFileText */.Ny)(text, file, known).diagnostics;
        return isSiteFile(file) && (0,parse_site_file/* parseSiteFileText */.Ic)(text, file).value !== undefined
            ? (0,parse_site_file/* parseSiteFileText */.Ic)(text, file, known).diagnostics
            : [];
    }),
    reminders: (head, operations, rerated) => {
        // Each program record parsed once, for both reminders that read the records.
        const records = [...head].flatMap(([file, text]) => isProgramRecord(file) ? [parseProgramRecordText(text, file)] : []);
        const sites = siteFilesOf(head);
        return [
            ...siteReminders(sites, operations, rerated),
            ...(0,program_record_reminders/* programRecordReminders */.Vy)(sites, records),
            ...updateFollowsReminders(records),
        ];
    },
};


/***/ }),

/***/ 973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vz: () => (/* binding */ SECTION_KEYS),
  Ic: () => (/* binding */ parseSiteFileText),
  EE: () => (/* binding */ sitesKnown)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/reviewed-file-reader.ts
var reviewed_file_reader = __webpack_require__(17210);
// EXTERNAL MODULE: ./src/core/low-impact/site-file.ts
var site_file = __webpack_require__(99283);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
;// CONCATENATED MODULE: ./src/core/low-impact/parse-vendor-methods.ts
// Section 6's methods of one part (`determine`, `disable`, `detect`) in a low-impact site file,
// read with positions: each entry a plain text, which reaches every vendor path of the site, or
// `{ method: TEXT, paths: [id, ...] }`, which reaches only the paths it names. Section 6 counts
// each path, so a method narrowed to some paths leaves the others without it (site-file.ts,
// vendorAccessGaps). A path a method names that the site does not declare is an error at its
// file:line:column, with the nearest declared path. parse-site-sections.ts reads the rest of
// Section 6 and calls this once the paths are read.







/** A method written as a map, which reaches only the paths it names. */
const NARROWED_SHAPE = "{ method: IDS on the VPN segment, paths: [oem-vpn] }";
/**
 * The methods of `part`, at `field` (its value and where its key is written), whose narrowed
 * entries may name only the paths of `declared` (the site's path ids, undefined when they could
 * not be read: then no entry's paths are checked against them).
 */
function methodsOf(reader, field, part, hint, declared) {
    const entryHint = `${hint}, written as text (it reaches every vendor path) or as ${NARROWED_SHAPE} (only those paths)`;
    const items = reader.list(field.value, field.keyOffset, part, entryHint);
    if (items === undefined)
        return undefined;
    const methods = [];
    for (const item of items) {
        const method = (0,dist/* isMap */.jh)(item)
            ? narrowedOf(reader, item, part, hint, declared)
            : reader.text(item, (0,yaml_reader/* nodeStart */.f)(field.value), `${part} entry`, entryHint);
        const read = typeof method === "string" ? { method } : method;
        if (read === undefined)
            return undefined;
        if (methods.some((other) => other.method === read.method)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `${(0,diagnostics/* quote */.hD)(read.method)} is written twice in ${part}; keep one`);
            return undefined;
        }
        methods.push(read);
    }
    return methods;
}
/** `{ method: TEXT, paths: [id, ...] }`, each id one of `declared`. */
function narrowedOf(reader, item, part, hint, declared) {
    const keys = ["method", "paths"];
    const what = `a method of ${part} (Section ${site_file/* VENDOR_ACCESS_PARTS */.x9[part]})`;
    const fields = reader.fields(item, keys, keys, what);
    if (fields === undefined)
        return undefined;
    const method = reader.textField(fields, "method", hint);
    const paths = reader.textsField(fields, "paths", "the id of a vendor path (vendor_remote_access.paths) the method reaches");
    if (method === undefined || paths === undefined)
        return undefined;
    if (declared === undefined)
        return { method, paths };
    const written = fields.required("paths").value;
    const offsets = (0,dist/* isSeq */.oP)(written) ? written.items.map((node) => (0,yaml_reader/* nodeStart */.f)(node)) : [];
    let known = true;
    paths.forEach((path, index) => {
        if (declared.includes(path))
            return;
        known = false;
        const [meant] = (0,shared_names/* closestNames */.g9)(path, declared, 1);
        reader.error(offsets[index] ?? (0,yaml_reader/* nodeStart */.f)(item), `method ${(0,diagnostics/* quote */.hD)(method)} of ${part} (Section ${site_file/* VENDOR_ACCESS_PARTS */.x9[part]}) names vendor path ${(0,diagnostics/* quote */.hD)(path)}, which vendor_remote_access.paths does not declare; ${meant === undefined ? "" : `did you mean ${(0,diagnostics/* quote */.hD)(meant)}? Otherwise `}name ${(0,wording/* listOf */.c3)(declared.map((id) => (0,diagnostics/* quote */.hD)(id)), "or")}, or declare it under paths (its kind and device)`);
    });
    return known ? { method, paths } : undefined;
}

// EXTERNAL MODULE: ./src/core/low-impact/parse-site-flows.ts
var parse_site_flows = __webpack_require__(43118);
;// CONCATENATED MODULE: ./src/core/low-impact/parse-site-sections.ts
// Each Attachment 1 section of a low-impact site file (site-file.ts), read with positions:
// Section 2's physical access, Section 3.1's electronic access and its rule set, Section 3.2's
// dial-up, Section 5's Transient Cyber Assets and Section 6's vendor remote access. What the
// sections say of each other is parse-site-file.ts's. Every mistake at file:line:column.







/** The word a section with nothing to declare is written with (`dial_up: none`). */
const NONE = "none";
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
    const controlsField = fields.required("controls");
    const hint = "a control of physical access to the site or its systems' locations (a card key, locks, an alarm)";
    if ((0,dist/* isSeq */.oP)(controlsField.value) && controlsField.value.items.length === 0) {
        reader.error((0,yaml_reader/* nodeStart */.f)(controlsField.value), `controls is empty, but Section 2 controls physical access to every site: write at least one, ${hint}`);
        return undefined;
    }
    const controls = reader.texts(controlsField.value, controlsField.keyOffset, "controls", hint);
    const assets = textsOrNone(reader, fields.required("access_control_assets"), "access_control_assets", "a Cyber Asset providing Section 3.1's electronic access control, or [] for none");
    if (controls === undefined || assets === undefined)
        return undefined;
    return { controls, accessControlAssets: assets };
}
const ROUTABLE_KEYS = ["routable", "devices", "rule_set", "vendor_paths", "flows", "detect"];
const ROUTABLE_SHAPE = "{ routable: true, devices: [fw-sub12], rule_set: { file: PATH } } or { routable: false }";
/** Section 3.1. */
function electronicAccessOf(reader, field) {
    const keys = { known: ROUTABLE_KEYS, required: ["routable"] };
    const fields = mapFields(reader, field, "electronic_access", keys, ROUTABLE_SHAPE);
    if (fields === undefined)
        return undefined;
    const routableField = fields.required("routable");
    const routable = reader.flag(routableField.value, routableField.keyOffset, "routable");
    if (routable === undefined)
        return undefined;
    if (!routable) {
        const extra = ROUTABLE_KEYS.slice(1).find((key) => fields.has(key));
        if (extra === undefined)
            return { routable: false };
        reader.error(fields.required(extra).keyOffset, `electronic_access declares no routable communications (routable: false), so it has no ${extra}; remove it, or write routable: true`);
        return undefined;
    }
    const missing = ["devices", "rule_set"].filter((key) => !fields.has(key));
    for (const key of missing)
        reader.error(routableField.keyOffset, `electronic_access with routable: true has no ${(0,diagnostics/* quote */.hD)(key)}; add it (${ROUTABLE_SHAPE})`);
    if (missing.length > 0)
        return undefined;
    return routableAccessOf(reader, fields, reader.at(field.keyOffset));
}
function routableAccessOf(reader, fields, location) {
    const devices = reader.textsField(fields, "devices", "a Cyber Asset that permits only the necessary access (a firewall, a router)");
    const ruleSet = ruleSetOf(reader, fields.required("rule_set"));
    const vendorPaths = fields.has("vendor_paths")
        ? textsOrNone(reader, fields.required("vendor_paths"), "vendor_paths", "the id of a vendor path (vendor_remote_access.paths) the rule set admits, or [] for none")
        : [];
    const flows = fields.has("flows") ? (0,parse_site_flows/* flowsOf */.z)(reader, fields) : [];
    // CIP-003-11 3.1.2: "Detect known or suspected malicious communications for both inbound and
    // outbound electronic access" (✔ NERC PDF only): the methods over all of the site's access.
    const detect = fields.has("detect")
        ? reader.textsField(fields, "detect", "a method detecting malicious communications over all of the site's Section 3.1 access (an IDS, a log review)")
        : [];
    if (devices === undefined ||
        ruleSet === undefined ||
        vendorPaths === undefined ||
        flows === undefined ||
        detect === undefined)
        return undefined;
    return {
        routable: true,
        devices,
        ruleSet,
        vendorPaths,
        ...(fields.has("flows") ? { flows } : {}),
        ...(fields.has("detect") ? { detect } : {}),
        location,
    };
}
const RULE_SET_SHAPE = "{ file: firewall/sub12.rules } or { sha256: HEX, reviewed_on: 2026-03-02 }";
const RULE_SET_SHA256 = "64 lowercase hex digits (the SHA-256 of the reviewed rule set)";
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
    return reader.isSha256(fields, "sha256", sha256, RULE_SET_SHA256)
        ? { sha256, reviewedOn }
        : undefined;
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
    const managed = managedOf(reader, fields.required("managed"));
    if (plan === undefined || managed === undefined)
        return undefined;
    return { plan, managed };
}
/** Section 5.3: `{ method: HOW, asset: WHICH }`. */
function removableMediaOf(reader, field) {
    const shape = "{ method: antivirus scan before each use, asset: media-kiosk-01 }";
    const keys = ["method", "asset"];
    const fields = mapFields(reader, field, "removable_media", { known: keys, required: keys }, shape);
    if (fields === undefined)
        return undefined;
    const method = reader.textField(fields, "method", "the method that detects malicious code on Removable Media (Section 5.3.1)");
    const asset = reader.textField(fields, "asset", "the Cyber Asset the method runs on, other than a BES Cyber System (Section 5.3.1)");
    return method === undefined || asset === undefined ? undefined : { method, asset };
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
        const named = methodsOf(reader, fields.required(part), part, `a method for Section ${site_file/* VENDOR_ACCESS_PARTS */.x9[part]} (${PART_WORDS[part]})`, paths?.map((path) => path.id));
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
//     Section 3.1 rule set admits is one of Section 6's paths. Its words name 3.1 only, so a
//     vendor's dial-in at a site without routable communications is no Section 6 path: it is 3.2's
//     Dial-up Connectivity, whose authentication dial_up declares.
// Given the facilities and control centers known (`known`: the service's, or the inventory's
// documents' where no service was read), each site `sites:` names is one of them, exactly as
// written: R2 reaches "each asset identified in CIP-002 containing low impact BES Cyber Systems",
// and CIP-002 R1.3 says "Identify each asset that contains a low impact BES Cyber System", so a
// site no inventory knows ("Pine Hil Substation") declares nothing of a real asset.
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
/** Section 5.3's Removable Media, which a site file may leave out (files written before it did). */
const REMOVABLE_MEDIA = "removable_media";
const SITE_KEYS = ["version", "id", "sites", ...SECTION_KEYS];
/** A site file read; given `known`, each of its sites is also held to the names known. */
function parseSiteFileText(text, file, known) {
    const kind = { what: "a low-impact site file", version: site_file/* SITE_FILE_VERSION */.cc };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => siteOf(reader, map, file, known));
}
function siteOf(reader, map, file, known) {
    const keys = [...SITE_KEYS, REMOVABLE_MEDIA];
    const fields = reader.fields(map, keys, SITE_KEYS, "a low-impact site file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const id = fileId(reader, fields, file);
    const sites = reader.textsField(fields, "sites", "a site (an asset containing low impact BES Cyber Systems) as CIP-002 R1.3 identifies it");
    const physicalAccess = physicalAccessOf(reader, fields.required("physical_access"));
    const electronicAccess = electronicAccessOf(reader, fields.required("electronic_access"));
    const dialUp = dialUpOf(reader, fields.required("dial_up"));
    const transientCyberAssets = transientOf(reader, fields.required("transient_cyber_assets"));
    const vendorRemoteAccess = vendorAccessOf(reader, fields.required("vendor_remote_access"));
    const removableMedia = fields.has(REMOVABLE_MEDIA)
        ? removableMediaOf(reader, fields.required(REMOVABLE_MEDIA))
        : null;
    if (id === undefined ||
        sites === undefined ||
        (known !== undefined && !sitesKnown(reader, fields.required("sites"), sites, known)) ||
        physicalAccess === undefined ||
        electronicAccess === undefined ||
        dialUp === undefined ||
        transientCyberAssets === undefined ||
        vendorRemoteAccess === undefined ||
        removableMedia === undefined)
        return undefined;
    const site = {
        id,
        sites,
        physicalAccess,
        electronicAccess,
        dialUp,
        transientCyberAssets,
        vendorRemoteAccess,
        ...(removableMedia === null ? {} : { removableMedia }),
    };
    return sectionsAgree(reader, fields, site) ? site : undefined;
}
/** The file's `id`, which must be its file's name in `low-impact/`. */
function fileId(reader, fields, file) {
    const id = reader.textField(fields, "id", "the site file's id, its file's name");
    if (id === undefined)
        return undefined;
    const parts = file.split("/");
    const named = parts.at(-1)?.replace(/\.yaml$/, "");
    if (named === id && parts.at(-2) === site_file/* LOW_IMPACT_FOLDER */.bn)
        return id;
    reader.error((0,yaml_reader/* nodeStart */.f)(fields.required("id").value), parts.at(-2) === site_file/* LOW_IMPACT_FOLDER */.bn
        ? `site file id ${(0,diagnostics/* quote */.hD)(id)} is not its file's name (${file}); rename the file to ${site_file/* LOW_IMPACT_FOLDER */.bn}/${id}.yaml, or write id: ${named ?? ""}`
        : `site file ${(0,diagnostics/* quote */.hD)(id)} is filed in ${parts.slice(0, -1).join("/") || "the repository root"}, not ${site_file/* LOW_IMPACT_FOLDER */.bn}/; move it to ${site_file/* LOW_IMPACT_FOLDER */.bn}/${id}.yaml`);
    return undefined;
}
/**
 * Whether each site is a facility or control center `known` holds; each one not, at its entry
 * (a site file's `sites`, or a plan's in the program file).
 */
function sitesKnown(reader, field, sites, known) {
    const names = new Set(known.names);
    const offsets = entryOffsets(field);
    let all = true;
    sites.forEach((site, index) => {
        if (names.has(site))
            return;
        const [meant] = (0,shared_names/* closestNames */.g9)(site, names, 1);
        const holder = known.from === "service"
            ? "the service holds"
            : "the inventory's documents declare (no service was read, so the inventory's declared sites judge it)";
        reader.error(offsets[index] ?? field.keyOffset, `site ${(0,diagnostics/* quote */.hD)(site)} is no facility or control center ${holder}; ${meant === undefined ? "no known name is close to it" : `did you mean ${(0,diagnostics/* quote */.hD)(meant)}?`}${meant === undefined ? "." : ""} Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)`);
        all = false;
    });
    return all;
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
    const electronic = fields.required("electronic_access");
    let agree = true;
    if (vendor.allowed && !access.routable) {
        reader.error(fields.required("vendor_remote_access").keyOffset, "vendor_remote_access allows vendor electronic remote access, which Section 6 counts only where it is established under Section 3.1, but electronic_access declares no routable communications (routable: false); declare them, with their devices and rule set, or write vendor_remote_access: none (a vendor's dial-in is Section 3.2's Dial-up Connectivity: write how it is authenticated under dial_up)");
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


/***/ }),

/***/ 43118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ flowNeedWarnings),
/* harmony export */   z: () => (/* binding */ flowsOf)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
/* harmony import */ var _site_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99283);
// Section 3.1's permitted flows in a low-impact site file (`electronic_access.flows`, optional),
// read with positions: each `{ direction: inbound | outbound, peer: TEXT, need: TEXT }`, the flow
// the site's rule set permits across its boundary, the Cyber Asset or network outside the site at
// its other end, and why the Responsible Entity determined it necessary. Section 3.1 says "Permit
// only necessary inbound and outbound electronic access as determined by the Responsible Entity":
// the need is the entity's to state, so a flow without one is a warning at its place at review
// (`flowNeedWarnings`, which validate and the plan list), never a refusal; a flow's shape is read
// as every key is, each mistake at its file:line:column. Whether each flow is really necessary, and
// whether the device permits only these, stays the entity's evidence.



const FLOW_SHAPE = "{ direction: inbound, peer: scada-master, need: DNP3 polling by the EMS }";
/** `flows`, which `fields` holds: a non-empty list of flows, each (direction, peer) once. */
function flowsOf(reader, fields) {
    const entry = {
        what: "a permitted flow",
        shape: FLOW_SHAPE,
        keys: ["direction", "peer", "need"],
        required: ["direction", "peer"],
    };
    return reader.mapsField(fields, "flows", entry, (flowFields, item, before) => {
        const direction = reader.choiceField(flowFields, "direction", _site_file_js__WEBPACK_IMPORTED_MODULE_2__/* .FLOW_DIRECTIONS */ .wV);
        const peer = reader.textField(flowFields, "peer", "the Cyber Asset or network outside the site at the flow's other end");
        const need = flowFields.has("need")
            ? reader.textField(flowFields, "need", "why the Responsible Entity determined it necessary")
            : "";
        if (direction === undefined || peer === undefined || need === undefined)
            return undefined;
        const flow = { direction, peer, location: reader.at((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(item)) };
        if (before.some((other) => other.direction === direction && other.peer === peer)) {
            reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(item), `${flowWords(flow)} is listed twice in flows; keep one`);
            return undefined;
        }
        return flowFields.has("need") ? { ...flow, need } : flow;
    });
}
/** A flow in words: "the inbound flow from "scada-master"". */
function flowWords({ direction, peer }) {
    return `the ${direction} flow ${direction === "inbound" ? "from" : "to"} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(peer)}`;
}
/** A warning at each flow of `site` that states no need: listed at review, never refusing. */
function flowNeedWarnings(site) {
    const access = site.electronicAccess;
    if (!access.routable)
        return [];
    return (access.flows ?? [])
        .filter((flow) => flow.need === undefined)
        .map((flow) => ({
        severity: "warning",
        location: flow.location,
        message: `CIP-003-9 Section 3.1: ${flowWords(flow)} states no need, and Section 3.1 says "Permit only necessary inbound and outbound electronic access as determined by the Responsible Entity": write need: with why the Responsible Entity determined it necessary (a warning: nothing is refused for it)`,
    }));
}


/***/ }),

/***/ 39274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ programShown),
/* harmony export */   Ny: () => (/* binding */ parseProgramFileText),
/* harmony export */   ZI: () => (/* binding */ isProgramFile),
/* harmony export */   kg: () => (/* binding */ PROGRAM_FILE)
/* harmony export */ });
/* unused harmony export PROGRAM_FILE_VERSION */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(82205);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17210);
/* harmony import */ var _parse_site_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(973);
/* harmony import */ var _program_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56093);
/* harmony import */ var _site_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99283);







/** The program file's path from the repository root. */
const PROGRAM_FILE = `${_site_file_js__WEBPACK_IMPORTED_MODULE_5__/* .LOW_IMPACT_FOLDER */ .bn}/program.yaml`;
/** The version of the program file's shape. */
const PROGRAM_FILE_VERSION = 1;
/** Whether `path` is the program file: from the repository root, or (`named`) as review names it. */
function isProgramFile(path, from = "root") {
    return from === "root"
        ? path === PROGRAM_FILE
        : path === PROGRAM_FILE || path.endsWith(`/${PROGRAM_FILE}`);
}
const KEYS = ["version", "policies", "plans"];
/**
 * Reads the program file, every mistake at its file:line:column; given `known`, each plan's sites
 * are also held to the facilities and control centers known, as a site file's are.
 */
function parseProgramFileText(text, file, known) {
    const kind = { what: "the low-impact program file", version: PROGRAM_FILE_VERSION };
    return (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .parseReviewedFile */ .fW)(text, file, kind, (reader, map) => programOf(reader, map, known));
}
function programOf(reader, map, known) {
    const fields = reader.fileFields(map, KEYS, KEYS, "the low-impact program file");
    if (fields === undefined)
        return undefined;
    // Both read, so that a mistake in each is reported in one run.
    const policies = policiesOf(reader, fields);
    const plans = plansOf(reader, fields, known);
    return policies && plans && { policies, plans };
}
/** A policy as `policies` declares it, and a plan as `plans` does. */
const POLICY = {
    noun: "policy",
    shape: "{ id: POL-A, topics: [awareness, physical_security] }",
    keys: ["id", "topics"],
};
const PLAN = {
    noun: "plan",
    shape: "{ id: IR-1, sites: [Substation 12] }",
    keys: ["id", "sites"],
};
/** `policies`: "one or more documented cyber security policies" (R1), each id once. */
function policiesOf(reader, fields) {
    const idHint = "the policy's id, as review records name it";
    return declaredEntries(reader, fields, { key: "policies", ...POLICY, idHint }, (policy) => {
        const { value, keyOffset } = policy.required("topics");
        const topics = reader.choiceList(value, keyOffset, { label: "topics", hint: (0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_6__/* .listOf */ .c3)(_program_record_js__WEBPACK_IMPORTED_MODULE_4__/* .POLICY_TOPIC_KEYS */ .OM) }, _program_record_js__WEBPACK_IMPORTED_MODULE_4__/* .POLICY_TOPIC_KEYS */ .OM);
        return topics && { topics: topics.map((topic) => topic.value) };
    });
}
/**
 * `plans`: "one or more Cyber Security Incident response plan(s), either by asset or group of
 * assets" (Attachment 1 Section 4), each id once, each with the sites it covers.
 */
function plansOf(reader, fields, known) {
    const idHint = "the plan's id, as test records name it";
    return declaredEntries(reader, fields, { key: "plans", ...PLAN, idHint }, (plan, id) => {
        const sites = reader.textsField(plan, "sites", "the sites the plan covers, as the site files name them");
        if (id === undefined || sites === undefined)
            return undefined;
        if (known !== undefined && !(0,_parse_site_file_js__WEBPACK_IMPORTED_MODULE_3__/* .sitesKnown */ .EE)(reader, plan.required("sites"), sites, known))
            return undefined;
        return { sites };
    });
}
/**
 * The maps of `entry.key`, each with an `id` no entry before it declares (one declared twice is
 * an error at the second): `rest` reads what else one holds (given the id, undefined when it was
 * refused), both read so that a mistake in each is reported in one run.
 */
function declaredEntries(reader, fields, entry, rest) {
    return reader.mapsField(fields, entry.key, { ...entry, what: `a ${entry.noun}` }, (declared, item, before) => {
        const id = reader.textField(declared, "id", entry.idHint);
        const others = rest(declared, id);
        if (id === undefined || others === undefined)
            return undefined;
        if (before.some((other) => other.id === id)) {
            reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(item), `${entry.noun} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} is declared twice; keep one`);
            return undefined;
        }
        return { id, ...others };
    });
}
/**
 * What the plan shows of the program file: what it declares, each policy or plan added, changed
 * or removed against `before` (the file at the commit compared with), and the sites of `sites`
 * (those the checkout's site files name) that no declared plan covers.
 */
function programShown(program, before, sites) {
    const covered = new Set(program.plans.flatMap((plan) => plan.sites));
    return {
        policies: program.policies.map((policy) => policy.id),
        plans: program.plans.map((plan) => plan.id),
        changed: [
            ...changedWords("policy", program.policies, before?.policies ?? []),
            ...changedWords("plan", program.plans, before?.plans ?? []),
        ],
        uncovered: [...new Set(sites)].filter((site) => !covered.has(site)).sort(),
    };
}
/** Each of `now` added or changed against `was`, and each of `was` removed, in words. */
function changedWords(what, now, was) {
    const before = new Map(was.map((entry) => [entry.id, JSON.stringify(entry)]));
    const after = new Set(now.map((entry) => entry.id));
    return [
        ...now.flatMap((entry) => {
            const had = before.get(entry.id);
            if (had === undefined)
                return [`${what} ${entry.id} added`];
            return had === JSON.stringify(entry) ? [] : [`${what} ${entry.id} changed`];
        }),
        ...was.filter((entry) => !after.has(entry.id)).map((entry) => `${what} ${entry.id} removed`),
    ];
}


/***/ }),

/***/ 34127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ overdueOnArrival),
/* harmony export */   Vy: () => (/* binding */ programRecordReminders),
/* harmony export */   s$: () => (/* binding */ partDueAfter)
/* harmony export */ });
/* unused harmony export recurringPartOf */
/* harmony import */ var _families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _program_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56093);
// CIP-003-9's program clocks at review: every clock opens at the family's first accepted merge
// that carries a site file, due that day (core/obligations/low-impact/program-clocks-pass.ts), so
// a clock whose last event no record declares is overdue from that merge. The program records
// are kept in the repository, so the checkout holds every one merged: where it has a site file
// and no record of a clock's kind, the plan reminds of that clock, at the first site file, on
// every plan until the record is there. A reminder, never a refusal (issue 98: day one was
// overdue, unwarned). Section 4.6 has no reminder here: its update is due 180 days after a test,
// which the obligations judge from the ledger. And a record whose own clock ran out before today
// (a review of two years ago, the latest one recorded) would close its clock and leave it overdue
// from the same merge: warned at its performed_on, with the due day its merge opens (the part's
// interval, LOW_IMPACT_SHAPE's `every`, as the obligations count it). Pure.




/** The part whose clock each kind of record closes: every kind has one. */
const RECORD_PART = _families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_IMPACT_RECORD_PARTS */ .xs;
/**
 * The last day `part`'s next event is on time after an event on `day`, months by `monthEnd`: what
 * the plan shows a record's merge opening, and what the obligations' clocks count
 * (core/obligations/low-impact/low-impact-clocks.ts dueAfter).
 */
function partDueAfter(day, part, monthEnd) {
    return (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .addInterval */ .vV)(day, _families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_IMPACT_SHAPE */ .aF.declaredParts[part].every, monthEnd);
}
/** The part whose clock `kind`'s record opens again from its day; none for an update. */
function recurringPartOf(kind) {
    return kind === "incident-plan-update" ? undefined : RECORD_PART[kind];
}
/**
 * A warning at the performed_on of `parsed` (read at review, `now`) when the clock its merge opens
 * is already past everywhere: its due day by every month-end convention (the policy's is not read
 * here) before today in every time zone (UTC's day less one, behind the farthest west).
 */
function overdueOnArrival(parsed, now) {
    const { value: record, references = [] } = parsed;
    const part = record === undefined ? undefined : recurringPartOf(record.kind);
    const at = references.find((ref) => ref.kind === "date" && ref.label === "performed_on")?.at;
    if (record === undefined || part === undefined || at === undefined)
        return [];
    const due = _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .MONTH_END_CONVENTIONS */ .WO.map((monthEnd) => partDueAfter(record.performedOn, part, monthEnd))
        .sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)
        .at(-1);
    if (due === undefined || due >= (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .addDays */ .fi)((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dateIn */ .m7)(now, "UTC"), -1))
        return [];
    const every = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .intervalWords */ .Tj)(_families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .LOW_IMPACT_SHAPE */ .aF.declaredParts[part].every);
    return [
        {
            severity: "warning",
            location: at,
            message: `${part}: the next ${record.kind} after performed_on ${record.performedOn} was due by ${due} at the latest (${every} later), before today, so merged this record leaves ${subjectsOf(record)} overdue from its merge: add the record of the latest ${record.kind}, if there was a later one`,
        },
    ];
}
/** Whose clock a record's merge opens again, in a warning's words. */
function subjectsOf(record) {
    switch (record.kind) {
        case "policy-review":
            return `the review clock of ${record.policies.join(", ")}`;
        case "incident-plan-test":
            return `the test clock of ${record.plans.join(", ")}`;
        case "reinforcement":
        case "incident-plan-update":
            return "its clock";
    }
}
/** Each clock the family's first merge opens, by the kind of record that closes it. */
const CLOCK_RECORDS = [
    {
        kind: "policy-review",
        part: "R1 Part 1.2",
        opens: "the review and approval clocks the family's first merge opens are",
        keys: "the day of the last review (performed_on) and every policy it reviewed (policies)",
    },
    {
        kind: "reinforcement",
        part: "Attachment 1 Section 1",
        opens: "the clock the family's first merge opens is",
        keys: "the day of the last reinforcement (performed_on)",
    },
    {
        kind: "incident-plan-test",
        part: "Attachment 1 Section 4.5",
        opens: "the clock the family's first merge opens is",
        keys: "the day of the last test (performed_on) and every plan it tested (plans)",
    },
];
/**
 * A warning at the first of `sites` (the checkout's site files, by path) for each clock no record
 * of `read` (the checkout's program records, parsed; one that does not parse counts for none)
 * closes; none without a site file, since the family has not started.
 */
function programRecordReminders(sites, read) {
    const [first] = [...sites.keys()].sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP);
    if (first === undefined)
        return [];
    const recorded = new Set(read.flatMap(({ value }) => (value === undefined ? [] : [value.kind])));
    return CLOCK_RECORDS.filter(({ kind }) => !recorded.has(kind)).map(({ kind, part, opens, keys }) => ({
        severity: "warning",
        location: { file: first, line: 1, column: 1 },
        message: `CIP-003-9 ${part}: no ${kind} record in ${_program_record_js__WEBPACK_IMPORTED_MODULE_3__/* .PROGRAM_RECORDS_FOLDER */ .DS}/, so ${opens} due that day and overdue from then: add ${_program_record_js__WEBPACK_IMPORTED_MODULE_3__/* .PROGRAM_RECORDS_FOLDER */ .DS}/ID.yaml with kind: ${kind}, ${keys}`,
    }));
}


/***/ }),

/***/ 56093:
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
/* harmony import */ var _families_low_impact_low_impact_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94815);
/* harmony import */ var _site_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99283);
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
 * R1 Part 1.2's seven topics, each by the key a review record lists it by: the policies in force
 * must "collectively address" them (CIP-003-11 drops the vendor topic); one none addresses is a
 * gap (core/obligations/low-impact/policy-topics-pass.ts).
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

/***/ 99283:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ ELEVEN_PARTS),
/* harmony export */   J9: () => (/* binding */ VENDOR_ACCESS_PART_KEYS),
/* harmony export */   Or: () => (/* binding */ partPathKey),
/* harmony export */   XD: () => (/* binding */ elevenGaps),
/* harmony export */   _k: () => (/* binding */ vendorAccessGaps),
/* harmony export */   au: () => (/* binding */ gapsByPart),
/* harmony export */   bn: () => (/* binding */ LOW_IMPACT_FOLDER),
/* harmony export */   cc: () => (/* binding */ SITE_FILE_VERSION),
/* harmony export */   pj: () => (/* binding */ methodText),
/* harmony export */   rO: () => (/* binding */ methodReaches),
/* harmony export */   wV: () => (/* binding */ FLOW_DIRECTIONS),
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
/** The directions Section 3.1 permits access in: "Permit only necessary inbound and outbound ...". */
const FLOW_DIRECTIONS = ["inbound", "outbound"];
/** A method as the population and the plan write it: its text, and the paths it is narrowed to. */
function methodText({ method, paths }) {
    return paths === undefined ? method : `${method} (reaches ${paths.join(", ")})`;
}
/** Whether `method` reaches the vendor path `path` (by id). */
function methodReaches(method, path) {
    return method.paths === undefined || method.paths.includes(path);
}
/**
 * Each part and vendor path of a site allowing vendor remote access that no method of the part
 * reaches, in part order (6.1, 6.2, 6.3) and then in the order the paths are declared; [] when
 * every method reaches every path, or the site allows none. Section 6 counts each path: a method
 * `paths:` narrows to some of them leaves the others without it.
 */
function vendorAccessGaps(site) {
    const access = site.vendorRemoteAccess;
    if (!access.allowed)
        return [];
    const detectsAll = siteDetects(site);
    return VENDOR_ACCESS_PART_KEYS.flatMap((part) => access.paths
        .filter(() => !(part === "detect" && detectsAll))
        .filter(({ id }) => !(access.methods[part] ?? []).some((method) => methodReaches(method, id)))
        .map(({ id }) => ({ part, path: id })));
}
/** Whether the site names a method detecting malicious communications over all its Section 3.1 access. */
function siteDetects(site) {
    const access = site.electronicAccess;
    return access.routable && (access.detect ?? []).length > 0;
}
/**
 * CIP-003-11's parts that take Section 6's place (✔ NERC PDF only): 6.1's methods are judged as
 * 3.1.5 ("Include one or more method(s) for determining vendor electronic access, where vendor
 * electronic access is permitted"), 6.2's as 3.1.6 ("Include one or more method(s) for disabling
 * vendor electronic access, where vendor electronic access is permitted"), and 6.3's as 3.1.2
 * ("Detect known or suspected malicious communications for both inbound and outbound electronic
 * access"), which reaches every site with Section 3.1 communications, vendor access or not.
 */
const ELEVEN_PARTS = { determine: "3.1.5", disable: "3.1.6", detect: "3.1.2" };
/**
 * A gap's key among its site file's: its part and, for a part asked of each vendor path, the path.
 * The gate keys the gaps a change opens by it, and the obligations the gaps they hold.
 */
const partPathKey = (part, path) => `${part}\0${path ?? ""}`;
/**
 * What CIP-003-11 finds unmet in `site`: 3.1.2 for a site with Section 3.1 (routable)
 * communications whose `electronic_access` names no `detect` method, then 3.1.5 and 3.1.6 for
 * each vendor path no method of 6.1 or 6.2 reaches. 3.1.3 and 3.1.4 (user authentication and the
 * protection of its information) are not read from the file: they are listed as not judged.
 */
function elevenGaps(site) {
    const detect = site.electronicAccess.routable && !siteDetects(site) ? [{ part: ELEVEN_PARTS.detect }] : [];
    const vendor = vendorAccessGaps(site)
        .filter((gap) => gap.part !== "detect")
        .map((gap) => ({ part: ELEVEN_PARTS[gap.part], path: gap.path }));
    return [...detect, ...vendor];
}
/**
 * The parts among `gaps` that leave every one of the site's `paths` unreached (no method at all,
 * since a method reaches at least one declared path), and the other gaps, path by path.
 */
function gapsByPart(gaps, paths) {
    const withoutMethod = VENDOR_ACCESS_PART_KEYS.filter((part) => paths.length > 0 &&
        paths.every((path) => gaps.some((g) => g.part === part && g.path === path)));
    return {
        withoutMethod,
        unreached: gaps.filter((gap) => !withoutMethod.includes(gap.part)),
    };
}


/***/ }),

/***/ 51967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ MERGE_JUDGED_FAMILIES)
});

// EXTERNAL MODULE: ./src/core/families/low-impact/low-impact-shape.ts
var low_impact_shape = __webpack_require__(94815);
// EXTERNAL MODULE: ./src/core/low-impact/low-impact-files.ts + 5 modules
var low_impact_files = __webpack_require__(39158);
// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(39178);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(46681);
// EXTERNAL MODULE: ./src/core/low-impact/program-file.ts
var program_file = __webpack_require__(39274);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority = __webpack_require__(68652);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
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

// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(23281);
// EXTERNAL MODULE: ./src/core/low-impact/program-record-reminders.ts
var program_record_reminders = __webpack_require__(34127);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(17638);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-rows.ts


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
const { enforceableFrom: FIRST_DAYS } = low_impact_shape/* LOW_IMPACT_SHAPE */.aF.standard;
const CIP_003_10 = { standard: "CIP-003-10", enforceableFrom: FIRST_DAYS["CIP-003-10"] };
const CIP_003_11 = { standard: "CIP-003-11", enforceableFrom: FIRST_DAYS["CIP-003-11"] };
const ATTACHMENT_1 = "CIP-003-9 Attachment 1";
const TWO_SOURCES = "NERC's PDF and an independent transcription (CIP-003-8's words, unchanged)";
/** For a part whose change in a later version the sources gathered do not describe. */
const NOT_COMPARED = "not compared with CIP-003-9 yet: the sources gathered do not say what it changes in this part";
const SITE_FILE = "the site file (low-impact/ID.yaml) in force, reviewed and merged";
/** Later versions whose change to a part the sources gathered do not describe. */
const NOT_COMPARED_LATER = [
    { ...CIP_003_10, changes: NOT_COMPARED },
    { ...CIP_003_11, changes: NOT_COMPARED },
];
/**
 * What every row opens with: its part, of CIP-003-9, enforceable from 2026-04-01, and what each
 * later version changes in it (by default, not compared yet).
 */
function partOf(id, laterVersions = NOT_COMPARED_LATER) {
    return { id, standard: "CIP-003-9", enforceableFrom: "2026-04-01", laterVersions };
}
/**
 * A part the family's shape declares: what every row opens with, and the standard's words and
 * clock the shape gives the part (the plan and the help read them there, the rows here).
 */
function declaredPartOf(id, laterVersions = NOT_COMPARED_LATER) {
    // Each part the shape declares quotes the standard; Section 6 alone keeps no clock.
    const { requirementText } = low_impact_shape/* LOW_IMPACT_SHAPE */.aF.declaredParts[id];
    const { every } = low_impact_shape/* LOW_IMPACT_SHAPE */.aF.declaredParts[id];
    return { ...partOf(id, laterVersions), requirementText, ...(every !== undefined && { every }) };
}
const LOW_IMPACT_ROWS = [
    {
        ...declaredPartOf("CIP-003 R1.2", [
            { ...CIP_003_10, changes: NOT_COMPARED },
            {
                ...CIP_003_11,
                changes: "Part 1.2 drops the vendor electronic remote access topic (1.2.6 is again declaring and responding to CIP Exceptional Circumstances): six topics",
                withoutTopics: ["vendor_remote_access"],
            },
        ]),
        source: "CIP-003-9 B. Requirements and Measures, R1 and Part 1.2 (NERC's PDF and two transcriptions)",
        summary: "review the low-impact cyber security policies, covering the seven topics, and have the CIP Senior Manager approve them, at least once every 15 calendar months",
        opens: "the previous review, and apart from it the previous CIP Senior Manager approval: two clocks, as the VSL counts them",
        closes: "a dated review record, and an approval by the CIP Senior Manager the policy file names, each merged by a reviewed pull request",
        operationalEvidence: "whether each policy really addresses its topics; the policy documents themselves",
    },
    {
        ...declaredPartOf("CIP-003 R2 Section 1", [
            { ...CIP_003_10, changes: "no change to Section 1's words" },
            { ...CIP_003_11, changes: NOT_COMPARED },
        ]),
        source: `${ATTACHMENT_1}, Section 1 (${TWO_SOURCES})`,
        summary: "reinforce cyber security practices at least once every 15 calendar months",
        opens: "the previous reinforcement",
        closes: "a dated reinforcement record (direct, indirect, or management support and reinforcement), merged by a reviewed pull request",
        operationalEvidence: "whether people received it; the e-mails, posters and meeting records",
    },
    {
        ...partOf("CIP-003 R2 Section 2", [
            {
                ...CIP_003_10,
                changes: "the Cyber Assets providing Section 3.1's electronic access control may also be a VCA",
            },
            { ...CIP_003_11, changes: NOT_COMPARED },
        ]),
        source: `${ATTACHMENT_1}, Section 2 (${TWO_SOURCES})`,
        requirementText: "Each Responsible Entity shall control physical access, based on need as determined by the Responsible Entity, to (1) the asset or the locations of the low impact BES Cyber Systems within the asset, and (2) the Cyber Asset(s), as specified by the Responsible Entity, that provide electronic access control(s) implemented for Section 3.1, if any.",
        summary: "control physical access to each site (or its systems' locations) and to the Cyber Assets that provide Section 3.1's electronic access control",
        opens: "a site identified, or a change of its Section 3.1 devices",
        closes: `${SITE_FILE}, naming physical controls, and every Section 3.1 device under access_control_assets`,
        operationalEvidence: "whether locks lock and alarms are watched; access logs",
    },
    {
        ...partOf("CIP-003 R2 Section 3", [
            {
                ...CIP_003_10,
                changes: "Section 3.1 also covers an SCI that supports a low impact BCS and names time-sensitive communications of Protection Systems; Section 3.2 authenticates per system capability",
            },
            {
                ...CIP_003_11,
                changes: "Section 3.1 is rewritten into 3.1.1 to 3.1.6: permit only necessary access; detect known or suspected malicious communications, inbound and outbound; authenticate each user before access to a network containing low impact BCS; protect user authentication information; and, where vendor electronic access is permitted, methods for determining and for disabling it",
            },
        ]),
        source: `${ATTACHMENT_1}, Section 3 (${TWO_SOURCES})`,
        requirementText: "For each asset containing low impact BES Cyber System(s) identified pursuant to CIP-002, the Responsible Entity shall implement electronic access controls to: 3.1 Permit only necessary inbound and outbound electronic access as determined by the Responsible Entity for any communications that are: i. between a low impact BES Cyber System(s) and a Cyber Asset(s) outside the asset containing low impact BES Cyber System(s); ii. using a routable protocol when entering or leaving the asset containing the low impact BES Cyber System(s); and iii. not used for time-sensitive protection or control functions between intelligent electronic devices (e.g., communications using protocol IEC TR-61850-90-5 R-GOOSE). 3.2 Authenticate all Dial-up Connectivity, if any, that provides access to low impact BES Cyber System(s), per Cyber Asset capability.",
        summary: "permit only necessary routable access crossing each site's boundary through access-control devices, and authenticate dial-up",
        opens: "a site identified, or a change of its routable connectivity, its rule set or its dial-up",
        closes: `${SITE_FILE}, naming the devices and the reviewed rule set, and how dial-up is authenticated`,
        operationalEvidence: "whether the devices run the reviewed rules; whether each permitted flow is necessary",
    },
    {
        ...declaredPartOf("CIP-003 R2 Section 4.5"),
        source: `${ATTACHMENT_1}, Section 4, Part 4.5 (${TWO_SOURCES})`,
        summary: "test each incident response plan at least once every 36 calendar months (an actual Reportable Cyber Security Incident counts)",
        // Section 4: plans "either by asset or group of assets": a site in scope no plan covers has
        // no plan whose test meets 4.5 for it (plan-coverage-pass.ts).
        opens: "the previous test of the plan, or an actual Reportable Cyber Security Incident; and, while the program file (low-impact/program.yaml) is in force, a site in scope no plan it declares covers",
        closes: "a dated test record (its kind and the day it was completed), merged by a reviewed pull request; for a site, the program file whose plan covers it, or its leaving scope",
        operationalEvidence: "whether the test was real; the drill's or the incident's own records",
    },
    {
        ...declaredPartOf("CIP-003 R2 Section 4.6"),
        source: `${ATTACHMENT_1}, Section 4, Part 4.6 (${TWO_SOURCES})`,
        summary: "update the incident response plan, if needed, within 180 calendar days after a test or an actual Reportable Cyber Security Incident",
        opens: "a test's completion, or an actual Reportable Cyber Security Incident",
        closes: 'a reviewed revision of the plan, or a reviewed record that no update is needed (the standard\'s "if needed")',
        operationalEvidence: "whether an incident was Reportable; the E-ISAC notice itself",
    },
    {
        ...partOf("CIP-003 R2 Section 5"),
        source: `${ATTACHMENT_1}, Section 5 (${TWO_SOURCES})`,
        requirementText: "Each Responsible Entity shall implement, except under CIP Exceptional Circumstances, one or more plan(s) to achieve the objective of mitigating the risk of the introduction of malicious code to low impact BES Cyber Systems through the use of Transient Cyber Assets or Removable Media. The plan(s) shall include: 5.1 For Transient Cyber Asset(s) managed by the Responsible Entity, if any, the use of one or a combination of the following in an ongoing or on-demand manner (per Transient Cyber Asset capability): • Antivirus software, including manual or managed updates of signatures or patterns; • Application whitelisting; or • Other method(s) to mitigate the introduction of malicious code. 5.2 For Transient Cyber Asset(s) managed by a party other than the Responsible Entity, if any: 5.2.1 Use one or a combination of the following prior to connecting the Transient Cyber Asset to a low impact BES Cyber System (per Transient Cyber Asset capability): • Review of antivirus update level; • Review of antivirus update process used by the party; • Review of application whitelisting used by the party; • Review use of live operating system and software executable only from read-only media; • Review of system hardening used by the party; or • Other method(s) to mitigate the introduction of malicious code. 5.2.2 For any method used pursuant to 5.2.1, Responsible Entities shall determine whether any additional mitigation actions are necessary and implement such actions prior to connecting the Transient Cyber Asset. 5.3 For Removable Media, the use of each of the following: 5.3.1 Method(s) to detect malicious code on Removable Media using a Cyber Asset other than a BES Cyber System; and 5.3.2 Mitigation of the threat of detected malicious code on the Removable Media prior to connecting Removable Media to a low impact BES Cyber System.",
        summary: "keep a plan mitigating malicious code through Transient Cyber Assets and Removable Media, with a method for each entity-managed Transient Cyber Asset",
        opens: "a site identified, or a change of its plan or its managed Transient Cyber Assets",
        closes: `${SITE_FILE}, naming the plan and each managed Transient Cyber Asset's method or why it has none`,
        operationalEvidence: "each third party's Transient Cyber Asset review and each Removable Media scan, before each connection",
    },
    {
        ...declaredPartOf("CIP-003 R2 Section 6", [
            { ...CIP_003_10, changes: "no change to Section 6's words" },
            {
                ...CIP_003_11,
                changes: "Section 6 is gone: its methods are judged as Section 3.1's, determining (6.1) as 3.1.5 and disabling (6.2) as 3.1.6 where vendor electronic access is permitted, and detecting malicious communications (6.3) as 3.1.2, for every site with Section 3.1 communications, vendor or not (3.1.3 and 3.1.4 are not judged)",
            },
        ]),
        source: `${ATTACHMENT_1}, Section 6 (NERC's PDF and MRO's quotation)`,
        summary: "where a site allows vendor electronic remote access established under Section 3.1, have methods for determining it (6.1), disabling it (6.2) and detecting malicious communications over it (6.3)",
        opens: "a site allowing vendor remote access, a new vendor path, Section 3.1 rules admitting one, or a method withdrawn or narrowed so that a part no longer reaches a path (the plan's gate): each part and vendor path no method reaches",
        closes: `${SITE_FILE}, with a method of each of 6.1, 6.2 and 6.3 reaching each vendor path, or vendor_remote_access: none`,
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
 * versions the policy's `standards:` puts in force from their days.
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
// CIP-003-9's low-impact clocks as data and pure functions on the calendar engine
// (core/shared/calendar.ts): the day an event is due after the one before it, counted in the
// policy's time zone by its month-end convention (addMonths and addDays over dateIn's day).
//   - R1 (Part 1.2's policies): "review and obtain CIP Senior Manager approval at least once every
//     15 calendar months"; two clocks, since the VSL counts the review and the approval apart
//     ("of the previous review", "of the previous approval"), each with its bands;
//   - Attachment 1 Section 1: "reinforce, at least once every 15 calendar months, cyber security
//     practices";
//   - Section 4.5: test the incident response plan(s) "at least once every 36 calendar months",
//     an actual Reportable Cyber Security Incident counting as a test;
//   - Section 4.6: update the plan(s), "if needed, within 180 calendar days after completion of a
//     Cyber Security Incident response plan(s) test or actual Reportable Cyber Security Incident".
// Which records carry the events, and who may assert them, is the family's pass's
// (program-clocks-pass.ts); these functions take the events, each an instant (a CIP Senior
// Manager's approval, as GitHub dates it) or a day in the policy's zone (a record's performed_on),
// and judge nothing else. Pure.




/**
 * The clocks of the low-impact program, each the clock of its part's row (`every`,
 * low-impact-rows.ts) counted from the previous event of its kind.
 */
const LOW_IMPACT_CLOCKS = {
    /** R1 Part 1.2: the policies reviewed, from the previous review. */
    "policy-review": { part: low_impact_shape/* LOW_IMPACT_RECORD_PARTS */.xs["policy-review"], from: "the previous review" },
    /** R1 Part 1.2: the CIP Senior Manager's approval, from the previous approval. */
    "policy-approval": { part: "CIP-003 R1.2", from: "the previous CIP Senior Manager approval" },
    /** Attachment 1 Section 1: cyber security practices reinforced. */
    reinforcement: {
        part: low_impact_shape/* LOW_IMPACT_RECORD_PARTS */.xs.reinforcement,
        from: "the previous reinforcement",
    },
    /** Attachment 1 Section 4.5: the incident response plan(s) tested. */
    "incident-plan-test": {
        part: low_impact_shape/* LOW_IMPACT_RECORD_PARTS */.xs["incident-plan-test"],
        from: "the previous test or actual Reportable Cyber Security Incident",
    },
    /** Attachment 1 Section 4.6: the plan(s) updated, if needed. */
    "incident-plan-update": {
        part: low_impact_shape/* LOW_IMPACT_RECORD_PARTS */.xs["incident-plan-update"],
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
/**
 * The last day the next event of `clock` is on time, after the previous one: its day in the
 * calendar's time zone, plus its part's interval, as the plan counts a record's due day.
 */
function dueAfter(clock, previous, calendar) {
    const day = dayOfEvent(previous, calendar.timeZone);
    return (0,program_record_reminders/* partDueAfter */.s$)(day, LOW_IMPACT_CLOCKS[clock].part, calendar.monthEnd);
}
/**
 * How late an R1 review or approval `done` is after the previous one, in R1's VSL bands (none,
 * lower, moderate, high, severe: lapseBand). Not done yet: judged as of `today`, a band only once
 * its months have passed.
 */
function r1Lapse(clock, previous, done, calendar) {
    const from = dayOfEvent(previous, calendar.timeZone);
    const day = "today" in done ? done.today : dayOfEvent(done, calendar.timeZone);
    const every = intervalOf(clock);
    if (!("months" in every))
        throw new Error(`R1's ${clock} clock counts calendar months.`);
    return (0,shared_calendar/* lapseBand */.Ru)(from, day, every.months, calendar.monthEnd);
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-obligation.ts
// What every CIP-003-9 low-impact obligation says alike, whichever pass holds it (Section 6's gaps,
// the program's clocks and updates, R1 Part 1.2's topics): its part and the part's words, the
// workspace, the record that opened it and its due day, its status on the judging day, the record
// that closed it and those that did not, the later version judging it. Each pass gives the
// subject and the reason. Pure.


/** `open`'s obligation under `kind`: still open, or closed by `closer` on its day. */
function lowImpactObligation(kind, open, closer, context, said) {
    return {
        kind,
        requirement: low_impact_shape/* LOW_IMPACT_SHAPE */.aF.declaredParts[kind].words,
        workspace: open.opened_by.workspace,
        subject: { governance: said.subject },
        opened_by: open.opened_by,
        due: open.due,
        status: (0,obligation_model/* statusOf */.c2)(open.due, closer?.on, context),
        ...(closer === undefined ? {} : { closed_by: closer.ref }),
        calendar: open.calendar,
        reason: [...said.reason, ...(open.version === undefined ? [] : [open.version])].join("; "),
        ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
    };
}

// EXTERNAL MODULE: ./src/core/low-impact/program-record.ts
var program_record = __webpack_require__(56093);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/program-clock-obligations.ts
// The held state of CIP-003-9 low impact's program clocks (what the obligations checkpoint keeps
// of them: each clock's open obligation, per policy and per plan, and each test's open update per
// plan) and the obligations made from it, with the words each says of its subject and why it
// opened. The pass that moves them is program-clocks-pass.ts. Pure.






const RECURRING_CLOCKS = [
    "policy-review",
    "policy-approval",
    "reinforcement",
    "incident-plan-test",
];
/** The record kind that carries each recurring clock's events. */
const RECORD_KIND_OF = {
    "policy-review": "policy-review",
    "policy-approval": "policy-review",
    reinforcement: "reinforcement",
    "incident-plan-test": "incident-plan-test",
};
/** What each recurring clock is about: the program's (or the kind's, before any record named one). */
const SUBJECT_OF = {
    "policy-review": "the low-impact cyber security policies: their review",
    "policy-approval": "the low-impact cyber security policies: the CIP Senior Manager's approval",
    reinforcement: "cyber security practices: their reinforcement",
    "incident-plan-test": "the Cyber Security Incident response plan(s): their test",
};
/** What a clock counted per subject is about, for one policy or plan. */
const ONE_SUBJECT_OF = {
    "policy-review": (policy) => `the low-impact cyber security policy ${policy}: its review`,
    "policy-approval": (policy) => `the low-impact cyber security policy ${policy}: the CIP Senior Manager's approval`,
    "incident-plan-test": (plan) => `the Cyber Security Incident response plan ${plan}: its test`,
};
/** The words of a clock's subject, as its obligation names it. */
function subjectWords(clock, subject) {
    return subject === undefined || clock === "reinforcement"
        ? SUBJECT_OF[clock]
        : ONE_SUBJECT_OF[clock](subject);
}
/** A clock's key: its kind and its subject. */
function clockKey(clock, subject) {
    return subject === undefined ? clock : `${clock}\u0000${subject}`;
}
/** An update obligation's key: the test and the plan. */
function updateKey(update) {
    return `${update.test}\u0000${update.plan}`;
}
/** A clock's obligation: open, or closed by `closer`. */
function clockObligation(context, open, closer) {
    const { clock, previous } = open;
    const since = previous === undefined
        ? `no accepted record of ${clock === "policy-approval" ? "the CIP Senior Manager's approval" : "it"} before the family started: record the last one (${program_record/* PROGRAM_RECORDS_FOLDER */.DS}/ID.yaml, kind ${RECORD_KIND_OF[clock]}${clock === "policy-approval" ? ", approved by the CIP Senior Manager on its pull request" : ""}), merged by a reviewed pull request`
        : `${(0,shared_calendar/* intervalWords */.Tj)(intervalOf(clock))} after ${LOW_IMPACT_CLOCKS[clock].from} (${previous.what}, on ${previous.on})`;
    const lapse = previous === undefined || (clock !== "policy-review" && clock !== "policy-approval")
        ? undefined
        : r1Lapse(clock, { on: previous.on }, closer === undefined ? { today: context.today } : { on: closer.on }, context.calendar);
    return lowImpactObligation(LOW_IMPACT_CLOCKS[clock].part, open, closer, context, {
        subject: subjectWords(clock, open.subject),
        reason: [
            since,
            ...(closer === undefined
                ? []
                : "withdrawn" in closer
                    ? [`no longer declared by ${closer.withdrawn} from ${closer.on}`]
                    : [`met by ${closer.event.what}, on ${closer.on}`]),
            ...(lapse === undefined || lapse === "none" ? [] : [`R1's VSL band: ${lapse}`]),
        ],
    });
}
/** A test's 4.6 update obligation for one plan: open, or closed by `closer`. */
function updateObligation(context, open, closer) {
    const kind = LOW_IMPACT_CLOCKS["incident-plan-update"].part;
    return lowImpactObligation(kind, open, closer, context, {
        subject: `the Cyber Security Incident response plan ${open.plan}: its update after ${open.test}`,
        reason: [
            `${(0,shared_calendar/* intervalWords */.Tj)(intervalOf("incident-plan-update"))} after ${open.test}, completed on ${open.tested_on}`,
            ...(closer === undefined
                ? []
                : [
                    `${closer.record.id}, on ${closer.on}: ${closer.record.outcome === "updated" ? "updated" : "no update needed"}`,
                ]),
        ],
    });
}
/** The later version judging `clock`'s part on `day`, in words, as an obligation holds it. */
function versionOf(clock, day, inForce) {
    const version = laterVersionWords(LOW_IMPACT_CLOCKS[clock].part, day, inForce.versions ?? []);
    return version === undefined ? {} : { version };
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/program-clocks-pass.ts









/** The authority table's fact each kind of program record asserts. */
const FACT_OF = {
    "policy-review": "low-impact-policy-review",
    reinforcement: "low-impact-reinforcement",
    "incident-plan-test": "incident-plan-test",
    "incident-plan-update": "incident-plan-update",
};
class ProgramClocks {
    #context;
    #emit;
    #clocks;
    #updates;
    constructor(context, emit, held = { clocks: [], updates: [] }) {
        this.#context = context;
        this.#emit = emit;
        this.#clocks = new Map(held.clocks.map((clock) => [clockKey(clock.clock, clock.subject), clock]));
        this.#updates = new Map(held.updates.map((update) => [updateKey(update), update]));
    }
    /**
     * The program records an accepted merge carries move the clocks; a refused merge's or a
     * break-glass apply's are listed beside what they would have closed. The first record (the
     * one that starts the family) opens every clock.
     */
    addRecord(entry, inForce, carried) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const records = (0,low_impact_files/* programRecordsCarried */.td)(carried);
        const judgedRecords = { counted: [], refused: [] };
        if (records.length === 0)
            return judgedRecords;
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
            judgedRecords.refused.push({ record, why: judged.why });
            return false;
        });
        judgedRecords.counted.push(...counted);
        // Tests first: an update merged with the test it follows closes that test's obligations.
        for (const record of counted)
            if (record.kind === "incident-plan-test")
                for (const plan of record.plans)
                    this.#event("incident-plan-test", plan, { on: record.performedOn, what: record.id }, ref, inForce);
        for (const record of counted) {
            const event = { on: record.performedOn, what: record.id };
            if (record.kind === "policy-review")
                for (const policy of record.policies)
                    this.#event("policy-review", policy, event, ref, inForce);
            else if (record.kind === "reinforcement")
                this.#event("reinforcement", undefined, event, ref, inForce);
            else if (record.kind === "incident-plan-update")
                this.#update(record, ref);
        }
        const reviews = counted.flatMap((record) => (record.kind === "policy-review" ? [record] : []));
        if (reviews.length === 0)
            return judgedRecords;
        // Her approval of the pull request approves each policy its review records name.
        const approval = policyApproval(entry.record, origin);
        for (const policy of new Set(reviews.flatMap((review) => review.policies))) {
            if ("why" in approval) {
                this.#openFor("policy-approval", policy)?.not_closed_by.push({
                    record: ref,
                    why: approval.why,
                });
                continue;
            }
            const naming = reviews.filter((review) => review.policies.includes(policy));
            this.#event("policy-approval", policy, {
                on: (0,shared_calendar/* dateIn */.m7)(approval.at, inForce.calendar.timeZone),
                what: `${approval.login}'s approval of the merge of ${naming.map((r) => r.id).join(", ")}`,
            }, ref, inForce);
        }
        return judgedRecords;
    }
    /** Every clock opens at `start`, the record that starts the family, due its day. */
    start(entry, inForce) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        for (const clock of RECURRING_CLOCKS)
            this.#clocks.set(clockKey(clock, undefined), {
                clock,
                opened_by: ref,
                due: day,
                calendar: inForce.rule,
                ...versionOf(clock, day, inForce),
                not_closed_by: [],
            });
    }
    /**
     * The program file an accepted merge puts in force declares the policies and plans (M1: "review
     * of each cyber security policy"; Section 4: plans "by asset or group of assets"): each declared
     * one without a clock of its own gets its review and approval clocks (a policy) or its test
     * clock (a plan), due the merge's day, or, while the clock the family opened for its kind is
     * still open (no record of the kind yet), that one's opening and due day: it was owed since
     * then. The kind's clock is then each declared subject's. A subject with a clock that the file
     * no longer declares closes from that day (a retired policy or plan owes no more review or test).
     */
    declare(entry, inForce, program) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        const policies = program.policies.map((policy) => policy.id);
        const plans = program.plans.map((plan) => plan.id);
        const declared = [
            ["policy-review", policies],
            ["policy-approval", policies],
            ["incident-plan-test", plans],
        ];
        for (const [clock, ids] of declared) {
            const family = this.#clocks.get(clockKey(clock, undefined));
            for (const id of ids) {
                if (this.#clocks.has(clockKey(clock, id)))
                    continue;
                this.#clocks.set(clockKey(clock, id), {
                    ...(family ?? {
                        clock,
                        opened_by: ref,
                        due: day,
                        calendar: inForce.rule,
                        ...versionOf(clock, day, inForce),
                    }),
                    subject: id,
                    not_closed_by: [...(family?.not_closed_by ?? [])],
                });
            }
            if (family !== undefined)
                this.#clocks.delete(clockKey(clock, undefined));
            for (const open of [...this.#clocks.values()])
                if (open.clock === clock && open.subject !== undefined && !ids.includes(open.subject)) {
                    this.#clocks.delete(clockKey(clock, open.subject));
                    this.#emit(clockObligation(this.#context, open, { ref, on: day, withdrawn: program_file/* PROGRAM_FILE */.kg }));
                }
        }
    }
    held() {
        return { clocks: [...this.#clocks.values()], updates: [...this.#updates.values()] };
    }
    finish() {
        return [
            ...[...this.#clocks.values()].map((clock) => clockObligation(this.#context, clock, undefined)),
            ...[...this.#updates.values()].map((update) => updateObligation(this.#context, update, undefined)),
        ];
    }
    /**
     * The open clock `subject`'s events of `clock` would close: its own, else (before any accepted
     * record named it) the one the family opened for the kind while it is still open.
     */
    #openFor(clock, subject) {
        return (this.#clocks.get(clockKey(clock, subject)) ?? this.#clocks.get(clockKey(clock, undefined)));
    }
    /**
     * An event of `clock` for `subject`: it closes the open obligation it counts for and opens the
     * subject's next, from its day.
     */
    #event(clock, subject, event, ref, inForce) {
        const open = this.#openFor(clock, subject);
        const previous = open?.subject === subject ? open?.previous : undefined;
        if (open !== undefined && previous !== undefined && event.on <= previous.on) {
            // The same record carried again (its text changed) is the event counted already.
            if (event.on === previous.on && event.what === previous.what)
                return;
            open.not_closed_by.push({
                record: ref,
                why: `${event.what}, on ${event.on}, is not after the previous one it would follow (${previous.what}, on ${previous.on})`,
            });
            return;
        }
        if (open !== undefined) {
            this.#emit(clockObligation(this.#context, open, { ref, on: event.on, event }));
            this.#clocks.delete(clockKey(clock, open.subject));
        }
        this.#clocks.set(clockKey(clock, subject), {
            clock,
            ...(subject === undefined ? {} : { subject }),
            previous: event,
            opened_by: ref,
            due: dueAfter(clock, { on: event.on }, inForce.calendar),
            calendar: inForce.rule,
            ...versionOf(clock, event.on, inForce),
            not_closed_by: [],
        });
        if (clock !== "incident-plan-test" || subject === undefined)
            return;
        const update = {
            test: event.what,
            plan: subject,
            tested_on: event.on,
            opened_by: ref,
            due: dueAfter("incident-plan-update", { on: event.on }, inForce.calendar),
            calendar: inForce.rule,
            ...versionOf("incident-plan-update", event.on, inForce),
            not_closed_by: [],
        };
        if (!this.#updates.has(updateKey(update)))
            this.#updates.set(updateKey(update), update);
    }
    /** Section 4.6: the update record closes the obligations of the test it follows, one per plan. */
    #update(record, ref) {
        for (const open of this.#updatesOf(record.follows)) {
            if (record.performedOn < open.tested_on) {
                open.not_closed_by.push({
                    record: ref,
                    why: `${record.id}, on ${record.performedOn}, is before the test it follows (${open.test}, on ${open.tested_on})`,
                });
                continue;
            }
            this.#updates.delete(updateKey(open));
            this.#emit(updateObligation(this.#context, open, { ref, on: record.performedOn, record }));
        }
    }
    /** The open update obligations after the test record `test`, one per plan it exercised. */
    #updatesOf(test) {
        return [...this.#updates.values()].filter((update) => update.test === test);
    }
    /** A refused merge's or a break-glass apply's record, beside the obligations it would close. */
    #notClosed(record, ref, why) {
        const listed = { record: ref, why: `${record.id}: ${why}` };
        if (record.kind === "incident-plan-update") {
            for (const open of this.#updatesOf(record.follows))
                open.not_closed_by.push(listed);
            return;
        }
        const subjects = record.kind === "policy-review"
            ? record.policies
            : record.kind === "incident-plan-test"
                ? record.plans
                : [undefined];
        const opens = RECURRING_CLOCKS.filter((clock) => RECORD_KIND_OF[clock] === record.kind).flatMap((clock) => subjects.map((subject) => this.#openFor(clock, subject)));
        for (const open of new Set(opens))
            open?.not_closed_by.push(listed);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/gap-pass.ts
// What R1 Part 1.2's topics (policy-topics-pass.ts) and Section 4's plan coverage
// (plan-coverage-pass.ts) do alike: each holds its gaps by key (a topic, a site), one opened due
// the day of the accepted merge that leaves it, closed by the accepted merge that meets it (or
// after which it is no longer owed), each in the words its pass gives; what is still open at the
// pass's finish is listed open. Each pass says when a gap opens and closes. Pure.


class GapPass {
    #part;
    #context;
    #emit;
    /** The gaps open, by key, in the order they opened. */
    gaps;
    constructor(part, run, held) {
        this.#part = part;
        this.#context = run.context;
        this.#emit = run.emit;
        this.gaps = new Map(held.gaps.map((gap) => [held.keyOf(gap), gap]));
    }
    /** What every gap opened by `ref` on `day` holds, in the order it holds it, to its own fields. */
    opened(ref, day, inForce) {
        const version = laterVersionWords(this.#part, day, inForce.versions ?? []);
        return {
            opened_by: ref,
            due: day,
            calendar: inForce.rule,
            ...(version === undefined ? {} : { version }),
        };
    }
    /** Closes the gap open at `key`, `gap`: its obligation, closed by `closer`, is decided. */
    close(key, gap, closer) {
        this.gaps.delete(key);
        this.#emit(this.#obligation(gap, closer));
    }
    finish() {
        return [...this.gaps.values()].map((gap) => this.#obligation(gap, undefined));
    }
    #obligation(gap, closer) {
        const { subject, reason } = this.said(gap);
        return lowImpactObligation(this.#part, gap, closer, this.#context, {
            subject,
            reason: [reason, ...(closer === undefined ? [] : [closer.met])],
        });
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/policy-topics-pass.ts





const PART = "CIP-003 R1.2";
/** The topics the policies `program` declares address, together. */
function declaredTopics(program) {
    return new Set(program.policies.flatMap((policy) => policy.topics));
}
/** The topics R1 Part 1.2 asks the policies to address on `day`, by the version judging then. */
function topicsAskedOn(day, inForce) {
    const judging = lowImpactVersionOn(PART, day, inForce.versions ?? []);
    const dropped = "withoutTopics" in judging ? (judging.withoutTopics ?? []) : [];
    return program_record/* POLICY_TOPIC_KEYS */.OM.filter((topic) => !dropped.includes(topic));
}
class PolicyTopics extends GapPass {
    #addressed;
    constructor(context, emit, held = { policy_topics: [], topic_gaps: [] }) {
        super(PART, { context, emit }, { gaps: held.topic_gaps, keyOf: (gap) => gap.topic });
        this.#addressed = new Map(held.policy_topics.map(({ policy, topics }) => [policy, topics]));
    }
    /**
     * The program records a merge's record carries, as the program clocks judged their authority:
     * the reviews that count move the topics (while a program file is in force, `program`, its
     * declared topics are the ones counted, and a review's own `topics` move nothing); each other
     * review is listed beside the gaps it would have closed, with why.
     */
    addReviews(entry, inForce, judged, program) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const counted = judged.counted.flatMap((record) => record.kind === "policy-review" ? [record] : []);
        for (const { record, why } of judged.refused)
            if (record.kind === "policy-review")
                for (const topic of record.topics)
                    this.gaps.get(topic)?.not_closed_by.push({ record: ref, why: `${record.id}: ${why}` });
        if (counted.length === 0)
            return;
        for (const review of counted)
            for (const policy of review.policies)
                this.#addressed.set(policy, review.topics);
        const by = counted.map((review) => review.id).join(", ");
        if (program === undefined)
            this.#judge(ref, inForce, new Set([...this.#addressed.values()].flat()), by);
        else
            this.#judge(ref, inForce, declaredTopics(program), program_file/* PROGRAM_FILE */.kg, program_file/* PROGRAM_FILE */.kg);
    }
    /**
     * The program file an accepted merge puts in force: the topics its policies declare are those
     * addressed from its day, whatever the reviews list (R1: policies that "collectively address"
     * the topics), each topic none declares a gap from that merge.
     */
    declare(entry, inForce, program) {
        this.#judge((0,obligation_model/* refOf */.H8)(entry), inForce, declaredTopics(program), program_file/* PROGRAM_FILE */.kg, program_file/* PROGRAM_FILE */.kg);
    }
    /**
     * After an accepted merge (`ref`), with `addressed` the topics the policies in force address
     * (`by` says whose: the reviews' ids, or the program file), closes each gap addressed again or
     * no longer asked, and opens one for each topic asked that none addresses (`declaredBy`: the
     * program file, where its policies are the ones counted).
     */
    #judge(ref, inForce, addressed, by, declaredBy) {
        const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        const asked = topicsAskedOn(day, inForce);
        for (const [topic, gap] of this.gaps)
            if (addressed.has(topic) || !asked.includes(topic)) {
                const met = asked.includes(topic)
                    ? `addressed again by ${by}, on ${day}`
                    : `no longer asked from ${day}: ${laterVersionWords(PART, day, inForce.versions ?? []) ?? "the version judging then does not ask it"}`;
                this.close(topic, gap, { ref, on: day, met });
            }
        for (const topic of asked)
            if (!addressed.has(topic) && !this.gaps.has(topic))
                this.gaps.set(topic, {
                    topic,
                    ...this.opened(ref, day, inForce),
                    ...(declaredBy === undefined ? {} : { declared_by: declaredBy }),
                    not_closed_by: [],
                });
    }
    held() {
        return {
            policy_topics: [...this.#addressed].map(([policy, topics]) => ({ policy, topics })),
            topic_gaps: [...this.gaps.values()],
        };
    }
    said(gap) {
        return {
            subject: `the low-impact cyber security policies: topic ${program_record/* POLICY_TOPICS */.MP[gap.topic]}`,
            reason: gap.declared_by === undefined
                ? `no policy in force addresses ${gap.topic}: the latest review record of each policy leaves it out of its topics`
                : `no policy ${gap.declared_by} declares addresses ${gap.topic}`,
        };
    }
}

// EXTERNAL MODULE: ./src/core/low-impact/site-file.ts
var site_file = __webpack_require__(99283);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/low-impact/eleven-gate.ts
var eleven_gate = __webpack_require__(60656);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/section-six-carry.ts
// What becomes of Section 6 on CIP-003-11's day, pure. CIP-003-11 has no Section 6: its words move
// into Section 3.1 (✔ NERC PDF only): "3.1.5 Include one or more method(s) for determining vendor
// electronic access, where vendor electronic access is permitted; and 3.1.6 Include one or more
// method(s) for disabling vendor electronic access, where vendor electronic access is permitted",
// and 6.3's detection widens to "3.1.2 Detect known or suspected malicious communications for both
// inbound and outbound electronic access", for every site with Section 3.1 communications. So a
// site's 6.1 methods are judged as 3.1.5, 6.2's as 3.1.6, 6.3's as 3.1.2 (site-file.ts,
// elevenGaps), never dropped: an open Section 6 gap on that day closes "carried into" the part it
// became, and that part's gap opens the same day, so an auditor sees one gap, never closed by
// nobody; and what a site file in force before that day leaves unmet under CIP-003-11 opens that
// day, though no merge touches the file then.



/** The part Section 6's obligations are held under (the family's declared kind). */
const VENDOR_ACCESS_KIND = "CIP-003 R2 Section 6";
/** A gap's key among its site file's. */
const gapKey = (gap) => (0,site_file/* partPathKey */.Or)(gap.part, gap.vendor_path);
/** CIP-003-11's part of each Section 6 part: 6.1 -> 3.1.5, 6.2 -> 3.1.6, 6.3 -> 3.1.2. */
const BECOMES = new Map(site_file/* VENDOR_ACCESS_PART_KEYS */.J9.map((key) => [site_file/* VENDOR_ACCESS_PARTS */.x9[key], site_file/* ELEVEN_PARTS */.$Z[key]]));
/** An ElevenGap as a held gap names it. */
const heldElevenGap = (gap) => gap.path === undefined ? { part: gap.part } : { part: gap.part, vendor_path: gap.path };
/**
 * On and after CIP-003-11's day (`day` at or after it by the versions of `inForce`): each open
 * Section 6 gap is carried into the part it became, and each site file's CIP-003-11 gaps
 * (`pending`, and those the carried gaps became) open from that day; undefined before it.
 */
function elevenCarry(open, pending, day, inForce) {
    const elevenDay = (0,eleven_gate/* elevenDayBy */.R1)(day, inForce.versions);
    if (elevenDay === undefined)
        return undefined;
    const version = laterVersionWords(VENDOR_ACCESS_KIND, elevenDay, inForce.versions ?? []);
    const carried = open.flatMap((gap) => {
        const part = BECOMES.get(gap.part);
        if (part === undefined)
            return [];
        return [{ gap, part, on: elevenDay, why: `carried into CIP-003-11 ${part} from ${elevenDay}` }];
    });
    const opened = new Map();
    const fileGapKey = (path, gap) => `${path}\0${gapKey(gap)}`;
    const openAlready = new Set(open.map((held) => fileGapKey(held.path, held)));
    const openAs = (file, gap) => {
        const key = fileGapKey(file.path, gap);
        if (opened.has(key) || openAlready.has(key))
            return;
        opened.set(key, {
            path: file.path,
            sites: file.sites,
            ...gap,
            opened_by: file.opened_by,
            due: elevenDay,
            calendar: inForce.rule,
            ...(version === undefined ? {} : { version }),
            not_closed_by: [],
        });
    };
    for (const file of pending)
        for (const gap of file.gaps)
            openAs(file, gap);
    // A carried gap persists as its part, whatever the pending files say (a checkpoint of an older
    // version holds none): 3.1.2 asks it of the site's whole access, so it names no vendor path.
    for (const { gap, part } of carried) {
        const { vendor_path: path, ...file } = gap;
        const site = part === site_file/* ELEVEN_PARTS */.$Z.detect || path === undefined;
        openAs(file, site ? { part } : { part, vendor_path: path });
    }
    return { carried, opened: [...opened.values()] };
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/vendor-access-pass.ts
// CIP-003-9 Attachment 1 Section 6 over one workspace's ledger, pure: "For assets containing low
// impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote
// access, the Responsible Entity shall implement a process to mitigate risks associated with
// vendor electronic remote access ... These processes shall include: 6.1 ...; 6.2 ...; and 6.3 ..."
// (✔✔, docs/obligations/cip-003-low-impact.md). Read per vendor path, since a method reaches every
// path of the site or only those its `paths:` names: an accepted merge that puts in force a site
// file allowing vendor remote access with a part (6.1, 6.2, 6.3) and a path no method of that part
// reaches opens an obligation for that part and path, due that day (the day the site allows it,
// in the policy's time zone); a later accepted merge closes it when the file it puts in force has
// a method of the part reach the path, no longer declares the path, allows no vendor remote
// access, or is removed (closed late after that day). A refused merge or a break-glass apply
// puts nothing in force, so it closes nothing: it is listed in not_closed_by. Whether the
// methods work (session logs, disablements, detection alerts) stays the entity's operational
// evidence, never judged here. From CIP-003-11's day (the policy's standards:), which has no
// Section 6, the methods are judged as its 3.1.5, 3.1.6 and 3.1.2, and the gaps open then are
// carried into them (section-six-carry.ts).









/** The gaps `file` leaves on `day`: Section 6's per part and path, or CIP-003-11's from its day. */
function gapsOf(file, eleven) {
    if (eleven)
        return (0,site_file/* elevenGaps */.XD)(file).map(heldElevenGap);
    return (0,site_file/* vendorAccessGaps */._k)(file).map((gap) => ({
        vendor_path: gap.path,
        part: site_file/* VENDOR_ACCESS_PARTS */.x9[gap.part],
    }));
}
/** `file`, in force at `path`, with the gaps it leaves under each version. */
function siteGapsOf(path, file) {
    return { path, sites: file.sites, nine: gapsOf(file, false), eleven: gapsOf(file, true) };
}
class VendorAccessGaps {
    #context;
    #emit;
    /** By site file, then by part and vendor path, in the order they opened. */
    #gaps = new Map();
    /** Before CIP-003-11's day, by site file: what CIP-003-11 will find unmet in it. */
    #pending = new Map();
    /** By site file: each in force that leaves a gap under either version, in scope or not. */
    #files = new Map();
    /** The site files of #files none of whose sites is in scope: their gaps are not open. */
    #dormant = new Set();
    /**
     * The versions of the standards the last accepted merge kept in force: what judges the day the
     * pass finishes on, since the run's own context names none (records keep them).
     */
    #versions;
    constructor(context, emit, gaps = [], pending = [], versions = [], files = {}) {
        this.#context = context;
        this.#emit = emit;
        this.#versions = versions;
        for (const gap of gaps)
            this.#ofFile(gap.path).set(gapKey(gap), gap);
        for (const file of pending)
            this.#pending.set(file.path, file);
        for (const file of files.files ?? [])
            this.#files.set(file.path, file);
        for (const path of files.dormant ?? [])
            this.#dormant.add(path);
    }
    /**
     * The site files a merge's record carries (its `low_impact_files`) move the gaps; a file none of
     * whose sites is in `scope` (the sites in scope after the merge, where its record says them)
     * opens none, since its sites owe none (leaveScope).
     */
    addRecord(entry, inForce, carried, scope) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        this.#enterEleven(day, inForce);
        const refused = (0,facts_in_force/* notAccepted */.LA)(entry.record);
        const eleven = (0,eleven_gate/* elevenDayBy */.R1)(day, inForce.versions) !== undefined;
        for (const [path, file] of (0,low_impact_files/* siteFilesCarried */.bT)(carried)) {
            const gaps = file === null ? [] : gapsOf(file, eleven);
            const left = new Set(gaps.map(gapKey));
            const open = this.#gaps.get(path);
            for (const [key, gap] of open ?? []) {
                if (left.has(key))
                    continue;
                if (refused !== undefined) {
                    gap.not_closed_by.push({ record: ref, why: refused });
                    continue;
                }
                open?.delete(key);
                this.#emit(this.#obligation(gap, { ref, on: day }));
            }
            if (open?.size === 0)
                this.#gaps.delete(path);
            if (refused !== undefined)
                continue;
            this.#versions = inForce.versions ?? [];
            this.#keepPending(path, eleven || file === null ? undefined : file, ref);
            this.#keepFile(path, file);
            if (file === null)
                continue;
            if (scope != null && !file.sites.some((site) => scope.has(site))) {
                if (this.#files.has(path))
                    this.#dormant.add(path);
                continue;
            }
            if (gaps.length > 0)
                this.#open(path, file.sites, gaps, { ref, day, inForce });
        }
    }
    /** What CIP-003-11 will find unmet in the site file `file` put in force by `ref`, before its day. */
    #keepPending(path, file, ref) {
        const gaps = file === undefined ? [] : (0,site_file/* elevenGaps */.XD)(file).map(heldElevenGap);
        if (file === undefined || gaps.length === 0)
            this.#pending.delete(path);
        else
            this.#pending.set(path, { path, sites: file.sites, opened_by: ref, gaps });
    }
    /** Opens each of `gaps` not open yet, due the day of `at.ref`, judged by the version in force. */
    #open(path, sites, gaps, at) {
        const version = laterVersionWords(VENDOR_ACCESS_KIND, at.day, at.inForce.versions ?? []);
        const ofFile = this.#ofFile(path);
        for (const gap of gaps) {
            if (ofFile.has(gapKey(gap)))
                continue;
            ofFile.set(gapKey(gap), {
                path,
                sites,
                ...gap,
                opened_by: at.ref,
                due: at.day,
                calendar: at.inForce.rule,
                ...(version === undefined ? {} : { version }),
                not_closed_by: [],
            });
        }
    }
    /**
     * From CIP-003-11's day (by `day` in `inForce`): each Section 6 gap closes carried into the
     * part it became, and each file's CIP-003-11 gaps open from that day (section-six-carry.ts).
     */
    #enterEleven(day, inForce) {
        // Asked of every merge that carries site files: before the day, without copying every gap.
        if ((0,eleven_gate/* elevenDayBy */.R1)(day, inForce.versions) === undefined)
            return;
        const carry = elevenCarry(this.held(), [...this.#pending.values()], day, inForce);
        if (carry === undefined)
            return;
        for (const { gap, on, why } of carry.carried) {
            this.#gaps.get(gap.path)?.delete(gapKey(gap));
            this.#emit(this.#obligation(gap, { ref: gap.opened_by, on }, why));
        }
        for (const gap of carry.opened)
            this.#ofFile(gap.path).set(gapKey(gap), gap);
        for (const [path, gaps] of this.#gaps)
            if (gaps.size === 0)
                this.#gaps.delete(path);
        this.#pending.clear();
    }
    /**
     * The sites in scope after an accepted merge (`scope`, site-scope.ts): each gap none of whose
     * sites is among them closes as out of scope that day, its file kept dormant; each dormant file
     * one of whose sites is among them opens its gaps again that day. R2 reaches "each asset
     * identified in CIP-002 containing low impact BES Cyber Systems", and Section 6 "assets
     * containing low impact BES Cyber System(s) identified pursuant to CIP-002": a site no low system
     * is at owes neither, and owes both again once one is.
     */
    followScope(entry, inForce, scope) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const on = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        const inScope = (sites) => sites.some((site) => scope.has(site));
        for (const [path, file] of this.#pending)
            if (!inScope(file.sites))
                this.#pending.delete(path);
        for (const path of this.#dormant) {
            const file = this.#files.get(path);
            if (file === undefined || !inScope(file.sites))
                continue;
            this.#dormant.delete(path);
            const eleven = (0,eleven_gate/* elevenDayBy */.R1)(on, inForce.versions) !== undefined;
            this.#open(path, file.sites, eleven ? file.eleven : file.nine, { ref, day: on, inForce });
            // Before CIP-003-11's day, what it will find unmet waits for it as a carried file's does.
            if (!eleven && file.eleven.length > 0)
                this.#pending.set(path, { path, sites: file.sites, opened_by: ref, gaps: file.eleven });
        }
        for (const [path, gaps] of this.#gaps) {
            const sites = [...gaps.values()][0]?.sites ?? [];
            if (inScope(sites))
                continue;
            this.#gaps.delete(path);
            const why = `out of scope from ${on}: no system the inventory in force rates low is at ${sites.join(", ")}`;
            for (const gap of gaps.values())
                this.#emit(this.#obligation(gap, { ref, on }, why));
            if (this.#files.has(path))
                this.#dormant.add(path);
        }
    }
    /** The site files in force that leave gaps, and those of them out of scope, as held. */
    files() {
        return this.#files.size === 0
            ? {}
            : {
                files: [...this.#files.values()],
                ...(this.#dormant.size === 0 ? {} : { dormant: [...this.#dormant] }),
            };
    }
    /** `file` in force at `path` (null: removed), kept while it leaves a gap under either version. */
    #keepFile(path, file) {
        this.#dormant.delete(path);
        const gaps = file === null ? undefined : siteGapsOf(path, file);
        if (gaps === undefined || gaps.nine.length + gaps.eleven.length === 0)
            this.#files.delete(path);
        else
            this.#files.set(path, gaps);
    }
    held() {
        return [...this.#gaps.values()].flatMap((gaps) => [...gaps.values()]);
    }
    /** The site files whose CIP-003-11 gaps wait for its day, as the checkpoint holds them. */
    pending() {
        return [...this.#pending.values()];
    }
    /** The versions the last accepted merge carrying site files kept in force. */
    versions() {
        return this.#versions;
    }
    /**
     * Each gap open on the judging day: a Section 6 gap CIP-003-11's day (by the run's versions)
     * has reached is listed carried, beside the part it became; the state held is not moved.
     */
    finish() {
        const open = this.held();
        const inForce = (0,obligation_model/* withVersions */.KY)(this.#context, this.#versions);
        const carry = elevenCarry(open, this.pending(), this.#context.today, inForce);
        if (carry === undefined)
            return open.map((gap) => this.#obligation(gap, undefined));
        const carried = new Set(carry.carried.map(({ gap }) => gap));
        return [
            ...carry.carried.map(({ gap, on, why }) => this.#obligation(gap, { ref: gap.opened_by, on }, why)),
            ...[...open.filter((gap) => !carried.has(gap)), ...carry.opened].map((gap) => this.#obligation(gap, undefined)),
        ];
    }
    #ofFile(path) {
        const known = this.#gaps.get(path);
        if (known !== undefined)
            return known;
        const gaps = new Map();
        this.#gaps.set(path, gaps);
        return gaps;
    }
    #obligation(gap, closer, why) {
        const path = gap.vendor_path;
        return lowImpactObligation(VENDOR_ACCESS_KIND, gap, closer, this.#context, {
            // Named as the other subjects name theirs ("patch source sel-advisories"), unquoted.
            subject: `site file ${gap.path} (${gap.sites.join(", ")}): Section ${gap.part} ${path === undefined ? "for its Section 3.1 access" : `for vendor path ${path}`}`,
            reason: [
                path === undefined
                    ? `Section 3.1 communications without a ${gap.part} method detecting known or suspected malicious communications, inbound and outbound (electronic_access.detect)`
                    : `vendor electronic remote access allowed by vendor path ${(0,diagnostics/* quote */.hD)(path)} without a ${gap.part} method reaching it`,
                ...(why === undefined ? [] : [why]),
            ],
        });
    }
}

// EXTERNAL MODULE: ./src/core/obligations/low-impact/site-scope.ts
var site_scope = __webpack_require__(81363);
;// CONCATENATED MODULE: ./src/core/obligations/low-impact/plan-coverage-pass.ts



const plan_coverage_pass_PART = "CIP-003 R2 Section 4.5";
class PlanCoverage extends GapPass {
    #scope;
    constructor(context, emit, held) {
        super(plan_coverage_pass_PART, { context, emit }, { gaps: held?.coverage_gaps ?? [], keyOf: (gap) => gap.site });
        this.#scope = held?.sites_in_scope === undefined ? undefined : new Set(held.sites_in_scope);
    }
    /**
     * After an accepted merge: `program` is the program file in force, `scope` the sites in scope
     * the merge's record says (undefined: it says none; null: it cannot tell which, so coverage waits
     * for one that can). Judged when the merge carried the program file (`declared`) or a scope.
     */
    judge(entry, inForce, program, scope) {
        if (program === undefined) {
            this.#scope = undefined;
            return;
        }
        if (scope.sites !== undefined)
            this.#scope = scope.sites ?? undefined;
        if ((scope.sites === undefined && !scope.declared) || this.#scope === undefined)
            return;
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const on = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        const inScope = this.#scope;
        // The plans covering each site, read once from the program file rather than per site.
        const plansOf = new Map();
        for (const plan of program.plans)
            for (const site of new Set(plan.sites))
                plansOf.set(site, [...(plansOf.get(site) ?? []), plan.id]);
        const covering = (site) => plansOf.get(site) ?? [];
        for (const [site, gap] of this.gaps) {
            const plans = covering(site);
            if (plans.length === 0 && inScope.has(site))
                continue;
            const met = plans.length === 0
                ? `out of scope from ${on}: no system the inventory in force rates low is at ${site}`
                : `covered by ${plans.join(", ")} in ${program_file/* PROGRAM_FILE */.kg} from ${on}`;
            this.close(site, gap, { ref, on, met });
        }
        for (const site of [...inScope].sort())
            if (covering(site).length === 0 && !this.gaps.has(site))
                this.gaps.set(site, { site, ...this.opened(ref, on, inForce), not_closed_by: [] });
    }
    held() {
        return {
            ...(this.#scope === undefined ? {} : { sites_in_scope: [...this.#scope].sort() }),
            ...(this.gaps.size === 0 ? {} : { coverage_gaps: [...this.gaps.values()] }),
        };
    }
    said(gap) {
        return {
            subject: `site ${gap.site}: the Cyber Security Incident response plan covering it`,
            reason: `no plan ${program_file/* PROGRAM_FILE */.kg} declares covers ${gap.site} (Attachment 1 Section 4: "one or more Cyber Security Incident response plan(s), either by asset or group of assets")`,
        };
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-pass.ts








/** The pass's site files as the checkpoint holds them, under names of the pass's state. */
function siteFilesHeld({ files, dormant }) {
    return {
        ...(files === undefined ? {} : { site_files: files }),
        ...(dormant === undefined ? {} : { dormant_site_files: dormant }),
    };
}
/** Whether `record` starts the pass in its workspace: an accepted merge carrying low-impact files. */
function startsLowImpact(record) {
    return (0,obligation_families/* startsWithFiles */.$A)(record, "low_impact_files");
}
class LowImpactPass extends obligation_families/* ResumedByConstructor */.Re {
    #gaps;
    #clocks;
    #topics;
    #coverage;
    #program;
    #started;
    constructor(context, emit, held) {
        super();
        this.#gaps = new VendorAccessGaps(context, emit, held?.gaps, held?.eleven_pending, held?.standard_versions, { files: held?.site_files, dormant: held?.dormant_site_files });
        this.#clocks = new ProgramClocks(context, emit, held);
        this.#topics = new PolicyTopics(context, emit, held);
        this.#coverage = new PlanCoverage(context, emit, held);
        this.#program = held?.program;
        this.#started = held !== undefined;
    }
    addRecord(entry, inForce) {
        if (!this.#started) {
            this.#clocks.start(entry, inForce);
            this.#started = true;
        }
        const carried = (0,obligation_families/* filesCarriedBy */.XY)(entry.record, "low_impact_files");
        const scope = (0,site_scope/* lowImpactSitesAfter */.d)(entry.record);
        let declared = false;
        if (carried !== undefined) {
            this.#gaps.addRecord(entry, inForce, carried, scope);
            // The program file first: a record merged with it names what it declares.
            const program = (0,facts_in_force/* notAccepted */.LA)(entry.record) === undefined ? (0,low_impact_files/* programFileCarried */.Xl)(carried) : undefined;
            if (program !== undefined)
                this.#program = program ?? undefined;
            declared = program !== undefined;
            if (program) {
                this.#clocks.declare(entry, inForce, program);
                this.#topics.declare(entry, inForce, program);
            }
            const judged = this.#clocks.addRecord(entry, inForce, carried);
            this.#topics.addReviews(entry, inForce, judged, this.#program);
        }
        // After the files: a merge that re-rates a site's last low system closes its gap as out of scope.
        if (scope != null)
            this.#gaps.followScope(entry, inForce, scope);
        this.#coverage.judge(entry, inForce, this.#program, { sites: scope, declared });
    }
    held(workspace) {
        return {
            workspace,
            gaps: this.#gaps.held(),
            ...(this.#program === undefined ? {} : { program: this.#program }),
            ...(this.#gaps.pending().length === 0 ? {} : { eleven_pending: this.#gaps.pending() }),
            ...(this.#gaps.versions().length === 0
                ? {}
                : { standard_versions: [...this.#gaps.versions()] }),
            ...siteFilesHeld(this.#gaps.files()),
            ...this.#clocks.held(),
            ...this.#topics.held(),
            ...this.#coverage.held(),
        };
    }
    finish() {
        return [
            ...this.#gaps.finish(),
            ...this.#clocks.finish(),
            ...this.#topics.finish(),
            ...this.#coverage.finish(),
        ];
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/low-impact/low-impact-family.ts
// CIP-003-9 low impact as a row of the family table (family-table.ts): its shape (its name, its
// declared parts and its files', core/families/low-impact/), its words, what starts it in a
// workspace and its pass (low-impact-pass.ts: Section 6 from the site files, R1 Part 1.2's
// review and approval and Sections 1, 4.5 and 4.6's clocks from the program records), and the
// checkpoint's key for the pass's state. Sections 2, 3 and 5 are read and shown, never judged.



const LOW_IMPACT_FAMILY = {
    name: low_impact_shape/* LOW_IMPACT_SHAPE */.aF.name,
    topic: "low impact",
    kinds: Object.keys(low_impact_shape/* LOW_IMPACT_SHAPE */.aF.declaredParts),
    declaredParts: low_impact_shape/* LOW_IMPACT_SHAPE */.aF.declaredParts,
    // CIP-003-9 R2 and Attachment 1: assets containing low impact BES Cyber Systems; R1 Part 1.2's
    // policies are those of the same assets.
    appliesTo: ["low"],
    starts: startsLowImpact,
    pass: LowImpactPass,
    checkpointKey: "low_impact",
    // 2: each policy's and each plan's clock apart, each test's update per plan, and each policy's
    // topics with the topics no policy addresses (issue 96); 3: Section 6's gaps per part and vendor
    // path (issue 96, item 3); 4: the program file in force (low-impact/program.yaml, its policies
    // and plans) and, for a topic gap, the program file whose policies leave it out (issue 96, items
    // 1 and 2); 5: from CIP-003-11's day, Section 6 judged as its 3.1.5, 3.1.6 and 3.1.2, each site
    // file's CIP-003-11 gaps held until that day and the versions the last merge kept (issue 96,
    // item 4); 6: the site files in force that leave a gap, and those out of scope,
    // whose gaps open again when one of their sites is in scope again (issue 96, item 6).
    heldVersion: 6,
    reviewedFiles: low_impact_files/* LOW_IMPACT_FILES */.op,
    docs: "obligations/cip-003-low-impact.md",
    summary: "each site's Attachment 1 sections from its reviewed site file, Section 6 (vendor remote access) judged; the policies' review and the CIP Senior Manager's approval (R1 Part 1.2), reinforcement (Section 1), incident response plan tests and updates (Sections 4.5 and 4.6) judged from reviewed program records",
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
var patch_management_shape = __webpack_require__(83837);
// EXTERNAL MODULE: ./src/core/patches/patch-file-set.ts + 1 modules
var patch_file_set = __webpack_require__(54172);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(53146);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(53049);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(17405);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(27877);
// EXTERNAL MODULE: ./src/core/patches/patch-inputs.ts
var patch_inputs = __webpack_require__(15240);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(67154);
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
var collections = __webpack_require__(65032);
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
    return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / shared_calendar/* DAY_MS */.sO);
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
        const obligation = patchObligation("CIP-007 R2.3", step.merge.record, assetSubject(entry.asset), {
            item,
            source: evaluation.source,
            patch: patch.id,
            evaluation: evaluationFacts(evaluation),
        }, step.context);
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
class PatchManagementPass extends obligation_families/* ResumedByConstructor */.Re {
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
    /** A pass from its workspace's first record, or in the state `held` keeps (patch-checkpoint.ts). */
    constructor(pass, decided, held) {
        super();
        this.#pass = pass;
        this.#decided = decided;
        if (held === undefined)
            return;
        const { state, read } = restoreInForce(held);
        this.#state = state;
        this.#read = read;
        const parts = this.#parts;
        parts.r21.restore(held.parts.r21);
        parts.r22.restore(held.parts.r22);
        parts.r23.restore(held.parts.r23);
        parts.r24.restore(held.parts.r24);
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
    appliesTo: (0,requirements/* impactsOf */.ZU)((0,obligation_model/* partsOf */.CI)("CIP-007 R2")),
    starts: startsPatchManagement,
    pass: PatchManagementPass,
    checkpointKey: "patch_management",
    heldVersion: 1,
    reviewedFiles: patch_file_set/* PATCH_FILES */.N,
    docs: "obligations/cip-007-r2.md",
    summary: "patch sources, evaluations, applying or mitigating, mitigation plans",
    folders: [
        "core/families/patch-management",
        "core/audit/families/patch-management",
        "core/obligations/patch-management",
        "core/patches",
    ],
    notJudged: "CIP-007 R2 was not judged from this ledger: no obligation of any part was opened. R2 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines' items and the patch files), from the first that declares an applicable asset's baseline; a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows the applicable assets' patches are tracked, evaluated or applied.",
};

// EXTERNAL MODULE: ./src/core/families/system-access/system-access-shape.ts
var system_access_shape = __webpack_require__(53803);
// EXTERNAL MODULE: ./src/core/system-access/system-access-files.ts + 7 modules
var system_access_files = __webpack_require__(83279);
// EXTERNAL MODULE: ./src/core/system-access/access-file.ts
var access_file = __webpack_require__(2429);
// EXTERNAL MODULE: ./src/core/system-access/password-change-record.ts
var password_change_record = __webpack_require__(88406);
;// CONCATENATED MODULE: ./src/core/obligations/system-access/system-access-rows.ts
// CIP-007-6 R5's parts as rows beside the requirement table, as data: the version each quotes
// (its words and Applicable Systems are its shape's, core/families/system-access/) and what
// CIP-007-7.1 changes in it, keyed by day as the requirement table's CIP-007 rows are
// (`laterVersions`, chosen from a day by the policy's `standards:` for CIP-007), so that an
// obligation opened on or after that day says which version judges it. Nothing of CIP-007-7.1 is
// quoted (no copy of its text was found); docs/obligations/cip-007-r5.md's Versions table gives
// each row's changes, and a test holds it to them. Pure.


const SCI = "adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
const LATER = (changes) => [
    { standard: "CIP-007-7.1", enforceableFrom: "2028-07-01", changes: `${SCI}; ${changes}` },
];
const row = (id, changes) => ({
    id,
    standard: "CIP-007-6",
    laterVersions: LATER(changes),
});
const SYSTEM_ACCESS_ROWS = [
    row("CIP-007 R5.1", '"per system capability" replaces "where technically feasible"'),
    row("CIP-007 R5.2", 'its Measure names "the enabled default or generic account types in use"'),
    row("CIP-007 R5.3", "the words of the requirement do not change"),
    row("CIP-007 R5.4", '"per system capability" replaces "per Cyber Asset capability"'),
    row("CIP-007 R5.5", '"the Applicable System(s)" replaces "the Cyber Asset" in 5.5.1 and 5.5.2'),
    row("CIP-007 R5.6", '"per system capability" replaces the opening "Where technically feasible"; the 15 calendar months stay'),
    row("CIP-007 R5.7", 'the two bullets become one sentence, "per system capability"'),
];
/** The row of `id`. */
function systemAccessRow(id) {
    const found = SYSTEM_ACCESS_ROWS.find((candidate) => candidate.id === id);
    if (found === undefined)
        throw new Error(`No system access row ${id}: every part has one.`);
    return found;
}
/**
 * In words, the later version that judges `id` on `day` by the policy's `standards:`, and what it
 * changes, for an obligation's reason; undefined while CIP-007-6 judges.
 */
function system_access_rows_laterVersionWords(id, day, versions) {
    const judged = (0,standard_versions/* laterVersionOn */.oY)(systemAccessRow(id), day, versions);
    return "changes" in judged
        ? `judged by ${judged.standard} (the policy's standards:), which changes it: ${judged.changes}`
        : undefined;
}
/** The part's words, as every obligation gives them. */
function partWords(id) {
    return system_access_shape/* SYSTEM_ACCESS_PARTS */.E4[id].words;
}

;// CONCATENATED MODULE: ./src/core/obligations/system-access/password-change-clocks.ts








const password_change_clocks_PART = "CIP-007 R5.6";
/** A clock's key: the access file and the account type. */
function keyOf(accessFile, accountType) {
    return JSON.stringify([accessFile, accountType]);
}
/** The account types of `file` 5.6's clock counts: password-only, changed procedurally. */
function procedural(file) {
    return file.accountTypes
        .filter((type) => type.change?.enforcement === "procedural")
        .map((type) => type.name);
}
/** Why an account type of `file` (null: removed) no longer has a clock, in words. */
function noClockWhy(file, name) {
    const type = file?.accountTypes.find((one) => one.name === name);
    if (type === undefined)
        return `account type ${name} is no longer declared enabled`;
    const change = type.change;
    if (change === undefined)
        return `account type ${name} is no longer password-only`;
    if (change.enforcement === "technical")
        return `technical enforcement declared: the asset forces the change within ${change.maxAgeMonths} calendar months (${change.reference})`;
    return `5.6 declared not applicable: ${change.enforcement === "not-applicable" ? change.reason : ""}`;
}
class PasswordClocks {
    #context;
    #emit;
    #clocks = new Map();
    /**
     * Each access file's clocks' keys, in the order #clocks holds them: the clocks of a file carried
     * are found without a walk of every clock (a walk per file grew with the square of the files).
     */
    #keysOfFile = new Map();
    constructor(context, emit, held = { clocks: [] }) {
        this.#context = context;
        this.#emit = emit;
        for (const clock of held.clocks)
            this.#put(clock);
    }
    /**
     * The files a merge's record carries: an accepted merge's access files move the clocks, then its
     * password-change records close them; a refused merge's or a break-glass apply's are listed
     * beside the clocks they would have moved.
     */
    addRecord(entry, inForce, carried) {
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        const refused = (0,facts_in_force/* notAccepted */.LA)(entry.record);
        const origin = refused === undefined ? "reviewed-merge" : { outside: refused };
        const recordedAt = entry.record.recorded_at;
        for (const [path, file] of (0,system_access_files/* accessFilesCarried */.EB)(carried)) {
            const judged = (0,authority/* judgeAuthority */.B8)({
                fact: "system-access-file",
                origin,
                approvedBy: ["counted-approvals"],
                recordedAt,
            });
            if (judged.authorized)
                this.#accessFile(file, path, ref, inForce);
            else
                for (const clock of this.#clocksOf(file?.id ?? idOf(path)))
                    clock.not_closed_by.push({ record: ref, why: `${path}: ${judged.why}` });
        }
        for (const record of (0,system_access_files/* passwordChangesCarried */.zv)(carried)) {
            const judged = (0,authority/* judgeAuthority */.B8)({
                fact: "password-change",
                origin,
                approvedBy: ["counted-approvals"],
                dated: record.performedOn,
                recordedAt,
            });
            if (judged.authorized)
                this.#change(record, ref, inForce);
            else
                for (const clock of this.#named(record))
                    clock.not_closed_by.push({ record: ref, why: `${record.id}: ${judged.why}` });
        }
    }
    held() {
        return { clocks: [...this.#clocks.values()] };
    }
    finish() {
        return [...this.#clocks.values()].map((clock) => this.#obligation(clock, undefined));
    }
    /** An access file put in force (null: removed): its procedural account types' clocks. */
    #accessFile(file, path, ref, inForce) {
        const id = file?.id ?? idOf(path);
        const counted = new Set(file === null ? [] : procedural(file));
        for (const clock of this.#clocksOf(id))
            if (!counted.has(clock.account_type)) {
                const why = noClockWhy(file, clock.account_type);
                this.#close(clock, { ref, on: (0,obligation_model/* dateOf */.Q$)(ref, inForce), why });
            }
            else if (file !== null)
                clock.covers = file.covers;
        if (file === null)
            return;
        const day = (0,obligation_model/* dateOf */.Q$)(ref, inForce);
        for (const name of counted)
            if (!this.#clocks.has(keyOf(id, name)))
                this.#put({
                    access_file: id,
                    account_type: name,
                    covers: file.covers,
                    opened_by: ref,
                    due: day,
                    calendar: inForce.rule,
                    ...password_change_clocks_versionOf(day, inForce),
                    not_closed_by: [],
                });
    }
    /** A counted password change: it closes each clock it names and opens the next from its day. */
    #change(record, ref, inForce) {
        const on = record.performedOn;
        for (const open of this.#named(record)) {
            const { previous } = open;
            if (previous !== undefined && on <= previous.on) {
                // The same record carried again (its text changed) is the change counted already.
                if (on === previous.on && record.id === previous.what)
                    continue;
                open.not_closed_by.push({
                    record: ref,
                    why: `${record.id}, on ${on}, is not after the previous change it would follow (${previous.what}, on ${previous.on})`,
                });
                continue;
            }
            this.#close(open, { ref, on, why: `changed on ${on} (${record.id})` });
            this.#put({
                access_file: open.access_file,
                account_type: open.account_type,
                covers: open.covers,
                previous: { on, what: record.id },
                opened_by: ref,
                due: (0,shared_calendar/* addMonths */.PS)(on, access_file/* PASSWORD_CHANGE_MONTHS */.dS, inForce.calendar.monthEnd),
                calendar: inForce.rule,
                ...password_change_clocks_versionOf(on, inForce),
                not_closed_by: [],
            });
        }
    }
    /** The open clocks `record` names: each access file's account types it lists. */
    #named(record) {
        return record.accessFiles.flatMap((file) => record.accountTypes.flatMap((type) => {
            const clock = this.#clocks.get(keyOf(file, type));
            return clock === undefined ? [] : [clock];
        }));
    }
    /** The open clocks of the access file `id`, in the order #clocks holds them. */
    #clocksOf(id) {
        return [...(this.#keysOfFile.get(id) ?? [])].flatMap((key) => this.#clocks.get(key) ?? []);
    }
    /** Opens `clock`, after every clock open (a clock of its key is closed first). */
    #put(clock) {
        const key = keyOf(clock.access_file, clock.account_type);
        this.#clocks.set(key, clock);
        const keys = this.#keysOfFile.get(clock.access_file);
        if (keys === undefined)
            this.#keysOfFile.set(clock.access_file, new Set([key]));
        else
            keys.add(key);
    }
    #close(clock, closer) {
        const key = keyOf(clock.access_file, clock.account_type);
        this.#clocks.delete(key);
        const keys = this.#keysOfFile.get(clock.access_file);
        keys?.delete(key);
        if (keys?.size === 0)
            this.#keysOfFile.delete(clock.access_file);
        this.#emit(this.#obligation(clock, closer));
    }
    #obligation(open, closer) {
        const since = open.previous === undefined
            ? `no accepted record of the last change when the access file put it in force: record it (${password_change_record/* PASSWORD_CHANGES_FOLDER */.F}/ID.yaml naming access file ${open.access_file} and account type ${open.account_type}), merged by a reviewed pull request`
            : `${access_file/* PASSWORD_CHANGE_MONTHS */.dS} calendar months after the previous change (${open.previous.what}, on ${open.previous.on})`;
        // The VSL grades a late change by the months "of the last password change" (5.6): Lower
        // within 16, Moderate 17, High 18, Severe beyond; not yet done, as of today.
        const lapse = open.previous === undefined
            ? "none"
            : (0,shared_calendar/* lapseBand */.Ru)(open.previous.on, closer?.on ?? this.#context.today, access_file/* PASSWORD_CHANGE_MONTHS */.dS, this.#context.calendar.monthEnd);
        const reason = [
            since,
            ...(closer === undefined ? [] : [closer.why]),
            ...(lapse === "none" ? [] : [`5.6's VSL band: ${lapse}`]),
            ...(open.version === undefined ? [] : [open.version]),
        ];
        return {
            kind: password_change_clocks_PART,
            requirement: partWords(password_change_clocks_PART),
            workspace: open.opened_by.workspace,
            subject: {
                governance: `account type ${open.account_type} of access file ${open.access_file} (${open.covers.join(", ")})`,
            },
            opened_by: open.opened_by,
            due: open.due,
            status: (0,obligation_model/* statusOf */.c2)(open.due, closer?.on, this.#context),
            ...(closer === undefined ? {} : { closed_by: closer.ref }),
            calendar: open.calendar,
            reason: reason.join("; "),
            ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
        };
    }
}
/** The access file id of a removed file's path: its name without `.yaml`. */
function idOf(path) {
    return (path.split("/").at(-1) ?? path).replace(/\.yaml$/, "");
}
/** The later version judging 5.6 on `day`, in words, as a clock holds it. */
function password_change_clocks_versionOf(day, inForce) {
    const version = system_access_rows_laterVersionWords(password_change_clocks_PART, day, inForce.versions ?? []);
    return version === undefined ? {} : { version };
}

;// CONCATENATED MODULE: ./src/core/obligations/system-access/system-access-pass.ts


/** Whether `record` starts the pass in its workspace: an accepted merge carrying access files. */
function startsSystemAccess(record) {
    return (0,obligation_families/* startsWithFiles */.$A)(record, "system_access_files");
}
class SystemAccessPass extends obligation_families/* ResumedByConstructor */.Re {
    #clocks;
    constructor(context, emit, held) {
        super();
        this.#clocks = new PasswordClocks(context, emit, held);
    }
    addRecord(entry, inForce) {
        const carried = (0,obligation_families/* filesCarriedBy */.XY)(entry.record, "system_access_files");
        if (carried !== undefined)
            this.#clocks.addRecord(entry, inForce, carried);
    }
    held(workspace) {
        return { workspace, ...this.#clocks.held() };
    }
    finish() {
        return this.#clocks.finish();
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/system-access/system-access-family.ts
// CIP-007-6 R5 as a row of the family table (family-table.ts): its shape (its name, its seven
// declared parts and its files', core/families/system-access/), its words, what starts it in a
// workspace and its pass (system-access-pass.ts: Part 5.6's clock per account type), and the
// checkpoint's key for the pass's state. Parts 5.2, 5.3, 5.5 and 5.7 are judged at review from the
// access files, 5.4 at review for each asset a change creates (its files' gate); 5.1 is never
// judged.



const SYSTEM_ACCESS_FAMILY = {
    name: system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.name,
    topic: "system access control",
    kinds: Object.keys(system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.declaredParts),
    declaredParts: system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.declaredParts,
    // Every part of R5: High impact BES Cyber Systems, and Medium impact ones as each part's
    // Applicable Systems column says, with their EACMS, PACS and PCA.
    appliesTo: ["high", "medium"],
    starts: startsSystemAccess,
    pass: SystemAccessPass,
    checkpointKey: "system_access",
    heldVersion: 1,
    reviewedFiles: system_access_files/* SYSTEM_ACCESS_FILES */.TK,
    docs: "obligations/cip-007-r5.md",
    summary: "each system's enabled default and generic account types, shared accounts by reference, password parameters and failed-authentication method from reviewed access files (Parts 5.2, 5.3, 5.5 and 5.7 judged at review); each new asset's default passwords answer (Part 5.4) at commissioning, flagged or required by the owner policy; each password-only account type's 15-calendar-month password change (Part 5.6) judged from reviewed password-change records",
    folders: [
        "core/families/system-access",
        "core/obligations/system-access",
        "core/system-access",
        "core/authority/system-access",
        "core/audit/families/system-access",
    ],
    notJudged: "CIP-007-6 R5 system access control was not judged from this ledger: no accepted merge carried a system access file (system-access/ID.yaml, or a password-change record, system-access/records/ID.yaml). From the first that does, Part 5.6's 15-calendar-month clock is judged per password-only account type from the password-change records; Parts 5.2, 5.3, 5.5 and 5.7 are judged at review from the access files, 5.4 at review for each asset a change creates (the owner policy's default_passwords), and 5.1 is never judged. This is no all-clear: nothing here shows any account type is inventoried or any password was changed.",
};

// EXTERNAL MODULE: ./src/core/families/vulnerability-assessments/vulnerability-assessment-shape.ts
var vulnerability_assessment_shape = __webpack_require__(57584);
// EXTERNAL MODULE: ./src/core/assessments/assessment-file-set.ts + 1 modules
var assessment_file_set = __webpack_require__(37441);
// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(96075);
// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(92584);
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

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-clock.ts
// CIP-010 R3's clocks read from the requirement table (`every`), never a constant here: the last
// day an interval opened on `from` may be closed on, in calendar months by the calendar's month-end
// convention (the same arithmetic as CIP-002 R2's 15 months) or in calendar days. Pure.


/** `from` (YYYY-MM-DD) plus the row's interval; the row must have one (R3.1, R3.2). */
function assessment_clock_dueAfter(id, from, calendar) {
    const every = (0,requirements/* requirementRow */.gv)(id).every;
    if (every === undefined)
        throw new Error(`${id} has no interval in the requirement table`);
    return (0,shared_calendar/* addInterval */.vV)(from, every, calendar.monthEnd);
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
var commissioning_evidence = __webpack_require__(30000);
// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(60366);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
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
// CIP-010-4 R3.1 to R3.4 of one workspace, judged over its records in chain order (R3.3 at each
// accepted merge that puts an asset into service: assessment-commissioning.ts). Each system an
// accepted merge's baselines declare with an asset a part applies to opens that part's interval
// from that record: R3.1 for High and Medium systems and their EACMS, PACS and PCA, R3.2 for a
// High system's BES Cyber Assets (the requirement table says which). An accepted assessment covers
// the applicable assets it names (assessment-coverage.ts); once every one is covered within the
// interval, by it or by earlier ones, it closes R3.1's and the next opens from the earliest of
// them; active assessments close R3.2's alike, and a technical-feasibility record closes R3.2's
// and opens none while in force. Each action
// item of an accepted assessment opens R3.4, due by its planned completion date, closed by an
// accepted version of the file whose status history ends done; a planned date moved in a later
// version counts only when a counted approver is one of those the owner policy in force names
// (`assessment_date_approvers`), or else one of the system's owners in force (the standard names
// no approver), else the item is an exception that says so. A refused merge or a break-glass
// record puts nothing in force and closes nothing: it is listed beside the interval it would have
// closed. An assessment counts from its own performed_on where it writes one: performed before the
// interval it would close opened, it closes nothing of it (listed beside it with why), and the
// next interval runs from that day, never from the merge's. Pure.










/** Whether `record` is the first a workspace's R3 pass reads: an accepted merge keeping baselines. */
function startsVulnerabilityAssessments(record) {
    return record.kind === "change" && (0,facts_in_force/* isAccepted */.oB)(record) && record.change.baselines !== undefined;
}
const assessment_pass_PART = { "CIP-010 R3.1": "r31", "CIP-010 R3.2": "r32" };
class VulnerabilityAssessmentPass extends obligation_families/* ResumedByConstructor */.Re {
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
    /** A pass from its workspace's first record, or in the state `held` keeps. */
    constructor(context, emit, held) {
        super();
        this.#context = context;
        this.#emit = emit;
        if (held === undefined)
            return;
        if (held.format !== ASSESSMENT_STATE_FORMAT)
            throw new Error(`a CIP-010 R3 checkpoint of format ${String(held.format)} is not this one's`);
        this.#workspace = held.workspace;
        this.#files = new Map(held.files);
        for (const system of held.systems)
            this.#systems.set(system.id, system);
        for (const item of held.items)
            this.#items.set(itemKey(item), item);
        this.#owners = new Map(held.owners);
        this.#dateApprovers = held.date_approvers;
        for (const file of held.commissioning_files)
            this.#commissioningFiles.set(file.id, file);
        this.#counted = new Set(held.counted);
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
                const interval = system[assessment_pass_PART[kind]];
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
                const part = assessment_pass_PART[kind];
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
                const part = assessment_pass_PART[kind];
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
    appliesTo: (0,requirements/* impactsOf */.ZU)((0,obligation_model/* partsOf */.CI)("CIP-010 R3")),
    starts: startsVulnerabilityAssessments,
    pass: VulnerabilityAssessmentPass,
    checkpointKey: "vulnerability_assessments",
    heldVersion: 1,
    reviewedFiles: assessment_file_set/* ASSESSMENT_FILES */.p,
    docs: "obligations/cip-010-r3.md",
    summary: "assessments, action plans and their exceptions",
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
    SYSTEM_ACCESS_FAMILY,
];
const MERGE_JUDGED_FAMILIES = FAMILIES;


/***/ }),

/***/ 81363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ lowImpactSitesAfter)
/* harmony export */ });
/* harmony import */ var _evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46681);

/**
 * The sites of the low impact systems the inventory in force declares after `record`: undefined
 * when the record puts nothing in force (not an accepted merge, or one that kept no governance
 * facts); null when its facts cannot tell (a low system, and no system's site kept: written before
 * records kept each system's site), every site then counting as in scope.
 */
function lowImpactSitesAfter(record) {
    if (record.kind !== "change" || (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .notAccepted */ .LA)(record) !== undefined)
        return undefined;
    const systems = record.change.governance?.systems;
    if (systems === undefined)
        return undefined;
    const low = systems.filter(({ impact }) => impact === "low");
    if (low.length > 0 && systems.every(({ site }) => site === undefined))
        return null;
    return new Set(low.flatMap(({ site }) => (site === undefined ? [] : [site.name])));
}


/***/ }),

/***/ 39178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $A: () => (/* binding */ startsWithFiles),
/* harmony export */   Re: () => (/* binding */ ResumedByConstructor),
/* harmony export */   Sg: () => (/* binding */ notApplicableWords),
/* harmony export */   UM: () => (/* binding */ applicableNowhere),
/* harmony export */   XY: () => (/* binding */ filesCarriedBy),
/* harmony export */   uC: () => (/* binding */ judgedFromCounts)
/* harmony export */ });
/* harmony import */ var _evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46681);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82205);


/**
 * Of `families`, those that reach none of the impact ratings the inventories in force `declared`:
 * not applicable. None when what is in force is unknown (a workspace no accepted merge recorded
 * it for): every family then applies, and one not judged is an exception.
 */
function applicableNowhere(families, declared) {
    if (declared === undefined)
        return [];
    return families.filter((family) => !family.appliesTo.some((impact) => declared.has(impact)));
}
/**
 * What every output says of a family that applies to no system the inventory in force declares:
 * an answer of its own, never an exception.
 */
function notApplicableWords(family) {
    return `${family.name} is not applicable: no ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listOf */ .c3)(family.appliesTo, "or")} impact system. The inventory in force (what each workspace's last accepted merge declared, an unrated system counted as High) declares none, and ${family.name} applies to ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .listOf */ .c3)(family.appliesTo)} impact systems only; a merge that declares one makes it apply from then.`;
}
/**
 * A family's pass whose constructor takes the state it resumes in, last: `resume` is that
 * constructor's, once for every such pass (the class it is called on is the one made).
 */
class ResumedByConstructor {
    static resume(held, context, emit) {
        return new this(context, emit, held);
    }
}
/**
 * Whether a family was judged, from its parts' counts by status (as the report tallies them): a
 * family no part of which has any obligation was not.
 */
function judgedFromCounts(family, parts) {
    return family.kinds.some((kind) => Object.values(parts[kind] ?? {}).some((count) => count > 0));
}
/**
 * The family's reviewed files `record` carries (its record field, `field`): new or changed, with
 * their texts, and removed; undefined for a record of another kind or one that carries none.
 */
function filesCarriedBy(record, field) {
    return record.kind === "change" ? record.change?.[field] : undefined;
}
/**
 * Whether `record` starts, in its workspace, a pass judged from the family's reviewed files: an
 * accepted merge carrying them (its record field, `field`).
 */
function startsWithFiles(record, field) {
    return filesCarriedBy(record, field) !== undefined && (0,_evidence_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_0__/* .notAccepted */ .LA)(record) === undefined;
}


/***/ }),

/***/ 23281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qc: () => (/* reexport */ DEFAULT_COMPLETION_GRACE_DAYS),
  aC: () => (/* reexport */ obligation_kinds/* OBLIGATION_STATUSES */.aC),
  dq: () => (/* binding */ REQUIREMENTS),
  PB: () => (/* reexport */ obligation_kinds/* STILL_TO_DO */.PB),
  $4: () => (/* binding */ UNDECLARED_IMPACT),
  xK: () => (/* binding */ compareObligations),
  vP: () => (/* binding */ contextAt),
  ip: () => (/* binding */ countStatuses),
  Q$: () => (/* binding */ dateOf),
  sC: () => (/* binding */ dueText),
  rn: () => (/* reexport */ obligation_kinds/* isTableKind */.rn),
  uS: () => (/* binding */ kindText),
  S2: () => (/* binding */ openedObligation),
  CI: () => (/* binding */ partsOf),
  H8: () => (/* reexport */ record_ref/* refOf */.H),
  c2: () => (/* binding */ statusOf),
  TY: () => (/* binding */ withCalendar),
  AU: () => (/* binding */ withCurrentVersion),
  KY: () => (/* binding */ withVersions)
});

// UNUSED EXPORTS: OBLIGATION_KINDS, judgedVersion, recordedCalendar

// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(17638);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(46681);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(12693);
// EXTERNAL MODULE: ./src/core/obligations/obligation-kinds.ts
var obligation_kinds = __webpack_require__(99607);
// EXTERNAL MODULE: ./src/core/authority/governance-requirements.ts
var governance_requirements = __webpack_require__(23998);
;// CONCATENATED MODULE: ./src/core/evidence/records/in-force/recorded-calendar.ts

/** Days after authorization before an unrecorded completion is an exception (CIP-010 R1.3). */
const DEFAULT_COMPLETION_GRACE_DAYS = 30;
/**
 * The calendar a record keeps as in force from it: `timeZone` (an input of the run) over the policy
 * file's `calendar:` over the defaults, the policy's completion grace or the default, and the later
 * versions of the standards its `standards:` chose (none kept: every row's own).
 */
function recordedCalendar(timeZone, fromPolicy) {
    const calendar = resolveCalendar({ timeZone }, fromPolicy.calendar);
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

// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(92584);
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
    ...Object.fromEntries(obligation_kinds/* JUDGED_REQUIREMENTS */.pk.map((id) => [id, (0,requirements/* requirementRow */.gv)(id).summary])),
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
    const counts = Object.fromEntries(obligation_kinds/* OBLIGATION_STATUSES */.aC.map((status) => [status, 0]));
    for (const o of obligations)
        counts[o.status] += 1;
    return counts;
}
/**
 * The parts of `requirement` ("CIP-010 R1") the requirement table judges as obligations, in its
 * order: a family's kinds, whose obligations the audit report counts part by part.
 */
function partsOf(requirement) {
    return obligation_kinds/* OBLIGATION_KINDS */.Xn.filter((kind) => kind.startsWith(`${requirement}.`));
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
/** Exceptions first (exception, overdue, closed late), then by due date, workspace, kind, subject. */
function compareObligations(a, b) {
    return (obligation_kinds/* OBLIGATION_STATUSES */.aC.indexOf(a.status) - obligation_kinds/* OBLIGATION_STATUSES */.aC.indexOf(b.status) ||
        (0,names/* compareCodePoints */.OP)(a.due ?? "9999", b.due ?? "9999") ||
        (0,names/* compareCodePoints */.OP)(a.workspace, b.workspace) ||
        (0,names/* compareCodePoints */.OP)(a.kind, b.kind) ||
        (0,names/* compareCodePoints */.OP)(a.subject.cyber_system_id ?? "", b.subject.cyber_system_id ?? "") ||
        (0,names/* compareCodePoints */.OP)(a.subject.asset ?? "", b.subject.asset ?? "") ||
        a.opened_by.sequence - b.opened_by.sequence);
}


/***/ }),

/***/ 92584:
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

/***/ 27877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseMitigationPlanText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40249);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53146);
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
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchFile */ .st)(text, file, "a mitigation plan", (reader, map) => plan(reader, map, file));
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
    const id = reader.textField(fields, "id", "the plan's id, its file's name");
    const misfiled = id === undefined ? undefined : misfiledWords(id, file);
    if (misfiled !== undefined) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(fields.required("id").value), misfiled);
        return undefined;
    }
    const patches = reader.textsField(fields, "patches", "the ids of the patches it covers, as their evaluations name them");
    const actions = reader.textsField(fields, "actions", "a planned action");
    const timeframe = timeframeOf(reader, fields.required("timeframe"));
    const dates = plannedDates(reader, fields, timeframe);
    if (id === undefined ||
        patches === undefined ||
        actions === undefined ||
        timeframe === undefined ||
        dates === undefined)
        return undefined;
    const written = fields.required("patches").value;
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
    const rule = `a plan is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/ID.yaml`;
    if (parts.at(-2) !== _patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw)
        return `plan ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is filed in ${parts.length > 1 ? `${parts.slice(0, -1).join("/")}/` : "the repository root"}, not ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/: ${rule}; move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/${id}.yaml`;
    if (named === id)
        return undefined;
    return `plan id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/${id}.yaml, or write id: ${named}`;
}
function timeframeOf(reader, { value, keyOffset }) {
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

/***/ 17405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ evaluationFolderSource),
/* harmony export */   t: () => (/* binding */ parsePatchEvaluationText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40249);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53146);
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
    const at = parts.lastIndexOf(_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH);
    return at >= 0 && at === parts.length - 3 ? parts[at + 1] : undefined;
}
function parsePatchEvaluationText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchFile */ .st)(text, file, "an evaluation file", (reader, map) => evaluation(reader, map, file));
}
function evaluation(reader, map, file) {
    const keys = ["version", "source", "releases_since", "patches"];
    const fields = reader.fileFields(map, keys, keys, "an evaluation file");
    if (fields === undefined)
        return undefined;
    const source = reader.textField(fields, "source", "the id of the source it evaluates");
    const folder = evaluationFolderSource(file);
    if (source !== undefined && folder !== source) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(fields.required("source").value), folder === undefined
            ? `an evaluation is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${source}/NAME.yaml; move the file there`
            : `source ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source)} is not the folder it is filed in (${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${folder}/); move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${source}/ or name its source ${folder}`);
        return undefined;
    }
    if (source !== undefined)
        reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(fields.required("source").value), { kind: "source", id: source });
    const releasesSince = reader.dateField(fields, "releases_since", "the first release day it covers");
    const patchesField = fields.required("patches");
    const items = reader.list(patchesField.value, patchesField.keyOffset, "patches", `maps such as ${PATCH_SHAPE}, or [] when the source released none`, true);
    const patches = items?.map((item) => patch(reader, item, patchesField.keyOffset));
    if (source === undefined || releasesSince === undefined || patches === undefined)
        return undefined;
    if (patches.some((entry) => entry === undefined))
        return undefined;
    const read = patches;
    const seen = new Set();
    for (const entry of read) {
        if (seen.has((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .patchKey */ .kP)(entry.id))) {
            reader.error(entry.at, `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(entry.id)} is listed twice; keep one`);
            return undefined;
        }
        seen.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .patchKey */ .kP)(entry.id));
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
    const id = reader.textField(fields, "id", "the patch's id as the source names it");
    const released = reader.dateField(fields, "released", "the day the source released it");
    const patched = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .itemRef */ .x9)(reader, fields.required("item").value, fields.required("item").keyOffset, "item");
    const applicable = judgement(reader, id, fields.required("applicable"));
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
    reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(fields.required("item").value), {
        kind: "item",
        patch: id,
        item: patched,
    });
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

/***/ 54172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ PATCH_FILES)
});

// EXTERNAL MODULE: ./src/core/families/patch-management/patch-management-shape.ts
var patch_management_shape = __webpack_require__(83837);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(63788);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(53146);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(27877);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(17405);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(53049);
;// CONCATENATED MODULE: ./src/core/patches/patch-file-changes.ts





/**
 * The patch files of `head` (path from the repository root → text) against those of the commit
 * compared with; undefined when none is added, changed or removed. The head's files are valid
 * (the plan refuses one that is not before it gets here).
 */
function patchFileChanges(head, base, comparedWith) {
    return (0,reviewed_file_set/* fileChanges */.C8)(head, base, comparedWith, (file, text) => contentOf(file, text));
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

/***/ 15240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ isApplicable),
/* harmony export */   Vk: () => (/* binding */ namedAssetKey),
/* harmony export */   XI: () => (/* binding */ onAssetKey),
/* harmony export */   _8: () => (/* binding */ applicableItems),
/* harmony export */   e7: () => (/* binding */ assetKey)
/* harmony export */ });
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53146);
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

/***/ 70608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ goesIntoService),
/* harmony export */   Y: () => (/* binding */ commissioningProblems)
/* harmony export */ });
/* harmony import */ var _inventory_baselines_baseline_completeness_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25977);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
// CIP-010-4 R1.1 at commissioning, against the live inventory: a declared asset that the service
// does not hold (a create) or holds in another system (a move into this one) goes into service in
// its system, and must then have a complete baseline if R1 applies to it there
// (core/inventory/baselines/baseline-completeness.ts). The plan and an online `validate` refuse it at the
// asset's place; an asset already in service there is not asked again.


function commissioningProblems(resolved, live) {
    return (0,_inventory_baselines_baseline_completeness_js__WEBPACK_IMPORTED_MODULE_0__/* .commissioningBaselineProblems */ .n)(resolved.map(({ document }) => document), goesIntoService(resolved, live));
}
/**
 * Whether a declared asset goes into service in its document's system: the service holds it
 * neither there under its name nor under the name it is renamed from (a rename already applied
 * leaves renamed_from behind, naming an asset the service no longer holds). CIP-010 R1.1's and
 * R3.3's commissioning (core/assessments/commissioning-assessments.ts).
 */
function goesIntoService(resolved, live) {
    const liveSystem = new Map(live.cyberAssets.map((asset) => [(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(asset.name), asset.cyber_system_id]));
    const systemOf = new Map(resolved.map(({ document, system }) => [document, system.id]));
    return (document, asset) => ![asset.name, asset.renamedFrom?.value].some((name) => name !== undefined && liveSystem.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(name)) === systemOf.get(document));
}


/***/ }),

/***/ 63788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ fileChanges),
/* harmony export */   NJ: () => (/* binding */ requiredGapErrors),
/* harmony export */   Yz: () => (/* binding */ knownParentsOf)
/* harmony export */ });
/* unused harmony export changedFiles */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

/**
 * The facilities and control centers known: those `documents` declare, and `live`'s when the
 * service was read (undefined: it was not).
 */
function knownParentsOf(documents, live) {
    const declared = documents.flatMap(({ facility, controlCenter }) => [facility, controlCenter].flatMap((parent) => (parent === undefined ? [] : [parent.value])));
    if (live === undefined)
        return { names: declared, from: "inventory" };
    const held = [...live.facilities, ...live.controlCenters].map(({ name }) => name);
    return { names: [...held, ...declared], from: "service" };
}
/**
 * What a gate's `require` refuses: an error at each of `gaps`, in `words` with the policy file's
 * name, under `require`; the policy's own diagnostics when it could not be read (fail closed).
 * Nothing without a gap, and nothing under a milder setting (the gate's warnings say those).
 */
function requiredGapErrors(gaps, read, words) {
    if (gaps.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule;
    if (rule?.setting !== "require")
        return [];
    return gaps.map((gap) => ({
        severity: "error",
        location: gap.location,
        message: words(gap, rule.file),
    }));
}
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
/**
 * A family's `changes`: its changed files (changedFiles) with the commit compared with, in words;
 * undefined when none is added, changed or removed, so the plan shows nothing of the family.
 */
function fileChanges(head, base, comparedWith, shown) {
    const files = changedFiles(head, base, shown);
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
}


/***/ }),

/***/ 37368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ASSET_TYPES)
/* harmony export */ });
// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];


/***/ }),

/***/ 90038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ WORKSPACE_PATTERN)
/* harmony export */ });
// A workspace's name: a folder of the ledger (records/<workspace>/), the Action's input
// `workspace`, and what a collector's file (or a source's observations) names.
const WORKSPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;


/***/ }),

/***/ 2429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ FAILED_AUTHENTICATION_METHODS),
/* harmony export */   Jg: () => (/* binding */ GROUPINGS),
/* harmony export */   L1: () => (/* binding */ ACCESS_FILE_VERSION),
/* harmony export */   XJ: () => (/* binding */ CHANGE_ENFORCEMENTS),
/* harmony export */   Yt: () => (/* binding */ SYSTEM_ACCESS_FOLDER),
/* harmony export */   _T: () => (/* binding */ PARAMETER_ENFORCEMENTS),
/* harmony export */   d2: () => (/* binding */ ACCOUNT_TYPE_KINDS),
/* harmony export */   dS: () => (/* binding */ PASSWORD_CHANGE_MONTHS),
/* harmony export */   wQ: () => (/* binding */ DEFAULT_PASSWORD_ANSWERS)
/* harmony export */ });
// What a system access file declares (CIP-007-6 R5), one reviewed file per system, group of
// systems, location or system type, `system-access/ID.yaml`, as Part 5.2 lets the entity choose
// ("either by system, by groups of systems, by location, or by system type(s)"): the known enabled
// default and other generic account types (5.2), each password-only one's password change (5.6:
// procedural, a technical enforcement with its timeframe, or why it does not apply); the shared
// accounts, each with where its authorized individuals are kept and a digest of that list (5.3:
// the names stay outside git); the password parameters each asset enforces (5.5); the method
// limiting or alerting on failed authentication (5.7); and each asset's answer on default
// passwords (5.4). What the device really enforces stays the entity's operational evidence.
// parse-access-file.ts reads it with positions.
/** The folder the access files are filed in, each as ID.yaml. */
const SYSTEM_ACCESS_FOLDER = "system-access";
/** The version of the access files' shape. */
const ACCESS_FILE_VERSION = 1;
/** Part 5.2's four ways to group the inventory, as the file's `by:` names them. */
const GROUPINGS = ["system", "group", "location", "system-type"];
/**
 * The account types the standard's Guidelines list ("Account types referenced in this guidance
 * typically include"), as the file's `type:` names them: a controlled vocabulary, so that the
 * population counts like with like.
 */
const ACCOUNT_TYPE_KINDS = [
    "shared",
    "individual",
    "administrative",
    "system",
    "application",
    "guest",
    "remote-access",
    "generic",
];
/** Part 5.6's answer for a password-only account type, by `change:`. */
const CHANGE_ENFORCEMENTS = ["procedural", "technical", "not-applicable"];
/**
 * Part 5.6's "at least once every 15 calendar months": the clock between changes, and the longest
 * timeframe a technical enforcement may state.
 */
const PASSWORD_CHANGE_MONTHS = 15;
/** 5.5's enforcement: technical (the asset checks) or procedural (the people do). */
const PARAMETER_ENFORCEMENTS = ["technical", "procedural"];
/** 5.7's methods: either bullet, or none where it is not technically feasible. */
const FAILED_AUTHENTICATION_METHODS = ["lockout", "alert", "not-capable"];
/**
 * 5.4's answer per Cyber Asset: its known default passwords changed, its default unique to the
 * device (pseudo-randomly generated, which the Rationale says is no default password), or none.
 */
const DEFAULT_PASSWORD_ANSWERS = ["changed", "unique-by-vendor", "none"];


/***/ }),

/***/ 88406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ PASSWORD_CHANGES_FOLDER),
/* harmony export */   _: () => (/* binding */ PASSWORD_CHANGE_VERSION)
/* harmony export */ });
/* harmony import */ var _access_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2429);
// What a password-change record declares (CIP-007-6 R5 Part 5.6): one dated change of the
// passwords of some account types, in the access files that declare them, reviewed by pull request
// and filed in `system-access/records/ID.yaml`. It names no password, only the day and what was
// changed. parse-password-change.ts reads it with positions; its clocks are
// core/obligations/system-access/.

/** The folder the password-change records are filed in, each as ID.yaml. */
const PASSWORD_CHANGES_FOLDER = `${_access_file_js__WEBPACK_IMPORTED_MODULE_0__/* .SYSTEM_ACCESS_FOLDER */ .Yt}/records`;
/** The version of the records' shape. */
const PASSWORD_CHANGE_VERSION = 1;


/***/ }),

/***/ 83279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TK: () => (/* binding */ SYSTEM_ACCESS_FILES),
  EB: () => (/* binding */ accessFilesCarried),
  zv: () => (/* binding */ passwordChangesCarried)
});

// UNUSED EXPORTS: accessShown, isAccessFile, isPasswordChange

// EXTERNAL MODULE: ./src/core/families/system-access/system-access-shape.ts
var system_access_shape = __webpack_require__(53803);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/carried-files.ts
var carried_files = __webpack_require__(44502);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(63788);
// EXTERNAL MODULE: ./src/core/system-access/access-file.ts
var access_file = __webpack_require__(2429);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
;// CONCATENATED MODULE: ./src/core/system-access/access-reminders.ts




/**
 * The reminders of `access` (the checkout's access files, read; one that does not parse counts
 * for none) and `records` (the checkout's password-change records, parsed) for `operations`.
 */
function accessReminders(access, records, operations) {
    return [...uncoveredSystems(access, operations), ...unmatchedChanges(access, records)];
}
/** One warning per High or Medium system the change creates Cyber Assets in that no file covers. */
function uncoveredSystems(access, operations) {
    if (access.length === 0 || access.some((file) => file.by === "system-type"))
        return [];
    const covered = (operation) => {
        const { name, parent } = operation.cyber_system;
        return access.some(({ by, covers }) => by === "location" ? parent !== null && covers.includes(parent.name) : covers.includes(name));
    };
    const first = new Map();
    for (const operation of operations)
        if (operation.action === "create" &&
            operation.asset_type !== "software" &&
            operation.cyber_system.impact !== "low" &&
            !first.has(operation.cyber_system.id) &&
            !covered(operation))
            first.set(operation.cyber_system.id, operation);
    return [...first.values()].map((operation) => {
        const { impact, name, parent } = operation.cyber_system;
        const rated = impact === undefined ? "declares no impact (judged as High)" : `is ${impact} impact`;
        const location = parent === null
            ? ""
            : `, or by: location with covers: [${(0,diagnostics/* quote */.hD)(parent.name)}] (its ${(0,plan_model/* parentKindWord */.Pk)(parent.kind)})`;
        return {
            severity: "warning",
            ...(operation.source === undefined ? {} : { location: operation.source }),
            message: `CIP-007-6 R5 Part 5.2: this change adds Cyber Assets to system ${(0,diagnostics/* quote */.hD)(name)}, which ${rated}, and no access file covers it, so its enabled default and generic account types are not inventoried: write ${access_file/* SYSTEM_ACCESS_FOLDER */.Yt}/ID.yaml with by: system and covers: [${(0,diagnostics/* quote */.hD)(name)}]${location}, or add it to an existing access file's covers (docs/obligations/cip-007-r5.md)`,
        };
    });
}
/** A warning at each list of a record naming an access file or account type that closes nothing. */
function unmatchedChanges(access, records) {
    const byId = new Map(access.map((file) => [file.id, file]));
    return records.flatMap(({ value: record, references = [] }) => {
        if (record === undefined)
            return [];
        const at = (kind) => references.find((reference) => reference.kind === kind)?.at;
        const missing = record.accessFiles.filter((id) => !byId.has(id));
        const named = record.accessFiles.flatMap((id) => byId.get(id)?.accountTypes ?? []);
        const procedural = new Set(named.filter((type) => type.change?.enforcement === "procedural").map((type) => type.name));
        const unmatched = record.accountTypes.filter((name) => !procedural.has(name));
        return [
            ...(missing.length === 0
                ? []
                : [
                    warningAt(at("access_files"), `CIP-007-6 R5 Part 5.6: access_files names ${(0,wording/* listOf */.c3)(missing.map(diagnostics/* quote */.hD))}, which no access file of ${access_file/* SYSTEM_ACCESS_FOLDER */.Yt}/ is (its id is its file's name): name the access files whose account types were changed`),
                ]),
            ...(unmatched.length === 0
                ? []
                : [
                    warningAt(at("account_types"), `CIP-007-6 R5 Part 5.6: account_types names ${(0,wording/* listOf */.c3)(unmatched.map(diagnostics/* quote */.hD))}, which no access file it names declares with change: procedural, so this record closes no clock for ${unmatched.length === 1 ? "it" : "them"}: name the account types as those files do, or the files that declare them`),
                ]),
        ];
    });
}
function warningAt(location, message) {
    return { severity: "warning", ...(location === undefined ? {} : { location }), message };
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/reviewed-files/reviewed-file-reader.ts
var reviewed_file_reader = __webpack_require__(17210);
;// CONCATENATED MODULE: ./src/core/system-access/access-values.ts
// What the family's access files read beyond what the reviewed file reader offers: a whole number
// within bounds. Each problem at its place, saying what to write. Pure.



/** The field `key`, a whole number from `min` to `max`. */
function wholeNumber(reader, fields, key, { hint, min, max, over }) {
    const { value, keyOffset } = fields.required(key);
    const text = reader.scalarValue(value, keyOffset, { label: key, hint });
    if (text === undefined)
        return undefined;
    const number = /^\d{1,6}$/.test(text.value) ? Number(text.value) : Number.NaN;
    const at = (0,yaml_reader/* nodeStart */.f)(value);
    if (Number.isNaN(number) || number < min) {
        reader.error(at, `${key} must be a whole number, at least ${min}: ${hint}; not ${(0,diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
    if (max === undefined || number <= max)
        return number;
    reader.error(at, `${key} ${number} is over ${max}: ${over ?? hint}`);
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/system-access/parse-account-entries.ts






/** The keys each 5.6 answer writes besides `change`. */
const CHANGE_KEYS = {
    procedural: [],
    technical: ["max_age_months", "reference"],
    "not-applicable": ["reason"],
};
function accountTypeOf(reader, map) {
    const known = [
        "name",
        "type",
        "password_only",
        "change",
        "max_age_months",
        "reference",
        "reason",
    ];
    const fields = reader.fields(map, known, ["name", "type", "password_only"], "an account type");
    if (fields === undefined)
        return undefined;
    const name = reader.textField(fields, "name", "the account type's name, as the assets know it");
    const type = reader.choiceField(fields, "type", access_file/* ACCOUNT_TYPE_KINDS */.d2);
    const only = fields.required("password_only");
    const passwordOnly = reader.flag(only.value, only.keyOffset, "password_only");
    if (name === undefined || type === undefined || passwordOnly === undefined)
        return undefined;
    if (!passwordOnly) {
        const extra = ["change", ...Object.values(CHANGE_KEYS).flat()].find((key) => fields.has(key));
        if (extra === undefined)
            return { name, type, passwordOnly };
        reader.error(fields.required(extra).keyOffset, `${extra} answers CIP-007 R5.6, which reaches password-only account types: remove it, or write password_only: true`);
        return undefined;
    }
    if (!fields.has("change")) {
        reader.error((0,yaml_reader/* nodeStart */.f)(map), `account type ${(0,diagnostics/* quote */.hD)(name)} is password-only, and has no change: write change: procedural (changed by reviewed records), technical (with max_age_months and reference) or not-applicable (with reason) (CIP-007 R5.6)`);
        return undefined;
    }
    const enforcement = reader.choiceField(fields, "change", access_file/* CHANGE_ENFORCEMENTS */.XJ);
    if (enforcement === undefined)
        return undefined;
    const own = CHANGE_KEYS[enforcement];
    const wrong = Object.values(CHANGE_KEYS)
        .flat()
        .find((key) => fields.has(key) && !own.includes(key));
    if (wrong !== undefined) {
        reader.error(fields.required(wrong).keyOffset, `${wrong} does not go with change: ${enforcement}; remove it${own.length === 0 ? "" : `, and write ${(0,wording/* listOf */.c3)(own)}`}`);
        return undefined;
    }
    if (!reader.required(map, own, `account type ${(0,diagnostics/* quote */.hD)(name)} with change: ${enforcement}`))
        return undefined;
    const change = changeOf(reader, fields, enforcement);
    return change === undefined ? undefined : { name, type, passwordOnly, change };
}
function changeOf(reader, fields, enforcement) {
    switch (enforcement) {
        case "procedural":
            return { enforcement };
        case "technical": {
            const months = wholeNumber(reader, fields, "max_age_months", {
                hint: `the months after which the asset forces the change, 1 to ${access_file/* PASSWORD_CHANGE_MONTHS */.dS}`,
                min: 1,
                max: access_file/* PASSWORD_CHANGE_MONTHS */.dS,
                over: `CIP-007 R5.6 asks a change at least once every ${access_file/* PASSWORD_CHANGE_MONTHS */.dS} calendar months: write ${access_file/* PASSWORD_CHANGE_MONTHS */.dS} or fewer, or change: procedural`,
            });
            const reference = reader.textField(fields, "reference", "where the enforced setting is documented (a policy object, a configuration export)");
            const read = { enforcement, maxAgeMonths: months, reference };
            return (0,reviewed_file_reader/* everyRead */.wJ)(read) ? read : undefined;
        }
        case "not-applicable": {
            const reason = reader.textField(fields, "reason", "why 5.6 does not apply: a technical feasibility exception's reference, or a medium impact system without External Routable Connectivity");
            return reason === undefined ? undefined : { enforcement, reason };
        }
    }
}
function sharedAccountOf(reader, map) {
    const keys = ["account", "authorized_individuals", "list_sha256"];
    const fields = reader.fields(map, keys, keys, "a shared account");
    if (fields === undefined)
        return undefined;
    const account = reader.textField(fields, "account", "the shared account's name");
    const authorizedIndividuals = reader.textField(fields, "authorized_individuals", "where the individuals with authorized access are kept (a CIP-004 access list, its record's reference), never their names");
    const listSha256 = reader.textField(fields, "list_sha256", "the SHA-256 of that list, 64 hex digits");
    const read = { account, authorizedIndividuals, listSha256 };
    if (!(0,reviewed_file_reader/* everyRead */.wJ)(read))
        return undefined;
    if (/^[0-9a-f]{64}$/.test(read.listSha256))
        return read;
    reader.error((0,yaml_reader/* nodeStart */.f)(fields.required("list_sha256").value), `list_sha256 must be the list's SHA-256 in 64 lower-case hex digits (sha256sum prints it), not ${(0,diagnostics/* quote */.hD)(read.listSha256)}`);
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/core/system-access/parse-asset-entries.ts
// The entries of a system access file's per-asset lists, each read with its place by the file's
// parser (parse-access-file.ts): CIP-007 R5.5's password parameters, held to "the lesser of" eight
// characters and three types of characters or the asset's maximum; 5.7's method (lockout or alert
// with its threshold, or not-capable); 5.4's answer on default passwords. Pure.





/** `assets:`, the word `all` or a list of asset names. */
function assetsOf(reader, fields) {
    const { value, keyOffset } = fields.required("assets");
    if ((0,dist/* isScalar */.jn)(value) && value.value === "all")
        return "all";
    return reader.texts(value, keyOffset, "assets", "the assets' names, or all (every asset the file covers)");
}
/**
 * What a per-asset entry of 5.5 and 5.7 opens with: its `assets:`, the choice `key` names (its
 * enforcement, its method) and its `reference:`, described to the writer by `referenceHint`.
 */
function entryHead(reader, fields, [key, choices], referenceHint) {
    return {
        assets: assetsOf(reader, fields),
        choice: reader.choiceField(fields, key, choices),
        reference: reader.textField(fields, "reference", referenceHint),
    };
}
function parametersOf(reader, map) {
    const required = ["assets", "enforcement", "reference", "min_length", "min_character_types"];
    const known = [...required, "max_length_supported", "max_character_types_supported"];
    const fields = reader.fields(map, known, required, "a password parameters entry");
    if (fields === undefined)
        return undefined;
    const { assets, choice: enforcement, reference, } = entryHead(reader, fields, ["enforcement", access_file/* PARAMETER_ENFORCEMENTS */._T], "where the parameters are enforced: the setting's documentation, or the procedure");
    const minLength = wholeNumber(reader, fields, "min_length", {
        hint: "the shortest password allowed",
        min: 1,
    });
    const minCharacterTypes = wholeNumber(reader, fields, "min_character_types", {
        hint: "the fewest types of characters (upper case, lower case, digits, others), 1 to 4",
        min: 1,
        max: 4,
    });
    const maxLength = fields.has("max_length_supported")
        ? wholeNumber(reader, fields, "max_length_supported", {
            hint: "the asset's longest password",
            min: 1,
        })
        : null;
    const maxTypes = fields.has("max_character_types_supported")
        ? wholeNumber(reader, fields, "max_character_types_supported", {
            hint: "the most types of characters the asset accepts, 1 to 4",
            min: 1,
            max: 4,
        })
        : null;
    const read = { assets, enforcement, reference };
    const declared = { minLength, minCharacterTypes, maxLength, maxTypes };
    if (!(0,reviewed_file_reader/* everyRead */.wJ)(read) || !(0,reviewed_file_reader/* everyRead */.wJ)(declared) || !reachesTheLesser(reader, fields, declared))
        return undefined;
    return {
        ...read,
        minLength: declared.minLength,
        minCharacterTypes: declared.minCharacterTypes,
        ...(declared.maxLength === null ? {} : { maxLengthSupported: declared.maxLength }),
        ...(declared.maxTypes === null ? {} : { maxCharacterTypesSupported: declared.maxTypes }),
    };
}
/**
 * 5.5.1 and 5.5.2: the length and complexity reach "the lesser of" eight characters, or three types
 * of characters, and the asset's maximum (null: none written); each shortfall reported.
 */
function reachesTheLesser(reader, fields, declared) {
    const { minLength, minCharacterTypes, maxLength, maxTypes } = declared;
    const lengthDue = Math.min(8, maxLength ?? 8);
    const typesDue = Math.min(3, maxTypes ?? 3);
    let valid = true;
    if (minLength < lengthDue) {
        reader.error((0,yaml_reader/* nodeStart */.f)(fields.required("min_length").value), `min_length ${minLength} is under ${lengthDue}, the lesser of eight characters and the asset's maximum (CIP-007 R5.5.1): enforce ${lengthDue} or more, or write max_length_supported: N when the asset supports fewer`);
        valid = false;
    }
    if (minCharacterTypes < typesDue) {
        reader.error((0,yaml_reader/* nodeStart */.f)(fields.required("min_character_types").value), `min_character_types ${minCharacterTypes} is under ${typesDue}, the lesser of three types of characters and the asset's maximum (CIP-007 R5.5.2): enforce ${typesDue} or more, or write max_character_types_supported: N when the asset supports fewer`);
        valid = false;
    }
    return valid;
}
function failedOf(reader, map) {
    const fields = reader.fields(map, ["assets", "method", "threshold", "reference"], ["assets", "method", "reference"], "a failed authentication entry");
    if (fields === undefined)
        return undefined;
    const { assets, choice: method, reference, } = entryHead(reader, fields, ["method", access_file/* FAILED_AUTHENTICATION_METHODS */.EN], "where the lockout or alerting is configured, or the technical feasibility exception's reference");
    if (assets === undefined || method === undefined || reference === undefined)
        return undefined;
    if (method === "not-capable") {
        if (!fields.has("threshold"))
            return { assets, method, reference };
        reader.error(fields.required("threshold").keyOffset, "threshold goes with method: lockout or alert; remove it for an asset that can do neither");
        return undefined;
    }
    if (!fields.has("threshold")) {
        reader.error((0,yaml_reader/* nodeStart */.f)(map), `method: ${method} has no threshold; write threshold: N, the unsuccessful attempts after which it ${method === "lockout" ? "locks the account" : "alerts"} (CIP-007 R5.7)`);
        return undefined;
    }
    const threshold = wholeNumber(reader, fields, "threshold", {
        hint: "the number of unsuccessful attempts",
        min: 1,
    });
    return threshold === undefined ? undefined : { assets, method, threshold, reference };
}
function defaultPasswordsOf(reader, map) {
    const keys = ["asset", "answer", "reference"];
    const fields = reader.fields(map, keys, keys, "a default passwords entry");
    if (fields === undefined)
        return undefined;
    const asset = reader.textField(fields, "asset", "the Cyber Asset's name in the inventory");
    const answer = reader.choiceField(fields, "answer", access_file/* DEFAULT_PASSWORD_ANSWERS */.wQ);
    const reference = reader.textField(fields, "reference", "the record of the change (a commissioning checklist), or the vendor document showing the default is unique to the device or that it has none");
    const read = { asset, answer, reference };
    return (0,reviewed_file_reader/* everyRead */.wJ)(read) ? read : undefined;
}

;// CONCATENATED MODULE: ./src/core/system-access/parse-access-file.ts






const KEYS = [
    "version",
    "id",
    "by",
    "covers",
    "account_types",
    "shared_accounts",
    "password_parameters",
    "failed_authentication",
    "default_passwords",
];
/** What `covers:` lists, by `by:`. */
const COVERED = {
    system: "the one system it speaks for, by its name in the inventory",
    group: "the systems of the group, by their names in the inventory",
    location: "the locations (facilities or control centers) whose systems it speaks for",
    "system-type": "the system types it speaks for, in the entity's words",
};
/** Reads a system access file. */
function parseAccessFileText(text, file) {
    const kind = { what: "a system access file", version: access_file/* ACCESS_FILE_VERSION */.L1 };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => accessFileOf(reader, map, file));
}
function accessFileOf(reader, map, file) {
    const fields = reader.fileFields(map, KEYS, KEYS, "a system access file");
    if (fields === undefined)
        return undefined;
    const id = reader.fileIdField(fields, file, {
        folder: access_file/* SYSTEM_ACCESS_FOLDER */.Yt,
        what: "system access file",
    });
    const by = reader.choiceField(fields, "by", access_file/* GROUPINGS */.Jg);
    const covers = by === undefined ? undefined : reader.textsField(fields, "covers", COVERED[by]);
    if (by === "system" && covers !== undefined && covers.length > 1)
        reader.error((0,yaml_reader/* nodeStart */.f)(fields.required("covers").value), `by: system speaks for one system, and covers names ${covers.length}; write by: group, or one access file per system`);
    const read = {
        id,
        by,
        covers,
        accountTypes: mapsOf(reader, fields, "account_types", accountTypeOf),
        sharedAccounts: mapsOf(reader, fields, "shared_accounts", sharedAccountOf),
        passwordParameters: mapsOf(reader, fields, "password_parameters", parametersOf),
        failedAuthentication: mapsOf(reader, fields, "failed_authentication", failedOf),
        defaultPasswords: mapsOf(reader, fields, "default_passwords", defaultPasswordsOf),
    };
    return (0,reviewed_file_reader/* everyRead */.wJ)(read) && acrossLists(reader, fields, read) ? read : undefined;
}
/**
 * What the lists say of each other: each account type and shared account written once, a shared
 * account type listed under shared_accounts (5.3), and parameters declared when an account type is
 * password-only (5.5).
 */
function acrossLists(reader, fields, file) {
    const at = (key) => (0,yaml_reader/* nodeStart */.f)(fields.required(key).value);
    let valid = true;
    const once = (names, key, what) => {
        const twice = names.find((name, index) => names.indexOf(name) !== index);
        if (twice === undefined)
            return;
        reader.error(at(key), `${what} ${(0,diagnostics/* quote */.hD)(twice)} is written twice in ${key}; keep one`);
        valid = false;
    };
    once(file.accountTypes.map((type) => type.name), "account_types", "account type");
    once(file.sharedAccounts.map((account) => account.account), "shared_accounts", "shared account");
    once(file.defaultPasswords.map((answer) => answer.asset), "default_passwords", "asset");
    const listed = new Set(file.sharedAccounts.map((account) => account.account));
    for (const type of file.accountTypes.filter((one) => one.type === "shared"))
        if (!listed.has(type.name)) {
            reader.error(at("account_types"), `account type ${(0,diagnostics/* quote */.hD)(type.name)} is shared, and shared_accounts does not list it: add { account: ${type.name}, authorized_individuals: WHERE-THEY-ARE-KEPT, list_sha256: DIGEST-OF-THAT-LIST } (CIP-007 R5.3)`);
            valid = false;
        }
    const passwordOnly = file.accountTypes.filter((type) => type.passwordOnly);
    if (passwordOnly.length > 0 && file.passwordParameters.length === 0) {
        reader.error(at("password_parameters"), `account type ${(0,diagnostics/* quote */.hD)(passwordOnly[0]?.name ?? "")} is password-only, and password_parameters declares none: add the length and complexity the assets enforce (CIP-007 R5.5)`);
        valid = false;
    }
    return valid;
}
/**
 * The list field `key`, `[]` stating none, each entry a map `read` reads with its place; undefined
 * when one is refused (each reported).
 */
function mapsOf(reader, fields, key, read) {
    const { value, keyOffset } = fields.required(key);
    const items = reader.list(value, keyOffset, key, `${ENTRY[key] ?? "entries"}, or [] for none`, true);
    if (items === undefined)
        return undefined;
    const entries = items.map((item) => {
        const map = reader.submap(item, (0,yaml_reader/* nodeStart */.f)(value), `${key} entry`, ENTRY[key] ?? "");
        return map === undefined ? undefined : read(reader, map);
    });
    return entries.every((entry) => entry !== undefined) ? entries : undefined;
}
/** How each list's entry is written, for the messages. */
const ENTRY = {
    account_types: "{ name, type, password_only, change }",
    shared_accounts: "{ account, authorized_individuals, list_sha256 }",
    password_parameters: "{ assets, enforcement, reference, min_length, min_character_types }",
    failed_authentication: "{ assets, method, threshold, reference }",
    default_passwords: "{ asset, answer, reference }",
};

;// CONCATENATED MODULE: ./src/core/system-access/default-password-gate.ts
// CIP-007-6 R5 Part 5.4 at review, as a pure decision: "Change known default passwords, per Cyber
// Asset capability", whose Measure names "Records of a procedure that passwords are changed when new
// devices are in production". So each Cyber Asset the change creates in a High or Medium impact
// system (one whose document declares no impact is judged as High: fail closed) must have its
// answer in an access file of the checkout (`default_passwords`: changed, unique-by-vendor or
// none, with its reference), matched by the asset's name as the inventory compares names (case
// aside). Without one it is listed; the owner policy's `default_passwords:` flags it (the default:
// a warning in the plan) or refuses the plan and so the merge (`require`), as the commissioning
// gates do; a policy that cannot be read refuses (fail closed). A file that does not parse answers
// nothing (the plan refuses it at review anyway). Which system an access file covers is not
// compared with the asset's: any file's answer for the asset's name counts. The plan asks it as the
// access files' set's gate (ReviewedFileSet.gate), as it asks every family's.





const KEY = system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.reviewedFiles.gateSetting.key;
/**
 * The assets whose answer the change needs: Cyber Assets (a `software` record is baseline content,
 * no Cyber Asset, and has no password of its own) created in a High, Medium or unrated system.
 */
function commissioned(operations) {
    return operations.flatMap((operation) => operation.action === "create" &&
        operation.asset_type !== "software" &&
        operation.cyber_system.impact !== "low"
        ? [operation]
        : []);
}
/** Every asset name an access file of `head` answers for, by the inventory's name key. */
function answered(head) {
    const names = new Set();
    for (const [file, text] of head)
        for (const answer of parseAccessFileText(text, file).value?.defaultPasswords ?? [])
            names.add((0,shared_names/* nameKey */.Rc)(answer.asset));
    return names;
}
/** What the asset lacks, as every output says it. */
function lackWords(operation) {
    const { impact, name } = operation.cyber_system;
    const rated = impact === undefined
        ? "a system that declares no impact (judged as High)"
        : `${impact === "high" ? "High" : "Medium"} impact system ${(0,diagnostics/* quote */.hD)(name)}`;
    return `CIP-007 R5.4: Cyber Asset ${(0,diagnostics/* quote */.hD)(operation.name)} is created in ${impact === undefined ? `${(0,diagnostics/* quote */.hD)(name)}, ${rated}` : rated}, and no system access file gives its default passwords answer`;
}
/** How to give the answer. */
function fixWords(operation) {
    return `add { asset: ${operation.name}, answer: changed, unique-by-vendor or none, reference: WHERE-IT-IS-RECORDED } to default_passwords in the access file covering its system (${access_file/* SYSTEM_ACCESS_FOLDER */.Yt}/ID.yaml)`;
}
/**
 * The access files' gate (ReviewedFileSet.gate): each asset the change creates in a High, Medium
 * or unrated system without its 5.4 answer in `head`, a warning under `flag` and an error under
 * `require` or when the policy cannot be read.
 */
function defaultPasswordGate(head, read, operations) {
    const created = commissioned(operations);
    if (created.length === 0)
        return [];
    const names = answered(head);
    const lacking = created.filter((operation) => !names.has((0,shared_names/* nameKey */.Rc)(operation.name)));
    if (lacking.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule?.setting === "require" ? read.rule : undefined;
    return lacking.map((operation) => ({
        severity: rule === undefined ? "warning" : "error",
        ...(operation.source === undefined ? {} : { location: operation.source }),
        message: rule === undefined
            ? `${lackWords(operation)}: ${fixWords(operation)}`
            : `${lackWords(operation)}, and ${rule.file} sets ${KEY}: require: ${fixWords(operation)}`,
    }));
}

// EXTERNAL MODULE: ./src/core/system-access/password-change-record.ts
var password_change_record = __webpack_require__(88406);
;// CONCATENATED MODULE: ./src/core/system-access/parse-password-change.ts



const parse_password_change_KEYS = ["version", "id", "performed_on", "access_files", "account_types"];
/**
 * Reads a password-change record; `now` (at review) refuses a day after the latest any time zone
 * has reached. Without it (reading a record the ledger carries), the pass judges the day.
 */
function parsePasswordChangeText(text, file, now) {
    const kind = { what: "a password-change record", version: password_change_record/* PASSWORD_CHANGE_VERSION */._ };
    return (0,reviewed_file_reader/* parseReviewedFile */.fW)(text, file, kind, (reader, map) => recordOf(reader, map, file, now));
}
function recordOf(reader, map, file, now) {
    const fields = reader.fileFields(map, parse_password_change_KEYS, parse_password_change_KEYS, "a password-change record");
    if (fields === undefined)
        return undefined;
    const id = reader.fileIdField(fields, file, {
        folder: password_change_record/* PASSWORD_CHANGES_FOLDER */.F,
        what: "password-change record",
    });
    const performedOn = reader.pastDateField(fields, "performed_on", "the day the passwords were changed", now, "the day the passwords were changed, once they have been");
    const accessFiles = reader.textsField(fields, "access_files", "the ids of the access files (system-access/ID.yaml) whose account types were changed");
    const accountTypes = reader.textsField(fields, "account_types", "the account types changed, by the names the access files give them");
    const read = { id, performedOn, accessFiles, accountTypes };
    if (!(0,reviewed_file_reader/* everyRead */.wJ)(read))
        return undefined;
    for (const kind of ["access_files", "account_types"])
        reader.refer((0,yaml_reader/* nodeStart */.f)(fields.required(kind).value), { kind });
    return read;
}

;// CONCATENATED MODULE: ./src/core/system-access/system-access-files.ts









/** Whether a path (from the repository root) is an access file. */
const isAccessFile = (0,carried_files/* yamlFileIn */.fG)(access_file/* SYSTEM_ACCESS_FOLDER */.Yt);
/** Whether a path (from the repository root) is a password-change record. */
const isPasswordChange = (0,carried_files/* yamlFileIn */.fG)(password_change_record/* PASSWORD_CHANGES_FOLDER */.F);
/** Whether a path is a password-change record as review names it. */
const isPasswordChangeNamed = (0,carried_files/* yamlFileIn */.fG)(password_change_record/* PASSWORD_CHANGES_FOLDER */.F, "named");
/** What the plan and the population show of an access file. */
function accessShown(file) {
    return {
        id: file.id,
        by: file.by,
        covers: file.covers,
        account_types: file.accountTypes.map((type) => ({
            name: type.name,
            type: type.type,
            change: type.change?.enforcement ?? "not password-only",
            ...(type.change?.enforcement === "technical"
                ? { max_age_months: type.change.maxAgeMonths }
                : {}),
        })),
        shared_accounts: file.sharedAccounts.map((shared) => ({
            account: shared.account,
            authorized_individuals: shared.authorizedIndividuals,
            list_sha256: shared.listSha256,
        })),
        default_passwords: file.defaultPasswords.map(({ asset, answer }) => ({ asset, answer })),
    };
}
/** The access files a merge's record carries, read (null where it removes one). */
function accessFilesCarried(carried) {
    return (0,carried_files/* standingFilesCarried */.Ox)(carried, ACCESS_FILES_READ);
}
const ACCESS_FILES_READ = (0,carried_files/* carriedKind */.NH)("system-access access files", isAccessFile, parseAccessFileText);
const PASSWORD_CHANGES_READ = (0,carried_files/* carriedKind */.NH)("system-access password changes", isPasswordChange, parsePasswordChangeText);
/** The password-change records a merge's record carries, new or changed, read, in path order. */
function passwordChangesCarried(carried) {
    return (0,carried_files/* recordsCarried */.pI)(carried, PASSWORD_CHANGES_READ);
}
const SYSTEM_ACCESS_FILES = {
    ...system_access_shape/* SYSTEM_ACCESS_SHAPE */.br.reviewedFiles,
    roots: [access_file/* SYSTEM_ACCESS_FOLDER */.Yt],
    patterns: [`${access_file/* SYSTEM_ACCESS_FOLDER */.Yt}/*.yaml`, `${password_change_record/* PASSWORD_CHANGES_FOLDER */.F}/*.yaml`],
    belongs: (path) => isAccessFile(path) || isPasswordChange(path),
    carriedKinds: [ACCESS_FILES_READ, PASSWORD_CHANGES_READ],
    changes: (head, base, comparedWith) => {
        return (0,reviewed_file_set/* fileChanges */.C8)(head, base, comparedWith, (file, text) => {
            if (isPasswordChange(file)) {
                const record = parsePasswordChangeText(text, file).value;
                return record === undefined
                    ? {}
                    : {
                        record: {
                            id: record.id,
                            performed_on: record.performedOn,
                            access_files: record.accessFiles,
                            account_types: record.accountTypes,
                        },
                    };
            }
            const access = parseAccessFileText(text, file).value;
            return access === undefined ? {} : { access: accessShown(access) };
        });
    },
    problems: (text, file, now) => isPasswordChangeNamed(file)
        ? parsePasswordChangeText(text, file, now).diagnostics
        : parseAccessFileText(text, file).diagnostics,
    gate: (head, _base, read, operations = []) => defaultPasswordGate(new Map([...head].filter(([path]) => isAccessFile(path))), read, operations),
    reminders: (head, operations) => {
        const access = [...head].flatMap(([file, text]) => {
            const read = isAccessFile(file) ? parseAccessFileText(text, file).value : undefined;
            return read === undefined ? [] : [read];
        });
        const records = [...head].flatMap(([file, text]) => isPasswordChange(file) ? [parsePasswordChangeText(text, file)] : []);
        return accessReminders(access, records, operations);
    },
};


/***/ })

};
