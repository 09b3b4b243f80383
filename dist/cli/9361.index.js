export const id = 9361;
export const ids = [9361];
export const modules = {

/***/ 9361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Oo: () => (/* reexport */ default_inventory_pattern/* DEFAULT_INVENTORY_PATTERN */.O),
  J4: () => (/* binding */ inventoryPatternsAt),
  FK: () => (/* binding */ isInside),
  pl: () => (/* binding */ loadInventory)
});

// UNUSED EXPORTS: displayPath, isInventoryFileName

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(81477);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/inventory/document/parse-inventory.ts + 2 modules
var parse_inventory = __webpack_require__(88256);
;// CONCATENATED MODULE: ./src/core/inventory/document/validate-inventory.ts


function validateInventory(documents) {
    const diagnostics = [];
    const report = (location, message, first) => {
        diagnostics.push({ severity: "error", message, location, related: [first] });
    };
    checkSystemsDeclaredOnce(documents, report);
    const assets = checkAssetNamesUnique(documents, report);
    checkRenames(documents, assets, report);
    return diagnostics;
}
/**
 * References are compared as written, with their parent: ids exactly, names case-sensitively.
 * "Protection System" at two facilities is two systems. Two spellings of one system ("Alpha" and
 * its id, or with and without its facility) are found after resolution, by the resolver.
 */
function checkSystemsDeclaredOnce(documents, report) {
    const systems = new Map();
    for (const document of documents) {
        const reference = document.cyberSystem;
        const key = JSON.stringify([
            reference.value,
            document.facility?.value ?? null,
            document.controlCenter?.value ?? null,
        ]);
        const first = systems.get(key);
        if (first === undefined) {
            systems.set(key, document);
            continue;
        }
        report(reference.location, `cyber system ${(0,shared_diagnostics/* quote */.hD)(reference.value)} is already declared by the document at ${(0,shared_diagnostics/* formatLocation */.j$)(first.cyberSystem.location)}; a document declares the complete asset list of its system: merge the two documents`, first.cyberSystem.location);
    }
}
/**
 * Asset names are unique organization-wide regardless of case (names.ts `nameKey`). Returns the
 * first declaration of each name key (one entry per asset, no object of its own).
 */
function checkAssetNamesUnique(documents, report) {
    const assets = new Map();
    for (const document of documents) {
        for (const asset of document.assets) {
            const key = (0,names/* nameKey */.Rc)(asset.name);
            const first = assets.get(key);
            if (first === undefined) {
                assets.set(key, asset);
                continue;
            }
            const spelling = first.name === asset.name
                ? ""
                : first.name.normalize("NFC") === asset.name.normalize("NFC")
                    ? " (the same text, in another Unicode normalization form)"
                    : ` as ${(0,shared_diagnostics/* quote */.hD)(first.name)}`;
            report(asset.location, `asset ${(0,shared_diagnostics/* quote */.hD)(asset.name)} is already declared at ${(0,shared_diagnostics/* formatLocation */.j$)(first.location)}${spelling}; asset names are unique across the inventory, ignoring case: rename or remove one`, first.location);
        }
    }
    return assets;
}
/** One new name per live asset, and no rename of an asset another document keeps. */
function checkRenames(documents, assets, report) {
    const renames = new Map();
    for (const document of documents) {
        /** This document's assets, made only when a rename names a declared asset. */
        let own;
        for (const asset of document.assets) {
            const renamedFrom = asset.renamedFrom;
            if (renamedFrom === undefined)
                continue;
            const key = (0,names/* nameKey */.Rc)(renamedFrom.value);
            const firstRename = renames.get(key);
            if (firstRename?.renamedFrom) {
                report(renamedFrom.location, `renamed_from ${(0,shared_diagnostics/* quote */.hD)(renamedFrom.value)} is also used by asset ${(0,shared_diagnostics/* quote */.hD)(firstRename.name)} at ${(0,shared_diagnostics/* formatLocation */.j$)(firstRename.renamedFrom.location)}; one live asset can take only one new name: remove one of the two`, firstRename.renamedFrom.location);
            }
            else {
                renames.set(key, asset);
            }
            // A rename inside one document may reuse a name still declared there (a swap a->b, b->a);
            // across documents it would both keep the asset in the other system and rename it away.
            const declared = assets.get(key);
            if (declared !== undefined && !(own ??= new Set(document.assets)).has(declared)) {
                report(renamedFrom.location, `renamed_from ${(0,shared_diagnostics/* quote */.hD)(renamedFrom.value)} names an asset that another document declares, at ${(0,shared_diagnostics/* formatLocation */.j$)(declared.location)}; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from`, declared.location);
            }
        }
    }
}

// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-completeness.ts
var baseline_completeness = __webpack_require__(25977);
// EXTERNAL MODULE: ./src/core/inventory/document/default-inventory-pattern.ts
var default_inventory_pattern = __webpack_require__(27007);
// EXTERNAL MODULE: ./src/io/checkout/reviewed-files.ts + 2 modules
var reviewed_files = __webpack_require__(33492);
;// CONCATENATED MODULE: ./src/io/checkout/inventory-files.ts
// Reads the inventory files: expands the patterns, keeps every file inside the repository, reads
// them with bounded concurrency, parses each and checks the rules across files. A file that cannot
// be read is an error, never an absent declaration: the desired state is all of it or nothing.













const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_TOTAL_BYTES = number_setting/* SHARED_NUMBER_SETTINGS */.io["max-bytes"].default;
const DEFAULT_MAX_ASSETS = number_setting/* SHARED_NUMBER_SETTINGS */.io["max-assets"].default;
const READ_CONCURRENCY = 16;
const GLOB_CHARACTERS = /[*?[\]{}]/;
/**
 * The inventory files the source's patterns find (the default pattern when it gives none), once
 * each; a pattern that finds no file is an error in `readErrors`, as each folder refused is.
 */
async function inventoryPaths(source, { cwd, root }, readErrors) {
    const found = new Set();
    const patterns = source.patterns.length > 0 ? source.patterns : [default_inventory_pattern/* DEFAULT_INVENTORY_PATTERN */.O];
    // A family's reviewed file (a site file under low-impact/, a patch file) is no inventory document
    // wherever a pattern finds it (validate low-impact/): its own reader reads it (reviewed-files.ts).
    const givenRoot = (0,external_node_path_.resolve)(cwd, source.root);
    const inventoryFile = (path) => !(0,reviewed_files/* isReviewedFile */.qh)(displayPath(givenRoot, path));
    for (const pattern of patterns) {
        const reported = readErrors.length;
        const expanded = await expandPattern(pattern, cwd, root, readErrors);
        const matched = expanded.filter(inventoryFile);
        // A pattern whose only directory was refused already has its error.
        if (expanded.length === 0 && readErrors.length === reported) {
            readErrors.push({
                severity: "error",
                message: `pattern ${(0,shared_diagnostics/* quote */.hD)(pattern)} matches no .yaml or .yml file, so the desired state could not be read; check the pattern (relative to ${cwd})`,
            });
        }
        for (const path of matched)
            found.add(path);
    }
    return found;
}
async function loadInventory(source) {
    const cwd = (0,external_node_path_.resolve)(source.cwd);
    const root = await (0,promises_.realpath)((0,external_node_path_.resolve)(cwd, source.root)).catch(() => (0,external_node_path_.resolve)(cwd, source.root));
    const maxFileBytes = source.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const diagnostics = [];
    const readErrors = [];
    const found = await inventoryPaths(source, { cwd, root }, readErrors);
    const files = [...found]
        .map((path) => ({ path, display: displayPath(cwd, path) }))
        .sort((a, b) => (0,names/* compareCodePoints */.OP)(a.display, b.display));
    const reads = await mapBounded(files, READ_CONCURRENCY, (file) => readInventoryFile(file.path, file.display, root, maxFileBytes));
    const documents = [];
    const readRealPaths = new Set();
    const totals = new InputTotals(source);
    for (const [index, read] of reads.entries()) {
        // Two paths to one file (a pattern and a link, two overlapping patterns) count once.
        if (read.realPath !== undefined) {
            if (readRealPaths.has(read.realPath))
                continue;
            readRealPaths.add(read.realPath);
        }
        if ("diagnostic" in read) {
            readErrors.push(read.diagnostic);
            continue;
        }
        const display = files[index]?.display ?? "";
        const overBytes = totals.addText(display, read.text);
        if (overBytes !== undefined) {
            readErrors.push(overBytes);
            break;
        }
        const parsed = (0,parse_inventory/* parseInventoryText */.r)(read.text, display);
        documents.push(...parsed.documents);
        diagnostics.push(...parsed.diagnostics);
        const overAssets = totals.addDocuments(display, parsed.documents);
        if (overAssets !== undefined) {
            readErrors.push(overAssets);
            break;
        }
    }
    diagnostics.push(...readErrors, ...validateInventory(documents), ...(0,baseline_completeness/* lowImpactBaselineWarnings */.R)(documents));
    return {
        files: files.map((file) => file.display),
        documents,
        diagnostics: diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV),
        readErrors: readErrors.sort(shared_diagnostics/* compareDiagnostics */.oV),
    };
}
/**
 * Where the inventory `patterns` look in a listing of the repository at another commit (the
 * owner policy's base), and which listed files they name, as expandPattern names them in the
 * checkout: a folder's .yaml/.yml files at any depth, a file itself, a glob's matches that are
 * .yaml/.yml files. Paths are relative to `cwd` with "/" separators, as `files` has them; a
 * pattern outside `cwd` names nothing there. A pattern that is neither a glob nor a folder is
 * listed as written: the listing tells a file from a folder.
 */
function inventoryPatternsAt(patterns, cwd) {
    const roots = new Set();
    const tests = [];
    for (const pattern of patterns.length > 0 ? patterns : [default_inventory_pattern/* DEFAULT_INVENTORY_PATTERN */.O]) {
        const relativePath = displayPath((0,external_node_path_.resolve)(cwd), (0,external_node_path_.resolve)(cwd, pattern));
        if (relativePath === ".." ||
            relativePath.startsWith("../") ||
            external_node_path_.isAbsolute(relativePath))
            continue;
        const at = relativePath === "." ? "" : relativePath;
        if (GLOB_CHARACTERS.test(pattern)) {
            const segments = at.split("/");
            const fixed = segments.findIndex((segment) => GLOB_CHARACTERS.test(segment));
            roots.add(segments.slice(0, fixed).join("/"));
            tests.push((path) => isInventoryFileName(path) && external_node_path_.posix.matchesGlob(path, at));
        }
        else {
            roots.add(at);
            tests.push((path) => path === at || (isInventoryFileName(path) && (at === "" || path.startsWith(`${at}/`))));
        }
    }
    return { roots: [...roots], matches: (path) => tests.some((test) => test(path)) };
}
/** Absolute paths of the inventory files one pattern names. */
async function expandPattern(pattern, cwd, root, diagnostics) {
    const absolute = (0,external_node_path_.resolve)(cwd, pattern);
    const stats = await (0,promises_.stat)(absolute).catch(() => undefined);
    if (stats?.isDirectory())
        return walkDirectory(absolute, cwd, root, diagnostics);
    if (stats)
        return [absolute];
    if (!GLOB_CHARACTERS.test(pattern))
        return [];
    const matches = [];
    for await (const match of (0,promises_.glob)(pattern, { cwd })) {
        const path = (0,external_node_path_.resolve)(cwd, match);
        if (isInventoryFileName(path) && (await (0,promises_.stat)(path).catch(() => undefined))?.isFile()) {
            matches.push(path);
        }
    }
    return matches;
}
/**
 * The .yaml/.yml files under a directory, following symbolic links that stay inside the root
 * (each real directory once, so a link cycle ends) and reporting those that leave it.
 */
async function walkDirectory(start, cwd, root, diagnostics) {
    const files = [];
    const visited = new Set();
    const pending = [start];
    for (let directory = pending.pop(); directory !== undefined; directory = pending.pop()) {
        const real = await (0,promises_.realpath)(directory).catch(() => directory);
        if (visited.has(real))
            continue;
        visited.add(real);
        if (!isInside(root, real)) {
            diagnostics.push(outsideRoot(displayPath(cwd, directory), directory, real, root));
            continue;
        }
        const entries = await (0,promises_.readdir)(directory, { withFileTypes: true }).catch((error) => {
            diagnostics.push(unreadable(displayPath(cwd, directory), error));
            return [];
        });
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(directory, entry.name);
            if (entry.isDirectory())
                pending.push(path);
            else if (entry.isSymbolicLink() && (await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory()) {
                pending.push(path);
            }
            else if (isInventoryFileName(path))
                files.push(path);
        }
    }
    return files;
}
async function readInventoryFile(path, display, root, maxFileBytes) {
    let realPath;
    try {
        realPath = await (0,promises_.realpath)(path);
    }
    catch (error) {
        return { diagnostic: unreadable(display, error) };
    }
    if (!isInside(root, realPath)) {
        return { diagnostic: outsideRoot(display, path, realPath, root), realPath };
    }
    let bytes;
    try {
        // Checked before opening: opening a FIFO or a device could block or never end.
        if (!(await (0,promises_.stat)(realPath)).isFile()) {
            return {
                diagnostic: fileError(display, "this path is not a regular file; point the pattern at files"),
                realPath,
            };
        }
        const handle = await (0,promises_.open)(realPath, "r");
        try {
            const { size } = await handle.stat();
            if (size > maxFileBytes)
                return { diagnostic: tooLarge(display, size, maxFileBytes), realPath };
            bytes = await handle.readFile();
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        return { diagnostic: unreadable(display, error), realPath };
    }
    // The file may have grown between stat and read.
    if (bytes.length > maxFileBytes) {
        return { diagnostic: tooLarge(display, bytes.length, maxFileBytes), realPath };
    }
    try {
        return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), realPath };
    }
    catch {
        return {
            diagnostic: fileError(display, "this file is not valid UTF-8 text; save it as UTF-8"),
            realPath,
        };
    }
}
function fileError(display, message) {
    const location = { file: display, line: 1, column: 1 };
    return { severity: "error", message, location };
}
function unreadable(display, error) {
    const reason = (0,errors/* errorCode */.C)(error) ?? (0,errors/* errorMessage */.g)(error);
    return fileError(display, `this path cannot be read (${reason}); check that it exists and is readable, so that the desired state can be read`);
}
/**
 * Caps on the whole input, checked file by file in path order: the file that crosses one is named,
 * and no later file is parsed. One file is capped by maxFileBytes; many files under that cap
 * could still make the run take minutes and gigabytes.
 */
class InputTotals {
    #maxBytes;
    #maxAssets;
    #bytes = 0;
    #assets = 0;
    constructor(source) {
        this.#maxBytes = source.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
        this.#maxAssets = source.maxAssets ?? DEFAULT_MAX_ASSETS;
    }
    addText(display, text) {
        this.#bytes += Buffer.byteLength(text);
        if (this.#bytes <= this.#maxBytes)
            return undefined;
        return fileError(display, `with this file the inventory files total ${this.#bytes} bytes, over the limit of ${this.#maxBytes} bytes for all of them; this file and later ones were not parsed: check that the path patterns name only inventory files, or raise the limit with --max-bytes (the Action's input max-bytes)`);
    }
    addDocuments(display, documents) {
        for (const document of documents)
            this.#assets += document.assets.length;
        if (this.#assets <= this.#maxAssets)
            return undefined;
        return fileError(display, `with this file the inventory declares ${this.#assets} assets, over the limit of ${this.#maxAssets}; later files were not parsed: check that the path patterns name only this organization's inventory files, or raise the limit with --max-assets (the Action's input max-assets)`);
    }
}
function tooLarge(display, size, limit) {
    return fileError(display, `this file is ${size} bytes, over the limit of ${limit} bytes for one inventory file; split it into several files`);
}
function outsideRoot(display, path, real, root) {
    return fileError(display, path === real || !isInside(root, path)
        ? `this path is outside the repository root ${root}; move it into the repository, or choose a root that contains it`
        : `this path is a symbolic link (or lies under one) to ${real}, outside the repository root ${root}; inventory files must be in the repository: replace the link with the file itself`);
}
/**
 * Whether `path` is `root` or under it, by the platform's rules: on Windows drive letters and
 * case do not matter and another drive or share is outside.
 */
function isInside(root, path, rules = external_node_path_) {
    const fromRoot = rules.relative(root, path);
    return (fromRoot === "" ||
        (fromRoot !== ".." && !fromRoot.startsWith(`..${rules.sep}`) && !rules.isAbsolute(fromRoot)));
}
/** Whether `path` names a file the inventory reads: .yaml or .yml, in any case. */
function isInventoryFileName(path) {
    const extension = (0,external_node_path_.extname)(path).toLowerCase();
    return extension === ".yaml" || extension === ".yml";
}
/** `path` as diagnostics, annotations and SARIF show it: relative to `cwd`, with "/" separators. */
function displayPath(cwd, path, rules = external_node_path_) {
    return rules.relative(cwd, path).split(rules.sep).join("/") || ".";
}
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < items.length; index = next++) {
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 33492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nu: () => (/* binding */ REVIEWED_FILE_ROOTS),
  r5: () => (/* binding */ REVIEWED_FILE_SETS),
  qh: () => (/* binding */ isReviewedFile),
  fy: () => (/* binding */ readReviewedFiles),
  I6: () => (/* binding */ reviewedFileCounts),
  Fw: () => (/* binding */ unknownParentProblems)
});

// UNUSED EXPORTS: READ_BY_THEIR_READERS

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/assessments/assessment-file-set.ts + 1 modules
var assessment_file_set = __webpack_require__(37441);
// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(51967);
// EXTERNAL MODULE: ./src/core/patches/patch-file-set.ts + 1 modules
var patch_file_set = __webpack_require__(54172);
// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(63788);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(96075);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(64928);
;// CONCATENATED MODULE: ./src/io/checkout/families/assessment-files.ts
// The assessment files of a checkout: every assessment file directly in vulnerability-assessments/
// (core/assessments/assessment-files.ts isAssessmentFile). Read whole for a merge's record, as
// the patch files are (patch-files.ts), and parsed for review, so that a broken file is refused at
// review, not first when the ledger reads it (where it would put nothing in force); a date in one
// is judged against the latest day any time zone has reached now. A file that cannot be read is
// an error at its path, never taken for an absent one.





/**
 * The assessment files under `root`, each problem at its file:line:column named from `cwd` as the
 * inventory files are; none when the checkout keeps no such file.
 */
async function readAssessmentFiles(root, cwd, now) {
    const files = [];
    const references = [];
    const diagnostics = [];
    for (const path of await (0,optional_file/* reviewedFilePaths */.yn)(root, assessment_file_set/* ASSESSMENT_FILES */.p)) {
        const file = (0,external_node_path_.relative)((0,external_node_path_.resolve)(cwd), (0,external_node_path_.join)(root, path)).split(external_node_path_.sep).join("/");
        try {
            const text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(root, path));
            if (text === undefined)
                continue;
            const parsed = (0,parse_assessment/* parseAssessmentText */.X)(text, file, { at: now });
            diagnostics.push(...parsed.diagnostics);
            if (parsed.value !== undefined && !(0,shared_diagnostics/* hasErrors */.Cs)(parsed.diagnostics)) {
                files.push(parsed.value);
                references.push(...(parsed.references ?? []));
            }
        }
        catch (error) {
            diagnostics.push((0,optional_file/* unreadableFile */._s)(file, error));
        }
    }
    return { files, references, diagnostics: diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV) };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(53146);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(53049);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(17405);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(27877);
;// CONCATENATED MODULE: ./src/io/checkout/families/patch-files.ts
// The patch files of a checkout: cip-patch-sources.yaml at the repository root (when there
// is one), every evaluation under patch-evaluations/ and every mitigation plan in patch-plans/
// (core/patches/patch-files.ts isPatchFile). Read for review, each parsed with
// positions (core/patches), so that a broken file is refused at review, not first when the ledger
// reads it; and read whole for a merge's record. A file that cannot be read is an error at its
// path, never taken for an absent one.









/** The patch files under `root`, named relative to `cwd` as the inventory files are. */
async function readPatchFiles(root, cwd) {
    const shown = (path) => (0,external_node_path_.relative)((0,external_node_path_.resolve)(cwd), (0,external_node_path_.join)(root, path)).split(external_node_path_.sep).join("/");
    const diagnostics = [];
    const references = [];
    const read = async (path, parse) => {
        const file = shown(path);
        try {
            const text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(root, path));
            if (text === undefined)
                return undefined;
            const parsed = parse(text, file);
            diagnostics.push(...parsed.diagnostics);
            references.push(...(parsed.references ?? []));
            return parsed.value;
        }
        catch (error) {
            diagnostics.push((0,optional_file/* unreadableFile */._s)(file, error));
            return undefined;
        }
    };
    const sources = await read(patch_files/* PATCH_SOURCES_FILE */.DK, parse_patch_sources/* parsePatchSourcesText */.J);
    const evaluations = [];
    for (const path of await filesUnder(root, EVALUATIONS_PATTERN)) {
        const evaluation = await read(path, parse_patch_evaluation/* parsePatchEvaluationText */.t);
        if (evaluation !== undefined)
            evaluations.push(evaluation);
    }
    const plans = [];
    for (const path of await filesUnder(root, PLANS_PATTERN)) {
        const plan = await read(path, parse_mitigation_plan/* parseMitigationPlanText */.b);
        if (plan !== undefined)
            plans.push(plan);
    }
    return {
        sources,
        evaluations,
        plans,
        references,
        diagnostics: diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV),
    };
}
const EVALUATIONS_PATTERN = `${patch_files/* EVALUATIONS_FOLDER */.nH}/**/*.yaml`;
const PLANS_PATTERN = `${patch_files/* PLANS_FOLDER */.Cw}/*.yaml`;
/** The files `pattern` matches under `root`, with forward slashes, in code-point order. */
async function filesUnder(root, pattern) {
    const paths = [];
    for await (const path of (0,promises_.glob)(pattern, { cwd: root }))
        paths.push(path.split(external_node_path_.sep).join("/"));
    return paths.filter(patch_files/* isPatchFile */.VL).sort(names/* compareCodePoints */.OP);
}

;// CONCATENATED MODULE: ./src/io/checkout/reviewed-files.ts
// Every reviewed file of a checkout read for review, as the plan checks them: the patch files
// (patch-files.ts: the sources file kept for the R2.1 check) and the assessment files
// (assessment-files.ts: those kept for R3.3 at commissioning), each read by a reader of its own
// for what the plan checks besides their problems, and every other family's by the table, each
// file's problems as its set finds them (ReviewedFileSet.problems); all problems together, each
// at its file:line:column named from `cwd`, so that a broken file of any family refuses the plan.









async function readReviewedFiles(root, cwd, now = new Date()) {
    const patches = await readPatchFiles(root, cwd);
    const assessments = await readAssessmentFiles(root, cwd, now);
    const others = [];
    for (const set of REVIEWED_FILE_SETS)
        if (!READ_BY_THEIR_READERS.has(set))
            others.push(...(await problemsOf(set, root, cwd, now)));
    return {
        ...patches,
        assessments: assessments.files,
        references: [...patches.references, ...assessments.references],
        diagnostics: [...patches.diagnostics, ...assessments.diagnostics, ...others].sort(shared_diagnostics/* compareDiagnostics */.oV),
    };
}
/** The sets whose files the readers above read for review (their `problems` is not asked). */
const READ_BY_THEIR_READERS = new Set([
    patch_file_set/* PATCH_FILES */.N,
    assessment_file_set/* ASSESSMENT_FILES */.p,
]);
/**
 * Every problem of `set`'s files under `root`, each named from `cwd`, and those one makes of
 * another; an unreadable file is one.
 */
async function problemsOf(set, root, cwd, now) {
    const diagnostics = [];
    const texts = new Map();
    for (const path of await (0,optional_file/* reviewedFilePaths */.yn)(root, set)) {
        const file = (0,external_node_path_.relative)((0,external_node_path_.resolve)(cwd), (0,external_node_path_.join)(root, path)).split(external_node_path_.sep).join("/");
        try {
            const text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(root, path));
            if (text === undefined)
                continue;
            texts.set(file, text);
            diagnostics.push(...(set.problems?.(text, file, now) ?? []));
        }
        catch (error) {
            diagnostics.push((0,optional_file/* unreadableFile */._s)(file, error));
        }
    }
    return [...diagnostics, ...(set.problemsAmong?.(texts) ?? [])];
}
/**
 * Each family's files' names of a facility or control center no inventory knows
 * (ReviewedFileSet.unknownParents), each at its file:line:column named from `source.cwd`: validate
 * asks them once the inventory is read, against the service's facilities and control centers
 * (`live`) or, where no service was read, against those the documents declare (and says so).
 * With neither (`validate low-impact/` reads no document, and no service where it resolves none),
 * nothing is known to judge a site by: none is refused.
 */
async function unknownParentProblems(source, documents, live) {
    if (live === undefined && documents.length === 0)
        return [];
    const known = (0,reviewed_file_set/* knownParentsOf */.Yz)(documents, live);
    const root = (0,external_node_path_.resolve)(source.cwd, source.root);
    const diagnostics = [];
    for (const set of REVIEWED_FILE_SETS) {
        if (set.unknownParents === undefined)
            continue;
        for (const diagnostic of set.unknownParents(await (0,optional_file/* reviewedFileTexts */.oy)(root, set), known)) {
            const { location } = diagnostic;
            if (location === undefined)
                diagnostics.push(diagnostic);
            else {
                const file = (0,external_node_path_.relative)((0,external_node_path_.resolve)(source.cwd), (0,external_node_path_.join)(root, location.file)).split(external_node_path_.sep).join("/");
                diagnostics.push({ ...diagnostic, location: { ...location, file } });
            }
        }
    }
    return diagnostics;
}
/** Every family's reviewed files, in the family table's order. */
const REVIEWED_FILE_SETS = family_table/* MERGE_JUDGED_FAMILIES */.G.flatMap((family) => family.reviewedFiles === undefined ? [] : [family.reviewedFiles]);
/** Where a commit's reviewed files are listed from: every family's folders and files. */
const REVIEWED_FILE_ROOTS = REVIEWED_FILE_SETS.flatMap((set) => set.roots);
/** How many files of each family's set the checkout at `root` has, those it has none of left out. */
async function reviewedFileCounts(root) {
    const counts = [];
    for (const set of REVIEWED_FILE_SETS) {
        const files = (await (0,optional_file/* reviewedFilePaths */.yn)(root, set)).length;
        if (files > 0)
            counts.push({ set, files });
    }
    return counts;
}
/** Whether `path` is a reviewed file of any family of the table. */
function isReviewedFile(path) {
    return REVIEWED_FILE_SETS.some((set) => set.belongs(path));
}


/***/ })

};
