export const id = 7740;
export const ids = [7740];
export const modules = {

/***/ 37441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ ASSESSMENT_FILES)
});

// EXTERNAL MODULE: ./src/core/patches/patch-file-changes.ts
var patch_file_changes = __webpack_require__(24331);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(96075);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-file-changes.ts


/**
 * The assessment files of `head` (path from the repository root → text) against those of `base`
 * (the assessment files of the commit compared with); undefined when none is added, changed or removed.
 * A file its parser refuses shows its path only (review refuses it before, with the problem).
 */
function assessmentFileChanges(head, base, comparedWith) {
    const files = (0,patch_file_changes/* changedFiles */.Y)(head, base, (file, text, change) => {
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


/**
 * The assessment files as the family's row carries them: the plan and the merge gather them so,
 * and the plan shows each as `assessmentFileChanges` does.
 */
const ASSESSMENT_FILES = {
    name: "assessment files",
    field: "assessment_files",
    recordDescription: "CIP-010 R3's reviewed files (vulnerability-assessments/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
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
/* harmony export */   hl: () => (/* binding */ ASSESSMENT_KINDS),
/* harmony export */   ju: () => (/* binding */ ENVIRONMENTS)
/* harmony export */ });
/* unused harmony export ASSESSMENT_FILES_VERSION */
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
// EXTERNAL MODULE: ./src/core/patches/patch-file-reader.ts
var patch_file_reader = __webpack_require__(46055);
// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-reading.ts
// What the parsers of an assessment file's parts share (parse-assessment.ts and the modules of its
// parts): the reader, the file's fields, the latest day a written date may name, and the names it
// notes for review to resolve against the inventory.




/**
 * The field `key` that `fields` holds, a date written in the file, never after the latest day any
 * time zone has reached.
 */
function pastDate({ reader, options }, fields, key, hint) {
    const date = reader.dateField(fields, key, hint);
    // Today in UTC and in UTC+14, so that a writer west of UTC+14 sees whose day refused theirs.
    const later = date === undefined || options.at === undefined ? undefined : (0,calendar/* afterTodayWords */.P_)(date, options.at);
    if (later === undefined)
        return date;
    reader.error((0,yaml_reader/* nodeStart */.f)((0,patch_file_reader/* requiredField */.Q$)(fields, key).value), `${key} ${date} is ${later}: write the day it happened, once it has`);
    return undefined;
}
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
        const on = pastDate(reading, status, "on", "the day of the status");
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
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
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
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
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
    return (0,patch_file_reader/* parsePatchFile */.st)(text, file, "a vulnerability assessment file", (reader, map) => fileOf(reader, map, file, options));
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
    reader.error((0,yaml_reader/* nodeStart */.f)((0,patch_file_reader/* requiredField */.Q$)(fields, "id").value), parts.at(-2) === assessment_files/* ASSESSMENTS_FOLDER */.Jy
        ? `record id ${(0,diagnostics/* quote */.hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml, or write id: ${named ?? ""}`
        : `record ${(0,diagnostics/* quote */.hD)(id)} is filed in ${parts.slice(0, -1).join("/") || "the repository root"}, not ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/: ${rule}; move the file to ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml`);
    return undefined;
}
function assessmentOf(reading, id) {
    const { reader, fields } = reading;
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
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
        ? pastDate(reading, fields, "performed_on", "the day it was done")
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
        const at = (0,patch_file_reader/* requiredField */.Q$)(fields, "method").keyOffset;
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
        reader.error((0,yaml_reader/* nodeStart */.f)((0,patch_file_reader/* requiredField */.Q$)(output, "sha256").value), `sha256 must be the output's SHA-256 in 64 lower-case hex digits (sha256sum FILE), not ${(0,diagnostics/* quote */.hD)(sha256)}`);
        return undefined;
    });
}


/***/ }),

/***/ 80053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ EVIDENCE_KINDS),
/* harmony export */   K7: () => (/* binding */ listingOf),
/* harmony export */   Tb: () => (/* binding */ pullRequestsOf),
/* harmony export */   Z_: () => (/* binding */ EVIDENCE_FORMAT_VERSION),
/* harmony export */   aG: () => (/* binding */ CLI_RUN_PREFIX),
/* harmony export */   hN: () => (/* binding */ DEFAULT_EVIDENCE_BRANCH),
/* harmony export */   r0: () => (/* binding */ CHANGE_OUTCOMES)
/* harmony export */ });
const EVIDENCE_FORMAT_VERSION = 1;
const EVIDENCE_KINDS = ["change", "monitoring", "configuration-monitoring"];

/** The branch the Action keeps the ledger on unless told otherwise (input evidence-branch). */
const DEFAULT_EVIDENCE_BRANCH = "cip-sync-evidence";
const CHANGE_OUTCOMES = [
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
    "plan-changed",
    "unsafe",
    "no-reviewed-plan",
    "not-approved",
    "policy",
    "invalid",
];
/** The pull requests a change record names: the one merged, each of a batch, or none. */
function pullRequestsOf(change) {
    return change.pull_request === null ? (change.pull_requests ?? []) : [change.pull_request];
}
/**
 * The inventory listing a record vouches for beside it: a drift check's, or one read from the
 * terminal with a collector's configuration monitoring (`evidence append --monitoring --listing`).
 */
function listingOf(record) {
    if (record.kind === "monitoring")
        return record.monitoring.listing;
    if (record.kind === "configuration-monitoring")
        return record.configuration_monitoring.listing;
    return undefined;
}
/** The run id of every record of origin "cli" starts so; a workflow run's id is a number. */
const CLI_RUN_PREFIX = "cli-";


/***/ }),

/***/ 46681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ inForceFollowing),
/* harmony export */   LA: () => (/* binding */ notAccepted),
/* harmony export */   LH: () => (/* binding */ inForceAfter),
/* harmony export */   OM: () => (/* binding */ foldInForce),
/* harmony export */   VG: () => (/* binding */ PASSED_THE_GATE),
/* harmony export */   oB: () => (/* binding */ isAccepted),
/* harmony export */   qK: () => (/* binding */ inForceOf),
/* harmony export */   xx: () => (/* binding */ sameInForce)
/* harmony export */ });
/* unused harmony export governanceDifferences */
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80053);
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
    for (const name of [...systems].sort(compareCodePoints)) {
        const [was, is] = [inForce, declared].map((facts) => facts.systems.find((system) => system.name === name));
        differ(`the impact and owners of cyber system ${JSON.stringify(name)}`, was ?? null, is ?? null);
    }
    differ("the sources' commands", inForce.source_commands, declared.source_commands);
    return differences;
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
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
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
    const rule = `a plan is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/ID.yaml`;
    if (parts.at(-2) !== _patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw)
        return `plan ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is filed in ${parts.length > 1 ? `${parts.slice(0, -1).join("/")}/` : "the repository root"}, not ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/: ${rule}; move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/${id}.yaml`;
    if (named === id)
        return undefined;
    return `plan id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/${id}.yaml, or write id: ${named}`;
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
    const fields = reader.fields(map, keys, keys, "an evaluation file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const source = reader.textField(fields, "source", "the id of the source it evaluates");
    const folder = evaluationFolderSource(file);
    if (source !== undefined && folder !== source) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("source").value), folder === undefined
            ? `an evaluation is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${source}/NAME.yaml; move the file there`
            : `source ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source)} is not the folder it is filed in (${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${folder}/); move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${source}/ or name its source ${folder}`);
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
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const id = reader.textField(fields, "id", "the patch's id as the source names it");
    const released = reader.dateField(fields, "released", "the day the source released it");
    const patched = reader.itemRef(at("item").value, at("item").keyOffset, "item");
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

/***/ 24331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ patchFileChanges),
/* harmony export */   Y: () => (/* binding */ changedFiles)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53146);
/* harmony import */ var _parse_mitigation_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27877);
/* harmony import */ var _parse_patch_evaluation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17405);
/* harmony import */ var _parse_patch_sources_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53049);





/**
 * The patch files of `head` (path from the repository root → text) against those of the commit
 * compared with; undefined when none is added, changed or removed. The head's files are valid
 * (the plan refuses one that is not before it gets here).
 */
function patchFileChanges(head, base, comparedWith) {
    const files = changedFiles(head, base, (file, text) => contentOf(file, text));
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
}
/**
 * The files of `head` whose text differs from `base`'s (added or changed, each with what `shown`
 * reads of it) and those of `base` that `head` lacks (removed, by path), in path order; every
 * family's reviewed files are compared so (the assessment files: core/assessments/assessment-file-changes.ts).
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
function contentOf(file, text) {
    if (file === _patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_SOURCES_FILE */ .DK) {
        const sources = (0,_parse_patch_sources_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePatchSourcesText */ .J)(text, file).value;
        return sources === undefined ? {} : sourcesShown(sources);
    }
    if (file.startsWith(`${_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .EVALUATIONS_FOLDER */ .nH}/`)) {
        const evaluation = (0,_parse_patch_evaluation_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchEvaluationText */ .t)(text, file).value;
        return evaluation === undefined ? {} : { evaluation: evaluationShown(evaluation) };
    }
    if (file.startsWith(`${_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PLANS_FOLDER */ .Cw}/`)) {
        const plan = (0,_parse_mitigation_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .parseMitigationPlanText */ .b)(text, file).value;
        return plan === undefined ? {} : { plan: planShown(plan) };
    }
    return {};
}
function sourcesShown(sources) {
    return {
        sources: sources.sources.map((source) => ({
            id: source.id,
            name: source.name,
            covers: source.covers.map(_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .itemText */ .rv),
        })),
        no_source: sources.noSource.map((declaration) => ({
            item: (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .itemText */ .rv)(declaration.item),
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
            item: (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .itemText */ .rv)(patch.item),
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
        timeframe: (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .timeframeText */ .OD)(plan.timeframe),
        ...(plan.eventOccurredOn === undefined ? {} : { event_occurred_on: plan.eventOccurredOn }),
        ...(plan.implementedOn === undefined ? {} : { implemented_on: plan.implementedOn }),
    };
}


/***/ }),

/***/ 58258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ PATCH_FILES)
/* harmony export */ });
/* harmony import */ var _patch_file_changes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24331);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53146);


/**
 * The patch files as the family's row carries them: the plan and the merge gather them so, and
 * the plan shows each as `patchFileChanges` does.
 */
const PATCH_FILES = {
    name: "patch files",
    field: "patch_files",
    recordDescription: "CIP-007 R2's reviewed files (cip-patch-sources.yaml, patch-evaluations/, patch-plans/) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
    roots: _patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_FILE_ROOTS */ .sS,
    patterns: [_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_SOURCES_FILE */ .DK, `${_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .EVALUATIONS_FOLDER */ .nH}/**/*.yaml`, `${_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PLANS_FOLDER */ .Cw}/*.yaml`],
    belongs: _patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .isPatchFile */ .VL,
    changes: _patch_file_changes_js__WEBPACK_IMPORTED_MODULE_0__/* .patchFileChanges */ .F,
};


/***/ }),

/***/ 99343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ canonical),
/* harmony export */   Ef: () => (/* binding */ fingerprintPlan),
/* harmony export */   bj: () => (/* binding */ changedBaselines)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _patch_file_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99794);
// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw, operations and
// baselines alike (a baseline has no service operation, yet its change is what CIP-010 R1.2 asks
// to authorize).



/** The plan's fields of the reviewed files it shows, in the family table's order. */
const REVIEWED_FIELDS = Object.keys(_patch_file_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .REVIEWED_FILE_FIELDS */ .Fg);
/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations and, when the plan declares any, of its baselines: each as
 * its system id, asset name and digest; and, when the plan shows any, of each family's reviewed
 * files the change adds, changes or removes, as shown (what R2.2 and R2.3 approvals rest on; the
 * commit they were compared with, only words, is left out), field by field in the order of
 * `REVIEWED_FILE_FIELDS` (the family table's), so that a plan without a later family's files keeps
 * its fingerprint. `source` (where a declaration is written) is left out: moving or reformatting
 * lines in the inventory files does not change what an apply does, so it must not invalidate a
 * review. A plan without baselines or reviewed files keeps the fingerprint of its operations.
 */
function fingerprintPlan(operations, baselines, reviewed = {}) {
    const effects = operations.map(({ source: _source, ...effect }) => JSON.stringify(canonical(withoutWhereRenamed(effect))));
    const done = `[${effects.join(",")}]`;
    const hasBaselines = baselines !== undefined && baselines.length > 0;
    const shown = REVIEWED_FIELDS.flatMap((field) => {
        const files = reviewed[field]?.files;
        return files === undefined || files.length === 0
            ? []
            : [`,${JSON.stringify(field)}:${JSON.stringify(canonical(files))}`];
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

/***/ 99794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fg: () => (/* binding */ REVIEWED_FILE_FIELDS),
/* harmony export */   Pr: () => (/* binding */ FINGERPRINT_WORDS)
/* harmony export */ });
/* unused harmony exports patchFileChangesSchema, assessmentFileChangesSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);
// The saved plan's `patch_files` and `assessment_files` (core/plan/patch-file-model.ts): the
// reviewed files a change adds, changes or removes, as shown; apart from
// plan-schema.ts to keep each within its size.

/** What the saved plan's fingerprint covers, as its schema says. */
const FINGERPRINT_WORDS = 'sha256 over the canonical JSON of operations, of each baseline\'s system id, asset and digest, of the patch files shown (patch_files.files) and of the assessment files shown (assessment_files.files), as "sha256:<hex>"; a plan without baselines, patch files or assessment files: over its operations only.';
/** A family's changed files: the commit compared with, and each file with what `shown` holds. */
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
const patchFileChangesSchema = changedFilesSchema({
    sources: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), covers: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }))
        .optional(),
    no_source: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ item: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }))
        .optional(),
    evaluation: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        releases_since: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        patches: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            released: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            item: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            applicable: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
            reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        })),
    })
        .optional(),
    plan: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        patches: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        actions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        timeframe: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        event_occurred_on: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        implemented_on: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    })
        .optional(),
}).meta({
    title: "Patch files changed (CIP-007-6 R2)",
    description: "The CIP-007 R2 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: a source's coverage, an evaluation's patches with their applicability and reason, a mitigation plan's patches, actions and timeframe. Part of the fingerprint, as shown (compared_with aside).",
});
const assessmentFileChangesSchema = changedFilesSchema({
    record: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["assessment", "technical-feasibility", "commissioning"]),
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        covers: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        method: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["paper", "active"]).optional(),
        environment: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["production", "test"]).optional(),
        closes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    })
        .optional(),
}).meta({
    title: "Assessment files changed (CIP-010-4 R3)",
    description: "The CIP-010 R3 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it: what it covers, its method and environment, and each part it closes (an action item: opens) once an accepted merge records it. Part of the fingerprint, as shown (compared_with aside).",
});
/** The saved plan's fields of the reviewed files it shows for approval. */
const REVIEWED_FILE_FIELDS = {
    patch_files: patchFileChangesSchema.optional(),
    assessment_files: assessmentFileChangesSchema.optional(),
};


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

/***/ 67154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LP: () => (/* binding */ sha256Bytes),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   fu: () => (/* binding */ SHA256_DIGEST),
/* harmony export */   l7: () => (/* binding */ DigestColumn),
/* harmony export */   oE: () => (/* binding */ Sha256Texts),
/* harmony export */   wz: () => (/* binding */ sha256HexOfParts)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The one hash the tool uses: fingerprints, operation digests, source snapshots and the evidence
// chain all name content by its SHA-256, written as lowercase hex (an operation digest of a saved
// plan: its first 128 bits in base64url); structured content is hashed as canonical JSON, so that
// the same content always has the same digest.

function sha256Hex(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex");
}
/** The 32 bytes of the digest, for a caller that writes them otherwise than as hex. */
function sha256Bytes(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest();
}
/** The digest of the parts' concatenation, without ever holding it whole. */
function sha256HexOfParts(parts) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
    for (const part of parts)
        hash.update(part);
    return hash.digest("hex");
}
/** How a fingerprint or digest is written: "sha256:" and 64 lowercase hex digits. */
const SHA256_DIGEST = /^sha256:[0-9a-f]{64}$/;
/**
 * JSON with every object's keys sorted by UTF-16 code unit, as RFC 8785 (JSON Canonicalization)
 * sorts them: one text for one content, whatever its key order. Not the code-point order of the
 * plan's `canonical` (core/plan/saved/fingerprint.ts): the two differ only for keys holding
 * characters beyond U+FFFF beside ones from U+E000, and each is kept as it is because digests
 * taken with it are recorded (baselines', configuration items', the CIP-002 identifications' in
 * the ledger; the plan's fingerprint in saved plans), and a new order would change them.
 */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(",")}]`;
    if (value !== null && typeof value === "object") {
        const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
    }
    return JSON.stringify(value);
}
/** A SHA-256's bytes, and the lowercase hex every record's digest is written in. */
const DIGEST_BYTES = 32;
const HEX_DIGEST = /^[0-9a-f]{64}$/;
/** Digests a page holds: pages of 32 KB, so that a column's room runs at most a page past it. */
const PAGE_DIGESTS = 1024;
/**
 * SHA-256 digests by sequence, 32 bytes each in pages: as hex strings, 100,000 of them held 9 MB
 * (a string of 64 characters and its slot), as bytes 3.3 MB. A digest set is given back as the
 * same hex; one that is not a SHA-256 in lowercase hex is refused (verified records never are).
 */
class DigestColumn {
    /** Each page's digests, and a byte each saying which were set. */
    #pages = [];
    set(index, hex) {
        if (!HEX_DIGEST.test(hex))
            throw new Error(`not a SHA-256 in lowercase hex: ${hex}`);
        const number = Math.floor(index / PAGE_DIGESTS);
        let page = this.#pages[number];
        while (page === undefined) {
            this.#pages.push({
                bytes: new Uint8Array(PAGE_DIGESTS * DIGEST_BYTES),
                set: new Uint8Array(PAGE_DIGESTS),
            });
            page = this.#pages[number];
        }
        const { bytes, set } = page;
        const at = index % PAGE_DIGESTS;
        bytes.set(Buffer.from(hex, "hex"), at * DIGEST_BYTES);
        set[at] = 1;
    }
    get(index) {
        const page = this.#pages[Math.floor(index / PAGE_DIGESTS)];
        const at = index % PAGE_DIGESTS;
        if (page?.set[at] !== 1)
            throw new Error(`no digest was held for record ${index}`);
        return Buffer.from(page.bytes.buffer, at * DIGEST_BYTES, DIGEST_BYTES).toString("hex");
    }
}
/** The digests the holders of one Sha256Texts keep as numbers: their bytes, each in its own place. */
class Sha256Texts {
    #bytes = new DigestColumn();
    #places = 0;
    /** `digest` as held, in the place `before` (what its holder held) had, if it had one. */
    held(before, digest) {
        if (typeof digest !== "string" || !SHA256_DIGEST.test(digest))
            return digest;
        const place = typeof before === "number" ? before : this.#places++;
        this.#bytes.set(place, digest.slice("sha256:".length));
        return place;
    }
    /** The text a held digest stands for, as it was given. */
    text(held) {
        return typeof held === "number" ? `sha256:${this.#bytes.get(held)}` : held;
    }
}


/***/ }),

/***/ 90038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ WORKSPACE_PATTERN)
/* harmony export */ });
// A workspace's name: a folder of the ledger (records/<workspace>/), the Action's input
// `workspace`, and what a collector's file (or a source's observations) names.
const WORKSPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;


/***/ })

};
