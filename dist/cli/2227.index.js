export const id = 2227;
export const ids = [2227];
export const modules = {

/***/ 48399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readPolicyFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_review_policy_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49914);
/* harmony import */ var _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55117);
// The policy file --policy names, read and parsed, for the commands that judge by it (`policy
// check`, `validate`, the obligations' calendar): a module of its own, so that a command that only
// reads the policy loads nothing of the service's client.





/**
 * The policy file named by --policy, parsed; undefined when --policy is empty, or when it was not
 * given and cip-policy.yaml does not exist. A --policy that names a missing file is an error.
 */
async function readPolicyFile(policyFile, io) {
    if (policyFile === "")
        return undefined;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, policyFile);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error) === "ENOENT" && policyFile === _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_POLICY_FILE */ .mY)
            return undefined;
        throw new Error(`--policy ${policyFile} cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)}); pass the policy file, or --policy "" to check without one`, { cause: error });
    }
    return { file: policyFile, text, parsed: (0,_core_review_policy_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePolicyText */ .X)(text, policyFile) };
}


/***/ }),

/***/ 72227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importInventory: () => (/* binding */ importInventory),
  plan: () => (/* binding */ plan),
  validate: () => (/* binding */ validate)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/engine/engine.ts + 20 modules
var engine = __webpack_require__(94534);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/inventory/writing/export-inventory.ts
var export_inventory = __webpack_require__(55852);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/inventory/writing/format-inventory.ts
var format_inventory = __webpack_require__(80149);
// EXTERNAL MODULE: ./src/core/inventory/document/inventory-schema.ts
var inventory_schema = __webpack_require__(63990);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
;// CONCATENATED MODULE: ./src/core/inventory/writing/update-inventory.ts
// `cip-sync import --update`: one existing inventory file rewritten so that each of its documents
// declares what the service holds for its cyber system. The document keeps its place, its other
// keys (`facility`, `prune`, `owners`...) and the comments of what stays; the assets map is edited
// in place (names to their live spelling, types to the live type, assets gone removed, live ones
// added), then the file is written in fmt's layout.





/**
 * The file's text with each document in `updates` declaring its live assets, in fmt's layout.
 * A document not in `updates` is only formatted. The text must parse (the loader checked it).
 */
function updateInventoryText(text, updates) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    for (const doc of docs) {
        const root = doc.contents;
        if (!(0,dist/* isMap */.jh)(root))
            continue;
        const first = root.items[0]?.key;
        const offset = (0,dist/* isScalar */.jn)(first) ? first.range?.[0] : undefined;
        if (offset === undefined)
            continue;
        const { line, col } = lineCounter.linePos(offset);
        const update = updates.find((entry) => entry.line === line && entry.column === col);
        if (update === undefined)
            continue;
        const assets = root.items.find((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "assets");
        if (!(0,dist/* isMap */.jh)(assets?.value))
            continue;
        const keepsAll = updateAssets(assets.value, update, (value) => doc.createNode(value));
        if (!keepsAll)
            doc.set("prune", false);
    }
    return (0,format_inventory/* formatDocuments */.Cy)(docs);
}
/**
 * Edits the assets map to declare `update.assets`; false when a live asset's name cannot be
 * declared, so that the document must not prune (it would delete that asset).
 */
function updateAssets(assets, update, createNode) {
    const wasEmpty = assets.items.length === 0;
    const live = new Map(update.assets.map((asset) => [(0,names/* nameKey */.Rc)(asset.name), asset]));
    const declared = new Set();
    assets.items = assets.items.filter((pair) => {
        const key = (0,dist/* isPair */.tO)(pair) && (0,dist/* isScalar */.jn)(pair.key) ? pair.key : undefined;
        const asset = key === undefined ? undefined : live.get((0,names/* nameKey */.Rc)(String(key.value)));
        if (key === undefined || asset === undefined)
            return false;
        declared.add(asset.id);
        key.value = asset.name;
        setType(pair, asset, createNode);
        return true;
    });
    let keepsAll = true;
    for (const asset of update.assets) {
        if (declared.has(asset.id))
            continue;
        if (!(0,inventory_schema/* isDeclarableName */.Js)(asset.name))
            keepsAll = false;
        else if (update.addUndeclared)
            assets.set(createNode(asset.name), asset.asset_type);
    }
    // An empty `{}` that gains assets is written as a block map, as import writes one.
    if (wasEmpty && assets.items.length > 0)
        assets.flow = false;
    return keepsAll;
}
/** The live type as the value: a map (`{type, renamed_from}`) becomes the plain type. */
function setType(pair, asset, createNode) {
    if ((0,dist/* isScalar */.jn)(pair.value))
        pair.value.value = asset.asset_type;
    else
        pair.value = createNode(asset.asset_type);
}

// EXTERNAL MODULE: ./src/core/plan/resolve.ts
var resolve = __webpack_require__(29815);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/io/service/api-client.ts + 3 modules
var api_client = __webpack_require__(42871);
// EXTERNAL MODULE: ./src/io/checkout/format-files.ts
var format_files = __webpack_require__(64192);
// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(9361);
// EXTERNAL MODULE: ./src/io/checkout/replace-file.ts
var replace_file = __webpack_require__(23628);
;// CONCATENATED MODULE: ./src/engine/import-update.ts
// `cip-sync import --update`: brings the service's state back into git. The existing files are
// rewritten in place (each system stays in its file, keeping its other keys and the comments of
// what stays), the systems no file declares get new files as `import` writes them, and everything
// is in fmt's layout. Nothing is written while the files or their references have an error, and
// every file is computed before the first is written; each write replaces its file atomically.











/** Updates the inventory files under `source.patterns` (one directory) from the live service. */
async function updateFromService(source, outDir, client) {
    const loaded = await (0,inventory_files/* loadInventory */.pl)(source);
    if ((0,shared_diagnostics/* hasErrors */.Cs)(loaded.diagnostics))
        return { status: "invalid", diagnostics: loaded.diagnostics };
    const live = await (0,api_client/* fetchLiveInventory */.v)(client);
    const resolution = (0,resolve/* resolveInventory */.ZM)(loaded.documents, live);
    const diagnostics = [...loaded.diagnostics, ...resolution.diagnostics].sort(shared_diagnostics/* compareDiagnostics */.oV);
    if ((0,shared_diagnostics/* hasErrors */.Cs)(diagnostics))
        return { status: "invalid", diagnostics };
    const assetsBySystem = (0,collections/* groupBy */.$z)(live.cyberAssets, (asset) => asset.cyber_system_id);
    const updatesByFile = (0,collections/* groupBy */.$z)(resolution.resolved.map(({ document, system }) => ({
        file: document.location.file,
        update: {
            line: document.location.line,
            column: document.location.column,
            assets: assetsBySystem.get(system.id) ?? [],
            addUndeclared: document.prune,
        },
    })), (entry) => entry.file);
    const rewrites = [];
    for (const file of loaded.files) {
        const path = (0,external_node_path_.resolve)(source.cwd, file);
        const read = await (0,promises_.readFile)(path, "utf8");
        const { text: body, bom } = (0,format_files/* splitBom */.Z9)(read);
        const updates = (updatesByFile.get(file) ?? []).map((entry) => entry.update);
        const text = bom + updateInventoryText(body, updates);
        if (text !== read)
            rewrites.push({ path, file, text });
    }
    const declared = new Set(resolution.resolved.map(({ system }) => system.id));
    const taken = new Set(loaded.files.map((file) => relativeTo(outDir, (0,external_node_path_.resolve)(source.cwd, file))));
    const hasSchema = await (0,promises_.access)((0,external_node_path_.resolve)(outDir, export_inventory/* EXPORTED_SCHEMA_FILE */.zO)).then(() => true, () => false);
    const created = newSystemFiles(live, declared, taken, hasSchema);
    for (const rewrite of rewrites)
        await (0,format_files/* rewriteInPlace */.Po)(rewrite.path, rewrite.text);
    for (const file of created)
        await (0,replace_file/* replaceFile */.fR)((0,external_node_path_.resolve)(outDir, file.path), file.content);
    return {
        status: "updated",
        rewritten: rewrites.map((rewrite) => rewrite.file),
        created: created.map((file) => file.path),
        unchanged: loaded.files.length - rewrites.length,
        diagnostics,
    };
}
/**
 * The files `import` would write for the live systems no document declares, at paths no existing
 * file holds (suffixed -2, -3... otherwise), and the JSON Schema their modeline names when it is
 * missing.
 */
function newSystemFiles(live, declared, taken, hasSchema) {
    const files = (0,export_inventory/* exportInventory */.BY)(live).filter((file) => file.systemId !== undefined && !declared.has(file.systemId));
    const placed = files.map((file) => {
        const stem = file.path.replace(/\.yaml$/, "");
        let path = file.path;
        for (let n = 2; taken.has(path.toLowerCase()); n += 1)
            path = `${stem}-${n}.yaml`;
        taken.add(path.toLowerCase());
        return { ...file, path };
    });
    if (placed.length === 0 || hasSchema)
        return placed;
    return [(0,export_inventory/* exportedSchemaFile */.tn)(), ...placed];
}
/** `path` relative to `directory`, with forward slashes, lower-cased: how new paths avoid old ones. */
function relativeTo(directory, path) {
    return (0,external_node_path_.relative)(directory, path).split(external_node_path_.sep).join("/").toLowerCase();
}

// EXTERNAL MODULE: ./src/engine/source-ownership.ts + 1 modules
var source_ownership = __webpack_require__(20093);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(62823);
// EXTERNAL MODULE: ./src/core/plan/baseline-deviations.ts
var baseline_deviations = __webpack_require__(29029);
// EXTERNAL MODULE: ./src/render/formats.ts + 19 modules
var formats = __webpack_require__(58427);
// EXTERNAL MODULE: ./src/render/plan/plan-json.ts
var plan_json = __webpack_require__(51086);
// EXTERNAL MODULE: ./src/cli/shared/command-support.ts + 1 modules
var command_support = __webpack_require__(56439);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/report-diagnostics.ts
var report_diagnostics = __webpack_require__(56499);
// EXTERNAL MODULE: ./src/cli/compliance/policy-file.ts
var policy_file = __webpack_require__(48399);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(64928);
// EXTERNAL MODULE: ./src/io/checkout/reviewed-files.ts + 2 modules
var reviewed_files = __webpack_require__(33492);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-declaration.ts + 1 modules
var writer_declaration = __webpack_require__(13754);
// EXTERNAL MODULE: ./src/core/sources/sources-schema.ts
var sources_schema = __webpack_require__(69390);
// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-keeping.ts
var baseline_keeping = __webpack_require__(89174);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/cli/shared/settings.ts + 8 modules
var shared_settings = __webpack_require__(38698);
// EXTERNAL MODULE: ./src/render/shared/reviewed-file-words.ts
var reviewed_file_words = __webpack_require__(46810);
;// CONCATENATED MODULE: ./src/cli/inventory/inventory-commands.ts
// validate, plan and import: each translates its settings into one engine call, and the outcome
// into output and an exit code.





















/**
 * The reviewed files' problems at validate: the patch files' (and each baseline item without a
 * patch source, as a warning), and each site a family's file names that is no facility or control
 * center the service holds (`outcome.live`) or, without the service, the documents declare.
 */
async function reviewedFileProblems(outcome, source, policyFile) {
    return [
        ...(await (0,engine/* patchSourceProblems */.y0)(outcome.documents, (0,command_support/* patchSourcesAt */.qu)(source, policyFile))),
        ...(await (0,reviewed_files/* unknownParentProblems */.Fw)(source, outcome.documents, outcome.live)),
    ];
}
/**
 * Each kind of file validate read, the inventory's first: the verdict says what it covers. The
 * policy, ledger declaration and sources file are counted only when there was one to read.
 */
async function filesRead(root, read) {
    const one = (kind, file) => file === undefined ? [] : [{ kind, files: 1, file }];
    return [
        { kind: "inventory file", files: read.inventoryFiles },
        ...(await (0,reviewed_files/* reviewedFileCounts */.I6)(root)).map(({ set, files }) => ({ kind: set.noun, files })),
        ...one("owner policy", read.policyFile),
        ...one("ledger declaration", read.ledgerDeclared ? writer_declaration/* LEDGER_DECLARATION_FILE */.QS : undefined),
        ...one("sources file", read.sourcesFile),
    ];
}
async function validate(settings, io) {
    const online = settings.connection.apiUrl !== undefined || settings.connection.apiKey !== undefined;
    const outcome = await (0,engine/* validateFromSource */.C$)((0,command_support/* sourceOf */.vz)(settings, io), online ? () => (0,command_support/* openClient */.My)(settings.connection) : undefined, 
    // The connection failed: still show what the files themselves got wrong, first.
    (fileDiagnostics) => (0,report_diagnostics/* reportDiagnostics */.D)(fileDiagnostics, io, settings.color));
    // The sources file at the root, when there is one: its problems, and hand-written documents
    // for the systems its sources own; the policy file too (cip-policy.yaml, or --policy).
    const { cwd, root } = (0,command_support/* sourceOf */.vz)(settings, io);
    const owned = await (0,source_ownership/* sourceOwnershipProblems */.Th)({ file: settings.sourcesFile, cwd, root, named: "--sources" }, outcome.documents, outcome.live);
    const policy = await (0,policy_file/* readPolicyFile */.B)(settings.policyFile, io);
    // A policy that does not parse is an error here already, so validate fails closed on it.
    const baselines = (0,baseline_keeping/* baselineRuleOf */.XL)(policy?.parsed.policy, settings.policyFile);
    const patches = await reviewedFileProblems(outcome, { cwd, root }, settings.policyFile);
    // The evidence ledger's writer declaration (cip-ledger.yaml, beside the policy file), when
    // there is one: each problem at its line, a private key refused without being repeated.
    const ledger = await (0,optional_file/* declarationProblemsIn */.u6)(io.cwd);
    const diagnostics = [
        ...outcome.diagnostics,
        ...(ledger ?? []),
        ...owned.diagnostics,
        ...(policy?.parsed.diagnostics ?? []),
        ...(0,baseline_keeping/* inlineBaselineProblems */.H)(outcome.documents, baselines),
        ...patches,
    ].sort(shared_diagnostics/* compareDiagnostics */.oV);
    const report = {
        files: outcome.files.length,
        cyberSystems: outcome.documents.length,
        assets: outcome.documents.reduce((sum, document) => sum + document.assets.length, 0),
        read: await filesRead(root, {
            inventoryFiles: outcome.files.length,
            policyFile: policy?.file,
            ledgerDeclared: ledger !== undefined,
            sourcesFile: owned.read ? (settings.sourcesFile ?? sources_schema/* DEFAULT_SOURCES_FILE */.U_) : undefined,
        }),
        referencesChecked: online,
        diagnostics,
    };
    // For people, the diagnostics go to standard error as every command's do, and the verdict is
    // the output; JSON and SARIF carry the diagnostics in the output.
    if (settings.format === "text")
        (0,report_diagnostics/* reportDiagnostics */.D)(diagnostics, io, settings.color);
    io.stdout(formats/* VALIDATION_RENDERERS */.ZK[settings.format](report, {
        color: settings.color.stdout,
        toolVersion: tool_version/* TOOL_VERSION */.wr,
    }));
    return (0,shared_diagnostics/* hasErrors */.Cs)(diagnostics) ? shared_io/* EXIT_ERROR */.SI : shared_io/* EXIT_OK */.Ij;
}
async function plan(settings, io) {
    return (0,command_support/* closingAfter */.Ym)((0,command_support/* openClient */.My)(settings.connection), async (client) => {
        const outcome = await (0,command_support/* planAgainst */.JY)(client, settings, io);
        // A valid outcome's warnings are part of the plan and shown with it.
        if (outcome.status === "invalid") {
            (0,report_diagnostics/* reportDiagnostics */.D)(outcome.diagnostics, io, settings.color);
            return shared_io/* EXIT_ERROR */.SI;
        }
        const { plan } = outcome;
        const output = formats/* PLAN_RENDERERS */.zx[settings.format](plan, {
            color: settings.color.stdout,
            toolVersion: tool_version/* TOOL_VERSION */.wr,
        });
        if (settings.out !== undefined) {
            const planJson = settings.format === "json" ? output : (0,plan_json/* renderPlanJson */.u)(plan);
            await (0,flag_files/* writeFlagFile */.mg)((0,flag_files/* flagPath */.aO)("--out", settings.out, flag_files/* FLAG_FIXES */.pp.planOut, io), planJson);
        }
        io.stdout(output);
        if (settings.out !== undefined)
            io.stderr(`Saved the plan to ${settings.out} (${plan.fingerprint}).\n`);
        const notCompared = await reviewedFilesNotCompared(settings.base, (0,command_support/* sourceOf */.vz)(settings, io).root);
        if (notCompared !== undefined)
            io.stderr(`note: ${notCompared}\n`);
        if (!settings.detailedExitCode)
            return shared_io/* EXIT_OK */.Ij;
        // Reviewed files shown for approval (any family's, asked of the table) are changes too.
        if ((0,baseline_deviations/* planChanges */.XA)(plan) || (0,reviewed_file_words/* reviewedFilesShown */.M)(plan) !== undefined)
            return shared_io/* EXIT_CHANGES */.dD;
        if (notCompared !== undefined) {
            io.stderr("error: --detailed-exitcode cannot answer 0 (no changes): there is no service operation, but the reviewed files were not compared (see the note above), so whether this change adds, changes or removes one is unknown: pass --base REF to answer 0 or 2\n");
            return shared_io/* EXIT_ERROR */.SI;
        }
        // No operation, and baselines not compared: "no changes" would be an all-clear for what was
        // not judged (a baseline change is a change CIP-010 R1.2 counts), so the answer is refused.
        if (plan.baseline_deviations?.compared_with === null) {
            io.stderr("error: --detailed-exitcode cannot answer 0 (no changes): there is no service operation, but the baselines were not compared with the existing baselines, so whether one deviates (a change CIP-010 R1.2 counts) is unknown: pass --base REF, the commit the live baselines were declared at (such as origin/main), to answer 0 or 2\n");
            return shared_io/* EXIT_ERROR */.SI;
        }
        return shared_io/* EXIT_OK */.Ij;
    });
}
/**
 * Without --base, the reviewed files of the checkout at `root` (a site file, a patch file) are
 * compared with no commit, so the plan shows none of them and no gate judges them: one line that
 * says so, each family's count, and the flag that would; undefined with --base, or with none.
 */
async function reviewedFilesNotCompared(base, root) {
    if (base !== undefined)
        return undefined;
    const counts = await (0,reviewed_files/* reviewedFileCounts */.I6)(root);
    if (counts.length === 0)
        return undefined;
    const files = counts.map(({ set, files }) => `${files} ${set.noun}(s)`).join(", ");
    return `${files} in the checkout were not compared with any commit, so what this change adds, changes or removes there, and the gates on it, were not judged: pass --base REF (such as origin/main) to show them`;
}
/**
 * What an import cannot write: the spec names no impact field of a cyber system, so the records
 * an API key reads carry none; without it a system is judged as High and matched by every impact
 * rule (docs/inventory-format.md).
 */
const IMPACT_NOTE = "note: no file has impact:, which the service does not show to API keys; add impact: high, medium or low (the system's CIP-002 rating) to each document: until then the CIP obligations judge the system as High, and every impact rule of the policy matches it.\n";
async function importInventory(settings, io) {
    const outDir = (0,flag_files/* flagPath */.aO)("--out", settings.out, flag_files/* FLAG_FIXES */.pp.importOut, io);
    if (settings.update) {
        if ((await (0,flag_files/* listFlagDirectory */.oO)(outDir)).length > 0)
            return importUpdate(settings, io);
        throw new shared_settings/* UsageError */.eb(`--out ${settings.out} holds no inventory files to update; write them first with 'cip-sync import --out ${settings.out}' (without --update).`);
    }
    await (0,flag_files/* requireEmptyDirectory */.MZ)(outDir, settings.force);
    return (0,command_support/* closingAfter */.Ym)((0,command_support/* openClient */.My)(settings.connection), async (client) => {
        const files = await (0,engine/* exportFromService */.KZ)(client);
        await (0,flag_files/* writeUnder */.YI)(outDir, files);
        io.stderr(`Imported ${files.length - 1} cyber system(s) into ${settings.out}/.\n${IMPACT_NOTE}`);
        return shared_io/* EXIT_OK */.Ij;
    });
}
/** import --update: the files in --out rewritten in place, new systems in new files. */
async function importUpdate(settings, io) {
    const outDir = (0,external_node_path_.resolve)(io.cwd, settings.out);
    const source = { patterns: [settings.out], cwd: io.cwd, root: io.cwd };
    return (0,command_support/* closingAfter */.Ym)((0,command_support/* openClient */.My)(settings.connection), async (client) => {
        const outcome = await updateFromService(source, outDir, client);
        (0,report_diagnostics/* reportDiagnostics */.D)(outcome.diagnostics, io, { stdout: false, stderr: false });
        if (outcome.status === "invalid") {
            io.stderr(`Nothing was written: fix the errors above, then run import --update again.\n`);
            return shared_io/* EXIT_ERROR */.SI;
        }
        const { rewritten, created, unchanged } = outcome;
        io.stderr(`Updated ${rewritten.length} file(s) and created ${created.length} in ${settings.out}/ (${unchanged} already matched the service); review the changes with git diff, then commit them in a pull request.\n`);
        return shared_io/* EXIT_OK */.Ij;
    });
}


/***/ }),

/***/ 6600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ requireEmptyDirectory),
/* harmony export */   X$: () => (/* binding */ readFlagFile),
/* harmony export */   YI: () => (/* binding */ writeUnder),
/* harmony export */   aO: () => (/* binding */ flagPath),
/* harmony export */   i_: () => (/* binding */ openNamedUnder),
/* harmony export */   lt: () => (/* binding */ checkFlagFileWritable),
/* harmony export */   mg: () => (/* binding */ writeFlagFile),
/* harmony export */   nN: () => (/* binding */ readFlagFileIfPresent),
/* harmony export */   oO: () => (/* binding */ listFlagDirectory),
/* harmony export */   pp: () => (/* binding */ FLAG_FIXES),
/* harmony export */   rF: () => (/* binding */ openUnder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19130);
/* harmony import */ var _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23628);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32246);
/* harmony import */ var _io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8838);
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
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8"));
}
/** The text of the file, as UTF-8; undefined where there is no file at the path. */
function readFlagFileIfPresent(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8").catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error) === "ENOENT")
            return undefined;
        throw error;
    }));
}
/** Writes the file (whole, or piece by piece as `content` gives them), creating its parent directories. */
function writeFlagFile(target, content) {
    return writeUnder(target, [{ path: "", content }]);
}
/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
function checkFlagFileWritable(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,_io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .checkReplaceable */ .X7)(path));
}
/**
 * Writes each file (`path` relative) under the directory `target`, creating directories: every
 * path is checked to stay inside first, so one that leads out writes nothing at all.
 */
async function writeUnder(target, files) {
    const checked = [];
    for (const { path, content } of files)
        checked.push({ path: await underFlag(target, path), content });
    // Replaced, never written through: a symbolic link at the path is not followed.
    for (const { path, content } of checked)
        await atFlagPath(target, path, () => (0,_io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceFile */ .fR)(path, content));
}
/**
 * `inner` under the directory `target`, refused when it leads out of it (a `..` in a name the
 * service gave, a symbolic link on the way): such a file is never written.
 */
async function underFlag(target, inner) {
    const folder = absolute(target);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(folder, inner);
    const contained = await atFlagPath(target, folder, () => (0,_io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__/* .containedPath */ .f)(folder, path));
    if ("inside" in contained)
        return path;
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e((0,_io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__/* .outsideWords */ .T)(`${target.flag} ${target.given}: ${display(target, path)}`, contained.outside, `${target.flag} ${target.given}`));
}
/** Opens `inner` (a relative path) under the directory `target` to be written piece by piece. */
async function openUnder(target, inner) {
    const path = await underFlag(target, inner);
    return writerAt(target, path, await atFlagPath(target, path, async () => _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .FileReplacement */ .XD.open(path)));
}
/**
 * Opens `name`, a file name, in the directory `target` at once, for a file begun while rows are
 * made (synchronously): the directory was checked when another file was opened under it
 * (openUnder), and the file is replaced, never written through, so a link at its name is not
 * followed.
 */
function openNamedUnder(target, name) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(name) !== name)
        throw new Error(`openNamedUnder: ${name} is not a file name`);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absolute(target), name);
    return writerAt(target, path, _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .FileReplacement */ .XD.open(path));
}
function writerAt(target, path, file) {
    return {
        write: (text) => file.write(text),
        append: (inner) => {
            const appended = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absolute(target), inner);
            return atFlagPath(target, appended, async () => file.append(appended));
        },
        commit: () => atFlagPath(target, path, () => file.commit()),
        abandon: () => file.abandon(),
    };
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error) === "ENOENT")
            return [];
        throw error;
    }));
}
/**
 * Refuses the directory `target` when it holds anything, unless `force`: a command that writes a
 * set of files there (import, evidence populations) would otherwise mix them with files it did not
 * write, or overwrite them, in a folder such as inventory/.
 */
async function requireEmptyDirectory(target, force) {
    if (force || (await listFlagDirectory(target)).length === 0)
        return;
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${target.flag} ${target.given} is not empty; choose an empty or new directory, or pass --force to overwrite files there.`);
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
    const code = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error);
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
    const message = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error);
    return code === undefined ? message : `${code} (${message})`;
}
/** The path itself or its nearest ancestor that exists and is not a directory. */
async function firstNonDirectory(path) {
    const chain = [];
    for (let current = path;; current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current)) {
        chain.unshift(current);
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current) === current)
            break;
    }
    for (const candidate of chain) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).catch(() => undefined);
        if (stats === undefined)
            return undefined;
        if (!stats.isDirectory())
            return candidate;
    }
    return undefined;
}
function absolute(target) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target.cwd, target.given);
}
/** As the user wrote paths: relative to the working directory unless they gave an absolute one. */
function display(target, path) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(target.given))
        return path;
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(target.cwd, path);
    return shown === "" ? "." : shown;
}
/** The flags that name files, with the fix each message ends with. */
const FLAG_FIXES = {
    plan: "pass the path of a plan saved with 'cip-sync plan --out FILE'",
    planOut: "choose another file path for the saved plan",
    record: "choose another file path for the change record",
    importOut: "choose an empty or new directory",
};
/** The path `given` to `flag`, as its messages name it, `fix` ending each. */
function flagPath(flag, given, fix, io) {
    return { flag, given, fix, cwd: io.cwd };
}


/***/ }),

/***/ 56499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ reportDiagnostics)
/* harmony export */ });
/* harmony import */ var _render_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67924);

/** Diagnostics go to standard error, in its colour setting. */
function reportDiagnostics(diagnostics, io, color) {
    if (diagnostics.length > 0) {
        io.stderr((0,_render_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .renderDiagnosticsText */ .ms)(diagnostics, { color: color.stderr }));
    }
}


/***/ }),

/***/ 8838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ outsideWords),
/* harmony export */   f: () => (/* binding */ containedPath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inventory_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9361);
// Where a path the command line reads or writes under a folder it was given (--root, --dir, --out)
// really is: the real path of its nearest existing ancestor, symbolic links followed, and the rest
// of it. git keeps symbolic links and a pull request can add one (patch-evaluations/SOURCE as a
// link to a folder outside the checkout): a writer that only joined paths would write through it.
// Every writer under such a folder asks this first, and writes nothing when the answer is outside.



/** Whether `path` (absolute, or relative to the process) resolves inside `root`, links included. */
async function containedPath(root, path) {
    // A folder not made yet is where its nearest existing ancestor leads.
    const realRoot = (await resolvedPath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root))) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
    const resolved = await resolvedPath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    // A link to nothing leads nowhere this can check: outside (fail closed).
    if (resolved === undefined)
        return { outside: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path) };
    return (0,_inventory_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(realRoot, resolved) ? { inside: resolved } : { outside: resolved };
}
/** The real path of the nearest existing ancestor of `path` (itself included), then the rest. */
async function resolvedPath(path) {
    const rest = [];
    let at = path;
    for (;;) {
        const exists = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(at).then(() => true, () => false);
        if (exists) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(at).catch(() => undefined);
            return real === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, ...rest.reverse());
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at);
        if (parent === at)
            return path;
        rest.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(at));
        at = parent;
    }
}
/** The message every writer gives for a path outside its folder, naming both. */
function outsideWords(shown, outside, folder) {
    return `${shown} leads outside ${folder} (to ${outside}) through a symbolic link: nothing was written; replace the link with a folder or file of the checkout`;
}


/***/ })

};
