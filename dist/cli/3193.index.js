export const id = 3193;
export const ids = [3193];
export const modules = {

/***/ 43537:
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64377);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19130);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15453);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45168);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90038);
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

/***/ 43193:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  observedFileOf: () => (/* binding */ observedFileOf)
});

// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(62823);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/monitoring/configuration-monitoring.ts
var configuration_monitoring = __webpack_require__(43537);
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
var owned_systems = __webpack_require__(80992);
// EXTERNAL MODULE: ./src/core/sources/source-kinds.ts
var source_kinds = __webpack_require__(12307);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(64928);
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
