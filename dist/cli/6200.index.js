export const id = 6200;
export const ids = [6200];
export const modules = {

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

/***/ 51086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderJson),
/* harmony export */   u: () => (/* binding */ renderPlanJson)
/* harmony export */ });
/* harmony import */ var _core_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14617);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66800);


/**
 * `value` as 2-space JSON with a trailing newline, hidden characters (bidirectional controls,
 * zero-width and other invisible characters) escaped as \uXXXX: for every JSON file we write.
 */
function renderJson(value) {
    return `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHiddenCharactersInJson */ .R7)(JSON.stringify(value, null, 2))}\n`;
}
/** 2-space JSON with a trailing newline; optional fields that are absent are left out. */
function renderPlanJson(plan) {
    const written = _core_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .planSchema */ .Fu.safeParse(plan);
    if (written.success)
        return renderJson(written.data);
    const [issue] = written.error.issues;
    throw new Error(`cip-sync made a plan its own schema refuses (${issue === undefined ? "" : `at ${(0,_core_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonPath */ .U1)(issue.path)}: ${issue.message}`}); nothing was written. This is a bug in cip-sync: please report it with the command that made the plan`);
}


/***/ }),

/***/ 10051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ renderPlanText),
/* harmony export */   LX: () => (/* binding */ describeUpdate),
/* harmony export */   af: () => (/* binding */ systemLabel),
/* harmony export */   xo: () => (/* binding */ baselineLines)
/* harmony export */ });
/* harmony import */ var _shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69758);
/* harmony import */ var _core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23212);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(82205);
/* harmony import */ var _shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28549);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67924);
/* harmony import */ var _core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13270);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82997);
/* harmony import */ var _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(61015);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66800);
/* harmony import */ var _shared_reviewed_file_words_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(46810);
/* harmony import */ var _shared_released_system_words_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(79719);
/* harmony import */ var _shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(52346);
// Plans for terminals (apply-text.ts has what an apply did). Deletes come first and stand out (they are
// permanent); safety violations and warnings come last, where the eye lands when output ends.
// Every name and message goes through revealHiddenCharacters, so none can restyle the terminal.












function renderPlanText(plan, style) {
    const view = (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .viewPlan */ .Dw)(plan);
    const blocks = [];
    if (plan.operations.length === 0) {
        blocks.push([(0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .noOperationsWords */ .Ll)(plan))]);
    }
    else {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .planSummaryLine */ .uK)(plan.summary)),
            `Fingerprint: ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(plan.fingerprint)}`,
        ]);
    }
    if (view.deletes.length > 0)
        blocks.push(deleteLines(view.deletes, style));
    const renamed = _core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .renamedDeletes */ .tL(plan.operations);
    if (renamed.length > 0)
        blocks.push(possibleRenameLines(renamed, style));
    if (view.relocations.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", "Moves and renames, per cyber system they leave:"),
            ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(view.relocations, fromSystem).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.flatMap((update) => relocationLines(update, group.system).map((line) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", line))),
            ]),
        ]);
    }
    const changes = [...view.creates, ...view.retypes.map((update) => update.operation)];
    if (changes.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", "Creates and type changes, per cyber system:"),
            ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(changes, (operation) => operation.cyber_system).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.map((operation) => `    ${changeLine(operation, style)}`),
            ]),
        ]);
    }
    if (plan.baseline_deviations !== undefined)
        blocks.push(baselineLines(plan.baseline_deviations, style));
    if (plan.patch_sources !== undefined)
        blocks.push(patchSourceLines(plan.patch_sources, style));
    if (plan.commissioning_assessments !== undefined)
        blocks.push(commissioningLines(plan.commissioning_assessments, style));
    blocks.push(...reviewedFileBlocks(plan, style));
    if (plan.released_systems !== undefined)
        blocks.push(releasedLines(plan.released_systems, style));
    if (plan.unmanaged.length > 0)
        blocks.push(unmanagedLines(plan.unmanaged, style));
    const { violations } = plan.safety;
    if (violations.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldRed", `SAFETY: ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .refusalWords */ .WW)(violations.length)}.`),
            ...violations.map((violation) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `  ! ${violation.rule}: ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(violation.message)}`)),
        ]);
    }
    if (plan.warnings.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldYellow", `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_10__/* .countOf */ .pq)(plan.warnings.length, "warning")}:`),
            ...plan.warnings.flatMap((warning) => (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .diagnosticTextLines */ .sN)(warning, style)),
        ]);
    }
    return blocks.map((lines) => `${lines.join("\n")}\n`).join("\n");
}
/** The deletes, first and in red: they are permanent. */
function deleteLines(deletes, style) {
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldRed", `DELETE: ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .deleteHeadline */ .o2)(deletes.length)}`),
        // "Deletion cannot be undone through the API:" and what that means, a line each.
        ..._plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .DELETE_CONSEQUENCE */ .y0.split(/(?<=:) /).map((part) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `  ${part}`)),
        // Per system, so that each line names only the asset: readable at 80 columns.
        ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(deletes, (operation) => operation.cyber_system).flatMap((group) => [
            `  ${systemHeading(group.system)}:`,
            ...group.items.map((operation) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `    - ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id)}), ${operation.asset_type}${renamedFromWords(operation)}`)),
        ]),
    ];
}
/** "Alpha Protection (facility Substation Alpha)": how operation lines name a system. */
function systemLabel(system) {
    const { parent } = system;
    return parent
        ? `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.name)} (${(0,_core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_1__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(parent.name)})`
        : `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.id)}, parent not shown by the service)`;
}
/** "Alpha Protection (cs_1), facility Substation Alpha": how group headings name a system. */
function systemHeading(system) {
    const { parent } = system;
    const where = parent
        ? `${(0,_core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_1__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(parent.name)}`
        : "parent not shown by the service";
    const impact = system.impact ? `, impact ${system.impact}` : "";
    return `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.id)}), ${where}${impact}`;
}
/** The system an update takes its asset from: where a move starts, where a rename happens. */
function fromSystem(update) {
    return update.operation.changes.cyber_system?.from ?? update.operation.cyber_system;
}
/**
 * "~ rename a -> b (ca_1)" or "-> move a (ca_1) to T", under the heading of the system it leaves,
 * with cycle notes; the temporary name of a rename cycle on a line of its own.
 */
function relocationLines(update, from) {
    const { operation } = update;
    const { cyber_system: move, asset_type: retype, name: rename, ...unshown } = operation.changes;
    (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .everyChangeShown */ .pQ)(unshown);
    const id = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id);
    const marker = move ? "->" : "~";
    let line = rename
        ? `${marker} rename ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(update.nameBefore)} -> ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${id})`
        : `${marker} move ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${id})`;
    if (move) {
        // The destination's parent is named only when it differs from the heading's.
        const to = move.to.parent && move.to.parent.id === from.parent?.id
            ? (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(move.to.name)
            : systemLabel(move.to);
        line += `${rename ? ", move" : ""} to ${to}`;
    }
    if (retype)
        line += `, type ${retype.from} -> ${retype.to}`;
    const cycle = (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .cycleWords */ .IW)(update);
    if (cycle)
        line += `, ${cycle}`;
    const lines = [`    ${line}`];
    if (update.temporaryName !== undefined) {
        lines.push(`      first renamed to the temporary name ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(update.temporaryName)}`);
    }
    return lines;
}
/** "+ a (hardware)" for a create, "~ a (ca_1): type hardware -> software" for a type change. */
function changeLine(operation, style) {
    if (operation.action === "create") {
        const rename = operation.possible_rename;
        const note = rename === undefined
            ? ""
            : rename.renamed_in_file === undefined
                ? `, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .POSSIBLY_RENAMED */ .Z$} to ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.live)}`
                : `, ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .renamedWhere */ .wB)(rename, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr, `from ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.live)}`)}`;
        return (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "green", `+ ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${operation.asset_type})${note}`);
    }
    const { asset_type: retype, ...unshown } = operation.changes;
    (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .everyChangeShown */ .pQ)(unshown);
    const change = retype ? `: type ${retype.from} -> ${retype.to}` : "";
    return (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `~ ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id)})${change}`);
}
/**
 * "rename a -> b (ca_1) in S", "move a (ca_1) from S to T", "change type of a (ca_1) in S from
 * hardware to software", combined as "rename a -> b (ca_1), move from S to T, type hardware -> software".
 */
function describeUpdate(operation, nameBefore) {
    const { cyber_system: move, asset_type: retype, name: rename, ...unshown } = operation.changes;
    (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .everyChangeShown */ .pQ)(unshown);
    const id = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id);
    const name = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name);
    let line = rename
        ? `rename ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(nameBefore)} -> ${name} (${id})`
        : `${move ? "move" : "change type of"} ${name} (${id})`;
    if (move) {
        line += `${rename ? ", move" : ""} from ${systemLabel(move.from)} to ${systemLabel(move.to)}`;
    }
    else
        line += ` in ${systemLabel(operation.cyber_system)}`;
    if (retype) {
        line +=
            rename || move
                ? `, type ${retype.from} -> ${retype.to}`
                : ` from ${retype.from} to ${retype.to}`;
    }
    return line;
}
/** ", possibly renamed in the service from a" after a delete that may be a rename; else "". */
function renamedFromWords(operation) {
    const rename = operation.possible_rename;
    if (rename === undefined)
        return "";
    // Which name it became is told below when it could not be paired one to one.
    if (rename.renamed_in_file !== undefined)
        return `, ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .renamedWhere */ .wB)(rename, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr, rename.candidates ? "" : `to ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.declared)}`)}`;
    return rename.candidates
        ? `, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .POSSIBLY_RENAMED */ .Z$}`
        : `, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .POSSIBLY_RENAMED */ .Z$} from ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.declared)}`;
}
/** Each possible rename with the line that keeps the record, and the other way out. */
function possibleRenameLines(renamed, style) {
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldRed", `${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .renamesHeading */ .EI)(renamed.map((operation) => operation.possible_rename)).toUpperCase()}: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_10__/* .countOf */ .pq)(renamed.length, "asset")}.`),
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `  ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .REPLACE_CONSEQUENCE */ .BA}`),
        ...renamed.flatMap((operation) => {
            const rename = operation.possible_rename;
            return [
                `  - ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.live)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id)}), ${operation.asset_type}, in ${systemLabel(operation.cyber_system)}, ${_core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .declaredAsWords */ .mw(rename, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`,
                `    keep the record: ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(_core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .renameFixLine */ .gP(rename, operation.asset_type))}`,
                `    ${_core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .adoptLiveNameWords */ .Nk(rename, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`,
            ];
        }),
    ];
}
function releasedLines(released, style) {
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldYellow", (0,_shared_released_system_words_js__WEBPACK_IMPORTED_MODULE_11__/* .releasedHeading */ .ec)(released)),
        ...released.map((system) => `  ~ ${(0,_shared_released_system_words_js__WEBPACK_IMPORTED_MODULE_11__/* .releasedLine */ .Ql)(system, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`),
    ];
}
function unmanagedLines(unmanaged, style) {
    const one = unmanaged.length === 1;
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", `Kept, not managed (prune: false): ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_10__/* .countOf */ .pq)(unmanaged.length, "live asset")} ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}:`),
        ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(unmanaged, (asset) => asset.cyber_system).flatMap((group) => [
            `  ${systemHeading(group.system)}:`,
            ...group.items.map((asset) => `    = ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(asset.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(asset.asset_id)}), ${asset.asset_type}`),
        ]),
    ];
}
/** The baselines against the existing ones: each deviation under its system, an item a line. */
function baselineLines(comparison, style) {
    const heading = _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__/* .baselineComparisonWords */ .yM(comparison);
    if (comparison.compared_with === null || comparison.deviations.length === 0)
        return [(0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, comparison.compared_with === null ? "yellow" : "bold", heading)];
    const lines = [(0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", `${heading}:`)];
    let system;
    for (const deviation of comparison.deviations) {
        if (deviation.cyber_system_id !== system) {
            system = deviation.cyber_system_id;
            lines.push(`  ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(deviation.cyber_system)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(deviation.cyber_system_id)}):`);
        }
        const id = deviation.asset_id === undefined ? "" : ` (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(deviation.asset_id)})`;
        lines.push((0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `    ~ ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(deviation.asset)}${id}: ${_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__/* .opensWords */ .vA(deviation.opens)}`), ...deviation.items.map((item) => `        ${_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__/* .itemChangeWords */ .dV(item, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`));
    }
    return lines;
}
/** Each family's reviewed files the change adds, changes or removes, in the table's order. */
function reviewedFileBlocks(plan, style) {
    return _shared_reviewed_file_words_js__WEBPACK_IMPORTED_MODULE_8__/* .REVIEWED_FILE_SECTIONS */ .w.flatMap((section) => {
        const heading = section.heading(plan, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr);
        return heading === undefined
            ? []
            : [reviewedFileTextLines(heading, section.files(plan, code, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr), style)];
    });
}
/** A family's reviewed files the change adds, changes or removes, each as it is approved. */
function reviewedFileTextLines(heading, files, style) {
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", heading),
        ...files.flatMap(({ line, details }) => [`  ${line}`, ...details.map((d) => `      ${d}`)]),
    ];
}
/** How text names a path or an id: quoted, hidden characters revealed. */
const code = (text) => JSON.stringify((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(text));
/** The patch sources check (R2.1): the gaps this change makes first, then the existing ones. */
function patchSourceLines(check, style) {
    const { byChange, existing } = _shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_9__/* .gapsInOrder */ .Bc(check);
    const lines = [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, check.missing.length === 0 ? "bold" : "boldYellow", _shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_9__/* .patchSourceHeading */ .Uq(check)),
    ];
    lines.push(...byChange.map((gap) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `  ? ${_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_9__/* .gapWords */ .IT(gap, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`)));
    lines.push(...existing.map((gap) => `  . ${_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_9__/* .gapWords */ .IT(gap, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`));
    if (check.missing.length > 0)
        lines.push(`  ${_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_9__/* .PATCH_SOURCE_FIX_LINE */ .Kr}`);
    if (check.not_seen.length > 0)
        lines.push(`  ${_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_9__/* .notSeenWords */ .Iu(check, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`);
    return lines;
}
/** The CIP-010-4 R3.3 check: the assets without evidence first, then those with. */
function commissioningLines(check, style) {
    const gaps = check.commissioned.some((entry) => entry.gap !== undefined);
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, gaps ? "boldYellow" : "bold", (0,_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .commissioningAssessmentHeading */ ._8)(check)),
        ...(0,_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .commissionedInOrder */ .Kp)(check).map((entry) => entry.gap !== undefined
            ? (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `  ? ${(0,_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .commissionedWords */ .gk)(entry, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`)
            : `  ${entry.not_judged === undefined ? "." : "~"} ${(0,_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .commissionedWords */ .gk)(entry, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`),
        ...(gaps ? [`  ${_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMISSIONING_ASSESSMENT_FIX_LINE */ .Kj}`] : []),
    ];
}


/***/ }),

/***/ 82997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ REPLACE_CONSEQUENCE),
/* harmony export */   Dw: () => (/* binding */ viewPlan),
/* harmony export */   EI: () => (/* binding */ renamesHeading),
/* harmony export */   IW: () => (/* binding */ cycleWords),
/* harmony export */   LL: () => (/* binding */ TEMPORARY_RENAME_WORDS),
/* harmony export */   Ll: () => (/* binding */ noOperationsWords),
/* harmony export */   WW: () => (/* binding */ refusalWords),
/* harmony export */   Z$: () => (/* binding */ POSSIBLY_RENAMED),
/* harmony export */   eo: () => (/* binding */ NO_CHANGES),
/* harmony export */   gJ: () => (/* binding */ groupBySystem),
/* harmony export */   hb: () => (/* binding */ applyAdvice),
/* harmony export */   ik: () => (/* binding */ createdWords),
/* harmony export */   o2: () => (/* binding */ deleteHeadline),
/* harmony export */   pQ: () => (/* binding */ everyChangeShown),
/* harmony export */   pV: () => (/* binding */ updateKindWords),
/* harmony export */   sR: () => (/* binding */ applyVerdict),
/* harmony export */   uK: () => (/* binding */ planSummaryLine),
/* harmony export */   wB: () => (/* binding */ renamedWhere),
/* harmony export */   y0: () => (/* binding */ DELETE_CONSEQUENCE)
/* harmony export */ });
/* harmony import */ var _core_plan_renames_cycles_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46044);
/* harmony import */ var _shared_reviewed_file_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46810);
/* harmony import */ var _shared_released_system_words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79719);
/* harmony import */ var _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61015);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82205);






/**
 * Takes what a renderer's destructuring of an update's `changes` left over, which must be nothing.
 * A field added to the plan model's `changes` then fails to compile at every renderer until that
 * renderer shows it; at run time a change no renderer knows refuses to render rather than go unseen
 * by reviewers while the fingerprint covers it.
 */
function everyChangeShown(unshown) {
    const fields = Object.keys(unshown);
    if (fields.length > 0) {
        throw new Error(`the plan changes ${fields.join(", ")}, which this renderer cannot show`);
    }
}
/** The plan's operations by what they do, each group in execution order. */
function viewPlan(plan) {
    const finalRenames = new Set();
    for (const operation of plan.operations) {
        if (operation.action === "update" && !operation.temporary && operation.changes.name) {
            finalRenames.add(operation.asset_id);
        }
    }
    // A temporary rename is folded into its asset's final rename; one without a final rename (a
    // hand-edited plan) is shown as the rename it is, so that no operation goes unseen.
    const temporaryByAsset = new Map();
    for (const operation of plan.operations) {
        if (operation.action === "update" && operation.temporary) {
            if (finalRenames.has(operation.asset_id))
                temporaryByAsset.set(operation.asset_id, operation);
        }
    }
    const view = { deletes: [], relocations: [], retypes: [], creates: [] };
    const renames = [];
    for (const operation of plan.operations) {
        if (operation.action === "delete")
            view.deletes.push(operation);
        else if (operation.action === "create")
            view.creates.push(operation);
        else if (temporaryByAsset.get(operation.asset_id) !== operation) {
            const temporary = operation.temporary
                ? undefined
                : temporaryByAsset.get(operation.asset_id)?.changes.name;
            const update = {
                operation,
                nameBefore: temporary?.from ?? operation.changes.name?.from ?? operation.name,
                ...(temporary ? { temporaryName: temporary.to } : {}),
                cycleSize: 0,
            };
            const { name, cyber_system: move, ...others } = operation.changes;
            if (name)
                renames.push(update);
            if (name || move)
                view.relocations.push(update);
            else
                view.retypes.push({ ...update, operation: { ...operation, changes: others } });
        }
    }
    markRenameCycles(renames);
    return view;
}
/** Sets `cycleSize` of the renames that take each other's names in a cycle. */
function markRenameCycles(renames) {
    const byOldKey = new Map(renames.map((rename) => [(0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(rename.nameBefore), rename]));
    for (const cycle of (0,_core_plan_renames_cycles_js__WEBPACK_IMPORTED_MODULE_3__/* .cyclesOf */ .J)(renames, (rename) => byOldKey.get((0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(rename.operation.name)))) {
        // A change of letter case only leads back to itself: that is no cycle.
        if (cycle.length < 2)
            continue;
        for (const member of cycle)
            member.cycleSize = cycle.length;
    }
}
/** Items by cyber system, systems in name order (then parent name, then id); items keep their order. */
function groupBySystem(items, systemOf) {
    const groups = new Map();
    for (const item of items) {
        const system = systemOf(item);
        const group = groups.get(system.id);
        if (group)
            group.items.push(item);
        else
            groups.set(system.id, { system, items: [item] });
    }
    return [...groups.values()].sort((a, b) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.system.name, b.system.name) ||
        (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.system.parent?.name ?? "", b.system.parent?.name ?? "") ||
        (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.system.id, b.system.id));
}
const KIND_NOUNS = {
    move: "move",
    rename: "rename",
    retype: "type change",
};
/** "1 move, 1 rename, 1 type change": the kinds an update count is made of, zero counts left out. */
function updateKindCounts(summary) {
    const kinds = ["move", "rename", "retype"];
    return kinds
        .filter((kind) => summary[kind] > 0)
        .map((kind) => (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(summary[kind], KIND_NOUNS[kind]))
        .join(", ");
}
/** "Plan: 3 to create, 4 to update (1 move, 1 rename, 1 type change), 1 to delete." */
function planSummaryLine(summary) {
    const kinds = updateKindCounts(summary);
    const update = kinds ? `${summary.update} to update (${kinds})` : `${summary.update} to update`;
    return `Plan: ${summary.create} to create, ${update}, ${summary.delete} to delete.`;
}
const NO_CHANGES = "The live inventory matches the declaration.";
/**
 * The first line of a plan without operations: "No changes." only when its baselines were compared
 * and none deviates (or none is declared); otherwise it says what it could not rule out.
 */
function noOperationsWords(plan) {
    const comparison = plan.baseline_deviations;
    // A change of any family's reviewed files, or a system leaving management, is a change to
    // review: never "No changes".
    const files = `${_shared_reviewed_file_words_js__WEBPACK_IMPORTED_MODULE_0__/* .REVIEWED_FILE_SECTIONS */ .w.map((section) => section.statusWords(plan)).join("")}${(0,_shared_released_system_words_js__WEBPACK_IMPORTED_MODULE_5__/* .releasedStatusWords */ .B)(plan.released_systems)}`;
    const none = files === "" ? `No changes. ${NO_CHANGES}` : `No service operation. ${NO_CHANGES}${files}`;
    if (comparison === undefined)
        return none;
    if (comparison.compared_with === null)
        return `No service operation. ${NO_CHANGES} Whether a baseline deviates was not checked (below).${files}`;
    const deviations = comparison.deviations.length;
    if (deviations === 0)
        return none;
    return `No service operation, but ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations, "baseline deviation")} (CIP-010 R1.2). ${NO_CHANGES}${files}`;
}
/** "apply refuses this plan: it breaks 2 safety rules" */
function refusalWords(violations) {
    return `apply refuses this plan: it breaks ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(violations, "safety rule")}`;
}
/** "rename, move, type change": an update's kinds as words. */
function updateKindWords(kinds) {
    return kinds.map((kind) => KIND_NOUNS[kind]).join(", ");
}
/** "part of a swap" or "part of a rename cycle of 3 assets"; empty outside cycles. */
function cycleWords(update) {
    if (update.cycleSize === 0)
        return "";
    return update.cycleSize === 2
        ? "part of a swap"
        : `part of a rename cycle of ${update.cycleSize} assets`;
}
const TEMPORARY_RENAME_WORDS = "a temporary name, to break a rename cycle";
/** "3 cyber assets will be permanently deleted." */
function deleteHeadline(count) {
    return `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(count, "cyber asset")} will be permanently deleted.`;
}
const POSSIBLY_RENAMED = "possibly renamed in the service";
/**
 * Where a possible rename was made: in its file without `renamed_from` ("renamed DIRECTION in
 * FILE ..."), where the base shows it (file-renames.ts), else possibly in the service.
 */
function renamedWhere(rename, show, direction = "") {
    const file = rename.renamed_in_file;
    const renamed = direction === "" ? "renamed" : `renamed ${direction}`;
    return file === undefined ? POSSIBLY_RENAMED : `${renamed} in ${show(file)} without renamed_from`;
}
/** The possible renames' heading: in the files when the base shows every one made there. */
function renamesHeading(renames) {
    return renames.every((rename) => rename.renamed_in_file !== undefined)
        ? "Renamed in the files without renamed_from"
        : "Possibly renamed in the service";
}
const REPLACE_CONSEQUENCE = "Applying would replace each live record with a new one: a new id, and its compliance history lost. Apply refuses them without --allow-replace (Action input allow-replace: true).";
const DELETE_CONSEQUENCE = "Deletion cannot be undone through the API: the asset record and its compliance history are lost.";
/** What a successful create produced, `id` already formatted for the output. */
function createdWords(id, adopted) {
    return adopted
        ? `adopted ${id} (the response was lost, but the asset had been created)`
        : `created ${id}`;
}
/** The one-line verdict of an apply, with its counts. */
function applyVerdict(plan, result) {
    const operations = plan.operations.length;
    const reported = new Set(result.results.map((entry) => entry.index));
    const notRun = plan.operations.filter((_, index) => !reported.has(index)).length;
    const { succeeded, failed, skipped } = result.summary;
    if (result.interrupted !== undefined) {
        const notStarted = result.interrupted.not_started;
        const skippedForFailure = skipped - notStarted;
        const parts = [
            `${succeeded} of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")} succeeded`,
            `${failed} failed`,
        ];
        if (skippedForFailure > 0)
            parts.push(`${skippedForFailure} skipped after a failure`);
        parts.push(`${notStarted} not started`);
        return { outcome: "interrupted", sentence: `Interrupted: ${parts.join(", ")}.`, notRun };
    }
    const problems = result.verification?.problems.length ?? 0;
    if (failed === 0 && skipped === 0 && notRun === 0) {
        if (problems > 0) {
            const sentence = `Applied all ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")}, but the verification after apply found ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(problems, "problem")}.`;
            return { outcome: "partly applied", sentence, notRun };
        }
        const sentence = operations === 0
            ? noOperationsApplied(plan.baseline_deviations)
            : `Applied: all ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")} succeeded.${deviationsAlso(plan.baseline_deviations)}`;
        return { outcome: "applied", sentence, notRun };
    }
    const parts = [`${failed} failed`];
    if (skipped > 0) {
        // Skipped: after a failed dependency, left by the deadline, or done by another writer.
        const dependents = result.results.filter((entry) => entry.status === "skipped" && entry.error?.startsWith("skipped: depends on")).length;
        const depend = skipped === 1 ? "it depends" : "they depend";
        parts.push(dependents === skipped
            ? `${skipped} skipped because ${depend} on a failed operation`
            : `${skipped} skipped (each with its reason)`);
    }
    if (problems > 0)
        parts.push(`${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(problems, "verification problem")}`);
    if (notRun > 0)
        parts.push(`${notRun} not run`);
    const rest = parts.join(", ");
    return succeeded === 0
        ? {
            outcome: "not applied",
            sentence: `Not applied: none of the ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        }
        : {
            outcome: "partly applied",
            sentence: `Partly applied: ${succeeded} of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        };
}
/** The verdict of an apply without operations: "no changes" only when no baseline deviates. */
function noOperationsApplied(comparison) {
    if (comparison === undefined)
        return "Applied: the plan had no changes.";
    if (comparison.compared_with === null)
        return `Applied: no service operation was needed. ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineComparisonWords */ .yM)(comparison)}`;
    const deviations = comparison.deviations.length;
    if (deviations === 0)
        return "Applied: the plan had no changes.";
    return `Applied: no service operation was needed; the change is ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations, "baseline deviation")} (CIP-010 R1.2).`;
}
/** " It also changes 2 baselines (CIP-010 R1.2)." after an apply's verdict; else "". */
function deviationsAlso(comparison) {
    const deviations = comparison === undefined || comparison.compared_with === null
        ? 0
        : comparison.deviations.length;
    return deviations === 0
        ? ""
        : ` The change also has ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations, "baseline deviation")} (CIP-010 R1.2).`;
}
/** What to do after an apply that did not make every change; undefined when it did. */
function applyAdvice(outcome) {
    switch (outcome) {
        case "applied":
            return undefined;
        // Nothing failed: a stop was asked for, so there is no cause to fix.
        case "interrupted":
            return "The operations that had started finished; none after them was started. Plan again to see what is still missing, then apply it.";
        case "partly applied":
        case "not applied":
            return "Fix the cause and run apply again: the next plan contains only what is still missing.";
    }
}


/***/ }),

/***/ 28549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ paint)
/* harmony export */ });
// Terminal colour. The caller decides whether to use it (a TTY, and no NO_COLOR), never this module.
const CODES = {
    bold: "1",
    red: "31",
    green: "32",
    yellow: "33",
    boldRed: "1;31",
    boldYellow: "1;33",
};
function paint(style, paintName, text) {
    return style.color ? `\u001B[${CODES[paintName]}m${text}\u001B[0m` : text;
}


/***/ }),

/***/ 61015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dV: () => (/* binding */ itemChangeWords),
/* harmony export */   vA: () => (/* binding */ opensWords),
/* harmony export */   yM: () => (/* binding */ baselineComparisonWords)
/* harmony export */ });
/* harmony import */ var _core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82205);


/** "1.1.5 security patches applied: added RHSA-2026:2001; removed RHSA-2025:0990", `show` escaping entries. */
function itemChangeWords(difference, show) {
    const { item, added, removed } = difference;
    if (item === "unknown")
        return "items unknown (a baseline_ref: its content is kept elsewhere)";
    const changes = [
        ...(added.length === 0 ? [] : [`added ${added.map(show).join(", ")}`]),
        ...(removed.length === 0 ? [] : [`removed ${removed.map(show).join(", ")}`]),
    ];
    // Same entries, another order or layout: the item's digest changed all the same.
    return `${_core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .R1_1_PART */ .S4[item]}: ${changes.length === 0 ? "the same entries, written differently" : changes.join("; ")}`;
}
/** "opens CIP-010 R1.2, CIP-010 R1.3", or why it opens none. */
function opensWords(opens) {
    return opens.length === 0
        ? "opens no CIP-010 part (outside the requirement table's Applicable Systems)"
        : `opens ${opens.join(", ")}`;
}
/** The heading of a plan's (or a change record's) baselines against the existing ones. */
function baselineComparisonWords(comparison) {
    if (comparison.compared_with === null)
        return `Baselines (CIP-010 R1.1): ${comparison.not_compared}.`;
    const deviations = comparison.deviations.length;
    if (deviations === 0)
        return `Baselines: none deviates from those at ${comparison.compared_with}.`;
    return `Baseline deviations from ${comparison.compared_with}: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(deviations, "asset")}, each a change CIP-010 R1.2 asks to authorize and document`;
}


/***/ }),

/***/ 69758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kj: () => (/* binding */ COMMISSIONING_ASSESSMENT_FIX_LINE),
/* harmony export */   Kp: () => (/* binding */ commissionedInOrder),
/* harmony export */   _8: () => (/* binding */ commissioningAssessmentHeading),
/* harmony export */   gk: () => (/* binding */ commissionedWords),
/* harmony export */   wb: () => (/* binding */ notJudgedWords)
/* harmony export */ });
/* harmony import */ var _core_assessments_commissioning_assessments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60366);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82205);
// How every output says the plan's CIP-010-4 R3.3 check: each asset the change puts into service
// in a High system, those without evidence first ("R3.3: no assessment before commissioning", with
// why), then those of a system without impact (not judged, and why), then those with the record
// that stands for them. Text and Markdown pass their own escaping.



/** How to close a gap, the line after the gaps. */
const COMMISSIONING_ASSESSMENT_FIX_LINE = `To close one: ${_core_assessments_commissioning_assessments_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMISSIONING_ASSESSMENT_FIX */ .Zv}.`;
/** The check's heading, with what the policy does with the gaps. */
function commissioningAssessmentHeading(check) {
    const unrated = check.commissioned.filter((entry) => entry.not_judged !== undefined).length;
    const judged = check.commissioned.length - unrated;
    const notJudged = unrated === 0 ? "" : `; ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(unrated, "asset")} of a system without impact not judged`;
    const gaps = check.commissioned.filter((entry) => entry.gap !== undefined).length;
    const assets = (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(judged, "asset");
    if (gaps === 0)
        return `Commissioning assessments (CIP-010-4 R3.3, vulnerability-assessments/): ${assets} put into service in a High system, each with an active assessment or an exception${notJudged}.`;
    const setting = check.setting === "require"
        ? "the policy's vulnerability_assessments: require refuses them"
        : "flagged, not refused (the policy's vulnerability_assessments: require would refuse them)";
    return `Commissioning assessments (CIP-010-4 R3.3, vulnerability-assessments/): ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(gaps, "asset")} of ${judged} put into service in a High system without an assessment before commissioning; ${setting}${notJudged}.`;
}
/** The assets without evidence, then those not judged, then those with: the order shown. */
function commissionedInOrder(check) {
    const { commissioned } = check;
    return [
        ...commissioned.filter((entry) => entry.gap !== undefined),
        ...commissioned.filter((entry) => entry.not_judged !== undefined),
        ...commissioned.filter((entry) => entry.gap === undefined && entry.not_judged === undefined),
    ];
}
/** Why an asset was not judged, in words: "not judged for R3.3: WHY". */
function notJudgedWords(entry) {
    return entry.not_judged === undefined ? undefined : `not judged for R3.3: ${entry.not_judged}`;
}
/** One asset: `file:line:col R3.3: no assessment before commissioning: PCA "x" in "S" (why)`. */
function commissionedWords(entry, show) {
    const where = show((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(entry.location));
    const what = `${entry.class} ${show(entry.asset)} in ${show(entry.cyber_system)}`;
    if (entry.gap !== undefined)
        return `${where} ${_core_assessments_commissioning_assessments_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_COMMISSIONING_ASSESSMENT */ .FE}: ${what} (${show(entry.gap)})`;
    const unjudged = notJudgedWords(entry);
    if (unjudged !== undefined)
        return `${where} ${what}: ${unjudged}`;
    const [first] = entry.evidence;
    return `${where} ${what}: ${first === undefined ? "" : evidenceWords(first, show)}`;
}
function evidenceWords(evidence, show) {
    switch (evidence.kind) {
        case "active-assessment":
            return `active assessment ${show(evidence.record)}`;
        case "paper-assessment":
            return `paper assessment ${show(evidence.record)}`;
        case "like-replacement":
            return `like replacement of ${show(evidence.of)} (${show(evidence.record)}), baselines equal`;
        case "exceptional-circumstance":
            return `CIP Exceptional Circumstance ${show(evidence.reference)} (${show(evidence.record)})`;
    }
}


/***/ }),

/***/ 67924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ms: () => (/* binding */ renderDiagnosticsText),
/* harmony export */   sN: () => (/* binding */ diagnosticTextLines),
/* harmony export */   yc: () => (/* binding */ diagnosticMarkdownItem)
/* harmony export */ });
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _ansi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28549);
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66800);




// `related` holds every other place a problem involves (the first declaration of a duplicate, the
// other entries of a renamed_from cycle), so the note does not claim which one it is.
const RELATED_NOTE = "related location";
/** "file:line:column: error: message", then one "  file:line:column: note: …" per related place. */
function diagnosticTextLines(diagnostic, style) {
    const label = (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, diagnostic.severity === "error" ? "boldRed" : "boldYellow", `${diagnostic.severity}:`);
    const message = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)(diagnostic.message);
    const place = diagnostic.location
        ? `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))}: `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `  ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))}: note: ${RELATED_NOTE}`);
    return [`${place}${label} ${message}`, ...related];
}
/** "- `file:line:column` **error:** message", related places as a nested list. */
function diagnosticMarkdownItem(diagnostic) {
    const place = diagnostic.location
        ? `${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))} `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `\n  - ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))} ${RELATED_NOTE}`);
    return `- ${place}**${diagnostic.severity}:** ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(diagnostic.message)}${related.join("")}`;
}
/** One "file:line:column: severity: message" line per diagnostic (and per related place). */
function renderDiagnosticsText(diagnostics, style) {
    const lines = diagnostics.flatMap((diagnostic) => diagnosticTextLines(diagnostic, style));
    return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}


/***/ }),

/***/ 52346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ gapsInOrder),
/* harmony export */   IT: () => (/* binding */ gapWords),
/* harmony export */   Iu: () => (/* binding */ notSeenWords),
/* harmony export */   Kr: () => (/* binding */ PATCH_SOURCE_FIX_LINE),
/* harmony export */   Uq: () => (/* binding */ patchSourceHeading)
/* harmony export */ });
/* harmony import */ var _core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63192);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82205);
// How every output says the plan's CIP-007-6 R2.1 check: the baseline items of applicable assets
// without a patch source, those this change adds or changes first (the Guidelines reopen source
// identification when software is changed or added), then the existing gaps, and the assets whose
// baseline_ref keeps their items out of the repository. Text and Markdown pass their own escaping.



/** How to close a gap, the line after the gaps. */
const PATCH_SOURCE_FIX_LINE = `To close a gap: ${_core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .PATCH_SOURCE_FIX */ .h$}.`;
/** The gaps this change adds or changes (or may), then the existing ones: the order shown. */
function gapsInOrder(check) {
    return {
        byChange: check.missing.filter((gap) => (0,_core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .changedByChange */ .Kd)(gap.change)),
        existing: check.missing.filter((gap) => !(0,_core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .changedByChange */ .Kd)(gap.change)),
    };
}
/** The check's heading, with the file it read and what the policy does with the gaps. */
function patchSourceHeading(check) {
    const file = check.sources_file === null ? "no cip-patch-sources.yaml" : check.sources_file;
    const gaps = check.missing.length;
    if (gaps === 0)
        return `Patch sources (CIP-007-6 R2.1, ${file}): every os_firmware and software item of the applicable assets' baselines has a source or a no_source declaration.`;
    const setting = check.setting === "require"
        ? "the policy's patch_sources: require refuses only items a change adds or changes"
        : "flagged, not refused (the policy's patch_sources: require would refuse those a change adds or changes)";
    return `Patch sources (CIP-007-6 R2.1, ${file}): ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(gaps, "baseline item")} of applicable assets ${gaps === 1 ? "has" : "have"} no patch source; ${setting}.`;
}
/** One gap: `software "RTAC" 1.33 on rtac-01 (System), added by this change, at file:line:col`. */
function gapWords(gap, show) {
    return `${gap.item} ${show(JSON.stringify(gap.name))} ${show(gap.version)} on ${show(gap.asset)} (${show(gap.cyber_system)}), ${_core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .PATCH_SOURCE_CHANGE_WORDS */ .Is[gap.change]}, at ${show((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(gap.location))}`;
}
/** What the plan says of the assets whose items it cannot see. */
function notSeenWords(check, show) {
    const assets = check.not_seen.map((asset) => `${show(asset.asset)} (${show(asset.cyber_system)})`);
    return `Not seen: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(check.not_seen.length, "applicable asset")} with a baseline_ref, whose items are kept outside the repository (${assets.join(", ")}): identify their sources where the baseline is kept.`;
}


/***/ }),

/***/ 79719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ releasedStatusWords),
/* harmony export */   Ql: () => (/* binding */ releasedLine),
/* harmony export */   ec: () => (/* binding */ releasedHeading)
/* harmony export */ });
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82205);

/** The section's heading. */
function releasedHeading(released) {
    const one = released.length === 1;
    return `Leaving management: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(released.length, "cyber system")} whose document was removed; ${one ? "its" : "their"} live assets stay in the service as they are, no longer compared with any file. To delete them instead, keep the document and take the assets out of it (the delete rules apply):`;
}
/** One system: "Alpha Protection" (cs_1), declared in inventory/alpha.yaml at the base: 3 live assets stay. */
function releasedLine(released, code) {
    const { cyber_system: system } = released;
    return `${code(system.name)} (${code(system.id)}), declared in ${code(released.file)} at the base: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(released.live_assets, "live asset")} stay${released.live_assets === 1 ? "s" : ""}`;
}
/** The status line's addition when systems leave management. */
function releasedStatusWords(released) {
    if (released === undefined || released.length === 0)
        return "";
    return ` ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(released.length, "cyber system")} ${released.length === 1 ? "leaves" : "leave"} management, ${released.length === 1 ? "its" : "their"} document removed and live assets kept (below).`;
}


/***/ }),

/***/ 46810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ reviewedFilesShown),
/* harmony export */   w: () => (/* binding */ REVIEWED_FILE_SECTIONS)
/* harmony export */ });
/* harmony import */ var _core_families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40505);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82205);


function section(family, files) {
    const title = `${family} ${files.noun}s`;
    const of = (plan) => (0,_core_families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .changedFilesOf */ .ns)(plan, files);
    return {
        title,
        noun: files.noun,
        heading(plan, words) {
            const changes = of(plan);
            return changes === undefined
                ? undefined
                : `${title}: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(changes.files.length, "file")} added, changed or removed by this change (compared with ${words(changes.compared_with)}). Approving the change approves them as shown:`;
        },
        files: (plan, code, words) => (of(plan)?.files ?? []).map((shown) => files.lines(shown, code, words)),
        statusWords(plan) {
            const changes = of(plan);
            return changes === undefined
                ? ""
                : ` ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(changes.files.length, `${family} ${files.noun}`)} added, changed or removed (below).`;
        },
        comparedWith: (plan) => of(plan)?.compared_with,
    };
}
/** The reviewed-file sections of a plan, in the family table's order. */
const REVIEWED_FILE_SECTIONS = _core_families_family_shapes_js__WEBPACK_IMPORTED_MODULE_0__/* .FAMILY_SHAPES */ .SO.flatMap((family) => family.reviewedFiles === undefined ? [] : [section(family.name, family.reviewedFiles)]);
/** The first family's reviewed files the plan shows, in the table's order; none: undefined. */
function reviewedFilesShown(plan) {
    for (const section of REVIEWED_FILE_SECTIONS) {
        const comparedWith = section.comparedWith(plan);
        if (comparedWith !== undefined)
            return { title: section.title, comparedWith };
    }
    return undefined;
}


/***/ })

};
