export const id = 141;
export const ids = [141];
export const modules = {

/***/ 9141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importInventory: () => (/* binding */ importInventory),
  plan: () => (/* binding */ plan),
  validate: () => (/* binding */ validate)
});

// EXTERNAL MODULE: ./src/engine/engine.ts + 11 modules
var engine = __webpack_require__(2714);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/sources/parse-sources.ts
var parse_sources = __webpack_require__(8526);
;// CONCATENATED MODULE: ./src/core/sources/ownership.ts



/**
 * Documents for a system a source owns that are not in the source's directory. `fileInRoot` gives
 * a document's file relative to the repository root, as `out` is written.
 */
function handWrittenDocuments(sources, documents, fileInRoot) {
    const owners = new Map();
    for (const source of sources) {
        source.definition.systems.forEach((system, index) => owners.set((0,names/* nameKey */.Rc)(system), { source, index }));
    }
    return documents.flatMap((document) => {
        const owner = owners.get((0,names/* nameKey */.Rc)(document.cyberSystem.value));
        if (owner === undefined)
            return [];
        const directory = (0,parse_sources/* directoryOf */.j)(owner.source.definition.out);
        if (fileInRoot(document.location.file).startsWith(directory))
            return [];
        const declared = owner.source.systemLocations[owner.index];
        return [
            {
                severity: "error",
                message: `cyber system ${(0,shared_diagnostics/* quote */.hD)(document.cyberSystem.value)} is owned by source ${(0,shared_diagnostics/* quote */.hD)(owner.source.definition.name)} (${(0,shared_diagnostics/* formatLocation */.j$)(declared)}), which generates its document into ${directory}: remove this hand-written document and change the source instead (or take the system out of the source's systems)`,
                location: document.cyberSystem.location,
                related: [declared],
            },
        ];
    });
}

// EXTERNAL MODULE: ./src/io/sources-file.ts
var sources_file = __webpack_require__(3509);
;// CONCATENATED MODULE: ./src/engine/source-ownership.ts
// validate's view of the sources file: its own problems, and hand-written documents for systems a
// source owns. Without a sources file there is nothing to check.




async function sourceOwnershipProblems(location, documents) {
    const parsed = await (0,sources_file/* loadSourcesFile */.r)(location);
    if (parsed === undefined)
        return [];
    if ((0,shared_diagnostics/* hasErrors */.Cs)(parsed.diagnostics))
        return parsed.diagnostics;
    const root = (0,external_node_path_.resolve)(location.cwd, location.root);
    const fileInRoot = (file) => (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(location.cwd, file)).split("\\").join("/");
    return handWrittenDocuments(parsed.sources, documents, fileInRoot);
}

// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/render/formats.ts + 9 modules
var formats = __webpack_require__(2197);
// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
// EXTERNAL MODULE: ./src/cli/command-support.ts
var command_support = __webpack_require__(2501);
// EXTERNAL MODULE: ./src/cli/flag-files.ts
var flag_files = __webpack_require__(1556);
// EXTERNAL MODULE: ./src/cli/policy-command.ts + 10 modules
var policy_command = __webpack_require__(4199);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/settings.ts + 4 modules
var cli_settings = __webpack_require__(4355);
;// CONCATENATED MODULE: ./src/cli/commands.ts
// validate, plan and import: each translates its settings into one engine call, and the outcome
// into output and an exit code.











async function validate(settings, io) {
    const online = settings.connection.apiUrl !== undefined || settings.connection.apiKey !== undefined;
    const outcome = await (0,engine/* validateFromSource */.C$)((0,command_support/* sourceOf */.vz)(settings, io), online ? () => (0,command_support/* openClient */.My)(settings.connection) : undefined, 
    // The connection failed: still show what the files themselves got wrong, first.
    (fileDiagnostics) => (0,command_support/* reportDiagnostics */.Dj)(fileDiagnostics, io, settings.color));
    // The sources file at the root, when there is one: its problems, and hand-written documents
    // for the systems its sources own; the policy file too (cip-policy.yaml, or --policy).
    const { cwd, root } = (0,command_support/* sourceOf */.vz)(settings, io);
    const owned = await sourceOwnershipProblems({ file: undefined, cwd, root }, outcome.documents);
    const policy = await (0,policy_command.readPolicyFile)(settings.policyFile, io);
    const diagnostics = [
        ...outcome.diagnostics,
        ...owned,
        ...(policy?.parsed.diagnostics ?? []),
    ].sort(shared_diagnostics/* compareDiagnostics */.oV);
    const report = {
        files: outcome.files.length,
        cyberSystems: outcome.documents.length,
        assets: outcome.documents.reduce((sum, document) => sum + document.assets.length, 0),
        referencesChecked: online,
        diagnostics,
    };
    const output = formats/* VALIDATION_RENDERERS */.ZK[settings.format](report, {
        color: settings.format === "text" ? settings.color.stderr : settings.color.stdout,
        toolVersion: package_0/* version */.rE,
    });
    // The text report is for people: with the diagnostics, on standard error.
    if (settings.format === "text")
        io.stderr(output);
    else
        io.stdout(output);
    return (0,shared_diagnostics/* hasErrors */.Cs)(diagnostics) ? cli_io/* EXIT_ERROR */.SI : cli_io/* EXIT_OK */.Ij;
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
        const output = formats/* PLAN_RENDERERS */.zx[settings.format](plan, {
            color: settings.color.stdout,
            toolVersion: package_0/* version */.rE,
        });
        if (settings.out !== undefined) {
            const planJson = settings.format === "json" ? output : (0,json/* renderPlanJson */.u)(plan);
            await (0,flag_files/* writeFlagFile */.mg)((0,command_support/* flagPath */.aO)("--out", settings.out, command_support/* FLAG_FIXES */.pp.planOut, io), planJson);
        }
        io.stdout(output);
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

/***/ 8526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ parseSourcesText),
/* harmony export */   j: () => (/* binding */ directoryOf)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _inventory_yaml_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5961);
/* harmony import */ var _sources_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9390);
// Reading `cip-sources.yaml`: the YAML read as strictly as inventory files, checked against the
// zod schema, every problem placed at file:line:column, then the rules across sources (one owner
// per cyber system, one directory per source).





function parseSourcesText(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const at = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { file, line: Math.max(line, 1), column: col };
    };
    const fail = (diagnostics) => ({ file, sources: [], diagnostics });
    const error = (offset, message) => ({
        severity: "error",
        message,
        location: at(offset),
    });
    const docs = (0,_inventory_yaml_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYamlDocuments */ .v)(text, lineCounter);
    // Exactly one document: a first and no second.
    const [doc, second] = docs;
    if (doc === undefined || second !== undefined) {
        return fail([
            error(second?.range[0] ?? 0, `${file} must hold exactly one YAML document (found ${docs.length}); start from "version: 1" and a "sources:" list`),
        ]);
    }
    const syntax = [...doc.errors, ...doc.warnings];
    if (syntax.length > 0) {
        return fail(syntax.map((problem) => error(problem.pos[0], `invalid YAML: ${problem.message}`)));
    }
    const checked = _sources_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .sourcesFileSchema */ .W8.safeParse(doc.toJS({ maxAliasCount: 0 }));
    if (!checked.success) {
        return fail(checked.error.issues.map((issue) => {
            const { offset, key } = placeOf(doc, issue.path, "keys" in issue ? issue.keys : []);
            return error(offset, describeIssue(issue, key));
        }));
    }
    const sources = checked.data.sources.map((definition, index) => ({
        definition,
        location: at(placeOf(doc, ["sources", index], []).offset),
        systemLocations: definition.systems.map((_, system) => at(placeOf(doc, ["sources", index, "systems", system], []).offset)),
    }));
    return { file, sources, diagnostics: crossSourceProblems(sources) };
}
/** Where a problem is written: the node at `path`, its nearest written ancestor, or a bad key. */
function placeOf(doc, path, badKeys) {
    for (let depth = path.length; depth >= 0; depth -= 1) {
        const node = doc.getIn(path.slice(0, depth), true);
        if (node === undefined || node === null)
            continue;
        if (depth === path.length && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) && badKeys.length > 0) {
            const pair = node.items.find((item) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(item.key) && badKeys.includes(String(item.key.value)));
            if (pair && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key)) {
                return { offset: pair.key.range?.[0] ?? 0, key: String(pair.key.value) };
            }
        }
        return { offset: node.range?.[0] ?? 0 };
    }
    return { offset: 0 };
}
function describeIssue(issue, badKey) {
    const where = issue.path.length > 0 ? `${pathText(issue.path)}: ` : "";
    switch (issue.code) {
        case "unrecognized_keys":
            return `${where}unknown key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(badKey ?? "")}; remove it (see docs/sources.md for the keys of each kind)`;
        case "invalid_union":
            return `${where}must be csv, netbox or command`;
        case "invalid_type":
            if (issue.input === undefined) {
                return `missing key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(String(issue.path.at(-1)))} at ${pathText(issue.path.slice(0, -1)) || "the top"}; add it (see docs/sources.md)`;
            }
            return `${where}${issue.message.replace(/^Invalid input: /, "")}; fix the value`;
        default:
            return `${where}${issue.message.replace(/^Invalid input: /, "")}; fix the value`;
    }
}
function pathText(path) {
    return path
        .map((part, index) => typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)
        .join("");
}
/** Two sources with one name, a cyber system with two owners, one directory inside another's. */
function crossSourceProblems(sources) {
    const diagnostics = [];
    const names = new Map();
    const owners = new Map();
    const error = (location, message, related) => {
        diagnostics.push({ severity: "error", message, location, related: [related] });
    };
    for (const source of sources) {
        const { name } = source.definition;
        const first = names.get(name);
        if (first) {
            error(source.location, `two sources are named ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)} (first at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(first.location)}); rename one`, first.location);
        }
        else
            names.set(name, source);
        source.definition.systems.forEach((system, index) => {
            const location = source.systemLocations[index];
            const owner = owners.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(system));
            if (owner === undefined) {
                owners.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(system), { source, location });
                return;
            }
            error(location, `cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(system)} is already owned by source ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(owner.source.definition.name)} (${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(owner.location)}); a system has one source: remove it from one of them`, owner.location);
        });
    }
    for (const [index, source] of sources.entries()) {
        for (const other of sources.slice(0, index)) {
            if (!nested(source.definition.out, other.definition.out))
                continue;
            error(source.location, `out ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source.definition.out)} of source ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source.definition.name)} overlaps out ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(other.definition.out)} of source ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(other.definition.name)} (${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(other.location)}); give each source its own directory`, other.location);
        }
    }
    return diagnostics;
}
/** Whether one directory is the other or inside it. */
function nested(a, b) {
    const left = directoryOf(a);
    const right = directoryOf(b);
    return left.startsWith(right) || right.startsWith(left);
}
/** "inventory/cmdb" and "./inventory/cmdb/" as one prefix: "inventory/cmdb/". */
function directoryOf(out) {
    const parts = out.split("/").filter((part) => part !== "" && part !== ".");
    return parts.length === 0 ? "" : `${parts.join("/")}/`;
}


/***/ }),

/***/ 9390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U_: () => (/* binding */ DEFAULT_SOURCES_FILE),
/* harmony export */   W8: () => (/* binding */ sourcesFileSchema)
/* harmony export */ });
/* unused harmony exports sourceSchema, sourcesJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7368);
/* harmony import */ var _inventory_inventory_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8790);
// `cip-sources.yaml` as one zod schema: the read-only sources that write the documents of the cyber
// systems they own. The source of the published JSON Schema and of the checks parse-sources.ts
// reports at file:line:column.



/** The file read when --sources (Action input `sources`) does not name another. */
const DEFAULT_SOURCES_FILE = "cip-sources.yaml";
/** A source's name is part of a branch name (`cip-sync/source-<name>`) and of messages. */
const SOURCE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_2__/* .ASSET_TYPES */ .D);
const typesSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), assetTypeSchema)
    .meta({ description: "The source's type values (e.g. RTU, PLC) -> hardware | software." });
const systemNameSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .refine(_inventory_inventory_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .isDeclarableName */ .Js, { message: "not a name an inventory file can hold" })
    .meta({ description: "The name of a cyber system this source owns." });
/** A path inside the repository: relative, forward slashes, never climbing out. */
const repositoryPathSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .min(1)
    .refine((path) => !path.startsWith("/") && !/^[A-Za-z]:/.test(path), {
    message: "must be relative to the repository root",
})
    .refine((path) => !path.includes("\\"), { message: "must use forward slashes" })
    .refine((path) => !path.split("/").includes(".."), { message: "must not contain .." });
const commonKeys = {
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(SOURCE_NAME, {
        message: "must be lower-case letters, digits and dashes, starting with a letter or digit",
    })
        .meta({ description: "The source's name: `cip-sync source sync NAME`, bot branch suffix." }),
    systems: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(systemNameSchema)
        .min(1)
        .meta({ description: "The cyber systems this source owns: one document each, under out." }),
    out: repositoryPathSchema
        .refine((path) => path.split("/").some((part) => part !== "" && part !== "."), {
        message: "must name a directory inside the repository, not its root",
    })
        .meta({
        description: "The directory the source writes its documents to, relative to the repository.",
    }),
};
const csvSourceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("csv"),
    file: repositoryPathSchema.meta({ description: "The CSV file, relative to the repository." }),
    columns: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).meta({ description: "Column holding the asset's name." }),
        system: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).meta({ description: "Column holding the cyber system's name." }),
        type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).meta({ description: "Column holding the asset's type." }),
    }),
    types: typesSchema,
    where: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .meta({ description: "Keep only rows whose column equals the value (all must match)." }),
});
const netboxSourceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("netbox"),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .url */ .OZ5({ protocol: /^https?$/ })
        .meta({ description: "NetBox's base URL; the token is read from NETBOX_TOKEN." }),
    filters: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .meta({ description: "Query parameters for /api/dcim/devices/ (e.g. tag: cip)." }),
    system: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .min(1)
        .meta({ description: "Dotted path to the cyber system's name on a device." }),
    asset_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .min(1)
        .default("name")
        .meta({ description: "Dotted path to the asset's name on a device (default: name)." }),
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        field: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).meta({ description: "Dotted path to the device's type value." }),
        map: typesSchema,
    }),
});
const commandSourceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("command"),
    run: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1))
        .min(1)
        .meta({ description: "Program and arguments, run without a shell from the repository root." }),
    types: typesSchema.optional(),
    timeout_seconds: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .min(1)
        .max(3600)
        .default(120)
        .meta({ description: "Stop the command after this many seconds (default 120)." }),
});
const sourceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("kind", [
    csvSourceSchema,
    netboxSourceSchema,
    commandSourceSchema,
]);
const sourcesFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
    sources: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(sourceSchema),
})
    .meta({
    title: "cip-inventory-sync sources",
    description: "Read-only sources (CSV, NetBox, a command) that generate the inventory documents of the cyber systems they own.",
});
/** The JSON Schema (draft 2020-12) of cip-sources.yaml, for editors. */
function sourcesJsonSchema() {
    return z.toJSONSchema(sourcesFileSchema, { target: "draft-2020-12", io: "input" });
}


/***/ }),

/***/ 3509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ loadSourcesFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9130);
/* harmony import */ var _core_sources_parse_sources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8526);
/* harmony import */ var _core_sources_sources_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9390);
// Reads the sources file (`cip-sources.yaml` at the repository root, or the one named by
// --sources): absent is no sources unless it was named; unreadable or invalid is an error at its
// place.





const MAX_SOURCES_FILE_BYTES = 1024 * 1024;
/** The parsed file; undefined when the default file does not exist. */
async function loadSourcesFile(location) {
    const path = location.file === undefined
        ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.root, _core_sources_sources_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SOURCES_FILE */ .U_)
        : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.cwd, location.file);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(location.cwd, path).split("\\").join("/") || path;
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .C)(error) === "ENOENT" && location.file === undefined)
            return undefined;
        return unreadable(shown, `cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}); check the path`);
    }
    if (bytes.length > MAX_SOURCES_FILE_BYTES) {
        return unreadable(shown, "is over 1 MiB; a sources file only declares sources");
    }
    let text;
    try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    }
    catch {
        return unreadable(shown, "is not UTF-8 text; save it as UTF-8");
    }
    return (0,_core_sources_parse_sources_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSourcesText */ .P)(text, shown);
}
function unreadable(file, problem) {
    return {
        file,
        sources: [],
        diagnostics: [
            {
                severity: "error",
                message: `the sources file ${problem}`,
                location: { file, line: 1, column: 1 },
            },
        ],
    };
}


/***/ })

};
