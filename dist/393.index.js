export const id = 393;
export const ids = [393];
export const modules = {

/***/ 393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkDrift: () => (/* binding */ checkDrift)
});

// EXTERNAL MODULE: ./src/action/policy/policy-protection.ts + 1 modules
var policy_protection = __webpack_require__(6563);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/plan/saved/fingerprint.ts
var fingerprint = __webpack_require__(9343);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
;// CONCATENATED MODULE: ./src/core/evidence/records/drift-findings.ts
// What a drift check found: each asset on which the files and the service disagree, with both
// sides in full, and the fingerprints of the plan and of the live inventory it compared. Pure.




/** "sha256:<hex>" of the live inventory, independent of the order the service listed it in. */
function liveFingerprint(live) {
    const byId = (items) => [...items].sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.id, b.id));
    const state = {
        facilities: byId(live.facilities),
        control_centers: byId(live.controlCenters),
        cyber_systems: byId(live.cyberSystems),
        cyber_assets: byId(live.cyberAssets),
    };
    return `sha256:${(0,sha256/* sha256Hex */.fg)(JSON.stringify((0,fingerprint/* canonical */.$N)(state)))}`;
}
function renameOf(operation) {
    const rename = operation.possible_rename;
    if (rename === undefined)
        return {};
    const { candidates, declared, live } = rename;
    return { possible_rename: { declared, live, ...(candidates ? { candidates } : {}) } };
}
/**
 * What a drift check found: each asset on which the files and the service disagree, once (the two
 * halves of a rename cycle are one difference), with both sides in full.
 */
function driftFindings(plan, live) {
    const systemNames = new Map(live.cyberSystems.map((system) => [system.id, system.name]));
    const liveAssets = new Map(live.cyberAssets.map((asset) => [asset.id, asset]));
    const liveState = (id) => {
        const asset = liveAssets.get(id);
        if (asset === undefined)
            return null;
        const system = systemNames.get(asset.cyber_system_id) ?? asset.cyber_system_id;
        return { name: asset.name, cyber_system: system, asset_type: asset.asset_type };
    };
    const differences = [];
    const updated = new Map();
    for (const operation of plan.operations) {
        if (operation.action === "create") {
            const declared = {
                name: operation.name,
                cyber_system: operation.cyber_system.name,
                asset_type: operation.asset_type,
            };
            differences.push({
                action: "create",
                asset_id: null,
                declared,
                live: null,
                ...renameOf(operation),
            });
        }
        else if (operation.action === "delete") {
            const before = liveState(operation.asset_id);
            differences.push({
                action: "delete",
                asset_id: operation.asset_id,
                declared: null,
                live: before,
                ...renameOf(operation),
            });
        }
        else {
            let difference = updated.get(operation.asset_id);
            if (difference === undefined) {
                const before = liveState(operation.asset_id);
                // The planner updates only assets it read from the service.
                if (before === null)
                    throw new Error(`update of ${operation.asset_id}, which is not live`);
                difference = {
                    action: "update",
                    asset_id: operation.asset_id,
                    declared: before,
                    live: before,
                };
                updated.set(operation.asset_id, difference);
                differences.push(difference);
            }
            const { changes } = operation;
            // An update is of an asset the files declare: its difference has a declared side.
            const current = difference.declared ?? (0,collections/* missingEntry */.Dj)("an updated asset's declared side");
            difference.declared = {
                name: changes.name?.to ?? current.name,
                cyber_system: changes.cyber_system?.to.name ?? current.cyber_system,
                asset_type: changes.asset_type?.to ?? current.asset_type,
            };
        }
    }
    const managed = new Set(plan.managed_systems.map((system) => system.id));
    return {
        in_sync: plan.operations.length === 0,
        plan_fingerprint: plan.fingerprint,
        systems: plan.managed_systems.map(({ id, name, impact }) => impact === undefined ? { id, name } : { id, impact, name }),
        live_counts: {
            cyber_systems: live.cyberSystems.length,
            cyber_assets: live.cyberAssets.length,
            managed_assets: live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id)).length,
        },
        live_fingerprint: liveFingerprint(live),
        differences,
    };
}

// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(1864);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/engine/engine.ts + 18 modules
var engine = __webpack_require__(9937);
// EXTERNAL MODULE: ./src/render/plan/drift.ts
var drift = __webpack_require__(8177);
// EXTERNAL MODULE: ./src/action/evidence/evidence.ts + 6 modules
var evidence_evidence = __webpack_require__(1748);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
// EXTERNAL MODULE: ./src/core/evidence/records/configuration-monitoring-model.ts
var configuration_monitoring_model = __webpack_require__(7834);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
;// CONCATENATED MODULE: ./src/core/evidence/monitoring/configuration-monitoring.ts
// Configuration monitoring (CIP-010-4 R2.1): the file a collector writes after reading devices (what
// each asset runs, which ports are open, which patches are applied), its zod schema (the source of
// schemas/configuration-monitoring.schema.json), and the one normalisation of an R1.1 item's
// configuration with its digest, by which what a device showed is compared with what the inventory
// declares. Pure: the collector's file is read and the record sealed by the command line.






const CONFIGURATION_MONITORING_FORMAT_VERSION = 1;
const configuration_monitoring_text = schemas/* string */.YjP().min(1);
const nameVersion = schemas/* strictObject */.rej({ name: configuration_monitoring_text, version: schemas/* string */.YjP() });
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
const portNumber = schemas/* int */.Whr().min(0).max(65535);
const portSchema = schemas/* union */.KCZ([
    portNumber,
    schemas/* string */.YjP()
        .regex(PORT_RANGE, 'must be a port number or a range such as "49152-65535"')
        .refine((range) => {
        const [, low, high] = PORT_RANGE.exec(range) ?? [];
        return Number(low) <= Number(high) && Number(high) <= 65535;
    }, { message: "must be a range of ports from 0 to 65535, its first port not after its last" }),
]);
const digestSchema = schemas/* strictObject */.rej({ digest: schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu, 'must be "sha256:" and 64 hex digits') })
    .meta({
    description: "The item's digest instead of its content: sha256: over the canonical JSON of its normalised entries (docs/change-records-and-evidence.md).",
});
/** An observed item: its content as the device showed it, or only its digest. */
const itemSchemas = {
    os_firmware: schemas/* array */.YOg(nameVersion),
    software: schemas/* array */.YOg(nameVersion),
    custom_software: schemas/* array */.YOg(configuration_monitoring_text),
    ports: schemas/* array */.YOg(schemas/* strictObject */.rej({
        port: portSchema,
        protocol: schemas/* enum */.k5n(["tcp", "udp"]),
        service: schemas/* string */.YjP().optional(),
        justification: schemas/* string */.YjP().optional(),
    })),
    patches: schemas/* array */.YOg(configuration_monitoring_text),
};
const observedSchema = schemas/* strictObject */.rej({
    os_firmware: schemas/* union */.KCZ([itemSchemas.os_firmware, digestSchema]).optional(),
    software: schemas/* union */.KCZ([itemSchemas.software, digestSchema]).optional(),
    custom_software: schemas/* union */.KCZ([itemSchemas.custom_software, digestSchema]).optional(),
    ports: schemas/* union */.KCZ([itemSchemas.ports, digestSchema]).optional(),
    patches: schemas/* union */.KCZ([itemSchemas.patches, digestSchema]).optional(),
});
const configurationMonitoringInputSchema = schemas/* strictObject */.rej({
    format_version: schemas/* literal */.euz(CONFIGURATION_MONITORING_FORMAT_VERSION),
    workspace: schemas/* string */.YjP().regex(evidence_record/* WORKSPACE_PATTERN */.tj, "must be the Action's workspace name"),
    observed_at: iso/* datetime */.w$().meta({ description: "When the devices were read (ISO 8601)." }),
    collector: schemas/* strictObject */.rej({ name: configuration_monitoring_text, version: configuration_monitoring_text }),
    assets: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: configuration_monitoring_text.meta({ description: "The cyber_system of the inventory document." }),
        name: configuration_monitoring_text.meta({ description: "The asset's name as the inventory YAML names it." }),
        asset_id: configuration_monitoring_text.optional(),
        observed: observedSchema,
        baseline_ref_sha256: schemas/* string */.YjP()
            .regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex digits")
            .optional()
            .meta({
            description: "For an asset whose baseline is a baseline_ref: the SHA-256 of the referenced document as the collector fetched it, inside the entity's network. The tool compares it with the sha256 the baseline_ref states.",
        }),
    }))
        .min(1),
    investigations: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: configuration_monitoring_text.meta({
            description: "The asset's cyber_system as the inventory names it now.",
        }),
        name: configuration_monitoring_text.meta({
            description: "The asset's name as the inventory names it now; the tool records its asset id.",
        }),
        asset_id: configuration_monitoring_text.optional(),
        item: schemas/* enum */.k5n(baseline_items/* BASELINE_ITEMS */.dK),
        detected_in: schemas/* int */.Whr().positive().meta({
            description: "The sequence of the configuration-monitoring record that detected it.",
        }),
        reference: configuration_monitoring_text.meta({ description: "Where the investigation is documented." }),
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
    return (0,configuration_monitoring_model/* itemDigest */.Ug)(item, value);
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
    observed: `write a map of the R1.1 items: ${baseline_items/* BASELINE_ITEMS */.dK.join(", ")}`,
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
    item: `write one of ${baseline_items/* BASELINE_ITEMS */.dK.join(", ")}`,
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
            problem: `is not JSON (${(0,errors/* errorMessage */.g)(error)}): write it as JSON, as schemas/configuration-monitoring.schema.json describes`,
        };
    }
    const parsed = configurationMonitoringInputSchema.safeParse(value);
    if (parsed.success)
        return { input: parsed.data };
    const problems = inputProblems(parsed.error.issues.slice(0, 5));
    return { problem: `is not a configuration-monitoring file: ${problems.join("; ")}` };
}

// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
;// CONCATENATED MODULE: ./src/core/evidence/monitoring/configuration-monitoring-record.ts






/**
 * The ids of the assets a service's inventory (live, or a listing of it) holds in `systems`, the
 * workspace's own (a plan's managed systems, a listing's managed ones). Two of them of one name
 * are left out: the collector's file names a system by its name alone.
 */
function assetIdsOf(systems, assets) {
    const named = new Map();
    for (const { id, name } of systems)
        named.set((0,shared_names/* nameKey */.Rc)(name), [...(named.get((0,shared_names/* nameKey */.Rc)(name)) ?? []), id]);
    const names = new Map([...named].flatMap(([name, [id, ...others]]) => id !== undefined && others.length === 0 ? [[id, name]] : []));
    const ids = new Map();
    for (const asset of assets) {
        const system = names.get(asset.cyber_system_id);
        if (system === undefined)
            continue;
        const byName = ids.get(system) ?? new Map();
        ids.set(system, byName);
        byName.set((0,shared_names/* nameKey */.Rc)(asset.name), asset.id);
    }
    return ids;
}
function declaredBaselines(documents, ids = new Map()) {
    const systems = new Map();
    for (const document of documents) {
        const assets = systems.get(document.cyberSystem.value) ?? new Map();
        systems.set(document.cyberSystem.value, assets);
        const idOf = (name) => name === undefined
            ? undefined
            : ids.get((0,shared_names/* nameKey */.Rc)(document.cyberSystem.value))?.get((0,shared_names/* nameKey */.Rc)(name));
        for (const asset of document.assets) {
            const { baseline } = asset;
            // A rename the service has not applied yet: it still holds the asset by its old name.
            const id = idOf(asset.name) ?? idOf(asset.renamedFrom?.value);
            assets.set(asset.name, {
                ...(id === undefined ? {} : { asset_id: id }),
                ...(document.impact === undefined ? {} : { impact: document.impact.value }),
                class: asset.class?.value ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
                baseline: baseline === undefined
                    ? undefined
                    : baseline.kind === "ref" || baseline.content === undefined
                        ? { kind: "ref", digest: baseline.digest, sha256: baseline.refSha256 ?? "" }
                        : { kind: "content", content: baseline.content },
            });
        }
    }
    return systems;
}
/** The record's body, or every asset of the file the inventory does not declare. */
function compareMonitoring(input, declared, facts) {
    const undeclared = [];
    const assets = [];
    const unauthorized_changes = [];
    for (const [index, asset] of input.assets.entries()) {
        const found = declared.get(asset.cyber_system)?.get(asset.name);
        if (found === undefined) {
            undeclared.push(undeclaredAsset(asset, index, declared));
            continue;
        }
        const known = found.asset_id;
        if (known !== undefined && asset.asset_id !== undefined && asset.asset_id !== known) {
            undeclared.push({
                pointer: jsonPointer(["assets", index, "asset_id"]),
                message: `the service holds asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)} as ${JSON.stringify(known)}, not ${JSON.stringify(asset.asset_id)}: write ${JSON.stringify(known)}, or leave asset_id out`,
            });
            continue;
        }
        if (asset.baseline_ref_sha256 !== undefined && found.baseline?.kind !== "ref") {
            undeclared.push({
                pointer: jsonPointer(["assets", index, "baseline_ref_sha256"]),
                message: `the inventory declares no baseline_ref for asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)} (${found.baseline === undefined ? "it declares no baseline" : "its baseline is written in the inventory"}): leave baseline_ref_sha256 out`,
            });
            continue;
        }
        const compared = compareAsset(asset, found);
        assets.push(compared);
        unauthorized_changes.push(...unauthorizedChanges(compared, asset.observed, found));
    }
    if (undeclared.length > 0)
        return { undeclared };
    return {
        evidence: {
            commit: facts.commit,
            observed_at: input.observed_at,
            collector: { name: input.collector.name, version: input.collector.version },
            input_sha256: facts.inputSha256,
            assets,
            unauthorized_changes,
            // An investigation names its asset as the inventory does now: the tool records its id.
            investigations: (input.investigations ?? []).map((investigation) => {
                const id = declared.get(investigation.cyber_system)?.get(investigation.name)?.asset_id;
                return { ...investigation, ...(id === undefined ? {} : { asset_id: id }) };
            }),
        },
    };
}
/**
 * Each item of `asset` whose observed digest differs from the declared one, with the entries that
 * differ when both sides are content (a collector may give an item as its digest only).
 */
function unauthorizedChanges(asset, observed, found) {
    return baseline_items/* BASELINE_ITEMS */.dK.flatMap((item) => {
        const { observed: seen, declared: was, matches } = asset.items[item];
        if (matches === false && seen !== null && was !== null) {
            const shown = observed[item];
            const entries = Array.isArray(shown) && found.baseline?.kind === "content"
                ? (0,configuration_monitoring_model/* itemEntryChanges */.zu)(item, shown, found.baseline.content[item])
                : {};
            return [{ ...namedAs(asset), item, observed: seen, declared: was, ...entries }];
        }
        return [];
    });
}
/** How a record names an asset: by system and name, and by its id when known. */
function namedAs(asset) {
    return {
        cyber_system: asset.cyber_system,
        name: asset.name,
        ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
    };
}
function undeclaredAsset(asset, index, declared) {
    const system = declared.get(asset.cyber_system);
    if (system === undefined) {
        const [close] = (0,shared_names/* closestNames */.g9)(asset.cyber_system, declared.keys(), 1);
        return {
            pointer: jsonPointer(["assets", index, "cyber_system"]),
            message: `the inventory declares no cyber system ${JSON.stringify(asset.cyber_system)}: write the cyber_system of its inventory document${close === undefined ? "" : ` (did you mean ${JSON.stringify(close)}?)`}`,
        };
    }
    const [close] = (0,shared_names/* closestNames */.g9)(asset.name, system.keys(), 1);
    return {
        pointer: jsonPointer(["assets", index, "name"]),
        message: `the inventory declares no asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)}: write the asset's name as the inventory names it${close === undefined ? "" : ` (did you mean ${JSON.stringify(close)}?)`}, or declare the asset first`,
    };
}
function compareAsset(asset, found) {
    const from = found.baseline === undefined
        ? "none"
        : found.baseline.kind === "ref"
            ? "baseline_ref"
            : "inventory";
    const items = Object.fromEntries(baseline_items/* BASELINE_ITEMS */.dK.map((item) => [item, compareItem(item, asset.observed, found)]));
    const compared = Object.values(items);
    const complete = compared.every((item) => item.matches !== null);
    const matches = compared.some((item) => item.matches === false) ? false : complete ? true : null;
    const id = found.asset_id ?? asset.asset_id;
    return {
        cyber_system: asset.cyber_system,
        name: asset.name,
        ...(id === undefined ? {} : { asset_id: id }),
        ...(found.impact === undefined ? {} : { impact: found.impact }),
        class: found.class,
        declared_from: from,
        ...(from === "inventory" ? {} : { note: configuration_monitoring_model/* DECLARED_NOTES */.z7[from] }),
        items,
        complete,
        matches,
        ...refCheck(asset, found),
    };
}
/** The collector's fetch of the referenced baseline document, against what the reference states. */
function refCheck(asset, found) {
    const fetched = asset.baseline_ref_sha256;
    if (fetched === undefined || found.baseline?.kind !== "ref")
        return {};
    const { digest, sha256 } = found.baseline;
    return {
        baseline_ref: {
            digest,
            declared_sha256: sha256,
            fetched_sha256: fetched,
            matches: fetched === sha256,
        },
    };
}
function compareItem(item, observed, found) {
    const seen = observedDigest(observed, item);
    const { baseline } = found;
    const declared = baseline?.kind === "content" && baseline.content[item] !== undefined
        ? (0,configuration_monitoring_model/* itemDigest */.Ug)(item, baseline.content[item])
        : null;
    return {
        observed: seen,
        declared,
        matches: seen === null || declared === null ? null : seen === declared,
    };
}
/** The run id of a collector file's record: the same for the same file's bytes. */
function monitoringRunId(inputSha256) {
    return `${CLI_RUN_PREFIX}${inputSha256.slice(0, 20)}`;
}
/** "Name <email>, OS user name" from what the command line read about who ran it. */
function operatorText(facts) {
    const { gitName, gitEmail, osUser } = facts;
    const git = gitName !== undefined && gitEmail !== undefined
        ? `${gitName} <${gitEmail}>`
        : (gitName ?? gitEmail);
    const parts = [git, osUser === undefined ? undefined : `OS user ${osUser}`].filter((part) => part !== undefined);
    return parts.length === 0 ? undefined : parts.join(", ");
}
/** The ledger's draft of a configuration-monitoring record appended from the command line. */
function monitoringDraft(evidence, workspace, toolVersion, run) {
    return {
        format_version: EVIDENCE_FORMAT_VERSION,
        workspace,
        tool_version: toolVersion,
        origin: "cli",
        run: {
            repository: run.repository,
            run_id: monitoringRunId(evidence.input_sha256),
            run_attempt: 1,
            actor: run.actor,
        },
        kind: "configuration-monitoring",
        configuration_monitoring: evidence,
    };
}

// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority = __webpack_require__(8652);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
// EXTERNAL MODULE: ./src/action/run/failure.ts
var run_failure = __webpack_require__(8694);
;// CONCATENATED MODULE: ./src/action/drift/configuration-monitoring.ts
// At a drift check, the collector's configuration-monitoring file the input monitoring-file names
// (CIP-010 R2.1): checked against its schema, compared with the inventory at the run's commit
// (digests only), each asset named by the id the service holds it by (the live inventory this
// check read), and drafted as a `configuration-monitoring` record. What R2.1 is closed by; the
// drift check itself (an inventory reconciliation) closes nothing of it. A file that is missing,
// not valid, observed after it is appended (the authority table's configuration-observation row)
// or names an asset the inventory does not declare fails the run with failure-reason invalid,
// naming the input, the file and the JSON pointer, before the drift check writes anything.








/** The record of the collector's file, to append once the check's own record is; or a refusal. */
async function configurationMonitoringOf(scope, file, ids) {
    const refused = (why) => new run_failure/* ActionFailure */.d("invalid", `input monitoring-file ${file} ${why}; nothing was written: no record was appended to the evidence ledger, and no issue or notification was sent`);
    const text = await (0,optional_file/* readTextIfPresent */.G)((0,external_node_path_.join)(scope.context.workspaceDir, file));
    if (text === undefined)
        throw refused("does not exist in the checkout: commit the collector's file, or set the input to ''");
    const read = parseCollectorFile(text);
    if ("problem" in read)
        throw refused(read.problem);
    const { input } = read;
    const { workspace } = scope.settings;
    if (input.workspace !== workspace)
        throw refused(`is of workspace ${input.workspace} (its /workspace), not the input workspace ${workspace} of this drift check: commit it where the drift check of workspace ${input.workspace} reads it, or, if the file is of workspace ${workspace}, write that at /workspace`);
    const late = (0,authority/* observationRefusal */.pj)(input.observed_at, "default-branch-drift-check", new Date());
    if (late !== undefined)
        throw refused(late);
    const { documents } = await scope.inventory();
    const compared = compareMonitoring(input, declaredBaselines(documents, ids), {
        commit: scope.context.sha,
        inputSha256: (0,sha256/* sha256Hex */.fg)(text),
    });
    if ("undeclared" in compared)
        throw refused(compared.undeclared.map((asset) => `${asset.pointer}: ${asset.message}`).join("; "));
    const { evidence } = compared;
    scope.reporter.info(`Configuration monitoring (${file}): ${evidence.assets.length} asset(s) compared, ${evidence.unauthorized_changes.length} unauthorized change(s) detected. ${COLLECTOR_WORD}`);
    return (0,evidence_evidence/* configurationMonitoringDraft */.ej)(scope, evidence);
}

// EXTERNAL MODULE: ./src/action/run/messages.ts
var messages = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/action/run/notify.ts + 1 modules
var notify = __webpack_require__(2761);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 26 modules
var obligations_obligations = __webpack_require__(9620);
// EXTERNAL MODULE: ./src/action/evidence/change-record-facts.ts + 2 modules
var change_record_facts = __webpack_require__(3405);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/shared/exhaustive.ts
var exhaustive = __webpack_require__(1565);
;// CONCATENATED MODULE: ./src/core/evidence/monitoring/drift-episodes.ts
// Drift episodes: from the first monitoring run that found drift to the first back in sync, with
// the apply that resolved it (when one was recorded in between) and every asset seen drifted.



/**
 * Drift episodes in a workspace's whole history, its records given one at a time in chain order:
 * first run that drifted to first back in sync.
 */
class DriftEpisodes {
    episodes = [];
    #open;
    /** The last apply recorded while an episode is open, as the episode names it once resolved. */
    #lastApply = null;
    #seen = new Set();
    /** Episodes from the state `held` keeps (its open episode, if any, is the first). */
    static resume(held) {
        const episodes = new DriftEpisodes();
        // A copy: the resumed episodes change what they hold, never the caller's object.
        const { open, last_apply, seen } = structuredClone(held);
        if (open !== null) {
            episodes.#open = open;
            episodes.episodes.push(open);
        }
        episodes.#lastApply = last_apply;
        episodes.#seen = new Set(seen);
        return episodes;
    }
    /**
     * The state a checkpoint keeps, as plain JSON sharing the open episode, which later records
     * change: serialised at once, as a checkpoint's text is (resume copies what it is given).
     */
    held() {
        return { open: this.#open ?? null, last_apply: this.#lastApply, seen: [...this.#seen] };
    }
    add(record) {
        switch (record.kind) {
            case "change": {
                const { outcome } = record.change;
                if (this.#open !== undefined &&
                    (outcome === "applied" || outcome === "partly-applied" || outcome === "interrupted"))
                    this.#lastApply = {
                        pull_requests: (0,evidence_record/* pullRequestsOf */.Tb)(record.change).map(({ number, url }) => ({
                            number,
                            url,
                        })),
                        recorded_at: record.recorded_at,
                    };
                return;
            }
            case "monitoring":
                break;
            case "configuration-monitoring":
                return; // devices compared with the inventory, not the service: no drift episode
            default:
                (0,exhaustive/* assertNever */.x)(record);
        }
        const { in_sync, differences } = record.monitoring;
        if (in_sync) {
            this.#resolve(record.recorded_at);
            return;
        }
        let open = this.#open;
        if (open === undefined) {
            open = {
                first_seen: record.recorded_at,
                last_seen: record.recorded_at,
                resolved_at: null,
                resolved_by: null,
                max_differences: 0,
                assets: [],
            };
            this.#open = open;
            this.#seen = new Set();
            this.episodes.push(open);
            this.#lastApply = null;
        }
        open.last_seen = record.recorded_at;
        open.max_differences = Math.max(open.max_differences, differences.length);
        for (const difference of differences) {
            const asset = driftedAsset(difference);
            const key = `${asset.action}\u0000${asset.asset_id}\u0000${asset.name}`;
            if (this.#seen.has(key))
                continue;
            this.#seen.add(key);
            open.assets.push(asset);
        }
    }
    /** The open episode, if any, resolved by a run back in sync at `at`. */
    #resolve(at) {
        const open = this.#open;
        if (open === undefined)
            return;
        open.resolved_at = at;
        if (this.#lastApply !== null)
            open.resolved_by = this.#lastApply;
        this.#open = undefined;
    }
}
/** A difference as the report names it: the declared side when the files have it, else the live. */
function driftedAsset(difference) {
    // A difference has at least one side: the files' or the service's.
    const side = difference.declared ?? difference.live;
    return {
        action: difference.action,
        asset_id: difference.asset_id,
        name: side?.name ?? "",
        cyber_system: side?.cyber_system ?? "",
    };
}

;// CONCATENATED MODULE: ./src/core/evidence/report/report-state.ts
// What the audit report reads of a workspace's records whatever its period: whose inventory they
// are (SubjectOf), the drift episode still open (DriftEpisodes), and how many records there are.
// Everything else the report says of a period comes from the period's records and the monitoring
// run before it. A drift check's checkpoint keeps this state (HeldReport, in
// core/checkpoint/ledger-checkpoint.ts), so that `evidence report` for a period that
// starts after the checkpoint's record reads only the records from that record on. Pure.

/** Each distinct organization, repository and service the records name. */
class SubjectOf {
    #organizations;
    #repositories;
    #services;
    constructor(held = { organizations: [], repositories: [], services: [] }) {
        this.#organizations = new Set(held.organizations);
        this.#repositories = new Set(held.repositories);
        this.#services = new Set(held.services);
    }
    add(record) {
        this.#repositories.add(record.run.repository);
        const context = record.kind === "change"
            ? record.change.change_record?.context
            : record.kind === "monitoring"
                ? record.monitoring
                : undefined;
        if (context?.organization !== undefined)
            this.#organizations.add(context.organization);
        if (context?.service !== undefined)
            this.#services.add(context.service);
    }
    sorted(workspaces) {
        const sorted = (values) => [...values].sort();
        return {
            organizations: sorted(this.#organizations),
            repositories: sorted(this.#repositories),
            services: sorted(this.#services),
            workspaces: [...workspaces].sort(),
        };
    }
}
/** One workspace's HeldReport, record by record: what the drift check's fold keeps for the report. */
class ReportFold {
    #subject;
    #drift;
    #records;
    constructor(held) {
        this.#subject = new SubjectOf(held?.subject);
        this.#drift = held === undefined ? new DriftEpisodes() : DriftEpisodes.resume(held.drift);
        this.#records = held?.records ?? 0;
    }
    /** The workspace's next record, in chain order. */
    add(record) {
        this.#subject.add(record);
        this.#drift.add(record);
        this.#records++;
    }
    /** The state a checkpoint keeps, sharing the open drift episode: serialised at once. */
    held() {
        const { organizations, repositories, services } = this.#subject.sorted([]);
        return {
            records: this.#records,
            subject: { organizations, repositories, services },
            drift: this.#drift.held(),
        };
    }
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(2729);
;// CONCATENATED MODULE: ./src/core/obligations/part-counts.ts
// The obligations of a family counted by part and status, as they are decided: the audit
// report's CIP-007 R2 and CIP-010 R3 sections, and the counts a checkpoint keeps of what it does
// not carry (core/checkpoint/ledger-checkpoint.ts). Pure.

/**
 * A count of each of a family's parts' obligations by status, fed each obligation as decided; from
 * `from`'s counts of those parts (a checkpoint's, of what it does not carry), else from none.
 */
function partTally(kinds, from) {
    const counts = Object.fromEntries(kinds.map((kind) => [kind, { ...(0,obligation_model/* countStatuses */.ip)([]), ...from?.[kind] }]));
    return {
        counts,
        add: (o) => {
            if (o.kind in counts)
                counts[o.kind][o.status] += 1;
        },
    };
}
/** A count of each CIP-007 R2 part's obligations by status, fed each obligation as it is decided. */
function patchManagementTally(from) {
    return partTally(PATCH_MANAGEMENT_KINDS, from);
}
/** A count of each CIP-010 R3 part's obligations by status, fed each obligation as it is decided. */
function assessmentTally(from) {
    return partTally(VULNERABILITY_ASSESSMENT_KINDS, from);
}

// EXTERNAL MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts + 3 modules
var obligations_checkpoint = __webpack_require__(7777);
;// CONCATENATED MODULE: ./src/core/audit/citation.ts

const CITATION_COLUMNS = [
    "workspace",
    "record_sequence",
    "record_sha256",
    "record_path",
    "recorded_at",
];
/** A record as a row cites it. */
function citationOf({ record, sha256 }) {
    const { workspace, sequence, recorded_at } = record;
    return citationOfCited({ workspace, sequence, sha256, path: recordPath(record), recorded_at });
}
/** `entry` as the folds hold it. */
function citedOf({ record, sha256 }) {
    const { workspace, sequence, recorded_at } = record;
    const path = (0,record_files/* recordPath */.lX)(record);
    return record.kind === "change"
        ? { workspace, sequence, sha256, path, recorded_at, commit: record.change.merge_sha }
        : { workspace, sequence, sha256, path, recorded_at };
}
/**
 * A record as a row cites it, from what the folds hold of it (its path null where the ledger's is
 * not known): the one maker of every row's citation cells.
 */
function citationOfCited({ workspace, sequence, sha256, path, recorded_at, }) {
    return {
        workspace,
        record_sequence: sequence,
        record_sha256: `sha256:${sha256}`,
        record_path: path,
        recorded_at,
    };
}
/** A record an obligation names, as a row cites it. */
function refCitation(ref, pathOf) {
    return citationOfCited({ ...ref, path: pathOf(ref) });
}

;// CONCATENATED MODULE: ./src/core/audit/last-baselines.ts
/** An asset's key within its workspace: its system's id and its name. */
const assetKey = (baseline) => `${baseline.cyber_system_id}/${baseline.asset}`;
class LastBaselines {
    /** By workspace, in the order each first declared baselines. */
    #byWorkspace = new Map();
    /** A change record's baselines, each workspace's records in chain order. */
    add(by, baselines) {
        this.#byWorkspace.set(by.workspace, { by, baselines });
    }
    of(workspace) {
        return this.#byWorkspace.get(workspace);
    }
    workspaces() {
        return this.#byWorkspace.entries();
    }
    /** The workspace's declared baselines by assetKey (a key written twice: its last). */
    byAsset(workspace) {
        const baselines = this.#byWorkspace.get(workspace)?.baselines ?? [];
        return new Map(baselines.map((baseline) => [assetKey(baseline), baseline]));
    }
    /** The workspace's declared baselines' digests by assetKey; undefined before any. */
    digests(workspace) {
        const declaring = this.#byWorkspace.get(workspace);
        return declaring === undefined
            ? undefined
            : new Map(declaring.baselines.map((baseline) => [assetKey(baseline), baseline.digest]));
    }
    /** As the population fold holds it, each record and digest by its number. */
    held(numbers) {
        return [...this.#byWorkspace.values()].map(({ by, baselines }) => ({
            by: numbers.record(by),
            baselines: baselines.map((baseline) => declared(baseline, numbers)),
        }));
    }
    /** The baselines `held` holds, each record and digest from its number. */
    static resume(held, names) {
        const resumed = new LastBaselines();
        for (const { by, baselines } of held)
            resumed.add(names.record(by), baselines.map((baseline) => ({ ...baseline, digest: names.digest(baseline.digest) })));
        return resumed;
    }
}
/**
 * A baseline without what no reader of the last baselines reads, its digest by number, its
 * fields in their order.
 */
function declared(baseline, numbers) {
    const kept = {};
    for (const [field, value] of Object.entries(baseline))
        if (field === "digest")
            kept[field] = numbers.digest(baseline.digest);
        else if (field !== "items" && field !== "patched" && field !== "completed_on")
            kept[field] = value;
    return kept;
}

;// CONCATENATED MODULE: ./src/core/audit/asset-population.ts




/** Where an asset row's state comes from. */
const FROM_LISTING = "inventory listing";
const FROM_CHANGES = "applied changes only (no inventory listing yet)";
const FROM_CHANGE = "applied change after the listing";
/** An asset no applied operation named, whose baseline a change record declares (no listing). */
const FROM_BASELINES = "declared in a change record's baselines only (no inventory listing yet; no record created it)";
const ASSET_COLUMNS = [
    ...CITATION_COLUMNS,
    "source",
    "parent_kind",
    "parent",
    "cyber_system_id",
    "cyber_system",
    "impact",
    "erc",
    "esp",
    "psp",
    "asset_type",
    "class",
    "name",
    "asset_id",
    "baseline",
    "baseline_kind",
    "first_applied_sequence",
    "first_applied_at",
    "deleted",
];
const BES_ASSET_COLUMNS = [
    ...CITATION_COLUMNS,
    "kind",
    "bes_asset_id",
    "name",
    "cyber_systems",
    "workspace_cyber_systems",
    "highest_impact",
    "criteria",
    "no_bes_cyber_system",
];
const IMPACT_ORDER = ["low", "medium", "high"];
/** One workspace's assets as the records up to the period's end show them. */
class AssetPopulation {
    /** By workspace. */
    #listed;
    /** By workspace/asset id. */
    #applied;
    /** Each workspace's last declared baselines: the ports population's (one fact, one fold). */
    #declared;
    constructor(declared, listed = new Map(), applied = new Map()) {
        this.#declared = declared;
        this.#listed = listed;
        this.#applied = applied;
    }
    /** A record recorded by the period's end, in chain order. */
    add(entry) {
        const { record } = entry;
        const listing = (0,evidence_record/* listingOf */.K7)(record);
        if (listing !== undefined) {
            // In the order of each workspace's last listing, as the rows list them.
            this.#listed.delete(record.workspace);
            this.#listed.set(record.workspace, { by: citedOf(entry), listing });
        }
        if (record.kind === "change")
            this.#addChange(entry, record);
    }
    /** Each workspace's last record that keeps a listing, whose content rows() reads. */
    listings() {
        return [...this.#listed.values()];
    }
    #addChange(entry, record) {
        const operations = record.change.change_record?.operations ?? [];
        if (!operations.some((op) => op.result === "succeeded" && op.asset_id !== undefined))
            return;
        const baselines = new Map((record.change.baselines ?? []).map((b) => [assetKey(b), b]));
        // One citation for the record's assets: each holding its own would hold the same strings anew.
        const by = citedOf(entry);
        for (const operation of operations) {
            if (operation.result !== "succeeded" || operation.asset_id === undefined)
                continue;
            const key = `${record.workspace}/${operation.asset_id}`;
            const seen = this.#applied.get(key);
            const system = operation.cyber_system;
            // What the change record states of the asset's class and system: its baseline's entry.
            const baseline = baselines.get(assetKey({ cyber_system_id: system.id, asset: operation.name }));
            const assetType = operation.asset_type ?? seen?.facts.asset_type;
            this.#applied.set(key, {
                by,
                first: seen?.first ?? by,
                facts: {
                    asset_id: operation.asset_id,
                    name: operation.name,
                    cyber_system_id: system.id,
                    cyber_system: system.name,
                    ...(system.parent === undefined || system.parent === null
                        ? {}
                        : { parent_kind: system.parent.kind, parent: system.parent.name }),
                    ...(system.impact === undefined ? {} : { impact: system.impact }),
                    ...(baseline?.erc === undefined ? {} : { erc: baseline.erc }),
                    ...(assetType === undefined ? {} : { asset_type: assetType }),
                    ...(baseline?.class === undefined ? {} : { class: baseline.class }),
                    ...(baseline === undefined ? {} : { baseline: baseline.digest }),
                    ...(baseline?.kind === undefined ? {} : { baseline_kind: baseline.kind }),
                    deleted: operation.action === "delete",
                },
            });
        }
    }
    /**
     * The Cyber Assets and the BES assets, each workspace's, as of the period's end (the records
     * added are those recorded by then), an asset deleted before `periodStart` left out; `listingAt`
     * the content of the listing kept beside the record at a path (listings()). A workspace whose
     * listing is not given is shown as one without a listing.
     */
    rows(periodStart, listingAt) {
        const listed = new Map();
        for (const [workspace, { by }] of this.#listed) {
            const listing = listingAt(by.path);
            if (listing !== undefined)
                listed.set(workspace, { by, listing });
        }
        const assets = [];
        for (const { by, listing } of listed.values())
            assets.push(...this.#fromListing(by, listing));
        // A workspace without a listing: the assets its applied changes named, then those its last
        // change record's baselines declare that no applied operation named.
        const named = new Set();
        for (const applied of this.#applied.values()) {
            const { workspace } = applied.by;
            if (listed.has(workspace))
                continue;
            assets.push(appliedRow(applied, FROM_CHANGES));
            named.add(`${workspace}/${assetKey({ ...applied.facts, asset: applied.facts.name })}`);
        }
        for (const [workspace, declaring] of this.#declared.workspaces()) {
            if (listed.has(workspace))
                continue;
            const cited = citationOfCited(declaring.by);
            for (const [key, baseline] of this.#declared.byAsset(workspace))
                if (!named.has(`${workspace}/${key}`))
                    assets.push(declaredRow(cited, baseline));
        }
        const besAssets = [...listed.values()].flatMap(({ by, listing }) => besAssetRows(by, listing));
        const from = periodStart.getTime();
        // An asset deleted before the period began is not in its population.
        const inPeriod = (row) => row.deleted !== true || Date.parse(String(row.recorded_at)) >= from;
        return { assets: assets.filter(inPeriod), besAssets };
    }
    /** The listing's assets, each replaced by what an applied change after the listing made of it. */
    #fromListing(by, listing) {
        const { workspace } = by;
        /** Applied after the listing: recorded after it in the workspace's chain. */
        const after = (applied) => applied !== undefined && applied.by.sequence > by.sequence;
        const systems = new Map(listing.cyber_systems.map((system) => [system.id, system]));
        const besAssets = new Map(listing.bes_assets.map((asset) => [asset.id, asset]));
        const rows = [];
        const listedIds = new Set();
        for (const asset of listing.cyber_assets) {
            listedIds.add(asset.id);
            const applied = this.#applied.get(`${workspace}/${asset.id}`);
            if (applied !== undefined && after(applied)) {
                rows.push(appliedRow(applied, FROM_CHANGE));
                continue;
            }
            const system = systems.get(asset.cyber_system_id);
            const parent = system?.parent_id == null ? undefined : besAssets.get(system.parent_id);
            rows.push({
                ...citationOfCited(by),
                source: FROM_LISTING,
                parent_kind: system?.parent_kind ?? null,
                parent: parent?.name ?? null,
                cyber_system_id: asset.cyber_system_id,
                cyber_system: system?.name ?? null,
                impact: system?.impact ?? null,
                erc: system?.erc ?? null,
                esp: system?.esp ?? null,
                psp: system?.psp ?? null,
                asset_type: asset.asset_type,
                class: asset.class ?? null,
                name: asset.name,
                asset_id: asset.id,
                baseline: asset.baseline ?? null,
                baseline_kind: asset.baseline_kind ?? null,
                first_applied_sequence: applied?.first.sequence ?? null,
                first_applied_at: applied?.first.recorded_at ?? null,
                deleted: false,
            });
        }
        // Created after the listing: not in it.
        for (const applied of this.#applied.values())
            if (applied.by.workspace === workspace &&
                after(applied) &&
                !listedIds.has(applied.facts.asset_id))
                rows.push(appliedRow(applied, FROM_CHANGE));
        return rows;
    }
    /** As the population fold holds it, each record by its number (`number`). */
    held(numbers) {
        return {
            listed: [...this.#listed.values()].map(({ by, listing }) => ({
                by: numbers.record(by),
                listing,
            })),
            applied: [...this.#applied.values()].map(({ by, first, facts }) => [
                numbers.record(by),
                numbers.record(first),
                { ...facts, baseline: mapped(facts.baseline, numbers.digest) },
            ]),
        };
    }
    /** The population `held` holds, its parts taken as they are, each record from `recordAt`. */
    static resume(held, names, declared) {
        const listed = new Map();
        for (const { by, listing } of held.listed) {
            const cited = names.record(by);
            listed.set(cited.workspace, { by: cited, listing });
        }
        const applied = new Map();
        for (const [by, first, facts] of held.applied) {
            const cited = names.record(by);
            applied.set(`${cited.workspace}/${facts.asset_id}`, {
                by: cited,
                first: names.record(first),
                facts: { ...facts, baseline: mapped(facts.baseline, names.digest) },
            });
        }
        return new AssetPopulation(declared, listed, applied);
    }
}
/** `value` mapped, or undefined (which JSON leaves out). */
function mapped(value, map) {
    return value === undefined ? undefined : map(value);
}
/** An asset's row as its last applied operation shows it, `source` saying where from. */
function appliedRow({ by, first, facts }, source) {
    return {
        ...citationOfCited(by),
        source,
        parent_kind: facts.parent_kind ?? null,
        parent: facts.parent ?? null,
        cyber_system_id: facts.cyber_system_id,
        cyber_system: facts.cyber_system,
        impact: facts.impact ?? null,
        erc: facts.erc ?? null,
        esp: null,
        psp: null,
        asset_type: facts.asset_type ?? null,
        class: facts.class ?? null,
        name: facts.name,
        asset_id: facts.asset_id,
        baseline: facts.baseline ?? null,
        baseline_kind: facts.baseline_kind ?? null,
        first_applied_sequence: first.sequence,
        first_applied_at: first.recorded_at,
        deleted: facts.deleted,
    };
}
/** An asset no applied operation named, as its workspace's last declared baselines declare it. */
function declaredRow(cited, baseline) {
    return {
        ...cited,
        source: FROM_BASELINES,
        parent_kind: null,
        parent: null,
        cyber_system_id: baseline.cyber_system_id,
        cyber_system: baseline.cyber_system ?? null,
        impact: baseline.impact ?? null,
        erc: baseline.erc ?? null,
        esp: null,
        psp: null,
        asset_type: baseline.asset_type ?? null,
        class: baseline.class ?? null,
        name: baseline.asset,
        asset_id: baseline.asset_id ?? null,
        baseline: baseline.digest,
        baseline_kind: baseline.kind ?? null,
        first_applied_sequence: null,
        first_applied_at: null,
        deleted: false,
    };
}
/** Each facility and control center of the listing, with its systems and highest declared impact. */
function besAssetRows(by, listing) {
    return listing.bes_assets.map((asset) => {
        const systems = listing.cyber_systems.filter((system) => system.parent_id === asset.id);
        const impacts = systems.flatMap((system) => system.impact === undefined ? [] : [system.impact]);
        const highest = IMPACT_ORDER.filter((impact) => impacts.includes(impact)).at(-1);
        const criteria = [...new Set(systems.flatMap((system) => system.criteria ?? []))].sort(shared_names/* compareCodePoints */.OP);
        return {
            ...citationOfCited(by),
            kind: asset.kind,
            bes_asset_id: asset.id,
            name: asset.name,
            cyber_systems: systems.length,
            workspace_cyber_systems: systems.filter((system) => system.managed).length,
            highest_impact: highest ?? null,
            criteria: criteria.join("; "),
            no_bes_cyber_system: systems.length === 0,
        };
    });
}

;// CONCATENATED MODULE: ./src/core/audit/held-tables.ts
// How the population fold (population-fold.ts) holds the records and digests its state names many
// times (a change record cites every asset it touched; assets share their ports items, and an
// asset's baseline digest is named by its last change, its declaring record and its port history):
// each once, in a table, named by its number, in the order first named (the same state, the same
// tables, the same bytes). A record's workspace and time are those its path names
// (record-files.ts), so held only where they are not. Pure.


/** A numbering, and the tables it fills. */
function numbering() {
    const tables = { records: [], digests: [] };
    const records = new Map();
    const digests = new Map();
    return {
        tables,
        // A record named by two parts of the fold may be two equal objects: numbered by its SHA-256.
        record(cited) {
            let index = records.get(cited.sha256);
            if (index === undefined) {
                index = tables.records.push(heldRecord(cited)) - 1;
                records.set(cited.sha256, index);
            }
            return index;
        },
        digest(digest) {
            let index = digests.get(digest);
            if (index === undefined) {
                index = tables.digests.push(digest) - 1;
                digests.set(digest, index);
            }
            return index;
        },
    };
}
/** The tables' entries by number: a record named twice is one object. */
function naming(tables) {
    const records = [];
    return {
        record: (index) => (records[index] ??= citedFrom((0,collections/* itemOrThrow */.Tp)(tables.records, index, "the held records"))),
        digest: (index) => (0,collections/* itemOrThrow */.Tp)(tables.digests, index, "the held digests"),
    };
}
function heldRecord({ workspace, sequence, sha256, path, recorded_at, commit }) {
    return {
        ...((0,record_files/* workspaceOfPath */.i0)(path) === workspace ? {} : { workspace }),
        sequence,
        sha256,
        path,
        ...((0,record_files/* recordedAtOfPath */.ml)(path) === recorded_at ? {} : { recorded_at }),
        ...(commit === undefined ? {} : { commit }),
    };
}
/** A held record as the folds cite it, its fields in citedOf's order. */
function citedFrom({ workspace, sequence, sha256, path, recorded_at, commit }) {
    return {
        workspace: workspace ?? (0,record_files/* workspaceOfPath */.i0)(path) ?? "",
        sequence,
        sha256,
        path,
        recorded_at: recorded_at ?? (0,record_files/* recordedAtOfPath */.ml)(path) ?? "",
        ...(commit === undefined ? {} : { commit }),
    };
}

// EXTERNAL MODULE: ./src/core/inventory/document/baseline-reader.ts
var baseline_reader = __webpack_require__(4249);
;// CONCATENATED MODULE: ./src/core/audit/port-population.ts






const PORT_COLUMNS = [
    ...CITATION_COLUMNS,
    "asset_id",
    "asset",
    "cyber_system_id",
    "cyber_system",
    "impact",
    "class",
    "erc",
    "port",
    "protocol",
    "service",
    "justification",
];
/** The row of an asset whose baseline is a baseline_ref: its ports are not in the repository. */
const KEPT_ELSEWHERE = "kept elsewhere (baseline_ref)";
/** What an asset's ports are as of a record: its baseline_ref, or its ports item's digest. */
function portsKey(baseline) {
    if (baseline.kind === "ref")
        return `ref ${baseline.digest ?? ""}`;
    // A record written before item digests: only the whole baseline's digest tells a change.
    if (baseline.items === undefined)
        return `baseline ${baseline.digest ?? ""}`;
    return `ports ${baseline.items.ports ?? "none"}`;
}
/** Each workspace's assets' port histories, from the change records recorded by the period's end. */
class PortPopulation {
    /** By workspace, cyber system id and asset name: its port changes since it last appeared. */
    #histories;
    /** Each asset as the last record declared it (its id, impact, class, erc). */
    lastBaselines;
    constructor(histories = new Map(), lastBaselines = new LastBaselines()) {
        this.#histories = histories;
        this.lastBaselines = lastBaselines;
    }
    /** A record recorded by the period's end, each workspace's in chain order. */
    add(entry) {
        const { record } = entry;
        if (record.kind !== "change" || record.change.baselines === undefined)
            return;
        const by = citedOf(entry);
        this.lastBaselines.add(by, record.change.baselines);
        const declared = new Set();
        for (const baseline of record.change.baselines) {
            const key = `${record.workspace}/${assetKey(baseline)}`;
            declared.add(key);
            const history = this.#histories.get(key) ?? { workspace: record.workspace, states: [] };
            const last = history.states.at(-1);
            if (last !== undefined && portsKey(last.baseline) === portsKey(baseline))
                continue;
            // Only what tells a change and where it is read: not the baseline's other items or patches.
            const { asset, cyber_system_id } = baseline;
            const fields = portFields(baseline, (digest) => digest);
            history.states.push({ by, baseline: { asset, cyber_system_id, ...fields } });
            this.#histories.set(key, history);
        }
        // A baseline no longer declared: its ports are gone; a later one starts a new history.
        for (const key of this.#histories.keys())
            if (key.startsWith(`${record.workspace}/`) && !declared.has(key))
                this.#histories.delete(key);
    }
    /** The records, and their commits, whose ports must be read: one per port change. */
    reads() {
        return [...this.#histories.values()].flatMap(({ states }) => states.flatMap((state) => (sourceOf(state.baseline) === "read" ? [readOf(state)] : [])));
    }
    /**
     * The rows, from each read's baseline content (`contentAt`, as the commit declares it); or why
     * not, when a commit does not hold what its record vouches for.
     */
    rows(contentAt) {
        const rows = [];
        const declared = new Map();
        for (const { workspace, states } of this.#histories.values()) {
            const current = states.at(-1);
            if (current === undefined)
                continue;
            const source = sourceOf(current.baseline);
            let byAsset = declared.get(workspace);
            if (byAsset === undefined) {
                byAsset = this.lastBaselines.byAsset(workspace);
                declared.set(workspace, byAsset);
            }
            const latest = byAsset.get(assetKey(current.baseline));
            if (latest === undefined || source === "none")
                continue;
            const facts = assetFacts(latest);
            if (source === "ref") {
                rows.push({ ...citationOfCited(current.by), ...facts, port: KEPT_ELSEWHERE });
                continue;
            }
            const ported = portRows(states, facts, contentAt);
            if ("problem" in ported)
                return ported;
            rows.push(...ported);
        }
        return rows;
    }
    /** As the population fold holds it, each record by its number (`number`). */
    held(numbers) {
        return {
            histories: [...this.#histories.values()].map(({ states }) => {
                const { asset, cyber_system_id } = (0,collections/* itemOrThrow */.Tp)(states, 0, "the port history").baseline;
                return {
                    cyber_system_id,
                    asset,
                    states: states.map(({ by, baseline }) => [
                        numbers.record(by),
                        portFields(baseline, numbers.digest),
                    ]),
                };
            }),
            declaring: this.lastBaselines.held(numbers),
        };
    }
    /** The population `held` holds, each record and digest from its number. */
    static resume(held, names) {
        const histories = new Map();
        for (const { cyber_system_id, asset, states } of held.histories) {
            const resumed = states.map(([by, baseline]) => ({
                by: names.record(by),
                baseline: { asset, cyber_system_id, ...portFields(baseline, names.digest) },
            }));
            const { workspace } = (0,collections/* itemOrThrow */.Tp)(resumed, 0, "the held port history").by;
            histories.set(`${workspace}/${assetKey({ cyber_system_id, asset })}`, {
                workspace,
                states: resumed,
            });
        }
        return new PortPopulation(histories, LastBaselines.resume(held.declaring, names));
    }
}
/** An asset's port rows: each port its last read declares, citing the read it is declared since. */
function portRows(states, facts, contentAt) {
    const declared = [];
    for (const state of states) {
        if (sourceOf(state.baseline) !== "read") {
            declared.push([]);
            continue;
        }
        const read = readOf(state);
        const ports = checkedPorts(read, contentAt(read));
        if ("problem" in ports)
            return ports;
        declared.push(ports);
    }
    const keys = declared.map((ports) => ports.map(sha256/* canonicalJson */.dj));
    const rows = [];
    for (const port of declared.at(-1) ?? []) {
        // The earliest record from which this port, as written now, was declared without a break.
        const text = (0,sha256/* canonicalJson */.dj)(port);
        let first = states.length - 1;
        while (first > 0 && keys[first - 1]?.includes(text) === true)
            first -= 1;
        const since = (0,collections/* itemOrThrow */.Tp)(states, first, "the port history");
        rows.push({ ...citationOfCited(since.by), ...facts, ...portCells(port) });
    }
    return rows;
}
/** The fields of a port change's baseline besides its asset's key, in one order, digests mapped. */
function portFields({ cyber_system, digest, kind, items }, map) {
    return {
        ...(cyber_system === undefined ? {} : { cyber_system }),
        ...(digest === undefined || (kind !== "ref" && items !== undefined)
            ? {}
            : { digest: map(digest) }),
        ...(kind === undefined ? {} : { kind }),
        ...(items === undefined
            ? {}
            : { items: items.ports === undefined ? {} : { ports: map(items.ports) } }),
    };
}
/**
 * A port change's read. Its record is a change record, whose citation holds its commit (citedOf);
 * were it missing, the empty commit holds no content, and the population refuses (fail closed).
 */
function readOf({ by, baseline }) {
    return { by, commit: by.commit ?? "", baseline };
}
/** "read": at this record's commit; "ref": a baseline_ref; "none": no ports item written. */
function sourceOf(baseline) {
    if (baseline.kind === "ref")
        return "ref";
    return baseline.items !== undefined && baseline.items.ports === undefined ? "none" : "read";
}
function assetFacts(baseline) {
    return {
        asset_id: baseline.asset_id ?? null,
        asset: baseline.asset,
        cyber_system_id: baseline.cyber_system_id,
        cyber_system: baseline.cyber_system ?? null,
        impact: baseline.impact ?? null,
        class: baseline.class ?? null,
        erc: baseline.erc ?? null,
    };
}
function portCells(port) {
    return {
        port: port.port,
        protocol: port.protocol,
        service: port.service ?? null,
        justification: port.justification ?? null,
    };
}
/**
 * The ports of `content` (an asset's baseline as the commit declares it) if its ports item is the
 * one the record vouches for; otherwise why not, naming the record.
 */
function checkedPorts(read, content) {
    const { by } = read;
    const where = `record ${by.sequence} of workspace ${by.workspace} (asset ${read.baseline.asset} in ${read.baseline.cyber_system ?? read.baseline.cyber_system_id}, commit ${read.commit})`;
    if (content === undefined)
        return {
            problem: `${where}: the commit declares no baseline content for the asset; check that the evidence records this repository's inventory`,
        };
    // A record written before item digests vouches for the whole baseline only.
    const { items, digest } = read.baseline;
    const wanted = items === undefined ? digest : items.ports;
    const found = items === undefined ? (0,baseline_reader/* baselineDigest */.E8)("content", content) : (0,baseline_items/* itemDigests */.tV)(content).ports;
    if (found !== wanted)
        return {
            problem: `${where}: the commit's ports (${found ?? "none"}) are not those the record vouches for (${wanted ?? "none"}); the record was made from a checkout with changes not in the commit, or the history was rewritten, so its ports cannot be shown`,
        };
    return Array.isArray(content.ports) ? content.ports : [];
}

;// CONCATENATED MODULE: ./src/core/audit/population-fold.ts



class PopulationFold {
    ports;
    assets;
    constructor(ports = new PortPopulation(), assets = new AssetPopulation(ports.lastBaselines)) {
        this.ports = ports;
        this.assets = assets;
    }
    /** A record, in chain order: the caller gives those recorded by the period's end. */
    add(entry) {
        // The ports first: they keep the last baselines the assets read.
        this.ports.add(entry);
        this.assets.add(entry);
    }
    /** The workspace's last declared baselines' digests by assetKey; undefined before any. */
    baselineDigests(workspace) {
        return this.ports.lastBaselines.digests(workspace);
    }
    held() {
        const numbers = numbering();
        const assets = this.assets.held(numbers);
        const ports = this.ports.held(numbers);
        return { ...numbers.tables, assets, ports };
    }
    /** The fold `held` holds, its parts taken as they are (not copied). */
    static resume(held) {
        const names = naming(held);
        const ports = PortPopulation.resume(held.ports, names);
        return new PopulationFold(ports, AssetPopulation.resume(held.assets, names, ports.lastBaselines));
    }
}

;// CONCATENATED MODULE: ./src/core/checkpoint/ledger-checkpoint.ts







/**
 * The file's format: a new one whenever what it holds, or the pass's checkpoint, changes. 3: the
 * report's state (ReportCheckpoint) beside the obligations'; 4: the populations' (`populations`).
 */
const LEDGER_CHECKPOINT_FORMAT = 4;
/** The parts whose obligations the audit report counts by status: CIP-007 R2's and CIP-010 R3's. */
const REPORTED_PARTS = [...obligation_model/* PATCH_MANAGEMENT_KINDS */.V4, ...obligation_model/* VULNERABILITY_ASSESSMENT_KINDS */.cj];
/** The fewest records after the last checkpoint a drift check reads before it writes another. */
const CHECKPOINT_INTERVAL = 200;
/**
 * The most: a drift check reads the records since the checkpoint a hundred to a GraphQL query,
 * each spaced a second apart, so the records between checkpoints bound every hourly check's time.
 */
const CHECKPOINT_MAX_INTERVAL = 1_000;
/**
 * Between those, the bytes of records after the last checkpoint, per byte of that checkpoint, a
 * drift check reads before it writes another. A checkpoint holds the inventory's state (600 to
 * 1,600 bytes an asset for the obligations, up to about 790 more for the populations), and
 * evidence verify recomputes each one (builds, serialises and hashes
 * it, about 10 ms a 1.5 MB checkpoint, a third of what reading and checking 1 MB of records
 * costs): spaced by their own size, a large inventory's checkpoints cost verify a bounded part of
 * what its records cost, where one every 200 records cost it several times as much
 * (docs/performance.md).
 */
const RECORD_BYTES_PER_CHECKPOINT_BYTE = 2;
/**
 * Whether a drift check that read `since` (the records after the checkpoint it started from, and
 * that checkpoint's size) writes a new checkpoint; one that started from no checkpoint always does.
 */
function checkpointIsDue(since) {
    if (since === undefined || since.records >= CHECKPOINT_MAX_INTERVAL)
        return true;
    return (since.records >= CHECKPOINT_INTERVAL &&
        since.recordBytes >= since.checkpointBytes * RECORD_BYTES_PER_CHECKPOINT_BYTE);
}
/** The file's text: its bytes are what the record's SHA-256 vouches for. */
function serializeCheckpoint(checkpoint) {
    return `${JSON.stringify(checkpoint)}\n`;
}
/** The checkpoint `text` (read at `path`), or an Error saying why it is not one this tool reads. */
function parseCheckpoint(text, path) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} is not JSON, though a record vouches for its bytes`);
    }
    const format = value?.format;
    if (format !== LEDGER_CHECKPOINT_FORMAT)
        throw new CheckpointFormatError(path, format);
    return value;
}
/** A checkpoint of another format than this version reads: what to do depends on who reads it. */
class CheckpointFormatError extends Error {
    format;
    constructor(path, format) {
        super(`${path} is a checkpoint of format ${String(format)}, and this version reads format ${LEDGER_CHECKPOINT_FORMAT}: judge from every record (the next drift check writes a checkpoint this version reads)`);
        this.format = format;
    }
}
/** One workspace's fold: the obligations pass and the facts in force, record by record. */
class WorkspaceFold {
    pass;
    #workspace;
    #report;
    #populations;
    /** Of the parts the report counts, what the pass decided and carries no further. */
    #partCounts;
    #through;
    #inForce;
    #governance;
    constructor(workspace, start, options, from) {
        this.#workspace = workspace;
        this.#report = new ReportFold(from.report);
        this.#populations =
            from.populations === undefined
                ? new PopulationFold()
                : PopulationFold.resume(from.populations);
        const parts = partTally(REPORTED_PARTS, from.report?.part_counts);
        this.#partCounts = parts.counts;
        this.pass = start({
            ...options,
            decided: (obligation) => {
                options?.decided?.(obligation);
                if (!obligations_checkpoint/* CARRIED */.xc.has(obligation.status))
                    parts.add(obligation);
            },
        });
        this.#through = from.through;
        this.#inForce = from.in_force;
        this.#governance = from.governance;
    }
    /**
     * The fold from `checkpoint` on, or from the first record without one. Throws where the pass
     * does: a checkpoint judged with another calendar, or of another format (judge from every record).
     */
    static start(workspace, judging, checkpoint) {
        const { asOf, calendar, options } = judging;
        if (checkpoint === undefined)
            return new WorkspaceFold(workspace, (passOptions) => new obligations_obligations/* ObligationsPass */.Rl(asOf, calendar, passOptions), options, { in_force: null, governance: null });
        if (checkpoint.workspace !== workspace)
            throw new Error(`the checkpoint is workspace ${checkpoint.workspace}'s, not ${workspace}'s`);
        // A part missing is no empty state: the fold would go on as if no record came before it.
        for (const part of ["report", "populations"])
            if (typeof checkpoint[part] !== "object" || checkpoint[part] === null)
                throw new Error(`the checkpoint holds no ${part} state, though its format has one`);
        return new WorkspaceFold(workspace, 
        // A drift check resumes from its checkpoint twice (its view, and the previous check's):
        // the pass takes what it resumes from.
        (passOptions) => obligations_obligations/* ObligationsPass */.Rl.resume(structuredClone(checkpoint.obligations), asOf, calendar, passOptions), options, 
        // The populations' fold takes what it resumes from too.
        { ...checkpoint, populations: structuredClone(checkpoint.populations) });
    }
    /** The workspace's next record, in chain order. */
    add(entry) {
        const { record } = entry;
        this.pass.add(entry);
        this.#report.add(record);
        this.#populations.add(entry);
        this.#through = { sequence: record.sequence, sha256: entry.sha256 };
        this.#inForce = (0,facts_in_force/* inForceOf */.qK)(record);
        // What the accepting record declared; one written before records carried it declares nothing.
        if (this.#inForce === null)
            this.#governance = null;
        else if (record.kind === "change" && (0,facts_in_force/* isAccepted */.oB)(record))
            this.#governance = record.change.governance ?? null;
    }
    /** Where the facts in force were put there, and what that record declared. */
    get factsInForce() {
        return { inForce: this.#inForce, governance: this.#governance };
    }
    /** The record the fold stands at; undefined before the first. */
    get through() {
        return this.#through;
    }
    /**
     * The fold's state as the checkpoint file holds it, a copy that shares nothing with the fold,
     * which goes on; none before the first record.
     */
    checkpoint() {
        const text = this.checkpointText();
        return text === undefined ? undefined : JSON.parse(text);
    }
    /**
     * The checkpoint file's text, serialised from the pass's own state without copying it first:
     * what the drift check writes and evidence verify hashes, at every checkpoint.
     */
    checkpointText() {
        if (this.#through === undefined)
            return undefined;
        return serializeCheckpoint({
            format: LEDGER_CHECKPOINT_FORMAT,
            workspace: this.#workspace,
            through: this.#through,
            in_force: this.#inForce,
            governance: this.#governance,
            obligations: this.pass.checkpoint({ copy: false }),
            report: { ...this.#report.held(), part_counts: this.#partCounts },
            populations: this.#populations.held(),
        });
    }
}

;// CONCATENATED MODULE: ./src/action/obligations/ledger-fold.ts




const TITLE = { title: "CIP obligations" };
/** The fold, or undefined (after a warning that says why) when the obligations cannot be judged. */
async function readLedgerFold(scope) {
    const { settings, reporter } = scope;
    if (settings.evidenceBranch === "")
        return undefined;
    const fromPolicy = await scope.policyCalendar();
    if (fromPolicy.kind === "invalid") {
        reporter.warning(`Could not judge the CIP obligations: ${fromPolicy.problem}`, TITLE);
        return undefined;
    }
    const calendar = (0,shared_calendar/* resolveCalendar */.Z4)({ timeZone: settings.obligationsTimeZone }, fromPolicy.calendar);
    // Today in the calendar's time zone, as cip-sync obligations counts it.
    const judging = {
        asOf: (0,shared_calendar/* dateIn */.m7)(new Date(), calendar.timeZone),
        calendar,
        options: { completionGraceDays: fromPolicy.completionGraceDays },
    };
    try {
        return await foldOf(scope, judging);
    }
    catch (error) {
        reporter.warning(`Could not judge the CIP obligations: ${(0,errors/* errorMessage */.g)(error)}`, TITLE);
        return undefined;
    }
}
async function foldOf(scope, judging) {
    const { settings, host, reporter } = scope;
    const { evidenceBranch: branch, workspace } = settings;
    const since = await host.evidence.sinceCheckpoint(branch, workspace, await scope.ledgerWriter());
    if (since.checkpoint !== undefined) {
        const path = `the checkpoint beside record #${since.checkpoint.record.record.sequence}`;
        try {
            const start = parseCheckpoint(since.checkpoint.text, path);
            const fold = WorkspaceFold.start(workspace, judging, start);
            reporter.info(`Judged the CIP obligations from ${path} (the state through record #${start.through.sequence}) and the ${since.records.length} record(s) after it.`);
            const read = {
                records: since.records.length,
                recordBytes: since.recordBytes,
                checkpointBytes: Buffer.byteLength(since.checkpoint.text),
            };
            return folded(fold, judging, start, since.records, read);
        }
        catch (error) {
            reporter.info(`Judged from every record: ${(0,errors/* errorMessage */.g)(error)}.`);
        }
    }
    const records = await host.evidence.records(branch, workspace, await scope.ledgerWriter());
    return folded(WorkspaceFold.start(workspace, judging), judging, undefined, records, undefined);
}
function folded(fold, judging, start, records, sinceStart) {
    for (const entry of records)
        fold.add(entry);
    // Written only when due: taking it costs as much as resuming one.
    const text = checkpointIsDue(sinceStart) ? fold.checkpointText() : undefined;
    const due = text === undefined || fold.through === undefined
        ? undefined
        : checkpointDue(text, fold.through);
    return { fold, judging, start, records: [...records], due };
}
function checkpointDue(text, through) {
    return { text, reference: { sha256: (0,sha256/* sha256Hex */.fg)(text), through } };
}
/**
 * Adds a record this check appended; false when the fold no longer stands at the record before
 * it (another job appended between), and the caller reads the ledger again.
 */
function addAppended(judged, appended) {
    const { through } = judged.fold;
    const { record } = appended;
    const next = through === undefined
        ? record.sequence === 1
        : record.sequence === through.sequence + 1 && record.previous_sha256 === through.sha256;
    if (!next)
        return false;
    judged.fold.add(appended);
    judged.records.push(appended);
    return true;
}
/**
 * The obligations as the previous drift check saw them: the same start, the records up to that
 * check's. Undefined when that check is before the fold's start (its view is not in the records).
 */
function previousView(judged, workspace) {
    const checks = judged.records.filter(({ record }) => record.kind === "monitoring");
    const previous = checks.at(-2)?.record.recorded_at;
    if (previous === undefined)
        return judged.start === undefined ? [] : undefined;
    const { calendar, options } = judged.judging;
    const fold = WorkspaceFold.start(workspace, { asOf: new Date(previous), calendar, options }, judged.start);
    for (const entry of judged.records)
        if (entry.record.recorded_at <= previous)
            fold.add(entry);
    return fold.pass.finish().obligations;
}

;// CONCATENATED MODULE: ./src/core/obligations/obligation-notices.ts
// What a drift check tells a person of the CIP obligations: those that became an exception (a
// completion not recorded past the grace days, a completion dated before its authorization, an
// unauthorized change), overdue or due soon since the previous check, each state once and in that
// order. An exception is notified as an overdue obligation is: both ask someone to act now, so
// both go out under `obligation-overdue`. Pure.

/** The states a notice is sent for, the most urgent first, with the event that carries each. */
const NOTIFIED = [
    { state: "exception", event: "obligation-overdue", became: "became exceptions" },
    { state: "overdue", event: "obligation-overdue", became: "became overdue" },
    { state: "due-soon", event: "obligation-due-soon", became: "due soon" },
];
/** At most this many obligations are named in one notice; the rest are counted. */
const NAMED = 5;
/**
 * One notice per state some obligation of `now` is newly in since `before`, each ending with the
 * families `notJudged` (none sends a notice of its own: it is no new state).
 */
function obligationNotices(now, before, notJudged = []) {
    const unjudged = notJudged.map((family) => ` ${family.notJudged}`).join("");
    return NOTIFIED.flatMap(({ state, event, became }) => {
        const newly = (0,obligation_model/* newlyIn */.Hf)(state, now, before);
        if (newly.length === 0)
            return [];
        const named = newly.slice(0, NAMED).map((o) => {
            const why = state === "exception" && o.reason !== undefined ? `: ${o.reason}` : "";
            return `${(0,obligation_model/* kindText */.uS)(o)} ${(0,obligation_model/* subjectText */.yq)(o)} (due ${o.due ?? "none"}${why})`;
        });
        const more = newly.length > NAMED ? `, and ${newly.length - NAMED} more` : "";
        return [
            {
                event,
                title: `${newly.length} CIP obligation(s) ${became}`,
                detail: `${named.join("; ")}${more}${unjudged === "" ? "" : `.${unjudged}`}`,
            },
        ];
    });
}

// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/shared/text/line-breaks.ts
var line_breaks = __webpack_require__(8492);
;// CONCATENATED MODULE: ./src/render/shared/csv-cell.ts
// One CSV cell as every CSV we write has it (RFC 4180): never a formula in a spreadsheet. A cell
// that begins with = + - @ tab or CR would run as a formula, and so would any part of it after a
// separator some spreadsheet splits on: `,`, `;` (Excel's default where the decimal mark is a comma,
// most of Europe and fr-CA) or tab, since a reader splitting on `;` ignores our quotes around a cell
// that does not start one of its fields; and after any line break (a lone CR included), since a
// reader that ignores our quotes starts a new row there. Each such start gets an apostrophe, and
// the cell is quoted when it holds any separator, a quote or a line break.

const SEPARATOR = `,;\\t${line_breaks/* LINE_BREAK_CLASS */.C}`;
const FORMULA_START = new RegExp(`(?<=^|[${SEPARATOR}])(?=[=+\\-@\\t\\r])`, "gu");
const NEEDS_QUOTES = new RegExp(`["${SEPARATOR}]`, "u");
/** What FORMULA_START can match after: the cell's start, or a separator in it. */
const FORMULA_POSSIBLE = new RegExp(`^[=+\\-@\\t\\r]|[${SEPARATOR}]`, "u");
function csv_cell_csvCell(value) {
    if (value === undefined)
        return "";
    const plain = String(value);
    // Most cells (dates, digests, names) hold neither a separator nor a formula's first character
    // at their start: the replacement's look-behind is spared for them.
    const text = FORMULA_POSSIBLE.test(plain) ? plain.replace(FORMULA_START, "'") : plain;
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

;// CONCATENATED MODULE: ./src/render/shared/escape-html.ts
// Escaping of untrusted text (names, titles, logins, messages from the ledger) for HTML text and
// attribute values: the five characters that could end an element or an attribute.

const HTML_ESCAPES = new Map([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&#39;"],
]);
function escape_html_escapeHtml(text) {
    return text.replace(/[&<>"']/g, (character) => getOrThrow(HTML_ESCAPES, character, "HTML_ESCAPES"));
}

// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(6800);
;// CONCATENATED MODULE: ./src/render/shared/json-chunks.ts
// JSON written in pieces, byte for byte as renderJson would write the value whole (2-space
// indentation at every depth, hidden characters escaped, a trailing newline): each member and each
// item of a list stringified on its own and indented to its depth, so that a list of any length is
// written one item at a time (the audit report's records, the obligations).


/**
 * A document whose members are `members`, as `renderJson` would write it: escaped, a last newline.
 * Escaped a batch of pieces at a time: the escape is a character's own (JSON.stringify never splits
 * a character between pieces), and its look for a character to escape costs per call, where most
 * pieces are a few bytes (a 281 MB obligations listing: 0.76 s escaping piece by piece).
 */
function* json_chunks_documentChunks(members) {
    for (const batch of textBatches(objectChunks(members, 0)))
        yield escapeHiddenCharactersInJson(batch);
    yield "\n";
}
/** `value` as JSON.stringify(value, null, 2) writes it `depth` levels deep, in one piece. */
function json_chunks_whole(value, depth) {
    const json = JSON.stringify(value, null, 2);
    return json === undefined ? undefined : [json.replaceAll("\n", `\n${indent(depth)}`)];
}
/** An object's members that have a value, as JSON.stringify writes them (`{}` when none has). */
function* objectChunks(members, depth) {
    let written = 0;
    for (const [key, part] of members) {
        const chunks = part(depth + 1);
        if (chunks === undefined)
            continue;
        yield `${written++ === 0 ? "{" : ","}\n${indent(depth + 1)}${JSON.stringify(key)}: `;
        yield* chunks;
    }
    yield written === 0 ? "{}" : `\n${indent(depth)}}`;
}
/** A list's items, each read when it is written, as JSON.stringify writes an array's. */
function* json_chunks_arrayChunks(items, depth, item) {
    let written = 0;
    for (const value of items) {
        yield `${written++ === 0 ? "[" : ","}\n${indent(depth + 1)}`;
        // JSON.stringify writes null for an item it would leave out of an object.
        yield* item(value, depth + 1) ?? ["null"];
    }
    yield written === 0 ? "[]" : `\n${indent(depth)}]`;
}
function indent(depth) {
    return "  ".repeat(depth);
}

// EXTERNAL MODULE: ./src/render/shared/escape-markdown.ts
var escape_markdown = __webpack_require__(4747);
;// CONCATENATED MODULE: ./src/render/evidence/obligations.ts







const COLUMNS = (/* unused pure expression or super */ null && ([
    "status",
    "kind",
    "workspace",
    "cyber_system_id",
    "cyber_system",
    "asset",
    "due",
    "opened_by_sequence",
    "opened_by_sha256",
    "opened_at",
    "closed_by_sequence",
    "closed_by_sha256",
    "closed_at",
    "requirement",
    "notes",
    // What it is about in words: the asset, or what CIP-007 R2 and CIP-003 name (an item, a patch
    // source, a patch, a mitigation plan, a delegation), which the columns above do not hold.
    "subject",
    // Last, so that a reader of the columns before it finds them where they were.
    "reason",
]));
/** A family not judged as a row: its name as the kind, its words as the reason. */
function notJudgedCells(family) {
    return { status: "not judged", kind: family.name, reason: family.notJudged };
}
function cells(o) {
    return {
        status: o.status,
        kind: kindText(o),
        workspace: o.workspace,
        cyber_system_id: o.subject.cyber_system_id,
        cyber_system: o.subject.cyber_system,
        asset: o.subject.asset,
        due: o.due ?? undefined,
        opened_by_sequence: o.opened_by.sequence,
        opened_by_sha256: o.opened_by.sha256,
        opened_at: o.opened_by.recorded_at,
        closed_by_sequence: o.closed_by?.sequence,
        closed_by_sha256: o.closed_by?.sha256,
        closed_at: o.closed_by?.recorded_at,
        requirement: o.requirement,
        notes: o.notes?.map(({ login, note }) => `${login}: ${note}`).join("; "),
        subject: subjectText(o),
        reason: o.reason,
    };
}
/**
 * The obligations as CSV, a line at a time: a list of any length is never one string. A family not
 * judged is a row of its own first, status "not judged", its words in `reason`, so that no empty
 * list reads as clear in a spreadsheet either.
 */
function* obligationsCsvChunks(report) {
    yield `${COLUMNS.join(",")}\r\n`;
    for (const family of report.notJudged ?? []) {
        const row = notJudgedCells(family);
        yield `${COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;
    }
    for (const o of report.obligations) {
        const row = cells(o);
        yield `${COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;
    }
}
/**
 * The obligations as renderJson writes them (`at`, `calendar`, `history_not_checked` when the
 * ledger was read without its git history, `statuses` when only these are listed, `obligations`),
 * one at a time.
 */
function obligationsJsonChunks(report) {
    const unchecked = report.historyNotChecked;
    const history = unchecked === undefined ? [] : [["history_not_checked", (depth) => whole(unchecked, depth)]];
    const statuses = report.statuses;
    const listed = statuses === undefined ? [] : [["statuses", (depth) => whole(statuses, depth)]];
    const notJudged = report.notJudged?.map((family) => family.notJudged);
    const unjudged = notJudged === undefined || notJudged.length === 0
        ? []
        : [["not_judged", (depth) => whole(notJudged, depth)]];
    return documentChunks([
        ["at", (depth) => whole(report.at, depth)],
        ["calendar", (depth) => whole(report.calendar, depth)],
        ...history,
        ...listed,
        ...unjudged,
        ["obligations", (depth) => arrayChunks(report.obligations, depth, whole)],
    ]);
}
/**
 * One line of counts: "6 obligations, 2 overdue, 1 closed late, 3 open" (the statuses present),
 * and how many are listed when the report lists only some, with the command that lists every one
 * as the format writes code (`code`): numbers and status names only, nothing to escape.
 */
function countsText(counts, listed, code = (text) => text) {
    const total = obligations_obligations/* OBLIGATION_STATUSES */.aC.reduce((sum, status) => sum + counts[status], 0);
    const parts = statusCounts(counts, obligations_obligations/* OBLIGATION_STATUSES */.aC);
    const some = listed !== undefined && listed < total
        ? `; ${listed} listed here, exceptions first (${code("cip-sync obligations --all")} lists every one)`
        : "";
    return `${(0,wording/* countOf */.pq)(total, "obligation")}, ${parts.length === 0 ? "none" : parts.join(", ")}${some}`;
}
/** "3 reminder, 1 closed": how many of each of `statuses` there are, those present only. */
function statusCounts(counts, statuses) {
    return statuses
        .filter((status) => counts[status] > 0)
        .map((status) => `${counts[status]} ${status.replace("-", " ")}`);
}
/**
 * What a listing of some statuses leaves out, and how to see it: "Listed: exception, overdue, due
 * soon, open. Not listed: 3 reminder, 1 closed; --all lists every one." Undefined when nothing is
 * left out. `flag` writes a flag as the format shows one.
 */
function unlistedText(report, flag) {
    const listed = report.statuses;
    if (listed === undefined)
        return undefined;
    const unlisted = statusCounts(report.counts, obligations_obligations/* OBLIGATION_STATUSES */.aC.filter((status) => !listed.includes(status)));
    if (unlisted.length === 0)
        return undefined;
    const names = listed.length === 0 ? "none" : listed.map((s) => s.replace("-", " ")).join(", ");
    return `Listed: ${names}. Not listed: ${unlisted.join(", ")}; ${flag("--all")} lists every one, ${flag("--status")} chooses.`;
}
/** A record as the obligations' listings name it: "#3 2026-01-21T06:00:00.000Z sha256:<12 hex>". */
function recordText(ref) {
    return `#${ref.sequence} ${ref.recorded_at} sha256:${ref.sha256.slice(0, 12)}`;
}
/** The obligations as text, a line at a time. */
function* obligationsTextChunks(report) {
    yield `Obligations as of ${report.at} (${report.calendar}): ${countsText(report.counts)}.\n`;
    if (report.historyNotChecked !== undefined)
        yield `History not checked: ${report.historyNotChecked}.\n`;
    for (const family of report.notJudged ?? [])
        yield `Not judged: ${family.notJudged}\n`;
    const unlisted = unlistedText(report, (name) => name);
    if (unlisted !== undefined)
        yield `${unlisted}\n`;
    for (const o of report.obligations) {
        const due = dueText(o);
        const closed = o.closed_by === undefined ? "" : `, closed by ${recordText(o.closed_by)}`;
        const noted = [
            ...(o.reason === undefined ? [] : [`; ${o.reason}`]),
            ...(o.closed_as === undefined ? [] : [` (${o.closed_as})`]),
            ...(o.verified_by === undefined
                ? []
                : [`; referenced baseline verified by ${recordText(o.verified_by)}`]),
            ...(o.not_closed_by ?? []).map(({ record, why }) => `; not closed by #${record.sequence}: ${why}`),
            ...(o.notes ?? []).map(({ login, note }) => `; noted by ${login}: ${note}`),
        ].join("");
        yield `  ${o.status.padEnd(11)} ${kindText(o).padEnd(12)}  ${revealHiddenCharacters(subjectText(o))} [${revealHiddenCharacters(o.workspace)}]: ${due}; opened by ${recordText(o.opened_by)}${closed}${revealHiddenCharacters(noted)}\n`;
    }
}
/** Each family not judged, a paragraph of its own in Markdown ("" for none). */
function notJudgedMarkdown(families) {
    return families
        .map((family) => `**Not judged:** ${(0,escape_markdown/* escapeMarkdown */.FV)(family.notJudged)}`)
        .join("\n\n");
}
/** The obligations the audit report and the Action list (some of them, with every count). */
function renderObligationsMarkdown(report) {
    return [
        ...markdownChunks(report, report.counts ?? (0,obligations_obligations/* countStatuses */.ip)(report.obligations), report.obligations.length),
    ].join("");
}
/** Every obligation of the listing in Markdown, a row at a time. */
function obligationsMarkdownChunks(report) {
    return markdownChunks(report, report.counts);
}
function* markdownChunks(report, counts, listed) {
    yield `## CIP obligations as of ${report.at}\n\n${countsText(counts, listed, escape_markdown/* markdownCodeSpan */.Bk)}. Dates count ${(0,escape_markdown/* escapeMarkdown */.FV)(report.calendar)}.\n\n`;
    if (report.historyNotChecked !== undefined)
        yield `**History not checked:** ${(0,escape_markdown/* escapeMarkdown */.FV)(report.historyNotChecked)}.\n\n`;
    const unjudged = notJudgedMarkdown(report.notJudged ?? []);
    if (unjudged !== "")
        yield `${unjudged}\n\n`;
    const unlisted = unlistedText({ ...report, counts }, escape_markdown/* markdownCodeSpan */.Bk);
    if (unlisted !== undefined)
        yield `${unlisted}\n\n`;
    let rows = 0;
    for (const o of report.obligations) {
        if (rows++ === 0)
            yield "| Status | Requirement | Workspace | Subject | Due | Opened by record | Closed by record | Reason |\n|---|---|---|---|---|---:|---:|---|\n";
        yield `| ${o.status} | ${(0,obligations_obligations/* kindText */.uS)(o)} | ${(0,escape_markdown/* markdownCodeSpan */.Bk)(o.workspace)} | ${(0,escape_markdown/* escapeMarkdown */.FV)((0,obligations_obligations/* subjectText */.yq)(o))} | ${o.due ?? ""} | ${o.opened_by.sequence} | ${o.closed_by?.sequence ?? ""} | ${(0,escape_markdown/* escapeMarkdown */.FV)(o.reason ?? "")} |\n`;
    }
}
/** The audit report's obligations in HTML: exceptions first, each with the records that opened and closed it. */
function obligationsHtml(report, limit) {
    if (report === undefined)
        return "";
    const head = `<h2 id="obligations">CIP obligations as of ${escapeHtml(report.at)}</h2>\n<p>${countsText(report.counts ?? countStatuses(report.obligations), report.obligations.length, (text) => `<code>${escapeHtml(text)}</code>`)}.</p>\n<p class="note">Dates count ${escapeHtml(report.calendar)}.</p>`;
    if (report.obligations.length === 0)
        return `${head}\n<p>No obligation: no change to a High or Medium system and no High system in the ledger.</p>`;
    const shown = report.obligations.slice(0, limit);
    const record = (ref) => ref === undefined ? "" : `#${ref.sequence} <code>${ref.sha256.slice(0, 12)}</code>`;
    const rows = shown.map((o) => {
        const bad = o.status === "exception" || o.status === "overdue" || o.status === "closed-late";
        return `<tr><td${bad ? ' class="bad"' : ""}>${o.status}</td><td>${kindText(o)}</td><td><code>${escapeHtml(o.workspace)}</code></td><td>${escapeHtml(subjectText(o))}</td><td>${o.due ?? ""}</td><td>${record(o.opened_by)}</td><td>${record(o.closed_by)}</td><td>${escapeHtml(o.reason ?? "")}</td></tr>`;
    });
    const more = report.obligations.length - shown.length;
    return [
        head,
        "<table><thead><tr><th>Status</th><th>Requirement</th><th>Workspace</th><th>Subject</th><th>Due</th><th>Opened by</th><th>Closed by</th><th>Reason</th></tr></thead><tbody>",
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more are listed by <code>cip-sync obligations</code>.</p>`
            : "",
    ].join("\n");
}

;// CONCATENATED MODULE: ./src/render/evidence/facts-in-force.ts
// What the default branch declares that is not in force, as the drift check's summary and its
// obligations issue show it: the commit in force, the branch's commit, each difference, and the
// way back. Names from the files are escaped (they are a repository writer's text).

function renderNotInForceMarkdown(found) {
    return [
        "### Not in force: the default branch differs from what the gate accepted",
        "",
        `The default branch at ${(0,escape_markdown/* markdownCodeSpan */.Bk)(found.branchCommit)} declares governance facts that no accepted merge put in force; in force are those of commit ${(0,escape_markdown/* markdownCodeSpan */.Bk)(found.inForceCommit)}, merged by the change the gate accepted in ledger record #${found.sequence}. A change the gate refused (merged anyway) or a direct push never takes force: every pull request is judged against the facts in force, and the obligations read them from the records. Revert the commits between the two, then make the change in a pull request the gate accepts.`,
        "",
        ...found.differences.map((difference) => `- ${(0,escape_markdown/* escapeMarkdown */.FV)(difference)}`),
        "",
    ].join("\n");
}

;// CONCATENATED MODULE: ./src/action/obligations/facts-in-force-report.ts




/**
 * The section that says what is not in force, after warning of it; undefined when all is. What
 * the checkout declares is read only when there is something in force to compare it with.
 */
async function reportNotInForce(scope, inForce, declared) {
    const { reporter } = scope;
    const accepted = inForce.inForce;
    // Before the first accepted merge, the genesis is in force: what its commit declares.
    const genesis = accepted === null ? await genesisGovernance(scope) : undefined;
    if (accepted === null && genesis === undefined)
        return undefined;
    const pointer = accepted ?? genesis?.pointer;
    if (pointer === undefined)
        return undefined;
    const governance = accepted === null ? (genesis?.governance ?? null) : inForce.governance;
    if (governance === null) {
        reporter.info(`The facts in force were put there by record #${pointer.sequence}, written before records carried them: the next accepted merge records them, and the drift checks after it compare the default branch with them.`);
        return undefined;
    }
    const differences = (0,facts_in_force/* governanceDifferences */.f)(governance, await declared());
    if (differences.length === 0)
        return undefined;
    const found = {
        sequence: pointer.sequence,
        inForceCommit: pointer.commit,
        branchCommit: scope.context.sha,
        differences,
    };
    const where = accepted === null
        ? `the genesis commit ${found.inForceCommit}, what record #${found.sequence} was judged at`
        : `commit ${found.inForceCommit}, record #${found.sequence}`;
    reporter.warning(`The default branch at ${found.branchCommit} declares governance facts the gate never accepted (in force: ${where}): ${differences.join("; ")}. They do not take force: revert them, then make the change in a reviewed pull request.`, { title: "Not in force" });
    return renderNotInForceMarkdown(found);
}
/**
 * What the ledger's genesis declares, while no accepted merge is recorded; undefined (after a note
 * in the log) when the ledger was not started, or the genesis commit's files cannot be read.
 */
async function genesisGovernance(scope) {
    const { reporter } = scope;
    const inForce = await scope.inForce();
    if (inForce === null || inForce.from !== "genesis" || scope.settings.policyFile === "") {
        reporter.info("No merge the gate accepted is recorded yet, and the ledger has no genesis to compare the default branch with.");
        return undefined;
    }
    try {
        // The checkout is the genesis commit itself (a drift check of the commit its first one read).
        const governance = inForce.commit === scope.context.sha
            ? await (0,change_record_facts/* checkoutGovernance */.V)(scope)
            : await (0,change_record_facts/* governanceAt */.sN)(scope, inForce.commit);
        return { pointer: inForce, governance };
    }
    catch (error) {
        reporter.warning(`The governance facts of the genesis commit ${inForce.commit} could not be read (${(0,errors/* errorMessage */.g)(error)}): what the default branch declares since is not compared with them in this run.`, { title: "Not in force" });
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/action/obligations/obligations-report.ts
// The CIP obligations of the workspace, judged at each drift check (which has just closed the
// monitoring interval): the records are read whole from the evidence branch, chain-checked, and
// the obligations still open are listed in the job summary; output obligations-overdue counts the
// overdue ones; an obligation that became an exception, overdue or due soon since the previous
// drift check is notified once (core/obligations/obligation-notices.ts). A ledger that cannot be read or is broken is a warning that says so: nothing is
// judged from it, and the output is not set (fail closed).









/**
 * The obligations of `judged` (ledger-fold.ts) once this check's records are added: read again
 * from the ledger when another job appended between them. Nothing without a fold (said already).
 */
async function reportObligations(scope, judged, appended) {
    const { settings, reporter } = scope;
    let ledger = judged;
    for (const entry of appended)
        if (ledger !== undefined && entry !== undefined && !addAppended(ledger, entry))
            ledger = await readLedgerFold(scope);
    if (ledger === undefined)
        return;
    const notInForce = await reportNotInForce(scope, ledger.fold.factsInForce, () => (0,change_record_facts/* checkoutGovernance */.V)(scope));
    const { asOf: at, calendar } = ledger.judging;
    const { obligations } = ledger.fold.pass.finish();
    // Read after finish too: the families no accepted merge started, said wherever these are.
    const { notJudged } = ledger.fold.pass;
    // The previous drift check's view: what was already overdue then was already notified.
    const before = previousView(ledger, settings.workspace);
    if (before === undefined)
        reporter.info("The previous drift check is before the checkpoint read: nothing is notified again.");
    const overdue = obligations.filter((o) => o.status === "overdue");
    reporter.setOutput("obligations-overdue", String(overdue.length));
    const listed = obligations.filter((o) => obligations_obligations/* STILL_TO_DO */.PB.includes(o.status));
    await reporter.summary(() => `\n${notInForce === undefined ? "" : `${notInForce}\n`}${renderObligationsMarkdown({ at, calendar: (0,shared_calendar/* calendarRule */.Zi)(calendar), obligations: listed, notJudged })}\n`);
    if (settings.obligationsIssue)
        await updateIssue(scope, obligations, {
            at,
            rule: (0,shared_calendar/* calendarRule */.Zi)(calendar),
            notInForce,
            notJudged,
        });
    for (const { event, title, detail } of obligationNotices(obligations, before ?? obligations, notJudged))
        await (0,notify/* notify */.m)(scope, event, { state: "new", title, detail });
}
/** The obligations issue: the exceptions and what is overdue or due soon, or closed when none is. */
async function updateIssue(scope, obligations, judged) {
    const { settings, reporter, host, context } = scope;
    const { at, rule, notInForce, notJudged } = judged;
    const needing = obligations.filter((o) => o.status === "exception" || o.status === "overdue" || o.status === "due-soon");
    // What is not in force is an exception of its own: the issue stays open while it lasts.
    const list = needing.length === 0 && notInForce === undefined
        ? undefined
        : `${notInForce === undefined ? "" : `${notInForce}\n`}${renderObligationsMarkdown({ at, calendar: rule, obligations: needing, notJudged })}`;
    try {
        const done = await host.obligationsIssues.report(settings.workspace, { needing: list, notJudged: notJudgedMarkdown(notJudged) }, context.runUrl);
        if (done.action !== "none")
            reporter.info(`The CIP obligations issue: ${done.action}, ${done.url}`);
    }
    catch (error) {
        reporter.warning(`Could not write the CIP obligations issue: ${(0,errors/* errorMessage */.g)(error)}; give the job's token the \`issues: write\` permission, or set the input obligations-issue to false.`, { title: "CIP obligations" });
    }
}

// EXTERNAL MODULE: ./src/core/notify/notifications.ts
var notifications = __webpack_require__(1089);
;// CONCATENATED MODULE: ./src/action/drift/drift-route.ts
// The drift route (a schedule, a dispatch, a push elsewhere): plans the files against the live
// service, records the inventory reconciliation (a `monitoring` record with its inventory
// listing), in sync or not, keeps the workspace's drift issue open while the live inventory
// differs, and appends the collector's configuration monitoring (CIP-010 R2.1) when the input
// monitoring-file names one. Off the default branch it plans and reports only: CIP-010 R2.1
// evidence comes from the default branch alone (the authority table), so it writes no record,
// issue or notification there, and says so in the job summary.















async function checkDrift(scope) {
    await scope.withService(async (client) => {
        await (0,policy_protection/* reportGuards */.p)(scope, { approvals: false });
        const outcome = await (0,engine/* planFromSource */.rW)(scope.planSettings(), client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, undefined);
        const { plan } = outcome;
        await scope.reportPlan(plan);
        const { refCheck } = scope.context;
        const notRecorded = refCheck.defaultBranch ? undefined : offDefaultBranch(refCheck.why);
        await scope.reporter.summary((cap) => `## Inventory drift check: workspace \`${scope.settings.workspace}\`\n\n${notRecorded === undefined ? "" : `${notRecorded}\n\n`}${(0,messages/* driftStatus */.wM)(plan)}\n\n${scope.summaryPlan(plan, cap)}`);
        const findings = driftFindings(plan, outcome.live);
        scope.reporter.info((0,drift/* driftHeadline */.AF)(findings));
        if (notRecorded !== undefined)
            scope.reporter.warning(notRecorded, { title: "Not the default branch" });
        const failures = notRecorded === undefined ? await recordCheck(scope, outcome, findings) : [];
        if (plan.operations.length > 0 && scope.settings.failOnDrift)
            throw new run_failure/* ActionFailure */.d("drift", (0,messages/* driftFailure */.ah)(plan));
        const [failure] = failures;
        if (failure !== undefined)
            throw failure;
    });
}
/** Why a drift check off the default branch writes nothing (CIP-010 R2.1 evidence). */
function offDefaultBranch(why) {
    return `This drift check writes no evidence record, drift issue, obligations issue or notification: ${why}, and the evidence of CIP-010 R2.1 comes only from the default branch's drift check. Run it on the default branch (a schedule, or a dispatch of the default branch).`;
}
/**
 * The default branch's check: the monitoring evidence (CIP-010 R2), in sync or not, the drift
 * issue, the collector's configuration monitoring, then the obligations. The collector's file is
 * checked before anything is written: a file refused writes nothing. The ledger's failures, in order.
 */
async function recordCheck(scope, outcome, findings) {
    const { monitoringFile } = scope.settings;
    const observation = monitoringFile === ""
        ? undefined
        : await configurationMonitoringOf(scope, monitoringFile, 
        // The inventory in git holds no ids: the service's, read by this check, name each asset.
        assetIdsOf(outcome.plan.managed_systems, outcome.live.cyberAssets));
    // The ledger's fold through its head, read before this check's record: the checkpoint kept
    // beside that record, when one is due, is the state through the record before it.
    const judged = await readLedgerFold(scope);
    const due = judged?.due;
    const { live, declared } = outcome;
    const { draft, listing } = (0,evidence_evidence/* monitoringDraft */.OL)(scope, findings, live, declared, due?.reference);
    const evidence = await (0,evidence_evidence/* recordEvidence */.ti)(scope, draft, { listing, checkpoint: due?.text });
    await updateDriftIssue(scope, findings, evidence.head);
    // Appended before the obligations are judged.
    const monitored = observation === undefined ? undefined : await (0,evidence_evidence/* recordEvidence */.ti)(scope, observation);
    await reportObligations(scope, judged, [evidence.appended, monitored?.appended]);
    return [evidence.failure, monitored?.failure].filter((failure) => failure !== undefined);
}
/** What the log says was done to the drift issue. */
const DRIFT_ISSUE_DONE = {
    opened: "Opened",
    updated: "Updated",
    closed: "Closed",
};
/**
 * Opens, updates or closes the workspace's drift issue (input drift-issue). A token that may not
 * write issues is a warning naming the permission: the monitoring record documents the drift.
 * `evidenceHead` is the ledger's head after this check's record, when it was appended.
 */
async function updateDriftIssue(scope, findings, evidenceHead) {
    const { reporter, settings, context, host } = scope;
    if (!settings.driftIssue)
        return;
    const branch = settings.evidenceBranch;
    try {
        const result = await host.driftIssues.report(settings.workspace, findings, {
            at: new Date(),
            runUrl: context.runUrl,
            evidenceHead,
            ...(branch === ""
                ? {}
                : {
                    resolvedBy: (firstSeen) => host.evidence
                        .lastApplySince(branch, settings.workspace, firstSeen)
                        .catch(() => undefined),
                }),
        });
        if (result.action === "none")
            return;
        const state = (0,notifications/* driftState */.J8)(result.action);
        if (state !== undefined) {
            await (0,notify/* notify */.m)(scope, "drift", {
                state,
                title: state === "new"
                    ? `Drift: the live inventory differs from the files (${findings.differences.length} difference(s))`
                    : "Drift resolved: the live inventory matches the files again",
                detail: `drift issue ${result.issue.url}`,
            });
        }
        reporter.setOutput("drift-issue-url", result.issue.url);
        reporter.info(`${DRIFT_ISSUE_DONE[result.action]} the drift issue: ${result.issue.url}`);
    }
    catch (error) {
        const status = host.statusOf(error);
        const detail = (0,errors/* errorMessage */.g)(error);
        reporter.warning(status === 403 || status === 404
            ? `Could not write the drift issue (HTTP ${status}: ${detail}): give the job's token the \`issues: write\` permission, or set the input drift-issue to false.`
            : `Could not write the drift issue: ${detail}`, { title: "Drift issue" });
    }
}


/***/ }),

/***/ 1864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a9: () => (/* binding */ fileStamp),
/* harmony export */   co: () => (/* binding */ besideFiles),
/* harmony export */   i0: () => (/* binding */ workspaceOfPath),
/* harmony export */   lX: () => (/* binding */ recordPath),
/* harmony export */   ml: () => (/* binding */ recordedAtOfPath),
/* harmony export */   sm: () => (/* binding */ isRecordPathOf),
/* harmony export */   v7: () => (/* binding */ RECORDS_DIR),
/* harmony export */   xe: () => (/* binding */ sealRecord)
/* harmony export */ });
/* unused harmony exports serializeRecord, isCliRecordPath, sealedAs, kindOfPath, workspacesOfPaths */
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9343);
/* harmony import */ var _records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6681);
/* harmony import */ var _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4401);
/* harmony import */ var _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1645);
// A record as the ledger keeps it: sealed after the workspace's last record (its sequence, the
// SHA-256 of the previous file, a time that sorts after it) into canonical JSON, at a path that
// names its workspace, month, time, kind and run. Pure.






/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
function serializeRecord(record) {
    return `${JSON.stringify((0,_plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonical */ .$N)(record), null, 2)}\n`;
}
/**
 * The record placed after `head` (the workspace's last record; undefined for its first), recorded
 * at `now` or, when a clock runs behind the previous writer's, one millisecond after it: file names
 * then sort in chain order. `untimestamped` lists earlier records still waiting for a token.
 */
function sealRecord(draft, head, now, untimestamped = []) {
    const previousAt = head === undefined ? Number.NEGATIVE_INFINITY : Date.parse(head.record.recorded_at);
    const recordedAt = new Date(Math.max(now.getTime(), previousAt + 1)).toISOString();
    const sequence = head === undefined ? 1 : head.record.sequence + 1;
    const record = {
        ...fittedToHead(draft, head),
        sequence,
        previous_sha256: head === undefined ? null : (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(head.bytes),
        recorded_at: recordedAt,
        ...(untimestamped.length === 0 ? {} : { untimestamped_predecessors: [...untimestamped] }),
        // The fold of what is in force, carried by every record: a run reads it from the head alone.
        in_force: (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .inForceAfter */ .LH)(draft, sequence, head === undefined ? null : (0,_records_in_force_facts_in_force_js__WEBPACK_IMPORTED_MODULE_2__/* .inForceOf */ .qK)(head.record)),
    };
    return { record, text: serializeRecord(record), path: recordPath(record) };
}
const RECORDS_DIR = "records";
/** `20261123T150022.123Z`: sorts like the time, and is a valid file name everywhere. */
function fileStamp(iso) {
    return iso.replace(/[-:]/g, "");
}
/**
 * `records/<workspace>/<YYYY>/<MM>/<UTC timestamp>-<kind>-<run id>-<attempt>.json`.
 *
 * Joined rather than concatenated: V8 keeps a concatenation as a tree of its pieces (here about 16
 * nodes and the pieces themselves, some 500 bytes), a join as one flat string of about 90, and
 * the ledger's passes hold a path for every record (about 50 MB at 100,000 records as trees).
 */
function recordPath(record) {
    const [year, month] = record.recorded_at.split("-");
    const name = [
        fileStamp(record.recorded_at),
        record.kind,
        record.run.run_id,
        record.run.run_attempt,
    ];
    return [RECORDS_DIR, record.workspace, year, month, `${name.join("-")}.json`].join("/");
}
/**
 * Whether `path` has the shape recordPath gives a record of `workspace`: anything else beside the
 * records (a stray file someone committed) is not part of the chain the writer extends.
 */
function isRecordPathOf(path, workspace) {
    const prefix = `${RECORDS_DIR}/${workspace}/`;
    return (path.startsWith(prefix) &&
        /^\d{4}\/\d{2}\/\d{8}T\d{6}\.\d{3}Z-(change|monitoring|configuration-monitoring)-[^/]+-\d+\.json$/.test(path.slice(prefix.length)));
}
/** Whether `path` is the file of a record sealed from the command line (origin "cli"). */
function isCliRecordPath(path) {
    // The names first: a reading from a checkpoint asks this of every name before it.
    if (!path.includes(`-change-${CLI_RUN_PREFIX}`) &&
        !path.includes(`-configuration-monitoring-${CLI_RUN_PREFIX}`))
        return false;
    const workspace = workspaceOfPath(path);
    return workspace !== undefined && isRecordPathOf(path, workspace);
}
/**
 * The ledger's file that already holds the record of `kind` sealed from the command line as
 * `runId` (a break-glass change, a collector's file), if any, in any workspace: each is sealed once.
 */
function sealedAs(paths, kind, runId) {
    return paths.find((path) => isCliRecordPath(path) && path.includes(`-${kind}-${runId}-`));
}
/** The kind a record's file name states (recordPath), or undefined for another name. */
function kindOfPath(path) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    return /^\d{8}T\d{6}\.\d{3}Z-(change|monitoring|configuration-monitoring)-/.exec(name)?.[1];
}
/** When the record at `path` was recorded (ISO 8601, UTC), as its file name says; undefined for another file. */
function recordedAtOfPath(path) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    const found = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2}\.\d{3})Z-/.exec(name);
    return found === null
        ? undefined
        : `${found[1]}-${found[2]}-${found[3]}T${found[4]}:${found[5]}:${found[6]}Z`;
}
/** The workspaces the ledger's `paths` hold a record of, sorted. */
function workspacesOfPaths(paths) {
    const workspaces = new Set();
    for (const path of paths) {
        const workspace = workspaceOfPath(path);
        if (workspace !== undefined && isRecordPathOf(path, workspace))
            workspaces.add(workspace);
    }
    return [...workspaces].sort();
}
/** The workspace a ledger path belongs to, or undefined for a file outside records/. */
function workspaceOfPath(path) {
    const parts = path.split("/");
    return parts.length === 5 && parts[0] === RECORDS_DIR ? parts[1] : undefined;
}
/**
 * `draft` as it may be sealed on `head`: a checkpoint summarises the record it was computed
 * through, so it stands only on that record; sealed on another head (another job appended
 * first), the draft goes without it, and the next drift check writes one.
 */
function fittedToHead(draft, head) {
    if (draft.kind !== "monitoring" || draft.monitoring.checkpoint === undefined)
        return draft;
    const { through } = draft.monitoring.checkpoint;
    const onIt = head !== undefined &&
        head.record.sequence === through.sequence &&
        (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(head.bytes) === through.sha256;
    if (onIt)
        return draft;
    const { checkpoint, ...monitoring } = draft.monitoring;
    void checkpoint;
    return { ...draft, monitoring };
}
/** The files committed beside `sealed` (besides its timestamp token): those its record vouches for. */
function besideFiles(sealed, beside) {
    const { record, path } = sealed;
    const vouched = record.kind === "monitoring" ? record.monitoring : undefined;
    return [
        ...(beside.listing === undefined ? [] : [{ path: (0,_records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .listingPath */ .qS)(path), content: beside.listing }]),
        ...(beside.checkpoint === undefined || vouched?.checkpoint === undefined
            ? []
            : [{ path: (0,_records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_4__/* .checkpointPath */ .AD)(path), content: beside.checkpoint }]),
    ];
}


/***/ }),

/***/ 1645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ checkpointPath),
/* harmony export */   HU: () => (/* binding */ checkpointReferenceSchema),
/* harmony export */   Vc: () => (/* binding */ checkpointBytesProblem),
/* harmony export */   gk: () => (/* binding */ checkpointDigestProblem),
/* harmony export */   nn: () => (/* binding */ CHECKPOINT_SUFFIX)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
// A checkpoint of the judged state kept beside a drift check's record (`<record>.checkpoint`): the
// state after every record of the workspace up to `through` (the record before the one carrying
// it), so that a routine run reads the checkpoint and the records after it, never the whole
// ledger. The record holds the file's SHA-256, so the chain vouches for its bytes as for a
// listing's; what the state says is recomputed by `evidence verify` from the records before it
// (core/obligations), so a checkpoint that is not the fold of its records fails verify. Pure.


/** A checkpoint's file: its record's path with this appended (not .json: no record). */
const CHECKPOINT_SUFFIX = ".checkpoint";
function checkpointPath(recordPath) {
    return `${recordPath}${CHECKPOINT_SUFFIX}`;
}
const hex64 = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/);
const checkpointReferenceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    sha256: hex64,
    through: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ sequence: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().positive(), sha256: hex64 }),
});
/** Why the checkpoint file's bytes are not those its record vouches for; undefined when they are. */
function checkpointBytesProblem(bytes, reference, path) {
    return checkpointDigestProblem((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(bytes), reference, path);
}
/** checkpointBytesProblem of a file whose bytes' SHA-256 is `sha256`. */
function checkpointDigestProblem(sha256, reference, path) {
    return sha256 === reference.sha256
        ? undefined
        : `${path} has SHA-256 ${sha256}, but its record says ${reference.sha256}: the checkpoint was changed after it was sealed`;
}


/***/ }),

/***/ 8177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ driftHeadline),
/* harmony export */   AH: () => (/* binding */ renderDriftTable)
/* harmony export */ });
/* unused harmony exports renderDriftText, renderDriftMarkdown */
/* harmony import */ var _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6800);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2205);
/* harmony import */ var _core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3322);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2997);





const WHAT = {
    create: "only in the files",
    delete: "only in the service",
    update: "differs",
};
function stateText(state) {
    if (state === null)
        return "(none)";
    return `${revealHiddenCharacters(state.name)} (${state.asset_type}) in ${revealHiddenCharacters(state.cyber_system)}`;
}
function stateMarkdown(state) {
    if (state === null)
        return "_none_";
    return `${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(state.name)} (${state.asset_type}) in ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(state.cyber_system)}`;
}
/** "Drift: N assets differ ...", or "No drift: ...": the text output's first line and the Action's log line. */
function driftHeadline(findings) {
    const count = findings.differences.length;
    return findings.in_sync
        ? "No drift: the live inventory matches the files."
        : `Drift: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(count, "asset")} differ${count === 1 ? "s" : ""} between the files and the live inventory.`;
}
/** "only in the service, possibly renamed in the service": what the Drift column and line say. */
function whatDiffers(difference) {
    const what = WHAT[difference.action];
    return difference.possible_rename ? `${what}, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .POSSIBLY_RENAMED */ .Z$}` : what;
}
/** The live half of a possible rename, with its asset type: where the fix is given. */
function renamedLive(difference) {
    const { possible_rename: rename, live } = difference;
    if (rename === undefined || difference.action !== "delete" || live === null)
        return undefined;
    return { rename, assetType: live.asset_type };
}
function renderDriftText(findings) {
    const lines = [driftHeadline(findings)];
    for (const difference of findings.differences) {
        lines.push(`  ${difference.asset_id ?? "(new)"}: ${whatDiffers(difference)}`, `    declared: ${stateText(difference.declared)}`, `    live:     ${stateText(difference.live)}`);
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            continue;
        const fix = renameFixLine(renamed.rename, renamed.assetType);
        lines.push(`    keep the record: ${revealHiddenCharacters(fix)}`, `    ${adoptLiveNameWords(renamed.rename, revealHiddenCharacters)}`);
    }
    return `${lines.join("\n")}\n`;
}
/**
 * The drifted assets as a Markdown table, then the fix of each possible rename made in the service,
 * one line each; "" when in sync.
 */
function renderDriftTable(differences) {
    if (differences.length === 0)
        return "";
    const rows = differences.map((difference) => `| ${difference.asset_id === null ? "_new_" : (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCodeSpan */ .Bk)(difference.asset_id)} | ${whatDiffers(difference)} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`);
    const fixes = differences.flatMap((difference) => {
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            return [];
        const { rename, assetType } = renamed;
        return [
            `- ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(rename.live)} ${(0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__/* .declaredAsWords */ .mw)(rename, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)}, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .POSSIBLY_RENAMED */ .Z$}. Keep the record: ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownCodeSpan */ .Bk)((0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_2__/* .renameFixLine */ .gP)(rename, assetType))}, ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .adoptLiveNameWords */ .Nk)(rename, _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)}.`,
        ];
    });
    return [
        "| Asset id | Drift | Declared in git | Held by the service |",
        "| --- | --- | --- | --- |",
        ...rows,
        "",
        ...(fixes.length === 0 ? [] : [...fixes, ""]),
    ].join("\n");
}
function renderDriftMarkdown(findings) {
    const table = renderDriftTable(findings.differences);
    return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}


/***/ })

};
