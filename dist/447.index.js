export const id = 447;
export const ids = [447];
export const modules = {

/***/ 4447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkDrift: () => (/* binding */ checkDrift)
});

// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/plan/saved/fingerprint.ts
var fingerprint = __webpack_require__(9343);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
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
    return `sha256:${(0,sha256/* sha256Hex */.fg)(JSON.stringify((0,fingerprint/* canonical */.$)(state)))}`;
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
            const current = difference.declared;
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
// EXTERNAL MODULE: ./src/engine/engine.ts + 16 modules
var engine = __webpack_require__(6349);
// EXTERNAL MODULE: ./src/render/plan/drift.ts
var drift = __webpack_require__(8177);
// EXTERNAL MODULE: ./src/action/evidence/evidence.ts + 5 modules
var evidence_evidence = __webpack_require__(7485);
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
        .optional(),
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
/** What to write at a key of the collector's file, by the key's name. */
const WHAT_TO_WRITE = {
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
        const key = [...issue.path].reverse().find((part) => typeof part === "string");
        const hint = key === undefined ? undefined : WHAT_TO_WRITE[key];
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
        assets.push(compareAsset(asset, found));
    }
    if (undeclared.length > 0)
        return { undeclared };
    const unauthorized_changes = assets.flatMap((asset) => baseline_items/* BASELINE_ITEMS */.dK.flatMap((item) => {
        const { observed, declared: was, matches } = asset.items[item];
        return matches === false && observed !== null && was !== null
            ? [{ ...namedAs(asset), item, observed, declared: was }]
            : [];
    }));
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

;// CONCATENATED MODULE: ./src/core/authority/authority-table.ts
const FACTS = (/* unused pure expression or super */ null && ([
    "inventory-operation",
    "baseline",
    "baseline-reviewed",
    "baseline-completed-on",
    "completion-note",
    "verification-note",
    "configuration-observation",
    "policy-rules",
    "policy-owners",
    "system-owners",
    "system-impact",
    "cip-senior-manager",
    "delegates",
    "cip-002-last-approval",
    "calendar",
    "source-commands",
]));
/**
 * Where a record of a fact may come from. Anything else (a drift check on another branch, a record
 * appended by someone other than the ledger's writer, a break-glass record no operator key signed)
 * is no origin at all: what it carries closes nothing.
 */
const ORIGINS = {
    "reviewed-merge": "a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
    "default-branch-drift-check": "the Action's drift check on the default branch",
    "ledger-writer-append": "cip-sync evidence append by the ledger's writer (a commit evidence verify accepts)",
    "signed-break-glass": "a break-glass record (cip-sync apply --record) in a commit signed by an operator key that evidence verify --operator-key accepts",
};
/** Whose approval a change of a fact needs, each judged at the base, all of a row's together. */
const APPROVERS = {
    "counted-approvals": "min-approvals counted approvals of the pull request (the gate)",
    "system-owners": "the owners the system's document names at the base (owner policy)",
    "policy-owners": "the policy owners cip-policy.yaml names at the base",
    "rule-approvers": "the approvals each rule the change removes or weakens itself requires, at the base",
    "cip-senior-manager": "the CIP Senior Manager cip-policy.yaml names at the base",
    "senior-manager-or-delegate": "the CIP Senior Manager or a delegate for the action, as cip-policy.yaml names them at the base",
    "deviation-approvers": "a counted approver of the pull request that authorized the deviation the fact is about",
};
/** How far a collector's clock may run ahead of the one that appends its file. */
const MAX_OBSERVATION_SKEW_MINUTES = 5;
/** The dates a fact may carry, against the record that carries it. */
const DATE_RULES = {
    "recorded-at": "none of its own: it is dated by the record that carries it",
    "not-after-record": "never after the day of the record that carries it (in UTC, with the one day any time zone is ahead)",
    "not-before-authorization": "not before the day its deviation was authorized; an earlier date is an R1.2 exception",
    "observed-before-append": `observed_at never after the moment it is appended, beyond the clock-skew allowance of ${MAX_OBSERVATION_SKEW_MINUTES} minutes (MAX_OBSERVATION_SKEW_MINUTES)`,
    "in-force-from-record": "in force from the record that carries it: obligations opened before keep the rule they were judged by",
};
const CLOSES_NOTHING = "closes nothing, and is listed as an exception that says why";
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
        approvers: ["counted-approvals", "system-owners"],
        dates: ["recorded-at"],
        without: `its deviation is an R1.2 exception ("not authorized"); it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.2",
        held: "the obligations (core/obligations/deviation-obligations.ts, record-facts.ts)",
    },
    {
        fact: "baseline-reviewed",
        assertedIn: "reviewed: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record"],
        without: CLOSES_NOTHING,
        cites: "CIP-010 R1.1",
        held: "the inventory's validation refuses an impossible date; a date after the record is not held yet",
    },
    {
        fact: "baseline-completed-on",
        assertedIn: "completed_on: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record", "not-before-authorization"],
        without: `R1.3 counts from the record instead; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.3",
        held: "the obligations read it from reviewed records only; a break-glass record's completed_on is not read",
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
        origins: ["default-branch-drift-check", "ledger-writer-append"],
        approvers: [],
        dates: ["observed-before-append"],
        without: `it is refused when appended, nothing written; a record of it that verify does not accept ${CLOSES_NOTHING}. A detected unauthorized change stays an exception until a reviewed record documents its investigation, whatever the record closes`,
        cites: "CIP-010 R2.1",
        held: "the date by observationRefusal (core/authority/authority.ts) in cip-sync evidence append --monitoring and the drift check, before either writes; the branch by the drift check, which off the default branch writes nothing (action/drift/drift-route.ts); the writer by verify's history walk, which obligations, evidence populations and evidence report share (cli/shared/verified-records.ts), and by verify --remote's commit check, which the drift check's obligations share (github/ledger/ledger-records.ts): a ledger either refuses judges nothing; a detected unauthorized change is an exception even in a stale observation (core/obligations/configuration-monitoring-obligations.ts); not held yet: a record verify only warns of (a break-glass commit no operator key signed) still closes what it closes, and an investigation is still the collector's word (its file's investigations), not a reviewed record",
    },
    {
        fact: "policy-rules",
        assertedIn: "rules: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners", "rule-approvers"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance.ts) judges a change of the rules by the policy owners; a removed or weakened rule's own approvals are not held yet",
    },
    {
        fact: "policy-owners",
        assertedIn: "policy_owners: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance.ts)",
    },
    {
        fact: "system-owners",
        assertedIn: "owners: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance.ts), base documents listed by github/review/policy-facts.ts",
    },
    {
        fact: "system-impact",
        assertedIn: "impact: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-002 R2",
        held: "governance (core/review/policy/governance.ts)",
    },
    {
        fact: "cip-senior-manager",
        assertedIn: "cip_senior_manager: in cip-policy.yaml; removing or breaking the file is a change of it",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R3",
        held: "governance (core/review/policy/senior-manager.ts) for a change in place; a removed or unparseable file is not held yet",
    },
    {
        fact: "delegates",
        assertedIn: "the delegates of cip_senior_manager in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R4",
        held: "governance (core/review/policy/senior-manager.ts) for a change in place; a removed or unparseable file is not held yet",
    },
    {
        fact: "cip-002-last-approval",
        assertedIn: "cip_002_last_approval: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "senior-manager-or-delegate"],
        dates: ["not-after-record"],
        without: `CIP-002 R2 is not closed by it; it ${CLOSES_NOTHING}`,
        cites: "CIP-002 R2",
        held: "governance (core/review/policy/senior-manager.ts) for a change in place; a date after the record is not held yet",
    },
    {
        fact: "calendar",
        assertedIn: "calendar: in cip-policy.yaml (time zone, due-soon days, grace days)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R2.1",
        held: "governance judges a change of it by the policy owners; obligations are judged with today's calendar, not yet the one in force at their record",
    },
    {
        fact: "source-commands",
        assertedIn: "command: of a source in the sources file",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "not held yet: a changed command is judged as any change of the repository (issue 52)",
    },
];
function authorityOf(fact) {
    const row = AUTHORITY_TABLE.find((candidate) => candidate.fact === fact);
    // The table has a row for every fact: a test holds it.
    if (row === undefined)
        throw new Error(`no authority row for ${fact}`);
    return row;
}

;// CONCATENATED MODULE: ./src/core/authority/authority.ts
// Whether a record's assertion of a fact has the authority the authority table gives that fact:
// its origin, its approvers (judged at the base by whoever gathered them) and its dates. Pure, and
// fail closed: an origin outside the row, a missing approver or a date the row forbids is a "no"
// with the reason, which the caller lists beside what the record did not close.

const DAY_MS = 86_400_000;
function judgeAuthority(assertion) {
    const row = authorityOf(assertion.fact);
    const { origin } = assertion;
    if (typeof origin !== "string" || !row.origins.includes(origin)) {
        const from = typeof origin === "string" ? ORIGINS[origin] : origin.outside;
        const allowed = row.origins.map((one) => ORIGINS[one]).join("; or ");
        return no(`it came from ${from}, and ${row.fact} may come only from ${allowed}`);
    }
    const missing = row.approvers.filter((role) => !assertion.approvedBy.includes(role));
    if (missing.length > 0)
        return no(`it is not approved by ${missing.map((role) => APPROVERS[role]).join(", nor ")}`);
    if (assertion.dated !== undefined) {
        const late = lateness(row.dates, assertion.dated, assertion.recordedAt);
        if (late !== undefined)
            return no(late);
    }
    return { authorized: true };
}
/** Why the date breaks a rule of the row, if it does. */
function lateness(rules, dated, recordedAt) {
    const recorded = Date.parse(recordedAt);
    if (rules.includes("not-after-record")) {
        // A date is a day somewhere: the latest day any time zone (UTC+14) has at the record's instant.
        const latestDay = new Date(recorded + DAY_MS).toISOString().slice(0, 10);
        if (dated.slice(0, 10) > latestDay)
            return `it is dated ${dated}, after the record that carries it (${recordedAt})`;
    }
    if (rules.includes("observed-before-append")) {
        const ahead = Date.parse(dated) - recorded;
        if (!(ahead <= MAX_OBSERVATION_SKEW_MINUTES * 60_000))
            return `it was observed at ${dated}, after it was appended (${recordedAt}), beyond the ${MAX_OBSERVATION_SKEW_MINUTES} minutes a collector's clock may run ahead`;
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
        throw refused(`is of workspace ${input.workspace}, not ${workspace}: write the workspace it belongs to at /workspace`);
    const late = observationRefusal(input.observed_at, "default-branch-drift-check", new Date());
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
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 3 modules
var parse_policy = __webpack_require__(3403);
// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(6474);
;// CONCATENATED MODULE: ./src/core/obligations/record-facts.ts


const PASSED_THE_GATE = new Set([
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
]);
function reviewOf(record) {
    if (record.origin === "cli")
        return { reviewed: false, why: "a break-glass apply (cip-sync apply --record): no review" };
    const { outcome } = record.change;
    if (!PASSED_THE_GATE.has(outcome))
        return { reviewed: false, why: `a merge the gate refused (outcome ${outcome})` };
    const pulls = (0,evidence_record/* pullRequestsOf */.Tb)(record.change);
    if (pulls.length === 0 || pulls.some((pull) => pull.approved_by.length === 0))
        return { reviewed: false, why: "a push without a pull request with counted approvals" };
    const by = [...new Set(pulls.flatMap((pull) => pull.approved_by))].sort();
    const approvedAt = pulls.flatMap((pull) => pull.approved_by.flatMap((login) => pull.approved_at?.[login] ?? []));
    // Approved before it merged: the latest counted approval authorized it; without dates, the merge.
    // Every counted approver is dated here, and there is one at least (checked above).
    const at = approvedAt.length === by.length ? approvedAt.sort().at(-1) : record.recorded_at;
    return {
        reviewed: true,
        authorized: { at, by },
        pullRequests: pulls.map((pull) => pull.number),
        completions: pulls.flatMap((pull) => pull.completion_notes ?? []),
    };
}
/** The `/cip-010-r1.4` notes of a change's pull requests. */
function verificationNotesOf(record) {
    return (0,evidence_record/* pullRequestsOf */.Tb)(record.change).flatMap((pull) => pull.verification_notes ?? []);
}
/** A CIP-002 R2 review a merge recorded, approved as the policy asks, of what it merged. */
function isApprovedReview({ record }) {
    if (record.kind !== "change")
        return false;
    const { outcome, review, policy } = record.change;
    // A refused merge's approvals did not count; one the gate let through merged what was reviewed,
    // whatever its apply then did (a review alone applies nothing).
    if (!PASSED_THE_GATE.has(outcome))
        return false;
    if (review?.matches !== true || policy === undefined)
        return false;
    const rule = policy.rules.find((candidate) => candidate.id === review_record/* REVIEW_RULE_ID */.S);
    return (rule !== undefined &&
        rule.result === "met" &&
        rule.requirements.every((requirement) => requirement.satisfied_by.length >= requirement.approvals));
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts
var requirements = __webpack_require__(7339);
;// CONCATENATED MODULE: ./src/core/obligations/deviations.ts


/**
 * The R1.1 items that changed from `before` to `after`: none for a first declaration or the same
 * items; "unknown" for a baseline_ref whose digest changed (its content is elsewhere). A record
 * written before per-item digests says nothing of items: it opens no deviation.
 */
function changedItems(before, after) {
    if (before === undefined)
        return [];
    if (before.kind === "ref" || after.kind === "ref")
        return before.digest === after.digest ? [] : ["unknown"];
    const [was, now] = [before.items, after.items];
    if (was === undefined || now === undefined)
        return [];
    return baseline_items/* BASELINE_ITEMS */.dK.filter((item) => was[item] !== now[item]);
}
/**
 * What the ledger declares of an asset's baseline, its digests held once each in `texts`: one
 * object of one shape whatever it holds (fields absent are undefined), as a pass holds one per asset.
 */
function declaredOf(entry, texts) {
    const items = entry.items;
    return {
        digest: items === undefined || entry.kind === "ref" ? texts.of(entry.digest) : undefined,
        items: items === undefined
            ? undefined
            : Object.fromEntries(baseline_items/* BASELINE_ITEMS */.dK.flatMap((item) => {
                const digest = items[item];
                return digest === undefined ? [] : [[item, texts.of(digest)]];
            })),
        kind: entry.kind,
        completedOn: entry.completed_on,
    };
}
/** Each asset's key in one workspace's chain: its live id, learnt from the records' operations. */
class AssetKeys {
    #byName = new Map();
    /** The ids a record's operations name: a create's new id, a rename's old and new names. */
    learn(record) {
        if (record.kind !== "change")
            return;
        for (const operation of record.change.change_record?.operations ?? []) {
            if (operation.asset_id === undefined || operation.result !== "succeeded")
                continue;
            this.#byName.set((0,shared_names/* nameKey */.Rc)(operation.name), operation.asset_id);
            const renamed = operation.changes?.name;
            if (renamed !== undefined) {
                this.#byName.set((0,shared_names/* nameKey */.Rc)(renamed.from), operation.asset_id);
                this.#byName.set((0,shared_names/* nameKey */.Rc)(renamed.to), operation.asset_id);
            }
        }
    }
    /** The live id a record gave `name`, if any. */
    idOf(name) {
        const key = this.#byName.get((0,shared_names/* nameKey */.Rc)(name));
        return key?.startsWith("name:") === true ? undefined : key;
    }
    keyOf(entry) {
        const name = (0,shared_names/* nameKey */.Rc)(entry.asset);
        const key = entry.asset_id ?? this.#byName.get(name) ?? `name:${name}`;
        this.#byName.set(name, key);
        return key;
    }
}

;// CONCATENATED MODULE: ./src/core/authority/governance-requirements.ts
// The standard's own words for the obligations the tool judges that are not rows of the
// requirement table (core/inventory/baselines/requirements.ts): CIP-002-5.1a R2, reviewed and approved
// identifications, and CIP-003-8 R3 and R4, the CIP Senior Manager and the delegations. They are
// a workspace's or the policy's, not an asset's, so no Applicable Systems apply; each obligation
// prints its `summary`, and docs/cip-obligations.md renders the quotes.
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
        source: "CIP-003-8 B. Requirements and Measures, R3 and M3",
        requirementText: "Each Responsible Entity shall identify a CIP Senior Manager by name and document any change within 30 calendar days of the change.",
        summary: "identify the CIP Senior Manager by name and document any change within 30 calendar days of the change",
    },
    {
        kind: "CIP-003 R4",
        source: "CIP-003-8 B. Requirements and Measures, R4 and M4",
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

;// CONCATENATED MODULE: ./src/core/obligations/governance-obligations.ts


const GOVERNANCE_OBLIGATION_KINDS = ["CIP-003 R3", "CIP-003 R4"];
/** What each obligation prints: the summary of its requirement (governance-requirements.ts). */
const GOVERNANCE_REQUIREMENTS = {
    "CIP-003 R3": governanceRequirement("CIP-003 R3").summary,
    "CIP-003 R4": governanceRequirement("CIP-003 R4").summary,
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
    const rule = (0,shared_calendar/* calendarRule */.Zi)(calendar);
    const obligations = [];
    const documentedOn = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, calendar.timeZone);
    const dated = (kind, subject, changedOn) => {
        const due = (0,shared_calendar/* addDays */.fi)(changedOn, DOCUMENTATION_DAYS);
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

;// CONCATENATED MODULE: ./src/core/obligations/record-ref.ts
const refOf = ({ record, sha256 }) => ({
    workspace: record.workspace,
    sequence: record.sequence,
    sha256,
    recorded_at: record.recorded_at,
});

;// CONCATENATED MODULE: ./src/core/obligations/obligation-model.ts






const JUDGED_REQUIREMENTS = requirements/* REQUIREMENT_IDS */.RG.filter((id) => id !== "CIP-010 R1.1" && id !== "CIP-007 R1.1");
const OBLIGATION_KINDS = [
    "CIP-002 R2",
    ...JUDGED_REQUIREMENTS,
    ...GOVERNANCE_OBLIGATION_KINDS,
];
/**
 * Why an obligation of a system whose document declares no `impact:` is an exception: its rows are
 * judged as for High (fail closed), never "out of scope".
 */
const UNDECLARED_IMPACT = "impact not declared: the system's document has no impact:, so the row is judged as for High";
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
 * What each obligation prints as its requirement: the summary its row of the requirement table
 * (or of the governance requirements) gives, the one paraphrase the docs' table also shows.
 */
const REQUIREMENTS = {
    "CIP-002 R2": governanceRequirement("CIP-002 R2").summary,
    // One entry per judged part, by construction of JUDGED_REQUIREMENTS.
    ...Object.fromEntries(JUDGED_REQUIREMENTS.map((id) => [id, (0,requirements/* requirementRow */.gv)(id).summary])),
    ...GOVERNANCE_REQUIREMENTS,
};
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
function obligation_model_countStatuses(obligations) {
    const counts = Object.fromEntries(OBLIGATION_STATUSES.map((status) => [status, 0]));
    for (const o of obligations)
        counts[o.status] += 1;
    return counts;
}
/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
/** An obligation's due date in words: "due YYYY-MM-DD", or "no due date" for a reminder's. */
function obligation_model_dueText(o) {
    return o.due === null ? "no due date" : `due ${o.due}`;
}
function obligation_model_subjectText(o) {
    const { cyber_system: system, cyber_system_id: id, asset, governance, keyed_by } = o.subject;
    if (governance !== undefined)
        return governance;
    if (system === undefined)
        return `the identifications of workspace ${o.workspace}`;
    // Configuration monitoring names a system as the inventory does, by name only.
    const named = id === undefined ? system : `${system} (${id})`;
    if (asset === undefined)
        return named;
    return `${asset} in ${named}${keyed_by === undefined ? "" : " (no asset id)"}`;
}
/** Exceptions first (exception, overdue, closed late), then by due date, workspace, kind, subject. */
function compareObligations(a, b) {
    return (OBLIGATION_STATUSES.indexOf(a.status) - OBLIGATION_STATUSES.indexOf(b.status) ||
        (0,shared_names/* compareCodePoints */.OP)(a.due ?? "9999", b.due ?? "9999") ||
        (0,shared_names/* compareCodePoints */.OP)(a.workspace, b.workspace) ||
        (0,shared_names/* compareCodePoints */.OP)(a.kind, b.kind) ||
        (0,shared_names/* compareCodePoints */.OP)(a.subject.cyber_system_id ?? "", b.subject.cyber_system_id ?? "") ||
        (0,shared_names/* compareCodePoints */.OP)(a.subject.asset ?? "", b.subject.asset ?? "") ||
        a.opened_by.sequence - b.opened_by.sequence);
}
/** The obligations that are in `status` now and were not as of `before`: each a new state. */
function newlyIn(status, now, before) {
    const key = (o) => `${o.kind}|${o.workspace}|${o.opened_by.sequence}|${o.subject.cyber_system_id ?? ""}|${o.subject.asset_id ?? o.subject.asset ?? ""}`;
    const earlier = new Set(before.filter((o) => o.status === status).map(key));
    return now.filter((o) => o.status === status && !earlier.has(key(o)));
}

;// CONCATENATED MODULE: ./src/core/obligations/deviation-status.ts
// The R1.2 and R1.3 obligations of one deviation, as what the ledger has shown of it decides them
// (see deviation-obligations.ts for when each is settled).


const NOT_VERIFIED = { closed_as: "digest not verified" };
/** R1.2 and R1.3 of `pending`, closed by `closer` (a reviewed baseline change) or as they stand. */
function settleDeviation(pending, closer, context) {
    return [authorization(pending, context), baselineUpdate(pending, closer, context)];
}
function base(kind, pending, context) {
    return {
        kind,
        requirement: REQUIREMENTS[kind],
        workspace: pending.opened.workspace,
        subject: pending.subject,
        opened_by: pending.opened,
        calendar: context.rule,
        items: pending.items,
        ...(pending.completed === undefined ? {} : { completed: pending.completed }),
    };
}
/** R1.2: closed by the reviewed record that carried the deviation, unless it was not one. */
function authorization(pending, context) {
    const opened = dateOf(pending.opened, context);
    const review = pending.review;
    if (!("authorized" in review))
        return {
            ...base("CIP-010 R1.2", pending, context),
            due: opened,
            status: "exception",
            reason: `not authorized: ${review.why}`,
        };
    const authorizedOn = (0,shared_calendar/* dateIn */.m7)(review.authorized.at, context.calendar.timeZone);
    const early = pending.completed !== undefined && pending.completed.on < authorizedOn;
    return {
        ...base("CIP-010 R1.2", pending, context),
        due: authorizedOn,
        status: early ? "exception" : "closed",
        ...(early
            ? {
                // `early` is true only for a completion dated before the authorization: there is one.
                reason: `completed before authorization: the change was completed on ${pending.completed.on}, authorized on ${authorizedOn}`,
            }
            : { closed_by: pending.opened }),
        authorized: review.authorized,
    };
}
/** R1.3: see deviation-obligations.ts for each path. */
function baselineUpdate(pending, closer, context) {
    const head = base("CIP-010 R1.3", pending, context);
    const reviewed = "authorized" in pending.review;
    const completed = pending.completed;
    const listed = pending.notClosedBy.length === 0 ? {} : { not_closed_by: pending.notClosedBy };
    // Until completed, a reviewed deviation counts from its authorization; one not reviewed, from
    // the record that made it.
    const due = completed !== undefined
        ? (0,shared_calendar/* addDays */.fi)(completed.on, 30)
        : (0,shared_calendar/* addDays */.fi)(dateOf(pending.opened, context), 30);
    if (closer !== undefined) {
        return {
            ...head,
            due,
            status: statusOf(due, dateOf(closer.by, context), context),
            closed_by: closer.by,
            ...(closer.ref ? NOT_VERIFIED : {}),
            ...listed,
        };
    }
    if (reviewed && completed !== undefined && pending.differs !== true) {
        // The baseline merged at authorization already describes the completed change.
        return {
            ...head,
            due,
            status: statusOf(due, dateOf(pending.opened, context), context),
            closed_by: pending.opened,
            ...(pending.ref ? NOT_VERIFIED : {}),
            ...listed,
        };
    }
    if (reviewed && completed === undefined) {
        const authorized = pending.review.authorized.at;
        const grace = (0,shared_calendar/* addDays */.fi)((0,shared_calendar/* dateIn */.m7)(authorized, context.calendar.timeZone), context.completionGraceDays);
        return {
            ...head,
            due: grace,
            status: context.today > grace ? "exception" : "open",
            reason: "completion not recorded",
            ...listed,
        };
    }
    const why = reviewed
        ? "the field change differs from the merged baseline: a reviewed baseline change closes it"
        : "the baseline was changed by a record no review authorized: a reviewed baseline change closes it";
    return { ...head, due, status: statusOf(due, undefined, context), reason: why, ...listed };
}

;// CONCATENATED MODULE: ./src/core/obligations/deviation-obligations.ts
// CIP-010 R1.2 to R1.6, opened by deviations (deviations.ts) and applied through the requirement
// table. Per deviation of an asset in scope:
// - R1.2: authorized by the counted approvals of the merged pull request that carries it (closed
//   by that record); an exception when it is not reviewed (a break-glass apply, a refused merge),
//   or when the field change was completed before it was authorized;
// - R1.3: 30 calendar days from the completion date (`/cip-010-completed`, `completed_on:`). The
//   baseline merged at authorization describes the change, so a recorded completion closes it;
//   until then it reads "completion not recorded", an exception once the grace days since the
//   authorization have passed. A completion that says the field change `differs`, and a deviation
//   no review authorized, wait for the next reviewed baseline change of the asset; a break-glass
//   or refused record that changes it closes nothing and is listed beside the obligation;
// - R1.4 (with the approvers' `/cip-010-r1.4` notes), R1.5 and R1.6 (when item 1.1.1, 1.1.2 or
//   1.1.5 changed): reminders, never closed.
// A system without `impact:` fails closed: every row is judged as for High, as an exception.








const R1 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.2");
const R1_5 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.5");
const R1_6 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.6");
/** Items 1.1.1, 1.1.2 and 1.1.5, which R1.6 verifies the source and integrity of. */
const SOFTWARE_ITEMS = new Set([
    "os_firmware",
    "software",
    "patches",
    "unknown",
]);
class DeviationObligations {
    #context;
    #emit;
    #workspaces = new Map();
    /** The digests every asset's declared baseline holds, each once. */
    #texts = new collections/* TextTable */.CV();
    constructor(context, emit) {
        this.#context = context;
        this.#emit = emit;
    }
    add(entry) {
        const { record } = entry;
        if (record.kind === "configuration-monitoring")
            this.#verifyRefs(entry, record);
        if (record.kind !== "change")
            return;
        let state = this.#workspaces.get(record.workspace);
        if (state === undefined) {
            state = {
                keys: new AssetKeys(),
                declared: new Map(),
                pending: new Map(),
                unverified: new Map(),
            };
            this.#workspaces.set(record.workspace, state);
        }
        state.keys.learn(record);
        const review = reviewOf(record);
        const opened = [];
        // A record written before baselines were recorded says nothing about them.
        for (const baseline of record.change.baselines ?? []) {
            const key = state.keys.keyOf(baseline);
            const before = state.declared.get(key);
            state.declared.set(key, declaredOf(baseline, this.#texts));
            // `software` records are baseline content, never Cyber Assets.
            if (baseline.asset_type === "software")
                continue;
            const items = changedItems(before, baseline);
            if (items.length > 0) {
                this.#baselineChanged(state, key, entry, review, baseline);
                const pending = this.#deviation(key, baseline, items, entry, review);
                if (pending !== undefined) {
                    opened.push(pending);
                    state.pending.set(key, [...(state.pending.get(key) ?? []), pending]);
                }
            }
            const completedOn = baseline.completed_on;
            if (review.reviewed && completedOn !== undefined && completedOn !== before?.completedOn)
                for (const pending of state.pending.get(key) ?? [])
                    this.#complete(state, pending, { on: completedOn, by: refOf(entry) }, false);
        }
        if (review.reviewed)
            this.#notes(state, review, entry, opened);
    }
    /** Every deviation still waiting, judged as of the pass's date; what no record verified. */
    finish() {
        for (const state of this.#workspaces.values()) {
            for (const list of state.pending.values())
                for (const pending of list)
                    this.#settle(pending);
            for (const held of state.unverified.values())
                for (const { obligation } of held)
                    this.#emit(obligation);
        }
        this.#workspaces.clear();
    }
    /**
     * A collector's record that fetched the documents baseline_refs name: each R1.3 closed by the
     * same reference (its digest) is verified when the document's SHA-256 is the one it states,
     * and says it is not when it differs.
     */
    #verifyRefs(entry, record) {
        const state = this.#workspaces.get(record.workspace);
        if (state === undefined || state.unverified.size === 0)
            return;
        for (const asset of record.configuration_monitoring.assets) {
            const check = asset.baseline_ref;
            if (check === undefined)
                continue;
            const key = state.keys.keyOf({
                asset: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
            });
            const waiting = state.unverified.get(key) ?? [];
            const held = waiting.filter((h) => h.digest === check.digest);
            const left = waiting.filter((h) => h.digest !== check.digest);
            if (left.length === 0)
                state.unverified.delete(key);
            else
                state.unverified.set(key, left);
            for (const { obligation } of held) {
                if (check.matches) {
                    this.#emit({ ...verifiedAs(obligation), verified_by: refOf(entry) });
                }
                else
                    this.#emit({
                        ...obligation,
                        reason: `the referenced baseline document fetched in record ${record.sequence} has SHA-256 ${check.fetched_sha256}, not the ${check.declared_sha256} its baseline_ref states`,
                    });
            }
        }
    }
    /** A change of `key`'s baseline: it closes what waits for one, if reviewed; else it is listed. */
    #baselineChanged(state, key, entry, review, baseline) {
        const list = state.pending.get(key);
        if (list === undefined)
            return;
        const waiting = list.filter((pending) => waitsForBaseline(pending));
        const closer = { by: refOf(entry), ref: baseline.kind === "ref", digest: baseline.digest };
        for (const pending of waiting) {
            if (!review.reviewed)
                pending.notClosedBy.push({ record: refOf(entry), why: review.why });
            else
                this.#settle(pending, closer, state);
        }
    }
    /** The obligations a deviation opens now (reminders), and the R1.2/R1.3 it leaves pending. */
    #deviation(key, baseline, items, entry, review) {
        const scope = {
            class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            impact: baseline.impact ?? "high",
            ...(baseline.erc === undefined ? {} : { erc: baseline.erc }),
        };
        if (!(0,requirements/* applies */.Br)(R1, scope))
            return undefined;
        const opened = refOf(entry);
        const subject = {
            cyber_system_id: baseline.cyber_system_id,
            cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
            asset: baseline.asset,
            ...(key.startsWith("name:") ? {} : { asset_id: key }),
        };
        const undeclared = baseline.impact === undefined;
        const reminder = (kind, extra = {}) => this.#emit({
            ...this.#base(kind, subject, opened, items),
            due: null,
            status: undeclared ? "exception" : "reminder",
            ...(undeclared ? { reason: UNDECLARED_IMPACT } : {}),
            ...extra,
        });
        const notes = entry.record.kind === "change" ? verificationNotesOf(entry.record) : [];
        reminder("CIP-010 R1.4", notes.length === 0 ? {} : { notes });
        if ((0,requirements/* applies */.Br)(R1_5, scope))
            reminder("CIP-010 R1.5");
        if ((0,requirements/* applies */.Br)(R1_6, scope) && items.some((item) => SOFTWARE_ITEMS.has(item)))
            reminder("CIP-010 R1.6");
        if (undeclared) {
            for (const kind of ["CIP-010 R1.2", "CIP-010 R1.3"])
                this.#emit({
                    ...this.#base(kind, subject, opened, items),
                    due: dateOf(opened, this.#context),
                    status: "exception",
                    reason: UNDECLARED_IMPACT,
                });
            return undefined;
        }
        return {
            opened,
            key,
            subject,
            items,
            review: review.reviewed ? review : { why: review.why },
            ref: baseline.kind === "ref",
            digest: baseline.digest,
            notClosedBy: [],
        };
    }
    /** The completion notes of a reviewed record: for its own deviations, or an earlier one's (#N). */
    #notes(state, review, entry, opened) {
        for (const note of review.completions) {
            const named = note.pull_request;
            const targets = named === undefined
                ? opened
                : [...state.pending.values()]
                    .flat()
                    .filter((pending) => "authorized" in pending.review &&
                    pending.review.pullRequests.includes(named) &&
                    pending.opened.sequence < entry.record.sequence);
            const completed = {
                on: note.completed_on,
                by: refOf(entry),
                ...(note.reference === undefined ? {} : { reference: note.reference }),
            };
            for (const pending of targets) {
                const authority = completionAuthority(note, pending, entry);
                if (authority.authorized)
                    this.#complete(state, pending, completed, note.differs === true);
                else
                    pending.notClosedBy.push({
                        record: refOf(entry),
                        why: `the /cip-010-completed note of ${note.login} has no authority: ${authority.why}`,
                    });
            }
        }
    }
    /** Records a reviewed deviation's completion; settles it unless the field change differed. */
    #complete(state, pending, completed, differs) {
        if (pending.completed !== undefined || !("authorized" in pending.review))
            return;
        pending.completed = completed;
        pending.differs = differs;
        if (!differs)
            this.#settle(pending, undefined, state);
    }
    #settle(pending, closer, state) {
        for (const obligation of settleDeviation(pending, closer, this.#context)) {
            // Closed by a baseline_ref: held until a collector's record checks the referenced document.
            if (obligation.closed_as !== undefined && state !== undefined)
                state.unverified.set(pending.key, [
                    ...(state.unverified.get(pending.key) ?? []),
                    { digest: closer?.digest ?? pending.digest, obligation },
                ]);
            else
                this.#emit(obligation);
        }
        if (state === undefined)
            return;
        const list = (state.pending.get(pending.key) ?? []).filter((other) => other !== pending);
        if (list.length === 0)
            state.pending.delete(pending.key);
        else
            state.pending.set(pending.key, list);
    }
    #base(kind, subject, opened, items) {
        return {
            kind,
            requirement: REQUIREMENTS[kind],
            workspace: opened.workspace,
            subject,
            opened_by: opened,
            calendar: this.#context.rule,
            items,
        };
    }
}
/**
 * A completion note counts (the authority table's completion-note row) when one of the counted
 * approvers who authorized the deviation wrote it, dated no later than the record that carries it:
 * an approver of a later, unrelated pull request cannot close another change's R1.3, and a date in
 * the future cannot close it "on time".
 */
function completionAuthority(note, pending, entry) {
    const authorizers = "authorized" in pending.review ? pending.review.authorized.by : [];
    return judgeAuthority({
        fact: "completion-note",
        origin: "reviewed-merge",
        approvedBy: authorizers.includes(note.login) ? ["deviation-approvers"] : [],
        dated: note.completed_on,
        recordedAt: entry.record.recorded_at,
    });
}
/** A deviation that only a later reviewed baseline change can close. */
function waitsForBaseline(pending) {
    return !("authorized" in pending.review) || pending.differs === true;
}
/** An R1.3 closed by a baseline_ref, once its document was fetched and found as the reference states. */
function verifiedAs({ closed_as: _, ...obligation }) {
    return obligation;
}

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-obligation.ts

/** An R2.1 interval or exception as an obligation, for the lists every output shows. */
function r21Obligation(found, context) {
    const base = (opened) => ({
        kind: "CIP-010 R2.1",
        requirement: REQUIREMENTS["CIP-010 R2.1"],
        workspace: found.workspace,
        subject: {
            cyber_system: found.cyber_system,
            asset: found.asset,
            // No record gave the asset an id (never created through the service): the subject says so.
            ...(found.asset_id === undefined
                ? { keyed_by: "cyber_system and name" }
                : { asset_id: found.asset_id }),
        },
        opened_by: opened,
        calendar: context.rule,
    });
    if (found.kind === "investigate unauthorized change") {
        const investigated = found.investigated_by;
        return {
            ...base(found.detected_by),
            due: null,
            status: investigated === null ? "exception" : "closed",
            ...(investigated === null ? {} : { closed_by: citation(investigated) }),
            reason: investigated === null
                ? `investigate unauthorized change of ${found.item}, detected on ${found.detected_on}`
                : `unauthorized change of ${found.item} investigated: ${investigated.reference}`,
        };
    }
    const { status } = found;
    const neverMonitored = status === "no configuration monitoring recorded";
    if (found.impact_undeclared === true)
        return {
            ...base(found.opened_by),
            due: found.due_on,
            status: "exception",
            ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
            reason: UNDECLARED_IMPACT,
        };
    return {
        ...base(found.opened_by),
        due: found.due_on,
        // Never monitored: due, due soon or overdue like any other, with the reason said.
        status: neverMonitored ? statusOf(found.due_on, undefined, context) : R21_STATUSES[status],
        ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
        ...(neverMonitored ? { reason: status } : {}),
    };
}
/** The record an investigation names, cited without its reference. */
function citation({ reference: _, ...ref }) {
    return ref;
}
const R21_STATUSES = {
    "closed on time": "closed",
    "closed late": "closed-late",
    due: "open",
    "due soon": "due-soon",
    overdue: "overdue",
};

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-assets.ts




/**
 * R2.1's Applicable Systems, as the requirement table states them; a system that declares no
 * impact is judged as High (fail closed), and its obligations are exceptions (r21Obligation).
 */
function inR21Scope(scope) {
    const row = (0,requirements/* requirementRow */.gv)("CIP-010 R2.1");
    return (0,requirements/* applies */.Br)(row, {
        impact: scope.impact ?? "high",
        class: scope.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
    });
}
/** The assets a record names, with their system's impact, their class, and whether compared. */
function assetsNamed(record) {
    switch (record.kind) {
        case "configuration-monitoring":
            return record.configuration_monitoring.assets.map((asset) => ({
                cyber_system: asset.cyber_system,
                name: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
                ...(asset.impact === undefined ? {} : { impact: asset.impact }),
                ...(asset.class === undefined ? {} : { class: asset.class }),
                complete: asset.complete,
            }));
        case "change":
            return [...operatedAssets(record), ...declaredInService(record)];
        case "monitoring":
            return []; // inventory reconciliation: never a device's configuration
    }
}
/**
 * An asset created (or first named) by an applied operation appears: it is commissioned. Its
 * class is the one the record's baseline of it declares. One deleted is retired.
 */
function operatedAssets(record) {
    const classOf = baselineClasses(record.change.baselines ?? []);
    return (record.change.change_record?.operations ?? [])
        .filter((operation) => operation.result === "succeeded")
        .map((operation) => {
        const system = operation.changes?.cyber_system?.to ?? operation.cyber_system;
        const name = operation.changes?.name?.to ?? operation.name;
        const id = operation.asset_id;
        const declared = classOf(id, name);
        const type = operation.changes?.asset_type?.to ?? operation.asset_type;
        return {
            cyber_system: system.name,
            name,
            ...(id === undefined ? {} : { asset_id: id }),
            ...(system.impact === undefined ? {} : { impact: system.impact }),
            ...(declared === undefined ? {} : { class: declared }),
            complete: false,
            ...(operation.action === "create" ? { created: true } : {}),
            ...(operation.action === "delete" ? { retired: true } : {}),
            ...(type === undefined ? {} : { asset_type: type }),
        };
    });
}
/**
 * The class the record's baselines declare of an operated asset: the first baseline that names its
 * id, or, for one without an id on either side, its name. Indexed once per record, not searched per
 * operation: a merge that creates thousands of assets declares as many baselines.
 */
function baselineClasses(baselines) {
    // The first index of each id, of each name, and of each name among baselines without an id.
    const byId = new Map();
    const byName = new Map();
    const byNameWithoutId = new Map();
    const first = (map, key, index) => {
        if (!map.has(key))
            map.set(key, index);
    };
    for (const [index, baseline] of baselines.entries()) {
        const key = (0,shared_names/* nameKey */.Rc)(baseline.asset);
        first(byName, key, index);
        if (baseline.asset_id === undefined)
            first(byNameWithoutId, key, index);
        else
            first(byId, baseline.asset_id, index);
    }
    return (id, name) => {
        const index = id === undefined
            ? byName.get((0,shared_names/* nameKey */.Rc)(name))
            : Math.min(byId.get(id) ?? Infinity, byNameWithoutId.get((0,shared_names/* nameKey */.Rc)(name)) ?? Infinity);
        return index === undefined || index === Infinity ? undefined : baselines[index]?.class;
    };
}
/**
 * An asset the service already held (its baseline names its live id) whose baseline a change
 * declares, though no operation touched it: in service before the tool knew it, it appears here,
 * so that its first R2.1 interval opens at the first record that shows it in scope rather than
 * at its first configuration-monitoring record (which would never come for an unmonitored one).
 */
function declaredInService(record) {
    const operated = new Set((record.change.change_record?.operations ?? []).flatMap((operation) => operation.asset_id === undefined ? [] : [operation.asset_id]));
    return (record.change.baselines ?? []).flatMap((baseline) => baseline.asset_id === undefined ||
        baseline.cyber_system === undefined ||
        operated.has(baseline.asset_id)
        ? []
        : [
            {
                cyber_system: baseline.cyber_system,
                name: baseline.asset,
                asset_id: baseline.asset_id,
                asset_type: baseline.asset_type,
                ...(baseline.impact === undefined ? {} : { impact: baseline.impact }),
                ...(baseline.class === undefined ? {} : { class: baseline.class }),
                complete: false,
            },
        ]);
}
/** Each workspace's asset ids as its change records gave them, and every asset's key. */
class R21AssetKeys {
    #workspaces = new Map();
    /** The ids a change record gives names: its operations' and its baselines'. */
    learn(record) {
        if (record.kind !== "change")
            return;
        const keys = this.#keysOf(record.workspace);
        keys.learn(record);
        for (const baseline of record.change.baselines ?? [])
            if (baseline.asset_id !== undefined)
                keys.keyOf(baseline);
    }
    /**
     * The asset known as `name` is `id` from now on: a collector's record gave the id of an asset
     * known by name until then, so a later record naming it without the id means it too.
     */
    adopt(workspace, name, id) {
        this.#keysOf(workspace).keyOf({ asset: name, asset_id: id });
    }
    #keysOf(workspace) {
        let keys = this.#workspaces.get(workspace);
        if (keys === undefined) {
            keys = new AssetKeys();
            this.#workspaces.set(workspace, keys);
        }
        return keys;
    }
    keyOf(workspace, asset) {
        const id = asset.asset_id ?? this.#workspaces.get(workspace)?.idOf(asset.name);
        const byName = JSON.stringify([workspace, "name", asset.cyber_system, (0,shared_names/* nameKey */.Rc)(asset.name)]);
        return id === undefined
            ? { key: byName, byName }
            : { key: JSON.stringify([workspace, "id", id]), byName, asset_id: id };
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-obligations.ts




/** Whether R2.1 follows the asset: a Cyber Asset (not a `software` record) in its scope. */
function followed(state) {
    return !state.software && inR21Scope(state);
}
/** "At least once every 35 calendar days". */
const R2_1_INTERVAL_DAYS = 35;
/**
 * R2.1 judged as records come, each workspace's in chain order, per asset by its live id
 * (configuration-monitoring-assets.ts). It holds only what is open: per asset its open interval,
 * and the unauthorized changes not yet investigated. An interval is judged in scope with what the
 * records said of the asset when it closed.
 */
class R21Pass {
    #options;
    #keys = new R21AssetKeys();
    #assets = new Map();
    #exceptions = [];
    /**
     * When each deleted asset was deleted (ms), by key: an observation from before then (a collector
     * file sealed again after the delete) brings no deleted asset back. Deletes are few.
     */
    #retired = new Map();
    /** The workspace and system names every asset's state holds, each once. */
    #texts = new collections/* TextTable */.CV();
    /** Each change detected, by asset key, item and observed digest: detected once when stale. */
    #detected = new Set();
    constructor(options) {
        this.#options = options;
    }
    add(entry) {
        const { record } = entry;
        const ref = refOf(entry);
        const on = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, this.#options.calendar.timeZone);
        const at = Date.parse(record.recorded_at);
        const observedAt = record.kind === "configuration-monitoring"
            ? Date.parse(record.configuration_monitoring.observed_at)
            : undefined;
        /** The assets this record observed anew: newer than any observation of them before. */
        const fresh = new Set();
        this.#keys.learn(record);
        // An asset a collector's record names first (in service before the ledger knew it) opens its
        // first interval there, and that record's own observation closes it.
        const opensAt = observedAt === undefined ? at : Number.NEGATIVE_INFINITY;
        for (const seen of assetsNamed(record)) {
            const resolved = this.#keys.keyOf(record.workspace, seen);
            if (seen.retired === true) {
                this.#retire(resolved, seen, on, at);
                continue;
            }
            // An observation no newer than the asset's last says nothing new of it, not even its name.
            if (observedAt !== undefined && this.#stale(resolved, seen, observedAt))
                continue;
            const state = this.#stateOf(record.workspace, seen, resolved, on, ref, opensAt);
            state.impact = seen.impact ?? state.impact;
            state.class = seen.class ?? state.class;
            if (seen.asset_type !== undefined)
                state.software = seen.asset_type === "software";
            if (observedAt === undefined)
                continue;
            state.last_observed = observedAt;
            fresh.add(state);
            // Not stale, so read after the interval opened: a complete observation closes it.
            if (seen.complete)
                this.#close(state, on, ref, observedAt);
        }
        if (record.kind !== "configuration-monitoring")
            return;
        const body = record.configuration_monitoring;
        this.#investigate(record.workspace, body, ref);
        for (const change of body.unauthorized_changes) {
            const { key } = this.#keys.keyOf(record.workspace, change);
            const state = this.#assets.get(key);
            const once = `${key}\n${change.item}\n${change.observed}`;
            const again = this.#detected.has(once);
            this.#detected.add(once);
            if (state === undefined || !followed(state) || (again && !fresh.has(state)))
                continue;
            this.#exceptions.push({ key, exception: detected(keyOf(state), change.item, ref, on) });
        }
    }
    /** Every interval and exception still open, judged as of the options' date. */
    finish() {
        const { asOf, calendar, decided } = this.#options;
        const today = /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        for (const state of this.#assets.values())
            if (followed(state))
                decided(openInterval(state, today, calendar));
        for (const { exception } of this.#exceptions)
            decided(exception);
        this.#assets.clear();
        this.#exceptions.length = 0;
        this.#retired.clear();
        this.#detected.clear();
    }
    /**
     * An asset deleted on `on` is out of service from then: an interval due by then is handed on as
     * it stood (unmonitored, it stays a finding); one not yet due ends with no obligation. The
     * unauthorized changes detected on it still wait for their investigation.
     */
    #retire(resolved, seen, on, at) {
        this.#retired.set(resolved.key, at);
        const held = this.#heldAt(resolved, seen);
        if (held === undefined)
            return;
        const { state } = held;
        this.#assets.delete(held.at);
        if (followed(state) && on > dueOf(state.opened_on))
            this.#options.decided(openInterval(state, on, this.#options.calendar));
    }
    /**
     * Where the pass holds the state of the asset `seen` names: under its key, else, for an asset
     * known by system and name until this record gave its id, under that (unless the record creates
     * it: a new asset under the name of one that had no id); undefined for an asset it holds none of.
     */
    #heldAt({ key, byName }, seen) {
        const state = this.#assets.get(key);
        if (state !== undefined)
            return { at: key, state };
        const named = key !== byName && seen.created !== true ? this.#assets.get(byName) : undefined;
        return named === undefined ? undefined : { at: byName, state: named };
    }
    /**
     * Whether an observation of `seen` at `observedAt` is stale: no newer than the asset's last one
     * or its commissioning, or older than its delete (an old collector file sealed again).
     */
    #stale(resolved, seen, observedAt) {
        const known = this.#heldAt(resolved, seen)?.state;
        const deletedAt = this.#retired.get(resolved.key);
        return ((known !== undefined && !(observedAt > Math.max(known.last_observed, known.opened_at))) ||
            (deletedAt !== undefined && observedAt <= deletedAt));
    }
    /**
     * The state of the asset `seen` names (#heldAt), as named now, moved under its id when this
     * record gave one; new, it opens its first interval there (its commissioning).
     */
    #stateOf(workspace, seen, resolved, on, ref, opensAt) {
        const { key, byName, asset_id } = resolved;
        const held = this.#heldAt(resolved, seen);
        if (held?.at !== key && key !== byName && seen.created !== true) {
            this.#assets.delete(byName);
            for (const open of this.#exceptions)
                if (open.key === byName)
                    open.key = key;
            if (held !== undefined && asset_id !== undefined)
                this.#keys.adopt(workspace, seen.name, asset_id);
        }
        const state = held?.state ?? {
            workspace: this.#texts.of(workspace),
            cyber_system: "",
            asset: "",
            asset_id: undefined,
            impact: undefined,
            class: undefined,
            opened_on: on,
            opened_by: ref,
            opened_at: opensAt,
            last_observed: Number.NEGATIVE_INFINITY,
            monitored: false,
            software: false,
        };
        // Named as this record names it.
        state.cyber_system = this.#texts.of(seen.cyber_system);
        state.asset = seen.name;
        state.asset_id = asset_id;
        this.#assets.set(key, state);
        return state;
    }
    /**
     * Closes the open interval of `state` by the record of `on` that observed the asset at
     * `observedAt`, and opens the next there.
     */
    #close(state, on, ref, observedAt) {
        const due = dueOf(state.opened_on);
        if (followed(state))
            this.#options.decided({
                ...keyOf(state),
                kind: "monitoring interval",
                opened_on: state.opened_on,
                opened_by: state.opened_by,
                due_on: due,
                closed_on: on,
                closed_by: ref,
                status: on <= due ? "closed on time" : "closed late",
                ...undeclared(state),
            });
        state.opened_on = on;
        state.opened_by = ref;
        state.opened_at = observedAt;
        state.monitored = true;
    }
    /**
     * Hands on the open exceptions a later record's investigations name: the same asset (by its
     * id, as the tool resolved the investigation's system and name), item and detecting record.
     */
    #investigate(workspace, body, ref) {
        for (const investigation of body.investigations) {
            const { key } = this.#keys.keyOf(workspace, investigation);
            const index = this.#exceptions.findIndex(({ key: held, exception }) => held === key &&
                exception.item === investigation.item &&
                exception.detected_by.sequence === investigation.detected_in &&
                exception.detected_by.sequence < ref.sequence);
            if (index < 0)
                continue;
            const [{ exception }] = this.#exceptions.splice(index, 1);
            this.#options.decided({
                ...exception,
                investigated_by: { ...ref, reference: investigation.reference },
                status: "investigated",
            });
        }
    }
}
/** The asset's key as the last record named it. */
function keyOf(state) {
    return {
        workspace: state.workspace,
        cyber_system: state.cyber_system,
        asset: state.asset,
        ...(state.asset_id === undefined ? {} : { asset_id: state.asset_id }),
    };
}
function dueOf(openedOn) {
    return (0,shared_calendar/* addDays */.fi)(openedOn, R2_1_INTERVAL_DAYS);
}
function openInterval(state, today, calendar) {
    const due = dueOf(state.opened_on);
    const status = !state.monitored
        ? "no configuration monitoring recorded"
        : today > due
            ? "overdue"
            : today >= (0,shared_calendar/* addDays */.fi)(due, -calendar.dueSoonDays)
                ? "due soon"
                : "due";
    return {
        ...keyOf(state),
        kind: "monitoring interval",
        opened_on: state.opened_on,
        opened_by: state.opened_by,
        due_on: due,
        closed_on: null,
        closed_by: null,
        status,
        ...undeclared(state),
    };
}
function undeclared(state) {
    return state.impact === undefined ? { impact_undeclared: true } : {};
}
function detected(key, item, ref, on) {
    return {
        kind: "investigate unauthorized change",
        ...key,
        item,
        detected_by: ref,
        detected_on: on,
        investigated_by: null,
        status: "open",
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/review-interval.ts
// The first CIP-002 R2 interval of a workspace. CIP-002-5.1a R2.2: "Have its CIP Senior Manager
// or delegate approve the identifications required by Requirement R1 at least once every 15
// calendar months, even if it has no identified items in Requirement R1." The ledger cannot see
// the approval before it, so an entity adopting the tool 14 months after its last approval would
// otherwise be told "due in 15 months". The policy file's `cip_002_last_approval: { on, ref }` (a
// change to it is approved by the CIP Senior Manager) starts the first interval; without it the
// first interval's due date is unknown, and the obligation says so: "prior approval not
// recorded". Each approved review then opens the next interval from its own record, as before.
// Pure.

/** CIP-002 R2's interval, in calendar months. */
const REVIEW_INTERVAL_MONTHS = 15;
const PRIOR_APPROVAL_NOT_RECORDED = "prior approval not recorded";
/** The first interval, from the policy's `cip_002_last_approval` (undefined: none written). */
function firstReviewInterval(prior, calendar) {
    if (prior === undefined)
        return { kind: "not-recorded", note: PRIOR_APPROVAL_NOT_RECORDED, due: null };
    return {
        kind: "seeded",
        opened_on: prior.on,
        ref: prior.ref,
        due: (0,shared_calendar/* addMonths */.PS)(prior.on, REVIEW_INTERVAL_MONTHS, calendar.monthEnd),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/obligations.ts










/** Days after authorization before an unrecorded completion is an exception (CIP-010 R1.3). */
const DEFAULT_COMPLETION_GRACE_DAYS = 30;
/**
 * The obligations of `records` as of `asOf`: an instant, or a date (YYYY-MM-DD) in the calendar's
 * time zone (an audit's "as of 31 December").
 */
function computeObligations(records, asOf, calendar, options = {}) {
    const pass = new ObligationsPass(asOf, calendar, options);
    for (const chain of (0,collections/* groupBy */.$z)(records, ({ record }) => record.workspace).values())
        for (const entry of chain.sort((a, b) => a.record.sequence - b.record.sequence))
            pass.add(entry);
    return pass.finish().obligations;
}
/**
 * The obligations of ledger records fed one at a time, each workspace's in chain order (records of
 * several workspaces may interleave). Only the obligations the options keep are held once decided;
 * every one is counted.
 */
class ObligationsPass {
    #context;
    #keep;
    #decided;
    #workspaces = new Map();
    #kept = [];
    #counts = obligation_model_countStatuses([]);
    #limit;
    #deviations;
    #firstReview;
    #configurationMonitoring;
    constructor(asOf, calendar, { keep = () => true, decided, limit = Infinity, completionGraceDays = DEFAULT_COMPLETION_GRACE_DAYS, lastApproval, } = {}) {
        const today = typeof asOf === "string" ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        this.#context = { calendar, today, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar), completionGraceDays };
        this.#keep = keep;
        this.#decided = decided;
        this.#limit = limit;
        this.#deviations = new DeviationObligations(this.#context, (o) => this.#emit(o));
        this.#firstReview = firstReviewInterval(lastApproval, calendar);
        // Each R2.1 interval becomes an obligation as it closes: the pass holds only open ones.
        this.#configurationMonitoring = new R21Pass({
            calendar,
            asOf: today,
            decided: (found) => this.#emit(r21Obligation(found, this.#context)),
        });
    }
    add(entry) {
        const { record } = entry;
        let state = this.#workspaces.get(record.workspace);
        if (state === undefined) {
            // The workspace's first record opens its first CIP-002 R2 interval, dated by the approval
            // the policy file records before the ledger (review-interval.ts).
            state = {
                review: { opened: refOf(entry), subject: {}, first: firstOf(this.#firstReview) },
            };
            this.#workspaces.set(record.workspace, state);
        }
        else if (isApprovedReview(entry)) {
            this.#closeReview(state.review, entry);
            state.review = { opened: refOf(entry), subject: {} };
        }
        this.#deviations.add(entry);
        this.#configurationMonitoring.add(entry);
        this.#governance(entry);
    }
    /** CIP-003 R3 and R4: a documented change of the CIP Senior Manager or of a delegation. */
    #governance(entry) {
        for (const found of ledgerGovernanceObligations([entry], this.#context.calendar)) {
            this.#emit({
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
            });
        }
    }
    /** What the pass found as of its date: the open ones judged now, the kept ones sorted. */
    finish() {
        this.#deviations.finish();
        for (const state of this.#workspaces.values())
            this.#closeReview(state.review);
        this.#configurationMonitoring.finish();
        this.#workspaces.clear();
        this.#cut();
        return { obligations: [...this.#kept], counts: { ...this.#counts } };
    }
    /** A CIP-002 R2 interval of 15 calendar months closed by `closer`, or open now. */
    #closeReview(interval, closer) {
        const { timeZone, monthEnd } = this.#context.calendar;
        const closedOn = closer === undefined ? undefined : (0,shared_calendar/* dateIn */.m7)(closer.record.recorded_at, timeZone);
        // The first interval: from the approval the policy records, or with no due date at all.
        const first = interval.first;
        const due = first !== undefined
            ? first.due
            : (0,shared_calendar/* addMonths */.PS)((0,shared_calendar/* dateIn */.m7)(interval.opened.recorded_at, timeZone), 15, monthEnd);
        this.#emit({
            kind: "CIP-002 R2",
            requirement: REQUIREMENTS["CIP-002 R2"],
            workspace: interval.opened.workspace,
            subject: interval.subject,
            opened_by: interval.opened,
            due,
            // Without a due date it is open until a review closes it, never overdue.
            status: due === null
                ? closer === undefined
                    ? "open"
                    : "closed"
                : statusOf(due, closedOn, this.#context),
            ...(closer === undefined ? {} : { closed_by: refOf(closer) }),
            calendar: this.#context.rule,
            ...(first === undefined ? {} : { reason: first.reason }),
        });
    }
    #emit(obligation) {
        this.#counts[obligation.status] += 1;
        this.#decided?.(obligation);
        if (!this.#keep(obligation))
            return;
        this.#kept.push(obligation);
        // Cut back to the limit now and then, not at each one: sorting is then amortized.
        if (this.#kept.length >= 2 * this.#limit)
            this.#cut();
    }
    #cut() {
        this.#kept.sort(compareObligations);
        this.#kept.length = Math.min(this.#kept.length, this.#limit);
    }
}
/** The first CIP-002 R2 interval as the pass holds it. */
function firstOf(first) {
    return first.kind === "seeded"
        ? {
            due: first.due,
            reason: `first interval from the approval of ${first.opened_on} (${first.ref})`,
        }
        : { due: null, reason: first.note };
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
/** One notice per state some obligation of `now` is newly in since `before`. */
function obligationNotices(now, before) {
    return NOTIFIED.flatMap(({ state, event, became }) => {
        const newly = newlyIn(state, now, before);
        if (newly.length === 0)
            return [];
        const named = newly.slice(0, NAMED).map((o) => {
            const why = state === "exception" && o.reason !== undefined ? `: ${o.reason}` : "";
            return `${o.kind} ${obligation_model_subjectText(o)} (due ${o.due ?? "none"}${why})`;
        });
        const more = newly.length > NAMED ? `, and ${newly.length - NAMED} more` : "";
        return [
            {
                event,
                title: `${newly.length} CIP obligation(s) ${became}`,
                detail: `${named.join("; ")}${more}`,
            },
        ];
    });
}

// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/shared/line-breaks.ts
var line_breaks = __webpack_require__(7948);
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

// EXTERNAL MODULE: ./src/core/shared/reveal.ts
var reveal = __webpack_require__(5584);
;// CONCATENATED MODULE: ./src/render/shared/json-chunks.ts
// JSON written in pieces, byte for byte as renderJson would write the value whole (2-space
// indentation at every depth, hidden characters escaped, a trailing newline): each member and each
// item of a list stringified on its own and indented to its depth, so that a list of any length is
// written one item at a time (the audit report's records, the obligations).

/** A document whose members are `members`, as `renderJson` would write it: escaped, a last newline. */
function* json_chunks_documentChunks(members) {
    for (const chunk of objectChunks(members, 0))
        yield escapeHiddenCharactersInJson(chunk);
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
    // Last, so that a reader of the columns before it finds them where they were.
    "reason",
]));
function cells(o) {
    return {
        status: o.status,
        kind: o.kind,
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
        reason: o.reason,
    };
}
/** The obligations as CSV, a line at a time: a list of any length is never one string. */
function* obligationsCsvChunks(report) {
    yield `${COLUMNS.join(",")}\r\n`;
    for (const o of report.obligations) {
        const row = cells(o);
        yield `${COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;
    }
}
/** The obligations as renderJson writes them (`at`, `calendar`, `obligations`), one at a time. */
function obligationsJsonChunks(report) {
    return documentChunks([
        ["at", (depth) => whole(report.at, depth)],
        ["calendar", (depth) => whole(report.calendar, depth)],
        ["obligations", (depth) => arrayChunks(report.obligations, depth, whole)],
    ]);
}
/**
 * One line of counts: "6 obligations, 2 overdue, 1 closed late, 3 open" (the statuses present),
 * and how many are listed when the report lists only some.
 */
function obligationCounts(report) {
    return countsText(report.counts ?? countStatuses(report.obligations), report.obligations.length);
}
function countsText(counts, listed) {
    const total = OBLIGATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
    const parts = OBLIGATION_STATUSES.filter((status) => counts[status] > 0).map((status) => `${counts[status]} ${status.replace("-", " ")}`);
    const some = listed !== undefined && listed < total
        ? `; ${listed} listed here, exceptions first (\`cip-sync obligations\` lists every one)`
        : "";
    return `${(0,wording/* countOf */.pq)(total, "obligation")}, ${parts.length === 0 ? "none" : parts.join(", ")}${some}`;
}
function recordText(ref) {
    return `#${ref.sequence} ${ref.recorded_at} sha256:${ref.sha256.slice(0, 12)}`;
}
/** The obligations as text, a line at a time. */
function* obligationsTextChunks(report) {
    yield `Obligations as of ${report.at} (${report.calendar}): ${countsText(report.counts)}.\n`;
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
        yield `  ${o.status.padEnd(11)} ${o.kind.padEnd(12)}  ${revealHiddenCharacters(subjectText(o))} [${revealHiddenCharacters(o.workspace)}]: ${due}; opened by ${recordText(o.opened_by)}${closed}${revealHiddenCharacters(noted)}\n`;
    }
}
/** The obligations the audit report and the Action list (some of them, with every count). */
function renderObligationsMarkdown(report) {
    return [
        ...markdownChunks(report, report.counts ?? obligation_model_countStatuses(report.obligations), report.obligations.length),
    ].join("");
}
/** Every obligation of the listing in Markdown, a row at a time. */
function obligationsMarkdownChunks(report) {
    return markdownChunks(report, report.counts);
}
function* markdownChunks(report, counts, listed) {
    yield `## CIP obligations as of ${report.at}\n\n${(0,escape_markdown/* escapeMarkdown */.FV)(countsText(counts, listed))}. Dates count ${(0,escape_markdown/* escapeMarkdown */.FV)(report.calendar)}.\n\n`;
    let rows = 0;
    for (const o of report.obligations) {
        if (rows++ === 0)
            yield "| Status | Requirement | Workspace | Subject | Due | Opened by record | Closed by record | Reason |\n|---|---|---|---|---|---:|---:|---|\n";
        yield `| ${o.status} | ${o.kind} | ${(0,escape_markdown/* markdownCodeSpan */.Bk)(o.workspace)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(obligation_model_subjectText(o))} | ${o.due ?? ""} | ${o.opened_by.sequence} | ${o.closed_by?.sequence ?? ""} | ${(0,escape_markdown/* escapeMarkdown */.FV)(o.reason ?? "")} |\n`;
    }
}
/** The audit report's obligations in HTML: exceptions first, each with the records that opened and closed it. */
function obligationsHtml(report, limit) {
    if (report === undefined)
        return "";
    const head = `<h2 id="obligations">CIP obligations as of ${escapeHtml(report.at)}</h2>\n<p>${escapeHtml(obligationCounts(report))}.</p>\n<p class="note">Dates count ${escapeHtml(report.calendar)}.</p>`;
    if (report.obligations.length === 0)
        return `${head}\n<p>No obligation: no change to a High or Medium system and no High system in the ledger.</p>`;
    const shown = report.obligations.slice(0, limit);
    const record = (ref) => ref === undefined ? "" : `#${ref.sequence} <code>${ref.sha256.slice(0, 12)}</code>`;
    const rows = shown.map((o) => {
        const bad = o.status === "exception" || o.status === "overdue" || o.status === "closed-late";
        return `<tr><td${bad ? ' class="bad"' : ""}>${o.status}</td><td>${o.kind}</td><td><code>${escapeHtml(o.workspace)}</code></td><td>${escapeHtml(subjectText(o))}</td><td>${o.due ?? ""}</td><td>${record(o.opened_by)}</td><td>${record(o.closed_by)}</td><td>${escapeHtml(o.reason ?? "")}</td></tr>`;
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

;// CONCATENATED MODULE: ./src/action/obligations/obligations-report.ts
// The CIP obligations of the workspace, judged at each drift check (which has just closed the
// monitoring interval): the records are read whole from the evidence branch, chain-checked, and
// the obligations still open are listed in the job summary; output obligations-overdue counts the
// overdue ones; an obligation that became an exception, overdue or due soon since the previous
// drift check is notified once (core/obligations/obligation-notices.ts). A ledger that cannot be read or is broken is a warning that says so: nothing is
// judged from it, and the output is not set (fail closed).









const STILL_TO_DO = new Set(["exception", "overdue", "due-soon", "open"]);
async function reportObligations(scope) {
    const { settings, reporter, host } = scope;
    if (settings.evidenceBranch === "")
        return;
    let records;
    try {
        records = await host.evidence.records(settings.evidenceBranch, settings.workspace);
    }
    catch (error) {
        reporter.warning(`Could not judge the CIP obligations: ${(0,errors/* errorMessage */.g)(error)}`, {
            title: "CIP obligations",
        });
        return;
    }
    const fromPolicy = await policyCalendar(scope);
    if (fromPolicy.kind === "invalid") {
        reporter.warning(`Could not judge the CIP obligations: ${fromPolicy.problem}`, {
            title: "CIP obligations",
        });
        return;
    }
    const calendar = (0,shared_calendar/* resolveCalendar */.Z4)({ timeZone: settings.obligationsTimeZone }, fromPolicy.calendar);
    // Today in the calendar's time zone, as cip-sync obligations counts it: the day the obligations
    // are judged as of is the day the summary and the issue are headed by, not UTC's.
    const at = (0,shared_calendar/* dateIn */.m7)(new Date(), calendar.timeZone);
    const { lastApproval, completionGraceDays } = fromPolicy;
    const options = { lastApproval, completionGraceDays };
    const obligations = computeObligations(records, at, calendar, options);
    // The previous drift check's view, from the records up to it: what was already overdue then was
    // already notified.
    const checks = records.filter(({ record }) => record.kind === "monitoring");
    const previous = checks.at(-2)?.record.recorded_at;
    const before = previous === undefined
        ? []
        : computeObligations(records.filter(({ record }) => record.recorded_at <= previous), new Date(previous), calendar, options);
    const overdue = obligations.filter((o) => o.status === "overdue");
    reporter.setOutput("obligations-overdue", String(overdue.length));
    const listed = obligations.filter((o) => STILL_TO_DO.has(o.status));
    await reporter.summary(() => `\n${renderObligationsMarkdown({ at, calendar: (0,shared_calendar/* calendarRule */.Zi)(calendar), obligations: listed })}\n`);
    if (settings.obligationsIssue)
        await updateIssue(scope, obligations, at, (0,shared_calendar/* calendarRule */.Zi)(calendar));
    for (const { event, title, detail } of obligationNotices(obligations, before))
        await (0,notify/* notify */.m)(scope, event, { state: "new", title, detail });
}
/** The checkout's policy file's calendar: the default branch's, as a drift check runs on it. */
async function policyCalendar(scope) {
    const file = scope.settings.policyFile;
    const text = file === "" ? undefined : await (0,optional_file/* readTextIfPresent */.G)((0,external_node_path_.join)(scope.context.workspaceDir, file));
    return (0,parse_policy/* policyCalendarOf */.C)(text, file);
}
/** The obligations issue: the exceptions and what is overdue or due soon, or closed when none is. */
async function updateIssue(scope, obligations, at, rule) {
    const { settings, reporter, host, context } = scope;
    const needing = obligations.filter((o) => o.status === "exception" || o.status === "overdue" || o.status === "due-soon");
    const list = needing.length === 0
        ? undefined
        : renderObligationsMarkdown({ at, calendar: rule, obligations: needing });
    try {
        const done = await host.obligationsIssues.report(settings.workspace, list, context.runUrl);
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
    const { draft, listing } = (0,evidence_evidence/* monitoringDraft */.OL)(scope, findings, outcome.live, outcome.declared);
    const evidence = await (0,evidence_evidence/* recordEvidence */.ti)(scope, draft, listing);
    await updateDriftIssue(scope, findings, evidence.head);
    // Appended before the obligations are judged.
    const monitored = observation === undefined ? undefined : await (0,evidence_evidence/* recordEvidence */.ti)(scope, observation);
    await reportObligations(scope);
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
/* harmony export */   i0: () => (/* binding */ workspaceOfPath),
/* harmony export */   lX: () => (/* binding */ recordPath),
/* harmony export */   sm: () => (/* binding */ isRecordPathOf),
/* harmony export */   v7: () => (/* binding */ RECORDS_DIR),
/* harmony export */   xe: () => (/* binding */ sealRecord)
/* harmony export */ });
/* unused harmony exports serializeRecord, isCliRecordPath, sealedAs, kindOfPath, recordedAtOfPath */
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9343);
// A record as the ledger keeps it: sealed after the workspace's last record (its sequence, the
// SHA-256 of the previous file, a time that sorts after it) into canonical JSON, at a path that
// names its workspace, month, time, kind and run. Pure.



/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
function serializeRecord(record) {
    return `${JSON.stringify((0,_plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonical */ .$)(record), null, 2)}\n`;
}
/**
 * The record placed after `head` (the workspace's last record; undefined for its first), recorded
 * at `now` or, when a clock runs behind the previous writer's, one millisecond after it: file names
 * then sort in chain order. `untimestamped` lists earlier records still waiting for a token.
 */
function sealRecord(draft, head, now, untimestamped = []) {
    const previousAt = head === undefined ? Number.NEGATIVE_INFINITY : Date.parse(head.record.recorded_at);
    const recordedAt = new Date(Math.max(now.getTime(), previousAt + 1)).toISOString();
    const record = {
        ...draft,
        sequence: head === undefined ? 1 : head.record.sequence + 1,
        previous_sha256: head === undefined ? null : (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(head.bytes),
        recorded_at: recordedAt,
        ...(untimestamped.length === 0 ? {} : { untimestamped_predecessors: [...untimestamped] }),
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
    const workspace = workspaceOfPath(path);
    return (workspace !== undefined &&
        isRecordPathOf(path, workspace) &&
        (path.includes(`-change-${CLI_RUN_PREFIX}`) ||
            path.includes(`-configuration-monitoring-${CLI_RUN_PREFIX}`)));
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
/** The workspace a ledger path belongs to, or undefined for a file outside records/. */
function workspaceOfPath(path) {
    const parts = path.split("/");
    return parts.length === 5 && parts[0] === RECORDS_DIR ? parts[1] : undefined;
}


/***/ }),

/***/ 7834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ug: () => (/* binding */ itemDigest),
/* harmony export */   z7: () => (/* binding */ DECLARED_NOTES),
/* harmony export */   zB: () => (/* binding */ configurationMonitoringEvidenceSchema)
/* harmony export */ });
/* unused harmony export normalizeItem */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2857);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9513);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5168);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7154);
/* harmony import */ var _policy_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6782);
// The configuration-monitoring record's model (CIP-010-4 R2.1): the five R1.1 items, the one
// normalisation of an item's configuration and its digest, and what the ledger keeps of a
// comparison of what devices showed with what the inventory declared: digests, never content.
// Pure; the collector's file is configuration-monitoring.ts, the comparison
// configuration-monitoring-record.ts.







function sorted(entries) {
    return entries
        .map((entry) => ({ entry, key: (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(entry) }))
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
/** sha256: over the canonical JSON of the item's normalised entries. */
function itemDigest(item, value) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(normalizeItem(item, value)))}`;
}
/** The note beside an asset whose declared side the tool could not read. */
const DECLARED_NOTES = {
    baseline_ref: "kept elsewhere: not compared by the tool",
    none: "no baseline declared in the inventory: not compared",
};
const digest = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .SHA256_DIGEST */ .fu);
const itemName = zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK);
const comparison = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    observed: digest.nullable(),
    declared: digest.nullable(),
    matches: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().nullable(),
});
const name = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1);
const configurationMonitoringEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    commit: _policy_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .commitSha */ .mJ,
    observed_at: _policy_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .timestamp */ .vE,
    collector: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({ name, version: name }),
    input_sha256: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    assets: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        impact: _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .impactSchema */ .kf.optional(),
        class: _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .assetClassSchema */ .gM.optional(),
        declared_from: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(["inventory", "baseline_ref", "none"]),
        note: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
        items: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
            os_firmware: comparison,
            software: comparison,
            custom_software: comparison,
            ports: comparison,
            patches: comparison,
        }),
        complete: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
        matches: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().nullable(),
        baseline_ref: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
            digest,
            declared_sha256: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
            fetched_sha256: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
            matches: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
        })
            .optional(),
    })),
    unauthorized_changes: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        observed: digest,
        declared: digest,
    })),
    investigations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        cyber_system: name,
        name,
        asset_id: name.optional(),
        item: itemName,
        detected_in: zod__WEBPACK_IMPORTED_MODULE_6__/* .int */ .Whr().positive(),
        reference: name,
    })),
})
    .meta({
    description: "CIP-010-4 R2.1: the digests of the R1.1 items a collector observed per asset, the digests the inventory declared at commit, and every difference (an unauthorized change to investigate).",
});


/***/ }),

/***/ 6782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ logins),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   mJ: () => (/* binding */ commitSha),
/* harmony export */   vE: () => (/* binding */ timestamp),
/* harmony export */   wh: () => (/* binding */ policySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
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


/***/ }),

/***/ 8177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ driftHeadline),
/* harmony export */   AH: () => (/* binding */ renderDriftTable)
/* harmony export */ });
/* unused harmony exports renderDriftText, renderDriftMarkdown */
/* harmony import */ var _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4747);
/* harmony import */ var _core_shared_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5584);
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
