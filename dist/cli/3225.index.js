export const id = 3225;
export const ids = [3225];
export const modules = {

/***/ 69103:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   doctorSettings: () => (/* binding */ doctorSettings),
/* harmony export */   emulatorSettings: () => (/* binding */ emulatorSettings)
/* harmony export */ });
/* harmony import */ var _emulator_profile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63518);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58427);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42357);
/* harmony import */ var _shared_github_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44241);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32246);
/* harmony import */ var _core_evidence_chain_writer_boundary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72255);






const DOCTOR_FORMATS = (0,_render_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNames */ .EI)(_render_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .DOCTOR_RENDERERS */ .Vg);
function doctorSettings(values, connection, env) {
    return {
        command: "doctor",
        connection,
        format: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .choice */ .Yq)(values, "format", DOCTOR_FORMATS),
        github: doctorRepository((0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .flagReader */ .Ko)(values), env),
        ledgerEnvironment: ledgerEnvironmentOf((0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "ledger-environment")),
    };
}
/** --ledger-environment as GitHub names environments: 1 to 255 characters, no control characters. */
function ledgerEnvironmentOf(flag) {
    if (flag === undefined)
        return _core_evidence_chain_writer_boundary_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_LEDGER_ENVIRONMENT */ .Gi;
    const name = flag.trim();
    if (name === "" || name.length > 255 || /\p{Cc}/u.test(name))
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`--ledger-environment is ${JSON.stringify(flag)}: give the name of the environment that holds the secret CIP_SYNC_LEDGER_KEY (Settings, Environments; the apply and drift jobs' environment:), 1 to 255 characters without control characters (default ${_core_evidence_chain_writer_boundary_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_LEDGER_ENVIRONMENT */ .Gi})`);
    return name;
}
/**
 * The repository is checked when --repo is given (then GITHUB_TOKEN is required), or when the
 * environment has both GITHUB_TOKEN and GITHUB_REPOSITORY (a workflow step given the token).
 */
function doctorRepository(flags, env) {
    const hasToken = (env.GITHUB_TOKEN ?? "").trim() !== "";
    if (flags.text("repo") === undefined && !(hasToken && (env.GITHUB_REPOSITORY ?? "") !== ""))
        return undefined;
    return (0,_shared_github_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubRepositoryOf */ .H)(flags, env, "--repo needs GITHUB_TOKEN: set it to a token that may read the repository (and, to read classic branch protection, its administration), so that doctor can check that the default branch requires cip-sync/policy");
}
function emulatorSettings(values) {
    const faults = {};
    const latencyMs = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "latency-ms", { min: 0, max: 60_000, integer: true });
    if (latencyMs !== undefined)
        faults.latencyMs = latencyMs;
    const errorRate = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "error-rate", RATE);
    if (errorRate !== undefined)
        faults.errorRate = errorRate;
    const dropRate = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "drop-after-commit-rate", RATE);
    if (dropRate !== undefined)
        faults.dropAfterCommitRate = dropRate;
    const rateLimit = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "rate-limit", { min: 1, integer: true });
    if (rateLimit !== undefined)
        faults.rateLimitPerSecond = rateLimit;
    const seed = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "fault-seed", { min: 0, integer: true });
    if (seed !== undefined)
        faults.seed = seed;
    return {
        command: "emulator",
        port: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)(values, "port", { min: 0, max: 65_535, integer: true }) ?? 8787,
        host: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "host") ?? "127.0.0.1",
        dataFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "data"),
        stateFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "state"),
        basePath: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "base-path") ?? "",
        enforceUniqueNames: values["no-unique-names"] !== true,
        exposeControlCenterParent: values["hide-control-center-parent"] !== true,
        profile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .choice */ .Yq)(values, "profile", _emulator_profile_js__WEBPACK_IMPORTED_MODULE_0__/* .EMULATOR_PROFILES */ .r$),
        faults,
    };
}
/** A fault rate: the share of requests, from 0 to 1. */
const RATE = { min: 0, max: 1, integer: false };


/***/ }),

/***/ 44241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ gitHubRepositoryOf)
/* harmony export */ });
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65032);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32246);
// The GitHub repository a command reads through the API, read alike by `evidence verify --remote`
// and `doctor`: --repo OWNER/REPO (or GITHUB_REPOSITORY), GITHUB_TOKEN and GITHUB_API_URL.


const REPO_PATTERN = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/;
const REPO = "the OWNER/REPO pattern";
/**
 * The repository and token; `missingToken` is the message when GITHUB_TOKEN is not set, saying
 * what the command reads with it.
 */
function gitHubRepositoryOf(flags, env, missingToken) {
    const token = env.GITHUB_TOKEN ?? "";
    if (token.trim() === "")
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(missingToken);
    const repoFlag = flags.text("repo");
    const [repoSource, repository] = repoFlag === undefined
        ? ["GITHUB_REPOSITORY", env.GITHUB_REPOSITORY ?? ""]
        : ["--repo", repoFlag];
    const match = REPO_PATTERN.exec(repository);
    if (match === null) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${repoSource} is ${JSON.stringify(repository)}: give the repository as OWNER/REPO (--repo, or GITHUB_REPOSITORY)`);
    }
    return {
        owner: (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .matchGroup */ .x2)(match, 1, REPO),
        repo: (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .matchGroup */ .x2)(match, 2, REPO),
        token,
        apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    };
}


/***/ }),

/***/ 63192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ PATCH_SOURCE_CHANGE_WORDS),
/* harmony export */   Kd: () => (/* binding */ changedByChange),
/* harmony export */   PY: () => (/* binding */ checkPatchSources),
/* harmony export */   VE: () => (/* binding */ patchSourceWarnings),
/* harmony export */   h$: () => (/* binding */ PATCH_SOURCE_FIX)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63788);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53146);
/* harmony import */ var _patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15240);







/** How to close a gap, as every output says it. */
const PATCH_SOURCE_FIX = `add the item to a source's covers in ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK}, or declare it under no_source with kind: no-patching-source or not-updateable and a reason`;
/** The items without a source, and what the policy refuses of them. */
function checkPatchSources(inputs) {
    const named = namedItems(inputs.sources);
    const existingBaseline = inputs.existing;
    const missing = [];
    const notSeen = [];
    for (const document of inputs.documents) {
        const impact = document.impact?.value;
        const cyberSystem = document.cyberSystem.value;
        for (const asset of document.assets) {
            const baseline = asset.baseline;
            const assetClass = asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$;
            if (baseline === undefined)
                continue;
            if (!(0,_patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .isApplicable */ .AX)({ class: assetClass, impact, type: asset.type }))
                continue;
            if (baseline.kind === "ref") {
                notSeen.push({ cyber_system: cyberSystem, asset: asset.name, location: asset.location });
                continue;
            }
            const before = existingBaseline?.(document, asset);
            for (const entry of entriesOf(baseline)) {
                if (named.has((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(entry)))
                    continue;
                missing.push({
                    cyber_system: cyberSystem,
                    asset: asset.name,
                    item: entry.kind,
                    name: entry.name,
                    version: entry.version,
                    location: entry.location ?? asset.location,
                    change: existingBaseline === undefined ? "unknown" : changeOf(before, entry),
                });
            }
        }
    }
    if (missing.length === 0 && notSeen.length === 0 && inputs.sources === undefined)
        return { check: undefined, problems: [] };
    const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
    const check = {
        sources_file: inputs.sources === undefined ? null : _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK,
        setting,
        missing,
        not_seen: notSeen,
    };
    return { check, problems: refused(missing, inputs.rule) };
}
/** What the change does to an item, as every output says it. */
const PATCH_SOURCE_CHANGE_WORDS = {
    added: "added by this change",
    changed: "version changed by this change",
    existing: "an existing gap",
    unknown: "not compared with the existing baselines",
};
/** Why a refusal cannot tell an unknown item from an existing one, and what to do. */
const UNKNOWN_WHY = " (the plan cannot tell whether this change adds it: pass --base REF, the commit the existing baselines were declared at)";
/** Whether the change adds or changes the item, or may: what `require` refuses. */
function changedByChange(change) {
    return change !== "existing";
}
/** Each gap as a warning at its entry: what `validate` reports, refusing nothing. */
function patchSourceWarnings(check) {
    return (check?.missing ?? []).map((gap) => ({
        severity: "warning",
        location: gap.location,
        message: `${gapWords(gap)} has no patch source (CIP-007-6 R2.1): ${PATCH_SOURCE_FIX}`,
    }));
}
/** `require` refuses what the change adds or changes; a policy that cannot be read refuses too. */
function refused(missing, read) {
    return (0,_plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredGapErrors */ .NJ)(missing.filter((gap) => changedByChange(gap.change)), read, (gap, policyFile) => `${gapWords(gap)} has no patch source (CIP-007-6 R2.1), ${PATCH_SOURCE_CHANGE_WORDS[gap.change]}${gap.change === "unknown" ? UNKNOWN_WHY : ""}, and ${policyFile} sets patch_sources: require: ${PATCH_SOURCE_FIX}`);
}
function gapWords(gap) {
    return `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemText */ .rv)({ kind: gap.item, name: gap.name })} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.version)} of asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.asset)} in ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.cyber_system)}`;
}
/** The item keys a source covers or a declaration names. */
function namedItems(sources) {
    const named = new Set();
    for (const source of sources?.sources ?? [])
        for (const item of source.covers)
            named.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(item));
    for (const declaration of sources?.noSource ?? [])
        named.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(declaration.item));
    return named;
}
/** A content baseline's os_firmware and software entries, with where each is written. */
function entriesOf(baseline) {
    const items = itemsOf(baseline);
    return _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCHED_ITEMS */ .Rp.flatMap((kind) => items[kind].map(({ name, version }, index) => ({
        kind,
        name,
        version,
        location: baseline.entryLocations?.[kind]?.[index],
    })));
}
/** A baseline's os_firmware, software and patches as written (none for a baseline_ref). */
function itemsOf(baseline) {
    return (0,_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .patchedItemsOf */ .L$)(baseline?.content ?? {});
}
/** The item against the asset's existing baseline: none before adds it; a ref hid it. */
function changeOf(before, entry) {
    if (before === undefined)
        return "added";
    if (before.kind === "ref")
        return "unknown";
    const was = itemsOf(before)[entry.kind].find((record) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .nameKey */ .Rc)(record.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .nameKey */ .Rc)(entry.name));
    if (was === undefined)
        return "added";
    return was.version === entry.version ? "existing" : "changed";
}


/***/ }),

/***/ 29029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ existingBaselineOf),
/* harmony export */   Sc: () => (/* binding */ compareBaselines),
/* harmony export */   XA: () => (/* binding */ planChanges),
/* harmony export */   YX: () => (/* binding */ deviationsOf)
/* harmony export */ });
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29815);
// The plan's baselines against the existing ones: each asset whose declared baseline changes an
// R1.1 item is a deviation (CIP-010 R1.2: "changes that deviate from the existing baseline
// configuration"), with what was added and removed and the parts it opens, read from the
// requirement table as the obligations read it. Computed once here; renderers only read it.
// As in the obligations: a first declaration (no baseline before), a removed baseline and a
// `software` record (baseline content, not a Cyber Asset) are no deviation; an asset is found
// among the existing ones in the base's document of its live system (resolve.ts bindBase: by id, or
// by name and parent, never by a name another facility's system may share), by its own name or
// the name it is renamed from.





/**
 * The comparison of the plan's `baselines` (declared by `resolved`) with `existing`, whose
 * documents are bound to `live` as the plan's are; undefined when the plan declares none.
 */
function compareBaselines(resolved, baselines, existing, live) {
    if (baselines === undefined || baselines.length === 0)
        return undefined;
    if ("notCompared" in existing)
        return { compared_with: null, not_compared: existing.notCompared };
    const existingBaseline = existingBaselineOf(resolved, existing.documents, live);
    const now = new Map();
    for (const { document, system } of resolved)
        for (const asset of document.assets)
            if (asset.baseline !== undefined && asset.type !== "software")
                now.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)}`, { document, asset });
    const deviations = baselines.flatMap((entry) => {
        const declared = now.get(`${entry.cyber_system_id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(entry.asset)}`);
        const system = entry.cyber_system ?? entry.cyber_system_id;
        const was = declared === undefined ? undefined : existingBaseline(declared.document, declared.asset);
        if (declared?.asset.baseline === undefined || was === undefined)
            return [];
        const items = (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineDifferences */ .G)(was, declared.asset.baseline);
        if (items.length === 0)
            return [];
        // A system without `impact:` is judged as High, as the obligations judge it (fail closed).
        const scope = {
            class: entry.class ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ASSET_CLASS */ .q$,
            impact: entry.impact ?? "high",
            ...(entry.erc === undefined ? {} : { erc: entry.erc }),
        };
        const deviation = {
            asset: entry.asset,
            ...(entry.asset_id === undefined ? {} : { asset_id: entry.asset_id }),
            cyber_system: system,
            cyber_system_id: entry.cyber_system_id,
            items,
            opens: (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .partsOpenedBy */ .pK)(scope, items.map((difference) => difference.item)),
        };
        return [deviation];
    });
    return { compared_with: existing.comparedWith, deviations };
}
/**
 * The existing baseline of each asset of `resolved` (the head's documents bound to their live
 * systems): in the `base` document that declared the same live system, the asset found by its
 * name or the name it is renamed from.
 */
function existingBaselineOf(resolved, base, live) {
    const atBase = new Map((0,_resolve_js__WEBPACK_IMPORTED_MODULE_4__/* .bindBase */ .Zj)(base, live).map(({ document, system }) => [system.id, document]));
    const before = new Map();
    for (const { document, system } of resolved) {
        const was = atBase.get(system.id);
        if (was === undefined)
            continue;
        const baselines = new Map();
        for (const asset of was.assets)
            if (asset.baseline !== undefined)
                baselines.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name), asset.baseline);
        before.set(document, baselines);
    }
    return (document, asset) => {
        const baselines = before.get(document);
        const former = asset.renamedFrom?.value;
        return (baselines?.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)) ??
            (former === undefined ? undefined : baselines?.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(former))));
    };
}
/**
 * Whether the plan changes anything: an operation, or a baseline that deviates from the existing
 * one (the service holds no baseline, yet CIP-010 R1.2 counts its change). What `plan
 * --detailed-exitcode` exits 2 for.
 */
function planChanges(plan) {
    return (plan.operations.length > 0 ||
        deviationsOf(plan.baseline_deviations).length > 0 ||
        // A system leaving management changes what the files manage (released-systems.ts).
        (plan.released_systems?.length ?? 0) > 0);
}
/** The deviations of a plan, none when its baselines were not compared. */
function deviationsOf(comparison) {
    return comparison === undefined || comparison.compared_with === null ? [] : comparison.deviations;
}


/***/ }),

/***/ 46044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ cyclesOf)
/* harmony export */ });
/**
 * The cycles of a graph in which every item leads to at most one other (renamed_from chains,
 * renames that take each other's names): each cycle once, its members in walk order, from the
 * member met first in `items`. Linear in the number of items.
 */
function cyclesOf(items, next) {
    const walkOf = new Map();
    const cycles = [];
    items.forEach((start, walk) => {
        const path = [];
        let current = start;
        // Bounded: every step marks an item that was not marked before.
        while (current !== undefined && !walkOf.has(current)) {
            walkOf.set(current, walk);
            path.push(current);
            current = next(current);
        }
        // A walk that ends on an item of an earlier walk joined a path already looked at.
        if (current !== undefined && walkOf.get(current) === walk) {
            cycles.push(path.slice(path.indexOf(current)));
        }
    });
    return cycles;
}


/***/ }),

/***/ 63518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JK: () => (/* binding */ unauthenticated),
/* harmony export */   _w: () => (/* binding */ rateLimitHeaders),
/* harmony export */   r$: () => (/* binding */ EMULATOR_PROFILES),
/* harmony export */   t4: () => (/* binding */ errorBody)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
// The emulator's two behaviours. `spec` (the default) is the contract: the spec's error envelope
// `{"error": {"code", "message"}}`, keys that never expire, Retry-After on every 429, assets with
// the spec's fields only. `documented` answers as the service's public documentation shows it:
// `{"error": "<status text>", "message"}` bodies, 401 "API key has expired" for a seed's
// `expired_api_keys`, 429 without Retry-After, and `created_at`/`updated_at` on assets.

const EMULATOR_PROFILES = ["spec", "documented"];
/** The body of an error answer in this profile's shape. */
function errorBody(refusal, profile) {
    if (profile === "documented") {
        const error = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[refusal.status] ?? "Error";
        return JSON.stringify({ error, message: refusal.message });
    }
    return JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
}
/**
 * The 401 for a key that opens nothing. The spec profile gives one answer for every case (keys do
 * not expire there: an expired key is just unknown); the documented profile tells them apart.
 */
function unauthenticated(standing, profile) {
    const code = "unauthenticated";
    if (profile === "spec") {
        return {
            status: 401,
            code,
            message: "Missing or invalid X-API-Key header; send an API key an Organization Admin generated for your organization.",
        };
    }
    const message = {
        missing: "Missing X-API-Key header",
        unknown: "Invalid API key",
        expired: "API key has expired",
    }[standing];
    return { status: 401, code, message };
}
/** The headers of a 429: the spec profile says when to retry, the documented one does not. */
function rateLimitHeaders(retryAfterSeconds, profile) {
    return profile === "spec" ? { "retry-after": String(retryAfterSeconds) } : {};
}


/***/ })

};
