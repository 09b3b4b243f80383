export const id = 7240;
export const ids = [7240];
export const modules = {

/***/ 23998:
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

/***/ 38811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hz: () => (/* binding */ keepCarriedReads),
/* harmony export */   nS: () => (/* binding */ carriedReadsOf)
/* harmony export */ });
/* unused harmony export CARRIED_KINDS */
/* harmony import */ var _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40505);
/* harmony import */ var _family_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51967);
/* harmony import */ var _obligation_families_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39178);



/**
 * Each family's record field of its reviewed files (typed from its shape), with the kinds of them
 * its passes read.
 */
const CARRIED = _family_table_js__WEBPACK_IMPORTED_MODULE_1__/* .MERGE_JUDGED_FAMILIES */ .G.flatMap(({ reviewedFiles }) => {
    const shape = _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .REVIEWED_FILE_SHAPES */ .Qy.find(({ field }) => field === reviewedFiles?.field);
    return shape === undefined || reviewedFiles?.carriedKinds === undefined
        ? []
        : [{ field: shape.field, kinds: reviewedFiles.carriedKinds }];
});
/**
 * Every family's carried kinds by name. Two of one name would keep one kind's value in the other's
 * cache, so the table is refused when loaded rather than read with a value of the wrong kind.
 */
const CARRIED_KINDS = kindsByName();
function kindsByName() {
    const kinds = new Map();
    for (const kind of CARRIED.flatMap(({ kinds }) => kinds)) {
        if (kinds.has(kind.name))
            throw new Error(`two carried kinds are named "${kind.name}": name each one once`);
        kinds.set(kind.name, kind);
    }
    return kinds;
}
/** Each file `record` carries with a kind a family declares for it, once for each such kind. */
function* carriedFilesOfKinds(record) {
    for (const { field, kinds } of CARRIED)
        for (const { file, text } of (0,_obligation_families_js__WEBPACK_IMPORTED_MODULE_2__/* .filesCarriedBy */ .XY)(record, field)?.files ?? [])
            for (const kind of kinds)
                if (kind.is(file))
                    yield { kind, file, text };
}
/**
 * Each of `record`'s carried files of a kind a family declares, parsed (on a reader's thread);
 * undefined when it carries none. A file whose parser throws is left out: the judging thread's
 * read throws what it threw.
 */
function carriedReadsOf(record) {
    const reads = [];
    for (const { kind, file, text } of carriedFilesOfKinds(record))
        try {
            reads.push({ kind: kind.name, file, value: kind.parse(text, file) });
        }
        catch {
            // Parsed again where it is read, which throws there as it would have.
        }
    return reads.length === 0 ? undefined : reads;
}
/**
 * Keeps each of `reads` (carriedReadsOf of the same record's bytes, on another thread) in its
 * kind's cache, for the record's text of the file, before the record is judged. A read of a kind
 * not declared here, or of a file the record does not carry as one of the kind, is not kept.
 */
function keepCarriedReads(record, reads) {
    const handed = new Map(reads.map((read) => [`${read.kind}\0${read.file}`, read]));
    for (const { kind, file, text } of carriedFilesOfKinds(record)) {
        const read = handed.get(`${kind.name}\0${file}`);
        if (read !== undefined)
            kind.keep(text, file, read.value);
    }
}


/***/ }),

/***/ 12693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ governanceObligation),
/* harmony export */   O9: () => (/* binding */ GOVERNANCE_REQUIREMENTS),
/* harmony export */   UY: () => (/* binding */ GOVERNANCE_OBLIGATION_KINDS),
/* harmony export */   bp: () => (/* binding */ ledgerGovernanceObligations)
/* harmony export */ });
/* unused harmony exports DOCUMENTATION_DAYS, governanceObligations */
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
/* harmony import */ var _authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23998);


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

/***/ 99607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ obligationFamiliesInWords),
/* harmony export */   PB: () => (/* binding */ STILL_TO_DO),
/* harmony export */   Xn: () => (/* binding */ OBLIGATION_KINDS),
/* harmony export */   aC: () => (/* binding */ OBLIGATION_STATUSES),
/* harmony export */   pk: () => (/* binding */ JUDGED_REQUIREMENTS),
/* harmony export */   rn: () => (/* binding */ isTableKind)
/* harmony export */ });
/* unused harmony export obligationFamilies */
/* harmony import */ var _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40505);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82205);
/* harmony import */ var _governance_obligations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12693);





/**
 * The requirement table's parts that are judged as obligations: not CIP-010 R1.1 nor R3.3, which
 * the plan checks at commissioning, nor CIP-007 R1.1, which the ports population documents.
 */
const NOT_JUDGED = ["CIP-010 R1.1", "CIP-007 R1.1"];
const JUDGED_REQUIREMENTS = _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .REQUIREMENT_IDS */ .RG.filter((id) => !NOT_JUDGED.includes(id));
const OBLIGATION_KINDS = [
    "CIP-002 R2",
    ...JUDGED_REQUIREMENTS,
    ..._governance_obligations_js__WEBPACK_IMPORTED_MODULE_3__/* .GOVERNANCE_OBLIGATION_KINDS */ .UY,
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
    const declared = _families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .FAMILY_SHAPES */ .SO.flatMap((shape) => Object.keys(shape.declaredParts ?? {}));
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
        .sort(([a], [b]) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a, b))
        .map(([standard, requirements]) => `${standard} ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .listOf */ .c3)(requirements.sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP))}`)
        .join(", ");
}


/***/ }),

/***/ 53146:
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

/***/ 98141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bx: () => (/* binding */ BatchReading),
  TN: () => (/* binding */ batchFound),
  serveLedgerReads: () => (/* binding */ serveLedgerReads),
  gs: () => (/* binding */ signatureText)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/core/evidence/chain/chain-check.ts + 1 modules
var chain_check = __webpack_require__(25065);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/obligations/carried-reads.ts
var carried_reads = __webpack_require__(38811);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(42535);
;// CONCATENATED MODULE: ./src/io/ledger/whole-file-reader.ts
// How a ledger reader (ledger-readers.ts) reads each file it checks: whole, into a buffer it keeps.

/** A reader's buffer, in bytes: larger than most records; a larger file gets one of its own. */
const READ_BUFFER_BYTES = 1 << 16;
/**
 * Reads a reader's files whole into one buffer kept from file to file: readFileSync asks each
 * file's size first (an fstat) and allocates a buffer for each, and at 100,000 signed records a
 * reader's fstat alone was 0.5 s of its 23.8 (issue 99). A file is read until a read returns no
 * bytes, as readFileSync reads one whose size it was not told, so that a file is never taken
 * short; its errors are readFileSync's, with the same messages. A file larger than the buffer is
 * read into a larger one that is not kept, so that a large listing does not stay in memory.
 */
class WholeFileReader {
    #buffer = new Uint8Array(READ_BUFFER_BYTES);
    /** The bytes of the file at `path`: a view of a buffer, good until the next read. */
    read(path) {
        const descriptor = (0,external_node_fs_.openSync)(path, "r");
        try {
            let buffer = this.#buffer;
            let length = 0;
            for (;;) {
                if (length === buffer.length) {
                    const larger = new Uint8Array(buffer.length * 2);
                    larger.set(buffer);
                    buffer = larger;
                }
                const read = (0,external_node_fs_.readSync)(descriptor, buffer, length, buffer.length - length, null);
                if (read === 0)
                    return buffer.subarray(0, length);
                length += read;
            }
        }
        finally {
            (0,external_node_fs_.closeSync)(descriptor);
        }
    }
}

;// CONCATENATED MODULE: ./src/io/ledger/ledger-reader-thread.ts
// A reader thread of `evidence verify` (ledger-readers.ts starts them, one per core): it reads,
// hashes, parses and schema-checks each batch of the ledger's files it is sent (checkLedgerFile),
// reads and verifies each record's signature file with the key it names when that key is among
// those known so far, and hands back each file's link in its chain, as JSON after the bytes of
// the valid records of the workspaces asked for, one buffer a batch, moved rather than copied.








/** What `result` found, from the JSON at the end of its bytes. */
function batchFound({ bytes, recordsEnd }) {
    return JSON.parse(Buffer.from(bytes, recordsEnd).toString("utf8"));
}
/** The text of the signature file beside the record at `path` in `dir`. */
function signatureText(dir, path) {
    return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, `${path}${writer_proof/* SIGNATURE_SUFFIX */.VV}`), "utf8");
}
/**
 * A reader: checks each batch it is sent (BatchReading), and hands back what it found, the files'
 * links as JSON and the records' bytes moved.
 */
function serveLedgerReads({ dir }) {
    // A worker always has its parent's port.
    const port = external_node_worker_threads_.parentPort;
    if (port === null)
        throw new Error("serveLedgerReads runs in a reader thread only");
    const reading = new BatchReading(dir);
    port.on("message", (request) => {
        const result = reading.read(request);
        port.postMessage(result, [result.bytes]);
    });
}
/**
 * Reads batches of `dir`'s files as a reader does, in the thread it is made in: a reader thread's,
 * or the judging thread's, which reads a batch itself rather than wait (ledger-readers.ts).
 */
class BatchReading {
    #dir;
    #keys = new writer_proof/* KeyRing */.qB();
    #fileReader = new WholeFileReader();
    constructor(dir) {
        this.#dir = dir;
    }
    /**
     * Checks the batch's files, stopping at the first it cannot read or check, and gives back the
     * bytes of the valid records of the workspaces its `bytesOf` names.
     */
    read(request) {
        const dir = this.#dir;
        const { batch, paths, signed, keys: spkis = [], carriedAhead, bytesOf } = request;
        const workspaces = new Set(bytesOf);
        const tried = this.#keys.of(spkis);
        const found = { files: [], records: [] };
        const result = {
            batch,
            bytes: new ArrayBuffer(0),
            recordsEnd: 0,
            besides: [],
            carried: [],
        };
        const kept = [];
        let end = 0;
        for (const [index, path] of paths.entries()) {
            try {
                // A view of the reader's buffer: what outlives this file is copied out of it.
                const bytes = this.#fileReader.read((0,external_node_path_.join)(dir, path));
                const checked = (0,chain_check/* checkLedgerFile */.w)({ path, bytes }, carriedAhead);
                let carried;
                if (checked.kind === "record" && checked.record !== undefined) {
                    // Read for the files it carries, when its bytes are handed back; its link crosses
                    // without it.
                    if (workspaces.has(checked.link.workspace))
                        carried = (0,carried_reads/* carriedReadsOf */.nS)(checked.record);
                    delete checked.record;
                }
                if (checked.kind === "record" && signed?.[index] === true) {
                    const text = signatureText(dir, path);
                    const verifiedBy = (0,writer_proof/* signatureVerdict */.Cf)(tried, checked.sha256, text, "the named key");
                    // A verified signature's text, which its taker does not keep, does not cross.
                    checked.signature = verifiedBy === null ? text : writer_proof/* SIGNATURE_NOT_KEPT */.io;
                    if (verifiedBy !== null)
                        checked.verifiedBy = verifiedBy;
                }
                if (checked.kind === "beside") {
                    result.besides.push(checked.bytes.slice());
                    found.files.push({ ...checked, bytes: new Uint8Array(0) });
                }
                else
                    found.files.push(checked);
                if (checked.kind !== "record" || !workspaces.has(checked.link.workspace))
                    continue;
                kept.push(bytes.slice());
                end += bytes.length;
                if (carried !== undefined)
                    result.carried.push({ at: found.records.length, reads: carried });
                found.records.push({ path, sha256: checked.sha256, end });
            }
            catch (error) {
                result.failed = { message: (0,errors/* errorMessage */.g)(error), code: (0,errors/* errorCode */.C)(error) };
                break;
            }
        }
        // In either thread: a batch read by the judging thread waits for its turn too (at 100,000
        // signed records, as JSON rather than objects, the handover peaked at 395 to 412 MiB against
        // 407 to 428).
        const json = JSON.stringify(found);
        const bytes = Buffer.allocUnsafeSlow(end + Buffer.byteLength(json));
        let at = 0;
        for (const record of kept) {
            bytes.set(record, at);
            at += record.length;
        }
        bytes.write(json, end);
        result.bytes = bytes.buffer;
        result.recordsEnd = end;
        return result;
    }
}


/***/ })

};
