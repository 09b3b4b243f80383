export const id = 193;
export const ids = [193];
export const modules = {

/***/ 3537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ parseCollectorFile),
/* harmony export */   Av: () => (/* binding */ jsonPointer),
/* harmony export */   QA: () => (/* binding */ configurationMonitoringInputSchema),
/* harmony export */   br: () => (/* binding */ COLLECTOR_WORD),
/* harmony export */   hU: () => (/* binding */ observedDigest),
/* harmony export */   pu: () => (/* binding */ CONFIGURATION_MONITORING_FORMAT_VERSION)
/* harmony export */ });
/* unused harmony exports configurationMonitoringJsonSchema, inputProblems */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4377);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9130);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
/* harmony import */ var _records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7834);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5168);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38);
// Configuration monitoring (CIP-010-4 R2.1): the file a collector writes after reading devices (what
// each asset runs, which ports are open, which patches are applied), its zod schema (the source of
// schemas/configuration-monitoring.schema.json), and the one normalisation of an R1.1 item's
// configuration with its digest, by which what a device showed is compared with what the inventory
// declares. Pure: the collector's file is read and the record sealed by the command line.






const CONFIGURATION_MONITORING_FORMAT_VERSION = 1;
const text = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1);
const nameVersion = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() });
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
const portNumber = zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(65535);
const portSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
    portNumber,
    zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(PORT_RANGE, 'must be a port number or a range such as "49152-65535"')
        .refine((range) => {
        const [, low, high] = PORT_RANGE.exec(range) ?? [];
        return Number(low) <= Number(high) && Number(high) <= 65535;
    }, { message: "must be a range of ports from 0 to 65535, its first port not after its last" }),
]);
const digestSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ digest: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_DIGEST */ .fu, 'must be "sha256:" and 64 hex digits') })
    .meta({
    description: "The item's digest instead of its content: sha256: over the canonical JSON of its normalised entries (docs/change-records-and-evidence.md).",
});
/** An observed item: its content as the device showed it, or only its digest. */
const itemSchemas = {
    os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(nameVersion),
    software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(nameVersion),
    custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text),
    ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        port: portSchema,
        protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["tcp", "udp"]),
        service: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        justification: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    })),
    patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text),
};
const observedSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.os_firmware, digestSchema]).optional(),
    software: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.software, digestSchema]).optional(),
    custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.custom_software, digestSchema]).optional(),
    ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.ports, digestSchema]).optional(),
    patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.patches, digestSchema]).optional(),
});
const configurationMonitoringInputSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    format_version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(CONFIGURATION_MONITORING_FORMAT_VERSION),
    workspace: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_4__/* .WORKSPACE_PATTERN */ .t, "must be the Action's workspace name"),
    observed_at: zod__WEBPACK_IMPORTED_MODULE_5__/* .datetime */ .w$().meta({ description: "When the devices were read (ISO 8601)." }),
    collector: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: text }),
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        cyber_system: text.meta({ description: "The cyber_system of the inventory document." }),
        name: text.meta({ description: "The asset's name as the inventory YAML names it." }),
        asset_id: text.optional(),
        observed: observedSchema,
        baseline_ref_sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex digits")
            .optional()
            .meta({
            description: "For an asset whose baseline is a baseline_ref: the SHA-256 of the referenced document as the collector fetched it, inside the entity's network. The tool compares it with the sha256 the baseline_ref states.",
        }),
    }))
        .min(1),
    investigations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        cyber_system: text.meta({
            description: "The asset's cyber_system as the inventory names it now.",
        }),
        name: text.meta({
            description: "The asset's name as the inventory names it now; the tool records its asset id.",
        }),
        asset_id: text.optional(),
        item: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK),
        detected_in: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().positive().meta({
            description: "The sequence of the configuration-monitoring record that detected it.",
        }),
        reference: text.meta({ description: "Where the investigation is documented." }),
    }))
        .optional()
        .meta({
        description: "Kept in the record as the collector gives them, but closing nothing: a detected unauthorized change closes only on a counted approver's /cip-010-investigated #SEQ ITEM ASSET REFERENCE line in an approving review of a merge that passed the gate.",
    }),
})
    .meta({
    title: "cip-inventory-sync configuration monitoring (collector file)",
    description: "What a collector observed on devices, per asset and CIP-010-4 R1.1 item, for cip-sync evidence append --monitoring.",
});
/**
 * What the tool cannot check of a collector's file, said wherever one is sealed and in
 * docs/review-and-security.md and docs/cip-obligations.md in these words (test/docs holds them).
 */
const COLLECTOR_WORD = "What the devices run, and when they were read (observed_at), is the collector's word: the tool compares it with the inventory and refuses an observed_at after the append, but cannot check that the devices were read, or read as the file says.";
/** The JSON Schema (draft 2020-12) of a collector's file. */
function configurationMonitoringJsonSchema() {
    return z.toJSONSchema(configurationMonitoringInputSchema, { target: "draft-2020-12" });
}
/** RFC 6901 JSON pointer of a zod issue's path ("" for the whole file). */
function jsonPointer(path) {
    return path.map((part) => `/${String(part).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
/** An observed item's digest: the one the collector gave, or that of its content; null if absent. */
function observedDigest(observed, item) {
    const value = observed[item];
    if (value === undefined)
        return null;
    if (!Array.isArray(value))
        return value.digest;
    return (0,_records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_1__/* .itemDigest */ .Ug)(item, value);
}
/**
 * What to write at a key of the collector's file, by the key's name, or by its parent's and its
 * own ("collector.name") where one name means two things.
 */
const WHAT_TO_WRITE = {
    "collector.name": "write the collector's name, the program that read the devices",
    "collector.version": 'write the collector\'s version as a text ("" when none)',
    format_version: "write 1",
    workspace: 'write the Action\'s workspace name, such as "grid-east"',
    observed_at: 'write when the devices were read, ISO 8601 UTC such as "2026-11-20T10:00:00Z"',
    collector: 'write { "name": ..., "version": ... } of the collector',
    assets: 'write at least one { "cyber_system", "name", "observed" }',
    cyber_system: "write the cyber_system of the asset's inventory document",
    name: "write the name as the inventory names it",
    version: 'write the version as a text ("" when none)',
    asset_id: "write the service's asset id, or leave it out",
    observed: `write a map of the R1.1 items: ${_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK.join(", ")}`,
    baseline_ref_sha256: "write the SHA-256 (64 lowercase hex digits) of the document the asset's baseline_ref names, as fetched, or leave it out",
    os_firmware: 'write [{ "name": ..., "version": ... }] or { "digest": "sha256:..." }',
    software: 'write [{ "name": ..., "version": ... }] or { "digest": "sha256:..." }',
    custom_software: 'write a list of texts or { "digest": "sha256:..." }',
    ports: 'write [{ "port": ..., "protocol": "tcp" | "udp" }] or { "digest": "sha256:..." }',
    port: 'write a number from 0 to 65535 or a range such as "49152-65535"',
    protocol: 'write "tcp" or "udp"',
    patches: 'write a list of texts or { "digest": "sha256:..." }',
    digest: 'write "sha256:" and 64 lowercase hex digits',
    investigations: 'write [{ "cyber_system", "name", "item", "detected_in", "reference" }]',
    item: `write one of ${_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK.join(", ")}`,
    detected_in: "write the sequence of the configuration-monitoring record that detected it",
    reference: "write where the investigation is documented (a ticket, a document)",
};
/** Each problem of a collector's file at its JSON pointer, with what to write there. */
function inputProblems(issues) {
    return issues.map((issue) => {
        const pointer = jsonPointer(issue.path) || "/";
        if (issue.code === "unrecognized_keys") {
            return `at ${pointer}: unknown key(s) ${issue.keys.map((key) => JSON.stringify(key)).join(", ")}; remove them (see schemas/configuration-monitoring.schema.json)`;
        }
        const keys = issue.path.filter((part) => typeof part === "string");
        const [parent, key] = [keys.at(-2), keys.at(-1)];
        const hint = key === undefined ? undefined : (WHAT_TO_WRITE[`${parent}.${key}`] ?? WHAT_TO_WRITE[key]);
        return `at ${pointer}: ${issue.message}${hint === undefined ? "" : `; ${hint}`}`;
    });
}
/**
 * A collector's file read from its text: the input, or what is wrong with it, each problem of the
 * schema at its JSON pointer with what to write (the first five), worded to follow the file's name.
 */
function parseCollectorFile(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return {
            problem: `is not JSON (${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error)}): write it as JSON, as schemas/configuration-monitoring.schema.json describes`,
        };
    }
    const parsed = configurationMonitoringInputSchema.safeParse(value);
    if (parsed.success)
        return { input: parsed.data };
    const problems = inputProblems(parsed.error.issues.slice(0, 5));
    return { problem: `is not a configuration-monitoring file: ${problems.join("; ")}` };
}


/***/ }),

/***/ 6782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mf: () => (/* binding */ listingReference),
/* harmony export */   Rm: () => (/* binding */ inventoryListing),
/* harmony export */   Ze: () => (/* binding */ LISTING_SUFFIX),
/* harmony export */   Zt: () => (/* binding */ listingReferenceSchema),
/* harmony export */   j4: () => (/* binding */ serializeListing),
/* harmony export */   qS: () => (/* binding */ listingPath),
/* harmony export */   vS: () => (/* binding */ readListing)
/* harmony export */ });
/* unused harmony export inventoryListingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7994);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7154);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4401);
// The inventory listing: what the service held when an inventory reconciliation read it (the drift
// check, or `evidence append --monitoring --listing` from the terminal), kept beside that record
// (a `monitoring` or `configuration-monitoring` one) so that the Cyber Asset population of any day is
// complete, assets the tool never created or changed included. It lists every facility and
// control center (the BES assets), every cyber system with its parent and, for the workspace's
// own, what its document declares of it (impact, External Routable Connectivity, perimeters,
// CIP-002 criteria), and every cyber asset of the workspace's systems with its declared class and
// baseline's digest. Format 2 adds the declared facts to format 1, which stays readable. The record holds the listing's SHA-256 (`monitoring.listing`), so
// the chain vouches for the file as for a record; `evidence verify` checks it. Pure.






/** A listing's file: its record's path with this appended (it does not end in .json: no record). */
const LISTING_SUFFIX = ".listing";
function listingPath(recordPath) {
    return `${recordPath}${LISTING_SUFFIX}`;
}
const inventoryListingSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    format_version: zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(2)]),
    workspace: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    /** The inventory files' commit the declared side (impacts, baselines) was read at. */
    commit: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    bes_assets: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["facility", "control-center"]),
        id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    })),
    cyber_systems: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        parent_kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["facility", "control-center"]).nullable(),
        parent_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
        /** A system of this workspace (it has a document), whose declared impact follows. */
        managed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
        impact: _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .impactSchema */ .kf.optional(),
        /** Format 2, a managed system's declared `erc:`, `esp:`, `psp:` and `criteria:`. */
        erc: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
        esp: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        psp: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        criteria: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).optional(),
    })),
    cyber_assets: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        cyber_system_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        asset_type: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["hardware", "software"]),
        /** Format 2, a declared asset's `class:` (BCA when it writes none); absent: not declared. */
        class: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .ASSET_CLASSES */ .Aj).optional(),
        /** sha256:... of the declared baseline (or of its baseline_ref); absent: none declared. */
        baseline: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        /** Format 2: the baseline written in the file, or kept elsewhere (`baseline_ref`). */
        baseline_kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["content", "ref"]).optional(),
    })),
});
const listingReferenceSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ sha256: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/), cyber_assets: _policy_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9 })
    .meta({
    description: "The inventory listing kept beside the record (<record path>.listing): every BES asset, cyber system and cyber asset of the workspace the service held; sha256 is the hex SHA-256 of the file's exact bytes.",
});
/**
 * The listing of `live` for the workspace whose declared inventory is `declared`, read at `commit`;
 * every list sorted by id, so the same inventory lists the same.
 */
function inventoryListing(workspace, commit, declared, live) {
    const managed = new Map(declared.map((entry) => [entry.system.id, entry]));
    const assets = declaredAssets(declared);
    const byId = (items) => [...items].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
    return {
        format_version: 2,
        workspace,
        commit,
        bes_assets: byId([
            ...live.facilities.map(({ id, name }) => ({ kind: "facility", id, name })),
            ...live.controlCenters.map(({ id, name }) => ({ kind: "control-center", id, name })),
        ]),
        cyber_systems: byId(live.cyberSystems).map((system) => {
            const parent = parentOf(system);
            return {
                id: system.id,
                name: system.name,
                parent_kind: parent?.kind ?? null,
                parent_id: parent?.id ?? null,
                managed: managed.has(system.id),
                ...declaredFacts(managed.get(system.id)),
            };
        }),
        cyber_assets: byId(live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id))).map(({ id, name, cyber_system_id, asset_type }) => ({
            id,
            name,
            cyber_system_id,
            asset_type,
            ...declaredAsset(assets.get(`${cyber_system_id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(name)}`)),
        })),
    };
}
/** A managed system's declared facts, each only when its document writes it. */
function declaredFacts(entry) {
    if (entry === undefined)
        return {};
    const { system, document } = entry;
    return {
        ...(system.impact === undefined ? {} : { impact: system.impact }),
        ...(document.erc === undefined ? {} : { erc: document.erc.value }),
        ...(document.esp === undefined ? {} : { esp: document.esp.value }),
        ...(document.psp === undefined ? {} : { psp: document.psp.value }),
        ...(document.criteria === undefined ? {} : { criteria: document.criteria.value }),
    };
}
/**
 * The declared asset of each live name, by system id and name key: the asset of that name, or
 * the one renamed from it (a rename not applied yet).
 */
function declaredAssets(declared) {
    const byName = new Map();
    for (const { system, document } of declared) {
        for (const asset of document.assets)
            if (asset.renamedFrom !== undefined)
                byName.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(asset.renamedFrom.value)}`, asset);
        for (const asset of document.assets)
            byName.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(asset.name)}`, asset);
    }
    return byName;
}
/** What the listing says of a declared asset: its class, and its baseline's digest and kind. */
function declaredAsset(asset) {
    if (asset === undefined)
        return {};
    const { baseline } = asset;
    return {
        class: asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$,
        ...(baseline === undefined ? {} : { baseline: baseline.digest, baseline_kind: baseline.kind }),
    };
}
function parentOf(system) {
    if (typeof system.facility_id === "string")
        return { kind: "facility", id: system.facility_id };
    if (typeof system.control_center_id === "string")
        return { kind: "control-center", id: system.control_center_id };
    return undefined;
}
/** The listing's file content: one object per line inside each list, so a diff reads by asset. */
function serializeListing(listing) {
    const list = (items) => items.length === 0
        ? "[]"
        : `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(",\n")}\n  ]`;
    return `{\n  "format_version": ${listing.format_version},\n  "workspace": ${JSON.stringify(listing.workspace)},\n  "commit": ${JSON.stringify(listing.commit)},\n  "bes_assets": ${list(listing.bes_assets)},\n  "cyber_systems": ${list(listing.cyber_systems)},\n  "cyber_assets": ${list(listing.cyber_assets)}\n}\n`;
}
function listingReference(text, listing) {
    return { sha256: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(text), cyber_assets: listing.cyber_assets.length };
}
/**
 * The listing of a record's file, checked against what its record says of it; a message that says
 * what is wrong otherwise (the file was edited, or is not a listing).
 */
function readListing(bytes, reference, path) {
    const sha256 = (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(bytes);
    if (sha256 !== reference.sha256)
        return {
            problem: `${path} has SHA-256 ${sha256}, but its record says ${reference.sha256}: the listing was changed after it was sealed`,
        };
    let value;
    try {
        value = JSON.parse(new TextDecoder().decode(bytes));
    }
    catch {
        return { problem: `${path} is not JSON, though its record vouches for its bytes` };
    }
    const parsed = inventoryListingSchema.safeParse(value);
    return parsed.success
        ? parsed.data
        : { problem: `${path} is not an inventory listing (${parsed.error.issues[0]?.message})` };
}


/***/ }),

/***/ 7834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ug: () => (/* binding */ itemDigest),
/* harmony export */   cb: () => (/* binding */ entryChangeWords),
/* harmony export */   z7: () => (/* binding */ DECLARED_NOTES),
/* harmony export */   zB: () => (/* binding */ configurationMonitoringEvidenceSchema),
/* harmony export */   zu: () => (/* binding */ itemEntryChanges)
/* harmony export */ });
/* unused harmony export normalizeItem */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7994);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5168);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5217);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7154);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4401);
/* harmony import */ var _beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6782);
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

/***/ 4401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ logins),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   d9: () => (/* binding */ governanceFactsSchema),
/* harmony export */   mJ: () => (/* binding */ commitSha),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   wh: () => (/* binding */ policySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4377);
// The owner policy's judgement as a ledger record holds it (PolicyEvidence, policy-record.ts): each
// rule that applied with who satisfied it, each freeze window that held and any override. Part of
// the evidence record's schema (evidence-schema.ts), kept apart for its size.

// The record's primitives, which evidence-schema.ts uses too.
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().nonnegative();
const timestamp = zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$();
const logins = zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
const commitSha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const ruleResult = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["met", "unmet", "unverifiable"]);
const day = zod__WEBPACK_IMPORTED_MODULE_1__/* .date */ .p6();
const seniorManagerSide = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    csm: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        since: day,
        delegates: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            actions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
            delegated_on: day,
            delegation_ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        })),
    })
        .nullable(),
    last_approval: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ on: day, ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).nullable(),
})
    .nullable();
const policySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    blob_sha: commitSha.meta({
        description: "The policy file's git blob SHA at the base commit: the exact rules applied.",
    }),
    base_sha: commitSha,
    allowed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    rules: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        governs: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
            .meta({
            description: "Set for a change to the rules themselves: a system's owners or impact, a document's path, or the policy file.",
        })
            .optional(),
        result: ruleResult,
        operations: count,
        requirements: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            system: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
            approvals: count,
            eligible: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
            satisfied_by: logins,
            problem: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        })),
    })),
    senior_manager: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ base: seniorManagerSide, head: seniorManagerSide })
        .meta({
        description: "Set when the change merges a change to cip_senior_manager or cip_002_last_approval (rule cip-senior-manager-change): both sides, so that CIP-003 R3 and R4 are dated from the ledger. A side is null where the policy file does not parse.",
    })
        .optional(),
    freezes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        from: timestamp,
        to: timestamp,
        result: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["overridden", "frozen", "unverifiable"]),
        override: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).nullable(),
    })),
})
    .meta({
    title: "Owner policy",
    description: "How the owner policy (cip-policy.yaml at the base commit) judged the attempt: each rule that applied with who satisfied it, each freeze window that held and any override with its reason. Absent when the base commit has no policy.",
});
/** The governance facts a merged commit declares (GovernanceFacts): in force once accepted. */
const governanceFactsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    policy: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/) })
        .nullable(),
    senior_manager: seniorManagerSide,
    systems: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        impact: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        owners: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable(),
        site: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["facility", "control_center"]), name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })
            .meta({
            description: "The site the system's document names (its facility or control_center), which CIP-003-9 R2's scope follows. Absent where it names none, and in older records.",
        })
            .optional(),
    })),
    source_commands: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable(),
    assessment_date_approvers: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .meta({
        description: "The owner policy's assessment_date_approvers (CIP-010 R3.4): the logins who approve a moved planned date of an action item. Absent: each system's owners do.",
    })
        .optional(),
})
    .meta({
    description: "The governance facts the merged commit declares (the policy file's SHA-256, the CIP Senior Manager, delegates and cip_002_last_approval, each system's impact and owners, the sources' commands): in force from this record only when the gate accepted the merge. Absent in older records.",
});


/***/ }),

/***/ 2823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wr: () => (/* binding */ TOOL_VERSION)
});

// UNUSED EXPORTS: BUILD_STAMP_MARKER, TOOL_BUILD, isReleaseVersion, toolBuild

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.3.0-dev"};
;// CONCATENATED MODULE: ./src/core/shared/tool-version.ts
// Which build of cip-inventory-sync this is: `cip-sync --version` and every record's tool version.
// A release is the X.Y.Z `npm run release` sets in package.json, commits and tags vX.Y.Z; between
// releases package.json says the next version with "-dev", and the build adds the commit the
// bundles were built from, so no development build can pass for a release (issue 52).

/** The marker scripts/build.ts finds in the bundles and writes the build's stamp after. */
const BUILD_STAMP_MARKER = "cip-sync:build-stamp:";
/**
 * "unbuilt" in the sources; in dist/, what scripts/build.ts wrote: "release" for a release (its
 * version and tag name it), else the commit's first 12 hex digits, with ".modified" when the build
 * inputs had changes not committed, or "no-git".
 */
const BUILD_STAMP = "cip-sync:build-stamp:0a749fc80804";
/** Whether package.json's `version` is a release's (X.Y.Z) rather than the next one's X.Y.Z-dev. */
function isReleaseVersion(packageVersion) {
    return /^\d+\.\d+\.\d+$/.test(packageVersion);
}
/** The build that package.json's `version` and the bundles' stamp make. */
function toolBuild(packageVersion, stamp) {
    if (isReleaseVersion(packageVersion))
        return { version: packageVersion, note: "" };
    const version = `${packageVersion}+${stamp}`;
    const commit = /^([0-9a-f]{12})(\.modified)?$/.exec(stamp);
    const what = commit === null
        ? stamp === "unbuilt"
            ? "run from the sources, not built"
            : "a development build made outside a git checkout"
        : // The last commit that changed a build input (scripts/build-stamp.ts), which may be older
            // than the one checked out: said, so that nobody takes it for HEAD.
            `a development build of the sources as last changed by commit ${commit[1]}${commit[2] === undefined ? "" : ", with changes that were not committed"}`;
    return { version, note: ` (${what}, not a release)` };
}
const TOOL_BUILD = toolBuild(package_namespaceObject.rE, BUILD_STAMP.slice(BUILD_STAMP_MARKER.length));
/** This build's version, as change records and reports name the tool. */
const TOOL_VERSION = TOOL_BUILD.version;


/***/ }),

/***/ 5574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  observedFileOf: () => (/* binding */ observedFileOf)
});

// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(2823);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/monitoring/configuration-monitoring.ts
var configuration_monitoring = __webpack_require__(3537);
;// CONCATENATED MODULE: ./src/core/evidence/monitoring/platform-collector-file.ts
// A configuration-monitoring file made of what a platform source's platform observed (ServiceNow,
// Tenable OT Security, Nozomi Networks): the collector is the platform, the file is dated by the
// platform's own observation time, and it holds only the items the platform reported, so the
// drift check compares those items and no others, and CIP-010 R2.1 closes only for an asset whose
// five R1.1 items were all observed (none of these platforms reports all five). Pure.


/**
 * The file's text, or undefined when the platform observed none of the assets. An asset the
 * platform gives no time for, or no item of, is left out: it was not observed. The file is dated
 * by the earliest observation of those it holds, so that it never claims a device was read later
 * than it was: an R2.1 interval closes only on observations newer than its opening.
 */
function platformCollectorFile(input) {
    const observed = input.assets
        .filter((asset) => asset.observedAt !== undefined && Object.keys(asset.observed).length > 0)
        .sort((a, b) => (0,names/* compareCodePoints */.OP)(a.cyber_system, b.cyber_system) || (0,names/* compareCodePoints */.OP)(a.name, b.name));
    const times = observed.map((asset) => asset.observedAt ?? "").sort(names/* compareCodePoints */.OP);
    const [earliest] = times;
    if (earliest === undefined)
        return undefined;
    const file = {
        format_version: configuration_monitoring/* CONFIGURATION_MONITORING_FORMAT_VERSION */.pu,
        workspace: input.workspace,
        observed_at: earliest,
        collector: input.collector,
        assets: observed.map(({ cyber_system, name, observed: items }) => ({
            cyber_system,
            name,
            observed: items,
        })),
    };
    // Made here from checked parts; a failure is a fault of this code, not of the platform.
    configuration_monitoring/* configurationMonitoringInputSchema */.QA.parse(file);
    return {
        text: `${JSON.stringify(file, null, 2)}\n`,
        assets: observed.length,
        observedAt: earliest,
    };
}

// EXTERNAL MODULE: ./src/core/sources/owned-systems.ts
var owned_systems = __webpack_require__(992);
// EXTERNAL MODULE: ./src/core/sources/source-kinds.ts
var source_kinds = __webpack_require__(2307);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
;// CONCATENATED MODULE: ./src/engine/source-observations.ts
// What a platform source's platform observed, written as a configuration-monitoring file beside
// the documents (the source's `monitoring`): the owned systems' assets the sync keeps, each with
// the items the platform reported and when it observed them, the platform named as the collector.
// The drift check's monitoring-file seals it as it seals any collector's file; it never changes a
// declared baseline.






/**
 * The file, when the source writes monitoring and its platform observed any asset it keeps;
 * undefined otherwise (a file written before is then left as it is: its date says how old it is).
 */
async function observedFileOf(source, snapshot, observations, root) {
    const { monitoring } = source;
    const names = new Map(source.systems.map(owned_systems/* ownedSystem */.j_).map((owned) => [owned.label, owned.name]));
    const assets = snapshot.documents.flatMap((document) => [...document.assets.keys()].flatMap((name) => {
        const observed = observations.observationOf(name);
        if (observed === undefined)
            return [];
        const { observedAt, ...items } = observed;
        return [
            {
                cyber_system: names.get(document.system) ?? document.system,
                name,
                observedAt,
                observed: items,
            },
        ];
    }));
    const file = platformCollectorFile({
        workspace: monitoring.workspace,
        collector: {
            name: `${source_kinds/* SOURCE_KIND_NAMES */.c[source.kind]} (cip-sync source ${source.name})`,
            version: tool_version/* TOOL_VERSION */.wr,
        },
        assets,
    });
    if (file === undefined)
        return undefined;
    const current = await (0,optional_file/* readNamedFile */.wh)(root, monitoring.file);
    return {
        path: monitoring.file,
        content: file.text,
        assets: file.assets,
        observedAt: file.observedAt,
        changed: current !== file.text,
        snapshotDigest: `sha256:${(0,sha256/* sha256Hex */.fg)(`${snapshot.digest}\n${file.text}`)}`,
    };
}


/***/ })

};
