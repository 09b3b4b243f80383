export const id = 5878;
export const ids = [5878];
export const modules = {

/***/ 75878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewSettings: () => (/* binding */ reviewSettings)
/* harmony export */ });
/* harmony import */ var _core_obligations_identification_review_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40168);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90038);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42357);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32246);
// `cip-sync review`'s flags, checked: each wrong value names its flag and what it accepts.




function reviewSettings(values, inputs) {
    const workspace = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(values, "workspace");
    if (workspace !== undefined && !_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_3__/* .WORKSPACE_PATTERN */ .t.test(workspace)) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--workspace ${JSON.stringify(workspace)} is not a workspace name: letters, digits, dots, hyphens and underscores, as the Action's input workspace`);
    }
    const on = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .dayFlag */ .tV)(values, "on");
    const check = values.check === true;
    const offline = values.offline === true;
    if (check && offline) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e("--offline applies to writing the review; --check reads no service: leave out --offline");
    }
    if (!check && !offline && inputs.connection.apiUrl === undefined) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e("the review lists every facility and control center the service holds (CIP-002 R1 considers each BES asset), so it reads them: set CIP_API_URL (or --api-url) and CIP_API_KEY, or pass --offline to list only those the inventory names (the file's scope then says so)");
    }
    return {
        command: "review",
        ...inputs,
        workspace,
        dir: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(values, "dir") ?? ".",
        on,
        out: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(values, "out") ?? _core_obligations_identification_review_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_REVIEW_FILE */ .M8,
        check,
        offline,
    };
}


/***/ }),

/***/ 85657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ besAssetsOf),
/* harmony export */   Cm: () => (/* binding */ scopeText),
/* harmony export */   pC: () => (/* binding */ criteriaOf),
/* harmony export */   wu: () => (/* binding */ unratedSystems)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);


/**
 * What the review file says of its scope, in its own words: this workspace only, and whether its
 * BES assets are every one the service held or only those the documents name (written offline).
 */
function scopeText(workspace, service) {
    const where = service === undefined
        ? "the facilities and control centers its inventory names (written with --offline: one only the service knows is not listed)"
        : `every facility and control center the service at ${service} held`;
    return `this workspace (${workspace}) only: the BES Cyber Systems its inventory declares, at ${where}; another workspace's are reviewed in its own file`;
}
/**
 * `criteria:` of a cyber system document, when the inventory reads it (Attachment 1 criteria such
 * as ["2.5"]); undefined where the document does not declare it or the reader does not know it.
 */
function criteriaOf(document) {
    const { criteria } = document;
    const value = criteria?.value;
    return Array.isArray(value) && value.every((item) => typeof item === "string")
        ? [...value]
        : undefined;
}
/**
 * Every facility and control center the documents (and `known`) name, each with its systems'
 * names, sorted; one known only from `known` is listed with none.
 */
function besAssetsOf(documents, known = []) {
    const assets = new Map();
    const entry = (kind, name) => {
        const key = JSON.stringify([kind, name]);
        let listing = assets.get(key);
        if (listing === undefined) {
            listing = { kind, name, cyber_systems: [] };
            assets.set(key, listing);
        }
        return listing;
    };
    for (const asset of known)
        entry(asset.kind, asset.name);
    for (const document of documents) {
        const parent = document.facility !== undefined
            ? entry("facility", document.facility.value)
            : document.controlCenter !== undefined
                ? entry("control_center", document.controlCenter.value)
                : undefined;
        parent?.cyber_systems.push(document.cyberSystem.value);
    }
    for (const listing of assets.values())
        listing.cyber_systems.sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP);
    return [...assets.values()].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.kind, b.kind) || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.name, b.name));
}
/** Each system the documents leave unrated (no `impact:`), at its place: a review refuses them. */
function unratedSystems(documents) {
    return documents
        .filter((document) => document.impact === undefined)
        .map((document) => unratedText(document.cyberSystem.value, document.location));
}
function unratedText(name, location) {
    return `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location)}: cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} has no impact: rate it (impact: high, medium or low, by the criteria of CIP-002 Attachment 1) before the review; an unrated system cannot be reviewed`;
}


/***/ }),

/***/ 40168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jl: () => (/* binding */ parseReviewText),
/* harmony export */   M8: () => (/* binding */ DEFAULT_REVIEW_FILE),
/* harmony export */   Mu: () => (/* binding */ reviewMatches),
/* harmony export */   aP: () => (/* binding */ reviewText),
/* harmony export */   sm: () => (/* binding */ reviewFileProblem)
/* harmony export */ });
/* unused harmony exports REVIEW_VERSION, identificationsOf, identificationsDigest, reviewDigest, identificationChanges, reviewEvidenceOf */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(64377);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49513);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67154);
/* harmony import */ var _bes_assets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(85657);
// CIP-002-5.1a R2: review the identifications of R1 at least once every 15 calendar months, and have
// the CIP Senior Manager or a delegate approve them, with dated records, even when nothing changed.
// A review is a file in the repository (cip-002-review.yaml, written by `cip-sync review`) that lists
// what was reviewed (each cyber system with its facility or control center, its impact and its
// assets) and freezes its SHA-256. The pull request that changes it is judged by the policy's
// cip_senior_manager (governance.ts); the merge records it with the digest of the inventory it
// merged, and only a review whose listing, frozen digest and merged inventory agree closes the
// obligation: a listing edited by hand, or an inventory changed after the review was written, is a
// review of something else. The file lists every facility and control center with its BES Cyber
// Systems and their Attachment 1 criteria (bes-assets.ts), says that it covers this workspace only,
// and is never written, nor counted, while a system is unrated. Pure: texts and documents in,
// texts and facts out.








const REVIEW_VERSION = 1;
/** Where the review file is, relative to the repository root, when none is named. */
const DEFAULT_REVIEW_FILE = "cip-002-review.yaml";
const identificationSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    cyber_system: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    facility: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    control_center: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    impact: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_2__/* .IMPACT_LEVELS */ .dR).nullable(),
    /** CIP-002 Attachment 1 criteria (`criteria:`), such as ["2.5"]; null: not declared. */
    criteria: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()).nullable(),
    assets: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(), type: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP() })),
});
const reviewSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_7__/* .literal */ .euz(REVIEW_VERSION),
    workspace: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1),
    reviewed_on: zod__WEBPACK_IMPORTED_MODULE_8__/* .date */ .p6(),
    inventory_digest: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_DIGEST */ .fu),
    /**
     * sha256:... over everything else the file holds (reviewDigest): what `review --check` holds
     * the whole file to. Absent from files written before it was added.
     */
    review_digest: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_DIGEST */ .fu).optional(),
    /** What it covers: this workspace only (bes-assets.ts scopeText). */
    scope: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    /** Every facility and control center, with its systems' names ([]: it holds none). */
    bes_assets: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
        facility: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        control_center: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        cyber_systems: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    })),
    identifications: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(identificationSchema),
});
/** The identifications the documents declare, in one order whatever the files' order. */
function identificationsOf(documents) {
    return documents
        .map((document) => {
        const identification = {
            cyber_system: document.cyberSystem.value,
            impact: document.impact?.value ?? null,
            criteria: (0,_bes_assets_js__WEBPACK_IMPORTED_MODULE_6__/* .criteriaOf */ .pC)(document) ?? null,
            assets: document.assets
                .map((asset) => ({ name: asset.name, type: asset.type }))
                .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.name, b.name)),
        };
        if (document.facility !== undefined)
            identification.facility = document.facility.value;
        if (document.controlCenter !== undefined)
            identification.control_center = document.controlCenter.value;
        return identification;
    })
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.facility ?? a.control_center ?? "", b.facility ?? b.control_center ?? "") || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.cyber_system, b.cyber_system));
}
/** sha256:... over the canonical JSON of the identifications. */
function identificationsDigest(identifications) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(identifications))}`;
}
// JSON strings are YAML double-quoted scalars: any name is written as data, never as YAML syntax.
const text = (value) => JSON.stringify(value);
/**
 * The review file `cip-sync review` writes: its scope, every BES asset with its systems, what it
 * reviewed, and that listing's digest. `service`: the facilities and control centers the service
 * held, each listed (with none when no document names it); without it, only those the documents
 * name, and the scope says so. The caller refuses unrated systems first (unratedSystems).
 */
function reviewText(workspace, reviewedOn, documents, service) {
    const identifications = identificationsOf(documents);
    const lines = [
        `# CIP-002-5.1a R2: the identifications of workspace ${text(workspace)}, reviewed on ${reviewedOn}.`,
        "# Written by `cip-sync review`; do not edit: the merge checks this listing against its digest",
        "# and against the inventory it merges. Approve the pull request as the CIP Senior Manager or a",
        "# delegate holding cip-002-r2.2 (cip_senior_manager in the policy file) to record the review.",
        `version: ${REVIEW_VERSION}`,
        `workspace: ${text(workspace)}`,
        `scope: ${text((0,_bes_assets_js__WEBPACK_IMPORTED_MODULE_6__/* .scopeText */ .Cm)(workspace, service?.service))}`,
        `reviewed_on: ${text(reviewedOn)}`,
        `inventory_digest: ${text(identificationsDigest(identifications))}`,
        ...besAssetLines(documents, service?.assets ?? []),
        identifications.length === 0 ? "identifications: []" : "identifications:",
    ];
    const digestAt = lines.findIndex((line) => line.startsWith("inventory_digest:")) + 1;
    for (const identification of identifications) {
        lines.push(`  - cyber_system: ${text(identification.cyber_system)}`);
        if (identification.facility !== undefined)
            lines.push(`    facility: ${text(identification.facility)}`);
        if (identification.control_center !== undefined)
            lines.push(`    control_center: ${text(identification.control_center)}`);
        lines.push(`    impact: ${identification.impact === null ? "null" : text(identification.impact)}`, `    criteria: ${identification.criteria === null ? "null" : `[${identification.criteria.map(text).join(", ")}]`}`);
        lines.push(identification.assets.length === 0 ? "    assets: []" : "    assets:");
        for (const asset of identification.assets)
            lines.push(`      - { name: ${text(asset.name)}, type: ${text(asset.type)} }`);
    }
    // The digest of what the file holds, as the reader reads it back: one path for both sides.
    const parsed = parseReviewText(`${lines.join("\n")}\n`, "the review written");
    if (parsed.kind === "invalid")
        throw new Error(`reviewText wrote an invalid review: ${parsed.problem}`);
    lines.splice(digestAt, 0, `review_digest: ${text(reviewDigest(parsed.review))}`);
    return `${lines.join("\n")}\n`;
}
/** sha256:... over the review's canonical JSON, its review_digest left out. */
function reviewDigest(review) {
    const held = { ...review };
    delete held.review_digest;
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(held))}`;
}
/**
 * Why the file is not the one `cip-sync review` wrote, if it is not: its review_digest missing
 * (written before the whole file was frozen) or not matching what it holds (edited by hand: a
 * date, the scope or a BES asset, which the identifications' digest does not cover).
 */
function reviewFileProblem(review) {
    if (review.review_digest === undefined)
        return "it has no review_digest (written before 'cip-sync review' froze the whole file)";
    if (review.review_digest !== reviewDigest(review))
        return "it is not the file 'cip-sync review' wrote (its review_digest does not match what it holds: edited by hand)";
    return undefined;
}
/** `bes_assets:` every facility and control center, each with its systems (or none). */
function besAssetLines(documents, known) {
    const listings = (0,_bes_assets_js__WEBPACK_IMPORTED_MODULE_6__/* .besAssetsOf */ .$R)(documents, known);
    if (listings.length === 0)
        return ["bes_assets: []"];
    return [
        "bes_assets:",
        ...listings.flatMap((listing) => [
            `  - ${listing.kind}: ${text(listing.name)}`,
            `    cyber_systems: [${listing.cyber_systems.map(text).join(", ")}]${listing.cyber_systems.length === 0 ? " # considered: holds no BES Cyber System" : ""}`,
        ]),
    ];
}
/** The review file's text, read; a problem names the file, line and column and how to fix it. */
function parseReviewText(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    // Read as the policy and the inventory are: `cip-sync review` writes none of their refusals, so
    // a file that has one was edited.
    const reader = new _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .StrictYamlReader */ .OI(text, file, lineCounter);
    const docs = (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYamlDocuments */ .v)(text, lineCounter);
    const fix = "write it again with `cip-sync review` and commit it unedited";
    const document = reader.checkedDocument(docs, 'a review file holds one YAML document; remove the extra "---"');
    const [first] = reader.diagnostics.sort(_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareDiagnostics */ .oV);
    if (first !== undefined) {
        // The reader places every error it reports.
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the reader places every error it reports
        const at = (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .formatLocation */ .j$)(first.location);
        return { kind: "invalid", problem: `${at}: ${first.message} (or ${fix})` };
    }
    // An empty file has no document: it is read as null, which is no review.
    const parsed = reviewSchema.safeParse(document?.toJS() ?? null);
    if (parsed.success)
        return { kind: "review", review: parsed.data };
    // A failed parse has at least one issue; the schema's keys are text and indexes, never symbols.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a failed parse has at least one issue
    const issue = parsed.error.issues[0];
    const path = issue.path;
    const node = document?.getIn(path, true);
    const offset = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node)
        ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(node)
        : document?.contents
            ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(document.contents)
            : 0;
    const at = (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .formatLocation */ .j$)(reader.at(offset));
    const key = path.join(".");
    const what = path.length === 0
        ? `the file is not a review (${issue.message})`
        : issue.code === "invalid_type" && node === undefined
            ? `the review has no "${key}"`
            : `"${key}" is not valid (${issue.message})`;
    return { kind: "invalid", problem: `${at}: ${what}; ${fix}` };
}
/** Whether a review's listing is what it froze, and what the merged inventory declares. */
function reviewMatches(review, merged) {
    const mergedDigest = identificationsDigest(identificationsOf(merged));
    const unrated = review.identifications.find((identification) => identification.impact === null);
    if (unrated !== undefined)
        return {
            matches: false,
            mergedDigest,
            why: `cyber system "${unrated.cyber_system}" is unrated (no impact:); rate every system before the review`,
        };
    if (identificationsDigest(review.identifications) !== review.inventory_digest)
        return {
            matches: false,
            mergedDigest,
            why: "its listing is not the one its inventory_digest froze (edited by hand)",
        };
    if (review.inventory_digest !== mergedDigest)
        return {
            matches: false,
            mergedDigest,
            why: `the inventory is not the one reviewed (it changed after the review was written: ${identificationChanges(review.identifications, identificationsOf(merged)).join("; ")})`,
        };
    return { matches: true, mergedDigest };
}
/** How many differences a message lists before it counts the rest. */
const CHANGES_LISTED = 5;
/** What differs between the identifications reviewed and those declared now, in words. */
function identificationChanges(reviewed, now) {
    const keyOf = (identification) => `${identification.facility ?? identification.control_center ?? ""}\u0000${identification.cyber_system}`;
    const before = new Map(reviewed.map((identification) => [keyOf(identification), identification]));
    const after = new Map(now.map((identification) => [keyOf(identification), identification]));
    const changes = [
        ...reviewed.flatMap((old) => after.has(keyOf(old)) ? [] : [`${systemWords(old)} is no longer declared`]),
        ...now.flatMap((declared) => {
            const old = before.get(keyOf(declared));
            return old === undefined
                ? [`${systemWords(declared)} was not reviewed`]
                : systemChanges(old, declared);
        }),
    ];
    const more = changes.length - CHANGES_LISTED;
    return more > 0 ? [...changes.slice(0, CHANGES_LISTED), `${more} more`] : changes;
}
function systemWords(identification) {
    const parent = identification.facility ?? identification.control_center;
    return `cyber system ${JSON.stringify(identification.cyber_system)}${parent === undefined ? "" : ` of ${JSON.stringify(parent)}`}`;
}
function systemChanges(old, now) {
    const system = systemWords(now);
    const value = (text) => JSON.stringify(text ?? null);
    const changes = [];
    if (old.impact !== now.impact)
        changes.push(`${system}: impact ${value(now.impact)}, reviewed ${value(old.impact)}`);
    if (value(old.criteria) !== value(now.criteria))
        changes.push(`${system}: criteria ${value(now.criteria)}, reviewed ${value(old.criteria)}`);
    const oldAssets = new Map(old.assets.map((asset) => [asset.name, asset.type]));
    const newAssets = new Map(now.assets.map((asset) => [asset.name, asset.type]));
    for (const [name, type] of newAssets) {
        const was = oldAssets.get(name);
        if (was === undefined)
            changes.push(`${system}: asset ${value(name)} was not reviewed`);
        else if (was !== type)
            changes.push(`${system}: asset ${value(name)} is ${type}, reviewed ${was}`);
    }
    for (const name of oldAssets.keys())
        if (!newAssets.has(name))
            changes.push(`${system}: asset ${value(name)} is no longer declared`);
    return changes;
}
/**
 * The review a merge of `workspace` carried, as its change record keeps it; `text` undefined: the
 * file is gone. A review of another workspace is recorded as not matching, whatever its digest.
 */
function reviewEvidenceOf(file, text, merged, workspace) {
    const mergedDigest = identificationsDigest(identificationsOf(merged));
    const unread = { file, reviewed_on: null, inventory_digest: null, merged_digest: mergedDigest };
    if (text === undefined)
        return {
            ...unread,
            matches: false,
            problem: `${file} was removed: there is no review to record`,
        };
    const parsed = parseReviewText(text, file);
    if (parsed.kind === "invalid")
        return { ...unread, matches: false, problem: parsed.problem };
    const { review } = parsed;
    const judged = review.workspace === workspace
        ? reviewMatches(review, merged)
        : { matches: false, why: `it reviews workspace ${review.workspace}, not ${workspace}` };
    return {
        file,
        reviewed_on: review.reviewed_on,
        inventory_digest: review.inventory_digest,
        merged_digest: mergedDigest,
        matches: judged.matches,
        problem: judged.why ?? null,
    };
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
