export const id = 411;
export const ids = [411];
export const modules = {

/***/ 68225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  draftPatchEvaluation: () => (/* binding */ draftPatchEvaluation)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(53049);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(17405);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(53146);
// EXTERNAL MODULE: ./src/core/patches/patch-inputs.ts
var patch_inputs = __webpack_require__(15240);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
;// CONCATENATED MODULE: ./src/core/patches/csaf/inventory-assets.ts
// The checkout's inventory as the CIP-007 R2 files see it: each declared asset with its system's
// impact, its class, and the os_firmware and software items (name and version) and patches of its
// baseline as written (inline or shared); a baseline_ref's items are out of the tool's sight. The
// draft matches advisories against these. Pure.


function inventoryPatchAssets(documents) {
    return documents.flatMap((document) => document.assets.map((asset) => ({
        cyber_system: document.cyberSystem.value,
        asset: asset.name,
        class: asset.class?.value ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
        type: asset.type,
        impact: document.impact?.value,
        baseline: asset.baseline?.kind === "ref" ? "ref" : (0,baseline_items/* patchedItemsOf */.L$)(asset.baseline?.content ?? {}),
    })));
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/patches/csaf/csaf-advisory.ts
// What a draft reads of a CSAF 2.0 advisory (OASIS Common Security Advisory Framework), once the
// reference validator has accepted it: its tracking id, title and release dates; its products
// from the product tree (`branches`, by their vendor, product name and version, and the
// `full_product_names` and relationships' names as written); the CVEs each product is affected
// by or fixed in; and its remediations of category vendor_fix, with the products they fix (the
// groups they name expanded), their date, details and URL. A fix repeated for each vulnerability
// it remedies is one fix with all their CVEs. Every text here is the publisher's: untrusted. Pure.

const AFFECTED_STATUSES = ["known_affected", "first_affected", "last_affected"];
const FIXED_STATUSES = ["fixed", "first_fixed"];
/** The advisory's facts; `doc` is a document the validator accepted. */
function readAdvisory(doc, file) {
    const root = object(doc);
    const document = object(root.document);
    const tracking = object(document.tracking);
    const tree = object(root.product_tree);
    const products = treeProducts(tree);
    const groups = productGroups(tree);
    const affected = new Map();
    const fixed = new Map();
    const fixes = new Map();
    for (const vulnerability of list(root.vulnerabilities).map(object)) {
        const name = csaf_advisory_text(vulnerability.cve) ?? csaf_advisory_text(vulnerability.title) ?? "a vulnerability";
        const status = object(vulnerability.product_status);
        for (const id of AFFECTED_STATUSES.flatMap((key) => texts(status[key])))
            append(affected, id, name);
        for (const id of FIXED_STATUSES.flatMap((key) => texts(status[key])))
            append(fixed, id, name);
        for (const remediation of list(vulnerability.remediations).map(object)) {
            if (remediation.category !== "vendor_fix")
                continue;
            addFix(fixes, remediation, groups, name);
        }
    }
    return {
        file,
        id: csaf_advisory_text(tracking.id) ?? "",
        title: csaf_advisory_text(document.title) ?? "",
        initialRelease: csaf_advisory_text(tracking.initial_release_date) ?? "",
        currentRelease: csaf_advisory_text(tracking.current_release_date) ?? "",
        products,
        affected,
        fixed,
        fixes: [...fixes.values()],
    };
}
/** Each fix once, however many vulnerabilities name it; its CVEs gathered. */
function addFix(fixes, remediation, groups, cve) {
    const productIds = [
        ...new Set([
            ...texts(remediation.product_ids),
            ...texts(remediation.group_ids).flatMap((group) => groups.get(group) ?? []),
        ]),
    ].sort();
    const fix = {
        details: csaf_advisory_text(remediation.details) ?? "",
        productIds,
        ...optional("date", csaf_advisory_text(remediation.date)),
        ...optional("url", csaf_advisory_text(remediation.url)),
        cves: [],
    };
    const key = JSON.stringify([fix.details, fix.date, fix.url, productIds]);
    const held = fixes.get(key) ?? fix;
    if (!held.cves.includes(cve))
        held.cves.push(cve);
    fixes.set(key, held);
}
/** Every product the tree names, by id. */
function treeProducts(tree) {
    const products = new Map();
    const walk = (branches, path) => {
        for (const branch of list(branches).map(object)) {
            const at = [...path, branch];
            const product = object(branch.product);
            const id = csaf_advisory_text(product.product_id);
            if (id !== undefined)
                products.set(id, branchProduct(id, csaf_advisory_text(product.name) ?? id, at));
            walk(branch.branches, at);
        }
    };
    walk(tree.branches, []);
    const named = [
        ...list(tree.full_product_names),
        ...list(tree.relationships).map((relationship) => object(relationship).full_product_name),
    ];
    for (const product of named.map(object)) {
        const id = csaf_advisory_text(product.product_id);
        if (id !== undefined && !products.has(id))
            products.set(id, { id, name: csaf_advisory_text(product.name) ?? id });
    }
    return products;
}
/** A product at the end of `path`, named by the branches it sits under. */
function branchProduct(id, written, path) {
    const nearest = (...categories) => csaf_advisory_text(path.findLast((branch) => categories.includes(String(branch.category)))?.name);
    const name = nearest("product_name") ?? written;
    return {
        id,
        name,
        ...optional("version", nearest("product_version", "product_version_range")),
        ...optional("vendor", nearest("vendor")),
    };
}
function productGroups(tree) {
    const groups = new Map();
    for (const group of list(tree.product_groups).map(object)) {
        const id = csaf_advisory_text(group.group_id);
        if (id !== undefined)
            groups.set(id, texts(group.product_ids));
    }
    return groups;
}
/** The names a product may be called by in a baseline: its name, and its vendor's with it. */
function productNameKeys(product) {
    const names = [product.name];
    if (product.vendor !== undefined)
        names.push(`${product.vendor} ${product.name}`);
    return names.map(shared_names/* nameKey */.Rc);
}
/** The day an ISO 8601 date-time names, as written (its own offset): `2026-02-20`. */
function writtenDay(dateTime) {
    return dateTime.slice(0, 10);
}
function append(map, key, value) {
    const values = map.get(key) ?? [];
    if (!values.includes(value))
        values.push(value);
    map.set(key, values);
}
function optional(key, value) {
    return (value === undefined ? {} : { [key]: value });
}
function object(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value)
        ? value
        : {};
}
function list(value) {
    return Array.isArray(value) ? value : [];
}
function csaf_advisory_text(value) {
    return typeof value === "string" ? value : undefined;
}
function texts(value) {
    return list(value).filter((item) => typeof item === "string");
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/patches/csaf/evaluation-draft.ts
// A draft of a source's evaluation (CIP-007-6 R2.2) from CSAF advisories: each advisory's products
// are matched to the baseline items the source covers, by name as the inventory compares names
// (nameKey: the product's name, or its vendor's and its name together, equals the item's), and
// each vendor_fix remediation that fixes a matched product becomes one patch per item, released
// on the remediation's date (else the advisory's first release), as the advisory writes the day.
// Nothing here judges: whether a patch applies is the reviewer's (the text leaves it null), and
// the versions affected and installed are only gathered for them to read. What matched nothing is
// kept too: products no covered item is, covered items no advisory names. Pure.




function draftEvaluation(inputs) {
    const covered = coveredItems(inputs.source, inputs.items);
    const draft = {
        source: inputs.source.id,
        releasesSince: inputs.releasesSince,
        patches: [],
        unmatched: [],
        withoutFix: [],
        unmentioned: [],
        skipped: [],
    };
    const mentioned = new Set();
    for (const advisory of latestRevisions(inputs.advisories, draft)) {
        if (writtenDay(advisory.currentRelease) < inputs.releasesSince) {
            draft.skipped.push({
                advisory: advisory.id,
                file: advisory.file,
                why: `last released ${writtenDay(advisory.currentRelease)}, before releases_since ${inputs.releasesSince}`,
            });
            continue;
        }
        const itemOf = productItems(advisory, covered, draft);
        for (const key of new Set(itemOf.values()))
            mentioned.add(key);
        const fixed = new Set();
        for (const fix of advisory.fixes) {
            for (const key of new Set(fix.productIds.flatMap((id) => itemOf.get(id) ?? []))) {
                fixed.add(key);
                draft.patches.push(patchOf(advisory, fix, (0,collections/* getOrThrow */.Gp)(covered, key, "the covered items"), itemOf));
            }
        }
        for (const key of new Set(itemOf.values()))
            if (!fixed.has(key))
                draft.withoutFix.push({
                    advisory: advisory.id,
                    item: (0,collections/* getOrThrow */.Gp)(covered, key, "the covered items").item,
                });
    }
    draft.unmentioned = [...covered].flatMap(([key, entry]) => mentioned.has(key) ? [] : [entry.item]);
    draft.patches = withDistinctIds(draft.patches);
    return draft;
}
/** The covered items the baselines hold, by item key, in the source's order. */
function coveredItems(source, items) {
    const covered = new Map(source.covers.map((item) => [(0,patch_files/* itemKey */.Dh)(item), { item, installed: [] }]));
    for (const entry of items) {
        covered.get((0,patch_files/* itemKey */.Dh)(entry.item))?.installed.push({
            cyberSystem: entry.asset.cyber_system,
            asset: entry.asset.asset,
            version: entry.version,
        });
    }
    for (const [key, entry] of covered)
        if (entry.installed.length === 0)
            covered.delete(key);
    return covered;
}
/** Why `dropped` is left out of the draft: `kept` is a later revision of the same advisory. */
function earlierRevision(dropped, kept) {
    return { advisory: dropped.id, file: dropped.file, why: `an earlier revision of ${kept.file}` };
}
/** One advisory per tracking id: its latest revision; the others are listed as skipped. */
function latestRevisions(advisories, draft) {
    const latest = new Map();
    for (const advisory of advisories) {
        const held = latest.get(advisory.id);
        if (held === undefined || advisory.currentRelease > held.currentRelease) {
            latest.set(advisory.id, advisory);
            if (held !== undefined)
                draft.skipped.push(earlierRevision(held, advisory));
        }
        else
            draft.skipped.push(earlierRevision(advisory, held));
    }
    return [...latest.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
/** Each product of the advisory that is a covered item, by product id; the others are unmatched. */
function productItems(advisory, covered, draft) {
    const byName = new Map();
    for (const [key, entry] of covered)
        byName.set((0,shared_names/* nameKey */.Rc)(entry.item.name), key);
    const itemOf = new Map();
    const unmatched = new Map();
    for (const product of advisory.products.values()) {
        const key = productNameKeys(product)
            .map((name) => byName.get(name))
            .find((found) => found !== undefined);
        if (key !== undefined)
            itemOf.set(product.id, key);
        else {
            const name = product.vendor === undefined ? product.name : `${product.vendor} ${product.name}`;
            unmatched.set(name, [
                ...(unmatched.get(name) ?? []),
                ...(product.version === undefined ? [] : [product.version]),
            ]);
        }
    }
    for (const [product, versions] of unmatched)
        draft.unmatched.push({ advisory: advisory.id, product, versions });
    return itemOf;
}
function patchOf(advisory, fix, covered, itemOf) {
    const key = (0,patch_files/* itemKey */.Dh)(covered.item);
    const products = [...advisory.products.values()].filter((product) => itemOf.get(product.id) === key);
    const versions = (keep) => products.filter(keep).map((product) => product.version ?? product.name);
    return {
        id: advisory.id,
        released: writtenDay(fix.date ?? advisory.initialRelease),
        item: covered.item,
        advisory: { id: advisory.id, title: advisory.title, file: advisory.file },
        cves: fix.cves,
        fix: { details: fix.details, ...(fix.url === undefined ? {} : { url: fix.url }) },
        fixFor: versions((product) => fix.productIds.includes(product.id)),
        affected: versions((product) => advisory.affected.has(product.id)),
        fixedIn: versions((product) => advisory.fixed.has(product.id)),
        installed: covered.installed,
    };
}
/**
 * An evaluation lists each patch id once: an advisory that fixes several items names each patch
 * by the advisory and the item, and one that fixes an item twice numbers them.
 */
function withDistinctIds(patches) {
    const count = (ids) => {
        const counts = new Map();
        for (const id of ids)
            counts.set((0,shared_names/* nameKey */.Rc)(id), (counts.get((0,shared_names/* nameKey */.Rc)(id)) ?? 0) + 1);
        return (id) => counts.get((0,shared_names/* nameKey */.Rc)(id)) ?? 0;
    };
    const byAdvisory = count(patches.map((patch) => patch.id));
    const named = patches.map((patch) => byAdvisory(patch.id) > 1 ? `${patch.id} ${patch.item.name}` : patch.id);
    const byItem = count(named);
    const seen = new Map();
    return patches.map((patch, index) => {
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `named` is built from `patches`, one id for each, in order
        const id = named[index];
        if (byItem(id) === 1)
            return { ...patch, id };
        const nth = (seen.get((0,shared_names/* nameKey */.Rc)(id)) ?? 0) + 1;
        seen.set((0,shared_names/* nameKey */.Rc)(id), nth);
        return { ...patch, id: `${id} (${nth})` };
    });
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(66800);
// EXTERNAL MODULE: ./src/core/shared/text/workflow-commands.ts
var workflow_commands = __webpack_require__(62675);
;// CONCATENATED MODULE: ./src/core/patches/csaf/evaluation-draft-text.ts
// The draft as the evaluation file a reviewer edits: patch-evaluations/SOURCE/NAME.yaml in the
// format parse-patch-evaluation.ts reads, with every `applicable: null` and a comment beside it
// asking for the judgement. Written through the `yaml` library, never by joining strings: every
// value from an advisory is a scalar the library quotes, and every comment is one line with its
// hidden characters (a carriage return, a line separator, an escape) shown as \uXXXX, so that no
// advisory text can end a comment and write a key; and no line of it can be taken for a GitHub
// workflow command when a step prints the file (a ZERO WIDTH SPACE breaks "::" and "##[", as the
// logs do; in an id it stays until the reviewer renames the patch, and closes nothing meanwhile,
// since no baseline lists the patch by that id). Pure.




/** The longest comment line, in characters: an advisory's details can run to pages. */
const COMMENT_LIMIT = 400;
/** How many of the baselines holding an item a comment names. */
const INSTALLED_LIMIT = 8;
const DRAFT_HEADER = [
    "Drafted by cip-sync patches draft from CSAF advisories, for review: every judgement is yours.",
    "Write applicable: true, or applicable: false with reason: why, for each patch; until then",
    "the file is no evaluation (cip-sync refuses applicable: null). The ids are the advisories';",
    "rename a patch as your baselines will list it under patches. Add what the advisories missed.",
];
function evaluationDraftText(draft, releasesSinceWhy) {
    const doc = new dist/* Document */.yo();
    const releasesSince = doc.createNode(draft.releasesSince);
    releasesSince.comment = comment(releasesSinceWhy);
    const patches = doc.createNode(draft.patches.map((patch) => patchNode(doc, patch)));
    doc.contents = doc.createNode({
        version: patch_files/* PATCH_FILES_VERSION */.Cx,
        source: draft.source,
        releases_since: releasesSince,
        patches,
    });
    doc.commentBefore = commentLines(DRAFT_HEADER);
    return (0,workflow_commands/* neutraliseWorkflowCommands */.WM)(doc.toString({ lineWidth: 0 }));
}
/** One patch: its facts as values, the judgement null, the advisory's words as comments. */
function patchNode(doc, patch) {
    const item = doc.createNode({ [patch.item.kind]: patch.item.name });
    item.flow = true;
    const applicable = doc.createNode(null);
    applicable.comment = comment(`judge: does ${patch.advisory.id} apply to ${patch.item.name} as installed (${versions(patch.installed.map((at) => at.version))})?`);
    const node = doc.createNode({ id: patch.id, released: patch.released, item, applicable });
    node.commentBefore = commentLines(patchNotes(patch));
    return node;
}
/** What the reviewer reads above a patch: the advisory, its CVEs, the fix, versions against versions. */
function patchNotes(patch) {
    const installed = patch.installed
        .slice(0, INSTALLED_LIMIT)
        .map((at) => `${at.asset} (${at.cyberSystem}) ${at.version}`);
    if (patch.installed.length > INSTALLED_LIMIT)
        installed.push(`and ${patch.installed.length - INSTALLED_LIMIT} more`);
    return [
        `${advisoryWords(patch.advisory)} (${patch.advisory.file})`,
        `CVEs: ${patch.cves.join(", ")}`,
        `fix: ${patch.fix.details}${patch.fix.url === undefined ? "" : ` ${patch.fix.url}`}`,
        `the fix is for: ${versions(patch.fixFor)}; affected: ${versions(patch.affected)}; fixed in: ${versions(patch.fixedIn)}`,
        `in the baselines: ${installed.join("; ")}`,
    ];
}
/** The advisory's id and title, the id once when the title already starts with it. */
function advisoryWords(advisory) {
    const { id, title } = advisory;
    return title.toLowerCase().startsWith(id.toLowerCase()) ? title : `${id}: ${title}`;
}
function versions(list) {
    return list.length === 0 ? "none named" : [...new Set(list)].join(", ");
}
/** Lines of a comment block, each made one safe line. */
function commentLines(lines) {
    return lines.map(comment).join("\n");
}
/** One comment line: hidden characters shown, long texts cut, after the "#" and a space. */
function comment(text) {
    const shown = (0,reveal/* revealHiddenCharacters */.cr)(text);
    return ` ${shown.length > COMMENT_LIMIT ? `${shown.slice(0, COMMENT_LIMIT)}…` : shown}`;
}

// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(9361);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(64928);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./node_modules/@secvisogram/csaf-validator-lib/lib/validate.js
var validate = __webpack_require__(70261);
// EXTERNAL MODULE: ./node_modules/@secvisogram/csaf-validator-lib/basic.js + 64 modules
var basic = __webpack_require__(58907);
;// CONCATENATED MODULE: ./src/core/patches/csaf/csaf-validation.ts
// A CSAF 2.0 advisory is checked by the reference validator (@secvisogram/csaf-validator-lib, the
// BSI's Secvisogram project), never by hand: its "basic" preset, the strict CSAF 2.0 JSON schema
// and every mandatory test of the standard's section 6.1. Its optional and informative tests are
// left out: they judge style, and one of them reaches the network (URLs) and another a spelling
// program. Pure: the validator computes, it reads no file.



const BASIC_TESTS = Object.values(basic);
/** What the validator refuses in `doc`; none: a valid CSAF 2.0 document. */
async function csafProblems(doc) {
    let result;
    try {
        result = await (0,validate/* default */.A)(BASIC_TESTS, doc);
    }
    catch (error) {
        // A test that cannot read the document refuses it: what it could not check is not valid.
        return [
            {
                instancePath: "",
                message: `the validator stopped: ${(0,errors/* errorMessage */.g)(error)}`,
                test: "validate",
            },
        ];
    }
    const problems = result.tests.flatMap((test) => test.errors.map((error) => ({
        instancePath: error.instancePath,
        message: error.message,
        test: test.name,
    })));
    // A test that fails without saying why still fails the document.
    if (problems.length === 0 && !result.isValid)
        return [{ instancePath: "", message: "the validator refuses it", test: "validate" }];
    return problems;
}

;// CONCATENATED MODULE: ./src/io/checkout/families/csaf-advisories.ts
// CSAF 2.0 advisories as vendors and CISA publish them: JSON files, given one by one or as folders
// (read through, every *.json in them, in name order). Each is parsed and checked by the reference
// validator (core/patches/csaf/csaf-validation.ts); one that is not JSON or that the validator
// refuses is returned with what is wrong, never read.





/** A path given that is neither a file nor a folder that can be read. */
class AdvisoryPathError extends Error {
    name = "AdvisoryPathError";
    path;
    constructor(path, why) {
        super(why);
        this.path = path;
    }
}
/** The advisories at `paths` (files or folders, relative to `cwd`), each file named as given. */
async function readAdvisoryFiles(paths, cwd) {
    const files = [];
    for (const path of paths)
        files.push(...(await advisoryPaths(path, cwd)));
    const read = [];
    for (const file of [...new Set(files)])
        read.push(await readAdvisoryFile(file, cwd));
    return read;
}
async function advisoryPaths(path, cwd) {
    const absolute = (0,external_node_path_.resolve)(cwd, path);
    let isFolder;
    try {
        isFolder = (await (0,promises_.stat)(absolute)).isDirectory();
    }
    catch (error) {
        const why = (0,errors/* errorCode */.C)(error) === "ENOENT" ? "no such file or folder" : (0,errors/* errorMessage */.g)(error);
        throw new AdvisoryPathError(path, why);
    }
    if (!isFolder)
        return [path];
    const entries = await (0,promises_.readdir)(absolute, { recursive: true, withFileTypes: true });
    return entries
        .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith(".json"))
        .map((entry) => (0,external_node_path_.relative)(cwd, (0,external_node_path_.join)(entry.parentPath, entry.name)))
        .sort();
}
function isCsafDocument(doc) {
    if (typeof doc !== "object" || doc === null)
        return false;
    const document = doc.document;
    return typeof document === "object" && document !== null && "csaf_version" in document;
}
async function readAdvisoryFile(file, cwd) {
    let doc;
    try {
        doc = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, file), "utf8"));
    }
    catch (error) {
        return { file, problems: [`is not a JSON file: ${(0,errors/* errorMessage */.g)(error)}`] };
    }
    // Another JSON file (a package.json, an SBOM) is no advisory at all: said once, plainly, rather
    // than as the schema's "must NOT have additional properties" for each of its keys.
    if (!isCsafDocument(doc))
        return {
            file,
            problems: [
                'is not a CSAF document: it has no document.csaf_version (a CSAF 2.0 advisory starts {"document": {"csaf_version": "2.0", ...}}); leave it out of --advisories',
            ],
        };
    const problems = await csafProblems(doc);
    if (problems.length > 0)
        return {
            file,
            problems: problems.map((problem) => `${problem.instancePath || "/"}: ${problem.message} (${problem.test})`),
        };
    return { file, advisory: readAdvisory(doc, file) };
}

// EXTERNAL MODULE: ./src/core/patches/patch-file-set.ts + 1 modules
var patch_file_set = __webpack_require__(54172);
// EXTERNAL MODULE: ./src/io/checkout/git.ts
var git = __webpack_require__(54917);
;// CONCATENATED MODULE: ./src/io/checkout/families/patch-checkout.ts
// The patch files of a checkout a draft starts from: the patch sources file, a source's
// evaluations (patch-evaluations/SOURCE/*.yaml), and the day an evaluation was last committed,
// read in the earliest time zone (UTC-12) so that it is never later than the day its merge is
// recorded in any calendar: a commit comes before its merge.




const EARLIEST_OFFSET_MS = -12 * 60 * 60 * 1000;
/** The source's evaluation files, relative to `root`, in code-point order; none without a folder. */
async function evaluationFiles(root, source) {
    const folder = `${patch_files/* EVALUATIONS_FOLDER */.nH}/${source}/`;
    return [...(await (0,optional_file/* reviewedFileTexts */.oy)(root, patch_file_set/* PATCH_FILES */.N))]
        .filter(([file]) => file.startsWith(folder))
        .map(([file, text]) => ({ file, text }));
}
/** The day `file` (relative to `root`) was last committed, in UTC-12; undefined: never committed. */
async function lastCommitDay(root, file) {
    const answer = await (0,git/* runGit */.E)(root, ["log", "-1", "--format=%ct", "--", file]);
    const seconds = Number(answer.stdout.trim());
    if (answer.code !== 0 || answer.stdout.trim() === "" || !Number.isFinite(seconds))
        return undefined;
    return new Date(seconds * 1000 + EARLIEST_OFFSET_MS).toISOString().slice(0, 10);
}

// EXTERNAL MODULE: ./src/io/checkout/contained-path.ts
var contained_path = __webpack_require__(8838);
// EXTERNAL MODULE: ./src/cli/shared/command-support.ts + 1 modules
var command_support = __webpack_require__(56439);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/report-diagnostics.ts
var report_diagnostics = __webpack_require__(56499);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/cli/shared/usage-error.ts
var usage_error = __webpack_require__(32246);
;// CONCATENATED MODULE: ./src/cli/compliance/patches-draft-command.ts
// `cip-sync patches draft`: a patch evaluation (R2.2) of one patch source, drafted from CSAF 2.0
// advisories for review. Reads the checkout (the patch sources file, the inventory, the source's
// previous evaluations) and the advisories, refuses any the reference validator refuses, and
// writes patch-evaluations/SOURCE/NAME.yaml with every applicable null; then says what matched
// nothing. It never overwrites a file without --force, and never judges.





















const NO_COLOR = { stdout: false, stderr: false };
async function draftPatchEvaluation(settings, io) {
    const root = (0,external_node_path_.resolve)(io.cwd, settings.source.root);
    const source = await patchSource(settings, root, io);
    if (source === undefined)
        return shared_io/* EXIT_ERROR */.SI;
    const out = outPath(settings, root, io);
    // Checked before anything else: a link on the way must not make a draft write outside.
    const contained = await (0,contained_path/* containedPath */.f)(root, (0,external_node_path_.resolve)(io.cwd, out));
    if ("outside" in contained)
        throw new usage_error/* UsageError */.e((0,contained_path/* outsideWords */.T)(`--out ${out}`, contained.outside, `--root ${settings.source.root}`));
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(io.cwd, out)) && !settings.force)
        throw new usage_error/* UsageError */.e(`--out ${out} exists: pass --force to overwrite it, or choose another --out (a draft never replaces an evaluation silently)`);
    const since = await releasesSince(settings, root, (0,external_node_path_.resolve)(io.cwd, out), io);
    if (since === undefined)
        return shared_io/* EXIT_ERROR */.SI;
    const advisories = await validAdvisories(settings, io);
    if (advisories === undefined)
        return shared_io/* EXIT_ERROR */.SI;
    const inventory = await (0,inventory_files/* loadInventory */.pl)((0,command_support/* sourceOf */.vz)(settings, io));
    (0,report_diagnostics/* reportDiagnostics */.D)(inventory.diagnostics, io, NO_COLOR);
    if ((0,shared_diagnostics/* hasErrors */.Cs)(inventory.diagnostics)) {
        io.stderr("No evaluation was drafted: fix the inventory's errors above first.\n");
        return shared_io/* EXIT_ERROR */.SI;
    }
    const draft = draftEvaluation({
        source,
        items: (0,patch_inputs/* applicableItems */._8)(inventoryPatchAssets(inventory.documents)).values(),
        advisories,
        releasesSince: since.day,
    });
    if (draft.patches.length > 0) {
        const fix = "choose another path for the evaluation";
        await (0,flag_files/* writeFlagFile */.mg)((0,flag_files/* flagPath */.aO)("--out", out, fix, io), evaluationDraftText(draft, since.why));
    }
    io.stdout(summary(draft, out, advisories.length));
    return shared_io/* EXIT_OK */.Ij;
}
/** The source the flag names, from the patch sources file; undefined after reporting its errors. */
async function patchSource(settings, root, io) {
    const text = await (0,optional_file/* readNamedFile */.wh)(root, patch_files/* PATCH_SOURCES_FILE */.DK);
    if (text === undefined)
        throw new usage_error/* UsageError */.e(`${patch_files/* PATCH_SOURCES_FILE */.DK} is missing under --root ${settings.source.root}: write it with the source and the baseline items it covers (docs/obligations/cip-007-r2.md#the-files), or pass --root, the repository holding it`);
    const parsed = (0,parse_patch_sources/* parsePatchSourcesText */.J)(text, patch_files/* PATCH_SOURCES_FILE */.DK);
    (0,report_diagnostics/* reportDiagnostics */.D)(parsed.diagnostics, io, NO_COLOR);
    if (parsed.value === undefined) {
        io.stderr(`No evaluation was drafted: fix ${patch_files/* PATCH_SOURCES_FILE */.DK} first.\n`);
        return undefined;
    }
    const ids = parsed.value.sources.map((source) => source.id);
    const source = parsed.value.sources.find((candidate) => candidate.id === settings.patchSource);
    if (source === undefined)
        throw new usage_error/* UsageError */.e(`--source ${settings.patchSource} is not a source of ${patch_files/* PATCH_SOURCES_FILE */.DK}${ids.length === 0 ? ", which has none" : ` (its sources: ${ids.join(", ")})`}; pass one of them, or add the source there first`);
    return source;
}
/** --out, or patch-evaluations/SOURCE/TODAY.yaml under the root; filed under the source's folder. */
function outPath(settings, root, io) {
    const today = new Date(io.now?.() ?? Date.now()).toISOString().slice(0, 10);
    const out = settings.out ??
        (0,external_node_path_.relative)(io.cwd, (0,external_node_path_.resolve)(root, patch_files/* EVALUATIONS_FOLDER */.nH, settings.patchSource, `${today}.yaml`));
    const folder = (0,parse_patch_evaluation/* evaluationFolderSource */.c)((0,external_node_path_.resolve)(io.cwd, out).replaceAll("\\", "/"));
    if (folder !== settings.patchSource)
        throw new usage_error/* UsageError */.e(`--out ${out} is not filed under the source's folder: an evaluation of ${settings.patchSource} is ${patch_files/* EVALUATIONS_FOLDER */.nH}/${settings.patchSource}/NAME.yaml; choose such a path`);
    return out;
}
/** The first release day to cover, and why: the flag, else the source's latest evaluation's day. */
async function releasesSince(settings, root, out, io) {
    const ask = `the day the source's previous evaluation was merged, or for a first evaluation the day the source was identified`;
    if (settings.releasesSince !== undefined) {
        // A release day nobody has lived yet covers no release: the draft would say "patches: []".
        const later = (0,calendar/* afterTodayWords */.P_)(settings.releasesSince, new Date(io.now?.() ?? Date.now()));
        if (later !== undefined)
            throw new usage_error/* UsageError */.e(`--releases-since ${settings.releasesSince} is ${later}: pass ${ask}`);
        return { day: settings.releasesSince, why: "as --releases-since says" };
    }
    const files = (await evaluationFiles(root, settings.patchSource)).filter((file) => (0,external_node_path_.resolve)(root, file.file) !== out);
    if (files.length === 0)
        throw new usage_error/* UsageError */.e(`${patch_files/* EVALUATIONS_FOLDER */.nH}/${settings.patchSource}/ holds no previous evaluation of ${settings.patchSource}; pass --releases-since YYYY-MM-DD: ${ask}`);
    const parsed = files.map((file) => (0,parse_patch_evaluation/* parsePatchEvaluationText */.t)(file.text, file.file));
    const diagnostics = parsed.flatMap((file) => file.diagnostics);
    if ((0,shared_diagnostics/* hasErrors */.Cs)(diagnostics)) {
        (0,report_diagnostics/* reportDiagnostics */.D)(diagnostics, io, NO_COLOR);
        io.stderr(`No evaluation was drafted: fix the evaluations above first, or pass --releases-since YYYY-MM-DD: ${ask}.\n`);
        return undefined;
    }
    const latest = parsed
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a file parsed without errors (checked above) has its value
        .map((file) => file.value)
        .reduce((a, b) => (b.releasesSince >= a.releasesSince ? b : a));
    const day = await lastCommitDay(root, latest.file);
    if (day === undefined)
        throw new usage_error/* UsageError */.e(`${latest.file}, the source's latest evaluation, has no commit to date it; pass --releases-since YYYY-MM-DD: ${ask}`);
    return {
        day,
        why: `the day ${latest.file} was last committed (UTC-12), no later than its merge`,
    };
}
/** Every advisory, checked; undefined when the validator refused one (each reported). */
async function validAdvisories(settings, io) {
    let files;
    try {
        files = await readAdvisoryFiles(settings.advisories, io.cwd);
    }
    catch (error) {
        if (!(error instanceof AdvisoryPathError))
            throw error;
        throw new usage_error/* UsageError */.e(`--advisories ${error.path}: ${error.message}; pass a CSAF advisory (JSON) or a folder of them`);
    }
    const refused = files.flatMap((file) => ("problems" in file ? [file] : []));
    for (const file of refused)
        for (const problem of file.problems)
            io.stderr(`${file.file}: refused by the CSAF 2.0 validator: ${problem}\n`);
    if (refused.length > 0) {
        io.stderr(`No evaluation was drafted: ${refused.length} advisory file(s) are not valid CSAF 2.0. Ask the publisher for a valid one, or leave the file out of --advisories and evaluate its release by hand: a draft that skipped it would miss its patches.\n`);
        return undefined;
    }
    if (files.length === 0)
        throw new usage_error/* UsageError */.e(`--advisories ${settings.advisories.join(" ")} holds no .json file: pass CSAF advisories`);
    return files.flatMap((file) => ("advisory" in file ? [file.advisory] : []));
}
/** What was written, and what matched nothing, every name quoted as data. */
function summary(draft, out, advisories) {
    const lines = draft.patches.length > 0
        ? [
            `Wrote ${out}: ${draft.patches.length} patch(es) from ${advisories} advisory file(s) for source ${draft.source}, releases since ${draft.releasesSince}. Every applicable is null: judge each (true, or false with a reason), then commit it in a pull request; cip-sync refuses the file until then.`,
        ]
        : [
            `No evaluation was written: no vendor fix of the ${advisories} advisory file(s) names an item source ${draft.source} covers in an applicable baseline. If the source released nothing since ${draft.releasesSince}, write the evaluation with patches: [] yourself: that is a person's statement, not a draft's.`,
        ];
    const section = (title, entries) => entries.length === 0 ? [] : [title, ...entries.map((entry) => `  ${entry}`)];
    lines.push(...section("Advisory products no covered item is:", draft.unmatched.map((entry) => `${(0,shared_diagnostics/* quote */.hD)(entry.advisory)}: ${(0,shared_diagnostics/* quote */.hD)(entry.product)}${entry.versions.length === 0 ? "" : ` (${entry.versions.map(shared_diagnostics/* quote */.hD).join(", ")})`}`)), ...section("Covered items no advisory names:", draft.unmentioned.map((item) => (0,patch_files/* itemText */.rv)(item))), ...section("Covered items an advisory names without a vendor_fix (no patch drafted):", draft.withoutFix.map((entry) => `${(0,shared_diagnostics/* quote */.hD)(entry.advisory)}: ${(0,patch_files/* itemText */.rv)(entry.item)}`)), ...section("Advisories not drafted:", draft.skipped.map((entry) => `${(0,shared_diagnostics/* quote */.hD)(entry.advisory)} (${entry.file}): ${entry.why}`)));
    return `${lines.join("\n")}\n`;
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

/***/ 64747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ markdownCodeSpan),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   XL: () => (/* binding */ escapeMarkdownWithAddresses)
/* harmony export */ });
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
// Escaping of user-supplied text (asset, system and facility names, service messages, file paths)
// for GitHub-flavoured Markdown. GitHub links @mentions, #references and bare URLs after Markdown
// has been parsed, so a backslash does not stop them (github/cmark-gfm#181), nor does an HTML
// entity such as &#64;: a zero-width space after the trigger does, and renders the same.

const ZERO_WIDTH_SPACE = "\u200B";
const REPLACEMENTS = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "@": `@${ZERO_WIDTH_SPACE}`,
    "#": `#${ZERO_WIDTH_SPACE}`,
};
/**
 * Text that renders literally wherever it is placed in a line, table cell or heading: no
 * emphasis, code, link, image, HTML, table cell break, mention, issue reference, autolink, math or
 * block marker, nor emoji. Hidden characters (newlines included) show as `\uXXXX`.
 */
function escapeMarkdown(text) {
    return ((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text)
        // Emoji shortcodes (:warning:), which GitHub, too, replaces after parsing.
        .replace(/:(?=[\w+-]+:)/g, `:${ZERO_WIDTH_SPACE}`)
        .replace(/[\\`*_~[\]|$&<>@#]/g, (character) => REPLACEMENTS[character] ?? `\\${character}`)
        // Bare URLs and www. names become links through GFM's autolink extension.
        .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
        .replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`)
        .replace(/GH-(?=\d)/gi, (prefix) => `${prefix}${ZERO_WIDTH_SPACE}`)
        // Block markers that count only at the start of a line: lists, setext underlines.
        .replace(/^([-+=])/, "\\$1")
        .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2"));
}
/**
 * escapeMarkdown for text that holds web addresses (a repository, the service, a timestamp
 * authority): each address becomes a code span, literal and copyable, where escapeMarkdown would
 * put a zero-width space after "://" to stop GitHub's autolink, breaking the address a reader
 * copies. A code span is never linked, so nothing untrusted becomes a link either way.
 */
function escapeMarkdownWithAddresses(text) {
    return text
        .split(/(https?:\/\/[^\s,;]+)/)
        .map((part, index) => (index % 2 === 1 ? markdownCodeSpan(part) : escapeMarkdown(part)))
        .join("");
}
/** A code span holding `text` literally, whatever backticks it contains. */
function markdownCodeSpan(text) {
    const shown = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text);
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
    return `${fence}${padding}${shown}${padding}${fence}`;
}


/***/ })

};
