export const id = 9909;
export const ids = [9909];
export const modules = {

/***/ 55852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY: () => (/* binding */ exportInventory),
/* harmony export */   Um: () => (/* binding */ UniqueNames),
/* harmony export */   tn: () => (/* binding */ exportedSchemaFile),
/* harmony export */   yR: () => (/* binding */ slug),
/* harmony export */   zO: () => (/* binding */ EXPORTED_SCHEMA_FILE)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63990);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _format_inventory_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80149);
// `cip-sync import`: the live inventory written back as inventory files, so a team can start from
// what the service holds. The output must plan to zero changes, so every reference it writes is one
// that resolves to exactly the system it came from: names where they are unambiguous, ids where not.
// An asset whose live name no inventory file can hold is left out, and its system written with
// `prune: false`, so that the plan keeps it instead of deleting it.






/** The file name of the inventory JSON Schema written beside the exported folders. */
const EXPORTED_SCHEMA_FILE = "inventory.schema.json";
/** The JSON Schema the exported files reference, as the file written beside them. */
function exportedSchemaFile() {
    return {
        path: EXPORTED_SCHEMA_FILE,
        content: `${JSON.stringify((0,_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .inventoryJsonSchema */ ._P)(), null, 2)}\n`,
    };
}
/** Each system's facility or control center in the service; undefined: it names neither. */
function parentsOf(live) {
    const facilities = new Map(live.facilities.map((facility) => [facility.id, facility]));
    const controlCenters = new Map(live.controlCenters.map((center) => [center.id, center]));
    return (system) => {
        const facility = system.facility_id ? facilities.get(system.facility_id) : undefined;
        if (facility)
            return { kind: "facility", record: facility };
        const center = system.control_center_id
            ? controlCenters.get(system.control_center_id)
            : undefined;
        return center ? { kind: "control_center", record: center } : undefined;
    };
}
/**
 * Whether a parent's name, and a system's (under its parent), may be written in place of the id:
 * only where it resolves to that record alone. References resolve by id first, so a name that is
 * also an id of its kind must be written as id.
 */
function writableNames(live, parentOf) {
    const parents = [...live.facilities, ...live.controlCenters];
    const parentNameCount = countBy(parents, (p) => p.name);
    const parentIds = new Set(parents.map((p) => p.id));
    const systemIds = new Set(live.cyberSystems.map((system) => system.id));
    const parentNameWritable = (parent) => (parentNameCount.get(parent.name) ?? 0) === 1 &&
        !parentIds.has(parent.name) &&
        (0,_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .isDeclarableName */ .Js)(parent.name);
    const systemNameCount = countBy(live.cyberSystems, (system) => system.name);
    const systemNameInParentCount = countBy(live.cyberSystems, (system) => JSON.stringify([system.name, parentOf(system)?.record.id ?? ""]));
    const systemNameWritable = (system, parent) => {
        const nameIsUnique = (systemNameCount.get(system.name) ?? 0) === 1 ||
            (parent !== undefined &&
                parentNameWritable(parent.record) &&
                (systemNameInParentCount.get(JSON.stringify([system.name, parent.record.id])) ?? 0) === 1);
        return nameIsUnique && !systemIds.has(system.name) && (0,_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .isDeclarableName */ .Js)(system.name);
    };
    return { parentNameWritable, systemNameWritable };
}
function exportInventory(live) {
    const parentOf = parentsOf(live);
    const { parentNameWritable, systemNameWritable } = writableNames(live, parentOf);
    const assetsBySystem = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBy */ .$z)(live.cyberAssets, (asset) => asset.cyber_system_id);
    const folderNames = new UniqueNames();
    const folderOf = new Map();
    const fileNames = new Map();
    const files = [];
    const systems = [...live.cyberSystems].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.name, b.name) || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
    for (const system of systems) {
        const parent = parentOf(system);
        const parentKey = parent?.record.id ?? "";
        let folder = folderOf.get(parentKey);
        if (folder === undefined) {
            folder = folderNames.claim(parent ? slug(parent.record.name) || parentKey : "no-parent");
            folderOf.set(parentKey, folder);
        }
        const names = fileNames.get(folder) ?? new UniqueNames();
        fileNames.set(folder, names);
        const file = `${folder}/${names.claim(slug(system.name) || system.id)}.yaml`;
        const document = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Document */ .yo({});
        // A name is written only where it resolves to this system alone; otherwise the id.
        document.set("cyber_system", systemNameWritable(system, parent) ? system.name : system.id);
        if (parent) {
            const parentRef = parentNameWritable(parent.record) ? parent.record.name : parent.record.id;
            document.set(parent.kind, parentRef);
        }
        const [assets, undeclarable] = partition([...(assetsBySystem.get(system.id) ?? [])].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.name, b.name)), (asset) => (0,_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .isDeclarableName */ .Js)(asset.name));
        if (undeclarable.length > 0)
            document.set("prune", false);
        const assetMap = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Document */ .yo({}).createNode(new Map(assets.map((asset) => [asset.name, asset.asset_type])));
        document.set("assets", assetMap);
        const header = headerOf(system, parent !== undefined, undeclarable);
        const content = inFmtLayout(`${header.join("\n")}\n${document.toString({ lineWidth: 0 })}`);
        files.push({ path: file, content, systemId: system.id });
    }
    return files.sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.path, b.path));
}
/** The text in fmt's layout (its order of assets among others): import output passes fmt --check. */
function inFmtLayout(text) {
    const formatted = (0,_format_inventory_js__WEBPACK_IMPORTED_MODULE_4__/* .formatInventoryText */ .Hn)(text);
    if (formatted.status !== "formatted") {
        throw new Error(`import wrote YAML it cannot read: ${formatted.message}`);
    }
    return formatted.text;
}
/** The comment lines above a system's document: where it came from, and what it leaves out. */
function headerOf(system, hasParent, undeclarable) {
    const header = [
        `# yaml-language-server: $schema=../${EXPORTED_SCHEMA_FILE}`,
        `# Imported from the live inventory: cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(system.name)} (${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(system.id)}).`,
    ];
    if (!hasParent)
        header.push("# The service does not show this system's parent.");
    if (undeclarable.length > 0) {
        header.push("# Not declared, because an inventory file cannot hold their names (control, invisible or", "# bidirectional characters, spaces at either end, or over 255 characters); prune: false keeps", "# them. Rename them in the service, then declare them and remove prune: false:", ...undeclarable.map((asset) => `#   ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(asset.name)} (${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(asset.id)})`));
    }
    return header;
}
function partition(items, test) {
    const passed = [];
    const failed = [];
    for (const item of items)
        (test(item) ? passed : failed).push(item);
    return [passed, failed];
}
function countBy(items, key) {
    const counts = new Map();
    for (const item of items)
        counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
}
/** A file-system name for a record's name: lower-case ASCII words joined by dashes. */
function slug(name) {
    return name
        .normalize("NFKD")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 80);
}
/** Hands out file-system names, suffixing -2, -3... on a case-insensitive clash. */
class UniqueNames {
    #taken = new Set();
    claim(base) {
        let candidate = base;
        for (let n = 2; this.#taken.has(candidate.toLowerCase()); n += 1)
            candidate = `${base}-${n}`;
        this.#taken.add(candidate.toLowerCase());
        return candidate;
    }
}


/***/ }),

/***/ 80149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cy: () => (/* binding */ formatDocuments),
/* harmony export */   Hn: () => (/* binding */ formatInventoryText),
/* harmony export */   V0: () => (/* binding */ sortAssetNames)
/* harmony export */ });
/* unused harmony export compareAssetNames */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
// `cip-sync fmt`: one canonical layout for inventory files, so that diffs show changes and not
// style. Top-level keys in the order readers look for them, assets sorted by name, two-space
// indentation, quotes only where YAML needs them. Comments, the schema modeline and flow maps
// stay. Formatting never changes what a file declares (a property test holds it to that).


/**
 * YAML 1.1's implicit types (yaml.org/type), which readers still in wide use (PyYAML, Ruby's Psych,
 * go-yaml v2, SnakeYAML) give a plain scalar: booleans, null, integers (binary, octal, with `_`,
 * base 60), floats, timestamps, and the merge and value keys. A quoted string that such a reader
 * would take for one of them when plain keeps its quotes, as YAML 1.2's octal `0o17` does; the
 * writer quotes the other YAML 1.2 look-alikes (`1e3`, `0x1F`) anyway.
 */
const YAML_1_1_IMPLICIT = [
    /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
    /^(?:~|null|Null|NULL)$/,
    /^[-+]?(?:0b[01_]+|0o?[0-7_]+|0|[1-9][0-9_]*|0x[0-9a-fA-F_]+|[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
    /^[-+]?(?:[0-9][0-9_]*\.[0-9_]*|\.[0-9_]+)(?:[eE][-+]?[0-9]+)?$/,
    /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
    /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?$/,
    /^(?:<<|=)$/,
];
function isYaml11Lookalike(text) {
    return YAML_1_1_IMPLICIT.some((pattern) => pattern.test(text));
}
/** The order of the top-level keys; keys not listed (errors for validate) follow, as written. */
const KEY_ORDER = [
    "cyber_system",
    "facility",
    "control_center",
    "impact",
    "erc",
    "esp",
    "psp",
    "criteria",
    "owners",
    "baselines",
    "prune",
    "assets",
];
function formatInventoryText(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const docs = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { ..._document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .PARSE_OPTIONS */ .jp, lineCounter });
    if (!Array.isArray(docs))
        return { status: "formatted", text };
    for (const doc of docs) {
        const error = doc.errors[0];
        if (error !== undefined) {
            const { line, col } = lineCounter.linePos(error.pos[0]);
            return { status: "unreadable", message: error.message, line, column: col };
        }
    }
    return { status: "formatted", text: formatDocuments(docs) };
}
/** Parsed documents (edited or not) as one file's text in the canonical layout. */
function formatDocuments(docs) {
    const parts = docs.map((doc, index) => {
        canonicalize(doc);
        if (doc.directives)
            doc.directives.docStart = index > 0 ? true : null;
        return doc.toString({
            indent: 2,
            indentSeq: true,
            lineWidth: 0,
            minContentWidth: 0,
            flowCollectionPadding: false,
        });
    });
    return parts.join("");
}
function canonicalize(doc) {
    // Every string chooses its own quoting again: plain unless YAML needs quotes to read it back.
    // Quoted YAML 1.1 look-alikes stay quoted: older readers would take `no` for false, `12:30` for
    // 750 and an asset named `<<` for a merge key.
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Scalar(_key, node) {
            if (typeof node.value !== "string" || isBlockScalar(node))
                return;
            if (node.type !== yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.PLAIN && isYaml11Lookalike(node.value))
                return;
            node.type = undefined;
        },
    });
    const root = doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root))
        return;
    // A comment above the first key is the file's header (the schema modeline): it stays on top.
    const header = root.items[0]?.key;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(header) && header.commentBefore) {
        root.commentBefore = [root.commentBefore, header.commentBefore].filter(Boolean).join("\n");
        header.commentBefore = undefined;
    }
    root.items.sort((a, b) => rank(a) - rank(b));
    const assets = root.items.find((pair) => keyText(pair) === "assets")?.value;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(assets))
        assets.items.sort(byAssetName);
}
function isBlockScalar(node) {
    return node.type === yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.BLOCK_FOLDED || node.type === yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.BLOCK_LITERAL;
}
function rank(pair) {
    const index = KEY_ORDER.indexOf(keyText(pair) ?? "");
    return index === -1 ? KEY_ORDER.length : index;
}
function keyText(pair) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair))
        return undefined;
    const { key } = pair;
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) ? String(key.value) : typeof key === "string" ? key : undefined;
}
function byAssetName(a, b) {
    return compareAssetNames(keyText(a) ?? "", keyText(b) ?? "");
}
const ENGLISH = new Intl.Collator("en");
/** fmt's order of assets: case-insensitively, then by code unit so that names differing only in case keep one order. */
function compareAssetNames(left, right) {
    const folded = ENGLISH.compare(left.toLowerCase(), right.toLowerCase());
    if (folded !== 0)
        return folded;
    return left < right ? -1 : left > right ? 1 : 0;
}
/**
 * `items` in fmt's order of their names (compareAssetNames), each name folded to lower case once
 * rather than at every comparison: 100,000 names are 1.7 million comparisons.
 */
function sortAssetNames(items, nameOf) {
    return items
        .map((item) => {
        const name = nameOf(item);
        return { item, name, folded: name.toLowerCase() };
    })
        .sort((a, b) => ENGLISH.compare(a.folded, b.folded) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((entry) => entry.item);
}


/***/ }),

/***/ 90493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yb: () => (/* binding */ safetyInputOf),
/* harmony export */   au: () => (/* binding */ SAFETY_OVERRIDE),
/* harmony export */   gY: () => (/* binding */ unsafeMessage),
/* harmony export */   i0: () => (/* binding */ evaluateSafety)
/* harmony export */ });
/* unused harmony exports REPLACE_OVERRIDE, MAX_RENAMES_NAMED */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13270);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29815);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82205);




const SAFETY_OVERRIDE = "re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended";
const REPLACE_OVERRIDE = "re-run with --allow-replace (Action input allow-replace: true) if replacing the record is intended";
/** The rules' view of a plan: per managed system, what it holds that could go and what goes. */
function safetyInputOf(resolved, live, operations, updates) {
    const liveBySystem = new Map();
    for (const asset of live.cyberAssets) {
        liveBySystem.set(asset.cyber_system_id, (liveBySystem.get(asset.cyber_system_id) ?? 0) + 1);
    }
    const deletesBySystem = new Map();
    for (const operation of operations) {
        if (operation.action !== "delete")
            continue;
        const id = operation.cyber_system.id;
        deletesBySystem.set(id, (deletesBySystem.get(id) ?? 0) + 1);
    }
    const systems = resolved.map(({ document, system }) => {
        const empty = document.assets.length === 0;
        return {
            system,
            deletableLiveAssets: document.prune ? (liveBySystem.get(system.id) ?? 0) : 0,
            deletes: deletesBySystem.get(system.id) ?? 0,
            ...(empty ? { emptyAssetsLocation: document.assetsLocation } : {}),
        };
    });
    return { systems, updates, possibleRenames: (0,_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .renamedDeletes */ .tL)(operations) };
}
function evaluateSafety(input, limits) {
    const total = sum(input.systems.map((system) => system.deletableLiveAssets));
    const deletes = sum(input.systems.map((system) => system.deletes));
    const violations = [];
    const pushMass = (rule, count, noun, verb) => {
        const reasons = [];
        if (overRatio(count, total, limits)) {
            reasons.push(`would ${verb} ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(count / total)} of the ${total} live assets the plan could delete (in systems with prune: true; limit ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(limits.maxChangeRatio)})`);
        }
        if (count > limits.maxChanges) {
            reasons.push(`exceed the limit of ${limits.maxChanges} ${noun}s per apply`);
        }
        if (reasons.length === 0)
            return;
        violations.push({
            rule,
            message: `${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(count, noun)} ${reasons.join(" and ")}; ${SAFETY_OVERRIDE}.`,
        });
    };
    pushMass("mass-delete", deletes, "delete", "remove");
    // One system losing most of its assets is as serious when others dilute the overall share. (An
    // emptied system has its own rule below; with one system, the overall rule says it already.)
    const pruned = input.systems.filter((system) => system.deletableLiveAssets > 0);
    for (const entry of pruned.length > 1 ? pruned : []) {
        if (entry.emptyAssetsLocation !== undefined)
            continue;
        if (!overRatio(entry.deletes, entry.deletableLiveAssets, limits))
            continue;
        violations.push({
            rule: "mass-delete",
            message: `${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(entry.deletes, "delete")} would remove ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(entry.deletes / entry.deletableLiveAssets)} of the ${entry.deletableLiveAssets} live assets of cyber system ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSystem */ .nv)(entry.system)} (limit ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(limits.maxChangeRatio)} per system); ${SAFETY_OVERRIDE}.`,
        });
    }
    pushMass("mass-update", input.updates, "update", "change");
    for (const entry of input.systems) {
        if (entry.emptyAssetsLocation === undefined || entry.deletes === 0)
            continue;
        violations.push({
            rule: "empty-system",
            message: `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(entry.emptyAssetsLocation)}: assets is empty, so the plan would delete the ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(entry.deletes, "live asset")} of cyber system ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSystem */ .nv)(entry.system)}; declare its assets, set prune: false to keep them, or ${SAFETY_OVERRIDE}.`,
        });
    }
    const renames = possibleRenameViolation(input.possibleRenames);
    if (renames !== undefined)
        violations.push(renames);
    return { managed_live_assets: total, violations };
}
/** The possible renames a violation names one by one; the plan marks every one of them. */
const MAX_RENAMES_NAMED = 10;
/**
 * One violation naming the first pairs: the live asset, the declared name that replaces it, and the line
 * that keeps the record instead.
 */
function possibleRenameViolation(deletes) {
    const pairs = deletes.map((operation) => {
        const rename = operation.possible_rename;
        const what = `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.live)} (${operation.asset_id}, ${operation.asset_type}) of cyber system ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSystem */ .nv)(operation.cyber_system)}`;
        const fix = `to keep its record write ${(0,_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .renameFixLine */ .gP)(rename, operation.asset_type)}, or declare it as ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.live)}`;
        if (rename.candidates === undefined)
            return `${what} would be deleted and ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.declared)} created; ${fix}`;
        return `${what} would be deleted and ${(0,_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .declaredAsWords */ .mw)(rename, _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)}; if it is ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.declared)}, ${fix}`;
    });
    if (pairs.length === 0)
        return undefined;
    const count = pairs.length === 1 ? "1 asset was" : `${pairs.length} assets were`;
    const named = pairs.slice(0, MAX_RENAMES_NAMED);
    const others = pairs.length - named.length;
    if (others > 0)
        named.push(`and ${others} more, each marked in the plan's deletes`);
    return {
        rule: "possible-rename",
        message: `${count} possibly renamed (in the service, or in a file without renamed_from): applying would replace each with a new record, and its id and compliance history would be lost: ${named.join("; ")}; ${REPLACE_OVERRIDE}.`,
    };
}
/**
 * The message of an apply refused by the safety rules, or undefined when the plan is safe or every
 * rule it breaks is allowed: --allow-replace allows possible renames, --allow-mass-delete the rest.
 */
function unsafeMessage(report, allowed = { massDelete: false, replace: false }) {
    const violations = report.violations.filter((violation) => violation.rule === "possible-rename" ? !allowed.replace : !allowed.massDelete);
    if (violations.length === 0)
        return undefined;
    const rules = (0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(violations.length, "safety rule");
    const lines = violations.map((violation) => `  - ${violation.message}`);
    return `apply refused: the plan breaks ${rules}; nothing was changed.\n${lines.join("\n")}`;
}
function overRatio(count, total, limits) {
    return total >= limits.minAssetsForRatio && total > 0 && count / total > limits.maxChangeRatio;
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}


/***/ }),

/***/ 77568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isLoopback)
/* harmony export */ });
// Whether plain http:// may reach a host: only this machine (127.0.0.0/8, ::1, localhost). Pure, so
// that a settings file that says http:// to another machine is refused where it says it, before
// anything is read over it; io/ applies the same rule to every connection it opens.
const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const LOOPBACK_V4 = new RegExp(`^127\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);
/** `hostname` as a WHATWG URL gives it (an IPv6 address in brackets). */
function isLoopback(hostname) {
    return hostname === "localhost" || hostname === "[::1]" || LOOPBACK_V4.test(hostname);
}


/***/ }),

/***/ 80992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bK: () => (/* binding */ documentLabels),
/* harmony export */   j_: () => (/* binding */ ownedSystem),
/* harmony export */   ps: () => (/* binding */ systemNamed),
/* harmony export */   qF: () => (/* binding */ systemsNamed)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

function ownedSystem(entry) {
    if (typeof entry === "string")
        return { name: entry, label: entry };
    const [key, parentName] = entry.facility === undefined
        ? ["control_center", entry.control_center ?? ""]
        : ["facility", entry.facility];
    return {
        name: entry.cyber_system,
        parent: { key, name: parentName },
        label: `${parentName}/${entry.cyber_system}`,
    };
}
/**
 * The owned system a text names: its label exactly (ignoring case), or a plain name that exactly
 * one owned system has. Undefined when no owned system, or several, answer to it.
 */
function systemNamed(owned) {
    const byLabel = new Map(owned.map((system) => [(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(system.label), system]));
    const byName = new Map();
    for (const system of owned) {
        byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(system.name), [...(byName.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(system.name)) ?? []), system]);
    }
    return (text) => {
        const key = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(text);
        const named = byName.get(key);
        return byLabel.get(key) ?? (named?.length === 1 ? named[0] : undefined);
    };
}
/** The owned systems a plain name could mean, when more than one: for a did-you-mean. */
function systemsNamed(owned, text) {
    return owned.filter((system) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(system.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(text));
}
/** A document's label, to match it with an owned system: qualified when it names its parent. */
function documentLabels(document) {
    const name = document.cyberSystem.value;
    const parent = document.facility ?? document.controlCenter;
    return parent === undefined ? [name] : [`${parent.value}/${name}`, name];
}


/***/ }),

/***/ 34650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ directoryOf),
  P: () => (/* binding */ parseSourcesText)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-syntax.ts
var yaml_syntax = __webpack_require__(19869);
// EXTERNAL MODULE: ./src/core/sources/sources-schema.ts
var sources_schema = __webpack_require__(69390);
// EXTERNAL MODULE: ./src/core/sources/platforms/platform-keys.ts
var platform_keys = __webpack_require__(68371);
;// CONCATENATED MODULE: ./src/core/sources/sources-issues.ts




/**
 * zod's issues of the file, each entry's complete, a misspelt key reported once, an address that
 * holds credentials reported for them alone.
 */
function sourcesIssues(issues) {
    const split = issues.flatMap(withEntryIssues).flatMap(eachUnknownKey);
    return withoutCredentialEchoes(withoutMisspeltKeys(split));
}
/** zod reports a map's unknown keys as one issue: each is one mistake, reported at its place. */
function eachUnknownKey(issue) {
    if (issue.code !== "unrecognized_keys" || issue.keys.length < 2)
        return [issue];
    return issue.keys.map((key) => ({ ...issue, keys: [key] }));
}
/**
 * An address holding a user name or password is reported for that, at its place, and by no other
 * issue: the others (not a web address, another scheme) would quote it whole.
 */
function withoutCredentialEchoes(issues) {
    const held = new Set(issues
        .filter((issue) => issue.code === "custom" &&
        issue.params?.kind === platform_keys/* URL_CREDENTIALS_ISSUE */.Xc)
        .map((issue) => pathText(issue.path)));
    return issues.filter((issue) => !(issue.code === "invalid_format" && held.has(pathText(issue.path))));
}
/** The keys only one kind has, by which an entry without a kind tells which it is. */
const KIND_KEYS = {
    csv: ["file", "columns", "where"],
    netbox: ["filters"],
    servicenow: ["table", "query"],
    "tenable-ot": ["search", "filter", "include_hidden"],
    nozomi: ["condition"],
    command: ["run", "env", "timeout_seconds"],
};
const SOURCE_KINDS = Object.keys(KIND_KEYS);
/** "csv, netbox, ... or command", as a message lists the kinds. */
const KIND_LIST = `${SOURCE_KINDS.slice(0, -1).join(", ")} or ${SOURCE_KINDS.at(-1) ?? ""}`;
/**
 * zod stops at an entry whose kind matches none and says nothing of its other keys, so each fix
 * would bring the next layer of mistakes. The entry is checked again as the kind it most likely
 * means (the near miss of a misspelt kind, or the kind its keys belong to) or, failing that, for
 * the keys every kind has: every mistake of the entry at once.
 */
function withEntryIssues(issue) {
    if (issue.code !== "invalid_union" || issue.discriminator !== "kind")
        return [issue];
    const entry = issue.input;
    const kind = likelyKind(entry);
    const rest = (kind === undefined ? sources_schema/* commonSourceKeysSchema */.OT : sources_schema/* SOURCE_KIND_SCHEMAS */.KS[kind]).safeParse({ ...entry, kind }, { reportInput: true });
    const at = issue.path.slice(0, -1);
    const others = rest.success ? [] : rest.error.issues;
    return [issue, ...others.map((other) => ({ ...other, path: [...at, ...other.path] }))];
}
/**
 * A misspelt key is a missing key too; its "did you mean" says both, so the missing key it
 * means is not reported again.
 */
function withoutMisspeltKeys(issues) {
    const meant = new Set(issues.flatMap((issue) => issue.code === "unrecognized_keys"
        ? issue.keys.flatMap((key) => {
            const meant = meantKey(key, issue);
            return meant === undefined ? [] : [pathText([...issue.path, meant])];
        })
        : []));
    return issues.filter((issue) => !(issue.code === "invalid_type" &&
        issue.input === undefined &&
        meant.has(pathText(issue.path))));
}
/** The kind an entry whose kind matches none most likely means, or undefined. */
function likelyKind(entry) {
    if (typeof entry.kind === "string") {
        return (0,shared_names/* closestNames */.g9)(entry.kind, SOURCE_KINDS, 1)[0];
    }
    if (entry.kind !== undefined)
        return undefined;
    const matching = SOURCE_KINDS.filter((kind) => KIND_KEYS[kind].some((key) => key in entry));
    return matching.length === 1 ? matching[0] : undefined;
}
/**
 * The key an unknown key most likely means, never the key itself: first among the keys of its
 * source's kind where it is a key of a source, then among every key a sources file can hold.
 */
function meantKey(key, issue) {
    const kind = entryKind(issue);
    const closest = (keys) => (0,shared_names/* closestNames */.g9)(key, keys.filter((candidate) => candidate !== key), 1)[0];
    return ((kind === undefined ? undefined : closest(Object.keys(sources_schema/* SOURCE_KIND_SCHEMAS */.KS[kind].shape))) ??
        closest(sourcesKeys()));
}
/** The kind of the source an issue is about, when it is about a source's own keys. */
function entryKind(issue) {
    if (issue.path.length !== 2 || issue.path[0] !== "sources")
        return undefined;
    const kind = issue.input?.kind;
    return typeof kind === "string" && Object.hasOwn(sources_schema/* SOURCE_KIND_SCHEMAS */.KS, kind)
        ? kind
        : undefined;
}
let everyKey;
/** Every key a sources file can hold, from its JSON Schema: made once, for a misspelt key. */
function sourcesKeys() {
    everyKey ??= [...keysOf((0,sources_schema/* sourcesJsonSchema */._s)(), new Set())].sort(shared_names/* compareCodePoints */.OP);
    return everyKey;
}
function keysOf(node, into) {
    if (typeof node !== "object" || node === null)
        return into;
    for (const [key, value] of Object.entries(node)) {
        if (key === "properties" && typeof value === "object" && value !== null) {
            for (const name of Object.keys(value))
                into.add(name);
        }
        keysOf(value, into);
    }
    return into;
}
function describeIssue(issue, badKey) {
    const where = issue.path.length > 0 ? `${pathText(issue.path)}: ` : "";
    const fixIt = `${where}${issue.message.replace(/^Invalid input: /, "")}; fix the value`;
    switch (issue.code) {
        case "unrecognized_keys": {
            const key = badKey ?? "";
            const suggestion = meantKey(key, issue);
            const kind = entryKind(issue);
            // "types" is a csv or command source's: the other kinds map their values under type.
            const mapped = key === "types" && kind !== undefined && "type" in sources_schema/* SOURCE_KIND_SCHEMAS */.KS[kind].shape
                ? ` A ${kind} source maps its type values as type: { field: FIELD, map: { VALUE: hardware } }`
                : "";
            return suggestion === undefined
                ? `${where}unknown key ${(0,shared_diagnostics/* quote */.hD)(key)}; remove it (the sources page of the manual lists the keys of each kind)`
                : `${where}unknown key ${(0,shared_diagnostics/* quote */.hD)(key)}; did you mean ${(0,shared_diagnostics/* quote */.hD)(suggestion)}?${mapped}`;
        }
        case "invalid_union":
            if (issue.path.at(-2) === "systems") {
                return `${where}a system is its name (or id), or { cyber_system: NAME, facility: NAME } (or control_center: NAME) where the name repeats at another facility or control center; not ${valueText(issue.input)}`;
            }
            return kindOf(issue.input) === undefined
                ? missingKind(issue.path.slice(0, -1), likelyKind(issue.input))
                : `${where}must be ${KIND_LIST}${suggestionFor(kindOf(issue.input), SOURCE_KINDS)}`;
        case "invalid_value": {
            if (issue.input === undefined)
                return missingKey(issue.path);
            const values = (issue.values ?? []).map(String);
            if (issue.values?.some((value) => typeof value !== "string")) {
                return `${where}must be ${values.join(" or ")}, not ${valueText(issue.input)}; fix the value`;
            }
            const [suggestion] = (0,shared_names/* closestNames */.g9)(String(issue.input), values, 1);
            const choices = values.map((value) => (0,shared_diagnostics/* quote */.hD)(value)).join(", ");
            return suggestion === undefined
                ? `${where}${valueText(issue.input)} is not one of ${choices}; write one of them`
                : `${where}${valueText(issue.input)} is not one of ${choices}; did you mean ${(0,shared_diagnostics/* quote */.hD)(suggestion)}?`;
        }
        case "invalid_type":
            if (issue.input === undefined)
                return missingKey(issue.path);
            return `${where}must be ${TYPE_NAMES[String(issue.expected)] ?? "another type"}, not ${valueText(issue.input)}; ${hintFor(issue.path)}`;
        case "too_small":
        case "too_big":
        case "invalid_format":
            return `${where}${ruleOf(issue)}; ${hintFor(issue.path)}`;
        case "custom":
            // The schema's own words: a rule ("must ...") or a whole sentence that says what to write.
            return `${where}${issue.message}${issue.message.startsWith("must") ? "; fix the value" : ""}`;
        default:
            return fixIt;
    }
}
/** A key the schema requires and the file leaves out (`version` has one value: it is shown). */
function missingKey(path) {
    const key = String(path.at(-1));
    const fix = key === "version"
        ? "add version: 1 as the first line"
        : "add it (the sources page of the manual lists the keys of each kind)";
    return `missing key ${(0,shared_diagnostics/* quote */.hD)(key)} at ${pathText(path.slice(0, -1)) || "the top"}; ${fix}`;
}
/** A source without `kind`, with the kind its other keys belong to when they tell. */
function missingKind(entry, likely) {
    const fix = likely === undefined
        ? `add it: ${KIND_LIST}`
        : `add kind: ${likely} (its other keys are those of a ${likely} source)`;
    return `missing key "kind" at ${pathText(entry)}; ${fix}`;
}
/** zod's type names in the words of the inventory's messages. */
const TYPE_NAMES = {
    array: "a list",
    object: "a map",
    record: "a map",
    string: "a text",
    number: "a number",
    int: "a whole number",
    boolean: "true or false",
};
/** How to write a key's value, where a plain "fix the value" is not enough. */
const HINTS = {
    run: "write the program and its arguments as a list, for example run: [node, scripts/export-assets.mjs]",
    systems: "write a list, for example systems: [Alpha Protection]",
    env: "write a list of variable names, for example env: [CLAROTY_URL]",
    sources: "write a list, each source starting with - name: (see docs/sources.md)",
    columns: "name the header of each column, for example columns: { name: hostname, system: cip_system, type: asset_class }",
    types: "map each of the source's type values to hardware or software, for example types: { RTU: hardware, Application: software }",
    map: "map each of the platform's type values to hardware or software, for example map: { rtu: hardware }",
    url: "write the platform's base address, for example url: https://netbox.example.internal",
    file: "write the CSV file's path in the repository, for example file: exports/ot-assets.csv",
    timeout_seconds: "write a whole number of seconds from 1 to 3600, or leave the key out for 120",
};
/** The hint for the key a path ends in (a list item's key: `env[0]` is `env`). */
function hintFor(path) {
    const key = path.findLast((part) => typeof part === "string");
    return HINTS[String(key)] ?? "fix the value";
}
/** A limit or format zod found broken, as a rule of the key: "must not be empty". */
function ruleOf(issue) {
    const { code, origin, input } = issue;
    if (code === "invalid_format") {
        if (issue.format === "url") {
            // Never quoted when it holds a user name or password: that issue is reported on its own.
            const shown = typeof input === "string" && (0,platform_keys/* urlHoldsCredentials */._R)(input) ? "" : `, not ${valueText(input)}`;
            return `must be a web address starting with https:// (or http:// on loopback)${shown}`;
        }
        if (issue.path.includes("env")) {
            return `must be an environment variable's name (letters, digits and _, not starting with a digit), not ${valueText(input)}`;
        }
        return `${issue.message}, not ${valueText(input)}`;
    }
    if (origin === "string")
        return "must not be empty";
    if (origin === "array")
        return "must list at least one, not an empty list";
    const limit = code === "too_small" ? `at least ${issue.minimum}` : `at most ${issue.maximum}`;
    return `must be ${limit}, not ${valueText(input)}`;
}
/** The kind a source entry gives: zod reports the entry, not its kind, when no kind matches. */
function kindOf(input) {
    return typeof input === "object" && input !== null ? input.kind : input;
}
/** "; did you mean X?" when a text is a near miss of one of `choices`, else nothing. */
function suggestionFor(value, choices) {
    const [suggestion] = typeof value === "string" ? (0,shared_names/* closestNames */.g9)(value, choices, 1) : [];
    return suggestion === undefined ? "" : `; did you mean ${(0,shared_diagnostics/* quote */.hD)(suggestion)}?`;
}
/** A value as a message shows it: a text quoted, a list or map by what it is. */
function valueText(value) {
    if (typeof value === "string")
        return `the text ${(0,shared_diagnostics/* quote */.hD)(value)}`;
    if (Array.isArray(value))
        return "a list";
    if (value === null)
        return "an empty value";
    if (typeof value === "object")
        return "a map";
    return `${typeof value} ${String(value)}`;
}
function pathText(path) {
    return path
        .map((part, index) => typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)
        .join("");
}

// EXTERNAL MODULE: ./src/core/sources/owned-systems.ts
var owned_systems = __webpack_require__(80992);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/sources/parse-sources.ts
// Reading `cip-sources.yaml`: the YAML read as strictly as inventory files, checked against the
// zod schema, every problem placed at file:line:column, then the rules across sources (one owner
// per cyber system, one directory per source).









function parseSourcesText(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
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
    const read = oneDocument(text, file, lineCounter, error);
    if ("problems" in read)
        return fail(read.problems);
    const { doc } = read;
    const raw = doc.toJS({ maxAliasCount: 0 });
    // reportInput: a message can tell a missing key from a value of the wrong type, and quote it.
    const checked = sources_schema/* sourcesFileSchema */.W8.safeParse(raw, { reportInput: true });
    const locate = (definition, index) => ({
        definition,
        location: at(placeOf(doc, ["sources", index], []).offset),
        systemLocations: definition.systems.map((_, system) => at(placeOf(doc, ["sources", index, "systems", system], []).offset)),
        ...((0,sources_schema/* monitoredSource */.N0)(definition) === undefined
            ? {}
            : {
                monitoringLocation: at(placeOf(doc, ["sources", index, "monitoring", "file"], []).offset),
            }),
    });
    if (checked.success) {
        const sources = checked.data.sources.map(locate);
        return { file, sources, diagnostics: crossSourceProblems(sources) };
    }
    const placed = sourcesIssues(checked.error.issues).map((issue) => {
        const { offset, key } = placeOf(doc, issue.path, "keys" in issue ? issue.keys : []);
        return { offset, diagnostic: error(offset, describeIssue(issue, key)) };
    });
    // The entries that are right on their own still meet the rules across sources, so that a
    // system owned twice is not found only after every other mistake is fixed.
    const entries = raw?.sources;
    const valid = (Array.isArray(entries) ? entries : []).flatMap((entry, index) => {
        const parsed = sources_schema/* sourceSchema */.dr.safeParse(entry);
        return parsed.success ? [locate(parsed.data, index)] : [];
    });
    // In the order of the file, as a reader goes through it.
    placed.sort((a, b) => a.offset - b.offset);
    return fail([...placed.map(({ diagnostic }) => diagnostic), ...crossSourceProblems(valid)]);
}
/** The file's one YAML document, or why it is none: no document or two, or broken syntax. */
function oneDocument(text, file, lineCounter, error) {
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    // Exactly one document: a first and no second.
    const [doc, second] = docs;
    if (doc === undefined || second !== undefined) {
        return {
            problems: [
                error(second?.range[0] ?? 0, `${file} must hold exactly one YAML document (found ${docs.length}); start from "version: 1" and a "sources:" list`),
            ],
        };
    }
    const explained = (0,yaml_syntax/* explainSyntaxErrors */.I)(text, doc.errors);
    if (explained !== undefined)
        return { problems: [error(explained.offset, explained.message)] };
    const syntax = [...doc.errors, ...doc.warnings];
    if (syntax.length > 0) {
        return {
            problems: syntax.map((problem) => error(problem.pos[0], `invalid YAML: ${problem.message}`)),
        };
    }
    return { doc };
}
/** Where a problem is written: the node at `path`, its nearest written ancestor, or a bad key. */
function placeOf(doc, path, badKeys) {
    for (let depth = path.length; depth >= 0; depth -= 1) {
        const node = doc.getIn(path.slice(0, depth), true);
        if (node === undefined || node === null)
            continue;
        if (depth === path.length && (0,dist/* isMap */.jh)(node) && badKeys.length > 0) {
            const pair = node.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && badKeys.includes(String(item.key.value)));
            if (pair && (0,dist/* isScalar */.jn)(pair.key)) {
                return { offset: pair.key.range?.[0] ?? 0, key: String(pair.key.value) };
            }
        }
        return { offset: node.range?.[0] ?? 0 };
    }
    return { offset: 0 };
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
            error(source.location, `two sources are named ${(0,shared_diagnostics/* quote */.hD)(name)} (first at ${(0,shared_diagnostics/* formatLocation */.j$)(first.location)}); rename one`, first.location);
        }
        else
            names.set(name, source);
        source.definition.systems.map(owned_systems/* ownedSystem */.j_).forEach(({ label }, index) => {
            // systemLocations was built with a location per system, in the same order.
            const location = (0,collections/* itemOrThrow */.Tp)(source.systemLocations, index, "a source's systems");
            const owner = owners.get((0,shared_names/* nameKey */.Rc)(label));
            if (owner === undefined) {
                owners.set((0,shared_names/* nameKey */.Rc)(label), { source, location });
                return;
            }
            error(location, `cyber system ${(0,shared_diagnostics/* quote */.hD)(label)} is already owned by source ${(0,shared_diagnostics/* quote */.hD)(owner.source.definition.name)} (${(0,shared_diagnostics/* formatLocation */.j$)(owner.location)}); a system has one source: remove it from one of them`, owner.location);
        });
    }
    diagnostics.push(...sharedMonitoringFiles(sources));
    for (const [index, source] of sources.entries()) {
        for (const other of sources.slice(0, index)) {
            if (!nested(source.definition.out, other.definition.out))
                continue;
            error(source.location, `out ${(0,shared_diagnostics/* quote */.hD)(source.definition.out)} of source ${(0,shared_diagnostics/* quote */.hD)(source.definition.name)} overlaps out ${(0,shared_diagnostics/* quote */.hD)(other.definition.out)} of source ${(0,shared_diagnostics/* quote */.hD)(other.definition.name)} (${(0,shared_diagnostics/* formatLocation */.j$)(other.location)}); give each source its own directory`, other.location);
        }
    }
    return diagnostics;
}
/**
 * A monitoring file two sources write: each sync would overwrite the other's observation. Paths
 * compare as written in the repository, ignoring "." parts, doubled slashes and case (one file on
 * a checkout that ignores case).
 */
function sharedMonitoringFiles(sources) {
    const writers = new Map();
    return sources.flatMap((source) => {
        const monitored = (0,sources_schema/* monitoredSource */.N0)(source.definition);
        const location = source.monitoringLocation;
        if (monitored === undefined || location === undefined)
            return [];
        const { file } = monitored.monitoring;
        const key = directoryOf(file).toLowerCase();
        const first = writers.get(key);
        if (first === undefined) {
            writers.set(key, { name: monitored.name, location });
            return [];
        }
        return [
            {
                severity: "error",
                message: `monitoring file ${(0,shared_diagnostics/* quote */.hD)(file)} of source ${(0,shared_diagnostics/* quote */.hD)(monitored.name)} is the one source ${(0,shared_diagnostics/* quote */.hD)(first.name)} writes (${(0,shared_diagnostics/* formatLocation */.j$)(first.location)}); each sync would overwrite the other's observation: give each source its own file`,
                location,
                related: [first.location],
            },
        ];
    });
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

/***/ 68371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ platformUrlSchema),
/* harmony export */   Xc: () => (/* binding */ URL_CREDENTIALS_ISSUE),
/* harmony export */   _R: () => (/* binding */ urlHoldsCredentials),
/* harmony export */   vj: () => (/* binding */ tenableFilterSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17994);
/* harmony import */ var _shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77568);
// The keys of the platform kinds that take more than a field path: every platform source's `url`
// (https://, or http:// to this machine only, never with a user name or password in it: the
// credential comes from the environment only, and no message quotes an address that holds one),
// and a `tenable-ot` source's `filter`, in the shape of the assets query's own argument.


/** Marks the issue of an address holding credentials: no other issue of it may echo it. */
const URL_CREDENTIALS_ISSUE = "url-credentials";
/**
 * A platform's address: https://, or http:// to this machine only, and never with a user name or
 * password in it (the credential comes from the environment only).
 */
function platformUrlSchema(platform, secret) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .url */ .OZ5({ protocol: /^https?$/ })
        .refine((value) => !urlHoldsCredentials(value), {
        message: `holds a user name or password (before @); remove it and write the address alone: ${platform}'s credential is read from ${secret} only, never from the sources file`,
        params: { kind: URL_CREDENTIALS_ISSUE },
    })
        .refine((value) => plainHttpAllowed(value), {
        message: `uses http:// to another machine, where ${platform}'s credentials would cross the network in plain text; write its https:// address (http:// is for loopback only)`,
    })
        .meta({
        description: `${platform}'s base URL, without a user or password; the credential is read from ${secret}.`,
    });
}
/**
 * Whether an address (or a text meant as one) carries a user name or password: anything before an
 * "@" in its authority, as written (`user:pw@host`, with or without a scheme) or as a URL parser
 * reads it (`https:/user:pw@host`).
 */
function urlHoldsCredentials(text) {
    const rest = text.replace(/^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*/u, "");
    if ((/^[^/\\?#]*/u.exec(rest)?.[0] ?? "").includes("@"))
        return true;
    const url = URL.parse(text);
    return url !== null && (url.username !== "" || url.password !== "");
}
/**
 * Whether `url` is https://, or http:// to this machine: the token never crosses a network plain.
 * A value that is no address at all passes here: the url check beside this one reports it.
 */
function plainHttpAllowed(url) {
    if (!URL.canParse(url))
        return true;
    const { protocol, hostname } = new URL(url);
    return protocol !== "http:" || (0,_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(hostname);
}
/** A value a Tenable filter compares with: a text, number or true/false, or a list of them. */
const filterValueSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()]);
const LOGICAL_OPS = new Set(["And", "Or"]);
/**
 * The assets query's `filter` as Tenable OT Security's GraphQL schema publishes its input
 * (AssetExpressionsParams: `field: AssetField`, `op: ExprOp!`, `values: JSON`, `expressions:
 * [AssetExpressionsParams!]`, the last "must be applied when using [And/Or] operators"). The
 * operators and fields are the appliance's to judge (its answer is quoted); their shape is checked
 * here, at their place in the sources file.
 */
const tenableFilterSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    op: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[A-Z][A-Za-z]*$/u, {
        message: "must be one of Tenable OT Security's operators (ExprOp), a capitalised word such as Equal, NotEqual, In, Contains, And or Or",
    }),
    field: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^[A-Za-z][A-Za-z0-9]*$/u, {
        message: "must be a field of an asset (a name such as type or customField1)",
    })
        .optional(),
    values: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([filterValueSchema, zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(filterValueSchema).min(1)]).optional(),
    get expressions() {
        return zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(tenableFilterSchema).min(1).optional();
    },
})
    .superRefine((expression, context) => {
    const logical = LOGICAL_OPS.has(expression.op);
    if (logical &&
        (expression.expressions === undefined ||
            expression.field !== undefined ||
            expression.values !== undefined)) {
        context.addIssue({
            code: "custom",
            message: "an And or Or expression takes expressions (a list of expressions) and no field or values, for example { op: And, expressions: [{ op: Equal, field: type, values: Plc }] }",
        });
    }
    if (!logical &&
        (expression.field === undefined ||
            expression.values === undefined ||
            expression.expressions !== undefined)) {
        context.addIssue({
            code: "custom",
            message: "an expression other than And or Or takes a field and its values, for example { op: Equal, field: type, values: Plc }",
        });
    }
})
    // Named in the JSON Schema's $defs after the input Tenable's GraphQL schema publishes.
    .meta({ id: "AssetExpressionsParams" });


/***/ }),

/***/ 69390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KS: () => (/* binding */ SOURCE_KIND_SCHEMAS),
/* harmony export */   N0: () => (/* binding */ monitoredSource),
/* harmony export */   OT: () => (/* binding */ commonSourceKeysSchema),
/* harmony export */   U_: () => (/* binding */ DEFAULT_SOURCES_FILE),
/* harmony export */   W8: () => (/* binding */ sourcesFileSchema),
/* harmony export */   _s: () => (/* binding */ sourcesJsonSchema),
/* harmony export */   dr: () => (/* binding */ sourceSchema)
/* harmony export */ });
/* unused harmony export SOURCE_NAME */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(98439);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37368);
/* harmony import */ var _platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68371);
/* harmony import */ var _source_kinds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12307);
/* harmony import */ var _inventory_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63990);
/* harmony import */ var _shared_workspace_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90038);
// `cip-sources.yaml` as one zod schema: the read-only sources that write the documents of the cyber
// systems they own. The source of the published JSON Schema and of the checks parse-sources.ts
// reports at file:line:column.






/** The file read when --sources (Action input `sources`) does not name another. */
const DEFAULT_SOURCES_FILE = "cip-sources.yaml";
/** A source's name is part of a branch name (`cip-sync/source-<name>`) and of messages. */
const SOURCE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__/* .ASSET_TYPES */ .D);
const typesSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), assetTypeSchema)
    .meta({ description: "The source's type values (e.g. RTU, PLC) -> hardware | software." });
const systemNameSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .refine(_inventory_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .isDeclarableName */ .Js, {
    message: "must be a name an inventory file can hold: no space at either end, no control or invisible character, at most 255 characters (the name rules: docs/inventory-format.md)",
})
    .meta({ description: "The name of a cyber system this source owns." });
/** A system whose name repeats at another facility or control center, named with its parent. */
const qualifiedSystemSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    cyber_system: systemNameSchema,
    facility: systemNameSchema
        .optional()
        .meta({ description: "The facility it belongs to (name or id)." }),
    control_center: systemNameSchema
        .optional()
        .meta({ description: "The control center it belongs to (name or id)." }),
})
    .refine((entry) => (entry.facility === undefined) !== (entry.control_center === undefined), {
    message: "give exactly one of facility and control_center: the one the cyber system belongs to",
});
const systemEntrySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([systemNameSchema, qualifiedSystemSchema]).meta({
    description: "A cyber system this source owns: its name (or id), or { cyber_system, facility } / { cyber_system, control_center } where the name repeats at another facility or control center.",
});
/** A path inside the repository: relative, forward slashes, never climbing out. */
const repositoryPathSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .min(1)
    .refine((path) => !path.startsWith("/") && !/^[A-Za-z]:/.test(path), {
    message: "must be relative to the repository root",
})
    .refine((path) => !path.includes("\\"), { message: "must use forward slashes" })
    .refine((path) => !path.split("/").includes(".."), { message: "must not contain .." });
const commonKeys = {
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(SOURCE_NAME, {
        message: "must be lower-case letters, digits and dashes, starting with a letter or digit",
    })
        .meta({ description: "The source's name: `cip-sync source sync NAME`, bot branch suffix." }),
    systems: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(systemEntrySchema)
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
const csvSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("csv"),
    file: repositoryPathSchema.meta({ description: "The CSV file, relative to the repository." }),
    columns: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "Column holding the asset's name." }),
        system: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "Column holding the cyber system's name." }),
        type: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "Column holding the asset's type." }),
    }),
    types: typesSchema,
    where: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP())
        .optional()
        .meta({ description: "Keep only rows whose column equals the value (all must match)." }),
});
/** A dotted path to a field of a record ("custom_fields.cip_system", "location.name"). */
const fieldPathSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_:]*(\.[A-Za-z_][A-Za-z0-9_:]*)*$/u, {
    message: "must be a field name, or names joined by dots (for example custom_fields.cip_system)",
});
/** What every platform kind maps: the system's path, the asset's name, the type and its map. */
function fieldKeys(record) {
    return {
        system: fieldPathSchema.meta({
            description: `Dotted path to the cyber system's name on a ${record}.`,
        }),
        asset_name: fieldPathSchema
            .default("name")
            .meta({ description: `Dotted path to the asset's name on a ${record} (default: name).` }),
        type: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            field: fieldPathSchema.meta({ description: `Dotted path to the ${record}'s type value.` }),
            map: typesSchema,
        }),
    };
}
function pageSizeSchema(platformDefault, max) {
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .min(1)
        .max(max)
        .default(platformDefault)
        .meta({ description: `Records asked per page (default ${platformDefault}, at most ${max}).` });
}
/**
 * What the platform observed of each asset, written as a configuration-monitoring file (never as
 * the declaration): a firmware's or system's name and version, hotfixes, and when it was observed.
 */
function monitoringSchema(platform, fields) {
    const entry = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: fieldPathSchema, version: fieldPathSchema });
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        file: repositoryPathSchema
            .refine((path) => path.endsWith(".json"), {
            message: "must be a .json file in the repository, which the drift check's monitoring-file names",
        })
            .meta({ description: "The configuration-monitoring file the sync writes." }),
        workspace: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(_shared_workspace_name_js__WEBPACK_IMPORTED_MODULE_5__/* .WORKSPACE_PATTERN */ .t, {
            message: "must be the Action's workspace name (letters, digits, . _ -)",
        })
            .default("default")
            .meta({
            description: "The workspace whose drift check seals the file (default: default).",
        }),
        observed_at: fieldPathSchema
            .default(fields.observedAt)
            .meta({ description: `Where ${platform} says when it last observed the asset.` }),
        os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(entry).min(1).default(fields.osFirmware).meta({
            description: "The os_firmware entries: each a name and a version at field paths.",
        }),
        patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ list: fieldPathSchema, name: fieldPathSchema })
            .optional()
            .meta({ description: "The patches: a list at a field path, each entry's name at a path." }),
    })
        .optional()
        .meta({
        description: `Write what ${platform} observed as a configuration-monitoring file (CIP-010 R2.1).`,
    });
}
const netboxSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("netbox"),
    url: (0,_platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("NetBox", "NETBOX_TOKEN"),
    filters: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP())
        .optional()
        .meta({ description: "Query parameters for /api/dcim/devices/ (e.g. tag: cip)." }),
    ...fieldKeys("device"),
});
const servicenowSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("servicenow"),
    url: (0,_platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("ServiceNow", "SERVICENOW_USER and SERVICENOW_PASSWORD (auth: basic) or SERVICENOW_TOKEN (auth: oauth)"),
    table: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^[a-z][a-z0-9_]{0,79}$/u, {
        message: "must be a table's name: lower-case letters, digits and _ (for example cmdb_ci_ot)",
    })
        .default("cmdb_ci_ot")
        .meta({ description: "The CMDB class's table read (default cmdb_ci_ot)." }),
    query: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .refine((value) => !/ORDERBY/u.test(value), {
        message: "must not order the records: the sync orders them by sys_id itself, so that no page repeats or skips a record; remove ORDERBY",
    })
        .optional()
        .meta({ description: "An encoded query (sysparm_query), e.g. operational_status=1." }),
    auth: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["basic", "oauth"]).default("basic").meta({
        description: "basic: SERVICENOW_USER and SERVICENOW_PASSWORD; oauth: SERVICENOW_TOKEN.",
    }),
    page_size: pageSizeSchema(10_000, 10_000),
    ...fieldKeys("record"),
    monitoring: monitoringSchema("ServiceNow", {
        observedAt: "last_discovered",
        osFirmware: [
            { name: "os", version: "os_version" },
            { name: "model_id.name", version: "firmware_version" },
        ],
    }),
});
const tenableOtSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("tenable-ot"),
    url: (0,_platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("Tenable OT Security", "TENABLE_OT_API_KEY"),
    search: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .optional()
        .meta({ description: "The assets query's search text, e.g. a segment's name." }),
    filter: _platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .tenableFilterSchema */ .vj.optional().meta({
        description: "The assets query's filter (AssetExpressionsParams): { op, field, values }, or { op: And | Or, expressions: [...] }.",
    }),
    include_hidden: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().default(false).meta({
        description: "Read the assets hidden on the platform too (default false: left out, as Tenable's SDK leaves them).",
    }),
    page_size: pageSizeSchema(200, 1000),
    ...fieldKeys("asset"),
    monitoring: monitoringSchema("Tenable OT Security", {
        observedAt: "lastSeen",
        osFirmware: [
            { name: "os", version: "osDetails.version" },
            { name: "model", version: "firmwareVersion" },
        ],
    }),
});
const nozomiSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("nozomi"),
    url: (0,_platforms_platform_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .platformUrlSchema */ .Ce)("Nozomi Networks", "NOZOMI_USER and NOZOMI_PASSWORD (auth: basic) or NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN (auth: api-key)"),
    condition: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .refine((value) => !/[|\r\n]/u.test(value), {
        message: "must be one where condition, without | or a line break: the sync adds its own sort, paging and count",
    })
        .optional()
        .meta({ description: "A where condition of the assets query, e.g. level == 1." }),
    auth: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["basic", "api-key"]).default("basic").meta({
        description: "basic: NOZOMI_USER and NOZOMI_PASSWORD; api-key: NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN, signed in for a token.",
    }),
    page_size: pageSizeSchema(1000, 10_000),
    ...fieldKeys("asset"),
    monitoring: monitoringSchema("Nozomi Networks", {
        observedAt: "last_activity_time",
        osFirmware: [{ name: "product_name", version: "firmware_version" }],
    }),
});
const commandSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("command"),
    run: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1))
        .min(1)
        .meta({ description: "Program and arguments, run without a shell from the repository root." }),
    types: typesSchema.optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/u))
        .default([])
        .meta({
        description: "Environment variables passed to the command, besides PATH, HOME, the temporary directory, the locale and Windows' system variables; nothing else of the run's environment (its tokens, keys and inputs) reaches it.",
    }),
    timeout_seconds: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .min(1)
        .max(3600)
        .default(120)
        .meta({ description: "Stop the command after this many seconds (default 120)." }),
});
const sourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("kind", [
    csvSourceSchema,
    netboxSourceSchema,
    servicenowSourceSchema,
    tenableOtSourceSchema,
    nozomiSourceSchema,
    commandSourceSchema,
]);
/**
 * Each kind's own schema, one for each of the kinds (source-kinds.ts): an entry whose kind is
 * missing or misspelt is checked as the one it means.
 */
const SOURCE_KIND_SCHEMAS = {
    csv: csvSourceSchema,
    netbox: netboxSourceSchema,
    servicenow: servicenowSourceSchema,
    "tenable-ot": tenableOtSourceSchema,
    nozomi: nozomiSourceSchema,
    command: commandSourceSchema,
};
/** The keys every kind has, and only those: what can be checked of an entry of unknown kind. */
const commonSourceKeysSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .looseObject */ ._H3(commonKeys);
const sourcesFileSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    sources: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(sourceSchema),
})
    .meta({
    title: "cip-inventory-sync sources",
    description: `Read-only sources (${(0,_source_kinds_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceKindsInWords */ .R)()}) that generate the inventory documents of the cyber systems they own.`,
});
/** `source` when it writes what its platform observed (`monitoring:`), else undefined. */
function monitoredSource(source) {
    if (source.kind !== "servicenow" && source.kind !== "tenable-ot" && source.kind !== "nozomi")
        return undefined;
    const { monitoring } = source;
    return monitoring === undefined ? undefined : { ...source, monitoring };
}
/** The JSON Schema (draft 2020-12) of cip-sources.yaml, for editors. */
function sourcesJsonSchema() {
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .toJSONSchema */ .bl(sourcesFileSchema, { target: "draft-2020-12", io: "input" });
}


/***/ }),

/***/ 2822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ fileInRootOf),
/* harmony export */   r: () => (/* binding */ loadSourcesFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19130);
/* harmony import */ var _core_sources_parse_sources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34650);
/* harmony import */ var _core_sources_sources_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69390);
// Reads the sources file (`cip-sources.yaml` at the repository root, or the one named by
// --sources): absent is no sources unless it was named; unreadable or invalid is an error at its
// place.





const MAX_SOURCES_FILE_BYTES = 1024 * 1024;
/** A document's file relative to the repository root of `location`, as a source's `out` is written. */
function fileInRootOf(location) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.cwd, location.root);
    return (file) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.cwd, file)).split("\\").join("/");
}
/** The parsed file; undefined when the default file does not exist. */
async function loadSourcesFile(location) {
    const path = location.file === undefined
        ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.root, _core_sources_sources_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SOURCES_FILE */ .U_)
        : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.cwd, location.file);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(location.cwd, path).split("\\").join("/") || path;
    const unreadable = (problem) => unreadableFile(shown, location.file === undefined || location.named === undefined
        ? `the sources file ${problem}`
        : `the sources file named by ${location.named} ${problem}`);
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .C)(error) === "ENOENT" && location.file === undefined)
            return undefined;
        return unreadable(`cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}); check the path`);
    }
    if (bytes.length > MAX_SOURCES_FILE_BYTES) {
        return unreadable("is over 1 MiB; a sources file only declares sources");
    }
    let text;
    try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    }
    catch {
        return unreadable("is not UTF-8 text; save it as UTF-8");
    }
    return (0,_core_sources_parse_sources_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSourcesText */ .P)(text, shown);
}
function unreadableFile(file, message) {
    return {
        file,
        sources: [],
        diagnostics: [
            {
                severity: "error",
                message,
                location: { file, line: 1, column: 1 },
            },
        ],
    };
}


/***/ })

};
