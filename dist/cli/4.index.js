export const id = 4;
export const ids = [4];
export const modules = {

/***/ 1004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importInventory: () => (/* binding */ importInventory),
  plan: () => (/* binding */ plan),
  validate: () => (/* binding */ validate)
});

// EXTERNAL MODULE: ./src/engine/engine.ts + 15 modules
var engine = __webpack_require__(981);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
;// CONCATENATED MODULE: ./src/render/validation.ts

function renderValidationJson(report) {
    const ordered = {
        valid: !report.diagnostics.some((diagnostic) => diagnostic.severity === "error"),
        files: report.files,
        cyber_systems: report.cyberSystems,
        assets: report.assets,
        references_checked: report.referencesChecked,
        diagnostics: report.diagnostics.map((diagnostic) => ({
            severity: diagnostic.severity,
            message: diagnostic.message,
            location: diagnostic.location,
            related: diagnostic.related,
        })),
    };
    return (0,json/* renderJson */.h)(ordered);
}
const RULES = {
    error: {
        id: "cip-inventory/error",
        name: "InvalidInventory",
        text: "The inventory file is invalid: plan and apply refuse it until it is fixed.",
    },
    warning: {
        id: "cip-inventory/warning",
        name: "InventoryWarning",
        text: "The inventory file is valid but probably not what was meant.",
    },
};
function renderValidationSarif(report, toolVersion) {
    const located = report.diagnostics.filter((diagnostic) => diagnostic.location !== undefined);
    // A problem with no place (a pattern that matches nothing) is about the run, not a line.
    const unplaced = report.diagnostics.filter((diagnostic) => diagnostic.location === undefined);
    const log = {
        $schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: [
            {
                tool: {
                    driver: {
                        name: "cip-sync",
                        version: toolVersion,
                        rules: Object.values(RULES).map((rule) => ({
                            id: rule.id,
                            name: rule.name,
                            shortDescription: { text: rule.text },
                        })),
                    },
                },
                invocations: [
                    {
                        executionSuccessful: unplaced.every((diagnostic) => diagnostic.severity !== "error"),
                        toolExecutionNotifications: unplaced.map((diagnostic) => ({
                            level: diagnostic.severity,
                            message: { text: diagnostic.message },
                        })),
                    },
                ],
                results: located.map((diagnostic) => ({
                    ruleId: RULES[diagnostic.severity].id,
                    level: diagnostic.severity,
                    message: { text: diagnostic.message },
                    locations: [physicalLocation(diagnostic.location)],
                    ...(diagnostic.related && diagnostic.related.length > 0
                        ? {
                            relatedLocations: diagnostic.related.map((location, id) => ({
                                id,
                                ...physicalLocation(location),
                                message: { text: "related location" },
                            })),
                        }
                        : {}),
                })),
            },
        ],
    };
    return (0,json/* renderJson */.h)(log);
}
function physicalLocation(location) {
    return {
        physicalLocation: {
            artifactLocation: { uri: encodeURI(location.file), uriBaseId: "%SRCROOT%" },
            region: { startLine: location.line, startColumn: location.column },
        },
    };
}

// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/render/diagnostics.ts
var render_diagnostics = __webpack_require__(9528);
// EXTERNAL MODULE: ./src/render/escape-markdown.ts
var escape_markdown = __webpack_require__(5239);
;// CONCATENATED MODULE: ./src/render/markdown-layout.ts
// Markdown under a hard cap: sections of rows, laid out in one or more ways, and the first layout
// that fits, cut after whole table rows and list items with a note counting what is not shown.
//
// Length counts UTF-16 code units (String.length). GitHub's comment limit counts characters (code
// points); a code point is one or two code units, so a body within the cap in code units is within
// the limit whatever it holds. Under a cap of a few hundred characters, only the first sections may
// fit.

/** GitHub rejects a comment body longer than this; the default cap. */
const DEFAULT_MAX_LENGTH = 65_536;
/** Tables with more rows than this are collapsed inside <details>. */
const COLLAPSE_ABOVE_ROWS = 20;
/** One table row; cells must already be escaped. */
function tableRow(cells) {
    return `| ${cells.join(" | ")} |\n`;
}
function markdown_layout_row(noun, content) {
    return { markdown: typeof content === "string" ? content : tableRow(content), noun };
}
function markdown_layout_text(markdown) {
    return { head: markdown, rows: [], tail: "" };
}
/** A table under a heading; above COLLAPSE_ABOVE_ROWS rows, collapsed in <details>. */
function table(heading, summary, columns, rows) {
    const header = `${tableRow(columns)}|${columns.map(() => "---").join("|")}|\n`;
    if (rows.length <= COLLAPSE_ABOVE_ROWS) {
        return { head: `${heading}\n\n${header}`, rows, tail: "" };
    }
    return {
        head: `${heading}\n\n<details><summary>${summary}</summary>\n\n${header}`,
        rows,
        tail: "\n</details>\n",
    };
}
/**
 * The first layout that fits under the cap, with as much of its rest as fits and a note counting
 * what is not shown; when none fits, as many whole essential sections of the last as fit.
 */
function markdown_layout_fitLayouts(layouts, options) {
    const max = options.maxLength ?? DEFAULT_MAX_LENGTH;
    const { truncatedNote } = options;
    for (const layout of layouts) {
        const fitted = fitLayout(layout, max, truncatedNote);
        if (fitted.length <= max)
            return fitted;
    }
    const essential = layouts.at(-1)?.essential ?? [];
    let shown = essential.length;
    // Bounded by the number of sections.
    while (shown > 0 && joinSections(essential.slice(0, shown)).length > max)
        shown -= 1;
    return joinSections(essential.slice(0, shown));
}
function fitLayout(layout, max, truncatedNote) {
    const { essential, rest, dropped, footer } = layout;
    if (dropped.length === 0) {
        const whole = joinSections([...essential, ...rest, ...footer]);
        if (whole.length <= max)
            return whole;
    }
    const cut = new Map();
    const count = (rows) => {
        for (const { noun } of rows)
            cut.set(noun, (cut.get(noun) ?? 0) + 1);
    };
    for (const section of [...rest, ...dropped])
        count(section.rows);
    // The note can only get shorter once the real counts are known: make room for the longest.
    const longestNote = truncationNote(cut, truncatedNote);
    let room = max - joinSections([...essential, longestNote, ...footer]).length;
    cut.clear();
    const kept = [];
    let stopped = false;
    for (const section of rest) {
        const separator = section.continuesPrevious ? 0 : 1;
        const whole = renderSection(section).length + separator;
        if (!stopped && whole <= room) {
            kept.push(section);
            room -= whole;
            continue;
        }
        if (stopped) {
            count(section.rows);
            continue;
        }
        stopped = true;
        let used = separator + section.head.length + section.tail.length;
        let shown = 0;
        // Bounded by the section's rows.
        while (shown < section.rows.length && used + section.rows[shown].markdown.length <= room) {
            used += section.rows[shown].markdown.length;
            shown += 1;
        }
        if (shown > 0)
            kept.push({ ...section, rows: section.rows.slice(0, shown) });
        count(section.rows.slice(shown));
    }
    for (const section of dropped)
        count(section.rows);
    const note = cut.size === 0 ? [] : [truncationNote(cut, truncatedNote)];
    return joinSections([...essential, ...kept, ...note, ...footer]);
}
/** "**Truncated to fit:** not shown here: 3 deletes, 1600 creates." and the caller's pointer. */
function truncationNote(cut, truncatedNote) {
    const counts = [...cut].map(([noun, rows]) => (0,wording/* countOf */.pq)(rows, noun)).join(", ");
    const pointer = truncatedNote ? ` ${truncatedNote}` : "";
    return markdown_layout_text(`**Truncated to fit:** not shown here: ${counts}.${pointer}\n`);
}
function renderSection(section) {
    return `${section.head}${section.rows.map((entry) => entry.markdown).join("")}${section.tail}`;
}
function joinSections(sections) {
    return sections
        .map((section, index) => index > 0 && !section.continuesPrevious
        ? `\n${renderSection(section)}`
        : renderSection(section))
        .join("");
}

// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
// EXTERNAL MODULE: ./src/render/plan-view.ts
var plan_view = __webpack_require__(8823);
;// CONCATENATED MODULE: ./src/render/operation-cells.ts



/** "rename, move, type change (hardware → software)", "a → b", the id, "S — … → T — …". */
function updateCells(operation, nameBefore) {
    const { name, cyber_system: move, asset_type: retype } = operation.changes;
    const kinds = (0,plan_view/* updateKindWords */.pV)(operation.kinds);
    return {
        change: retype ? `${kinds} (${retype.from} → ${retype.to})` : kinds,
        asset: name
            ? `${(0,escape_markdown/* escapeMarkdown */.F)(nameBefore)} → ${(0,escape_markdown/* escapeMarkdown */.F)(operation.name)}`
            : (0,escape_markdown/* escapeMarkdown */.F)(operation.name),
        id: (0,escape_markdown/* escapeMarkdown */.F)(operation.asset_id),
        system: move
            ? `${systemCell(move.from)} → ${systemCell(move.to)}`
            : systemCell(operation.cyber_system),
    };
}
/** An operation as executed: a temporary rename is its own step. */
function operationCells(operation) {
    switch (operation.action) {
        case "create":
            return {
                change: `create (${operation.asset_type})`,
                asset: escapeMarkdown(operation.name),
                id: "(new)",
                system: systemCell(operation.cyber_system),
            };
        case "delete":
            return {
                change: "**delete**",
                asset: escapeMarkdown(operation.name),
                id: escapeMarkdown(operation.asset_id),
                system: systemCell(operation.cyber_system),
            };
        case "update": {
            const cells = updateCells(operation, operation.changes.name?.from ?? operation.name);
            return operation.temporary
                ? { ...cells, change: `${cells.change} (${TEMPORARY_RENAME_WORDS})` }
                : cells;
        }
    }
}
/** "rename a → b (ca\_1) in S — facility F" */
function describeOperation(operation) {
    const cells = operationCells(operation);
    const id = operation.action === "create" ? "" : ` (${cells.id})`;
    return `${cells.change} ${cells.asset}${id} in ${cells.system}`;
}
/** "Alpha Protection — facility Substation Alpha", escaped. */
function systemCell(system) {
    const { parent } = system;
    return parent
        ? `${(0,escape_markdown/* escapeMarkdown */.F)(system.name)} — ${(0,plan_model/* parentKindWord */.Pk)(parent.kind)} ${(0,escape_markdown/* escapeMarkdown */.F)(parent.name)}`
        : `${(0,escape_markdown/* escapeMarkdown */.F)(system.name)} (${(0,escape_markdown/* escapeMarkdown */.F)(system.id)}, parent not shown by the service)`;
}

;// CONCATENATED MODULE: ./src/render/markdown.ts






/**
 * A status line, the deletes in a caution block, safety violations, moves and renames, creates and
 * type changes per cyber system, unmanaged assets, warnings, and the fingerprint.
 */
function renderPlanMarkdown(plan, options = {}) {
    const view = (0,plan_view/* viewPlan */.Dw)(plan);
    const status = markdown_layout_text(`${statusLine(plan)}\n`);
    const safety = safetySection(plan.safety.violations);
    const footer = plan.operations.length === 0
        ? []
        : [markdown_layout_text(`Plan fingerprint: ${(0,escape_markdown/* markdownCodeSpan */.B)(plan.fingerprint)}\n`)];
    const rest = [
        ...relocationSections(view.relocations),
        ...changeSections([...view.creates, ...view.retypes.map((update) => update.operation)]),
        ...unmanagedSections(plan.unmanaged),
        ...warningSections(plan.warnings),
    ];
    const { deletes } = view;
    if (deletes.length === 0) {
        return markdown_layout_fitLayouts([{ essential: [status, ...safety], rest, dropped: [], footer }], options);
    }
    const caution = `> [!CAUTION]\n> **${(0,plan_view/* deleteHeadline */.o2)(deletes.length)}** ${plan_view/* DELETE_CONSEQUENCE */.y0}\n>\n`;
    return markdown_layout_fitLayouts([
        {
            essential: [status, ...safety, deleteTable(caution, deletes)],
            rest,
            dropped: [],
            footer,
        },
        {
            essential: [status, ...safety, deletesBySystem(caution, deletes)],
            rest,
            dropped: [],
            footer,
        },
        // Not even the compact list fits: the safety rules the status line points to, then as many
        // deletes as fit and a count of the others.
        {
            essential: [status, ...safety, markdown_layout_text(caution)],
            rest: [deleteLines(deletes)],
            dropped: rest,
            footer,
        },
    ], options);
}
/** One list item per diagnostic: "- `file:line:column` **error:** message". */
function renderDiagnosticsMarkdown(diagnostics, options = {}) {
    if (diagnostics.length === 0)
        return "";
    const list = {
        head: "",
        rows: diagnostics.map((diagnostic) => row(diagnostic.severity, `${diagnosticMarkdownItem(diagnostic)}\n`)),
        tail: "",
    };
    return fitLayouts([{ essential: [], rest: [list], dropped: [], footer: [] }], options);
}
// ---------------------------------------------------------------------------------------------
// Plan sections.
function statusLine(plan) {
    if (plan.operations.length === 0)
        return `**No changes.** ${plan_view/* NO_CHANGES */.eo}`;
    const { violations } = plan.safety;
    const refusal = violations.length === 0 ? "" : ` As it stands, ${(0,plan_view/* refusalWords */.WW)(violations.length)} (below).`;
    return `**${(0,plan_view/* planSummaryLine */.uK)(plan.summary)}**${refusal}`;
}
function safetySection(violations) {
    if (violations.length === 0)
        return [];
    return [
        {
            head: `> [!WARNING]\n> **Safety rules broken.** Each says how to fix the cause or override the rule:\n>\n`,
            rows: violations.map((violation) => markdown_layout_row("safety rule", `> - **${violation.rule}:** ${(0,escape_markdown/* escapeMarkdown */.F)(violation.message)}\n`)),
            tail: "",
        },
    ];
}
// Deletes are never collapsed: they are what a reviewer must not miss.
function deleteTable(caution, deletes) {
    return markdown_layout_text(`${caution}> ${tableRow(["Asset", "Id", "Type", "Cyber system"])}> |---|---|---|---|\n${deletes
        .map((operation) => `> ${tableRow([
        (0,escape_markdown/* escapeMarkdown */.F)(operation.name),
        (0,escape_markdown/* escapeMarkdown */.F)(operation.asset_id),
        operation.asset_type,
        systemCell(operation.cyber_system),
    ])}`)
        .join("")}`);
}
/** "> - **System — facility F**: a (ca\_1), b (ca\_2)": every delete, in less room than the table. */
function deletesBySystem(caution, deletes) {
    const lines = (0,plan_view/* groupBySystem */.gJ)(deletes, (operation) => operation.cyber_system).map((group) => `> - **${systemCell(group.system)}**: ${group.items.map(namedAsset).join(", ")}\n`);
    return markdown_layout_text(`${caution}${lines.join("")}`);
}
/** One delete per line, to show as many as fit; continues the caution block above it. */
function deleteLines(deletes) {
    return {
        head: "",
        rows: deletes.map((operation) => markdown_layout_row("delete", `> - ${namedAsset(operation)}\n`)),
        tail: "",
        continuesPrevious: true,
    };
}
function namedAsset(operation) {
    return `${(0,escape_markdown/* escapeMarkdown */.F)(operation.name)} (${(0,escape_markdown/* escapeMarkdown */.F)(operation.asset_id)})`;
}
function relocationSections(relocations) {
    if (relocations.length === 0)
        return [];
    return [
        table("#### Moves and renames", (0,wording/* countOf */.pq)(relocations.length, "change"), ["Change", "Asset", "Id", "Cyber system"], relocations.map((update) => {
            const cells = updateCells(update.operation, update.nameBefore);
            const notes = [(0,plan_view/* cycleWords */.IW)(update)];
            if (update.temporaryName !== undefined) {
                notes.push(`via the temporary name ${(0,escape_markdown/* escapeMarkdown */.F)(update.temporaryName)}`);
            }
            const note = notes.filter(Boolean).join(", ");
            const change = note ? `${cells.change} (${note})` : cells.change;
            return markdown_layout_row("update", [change, cells.asset, cells.id, cells.system]);
        })),
    ];
}
/** Creates and type changes, one table per cyber system under one heading. */
function changeSections(operations) {
    return (0,plan_view/* groupBySystem */.gJ)(operations, (operation) => operation.cyber_system).map((group, index) => table(`${index === 0 ? "#### Creates and type changes\n\n" : ""}##### ${systemCell(group.system)}`, (0,wording/* countOf */.pq)(group.items.length, "change"), ["Change", "Asset", "Id", "Type"], group.items.map((operation) => {
        if (operation.action === "create") {
            return markdown_layout_row("create", [
                "create",
                (0,escape_markdown/* escapeMarkdown */.F)(operation.name),
                "(new)",
                operation.asset_type,
            ]);
        }
        const retype = operation.changes.asset_type;
        return markdown_layout_row("update", [
            "type change",
            (0,escape_markdown/* escapeMarkdown */.F)(operation.name),
            (0,escape_markdown/* escapeMarkdown */.F)(operation.asset_id),
            retype ? `${retype.from} → ${retype.to}` : "",
        ]);
    })));
}
function unmanagedSections(unmanaged) {
    if (unmanaged.length === 0)
        return [];
    const one = unmanaged.length === 1;
    return [
        table(`#### Kept, not managed (\`prune: false\`)\n\n${(0,wording/* countOf */.pq)(unmanaged.length, "live asset")} of \`prune: false\` systems ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}.`, (0,wording/* countOf */.pq)(unmanaged.length, "asset"), ["Asset", "Id", "Type", "Cyber system"], unmanaged.map((asset) => markdown_layout_row("unmanaged asset", [
            (0,escape_markdown/* escapeMarkdown */.F)(asset.name),
            (0,escape_markdown/* escapeMarkdown */.F)(asset.asset_id),
            asset.asset_type,
            systemCell(asset.cyber_system),
        ]))),
    ];
}
function warningSections(warnings) {
    if (warnings.length === 0)
        return [];
    return [
        {
            head: `#### ${(0,wording/* countOf */.pq)(warnings.length, "warning")}\n\n`,
            rows: warnings.map((warning) => markdown_layout_row("warning", `${(0,render_diagnostics/* diagnosticMarkdownItem */.y)(warning)}\n`)),
            tail: "",
        },
    ];
}

// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/cli/command-support.ts
var command_support = __webpack_require__(2501);
// EXTERNAL MODULE: ./src/cli/flag-files.ts + 1 modules
var flag_files = __webpack_require__(7294);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/settings.ts + 2 modules
var cli_settings = __webpack_require__(1090);
;// CONCATENATED MODULE: ./src/cli/commands.ts
// validate, plan and import: each translates its settings into one engine call, and the outcome
// into output and an exit code.











async function validate(settings, io) {
    const online = settings.connection.apiUrl !== undefined || settings.connection.apiKey !== undefined;
    const outcome = await (0,engine/* validateFromSource */.C$)((0,command_support/* sourceOf */.vz)(settings, io), online ? () => (0,command_support/* openClient */.My)(settings.connection) : undefined, 
    // The connection failed: still show what the files themselves got wrong, first.
    (fileDiagnostics) => (0,command_support/* reportDiagnostics */.Dj)(fileDiagnostics, io, settings.color));
    const report = {
        files: outcome.files.length,
        cyberSystems: outcome.documents.length,
        assets: outcome.documents.reduce((sum, document) => sum + document.assets.length, 0),
        referencesChecked: online,
        diagnostics: outcome.diagnostics,
    };
    const failed = (0,diagnostics/* hasErrors */.Cs)(outcome.diagnostics);
    if (settings.format !== "text") {
        io.stdout(settings.format === "json"
            ? renderValidationJson(report)
            : renderValidationSarif(report, package_0/* version */.rE));
        return failed ? cli_io/* EXIT_ERROR */.SI : cli_io/* EXIT_OK */.Ij;
    }
    (0,command_support/* reportDiagnostics */.Dj)(outcome.diagnostics, io, settings.color);
    if (failed)
        return cli_io/* EXIT_ERROR */.SI;
    io.stderr(`Valid: ${report.files} file(s), ${report.cyberSystems} cyber system(s), ${report.assets} asset(s)${online ? ", every reference resolved." : ". References to the service were not checked (set CIP_API_URL and CIP_API_KEY to check them)."}\n`);
    return cli_io/* EXIT_OK */.Ij;
}
async function plan(settings, io) {
    return (0,command_support/* closingAfter */.Ym)((0,command_support/* openClient */.My)(settings.connection), async (client) => {
        const outcome = await (0,command_support/* planAgainst */.JY)(client, settings, io);
        // A valid outcome's warnings are part of the plan and shown with it.
        if (outcome.status === "invalid") {
            (0,command_support/* reportDiagnostics */.Dj)(outcome.diagnostics, io, settings.color);
            return cli_io/* EXIT_ERROR */.SI;
        }
        const { plan } = outcome;
        const planJson = settings.out !== undefined || settings.format === "json" ? (0,json/* renderPlanJson */.u)(plan) : "";
        if (settings.out !== undefined)
            await (0,flag_files/* writeFlagFile */.mg)((0,command_support/* flagPath */.aO)("--out", settings.out, command_support/* FLAG_FIXES */.pp.planOut, io), planJson);
        switch (settings.format) {
            case "json":
                io.stdout(planJson);
                break;
            case "markdown":
                io.stdout(renderPlanMarkdown(plan, {
                    truncatedNote: "Run `cip-sync plan --format json` for the complete plan.",
                }));
                break;
            case "text":
                io.stdout((0,render_text/* renderPlanText */.$D)(plan, { color: settings.color.stdout }));
                break;
        }
        if (settings.out !== undefined)
            io.stderr(`Saved the plan to ${settings.out} (${plan.fingerprint}).\n`);
        return settings.detailedExitCode && plan.operations.length > 0 ? cli_io/* EXIT_CHANGES */.dD : cli_io/* EXIT_OK */.Ij;
    });
}
async function importInventory(settings, io) {
    const outDir = (0,command_support/* flagPath */.aO)("--out", settings.out, command_support/* FLAG_FIXES */.pp.importOut, io);
    const existing = await (0,flag_files/* listFlagDirectory */.oO)(outDir);
    if (existing.length > 0 && !settings.force) {
        throw new cli_settings/* UsageError */.eb(`--out ${settings.out} is not empty; choose an empty or new directory, or pass --force to overwrite files there.`);
    }
    return (0,command_support/* closingAfter */.Ym)((0,command_support/* openClient */.My)(settings.connection), async (client) => {
        const files = await (0,engine/* exportFromService */.KZ)(client);
        for (const file of files)
            await (0,flag_files/* writeUnder */.YI)(outDir, file.path, file.content);
        io.stderr(`Imported ${files.length - 1} cyber system(s) into ${settings.out}/.\n`);
        return cli_io/* EXIT_OK */.Ij;
    });
}


/***/ }),

/***/ 7294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lt: () => (/* binding */ checkFlagFileWritable),
  oO: () => (/* binding */ listFlagDirectory),
  X$: () => (/* binding */ readFlagFile),
  mg: () => (/* binding */ writeFlagFile),
  YI: () => (/* binding */ writeUnder)
});

// UNUSED EXPORTS: FlagPathError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/io/replace-file.ts
// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.



/** Writes `content` to `path` (creating its parent directories) without following a link there. */
async function replaceFile(path, content) {
    await refuseDirectory(path);
    const temporary = await createTemporary(path);
    try {
        const handle = await (0,promises_.open)(temporary, "r+");
        try {
            await handle.writeFile(content);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,promises_.rename)(temporary, path);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}
/**
 * Fails as replaceFile would, leaving nothing behind (parent directories it creates stay): for a
 * file written after the service was changed, whose loss a later error could not undo.
 */
async function checkReplaceable(path) {
    await refuseDirectory(path);
    await (0,promises_.rm)(await createTemporary(path));
}
/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
async function createTemporary(path) {
    const directory = (0,external_node_path_.dirname)(path);
    await (0,promises_.mkdir)(directory, { recursive: true });
    const temporary = (0,external_node_path_.join)(directory, `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`);
    await (await (0,promises_.open)(temporary, "wx", 0o644)).close();
    return temporary;
}
/** A directory at the path would be replaced by nothing: the same error a write would give. */
async function refuseDirectory(path) {
    const stats = await (0,promises_.lstat)(path).catch(() => undefined);
    if (stats?.isDirectory()) {
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
            code: "EISDIR",
        });
    }
}

;// CONCATENATED MODULE: ./src/cli/flag-files.ts
// Files and directories named by flags (--plan, --out, --record). A file-system failure on one of
// them becomes a message that names the flag, the path as given and what to do, never a bare
// "ENOENT: no such file or directory, open '/abs/path'". This is the one place the CLI catches
// file-system errors; main.ts prints what it throws.




class FlagPathError extends Error {
    name = "FlagPathError";
}
/** The text of the file, as UTF-8. */
function readFlagFile(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,promises_.readFile)(path, "utf8"));
}
/** Writes the file, creating its parent directories. */
function writeFlagFile(target, content) {
    return writeUnder(target, "", content);
}
/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
function checkFlagFileWritable(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => checkReplaceable(path));
}
/** Writes `inner` (a relative path) under the directory `target`, creating directories. */
function writeUnder(target, inner, content) {
    const path = (0,external_node_path_.resolve)(absolute(target), inner);
    // Replaced, never written through: a symbolic link at the path is not followed.
    return atFlagPath(target, path, () => replaceFile(path, content));
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,promises_.readdir)(path).catch((error) => {
        if ((0,errors/* errorCode */.C)(error) === "ENOENT")
            return [];
        throw error;
    }));
}
/** Runs `work` on `path` (the flag's path, or a file under it), turning its failure into a message. */
async function atFlagPath(target, path, work) {
    try {
        return await work();
    }
    catch (error) {
        throw new FlagPathError(await flagPathMessage(target, path, error), { cause: error });
    }
}
/** "--out out/plan.json: out is a file, not a directory; choose another file path for ...". */
async function flagPathMessage(target, path, error) {
    const { flag, given, fix } = target;
    const problem = await problemOf(target, path, error);
    return `${flag} ${given}: ${problem}; ${fix}`;
}
async function problemOf(target, path, error) {
    // A file under the flag's directory (import writes many) is named; the flag's own path is not.
    const subject = (place) => place === absolute(target) ? "" : `${display(target, place)} `;
    const code = (0,errors/* errorCode */.C)(error);
    switch (code) {
        case "ENOENT":
            return `${subject(path)}no such file`;
        case "EISDIR":
            return `${subject(path)}is a directory, not a file`;
        case "ENOTDIR":
        case "EEXIST": {
            // Some part of the path is a file where a directory is needed: name that part.
            const blocker = await firstNonDirectory(path);
            if (blocker === undefined)
                break;
            return `${subject(blocker)}is a file, not a directory`;
        }
        case "EACCES":
        case "EPERM":
            return `${subject(path)}permission denied`;
        case "EROFS":
            return "the file system is read-only";
        case "ENAMETOOLONG":
            return "the path is too long";
        case "ELOOP":
            return "too many levels of symbolic links";
        case "ENOSPC":
            return "no space left on the device";
    }
    const message = (0,errors/* errorMessage */.g)(error);
    return code === undefined ? message : `${code} (${message})`;
}
/** The path itself or its nearest ancestor that exists and is not a directory. */
async function firstNonDirectory(path) {
    const chain = [];
    for (let current = path;; current = (0,external_node_path_.dirname)(current)) {
        chain.unshift(current);
        if ((0,external_node_path_.dirname)(current) === current)
            break;
    }
    for (const candidate of chain) {
        const stats = await (0,promises_.stat)(candidate).catch(() => undefined);
        if (stats === undefined)
            return undefined;
        if (!stats.isDirectory())
            return candidate;
    }
    return undefined;
}
function absolute(target) {
    return (0,external_node_path_.resolve)(target.cwd, target.given);
}
/** As the user wrote paths: relative to the working directory unless they gave an absolute one. */
function display(target, path) {
    if ((0,external_node_path_.isAbsolute)(target.given))
        return path;
    const shown = (0,external_node_path_.relative)(target.cwd, path);
    return shown === "" ? "." : shown;
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
