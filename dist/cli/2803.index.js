export const id = 2803;
export const ids = [2803,7270];
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

/***/ 90833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ folderNames),
/* harmony export */   Q$: () => (/* binding */ walkLedgerDirectory),
/* harmony export */   QN: () => (/* binding */ ledgerPathsNewestFirst),
/* harmony export */   WJ: () => (/* binding */ heldListing),
/* harmony export */   ok: () => (/* binding */ recordPathOf),
/* harmony export */   w1: () => (/* binding */ readFromLedger),
/* harmony export */   y0: () => (/* binding */ visitLedgerFiles),
/* harmony export */   yJ: () => (/* binding */ mapBounded)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80053);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91864);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65032);
// Reads a checkout of the evidence branch: the paths under records/, relative to the checkout with
// "/" as separator, listed in name order one folder at a time, and the files' exact bytes (the
// chain hashes exact bytes) read one after another or one by one, so that a ledger of any size is
// checked in bounded memory and within a small file-descriptor limit.








/** Reads a file of the checkout `dir` by its ledger path. */
function readFromLedger(dir) {
    return (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path));
}
/**
 * The paths of every file under records/ of `dir` (or under `under`, a folder of it), relative
 * to `dir` with "/", in name order (compareCodePoints, the order the chain check reads them in),
 * once `dir` is known to have a records/ folder. Listed one folder at a time as they are
 * iterated: a ledger of any size is walked without holding every name. With `from`, only the
 * paths at or after it, the folders wholly before it not listed (a reading from a checkpoint on
 * lists the months from its record's).
 */
async function walkLedgerDirectory(dir, source) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7)).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/ directory: pass a checkout of the evidence branch (git clone --branch ${_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_EVIDENCE_BRANCH */ .hN} --single-branch <repository> evidence)`);
    }
    return (under = _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7, from) => ({
        [Symbol.iterator]: () => walk(dir, under, from),
    });
}
/** Paths a held listing joins into one string (heldListing). */
const PATHS_JOINED = 4_096;
/**
 * The paths `walked` lists (walkLedgerDirectory's listing of every file), listed once and held,
 * given back in the same order each time they are iterated. Held as strings of PATHS_JOINED paths
 * each, joined by NUL (which no file's name holds), each path given back as a slice of its string:
 * as 190,000 strings in an array, the paths of a ledger of 100,000 signed records held 27 MB
 * through `evidence handover`'s whole reading (issue 99), joined 14 MB. A slice copies nothing:
 * made again from each folder's name and its files' names, every path was a new string at each
 * walk (verify walks the listing four times at the reading's end), about 25 MB a walk.
 */
function heldListing(walked) {
    const joined = [];
    let paths = [];
    for (const path of walked) {
        // The walk lists file names, which hold no NUL.
        if (path.includes("\0"))
            throw new Error(`heldListing: ${JSON.stringify(path)} holds a NUL`);
        paths.push(path);
        if (paths.length === PATHS_JOINED) {
            joined.push(paths.join("\0"));
            paths = [];
        }
    }
    if (paths.length > 0)
        joined.push(paths.join("\0"));
    return {
        *[Symbol.iterator]() {
            for (const text of joined)
                yield* text.split("\0");
        },
    };
}
/**
 * The paths of the files under `under` (a folder of the checkout `dir`, relative to it with "/"),
 * newest first: the reverse of walkLedgerDirectory's name order, listed one folder at a time, so
 * that a search for the last file of a kind lists the newest months only.
 */
function ledgerPathsNewestFirst(dir, under) {
    return { [Symbol.iterator]: () => walk(dir, under, undefined, true) };
}
/**
 * The files under `folder` (relative to `dir`) in name order (its reverse when `newestFirst`), at
 * or after `from` when given; none when it does not exist.
 */
function* walk(dir, folder, from, newestFirst = false) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, folder), { withFileTypes: true });
    }
    catch {
        return;
    }
    // A folder sorts as its name and "/", as the paths of the files in it do.
    const sorted = entries
        .map((entry) => ({ entry, key: entry.isDirectory() ? `${entry.name}/` : entry.name }))
        .sort((a, b) => (newestFirst ? -1 : 1) * (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodePoints */ .OP)(a.key, b.key));
    for (const { entry, key } of sorted) {
        const path = `${folder}/${entry.name}`;
        // A folder whose every path sorts before `from` (it is not `from`'s own) is not listed.
        const before = from !== undefined &&
            (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodePoints */ .OP)(`${folder}/${key}`, from) < 0 &&
            !(entry.isDirectory() && from.startsWith(`${path}/`));
        if (before)
            continue;
        if (entry.isDirectory())
            yield* walk(dir, path, from, newestFirst);
        else if (entry.isFile())
            yield path;
    }
}
/**
 * Reads the files at `paths` (relative to `dir`) one at a time and gives each to `visit` in the
 * order of `paths`: a ledger of any size is read holding one file's bytes and one descriptor.
 * Synchronously on purpose: for files of a few kilobytes, a promise read (open, stat, read and
 * close, each a trip through libuv's thread pool) costs more than reading, hashing and checking
 * the record together; at 100,000 records the synchronous reads took a third of the time.
 */
function visitLedgerFiles(dir, paths, visit) {
    for (const path of paths)
        visit({ path, bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path)) });
}
/** `work` over `items`, at most `limit` at a time; results in the order of `items`. */
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            // `index` was taken below the length, and each index is taken once.
            results[index] = await work((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__/* .itemOrThrow */ .Tp)(items, index, "the items"));
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
/**
 * Where a record the reading did not read is, found by its file's name (recordPath: its workspace,
 * month and timestamp name it): the one record file of its workspace named with its timestamp, or
 * of several so named, the one whose bytes have its SHA-256; null when none is. A reading from a
 * checkpoint cites the records before it that an obligation names by this, as the reading of every
 * record cites them by their own path. Each month's folder a record is asked of is listed once,
 * its record files kept by timestamp (the obligations cite records of any month, in their order).
 */
function recordPathOf(dir) {
    const folders = new Map();
    const byStamp = (folder, workspace) => {
        const stamped = new Map();
        for (const name of folderNames((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, folder))) {
            const path = `${folder}/${name}`;
            if (!(0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecordPathOf */ .sm)(path, workspace))
                continue;
            const stamp = name.slice(0, name.indexOf("-"));
            stamped.set(stamp, [...(stamped.get(stamp) ?? []), path]);
        }
        return stamped;
    };
    return ({ workspace, recorded_at, sha256 }) => {
        const [year, month] = recorded_at.split("-");
        const folder = [_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7, workspace, year, month].join("/");
        let stamped = folders.get(folder);
        if (stamped === undefined) {
            stamped = byStamp(folder, workspace);
            folders.set(folder, stamped);
        }
        const paths = stamped.get((0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .fileStamp */ .a9)(recorded_at)) ?? [];
        if (paths.length <= 1)
            return paths[0] ?? null;
        return paths.find((path) => (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path))) === sha256) ?? null;
    };
}
/** The names in a folder; none when it is not there. */
function folderNames(folder) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder);
    }
    catch {
        return [];
    }
}


/***/ }),

/***/ 62334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qB: () => (/* binding */ KeyRing),
  zp: () => (/* binding */ checkLedgerFiles),
  OP: () => (/* binding */ readersFor),
  serveLedgerReads: () => (/* binding */ serveLedgerReads)
});

// UNUSED EXPORTS: checkWithReaders

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
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
// EXTERNAL MODULE: ./src/io/ledger/ledger-files.ts
var ledger_files = __webpack_require__(90833);
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

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(42535);
;// CONCATENATED MODULE: ./src/io/ledger/ledger-readers.ts
// `evidence verify` on every core: a pool of reader threads (one per core, four at most), each
// reading, hashing, parsing and schema-checking batches of the ledger's files on its own
// (checkLedgerFile) and handing back each file's link in its chain (a checkpoint's SHA-256, not
// its bytes), while the thread that verifies takes them in name order and checks the chains and
// listings as they come (LedgerChecker.take). Reading and checking the files is most of verify's
// time (at 100,000 records about 8 s on one core; the chains a few milliseconds): a thread's own
// work, so it divides between cores. For the workspaces that keep checkpoints, a reader also
// hands back each valid record's bytes, one buffer a batch moved rather than copied, and the
// verifying thread folds them as it takes them (ledger-checkpoints.ts): the records are read once.
// With --ledger-declaration, a reader reads each record's signature file too and hands back its
// text beside the link, which carries what the writer's check reads of the record (its facts for
// the keys in force): the writer's check reads no record again. It verifies the signature there
// and then with the key the file names, when that key is among those known so far (the declared
// ones, and those of the declarations the records taken put in force: SignaturesTaker.keys), so
// that the signatures, most of verify's CPU, are checked on the readers' cores during the walk
// rather than after it; what it finds is a verdict only (the key that signed), judged later
// against the keys in force (keys-in-force.ts), and a signature it could not verify so is left to
// the signature checkers after the walk (signature-checkers.ts).
//
// The judging commands (`obligations`, `evidence populations`) do not use it: their judging thread
// has as much to do as verifying, so they verify on one other thread (ledger-verifier.ts).
//
// A batch's links cross as one JSON string, not as a structured clone of their objects: at
// 100,000 signed records the clone's serializing cost each reader about 2.5 s and its rebuilding
// held the verifying thread back, and verify took 27.1 s against 16.3 s with JSON, side by side.
//
// Memory stays bounded: at most BATCHES_PER_READER batches a reader are out (sent and not yet
// taken), so a slow taker holds the readers back instead of their results piling up. The readers
// run the bin entry again (its URL is given), which sees their role in its workerData
// (ledger-thread-role.ts) and serves reads: the bundle needs no file of its own for them.
//
// Fail closed as in one thread: a file a reader could not read or check throws, when its turn in
// name order comes, the error reading it in this thread would have thrown; a reader that stops
// throws its error.












/**
 * Files per batch: enough that a message's cost is small beside checking them, few enough that a
 * batch's results (held until it is sent) mostly die in the reader's young generation. Each batch
 * is two messages and a wake-up of the thread it goes to; on a loaded machine a wake-up is where a
 * thread gives up its core, and at 16 files a batch a reader's profile showed postMessage as 4 to 9
 * per cent of its time (issue 99): 48 sends a third as many.
 */
const BATCH_FILES = 48;
/**
 * Batches sent and not yet taken, per reader: each has the next ones while its last is taken. With
 * BATCH_FILES, a reader has at most 192 files out (128 at 16 a batch and 8 batches).
 */
const BATCHES_PER_READER = 4;
/**
 * A reader's young generation, in MB: what it allocates dies with each file or batch. Since the
 * readers verify the signatures too (issue 99), a file leaves more behind; at 100,000 signed
 * records, side by side under the same load, verify's CPU was 34.7 s with 4 MB, 30.6 s with 8 and
 * 28.1 s with 16, its peak 318, 322 and 340 MB; later, with 48 files a batch, 35.2 and 34.4 s with
 * 16 MB and 32.2 and 30.2 s with 32 (alternated, load 10 to 14), the peak 34 to 38 MB higher.
 */
const READER_YOUNG_GENERATION_MB = 32;
/**
 * The young generation, in MB, of readers the taker's thread holds back (RecordsTaker.readersWait:
 * `evidence handover`'s, whose judging thread is its critical path): a reader's young generation is
 * all committed once it has filled, and at 32 MB it was more than half of each reader's heap. At
 * 100,000 signed records the handover's peak was 518 MB with 32, 488 with 16 and 472 with 8, its
 * CPU 71.0, 72.9 and 79.2 s (one run each, alternated, load 2.6 to 3.1).
 */
const WAITING_READER_YOUNG_GENERATION_MB = 16;
/**
 * Readers at most, whatever the cores: each is an isolate with the bundle loaded, about 25 MB (at
 * 100,000 records verify's peak was 154 MB in one thread, 200 MB with two readers), and a runner
 * of 64 cores must not pay 1.6 GB for it; past a few readers the verifying thread's own share,
 * taking each file's link in order, is what is left.
 */
const MAX_READERS = 4;
/** No record taken beside the chain check. */
const NO_RECORDS = { workspaces: new Set(), readersWait: false, take: () => { } };
/** The text of the signature file beside the record at `path` in `dir`. */
function signatureText(dir, path) {
    return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, `${path}${writer_proof/* SIGNATURE_SUFFIX */.VV}`), "utf8");
}
/**
 * Gives `checker` the files at `paths` (relative to `dir`, in name order) in that order, and
 * `records` the valid records it asks for as they are taken, checked by readers started from
 * `readerEntry`; in this thread without one (a command run in process), on a single core (where
 * readers would only add the copying of what they hand back), or when the checker takes records
 * (the readers hand back links only).
 */
async function checkLedgerFiles(dir, paths, checker, readerEntry, records = NO_RECORDS, signatures) {
    const readers = readersFor((0,external_node_os_.availableParallelism)());
    if (readerEntry === undefined || readers === 0 || checker.takesRecords)
        (0,ledger_files/* visitLedgerFiles */.y0)(dir, paths, (file) => {
            const checked = (0,chain_check/* checkLedgerFile */.w)(file, checker.takesRecords);
            if (checked.kind === "record" && signatures?.signed(checked.path) === true)
                checked.signature = signatureText(dir, checked.path);
            checker.take(checked);
            if (checked.kind !== "record")
                return;
            signatures?.take(checked);
            if (records.workspaces.has(checked.link.workspace))
                records.take(checked.path, checked.sha256, file.bytes);
        });
    else
        await checkWithReaders(readerEntry, readers, dir, paths, checker, records, signatures);
}
/** How many readers `cores` cores get: none on one (read in this thread), at most MAX_READERS. */
function readersFor(cores) {
    return cores <= 1 ? 0 : Math.min(cores, MAX_READERS);
}
/** `count` readers started from `entry` in `role`, each with a young generation of `youngMb`. */
function startReaders(entry, count, role, youngMb) {
    const options = { workerData: role, resourceLimits: { maxYoungGenerationSizeMb: youngMb } };
    return Array.from({ length: count }, () => new external_node_worker_threads_.Worker(entry, options));
}
/** The next BATCH_FILES paths of `files` (fewer at its end; none once it is done). */
function nextBatch(files) {
    const batch = [];
    for (let next = files.next(); !next.done; next = files.next()) {
        batch.push(next.value);
        if (batch.length === BATCH_FILES)
            break;
    }
    return batch;
}
/** checkLedgerFiles with `count` readers started from `entry`, whatever the cores. */
async function checkWithReaders(entry, count, dir, paths, checker, records = NO_RECORDS, signatures) {
    const role = {
        role: "ledger-reader",
        dir,
        bytesOf: [...records.workspaces],
        carriedAhead: records.readersWait,
    };
    const readers = startReaders(entry, count, role, records.readersWait ? WAITING_READER_YOUNG_GENERATION_MB : READER_YOUNG_GENERATION_MB);
    const results = new Map();
    let stopped;
    const stop = (error) => {
        stopped ??= error;
        for (const result of results.values())
            result.reject(error);
    };
    for (const reader of readers) {
        reader.on("message", (result) => results.get(result.batch)?.resolve(result));
        reader.on("error", stop);
        reader.on("exit", (code) => stop(new Error(`a ledger reader stopped (exit code ${code})`)));
    }
    const files = paths[Symbol.iterator]();
    let sent = 0;
    /** Sends the next batch, if any files are left. */
    const send = () => {
        const batch = nextBatch(files);
        if (batch.length === 0)
            return false;
        const result = Promise.withResolvers();
        // Taken in order; a batch's rejection before its turn is seen at its turn.
        result.promise.catch(() => { });
        if (stopped !== undefined)
            result.reject(stopped);
        results.set(sent, result);
        (0,collections/* itemOrThrow */.Tp)(readers, sent % readers.length, "the readers").postMessage({
            batch: sent,
            paths: batch,
            ...(signatures === undefined
                ? {}
                : { signed: batch.map((path) => signatures.signed(path)), keys: signatures.keys() }),
        });
        sent++;
        return true;
    };
    try {
        while (sent < readers.length * BATCHES_PER_READER && send())
            ;
        for (let batch = 0; batch < sent; batch++) {
            const result = await (0,collections/* getOrThrow */.Gp)(results, batch, "the batches sent").promise;
            results.delete(batch);
            send();
            for (const checked of checkedOf(result)) {
                checker.take(checked);
                if (checked.kind === "record")
                    signatures?.take(checked);
            }
            takeRecords(result, records);
            if (result.failed !== undefined)
                throw Object.assign(new Error(result.failed.message), { code: result.failed.code });
        }
    }
    finally {
        for (const reader of readers)
            reader.removeAllListeners("exit");
        await Promise.all(readers.map((reader) => reader.terminate()));
    }
}
/** The files a batch checked, each listing with its bytes again. */
function checkedOf({ checked, besides }) {
    const files = JSON.parse(checked);
    let beside = 0;
    for (const file of files)
        if (file.kind === "beside")
            file.bytes = (0,collections/* itemOrThrow */.Tp)(besides, beside++, "the listings");
    return files;
}
/** Each record a batch handed back the bytes of, to `records`, in order. */
function takeRecords({ bytes, records: taken }, records) {
    let start = 0;
    for (const { path, sha256, end, carried } of taken) {
        records.take(path, sha256, new Uint8Array(bytes, start, end - start), carried);
        start = end;
    }
}
/** The keys a thread was sent by their keySpki, each made a key once. */
class KeyRing {
    #keys = new Map();
    /** The keys whose keySpki are `spkis`, in that order. */
    of(spkis) {
        return spkis.map((spki) => {
            let key = this.#keys.get(spki);
            if (key === undefined) {
                key = (0,external_node_crypto_.createPublicKey)({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" });
                this.#keys.set(spki, key);
            }
            return key;
        });
    }
}
/**
 * A reader: checks each batch it is sent, stopping at the first file it cannot read or check, and
 * hands back the bytes of the valid records of the workspaces `bytesOf` names.
 */
function serveLedgerReads({ dir, bytesOf, carriedAhead }) {
    // A worker always has its parent's port.
    const port = external_node_worker_threads_.parentPort;
    if (port === null)
        throw new Error("serveLedgerReads runs in a reader thread only");
    const workspaces = new Set(bytesOf);
    const keys = new KeyRing();
    const fileReader = new WholeFileReader();
    port.on("message", ({ batch, paths, signed, keys: spkis = [] }) => {
        const tried = keys.of(spkis);
        const files = [];
        const result = {
            batch,
            checked: "",
            besides: [],
            bytes: new ArrayBuffer(0),
            records: [],
        };
        const kept = [];
        let end = 0;
        for (const [index, path] of paths.entries()) {
            try {
                // A view of the reader's buffer: what outlives this file is copied out of it.
                const bytes = fileReader.read((0,external_node_path_.join)(dir, path));
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
                    checked.signature = signatureText(dir, path);
                    const verifiedBy = (0,writer_proof/* signatureVerdict */.Cf)(tried, checked.sha256, checked.signature, "the named key");
                    if (verifiedBy !== null)
                        checked.verifiedBy = verifiedBy;
                }
                if (checked.kind === "beside") {
                    result.besides.push(checked.bytes.slice());
                    files.push({ ...checked, bytes: new Uint8Array(0) });
                }
                else
                    files.push(checked);
                if (checked.kind !== "record" || !workspaces.has(checked.link.workspace))
                    continue;
                kept.push(bytes.slice());
                end += bytes.length;
                result.records.push({ path, sha256: checked.sha256, end, ...(carried && { carried }) });
            }
            catch (error) {
                result.failed = { message: (0,errors/* errorMessage */.g)(error), code: (0,errors/* errorCode */.C)(error) };
                break;
            }
        }
        const bytes = new Uint8Array(end);
        let at = 0;
        for (const record of kept) {
            bytes.set(record, at);
            at += record.length;
        }
        result.bytes = bytes.buffer;
        result.checked = JSON.stringify(files);
        port.postMessage(result, [result.bytes]);
    });
}


/***/ })

};
