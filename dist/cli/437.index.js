export const id = 437;
export const ids = [437];
export const modules = {

/***/ 1437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkDrift: () => (/* binding */ checkDrift)
});

// EXTERNAL MODULE: ./src/core/evidence/evidence-record.ts
var evidence_record = __webpack_require__(6180);
// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
// EXTERNAL MODULE: ./src/render/escape-markdown.ts
var escape_markdown = __webpack_require__(5239);
// EXTERNAL MODULE: ./src/core/shared/reveal.ts
var reveal = __webpack_require__(5584);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
;// CONCATENATED MODULE: ./src/render/drift.ts



const WHAT = {
    create: "only in the files",
    delete: "only in the service",
    update: "differs",
};
function stateText(state) {
    if (state === null)
        return "(none)";
    return `${(0,reveal/* revealHiddenCharacters */.cr)(state.name)} (${state.asset_type}) in ${(0,reveal/* revealHiddenCharacters */.cr)(state.cyber_system)}`;
}
function stateMarkdown(state) {
    if (state === null)
        return "_none_";
    return `${(0,escape_markdown/* escapeMarkdown */.F)(state.name)} (${state.asset_type}) in ${(0,escape_markdown/* escapeMarkdown */.F)(state.cyber_system)}`;
}
function driftHeadline(findings) {
    const count = findings.differences.length;
    return findings.in_sync
        ? "No drift: the live inventory matches the files."
        : `Drift: ${(0,wording/* countOf */.pq)(count, "asset")} differ${count === 1 ? "s" : ""} between the files and the live inventory.`;
}
function renderDriftText(findings) {
    const lines = [driftHeadline(findings)];
    for (const difference of findings.differences) {
        lines.push(`  ${difference.asset_id ?? "(new)"}: ${WHAT[difference.action]}`, `    declared: ${stateText(difference.declared)}`, `    live:     ${stateText(difference.live)}`);
    }
    return `${lines.join("\n")}\n`;
}
/** The drifted assets as a Markdown table; "" when in sync. */
function renderDriftTable(differences) {
    if (differences.length === 0)
        return "";
    const rows = differences.map((difference) => `| ${difference.asset_id === null ? "_new_" : (0,escape_markdown/* markdownCodeSpan */.B)(difference.asset_id)} | ${WHAT[difference.action]} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`);
    return [
        "| Asset id | Drift | Declared in git | Held by the service |",
        "| --- | --- | --- | --- |",
        ...rows,
        "",
    ].join("\n");
}
function renderDriftMarkdown(findings) {
    const table = renderDriftTable(findings.differences);
    return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}

// EXTERNAL MODULE: ./src/cli/command-support.ts
var command_support = __webpack_require__(2501);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/drift-command.ts
// `cip-sync drift`: plans against the service and says whether the live inventory drifted from
// the files (exit 2), listing each drifted asset with what git declares and what the service
// holds. The same findings the Action records as monitoring evidence (CIP-010 R2).





async function checkDrift(settings, io) {
    return (0,command_support/* closingAfter */.Ym)((0,command_support/* openClient */.My)(settings.connection), async (client) => {
        const outcome = await (0,command_support/* planAgainst */.JY)(client, settings, io);
        (0,command_support/* reportDiagnostics */.Dj)(outcome.diagnostics, io, settings.color);
        if (outcome.status === "invalid")
            return cli_io/* EXIT_ERROR */.SI;
        const findings = (0,evidence_record/* driftFindings */.Ms)(outcome.plan, outcome.live);
        const render = { text: renderDriftText, markdown: renderDriftMarkdown, json: json/* renderJson */.h }[settings.format];
        io.stdout(render(findings));
        return findings.in_sync ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_CHANGES */.dD;
    });
}


/***/ }),

/***/ 6180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ms: () => (/* binding */ driftFindings),
/* harmony export */   Tb: () => (/* binding */ pullRequestsOf),
/* harmony export */   Z_: () => (/* binding */ EVIDENCE_FORMAT_VERSION),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   i0: () => (/* binding */ workspaceOfPath),
/* harmony export */   lX: () => (/* binding */ recordPath),
/* harmony export */   r0: () => (/* binding */ CHANGE_OUTCOMES),
/* harmony export */   v7: () => (/* binding */ RECORDS_DIR)
/* harmony export */ });
/* unused harmony exports EVIDENCE_KINDS, serializeRecord, sealRecord, fileStamp, liveFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _plan_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9399);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
// Evidence records: the entries of the evidence ledger, one JSON file each, kept for CIP audits.
// A `change` record documents an apply attempt (CIP-010 R1), a `monitoring` record a drift check
// (R2). Records are chained per workspace: each names its `sequence` and the SHA-256 of the exact
// bytes of the workspace's previous record, so a removed, edited or reordered record shows.
// Pure: building, serialising and naming records; the chain check is in evidence-chain.ts.



const EVIDENCE_FORMAT_VERSION = 1;
const EVIDENCE_KINDS = (/* unused pure expression or super */ null && (["change", "monitoring"]));
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
    "invalid",
];
/** The pull requests a change record names: the one merged, each of a batch, or none. */
function pullRequestsOf(change) {
    return change.pull_request === null ? (change.pull_requests ?? []) : [change.pull_request];
}
function sha256Hex(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex");
}
/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
function serializeRecord(record) {
    return `${JSON.stringify(canonical(record), null, 2)}\n`;
}
/**
 * The record placed after `head` (the workspace's last record; undefined for its first), recorded
 * at `now` or, when a clock runs behind the previous writer's, one millisecond after it: file names
 * then sort in chain order.
 */
function sealRecord(draft, head, now) {
    const previousAt = head === undefined ? Number.NEGATIVE_INFINITY : Date.parse(head.record.recorded_at);
    const recordedAt = new Date(Math.max(now.getTime(), previousAt + 1)).toISOString();
    const record = {
        ...draft,
        sequence: head === undefined ? 1 : head.record.sequence + 1,
        previous_sha256: head === undefined ? null : sha256Hex(head.bytes),
        recorded_at: recordedAt,
    };
    return { record, text: serializeRecord(record), path: recordPath(record) };
}
const RECORDS_DIR = "records";
/** `20261123T150022.123Z`: sorts like the time, and is a valid file name everywhere. */
function fileStamp(iso) {
    return iso.replace(/[-:]/g, "");
}
/** `records/<workspace>/<YYYY>/<MM>/<UTC timestamp>-<kind>-<run id>-<attempt>.json`. */
function recordPath(record) {
    const [year, month] = record.recorded_at.split("-");
    return `${RECORDS_DIR}/${record.workspace}/${year}/${month}/${fileStamp(record.recorded_at)}-${record.kind}-${record.run.run_id}-${record.run.run_attempt}.json`;
}
/** The workspace a ledger path belongs to, or undefined for a file outside records/. */
function workspaceOfPath(path) {
    const parts = path.split("/");
    return parts.length === 5 && parts[0] === RECORDS_DIR ? parts[1] : undefined;
}
/** "sha256:<hex>" of the live inventory, independent of the order the service listed it in. */
function liveFingerprint(live) {
    const byId = (items) => [...items].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
    const state = {
        facilities: byId(live.facilities),
        control_centers: byId(live.controlCenters),
        cyber_systems: byId(live.cyberSystems),
        cyber_assets: byId(live.cyberAssets),
    };
    return `sha256:${sha256Hex(JSON.stringify((0,_plan_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonical */ .$)(state)))}`;
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
            differences.push({ action: "create", asset_id: null, declared, live: null });
        }
        else if (operation.action === "delete") {
            const before = liveState(operation.asset_id);
            differences.push({
                action: "delete",
                asset_id: operation.asset_id,
                declared: null,
                live: before,
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
        systems: plan.managed_systems.map(({ id, name }) => ({ id, name })),
        live_counts: {
            cyber_systems: live.cyberSystems.length,
            cyber_assets: live.cyberAssets.length,
            managed_assets: live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id)).length,
        },
        live_fingerprint: liveFingerprint(live),
        differences,
    };
}


/***/ }),

/***/ 5104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderJson),
/* harmony export */   u: () => (/* binding */ renderPlanJson)
/* harmony export */ });
/* harmony import */ var _core_shared_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5584);

/**
 * `value` as 2-space JSON with a trailing newline, hidden characters (bidirectional controls,
 * zero-width and other invisible characters) escaped as \uXXXX: for every JSON file we write.
 */
function renderJson(value) {
    return `${(0,_core_shared_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHiddenCharactersInJson */ .R7)(JSON.stringify(value, null, 2))}\n`;
}
/** 2-space JSON with a trailing newline; optional fields that are absent are left out. */
function renderPlanJson(plan) {
    const ordered = {
        format_version: plan.format_version,
        fingerprint: plan.fingerprint,
        summary: {
            create: plan.summary.create,
            update: plan.summary.update,
            delete: plan.summary.delete,
            move: plan.summary.move,
            rename: plan.summary.rename,
            retype: plan.summary.retype,
        },
        operations: plan.operations.map(orderedOperation),
        managed_systems: plan.managed_systems.map(orderedSystem),
        unmanaged: plan.unmanaged.map((asset) => ({
            asset_id: asset.asset_id,
            name: asset.name,
            asset_type: asset.asset_type,
            cyber_system: orderedSystem(asset.cyber_system),
        })),
        safety: {
            managed_live_assets: plan.safety.managed_live_assets,
            violations: plan.safety.violations.map((violation) => ({
                rule: violation.rule,
                message: violation.message,
            })),
        },
        warnings: plan.warnings.map(orderedDiagnostic),
        inputs: plan.inputs && { patterns: [...plan.inputs.patterns], root: plan.inputs.root },
    };
    return renderJson(ordered);
}
function orderedOperation(operation) {
    const base = {
        action: operation.action,
        depends_on: [...operation.depends_on],
        source: operation.source && orderedLocation(operation.source),
    };
    switch (operation.action) {
        case "create":
            return {
                ...base,
                name: operation.name,
                asset_type: operation.asset_type,
                cyber_system: orderedSystem(operation.cyber_system),
            };
        case "update":
            return {
                ...base,
                asset_id: operation.asset_id,
                name: operation.name,
                cyber_system: orderedSystem(operation.cyber_system),
                kinds: [...operation.kinds],
                temporary: operation.temporary,
                changes: orderedChanges(operation.changes),
            };
        case "delete":
            return {
                ...base,
                asset_id: operation.asset_id,
                name: operation.name,
                asset_type: operation.asset_type,
                cyber_system: orderedSystem(operation.cyber_system),
            };
    }
}
function orderedChanges(changes) {
    const { name, cyber_system: system, asset_type: assetType } = changes;
    return {
        name: name && { from: name.from, to: name.to },
        cyber_system: system && { from: orderedSystem(system.from), to: orderedSystem(system.to) },
        asset_type: assetType && { from: assetType.from, to: assetType.to },
    };
}
function orderedSystem(system) {
    const { parent } = system;
    return {
        id: system.id,
        name: system.name,
        parent: parent && { kind: parent.kind, id: parent.id, name: parent.name },
    };
}
function orderedLocation(location) {
    return { file: location.file, line: location.line, column: location.column };
}
function orderedDiagnostic(diagnostic) {
    return {
        severity: diagnostic.severity,
        message: diagnostic.message,
        location: diagnostic.location && orderedLocation(diagnostic.location),
        related: diagnostic.related?.map(orderedLocation),
    };
}


/***/ })

};
